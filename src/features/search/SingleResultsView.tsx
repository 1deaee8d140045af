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
import { localHref } from '#src/i18n/here.ts';
import { useMessages } from '#src/i18n/useMessages.ts';
import { searchMessages } from './messages/en.ts';

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
  const t = useMessages(searchMessages);
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
        {t.resultsFor({ query })}
      </h2>
      <div className="search-tabs" role="tablist" aria-label={t.results} onKeyDown={keys}>
        {searchTabs.map((item) => (
          <button
            key={item.id}
            type="button"
            role="tab"
            id={tabId(item.id)}
            aria-selected={tab === item.id}
            aria-controls={panelId(item.id)}
            tabIndex={tab === item.id ? 0 : -1}
            className="search-tab"
            onClick={() => onTab(item.id)}
          >
            {t[item.text]}
          </button>
        ))}
      </div>
      {searchTabs.map((item) => (
        <div
          key={item.id}
          role="tabpanel"
          id={panelId(item.id)}
          aria-labelledby={tabId(item.id)}
          hidden={tab !== item.id}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a tab panel takes focus so the keyboard reaches its results after the tabs (WAI-ARIA tabs pattern)
          tabIndex={0}
          className="search-panel"
        >
          {tab !== item.id ? null : loading ? (
            <ResultsSkeleton />
          ) : area.error ? (
            <div className="search-error" role="alert">
              <p>{t.resultsFailed({ error: area.error })}</p>
              <button type="button" className="btn btn-ghost" onClick={onRetry}>
                {t.tryAgain}
              </button>
            </div>
          ) : item.id === 'restaurants' ? (
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
  const t = useMessages(searchMessages);
  return (
    <div aria-busy="true">
      <p className="visually-hidden">{t.loadingResults}</p>
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
  const t = useMessages(searchMessages);
  if (results.restaurants.length === 0) return <p className="search-empty">{t.noRestaurantsFor({ query })}</p>;
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
  const t = useMessages(searchMessages);
  if (results.dishes.length === 0) return <p className="search-empty">{t.noDishesFor({ query })}</p>;
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
  const t = useMessages(searchMessages);
  const { info: dish } = result;
  const restaurant = result.restaurant.info;
  const price = priceOf(dish);
  const rating = Number.isFinite(restaurant.avgRating) ? restaurant.avgRating.toFixed(1) : null;
  const time =
    restaurant.sla?.slaString ||
    (restaurant.sla?.deliveryTime ? t.minutes({ minutes: restaurant.sla.deliveryTime }) : '');
  return (
    <article className="dish-card" aria-label={dish.name} data-testid="dish-card">
      <a className="dish-card-restaurant" href={localHref(dishLink(result))}>
        <span className="dish-card-restaurant-text">
          <span className="dish-card-by">{t.by({ restaurant: restaurant.name })}</span>
          <span className="dish-card-meta">
            {rating && (
              <span>
                <span aria-hidden="true">★ </span>
                <span className="visually-hidden">{t.rated} </span>
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
