/**
 * The browser side of push that a store and its screen share: where a diner's notifications about
 * one order stand, and the server's public key as the bytes `pushManager.subscribe` takes.
 */

/** Where a diner's notifications about one order stand. */
export type OrderPushState =
  | 'checking'
  | 'off'
  | 'asking'
  | 'on'
  | 'blocked'
  | 'unsupported'
  | 'unavailable'
  | 'failed';

/** Decodes a base64url key (the server's public key) to the bytes `applicationServerKey` takes. */
export function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  const text = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(text.length));
  for (let i = 0; i < text.length; i++) bytes[i] = text.charCodeAt(i);
  return bytes;
}

/** Whether a subscription was made with `key` (else it must be made again with the server's key). */
export function sameKey(held: ArrayBuffer | null | undefined, key: Uint8Array): boolean {
  if (!held) return false;
  const bytes = new Uint8Array(held);
  return bytes.length === key.length && bytes.every((byte, i) => byte === key[i]);
}
