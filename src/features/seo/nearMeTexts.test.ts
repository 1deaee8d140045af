import { describe, expect, it } from 'vitest';
import { nearMeNone, nearMePrompt } from './nearMeTexts';

describe('near-me sentences', () => {
  it('keep a cuisine name as the editors wrote it', () => {
    expect(nearMePrompt('Andhra restaurants')).toBe(
      'Set your delivery location to see Andhra restaurants that deliver to you.',
    );
    expect(nearMeNone('North Indian restaurants')).toBe('No North Indian restaurants deliver to this address yet.');
    expect(nearMePrompt('restaurants')).toBe('Set your delivery location to see restaurants that deliver to you.');
  });
});
