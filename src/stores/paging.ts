/** The listing's paging position and CSRF token, which the spec keeps in browser storage. */
import { persistentAtom } from '@nanostores/persistent';
import type { PageOffset } from '../lib/catalogTypes';
import { storageKeys } from '../lib/storageKeys';

/** The listing's last paging position (`pageOffset`, as JSON); dropped when the address changes. */
export const $pageOffset = persistentAtom<string | undefined>(storageKeys.pageOffset, undefined);

/** The CSRF token the backend issued last (`csrfToken`). */
export const $csrfToken = persistentAtom<string | undefined>(storageKeys.csrfToken, undefined);

/** Keeps the paging position and token of the page the server rendered. */
export function rememberPage(offset: PageOffset, csrf: string): void {
  $pageOffset.set(JSON.stringify({ nextOffset: offset.nextOffset, widgetOffset: offset.widgetOffset }));
  $csrfToken.set(csrf);
}
