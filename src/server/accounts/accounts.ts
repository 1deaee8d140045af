/**
 * The work of the account endpoints (src/server/accounts/routes.ts): sign-up, login, logout,
 * the profile copied from the identity account, and ending sessions logged out elsewhere. Each
 * throws HttpError for the endpoint to answer; the middleware has already refused cross-origin
 * writes. Sign-up and login trust only a verified Appwrite JWT: the account it proves decides
 * the user id and the phone, never the request body.
 */
import { randomBytes } from 'node:crypto';
import { z } from 'astro/zod';
import {
  accountLimits,
  accountMessages,
  isIndianMobile,
  type SessionUser,
  type UserRecord,
} from '#src/lib/accountTypes.ts';
import type { VegMode } from '#src/lib/vegRules.ts';
import { vegModeOf } from '#src/lib/vegRules.ts';
import { vegModeParam } from '../catalog/params.ts';
import type { Db } from '../db/db.ts';
import { HttpError, json, parseJsonBody } from '../http/http.ts';
import { clearedSessionCookie, endSession, sessionCookie, sessionToken, startSession } from './session.ts';
import { sessionsChanged } from './sessionCache.ts';
import type { AccountVerifier, VerifiedAccount } from './verify.ts';

/** The process's services plus the clock, for one request. */
export interface AccountsContext {
  db: Db;
  verifier: AccountVerifier;
  now: () => Date;
  production: boolean;
}

// `updatedUser` is what the client had after verifying the OTP: a `{ jwt }` from
// `account.createJWT()`, or the session object itself (`$id`, `userId`, `provider`,
// `providerUid`, `expire`, ...). Neither is trusted as sent: the JWT is checked, the session
// only accepted from a caller holding its secret; an id it names must agree with the account.
const updatedUser = z
  .looseObject({
    jwt: z.string().max(4096).optional(),
    $id: z.string().max(64).optional(),
    userId: z.unknown().optional(),
    provider: z.unknown().optional(),
    providerUid: z.unknown().optional(),
  })
  .optional();
const phone = z.string().trim().max(20);
// The browser's veg-only mode, kept by an account that has none yet.
const vegMode = vegModeParam.optional();
const signupBody = z.looseObject({
  name: z.string().trim().min(1).max(accountLimits.name),
  email: z.email().max(accountLimits.email),
  phone,
  updatedUser,
  userId: z.unknown().optional(),
  vegMode,
});
const loginBody = z.looseObject({ phone, updatedUser, userId: z.unknown().optional(), vegMode });

/** The user record the account endpoints answer. */
export function userRecord(user: SessionUser): UserRecord {
  return {
    success: true,
    phone: user.phone,
    database: user.database,
    userId: user.userId,
    name: user.name,
    email: user.email,
    ...(user.vegMode ? { vegMode: user.vegMode } : {}),
  };
}

/** The account the body's JWT or session object proves (401 otherwise). */
async function provenAccount(
  body: z.infer<typeof loginBody>,
  request: Request,
  ctx: AccountsContext,
): Promise<VerifiedAccount> {
  const given = body.updatedUser;
  if (given?.jwt) {
    const account = await ctx.verifier.verify(given.jwt, ctx.now());
    if (!account) throw new HttpError(401, accountMessages.verificationFailed);
    return account;
  }
  if (!given?.$id) throw new HttpError(401, accountMessages.verificationRequired);
  // The session object as the identity service returned it: a phone session of this phone.
  if (
    typeof given.userId !== 'string' ||
    (given.provider !== undefined && given.provider !== 'phone') ||
    (given.providerUid !== undefined && given.providerUid !== body.phone)
  ) {
    throw new HttpError(401, accountMessages.verificationFailed);
  }
  const account = await ctx.verifier.verifySession(
    { sessionId: given.$id, userId: given.userId, phone: body.phone },
    request,
    ctx.now(),
  );
  if (!account) throw new HttpError(401, accountMessages.verificationFailed);
  return account;
}

/** The account the body's JWT or session proves, after checking that the body agrees with it. */
async function verifiedAccount(
  body: z.infer<typeof loginBody>,
  request: Request,
  ctx: AccountsContext,
): Promise<VerifiedAccount> {
  if (!isIndianMobile(body.phone)) throw new HttpError(400, accountMessages.invalidPhone);
  const account = await provenAccount(body, request, ctx);
  for (const claimed of [body.userId, body.updatedUser?.userId]) {
    if (claimed !== undefined && claimed !== account.id) throw new HttpError(403, accountMessages.userMismatch);
  }
  if (account.phone !== body.phone) throw new HttpError(403, accountMessages.phoneMismatch);
  return account;
}

/** The mode a sign-in brings from the browser worth keeping on the account: 'veg' or 'egg' (everything is the default). */
function chosenVegMode(mode: VegMode | undefined): VegMode | undefined {
  return mode && mode !== 'all' ? mode : undefined;
}

/** Starts the storefront session, ending one the request already carried (no session fixation). */
async function signedIn(
  request: Request,
  ctx: AccountsContext,
  user: SessionUser,
  status: number,
  account: VerifiedAccount,
): Promise<Response> {
  const previous = sessionToken(request, ctx.production);
  if (previous) await endSession(ctx.db, previous);
  const token = await startSession(ctx.db, user.userId, ctx.now(), {
    identitySessionId: account.sessionId,
    remoteSessionId: account.remoteSessionId,
  });
  return json(
    { user: userRecord(user) },
    { status, headers: { 'set-cookie': sessionCookie(request, ctx.production, token) } },
  );
}

/** POST /api/create_user: signs up the verified phone; 409 when it already has an account. */
export async function signUp(request: Request, ctx: AccountsContext): Promise<Response> {
  const body = await parseJsonBody(request, signupBody);
  const account = await verifiedAccount(body, request, ctx);
  const database = `db_${randomBytes(8).toString('hex')}`;
  const mode = chosenVegMode(body.vegMode);
  const inserted = await ctx.db.query<{ id: string }>(
    'INSERT INTO users (id, phone, name, email, database, created_at, veg_mode) VALUES ($1, $2, $3, $4, $5, $6::timestamptz, $7) ON CONFLICT DO NOTHING RETURNING id',
    [account.id, account.phone, body.name, body.email, database, ctx.now().toISOString(), mode ?? null],
  );
  if (inserted.rowCount === 0) throw new HttpError(409, accountMessages.accountExists);
  return signedIn(
    request,
    ctx,
    { userId: account.id, phone: account.phone, name: body.name, email: body.email, database, vegMode: mode },
    201,
    account,
  );
}

/** POST /api/login: logs in the verified phone's account; 404 when it has none. */
export async function logIn(request: Request, ctx: AccountsContext): Promise<Response> {
  const body = await parseJsonBody(request, loginBody);
  const account = await verifiedAccount(body, request, ctx);
  const row = (
    await ctx.db.query<{
      id: string;
      phone: string;
      name: string;
      email: string;
      database: string;
      veg_mode: string | null;
    }>('SELECT id, phone, name, email, database, veg_mode FROM users WHERE phone = $1', [account.phone])
  ).rows[0];
  if (!row) throw new HttpError(404, accountMessages.noAccount);
  // The phone's account was replaced at the identity provider: do not hand over the old data.
  if (row.id !== account.id) throw new HttpError(403, accountMessages.userMismatch);
  const user: SessionUser = {
    userId: row.id,
    phone: row.phone,
    name: row.name,
    email: row.email,
    database: row.database,
  };
  // The account's mode wins; an account that never had one keeps the browser's.
  user.vegMode = row.veg_mode === null ? chosenVegMode(body.vegMode) : vegModeOf(row.veg_mode);
  if (row.veg_mode === null && user.vegMode)
    await ctx.db.query('UPDATE users SET veg_mode = $2 WHERE id = $1 AND veg_mode IS NULL', [row.id, user.vegMode]);
  return signedIn(request, ctx, user, 200, account);
}

/**
 * POST /api/logout: ends the storefront session and the identity session it was opened with,
 * so a JWT minted before logout cannot sign in again.
 */
export async function logOut(request: Request, ctx: AccountsContext): Promise<Response> {
  const token = sessionToken(request, ctx.production);
  const ended = token ? await endSession(ctx.db, token) : null;
  if (ended?.identitySessionId) await ctx.verifier.endSession(ended.identitySessionId);
  return json({ success: true }, { headers: { 'set-cookie': clearedSessionCookie(request, ctx.production) } });
}

/** Body of POST /api/update_profile: a JWT of the diner's identity session, after the SDK saved the profile there. */
export const updateProfileBody = z.object({ updatedUser: z.object({ jwt: z.string().min(1).max(4096) }) });

/**
 * POST /api/update_profile: copies the name and email the identity account now has (read with
 * the JWT, never from the body) into the storefront account, so the nav and sign-in show them.
 */
export async function updateProfile(user: SessionUser, jwt: string, ctx: AccountsContext): Promise<Response> {
  const account = await ctx.verifier.verify(jwt, ctx.now());
  if (!account) throw new HttpError(401, accountMessages.verificationFailed);
  if (account.id !== user.userId) throw new HttpError(403, accountMessages.userMismatch);
  const name = account.name.trim();
  const email = account.email.trim();
  if (!name || !email) throw new HttpError(400, accountMessages.profileIncomplete);
  if (name.length > accountLimits.name)
    throw new HttpError(400, `name: must be at most ${accountLimits.name} characters`);
  if (email.length > accountLimits.email || !z.email().safeParse(email).success)
    throw new HttpError(400, 'email: must be a valid email address');
  await ctx.db.query('UPDATE users SET name = $2, email = $3 WHERE id = $1', [user.userId, name, email]);
  sessionsChanged(ctx.db, { userId: user.userId });
  return json({ user: userRecord({ ...user, name, email }) });
}

/** Body of POST /api/sync_sessions: a JWT of the diner's identity session, after the SDK ended other sessions. */
export const syncSessionsBody = z.object({ jwt: z.string().min(1).max(4096) });

/**
 * POST /api/sync_sessions: after the diner logged devices out through the SDK, ends the
 * storefront sessions opened with a real Appwrite session that is no longer live (read with the
 * JWT, never from the body). With the embedded service the session table has already done it.
 */
export async function syncSessions(user: SessionUser, jwt: string, ctx: AccountsContext): Promise<Response> {
  const account = await ctx.verifier.verify(jwt, ctx.now());
  if (!account) throw new HttpError(401, accountMessages.verificationFailed);
  if (account.id !== user.userId) throw new HttpError(403, accountMessages.userMismatch);
  const live = await ctx.verifier.liveSessionIds(jwt);
  if (live === null) return json({ ended: 0 });
  const ended = await ctx.db.query(
    'DELETE FROM user_sessions WHERE user_id = $1 AND remote_session_id IS NOT NULL AND NOT (remote_session_id = ANY($2::text[]))',
    [user.userId, live],
  );
  sessionsChanged(ctx.db, { userId: user.userId });
  return json({ ended: ended.rowCount ?? 0 });
}

/** Body of PATCH /api/me: the settings a diner changes on the account (the veg-only mode). */
export const accountSettingsBody = z.strictObject({ vegMode: vegModeParam });

/** PATCH /api/me: saves the veg-only mode on the account; answers `{ user }` with it. */
export async function saveAccountSettings(
  user: SessionUser,
  settings: z.infer<typeof accountSettingsBody>,
  ctx: AccountsContext,
): Promise<Response> {
  await ctx.db.query('UPDATE users SET veg_mode = $2 WHERE id = $1', [user.userId, settings.vegMode]);
  // This process's held sessions answer the new mode at once; others hear the users trigger.
  sessionsChanged(ctx.db, { userId: user.userId });
  return json({ user: userRecord({ ...user, vegMode: settings.vegMode }) });
}
