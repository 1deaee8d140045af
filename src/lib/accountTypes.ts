/** Shapes and texts of the account endpoints, shared by the sign-in islands and the server. */
import { accountAnswerMessages } from '#src/features/auth/messages/en.ts';
import { textsOf } from '#src/i18n/useMessages.ts';
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

type AccountMessageKey = keyof (typeof accountAnswerMessages)['base'];

/**
 * User-visible texts of the account flow, one place so tests and islands agree with the server:
 * each is read when used, in the language being drawn (the request's, on the server), from the
 * `auth.account` catalogue.
 */
export const accountMessages = Object.defineProperties(
  {},
  Object.fromEntries(
    Object.keys(accountAnswerMessages.base).map((key) => [
      key,
      { enumerable: true, get: () => textsOf(accountAnswerMessages)[key as AccountMessageKey] },
    ]),
  ),
) as Readonly<Record<AccountMessageKey, string>>;
