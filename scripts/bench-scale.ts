/**
 * `npm run bench:scale`: issue 15's numbers, a report rather than a test (the machine is shared, so
 * the load average is recorded beside them). On the integration suite's stack (tests/integration/
 * stack.ts: PostgreSQL, Redis, instances and nginx on loopback in one temporary folder) it measures:
 *   1. POST /api/contact, 50 connections, BENCH_SECONDS (10) each, straight to one instance on
 *      SQLite and then to one on PostgreSQL (both on the same Redis, CONTACT_RATE_LIMIT raised),
 *      and checks that every 2xx is one stored message;
 *   2. GET /api/blogs through nginx with one instance in the upstream, then with two;
 *   3. a crash and restart behind nginx under a steady request loop: the errors clients saw, when
 *      nginx noticed, how long until /healthz answered 200, and until nginx sent traffic again.
 * Writes bench/scale-report.md and bench/scale-report.json. SCALE_PORT_BASE moves the ports (8701-8780).
 */
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import autocannon, { type Result } from 'autocannon';
import { readCommandLine } from '../server/cli/command-line';
import { createContactStore } from '../server/contact/contact-store';
import { type DatabaseTarget, openSiteDatabase } from '../server/database/open-database';
import { ports, Stack, waitFor } from '../tests/integration/stack';

readCommandLine({
  command: 'npm run bench:scale',
  summary:
    "Issue 15's numbers on the integration stack (PostgreSQL, Redis, instances and nginx on loopback; needs a build in dist/\nand Debian's postgresql, redis-server and nginx): contact writes on SQLite and PostgreSQL, GET /api/blogs through nginx\nwith one and two instances, an instance killed and restarted. Writes bench/scale-report.md and .json.",
  options: {},
  environment: {
    BENCH_SECONDS: 'seconds per measurement (default 10)',
    SCALE_PORT_BASE: "moves the stack's ports to base+1 to base+80 (default 8700)",
  },
});
const rootDir = path.resolve(import.meta.dirname, '..');
const connections = 50;
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
/** The restart loop: one GET every this many milliseconds through nginx, one client. */
const loopIntervalMs = 20;
const unlimited = { CONTACT_RATE_LIMIT: '1000000' };
const contactBody = JSON.stringify({
  name: 'Benchmark Visitor',
  email: 'bench@example.com',
  phone: '+233 20 000 0000',
  subject: 'Load test',
  message: 'A message written by npm run bench:scale. Ça va? 😀',
});

interface Row {
  name: string;
  requests: number;
  requestsPerSecond: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  latencyMaxMs: number;
  non2xx: number;
  errors: number;
  /** The 1-minute load average before and after this measurement. */
  loadBefore: number;
  loadAfter: number;
}

function load(): number {
  return Number((os.loadavg()[0] ?? 0).toFixed(2));
}

function twoHundreds(result: Result): number {
  return Object.entries(result.statusCodeStats)
    .filter(([code]) => code.startsWith('2'))
    .reduce((sum, [, stats]) => sum + stats.count, 0);
}

async function measure(name: string, options: Parameters<typeof autocannon>[0]): Promise<{ row: Row; result: Result }> {
  const loadBefore = load();
  console.log(`${name}: ${connections} connections for ${seconds} s…`);
  const result = await autocannon({ connections, duration: seconds, ...options });
  const row = {
    name,
    requests: result.requests.total,
    requestsPerSecond: Math.round(result.requests.total / result.duration),
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    latencyMaxMs: result.latency.max,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    loadBefore,
    loadAfter: load(),
  };
  return { row, result };
}

/** autocannon stops the clock with requests in flight: those may be stored without being counted. */
function storedAsAnswered(entry: { twoHundreds: number; stored: number }): boolean {
  return entry.stored >= entry.twoHundreds && entry.stored - entry.twoHundreds <= connections;
}

async function storedMessages(target: DatabaseTarget): Promise<number> {
  const db = await openSiteDatabase(target, { create: false });
  try {
    return await createContactStore(db.queries).count();
  } finally {
    await db.close();
  }
}

interface RestartNumbers {
  loopIntervalMs: number;
  requests: number;
  clientErrors: number;
  /** Kill → the first request nginx had to retry on the other instance. */
  noticedAfterMs: number | null;
  /** Spawn → /healthz answers 200. */
  healthyAfterStartMs: number;
  /** /healthz 200 → the first request nginx passed to the restarted instance that it answered. */
  trafficAfterHealthyMs: number | null;
  /** Kill → that first request: how long the instance was out of the rotation. */
  outOfRotationMs: number | null;
  loadBefore: number;
  loadAfter: number;
}

/** Two instances behind nginx; one is killed and restarted while a client reads through nginx. */
async function measureRestart(stack: Stack): Promise<RestartNumbers> {
  const [victim] = ports.instances;
  const victimAddress = `127.0.0.1:${victim}`;
  const loadBefore = load();
  const outcomes: { at: number; ok: boolean; status: number }[] = [];
  let looping = true;
  const loop = (async () => {
    while (looping) {
      const started = Date.now();
      const status = await fetch(`${stack.proxyUrl}/api/blogs`, { signal: AbortSignal.timeout(5000) })
        .then(async (response) => {
          await response.arrayBuffer();
          return response.status;
        })
        .catch(() => 0);
      outcomes.push({ at: started, ok: status >= 200 && status < 300, status });
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, loopIntervalMs - (Date.now() - started))));
    }
  })();
  const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  try {
    console.log('Restart: a steady loop through nginx; killing one instance (SIGKILL)…');
    await pause(3000);
    const killedAt = Date.now();
    await stack.killInstance(victim);
    // As a supervisor would (systemd's Restart=always waits 100 ms by default).
    await pause(100);
    const spawnedAt = Date.now();
    const instance = stack.launchInstance(victim, unlimited);
    await waitFor(
      'The restarted instance',
      async () => {
        if (instance.process.exitCode !== null) throw new Error(`The restarted instance exited: ${instance.log.join('')}`);
        const response = await fetch(`http://127.0.0.1:${victim}/healthz`, { signal: AbortSignal.timeout(1000) });
        await response.arrayBuffer();
        return response.status === 200;
      },
      60_000,
    );
    const healthyAt = Date.now();
    console.log(`Restart: /healthz answers after ${healthyAt - spawnedAt} ms; waiting for nginx to send it traffic…`);
    const servedByVictim = () =>
      stack.proxiedRequests().find((request) => request.at > spawnedAt && request.upstreams.at(-1) === victimAddress && request.status < 500);
    // Bounded: nginx tries a failed instance again after fail_timeout (5 s), so 30 s is plenty.
    await waitFor('Traffic to the restarted instance', async () => servedByVictim() !== undefined, 30_000).catch(() => undefined);
    await pause(1000);
    const back = servedByVictim();
    const noticed = stack.proxiedRequests().find((request) => request.at >= killedAt && request.upstreams.length > 1 && request.upstreams[0] === victimAddress);
    return {
      loopIntervalMs,
      requests: outcomes.length,
      clientErrors: outcomes.filter((outcome) => !outcome.ok).length,
      noticedAfterMs: noticed ? Math.max(0, noticed.at - killedAt) : null,
      healthyAfterStartMs: healthyAt - spawnedAt,
      trafficAfterHealthyMs: back ? Math.max(0, back.at - healthyAt) : null,
      outOfRotationMs: back ? back.at - killedAt : null,
      loadBefore,
      loadAfter: load(),
    };
  } finally {
    looping = false;
    await loop;
  }
}

function table(rows: readonly Row[]): string {
  return [
    '| measurement | requests | requests/s | p50 (ms) | p99 (ms) | max (ms) | non-2xx | errors | load before → after |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
    ...rows.map(
      (row) =>
        `| ${row.name} | ${row.requests} | ${row.requestsPerSecond} | ${row.latencyP50Ms} | ${row.latencyP99Ms} | ${row.latencyMaxMs} | ${row.non2xx} | ${row.errors} | ${row.loadBefore} → ${row.loadAfter} |`,
    ),
  ].join('\n');
}

function orNone(ms: number | null): string {
  return ms === null ? 'not seen' : `${ms} ms`;
}

async function main(): Promise<void> {
  if (!existsSync(path.join(rootDir, 'dist', 'routes.json'))) {
    console.error('No build in dist/: run `npm run build` first (the instances serve the existing build).');
    process.exit(1);
  }
  const stack = new Stack();
  // Ctrl-C or a kill: stop what was started before leaving.
  const interrupted = (signal: NodeJS.Signals) => {
    console.error(`${signal}: stopping the stack…`);
    void stack.stop().finally(() => process.exit(1));
  };
  process.once('SIGINT', interrupted);
  process.once('SIGTERM', interrupted);

  const loadSamples: number[] = [load()];
  const sampler = setInterval(() => loadSamples.push(load()), 5000);
  const rows: Row[] = [];
  const stored: { database: string; twoHundreds: number; stored: number }[] = [];
  let restart: RestartNumbers;
  const startedAt = new Date();
  try {
    console.log('Starting PostgreSQL and Redis…');
    await stack.startInfrastructure();
    const sqliteDataDir = path.join(stack.dir, `data-${ports.spare}`);
    console.log('Starting the instances: one on SQLite, two on PostgreSQL…');
    // One at a time: two instances importing the blog at once would only measure the import lock.
    await stack.startInstance(ports.spare, { ...unlimited, DATABASE_URL: '' });
    for (const port of ports.instances) await stack.startInstance(port, unlimited);

    const contact = { method: 'POST' as const, headers: { 'content-type': 'application/json' }, body: contactBody };
    // SQLite and PostgreSQL one after the other, same settings, same Redis, same run.
    const sqlite = await measure('POST /api/contact, SQLite (one instance)', { url: `http://127.0.0.1:${ports.spare}/api/contact`, ...contact });
    rows.push(sqlite.row);
    stored.push({ database: 'SQLite', twoHundreds: twoHundreds(sqlite.result), stored: await storedMessages({ dialect: 'sqlite', dataDir: sqliteDataDir }) });
    const postgres = await measure('POST /api/contact, PostgreSQL (one instance)', { url: `http://127.0.0.1:${ports.instances[0]}/api/contact`, ...contact });
    rows.push(postgres.row);
    stored.push({
      database: 'PostgreSQL',
      twoHundreds: twoHundreds(postgres.result),
      stored: await storedMessages({ dialect: 'postgres', url: stack.databaseUrl }),
    });
    await stack.killInstance(ports.spare);

    await stack.startNginx([ports.instances[0]]);
    rows.push((await measure('GET /api/blogs through nginx, one instance', { url: `${stack.proxyUrl}/api/blogs` })).row);
    await stack.stopNginx();
    await stack.startNginx(ports.instances);
    rows.push((await measure('GET /api/blogs through nginx, two instances', { url: `${stack.proxyUrl}/api/blogs` })).row);

    restart = await measureRestart(stack);
  } finally {
    clearInterval(sampler);
    console.log('Stopping the stack…');
    await stack.stop();
  }
  loadSamples.push(load());

  const machine = { node: process.version, platform: `${os.platform()} ${os.release()}`, cpus: os.cpus().length, cpuModel: os.cpus()[0]?.model ?? 'unknown' };
  const loadAverage = {
    start: loadSamples[0],
    end: loadSamples.at(-1),
    mean: Number((loadSamples.reduce((sum, sample) => sum + sample, 0) / loadSamples.length).toFixed(2)),
    max: Math.max(...loadSamples),
  };
  const report = {
    date: startedAt.toISOString(),
    durationSeconds: Math.round((Date.now() - startedAt.getTime()) / 1000),
    machine,
    loadAverage,
    settings: {
      connections,
      seconds,
      contactRateLimit: unlimited.CONTACT_RATE_LIMIT,
      logLevel: 'info',
      nginx: 'deploy/nginx.conf (max_fails=1 fail_timeout=5s)',
    },
    rows,
    stored,
    restart,
  };
  const storedLines = stored.map(
    (entry) =>
      `- ${entry.database}: ${entry.twoHundreds} answered 2xx, ${entry.stored} stored${storedAsAnswered(entry) ? '' : ' (MISMATCH: a 2xx without a message, or more extra messages than connections)'}.`,
  );
  const markdown = [
    '# Scale-out benchmark (issue 15)',
    '',
    `Run by \`npm run bench:scale\` on ${report.date.slice(0, 16).replace('T', ' ')} UTC (${report.durationSeconds} s): Node ${machine.node}, ${machine.cpus} × ${machine.cpuModel}.`,
    `Load average (1 min) during the run: ${loadAverage.start} at the start, mean ${loadAverage.mean}, max ${loadAverage.max}, ${loadAverage.end} at the end,`,
    `on ${machine.cpus} cores shared with other work: the numbers are noisy, one run each. Everything (PostgreSQL, Redis, nginx,`,
    'the instances and the load generator) runs on this one machine, on loopback.',
    '',
    `${connections} connections, ${seconds} s per row. Contact: straight to one instance, SQLite (\`synchronous = FULL\`) and then PostgreSQL`,
    `(\`synchronous_commit = on\`), both on the same Redis rate limit raised to ${unlimited.CONTACT_RATE_LIMIT}; request log at \`info\`.`,
    '',
    table(rows),
    '',
    `Every 2xx contact answer is a stored message (a few more may be stored: up to ${connections} requests were in flight when the clock stopped):`,
    '',
    ...storedLines,
    '',
    `## Restart behind nginx (two instances, one client reading \`GET /api/blogs\` every ${loopIntervalMs} ms)`,
    '',
    'One instance is killed with SIGKILL and started again 100 ms later.',
    '',
    '| what | value |',
    '| --- | ---: |',
    `| requests during the test | ${restart.requests} |`,
    `| errors seen by the client (non-2xx or failed) | ${restart.clientErrors} |`,
    `| kill → nginx notices (first request retried on the other instance) | ${orNone(restart.noticedAfterMs)} |`,
    `| start → \`/healthz\` answers 200 | ${restart.healthyAfterStartMs} ms |`,
    `| \`/healthz\` 200 → nginx sends the instance traffic again | ${orNone(restart.trafficAfterHealthyMs)} |`,
    `| kill → traffic again (out of rotation) | ${orNone(restart.outOfRotationMs)} |`,
    `| load before → after | ${restart.loadBefore} → ${restart.loadAfter} |`,
    '',
    'nginx checks passively: the failed instance is left out for `fail_timeout` (5 s) after the failure, then tried',
    'with a real request; a restart that is healthy sooner still waits for that.',
    '',
  ].join('\n');

  await mkdir(path.join(rootDir, 'bench'), { recursive: true });
  await writeFile(path.join(rootDir, 'bench', 'scale-report.json'), `${JSON.stringify(report, null, 2)}\n`);
  await writeFile(path.join(rootDir, 'bench', 'scale-report.md'), markdown);
  console.log(`\n${markdown}\nReport: bench/scale-report.md, bench/scale-report.json`);
  if (!stored.every(storedAsAnswered) || restart.clientErrors > 0) process.exitCode = 1;
}

await main();
