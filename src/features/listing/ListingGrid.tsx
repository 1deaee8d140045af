/**
 * The home restaurant grid with its sort and filter chips: the server-rendered first page, next
 * pages fetched as its end comes into view, and a chip's choice shown in place.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import type { ListingFilters, PageOffset, RestaurantCard as Card } from '#src/lib/catalogTypes.ts';
import { $restaurants, $update } from '#src/stores/areas.ts';
import { FavouriteButton } from '../favourites/FavouriteButton';
import { RestaurantCard } from './RestaurantCard';
import { ListingChips } from './ListingChips';
import { restaurantCardHref } from './cardLinks';
import { appendUnique, gridRestaurants } from './listingClient';
import { choiceSummary } from '#src/lib/listingFilters.ts';
import { $chosenPage, $listingChoice, loadNextPage, retryListing, startListing } from '#src/stores/listing.ts';
import { rememberPage } from '#src/stores/paging.ts';
import { useMessages } from '#src/i18n/useMessages.ts';
import { vegMessages } from '../veg/messages/en.ts';
import { listingMessages } from './messages/en.ts';

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

/**
 * The chips over the grid. The grid shows the page the server drew until a chip's first page
 * arrives; each such page draws a new grid (a new key), so its paging starts afresh from that
 * page's position, token and filters, and a page still on its way for the old list is dropped.
 */
export default function ListingGrid(props: Props) {
  const { restaurants, pageOffset, csrfToken, filters, point, favourites = [] } = props;
  const choice = useStore($listingChoice) ?? filters;
  const chosen = useStore($chosenPage);
  const first = useStore($restaurants);
  const t = useMessages(listingMessages);
  const veg = useMessages(vegMessages);

  // Runs once: the props are the choice the page was served for; later ones come from the chips and the history.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once when the island mounts, with the choice the page was served with
  useEffect(() => startListing(filters, point), []);

  // Until the new list is in, the old one stays (dimmed, busy), so nothing below the chips jumps.
  const replacing = first.isLoading || first.error !== null;
  const grid = chosen
    ? {
        restaurants: gridRestaurants(chosen.page),
        pageOffset: chosen.page.data.pageOffset,
        csrfToken: chosen.page.csrfToken,
        filters: chosen.filters,
      }
    : { restaurants, pageOffset, csrfToken, filters };
  return (
    <>
      <ListingChips filters={choice} />
      {first.error && (
        <p role="alert" className="listing-error">
          {first.error}{' '}
          <button type="button" className="link-button" onClick={retryListing}>
            {t.tryAgain}
          </button>
        </p>
      )}
      {/* Said once the list has changed in place: nothing else tells a screen reader. */}
      <p role="status" className="visually-hidden">
        {chosen && !first.isLoading ? `${choiceSummary(chosen.filters, t, veg)}.` : ''}
      </p>
      <GridPages
        key={chosen?.serial ?? 0}
        {...grid}
        point={point}
        favourites={favourites}
        replacing={replacing}
        replacingBusy={first.isLoading}
      />
    </>
  );
}

interface PagesProps extends Omit<Props, 'favourites'> {
  favourites: string[];
  /** A new choice is loading or failed: the cards shown are the old list's, and no page of it is asked for. */
  replacing: boolean;
  /** The new choice is on its way. */
  replacingBusy: boolean;
}

/** One list's grid; it starts from its first page's cards and loads more at its end. */
function GridPages({
  restaurants,
  pageOffset,
  csrfToken,
  filters,
  point,
  favourites,
  replacing,
  replacingBusy,
}: PagesProps) {
  const [shown, setShown] = useState(restaurants);
  // What the grid draws from its paging: where the next page starts and how many came on their own.
  const [{ offset, loads }, setPosition] = useState({ offset: pageOffset, loads: 0 });
  const update = useStore($update);
  const t = useMessages(listingMessages);
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
      const page = await loadNextPage(point, from, csrfToken, filters);
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
    if (!target || !offset.nextOffset || !automatic || failed || replacing) return;
    const observer = new IntersectionObserver(
      (entries) => void (entries.some((e) => e.isIntersecting) && loadNext('automatic')),
      { rootMargin: '400px 0px' },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [offset, automatic, failed, replacing, loadNext]);

  return (
    <>
      <ul
        className="card-grid"
        aria-label={t.restaurants}
        aria-busy={update.isLoading || replacingBusy}
        data-replacing={replacing || undefined}
      >
        {shown.map((r, i) => (
          <li key={r.info.id} data-lightest-veg={r.info.lightestVeg}>
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
            {t.tryAgain}
          </button>
        </p>
      )}
      {!offset.nextOffset ? (
        <p className="listing-end">{t.seenAll}</p>
      ) : automatic ? (
        <div ref={sentinel} className="grid-sentinel" aria-hidden="true" />
      ) : (
        <p className="listing-more">
          <button
            type="button"
            className="btn btn-ghost"
            onClick={() => void loadNext('asked')}
            disabled={update.isLoading || replacing}
            aria-busy={update.isLoading}
          >
            {t.showMore}
          </button>
        </p>
      )}
    </>
  );
}
