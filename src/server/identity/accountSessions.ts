/** The caller's sessions under /v1/account (the devices signed in): listing them and ending one or all. */
import { AppwriteError, appwriteJson } from './appwriteError.ts';
import { sessionModel } from './models.ts';
import { caller, logEntry, readParams, sessionCookieName, type IdentityContext } from './request.ts';
import { secureCookiesFor, serializeCookie } from './requestSecurity.ts';
import { endAllSessions, endSession, listSessions, writeLog } from './sessions.ts';
import { requestTexts } from '../i18n/requestTexts.ts';
import { identityMessages } from './messages/en.ts';

const texts = requestTexts(identityMessages);

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

const sessionNotFound = () => new AppwriteError(404, 'user_session_not_found', texts.sessionNotFound);

/** DELETE /v1/account/sessions/{id} (or `current`): ends one of the caller's sessions. */
export async function deleteSession(request: Request, ctx: IdentityContext, sessionId: string): Promise<Response> {
  await readParams(request);
  const auth = await caller(request, ctx, { allowJwt: true });
  const current = sessionId === 'current' || sessionId === auth.session.id;
  // The storefront sessions opened with it end in the same statement (a foreign key cascade).
  const ended = await endSession(ctx.db, auth.user.id, current ? auth.session.id : sessionId);
  if (!ended) throw sessionNotFound();
  await writeLog(ctx.db, logEntry(request, ctx, auth.user.id, 'session.delete'));
  return new Response(null, { status: 204, headers: current ? clearedCookies(request, ctx) : {} });
}

/** DELETE /v1/account/sessions: ends every session of the caller. */
export async function deleteSessions(request: Request, ctx: IdentityContext): Promise<Response> {
  await readParams(request);
  const auth = await caller(request, ctx, { allowJwt: true });
  await endAllSessions(ctx.db, auth.user.id);
  await writeLog(ctx.db, logEntry(request, ctx, auth.user.id, 'session.delete'));
  return new Response(null, { status: 204, headers: clearedCookies(request, ctx) });
}

/** GET /v1/account/sessions/{id} (or `current`): one of the caller's live sessions. */
export async function getSession(request: Request, ctx: IdentityContext, sessionId: string): Promise<Response> {
  const auth = await caller(request, ctx, { allowJwt: true });
  if (sessionId === 'current' || sessionId === auth.session.id)
    return appwriteJson(sessionModel(auth.session, auth.user, true));
  const session = (await listSessions(ctx.db, auth.user.id, ctx.now())).find((s) => s.id === sessionId);
  if (!session) throw sessionNotFound();
  return appwriteJson(sessionModel(session, auth.user, false));
}

/** GET /v1/account/sessions: the caller's live sessions, newest first. */
export async function getSessions(request: Request, ctx: IdentityContext): Promise<Response> {
  const auth = await caller(request, ctx, { allowJwt: true });
  const sessions = await listSessions(ctx.db, auth.user.id, ctx.now());
  return appwriteJson({
    total: sessions.length,
    sessions: sessions.map((s) => sessionModel(s, auth.user, s.id === auth.session.id)),
  });
}
