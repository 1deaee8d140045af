/** The signed-in diner (`user_data`), as the spec keeps it in browser storage. */
import { persistentAtom } from '@nanostores/persistent';
import type { UserRecord } from '../lib/accountTypes';
import { userDataKey } from '../lib/storageKeys';
import { vegModeOf } from '../lib/vegRules';

/** The user record kept in `localStorage.user_data` after sign-in (src/lib/accountTypes.ts). */
export type UserData = UserRecord;

/** Accepts a parsed value only if it looks like a user record. */
export function toUserData(value: unknown): UserData | null {
  if (!value || typeof value !== 'object') return null;
  const v = value as Record<string, unknown>;
  if (typeof v.phone !== 'string' || typeof v.userId !== 'string' || typeof v.database !== 'string') return null;
  const user: UserData = {
    success: v.success === true,
    phone: v.phone.slice(0, 20),
    database: v.database.slice(0, 80),
    userId: v.userId.slice(0, 80),
    name: typeof v.name === 'string' ? v.name.slice(0, 80) : '',
  };
  if (typeof v.email === 'string') user.email = v.email.slice(0, 200);
  const vegMode = vegModeOf(v.vegMode);
  if (vegMode === v.vegMode) user.vegMode = vegMode;
  return user;
}

/** The signed-in user, or null for an anonymous visitor. */
export const $userData = persistentAtom<UserData | null>(userDataKey, null, {
  encode: (value) => JSON.stringify(value),
  decode: (text) => {
    try {
      return toUserData(JSON.parse(text));
    } catch {
      return null;
    }
  },
});
