/**
 * "Report this review": the reasons as radio buttons in a modal `<dialog>`; "Cancel" (Escape,
 * the backdrop) keeps nothing, "Report" sends it and thanks the diner.
 */
import { useRef, useState, type SubmitEvent } from 'react';
import { notify } from '#src/components/ui/toasts.ts';
import { useModalDialog } from '#src/components/ui/useModalDialog.ts';
import { dinerMessage } from '#src/lib/dinerMessages.ts';
import { reportReasonMessages } from '#src/lib/messages/en.ts';
import { reportReasons, type ReportReason } from '#src/lib/reviewTypes.ts';
import { useMessages } from '#src/i18n/useMessages.ts';
import { reportReview, reviewTexts } from '#src/stores/reviews.ts';
import { reviewsMessages } from './messages/en.ts';

const reasonKeys = Object.keys(reportReasons) as ReportReason[];

/** The dialog for the review `reviewId` (null: closed). */
export function ReportDialog({ reviewId, onClose }: { reviewId: string | null; onClose: () => void }) {
  const box = useRef<HTMLDialogElement>(null);
  useModalDialog(box, reviewId !== null, onClose);
  return (
    <dialog ref={box} className="modal-dialog" aria-labelledby="report-title">
      {reviewId && <ReportForm key={reviewId} reviewId={reviewId} onClose={onClose} />}
    </dialog>
  );
}

function ReportForm({ reviewId, onClose }: { reviewId: string; onClose: () => void }) {
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const t = useMessages(reviewsMessages);
  const named = useMessages(reportReasonMessages);
  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    if (!reason) {
      setProblem(t.chooseReason);
      event.currentTarget.querySelector<HTMLInputElement>('input[name="report-reason"]')?.focus();
      return;
    }
    setBusy(true);
    try {
      await reportReview(reviewId, reason);
      notify.success(reviewTexts.reported);
      onClose();
    } catch (error) {
      setProblem(dinerMessage(error));
      setBusy(false);
    }
  };
  return (
    <form className="modal report-form" noValidate onSubmit={(event) => void submit(event)}>
      <h2 id="report-title">{t.reportTitle}</h2>
      <fieldset className="report-reasons" aria-describedby={problem ? 'report-problem' : undefined}>
        <legend>{t.reportWhy}</legend>
        {reasonKeys.map((key) => (
          <label key={key} className="report-reason">
            <input
              type="radio"
              name="report-reason"
              value={key}
              checked={reason === key}
              onChange={() => {
                setReason(key);
                setProblem(null);
              }}
            />
            {named[key]}
          </label>
        ))}
      </fieldset>
      {problem && (
        <p id="report-problem" className="form-error" role="alert">
          {problem}
        </p>
      )}
      <div className="modal-actions">
        <button type="button" className="btn btn-ghost" onClick={onClose}>
          {t.cancel}
        </button>
        <button type="submit" className="btn">
          {busy ? t.reporting : t.report}
        </button>
      </div>
    </form>
  );
}
