import { describe, expect, it } from 'vitest';
import { clearStock, setStock, stockVersion } from './stockHolder.ts';

describe('stockVersion', () => {
  it('never comes back to a version a held menu was keyed with after a reload', () => {
    setStock('r-held', 'd1', false);
    const before = stockVersion('r-held');
    clearStock();
    // The reload finds a different change for the same restaurant: its version must be new.
    setStock('r-held', 'd1', true);
    expect(stockVersion('r-held')).not.toBe(before);
    // A restaurant without changes moves on with the reload too.
    expect(stockVersion('r-untouched')).toBeGreaterThan(before);
  });
});
