/** The verified ratings of this process, started by the host like the stock changes. */
import { getDb } from '../db/runtime.ts';
import { startRatingsService } from './ratingsService.ts';

/** Starts the verified ratings (the host does, so cards and menus show them from the first request); answers a function that stops them. */
export async function startRatingsWork(): Promise<() => Promise<void>> {
  const service = await startRatingsService(await getDb());
  return () => service.stop();
}
