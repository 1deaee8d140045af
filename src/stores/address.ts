/** The saved delivery address (`user_address`), mirrored to a cookie for the server. */
import { persistentAtom } from '@nanostores/persistent';
import { addressCookieName, encodeAddressCookie, parseSavedAddress, type SavedAddress } from '../lib/savedAddress';

/** The diner's saved delivery address, or null before one is chosen. */
export const $userAddress = persistentAtom<SavedAddress | null>('user_address', null, {
  encode: (value) => JSON.stringify(value),
  decode: (text) => parseSavedAddress(text),
});

const oneYear = 60 * 60 * 24 * 365;

/** Writes (or clears) the cookie mirror of the address. */
export function mirrorAddressCookie(address: SavedAddress | null): void {
  if (typeof document === 'undefined') return;
  document.cookie = address
    ? `${addressCookieName}=${encodeAddressCookie(address)}; Path=/; Max-Age=${oneYear}; SameSite=Lax`
    : `${addressCookieName}=; Path=/; Max-Age=0; SameSite=Lax`;
}

/** Saves a chosen address and its cookie mirror, and drops the previous listing position. */
export function saveAddress(address: SavedAddress): void {
  $userAddress.set(address);
  mirrorAddressCookie(address);
  try {
    localStorage.removeItem('pageOffset');
  } catch {
    // storage can be unavailable (private mode); the cookie still carries the address
  }
}

/** Keeps the cookie in step with storage (another tab, or a cookie the browser dropped). */
export function syncAddressCookie(): void {
  mirrorAddressCookie($userAddress.get());
}
