import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { diskPhotoStore, photoKey, type PhotoStore } from './photoStore.ts';
import { s3PhotoStore } from './s3PhotoStore.ts';

const key = photoKey('0123456789abcdef0123456789abcdef');
const bytes = Buffer.from('RIFF....WEBPVP8 a photo');

/** What every store does: put, get, delete, a missing key, a key that is not a photo's. */
function behavesAsAStore(store: () => PhotoStore) {
  it('keeps, answers and removes a photo; a missing one is null', async () => {
    expect(await store().get(key)).toBeNull();
    await store().put(key, bytes);
    expect(await store().get(key)).toEqual(bytes);
    await store().delete(key);
    expect(await store().get(key)).toBeNull();
    await store().delete(key);
  });

  it('refuses a key that is not a photo key', async () => {
    await expect(store().get('reviews/../../etc/passwd')).rejects.toThrow('not a photo key');
    await expect(store().put('other/x.webp', bytes)).rejects.toThrow('not a photo key');
  });
}

describe('diskPhotoStore', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'thalify-photo-store-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  behavesAsAStore(() => diskPhotoStore(dir));

  it('leaves no partial file behind', async () => {
    await diskPhotoStore(dir).put(key, bytes);
    expect(await readdir(join(dir, 'reviews'))).toEqual(['0123456789abcdef0123456789abcdef.webp']);
  });
});

describe('s3PhotoStore against a local S3-compatible server', () => {
  let dir: string;
  let server: S3rver;
  let endpoint: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'thalify-s3rver-'));
    server = new S3rver({
      address: '127.0.0.1',
      port: 0,
      silent: true,
      directory: dir,
      configureBuckets: [{ name: 'photos' }],
    });
    const { port } = await server.run();
    endpoint = `http://127.0.0.1:${port}`;
  });
  afterAll(async () => {
    await server.close();
    await rm(dir, { recursive: true, force: true });
  });

  const config = (accessKeyId = 'S3RVER') => ({
    endpoint,
    bucket: 'photos',
    region: 'us-east-1',
    accessKeyId,
    secretAccessKey: 'S3RVER',
  });

  behavesAsAStore(() => s3PhotoStore(config()));

  it('fails loudly when the bucket refuses its keys', async () => {
    await expect(s3PhotoStore(config('nobody')).put(key, bytes)).rejects.toThrow(/answered 403/);
  });
});
