/** Prebuilt pages in every language: English at the root, the others under their prefix (`src/pages/[...lang]/`). */
import { isLocale, type Locale, locales, prefixedLocales } from './locales.ts';

interface StaticPath<P, Props> {
  params: P;
  props?: Props;
}

/**
 * The languages whose pages a build writes: all of them, or those `BUILD_LANGUAGES` listed when
 * the site was built (`en`, `en,hi`): a quicker build for a test that reads only those pages.
 */
export function builtLanguages(
  listed: string | undefined = typeof __BUILD_LANGUAGES__ === 'string' ? __BUILD_LANGUAGES__ : undefined,
): Locale[] {
  if (!listed?.trim()) return [...locales];
  const asked = listed.split(',').map((code) => code.trim());
  const unknown = asked.filter((code) => !isLocale(code));
  if (unknown.length) throw new Error(`BUILD_LANGUAGES: ${unknown.join(', ')} is not one of ${locales.join(', ')}`);
  return asked as Locale[];
}

/** Each path once per language built, its `lang` parameter the prefix (none for English). */
export function inEveryLanguage<P extends object, Props>(
  paths: StaticPath<P, Props>[],
): StaticPath<P & { lang: string | undefined }, Props>[] {
  const built = builtLanguages();
  const prefixes = [...(built.includes('en') ? [undefined] : []), ...prefixedLocales.filter((l) => built.includes(l))];
  return prefixes.flatMap((lang) => paths.map((path) => ({ ...path, params: { ...path.params, lang } })));
}
