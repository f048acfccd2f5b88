/**
 * `npm run bench:serve`: a report on serving pages under load, not a test (timings depend on the
 * machine). Starts the real server as `npm run serve` does (`server/launch.mjs --no-build`, the existing build in dist/) in a
 * child process, then for `/`, `/about` and the not-found page measures requests/s and latency with
 * 50 connections, once as a browser asks (`Accept-Encoding: br, gzip`) and once without
 * compression; then the server's resident memory after that load and the bytes of `/` as sent with
 * brotli. Writes bench/serve-report.md and bench/serve-report.json (BENCH_LABEL names the run, so
 * a before and an after can sit side by side: bench/serve-report-<label>.md).
 */
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import autocannon, { type Result } from 'autocannon';
import { readCommandLine } from '../server/cli/command-line';
import { freePort, startServer, stopServer } from './bench/server-process';
import { measureUnknownAddresses, type UnknownAddressRate, unknownAddressesMarkdown, unknownCostRatios } from './bench/unknown-addresses';

readCommandLine({
  command: 'npm run bench:serve',
  summary:
    'Pages under load, a report and not a test: the server on the existing build (dist/), /, /about and the not-found page\nwith 50 connections, compressed and not, then the memory it holds. Writes bench/serve-report.md and .json.',
  options: {},
  environment: {
    BENCH_SECONDS: 'seconds per measurement (default 10)',
    BENCH_LABEL: 'names the run: bench/serve-report-<label>.md',
    BENCH_PORT: "the server's port (default: a free one)",
  },
});
const rootDir = path.resolve(import.meta.dirname, '..');
const connections = 50;
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const label = process.env.BENCH_LABEL?.trim();
const paths = ['/', '/about', '/no-such-page'] as const;
const browserEncoding = 'br, gzip';

interface Row {
  path: string;
  acceptEncoding: string;
  requestsPerSecond: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  latencyMaxMs: number;
  statusCodes: string;
  errors: number;
}

function rowOf(pathname: string, acceptEncoding: string, result: Result): Row {
  return {
    path: pathname,
    acceptEncoding,
    requestsPerSecond: Math.round(result.requests.total / result.duration),
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    latencyMaxMs: result.latency.max,
    statusCodes: Object.entries(result.statusCodeStats)
      .map(([code, { count }]) => `${code}×${count}`)
      .join(' '),
    errors: result.errors + result.timeouts,
  };
}

/** The bytes on the wire (not decoded, unlike fetch) and the encoding the server chose. */
function sentBytes(url: string, acceptEncoding: string): Promise<{ bytes: number; encoding: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': acceptEncoding } }, (response) => {
        let bytes = 0;
        response.on('data', (chunk: Buffer) => (bytes += chunk.length));
        response.on('end', () => resolve({ bytes, encoding: String(response.headers['content-encoding'] ?? 'identity') }));
      })
      .on('error', reject);
  });
}

/** `npm start` may be several processes (tsx starts node): the tree's resident memory, in MB, process by process. */
async function residentMegabytes(rootPid: number): Promise<number[]> {
  const parents = new Map<number, number>();
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = await readFile(`/proc/${entry}/stat`, 'utf8').catch(() => '');
    // The command name is in parentheses and may hold spaces: the ppid is the 2nd field after it.
    const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    parents.set(Number(entry), ppid);
  }
  const tree = [rootPid];
  for (let index = 0; index < tree.length; index += 1) {
    for (const [pid, ppid] of parents) if (ppid === tree[index]) tree.push(pid);
  }
  const sizes = await Promise.all(
    tree.map(async (pid) => {
      const status = await readFile(`/proc/${pid}/status`, 'utf8').catch(() => '');
      const kilobytes = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
      return Math.round(kilobytes / 1024);
    }),
  );
  return sizes.filter((size) => size > 0);
}

function markdownTable(rows: readonly Row[]): string {
  const header = '| path | Accept-Encoding | requests/s | p50 (ms) | p99 (ms) | max (ms) | status codes | errors |';
  const lines = rows.map(
    (row) =>
      `| \`${row.path}\` | ${row.acceptEncoding || '(none)'} | ${row.requestsPerSecond} | ${row.latencyP50Ms} | ${row.latencyP99Ms} | ${row.latencyMaxMs} | ${row.statusCodes} | ${row.errors} |`,
  );
  return [header, '| --- | --- | ---: | ---: | ---: | ---: | --- | ---: |', ...lines].join('\n');
}

async function main(): Promise<void> {
  if (!existsSync(path.join(rootDir, 'dist', 'routes.json'))) {
    console.error('No build in dist/: run `npm run build` first (the benchmark serves the existing build).');
    process.exit(1);
  }
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'bench-serve-'));
  const port = process.env.BENCH_PORT ? Number(process.env.BENCH_PORT) : await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const server = await startServer(port, dataDir);
  let serverExit = '';
  let stopping = false;
  server.once('exit', (code, signal) => {
    if (stopping) return;
    serverExit = `the server exited during the run (code ${code}, signal ${signal}): rows after that are void`;
    console.error(serverExit);
  });
  const rows: Row[] = [];
  let unknown: UnknownAddressRate[] = [];
  let memoryBefore: number[] = [];
  let memoryAfter: number[] = [];
  let homeBrotli: { bytes: number; encoding: string };
  let homeIdentity: { bytes: number; encoding: string };
  try {
    const pid = server.pid ?? 0;
    memoryBefore = await residentMegabytes(pid);
    homeBrotli = await sentBytes(`${origin}/`, 'br');
    homeIdentity = await sentBytes(`${origin}/`, '');
    // Warm-up, not measured: the first seconds of a fresh process (JIT, caches) would penalise whichever row runs first.
    for (const pathname of paths) {
      await autocannon({ url: `${origin}${pathname}`, connections, duration: 2, headers: { 'accept-encoding': browserEncoding } });
    }
    for (const pathname of paths) {
      for (const acceptEncoding of [browserEncoding, '']) {
        console.log(`GET ${pathname} with Accept-Encoding "${acceptEncoding}" for ${seconds} s, ${connections} connections…`);
        const headers: Record<string, string> = acceptEncoding ? { 'accept-encoding': acceptEncoding } : {};
        const result = await autocannon({ url: `${origin}${pathname}`, connections, duration: seconds, headers });
        rows.push(rowOf(pathname, acceptEncoding, result));
      }
    }
    unknown = await measureUnknownAddresses(origin, seconds);
    memoryAfter = await residentMegabytes(pid);
  } finally {
    stopping = true;
    await stopServer(server);
  }
  await rm(dataDir, { recursive: true, force: true });

  const machine = {
    node: process.version,
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model ?? 'unknown',
    // Other work on the machine skews every number: recorded so two runs can be compared fairly.
    loadAverage: os.loadavg().map((load) => Number(load.toFixed(1))),
  };
  const report = {
    date: new Date().toISOString(),
    label,
    machine,
    settings: { connections, seconds },
    rows,
    unknown,
    unknownCostRatios: unknownCostRatios(unknown),
    memoryBefore,
    memoryAfter,
    homeBrotli,
    homeIdentity,
  };
  const markdown = [
    `# Serving benchmark${label ? ` (${label})` : ''}`,
    '',
    `Run by \`npm run bench:serve\` on ${report.date.slice(0, 10)}: Node ${machine.node}, ${machine.cpus} × ${machine.cpuModel}, load average ${machine.loadAverage.join(' / ')} at the end.`,
    `The server runs in its own process on the existing build; ${connections} connections, ${seconds} s per row after a 2 s warm-up per path, all rows in one run.`,
    'A report, not a test: the numbers depend on the machine.',
    '',
    markdownTable(rows),
    '',
    '## Made-up addresses, each request a new one',
    '',
    unknownAddressesMarkdown(unknown),
    '',
    `- Resident memory of the server's processes (MB, each process of the tree): ${memoryBefore.join(' + ')} at start, ${memoryAfter.join(' + ')} after the load.`,
    ...(serverExit ? [`- **${serverExit}**`] : []),
    `- \`/\` as sent with \`Accept-Encoding: br\`: ${homeBrotli.bytes} bytes (${homeBrotli.encoding}); without compression: ${homeIdentity.bytes} bytes.`,
    '',
  ].join('\n');

  const name = label ? `serve-report-${label}` : 'serve-report';
  await mkdir(path.join(rootDir, 'bench'), { recursive: true });
  await writeFile(path.join(rootDir, 'bench', `${name}.json`), `${JSON.stringify(report, null, 2)}\n`);
  await writeFile(path.join(rootDir, 'bench', `${name}.md`), markdown);
  console.log(`\n${markdown}\nReport: bench/${name}.md`);
}

await main();
