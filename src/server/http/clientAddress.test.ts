import { describe, expect, it } from 'vitest';
import { normaliseAddress, parseTrustedProxies, publicOrigin, resolveClientAddress } from './clientAddress.ts';
import { crossOriginRefusal } from './crossOrigin.ts';

describe('resolveClientAddress', () => {
  const none = parseTrustedProxies(undefined);
  const proxies = parseTrustedProxies('10.0.0.0/8, 192.168.1.7 fd00::/8,::1');

  it('without trusted proxies, the socket is the client whatever X-Forwarded-For says', () => {
    expect(resolveClientAddress('203.0.113.9', '1.1.1.1', none)).toBe('203.0.113.9');
    expect(resolveClientAddress('::ffff:203.0.113.9', '1.1.1.1, 2.2.2.2', none)).toBe('203.0.113.9');
  });

  it('a peer that is not a trusted proxy is the client, even with proxies configured', () => {
    expect(resolveClientAddress('203.0.113.9', '1.1.1.1', proxies)).toBe('203.0.113.9');
  });

  it('behind trusted proxies, the rightmost address that is not a proxy is the client', () => {
    expect(resolveClientAddress('10.1.2.3', '198.51.100.4', proxies)).toBe('198.51.100.4');
    // The client wrote 6.6.6.6 itself; the proxy appended the real address.
    expect(resolveClientAddress('10.1.2.3', '6.6.6.6, 198.51.100.4', proxies)).toBe('198.51.100.4');
    expect(resolveClientAddress('::ffff:10.1.2.3', '6.6.6.6, 198.51.100.4, 192.168.1.7', proxies)).toBe('198.51.100.4');
    expect(resolveClientAddress('::1', '2001:db8::1, fd00::5', proxies)).toBe('2001:db8::1');
    expect(resolveClientAddress('10.0.0.1', '[2001:db8::2]:4711', proxies)).toBe('2001:db8::2');
    expect(resolveClientAddress('10.0.0.1', '198.51.100.4:5555', proxies)).toBe('198.51.100.4');
  });

  it('stops at junk instead of believing it, and at the leftmost proxy when all are proxies', () => {
    expect(resolveClientAddress('10.1.2.3', 'not-an-ip, 10.9.9.9', proxies)).toBe('10.9.9.9');
    expect(resolveClientAddress('10.1.2.3', '10.9.9.9, 10.8.8.8', proxies)).toBe('10.9.9.9');
    expect(resolveClientAddress('10.1.2.3', null, proxies)).toBe('10.1.2.3');
  });
});

describe('parseTrustedProxies', () => {
  it('reads IPv4 and IPv6 addresses and ranges and reports what it cannot read', () => {
    const parsed = parseTrustedProxies(
      '10.0.0.0/8 2001:db8::/32, 127.0.0.1, 10.0.0.0/33, nonsense, 1.2.3.4/x, ::1/129',
    );
    expect(parsed.size).toBe(3);
    expect(parsed.invalid).toEqual(['10.0.0.0/33', 'nonsense', '1.2.3.4/x', '::1/129']);
    expect(parsed.list.check('10.200.0.1', 'ipv4')).toBe(true);
    expect(parsed.list.check('2001:db8:ffff::1', 'ipv6')).toBe(true);
    expect(parsed.list.check('11.0.0.1', 'ipv4')).toBe(false);
  });

  it('normalises IPv4-mapped IPv6 addresses', () => {
    expect(normaliseAddress('::ffff:127.0.0.1')).toBe('127.0.0.1');
    expect(normaliseAddress('::1')).toBe('::1');
  });
});

describe('publicOrigin', () => {
  const proxies = parseTrustedProxies('10.0.0.0/8');
  const url = new URL('http://thalify.in/api/login');

  it('takes https from a trusted TLS proxy, so writes from the https page itself are not cross-origin', () => {
    const own = publicOrigin(url, '10.1.2.3', 'https', proxies);
    expect(own).toBe('https://thalify.in');
    const write = new Request(url, { method: 'POST', headers: { origin: 'https://thalify.in' } });
    expect(crossOriginRefusal(write)?.status).toBe(403);
    expect(crossOriginRefusal(write, own)).toBeNull();
    const foreign = new Request(url, { method: 'POST', headers: { origin: 'https://evil.example' } });
    expect(crossOriginRefusal(foreign, own)?.status).toBe(403);
  });

  it('ignores X-Forwarded-Proto from anyone else, and values that are not a protocol', () => {
    expect(publicOrigin(url, '203.0.113.9', 'https', proxies)).toBe('http://thalify.in');
    expect(publicOrigin(url, '10.1.2.3', 'https', parseTrustedProxies(undefined))).toBe('http://thalify.in');
    expect(publicOrigin(url, '10.1.2.3', 'javascript', proxies)).toBe('http://thalify.in');
    expect(publicOrigin(url, '10.1.2.3', null, proxies)).toBe('http://thalify.in');
    expect(publicOrigin(url, '::ffff:10.1.2.3', 'HTTPS, http', proxies)).toBe('https://thalify.in');
  });

  it('keeps the Host a proxy on the same machine forwards, loopback included', () => {
    const local = parseTrustedProxies('127.0.0.1, ::1');
    const proxied = new URL('http://127.0.0.1:4321/api/login');
    expect(publicOrigin(proxied, '127.0.0.1', 'https', local)).toBe('https://127.0.0.1:4321');
    expect(publicOrigin(proxied, '::1', 'https', local)).toBe('https://127.0.0.1:4321');
    expect(publicOrigin(proxied, '192.0.2.1', 'https', local)).toBe('http://127.0.0.1:4321');
  });
});
