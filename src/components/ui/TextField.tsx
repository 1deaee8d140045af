/** A labelled text field with its note and its error, tied to the input for screen readers. */
import type { InputHTMLAttributes, TextareaHTMLAttributes } from 'react';

type Shared = {
  /** The input's id; the error and note ids derive from it. */
  id: string;
  label: string;
  /** What is wrong with the value, shown under the field. */
  error?: string | undefined;
  /** A hint shown under the field. */
  note?: string;
};

type Props =
  | (Shared & { multiline?: false } & Omit<InputHTMLAttributes<HTMLInputElement>, 'id'>)
  | (Shared & { multiline: true } & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'>);

/** The label above, the input, then the note and the error. */
export function TextField(props: Props) {
  const { id, label, error, note, multiline, ...rest } = props;
  const described = [note && `${id}-note`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
  const shared = { id, 'aria-invalid': Boolean(error), 'aria-describedby': described };
  return (
    <div className="text-field">
      <label htmlFor={id}>{label}</label>
      {multiline ? (
        <textarea {...(rest as TextareaHTMLAttributes<HTMLTextAreaElement>)} {...shared} />
      ) : (
        <input {...(rest as InputHTMLAttributes<HTMLInputElement>)} {...shared} />
      )}
      {note && (
        <p id={`${id}-note`} className="field-note">
          {note}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}
