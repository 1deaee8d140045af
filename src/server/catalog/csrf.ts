/**
 * Stateless CSRF tokens for POST /api/update: an HMAC of the issue time with a server secret,
 * so any process sharing SESSION_SECRET can check a token without storing it.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** How long a token is accepted. */
export const csrfTokenLifetimeMs = 12 * 60 * 60 * 1000;

/** A per-process random secret, for when SESSION_SECRET is not set (tokens then die with the process). */
export function randomSecret(): string {
  return randomBytes(32).toString('base64url');
}

function sign(secret: string, issued: string, nonce: string): string {
  return createHmac('sha256', secret).update(`csrf:${issued}:${nonce}`).digest('base64url');
}

/** A new token: issue time (base 36), a random nonce and their HMAC, joined by dots. */
export function issueCsrfToken(secret: string, now: number = Date.now()): string {
  const issued = Math.floor(now).toString(36);
  const nonce = randomBytes(9).toString('base64url');
  return `${issued}.${nonce}.${sign(secret, issued, nonce)}`;
}

/** True when `token` was issued with `secret` less than 12 hours ago (and not in the future). */
export function verifyCsrfToken(secret: string, token: unknown, now: number = Date.now()): boolean {
  if (typeof token !== 'string' || token.length > 200) return false;
  const [issued, nonce, mac, extra] = token.split('.');
  if (!issued || !nonce || !mac || extra !== undefined || !/^[0-9a-z]{1,12}$/.test(issued)) return false;
  const expected = Buffer.from(sign(secret, issued, nonce));
  const given = Buffer.from(mac);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return false;
  const age = now - parseInt(issued, 36);
  // A minute of clock skew between processes is tolerated.
  return age >= -60_000 && age <= csrfTokenLifetimeMs;
}
