/**
 * `npm run bench:edit`: the editor's numbers (issue 19, issue 28): time from start to a usable editor,
 * the preview's refresh after a change (p50/p95 over a run of edits to one heading), a save's time,
 * the size of the editor's own JavaScript (raw and gzip), and, in Chromium, the latency of each key
 * typed into a text field of content/site.json and of the home page (p50/p95) beside the time from
 * the last key of a burst to the preview showing it, and the time to find a page by part of its path or
 * title. Works on a copy of the content in a temporary folder; BENCH_EDIT_PAGES=4000 generates a site of
 * that size (scripts/scale-content/, as `npm run bench:scale-content` does) and times the old preview's
 * work (the whole manifest validated and normalised) beside the kept one (issue 31).
 *
 * NODE_ENV is production from the first import, as in `npm run edit` (edit.ts): the preview's React.
 */
import '../../scripts/production-mode';
import { copyFile, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { PerformanceObserver } from 'node:perf_hooks';
import { gzipSync } from 'node:zlib';
import { readCommandLine } from '../../server/cli/command-line';

readCommandLine({
  command: 'npm run bench:edit',
  summary:
    "The content editor's numbers: time from start to a usable editor, the preview's refresh after a change\n(p50/p95), a save's time, the editor's JavaScript size, and per-key typing latency in Chromium on\nsite.json and the home page (p50/p95). Works on a copy of the content; prints, and writes the report\nto BENCH_EDIT_REPORT when set.",
  options: {},
  environment: {
    BENCH_EDIT_ROUNDS: 'how many edits the preview is timed over (40)',
    BENCH_EDIT_KEYS: 'how many keys are typed per file (120, in bursts of 20; 0: no typing, no browser)',
    BENCH_EDIT_REPORT: 'a Markdown file to write the numbers to (none)',
    BENCH_EDIT_PAGES: "the site's size in pages: above the site's own, copies of its pages are generated (e.g. 4000)",
    BENCH_EDIT_FULL_ROUNDS: 'previews timed the old way too, the whole manifest validated and normalised (3 with BENCH_EDIT_PAGES)',
    PORT: 'port for the editor (a free one)',
  },
});

// Loaded once the command line is read: --help answers at once, without Playwright, Vite and the editor.
const { chromium } = await import('@playwright/test');
const { chromiumArgs, chromiumExecutable } = await import('../../scripts/chromium');
const { startEditor } = await import('../server/editor-server');
const { PAGE_SECRET_META, REQUEST_HEADER } = await import('../server/security');
const { copyProjectForEditor } = await import('../server/testing/editor-test-root');
const { pageSecretOf } = await import('../server/testing/editor-test-session');

const ROUNDS = Number(process.env.BENCH_EDIT_ROUNDS ?? 40);
const PAGES = process.env.BENCH_EDIT_PAGES ? Number(process.env.BENCH_EDIT_PAGES) : undefined;
const FULL_ROUNDS = Number(process.env.BENCH_EDIT_FULL_ROUNDS ?? (PAGES === undefined ? 0 : 3));
const loadAtStart = loadavg();
const { root, remove } = PAGES === undefined ? await copyProjectForEditor(['src', 'schemas', 'site.config.ts', 'tsconfig.json']) : await generatedSite(PAGES);

const started = performance.now();
const editor = await startEditor({ rootDir: root, port: Number(process.env.PORT ?? 0) });
const login = await fetch(editor.startUrl, { redirect: 'manual' });
const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
const headers = { cookie, origin: editor.origin, 'content-type': 'application/json', [REQUEST_HEADER]: pageSecretOf(await login.text()) };
const post = (url: string, body: unknown) => fetch(`${editor.origin}${url}`, { method: 'POST', headers, body: JSON.stringify(body) });
const file = 'content/pages/about.json';
const page = JSON.parse(await readFile(path.join(root, file), 'utf8')) as { sections: { heading?: string }[] };
await post('/api/preview', { drafts: {}, path: '/about' }).then((response) => response.json());
const usable = performance.now() - started;

const times: number[] = [];
const parts = { validate: [] as number[], build: [] as number[], load: [] as number[], render: [] as number[] };
// Each refresh's own figures, to break the slow ones down: its steps, the process's CPU time and the
// garbage collector's pauses while it ran (the editor runs in this process).
const refreshes: { wall: number; cpu: number; gc: number; timings: Record<keyof typeof parts, number> }[] = [];
const gcPauses: { start: number; duration: number }[] = [];
const gcObserver = new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) gcPauses.push({ start: entry.startTime, duration: entry.duration });
});
gcObserver.observe({ entryTypes: ['gc'] });
for (let round = 0; round < ROUNDS; round++) {
  const section = page.sections[0];
  if (section) section.heading = `About Us ${round}`;
  const begin = performance.now();
  const cpuBefore = process.cpuUsage();
  const result = (await post('/api/preview', { drafts: { [file]: page }, path: '/about' }).then((response) => response.json())) as {
    html?: string;
    timings: Record<keyof typeof parts, number>;
  };
  const end = performance.now();
  const cpu = process.cpuUsage(cpuBefore);
  times.push(end - begin);
  // GC entries arrive after the pause: wait a turn so this refresh's are in.
  await new Promise((resolve) => setImmediate(resolve));
  const gc = gcPauses.filter((pause) => pause.start >= begin && pause.start < end).reduce((sum, pause) => sum + pause.duration, 0);
  refreshes.push({ wall: end - begin, cpu: (cpu.user + cpu.system) / 1000, gc, timings: result.timings });
  for (const name of Object.keys(parts) as (keyof typeof parts)[]) parts[name].push(result.timings[name]);
  if (!result.html?.includes(`About Us ${round}`)) throw new Error('The preview did not show the change');
}
gcObserver.disconnect();
times.sort((a, b) => a - b);
const slowest = [...refreshes].sort((a, b) => b.wall - a.wall).slice(0, Math.max(1, Math.ceil(refreshes.length / 10)));
const cpuTimes = refreshes.map((refresh) => refresh.cpu).sort((a, b) => a - b);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;
const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? Number.NaN;

// The old preview's work on the same draft: the whole manifest validated (validateManifest) and normalised (manifestFromValidation).
const fullTimes: number[] = [];
if (FULL_ROUNDS > 0) {
  const { validateManifest } = await import('../../src/engine/manifest/validate-manifest');
  const { manifestFromValidation } = await import('../../src/engine/build/build-manifest');
  for (let round = 0; round < FULL_ROUNDS; round++) {
    const section = page.sections[0];
    if (section) section.heading = `About Us full ${round}`;
    const begin = performance.now();
    manifestFromValidation(root, await validateManifest(root, new Map([[file, `${JSON.stringify(page, null, 2)}\n`]])));
    fullTimes.push(performance.now() - begin);
  }
}
const checked = (await post('/api/check', { drafts: {} }).then((response) => response.json())) as { issues: unknown[] };

const disk = await readFile(path.join(root, file), 'utf8');
const { createHash } = await import('node:crypto');
const base = createHash('sha256').update(disk).digest('hex');
const saveStart = performance.now();
const shown = (await post('/api/save', { file, base, value: page }).then((response) => response.json())) as { expect: string };
await post('/api/save', { file, base, value: page, confirm: true, expect: shown.expect }).then((response) => response.json());
const save = performance.now() - saveStart;

const client = await fetch(`${editor.origin}/assets/editor.js`).then(async (response) => Buffer.from(await response.arrayBuffer()));
const typing = Number(process.env.BENCH_EDIT_KEYS ?? 120) > 0 ? await typingLatency() : [];
const loadAtEnd = loadavg();
const lines = [
  `site: ${PAGES === undefined ? "the project's own pages" : `${PAGES} pages (generated)`}; load average at start ${loadAtStart.map((load) => load.toFixed(1)).join(' / ')}, at end ${loadAtEnd.map((load) => load.toFixed(1)).join(' / ')} (1 / 5 / 15 min); /api/check with no drafts: ${checked.issues.length} issues`,
  `start to usable (server ready, first preview rendered): ${Math.round(usable)} ms`,
  `preview refresh after a change (POST /api/preview), ${ROUNDS} rounds: p50 ${Math.round(at(0.5))} ms, p95 ${Math.round(at(0.95))} ms`,
  `  medians: ${Object.entries(parts)
    .map(([name, values]) => `${name} ${Math.round(median(values))} ms`)
    .join(', ')}`,
  `  CPU time of the editor's process per refresh: p50 ${Math.round(median(cpuTimes))} ms, p95 ${Math.round(cpuTimes[Math.floor(0.95 * cpuTimes.length)] ?? Number.NaN)} ms; GC pauses: ${Math.round(median(refreshes.map((refresh) => refresh.gc)))} ms median a refresh`,
  `  the slowest ${slowest.length} (p90 and up), wall = validate + build + load + render (+ the rest), CPU, GC: ${slowest
    .map(
      ({ wall, cpu, gc, timings }) =>
        `${Math.round(wall)} = ${Math.round(timings.validate)} + ${Math.round(timings.build)} + ${Math.round(timings.load)} + ${Math.round(timings.render)} (+ ${Math.round(wall - timings.validate - timings.build - timings.load - timings.render)}), CPU ${Math.round(cpu)}, GC ${Math.round(gc)}`,
    )
    .join('; ')}`,
  ...(fullTimes.length > 0
    ? [
        `the old preview's work alone (whole manifest validated and normalised, no render), ${fullTimes.length} rounds: ${fullTimes.map(Math.round).join(', ')} ms (median ${Math.round(median(fullTimes))} ms)`,
      ]
    : []),
  `save (diff shown, then written): ${Math.round(save)} ms`,
  `editor JavaScript: ${(editor.clientBytes / 1024).toFixed(0)} KB raw (editor.js ${(client.length / 1024).toFixed(0)} KB, ${(gzipSync(client).length / 1024).toFixed(0)} KB gzip)`,
  ...typing,
];
for (const line of lines) console.log(line);
if (process.env.BENCH_EDIT_REPORT) await writeFile(process.env.BENCH_EDIT_REPORT, `${lines.map((line) => `- ${line}`).join('\n')}\n`);
await editor.close();
await remove();

/** A copy of the project whose site has `pages` pages (scripts/scale-content/generate-site.ts), with what the editor reads beside it. */
async function generatedSite(pages: number): Promise<{ root: string; remove: () => Promise<void> }> {
  const { generateSite } = await import('../../scripts/scale-content/generate-site');
  const { projectRoot } = await import('../../server/project-root');
  const into = await mkdtemp(path.join(tmpdir(), 'site-editor-scale-'));
  await generateSite({ contentFrom: projectRoot, pageCount: pages, into });
  for (const name of ['biome.jsonc', '.gitignore']) await copyFile(path.join(projectRoot, name), path.join(into, name));
  return { root: into, remove: () => rm(into, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 }) };
}

/**
 * Types into one text field per file in Chromium, a burst of 20 keys at a time, 40 ms apart (a fast
 * typist). A key's latency is what the maintainer feels: from the keydown event's timeStamp (when the
 * browser received the key, so time queued behind a busy main thread counts) to the first animation
 * frame in which the field shows that character (the frame painted right after it). The preview's
 * refresh is from a burst's last key to the preview's frame showing the typed text.
 */
async function typingLatency(): Promise<string[]> {
  const KEYS = Number(process.env.BENCH_EDIT_KEYS ?? 120);
  const browser = await chromium.launch({ executablePath: chromiumExecutable, args: chromiumArgs });
  const out: string[] = [];
  try {
    const context = await browser.newContext({ viewport: { width: 1500, height: 900 } });
    // One listener for the whole page, on the document's capture phase, before any of the editor's own.
    // (A string, not a function: tsx would add its own helpers to a function's text, undefined in the page.)
    await context.addInitScript(`
      document.addEventListener('keydown', (event) => {
        const element = event.target;
        const marks = window.benchMarks;
        if (!(element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement) || !marks || event.key.length !== 1) return;
        const stamp = event.timeStamp;
        const length = element.value.length;
        const check = () => {
          if (element.isConnected && element.value.length <= length) requestAnimationFrame(check);
          else marks.push(performance.now() - stamp);
        };
        requestAnimationFrame(check);
      }, true);
    `);
    const page = await context.newPage();
    // The one-time address is spent (above): the tab gets the session cookie and the page's secret, as editor/tests/support does.
    await context.addCookies([{ name: 'editor-session', value: cookie.split('=')[1] ?? '', url: editor.origin, httpOnly: true, sameSite: 'Strict' }]);
    await page.addInitScript(([key, value]) => sessionStorage.setItem(key, value), [PAGE_SECRET_META, headers[REQUEST_HEADER]] as const);
    await page.goto(editor.origin);
    const targets = [
      { label: 'content/site.json, a menu link (layouts.main.navigation[1].label)', entry: 'site.json', field: '#field-layouts_main_navigation_1__label' },
      { label: 'content/pages/home.json, a section heading (sections[1].heading)', entry: /^\/ /, field: '#field-sections_1__heading' },
    ];
    for (const target of targets) {
      const latencies: number[] = [];
      const refreshes: number[] = [];
      const firsts: number[] = [];
      await page.getByRole('button', { name: target.entry }).first().click();
      const input = page.locator(target.field);
      await input.waitFor();
      await page.waitForTimeout(1500);
      for (let burst = 0; burst * 20 < KEYS; burst++) {
        await input.click();
        await page.keyboard.press('End');
        // Each burst's text is its own (it ends in its number), so the preview's wait below cannot match an earlier one.
        const word = ` w${'abcdefghijklmnopq'.slice(0, 20 - 3 - 2 * String(burst).length)}${burst}y${burst}`;
        await page.evaluate(() => {
          (window as unknown as { benchMarks: number[] }).benchMarks = [];
        });
        await page.keyboard.type(word, { delay: 40 });
        const typedAt = Date.now();
        const shown = await page
          .frameLocator('iframe[title="Preview"]')
          .locator('body')
          .filter({ hasText: word.trim() })
          .waitFor({ timeout: 20_000 })
          .then(
            () => true,
            () => false,
          );
        if (shown) refreshes.push(Date.now() - typedAt);
        const marks = await page.evaluate(() => (window as unknown as { benchMarks: number[] }).benchMarks);
        latencies.push(...marks);
        firsts.push(marks[0] ?? Number.NaN);
      }
      const q = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(p * values.length))] ?? Number.NaN;
      out.push(
        `typing in ${target.label}, ${latencies.length} keys: per key p50 ${Math.round(q(latencies, 0.5))} ms, p95 ${Math.round(q(latencies, 0.95))} ms, max ${Math.round(q(latencies, 1))} ms (first key of each burst: ${firsts.map(Math.round).join(', ')} ms); preview showing the burst after its last key (${refreshes.length} bursts): p50 ${Math.round(q(refreshes, 0.5))} ms, p95 ${Math.round(q(refreshes, 0.95))} ms`,
      );
    }
    // The floor on this machine: a plain input added to the same page, typed into the same way.
    await page.evaluate(() => {
      const plain = document.createElement('input');
      plain.id = 'bench-plain';
      plain.setAttribute('style', 'position:fixed;top:0;left:0;z-index:9999');
      document.body.append(plain);
      (window as unknown as { benchMarks: number[] }).benchMarks = [];
    });
    await page.locator('#bench-plain').click();
    await page.keyboard.type('a plain input, typed into as the fields above were', { delay: 40 });
    const plain = await page.evaluate(() => (window as unknown as { benchMarks: number[] }).benchMarks);
    const sorted = [...plain].sort((a, b) => a - b);
    out.push(await findTimes(page));
    out.push(
      `typing in a plain <input> on the same page (the floor), ${plain.length} keys: p50 ${Math.round(sorted[Math.floor(sorted.length / 2)] ?? Number.NaN)} ms, p95 ${Math.round(sorted[Math.floor(sorted.length * 0.95)] ?? Number.NaN)} ms`,
    );
  } finally {
    await browser.close();
  }
  return out;
}

/**
 * "Find a file": from the last key typed into the filter to the list showing the page looked for, by
 * part of its path and by words of its title (the last generated page, or the about page).
 */
async function findTimes(page: import('@playwright/test').Page): Promise<string> {
  const files = (await fetch(`${editor.origin}/api/files`, { headers: { cookie } }).then((response) => response.json())) as {
    files: { file: string; path?: string; title?: string }[];
  };
  const pages = files.files.filter((entry) => entry.path !== undefined && entry.title !== undefined);
  const target = pages.find((entry) => entry.file.includes(`scale-${(PAGES ?? 0) - 40}-`)) ?? pages.find((entry) => entry.path === '/about') ?? pages[0];
  if (target?.path === undefined || target.title === undefined) return 'find a file: no page to look for';
  const filter = page.getByLabel('Find a file');
  const times: string[] = [];
  const titleWords = target.title.split(' ');
  for (const [how, typed] of [
    ['part of its path', target.path.split('/').slice(-2).join('/').slice(0, 12)],
    ['words of its title', `${titleWords[0]} ${titleWords.at(-1)}`],
  ] as const) {
    await filter.fill('');
    await filter.click();
    await page.keyboard.type(typed, { delay: 40 });
    const typedAt = Date.now();
    await page.getByRole('button', { name: target.path }).first().waitFor({ timeout: 20_000 });
    times.push(`${how} ("${typed}") ${Date.now() - typedAt} ms`);
  }
  await filter.fill('');
  return `find a file among ${pages.length} pages, from the last key to ${target.path} listed: ${times.join('; ')}`;
}
