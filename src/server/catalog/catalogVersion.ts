/**
 * The catalog's version: which data it was generated from (a hash of the data files and the seed)
 * and when that data last changed, which the sitemaps give search engines as `lastmod`.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** A catalog version: `id` changes whenever the generated catalog can change; `modified` is an ISO 8601 time. */
export interface CatalogVersion {
  id: string;
  modified: string;
}

/** The data files the catalog is generated from: every JSON file directly under `data/`. */
function catalogFiles(root: string): string[] {
  const folder = join(root, 'data');
  return readdirSync(folder)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => join(folder, name));
}

/**
 * When the data last changed: the date of the last commit that touched `data/` when the folder is
 * committed as it is (the same on every checkout), else the newest file time (an edit not yet
 * committed). Deterministic builds need the first; an editor's local rebuild gets the second.
 */
function lastChange(root: string, files: string[]): Date {
  try {
    const git = (args: string[]) =>
      execFileSync('git', args, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
    if (git(['status', '--porcelain', '--', 'data']) === '') {
      const committed = git(['log', '-1', '--format=%cI', '--', 'data']);
      if (committed) return new Date(committed);
    }
  } catch {
    // Not a git checkout (a deployed copy): file times are all there is.
  }
  return new Date(Math.max(...files.map((file) => statSync(file).mtimeMs)));
}

/** The version of the catalog generated from the data files under `root` with `seed`. */
export function catalogVersion(root: string, seed: number): CatalogVersion {
  const files = catalogFiles(root);
  const hash = createHash('sha256').update(String(seed));
  for (const file of files) hash.update(readFileSync(file));
  const modified = lastChange(root, files);
  modified.setUTCMilliseconds(0);
  return { id: hash.digest('hex').slice(0, 12), modified: modified.toISOString().replace('.000Z', 'Z') };
}
