/**
 * Live stock of an open menu: the stock changes heard on the restaurant's realtime channel
 * (`restaurantChannel`), by dish or choice id, so a dish that sells out while the menu is open
 * says so without a reload. The SDK is fetched only when an open menu follows its channel, and
 * only once the diner engages with the page (a tap, a key, a scroll): a visitor who only looks
 * never downloads it (docs/decisions/012-live-stock-on-open-menus.md).
 */
import { LIVE_STOCK } from 'astro:env/client';
import { map } from 'nanostores';
import { restaurantChannel, type StockChange } from '../lib/realtimeChannels';
import { followChannel } from './realtime';

/** Whether each item is in stock, as last heard live (absent: nothing heard; the page's own word stands). */
export const $liveStock = map<Record<string, boolean>>({});

/** True when `value` has the shape of a stock change (the payload is checked before it is believed). */
export function isStockChange(value: unknown): value is StockChange {
  const change = value as Partial<StockChange> | null;
  return (
    typeof change === 'object' &&
    change !== null &&
    typeof change.restaurantId === 'string' &&
    typeof change.itemId === 'string' &&
    change.itemId.length > 0 &&
    typeof change.inStock === 'boolean'
  );
}

/** Applies one payload heard on restaurant `restaurantId`'s channel; anything else is ignored. */
export function applyStockChange(restaurantId: string, payload: unknown): void {
  if (!isStockChange(payload) || payload.restaurantId !== restaurantId) return;
  $liveStock.setKey(payload.itemId, payload.inStock);
}

/** What counts as the diner engaging with the page. */
const engagements = ['pointerdown', 'keydown', 'touchstart', 'wheel', 'scroll'] as const;

/** Runs `start` once the diner has engaged with the page (at once if they already have); answers a function that cancels or stops it. */
function onceEngaged(start: () => () => void): () => void {
  let stop: (() => void) | undefined;
  const forget = () => {
    for (const type of engagements) window.removeEventListener(type, begin, true);
  };
  function begin() {
    forget();
    stop ??= start();
  }
  // A tap or a key before the island woke (it wakes on the first interaction) counts.
  if (navigator.userActivation?.hasBeenActive) begin();
  else for (const type of engagements) window.addEventListener(type, begin, { capture: true, passive: true });
  return () => {
    forget();
    stop?.();
  };
}

/** Follows the stock of restaurant `restaurantId`'s menu, from the diner's first engagement, until the returned function is called; nothing with `LIVE_STOCK=off`. */
export function followMenuStock(restaurantId: string): () => void {
  $liveStock.set({});
  if (LIVE_STOCK === 'off') return () => {};
  return onceEngaged(() =>
    followChannel(restaurantChannel(restaurantId), (payload) => applyStockChange(restaurantId, payload)),
  );
}
