/** UI state shared across islands: which panel is open. */
import { atom } from 'nanostores';

/** The sign-in drawer: closed, or open on its login or signup view. */
export const $signInPanel = atom<null | 'login' | 'signup'>(null);
/** Whether the location panel (opened from the nav address) is open. */
export const $locationPanelOpen = atom(false);

/** Opens the sign-in drawer on a view. */
export function openSignIn(view: 'login' | 'signup' = 'login'): void {
  $signInPanel.set(view);
}
