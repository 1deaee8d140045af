import { describe, expect, it } from 'vitest';
import { csrfTokenLifetimeMs, issueCsrfToken, verifyCsrfToken } from './csrf.ts';

describe('CSRF tokens', () => {
  const secret = 'test-secret';
  const now = Date.UTC(2026, 0, 1);

  it('accepts a token this secret issued, for 12 hours', () => {
    const token = issueCsrfToken(secret, now);
    expect(verifyCsrfToken(secret, token, now)).toBe(true);
    expect(verifyCsrfToken(secret, token, now + csrfTokenLifetimeMs)).toBe(true);
    expect(verifyCsrfToken(secret, token, now + csrfTokenLifetimeMs + 1)).toBe(false);
  });

  it('refuses another secret, a tampered token and junk', () => {
    const token = issueCsrfToken(secret, now);
    expect(verifyCsrfToken('other', token, now)).toBe(false);
    const [issued, nonce, mac] = token.split('.');
    expect(verifyCsrfToken(secret, `${(parseInt(issued ?? '0', 36) + 1).toString(36)}.${nonce}.${mac}`, now)).toBe(
      false,
    );
    for (const junk of ['', 'abc', 'a.b.c', `${token}.x`, 42, null, undefined, 'x'.repeat(500)])
      expect(verifyCsrfToken(secret, junk, now)).toBe(false);
  });

  it('issues a different token each time', () => {
    expect(issueCsrfToken(secret, now)).not.toBe(issueCsrfToken(secret, now));
  });
});
