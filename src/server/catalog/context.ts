/** What the catalog's response builders share: the generated data and its indexes. */
import type { CatalogData } from './generator.ts';
import type { GeoIndex } from './geoIndex.ts';
import type { OpenStates } from './openNow.ts';
import type { Ranker } from './ranking.ts';
import type { WordIndex } from './wordIndex.ts';

/** The generated catalog with its geographic and word indexes and its ranking. */
export interface CatalogContext {
  data: CatalogData;
  geo: GeoIndex;
  words: WordIndex;
  ranker: Ranker;
  cuisineSlugs: ReadonlyMap<string, number>;
  citySlugs: ReadonlyMap<string, number>;
  dishSlugs: ReadonlyMap<string, number>;
  /** Whether each restaurant is open, from memory (once per week of hours and minute). */
  open: OpenStates;
  /** The clock every answer reads the moment from, in milliseconds (tests set their own). */
  now: () => number;
}
