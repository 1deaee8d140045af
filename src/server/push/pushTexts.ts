/**
 * What a push says: one short text per status, the rider's "arriving", and the words of a notice
 * (an answer to a request for help), each linking to the order and tagged with it so a newer
 * notice replaces the last on the device.
 */
import type { OrderStatus } from '#src/lib/orderTypes.ts';
import { type PushPayload, pushPayloadLimits } from '#src/lib/pushTypes.ts';

/** What an outbox row asks to be said. */
export type PushKind = 'status' | 'arriving' | 'notice';

/** The body of each status's push, written for the diner. */
export const statusPushTexts: Readonly<Record<OrderStatus, string>> = {
  placed: 'We have your order and are sending it to the restaurant.',
  payment_pending: 'Your payment is waiting. Open the order to finish paying.',
  paid: 'Payment received. We are sending your order to the restaurant.',
  payment_failed: 'Your payment did not go through. Open the order to pay again.',
  accepted: 'The restaurant has accepted your order.',
  preparing: 'The kitchen is preparing your food.',
  picked_up: 'Your rider has picked up your food.',
  on_the_way: 'Your food is on the way.',
  delivered: 'Your order has been delivered. Enjoy your meal!',
  cancelled: 'Your order was cancelled. Open it to see what happens to your money.',
};

/** The rider's last stretch. */
export const arrivingText = 'Your rider is arriving. Please be ready at the door.';

/** What one push of `kind` about order `number` says; null when there is nothing to say (an unknown status). */
export function pushPayloadOf(row: {
  kind: PushKind;
  orderId: string;
  number: number | string;
  status?: string | null;
  notice?: string | null;
}): PushPayload | null {
  const body =
    row.kind === 'arriving'
      ? arrivingText
      : row.kind === 'notice'
        ? (row.notice ?? '')
        : (statusPushTexts[row.status as OrderStatus] ?? '');
  if (!body) return null;
  return {
    title: `Order #${row.number}`.slice(0, pushPayloadLimits.titleMax),
    body: body.length > pushPayloadLimits.bodyMax ? `${body.slice(0, pushPayloadLimits.bodyMax - 1)}…` : body,
    url: `/orders/${row.orderId}`,
    tag: `order-${row.orderId}`,
  };
}
