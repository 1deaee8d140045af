/**
 * The simulated gateway: a payment provider that needs nothing outside this machine. UPI
 * (collect and intent), card and net banking attempts open the gateway's own page
 * (/pay/{ref}), where the diner approves or declines; the gateway then hands the browser a
 * callback signed with its secret, exactly as a real gateway would. Its records live in the
 * `simulated_gateway_payments` table, apart from the storefront's own `payments` rows, so a
 * crash between the two can be reconciled against "the provider's record".
 */
import type { Db } from '../db/db.ts';
import { HttpError } from '../http/http.ts';
import {
  hmacHex,
  signatureMatches,
  type PaymentCallback,
  type PaymentProvider,
  type ProviderStatus,
} from './provider.ts';

/** The simulated gateway: the provider interface plus the gateway page's own calls. */
export interface SimulatedGateway extends PaymentProvider {
  /** The attempt the gateway page shows, with the order it pays for (as the merchant sent it), or undefined. */
  describe(ref: string): Promise<GatewayAttempt | undefined>;
  /** The diner approved or declined on the gateway page: records it and returns the signed callback. */
  decide(ref: string, approve: boolean): Promise<PaymentCallback>;
}

/** Text of the gateway's refusals. */
export const gatewayErrors = {
  unknown: 'payment: no such payment at the gateway',
  decided: 'payment: this payment has already been completed',
} as const;

interface GatewayRow {
  ref: string;
  amount: number;
  method: string;
  status: ProviderStatus;
}

/** One attempt as the gateway page shows it: the amount, the method and what it pays for. */
export interface GatewayAttempt extends GatewayRow {
  /** The merchant's order number and restaurant, when the attempt belongs to a storefront order. */
  orderNumber: string | null;
  restaurantName: string | null;
  /** Whether it pays a tip for the order's rider rather than the order itself. */
  forTip: boolean;
}

/** The simulated gateway over the database, signing callbacks with `secret`. */
export function createSimulatedGateway(db: Db, secret: string): SimulatedGateway {
  const sign = (ref: string, status: string) => hmacHex(secret, `${ref}|${status}`);
  const row = async (ref: string) =>
    (
      await db.query<GatewayRow>('SELECT ref, amount, method, status FROM simulated_gateway_payments WHERE ref = $1', [
        ref,
      ])
    ).rows[0];

  return {
    name: 'simulated',

    async start(request) {
      // The ref follows from our attempt's id, so a repeated start finds the same record.
      const ref = `sim_${request.paymentId}`;
      await db.query(
        'INSERT INTO simulated_gateway_payments (ref, amount, method, status) VALUES ($1, $2, $3, $4) ON CONFLICT (ref) DO NOTHING',
        [ref, request.amount, request.method, 'created'],
      );
      return { ref };
    },

    actionFor(ref) {
      return { kind: 'redirect', url: `/pay/${encodeURIComponent(ref)}` };
    },

    verifyCallback(ref, callback) {
      return callback.providerPaymentId === ref && signatureMatches(sign(ref, callback.status), callback.signature);
    },

    async status(ref) {
      const found = await row(ref);
      return { status: found?.status ?? 'failed', providerPaymentId: found ? ref : null };
    },

    async capture(ref) {
      const changed = await db.query(
        "UPDATE simulated_gateway_payments SET status = 'captured', updated_at = now() WHERE ref = $1 AND status IN ('authorised', 'captured') RETURNING ref",
        [ref],
      );
      if (changed.rowCount === 0) throw new Error(`simulated gateway: ${ref} cannot be captured`);
    },

    async refund(ref) {
      const changed = await db.query(
        "UPDATE simulated_gateway_payments SET status = 'refunded', updated_at = now() WHERE ref = $1 AND status IN ('captured', 'refunded') RETURNING ref",
        [ref],
      );
      if (changed.rowCount === 0) throw new Error(`simulated gateway: ${ref} cannot be refunded`);
      return `rfnd_${ref.slice(4)}`;
    },

    async refundPart(ref, _providerPaymentId, amount, key) {
      // One statement: the refund is kept only while the captured amount still covers it.
      await db.query(
        `INSERT INTO simulated_gateway_refunds (id, ref, amount)
         SELECT $1::text, g.ref, $3::integer FROM simulated_gateway_payments g
          WHERE g.ref = $2::text AND g.status = 'captured'
            AND g.amount >= $3::integer + (SELECT COALESCE(sum(r.amount), 0) FROM simulated_gateway_refunds r WHERE r.ref = g.ref)
         ON CONFLICT (id) DO NOTHING`,
        [key, ref, amount],
      );
      const kept = await db.query('SELECT 1 FROM simulated_gateway_refunds WHERE id = $1 AND ref = $2', [key, ref]);
      if (kept.rowCount === 0) throw new Error(`simulated gateway: ${amount} of ${ref} cannot be refunded`);
      return `rfnd_part_${key}`;
    },

    async describe(ref) {
      // The merchant's side of the attempt (a real gateway keeps the receipt it was sent at the start).
      const found = (
        await db.query<
          GatewayRow & { order_number: string | number | null; restaurant_name: string | null; purpose: string | null }
        >(
          `SELECT g.ref, g.amount, g.method, g.status, o.number AS order_number, o.restaurant_name, p.purpose
             FROM simulated_gateway_payments g
             LEFT JOIN payments p ON p.provider = 'simulated' AND p.provider_ref = g.ref
             LEFT JOIN orders o ON o.id = p.order_id
            WHERE g.ref = $1`,
          [ref],
        )
      ).rows[0];
      if (!found) return undefined;
      const { order_number, restaurant_name, purpose, ...attempt } = found;
      return {
        ...attempt,
        orderNumber: order_number === null ? null : String(order_number),
        restaurantName: restaurant_name,
        forTip: purpose === 'tip',
      };
    },

    async decide(ref, approve) {
      const status = approve ? 'authorised' : 'failed';
      const changed = await db.query(
        "UPDATE simulated_gateway_payments SET status = $2, updated_at = now() WHERE ref = $1 AND status = 'created' RETURNING ref",
        [ref, status],
      );
      if (changed.rowCount === 0) {
        const found = await row(ref);
        if (!found) throw new HttpError(404, gatewayErrors.unknown);
        // A second tap on the same button gets the same signed answer; the other button is refused.
        if (found.status !== status && !(approve && found.status === 'captured'))
          throw new HttpError(409, gatewayErrors.decided);
      }
      return { providerPaymentId: ref, status, signature: sign(ref, status) };
    },
  };
}
