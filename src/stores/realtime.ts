/**
 * Following a realtime channel with the `appwrite` SDK's `client.subscribe` at this site's
 * `/v1/realtime` (and the SDK's reconnect delays). The SDK is fetched with the first channel
 * followed, not with the page, and one client serves every channel of the page.
 */
import { APPWRITE_PROJECT_ID } from 'astro:env/client';
import type { Client } from 'appwrite';

let client: Promise<Client> | null = null;

function realtimeClient(): Promise<Client> {
  client ??= import('appwrite').then(({ Client }) =>
    new Client().setEndpoint(`${window.location.origin}/v1`).setProject(APPWRITE_PROJECT_ID ?? 'thalify'),
  );
  // A failed fetch of the SDK is tried again by the next channel followed.
  client.catch(() => {
    client = null;
  });
  return client;
}

/**
 * Calls `onPayload` with each event's payload on `channel` until the returned function is called.
 * Without the SDK (a failed fetch) nothing arrives: callers keep their own fallback.
 */
export function followChannel(channel: string, onPayload: (payload: unknown) => void): () => void {
  let stopped = false;
  let unsubscribe = () => {};
  realtimeClient()
    .then((sdk) => {
      if (stopped) return;
      unsubscribe = sdk.subscribe<unknown>(channel, (event) => {
        if (!stopped) onPayload(event.payload);
      });
    })
    .catch(() => {
      // Nothing arrives live; the caller's polling or the page as drawn stands.
    });
  return () => {
    stopped = true;
    unsubscribe();
  };
}
