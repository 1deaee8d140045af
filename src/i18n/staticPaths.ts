/** Prebuilt pages in every language: English at the root, the others under their prefix (`src/pages/[...lang]/`). */
import { prefixedLocales } from './locales.ts';

interface StaticPath<P, Props> {
  params: P;
  props?: Props;
}

/** Each path once per language, its `lang` parameter the prefix (none for English). */
export function inEveryLanguage<P extends object, Props>(
  paths: StaticPath<P, Props>[],
): StaticPath<P & { lang: string | undefined }, Props>[] {
  return [undefined, ...prefixedLocales].flatMap((lang) =>
    paths.map((path) => ({ ...path, params: { ...path.params, lang } })),
  );
}
