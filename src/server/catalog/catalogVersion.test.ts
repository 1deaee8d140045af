import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { catalogVersion } from './catalogVersion.ts';

let folder: string | undefined;
afterEach(() => folder && rmSync(folder, { recursive: true, force: true }));

/** A data folder outside any git checkout (as a deployed copy is). */
function dataFolder(files: Record<string, string>, modified: Date): string {
  folder = mkdtempSync(join(tmpdir(), 'thalify-version-'));
  mkdirSync(join(folder, 'data'));
  for (const [name, text] of Object.entries(files)) {
    writeFileSync(join(folder, 'data', name), text);
    utimesSync(join(folder, 'data', name), modified, modified);
  }
  return folder;
}

describe('the catalog version', () => {
  it('changes its id with the data or the seed, and dates itself by the newest data file outside git', () => {
    const root = dataFolder(
      { 'cities.json': '[]', 'cuisines.json': '[1]', 'notes.md': 'not data' },
      new Date('2026-10-01T08:30:00.250Z'),
    );
    const first = catalogVersion(root, 1);
    expect(first.modified).toBe('2026-10-01T08:30:00Z');
    expect(first.id).toMatch(/^[0-9a-f]{12}$/);
    expect(catalogVersion(root, 2).id).not.toBe(first.id);
    writeFileSync(join(root, 'data', 'notes.md'), 'still not data');
    expect(catalogVersion(root, 1).id).toBe(first.id);
    writeFileSync(join(root, 'data', 'cuisines.json'), '[2]');
    utimesSync(join(root, 'data', 'cuisines.json'), new Date('2026-11-02T10:00:00Z'), new Date('2026-11-02T10:00:00Z'));
    expect(catalogVersion(root, 1)).toEqual({
      id: expect.not.stringMatching(first.id),
      modified: '2026-11-02T10:00:00Z',
    });
  });
});
