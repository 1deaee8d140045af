/**
 * The held pages: a least-recently-used map bounded by bytes with a time to live (`lru-cache`),
 * and, beside it, which URLs hold pages of signed-in diners and which hearts those pages show.
 */
import { LRUCache } from 'lru-cache';
import type { Template } from './template.ts';
import { baseOf } from './keys.ts';

/** How long a held page is served, and how many bytes (compressed, both encodings) are held at most. */
export const pageCacheLimits = { ttlMs: 60_000, maxBytes: 8 * 1024 * 1024 } as const;

/** A held page: its status line's code, its headers, and its body in both encodings or a template to fill in. */
export type HeldPage = {
  status: number;
  headers: Record<string, string>;
  /** Bytes held: both encodings, or the template. */
  size: number;
  /** The key without the diner's part, for a signed-in diner's page. */
  base?: string;
} & ({ br: Buffer; gzip: Buffer; template?: undefined } | { template: Template });

/** What a page said when it asked to be held: the restaurants whose hearts it shows (all when `among` is absent). */
export interface HoldRequest {
  saved: readonly string[];
  among?: readonly string[];
}

/** Counts of the held pages since the process started, and what is held now. */
export interface StoreStats {
  hits: number;
  /** Of the hits, those answered to signed-in diners. */
  dinerHits: number;
  /** Of the hits, templates filled in with the request's address. */
  filled: number;
  stored: number;
  /** Of the pages stored, templates. */
  templates: number;
  entries: number;
  bytes: number;
}

/** A least-recently-used, byte-bounded map of held pages with a time to live. */
export class PageStore {
  private readonly pages: LRUCache<string, HeldPage>;
  /** Per base key with diners' pages held: how many, and which restaurants' hearts the page shows. */
  private readonly diners = new Map<string, { pages: number; among: readonly string[] | undefined }>();
  private readonly counts = { hits: 0, dinerHits: 0, filled: 0, stored: 0, templates: 0 };

  /** A store within `limits`, its clock `now` (milliseconds). */
  constructor(limits: { ttlMs: number; maxBytes: number } = pageCacheLimits, now: () => number = Date.now) {
    this.pages = new LRUCache<string, HeldPage>({
      maxSize: limits.maxBytes,
      sizeCalculation: (page) => page.size,
      ttl: limits.ttlMs,
      // Every read asks the clock: a held page is never served a moment past its minute.
      ttlResolution: 0,
      perf: { now },
      dispose: (page) => this.forget(page),
    });
  }

  /** The held page for `key` while fresh (a hit), else undefined. */
  get(key: string): HeldPage | undefined {
    const page = this.pages.get(key);
    if (!page) return undefined;
    this.counts.hits += 1;
    if (page.template) this.counts.filled += 1;
    if (page.base !== undefined) this.counts.dinerHits += 1;
    return page;
  }

  /**
   * Which restaurants' hearts the diners' pages of `base` show (undefined: all of them), or false
   * when no diner's page of `base` is held: then the diner's saved restaurants need not be read.
   */
  dinerPagesOf(base: string): { among: readonly string[] | undefined } | false {
    const held = this.diners.get(base);
    return held ? { among: held.among } : false;
  }

  /** Holds `page` under `key` (a signed-in diner's when `diner` is given); a page over the limit is not held. */
  put(key: string, page: HeldPage, diner?: HoldRequest): void {
    if (page.size > this.pages.maxSize) return;
    if (diner) {
      page.base = baseOf(key);
      const held = this.diners.get(page.base);
      this.diners.set(page.base, { pages: (held?.pages ?? 0) + 1, among: diner.among });
    }
    this.pages.set(key, page);
    this.counts.stored += 1;
    if (page.template) this.counts.templates += 1;
  }

  /** Counts since the process started. */
  stats(): StoreStats {
    return { ...this.counts, entries: this.pages.size, bytes: this.pages.calculatedSize };
  }

  /** A page left the store (expired, pushed out or replaced): its diners' count goes down. */
  private forget(page: HeldPage): void {
    if (page.base === undefined) return;
    const held = this.diners.get(page.base);
    if (held && held.pages > 1) held.pages -= 1;
    else this.diners.delete(page.base);
  }
}
