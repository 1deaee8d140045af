/** Texts of a namespace in the page's language, for islands and the stores behind them. */
import { useStore } from '@nanostores/react';
import type { Translations } from '@nanostores/i18n';
import { defaultLocale } from './locales.ts';
import { type MessageSet, onServer, serverCatalogues, translate } from './define.ts';

/** A namespace's texts in the page's language (on the server, the request's). */
export function useMessages<B extends Translations>(set: MessageSet<string, B>): B {
  if (onServer) return translate(set, serverCatalogues()?.locale() ?? defaultLocale);
  // biome-ignore lint/correctness/useHookAtTopLevel: the branch is fixed when the code is built
  return useStore(set);
}

/** A namespace's texts now, for code that is not a component (a store's toast). */
export function textsOf<B extends Translations>(set: MessageSet<string, B>): B {
  if (onServer) return translate(set, serverCatalogues()?.locale() ?? defaultLocale);
  return set.get();
}
