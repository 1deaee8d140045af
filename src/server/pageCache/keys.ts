/**
 * Who may be answered a held page: the key of a request's page (the catalog version, the URL, the
 * address cookie as sent, the veg-only mode's cookie and, for a signed-in diner, a digest of the
 * hearts the page shows), and the key of the template of its answer cell. Two people get the same
 * bytes only when the page would have rendered the same bytes for both.
 */
import { createHash } from 'node:crypto';
import { cookieJar } from '#src/lib/cookieHeader.ts';
import { addressCookieIn, type SavedAddress, savedAddressOfCookie } from '#src/lib/savedAddress.ts';
import { type VegMode, vegModeCookieIn } from '#src/lib/vegRules.ts';
import { isLocale, type Locale } from '#src/i18n/locales.ts';
import { languageKey } from '#src/lib/storageKeys.ts';
import { type CellOf, type StandIn, standInFor } from './template.ts';

// Either name of the storefront session cookie (src/server/accounts/session.ts), anywhere in the header.
const sessionCookie = /(?:^|;)\s*(?:__Host-)?thalify_session=/;

/**
 * What the page cache and the pages read of a request's Cookie header: the header is split once
 * per request, and the saved address decoded once, when first asked for (a held page's key
 * needs only the cookie as sent).
 */
export class RequestCookies {
  /** The first address cookie as sent, byte for byte, or null. */
  readonly addressCookie: string | null;
  /** Whether the address cookie came twice: the page might then be read from the other one. */
  readonly twice: boolean;
  /** Whether a storefront session cookie came (live or not). */
  readonly session: boolean;
  /** The veg-only mode the pages render in (`veg_mode`; 'all' without it). */
  readonly vegMode: VegMode;
  /** The language the diner chose (`lang`), or null before they choose. */
  readonly language: Locale | null;
  #address: SavedAddress | null | undefined;

  /** The cookies of `cookieHeader` (absent: none). */
  constructor(cookieHeader: string | null | undefined) {
    const jar = cookieJar(cookieHeader);
    const { value, twice } = addressCookieIn(jar);
    this.addressCookie = value;
    this.twice = twice;
    this.session = sessionCookie.test(cookieHeader ?? '');
    this.vegMode = vegModeCookieIn(jar);
    const language = jar.get(languageKey)?.[0];
    this.language = isLocale(language) ? language : null;
  }

  /** The language an English page's visitor chose instead, if any: they are sent to the page in it. */
  otherLanguageThan(pathLocale: Locale): Locale | null {
    return pathLocale === 'en' && this.language && this.language !== 'en' ? this.language : null;
  }

  /** The saved address of the first address cookie, or null: the one the pages render for. */
  get address(): SavedAddress | null {
    if (this.#address === undefined) this.#address = savedAddressOfCookie(this.addressCookie);
    return this.#address;
  }
}

/** The cookies of a request's Cookie header that decide its page. */
export const readCookies = (cookieHeader: string | null | undefined): RequestCookies =>
  new RequestCookies(cookieHeader);

/** Whether a path may be a page: the API and the identity service never are, so the page cache is not asked. */
export function mayBePage(pathname: string): boolean {
  return !pathname.startsWith('/api/') && !pathname.startsWith('/v1/');
}

/**
 * The part of the key that stands for a signed-in diner: a digest of the saved restaurants the
 * page shows (`among`, or all of them), so diners whose hearts on the page agree share it.
 */
export function dinerVariant(saved: readonly string[], among?: readonly string[]): string {
  const shown = among ? saved.filter((id) => among.includes(id)) : saved;
  const digest = createHash('sha256')
    .update([...shown].sort().join(','))
    .digest('base64url');
  return `diner:${digest.slice(0, 22)}`;
}

/**
 * The key of a request's page, or undefined when it may not be held or answered from the cache.
 * `diner` (from `dinerVariant`) is given for a signed-in diner and only then: a request with a
 * session cookie but no diner (forged, ended, or the lookup failed) is always rendered for it.
 */
export function pageCacheKey(version: string, url: URL, cookies: RequestCookies, diner?: string): string | undefined {
  if (cookies.session !== (diner !== undefined)) return undefined;
  // Sent twice, the page might be rendered from the other cookie than the key names: such a
  // request is rendered and never held.
  if (cookies.twice) return undefined;
  const value = cookies.addressCookie;
  const base = `${version}\n${url.pathname}${url.search}\n${value === null ? '' : `=${value}`}${vegPart(cookies.vegMode)}`;
  return diner === undefined ? base : withDiner(base, diner);
}

/** The veg-only mode's part of a key: nothing for 'all', so the keys of every dish stay as they were. */
const vegPart = (mode: VegMode): string => (mode === 'all' ? '' : `\nveg:${mode}`);

/** Whether a path's page is drawn once per answer cell and filled in with the address (home, a restaurant page). */
export function drawnPerCell(pathname: string): boolean {
  return pathname === '/' || pathname.startsWith('/restaurants/');
}

/** The key of a page drawn for `standIn`'s answer cell and city in `vegMode`: the address cookie's place in `pageCacheKey`. */
export function cellKey(version: string, url: URL, standIn: StandIn, diner?: string, vegMode: VegMode = 'all'): string {
  const { cell, address } = standIn;
  const base = `${version}\n${url.pathname}${url.search}\ncell:${cell.lat},${cell.lng},${address.city ?? ''}${vegPart(vegMode)}`;
  return diner === undefined ? base : withDiner(base, diner);
}

/** A page drawn for an answer cell: the key of its template and the stand-in it is rendered with. */
export interface Drawn {
  key: string;
  standIn: StandIn;
}

/**
 * The key of a request's page as a template and the stand-in it is rendered with, or undefined
 * when the page or the address cannot be filled in. Only for a request `pageCacheKey` keys with
 * the same `diner` and veg-only mode: the same rules decide who may be answered from it.
 */
export function drawnKey(
  scope: { version: string; cellOf: CellOf },
  url: URL,
  address: SavedAddress | null,
  diner?: string,
  vegMode: VegMode = 'all',
): Drawn | undefined {
  const standIn = address && drawnPerCell(url.pathname) ? standInFor(address, scope.cellOf) : undefined;
  return standIn && { key: cellKey(scope.version, url, standIn, diner, vegMode), standIn };
}

/** The key of a diner's page: the key without a diner, and the diner's part. */
export const withDiner = (base: string, diner: string): string => `${base}\n${diner}`;

/** The key without its diner's part. */
export const baseOf = (key: string): string => key.slice(0, key.lastIndexOf('\n'));
