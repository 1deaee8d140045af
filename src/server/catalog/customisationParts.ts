/**
 * The building blocks of the demo catalog's customisations (customisations.ts): a kitchen's
 * view of a dish, and variant and add-on groups written briefly, with a few choices sold out.
 * Names are written in English (ids are made from them) and worded in the request's language.
 */
import type { AddonChoice, AddonGroup, VariantGroup, VegClass, Variation } from '#src/lib/catalogTypes.ts';
import type { DishDef } from './catalogSchemas.ts';
import type { Random } from './random.ts';
import { translate } from '#src/i18n/define.ts';
import { requestLocale } from '../i18n/requestLocale.ts';
import { catalogChoiceMessages } from './messages/en.ts';

/** What a template knows of the dish at this restaurant. */
export interface Kitchen {
  def: DishDef;
  /** The dish's price at this restaurant, in rupees. */
  rupees: number;
  veg: VegClass;
  /** A pure-veg kitchen offers no egg or meat add-ons. */
  pureVeg: boolean;
  /** Whether this kitchen makes Jain food (no onion, garlic or root vegetables). */
  jain: boolean;
  random: Random;
}

/** A dish's groups as the wire carries them. */
export type Groups = { variantGroups: VariantGroup[]; addons: AddonGroup[] };

/** A choice written briefly: name, rupees (or rupees per variation), class (veg unless said). */
export type Option = [name: string, rupees: number | Record<string, number>, veg?: VegClass];

/** Share of a kitchen's non-default choices that are sold out. */
const soldOutShare = 0.06;

/** Rupees rounded to ₹5, at least ₹5. */
export function r5(rupees: number): number {
  return Math.max(5, Math.round(rupees / 5) * 5);
}

const slug = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** A group's or a choice's English name in the request's language; names without words of their own (add-ons that are dishes) as they are. */
function worded(name: string): string {
  const locale = requestLocale();
  if (locale === 'en') return name;
  const word = (translate(catalogChoiceMessages, locale) as Record<string, unknown>)[name];
  return typeof word === 'string' ? word : name;
}

/** A variant group of `options`, the one at `defaultIndex` chosen unless the diner says otherwise. */
export function variantGroup(k: Kitchen, id: string, name: string, options: Option[], defaultIndex = 0): VariantGroup {
  const variations: Variation[] = options.map(([label, price, veg = 'VEG'], i) => {
    const variation: Variation = {
      id: `${id}-${slug(label)}`,
      name: worded(label),
      price: (typeof price === 'number' ? price : 0) * 100,
      inStock: i !== defaultIndex && k.random() < soldOutShare ? 0 : 1,
      vegClassifier: veg,
    };
    if (i === defaultIndex) variation.default = 1;
    return variation;
  });
  return { groupId: id, name: worded(name), variations };
}

/** An add-on group of `options` (a pure-veg kitchen drops the egg and meat ones); undefined when none is left. */
export function addonGroup(
  k: Kitchen,
  id: string,
  name: string,
  [min, max]: [number, number],
  options: Option[],
  priceBy?: string,
): AddonGroup | undefined {
  const kept = options.filter(([, , veg = 'VEG']) => !k.pureVeg || veg === 'VEG');
  if (kept.length === 0) return undefined;
  const choices: AddonChoice[] = kept.map(([label, price, veg = 'VEG'], i) => {
    const choice: AddonChoice = {
      id: `${id}-${slug(label)}`,
      name: worded(label),
      price: 0,
      // A required group keeps its first choices in stock, so a valid choice always exists.
      inStock: i >= min && k.random() < soldOutShare ? 0 : 1,
      vegClassifier: veg,
    };
    if (typeof price === 'number') choice.price = price * 100;
    else {
      choice.prices = Object.fromEntries(Object.entries(price).map(([variation, rupees]) => [variation, rupees * 100]));
      choice.price = Object.values(choice.prices)[0] ?? 0;
    }
    if (i < min) choice.default = 1;
    return choice;
  });
  const group: AddonGroup = {
    groupId: id,
    groupName: worded(name),
    minAddons: min,
    maxAddons: Math.min(max, choices.length),
    choices,
  };
  if (priceBy) group.priceBy = priceBy;
  return group;
}

/** The Jain preparation, for a veg dish of a kitchen that makes it. */
export function jainGroup(k: Kitchen): VariantGroup[] {
  return k.jain && k.veg === 'VEG'
    ? [
        variantGroup(k, 'prep', 'Preparation', [
          ['Regular', 0],
          ['Jain (no onion, no garlic)', 0], // text-check: not a diner's text (English name and id; worded by catalog.choices)
        ]),
      ]
    : [];
}

/** The groups that are there. */
export const present = (groups: (AddonGroup | undefined)[]): AddonGroup[] => groups.filter((g) => g !== undefined);

/** A sandwich: the bread, and extras. */
export function sandwich(k: Kitchen): Groups {
  return {
    variantGroups: [
      variantGroup(k, 'bread', 'Bread', [
        ['White', 0],
        ['Brown', 0],
        ['Multigrain', 10],
      ]),
    ],
    addons: present([
      addonGroup(
        k,
        'extra',
        'Extras',
        [0, 2],
        [
          ['Extra Cheese', 25], // text-check: not a diner's text (a menu choice's own name, kept in English like dish names)
          ['Fries on the side', 60], // text-check: not a diner's text (a menu choice's own name, kept in English like dish names)
        ],
      ),
    ]),
  };
}

/** A regular or large portion: what an editor's "customisable" dish without a template gets. */
export function portion(k: Kitchen): Groups {
  return {
    variantGroups: [
      variantGroup(k, 'portion', 'Portion', [
        ['Regular', 0],
        ['Large', r5(k.rupees * 0.5)],
      ]),
    ],
    addons: [],
  };
}
