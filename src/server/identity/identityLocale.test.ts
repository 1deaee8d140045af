import { describe, expect, it } from 'vitest';
import '../i18n/catalogues.ts';
import type { IdentityContext } from './request.ts';
import { handleIdentityRequest, identityLocale } from './service.ts';

const ctx = { projectId: 'thalify', now: () => new Date('2026-01-01T00:00:00Z') } as unknown as IdentityContext;

/** A sign-in with a code that cannot be anyone's (refused before any record is read). */
const signIn = (locale?: string) =>
  new Request('http://localhost/v1/account/sessions/token', {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-appwrite-project': 'thalify',
      ...(locale ? { 'x-appwrite-locale': locale } : {}),
    },
    body: JSON.stringify({ userId: '!not-an-id', secret: '123456' }),
  });

describe("the identity service's language", () => {
  it('reads the appwrite SDK’s x-appwrite-locale, English when absent or not one of ours', () => {
    const of = (locale?: string) => identityLocale(signIn(locale));
    expect(of('hi')).toBe('hi');
    expect(of('ta-IN')).toBe('ta');
    expect(of('fr')).toBe('en');
    expect(of()).toBe('en');
  });

  it("words a refused sign-in in the request's language", async () => {
    const english = (await (await handleIdentityRequest(signIn(), ctx)).json()) as { message: string; code: number };
    expect(english).toMatchObject({ code: 401, message: 'Invalid OTP. Please request a new one.' });
    const hindi = (await (await handleIdentityRequest(signIn('hi'), ctx)).json()) as { message: string };
    expect(hindi.message).toBe('गलत OTP। कृपया नया OTP मँगाएँ।');
  });
});
