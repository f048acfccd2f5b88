import { benchConfig } from './bench.config';
import type { LighthouseSummary } from './lighthouse-run';
import { type BenchReport, jsBudgetTable, lighthouseTable, misses, navigationTable, renderReport } from './report-markdown';

function summary(performance: number, lcpMs: number, tbtMs = 10): LighthouseSummary {
  const median = { performance, accessibility: 100, bestPractices: 100, seo: 100, fcpMs: 900, lcpMs, tbtMs, cls: 0, speedIndexMs: 1000 };
  return { runs: [], median, performanceRange: [performance, performance], failedAudits: [] };
}

const weight = { raw: 10_000, gzip: 3_000, brotli: 2_500 };

function report(overrides: Partial<BenchReport> = {}): BenchReport {
  return {
    generatedAt: '2026-11-23T10:00:00.000Z',
    commit: 'abc1234',
    machine: {
      cpus: 2,
      cpuModel: 'Test CPU',
      memoryGb: 8,
      node: 'v20.20.0',
      chromium: 'Chromium 140',
      lighthouse: '12.8.2',
      loadAverage: { before: 1.5, duringBrowser: [2.1, 2.6], duringLighthouse: [3.25, 4.5] },
    },
    runs: 3,
    settings: {},
    targets: benchConfig.targets,
    times: { buildSeconds: 7.1, validateSeconds: 2.3 },
    js: [
      {
        path: '/about',
        kind: 'static',
        targetKb: 15,
        duringLoad: 12 * 1024,
        afterScroll: 14 * 1024,
        files: [{ url: '/assets/chrome.js', bytes: 12 * 1024, encoding: 'gzip', afterScroll: false }],
      },
      {
        path: '/',
        kind: 'carousel',
        targetKb: 45,
        duringLoad: 130 * 1024,
        afterScroll: 140 * 1024,
        files: [{ url: '/assets/framework.js', bytes: 130 * 1024, encoding: 'gzip', afterScroll: false }],
      },
      { path: '/contact', kind: 'contact', targetKb: 80, error: 'answers 500' },
    ],
    unfilledRoutes: [],
    lighthouse: [
      { path: '/', performanceTarget: 98, results: { mobile: summary(94, 2640) }, scriptsBlocked: summary(99, 1500), lcpRatio: 1.76 },
      { path: '/blogs', results: { mobile: summary(90, 1600) }, scriptsBlocked: summary(99, 1550), lcpRatio: 1.03 },
      { path: '/our/blog/15/single', skipped: 'answers 404 on this build' },
    ],
    navigation: [
      {
        from: '/',
        to: '/about',
        hoverMs: 200,
        direct: [
          { ms: 640, kind: 'document', deliveryType: 'network' },
          { ms: 600, kind: 'document', deliveryType: 'network' },
          { ms: 700, kind: 'document', deliveryType: 'network' },
        ],
        hovered: [
          { ms: 210, kind: 'document', deliveryType: 'navigational-prefetch' },
          { ms: 190, kind: 'document', deliveryType: 'navigational-prefetch' },
          { ms: 230, kind: 'document', deliveryType: 'navigational-prefetch' },
        ],
      },
    ],
    pageFiles: [{ path: '/about', html: weight, css: weight, mediaEager: 50_000, mediaAll: 90_000 }],
    composition: [],
    ...overrides,
  };
}

describe('the JavaScript budget table', () => {
  it('shows each page against the budget of its kind, pass or over, with what scrolling adds', () => {
    const table = jsBudgetTable(report());
    expect(table).toContain('| /about | static sections only | 12.0 | 15 | pass | 14.0 | 1 |');
    expect(table).toContain('| / | carousel | 130.0 | 45 | **over** | 140.0 | 1 |');
    expect(table).toContain('| /contact | contact form | not measured: answers 500 | 80 |');
  });
});

describe('the Lighthouse table', () => {
  it('puts the scripts-blocked LCP and the LCP ratio beside the median LCP, and the target where there is one', () => {
    const table = lighthouseTable(report());
    expect(table).toContain('| / | mobile | 94 | ≥ 98 | 10 ms | 0.00 | 2.64 s | 1.50 s | 1.76 | 99 | 0.90 s | 100 | 100 | 100 |');
    expect(table).toContain('| /blogs | mobile | 90 |  | 10 ms | 0.00 | 1.60 s | 1.55 s | 1.03 | 99 |');
    expect(table).toContain('| /our/blog/15/single | skipped: answers 404 on this build |');
  });

  it('says how many runs failed and were left out of a median', () => {
    const table = lighthouseTable(
      report({ lighthouse: [{ path: '/about', results: { mobile: summary(97, 1500) }, scriptsBlocked: summary(99, 1450), lcpRatio: 1.03, failedRuns: 1 }] }),
    );
    expect(table).toContain('| /about | mobile | 97, 1 run failed |');
  });
});

describe('missed targets', () => {
  it('lists an over-budget page, an unmeasured page, a low score on a page with a target and an LCP ratio over 1.10', () => {
    const found = misses(report());
    expect(found).toContain('/: 130.0 KB of JavaScript (gzip) during load, over the 45 KB of a page with a carousel');
    expect(found).toContain('/contact: not measured (answers 500)');
    expect(found).toContain('/ (mobile): performance 94 (target 98), LCP ratio 1.76');
    // /blogs has no performance target and its ratio is within 1.10.
    expect(found.some((line) => line.startsWith('/blogs'))).toBe(false);
    expect(found.some((line) => line.startsWith('/about'))).toBe(false);
  });

  it('counts TBT of 50 ms or more as missed', () => {
    const found = misses(
      report({
        lighthouse: [{ path: '/about', performanceTarget: 98, results: { mobile: summary(99, 1500, 50) }, scriptsBlocked: summary(99, 1500), lcpRatio: 1 }],
      }),
    );
    expect(found).toContain('/about (mobile): TBT 50 ms');
  });
});

describe('the page-to-page table', () => {
  it('shows the median of the straight clicks and of the hovered ones, and how each next page was delivered', () => {
    expect(navigationTable(report())).toContain('| / → /about | none | document | 640 ms | network | 210 ms (200 ms hover) | navigational-prefetch |');
  });

  it("names the first page's Speculation-Rules header", () => {
    const [first] = report().navigation;
    const table = navigationTable(report({ navigation: first ? [{ ...first, speculationRules: '"/speculation-rules.json"' }] : [] }));
    expect(table).toContain('| / → /about | `"/speculation-rules.json"` | document |');
  });
});

describe('the whole report', () => {
  it("states the machine's load during the runs and the knobs of a reduced run", () => {
    const text = renderReport(report({ settings: { BENCH_RUNS: '1', BENCH_PAGES: '/,/about' } }));
    expect(text).toContain('1.50 before the build, 2.10–2.60 while pages loaded in the browser, 3.25–4.50 during the Lighthouse runs');
    expect(text).toContain('Reduced run: BENCH_RUNS=1, BENCH_PAGES=/,/about');
    expect(text).toContain('15 KB for a page of static sections only');
  });
});
