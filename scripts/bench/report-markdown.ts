import type { PageWeight } from '../page-weight';
import { benchConfig, type FormFactor, type PageKind } from './bench.config';
import type { ScriptFile } from './browser-js';
import { compositionTable, type PageComposition } from './bundle-composition';
import { headerPhotoMarkdown, type PhotoBytesRow } from './header-photo-bytes';
import type { LighthouseSummary } from './lighthouse-run';
import { medianMs, type NavigationResult } from './navigation-timing';
import { pageKindPhrase, pageKindText } from './page-kind';
import { type UnknownAddressRate, unknownAddressesMarkdown } from './unknown-addresses';

/** What the browser downloaded as JavaScript for one page, against its kind's budget. */
export type JsBudgetRow = { path: string; kind: PageKind; targetKb: number } & (
  | { duringLoad: number; afterScroll: number; files: ScriptFile[] }
  | { error: string }
);

export type LighthousePage =
  | { path: string; skipped: string }
  | {
      path: string;
      /** The mobile performance target, for the pages that have one. */
      performanceTarget?: number;
      results: Partial<Record<FormFactor, LighthouseSummary>>;
      /** Mobile, the same page with every script blocked, run interleaved with the mobile runs. */
      scriptsBlocked?: LighthouseSummary;
      /** Median mobile LCP with scripts over median LCP with scripts blocked. */
      lcpRatio: number;
      /** Runs that failed three times (a busy machine) and are left out of the medians. */
      failedRuns?: number;
    };

/** The HTML, CSS and media of a page, from the files of dist/ (scripts/page-weight.ts). */
type PageFiles = Pick<PageWeight, 'path' | 'html' | 'css' | 'mediaEager' | 'mediaAll'>;

export type BenchReport = {
  generatedAt: string;
  commit: string;
  machine: {
    cpus: number;
    cpuModel: string;
    memoryGb: number;
    node: string;
    chromium: string;
    lighthouse: string;
    /** One-minute load average: before the build, then after each page measured in the browser and each Lighthouse run. */
    loadAverage: { before: number; duringBrowser: number[]; duringLighthouse: number[] };
  };
  runs: number;
  /** The environment knobs this report was made with (BENCH_*), for a reader comparing two reports. */
  settings: Record<string, string>;
  targets: (typeof benchConfig)['targets'];
  times: { buildSeconds: number; validateSeconds: number };
  js: JsBudgetRow[];
  /** Routes with parameters that could not be filled from the API (no post, no category). */
  unfilledRoutes: string[];
  lighthouse: LighthousePage[];
  navigation: NavigationResult[];
  pageFiles: PageFiles[];
  composition: PageComposition[];
  /** Made-up addresses under load, each request a new one (unknown-addresses.ts); empty when skipped. */
  unknownAddresses?: UnknownAddressRate[];
  /** A 4000×3000 header photo's variant and bytes per viewport (header-photo-bytes.ts); empty when skipped. */
  headerPhoto?: PhotoBytesRow[];
};

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const seconds = (ms: number) => (Number.isNaN(ms) ? '–' : `${(ms / 1000).toFixed(2)} s`);
const ratioText = (value: number) => (Number.isNaN(value) ? '–' : value.toFixed(2));

function withinJsBudget(row: JsBudgetRow): boolean | undefined {
  return 'error' in row ? undefined : row.duringLoad / 1024 <= row.targetKb;
}

/** Every missed target, one line each. */
export function misses(report: BenchReport): string[] {
  const { targets } = report;
  const found: string[] = [];
  for (const row of report.js) {
    if ('error' in row) found.push(`${row.path}: not measured (${row.error})`);
    else if (!withinJsBudget(row))
      found.push(`${row.path}: ${kb(row.duringLoad)} KB of JavaScript (gzip) during load, over the ${row.targetKb} KB of ${pageKindPhrase[row.kind]}`);
  }
  for (const page of report.lighthouse) {
    if ('skipped' in page) continue;
    const mobile = page.results.mobile?.median;
    if (mobile) {
      const below = [
        page.performanceTarget !== undefined && mobile.performance < page.performanceTarget
          ? `performance ${mobile.performance} (target ${page.performanceTarget})`
          : undefined,
        mobile.tbtMs >= targets.tbtMs ? `TBT ${Math.round(mobile.tbtMs)} ms` : undefined,
        page.lcpRatio > targets.lcpRatio ? `LCP ratio ${ratioText(page.lcpRatio)}` : undefined,
      ];
      const found1 = below.filter((text): text is string => text !== undefined);
      if (found1.length > 0) found.push(`${page.path} (mobile): ${found1.join(', ')}`);
    }
    for (const [formFactor, summary] of Object.entries(page.results)) {
      const { median } = summary;
      const below = [
        median.accessibility < targets.accessibility ? `accessibility ${median.accessibility}` : undefined,
        median.bestPractices < targets.bestPractices ? `best practices ${median.bestPractices}` : undefined,
        median.seo < targets.seo ? `SEO ${median.seo}` : undefined,
        median.cls > targets.cls ? `CLS ${median.cls.toFixed(3)}` : undefined,
      ].filter((text): text is string => text !== undefined);
      if (below.length > 0) found.push(`${page.path} (${formFactor}): ${below.join(', ')}`);
    }
  }
  return found;
}

export function jsBudgetTable(report: BenchReport): string {
  const lines = [
    '| page | kind | during load, gzip KB | budget KB | | after scrolling to the bottom, gzip KB | script files |',
    '| --- | --- | ---: | ---: | --- | ---: | ---: |',
  ];
  const size = (row: JsBudgetRow) => ('error' in row ? Number.POSITIVE_INFINITY : row.duringLoad);
  for (const row of [...report.js].sort((a, b) => size(b) - size(a) || a.path.localeCompare(b.path))) {
    if ('error' in row) {
      lines.push(`| ${row.path} | ${pageKindText[row.kind]} | not measured: ${row.error} | ${row.targetKb} | | | |`);
      continue;
    }
    lines.push(
      `| ${row.path} | ${pageKindText[row.kind]} | ${kb(row.duringLoad)} | ${row.targetKb} | ${withinJsBudget(row) ? 'pass' : '**over**'} | ${kb(row.afterScroll)} | ${row.files.length} |`,
    );
  }
  return lines.join('\n');
}

/** The script files of the heaviest page of each kind, with their sizes: where the bytes go. */
function scriptFileLists(report: BenchReport): string {
  const heaviest = new Map<PageKind, Extract<JsBudgetRow, { files: ScriptFile[] }>>();
  for (const row of report.js) {
    if ('error' in row) continue;
    const known = heaviest.get(row.kind);
    if (!known || row.duringLoad > known.duringLoad) heaviest.set(row.kind, row);
  }
  return [...heaviest.values()]
    .map((row) => {
      const files = [...row.files]
        .sort((a, b) => b.bytes - a.bytes)
        .map((file) => `${file.url} ${kb(file.bytes)}${file.encoding === 'gzip' ? '' : ` (${file.encoding})`}${file.afterScroll ? ' (after scrolling)' : ''}`);
      return `- **${row.path}** (${pageKindPhrase[row.kind]}, ${kb(row.duringLoad)} KB): ${files.join(', ')}`;
    })
    .join('\n');
}

export function lighthouseTable(report: BenchReport): string {
  const lines = [
    '| page | device | performance (range) | target | TBT | CLS | LCP | LCP, scripts blocked | LCP ratio | performance, scripts blocked | FCP | accessibility | best practices | SEO |',
    '| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
  ];
  for (const page of report.lighthouse) {
    if ('skipped' in page) {
      lines.push(`| ${page.path} | skipped: ${page.skipped} |${' |'.repeat(12)}`);
      continue;
    }
    for (const [formFactor, summary] of Object.entries(page.results)) {
      const { median, performanceRange } = summary;
      const range = performanceRange[0] === performanceRange[1] ? '' : ` (${performanceRange[0]}–${performanceRange[1]})`;
      const failed = page.failedRuns ? `, ${page.failedRuns} run${page.failedRuns === 1 ? '' : 's'} failed` : '';
      const mobile = formFactor === 'mobile';
      const blocked = mobile ? page.scriptsBlocked?.median : undefined;
      lines.push(
        [
          '',
          page.path,
          formFactor,
          `${median.performance}${range}${failed}`,
          mobile && page.performanceTarget !== undefined ? `≥ ${page.performanceTarget}` : '',
          `${Math.round(median.tbtMs)} ms`,
          median.cls.toFixed(2),
          seconds(median.lcpMs),
          blocked ? seconds(blocked.lcpMs) : '',
          mobile ? ratioText(page.lcpRatio) : '',
          blocked ? String(blocked.performance) : '',
          seconds(median.fcpMs),
          median.accessibility,
          median.bestPractices,
          median.seo,
          '',
        ]
          .join(' | ')
          .trim(),
      );
    }
  }
  return lines.join('\n');
}

function auditNotes(report: BenchReport): string {
  const lines: string[] = [];
  for (const page of report.lighthouse) {
    if ('skipped' in page) continue;
    for (const [formFactor, summary] of Object.entries(page.results)) {
      const audits = summary.failedAudits.map((audit) => `${audit.category}: ${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ''}`);
      const lcp = summary.lcpElement ? `LCP element \`${summary.lcpElement.replaceAll('|', '\\|').slice(0, 140)}\`` : undefined;
      if (audits.length > 0 || lcp) lines.push(`- **${page.path}, ${formFactor}**: ${[lcp, ...audits].filter(Boolean).join('; ')}`);
    }
  }
  return lines.length > 0 ? lines.join('\n') : 'None.';
}

export function navigationTable(report: BenchReport): string {
  if (report.navigation.length === 0) return 'Not measured in this run.';
  const lines = [
    '| from → to | Speculation-Rules header | kind | click, no hover (median) | delivery | hover first, then click (median) | delivery |',
    '| --- | --- | --- | ---: | --- | ---: | --- |',
  ];
  for (const result of report.navigation) {
    if (result.error && result.direct.length === 0) {
      lines.push(`| ${result.from} → ${result.to} | not measured: ${result.error} | | | | | |`);
      continue;
    }
    const kinds = [...new Set([...result.direct, ...result.hovered].map((one) => one.kind))].join(', ');
    const delivery = (trials: NavigationResult['direct']) => [...new Set(trials.map((one) => one.deliveryType))].join(', ');
    const header = result.speculationRules ? `\`${result.speculationRules.replaceAll('|', '\\|')}\`` : 'none';
    lines.push(
      `| ${result.from} → ${result.to} | ${header} | ${kinds} | ${medianMs(result.direct)} ms | ${delivery(result.direct)} | ${medianMs(result.hovered)} ms (${result.hoverMs} ms hover) | ${delivery(result.hovered)} |`,
    );
  }
  return lines.join('\n');
}

function filesTable(report: BenchReport): string {
  const lines = ['| page | HTML gz / br | CSS gz / br | media eager | media all |', '| --- | ---: | ---: | ---: | ---: |'];
  for (const page of [...report.pageFiles].sort((a, b) => a.path.localeCompare(b.path))) {
    lines.push(
      `| ${page.path} | ${kb(page.html.gzip)} / ${kb(page.html.brotli)} | ${kb(page.css.gzip)} / ${kb(page.css.brotli)} | ${kb(page.mediaEager)} | ${kb(page.mediaAll)} |`,
    );
  }
  return lines.join('\n');
}

const loadRange = (values: number[], during: string) =>
  values.length > 0 ? `${Math.min(...values).toFixed(2)}–${Math.max(...values).toFixed(2)} ${during}` : undefined;

export function renderReport(report: BenchReport): string {
  const { machine, targets } = report;
  const found = misses(report);
  const loads = [
    loadRange(machine.loadAverage.duringBrowser, 'while pages loaded in the browser'),
    loadRange(machine.loadAverage.duringLighthouse, 'during the Lighthouse runs'),
  ].filter(Boolean);
  const settings = Object.entries(report.settings).map(([name, value]) => `${name}=${value}`);
  const { jsGzipKb } = targets;
  return `# Performance budget

Generated by \`npm run bench\` on ${report.generatedAt} at commit ${report.commit}. A report, not a test.
${settings.length > 0 ? `Reduced run: ${settings.join(', ')} (not every page or run of the full bench).\n` : ''}
Machine: ${machine.cpus} × ${machine.cpuModel}, ${machine.memoryGb} GB, Node ${machine.node}, ${machine.chromium}, Lighthouse ${machine.lighthouse}.
Load average (one minute) ${machine.loadAverage.before.toFixed(2)} before the build${loads.length > 0 ? `, ${loads.join(', ')}` : ''}. Lighthouse
simulates a mid-range phone on a slow 4G network, but its CPU work runs on this machine: other
processes on its ${machine.cpus} cores move performance scores by a few points between runs, which is why each
page is measured ${report.runs} time${report.runs === 1 ? '' : 's'} and the median shown, with the range.

## Targets

JavaScript transferred during page load (gzip): ${jsGzipKb.static} KB for a page of static sections only,
${jsGzipKb.carousel} KB with a carousel, ${jsGzipKb.contact} KB with the contact form, ${jsGzipKb.blog} KB for a blog page.
Lighthouse mobile: performance ${targets.performance} or more on ${targets.performancePages.join(', ')}; TBT under ${targets.tbtMs} ms;
CLS ${targets.cls.toFixed(2)}; LCP with scripts at most ${targets.lcpRatio.toFixed(2)} times the LCP with scripts blocked; accessibility,
best practices and SEO ${targets.accessibility}.

${found.length === 0 ? 'Every target is met.' : `Missed:\n\n${found.map((line) => `- ${line}`).join('\n')}`}

## Build and validation

| step | time |
| --- | ---: |
| \`npm run build\` | ${report.times.buildSeconds} s |
| \`npm run validate\` | ${report.times.validateSeconds} s |

## JavaScript transferred, in Chromium

Each page loaded in Chromium from the production server, a fresh browser context each (empty
cache), phone-sized (412 × 823), with \`Accept-Encoding: gzip\` forced: the server would send brotli
to a browser that offers it, and the budget is gzip. The sum of the script responses' bodies as
received (encoded bytes, without headers). "During load": until the load event, the network idle
and ${(benchConfig.settleMs / 1000).toFixed(1)} s more, without touching the page (islands waiting for 'visible' count only if they are
in the first screen). "After scrolling": everything by the network idle after scrolling to the bottom a
screen at a time. The kind comes from the page's sections (a page in several kinds gets the largest
budget).${report.unfilledRoutes.length > 0 ? ` Not measured, no data to fill them: ${report.unfilledRoutes.join(', ')}.` : ''}

${jsBudgetTable(report)}

The heaviest page of each kind, file by file (KB as transferred):

${scriptFileLists(report)}

## Lighthouse (median of ${report.runs})

Mobile runs alternate scripts on and scripts blocked (\`--blocked-url-patterns\` for every \`.js\`
file), so load on the machine weighs on both alike. The LCP ratio is the median LCP with scripts over
the median LCP without: what the scripts cost the largest paint.

${lighthouseTable(report)}

Audits below 90 in the median run, and the largest contentful paint element:

${auditNotes(report)}

## Page to page

A desktop-sized Chromium on the production server: a page is loaded and left to settle, then one of
its links is clicked, straight away or after the pointer rests on it (a hover, which speculation
rules can prefetch on). Timed from the click event to the next page's largest contentful paint, or,
for a client-side route change (no new document, no LCP), to the second frame after the address
changed. "Delivery" is the new document's \`deliveryType\` (\`navigational-prefetch\` when a prefetch
served it). A plain click moves the pointer onto the link and presses it at once, so rules with
"moderate" eagerness can still start a prefetch on the press. Median of ${report.runs}.

${navigationTable(report)}

## Files of every page

KB, from the files of dist/ (every page, whatever BENCH_PAGES says). HTML and the stylesheets the
page downloads compressed as the server sends them (gzip, and brotli for comparison; CSS is 0 when
the page's rules are inline in its HTML); media
(images, video posters and the first video source) as files, which are already compressed: "eager"
is what the page loads before interaction, "all" includes lazy images below the fold.

${filesTable(report)}

## What the JavaScript is made of

Minified bytes by package or source folder, from a source-mapped build; gzip shared out in
proportion (an estimate). \`npx tsx scripts/bench/bundle-composition.ts /path\` shows any page.

${report.composition.length > 0 ? report.composition.map((page) => compositionTable(page)).join('\n\n') : 'Not measured in this run.'}

## Made-up addresses

What a crawler or an attacker walking made-up addresses costs: 50 connections, 5 s each after a 2 s
warm-up, every request a new address (so no cache by address helps), \`Accept-Encoding: br, gzip\`.

${report.unknownAddresses && report.unknownAddresses.length > 0 ? unknownAddressesMarkdown(report.unknownAddresses) : 'Not measured in this run.'}

## A camera photo as a page header

A generated 4000×3000 photograph (tests/test-photo.ts, noise that compresses worse than most real
photos) through the image pipeline: the WebP variant a browser picks for a full-width header and
its bytes. Budget: at most 150 KB on a 375 px phone at 2×.

${report.headerPhoto && report.headerPhoto.length > 0 ? headerPhotoMarkdown(report.headerPhoto) : 'Not measured in this run.'}
`;
}
