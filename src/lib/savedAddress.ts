/**
 * The saved delivery address (`localStorage.user_address`, the spec's shape) and its cookie
 * mirror, which lets the server redirect and render the first screen. Both sides treat the
 * stored text as untrusted and accept it only when it has the right shape.
 */
import { type CookieJar, jarOf } from './cookieHeader.ts';

/** The saved delivery address: the first address returned by address resolution. */
export interface SavedAddress {
  formatted_address: string;
  geometry: { location: { lat: number; lng: number } };
  place_id?: string;
  city?: string | null;
}

/** Name of the cookie that mirrors the saved address. */
export const addressCookieName = 'user_address';
/** Longest formatted address kept (longer ones are cut, never trusted whole). */
const maxAddressLength = 200;

const isCoordinate = (value: unknown, limit: number): value is number =>
  typeof value === 'number' && Number.isFinite(value) && Math.abs(value) <= limit;

/** Accepts a parsed value only if it is a usable saved address; otherwise null. */
export function toSavedAddress(value: unknown): SavedAddress | null {
  if (!value || typeof value !== 'object') return null;
  const v = value as {
    formatted_address?: unknown;
    geometry?: { location?: { lat?: unknown; lng?: unknown } };
    place_id?: unknown;
    city?: unknown;
  };
  const lat = v.geometry?.location?.lat;
  const lng = v.geometry?.location?.lng;
  if (typeof v.formatted_address !== 'string' || !v.formatted_address.trim()) return null;
  if (!isCoordinate(lat, 90) || !isCoordinate(lng, 180)) return null;
  const address: SavedAddress = {
    formatted_address: v.formatted_address.trim().slice(0, maxAddressLength),
    geometry: { location: { lat, lng } },
  };
  if (typeof v.place_id === 'string' && v.place_id.length <= 200) address.place_id = v.place_id;
  if (typeof v.city === 'string' && /^[a-z0-9-]{1,60}$/.test(v.city)) address.city = v.city;
  return address;
}

/** Parses stored JSON text into a saved address, or null for anything malformed. */
export function parseSavedAddress(text: string | null | undefined): SavedAddress | null {
  if (!text || text.length > 2000) return null;
  try {
    return toSavedAddress(JSON.parse(text));
  } catch {
    return null;
  }
}

/** The cookie value mirroring an address: compact JSON, URI-encoded. */
export function encodeAddressCookie(address: SavedAddress): string {
  const { formatted_address, geometry, city } = address;
  return encodeURIComponent(JSON.stringify({ formatted_address, geometry, city: city ?? null }));
}

/** Reads the cookie mirror back; null when missing or malformed. */
export function decodeAddressCookie(value: string | undefined): SavedAddress | null {
  if (!value) return null;
  try {
    return parseSavedAddress(decodeURIComponent(value));
  } catch {
    return null;
  }
}

/**
 * The address cookie in a Cookie header as sent (the first, and whether it came twice), before
 * any decoding; null when there is none.
 */
export function addressCookieIn(cookies: string | null | undefined | CookieJar): {
  value: string | null;
  twice: boolean;
} {
  const values = jarOf(cookies).get(addressCookieName) ?? [];
  return { value: values[0] ?? null, twice: values.length > 1 };
}

/**
 * The saved address an address cookie's value holds as sent (from `addressCookieIn`), or null.
 * Cookie values arrive percent-encoded once more than the mirror writes them, as browsers keep them.
 */
export function savedAddressOfCookie(value: string | null): SavedAddress | null {
  if (value === null) return null;
  let once = value;
  try {
    once = decodeURIComponent(value);
  } catch {
    return null;
  }
  return decodeAddressCookie(once);
}

/** Splits an address at the first comma: the bold part and the rest (the nav bar's rule). */
export function splitAddress(formatted: string): { main: string; rest: string } {
  const at = formatted.indexOf(',');
  if (at < 0) return { main: formatted.trim(), rest: '' };
  return { main: formatted.slice(0, at).trim(), rest: formatted.slice(at + 1).trim() };
}

/** The area a new delivery address is saved in: the saved address's text and point. */
export interface SavedArea {
  text: string;
  lat: number;
  lng: number;
  placeId: string | null;
}

/** The saved address as the area of a new delivery address. */
export function areaOf(address: SavedAddress): SavedArea {
  return {
    text: address.formatted_address,
    lat: address.geometry.location.lat,
    lng: address.geometry.location.lng,
    placeId: address.place_id ?? null,
  };
}
