import { describe, expect, it } from 'vitest';
import { checkProfile, deviceLabel, profileTexts, signedInAt } from './profileRules.ts';

describe('checkProfile', () => {
  it('accepts a name and an email, trimmed', () => {
    expect(checkProfile({ name: '  Asha Rao ', email: ' asha@example.in ' })).toEqual({
      value: { name: 'Asha Rao', email: 'asha@example.in' },
      errors: {},
    });
  });

  it('puts a message on each field that is wrong', () => {
    expect(checkProfile({ name: '   ', email: '' }).errors).toEqual({
      name: profileTexts.nameMissing,
      email: profileTexts.emailMissing,
    });
    expect(checkProfile({ name: 'a'.repeat(500), email: 'not-an-email' }).errors).toEqual({
      name: profileTexts.nameTooLong,
      email: profileTexts.emailInvalid,
    });
    expect(checkProfile({ name: 'a'.repeat(80), email: 'a@b' }).errors).toEqual({ email: profileTexts.emailInvalid });
  });
});

describe('devices', () => {
  it('names a device from its session', () => {
    expect(deviceLabel({ clientName: 'Chrome', osName: 'Android', deviceName: 'mobile' })).toBe(
      'Chrome on Android (phone)',
    );
    expect(deviceLabel({ clientName: '', osName: '', deviceName: '' })).toBe('A browser');
  });

  it('shows the time in India', () => {
    expect(signedInAt('2026-11-22T14:24:00.000Z')).toMatch(/22 Nov 2026, 7:54\s?pm/i);
    expect(signedInAt('nonsense')).toBe('');
  });
});
