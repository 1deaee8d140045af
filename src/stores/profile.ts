/**
 * The profile page's actions: save the name and email through the identity SDK (then the
 * storefront account takes them, so the nav shows the new name), and the devices signed in,
 * each of which can be logged out. The SDK loads only when the page first needs it.
 */
import { atom } from 'nanostores';
import { api } from '../lib/browser/apiClient';
import { notify } from '../components/ui/toasts';
import { checkProfile, deviceLabel, profileTexts, type ProfileErrors, type ProfileFields } from '../lib/profileRules';
import { dinerMessage as errorMessage, errorStatus } from '../lib/dinerMessages';
import type { Locale } from '../i18n/locales';
import { $login, $signup } from './areas';
import { $userData, toUserData } from './user';

async function account() {
  return (await import('./appwriteAccount')).identityAccount();
}

/** The profile form's state: saving, and a message per field or for the form. */
export interface ProfileFormState {
  saving: boolean;
  errors: ProfileErrors;
  message: string | null;
}

/** The profile form. */
export const $profileForm = atom<ProfileFormState>({ saving: false, errors: {}, message: null });

/** One device signed in, as the list shows it. */
export interface DeviceView {
  id: string;
  current: boolean;
  label: string;
  createdAt: string;
  ip: string;
}

/** The devices signed in: loading, their list, or why it could not be read. */
export const $devices = atom<{ loading: boolean; error: string | null; list: DeviceView[]; busy: string | null }>({
  loading: false,
  error: null,
  list: [],
  busy: null,
});

/** The field an identity-service refusal is about, and the diner's words for it. */
function fieldError(error: unknown): ProfileErrors | null {
  const e = error as { type?: unknown; message?: unknown };
  const message = typeof e.message === 'string' ? e.message : '';
  if (e.type === 'user_email_already_exists') return { email: profileTexts.emailTaken };
  if (errorStatus(error) !== 400) return null;
  if (/`email`|"email"/.test(message)) return { email: profileTexts.emailInvalid };
  if (/`name`|"name"/.test(message)) return { name: profileTexts.nameTooLong };
  return null;
}

/** Saves the profile; a wrong field gets its message on the field, never a toast of the server's answer. */
export async function saveProfile(fields: ProfileFields): Promise<boolean> {
  const { value, errors } = checkProfile(fields);
  if (errors.name || errors.email) {
    $profileForm.set({ saving: false, errors, message: null });
    return false;
  }
  $profileForm.set({ saving: true, errors: {}, message: null });
  try {
    const acc = await account();
    const current = await acc.get();
    if (current.name !== value.name) await acc.updateName({ name: value.name });
    // Phone accounts have no password: the identity service asks for one only where one was set.
    if (current.email !== value.email) await acc.updateEmail({ email: value.email, password: '' });
    const { jwt } = await acc.createJWT();
    const reply = await api<{ user?: unknown }>('/update_profile', { method: 'POST', body: { updatedUser: { jwt } } });
    const user = toUserData(reply.user);
    if (user) {
      $userData.set(user);
      // The sign-in areas hold the user the nav shows first: they take the new name too.
      if ($signup.get().data) $signup.success(user);
      if ($login.get().data) $login.success(user);
    }
    $profileForm.set({ saving: false, errors: {}, message: profileTexts.saved });
    return true;
  } catch (error) {
    const onField = fieldError(error);
    const message = onField ? null : errorStatus(error) === 401 ? profileTexts.signedOut : errorMessage(error);
    $profileForm.set({ saving: false, errors: onField ?? {}, message });
    return false;
  }
}

/**
 * Saves the diner's language in the account's preferences, the others kept (PATCH
 * /account/prefs). A failure is said but does not stop the page opening in the language chosen:
 * this device remembers it in its cookie either way.
 */
export async function saveLanguage(lang: Locale): Promise<boolean> {
  try {
    const acc = await account();
    const prefs = await acc.getPrefs();
    if (prefs.lang !== lang) await acc.updatePrefs({ prefs: { ...prefs, lang } });
    return true;
  } catch (error) {
    notify.error(errorMessage(error));
    return false;
  }
}

/** Reads the devices signed in (GET /account/sessions). */
export async function loadDevices(): Promise<void> {
  $devices.set({ ...$devices.get(), loading: true, error: null });
  try {
    const { sessions } = await (await account()).listSessions();
    const list = sessions.map((s) => ({
      id: s.$id,
      current: s.current,
      label: deviceLabel(s),
      createdAt: s.$createdAt,
      ip: s.ip,
    }));
    $devices.set({ loading: false, error: null, list, busy: null });
  } catch (error) {
    $devices.set({ loading: false, error: errorMessage(error), list: [], busy: null });
  }
}

/**
 * After sessions ended at the identity service: the storefront ends the sessions opened with
 * them. The embedded service's session table has done it already; a real Appwrite's has not.
 */
async function endStorefrontSessions(acc: Awaited<ReturnType<typeof account>>): Promise<void> {
  const { jwt } = await acc.createJWT();
  await api('/sync_sessions', { method: 'POST', body: { jwt } });
}

/** Logs one other device out; its storefront session ends with it on the server. */
export async function logoutDevice(sessionId: string): Promise<void> {
  $devices.set({ ...$devices.get(), busy: sessionId });
  try {
    const acc = await account();
    await acc.deleteSession({ sessionId });
    await endStorefrontSessions(acc);
    notify.success(profileTexts.loggedOut);
  } catch (error) {
    notify.error(errorMessage(error));
  }
  await loadDevices();
}

/** Logs out every device but this one. */
export async function logoutOtherDevices(): Promise<void> {
  const others = $devices.get().list.filter((d) => !d.current);
  $devices.set({ ...$devices.get(), busy: 'others' });
  try {
    const acc = await account();
    for (const device of others) await acc.deleteSession({ sessionId: device.id });
    await endStorefrontSessions(acc);
    notify.success(profileTexts.loggedOutOthers);
  } catch (error) {
    notify.error(errorMessage(error));
  }
  await loadDevices();
}
