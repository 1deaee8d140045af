/** Appwrite's User and Session models, as the account API answers them. */
import { deviceFields } from './devices.ts';
import type { IdentitySession, IdentityUser } from './sessions.ts';

/** An ISO 8601 time as Appwrite writes it, or '' for none. */
export const iso = (date: Date | string | null): string => (date ? new Date(date).toISOString() : '');

/** Appwrite's User model for `user`. */
export function userModel(user: IdentityUser) {
  return {
    $id: user.id,
    $createdAt: iso(user.created_at),
    $updatedAt: iso(user.updated_at),
    name: user.name,
    registration: iso(user.created_at),
    status: true,
    labels: [] as string[],
    passwordUpdate: '',
    email: user.email,
    phone: user.phone,
    emailVerification: false,
    phoneVerification: user.phone_verified,
    mfa: false,
    prefs: user.prefs,
    targets: [] as unknown[],
    accessedAt: iso(user.accessed_at),
  };
}

/** Appwrite's Session model for one of `user`'s sessions; `current` when the request holds it. */
export function sessionModel(session: IdentitySession, user: IdentityUser, current: boolean) {
  return {
    $id: session.id,
    $createdAt: iso(session.created_at),
    $updatedAt: iso(session.created_at),
    userId: user.id,
    expire: iso(session.expires_at),
    provider: 'phone',
    providerUid: user.phone,
    providerAccessToken: '',
    providerAccessTokenExpiry: '',
    providerRefreshToken: '',
    ip: session.ip,
    ...deviceFields(session.user_agent),
    countryCode: '--',
    countryName: 'Unknown',
    current,
    factors: ['phone'],
    // Appwrite returns secrets only to server keys; the client has the httpOnly cookie.
    secret: '',
    mfaUpdatedAt: '',
  };
}
