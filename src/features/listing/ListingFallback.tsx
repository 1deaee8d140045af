/** The listing fetched in the browser when the server could not render it, with the spec's placeholder. */
import { useEffect } from 'react';
import { useStore } from '@nanostores/react';
import type { ListingFilters } from '#src/lib/catalogTypes.ts';
import { $restaurants } from '#src/stores/areas.ts';
import { RestaurantCard } from './RestaurantCard';
import { restaurantCardHref } from './cardLinks';
import { gridRestaurants, isUnserviceable } from './listingClient';
import { loadFirstPage } from '#src/stores/listing.ts';
import { useMessages } from '#src/i18n/useMessages.ts';
import { listingMessages } from './messages/en.ts';

interface Props {
  point: { lat: number; lng: number };
  filters: ListingFilters;
}

/** Loads the first page into the `restaurants` area and shows it. */
export default function ListingFallback({ point, filters }: Props) {
  const area = useStore($restaurants);
  const t = useMessages(listingMessages);
  useEffect(() => {
    void loadFirstPage(point, filters);
  }, [point, filters]);

  if (area.isLoading || (!area.data && !area.error)) {
    return (
      <div className="listing-loading" role="status">
        <p>{t.loading}</p>
      </div>
    );
  }
  if (area.error) {
    return (
      <p role="alert" className="listing-error">
        {area.error}
      </p>
    );
  }
  if (isUnserviceable(area.data)) {
    return <p className="listing-error">{t.unserviceable}</p>;
  }
  return (
    <ul className="card-grid" aria-label={t.restaurants}>
      {gridRestaurants(area.data).map((r) => (
        <li key={r.info.id} data-lightest-veg={r.info.lightestVeg}>
          <RestaurantCard info={r.info} href={restaurantCardHref(r.cta.link)} />
        </li>
      ))}
    </ul>
  );
}
