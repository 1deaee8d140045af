import { describe, expect, it } from 'vitest';
import { filtersFromUrl, filtersToHref, toggleFacet } from './listingFilters';

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
});
