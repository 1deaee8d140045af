import { describe, expect, it } from 'vitest';
import { chipsFor, choiceSummary, filtersFromUrl, filtersToHref, sameChoice, toggleFacet } from './listingFilters.ts';

describe('listing filters in the URL', () => {
  it('round-trips sort and filters', () => {
    const filters = { sortBy: 'rating' as const, facets: ['pureVeg' as const, 'offers' as const] };
    const href = filtersToHref(filters);
    expect(href).toBe('/?sortBy=rating&filters=offers%2CpureVeg');
    expect(filtersFromUrl(new URL(href, 'http://x'))).toEqual({ sortBy: 'rating', facets: ['offers', 'pureVeg'] });
  });
  it('ignores unknown or hostile values', () => {
    expect(filtersFromUrl(new URL('http://x/?sortBy=drop&filters=pureVeg,<script>,rating4,rating4'))).toEqual({
      facets: ['pureVeg', 'rating4'],
    });
  });
  it('toggles a facet on and off', () => {
    const on = toggleFacet({}, 'fastDelivery');
    expect(on).toEqual({ facets: ['fastDelivery'] });
    expect(toggleFacet(on, 'fastDelivery')).toEqual({});
  });
  it('compares choices by the listing they show', () => {
    expect(sameChoice({ sortBy: 'relevance' }, {})).toBe(true);
    expect(sameChoice({ facets: ['offers', 'pureVeg'] }, { facets: ['pureVeg', 'offers'] })).toBe(true);
    expect(sameChoice({ sortBy: 'rating' }, {})).toBe(false);
  });
});

describe('the chip row', () => {
  it('marks the chosen sort and filters, and each chip leads to the listing its tap shows', () => {
    const chips = chipsFor({ sortBy: 'rating', facets: ['pureVeg'] });
    expect(chips.map((c) => [c.label, c.chosen, c.href])).toEqual([
      ['Sort: Relevance', false, '/?filters=pureVeg'],
      ['Sort: Delivery Time', false, '/?sortBy=deliveryTime&filters=pureVeg'],
      ['Sort: Rating', true, '/?sortBy=rating&filters=pureVeg'],
      ['Pure Veg', true, '/?sortBy=rating'],
      ['Ratings 4.0+', false, '/?sortBy=rating&filters=pureVeg%2Crating4'],
      ['Fast Delivery', false, '/?sortBy=rating&filters=fastDelivery%2CpureVeg'],
      ['Offers', false, '/?sortBy=rating&filters=offers%2CpureVeg'],
    ]);
    expect(chipsFor({}).find((c) => c.chosen)?.label).toBe('Sort: Relevance');
    expect(chips[0]?.next).toEqual({ facets: ['pureVeg'] });
    expect(chips[3]?.next).toEqual({ sortBy: 'rating' });
  });
  it('says what the list now shows', () => {
    expect(choiceSummary({})).toBe('Sorted by Relevance');
    expect(choiceSummary({ sortBy: 'deliveryTime', facets: ['pureVeg', 'offers'] })).toBe(
      'Sorted by Delivery Time, Pure Veg, Offers only',
    );
    expect(choiceSummary({ vegMode: 'egg' })).toBe('Sorted by Relevance, Veg mode: Veg + egg');
    expect(choiceSummary({ facets: ['rating4'], vegMode: 'all' })).toBe('Sorted by Relevance, Ratings 4.0+ only');
  });
});
