// Shapes both sides use are declared once, in src/lib, and every one declared there is used.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

function sources(dir: string, withTests = false): { path: string; text: string }[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && /\.(ts|tsx|astro)$/.test(e.name) && (withTests || !/\.test\.tsx?$/.test(e.name)))
    .map((e) => {
      const path = join(e.parentPath, e.name);
      return { path, text: readFileSync(path, 'utf8') };
    });
}

const files = sources('src');
const users = [...sources('src', true), ...sources('tests', true)];
const declared = (name: string) =>
  files
    .filter((f) =>
      new RegExp(`^(?:export )?(?:interface ${name}\\b|type ${name}\\b\\s*(?:<[^>]*>)?\\s*=)`, 'm').test(f.text),
    )
    .map((f) => f.path);

describe('shared types', () => {
  it.each(['CartState', 'CartDocument', 'CartDish', 'CartRestaurant', 'Bill', 'UserRecord', 'PlaceSuggestion'])(
    '%s is declared once, in src/lib',
    (name) => {
      expect(declared(name)).toHaveLength(1);
      expect(declared(name)[0]).toMatch(/^src\/lib\//);
    },
  );

  it('declares no type in src/lib that nothing else (code or tests) uses', () => {
    const unused: string[] = [];
    for (const file of files.filter((f) => /^src\/lib\/\w+\.ts$/.test(f.path))) {
      for (const [, name] of file.text.matchAll(/^export (?:interface|type) (\w+)/gm)) {
        const mentions = (text: string) => text.match(new RegExp(`\\b${name}\\b`, 'g'))?.length ?? 0;
        // Used by another file, or by another declaration of its own file.
        const used =
          mentions(file.text) > 1 || users.some((other) => other.path !== file.path && mentions(other.text) > 0);
        if (!used) unused.push(`${file.path}: ${name}`);
      }
    }
    expect(unused).toEqual([]);
  });
});
