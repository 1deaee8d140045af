// Compresses the prebuilt pages and assets once, at build time: a `.br` (brotli) and a `.gz`
// (gzip) beside each compressible file, which server/staticFiles.mjs serves by content
// negotiation, so no prebuilt file is compressed again per request.
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { pool } from './pool.mjs';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Extensions worth compressing (text); images and fonts are compressed already. */
export const compressibleExtensions = ['.html', '.js', '.mjs', '.css', '.svg', '.json', '.xml', '.txt', '.webmanifest'];

/**
 * Brotli's quality per file: the best (11) for scripts and styles, a few files every page
 * loads; 6 for the hundreds of pages, where 11 takes ~0.6 s a page for 10% smaller files and
 * 7 to 9 take 6 to 15 times longer than 6 for under 1% (a 125 KB city page: 15.3 KB at 6).
 */
export function brotliQuality(path) {
  return path.endsWith('.js') || path.endsWith('.mjs') || path.endsWith('.css') ? 11 : 6;
}

/**
 * Gzip's level: 9 for scripts and styles; 6 for the thousands of pages (in seven languages), where
 * 9 takes about seven times longer for files 0.6% smaller (a 148 KB Hindi city page: 25.1 KB at 9, 25.2 KB at 6).
 */
export function gzipLevel(path) {
  return path.endsWith('.js') || path.endsWith('.mjs') || path.endsWith('.css') ? 9 : 6;
}

/** Files smaller than this are served as they are (the same threshold as dynamic answers). */
export const minimumBytes = 1024;

async function* files(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else if (compressibleExtensions.some((ext) => entry.name.endsWith(ext))) yield path;
  }
}

/** Writes `.br` and `.gz` beside every compressible file of `dir` that they make smaller; resolves with counts. */
export async function precompressDir(dir) {
  const queue = [];
  for await (const path of files(dir)) queue.push(path);
  let written = 0;
  let bytesIn = 0;
  let bytesOut = 0;
  const one = async (path) => {
    const info = await stat(path);
    if (info.size < minimumBytes) return;
    const body = await readFile(path);
    const [br, gz] = await Promise.all([
      brotli(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: brotliQuality(path),
          [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        },
      }),
      gzipAsync(body, { level: gzipLevel(path) }),
    ]);
    bytesIn += body.length;
    if (br.length < body.length) {
      await writeFile(`${path}.br`, br);
      written += 1;
      bytesOut += br.length;
    }
    if (gz.length < body.length) {
      await writeFile(`${path}.gz`, gz);
      written += 1;
    }
  };
  // zlib runs on libuv's thread pool: a few at a time keeps every thread busy.
  await pool(queue, 4, one);
  return { files: written, bytesIn, brotliBytes: bytesOut };
}

/** The Astro integration: precompresses dist/client after every build. */
export function precompress() {
  return {
    name: 'thalify-precompress',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        // `dir` is the client folder for a server build.
        const started = performance.now();
        const result = await precompressDir(fileURLToPath(dir));
        logger.info(
          `${result.files} precompressed files written in ${Math.round(performance.now() - started)} ms (brotli: ${Math.round(result.bytesIn / 1024)} KB to ${Math.round(result.brotliBytes / 1024)} KB)`,
        );
      },
    },
  };
}
