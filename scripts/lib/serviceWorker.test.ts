import { describe, expect, it } from 'vitest';
import { precachePatterns, servedUrl } from './serviceWorker.mjs';

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
});
