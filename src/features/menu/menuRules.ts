/**
 * Rules of the restaurant menu page (the spec's "Restaurant menu page" and section 9): the id in
 * the route, prices, the description split, the delivery-time icon, and the menu's sections.
 * Pure: the page renders them on the server and the island re-uses them after a re-fetch.
 */
import type {
  AddonChoice,
  AddonGroup,
  Dish,
  ItemCard,
  MenuCard,
  MenuResponse,
  MenuRestaurantInfo,
  VariantGroup,
  Variation,
} from '#src/lib/catalogTypes.ts';
import { vegClassOf } from '#src/lib/dishChoices.ts';
import { rupees } from '#src/lib/money.ts';
import { isAmount as amount, priceOf } from '#src/lib/money.ts';
import { dishShows, type VegMode } from '#src/lib/vegRules.ts';
import { textsOf } from '#src/i18n/useMessages.ts';
import { feeText, minimumText, type ShownState, shownState } from '../availability/availabilityRules';
import { menuMessages } from './messages/en.ts';

/** The menu's words in a language (the page's or request's unless given). */
type Texts = (typeof menuMessages)['base'];

/** Where the description is cut (the spec's constant). */
export const descriptionSplitAt = 34;
/** Longer descriptions than this get a 'More' button (the spec's constant). */
export const descriptionMoreAbove = 68;
/** How many delivery-time icons there are (about 60 in the spec): indexes 0..59. */
export const deliveryIconCount = 60;

/** A collapsible list of dishes: an item-card section, or one category of a nested block. */
export interface MenuCategory {
  /** DOM id, used by Browse Menu to scroll to it. */
  id: string;
  title: string;
  dishes: Dish[];
}

/** A card of the REGULAR group: one collapsible section, or a titled block of collapsible categories. */
export type MenuSection =
  | ({ kind: 'items' } & MenuCategory)
  | { kind: 'nested'; id: string; title: string; categories: MenuCategory[] };

/** One line of the Browse Menu modal. */
export interface BrowseEntry {
  id: string;
  title: string;
  count: number;
  /** 0 for a card of the REGULAR group, 1 for a category inside a nested block. */
  depth: 0 | 1;
}

const idPattern = /^[A-Za-z0-9_]{1,64}$/;

/** The restaurant id of a route name: its last dash-separated piece, or null when there is none. */
export function restaurantIdFromName(name: string): string | null {
  const id = name.split('-').pop() ?? '';
  return idPattern.test(id) ? id : null;
}

/** The price shown on a dish row, in rupees; '' when the dish has no price at all. */
export function displayPrice(dish: Pick<Dish, 'finalPrice' | 'price' | 'defaultPrice'>): string {
  const price = priceOf(dish);
  return price === null ? '' : rupees(price);
}

/** The struck-through old price: the default price when one exists and differs from the price shown. */
export function oldPrice(dish: Pick<Dish, 'finalPrice' | 'price' | 'defaultPrice'>): string | null {
  if (!amount(dish.defaultPrice) || dish.defaultPrice === priceOf(dish)) return null;
  return rupees(dish.defaultPrice);
}

/** A description cut at 34 characters; `more` is true (and `rest` holds the remainder) only above 68. */
export function splitDescription(text: string | undefined | null): { shown: string; rest: string; more: boolean } {
  // Code points, so a split never lands inside an emoji or other surrogate pair.
  const chars = Array.from(text ?? '');
  if (chars.length <= descriptionMoreAbove) return { shown: chars.join(''), rest: '', more: false };
  return {
    shown: chars.slice(0, descriptionSplitAt).join(''),
    rest: chars.slice(descriptionSplitAt).join(''),
    more: true,
  };
}

/** Which delivery-time icon to show: delivery minutes minus 1, kept within the 60 icons. */
export function deliveryIconIndex(minutes: number): number {
  if (!Number.isFinite(minutes)) return 0;
  return Math.min(deliveryIconCount - 1, Math.max(0, Math.round(minutes) - 1));
}

/** The last-mile distance as shown after the area name, to a tenth: '2.4 km', '3.0 km'. */
export function formatKm(km: number, t: Texts = textsOf(menuMessages)): string {
  if (!Number.isFinite(km) || km < 0) return '';
  return t.km({ km: km.toFixed(1) });
}

/** True when a value has the shape of a menu response (the searched-restaurant area holds other shapes too). */
export function isMenuResponse(value: unknown): value is MenuResponse {
  const cards = (value as { data?: { cards?: unknown } } | null)?.data?.cards;
  return (
    Array.isArray(cards) &&
    cards.some(
      (c: unknown) =>
        (c as { card?: { card?: { '@type'?: unknown } } } | null)?.card?.card?.['@type'] === 'RestaurantInfo',
    )
  );
}

/** The restaurant header card of a menu response (found by its type), or null. */
export function menuRestaurantInfo(response: MenuResponse): MenuRestaurantInfo | null {
  for (const entry of response.data.cards) {
    if ('card' in entry && entry.card.card['@type'] === 'RestaurantInfo') return entry.card.card.info;
  }
  return null;
}

/**
 * A choice with only what the sheet reads: `default` only when set, `inStock` only when sold out
 * (`choiceGroups` reads a missing one as in stock), `prices` only where a group is priced by a size.
 */
function slimChoice<T extends Variation | AddonChoice>(choice: T, pricedBySize: boolean): T {
  const out = { id: String(choice.id), name: choice.name, price: choice.price } as T;
  if (choice.default === 1) out.default = 1;
  if (choice.inStock === 0) out.inStock = 0;
  if (choice.vegClassifier) out.vegClassifier = vegClassOf(choice.vegClassifier);
  else if (choice.isVeg !== undefined) out.isVeg = choice.isVeg;
  if (pricedBySize && 'prices' in choice && choice.prices) (out as AddonChoice).prices = choice.prices;
  return out;
}

const slimVariantGroup = (group: VariantGroup): VariantGroup => ({
  groupId: String(group.groupId),
  name: group.name,
  variations: (group.variations ?? []).map((v) => slimChoice(v, false)),
});

function slimAddonGroup(group: AddonGroup): AddonGroup {
  const out: AddonGroup = {
    groupId: String(group.groupId),
    groupName: group.groupName,
    minAddons: group.minAddons,
    maxAddons: group.maxAddons,
    choices: (group.choices ?? []).map((c) => slimChoice(c, Boolean(group.priceBy))),
  };
  if (group.priceBy) out.priceBy = group.priceBy;
  return out;
}

/**
 * Only the fields a dish row, the cart and the customisation sheet use, so the island's
 * serialized props stay small: the diet class (veg, egg, non-veg) and the dish's groups.
 */
export function slimDish(dish: Dish): Dish {
  const out: Dish = {
    id: String(dish.id),
    name: dish.name,
    description: dish.description ?? '',
    itemAttribute: { vegClassifier: vegClassOf(dish.itemAttribute?.vegClassifier) },
  };
  if (dish.imageId) out.imageId = dish.imageId;
  if (amount(dish.price)) out.price = dish.price;
  if (amount(dish.defaultPrice)) out.defaultPrice = dish.defaultPrice;
  if (amount(dish.finalPrice)) out.finalPrice = dish.finalPrice;
  if (dish.ribbon?.text) out.ribbon = { text: dish.ribbon.text };
  if (dish.customisable) out.customisable = true;
  if (dish.inStock === 0) out.inStock = 0;
  if (dish.nextAvailableAtMessage) out.nextAvailableAtMessage = dish.nextAvailableAtMessage;
  if (dish.likes) out.likes = { percent: dish.likes.percent, votes: dish.likes.votes };
  const variantGroups = dish.variantsV2?.variantGroups ?? [];
  if (variantGroups.length) out.variantsV2 = { variantGroups: variantGroups.map(slimVariantGroup) };
  if (dish.addons?.length) out.addons = dish.addons.map(slimAddonGroup);
  return out;
}

const dishesOf = (itemCards: ItemCard[] | undefined): Dish[] =>
  (itemCards ?? []).flatMap((c) =>
    c?.card?.info && c.card.info.id != null && c.card.info.name ? [slimDish(c.card.info)] : [],
  );

/**
 * The menu's sections from the REGULAR card group, found by key (not by the group's position):
 * a card with categories becomes a nested block, a card with item cards one section. Cards
 * without dishes (upstream banners, filters) are left out.
 */
export function menuSections(response: MenuResponse): MenuSection[] {
  const group = response.data.cards.find((c) => 'groupedCard' in c);
  const cards = group && 'groupedCard' in group ? (group.groupedCard.cardGroupMap.REGULAR?.cards ?? []) : [];
  const sections: MenuSection[] = [];
  cards.forEach((wrapper, index) => {
    const card: MenuCard | undefined = wrapper?.card?.card;
    if (!card) return;
    const id = `menu-section-${index}`;
    if (Array.isArray(card.categories)) {
      const categories = card.categories
        .map((category, at) => ({ id: `${id}-${at}`, title: category.title, dishes: dishesOf(category.itemCards) }))
        .filter((category) => category.dishes.length > 0);
      if (categories.length > 0) sections.push({ kind: 'nested', id, title: card.title, categories });
    } else if (Array.isArray(card.itemCards)) {
      const dishes = dishesOf(card.itemCards);
      if (dishes.length > 0) sections.push({ kind: 'items', id, title: card.title, dishes });
    }
  });
  return sections;
}

/**
 * The sections with only the dishes the veg-only mode shows: a category or section left empty
 * goes, and a nested block left without categories goes with it. 'all' gives the sections as they are.
 */
export function vegSections(sections: MenuSection[], mode: VegMode): MenuSection[] {
  if (mode === 'all') return sections;
  const kept = (dishes: Dish[]) => dishes.filter((dish) => dishShows(dish, mode));
  return sections.flatMap((section): MenuSection[] => {
    if (section.kind === 'items') {
      const dishes = kept(section.dishes);
      return dishes.length ? [{ ...section, dishes }] : [];
    }
    const categories = section.categories
      .map((category) => ({ ...category, dishes: kept(category.dishes) }))
      .filter((category) => category.dishes.length > 0);
    return categories.length ? [{ ...section, categories }] : [];
  });
}

/** Number of dishes a section holds (a nested block counts all its categories). */
export function sectionCount(section: MenuSection): number {
  return section.kind === 'items'
    ? section.dishes.length
    : section.categories.reduce((sum, c) => sum + c.dishes.length, 0);
}

/** A section header's text: 'title (item count)'. */
export function sectionHeading(title: string, count: number): string {
  return `${title} (${count})`;
}

/** The lines of the Browse Menu modal: every section with its item count, nested categories under their block. */
export function browseEntries(sections: MenuSection[]): BrowseEntry[] {
  return sections.flatMap((section): BrowseEntry[] =>
    section.kind === 'items'
      ? [{ id: section.id, title: section.title, count: section.dishes.length, depth: 0 }]
      : [
          { id: section.id, title: section.title, count: sectionCount(section), depth: 0 },
          ...section.categories.map(
            (c): BrowseEntry => ({ id: c.id, title: c.title, count: c.dishes.length, depth: 1 }),
          ),
        ],
  );
}

/** Every dish of the menu once, in menu order (a dish can sit in more than one section). */
export function allDishes(sections: MenuSection[]): Dish[] {
  const seen = new Set<string>();
  const out: Dish[] = [];
  for (const section of sections) {
    for (const dish of section.kind === 'items' ? section.dishes : section.categories.flatMap((c) => c.dishes)) {
      if (seen.has(dish.id)) continue;
      seen.add(dish.id);
      out.push(dish);
    }
  }
  return out;
}

/** In-menu search: dishes whose name contains the text, ignoring case; empty text finds nothing. */
export function filterDishes(sections: MenuSection[], text: string): Dish[] {
  const needle = text.trim().toLocaleLowerCase('en-IN');
  if (!needle) return [];
  return allDishes(sections).filter((dish) => dish.name.toLocaleLowerCase('en-IN').includes(needle));
}

/** The header fields of the page, taken from the restaurant card (only what the header shows). */
export interface MenuHeaderData {
  name: string;
  cuisines: string[];
  areaName: string;
  /** km; null when unknown (NaN would not survive the island's prop serialization). */
  lastMileTravel: number | null;
  avgRatingString: string;
  totalRatingsString: string;
  feeMessage: string;
  /** Minutes; null when unknown. */
  deliveryTime: number | null;
  slaString: string;
  costForTwoMessage: string;
  /** Open or not, in words ("Closes in 20 min"; null when simply open); absent: the catalog does not say. */
  state?: ShownState;
  /** "Minimum order ₹199"; null or absent when it takes any order. */
  minimum?: string | null;
  /** The surge fee with its reason, "₹25 rain fee"; null or absent when none applies. */
  surge?: string | null;
}

/**
 * A phrase of the catalog's wire ("25-30 mins", "1K+ ratings", "₹300 for two") in the language
 * being drawn; anything else as it came.
 */
export function catalogWords(text: string, t: Texts = textsOf(menuMessages)): string {
  const range = /^(\d+)-(\d+) mins$/.exec(text);
  if (range) return t.minutesRange({ from: range[1] ?? '', to: range[2] ?? '' });
  const ratings = /^(\d+K?\+) ratings$/.exec(text);
  if (ratings) return t.ratingsCount({ count: ratings[1] ?? '' });
  const cost = /^(₹[\d,]+) for two$/.exec(text);
  if (cost) return t.costForTwo({ amount: cost[1] ?? '' });
  return text;
}

const finite = (value: number | undefined): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;

/** The delivery row's words when the restaurant does not deliver to the diner's point, in English. */
export const outOfReachText = menuMessages.base.outOfReach;

/**
 * The header fields of a restaurant card. Outside the delivery radius the row says so instead of a
 * time and a fee: the catalog's time for a point a thousand kilometres away (days of minutes) and a
 * fee for a delivery that will not happen are no promise.
 */
export function menuHeader(info: MenuRestaurantInfo, t: Texts = textsOf(menuMessages)): MenuHeaderData {
  const outOfReach = info.sla?.serviceability === 'UNSERVICEABLE';
  return {
    name: info.name,
    cuisines: info.cuisines ?? [],
    areaName: info.areaName || info.locality || '',
    lastMileTravel: finite(info.sla?.lastMileTravel),
    avgRatingString: info.avgRatingString || (Number.isFinite(info.avgRating) ? String(info.avgRating) : ''),
    totalRatingsString: catalogWords(info.totalRatingsString ?? '', t),
    feeMessage: outOfReach ? '' : (info.feeDetails?.message ?? ''),
    deliveryTime: outOfReach ? null : finite(info.sla?.deliveryTime),
    slaString: outOfReach ? t.outOfReach : catalogWords(info.sla?.slaString ?? '', t),
    costForTwoMessage: catalogWords(info.costForTwoMessage ?? '', t),
    state: shownState(info),
    minimum: minimumText(info.minOrderValue),
    surge: feeText(info.surge),
  };
}
