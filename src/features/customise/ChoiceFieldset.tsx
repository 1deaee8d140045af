/** One group of the customisation sheet: radio buttons for a variant group, checkboxes for add-ons. */
import { useId, type Ref } from 'react';
import { groupRule, optionPrice, type ChoiceGroup } from '#src/lib/dishChoices.ts';
import { useMessages } from '#src/i18n/useMessages.ts';
import { rupees } from '#src/lib/money.ts';
import { VegMark, vegClassLabel } from '../veg/VegMark';
import { groupFull } from './customiseRules';
import { customiseMessages } from './messages/en.ts';

interface Props {
  /** The group with the options the diner's veg mode shows. */
  group: ChoiceGroup;
  picks: readonly string[];
  /** Why the add stopped at this group, shown under its rule; null when it did not. */
  problem: string | null;
  onChange: (groupId: string, optionId: string, on: boolean) => void;
  /** The sheet's first group: its chosen (or first) option takes focus when the sheet opens. */
  first: boolean;
  fieldsetRef: Ref<HTMLFieldSetElement>;
}

/** The group's name, its rule ("Up to 3 add-ons", "Required"), the reason it stops the add, and its options with their prices now. */
export function ChoiceFieldset({ group, picks, problem, onChange, first, fieldsetRef }: Props) {
  const id = useId();
  const chosen = new Set(picks);
  const full = groupFull(group, picks);
  const t = useMessages(customiseMessages);
  const rule = groupRule(group, t);
  const focusFirst = first
    ? (group.options.find((o) => chosen.has(o.id)) ?? group.options.find((o) => o.inStock))?.id
    : undefined;
  return (
    <fieldset
      ref={fieldsetRef}
      className={`choice-group${problem ? ' has-problem' : ''}`}
      // Focus comes here from "Add item" when this group stops the add.
      tabIndex={-1}
      aria-describedby={problem ? `${id}-rule ${id}-problem` : `${id}-rule`}
    >
      <legend className="choice-legend">{group.name}</legend>
      <p id={`${id}-rule`} className="choice-rule">
        <span>{rule}</span>
        {group.min > 0 && <span className="choice-required">{t.required}</span>}
      </p>
      {problem && (
        <p id={`${id}-problem`} className="choice-problem" role="alert">
          {problem}
        </p>
      )}
      {group.options.map((option) => {
        const checked = chosen.has(option.id);
        const disabled = !option.inStock || (full && !checked);
        const price = optionPrice(group, option, chosen);
        return (
          <label key={option.id} className={`choice${disabled ? ' is-disabled' : ''}`}>
            <input
              type={group.kind === 'variant' ? 'radio' : 'checkbox'}
              name={id}
              value={option.id}
              checked={checked}
              disabled={disabled}
              onChange={(event) => onChange(group.id, option.id, event.currentTarget.checked)}
              data-autofocus={option.id === focusFirst ? '' : undefined}
            />
            {/* The mark is seen; its words come after the name, so the name is read first. */}
            <span aria-hidden="true" className="choice-mark">
              <VegMark veg={option.veg} />
            </span>
            <span className="choice-name">{option.name}</span>
            <span className="choice-price">{!option.inStock ? t.soldOut : price > 0 ? `+${rupees(price)}` : ''}</span>
            <span className="visually-hidden">, {vegClassLabel[option.veg]}</span>
          </label>
        );
      })}
      <p className="choice-note" aria-live="polite">
        {full ? t.groupFull({ rule }) : ''}
      </p>
    </fieldset>
  );
}
