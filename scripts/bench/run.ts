/**
 * `npm run bench`: the performance budget, a report and not a test. Builds the site (timed), validates
 * the manifest (timed), weighs the files of every prerendered page, breaks down the JavaScript of a
 * few pages, then starts the production server on a free port with a temporary database and, in
 * Chromium: measures the JavaScript every page transfers during load (gzip) against its kind's
 * budget, times a few page-to-page navigations with and without a hover, and runs Lighthouse mobile
 * (median of benchConfig.runs, scripts on and scripts blocked interleaved) on the configured pages.
 * Writes bench/report.md and bench/report.json.
 *
 * Knobs (environment), for a quicker, reduced run:
 *   BENCH_RUNS=1                     Lighthouse runs and navigation trials per page (default 3)
 *   BENCH_PAGES=/,/contact,blog-post only these pages (paths or page ids), in the browser and Lighthouse
 *   BENCH_SKIP_LIGHTHOUSE=1          no Lighthouse
 *   BENCH_SKIP_NAVIGATION=1          no page-to-page timings
 *   BENCH_SKIP_COMPOSITION=1         no source-mapped second build for the JavaScript make-up
 *   BENCH_SKIP_UNKNOWN=1             no made-up addresses under load (unknown pages and blog ids)
 *   BENCH_SKIP_PHOTO=1               no header photo through the image pipeline
 *   BENCH_DESKTOP=1                  Lighthouse desktop runs too (scripts on)
 *   BENCH_PORT=8900                  the server's port (default: one the system says is free)
 */
import { execFile, execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Browser } from 'playwright-core';
import { readCommandLine } from '../../server/cli/command-line';
import { chromiumExecutable } from '../chromium';
import { measurePages } from '../page-weight';
import { benchConfig, type FormFactor } from './bench.config';
import { launchBrowser, measureBrowserJs } from './browser-js';
import { measureComposition } from './bundle-composition';
import { headerPhotoBytes, type PhotoBytesRow } from './header-photo-bytes';
import { type LighthouseRun, type LighthouseSummary, runLighthouse, summarize } from './lighthouse-run';
import { measureNavigation, type NavigationResult } from './navigation-timing';
import { type ApiValues, apiValues, type BenchPage, benchPages, fillAddress } from './page-addresses';
import { type BenchReport, type JsBudgetRow, type LighthousePage, renderReport } from './report-markdown';
import { freePort, isAnswering, startServer, stopServer } from './server-process';
import { ratio } from './stats';
import { measureUnknownAddresses, type UnknownAddressRate } from './unknown-addresses';

readCommandLine({
  command: 'npm run bench',
  summary:
    "The performance budget, a report and not a test: build and validate times, the JavaScript every prerendered page\ntransfers against its kind's budget, page-to-page timings and Lighthouse mobile in Chromium (/usr/bin/chromium).\nWrites bench/report.md and bench/report.json.",
  options: {},
  environment: {
    BENCH_RUNS: 'Lighthouse runs and navigation trials per page (default 3)',
    BENCH_PAGES: 'only these pages, paths or page ids separated by commas (/,/contact,blog-post)',
    BENCH_SKIP_LIGHTHOUSE: '1: no Lighthouse',
    BENCH_SKIP_NAVIGATION: '1: no page-to-page timings',
    BENCH_SKIP_COMPOSITION: '1: no source-mapped second build for the JavaScript make-up',
    BENCH_SKIP_UNKNOWN: '1: no made-up addresses under load (unknown pages and blog ids)',
    BENCH_SKIP_PHOTO: '1: no header photo through the image pipeline',
    BENCH_DESKTOP: '1: Lighthouse desktop runs too',
    BENCH_PORT: "the server's port (default: one the system says is free)",
  },
});
const rootDir = path.resolve(import.meta.dirname, '..', '..');
const run = promisify(execFile);
const load = () => Number((os.loadavg()[0] ?? 0).toFixed(2));

const settingNames = [
  'BENCH_RUNS',
  'BENCH_PAGES',
  'BENCH_SKIP_LIGHTHOUSE',
  'BENCH_SKIP_NAVIGATION',
  'BENCH_SKIP_COMPOSITION',
  'BENCH_SKIP_UNKNOWN',
  'BENCH_SKIP_PHOTO',
  'BENCH_DESKTOP',
  'BENCH_PORT',
] as const;
const settings = Object.fromEntries(settingNames.flatMap((name) => (process.env[name] ? [[name, process.env[name]]] : [])));
const only = process.env.BENCH_PAGES ? new Set(process.env.BENCH_PAGES.split(',').map((entry) => entry.trim())) : undefined;
const wanted = (page: Pick<BenchPage, 'path' | 'pageId'>) => !only || only.has(page.path) || only.has(page.pageId);

/** Runs `command` (node's arguments, as the npm script does) and returns its wall time in seconds. */
async function timed(label: string, command: string[]): Promise<number> {
  console.log(`${label}…`);
  const started = performance.now();
  await run(process.execPath, command, { cwd: rootDir, maxBuffer: 16 * 1024 * 1024 });
  return Number(((performance.now() - started) / 1000).toFixed(1));
}

async function browserJs(browser: Browser, origin: string, pages: BenchPage[], loads: number[]): Promise<JsBudgetRow[]> {
  const rows: JsBudgetRow[] = [];
  for (const page of pages) {
    console.log(`JavaScript of ${page.path}…`);
    const measured = await measureBrowserJs(browser, origin, page.path);
    loads.push(load());
    const { path: _path, ...result } = measured;
    rows.push({ path: page.path, kind: page.kind, targetKb: benchConfig.targets.jsGzipKb[page.kind], ...result });
  }
  return rows;
}

async function navigations(browser: Browser, origin: string, runs: number): Promise<NavigationResult[]> {
  const results: NavigationResult[] = [];
  for (const { from, to } of benchConfig.navigations) {
    console.log(`Navigation ${from} → ${to}…`);
    results.push(await measureNavigation(browser, origin, from, to, benchConfig.hoverMs, runs));
  }
  return results;
}

type ServerHandle = { restartIfDown(): Promise<void> };

/** The page's status; asked a second time, the server restarted if need be, when the first request fails (a busy machine). */
async function statusOf(url: string, server: ServerHandle): Promise<number> {
  for (let attempt = 1; ; attempt += 1) {
    await server.restartIfDown();
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(15_000) });
      await response.arrayBuffer();
      return response.status;
    } catch (error) {
      if (attempt >= 2) throw error;
    }
  }
}

async function lighthousePages(
  origin: string,
  server: ServerHandle,
  pages: BenchPage[],
  values: ApiValues,
  runs: number,
  loads: number[],
): Promise<LighthousePage[]> {
  const formFactors: FormFactor[] = process.env.BENCH_DESKTOP === '1' ? ['mobile', 'desktop'] : [...benchConfig.formFactors];
  const pageIdOf = new Map(pages.map((page) => [page.path, page.pageId]));
  const results: LighthousePage[] = [];
  for (const template of benchConfig.lighthousePages) {
    const address = fillAddress(template, values);
    if (address === undefined) {
      if (!only) results.push({ path: template, skipped: 'no data from the API to fill in its address' });
      continue;
    }
    if (!wanted({ path: address, pageId: pageIdOf.get(address) ?? '' })) continue;
    let status: number;
    try {
      status = await statusOf(`${origin}${address}`, server);
    } catch (error) {
      results.push({ path: address, skipped: `the server did not answer (${error instanceof Error ? error.message : String(error)})` });
      continue;
    }
    if (status !== 200) {
      results.push({ path: address, skipped: `answers ${status} on this build${status === 404 ? ' (not built yet on this branch)' : ''}` });
      continue;
    }
    const done: Record<FormFactor, LighthouseRun[]> = { mobile: [], desktop: [] };
    const blocked: LighthouseRun[] = [];
    const errors: string[] = [];
    // A run that fails three times (the machine too busy for Chromium or the server) is left out, not fatal.
    const measure = async (label: string, formFactor: FormFactor, blockScripts: boolean, into: LighthouseRun[]) => {
      console.log(label);
      await server.restartIfDown();
      try {
        into.push(await runLighthouse(`${origin}${address}`, { formFactor, blockScripts }));
      } catch (error) {
        errors.push(
          error instanceof Error ? (error.message.split('\n').find((line) => line.includes('error')) ?? error.message.split('\n')[0] ?? '') : String(error),
        );
      }
      loads.push(load());
    };
    for (let index = 0; index < runs; index += 1) {
      // Interleaved: scripts on, scripts blocked, so the machine's load weighs on both alike.
      for (const formFactor of formFactors) {
        await measure(`Lighthouse ${formFactor} ${address} (${index + 1}/${runs})…`, formFactor, false, done[formFactor]);
        if (formFactor === 'mobile') await measure(`Lighthouse mobile ${address}, scripts blocked (${index + 1}/${runs})…`, formFactor, true, blocked);
      }
    }
    if (done.mobile.length === 0 || blocked.length === 0) {
      results.push({ path: address, skipped: `Lighthouse failed: ${[...new Set(errors)].join('; ')}` });
      continue;
    }
    if (errors.length > 0)
      console.log(
        `  ${errors.length} run${errors.length === 1 ? '' : 's'} of ${address} failed and ${errors.length === 1 ? 'is' : 'are'} left out of the median.`,
      );
    const summaries: Partial<Record<FormFactor, LighthouseSummary>> = {};
    for (const formFactor of formFactors) if (done[formFactor].length > 0) summaries[formFactor] = summarize(done[formFactor]);
    const scriptsBlocked = summarize(blocked);
    const performanceTarget = (benchConfig.targets.performancePages as readonly string[]).includes(address) ? benchConfig.targets.performance : undefined;
    results.push({
      path: address,
      ...(performanceTarget === undefined ? {} : { performanceTarget }),
      results: summaries,
      scriptsBlocked,
      lcpRatio: ratio(summaries.mobile?.median.lcpMs ?? Number.NaN, scriptsBlocked.median.lcpMs),
      ...(errors.length > 0 ? { failedRuns: errors.length } : {}),
    });
  }
  return results;
}

function versionOf(command: string, args: string[]): string {
  try {
    return (
      execFileSync(command, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] })
        .trim()
        .split('\n')
        .pop() ?? 'unknown'
    );
  } catch {
    return 'unknown';
  }
}

async function main() {
  const runs = Number(process.env.BENCH_RUNS ?? benchConfig.runs);
  const loadBefore = load();
  const buildSeconds = await timed('Building (npm run build)', ['scripts/build-launcher.mjs']);
  const validateSeconds = await timed('Validating (npm run validate)', ['--import', 'tsx', 'scripts/validate.ts']);
  console.log('Weighing the files of every page…');
  const pageFiles = (await measurePages()).map(({ path: address, html, css, mediaEager, mediaAll }) => ({ path: address, html, css, mediaEager, mediaAll }));
  let composition: BenchReport['composition'] = [];
  if (process.env.BENCH_SKIP_COMPOSITION !== '1') {
    console.log('Breaking down the JavaScript (a second, source-mapped build in a temporary folder)…');
    composition = await measureComposition([...benchConfig.compositionPages]);
  }

  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'bench-data-'));
  const port = process.env.BENCH_PORT ? Number(process.env.BENCH_PORT) : await freePort();
  const origin = `http://127.0.0.1:${port}`;
  let server = await startServer(port, dataDir);
  const handle: ServerHandle = {
    async restartIfDown() {
      if (await isAnswering(origin)) return;
      console.log('The server stopped answering: starting it again.');
      await stopServer(server);
      server = await startServer(port, dataDir);
    },
  };
  const loadDuringBrowser: number[] = [];
  const loadDuringLighthouse: number[] = [];
  let js: JsBudgetRow[];
  let navigation: NavigationResult[] = [];
  let lighthouse: LighthousePage[] = [];
  let unfilledRoutes: string[];
  let unknownAddresses: UnknownAddressRate[] = [];
  try {
    const values = await apiValues(origin);
    const found = await benchPages(rootDir, values);
    unfilledRoutes = found.unfilled;
    const browser = await launchBrowser();
    try {
      js = await browserJs(browser, origin, found.pages.filter(wanted), loadDuringBrowser);
      if (process.env.BENCH_SKIP_NAVIGATION !== '1') navigation = await navigations(browser, origin, runs);
    } finally {
      await browser.close();
    }
    if (process.env.BENCH_SKIP_UNKNOWN !== '1') {
      console.log('Made-up addresses under load (each request a new one)…');
      unknownAddresses = await measureUnknownAddresses(origin, 5);
    }
    if (process.env.BENCH_SKIP_LIGHTHOUSE !== '1') lighthouse = await lighthousePages(origin, handle, found.pages, values, runs, loadDuringLighthouse);
  } finally {
    await stopServer(server);
    await rm(dataDir, { recursive: true, force: true });
  }
  let headerPhoto: PhotoBytesRow[] = [];
  if (process.env.BENCH_SKIP_PHOTO !== '1') {
    console.log('A 4000×3000 header photo through the image pipeline…');
    headerPhoto = await headerPhotoBytes();
  }
  // Cast: every package.json has a version.
  const lighthouseVersion = (JSON.parse(await readFile(path.join(rootDir, 'node_modules', 'lighthouse', 'package.json'), 'utf8')) as { version: string })
    .version;

  const report: BenchReport = {
    generatedAt: new Date().toISOString(),
    commit: versionOf('git', ['rev-parse', '--short', 'HEAD']),
    machine: {
      cpus: os.cpus().length,
      cpuModel: os.cpus()[0]?.model ?? 'unknown',
      memoryGb: Number((os.totalmem() / 1024 ** 3).toFixed(1)),
      node: process.version,
      chromium: versionOf(chromiumExecutable, ['--version']),
      lighthouse: lighthouseVersion,
      loadAverage: { before: loadBefore, duringBrowser: loadDuringBrowser, duringLighthouse: loadDuringLighthouse },
    },
    runs,
    settings,
    targets: benchConfig.targets,
    times: { buildSeconds, validateSeconds },
    js,
    unfilledRoutes,
    lighthouse,
    navigation,
    pageFiles,
    composition,
    unknownAddresses,
    headerPhoto,
  };
  await mkdir(path.join(rootDir, 'bench'), { recursive: true });
  await writeFile(path.join(rootDir, 'bench', 'report.json'), `${JSON.stringify(report, null, 2)}\n`);
  await writeFile(path.join(rootDir, 'bench', 'report.md'), renderReport(report));
  console.log('Wrote bench/report.md and bench/report.json');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
