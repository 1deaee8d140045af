import { describe, expect, it } from 'vitest';
import { favouriteMessages, heartLabel } from './favouriteTypes';

describe('the heart', () => {
  it('is named for what a tap will do', () => {
    expect(heartLabel('Guntur Eatery', false)).toBe('Save Guntur Eatery to favourites');
    expect(heartLabel('Guntur Eatery', true)).toBe('Remove Guntur Eatery from favourites');
  });

  it('says briefly what a tap did', () => {
    expect(favouriteMessages.saved).toBe('Saved to favourites');
    expect(favouriteMessages.removed).toBe('Removed from favourites');
  });
});
