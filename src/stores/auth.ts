/**
 * Sign-in actions over the `otp`, `login` and `signup` areas: request a code, verify it with
 * the identity service, then create or log in the storefront user with a JWT of that session
 * (and the browser's veg-only mode, which an account without one keeps; the account's is taken).
 * The identity SDK loads only when a diner starts signing in.
 */
import { atom } from 'nanostores';
import { authMessages } from '#src/features/auth/messages/en.ts';
import { localHref } from '#src/i18n/here.ts';
import { textsOf } from '#src/i18n/useMessages.ts';
import { api } from '../lib/browser/apiClient';
import { identityFallbackKey, userDataKey } from '../lib/storageKeys';
import { forgetDinerPages } from '../lib/browser/serviceWorker';
import { notify } from '../components/ui/toasts';
import { $login, $otp, $signup } from './areas';
import { errorMessage } from './dataArea';
import { $signInPanel, $signInReturn } from './ui';
import { $userData, toUserData, type UserData } from './user';
import { $vegMode, adoptAccountVegMode } from './vegMode';

/** The toast after a code is sent (the spec's text), in the page's language. */
export const otpSentMessage = (): string => textsOf(authMessages).otpSent;

async function account() {
  return (await import('./appwriteAccount')).identityAccount();
}

/** When the latest code was sent (ms since the epoch): the OTP step's "Resend OTP" waits from it. */
export const $otpSentAt = atom<number | null>(null);
/** A resend on its way, and why the last one was refused (said in the drawer). */
export const $otpResend = atom<{ sending: boolean; error: string | null }>({ sending: false, error: null });

function codeSent(): void {
  $otpSentAt.set(Date.now());
  $otpResend.set({ sending: false, error: null });
  notify.success(otpSentMessage());
}

/** Requests an OTP for a +91 number; on success `otp.data.otpSent` is true and a toast shows. */
export async function requestOtp(phone: string): Promise<boolean> {
  const { ID } = await import('appwrite');
  const result = await $otp.run(async () => {
    const token = await (await account()).createPhoneToken({ userId: ID.unique(), phone });
    return { userId: token.userId, otpSent: true };
  });
  if (result) codeSent();
  else notify.error($otp.get().error ?? textsOf(authMessages).otpNotSent);
  return Boolean(result);
}

/**
 * Sends another code to the number of the OTP step, which stays on screen meanwhile (the code
 * sent before still works if this one is refused). A refusal, such as the server's limit of codes
 * per hour, is kept for the drawer to say, and toasted like every OTP error.
 */
export async function resendOtp(phone: string): Promise<boolean> {
  const sent = $otp.get().data;
  if (!sent?.otpSent || $otpResend.get().sending) return false;
  $otpResend.set({ sending: true, error: null });
  try {
    const token = await (await account()).createPhoneToken({ userId: sent.userId, phone });
    // The diner may have gone back to change the number meanwhile: the step stays where they took it.
    if ($otp.get().data !== sent) {
      $otpResend.set({ sending: false, error: null });
      return false;
    }
    $otp.success({ userId: token.userId, otpSent: true });
    codeSent();
    return true;
  } catch (error) {
    const message = errorMessage(error);
    $otpResend.set({ sending: false, error: message });
    notify.error(message);
    return false;
  }
}

/** Leaves the OTP step for the number step, to correct the number (the form keeps what was typed). */
export function changeOtpNumber(): void {
  $otp.set({ isLoading: false, error: null, data: null });
  $otpResend.set({ sending: false, error: null });
}

async function verifiedJwt(otp: string): Promise<string> {
  const userId = $otp.get().data?.userId;
  if (!userId) throw new Error(textsOf(authMessages).requestOtpFirst);
  const acc = await account();
  await acc.createSession({ userId, secret: otp });
  const { jwt } = await acc.createJWT();
  return jwt;
}

function finish(user: UserData | null, area: typeof $login, fallback: string): boolean {
  if (!user?.success) {
    const message = area.get().error ?? fallback;
    area.failure(message);
    notify.error(message);
    return false;
  }
  $userData.set(user);
  adoptAccountVegMode(user);
  // the spec dispatches another OTP session request after success: the OTP area starts afresh
  $otp.set({ isLoading: false, error: null, data: null });
  // A full load of the page that asked the diner to sign in, now signed in. The same page is
  // reloaded, which keeps where the diner had scrolled to (a dish tapped halfway down a menu).
  const target = $signInReturn.get();
  if (target === `${window.location.pathname}${window.location.search}`) window.location.reload();
  else window.location.assign(target);
  return true;
}

async function submit(
  area: typeof $login,
  path: '/login' | '/create_user',
  body: (jwt: string) => object,
  otp: string,
): Promise<boolean> {
  let jwt: string;
  try {
    jwt = await verifiedJwt(otp);
  } catch (error) {
    const message = errorMessage(error);
    area.failure(message);
    notify.error(message);
    return false;
  }
  const response = await area.run(async () => {
    const reply = await api<{ user?: unknown; message?: string }>(path, { method: 'POST', body: body(jwt) });
    const user = toUserData(reply.user);
    if (!user?.success) throw new Error(reply.message ?? textsOf(authMessages).signInFailed);
    return user;
  });
  return finish(response ?? null, area, textsOf(authMessages).signInFailed);
}

/** Verifies the code and logs in the user of this phone. */
export function verifyLogin(phone: string, otp: string): Promise<boolean> {
  return submit($login, '/login', (jwt) => ({ phone, updatedUser: { jwt }, vegMode: $vegMode.get() }), otp);
}

/** Verifies the code and creates the user with name and email. */
export function verifySignup(
  fields: { phone: string; name: string; email: string; referralCode?: string },
  otp: string,
): Promise<boolean> {
  return submit(
    $signup as typeof $login,
    '/create_user',
    (jwt) => ({
      name: fields.name,
      email: fields.email,
      phone: fields.phone,
      updatedUser: { jwt },
      vegMode: $vegMode.get(),
    }),
    otp,
  );
}

/**
 * Forgets the diner in this browser when the server says the session has ended (logged out from
 * another device): the nav then offers Sign In again.
 */
export function forgetEndedSession(): void {
  if ($userData.get()) $userData.set(null);
  // The sign-in areas start from the saved user; the nav reads them first.
  if ($signup.get().data) $signup.reset();
  if ($login.get().data) $login.reset();
}

/** Signs out of the storefront and the identity service, forgets the user and returns to `/`. */
export async function logout(): Promise<void> {
  // While the session still stands: the server forgets this device's push subscription, the browser drops it.
  await import('./push').then((push) => push.forgetPushDevice()).catch(() => undefined);
  // The identity session first: the storefront's logout ends it on the server too, and the SDK's
  // own call would then meet a 401.
  await account()
    .then((a) => a.deleteSession({ sessionId: 'current' }))
    .catch(() => undefined);
  await api('/logout', { method: 'POST' }).catch(() => undefined);
  $userData.set(null);
  try {
    localStorage.removeItem(userDataKey);
    localStorage.removeItem(identityFallbackKey);
  } catch {
    // nothing stored to forget
  }
  // The diner's menus, cart and orders saved for offline reading go with them.
  await forgetDinerPages();
  window.location.assign(localHref('/'));
}

/** Moves the sign-in drawer to its other view (login or sign-up), forgetting a code already sent. */
export function switchSignInView(next: 'login' | 'signup'): void {
  changeOtpNumber();
  $signInPanel.set(next);
}
