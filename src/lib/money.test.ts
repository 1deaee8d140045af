import { describe, expect, it } from 'vitest';
import { rupees } from './money';

describe('rupees', () => {
  it('divides hundredths by 100', () => {
    expect(rupees(24900)).toBe('₹249');
    expect(rupees(24950)).toBe('₹249.50');
    expect(rupees(12345600)).toBe('₹1,23,456');
  });
});
