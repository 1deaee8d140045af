import { describe, expect, it } from 'vitest';
import { headingAt, headingRotationMs, popularCities, rotatingHeadings } from './locateTexts';

describe('landing screen texts', () => {
  it('rotates every 4 seconds through the six headings, then starts again', () => {
    expect(headingRotationMs).toBe(4000);
    expect(rotatingHeadings).toEqual([
      'Movie marathon?',
      'Unexpected guests?',
      'Late night at office?',
      'Game night?',
      'Hungry?',
      'Cooking gone wrong?',
    ]);
    expect(headingAt(0)).toBe('Movie marathon?');
    expect(headingAt(3999)).toBe('Movie marathon?');
    expect(headingAt(4000)).toBe('Unexpected guests?');
    expect(headingAt(4000 * 6)).toBe('Movie marathon?');
  });
  it('lists the popular cities in the spec order', () => {
    expect(popularCities.join(', ')).toBe(
      'Ahmedabad, Bangalore, Chennai, Delhi, Gurgaon, Hyderabad, Kolkata, Mumbai, Pune',
    );
  });
});
