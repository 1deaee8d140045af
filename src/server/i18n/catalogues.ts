/**
 * Every language's texts on the server, islands' and pages' alike (`messages/<code>.ts` and
 * `messages/<code>.server.ts` beside each English namespace), registered once so islands rendered
 * here speak the request's language.
 */
import type { Components, Translations } from '@nanostores/i18n';
import { type MessageSet, registerServerCatalogues, type TranslationJSON, translate } from '#src/i18n/define.ts';
import { isLocale, type Locale } from '#src/i18n/locales.ts';
import { requestLocale } from './requestLocale.ts';

const files = import.meta.glob<Components>(['/src/**/messages/*.ts', '!/src/**/messages/en.ts'], {
  eager: true,
  import: 'default',
});

/** Each language's namespaces, from the files above. */
export const catalogues = new Map<Locale, Record<string, Record<string, TranslationJSON>>>();
for (const [path, file] of Object.entries(files)) {
  const code = path.split('/').at(-1)?.split('.')[0];
  if (!isLocale(code)) throw new Error(`${path}: a catalogue file is named for its language (hi.ts, hi.server.ts)`);
  const namespaces = catalogues.get(code) ?? {};
  for (const [ns, texts] of Object.entries(file)) {
    if (namespaces[ns]) throw new Error(`${path}: namespace "${ns}" is given twice in ${code}`);
    namespaces[ns] = texts as Record<string, TranslationJSON>;
  }
  catalogues.set(code, namespaces);
}

registerServerCatalogues({ locale: requestLocale, translation: (locale, ns) => catalogues.get(locale)?.[ns] });

/** A namespace's texts in a language, for pages and server code that know the language. */
export function messagesFor<B extends Translations>(set: MessageSet<string, B>, locale: Locale): B {
  return translate(set, locale);
}
