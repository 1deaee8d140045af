/** The simulated gateway's page: the amount and method, and Approve or Decline (both outcomes can be tried). */
import { useState } from 'react';
import { dinerMessage } from '#src/lib/dinerMessages.ts';
import { rupees } from '#src/lib/money.ts';
import { paymentMethodLabels, type PaymentMethod } from '#src/lib/orderTypes.ts';
import { decideAtGateway } from '#src/stores/orders.ts';
import './orders.css';

interface Props {
  paymentRef: string;
  amount: number;
  method: PaymentMethod;
}

/** Approve or decline one payment, then return to the order. */
export default function GatewayPage({ paymentRef, amount, method }: Props) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function decide(approve: boolean) {
    setBusy(true);
    setError(null);
    try {
      const order = await decideAtGateway(paymentRef, approve);
      window.location.assign(`/orders/${order.id}?placed=1`);
    } catch (e) {
      setError(dinerMessage(e));
      setBusy(false);
    }
  }

  return (
    <div className="gateway-box">
      <p>{paymentMethodLabels[method]}</p>
      <p>
        Amount: <b>{rupees(amount)}</b>
      </p>
      <p className="field-note">This is the storefront's simulated payment gateway: no money moves.</p>
      <div className="order-actions">
        <button type="button" className="btn" disabled={busy} onClick={() => void decide(true)}>
          Approve payment
        </button>
        <button type="button" className="btn btn-ghost" disabled={busy} onClick={() => void decide(false)}>
          Decline payment
        </button>
      </div>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
