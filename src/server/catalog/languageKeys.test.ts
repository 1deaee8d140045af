import { describe, expect, it } from 'vitest';
import '../i18n/catalogues.ts';
import { inLocale } from '../i18n/requestLocale.ts';
import { pageCacheKey, readCookies } from '../pageCache/keys.ts';
import { createLocalBackend } from './backend.ts';
import { createCatalog } from './catalog.ts';
import { loadGeneratorInputs } from './catalogSchemas.ts';
import { heldAnswer } from './heldAnswers.ts';
import { listingQuerySchema, textQuerySchema } from './params.ts';

const devanagari = /[\u0900-\u097F]/;
const tamil = /[\u0B80-\u0BFF]/;

describe("held answers in the request's language", () => {
  const catalog = createCatalog(loadGeneratorInputs());
  const query = listingQuerySchema.parse({ lat: '12.92614', lng: '77.62211' });
  const url = '/api/restaurants?lat=12.92614&lng=77.62211';

  it('words a listing in the language asked for and never answers one language from another', async () => {
    const backend = createLocalBackend(catalog, 'secret', 'v1');
    const source = backend.held;
    if (!source) throw new Error('the embedded backend offers held answers');
    const hindi = JSON.parse(await inLocale('hi', () => backend.listingJson(query)));
    expect(JSON.stringify(hindi.data)).toMatch(devanagari);
    expect(JSON.stringify(hindi.data)).toContain('मिनट');
    // Held for Hindi only: an English request (no header) and a Tamil one are not answered from it.
    expect(heldAnswer(source, url)).toBeUndefined();
    expect(heldAnswer(source, url, 'ta')).toBeUndefined();
    expect(JSON.parse(heldAnswer(source, url, 'hi') ?? 'null').data).toEqual(hindi.data);
    const english = JSON.parse(await inLocale('en', () => backend.listingJson(query)));
    expect(JSON.stringify(english.data)).not.toMatch(devanagari);
    expect(JSON.stringify(english.data)).toContain(' mins');
    expect(JSON.parse(heldAnswer(source, url) ?? 'null').data).toEqual(english.data);
    // A header that names no language of ours is English, as the middleware reads it.
    expect(JSON.parse(heldAnswer(source, url, 'xx') ?? 'null').data).toEqual(english.data);
    const tamilAnswer = JSON.parse(await inLocale('ta', () => backend.listingJson(query)));
    expect(JSON.stringify(tamilAnswer.data)).toMatch(tamil);
    expect(JSON.stringify(JSON.parse(heldAnswer(source, url, 'hi') ?? 'null').data)).not.toMatch(tamil);
  });

  it('keeps suggestions apart by language', async () => {
    const backend = createLocalBackend(catalog, 'secret', 'v1');
    const text = textQuerySchema.parse({ lat: '12.92614', lng: '77.62211', str: 'dosa' });
    const suggestions = '/api/search_restaurants?lat=12.92614&lng=77.62211&str=dosa';
    const bengali = await inLocale('bn', () => backend.suggestionsJson(text));
    expect(heldAnswer(source(backend), suggestions)).toBeUndefined();
    expect(heldAnswer(source(backend), suggestions, 'bn')).toBe(bengali);
    const english = await inLocale('en', () => backend.suggestionsJson(text));
    expect(english).not.toBe(bengali);
    expect(heldAnswer(source(backend), suggestions)).toBe(english);
  });

  it("keeps each language's menu sections apart", () => {
    const id = catalog.restaurantsInCity('bangalore', { limit: 1 })[0]?.info.id ?? '';
    const titles = (locale: 'en' | 'hi') =>
      inLocale(locale, () => {
        const cards = catalog.menu(id)?.data.cards ?? [];
        return JSON.stringify(cards.at(-1));
      });
    const english = titles('en');
    const hindi = titles('hi');
    expect(english).not.toMatch(devanagari);
    expect(hindi).toMatch(devanagari);
    expect(titles('en')).toBe(english);
  });

  it('keys pages in another language apart from English ones (they differ by path)', () => {
    const cookies = readCookies('');
    const en = pageCacheKey('v1', new URL('http://localhost/restaurants-near-me'), cookies);
    const hi = pageCacheKey('v1', new URL('http://localhost/hi/restaurants-near-me'), cookies);
    expect(en).not.toBe(hi);
  });
});

function source(backend: ReturnType<typeof createLocalBackend>) {
  if (!backend.held) throw new Error('the embedded backend offers held answers');
  return backend.held;
}
