/**
 * Food artwork: the pictures of Microsoft's Fluent Emoji (flat style, MIT licence), read from the
 * `@iconify-json/fluent-emoji-flat` package. Data files name a picture per dish and per cuisine
 * (`"art": "curry-rice"`); the whole set (~9 MB of JSON) is read once when the data is loaded,
 * the named pictures are kept and the rest is dropped.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/** The set's name as credited in the README and in error messages. */
// text-check: not a diner's text (the picture set's name, credited in the README and in error messages)
export const artSetName = 'Fluent Emoji Flat';

/** The picture of anything without its own: a plate with a fork and knife. */
export const defaultArt = 'fork-and-knife-with-plate';

/** How a picture name is written: lowercase words joined by hyphens, as in the set. */
export const artNamePattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** One picture: SVG body on a `width` x `height` grid. */
export interface ArtIcon {
  body: string;
  width: number;
  height: number;
}

/** The pictures a catalog uses, by name. */
export type ArtIcons = ReadonlyMap<string, ArtIcon>;

interface IconSetJson {
  icons: Record<string, { body: string; width?: number; height?: number }>;
  aliases?: Record<string, { parent: string; hFlip?: boolean; vFlip?: boolean; rotate?: number }>;
  width?: number;
  height?: number;
}

/** The full set while data is being checked: which names exist and their pictures. */
export interface ArtSet {
  /** Whether the set has a picture of that name. */
  has(name: string): boolean;
  /** Up to four names of the set that share a word with `name`, to suggest in an error. */
  similar(name: string): string[];
  /** Only the named pictures (unknown names are left out). */
  pick(names: Iterable<string>): Map<string, ArtIcon>;
}

/** Reads the set from the installed package (about 40 ms); keep only what `pick` returns. */
export function readArtSet(): ArtSet {
  const file = createRequire(import.meta.url).resolve('@iconify-json/fluent-emoji-flat/icons.json');
  const json = JSON.parse(readFileSync(file, 'utf8')) as IconSetJson;
  const width = json.width ?? 16;
  const height = json.height ?? 16;
  // Aliases that only rename a picture are usable; flipped or rotated ones are not needed for food.
  const plainAlias = (name: string) => {
    const alias = json.aliases?.[name];
    return alias && !alias.hFlip && !alias.vFlip && !alias.rotate ? alias.parent : undefined;
  };
  const resolve = (name: string) => (Object.hasOwn(json.icons, name) ? name : plainAlias(name));
  return {
    has: (name) => {
      const target = resolve(name);
      return target !== undefined && Object.hasOwn(json.icons, target);
    },
    similar: (name) => {
      const words = name.split('-').filter((w) => w.length > 2);
      return Object.keys(json.icons)
        .filter((candidate) => words.some((w) => candidate.split('-').includes(w)))
        .slice(0, 4);
    },
    pick: (names) => {
      const picked = new Map<string, ArtIcon>();
      for (const name of names) {
        const target = resolve(name);
        const icon = target === undefined ? undefined : json.icons[target];
        if (icon) picked.set(name, { body: icon.body, width: icon.width ?? width, height: icon.height ?? height });
      }
      return picked;
    },
  };
}

/** The problem with a picture name, or undefined when the set has it. */
export function artProblem(set: ArtSet, name: string): string | undefined {
  if (set.has(name)) return undefined;
  const similar = set.similar(name);
  return `names "${name}", which is not a picture of the ${artSetName} set${similar.length ? ` (similar: ${similar.join(', ')})` : ''}`;
}
