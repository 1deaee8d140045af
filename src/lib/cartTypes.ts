/** The cart's shapes, as `/api/getcart` and the cart changes return them under `cart`: one declaration for the server and the client. */

import type { VegClass } from './catalogTypes.ts';
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
}
