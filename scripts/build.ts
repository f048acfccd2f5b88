// First: NODE_ENV=production before any import below loads React, Emotion or MUI (issue 31).
import './production-mode';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';
import { computeSourceFingerprint } from '../server/build-fingerprint';
import { precompressFolder } from '../server/pages/precompressed-files';
import { apiTargetFromEnv } from '../site.config';
import { buildManifest, ManifestError } from '../src/engine/build/build-manifest';
import { type BuildOutput, startBuildOutput } from '../src/engine/build/build-output';
import { assetsForPage, readClientManifest, readStylesheets } from '../src/engine/build/client-assets';
import { writeServerNeeds } from '../src/engine/build/server-needs';
import { refuseSymbolicLinks, SymbolicLinksRefused } from '../src/engine/manifest/symbolic-links';
import type { RenderedPage } from '../src/entry-server';
import { codeKey, readBuildRecord } from './build-record';
import { type DocumentSpec, documentRenderer, pageBrotliQuality } from './page-output';
import { type PrerenderResult, prerenderSite } from './prerender-site';
import { reactBuild } from './production-mode';
import { renderWorkerCount, startRenderPool } from './render-pool';

const rootDir = path.resolve(import.meta.dirname, '..');
// BUILD_DIST_DIR: another output folder, e.g. a second preset's build beside dist/ (tests build both).
const finalDistDir = process.env.BUILD_DIST_DIR ? path.resolve(process.env.BUILD_DIST_DIR) : path.join(rootDir, 'dist');

type ServerEntry = { renderPage: (url: string) => Promise<RenderedPage> };

/** The build, written into `output.dir` (beside dist/, swapped in by the caller once every file is written). */
async function buildInto(output: BuildOutput): Promise<PrerenderResult> {
  const distDir = output.dir;
  const clientDir = path.join(distDir, 'client');
  const serverDir = path.join(distDir, 'server');
  const manifest = await buildManifest(rootDir);
  const fingerprint = await computeSourceFingerprint(rootDir);

  await build({ root: rootDir, configLoader: 'runner', logLevel: 'warn', build: { outDir: clientDir, manifest: true, emptyOutDir: true } });
  // The server bundle is one file on purpose; the blog's fetchers are loaded on demand in the browser's
  // build (their dynamic imports split its chunks), and the server's embedded data imports them
  // statically. Code splitting does not apply here, so neither does the warning that says it did not.
  await build({
    root: rootDir,
    configLoader: 'runner',
    logLevel: 'warn',
    build: { ssr: 'src/entry-server.tsx', outDir: serverDir, emptyOutDir: true, rolldownOptions: { checks: { ineffectiveDynamicImport: false } } },
  });

  const serverEntry = path.join(serverDir, 'entry-server.js');
  const template = await readFile(path.join(clientDir, 'index.html'), 'utf8');
  const clientManifest = await readClientManifest(clientDir);
  const stylesheets = await readStylesheets(clientDir, clientManifest);
  // The legacy preset's pages are served as built: their blog islands fetch, with React (decision 019).
  const islandsFetch = apiTargetFromEnv(process.env).preset === 'legacy';
  const documentSpec: DocumentSpec = { template, clientManifest, stylesheets: [...stylesheets], islandsFetch, language: manifest.site.language };
  const workers = renderWorkerCount();
  const incremental = process.env.BUILD_INCREMENTAL !== '0';
  // The pages of the build this one replaces, where nothing they are made from changed (docs/decisions/030).
  const previousRecord = incremental ? await readBuildRecord(finalDistDir) : undefined;
  const code = await codeKey(rootDir, { template, stylesheets: documentSpec.stylesheets, islandsFetch, pageBrotliQuality });

  let renderPage: ServerEntry['renderPage'] = () => Promise.reject(new Error('The pages are rendered by the render workers'));
  if (workers === 0) renderPage = ((await import(pathToFileURL(serverEntry).href)) as ServerEntry).renderPage;
  const renderer = workers === 0 ? undefined : startRenderPool(workers, { serverEntry, document: documentSpec });
  let result: PrerenderResult;
  try {
    result = await prerenderSite({
      manifest,
      renderPage,
      document: documentRenderer(documentSpec),
      distDir,
      clientDir,
      compress: true,
      ...(renderer ? { renderer } : {}),
      // The record is written either way: after BUILD_INCREMENTAL=0 (reuse nothing), the next build can.
      incremental: {
        code,
        assetsOf: (islands) => assetsForPage(clientManifest, islands, { islandsFetch }),
        ...(previousRecord ? { previous: { distDir: finalDistDir, record: previousRecord } } : {}),
      },
    });
  } finally {
    await renderer?.close();
  }
  // What the server needs from the build, so its start does not recompute it (decision 031).
  await writeServerNeeds(distDir, manifest);
  if (workers === 0 && (await reactBuild()) !== 'production') {
    throw new Error("The build rendered with React's development build; it renders with production (NODE_ENV was set too late)");
  }
  const rendered = result.pageCount - result.reusedPageCount;
  console.log(
    `Pages: ${rendered} rendered${workers === 0 ? ' in this process' : ` by ${workers} render worker${workers === 1 ? '' : 's'}`}, ${result.reusedPageCount} reused from the previous build (their inputs did not change)${incremental ? '' : '; BUILD_INCREMENTAL=0: none reused'}`,
  );
  console.log(`Image variants: ${result.images.encoded} encoded, ${result.images.reused} from the cache (node_modules/.cache/images)`);
  // Last, once every file of client/ is written: the server sends these variants as they are.
  // The pages have theirs already, written as they were rendered.
  const pageFiles = new Set(result.pageFiles);
  const precompressed = await precompressFolder(clientDir, (file) => pageFiles.has(file));
  console.log(`Stored brotli and gzip variants of ${precompressed} files in dist/client/`);
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
  try {
    result = await buildInto(output);
    await output.commit();
  } catch (error) {
    await output.discard();
    throw error;
  }
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
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
