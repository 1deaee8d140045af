/**
 * "Your order #N is waiting for payment": an online order the diner left at the payment page
 * (Back, a closed tab) is shown wherever they land (checkout, the cart, Orders, an order page)
 * with "Pay now" (the same payment again) and "Cancel" (asked first), and the time it is
 * cancelled unless paid. The pages draw it on the server, so it is there before any script runs.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import { useMessages } from '#src/i18n/useMessages.ts';
import { rupees } from '#src/lib/money.ts';
import { paymentMethodText, type OrderView } from '#src/lib/orderTypes.ts';
import { paymentWindowMinutes } from '#src/lib/paymentWindow.ts';
import { $awaitingPayment, loadAwaitingPayment } from '#src/stores/awaitingPayment.ts';
import { $payments, payOrder } from '#src/stores/payment.ts';
import { CancelOrderDialog, useCancelQuestion } from './CancelOrderDialog';
import { fillText, keep } from './fillText';
import { ordersMessages } from './messages/en.ts';
import { cancelledMoney } from './orderMoneyRules';
import { clockText } from './OrderTracking';
import './orders.css';

interface BannerProps {
  order: OrderView;
  /** Takes over once the order is cancelled (the order page shows it cancelled); otherwise the banner says so. */
  onCancelled?: (order: OrderView) => void;
}

/** The banner of one waiting order. */
export function PaymentWaitingBanner({ order, onCancelled }: BannerProps) {
  const headingId = useId();
  const t = useMessages(ordersMessages);
  const {
    paying = false,
    error = null,
    ended: unpayable = null,
  } = useStore($payments, { keys: [order.id] })[order.id] ?? {};
  // Cancelled from this banner (when the page does not take over): it says so in its place.
  const [cancelledNote, setCancelledNote] = useState<string | null>(null);
  const ended = cancelledNote ?? unpayable;
  const endedNote = useRef<HTMLParagraphElement>(null);
  const question = useCancelQuestion(order.id, (cancelled) => {
    if (onCancelled) onCancelled(cancelled);
    else setCancelledNote(t.cancelledNote({ number: cancelled.number, money: cancelledMoney(cancelled).text }));
  });
  // The note takes the focus from the dialog's button, which is gone: the diner hears what happened.
  useEffect(() => {
    if (ended) endedNote.current?.focus();
  }, [ended]);

  // An order that can no longer be paid (its time ran out while the page was open) ends here.
  const payNow = () => payOrder(order.id, order.paymentMethod, true);

  if (ended)
    return (
      <section className="awaiting-payment" aria-labelledby={headingId}>
        <h2 id={headingId}>{t.orderNumber({ number: order.number })}</h2>
        <p ref={endedNote} tabIndex={-1} role="status">
          {ended}
        </p>
      </section>
    );
  return (
    <section className="awaiting-payment" aria-labelledby={headingId}>
      <h2 id={headingId}>{t.waitingHeading({ number: order.number })}</h2>
      <p>
        {t.waitingText({
          amount: rupees(order.bill.total),
          method: paymentMethodText(order.paymentMethod),
          restaurant: order.restaurant.name,
        })}
        {order.status === 'payment_failed' && ` ${t.lastPaymentFailed}`}
      </p>
      {order.payBy && (
        <p className="awaiting-payment-deadline">
          {fillText(t.payBy({ minutes: paymentWindowMinutes, ...keep('time') }), {
            time: <time dateTime={order.payBy}>{clockText(order.payBy)}</time>,
          })}
        </p>
      )}
      <div className="order-actions">
        <button type="button" className="btn" disabled={paying} onClick={() => void payNow()}>
          {paying ? t.openingPayment : t.payNow}
        </button>
        <button type="button" className="btn btn-ghost" aria-haspopup="dialog" onClick={question.ask}>
          {t.cancel}
        </button>
      </div>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      <CancelOrderDialog order={order} question={question} />
    </section>
  );
}

interface Props {
  /** The waiting order as the server found it for the page (null: none, or none could be read). */
  initialOrder?: OrderView | null;
  /** The order of the page itself, which shows its own payment. */
  exceptOrderId?: string | undefined;
}

/** The island: the diner's waiting order, if any, brought into view when the page opens scrolled past it. */
export default function AwaitingPayment({ initialOrder = null, exceptOrderId }: Props) {
  const known = useStore($awaitingPayment);
  const order = known === undefined ? initialOrder : known;
  const box = useRef<HTMLDivElement>(null);

  // A page brought back by Back from the browser's cache was drawn before the order existed.
  useEffect(() => {
    const shown = (event: PageTransitionEvent) => {
      if (event.persisted) loadAwaitingPayment().catch(() => {});
    };
    window.addEventListener('pageshow', shown);
    return () => window.removeEventListener('pageshow', shown);
  }, []);

  // Back restores the page's old scroll position, which can be far below the banner (a cart now
  // empty, the footer): the banner is what the diner came back to, so it comes into view, once
  // the browser has done its restoring.
  const orderId = order && order.id !== exceptOrderId ? order.id : null;
  useEffect(() => {
    if (!orderId) return;
    const bringIntoView = () => {
      const banner = box.current;
      if (!banner) return;
      const { top, bottom } = banner.getBoundingClientRect();
      if (bottom <= 0 || top >= window.innerHeight) banner.scrollIntoView({ block: 'start' });
    };
    bringIntoView();
    if (document.readyState === 'complete') return;
    const loaded = () => requestAnimationFrame(bringIntoView);
    window.addEventListener('load', loaded, { once: true });
    return () => window.removeEventListener('load', loaded);
  }, [orderId]);

  if (!order || !orderId) return null;
  return (
    <div ref={box} className="awaiting-payment-slot">
      <PaymentWaitingBanner key={order.id} order={order} />
    </div>
  );
}
