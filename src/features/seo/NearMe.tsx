/** On SEO pages: restaurants near the visitor's saved address, or a prompt to set one. */
import { useEffect } from 'react';
import { useHydrated } from '#src/components/ui/useHydrated.ts';
import { useStore } from '@nanostores/react';
import { locateHref } from '#src/lib/sitePath.ts';
import { $userAddress } from '#src/stores/address.ts';
import { $restaurants } from '#src/stores/areas.ts';
import { RestaurantCard } from '../listing/RestaurantCard';
import { restaurantCardHref } from '../listing/cardLinks';
import { gridRestaurants, isUnserviceable } from '../listing/listingClient';
import { loadFirstPage } from '#src/stores/listing.ts';
import { nearMeNone, nearMePrompt } from './nearMeTexts';
import { localHref } from '#src/i18n/here.ts';
import { useMessages } from '#src/i18n/useMessages.ts';
import { headerMessages } from '#src/layouts/messages/en.ts';
import { listingMessages } from '../listing/messages/en.ts';

interface Props {
  /** Cuisine slug to filter by; none on the general near-me pages. */
  cuisine?: string;
  /** What the visitor is looking for, e.g. 'Biryani restaurants'. */
  label: string;
  /** The same inside a sentence: 'restaurants', 'Biryani restaurants' (a cuisine keeps its capital). */
  inSentence: string;
  sortBy?: 'rating';
  /** The page this box is on: choosing a location from its prompt comes back here. */
  returnTo: string;
}

/** Loads the restaurants near the saved address (filtered by cuisine) when there is one. */
export default function NearMe({ cuisine, label, inSentence, sortBy, returnTo }: Props) {
  const address = useStore($userAddress);
  const area = useStore($restaurants);
  const hydrated = useHydrated();
  const t = useMessages(listingMessages);
  const header = useMessages(headerMessages);
  useEffect(() => {
    if (!address) return;
    const filters = { ...(cuisine ? { cuisine } : {}), ...(sortBy ? { sortBy } : {}) };
    void loadFirstPage(address.geometry.location, filters);
  }, [address, cuisine, sortBy]);

  // Every state sits in one box whose height the page's CSS holds from the first paint when an
  // address is saved (see .near-me in global.css), so nothing below moves as results arrive.
  if (!hydrated || !address) {
    return (
      <div className="near-me">
        <div className="near-me-prompt">
          <p>{nearMePrompt(inSentence, t)}</p>
          <a className="btn" href={localHref(locateHref(returnTo))}>
            {header.setLocation}
          </a>
        </div>
      </div>
    );
  }
  const restaurants = gridRestaurants(area.data);
  // The address is drawn bold inside the sentence, wherever the language puts it.
  const [before, after] = t.deliveringTo({ address: '\u0000' }).split('\u0000');
  return (
    <div className="near-me" aria-live="polite" aria-busy={area.isLoading}>
      <p className="near-me-where">
        {before}
        <b>{address.formatted_address}</b>
        {after}
      </p>
      {area.isLoading && <p>{t.loading}</p>}
      {area.error && <p role="alert">{area.error}</p>}
      {area.data && isUnserviceable(area.data) && <p>{t.noServices}</p>}
      {area.data && !isUnserviceable(area.data) && restaurants.length === 0 && <p>{nearMeNone(inSentence, t)}</p>}
      {restaurants.length > 0 && (
        <ul className="near-me-strip" aria-label={t.nearMeList({ what: label })}>
          {restaurants.slice(0, 12).map((r) => (
            <li key={r.info.id} data-lightest-veg={r.info.lightestVeg}>
              <RestaurantCard info={r.info} href={restaurantCardHref(r.cta.link)} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
