import { describe, expect, it } from 'vitest';
import { readArtSet } from './art.ts';
import { clampSize, imageSvg, palette, type ImageSubject } from './images.ts';

const icons = readArtSet().pick(['curry-rice', 'flatbread', 'pot-of-food', 'dumpling', 'teapot', 'oden']);
const subject = (kind: ImageSubject['kind'], pictures: string[], label = 'A', key = 'k'): ImageSubject => ({
  kind,
  label,
  pictures,
  key,
});

/** WCAG relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
}
function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return ((hi ?? 0) + 0.05) / ((lo ?? 0) + 0.05);
}
/** `hex` seen through black at `alpha`. */
function darken(hex: string, alpha: number): string {
  return `#${[1, 3, 5]
    .map((i) =>
      Math.round(Number.parseInt(hex.slice(i, i + 2), 16) * (1 - alpha))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

describe('food artwork', () => {
  it('draws the named pictures, small, at the spec’s card and dish sizes', () => {
    const card = imageSvg(subject('restaurant', ['curry-rice', 'flatbread', 'pot-of-food'], 'Sharma Dhaba'), icons);
    expect(card).toMatch(/^<svg [^>]*width="288" height="360" viewBox="0 0 288 360"/);
    expect(card.match(/viewBox="0 0 32 32"/g)).toHaveLength(3);
    expect(Buffer.byteLength(card)).toBeLessThan(12_000);
    const dish = imageSvg(subject('dish', ['dumpling'], 'Veg Momos'), icons);
    expect(dish).toMatch(/width="118" height="96"/);
    expect(dish).toContain(icons.get('dumpling')?.body.slice(0, 60));
    expect(Buffer.byteLength(dish)).toBeLessThan(4_000);
    const cuisine = imageSvg(subject('cuisine', ['curry-rice'], 'North Indian'), icons);
    expect(cuisine).toContain('aria-label="North Indian"');
    // the page prints the name below the circle; none is baked in to be clipped
    expect(cuisine).not.toContain('<text');
  });

  it('keeps each placed picture’s ids its own, so pictures in one card do not share gradients', () => {
    const withIds = [...icons.entries()].find(([, icon]) => icon.body.includes('id="'));
    const plain = [...icons.keys()].find((name) => name !== withIds?.[0]) ?? '';
    expect(withIds).toBeDefined();
    const svg = imageSvg(subject('restaurant', [withIds?.[0] ?? '', plain, withIds?.[0] ?? '']), icons);
    const ids = [...svg.matchAll(/ id="([^"]+)"/g)].map((m) => m[1]);
    expect(ids.length).toBeGreaterThan(0);
    expect(new Set(ids).size).toBe(ids.length);
    for (const m of svg.matchAll(/url\(#([^)]+)\)/g)) expect(ids).toContain(m[1]);
  });

  it('takes its background from the warm palette by key, the same every time', () => {
    const a = imageSvg(subject('dish', ['curry-rice'], 'A', 'butter-chicken'), icons);
    expect(a).toBe(imageSvg(subject('dish', ['curry-rice'], 'A', 'butter-chicken'), icons));
    const backgrounds = new Set(
      ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'].map(
        (key) =>
          /<rect [^>]*fill="(#[0-9a-f]{6})"/.exec(imageSvg(subject('dish', ['curry-rice'], 'A', key), icons))?.[1],
      ),
    );
    expect(backgrounds.size).toBeGreaterThan(1);
    for (const colour of backgrounds) expect(palette.map((p) => p.background)).toContain(colour);
  });

  it('leaves white text legible where pages set it over the picture (offer strip: 78% black or more)', () => {
    for (const { background, plate } of palette) {
      expect(contrast('#ffffff', darken(background, 0.78))).toBeGreaterThanOrEqual(4.5);
      expect(contrast('#ffffff', darken(plate, 0.78))).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('clamps requested sizes to the natural size and escapes labels', () => {
    expect(clampSize('dish', 5000, 1)).toEqual({ width: 118, height: 16 });
    expect(clampSize('restaurant', 144, 180)).toEqual({ width: 144, height: 180 });
    expect(imageSvg(subject('cuisine', ['teapot'], '<script>&'), icons)).toContain('&lt;script&gt;&amp;');
  });
});
