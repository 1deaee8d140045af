/** The caller's account under /v1/account: reading it, its name, email and preferences, and its security log. */
import { z } from 'astro/zod';
import { AppwriteError, appwriteJson, invalidParam, missingParam } from './appwriteError.ts';
import { deviceFields } from './devices.ts';
import { iso, userModel } from './models.ts';
import { caller, logEntry, readParams, requiredString, type IdentityContext } from './request.ts';
import { emailTaken, listLogs, updateUser, writeLog, type IdentityUser } from './sessions.ts';

/** GET /v1/account: the caller's account. */
export async function getAccount(request: Request, ctx: IdentityContext): Promise<Response> {
  const auth = await caller(request, ctx, { allowJwt: true });
  return appwriteJson(userModel(auth.user));
}

/** GET /v1/account/prefs: the caller's preferences. */
export async function getPrefs(request: Request, ctx: IdentityContext): Promise<Response> {
  return appwriteJson((await caller(request, ctx, { allowJwt: true })).user.prefs);
}

/** Appwrite's limit on names. */
const maxNameLength = 128;
const emailSchema = z.email().max(254);

/** PATCH /v1/account/name: renames the caller's account. */
export async function updateName(request: Request, ctx: IdentityContext): Promise<Response> {
  const params = await readParams(request);
  const auth = await caller(request, ctx, { allowJwt: true });
  const name = requiredString(params, 'name', maxNameLength).trim();
  if (!name) throw missingParam('name');
  // PostgreSQL text cannot hold NUL, and no name has control characters.
  if (/\p{Cc}/u.test(name))
    // text-check: not a diner's text (Appwrite's own words for a developer's request, which the storefront never sends)
    throw invalidParam('name', `Value must be a valid string and at most ${maxNameLength} chars`);
  const user = await updateUser(ctx.db, auth.user.id, { name }, ctx.now());
  await writeLog(ctx.db, logEntry(request, ctx, auth.user.id, 'user.update'));
  return appwriteJson(userModel(user));
}

/** PATCH /v1/account/email: the caller's email, unless another account has it (409). */
export async function updateEmail(request: Request, ctx: IdentityContext): Promise<Response> {
  const params = await readParams(request);
  const auth = await caller(request, ctx, { allowJwt: true });
  const email = requiredString(params, 'email', 254).trim();
  // text-check: not a diner's text (Appwrite's own words for a developer's request, which the storefront never sends)
  if (!emailSchema.safeParse(email).success) throw invalidParam('email', 'Value must be a valid email address');
  // Appwrite checks the password only of accounts that have one; accounts here sign in by
  // phone and have none, so a password, when sent, must be a string and is otherwise unused.
  if (params.password !== undefined && typeof params.password !== 'string')
    // text-check: not a diner's text (Appwrite's own words for a developer's request, which the storefront never sends)
    throw invalidParam('password', 'Value must be a valid string');
  if (await emailTaken(ctx.db, email, auth.user.id)) throw emailConflict();
  let user: IdentityUser;
  try {
    user = await updateUser(ctx.db, auth.user.id, { email }, ctx.now());
  } catch (error) {
    // Two accounts claiming one address at once: the unique index decides.
    if ((error as { code?: unknown }).code === '23505') throw emailConflict();
    throw error;
  }
  await writeLog(ctx.db, logEntry(request, ctx, auth.user.id, 'user.update'));
  return appwriteJson(userModel(user));
}

const emailConflict = () =>
  new AppwriteError(
    409,
    'user_email_already_exists',
    'A user with the same email already exists in the current project.',
  );

/** PATCH /v1/account/prefs: replaces the caller's preferences. */
export async function updatePrefs(request: Request, ctx: IdentityContext): Promise<Response> {
  const params = await readParams(request);
  const auth = await caller(request, ctx, { allowJwt: true });
  const prefs = params.prefs;
  if (prefs === undefined || prefs === null) throw missingParam('prefs');
  // text-check: not a diner's text (Appwrite's own words for a developer's request, which the storefront never sends)
  if (typeof prefs !== 'object' || Array.isArray(prefs)) throw invalidParam('prefs', 'Value must be a valid object.');
  // jsonb cannot hold the NUL character.
  // text-check: not a diner's text (Appwrite's own words for a developer's request, which the storefront never sends)
  if (JSON.stringify(prefs).includes('\\u0000')) throw invalidParam('prefs', 'Value must be a valid object.');
  const user = await updateUser(ctx.db, auth.user.id, { prefs: prefs as Record<string, unknown> }, ctx.now());
  await writeLog(ctx.db, logEntry(request, ctx, auth.user.id, 'user.update'));
  return appwriteJson(userModel(user));
}

/** Appwrite's default page size of a list, and the most it answers at once. */
const listLimits = { defaultLimit: 25, maxLimit: 5000 } as const;

/** The `limit` and `offset` of Appwrite's `queries[]` (JSON like `{"method":"limit","values":[25]}`); other queries are refused. */
function pageOf(url: URL): { limit: number; offset: number } {
  const page: { limit: number; offset: number } = { limit: listLimits.defaultLimit, offset: 0 };
  // The SDK sends them as queries[0], queries[1], ...; queries[] is also accepted.
  const texts = [...url.searchParams].filter(([key]) => /^queries\[\d*\]$/.test(key)).map(([, value]) => value);
  for (const text of texts) {
    let query: unknown;
    try {
      query = JSON.parse(text);
    } catch {
      // text-check: not a diner's text (Appwrite's own words for a developer's request, which the storefront never sends)
      throw invalidParam('queries', `Invalid query: Syntax error`);
    }
    const method = (query as { method?: unknown })?.method;
    const value = (query as { values?: unknown[] })?.values?.[0];
    if (method !== 'limit' && method !== 'offset')
      // text-check: not a diner's text (Appwrite's own words for a developer's request, which the storefront never sends)
      throw invalidParam('queries', `Invalid query method: ${String(method)}`);
    if (
      typeof value !== 'number' ||
      !Number.isInteger(value) ||
      value < 0 ||
      (method === 'limit' && (value < 1 || value > listLimits.maxLimit))
    ) {
      // text-check: not a diner's text (Appwrite's own words for a developer's request, which the storefront never sends)
      throw invalidParam('queries', `Invalid ${method} value`);
    }
    page[method] = value;
  }
  return page;
}

/** GET /v1/account/logs: a page of the caller's security log, newest first. */
export async function getLogs(request: Request, ctx: IdentityContext): Promise<Response> {
  const auth = await caller(request, ctx, { allowJwt: true });
  const url = new URL(request.url);
  const page = pageOf(url);
  const { total, logs } = await listLogs(ctx.db, auth.user.id, page);
  return appwriteJson({
    total: url.searchParams.get('total') === 'false' ? 0 : total,
    logs: logs.map((log) => ({
      event: log.event,
      userId: auth.user.id,
      userEmail: auth.user.email,
      userName: auth.user.name,
      mode: 'default',
      userType: 'user',
      ip: log.ip,
      time: iso(log.created_at),
      ...deviceFields(log.user_agent),
      countryCode: '--',
      countryName: 'Unknown',
    })),
  });
}
