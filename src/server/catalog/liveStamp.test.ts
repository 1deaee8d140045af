import { afterEach, describe, expect, it } from 'vitest';
import { inputs, koramangala } from '#test/catalog/catalogFixture.ts';
import { setSurgeRules } from '../fees/surgeRules.ts';
import { PageCache } from '../pageCache/cache.ts';
import { clearRatings, setRatings } from '../reviews/ratingsHolder.ts';
import { clearStock, setStock } from '../stock/stockHolder.ts';
import { answerCell } from './answerCache.ts';
import { createLocalBackend } from './backend.ts';
import { createCatalog } from './catalog.ts';
import { listingStamp, pageStamp } from './liveStamp.ts';

const lunch = Date.parse('2026-11-25T13:30:10+05:30');
const rain = { id: 'rain', reason: 'rain' as const, amount: 2500, cities: 'all' as const };

describe('held answers and pages of the moment', () => {
  afterEach(() => {
    setSurgeRules([]);
    clearStock();
  });

  it('key a listing by its minute and the surge rules, so a held one never shows an old open state or fee', async () => {
    let now = lunch;
    const backend = createLocalBackend(createCatalog(inputs, { now: () => now }), 'stamp-test-secret');
    const query = { ...koramangala, filters: {}, seoHomepage: false, pageType: 'DESKTOP_WEB_LISTING' as const };
    const first = await backend.listingJson(query);
    expect(backend.held?.heldListing(query)).toBeDefined();
    now += 30_000;
    expect(backend.held?.heldListing(query)).toBeDefined();
    now += 30_000;
    expect(backend.held?.heldListing(query)).toBeUndefined();
    setSurgeRules([rain]);
    const rainy = await backend.listingJson(query);
    expect(rainy).toContain('"reason":"rain"');
    expect(first).not.toContain('"reason":"rain"');
    expect(backend.held?.heldListing(query)).toBeDefined();
    setSurgeRules([]);
    expect(backend.held?.heldListing(query)).toBeUndefined();
  });

  it('key pages by the minute, the surge rules and every stock change', () => {
    let stamp = pageStamp(lunch);
    const cache = new PageCache({ version: 'v1', cellOf: answerCell, stamp: () => stamp });
    const before = cache.version;
    expect(before).toBe(`v1|${listingStamp(lunch)}|k${stamp.split('|k')[1]}`);
    setStock('100001', '10000100001', false);
    stamp = pageStamp(lunch);
    expect(cache.version).not.toBe(before);
    expect(pageStamp(lunch + 60_000)).not.toBe(stamp);
    expect(new PageCache({ version: 'v1', cellOf: answerCell }).version).toBe('v1');
  });

  it('key pages by the verified ratings too, so a held page shows a new review on its next load', () => {
    const before = pageStamp(lunch);
    setRatings('100001', { stars: [0, 0, 0, 0, 1], dishes: new Map() });
    expect(pageStamp(lunch)).not.toBe(before);
    clearRatings();
  });
});
