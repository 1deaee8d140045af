/**
 * The saved delivery address (`user_address`). The cookie mirror the server reads follows the
 * address as a reaction, whoever changed it (this tab or another); the listing position
 * (`./paging`) drops itself when the address changes.
 */
import { persistentAtom } from '@nanostores/persistent';
import { addressCookieName, encodeAddressCookie, parseSavedAddress, type SavedAddress } from '../lib/savedAddress';
import { userAddressKey } from '../lib/storageKeys';

/** The diner's saved delivery address, or null before one is chosen. */
export const $userAddress = persistentAtom<SavedAddress | null>(userAddressKey, null, {
  encode: (value) => JSON.stringify(value),
  decode: (text) => parseSavedAddress(text),
});

const oneYear = 60 * 60 * 24 * 365;

/** Writes (or clears) the cookie mirror of the address. */
export function mirrorAddressCookie(address: SavedAddress | null): void {
  if (typeof document === 'undefined') return;
  // biome-ignore lint/suspicious/noDocumentCookie: a synchronous write, so the cookie is set before the next navigation reads it on the server
  document.cookie = address
    ? `${addressCookieName}=${encodeAddressCookie(address)}; Path=/; Max-Age=${oneYear}; SameSite=Lax`
    : `${addressCookieName}=; Path=/; Max-Age=0; SameSite=Lax`;
}

/** Saves a chosen address (its cookie mirror and the dropped listing position follow). */
export function saveAddress(address: SavedAddress): void {
  $userAddress.set(address);
}

if (typeof document !== 'undefined') {
  // A new address: the server's cookie follows.
  $userAddress.listen(mirrorAddressCookie);
  // A saved address restores a cookie the browser dropped, before any guard reads it.
  const saved = $userAddress.get();
  if (saved) mirrorAddressCookie(saved);
}
