/** The heart: saves a restaurant for the signed-in diner, a toggle button naming the restaurant and what a tap will do. */
import { useStore } from '@nanostores/react';
import { useMessages } from '#src/i18n/useMessages.ts';
import { heartLabel } from '#src/lib/favouriteTypes.ts';
import { favouritesMessages } from './messages/en.ts';
import { $favouriteChanges, toggleFavourite } from '#src/stores/favourites.ts';

interface Props {
  restaurantId: string;
  name: string;
  /** Whether the server knew it saved when the page was made. */
  initial: boolean;
  className?: string;
}

/** A heart over a card or in the menu header; pressed when the restaurant is saved. */
export function FavouriteButton({ restaurantId, name, initial, className = 'fav-heart' }: Props) {
  const changes = useStore($favouriteChanges);
  const t = useMessages(favouritesMessages);
  const saved = changes[restaurantId] ?? initial;
  return (
    <button
      type="button"
      className={className}
      aria-pressed={saved}
      aria-label={heartLabel(name, saved, t)}
      onClick={() => void toggleFavourite(restaurantId, saved)}
    >
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
        <path
          d="M12 20.5s-7.5-4.6-9.3-9.4C1.4 7.6 3.7 4 7.2 4c2 0 3.6 1.1 4.8 2.8C13.2 5.1 14.8 4 16.8 4c3.5 0 5.8 3.6 4.5 7.1-1.8 4.8-9.3 9.4-9.3 9.4z"
          fill={saved ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth="2"
          strokeLinejoin="round"
        />
      </svg>
    </button>
  );
}
