/**
 * The embedded gazetteer: every city of data/cities.json and every locality of
 * data/localities.json, indexed in memory for typed-text suggestions (prefix and typo
 * tolerant, old names included), place-id resolution and reverse geocoding. Synchronous and
 * data-only; places.ts wraps it as a PlacesProvider.
 */
import type { PlaceSuggestion, ResolvedAddress } from '#src/lib/addressTypes.ts';
import type { City, Locality } from '#src/lib/dataSchemas.ts';
import { distanceKm } from '#src/lib/geo.ts';
import { slugify } from '#src/lib/links.ts';
import type { PlaceNames } from '#src/server/data/names.ts';
import { cityAliases } from './aliases.ts';
import { decodePlaceId, encodePlaceId, type PlaceKey } from './placeId.ts';
import type { LatLng, ServiceArea } from './provider.ts';
import { hasIndic } from '#src/lib/indicLatin.ts';
import { wordsOf } from '#src/lib/textNormal.ts';
import { nameForm, nameScore, scoreGroup, toWord, type NameForm, type Query, type Word } from './nameMatch.ts';

/** A point within this distance of a locality is reported as that locality. */
export const localityRadiusKm = 4;
/** A point within this distance of a served city's centre is served by that city. */
export const serviceRadiusKm = 40;
/** Suggestions returned when the caller does not ask for another number. */
export const defaultSuggestionLimit = 8;
/** A city with no population in the data ranks like a town of this size. */
const unknownPopulation = 20_000;
/** A locality ranks like a town of this share of its city's population. */
const localityShare = 0.15;
/** With a `near` point, places within this distance rank as if this many times bigger. */
const nearRadiusKm = 50;
const nearBoost = 20;
/** Added to the score of a match on an alias (see suggest). */
const aliasPenalty = 0.25;
/**
 * An alias counts as a prefix only from this many typed characters: "k" should not list
 * Varanasi (as Kashi), while "ban" may list Bengaluru (as Bangalore).
 */
const minAliasPrefix = 3;

/** A city or locality as the index holds it. */
interface IndexedPlace {
  key: PlaceKey;
  placeId: string;
  citySlug: string;
  lat: number;
  lng: number;
  importance: number;
  mainText: string;
  secondaryText: string;
  description: string;
  names: NameForm[];
  /**
   * Its names in the other languages' scripts (data/names.json), matched only by text typed in an
   * Indian script: "बेंगलुरु" is Bengaluru, while "pen" does not find it as "pengaluru" (பெங்களூரு).
   */
  scriptNames: NameForm[];
  /** The first letters of the script names' folded words (initialsOf): a query sharing none cannot match them. */
  scriptInitials: number;
  /** Words a query may add to narrow the place down: the city's names and the state. */
  context: Word[];
  /** The context with its names in the other languages' scripts, for text typed in one ("इंदौर मध्य प्रदेश"). */
  scriptContext: Word[];
}

/** 'Pune, Maharashtra, India'; the state is left out where it repeats the city ('Delhi, India'). */
function joinAddress(parts: (string | null)[]): string {
  const kept: string[] = [];
  for (const part of parts) if (part && part !== kept[kept.length - 1]) kept.push(part);
  return kept.join(', ');
}

/** The cities as the index holds them, sorted by slug so that ties (two entries at one point) always resolve the same way. */
function indexCities(cities: readonly City[], localNames?: PlaceNames): IndexedPlace[] {
  return [...cities]
    .sort((a, b) => a.slug.localeCompare(b.slug))
    .map((city) => {
      const key: PlaceKey = { kind: 'city', city: city.slug };
      const secondaryText = joinAddress([city.state === city.name ? null : city.state, 'India']);
      const aliasTexts = [city.slug.replace(/-\d+$/, '').replace(/-/g, ' '), ...(cityAliases[city.slug] ?? [])];
      const names = [nameForm(city.name)];
      const context = wordsOf(city.state).map(toWord);
      for (const alias of aliasTexts) {
        const form = nameForm(alias);
        if (form.normCompact && !names.some((n) => n.normCompact === form.normCompact)) names.push(form);
      }
      return {
        key,
        placeId: encodePlaceId(key),
        citySlug: city.slug,
        lat: city.lat,
        lng: city.lng,
        importance: city.population ?? unknownPopulation,
        mainText: city.name,
        secondaryText,
        description: joinAddress([city.name, secondaryText]),
        names,
        scriptNames: (localNames?.all('city', city.slug).slice(1) ?? []).map(nameForm),
        scriptInitials: initialsOf((localNames?.all('city', city.slug).slice(1) ?? []).flatMap(wordsOf).map(toWord)),
        context,
        scriptContext: [
          ...context,
          ...(localNames?.all('state', city.state).slice(1) ?? []).flatMap(wordsOf).map(toWord),
        ],
      };
    });
}

/** The localities of known cities as the index holds them, each with a slug unique within its city. */
function indexLocalities(
  localities: readonly Locality[],
  citiesBySlug: ReadonlyMap<string, IndexedPlace>,
): IndexedPlace[] {
  const indexed: IndexedPlace[] = [];
  const taken = new Set<string>();
  for (const locality of localities) {
    const city = citiesBySlug.get(locality.city);
    // A locality of an unknown city is a data fault that check:data reports; skip it here.
    if (!city) continue;
    const form = nameForm(locality.name);
    // "Noida, Noida, …" would only repeat the city.
    if (!form.normCompact || city.names.some((n) => n.normCompact === form.normCompact)) continue;
    const base = slugify(locality.name);
    let slug = base;
    for (let n = 2; taken.has(`${city.citySlug}:${slug}`); n++) slug = `${base}-${n}`;
    taken.add(`${city.citySlug}:${slug}`);
    const key: PlaceKey = { kind: 'locality', city: city.citySlug, locality: slug };
    const cityName = city.mainText;
    indexed.push({
      key,
      placeId: encodePlaceId(key),
      citySlug: city.citySlug,
      lat: locality.lat,
      lng: locality.lng,
      importance: city.importance * localityShare,
      mainText: locality.name,
      secondaryText: joinAddress([cityName, city.secondaryText]),
      description: joinAddress([locality.name, cityName, city.secondaryText]),
      names: [form],
      scriptNames: [],
      scriptInitials: 0,
      context: [...city.names.flatMap((n) => n.words), ...city.context],
      scriptContext: [
        ...city.names.flatMap((n) => n.words),
        ...city.scriptNames.flatMap((n) => n.words),
        ...city.scriptContext,
      ],
    });
  }
  return indexed;
}

/** A place that matches a query: how well (lower is better) and how much it weighs. */
interface Hit {
  place: IndexedPlace;
  score: number;
  weight: number;
}

/**
 * Score of a query typed in an Indian script against a name in one: as nameScore, but one word
 * matches only whole or as a prefix (its typos are caught by the Latin names, which the query's
 * Latin reading is matched against too). Several words go through nameScore.
 */
function scriptScore(query: Query, form: NameForm, context: Word[]): number {
  if (query.words.length > 1) return nameScore(query, form, context);
  if (query.normCompact === form.normCompact) return 0;
  if (query.foldCompact === form.foldCompact) return 0.5;
  if (form.normCompact.startsWith(query.normCompact)) return 1;
  if (form.foldCompact.startsWith(query.foldCompact)) return 1.5;
  const typed = query.words[0]!;
  return form.words.some((w) => w.norm.startsWith(typed.norm) || w.fold.startsWith(typed.fold)) ? 2 : Infinity;
}

/**
 * The first letters of folded words as a bit set: every match of a query on a name (whole,
 * prefix, word or typo) has a query word and a name word that start alike.
 */
function initialsOf(words: readonly Word[]): number {
  let bits = 0;
  for (const w of words) bits |= 1 << (w.fold.charCodeAt(0) % 32);
  return bits;
}

/**
 * The best score of a query over a place's names (Infinity for no match); `scriptInitials` is
 * initialsOf the query's words when it was typed in an Indian script, else 0.
 */
function placeScore(query: Query, place: IndexedPlace, scriptInitials: number): number {
  let score = Infinity;
  const context = scriptInitials ? place.scriptContext : place.context;
  if (scriptInitials & place.scriptInitials)
    for (const form of place.scriptNames) score = Math.min(score, scriptScore(query, form, context));
  for (let i = 0; i < place.names.length; i++) {
    // An old or other name ranks just after the current names of the same match quality:
    // "k" lists Kolkata and Kanpur before Varanasi (as Kashi), while "bombay" still finds Mumbai first.
    if (i > 0 && query.normCompact.length < minAliasPrefix && query.normCompact !== place.names[i]!.normCompact) break;
    const s = nameScore(query, place.names[i]!, context) + (i === 0 ? 0 : aliasPenalty);
    if (s < score) score = s;
    if (score === 0) break;
  }
  return score;
}

/** The order of suggestions: match quality group first, then size or spelling, then the shorter name. */
function byRank(a: Hit, b: Hit): number {
  const group = scoreGroup(a.score) - scoreGroup(b.score);
  if (group) return group;
  // Prefix and word matches are many: the bigger place first ("ban" is Bengaluru before
  // Banda). Exact matches and typos are few: the closer spelling first ("bopal" is Bopal
  // before Bhopal, "puna" is Pune before Punjabi Bagh).
  const byQuality = a.score - b.score;
  const byWeight = b.weight - a.weight;
  const ranked = scoreGroup(a.score) === 1 || scoreGroup(a.score) === 2 ? byWeight || byQuality : byQuality || byWeight;
  return (
    ranked ||
    a.place.mainText.length - b.place.mainText.length ||
    a.place.description.localeCompare(b.place.description)
  );
}

/** The first `limit` ranked hits as suggestions, each description once. */
function suggestionsOf(ranked: readonly Hit[], limit: number): PlaceSuggestion[] {
  const seen = new Set<string>();
  const out: PlaceSuggestion[] = [];
  for (const { place } of ranked) {
    // Two data entries for one town (noida, noida-1) read the same: show it once.
    if (seen.has(place.description)) continue;
    seen.add(place.description);
    out.push({
      place_id: place.placeId,
      description: place.description,
      structured_formatting: { main_text: place.mainText, secondary_text: place.secondaryText },
    });
    if (out.length >= limit) break;
  }
  return out;
}

/** The gazetteer: build once from the data files, then query. */
export class PlaceIndex implements ServiceArea {
  private readonly places: IndexedPlace[];
  private readonly byId = new Map<string, IndexedPlace>();
  private readonly cities: IndexedPlace[];
  private readonly localities: IndexedPlace[];

  /** `names` adds each city's and state's names in the other languages' scripts. */
  constructor(cities: readonly City[], localities: readonly Locality[], names?: PlaceNames) {
    this.cities = indexCities(cities, names);
    this.localities = indexLocalities(localities, new Map(this.cities.map((city) => [city.citySlug, city])));
    this.places = [...this.cities, ...this.localities];
    for (const place of this.places) this.byId.set(place.placeId, place);
  }

  /** Number of cities and localities indexed. */
  get size(): { cities: number; localities: number } {
    return { cities: this.cities.length, localities: this.localities.length };
  }

  /** Up to `limit` places matching `text`, best match first, then the more important place. */
  suggest(text: string, near?: LatLng, limit = defaultSuggestionLimit): PlaceSuggestion[] {
    const words = wordsOf(text).map(toWord);
    if (words.length === 0 || limit <= 0) return [];
    const query: Query = {
      normCompact: words.map((w) => w.norm).join(''),
      foldCompact: words.map((w) => w.fold).join(''),
      words,
    };
    const hits: Hit[] = [];
    const scriptInitials = hasIndic(text) ? initialsOf(words) : 0;
    for (const place of this.places) {
      const score = placeScore(query, place, scriptInitials);
      if (score === Infinity) continue;
      const weight =
        near && distanceKm(near.lat, near.lng, place.lat, place.lng) <= nearRadiusKm
          ? place.importance * nearBoost
          : place.importance;
      hits.push({ place, score, weight });
    }
    return suggestionsOf(hits.sort(byRank), limit);
  }

  /** The address of an embedded place id, or null for a malformed or unknown id. */
  resolve(placeId: string): ResolvedAddress | null {
    if (!decodePlaceId(placeId)) return null;
    const place = this.byId.get(placeId);
    if (!place) return null;
    return {
      formatted_address: place.description,
      geometry: { location: { lat: place.lat, lng: place.lng } },
      place_id: place.placeId,
      serviceable: true,
      city: place.citySlug,
    };
  }

  /**
   * The address of a point: the nearest locality within `localityRadiusKm`, else the nearest
   * city within `serviceRadiusKm`, else an unserviceable address ('565 km from Porbandar,
   * Gujarat, India', no place_id, city null). The geometry is always the asked-for point, so
   * the listing searches around where the user is, not around the place's centre.
   */
  reverse(lat: number, lng: number): ResolvedAddress {
    const point = { lat: round6(lat), lng: round6(lng) };
    const geometry = { location: point };
    const locality = nearest(this.localities, point);
    if (locality && locality.km <= localityRadiusKm) return this.servedAt(locality.place, geometry);
    const city = nearest(this.cities, point);
    if (city && city.km <= serviceRadiusKm) return this.servedAt(city.place, geometry);
    const far = city ?? locality;
    const where = far ? `${Math.round(far.km)} km from ${far.place.description}` : `${point.lat}, ${point.lng}`;
    return { formatted_address: where, geometry, serviceable: false, city: null };
  }

  /** The served city within `serviceRadiusKm` of a point, nearest first; null when none. */
  cityAt(lat: number, lng: number): { slug: string } | null {
    const city = nearest(this.cities, { lat, lng });
    return city && city.km <= serviceRadiusKm ? { slug: city.place.citySlug } : null;
  }

  private servedAt(place: IndexedPlace, geometry: ResolvedAddress['geometry']): ResolvedAddress {
    return {
      formatted_address: place.description,
      geometry,
      place_id: place.placeId,
      serviceable: true,
      city: place.citySlug,
    };
  }
}

/** Coordinates to 6 decimals (about 0.1 m): no false precision in stored addresses. */
function round6(value: number): number {
  return Math.round(value * 1e6) / 1e6;
}

/** The nearest place of a list and its distance; a linear scan (a few thousand points, microseconds). */
function nearest(places: readonly IndexedPlace[], point: LatLng): { place: IndexedPlace; km: number } | null {
  let best: { place: IndexedPlace; km: number } | null = null;
  for (const place of places) {
    const km = distanceKm(point.lat, point.lng, place.lat, place.lng);
    if (!best || km < best.km) best = { place, km };
  }
  return best;
}
