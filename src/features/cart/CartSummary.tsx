/** The restaurant and the dishes of a cart, as the cart page and checkout both show them. */
import type { CartDocument, CartRestaurant } from '#src/lib/cartTypes.ts';
import { localHref } from '#src/i18n/here.ts';
import { mediaUrl } from '#src/lib/media.ts';
import { minimumText, shownState } from '../availability/availabilityRules';
import { CartLines } from './CartLines';
import './cartSummary.css';

interface Props {
  restaurant: CartRestaurant | null | undefined;
  documents: CartDocument[];
  /** The dish list's accessible name. */
  label: string;
}

/** The restaurant (a link back to its menu, with whether it is open and its minimum order) above the cart's lines. */
export function CartSummary({ restaurant, documents, label }: Props) {
  const state = restaurant?.availability ? shownState({ availability: restaurant.availability }) : null;
  const minimum = minimumText(restaurant?.minOrderValue);
  return (
    <>
      {restaurant && (
        <a className="cart-restaurant" href={localHref(restaurant.href)}>
          <img src={mediaUrl(restaurant.cloudinaryImageId, 'dish')} alt="" width={59} height={48} />
          <span>
            <b translate="no">{restaurant.name}</b>
            <span translate="no">{restaurant.areaName}</span>
            {state?.text && <span className={state.open ? 'cart-state' : 'cart-state is-closed'}>{state.text}</span>}
            {minimum && <span>{minimum}</span>}
          </span>
        </a>
      )}
      <CartLines documents={documents} label={label} />
    </>
  );
}
