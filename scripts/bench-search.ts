/**
 * `npm run bench:search`: what the site search costs (issue 22: at most 4× an unknown page). Starts
 * the real server on the existing build (a fresh SQLite database, or PostgreSQL with DATABASE_URL) in
 * a child process, then with 50 connections measures, one row each after a warm-up:
 *   - an unknown page (the 404 page, a new address each request),
 *   - /search with a new query each request, made of the site's own words (dist/search-pages.json),
 *     so each finds pages and is never answered from a cache,
 *   - /search with a new misspelt word each request: nothing matches, so the did-you-mean runs too.
 * Writes bench/search-report.md and .json (BENCH_LABEL names the run: bench/search-report-<label>.md).
 * A report, not a test. BENCH_SECONDS (default 10) per row.
 */
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import autocannon, { type Result } from 'autocannon';
import { searchPagesFileSchema } from '../schemas/search-pages-file';
import { readCommandLine } from '../server/cli/command-line';
import { foldedWords } from '../server/search/search-text';
import { freePort, startServer, stopServer } from './bench/server-process';

readCommandLine({
  command: 'npm run bench:search',
  summary:
    'What the site search costs, a report and not a test: the server on the existing build (dist/) and a fresh database,\n50 connections, an unknown page against /search with a new query each request. Writes bench/search-report.md and .json.',
  options: {},
  environment: {
    BENCH_SECONDS: 'seconds per row (default 10)',
    BENCH_LABEL: 'names the run: bench/search-report-<label>.md',
    BENCH_PORT: "the server's port (default: a free one)",
    DATABASE_URL: 'measure on this PostgreSQL database instead of a fresh SQLite file',
  },
});
const rootDir = path.resolve(import.meta.dirname, '..');
const connections = 50;
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const distDir = path.join(rootDir, 'dist');
const label = process.env.BENCH_LABEL?.trim();

interface Row {
  name: string;
  requestsPerSecond: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  statusCodes: string;
  errors: number;
}

/** The site's words of five letters or more, each once, in a fixed order. */
async function siteWords(): Promise<string[]> {
  const file = searchPagesFileSchema.parse(JSON.parse(await readFile(path.join(distDir, 'search-pages.json'), 'utf8')));
  const words = new Set(
    file.pages.flatMap((page) => foldedWords(`${page.title} ${page.headings} ${page.body}`)).filter((word) => word.length >= 5 && !/\d/.test(word)),
  );
  return [...words].sort();
}

async function measure(name: string, origin: string, nextPath: () => string): Promise<Row> {
  console.log(`${name}: ${seconds} s, ${connections} connections…`);
  const result: Result = await autocannon({
    url: origin,
    connections,
    duration: seconds,
    headers: { 'accept-encoding': 'br, gzip' },
    requests: [{ method: 'GET', setupRequest: (request) => ({ ...request, path: nextPath() }) }],
  });
  return {
    name,
    requestsPerSecond: Math.round(result.requests.total / result.duration),
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    statusCodes: Object.entries(result.statusCodeStats)
      .map(([code, { count }]) => `${code}×${count}`)
      .join(' '),
    errors: result.errors + result.timeouts,
  };
}

async function main(): Promise<void> {
  if (!existsSync(path.join(distDir, 'search-pages.json'))) {
    console.error('No build with a search index in dist/: run `npm run build` first (the benchmark serves the existing build).');
    process.exit(1);
  }
  const words = await siteWords();
  let counter = 0;
  // Two of the site's words, a different pair every request (a few hundred thousand pairs): every query is new.
  const knownQuery = () => {
    counter += 1;
    return `/search?q=${encodeURIComponent(`${words[counter % words.length]} ${words[(counter * 7919) % words.length]}`)}`;
  };
  // One of the site's words with a letter doubled: found by no index, corrected by the did-you-mean.
  const misspeltQuery = () => {
    counter += 1;
    const word = words[counter % words.length] ?? 'audit';
    const at = 1 + (counter % (word.length - 1));
    return `/search?q=${encodeURIComponent(`${word.slice(0, at)}${word[at - 1]}${word.slice(at)}x${counter}`)}`;
  };
  const unknownPage = () => {
    counter += 1;
    return `/no-such-page-${counter}`;
  };

  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'bench-search-'));
  const port = process.env.BENCH_PORT ? Number(process.env.BENCH_PORT) : await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const server = await startServer(port, dataDir, { SEARCH_RATE_LIMIT: '1000000' });
  const rows: Row[] = [];
  try {
    for (const next of [unknownPage, knownQuery, misspeltQuery]) {
      await autocannon({ url: origin, connections, duration: 2, requests: [{ method: 'GET', setupRequest: (request) => ({ ...request, path: next() }) }] });
    }
    rows.push(await measure('unknown page (404), a new address each request', origin, unknownPage));
    rows.push(await measure('/search, a new query of two site words each request', origin, knownQuery));
    rows.push(await measure('/search, a new misspelt word each request (did-you-mean)', origin, misspeltQuery));
  } finally {
    await stopServer(server);
    await rm(dataDir, { recursive: true, force: true });
  }

  const [unknown, known, misspelt] = rows;
  const ratio = (row: Row | undefined) => (unknown && row ? Number((unknown.requestsPerSecond / Math.max(1, row.requestsPerSecond)).toFixed(1)) : undefined);
  const machine = { node: process.version, cpus: os.cpus().length, loadAverage: os.loadavg().map((load) => Number(load.toFixed(1))) };
  const database = process.env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : 'SQLite (a fresh DATA_DIR)';
  const report = {
    date: new Date().toISOString(),
    machine,
    database,
    settings: { connections, seconds, words: words.length },
    rows,
    costRatio: { known: ratio(known), misspelt: ratio(misspelt) },
  };
  const markdown = [
    `# Site search benchmark${label ? ` (${label})` : ''}`,
    '',
    `Run by \`npm run bench:search\` on ${report.date.slice(0, 10)}: Node ${machine.node}, ${machine.cpus} CPUs, load average ${machine.loadAverage.join(' / ')} at the end; ${database}.`,
    `The server runs in its own process on the existing build; ${connections} connections, ${seconds} s per row after a 2 s warm-up each, all rows in one run, \`Accept-Encoding: br, gzip\`.`,
    `Queries are made of the build's ${words.length} distinct words of five letters or more, a different query every request. A report, not a test.`,
    '',
    '| request | requests/s | p50 (ms) | p99 (ms) | status codes | errors | cost vs. unknown page |',
    '| --- | ---: | ---: | ---: | --- | ---: | ---: |',
    ...rows.map(
      (row) =>
        `| ${row.name} | ${row.requestsPerSecond} | ${row.latencyP50Ms} | ${row.latencyP99Ms} | ${row.statusCodes} | ${row.errors} | ${row === unknown ? '1×' : `${ratio(row)}×`} |`,
    ),
    '',
    `Budget (issue 22): a search costs at most 4× an unknown page. Measured: ${ratio(known)}× for a query that finds pages, ${ratio(misspelt)}× for a misspelt one.`,
    '',
  ].join('\n');
  await mkdir(path.join(rootDir, 'bench'), { recursive: true });
  const name = label ? `search-report-${label}` : 'search-report';
  await writeFile(path.join(rootDir, 'bench', `${name}.json`), `${JSON.stringify(report, null, 2)}\n`);
  await writeFile(path.join(rootDir, 'bench', `${name}.md`), markdown);
  console.log(`\n${markdown}\nReport: bench/${name}.md`);
}

await main();
