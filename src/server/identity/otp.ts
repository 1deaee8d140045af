/**
 * One-time codes: issued from a CSPRNG, stored only as an HMAC, valid for 10 minutes, single
 * use, dead after 5 tries, at most 10 per phone and per IP an hour; per phone also at most 20
 * codes and 20 wrong guesses a day. Every counter lives in the database, so all server
 * processes enforce one limit and a restart forgets nothing.
 */
import { randomInt } from 'node:crypto';
import type { Db } from '../db/db.ts';
import { AppwriteError } from './appwriteError.ts';
import { hmacHex, randomHex, sameDigest, type IdentityKeys } from './keys.ts';
import { requestTexts } from '../i18n/requestTexts.ts';
import { identityMessages } from './messages/en.ts';

const texts = requestTexts(identityMessages);

/**
 * The code rules (OWASP ASVS 5.0: 6.3.1 brute-force controls, 6.6.3 rate-limited codes; the
 * figures are ours, as 6.1.1 asks, chosen so that the daily guess cap keeps an attacker's odds
 * of guessing a code under 0.1% a month: 31 days x 20 guesses / 10^6 codes = 0.062%).
 */
export const otpRules = {
  digits: 6,
  lifetimeMs: 10 * 60 * 1000,
  maxTries: 5,
  maxRequestsPerWindow: 10,
  windowMs: 60 * 60 * 1000,
  /** Codes per phone in any 24 hours. */
  maxRequestsPerDay: 20,
  /** Wrong guesses per phone in any 24 hours; past it, even the right code waits. */
  maxWrongGuessesPerDay: 20,
  dayMs: 24 * 60 * 60 * 1000,
  /** Rows are kept a day: as long as the longest window they are counted in. */
  keepMs: 24 * 60 * 60 * 1000,
} as const;

/**
 * Code requests allowed per IP address and hour: 10 by default (the rule), raised by an
 * operator with OTP_MAX_REQUESTS_PER_IP (`configured`, read by the identity runtime) where many
 * diners share one address (carrier-grade NAT, office networks) or the browser tests sign many
 * diners up from loopback. Anything but a whole number above 0 keeps the default.
 */
export function maxRequestsPerIp(configured: string | undefined): number {
  const value = Number(configured);
  return configured !== undefined && Number.isInteger(value) && value > 0 ? value : otpRules.maxRequestsPerWindow;
}

/** A code just issued, with the token that carries it. */
export interface IssuedCode {
  tokenId: string;
  userId: string;
  phone: string;
  code: string;
  createdAt: Date;
  expiresAt: Date;
}

/** Why a code was refused; `daily` when the phone used up its wrong guesses for the day. */
export type CodeRefusal = 'none' | 'used' | 'expired' | 'locked' | 'wrong' | 'daily';

/** Outcome of checking a code. */
export type CodeCheck =
  | { ok: true; userId: string; phone: string }
  | { ok: false; reason: CodeRefusal; triesLeft?: number };

function codeHash(keys: IdentityKeys, tokenId: string, code: string): string {
  // Binding the token id into the hash makes every stored hash unique to its row.
  return hmacHex(keys.otp, `${tokenId}:${code}`);
}

/** A uniformly random code of `otpRules.digits` digits from the CSPRNG. */
export function newCode(): string {
  return String(randomInt(0, 10 ** otpRules.digits)).padStart(otpRules.digits, '0');
}

async function lockKey(db: Pick<Db, 'query'>, key: string): Promise<void> {
  // Transaction-scoped: released at COMMIT/ROLLBACK, so a crash never leaves it held.
  await db.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [key]);
}

function rateLimited(message: string, oldest: Date, now: Date, windowMs: number = otpRules.windowMs): AppwriteError {
  const retryAfter = Math.max(1, Math.ceil((oldest.getTime() + windowMs - now.getTime()) / 1000));
  return new AppwriteError(429, 'general_rate_limit_exceeded', message, { 'retry-after': String(retryAfter) });
}

/**
 * Issues a code for `phone`. The phone's existing user keeps it (Appwrite's behaviour);
 * a new phone gets a user with `requestedUserId`, or a random 20-hex id when that is null
 * (`unique()`). Earlier live codes of the user are revoked: only the latest code counts.
 * Throws 429 over the hourly limits and 409 when a requested id belongs to another phone.
 */
export async function issueCode(
  db: Db,
  keys: IdentityKeys,
  input: { phone: string; requestedUserId: string | null; ip: string; now: Date; maxPerIp: number },
): Promise<IssuedCode> {
  const { phone, ip, now } = input;
  const windowStart = new Date(now.getTime() - otpRules.windowMs).toISOString();
  const issued = await db.transaction(async (tx) => {
    // Count and insert under locks, so parallel requests cannot all pass the count. Phone is
    // always locked before IP, so two transactions never wait on each other in a cycle.
    await lockKey(tx, `otp-phone:${phone}`);
    await lockKey(tx, `otp-ip:${ip}`);
    type Window = { n: number; oldest: Date | null };
    const byPhone = (
      await tx.query<Window>(
        'SELECT count(*)::int AS n, min(created_at) AS oldest FROM identity_tokens WHERE phone = $1 AND created_at > $2::timestamptz',
        [phone, windowStart],
      )
    ).rows[0];
    if (byPhone && byPhone.n >= otpRules.maxRequestsPerWindow && byPhone.oldest) {
      throw rateLimited(texts.tooManyForPhone, new Date(byPhone.oldest), now);
    }
    const dayStart = new Date(now.getTime() - otpRules.dayMs).toISOString();
    const byPhoneToday = (
      await tx.query<Window>(
        'SELECT count(*)::int AS n, min(created_at) AS oldest FROM identity_tokens WHERE phone = $1 AND created_at > $2::timestamptz',
        [phone, dayStart],
      )
    ).rows[0];
    if (byPhoneToday && byPhoneToday.n >= otpRules.maxRequestsPerDay && byPhoneToday.oldest) {
      throw rateLimited(texts.tooManyForPhoneToday, new Date(byPhoneToday.oldest), now, otpRules.dayMs);
    }
    const byIp = (
      await tx.query<Window>(
        'SELECT count(*)::int AS n, min(created_at) AS oldest FROM identity_tokens WHERE ip = $1 AND created_at > $2::timestamptz',
        [ip, windowStart],
      )
    ).rows[0];
    if (byIp && byIp.n >= input.maxPerIp && byIp.oldest) {
      throw rateLimited(texts.tooManyFromNetwork, new Date(byIp.oldest), now);
    }

    const nowIso = now.toISOString();
    let userId = (await tx.query<{ id: string }>('SELECT id FROM identity_users WHERE phone = $1', [phone])).rows[0]
      ?.id;
    if (!userId) {
      const inserted = await tx.query<{ id: string }>(
        'INSERT INTO identity_users (id, phone, created_at, updated_at) VALUES ($1, $2, $3::timestamptz, $3::timestamptz) ON CONFLICT DO NOTHING RETURNING id',
        [input.requestedUserId ?? randomHex(10), phone, nowIso],
      );
      userId = inserted.rows[0]?.id;
      // The phone is locked, so the only possible conflict is an id another phone already has.
      if (!userId)
        throw new AppwriteError(
          409,
          'user_already_exists',
          'A user with the same id, email, or phone already exists in this project.',
        );
    }

    await tx.query(
      'UPDATE identity_tokens SET consumed_at = $2::timestamptz WHERE user_id = $1 AND consumed_at IS NULL',
      [userId, nowIso],
    );
    const tokenId = randomHex(10);
    const code = newCode();
    const expiresAt = new Date(now.getTime() + otpRules.lifetimeMs);
    await tx.query(
      'INSERT INTO identity_tokens (id, user_id, phone, ip, code_hash, created_at, expires_at) VALUES ($1, $2, $3, $4, $5, $6::timestamptz, $7::timestamptz)',
      [tokenId, userId, phone, ip, codeHash(keys, tokenId, code), nowIso, expiresAt.toISOString()],
    );
    return { tokenId, userId, phone, code, createdAt: now, expiresAt };
  });
  // Old rows only matter for the windows; drop them outside the locked transaction.
  const keepFrom = new Date(now.getTime() - otpRules.keepMs).toISOString();
  await db.query('DELETE FROM identity_tokens WHERE created_at < $1::timestamptz', [keepFrom]);
  await db.query('DELETE FROM identity_failed_guesses WHERE created_at < $1::timestamptz', [keepFrom]);
  return issued;
}

/**
 * Checks `secret` against the user's latest code. Under a per-phone lock, the phone's wrong
 * guesses of the last day are counted, then one of the code's tries is spent in a conditional
 * UPDATE (parallel guesses cannot exceed either limit); a right code is then consumed by
 * another conditional UPDATE, so it works exactly once.
 */
export async function checkCode(
  db: Db,
  keys: IdentityKeys,
  input: { userId: string; secret: string; now: Date },
): Promise<CodeCheck> {
  const nowIso = input.now.toISOString();
  type TokenRow = {
    id: string;
    phone: string;
    code_hash: string;
    attempts: number;
    expires_at: Date;
    consumed_at: Date | null;
  };
  const latest = (
    await db.query<TokenRow>(
      'SELECT id, phone, code_hash, attempts, expires_at, consumed_at FROM identity_tokens WHERE user_id = $1 ORDER BY seq DESC LIMIT 1',
      [input.userId],
    )
  ).rows[0];
  if (!latest) return { ok: false, reason: 'none' };
  if (latest.consumed_at) return { ok: false, reason: 'used' };
  if (new Date(latest.expires_at).getTime() <= input.now.getTime()) return { ok: false, reason: 'expired' };
  if (latest.attempts >= otpRules.maxTries) return { ok: false, reason: 'locked' };

  return db.transaction(async (tx): Promise<CodeCheck> => {
    await lockKey(tx, `otp-guess:${latest.phone}`);
    const dayStart = new Date(input.now.getTime() - otpRules.dayMs).toISOString();
    const failures =
      (
        await tx.query<{ n: number }>(
          'SELECT count(*)::int AS n FROM identity_failed_guesses WHERE phone = $1 AND created_at > $2::timestamptz',
          [latest.phone, dayStart],
        )
      ).rows[0]?.n ?? 0;
    if (failures >= otpRules.maxWrongGuessesPerDay) return { ok: false, reason: 'daily' };

    const spent = await tx.query<{ attempts: number }>(
      'UPDATE identity_tokens SET attempts = attempts + 1 WHERE id = $1 AND attempts < $2 AND consumed_at IS NULL AND expires_at > $3::timestamptz RETURNING attempts',
      [latest.id, otpRules.maxTries, nowIso],
    );
    const attempts = spent.rows[0]?.attempts;
    if (attempts === undefined) return { ok: false, reason: 'locked' };

    const matches =
      /^\d{6}$/.test(input.secret) && sameDigest(codeHash(keys, latest.id, input.secret), latest.code_hash);
    if (!matches) {
      await tx.query('INSERT INTO identity_failed_guesses (phone, created_at) VALUES ($1, $2::timestamptz)', [
        latest.phone,
        nowIso,
      ]);
      const triesLeft = otpRules.maxTries - attempts;
      return triesLeft > 0 ? { ok: false, reason: 'wrong', triesLeft } : { ok: false, reason: 'locked' };
    }
    const consumed = await tx.query(
      'UPDATE identity_tokens SET consumed_at = $2::timestamptz WHERE id = $1 AND consumed_at IS NULL RETURNING id',
      [latest.id, nowIso],
    );
    if (consumed.rowCount === 0) return { ok: false, reason: 'used' };
    return { ok: true, userId: input.userId, phone: latest.phone };
  });
}
