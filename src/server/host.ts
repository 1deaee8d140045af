/**
 * The composition root of a server process. `start()` opens the database, the identity keys, the
 * catalog and the order service (which reconciles payments a previous process left half done),
 * then starts the work that runs on its own: the surge fees, stock changes and verified ratings in
 * force (kept so by notifications), the sweep of unpaid orders, the kitchens' load, the delivery simulation, the
 * sender of pushes and live orders (the realtime hub). `stop()` undoes it in reverse and closes the database. It
 * also hands the plain-JavaScript server its hooks before the framework: held catalog answers,
 * held pages and realtime upgrades.
 *
 * One host per process, started in every mode: by server/server.mjs in production, and by the
 * development server's integration (server/host.mjs) under `astro dev`. Why:
 * docs/decisions/004-one-host-started-in-every-mode.md.
 */
// text-check: no diner texts in this file (upgrade refusals before a socket exists, read by the SDK)
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { CatalogBackend } from './catalog/backend.ts';
import { heldAnswer } from './catalog/heldAnswers.ts';
import { getCatalogBackend } from './catalog/runtime.ts';
import { getDb } from './db/runtime.ts';
import { startSurgeWork } from './fees/runtime.ts';
import { getIdentityRuntime } from './identity/runtime.ts';
import { getOrderService, startOrderWork } from './orders/runtime.ts';
import { heldPage, pageCache } from './pageCache/index.ts';
import { processHost } from './processHost.ts';
import { realtimePath } from './realtime/hub.ts';
import { type LiveOrders, openLiveOrders } from './realtime/runtime.ts';
import { refuseUpgrade } from './realtime/upgrade.ts';
import { startPushWork } from './push/runtime.ts';
import { startRatingsWork } from './reviews/ratingsWork.ts';
import { startReviewWork } from './reviews/runtime.ts';
import { startStockWork } from './stock/runtime.ts';

/** Where a host is in its life. */
export type HostState = 'idle' | 'starting' | 'started' | 'stopping' | 'stopped';

/** The process's services and background work, and the server's hooks into them. */
export interface Host {
  readonly state: HostState;
  /** Builds the services and starts the background work; resolves once all of it runs (later calls: the same promise). */
  start(): Promise<void>;
  /**
   * Says goodbye to every realtime socket (1001) and stops the background work at once, then
   * closes the database once `drained` settles (the server's requests in flight, which may need it).
   */
  stop(drained?: Promise<unknown>): Promise<void>;
  /** A catalog answer held for this request URL (GET) in the language of its `x-language` header, or undefined to let the endpoint answer. */
  heldAnswer(url: string, language?: string | string[]): string | undefined;
  /** A page held for a visitor's request (GET, HEAD), or undefined to let the framework render it. */
  heldPage: typeof heldPage;
  /** Takes a WebSocket upgrade: live orders at /v1/realtime, 404 elsewhere, 503 until started. */
  upgrade(request: IncomingMessage, socket: Duplex, head: Buffer): void;
}

/** A host of this process: nothing is opened until `start`. */
function createHost(): Host {
  let state: HostState = 'idle';
  let starting: Promise<void> | undefined;
  let catalog: CatalogBackend | undefined;
  let stopOrderWork: (() => Promise<void>) | undefined;
  let stopRules: (() => Promise<void>) | undefined;
  let live: LiveOrders | undefined;

  async function build(): Promise<void> {
    const began = performance.now();
    try {
      await getDb();
      await getIdentityRuntime();
      catalog = getCatalogBackend();
      // Opened now, so the server answers held pages from the first request.
      pageCache();
      // Surge fees, stock and verified ratings in force before the first bill, card or menu.
      const stopSurge = await startSurgeWork();
      const stopStock = await startStockWork().catch(async (error: unknown) => {
        await stopSurge();
        throw error;
      });
      const stopRatings = await startRatingsWork().catch(async (error: unknown) => {
        await Promise.all([stopSurge(), stopStock()]);
        throw error;
      });
      stopRules = async () => {
        await Promise.all([stopSurge(), stopStock(), stopRatings()]);
      };
      await getOrderService();
      const stopOrders = await startOrderWork();
      // The sweep of review photos never attached stops with the order work.
      const stopReviews = await startReviewWork().catch(async (error: unknown) => {
        await stopOrders();
        throw error;
      });
      // The sender of queued pushes (PUSH=off: none) stops with the order work too.
      const stopPush = await startPushWork().catch(async (error: unknown) => {
        await Promise.all([stopOrders(), stopReviews()]);
        throw error;
      });
      stopOrderWork = async () => {
        await Promise.all([stopOrders(), stopReviews(), stopPush()]);
      };
      live = await openLiveOrders();
    } catch (error) {
      // Nothing half-started is left running for the next try.
      await stopOrderWork?.();
      await stopRules?.();
      stopOrderWork = undefined;
      stopRules = undefined;
      throw error;
    }
    console.info(
      `[host] started in ${Math.round(performance.now() - began)} ms: fees, stock, ratings, orders, delivery, review photos' sweep, pushes and live orders run`,
    );
  }

  const self: Host = {
    get state() {
      return state;
    },

    start() {
      if (state === 'stopping' || state === 'stopped') return Promise.reject(new Error('the host has stopped'));
      if (!starting) {
        state = 'starting';
        starting = build().then(
          () => {
            state = 'started';
          },
          (error: unknown) => {
            state = 'idle';
            starting = undefined;
            throw error;
          },
        );
      }
      return starting;
    },

    async stop(drained) {
      if (state === 'stopping' || state === 'stopped') return;
      const underway = starting;
      state = 'stopping';
      await underway?.catch(() => {});
      await Promise.all([live?.close(), stopOrderWork?.()]);
      await stopRules?.();
      live = undefined;
      stopOrderWork = undefined;
      stopRules = undefined;
      await drained?.catch(() => {});
      const holder = processHost();
      const db = holder.db;
      // A new host (the development server restarted) opens everything again.
      delete holder.db;
      delete holder.identity;
      if (holder.host === self) delete holder.host;
      await (await db?.catch(() => undefined))?.close();
      state = 'stopped';
      console.info('[host] stopped: live orders and background work ended, the database closed');
    },

    heldAnswer(url, language) {
      const held = catalog?.held;
      return held && heldAnswer(held, url, language);
    },

    heldPage,

    upgrade(request, socket, head) {
      if (live) {
        live.hub.handleUpgrade(request, socket, head);
        return;
      }
      if ((request.url ?? '/').split('?')[0] !== realtimePath) {
        refuseUpgrade(socket, 404, 'No route matches URL');
        return;
      }
      refuseUpgrade(
        socket,
        503,
        state === 'stopping' || state === 'stopped'
          ? 'The server is restarting: try again in a second'
          : 'Realtime is starting: try again in a second',
      );
    },
  };
  return self;
}

/** The process's host: made when this module is first evaluated, and found again after a reload. */
export const host: Host = processHost().host ?? createHost();
processHost().host ??= host;
