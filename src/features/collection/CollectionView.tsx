/** The collection page body: title, description, 'Restaurants to explore' and the grid. */
import { useEffect, useMemo, useRef } from 'react';
import { $userAddress } from '#src/stores/address.ts';
import { $collection } from '#src/stores/areas.ts';
import { loadCollection } from '#src/stores/collection.ts';
import { useStore } from '@nanostores/react';
import { FavouriteButton } from '../favourites/FavouriteButton';
import { RestaurantCard } from '../listing/RestaurantCard';
import { restaurantCardHref } from '../listing/cardLinks';
import { collectionParts, type CollectionParts, type CollectionQuery } from '#src/lib/collectionRules.ts';
import { useMessages } from '#src/i18n/useMessages.ts';
import { restaurantShows, type VegMode, vegTextsIn } from '#src/lib/vegRules.ts';
import { vegMessages } from '../veg/messages/en.ts';
import { collectionMessages } from './messages/en.ts';
import { useVegMode } from '../veg/useVegMode';
import { VegModeEmpty } from '../veg/VegModeEmpty';

interface Props {
  initial: CollectionParts | null;
  point: { lat: number; lng: number };
  query: CollectionQuery;
  /** Restaurant ids the signed-in diner has saved (the hearts' first state). */
  favourites?: string[];
  /** The veg-only mode the server asked the collection in (its cookie). */
  vegMode?: VegMode;
}

/** Shows the server's collection, or fetches it (with a skeleton) when the server had none or the address changed. */
export default function CollectionView({ initial, point, query, favourites = [], vegMode: served = 'all' }: Props) {
  const area = useStore($collection);
  const t = useMessages(collectionMessages);
  const vegTexts = vegTextsIn(useMessages(vegMessages));
  // The server's collection until the island asks for one; then the answer (a failed one keeps the server's).
  const parts = useMemo(() => (area.data ? collectionParts(area.data) : initial), [area.data, initial]);
  const saved = useStore($userAddress)?.geometry.location;
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once when the island mounts, with the state the page was served with
  useEffect(() => {
    const here = saved ?? point;
    if (initial && saved && saved.lat === point.lat && saved.lng === point.lng) return;
    if (initial && !saved) return;
    void loadCollection(here, query);
    // The saved point is read once: the page was served for it, and a new address reloads the page.
  }, [initial, point, query]);
  // Another veg-only mode than the one asked for: asked again in it (hidden at once, shown when it comes).
  const vegMode = useVegMode(served);
  const askedMode = useRef(served);
  // biome-ignore lint/correctness/useExhaustiveDependencies: asks again only when the mode changes, for the point and collection of the page
  useEffect(() => {
    if (vegMode === askedMode.current) return;
    askedMode.current = vegMode;
    void loadCollection(saved ?? point, query);
  }, [vegMode]);

  if (!parts || area.isLoading) {
    if (area.error)
      return (
        <p role="alert" className="listing-error">
          {area.error}
        </p>
      );
    return (
      <div role="status" aria-busy="true" aria-label={t.loading} className="collection-skeleton">
        <div className="skeleton" style={{ height: 36, width: '40%', margin: '24px 0 8px' }} />
        <div className="skeleton" style={{ height: 18, width: '70%', marginBottom: 24 }} />
        <ul className="card-grid">
          {Array.from({ length: 4 }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a fixed row of placeholders that never reorders
            <li key={i}>
              <div className="skeleton rcard-skeleton" data-testid="card-skeleton" />
            </li>
          ))}
        </ul>
      </div>
    );
  }
  const shown = parts.restaurants.filter((r) => restaurantShows(r.info, vegMode));
  return (
    <section className="collection">
      <h1 className="collection-title">{parts.title}</h1>
      <p className="collection-description">{parts.description}</p>
      <h2 className="collection-heading">{t.explore}</h2>
      {shown.length === 0 && vegMode !== 'all' && (
        <VegModeEmpty title={vegTexts.emptyList[vegMode]}>{vegTexts.emptyListNote}</VegModeEmpty>
      )}
      <ul className="card-grid">
        {shown.map((r, i) => (
          <li key={r.info.id}>
            <RestaurantCard
              info={r.info}
              href={restaurantCardHref(r.cta.link)}
              ctaText={r.cta.text}
              eager={i < 4}
              action={
                <FavouriteButton restaurantId={r.info.id} name={r.info.name} initial={favourites.includes(r.info.id)} />
              }
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
