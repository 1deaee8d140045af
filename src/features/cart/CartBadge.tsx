/** The nav bar's cart count badge; fetches the cart on load when a user is saved and no screen has it yet. */
import { useEffect } from 'react';
import { useStore } from '@nanostores/react';
import { $cartCount, ensureCartLoaded } from '#src/stores/cart.ts';
import { useHydrated } from '#src/components/ui/useHydrated.ts';
import { useMessages } from '#src/i18n/useMessages.ts';
import { cartMessages } from './messages/en.ts';

/** The count of dishes in the cart, announced with the Cart link. */
export default function CartBadge() {
  // The server drew 0: the cart is shown once this island has taken over the page's HTML.
  const inCart = useStore($cartCount);
  const count = useHydrated() ? inCart : 0;
  const t = useMessages(cartMessages);
  useEffect(() => ensureCartLoaded(), []);
  return (
    <span className="cart-badge" data-testid="cart-count" role="img" aria-label={t.inCart(count)}>
      {count}
    </span>
  );
}
