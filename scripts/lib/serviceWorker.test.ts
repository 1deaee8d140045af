import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { buildServiceWorker, precachePatterns, retiringWorker, servedUrl, serviceWorker } from './serviceWorker.mjs';

/** A client folder with the files the precache takes, and one it must leave out. */
function clientDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'thalify-sw-test-'));
  mkdirSync(join(dir, 'offline'));
  mkdirSync(join(dir, 'icons'));
  mkdirSync(join(dir, 'city', 'pune'), { recursive: true });
  writeFileSync(join(dir, 'offline', 'index.html'), '<!doctype html><html><body>You are offline</body></html>');
  writeFileSync(join(dir, 'icons', 'icon-192.png'), 'png');
  writeFileSync(join(dir, 'icons', 'icon-512.png'), 'a larger png');
  writeFileSync(join(dir, 'manifest.webmanifest'), '{}');
  writeFileSync(join(dir, 'favicon.svg'), '<svg/>');
  writeFileSync(join(dir, 'city', 'pune', 'index.html'), '<html>a city</html>');
  return dir;
}

const made: string[] = [];
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('the worker build', () => {
  it('lists precached files by the URL the site serves them at', () => {
    expect(servedUrl('offline/index.html')).toBe('/offline');
    expect(servedUrl('icons/icon-192.png')).toBe('/icons/icon-192.png');
    expect(servedUrl('manifest.webmanifest')).toBe('/manifest.webmanifest');
  });

  it('precaches a few files only, never pages of the catalog or scripts', () => {
    expect(precachePatterns.some((pattern) => pattern.includes('_astro') || pattern.includes('**'))).toBe(false);
    expect(precachePatterns).toContain('offline/index.html');
  });

  it('bundles the worker with its precache list: the offline page, one icon, the manifest, the favicon', async () => {
    const dir = clientDir();
    made.push(dir);
    const sizes = await buildServiceWorker(dir);
    const worker = readFileSync(join(dir, 'sw.js'), 'utf8');
    expect(worker).not.toContain('self.__WB_MANIFEST');
    for (const url of ['/offline', '/icons/icon-192.png', '/manifest.webmanifest', '/favicon.svg']) {
      expect(worker).toContain(`"${url}"`);
    }
    expect(worker).not.toContain('/city/pune');
    expect(worker).not.toContain('icon-512');
    expect(sizes.precacheFiles).toBe(4);
    expect(sizes.workerBytes).toBe(Buffer.byteLength(worker));
  });

  it('with the worker off, writes the worker that deletes the caches and unregisters itself', async () => {
    const dir = clientDir();
    made.push(dir);
    const hook = serviceWorker({ enabled: false }).hooks['astro:build:done'];
    await hook({ dir: pathToFileURL(`${dir}/`), logger: { info: () => undefined } });
    expect(readFileSync(join(dir, 'sw.js'), 'utf8')).toBe(retiringWorker);
    expect(retiringWorker).toContain('self.registration.unregister()');
  });
});
