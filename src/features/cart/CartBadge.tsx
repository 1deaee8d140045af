/** The nav bar's cart count badge; fetches the cart on load when a user is saved. */
import { useEffect } from 'react';
import { useStore } from '@nanostores/react';
import { $cartCount, loadCart } from '#src/stores/cart.ts';

/** The count of dishes in the cart, announced with the Cart link. */
export default function CartBadge() {
  const count = useStore($cartCount);
  useEffect(() => {
    void loadCart();
  }, []);
  return (
    <span className="cart-badge" data-testid="cart-count" role="img" aria-label={`${count} items in cart`}>
      {count}
    </span>
  );
}
