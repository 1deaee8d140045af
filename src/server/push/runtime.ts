/**
 * Web Push in this process: the only module of push that reads astro:env. PUSH=off turns it all
 * off (no key, no subscriptions, no sender); VAPID_* are the keys (else kept in the database);
 * PUSH_SERVICE_ORIGINS adds push services beyond the browsers' own. The host starts the sender.
 */
import { PUSH, PUSH_SERVICE_ORIGINS, VAPID_PRIVATE_KEY, VAPID_PUBLIC_KEY, VAPID_SUBJECT } from 'astro:env/server';
import { sessionToken } from '../accounts/sessionCookie.ts';
import { getDb } from '../db/runtime.ts';
import { isProduction } from '../identity/config.ts';
import { sha256Hex } from '../identity/keys.ts';
import { pushOriginsFrom } from './endpointGuard.ts';
import type { PushRouteDeps } from './routes.ts';
import { createPushSender } from './sender.ts';
import { createPushSubscriptions, type PushSubscriptions } from './subscriptions.ts';
import { loadVapidKeys, type VapidKeys } from './vapid.ts';

/** Whether push is on (PUSH, default on). */
export function pushOn(): boolean {
  return PUSH !== 'off';
}

let keys: Promise<VapidKeys> | undefined;

/** The deployment's VAPID keys (loaded once). */
function vapidKeys(): Promise<VapidKeys> {
  keys ??= getDb()
    .then((db) =>
      loadVapidKeys(db, {
        VAPID_PUBLIC_KEY: VAPID_PUBLIC_KEY,
        VAPID_PRIVATE_KEY: VAPID_PRIVATE_KEY,
        VAPID_SUBJECT: VAPID_SUBJECT,
      }),
    )
    .catch((error: unknown) => {
      keys = undefined;
      throw error;
    });
  return keys;
}

let origins: string[] | undefined;

/** The routes' view of this process. */
export const pushRouteDeps: PushRouteDeps = {
  async subscriptions(): Promise<PushSubscriptions | null> {
    return pushOn() ? createPushSubscriptions(await getDb()) : null;
  },
  async publicKey() {
    return pushOn() ? (await vapidKeys()).publicKey : null;
  },
  extraOrigins() {
    origins ??= pushOriginsFrom(PUSH_SERVICE_ORIGINS);
    return origins;
  },
  sessionHash(request) {
    const token = sessionToken(request, isProduction());
    return token ? sha256Hex(token) : undefined;
  },
};

/** Starts the process's sender (none when PUSH=off); answers the function that stops it. */
export async function startPushWork(): Promise<() => Promise<void>> {
  if (!pushOn()) return async () => {};
  // Refused at start, not at the first subscription: a typo in the origins is found at once.
  pushRouteDeps.extraOrigins();
  const sender = createPushSender({ db: await getDb(), keys: await vapidKeys() });
  return sender.start();
}
