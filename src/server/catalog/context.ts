/** What the catalog's response builders share: the generated data and its indexes. */
import type { CatalogData } from './generator.ts';
import type { GeoIndex } from './geoIndex.ts';
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
}
