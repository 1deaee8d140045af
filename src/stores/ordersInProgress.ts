/** How many of the diner's orders are on their way: the profile menu's badge on "Orders". */
import { atom } from 'nanostores';
import { api } from '../lib/browser/apiClient';

/** The count, 0 until known. */
export const $ordersInProgress = atom<number>(0);

/** Asks the server for the count (GET /api/orders/in-progress). */
export async function loadOrdersInProgress(): Promise<void> {
  try {
    $ordersInProgress.set((await api<{ count: number }>('/orders/in-progress')).count);
  } catch {
    // No badge is better than a wrong one.
    $ordersInProgress.set(0);
  }
}
