/**
 * `npm run weight`: what each prerendered page of dist/ makes the browser download without any
 * interaction (its HTML, the JavaScript it preloads and runs, its CSS), and the media it references
 * (images, posters, videos): eager (no loading="lazy") and in all. A report, not a test: it prints a
 * table, heaviest media first, and writes bench/page-weight.json. Run `npm run build` first.
 * An island's code is its module and that module's static imports: the blog pages are counted as the
 * reference server serves them (rendered with their data, no React); a page served as built, as the
 * legacy preset's are, also loads the blog islands' dynamic imports (React, SWR; decision 019).
 */
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { readCommandLine } from '../server/cli/command-line';

const rootDir = path.resolve(import.meta.dirname, '..');
const clientDir = path.join(rootDir, 'dist', 'client');

type Weight = { raw: number; gzip: number; brotli: number };
type IslandTrigger = 'load' | 'idle' | 'visible';
export type PageWeight = {
  path: string;
  html: Weight;
  /** All the JavaScript the page loads without interaction: the loader and chrome, then every island's code as its trigger fires. */
  js: Weight;
  /** The loader entry (with the chrome) and its static imports: what every page loads. */
  jsEntry: Weight;
  /** Each trigger's islands' code, beyond what the page already has. */
  jsByTrigger: Record<IslandTrigger, Weight>;
  /** AOS, loaded after the first paint (src/animate-in.ts); included in `js`. */
  jsAfterHydration: Weight;
  css: Weight;
  mediaEager: number;
  mediaAll: number;
  jsFiles: number;
  islands: string[];
};

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
const sum = (weights: Weight[]): Weight =>
  weights.reduce((total, w) => ({ raw: total.raw + w.raw, gzip: total.gzip + w.gzip, brotli: total.brotli + w.brotli }), { raw: 0, gzip: 0, brotli: 0 });
const publicFile = (src: string) => path.join(clientDir, decodeURIComponent(src.split(/[?#]/)[0] ?? ''));

type ManifestChunk = { file: string; imports?: string[]; dynamicImports?: string[] };
// Cast: Vite writes its manifest in this shape (src/engine/build/client-assets.ts reads it the same way).
const manifest = (): Record<string, ManifestChunk> =>
  JSON.parse(readFileSync(path.join(clientDir, '.vite', 'manifest.json'), 'utf8')) as Record<string, ManifestChunk>;

/** The files of the given manifest chunks and, recursively, of their static imports, except those already counted. */
function filesOf(chunks: Record<string, ManifestChunk>, roots: string[], known: ReadonlySet<string>): Set<string> {
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = chunks[key];
    if (!chunk) return;
    if (!known.has(chunk.file)) files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  roots.forEach(visit);
  return files;
}

const islandKey = (chunks: Record<string, ManifestChunk>, type: string) =>
  [`src/sections/${type}/${type}.island.ts`, `src/sections/${type}/${type}.island.tsx`].find((key) => chunks[key] !== undefined) ??
  `missing island module for ${type}`;

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
  const chunks = manifest();
  const aosKey = Object.keys(chunks).find((key) => key.endsWith('src/aos-start.ts'));
  const pages: PageWeight[] = [];
  for (const { file, routePath } of await pageFiles()) {
    const html = readFileSync(file, 'utf8');
    const islands = [...html.matchAll(/data-island="([\w-]+)" data-trigger="(load|idle|visible)"/g)].map((match) => ({
      type: match[1] as string,
      trigger: match[2] as IslandTrigger,
    }));
    const counted = new Set<string>();
    const take = (roots: string[]) => {
      const files = filesOf(chunks, roots, counted);
      for (const name of files) counted.add(name);
      return sum([...files].map((name) => weigh(path.join(clientDir, name))));
    };
    const jsEntry = take(['index.html']);
    const jsByTrigger = {
      load: take(islands.filter((island) => island.trigger === 'load').map((island) => islandKey(chunks, island.type))),
      idle: take(islands.filter((island) => island.trigger === 'idle').map((island) => islandKey(chunks, island.type))),
      visible: take(islands.filter((island) => island.trigger === 'visible').map((island) => islandKey(chunks, island.type))),
    };
    // The loader starts the animations only on a page with an animated section (src/entry-client.ts).
    const jsAfterHydration = take(aosKey && html.includes('data-aos=') ? [aosKey] : []);
    // A disabled stylesheet link is not downloaded: its rules are inline in the HTML (render-document.ts).
    const styles = [...html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="(\/assets\/[^"]+\.css)"(?![^>]*\bdisabled\b)[^>]*>/g)].map((match) =>
      weigh(publicFile(match[1] as string)),
    );
    const media = mediaOf(html);
    const bytes = (set: Set<string>) => [...set].reduce((total, src) => total + weigh(publicFile(src)).raw, 0);
    pages.push({
      path: routePath,
      html: weigh(file),
      js: sum([jsEntry, jsByTrigger.load, jsByTrigger.idle, jsByTrigger.visible, jsAfterHydration]),
      jsEntry,
      jsByTrigger,
      jsAfterHydration,
      css: sum(styles),
      mediaEager: bytes(media.eager),
      mediaAll: bytes(media.all),
      jsFiles: counted.size,
      islands: islands.map((island) => `${island.type}:${island.trigger}`),
    });
  }
  return pages.sort((a, b) => b.js.gzip - a.js.gzip);
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

if (import.meta.url === `file://${process.argv[1]}`) {
  const commandLine = readCommandLine({
    command: 'npm run weight',
    summary:
      'What each prerendered page of dist/ downloads before any interaction (HTML, JavaScript, CSS) and the media it\nreferences. Prints a Markdown table (or writes it to the file --output names) and rewrites the tracked\nbench/page-weight.json. Run `npm run build` first.',
    options: { output: { type: 'string', value: 'FILE', description: 'write the table to FILE instead of standard output' } },
  });
  const pages = await measurePages();
  const table = [
    '| page | islands | HTML gz KB | JS gz KB total (files) | loader+chrome | load islands | idle islands | visible islands | AOS after paint | CSS gz KB | media eager KB | media all KB |',
    '| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...pages.map((page) => {
      const t = page.jsByTrigger;
      return `| ${page.path} | ${page.islands.join(', ') || '–'} | ${kb(page.html.gzip)} | ${kb(page.js.gzip)} (${page.jsFiles}) | ${kb(page.jsEntry.gzip)} | ${kb(t.load.gzip)} | ${kb(t.idle.gzip)} | ${kb(t.visible.gzip)} | ${kb(page.jsAfterHydration.gzip)} | ${kb(page.css.gzip)} | ${kb(page.mediaEager)} | ${kb(page.mediaAll)} |`;
    }),
  ].join('\n');
  const output = commandLine.options.output;
  if (output === undefined) console.log(table);
  else await writeFile(output, `${table}\n`);
  await mkdir(path.join(rootDir, 'bench'), { recursive: true });
  await writeFile(path.join(rootDir, 'bench', 'page-weight.json'), `${JSON.stringify(pages, null, 2)}\n`);
  // The file is tracked in git: say that it changed, and how to keep or drop the new numbers. On standard
  // error, so that standard output is the table alone (`npm run --silent weight > weight.md`).
  console.error(
    `\n${output === undefined ? '' : `Wrote the table to ${output}. `}Wrote bench/page-weight.json (tracked in git): commit it to record these weights, or \`git checkout bench/page-weight.json\` to drop them.`,
  );
}
