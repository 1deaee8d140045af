/** The profile form's rules and the words of the devices list. */
import { accountLimits } from './accountTypes.ts';

/** The editable fields of the profile. */
export interface ProfileFields {
  name: string;
  email: string;
}

/** A message per field that is not right. */
export type ProfileErrors = Partial<Record<keyof ProfileFields, string>>;

/** Texts of the profile page, one place so the tests read the same words. */
export const profileTexts = {
  nameMissing: 'Please enter your name.',
  nameTooLong: `Please keep your name to ${accountLimits.name} characters.`,
  emailMissing: 'Please enter your email address.',
  emailInvalid: 'Please enter a valid email address, like name@example.com.',
  emailTaken: 'Another account already uses this email address.',
  saved: 'Your profile is saved.',
  signedOut: 'Please sign in again to change your profile.',
  loggedOut: 'That device is logged out.',
  loggedOutOthers: 'All your other devices are logged out.',
} as const;

// The shape browsers check for type="email": something@something.something, no spaces.
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The fields as they will be saved (trimmed) and what is wrong with them. */
export function checkProfile(fields: ProfileFields): { value: ProfileFields; errors: ProfileErrors } {
  const value = { name: fields.name.trim(), email: fields.email.trim() };
  const errors: ProfileErrors = {};
  if (!value.name) errors.name = profileTexts.nameMissing;
  else if (value.name.length > accountLimits.name) errors.name = profileTexts.nameTooLong;
  if (!value.email) errors.email = profileTexts.emailMissing;
  else if (value.email.length > accountLimits.email || !emailPattern.test(value.email))
    errors.email = profileTexts.emailInvalid;
  return { value, errors };
}

/** What the identity service's session says about a device. */
export interface SessionFacts {
  clientName: string;
  osName: string;
  deviceName: string;
}

/** "Chrome on Android (phone)": the device of a session, in words. */
export function deviceLabel(session: SessionFacts): string {
  const browser = session.clientName || 'A browser';
  const system = session.osName ? ` on ${session.osName}` : '';
  const kinds: Record<string, string> = { mobile: 'phone', tablet: 'tablet', desktop: 'computer', tv: 'TV' };
  const kind = kinds[session.deviceName];
  return `${browser}${system}${kind ? ` (${kind})` : ''}`;
}

/** When a session started, as a diner in India reads it: "22 Nov 2026, 7:54 pm". */
export function signedInAt(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat('en-IN', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'Asia/Kolkata',
  }).format(date);
}
