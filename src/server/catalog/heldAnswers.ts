/**
 * Cached catalog answers served before the framework's per-request work. The Node server
 * (server/server.mjs) asks the host's `heldAnswer` of every GET to the API, which asks this
 * module with the embedded backend's cache: for the listing and suggestions paths, when the
 * answer cache holds the answer it is written straight away; otherwise (a miss, a query that
 * does not validate) it returns undefined and the request goes through Astro as always, which
 * validates it, answers it and fills the cache. Nothing is answered here that the endpoint would
 * answer differently: the same schemas, the same cache, the same JSON, the same language.
 */
import type { z } from 'astro/zod';
import { defaultLocale, isLocale, type Locale } from '#src/i18n/locales.ts';
import { listingQuerySchema, textQuerySchema, type ListingQuery, type TextQuery } from './params.ts';

/** What the embedded backend offers: its cached answers, never built here. */
export interface HeldAnswerSource {
  /** The listing's answer in `locale` (English unless given), with a fresh CSRF token, when held. */
  heldListing(query: ListingQuery, locale?: Locale): string | undefined;
  /** The suggestions' answer in `locale` (English unless given) when held. */
  heldSuggestions(query: TextQuery, locale?: Locale): string | undefined;
}

/** The query of a URL as the endpoints read it (each parameter once), or undefined. */
function parsed<S extends z.ZodType>(search: URLSearchParams, schema: S): z.infer<S> | undefined {
  const raw = new Map<string, string>();
  for (const [key, value] of search) {
    if (raw.has(key)) return undefined;
    raw.set(key, value);
  }
  const result = schema.safeParse(Object.fromEntries(raw));
  return result.success ? result.data : undefined;
}

/** The paths whose answers may be held, each with how its query is read and its held answer found. */
const heldRoutes = new Map<
  string,
  (source: HeldAnswerSource, search: URLSearchParams, locale: Locale) => string | undefined
>([
  [
    '/api/restaurants',
    (source, search, locale) => {
      const query = parsed(search, listingQuerySchema);
      return query && source.heldListing(query, locale);
    },
  ],
  [
    '/api/search_restaurants',
    (source, search, locale) => {
      const query = parsed(search, textQuerySchema);
      return query && source.heldSuggestions(query, locale);
    },
  ],
]);

/**
 * The held answer for a request URL (path and query) in the language its `x-language` header
 * names (read as the middleware reads it: English when absent or not one of ours), or undefined
 * to let the endpoint answer.
 */
export function heldAnswer(source: HeldAnswerSource, url: string, language?: string | string[]): string | undefined {
  const mark = url.indexOf('?');
  if (mark < 0) return undefined;
  const route = heldRoutes.get(url.slice(0, mark));
  const locale = isLocale(language) ? language : defaultLocale;
  return route?.(source, new URLSearchParams(url.slice(mark + 1)), locale);
}
