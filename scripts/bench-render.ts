/**
 * `npm run bench:render`: what one page costs a render worker (issue 31's CPU per added page),
 * step by step, and a check that a change of the render path changed no page. It generates a site
 * of BENCH_RENDER_PAGES pages (scale-content/generate-site.ts) in a temporary folder, builds it
 * (`scripts/build.ts`, nothing reused), then renders every page again BENCH_RUNS times in a process
 * of its own (bench/render-loop.ts: the built render entry and page-output.ts, as a render worker
 * does) and prints the median CPU and wall time a page, with the load average beside each run.
 * With BENCH_BASELINE_ROOT (another checkout, the code before a change) the same pages are built and
 * rendered by that code too, its runs interleaved with these, and every file of the two builds'
 * dist/ is compared: the pages, shells, not-found page, routes.json, search-pages.json, the sitemap
 * and the gzip variants byte for byte, each brotli variant by what it decompresses to (its page);
 * the render bundle (dist/server/) and the build's records are left out, as they name the code. A
 * difference exits 1 after the figures.
 */
import { execFile } from 'node:child_process';
import { readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliDecompressSync } from 'node:zlib';
import { readCommandLine } from '../server/cli/command-line';
import { generateSite } from './scale-content/generate-site';

readCommandLine({
  command: 'npm run bench:render',
  summary:
    "The CPU a render worker spends on each page (render with its critical styles, document, search text, brotli, gzip,\nhashes, writes), medians of 3 on a generated site of 400 pages, with the load average; with BENCH_BASELINE_ROOT, the\nsame pages by another checkout's code, interleaved, and every file of both builds compared. Prints, writes no file.",
  options: {},
  environment: {
    BENCH_RENDER_PAGES: 'the generated site size (default 400)',
    BENCH_RUNS: 'render loops per code, the median is reported (default 3)',
    BENCH_BASELINE_ROOT: 'another checkout whose code builds and renders the same pages, compared (default: none)',
  },
});

const rootDir = path.resolve(import.meta.dirname, '..');
const run = promisify(execFile);
const pageCount = Number(process.env.BENCH_RENDER_PAGES || 400);
const runs = Number(process.env.BENCH_RUNS || 3);
const baselineRoot = process.env.BENCH_BASELINE_ROOT ? path.resolve(process.env.BENCH_BASELINE_ROOT) : undefined;
const loadAverage = () => Number((os.loadavg()[0] as number).toFixed(1));
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;

type Loop = { pages: number; total: { cpuMs: number; wallMs: number }; steps: Record<string, number> };
type Code = { name: string; siteDir: string; loops: (Loop & { load: number })[] };

async function renderLoop(code: Code, scratchDir: string): Promise<void> {
  const load = loadAverage();
  const { stdout } = await run(process.execPath, ['--import', 'tsx', path.join(rootDir, 'scripts', 'bench', 'render-loop.ts'), code.siteDir, scratchDir], {
    cwd: code.siteDir,
    maxBuffer: 16 * 1024 * 1024,
  });
  const loop = JSON.parse(stdout.trim().split('\n').at(-1) ?? '') as Loop;
  code.loops.push({ ...loop, load });
  await rm(scratchDir, { recursive: true, force: true });
  console.log(
    `${code.name}: ${(loop.total.cpuMs / loop.pages).toFixed(1)} ms of CPU a page, ${(loop.total.wallMs / loop.pages).toFixed(1)} ms wall [load ${load}]`,
  );
}

async function filesUnder(dir: string, relative = ''): Promise<string[]> {
  const entries = await readdir(path.join(dir, relative), { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => (entry.isDirectory() ? filesUnder(dir, path.join(relative, entry.name)) : Promise.resolve([path.join(relative, entry.name)]))),
  );
  return nested.flat();
}

/** The files of two builds of the same pages that differ (see the summary above); empty when none does. */
async function differingFiles(beforeDist: string, afterDist: string): Promise<{ compared: number; differing: string[] }> {
  const named = (files: string[]) =>
    files.filter((file) => !file.startsWith(`server${path.sep}`) && !['build-record.json', 'build-info.json'].includes(file)).sort();
  const before = named(await filesUnder(beforeDist));
  const after = named(await filesUnder(afterDist));
  const differing = [...before.filter((file) => !after.includes(file)), ...after.filter((file) => !before.includes(file))];
  for (const file of before.filter((name) => after.includes(name))) {
    const [a, b] = await Promise.all([readFile(path.join(beforeDist, file)), readFile(path.join(afterDist, file))]);
    if (a.equals(b)) continue;
    if (file.endsWith('.br')) {
      const page = await readFile(path.join(afterDist, file.slice(0, -'.br'.length)));
      if (brotliDecompressSync(a).equals(page) && brotliDecompressSync(b).equals(page)) continue;
    }
    differing.push(file);
  }
  return { compared: before.length, differing };
}

const workDir = path.join(os.tmpdir(), `bench-render-${process.pid}`);
try {
  const codes: Code[] = [{ name: 'this checkout', siteDir: path.join(workDir, 'site'), loops: [] }];
  await generateSite({ contentFrom: rootDir, pageCount, into: codes[0]?.siteDir ?? '' });
  if (baselineRoot) {
    codes.push({ name: `baseline (${baselineRoot})`, siteDir: path.join(workDir, 'baseline'), loops: [] });
    await generateSite({ contentFrom: rootDir, codeFrom: baselineRoot, pageCount, into: codes[1]?.siteDir ?? '' });
  }
  for (const code of codes) {
    await run(process.execPath, ['--import', 'tsx', 'scripts/build.ts'], {
      cwd: code.siteDir,
      env: { ...process.env, BUILD_INCREMENTAL: '0' },
      maxBuffer: 64 * 1024 * 1024,
    });
  }
  // Interleaved, so each code's runs see the same load.
  for (let round = 0; round < runs; round += 1) for (const code of codes) await renderLoop(code, path.join(workDir, 'scratch'));

  console.log(`\n${pageCount} pages, medians of ${runs}, ms a page (CPU: user + system), Node ${process.version}, ${os.availableParallelism()} cores`);
  const stepNames = Object.keys(codes[0]?.loops[0]?.steps ?? {});
  console.log(`| code | CPU | wall | ${stepNames.join(' | ')} | load |`);
  console.log(`|---|---|---|${stepNames.map(() => '---|').join('')}---|`);
  for (const code of codes) {
    const perPage = (value: (loop: Loop) => number) => (median(code.loops.map((loop) => value(loop) / loop.pages)) as number).toFixed(1);
    const steps = stepNames.map((name) => perPage((loop) => loop.steps[name] ?? 0));
    console.log(
      `| ${code.name} | ${perPage((loop) => loop.total.cpuMs)} | ${perPage((loop) => loop.total.wallMs)} | ${steps.join(' | ')} | ${code.loops.map((loop) => loop.load).join(', ')} |`,
    );
  }
  if (baselineRoot) {
    const { compared, differing } = await differingFiles(path.join(workDir, 'baseline', 'dist'), path.join(workDir, 'site', 'dist'));
    console.log(
      `\nThe two builds' dist/: ${compared} files compared, ${differing.length} differ${differing.length ? `: ${differing.slice(0, 20).join(', ')}` : ''}`,
    );
    if (differing.length) process.exitCode = 1;
  }
} finally {
  await rm(workDir, { recursive: true, force: true });
}
