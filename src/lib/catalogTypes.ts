/**
 * Shapes of the product backend's catalog responses (the spec's section 3), shared by the
 * server that builds them and the islands that read them. Prices are in hundredths (paise).
 * Clients find cards by `id` or `@type`, never by position.
 */

import type { RestaurantAvailability, SurgeFee } from './availabilityTypes.ts';
import type { Opening, WeeklyHours } from './openingHours.ts';
import type { DishLikes } from './reviewTypes.ts';

export type { RestaurantAvailability, SurgeFee, SurgeReason } from './availabilityTypes.ts';

/** Delivery estimate of a restaurant for the diner's point. */
export interface Sla {
  restaurantId?: string;
  deliveryTime: number;
  lastMileTravel: number;
  slaString: string;
  lastMileTravelString?: string;
}

/**
 * What an offer gives, which the bill applies and its words are written from
 * (src/lib/offerTerms.ts). Amounts are in paise.
 */
export interface OfferTerms {
  /** A percentage off up to a cap, a flat amount off, or delivery at no fee. */
  kind: 'percent' | 'flat' | 'freeDelivery';
  /** Percent off (`percent`), paise off (`flat`); 0 for free delivery. */
  value: number;
  /** The most a `percent` offer takes off; null for the other kinds. */
  cap: number | null;
  /** The smallest item total it applies to (0: any order). */
  minimum: number;
  /** The code that applies it at checkout; null for an offer that applies by itself (free delivery). */
  code: string | null;
}

/** An offer: its words on a restaurant card or menu, and (menus only) its code, usage rule and terms. */
export interface DiscountInfo {
  header: string;
  subHeader: string;
  /** The coupon code that applies this offer at checkout (menus only; src/lib/coupons.ts). */
  couponCode?: string;
  /** How often one diner may use the code (menus only; absent: read from the text, else every order). */
  usage?: 'once' | 'first-order' | 'unlimited';
  /** What it gives (menus only); an upstream catalog that sends words alone has them read (src/lib/offerTerms.ts). */
  terms?: OfferTerms;
}

/** The `info` of a restaurant card. */
export interface RestaurantInfo {
  id: string;
  name: string;
  cloudinaryImageId: string;
  avgRating: number;
  avgRatingString: string;
  totalRatingsString: string;
  cuisines: string[];
  areaName: string;
  locality: string;
  costForTwo: string;
  costForTwoAmount: number;
  /** Pure veg: every dish is veg (the listing's "Pure Veg" filter). */
  veg: boolean;
  /** The lightest diet class on its menu (veg when it has any veg dish): what the veg-only mode hides it by. */
  lightestVeg?: VegClass;
  aggregatedDiscountInfoV3?: DiscountInfo;
  sla: Sla;
  slugs: { city: string; restaurant: string };
  /** Open at the moment of the answer (closed restaurants sort after open ones). */
  isOpen?: boolean;
  availability?: RestaurantAvailability;
  /** The surge fee every order from here pays now, with its reason; null or absent: none. */
  surge?: SurgeFee | null;
  /** The smallest item total it accepts, in paise; absent or 0: any. */
  minOrderValue?: number;
}

/** A restaurant card of a grid or a collection: `info` and its call to action. */
export interface RestaurantCard {
  '@type'?: string;
  info: RestaurantInfo;
  cta: { text: string; link: string; type?: string };
}

/** An item of an offer or "what's on your mind" carousel; one opening a menu has its restaurant's open state, fee and minimum. */
export interface CarouselItem extends Pick<RestaurantInfo, 'isOpen' | 'availability' | 'surge' | 'minOrderValue'> {
  id: string;
  imageId: string;
  entityId: string;
  action: { link: string; text: string; type?: string };
  accessibility: { altText: string };
  description?: string;
  /** On an item opening a menu: the restaurant's one URL (`restaurantPath`), when the catalog knows it. */
  restaurantPath?: string;
  /** On an item opening a menu: the lightest diet class on it (the veg-only mode hides the item by it). */
  lightestVeg?: VegClass;
}

/** A link of the city or cuisine link lists. */
export interface TextLink {
  text: string;
  link: string;
}

/** Cards of the home listing, told apart by `id`. */
export type HomeCard =
  | {
      id: 'restaurant_grid_listing';
      header: { title: string };
      gridElements: { infoWithStyle: { restaurants: RestaurantCard[] } };
    }
  | {
      id: 'topical_banner' | 'whats_on_your_mind';
      header: { title: string };
      gridElements: { infoWithStyle: { info: CarouselItem[] } };
    }
  | { id: 'restaurant_near_me_links' | 'best_city_link'; title: string; brands: TextLink[] }
  | { id: 'cuisines_near_you'; title: string; cuisines: TextLink[] }
  | {
      id: 'app_install_links';
      title: string;
      androidAppLink: string;
      androidAppImage: string;
      iosAppLink: string;
      iosAppImage: string;
    }
  | { id: 'swiggy_not_present'; title: string; description: string }
  | {
      id: 'listing_filters';
      sortConfigs: { key: SortKey; title: string }[];
      facets: { key: FilterKey; label: string }[];
    };

/** The home card type whose id can be `I` (some cards share a shape between two ids). */
export type CardOf<I extends HomeCard['id']> = HomeCard extends infer C
  ? C extends { id: infer D }
    ? I extends D
      ? C
      : never
    : never
  : never;

/** The wrapper every card sits in: `data.cards[].card.card`. */
export interface CardWrapper<C> {
  card: { card: C };
}

/** Where the next page of the listing starts. */
export interface PageOffset {
  nextOffset: string | null;
  widgetOffset: Record<string, string>;
}

/** Ways to order the listing. */
export type SortKey = 'relevance' | 'deliveryTime' | 'rating';
/** Filters of the listing. */
export type FilterKey = 'pureVeg' | 'rating4' | 'fastDelivery' | 'offers';
/** The `filters` object the listing calls send. */
export interface ListingFilters {
  sortBy?: SortKey;
  facets?: FilterKey[];
  cuisine?: string;
  /** The diner's veg-only mode: restaurants with nothing left in it are left out ('all' or absent: none). */
  vegMode?: VegMode;
}

/** `GET /api/restaurants` and `POST /api/update`. */
export interface ListingResponse {
  data: { cards: CardWrapper<HomeCard>[]; pageOffset: PageOffset; statusMessage?: string };
  csrfToken: string;
}

/** The veg-only mode a diner chose: everything, veg only, or veg and egg. */
export type VegMode = 'all' | 'veg' | 'egg';

/** A dish's or a choice's diet class: veg, egg (no meat or fish, but egg) or non-veg. */
export type VegClass = 'VEG' | 'EGG' | 'NONVEG';

/** One variation of a variant group (`variantsV2.variantGroups[].variations[]`); price in paise added to the dish's. */
export interface Variation {
  id: string;
  name: string;
  price: number;
  default?: 0 | 1;
  inStock?: 0 | 1;
  /** The choice's diet class; without it `isVeg` (1 veg, 0 non-veg) decides, like an upstream catalog's. */
  vegClassifier?: VegClass;
  isVeg?: 0 | 1;
}

/** A group of which exactly one variation is chosen (size, half or full, preparation). */
export interface VariantGroup {
  groupId: string;
  name: string;
  variations: Variation[];
}

/** One choice of an add-on group; `prices` (paise by variation id of the group `priceBy` names) overrides `price`. */
export interface AddonChoice {
  id: string;
  name: string;
  price: number;
  default?: 0 | 1;
  inStock?: 0 | 1;
  vegClassifier?: VegClass;
  isVeg?: 0 | 1;
  prices?: Record<string, number>;
}

/** A group of add-ons with at least `minAddons` and at most `maxAddons` choices. */
export interface AddonGroup {
  groupId: string;
  groupName: string;
  minAddons: number;
  maxAddons: number;
  choices: AddonChoice[];
  /** The variant group whose chosen variation prices these choices (a size, then toppings priced per size). */
  priceBy?: string;
}

/** A dish of a menu (`itemCards[].card.info`). */
export interface Dish {
  id: string;
  name: string;
  description: string;
  imageId?: string;
  price?: number;
  defaultPrice?: number;
  finalPrice?: number;
  itemAttribute: { vegClassifier: VegClass };
  ribbon?: { text: string };
  isBestseller?: boolean;
  customisable?: boolean;
  category?: string;
  /** Variant groups (exactly one variation each), in the order a diner chooses them. */
  variantsV2?: { variantGroups: VariantGroup[] };
  /** Add-on groups, after the variant groups. */
  addons?: AddonGroup[];
  /** 0 when sold out (Swiggy's `inStock`); absent or 1: in stock. */
  inStock?: 0 | 1;
  /** Served only in these windows of the day (minutes after midnight IST); absent: whenever the restaurant is open. */
  hours?: Opening[];
  /** Set while it is not served now: "Sold out", "Available from 12 pm" (`dishWindowText`). */
  nextAvailableAtMessage?: string;
  /** The share of diners who liked it, once it has `minDishVotes` votes (src/lib/reviewRules.ts). */
  likes?: DishLikes;
}

/** An item card of a menu section. */
export interface ItemCard {
  card: { info: Dish };
}

/** A card of the REGULAR group: either nested categories or item cards directly. */
export interface MenuCard {
  '@type': 'ItemCategory' | 'NestedItemCategory';
  title: string;
  itemCards?: ItemCard[];
  categories?: { title: string; itemCards: ItemCard[] }[];
}

/** The restaurant header card of a menu response. */
export interface MenuRestaurantInfo {
  id: string;
  name: string;
  city: string;
  locality: string;
  areaName: string;
  cuisines: string[];
  avgRating: number;
  avgRatingString: string;
  totalRatingsString: string;
  costForTwoMessage: string;
  cloudinaryImageId: string;
  veg: boolean;
  feeDetails: { message?: string };
  /** `serviceability` is set when the menu was asked for a diner's point: whether it is inside the delivery radius. */
  sla: Sla & { restaurantId: string; serviceability?: 'SERVICEABLE' | 'UNSERVICEABLE' };
  slugs: { city: string; restaurant: string };
  /** Where the restaurant is, "lat,lng" in degrees (the restaurant page's structured data). */
  latLong?: string;
  isOpen?: boolean;
  availability?: RestaurantAvailability;
  /** Its week of opening hours and holidays (IST): the structured data's `openingHoursSpecification` and the slots of ordering ahead. */
  timings?: WeeklyHours;
  /** Minutes its kitchen takes to prepare an order. */
  prepMinutes?: number;
  surge?: SurgeFee | null;
  /** The smallest item total it accepts, in paise; absent or 0: any. */
  minOrderValue?: number;
}

/** One dish with the restaurant serving it: what the cart asks the catalog for. */
export interface DishWithRestaurant {
  dish: Dish;
  /** The offers the restaurant's menu shows (what its bill must honour). */
  offers?: DiscountInfo[] | undefined;
  restaurant: Pick<MenuRestaurantInfo, 'id' | 'name' | 'locality' | 'areaName' | 'cloudinaryImageId'> & {
    slugs?: { city?: string } | undefined;
  };
}

/** `GET /api/menu` (the spec's restaurant menu call). */
export interface MenuResponse {
  data: {
    cards: (
      | { card: { card: { '@type': 'RestaurantInfo'; info: MenuRestaurantInfo } } }
      | { card: { card: { '@type': 'Offers'; offers: DiscountInfo[] } } }
      | { groupedCard: { cardGroupMap: { REGULAR: { cards: CardWrapper<MenuCard>[] } } } }
    )[];
  };
}

/** A suggestion of `GET /api/search_restaurants`. */
export interface Suggestion {
  text: string;
  highlightedText: string;
  cloudinaryId: string;
  type: 'RESTAURANT' | 'DISH' | 'CUISINE';
  subCategory: string;
  restaurantId?: string;
}

/** `GET /api/search_restaurants`. */
export interface SuggestionsResponse {
  data: { suggestions: Suggestion[]; query: string };
}

/** A dish found by search, with the restaurant that serves it. */
export interface DishResult {
  '@type': 'Dish';
  info: Dish;
  restaurant: {
    info: {
      id: string;
      name: string;
      locality: string;
      /** The area, as on the restaurant's card: what its URL is made of (`restaurantPath`). */
      areaName?: string;
      avgRating: number;
      sla: Sla;
      slugs: { city: string; restaurant: string };
      isOpen?: boolean;
      availability?: RestaurantAvailability;
    };
  };
}

/** `GET /api/single_restaurant` and `GET /api/searched_restaurant`. */
export interface SingleSearchResponse {
  data: {
    cards: {
      groupedCard: {
        cardGroupMap: {
          RESTAURANT?: { cards: CardWrapper<RestaurantCard>[] };
          DISH?: { cards: CardWrapper<DishResult>[] };
        };
      };
    }[];
  };
}

/** `GET /api/pre_search`: popular cuisines. */
export interface PreSearchResponse {
  data: {
    cards: CardWrapper<{
      id: 'popular_cuisines';
      header: { title: string };
      gridElements: { infoWithStyle: { info: CarouselItem[] } };
    }>[];
  };
}

/** `GET /api/collection`: a masthead card, then restaurant cards. */
export interface CollectionResponse {
  data: {
    cards: CardWrapper<
      | { '@type': 'CollectionMasthead'; title: string; description: string }
      | (RestaurantCard & { '@type': 'Restaurant' })
    >[];
  };
}
