/** The form of a delivery address: its label, flat, floor, landmark and instructions; the area is shown, chosen on /locate. */
import { useEffect, useRef, useState, type SubmitEvent } from 'react';
import { localHref } from '#src/i18n/here.ts';
import { useMessages } from '#src/i18n/useMessages.ts';
import { addressLabels, addressLimits } from '#src/lib/orderTypes.ts';
import { TextField } from '#src/components/ui/TextField.tsx';
import { useFocusFirstError } from '#src/components/ui/useFocusFirstError.ts';
import type { SavedArea } from '#src/lib/savedAddress.ts';
import { formFieldsOf, labelText, type AddressErrors, type AddressFormFields } from '#src/lib/addressRules.ts';
import { fillText, keep } from '../orders/fillText';
import { addressMessages } from './messages/en.ts';
import './addressForm.css';

interface Props {
  /** Prefix of the inputs' ids, unique on the page. */
  idPrefix: string;
  /** The form's accessible name ("New address", "Edit Home"). */
  name: string;
  initial: AddressFormFields;
  /** The area the address is in. */
  area: string;
  /** Whether the area can be changed on /locate (a new address). */
  areaChangeable: boolean;
  errors: AddressErrors;
  saving: boolean;
  submitLabel: string;
  onSubmit: (fields: AddressFormFields) => void;
  onCancel?: (() => void) | undefined;
  /** Told whether anything was typed or chosen since the form opened (checkout names an unsaved address). */
  onDirty?: ((dirty: boolean) => void) | undefined;
  /** Whether the first field takes focus on opening (false when the page opened the form itself). */
  autoFocus?: boolean | undefined;
}

/** The address fields; the caller saves them and passes back what is wrong. */
export function AddressForm(props: Props) {
  const { idPrefix: id, errors } = props;
  const [fields, setFields] = useState<AddressFormFields>(props.initial);
  const form = useRef<HTMLFormElement>(null);
  const t = useMessages(addressMessages);
  // The form replaces the button that opened it: focus follows into its first text field. A form
  // the page opened on its own leaves focus alone (a phone would raise its keyboard over the page).
  const autoFocus = props.autoFocus ?? true;
  useEffect(() => {
    if (autoFocus) form.current?.querySelector<HTMLInputElement>('input[type="text"], input:not([type])')?.focus();
  }, [autoFocus]);
  useFocusFirstError(form, errors);
  const { onDirty, initial } = props;
  useEffect(() => {
    onDirty?.((Object.keys(fields) as (keyof AddressFormFields)[]).some((key) => fields[key] !== initial[key]));
  }, [fields, initial, onDirty]);
  const change = (key: keyof AddressFormFields) => (event: { target: { value: string } }) =>
    setFields({ ...fields, [key]: event.target.value });
  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    props.onSubmit(fields);
  };

  return (
    <form ref={form} className="address-form" onSubmit={submit} aria-label={props.name} noValidate>
      <p className="field-note">
        {fillText(t.area(keep('area')), { area: <b translate="no">{props.area}</b> })}
        {props.areaChangeable && (
          <>
            {' '}
            (<a href={localHref('/locate')}>{t.change}</a>)
          </>
        )}
      </p>
      <fieldset className="label-choice">
        <legend>{t.saveAs}</legend>
        {addressLabels.map((label) => (
          <label key={label}>
            <input
              type="radio"
              name={`${id}-label`}
              value={label}
              checked={fields.label === label}
              onChange={() => setFields({ ...fields, label })}
            />{' '}
            {labelText(label)}
          </label>
        ))}
      </fieldset>
      <TextField
        id={`${id}-flat`}
        label={t.flatLabel}
        value={fields.flat}
        onChange={change('flat')}
        maxLength={addressLimits.flat * 2}
        autoComplete="address-line1"
        error={errors.flat}
      />
      <TextField
        id={`${id}-floor`}
        label={t.floorLabel}
        value={fields.floor}
        onChange={change('floor')}
        maxLength={addressLimits.floor * 2}
        error={errors.floor}
      />
      <TextField
        id={`${id}-landmark`}
        label={t.landmarkLabel}
        value={fields.landmark}
        onChange={change('landmark')}
        maxLength={addressLimits.landmark * 2}
        error={errors.landmark}
      />
      <TextField
        id={`${id}-instructions`}
        label={t.instructionsLabel}
        multiline
        rows={2}
        value={fields.instructions}
        onChange={change('instructions')}
        maxLength={addressLimits.instructions * 2}
        error={errors.instructions}
      />
      <div className="form-actions">
        <button type="submit" className="btn" disabled={props.saving} aria-busy={props.saving}>
          {props.saving ? t.saving : props.submitLabel}
        </button>
        {props.onCancel && (
          <button type="button" className="btn btn-ghost" onClick={props.onCancel}>
            {t.cancel}
          </button>
        )}
      </div>
    </form>
  );
}

interface NewAddressProps {
  /** Prefix of the inputs' ids, unique on the page. */
  idPrefix: string;
  /** The area chosen on /locate, where a new address goes (null: none chosen yet). */
  area: SavedArea | null;
  errors: AddressErrors;
  saving: boolean;
  onSubmit: (fields: AddressFormFields, area: SavedArea) => void;
  onCancel?: (() => void) | undefined;
  onDirty?: ((dirty: boolean) => void) | undefined;
  autoFocus?: boolean | undefined;
}

const emptyFields = formFieldsOf(null);

/** The form of a new address in the area chosen on /locate; with no area chosen, the way to choose one. */
export function NewAddressForm({ area, onSubmit, ...props }: NewAddressProps) {
  const t = useMessages(addressMessages);
  if (!area)
    return (
      <p>
        {fillText(t.chooseAreaText, {
          link: (
            <a href={localHref('/locate')} id={`${props.idPrefix}-choose-area`}>
              {t.chooseAreaLink}
            </a>
          ),
        })}
      </p>
    );
  return (
    <AddressForm
      {...props}
      name={t.newAddress}
      initial={emptyFields}
      area={area.text}
      areaChangeable
      submitLabel={t.saveAddress}
      onSubmit={(fields) => onSubmit(fields, area)}
    />
  );
}
