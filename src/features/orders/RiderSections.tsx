/**
 * What reaches the rider: at checkout the tip and what to do at the door (the address's
 * instructions, no-contact delivery); on an order's page the tip given or a tip after delivery,
 * no-contact delivery and the rider's photo at the door.
 */
import { useState } from 'react';
import { rupees } from '#src/lib/money.ts';
import type { DeliveryAddress, OrderView } from '#src/lib/orderTypes.ts';
import { riderGetsAll } from '#src/lib/tipRules.ts';
import { chooseNoContact, chooseTip } from '#src/stores/checkout.ts';
import { TipChooser } from './TipChooser';

/** Checkout's tip: paid with the order, or in cash with it on delivery. */
export function TipSection({ tip, cash }: { tip: number; cash: boolean }) {
  return (
    <section className="checkout-section" aria-labelledby="checkout-tip">
      <h2 id="checkout-tip">Tip your rider</h2>
      <TipChooser value={tip} onChange={chooseTip} allowNone legend="Choose a tip" />
      {tip > 0 && (
        <p>{cash ? 'Pay the tip in cash with your order.' : 'The tip is paid with your order, in one payment.'}</p>
      )}
    </section>
  );
}

/** Checkout's door: the chosen address's instructions for the rider, and no-contact delivery. */
export function DoorSection({ address, noContact }: { address: DeliveryAddress | null; noContact: boolean }) {
  return (
    <section className="checkout-section" aria-labelledby="checkout-door">
      <h2 id="checkout-door">At your door</h2>
      {address && (
        <p>
          {address.instructions.trim()
            ? `Instructions for your rider: ${address.instructions.trim()}`
            : 'No instructions for your rider at this address. You can add them in your saved addresses.'}
        </p>
      )}
      <label className="choice">
        <input type="checkbox" checked={noContact} onChange={(e) => chooseNoContact(e.target.checked)} />
        <span>
          No-contact delivery
          <small>Your rider leaves the order at your door and lets you know.</small>
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
  const tip = order.tip;
  // A cancelled order's tip went back with its refund.
  if (!tip || order.status === 'cancelled') return null;
  const given = tip.atCheckout + tip.afterDelivery;
  if (!tip.canTip && given === 0) return null;
  return (
    <section className="checkout-section" aria-labelledby="order-tip">
      <h2 id="order-tip">Tip for your rider</h2>
      {given > 0 && (
        <p>
          You tipped <b>{rupees(given)}</b>. {riderGetsAll}
        </p>
      )}
      {tip.canTip && (
        <>
          <TipChooser value={amount} onChange={setAmount} allowNone={false} legend="Thank your rider with a tip" />
          <button
            type="button"
            className="btn place-order"
            aria-disabled={amount === 0 ? true : undefined}
            disabled={busy}
            onClick={() => amount > 0 && onTip(amount)}
          >
            {amount > 0 ? `Tip ${rupees(amount)}` : 'Tip your rider'}
          </button>
        </>
      )}
    </section>
  );
}

/** No-contact delivery, and the rider's photo at the door once sent. */
export function DoorNote({ order }: { order: OrderView }) {
  if (!order.noContact && !order.doorPhotoUrl) return null;
  return (
    <>
      {order.noContact && <p>No-contact delivery: your rider leaves the order at your door.</p>}
      {order.doorPhotoUrl && (
        <figure>
          <img
            className="door-photo"
            src={order.doorPhotoUrl}
            alt={`Your order from ${order.restaurant.name} at your door, as your rider left it`}
            loading="lazy"
            referrerPolicy="no-referrer"
          />
          <figcaption>Your rider's photo at the door</figcaption>
        </figure>
      )}
    </>
  );
}
