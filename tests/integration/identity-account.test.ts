/**
 * The account calls of the embedded identity service behind the profile page, driven by the real
 * `appwrite` SDK: GET /account, PATCH /account/name, /email, /prefs, GET /account/sessions,
 * DELETE /account/sessions/{id} (and 'current'), DELETE /account/sessions, GET /account/logs,
 * with Appwrite's shapes, status codes and error bodies; and ending a session ends the
 * storefront session opened with it, whichever server process ends it.
 */
import { describe, expect, it } from 'vitest';
import { AppwriteException, Query } from 'appwrite';
import { updateProfile } from '#src/server/accounts/accounts.ts';
import { findSessionUser } from '#src/server/accounts/session.ts';
import { errorResponse } from '#src/server/http/endpoint.ts';
import { createStack, Device, nextPhone, serve, signIn, withIdentityStack } from './identityHarness.ts';

const fixture = withIdentityStack();

const phoneUserAgent =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const desktopUserAgent = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';

/** The AppwriteException a failing SDK call throws. */
async function failure(call: Promise<unknown>): Promise<AppwriteException> {
  try {
    await call;
  } catch (error) {
    if (error instanceof AppwriteException) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}

/** A device whose requests carry `userAgent`, signed in as `phone`. */
async function signedIn(
  phone: string,
  userAgent = desktopUserAgent,
  origin = fixture.server.origin,
): Promise<{ device: Device; userId: string; sessionId: string }> {
  const device = new Device(origin);
  device.client.headers['user-agent'] = userAgent;
  const { userId, sessionId } = await signIn(fixture.stack, device, phone);
  return { device, userId, sessionId };
}

/** A raw request, for the error body the SDK hides. */
async function raw(
  path: string,
  device: Device,
  init: RequestInit = {},
): Promise<{ status: number; body: Record<string, unknown> }> {
  const fallback = device.storage.getItem('cookieFallback') ?? '{}';
  const headers = new Headers(init.headers);
  headers.set('x-appwrite-project', 'thalify');
  headers.set('x-fallback-cookies', fallback);
  const response = await fetch(`${fixture.server.origin}/v1${path}`, { ...init, headers });
  return { status: response.status, body: (await response.json().catch(() => ({}))) as Record<string, unknown> };
}

describe('name, email and prefs', () => {
  it('updates the name and answers the User model', async () => {
    const { device, userId } = await signedIn(nextPhone());
    const user = await device.run((a) => a.updateName({ name: '  Asha Rao  ' }));
    expect(user).toMatchObject({ $id: userId, name: 'Asha Rao' });
    expect((await device.run((a) => a.get())).name).toBe('Asha Rao');
  });

  it("refuses an empty name with 'Missing required parameter' and a name over 128 characters, changing nothing", async () => {
    const { device } = await signedIn(nextPhone());
    await device.run((a) => a.updateName({ name: 'Before' }));
    const empty = await raw('/account/name', device, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: '' }),
    });
    expect(empty).toEqual({
      status: 400,
      body: {
        message: 'Missing required parameter: "name"',
        code: 400,
        type: 'general_argument_invalid',
        version: expect.any(String),
      },
    });
    const spaces = await failure(device.run((a) => a.updateName({ name: '   ' })));
    expect(spaces).toMatchObject({ code: 400, message: 'Missing required parameter: "name"' });
    const long = await failure(device.run((a) => a.updateName({ name: 'a'.repeat(500) })));
    expect(long).toMatchObject({
      code: 400,
      type: 'general_argument_invalid',
      message: 'Invalid `name` param: Value must be a valid string and at most 128 chars',
    });
    const control = await failure(device.run((a) => a.updateName({ name: 'Asha\u0000Rao' })));
    expect(control).toMatchObject({ code: 400, type: 'general_argument_invalid' });
    expect((await device.run((a) => a.get())).name).toBe('Before');
  });

  it('updates the email of a phone account without a password (it has none)', async () => {
    const { device } = await signedIn(nextPhone());
    const email = `diner${Date.now()}@example.in`;
    const user = await device.run((a) => a.updateEmail({ email, password: '' }));
    expect(user).toMatchObject({ email, emailVerification: false });
  });

  it('refuses an invalid email, a missing one, and one another account uses (409), changing nothing', async () => {
    const { device } = await signedIn(nextPhone());
    const other = await signedIn(nextPhone());
    const taken = `taken${Date.now()}@example.in`;
    await other.device.run((a) => a.updateEmail({ email: taken, password: '' }));

    const invalid = await failure(device.run((a) => a.updateEmail({ email: 'not-an-email', password: '' })));
    expect(invalid).toMatchObject({
      code: 400,
      type: 'general_argument_invalid',
      message: 'Invalid `email` param: Value must be a valid email address',
    });
    const missing = await raw('/account/email', device, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ password: '' }),
    });
    expect(missing.body).toMatchObject({ code: 400, message: 'Missing required parameter: "email"' });
    const conflict = await failure(device.run((a) => a.updateEmail({ email: taken.toUpperCase(), password: '' })));
    expect(conflict).toMatchObject({ code: 409, type: 'user_email_already_exists' });
    expect((await device.run((a) => a.get())).email).toBe('');
  });

  it('keeps prefs, refuses prefs that are not an object', async () => {
    const { device } = await signedIn(nextPhone());
    const user = await device.run((a) => a.updatePrefs({ prefs: { veg: true, language: 'en' } }));
    expect(user.prefs).toEqual({ veg: true, language: 'en' });
    expect(await device.run((a) => a.getPrefs())).toEqual({ veg: true, language: 'en' });
    const list = await raw('/account/prefs', device, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ prefs: [1, 2] }),
    });
    expect(list).toMatchObject({
      status: 400,
      body: { message: 'Invalid `prefs` param: Value must be a valid object.' },
    });
    const nul = await raw('/account/prefs', device, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ prefs: { note: 'a\u0000b' } }),
    });
    expect(nul).toMatchObject({ status: 400, body: { type: 'general_argument_invalid' } });
    const missing = await raw('/account/prefs', device, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(missing.body).toMatchObject({ code: 400, message: 'Missing required parameter: "prefs"' });
  });

  it('answers 401 to a visitor without a session', async () => {
    const visitor = new Device(fixture.server.origin);
    expect(await failure(visitor.run((a) => a.updateName({ name: 'X' })))).toMatchObject({
      code: 401,
      type: 'general_unauthorized_scope',
    });
    expect(await failure(visitor.run((a) => a.listSessions()))).toMatchObject({ code: 401 });
    expect(await failure(visitor.run((a) => a.listLogs()))).toMatchObject({ code: 401 });
  });
});

describe('sessions', () => {
  it('lists the devices signed in, newest first, with the current one marked and the device read from its User-Agent', async () => {
    const phone = nextPhone();
    const laptop = await signedIn(phone, desktopUserAgent);
    fixture.stack.knobs.now = new Date(fixture.stack.knobs.now.getTime() + 60_000);
    const mobile = await signedIn(phone, phoneUserAgent);
    const list = await mobile.device.run((a) => a.listSessions());
    expect(list.total).toBe(2);
    expect(list.sessions.map((s) => [s.$id, s.current])).toEqual([
      [mobile.sessionId, true],
      [laptop.sessionId, false],
    ]);
    expect(list.sessions[0]).toMatchObject({
      clientName: 'Chrome',
      osName: 'Android',
      deviceName: 'mobile',
      provider: 'phone',
      providerUid: phone,
      secret: '',
    });
    expect(list.sessions[1]).toMatchObject({ clientName: 'Firefox', osName: 'Windows', deviceName: 'desktop' });
    expect(await mobile.device.run((a) => a.getSession({ sessionId: laptop.sessionId }))).toMatchObject({
      $id: laptop.sessionId,
      current: false,
    });
  });

  it('logs another device out; that device is signed out at once', async () => {
    const phone = nextPhone();
    const laptop = await signedIn(phone);
    const mobile = await signedIn(phone, phoneUserAgent);
    await mobile.device.run((a) => a.deleteSession({ sessionId: laptop.sessionId }));
    expect(await failure(laptop.device.run((a) => a.get()))).toMatchObject({ code: 401 });
    expect((await mobile.device.run((a) => a.get())).phone).toBe(phone);
    expect((await mobile.device.run((a) => a.listSessions())).sessions.map((s) => s.$id)).toEqual([mobile.sessionId]);
  });

  it("answers 404 for another diner's session id and ends nothing", async () => {
    const mine = await signedIn(nextPhone());
    const theirs = await signedIn(nextPhone());
    const refused = await failure(mine.device.run((a) => a.deleteSession({ sessionId: theirs.sessionId })));
    expect(refused).toMatchObject({ code: 404, type: 'user_session_not_found' });
    expect(await failure(mine.device.run((a) => a.getSession({ sessionId: theirs.sessionId })))).toMatchObject({
      code: 404,
    });
    expect((await theirs.device.run((a) => a.get())).$id).toBe(theirs.userId);
    expect(await failure(mine.device.run((a) => a.deleteSession({ sessionId: 'no-such-session' })))).toMatchObject({
      code: 404,
    });
  });

  it("ends the current session with 'current' and every session with DELETE /account/sessions", async () => {
    const phone = nextPhone();
    const a1 = await signedIn(phone);
    const a2 = await signedIn(phone);
    const a3 = await signedIn(phone);
    await a1.device.run((a) => a.deleteSession({ sessionId: 'current' }));
    expect(await failure(a1.device.run((a) => a.get()))).toMatchObject({ code: 401 });
    await a2.device.run((a) => a.deleteSessions());
    expect(await failure(a2.device.run((a) => a.get()))).toMatchObject({ code: 401 });
    expect(await failure(a3.device.run((a) => a.get()))).toMatchObject({ code: 401 });
  });
});

describe('logs', () => {
  it('lists sign-ins, profile changes and sign-outs, newest first, with limit and offset', async () => {
    const phone = nextPhone();
    const other = await signedIn(phone, phoneUserAgent);
    const { device, userId } = await signedIn(phone);
    await device.run((a) => a.updateName({ name: 'Logged' }));
    await device.run((a) => a.deleteSession({ sessionId: other.sessionId }));
    const logs = await device.run((a) => a.listLogs());
    expect(logs.total).toBe(4);
    expect(logs.logs.map((l) => l.event)).toEqual([
      'session.delete',
      'user.update',
      'session.create',
      'session.create',
    ]);
    expect(logs.logs[0]).toMatchObject({
      userId,
      userName: 'Logged',
      ip: fixture.stack.knobs.ip,
      clientName: 'Firefox',
      time: fixture.stack.knobs.now.toISOString(),
    });
    expect(logs.logs[3]).toMatchObject({ clientName: 'Chrome' });
    const page = await device.run((a) => a.listLogs({ queries: [Query.limit(2), Query.offset(1)] }));
    expect(page.logs.map((l) => l.event)).toEqual(['user.update', 'session.create']);
    const bad = await failure(device.run((a) => a.listLogs({ queries: [Query.equal('event', 'x')] })));
    expect(bad).toMatchObject({ code: 400, type: 'general_argument_invalid' });
  });
});

describe('storefront sessions end with their identity session', () => {
  /** Signs `phone` up on the storefront with a JWT of `device`'s session; answers the storefront cookie. */
  async function storefrontSignUp(origin: string, device: Device, phone: string): Promise<string> {
    const { jwt } = await device.run((a) => a.createJWT());
    const response = await fetch(`${origin}/api/create_user`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Asha', email: 'asha@example.in', phone, updatedUser: { jwt } }),
    });
    expect(response.status).toBe(201);
    return (response.headers.getSetCookie().find((c) => c.startsWith('thalify_session=')) ?? '').split(';')[0] ?? '';
  }

  const me = (origin: string, cookie: string) =>
    fetch(`${origin}/api/me`, { headers: { cookie } }).then((r) => r.status);

  it('a session ended on one server process is signed out on another at its next request', async () => {
    // A second server process over the same database: its own keys object, clock and HTTP server.
    const second = createStack(fixture.testDb.db);
    second.knobs.now = fixture.stack.knobs.now;
    const secondServer = await serve(second.dispatch);
    try {
      const phone = nextPhone();
      const laptop = await signedIn(phone);
      const cookie = await storefrontSignUp(fixture.server.origin, laptop.device, phone);
      expect(await me(secondServer.origin, cookie)).toBe(200);
      const mobile = await signedIn(phone, phoneUserAgent);
      await mobile.device.run((a) => a.deleteSession({ sessionId: laptop.sessionId }));
      expect(await me(secondServer.origin, cookie)).toBe(401);
      expect(await me(fixture.server.origin, cookie)).toBe(401);
    } finally {
      await secondServer.close();
    }
  });

  it('logging out of every device ends every storefront session of the diner, and only theirs', async () => {
    const phone = nextPhone();
    const laptop = await signedIn(phone);
    const cookie = await storefrontSignUp(fixture.server.origin, laptop.device, phone);
    const otherPhone = nextPhone();
    const stranger = await signedIn(otherPhone);
    const strangerCookie = await storefrontSignUp(fixture.server.origin, stranger.device, otherPhone);
    const mobile = await signedIn(phone, phoneUserAgent);
    await mobile.device.run((a) => a.deleteSessions());
    expect(await me(fixture.server.origin, cookie)).toBe(401);
    expect(await me(fixture.server.origin, strangerCookie)).toBe(200);
  });
});

describe('the storefront account takes the profile saved through the SDK (POST /api/update_profile)', () => {
  /** The answer the endpoint helper gives for what updateProfile returns or throws. */
  const answer = (user: Parameters<typeof updateProfile>[0], jwt: string) =>
    updateProfile(user, jwt, fixture.stack.accounts()).catch((error: unknown) =>
      errorResponse(error, 'update_profile', { plainBadRequest: true }),
    );

  async function storefrontUser(phone: string) {
    const { device } = await signedIn(phone);
    const { jwt } = await device.run((a) => a.createJWT());
    const response = await fetch(`${fixture.server.origin}/api/create_user`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Asha', email: 'asha@example.in', phone, updatedUser: { jwt } }),
    });
    const cookie =
      (response.headers.getSetCookie().find((c) => c.startsWith('thalify_session=')) ?? '').split(';')[0] ?? '';
    const user = await findSessionUser(new Request(fixture.server.origin, { headers: { cookie } }), {
      db: fixture.testDb.db,
      now: () => fixture.stack.knobs.now,
      production: false,
    });
    if (!user) throw new Error('no storefront session');
    return { device, cookie, user };
  }

  it('copies the new name and email, read from the identity account, into the storefront account', async () => {
    const { device, cookie, user } = await storefrontUser(nextPhone());
    const email = `new${Date.now()}@example.in`;
    await device.run((a) => a.updateName({ name: 'Asha Rao' }));
    await device.run((a) => a.updateEmail({ email, password: '' }));
    const { jwt } = await device.run((a) => a.createJWT());
    const response = await answer(user, jwt);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ user: { name: 'Asha Rao', email, userId: user.userId } });
    const me = (await (await fetch(`${fixture.server.origin}/api/me`, { headers: { cookie } })).json()) as {
      user: { name: string; email: string };
    };
    expect(me.user).toMatchObject({ name: 'Asha Rao', email });
  });

  it("refuses another account's JWT (403) and an account without a name or email yet (400), changing nothing", async () => {
    const mine = await storefrontUser(nextPhone());
    const theirs = await storefrontUser(nextPhone());
    await theirs.device.run((a) => a.updateName({ name: 'Someone Else' }));
    await theirs.device.run((a) => a.updateEmail({ email: `else${Date.now()}@example.in`, password: '' }));
    const { jwt } = await theirs.device.run((a) => a.createJWT());
    expect((await answer(mine.user, jwt)).status).toBe(403);
    const own = await mine.device.run((a) => a.createJWT());
    expect((await answer(mine.user, own.jwt)).status).toBe(400);
    const me = (await (
      await fetch(`${fixture.server.origin}/api/me`, { headers: { cookie: mine.cookie } })
    ).json()) as { user: { name: string } };
    expect(me.user.name).toBe('Asha');
  });
});
