/**
 * Message catalogues: each part of the product declares its English texts once with
 * `defineMessages`, and each language gives the same keys in a file of its own
 * (`messages/<code>.ts` beside the English). Plurals and parameters follow `@nanostores/i18n`.
 */
import { strings, transform } from '@nanostores/i18n';
import type { Messages, TranslationJSON, Translations } from '@nanostores/i18n';
import { i18n } from './client.ts';
import { type Locale, localeInfo } from './locales.ts';

export type { TranslationJSON };

/** A namespace of English texts as declared, with its name and its plain base (for checks and the server). */
export type MessageSet<N extends string = string, B extends Translations = Translations> = Messages<B> & {
  readonly ns: N;
  readonly base: B;
};

/** What a language's file gives for one namespace: every key, a string or a plural object. */
export type TranslationOf<M extends MessageSet> = {
  [K in keyof M['base']]: M['base'][K] extends string ? string : TranslationJSON;
};

/** A language's file for one or more namespaces, keyed by namespace. */
export type CatalogueFile<M extends MessageSet> = { [N in M['ns']]: TranslationOf<Extract<M, { ns: N }>> };

/** The server's side: which language this request is in, and its translations (src/server/i18n). */
export interface ServerCatalogues {
  locale(): Locale;
  translation(locale: Locale, ns: string): Record<string, TranslationJSON> | undefined;
}

const serverKey = Symbol.for('thalify.i18n.server');

/**
 * Whether this code runs on the server: fixed when the code is built (so the browser's bundle
 * drops the server's branch), and without a build (a browser test reading a rule module in plain
 * Node) when there is no document.
 */
export const onServer: boolean = import.meta.env ? import.meta.env.SSR : typeof document === 'undefined';

/** Called once by the server: from then on islands rendered there speak the request's language. */
export function registerServerCatalogues(catalogues: ServerCatalogues): void {
  (globalThis as { [serverKey]?: ServerCatalogues })[serverKey] = catalogues;
}

/** The server's catalogues, when this code runs on the server and they were registered. */
export function serverCatalogues(): ServerCatalogues | undefined {
  return (globalThis as { [serverKey]?: ServerCatalogues })[serverKey];
}

/** Declares a namespace's English texts; the same object renders them in the page's language. */
export function defineMessages<const N extends string, B extends Translations>(ns: N, base: B): MessageSet<N, B> {
  const store = i18n(ns, base) as MessageSet<N, B>;
  return Object.assign(store, { ns, base });
}

interface Transformed {
  input: TranslationJSON;
  transform: (locale: string, translation: TranslationJSON, args: unknown[]) => unknown;
}

function isTransformed(value: unknown): value is Transformed {
  return typeof value === 'object' && value !== null && 'transform' in value;
}

const translated = new Map<string, { base: unknown; texts: Translations }>();

/**
 * A namespace's texts in a language, as `useMessages` gives them: keys a language's file lacks
 * fall back to English (the catalogue check fails the build before that ships).
 */
export function translate<B extends Translations>(set: MessageSet<string, B>, locale: Locale): B {
  const key = `${locale}\u0000${set.ns}`;
  const held = translated.get(key);
  if (held && held.base === set.base) return held.texts as B;
  const given = locale === 'en' ? undefined : serverCatalogues()?.translation(locale, set.ns);
  const result: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(set.base as Record<string, unknown>)) {
    const text = given?.[name];
    if (isTransformed(value)) {
      const input = text ?? value.input;
      result[name] = (...args: unknown[]) => value.transform(locale, input, args);
    } else {
      result[name] = text ?? value;
    }
  }
  translated.set(key, { base: set.base, texts: result as Translations });
  return result as B;
}

/** The `Intl` tag of a language, with Latin digits (prices and times read alike in every language). */
export function intlTag(locale: string): string {
  const info = localeInfo[locale as Locale] ?? localeInfo.en;
  return `${info.tag}-u-nu-latn`;
}

/** `{name}` in a text becomes the value given; the value is used as it is (never as a pattern). */
export const params = transform(
  (_locale: string, translation: TranslationJSON, values: Record<string, string | number>) =>
    strings(translation, (text) =>
      text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole)),
    ),
) as unknown as typeof import('@nanostores/i18n').params;

const formatters = new Map<string, { plural: Intl.PluralRules; number: Intl.NumberFormat }>();

/** A language's plural rules and number format, made once (making one costs far more than using it). */
function formattersOf(locale: string): { plural: Intl.PluralRules; number: Intl.NumberFormat } {
  let made = formatters.get(locale);
  if (!made) {
    made = { plural: new Intl.PluralRules(intlTag(locale)), number: new Intl.NumberFormat(intlTag(locale)) };
    formatters.set(locale, made);
  }
  return made;
}

/** The plural form `Intl.PluralRules` chooses for a number in the language; `{count}` is the number as the language writes it. */
export const count = transform((locale: string, translation: TranslationJSON, num: number) => {
  const forms = translation as Record<string, TranslationJSON>;
  let form: string = formattersOf(locale).plural.select(num);
  if (!(form in forms)) form = 'other' in forms ? 'other' : 'many';
  const written = formattersOf(locale).number.format(num);
  return strings(forms[form] ?? '', (text) => text.replace(/\{count\}/g, written));
}) as unknown as typeof import('@nanostores/i18n').count;
