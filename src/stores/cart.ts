/**
 * Cart state and actions shared by the badge, the add controls and the cart page. The server
 * decides prices and whose cart it is; the client sends the dish id, its restaurant, the
 * choices of a customised dish and the user's ids (the spec's payloads) and shows what the
 * server answers. A line is a dish with its choices: one dish can be on several lines.
 */
import { atom, computed } from 'nanostores';
import { api } from '../lib/browser/apiClient';
import { pendingCartAddKey } from '../lib/storageKeys';
import { isOtherRestaurantConflict } from '../lib/dinerMessages';
import { notify } from '../components/ui/toasts';
import type { Dish } from '../lib/catalogTypes';
import { $cart, type CartDocument, type CartState } from './areas';
import { errorMessage } from './dataArea';
import { $userData, type UserData } from './user';
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

/** The cart's lines of each dish, by dish id, in the cart's order (a dish with two customisations has two). */
export const $dishLines = computed($cart, (cart) => {
  const lines = new Map<string, CartDocument[]>();
  for (const d of cart.data?.documents ?? []) lines.set(d.id, [...(lines.get(d.id) ?? []), d]);
  return lines;
});

/** Quantity of each dish in the cart, by dish id: the sum over its lines. */
export const $cartQuantities = computed($dishLines, (lines) => {
  const quantities = new Map<string, number>();
  for (const [id, list] of lines)
    quantities.set(
      id,
      list.reduce((sum, d) => sum + d.quantity, 0),
    );
  return quantities;
});

/** The dish fields an add sends, the id and name at least (the server reads the rest from its catalog). */
export type DishRef = Pick<Dish, 'id' | 'name'> & Partial<Omit<Dish, 'id' | 'name'>>;

/** What an add asks beyond the dish: the line's quantity (the search page's path), its choices, a new cart. */
export interface AddOptions {
  quantity?: number;
  /** The option ids of a customised dish; omitted, the server takes the dish's defaults. */
  choices?: string[];
  replace?: boolean;
}

/** An add waiting on the diner: a different restaurant's cart to replace, or a sign-in. */
export const $pendingAdd = atom<{
  dish: DishRef;
  restaurantId: string;
  quantity?: number;
  choices?: string[];
  reason: 'other-restaurant' | 'sign-in';
} | null>(null);

/** The line each dish was last added to from this tab, by dish id ("Repeat last"). */
const lastAdded = new Map<string, string>();

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

/** The quantity and choices of an add, only those it has, as the pending add and the body carry them. */
function asked({ quantity, choices }: AddOptions): { quantity?: number; choices?: string[] } {
  return { ...(quantity === undefined ? {} : { quantity }), ...(choices === undefined ? {} : { choices }) };
}

/** Keeps a dish of another restaurant waiting for the diner's answer (the dialog opens); false: not added. */
function askAboutOtherRestaurant(dish: DishRef, restaurantId: string, options: AddOptions): false {
  $pendingAdd.set({ dish, restaurantId, ...asked(options), reason: 'other-restaurant' });
  return false;
}

/** The dish fields an add sends: all but its customisation groups, which the server reads from its catalog. */
function dishFields(dish: DishRef): DishRef {
  const { variantsV2: _groups, addons: _addons, ...fields } = dish;
  return fields;
}

/** The line of `dishId` in `documents` whose choices are exactly `choices`. */
function lineWithChoices(documents: readonly CartDocument[], dishId: string, choices: readonly string[]) {
  const wanted = [...choices].sort().join(' ');
  return documents.find(
    (d) =>
      d.id === dishId &&
      (d.choices ?? [])
        .map((c) => c.id)
        .sort()
        .join(' ') === wanted,
  );
}

/**
 * The line "Repeat last" repeats: the one this tab last added the dish to, while it is in the
 * cart, else the dish's newest line (the cart lists lines in the order they were made).
 */
export function lastLineOf(dishId: string): CartDocument | null {
  const lines = $dishLines.get().get(dishId) ?? [];
  const remembered = lastAdded.get(dishId);
  return lines.find((d) => d.lineId === remembered) ?? lines.at(-1) ?? null;
}

/** The restaurant the cart holds dishes of, if any. */
function cartRestaurant(): string | null {
  return $cart.get().data?.documents[0]?.restaurantId ?? null;
}

/**
 * Adds a dish (one more, or to `quantity` on the search page's path), with `choices` for a
 * customised dish: the same choices again add one to their line, others make a new line.
 * Signed out, it opens the sign-in panel and keeps the dish to add after signing in; a dish of
 * another restaurant waits for the diner to confirm a new cart. Resolves true once the server accepted.
 */
export async function addToCart(dish: DishRef, restaurantId: string, options: AddOptions = {}): Promise<boolean> {
  const { replace = false } = options;
  const user = $userData.get();
  if (!user) {
    try {
      sessionStorage.setItem(
        pendingCartAddKey,
        JSON.stringify({ dish: { id: dish.id, name: dish.name }, restaurantId, ...asked(options) }),
      );
    } catch {
      // without storage the diner adds again after signing in
    }
    $pendingAdd.set({ dish, restaurantId, ...asked(options), reason: 'sign-in' });
    openSignIn('login', { reason: 'cart' });
    return false;
  }
  // An add pressed while the cart is still loading is sent at once: the server knows the cart,
  // and its other-restaurant answer asks the question (waiting could hang on a slow network).
  const current = cartRestaurant();
  if (!replace && current && current !== restaurantId) {
    return askAboutOtherRestaurant(dish, restaurantId, options);
  }
  try {
    const reply = await api<{ cart: CartState }>('/addToCart', {
      method: 'POST',
      body: {
        number: user.phone,
        database: user.database,
        userId: user.userId,
        cart: { ...dishFields(dish), restaurantId, ...asked(options) },
        replace,
      },
    });
    store(reply.cart);
    const line = options.choices && lineWithChoices(reply.cart.documents, dish.id, options.choices);
    if (line) lastAdded.set(dish.id, line.lineId);
    notify.success(cartMessages.added);
    return true;
  } catch (error) {
    // The cart may not have loaded yet when ADD is pressed: the server's refusal asks the diner.
    if (!replace && isOtherRestaurantConflict(error)) {
      return askAboutOtherRestaurant(dish, restaurantId, options);
    }
    notify.error(errorMessage(error));
    return false;
  }
}

/** Adds one more of a cart line, with exactly its choices. Resolves true once the server accepted. */
export function repeatLine(line: CartDocument): Promise<boolean> {
  const choices = line.choices?.map((c) => c.id) ?? [];
  return addToCart({ id: line.id, name: line.name }, line.restaurantId, choices.length ? { choices } : {});
}

/** One fewer of line `lineId` on the server; answers the cart as it now is. */
async function removeOne(user: UserData, lineId: string): Promise<CartState> {
  const reply = await api<{ cart: CartState }>('/removeCart', {
    method: 'POST',
    body: { number: user.phone, id: lineId, database: user.database },
  });
  return reply.cart;
}

/** Removes one of a cart line by its `lineId` (a dish's id for a dish without choices). Resolves true once the server accepted. */
export async function removeFromCart(lineId: string): Promise<boolean> {
  const user = $userData.get();
  if (!user) return false;
  try {
    store(await removeOne(user, lineId));
    notify.success(cartMessages.removed);
    return true;
  } catch (error) {
    notify.error(errorMessage(error));
    return false;
  }
}

/** Takes a whole line off the cart (a dish sold out, or not served now), however many it holds. Resolves true once it is gone. */
export async function removeLine(lineId: string): Promise<boolean> {
  const user = $userData.get();
  const line = $cart.get().data?.documents.find((d) => d.lineId === lineId);
  if (!user || !line) return false;
  try {
    let cart: CartState | null = null;
    // One at a time: the cart endpoint takes one away per call.
    for (let left = line.quantity; left > 0; left--) cart = await removeOne(user, lineId);
    if (cart) store(cart);
    notify.success(cartMessages.removed);
    return true;
  } catch (error) {
    notify.error(errorMessage(error));
    void loadCart();
    return false;
  }
}

/** Starts a new cart with the waiting dish (the "replace" answer of the other-restaurant dialog). */
export async function replaceCartWithPending(): Promise<void> {
  const pending = $pendingAdd.get();
  $pendingAdd.set(null);
  if (!pending) return;
  $cart.reset();
  await addToCart(pending.dish, pending.restaurantId, { ...asked(pending), replace: true });
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
    const pending = JSON.parse(text) as {
      dish?: DishRef;
      restaurantId?: unknown;
      quantity?: unknown;
      choices?: unknown;
    };
    if (pending.dish && typeof pending.dish.id === 'string' && typeof pending.restaurantId === 'string') {
      const { quantity, choices } = pending;
      await addToCart(pending.dish, pending.restaurantId, {
        ...(typeof quantity === 'number' ? { quantity } : {}),
        ...(Array.isArray(choices) && choices.every((c) => typeof c === 'string') ? { choices } : {}),
      });
    }
  } catch {
    // a damaged entry is dropped
  }
}

/** Forgets the dish waiting for the diner's answer (they kept their cart). */
export function dropPendingAdd(): void {
  $pendingAdd.set(null);
}
