import { describe, expect, it } from 'vitest';
import { identityConfig, isEmbeddedIdentity } from './config.ts';
import {
  isCrossOrigin,
  publicUrlOf,
  readCookie,
  rememberPublicOrigin,
  serializeCookie,
  secureCookiesFor,
} from './requestSecurity.ts';

describe('isCrossOrigin', () => {
  const request = (headers: Record<string, string>) =>
    new Request('https://thalify.in/api/login', { method: 'POST', headers });
  it('accepts no Origin and the own origin', () => {
    expect(isCrossOrigin(request({}))).toBe(false);
    expect(isCrossOrigin(request({ origin: 'https://thalify.in' }))).toBe(false);
  });
  it('refuses other origins, null and cross-site fetches', () => {
    expect(isCrossOrigin(request({ origin: 'https://evil.example' }))).toBe(true);
    expect(isCrossOrigin(request({ origin: 'http://thalify.in' }))).toBe(true);
    expect(isCrossOrigin(request({ origin: 'null' }))).toBe(true);
    expect(isCrossOrigin(request({ 'sec-fetch-site': 'cross-site' }))).toBe(true);
  });
  it('without Origin, refuses a Referer from another origin and accepts one from its own', () => {
    expect(isCrossOrigin(request({ referer: 'https://evil.example/page' }))).toBe(true);
    expect(isCrossOrigin(request({ referer: 'http://thalify.in/cart' }))).toBe(true);
    expect(isCrossOrigin(request({ referer: 'not a url' }))).toBe(true);
    expect(isCrossOrigin(request({ referer: 'https://thalify.in/cart?x=1' }))).toBe(false);
  });
});

describe('cookies', () => {
  it('are Secure in production except on plain-http loopback', () => {
    const at = (url: string) => new Request(url);
    expect(secureCookiesFor(at('https://thalify.in/'), true)).toBe(true);
    expect(secureCookiesFor(at('http://thalify.in/'), true)).toBe(true);
    expect(secureCookiesFor(at('https://127.0.0.1:4329/'), true)).toBe(true);
    expect(secureCookiesFor(at('http://127.0.0.1:4329/'), true)).toBe(false);
    expect(secureCookiesFor(at('http://localhost:4321/'), true)).toBe(false);
    expect(secureCookiesFor(at('https://thalify.in/'), false)).toBe(false);
  });

  it('follow the public origin the middleware recorded: https wins over a loopback Host', () => {
    const proxied = new Request('http://127.0.0.1:4321/api/login?next=1');
    expect(secureCookiesFor(proxied, true)).toBe(false);
    rememberPublicOrigin(proxied, 'https://127.0.0.1:4321');
    expect(secureCookiesFor(proxied, true)).toBe(true);
    expect(publicUrlOf(proxied).href).toBe('https://127.0.0.1:4321/api/login?next=1');
    // Recorded for that request only.
    expect(secureCookiesFor(new Request('http://127.0.0.1:4321/api/login'), true)).toBe(false);
  });

  it('are read by exact name, tolerating junk', () => {
    expect(readCookie('a=1; thalify_session=xyz; b=2', 'thalify_session')).toBe('xyz');
    expect(readCookie('x_thalify_session=xyz', 'thalify_session')).toBeUndefined();
    expect(readCookie('thalify_session=%E0%A4%A', 'thalify_session')).toBeUndefined();
    expect(readCookie('junk; thalify_session="q"', 'thalify_session')).toBe('q');
    expect(readCookie(null, 'thalify_session')).toBeUndefined();
  });

  it('are written httpOnly with the given attributes', () => {
    const cookie = serializeCookie('n', 'v', { maxAge: 60, path: '/v1', secure: true, sameSite: 'Lax' });
    expect(cookie).toMatch(/^n=v; Max-Age=60; Expires=[^;]+; Path=\/v1; HttpOnly; SameSite=Lax; Secure$/);
  });
});

describe('identityConfig', () => {
  it('defaults to the embedded service and project thalify', () => {
    expect(identityConfig({})).toEqual({ endpoint: '/v1', projectId: 'thalify' });
    expect(isEmbeddedIdentity({})).toBe(true);
  });
  it('points at a real Appwrite with APPWRITE_ENDPOINT', () => {
    expect(identityConfig({ APPWRITE_ENDPOINT: 'https://cloud.appwrite.io/v1/', APPWRITE_PROJECT_ID: 'p1' })).toEqual({
      endpoint: 'https://cloud.appwrite.io/v1',
      projectId: 'p1',
    });
    expect(isEmbeddedIdentity({ APPWRITE_ENDPOINT: 'https://cloud.appwrite.io/v1' })).toBe(false);
    expect(() => identityConfig({ APPWRITE_ENDPOINT: 'cloud.appwrite.io' })).toThrow('http(s) URL');
  });
});
