/**
 * The words a diner reads in each language, taken from the catalogues themselves, and the check
 * that a page in another language shows no English outside the terms kept on purpose.
 */
import { expect, type Page } from '@playwright/test';
import addressesBn from '../../src/features/addresses/messages/bn.ts';
import addressesHi from '../../src/features/addresses/messages/hi.ts';
import addressesKn from '../../src/features/addresses/messages/kn.ts';
import addressesMr from '../../src/features/addresses/messages/mr.ts';
import addressesTa from '../../src/features/addresses/messages/ta.ts';
import addressesTe from '../../src/features/addresses/messages/te.ts';
import authBn from '../../src/features/auth/messages/bn.ts';
import authHi from '../../src/features/auth/messages/hi.ts';
import authKn from '../../src/features/auth/messages/kn.ts';
import authMr from '../../src/features/auth/messages/mr.ts';
import authTa from '../../src/features/auth/messages/ta.ts';
import authTe from '../../src/features/auth/messages/te.ts';
import cartBn from '../../src/features/cart/messages/bn.ts';
import cartHi from '../../src/features/cart/messages/hi.ts';
import cartKn from '../../src/features/cart/messages/kn.ts';
import cartMr from '../../src/features/cart/messages/mr.ts';
import cartTa from '../../src/features/cart/messages/ta.ts';
import cartTe from '../../src/features/cart/messages/te.ts';
import locationBn from '../../src/features/location/messages/bn.ts';
import locationHi from '../../src/features/location/messages/hi.ts';
import locationKn from '../../src/features/location/messages/kn.ts';
import locationMr from '../../src/features/location/messages/mr.ts';
import locationTa from '../../src/features/location/messages/ta.ts';
import locationTe from '../../src/features/location/messages/te.ts';
import ordersBn from '../../src/features/orders/messages/bn.ts';
import ordersHi from '../../src/features/orders/messages/hi.ts';
import ordersKn from '../../src/features/orders/messages/kn.ts';
import ordersMr from '../../src/features/orders/messages/mr.ts';
import ordersTa from '../../src/features/orders/messages/ta.ts';
import ordersTe from '../../src/features/orders/messages/te.ts';
import searchBn from '../../src/features/search/messages/bn.ts';
import searchHi from '../../src/features/search/messages/hi.ts';
import searchKn from '../../src/features/search/messages/kn.ts';
import searchMr from '../../src/features/search/messages/mr.ts';
import searchTa from '../../src/features/search/messages/ta.ts';
import searchTe from '../../src/features/search/messages/te.ts';

/** The languages other than English, by their path prefix. */
export type Language = 'hi' | 'ta' | 'te' | 'kn' | 'bn' | 'mr';

const files = {
  hi: [addressesHi, authHi, cartHi, locationHi, ordersHi, searchHi],
  ta: [addressesTa, authTa, cartTa, locationTa, ordersTa, searchTa],
  te: [addressesTe, authTe, cartTe, locationTe, ordersTe, searchTe],
  kn: [addressesKn, authKn, cartKn, locationKn, ordersKn, searchKn],
  bn: [addressesBn, authBn, cartBn, locationBn, ordersBn, searchBn],
  mr: [addressesMr, authMr, cartMr, locationMr, ordersMr, searchMr],
};

/** A text of namespace `ns` in `language`, with its `{placeholders}` filled. */
export function say(language: Language, ns: string, key: string, values: Record<string, string> = {}): string {
  for (const file of files[language]) {
    const texts = (file as Record<string, Record<string, unknown>>)[ns];
    const text = texts?.[key];
    if (typeof text === 'string') return text.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
  }
  throw new Error(`no text ${ns}.${key} in ${language}`);
}

/** Terms kept in English on purpose in every language (each catalogue's header lists them; "Enter" is the key as keyboards print it). */
const keptTerms = new Set([
  'Thalify',
  'Enter',
  'GST',
  'ID',
  'Visa',
  'Mastercard',
  'RuPay',
  // Times as Intl writes them in these languages (CLDR: "11:30 am").
  'am',
  'pm',
  'UPI',
  'OTP',
  'COD',
  'App',
  'Store',
  'Google',
  'Play',
  'Technologies',
  'Limited',
  'One',
  'Mart',
  'Genie',
  'Pay',
]);

/**
 * The English words a person can read on the page: visible text, and the names and hints of
 * visible controls, outside names of places, restaurants and dishes (marked `translate="no"`,
 * or the catalog's own names shown as they are) and the kept terms.
 */
export async function englishOnPage(page: Page): Promise<string[]> {
  const words = await page.evaluate(() => {
    const found = new Set<string>();
    const data = '[translate="no"], script, style, noscript, template, .address-main, .address-rest';
    // Words marked as another language (the switcher's "English", written in its own language) are that language's.
    const pageLang = document.documentElement.lang;
    const otherLanguage = (el: Element) => (el.closest('[lang]')?.getAttribute('lang') ?? pageLang) !== pageLang;
    const seen = (el: Element) => {
      const box = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      return box.width > 0 && box.height > 0 && style.visibility !== 'hidden' && style.display !== 'none';
    };
    // A control's name or a map's label may quote a name shown on the page ("Save Zaatar to
    // favourites" in Hindi, the rider's name on the map): those words are names.
    const names = new Set(
      [...document.querySelectorAll('[translate="no"]')].flatMap((el) => el.textContent?.match(/[A-Za-z]{2,}/g) ?? []),
    );
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest(data) || otherLanguage(parent) || !seen(parent)) continue;
      const inPicture = parent.closest('svg') !== null;
      for (const word of node.textContent?.match(/[A-Za-z]{2,}/g) ?? [])
        if (!(inPicture && names.has(word))) found.add(word);
    }
    for (const el of document.querySelectorAll('[aria-label], [placeholder], [title], img[alt]')) {
      if (el.closest(data) || otherLanguage(el) || !seen(el)) continue;
      for (const name of ['aria-label', 'placeholder', 'title', 'alt'])
        for (const word of el.getAttribute(name)?.match(/[A-Za-z]{2,}/g) ?? []) if (!names.has(word)) found.add(word);
    }
    return [...found];
  });
  return words.filter((w) => !keptTerms.has(w)).sort();
}

/** Fails with the English words the page shows, if any. */
export async function expectNoEnglish(page: Page, where: string): Promise<void> {
  expect(await englishOnPage(page), `English words on ${where}`).toEqual([]);
}
