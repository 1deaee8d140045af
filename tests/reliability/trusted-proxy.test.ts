// X-Forwarded-Proto is believed from a trusted proxy and from no one else. Behind a TLS proxy on
// the same machine that forwards `Host: 127.0.0.1:<port>` (nginx's default `Host $proxy_host`)
// and `X-Forwarded-Proto: https`, every cookie is Secure and the session cookie __Host-, for the
// identity service, sign-up, the session lookup, the realtime socket and logout alike; the same
// header from a client that is not a trusted proxy changes nothing.
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nextPhone, start, type Server } from './harness';

const https = { 'x-forwarded-proto': 'https' };
const project = { 'x-appwrite-project': 'thalify', 'content-type': 'application/json' };
let proxied: Server;
let direct: Server;

beforeAll(async () => {
  // The tests reach both servers from 127.0.0.1: a trusted proxy to the first, a client to the second.
  [proxied, direct] = await Promise.all([
    start({ TRUSTED_PROXIES: '127.0.0.1, ::1', OTP_MAX_REQUESTS_PER_IP: '1000' }),
    start({ OTP_MAX_REQUESTS_PER_IP: '1000' }),
  ]);
});
afterAll(async () => {
  await Promise.all([proxied?.stop(), direct?.stop()]);
});

/** Signs a new diner up through `target` with `headers` on every call; answers each step's Set-Cookie and the session. */
async function signUp(target: Server, headers: Record<string, string>) {
  const phone = `+91${nextPhone()}`;
  const post = (path: string, body: unknown, extra: Record<string, string> = {}) =>
    fetch(`${target.origin}${path}`, {
      method: 'POST',
      headers: { ...project, ...headers, ...extra },
      body: JSON.stringify(body),
    });
  const { userId } = (await (await post('/v1/account/tokens/phone', { userId: 'unique()', phone })).json()) as {
    userId: string;
  };
  const { code } = (await (
    await fetch(`${target.origin}/v1/test/outbox?phone=${encodeURIComponent(phone)}`)
  ).json()) as {
    code: string;
  };
  const session = await post('/v1/account/sessions/token', { userId, secret: code });
  const fallback = session.headers.get('x-fallback-cookies') ?? '{}';
  const identityCookie = Object.entries(JSON.parse(fallback) as Record<string, string>)
    .map(([k, v]) => `${k}=${v}`)
    .join('; ');
  const { jwt } = (await (
    await post('/v1/account/jwts', {}, { 'x-fallback-cookies': fallback, cookie: identityCookie })
  ).json()) as { jwt: string };
  const created = await post('/api/create_user', {
    name: 'Proxy Diner',
    email: 'p@example.in',
    phone,
    updatedUser: { jwt },
  });
  expect(created.status).toBe(201);
  const sessionCookie = created.headers.getSetCookie().join('\n');
  return {
    identitySetCookie: session.headers.getSetCookie().join('\n'),
    sessionSetCookie: sessionCookie,
    /** The Cookie header a browser would send back: the session cookie's name and value. */
    cookie: sessionCookie.split(';')[0] ?? '',
  };
}

/** The user the realtime socket's `connected` frame names, opened with `headers`. */
async function socketUser(target: Server, headers: Record<string, string>): Promise<unknown> {
  const socket = new WebSocket(`${target.origin.replace('http', 'ws')}/v1/realtime?project=thalify`, { headers });
  try {
    return await new Promise((resolve, reject) => {
      socket.on('message', (data) => {
        const frame = JSON.parse(String(data)) as { type: string; data?: { user?: unknown } };
        if (frame.type === 'connected') resolve(frame.data?.user ?? null);
      });
      socket.on('error', reject);
      socket.on('unexpected-response', (_req, res) => reject(new Error(`refused with ${res.statusCode}`)));
    });
  } finally {
    socket.close();
  }
}

describe('behind a trusted proxy on the same machine, https wins over a loopback Host', () => {
  it('every cookie is Secure and the session cookie is __Host-, from sign-up to logout', async () => {
    const { identitySetCookie, sessionSetCookie, cookie } = await signUp(proxied, https);
    expect(identitySetCookie).toMatch(/^a_session_thalify=.*; Secure/);
    expect(sessionSetCookie).toMatch(/^__Host-thalify_session=.*; Secure/);
    expect(sessionSetCookie).toMatch(/; Path=\/;/);

    const me = await fetch(`${proxied.origin}/api/me`, { headers: { ...https, cookie } });
    expect(me.status).toBe(200);
    expect(me.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
    expect(await socketUser(proxied, { ...https, cookie })).toMatchObject({ name: 'Proxy Diner' });

    const logout = await fetch(`${proxied.origin}/api/logout`, { method: 'POST', headers: { ...https, cookie } });
    expect(logout.status).toBe(200);
    expect(logout.headers.getSetCookie().join('\n')).toMatch(/^__Host-thalify_session=; Max-Age=0;.*; Secure/);
    expect((await fetch(`${proxied.origin}/api/me`, { headers: { ...https, cookie } })).status).toBe(401);
  });

  it('X-Forwarded-Proto from a client that is not a trusted proxy changes nothing', async () => {
    const { identitySetCookie, sessionSetCookie, cookie } = await signUp(direct, https);
    // Plain http on loopback: no Secure (a browser would not keep it there), no prefix.
    expect(identitySetCookie).toMatch(/^a_session_thalify=/);
    expect(identitySetCookie).not.toMatch(/Secure/);
    expect(sessionSetCookie).toMatch(/^thalify_session=/);
    expect(sessionSetCookie).not.toMatch(/Secure/);

    const me = await fetch(`${direct.origin}/api/me`, { headers: { ...https, cookie } });
    expect(me.status).toBe(200);
    expect(me.headers.get('strict-transport-security')).toBeNull();
    const page = await fetch(`${direct.origin}/about`, { headers: https });
    expect(page.headers.get('strict-transport-security')).toBeNull();
    // The socket reads the same cookie the pages set, whatever the client claims.
    expect(await socketUser(direct, { ...https, cookie })).toMatchObject({ name: 'Proxy Diner' });
  });
});
