/** The identity service's JWTs: HS256, carrying the user and session like Appwrite's. */
import { createHmac, timingSafeEqual } from 'node:crypto';

/** What a JWT vouches for. */
export interface JwtClaims {
  userId: string;
  sessionId: string;
  /** Issued at, seconds since the epoch. */
  iat: number;
  /** Expiry, seconds since the epoch. */
  exp: number;
}

/** Longest token the verifier reads; anything longer is not one of ours. */
const maxJwtLength = 1024;
const header = Buffer.from(JSON.stringify({ typ: 'JWT', alg: 'HS256' })).toString('base64url');

function signature(key: Buffer, signingInput: string): Buffer {
  return createHmac('sha256', key).update(signingInput).digest();
}

/** Signs `claims` with `key`. */
export function signJwt(claims: JwtClaims, key: Buffer): string {
  const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
  const input = `${header}.${payload}`;
  return `${input}.${signature(key, input).toString('base64url')}`;
}

/**
 * The claims of `token` when its signature is ours and it has not expired at `nowSeconds`;
 * null otherwise. Only our exact header is accepted, so `alg: none` and algorithm swaps fail.
 */
export function verifyJwt(token: string, key: Buffer, nowSeconds: number): JwtClaims | null {
  if (token.length > maxJwtLength) return null;
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [head, payload, sig] = parts as [string, string, string];
  if (head !== header) return null;
  const expected = signature(key, `${head}.${payload}`);
  const given = Buffer.from(sig, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  let claims: unknown;
  try {
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (typeof claims !== 'object' || claims === null) return null;
  const { userId, sessionId, iat, exp } = claims as Record<string, unknown>;
  if (typeof userId !== 'string' || typeof sessionId !== 'string' || typeof iat !== 'number' || typeof exp !== 'number')
    return null;
  if (!(exp > nowSeconds)) return null;
  return { userId, sessionId, iat, exp };
}
