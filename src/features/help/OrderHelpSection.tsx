/**
 * "Help" on an order's page: the diner's requests about it with their answers and refunds, and
 * "Get help", which opens the help form while a reason is still open to the order.
 */
import { helpReasons } from '#src/lib/helpTypes.ts';
import type { OrderView } from '#src/lib/orderTypes.ts';
import { openHelp } from '#src/stores/help.ts';
import { HelpDialog } from './HelpDialog';
import { helpDishesText, helpStateText } from './helpFormRules';
import './help.css';

/** Why no help can be asked now, in words for diners. */
function noHelpText(order: OrderView): string {
  if (order.status === 'cancelled') return 'This order was cancelled. Any online payment is refunded in full.';
  if (order.help?.requests.some((request) => request.status === 'open'))
    return 'Our team is looking at your request and will answer here.';
  return 'You can ask for help here once your order is on its way.';
}

/** The section, on every order. */
export function OrderHelpSection({ order }: { order: OrderView }) {
  const requests = order.help?.requests ?? [];
  const reasons = order.help?.reasons ?? [];
  return (
    <section className="order-help" aria-labelledby="order-help-title">
      <h2 id="order-help-title">Help</h2>
      {requests.length > 0 && (
        <ul className="help-requests" aria-label="Your requests">
          {requests.map((request) => (
            <li key={request.id} className="help-request">
              <p>
                <b>{helpReasons[request.reason]}</b>
                {request.dishes.length > 0 && ` · ${helpDishesText(request)}`}
              </p>
              <p className={request.status === 'refunded' ? 'help-state is-refunded' : 'help-state'}>
                {helpStateText(request)}
              </p>
              {request.answer && <p>{request.answer}</p>}
            </li>
          ))}
        </ul>
      )}
      {reasons.length > 0 ? (
        <button type="button" className="btn btn-ghost" aria-haspopup="dialog" onClick={() => openHelp(order.id)}>
          Get help
        </button>
      ) : (
        <p className="field-note">{noHelpText(order)}</p>
      )}
      <HelpDialog order={order} />
    </section>
  );
}
