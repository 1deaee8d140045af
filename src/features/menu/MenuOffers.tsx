/** The menu's "Deals for you": each offer in words, with the code that applies it at checkout (a tap takes it). */
import type { DiscountInfo } from '#src/lib/catalogTypes.ts';
import { useMessages } from '#src/i18n/useMessages.ts';
import { couponUsageTexts } from '#src/lib/coupons.ts';
import { takeCoupon } from '#src/stores/coupon.ts';
import { menuMessages } from './messages/en.ts';

/** The offers strip of a menu; nothing when the restaurant has none. */
export function MenuOffers({ offers }: { offers: DiscountInfo[] }) {
  const t = useMessages(menuMessages);
  if (offers.length === 0) return null;
  return (
    <section className="menu-offers" aria-labelledby="menu-offers-title">
      <h2 id="menu-offers-title">{t.dealsForYou}</h2>
      <ul>
        {offers.map((offer) => (
          <li key={`${offer.header}-${offer.subHeader}`} className="menu-offer">
            <b>{offer.header}</b>
            <span>{offer.subHeader}</span>
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
