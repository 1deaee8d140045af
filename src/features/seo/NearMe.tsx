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
          <p>{nearMePrompt(inSentence)}</p>
          <a className="btn" href={locateHref(returnTo)}>
            Set delivery location
          </a>
        </div>
      </div>
    );
  }
  const restaurants = gridRestaurants(area.data);
  return (
    <div className="near-me" aria-live="polite" aria-busy={area.isLoading}>
      <p className="near-me-where">
        Delivering to <b>{address.formatted_address}</b>
      </p>
      {area.isLoading && <p>Looking for great food near you ...</p>}
      {area.error && <p role="alert">{area.error}</p>}
      {area.data && isUnserviceable(area.data) && (
        <p>We don't have any services here till now. Try changing location.</p>
      )}
      {area.data && !isUnserviceable(area.data) && restaurants.length === 0 && <p>{nearMeNone(inSentence)}</p>}
      {restaurants.length > 0 && (
        <ul className="near-me-strip" aria-label={`${label} that deliver to you`}>
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
