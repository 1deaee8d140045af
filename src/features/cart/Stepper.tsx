/** The quantity stepper of a dish or a cart line: minus, the count, plus. */
import type { Ref } from 'react';
import { useMessages } from '#src/i18n/useMessages.ts';
import './addControl.css';
import { cartMessages } from './messages/en.ts';

interface Props {
  /** What the buttons name: the dish, or a line with its choices. */
  label: string;
  count: number;
  busy: boolean;
  onMinus: () => void;
  onPlus: () => void;
  plusRef?: Ref<HTMLButtonElement>;
  /** Called when a pointer or focus reaches a button, before it is pressed. */
  onReach?: (() => void) | undefined;
  /** Plus opens a dialog (the customisation sheet) rather than adding at once. */
  opensDialog?: boolean;
}

/** Minus, count and plus in a group named after what they count. */
export function Stepper({ label, count, busy, onMinus, onPlus, plusRef, onReach, opensDialog = false }: Props) {
  const t = useMessages(cartMessages);
  return (
    <fieldset className="add-stepper" aria-label={t.quantity({ item: label })} aria-busy={busy}>
      <button type="button" onClick={onMinus} onPointerDown={onReach} aria-label={t.removeOne({ item: label })}>
        −
      </button>
      <span aria-live="polite" data-testid="dish-count">
        {count}
      </span>
      <button
        ref={plusRef}
        type="button"
        onClick={onPlus}
        onPointerEnter={onReach}
        onPointerDown={onReach}
        onFocus={onReach}
        aria-haspopup={opensDialog ? 'dialog' : undefined}
        aria-label={t.addOneMore({ item: label })}
      >
        +
      </button>
    </fieldset>
  );
}
