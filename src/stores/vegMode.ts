/**
 * The diner's veg-only mode ("Veg" or "Veg + egg"), remembered in `localStorage.veg_mode` across
 * pages and visits, and with the account while signed in (`PATCH /api/me`; at sign-in the
 * account's mode is taken, `adoptAccountVegMode`; signing out leaves the browser's as it is).
 * Two mirrors follow it as a reaction, whoever changed it (this tab or another): the `veg_mode`
 * cookie the server renders the next page with, and `data-veg-mode` on `<html>`, which the page's
 * CSS hides marked restaurants by (the head script, src/lib/vegModeScript.mjs, sets both before
 * the first paint).
 */
import { persistentAtom } from '@nanostores/persistent';
import type { AccountResponse, UserRecord } from '../lib/accountTypes';
import { api } from '../lib/browser/apiClient';
import { errorStatus } from '../lib/dinerMessages';
import { vegModeKey } from '../lib/storageKeys';
import { type VegMode, vegModeCookie, vegModeOf } from '../lib/vegRules';
import { notify } from '../components/ui/toasts';
import { vegMessages } from '../features/veg/messages/en.ts';
import { textsOf } from '../i18n/useMessages.ts';
import { $userData, toUserData } from './user';

/** The mode: 'all' shows everything, 'veg' veg only, 'egg' veg and egg. */
export const $vegMode = persistentAtom<VegMode>(vegModeKey, 'all', {
  encode: (mode) => mode,
  decode: vegModeOf,
});

/** What a diner reads, in English, when the account could not keep a change (the toast says it in the page's language). */
export const vegModeNotSaved = vegMessages.base.notSaved;

/** Writes the cookie and the page's attribute for `mode`. */
export function mirrorVegMode(mode: VegMode): void {
  if (typeof document === 'undefined') return;
  // biome-ignore lint/suspicious/noDocumentCookie: a synchronous write, so the cookie is set before the next navigation reads it on the server
  document.cookie = vegModeCookie(mode);
  const root = document.documentElement;
  if (!root) return;
  if (mode === 'all') root.removeAttribute('data-veg-mode');
  else root.setAttribute('data-veg-mode', mode);
}

/** Sets the mode: the browser keeps it at once; a signed-in diner's account keeps it too. */
export async function setVegMode(mode: VegMode): Promise<void> {
  $vegMode.set(mode);
  if (!$userData.get()) return;
  try {
    const reply = await api<AccountResponse>('/me', { method: 'PATCH', body: { vegMode: mode } });
    const user = toUserData(reply.user);
    if (user) $userData.set(user);
  } catch (error) {
    // A session that ended elsewhere is said by the header; the browser keeps the mode either way.
    if (errorStatus(error) !== 401) notify.error(textsOf(vegMessages).notSaved);
  }
}

/** At sign-in: the account's mode, when it has one, becomes the browser's (the server kept the browser's otherwise). */
export function adoptAccountVegMode(user: Pick<UserRecord, 'vegMode'>): void {
  if (user.vegMode) $vegMode.set(user.vegMode);
}

if (typeof document !== 'undefined') $vegMode.listen(mirrorVegMode);
