/**
 * The veg-only mode's rules that the server, the stores and the screens share: the three modes
 * and their words, reading a mode from outside, which restaurants and dishes a mode shows (always
 * through `vegVisible`, the one rule of what a mode shows), and the cookie the server reads.
 */
import { vegMessages } from '#src/features/veg/messages/en.ts';
import { translate } from '#src/i18n/define.ts';
import type { Dish, VegClass } from './catalogTypes.ts';
import { type CookieJar, jarOf } from './cookieHeader.ts';
import { type VegMode, vegClassOf, vegVisible } from './dishChoices.ts';

export type { VegMode };

/** Every mode, in the order the toggle offers them. */
export const vegModes: readonly VegMode[] = ['all', 'veg', 'egg'];

/** The veg-only mode's words in the page's language (`useMessages(vegMessages)` or `textsOf`). */
export type VegWords = (typeof vegMessages)['base'];

/** What the toggle says of each mode, in the words given: its name and a line under it. */
export function vegModeTextsIn(t: VegWords): Record<VegMode, { label: string; note: string }> {
  return {
    all: { label: t.off, note: t.offNote },
    veg: { label: t.veg, note: t.vegNote },
    egg: { label: t.egg, note: t.eggNote },
  };
}

/** The toggle's own name, and the words of a menu or list the mode leaves empty, in the words given. */
export function vegTextsIn(t: VegWords) {
  return {
    title: t.title,
    emptyMenu: { veg: t.emptyMenuVeg, egg: t.emptyMenuEgg },
    emptyMenuNote: t.emptyMenuNote,
    emptyList: { veg: t.emptyListVeg, egg: t.emptyListEgg },
    emptyListNote: t.emptyListNote,
    showAll: t.showAll,
    hiddenFavourites: (count: number) => t.hiddenFavourites(count),
  };
}

const english = translate(vegMessages, 'en');
/** The modes' words in English (tests, logs); screens word them with `vegModeTextsIn`. */
export const vegModeTexts = vegModeTextsIn(english);
/** The mode's words in English (tests, logs); screens word them with `vegTextsIn`. */
export const vegTexts = vegTextsIn(english);

/** A mode from anything outside (storage, a cookie, an account): 'all' unless it is one of the three. */
export function vegModeOf(value: unknown): VegMode {
  return value === 'veg' || value === 'egg' ? value : 'all';
}

/** The lightest diet class among `classes`: veg when any dish is veg, else egg when any is, else non-veg. */
export function lightestVeg(classes: Iterable<VegClass>): VegClass {
  const present = new Set(classes);
  return present.has('VEG') ? 'VEG' : present.has('EGG') ? 'EGG' : 'NONVEG';
}

/**
 * Whether a restaurant shows in `mode`: its menu's lightest class must show. A restaurant whose
 * lightest class is not known (an upstream catalog that does not say) is shown: only what is known
 * to have nothing in the mode is hidden.
 */
export function restaurantShows(info: { lightestVeg?: VegClass | undefined }, mode: VegMode): boolean {
  return info.lightestVeg === undefined || vegVisible(info.lightestVeg, mode);
}

/** Whether a dish shows in `mode` (by its own class; its choices are the customisation sheet's). */
export function dishShows(dish: Pick<Dish, 'itemAttribute'>, mode: VegMode): boolean {
  return vegVisible(vegClassOf(dish.itemAttribute?.vegClassifier), mode);
}

/** Name of the cookie that mirrors the mode for the server's first render (absent: every dish). */
export const vegModeCookieName = 'veg_mode';

const oneYear = 60 * 60 * 24 * 365;

/** The `document.cookie` line that sets the mirror of `mode` (or clears it for 'all'). */
export function vegModeCookie(mode: VegMode): string {
  return mode === 'all'
    ? `${vegModeCookieName}=; Path=/; Max-Age=0; SameSite=Lax`
    : `${vegModeCookieName}=${mode}; Path=/; Max-Age=${oneYear}; SameSite=Lax`;
}

/** The mode a request's Cookie header carries ('all' without the cookie or with a value it does not know). */
export function vegModeCookieIn(cookies: string | null | undefined | CookieJar): VegMode {
  const value = jarOf(cookies).get(vegModeCookieName)?.[0];
  return value === undefined ? 'all' : vegModeOf(value);
}
