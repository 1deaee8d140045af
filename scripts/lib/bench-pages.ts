/**
 * The pages section of `npm run bench`: Lighthouse (mobile preset, simulated throttling) on each
 * page type, several runs each, the median of every figure; and the gzipped JavaScript a first
 * visit loads on more page types. A run that throws or returns no figure (Lighthouse sometimes
 * reports no CLS) is tried again, then counted as failed; the section goes on either way.
 * Plain TypeScript Node runs directly: no parameter properties or enums.
 */
import { createServer } from 'node:http';
import { cpus, loadavg } from 'node:os';
import { chromiumFlags } from '../ensure-browser.mjs';

/** The four Lighthouse categories, each scored 0 to 100. */
export const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
/** One of the four categories. */
export type Category = (typeof categories)[number];

/** A page the section measures. */
export interface PageTarget {
  name: string;
  path: string;
  /**
   * `seo`: a prebuilt page for search engines (small JavaScript budget); `app`: a screen of the
   * storefront; `baseline`: the bare page measured beside them, held to no budget.
   */
  kind: 'seo' | 'app' | 'baseline';
  /** Visit with a saved address (storage and its cookie), as a diner does. */
  address: boolean;
  /** Kept out of search results on purpose: its one SEO miss (`is-crawlable`) is expected. */
  noindex?: boolean;
  /** Measure its JavaScript only (no Lighthouse run). */
  jsOnly?: boolean;
  /** Served from elsewhere than the storefront (the baseline's bare server). */
  origin?: string;
}

/** The baseline: a minimal complete page, the best any page can score on this machine right now. */
export const bareHtml = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Bare page</title><meta name="description" content="A minimal page measured beside the storefront's pages."></head><body><main><h1>Bare page</h1><p>Served by a bare node:http server in the same run.</p></main></body></html>`;

/** Serves `bareHtml` on a free loopback port. */
async function bareServer(): Promise<{ origin: string; close: () => Promise<void> }> {
  const server = createServer((req, res) => {
    req.resume();
    if (req.url === '/robots.txt') {
      res.writeHead(200, { 'content-type': 'text/plain' }).end('User-agent: *\nAllow: /\n');
      return;
    }
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(bareHtml);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** What `bench:check` holds the pages to (the goals of the performance work). */
export const pageBudgets = {
  performance: 100,
  accessibility: 100,
  'best-practices': 100,
  seo: 100,
  /** Largest contentful paint, simulated mobile, milliseconds. */
  lcpMs: 1500,
  cls: 0.02,
  /** Gzipped JavaScript of a first visit to a prebuilt SEO page, KB. */
  seoJsKb: 40,
  /** Gzipped JavaScript of a first visit to an app page, KB. */
  appJsKb: 120,
};

/** The figures of one successful Lighthouse run. */
export interface RunFigures {
  scores: Record<Category, number>;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  jsKb: number;
  totalKb: number;
  /** Binary audits that did not pass. */
  failing: string[];
  /** Audits of the SEO category that did not pass. */
  seoFailing: string[];
}

/** One page's row: medians of its successful runs, and its failed runs with their reasons. */
export interface PageRow {
  page: string;
  path: string;
  kind: PageTarget['kind'];
  noindex: boolean;
  /** Successful runs. */
  runs: number;
  failedRuns: number;
  failures: string[];
  /** Medians (absent when every run failed). */
  scores?: Record<Category, number>;
  lcpMs?: number;
  tbtMs?: number;
  cls?: number;
  jsKb?: number;
  totalKb?: number;
  failing?: string[];
  seoFailing?: string[];
}

/** JavaScript of a first visit, measured without Lighthouse. */
export interface JsRow {
  page: string;
  path: string;
  kind: PageTarget['kind'];
  jsKb: number;
  scripts: number;
}

/** The whole section as the report keeps it. */
export interface PagesSection {
  rows: PageRow[];
  js: JsRow[];
  runsPerPage: number;
  attemptsPerRun: number;
  /** Load average (1, 5, 15 minutes) when the section started and ended, and the core count. */
  load: { start: number[]; end: number[]; cpus: number };
  /** When the section ended (ISO time). */
  at?: string;
  command: string;
}

/** The part of a Lighthouse result this section reads. */
export interface LighthouseResultLike {
  categories: Record<string, { score: number | null; auditRefs?: { id: string }[] } | undefined>;
  audits: Record<
    string,
    | {
        id?: string;
        score: number | null;
        scoreDisplayMode?: string;
        numericValue?: number;
        details?: { items?: { resourceType?: string; transferSize?: number }[] };
      }
    | undefined
  >;
}

function numeric(lhr: LighthouseResultLike, id: string): number | null {
  const value = lhr.audits[id]?.numericValue;
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

/** The figures of a run, or why there are none (a category without a score, a metric without a value). */
export function figuresOf(lhr: LighthouseResultLike): RunFigures | string {
  const scores = {} as Record<Category, number>;
  for (const category of categories) {
    const score = lhr.categories[category]?.score;
    if (typeof score !== 'number') return `no ${category} score`;
    scores[category] = Math.round(score * 100);
  }
  const lcp = numeric(lhr, 'largest-contentful-paint');
  const tbt = numeric(lhr, 'total-blocking-time');
  const cls = numeric(lhr, 'cumulative-layout-shift');
  const total = numeric(lhr, 'total-byte-weight');
  const missing = [
    ['largest contentful paint', lcp],
    ['total blocking time', tbt],
    ['cumulative layout shift', cls],
    ['total byte weight', total],
  ].find(([, value]) => value === null);
  if (missing) return `no ${missing[0]} figure`;
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  const scriptBytes = requests
    .filter((r) => r.resourceType === 'Script')
    .reduce((sum, r) => sum + (r.transferSize ?? 0), 0);
  const seoIds = new Set((lhr.categories.seo?.auditRefs ?? []).map((ref) => ref.id));
  const audits = Object.entries(lhr.audits);
  return {
    scores,
    lcpMs: Math.round(lcp as number),
    tbtMs: Math.round(tbt as number),
    cls: Number((cls as number).toFixed(3)),
    jsKb: Number((scriptBytes / 1024).toFixed(1)),
    totalKb: Number(((total as number) / 1024).toFixed(1)),
    failing: audits
      .filter(([, a]) => a && a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
      .map(([id]) => id),
    seoFailing: audits.filter(([id, a]) => seoIds.has(id) && a && a.score !== null && a.score < 1).map(([id]) => id),
  };
}

/**
 * Runs `attempt` until it yields figures, at most `attempts` times. A throw or a reason string
 * counts as a failed try; the last reason is returned when none succeeded.
 */
export async function withRetries<T extends object>(
  attempt: () => Promise<T | string>,
  attempts: number,
): Promise<{ ok: true; value: T; tries: number } | { ok: false; reason: string; tries: number }> {
  let reason = 'not run';
  for (let tries = 1; tries <= attempts; tries++) {
    try {
      const result = await attempt();
      if (typeof result !== 'string') return { ok: true, value: result, tries };
      reason = result;
    } catch (error) {
      reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
    }
  }
  return { ok: false, reason, tries: attempts };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** A page's row: the median of each figure over its successful runs. */
export function medianRow(target: PageTarget, results: RunFigures[], failures: string[]): PageRow {
  const row: PageRow = {
    page: target.name,
    path: target.path,
    kind: target.kind,
    noindex: target.noindex ?? false,
    runs: results.length,
    failedRuns: failures.length,
    failures,
  };
  if (results.length === 0) return row;
  const of = (pick: (r: RunFigures) => number) => median(results.map(pick));
  row.scores = Object.fromEntries(categories.map((c) => [c, Math.round(of((r) => r.scores[c]))])) as Record<
    Category,
    number
  >;
  row.lcpMs = Math.round(of((r) => r.lcpMs));
  row.tbtMs = Math.round(of((r) => r.tbtMs));
  row.cls = Number(of((r) => r.cls).toFixed(3));
  row.jsKb = Number(of((r) => r.jsKb).toFixed(1));
  row.totalKb = Number(of((r) => r.totalKb).toFixed(1));
  // The audits that failed in most runs.
  const count = (list: (r: RunFigures) => string[]) => {
    const seen = new Map<string, number>();
    for (const r of results) for (const id of list(r)) seen.set(id, (seen.get(id) ?? 0) + 1);
    return [...seen].filter(([, n]) => n * 2 > results.length).map(([id]) => id);
  };
  row.failing = count((r) => r.failing);
  row.seoFailing = count((r) => r.seoFailing);
  return row;
}

/** Every budget a section misses, one line each; a page without a successful run is a miss. */
export function pageBudgetProblems(section: Pick<PagesSection, 'rows' | 'js'>, budgets = pageBudgets): string[] {
  const problems: string[] = [];
  for (const row of section.rows) {
    if (row.kind === 'baseline') continue;
    if (!row.scores) {
      problems.push(`${row.page}: no successful Lighthouse run (${row.failures.join('; ')})`);
      continue;
    }
    for (const category of categories) {
      const score = row.scores[category];
      if (score >= budgets[category]) continue;
      // A page kept out of search results on purpose fails only the crawlability audit.
      const onlyNoindex =
        category === 'seo' &&
        row.noindex &&
        (row.seoFailing ?? []).length > 0 &&
        (row.seoFailing ?? []).every((id) => id === 'is-crawlable');
      if (!onlyNoindex) problems.push(`${row.page}: ${category} ${score} < ${budgets[category]}`);
    }
    if ((row.lcpMs ?? 0) > budgets.lcpMs) problems.push(`${row.page}: LCP ${row.lcpMs} ms > ${budgets.lcpMs} ms`);
    if ((row.cls ?? 0) > budgets.cls) problems.push(`${row.page}: CLS ${row.cls} > ${budgets.cls}`);
  }
  const jsRows = [...section.rows.filter((r) => r.jsKb !== undefined && r.kind !== 'baseline'), ...section.js];
  for (const row of jsRows) {
    const limit = row.kind === 'seo' ? budgets.seoJsKb : budgets.appJsKb;
    if ((row.jsKb ?? 0) > limit) problems.push(`${row.page}: ${row.jsKb} KB of JavaScript > ${limit} KB`);
  }
  return problems;
}

/** The section's lines of bench/report.md. */
export function pagesMarkdown(section: PagesSection, budgets = pageBudgets): string[] {
  const [s1, s5, s15] = section.load.start.map((n) => n.toFixed(2));
  const [e1, e5, e15] = section.load.end.map((n) => n.toFixed(2));
  const lines = [
    '## Lighthouse (mobile)',
    '',
    `Command: ${section.command}`,
    '',
    `${section.at ? `Measured ${section.at}. ` : ''}Load average (1/5/15 min) on ${section.load.cpus} cores: ${s1}/${s5}/${s15} at the start, ${e1}/${e5}/${e15} at the end. ` +
      'Lighthouse simulates a slow phone from what the machine does, so a busy machine lowers performance and raises blocking time. ' +
      'The baseline row is a minimal complete HTML page from a bare `node:http` server, measured in the same run: the best any page scores on this machine at this load.',
    '',
    `| page | kind | performance | accessibility | best practices | SEO | LCP ms | TBT ms | CLS | JS KB (gzip) | total KB | runs (failed) |`,
    '|---|---|---|---|---|---|---|---|---|---|---|---|',
  ];
  for (const r of section.rows) {
    const failed = r.failedRuns ? ` (${r.failedRuns} failed)` : '';
    if (!r.scores) {
      lines.push(
        `| ${r.page} (\`${r.path}\`) | ${r.kind} | failed | | | | | | | | | 0${failed}: ${r.failures.join('; ')} |`,
      );
      continue;
    }
    const seo =
      r.noindex && r.seoFailing?.every((id) => id === 'is-crawlable') ? `${r.scores.seo} (noindex)` : r.scores.seo;
    lines.push(
      `| ${r.page} (\`${r.path}\`) | ${r.kind} | ${r.scores.performance} | ${r.scores.accessibility} | ${r.scores['best-practices']} | ${seo} | ${r.lcpMs} | ${r.tbtMs} | ${r.cls} | ${r.jsKb} | ${r.totalKb} | ${r.runs}${failed} |`,
    );
  }
  if (section.js.length) {
    lines.push(
      '',
      'JavaScript of a first visit on more page types (no interaction; gzipped transfer):',
      '',
      '| page | kind | JS KB (gzip) | scripts |',
      '|---|---|---|---|',
      ...section.js.map((r) => `| ${r.page} (\`${r.path}\`) | ${r.kind} | ${r.jsKb} | ${r.scripts} |`),
    );
  }
  lines.push(
    '',
    `Budgets (npm run bench:check): performance ${budgets.performance}; accessibility, best practices and SEO ${budgets.seo} (a noindex page may miss only \`is-crawlable\`); LCP ≤ ${budgets.lcpMs} ms; CLS ≤ ${budgets.cls}; JavaScript ≤ ${budgets.seoJsKb} KB on prebuilt SEO pages, ≤ ${budgets.appJsKb} KB on app pages.`,
  );
  const problems = pageBudgetProblems(section, budgets);
  lines.push(
    '',
    problems.length ? `Budget misses:\n${problems.map((p) => `- ${p}`).join('\n')}` : 'All budgets met.',
    '',
  );
  return lines;
}

/** What a measuring run needs. */
export interface MeasureOptions {
  origin: string;
  targets: PageTarget[];
  /** Lighthouse runs per page (the median is reported). */
  runs: number;
  /** Tries per run before it counts as failed. */
  attemptsPerRun?: number;
  chromiumPath: string;
  /** The saved address of the visits that have one. */
  address: object;
  log?: (line: string) => void;
}

interface BrowserContextLike {
  newPage(): Promise<PageLike>;
  setCookie(...cookies: object[]): Promise<void>;
  close(): Promise<void>;
}
interface PageLike {
  goto(url: string, options?: object): Promise<unknown>;
  evaluate<T, A>(fn: (arg: A) => T, arg: A): Promise<T>;
}

/** Runs Lighthouse on every target (and measures the JavaScript of the `jsOnly` ones). */
export async function measurePages(options: MeasureOptions): Promise<PagesSection> {
  const { origin, targets, runs, chromiumPath, address } = options;
  const attempts = options.attemptsPerRun ?? 3;
  const log = options.log ?? ((line: string) => console.log(line));
  const start = loadavg();
  const { default: lighthouse } = (await import('lighthouse')) as unknown as {
    default: (url: string, flags: object, config: undefined, page: PageLike) => Promise<{ lhr: LighthouseResultLike }>;
  };
  const { default: puppeteer } = (await import('puppeteer-core')) as unknown as {
    default: {
      launch(o: object): Promise<{ createBrowserContext(): Promise<BrowserContextLike>; close(): Promise<void> }>;
    };
  };
  const lighthouseVersion = (
    (await import('lighthouse/package.json', { with: { type: 'json' } })) as { default: { version: string } }
  ).default.version;
  const browser = await puppeteer.launch({
    executablePath: chromiumPath,
    headless: true,
    args: chromiumFlags,
  });
  const addressText = JSON.stringify(address);
  /** A fresh context (cold caches), with the saved address when the visit has one. */
  const visit = async (target: PageTarget) => {
    const context = await browser.createBrowserContext();
    const page = await context.newPage();
    if (target.address) {
      // a page without scripts, so the measured load starts with a cold script cache
      await page.goto(`${target.origin ?? origin}/robots.txt`);
      await page.evaluate((a) => localStorage.setItem('user_address', a), addressText);
      await context.setCookie({
        name: 'user_address',
        value: encodeURIComponent(addressText),
        domain: new URL(origin).hostname,
        path: '/',
      });
    }
    return { context, page };
  };
  const rows: PageRow[] = [];
  const js: JsRow[] = [];
  const bare = await bareServer();
  const baseline: PageTarget = {
    name: 'bare page (baseline)',
    path: '/',
    kind: 'baseline',
    address: false,
    origin: bare.origin,
  };
  try {
    for (const target of [baseline, ...targets]) {
      const at = target.origin ?? origin;
      if (target.jsOnly) {
        const { context, page } = await visit(target);
        try {
          await page.goto(`${at}${target.path}`, { waitUntil: 'networkidle0', timeout: 60_000 });
          const scripts = await page.evaluate(
            () =>
              performance
                .getEntriesByType('resource')
                .filter((e) => e.name.endsWith('.js'))
                .map((e) => (e as PerformanceResourceTiming).transferSize),
            null,
          );
          const row = {
            page: target.name,
            path: target.path,
            kind: target.kind,
            jsKb: Number((scripts.reduce((a, b) => a + b, 0) / 1024).toFixed(1)),
            scripts: scripts.length,
          };
          js.push(row);
          log(`javascript ${target.name}: ${row.jsKb} KB in ${row.scripts} scripts`);
        } finally {
          await context.close();
        }
        continue;
      }
      const results: RunFigures[] = [];
      const failures: string[] = [];
      for (let i = 0; i < runs; i++) {
        const outcome = await withRetries(async () => {
          const { context, page } = await visit(target);
          try {
            const { lhr } = await lighthouse(
              `${at}${target.path}`,
              {
                output: 'json',
                logLevel: 'error',
                disableStorageReset: true,
                onlyCategories: [...categories],
              },
              undefined,
              page,
            );
            return figuresOf(lhr);
          } finally {
            await context.close();
          }
        }, attempts);
        if (outcome.ok) results.push(outcome.value);
        else {
          failures.push(`run ${i + 1}: ${outcome.reason} (${outcome.tries} tries)`);
          log(`lighthouse ${target.name}, run ${i + 1} failed after ${outcome.tries} tries: ${outcome.reason}`);
        }
      }
      const row = medianRow(target, results, failures);
      rows.push(row);
      log(
        row.scores
          ? `lighthouse ${row.page}: ${JSON.stringify(row.scores)} LCP ${row.lcpMs} ms TBT ${row.tbtMs} ms CLS ${row.cls} JS ${row.jsKb} KB total ${row.totalKb} KB, ${row.runs} runs${row.failedRuns ? `, ${row.failedRuns} failed` : ''}${row.failing?.length ? `; failing: ${row.failing.join(', ')}` : ''}`
          : `lighthouse ${row.page}: every run failed`,
      );
    }
  } finally {
    await browser.close();
    await bare.close();
  }
  return {
    rows,
    js,
    runsPerPage: runs,
    attemptsPerRun: attempts,
    load: { start, end: loadavg(), cpus: cpus().length },
    at: new Date().toISOString(),
    command: `npm run bench -- --pages (lighthouse ${lighthouseVersion}, mobile preset with simulated throttling, ${chromiumPath}, ${runs} runs per page, the median of each figure; a run without a figure is tried up to ${attempts} times, then counted as failed)`,
  };
}
