/**
 * The process's photo store, from the environment: files under DATA_DIR (default `.data/`) in
 * `media/`, or, with PHOTO_STORE=s3, an S3-compatible bucket named by the PHOTO_S3_* variables.
 * The only module of the media part that reads astro:env.
 */
import { resolve } from 'node:path';
import {
  DATA_DIR,
  PHOTO_S3_ACCESS_KEY_ID,
  PHOTO_S3_BUCKET,
  PHOTO_S3_ENDPOINT,
  PHOTO_S3_REGION,
  PHOTO_S3_SECRET_ACCESS_KEY,
  PHOTO_STORE,
} from 'astro:env/server';
import { diskPhotoStore, type PhotoStore } from './photoStore.ts';
import { s3PhotoStore } from './s3PhotoStore.ts';

let store: PhotoStore | undefined;

/** The process's photo store, made on first use; PHOTO_STORE=s3 without its settings throws. */
export function getPhotoStore(): PhotoStore {
  store ??= build();
  return store;
}

function build(): PhotoStore {
  if (PHOTO_STORE !== 's3') return diskPhotoStore(resolve(DATA_DIR?.trim() || '.data', 'media'));
  if (!PHOTO_S3_ENDPOINT || !PHOTO_S3_BUCKET || !PHOTO_S3_ACCESS_KEY_ID || !PHOTO_S3_SECRET_ACCESS_KEY)
    throw new Error(
      'PHOTO_STORE=s3 needs PHOTO_S3_ENDPOINT, PHOTO_S3_BUCKET, PHOTO_S3_ACCESS_KEY_ID and PHOTO_S3_SECRET_ACCESS_KEY',
    );
  return s3PhotoStore({
    endpoint: PHOTO_S3_ENDPOINT,
    bucket: PHOTO_S3_BUCKET,
    region: PHOTO_S3_REGION || 'us-east-1',
    accessKeyId: PHOTO_S3_ACCESS_KEY_ID,
    secretAccessKey: PHOTO_S3_SECRET_ACCESS_KEY,
  });
}
