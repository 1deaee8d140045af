/**
 * The checkout island: the cart's lines with their controls, the delivery address (choose a
 * saved one or enter one in the area picked on /locate), the payment method, a coupon and the
 * server's bill. Its data and actions are `src/stores/checkout.ts`; the island keeps what is
 * open, typed and focused.
 */
import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { useHydrated } from '#src/components/ui/useHydrated.ts';
import { localHref } from '#src/i18n/here.ts';
import { useMessages } from '#src/i18n/useMessages.ts';
import { labelText } from '#src/lib/addressRules.ts';
import type { PaymentMethod } from '#src/lib/orderTypes.ts';
import type { SavedArea } from '#src/lib/savedAddress.ts';
import { $cart, type CartState } from '#src/stores/areas.ts';
import { $checkout, $checkoutAddresses, $quote, openCheckout, placeCheckoutOrder } from '#src/stores/checkout.ts';
import { $userData } from '#src/stores/user.ts';
import { CartSummary } from '../cart/CartSummary';
import { CartConflictDialog } from '../cart/CartConflictDialog';
import { CartProblems } from '../cart/CartProblems';
import { problemsAtCheckout } from '../availability/availabilityRules';
import { SignInHost } from '../auth/SignInHost';
import { SignedOutNotice } from '../auth/SignedOutNotice';
import { AddressSection, BillSection, CouponSection, PaymentSection } from './CheckoutSections';
import { checkoutMessages } from './messages/en.ts';
import { placeBlocker, showBlocker } from './placeBlocker';
import { DoorSection, TipSection } from './RiderSections';
import { SlotSection } from './SlotSection';
import './orders.css';

interface Props {
  /** The area the diner chose on /locate (from the address cookie), offered for a new address. */
  savedArea: SavedArea | null;
}

/** The checkout page's island: what the cart and the diner's session allow, then the checkout itself. */
export default function CheckoutView({ savedArea }: Props) {
  const cart = useStore($cart);
  const user = useStore($userData);
  const hydrated = useHydrated();
  const t = useMessages(checkoutMessages);
  useEffect(() => openCheckout(), []);

  if (!hydrated || (user && cart.isLoading && !cart.data)) {
    return <div className="skeleton" style={{ height: 320 }} role="status" aria-label={t.loadingCheckout} />;
  }
  if (!user) {
    return <SignedOutNotice heading={t.checkout} text={t.signInToPlace} />;
  }
  if (!cart.data || cart.data.documents.length === 0) {
    return (
      <div className="cart-empty">
        <h1>{t.cartEmpty}</h1>
        <p>{t.cartEmptyText}</p>
        <a className="btn" href={localHref('/')}>
          {t.seeRestaurants}
        </a>
        <SignInHost />
      </div>
    );
  }
  return <Checkout savedArea={savedArea} cart={cart.data} />;
}

/** The sections of a checkout with dishes in the cart, and "Place order". */
function Checkout({ savedArea, cart }: { savedArea: SavedArea | null; cart: CartState }) {
  const checkout = useStore($checkout);
  const addresses = useStore($checkoutAddresses).data;
  const quote = useStore($quote).data;
  const t = useMessages(checkoutMessages);
  // Whether the diner opened or closed the new-address form; until then the page opens it when
  // no address is saved (and then it takes no focus: a phone would raise its keyboard).
  const [formChoice, setFormChoice] = useState<boolean | null>(null);
  const formOpen = formChoice ?? addresses?.length === 0;
  const [addressDirty, setAddressDirty] = useState(false);
  const [method, setMethod] = useState<PaymentMethod>('upi_intent');

  const addressProblem = quote?.addressProblem ?? null;
  const chosenLabel = addresses?.find((a) => a.id === checkout.addressId)?.label;
  const blocker = placeBlocker({
    formOpen,
    addressDirty,
    hasArea: Boolean(savedArea),
    addressId: checkout.addressId,
    addressProblem: addressProblem ? (chosenLabel ? labelText(chosenLabel) : t.thisAddress) : null,
    slotNeeded: quote?.openNow === false && !checkout.slot,
    restaurantProblem: quote?.restaurantProblem,
  });
  return (
    <div className="checkout">
      <h1>{t.checkout}</h1>

      <section className="checkout-section" aria-labelledby="checkout-items">
        <h2 id="checkout-items">{t.yourOrder}</h2>
        <CartSummary restaurant={cart.restaurant} documents={cart.documents} label={t.dishesInYourOrder} />
        <CartProblems
          problems={problemsAtCheckout(cart.problems, Boolean(checkout.slot))}
          menuHref={cart.restaurant?.href}
          onOrderAhead={() => showBlocker('slot')}
          level={3}
        />
      </section>
      <SlotSection quote={quote} slot={checkout.slot} addressChosen={Boolean(checkout.addressId)} />

      <AddressSection
        savedArea={savedArea}
        addresses={addresses}
        checkout={checkout}
        addressProblem={addressProblem}
        formOpen={formOpen}
        formAutoOpened={formChoice === null}
        onOpenForm={() => setFormChoice(true)}
        onSaved={() => {
          setFormChoice(false);
          setAddressDirty(false);
        }}
        onDirty={setAddressDirty}
      />
      <DoorSection
        address={addresses?.find((a) => a.id === checkout.addressId) ?? null}
        noContact={checkout.noContact}
      />
      <PaymentSection method={method} onChoose={setMethod} />
      <TipSection tip={checkout.tip} cash={method === 'cod'} />
      <CouponSection quote={quote} appliedCode={checkout.couponCode} />
      <BillSection
        quote={quote}
        problem={checkout.problem}
        blocker={blocker}
        placing={checkout.placing}
        onPlace={() => (blocker ? showBlocker(blocker.target) : void placeCheckoutOrder(method))}
      />
      <CartConflictDialog />
      <SignInHost />
    </div>
  );
}
