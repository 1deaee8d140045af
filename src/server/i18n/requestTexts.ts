/** Texts that read the request's language each time they are used, for modules that keep their texts in one object. */
import type { Translations } from '@nanostores/i18n';
import type { MessageSet } from '#src/i18n/define.ts';
import { messagesFor } from './catalogues.ts';
import { requestLocale } from './requestLocale.ts';

// Every English text of the sets given to `requestTexts`, with where its words are.
const english = new Map<string, { set: MessageSet; key: string }>();

/**
 * An object with a namespace's keys whose values are worded in the request's language when read
 * (English outside a request), so `errors.signIn` thrown during a Hindi request reads in Hindi.
 */
export function requestTexts<B extends Translations>(set: MessageSet<string, B>): B {
  const texts = {} as B;
  for (const [key, value] of Object.entries(set.base)) {
    if (typeof value === 'string') english.set(value, { set, key });
    Object.defineProperty(texts, key, {
      enumerable: true,
      get: () => messagesFor(set, requestLocale())[key as keyof B],
    });
  }
  return texts;
}

/**
 * `text` in the request's language when it is the English of a text given to `requestTexts`, else
 * as it is: for texts read once when a module loads (an endpoint's sign-in refusal) and answered later.
 */
export function inRequestLanguage(text: string): string {
  const found = english.get(text);
  if (!found) return text;
  const worded = (messagesFor(found.set, requestLocale()) as Record<string, unknown>)[found.key];
  return typeof worded === 'string' ? worded : text;
}
