/**
 * The notice that the cart's restaurant does not deliver to the area just chosen, kept in
 * `sessionStorage` between choosing (which loads a page) and the page that loads next, which
 * shows it once. Its own small module: the header's address button reads it on every page.
 */
import { cartReachNoticeKey } from '../lib/storageKeys';

/** Longer stored text is not ours: the notice is one sentence. */
const maxNoticeLength = 400;

/** Keeps the notice for the next page, or forgets an older one (`null`); blocked storage keeps nothing. */
export function keepCartReachNotice(text: string | null): void {
  try {
    if (text) sessionStorage.setItem(cartReachNoticeKey, text);
    else sessionStorage.removeItem(cartReachNoticeKey);
  } catch {
    // Storage blocked: the page that loads cannot tell, and checkout still checks for itself.
  }
}

/** The notice kept for this page, taken once (a reload does not repeat it); null when there is none. */
export function takeCartReachNotice(): string | null {
  try {
    const text = sessionStorage.getItem(cartReachNoticeKey);
    if (text === null) return null;
    sessionStorage.removeItem(cartReachNoticeKey);
    return text.trim() && text.length <= maxNoticeLength ? text : null;
  } catch {
    return null;
  }
}
