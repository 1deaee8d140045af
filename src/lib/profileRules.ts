/** The profile form's rules and the words of the devices list. */
import { intlTag } from '#src/i18n/define.ts';
import { currentLocale } from '#src/i18n/here.ts';
import { textsOf } from '#src/i18n/useMessages.ts';
import { accountLimits } from './accountTypes.ts';
import { liveTexts } from './liveTexts.ts';
import { profileRuleMessages } from './messages/en.ts';

/** The editable fields of the profile. */
export interface ProfileFields {
  name: string;
  email: string;
}

/** A message per field that is not right. */
export type ProfileErrors = Partial<Record<keyof ProfileFields, string>>;

/** Texts of the profile page, one place so the tests read the same words (worded when read). */
export const profileTexts = liveTexts(profileRuleMessages, {
  nameTooLong: (t) => t.nameTooLong({ max: accountLimits.name }),
});

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
  const t = textsOf(profileRuleMessages);
  const browser = session.clientName || t.aBrowser;
  const device = session.osName ? t.browserOn({ browser, system: session.osName }) : browser;
  const kinds: Record<string, string> = { mobile: t.phone, tablet: t.tablet, desktop: t.computer, tv: t.tv };
  const kind = kinds[session.deviceName];
  return kind ? t.deviceKind({ device, kind }) : device;
}

/** When a session started, as a diner in India reads it: "22 Nov 2026, 7:54 pm". */
export function signedInAt(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(intlTag(currentLocale()), {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'Asia/Kolkata',
  }).format(date);
}
