import { describe, expect, it } from 'vitest';
import { maxDishQuantity, minusOnLines, pressAdd, pressMinus, pressPlus } from './addControlRules';

describe('dish add control', () => {
  it('ADD at 0 adds and sets the count to 1', () => {
    expect(pressAdd(0)).toEqual({ next: 1, call: 'add' });
    expect(pressAdd(2)).toEqual({ next: 2, call: null });
  });
  it('plus adds while the count is 10 or less, so the count reaches 11 and stops', () => {
    let count = 1;
    for (let press = 0; press < 12; press++) count = pressPlus(count).next;
    expect(count).toBe(11);
    expect(maxDishQuantity).toBe(11);
    expect(pressPlus(10)).toEqual({ next: 11, call: 'add' });
    expect(pressPlus(11)).toEqual({ next: 11, call: null });
  });
  it('minus removes and decrements from 1, and does nothing below 1', () => {
    expect(pressMinus(1)).toEqual({ next: 0, call: 'remove' });
    expect(pressMinus(0)).toEqual({ next: 0, call: null });
  });
  it('minus on a dish removes one of its only line, and on several lines asks the diner to pick one in the cart', () => {
    expect(minusOnLines([{ lineId: 'd1~half' }], 'd1')).toEqual({ call: 'remove', lineId: 'd1~half' });
    expect(minusOnLines([], 'd1')).toEqual({ call: 'remove', lineId: 'd1' });
    expect(minusOnLines([{ lineId: 'd1~half' }, { lineId: 'd1~full' }], 'd1')).toEqual({ call: 'several' });
  });
});
