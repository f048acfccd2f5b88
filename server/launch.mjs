/**
 * What `npm start`, `npm run serve`, the release and the deploy unit run: the server precompiled, with
 * plain `node` (decision 031, amended "a precompiled server"). Under tsx every ES module of the server
 * went through tsx's hooks thread, half of the start's CPU time.
 *
 * The server (server/start.ts and everything of ours it imports; the packages stay in node_modules) is
 * bundled by esbuild into `.server/`: `start-<hash>.mjs` and the files split off at each `import()`
 * (what a request loads later stays out of the start). Beside them, `.server/manifest.json` records the
 * SHA-256 of every source file the bundle was made from (read by esbuild through this launcher, so the
 * hashes are of exactly what was bundled) and of tsconfig.json, of every file of the bundle, esbuild's
 * version and this launcher's own hash. Each launch checks all of them again (a few milliseconds): any
 * difference, a missing or damaged manifest or a bundle file that is not the one recorded, and the
 * bundle is made again before anything is run, so a launch never runs code older than its sources.
 * Files are written to a temporary name and renamed into place, the manifest last, so two launches at
 * once, or a crash, leave either the old or the new file whole.
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
import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, realpathSync, renameSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const launcherFile = fileURLToPath(import.meta.url);
const manifestName = 'manifest.json';
/**
 * Files of other bundles older than this are removed when a new bundle is written. Not sooner: a
 * server still running an older bundle imports its split files with the requests that need them
 * (the feeds, a link preview), possibly long after its start. A release folder has one bundle only.
 */
const keepOldBundlesMs = 7 * 24 * 60 * 60 * 1000;

const sha256 = (bytes) => createHash('sha256').update(bytes).digest('hex');

/** The installed esbuild's version, read without loading it (the check runs at every launch). */
function esbuildVersion() {
  return JSON.parse(readFileSync(createRequire(import.meta.url).resolve('esbuild/package.json'), 'utf8')).version;
}

/** A file name the manifest may give: one file directly in outDir. */
const isPlainName = (name) => typeof name === 'string' && /^[\w.-]+\.mjs$/.test(name) && !name.startsWith('.');

/**
 * Where an input the manifest lists is: relative to root, or absolute for a file outside it (a
 * release's node_modules is a link to the checkout's, and esbuild reads the files where they are).
 */
const inputPath = (root, file) => (path.isAbsolute(file) ? file : path.resolve(root, file));

/**
 * The bundle's entry file the manifest names, if the manifest was written by this launcher and this
 * esbuild, every input still has the recorded content and every file of the bundle is the one
 * recorded; otherwise undefined (the caller makes the bundle again).
 */
function freshBundle(root, outDir) {
  let manifest;
  try {
    manifest = JSON.parse(readFileSync(path.join(outDir, manifestName), 'utf8'));
  } catch {
    return undefined;
  }
  if (typeof manifest !== 'object' || manifest === null) return undefined;
  if (manifest.launcher !== sha256(readFileSync(launcherFile)) || manifest.esbuild !== esbuildVersion()) return undefined;
  const { inputs, files, entry } = manifest;
  if (typeof inputs !== 'object' || inputs === null || Object.keys(inputs).length === 0) return undefined;
  if (typeof files !== 'object' || files === null || !isPlainName(entry) || !Object.hasOwn(files, entry)) return undefined;
  const matches = (file, recorded) => {
    try {
      return typeof recorded === 'string' && sha256(readFileSync(file)) === recorded;
    } catch {
      return false;
    }
  };
  for (const [file, recorded] of Object.entries(inputs)) {
    if (!matches(inputPath(root, file), recorded)) return undefined;
  }
  for (const [name, recorded] of Object.entries(files)) {
    if (!isPlainName(name) || !matches(path.join(outDir, name), recorded)) return undefined;
  }
  return path.join(outDir, entry);
}

/** Writes through a temporary file in the same folder and a rename: a reader sees the old file or the new one, whole. */
function writeAtomically(file, contents) {
  const temporary = `${file}.${process.pid}-${randomBytes(6).toString('hex')}.tmp`;
  try {
    writeFileSync(temporary, contents);
    renameSync(temporary, file);
  } catch (error) {
    try {
      unlinkSync(temporary);
    } catch {
      // Never written.
    }
    throw error;
  }
}

function removeOldBundles(outDir, keep) {
  const now = Date.now();
  for (const name of readdirSync(outDir)) {
    if (keep.has(name) || name === manifestName) continue;
    const file = path.join(outDir, name);
    try {
      if (now - statSync(file).mtimeMs > keepOldBundlesMs) unlinkSync(file);
    } catch {
      // Removed by another launch meanwhile.
    }
  }
}

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
const packageOf = (specifier) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

/** Bundles entry; every file esbuild loads is read here, so the hashes recorded are of exactly what was bundled. */
async function makeBundle(root, entry, outDir) {
  const { default: esbuild } = await import('esbuild');
  const inputs = {};
  const record = {
    name: 'record-inputs',
    setup(build) {
      build.onResolve({ filter: /^[^./]/ }, (args) => {
        if (args.path.startsWith('node:') || args.kind === 'entry-point') return undefined;
        const name = packageOf(args.path);
        const fromPackage = args.importer.includes(`${path.sep}node_modules${path.sep}`);
        const bundled = fromPackage ? !notBundled.has(name) : bundledPackages.some((pattern) => pattern.test(name));
        return bundled ? undefined : { path: args.path, external: true };
      });
      build.onLoad({ filter: /\.[cm]?[jt]sx?$|\.json$/ }, (args) => {
        const contents = readFileSync(args.path);
        const relative = path.relative(root, args.path);
        inputs[relative.startsWith('..') || path.isAbsolute(relative) ? args.path : relative.split(path.sep).join('/')] = sha256(contents);
        const extension = path.extname(args.path).slice(1);
        const loader = extension === 'json' ? 'json' : extension.replace(/^[cm]/, '');
        return { contents, loader };
      });
    },
  };
  // Split at each import(): what the server loads with a request (the feeds, link previews) stays out
  // of the start, in its own file, as it was under tsx.
  const result = await esbuild.build({
    absWorkingDir: root,
    entryPoints: [entry],
    bundle: true,
    splitting: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // A bundled CommonJS package's require() of Node's modules and of the packages left out.
    banner: { js: "import { createRequire as __launchCreateRequire } from 'node:module';\nconst require = __launchCreateRequire(import.meta.url);" },
    write: false,
    outdir: outDir,
    entryNames: 'start-[hash]',
    chunkNames: 'chunk-[hash]',
    outExtension: { '.js': '.mjs' },
    plugins: [record],
    logLevel: 'silent',
    legalComments: 'none',
  });
  // tsconfig.json shapes the transform (JSX, class fields) without being a module.
  inputs['tsconfig.json'] = sha256(readFileSync(path.join(root, 'tsconfig.json')));
  mkdirSync(outDir, { recursive: true });
  const files = {};
  let entryName;
  for (const output of result.outputFiles) {
    const name = path.basename(output.path);
    if (!isPlainName(name) || path.dirname(output.path) !== outDir) throw new Error(`esbuild wrote an unexpected file: ${output.path}`);
    files[name] = sha256(output.contents);
    if (name.startsWith('start-')) entryName = name;
  }
  if (!entryName) throw new Error('esbuild wrote no entry file');
  // The chunks first, the entry that imports them next, the manifest naming them last.
  const outputs = [...result.outputFiles].sort((a, b) => Number(path.basename(a.path) === entryName) - Number(path.basename(b.path) === entryName));
  for (const output of outputs) writeAtomically(output.path, output.contents);
  const manifest = { launcher: sha256(readFileSync(launcherFile)), esbuild: esbuild.version, source: entry, entry: entryName, files, inputs };
  writeAtomically(path.join(outDir, manifestName), `${JSON.stringify(manifest, null, 2)}\n`);
  removeOldBundles(outDir, new Set(Object.keys(files)));
  return path.join(outDir, entryName);
}

/**
 * The path of an up-to-date bundle of `entry` (relative to root) in outDir, made first when missing,
 * stale or damaged. `built` says whether it was made by this call.
 */
export async function ensureBundle({ root, entry, outDir }) {
  const fresh = freshBundle(root, outDir);
  if (fresh) return { file: fresh, built: false };
  return { file: await makeBundle(root, entry, outDir), built: true };
}

async function main() {
  const root = path.resolve(path.dirname(launcherFile), '..');
  const outDir = path.join(root, '.server');
  let bundle;
  try {
    bundle = await ensureBundle({ root, entry: 'server/start.ts', outDir });
  } catch (error) {
    const code = error && typeof error === 'object' && 'code' in error ? error.code : undefined;
    if (code !== 'EACCES' && code !== 'EROFS' && code !== 'EPERM') throw error;
    if (process.argv.includes('--prepare')) {
      console.error(`Could not write the server's bundle in ${outDir} (${code}).`);
      process.exit(1);
    }
    console.error(
      `The server's bundle in ${outDir} is missing or out of date and the folder is read-only (${code}): running the sources under tsx (a slower start). npm run release prepares it.`,
    );
    const { register } = await import('tsx/esm/api');
    register();
    await import(pathToFileURL(path.join(root, 'server', 'start.ts')).href);
    return;
  }
  if (process.argv.includes('--prepare')) {
    console.log(`${bundle.built ? 'Bundled' : 'Up to date:'} ${path.relative(root, bundle.file)}`);
    return;
  }
  await import(pathToFileURL(bundle.file).href);
}

if (process.argv[1] && realpathSync(process.argv[1]) === realpathSync(launcherFile)) await main();
