/** Asks before an address is deleted ("Delete this address?"), naming it. */
import { useRef } from 'react';
import { useModalDialog } from '#src/components/ui/useModalDialog.ts';
import { useMessages } from '#src/i18n/useMessages.ts';
import type { DeliveryAddress } from '#src/lib/orderTypes.ts';
import { addressLine, addressTexts, labelText } from '#src/lib/addressRules.ts';
import { addressMessages } from './messages/en.ts';

interface Props {
  /** The address asked about; null keeps the dialog closed. */
  address: DeliveryAddress | null;
  /** Keep, Escape or a tap beside the box: nothing is deleted. */
  onKeep: () => void;
  onDelete: (address: DeliveryAddress) => void;
}

/** A native modal dialog: the browser keeps focus inside it and gives it back to Delete on Keep. */
export function DeleteAddressDialog({ address, onKeep, onDelete }: Props) {
  const box = useRef<HTMLDialogElement>(null);
  const t = useMessages(addressMessages);
  useModalDialog(box, address !== null, onKeep);
  return (
    <dialog
      ref={box}
      className="modal-dialog"
      role="alertdialog"
      aria-labelledby="delete-address-title"
      aria-describedby="delete-address-text"
    >
      {address && (
        <div className="modal">
          <h2 id="delete-address-title">{addressTexts.deleteQuestion}</h2>
          <p id="delete-address-text">
            <b>{labelText(address.label)}</b>: {addressLine(address)}
          </p>
          <div className="modal-actions">
            {/* Keep is where focus starts: Enter on a stray open deletes nothing. */}
            <button type="button" className="btn btn-ghost" onClick={onKeep} data-autofocus>
              {t.keep}
            </button>
            <button type="button" className="btn" onClick={() => onDelete(address)}>
              {t.delete}
            </button>
          </div>
        </div>
      )}
    </dialog>
  );
}
