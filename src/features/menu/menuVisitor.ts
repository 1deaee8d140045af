/** The restaurant page for a visitor without a saved address (search engines, shared links): the menu without delivery details. */
import type { MenuHeaderData } from './menuRules';

/** The header without what depends on the diner's address: distance, delivery time and fee. */
export function headerWithoutAddress(header: MenuHeaderData): MenuHeaderData {
  return { ...header, lastMileTravel: null, deliveryTime: null, slaString: '', feeMessage: '' };
}

/** A "lat,lng" pair in degrees (the menu's `latLong`), or undefined when it is not one. */
export function parseLatLong(text: string | undefined): { lat: number; lng: number } | undefined {
  const match = /^\s*(-?\d{1,2}(?:\.\d+)?)\s*,\s*(-?\d{1,3}(?:\.\d+)?)\s*$/.exec(text ?? '');
  if (!match) return undefined;
  const lat = Number(match[1]);
  const lng = Number(match[2]);
  return Math.abs(lat) <= 90 && Math.abs(lng) <= 180 ? { lat, lng } : undefined;
}
