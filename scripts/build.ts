// First: NODE_ENV=production before any import below loads React, Emotion or MUI (issue 31).
import './production-mode';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { computeSourceFingerprint } from '../server/build-fingerprint';
import { precompressFolder } from '../server/pages/precompressed-files';
import { apiTargetFromEnv } from '../site.config';
import { buildManifest, ManifestError } from '../src/engine/build/build-manifest';
import { type BuildOutput, startBuildOutput } from '../src/engine/build/build-output';
import { assetsForPage, readClientManifest, readStylesheets } from '../src/engine/build/client-assets';
import { writeServerNeeds } from '../src/engine/build/server-needs';
import { shareBuiltManifest, writeRenderData } from '../src/engine/build/vite-manifest-plugin';
import { refuseSymbolicLinks, SymbolicLinksRefused } from '../src/engine/manifest/symbolic-links';
import { SyntaxVerdicts } from '../src/engine/manifest/syntax-verdicts';
import type { RenderedPage } from '../src/entry-server';
import {
  type BuildRecord,
  buildRecordFile,
  bundleKey,
  codeFilesDigest,
  codeKey,
  copyPublicFolder,
  PublicFileRefused,
  readBuildRecord,
  recordBundleFiles,
  recordVariants,
  reuseBundleFiles,
  reuseVariants,
} from './build-record';
import { pageBrotliQuality } from './page-brotli-quality';
import type { DocumentSpec } from './page-output';
import { type PrerenderResult, prerenderSite } from './prerender-site';
import { reactBuild } from './production-mode';
import { renderWorkerCount, startRenderPool } from './render-pool';

const rootDir = path.resolve(import.meta.dirname, '..');
// BUILD_DIST_DIR: another output folder, e.g. a second preset's build beside dist/ (tests build both).
const finalDistDir = process.env.BUILD_DIST_DIR ? path.resolve(process.env.BUILD_DIST_DIR) : path.join(rootDir, 'dist');

type ServerEntry = { renderPage: (url: string) => Promise<RenderedPage> };

/**
 * Up to this many pages left to render (the others reused) are rendered in the build's own process:
 * a render worker's start (its TypeScript loader, the render entry, React and MUI: 1.5-2 s of CPU)
 * costs more than rendering them here one after another (each well under 0.1 s of CPU once loaded).
 */
const fewPagesToRender = 8;

/** What each step of the build took, printed at its end (`Steps: manifest 1.9 s, bundles reused 0.1 s, …`). */
class StepTimes {
  private readonly steps: [string, number][] = [];
  async time<T>(name: string, work: () => Promise<T>): Promise<T> {
    const started = performance.now();
    try {
      return await work();
    } finally {
      this.steps.push([name, performance.now() - started]);
    }
  }
  toString() {
    return this.steps.map(([name, ms]) => `${name} ${(ms / 1000).toFixed(1)} s`).join(', ');
  }
}

/**
 * The document template Vite builds from index.html (its scripts and styles named by their hashed
 * names), kept beside the server bundle: client/index.html is the home page once the pages are written.
 */
const templateFile = (serverDir: string) => path.join(serverDir, 'template.html');

/**
 * A full garbage collection, so that the memory a step leaves as garbage (the manifest's parsing and
 * validation: about 400 MB at 4,000 pages; Vite's build) is handed back before the next step adds its
 * own: the build's peak (main process plus its render workers) is otherwise the sum. V8 collects it
 * by itself only as its heap nears its limit. gc() is exposed for this call only.
 */
function releaseGarbage() {
  setFlagsFromString('--expose-gc');
  (runInNewContext('gc') as () => void)();
}

/** Vite's client and server bundles, built into the build folder (a content-only change reuses them instead, see buildInto). */
async function buildBundles(clientDir: string, serverDir: string) {
  // Loaded only here: a build that reuses the bundles does without Vite and its second of start-up.
  const { build } = await import('vite');
  await build({ root: rootDir, configLoader: 'runner', logLevel: 'warn', build: { outDir: clientDir, manifest: true, emptyOutDir: true } });
  const template = await readFile(path.join(clientDir, 'index.html'));
  // The server bundle is one file on purpose; the blog's fetchers are loaded on demand in the browser's
  // build (their dynamic imports split its chunks), and the server's embedded data imports them
  // statically. Code splitting does not apply here, so neither does the warning that says it did not.
  // It holds no content: it reads the pages and site.json from server/content/ at render time.
  // MUI is compiled into it (its ES modules, some 280 files, were most of the bundle's load: a one-page
  // rebuild renders in the build's process and pays for that load; decision 030, "MUI compiled into the
  // server bundle"), and so are zod, SWR, DOMPurify and clsx (zod alone is about 100 ES files; amended
  // "zod and the small ES packages too"). React and Emotion stay in node_modules, one copy shared with
  // the document code.
  // The client's chunk groups are the browser's; this bundle stays one file.
  await build({
    root: rootDir,
    configLoader: 'runner',
    logLevel: 'warn',
    // public/ is the client's: the server bundle needs no copy of it.
    build: {
      ssr: 'src/entry-server.tsx',
      outDir: serverDir,
      emptyOutDir: true,
      copyPublicDir: false,
      rolldownOptions: { checks: { ineffectiveDynamicImport: false }, output: { codeSplitting: false } },
    },
    ssr: { noExternal: [/^@mui\//, /^zod(\/|$)/, /^swr(\/|$)/, /^dompurify$/, /^clsx$/] },
  });
  await writeFile(templateFile(serverDir), template);
  // The home page takes its place (prerender-site.ts); until then nothing is served from the build folder.
  await rm(path.join(clientDir, 'index.html'));
}

/** The build, written into `output.dir` (beside dist/, swapped in by the caller once every file is written). */
async function buildInto(output: BuildOutput, steps: StepTimes): Promise<PrerenderResult> {
  const distDir = output.dir;
  const clientDir = path.join(distDir, 'client');
  const serverDir = path.join(distDir, 'server');
  const publicDir = path.join(rootDir, 'public');
  const manifest = await steps.time('manifest', async () => {
    // Texts found strict JSON by an earlier build are read by JSON.parse alone (docs/decisions/030, amended 2026-11-29).
    const verdicts = await SyntaxVerdicts.load(rootDir);
    try {
      return await buildManifest(rootDir, undefined, undefined, verdicts);
    } finally {
      // Even when the manifest has problems: the clean files' verdicts spare the next attempt their parse.
      await verdicts.save().catch((error: unknown) => console.warn(`Could not keep the manifest's syntax verdicts: ${String(error)}`));
    }
  });
  releaseGarbage();
  // Vite's manifest plugin takes it from here rather than reading and validating the content again.
  shareBuiltManifest(rootDir, manifest);
  const fingerprint = await computeSourceFingerprint(rootDir);
  const incremental = process.env.BUILD_INCREMENTAL !== '0';
  // The build this one replaces: its bundles and pages, where nothing they are made from changed (docs/decisions/030).
  const previousRecord = incremental ? await readBuildRecord(finalDistDir) : undefined;

  // Vite's bundles depend on the code and site.json only (the server bundle reads the pages at render
  // time): a content-only change copies them from the previous build and copies public/ fresh.
  // The code files are read and hashed once, for both keys.
  const codeFiles = codeFilesDigest(rootDir);
  const bundles = { key: await bundleKey(rootDir, manifest.site, process.env, codeFiles), files: {} as Record<string, string> };
  const previousBundles = previousRecord?.bundles?.key === bundles.key ? previousRecord.bundles : undefined;
  const bundlesReused =
    previousBundles !== undefined && (await steps.time('bundles reused', () => reuseBundleFiles(finalDistDir, distDir, previousBundles.files)));
  if (bundlesReused) {
    bundles.files = previousBundles.files;
    await steps.time('public/ copied', () => copyPublicFolder(publicDir, clientDir));
  } else {
    await steps.time('bundles built', () => buildBundles(clientDir, serverDir));
    bundles.files = await recordBundleFiles(distDir, publicDir);
    // Before the render workers start: Vite's garbage is not kept beside them.
    releaseGarbage();
  }
  await mkdir(serverDir, { recursive: true });
  await steps.time('render data', () => writeRenderData(serverDir, manifest));

  const serverEntry = path.join(serverDir, 'entry-server.js');
  const template = await readFile(templateFile(serverDir), 'utf8');
  const clientManifest = await readClientManifest(clientDir);
  const stylesheets = await readStylesheets(clientDir, clientManifest);
  // The legacy preset's pages are served as built: their blog islands fetch, with React (decision 019).
  const islandsFetch = apiTargetFromEnv(process.env).preset === 'legacy';
  const documentSpec: DocumentSpec = { template, clientManifest, stylesheets: [...stylesheets], islandsFetch, language: manifest.site.language };
  const workers = renderWorkerCount();
  const code = await codeKey(rootDir, { template, stylesheets: documentSpec.stylesheets, islandsFetch, pageBrotliQuality }, process.env, codeFiles);

  // The render entry and the document code, loaded into this process only when pages are rendered
  // here: with BUILD_WORKERS=0, or when so few are left to render that a worker's start would cost
  // more (fewPagesToRender). Otherwise this process never loads React, MUI or the document code.
  let here: { renderPage: ServerEntry['renderPage']; document: (rendered: RenderedPage) => string } | undefined;
  const renderPage: ServerEntry['renderPage'] = async (url) => {
    here ??= {
      renderPage: ((await import(pathToFileURL(serverEntry).href)) as ServerEntry).renderPage,
      document: (await import('./page-output')).documentRenderer(documentSpec),
    };
    return here.renderPage(url);
  };
  // Called by renderPageToFile once renderPage has given the page, so `here` is loaded by then.
  const document = (rendered: RenderedPage) => {
    if (!here) throw new Error('The document renderer is loaded with the render entry, before the first page');
    return here.document(rendered);
  };
  let result: PrerenderResult | undefined;
  // Its workers start as pages need rendering: a build that reuses every page, or renders few, starts none.
  const renderer = workers === 0 ? undefined : startRenderPool(workers, { serverEntry, document: documentSpec });
  try {
    result = await steps.time('pages', () =>
      prerenderSite({
        manifest,
        renderPage,
        document,
        distDir,
        clientDir,
        compress: true,
        ...(renderer ? { renderer, renderHereUpTo: fewPagesToRender } : {}),
        // The record is written either way: after BUILD_INCREMENTAL=0 (reuse nothing), the next build can.
        incremental: {
          code,
          assetsOf: (islands) => assetsForPage(clientManifest, islands, { islandsFetch }),
          ...(previousRecord ? { previous: { distDir: finalDistDir, record: previousRecord } } : {}),
          writeRecord: false,
        },
      }),
    );
  } finally {
    await renderer?.close();
  }
  // What the server needs from the build, so its start does not recompute it (decision 031).
  await writeServerNeeds(distDir, manifest);
  if (result.renderedHereCount > 0 && (await reactBuild()) !== 'production') {
    throw new Error("The build rendered with React's development build; it renders with production (NODE_ENV was set too late)");
  }
  const rendered = result.pageCount - result.reusedPageCount;
  const where =
    rendered === 0
      ? ''
      : result.renderedHereCount === 0
        ? ` by ${workers} render worker${workers === 1 ? '' : 's'}`
        : workers === 0
          ? ' in this process'
          : ` in this process (at most ${fewPagesToRender}: no render worker started)`;
  console.log(
    `Pages: ${rendered} rendered${where}, ${result.reusedPageCount} reused from the previous build (their inputs did not change)${incremental ? '' : '; BUILD_INCREMENTAL=0: none reused'}`,
  );
  console.log(
    bundlesReused
      ? "Bundles: Vite's client and server bundles reused from the previous build (the code and site.json did not change); public/ copied"
      : "Bundles: Vite's client and server bundles built",
  );
  console.log(`Image variants: ${result.images.encoded} encoded, ${result.images.reused} from the cache (node_modules/.cache/images)`);
  // Last, once every file of client/ is written: the server sends these variants as they are. The
  // pages have theirs already, written as they were rendered; a file the previous build compressed,
  // unchanged since, takes its variants from there (brotli 11 of the scripts and the sitemap is seconds).
  const variants = await steps.time('variants', async () => {
    const pageFiles = new Set(result.pageFiles);
    const previousVariants = previousRecord?.variants;
    const reused = previousVariants ? await reuseVariants(finalDistDir, distDir, previousVariants) : { reused: new Set<string>(), records: {} };
    const compressedFiles: string[] = [];
    const precompressed = await precompressFolder(clientDir, (file) => {
      if (pageFiles.has(file) || reused.reused.has(file)) return true;
      compressedFiles.push(file);
      return false;
    });
    console.log(
      `Stored brotli and gzip variants of ${precompressed} files in dist/client/${reused.reused.size > 0 ? `, and took ${reused.reused.size} unchanged files' variants from the previous build` : ''}`,
    );
    return { ...reused.records, ...(await recordVariants(distDir, compressedFiles)) };
  });
  const record: BuildRecord = { ...(result.record as BuildRecord), bundles, variants };
  await writeFile(path.join(distDir, buildRecordFile), `${JSON.stringify(record)}\n`);
  await writeFile(path.join(distDir, 'build-info.json'), `${JSON.stringify({ fingerprint, builtAt: new Date().toISOString() }, null, 2)}\n`);
  return result;
}

async function main() {
  // NODE_ENV is production from the first import (production-mode.ts), before React, Emotion and MUI load.
  const started = performance.now();
  // Before any file is read or copied (Vite copies public/ whole): a link there could publish any file of this machine (decision 027).
  await refuseSymbolicLinks(rootDir);
  // Written beside dist/ and swapped in at the end: a failed build leaves the served one as it was (decision 029).
  const output = await startBuildOutput(finalDistDir);
  let result: PrerenderResult;
  const steps = new StepTimes();
  try {
    result = await buildInto(output, steps);
    await output.commit();
  } catch (error) {
    await output.discard();
    throw error;
  }
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`Steps: ${steps}`);
  console.log(
    `Built ${result.pageCount} pages (${result.staticPageCount} routes + ${result.dynamicPageCount} page shells + not-found page) into dist/ in ${seconds} s`,
  );
}

main().catch((error: unknown) => {
  if (error instanceof SymbolicLinksRefused) {
    console.error(error.message);
    console.error(
      `\nBuild stopped before reading a file: ${error.links.length} symbolic link${error.links.length === 1 ? '' : 's'} in content/ or public/ (run \`npm run validate\` to see them again).`,
    );
  } else if (error instanceof PublicFileRefused) {
    console.error(`${error.message}\n\nBuild stopped, dist/ left as it was.`);
  } else if (error instanceof ManifestError) {
    console.error(error.lines.join('\n'));
    console.error(
      `\nBuild stopped, dist/ left as it was: the manifest has ${error.lines.length} problem${error.lines.length === 1 ? '' : 's'} (run \`npm run validate\` to see them again).`,
    );
  } else {
    console.error(error);
    console.error('\nBuild stopped, dist/ left as it was.');
  }
  process.exit(1);
});
