/** The menu's "Deals for you": each offer in words, with the code that applies it at checkout. */
import type { DiscountInfo } from '#src/lib/catalogTypes.ts';
import { couponUsageTexts } from '#src/lib/coupons.ts';

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
              <span className="menu-offer-code">
                Code <strong>{offer.couponCode}</strong>
              </span>
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
