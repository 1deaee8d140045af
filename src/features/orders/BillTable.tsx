/** The full bill of a checkout or an order: every figure from the server, in rupees. */
import { rupees } from '#src/lib/money.ts';
import type { OrderBillView } from '#src/lib/orderTypes.ts';
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
export function BillTable({ bill, couponCode, label = 'Bill details', settled = null }: Props) {
  return (
    <table className="bill" aria-label={label}>
      <tbody>
        <tr>
          <th scope="row">Item Total</th>
          <td>{rupees(bill.itemTotal)}</td>
        </tr>
        {bill.discount > 0 && (
          <tr className="bill-discount">
            <th scope="row">Discount{couponCode ? ` (${couponCode})` : ''}</th>
            <td>−{rupees(bill.discount)}</td>
          </tr>
        )}
        <tr>
          <th scope="row">Packaging</th>
          <td>{rupees(bill.packaging)}</td>
        </tr>
        <tr>
          <th scope="row">Delivery Fee</th>
          <td>{bill.deliveryFee === 0 ? 'FREE' : rupees(bill.deliveryFee)}</td>
        </tr>
        {(bill.surgeFee ?? 0) > 0 && (
          <tr className="bill-surge">
            <th scope="row">{bill.surge?.label ?? 'Surge fee'}</th>
            <td>{rupees(bill.surgeFee ?? 0)}</td>
          </tr>
        )}
        <tr>
          <th scope="row">Platform Fee</th>
          <td>{rupees(bill.platformFee)}</td>
        </tr>
        <tr>
          <th scope="row">GST (5% on food and packaging)</th>
          <td>{rupees(bill.gst)}</td>
        </tr>
        {(bill.tip ?? 0) > 0 && (
          <tr className="bill-tip">
            <th scope="row">Tip for your rider (100% to them)</th>
            <td>{rupees(bill.tip ?? 0)}</td>
          </tr>
        )}
        {settled ? (
          <>
            <tr>
              <th scope="row">Order total</th>
              <td>{rupees(bill.total)}</td>
            </tr>
            <tr className="bill-total">
              <th scope="row">{settled.label}</th>
              <td>{rupees(settled.amount)}</td>
            </tr>
          </>
        ) : (
          <tr className="bill-total">
            <th scope="row">TO PAY</th>
            <td>{rupees(bill.total)}</td>
          </tr>
        )}
      </tbody>
    </table>
  );
}
