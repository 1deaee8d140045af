/** The cart's shapes, as `/api/getcart` and the cart changes return them under `cart`: one declaration for the server and the client. */

import type { RestaurantAvailability, VegClass } from './catalogTypes.ts';
import type { SurgeFee } from './surgeFees.ts';
import type { PickedChoice } from './dishChoices.ts';

/**
 * A dish as the catalog prices it: the unit price in paise is the menu's price (`priceOf`,
 * src/lib/money.ts); on a cart line, plus every choice's price.
 */
export interface CartDish {
  id: string;
  name: string;
  restaurantId: string;
  price: number;
  /** True for a veg dish or line (`vegClass` 'VEG'). */
  isVeg: boolean;
  imageId?: string;
  description?: string;
  /** The old price, struck through on the menu, when the dish is discounted. */
  defaultPrice?: number;
}

/** The restaurant a cart's dishes come from, with the link to its menu page. */
export interface CartRestaurant {
  id: string;
  name: string;
  areaName: string;
  cloudinaryImageId: string;
  /** `/restaurants/<name>-<area>-<city>-<id>`: the menu page. */
  href: string;
  /** Open now, and the words of its state ("Closed · opens at 6 pm"); absent when the catalog does not say. */
  availability?: RestaurantAvailability;
  /** The smallest item total it accepts, in paise (0: any). */
  minOrderValue?: number;
}

/**
 * Why the cart cannot be ordered for now as it stands, in words for diners: the restaurant is
 * closed (ordering ahead still can be), a line is sold out or not served at this hour (`lineId`),
 * or the item total is below the restaurant's minimum.
 */
export interface CartProblem {
  kind: 'closed' | 'soldOut' | 'notServedNow' | 'belowMinimum';
  message: string;
  lineId?: string;
}

/** One line of the cart: the catalog's dish with its choices, and how many (at most 11 per line). */
export interface CartDocument extends CartDish {
  quantity: number;
  /** The line's diet class: the dish's, made heavier by its choices (veg with a boiled egg is egg). */
  vegClass: VegClass;
  /** The line's id: the dish id without choices, else `<dish id>~<choice ids>`; /api/removeCart takes it. */
  lineId: string;
  /** The choices of the line in group order, each priced from the catalog; absent without choices. */
  choices?: PickedChoice[];
}

/** The bill lines the cart page shows, all in paise, computed on the server. */
export interface Bill {
  itemTotal: number;
  deliveryFee: number;
  /** The surge fee in the bill, with its reason; null or absent when none applies. */
  surge?: SurgeFee | null;
  taxesAndCharges: number;
  toPay: number;
}

/** An Appwrite-style document list (`total` lines in `documents`) plus what the cart page shows. */
export interface CartState {
  /** How many lines `documents` holds. */
  total: number;
  documents: CartDocument[];
  /** The restaurant of the dishes; null for an empty cart. */
  restaurant: CartRestaurant | null;
  /** The bill; null for an empty cart. */
  bill: Bill | null;
  /** What stands in the way of ordering now; empty or absent when nothing does. */
  problems?: CartProblem[];
}
