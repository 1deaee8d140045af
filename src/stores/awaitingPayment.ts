/**
 * The orders this page has cancelled, so every part of the page that shows one shows it
 * cancelled.
 */
import { atom } from 'nanostores';
import type { OrderView } from '../lib/orderTypes';
import { cancelOrder } from './orders';

/** The last order cancelled on this page, as the server answered it. */
export const $cancelledHere = atom<OrderView | null>(null);

/** Cancels an order once the diner confirmed; answers it cancelled. */
export async function cancelConfirmed(id: string): Promise<OrderView> {
  const order = await cancelOrder(id);
  $cancelledHere.set(order);
  return order;
}
