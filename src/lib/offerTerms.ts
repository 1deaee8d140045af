/**
 * An offer's terms and its words. The catalog keeps each offer as terms (kind, value, cap,
 * minimum, code) and writes the words a card or a menu shows from them (`offerText`); the bill
 * reads the terms (`termsOf`). Only an upstream catalog that sends an offer's words alone has them
 * read back into terms (`readOfferText`), by rules that are the writer's inverse: the words of
 * any terms read back as those terms.
 */
import type { DiscountInfo, OfferTerms } from './catalogTypes.ts';
import { offerMessages } from '#src/features/menu/messages/en.ts';
import { translate } from '#src/i18n/define.ts';
import { rupees } from './money.ts';

/** An offer's words in a language; English unless given (the catalog keeps English words, a menu writes its own). */
export type OfferTexts = (typeof offerMessages)['base'];

/** The code an offer gets when it names none: `SAVE<percent>` or `FLAT<rupees>`. */
export function defaultCode(kind: 'percent' | 'flat', value: number): string {
  return kind === 'percent' ? `SAVE${value}` : `FLAT${value / 100}`;
}

/**
 * The words of an offer: "50% OFF" "UPTO ₹100", "₹125 OFF" "ABOVE ₹249", "FREE DELIVERY" "ABOVE
 * ₹149"; an offer whose code is not the one its words imply names it ("FLAT ₹75 OFF" "USE
 * THALI75 | ABOVE ₹399", "20% OFF UPTO ₹100" "USE FEAST20 | ABOVE ₹299"). Amounts are whole rupees.
 */
export function offerText(
  terms: OfferTerms,
  t: OfferTexts = translate(offerMessages, 'en'),
): { header: string; subHeader: string } {
  const above = terms.minimum > 0 ? t.above({ amount: rupees(terms.minimum) }) : '';
  if (terms.kind === 'freeDelivery') return { header: t.freeDelivery, subHeader: above || t.anyOrder };
  const named = terms.code !== null && terms.code !== defaultCode(terms.kind, terms.value) ? terms.code : null;
  const upto = terms.kind === 'percent' ? t.upto({ amount: rupees(terms.cap ?? 0) }) : '';
  const off =
    terms.kind === 'percent' ? t.percentOff({ percent: terms.value }) : t.amountOff({ amount: rupees(terms.value) });
  if (named) {
    const header = terms.kind === 'percent' ? `${off} ${upto}` : t.flat({ off });
    return { header, subHeader: [t.withCode({ code: named }), above].filter(Boolean).join(' | ') };
  }
  return { header: off, subHeader: [upto, above].filter(Boolean).join(' | ') || t.anyOrder };
}

const amount = (text: string | undefined): number | null => {
  if (!text) return null;
  const value = Number(text.replace(/,/g, ''));
  return Number.isFinite(value) ? Math.round(value * 100) : null;
};

/** An offer's words in one line, in capitals, for reading. */
export function offerWords(offer: Pick<DiscountInfo, 'header' | 'subHeader'>): string {
  return `${offer.header} ${offer.subHeader}`.toUpperCase().replace(/\s+/g, ' ').trim();
}

/** A discount a code can give, read from words: a percentage up to a cap, or a flat amount. */
function discountInWords(text: string): OfferTerms | null {
  // Offers "WITH SELECT CARDS" (or a bank) are paid with an instrument, not unlocked by a code.
  if (/\bWITH\b/.test(text)) return null;
  const named = /\bUSE ([A-Z0-9]{3,20})\b/.exec(text)?.[1];
  const minimum = amount(/\bABOVE ₹([\d,]+)/.exec(text)?.[1]) ?? 0;
  const percent = /\b(\d{1,2})% OFF\b/.exec(text);
  if (percent?.[1]) {
    const cap = amount(/\bUPTO ₹([\d,]+)/.exec(text)?.[1]);
    if (cap === null) return null;
    const value = Number(percent[1]);
    return { kind: 'percent', value, cap, minimum, code: named ?? defaultCode('percent', value) };
  }
  const flat = amount(/(?:^|\s)(?:FLAT )?₹([\d,]+) OFF\b/.exec(text)?.[1]);
  if (flat === null) return null;
  return { kind: 'flat', value: flat, cap: null, minimum, code: named ?? defaultCode('flat', flat) };
}

/**
 * The terms an offer's words state, for an upstream catalog that sends words alone: a discount a
 * code gives, else free delivery from a minimum, else none ("ITEMS AT ₹129", "FREE ITEM").
 */
export function readOfferText(offer: Pick<DiscountInfo, 'header' | 'subHeader'>): OfferTerms | null {
  const text = offerWords(offer);
  const discount = discountInWords(text);
  if (discount) return discount;
  if (!/\bFREE DELIVERY\b/.test(text)) return null;
  return {
    kind: 'freeDelivery',
    value: 0,
    cap: null,
    minimum: amount(/\bABOVE ₹([\d,]+)/.exec(text)?.[1]) ?? 0,
    code: null,
  };
}

/** What an offer gives: its terms, or (an upstream's offer in words alone) the terms its words state. */
export function termsOf(offer: DiscountInfo): OfferTerms | null {
  return offer.terms ?? readOfferText(offer);
}
