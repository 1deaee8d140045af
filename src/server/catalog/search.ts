/**
 * Typo-tolerant matching of restaurant names, dishes and cuisines.
 *
 * Every word is reduced to a key that folds the ways Indian food words are spelt in Latin
 * letters (biryani/biriyani, paneer/panner, chicken/chiken, vada/wada, bhature/bature) and the
 * keys form one vocabulary. A query word matches vocabulary keys exactly, as a prefix (the diner
 * is still typing), or within a small edit distance; the vocabulary holds only distinct words
 * (a few thousand, whatever the catalog's size), so matching costs the same at 20x the data,
 * and each query word's matches are cached.
 */
import { LRUCache } from 'lru-cache';
import { latinSpellings } from '#src/lib/indicLatin.ts';
import { foldWord, normaliseText } from '#src/lib/textNormal.ts';

/** A word of an original text, with where it sits (for highlighting). */
export interface TextWord {
  /** The normalised word. */
  norm: string;
  start: number;
  end: number;
}

/** The words of an original text, in order, with their positions. */
export function textWords(text: string): TextWord[] {
  const out: TextWord[] = [];
  // Marks too: the vowel signs of Indian scripts are marks inside a word (बिरयानी).
  for (const match of text.matchAll(/[\p{L}\p{M}\p{N}]+/gu)) {
    const start = match.index ?? 0;
    const raw = match[0];
    const norm = normaliseText(raw);
    if (!norm) continue;
    // A word like "Crème" normalises to one word; one with odd characters may split, keep each part.
    for (const part of norm.split(' ')) out.push({ norm: part, start, end: start + raw.length });
  }
  return out;
}

// Reused rows of the distance table: matching runs once per vocabulary word, so no allocation.
const longestWord = 64;
let rowPrev2 = new Int32Array(longestWord + 1);
let rowPrev = new Int32Array(longestWord + 1);
let rowCur = new Int32Array(longestWord + 1);

/**
 * Optimal string alignment distances between `a` and `b`, computed only inside the band of
 * width `max` (anything beyond is reported as max + 1): `full` for the whole of `b`, `prefix`
 * for the closest start of `b` that is one letter shorter, as long or one longer than `a`
 * (a word still being typed, with a typo in it).
 */
export function boundedDistances(a: string, b: string, max: number): { full: number; prefix: number } {
  const big = max + 1;
  const n = Math.min(b.length, longestWord);
  const m = Math.min(a.length, longestWord);
  for (let j = 0; j <= n; j++) rowPrev[j] = j <= max ? j : big;
  for (let i = 1; i <= m; i++) {
    rowCur[0] = i <= max ? i : big;
    const from = Math.max(1, i - max);
    const to = Math.min(n, i + max);
    if (from > 1) rowCur[from - 1] = big;
    let rowMin = rowCur[0] ?? big;
    const ca = a.charCodeAt(i - 1);
    for (let j = from; j <= to; j++) {
      const cost = ca === b.charCodeAt(j - 1) ? 0 : 1;
      let v = Math.min(
        (j <= i - 1 + max ? (rowPrev[j] ?? big) : big) + 1,
        (rowCur[j - 1] ?? big) + 1,
        (rowPrev[j - 1] ?? big) + cost,
      );
      if (i > 1 && j > 1 && ca === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === b.charCodeAt(j - 1))
        v = Math.min(v, (rowPrev2[j - 2] ?? big) + 1);
      if (v > big) v = big;
      rowCur[j] = v;
      if (v < rowMin) rowMin = v;
    }
    if (to < n) rowCur[to + 1] = big;
    if (rowMin > max) return { full: big, prefix: big };
    const spare = rowPrev2;
    rowPrev2 = rowPrev;
    rowPrev = rowCur;
    rowCur = spare;
  }
  const full = Math.abs(n - m) <= max ? Math.min(big, rowPrev[n] ?? big) : big;
  let prefix = big;
  for (let j = Math.max(3, m - 1); j <= Math.min(m + 1, n - 1); j++) prefix = Math.min(prefix, rowPrev[j] ?? big);
  return { full, prefix };
}

/** Optimal string alignment distance, or max + 1 once it exceeds `max`. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  return a === b ? 0 : boundedDistances(a, b, max).full;
}

/** Typos a query word of this key length may carry: none up to 3 letters, 1 up to 6, then 2. */
export function allowedTypos(length: number): number {
  return length <= 3 ? 0 : length <= 6 ? 1 : 2;
}

/** How a query word matched a vocabulary word. */
export const matchExact = 3;
/** The vocabulary word starts with the query word. */
export const matchPrefix = 2;
/** Within the allowed edit distance (of the word, or of its start while typing). */
export const matchFuzzy = 1;

/** The distinct word keys of everything searchable. */
export class Vocabulary {
  readonly keys: string[] = [];
  private readonly ids = new Map<string, number>();
  private sorted: number[] = [];
  private readonly cache = new LRUCache<string, Map<number, number>>({ max: 5000 });

  /** The id of `key`, added when new. */
  add(key: string): number {
    let id = this.ids.get(key);
    if (id === undefined) {
      id = this.keys.length;
      this.keys.push(key);
      this.ids.set(key, id);
      this.sorted = [];
      this.cache.clear();
    }
    return id;
  }

  /** Ids of every word of a text (its normalised words' keys), in order. */
  addText(text: string): number[] {
    return textWords(text).map((w) => this.add(foldWord(w.norm)));
  }

  private sortedIds(): number[] {
    if (this.sorted.length !== this.keys.length) {
      this.sorted = this.keys.map((_, i) => i).sort((a, b) => ((this.keys[a] ?? '') < (this.keys[b] ?? '') ? -1 : 1));
    }
    return this.sorted;
  }

  /** Vocabulary ids matching one query key, each with its match kind (exact > prefix > fuzzy). */
  match(key: string): Map<number, number> {
    const cached = this.cache.get(key);
    if (cached) return cached;
    const found = new Map<number, number>();
    const sorted = this.sortedIds();
    // Prefix range by binary search over the sorted keys.
    let lo = 0;
    let hi = sorted.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((this.keys[sorted[mid] ?? 0] ?? '') < key) lo = mid + 1;
      else hi = mid;
    }
    for (let k = lo; k < sorted.length; k++) {
      const id = sorted[k] ?? 0;
      const word = this.keys[id] ?? '';
      if (!word.startsWith(key)) break;
      found.set(id, word.length === key.length ? matchExact : matchPrefix);
    }
    const typos = allowedTypos(key.length);
    if (typos > 0) {
      for (let id = 0; id < this.keys.length; id++) {
        if (found.has(id)) continue;
        const word = this.keys[id] ?? '';
        // Too short to be this word even with typos: skip without computing anything.
        if (word.length < key.length - typos) continue;
        const { full, prefix } = boundedDistances(key, word, typos);
        // A typo in the whole word, or in the start of a longer word still being typed ("chikn").
        if (full <= typos || prefix <= 1) found.set(id, matchFuzzy);
      }
    }
    this.cache.set(key, found);
    return found;
  }
}

/** One word of a query, with the vocabulary words it matches. */
export interface QueryWord {
  norm: string;
  key: string;
  matches: Map<number, number>;
}

/** A parsed query. */
export interface Query {
  text: string;
  norm: string;
  words: QueryWord[];
  /** Text typed in an Indian script, parsed again over the names in those scripts (src/server/catalog/wordIndex.ts). */
  script?: Query;
}

/**
 * The vocabulary words a typed word matches under any of its Latin spellings: a Tamil word has
 * several (பிரியாணி is "piriyaani" and "biriyaani"), every other word one, `key`.
 */
function spellingMatches(vocabulary: Vocabulary, raw: string, key: string): Map<number, number> {
  const spellings = latinSpellings(raw);
  if (spellings.length < 2) return vocabulary.match(key);
  const found = new Map(vocabulary.match(key));
  for (const spelling of spellings.slice(1)) {
    const norm = normaliseText(spelling);
    if (!norm || norm.includes(' ')) continue;
    for (const [id, kind] of vocabulary.match(foldWord(norm))) if (kind > (found.get(id) ?? 0)) found.set(id, kind);
  }
  return found;
}

/** Parses a query against the vocabulary (at most 8 words: more adds nothing but cost). */
export function parseQuery(vocabulary: Vocabulary, text: string): Query {
  const words = textWords(text)
    .slice(0, 8)
    .map((w) => {
      const key = foldWord(w.norm);
      return { norm: w.norm, key, matches: spellingMatches(vocabulary, text.slice(w.start, w.end), key) };
    });
  return { text, norm: normaliseText(text), words };
}

/** How well a document matched: its score, whether any word needed a typo, which words matched. */
export interface DocMatch {
  score: number;
  fuzzy: boolean;
  /** For each query word, the position of the document word it matched. */
  positions: number[];
}

/**
 * Scores a document (the vocabulary ids of its words) against a query: every query word must
 * match some document word. Exact and prefix matches outrank typos; matching the document's
 * first word, or the whole text, ranks higher still.
 */
export function matchDocument(query: Query, doc: ArrayLike<number>, docNorm?: () => string): DocMatch | null {
  if (!query.words.length) return null;
  let total = 0;
  let fuzzy = false;
  const positions: number[] = [];
  for (const word of query.words) {
    let best = 0;
    let at = -1;
    for (let p = 0; p < doc.length; p++) {
      const kind = word.matches.get(doc[p] ?? -1) ?? 0;
      if (kind > best && !positions.includes(p)) {
        best = kind;
        at = p;
        if (kind === matchExact) break;
      }
    }
    if (!best) return null;
    if (best === matchFuzzy) fuzzy = true;
    total += best;
    positions.push(at);
  }
  let score = (total / query.words.length) * 10;
  if (positions[0] === 0) score += 3;
  // The document's normalised text is only needed (and only computed) for a match.
  if (docNorm !== undefined) {
    const norm = docNorm();
    if (norm === query.norm) score += 8;
    else if (norm.startsWith(query.norm)) score += 4;
  }
  // Fewer extra words means a closer match ("Biryani" before "Chicken Biryani Family Pack").
  score -= Math.min(3, (doc.length - query.words.length) * 0.5);
  return { score, fuzzy, positions };
}

/**
 * Wraps the matched part of each matched word in double braces: the typed prefix when the word
 * starts with it ("Chicken {{Biry}}ani"), the whole word when it matched through a typo.
 */
export function highlight(text: string, query: Query, positions: readonly number[]): string {
  const words = textWords(text);
  const marks: { start: number; end: number }[] = [];
  positions.forEach((p, q) => {
    const word = words[p];
    const typed = query.words[q]?.norm ?? '';
    if (!word) return;
    const plain = normaliseText(text.slice(word.start, word.end)).replace(/ /g, '');
    const end = plain.startsWith(typed) && typed.length <= word.end - word.start ? word.start + typed.length : word.end;
    marks.push({ start: word.start, end });
  });
  marks.sort((a, b) => a.start - b.start);
  let out = '';
  let at = 0;
  for (const mark of marks) {
    if (mark.start < at) continue;
    out += `${text.slice(at, mark.start)}{{${text.slice(mark.start, mark.end)}}}`;
    at = mark.end;
  }
  return out + text.slice(at);
}
