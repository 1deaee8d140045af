import { describe, expect, it } from 'vitest';
import { tipAfterDeliveryHours, tipLimits, tipProblem, tipRangeText, tipWindowOpen, typedTip } from './tipRules.ts';

describe('the rider’s tip rules', () => {
  it('takes no tip, or whole rupees from ₹10 to ₹500', () => {
    expect(tipProblem(0)).toBeNull();
    expect(tipProblem(2000)).toBeNull();
    expect(tipProblem(tipLimits.max)).toBeNull();
    expect(tipProblem(tipLimits.min)).toBeNull();
    expect(tipProblem(900)).toBe(tipRangeText);
    expect(tipProblem(50100)).toBe(tipRangeText);
    expect(tipProblem(2050)).toBe('Enter a tip in whole rupees.');
    expect(tipProblem(-2000)).toBe(tipRangeText);
  });

  it('needs an amount when a tip is asked for on its own', () => {
    expect(tipProblem(0, true)).toBe(tipRangeText);
    expect(tipRangeText).toBe('A tip can be from ₹10 to ₹500.');
  });

  it('reads a tip typed in rupees', () => {
    expect(typedTip('40')).toBe(4000);
    expect(typedTip('₹ 1,00')).toBe(10000);
    expect(typedTip('4.5')).toBeNaN();
    expect(typedTip('')).toBeNaN();
    expect(typedTip('forty')).toBeNaN();
  });
});

describe('the window for a tip after delivery', () => {
  const delivered = new Date('2026-11-27T12:00:00Z');
  it('is open until tipAfterDeliveryHours have passed, and shut before delivery', () => {
    const hour = 3_600_000;
    expect(tipWindowOpen(delivered, delivered.getTime() + (tipAfterDeliveryHours - 1) * hour)).toBe(true);
    expect(tipWindowOpen(delivered, delivered.getTime() + tipAfterDeliveryHours * hour)).toBe(false);
    expect(tipWindowOpen(null, delivered.getTime())).toBe(false);
  });
});
