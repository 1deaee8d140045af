import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isOnDemandPage } from './routes.ts';

const pagesDir = join(process.cwd(), 'src/pages');

function astroPages(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === '[lang]' ? [] : astroPages(path);
    return name.endsWith('.astro') ? [path] : [];
  });
}

/** A sample URL of a page file: `/orders/[id].astro` → `/orders/x`. */
function sampleUrl(file: string): string {
  const route = relative(pagesDir, file)
    .replace(/\.astro$/, '')
    .replace(/^\[\.\.\.lang\]\//, '')
    .replace(/(^|\/)index$/, '');
  return `/${route.replace(/\[[^\]]+\]/g, 'x')}`.replace(/\/$/, '') || '/';
}

describe('pages in other languages', () => {
  it('lists every on-demand page, and no prebuilt one', () => {
    for (const file of astroPages(pagesDir)) {
      const onDemand = /export const prerender = false/.test(readFileSync(file, 'utf8'));
      expect(isOnDemandPage(sampleUrl(file)), sampleUrl(file)).toBe(onDemand);
    }
  });
});
