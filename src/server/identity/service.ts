/**
 * The embedded identity service: the part of Appwrite's account API that the `appwrite` web
 * SDK's phone sign-in and profile use (SDK 27: Account.createPhoneToken, createSession, get,
 * createJWT, updateName, updateEmail, updatePrefs, listSessions, getSession, deleteSession,
 * deleteSessions, listLogs), plus the spec's older `sessions/phone` paths. A plain function from Request
 * to Response, so the Astro route and the tests' HTTP server run the very same code.
 */
import type { Db } from '../db/db.ts';
import { BodyTooLargeError, readBodyText } from '../http.ts';
import { isIndianMobile, accountMessages } from '#src/lib/accountTypes.ts';
import {
  AppwriteError,
  appwriteHandler,
  appwriteJson,
  invalidParam,
  missingParam,
  notSupported,
  routeNotFound,
  unauthorized,
} from './appwriteError.ts';
import type { IdentityKeys } from './keys.ts';
import { checkCode, issueCode, type CodeRefusal } from './otp.ts';
import { serializeCookie, secureCookiesFor } from './requestSecurity.ts';
import { z } from 'astro/zod';
import { deviceFields } from './devices.ts';
import {
  emailTaken,
  endAllSessions,
  endSession,
  identitySessionCookieName,
  identitySessionValue,
  jwtRules,
  listLogs,
  listSessions,
  mintJwt,
  openSession,
  sessionFromCookieValue,
  sessionFromJwt,
  sessionLifetimeMs,
  updateUser,
  writeLog,
  type Authenticated,
  type IdentitySession,
  type IdentityUser,
} from './sessions.ts';
import type { SmsSender } from './sms.ts';

/** Everything one request needs: the process's services plus the caller's IP and the clock. */
export interface IdentityContext {
  db: Db;
  keys: IdentityKeys;
  sms: SmsSender;
  projectId: string;
  /** The caller's IP address (from the socket and trusted proxies, see clientAddress.ts), the key of the per-IP limit. */
  ip: string;
  /** The clock; tests move it to expire codes. */
  now: () => Date;
  production: boolean;
}

/** Largest request body read; the SDK's bodies are a few dozen bytes. */
const maxBodyBytes = 16 * 1024;
/** Appwrite's id rule: up to 36 of a-z, A-Z, 0-9, period, hyphen, underscore; not starting with a special char. */
const uidPattern = /^[a-zA-Z0-9][a-zA-Z0-9._-]{0,35}$/;

type Params = Record<string, unknown>;

async function readParams(request: Request): Promise<Params> {
  if (request.method === 'GET' || request.method === 'HEAD') return {};
  let text: string;
  try {
    text = await readBodyText(request, maxBodyBytes);
  } catch (error) {
    if (error instanceof BodyTooLargeError)
      throw new AppwriteError(413, 'general_argument_invalid', `Request body must be at most ${maxBodyBytes} bytes`);
    throw new AppwriteError(400, 'general_argument_invalid', 'Request body could not be read');
  }
  if (text.trim() === '') return {};
  const type = request.headers.get('content-type') ?? '';
  if (!type.toLowerCase().startsWith('application/json'))
    throw new AppwriteError(
      415,
      'general_argument_invalid',
      'Request body must be JSON (content-type: application/json)',
    );
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new AppwriteError(400, 'general_argument_invalid', 'Request body must be valid JSON');
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
    throw new AppwriteError(400, 'general_argument_invalid', 'Request body must be a JSON object');
  return parsed as Params;
}

function requiredString(params: Params, name: string, maxLength: number): string {
  const value = params[name];
  if (value === undefined || value === null || value === '') throw missingParam(name);
  if (typeof value !== 'string') throw invalidParam(name, 'Value must be a valid string');
  if (value.length > maxLength) throw invalidParam(name, `Value must be a valid string and at most ${maxLength} chars`);
  return value;
}

const iso = (date: Date | string | null): string => (date ? new Date(date).toISOString() : '');

/** Appwrite's User model for `user`. */
export function userModel(user: IdentityUser) {
  return {
    $id: user.id,
    $createdAt: iso(user.created_at),
    $updatedAt: iso(user.updated_at),
    name: user.name,
    registration: iso(user.created_at),
    status: true,
    labels: [] as string[],
    passwordUpdate: '',
    email: user.email,
    phone: user.phone,
    emailVerification: false,
    phoneVerification: user.phone_verified,
    mfa: false,
    prefs: user.prefs,
    targets: [] as unknown[],
    accessedAt: iso(user.accessed_at),
  };
}

function sessionModel(session: IdentitySession, user: IdentityUser, current: boolean) {
  return {
    $id: session.id,
    $createdAt: iso(session.created_at),
    $updatedAt: iso(session.created_at),
    userId: user.id,
    expire: iso(session.expires_at),
    provider: 'phone',
    providerUid: user.phone,
    providerAccessToken: '',
    providerAccessTokenExpiry: '',
    providerRefreshToken: '',
    ip: session.ip,
    ...deviceFields(session.user_agent),
    countryCode: '--',
    countryName: 'Unknown',
    current,
    factors: ['phone'],
    // Appwrite returns secrets only to server keys; the client has the httpOnly cookie.
    secret: '',
    mfaUpdatedAt: '',
  };
}

function sessionCookieName(ctx: IdentityContext): string {
  return identitySessionCookieName(ctx.projectId);
}

/** The session named by the cookie, or by X-Fallback-Cookies (where the SDK keeps it without cookies). */
async function cookieSession(request: Request, ctx: IdentityContext): Promise<Authenticated | null> {
  return sessionFromCookieValue(ctx.db, identitySessionValue(request, ctx.projectId), ctx.now());
}

/** The signed-in caller: by X-Appwrite-JWT when given (an invalid one is refused), else by session. */
async function caller(request: Request, ctx: IdentityContext, options: { allowJwt: boolean }): Promise<Authenticated> {
  const jwt = request.headers.get('x-appwrite-jwt');
  if (jwt && options.allowJwt) {
    const auth = await sessionFromJwt(ctx.db, ctx.keys, jwt, ctx.now());
    if (!auth)
      throw new AppwriteError(
        401,
        'user_jwt_invalid',
        'The JWT token is invalid or has expired. Please sign in again.',
      );
    return auth;
  }
  const auth = await cookieSession(request, ctx);
  if (!auth) throw unauthorized();
  return auth;
}

async function createPhoneToken(request: Request, ctx: IdentityContext): Promise<Response> {
  const params = await readParams(request);
  const userId = requiredString(params, 'userId', 36);
  const phone = requiredString(params, 'phone', 16);
  if (userId !== 'unique()' && !uidPattern.test(userId)) {
    throw invalidParam(
      'userId',
      "Parameter must contain at most 36 chars. Valid chars are a-z, A-Z, 0-9, period, hyphen, and underscore. Can't start with a special char",
    );
  }
  if (!isIndianMobile(phone)) throw invalidParam('phone', accountMessages.invalidPhone);
  const now = ctx.now();
  const issued = await issueCode(ctx.db, ctx.keys, {
    phone,
    requestedUserId: userId === 'unique()' ? null : userId,
    ip: ctx.ip,
    now,
  });
  try {
    await ctx.sms.send(phone, issued.code);
  } catch (error) {
    // The provider's error may quote the message text, which holds the code: log its kind only.
    console.error(`[identity] SMS delivery failed: ${error instanceof Error ? error.name : 'unknown error'}`);
    throw new AppwriteError(503, 'general_service_unavailable', 'The OTP could not be sent. Please try again.');
  }
  return appwriteJson(
    {
      $id: issued.tokenId,
      $createdAt: iso(issued.createdAt),
      userId: issued.userId,
      secret: '',
      expire: iso(issued.expiresAt),
      phrase: '',
    },
    201,
  );
}

const refusalMessages: Record<CodeRefusal, string> = {
  none: 'Invalid OTP. Please request a new one.',
  used: 'This OTP has already been used or replaced by a newer one. Please use the latest OTP.',
  expired: 'This OTP has expired. Please request a new one.',
  locked: 'Too many wrong attempts for this OTP. Please request a new one.',
  wrong: 'Invalid OTP. Please check the code and try again.',
  daily: 'Too many wrong OTPs for this phone number today. Please try again tomorrow.',
};

async function createSession(request: Request, ctx: IdentityContext): Promise<Response> {
  const params = await readParams(request);
  const userId = requiredString(params, 'userId', 36);
  const secret = requiredString(params, 'secret', 256);
  const now = ctx.now();
  const check = uidPattern.test(userId)
    ? await checkCode(ctx.db, ctx.keys, { userId, secret, now })
    : ({ ok: false, reason: 'none' } as const);
  if (!check.ok && check.reason === 'daily')
    throw new AppwriteError(429, 'general_rate_limit_exceeded', refusalMessages.daily);
  if (!check.ok) throw new AppwriteError(401, 'user_invalid_token', refusalMessages[check.reason]);
  const userAgent = request.headers.get('user-agent') ?? '';
  const opened = await openSession(ctx.db, { userId: check.userId, ip: ctx.ip, userAgent, now });
  await writeLog(ctx.db, { userId: check.userId, event: 'session.create', ip: ctx.ip, userAgent, now });
  const headers = new Headers();
  // Path=/ so the cookie also reaches /api: sign-up and login accept the session object the
  // client got here when the caller holds this session's own cookie (src/server/accounts/verify.ts).
  headers.append(
    'set-cookie',
    serializeCookie(sessionCookieName(ctx), opened.cookieValue, {
      maxAge: Math.floor(sessionLifetimeMs / 1000),
      path: '/',
      secure: secureCookiesFor(request, ctx.production),
      sameSite: 'Lax',
    }),
  );
  // Like Appwrite, the session is also handed over in X-Fallback-Cookies (which the SDK keeps in
  // localStorage) only where a cookie cannot work: clients that are not browsers, which send no
  // Origin. A browser on this origin always sends Origin here and uses the httpOnly cookie, so
  // the secret never lands where page scripts can read it.
  if (!request.headers.has('origin'))
    headers.set('x-fallback-cookies', JSON.stringify({ [sessionCookieName(ctx)]: opened.cookieValue }));
  return appwriteJson(sessionModel(opened.session, opened.user, true), 201, headers);
}

async function getAccount(request: Request, ctx: IdentityContext): Promise<Response> {
  const auth = await caller(request, ctx, { allowJwt: true });
  return appwriteJson(userModel(auth.user));
}

async function createJwt(request: Request, ctx: IdentityContext): Promise<Response> {
  const params = await readParams(request);
  // Minting needs the session itself: a JWT cannot renew itself.
  const auth = await caller(request, ctx, { allowJwt: false });
  let seconds: number = jwtRules.defaultSeconds;
  if (params.duration !== undefined) {
    const duration = params.duration;
    if (typeof duration !== 'number' || !Number.isInteger(duration) || duration < 0 || duration > jwtRules.maxSeconds) {
      throw invalidParam('duration', `Value must be a valid range between 0 and ${jwtRules.maxSeconds}`);
    }
    seconds = duration;
  }
  return appwriteJson({ jwt: mintJwt(ctx.keys, auth, ctx.now(), seconds) }, 201);
}

/** The Set-Cookie headers that delete the session cookie (also its old Path=/v1 copy). */
function clearedCookies(request: Request, ctx: IdentityContext): Headers {
  const headers = new Headers();
  const secure = secureCookiesFor(request, ctx.production);
  headers.append(
    'set-cookie',
    serializeCookie(sessionCookieName(ctx), '', { maxAge: 0, path: '/', secure, sameSite: 'Lax' }),
  );
  // Sessions opened before the cookie moved to Path=/ were set under /v1.
  headers.append(
    'set-cookie',
    serializeCookie(sessionCookieName(ctx), '', { maxAge: 0, path: '/v1', secure, sameSite: 'Lax' }),
  );
  return headers;
}

const sessionNotFound = () =>
  new AppwriteError(404, 'user_session_not_found', 'The current user session could not be found.');

function logEntry(request: Request, ctx: IdentityContext, userId: string, event: string) {
  return { userId, event, ip: ctx.ip, userAgent: request.headers.get('user-agent') ?? '', now: ctx.now() };
}

async function deleteSession(request: Request, ctx: IdentityContext, sessionId: string): Promise<Response> {
  await readParams(request);
  const auth = await caller(request, ctx, { allowJwt: true });
  const current = sessionId === 'current' || sessionId === auth.session.id;
  // The storefront sessions opened with it end in the same statement (a foreign key cascade).
  const ended = await endSession(ctx.db, auth.user.id, current ? auth.session.id : sessionId);
  if (!ended) throw sessionNotFound();
  await writeLog(ctx.db, logEntry(request, ctx, auth.user.id, 'session.delete'));
  return new Response(null, { status: 204, headers: current ? clearedCookies(request, ctx) : {} });
}

async function deleteSessions(request: Request, ctx: IdentityContext): Promise<Response> {
  await readParams(request);
  const auth = await caller(request, ctx, { allowJwt: true });
  await endAllSessions(ctx.db, auth.user.id);
  await writeLog(ctx.db, logEntry(request, ctx, auth.user.id, 'session.delete'));
  return new Response(null, { status: 204, headers: clearedCookies(request, ctx) });
}

async function getSession(request: Request, ctx: IdentityContext, sessionId: string): Promise<Response> {
  const auth = await caller(request, ctx, { allowJwt: true });
  if (sessionId === 'current' || sessionId === auth.session.id)
    return appwriteJson(sessionModel(auth.session, auth.user, true));
  const session = (await listSessions(ctx.db, auth.user.id, ctx.now())).find((s) => s.id === sessionId);
  if (!session) throw sessionNotFound();
  return appwriteJson(sessionModel(session, auth.user, false));
}

async function getSessions(request: Request, ctx: IdentityContext): Promise<Response> {
  const auth = await caller(request, ctx, { allowJwt: true });
  const sessions = await listSessions(ctx.db, auth.user.id, ctx.now());
  return appwriteJson({
    total: sessions.length,
    sessions: sessions.map((s) => sessionModel(s, auth.user, s.id === auth.session.id)),
  });
}

/** Appwrite's limit on names. */
const maxNameLength = 128;
const emailSchema = z.email().max(254);

async function updateName(request: Request, ctx: IdentityContext): Promise<Response> {
  const params = await readParams(request);
  const auth = await caller(request, ctx, { allowJwt: true });
  const name = requiredString(params, 'name', maxNameLength).trim();
  if (!name) throw missingParam('name');
  // PostgreSQL text cannot hold NUL, and no name has control characters.
  if (/\p{Cc}/u.test(name))
    throw invalidParam('name', `Value must be a valid string and at most ${maxNameLength} chars`);
  const user = await updateUser(ctx.db, auth.user.id, { name }, ctx.now());
  await writeLog(ctx.db, logEntry(request, ctx, auth.user.id, 'user.update'));
  return appwriteJson(userModel(user));
}

async function updateEmail(request: Request, ctx: IdentityContext): Promise<Response> {
  const params = await readParams(request);
  const auth = await caller(request, ctx, { allowJwt: true });
  const email = requiredString(params, 'email', 254).trim();
  if (!emailSchema.safeParse(email).success) throw invalidParam('email', 'Value must be a valid email address');
  // Appwrite checks the password only of accounts that have one; accounts here sign in by
  // phone and have none, so a password, when sent, must be a string and is otherwise unused.
  if (params.password !== undefined && typeof params.password !== 'string')
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

async function updatePrefs(request: Request, ctx: IdentityContext): Promise<Response> {
  const params = await readParams(request);
  const auth = await caller(request, ctx, { allowJwt: true });
  const prefs = params.prefs;
  if (prefs === undefined || prefs === null) throw missingParam('prefs');
  if (typeof prefs !== 'object' || Array.isArray(prefs)) throw invalidParam('prefs', 'Value must be a valid object.');
  // jsonb cannot hold the NUL character.
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
      throw invalidParam('queries', `Invalid query: Syntax error`);
    }
    const method = (query as { method?: unknown })?.method;
    const value = (query as { values?: unknown[] })?.values?.[0];
    if (method !== 'limit' && method !== 'offset')
      throw invalidParam('queries', `Invalid query method: ${String(method)}`);
    if (
      typeof value !== 'number' ||
      !Number.isInteger(value) ||
      value < 0 ||
      (method === 'limit' && (value < 1 || value > listLimits.maxLimit))
    ) {
      throw invalidParam('queries', `Invalid ${method} value`);
    }
    page[method] = value;
  }
  return page;
}

async function getLogs(request: Request, ctx: IdentityContext): Promise<Response> {
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

/** Answers one request under /v1/account with Appwrite's status codes, headers and bodies. */
export function handleIdentityRequest(request: Request, ctx: IdentityContext): Promise<Response> {
  const url = new URL(request.url);
  const method = request.method.toUpperCase();
  const path = url.pathname.replace(/^\/v1(?=\/|$)/, '');
  return appwriteHandler(`${method} /v1${path}`, async () => {
    if (path !== '/account' && !path.startsWith('/account/')) throw routeNotFound();
    if (request.headers.get('x-appwrite-project') !== ctx.projectId) {
      throw new AppwriteError(
        404,
        'project_not_found',
        'Project with the requested ID could not be found. Please check the value of the X-Appwrite-Project header to ensure the correct project ID is being used.',
      );
    }
    switch (`${method} ${path}`) {
      case 'POST /account/tokens/phone':
      case 'POST /account/sessions/phone':
        return createPhoneToken(request, ctx);
      case 'POST /account/sessions/token':
      case 'PUT /account/sessions/phone':
        return createSession(request, ctx);
      case 'GET /account':
        return getAccount(request, ctx);
      case 'POST /account/jwts':
      case 'POST /account/jwt':
        return createJwt(request, ctx);
      case 'PATCH /account/name':
        return updateName(request, ctx);
      case 'PATCH /account/email':
        return updateEmail(request, ctx);
      case 'PATCH /account/prefs':
        return updatePrefs(request, ctx);
      case 'GET /account/prefs':
        return appwriteJson((await caller(request, ctx, { allowJwt: true })).user.prefs);
      case 'GET /account/sessions':
        return getSessions(request, ctx);
      case 'DELETE /account/sessions':
        return deleteSessions(request, ctx);
      case 'GET /account/logs':
        return getLogs(request, ctx);
    }
    const sessionPath = /^\/account\/sessions\/([^/]+)$/.exec(path);
    if (
      (method === 'DELETE' || method === 'GET') &&
      sessionPath?.[1] &&
      !['phone', 'token', 'email', 'anonymous', 'magic-url', 'oauth2'].includes(sessionPath[1])
    ) {
      let sessionId: string;
      try {
        sessionId = decodeURIComponent(sessionPath[1]);
      } catch {
        throw invalidParam('sessionId', 'Value must be a valid string');
      }
      return method === 'DELETE' ? deleteSession(request, ctx, sessionId) : getSession(request, ctx, sessionId);
    }
    throw notSupported();
  });
}
