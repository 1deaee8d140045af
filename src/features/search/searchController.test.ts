import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Suggestion } from '../../lib/catalogTypes';
import { createDataArea } from '../../stores/dataArea';
import { createSuggestionFetcher, type SuggestionsData } from './searchController';
import { dinerTexts } from '../../lib/dinerMessages';

const suggestion = (text: string): Suggestion => ({ text, highlightedText: text, cloudinaryId: 'img', type: 'DISH', subCategory: 'Dish' });

/** A fake call whose answers the test releases one by one, in any order. */
function deferredFetch() {
  const calls: { query: string; signal: AbortSignal; resolve: (data: SuggestionsData) => void; reject: (e: unknown) => void }[] = [];
  const fetch = vi.fn(
    (query: string, signal: AbortSignal) =>
      new Promise<SuggestionsData>((resolve, reject) => {
        calls.push({ query, signal, resolve, reject });
      }),
  );
  return { fetch, calls };
}

/** Lets the promise chains of `run` settle. */
const settle = () => vi.advanceTimersByTimeAsync(0);

describe('createSuggestionFetcher', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('waits 300 ms after the last keystroke: no call before, one call after', async () => {
    const { fetch } = deferredFetch();
    const fetcher = createSuggestionFetcher({ debounceMs: 300, fetch, area: createDataArea<SuggestionsData>() });
    fetcher.update('biryani');
    await vi.advanceTimersByTimeAsync(299);
    expect(fetch).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch.mock.calls[0]?.[0]).toBe('biryani');
    await vi.advanceTimersByTimeAsync(5000);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('defaults to the spec debounce of 300 ms', async () => {
    const { fetch } = deferredFetch();
    const fetcher = createSuggestionFetcher({ fetch, area: createDataArea<SuggestionsData>() });
    fetcher.update('dosa');
    await vi.advanceTimersByTimeAsync(299);
    expect(fetch).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('collapses typing within the window into one call for the last text', async () => {
    const { fetch } = deferredFetch();
    const fetcher = createSuggestionFetcher({ debounceMs: 300, fetch, area: createDataArea<SuggestionsData>() });
    for (const text of ['b', 'bi', 'bir', 'biry', 'birya', 'biryan', 'biryani']) {
      fetcher.update(text);
      await vi.advanceTimersByTimeAsync(150);
    }
    expect(fetch).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(150);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch.mock.calls[0]?.[0]).toBe('biryani');
  });

  it('never lets a slow older answer overwrite a newer one', async () => {
    const { fetch, calls } = deferredFetch();
    const area = createDataArea<SuggestionsData>();
    const fetcher = createSuggestionFetcher({ debounceMs: 300, fetch, area });
    fetcher.update('bir');
    await vi.advanceTimersByTimeAsync(300);
    fetcher.update('biryani');
    await vi.advanceTimersByTimeAsync(300);
    expect(calls.map((c) => c.query)).toEqual(['bir', 'biryani']);
    expect(calls[0]?.signal.aborted).toBe(true);

    calls[1]?.resolve({ suggestions: [suggestion('Chicken Biryani')], query: 'biryani' });
    await settle();
    expect(area.get()).toEqual({ isLoading: false, error: null, data: { suggestions: [suggestion('Chicken Biryani')], query: 'biryani' } });

    calls[0]?.resolve({ suggestions: [suggestion('Biriyani Old')], query: 'bir' });
    await settle();
    expect(area.get().data?.query).toBe('biryani');
    expect(area.get().data?.suggestions.map((s) => s.text)).toEqual(['Chicken Biryani']);
  });

  it('drops an older answer that arrives while the newer one is still on its way', async () => {
    const { fetch, calls } = deferredFetch();
    const area = createDataArea<SuggestionsData>();
    const fetcher = createSuggestionFetcher({ debounceMs: 300, fetch, area });
    fetcher.update('pan');
    await vi.advanceTimersByTimeAsync(300);
    fetcher.update('paneer');
    await vi.advanceTimersByTimeAsync(300);
    calls[0]?.resolve({ suggestions: [suggestion('Pani Puri')], query: 'pan' });
    await settle();
    expect(area.get()).toEqual({ isLoading: true, error: null, data: null });
    calls[1]?.resolve({ suggestions: [suggestion('Paneer Tikka')], query: 'paneer' });
    await settle();
    expect(area.get().data?.suggestions.map((s) => s.text)).toEqual(['Paneer Tikka']);
  });

  it('clearing the text empties the list at once and drops an answer still on its way', async () => {
    const { fetch, calls } = deferredFetch();
    const area = createDataArea<SuggestionsData>();
    const fetcher = createSuggestionFetcher({ debounceMs: 300, fetch, area });
    fetcher.update('dosa');
    await vi.advanceTimersByTimeAsync(300);
    fetcher.update('');
    await settle();
    calls[0]?.resolve({ suggestions: [suggestion('Masala Dosa')], query: 'dosa' });
    await settle();
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(area.get().data).toEqual({ suggestions: [], query: '' });
  });

  it('stores the query it asked for, trimmed and cut to 200 characters', async () => {
    const { fetch, calls } = deferredFetch();
    const area = createDataArea<SuggestionsData>();
    const fetcher = createSuggestionFetcher({ debounceMs: 300, fetch, area });
    fetcher.update(`  ${'a'.repeat(250)}`);
    await vi.advanceTimersByTimeAsync(300);
    expect(calls[0]?.query.length).toBeLessThanOrEqual(200);
    calls[0]?.resolve({ suggestions: [], query: 'server spelling' });
    await settle();
    expect(area.get().data?.query).toBe(calls[0]?.query);
  });

  it('now() looks up at once, and repeating the current text costs no call', async () => {
    const { fetch, calls } = deferredFetch();
    const area = createDataArea<SuggestionsData>();
    const fetcher = createSuggestionFetcher({ debounceMs: 300, fetch, area });
    fetcher.now('idli');
    expect(fetch).toHaveBeenCalledTimes(1);
    calls[0]?.resolve({ suggestions: [suggestion('Idli')], query: 'idli' });
    await settle();
    fetcher.update('idli ');
    await vi.advanceTimersByTimeAsync(1000);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('cancel() forgets a lookup still waiting for its pause', async () => {
    const { fetch } = deferredFetch();
    const fetcher = createSuggestionFetcher({ debounceMs: 300, fetch, area: createDataArea<SuggestionsData>() });
    fetcher.update('vada');
    await vi.advanceTimersByTimeAsync(200);
    fetcher.cancel();
    await vi.advanceTimersByTimeAsync(1000);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('a failed call stores the message, and the same text can be tried again', async () => {
    const { fetch, calls } = deferredFetch();
    const area = createDataArea<SuggestionsData>();
    const fetcher = createSuggestionFetcher({ debounceMs: 300, fetch, area });
    fetcher.now('thali');
    calls[0]?.reject(new TypeError('Failed to fetch'));
    await settle();
    expect(area.get()).toEqual({ isLoading: false, error: dinerTexts.offline, data: null });
    fetcher.now('thali');
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});
