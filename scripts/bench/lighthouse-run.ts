import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { chromiumArgs, chromiumExecutable } from '../chromium';
import { benchConfig, type FormFactor } from './bench.config';
import { median as medianOf } from './stats';

const rootDir = path.resolve(import.meta.dirname, '..', '..');
const run = promisify(execFile);

type CategoryScores = { performance: number; accessibility: number; bestPractices: number; seo: number };
export type LighthouseRun = CategoryScores & {
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  speedIndexMs: number;
  /** Audits of the four categories that did not pass, with what Lighthouse says about them. */
  failedAudits: { id: string; category: string; title: string; displayValue?: string }[];
  /** The largest contentful paint element, as Lighthouse describes it. */
  lcpElement?: string;
};

type Audit = { id: string; title: string; score: number | null; scoreDisplayMode: string; numericValue?: number; displayValue?: string; details?: unknown };
type LighthouseResult = {
  categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number }[] }>;
  audits: Record<string, Audit>;
  runtimeError?: { message: string };
};

const score = (result: LighthouseResult, category: string) => Math.round((result.categories[category]?.score ?? 0) * 100);
const numeric = (result: LighthouseResult, audit: string) => result.audits[audit]?.numericValue ?? Number.NaN;

function lcpElementOf(result: LighthouseResult): string | undefined {
  // Cast: the shape of this audit's details in Lighthouse 12 reports (a table of one node, then its phases).
  const details = result.audits['largest-contentful-paint-element']?.details as { items?: { items?: { node?: { snippet?: string } }[] }[] } | undefined;
  return details?.items?.[0]?.items?.[0]?.node?.snippet;
}

function failedAudits(result: LighthouseResult): LighthouseRun['failedAudits'] {
  const failed: LighthouseRun['failedAudits'] = [];
  for (const category of ['performance', 'accessibility', 'best-practices', 'seo']) {
    for (const ref of result.categories[category]?.auditRefs ?? []) {
      const audit = result.audits[ref.id];
      if (!audit || audit.score === null || audit.score >= 0.9) continue;
      if (['notApplicable', 'informative', 'manual'].includes(audit.scoreDisplayMode)) continue;
      // Performance: only the audits that count towards the score or flag a real problem.
      if (category === 'performance' && ref.weight === 0 && audit.score >= 0.5) continue;
      failed.push({ id: ref.id, category, title: audit.title, ...(audit.displayValue ? { displayValue: audit.displayValue } : {}) });
    }
  }
  return failed;
}

export type LighthouseOptions = {
  formFactor: FormFactor;
  /** Block every script (benchConfig.blockedScriptPatterns): the page as its HTML and CSS alone. */
  blockScripts: boolean;
};

/**
 * One Lighthouse 12 run through its CLI, in its own process, with Lighthouse's default throttling.
 * Chromium sometimes loses the trace of a load (NO_NAVSTART, NO_FCP) on a busy machine: such a run is
 * made again, up to three times.
 */

export async function runLighthouse(url: string, options: LighthouseOptions): Promise<LighthouseRun> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await runLighthouseOnce(url, options);
    } catch (error) {
      if (attempt >= 3) throw error;
      console.log(
        `  Lighthouse failed (${error instanceof Error ? (error.message.split('\n').find((line) => line.includes('error')) ?? error.message) : String(error)}); running it again.`,
      );
    }
  }
}

async function runLighthouseOnce(url: string, { formFactor, blockScripts }: LighthouseOptions): Promise<LighthouseRun> {
  const outDir = await mkdtemp(path.join(os.tmpdir(), 'bench-lighthouse-'));
  const output = path.join(outDir, 'report.json');
  try {
    await run(
      process.execPath,
      [
        path.join(rootDir, 'node_modules', 'lighthouse', 'cli', 'index.js'),
        url,
        '--output=json',
        `--output-path=${output}`,
        '--quiet',
        '--only-categories=performance,accessibility,best-practices,seo',
        `--chrome-flags=${chromiumArgs.join(' ')}`,
        ...(formFactor === 'desktop' ? ['--preset=desktop'] : []),
        ...(blockScripts ? benchConfig.blockedScriptPatterns.map((pattern) => `--blocked-url-patterns=${pattern}`) : []),
      ],
      { env: { ...process.env, CHROME_PATH: chromiumExecutable }, maxBuffer: 16 * 1024 * 1024, timeout: 180_000 },
    );
    // Cast: the JSON report Lighthouse just wrote; LighthouseResult names only the fields read here.
    const result = JSON.parse(await readFile(output, 'utf8')) as LighthouseResult;
    if (result.runtimeError) throw new Error(`Lighthouse could not measure ${url}: ${result.runtimeError.message}`);
    const lcpElement = lcpElementOf(result);
    return {
      performance: score(result, 'performance'),
      accessibility: score(result, 'accessibility'),
      bestPractices: score(result, 'best-practices'),
      seo: score(result, 'seo'),
      fcpMs: numeric(result, 'first-contentful-paint'),
      lcpMs: numeric(result, 'largest-contentful-paint'),
      tbtMs: numeric(result, 'total-blocking-time'),
      cls: numeric(result, 'cumulative-layout-shift'),
      speedIndexMs: numeric(result, 'speed-index'),
      failedAudits: failedAudits(result),
      ...(lcpElement ? { lcpElement } : {}),
    };
  } finally {
    await rm(outDir, { recursive: true, force: true });
  }
}

export type LighthouseSummary = {
  runs: LighthouseRun[];
  /** The median of each score and metric, taken separately. */
  median: CategoryScores & Pick<LighthouseRun, 'fcpMs' | 'lcpMs' | 'tbtMs' | 'cls' | 'speedIndexMs'>;
  performanceRange: [number, number];
  /** The failed audits of the run whose performance score is the median one. */
  failedAudits: LighthouseRun['failedAudits'];
  lcpElement?: string;
};

export function summarize(runs: LighthouseRun[]): LighthouseSummary {
  const median = (key: keyof LighthouseSummary['median']) => medianOf(runs.map((one) => one[key]));
  const performances = runs.map((one) => one.performance);
  const medianRun = [...runs].sort((a, b) => a.performance - b.performance)[Math.floor(runs.length / 2)];
  return {
    runs,
    median: {
      performance: median('performance'),
      accessibility: median('accessibility'),
      bestPractices: median('bestPractices'),
      seo: median('seo'),
      fcpMs: median('fcpMs'),
      lcpMs: median('lcpMs'),
      tbtMs: median('tbtMs'),
      cls: median('cls'),
      speedIndexMs: median('speedIndexMs'),
    },
    performanceRange: [Math.min(...performances), Math.max(...performances)],
    failedAudits: medianRun?.failedAudits ?? [],
    ...(medianRun?.lcpElement ? { lcpElement: medianRun.lcpElement } : {}),
  };
}
