/** The simulated gateway's page: the amount and method, and Approve or Decline (both outcomes can be tried). */
import { useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import { useMessages } from '#src/i18n/useMessages.ts';
import { rupees } from '#src/lib/money.ts';
import { paymentMethodText, type PaymentMethod } from '#src/lib/orderTypes.ts';
import { $gatewayAnswer, answerGateway } from '#src/stores/payment.ts';
import { fillText, keep } from './fillText';
import { checkoutMessages } from './messages/en.ts';
import './orders.css';

interface Props {
  paymentRef: string;
  amount: number;
  method: PaymentMethod;
}

/** A UPI ID (virtual payment address): a handle, `@`, and the bank's or app's name (NPCI's form). */
const upiIdPattern = /^[a-zA-Z0-9.\-_]{2,256}@[a-zA-Z][a-zA-Z0-9]{1,63}$/;

/** Approve or decline one payment, then return to the order; a UPI ID payment asks for the ID first. */
export default function GatewayPage({ paymentRef, amount, method }: Props) {
  const { busy, error } = useStore($gatewayAnswer);
  const t = useMessages(checkoutMessages);
  const [upiId, setUpiId] = useState('');
  const [upiError, setUpiError] = useState<string | null>(null);
  const upiField = useRef<HTMLInputElement>(null);
  const asksUpiId = method === 'upi_collect';

  function decide(approve: boolean) {
    if (approve && asksUpiId && !upiIdPattern.test(upiId.trim())) {
      setUpiError(t.upiIdError);
      upiField.current?.focus();
      return;
    }
    setUpiError(null);
    void answerGateway(paymentRef, approve);
  }

  return (
    <div className="gateway-box">
      <p>{paymentMethodText(method)}</p>
      <p>{fillText(t.amount(keep('amount')), { amount: <b>{rupees(amount)}</b> })}</p>
      {asksUpiId && (
        <div className="gateway-upi">
          <label htmlFor="gateway-upi-id">{t.yourUpiId}</label>
          <input
            ref={upiField}
            id="gateway-upi-id"
            name="upiId"
            value={upiId}
            onChange={(e) => setUpiId(e.target.value)}
            placeholder={t.upiPlaceholder}
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            maxLength={320}
            aria-invalid={Boolean(upiError)}
            aria-describedby={upiError ? 'gateway-upi-error' : 'gateway-upi-note'}
          />
          {upiError ? (
            <p id="gateway-upi-error" className="field-error" role="alert">
              {upiError}
            </p>
          ) : (
            <p id="gateway-upi-note" className="field-note">
              {t.upiNote}
            </p>
          )}
        </div>
      )}
      <p className="field-note">{t.simulated}</p>
      <div className="order-actions">
        <button type="button" className="btn" disabled={busy} onClick={() => decide(true)}>
          {t.approve}
        </button>
        <button type="button" className="btn btn-ghost" disabled={busy} onClick={() => decide(false)}>
          {t.decline}
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
