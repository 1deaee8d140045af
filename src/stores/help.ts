/**
 * Help with an order: which order's help form is open, and asking (`POST /api/orders/{id}/help`).
 * The answer goes into the order the page shows, so the request, its answer and any refund show
 * at once; later answers arrive with the order itself.
 */
import { atom } from 'nanostores';
import type { HelpAnswer, HelpInput } from '../lib/helpTypes';
import { api } from '../lib/browser/apiClient';
import { $trackedOrder, showOrder } from './orderTracking';

/** The order whose help form is open (with a count of openings, so each opening starts afresh), or null. */
export const $helpForm = atom<{ orderId: string; opening: number } | null>(null);
let openings = 0;

/** Opens the help form of an order. */
export function openHelp(orderId: string): void {
  $helpForm.set({ orderId, opening: ++openings });
}

/** Closes the help form. */
export function closeHelp(): void {
  $helpForm.set(null);
}

/** Asks for help with an order; answers the request as decided, and the page's order shows it. */
export async function askHelp(orderId: string, input: HelpInput): Promise<HelpAnswer> {
  const answer = await api<HelpAnswer>(`/orders/${encodeURIComponent(orderId)}/help`, { method: 'POST', body: input });
  const order = $trackedOrder.get();
  if (order?.id === orderId) showOrder({ ...order, help: answer.help });
  return answer;
}
