/**
 * Where review photos are kept: files under a folder (DATA_DIR by default), or objects in an
 * S3-compatible bucket (s3PhotoStore.ts). Keys are `reviews/<photo id>.webp`; a key is written
 * once and never changes, so its answers may be cached for good.
 */
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';

/** A store of photos by key. */
export interface PhotoStore {
  /** Which kind of store it is, for logs. */
  readonly kind: 'disk' | 's3';
  /** Writes a photo's bytes under `key`. */
  put(key: string, bytes: Buffer): Promise<void>;
  /** A photo's bytes, or null when there is none. */
  get(key: string): Promise<Buffer | null>;
  /** Removes a photo; a missing one is not an error. */
  delete(key: string): Promise<void>;
}

const keyPattern = /^reviews\/[0-9a-f]{32}\.webp$/;

/** The key of a photo by its id. */
export function photoKey(photoId: string): string {
  return `reviews/${photoId}.webp`;
}

/** Refuses a key that is not one this server writes (nothing outside the store's folder is ever named). */
export function checkedKey(key: string): string {
  if (!keyPattern.test(key)) throw new Error(`photo store: "${key}" is not a photo key`);
  return key;
}

/** Photos as files under `dir` (written whole to a temporary name first, then renamed). */
export function diskPhotoStore(dir: string): PhotoStore {
  const root = resolve(dir);
  const pathOf = (key: string) => {
    const path = join(root, checkedKey(key));
    if (!path.startsWith(root + sep)) throw new Error(`photo store: "${key}" is outside the store`);
    return path;
  };
  return {
    kind: 'disk',
    async put(key, bytes) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      const partial = `${path}.${process.pid}.part`;
      await writeFile(partial, bytes);
      await rename(partial, path);
    },
    async get(key) {
      try {
        return await readFile(pathOf(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}
