// One part of the server measured alone in a fresh process (run by scripts/lib/bench-server.mjs):
//   node memory-probe.mjs <part> [dataDir]   part: node | catalog | pglite | pglite-defaults | create
// Prints one JSON line: resident memory (and its peak), V8 heap, WebAssembly memory and, for the
// database, the time to open it, the first query's time and the CPU time of a small workload.
import { readFileSync } from 'node:fs';

const [part, dataDir] = process.argv.slice(2);

function memory() {
  const status = readFileSync('/proc/self/status', 'utf8');
  const mb = (name) => Math.round(Number(new RegExp(`${name}:\\s+(\\d+)`).exec(status)?.[1]) / 1024);
  const usage = process.memoryUsage();
  return {
    rssMb: mb('VmRSS'),
    peakMb: mb('VmHWM'),
    heapUsedMb: Math.round(usage.heapUsed / 2 ** 20),
    externalMb: Math.round(usage.external / 2 ** 20),
  };
}

/** Resident megabytes of the anonymous mapping of exactly `bytes` (the WebAssembly memory: reserved, mostly untouched). */
function residentOfMapping(bytes) {
  let size = 0;
  let resident = 0;
  for (const line of readFileSync('/proc/self/smaps', 'utf8').split('\n')) {
    const range = /^([0-9a-f]+)-([0-9a-f]+) /.exec(line);
    if (range) size = Number.parseInt(range[2], 16) - Number.parseInt(range[1], 16);
    else if (size === bytes && line.startsWith('Rss:')) resident += Number(line.split(/\s+/)[1]);
  }
  return Math.round(resident / 1024);
}

/** Inserts, point reads and a grouping: CPU milliseconds per statement, so other load on the machine counts less. */
async function workload(db) {
  await db.exec('CREATE TABLE IF NOT EXISTS probe (id int PRIMARY KEY, v text, n int); TRUNCATE probe;');
  const cpu = process.cpuUsage();
  for (let i = 0; i < 1000; i++) await db.query('INSERT INTO probe VALUES ($1, $2, $3)', [i, `v${i}`, i % 7]);
  for (let i = 0; i < 2000; i++) await db.query('SELECT * FROM probe WHERE id = $1', [i % 1000]);
  for (let i = 0; i < 100; i++) await db.query('SELECT n, count(*), max(v) FROM probe GROUP BY n ORDER BY n');
  const used = process.cpuUsage(cpu);
  return Number(((used.user + used.system) / 1000 / 3100).toFixed(3));
}

const before = memory();
const result = { part, before };
if (part === 'catalog') {
  const { loadCatalog } = await import('../../src/server/catalog/catalog.ts');
  // Its code alone first: the catalog's own figure is what building it adds to that.
  result.loaded = memory();
  const started = performance.now();
  globalThis.catalog = loadCatalog(process.cwd());
  result.buildMs = Math.round(performance.now() - started);
} else if (part.startsWith('pglite') || part === 'create') {
  const { PGlite } = await import('@electric-sql/pglite');
  const { pgliteMemoryParams } = await import('../../src/server/db/pgliteSettings.ts');
  const startParams =
    part === 'pglite-defaults' ? PGlite.defaultStartParams : [...PGlite.defaultStartParams, ...pgliteMemoryParams];
  let started = performance.now();
  const db = await PGlite.create({ dataDir, startParams });
  result.openMs = Math.round(performance.now() - started);
  started = performance.now();
  await db.query('SELECT count(*) FROM pg_class');
  result.firstQueryMs = Number((performance.now() - started).toFixed(1));
  result.opened = memory();
  if (part !== 'create') result.cpuMsPerStatement = await workload(db);
  result.after = memory();
  // PGlite's Emscripten module: its memory's size, and how much of it is resident.
  const bytes = db.mod?.HEAPU8?.buffer?.byteLength;
  if (bytes) result.wasm = { sizeMb: Math.round(bytes / 2 ** 20), residentMb: residentOfMapping(bytes) };
  await db.close();
}
result.after ??= memory();
console.log(JSON.stringify(result));
process.exit(0);
