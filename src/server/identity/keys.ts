/** Server keys and the small cryptographic helpers of the identity service. */
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { DbExecutor } from '../db/db.ts';

/** Keys derived from the server secret, one per purpose so one never signs for another. */
export interface IdentityKeys {
  /** HMAC key of the stored OTP hashes. */
  otp: Buffer;
  /** HMAC-SHA256 key of the JWTs. */
  jwt: Buffer;
}

/** Derives the purpose keys from one server secret. */
export function deriveKeys(secret: string | Buffer): IdentityKeys {
  const derive = (purpose: string) => createHmac('sha256', secret).update(`thalify:${purpose}`).digest();
  return { otp: derive('otp'), jwt: derive('jwt') };
}

/**
 * The keys of this deployment: from SESSION_SECRET when set (at least 32 characters), else from
 * a random secret generated once and kept in the database, so every process and restart agrees.
 */
export async function loadIdentityKeys(db: DbExecutor, envSecret: string | undefined): Promise<IdentityKeys> {
  const configured = envSecret?.trim();
  if (configured) {
    if (configured.length < 32) throw new Error('SESSION_SECRET must be at least 32 characters long');
    return deriveKeys(configured);
  }
  await db.query('INSERT INTO server_secrets (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING', [
    'identity',
    randomBytes(32).toString('base64url'),
  ]);
  const { rows } = await db.query<{ value: string }>('SELECT value FROM server_secrets WHERE name = $1', ['identity']);
  const stored = rows[0]?.value;
  if (!stored) throw new Error('server_secrets has no identity secret');
  return deriveKeys(stored);
}

/** Lowercase hex of `bytes` random bytes (ids: 10 bytes give Appwrite's 20-character ids). */
export function randomHex(bytes: number): string {
  return randomBytes(bytes).toString('hex');
}

/** A 256-bit random secret, base64url. */
export function randomSecret(): string {
  return randomBytes(32).toString('base64url');
}

/** HMAC-SHA256 of `data` under `key`, hex. */
export function hmacHex(key: Buffer, data: string): string {
  return createHmac('sha256', key).update(data).digest('hex');
}

/** SHA-256 of `data`, hex; enough for random 256-bit secrets, which cannot be guessed. */
export function sha256Hex(data: string): string {
  return createHash('sha256').update(data).digest('hex');
}

/** Constant-time equality of two hex digests (false for malformed or different lengths). */
export function sameDigest(aHex: string, bHex: string): boolean {
  const a = Buffer.from(aHex, 'hex');
  const b = Buffer.from(bHex, 'hex');
  if (a.length === 0 || a.length !== b.length) return false;
  return timingSafeEqual(a, b);
}
