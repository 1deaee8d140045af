/**
 * One order's page (and the confirmation after paying): the order number, the live status with
 * its timeline, estimate, map and rider, the bill, pay again or cancel. The server renders the
 * order as it is; the island then follows it live (src/stores/orderTracking.ts).
 */
import { useEffect, useRef, useState } from 'react';
import { useHydrated } from '#src/components/ui/useHydrated.ts';
import { useStore } from '@nanostores/react';
import { dinerMessage } from '#src/lib/dinerMessages.ts';
import { rupees } from '#src/lib/money.ts';
import {
  orderStatusLabels,
  paymentMethodLabels,
  paymentMethods,
  type OrderView,
  type PaymentMethod,
} from '#src/lib/orderTypes.ts';
import { cancelOrder, fetchOrder, payAgain } from '#src/stores/orders.ts';
import { $trackedOrder, followOrder, showOrder } from '#src/stores/orderTracking.ts';
import { $userData } from '#src/stores/user.ts';
import { SignInHost } from '../auth/SignInHost';
import { SignedOutNotice } from '../auth/SignedOutNotice';
import { addressLine } from '../addresses/addressRules';
import { BillTable } from './BillTable';
import { goToPayment } from './payment';
import { OrderEta, OrderMap, OrderRider, OrderTimeline } from './OrderTracking';
import './orders.css';

interface Props {
  orderId: string;
  /** Arrived here right after placing or paying: the page confirms it. */
  justPlaced: boolean;
  /** The order as the server found it for the session (null when it could not). */
  initialOrder?: OrderView | null;
}

const timeText = (iso: string) =>
  new Date(iso).toLocaleString('en-IN', {
    day: 'numeric',
    month: 'short',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'Asia/Kolkata',
  });

/** The order page's island. */
export default function OrderPage({ orderId, justPlaced, initialOrder = null }: Props) {
  const user = useStore($userData);
  const tracked = useStore($trackedOrder);
  const order = tracked?.id === orderId ? tracked : initialOrder;
  const hydrated = useHydrated();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [method, setMethod] = useState<PaymentMethod>(initialOrder?.paymentMethod ?? 'upi_intent');
  const heading = useRef<HTMLHeadingElement>(null);
  const setOrder = showOrder;
  useEffect(() => {
    if (initialOrder) return followOrder(initialOrder);
  }, [initialOrder]);
  useEffect(() => {
    if (!user || initialOrder) return;
    let stop = () => {};
    fetchOrder(orderId)
      .then((found) => {
        stop = followOrder(found);
        setMethod(found.paymentMethod);
      })
      .catch((e: unknown) =>
        setError(
          (e as { statusCode?: number }).statusCode === 404
            ? 'We could not find this order in your account.'
            : dinerMessage(e),
        ),
      );
    return () => stop();
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
      return <div className="skeleton" style={{ height: 320 }} role="status" aria-label="Loading your order" />;
    if (!user) return <SignedOutNotice heading="Your order" text="Sign in to see this order." />;
    if (error) return <p role="alert">{error}</p>;
    return <div className="skeleton" style={{ height: 320 }} role="status" aria-label="Loading your order" />;
  }

  async function act(run: () => Promise<void>) {
    setBusy(true);
    setError(null);
    try {
      await run();
    } catch (e) {
      setError(dinerMessage(e));
    }
    setBusy(false);
  }

  /** Starts paying the order (again) and goes where the payment is made. */
  const pay = (how: PaymentMethod) => act(async () => goToPayment(await payAgain(orderId, how)));

  const confirmed = order.status === 'paid' || order.status === 'placed';
  const title =
    justPlaced && confirmed
      ? 'Order placed'
      : justPlaced && order.status === 'payment_failed'
        ? 'Payment failed'
        : `Order #${order.number}`;
  return (
    <div className="order-page">
      <h1 ref={heading} tabIndex={-1}>
        {title}
      </h1>
      <p>
        Order number <b>#{order.number}</b> from <a href={order.restaurant.href}>{order.restaurant.name}</a>
      </p>
      {/* A status region: screen readers announce each change as it arrives. */}
      <p role="status" aria-live="polite" aria-atomic="true">
        Status: <span className="order-status">{orderStatusLabels[order.status]}</span>
        {order.status === 'placed' && ` · ${paymentMethodLabels.cod}`}
      </p>
      {order.refund && (
        <p className="order-refund">
          <b>Refund started</b>: {rupees(order.refund.amount)} is on its way back to where you paid from. Banks take up
          to 7 working days to show it.
        </p>
      )}
      <OrderEta order={order} />
      <OrderRider order={order} />
      <OrderMap order={order} />
      {order.tracking && <OrderTimeline order={order} />}
      {order.payable &&
        (order.status === 'payment_pending' ? (
          // The diner left the gateway without paying: the same payment is offered again.
          <section className="checkout-section" aria-labelledby="pay-again">
            <h2 id="pay-again">Payment not finished</h2>
            <p>
              We have not received your payment of {rupees(order.bill.total)} by{' '}
              {paymentMethodLabels[order.paymentMethod]} for this order yet.
            </p>
            <button
              type="button"
              className="btn place-order"
              disabled={busy}
              onClick={() => void pay(order.paymentMethod)}
            >
              Pay again
            </button>
          </section>
        ) : (
          <section className="checkout-section" aria-labelledby="pay-again">
            <h2 id="pay-again">Pay again</h2>
            <fieldset>
              <legend className="visually-hidden">Choose how to pay</legend>
              {paymentMethods.map((m) => (
                <label key={m} className="choice">
                  <input type="radio" name="payment" value={m} checked={method === m} onChange={() => setMethod(m)} />
                  <span>{paymentMethodLabels[m]}</span>
                </label>
              ))}
            </fieldset>
            <button type="button" className="btn place-order" disabled={busy} onClick={() => void pay(method)}>
              Pay {rupees(order.bill.total)}
            </button>
          </section>
        ))}
      <h2>Items</h2>
      <ul aria-label="Dishes in this order">
        {order.lines.map((line) => (
          <li key={line.dishId}>
            {line.name} × {line.quantity} · {rupees(line.unitPrice * line.quantity)}
          </li>
        ))}
      </ul>
      <h2>Bill</h2>
      <BillTable bill={order.bill} couponCode={order.couponCode} />
      <h2>Delivering to</h2>
      <p>
        <b>{order.address.label}</b>: {addressLine(order.address)}
      </p>
      <h2>History</h2>
      <ol className="order-history">
        {order.history.map((entry, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a status may recur in the history; entries never reorder
          <li key={`${entry.status}-${i}`}>
            {orderStatusLabels[entry.status]} · {timeText(entry.at)}
            {entry.note && ` · ${entry.note}`}
          </li>
        ))}
      </ol>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      <div className="order-actions">
        {order.cancellable && (
          <button
            type="button"
            className="btn btn-ghost"
            disabled={busy}
            onClick={() => void act(async () => setOrder(await cancelOrder(order.id)))}
          >
            Cancel order
          </button>
        )}
        <a className="btn btn-ghost" href="/orders">
          All orders
        </a>
      </div>
      <SignInHost />
    </div>
  );
}
