/** The favourites page's list: each saved restaurant's card with its heart, as the server found it for the diner's address. */
import type { FavouriteEntry } from '#src/lib/favouriteTypes.ts';
import { SignInPrompt } from '../auth/SignInPrompt';
import { RestaurantCard } from '../listing/RestaurantCard';
import { restaurantCardHref } from '../listing/cardLinks';
import { FavouriteButton } from './FavouriteButton';

interface Props {
  /** The saved restaurants; null for a visitor, who is asked to sign in. */
  favourites: FavouriteEntry[] | null;
}

/** The grid; a tapped heart stays on the page unpressed, so a slip can be undone. */
export default function FavouritesList({ favourites }: Props) {
  if (!favourites) return <SignInPrompt returnTo="/favourites" text="Sign in to see the restaurants you saved." />;
  return (
    <ul className="card-grid" aria-label="Your favourite restaurants">
      {favourites.map((f) =>
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
            <p>This restaurant is no longer on the site.</p>
            <FavouriteButton restaurantId={f.restaurantId} name="this restaurant" initial />
          </li>
        ),
      )}
    </ul>
  );
}
