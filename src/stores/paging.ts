/**
 * The listing's paging position and CSRF token, which the spec keeps in browser storage. The
 * position belongs to the address it was found at: a new address drops it, as a reaction here.
 * Every way of choosing an address (`chooseAddress` in `./places`) loads this module.
 */
import { persistentAtom } from '@nanostores/persistent';
import type { PageOffset } from '../lib/catalogTypes';
import { csrfTokenKey, pageOffsetKey } from '../lib/storageKeys';
import { $userAddress } from './address';

/** The listing's last paging position (`pageOffset`, as JSON); dropped when the address changes. */
export const $pageOffset = persistentAtom<string | undefined>(pageOffsetKey, undefined);

/** The CSRF token the backend issued last (`csrfToken`). */
export const $csrfToken = persistentAtom<string | undefined>(csrfTokenKey, undefined);

/** Keeps the paging position and token of the page the server rendered. */
export function rememberPage(offset: PageOffset, csrf: string): void {
  $pageOffset.set(JSON.stringify({ nextOffset: offset.nextOffset, widgetOffset: offset.widgetOffset }));
  $csrfToken.set(csrf);
}

// A new address: the old listing position no longer applies.
$userAddress.listen(() => $pageOffset.set(undefined));
