// Crawls a running built server from its robots.txt and sitemap index without cookies, like a
// search engine, and prints the counts: `npm run crawl` (every page), or
// `npm run crawl -- --origin http://127.0.0.1:4321 --restaurant-every 20` (one restaurant in 20).
import { parseArgs } from 'node:util';
import { crawlSite } from './lib/siteCrawl.ts';

const { values } = parseArgs({
  options: {
    origin: {
      type: 'string',
      default: process.env.CRAWL_ORIGIN ?? `http://${process.env.HOST ?? 'localhost'}:${process.env.PORT ?? '4321'}`,
    },
    'restaurant-every': { type: 'string', default: '1' },
    concurrency: { type: 'string', default: '8' },
  },
});
const restaurantEvery = Number(values['restaurant-every']);
const concurrency = Number(values.concurrency);
if (!Number.isInteger(restaurantEvery) || restaurantEvery < 1 || !Number.isInteger(concurrency) || concurrency < 1) {
  console.error('--restaurant-every and --concurrency must be whole numbers of 1 or more');
  process.exit(2);
}

const started = performance.now();
let report;
try {
  report = await crawlSite({
    origin: values.origin,
    restaurantEvery,
    concurrency,
    onProgress: (done, total, problems) => console.log(`  ${done} of ${total} pages, ${problems} problems so far`),
  });
} catch (error) {
  console.error(
    `cannot crawl ${values.origin}: ${error instanceof Error ? error.message : String(error)} (is the built server running? npm start)`,
  );
  process.exit(1);
}
const seconds = ((performance.now() - started) / 1000).toFixed(1);
const row = (kind) =>
  `${kind.padEnd(11)} listed ${String(report.listed[kind]).padStart(6)}  crawled ${String(report.crawled[kind]).padStart(6)}  passed ${String(report.passed[kind]).padStart(6)}`;
console.log(`crawled ${values.origin} in ${seconds} s: ${report.sitemaps} sitemaps`);
for (const kind of ['restaurant', 'locality', 'other']) console.log(`  ${row(kind)}`);
console.log(`  problems    ${report.problems.length}`);
for (const problem of report.problems.slice(0, 50)) console.log(`    ${problem}`);
if (report.problems.length > 50) console.log(`    ... and ${report.problems.length - 50} more`);
process.exit(report.problems.length ? 1 : 0);
