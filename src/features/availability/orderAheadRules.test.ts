import { describe, expect, it } from 'vitest';
import { aheadTexts, whenText } from './orderAheadRules';

// 2026-11-27 10:00 IST.
const now = Date.parse('2026-11-27T04:30:00Z');

describe('order ahead texts', () => {
  const slot = { start: '2026-11-27T13:30:00Z', end: '2026-11-27T14:00:00Z', label: '' };
  const kitchenStartsAt = '2026-11-27T12:45:00Z';
  it('says when it arrives, when the kitchen starts, and that cancelling is free until then', () => {
    expect(aheadTexts({ status: 'paid', slot, kitchenStartsAt }, now)).toEqual({
      arriving: 'Arriving Today, 7 pm – 7:30 pm',
      kitchen: 'The kitchen starts on it at 6:15 pm',
      freeCancel: 'Cancelling is free until then.',
    });
  });
  it('says the kitchen started once it did', () => {
    const later = Date.parse('2026-11-27T12:50:00Z');
    expect(aheadTexts({ status: 'preparing', slot, kitchenStartsAt }, now)?.freeCancel).toBeNull();
    expect(aheadTexts({ status: 'accepted', slot, kitchenStartsAt }, later)?.kitchen).toBe(
      'The kitchen started on it at 6:15 pm',
    );
  });
  it('has nothing to say of an order delivered now, cancelled or delivered', () => {
    expect(aheadTexts({ status: 'paid', slot: null }, now)).toBeNull();
    expect(aheadTexts({ status: 'cancelled', slot, kitchenStartsAt }, now)).toBeNull();
    expect(aheadTexts({ status: 'delivered', slot, kitchenStartsAt }, now)).toBeNull();
  });
  it('reads a time of tomorrow as such', () => {
    expect(whenText(Date.parse('2026-11-28T01:30:00Z'), now)).toBe('tomorrow at 7 am');
  });
});
