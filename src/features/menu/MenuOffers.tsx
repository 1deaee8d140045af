/** The menu's "Deals for you": each offer in words, with the code that applies it at checkout (a tap takes it). */
import type { DiscountInfo } from '#src/lib/catalogTypes.ts';
import { couponUsageTexts } from '#src/lib/coupons.ts';
import { takeCoupon } from '#src/stores/coupon.ts';

/** The offers strip of a menu; nothing when the restaurant has none. */
export function MenuOffers({ offers }: { offers: DiscountInfo[] }) {
  if (offers.length === 0) return null;
  return (
    <section className="menu-offers" aria-labelledby="menu-offers-title">
      <h2 id="menu-offers-title">Deals for you</h2>
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
                aria-label={`Use code ${offer.couponCode} at checkout`}
              >
                Code <strong>{offer.couponCode}</strong> · Tap to use
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
