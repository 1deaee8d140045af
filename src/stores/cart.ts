/**
 * Cart state and actions shared by the badge, the add controls and the cart page. The server
 * decides prices and whose cart it is; the client sends the dish id, its restaurant and the
 * user's ids (the spec's payloads) and shows what the server answers.
 */
import { atom, computed } from 'nanostores';
import { api } from '../lib/browser/apiClient';
import { pendingCartAddKey } from '../lib/storageKeys';
import { isOtherRestaurantConflict } from '../lib/dinerMessages';
import { notify } from '../components/ui/toasts';
import { $cart, type CartState } from './areas';
import { errorMessage } from './dataArea';
import { $userData } from './user';
import { openSignIn } from './ui';

/** Toasts of the cart calls (the spec's texts). */
export const cartMessages = {
  added: 'successfully added to cart!',
  removed: 'successfully removed from cart!',
} as const;

/** The badge count: the sum of the quantities of the cart documents. */
export const $cartCount = computed($cart, (cart) =>
  (cart.data?.documents ?? []).reduce((sum, d) => sum + (Number.isFinite(d.quantity) ? d.quantity : 0), 0),
);

/** Quantity of each dish in the cart, by dish id. */
export const $cartQuantities = computed(
  $cart,
  (cart) => new Map((cart.data?.documents ?? []).map((d) => [d.id, d.quantity])),
);

/** The dish fields an add sends (the server reads the rest from its catalog). */
export interface DishRef {
  id: string;
  name: string;
  price?: number;
  [field: string]: unknown;
}

/** An add waiting on the diner: a different restaurant's cart to replace, or a sign-in. */
export const $pendingAdd = atom<{
  dish: DishRef;
  restaurantId: string;
  quantity?: number;
  reason: 'other-restaurant' | 'sign-in';
} | null>(null);

/** Counts the cart changes this tab made (not the loads), so other tabs can follow them. */
export const $cartChanges = atom(0);

function store(cart: CartState): void {
  $cart.success(cart);
  $cartChanges.set($cartChanges.get() + 1);
}

// Other tabs reload their cart after a change here, and this tab after a change there.
const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel('thalify-cart');
channel?.addEventListener('message', () => void loadCart());
$cartChanges.listen(() => channel?.postMessage('changed'));

/** Fetches the signed-in user's cart into the `cart` area (does nothing when signed out). */
export async function loadCart(): Promise<void> {
  const user = $userData.get();
  if (!user) return;
  await $cart.run((signal) =>
    api<{ cart: CartState }>('/getcart', { query: { database: user.database }, signal }).then((r) => r.cart),
  );
  await resumePendingAdd();
}

/**
 * Loads the cart unless it is already held or on its way (the badge and the screens that show the
 * cart call it on mount): a second load would blank a cart a screen already shows while it reloads.
 */
export function ensureCartLoaded(): void {
  const { data, isLoading } = $cart.get();
  if (!data && !isLoading) void loadCart();
}

/** Keeps a dish of another restaurant waiting for the diner's answer (the dialog opens); false: not added. */
function askAboutOtherRestaurant(dish: DishRef, restaurantId: string, quantity: number | undefined): false {
  $pendingAdd.set({ dish, restaurantId, ...(quantity === undefined ? {} : { quantity }), reason: 'other-restaurant' });
  return false;
}

/** The restaurant the cart holds dishes of, if any. */
function cartRestaurant(): string | null {
  return $cart.get().data?.documents[0]?.restaurantId ?? null;
}

/**
 * Adds a dish (one more, or to `quantity` on the search page's path). Signed out, it opens
 * the sign-in panel and keeps the dish to add after signing in; a dish of another
 * restaurant waits for the diner to confirm a new cart. Resolves true once the server accepted.
 */
export async function addToCart(
  dish: DishRef,
  restaurantId: string,
  quantity?: number,
  replace = false,
): Promise<boolean> {
  const user = $userData.get();
  if (!user) {
    try {
      sessionStorage.setItem(
        pendingCartAddKey,
        JSON.stringify({ dish: { id: dish.id, name: dish.name }, restaurantId, quantity }),
      );
    } catch {
      // without storage the diner adds again after signing in
    }
    $pendingAdd.set({ dish, restaurantId, ...(quantity === undefined ? {} : { quantity }), reason: 'sign-in' });
    openSignIn('login', { reason: 'cart' });
    return false;
  }
  // An add pressed while the cart is still loading is sent at once: the server knows the cart,
  // and its other-restaurant answer asks the question (waiting could hang on a slow network).
  const current = cartRestaurant();
  if (!replace && current && current !== restaurantId) {
    return askAboutOtherRestaurant(dish, restaurantId, quantity);
  }
  try {
    const reply = await api<{ cart: CartState }>('/addToCart', {
      method: 'POST',
      body: {
        number: user.phone,
        database: user.database,
        userId: user.userId,
        cart: { ...dish, restaurantId, ...(quantity === undefined ? {} : { quantity }) },
        replace,
      },
    });
    store(reply.cart);
    notify.success(cartMessages.added);
    return true;
  } catch (error) {
    // The cart may not have loaded yet when ADD is pressed: the server's refusal asks the diner.
    if (!replace && isOtherRestaurantConflict(error)) {
      return askAboutOtherRestaurant(dish, restaurantId, quantity);
    }
    notify.error(errorMessage(error));
    return false;
  }
}

/** Removes one of a dish by id. Resolves true once the server accepted. */
export async function removeFromCart(dishId: string): Promise<boolean> {
  const user = $userData.get();
  if (!user) return false;
  try {
    const reply = await api<{ cart: CartState }>('/removeCart', {
      method: 'POST',
      body: { number: user.phone, id: dishId, database: user.database },
    });
    store(reply.cart);
    notify.success(cartMessages.removed);
    return true;
  } catch (error) {
    notify.error(errorMessage(error));
    return false;
  }
}

/** Starts a new cart with the waiting dish (the "replace" answer of the other-restaurant dialog). */
export async function replaceCartWithPending(): Promise<void> {
  const pending = $pendingAdd.get();
  $pendingAdd.set(null);
  if (!pending) return;
  $cart.reset();
  await addToCart(pending.dish, pending.restaurantId, pending.quantity, true);
}

/** Adds the dish a signed-out diner pressed ADD on, once signed in. */
async function resumePendingAdd(): Promise<void> {
  let text: string | null = null;
  try {
    text = sessionStorage.getItem(pendingCartAddKey);
    sessionStorage.removeItem(pendingCartAddKey);
  } catch {
    return;
  }
  if (!text) return;
  try {
    const pending = JSON.parse(text) as { dish?: DishRef; restaurantId?: unknown; quantity?: unknown };
    if (pending.dish && typeof pending.dish.id === 'string' && typeof pending.restaurantId === 'string') {
      await addToCart(
        pending.dish,
        pending.restaurantId,
        typeof pending.quantity === 'number' ? pending.quantity : undefined,
      );
    }
  } catch {
    // a damaged entry is dropped
  }
}

/** Forgets the dish waiting for the diner's answer (they kept their cart). */
export function dropPendingAdd(): void {
  $pendingAdd.set(null);
}
