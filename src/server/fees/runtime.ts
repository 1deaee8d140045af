/**
 * The surge fees of this process: the operators' data file (SURGE_FEES_FILE, data/surge-fees.json
 * by default; "off" for none) and the database's rules, started by the host; the operators' call
 * is on while OPERATOR_SECRET is set (`src/server/http/operatorSecret.ts`). The only module of
 * fees that reads astro:env.
 */
import { SURGE_FEES_FILE } from 'astro:env/server';
import { getDb } from '../db/runtime.ts';
import { loadSurgeFile, startSurgeService, surgeFeesFile, type SurgeService } from './surgeService.ts';

let service: Promise<SurgeService> | undefined;

/** The process's surge service, started on first use (the file checked, the table's rules loaded). */
export function getSurgeService(): Promise<SurgeService> {
  service ??= getDb()
    .then((db) => {
      const file = SURGE_FEES_FILE?.trim() || surgeFeesFile;
      return startSurgeService(db, file === 'off' ? [] : loadSurgeFile(process.cwd(), file));
    })
    .catch((error: unknown) => {
      service = undefined;
      throw error;
    });
  return service;
}

/** Starts the surge rules (the host does, so bills carry them from the first request); answers a function that stops them. */
export async function startSurgeWork(): Promise<() => Promise<void>> {
  const started = await getSurgeService();
  return async () => {
    service = undefined;
    await started.stop();
  };
}
