/**
 * One page cache: the held pages of one catalog version, the compression work, and the templates
 * being rendered. All of its state lives in the instance; the process has one (`runtime.ts`),
 * tests make their own.
 */
import { Compressor, keptHeaders } from './compress.ts';
import { type HoldRequest, pageCacheLimits, PageStore, type StoreStats } from './store.ts';
import type { CellOf, Template } from './template.ts';

/** Pages answered from the cache and pages rendered and held since the process started; what it holds now. */
export interface PageCacheStats extends StoreStats {
  /** Pages that asked to be held but were not, because another page was being compressed. */
  passedOver: number;
  /** Whether a page is being compressed now. */
  compressing: boolean;
}

/** What a page cache is made with: the catalog version its pages show and the catalog's answer cells. */
export interface PageCacheOptions {
  version: string;
  /**
   * What the pages show of the moment, appended to the version in every key (open states, fees,
   * stock: `pageStamp` of src/server/catalog/liveStamp.ts); absent: nothing.
   */
  stamp?: () => string;
  /** The answer cell of a point (`answerCell` of the catalog): a page is drawn once per cell. */
  cellOf: CellOf;
  limits?: { ttlMs: number; maxBytes: number };
  /** The clock, in milliseconds. */
  now?: () => number;
}

/** The page cache of one catalog version. */
export class PageCache {
  private readonly catalogVersion: string;
  private readonly stamp: (() => string) | undefined;
  /** The catalog's answer cell of a point. */
  readonly cellOf: CellOf;
  /** The held pages. */
  readonly store: PageStore;
  /** Compression of held and filled pages, within its bounds. */
  readonly compressor = new Compressor();
  /** Templates being rendered for visitors: their keys, and what resolves when the render is over. */
  private readonly rendering = new Map<string, Promise<void>>();

  /** A cache of the pages of catalog `options.version`. */
  constructor(options: PageCacheOptions) {
    this.catalogVersion = options.version;
    this.stamp = options.stamp;
    this.cellOf = options.cellOf;
    this.store = new PageStore(options.limits ?? pageCacheLimits, options.now);
  }

  /** What every key starts with: the catalog version and, when given, the stamp of the moment. */
  get version(): string {
    return this.stamp ? `${this.catalogVersion}|${this.stamp()}` : this.catalogVersion;
  }

  /**
   * Compresses and holds `body` (the page's HTML) with its status and headers under `key`; resolves
   * false without holding it while another page is being compressed (`Compressor.compress`).
   */
  async hold(key: string, status: number, headers: Headers, body: Buffer, diner?: HoldRequest): Promise<boolean> {
    const compressed = await this.compressor.compress(body);
    if (!compressed) return false;
    const { br, gzip } = compressed;
    this.store.put(key, { status, headers: keptHeaders(headers), br, gzip, size: br.length + gzip.length }, diner);
    return true;
  }

  /** Holds `template` (a page drawn for an answer cell) with its status and headers under `key`. */
  holdTemplate(key: string, status: number, headers: Headers, template: Template, diner?: HoldRequest): void {
    this.store.put(key, { status, headers: keptHeaders(headers), template, size: template.bytes }, diner);
  }

  /**
   * Marks the template of `key` as being rendered until the returned function is called: visitors
   * of the same cell meanwhile wait for it (`renderOf`) instead of each rendering the page.
   */
  renderingTemplate(key: string): () => void {
    let done = () => {};
    this.rendering.set(
      key,
      new Promise<void>((resolve) => {
        done = resolve;
      }),
    );
    return () => {
      this.rendering.delete(key);
      done();
    };
  }

  /** What resolves when the template of `key` now being rendered is over, or undefined when none is. */
  renderOf(key: string): Promise<void> | undefined {
    return this.rendering.get(key);
  }

  /** Counts since the process started. */
  stats(): PageCacheStats {
    return { ...this.store.stats(), ...this.compressor.stats() };
  }
}
