/** Checkout's word, before any address is typed, that the cart's restaurant does not deliver to the area chosen. */
import { useEffect } from 'react';
import { useStore } from '@nanostores/react';
import type { SavedArea } from '#src/lib/savedAddress.ts';
import { $cart } from '#src/stores/areas.ts';
import { $cartReach, checkCartReach } from '#src/stores/cartReach.ts';

interface Props {
  /** The area chosen in the header or on /locate (the address cookie), where a new address is made. */
  area: SavedArea | null;
}

/** A polite live region, in the page from the start (so its words are announced), filled when the restaurant does not deliver to `area`. */
export function CartReachNote({ area }: Props) {
  const cart = useStore($cart);
  const note = useStore($cartReach);
  const restaurantId = cart.data?.restaurant?.id ?? null;

  useEffect(() => {
    if (!restaurantId) return;
    const controller = new AbortController();
    void checkCartReach(area, controller.signal);
    return () => controller.abort();
  }, [restaurantId, area]);

  return (
    <p className="location-notice" role="status">
      {note ?? ''}
    </p>
  );
}
