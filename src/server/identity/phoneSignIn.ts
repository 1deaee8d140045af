/** Phone sign-in under /v1/account: a code sent by SMS, the session it opens, and JWTs minted from that session. */
import { accountMessages, isIndianMobile } from '#src/lib/accountTypes.ts';
import { AppwriteError, appwriteJson, invalidParam } from './appwriteError.ts';
import { iso, sessionModel } from './models.ts';
import { checkCode, issueCode, type CodeRefusal } from './otp.ts';
import { caller, readParams, requiredString, sessionCookieName, uidPattern, type IdentityContext } from './request.ts';
import { secureCookiesFor, serializeCookie } from './requestSecurity.ts';
import { jwtRules, mintJwt, openSession, sessionLifetimeMs, writeLog } from './sessions.ts';
import { requestTexts } from '../i18n/requestTexts.ts';
import { identityMessages } from './messages/en.ts';

const texts = requestTexts(identityMessages);

/** POST /v1/account/tokens/phone: sends a code to the phone and answers the token that carries it. */
export async function createPhoneToken(request: Request, ctx: IdentityContext): Promise<Response> {
  const params = await readParams(request);
  const userId = requiredString(params, 'userId', 36);
  const phone = requiredString(params, 'phone', 16);
  if (userId !== 'unique()' && !uidPattern.test(userId)) {
    throw invalidParam(
      'userId',
      // text-check: not a diner's text (Appwrite's own words for a developer's bad parameter)
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
    maxPerIp: ctx.maxCodesPerIp,
  });
  try {
    await ctx.sms.send(phone, issued.code);
  } catch (error) {
    // The provider's error may quote the message text, which holds the code: log its kind only.
    console.error(`[identity] SMS delivery failed: ${error instanceof Error ? error.name : 'unknown error'}`);
    throw new AppwriteError(503, 'general_service_unavailable', texts.otpNotSent);
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

// Read when refused, so each is in the request's language.
const refusalMessages: Record<CodeRefusal, string> = {
  get none() {
    return texts.codeNone;
  },
  get used() {
    return texts.codeUsed;
  },
  get expired() {
    return texts.codeExpired;
  },
  get locked() {
    return texts.codeLocked;
  },
  get wrong() {
    return texts.codeWrong;
  },
  get daily() {
    return texts.codeDaily;
  },
};

/** POST /v1/account/sessions/token: opens a session for the right code, with its cookie. */
export async function createSession(request: Request, ctx: IdentityContext): Promise<Response> {
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

/** POST /v1/account/jwts: a JWT of the caller's session (never minted from a JWT). */
export async function createJwt(request: Request, ctx: IdentityContext): Promise<Response> {
  const params = await readParams(request);
  // Minting needs the session itself: a JWT cannot renew itself.
  const auth = await caller(request, ctx, { allowJwt: false });
  let seconds: number = jwtRules.defaultSeconds;
  if (params.duration !== undefined) {
    const duration = params.duration;
    if (typeof duration !== 'number' || !Number.isInteger(duration) || duration < 0 || duration > jwtRules.maxSeconds) {
      // text-check: not a diner's text (Appwrite's own words for a developer's request, which the storefront never sends)
      throw invalidParam('duration', `Value must be a valid range between 0 and ${jwtRules.maxSeconds}`);
    }
    seconds = duration;
  }
  return appwriteJson({ jwt: mintJwt(ctx.keys, auth, ctx.now(), seconds) }, 201);
}
