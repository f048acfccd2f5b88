import type { PageWeight } from '../page-weight';
import type { benchConfig, FormFactor } from './bench.config';
import { compositionTable, type PageComposition } from './bundle-composition';
import type { LighthouseSummary } from './lighthouse-run';

export type PageBudget = PageWeight & { hasCarousel: boolean; target: number; rule: 'home' | 'carousel' | 'page' };

export type LighthousePage = { path: string; skipped: string } | { path: string; results: Partial<Record<FormFactor, LighthouseSummary>> };

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
    loadAverage: { before: number; duringLighthouse: number[] };
  };
  runs: number;
  targets: (typeof benchConfig)['targets'];
  times: { buildSeconds: number; validateSeconds: number };
  pages: PageBudget[];
  lighthouse: LighthousePage[];
  composition: PageComposition[];
};

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const ruleText = { home: 'home page', carousel: 'page with a carousel', page: 'page' } as const;

function misses(report: BenchReport): string[] {
  const { targets } = report;
  const found: string[] = [];
  for (const page of report.pages) {
    const js = page.js.gzip / 1024;
    if (js > page.target) found.push(`${page.path}: ${js.toFixed(1)} KB of JavaScript (gzip) before interaction, over the ${page.target} KB for a ${ruleText[page.rule]}`);
  }
  for (const page of report.lighthouse) {
    if ('skipped' in page) continue;
    for (const [formFactor, summary] of Object.entries(page.results)) {
      const { median } = summary;
      const below = [
        formFactor === 'mobile' && median.performance < targets.lighthouse.performance ? `performance ${median.performance}` : undefined,
        median.accessibility < targets.lighthouse.accessibility ? `accessibility ${median.accessibility}` : undefined,
        median.bestPractices < targets.lighthouse.bestPractices ? `best practices ${median.bestPractices}` : undefined,
        median.seo < targets.lighthouse.seo ? `SEO ${median.seo}` : undefined,
        median.cls > targets.cls ? `CLS ${median.cls.toFixed(3)}` : undefined,
      ].filter((text): text is string => text !== undefined);
      if (below.length > 0) found.push(`${page.path} (${formFactor}): ${below.join(', ')}`);
    }
  }
  return found;
}

function lighthouseTable(report: BenchReport): string {
  const lines = [
    '| page | device | performance (range) | accessibility | best practices | SEO | FCP | LCP | TBT | CLS |',
    '| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
  ];
  for (const page of report.lighthouse) {
    if ('skipped' in page) {
      lines.push(`| ${page.path} | skipped: ${page.skipped} | | | | | | | | |`);
      continue;
    }
    for (const [formFactor, summary] of Object.entries(page.results)) {
      const { median, performanceRange } = summary;
      const range = performanceRange[0] === performanceRange[1] ? '' : ` (${performanceRange[0]}–${performanceRange[1]})`;
      lines.push(
        `| ${page.path} | ${formFactor} | ${median.performance}${range} | ${median.accessibility} | ${median.bestPractices} | ${median.seo} | ${seconds(median.fcpMs)} | ${seconds(median.lcpMs)} | ${Math.round(median.tbtMs)} ms | ${median.cls.toFixed(2)} |`,
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

function budgetTable(report: BenchReport): string {
  const lines = [
    '| page | kind | JS gzip KB | JS brotli KB | target KB | | then, after hydration, gzip KB |',
    '| --- | --- | ---: | ---: | ---: | --- | ---: |',
  ];
  const sorted = [...report.pages].sort((a, b) => b.js.gzip - a.js.gzip);
  for (const page of sorted) {
    const ok = page.js.gzip / 1024 <= page.target;
    lines.push(
      `| ${page.path} | ${ruleText[page.rule]} | ${kb(page.js.gzip)} | ${kb(page.js.brotli)} | ${page.target} | ${ok ? 'ok' : '**over**'} | ${kb(page.jsAfterHydration.gzip)} |`,
    );
  }
  return lines.join('\n');
}

function weightTable(report: BenchReport): string {
  const lines = [
    '| page | HTML gz / br | JS gz / br (files) | CSS gz / br | media eager | media all |',
    '| --- | ---: | ---: | ---: | ---: | ---: |',
  ];
  for (const page of [...report.pages].sort((a, b) => a.path.localeCompare(b.path))) {
    lines.push(
      `| ${page.path} | ${kb(page.html.gzip)} / ${kb(page.html.brotli)} | ${kb(page.js.gzip)} / ${kb(page.js.brotli)} (${page.jsFiles}) | ${kb(page.css.gzip)} / ${kb(page.css.brotli)} | ${kb(page.mediaEager)} | ${kb(page.mediaAll)} |`,
    );
  }
  return lines.join('\n');
}

export function renderReport(report: BenchReport): string {
  const { machine, targets } = report;
  const found = misses(report);
  const load = machine.loadAverage.duringLighthouse;
  const loadText = load.length > 0 ? `${Math.min(...load).toFixed(2)}–${Math.max(...load).toFixed(2)} during the Lighthouse runs` : 'no Lighthouse runs';
  return `# Performance budget

Generated by \`npm run bench\` on ${report.generatedAt} at commit ${report.commit}. A report, not a test.

Machine: ${machine.cpus} × ${machine.cpuModel}, ${machine.memoryGb} GB, Node ${machine.node}, ${machine.chromium}, Lighthouse ${machine.lighthouse}.
Load average ${machine.loadAverage.before.toFixed(2)} before the build, ${loadText}. Lighthouse simulates a
mid-range phone on a slow 4G network (mobile) or a desktop on a fast one, but its CPU work runs on this
machine: other processes on its ${machine.cpus} cores move mobile performance scores by a few points between
runs, which is why each page is measured ${report.runs} time${report.runs === 1 ? "" : "s"} and the median shown, with the range.

## Targets

JavaScript before interaction (gzip): ${targets.homeJsGzipKb} KB for the home page, ${targets.pageJsGzipKb} KB for a page without a carousel, ${targets.carouselPageJsGzipKb} KB for other pages with a carousel.
Lighthouse: mobile performance ${targets.lighthouse.performance} or more; accessibility, best practices and SEO ${targets.lighthouse.accessibility}; CLS ${targets.cls.toFixed(2)}.

${found.length === 0 ? 'Every target is met.' : `Missed:\n\n${found.map((line) => `- ${line}`).join('\n')}`}

## Build and validation

| step | time |
| --- | ---: |
| \`npm run build\` | ${report.times.buildSeconds} s |
| \`npm run validate\` | ${report.times.validateSeconds} s |

## Lighthouse (median of ${report.runs})

${lighthouseTable(report)}

Audits below 90 in the median run, and the largest contentful paint element:

${auditNotes(report)}

## JavaScript before interaction

Everything the page's HTML loads as a script or module preload, with the modules they import. Every
page shares React, React DOM, React Router, MUI and Emotion; section renderers and page content come
per page. The last column is what the page then loads by itself once it has hydrated, without waiting
for the visitor: AOS (every page, unless the visitor asks for reduced motion) and Swiper (pages with a
carousel).

${budgetTable(report)}

## Weight of every page

KB. HTML, JavaScript and CSS compressed as the server sends them (gzip, and brotli for comparison);
media (images, video posters and the first video source) as files, which are already compressed:
"eager" is what the page loads before interaction, "all" includes lazy images below the fold.

${weightTable(report)}

## What the JavaScript is made of

Minified bytes by package or source folder, from a source-mapped build; gzip shared out in
proportion (an estimate). \`npx tsx scripts/bench/bundle-composition.ts /path\` shows any page.

${report.composition.map((page) => compositionTable(page)).join('\n\n')}
`;
}
