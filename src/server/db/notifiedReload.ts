/**
 * Memory kept true by notifications: a process loads what it holds in full, then hears each
 * change on a channel (NOTIFY, sent when the change commits) and loads that part again. A
 * notification sent while the LISTEN is down is lost, so each time listening (re)starts the
 * whole is loaded again; a LISTEN that cannot start is tried again every second meanwhile.
 */
import type { Db } from './db.ts';

/** How long a failed LISTEN waits before it is tried again. */
const relistenDelayMs = 1_000;

/** What a notified holder does: load everything, and load again what one notification names. */
export interface NotifiedReload {
  /** Loads everything (at start and after every reconnection). */
  reloadAll(): Promise<void>;
  /** Loads again what one payload names. */
  reloadOne(payload: string): Promise<void>;
  /** Names the holder in the log. */
  name: string;
}

/** Listens on `channel` of `db` and keeps `holder` loaded; answers a function that stops listening. */
export function keepLoaded(db: Db, channel: string, holder: NotifiedReload): () => Promise<void> {
  let stopped = false;
  let stopListening: (() => Promise<void>) | undefined;
  let retry: NodeJS.Timeout | undefined;
  // One load after another: a change heard while everything reloads is applied after it.
  let queue: Promise<void> = Promise.resolve();
  const run = (what: string, load: () => Promise<void>) => {
    queue = queue
      .then(load)
      .catch((error: unknown) => console.error(`[${holder.name}] ${what} could not be loaded`, error));
  };
  const start = () => {
    retry = undefined;
    db.listen(
      channel,
      (payload) => run(`the change ${payload}`, () => holder.reloadOne(payload)),
      (listening) => {
        if (listening) run('everything', holder.reloadAll);
      },
    )
      .then(async (stop) => {
        if (stopped) await stop();
        else stopListening = stop;
      })
      .catch((error: unknown) => {
        if (stopped) return;
        console.error(`[${holder.name}] LISTEN ${channel} failed; trying again`, error);
        retry = setTimeout(start, relistenDelayMs);
        retry.unref();
      });
  };
  start();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    await stopListening?.();
    await queue;
  };
}
