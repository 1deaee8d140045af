/** Parts of an order's page: the slot of an order ahead, the cancelled state at its top, paying again after a decline, the dishes, bill and address, and the history. */
import { useState } from 'react';
import { intlTag } from '#src/i18n/define.ts';
import { currentLocale } from '#src/i18n/here.ts';
import { useMessages } from '#src/i18n/useMessages.ts';
import { choicesText, lineIdOf } from '#src/lib/dishChoices.ts';
import { rupees } from '#src/lib/money.ts';
import {
  orderStatusText,
  paymentMethodText,
  paymentMethods,
  type OrderView,
  type PaymentMethod,
} from '#src/lib/orderTypes.ts';
import { addressLine, labelText } from '#src/lib/addressRules.ts';
import { aheadTexts } from '../availability/orderAheadRules';
import { VegMark } from '../veg/VegMark';
import { BillTable } from './BillTable';
import { ordersMessages } from './messages/en.ts';
import { cancelReason, cancelledBillLine, cancelledMoney } from './orderMoneyRules';

/** An order ahead: when it arrives, when the kitchen starts on it, and that cancelling is free until then. */
export function OrderAheadNote({ order }: { order: OrderView }) {
  const texts = aheadTexts(order, Date.now());
  if (!texts) return null;
  return (
    <div className="order-ahead">
      <p>
        <b>{texts.arriving}</b>
      </p>
      {texts.kitchen && <p>{texts.kitchen}.</p>}
      {texts.freeCancel && <p>{texts.freeCancel}</p>}
    </div>
  );
}

/** What happened to the money of a cancelled order, and why it was cancelled. */
export function CancelledOutcome({ order }: { order: OrderView }) {
  const money = cancelledMoney(order);
  const reason = cancelReason(order);
  return (
    <div className="order-outcome">
      <p>
        {money.lead && <b>{money.lead}: </b>}
        {money.text}
      </p>
      {reason && <p>{reason}</p>}
    </div>
  );
}

/** After a declined payment: choose how to pay, and pay the order's total. */
export function PayAgainChooser({
  order,
  busy,
  onPay,
}: {
  order: OrderView;
  busy: boolean;
  onPay: (method: PaymentMethod) => void;
}) {
  const [method, setMethod] = useState<PaymentMethod>(order.paymentMethod);
  const t = useMessages(ordersMessages);
  return (
    <section className="checkout-section" aria-labelledby="pay-again">
      <h2 id="pay-again">{t.payAgain}</h2>
      <fieldset>
        <legend className="visually-hidden">{t.chooseHowToPay}</legend>
        {paymentMethods.map((m) => (
          <label key={m} className="choice">
            <input type="radio" name="payment" value={m} checked={method === m} onChange={() => setMethod(m)} />
            <span>{paymentMethodText(m)}</span>
          </label>
        ))}
      </fieldset>
      <button type="button" className="btn place-order" disabled={busy} onClick={() => onPay(method)}>
        {t.payAmount({ amount: rupees(order.bill.total) })}
      </button>
    </section>
  );
}

const timeText = (iso: string) =>
  new Date(iso).toLocaleString(intlTag(currentLocale()), {
    day: 'numeric',
    month: 'short',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'Asia/Kolkata',
  });

/** Every status the order went through, with its time and note. */
export function OrderHistory({ order }: { order: OrderView }) {
  return (
    <ol className="order-history">
      {order.history.map((entry, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a status may recur in the history; entries never reorder
        <li key={`${entry.status}-${i}`}>
          {orderStatusText(entry.status)} · {timeText(entry.at)}
          {entry.note && ` · ${entry.note}`}
        </li>
      ))}
    </ol>
  );
}

/** The dishes, the bill (a cancelled one ends with what was refunded, or nothing to pay) and where it goes. */
export function OrderDetails({ order }: { order: OrderView }) {
  const t = useMessages(ordersMessages);
  return (
    <>
      <h2>{t.items}</h2>
      <ul className="order-lines" aria-label={t.dishesInOrder}>
        {order.lines.map((line) => (
          <li key={lineIdOf(line.dishId, line.choices ?? [])} className="order-line">
            <VegMark veg={line.vegClass} />
            <span>
              <span translate="no">{line.name}</span> × {line.quantity} · {rupees(line.unitPrice * line.quantity)}
              {line.choices?.length ? <small className="order-line-choices">{choicesText(line.choices)}</small> : null}
            </span>
          </li>
        ))}
      </ul>
      <h2>{t.bill}</h2>
      <BillTable bill={order.bill} couponCode={order.couponCode} settled={cancelledBillLine(order)} />
      <h2>{t.deliveringTo}</h2>
      <p>
        <b>{labelText(order.address.label)}</b>: <span translate="no">{addressLine(order.address)}</span>
      </p>
    </>
  );
}
