/** The menu's "Deals for you": each offer in words, with the code that applies it at checkout (a tap takes it). */
import type { DiscountInfo } from '#src/lib/catalogTypes.ts';
import { useMessages } from '#src/i18n/useMessages.ts';
import { couponUsageTexts } from '#src/lib/coupons.ts';
import { type OfferTexts, offerText } from '#src/lib/offerTerms.ts';
import { takeCoupon } from '#src/stores/coupon.ts';
import { menuMessages, offerMessages } from './messages/en.ts';

/** The offers strip of a menu; nothing when the restaurant has none. */
export function MenuOffers({ offers }: { offers: DiscountInfo[] }) {
  const t = useMessages(menuMessages);
  const words = useMessages(offerMessages);
  if (offers.length === 0) return null;
  return (
    <section className="menu-offers" aria-labelledby="menu-offers-title">
      <h2 id="menu-offers-title">{t.dealsForYou}</h2>
      <ul>
        {offers.map((offer) => (
          <li key={`${offer.header}-${offer.subHeader}`} className="menu-offer">
            <OfferWords offer={offer} texts={words} />
            {offer.couponCode && (
              <button
                type="button"
                className="menu-offer-code"
                onClick={() => void takeCoupon(offer.couponCode ?? '')}
                aria-label={t.codeAtCheckout({ code: offer.couponCode })}
              >
                {t.code} <strong>{offer.couponCode}</strong> {t.tapToUse}
              </button>
            )}
            {offer.usage && couponUsageTexts[offer.usage] && (
              <span className="menu-offer-usage">{couponUsageTexts[offer.usage]}</span>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** An offer's two lines: written in the page's language from its terms, or its words as the catalog sent them. */
function OfferWords({ offer, texts }: { offer: DiscountInfo; texts: OfferTexts }) {
  const { header, subHeader } = offer.terms ? offerText(offer.terms, texts) : offer;
  return (
    <>
      <b>{header}</b>
      <span>{subHeader}</span>
    </>
  );
}
