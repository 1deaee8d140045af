import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dinerKeyHeader } from '#src/lib/dinerKey.ts';
import { cacheNames, savedAtHeader } from '#src/lib/offlineCaches.ts';
import { adoptOwner, keepFor, markSaved } from './keeping.ts';

/** A CacheStorage in memory: enough of the Cache API for the worker's keeping. */
function memoryCaches() {
  const stores = new Map<string, Map<string, Response>>();
  const keyOf = (request: RequestInfo | URL) => String(request instanceof Request ? request.url : request);
  const open = async (name: string) => {
    if (!stores.has(name)) stores.set(name, new Map());
    const entries = stores.get(name)!;
    return {
      match: async (request: RequestInfo | URL) => entries.get(keyOf(request))?.clone(),
      put: async (request: RequestInfo | URL, response: Response) => {
        entries.set(keyOf(request), response);
      },
    };
  };
  return {
    stores,
    storage: {
      open,
      keys: async () => [...stores.keys()],
      delete: async (name: string) => stores.delete(name),
    },
  };
}

let memory: ReturnType<typeof memoryCaches>;
beforeEach(() => {
  memory = memoryCaches();
  vi.stubGlobal('caches', memory.storage);
});
afterEach(() => vi.unstubAllGlobals());

/** The plugin's cacheWillUpdate for one answer (the worker's event is not read). */
function willUpdate(response: Response) {
  const param = { response, request: new Request('http://x/cart'), state: {} };
  return keepFor().cacheWillUpdate!(
    param as unknown as Parameters<NonNullable<ReturnType<typeof keepFor>['cacheWillUpdate']>>[0],
  );
}

const first = '1'.repeat(32);
const second = '2'.repeat(32);

describe('one diner’s caches', () => {
  it('empties every diner cache when an answer names someone else, and keeps the shared ones', async () => {
    await adoptOwner(first);
    await (await caches.open(cacheNames.orders)).put('/cart', new Response('first diner’s cart'));
    await (await caches.open(cacheNames.assets)).put('/_astro/a.js', new Response('shared'));
    await adoptOwner(first);
    expect(memory.stores.get(cacheNames.orders)?.size).toBe(1);

    await adoptOwner(second);
    expect(memory.stores.has(cacheNames.orders)).toBe(false);
    expect(memory.stores.get(cacheNames.assets)?.size).toBe(1);
    expect(await (await (await caches.open(cacheNames.owner)).match('/__diner-caches-owner'))?.text()).toBe(second);
  });

  it('leaves them for an answer naming no one', async () => {
    await adoptOwner(first);
    await (await caches.open(cacheNames.menus)).put('/restaurants/x', new Response('menu'));
    await adoptOwner(null);
    expect(memory.stores.get(cacheNames.menus)?.size).toBe(1);
  });

  it('keeps only a whole answer named for its diner, stamped with when it was saved, as plain bytes', async () => {
    const named = new Response('<html><body>cart</body></html>', {
      headers: { [dinerKeyHeader]: first, 'content-encoding': 'br', 'content-length': '99' },
    });
    Object.defineProperty(named, 'type', { value: 'basic' });
    const kept = await willUpdate(named);
    expect(kept).toBeTruthy();
    expect(Number(kept!.headers.get(savedAtHeader))).toBeGreaterThan(0);
    expect(kept!.headers.get('content-encoding')).toBeNull();
    expect(kept!.headers.get('content-length')).toBeNull();

    const unnamed = new Response('<html></html>');
    Object.defineProperty(unnamed, 'type', { value: 'basic' });
    expect(await willUpdate(unnamed)).toBeNull();
  });

  it('serves a saved page marked with when it was saved', async () => {
    const saved = new Response('<!doctype html><html lang="en-IN"><body></body></html>', {
      headers: { [savedAtHeader]: '1700000000000', 'content-type': 'text/html' },
    });
    const served = await markSaved(saved);
    expect(await served.text()).toContain('<html data-saved-at="1700000000000" lang="en-IN">');
    expect(served.headers.get('content-type')).toBe('text/html');
  });
});
