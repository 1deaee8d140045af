/**
 * Appwrite's realtime protocol as the `appwrite` web SDK (version 27) speaks it: the socket opens
 * at `/v1/realtime?project=<id>`, the server says `connected`, the client may send
 * `authentication` (its session), `subscribe` (rows of subscription id, channels, queries),
 * `unsubscribe` and `ping`; the server answers `response`, `pong`, `error` and pushes `event`s
 * naming the subscriptions they are for.
 */
import { z } from 'astro/zod';
import {
  ordersCollectionChannel as ordersCollection,
  restaurantsCollectionChannel,
} from '#src/lib/realtimeChannels.ts';

export { orderChannel } from '#src/lib/realtimeChannels.ts';

const orderChannelPattern =
  /^databases\.thalify\.collections\.orders\.documents\.([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;

/** The order a channel names, or null for any channel this service does not offer. */
export function orderOfChannel(channel: string): string | null {
  return orderChannelPattern.exec(channel)?.[1] ?? null;
}

const restaurantChannelPattern = /^databases\.thalify\.collections\.restaurants\.documents\.([A-Za-z0-9_-]{1,64})$/;

/** The restaurant a channel names (its stock changes), or null for any other channel. */
export function restaurantOfChannel(channel: string): string | null {
  return restaurantChannelPattern.exec(channel)?.[1] ?? null;
}

/**
 * Limits of one connection, one diner and one process. Every check of a subscribe frame that
 * needs no database runs before any query, so a frame's database work is bounded by
 * `maxFollowedOrders` and the work in flight by the last three.
 */
export const realtimeLimits = {
  /** Largest frame taken; a larger one closes the socket (1009). */
  maxFrameBytes: 16 * 1024,
  /** Subscriptions one connection may hold. */
  maxSubscriptions: 50,
  /** Distinct orders one connection may follow, across all its subscriptions. */
  maxFollowedOrders: 50,
  /** Distinct restaurants (their stock) one connection may follow: a menu follows one, a few tabs a few. */
  maxFollowedRestaurants: 20,
  /** Orders a connection remembers as proven its diner's, so naming them again costs no query. */
  maxProvenOrders: 200,
  /** Messages a connection may send in a burst, and per second after it. */
  burst: 60,
  perSecond: 20,
  /** Messages received on one connection and not yet handled; more close it (1008). */
  maxPendingMessages: 60,
  /** Bytes waiting to be sent to a reader too slow to take them before it is cut off. */
  maxBufferedBytes: 1024 * 1024,
  /** Subscribe frames with database work in flight or waiting for one diner, across their sockets. */
  maxLoadingPerDiner: 2,
  /** Subscribe frames doing database work at once in one process. */
  maxLoadingPerProcess: 4,
  /** Subscribe frames waiting for one of those slots; more are refused with "try again" (1013). */
  maxWaitingPerProcess: 256,
} as const;

/** Appwrite's realtime error codes the service uses. */
export const realtimeCodes = {
  /** A message that is not what the protocol allows (Appwrite's 1003). */
  invalidMessage: 1003,
  /** A policy violation: the client must not reconnect (the SDK stops on 1008). */
  policy: 1008,
  /** The server is too busy for that now: the socket is closed with it, and the SDK reconnects and asks again. */
  tryAgain: 1013,
  /** The client is not signed in, or may not follow that channel. */
  unauthorized: 401,
  forbidden: 403,
} as const;

const text = (max: number) =>
  z.string({ error: 'must be text' }).max(max, { error: `must be at most ${max} characters` });

const subscribeRow = z.object({
  subscriptionId: text(64).min(1, { error: 'is required' }),
  channels: z
    .array(text(200), { error: 'must be a list of channels' })
    .min(1, { error: 'must name a channel' })
    .max(10, {
      error: 'must be at most 10 channels',
    }),
  queries: z
    .array(text(500), { error: 'must be a list of queries' })
    .max(10, { error: 'must be at most 10 queries' })
    .optional(),
});

/** A message from the client, checked field by field. */
export const clientMessage = z.discriminatedUnion(
  'type',
  [
    z.object({ type: z.literal('ping') }),
    z.object({
      type: z.literal('authentication'),
      data: z.object({ session: text(200).min(1, { error: 'is required' }) }),
    }),
    z.object({
      type: z.literal('subscribe'),
      data: z
        .array(subscribeRow, { error: 'must be a list of subscriptions' })
        .min(1)
        .max(realtimeLimits.maxSubscriptions),
    }),
    z.object({
      type: z.literal('unsubscribe'),
      data: z
        .array(z.object({ subscriptionId: text(64) }), { error: 'must be a list of subscriptions' })
        .max(realtimeLimits.maxSubscriptions),
    }),
  ],
  { error: 'type: must be ping, authentication, subscribe or unsubscribe' },
);

/** One parsed client message. */
export type ClientMessage = z.infer<typeof clientMessage>;

/** An `error` frame. */
export function errorFrame(code: number, message: string): string {
  return JSON.stringify({ type: 'error', data: { code, message } });
}

/** A `response` frame to the message `to`. */
export function responseFrame(to: string, data: Record<string, unknown>): string {
  return JSON.stringify({ type: 'response', data: { to, success: true, ...data } });
}

/** The start of an `event` frame for a stock change on its restaurant's channel (payload: the `StockChange`). */
export function stockEventPrefix(restaurantId: string, payload: unknown, at: Date): string {
  return eventPrefix(restaurantId, payload, at, restaurantsCollectionChannel);
}

/**
 * The start of an `event` frame for one order's new state, shared by every socket it goes to;
 * `eventFrame` adds the subscriptions of the socket it is sent on.
 */
export function eventPrefix(
  documentId: string,
  payload: unknown,
  at: Date,
  collection: string = ordersCollection,
): string {
  const id = `${collection}.${documentId}`;
  const events = [
    `${id}.update`,
    `${collection}.*.update`,
    'databases.*.collections.*.documents.*.update',
    'databases.*.collections.*.documents.*',
  ];
  return `{"type":"event","data":{"events":${JSON.stringify(events)},"channels":${JSON.stringify([id])},"timestamp":${JSON.stringify(at.toISOString())},"payload":${JSON.stringify(payload)},"subscriptions":`;
}

/** A whole `event` frame: the shared prefix and this socket's subscription ids. */
export function eventFrame(prefix: string, subscriptionIds: string[]): string {
  return `${prefix}${JSON.stringify(subscriptionIds)}}}`;
}
