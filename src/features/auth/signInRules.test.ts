import { describe, expect, it } from 'vitest';
import {
  canRequestOtp,
  canSubmitLoginOtp,
  canSubmitSignupOtp,
  otpResendWaitSeconds,
  phonePrefix,
  secondsUntilResend,
  shownPhone,
  signInReasonText,
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
  it('shows the number a code went to as +91 and five and five digits', () => {
    expect(shownPhone('9812345678')).toBe('+91 98123 45678');
    expect(shownPhone('98123 456-78')).toBe('+91 98123 45678');
    expect(shownPhone('+91 9812345678')).toBe('+91 98123 45678');
    // No format checks (the spec): a short number shows as typed.
    expect(shownPhone('98123')).toBe('+91 98123');
  });
  it('lets Resend OTP be pressed 30 s after a code was sent, counting whole seconds down', () => {
    expect(otpResendWaitSeconds).toBe(30);
    expect(secondsUntilResend(null, 5_000)).toBe(0);
    expect(secondsUntilResend(1_000, 1_000)).toBe(30);
    expect(secondsUntilResend(1_000, 1_001)).toBe(30);
    expect(secondsUntilResend(1_000, 2_000)).toBe(29);
    expect(secondsUntilResend(1_000, 30_999)).toBe(1);
    expect(secondsUntilResend(1_000, 31_000)).toBe(0);
    expect(secondsUntilResend(1_000, 90_000)).toBe(0);
  });
  it('says why the drawer opened in the words of its view', () => {
    expect(signInReasonText('cart', 'login')).toBe('Log in to add items to your cart');
    expect(signInReasonText('favourites', 'login')).toBe('Log in to save your favourite restaurants');
    expect(signInReasonText('cart', 'signup')).toBe('Sign up to add items to your cart');
  });
});
