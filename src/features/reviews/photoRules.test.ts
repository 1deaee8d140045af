import { describe, expect, it } from 'vitest';
import { reviewLimits } from '#src/lib/reviewTypes.ts';
import { fitWithin, photoAttempts, photoQualities, photoSideMin } from './photoRules';

describe('the size a photo is sent at', () => {
  it('keeps a photo already small enough as it is, never drawing it larger', () => {
    expect(fitWithin(1200, 900)).toEqual({ width: 1200, height: 900 });
    expect(fitWithin(40, 30)).toEqual({ width: 40, height: 30 });
  });

  it('brings the longer side down to the limit, keeping the shape, upright or sideways', () => {
    expect(fitWithin(4032, 3024)).toEqual({ width: reviewLimits.photoSideMax, height: 1200 });
    expect(fitWithin(3024, 4032)).toEqual({ width: 1200, height: reviewLimits.photoSideMax });
    expect(fitWithin(8000, 10)).toEqual({ width: 1600, height: 2 });
    expect(fitWithin(20000, 1)).toEqual({ width: 1600, height: 1 });
  });
});

describe('the attempts at fitting the byte limit', () => {
  it('tries every quality, best first, at the largest size allowed before drawing smaller', () => {
    const attempts = photoAttempts(4032, 3024);
    expect(attempts.slice(0, photoQualities.length)).toEqual(
      photoQualities.map((quality) => ({ width: 1600, height: 1200, quality })),
    );
    expect(attempts[photoQualities.length]).toEqual({ width: 1200, height: 900, quality: photoQualities[0] });
  });

  it('draws each size smaller than the last, and stops before a photo is too small to see', () => {
    const attempts = photoAttempts(4032, 3024);
    const sides = [...new Set(attempts.map((a) => Math.max(a.width, a.height)))];
    expect(sides).toEqual([1600, 1200, 900, 675, 506, 380]);
    expect(Math.min(...sides)).toBeGreaterThanOrEqual(photoSideMin);
  });

  it('tries a small photo at its own size only', () => {
    expect(photoAttempts(300, 200)).toEqual(photoQualities.map((quality) => ({ width: 300, height: 200, quality })));
  });
});
