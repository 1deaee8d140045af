/** UI state shared across islands: which panel is open. */
import { atom } from 'nanostores';
import { localHref } from '../i18n/here';
import { unprefixedPath } from '../i18n/locales';
import { sitePath } from '../lib/sitePath';

/** The sign-in drawer: closed, or open on its login or signup view. */
export const $signInPanel = atom<null | 'login' | 'signup'>(null);
/** Whether the location panel (opened from the nav address) is open. */
export const $locationPanelOpen = atom(false);

/** Where a finished sign-in goes: `/`, or the page that asked for it (a same-site path, in the page's language). */
export const $signInReturn = atom<string>('/');

/** What the diner was doing when the drawer opened for them: adding to the cart, saving a favourite. */
export type SignInReason = 'cart' | 'favourites';
/** Why the sign-in drawer is open, when something other than the diner's own Sign In opened it. */
export const $signInReason = atom<SignInReason | null>(null);

/** The page the diner is on (path and query), or `/` from /locate, where signing in starts the spec's way home. */
function currentPage(): string {
  if (typeof window === 'undefined' || unprefixedPath(window.location.pathname) === '/locate') return '/';
  return `${window.location.pathname}${window.location.search}`;
}

/** Where a sign-in comes back to and why it was asked for. */
export interface SignInRequest {
  /** The page to come back to, by default the page the diner is on (a menu's ADD, a heart, the nav's Sign In all come back here). */
  returnTo?: string;
  /** Why the drawer opens, said in it; none when the diner asked to sign in. */
  reason?: SignInReason;
}

/** Opens the sign-in drawer on a view, remembering where to come back to and why it opened. */
export function openSignIn(view: 'login' | 'signup' = 'login', { returnTo, reason }: SignInRequest = {}): void {
  $signInReturn.set(localHref(sitePath(returnTo ?? currentPage())));
  $signInReason.set(reason ?? null);
  $signInPanel.set(view);
}

/** Closes the sign-in drawer. */
export function closeSignIn(): void {
  $signInPanel.set(null);
}

/** Opens the location panel. */
export function openLocationPanel(): void {
  $locationPanelOpen.set(true);
}

/** Closes the location panel. */
export function closeLocationPanel(): void {
  $locationPanelOpen.set(false);
}
