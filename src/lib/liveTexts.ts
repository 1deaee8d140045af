/**
 * A namespace's texts as a plain object whose every read words the text in the language being
 * drawn at that moment, for rule modules whose exported texts predate the catalogues.
 */
import type { Translations } from '@nanostores/i18n';
import { type MessageSet, translate } from '#src/i18n/define.ts';
import { defaultLocale } from '#src/i18n/locales.ts';
import { textsOf } from '#src/i18n/useMessages.ts';

/** The texts now; English where no build defined `import.meta.env` (a browser test's runner reading the spec's words). */
function wordedNow<B extends Translations>(set: MessageSet<string, B>): B {
  return import.meta.env === undefined ? translate(set, defaultLocale) : textsOf(set);
}

/** The texts as read: a text with placeholders that `fill` words becomes a plain string. */
export type LiveTexts<B, K extends keyof B> = { readonly [P in keyof B]: P extends K ? string : B[P] };

/** Reads each key of `set` in the current language when it is read; `fill` words the keys that take values. */
export function liveTexts<B extends Translations, K extends keyof B = never>(
  set: MessageSet<string, B>,
  fill?: { [P in K]: (texts: B) => string },
): LiveTexts<B, K> {
  const out = {};
  for (const key of Object.keys(set.base) as (keyof B & string)[]) {
    const filler = (fill as Record<string, ((texts: B) => string) | undefined> | undefined)?.[key];
    Object.defineProperty(out, key, {
      enumerable: true,
      get: () => (filler ? filler(wordedNow(set)) : wordedNow(set)[key]),
    });
  }
  return out as LiveTexts<B, K>;
}
