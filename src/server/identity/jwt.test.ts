import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { signJwt, verifyJwt, type JwtClaims } from './jwt.ts';
import { deriveKeys } from './keys.ts';

const key = deriveKeys('a-test-secret-of-at-least-thirty-two-chars').jwt;
const claims: JwtClaims = { userId: 'u1', sessionId: '0123456789abcdef0123', iat: 1000, exp: 1900 };

describe('JWT', () => {
  it('verifies its own tokens until they expire', () => {
    const token = signJwt(claims, key);
    expect(verifyJwt(token, key, 1899)).toEqual(claims);
    expect(verifyJwt(token, key, 1900)).toBeNull();
  });

  it('refuses another key, alg none and malformed tokens', () => {
    const token = signJwt(claims, key);
    expect(verifyJwt(token, deriveKeys('another-secret-of-at-least-thirty-two-chars').jwt, 1000)).toBeNull();
    const [, payload] = token.split('.');
    const none = `${Buffer.from('{"typ":"JWT","alg":"none"}').toString('base64url')}.${payload}.`;
    for (const bad of [none, '', 'a.b', 'a.b.c.d', `${token}x`, 'x'.repeat(5000), token.replace(/\.[^.]+$/, '.')]) {
      expect(verifyJwt(bad, key, 1000)).toBeNull();
    }
  });

  it('refuses a token with any one character changed', () => {
    const token = signJwt(claims, key);
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_.';
    fc.assert(
      fc.property(fc.nat(token.length - 1), fc.constantFrom(...alphabet), (index, char) => {
        fc.pre(token[index] !== char);
        const changed = token.slice(0, index) + char + token.slice(index + 1);
        const result = verifyJwt(changed, key, 1000);
        // base64url's last character may carry spare bits that decode to the same bytes.
        return (
          result === null ||
          Buffer.from(changed.split('.')[2] ?? '', 'base64url').equals(
            Buffer.from(token.split('.')[2] ?? '', 'base64url'),
          )
        );
      }),
    );
  });

  it('refuses signed payloads of the wrong shape', () => {
    const odd = signJwt({ userId: 5, sessionId: 'x', iat: 1, exp: 9e9 } as unknown as JwtClaims, key);
    expect(verifyJwt(odd, key, 1000)).toBeNull();
  });
});
