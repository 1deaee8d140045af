/**
 * The process's page cache, the only module of the page cache that reads astro:env: on unless
 * PAGE_CACHE is off, and only over the embedded catalog, whose pages change only with a new build
 * (an upstream catalog may change between builds, so its pages are always rendered).
 */
import { PAGE_CACHE } from 'astro:env/server';
import { answerCell } from '../catalog/answerCache.ts';
import { pageStamp } from '../catalog/liveStamp.ts';
import { getCatalogBackend } from '../catalog/runtime.ts';
import { PageCache } from './cache.ts';
import type { HeldAnswer } from './compress.ts';
import { heldForVisitor } from './requests.ts';

/** The cache once opened; null when it is off. */
let opened: PageCache | null | undefined;

/**
 * The server's lookup of held pages, before the framework runs: a visitor's page held for the
 * same URL and address cookie, or filled in from its answer cell's template. Undefined while the
 * cache is off or not yet open.
 */
export function heldPage(
  url: string,
  cookieHeader: string | undefined,
  acceptEncoding: string | string[] | undefined,
): HeldAnswer | Promise<HeldAnswer | undefined> | undefined {
  return opened ? heldForVisitor(opened, url, cookieHeader, acceptEncoding) : undefined;
}

/**
 * The process's page cache, opened at the first call (which builds the catalog when it is not
 * yet; the host opens it when it starts); undefined when PAGE_CACHE is off or the catalog is upstream.
 */
export function pageCache(): PageCache | undefined {
  if (opened === undefined) {
    const version = PAGE_CACHE === 'on' ? getCatalogBackend().version : undefined;
    // Keys carry the minute, fees and stock, so no held page shows an open state or fee gone stale.
    opened = version ? new PageCache({ version, cellOf: answerCell, stamp: () => pageStamp(Date.now()) }) : null;
    const why = PAGE_CACHE === 'off' ? 'PAGE_CACHE=off' : 'the catalog is upstream';
    console.info(
      opened
        ? '[page cache] on: pages that ask are held for a minute (PAGE_CACHE=off turns it off)'
        : `[page cache] off (${why}): every page is rendered for its own address`,
    );
  }
  return opened ?? undefined;
}
