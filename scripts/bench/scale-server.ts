/**
 * `npm run bench:scale-server`: issue 31's server figures, before and after, in one run (a report,
 * not a test: the machine is shared, so the load average is recorded beside each row).
 *   - server start to /healthz 200 with 4,000 pages and 10,000 posts (a restart: the database is
 *     already imported and indexed; medians of BENCH_RUNS);
 *   - /search at 10 concurrent connections with 400 pages and 10,000 posts (req/s, p50, p99), a
 *     different query every request, some misspelt; and the CPU one search costs in one process
 *     (ranking, did-you-mean, the shown page's text; the ranking statements alone), each side on its
 *     own index, interleaved, medians of BENCH_RUNS;
 *   - /sitemap.xml with 10,000 posts: the first request after start, then each request (brotli and
 *     uncompressed).
 * "Before" is the commit BENCH_BEFORE (default: where this branch left main), unpacked with
 * `git archive` into a temporary folder beside this checkout's node_modules; "after" is this
 * checkout. Both serve the same build: dist/ (run `npm run build` first) copied with generated
 * pages (copies of /about and its compressed variants at other addresses, each with its own words
 * in search-pages.json) and the same generated blog (10,000 posts, words of the site's own posts).
 * Writes bench/scale-server-report.md and .json. Everything it makes is under os.tmpdir(), removed after.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import { cp, link, mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { readCommandLine } from '../../server/cli/command-line';
import { buildManifest } from '../../src/engine/build/build-manifest';
import { writeServerNeeds } from '../../src/engine/build/server-needs';
import { freePort, stopServer } from './server-process';

readCommandLine({
  command: 'npm run bench:scale-server',
  summary:
    "Issue 31's server figures before and after in one run: start to /healthz at 4,000 pages and 10,000 posts, search at 10\nconnections with 400 pages and 10,000 posts, the sitemap's time per request. Needs a build in dist/. Writes\nbench/scale-server-report.md and .json.",
  options: {},
  environment: {
    BENCH_BEFORE: 'the commit measured as "before" (default: git merge-base HEAD main)',
    BENCH_RUNS: 'starts measured per side (default 3)',
    BENCH_SECONDS: 'seconds per search measurement (default 10)',
    BENCH_KEEP:
      '"1": keep the temporary folder (its generated sites, blog and both sides\' databases) and print its path, to study one side\'s index after the run',
    BENCH_ONLY:
      '"search": only the search rows (no 4,000-page site, no starts, no sitemap); the report is written beside, as scale-server-search.md; "start": only the start rows (no 400-page site, no search, no sitemap), printed, no report written',
  },
});

const rootDir = path.resolve(import.meta.dirname, '..', '..');
const runs = Number(process.env.BENCH_RUNS || 3);
const seconds = Number(process.env.BENCH_SECONDS || 10);
const postCount = 10_000;
const searchOnly = process.env.BENCH_ONLY === 'search';
const startOnly = process.env.BENCH_ONLY === 'start';
const load = () => Number((os.loadavg()[0] ?? 0).toFixed(2));
const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};
const git = (...args: string[]) => execFileSync('git', args, { cwd: rootDir, encoding: 'utf8' }).trim();

/** Words of the site, to make pages and posts that are not all alike. */
async function siteWords(): Promise<string[]> {
  const text = await readFile(path.join(rootDir, 'dist', 'search-pages.json'), 'utf8');
  return [...new Set(text.toLowerCase().match(/[a-z]{4,}/g) ?? [])];
}

function pick(words: readonly string[], seed: number, count: number): string {
  const chosen: string[] = [];
  let state = seed * 2654435761;
  for (let index = 0; index < count; index += 1) {
    state = (state * 1103515245 + 12345) % 2147483648;
    chosen.push(words[state % words.length] ?? 'audit');
  }
  return chosen.join(' ');
}

/** dist/ with `extra` more pages: hard links of /about's files, and their own words in search-pages.json. */
async function siteWithPages(target: string, extra: number, words: readonly string[]): Promise<void> {
  const source = path.join(rootDir, 'dist');
  await cp(source, target, { recursive: true });
  const routes = JSON.parse(await readFile(path.join(source, 'routes.json'), 'utf8')) as { pages: string[] };
  const search = JSON.parse(await readFile(path.join(source, 'search-pages.json'), 'utf8')) as { pages: unknown[] };
  for (let index = 0; index < extra; index += 1) {
    const page = `/generated/page-${index}`;
    const dir = path.join(target, 'client', 'generated', `page-${index}`);
    await mkdir(dir, { recursive: true });
    for (const file of ['index.html', 'index.html.br', 'index.html.gz']) await link(path.join(source, 'client', 'about', file), path.join(dir, file));
    routes.pages.push(page);
    search.pages.push({ path: page, title: `${pick(words, index, 3)} ${index}`, headings: pick(words, index + 7, 12), body: pick(words, index + 13, 400) });
  }
  await writeFile(path.join(target, 'routes.json'), JSON.stringify(routes));
  await writeFile(path.join(target, 'search-pages.json'), JSON.stringify(search));
  // What a build of this branch writes; the "before" server does not read it.
  await writeServerNeeds(target, await buildManifest(rootDir));
}

/** content/blog's categories, images and 10,000 posts of the site's words. */
async function blogOf(target: string, words: readonly string[]): Promise<void> {
  await cp(path.join(rootDir, 'content', 'blog'), target, { recursive: true });
  const categories = JSON.parse(await readFile(path.join(target, 'categories.json'), 'utf8')) as { title: string }[];
  for (let index = 0; index < postCount; index += 1) {
    const date = new Date(Date.UTC(2000, 0, 1) + index * 86_400_000).toISOString().slice(0, 10);
    const paragraphs = Array.from({ length: 6 }, (_, paragraph) => pick(words, index * 10 + paragraph, 90)).join('.\n\n');
    const category = categories[index % categories.length]?.title ?? 'News';
    await writeFile(
      path.join(target, 'posts', `generated-${index}.md`),
      `---\ntitle: ${JSON.stringify(`${pick(words, index + 3, 5)} ${index}`)}\ndate: ${date}\nauthor: Desk\ncategory: ${JSON.stringify(category)}\n---\n\n## ${pick(words, index + 5, 4)}\n\n${paragraphs}.\n`,
    );
  }
}

interface Side {
  name: 'before' | 'after';
  root: string;
  dataDir: string;
}

/** As `npm run serve` and the deploy unit start it: the precompiled launcher where the side has one, else under tsx. */
function spawnServer(side: Side, distDir: string, port: number): ChildProcess {
  const command = existsSync(path.join(side.root, 'server', 'launch.mjs')) ? ['server/launch.mjs'] : ['--import', 'tsx', 'server/start.ts'];
  return spawn(process.execPath, [...command, '--no-build'], {
    cwd: side.root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DIST_DIR: distDir,
      DATA_DIR: side.dataDir,
      LOG_LEVEL: 'warn',
      SMTP_URL: '',
      SEARCH_RATE_LIMIT: '1000000',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
}

/** The CPU time (user + system, all its threads) a process has used so far, in ms, from /proc (Linux); undefined elsewhere. */
async function cpuMsOf(pid: number | undefined): Promise<number | undefined> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => undefined);
  if (stat === undefined) return undefined;
  // Fields 14 and 15 (utime, stime), counted after the command's closing parenthesis; in clock ticks, 100 a second on Linux.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** Spawn → /healthz 200, in ms of wall time and of the server's CPU at that moment; the server is left running. */
async function startTimed(side: Side, distDir: string): Promise<{ child: ChildProcess; ms: number; cpuMs: number | undefined; port: number }> {
  const port = await freePort();
  const started = performance.now();
  const child = spawnServer(side, distDir, port);
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The ${side.name} server exited (${child.exitCode}) before /healthz answered:\n${stderr.slice(-2000)}`);
    const ok = await fetch(`http://127.0.0.1:${port}/healthz`, { signal: AbortSignal.timeout(1000) }).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return { child, ms: Math.round(performance.now() - started), cpuMs: await cpuMsOf(child.pid), port };
    if (performance.now() - started > 600_000) throw new Error(`The ${side.name} server did not answer /healthz in 10 minutes`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Misspelt the way a hurried visitor types: two letters swapped and one more. One query in five, the did-you-mean path. */
const misspelt = (query: string) => `${query.slice(0, -2)}${query.slice(-1)}${query.slice(-2, -1)}x`;

/**
 * /search at 10 connections. `repeated`: 500 queries asked in turn (a server may keep their rankings);
 * `distinct`: every request a query not asked before in this server's life (none is answered from a
 * kept ranking: the figure the goal is judged on).
 */
/** CPU (user + system) so far of each thread of a process, in ms, by thread id, from /proc (Linux); empty elsewhere. */
async function threadCpuMs(pid: number | undefined): Promise<Map<number, number>> {
  const tasks = await readdir(`/proc/${pid}/task`).catch(() => [] as string[]);
  const cpu = new Map<number, number>();
  for (const task of tasks) {
    const stat = await readFile(`/proc/${pid}/task/${task}/stat`, 'utf8').catch(() => undefined);
    if (stat === undefined) continue;
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    cpu.set(Number(task), (Number(fields[11]) + Number(fields[12])) * 10);
  }
  return cpu;
}

async function searchRow(port: number, pid: number | undefined, words: readonly string[], mode: 'repeated' | 'distinct', seed: number) {
  let next = 0;
  let queries: string[];
  if (mode === 'repeated') {
    queries = Array.from({ length: 500 }, (_, index) => {
      const query = pick(words, index + 101, 1 + (index % 2));
      return index % 5 === 0 ? misspelt(query) : query;
    });
  } else {
    // Two and three words of the site (so each finds documents), never the same query twice.
    const seen = new Set<string>();
    queries = [];
    for (let index = 0; queries.length < 60_000 && index < 200_000; index += 1) {
      const base = pick(words, seed + index, 2 + (index % 2));
      const query = index % 5 === 0 ? misspelt(base) : base;
      if (!seen.has(query)) {
        seen.add(query);
        queries.push(query);
      }
    }
  }
  const loadBefore = load();
  const threadsBefore = await threadCpuMs(pid);
  const result = await autocannon({
    url: `http://127.0.0.1:${port}`,
    connections: 10,
    duration: seconds,
    requests: [{ method: 'GET', setupRequest: (request) => ({ ...request, path: `/search?q=${encodeURIComponent(queries[next++ % queries.length] ?? '')}` }) }],
  });
  // The server's CPU per request: its event loop's thread (the thread whose id is the process's), and
  // the others together (the search reader threads, V8's garbage collection and compiler threads, libuv's).
  const threadsAfter = await threadCpuMs(pid);
  let mainMs = 0;
  let otherMs = 0;
  for (const [thread, ms] of threadsAfter) {
    const used = ms - (threadsBefore.get(thread) ?? 0);
    if (thread === pid) mainMs += used;
    else otherMs += used;
  }
  const perRequest = (ms: number) => (threadsAfter.size === 0 ? undefined : Number((ms / Math.max(1, result.requests.total)).toFixed(2)));
  return {
    mainThreadCpuMs: perRequest(mainMs),
    otherThreadsCpuMs: perRequest(otherMs),
    requestsPerSecond: Math.round(result.requests.total / result.duration),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    /** Distinct: more requests than queries would mean repeats; reported so a reader can tell. */
    queries: queries.length,
    requests: result.requests.total,
    loadBefore,
    loadAfter: load(),
  };
}

/** Time to the whole answer, decoded as a browser would (Node's fetch decodes brotli and gzip). */
async function timedGet(url: string, encoding: string, seen?: { encoding: string }): Promise<number> {
  const started = performance.now();
  const response = await fetch(url, { headers: { 'accept-encoding': encoding } });
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  if (seen) seen.encoding = response.headers.get('content-encoding') ?? 'identity';
  return performance.now() - started;
}

async function sitemapRow(port: number) {
  const url = `http://127.0.0.1:${port}/sitemap.xml`;
  // Right after /healthz: answered uncompressed while its compressed copies are being made (decision 031, amended).
  const firstSeen = { encoding: '' };
  const first = await timedGet(url, 'br', firstSeen);
  const brotli: number[] = [];
  const plain: number[] = [];
  for (let index = 0; index < 20; index += 1) {
    brotli.push(await timedGet(url, 'br'));
    plain.push(await timedGet(url, 'identity'));
  }
  return {
    firstMs: Math.round(first),
    firstEncoding: firstSeen.encoding,
    brotliMedianMs: Math.round(median(brotli)),
    plainMedianMs: Math.round(median(plain)),
    load: load(),
  };
}

async function main(): Promise<void> {
  const before = process.env.BENCH_BEFORE || git('merge-base', 'HEAD', 'main');
  const after = git('rev-parse', '--short', 'HEAD');
  const work = path.join(os.tmpdir(), `scale-server-${process.pid}`);
  await mkdir(work, { recursive: true });
  const running: ChildProcess[] = [];
  try {
    console.log(`Unpacking ${before} and generating the sites and the blog in ${work}…`);
    const beforeRoot = path.join(work, 'before');
    await mkdir(beforeRoot);
    execFileSync('sh', ['-c', `git -C "${rootDir}" archive "${before}" | tar -x -C "${beforeRoot}"`]);
    execFileSync('ln', ['-s', path.join(rootDir, 'node_modules'), path.join(beforeRoot, 'node_modules')]);
    // The copies of dist/ load their render entry's packages from here, as dist/ does from the checkout's.
    execFileSync('ln', ['-s', path.join(rootDir, 'node_modules'), path.join(work, 'node_modules')]);
    const words = await siteWords();
    const dist4000 = path.join(work, 'dist-4000');
    const dist400 = path.join(work, 'dist-400');
    const pageCount = JSON.parse(await readFile(path.join(rootDir, 'dist', 'routes.json'), 'utf8')).pages.length as number;
    if (!searchOnly) await siteWithPages(dist4000, 4000 - pageCount, words);
    if (!startOnly) await siteWithPages(dist400, 400 - pageCount, words);
    const blogDir = path.join(work, 'blog');
    await blogOf(blogDir, words);
    const sides: Side[] = [
      { name: 'before', root: beforeRoot, dataDir: path.join(work, 'data-before') },
      { name: 'after', root: rootDir, dataDir: path.join(work, 'data-after') },
    ];
    for (const side of sides) {
      // Each side's own import of the same 10,000 posts (its own schema), then one start that indexes them: not measured.
      console.log(`${side.name}: importing ${postCount} posts…`);
      const importStarted = performance.now();
      execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', importScript(side.root, blogDir)], {
        cwd: side.root,
        env: { ...process.env, DATA_DIR: side.dataDir },
        stdio: 'inherit',
      });
      console.log(`${side.name}: imported in ${Math.round(performance.now() - importStarted)} ms; first start (indexing)…`);
      const first = await startTimed(side, searchOnly ? dist400 : dist4000);
      await stopServer(first.child);
      console.log(`${side.name}: first start ${first.ms} ms`);
    }

    // CPU per search in one process (no HTTP, no other thread): before and after interleaved, `runs` times each.
    const searchCpu: Record<Side['name'], CpuFigures[]> = { before: [], after: [] };
    for (let run = 0; run < (startOnly ? 0 : runs); run += 1) {
      for (const side of sides) {
        const figures = searchCpuOf(side, words);
        searchCpu[side.name].push(figures);
        console.log(`${side.name}: CPU per search ${JSON.stringify(figures)}`);
      }
    }

    const starts: Record<Side['name'], number[]> = { before: [], after: [] };
    const startsCpu: Record<Side['name'], number[]> = { before: [], after: [] };
    const startLoads: number[] = [];
    for (let run = 0; run < (searchOnly ? 0 : runs); run += 1) {
      for (const side of sides) {
        startLoads.push(load());
        const started = await startTimed(side, dist4000);
        running.push(started.child);
        starts[side.name].push(started.ms);
        if (started.cpuMs !== undefined) startsCpu[side.name].push(started.cpuMs);
        console.log(`${side.name}: start to /healthz ${started.ms} ms, CPU ${started.cpuMs ?? '?'} ms (load ${load()})`);
        await stopServer(started.child);
      }
    }

    const search: Record<string, Awaited<ReturnType<typeof searchRow>>> = {};
    const searchRepeated: Record<string, Awaited<ReturnType<typeof searchRow>>> = {};
    const sitemap: Record<string, Awaited<ReturnType<typeof sitemapRow>>> = {};
    for (const side of startOnly ? [] : sides) {
      // The 400-page site: the first start re-indexes the build's pages (not measured), then the requests.
      const server = await startTimed(side, dist400);
      running.push(server.child);
      if (!searchOnly) {
        sitemap[side.name] = await sitemapRow(server.port);
        console.log(`${side.name}: sitemap ${JSON.stringify(sitemap[side.name])}`);
      }
      // Warm: the first queries read the vocabulary.
      await fetch(`http://127.0.0.1:${server.port}/search?q=audti`).then((response) => response.arrayBuffer());
      search[side.name] = await searchRow(server.port, server.child.pid, words, 'distinct', 1_000);
      console.log(`${side.name}: search, distinct queries ${JSON.stringify(search[side.name])}`);
      searchRepeated[side.name] = await searchRow(server.port, server.child.pid, words, 'repeated', 0);
      console.log(`${side.name}: search, 500 queries in turn ${JSON.stringify(searchRepeated[side.name])}`);
      await stopServer(server.child);
    }

    const report = {
      before,
      after,
      date: new Date().toISOString(),
      cpus: os.cpus().length,
      runs,
      startMs: starts,
      startCpuMs: startsCpu,
      startLoads,
      search,
      searchRepeated,
      searchCpu,
      sitemap,
    };
    if (startOnly) {
      console.log(
        `Starts to /healthz, 4,000 pages, ${postCount} posts; before ${before}, after ${after}; 1-minute load ${Math.min(...startLoads)}–${Math.max(...startLoads)}:`,
      );
      for (const side of sides) {
        console.log(
          `${side.name}: wall median ${median(starts[side.name])} ms (${starts[side.name].join(', ')}); CPU median ${median(startsCpu[side.name])} ms (${startsCpu[side.name].join(', ')})`,
        );
      }
      return;
    }
    if (searchOnly) {
      const markdown = [
        '# Search at scale (issue 31, point 5): before and after, one run',
        '',
        `\`BENCH_ONLY=search npm run bench:scale-server\`, ${report.date}; before ${before}, after ${after}; ${report.cpus} shared cores. Site: dist/ with generated copies of /about to 400 pages; blog: ${postCount} generated posts; 10 connections, ${seconds} s a row; one query in five misspelt.`,
        '',
        '| | before | after | goal |',
        '| --- | ---: | ---: | --- |',
        ...searchRows(search, searchRepeated),
        ...cpuRows(searchCpu),
        '',
      ].join('\n');
      await writeFile(path.join(rootDir, 'bench', 'scale-server-search.json'), `${JSON.stringify(report, null, 2)}\n`);
      await writeFile(path.join(rootDir, 'bench', 'scale-server-search.md'), markdown);
      console.log(markdown);
      return;
    }
    const row = (name: string, beforeValue: string, afterValue: string, goal: string) => `| ${name} | ${beforeValue} | ${afterValue} | ${goal} |`;
    const markdown = [
      '# The server at scale (issue 31): before and after, one run',
      '',
      `\`npm run bench:scale-server\`, ${report.date}; before ${before}, after ${after}; ${report.cpus} shared cores; 1-minute load ${Math.min(...startLoads)}–${Math.max(...startLoads)} during the starts, ${search.before?.loadBefore}–${search.after?.loadAfter} during search.`,
      `Sites: dist/ with generated copies of /about (no islands) to 4,000 and 400 pages; blog: ${postCount} generated posts. Medians of ${runs} starts, interleaved.`,
      '',
      '| | before | after | goal |',
      '| --- | ---: | ---: | --- |',
      row(
        'start to `/healthz`, 4,000 pages, 10,000 posts (median; each run)',
        `${median(starts.before)} ms (${starts.before.join(', ')})`,
        `${median(starts.after)} ms (${starts.after.join(', ')})`,
        'under 1 s',
      ),
      row(
        'CPU of the start to `/healthz` (user + system, all threads; median; each run)',
        `${median(startsCpu.before)} ms (${startsCpu.before.join(', ')})`,
        `${median(startsCpu.after)} ms (${startsCpu.after.join(', ')})`,
        '',
      ),
      ...searchRows(search, searchRepeated),
      ...cpuRows(searchCpu),
      row(
        '`/sitemap.xml` first request after start (asking for brotli; as answered)',
        `${sitemap.before?.firstMs} ms (${sitemap.before?.firstEncoding})`,
        `${sitemap.after?.firstMs} ms (${sitemap.after?.firstEncoding})`,
        'under 50 ms',
      ),
      row(
        '`/sitemap.xml` each request, median of 20: brotli / uncompressed',
        `${sitemap.before?.brotliMedianMs} / ${sitemap.before?.plainMedianMs} ms`,
        `${sitemap.after?.brotliMedianMs} / ${sitemap.after?.plainMedianMs} ms`,
        'under 50 ms',
      ),
      '',
    ].join('\n');
    await writeFile(path.join(rootDir, 'bench', 'scale-server-report.json'), `${JSON.stringify(report, null, 2)}\n`);
    await writeFile(path.join(rootDir, 'bench', 'scale-server-report.md'), markdown);
    console.log(markdown);
  } finally {
    await Promise.all(running.map((child) => stopServer(child)));
    if (process.env.BENCH_KEEP === '1') console.log(`Kept ${work}`);
    else await rm(work, { recursive: true, force: true });
  }
}

type SearchFigures = Record<string, Awaited<ReturnType<typeof searchRow>>>;

/** The search rows of the report: distinct queries (the goal's figure), then 500 queries asked in turn. */
function searchRows(search: SearchFigures, repeated: SearchFigures): string[] {
  const row = (name: string, pick: (figures: SearchFigures[string]) => string, figures: SearchFigures, goal: string) =>
    `| ${name} | ${figures.before ? pick(figures.before) : '-'} | ${figures.after ? pick(figures.after) : '-'} | ${goal} |`;
  const loads = (figures: SearchFigures[string]) => `${figures.loadBefore}–${figures.loadAfter}`;
  return [
    row('search, 10 connections, 400 pages + 10,000 posts, a new query every request: req/s', (f) => String(f.requestsPerSecond), search, ''),
    row('search, new queries: p50 / p99', (f) => `${f.p50Ms} / ${f.p99Ms} ms`, search, 'p99 under 100 ms'),
    row('search, new queries: requests / distinct queries; 1-minute load', (f) => `${f.requests} / ${f.queries}; ${loads(f)}`, search, 'no repeat'),
    row(
      "search, new queries: the server's CPU per request, its event loop's thread / every other thread (reader threads, GC, libuv)",
      (f) => `${f.mainThreadCpuMs ?? '?'} / ${f.otherThreadsCpuMs ?? '?'} ms`,
      search,
      '',
    ),
    row('search, 500 queries in turn (a kept ranking may answer): req/s', (f) => String(f.requestsPerSecond), repeated, ''),
    row('search, 500 queries in turn: p50 / p99', (f) => `${f.p50Ms} / ${f.p99Ms} ms`, repeated, ''),
    row('search answers other than 2xx (both rows)', (f) => String(f.non2xx), search, '0'),
  ];
}

/** Imports the blog folder into DATA_DIR's database with that checkout's own code. */
interface CpuFigures {
  /** CPU (user + system, all of this process's threads) per search, ms: site-search.ts's whole search (ranking in a reader thread, did-you-mean, the shown page's text). */
  searchMs: number;
  /** The ranking statement alone, per query as typed, prepared once per shape as the reader threads do (search-index.ts's sqliteMatchQuery). */
  rankingMs: number;
  /** The same per query (its least CPU over the three passes), over the 200 queries: p50, p90, p99, max. */
  rankingSpread: number[];
  load: number;
}

/**
 * CPU per search on the side's own index (made by its first start), in a process of its own: 200
 * queries of the HTTP rows' kind (two or three of the site's words, one in five misspelt), none
 * asked before in that process, after 50 others as a warm-up; a new search object per pass, so no
 * kept ranking answers. Median of three passes.
 */
function searchCpuOf(side: Side, words: readonly string[]): CpuFigures {
  const queriesFrom = (seed: number, count: number) =>
    Array.from({ length: count }, (_, index) => {
      const base = pick(words, seed + index, 2 + (index % 2));
      return index % 5 === 0 ? misspelt(base) : base;
    });
  const module = (file: string) => JSON.stringify(path.join(side.root, 'server', ...file.split('/')));
  const script = `
const { databaseFile, openSiteDatabase } = await import(${module('database/open-database.ts')});
const { createSiteSearch } = await import(${module('search/site-search.ts')});
const { threadReaders } = await import(${module('search/search-readers.ts')});
const { sqliteMatchQuery } = await import(${module('search/search-index.ts')});
const { queryTerms } = await import(${module('search/search-text.ts')});
const { default: Database } = await import(${JSON.stringify(path.join(side.root, 'node_modules', 'better-sqlite3', 'lib', 'index.js'))});
const { warmUp, queries } = ${JSON.stringify({ warmUp: queriesFrom(9_000, 50), queries: queriesFrom(5_000, 200) })};
const database = await openSiteDatabase({ dialect: 'sqlite', dataDir: process.env.DATA_DIR });
// As the server runs them: one reader thread (its CPU is this process's too), its statements prepared once per shape.
const readers = threadReaders(database, databaseFile(process.env.DATA_DIR), 1);
const connection = new Database(databaseFile(process.env.DATA_DIR), { readonly: true });
const prepared = new Map();
const rank = (terms) => {
  if (terms.length === 0) return [];
  const { sql, parameters } = sqliteMatchQuery(terms).compile(database.queries);
  if (!prepared.has(sql)) prepared.set(sql, connection.prepare(sql));
  return prepared.get(sql).all(...parameters);
};
const cpu = () => { const { user, system } = process.cpuUsage(); return (user + system) / 1000; };
const median = (values) => [...values].sort((a, b) => a - b)[1];
const searchMs = [], rankingMs = [];
// Each query's ranking alone, its least CPU over the passes (the spread of per-query cost: is the tail a few heavy queries?).
const perQuery = queries.map(() => Infinity);
for (const query of warmUp) { await createSiteSearch(database, readers).search(query); rank(queryTerms(query)); }
for (let pass = 0; pass < 3; pass += 1) {
  const site = createSiteSearch(database, readers);
  let started = cpu();
  for (const query of queries) await site.search(query);
  searchMs.push((cpu() - started) / queries.length);
  started = cpu();
  for (const [index, query] of queries.entries()) {
    const before = cpu();
    rank(queryTerms(query));
    perQuery[index] = Math.min(perQuery[index], cpu() - before);
  }
  rankingMs.push((cpu() - started) / queries.length);
}
await readers.close();
connection.close();
await database.close();
const spread = [...perQuery].sort((a, b) => a - b);
const at = (share) => spread[Math.min(spread.length - 1, Math.floor(spread.length * share))];
console.log(JSON.stringify({ searchMs: median(searchMs), rankingMs: median(rankingMs), perQuery: [at(0.5), at(0.9), at(0.99), spread.at(-1)] }));
`;
  // A module file beside the side's data (tsx runs a file's dynamic imports of .ts as the server's start does).
  const file = path.join(side.dataDir, '..', `search-cpu-${side.name}.mts`);
  writeFileSync(file, script);
  const output = execFileSync(process.execPath, ['--import', 'tsx', file], {
    cwd: side.root,
    env: { ...process.env, DATA_DIR: side.dataDir },
    encoding: 'utf8',
  });
  const figures = JSON.parse(output.trim().split('\n').at(-1) ?? '{}') as { searchMs: number; rankingMs: number; perQuery: number[] };
  return {
    searchMs: Number(figures.searchMs.toFixed(2)),
    rankingMs: Number(figures.rankingMs.toFixed(2)),
    rankingSpread: figures.perQuery.map((ms) => Number(ms.toFixed(2))),
    load: load(),
  };
}

/** CPU per search, one process: medians of the interleaved runs, each run beside. */
function cpuRows(figures: Record<Side['name'], CpuFigures[]>): string[] {
  const cell = (side: Side['name'], field: 'searchMs' | 'rankingMs') =>
    `${median(figures[side].map((run) => run[field]))} ms (${figures[side].map((run) => run[field]).join(', ')})`;
  const spread = (side: Side['name']) => figures[side].map((run) => `${run.rankingSpread.join(' / ')} ms`).join('; ');
  const loads = Object.values(figures)
    .flat()
    .map((run) => run.load);
  return [
    `| CPU per search, one process, 200 new queries (median of the interleaved runs; each run); 1-minute load ${Math.min(...loads)}–${Math.max(...loads)} | ${cell('before', 'searchMs')} | ${cell('after', 'searchMs')} | about half of 12.6 ms |`,
    `| the ranking statement alone, per query as typed (prepared once per shape, as in the reader threads) | ${cell('before', 'rankingMs')} | ${cell('after', 'rankingMs')} |  |`,
    `| the ranking statement per query, p50 / p90 / p99 / max over the 200 (each query's least of 3 passes; each run) | ${spread('before')} | ${spread('after')} |  |`,
  ];
}

function importScript(root: string, blogDir: string): string {
  return `
const { importBlog } = await import(${JSON.stringify(path.join(root, 'server', 'blog', 'blog-import.ts'))});
const { openSiteDatabase } = await import(${JSON.stringify(path.join(root, 'server', 'database', 'open-database.ts'))});
const database = await openSiteDatabase({ dialect: 'sqlite', dataDir: process.env.DATA_DIR });
try { await importBlog(database, ${JSON.stringify(blogDir)}); } finally { await database.close(); }
`;
}

await main();
