/**
 * The help endpoints: a diner's help with one of their orders (GET and POST
 * /api/orders/{id}/help, the session deciding whose orders they are), and the operators' signed
 * call on the requests waiting (POST /api/operator/help, OPERATOR_SECRET; 404 while none is set).
 */
import { z } from 'astro/zod';
import { type HelpInput, type HelpReason, helpLimits, helpReasons, helpTexts } from '#src/lib/helpTypes.ts';
import { endpoint, type RouteModule } from '../http/endpoint.ts';
import { HttpError, json } from '../http/http.ts';
import { isPlainText, plainTextError } from '../http/plainText.ts';
import { changedBy, signedBody } from '../http/signedCalls.ts';
import type { HelpOperators } from './helpOperators.ts';
import type { HelpService } from './helpService.ts';

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const reasons = Object.keys(helpReasons) as [HelpReason, ...HelpReason[]];

/** Whether no two keys are the same. */
const distinct = (keys: string[]) => new Set(keys).size === keys.length;

/** Free words: plain text up to `wordsMax`, trimmed. */
const words = z
  .string({ error: 'must be text' })
  .max(helpLimits.wordsMax, { error: `must be at most ${helpLimits.wordsMax} characters` })
  .refine((text) => isPlainText(text, true), { error: plainTextError })
  .transform((text) => text.trim());

/** Body of POST /api/orders/{id}/help. */
export const helpInputBody: z.ZodType<HelpInput, unknown> = z.strictObject({
  reason: z.enum(reasons, { error: `must be one of ${reasons.join(', ')}` }),
  dishes: z
    .array(
      z.strictObject({
        dishId: z.string({ error: 'must be text' }).min(1, { error: 'is required' }).max(40, { error: 'is too long' }),
        quantity: z
          .number({ error: 'must be a number' })
          .int({ error: 'must be a whole number' })
          .min(1, { error: 'must be at least 1' })
          .max(11, { error: 'must be at most 11' }),
      }),
      { error: 'must be a list' },
    )
    .max(50, { error: 'has too many dishes' })
    .refine((dishes) => distinct(dishes.map((dish) => dish.dishId)), { error: 'must name each dish once' }),
  words,
  photoIds: z
    .array(
      z.string({ error: 'must be text' }).regex(/^[0-9a-f]{32}$/, { error: 'must be the id of an uploaded photo' }),
      {
        error: 'must be a list',
      },
    )
    .max(helpLimits.photosMax, { error: `must hold at most ${helpLimits.photosMax} photos` })
    .refine(distinct, { error: 'must name each photo once' }),
});

const requestId = z.string({ error: 'must be text' }).regex(uuid, { error: 'must be the id of a help request' });
const answerWords = words.refine((text) => text.length > 0, { error: 'must say something to the diner' });

/** Body of the operators' call on help requests. */
export const operatorHelpBody = z.discriminatedUnion(
  'action',
  [
    z.strictObject({ action: z.literal('waiting') }),
    z.strictObject({
      action: z.literal('refund'),
      id: requestId,
      amount: z
        .number({ error: 'must be a number' })
        .int({ error: 'must be a whole number of paise' })
        .min(1, { error: 'must be at least 1' }),
      words: words.optional().transform((text) => text ?? ''),
      by: changedBy,
    }),
    z.strictObject({ action: z.literal('decline'), id: requestId, words: answerWords, by: changedBy }),
  ],
  { error: 'action: must be waiting, refund or decline' },
);

/** The order id of the path; a 404 for anything that cannot name an order. */
function orderIdOf(params: Record<string, string | undefined>): string {
  const id = params.id ?? '';
  if (!uuid.test(id)) throw new HttpError(404, helpTexts.orderNotFound);
  return id;
}

/** The diner's help routes over the service the function resolves to (the process's, or a test's). */
export function createHelpRoutes(service: () => Promise<HelpService>) {
  return {
    view: endpoint({
      method: 'GET',
      signIn: helpTexts.signIn,
      handle: async ({ user, context }) =>
        json({ help: await (await service()).ofOrder(user.userId, orderIdOf(context.params)) }),
    }),
    ask: endpoint({
      method: 'POST',
      signIn: helpTexts.signIn,
      body: helpInputBody,
      handle: async ({ user, body, context }) =>
        json(await (await service()).ask(user.userId, orderIdOf(context.params), body), { status: 201 }),
    }),
  };
}

/** The operators' call on help requests over the process's operators' actions and secret. */
export function createOperatorHelpRoute(
  operators: () => Promise<HelpOperators>,
  secret: () => string | null,
): RouteModule<'POST'> {
  return endpoint({
    method: 'POST',
    handle: async ({ context }) => {
      const call = await signedBody(context.request, secret(), operatorHelpBody);
      const help = await operators();
      if (call.action === 'waiting') return json({ requests: await help.waiting() });
      const request = await help.answer(call);
      console.info(`[help] ${call.by ?? 'operator'}: ${call.action} request ${call.id}`);
      return json({ request });
    },
  });
}
