/** The storefront's languages: English at the root, the others under `/{code}/`. */

/** Every language the storefront speaks, English first (the default, served at the root). */
export const locales = ['en', 'hi', 'ta', 'te', 'kn', 'bn', 'mr'] as const;

/** One of the storefront's languages. */
export type Locale = (typeof locales)[number];

/** A language other than English: the first segment of its pages' paths. */
export type PrefixedLocale = Exclude<Locale, 'en'>;

/** The languages served under a path prefix. */
export const prefixedLocales = locales.filter((l): l is PrefixedLocale => l !== 'en');

/** The default language: the spec's texts, served without a prefix. */
export const defaultLocale: Locale = 'en';

/** The request header in which the browser's API calls name the page's language (the server words its answers in it). */
export const languageHeader = 'x-language';

/** The writing systems the storefront's fonts cover. */
export type Script = 'latin' | 'devanagari' | 'tamil' | 'telugu' | 'kannada' | 'bengali';

interface LocaleInfo {
  /** The BCP 47 tag used for `Intl` (plurals, numbers, rupees, dates) and `hreflang`. */
  tag: string;
  /** The language's own name, as the switcher shows it. */
  name: string;
  /** Its English name, for the switcher's accessible description and logs. */
  englishName: string;
  /** Its script, which decides the font a page loads. */
  script: Script;
  /** The Open Graph locale. */
  og: string;
}

/** What the storefront knows of each language. */
export const localeInfo: Record<Locale, LocaleInfo> = {
  en: { tag: 'en-IN', name: 'English', englishName: 'English', script: 'latin', og: 'en_IN' },
  hi: { tag: 'hi-IN', name: 'हिन्दी', englishName: 'Hindi', script: 'devanagari', og: 'hi_IN' },
  ta: { tag: 'ta-IN', name: 'தமிழ்', englishName: 'Tamil', script: 'tamil', og: 'ta_IN' },
  te: { tag: 'te-IN', name: 'తెలుగు', englishName: 'Telugu', script: 'telugu', og: 'te_IN' },
  kn: { tag: 'kn-IN', name: 'ಕನ್ನಡ', englishName: 'Kannada', script: 'kannada', og: 'kn_IN' },
  bn: { tag: 'bn-IN', name: 'বাংলা', englishName: 'Bengali', script: 'bengali', og: 'bn_IN' },
  mr: { tag: 'mr-IN', name: 'मराठी', englishName: 'Marathi', script: 'devanagari', og: 'mr_IN' },
};

/** Whether a value names one of the storefront's languages. */
export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}

/** The language a path is in: its first segment when that is a language code, else English. */
export function localeOfPath(pathname: string): Locale {
  const first = pathname.split('/')[1] ?? '';
  return first !== defaultLocale && isLocale(first) ? first : defaultLocale;
}

/** A path without its language prefix (`/hi/cart` → `/cart`, `/hi` → `/`). */
export function unprefixedPath(pathname: string): string {
  const locale = localeOfPath(pathname);
  if (locale === defaultLocale) return pathname;
  const rest = pathname.slice(locale.length + 1);
  return rest === '' ? '/' : rest;
}

/** A site path in a language: English as it is, the others under their prefix (`/cart` → `/hi/cart`). */
export function localisedPath(path: string, locale: Locale): string {
  const plain = unprefixedPath(path);
  if (locale === defaultLocale || !plain.startsWith('/')) return plain;
  return plain === '/' ? `/${locale}` : `/${locale}${plain}`;
}

/**
 * The storefront language a browser's `Accept-Language` asks for first, or null when it asks for
 * none of them (q-values respected; `hi-IN` matches `hi`). Offered to the diner, never forced.
 */
export function preferredLocale(acceptLanguage: string | null | undefined): Locale | null {
  if (!acceptLanguage) return null;
  const asked = acceptLanguage
    .split(',')
    .map((part, index) => {
      const [range = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q ? Number(q.slice(2)) : 1;
      return {
        code: range.trim().toLowerCase().split('-')[0] ?? '',
        weight: Number.isFinite(weight) ? weight : 0,
        index,
      };
    })
    .filter((a) => a.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  return asked.map((a) => a.code).find(isLocale) ?? null;
}

/**
 * The page to open again in another language: its path without a prefix, with its query when it
 * was drawn for this request (a prebuilt page carries none), so a search stays the same search.
 */
export function samePageIn(url: URL, prebuilt: boolean): string {
  return `${unprefixedPath(url.pathname)}${prebuilt ? '' : url.search}`;
}
