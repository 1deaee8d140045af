/** Asks before replacing a cart of another restaurant ('Items already in cart'). */
import { useRef } from 'react';
import { useStore } from '@nanostores/react';
import { useFocusTrap } from '../../components/ui/useFocusTrap';
import { $pendingAdd, replaceCartWithPending } from '../../stores/cart';

/** The dialog; shown while an add of another restaurant's dish waits. */
export function CartConflictDialog() {
  const pending = useStore($pendingAdd);
  const box = useRef<HTMLDivElement>(null);
  const open = pending?.reason === 'other-restaurant';
  const close = () => $pendingAdd.set(null);
  useFocusTrap(box, open, close);
  if (!open) return null;
  return (
    <div className="modal-backdrop" onClick={close}>
      <div ref={box} className="modal conflict-dialog" role="alertdialog" aria-modal="true" aria-labelledby="conflict-title" aria-describedby="conflict-text" onClick={(e) => e.stopPropagation()}>
        <h2 id="conflict-title">Items already in cart</h2>
        <p id="conflict-text">Your cart contains items from another restaurant. Would you like to reset your cart for adding items from this restaurant?</p>
        <div className="modal-actions">
          <button type="button" className="btn btn-ghost" onClick={close}>
            No
          </button>
          <button type="button" className="btn" onClick={() => void replaceCartWithPending()}>
            Yes, start afresh
          </button>
        </div>
      </div>
    </div>
  );
}
