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
  // What the grid draws from its paging: where the next page starts and how many came on their own.
  const [{ offset, loads }, setPosition] = useState({ offset: pageOffset, loads: 0 });
  const update = useStore($update);
  const sentinel = useRef<HTMLDivElement>(null);
  // Where the next page starts, how many pages came on their own and whether one is on its way,
  // read by every call rather than captured: an observer's callback can still arrive from the
  // render before the last page landed, and must neither fetch that page again nor go past the
  // automatic pages (it would also disable the button just as a diner taps it).
  const paging = useRef({ offset: pageOffset, loads: 0, loading: false });

  useEffect(() => rememberPage(pageOffset, csrfToken), [pageOffset, csrfToken]);

  const loadNext = useCallback(
    async (reason: 'automatic' | 'asked') => {
      const state = paging.current;
      const from = state.offset;
      if (state.loading || !from.nextOffset || (reason === 'automatic' && state.loads >= automaticLoads)) return;
      state.loading = true;
      const page = await $update.run((signal) => fetchNextPage(point, from, csrfToken, filters, signal));
      if (page) {
        state.offset = page.data.pageOffset;
        state.loads += 1;
        setShown((current) => appendUnique(current, gridRestaurants(page)));
        setPosition({ offset: state.offset, loads: state.loads });
        rememberPage(state.offset, csrfToken);
      }
      state.loading = false;
    },
    [point, csrfToken, filters],
  );

  const automatic = loads < automaticLoads;
  // After a failed page the grid waits for "Try again" rather than asking again on every scroll.
  const failed = update.error !== null;
  useEffect(() => {
    const target = sentinel.current;
    if (!target || !offset.nextOffset || !automatic || failed) return;
    const observer = new IntersectionObserver(
      (entries) => void (entries.some((e) => e.isIntersecting) && loadNext('automatic')),
      { rootMargin: '400px 0px' },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [offset, automatic, failed, loadNext]);

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
          <button type="button" className="link-button" onClick={() => void loadNext('asked')}>
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
            onClick={() => void loadNext('asked')}
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
