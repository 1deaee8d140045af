/**
 * The data areas of the spec's section 4, one store each, all built by `createDataArea`, declared
 * together because several stores and islands share them. An area that one store alone fills sits
 * beside its actions instead (the menu in `menu.ts`, checkout's in `checkout.ts`, the orders list
 * in `orders.ts`). Response types are the backend's.
 */
import type {
  ListingResponse,
  PreSearchResponse,
  SingleSearchResponse,
  SuggestionsResponse,
  CollectionResponse,
} from '../lib/catalogTypes';
import type { PlaceSuggestion } from '../lib/addressTypes';
import type { CartState } from '../lib/cartTypes';
import type { SavedAddress } from '../lib/savedAddress';
import { createDataArea } from './dataArea';
import { $userData, type UserData } from './user';

/** A place suggestion of `/api/search` (src/lib/addressTypes.ts). */
export type { PlaceSuggestion } from '../lib/addressTypes';

/** The cart's shapes (src/lib/cartTypes.ts). */
export type { CartDocument, CartState } from '../lib/cartTypes';

/** Home listing (`GET /api/restaurants`). */
export const $restaurants = createDataArea<ListingResponse>();
/** Location autocomplete (`GET /api/search`). */
export const $locations = createDataArea<PlaceSuggestion[]>();
/** Address resolution (`GET /api/address`). */
export const $address = createDataArea<SavedAddress[]>();
/** Next page of the listing (`POST /api/update`). */
export const $update = createDataArea<ListingResponse>();
/** Popular cuisines before a search (`GET /api/pre_search`). */
export const $preSearch = createDataArea<PreSearchResponse>();
/** Suggestions as the diner types (`GET /api/search_restaurants`): a list and its query. */
export const $searchRestaurants = createDataArea<SuggestionsResponse['data']>();
/** The single-search view (`GET /api/single_restaurant`). */
export const $singleRestaurants = createDataArea<SingleSearchResponse>();
/** The cart (`GET /api/getcart`); `reset` and `clear` are its two reset actions. */
export const $cart = Object.assign(createDataArea<CartState>(), {
  /** Empties the cart's data before a new cart is started. */
  clear() {
    $cart.set({ isLoading: false, error: null, data: null });
  },
});
/** Dishes of one restaurant found by search (`GET /api/searched_restaurant`); the menu has its own area (`menu.ts`). */
export const $searchedRestaurants = createDataArea<SingleSearchResponse>();
/** A collection page (`GET /api/collection`). */
export const $collection = createDataArea<CollectionResponse>();
/** Sign-up (`POST /api/create_user`); starts from the saved user. */
export const $signup = createDataArea<UserData>($userData.get());
/** OTP session (`POST /v1/account/tokens/phone`): the user id and whether a code was sent. */
export const $otp = createDataArea<{ userId: string; otpSent: boolean }>();
/** Login (`POST /api/login`); starts from the saved user. */
export const $login = createDataArea<UserData>($userData.get());
