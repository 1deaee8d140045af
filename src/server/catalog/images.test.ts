import { describe, expect, it } from 'vitest';
import { clampSize, imageSvg } from './images.ts';

describe('generated artwork', () => {
  it('is a small SVG sized for the spec’s card and dish images', () => {
    const card = imageSvg('r-100001', { kind: 'restaurant', label: 'Sharma Dhaba' });
    expect(card).toMatch(/^<svg [^>]*width="288" height="360" viewBox="0 0 288 360"/);
    expect(Buffer.byteLength(card)).toBeLessThan(2048);
    const dish = imageSvg('d-butter-chicken', { kind: 'dish', label: 'Butter Chicken' });
    expect(dish).toMatch(/width="118" height="96"/);
    expect(Buffer.byteLength(dish)).toBeLessThan(2048);
    const cuisine = imageSvg('c-north-indian', { kind: 'cuisine', label: 'North Indian' });
    expect(cuisine).toContain('aria-label="North Indian"');
    // the page prints the name below the circle; none is baked in to be clipped
    expect(cuisine).not.toContain('<text');
    expect(Buffer.byteLength(cuisine)).toBeLessThan(2048);
  });

  it('derives colours from the id, the same every time', () => {
    expect(imageSvg('r-100001', { kind: 'restaurant', label: 'A' })).toBe(
      imageSvg('r-100001', { kind: 'restaurant', label: 'A' }),
    );
    expect(imageSvg('r-100001', { kind: 'restaurant', label: 'A' })).not.toBe(
      imageSvg('r-100002', { kind: 'restaurant', label: 'A' }),
    );
  });

  it('clamps requested sizes to the natural size and escapes labels', () => {
    expect(clampSize('dish', 5000, 1)).toEqual({ width: 118, height: 16 });
    expect(clampSize('restaurant', 144, 180)).toEqual({ width: 144, height: 180 });
    expect(imageSvg('c-x', { kind: 'cuisine', label: '<script>&' })).toContain('&lt;script&gt;&amp;');
  });
});
