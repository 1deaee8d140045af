import { describe, expect, it } from 'vitest';
import {
  addState,
  aheadQuestion,
  feeText,
  minimumText,
  problemAction,
  problemsAtCheckout,
  shownState,
} from './availabilityRules';

const open = { open: true, text: null };
const closed = { open: false, text: 'Closed · opens at 6 pm' };

describe('shownState', () => {
  it('keeps "Open" quiet and says every other state', () => {
    expect(shownState({ isOpen: true, availability: { opened: true, text: 'Open' } })).toEqual(open);
    expect(shownState({ isOpen: true, availability: { opened: true, text: 'Closes in 20 min' } })).toEqual({
      open: true,
      text: 'Closes in 20 min',
    });
    expect(shownState({ isOpen: false, availability: { opened: false, text: 'Opens tomorrow at 7 am' } })).toEqual({
      open: false,
      text: 'Opens tomorrow at 7 am',
    });
  });
  it('takes a restaurant the catalog says nothing about as open, and a closed one without words as "Closed"', () => {
    expect(shownState({})).toEqual(open);
    expect(shownState({ isOpen: false })).toEqual({ open: false, text: 'Closed' });
  });
});

describe('fees and minimums', () => {
  it('names the fee with its reason, and the minimum in rupees', () => {
    expect(feeText({ reason: 'rain', amount: 2500, label: 'Rain fee', ruleId: 'r' })).toBe('₹25 rain fee');
    expect(feeText(null)).toBeNull();
    expect(feeText({ reason: 'rain', amount: 0, label: 'Rain fee', ruleId: 'r' })).toBeNull();
    expect(minimumText(19900)).toBe('Minimum order ₹199');
    expect(minimumText(0)).toBeNull();
    expect(minimumText(undefined)).toBeNull();
  });
});

describe('addState', () => {
  it('adds a dish in stock at an open restaurant', () => {
    expect(addState({}, undefined, open, false)).toEqual({ kind: 'add', note: null });
  });
  it('never adds a sold-out dish, and the last live change wins over the page', () => {
    expect(addState({ inStock: 0 }, undefined, open, false)).toEqual({ kind: 'soldOut', note: 'Sold out' });
    expect(addState({ inStock: 1 }, false, open, true)).toEqual({ kind: 'soldOut', note: 'Sold out' });
    expect(addState({ inStock: 0 }, true, open, false).kind).toBe('add');
  });
  it('adds a dish served later only to an order ahead', () => {
    const lunch = { nextAvailableAtMessage: 'Available from 12 pm' };
    expect(addState(lunch, undefined, open, false)).toEqual({ kind: 'askAhead', note: 'Available from 12 pm' });
    expect(addState(lunch, undefined, open, true)).toEqual({
      kind: 'add',
      note: 'Available from 12 pm · for your order ahead',
    });
  });
  it('asks about ordering ahead at a closed restaurant, then adds', () => {
    expect(addState({}, undefined, closed, false)).toEqual({ kind: 'askAhead', note: 'Closed · opens at 6 pm' });
    expect(addState({}, undefined, closed, true)).toEqual({ kind: 'add', note: null });
  });
});

describe('aheadQuestion', () => {
  it('says why the dish cannot come now and what ordering ahead does', () => {
    expect(aheadQuestion('Udupi Grand', 'Idli', 'Closed · opens at 6 pm', false)).toBe(
      'Udupi Grand is closed now (opens at 6 pm). You can order ahead: add dishes now and choose a delivery time at checkout.',
    );
    expect(aheadQuestion('Udupi Grand', 'Thali', 'Available from 12 pm', true)).toMatch(
      /^Thali: Available from 12 pm\. /,
    );
  });
});

describe('problemAction', () => {
  it('offers the way out of each problem', () => {
    expect(problemAction({ kind: 'soldOut', message: 'x', lineId: 'd1' }, '/r')).toEqual({
      kind: 'removeLine',
      lineId: 'd1',
      label: 'Remove it',
    });
    expect(problemAction({ kind: 'belowMinimum', message: 'x' }, '/r')?.kind).toBe('addMore');
    expect(problemAction({ kind: 'closed', message: 'x' }, '/r')?.kind).toBe('orderAhead');
    expect(problemAction({ kind: 'belowMinimum', message: 'x' }, undefined)).toBeNull();
  });
});

describe('problemsAtCheckout', () => {
  const problems = [
    { kind: 'closed' as const, message: 'closed' },
    { kind: 'notServedNow' as const, message: 'later', lineId: 'd2' },
    { kind: 'belowMinimum' as const, message: 'more' },
  ];
  it('keeps every problem while the order is for now, and only those of any time once a slot is chosen', () => {
    expect(problemsAtCheckout(problems, false)).toHaveLength(3);
    expect(problemsAtCheckout(problems, true).map((p) => p.kind)).toEqual(['belowMinimum']);
    expect(problemsAtCheckout(undefined, true)).toEqual([]);
  });
});
