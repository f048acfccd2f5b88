/**
 * `npm run bench`: the performance budget, a report and not a test. Builds the site (timed), validates
 * the manifest (timed), weighs what every prerendered page loads before interaction, breaks down the
 * JavaScript of a few pages, then starts the production server on a free port with a temporary
 * database and runs Lighthouse 12 (mobile and desktop, median of benchConfig.runs) on the configured
 * pages. Writes bench/report.md and bench/report.json. Scores vary between runs, more so on a busy
 * machine: the report records the machine's load and each page's range of performance scores.
 *
 * BENCH_RUNS=1 for a quick look; BENCH_SKIP_LIGHTHOUSE=1 for weights only.
 */
import { execFile, execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { chromiumExecutable } from '../chromium';
import { buildManifest } from '../../src/engine/build/build-manifest';
import { measurePages } from '../page-weight';
import { benchConfig, type FormFactor } from './bench.config';
import { measureComposition } from './bundle-composition';
import { runLighthouse, summarize, type LighthouseRun } from './lighthouse-run';
import { renderReport, type BenchReport, type LighthousePage, type PageBudget } from './report-markdown';
import { freePort, isAnswering, startServer, stopServer } from './server-process';

const rootDir = path.resolve(import.meta.dirname, '..', '..');
const run = promisify(execFile);

async function timed(label: string, script: string): Promise<number> {
  console.log(`${label}…`);
  const started = performance.now();
  await run(path.join(rootDir, 'node_modules', '.bin', 'tsx'), [script], { cwd: rootDir, maxBuffer: 16 * 1024 * 1024 });
  return Number(((performance.now() - started) / 1000).toFixed(1));
}

function targetFor(routePath: string, hasCarousel: boolean): { target: number; rule: PageBudget['rule'] } {
  const { targets } = benchConfig;
  if (routePath === '/') return { target: targets.homeJsGzipKb, rule: 'home' };
  return hasCarousel ? { target: targets.carouselPageJsGzipKb, rule: 'carousel' } : { target: targets.pageJsGzipKb, rule: 'page' };
}

async function pageBudgets(): Promise<PageBudget[]> {
  const manifest = await buildManifest(rootDir);
  const carouselPaths = new Set(
    manifest.pages.filter((page) => page.sections.some((section) => (benchConfig.carouselSections as readonly string[]).includes(section.type))).map((page) => page.path),
  );
  return (await measurePages()).map((weight) => {
    const hasCarousel = carouselPaths.has(weight.path);
    return { ...weight, hasCarousel, ...targetFor(weight.path, hasCarousel) };
  });
}

async function resolvePagePath(template: string, origin: string): Promise<{ path: string } | { skipped: string }> {
  if (!template.includes('{firstPostId}')) return { path: template };
  try {
    const response = await fetch(`${origin}/api/blogs`);
    // Cast: GET /api/blogs answers an array of posts (README, API server).
    const posts = (await response.json()) as { id: number }[];
    const id = posts[0]?.id;
    return id === undefined ? { skipped: 'the blog has no post' } : { path: template.replace('{firstPostId}', String(id)) };
  } catch (error) {
    return { skipped: `no blog API to pick a post from (${error instanceof Error ? error.message : String(error)})` };
  }
}

async function lighthousePages(runs: number): Promise<{ pages: LighthousePage[]; loadDuring: number[] }> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'bench-data-'));
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  let server = await startServer(port, dataDir);
  const pages: LighthousePage[] = [];
  const loadDuring: number[] = [];
  try {
    for (const template of benchConfig.lighthousePages) {
      if (!(await isAnswering(origin))) {
        console.log('The server stopped answering: starting it again.');
        await stopServer(server);
        server = await startServer(port, dataDir);
      }
      const resolved = await resolvePagePath(template, origin);
      if ('skipped' in resolved) {
        pages.push({ path: template, skipped: resolved.skipped });
        continue;
      }
      const status = (await fetch(`${origin}${resolved.path}`)).status;
      if (status !== 200) {
        pages.push({ path: resolved.path, skipped: `answers ${status} on this build${status === 404 ? ' (not built yet on this branch)' : ''}` });
        continue;
      }
      // One visit first, so the first measured run does not pay for a cold server.
      await fetch(`${origin}${resolved.path}`).then((response) => response.text());
      const results: Partial<Record<FormFactor, ReturnType<typeof summarize>>> = {};
      for (const formFactor of benchConfig.formFactors) {
        const runsDone: LighthouseRun[] = [];
        for (let index = 0; index < runs; index += 1) {
          console.log(`Lighthouse ${formFactor} ${resolved.path} (${index + 1}/${runs})…`);
          runsDone.push(await runLighthouse(`${origin}${resolved.path}`, formFactor));
          loadDuring.push(os.loadavg()[0] ?? 0);
        }
        results[formFactor] = summarize(runsDone);
      }
      pages.push({ path: resolved.path, results });
    }
  } finally {
    await stopServer(server);
    await rm(dataDir, { recursive: true, force: true });
  }
  return { pages, loadDuring };
}

function versionOf(command: string, args: string[]): string {
  try {
    return execFileSync(command, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim().split('\n').pop() ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

async function main() {
  const runs = Number(process.env.BENCH_RUNS ?? benchConfig.runs);
  const skipLighthouse = process.env.BENCH_SKIP_LIGHTHOUSE === '1';
  const loadBefore = os.loadavg()[0] ?? 0;
  const buildSeconds = await timed('Building (npm run build)', 'scripts/build.ts');
  const validateSeconds = await timed('Validating (npm run validate)', 'scripts/validate.ts');
  console.log('Weighing every page…');
  const budgets = await pageBudgets();
  console.log('Breaking down the JavaScript (a second, source-mapped build in a temporary folder)…');
  const composition = await measureComposition([...benchConfig.compositionPages]);
  const lighthouse = skipLighthouse ? { pages: [], loadDuring: [] } : await lighthousePages(runs);
  // Cast: every package.json has a version.
  const lighthouseVersion = (JSON.parse(await readFile(path.join(rootDir, 'node_modules', 'lighthouse', 'package.json'), 'utf8')) as { version: string }).version;

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
      loadAverage: { before: Number(loadBefore.toFixed(2)), duringLighthouse: lighthouse.loadDuring.map((load) => Number(load.toFixed(2))) },
    },
    runs,
    targets: benchConfig.targets,
    times: { buildSeconds, validateSeconds },
    pages: budgets,
    lighthouse: lighthouse.pages,
    composition,
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
