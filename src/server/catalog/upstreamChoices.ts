/**
 * An upstream catalog's customisations checked at the edge: a dish's `variantsV2` and `addons`
 * must have the shape the choice rules read (src/lib/dishChoices.ts), with ids a cart line can
 * name, no option id twice and every `priceBy` naming one of the dish's variant groups. A dish
 * that fails is not sold through the cart (its reason is logged), so a malformed group never
 * prices a line wrongly or throws; other dishes of the menu are unaffected.
 */
import { z } from 'astro/zod';
import { describeIssues } from '../http/http.ts';

// The cart's rule for ids (src/server/cart/routes.ts): a line id joins them with '~' and '.'.
const idPattern = /^[A-Za-z0-9_-]{1,64}$/;
const id = z
  .union([z.string(), z.number().int().nonnegative()], { error: 'must be an id' })
  .transform(String)
  .refine((value) => idPattern.test(value), { error: 'must be an id of 1 to 64 letters, digits, - or _' });
const name = z.string({ error: 'must be a name' }).trim().min(1, { error: 'must be a name' }).max(200);
const paise = z.number({ error: 'must be paise' }).nonnegative({ error: 'must not be negative' });
const flag = z.union([z.literal(0), z.literal(1)], { error: 'must be 0 or 1' });
const veg = { vegClassifier: z.string({ error: 'must be a text' }).optional(), isVeg: flag.optional() };

const variation = z.looseObject({
  id,
  name,
  price: paise.optional(),
  default: flag.optional(),
  inStock: flag.optional(),
  ...veg,
});
const addonChoice = variation.extend({ prices: z.record(z.string(), paise).optional() });

const variantGroup = z.looseObject({
  groupId: id,
  name,
  variations: z.array(variation, { error: 'must be a list' }),
});

const addonGroup = z
  .looseObject({
    groupId: id,
    groupName: name,
    minAddons: z.number({ error: 'must be a whole number' }).int().nonnegative().optional(),
    maxAddons: z.number({ error: 'must be a whole number' }).int().nonnegative().optional(),
    priceBy: id.optional(),
    choices: z.array(addonChoice, { error: 'must be a list' }),
  })
  .refine((group) => (group.minAddons ?? 0) <= (group.maxAddons ?? Number.POSITIVE_INFINITY), {
    error: 'minAddons is more than maxAddons',
  });

/** The customisations of one upstream dish; absent groups are no groups. There is no cap on their number. */
export const upstreamChoicesSchema = z
  .looseObject({
    variantsV2: z
      .looseObject({ variantGroups: z.array(variantGroup, { error: 'must be a list' }).optional() })
      .optional(),
    addons: z.array(addonGroup, { error: 'must be a list' }).optional(),
  })
  .superRefine((dish, context) => {
    const variantIds = new Set((dish.variantsV2?.variantGroups ?? []).map((group) => group.groupId));
    const optionIds = [
      ...(dish.variantsV2?.variantGroups ?? []).flatMap((group) => group.variations.map((option) => option.id)),
      ...(dish.addons ?? []).flatMap((group) => group.choices.map((option) => option.id)),
    ];
    const twice = optionIds.find((option, i) => optionIds.indexOf(option) !== i);
    if (twice !== undefined) context.addIssue({ code: 'custom', message: `option id ${twice} is used twice` });
    for (const group of dish.addons ?? [])
      if (group.priceBy !== undefined && !variantIds.has(group.priceBy))
        context.addIssue({
          code: 'custom',
          path: ['addons'],
          message: `group ${group.groupId} is priced by ${group.priceBy}, which is not a variant group of the dish`,
        });
  });

/** Why an upstream dish's customisations cannot be sold, or undefined when they can. */
export function choicesProblem(dish: unknown): string | undefined {
  const checked = upstreamChoicesSchema.safeParse(dish);
  return checked.success ? undefined : describeIssues(checked.error);
}
