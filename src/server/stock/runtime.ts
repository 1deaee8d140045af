/**
 * The stock changes of this process, started by the host, and the restaurants' stock webhook,
 * on while RESTAURANT_WEBHOOK_SECRET is set. The only module of stock that reads astro:env.
 */
import { RESTAURANT_WEBHOOK_SECRET } from 'astro:env/server';
import { getDb } from '../db/runtime.ts';
import { startStockService, type StockService } from './stockService.ts';

let service: Promise<StockService> | undefined;

/** The process's stock service, started on first use (every change loaded into the stock holder). */
export function getStockService(): Promise<StockService> {
  service ??= getDb()
    .then((db) => startStockService(db))
    .catch((error: unknown) => {
      service = undefined;
      throw error;
    });
  return service;
}

/** Starts the stock changes (the host does, so menus and orders see them from the first request); answers a function that stops them. */
export async function startStockWork(): Promise<() => Promise<void>> {
  const started = await getStockService();
  return async () => {
    service = undefined;
    await started.stop();
  };
}

/** RESTAURANT_WEBHOOK_SECRET (the stock webhook is on), or null. */
export function restaurantWebhookSecret(): string | null {
  return RESTAURANT_WEBHOOK_SECRET || null;
}
