/**
 * The push endpoints: the server's public key (GET /api/push/key), and a diner's device following
 * an order (POST /api/push/subscriptions), asking what it follows (GET) and forgetting it
 * (DELETE). Every body is checked against a schema, and the endpoint against the push services
 * the server will ever send to (`endpointGuard.ts`); the order must be the diner's (404 otherwise).
 */
import { z } from 'astro/zod';
import { endpoint, routesOf } from '../http/endpoint.ts';
import { HttpError, json } from '../http/http.ts';
import { endpointProblem } from './endpointGuard.ts';
import { type PushSubscriptions, pushErrors } from './subscriptions.ts';

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** A base64url key of exactly `bytes` bytes (padding allowed and dropped). */
const keyOf = (bytes: number, what: string) =>
  z
    .string({ error: 'must be text' })
    .max(200, { error: 'is too long' })
    .transform((text) => text.replace(/=+$/, ''))
    .refine((text) => /^[A-Za-z0-9_-]+$/.test(text) && Buffer.from(text, 'base64url').length === bytes, {
      error: `must be the browser's ${what}, base64url`,
    });

const endpointUrl = z
  .string({ error: 'must be text' })
  .min(1, { error: 'is required' })
  .max(1000, { error: 'must be at most 1000 characters' });

const orderId = z.string({ error: 'must be text' }).regex(uuid, { error: 'must be an order id' });

/** Body of POST /api/push/subscriptions: the browser's `PushSubscription.toJSON()` and the order. */
export const subscribeBody = z.object({
  endpoint: endpointUrl,
  // Browsers add expirationTime (null); nothing else of theirs is read.
  expirationTime: z.number().nullable().optional(),
  keys: z.object({ p256dh: keyOf(65, 'public key'), auth: keyOf(16, 'auth secret') }, { error: 'must be an object' }),
  orderId,
});

/** Body of DELETE /api/push/subscriptions: the device, and the one order to stop following (else all). */
export const unsubscribeBody = z.strictObject({ endpoint: endpointUrl, orderId: orderId.optional() });

/** Query of GET /api/push/subscriptions. */
export const followingQuery = z.strictObject({ endpoint: endpointUrl });

/** What the routes need from the process. */
export interface PushRouteDeps {
  /** The service, or null when push is off (PUSH=off). */
  subscriptions(): Promise<PushSubscriptions | null>;
  /** The public VAPID key, or null when push is off. */
  publicKey(): Promise<string | null>;
  /** PUSH_SERVICE_ORIGINS. */
  extraOrigins(): readonly string[];
  /** The token hash of the request's storefront session. */
  sessionHash(request: Request): string | undefined;
}

/** The push routes over the process's (or a test's) dependencies. */
export function createPushRoutes(deps: PushRouteDeps) {
  const service = async () => {
    const found = await deps.subscriptions();
    if (!found) throw new HttpError(404, pushErrors.off);
    return found;
  };
  const key = endpoint({
    method: 'GET',
    handle: async () => {
      const publicKey = await deps.publicKey();
      if (!publicKey) throw new HttpError(404, pushErrors.off);
      return json({ publicKey }, { headers: { 'cache-control': 'no-cache' } });
    },
  });
  const subscribe = endpoint({
    method: 'POST',
    signIn: pushErrors.signIn,
    body: subscribeBody,
    handle: async ({ user, body, context }) => {
      const problem = endpointProblem(body.endpoint, deps.extraOrigins());
      if (problem) throw new HttpError(400, problem);
      const sessionHash = deps.sessionHash(context.request);
      if (!sessionHash) throw new HttpError(401, pushErrors.signIn);
      const answer = await (await service()).subscribe(user.userId, sessionHash, {
        endpoint: body.endpoint,
        keys: body.keys,
        orderId: body.orderId,
      });
      return json(answer, { status: 201 });
    },
  });
  const following = endpoint({
    method: 'GET',
    signIn: pushErrors.signIn,
    query: followingQuery,
    handle: async ({ user, query }) =>
      json({ orderIds: await (await service()).following(user.userId, query.endpoint) }),
  });
  const forget = endpoint({
    method: 'DELETE',
    signIn: pushErrors.signIn,
    body: unsubscribeBody,
    handle: async ({ user, body }) =>
      json({ removed: await (await service()).unsubscribe(user.userId, body.endpoint, body.orderId) }),
  });
  return { key, subscriptions: routesOf(routesOf(subscribe, following), forget) };
}
