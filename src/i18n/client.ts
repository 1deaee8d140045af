/**
 * The browser's side of the catalogues: the page's language is the `lang` of its `<html>`, fixed
 * for the page's life; its texts load once, before any island that needs them wakes. An English
 * page loads nothing (English is written beside the code).
 */
import { createI18n } from '@nanostores/i18n';
import type { Components } from '@nanostores/i18n';
import { atom } from 'nanostores';
import { defaultLocale, isLocale, type Locale, type PrefixedLocale } from './locales.ts';

/** The language of the page this code runs in (English on the server, which asks per request). */
export function pageLocale(): Locale {
  if (typeof document === 'undefined') return defaultLocale;
  const code = (document.documentElement?.lang ?? '').toLowerCase().split('-')[0];
  return isLocale(code) ? code : defaultLocale;
}

// One chunk per language, holding every island's texts in it (src/i18n/bundles).
const bundles: Record<PrefixedLocale, () => Promise<{ default: Components }>> = {
  hi: () => import('./bundles/hi.ts'),
  ta: () => import('./bundles/ta.ts'),
  te: () => import('./bundles/te.ts'),
  kn: () => import('./bundles/kn.ts'),
  bn: () => import('./bundles/bn.ts'),
  mr: () => import('./bundles/mr.ts'),
};

const code = pageLocale();
// Top-level await: a module that imports the catalogues runs once the page's language has loaded,
// so an island never draws English first on a Hindi page.
const cache: Partial<Record<Locale, Components>> =
  code === defaultLocale ? {} : { [code]: (await bundles[code as PrefixedLocale]()).default };

/** The page's language as a store. */
export const $locale = atom<Locale>(code);

/** The page's catalogues (`@nanostores/i18n`), filled before first use. */
export const i18n = createI18n<Locale, 'en'>($locale, {
  cache: cache as Record<Locale, Components>,
  // Everything of the page's language is in the cache already.
  get: async () => ({}),
  isSSR: typeof document === 'undefined',
});
