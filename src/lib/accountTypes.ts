/** Shapes and texts of the account endpoints, shared by the sign-in islands and the server. */
import type { VegMode } from './dishChoices.ts';

/**
 * The signed-in user as the account endpoints answer it and the browser keeps it (the spec's
 * `user_data`, plus name and email).
 */
export interface UserRecord {
  success: boolean;
  phone: string;
  /** Identifier of the user's data store; cart calls send it back. */
  database: string;
  userId: string;
  name: string;
  /** Absent in records stored before email was asked for. */
  email?: string;
  /** The veg-only mode saved on the account; absent while the diner has never chosen one signed in. */
  vegMode?: VegMode;
}

/** Success body of POST /api/create_user, POST /api/login and GET /api/me. */
export interface AccountResponse {
  user: UserRecord;
}

/** The user behind a storefront session, as the middleware puts it in `locals.user`. */
export interface SessionUser {
  userId: string;
  phone: string;
  name: string;
  email: string;
  database: string;
  /** The veg-only mode saved on the account, when one is. */
  vegMode?: VegMode | undefined;
}

/** Indian mobile numbers in the form the forms send: +91, then 10 digits starting 6 to 9. */
export const indianMobilePattern = /^\+91[6-9]\d{9}$/;

/** Whether `phone` is an Indian mobile number in +91 form. */
export function isIndianMobile(phone: string): boolean {
  return indianMobilePattern.test(phone);
}

/** Longest name and email a storefront account keeps: the server's schemas check them, and the sign-up and profile fields stop there. */
export const accountLimits = { name: 80, email: 254 } as const;

/** User-visible texts of the account flow, one place so tests and islands agree with the server. */
export const accountMessages = {
  invalidPhone: 'Please enter a valid Indian mobile number: +91 followed by 10 digits starting with 6, 7, 8 or 9.',
  noAccount: 'No account found for this phone number. Please sign up.',
  accountExists: 'An account already exists for this phone number. Please log in.',
  verificationRequired: 'Please verify your phone number with the OTP first.',
  verificationFailed: 'Your phone verification is invalid or has expired. Please request a new OTP.',
  phoneMismatch: 'The verified phone number does not match the phone number you entered.',
  userMismatch: 'The user in this request does not match the verified account.',
  notSignedIn: 'You are not signed in.',
  profileSignIn: 'Please sign in to change your profile.',
  profileIncomplete: 'Please save your name and email on your profile first.',
} as const;
