/** The sections of the checkout page: delivery address, payment, offers and the bill with "Place order". */
import { useEffect, useState } from 'react';
import { useMessages } from '#src/i18n/useMessages.ts';
import { rupees } from '#src/lib/money.ts';
import { addressLine, labelText, type AddressFormFields } from '#src/lib/addressRules.ts';
import {
  paymentMethodText,
  paymentMethods,
  type CheckoutQuote,
  type DeliveryAddress,
  type PaymentMethod,
} from '#src/lib/orderTypes.ts';
import type { SavedArea } from '#src/lib/savedAddress.ts';
import { applyCoupon, chooseAddress, saveCheckoutAddress, type CheckoutState } from '#src/stores/checkout.ts';
import { NewAddressForm } from '../addresses/AddressForm';
import { BillTable } from './BillTable';
import { CartReachNote } from './CartReachNote';
import { checkoutMessages } from './messages/en.ts';
import type { PlaceBlocker } from './placeBlocker';

interface AddressProps {
  savedArea: SavedArea | null;
  addresses: DeliveryAddress[] | null;
  checkout: CheckoutState;
  /** Why the restaurant cannot deliver to the chosen address, from the quote. */
  addressProblem: string | null;
  formOpen: boolean;
  /** The page opened the form itself (no saved address): it then takes no focus. */
  formAutoOpened: boolean;
  onOpenForm: () => void;
  /** A new address was saved (and chosen): the form closes. */
  onSaved: () => void;
  onDirty: (dirty: boolean) => void;
}

/** The saved addresses to choose from, and the form of a new one. */
export function AddressSection({ savedArea, addresses, checkout, addressProblem, ...form }: AddressProps) {
  // The address just saved: the form that held focus is gone, so focus goes to it, now chosen.
  const [focusAddress, setFocusAddress] = useState<string | null>(null);
  const t = useMessages(checkoutMessages);
  useEffect(() => {
    if (!focusAddress) return;
    document.querySelector<HTMLInputElement>(`input[name="address"][value="${CSS.escape(focusAddress)}"]`)?.focus();
    setFocusAddress(null);
  }, [focusAddress]);

  async function submit(fields: AddressFormFields, area: SavedArea) {
    const saved = await saveCheckoutAddress(fields, area);
    if (!saved) return;
    form.onSaved();
    setFocusAddress(saved.id);
  }

  return (
    <section className="checkout-section" aria-labelledby="checkout-address">
      <h2 id="checkout-address">{t.deliveryAddress}</h2>
      <CartReachNote area={savedArea} />
      {addresses && addresses.length > 0 && (
        <fieldset>
          <legend className="visually-hidden">{t.chooseAddress}</legend>
          {addresses.map((a) => (
            <label key={a.id} className="choice">
              <input
                type="radio"
                name="address"
                value={a.id}
                checked={checkout.addressId === a.id}
                onChange={() => chooseAddress(a.id)}
              />
              <span>
                <b>{labelText(a.label)}</b>
                <small translate="no">{addressLine(a)}</small>
              </span>
            </label>
          ))}
        </fieldset>
      )}
      {addressProblem && (
        <p className="field-error" role="alert">
          {addressProblem}
        </p>
      )}
      {form.formOpen ? (
        <NewAddressForm
          idPrefix="checkout-address"
          area={savedArea}
          errors={checkout.addressErrors}
          saving={checkout.savingAddress}
          onSubmit={(fields, area) => void submit(fields, area)}
          onDirty={form.onDirty}
          autoFocus={!form.formAutoOpened}
        />
      ) : (
        <button type="button" className="btn btn-ghost" onClick={form.onOpenForm}>
          {t.addNewAddress}
        </button>
      )}
    </section>
  );
}

const paymentNotes = {
  upi_intent: 'noteUpiIntent',
  upi_collect: 'noteUpiCollect',
  card: 'noteCard',
  netbanking: 'noteNetbanking',
  cod: 'noteCod',
} as const satisfies Record<PaymentMethod, string>;

/** The ways to pay. */
export function PaymentSection({ method, onChoose }: { method: PaymentMethod; onChoose: (m: PaymentMethod) => void }) {
  const t = useMessages(checkoutMessages);
  return (
    <section className="checkout-section" aria-labelledby="checkout-payment">
      <h2 id="checkout-payment">{t.payment}</h2>
      <fieldset>
        <legend className="visually-hidden">{t.chooseHowToPay}</legend>
        {paymentMethods.map((m) => (
          <label key={m} className="choice">
            <input type="radio" name="payment" value={m} checked={method === m} onChange={() => onChoose(m)} />
            <span>
              {paymentMethodText(m)}
              <small>{t[paymentNotes[m]]}</small>
            </span>
          </label>
        ))}
      </fieldset>
    </section>
  );
}

/** The coupon box; it starts with the code already applied (a deal taken on the menu). */
export function CouponSection({ quote, appliedCode }: { quote: CheckoutQuote | null; appliedCode: string }) {
  const [text, setText] = useState(appliedCode);
  const t = useMessages(checkoutMessages);
  return (
    <section className="checkout-section" aria-labelledby="checkout-coupon">
      <h2 id="checkout-coupon">{t.offers}</h2>
      <form
        className="coupon-row"
        onSubmit={(e) => {
          e.preventDefault();
          applyCoupon(text);
        }}
      >
        <label htmlFor="coupon-code" className="visually-hidden">
          {t.couponCode}
        </label>
        <input
          id="coupon-code"
          name="coupon"
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder={t.couponCode}
          maxLength={20}
          autoComplete="off"
          autoCapitalize="characters"
        />
        <button type="submit" className="btn btn-ghost">
          {t.apply}
        </button>
      </form>
      {quote?.coupon && (
        <p className={quote.coupon.applied ? 'field-ok' : 'field-error'} role="status">
          {quote.coupon.message}
        </p>
      )}
    </section>
  );
}

interface BillProps {
  quote: CheckoutQuote | null;
  problem: string | null;
  blocker: PlaceBlocker | null;
  placing: boolean;
  onPlace: () => void;
}

/** The server's bill, what went wrong, and "Place order". */
export function BillSection({ quote, problem, blocker, placing, onPlace }: BillProps) {
  const t = useMessages(checkoutMessages);
  return (
    <section className="checkout-section" aria-labelledby="checkout-bill">
      <h2 id="checkout-bill">{t.billDetails}</h2>
      {quote ? (
        <BillTable bill={quote.bill} couponCode={quote.coupon?.applied ? quote.coupon.code : null} />
      ) : (
        <div className="skeleton" style={{ height: 160 }} role="status" aria-label={t.loadingBill} />
      )}
      {problem && (
        <p className="form-error" role="alert">
          {problem}
        </p>
      )}
      {blocker && (
        <p id="place-order-reason" className="place-order-reason">
          {blocker.text}
        </p>
      )}
      {/* Never `disabled`: a tap on a blocked button takes the diner to what is missing (while the
          restaurant refuses the order as it stands, it says so as disabled, and a tap shows why). */}
      <button
        type="button"
        className={`btn place-order${blocker || !quote ? ' is-blocked' : ''}`}
        aria-busy={placing}
        aria-disabled={blocker?.target === 'problems' ? true : undefined}
        aria-describedby={blocker ? 'place-order-reason' : undefined}
        onClick={onPlace}
      >
        {placing ? t.placing : quote ? t.placeOrderFor({ amount: rupees(quote.bill.total) }) : t.placeOrder}
      </button>
    </section>
  );
}
