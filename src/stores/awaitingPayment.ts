/**
 * The diner's order waiting for its online payment, which checkout, the cart, Orders and the
 * order pages show with "Pay now" and "Cancel"; and the orders this page has cancelled, so every
 * part of the page that shows one shows it cancelled.
 */
import { atom, map } from 'nanostores';
import { api } from '../lib/browser/apiClient';
import { dinerMessage } from '../lib/dinerMessages';
import type { OrderView } from '../lib/orderTypes';
import { cancelOrder } from './orders';

/** The waiting order as last asked for on this page; undefined until asked (the page's own render stands). */
export const $awaitingPayment = atom<OrderView | null | undefined>(undefined);

/** The last order cancelled on this page, as the server answered it. */
export const $cancelledHere = atom<OrderView | null>(null);

/** Asks the server for the diner's order waiting for payment (a page brought back from the browser's cache is stale). */
export async function loadAwaitingPayment(): Promise<void> {
  $awaitingPayment.set((await api<{ order: OrderView | null }>('/orders/awaiting-payment')).order);
}

/** Cancelling one order once the diner confirmed: on its way, or why it failed. */
export interface CancelState {
  busy: boolean;
  error: string | null;
}

/** Cancelling, by order id (absent: not asked on this page). */
export const $cancels = map<Record<string, CancelState>>({});

/** Forgets why the last cancel of an order failed (the question is asked again). */
export function clearCancelFailure(id: string): void {
  $cancels.setKey(id, { busy: $cancels.get()[id]?.busy ?? false, error: null });
}

/** Cancels an order once the diner confirmed; answers it cancelled, or null when it failed (the failure is kept). */
export async function cancelConfirmed(id: string): Promise<OrderView | null> {
  if ($cancels.get()[id]?.busy) return null;
  $cancels.setKey(id, { busy: true, error: null });
  try {
    const order = await cancelOrder(id);
    $cancelledHere.set(order);
    $cancels.setKey(id, { busy: false, error: null });
    return order;
  } catch (error) {
    $cancels.setKey(id, { busy: false, error: dinerMessage(error) });
    return null;
  }
}
