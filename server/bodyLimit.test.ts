import { describe, expect, it } from 'vitest';
import { reviewLimits } from '#src/lib/reviewTypes.ts';
import { maxBodyBytes } from '#src/server/http/http.ts';
import { bodyLimit, photoBytesMax } from './bodyLimit.mjs';

describe('bodyLimit', () => {
  it('lets a review photo through at exactly the limit the upload reads', () => {
    expect(photoBytesMax).toBe(reviewLimits.photoBytesMax);
    expect(bodyLimit('/api/reviews/photos')).toBe(reviewLimits.photoBytesMax);
    expect(bodyLimit('/api/reviews/photos?x=1')).toBe(reviewLimits.photoBytesMax);
  });

  it('keeps every other path at its endpoint limit', () => {
    expect(bodyLimit('/api/orders')).toBe(maxBodyBytes);
    expect(bodyLimit('/api/reviews/photos/other')).toBe(maxBodyBytes);
    expect(bodyLimit('/api/reviews/photosx')).toBe(maxBodyBytes);
    expect(bodyLimit('/v1/account')).toBe(16 * 1024);
    expect(bodyLimit('/v1?x')).toBe(16 * 1024);
    expect(bodyLimit('/v10')).toBe(maxBodyBytes);
  });
});
