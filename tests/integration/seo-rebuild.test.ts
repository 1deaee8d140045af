// An editor adds a city and one of its localities to the data; after a rebuild their pages, sitemap entries and links exist.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { spawnSync } from 'node:child_process';
import { buildInputs } from '../../scripts/lib/buildInputs.mjs';

const project = resolve(__dirname, '../..');
let copy: string;
let build: ReturnType<typeof spawnSync>;

beforeAll(() => {
  copy = mkdtempSync(join(tmpdir(), 'thalify-rebuild-'));
  for (const entry of buildInputs) cpSync(join(project, entry), join(copy, entry), { recursive: true });
  symlinkSync(join(project, 'node_modules'), join(copy, 'node_modules'), 'dir');
  const cities = JSON.parse(readFileSync(join(copy, 'data/cities.json'), 'utf8')) as { slug: string }[];
  expect(cities.some((c) => c.slug === 'kaziranga')).toBe(false);
  cities.push({
    slug: 'kaziranga',
    name: 'Kaziranga',
    state: 'Assam',
    lat: 26.5775,
    lng: 93.1711,
    population: 12000,
  } as never);
  writeFileSync(join(copy, 'data/cities.json'), JSON.stringify(cities, null, 2));
  const localities = JSON.parse(readFileSync(join(copy, 'data/localities.json'), 'utf8')) as object[];
  localities.push({ city: 'kaziranga', name: 'Kohora', lat: 26.5967, lng: 93.4067 });
  writeFileSync(join(copy, 'data/localities.json'), JSON.stringify(localities, null, 2));
  // A new city comes with its name in each language's script.
  const names = JSON.parse(readFileSync(join(copy, 'data/names.json'), 'utf8')) as { cities: Record<string, object> };
  names.cities.kaziranga = { hi: 'काज़ीरंगा', ta: 'காசிரங்கா', te: 'కాజిరంగా', kn: 'ಕಾಜಿರಂಗಾ', bn: 'কাজিরাঙা', mr: 'काझीरंगा' };
  writeFileSync(join(copy, 'data/names.json'), JSON.stringify(names, null, 2));
  // Run from the copy: the catalog of the prebuilt pages reads the data files of the working directory.
  build = spawnSync(process.execPath, [join(project, 'node_modules/astro/bin/astro.mjs'), 'build', '--root', copy], {
    cwd: copy,
    encoding: 'utf8',
    timeout: 540_000,
    // English and Hindi pages only: the test reads those, and a build of all seven takes minutes.
    env: { ...process.env, SITE_URL: 'https://example.test', BUILD_LANGUAGES: 'en,hi' },
  });
}, 560_000);
afterAll(() => rmSync(copy, { recursive: true, force: true }));

describe('adding a city to the data', () => {
  it('builds', () => {
    expect(build.status, String(build.stderr).slice(-2000)).toBe(0);
  });
  it('prebuilds its city and best-restaurants pages', () => {
    expect(existsSync(join(copy, 'dist/client/city/kaziranga/index.html'))).toBe(true);
    const best = readFileSync(join(copy, 'dist/client/city/kaziranga/best-restaurants/index.html'), 'utf8');
    expect(best).toContain('Best restaurants in Kaziranga');
  });
  it("lists them in the sitemaps, with a sitemap of the new city's restaurants in the index", () => {
    const index = readFileSync(join(copy, 'dist/client/sitemap.xml'), 'utf8');
    expect(index).toMatch(
      /<sitemap><loc>https:\/\/example\.test\/sitemap-restaurants-kaziranga\.xml<\/loc><lastmod>\d{4}-\d\d-\d\dT[\d:]+Z<\/lastmod><\/sitemap>/,
    );
    const pages = readFileSync(join(copy, 'dist/client/sitemap-pages.xml'), 'utf8');
    expect(pages).toContain('<loc>https://example.test/city/kaziranga</loc>');
    expect(pages).toContain('<loc>https://example.test/city/kaziranga/best-restaurants</loc>');
    expect(pages).toContain('<loc>https://example.test/city/kaziranga/kohora</loc>');
    const restaurants = readFileSync(join(copy, 'dist/client/sitemap-restaurants-kaziranga.xml'), 'utf8');
    expect(restaurants).toMatch(/<loc>https:\/\/example\.test\/restaurants\/[a-z0-9-]+-kohora-kaziranga-\d+<\/loc>/);
  });
  it("prebuilds the locality's page and links it from its city", () => {
    const kohora = readFileSync(join(copy, 'dist/client/city/kaziranga/kohora/index.html'), 'utf8');
    expect(kohora).toContain('Food delivery in Kohora, Kaziranga');
    const city = readFileSync(join(copy, 'dist/client/city/kaziranga/index.html'), 'utf8');
    expect(city).toContain('href="/city/kaziranga/kohora"');
    const hindi = readFileSync(join(copy, 'dist/client/hi/city/kaziranga/index.html'), 'utf8');
    expect(hindi).toContain('काज़ीरंगा में फ़ूड डिलीवरी');
    expect(hindi).toContain('href="/hi/city/kaziranga/kohora"');
  });
  it('links them from every footer', () => {
    const about = readFileSync(join(copy, 'dist/client/about/index.html'), 'utf8');
    expect(about).toContain('href="/city/kaziranga"');
    expect(about).toContain('href="/city/kaziranga/best-restaurants"');
  });
});
