/**
 * Serialised answers of the catalog's busiest reads (the listing's first page, suggestions),
 * kept by grid cell so that diners a few doors apart share one answer instead of each costing
 * a listing built and serialised anew. Bounded by bytes, least recently used first out; the
 * catalog version is part of every key, so a new catalog never answers from an old one.
 */
import { LRUCache } from 'lru-cache';
import type { Point } from './geo.ts';

/** Side of a cell in degrees: about 110 m north to south, a little less east to west. */
export const answerCellDegrees = 0.001;

/** The centre of the answer cell a point falls in: every point of the cell is answered as this one. */
export function answerCell(point: Point): Point {
  const snap = (value: number) =>
    Number(((Math.floor(value / answerCellDegrees) + 0.5) * answerCellDegrees).toFixed(4));
  return { lat: snap(point.lat), lng: snap(point.lng) };
}

/** Hits and misses since the process started, and what the cache holds now. */
export interface AnswerCacheStats {
  hits: number;
  misses: number;
  entries: number;
  bytes: number;
}

/** A least-recently-used map of serialised answers holding at most `maxBytes` of text. */
export class AnswerCache {
  private readonly map: LRUCache<string, string>;
  private readonly version: string;
  private hits = 0;
  private misses = 0;

  /** A cache of answers of catalog `version`, holding at most `maxBytes` (UTF-16 code units, close to bytes here). */
  constructor(version: string, maxBytes: number) {
    this.version = version;
    // An answer larger than a quarter of the whole is served but never kept.
    this.map = new LRUCache({ maxSize: maxBytes, maxEntrySize: maxBytes / 4, sizeCalculation: (text) => text.length });
  }

  /** The serialised answer for `key` when held (a hit), else undefined; never builds. */
  held(key: string): string | undefined {
    const full = `${this.version}|${key}`;
    const held = this.map.get(full);
    if (held === undefined) return undefined;
    this.hits += 1;
    return held;
  }

  /** The serialised answer for `key`, built with `build` (and kept) when not held. */
  get(key: string, build: () => unknown): string {
    const held = this.held(key);
    if (held !== undefined) return held;
    const full = `${this.version}|${key}`;
    this.misses += 1;
    const text = JSON.stringify(build());
    this.map.set(full, text);
    return text;
  }

  /** Hits, misses, entries and bytes held. */
  stats(): AnswerCacheStats {
    return { hits: this.hits, misses: this.misses, entries: this.map.size, bytes: this.map.calculatedSize };
  }
}
