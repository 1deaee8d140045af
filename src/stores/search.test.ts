import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Suggestion } from '../lib/catalogTypes';
import { dinerTexts } from '../lib/dinerMessages';

// The HTTP layer is replaced: each call waits until the test answers it.
const apiCalls: {
  path: string;
  query: Record<string, unknown>;
  signal: AbortSignal;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}[] = [];
vi.mock('../lib/browser/apiClient', () => ({
  api: vi.fn(
    (path: string, options: { query: Record<string, unknown>; signal: AbortSignal }) =>
      new Promise((resolve, reject) =>
        apiCalls.push({ path, query: options.query, signal: options.signal, resolve, reject }),
      ),
  ),
}));

const { $searchRestaurants, $singleRestaurants } = await import('./areas');
const search = await import('./search');
const { $vegMode } = await import('./vegMode');

const suggestion = (text: string): Suggestion => ({
  text,
  highlightedText: text,
  cloudinaryId: 'img',
  type: 'DISH',
  subCategory: 'Dish',
});

/** Lets the promise chains of `run` settle. */
const settle = () => vi.advanceTimersByTimeAsync(0);

/** A browser window of the search page: its URL and its history entries. */
function fakeWindow(url: string) {
  const entries: string[] = [url];
  const listeners = new Map<string, () => void>();
  const location = { pathname: '', search: '' };
  const go = (to: string) => {
    const at = new URL(to, 'http://x.invalid');
    location.pathname = at.pathname;
    location.search = at.search;
  };
  go(url);
  const win = {
    location,
    history: {
      state: null,
      pushState: (_: unknown, __: string, to: string) => {
        entries.push(to);
        go(to);
      },
      replaceState: (_: unknown, __: string, to: string) => {
        entries[entries.length - 1] = to;
        go(to);
      },
    },
    addEventListener: (name: string, listener: () => void) => listeners.set(name, listener),
    removeEventListener: (name: string) => listeners.delete(name),
    /** Goes back one entry, as the browser's back button does. */
    back() {
      entries.pop();
      go(entries[entries.length - 1] ?? '/search');
      listeners.get('popstate')?.();
    },
  };
  return { win, entries };
}

const point = { lat: 12.97, lng: 77.59 };
const served = (query: string, view = false) => ({ query, view, tab: null });
const view = () =>
  search.searchView(
    search.$search.get()!,
    $searchRestaurants.get(),
    $singleRestaurants.get(),
    search.$singleResults.get(),
  );
const suggestionsCalls = () => apiCalls.filter((c) => c.path === '/search_restaurants').map((c) => c.query.str);
const answerSuggestions = (query: string, texts: string[]) => {
  const call = [...apiCalls].reverse().find((c) => c.path === '/search_restaurants' && c.query.str === query);
  call?.resolve({ data: { suggestions: texts.map(suggestion), query } });
};

describe('search screen store', () => {
  let stop = () => {};
  let browser: ReturnType<typeof fakeWindow>;

  function start(url: string, state: ReturnType<typeof served>) {
    browser = fakeWindow(url);
    vi.stubGlobal('window', browser.win);
    stop = search.startSearch(state, point);
  }

  beforeEach(() => {
    vi.useFakeTimers();
    apiCalls.length = 0;
  });
  afterEach(() => {
    stop();
    $searchRestaurants.set({ isLoading: false, error: null, data: null });
    $singleRestaurants.set({ isLoading: false, error: null, data: null });
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('starts from the served URL: the query is looked up at once and its answer is shown', async () => {
    start('/search?query=dosa', served('dosa'));
    expect(search.$search.get()).toEqual({
      text: 'dosa',
      viewOpen: false,
      pickedTab: null,
      active: -1,
      listHidden: false,
    });
    expect(suggestionsCalls()).toEqual(['dosa']);
    expect(view().loadingSuggestions).toBe(true);
    answerSuggestions('dosa', ['Masala Dosa', 'Rava Dosa']);
    await settle();
    expect(view()).toMatchObject({ loadingSuggestions: false, expanded: true, query: 'dosa' });
    expect(view().options.map((o) => o.text)).toEqual(['Masala Dosa', 'Rava Dosa']);
  });

  it('typing shows the text at once, and the URL and the lookup follow the pause', async () => {
    start('/search', served(''));
    search.typeText('p');
    search.typeText('pa');
    search.typeText('paneer');
    expect(search.$search.get()?.text).toBe('paneer');
    expect(browser.win.location.search).toBe('');
    await vi.advanceTimersByTimeAsync(300);
    expect(browser.win.location.search).toBe('?query=paneer');
    expect(browser.entries).toHaveLength(1);
    expect(suggestionsCalls()).toEqual(['paneer']);
  });

  it('arrows move the active option, Escape hides the list, a new answer starts without an active option', async () => {
    start('/search?query=idli', served('idli'));
    answerSuggestions('idli', ['Idli', 'Idli Vada', 'Rava Idli']);
    await settle();
    expect(search.pressSearchKey('ArrowDown')).toBe(true);
    expect(search.pressSearchKey('ArrowDown')).toBe(true);
    expect(search.$search.get()?.active).toBe(1);
    expect(search.pressSearchKey('ArrowUp')).toBe(true);
    expect(search.$search.get()?.active).toBe(0);
    expect(search.pressSearchKey('a')).toBe(false);
    expect(search.pressSearchKey('Escape')).toBe(true);
    expect(view().expanded).toBe(false);
    expect(search.$search.get()?.active).toBe(-1);
    expect(search.pressSearchKey('Escape')).toBe(false);
    search.pressSearchKey('ArrowDown');
    expect(view().expanded).toBe(true);
    search.retrySuggestions();
    search.typeText('idli v');
    await vi.advanceTimersByTimeAsync(300);
    answerSuggestions('idli v', ['Idli Vada']);
    await settle();
    expect(search.$search.get()?.active).toBe(-1);
  });

  it('Enter on an active option opens its view as a new history entry and loads the single search', async () => {
    start('/search?query=biryani', served('biryani'));
    answerSuggestions('biryani', ['Chicken Biryani', 'Veg Biryani']);
    await settle();
    search.pressSearchKey('ArrowDown');
    search.pressSearchKey('ArrowDown');
    search.submitSearch();
    expect(search.$search.get()).toMatchObject({ text: 'Veg Biryani', viewOpen: true, pickedTab: null, active: -1 });
    expect(browser.entries).toEqual(['/search?query=biryani', '/search?query=Veg+Biryani&view=single']);
    expect(apiCalls.at(-1)).toMatchObject({
      path: '/single_restaurant',
      query: { str: 'Veg Biryani', lat: point.lat },
    });
    expect(view().suggestions).toBeNull();

    search.pickTab('dishes');
    expect(browser.win.location.search).toBe('?query=Veg+Biryani&view=single&tab=dishes');
    expect(view().tab).toBe('dishes');

    // Typing again closes the view, and the URL follows at once.
    search.typeText('Veg Biryan');
    expect(search.$search.get()).toMatchObject({ viewOpen: false, pickedTab: null });
    expect(browser.win.location.search).toBe('?query=Veg+Biryan');
  });

  it('back restores the screen of the previous entry', async () => {
    start('/search?query=thali', served('thali'));
    answerSuggestions('thali', ['Veg Thali']);
    await settle();
    search.chooseSuggestion(suggestion('Veg Thali'));
    expect(search.$search.get()?.viewOpen).toBe(true);
    browser.win.back();
    expect(search.$search.get()).toEqual({
      text: 'thali',
      viewOpen: false,
      pickedTab: null,
      active: -1,
      listHidden: false,
    });
  });

  it('a cuisine searches at once as a new entry, and clearing empties the box and closes the view', async () => {
    start('/search?query=dosa&view=single', served('dosa', true));
    expect(apiCalls.map((c) => c.path)).toContain('/single_restaurant');
    expect(suggestionsCalls()).toEqual([]);
    search.searchFor('South Indian');
    expect(search.$search.get()).toEqual({
      text: 'South Indian',
      viewOpen: false,
      pickedTab: null,
      active: -1,
      listHidden: false,
    });
    expect(browser.entries.at(-1)).toBe('/search?query=South+Indian');
    expect(suggestionsCalls()).toEqual(['South Indian']);
    search.clearSearch();
    expect(search.$search.get()).toMatchObject({ text: '', viewOpen: false });
    expect(browser.win.location.search).toBe('');
    expect(view()).toMatchObject({ query: '', suggestions: null, loadingSuggestions: false });
  });

  it('cuts typed text to the longest query', () => {
    start('/search', served(''));
    search.typeText('x'.repeat(500));
    expect(search.$search.get()?.text.length).toBeLessThanOrEqual(200);
  });
});

describe('suggestion lookups of the search store', () => {
  let stop = () => {};
  const suggestions = () => $searchRestaurants.get();
  const calls = () => apiCalls.filter((c) => c.path === '/search_restaurants');

  beforeEach(() => {
    vi.useFakeTimers();
    apiCalls.length = 0;
    vi.stubGlobal('window', fakeWindow('/search').win);
    stop = search.startSearch(served(''), point);
  });
  afterEach(() => {
    stop();
    $searchRestaurants.set({ isLoading: false, error: null, data: null });
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('waits 300 ms after the last keystroke: no call before, one call after', async () => {
    search.typeText('biryani');
    await vi.advanceTimersByTimeAsync(299);
    expect(suggestionsCalls()).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(suggestionsCalls()).toEqual(['biryani']);
    expect(calls()[0]?.query).toMatchObject({ lat: point.lat, lng: point.lng });
    await vi.advanceTimersByTimeAsync(5000);
    expect(suggestionsCalls()).toHaveLength(1);
  });

  it('collapses typing within the window into one call for the last text', async () => {
    for (const text of ['b', 'bi', 'bir', 'biry', 'birya', 'biryan', 'biryani']) {
      search.typeText(text);
      await vi.advanceTimersByTimeAsync(150);
    }
    expect(suggestionsCalls()).toEqual([]);
    await vi.advanceTimersByTimeAsync(150);
    expect(suggestionsCalls()).toEqual(['biryani']);
  });

  it('never lets a slow older answer overwrite a newer one', async () => {
    search.typeText('bir');
    await vi.advanceTimersByTimeAsync(300);
    search.typeText('biryani');
    await vi.advanceTimersByTimeAsync(300);
    expect(suggestionsCalls()).toEqual(['bir', 'biryani']);
    expect(calls()[0]?.signal.aborted).toBe(true);
    answerSuggestions('biryani', ['Chicken Biryani']);
    await settle();
    expect(suggestions()).toEqual({
      isLoading: false,
      error: null,
      data: { suggestions: [suggestion('Chicken Biryani')], query: 'biryani' },
    });
    answerSuggestions('bir', ['Biriyani Old']);
    await settle();
    expect(suggestions().data?.suggestions.map((s) => s.text)).toEqual(['Chicken Biryani']);
  });

  it('drops an older answer that arrives while the newer one is still on its way', async () => {
    search.typeText('pan');
    await vi.advanceTimersByTimeAsync(300);
    search.typeText('paneer');
    await vi.advanceTimersByTimeAsync(300);
    answerSuggestions('pan', ['Pani Puri']);
    await settle();
    expect(suggestions()).toEqual({ isLoading: true, error: null, data: null });
    answerSuggestions('paneer', ['Paneer Tikka']);
    await settle();
    expect(suggestions().data?.suggestions.map((s) => s.text)).toEqual(['Paneer Tikka']);
  });

  it('clearing the text empties the list at once and drops an answer still on its way', async () => {
    search.typeText('dosa');
    await vi.advanceTimersByTimeAsync(300);
    search.clearSearch();
    await settle();
    answerSuggestions('dosa', ['Masala Dosa']);
    await settle();
    expect(suggestionsCalls()).toEqual(['dosa']);
    expect(suggestions().data).toEqual({ suggestions: [], query: '' });
  });

  it('stores the query it asked for, trimmed and cut to 200 characters', async () => {
    search.typeText(`  ${'a'.repeat(250)}`);
    await vi.advanceTimersByTimeAsync(300);
    const asked = String(suggestionsCalls()[0]);
    expect(asked.length).toBeLessThanOrEqual(200);
    calls()[0]?.resolve({ data: { suggestions: [], query: 'server spelling' } });
    await settle();
    expect(suggestions().data?.query).toBe(asked);
  });

  it('a cuisine looks up at once, and repeating the current text costs no call', async () => {
    search.searchFor('idli');
    expect(suggestionsCalls()).toEqual(['idli']);
    answerSuggestions('idli', ['Idli']);
    await settle();
    search.typeText('idli ');
    await vi.advanceTimersByTimeAsync(1000);
    expect(suggestionsCalls()).toEqual(['idli']);
  });

  it('choosing a suggestion forgets a lookup still waiting for its pause', async () => {
    search.typeText('vada');
    await vi.advanceTimersByTimeAsync(200);
    search.chooseSuggestion(suggestion('Medu Vada'));
    await vi.advanceTimersByTimeAsync(1000);
    expect(suggestionsCalls()).toEqual([]);
  });

  it('a failed call stores the message, and the same text can be tried again', async () => {
    search.searchFor('thali');
    calls()[0]?.reject(new TypeError('Failed to fetch'));
    await settle();
    expect(suggestions()).toEqual({ isLoading: false, error: dinerTexts.offline, data: null });
    search.retrySuggestions();
    expect(suggestionsCalls()).toEqual(['thali', 'thali']);
  });
});

describe('search in a veg-only mode', () => {
  let stop = () => {};

  beforeEach(() => {
    vi.useFakeTimers();
    apiCalls.length = 0;
  });
  afterEach(() => {
    stop();
    stop = () => {};
    $vegMode.set('all');
    $searchRestaurants.set({ isLoading: false, error: null, data: null });
    $singleRestaurants.set({ isLoading: false, error: null, data: null });
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  function start(url: string, state: ReturnType<typeof served>) {
    vi.stubGlobal('window', fakeWindow(url).win);
    stop = search.startSearch(state, point);
  }

  it('names the mode in the suggestions call, and asks the same text again when the mode changes', async () => {
    $vegMode.set('veg');
    start('/search?query=biryani', served('biryani'));
    expect(apiCalls.map((c) => c.query)).toEqual([{ ...point, str: 'biryani', vegMode: 'veg' }]);
    answerSuggestions('biryani', ['Veg Biryani']);
    await settle();
    $vegMode.set('all');
    expect(apiCalls.map((c) => c.query.vegMode)).toEqual(['veg', undefined]);
    expect(suggestionsCalls()).toEqual(['biryani', 'biryani']);
  });

  it('names the mode in the single search of an open view, and asks it again when the mode changes', () => {
    $vegMode.set('egg');
    start('/search?query=egg&view=1', served('egg', true));
    const single = () => apiCalls.filter((c) => c.path === '/single_restaurant').map((c) => c.query.vegMode);
    expect(single()).toEqual(['egg']);
    $vegMode.set('veg');
    expect(single()).toEqual(['egg', 'veg']);
  });

  it('asks nothing when the screen is not open', () => {
    $vegMode.set('veg');
    expect(apiCalls).toEqual([]);
  });
});
