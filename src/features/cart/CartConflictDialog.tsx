/** Asks before replacing a cart of another restaurant ('Items already in cart'). */
import { useRef } from 'react';
import { useStore } from '@nanostores/react';
import { useModalDialog } from '#src/components/ui/useModalDialog.ts';
import { $pendingAdd, dropPendingAdd, replaceCartWithPending } from '#src/stores/cart.ts';

/** The dialog; shown while an add of another restaurant's dish waits. */
export function CartConflictDialog() {
  const pending = useStore($pendingAdd);
  const box = useRef<HTMLDialogElement>(null);
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
        <h2 id="conflict-title">Items already in cart</h2>
        <p id="conflict-text">
          Your cart contains items from another restaurant. Would you like to reset your cart for adding items from this
          restaurant?
        </p>
        <div className="modal-actions">
          <button type="button" className="btn btn-ghost" onClick={dropPendingAdd}>
            No
          </button>
          <button type="button" className="btn" onClick={() => void replaceCartWithPending()}>
            Yes, start afresh
          </button>
        </div>
      </div>
    </dialog>
  );
}
