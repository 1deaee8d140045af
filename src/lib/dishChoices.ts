/**
 * A dish's customisation rules, one copy for the server (which prices and checks every cart
 * line) and the customisation sheet (which shows the same price and the same reasons): the
 * wire's `variantsV2` and `addons` read as one ordered list of groups, each with a minimum and
 * a maximum number of choices.
 */
import { customiseMessages } from '#src/features/customise/messages/en.ts';
import { textsOf } from '#src/i18n/useMessages.ts';
import type { AddonChoice, Dish, VegClass, VegMode, Variation } from './catalogTypes.ts';

/** One option of a group, read from a variation or an add-on choice. */
export interface ChoiceOption {
  id: string;
  name: string;
  /** Paise added to the dish's price, unless `prices` names the chosen variation of the group `priceBy`. */
  price: number;
  prices?: Record<string, number>;
  veg: VegClass;
  inStock: boolean;
  isDefault: boolean;
}

/** A group of options: a variant group (exactly one) or an add-on group (min to max). */
export interface ChoiceGroup {
  id: string;
  name: string;
  kind: 'variant' | 'addon';
  min: number;
  max: number;
  /** The variant group whose chosen option prices this group's options. */
  priceBy?: string;
  options: ChoiceOption[];
}

/** A choice as a cart line and an order keep it: which group, which option, at what price. */
export interface PickedChoice {
  groupId: string;
  groupName: string;
  id: string;
  name: string;
  price: number;
  veg: VegClass;
}

/** The outcome of checking a set of choice ids against a dish's groups. */
export type ChoiceCheck =
  | { ok: true; picked: PickedChoice[]; extra: number; veg: VegClass }
  | { ok: false; groupId?: string; reason: string };

const vegRank: Record<VegClass, number> = { VEG: 0, EGG: 1, NONVEG: 2 };

/** A wire value as a diet class: 'VEG' and 'EGG' as they are, anything else non-veg (as the apps read it). */
export function vegClassOf(value: unknown): VegClass {
  return value === 'VEG' || value === 'EGG' ? value : 'NONVEG';
}

/** The stricter of two classes: veg with an egg add-on is egg, anything with chicken non-veg. */
export function heavierVeg(a: VegClass, b: VegClass): VegClass {
  return vegRank[a] >= vegRank[b] ? a : b;
}

/** The veg-only mode a diner chose (declared with the catalog's types, which the listing's filters use). */
export type { VegMode };

/** Whether a dish or choice of class `veg` shows in `mode`. */
export function vegVisible(veg: VegClass, mode: VegMode): boolean {
  if (mode === 'veg') return veg === 'VEG';
  if (mode === 'egg') return veg !== 'NONVEG';
  return true;
}

const amount = (value: unknown): number =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 ? Math.round(value) : 0;

function optionOf(source: Variation | AddonChoice): ChoiceOption {
  const option: ChoiceOption = {
    id: String(source.id),
    name: String(source.name),
    price: amount(source.price),
    veg: source.vegClassifier ? vegClassOf(source.vegClassifier) : source.isVeg === 1 ? 'VEG' : 'NONVEG',
    inStock: source.inStock !== 0,
    isDefault: source.default === 1,
  };
  const prices = 'prices' in source ? source.prices : undefined;
  if (prices && typeof prices === 'object') {
    option.prices = Object.fromEntries(Object.entries(prices).map(([k, v]) => [k, amount(v)]));
  }
  return option;
}

/** The dish's groups in the order a diner meets them: variant groups, then add-on groups. */
export function choiceGroups(dish: Pick<Dish, 'variantsV2' | 'addons'>): ChoiceGroup[] {
  const groups: ChoiceGroup[] = [];
  for (const g of dish.variantsV2?.variantGroups ?? []) {
    const options = (g.variations ?? []).map(optionOf);
    if (options.length) groups.push({ id: String(g.groupId), name: g.name, kind: 'variant', min: 1, max: 1, options });
  }
  for (const g of dish.addons ?? []) {
    const options = (g.choices ?? []).map(optionOf);
    if (!options.length) continue;
    const max = Math.min(Math.max(1, Math.floor(g.maxAddons ?? options.length)), options.length);
    const min = Math.min(Math.max(0, Math.floor(g.minAddons ?? 0)), max);
    const group: ChoiceGroup = { id: String(g.groupId), name: g.groupName, kind: 'addon', min, max, options };
    if (g.priceBy) group.priceBy = String(g.priceBy);
    groups.push(group);
  }
  return groups;
}

/** Whether the dish has anything to choose. */
export function isCustomisable(dish: Pick<Dish, 'variantsV2' | 'addons'>): boolean {
  return choiceGroups(dish).length > 0;
}

/** An option's price given the other ids chosen (its group may be priced by a chosen variation). */
export function optionPrice(group: ChoiceGroup, option: ChoiceOption, chosen: ReadonlySet<string>): number {
  if (group.priceBy && option.prices) {
    for (const [variationId, price] of Object.entries(option.prices)) if (chosen.has(variationId)) return price;
  }
  return option.price;
}

/** A group's name as a noun for `count` choices: "toppings", but "topping" and "sweet" for one. */
function nounFor(name: string, count: number): string {
  const noun = name.toLowerCase();
  if (count !== 1) return noun;
  if (noun.endsWith('ies')) return `${noun.slice(0, -3)}y`;
  return noun.endsWith('s') && !noun.endsWith('ss') ? noun.slice(0, -1) : noun;
}

/** The words a group's rule is said in: "Choose 1 size", "Up to 3 toppings", "Up to 1 sweet", "Choose 1 to 2 breads". */
export function groupRule(
  group: Pick<ChoiceGroup, 'name' | 'min' | 'max'>,
  t: (typeof customiseMessages)['base'] = textsOf(customiseMessages),
): string {
  if (group.min === group.max) return t.chooseExactly({ count: group.min, group: nounFor(group.name, group.min) });
  if (group.min === 0) return t.upTo({ count: group.max, group: nounFor(group.name, group.max) });
  return t.chooseRange({ min: group.min, max: group.max, group: nounFor(group.name, group.max) });
}

/** The ids a quick add takes: each group's default options in stock, else (a required group) its first in stock. */
export function defaultChoiceIds(groups: readonly ChoiceGroup[]): string[] {
  const ids: string[] = [];
  for (const group of groups) {
    const inStock = group.options.filter((o) => o.inStock);
    let picked = inStock.filter((o) => o.isDefault).slice(0, group.max);
    if (picked.length < group.min) picked = [...picked, ...inStock.filter((o) => !o.isDefault)].slice(0, group.min);
    ids.push(...picked.map((o) => o.id));
  }
  return ids;
}

/**
 * Checks `ids` against the groups: every id an option of this dish, none twice, none sold out,
 * each group within its minimum and maximum. On success the choices in group order, their
 * total price and the class of the whole line (the dish's class made heavier by its choices).
 */
export function checkChoices(groups: readonly ChoiceGroup[], ids: readonly string[], dishVeg: VegClass): ChoiceCheck {
  const chosen = new Set<string>();
  for (const id of ids) {
    if (chosen.has(id)) return { ok: false, reason: 'the same choice is picked twice' };
    chosen.add(id);
  }
  const known = new Set(groups.flatMap((g) => g.options.map((o) => o.id)));
  if ([...chosen].some((id) => !known.has(id))) return { ok: false, reason: 'a choice is not one of this dish' };
  const picked: PickedChoice[] = [];
  let extra = 0;
  let veg = dishVeg;
  for (const group of groups) {
    const mine = group.options.filter((o) => chosen.has(o.id));
    const soldOut = mine.find((o) => !o.inStock);
    if (soldOut)
      return {
        ok: false,
        groupId: group.id,
        reason: textsOf(customiseMessages).choiceSoldOut({ choice: soldOut.name }),
      };
    if (mine.length < group.min || mine.length > group.max)
      return { ok: false, groupId: group.id, reason: groupRule(group) };
    for (const option of mine) {
      const price = optionPrice(group, option, chosen);
      picked.push({
        groupId: group.id,
        groupName: group.name,
        id: option.id,
        name: option.name,
        price,
        veg: option.veg,
      });
      extra += price;
      veg = heavierVeg(veg, option.veg);
    }
  }
  return { ok: true, picked, extra, veg };
}

/** A cart line's id: the dish id alone without choices, else the dish id, '~' and the choice ids in group order. */
export function lineIdOf(dishId: string, picked: readonly Pick<PickedChoice, 'id'>[]): string {
  return picked.length ? `${dishId}~${picked.map((p) => p.id).join('.')}` : dishId;
}

/** The choices of a line as a diner reads them: "Half, Extra Raita". */
export function choicesText(picked: readonly Pick<PickedChoice, 'name'>[]): string {
  return picked.map((p) => p.name).join(', ');
}

/** A line named in one phrase, its choices in brackets: "Chicken Biryani (Half, Extra Raita)", or the dish's name alone. */
export function lineName(name: string, picked: readonly Pick<PickedChoice, 'name'>[]): string {
  return picked.length ? `${name} (${choicesText(picked)})` : name;
}
