import { describe, expect, it } from 'vitest';
import {
  canRequestOtp,
  canSubmitLoginOtp,
  canSubmitSignupOtp,
  phonePrefix,
  signInReasonTexts,
  withPrefix,
} from './signInRules';

describe('sign-in rules', () => {
  it('sends phones with the +91 prefix', () => {
    expect(phonePrefix).toBe('+91');
    expect(withPrefix('98765 43210')).toBe('+919876543210');
    expect(withPrefix('919876543210')).toBe('+919876543210');
  });
  it('ignores a phone request while the phone is empty', () => {
    expect(canRequestOtp('')).toBe(false);
    expect(canRequestOtp('   ')).toBe(false);
    expect(canRequestOtp('9876543210')).toBe(true);
  });
  it('needs OTP and phone for login', () => {
    expect(canSubmitLoginOtp({ otp: '', phone: '9' })).toBe(false);
    expect(canSubmitLoginOtp({ otp: '1', phone: '' })).toBe(false);
    expect(canSubmitLoginOtp({ otp: '1', phone: '9' })).toBe(true);
  });
  it('needs name, OTP, email and phone for signup', () => {
    const full = { name: 'A', otp: '1', email: 'a@b.in', phone: '9' };
    expect(canSubmitSignupOtp(full)).toBe(true);
    for (const key of Object.keys(full) as (keyof typeof full)[])
      expect(canSubmitSignupOtp({ ...full, [key]: '' })).toBe(false);
  });
  it('says why the drawer opened in the words of its view', () => {
    expect(signInReasonTexts.cart.login).toBe('Log in to add items to your cart');
    expect(signInReasonTexts.favourites.login).toBe('Log in to save your favourite restaurants');
    expect(signInReasonTexts.cart.signup).toBe('Sign up to add items to your cart');
  });
});
