import { describe, expect, it } from 'vitest';
import type { MenuHeaderData } from './menuRules';
import { headerWithoutAddress, parseLatLong } from './menuVisitor';

const header: MenuHeaderData = {
  name: 'Meghana Foods',
  cuisines: ['Biryani', 'Andhra'],
  areaName: 'Koramangala',
  lastMileTravel: 2.4,
  avgRatingString: '4.4',
  totalRatingsString: '1K+ ratings',
  feeMessage: '2.4 kms | ₹39 Delivery fee will apply, free above ₹499',
  deliveryTime: 32,
  slaString: '30-35 mins',
  costForTwoMessage: '₹500 for two',
};

describe('the restaurant page without an address', () => {
  it('keeps the name, cuisines, area, rating and cost, and drops distance, delivery time and fee', () => {
    expect(headerWithoutAddress(header)).toEqual({
      ...header,
      lastMileTravel: null,
      deliveryTime: null,
      slaString: '',
      feeMessage: '',
    });
  });
  it('reads the restaurant point of the menu', () => {
    expect(parseLatLong('12.93517,77.62448')).toEqual({ lat: 12.93517, lng: 77.62448 });
    expect(parseLatLong(' 28.6, 77.2 ')).toEqual({ lat: 28.6, lng: 77.2 });
    for (const bad of [undefined, '', '12.9', 'a,b', '91,10', '12,181', '1e1,2'])
      expect(parseLatLong(bad)).toBeUndefined();
  });
});
