import { describe, expect, it } from 'vitest';
import { AnswerCache, answerCell } from './answerCache.ts';
import { createLocalBackend } from './backend.ts';
import { heldAnswer } from './heldAnswers.ts';
import { createCatalog } from './catalog.ts';
import { loadGeneratorInputs } from './catalogSchemas.ts';
import { listingQuerySchema, textQuerySchema } from './params.ts';

describe('answerCell', () => {
  it('answers every point of a cell as its centre, and neighbouring cells apart', () => {
    expect(answerCell({ lat: 12.92614, lng: 77.62211 })).toEqual({ lat: 12.9265, lng: 77.6225 });
    expect(answerCell({ lat: 12.92699, lng: 77.62201 })).toEqual({ lat: 12.9265, lng: 77.6225 });
    expect(answerCell({ lat: 12.92701, lng: 77.62211 })).toEqual({ lat: 12.9275, lng: 77.6225 });
  });
});

describe('AnswerCache', () => {
  it('builds an answer once, then serves the same text, counting hits and misses', () => {
    const cache = new AnswerCache('v1', 1024);
    let builds = 0;
    const build = () => {
      builds += 1;
      return { n: 1 };
    };
    expect(cache.get('a', build)).toBe('{"n":1}');
    expect(cache.get('a', build)).toBe('{"n":1}');
    expect(builds).toBe(1);
    expect(cache.stats()).toEqual({ hits: 1, misses: 1, entries: 1, bytes: 7 });
  });

  it('keeps at most its byte budget, dropping the least recently used answer first', () => {
    const cache = new AnswerCache('v1', 40);
    // Each answer is 10 characters: four fit, a fifth pushes the oldest out.
    const text = (c: string) => () => c.repeat(8);
    cache.get('a', text('a'));
    cache.get('b', text('b'));
    cache.get('c', text('c'));
    cache.get('a', text('x')); // a is used again: b is now the oldest
    cache.get('d', text('d'));
    cache.get('e', text('e'));
    expect(cache.stats().bytes).toBe(40);
    expect(cache.get('a', text('x'))).toBe(JSON.stringify('a'.repeat(8)));
    expect(cache.get('b', text('y'))).toBe(JSON.stringify('y'.repeat(8)));
  });

  it('never answers from another catalog version', () => {
    const old = new AnswerCache('v1', 1024);
    const fresh = new AnswerCache('v2', 1024);
    old.get('a', () => 'old');
    expect(fresh.get('a', () => 'new')).toBe('"new"');
  });
});

describe('the embedded backend with its answer cache', () => {
  const catalog = createCatalog(loadGeneratorInputs());
  it('answers two neighbours in one cell with one listing, the same as an uncached one', async () => {
    const backend = createLocalBackend(catalog, 'secret', 'v1');
    const first = JSON.parse(await backend.listingJson(listingQuerySchema.parse({ lat: '12.92614', lng: '77.62211' })));
    const second = JSON.parse(
      await backend.listingJson(listingQuerySchema.parse({ lat: '12.92650', lng: '77.62240' })),
    );
    expect(second.data).toEqual(first.data);
    expect(typeof second.csrfToken).toBe('string');
    const plain = await backend.listing(listingQuerySchema.parse({ lat: '12.92614', lng: '77.62211' }));
    expect(first.data).toEqual(JSON.parse(JSON.stringify(plain.data)));
    expect(backend.cacheStats?.()).toMatchObject({ hits: 1, misses: 1 });
  });

  it('keys the listing by its filters and the suggestions by their text', async () => {
    const backend = createLocalBackend(catalog, 'secret', 'v1');
    const point = { lat: '12.92614', lng: '77.62211' };
    const plain = await backend.listingJson(listingQuerySchema.parse(point));
    const rated = await backend.listingJson(listingQuerySchema.parse({ ...point, sortBy: 'rating' }));
    expect(JSON.parse(rated).data).not.toEqual(JSON.parse(plain).data);
    const biryani = await backend.suggestionsJson(textQuerySchema.parse({ ...point, str: 'biryani' }));
    const dosa = await backend.suggestionsJson(textQuerySchema.parse({ ...point, str: 'dosa' }));
    expect(biryani).not.toBe(dosa);
    expect(JSON.parse(dosa)).toEqual(await backend.suggestions(textQuerySchema.parse({ ...point, str: 'dosa' })));
    expect(backend.cacheStats?.()).toMatchObject({ hits: 0, misses: 4 });
  });
});

describe('held answers, served before the framework', () => {
  const catalog = createCatalog(loadGeneratorInputs());
  it('answers only what the cache holds, as the endpoint would, and leaves the rest to it', async () => {
    const backend = createLocalBackend(catalog, 'secret', 'v1');
    const source = backend.held;
    if (!source) throw new Error('the embedded backend offers held answers');
    const url = '/api/restaurants?lat=12.92614&lng=77.62211';
    expect(heldAnswer(source, url)).toBeUndefined();
    const answered = JSON.parse(
      await backend.listingJson(listingQuerySchema.parse({ lat: '12.92614', lng: '77.62211' })),
    );
    const held = JSON.parse(heldAnswer(source, url) ?? 'null');
    expect(held.data).toEqual(answered.data);
    expect(typeof held.csrfToken).toBe('string');
    // What the endpoint would refuse, or read differently, is never answered here.
    // A parameter given twice is a 400 from the endpoint, even with the same value.
    expect(heldAnswer(source, `${url}&lat=12.92614`)).toBeUndefined();
    expect(heldAnswer(source, '/api/restaurants?lat=912&lng=77.62211')).toBeUndefined();
    expect(heldAnswer(source, '/api/restaurants')).toBeUndefined();
    expect(heldAnswer(source, `${url}&sortBy=rating`)).toBeUndefined();
    const suggestions = '/api/search_restaurants?lat=12.92614&lng=77.62211&str=dosa';
    expect(heldAnswer(source, suggestions)).toBeUndefined();
    const built = await backend.suggestionsJson(
      textQuerySchema.parse({ lat: '12.92614', lng: '77.62211', str: 'dosa' }),
    );
    expect(heldAnswer(source, suggestions)).toBe(built);
    expect(backend.cacheStats?.()).toMatchObject({ hits: 2, misses: 2 });
  });
});
