/** The full bill of a checkout or an order: every figure from the server, in rupees. */
import { useMessages } from '#src/i18n/useMessages.ts';
import { rupees } from '#src/lib/money.ts';
import type { OrderBillView } from '#src/lib/orderTypes.ts';
import { checkoutMessages } from './messages/en.ts';
import '../cart/cartSummary.css';

interface Props {
  bill: OrderBillView;
  couponCode?: string | null;
  /** The name of the table for assistive technology. */
  label?: string;
  /** A cancelled order's last line ("Refunded", "Nothing to pay") in place of "TO PAY". */
  settled?: { label: string; amount: number } | null;
}

/** Item total, discount, packaging, delivery fee, the surge fee by its reason, platform fee, GST, the rider's tip and the total to pay (or, cancelled, what was settled). */
export function BillTable({ bill, couponCode, label, settled = null }: Props) {
  const t = useMessages(checkoutMessages);
  return (
    <table className="bill" aria-label={label ?? t.billDetails}>
      <tbody>
        <tr>
          <th scope="row">{t.itemTotal}</th>
          <td>{rupees(bill.itemTotal)}</td>
        </tr>
        {bill.discount > 0 && (
          <tr className="bill-discount">
            <th scope="row">{couponCode ? t.discountWithCode({ code: couponCode }) : t.discount}</th>
            <td>−{rupees(bill.discount)}</td>
          </tr>
        )}
        <tr>
          <th scope="row">{t.packaging}</th>
          <td>{rupees(bill.packaging)}</td>
        </tr>
        <tr>
          <th scope="row">{t.deliveryFee}</th>
          <td>{bill.deliveryFee === 0 ? t.free : rupees(bill.deliveryFee)}</td>
        </tr>
        {(bill.surgeFee ?? 0) > 0 && (
          <tr className="bill-surge">
            <th scope="row">{bill.surge?.label ?? t.surgeFee}</th>
            <td>{rupees(bill.surgeFee ?? 0)}</td>
          </tr>
        )}
        <tr>
          <th scope="row">{t.platformFee}</th>
          <td>{rupees(bill.platformFee)}</td>
        </tr>
        <tr>
          <th scope="row">{t.gst}</th>
          <td>{rupees(bill.gst)}</td>
        </tr>
        {(bill.tip ?? 0) > 0 && (
          <tr className="bill-tip">
            <th scope="row">{t.tipLine}</th>
            <td>{rupees(bill.tip ?? 0)}</td>
          </tr>
        )}
        {settled ? (
          <>
            <tr>
              <th scope="row">{t.orderTotal}</th>
              <td>{rupees(bill.total)}</td>
            </tr>
            <tr className="bill-total">
              <th scope="row">{settled.label}</th>
              <td>{rupees(settled.amount)}</td>
            </tr>
          </>
        ) : (
          <tr className="bill-total">
            <th scope="row">{t.toPay}</th>
            <td>{rupees(bill.total)}</td>
          </tr>
        )}
      </tbody>
    </table>
  );
}
