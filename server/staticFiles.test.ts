import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressDir } from '../scripts/lib/precompress.mjs';
import { staticFiles, urlPathOf } from './staticFiles.mjs';

const page = `<!doctype html><html><body>${'<p>Biryani near you</p>'.repeat(400)}</body></html>`;
const script = `export const dishes = ${JSON.stringify(Array.from({ length: 300 }, (_, i) => `dish ${i}`))};`;

let root = '';
let server: Server;
let port = 0;

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'thalify-precompress-'));
  await mkdir(join(root, 'city', 'pune'), { recursive: true });
  await mkdir(join(root, '_astro'));
  await writeFile(join(root, 'index.html'), page);
  await writeFile(join(root, 'city', 'pune', 'index.html'), page.replace('Biryani', 'Misal'));
  await writeFile(join(root, '_astro', 'app.js'), script);
  await writeFile(join(root, 'robots.txt'), 'User-agent: *\n');
  await precompressDir(root);
  const serve = staticFiles(root);
  server = createServer((req, res) => {
    if (serve(req, res)) return;
    res.setHeader('x-fallthrough', '1');
    res.end('from the framework');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
  await rm(root, { recursive: true, force: true });
});

function get(path: string, headers: Record<string, string> = {}, method = 'GET') {
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>(
    (resolve, reject) => {
      const req = request({ host: '127.0.0.1', port, path, headers, method }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      });
      req.on('error', reject);
      req.end();
    },
  );
}

describe('precompressDir', () => {
  it('writes a smaller .br and .gz beside each compressible file, and none for tiny files', async () => {
    for (const file of ['index.html', 'city/pune/index.html', '_astro/app.js']) {
      const original = await readFile(join(root, file));
      const br = await readFile(join(root, `${file}.br`));
      const gz = await readFile(join(root, `${file}.gz`));
      expect(br.length).toBeLessThan(original.length);
      expect(brotliDecompressSync(br).equals(original)).toBe(true);
      expect(gunzipSync(gz).equals(original)).toBe(true);
    }
    await expect(readFile(join(root, 'robots.txt.br'))).rejects.toThrow();
  });
});

describe('serving the compressed copies', () => {
  it('maps files to the URL paths of a build without trailing slashes', () => {
    expect(urlPathOf('index.html')).toBe('/');
    expect(urlPathOf(join('city', 'pune', 'index.html'))).toBe('/city/pune');
    expect(urlPathOf(join('_astro', 'app.js'))).toBe('/_astro/app.js');
  });

  it('answers brotli to a client that takes it, with its type, Vary, ETag and length', async () => {
    const res = await get('/city/pune', { 'accept-encoding': 'gzip, br' });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers.vary).toBe('Accept-Encoding');
    expect(res.headers.etag).toMatch(/^"[^"]+-br"$/);
    expect(Number(res.headers['content-length'])).toBe(res.body.length);
    expect(brotliDecompressSync(res.body).toString()).toContain('Misal near you');
  });

  it('answers gzip to a client that refuses brotli, under another ETag', async () => {
    const br = await get('/', { 'accept-encoding': 'br' });
    const res = await get('/', { 'accept-encoding': 'br;q=0, gzip' });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers.etag).not.toBe(br.headers.etag);
    expect(gunzipSync(res.body).toString()).toBe(page);
  });

  it('answers 304 to a matching If-None-Match and headers only to HEAD', async () => {
    const first = await get('/_astro/app.js', { 'accept-encoding': 'br' });
    const again = await get('/_astro/app.js', {
      'accept-encoding': 'br',
      'if-none-match': String(first.headers.etag),
    });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    const head = await get('/_astro/app.js', { 'accept-encoding': 'br' }, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers['content-length']).toBe(first.headers['content-length']);
    expect(head.body.length).toBe(0);
  });

  it('answers the plain file to a client that takes no compression, and to a Range, whole', async () => {
    const plain = await get('/city/pune');
    expect(plain.headers['x-fallthrough']).toBeUndefined();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('Accept-Encoding');
    expect(plain.headers.etag).toMatch(/-identity"$/);
    expect(plain.body.toString()).toContain('Misal near you');
    const ranged = await get('/', { 'accept-encoding': 'br', range: 'bytes=0-10' });
    expect(ranged.status).toBe(200);
    expect(brotliDecompressSync(ranged.body).toString()).toBe(page);
  });

  it('serves a file too small to compress as it is, without Vary', async () => {
    const res = await get('/robots.txt', { 'accept-encoding': 'br' });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers.vary).toBeUndefined();
    expect(res.body.toString()).toBe('User-agent: *\n');
  });

  it("answers a page's index.html path too, and redirects a folder's path with a trailing slash", async () => {
    expect((await get('/city/pune/index.html')).body.toString()).toContain('Misal near you');
    const slash = await get('/city/pune/?from=footer');
    expect(slash.status).toBe(301);
    expect(slash.headers.location).toBe('/city/pune?from=footer');
  });

  it('leaves paths that are no file, and other methods, to the framework', async () => {
    expect((await get('/city/nowhere', { 'accept-encoding': 'br' })).headers['x-fallthrough']).toBe('1');
    expect((await get('/api/restaurants?lat=1&lng=2')).headers['x-fallthrough']).toBe('1');
    expect((await get('/city/pune', {}, 'POST')).headers['x-fallthrough']).toBe('1');
  });
});
