/**
 * "Cancel this order?": asked before an order is cancelled, so one stray tap cancels nothing.
 * It says what happens to the money; "Keep the order" has the focus (Escape and the backdrop
 * keep it too), and "Yes, cancel it" cancels.
 */
import { useCallback, useId, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import { useModalDialog } from '#src/components/ui/useModalDialog.ts';
import { useMessages } from '#src/i18n/useMessages.ts';
import type { OrderView } from '#src/lib/orderTypes.ts';
import { $cancels, cancelConfirmed, clearCancelFailure } from '#src/stores/awaitingPayment.ts';
import { ordersMessages } from './messages/en.ts';
import { cancelMoneyText } from './orderMoneyRules';

/** The question's state: `ask` opens it; confirming cancels the order and hands it to `onCancelled`. */
export interface CancelQuestion {
  open: boolean;
  busy: boolean;
  error: string | null;
  ask(): void;
  keep(): void;
  confirm(): void;
}

/** Holds the question for one order; `onCancelled` runs once the server cancelled it and the question closed. */
export function useCancelQuestion(orderId: string, onCancelled: (order: OrderView) => void): CancelQuestion {
  const [open, setOpen] = useState(false);
  const { busy = false, error = null } = useStore($cancels, { keys: [orderId] })[orderId] ?? {};
  const keep = useCallback(() => {
    // A cancel on its way cannot be called back: the question stays until the answer.
    if (!busy) setOpen(false);
  }, [busy]);
  return {
    open,
    busy,
    error,
    ask: () => {
      clearCancelFailure(orderId);
      setOpen(true);
    },
    keep,
    confirm: () => {
      void cancelConfirmed(orderId).then((order) => {
        if (!order) return;
        setOpen(false);
        onCancelled(order);
      });
    },
  };
}

/** The dialog for `order`, driven by `question`. */
export function CancelOrderDialog({ order, question }: { order: OrderView; question: CancelQuestion }) {
  const box = useRef<HTMLDialogElement>(null);
  const id = useId();
  const t = useMessages(ordersMessages);
  useModalDialog(box, question.open, question.keep);
  return (
    <dialog
      ref={box}
      className="modal-dialog"
      role="alertdialog"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
    >
      <div className="modal cancel-dialog">
        <h2 id={`${id}-title`}>{t.cancelTitle}</h2>
        <p id={`${id}-text`}>
          {t.cancelText({ number: order.number, restaurant: order.restaurant.name, money: cancelMoneyText(order) })}
        </p>
        {question.error && (
          <p className="form-error" role="alert">
            {question.error}
          </p>
        )}
        <div className="modal-actions">
          {/* Never disabled while the cancel is on its way: a disabled button would drop the focus out of the dialog. */}
          <button type="button" className="btn" data-autofocus onClick={question.keep}>
            {t.keepOrder}
          </button>
          <button type="button" className="btn btn-ghost" onClick={question.confirm}>
            {question.busy ? t.cancelling : t.yesCancel}
          </button>
        </div>
      </div>
    </dialog>
  );
}
