/**
 * One request to the embedded identity service: what it shares with the process (the context),
 * its JSON parameters read as Appwrite reads them, and who is calling (by session or JWT).
 */
import type { Db } from '../db/db.ts';
import { BodyTooLargeError, readBodyText } from '../http/http.ts';
import { AppwriteError, invalidParam, missingParam, unauthorized } from './appwriteError.ts';
import type { IdentityKeys } from './keys.ts';
import {
  identitySessionCookieName,
  identitySessionValue,
  sessionFromCookieValue,
  sessionFromJwt,
  type Authenticated,
} from './sessions.ts';
import type { SmsSender } from './sms.ts';
import { requestTexts } from '../i18n/requestTexts.ts';
import { identityMessages } from './messages/en.ts';

const texts = requestTexts(identityMessages);

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
  /** Code requests allowed per IP address and hour (`maxRequestsPerIp` in otp.ts). */
  maxCodesPerIp: number;
}

/** Largest request body read; the SDK's bodies are a few dozen bytes. */
export const maxBodyBytes = 16 * 1024;
/** Appwrite's id rule: up to 36 of a-z, A-Z, 0-9, period, hyphen, underscore; not starting with a special char. */
export const uidPattern = /^[a-zA-Z0-9][a-zA-Z0-9._-]{0,35}$/;

/** A request's JSON body, as parameters by name. */
export type Params = Record<string, unknown>;

/** The JSON object a request carries (none for GET and HEAD); Appwrite's 400, 413 or 415 for anything else. */
export async function readParams(request: Request): Promise<Params> {
  if (request.method === 'GET' || request.method === 'HEAD') return {};
  let text: string;
  try {
    text = await readBodyText(request, maxBodyBytes);
  } catch (error) {
    if (error instanceof BodyTooLargeError)
      // text-check: not a diner's text (Appwrite's own words for a developer's request, which the storefront never sends)
      throw new AppwriteError(413, 'general_argument_invalid', `Request body must be at most ${maxBodyBytes} bytes`);
    // text-check: not a diner's text (Appwrite's own words for a developer's request, which the storefront never sends)
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
    // text-check: not a diner's text (Appwrite's own words for a developer's request, which the storefront never sends)
    throw new AppwriteError(400, 'general_argument_invalid', 'Request body must be valid JSON');
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
    // text-check: not a diner's text (Appwrite's own words for a developer's request, which the storefront never sends)
    throw new AppwriteError(400, 'general_argument_invalid', 'Request body must be a JSON object');
  return parsed as Params;
}

/** The string parameter `name`, at most `maxLength` long; Appwrite's 400 when it is missing or is not one. */
export function requiredString(params: Params, name: string, maxLength: number): string {
  const value = params[name];
  if (value === undefined || value === null || value === '') throw missingParam(name);
  // text-check: not a diner's text (Appwrite's own words for a developer's request, which the storefront never sends)
  if (typeof value !== 'string') throw invalidParam(name, 'Value must be a valid string');
  // text-check: not a diner's text (Appwrite's own words for a developer's request, which the storefront never sends)
  if (value.length > maxLength) throw invalidParam(name, `Value must be a valid string and at most ${maxLength} chars`);
  return value;
}

/** The name of the identity session cookie of the request's project. */
export function sessionCookieName(ctx: IdentityContext): string {
  return identitySessionCookieName(ctx.projectId);
}

/** The session named by the cookie, or by X-Fallback-Cookies (where the SDK keeps it without cookies). */
async function cookieSession(request: Request, ctx: IdentityContext): Promise<Authenticated | null> {
  return sessionFromCookieValue(ctx.db, identitySessionValue(request, ctx.projectId), ctx.now());
}

/** The signed-in caller: by X-Appwrite-JWT when given (an invalid one is refused), else by session. */
export async function caller(
  request: Request,
  ctx: IdentityContext,
  options: { allowJwt: boolean },
): Promise<Authenticated> {
  const jwt = request.headers.get('x-appwrite-jwt');
  if (jwt && options.allowJwt) {
    const auth = await sessionFromJwt(ctx.db, ctx.keys, jwt, ctx.now());
    if (!auth) throw new AppwriteError(401, 'user_jwt_invalid', texts.jwtInvalid);
    return auth;
  }
  const auth = await cookieSession(request, ctx);
  if (!auth) throw unauthorized();
  return auth;
}

/** The security log's entry of `event` for this request. */
export function logEntry(request: Request, ctx: IdentityContext, userId: string, event: string) {
  return { userId, event, ip: ctx.ip, userAgent: request.headers.get('user-agent') ?? '', now: ctx.now() };
}
