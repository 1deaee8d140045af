/** The address form's rules and texts, one place for the form, the address book and their tests. */
import { addressMessages } from '#src/features/addresses/messages/en.ts';
import { translate } from '#src/i18n/define.ts';
import { textsOf } from '#src/i18n/useMessages.ts';
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

// The browser specs read these texts outside Vite, where there is no import.meta.env: English there.
const t = () => (import.meta.env ? textsOf(addressMessages) : translate(addressMessages, 'en'));

/** Texts of the address form and the address book, each read when used in the page's language (the `addresses` catalogue). */
export const addressTexts = {
  get flatMissing() {
    return t().flatMissing;
  },
  tooLong: (what: string, max: number) => t().tooLong({ what, max }),
  get saved() {
    return t().saved;
  },
  get deleteQuestion() {
    return t().deleteQuestion;
  },
  get removed() {
    return t().removed;
  },
  get madeDefault() {
    return t().madeDefault;
  },
  get empty() {
    return t().empty;
  },
  get noArea() {
    return t().noArea;
  },
};

/** An address's label ("Home", "Work", "Other") in the page's language; any other label as it is. */
export function labelText(label: string): string {
  const texts = t();
  return label === 'Home' || label === 'Work' || label === 'Other' ? texts[label] : label;
}

// The fields' names in the catalogue ("flat, house number and building"), for "Please keep the … to N characters".
const fieldNames = {
  flat: 'flat',
  floor: 'floor',
  landmark: 'landmark',
  instructions: 'instructions',
} as const satisfies Record<Exclude<keyof AddressFormFields, 'label'>, string>;

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
    if (value[key].length > addressLimits[key])
      errors[key] = addressTexts.tooLong(t()[fieldNames[key]], addressLimits[key]);
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
  // text-check: not a diner's text (part of the address itself, written in English as riders and maps read it)
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
    return { [key]: addressTexts.tooLong(t()[fieldNames[key]], addressLimits[key]) };
  }
  return null;
}
