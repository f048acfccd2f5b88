/**
 * `npm run bench:scale-content`: issue 31's growth figures, a report rather than a test (the machine
 * is shared, so the load average is recorded beside them). For each site size (BENCH_SCALE_PAGES,
 * default 39,400,4000 pages; 39 is the site itself) it generates the site in a temporary folder
 * (scale-content/generate-site.ts) and measures, medians of BENCH_RUNS (3):
 *   - a full build (BUILD_INCREMENTAL=0): wall and CPU time, peak memory;
 *   - one page's words changed, then `npm run build` again (incremental): wall and CPU time, peak
 *     memory, what it reused (and the baseline's, interleaved, when BENCH_BASELINE_ROOT is set);
 *   - the CPU cost of each added page, between the sizes.
 * BENCH_BASELINE_ROOT names another checkout (the code before a change): its full builds of the same
 * pages are measured in the same run, in a column beside. Each figure is one function below, so more
 * (the server's start, search, the sitemap) can be added beside them. Writes
 * bench/scale-content-report.md and .json (with BENCH_ONLY=one-changed-page, scale-content-one-changed-page-report). Needs GNU time (/usr/bin/time, Debian's `time` package).
 */
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { readCommandLine } from '../server/cli/command-line';
import { editOnePage, generateSite } from './scale-content/generate-site';

readCommandLine({
  command: 'npm run bench:scale-content',
  summary:
    "Issue 31's growth figures: generates sites of 39, 400 and 4,000 pages in a temporary folder and reports each one's full\nbuild (wall, CPU, peak memory), a one-page rebuild, and the CPU per added page, medians of 3, with the load average.\nWrites bench/scale-content-report.md and .json. Needs /usr/bin/time (Debian's time package).",
  options: {},
  environment: {
    BENCH_SCALE_PAGES: 'the site sizes, comma separated (default 39,400,4000)',
    BENCH_RUNS: 'runs per figure, the median is reported (default 3)',
    BENCH_BASELINE_ROOT: "another checkout whose code builds the same pages, measured beside (default: none; the issue's figures are shown)",
    BENCH_ONLY: "'one-changed-page': only the one-page rebuild (after one full build per site, not timed), e.g. to compare a change to it",
  },
});

const rootDir = path.resolve(import.meta.dirname, '..');
const run = promisify(execFile);
const sizes = (process.env.BENCH_SCALE_PAGES || '39,400,4000').split(',').map((size) => Number(size.trim()));
const runs = Number(process.env.BENCH_RUNS || 3);
const baselineRoot = process.env.BENCH_BASELINE_ROOT ? path.resolve(process.env.BENCH_BASELINE_ROOT) : undefined;
const onlyOneChangedPage = process.env.BENCH_ONLY === 'one-changed-page';
if (process.env.BENCH_ONLY && !onlyOneChangedPage) throw new Error(`BENCH_ONLY=${process.env.BENCH_ONLY}: the only restriction is 'one-changed-page'`);

/** The issue's figures for the build before it (issue 31's table, this machine, medians of 3). */
const issueFigures: Record<number, { wallS: number; cpuS: number; peakMb?: number }> = {
  39: { wallS: 33.5, cpuS: 27.5 },
  400: { wallS: 118, cpuS: 144 },
  4000: { wallS: 1320, cpuS: 1380, peakMb: 2000 },
};

type BuildFigure = { wallS: number; cpuS: number; peakMb: number; load: number; output: string };

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] as number) : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
};
const loadAverage = () => os.loadavg()[0] as number;

/**
 * What `npm run build` runs in `siteDir`: the precompiled build's launcher (decision 030) where the
 * code has one, else scripts/build.ts under tsx (a baseline from before it).
 */
const buildCommand = (siteDir: string) =>
  existsSync(path.join(siteDir, 'scripts/build-launcher.mjs')) ? ['scripts/build-launcher.mjs'] : ['--import', 'tsx', 'scripts/build.ts'];

/** One `npm run build` of the site in `siteDir`, timed by GNU time. */
async function timedBuild(siteDir: string, env: Record<string, string>): Promise<BuildFigure> {
  const load = loadAverage();
  const { stdout, stderr } = await run('/usr/bin/time', ['-f', 'bench-time %e %U %S %M', process.execPath, ...buildCommand(siteDir)], {
    cwd: siteDir,
    env: { ...process.env, ...env },
    maxBuffer: 64 * 1024 * 1024,
  });
  const line = stderr.split('\n').find((text) => text.startsWith('bench-time '));
  if (!line) throw new Error(`No timing from /usr/bin/time for the build in ${siteDir}:\n${stderr.slice(-2000)}`);
  const [wall, user, system, maxKb] = line.split(' ').slice(1).map(Number) as [number, number, number, number];
  return { wallS: wall, cpuS: user + system, peakMb: Math.round(maxKb / 1024), load, output: stdout };
}

/** Figure: a full build, nothing reused (BUILD_INCREMENTAL=0), the previous dist/ removed first. */
async function fullBuild(siteDir: string): Promise<BuildFigure> {
  await rm(path.join(siteDir, 'dist'), { recursive: true, force: true });
  return timedBuild(siteDir, { BUILD_INCREMENTAL: '0' });
}

/** Figure: one page's words changed after a build, then the build again (incremental): what an author waits for. */
async function oneChangedPage(siteDir: string, round: number): Promise<BuildFigure & { pagesLine: string; stepsLine: string }> {
  await editOnePage(siteDir, `edit${round}`);
  const figure = await timedBuild(siteDir, {});
  const line = (start: string) => figure.output.split('\n').find((text) => text.startsWith(start)) ?? '';
  return { ...figure, pagesLine: line('Pages:'), stepsLine: line('Steps:') };
}

/** Figure: the CPU time each added page costs, between two sizes' median full builds. */
const cpuPerAddedPageMs = (small: { pages: number; cpuS: number }, large: { pages: number; cpuS: number }) =>
  Math.round(((large.cpuS - small.cpuS) * 1000) / (large.pages - small.pages));

type SizeResult = {
  pages: number;
  /** Left out with BENCH_ONLY=one-changed-page. */
  full?: { wallS: number; cpuS: number; peakMb: number; loads: number[] };
  oneChangedPage?: { wallS: number; cpuS: number; peakMb: number; loads: number[]; pagesLine: string; stepsLine: string };
  baseline?: { wallS: number; cpuS: number; peakMb: number; loads: number[] };
  /** The baseline's one-page rebuild, interleaved with this code's. */
  baselineOneChangedPage?: { wallS: number; cpuS: number; peakMb: number; loads: number[] };
};

const medianOf = (figures: BuildFigure[]) => ({
  wallS: median(figures.map((figure) => figure.wallS)),
  cpuS: median(figures.map((figure) => figure.cpuS)),
  peakMb: median(figures.map((figure) => figure.peakMb)),
  loads: figures.map((figure) => Number(figure.load.toFixed(1))),
});

async function measureSize(pages: number, workDir: string): Promise<SizeResult> {
  const siteDir = path.join(workDir, `site-${pages}`);
  await generateSite({ contentFrom: rootDir, pageCount: pages, into: siteDir });
  const baselineDir = path.join(workDir, `baseline-${pages}`);
  if (baselineRoot) await generateSite({ contentFrom: rootDir, codeFrom: baselineRoot, pageCount: pages, into: baselineDir });
  const full: BuildFigure[] = [];
  const baseline: BuildFigure[] = [];
  if (onlyOneChangedPage) {
    // The build the one-page rebuilds start from, not reported.
    await fullBuild(siteDir);
    if (baselineRoot) await fullBuild(baselineDir);
  }
  // Interleaved, so both see the same load.
  for (let round = 0; round < (onlyOneChangedPage ? 0 : runs); round += 1) {
    full.push(await fullBuild(siteDir));
    console.log(`${pages} pages, full build ${round + 1}/${runs}: ${full.at(-1)?.wallS} s wall, ${full.at(-1)?.cpuS.toFixed(1)} s CPU`);
    if (baselineRoot) {
      baseline.push(await fullBuild(baselineDir));
      console.log(`${pages} pages, baseline build ${round + 1}/${runs}: ${baseline.at(-1)?.wallS} s wall, ${baseline.at(-1)?.cpuS.toFixed(1)} s CPU`);
    }
  }
  const changed: (BuildFigure & { pagesLine: string; stepsLine: string })[] = [];
  const baselineChanged: BuildFigure[] = [];
  for (let round = 0; round < runs; round += 1) {
    changed.push(await oneChangedPage(siteDir, round));
    // The baseline's dist/ is its last full build: the same page edited, built by the code before.
    if (baselineRoot) baselineChanged.push(await oneChangedPage(baselineDir, round));
  }
  if (baselineRoot) {
    console.log(
      `${pages} pages, baseline one changed page: ${baselineChanged.map((figure) => `${figure.wallS} s (${figure.cpuS.toFixed(1)} s CPU) [${figure.load.toFixed(1)}]`).join(', ')}`,
    );
  }
  console.log(
    `${pages} pages, one changed page: ${changed.map((figure) => `${figure.wallS} s (${figure.cpuS.toFixed(1)} s CPU) [${figure.load.toFixed(1)}]`).join(', ')} (${changed.at(-1)?.pagesLine}; ${changed.at(-1)?.stepsLine})`,
  );
  await rm(siteDir, { recursive: true, force: true });
  await rm(baselineDir, { recursive: true, force: true });
  return {
    pages,
    ...(onlyOneChangedPage ? {} : { full: medianOf(full) }),
    oneChangedPage: {
      loads: changed.map((figure) => Number(figure.load.toFixed(1))),
      wallS: median(changed.map((figure) => figure.wallS)),
      cpuS: median(changed.map((figure) => figure.cpuS)),
      peakMb: median(changed.map((figure) => figure.peakMb)),
      pagesLine: changed.at(-1)?.pagesLine ?? '',
      stepsLine: changed.at(-1)?.stepsLine ?? '',
    },
    ...(baselineRoot ? { ...(onlyOneChangedPage ? {} : { baseline: medianOf(baseline) }), baselineOneChangedPage: medianOf(baselineChanged) } : {}),
  };
}

function reportMarkdown(results: SizeResult[]): string {
  const lines = [
    '# Growth: the build (issue 31, `npm run bench:scale-content`)',
    '',
    `${new Date().toISOString()}, ${os.cpus().length} cores, Node ${process.version}, medians of ${runs}; load average (1 min) before each run in brackets.`,
    baselineRoot
      ? `Baseline: the code of ${path.basename(baselineRoot)}, building the same pages in the same run, interleaved.`
      : "Before: issue 31's figures (its table), not measured in this run.",
    '',
    '| pages | full build, wall (CPU) | peak memory | before: wall (CPU) | before: peak | one changed page, wall (CPU), peak | before: one changed page | reused |',
    '|---|---|---|---|---|---|---|---|',
  ];
  for (const result of results) {
    const before = result.baseline ?? (result.full ? issueFigures[result.pages] : undefined);
    const beforePeak = before?.peakMb === undefined ? '-' : `${before.peakMb} MB`;
    lines.push(
      `| ${result.pages} | ${result.full ? `${result.full.wallS.toFixed(1)} s (${result.full.cpuS.toFixed(1)} s) [${result.full.loads.join(', ')}]` : '-'} | ${result.full ? `${result.full.peakMb} MB` : '-'} | ${before ? `${before.wallS.toFixed(1)} s (${before.cpuS.toFixed(1)} s)` : '-'}${result.baseline ? ` [${result.baseline.loads.join(', ')}]` : ''} | ${beforePeak} | ${result.oneChangedPage ? `${result.oneChangedPage.wallS.toFixed(1)} s (${result.oneChangedPage.cpuS.toFixed(1)} s), ${result.oneChangedPage.peakMb} MB [${result.oneChangedPage.loads.join(', ')}]` : '-'} | ${result.baselineOneChangedPage ? `${result.baselineOneChangedPage.wallS.toFixed(1)} s (${result.baselineOneChangedPage.cpuS.toFixed(1)} s), ${result.baselineOneChangedPage.peakMb} MB [${result.baselineOneChangedPage.loads.join(', ')}]` : '-'} | ${result.oneChangedPage?.pagesLine.replace(/^Pages: /, '') ?? ''} |`,
    );
  }
  const sorted = [...results].sort((a, b) => a.pages - b.pages);
  for (const [index, large] of sorted.entries()) {
    const small = sorted[index - 1];
    if (!small?.full || !large.full) continue;
    const after = cpuPerAddedPageMs({ pages: small.pages, cpuS: small.full.cpuS }, { pages: large.pages, cpuS: large.full.cpuS });
    const beforeSmall = small.baseline ?? issueFigures[small.pages];
    const beforeLarge = large.baseline ?? issueFigures[large.pages];
    const before =
      beforeSmall && beforeLarge
        ? cpuPerAddedPageMs({ pages: small.pages, cpuS: beforeSmall.cpuS }, { pages: large.pages, cpuS: beforeLarge.cpuS })
        : undefined;
    lines.push('', `CPU per added page, ${small.pages} to ${large.pages} pages: ${after} ms${before === undefined ? '' : ` (before: ${before} ms)`}.`);
  }
  return `${lines.join('\n')}\n`;
}

if (!existsSync('/usr/bin/time')) {
  console.error("npm run bench:scale-content needs GNU time at /usr/bin/time (Debian: apt-get install time) to measure the builds' CPU and memory.");
  process.exit(1);
}
const workDir = await mkdtemp(path.join(os.tmpdir(), 'bench-scale-content-'));
try {
  const results: SizeResult[] = [];
  for (const pages of sizes) results.push(await measureSize(pages, workDir));
  const markdown = reportMarkdown(results);
  // A restricted run has its own report: the full one is kept.
  const report = onlyOneChangedPage ? 'scale-content-one-changed-page-report' : 'scale-content-report';
  await writeFile(path.join(rootDir, 'bench', `${report}.md`), markdown);
  await writeFile(path.join(rootDir, 'bench', `${report}.json`), `${JSON.stringify({ runs, baseline: baselineRoot !== undefined, results }, null, 2)}\n`);
  console.log(`\n${markdown}`);
} finally {
  await rm(workDir, { recursive: true, force: true });
}
