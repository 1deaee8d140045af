import { describe, expect, it } from 'vitest';
import { copyrightYear } from './site';

describe('the footer year', () => {
  it('is the year in India now', () => {
    expect(copyrightYear(new Date('2026-11-27T01:00:00Z'))).toBe('2026');
    // 31 December 19:00 UTC is already 1 January in India (UTC+5:30).
    expect(copyrightYear(new Date('2026-12-31T19:00:00Z'))).toBe('2027');
  });
});
