/**
 * Whether the cart's restaurant delivers to a delivery area, told as soon as the area changes:
 * checked when an area is chosen (the notice waits for the page that loads next) and by checkout
 * for the saved area, before any address is typed. The catalog's menu for the area's point
 * answers it (`info.sla.serviceability`, `GET /api/menu`), the same answer placing an order uses.
 */
import { atom } from 'nanostores';
import { api } from '../lib/browser/apiClient';
import type { CartState } from '../lib/cartTypes';
import type { MenuResponse } from '../lib/catalogTypes';
import { cartOutOfReach } from '../lib/dinerMessages';
import { splitAddress, type SavedAddress } from '../lib/savedAddress';
import { $cart } from './areas';
import { keepCartReachNotice } from './cartReachNotice';
import { $userData } from './user';

/** The longest choosing an area waits for the check before the page changes. */
export const cartReachTimeoutMs = 2500;

/** A delivery area: its text (the first part names it) and its point. */
export interface ReachArea {
  text: string;
  lat: number;
  lng: number;
}

/** Checkout's notice for the saved area: the text, or null while unknown or when the restaurant delivers there. */
export const $cartReach = atom<string | null>(null);

/** Whether `restaurantId` delivers to a point: false only when the catalog says it does not. */
export async function deliversTo(
  restaurantId: string,
  point: { lat: number; lng: number },
  signal?: AbortSignal,
): Promise<boolean> {
  const menu = await api<MenuResponse>('/menu', {
    query: { lat: point.lat, lng: point.lng, restaurantId, query: '' },
    signal,
  });
  for (const card of menu.data.cards) {
    if ('card' in card && card.card.card['@type'] === 'RestaurantInfo')
      return card.card.card.info.sla.serviceability !== 'UNSERVICEABLE';
  }
  // A backend that does not say is taken at its word that it delivers, as placing an order does.
  return true;
}

/** The notice for a cart and an area: the text when its restaurant does not deliver there, else null. */
export async function cartReachFor(
  cart: CartState | null | undefined,
  area: ReachArea,
  signal?: AbortSignal,
): Promise<string | null> {
  const restaurant = cart?.restaurant;
  if (!restaurant || cart.documents.length === 0) return null;
  if (await deliversTo(restaurant.id, area, signal)) return null;
  return cartOutOfReach(restaurant.name, splitAddress(area.text).main);
}

/** The signed-in diner's cart: the one a screen holds, else fetched; null when signed out. */
async function currentCart(signal: AbortSignal): Promise<CartState | null> {
  const held = $cart.get().data;
  if (held) return held;
  const user = $userData.get();
  if (!user) return null;
  return (await api<{ cart: CartState }>('/getcart', { query: { database: user.database }, signal })).cart;
}

/**
 * After an area is chosen, before the page changes: when the cart's restaurant does not deliver
 * there, keeps the notice for the page that loads next. Never throws, and waits at most
 * `cartReachTimeoutMs`: a slow answer must not keep the diner from the page (checkout checks again).
 */
export async function noteCartReach(address: SavedAddress): Promise<void> {
  keepCartReachNotice(null);
  if (!$userData.get()) return;
  const signal = AbortSignal.timeout(cartReachTimeoutMs);
  const { lat, lng } = address.geometry.location;
  try {
    keepCartReachNotice(
      await cartReachFor(await currentCart(signal), { text: address.formatted_address, lat, lng }, signal),
    );
  } catch {
    // Unknown is said nowhere: checkout asks again, and placing an order checks the address.
  }
}

/** Checkout: sets `$cartReach` for the cart on screen and the saved area (null when it delivers, or while unknown). */
export async function checkCartReach(area: ReachArea | null, signal?: AbortSignal): Promise<void> {
  $cartReach.set(null);
  if (!area) return;
  try {
    const text = await cartReachFor($cart.get().data, area, signal);
    if (!signal?.aborted) $cartReach.set(text);
  } catch {
    // Unknown: nothing is said; placing the order checks the delivery address on the server.
  }
}
