import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ListingResponse } from '../lib/catalogTypes';

// The HTTP layer is replaced: each call waits until the test answers it.
const apiCalls: {
  path: string;
  query: Record<string, unknown>;
  body?: Record<string, unknown>;
  signal: AbortSignal;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}[] = [];
vi.mock('../lib/browser/apiClient', () => ({
  api: vi.fn(
    (path: string, options: { query: Record<string, unknown>; body?: Record<string, unknown>; signal: AbortSignal }) =>
      new Promise((resolve, reject) =>
        apiCalls.push({ path, query: options.query, body: options.body, signal: options.signal, resolve, reject }),
      ),
  ),
}));

const { $restaurants, $update } = await import('./areas');
const listing = await import('./listing');
const { $vegMode } = await import('./vegMode');

/** A browser window of home: its URL, its history entries and Back. */
function fakeWindow(url: string) {
  const entries: string[] = [url];
  const listeners = new Map<string, () => void>();
  const location = { pathname: '', search: '', href: '' };
  const go = (to: string) => {
    const at = new URL(to, 'http://x.invalid');
    Object.assign(location, { pathname: at.pathname, search: at.search, href: at.href });
  };
  go(url);
  const win = {
    location,
    history: {
      pushState: (_: unknown, __: string, to: string) => {
        entries.push(to);
        go(to);
      },
    },
    addEventListener: (name: string, listener: () => void) => listeners.set(name, listener),
    removeEventListener: (name: string) => listeners.delete(name),
    back() {
      entries.pop();
      go(entries[entries.length - 1] ?? '/');
      listeners.get('popstate')?.();
    },
  };
  return { win, entries };
}

const point = { lat: 12.93, lng: 77.62 };
const page = (name: string): ListingResponse => ({
  data: { cards: [], pageOffset: { nextOffset: name, widgetOffset: {} } },
  csrfToken: `token-${name}`,
});
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const firstPageCalls = () => apiCalls.filter((c) => c.path === '/restaurants').map((c) => c.query.filters);

describe('the listing choice', () => {
  let stop = () => {};
  let browser: ReturnType<typeof fakeWindow>;

  function start(url: string, served: Parameters<typeof listing.startListing>[0]) {
    browser = fakeWindow(url);
    vi.stubGlobal('window', browser.win);
    stop = listing.startListing(served, point);
  }

  beforeEach(() => {
    apiCalls.length = 0;
  });
  afterEach(() => {
    stop();
    $update.set({ isLoading: false, error: null, data: null });
    vi.unstubAllGlobals();
  });

  it('starts from the choice the page was served with and asks for nothing', () => {
    start('/?filters=pureVeg', { facets: ['pureVeg'] });
    expect(listing.$listingChoice.get()).toEqual({ facets: ['pureVeg'] });
    expect(listing.$chosenPage.get()).toBeNull();
    expect(apiCalls).toEqual([]);
  });

  it('a chip shows at once, takes the URL as a new entry, and its first page replaces the list', async () => {
    start('/', {});
    listing.chooseListing({ sortBy: 'rating' });
    expect(listing.$listingChoice.get()).toEqual({ sortBy: 'rating' });
    expect(browser.entries).toEqual(['/', '/?sortBy=rating']);
    expect($restaurants.get().isLoading).toBe(true);
    expect(firstPageCalls()).toEqual(['{"sortBy":"rating"}']);
    expect(apiCalls[0]?.query).toMatchObject({ lat: point.lat, lng: point.lng });
    apiCalls[0]?.resolve(page('rating'));
    await settle();
    expect(listing.$chosenPage.get()).toMatchObject({ filters: { sortBy: 'rating' }, page: page('rating') });
    expect($restaurants.get().isLoading).toBe(false);
  });

  it('the chosen chip again changes nothing', () => {
    start('/?sortBy=rating', { sortBy: 'rating' });
    listing.chooseListing({ sortBy: 'rating' });
    expect(browser.entries).toEqual(['/?sortBy=rating']);
    expect(apiCalls).toEqual([]);
  });

  it('drops a next page still on its way for the list being replaced', () => {
    start('/', {});
    void $update.run(() => new Promise(() => {}));
    expect($update.get().isLoading).toBe(true);
    listing.chooseListing({ facets: ['pureVeg'] });
    expect($update.get()).toMatchObject({ isLoading: false, error: null });
  });

  it('a quick second chip wins: the first answer, arriving late, is dropped', async () => {
    start('/', {});
    listing.chooseListing({ sortBy: 'rating' });
    listing.chooseListing({ sortBy: 'deliveryTime' });
    expect(apiCalls[0]?.signal.aborted).toBe(true);
    apiCalls[1]?.resolve(page('time'));
    apiCalls[0]?.resolve(page('rating'));
    await settle();
    expect(listing.$chosenPage.get()?.filters).toEqual({ sortBy: 'deliveryTime' });
    expect(listing.$chosenPage.get()?.page).toEqual(page('time'));
  });

  it('Back shows the choice of the entry it returns to', async () => {
    start('/', {});
    listing.chooseListing({ facets: ['pureVeg'] });
    apiCalls[0]?.resolve(page('veg'));
    await settle();
    browser.win.back();
    expect(listing.$listingChoice.get()).toEqual({});
    expect(firstPageCalls()).toEqual(['{"facets":["pureVeg"]}', '{}']);
    apiCalls[1]?.resolve(page('all'));
    await settle();
    expect(listing.$chosenPage.get()).toMatchObject({ filters: {}, page: page('all') });
    // Each first page is a new one for the grid, even for a choice seen before.
    expect(listing.$chosenPage.get()?.serial).toBeGreaterThan(1);
  });

  it('a first page that fails keeps the list, says so, and Try again asks again', async () => {
    start('/', {});
    listing.chooseListing({ sortBy: 'rating' });
    apiCalls[0]?.reject(Object.assign(new Error('503'), { status: 503 }));
    await settle();
    expect($restaurants.get().error).toMatch(/\w/);
    expect(listing.$chosenPage.get()).toBeNull();
    listing.retryListing();
    expect($restaurants.get()).toMatchObject({ isLoading: true, error: null });
    expect(firstPageCalls()).toEqual(['{"sortBy":"rating"}', '{"sortBy":"rating"}']);
  });

  it('stops: Back no longer loads anything', () => {
    start('/', {});
    listing.chooseListing({ sortBy: 'rating' });
    stop();
    stop = () => {};
    expect(listing.$listingChoice.get()).toBeNull();
    browser.win.back();
    expect(firstPageCalls()).toEqual(['{"sortBy":"rating"}']);
  });
});

describe('loadNextPage', () => {
  it('posts the page after the offset with its token and filters into the update area', async () => {
    apiCalls.length = 0;
    vi.stubGlobal('window', fakeWindow('/?sortBy=rating').win);
    const offset = { nextOffset: 'p2', widgetOffset: {} };
    const loading = listing.loadNextPage(point, offset, 'token-p1', { sortBy: 'rating' });
    expect(apiCalls.map((c) => c.path)).toEqual(['/update']);
    expect($update.get().isLoading).toBe(true);
    apiCalls[0]?.resolve(page('p3'));
    expect(await loading).toEqual(page('p3'));
    expect($update.get()).toEqual({ isLoading: false, error: null, data: page('p3') });
    vi.unstubAllGlobals();
  });
});

describe('the listing in a veg-only mode', () => {
  let stop = () => {};
  let browser: ReturnType<typeof fakeWindow>;

  beforeEach(() => {
    apiCalls.length = 0;
  });
  afterEach(() => {
    stop();
    stop = () => {};
    $vegMode.set('all');
    vi.unstubAllGlobals();
  });

  function start(url: string, served: Parameters<typeof listing.startListing>[0]) {
    browser = fakeWindow(url);
    vi.stubGlobal('window', browser.win);
    stop = listing.startListing(served, point);
  }

  it('asks for nothing when the page was served in the browser’s mode', () => {
    $vegMode.set('veg');
    start('/', { vegMode: 'veg' });
    expect(listing.$listingChoice.get()).toEqual({});
    expect(apiCalls).toEqual([]);
  });

  it('loads the list again in place when the page was served in another mode', () => {
    $vegMode.set('egg');
    start('/?filters=offers', { facets: ['offers'] });
    expect(firstPageCalls()).toEqual(['{"facets":["offers"],"vegMode":"egg"}']);
    expect(browser.entries).toEqual(['/?filters=offers']);
  });

  it('a new mode loads the same choice again, and its next pages name the mode too', async () => {
    start('/?sortBy=rating', { sortBy: 'rating' });
    $vegMode.set('veg');
    expect(firstPageCalls()).toEqual(['{"sortBy":"rating","vegMode":"veg"}']);
    expect(browser.entries).toEqual(['/?sortBy=rating']);
    apiCalls[0]?.resolve(page('veg'));
    await settle();
    expect(listing.$chosenPage.get()?.filters).toEqual({ sortBy: 'rating', vegMode: 'veg' });
    void listing.loadNextPage(point, { nextOffset: 'p2', widgetOffset: {} }, 'token-veg', { sortBy: 'rating' });
    expect(apiCalls.at(-1)?.body?.filters).toEqual({ sortBy: 'rating', vegMode: 'veg' });
    $vegMode.set('all');
    expect(firstPageCalls().at(-1)).toBe('{"sortBy":"rating"}');
  });

  it('names no mode when it is off, whatever the filters carried', () => {
    expect(listing.withVegMode({ sortBy: 'rating', vegMode: 'veg' }, 'all')).toEqual({ sortBy: 'rating' });
    expect(listing.withVegMode({ vegMode: 'veg' }, 'egg')).toEqual({ vegMode: 'egg' });
  });
});
