/**
 * The embedded catalog's offers, kept as terms (src/lib/offerTerms.ts): the words a card or a
 * menu shows are written from them, and the bill applies them. Each is one the bill honours: a
 * coupon (src/lib/coupons.ts) or free delivery (src/lib/pricing.ts). An upstream catalog's offers
 * are checked here before the bill reads them.
 */
import { z } from 'astro/zod';
import type { DiscountInfo, OfferTerms } from '#src/lib/catalogTypes.ts';
import { couponCodePattern, type CouponUsage } from '#src/lib/coupons.ts';
import { defaultCode, offerText } from '#src/lib/offerTerms.ts';
import { translate } from '#src/i18n/define.ts';
import { offerMessages } from '#src/features/menu/messages/en.ts';
import type { CatalogData } from './generator.ts';
import { mixSeeds, mulberry32 } from './random.ts';
import type { Locale } from '#src/i18n/locales.ts';
import { requestLocale } from '../i18n/requestLocale.ts';

/** An offer as the catalog keeps it: its terms, and how often one diner may use its code. */
export interface CatalogOffer {
  terms: OfferTerms;
  usage?: CouponUsage;
}

const rupee = 100;

/** `percent` off the item total up to `cap` rupees, above `minimum` rupees; its code `SAVE<percent>` unless named. */
const percentOff = (percent: number, cap: number, minimum = 0, code = defaultCode('percent', percent)): OfferTerms => ({
  kind: 'percent',
  value: percent,
  cap: cap * rupee,
  minimum: minimum * rupee,
  code,
});

/** `amount` rupees off above `minimum` rupees; its code `FLAT<amount>` unless named. */
const flatOff = (amount: number, minimum: number, code = defaultCode('flat', amount * rupee)): OfferTerms => ({
  kind: 'flat',
  value: amount * rupee,
  cap: null,
  minimum: minimum * rupee,
  code,
});

/** Delivery at no fee from `minimum` rupees. */
const freeDelivery = (minimum: number): OfferTerms => ({
  kind: 'freeDelivery',
  value: 0,
  cap: null,
  minimum: minimum * rupee,
  code: null,
});

/** A restaurant's own offer, shown on its card (aggregatedDiscountInfoV3) and first on its menu; an index into this list is stored. */
export const restaurantOffers: readonly CatalogOffer[] = [
  { terms: percentOff(50, 100) },
  { terms: percentOff(60, 120), usage: 'first-order' },
  { terms: percentOff(20, 50) },
  { terms: percentOff(30, 75) },
  { terms: percentOff(40, 80) },
  { terms: flatOff(125, 249), usage: 'once' },
  { terms: flatOff(100, 199) },
  { terms: freeDelivery(149) },
  { terms: flatOff(75, 299) },
  { terms: flatOff(50, 349) },
];

/** The offers every menu may show besides the restaurant's own (each on about half the menus). */
export const genericOffers: readonly CatalogOffer[] = [
  { terms: flatOff(75, 399, 'THALI75'), usage: 'once' },
  { terms: percentOff(20, 100, 299, 'FEAST20') },
  { terms: freeDelivery(199) },
];

/** The stored offer index of a restaurant without an offer of its own. */
export const noOffer = 255;

/** An offer as cards and menus show it: its words written from its terms, its code and usage rule, its terms. */
export function offerInfo(offer: CatalogOffer): DiscountInfo {
  const { terms } = offer;
  const text = offerText(terms, translate(offerMessages, requestLocale()));
  if (terms.code === null) return { ...text, terms };
  return { ...text, couponCode: terms.code, usage: offer.usage ?? 'unlimited', terms };
}

// Worded once per language (offerText words them in the request's language), when first asked.
const infos = new Map<Locale, { own: DiscountInfo[]; generic: DiscountInfo[] }>();
function infosNow(): { own: DiscountInfo[]; generic: DiscountInfo[] } {
  const locale = requestLocale();
  let held = infos.get(locale);
  if (!held) {
    held = { own: restaurantOffers.map(offerInfo), generic: genericOffers.map(offerInfo) };
    infos.set(locale, held);
  }
  return held;
}

/** The restaurant's own offer of stored index `offer` (undefined for none). */
export function offerOf(offer: number): DiscountInfo | undefined {
  return offer === noOffer ? undefined : infosNow().own[offer];
}

/** The offers restaurant `r`'s menu shows: its own, then the generic ones drawn for it. */
export function menuOffers(data: CatalogData, r: number): DiscountInfo[] {
  const offers: DiscountInfo[] = [];
  const own = offerOf(data.offer[r] ?? noOffer);
  if (own) offers.push(own);
  const random = mulberry32(mixSeeds(data.seed32[r] ?? 0, 0x0ff3));
  for (const offer of infosNow().generic) if (random() < 0.5) offers.push(offer);
  return offers;
}

/** Every code some restaurant's offer gives in the embedded catalog (to tell another restaurant's code from an unknown one). */
export const catalogCouponCodes: ReadonlySet<string> = new Set(
  [...restaurantOffers, ...genericOffers].flatMap(({ terms }) => (terms.code === null ? [] : [terms.code])),
);

const paise = z.number().int().min(0).max(100_000_000);

/** Terms as an upstream catalog may send them: each kind with the fields it needs. */
const offerTermsSchema = z.union([
  z.object({
    kind: z.literal('percent'),
    value: z.number().int().min(1).max(100),
    cap: paise,
    minimum: paise,
    code: z.string().regex(couponCodePattern),
  }),
  z.object({
    kind: z.literal('flat'),
    value: z.number().int().min(1).max(100_000_000),
    cap: z.null(),
    minimum: paise,
    code: z.string().regex(couponCodePattern),
  }),
  z.object({ kind: z.literal('freeDelivery'), value: z.literal(0), cap: z.null(), minimum: paise, code: z.null() }),
]);

const upstreamOfferSchema = z.object({
  header: z.string().max(200),
  subHeader: z.string().max(200),
  couponCode: z.string().max(40).optional().catch(undefined),
  usage: z.enum(['once', 'first-order', 'unlimited']).optional().catch(undefined),
  // Terms that do not check out are dropped: the offer's words are read instead.
  terms: offerTermsSchema.optional().catch(undefined),
});

/** An upstream catalog's offers, checked at the edge: an offer without its words is dropped, bad terms are. */
export function upstreamOffers(sent: unknown): DiscountInfo[] {
  if (!Array.isArray(sent)) return [];
  return sent.flatMap((offer) => {
    const checked = upstreamOfferSchema.safeParse(offer);
    if (!checked.success) return [];
    const { terms, couponCode, usage, ...words } = checked.data;
    return [
      { ...words, ...(couponCode ? { couponCode } : {}), ...(usage ? { usage } : {}), ...(terms ? { terms } : {}) },
    ];
  });
}
