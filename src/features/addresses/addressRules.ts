/** The address form's rules and texts, one place for the form, the address book and their tests. */
import { addressLimits, type AddressLabel, type DeliveryAddress } from '#src/lib/orderTypes.ts';

/** What the diner types into the address form. */
export interface AddressFormFields {
  label: AddressLabel;
  flat: string;
  floor: string;
  landmark: string;
  instructions: string;
}

/** A message per field that is not right. */
export type AddressErrors = Partial<Record<keyof AddressFormFields, string>>;

/** Texts of the address form and the address book. */
export const addressTexts = {
  flatMissing: 'Please enter your flat, house number and building.',
  tooLong: (what: string, max: number) => `Please keep the ${what} to ${max} characters.`,
  saved: 'Your address is saved.',
  removed: 'The address is deleted.',
  madeDefault: 'That address is now your default.',
  empty: 'You have no saved addresses yet.',
  noArea: 'Choose your area first to add an address.',
} as const;

const fieldNames: Record<Exclude<keyof AddressFormFields, 'label'>, string> = {
  flat: 'flat, house number and building',
  floor: 'floor',
  landmark: 'landmark',
  instructions: 'instructions',
};

/** The fields as they will be saved (trimmed) and what is wrong with them. */
export function checkAddress(fields: AddressFormFields): { value: AddressFormFields; errors: AddressErrors } {
  const value: AddressFormFields = {
    label: fields.label,
    flat: fields.flat.trim(),
    floor: fields.floor.trim(),
    landmark: fields.landmark.trim(),
    instructions: fields.instructions.trim(),
  };
  const errors: AddressErrors = {};
  for (const key of Object.keys(fieldNames) as (keyof typeof fieldNames)[]) {
    if (value[key].length > addressLimits[key]) errors[key] = addressTexts.tooLong(fieldNames[key], addressLimits[key]);
  }
  if (!value.flat) errors.flat = addressTexts.flatMissing;
  return { value, errors };
}

/** The form's fields of a saved address, or of a new one. */
export function formFieldsOf(address: DeliveryAddress | null): AddressFormFields {
  return {
    label: address?.label ?? 'Home',
    flat: address?.flat ?? '',
    floor: address?.floor ?? '',
    landmark: address?.landmark ?? '',
    instructions: address?.instructions ?? '',
  };
}

/** "Flat 4B, Floor 2, HSR Layout (near the temple)": an address on one line. */
export function addressLine(address: Pick<DeliveryAddress, 'flat' | 'floor' | 'area' | 'landmark'>): string {
  const line = [address.flat, address.floor && `Floor ${address.floor}`, address.area].filter(Boolean).join(', ');
  return address.landmark ? `${line} (near ${address.landmark})` : line;
}

/**
 * The field a server refusal names ("flat: is required"), with the diner's words for it; null
 * when it names none of the form's fields.
 */
export function serverFieldError(text: string | undefined): AddressErrors | null {
  const field = /^(\w+):/.exec(text ?? '')?.[1];
  if (field === 'flat' && /required/.test(text ?? '')) return { flat: addressTexts.flatMissing };
  if (field && field in fieldNames) {
    const key = field as keyof typeof fieldNames;
    return { [key]: addressTexts.tooLong(fieldNames[key], addressLimits[key]) };
  }
  return null;
}
