import { describe, expect, it } from 'vitest';
import { rupees } from './money';

describe('rupees', () => {
  it('divides hundredths by 100', () => {
    expect(rupees(24900)).toBe('₹249');
    expect(rupees(24950)).toBe('₹249.50');
    expect(rupees(12345600)).toBe('₹1,23,456');
  });

  it('writes what the en-IN number format writes, for amounts from nothing to crores', () => {
    const whole = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });
    const paise = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    const platform = (amount: number) => {
      const rounded = Math.round(amount);
      return `₹${(rounded % 100 === 0 ? whole : paise).format(rounded / 100)}`;
    };
    const amounts = [0, 1, 5, 10, 99, 100, 101, 1005, 99_999, 100_000, 123_456_789, 9_999_999_999, 24_949.6, -24_950];
    for (let digits = 1; digits <= 15; digits++)
      amounts.push(Number('7'.repeat(digits)), 10 ** digits, 10 ** digits + 1);
    for (const amount of amounts) expect(rupees(amount), String(amount)).toBe(platform(amount));
  });
});
