/**
 * An order's history notes as the diner reads them. The history keeps the notes the order service
 * writes in English (a background step has no diner's language); they are worded when read, in
 * the request's language. A note written by a person (the fleet, the help team) is read as written.
 */
import { messagesFor } from '../i18n/catalogues.ts';
import { requestLocale } from '../i18n/requestLocale.ts';
import { orderNoteMessages } from './messages/en.ts';

const refund = /^Refund of (.+) started$/;
const received = /^(₹\S+) received$/;

/** `note` in the request's language when the order service wrote it, else as it is. */
export function noteInLanguage(note: string): string {
  if (!note || requestLocale() === 'en') return note;
  const texts = messagesFor(orderNoteMessages, requestLocale());
  const fixed = (texts as unknown as Record<string, unknown>)[note];
  if (typeof fixed === 'string' && note in orderNoteMessages.base) return fixed;
  const refunded = refund.exec(note);
  if (refunded?.[1]) return texts.refund({ amount: refunded[1] });
  const paid = received.exec(note);
  if (paid?.[1]) return texts.received({ amount: paid[1] });
  return note;
}
