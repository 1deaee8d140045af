/**
 * One order's page (and the confirmation after paying): the order number, the live status with
 * its timeline, estimate, map and rider, "Notify me about this order", the bill, pay again or
 * cancel (asked first; a cancelled order says so at the top, with what happened to the money). The server renders the order as it
 * is; the island then follows it live (src/stores/orderTracking.ts).
 */
import { useEffect, useRef, useState } from 'react';
import { useHydrated } from '#src/components/ui/useHydrated.ts';
import { useStore } from '@nanostores/react';
import { localHref } from '#src/i18n/here.ts';
import { useMessages } from '#src/i18n/useMessages.ts';
import { orderStatusText, paymentMethodText, type OrderView } from '#src/lib/orderTypes.ts';
import { $orderProblem, $trackedOrder, followOrder, openOrder, showOrder } from '#src/stores/orderTracking.ts';
import { $payments, $tips, payOrder, payTip } from '#src/stores/payment.ts';
import { $userData } from '#src/stores/user.ts';
import { SignInHost } from '../auth/SignInHost';
import { SignedOutNotice } from '../auth/SignedOutNotice';
import AwaitingPayment, { PaymentWaitingBanner } from './AwaitingPayment';
import { CancelOrderDialog, useCancelQuestion } from './CancelOrderDialog';
import { CancelledOutcome, OrderAheadNote, OrderDetails, OrderHistory, PayAgainChooser } from './OrderSections';
import { OrderEta, OrderMap, OrderRider, OrderTimeline } from './OrderTracking';
import { DoorNote, OrderTipSection } from './RiderSections';
import { RateOrderButton } from '../reviews/RateOrderButton';
import { RatingHost } from '../reviews/RatingHost';
import { OrderHelpSection } from '../help/OrderHelpSection';
import { NotifyButton } from '../push/NotifyButton';
import { fillText, keep } from './fillText';
import { ordersMessages } from './messages/en.ts';
import './orders.css';

interface Props {
  orderId: string;
  /** Arrived here right after placing or paying: the page confirms it. */
  justPlaced: boolean;
  /** The order as the server found it for the session (null when it could not). */
  initialOrder?: OrderView | null;
  /** The diner's order waiting for payment, as the server found it (shown when it is another order). */
  awaitingOrder?: OrderView | null;
}

/** The order page's island. */
export default function OrderPage({ orderId, justPlaced, initialOrder = null, awaitingOrder = null }: Props) {
  const user = useStore($userData);
  const tracked = useStore($trackedOrder);
  const order = tracked?.id === orderId ? tracked : initialOrder;
  const hydrated = useHydrated();
  const t = useMessages(ordersMessages);
  const problem = useStore($orderProblem);
  const payment = useStore($payments, { keys: [orderId] })[orderId];
  const tipping = useStore($tips, { keys: [orderId] })[orderId];
  const heading = useRef<HTMLHeadingElement>(null);
  // Set when the diner cancels here: the cancelled state at the top takes the focus once it shows.
  const [focusTop, setFocusTop] = useState(false);
  const cancelled = (answer: OrderView) => {
    showOrder(answer);
    setFocusTop(true);
  };
  const question = useCancelQuestion(orderId, cancelled);
  // Only once the question has closed and the page shows the order cancelled: a page behind an
  // open modal dialog cannot take the focus.
  const status = order?.status;
  useEffect(() => {
    if (!focusTop || question.open || status !== 'cancelled' || !heading.current) return;
    setFocusTop(false);
    heading.current.focus();
  }, [focusTop, question.open, status]);
  useEffect(() => {
    if (initialOrder) return followOrder(initialOrder);
  }, [initialOrder]);
  useEffect(() => {
    if (user && !initialOrder) return openOrder(orderId);
  }, [user, orderId, initialOrder]);
  // Once, when the order just placed first shows: a later status change must not pull the focus
  // away from whatever the diner is using (the account menu, the cancel button).
  const focused = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs again when the heading may have appeared
  useEffect(() => {
    if (focused.current || !justPlaced || !heading.current) return;
    focused.current = true;
    heading.current.focus();
  }, [order, justPlaced]);

  if (!order) {
    if (!hydrated)
      return <div className="skeleton" style={{ height: 320 }} role="status" aria-label={t.loadingOrder} />;
    if (!user) return <SignedOutNotice heading={t.yourOrder} text={t.signInToSeeOrder} />;
    if (problem)
      return (
        <div className="order-missing">
          <h1>{problem.notFound ? t.notFound : t.yourOrder}</h1>
          <p role="alert">{problem.message}</p>
          <a className="btn" href={localHref('/orders')}>
            {t.yourOrders}
          </a>
        </div>
      );
    return <div className="skeleton" style={{ height: 320 }} role="status" aria-label={t.loadingOrder} />;
  }

  const confirmed = order.status === 'paid' || order.status === 'placed';
  const title =
    order.status === 'cancelled'
      ? t.orderCancelled
      : justPlaced && confirmed
        ? t.orderPlaced
        : justPlaced && order.status === 'payment_failed'
          ? t.paymentFailed
          : t.orderNumber({ number: order.number });
  return (
    <div className="order-page">
      <AwaitingPayment initialOrder={awaitingOrder} exceptOrderId={orderId} />
      <h1 ref={heading} tabIndex={-1}>
        {title}
      </h1>
      <p>
        {fillText(t.numberFrom(keep('number', 'restaurant')), {
          number: <b>#{order.number}</b>,
          restaurant: (
            <a href={order.restaurant.href} translate="no">
              {order.restaurant.name}
            </a>
          ),
        })}
      </p>
      {/* A status region: screen readers announce each change as it arrives. */}
      <p role="status" aria-live="polite" aria-atomic="true">
        {fillText(t.status(keep('status')), {
          status: <span className="order-status">{orderStatusText(order.status)}</span>,
        })}
        {order.status === 'placed' && ` · ${paymentMethodText('cod')}`}
      </p>
      <NotifyButton orderId={orderId} status={order.status} />
      {order.status === 'cancelled' && <CancelledOutcome order={order} />}
      <OrderAheadNote order={order} />
      {order.status !== 'cancelled' && (
        // A cancelled order is going nowhere: no map, rider or steps still to come.
        <>
          <OrderEta order={order} />
          <OrderRider order={order} />
          <OrderMap order={order} />
          {order.tracking && <OrderTimeline order={order} />}
          <DoorNote order={order} />
        </>
      )}
      {order.payable &&
        (order.status === 'payment_pending' ? (
          // The diner left the payment page without paying: the same payment is offered again.
          <PaymentWaitingBanner order={order} onCancelled={cancelled} />
        ) : (
          <PayAgainChooser order={order} busy={payment?.paying ?? false} onPay={(how) => void payOrder(orderId, how)} />
        ))}
      <OrderTipSection order={order} busy={tipping?.busy ?? false} onTip={(paise) => void payTip(orderId, paise)} />
      {tipping?.error && (
        <p className="form-error" role="alert">
          {tipping.error}
        </p>
      )}
      <OrderDetails order={order} />
      <OrderHelpSection order={order} />
      <h2>{t.history}</h2>
      <OrderHistory order={order} />
      {payment?.error && (
        <p className="form-error" role="alert">
          {payment.error}
        </p>
      )}
      <div className="order-actions">
        <RateOrderButton order={order} rateText={t.rateYourOrder} />
        {order.cancellable && (
          <button type="button" className="btn btn-ghost" aria-haspopup="dialog" onClick={question.ask}>
            {t.cancelOrder}
          </button>
        )}
        <a className="btn btn-ghost" href={localHref('/orders')}>
          {t.allOrders}
        </a>
      </div>
      <CancelOrderDialog order={order} question={question} />
      <RatingHost />
      <SignInHost />
    </div>
  );
}
