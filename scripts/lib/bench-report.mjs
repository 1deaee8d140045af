// Writes bench/report.md from the report of `npm run bench`: each section's table with the
// command that produced it, and the hand-written measurement history kept from the last file.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cartCacheLines } from './bench-cart.mjs';
import { mediaLines } from './bench-media.mjs';
import { pageCacheLines } from './bench-page-cache.mjs';
import { pagesMarkdown } from './bench-pages.ts';
import { realtimeMarkdown } from './bench-realtime.mjs';
import { pushMarkdown } from './bench-push.mjs';
import { sheetMarkdown } from './bench-sheet.mjs';
import { busyLoadPerCore, machineLoad } from './bench-server.mjs';

/** Load average line and the server's own sections (memory, answer cache, pages, growth). */
function serverSectionLines(r) {
  const lines = [];
  const loads = [r.machine.loadAtStart, r.machine.loadAtEnd].filter(Boolean);
  if (loads.length)
    lines.push(
      `Load average (1/5/15 min) at start ${loads.map((l) => `${l.one}/${l.five}/${l.fifteen}`).join(', at end ')} on ${r.machine.cpus} cores; budgets are judged only below ${busyLoadPerCore} per core.`,
      '',
    );
  if (r.memory) {
    const { split, server } = r.memory;
    const row = (name, p) =>
      `| ${name} | ${p.after.rssMb - (p.loaded ?? p.before).rssMb} | ${p.after.peakMb} | ${p.after.heapUsedMb} | ${p.wasm ? `${p.wasm.residentMb} of ${p.wasm.sizeMb}` : '—'} | ${p.openMs ?? p.buildMs ?? '—'} | ${p.firstQueryMs ?? '—'} | ${p.cpuMsPerStatement ?? '—'} |`;
    lines.push(
      '## Memory',
      '',
      `Command: ${r.commands.memory}`,
      '',
      '| part, alone in a fresh process | RSS added MB | peak MB | V8 heap MB | WASM memory resident MB | open/build ms | first query ms | CPU ms per statement |',
      '|---|---|---|---|---|---|---|---|',
      `| Node itself | ${split.node.after.rssMb} | ${split.node.after.peakMb} | ${split.node.after.heapUsedMb} | — | — | — | — |`,
      row('catalog (built, beyond its loaded code)', split.catalog),
      row('PGlite, our settings, baseline compiler only', split.pglite),
      row('PGlite, PostgreSQL defaults, optimising compiler (baseline)', split.pgliteDefaults),
      row('creating a new data directory (in its own child process)', split.create),
      '',
      '| server (node server/server.mjs) | MB | goal |',
      '|---|---|---|',
      `| at rest after the database is first used | ${server.atRestMb} | ≤ 200 |`,
      `| after the first sign-in | ${server.afterSignInMb} | ≤ 200 |`,
      `| under the mixed load (${server.load.rps} req/s, p99 ${server.load.p99} ms, ${server.load.errors} errors) | ${server.underLoadMb} | |`,
      `| 5 s after the load | ${server.settledMb} | |`,
      `| peak (VmHWM) over the whole run | ${server.peakMb} | ≤ 320 |`,
      '',
    );
  }
  if (r.apiCache)
    lines.push(
      '## API answer cache',
      '',
      `During the API load (section API under load, the same run): ${r.apiCache.hits} hits, ${r.apiCache.misses} misses (hit rate ${r.apiCache.hitRate}); ${r.apiCache.entries} answers held, ${Math.round(r.apiCache.bytes / 1024)} KB.`,
      '',
    );
  lines.push(...cartCacheLines(r.cartCaches));
  if (r.html) {
    lines.push(
      '## Pages under load',
      '',
      `Command: ${r.commands.html}`,
      '',
      '| page | HTML KB | encoding | req/s | p50 ms | p99 ms | errors | ratio to the prebuilt page |',
      '|---|---|---|---|---|---|---|---|',
    );
    for (const p of r.html)
      lines.push(
        `| ${p.page} (\`${p.path}\`) | ${p.htmlKb} | ${p.encoding ?? 'none'} | ${p.rps} | ${p.p50} | ${p.p99} | ${p.errors} | ${p.ratio} |`,
      );
    lines.push('');
    if (r.pageCache)
      lines.push(
        `Page cache over these loads (src/server/pageCache/): ${r.pageCache.hits} pages answered from it (${r.pageCache.dinerHits ?? 0} of them to the signed-in diner, ${r.pageCache.filled ?? 0} filled in from a template of the address's answer cell), ${r.pageCache.stored} rendered and held (${r.pageCache.templates ?? 0} of them as templates; hit rate ${r.pageCache.hitRate}); ${r.pageCache.entries} pages held, ${Math.round(r.pageCache.bytes / 1024)} KB.`,
        '',
      );
  }
  lines.push(...pageCacheLines(r.pageCacheOnOff));
  if (r.growth) {
    lines.push(
      '## Growth',
      '',
      `Command: ${r.commands.growth}`,
      '',
      '| catalog | restaurants | build ms | suggestions p99 ms | listing p99 ms |',
      '|---|---|---|---|---|',
    );
    for (const g of r.growth.catalog)
      lines.push(`| ${g.scale}x | ${g.restaurants} | ${g.buildMs} | ${g.suggestionsP99} | ${g.listingP99} |`);
    if (r.growth.pageWork?.length) {
      lines.push(
        '',
        '| cities | count | restaurants | prebuilt pages | catalog ms | catalog ms per page |',
        '|---|---|---|---|---|---|',
      );
      for (const w of r.growth.pageWork)
        lines.push(`| ${w.times}x | ${w.cities} | ${w.restaurants} | ${w.pages} | ${w.ms} | ${w.msPerPage} |`);
    }
    if (r.growth.builds.length) {
      lines.push(
        '',
        '| cities | count | build s | CPU s | prerender s | precompress s | pages | build ms per page | CPU ms per page | HTML MB | KB per page | footer KB |',
        '|---|---|---|---|---|---|---|---|---|---|---|---|',
      );
      for (const b of r.growth.builds)
        lines.push(
          b.failed
            ? `| ${b.times}x | ${b.cities} | ${b.seconds} | failed: ${b.failed} |`
            : `| ${b.times}x | ${b.cities} | ${b.seconds} | ${b.cpuSeconds} | ${b.prerenderSeconds} | ${b.precompressSeconds} | ${b.pages} | ${b.msPerPage} | ${b.cpuMsPerPage} | ${b.htmlMB} | ${b.kbPerPage} | ${b.footerKb} |`,
        );
    }
    lines.push('');
  }
  return lines;
}

export function writeReport(report) {
  report.machine.loadAtEnd = machineLoad();
  mkdirSync('bench', { recursive: true });
  writeFileSync('bench/report.json', `${JSON.stringify(report, null, 2)}\n`);
  const lines = [
    `# Benchmark report`,
    '',
    `Measured ${report.date} on ${report.machine.cpus} × ${report.machine.cpu}, Node ${report.machine.node}.`,
    '',
    ...serverSectionLines(report),
  ];
  if (report.build)
    lines.push(
      '## Build',
      '',
      `Command: ${report.commands.build}`,
      '',
      `- build time: ${report.build.seconds} s`,
      `- prebuilt pages: ${report.build.prebuiltPages}`,
      '',
    );
  if (report.server)
    lines.push(
      '## Server',
      '',
      `Command: ${report.commands.server}`,
      '',
      `- start to first answer: ${report.server.startMs} ms`,
      `- memory after start: ${report.server.rssStartMb} MB`,
      ...(report.server.rssAfterLoadMb === undefined
        ? []
        : [`- memory after the load: ${report.server.rssAfterLoadMb} MB`]),
      '',
    );
  if (report.api) {
    lines.push(
      '## API under load',
      '',
      `Command: ${report.commands.api}`,
      '',
      '| endpoint | req/s | p50 ms | p99 ms | errors | bare req/s | bare p50 | bare p99 | throughput ratio |',
      '|---|---|---|---|---|---|---|---|---|',
    );
    for (const r of report.api)
      lines.push(
        `| ${r.endpoint} | ${r.rps} | ${r.p50} | ${r.p99} | ${r.errors} | ${r.bare.rps} | ${r.bare.p50} | ${r.bare.p99} | ${r.throughputRatio} |`,
      );
    lines.push('');
  }
  if (report.durability) {
    lines.push(
      '## Database durability',
      '',
      `Command: ${report.commands.durability}`,
      '',
      '| PGlite mode | mean ms per write | p50 ms | p99 ms | writes/s |',
      '|---|---|---|---|---|',
    );
    for (const r of report.durability)
      lines.push(`| ${r.mode} | ${r.meanMs} | ${r.p50Ms} | ${r.p99Ms} | ${r.writesPerSecond} |`);
    lines.push('');
  }
  if (report.orders) {
    const o = report.orders;
    lines.push(
      '## Placing orders',
      '',
      `Command: ${report.commands.orders}`,
      '',
      '| call | per second | p50 ms | p99 ms | errors |',
      '|---|---|---|---|---|',
    );
    lines.push(
      `| place order (fill cart + POST /api/orders, timed: the order call) | ${o.ordersPerSecond} orders | ${o.p50} | ${o.p99} | ${o.errors} |`,
    );
    if (o.replay)
      lines.push(
        `| order retry, same Idempotency-Key | ${o.replay.rps} req | ${o.replay.p50} | ${o.replay.p99} | ${o.replay.errors} |`,
      );
    lines.push('');
  }
  if (report.media) lines.push(...mediaLines(report.media, report.commands.media));
  if (report.pages) lines.push(...pagesMarkdown(report.pages));
  if (report.realtime) lines.push(...realtimeMarkdown(report.realtime));
  if (report.push) lines.push(...pushMarkdown(report.push));
  if (report.sheet) lines.push(...sheetMarkdown(report.sheet));
  writeFileSync('bench/report.md', `${lines.join('\n')}\n${measurementHistory()}`);
}

/** The report's hand-written history (from its heading to the end), kept when the figures above it are rewritten. */
function measurementHistory() {
  if (!existsSync('bench/report.md')) return '';
  const text = readFileSync('bench/report.md', 'utf8');
  const at = text.indexOf('\n## Measurement history');
  return at < 0 ? '' : text.slice(at);
}
