/**
 * The veg-only mode on the account: kept from the browser at sign-up and at a first sign-in,
 * the account's own at every later sign-in, answered by GET /api/me and saved by PATCH /api/me
 * (validated: a 4xx naming the field and the reason).
 */
import { describe, expect, it } from 'vitest';
import type { AccountResponse } from '#src/lib/accountTypes.ts';
import * as me from '#src/pages/api/me.ts';
import { Device, nextPhone, signIn, withIdentityStack } from './identityHarness.ts';

const fixture = withIdentityStack();

async function jwtFor(phone: string): Promise<string> {
  const device = new Device(fixture.server.origin);
  await signIn(fixture.stack, device, phone);
  return (await device.run((a) => a.createJWT())).jwt;
}

function send(path: string, method: string, body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(`${fixture.server.origin}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

const cookieOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .find((c) => c.startsWith('thalify_session='))
    ?.split(';')[0] ?? '';

async function storedMode(phone: string): Promise<string | null | undefined> {
  const { rows } = await fixture.testDb.db.query<{ veg_mode: string | null }>(
    'SELECT veg_mode FROM users WHERE phone = $1',
    [phone],
  );
  return rows[0]?.veg_mode;
}

async function signUp(vegMode?: string): Promise<{ phone: string; cookie: string; user: AccountResponse['user'] }> {
  const phone = nextPhone();
  const response = await send('/api/create_user', 'POST', {
    name: 'Meera Shah',
    email: 'meera@example.in',
    phone,
    updatedUser: { jwt: await jwtFor(phone) },
    ...(vegMode ? { vegMode } : {}),
  });
  expect(response.status).toBe(201);
  return { phone, cookie: cookieOf(response), user: ((await response.json()) as AccountResponse).user };
}

async function logIn(phone: string, vegMode?: string): Promise<Response> {
  return send('/api/login', 'POST', {
    phone,
    updatedUser: { jwt: await jwtFor(phone) },
    ...(vegMode ? { vegMode } : {}),
  });
}

describe('the veg-only mode at sign-up and sign-in', () => {
  it('keeps the browser’s mode on a new account, and none when the browser shows everything', async () => {
    const veg = await signUp('veg');
    expect(veg.user.vegMode).toBe('veg');
    expect(await storedMode(veg.phone)).toBe('veg');
    const plain = await signUp('all');
    expect(plain.user).not.toHaveProperty('vegMode');
    expect(await storedMode(plain.phone)).toBeNull();
  });

  it('saves the browser’s mode on an account that has none, and answers the account’s own after that', async () => {
    const { phone } = await signUp();
    const first = await logIn(phone, 'egg');
    expect(((await first.json()) as AccountResponse).user.vegMode).toBe('egg');
    expect(await storedMode(phone)).toBe('egg');
    const later = await logIn(phone, 'veg');
    expect(((await later.json()) as AccountResponse).user.vegMode).toBe('egg');
    const bare = await logIn(phone);
    expect(((await bare.json()) as AccountResponse).user.vegMode).toBe('egg');
    expect(await storedMode(phone)).toBe('egg');
  });

  it('refuses a mode it does not know at sign-in, naming the field', async () => {
    const { phone } = await signUp();
    const response = await logIn(phone, 'vegan');
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ message: 'vegMode: must be one of all, veg, egg' });
  });
});

describe('PATCH /api/me', () => {
  it('is served by the page module beside GET', () => {
    expect(typeof me.PATCH).toBe('function');
    expect(typeof me.GET).toBe('function');
  });

  it('saves the mode on the account; GET /api/me answers it at once', async () => {
    const { phone, cookie } = await signUp();
    const saved = await send('/api/me', 'PATCH', { vegMode: 'veg' }, { cookie });
    expect(saved.status).toBe(200);
    expect(((await saved.json()) as AccountResponse).user).toMatchObject({ phone, vegMode: 'veg' });
    expect(await storedMode(phone)).toBe('veg');
    const read = await fetch(`${fixture.server.origin}/api/me`, { headers: { cookie } });
    expect(((await read.json()) as AccountResponse).user.vegMode).toBe('veg');
    const off = await send('/api/me', 'PATCH', { vegMode: 'all' }, { cookie });
    expect(((await off.json()) as AccountResponse).user.vegMode).toBe('all');
    expect(await storedMode(phone)).toBe('all');
  });

  it.each([
    ['an unknown mode', { vegMode: 'jain' }, 'vegMode: must be one of all, veg, egg'],
    ['no mode', {}, 'vegMode: must be one of all, veg, egg'],
    ['a number', { vegMode: 2 }, 'vegMode: must be one of all, veg, egg'],
    ['another field', { vegMode: 'veg', name: 'Someone' }, 'body: Unrecognized key: "name"'],
    ['not an object', '"veg"', 'body: Invalid input: expected object, received string'],
    ['not JSON', '{veg', 'body: must be valid JSON'],
  ])('refuses %s with 400 naming the field and the reason, and saves nothing', async (_name, body, message) => {
    const { phone, cookie } = await signUp('egg');
    const response = await send('/api/me', 'PATCH', body, { cookie });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message, error: message });
    expect(await storedMode(phone)).toBe('egg');
  });

  it('needs a signed-in diner, a JSON body and the site’s own origin', async () => {
    const signedOut = await send('/api/me', 'PATCH', { vegMode: 'veg' });
    expect(signedOut.status).toBe(401);
    const { cookie } = await signUp();
    const text = await send('/api/me', 'PATCH', 'vegMode=veg', { cookie, 'content-type': 'text/plain' });
    expect(text.status).toBe(415);
    const foreign = await send('/api/me', 'PATCH', { vegMode: 'veg' }, { cookie, origin: 'https://elsewhere.example' });
    expect(foreign.status).toBe(403);
    const put = await send('/api/me', 'PUT', { vegMode: 'veg' }, { cookie });
    expect(put.status).toBe(405);
    expect(put.headers.get('allow')).toBe('GET, PATCH');
  });
});
