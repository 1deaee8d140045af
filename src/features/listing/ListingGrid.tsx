/** The home restaurant grid: server-rendered first page, next pages fetched as its end comes into view. */
import { useEffect, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import type { ListingFilters, PageOffset, RestaurantCard as Card } from '../../lib/catalogTypes';
import { $update } from '../../stores/areas';
import { RestaurantCard } from './RestaurantCard';
import { restaurantCardHref } from './cardLinks';
import { appendUnique, fetchNextPage, gridRestaurants } from './listingClient';

/** Skeleton cards shown while a page loads (the spec's constant). */
export const skeletonCount = 4;

interface Props {
  restaurants: Card[];
  pageOffset: PageOffset;
  csrfToken: string;
  filters: ListingFilters;
  point: { lat: number; lng: number };
}

function remember(offset: PageOffset, csrf: string) {
  try {
    localStorage.setItem('pageOffset', JSON.stringify({ nextOffset: offset.nextOffset, widgetOffset: offset.widgetOffset }));
    localStorage.setItem('csrfToken', csrf);
  } catch {
    // storage unavailable: paging still works from memory
  }
}

/** The grid; hydrates with the cards the HTML already holds and loads more at its end. */
export default function ListingGrid({ restaurants, pageOffset, csrfToken, filters, point }: Props) {
  const [shown, setShown] = useState(restaurants);
  const [offset, setOffset] = useState(pageOffset);
  const update = useStore($update);
  const sentinel = useRef<HTMLDivElement>(null);
  const loading = useRef(false);

  useEffect(() => remember(pageOffset, csrfToken), [pageOffset, csrfToken]);

  useEffect(() => {
    const target = sentinel.current;
    if (!target || !offset.nextOffset) return;
    const observer = new IntersectionObserver(
      async (entries) => {
        if (!entries.some((e) => e.isIntersecting) || loading.current) return;
        loading.current = true;
        const page = await $update.run((signal) => fetchNextPage(point, offset, csrfToken, filters, signal));
        if (page) {
          setShown((current) => appendUnique(current, gridRestaurants(page)));
          setOffset(page.data.pageOffset);
          remember(page.data.pageOffset, csrfToken);
        }
        loading.current = false;
      },
      { rootMargin: '400px 0px' },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [offset, point, csrfToken, filters]);

  return (
    <>
      <ul className="card-grid" aria-label="Restaurants" aria-busy={update.isLoading}>
        {shown.map((r, i) => (
          <li key={r.info.id}>
            <RestaurantCard info={r.info} href={restaurantCardHref(r.cta.link)} eager={i < 4} />
          </li>
        ))}
        {update.isLoading &&
          Array.from({ length: skeletonCount }, (_, i) => (
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
      {offset.nextOffset ? <div ref={sentinel} className="grid-sentinel" aria-hidden="true" /> : <p className="listing-end">You have seen all the restaurants that deliver here.</p>}
    </>
  );
}
