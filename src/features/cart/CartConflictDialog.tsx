/** Asks before replacing a cart of another restaurant ('Items already in cart'). */
import { useRef } from 'react';
import { useStore } from '@nanostores/react';
import { useModalDialog } from '#src/components/ui/useModalDialog.ts';
import { useMessages } from '#src/i18n/useMessages.ts';
import { $pendingAdd, dropPendingAdd, replaceCartWithPending } from '#src/stores/cart.ts';
import { cartMessages } from './messages/en.ts';

/** The dialog; shown while an add of another restaurant's dish waits. */
export function CartConflictDialog() {
  const pending = useStore($pendingAdd);
  const box = useRef<HTMLDialogElement>(null);
  const t = useMessages(cartMessages);
  const open = pending?.reason === 'other-restaurant';
  useModalDialog(box, open, dropPendingAdd);
  return (
    <dialog
      ref={box}
      className="modal-dialog"
      role="alertdialog"
      aria-labelledby="conflict-title"
      aria-describedby="conflict-text"
    >
      <div className="modal conflict-dialog">
        <h2 id="conflict-title">{t.conflictTitle}</h2>
        <p id="conflict-text">{t.conflictText}</p>
        <div className="modal-actions">
          <button type="button" className="btn btn-ghost" onClick={dropPendingAdd}>
            {t.no}
          </button>
          <button type="button" className="btn" onClick={() => void replaceCartWithPending()}>
            {t.startAfresh}
          </button>
        </div>
      </div>
    </dialog>
  );
}
