/** The address form's rules and texts, one place for the form, the address book and their tests. */
import { addressLimits, type AddressLabel, type DeliveryAddress } from './orderTypes.ts';

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
  deleteQuestion: 'Delete this address?',
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

// A floor already written as a floor ("2nd floor", "Floor 3", "Level 2") or as a place ("Terrace").
const namedFloor =
  /(?<!\p{L})(?:floor|flr|level|storey|story|basement|cellar|terrace|penthouse|mezzanine|rooftop|roof)(?!\p{L})/iu;
// An ordinal without the word: "2nd", "Ground", "Upper ground" read as "2nd floor", "Ground floor".
const ordinalFloor =
  /^(?:(?:lower|upper)\s+)?(?:ground|top|first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|\d+\s*(?:st|nd|rd|th))$/iu;
// The words a landmark starts with when the diner already said where it is ("Opposite Forum Mall").
const placedLandmark =
  /^(?:near|nr|opp(?:osite)?|behind|besides?|next\s+to|in\s+front\s+of|in|inside|within|above|below|beneath|under(?:neath)?|at|on|off|across(?:\s+from)?|adjacent(?:\s+to)?|adj|facing|close\s+to|by|along|between|past|after|before|around|beyond|towards?)(?![\p{L}\p{N}])/iu;

/** A floor as a person writes it: "2" as "Floor 2", "2nd" as "2nd floor", "2nd floor" and "Terrace" as they are. */
export function floorText(floor: string): string {
  const text = floor.trim();
  if (!text || namedFloor.test(text)) return text;
  return ordinalFloor.test(text) ? `${text} floor` : `Floor ${text}`;
}

/** A landmark in brackets: "the temple" as "(near the temple)", "Opposite Forum Mall" as it is. */
export function landmarkText(landmark: string): string {
  const text = landmark.trim();
  if (!text) return '';
  return placedLandmark.test(text) ? `(${text})` : `(near ${text})`;
}

/** "Flat 4B, 2nd floor, HSR Layout (near the temple)": an address on one line. */
export function addressLine(address: Pick<DeliveryAddress, 'flat' | 'floor' | 'area' | 'landmark'>): string {
  const line = [address.flat.trim(), floorText(address.floor), address.area.trim()].filter(Boolean).join(', ');
  const landmark = landmarkText(address.landmark);
  return landmark ? `${line} ${landmark}` : line;
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
