/**
 * `npm run weight`: what each prerendered page of dist/ makes the browser download before any
 * interaction (its HTML, the JavaScript it preloads and runs, its CSS), and the media it references
 * (images, posters, videos): eager (no loading="lazy") and in all. A report, not a test: it prints a
 * table, heaviest media first, and writes bench/page-weight.json. Run `npm run build` first.
 */
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

const rootDir = path.resolve(import.meta.dirname, '..');
const clientDir = path.join(rootDir, 'dist', 'client');

type Weight = { raw: number; gzip: number; brotli: number };
export type PageWeight = { path: string; html: Weight; js: Weight; jsAfterHydration: Weight; css: Weight; mediaEager: number; mediaAll: number; jsFiles: number };

const sizes = new Map<string, Weight>();
function weigh(file: string): Weight {
  let weight = sizes.get(file);
  if (!weight) {
    const bytes = readFileSync(file);
    weight = { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length, brotli: brotliCompressSync(bytes).length };
    sizes.set(file, weight);
  }
  return weight;
}
const sum = (weights: Weight[]): Weight => weights.reduce((total, w) => ({ raw: total.raw + w.raw, gzip: total.gzip + w.gzip, brotli: total.brotli + w.brotli }), { raw: 0, gzip: 0, brotli: 0 });
const publicFile = (src: string) => path.join(clientDir, decodeURIComponent(src.split(/[?#]/)[0] ?? ''));

/**
 * Chunks the page starts loading by itself once it has hydrated, before anyone touches it: AOS
 * (src/animate-in.ts) and the carousels' Swiper (useLazySwiper). Not part of the JavaScript before
 * interaction, but reported beside it, so the deferral hides nothing.
 */
const AFTER_HYDRATION_CHUNK = /import\(\s*["'`]\.\/((?:aos-start|header-swiper|reach-swiper)-[\w-]+\.js)["'`]/g;

/** The given scripts and, recursively, their static imports. */
function withStaticImports(sources: string[], known = new Set<string>()): Set<string> {
  const found = new Set<string>();
  const queue = [...sources];
  while (queue.length > 0) {
    const src = queue.pop() as string;
    if (found.has(src) || known.has(src)) continue;
    found.add(src);
    const code = readFileSync(publicFile(src), 'utf8');
    for (const match of code.matchAll(/(?:^|[;\s}])import\s*(?:[\w${},\s*]+from\s*)?["']\.\/([^"']+\.js)["']/g)) queue.push(`/assets/${match[1]}`);
  }
  return found;
}

/** The JavaScript a page runs before interaction: its entry script, what it preloads, and their static imports. */
function scriptsOf(html: string): Set<string> {
  return withStaticImports([...html.matchAll(/<(?:script[^>]+src|link[^>]+rel="modulepreload"[^>]+href)="(\/assets\/[^"]+\.js)"/g)].map((match) => match[1] as string));
}

/** What the page's scripts load by themselves after hydration (AFTER_HYDRATION_CHUNK), beyond what they already have. */
function afterHydrationScriptsOf(scripts: Set<string>): Set<string> {
  const started = [...scripts].flatMap((src) => [...readFileSync(publicFile(src), 'utf8').matchAll(AFTER_HYDRATION_CHUNK)].map((match) => `/assets/${match[1]}`));
  return withStaticImports(started, scripts);
}

function mediaOf(html: string): { eager: Set<string>; all: Set<string> } {
  const eager = new Set<string>();
  const all = new Set<string>();
  for (const [tag] of html.matchAll(/<(img|video|source)\b[^>]*>/g)) {
    const lazy = /loading="lazy"/.test(tag);
    for (const [, src] of tag.matchAll(/\s(?:src|poster)="(\/[^"]+)"/g)) {
      if (!src || src.startsWith('/assets/') || src.startsWith('//')) continue;
      all.add(src);
      if (!lazy) eager.add(src);
    }
  }
  // A page shows one of a video's sources: count the first (WebM, then MP4) as the one it downloads.
  for (const set of [eager, all]) for (const src of [...set]) if (src.endsWith('.mp4') && set.has(src.replace(/\.mp4$/, '.webm'))) set.delete(src);
  return { eager, all };
}

/** Every prerendered page: the static routes, and the shells of routes with parameters (blog posts, categories), by their pattern. */
async function pageFiles(): Promise<{ file: string; routePath: string }[]> {
  const entries = await readdir(clientDir, { withFileTypes: true, recursive: true });
  const staticPages = entries
    .filter((entry) => entry.isFile() && entry.name === 'index.html')
    .map((entry) => path.join(entry.parentPath, entry.name))
    .map((file) => ({ file, routePath: `/${path.relative(clientDir, path.dirname(file)).split(path.sep).join('/')}`.replace(/\/$/, '') || '/' }));
  const routesFile = path.join(rootDir, 'dist', 'routes.json');
  if (!existsSync(routesFile)) return staticPages;
  // Cast: dist/routes.json is written by scripts/build.ts in this shape.
  const { dynamicPages = [] } = JSON.parse(readFileSync(routesFile, 'utf8')) as { dynamicPages?: { path: string; pageId: string }[] };
  const shells = dynamicPages
    .map((page) => ({ file: path.join(rootDir, 'dist', 'shells', `${page.pageId}.html`), routePath: page.path }))
    .filter(({ file }) => existsSync(file));
  return [...staticPages, ...shells];
}

export async function measurePages(): Promise<PageWeight[]> {
  const pages: PageWeight[] = [];
  for (const { file, routePath } of await pageFiles()) {
    const html = readFileSync(file, 'utf8');
    const scripts = scriptsOf(html);
    // A disabled stylesheet link is not downloaded: its rules are inline in the HTML (render-document.ts).
    const styles = [...html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="(\/assets\/[^"]+\.css)"(?![^>]*\bdisabled\b)[^>]*>/g)].map((match) => weigh(publicFile(match[1] as string)));
    const media = mediaOf(html);
    const bytes = (set: Set<string>) => [...set].reduce((total, src) => total + weigh(publicFile(src)).raw, 0);
    pages.push({
      path: routePath,
      html: weigh(file),
      js: sum([...scripts].map((src) => weigh(publicFile(src)))),
      jsAfterHydration: sum([...afterHydrationScriptsOf(scripts)].map((src) => weigh(publicFile(src)))),
      css: sum(styles),
      mediaEager: bytes(media.eager),
      mediaAll: bytes(media.all),
      jsFiles: scripts.size,
    });
  }
  return pages.sort((a, b) => b.mediaAll - a.mediaAll);
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

if (import.meta.url === `file://${process.argv[1]}`) {
  const pages = await measurePages();
  console.log('| page | HTML gz KB | JS gz KB (files) | JS after hydration gz KB | CSS gz KB | media eager KB | media all KB |');
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: |');
  for (const page of pages) {
    console.log(
      `| ${page.path} | ${kb(page.html.gzip)} | ${kb(page.js.gzip)} (${page.jsFiles}) | ${kb(page.jsAfterHydration.gzip)} | ${kb(page.css.gzip)} | ${kb(page.mediaEager)} | ${kb(page.mediaAll)} |`,
    );
  }
  await mkdir(path.join(rootDir, 'bench'), { recursive: true });
  await writeFile(path.join(rootDir, 'bench', 'page-weight.json'), `${JSON.stringify(pages, null, 2)}\n`);
  // The file is tracked in git: say that it changed, and how to keep or drop the new numbers.
  console.log('\nWrote bench/page-weight.json (tracked in git): commit it to record these weights, or `git checkout bench/page-weight.json` to drop them.');
}
