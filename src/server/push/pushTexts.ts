/**
 * What a push says: one short text per status, the rider's "arriving", and the words of a notice
 * (an answer to a request for help), each linking to the order and tagged with it so a newer
 * notice replaces the last on the device.
 */
import { type OrderStatus, orderStatuses } from '#src/lib/orderTypes.ts';
import { type PushPayload, pushPayloadLimits } from '#src/lib/pushTypes.ts';
import { defaultLocale, isLocale, type Locale } from '#src/i18n/locales.ts';
import { translate } from '#src/i18n/define.ts';
import { pushMessages } from './messages/en.ts';

/** What an outbox row asks to be said. */
export type PushKind = 'status' | 'arriving' | 'notice';

/** The body of each status's push in English (what a device that subscribed in English reads). */
export const statusPushTexts: Readonly<Record<OrderStatus, string>> = Object.fromEntries(
  orderStatuses.map((status) => [status, pushMessages.base[status]]),
) as Record<OrderStatus, string>;

/** The rider's last stretch, in English. */
export const arrivingText = pushMessages.base.arriving;

/** The body of each status's push in `locale`, written for the diner. */
export function statusPushText(status: string, locale: Locale = defaultLocale): string {
  // The sender registers every language's texts (src/server/push/sender.ts imports the catalogues).
  const texts = translate(pushMessages, locale) as unknown as Record<string, unknown>;
  const text = (orderStatuses as readonly string[]).includes(status) ? texts[status] : undefined;
  return typeof text === 'string' ? text : '';
}

/**
 * What one push of `kind` about order `number` says, in the language its device subscribed in
 * (English when unknown); null when there is nothing to say (an unknown status). A notice's
 * words are sent as they were written.
 */
export function pushPayloadOf(row: {
  kind: PushKind;
  orderId: string;
  number: number | string;
  status?: string | null;
  notice?: string | null;
  language?: string | null;
}): PushPayload | null {
  const locale = isLocale(row.language) ? row.language : defaultLocale;
  const texts = translate(pushMessages, locale);
  const body =
    row.kind === 'arriving'
      ? texts.arriving
      : row.kind === 'notice'
        ? (row.notice ?? '')
        : statusPushText(row.status ?? '', locale);
  if (!body) return null;
  return {
    title: texts.title({ number: String(row.number) }).slice(0, pushPayloadLimits.titleMax),
    body: body.length > pushPayloadLimits.bodyMax ? `${body.slice(0, pushPayloadLimits.bodyMax - 1)}…` : body,
    url: `/orders/${row.orderId}`,
    tag: `order-${row.orderId}`,
  };
}
