/**
 * How the worker keeps one diner's pages and no one else's: every answer naming a diner other
 * than the owner of the diner caches empties them first; what is kept is stamped with when it
 * was saved, and a page served from the device carries that time for its offline notice.
 */
import { readDinerKey } from '#src/lib/dinerKey.ts';
import type { NetworkFirst } from 'workbox-strategies';
import { cacheNames, forgetDinerCaches, savedAtHeader } from '#src/lib/offlineCaches.ts';
import { mayKeep, ownerChanges, stampSavedAt } from './rules.ts';

/** The entry of the owner cache that holds the owner's key. */
const ownerEntry = '/__diner-caches-owner';

/** A Workbox plugin, as the strategies take it. */
type WorkboxPlugin = NonNullable<NonNullable<ConstructorParameters<typeof NetworkFirst>[0]>['plugins']>[number];

async function currentOwner(): Promise<string | null> {
  const kept = await (await caches.open(cacheNames.owner)).match(ownerEntry);
  return kept ? kept.text() : null;
}

// One change of owner at a time, so two answers arriving together never interleave a delete and a write.
let ownerChange: Promise<unknown> = Promise.resolve();

/** Makes `incoming` the owner of the diner caches, emptying them first when it is someone else. */
export function adoptOwner(incoming: string | null): Promise<void> {
  const next = ownerChange.then(async () => {
    if (incoming === null || !ownerChanges(await currentOwner(), incoming)) return;
    await forgetDinerCaches();
    await (await caches.open(cacheNames.owner)).put(ownerEntry, new Response(incoming));
  });
  ownerChange = next.catch(() => undefined);
  return next;
}

/** A copy of `response` with `body`, without the transfer headers that described the network's bytes. */
function copyWith(response: Response, body: BodyInit, extra: Record<string, string> = {}): Response {
  const headers = new Headers(response.headers);
  headers.delete('content-encoding');
  headers.delete('content-length');
  for (const [name, value] of Object.entries(extra)) headers.set(name, value);
  return new Response(body, { status: response.status, statusText: response.statusText, headers });
}

/**
 * The plugin every page and kept read goes through: an answer from the network first settles
 * whose the diner caches are; only a whole answer named for its diner is kept, stamped with now.
 */
export function keepFor(): WorkboxPlugin {
  return {
    fetchDidSucceed: async ({ response }) => {
      await adoptOwner(readDinerKey(response.headers));
      return response;
    },
    cacheWillUpdate: async ({ response }) => {
      if (!mayKeep(response, readDinerKey(response.headers))) return null;
      return copyWith(response, await response.arrayBuffer(), { [savedAtHeader]: String(Date.now()) });
    },
  };
}

/** A saved page as served from the device: its HTML says when it was saved. */
export async function markSaved(cached: Response): Promise<Response> {
  const savedAt = Number(cached.headers.get(savedAtHeader)) || Date.now();
  return copyWith(cached, stampSavedAt(await cached.text(), savedAt));
}
