/**
 * What `npm start`, `npm run serve`, the release and the deploy unit run: the server precompiled, with
 * plain `node` (decision 031, amended "a precompiled server"). Under tsx every ES module of the server
 * went through tsx's hooks thread, half of the start's CPU time.
 *
 * The server (server/start.ts and everything of ours it imports; the packages stay in node_modules but
 * those listed below) is bundled by esbuild into `.server/`: `start-<hash>.mjs` and the files split
 * off at each `import()` (what a request loads later stays out of the start), with a manifest of the
 * SHA-256 of every input checked at each launch, so a launch never runs code older than its sources.
 * How, in server/bundle-launcher.mjs, shared with the build's launcher (scripts/build-launcher.mjs).
 *
 * `.server/` sits directly in the project folder: the bundle finds the project root one folder up
 * (server/project-root.ts) and the packages in the project's node_modules, as server/*.ts do.
 *
 *   node server/launch.mjs [--no-build]   start the server (the arguments are server/start.ts's)
 *   node server/launch.mjs --prepare      make or check the bundle and exit (npm run release does, so
 *                                         an instance on a read-only folder finds it ready)
 *
 * When the bundle is stale and `.server/` cannot be written (a read-only release folder that was not
 * prepared), the server runs from its sources under tsx instead, as before, and says so.
 */
import { realpathSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureBundle as ensureBundleOf, launch } from './bundle-launcher.mjs';

const launcherFile = fileURLToPath(import.meta.url);

/**
 * The packages compiled into the bundle with everything they import (but `notBundled`): fastify and
 * its plugins, zod. Loading them from node_modules cost about a third of the start's CPU (resolving,
 * reading and compiling some 400 CommonJS and ES files one by one). Pure JavaScript that loads no
 * file of its own by path. Any other package, and any added later, stays in node_modules, loaded as
 * under tsx: native addons (better-sqlite3, sharp), packages that start workers or read files beside
 * them (pino's transports), and those the server loads only with a request.
 */
const bundledPackages = [/^fastify$/, /^fastify-plugin$/, /^@fastify\//, /^zod$/];
/** Imported by a bundled package but left in node_modules: pino starts its transports' workers from files beside it. */
const notBundled = new Set(['pino', 'thread-stream']);

/**
 * The path of an up-to-date bundle of `entry` (relative to root) in outDir, made first when missing,
 * stale or damaged. `built` says whether it was made by this call.
 */
export async function ensureBundle({ root, entry, outDir }) {
  const { files, built } = await ensureBundleOf({ root, outDir, entries: { start: entry }, launcherFile, bundledPackages, notBundled });
  return { file: files.start, built };
}

async function main() {
  const root = path.resolve(path.dirname(launcherFile), '..');
  const outDir = path.join(root, '.server');
  await launch({
    root,
    outDir,
    what: "the server's bundle",
    ensure: async () => {
      const { file, built } = await ensureBundle({ root, entry: 'server/start.ts', outDir });
      return { files: { start: file }, built };
    },
    main: 'start',
    source: path.join(root, 'server', 'start.ts'),
    fallbackNote: ' (a slower start). npm run release prepares it',
  });
}

if (process.argv[1] && realpathSync(process.argv[1]) === realpathSync(launcherFile)) await main();
