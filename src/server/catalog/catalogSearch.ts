/** The catalog's search answers: suggestions, single search, a restaurant's dishes, pre-search. */
import type {
  CarouselItem,
  DishResult,
  PreSearchResponse,
  SingleSearchResponse,
  Suggestion,
  SuggestionsResponse,
} from '#src/lib/catalogTypes.ts';
import type { Cuisine } from '#src/lib/dataSchemas.ts';
import { catalogTexts, restaurantCard, restaurantInfo, slaFor } from './cards.ts';
import type { CatalogContext } from './context.ts';
import { cuisinesOf, restaurantId, restaurantIndex } from './generator.ts';
import type { Point } from './geo.ts';
import { cuisineImageId, dishImageId, restaurantImageId } from './imageIds.ts';
import { dishOf } from './menu.ts';
import { highlight, type DocMatch } from './search.ts';
import { restaurantShows, type VegMode } from '#src/lib/vegRules.ts';
import { vegVisible } from '#src/lib/dishChoices.ts';
import { dishVegClass, lightestVegOf } from './dietClasses.ts';
import { availabilityOf, liveDish, liveFieldsOf, minuteOf } from './openNow.ts';
import { withLikes } from './ratings.ts';

/** Most suggestions per query (the spec's 10 placeholders). */
export const maxSuggestions = 10;
/** Most restaurants and most dishes of a single search. */
export const maxSearchResults = 30;

/** A match's score, a typo match counting 10 less. */
function scoreOf(m: DocMatch): number {
  return m.score - (m.fuzzy ? 10 : 0);
}

/** A dish found, as it is at `at` (sold out, outside its window) with its likes, and its restaurant's open state then. */
function dishResult(ctx: CatalogContext, r: number, dishIndex: number, km: number, at: number): DishResult {
  const info = restaurantInfo(ctx.data, r, slaFor(ctx.data, r, km));
  const state = ctx.open.of(r, at);
  return {
    '@type': 'Dish',
    info: withLikes(info.id, liveDish(info.id, dishOf(ctx.data, r, dishIndex), at)),
    restaurant: {
      info: {
        id: info.id,
        name: info.name,
        locality: info.locality,
        areaName: info.areaName,
        avgRating: info.avgRating,
        sla: info.sla,
        slugs: info.slugs,
        isOpen: state.open,
        availability: availabilityOf(state, at),
      },
    },
  };
}

type Scored = { suggestion: Suggestion; fuzzy: boolean; score: number };

/** Restaurants that deliver here and have something in the veg-only mode, one suggestion per distinct name (the best-rated). */
function restaurantSuggestions(
  ctx: CatalogContext,
  query: ReturnType<CatalogContext['words']['parse']>,
  near: Int32Array,
  vegMode: VegMode,
): Scored[] {
  const { data } = ctx;
  const byName = new Map<string, { r: number; fuzzy: boolean; score: number; positions: number[] }>();
  for (const r of near) {
    if (!restaurantShows({ lightestVeg: lightestVegOf(data, r) }, vegMode)) continue;
    const m = ctx.words.restaurantMatch(query, r);
    if (!m) continue;
    const name = (data.name[r] ?? '').toLowerCase();
    const seen = byName.get(name);
    const rating = data.rating10[r] ?? 0;
    const seenRating = seen ? (data.rating10[seen.r] ?? 0) : -1;
    if (!seen || rating > seenRating || (rating === seenRating && r < seen.r))
      byName.set(name, { r, fuzzy: m.fuzzy, score: m.score + rating / 100, positions: m.positions });
  }
  return [...byName.values()].map(({ r, fuzzy, score, positions }): Scored => {
    const name = data.name[r] ?? '';
    const id = restaurantId(r);
    return {
      suggestion: {
        text: name,
        highlightedText: highlight(name, query, positions),
        cloudinaryId: restaurantImageId(data, r),
        type: 'RESTAURANT',
        subCategory: catalogTexts().suggestionRestaurant,
        restaurantId: id,
      },
      fuzzy,
      score,
    };
  });
}

/**
 * Typo-tolerant suggestions over restaurants, dishes and cuisines available at the point; in a
 * veg-only mode, dishes it leaves out and restaurants with nothing in it are not suggested.
 */
export function suggestions(
  ctx: CatalogContext,
  point: Point,
  text: string,
  vegMode: VegMode = 'all',
): SuggestionsResponse {
  const { words, data } = ctx;
  const query = words.parse(text);
  const out: Scored[] = [];
  const near = ctx.geo.nearby(point);
  if (query.words.length && near.idx.length) {
    const generation = words.markNearby(near);
    const served = new Set(ctx.ranker.cuisinesNear(point).map((c) => c.cuisine));
    for (let c = 0; c < words.cuisineCount; c++) {
      const m = served.has(c) ? words.cuisineMatch(query, c) : null;
      if (!m) continue;
      const cuisine = data.inputs.cuisines[c] as Cuisine;
      out.push({
        suggestion: {
          text: cuisine.name,
          highlightedText: highlight(cuisine.name, query, m.positions),
          cloudinaryId: cuisineImageId(data.inputs.art, cuisine),
          type: 'CUISINE',
          subCategory: catalogTexts().suggestionCuisine,
        },
        fuzzy: m.fuzzy,
        score: m.score + 2,
      });
    }
    for (let d = 0; d < words.dishCount; d++) {
      const m = words.dishMatch(query, d);
      const dish = data.inputs.dishes[d];
      if (!m || !dish || !vegVisible(dishVegClass(dish), vegMode) || !words.servedByMarked(d, generation)) continue;
      out.push({
        suggestion: {
          text: dish.name,
          highlightedText: highlight(dish.name, query, m.positions),
          cloudinaryId: dishImageId(data.inputs.art, dish),
          type: 'DISH',
          subCategory: catalogTexts().suggestionDish,
        },
        fuzzy: m.fuzzy,
        score: m.score + 1,
      });
    }
    out.push(...restaurantSuggestions(ctx, query, near.idx, vegMode));
  }
  out.sort(
    (a, b) =>
      Number(a.fuzzy) - Number(b.fuzzy) ||
      b.score - a.score ||
      a.suggestion.text.localeCompare(b.suggestion.text, 'en'),
  );
  return { data: { suggestions: out.slice(0, maxSuggestions).map((x) => x.suggestion), query: text } };
}

/** Single search: restaurants (by name or cuisine) and dishes matching the text, near the point, in the veg-only mode. */
export function singleSearch(
  ctx: CatalogContext,
  point: Point,
  text: string,
  vegMode: VegMode = 'all',
): SingleSearchResponse {
  const { words, data } = ctx;
  const query = words.parse(text);
  // Restaurants with nothing in the mode are not in the list at all, so neither they nor their dishes are found.
  const all = ctx.ranker.ranked(point, vegMode === 'all' ? {} : { vegMode });
  const restaurants: { k: number; score: number }[] = [];
  const dishes: { r: number; d: number; km: number; score: number; k: number }[] = [];
  if (query.words.length && all.idx.length) {
    const cuisineMatches = new Map<number, number>();
    for (let c = 0; c < words.cuisineCount; c++) {
      const m = words.cuisineMatch(query, c);
      if (m) cuisineMatches.set(c, scoreOf(m));
    }
    const position = new Map<number, number>();
    for (let k = 0; k < all.idx.length; k++) {
      const r = all.idx[k] ?? 0;
      position.set(r, k);
      const m = words.restaurantMatch(query, r);
      let score = m ? scoreOf(m) + 20 : -Infinity;
      for (const c of cuisinesOf(data, r)) score = Math.max(score, cuisineMatches.get(c) ?? -Infinity);
      if (score > -Infinity) restaurants.push({ k, score });
    }
    for (let d = 0; d < words.dishCount; d++) {
      const m = words.dishMatch(query, d);
      const def = data.inputs.dishes[d];
      if (!m || !def || !vegVisible(dishVegClass(def), vegMode)) continue;
      for (const r of words.restaurantsServing(d)) {
        const k = position.get(r);
        if (k !== undefined) dishes.push({ r, d, km: all.dist[k] ?? 0, score: scoreOf(m), k });
      }
    }
  }
  // Open restaurants first, then better matches, then the listing's relevance order (k).
  const open = (k: number) => all.open[k] ?? 0;
  restaurants.sort((a, b) => open(b.k) - open(a.k) || b.score - a.score || a.k - b.k);
  dishes.sort((a, b) => open(b.k) - open(a.k) || b.score - a.score || a.k - b.k || a.d - b.d);
  const restaurantCards = restaurants.slice(0, maxSearchResults).map(({ k }) => {
    const r = all.idx[k] ?? 0;
    const live = liveFieldsOf(data, ctx.open, r, all.at);
    return { card: { card: restaurantCard(data, r, slaFor(data, r, all.dist[k] ?? 0), live) } };
  });
  const dishCards = dishes
    .slice(0, maxSearchResults)
    .map(({ r, d, km }) => ({ card: { card: dishResult(ctx, r, d, km, all.at) } }));
  return {
    data: {
      cards: [
        { groupedCard: { cardGroupMap: { RESTAURANT: { cards: restaurantCards }, DISH: { cards: dishCards } } } },
      ],
    },
  };
}

/** One restaurant's dishes matching the text (all of them for an empty text); undefined for an unknown id. */
export function searchInRestaurant(
  ctx: CatalogContext,
  point: Point,
  id: string,
  text: string,
): SingleSearchResponse | undefined {
  const { data, words } = ctx;
  const r = restaurantIndex(data, id);
  if (r < 0) return undefined;
  const km = ctx.geo.distanceTo(point, r);
  const query = words.parse(text);
  const found: { d: number; score: number }[] = [];
  for (let k = data.dishStart[r] ?? 0; k < (data.dishStart[r + 1] ?? 0); k++) {
    const d = data.dishList[k] ?? 0;
    const m = query.words.length ? words.dishMatch(query, d) : null;
    if (!query.words.length) found.push({ d, score: 0 });
    else if (m) found.push({ d, score: scoreOf(m) });
  }
  found.sort((a, b) => b.score - a.score || a.d - b.d);
  const at = minuteOf(ctx.now());
  const cards = found.map(({ d }) => ({ card: { card: dishResult(ctx, r, d, km, at) } }));
  return { data: { cards: [{ groupedCard: { cardGroupMap: { DISH: { cards } } } }] } };
}

/** Popular cuisines for the search page: those near the point, else across India. */
export function preSearch(ctx: CatalogContext, point: Point): PreSearchResponse {
  const near = ctx.ranker.cuisinesNear(point);
  const ranked = (near.length ? near : ctx.ranker.nationalCuisines()).slice(0, 12);
  const t = catalogTexts();
  const info: CarouselItem[] = ranked.map(({ cuisine }) => {
    const c = ctx.data.inputs.cuisines[cuisine] as Cuisine;
    return {
      id: `cuisine-${c.slug}`,
      imageId: cuisineImageId(ctx.data.inputs.art, c),
      entityId: c.slug,
      action: { link: `/search?query=${encodeURIComponent(c.name)}`, text: c.name, type: 'WEBLINK' },
      accessibility: { altText: t.cuisineRestaurants({ cuisine: c.name }) },
    };
  });
  return {
    data: {
      cards: [
        {
          card: {
            card: {
              id: 'popular_cuisines',
              header: { title: t.popularCuisines },
              gridElements: { infoWithStyle: { info } },
            },
          },
        },
      ],
    },
  };
}
