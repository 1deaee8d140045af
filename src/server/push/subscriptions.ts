/**
 * A diner's devices subscribed to news of their orders. A subscription is one push endpoint
 * (unique), owned by the diner and the session that made it; the orders it follows are rows of
 * push_followed_orders. A device that changes hands (another diner signs in and subscribes) starts
 * afresh: nothing the first diner followed is ever pushed to it again.
 */
import { HttpError } from '../http/http.ts';
import type { Db } from '../db/db.ts';
import type { Locale } from '#src/i18n/locales.ts';
import { requestLocale } from '../i18n/requestLocale.ts';
import { requestTexts } from '../i18n/requestTexts.ts';
import { pushMessages } from './messages/en.ts';

/** A browser's subscription and the order it asks to follow. */
export interface SubscribeInput {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  orderId: string;
}

/** Devices a diner may have subscribed at once: a newer one pushes the oldest out. */
export const devicesPerDiner = 10;

const texts = requestTexts(pushMessages);

/** The texts of the push endpoints: the diner's in the request's language, the developer's in English. */
export const pushErrors = {
  get signIn(): string {
    return texts.signIn;
  },
  orderNotFound: 'order: no such order in your account',
  get off(): string {
    return texts.off;
  },
};

/** Subscribing, following and forgetting, over a database. */
export interface PushSubscriptions {
  /**
   * Follows `orderId` on the device (made or taken over for this session), whose pushes are worded
   * in `language` (the request's unless given); 404 when the order is not the diner's.
   */
  subscribe(
    userId: string,
    sessionHash: string,
    input: SubscribeInput,
    language?: Locale,
  ): Promise<{ orderIds: string[] }>;
  /** The orders this device follows for the diner (none when the endpoint is not theirs). */
  following(userId: string, endpoint: string): Promise<string[]>;
  /** Forgets the device (or only its following of `orderId`); answers whether anything was the diner's. */
  unsubscribe(userId: string, endpoint: string, orderId?: string): Promise<boolean>;
}

/** The service over `db`. */
export function createPushSubscriptions(db: Db): PushSubscriptions {
  const following = async (userId: string, endpoint: string) =>
    (
      await db.query<{ order_id: string }>(
        `SELECT f.order_id FROM push_followed_orders f JOIN push_subscriptions s ON s.id = f.subscription_id
         WHERE s.endpoint = $1 AND s.user_id = $2 ORDER BY f.created_at`,
        [endpoint, userId],
      )
    ).rows.map((row) => row.order_id);

  return {
    async subscribe(userId, sessionHash, input, language = requestLocale()) {
      await db.transaction(async (tx) => {
        const owned = await tx.query('SELECT 1 FROM orders WHERE id = $1 AND user_id = $2', [input.orderId, userId]);
        if (owned.rowCount === 0) throw new HttpError(404, pushErrors.orderNotFound);
        const held = (
          await tx.query<{ id: string; user_id: string }>(
            'SELECT id, user_id FROM push_subscriptions WHERE endpoint = $1 FOR UPDATE',
            [input.endpoint],
          )
        ).rows[0];
        // Another diner's device before: their subscription and what it followed go.
        if (held && held.user_id !== userId) await tx.query('DELETE FROM push_subscriptions WHERE id = $1', [held.id]);
        const id =
          held && held.user_id === userId
            ? (
                await tx.query<{ id: string }>(
                  'UPDATE push_subscriptions SET p256dh = $2, auth = $3, session_hash = $4, language = $5 WHERE id = $1 RETURNING id',
                  [held.id, input.keys.p256dh, input.keys.auth, sessionHash, language],
                )
              ).rows[0]?.id
            : (
                await tx.query<{ id: string }>(
                  `INSERT INTO push_subscriptions (endpoint, p256dh, auth, user_id, session_hash, language)
                   VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
                  [input.endpoint, input.keys.p256dh, input.keys.auth, userId, sessionHash, language],
                )
              ).rows[0]?.id;
        await tx.query(
          'INSERT INTO push_followed_orders (subscription_id, order_id) VALUES ($1, $2) ON CONFLICT DO NOTHING',
          [id, input.orderId],
        );
        // Each device costs a push per change: a diner's oldest devices beyond the bound are let go.
        await tx.query(
          `DELETE FROM push_subscriptions WHERE user_id = $1 AND id NOT IN (
             SELECT id FROM push_subscriptions WHERE user_id = $1 ORDER BY id DESC LIMIT ${devicesPerDiner})`,
          [userId],
        );
      });
      return { orderIds: await following(userId, input.endpoint) };
    },

    following,

    async unsubscribe(userId, endpoint, orderId) {
      if (orderId) {
        const gone = await db.query(
          `DELETE FROM push_followed_orders f USING push_subscriptions s
           WHERE s.id = f.subscription_id AND s.endpoint = $1 AND s.user_id = $2 AND f.order_id = $3`,
          [endpoint, userId, orderId],
        );
        return gone.rowCount > 0;
      }
      const gone = await db.query('DELETE FROM push_subscriptions WHERE endpoint = $1 AND user_id = $2', [
        endpoint,
        userId,
      ]);
      return gone.rowCount > 0;
    },
  };
}
