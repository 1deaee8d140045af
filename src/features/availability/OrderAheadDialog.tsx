/** Asks before a dish that cannot come now is added: why, and ordering ahead with a delivery time chosen at checkout. */
import { useRef } from 'react';
import { useStore } from '@nanostores/react';
import { useModalDialog } from '#src/components/ui/useModalDialog.ts';
import { useMessages } from '#src/i18n/useMessages.ts';
import { $aheadQuestion, answerOrderAhead } from '#src/stores/orderAhead.ts';
import { availabilityMessages } from './messages/en.ts';

/** The dialog; shown while an ADD waits for the diner's answer. */
export function OrderAheadDialog() {
  const question = useStore($aheadQuestion);
  const box = useRef<HTMLDialogElement>(null);
  const t = useMessages(availabilityMessages);
  useModalDialog(box, question !== null, () => void answerOrderAhead(false));
  return (
    <dialog ref={box} className="modal-dialog" aria-labelledby="ahead-title" aria-describedby="ahead-text">
      <div className="modal">
        <h2 id="ahead-title">{t.aheadTitle}</h2>
        <p id="ahead-text">{question?.text}</p>
        <div className="modal-actions">
          <button type="button" className="btn btn-ghost" onClick={() => void answerOrderAhead(false)}>
            {t.notNow}
          </button>
          <button type="button" className="btn" data-autofocus onClick={() => void answerOrderAhead(true)}>
            {t.orderAhead}
          </button>
        </div>
      </div>
    </dialog>
  );
}
