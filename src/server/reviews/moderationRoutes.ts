/**
 * POST /api/operator/reviews: operators list the reviews hidden after reports, and show, hide or
 * remove one, in a call signed like the other operators' calls (X-Thalify-Signature over
 * `<timestamp>.<body>`, OPERATOR_SECRET); 404 while no secret is set.
 */
import { z } from 'astro/zod';
import { endpoint, type RouteModule } from '../http/endpoint.ts';
import { json } from '../http/http.ts';
import { changedBy, signedBody } from '../http/signedCalls.ts';
import type { Moderation } from './moderation.ts';

const reviewId = z.string({ error: 'must be text' }).regex(/^[0-9a-f-]{36}$/, { error: 'must be the id of a review' });

/** Body of the operators' call on reviews. */
export const moderationBody = z.discriminatedUnion(
  'action',
  [
    z.strictObject({ action: z.literal('hidden') }),
    z.strictObject({ action: z.enum(['show', 'hide', 'remove']), id: reviewId, by: changedBy }),
  ],
  { error: 'action: must be hidden, show, hide or remove' },
);

/** The operators' call on reviews over the process's moderation and secret. */
export function createModerationRoute(
  moderation: () => Promise<Moderation>,
  secret: () => string | null,
): RouteModule<'POST'> {
  return endpoint({
    method: 'POST',
    handle: async ({ context }) => {
      const call = await signedBody(context.request, secret(), moderationBody);
      const reviews = await moderation();
      if (call.action === 'hidden') return json({ reviews: await reviews.hidden() });
      await reviews[call.action](call.id);
      console.info(`[reviews] ${call.by ?? 'operator'}: ${call.action} review ${call.id}`);
      return json({ [call.action === 'remove' ? 'removed' : call.action === 'show' ? 'shown' : 'hidden']: call.id });
    },
  });
}
