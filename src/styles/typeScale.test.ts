import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { typeScale } from './typeScale';

/** Every stylesheet, component style block and inline style under src/. */
function sources(dir = 'src'): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.(css|astro|tsx)$/.test(entry.name) && !entry.name.endsWith('.test.tsx') ? [path] : [];
  });
}

/** `file: value` for each declaration of `pattern` whose value is not in `allowed`. */
function outside(pattern: RegExp, allowed: readonly number[]): string[] {
  return sources().flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(pattern)]
      .filter((m) => !allowed.includes(Number(m[1])))
      .map((m) => `${file}: ${m[0]}`),
  );
}

describe('type scale', () => {
  // Each size and weight in use is a font the browser looks up during layout (about 5 ms each on
  // a slow phone), so a page with 21 of them spent its first layouts finding fonts.
  it('every font size in src/ is on the scale', () => {
    expect(outside(/font-size:\s*(\d+(?:\.\d+)?)px/g, typeScale.sizes)).toEqual([]);
    expect(outside(/fontSize:\s*(\d+)/g, typeScale.sizes)).toEqual([]);
  });

  it('every font weight in src/ is regular or bold', () => {
    expect(outside(/font-weight:\s*(\d+)/g, typeScale.weights)).toEqual([]);
    expect(outside(/fontWeight:\s*(\d+)/g, typeScale.weights)).toEqual([]);
  });

  it('sizes are not written in other units, where the scale could not check them', () => {
    expect(outside(/font-size:\s*(\d+(?:\.\d+)?)(?:r?em|%|vw)/g, [])).toEqual([]);
  });
});
