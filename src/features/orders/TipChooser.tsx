/** The rider's tip: ₹20, ₹30, ₹50 or another amount (checkout and a delivered order's page), and that the rider gets all of it. */
import { useId, useState } from 'react';
import { useMessages } from '#src/i18n/useMessages.ts';
import { rupees } from '#src/lib/money.ts';
import { tipPresets, tipProblem, typedTip } from '#src/lib/tipRules.ts';
import { checkoutMessages } from './messages/en.ts';

interface Props {
  /** The tip chosen, in paise (0: none). */
  value: number;
  /** Called with a tip the rules allow (0: none); an amount typed but refused is not passed on. */
  onChange: (paise: number) => void;
  /** Offer "No tip" (checkout); a tip after delivery starts with ₹30 chosen instead. */
  allowNone: boolean;
  /** The fieldset's legend. */
  legend: string;
}

/** Radio buttons for the amounts offered, "Other" with a field in rupees, the tip's error and the promise. */
export function TipChooser({ value, onChange, allowNone, legend }: Props) {
  const id = useId();
  const t = useMessages(checkoutMessages);
  const preset = (tipPresets as readonly number[]).includes(value);
  const [other, setOther] = useState(value > 0 && !preset);
  const [typed, setTyped] = useState(value > 0 && !preset ? String(value / 100) : '');
  const typedPaise = typedTip(typed);
  const problem =
    other && typed !== '' ? (Number.isNaN(typedPaise) ? t.tipWholeRupees : tipProblem(typedPaise, true)) : null;
  const choose = (paise: number) => {
    setOther(false);
    onChange(paise);
  };
  return (
    <fieldset className="tip-chooser" aria-describedby={`${id}-all`}>
      <legend>{legend}</legend>
      <div className="tip-options">
        {allowNone && (
          <label className="tip-option">
            <input type="radio" name={`${id}-tip`} checked={!other && value === 0} onChange={() => choose(0)} />
            <span>{t.noTip}</span>
          </label>
        )}
        {tipPresets.map((paise) => (
          <label key={paise} className="tip-option">
            <input type="radio" name={`${id}-tip`} checked={!other && value === paise} onChange={() => choose(paise)} />
            <span>{rupees(paise)}</span>
          </label>
        ))}
        <label className="tip-option">
          <input
            type="radio"
            name={`${id}-tip`}
            checked={other}
            onChange={() => {
              setOther(true);
              const paise = typedTip(typed);
              onChange(!Number.isNaN(paise) && !tipProblem(paise, true) ? paise : 0);
            }}
          />
          <span>{t.otherTip}</span>
        </label>
      </div>
      {other && (
        <div className="tip-other">
          <label htmlFor={`${id}-amount`}>{t.tipInRupees}</label>
          <input
            id={`${id}-amount`}
            inputMode="numeric"
            autoComplete="off"
            maxLength={6}
            value={typed}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? `${id}-error` : undefined}
            onChange={(e) => {
              setTyped(e.target.value);
              const paise = typedTip(e.target.value);
              onChange(!Number.isNaN(paise) && !tipProblem(paise, true) ? paise : 0);
            }}
          />
          {problem && (
            <p id={`${id}-error`} className="field-error">
              {problem}
            </p>
          )}
        </div>
      )}
      <p id={`${id}-all`} className="tip-all">
        {t.riderGetsAll}
      </p>
    </fieldset>
  );
}
