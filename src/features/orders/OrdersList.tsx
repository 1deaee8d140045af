/** The /orders island: the diner's orders, newest first, with status, what was paid or is to pay, items and Reorder. */
import { useEffect } from 'react';
import { useHydrated } from '#src/components/ui/useHydrated.ts';
import { useStore } from '@nanostores/react';
import { intlTag } from '#src/i18n/define.ts';
import { currentLocale, localHref } from '#src/i18n/here.ts';
import { useMessages } from '#src/i18n/useMessages.ts';
import { lineName } from '#src/lib/dishChoices.ts';
import { rupees } from '#src/lib/money.ts';
import { orderStatusText, type OrderView } from '#src/lib/orderTypes.ts';
import { $cancelledHere } from '#src/stores/awaitingPayment.ts';
import { $orders, $reorders, loadOrders, reorderOrder } from '#src/stores/orders.ts';
import { $userData } from '#src/stores/user.ts';
import { SignInHost } from '../auth/SignInHost';
import { SignedOutNotice } from '../auth/SignedOutNotice';
import { RateOrderButton } from '../reviews/RateOrderButton';
import { RatingHost } from '../reviews/RatingHost';
import { fillText, keep } from './fillText';
import { ordersMessages } from './messages/en.ts';
import { orderMoneyLine } from './orderMoneyRules';
import './orders.css';

const dateText = (iso: string) =>
  new Date(iso).toLocaleString(intlTag(currentLocale()), {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });

/** One order's card with its Reorder button. */
function OrderCard({ order }: { order: OrderView }) {
  const { busy = false, changes = null, error = null } = useStore($reorders, { keys: [order.id] })[order.id] ?? {};
  const headingId = `order-${order.id}`;
  const t = useMessages(ordersMessages);
  const money = orderMoneyLine(order);
  return (
    <li className="order-card" aria-labelledby={headingId}>
      <h2 id={headingId}>
        <a href={localHref(`/orders/${order.id}`)}>
          {t.cardTitle({ restaurant: order.restaurant.name, number: order.number })}
        </a>
      </h2>
      <p>
        <span className="order-status">{orderStatusText(order.status)}</span> · {dateText(order.createdAt)}
      </p>
      <p>{order.lines.map((line) => `${lineName(line.name, line.choices ?? [])} × ${line.quantity}`).join(', ')}</p>
      <p>
        {money.amount === null
          ? money.label
          : fillText(t.moneyLine({ label: money.label, ...keep('amount') }), { amount: <b>{rupees(money.amount)}</b> })}
      </p>
      <div className="order-actions">
        <RateOrderButton order={order} rateText={t.rateOrder} describedBy={headingId} />
        <button
          type="button"
          className="btn btn-ghost"
          onClick={() => void reorderOrder(order.id)}
          disabled={busy}
          aria-describedby={headingId}
        >
          {t.reorder}
        </button>
        <a className="btn btn-ghost" href={localHref(`/orders/${order.id}#help`)} aria-describedby={headingId}>
          {t.help}
        </a>
      </div>
      {changes && (
        <div className="reorder-changes" role="status">
          <p>{t.reorderChanges}</p>
          <ul>
            {changes.map((c) => (
              <li key={c}>{c}</li>
            ))}
          </ul>
          <a className="btn" href={localHref('/cart')}>
            {t.goToCart}
          </a>
        </div>
      )}
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
    </li>
  );
}

/** The orders page's island. */
export default function OrdersList() {
  const user = useStore($userData);
  const hydrated = useHydrated();
  const t = useMessages(ordersMessages);
  const { data: fetched, error } = useStore($orders);
  // An order cancelled from the banner above the list shows cancelled in the list too.
  const cancelledHere = useStore($cancelledHere);
  const orders = fetched?.map((order) => (order.id === cancelledHere?.id ? cancelledHere : order)) ?? null;
  useEffect(() => {
    if (user) void loadOrders();
  }, [user]);

  if (!hydrated) return <div className="skeleton" style={{ height: 240 }} role="status" aria-label={t.loadingOrders} />;
  if (!user) {
    return <SignedOutNotice heading={t.yourOrders} text={t.signInToSeeOrders} />;
  }
  return (
    <div className="orders-page">
      <h1>{t.yourOrders}</h1>
      {error && <p role="alert">{error}</p>}
      {!orders && !error && (
        <div className="skeleton" style={{ height: 240 }} role="status" aria-label={t.loadingOrders} />
      )}
      {orders && orders.length === 0 && (
        <p>
          {t.noOrders} <a href={localHref('/')}>{t.seeRestaurants}</a>
        </p>
      )}
      {orders && orders.length > 0 && (
        <ul className="order-list" aria-label={t.newestFirst}>
          {orders.map((order) => (
            <OrderCard key={order.id} order={order} />
          ))}
        </ul>
      )}
      <RatingHost />
      <SignInHost />
    </div>
  );
}
