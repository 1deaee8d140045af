/** The cart page: the restaurant, each dish with its control and line total, what stands in the way of ordering, and the server's bill. */
import { useEffect } from 'react';
import { useStore } from '@nanostores/react';
import { useHydrated } from '#src/components/ui/useHydrated.ts';
import { rupees } from '#src/lib/money.ts';
import { $cart } from '#src/stores/areas.ts';
import { ensureCartLoaded } from '#src/stores/cart.ts';
import { $userData } from '#src/stores/user.ts';
import { CartSummary } from './CartSummary';
import { CartConflictDialog } from './CartConflictDialog';
import { CartProblems } from './CartProblems';
import { SignInHost } from '../auth/SignInHost';
import { SignedOutNotice } from '../auth/SignedOutNotice';

/** The cart page's island; it only reads the cart state (and the controls change it). */
export default function CartView() {
  const cart = useStore($cart);
  const user = useStore($userData);
  const hydrated = useHydrated();
  useEffect(() => ensureCartLoaded(), []);

  if (!hydrated || (user && cart.isLoading && !cart.data)) {
    return <div className="skeleton" style={{ height: 240 }} role="status" aria-label="Loading your cart" />;
  }
  if (!user) {
    return <SignedOutNotice heading="Your cart" text="Sign in to see your cart." />;
  }
  if (cart.error) return <p role="alert">{cart.error}</p>;
  const documents = cart.data?.documents ?? [];
  if (documents.length === 0) {
    return (
      <div className="cart-empty">
        <h1>Your cart is empty</h1>
        <p>You can go to the home page to view more restaurants.</p>
        <a className="btn" href="/">
          See restaurants near you
        </a>
        <SignInHost />
      </div>
    );
  }
  const { restaurant, bill, problems } = cart.data ?? {};
  return (
    <div className="cart">
      <h1>Your cart</h1>
      <CartSummary restaurant={restaurant} documents={documents} label="Dishes in your cart" />
      <CartProblems problems={problems} menuHref={restaurant?.href} />
      {bill && (
        <table className="bill" aria-label="Bill details">
          <tbody>
            <tr>
              <th scope="row">Item Total</th>
              <td>{rupees(bill.itemTotal)}</td>
            </tr>
            <tr>
              <th scope="row">Delivery Fee</th>
              <td>{bill.deliveryFee === 0 ? 'FREE' : rupees(bill.deliveryFee)}</td>
            </tr>
            {bill.surge && bill.surge.amount > 0 && (
              <tr className="bill-surge">
                <th scope="row">{bill.surge.label}</th>
                <td>{rupees(bill.surge.amount)}</td>
              </tr>
            )}
            <tr>
              <th scope="row">Taxes and Charges</th>
              <td>{rupees(bill.taxesAndCharges)}</td>
            </tr>
            <tr className="bill-total">
              <th scope="row">TO PAY</th>
              <td>{rupees(bill.toPay)}</td>
            </tr>
          </tbody>
        </table>
      )}
      <a className="btn cart-checkout" href="/checkout">
        Proceed to checkout
      </a>
      <CartConflictDialog />
      <SignInHost />
    </div>
  );
}
