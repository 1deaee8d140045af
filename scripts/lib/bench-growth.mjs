// The growth section of `npm run bench -- --growth`: suggestion and listing p99 at 1x, 5x and
// 20x the catalog, the catalog's work per prebuilt page, and builds at 1x, 2x and 4x the cities
// on generated copies of the data (wall and CPU time, prerendering, precompression, bytes).
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildInputs } from './buildInputs.mjs';
import { catalogWorkPerPage, growCities } from './bench-growth-pages.mjs';

const growthPoints = [
  [12.9352, 77.6245],
  [19.1197, 72.8468],
  [28.6315, 77.2167],
  [22.5726, 88.3639],
  [13.0418, 80.2341],
  [17.4375, 78.4483],
  [18.5204, 73.8567],
  [23.0225, 72.5714],
];
const growthWords = [
  'biry',
  'biryani',
  'paneer',
  'chiken',
  'dosa',
  'pizza',
  'momos',
  'thali',
  'kebab',
  'sweets',
  'cafe',
];

function p99(list) {
  const sorted = [...list].sort((a, b) => a - b);
  return Number(sorted[Math.min(sorted.length - 1, Math.ceil(0.99 * sorted.length) - 1)].toFixed(3));
}

/**
 * Suggestion and listing latency (p99, in-process, each call on a new point so no cache answers)
 * at 1x, 5x and 20x the catalog; then build time at 1x, 2x and 4x the cities, each build on a
 * generated copy of the data. `builds: false` skips the builds.
 */
export async function growthBench({ builds = true } = {}) {
  const { loadGeneratorInputs } = await import('../../src/server/catalog/catalogSchemas.ts');
  const { createCatalog } = await import('../../src/server/catalog/catalog.ts');
  const inputs = loadGeneratorInputs();
  const catalogRows = [];
  for (const scale of [1, 5, 20]) {
    let started = performance.now();
    let catalog = createCatalog(inputs, { scale });
    const buildMs = Math.round(performance.now() - started);
    const suggestions = [];
    const listings = [];
    let n = 0;
    for (let pass = 0; pass < 3; pass++) {
      for (const [lat, lng] of growthPoints) {
        for (const word of growthWords) {
          // A point of its own for every call: the per-point caches never answer.
          n += 1;
          const point = { lat: lat + n * 0.0011, lng: lng - n * 0.0007 };
          started = performance.now();
          catalog.suggestions(point, word);
          suggestions.push(performance.now() - started);
          if (word.length > 4) continue;
          started = performance.now();
          JSON.stringify(catalog.home(point, {}));
          listings.push(performance.now() - started);
        }
      }
    }
    catalogRows.push({
      scale,
      restaurants: catalog.data.count,
      buildMs,
      suggestionsP99: p99(suggestions),
      listingP99: p99(listings),
    });
    catalog = undefined;
  }
  const pageWork = await catalogWorkPerPage();
  const buildRows = builds ? [1, 2, 4].map((times) => timedBuild(times)) : [];
  return {
    catalog: catalogRows,
    pageWork,
    builds: buildRows,
    command: `npm run bench -- --growth (in-process: suggestions and the first listing page built and serialised, each on a new point, 264 and 96 calls per scale; catalog work per page: the prebuilt city, best-restaurants and cuisine pages' and the restaurant sitemaps' catalog queries in-process on a catalog of 1x, 2x and 4x the cities, best of 3; builds: astro build of a copy of the project whose data/cities.json holds the cities 1, 2 and 4 times, each copy moved a little; CPU from bash's times, prerender and precompress from the build's log, footer from /about)`,
  };
}

/** Sizes of a build's HTML: pages, total bytes, and the footer of one page (it lists every city). */
function htmlSizes(client) {
  const files = spawnSync('find', [client, '-name', '*.html', '-printf', '%s\\n'], { encoding: 'utf8' })
    .stdout.trim()
    .split('\n');
  const bytes = files.reduce((sum, size) => sum + Number(size), 0);
  const about = readFileSync(join(client, 'about', 'index.html'), 'utf8');
  const footer = about.slice(about.indexOf('<footer'), about.indexOf('</footer>'));
  return { pages: files.length, bytes, footerBytes: footer.length };
}

/** Seconds of the prerendering step in a build's log ("1.5s", "850ms", "3m 4s"), or undefined. */
function prerenderSeconds(log) {
  const match = /prerendering static routes[\s\S]*?✓ Completed in (?:(\d+)m )?(?:([\d.]+)s|(\d+)ms)/.exec(log);
  if (!match) return undefined;
  const [, minutes = '0', seconds = '0', ms = '0'] = match;
  return Number((Number(minutes) * 60 + Number(seconds) + Number(ms) / 1000).toFixed(1));
}

/** Seconds of the precompression step in a build's log, or undefined. */
function precompressSeconds(log) {
  const match = /precompressed files written in (\d+) ms/.exec(log);
  return match ? Number((Number(match[1]) / 1000).toFixed(1)) : undefined;
}

/**
 * Builds a copy of the project whose cities are `times` over (each copy a little apart): wall and
 * CPU seconds (the build's own, so the neighbours' load counts less), the prerendering and
 * precompression steps from its log, pages, HTML bytes and the footer's share of a page.
 */
function timedBuild(times) {
  const root = mkdtempSync(join(tmpdir(), `thalify-growth-${times}x-`));
  try {
    for (const entry of buildInputs) cpSync(entry, join(root, entry), { recursive: true });
    symlinkSync(join(process.cwd(), 'node_modules'), join(root, 'node_modules'));
    const grown = growCities(JSON.parse(readFileSync('data/cities.json', 'utf8')), times);
    writeFileSync(join(root, 'data', 'cities.json'), JSON.stringify(grown));
    mkdirSync(join(root, 'dist'), { recursive: true });
    const astro = join(process.cwd(), 'node_modules', '.bin', 'astro');
    const started = performance.now();
    // `times` prints the shell's and then its children's user and system time: the build's CPU.
    const run = spawnSync('bash', ['-c', `"$0" build > build.log 2>&1; status=$?; times; exit $status`, astro], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
      encoding: 'utf8',
    });
    const seconds = Number(((performance.now() - started) / 1000).toFixed(1));
    const log = readFileSync(join(root, 'build.log'), 'utf8');
    if (run.status !== 0) return { times, cities: grown.length, seconds, failed: log.slice(-400) };
    const cpu = [...(run.stdout.trim().split('\n').at(-1) ?? '').matchAll(/(\d+)m([\d.]+)s/g)].reduce(
      (sum, m) => sum + Number(m[1]) * 60 + Number(m[2]),
      0,
    );
    const sizes = htmlSizes(join(root, 'dist', 'client'));
    return {
      times,
      cities: grown.length,
      seconds,
      cpuSeconds: Number(cpu.toFixed(1)),
      prerenderSeconds: prerenderSeconds(log),
      precompressSeconds: precompressSeconds(log),
      pages: sizes.pages,
      msPerPage: Math.round((seconds * 1000) / sizes.pages),
      cpuMsPerPage: Math.round((cpu * 1000) / sizes.pages),
      htmlMB: Number((sizes.bytes / 1e6).toFixed(1)),
      kbPerPage: Math.round(sizes.bytes / sizes.pages / 1000),
      footerKb: Math.round(sizes.footerBytes / 1000),
    };
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}
