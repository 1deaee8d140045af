/**
 * A restaurant card: image with its offer, name, rating and delivery time, cuisines, area, whether
 * it is open ("Closed · opens at 6 pm"; a closed card is dimmed, its words still readable) and its surge fee.
 */
import type { ReactNode } from 'react';
import type { RestaurantInfo } from '#src/lib/catalogTypes.ts';
import { mediaUrl } from '#src/lib/media.ts';
import { feeText, shownState } from '../availability/availabilityRules';
import { localHref } from '#src/i18n/here.ts';
import { useMessages } from '#src/i18n/useMessages.ts';
import { listingMessages } from './messages/en.ts';

interface Props {
  info: RestaurantInfo;
  href: string;
  /** Call-to-action text; the collection page blanks it. */
  ctaText?: string;
  /** Load the image eagerly (cards of the first screen). */
  eager?: boolean;
  /** Show the cost for two (SEO pages). */
  showCost?: boolean;
  rank?: number;
  /** A control over the card (the heart): a sibling of the link, since a link cannot hold a button. */
  action?: ReactNode;
}

/** One restaurant as a plain link card; renders without JavaScript. */
export function RestaurantCard({ info, href, ctaText, eager = false, showCost = false, rank, action }: Props) {
  const t = useMessages(listingMessages);
  const offer = info.aggregatedDiscountInfoV3;
  const state = shownState(info);
  const fee = feeText(info.surge);
  const card = (
    <a className={state.open ? 'rcard' : 'rcard rcard-closed'} href={localHref(href)} data-testid="restaurant-card">
      <span className="rcard-media">
        <img
          src={mediaUrl(info.cloudinaryImageId, 'card')}
          alt=""
          width={288}
          height={180}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          {...(eager ? { fetchPriority: 'high' as const } : {})}
        />
        {offer && (
          <span className="rcard-offer">
            {offer.header} {offer.subHeader}
          </span>
        )}
        {rank !== undefined && <span className="rcard-rank">#{rank}</span>}
      </span>
      <span className="rcard-body">
        <span className="rcard-name" translate="no">
          {info.name}
        </span>
        <span className="rcard-meta">
          <span className="rcard-rating" role="img" aria-label={t.rated({ rating: info.avgRatingString })}>
            ★ {info.avgRatingString}
          </span>
          <span aria-hidden="true">•</span>
          <span>{info.sla.slaString}</span>
        </span>
        <span className="rcard-cuisines">{info.cuisines.join(', ')}</span>
        <span className="rcard-area" translate="no">
          {info.areaName}
        </span>
        {state.text && <span className={state.open ? 'rcard-state' : 'rcard-state is-closed'}>{state.text}</span>}
        {fee && <span className="rcard-fee">{fee}</span>}
        {showCost && <span className="rcard-cost">{info.costForTwo}</span>}
        {ctaText ? <span className="rcard-cta">{ctaText}</span> : null}
      </span>
    </a>
  );
  if (!action) return card;
  return (
    <div className="rcard-wrap">
      {card}
      {action}
    </div>
  );
}
