/**
 * "Notify me about this order" on the order page: subscribes this device to the order's status
 * changes, and says where things stand (on, blocked by the browser and how to allow it, not
 * possible on this browser). Its words are in `notifyRules.ts`, its work in `src/stores/push.ts`.
 */
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { useMessages } from '#src/i18n/useMessages.ts';
import type { OrderStatus } from '#src/lib/orderTypes.ts';
import { $orderPush, checkOrderPush, notifyAboutOrder, stopOrderPush } from '#src/stores/push.ts';
import { notifyMessages } from './messages/en.ts';
import { canAsk, notifyNote, offersNotifications } from './notifyRules';
import './push.css';

interface Props {
  orderId: string;
  status: OrderStatus;
}

/** The order page's notification control. */
export function NotifyButton({ orderId, status }: Props) {
  const state = useStore($orderPush, { keys: [orderId] })[orderId] ?? 'checking';
  const offered = offersNotifications(status);
  const t = useMessages(notifyMessages);
  useEffect(() => {
    if (offered) void checkOrderPush(orderId);
  }, [orderId, offered]);
  if (!offered || state === 'checking') return null;
  const note = notifyNote(state);
  return (
    <div className="notify-push">
      {state === 'on' ? (
        <button type="button" className="btn btn-ghost" onClick={() => void stopOrderPush(orderId)}>
          {t.stop}
        </button>
      ) : canAsk(state) ? (
        <button
          type="button"
          className="btn"
          disabled={state === 'asking'}
          onClick={() => void notifyAboutOrder(orderId)}
        >
          {t.button}
        </button>
      ) : null}
      {/* Polite: the diner hears the outcome of their tap without losing their place. */}
      <p className="notify-push-note" role="status" aria-live="polite">
        {note}
      </p>
    </div>
  );
}
