import { describe, expect, it } from 'vitest';
import { addressLimits } from '#src/lib/orderTypes.ts';
import { addressLine, addressTexts, checkAddress, formFieldsOf, serverFieldError } from './addressRules';

const fields = { label: 'Home' as const, flat: ' 4B Lotus ', floor: '', landmark: '', instructions: '' };

describe('address rules', () => {
  it('trims the fields and finds nothing wrong with a flat', () => {
    expect(checkAddress(fields)).toEqual({ value: { ...fields, flat: '4B Lotus' }, errors: {} });
  });

  it('asks for the flat, and says which field is too long and by what limit', () => {
    const { errors } = checkAddress({ ...fields, flat: '   ', landmark: 'x'.repeat(addressLimits.landmark + 1) });
    expect(errors).toEqual({
      flat: addressTexts.flatMissing,
      landmark: `Please keep the landmark to ${addressLimits.landmark} characters.`,
    });
  });

  it('reads a server refusal onto the field it names, and nothing else', () => {
    expect(serverFieldError('flat: is required')).toEqual({ flat: addressTexts.flatMissing });
    expect(serverFieldError('instructions: must be at most 300 characters')).toEqual({
      instructions: 'Please keep the instructions to 300 characters.',
    });
    expect(serverFieldError('lat: must be a latitude inside India (6.5 to 37.6)')).toBeNull();
    expect(serverFieldError('Please log in to continue.')).toBeNull();
    expect(serverFieldError(undefined)).toBeNull();
  });

  it('writes an address on one line, and fills the form from it', () => {
    const saved = {
      id: 'a',
      label: 'Work' as const,
      flat: 'Tower 2',
      floor: '3',
      area: 'HSR Layout',
      placeId: null,
      lat: 12.9,
      lng: 77.6,
      landmark: 'the lake',
      instructions: 'Ring twice',
      isDefault: false,
      createdAt: '2026-01-01T00:00:00.000Z',
    };
    expect(addressLine(saved)).toBe('Tower 2, Floor 3, HSR Layout (near the lake)');
    expect(formFieldsOf(saved)).toEqual({
      label: 'Work',
      flat: 'Tower 2',
      floor: '3',
      landmark: 'the lake',
      instructions: 'Ring twice',
    });
    expect(formFieldsOf(null).label).toBe('Home');
  });
});
