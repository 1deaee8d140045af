// What the page cache buys (scripts/bench.mjs --page-cache): the pages of the --html section
// under load on a server with PAGE_CACHE=on and then on one with PAGE_CACHE=off, one after the
// other on the same build, each row as the ratio of the two.
import { pagesBench } from './bench-server.mjs';
import { startServer } from './server.mjs';

/** The figures of one row kept for the comparison. */
const figures = ({ rps, p50, p99, errors, encoding }) => ({ rps, p50, p99, errors, encoding });

/**
 * The --html pages with the page cache on and off: per page, requests per second and latency on
 * each side, and on/off as a ratio; the page cache's counts over the "on" loads.
 */
export async function pageCacheBench({ seconds = 10, connections = 50 } = {}) {
  const sides = {};
  for (const setting of ['on', 'off']) {
    const server = await startServer({ env: { THALIFY_TEST_OUTBOX: '1', PAGE_CACHE: setting } });
    try {
      sides[setting] = await pagesBench(server, { seconds, connections });
    } finally {
      await server.stop();
    }
    for (const row of sides[setting].rows)
      console.log(`PAGE_CACHE=${setting} ${row.page}: ${row.rps} req/s p50 ${row.p50} ms p99 ${row.p99} ms`);
  }
  const rows = sides.on.rows.map((on, i) => {
    const off = sides.off.rows[i];
    return {
      page: on.page,
      path: on.path,
      on: figures(on),
      off: figures(off),
      ratio: Number((on.rps / Math.max(1, off.rps)).toFixed(2)),
    };
  });
  return {
    rows,
    pageCache: sides.on.pageCache,
    command: `npm run bench -- --page-cache (the pages of --html, ${connections} keep-alive connections, ${seconds} s per page after 2 s to warm up, on node server.mjs with PAGE_CACHE=on, then on a new one with PAGE_CACHE=off; ratio: requests per second on / off)`,
  };
}

/** The comparison as Markdown lines for bench/report.md. */
export function pageCacheLines(result) {
  if (!result) return [];
  const lines = [
    '## What the page cache buys',
    '',
    `Command: ${result.command}`,
    '',
    'Each page is named by how the server with PAGE_CACHE=on answers it; with PAGE_CACHE=off every one of them is rendered.',
    '',
    '| page | on: req/s | on: p50 / p99 ms | off: req/s | off: p50 / p99 ms | on / off |',
    '|---|---|---|---|---|---|',
  ];
  for (const { page, path, on, off, ratio } of result.rows)
    lines.push(
      `| ${page} (\`${path}\`) | ${on.rps} | ${on.p50} / ${on.p99} | ${off.rps} | ${off.p50} / ${off.p99} | ${ratio} |`,
    );
  lines.push('');
  return lines;
}
