// Builds the service worker after the site: src/features/pwa/worker/sw.ts bundled with esbuild,
// then given Workbox's precache list (workbox-build's injectManifest) as dist/client/sw.js. The
// precache is kept small on purpose: the offline page, the icons and the manifest; pages and
// scripts are saved as the diner uses them. Why not @vite-pwa/astro, and how to turn the worker
// off: docs/decisions/018-service-worker.md.
import { readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { injectManifest } from 'workbox-build';

const entry = fileURLToPath(new URL('../../src/features/pwa/worker/sw.ts', import.meta.url));

/** What the precache holds, as paths of the client folder. */
export const precachePatterns = ['offline/index.html', 'icons/icon-192.png', 'manifest.webmanifest', 'favicon.svg'];

/**
 * The worker a build with SERVICE_WORKER=off writes in place of the real one: a browser that
 * installed the worker before fetches this at its next check, deletes the site's caches and
 * unregisters it (the pages' script unregisters it too).
 */
export const retiringWorker =
  "self.addEventListener('install',function(){self.skipWaiting()});" +
  "self.addEventListener('activate',function(e){e.waitUntil(caches.keys().then(function(n){return Promise.all(n.filter(function(k){return k.indexOf('thalify-')===0}).map(function(k){return caches.delete(k)}))}).then(function(){return self.registration.unregister()}))});";

/** A precache entry's URL as the site serves it: `offline/index.html` is `/offline`. */
export function servedUrl(file) {
  const path = `/${file}`;
  return path.endsWith('/index.html') ? path.slice(0, -'/index.html'.length) : path;
}

/** Bundles the worker and writes it with its precache list into `clientDir`; resolves with the bytes of each. */
export async function buildServiceWorker(clientDir) {
  const bundled = join(tmpdir(), `thalify-sw-${process.pid}.js`);
  await build({
    entryPoints: [entry],
    bundle: true,
    format: 'iife',
    minify: true,
    target: 'es2022',
    outfile: bundled,
    // Workbox's development logging goes with this.
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'warning',
  });
  const swDest = join(clientDir, 'sw.js');
  try {
    const result = await injectManifest({
      swSrc: bundled,
      swDest,
      globDirectory: clientDir,
      globPatterns: precachePatterns,
      manifestTransforms: [
        async (entries) => ({ manifest: entries.map((item) => ({ ...item, url: servedUrl(item.url) })), warnings: [] }),
      ],
    });
    return { workerBytes: (await stat(swDest)).size, precacheFiles: result.count, precacheBytes: result.size };
  } finally {
    await rm(bundled, { force: true });
    await rm(`${swDest}.map`, { force: true });
  }
}

/** The integration: builds the worker (or the retiring one) once the site is built. */
export function serviceWorker({ enabled }) {
  return {
    name: 'thalify-service-worker',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        // `dir` is the client folder for a server build.
        const clientDir = fileURLToPath(dir);
        if (!enabled) {
          await writeFile(join(clientDir, 'sw.js'), retiringWorker);
          logger.info('SERVICE_WORKER=off: sw.js unregisters any worker installed before');
          return;
        }
        const sizes = await buildServiceWorker(clientDir);
        const text = await readFile(join(clientDir, 'sw.js'), 'utf8');
        if (text.includes('self.__WB_MANIFEST')) throw new Error('sw.js: the precache list was not injected');
        logger.info(
          `sw.js ${sizes.workerBytes} bytes; precache ${sizes.precacheFiles} files, ${sizes.precacheBytes} bytes`,
        );
      },
    },
  };
}
