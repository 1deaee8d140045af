/**
 * What reaches the rider: at checkout the tip and what to do at the door (the address's
 * instructions, no-contact delivery); on an order's page the tip given or a tip after delivery,
 * no-contact delivery and the rider's photo at the door.
 */
import { useState } from 'react';
import { useMessages } from '#src/i18n/useMessages.ts';
import { rupees } from '#src/lib/money.ts';
import type { DeliveryAddress, OrderView } from '#src/lib/orderTypes.ts';
import { chooseNoContact, chooseTip } from '#src/stores/checkout.ts';
import { fillText, keep } from './fillText';
import { checkoutMessages } from './messages/en.ts';
import { TipChooser } from './TipChooser';

/** Checkout's tip: paid with the order, or in cash with it on delivery. */
export function TipSection({ tip, cash }: { tip: number; cash: boolean }) {
  const t = useMessages(checkoutMessages);
  return (
    <section className="checkout-section" aria-labelledby="checkout-tip">
      <h2 id="checkout-tip">{t.tipYourRider}</h2>
      <TipChooser value={tip} onChange={chooseTip} allowNone legend={t.chooseTip} />
      {tip > 0 && <p>{cash ? t.tipInCash : t.tipWithOrder}</p>}
    </section>
  );
}

/** Checkout's door: the chosen address's instructions for the rider, and no-contact delivery. */
export function DoorSection({ address, noContact }: { address: DeliveryAddress | null; noContact: boolean }) {
  const t = useMessages(checkoutMessages);
  return (
    <section className="checkout-section" aria-labelledby="checkout-door">
      <h2 id="checkout-door">{t.atYourDoor}</h2>
      {address && (
        <p>
          {address.instructions.trim()
            ? t.instructions({ instructions: address.instructions.trim() })
            : t.noInstructions}
        </p>
      )}
      <label className="choice">
        <input type="checkbox" checked={noContact} onChange={(e) => chooseNoContact(e.target.checked)} />
        <span>
          {t.noContact}
          <small>{t.noContactNote}</small>
        </span>
      </label>
    </section>
  );
}

/** An order's tip: what was given, and after delivery a tip of its own, paid online. */
export function OrderTipSection({
  order,
  busy,
  onTip,
}: {
  order: OrderView;
  busy: boolean;
  onTip: (paise: number) => void;
}) {
  const [amount, setAmount] = useState(3000);
  const t = useMessages(checkoutMessages);
  const tip = order.tip;
  // A cancelled order's tip went back with its refund.
  if (!tip || order.status === 'cancelled') return null;
  const given = tip.atCheckout + tip.afterDelivery;
  if (!tip.canTip && given === 0) return null;
  return (
    <section className="checkout-section" aria-labelledby="order-tip">
      <h2 id="order-tip">{t.tipForRider}</h2>
      {given > 0 && (
        <p>
          {fillText(t.youTipped(keep('amount')), { amount: <b>{rupees(given)}</b> })} {t.riderGetsAll}
        </p>
      )}
      {tip.canTip && (
        <>
          <TipChooser value={amount} onChange={setAmount} allowNone={false} legend={t.thankRider} />
          <button
            type="button"
            className="btn place-order"
            aria-disabled={amount === 0 ? true : undefined}
            disabled={busy}
            onClick={() => amount > 0 && onTip(amount)}
          >
            {amount > 0 ? t.tipAmount({ amount: rupees(amount) }) : t.tipYourRider}
          </button>
        </>
      )}
    </section>
  );
}

/** No-contact delivery, and the rider's photo at the door once sent. */
export function DoorNote({ order }: { order: OrderView }) {
  const t = useMessages(checkoutMessages);
  if (!order.noContact && !order.doorPhotoUrl) return null;
  return (
    <>
      {order.noContact && <p>{t.noContactAtDoor}</p>}
      {order.doorPhotoUrl && (
        <figure>
          <img
            className="door-photo"
            src={order.doorPhotoUrl}
            alt={t.doorPhotoAlt({ restaurant: order.restaurant.name })}
            loading="lazy"
            referrerPolicy="no-referrer"
          />
          <figcaption>{t.doorPhotoCaption}</figcaption>
        </figure>
      )}
    </>
  );
}
