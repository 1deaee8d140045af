/**
 * The catalog's word index: one vocabulary over restaurant names, dish names and cuisine names,
 * and dish → restaurants postings, so search never builds a menu.
 */
import type { CatalogData } from './generator.ts';
import type { Nearby } from './geoIndex.ts';
import { hasIndic } from '#src/lib/indicLatin.ts';
import { normaliseText } from '#src/lib/textNormal.ts';
import type { PlaceNames } from '#src/server/data/names.ts';
import { matchDocument, parseQuery, Vocabulary, type DocMatch, type Query } from './search.ts';

/** Words of names, dishes and cuisines, and which restaurants serve each dish. */
export class WordIndex {
  private readonly vocabulary = new Vocabulary();
  private readonly data: CatalogData;
  private readonly nameStart: Uint32Array;
  private readonly nameWords: Uint32Array;
  private readonly dishWords: number[][];
  private readonly dishNorm: string[];
  private readonly cuisineWords: number[][];
  private readonly cuisineNorm: string[];
  /**
   * Cuisine names in the other languages' scripts (दक्षिण भारतीय is South Indian), in their own
   * vocabulary, matched only by text typed in an Indian script: Latin "chai" must not find
   * Chinese as चाइनीज़ read "chaainiiz".
   */
  private readonly scriptVocabulary = new Vocabulary();
  private readonly cuisineScriptWords: number[][][];
  private readonly cuisineScriptNorm: string[][];
  private readonly dishRestStart: Uint32Array;
  private readonly dishRest: Int32Array;
  private readonly stamp: Uint32Array;
  private stampGeneration = 0;

  /** Indexes every name, dish and cuisine of `data`, and the cuisines' `names` in other scripts. */
  constructor(data: CatalogData, names?: PlaceNames) {
    this.data = data;
    const { inputs } = data;
    // Words of every restaurant name (CSR: nameWords[nameStart[r] .. nameStart[r + 1]]).
    this.nameStart = new Uint32Array(data.count + 1);
    const words: number[] = [];
    const byName = new Map<string, number[]>();
    for (let r = 0; r < data.count; r++) {
      this.nameStart[r] = words.length;
      const name = data.name[r] ?? '';
      let ids = byName.get(name);
      if (!ids) {
        ids = this.vocabulary.addText(name);
        byName.set(name, ids);
      }
      words.push(...ids);
    }
    this.nameStart[data.count] = words.length;
    this.nameWords = Uint32Array.from(words);
    this.dishWords = inputs.dishes.map((d) => this.vocabulary.addText(d.name));
    this.dishNorm = inputs.dishes.map((d) => normaliseText(d.name));
    this.cuisineWords = inputs.cuisines.map((c) => this.vocabulary.addText(c.name));
    this.cuisineNorm = inputs.cuisines.map((c) => normaliseText(c.name));
    const scriptNames = inputs.cuisines.map((c) => names?.all('cuisine', c.slug).slice(1) ?? []);
    this.cuisineScriptWords = scriptNames.map((forms) => forms.map((f) => this.scriptVocabulary.addText(f)));
    this.cuisineScriptNorm = scriptNames.map((forms) => forms.map((f) => normaliseText(f)));

    // Dish → restaurants that serve it (CSR).
    const counts = new Uint32Array(inputs.dishes.length + 1);
    for (const d of data.dishList) counts[d + 1] = (counts[d + 1] ?? 0) + 1;
    for (let d = 1; d < counts.length; d++) counts[d] = (counts[d] ?? 0) + (counts[d - 1] ?? 0);
    this.dishRestStart = counts.slice();
    this.dishRest = new Int32Array(data.dishList.length);
    const fill = counts.slice();
    for (let r = 0; r < data.count; r++) {
      for (let k = data.dishStart[r] ?? 0; k < (data.dishStart[r + 1] ?? 0); k++) {
        const d = data.dishList[k] ?? 0;
        this.dishRest[fill[d] ?? 0] = r;
        fill[d] = (fill[d] ?? 0) + 1;
      }
    }
    this.stamp = new Uint32Array(data.count);
  }

  /** A diner's text as a query over this vocabulary. */
  parse(text: string): Query {
    const query = parseQuery(this.vocabulary, text);
    if (this.scriptVocabulary.keys.length && hasIndic(text)) query.script = parseQuery(this.scriptVocabulary, text);
    return query;
  }

  /** How restaurant r's name matches the query, or null. */
  restaurantMatch(query: Query, r: number): DocMatch | null {
    return matchDocument(query, this.nameWords.subarray(this.nameStart[r] ?? 0, this.nameStart[r + 1] ?? 0), () =>
      normaliseText(this.data.name[r] ?? ''),
    );
  }

  /** How dish d's name matches the query, or null. */
  dishMatch(query: Query, d: number): DocMatch | null {
    return matchDocument(query, this.dishWords[d] ?? [], () => this.dishNorm[d] ?? '');
  }

  /** How cuisine c's name matches the query, or null. */
  cuisineMatch(query: Query, c: number): DocMatch | null {
    let best = matchDocument(query, this.cuisineWords[c] ?? [], () => this.cuisineNorm[c] ?? '');
    const { script } = query;
    if (!script) return best;
    (this.cuisineScriptWords[c] ?? []).forEach((ids, form) => {
      const m = matchDocument(script, ids, () => this.cuisineScriptNorm[c]?.[form] ?? '');
      // Its positions are in the other script's name: nothing of the English name is highlighted.
      if (m && (!best || m.score > best.score)) best = { ...m, positions: [] };
    });
    return best;
  }

  /** How many dishes the index holds. */
  get dishCount(): number {
    return this.dishWords.length;
  }

  /** How many cuisines the index holds. */
  get cuisineCount(): number {
    return this.cuisineWords.length;
  }

  /** The restaurants serving dish d. */
  restaurantsServing(d: number): Int32Array {
    return this.dishRest.subarray(this.dishRestStart[d] ?? 0, this.dishRestStart[d + 1] ?? 0);
  }

  /** True when some restaurant of the last `markNearby` set serves dish d. */
  servedByMarked(d: number, generation: number): boolean {
    for (const r of this.restaurantsServing(d)) if (this.stamp[r] === generation) return true;
    return false;
  }

  /** Marks the nearby restaurants, so membership is one array read; returns the mark. */
  markNearby(near: Nearby): number {
    this.stampGeneration = (this.stampGeneration + 1) >>> 0;
    if (this.stampGeneration === 0) {
      this.stamp.fill(0);
      this.stampGeneration = 1;
    }
    for (const r of near.idx) this.stamp[r] = this.stampGeneration;
    return this.stampGeneration;
  }
}
