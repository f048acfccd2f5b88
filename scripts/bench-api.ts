/**
 * `npm run bench:api`: a report on the API server under load, not a test (timings depend on the
 * machine). Starts the real server as `npm run serve` does (`server/launch.mjs --no-build`, the existing build in dist/) in a
 * child process on a free port with a fresh temporary DATA_DIR, so the load generator and the
 * server do not share one CPU thread, then measures:
 *   1. GET /api/blogs and GET /api/blogs/{id}: 50 connections, 10 s each: requests/s and latency;
 *   2. 1000 POST /api/contact from 50 concurrent clients (CONTACT_RATE_LIMIT raised), then counts
 *      the stored messages, which must be exactly 1000.
 * Writes bench/api-report.md and bench/api-report.json.
 */
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import autocannon, { type Result } from 'autocannon';
import { readCommandLine } from '../server/cli/command-line';
import { createContactStore } from '../server/contact/contact-store';
import { openSiteDatabase } from '../server/database/open-database';
import { freePort, startServer, stopServer } from './bench/server-process';

readCommandLine({
  command: 'npm run bench:api',
  summary:
    'The API under load, a report and not a test: the server on the existing build (dist/) and a fresh database; GET\n/api/blogs and /api/blogs/{id} with 50 connections, then 1000 contact messages from 50 clients, all of which must be\nstored. Writes bench/api-report.md and bench/api-report.json.',
  options: {},
  environment: { BENCH_SECONDS: 'seconds per read measurement (default 10)' },
});
const rootDir = path.resolve(import.meta.dirname, '..');
const connections = 50;
const readSeconds = Number(process.env.BENCH_SECONDS ?? 10);
const writeCount = 1000;

interface Row {
  name: string;
  requests: number;
  requestsPerSecond: number;
  latencyAverageMs: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  latencyMaxMs: number;
  non2xx: number;
  errors: number;
}

function rowOf(name: string, result: Result): Row {
  return {
    name,
    requests: result.requests.total,
    requestsPerSecond: Math.round(result.requests.total / result.duration),
    latencyAverageMs: Number(result.latency.average.toFixed(2)),
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    latencyMaxMs: result.latency.max,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

function markdownTable(rows: readonly Row[]): string {
  const header = '| test | requests | requests/s | latency avg (ms) | p50 (ms) | p99 (ms) | max (ms) | non-2xx | errors |';
  const lines = rows.map(
    (row) =>
      `| ${row.name} | ${row.requests} | ${row.requestsPerSecond} | ${row.latencyAverageMs} | ${row.latencyP50Ms} | ${row.latencyP99Ms} | ${row.latencyMaxMs} | ${row.non2xx} | ${row.errors} |`,
  );
  return [header, '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |', ...lines].join('\n');
}

async function main(): Promise<void> {
  if (!existsSync(path.join(rootDir, 'dist', 'routes.json'))) {
    console.error('No build in dist/: run `npm run build` first (the benchmark serves the existing build).');
    process.exit(1);
  }
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'bench-api-'));
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const server = await startServer(port, dataDir, { CONTACT_RATE_LIMIT: '1000000' });
  const rows: Row[] = [];
  let stored = 0;
  try {
    const posts = (await (await fetch(`${origin}/api/blogs`)).json()) as { id: number }[];
    const postId = posts[0]?.id;
    if (postId === undefined) throw new Error('The blog is empty: nothing to read');

    console.log(`Reading GET /api/blogs for ${readSeconds} s with ${connections} connections…`);
    rows.push(rowOf('GET /api/blogs', await autocannon({ url: `${origin}/api/blogs`, connections, duration: readSeconds })));
    console.log(`Reading GET /api/blogs/${postId} for ${readSeconds} s with ${connections} connections…`);
    rows.push(rowOf(`GET /api/blogs/${postId}`, await autocannon({ url: `${origin}/api/blogs/${postId}`, connections, duration: readSeconds })));

    console.log(`Writing ${writeCount} contact messages from ${connections} concurrent clients…`);
    const write = await autocannon({
      url: `${origin}/api/contact`,
      connections,
      amount: writeCount,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'Benchmark Visitor',
        email: 'bench@example.com',
        phone: '+233 20 000 0000',
        subject: 'Load test',
        message: 'A message written by npm run bench:api. Ça va? 😀',
      }),
    });
    rows.push(rowOf(`POST /api/contact ×${writeCount}`, write));
  } finally {
    await stopServer(server);
  }

  const db = await openSiteDatabase({ dialect: 'sqlite', dataDir }, { create: false });
  try {
    stored = await createContactStore(db.queries).count();
  } finally {
    await db.close();
  }
  await rm(dataDir, { recursive: true, force: true });

  const machine = { node: process.version, platform: `${os.platform()} ${os.release()}`, cpus: os.cpus().length, cpuModel: os.cpus()[0]?.model ?? 'unknown' };
  const report = {
    date: new Date().toISOString(),
    machine,
    settings: { connections, readSeconds, writeCount, synchronous: 'FULL', journalMode: 'WAL' },
    rows,
    storedMessages: stored,
    allStored: stored === writeCount,
  };
  const markdown = [
    '# API benchmark',
    '',
    `Run by \`npm run bench:api\` on ${report.date.slice(0, 10)}: Node ${machine.node}, ${machine.cpus} × ${machine.cpuModel}.`,
    `The server runs in its own process on the existing build; ${connections} connections; reads for ${readSeconds} s each;`,
    `writes: ${writeCount} contact messages, each committed with \`synchronous = FULL\` (one fsync) before the reply.`,
    'A report, not a test: the numbers depend on the machine and its disk.',
    '',
    markdownTable(rows),
    '',
    `Messages stored after the write test: **${stored} of ${writeCount}**${stored === writeCount ? '' : ' (MISSING MESSAGES)'}.`,
    '',
  ].join('\n');

  await mkdir(path.join(rootDir, 'bench'), { recursive: true });
  await writeFile(path.join(rootDir, 'bench', 'api-report.json'), `${JSON.stringify(report, null, 2)}\n`);
  await writeFile(path.join(rootDir, 'bench', 'api-report.md'), markdown);
  console.log(`\n${markdownTable(rows)}\n\nStored messages: ${stored} of ${writeCount}. Report: bench/api-report.md, bench/api-report.json`);
  if (stored !== writeCount) process.exitCode = 1;
}

await main();
