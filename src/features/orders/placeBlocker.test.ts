import { describe, expect, it } from 'vitest';
import { placeBlocker } from './placeBlocker';

const ready = { formOpen: false, addressDirty: false, hasArea: true, addressId: 'a1', addressProblem: null };

describe('why Place order cannot be used', () => {
  it('is nothing once an address is chosen and delivered to', () => {
    expect(placeBlocker(ready)).toBeNull();
  });

  it('names an address typed but not saved, even with another one chosen', () => {
    expect(placeBlocker({ ...ready, formOpen: true, addressDirty: true })?.text).toBe('Save your address first');
    expect(placeBlocker({ ...ready, formOpen: true, addressId: null })).toEqual({
      text: 'Save your address first',
      target: 'address-form',
    });
    // An open form left empty beside a chosen address stands in nobody's way.
    expect(placeBlocker({ ...ready, formOpen: true })).toBeNull();
  });

  it('asks for an area first when none was chosen, and for an address when none is chosen', () => {
    expect(placeBlocker({ ...ready, formOpen: true, hasArea: false, addressId: null })?.target).toBe('choose-area');
    expect(placeBlocker({ ...ready, addressId: null })?.text).toBe('Choose a delivery address');
  });

  it('says the restaurant does not deliver to the chosen address, by its label', () => {
    expect(placeBlocker({ ...ready, addressProblem: 'Work' })).toEqual({
      text: 'This restaurant does not deliver to Work: choose another address',
      target: 'address',
    });
  });

  it('asks for a delivery time when the restaurant takes orders only ahead, then names what the restaurant refuses', () => {
    expect(placeBlocker({ ...ready, slotNeeded: true })).toEqual({ text: 'Choose a delivery time', target: 'slot' });
    expect(placeBlocker({ ...ready, restaurantProblem: 'Add ₹40 more: the minimum order is ₹199' })).toEqual({
      text: 'Add ₹40 more: the minimum order is ₹199',
      target: 'problems',
    });
    // The address comes first.
    expect(placeBlocker({ ...ready, addressId: null, slotNeeded: true })?.target).toBe('address');
  });
});
