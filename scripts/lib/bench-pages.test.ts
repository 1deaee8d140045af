import { describe, expect, it } from 'vitest';
import {
  figuresOf,
  type LighthouseResultLike,
  medianRow,
  type PageTarget,
  pageBudgetProblems,
  pagesMarkdown,
  type RunFigures,
  withRetries,
} from './bench-pages.ts';

/** A Lighthouse result with every figure, and one page script of 10 KB. */
function result(overrides: Partial<Record<string, number | undefined>> = {}): LighthouseResultLike {
  const values: Record<string, number | undefined> = {
    'largest-contentful-paint': 1200.4,
    'total-blocking-time': 20,
    'cumulative-layout-shift': 0.0012,
    'total-byte-weight': 51200,
    ...overrides,
  };
  return {
    categories: {
      performance: { score: 1 },
      accessibility: { score: 1 },
      'best-practices': { score: 1 },
      seo: { score: 0.69, auditRefs: [{ id: 'is-crawlable' }] },
    },
    audits: {
      ...Object.fromEntries(Object.entries(values).map(([id, numericValue]) => [id, { score: 1, numericValue }])),
      'is-crawlable': { score: 0, scoreDisplayMode: 'binary' },
      'network-requests': {
        score: null,
        details: {
          items: [
            { resourceType: 'Script', transferSize: 10240 },
            { resourceType: 'Image', transferSize: 999 },
          ],
        },
      },
    },
  };
}

const search: PageTarget = { name: 'search', path: '/search', kind: 'app', address: true, noindex: true };
const city: PageTarget = { name: 'city', path: '/city/bangalore', kind: 'seo', address: false };

describe('figuresOf', () => {
  it('reads the scores, metrics and script bytes of a run', () => {
    const figures = figuresOf(result()) as RunFigures;
    expect(figures.scores).toEqual({ performance: 100, accessibility: 100, 'best-practices': 100, seo: 69 });
    expect(figures).toMatchObject({ lcpMs: 1200, tbtMs: 20, cls: 0.001, jsKb: 10, totalKb: 50 });
    expect(figures.seoFailing).toEqual(['is-crawlable']);
  });

  it('says which figure is missing instead of throwing (a run without CLS)', () => {
    expect(figuresOf(result({ 'cumulative-layout-shift': undefined }))).toBe('no cumulative layout shift figure');
    const noScore = result();
    noScore.categories.performance = { score: null };
    expect(figuresOf(noScore)).toBe('no performance score');
  });
});

describe('withRetries', () => {
  it('tries again after a throw or a missing figure, and keeps the first figures it gets', async () => {
    const answers: (() => RunFigures | string)[] = [
      () => {
        throw new Error('Chrome crashed\nstack');
      },
      () => 'no cumulative layout shift figure',
      () => figuresOf(result()),
    ];
    const outcome = await withRetries(async () => (answers.shift() as () => RunFigures | string)(), 3);
    expect(outcome).toMatchObject({ ok: true, tries: 3 });
  });

  it('gives up after the last try with the last reason', async () => {
    const outcome = await withRetries(async () => 'no cumulative layout shift figure', 2);
    expect(outcome).toEqual({ ok: false, reason: 'no cumulative layout shift figure', tries: 2 });
  });
});

describe('medianRow and the budgets', () => {
  const runs = [900, 1700, 1100].map((lcp) => figuresOf(result({ 'largest-contentful-paint': lcp })) as RunFigures);

  it('takes the median of each figure over the successful runs', () => {
    const row = medianRow(city, runs, ['run 4: no cumulative layout shift figure (3 tries)']);
    expect(row).toMatchObject({ runs: 3, failedRuns: 1, lcpMs: 1100, jsKb: 10 });
  });

  it('a noindex page may miss SEO only through is-crawlable; other pages may not', () => {
    const problems = pageBudgetProblems({ rows: [medianRow(search, runs, []), medianRow(city, runs, [])], js: [] });
    expect(problems).toEqual(['city: seo 69 < 100']);
  });

  it('the baseline row is measured beside the pages but held to no budget', () => {
    const bare = medianRow({ name: 'bare page (baseline)', path: '/', kind: 'baseline', address: false }, runs, []);
    expect(pageBudgetProblems({ rows: [bare], js: [] })).toEqual([]);
  });

  it('a page whose every run failed is a budget miss and a row of the report, not a crash', () => {
    const row = medianRow(city, [], ['run 1: no cumulative layout shift figure (3 tries)']);
    const section = {
      rows: [row],
      js: [{ page: 'about', path: '/about', kind: 'seo' as const, jsKb: 41.2, scripts: 3 }],
      runsPerPage: 1,
      attemptsPerRun: 3,
      load: { start: [1, 2, 3], end: [1, 2, 3], cpus: 2 },
      command: 'test',
    };
    expect(pageBudgetProblems(section)).toEqual([
      'city: no successful Lighthouse run (run 1: no cumulative layout shift figure (3 tries))',
      'about: 41.2 KB of JavaScript > 40 KB',
    ]);
    expect(pagesMarkdown(section).join('\n')).toContain('| city (`/city/bangalore`) | seo | failed |');
  });
});
