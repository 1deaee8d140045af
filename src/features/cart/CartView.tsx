/** The cart page: the restaurant, each dish with its control and line total, what stands in the way of ordering, and the server's bill. */
import { useEffect } from 'react';
import { useStore } from '@nanostores/react';
import { useHydrated } from '#src/components/ui/useHydrated.ts';
import { localHref } from '#src/i18n/here.ts';
import { useMessages } from '#src/i18n/useMessages.ts';
import { rupees } from '#src/lib/money.ts';
import { surgeLabels } from '#src/lib/surgeFees.ts';
import { $cart } from '#src/stores/areas.ts';
import { ensureCartLoaded } from '#src/stores/cart.ts';
import { $userData } from '#src/stores/user.ts';
import { CartSummary } from './CartSummary';
import { CartConflictDialog } from './CartConflictDialog';
import { CartProblems } from './CartProblems';
import { SignInHost } from '../auth/SignInHost';
import { SignedOutNotice } from '../auth/SignedOutNotice';
import { cartMessages } from './messages/en.ts';

/** The cart page's island; it only reads the cart state (and the controls change it). */
export default function CartView() {
  const cart = useStore($cart);
  const user = useStore($userData);
  const hydrated = useHydrated();
  const t = useMessages(cartMessages);
  useEffect(() => ensureCartLoaded(), []);

  if (!hydrated || (user && cart.isLoading && !cart.data)) {
    return <div className="skeleton" style={{ height: 240 }} role="status" aria-label={t.loading} />;
  }
  if (!user) {
    return <SignedOutNotice heading={t.title} text={t.signInToSee} />;
  }
  if (cart.error) return <p role="alert">{cart.error}</p>;
  const documents = cart.data?.documents ?? [];
  if (documents.length === 0) {
    return (
      <div className="cart-empty">
        <h1>{t.empty}</h1>
        <p>{t.emptyNote}</p>
        <a className="btn" href={localHref('/')}>
          {t.seeRestaurants}
        </a>
        <SignInHost />
      </div>
    );
  }
  const { restaurant, bill, problems } = cart.data ?? {};
  return (
    <div className="cart">
      <h1>{t.title}</h1>
      <CartSummary restaurant={restaurant} documents={documents} label={t.dishesInCart} />
      <CartProblems problems={problems} menuHref={restaurant?.href} />
      {bill && (
        <table className="bill" aria-label={t.billDetails}>
          <tbody>
            <tr>
              <th scope="row">{t.itemTotal}</th>
              <td>{rupees(bill.itemTotal)}</td>
            </tr>
            <tr>
              <th scope="row">{t.deliveryFee}</th>
              <td>{bill.deliveryFee === 0 ? t.free : rupees(bill.deliveryFee)}</td>
            </tr>
            {bill.surge && bill.surge.amount > 0 && (
              <tr className="bill-surge">
                <th scope="row">{surgeLabels[bill.surge.reason] ?? bill.surge.label}</th>
                <td>{rupees(bill.surge.amount)}</td>
              </tr>
            )}
            <tr>
              <th scope="row">{t.taxes}</th>
              <td>{rupees(bill.taxesAndCharges)}</td>
            </tr>
            <tr className="bill-total">
              <th scope="row">{t.toPay}</th>
              <td>{rupees(bill.toPay)}</td>
            </tr>
          </tbody>
        </table>
      )}
      <a className="btn cart-checkout" href={localHref('/checkout')}>
        {t.proceed}
      </a>
      <CartConflictDialog />
      <SignInHost />
    </div>
  );
}
