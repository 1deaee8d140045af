/**
 * The checkout island: the cart's lines with their controls, the delivery address (choose a
 * saved one or enter one in the area picked on /locate), the payment method, a coupon and the
 * server's bill; "Place order" sends the choices with one Idempotency-Key per attempt, so a
 * double tap or a retry after a timeout makes one order.
 */
import { useEffect, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import { dinerMessage } from '#src/lib/dinerMessages.ts';
import { rupees } from '#src/lib/money.ts';
import {
  paymentMethodLabels,
  paymentMethods,
  type CheckoutQuote,
  type DeliveryAddress,
  type PaymentMethod,
} from '#src/lib/orderTypes.ts';
import { $cart } from '#src/stores/areas.ts';
import { ensureCartLoaded, loadCart } from '#src/stores/cart.ts';
import { chosenCoupon } from '#src/stores/coupon.ts';
import { fetchQuote, placeOrder } from '#src/stores/orders.ts';
import { createAddress, fetchAddresses } from '#src/stores/addresses.ts';
import type { SavedArea } from '#src/lib/savedAddress.ts';
import { NewAddressForm } from '../addresses/AddressForm';
import { addressLine, checkAddress, type AddressErrors, type AddressFormFields } from '#src/lib/addressRules.ts';
import { $userData } from '#src/stores/user.ts';
import { CartSummary } from '../cart/CartSummary';
import { CartConflictDialog } from '../cart/CartConflictDialog';
import { SignInHost } from '../auth/SignInHost';
import { SignedOutNotice } from '../auth/SignedOutNotice';
import { BillTable } from './BillTable';
import { CartReachNote } from './CartReachNote';
import { goToPayment } from './payment';
import { placeBlocker, showBlocker } from './placeBlocker';
import './orders.css';

interface Props {
  /** The area the diner chose on /locate (from the address cookie), offered for a new address. */
  savedArea: SavedArea | null;
}

const paymentNotes: Record<PaymentMethod, string> = {
  upi_intent: 'Pay with any UPI app on this phone',
  upi_collect: 'Get a payment request on your UPI ID',
  card: 'Visa, Mastercard, RuPay',
  netbanking: 'All major banks',
  cod: 'Pay the delivery partner in cash',
};

const newKey = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now()}-${Math.random().toString(36).slice(2)}`;

/** The checkout page's island. */
export default function CheckoutView({ savedArea }: Props) {
  const cart = useStore($cart);
  const user = useStore($userData);
  const [hydrated, setHydrated] = useState(false);
  const [addresses, setAddresses] = useState<DeliveryAddress[] | null>(null);
  const [addressId, setAddressId] = useState<string | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  /** Whether the page opened the address form itself (no saved address): it then takes no focus. */
  const [formAutoOpened, setFormAutoOpened] = useState(false);
  const [addressDirty, setAddressDirty] = useState(false);
  /** The address just saved: the form that held focus is gone, so focus goes to it, now chosen. */
  const [focusAddress, setFocusAddress] = useState<string | null>(null);
  const [addressErrors, setAddressErrors] = useState<AddressErrors>({});
  const [savingAddress, setSavingAddress] = useState(false);
  const [method, setMethod] = useState<PaymentMethod>('upi_intent');
  const [couponInput, setCouponInput] = useState('');
  const [couponCode, setCouponCode] = useState('');
  const [quote, setQuote] = useState<CheckoutQuote | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [placing, setPlacing] = useState(false);
  const key = useRef<string>('');

  useEffect(() => {
    setHydrated(true);
    ensureCartLoaded();
    // A deal tapped on the menu: its code is filled in and applied.
    const taken = chosenCoupon();
    if (taken) {
      setCouponInput(taken);
      setCouponCode(taken);
    }
  }, []);

  useEffect(() => {
    if (!user) return;
    fetchAddresses()
      .then((list) => {
        setAddresses(list);
        const chosen = list.find((a) => a.isDefault) ?? list[0];
        setAddressId(chosen?.id ?? null);
        setFormOpen(list.length === 0);
        setFormAutoOpened(list.length === 0);
      })
      .catch((error: unknown) => setProblem(dinerMessage(error)));
  }, [user]);

  useEffect(() => {
    if (!focusAddress) return;
    document.querySelector<HTMLInputElement>(`input[name="address"][value="${CSS.escape(focusAddress)}"]`)?.focus();
    setFocusAddress(null);
  }, [focusAddress]);

  const documents = cart.data?.documents ?? [];
  const cartShape = documents.map((d) => `${d.id}x${d.quantity}`).join(',');

  useEffect(() => {
    if (!user || !cartShape) return;
    let live = true;
    // A new bill is a new attempt: its key must not answer an order made for another bill.
    key.current = '';
    fetchQuote(addressId, couponCode)
      .then((next) => live && setQuote(next))
      .catch((error: unknown) => live && setProblem(dinerMessage(error)));
    return () => {
      live = false;
    };
  }, [user, cartShape, addressId, couponCode]);

  if (!hydrated || (user && cart.isLoading && !cart.data)) {
    return <div className="skeleton" style={{ height: 320 }} role="status" aria-label="Loading checkout" />;
  }
  if (!user) {
    return <SignedOutNotice heading="Checkout" text="Sign in to place your order." />;
  }
  if (documents.length === 0) {
    return (
      <div className="cart-empty">
        <h1>Your cart is empty</h1>
        <p>Add dishes from a restaurant to place an order.</p>
        <a className="btn" href="/">
          See restaurants near you
        </a>
        <SignInHost />
      </div>
    );
  }

  async function submitAddress(fields: AddressFormFields, area: SavedArea) {
    const { value, errors } = checkAddress(fields);
    setAddressErrors(errors);
    if (Object.keys(errors).length > 0) return;
    setSavingAddress(true);
    try {
      const saved = await createAddress({
        ...value,
        area: area.text,
        placeId: area.placeId,
        lat: area.lat,
        lng: area.lng,
      });
      setAddresses((list) => [saved, ...(list ?? [])]);
      setAddressId(saved.id);
      setFormOpen(false);
      setAddressDirty(false);
      setFocusAddress(saved.id);
      setProblem(null);
    } catch (error) {
      setProblem(dinerMessage(error));
    } finally {
      setSavingAddress(false);
    }
  }

  async function submitOrder() {
    if (!addressId || !quote || placing) return;
    setPlacing(true);
    setProblem(null);
    key.current ||= newKey();
    try {
      const answer = await placeOrder(key.current, {
        addressId,
        paymentMethod: method,
        ...(quote.coupon?.applied ? { couponCode: quote.coupon.code } : {}),
        expectedTotal: quote.bill.total,
      });
      await goToPayment(answer);
    } catch (error) {
      const status =
        (error as { status?: number; statusCode?: number }).statusCode ?? (error as { status?: number }).status;
      // A refusal ends this attempt; a lost answer keeps the key, so a retry finds the same order.
      if (typeof status === 'number' && status < 500) key.current = '';
      setProblem(dinerMessage(error));
      setPlacing(false);
      if (status === 409) void loadCart();
    }
  }

  const restaurant = cart.data?.restaurant;
  const addressProblem = quote?.addressProblem ?? null;
  const chosenLabel = addresses?.find((a) => a.id === addressId)?.label ?? 'this address';
  const blocker = placeBlocker({
    formOpen,
    addressDirty,
    hasArea: Boolean(savedArea),
    addressId,
    addressProblem: addressProblem ? chosenLabel : null,
  });
  return (
    <div className="checkout">
      <h1>Checkout</h1>

      <section className="checkout-section" aria-labelledby="checkout-items">
        <h2 id="checkout-items">Your order</h2>
        <CartSummary restaurant={restaurant} documents={documents} label="Dishes in your order" />
      </section>

      <section className="checkout-section" aria-labelledby="checkout-address">
        <h2 id="checkout-address">Delivery address</h2>
        <CartReachNote area={savedArea} />
        {addresses && addresses.length > 0 && (
          <fieldset>
            <legend className="visually-hidden">Choose a delivery address</legend>
            {addresses.map((a) => (
              <label key={a.id} className="choice">
                <input
                  type="radio"
                  name="address"
                  value={a.id}
                  checked={addressId === a.id}
                  onChange={() => setAddressId(a.id)}
                />
                <span>
                  <b>{a.label}</b>
                  <small>{addressLine(a)}</small>
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
        {formOpen ? (
          <NewAddressForm
            idPrefix="checkout-address"
            area={savedArea}
            errors={addressErrors}
            saving={savingAddress}
            onSubmit={(fields, area) => void submitAddress(fields, area)}
            onDirty={setAddressDirty}
            autoFocus={!formAutoOpened}
          />
        ) : (
          <button
            type="button"
            className="btn btn-ghost"
            onClick={() => {
              setFormAutoOpened(false);
              setFormOpen(true);
            }}
          >
            Add a new address
          </button>
        )}
      </section>

      <section className="checkout-section" aria-labelledby="checkout-payment">
        <h2 id="checkout-payment">Payment</h2>
        <fieldset>
          <legend className="visually-hidden">Choose how to pay</legend>
          {paymentMethods.map((m) => (
            <label key={m} className="choice">
              <input type="radio" name="payment" value={m} checked={method === m} onChange={() => setMethod(m)} />
              <span>
                {paymentMethodLabels[m]}
                <small>{paymentNotes[m]}</small>
              </span>
            </label>
          ))}
        </fieldset>
      </section>

      <section className="checkout-section" aria-labelledby="checkout-coupon">
        <h2 id="checkout-coupon">Offers</h2>
        <form
          className="coupon-row"
          onSubmit={(e) => {
            e.preventDefault();
            setCouponCode(couponInput.trim().toUpperCase());
          }}
        >
          <label htmlFor="coupon-code" className="visually-hidden">
            Coupon code
          </label>
          <input
            id="coupon-code"
            name="coupon"
            value={couponInput}
            onChange={(e) => setCouponInput(e.target.value)}
            placeholder="Coupon code"
            maxLength={20}
            autoComplete="off"
            autoCapitalize="characters"
          />
          <button type="submit" className="btn btn-ghost">
            Apply
          </button>
        </form>
        {quote?.coupon && (
          <p className={quote.coupon.applied ? 'field-ok' : 'field-error'} role="status">
            {quote.coupon.message}
          </p>
        )}
      </section>

      <section className="checkout-section" aria-labelledby="checkout-bill">
        <h2 id="checkout-bill">Bill details</h2>
        {quote ? (
          <BillTable bill={quote.bill} couponCode={quote.coupon?.applied ? quote.coupon.code : null} />
        ) : (
          <div className="skeleton" style={{ height: 160 }} role="status" aria-label="Loading the bill" />
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
        {/* Never `disabled`: a tap on a blocked button takes the diner to what is missing. */}
        <button
          type="button"
          className={`btn place-order${blocker || !quote ? ' is-blocked' : ''}`}
          aria-busy={placing}
          aria-describedby={blocker ? 'place-order-reason' : undefined}
          onClick={() => (blocker ? showBlocker(blocker.target) : void submitOrder())}
        >
          {placing ? 'Placing your order…' : quote ? `Place order · ${rupees(quote.bill.total)}` : 'Place order'}
        </button>
      </section>
      <CartConflictDialog />
      <SignInHost />
    </div>
  );
}
