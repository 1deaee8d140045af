/** The single-restaurant view a chosen suggestion opens: tabs Restaurants and Dishes and their cards. */
import type { KeyboardEvent } from 'react';
import type { DishResult, SingleSearchResponse } from '#src/lib/catalogTypes.ts';
import { mediaUrl } from '#src/lib/media.ts';
import { rupees } from '#src/lib/money.ts';
import { priceOf } from '#src/lib/money.ts';
import type { DataAreaState } from '#src/stores/dataArea.ts';
import { vegClassOf } from '#src/lib/dishChoices.ts';
import { shownState } from '../availability/availabilityRules';
import { DishAdd } from '../availability/DishAdd';
import { VegMark } from '../veg/VegMark';
import { DishLikedShare } from '../reviews/DishLikedShare';
import { RestaurantCard } from '../listing/RestaurantCard';
import { FavouriteButton } from '../favourites/FavouriteButton';
import {
  dishLink,
  restaurantLink,
  restaurantSkeletonCount,
  searchTabs,
  tabAfterKey,
  type SearchTab,
  type SingleResults,
} from '#src/lib/searchRules.ts';

interface Props {
  /** The chosen suggestion's text. */
  query: string;
  area: DataAreaState<SingleSearchResponse>;
  results: SingleResults;
  tab: SearchTab;
  onTab: (tab: SearchTab) => void;
  onRetry: () => void;
  /** The signed-in diner's saved restaurants. */
  favourites: string[];
}

const tabId = (tab: SearchTab) => `search-tab-${tab}`;
const panelId = (tab: SearchTab) => `search-panel-${tab}`;

/** The tabs and the active tab's results; a skeleton of 4 cards while loading. */
export function SingleResultsView({ query, area, results, tab, onTab, onRetry, favourites }: Props) {
  const loading = area.isLoading || (!area.data && !area.error);

  function keys(event: KeyboardEvent<HTMLDivElement>) {
    const next = tabAfterKey(tab, event.key);
    if (!next) return;
    event.preventDefault();
    onTab(next);
    document.getElementById(tabId(next))?.focus();
  }

  return (
    <section className="single-view" aria-labelledby="single-view-title">
      <h2 id="single-view-title" className="visually-hidden">
        Results for “{query}”
      </h2>
      <div className="search-tabs" role="tablist" aria-label="Search results" onKeyDown={keys}>
        {searchTabs.map((t) => (
          <button
            key={t.id}
            type="button"
            role="tab"
            id={tabId(t.id)}
            aria-selected={tab === t.id}
            aria-controls={panelId(t.id)}
            tabIndex={tab === t.id ? 0 : -1}
            className="search-tab"
            onClick={() => onTab(t.id)}
          >
            {t.label}
          </button>
        ))}
      </div>
      {searchTabs.map((t) => (
        <div
          key={t.id}
          role="tabpanel"
          id={panelId(t.id)}
          aria-labelledby={tabId(t.id)}
          hidden={tab !== t.id}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a tab panel takes focus so the keyboard reaches its results after the tabs (WAI-ARIA tabs pattern)
          tabIndex={0}
          className="search-panel"
        >
          {tab !== t.id ? null : loading ? (
            <ResultsSkeleton />
          ) : area.error ? (
            <div className="search-error" role="alert">
              <p>Could not load the results: {area.error}</p>
              <button type="button" className="btn btn-ghost" onClick={onRetry}>
                Try again
              </button>
            </div>
          ) : t.id === 'restaurants' ? (
            <RestaurantResults results={results} query={query} favourites={favourites} />
          ) : (
            <DishResults results={results} query={query} />
          )}
        </div>
      ))}
    </section>
  );
}

function ResultsSkeleton() {
  return (
    <div aria-busy="true">
      <p className="visually-hidden">Loading results</p>
      <ul className="result-grid" aria-hidden="true">
        {Array.from({ length: restaurantSkeletonCount }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a fixed row of placeholders that never reorders
          <li key={i}>
            <div className="skeleton result-skeleton" data-testid="result-skeleton" />
          </li>
        ))}
      </ul>
    </div>
  );
}

function RestaurantResults({
  results,
  query,
  favourites,
}: {
  results: SingleResults;
  query: string;
  favourites: string[];
}) {
  if (results.restaurants.length === 0) return <p className="search-empty">No restaurants found for “{query}”.</p>;
  return (
    <ul className="result-grid">
      {results.restaurants.map((card) => (
        <li key={card.info.id}>
          <RestaurantCard
            info={card.info}
            href={restaurantLink(card)}
            action={
              <FavouriteButton
                restaurantId={card.info.id}
                name={card.info.name}
                initial={favourites.includes(card.info.id)}
              />
            }
          />
        </li>
      ))}
    </ul>
  );
}

function DishResults({ results, query }: { results: SingleResults; query: string }) {
  if (results.dishes.length === 0) return <p className="search-empty">No dishes found for “{query}”.</p>;
  return (
    <ul className="result-grid dish-grid">
      {results.dishes.map((result) => (
        <li key={`${result.restaurant.info.id}:${result.info.id}`}>
          <DishResultCard result={result} />
        </li>
      ))}
    </ul>
  );
}

/**
 * A dish found by search: its restaurant (linking to the menu), then the dish and its add control;
 * at a closed restaurant ADD says why and asks about ordering ahead, as on the menu.
 */
export function DishResultCard({ result }: { result: DishResult }) {
  const { info: dish } = result;
  const restaurant = result.restaurant.info;
  const price = priceOf(dish);
  const rating = Number.isFinite(restaurant.avgRating) ? restaurant.avgRating.toFixed(1) : null;
  const time = restaurant.sla?.slaString || (restaurant.sla?.deliveryTime ? `${restaurant.sla.deliveryTime} mins` : '');
  return (
    <article className="dish-card" aria-label={dish.name} data-testid="dish-card">
      <a className="dish-card-restaurant" href={dishLink(result)}>
        <span className="dish-card-restaurant-text">
          <span className="dish-card-by">By {restaurant.name}</span>
          <span className="dish-card-meta">
            {rating && (
              <span>
                <span aria-hidden="true">★ </span>
                <span className="visually-hidden">Rated </span>
                {rating}
              </span>
            )}
            {rating && time && <span aria-hidden="true"> · </span>}
            {time && <span>{time}</span>}
          </span>
        </span>
        <span className="dish-card-arrow" aria-hidden="true">
          →
        </span>
      </a>
      <div className="dish-card-body">
        <div className="dish-card-text">
          <VegMark veg={vegClassOf(dish.itemAttribute?.vegClassifier)} />
          <h3 className="dish-card-name">{dish.name}</h3>
          {price !== null && <p className="dish-card-price">{rupees(price)}</p>}
          <DishLikedShare likes={dish.likes} />
        </div>
        <div className="dish-card-media">
          {dish.imageId ? (
            <img src={mediaUrl(dish.imageId, 'dish')} alt="" width={118} height={96} loading="lazy" decoding="async" />
          ) : (
            <span className="dish-card-noimage" />
          )}
          <DishAdd
            dish={dish}
            restaurantId={restaurant.id}
            restaurantName={restaurant.name}
            state={shownState(restaurant)}
            mode="search"
            className="dish-card-add"
          />
        </div>
      </div>
    </article>
  );
}
