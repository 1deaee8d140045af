/**
 * POST /api/operator/surge-fees: operators add a surge rule or end one at runtime, in a call
 * signed like the fleet webhook (X-Thalify-Signature over `<timestamp>.<body>`, OPERATOR_SECRET).
 */
import { z } from 'astro/zod';
import { endpoint, type RouteModule } from '../http/endpoint.ts';
import { json } from '../http/http.ts';
import { changedBy, signedBody } from '../http/signedCalls.ts';
import { surgeRuleId, surgeRuleInput, surgeRuleOf } from './surgeSchema.ts';
import type { SurgeService } from './surgeService.ts';

/** Body of the operators' call: add a rule, or end one. */
export const surgeCallBody = z.discriminatedUnion(
  'action',
  [
    z.strictObject({ action: z.literal('add'), rule: surgeRuleInput, by: changedBy }),
    z.strictObject({ action: z.literal('end'), id: surgeRuleId, by: changedBy }),
  ],
  { error: 'action: must be add or end' },
);

/** The operators' surge-fee call over the process's surge service and secret; 404 while no secret is set. */
export function createSurgeRoute(
  service: () => Promise<SurgeService>,
  secret: () => string | null,
): RouteModule<'POST'> {
  return endpoint({
    method: 'POST',
    handle: async ({ context }) => {
      const call = await signedBody(context.request, secret(), surgeCallBody);
      const surge = await service();
      if (call.action === 'end') {
        await surge.end(call.id);
        return json({ ended: call.id });
      }
      return json({ rule: await surge.add(surgeRuleOf(call.rule), call.by ?? 'operator') }, { status: 201 });
    },
  });
}
