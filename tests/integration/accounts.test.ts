/**
 * POST /api/create_user, /api/login, /api/logout and GET /api/me over HTTP, with JWTs minted
 * by the real `appwrite` SDK from the embedded identity service. They must trust only the
 * verified JWT: never an id or phone from the body.
 */
import type { Models } from 'appwrite';
import { describe, expect, it, vi } from 'vitest';
import { accountMessages, type AccountResponse } from '#src/lib/accountTypes.ts';
import { syncSessions } from '#src/server/accounts/accounts.ts';
import { getSessionUser } from '#src/server/accounts/session.ts';
import { appwriteVerifier, type SessionClaim } from '#src/server/accounts/verify.ts';
import { HttpError } from '#src/server/http.ts';
import { deriveKeys } from '#src/server/identity/keys.ts';
import { signJwt } from '#src/server/identity/jwt.ts';
import { sha256Hex } from '#src/server/identity/keys.ts';
import { callAccountRoute, Device, nextPhone, signIn, withIdentityStack } from './identityHarness.ts';

const fixture = withIdentityStack();

/** Signs `phone` in with the SDK and returns the identity user id and a JWT of that session. */
async function verified(phone: string): Promise<{ userId: string; jwt: string; device: Device }> {
  const device = new Device(fixture.server.origin);
  const { userId } = await signIn(fixture.stack, device, phone);
  const { jwt } = await device.run((a) => a.createJWT());
  return { userId, jwt, device };
}

/**
 * Signs `phone` in with the SDK and returns the session object verifying the OTP returned (the
 * spec's `updatedUser`) and the session's cookie as a browser on this origin would send it
 * (the SDK, without a cookie jar in Node, keeps it in localStorage's cookieFallback).
 */
async function verifiedSession(
  phone: string,
): Promise<{ session: Models.Session; cookie: string; fallback: string; device: Device }> {
  const device = new Device(fixture.server.origin);
  const token = await device.run((a) => a.createPhoneToken({ userId: 'unique()', phone }));
  const code = fixture.stack.outbox.latestFor(phone)?.code ?? '';
  const session = await device.run((a) => a.createSession({ userId: token.userId, secret: code }));
  const fallback = device.storage.getItem('cookieFallback') ?? '{}';
  const value = (JSON.parse(fallback) as Record<string, string>).a_session_thalify ?? '';
  return { session, cookie: `a_session_thalify=${value}`, fallback, device };
}

function post(path: string, body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(`${fixture.server.origin}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

function sessionCookieOf(response: Response): string {
  const cookie = response.headers.getSetCookie().find((c) => c.startsWith('thalify_session='));
  if (!cookie) throw new Error('no session cookie');
  return cookie.split(';')[0] ?? '';
}

async function signUp(
  phone = nextPhone(),
): Promise<{ phone: string; userId: string; jwt: string; cookie: string; body: AccountResponse }> {
  const { userId, jwt } = await verified(phone);
  const response = await post('/api/create_user', {
    name: 'Asha Rao',
    email: 'asha@example.in',
    phone,
    updatedUser: { jwt },
  });
  expect(response.status).toBe(201);
  return { phone, userId, jwt, cookie: sessionCookieOf(response), body: (await response.json()) as AccountResponse };
}

describe('sign-up and login', () => {
  it('signs up a verified phone, sets the session cookie and answers /api/me', async () => {
    const phone = nextPhone();
    const { userId, jwt } = await verified(phone);
    const response = await post('/api/create_user', {
      name: 'Asha Rao',
      email: 'asha@example.in',
      phone,
      updatedUser: { jwt, $id: 'whatever', userId },
    });
    expect(response.status).toBe(201);
    const body = (await response.json()) as AccountResponse;
    expect(body.user).toEqual({
      success: true,
      phone,
      userId,
      name: 'Asha Rao',
      email: 'asha@example.in',
      database: expect.stringMatching(/^db_[0-9a-f]{16}$/),
    });
    const cookie = response.headers.getSetCookie()[0] ?? '';
    expect(cookie).toMatch(/^thalify_session=[A-Za-z0-9_-]{43}; Max-Age=2592000; /);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).toContain('Path=/');

    const token = cookie.split(';')[0]?.split('=')[1] ?? '';
    const { rows } = await fixture.testDb.db.query<{ token_hash: string }>(
      'SELECT token_hash FROM user_sessions WHERE user_id = $1',
      [userId],
    );
    expect(rows.map((r) => r.token_hash)).toEqual([sha256Hex(token)]);

    const me = await fetch(`${fixture.server.origin}/api/me`, { headers: { cookie: cookie.split(';')[0] ?? '' } });
    expect(me.status).toBe(200);
    expect(await me.json()).toEqual(body);
  });

  it('refuses a second sign-up for the same phone with 409', async () => {
    const { phone } = await signUp();
    const { jwt } = await verified(phone);
    const response = await post('/api/create_user', {
      name: 'Someone',
      email: 'someone@example.in',
      phone,
      updatedUser: { jwt },
    });
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({
      message: accountMessages.accountExists,
      error: accountMessages.accountExists,
    });
  });

  it('logs in a known phone with the same user and database', async () => {
    const first = await signUp();
    const { jwt } = await verified(first.phone);
    const response = await post('/api/login', { phone: first.phone, updatedUser: { jwt } });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual(first.body);
    expect(sessionCookieOf(response)).not.toBe(first.cookie);
  });

  it('tells an unknown phone to sign up', async () => {
    const phone = nextPhone();
    const { jwt } = await verified(phone);
    const response = await post('/api/login', { phone, updatedUser: { jwt } });
    expect(response.status).toBe(404);
    expect(((await response.json()) as { message: string }).message).toBe(
      'No account found for this phone number. Please sign up.',
    );
  });

  it('ends the session a request already carried when it signs in again', async () => {
    const first = await signUp();
    const { jwt } = await verified(first.phone);
    const response = await post('/api/login', { phone: first.phone, updatedUser: { jwt } }, { cookie: first.cookie });
    expect(response.status).toBe(200);
    expect((await fetch(`${fixture.server.origin}/api/me`, { headers: { cookie: first.cookie } })).status).toBe(401);
  });
});

describe('what sign-up and login refuse', () => {
  it("refuses a body naming another user's id", async () => {
    const victim = await signUp();
    const attacker = nextPhone();
    const { jwt } = await verified(attacker);
    for (const body of [
      { name: 'X', email: 'x@example.in', phone: attacker, userId: victim.userId, updatedUser: { jwt } },
      { name: 'X', email: 'x@example.in', phone: attacker, updatedUser: { jwt, userId: victim.userId } },
    ]) {
      const response = await post('/api/create_user', body);
      expect(response.status).toBe(403);
      expect(((await response.json()) as { message: string }).message).toBe(accountMessages.userMismatch);
    }
    const login = await post('/api/login', { phone: victim.phone, userId: victim.userId, updatedUser: { jwt } });
    expect(login.status).toBe(403);
  });

  it('refuses a JWT of another phone', async () => {
    const victim = await signUp();
    const { jwt } = await verified(nextPhone());
    const login = await post('/api/login', { phone: victim.phone, updatedUser: { jwt } });
    expect(login.status).toBe(403);
    expect(((await login.json()) as { message: string }).message).toBe(accountMessages.phoneMismatch);
    const signup = await post('/api/create_user', {
      name: 'X',
      email: 'x@example.in',
      phone: nextPhone(),
      updatedUser: { jwt },
    });
    expect(signup.status).toBe(403);
  });

  it('refuses forged, tampered, unsigned and expired JWTs, and JWTs of ended sessions', async () => {
    const victim = await signUp();
    const { jwt, device } = await verified(victim.phone);
    const [head, payload] = jwt.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as {
      userId: string;
      sessionId: string;
      iat: number;
      exp: number;
    };
    const forgedKey = signJwt(claims, deriveKeys('an-attacker-secret-of-thirty-two-chars!!').jwt);
    const tampered = `${head}.${Buffer.from(JSON.stringify({ ...claims, exp: claims.exp + 3600 })).toString('base64url')}.${jwt.split('.')[2]}`;
    const unsigned = `${Buffer.from(JSON.stringify({ typ: 'JWT', alg: 'none' })).toString('base64url')}.${payload}.`;
    for (const bad of [forgedKey, tampered, unsigned, 'not-a-jwt', '']) {
      const response = await post('/api/login', { phone: victim.phone, updatedUser: { jwt: bad } });
      expect(response.status, bad.slice(0, 30)).toBe(401);
    }

    fixture.stack.knobs.now = new Date(fixture.stack.knobs.now.getTime() + 15 * 60 * 1000);
    const expired = await post('/api/login', { phone: victim.phone, updatedUser: { jwt } });
    expect(expired.status).toBe(401);
    expect(((await expired.json()) as { message: string }).message).toBe(accountMessages.verificationFailed);

    fixture.stack.knobs.now = new Date('2026-11-21T10:00:00.000Z');
    expect((await post('/api/login', { phone: victim.phone, updatedUser: { jwt } })).status).toBe(200);
    await device.run((a) => a.deleteSession({ sessionId: 'current' }));
    expect((await post('/api/login', { phone: victim.phone, updatedUser: { jwt } })).status).toBe(401);
  });

  it('refuses cross-origin requests with 403 { error }', async () => {
    const { phone, jwt } = { phone: nextPhone(), ...(await verified(nextPhone())) };
    for (const path of ['/api/create_user', '/api/login', '/api/logout']) {
      const response = await post(
        path,
        { name: 'X', email: 'x@example.in', phone, updatedUser: { jwt } },
        { origin: 'https://evil.example' },
      );
      expect(response.status).toBe(403);
      expect(((await response.json()) as { error: string }).error).toBe('Cross-origin requests are not allowed.');
    }
    const sameOrigin = await post('/api/logout', {}, { origin: fixture.server.origin });
    expect(sameOrigin.status).toBe(200);
  });

  it('answers bad input with a clear 4xx', async () => {
    const { jwt } = await verified(nextPhone());
    const cases: Array<[string, unknown, number, string | RegExp]> = [
      ['/api/login', { phone: '9876543210', updatedUser: { jwt } }, 400, accountMessages.invalidPhone],
      ['/api/login', { phone: nextPhone() }, 401, accountMessages.verificationRequired],
      ['/api/login', { phone: nextPhone(), updatedUser: {} }, 401, accountMessages.verificationRequired],
      ['/api/login', { phone: 12 }, 400, /^phone: /],
      ['/api/login', '{"phone":', 400, 'body: must be valid JSON'],
      [
        '/api/create_user',
        { name: '', email: 'x@example.in', phone: nextPhone(), updatedUser: { jwt } },
        400,
        /^name: /,
      ],
      [
        '/api/create_user',
        { name: 'X', email: 'not-an-email', phone: nextPhone(), updatedUser: { jwt } },
        400,
        /^email: /,
      ],
      [
        '/api/create_user',
        { name: 'X', email: 'x@example.in', phone: nextPhone(), updatedUser: 'jwt' },
        400,
        /^updatedUser: /,
      ],
    ];
    for (const [path, body, status, message] of cases) {
      const response = await post(path, body);
      expect(response.status, JSON.stringify(body)).toBe(status);
      const parsed = (await response.json()) as { message: string; error: string };
      expect(parsed.message).toMatch(message);
      expect(parsed.error).toBe(parsed.message);
    }
    const wrongType = await fetch(`${fixture.server.origin}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: '{}',
    });
    expect(wrongType.status).toBe(415);
  });
});

describe('updatedUser as the verified session object', () => {
  it('signs up and logs in with the session object when the caller holds that session (cookie or X-Fallback-Cookies)', async () => {
    const phone = nextPhone();
    const { session, cookie } = await verifiedSession(phone);
    expect(session).toMatchObject({ provider: 'phone', providerUid: phone, secret: '' });
    const signup = await post(
      '/api/create_user',
      { name: 'Asha Rao', email: 'asha@example.in', phone, updatedUser: session },
      { cookie },
    );
    expect(signup.status).toBe(201);
    const body = (await signup.json()) as AccountResponse;
    expect(body.user).toMatchObject({ success: true, phone, userId: session.userId });

    const again = await verifiedSession(phone);
    const login = await post(
      '/api/login',
      { phone, updatedUser: again.session },
      { 'x-fallback-cookies': again.fallback },
    );
    expect(login.status).toBe(200);
    expect(await login.json()).toEqual(body);
  });

  it('logout after a sign-in with the session object ends that identity session too', async () => {
    const phone = nextPhone();
    const { session, cookie } = await verifiedSession(phone);
    const signup = await post(
      '/api/create_user',
      { name: 'Asha Rao', email: 'asha@example.in', phone, updatedUser: session },
      { cookie },
    );
    expect(signup.status).toBe(201);
    const storefront = (signup.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    expect((await post('/api/logout', {}, { cookie: storefront })).status).toBe(200);
    const { rows } = await fixture.testDb.db.query('SELECT 1 FROM identity_sessions WHERE id = $1', [session.$id]);
    expect(rows).toHaveLength(0);
    expect((await post('/api/login', { phone, updatedUser: session }, { cookie })).status).toBe(401);
  });

  it('refuses every forged variant with 401', async () => {
    const victimPhone = nextPhone();
    const victim = await verifiedSession(victimPhone);
    const attackerPhone = nextPhone();
    const attacker = await verifiedSession(attackerPhone);
    const second = await verifiedSession(attackerPhone);
    const cases: Array<[string, Record<string, unknown>, Record<string, string>]> = [
      ["someone else's session, without its cookie", { phone: victimPhone, updatedUser: victim.session }, {}],
      [
        "someone else's session, with the caller's own cookie",
        { phone: victimPhone, updatedUser: victim.session },
        { cookie: attacker.cookie },
      ],
      [
        "someone else's session id in the caller's own session object",
        { phone: attackerPhone, updatedUser: { ...attacker.session, $id: victim.session.$id } },
        { cookie: attacker.cookie },
      ],
      [
        'another session of the same user',
        { phone: attackerPhone, updatedUser: second.session },
        { cookie: attacker.cookie },
      ],
      [
        "another user's id",
        { phone: attackerPhone, updatedUser: { ...attacker.session, userId: victim.session.userId } },
        { cookie: attacker.cookie },
      ],
      [
        'a mismatched phone',
        { phone: victimPhone, updatedUser: { ...attacker.session, providerUid: victimPhone } },
        { cookie: attacker.cookie },
      ],
      [
        'a providerUid that is not the phone',
        { phone: attackerPhone, updatedUser: { ...attacker.session, providerUid: victimPhone } },
        { cookie: attacker.cookie },
      ],
      [
        'a provider other than phone',
        { phone: attackerPhone, updatedUser: { ...attacker.session, provider: 'email' } },
        { cookie: attacker.cookie },
      ],
      [
        'a forged cookie secret',
        { phone: attackerPhone, updatedUser: attacker.session },
        { cookie: `${attacker.cookie.slice(0, -4)}AAAA` },
      ],
    ];
    for (const [name, body, headers] of cases) {
      for (const path of ['/api/create_user', '/api/login']) {
        const response = await post(path, { name: 'X', email: 'x@example.in', ...body }, headers);
        expect(response.status, `${name} at ${path}`).toBe(401);
        expect(((await response.json()) as { message: string }).message).toBe(accountMessages.verificationFailed);
      }
    }
    // The untouched session is accepted, so the refusals above are the forgeries' doing.
    expect(
      (
        await post(
          '/api/create_user',
          { name: 'X', email: 'x@example.in', phone: attackerPhone, updatedUser: attacker.session },
          { cookie: attacker.cookie },
        )
      ).status,
    ).toBe(201);
  });

  it('refuses an expired session and one that was ended', async () => {
    const phone = nextPhone();
    // Login of a phone without an account answers 404 only once the session checked out.
    const { session, cookie } = await verifiedSession(phone);
    expect((await post('/api/login', { phone, updatedUser: session }, { cookie })).status).toBe(404);
    fixture.stack.knobs.now = new Date(fixture.stack.knobs.now.getTime() + 30 * 24 * 60 * 60 * 1000);
    expect((await post('/api/login', { phone, updatedUser: session }, { cookie })).status).toBe(401);

    fixture.stack.knobs.now = new Date('2026-11-21T10:00:00.000Z');
    const live = await verifiedSession(phone);
    expect((await post('/api/login', { phone, updatedUser: live.session }, { cookie: live.cookie })).status).toBe(404);
    await live.device.run((a) => a.deleteSession({ sessionId: 'current' }));
    expect((await post('/api/login', { phone, updatedUser: live.session }, { cookie: live.cookie })).status).toBe(401);
  });
});

describe('sessions', () => {
  it('logs out: cookie cleared, row deleted, /api/me 401', async () => {
    const user = await signUp();
    const response = await post('/api/logout', {}, { cookie: user.cookie });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true });
    expect(response.headers.getSetCookie()[0]).toMatch(/^thalify_session=; Max-Age=0; /);
    const { rows } = await fixture.testDb.db.query('SELECT 1 FROM user_sessions WHERE user_id = $1', [user.userId]);
    expect(rows).toHaveLength(0);
    const me = await fetch(`${fixture.server.origin}/api/me`, { headers: { cookie: user.cookie } });
    expect(me.status).toBe(401);
    expect(await me.json()).toEqual({ message: accountMessages.notSignedIn, error: accountMessages.notSignedIn });
  });

  it('logout ends the identity session too: a JWT minted before it cannot sign in again', async () => {
    const user = await signUp();
    expect((await post('/api/logout', {}, { cookie: user.cookie })).status).toBe(200);
    const again = await post('/api/login', { phone: user.phone, updatedUser: { jwt: user.jwt } });
    expect(again.status).toBe(401);
    expect(await again.json()).toEqual({
      message: accountMessages.verificationFailed,
      error: accountMessages.verificationFailed,
    });
    const { rows } = await fixture.testDb.db.query('SELECT 1 FROM identity_sessions WHERE user_id = $1', [user.userId]);
    expect(rows).toHaveLength(0);
  });

  it('expires a session after 30 days', async () => {
    const user = await signUp();
    fixture.stack.knobs.now = new Date(fixture.stack.knobs.now.getTime() + 30 * 24 * 60 * 60 * 1000 - 1000);
    expect((await fetch(`${fixture.server.origin}/api/me`, { headers: { cookie: user.cookie } })).status).toBe(200);
    fixture.stack.knobs.now = new Date(fixture.stack.knobs.now.getTime() + 1000);
    expect((await fetch(`${fixture.server.origin}/api/me`, { headers: { cookie: user.cookie } })).status).toBe(401);
  });

  it('getSessionUser reads the user from a Request or a context, and null for anything else', async () => {
    const user = await signUp();
    const deps = { db: fixture.testDb.db, now: () => fixture.stack.knobs.now, production: false };
    const request = new Request('http://127.0.0.1/', { headers: { cookie: `other=1; ${user.cookie}` } });
    const expected = {
      userId: user.userId,
      phone: user.phone,
      name: 'Asha Rao',
      email: 'asha@example.in',
      database: user.body.user.database,
    };
    expect(await getSessionUser(request, deps)).toEqual(expected);
    expect(await getSessionUser({ request }, deps)).toEqual(expected);
    for (const cookie of [
      '',
      'thalify_session=',
      'thalify_session=abc',
      `thalify_session=${'A'.repeat(43)}`,
      'thalify_session=%E0%A4%A',
    ]) {
      expect(await getSessionUser(new Request('http://127.0.0.1/', { headers: { cookie } }), deps)).toBeNull();
    }
    // In production over https only the __Host- cookie counts.
    const token = user.cookie.split('=')[1] ?? '';
    const prod = { ...deps, production: true };
    expect(
      await getSessionUser(
        new Request('https://thalify.in/', { headers: { cookie: `thalify_session=${token}` } }),
        prod,
      ),
    ).toBeNull();
    expect(
      await getSessionUser(
        new Request('https://thalify.in/', { headers: { cookie: `__Host-thalify_session=${token}` } }),
        prod,
      ),
    ).toEqual(expected);
  });

  it('sets a Secure __Host- cookie in production over https', async () => {
    const phone = nextPhone();
    const { jwt } = await verified(phone);
    const request = new Request('https://thalify.in/api/create_user', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'https://thalify.in' },
      body: JSON.stringify({ name: 'A', email: 'a@example.in', phone, updatedUser: { jwt } }),
    });
    const response = await callAccountRoute('createUser', request, { ...fixture.stack.accounts(), production: true });
    expect(response.status).toBe(201);
    const cookie = response.headers.getSetCookie()[0] ?? '';
    expect(cookie).toMatch(/^__Host-thalify_session=/);
    expect(cookie).toContain('; Secure');
    expect(cookie).toContain('Path=/;');
  });
});

describe('with a real Appwrite (APPWRITE_ENDPOINT)', () => {
  it('verifies the JWT by GET /account with X-Appwrite-JWT', async () => {
    // The harness's /v1 speaks Appwrite's API, so it stands in for a real Appwrite here.
    const verifier = appwriteVerifier(`${fixture.server.origin}/v1`, 'thalify');
    const phone = nextPhone();
    const { userId, jwt, device } = await verified(phone);
    const { $id: sessionId } = await device.run((a) => a.getSession({ sessionId: 'current' }));
    // The session it was minted from is remembered, so logging that device out can end its storefront session.
    expect(await verifier.verify(jwt, new Date())).toEqual({
      id: userId,
      phone,
      name: '',
      email: '',
      remoteSessionId: sessionId,
    });
    expect(await verifier.verify('forged.jwt.value', new Date())).toBeNull();
  });

  it("verifies a session object with the server API key (users API) and the caller's session secret", async () => {
    const now = new Date('2026-11-21T10:00:00.000Z');
    const phone = '+919812345678';
    const live = {
      $id: 'sess1',
      userId: 'user1',
      provider: 'phone',
      providerUid: phone,
      expire: '2026-12-21T10:00:00.000Z',
    };
    const sessions = [
      live,
      { ...live, $id: 'sess-old', expire: '2026-11-01T00:00:00.000Z' },
      { ...live, $id: 'sess-mail', provider: 'email', providerUid: 'a@example.in' },
    ];
    const seen: { path: string; headers: Headers }[] = [];
    let failUsers = false;
    const fakeAppwrite: typeof fetch = async (input, init) => {
      const url = new URL(String(input));
      const headers = new Headers(init?.headers);
      seen.push({ path: url.pathname, headers });
      if (headers.get('x-appwrite-project') !== 'thalify')
        return Response.json({ message: 'Project not found' }, { status: 404 });
      if (url.pathname === '/v1/users/user1/sessions') {
        if (failUsers) return Response.json({ message: 'boom' }, { status: 500 });
        return headers.get('x-appwrite-key') === 'server-key'
          ? Response.json({ total: sessions.length, sessions })
          : Response.json({ message: 'no scope' }, { status: 401 });
      }
      if (url.pathname.startsWith('/v1/users/')) return Response.json({ message: 'User not found' }, { status: 404 });
      if (url.pathname === '/v1/account/sessions/current') {
        const secret = headers.get('x-appwrite-session');
        if (secret === 'secret-of-sess1') return Response.json(live);
        if (secret === 'secret-of-other') return Response.json({ ...live, $id: 'sess9' });
        return Response.json({ message: 'unauthorized' }, { status: 401 });
      }
      return Response.json({ message: 'not found' }, { status: 404 });
    };
    const request = (secret?: string, via: 'cookie' | 'fallback' = 'cookie') =>
      new Request('https://thalify.in/api/login', {
        method: 'POST',
        headers: secret
          ? via === 'cookie'
            ? { cookie: `a_session_thalify=${secret}` }
            : { 'x-fallback-cookies': JSON.stringify({ a_session_thalify: secret }) }
          : {},
      });
    const claim: SessionClaim = { sessionId: 'sess1', userId: 'user1', phone };
    const verifier = appwriteVerifier('https://appwrite.example/v1', 'thalify', fakeAppwrite, 'server-key');

    expect(await verifier.verifySession(claim, request('secret-of-sess1'), now)).toEqual({
      id: 'user1',
      phone,
      name: '',
      email: '',
      remoteSessionId: 'sess1',
    });
    expect(seen.map((s) => s.path)).toEqual(['/v1/users/user1/sessions', '/v1/account/sessions/current']);
    expect(seen[1]?.headers.get('x-appwrite-key')).toBeNull();
    expect(await verifier.verifySession(claim, request('secret-of-sess1', 'fallback'), now)).not.toBeNull();

    const refused: Array<[string, SessionClaim, Request]> = [
      ['no secret', claim, request()],
      ['a secret of another session', claim, request('secret-of-other')],
      ['a wrong secret', claim, request('guess')],
      ["someone else's session id", { ...claim, sessionId: 'sess9' }, request('secret-of-sess1')],
      ['an expired session', { ...claim, sessionId: 'sess-old' }, request('secret-of-sess1')],
      ['an email session', { ...claim, sessionId: 'sess-mail' }, request('secret-of-sess1')],
      ['a mismatched phone', { ...claim, phone: '+919800000000' }, request('secret-of-sess1')],
      ["another user's id", { ...claim, userId: 'user2' }, request('secret-of-sess1')],
    ];
    for (const [name, forged, req] of refused) expect(await verifier.verifySession(forged, req, now), name).toBeNull();

    const log = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(
      await appwriteVerifier('https://appwrite.example/v1', 'thalify', fakeAppwrite).verifySession(
        claim,
        request('secret-of-sess1'),
        now,
      ),
    ).toBeNull();
    expect(log).toHaveBeenCalledWith(expect.stringContaining('APPWRITE_API_KEY is not set'));
    log.mockRestore();

    // A refused server key or a failing Appwrite is the deployment's fault: 502, and the log says why.
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const wrongKey = appwriteVerifier('https://appwrite.example/v1', 'thalify', fakeAppwrite, 'wrong-key');
    await expect(wrongKey.verifySession(claim, request('secret-of-sess1'), now)).rejects.toMatchObject({ status: 502 });
    expect(errors).toHaveBeenCalledWith(expect.stringContaining('users.read'));
    failUsers = true;
    await expect(verifier.verifySession(claim, request('secret-of-sess1'), now)).rejects.toBeInstanceOf(HttpError);
    errors.mockRestore();
  });

  it('answers 502 when Appwrite cannot be reached', async () => {
    const phone = nextPhone();
    const { jwt } = await verified(phone);
    const unreachable = appwriteVerifier('http://127.0.0.1:9/v1', 'thalify');
    const request = new Request(`${fixture.server.origin}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ phone, updatedUser: { jwt } }),
    });
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const response = await callAccountRoute('login', request, fixture.stack.accounts(unreachable));
    expect(log).toHaveBeenCalledWith(expect.stringContaining('[accounts] Appwrite unreachable'));
    log.mockRestore();
    expect(response.status).toBe(502);
    expect(((await response.json()) as { message: string }).message).toBe(
      'The sign-in service could not be reached. Please try again.',
    );
  });

  it('logging a device out at a real Appwrite ends its storefront session at the next sync, and only that one', async () => {
    const verifier = appwriteVerifier(`${fixture.server.origin}/v1`, 'thalify');
    const ctx = fixture.stack.accounts(verifier);
    const deps = { db: fixture.testDb.db, now: () => fixture.stack.knobs.now, production: false };
    const call = (path: string, body: unknown) =>
      new Request(`http://127.0.0.1${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    const phone = nextPhone();
    const first = new Device(fixture.server.origin);
    const second = new Device(fixture.server.origin);
    const one = await signIn(fixture.stack, first, phone);
    const two = await signIn(fixture.stack, second, phone);
    const jwtOf = async (device: Device) => (await device.run((a) => a.createJWT())).jwt;
    const signedUp = await callAccountRoute(
      'createUser',
      call('/api/create_user', {
        name: 'Asha Rao',
        email: 'asha@example.in',
        phone,
        updatedUser: { jwt: await jwtOf(first) },
      }),
      ctx,
    );
    expect(signedUp.status).toBe(201);
    const loggedIn = await callAccountRoute(
      'login',
      call('/api/login', { phone, updatedUser: { jwt: await jwtOf(second) } }),
      ctx,
    );
    expect(loggedIn.status).toBe(200);
    const cookieOne = sessionCookieOf(signedUp);
    const cookieTwo = sessionCookieOf(loggedIn);
    const userOn = (cookie: string) => getSessionUser(new Request('http://127.0.0.1/', { headers: { cookie } }), deps);
    const { rows } = await fixture.testDb.db.query<{ remote_session_id: string }>(
      'SELECT remote_session_id FROM user_sessions WHERE user_id = $1 ORDER BY remote_session_id',
      [one.userId],
    );
    expect(rows.map((r) => r.remote_session_id).sort()).toEqual([one.sessionId, two.sessionId].sort());

    // The first device logs the second out at the identity service; its storefront session still stands.
    await first.run((a) => a.deleteSession({ sessionId: two.sessionId }));
    const user = await userOn(cookieOne);
    expect(user?.userId).toBe(one.userId);
    expect(await userOn(cookieTwo)).not.toBeNull();

    // Another account's JWT, or a forged one, ends nothing.
    const stranger = new Device(fixture.server.origin);
    await signIn(fixture.stack, stranger, nextPhone());
    await expect(syncSessions(user!, await jwtOf(stranger), ctx)).rejects.toMatchObject({ status: 403 });
    await expect(syncSessions(user!, 'forged.jwt.value', ctx)).rejects.toMatchObject({ status: 401 });
    expect(await userOn(cookieTwo)).not.toBeNull();

    const synced = await syncSessions(user!, await jwtOf(first), ctx);
    expect(await synced.json()).toEqual({ ended: 1 });
    expect(await userOn(cookieTwo)).toBeNull();
    expect((await userOn(cookieOne))?.userId).toBe(one.userId);
  });
});
