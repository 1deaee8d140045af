/**
 * The catalog endpoints forwarded to an HTTP backend that speaks the same shapes
 * (CATALOG_UPSTREAM). A menu's and a saved restaurant's rating is the upstream's moved by the
 * verified ratings of orders placed here; other cards show the upstream's own. The point each request names is forwarded as it is: answer cells are the
 * embedded catalog's way of sharing answers, not the upstream's.
 */
import type { MenuResponse, MenuRestaurantInfo, RestaurantCard } from '#src/lib/catalogTypes.ts';
import { ratingCount } from '#src/lib/ratingCount.ts';
import { type RatingPrior, ratingSummary } from '#src/lib/reviewRules.ts';
import { restaurantPath } from '#src/lib/links.ts';
import { HttpError } from '../http/http.ts';
import { starsOf } from '../reviews/ratingsHolder.ts';
import { pricingPoint, type CatalogBackend } from './backend.ts';
import { totalRatingsString } from './cards.ts';
import type { Point } from './geo.ts';
import { menuQuerySchema } from './params.ts';
import type { VegMode } from '#src/lib/vegRules.ts';
import { factsFromMenu } from './restaurantFacts.ts';
import { menuDishLookup } from './upstreamDishes.ts';

/** Options of the upstream client. */
export interface UpstreamOptions {
  /** Base URL of the backend, e.g. https://catalog.internal:8443 (paths /api/... are appended). */
  baseUrl: string;
  /** Milliseconds before a call is abandoned with a 502. */
  timeoutMs?: number;
  /** The fetch to use (tests inject one; defaults to the global fetch). */
  fetch?: typeof fetch;
}

/** Default upstream timeout: a listing that takes longer is better reported than waited for. */
export const defaultUpstreamTimeoutMs = 5000;

type Params = Record<string, string | number | boolean | null | undefined>;

/** One call of the upstream's API: answers its `{ data }` body or throws the HttpError the endpoint answers. */
type UpstreamCall = <T>(path: string, init: { params?: Params; body?: unknown }) => Promise<T>;

/** The base URL of CATALOG_UPSTREAM, checked: an http(s) URL ending in a slash. */
function upstreamBase(baseUrl: string): URL {
  let base: URL;
  try {
    base = new URL(baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`);
  } catch {
    throw new Error(`CATALOG_UPSTREAM is not a valid URL: ${baseUrl}`);
  }
  if (base.protocol !== 'http:' && base.protocol !== 'https:')
    throw new Error(`CATALOG_UPSTREAM must be an http(s) URL: ${baseUrl}`);
  return base;
}

/** The upstream's answer as JSON, or the 502 or passed-through 4xx that says why there is none. */
async function answerOf(response: Response, path: string): Promise<unknown> {
  let payload: unknown;
  try {
    payload = await response.json();
  } catch {
    throw new HttpError(502, `upstream catalog answered /api/${path} with ${response.status} and no JSON body`);
  }
  if (response.status >= 400 && response.status < 500) {
    // The upstream's own verdict on the input (404 unknown restaurant, 403 bad token...) passes through.
    const message =
      payload && typeof payload === 'object' && typeof (payload as { error?: unknown }).error === 'string'
        ? (payload as { error: string }).error
        : `upstream refused /api/${path}`;
    throw new HttpError(response.status, message.replace(/^Bad Request: /, ''));
  }
  if (!response.ok) throw new HttpError(502, `upstream catalog failed /api/${path} with ${response.status}`);
  if (!payload || typeof payload !== 'object' || !('data' in payload))
    throw new HttpError(502, `upstream catalog answered /api/${path} without data`);
  return payload;
}

/** Calls of the upstream at `options.baseUrl`, each abandoned with a 502 after the timeout. */
function upstreamCaller(options: UpstreamOptions): UpstreamCall {
  const base = upstreamBase(options.baseUrl);
  const timeoutMs = options.timeoutMs ?? defaultUpstreamTimeoutMs;
  const doFetch = options.fetch ?? fetch;
  return async <T>(path: string, init: { params?: Params; body?: unknown }): Promise<T> => {
    const url = new URL(`api/${path}`, base);
    // URLSearchParams encodes every value, so no input can change the path or add parameters.
    for (const [key, value] of Object.entries(init.params ?? {})) {
      if (value !== undefined) url.searchParams.set(key, value === null ? 'null' : String(value));
    }
    const json = { accept: 'application/json' };
    let response: Response;
    try {
      response = await doFetch(url, {
        method: init.body === undefined ? 'GET' : 'POST',
        headers: init.body === undefined ? json : { ...json, 'content-type': 'application/json' },
        body: init.body === undefined ? null : JSON.stringify(init.body),
        signal: AbortSignal.timeout(timeoutMs),
        redirect: 'error',
      });
    } catch (error) {
      const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
      throw new HttpError(
        502,
        timedOut
          ? `upstream catalog did not answer /api/${path} within ${timeoutMs} ms`
          : `upstream catalog is unreachable for /api/${path}`,
      );
    }
    return (await answerOf(response, path)) as T;
  };
}

/** The info of a menu's RestaurantInfo card, if it has one. */
function menuInfoOf(menu: MenuResponse): MenuRestaurantInfo | undefined {
  for (const entry of menu.data.cards)
    if ('card' in entry && entry.card.card['@type'] === 'RestaurantInfo') return entry.card.card.info;
  return undefined;
}

/** A restaurant's card from its menu's RestaurantInfo card (the upstream describes one restaurant only there). */
function cardFromMenu(menu: MenuResponse): RestaurantCard | undefined {
  const info = menuInfoOf(menu);
  if (info)
    return {
      info: {
        id: info.id,
        name: info.name,
        cloudinaryImageId: info.cloudinaryImageId,
        avgRating: info.avgRating,
        avgRatingString: info.avgRatingString,
        totalRatingsString: info.totalRatingsString,
        cuisines: info.cuisines,
        areaName: info.areaName,
        locality: info.locality,
        costForTwo: info.costForTwoMessage,
        costForTwoAmount: 0,
        veg: info.veg,
        sla: info.sla,
        slugs: info.slugs,
        ...(info.isOpen !== undefined ? { isOpen: info.isOpen } : {}),
        ...(info.availability ? { availability: info.availability } : {}),
        ...(info.surge !== undefined ? { surge: info.surge } : {}),
        ...(info.minOrderValue !== undefined ? { minOrderValue: info.minOrderValue } : {}),
      },
      cta: { text: '', link: restaurantPath(info) },
    };
  return undefined;
}

/** The upstream's rating of a menu's restaurant, the prior that verified ratings move. */
function priorOfMenu(menu: MenuResponse): RatingPrior | undefined {
  const info = menuInfoOf(menu);
  return info && { rating: info.avgRating, count: ratingCount(info.totalRatingsString) ?? 0 };
}

/** A menu with its restaurant's rating moved by the verified ratings here; the same menu while there are none. */
function withVerifiedRating(menu: MenuResponse): MenuResponse {
  const info = menuInfoOf(menu);
  const prior = priorOfMenu(menu);
  if (!info || !prior) return menu;
  const summary = ratingSummary(prior, starsOf(info.id));
  if (summary.verifiedCount === 0) return menu;
  const moved = {
    ...info,
    avgRating: summary.rating,
    avgRatingString: summary.rating.toFixed(1),
    totalRatingsString: totalRatingsString(summary.count),
  };
  const cards = menu.data.cards.map((entry) =>
    'card' in entry && entry.card.card['@type'] === 'RestaurantInfo'
      ? { card: { card: { ...entry.card.card, info: moved } } }
      : entry,
  );
  return { ...menu, data: { ...menu.data, cards } };
}

/** The veg-only mode as a parameter, only when it is on (an upstream that knows no such parameter sees nothing new). */
function vegParam(q: { vegMode?: VegMode | undefined }): Params {
  return q.vegMode && q.vegMode !== 'all' ? { vegMode: q.vegMode } : {};
}

/** An HTTP backend with the same endpoints and shapes behind the endpoint interface. */
export function createUpstreamBackend(options: UpstreamOptions): CatalogBackend {
  const call = upstreamCaller(options);

  /** A restaurant's menu for a diner at `point`; undefined for an id the upstream refuses or does not know. */
  async function menuAt(restaurantId: string, point: Point): Promise<MenuResponse | undefined> {
    const query = menuQuerySchema.safeParse({ ...point, restaurantId, query: '' });
    if (!query.success) return undefined;
    try {
      return await call<MenuResponse>('menu', { params: { ...query.data } });
    } catch (error) {
      if (error instanceof HttpError && (error.status === 404 || error.status === 400)) return undefined;
      throw error;
    }
  }

  return {
    listing(q) {
      return call('restaurants', {
        params: {
          lat: q.lat,
          lng: q.lng,
          'is-seo-homepage-enabled': q.seoHomepage ? 'true' : undefined,
          page_type: q.pageType,
          filters: Object.keys(q.filters).length ? JSON.stringify(q.filters) : undefined,
        },
      });
    },
    update(body) {
      // Forward what the client sent; the upstream issued the token and checks it.
      return call('update', { body });
    },
    preSearch: (q) => call('pre_search', { params: { lat: q.lat, lng: q.lng } }),
    suggestions: (q) => call('search_restaurants', { params: { lat: q.lat, lng: q.lng, str: q.str, ...vegParam(q) } }),
    async listingJson(q) {
      return JSON.stringify(await this.listing(q));
    },
    async suggestionsJson(q) {
      return JSON.stringify(await this.suggestions(q));
    },
    singleSearch: (q) => call('single_restaurant', { params: { lat: q.lat, lng: q.lng, str: q.str, ...vegParam(q) } }),
    searchedRestaurant(q) {
      return call('searched_restaurant', {
        params: { lat: q.lat, lng: q.lng, restaurantId: q.restaurantId, query: q.query },
      });
    },
    async menu(q) {
      const params = { lat: q.lat, lng: q.lng, restaurantId: q.restaurantId, query: q.query };
      return withVerifiedRating(await call<MenuResponse>('menu', { params }));
    },
    collection(q) {
      const { lat, lng, collection, tags, type, offset, page_type } = q;
      return call('collection', { params: { lat, lng, collection, tags, type, offset, page_type, ...vegParam(q) } });
    },
    // The upstream names dishes only in menus. Prices do not depend on the point, so any valid
    // one (India's centre) is sent.
    dish: menuDishLookup((restaurantId) => menuAt(restaurantId, pricingPoint)),
    async restaurant(restaurantId, point) {
      const menu = await menuAt(restaurantId, point);
      return menu && cardFromMenu(withVerifiedRating(menu));
    },
    async ratingPrior(restaurantId) {
      const menu = await menuAt(restaurantId, pricingPoint);
      return menu && priorOfMenu(menu);
    },
    async restaurantFacts(restaurantId, point) {
      const menu = await menuAt(restaurantId, point);
      return menu && factsFromMenu(menu);
    },
  };
}
