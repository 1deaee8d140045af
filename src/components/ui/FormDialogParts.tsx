/**
 * The parts every form in a modal dialog shares (the rating form, the help form): the head with
 * its title and close button, the field a problem names focused once it shows, and the footer
 * with the failure said aloud and the submit button. Their look is in `src/features/reviews/reviews.css`.
 */
import { type ReactNode, type RefObject, useEffect, useRef, useState } from 'react';
import { useMessages } from '#src/i18n/useMessages.ts';
import { uiMessages } from './messages/en.ts';

/** The dialog's title (its `aria-labelledby` target) and a close button. */
export function DialogHead(props: { titleId: string; title: string; onClose: () => void }) {
  const t = useMessages(uiMessages);
  return (
    <div className="rating-head">
      <h2 id={props.titleId}>{props.title}</h2>
      <button type="button" className="rating-close" onClick={props.onClose} aria-label={t.close}>
        ✕
      </button>
    </div>
  );
}

/** A problem found in a form before sending: which field, and the diner's words for why. */
export interface FieldProblem<Field extends string> {
  field: Field;
  message: string;
}

/** A form's problem, its field's words (`errorOf`), and focus moved to the field each new problem names. */
export function useFieldProblem<Field extends string>(selectors: Record<Field, string>) {
  const [problem, setProblem] = useState<FieldProblem<Field> | null>(null);
  const form = useRef<HTMLFormElement>(null);
  useFocusProblem(problem, selectors, form);
  const errorOf = (field: Field) => (problem?.field === field ? problem.message : null);
  return { problem, setProblem, errorOf, form };
}

function useFocusProblem<Field extends string>(
  problem: FieldProblem<Field> | null,
  selectors: Record<Field, string>,
  form: RefObject<HTMLFormElement | null>,
): void {
  useEffect(() => {
    if (problem) form.current?.querySelector<HTMLElement>(selectors[problem.field])?.focus();
  }, [problem, selectors, form]);
}

/** The failure of the last send (an alert), then the actions: `children` first, the submit button last. */
export function FormFooter(props: {
  failure: string | null;
  busy: boolean;
  submitLabel: string;
  children?: ReactNode;
}) {
  const t = useMessages(uiMessages);
  return (
    <>
      {props.failure && (
        <p className="form-error" role="alert">
          {props.failure}
        </p>
      )}
      <div className="modal-actions rating-actions">
        {props.children}
        <button type="submit" className="btn">
          {props.busy ? t.sending : props.submitLabel}
        </button>
      </div>
    </>
  );
}
