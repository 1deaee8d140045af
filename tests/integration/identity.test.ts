/**
 * The embedded identity service driven by the real `appwrite` SDK over HTTP: phone token,
 * session, account, JWT and logout, and the code rules (expiry, single use, 5 tries, hourly
 * limits per phone and per IP). PGlite in a temp dir; PostgreSQL when DATABASE_URL is set.
 */
import { describe, expect, it } from 'vitest';
import { Account, AppwriteException, Client, ID, type Models } from 'appwrite';
import { accountMessages } from '#src/lib/accountTypes.ts';
import { handleOutboxRequest } from '#src/server/identity/outbox.ts';
import { testOutboxFromEnv } from '#src/server/identity/sms.ts';
import { Device, nextIp, nextPhone, signIn, withIdentityStack } from './identityHarness.ts';

const fixture = withIdentityStack();

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

/** A raw request to the service, for what the SDK refuses to send. */
function raw(path: string, init: RequestInit & { project?: string | null } = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  if (init.project !== null) headers.set('x-appwrite-project', init.project ?? 'thalify');
  return fetch(`${fixture.server.origin}/v1${path}`, { ...init, headers });
}

function advance(ms: number): void {
  fixture.stack.knobs.now = new Date(fixture.stack.knobs.now.getTime() + ms);
}

describe('phone sign-in with the appwrite SDK', () => {
  it('issues a token, opens a session, reads the account, mints a JWT and logs out', async () => {
    const device = new Device(fixture.server.origin);
    const phone = nextPhone();
    const requestedId = ID.unique();
    const token = await device.run((a) => a.createPhoneToken({ userId: requestedId, phone }));
    expect(token.userId).toBe(requestedId);
    expect(token.secret).toBe('');
    expect(new Date(token.expire).getTime() - fixture.stack.knobs.now.getTime()).toBe(10 * 60 * 1000);
    const code = fixture.stack.outbox.latestFor(phone)?.code ?? '';
    expect(code).toMatch(/^\d{6}$/);

    const session = await device.run((a) => a.createSession({ userId: token.userId, secret: code }));
    expect(session.userId).toBe(requestedId);
    expect(session.provider).toBe('phone');
    expect(session.secret).toBe('');
    // Node's fetch sends no Origin, so the SDK got the session through X-Fallback-Cookies.
    expect(JSON.parse(device.storage.getItem('cookieFallback') ?? '{}')).toHaveProperty('a_session_thalify');

    const user = await device.run((a) => a.get());
    expect(user).toMatchObject({ $id: requestedId, phone, phoneVerification: true, status: true });

    const { jwt } = await device.run((a) => a.createJWT());
    expect(jwt.split('.')).toHaveLength(3);
    const jwtAccount = new Account(
      new Client().setEndpoint(`${fixture.server.origin}/v1`).setProject('thalify').setJWT(jwt),
    );
    const viaJwt = await new Device(fixture.server.origin).run(() => jwtAccount.get());
    expect(viaJwt.$id).toBe(requestedId);

    await device.run((a) => a.deleteSession({ sessionId: 'current' }));
    expect((await failure(device.run((a) => a.get()))).code).toBe(401);
    const afterLogout = await failure(new Device(fixture.server.origin).run(() => jwtAccount.get()));
    expect(afterLogout).toMatchObject({ code: 401, type: 'user_jwt_invalid' });
  });

  it("creates a server id for 'unique()' and keeps a known phone's user whatever id is sent", async () => {
    const device = new Device(fixture.server.origin);
    const phone = nextPhone();
    const first = await device.run((a) => a.createPhoneToken({ userId: 'unique()', phone }));
    expect(first.userId).toMatch(/^[0-9a-f]{20}$/);
    const second = await device.run((a) => a.createPhoneToken({ userId: ID.unique(), phone }));
    expect(second.userId).toBe(first.userId);
  });

  it("answers the spec's older paths: POST and PUT /account/sessions/phone, POST /account/jwt", async () => {
    const phone = nextPhone();
    const created = await raw('/account/sessions/phone', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ userId: 'unique()', phone }),
    });
    expect(created.status).toBe(201);
    const token = (await created.json()) as { userId: string };
    const device = new Device(fixture.server.origin);
    // The SDK's deprecated updatePhoneSession is the spec's PUT /account/sessions/phone; reached
    // through Reflect so the deprecation does not flag the type check.
    const updatePhoneSession = Reflect.get(device.account, 'updatePhoneSession') as (params: {
      userId: string;
      secret: string;
    }) => Promise<Models.Session>;
    const session = await device.run((a) =>
      updatePhoneSession.call(a, { userId: token.userId, secret: fixture.stack.outbox.latestFor(phone)?.code ?? '' }),
    );
    expect(session.userId).toBe(token.userId);
    const fallback = device.storage.getItem('cookieFallback') ?? '';
    const jwt = await raw('/account/jwt', {
      method: 'POST',
      headers: { 'x-fallback-cookies': fallback, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(jwt.status).toBe(201);
    expect(((await jwt.json()) as { jwt: string }).jwt.split('.')).toHaveLength(3);
  });

  it('sets the httpOnly a_session cookie, and keeps the session out of X-Fallback-Cookies for a same-origin browser', async () => {
    const phone = nextPhone();
    const device = new Device(fixture.server.origin);
    const token = await device.run((a) => a.createPhoneToken({ userId: 'unique()', phone }));
    const response = await raw('/account/sessions/token', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: fixture.server.origin },
      body: JSON.stringify({ userId: token.userId, secret: fixture.stack.outbox.latestFor(phone)?.code }),
    });
    expect(response.status).toBe(201);
    expect(response.headers.get('x-fallback-cookies')).toBeNull();
    const cookie = response.headers.getSetCookie()[0] ?? '';
    expect(cookie).toMatch(/^a_session_thalify=[0-9a-f]{20}\.[A-Za-z0-9_-]{43}; /);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
    // Path=/ so that it reaches /api, where sign-up and login accept the session it proves.
    expect(cookie).toContain('; Path=/;');
    expect(cookie).not.toContain('Secure');
    const account = await raw('/account', { headers: { cookie: cookie.split(';')[0] ?? '' } });
    expect(account.status).toBe(200);
    expect(((await account.json()) as { phone: string }).phone).toBe(phone);

    const ended = await raw('/account/sessions/current', {
      method: 'DELETE',
      headers: { cookie: cookie.split(';')[0] ?? '', origin: fixture.server.origin },
    });
    expect(ended.status).toBe(204);
    // Cleared at Path=/ and at the /v1 of sessions opened before the cookie moved.
    expect(ended.headers.getSetCookie().map((c) => /Path=([^;]+)/.exec(c)?.[1])).toEqual(['/', '/v1']);
    expect(ended.headers.getSetCookie().every((c) => c.startsWith('a_session_thalify=; Max-Age=0;'))).toBe(true);
  });
});

describe('code rules', () => {
  it('stores only an HMAC of the code', async () => {
    const phone = nextPhone();
    await new Device(fixture.server.origin).run((a) => a.createPhoneToken({ userId: 'unique()', phone }));
    const code = fixture.stack.outbox.latestFor(phone)?.code ?? '';
    const { rows } = await fixture.testDb.db.query<{ code_hash: string }>(
      'SELECT code_hash FROM identity_tokens WHERE phone = $1',
      [phone],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]?.code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0]?.code_hash).not.toContain(code);
  });

  it('locks a code after 5 wrong tries, even for the right code afterwards', async () => {
    const device = new Device(fixture.server.origin);
    const phone = nextPhone();
    const token = await device.run((a) => a.createPhoneToken({ userId: 'unique()', phone }));
    const code = fixture.stack.outbox.latestFor(phone)?.code ?? '';
    const wrong = code === '000000' ? '000001' : '000000';
    for (let i = 1; i <= 4; i++) {
      const error = await failure(device.run((a) => a.createSession({ userId: token.userId, secret: wrong })));
      expect(error).toMatchObject({
        code: 401,
        type: 'user_invalid_token',
        message: 'Invalid OTP. Please check the code and try again.',
      });
    }
    const fifth = await failure(device.run((a) => a.createSession({ userId: token.userId, secret: wrong })));
    expect(fifth.message).toBe('Too many wrong attempts for this OTP. Please request a new one.');
    const right = await failure(device.run((a) => a.createSession({ userId: token.userId, secret: code })));
    expect(right).toMatchObject({
      code: 401,
      message: 'Too many wrong attempts for this OTP. Please request a new one.',
    });
    // A new code works again.
    await device.run((a) => a.createPhoneToken({ userId: 'unique()', phone }));
    const session = await device.run((a) =>
      a.createSession({ userId: token.userId, secret: fixture.stack.outbox.latestFor(phone)?.code ?? '' }),
    );
    expect(session.userId).toBe(token.userId);
  });

  it('accepts the right code on the fifth try', async () => {
    const device = new Device(fixture.server.origin);
    const phone = nextPhone();
    const token = await device.run((a) => a.createPhoneToken({ userId: 'unique()', phone }));
    const code = fixture.stack.outbox.latestFor(phone)?.code ?? '';
    for (let i = 0; i < 4; i++)
      await failure(device.run((a) => a.createSession({ userId: token.userId, secret: 'abcdef' })));
    const session = await device.run((a) => a.createSession({ userId: token.userId, secret: code }));
    expect(session.userId).toBe(token.userId);
  });

  it('refuses a code used once already', async () => {
    const phone = nextPhone();
    const token = await new Device(fixture.server.origin).run((a) => a.createPhoneToken({ userId: 'unique()', phone }));
    const code = fixture.stack.outbox.latestFor(phone)?.code ?? '';
    await new Device(fixture.server.origin).run((a) => a.createSession({ userId: token.userId, secret: code }));
    const again = await failure(
      new Device(fixture.server.origin).run((a) => a.createSession({ userId: token.userId, secret: code })),
    );
    expect(again).toMatchObject({
      code: 401,
      type: 'user_invalid_token',
      message: 'This OTP has already been used or replaced by a newer one. Please use the latest OTP.',
    });
  });

  it('refuses an older code once a newer one was sent', async () => {
    const device = new Device(fixture.server.origin);
    const phone = nextPhone();
    const token = await device.run((a) => a.createPhoneToken({ userId: 'unique()', phone }));
    const older = fixture.stack.outbox.latestFor(phone)?.code ?? '';
    await device.run((a) => a.createPhoneToken({ userId: 'unique()', phone }));
    const newer = fixture.stack.outbox.latestFor(phone)?.code ?? '';
    if (older !== newer)
      expect((await failure(device.run((a) => a.createSession({ userId: token.userId, secret: older })))).code).toBe(
        401,
      );
    expect((await device.run((a) => a.createSession({ userId: token.userId, secret: newer }))).userId).toBe(
      token.userId,
    );
  });

  it('refuses an expired code and accepts one just before expiry', async () => {
    const device = new Device(fixture.server.origin);
    const late = nextPhone();
    const token = await device.run((a) => a.createPhoneToken({ userId: 'unique()', phone: late }));
    advance(10 * 60 * 1000);
    const expired = await failure(
      device.run((a) =>
        a.createSession({ userId: token.userId, secret: fixture.stack.outbox.latestFor(late)?.code ?? '' }),
      ),
    );
    expect(expired).toMatchObject({ code: 401, message: 'This OTP has expired. Please request a new one.' });

    const onTime = nextPhone();
    const second = await device.run((a) => a.createPhoneToken({ userId: 'unique()', phone: onTime }));
    advance(10 * 60 * 1000 - 1000);
    expect(
      (
        await device.run((a) =>
          a.createSession({ userId: second.userId, secret: fixture.stack.outbox.latestFor(onTime)?.code ?? '' }),
        )
      ).userId,
    ).toBe(second.userId);
  });

  it('answers the 11th code request for one phone within an hour with 429, and again after the hour', async () => {
    const device = new Device(fixture.server.origin);
    const phone = nextPhone();
    for (let i = 0; i < 10; i++) {
      fixture.stack.knobs.ip = nextIp();
      advance(60 * 1000);
      await device.run((a) => a.createPhoneToken({ userId: 'unique()', phone }));
    }
    fixture.stack.knobs.ip = nextIp();
    const limited = await failure(device.run((a) => a.createPhoneToken({ userId: 'unique()', phone })));
    expect(limited).toMatchObject({
      code: 429,
      type: 'general_rate_limit_exceeded',
      message: 'Too many OTP requests for this phone number. Please try again later.',
    });
    // The oldest request leaves the window 51 minutes later (it was made 10 minutes before now).
    advance(51 * 60 * 1000);
    await device.run((a) => a.createPhoneToken({ userId: 'unique()', phone }));
  });

  it('answers the 11th code request from one IP within an hour with 429, whatever the phones', async () => {
    const device = new Device(fixture.server.origin);
    for (let i = 0; i < 10; i++)
      await device.run((a) => a.createPhoneToken({ userId: 'unique()', phone: nextPhone() }));
    const limited = await failure(device.run((a) => a.createPhoneToken({ userId: 'unique()', phone: nextPhone() })));
    expect(limited).toMatchObject({
      code: 429,
      type: 'general_rate_limit_exceeded',
      message: 'Too many OTP requests from your network. Please try again later.',
    });
    const response = await raw('/account/tokens/phone', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ userId: 'unique()', phone: nextPhone() }),
    });
    expect(response.status).toBe(429);
    expect(Number(response.headers.get('retry-after'))).toBe(3600);
    fixture.stack.knobs.ip = nextIp();
    await device.run((a) => a.createPhoneToken({ userId: 'unique()', phone: nextPhone() }));
  });

  it('holds the limits under parallel requests', async () => {
    const phone = nextPhone();
    const send = () =>
      raw('/account/tokens/phone', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ userId: 'unique()', phone }),
      });
    const statuses = (await Promise.all(Array.from({ length: 15 }, send))).map((r) => r.status).sort();
    expect(statuses).toEqual([...Array(10).fill(201), ...Array(5).fill(429)]);

    const other = nextPhone();
    fixture.stack.knobs.ip = nextIp();
    const token = (await (
      await raw('/account/tokens/phone', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ userId: 'unique()', phone: other }),
      })
    ).json()) as { userId: string };
    const code = fixture.stack.outbox.latestFor(other)?.code ?? '';
    const wrong = code === '999999' ? '999998' : '999999';
    const guess = () =>
      raw('/account/sessions/token', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ userId: token.userId, secret: wrong }),
      });
    await Promise.all(Array.from({ length: 12 }, guess));
    const { rows } = await fixture.testDb.db.query<{ attempts: number }>(
      'SELECT attempts FROM identity_tokens WHERE user_id = $1',
      [token.userId],
    );
    expect(rows[0]?.attempts).toBe(5);
    expect(
      (
        await raw('/account/sessions/token', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ userId: token.userId, secret: code }),
        })
      ).status,
    ).toBe(401);
  });

  it('answers the 21st code request for one phone within a day with 429, even spread over the hours', async () => {
    const phone = nextPhone();
    const request = () =>
      raw('/account/tokens/phone', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ userId: 'unique()', phone }),
      });
    for (let i = 0; i < 20; i++) {
      fixture.stack.knobs.ip = nextIp();
      // Seven minutes apart: never more than 9 in an hour, 20 within 2.3 hours.
      advance(7 * 60 * 1000);
      expect((await request()).status).toBe(201);
    }
    advance(61 * 60 * 1000);
    fixture.stack.knobs.ip = nextIp();
    const limited = await request();
    expect(limited.status).toBe(429);
    expect(await limited.json()).toMatchObject({
      type: 'general_rate_limit_exceeded',
      message: 'Too many OTP requests for this phone number today. Please try again later.',
    });
    // The first code leaves the day about 21 hours later.
    advance(21 * 60 * 60 * 1000);
    expect((await request()).status).toBe(201);
  });

  it('stops a phone after 20 wrong guesses in a day, over several codes, until the day has passed', async () => {
    const phone = nextPhone();
    const guess = (userId: string, secret: string) =>
      raw('/account/sessions/token', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ userId, secret }),
      });
    const newCode = async () => {
      fixture.stack.knobs.ip = nextIp();
      const token = (await (
        await raw('/account/tokens/phone', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ userId: 'unique()', phone }),
        })
      ).json()) as { userId: string };
      return { userId: token.userId, code: fixture.stack.outbox.latestFor(phone)?.code ?? '' };
    };
    for (let round = 0; round < 4; round++) {
      advance(20 * 60 * 1000);
      const { userId, code } = await newCode();
      const wrong = code === '000000' ? '111111' : '000000';
      for (let i = 0; i < 5; i++) expect((await guess(userId, wrong)).status).toBe(401);
    }
    advance(20 * 60 * 1000);
    const fresh = await newCode();
    const refused = await guess(fresh.userId, fresh.code);
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({
      type: 'general_rate_limit_exceeded',
      message: 'Too many wrong OTPs for this phone number today. Please try again tomorrow.',
    });
    advance(24 * 60 * 60 * 1000);
    const later = await newCode();
    expect((await guess(later.userId, later.code)).status).toBe(201);
  });

  it('logs the code in development only', async () => {
    const phone = nextPhone();
    await new Device(fixture.server.origin).run((a) => a.createPhoneToken({ userId: 'unique()', phone }));
    expect(fixture.stack.smsLog.at(-1)).toBe(`[sms] ${phone} code ${fixture.stack.outbox.latestFor(phone)?.code}`);
  });
});

describe('bad input and other routes', () => {
  it('rejects a phone that is not an Indian mobile with a clear 400', async () => {
    for (const phone of ['+9112345678', '+915123456789', '9876543210', '+14155550123', '+91987654321x']) {
      const error = await failure(
        new Device(fixture.server.origin).run((a) => a.createPhoneToken({ userId: 'unique()', phone })),
      );
      expect(error).toMatchObject({
        code: 400,
        type: 'general_argument_invalid',
        message: `Invalid \`phone\` param: ${accountMessages.invalidPhone}`,
      });
    }
  });

  it("names a missing parameter with the spec's text", async () => {
    const cases: Array<[string, Record<string, unknown>, string]> = [
      ['/account/tokens/phone', { phone: nextPhone() }, 'userId'],
      ['/account/tokens/phone', { userId: 'unique()' }, 'phone'],
      ['/account/sessions/token', { secret: '123456' }, 'userId'],
      ['/account/sessions/token', { userId: 'abc' }, 'secret'],
    ];
    for (const [path, body, param] of cases) {
      const response = await raw(path, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        message: `Missing required parameter: "${param}"`,
        code: 400,
        type: 'general_argument_invalid',
        version: '1.8.0',
      });
    }
  });

  it('answers malformed requests with 4xx, never 500', async () => {
    const bodies: Array<[string, string, number]> = [
      ['{', 'application/json', 400],
      ['[1]', 'application/json', 400],
      ['userId=a', 'application/x-www-form-urlencoded', 415],
      [JSON.stringify({ userId: 7, phone: nextPhone() }), 'application/json', 400],
      [JSON.stringify({ userId: '-bad', phone: nextPhone() }), 'application/json', 400],
      [JSON.stringify({ userId: 'x'.repeat(37), phone: nextPhone() }), 'application/json', 400],
      [JSON.stringify({ userId: 'unique()', phone: 'x'.repeat(100_000) }), 'application/json', 413],
    ];
    for (const [body, type, status] of bodies) {
      const response = await raw('/account/tokens/phone', { method: 'POST', headers: { 'content-type': type }, body });
      expect(response.status, body.slice(0, 40)).toBe(status);
      expect(((await response.json()) as { type: string }).type).toBe('general_argument_invalid');
    }
    const garbageSession = await raw('/account', {
      headers: { 'x-fallback-cookies': '{not json', cookie: 'a_session_thalify=%E0%A4%A' },
    });
    expect(garbageSession.status).toBe(401);
    const garbageJwt = await raw('/account', { headers: { 'x-appwrite-jwt': 'a.b.c' } });
    expect(garbageJwt.status).toBe(401);
    const badDuration = await raw('/account/jwts', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ duration: 99999 }),
    });
    expect(badDuration.status).toBe(401);
  });

  it('needs a session for the account, the JWT and logout', async () => {
    const device = new Device(fixture.server.origin);
    for (const call of [
      (a: Account) => a.get(),
      (a: Account) => a.createJWT(),
      (a: Account) => a.deleteSession({ sessionId: 'current' }),
    ]) {
      expect(await failure(device.run(call))).toMatchObject({ code: 401, type: 'general_unauthorized_scope' });
    }
  });

  it('refuses a JWT duration above an hour', async () => {
    const device = new Device(fixture.server.origin);
    await signIn(fixture.stack, device, nextPhone());
    expect(await failure(device.run((a) => a.createJWT({ duration: 3601 })))).toMatchObject({
      code: 400,
      type: 'general_argument_invalid',
    });
  });

  it('answers the other account routes with 501 not supported', async () => {
    const device = new Device(fixture.server.origin);
    await signIn(fixture.stack, device, nextPhone());
    const calls: ((a: Account) => Promise<unknown>)[] = [
      (a: Account) => a.listIdentities(),
      (a: Account) => a.updatePhone({ phone: '+919812345678', password: '' }),
      (a: Account) => a.create({ userId: 'unique()', email: 'a@b.in', password: 'password123' }),
      (a: Account) => a.createRecovery({ email: 'a@b.in', url: 'http://127.0.0.1/' }),
    ];
    for (const call of calls) {
      expect(await failure(device.run(call))).toMatchObject({
        code: 501,
        type: 'general_not_implemented',
        message: 'This account route is not supported by the embedded identity service',
      });
    }
  });

  it('refuses another project and cross-origin state changes', async () => {
    const other = new Device(fixture.server.origin, 'someone-else');
    expect(
      await failure(other.run((a) => a.createPhoneToken({ userId: 'unique()', phone: nextPhone() }))),
    ).toMatchObject({ code: 404, type: 'project_not_found' });
    const crossSite = await raw('/account/tokens/phone', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'https://evil.example' },
      body: JSON.stringify({ userId: 'unique()', phone: nextPhone() }),
    });
    expect(crossSite.status).toBe(403);
    expect(((await crossSite.json()) as { type: string }).type).toBe('general_unknown_origin');
  });

  it('keeps other sessions of the user when deleting an unknown session id', async () => {
    const device = new Device(fixture.server.origin);
    await signIn(fixture.stack, device, nextPhone());
    expect(await failure(device.run((a) => a.deleteSession({ sessionId: 'ffffffffffffffffffff' })))).toMatchObject({
      code: 404,
      type: 'user_session_not_found',
    });
    expect((await device.run((a) => a.get())).phone).toMatch(/^\+91/);
  });
});

describe('test outbox', () => {
  it('is off unless THALIFY_TEST_OUTBOX=1 was in the environment', async () => {
    expect(testOutboxFromEnv({})).toBeNull();
    expect(testOutboxFromEnv({ THALIFY_TEST_OUTBOX: 'true' })).toBeNull();
    expect(testOutboxFromEnv({ THALIFY_TEST_OUTBOX: '1' })).not.toBeNull();
    const off = handleOutboxRequest(
      new Request('http://127.0.0.1/v1/test/outbox?phone=%2B919876543210&THALIFY_TEST_OUTBOX=1', {
        headers: { 'x-thalify-test-outbox': '1' },
      }),
      null,
    );
    expect(off.status).toBe(404);
  });

  it('returns the latest code, reading an unencoded + in the query', async () => {
    const phone = nextPhone();
    await new Device(fixture.server.origin).run((a) => a.createPhoneToken({ userId: 'unique()', phone }));
    const response = await fetch(`${fixture.server.origin}/v1/test/outbox?phone=${phone}`);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ phone, code: fixture.stack.outbox.latestFor(phone)?.code });
    expect(
      (await fetch(`${fixture.server.origin}/v1/test/outbox?phone=${encodeURIComponent(nextPhone())}`)).status,
    ).toBe(404);
    expect((await fetch(`${fixture.server.origin}/v1/test/outbox`)).status).toBe(400);
  });
});
