/**
 * A surge rule as operators write it, in data/surge-fees.json and in the signed operator call:
 * checked field by field, times of day as "23:00" (IST), moments as ISO times, the amount in paise.
 */
import { z } from 'astro/zod';
import { slugPattern } from '#src/lib/dataSchemas.ts';
import { surgeReasons, type SurgeRule } from '#src/lib/surgeFees.ts';

/** The largest surge fee, in paise (₹500): a bigger one is a typing mistake. */
export const maxSurgePaise = 50_000;

const timeOfDay = z
  .string({ error: 'must be a time of day as "HH:MM" (IST)' })
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'must be a time of day as "HH:MM" (IST), e.g. "23:00"' })
  .transform((text) => Number(text.slice(0, 2)) * 60 + Number(text.slice(3)));

const moment = z.iso.datetime({
  offset: true,
  error: 'must be an ISO date and time, e.g. "2026-11-27T18:00:00+05:30"',
});

/** A rule's id: lowercase letters, digits and hyphens, at most 64. */
export const surgeRuleId = z
  .string({ error: 'must be text' })
  .regex(/^[a-z0-9][a-z0-9-]{0,63}$/, { error: 'must be 1 to 64 lowercase letters, digits and hyphens' });

/** A surge rule as written, before it becomes a `SurgeRule`. */
export const surgeRuleInput = z
  .strictObject({
    id: surgeRuleId,
    reason: z.enum(surgeReasons, { error: `must be one of ${surgeReasons.join(', ')}` }),
    amount: z
      .number({ error: 'must be a number of paise' })
      .int({ error: 'must be a whole number of paise' })
      .min(100, { error: 'must be at least 100 paise (₹1)' })
      .max(maxSurgePaise, { error: `must be at most ${maxSurgePaise} paise (₹${maxSurgePaise / 100})` }),
    cities: z.union([
      z.literal('all'),
      z
        .array(z.string().regex(slugPattern, { error: 'must be a city slug, e.g. "bangalore"' }), {
          error: 'must be "all" or a list of city slugs',
        })
        .min(1, { error: 'must name a city' })
        .max(200, { error: 'must be at most 200 cities' }),
    ]),
    from: timeOfDay.optional(),
    to: timeOfDay.optional(),
    startsAt: moment.optional(),
    endsAt: moment.optional(),
  })
  .refine((rule) => (rule.from === undefined) === (rule.to === undefined), {
    error: 'must be given with from (a daily window needs both)',
    path: ['to'],
  })
  .refine((rule) => !rule.startsAt || !rule.endsAt || Date.parse(rule.endsAt) > Date.parse(rule.startsAt), {
    error: 'must be after startsAt',
    path: ['endsAt'],
  });

/**
 * A moment as rules keep it: the start of its minute, in UTC ISO. Every rule then changes only on a
 * whole minute, so a card drawn for its minute (src/server/catalog/openNow.ts) and a bill priced at
 * any moment of that minute name the same fee.
 */
export function ruleMoment(ms: number): string {
  return new Date(Math.floor(ms / 60_000) * 60_000).toISOString();
}

/** A checked rule as the one rule of src/lib/surgeFees.ts reads it (moments at the start of their minute). */
export function surgeRuleOf(input: z.infer<typeof surgeRuleInput>): SurgeRule {
  const rule: SurgeRule = { id: input.id, reason: input.reason, amount: input.amount, cities: input.cities };
  if (input.from !== undefined && input.to !== undefined) Object.assign(rule, { from: input.from, to: input.to });
  if (input.startsAt) rule.startsAt = ruleMoment(Date.parse(input.startsAt));
  if (input.endsAt) rule.endsAt = ruleMoment(Date.parse(input.endsAt));
  return rule;
}
