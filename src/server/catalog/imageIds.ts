/**
 * Image ids of the catalog's artwork: `{kind}-{key}_{version}` (`d-butter-chicken_0k3x9qa`).
 * The version is a digest of the pictures drawn and of the drawing style, so an id always shows
 * the same picture (/media answers it as immutable) and changes when an editor changes the art.
 */
import type { Cuisine } from '#src/lib/dataSchemas.ts';
import type { ArtIcons } from './art.ts';
import { defaultArt } from './art.ts';
import type { DishDef } from './catalogSchemas.ts';
import { type CatalogData, maxCuisinesPerRestaurant, restaurantId } from './generator.ts';
import { hashString } from './random.ts';

/** Bump when images.ts draws differently (layout, palette), so every id changes with it. */
export const artStyle = 'warm-2';

/** Pictures on a restaurant's card: its signature dishes. */
const signatureCount = 3;

const digests = new WeakMap<ArtIcons, Map<string, number>>();

/** A digest of one picture's drawing (its SVG body), so a new release of the set changes ids too. */
function pictureDigest(icons: ArtIcons, name: string): number {
  let known = digests.get(icons);
  if (!known) {
    known = new Map();
    digests.set(icons, known);
  }
  let digest = known.get(name);
  if (digest === undefined) {
    digest = hashString(`${name}:${icons.get(name)?.body ?? ''}`);
    known.set(name, digest);
  }
  return digest;
}

/** The version part of an id drawing `pictures`. */
export function artVersion(icons: ArtIcons, pictures: readonly string[]): string {
  const parts = pictures.map((p) => pictureDigest(icons, p).toString(36)).join('.');
  return hashString(`${artStyle}|${parts}`).toString(36).padStart(7, '0');
}

/** The image id of a dish. */
export function dishImageId(icons: ArtIcons, dish: DishDef): string {
  return `d-${dish.slug}_${artVersion(icons, [dish.picture])}`;
}

/** The picture of a cuisine (its own, else the plate). */
export function cuisinePicture(cuisine: Cuisine): string {
  return cuisine.art ?? defaultArt;
}

/** The image id of a cuisine's circle. */
export function cuisineImageId(icons: ArtIcons, cuisine: Cuisine): string {
  return `c-${cuisine.slug}_${artVersion(icons, [cuisinePicture(cuisine)])}`;
}

/** The image id of a themed collection. */
export function collectionImageId(icons: ArtIcons, id: string, art: string | undefined): string {
  return `b-${id}_${artVersion(icons, [art ?? defaultArt])}`;
}

/** Menu sections that go with a meal rather than make one: a card shows them only when nothing else fits. */
const sideSections = new Set(['Desserts', 'Sweets', 'Beverages', 'Juices', 'Sides', 'Breads', 'Paan']);

/**
 * The pictures of restaurant `r`'s card: up to three different ones from its menu, the main
 * cuisine's meals first, then its sweets and drinks, then the rest; starting at a place its seed
 * picks so that neighbours differ.
 */
export function restaurantPictures(data: CatalogData, r: number): string[] {
  const start = data.dishStart[r] ?? 0;
  const count = (data.dishStart[r + 1] ?? start) - start;
  const main = data.cuisines[r * maxCuisinesPerRestaurant] ?? 0;
  const offset = count > 0 ? (data.seed32[r] ?? 0) % count : 0;
  const pictures: string[] = [];
  for (const pass of ['meals', 'main', 'any'] as const) {
    for (let k = 0; k < count && pictures.length < signatureCount; k++) {
      const dish = data.inputs.dishes[data.dishList[start + ((offset + k) % count)] ?? 0];
      if (!dish || (pass !== 'any' && !dish.cuisines.includes(main))) continue;
      if (pass === 'meals' && sideSections.has(dish.category)) continue;
      if (!pictures.includes(dish.picture)) pictures.push(dish.picture);
    }
  }
  const cuisine = data.inputs.cuisines[main];
  return pictures.length ? pictures : [cuisine ? cuisinePicture(cuisine) : defaultArt];
}

/** The image id of restaurant `r`'s card picture. */
export function restaurantImageId(data: CatalogData, r: number): string {
  return `r-${restaurantId(r)}_${artVersion(data.inputs.art, restaurantPictures(data, r))}`;
}

/** An id split into its kind letter, key and version (absent in ids from before versions). */
export function parseImageId(id: string): { kind: string; key: string; version?: string } | undefined {
  const match = /^([a-z])-([a-z0-9-]{1,80})(?:_([0-9a-z]{7}))?$/.exec(id);
  if (!match) return undefined;
  const [, kind = '', key = '', version] = match;
  return version ? { kind, key, version } : { kind, key };
}
