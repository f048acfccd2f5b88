/**
 * What the JavaScript a page loads before interaction is made of: builds the client once more with
 * source maps into a temporary folder (dist/ is left alone), gives every minified byte of every chunk
 * to the source file it came from, and sums the bytes by package (node_modules) or source folder.
 * Gzip does not compress files independently, so each chunk's gzipped size is shared among its
 * sources in proportion to their minified bytes: an estimate, good for finding the heavy parts.
 *
 * `npx tsx scripts/bench/bundle-composition.ts [/path ...]` prints a table per page (default: / and
 * /about); `npm run bench` puts the same tables in bench/report.md. BUNDLE_DETAIL=<package> lists
 * that package file by file.
 */
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { decode } from '@jridgewell/sourcemap-codec';
import { build, type Plugin } from 'vite';
import { islandTriggerOf } from '../../schemas/section';
import { buildManifest } from '../../src/engine/build/build-manifest';
import { assetsForPage, readClientManifest } from '../../src/engine/build/client-assets';

const rootDir = path.resolve(import.meta.dirname, '..', '..');

type CompositionRow = { name: string; minified: number; gzipEstimate: number };
export type PageComposition = { path: string; gzip: number; rows: CompositionRow[] };

/** Minified bytes per source index: each generated column range belongs to the source of the segment that starts it. */
function bytesPerSource(code: string, mappings: string, sourceCount: number): { perSource: number[]; unmapped: number } {
  const perSource = new Array<number>(sourceCount).fill(0);
  let unmapped = 0;
  const codeLines = code.split('\n');
  decode(mappings).forEach((segments, lineIndex) => {
    const lineLength = (codeLines[lineIndex]?.length ?? 0) + 1;
    let owner = -1;
    let start = 0;
    const close = (end: number) => {
      if (owner >= 0) perSource[owner] = (perSource[owner] ?? 0) + end - start;
      else unmapped += end - start;
    };
    for (const segment of segments) {
      close(segment[0]);
      // A segment of one field maps its columns to no source.
      owner = segment.length > 1 ? (segment[1] ?? -1) : -1;
      start = segment[0];
    }
    close(lineLength);
  });
  return { perSource, unmapped };
}

/** node_modules/@mui/material/Button/Button.mjs → @mui/material; src/engine/layout/x.tsx → src/engine/layout. */
function groupOf(source: string, detail?: string): string {
  const inPackage = /node_modules\/((?:@[^/]+\/)?[^/]+)\/(.*)/.exec(source);
  if (inPackage?.[1]) return inPackage[1] === detail ? `${inPackage[1]}/${inPackage[2]}` : inPackage[1];
  const virtual = /virtual:(page\/|[\w-]+)/.exec(source);
  if (virtual) return virtual[1] === 'page/' ? 'virtual:page/* (page content)' : virtual[0];
  const relative = path.relative(rootDir, source);
  return relative.includes('/') ? relative.slice(0, relative.lastIndexOf('/')) : relative;
}

type SourceMap = { sources: string[]; mappings: string };

/** Bytes of the manifest's virtual modules per chunk: they have no source map, so they are counted from the bundle itself. */
type VirtualSizes = Map<string, Map<string, number>>;

function captureVirtualSizes(sizes: VirtualSizes): Plugin {
  return {
    name: 'bundle-composition:virtual-sizes',
    generateBundle(_options, bundle) {
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        const perGroup = new Map<string, number>();
        for (const [id, module] of Object.entries(output.modules)) {
          if (id.startsWith('\0virtual:')) perGroup.set(groupOf(id), (perGroup.get(groupOf(id)) ?? 0) + module.renderedLength);
        }
        sizes.set(output.fileName, perGroup);
      }
    },
  };
}

async function chunkComposition(outDir: string, file: string, virtualSizes: VirtualSizes): Promise<{ gzip: number; groups: Map<string, CompositionRow> }> {
  const code = await readFile(path.join(outDir, file), 'utf8');
  // The bundler's own runtime chunk comes without a map. Cast: a file the bundler just wrote as a source map.
  const map = existsSync(path.join(outDir, `${file}.map`))
    ? (JSON.parse(await readFile(path.join(outDir, `${file}.map`), 'utf8')) as SourceMap)
    : { sources: [], mappings: '' };
  const gzip = gzipSync(code, { level: 9 }).length;
  const { perSource, unmapped } = bytesPerSource(code, map.mappings, map.sources.length);
  const groups = new Map<string, CompositionRow>();
  const add = (name: string, bytes: number) => {
    const row = groups.get(name) ?? { name, minified: 0, gzipEstimate: 0 };
    row.minified += bytes;
    row.gzipEstimate += (bytes / Math.max(code.length, 1)) * gzip;
    groups.set(name, row);
  };
  for (const [index, source] of map.sources.entries()) {
    add(groupOf(path.resolve(path.dirname(path.join(outDir, file)), source), process.env.BUNDLE_DETAIL), perSource[index] ?? 0);
  }
  let glue = unmapped;
  for (const [group, bytes] of virtualSizes.get(file) ?? []) {
    const counted = Math.min(bytes, glue);
    add(group, counted);
    glue -= counted;
  }
  if (glue > 0) add('(bundler runtime and glue)', glue);
  return { gzip, groups };
}

/** Builds the client with source maps into a temporary folder and returns the composition of each page's preloaded JavaScript. */
export async function measureComposition(routePaths: string[]): Promise<PageComposition[]> {
  const outDir = await mkdtemp(path.join(os.tmpdir(), 'bundle-composition-'));
  try {
    const virtualSizes: VirtualSizes = new Map();
    await build({
      root: rootDir,
      configLoader: 'runner',
      logLevel: 'error',
      plugins: [captureVirtualSizes(virtualSizes)],
      build: { outDir, manifest: true, emptyOutDir: true, sourcemap: 'hidden' },
    });
    const clientManifest = await readClientManifest(outDir);
    const manifest = await buildManifest(rootDir);
    const cache = new Map<string, Awaited<ReturnType<typeof chunkComposition>>>();
    const results: PageComposition[] = [];
    for (const routePath of routePaths) {
      const page = manifest.pages.find((candidate) => candidate.path === routePath);
      if (!page) continue;
      // Every island of the page, whatever its trigger: what the page loads without interaction.
      const islands = [...new Set(page.sections.map((section) => section.type))].flatMap((type) => {
        const trigger = islandTriggerOf(type);
        return trigger ? [{ type, trigger: 'load' as const }] : [];
      });
      const assets = assetsForPage(clientManifest, islands);
      const rows = new Map<string, CompositionRow>();
      let gzip = 0;
      for (const file of [assets.entry, ...assets.preloads].map((src) => src.slice(1))) {
        let chunk = cache.get(file);
        if (!chunk) {
          chunk = await chunkComposition(outDir, file, virtualSizes);
          cache.set(file, chunk);
        }
        gzip += chunk.gzip;
        for (const group of chunk.groups.values()) {
          const row = rows.get(group.name) ?? { name: group.name, minified: 0, gzipEstimate: 0 };
          row.minified += group.minified;
          row.gzipEstimate += group.gzipEstimate;
          rows.set(group.name, row);
        }
      }
      results.push({ path: routePath, gzip, rows: [...rows.values()].sort((a, b) => b.gzipEstimate - a.gzipEstimate) });
    }
    return results;
  } finally {
    await rm(outDir, { recursive: true, force: true });
  }
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

export function compositionTable(page: PageComposition, top = 15): string {
  const lines = [`| ${page.path}: source | minified KB | gzip KB (est.) |`, '| --- | ---: | ---: |'];
  for (const row of page.rows.slice(0, top)) lines.push(`| ${row.name} | ${kb(row.minified)} | ${kb(row.gzipEstimate)} |`);
  const rest = page.rows.slice(top);
  if (rest.length > 0) {
    lines.push(
      `| ${rest.length} more | ${kb(rest.reduce((total, row) => total + row.minified, 0))} | ${kb(rest.reduce((total, row) => total + row.gzipEstimate, 0))} |`,
    );
  }
  lines.push(`| **total** | ${kb(page.rows.reduce((total, row) => total + row.minified, 0))} | **${kb(page.gzip)}** |`);
  return lines.join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const routePaths = process.argv.slice(2);
  for (const page of await measureComposition(routePaths.length > 0 ? routePaths : ['/', '/about'])) {
    console.log(`\n${compositionTable(page, Number(process.env.BUNDLE_ROWS ?? 30))}`);
  }
}
