/**
 * Place ids of the embedded gazetteer: `city:<slug>` or `loc:<city slug>:<locality slug>`,
 * base64url-encoded so clients treat them as opaque (as they would a hosted provider's ids)
 * and never build one by hand.
 */
import { Buffer } from 'node:buffer';

/** What an embedded place id names. */
export type PlaceKey = { kind: 'city'; city: string } | { kind: 'locality'; city: string; locality: string };

const slugPart = '[a-z0-9]+(?:-[a-z0-9]+)*';
const keyPattern = new RegExp(`^(?:city:(${slugPart})|loc:(${slugPart}):(${slugPart}))$`);
/** Longest id accepted; a city and a locality slug fit many times over. */
export const maxPlaceIdLength = 200;

/** Encodes a place key into its opaque id. */
export function encodePlaceId(key: PlaceKey): string {
  const raw = key.kind === 'city' ? `city:${key.city}` : `loc:${key.city}:${key.locality}`;
  return Buffer.from(raw, 'utf8').toString('base64url');
}

/**
 * Decodes an id strictly: base64url alphabet only, canonical encoding (re-encoding gives the
 * same text, so there is exactly one spelling of each id), and a key of the known shape.
 * Anything else is null.
 */
export function decodePlaceId(id: string): PlaceKey | null {
  if (id.length === 0 || id.length > maxPlaceIdLength || !/^[A-Za-z0-9_-]+$/.test(id)) return null;
  const raw = Buffer.from(id, 'base64url').toString('utf8');
  if (Buffer.from(raw, 'utf8').toString('base64url') !== id) return null;
  const match = keyPattern.exec(raw);
  if (!match) return null;
  if (match[1]) return { kind: 'city', city: match[1] };
  return { kind: 'locality', city: match[2]!, locality: match[3]! };
}
