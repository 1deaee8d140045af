/**
 * The diner's order waiting for its online payment, which checkout, the cart, Orders and the
 * order pages show with "Pay now" and "Cancel"; and the orders this page has cancelled, so every
 * part of the page that shows one shows it cancelled.
 */
import { atom } from 'nanostores';
import { api } from '../lib/apiClient';
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

/** Cancels an order once the diner confirmed; answers it cancelled. */
export async function cancelConfirmed(id: string): Promise<OrderView> {
  const order = await cancelOrder(id);
  $cancelledHere.set(order);
  return order;
}
