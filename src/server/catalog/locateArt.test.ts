import { describe, expect, it } from 'vitest';
import { readArtSet } from './art.ts';
import { locateArtBox, locateArtLayout, locateArtSvg } from './locateArt.ts';

describe('the /locate picture', () => {
  const set = readArtSet();

  it('draws only pictures the art set has, inside its box', () => {
    for (const { name, x, y, size } of locateArtLayout) {
      expect(set.has(name), name).toBe(true);
      expect(x).toBeGreaterThanOrEqual(0);
      expect(y).toBeGreaterThanOrEqual(0);
      expect(x + size).toBeLessThanOrEqual(locateArtBox.width);
      expect(y + size).toBeLessThanOrEqual(locateArtBox.height);
    }
  });

  it('is one SVG of every picture, with ids kept apart', () => {
    const svg = locateArtSvg(set.pick(locateArtLayout.map((p) => p.name)));
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" width="480" height="400"')).toBe(true);
    expect(svg.match(/<svg x=/g)).toHaveLength(locateArtLayout.length);
    const ids = [...svg.matchAll(/id="([^"]+)"/g)].map((m) => m[1]);
    expect(new Set(ids).size).toBe(ids.length);
    // Small enough to fetch beside the page: the set's pictures are a few KB each.
    expect(svg.length).toBeLessThan(30_000);
  });
});
