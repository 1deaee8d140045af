/**
 * "Help" on an order's page: the diner's requests about it with their answers and refunds, and
 * "Get help", which opens the help form while a reason is still open to the order. The form's
 * code loads the first time it opens; the Orders list's "Help" (`#help`) opens it on arrival.
 */
import { useStore } from '@nanostores/react';
import { Suspense, useEffect } from 'react';
import { lazyDialog } from '#src/components/ui/lazyDialog.ts';
import { textsOf, useMessages } from '#src/i18n/useMessages.ts';
import { notify } from '#src/components/ui/toasts.ts';
import { helpTexts } from '#src/lib/helpTypes.ts';
import { helpReasonMessages } from '#src/lib/messages/en.ts';
import type { OrderView } from '#src/lib/orderTypes.ts';
import { $helpForm, closeHelp, openHelp } from '#src/stores/help.ts';
import { helpDishesText, helpFormTexts, helpStateText } from './helpFormRules';
import { helpMessages } from './messages/en.ts';
import './help.css';

/** Why no help can be asked now, in words for diners. */
function noHelpText(order: OrderView): string {
  if (order.status === 'cancelled') return helpFormTexts.cancelled;
  if (order.help?.requests.some((request) => request.status === 'open')) return helpFormTexts.teamLooking;
  if (order.status === 'delivered') return helpTexts.tooLate;
  return helpFormTexts.notYet;
}

/** What a diner reads when the form's code could not be fetched (a dropped connection). */
export const helpLoadFailed = (): string => textsOf(helpMessages).loadFailed;

const HelpDialog = lazyDialog(
  () => import('./HelpDialog'),
  () => {
    closeHelp();
    notify.error(helpLoadFailed());
  },
);
let everOpened = false;
let arrivalHandled = false;

/** The form, once it has been asked for; nothing before. */
function HelpHost({ order }: { order: OrderView }) {
  const open = useStore($helpForm) !== null;
  if (open) everOpened = true;
  if (!everOpened) return null;
  return (
    <Suspense fallback={null}>
      <HelpDialog order={order} />
    </Suspense>
  );
}

/** The section, on every order. */
export function OrderHelpSection({ order }: { order: OrderView }) {
  const requests = order.help?.requests ?? [];
  const reasons = order.help?.reasons ?? [];
  const canAsk = reasons.length > 0;
  const t = useMessages(helpMessages);
  const named = useMessages(helpReasonMessages);
  // Arriving from the Orders list's "Help": the form opens at once when help can be asked.
  useEffect(() => {
    if (arrivalHandled || !canAsk || window.location.hash !== '#help') return;
    arrivalHandled = true;
    openHelp(order.id);
  }, [canAsk, order.id]);
  return (
    <section id="help" className="order-help" aria-labelledby="order-help-title">
      <h2 id="order-help-title">{t.section}</h2>
      {requests.length > 0 && (
        <ul className="help-requests" aria-label={t.yourRequests}>
          {requests.map((request) => (
            <li key={request.id} className="help-request">
              <p>
                <b>{named[request.reason]}</b>
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
      {canAsk ? (
        <button type="button" className="btn btn-ghost" aria-haspopup="dialog" onClick={() => openHelp(order.id)}>
          {t.getHelp}
        </button>
      ) : (
        <p className="field-note">{noHelpText(order)}</p>
      )}
      <HelpHost order={order} />
    </section>
  );
}
