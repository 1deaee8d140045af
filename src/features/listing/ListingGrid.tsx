/** The home restaurant grid: server-rendered first page, next pages fetched as its end comes into view. */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import type { ListingFilters, PageOffset, RestaurantCard as Card } from '#src/lib/catalogTypes.ts';
import { $update } from '#src/stores/areas.ts';
import { FavouriteButton } from '../favourites/FavouriteButton';
import { RestaurantCard } from './RestaurantCard';
import { restaurantCardHref } from './cardLinks';
import { appendUnique, gridRestaurants } from './listingClient';
import { fetchNextPage } from '#src/stores/listing.ts';
import { rememberPage } from '#src/stores/paging.ts';

/** Skeleton cards shown while a page loads (the spec's constant). */
export const skeletonCount = 4;

/**
 * Pages fetched on their own as the grid's end comes into view; after them a button asks, so
 * the links and footer below the grid can be reached (a phone would otherwise scroll forever).
 */
export const automaticLoads = 3;

interface Props {
  restaurants: Card[];
  pageOffset: PageOffset;
  csrfToken: string;
  filters: ListingFilters;
  point: { lat: number; lng: number };
  /** Restaurant ids the signed-in diner has saved (the hearts' first state). */
  favourites?: string[];
}

/** The grid; hydrates with the cards the HTML already holds and loads more at its end. */
export default function ListingGrid({ restaurants, pageOffset, csrfToken, filters, point, favourites = [] }: Props) {
  const [shown, setShown] = useState(restaurants);
  const [offset, setOffset] = useState(pageOffset);
  const update = useStore($update);
  const sentinel = useRef<HTMLDivElement>(null);
  const loading = useRef(false);
  const [loads, setLoads] = useState(0);

  useEffect(() => rememberPage(pageOffset, csrfToken), [pageOffset, csrfToken]);

  const loadNext = useCallback(async () => {
    if (loading.current || !offset.nextOffset) return;
    loading.current = true;
    const page = await $update.run((signal) => fetchNextPage(point, offset, csrfToken, filters, signal));
    if (page) {
      setShown((current) => appendUnique(current, gridRestaurants(page)));
      setOffset(page.data.pageOffset);
      setLoads((n) => n + 1);
      rememberPage(page.data.pageOffset, csrfToken);
    }
    loading.current = false;
  }, [offset, point, csrfToken, filters]);

  const automatic = loads < automaticLoads;
  useEffect(() => {
    const target = sentinel.current;
    if (!target || !offset.nextOffset || !automatic) return;
    const observer = new IntersectionObserver((entries) => void (entries.some((e) => e.isIntersecting) && loadNext()), {
      rootMargin: '400px 0px',
    });
    observer.observe(target);
    return () => observer.disconnect();
  }, [offset, automatic, loadNext]);

  return (
    <>
      <ul className="card-grid" aria-label="Restaurants" aria-busy={update.isLoading}>
        {shown.map((r, i) => (
          <li key={r.info.id}>
            <RestaurantCard
              info={r.info}
              href={restaurantCardHref(r.cta.link)}
              eager={i < 4}
              action={
                <FavouriteButton restaurantId={r.info.id} name={r.info.name} initial={favourites.includes(r.info.id)} />
              }
            />
          </li>
        ))}
        {update.isLoading &&
          Array.from({ length: skeletonCount }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a fixed row of placeholders that never reorders
            <li key={`skeleton-${i}`} aria-hidden="true">
              <div className="skeleton rcard-skeleton" data-testid="card-skeleton" />
            </li>
          ))}
      </ul>
      {update.error && (
        <p role="alert" className="listing-error">
          {update.error}{' '}
          <button type="button" className="link-button" onClick={() => setOffset({ ...offset })}>
            Try again
          </button>
        </p>
      )}
      {!offset.nextOffset ? (
        <p className="listing-end">You have seen all the restaurants that deliver here.</p>
      ) : automatic ? (
        <div ref={sentinel} className="grid-sentinel" aria-hidden="true" />
      ) : (
        <p className="listing-more">
          <button
            type="button"
            className="btn btn-ghost"
            onClick={() => void loadNext()}
            disabled={update.isLoading}
            aria-busy={update.isLoading}
          >
            Show more restaurants
          </button>
        </p>
      )}
    </>
  );
}
