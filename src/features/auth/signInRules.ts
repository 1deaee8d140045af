/** The sign-in forms' rules (the spec's section 5): what may be submitted, and the +91 prefix. */
import { textsOf } from '#src/i18n/useMessages.ts';
import type { SignInReason } from '#src/stores/ui.ts';
import { authMessages } from './messages/en.ts';

/** Indian phone numbers are sent with this prefix. */
export const phonePrefix = '+91';

/** The number as sent to the identity service: digits only, with +91 in front. */
export function withPrefix(phone: string): string {
  const digits = phone.replace(/\D/g, '').replace(/^(?:91)?(?=\d{10}$)/, '');
  return `${phonePrefix}${digits}`;
}

/** A phone request is ignored while the phone is empty. */
export function canRequestOtp(phone: string): boolean {
  return phone.trim().length > 0;
}

/** Login's OTP submit needs OTP and phone. */
export function canSubmitLoginOtp(fields: { otp: string; phone: string }): boolean {
  return Boolean(fields.otp.trim() && fields.phone.trim());
}

/** Signup's OTP submit needs name, OTP, email and phone. */
export function canSubmitSignupOtp(fields: { name: string; otp: string; email: string; phone: string }): boolean {
  return Boolean(fields.name.trim() && fields.otp.trim() && fields.email.trim() && fields.phone.trim());
}

/** The number as the OTP step shows it: +91, then ten digits as five and five ("+91 98123 45678"). */
export function shownPhone(phone: string): string {
  const digits = withPrefix(phone).slice(phonePrefix.length);
  return digits.length === 10 ? `${phonePrefix} ${digits.slice(0, 5)} ${digits.slice(5)}` : `${phonePrefix} ${digits}`;
}

/** Seconds the OTP step waits after a code was sent before "Resend OTP" can be pressed. */
export const otpResendWaitSeconds = 30;

/** Whole seconds left before "Resend OTP" can be pressed (0 once it can, or when no code was sent). */
export function secondsUntilResend(sentAt: number | null, now: number): number {
  if (sentAt === null) return 0;
  return Math.max(0, Math.ceil((sentAt + otpResendWaitSeconds * 1000 - now) / 1000));
}

const reasonKeys = {
  cart: { login: 'cartLogin', signup: 'cartSignUp' },
  favourites: { login: 'favouritesLogin', signup: 'favouritesSignUp' },
} as const satisfies Record<SignInReason, Record<'login' | 'signup', string>>;

/** Why the drawer opened, said under its heading in the words of the view it is on (the page's language). */
export function signInReasonText(reason: SignInReason, view: 'login' | 'signup'): string {
  return textsOf(authMessages)[reasonKeys[reason][view]];
}
