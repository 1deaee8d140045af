/** The favourites page's list: each saved restaurant's card with its heart, as the server found it for the diner's address. */
import type { FavouriteEntry } from '#src/lib/favouriteTypes.ts';
import { localHref } from '#src/i18n/here.ts';
import { useMessages } from '#src/i18n/useMessages.ts';
import { restaurantShows, type VegMode, vegTextsIn } from '#src/lib/vegRules.ts';
import { vegMessages } from '../veg/messages/en.ts';
import { favouritesMessages } from './messages/en.ts';
import { setVegMode } from '#src/stores/vegMode.ts';
import { useVegMode } from '../veg/useVegMode';
import { SignInPrompt } from '../auth/SignInPrompt';
import { RestaurantCard } from '../listing/RestaurantCard';
import { restaurantCardHref } from '../listing/cardLinks';
import { FavouriteButton } from './FavouriteButton';

interface Props {
  /** The saved restaurants; null for a visitor, who is asked to sign in. */
  favourites: FavouriteEntry[] | null;
  /** The veg-only mode the server rendered the page in (its cookie). */
  vegMode?: VegMode;
}

/**
 * The grid; a tapped heart stays on the page unpressed, so a slip can be undone. In a veg-only
 * mode the restaurants with nothing in it are left out, and the page says how many.
 */
export default function FavouritesList({ favourites, vegMode: served = 'all' }: Props) {
  const vegMode = useVegMode(served);
  const t = useMessages(favouritesMessages);
  const vegTexts = vegTextsIn(useMessages(vegMessages));
  if (!favourites) return <SignInPrompt returnTo={localHref('/favourites')} text={t.signInToSee} />;
  const shown = favourites.filter((f) => !f.restaurant || restaurantShows(f.restaurant.info, vegMode));
  const hidden = favourites.length - shown.length;
  return (
    <>
      {hidden > 0 && (
        <p className="favourites-hidden">
          {vegTexts.hiddenFavourites(hidden)}{' '}
          <button type="button" className="link-button" onClick={() => void setVegMode('all')}>
            {vegTexts.showAll}
          </button>
        </p>
      )}
      <ul className="card-grid" aria-label={t.listLabel}>
        {shown.map((f) =>
          f.restaurant ? (
            <li key={f.restaurantId}>
              <RestaurantCard
                info={f.restaurant.info}
                href={restaurantCardHref(f.restaurant.cta.link)}
                action={<FavouriteButton restaurantId={f.restaurantId} name={f.restaurant.info.name} initial />}
              />
            </li>
          ) : (
            <li key={f.restaurantId} className="rcard-wrap favourite-gone">
              <p>{t.gone}</p>
              <FavouriteButton restaurantId={f.restaurantId} name={t.thisRestaurant} initial />
            </li>
          ),
        )}
      </ul>
    </>
  );
}
