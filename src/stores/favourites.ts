/**
 * The hearts: which restaurants the diner has saved. The page renders each heart from the
 * server's answer; a tap here records the new state (shown at once, undone if the server
 * refuses), so every heart of that restaurant on the page agrees.
 */
import { map } from 'nanostores';
import { api } from '../lib/browser/apiClient';
import { notify } from '../components/ui/toasts';
import type { FavouriteIdsResponse } from '../lib/favouriteTypes';
import { favouritesMessages } from '../features/favourites/messages/en.ts';
import { textsOf } from '../i18n/useMessages.ts';
import { dinerMessage as errorMessage, errorStatus } from '../lib/dinerMessages';
import { openSignIn } from './ui';
import { $userData } from './user';

/** Hearts changed in this page view: restaurant id → saved. Absent ids keep the server's first answer. */
export const $favouriteChanges = map<Record<string, boolean>>({});

/** Saves or unsaves a restaurant, and says so in a toast; a visitor is asked to sign in and brought back here. */
export async function toggleFavourite(restaurantId: string, saved: boolean): Promise<void> {
  if (!$userData.get()) {
    openSignIn('login', { reason: 'favourites' });
    return;
  }
  $favouriteChanges.setKey(restaurantId, !saved);
  try {
    const reply = await api<FavouriteIdsResponse>(saved ? '/removeFavourite' : '/addFavourite', {
      method: 'POST',
      body: { restaurantId },
    });
    const nowSaved = reply.favourites.includes(restaurantId);
    $favouriteChanges.setKey(restaurantId, nowSaved);
    // The heart changed at the tap; the toast says it is done, and screen readers hear it.
    const t = textsOf(favouritesMessages);
    notify.success(nowSaved ? t.saved : t.removed);
  } catch (error) {
    $favouriteChanges.setKey(restaurantId, saved);
    const status = errorStatus(error);
    // Removing a favourite that is already gone leaves it gone.
    if (status === 404 && saved) $favouriteChanges.setKey(restaurantId, false);
    else if (status === 401) openSignIn('login', { reason: 'favourites' });
    else notify.error(errorMessage(error));
  }
}
