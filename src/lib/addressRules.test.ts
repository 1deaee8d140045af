import { describe, expect, it } from 'vitest';
import { addressLimits } from './orderTypes.ts';
import {
  addressLine,
  addressTexts,
  checkAddress,
  floorText,
  formFieldsOf,
  landmarkText,
  serverFieldError,
} from './addressRules.ts';

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

  it('writes a floor as a person does: a bare number or letter gets "Floor", a floor written as one stays', () => {
    expect(floorText('3')).toBe('Floor 3');
    expect(floorText(' G ')).toBe('Floor G');
    expect(floorText('3A')).toBe('Floor 3A');
    for (const written of [
      '2nd floor',
      'Ground floor',
      'Floor 3',
      'FLOOR 12',
      '3rd Floor, Block B',
      'Level 2',
      'Terrace',
      'Basement',
    ])
      expect(floorText(written)).toBe(written);
    expect(floorText('2nd')).toBe('2nd floor');
    expect(floorText('Ground')).toBe('Ground floor');
    expect(floorText('upper ground')).toBe('upper ground floor');
    expect(floorText('Top')).toBe('Top floor');
    expect(floorText('  ')).toBe('');
  });

  it('puts "near" only before a landmark that does not already say where it is', () => {
    expect(landmarkText('the temple')).toBe('(near the temple)');
    expect(landmarkText('Forum Mall')).toBe('(near Forum Mall)');
    for (const placed of [
      'Opposite Forum Mall',
      'opp. Forum Mall',
      'Opp Forum Mall',
      'Near the 🌳 big banyan tree',
      'nr. bus stop',
      'Behind the school',
      'Next to SBI ATM',
      'Beside the park',
      'Besides the park',
      'In front of the gate',
      'Above Cafe Coffee Day',
      'Below the flyover',
      'At the corner',
      'Off Hosur Road',
      'Across from the lake',
    ])
      expect(landmarkText(placed)).toBe(`(${placed})`);
    // A word that only begins like one of them is a name.
    for (const name of ['Inorbit Mall', 'Atria Hotel', 'One MG Mall', 'Byculla station', 'Offbeat Cafe'])
      expect(landmarkText(name)).toBe(`(near ${name})`);
    expect(landmarkText(' ')).toBe('');
  });

  it('writes the whole line without blind prefixes', () => {
    const address = { flat: 'Flat 4B, Lotus Apartments', area: 'Koramangala, Bengaluru' };
    expect(addressLine({ ...address, floor: '2nd floor', landmark: 'Opposite Forum Mall' })).toBe(
      'Flat 4B, Lotus Apartments, 2nd floor, Koramangala, Bengaluru (Opposite Forum Mall)',
    );
    expect(addressLine({ ...address, floor: '', landmark: 'Near the 🌳 big banyan tree' })).toBe(
      'Flat 4B, Lotus Apartments, Koramangala, Bengaluru (Near the 🌳 big banyan tree)',
    );
    expect(addressLine({ ...address, floor: '2', landmark: '' })).toBe(
      'Flat 4B, Lotus Apartments, Floor 2, Koramangala, Bengaluru',
    );
  });
});
