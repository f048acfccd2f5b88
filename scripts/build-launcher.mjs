/**
 * What `npm run build` runs: the build precompiled, with plain `node` (decision 030, amended "a
 * precompiled build"). Under tsx every module of the build went through tsx's hooks thread: about a
 * second before the build's first step, and again in each render worker.
 *
 * scripts/build.ts and its render worker (scripts/render-worker.ts, a second entry of the same
 * bundle, started by scripts/render-pool.ts with plain `node` from the bundle) are bundled by esbuild
 * into `.build/` by server/bundle-launcher.mjs, as the server is into `.server/`: a manifest of the
 * SHA-256 of every input, checked at every launch, so a build never runs code older than its sources.
 * Vite, React, MUI and every other package stay in node_modules; what the build loads only to render
 * in its own process (scripts/page-output.ts, the render entry in dist/server) and Vite are loaded by
 * `import()`, split off, as under tsx.
 *
 *   node scripts/build-launcher.mjs             build (the environment is scripts/build.ts's:
 *                                               BUILD_INCREMENTAL, BUILD_WORKERS, BUILD_DIST_DIR, …)
 *   node scripts/build-launcher.mjs --prepare   make or check the bundle and exit
 *
 * When the bundle is stale and `.build/` cannot be written, the build runs from its sources under
 * tsx instead, as before, and says so.
 */
import { realpathSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureBundle, launch } from '../server/bundle-launcher.mjs';

const launcherFile = fileURLToPath(import.meta.url);
const root = path.resolve(path.dirname(launcherFile), '..');

/** The build's entries: its main process and its render workers' threads. */
const buildEntries = { build: 'scripts/build.ts', 'render-worker': 'scripts/render-worker.ts' };

/**
 * Compiled into the bundle: zod, which the manifest's schemas load as some 70 modules (the server
 * compiles it in too). Pure JavaScript, loading no file by path. Everything else stays in
 * node_modules: Vite and its plugins, React and MUI (loaded by the render entry), sharp.
 */
const bundledPackages = [/^zod$/];

/** The build's bundle in `outDir` (`.build/` in a project), made first when missing, stale or damaged. */
const ensureBuildBundle = (projectRoot = root, outDir = path.join(projectRoot, '.build')) =>
  ensureBundle({ root: projectRoot, outDir, entries: buildEntries, launcherFile, bundledPackages });

async function main() {
  // Before anything loads React, Emotion or MUI, here and in the render workers (they take this
  // process's environment): scripts/production-mode.ts sets it too, once its module runs, but a
  // bundle's imports of packages are evaluated before any module of ours.
  process.env.NODE_ENV = 'production';
  const outDir = path.join(root, '.build');
  await launch({
    root,
    outDir,
    what: "the build's bundle",
    ensure: () => ensureBuildBundle(root, outDir),
    main: 'build',
    source: path.join(root, buildEntries.build),
  });
}

if (process.argv[1] && realpathSync(process.argv[1]) === realpathSync(launcherFile)) await main();
