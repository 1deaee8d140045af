/** Cart state shared by the badge, the add controls and the cart page. */
import { computed } from 'nanostores';
import { api } from '../lib/apiClient';
import { $cart, type CartState } from './areas';
import { $userData } from './user';

/** The badge count: the sum of the quantities of the cart documents. */
export const $cartCount = computed($cart, (cart) => (cart.data?.data.documents ?? []).reduce((sum, d) => sum + (Number.isFinite(d.quantity) ? d.quantity : 0), 0));

/** Fetches the signed-in user's cart into the `cart` area (does nothing when signed out). */
export async function loadCart(): Promise<void> {
  const user = $userData.get();
  if (!user) return;
  await $cart.run((signal) => api<{ cart: CartState }>('/getcart', { query: { database: user.database }, signal }).then((r) => r.cart));
}
