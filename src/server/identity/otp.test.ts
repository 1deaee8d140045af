import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { isIndianMobile } from '#src/lib/accountTypes.ts';
import { sameDigest, hmacHex } from './keys.ts';
import { maxRequestsPerIp, newCode, otpRules } from './otp.ts';

describe('codes', () => {
  it('are six digits, zero-padded, and spread over the whole range', () => {
    const codes = Array.from({ length: 2000 }, newCode);
    expect(codes.every((c) => /^\d{6}$/.test(c))).toBe(true);
    expect(new Set(codes).size).toBeGreaterThan(1990);
    const firstDigits = new Set(codes.map((c) => c[0]));
    expect(firstDigits.size).toBe(10);
  });

  it("follow the issue's rules", () => {
    expect(otpRules).toMatchObject({
      digits: 6,
      lifetimeMs: 600_000,
      maxTries: 5,
      maxRequestsPerWindow: 10,
      windowMs: 3_600_000,
    });
  });

  it('compare digests in constant time and only when well formed', () => {
    const key = Buffer.alloc(32, 1);
    expect(sameDigest(hmacHex(key, 'a'), hmacHex(key, 'a'))).toBe(true);
    expect(sameDigest(hmacHex(key, 'a'), hmacHex(key, 'b'))).toBe(false);
    expect(sameDigest('', '')).toBe(false);
    expect(sameDigest('abcd', 'abcdef')).toBe(false);
  });
});

describe('maxRequestsPerIp', () => {
  it('takes OTP_MAX_REQUESTS_PER_IP when it is a whole number above 0, else the rule of 10', () => {
    expect(maxRequestsPerIp('200')).toBe(200);
    for (const value of [undefined, '', 'many', '0', '-3', '2.5'])
      expect(maxRequestsPerIp(value), String(value)).toBe(otpRules.maxRequestsPerWindow);
  });
});

describe('Indian mobile numbers', () => {
  it('accept +91 and 10 digits starting 6 to 9', () => {
    fc.assert(
      fc.property(fc.constantFrom('6', '7', '8', '9'), fc.stringMatching(/^\d{9}$/), (first, rest) =>
        isIndianMobile(`+91${first}${rest}`),
      ),
    );
  });

  it('refuse anything else', () => {
    for (const phone of [
      '+91',
      '+915876543210',
      '+9198765432100',
      '919876543210',
      '+91 9876543210',
      '+19876543210',
      '+91987654321',
      '\n+919876543210',
      '+919876543210\n',
    ]) {
      expect(isIndianMobile(phone), JSON.stringify(phone)).toBe(false);
    }
  });
});
