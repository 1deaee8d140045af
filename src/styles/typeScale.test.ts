import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { typeScale } from './typeScale';

/** Every stylesheet, component style block and inline style under src/, read once. */
const files = readdirSync('src', { recursive: true, withFileTypes: true })
  .filter((e) => e.isFile() && /\.(css|astro|tsx)$/.test(e.name) && !e.name.endsWith('.test.tsx'))
  .map((e) => {
    const path = join(e.parentPath, e.name);
    return { path, text: readFileSync(path, 'utf8') };
  });

/** `file: value` for each declaration of `pattern` whose value is not in `allowed`. */
function outside(pattern: RegExp, allowed: readonly number[]): string[] {
  return files.flatMap(({ path, text }) =>
    [...text.matchAll(pattern)].filter((m) => !allowed.includes(Number(m[1]))).map((m) => `${path}: ${m[0]}`),
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
