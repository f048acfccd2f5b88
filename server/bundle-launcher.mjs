/**
 * Runs a program of this project precompiled, with plain `node`: the server (server/launch.mjs,
 * decision 031) and the build (scripts/build-launcher.mjs, decision 030). Under tsx every ES module
 * went through tsx's hooks thread, half of a start's CPU time.
 *
 * The program's entries (and everything of ours they import; the packages stay in node_modules but
 * those a launcher lists) are bundled by esbuild into an output folder directly in the project
 * (`.server/`, `.build/`): `<entry>-<hash>.mjs` for each entry and the files split off at each
 * `import()` (what is loaded later stays out of the start). Beside them, `manifest.json` records the
 * SHA-256 of every source file the bundle was made from (read by esbuild through this module, so the
 * hashes are of exactly what was bundled) and of tsconfig.json, of every file of the bundle, esbuild's
 * version and the launchers' own hashes. Each launch checks all of them again (a few milliseconds):
 * any difference, a missing or damaged manifest or a bundle file that is not the one recorded, and the
 * bundle is made again before anything is run, so a launch never runs code older than its sources.
 * Files are written to a temporary name and renamed into place, the manifest last, so two launches at
 * once, or a crash, leave either the old or the new file whole.
 *
 * The output folder sits directly in the project folder, so the packages resolve from the project's
 * node_modules as they did from the sources. `import.meta.url`, `import.meta.dirname` and
 * `import.meta.filename` in a bundled module keep meaning that module's source file (found from the
 * bundle's place, one folder below the project: a moved project still works), so paths a module
 * finds beside it (server/project-root.ts, the image cache) are the same as under tsx.
 */
import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const sharedFile = fileURLToPath(import.meta.url);
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

/** The hash of this module and of the launcher using it: a change to either (how it bundles) makes the bundle again. */
const launcherHash = (launcherFile) => sha256(Buffer.concat([readFileSync(sharedFile), readFileSync(launcherFile)]));

/** A file name the manifest may give: one file directly in outDir. */
const isPlainName = (name) => typeof name === 'string' && /^[\w.-]+\.mjs$/.test(name) && !name.startsWith('.');

/**
 * Where an input the manifest lists is: relative to root, or absolute for a file outside it (a
 * release's node_modules is a link to the checkout's, and esbuild reads the files where they are).
 */
const inputPath = (root, file) => (path.isAbsolute(file) ? file : path.resolve(root, file));

/**
 * The bundle's entry files the manifest names (by entry name), if the manifest was written for these
 * entries by this launcher and this esbuild, every input still has the recorded content and every
 * file of the bundle is the one recorded; otherwise undefined (the caller makes the bundle again).
 */
function freshBundle({ root, outDir, entries, launcherFile }) {
  let manifest;
  try {
    manifest = JSON.parse(readFileSync(path.join(outDir, manifestName), 'utf8'));
  } catch {
    return undefined;
  }
  if (typeof manifest !== 'object' || manifest === null) return undefined;
  if (manifest.launcher !== launcherHash(launcherFile) || manifest.esbuild !== esbuildVersion()) return undefined;
  const { inputs, files, sources, entries: entryFiles } = manifest;
  if (typeof inputs !== 'object' || inputs === null || Object.keys(inputs).length === 0) return undefined;
  if (typeof files !== 'object' || files === null || typeof entryFiles !== 'object' || entryFiles === null) return undefined;
  if (JSON.stringify(sources) !== JSON.stringify(entries)) return undefined;
  const bundled = {};
  for (const name of Object.keys(entries)) {
    const file = entryFiles[name];
    if (!isPlainName(file) || !Object.hasOwn(files, file)) return undefined;
    bundled[name] = path.join(outDir, file);
  }
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
  return bundled;
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

const packageOf = (specifier) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

/**
 * What a bundled module finds as `import.meta.url`, `.dirname` and `.filename`: its source file,
 * located from the bundle file's own place (the project is one folder up), or by absolute path for a
 * file outside the project. Declared at the top of each module that names import.meta; esbuild's
 * `define` points those names at it (in code only: a string that spells them is left as it is).
 */
function sourceMeta(root, file) {
  const relative = path.relative(root, file).split(path.sep).join('/');
  if (relative.startsWith('..') || path.isAbsolute(relative)) {
    const url = pathToFileURL(file).href;
    return `const __launchMeta = { url: ${JSON.stringify(url)}, filename: ${JSON.stringify(file)}, dirname: ${JSON.stringify(path.dirname(file))} };\n`;
  }
  const at = (target) => `new URL(${JSON.stringify(target)}, __launchRootUrl)`;
  const folder = path.posix.dirname(relative);
  return `const __launchMeta = { url: ${at(relative)}.href, filename: __launchFileURLToPath(${at(relative)}), dirname: __launchFileURLToPath(${at(folder === '.' ? './' : folder)}).replace(/[\\\\/]$/, '') };\n`;
}

/**
 * Bundles the entries; every file esbuild loads is read here, so the hashes recorded are of exactly
 * what was bundled.
 */
async function makeBundle({ root, outDir, entries, launcherFile, bundledPackages, notBundled }) {
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
        const bytes = readFileSync(args.path);
        const relative = path.relative(root, args.path);
        inputs[relative.startsWith('..') || path.isAbsolute(relative) ? args.path : relative.split(path.sep).join('/')] = sha256(bytes);
        const extension = path.extname(args.path).slice(1);
        const loader = extension === 'json' ? 'json' : extension.replace(/^[cm]/, '');
        let contents = bytes.toString('utf8');
        if (loader !== 'json' && contents.includes('import.meta')) {
          // After a hashbang line, which must stay first.
          const start = contents.startsWith('#!') ? contents.indexOf('\n') + 1 : 0;
          contents = contents.slice(0, start) + sourceMeta(root, args.path) + contents.slice(start);
        }
        return { contents, loader };
      });
    },
  };
  const result = await esbuild.build({
    absWorkingDir: root,
    entryPoints: Object.fromEntries(Object.entries(entries).map(([name, source]) => [name, source])),
    bundle: true,
    // Split at each import(): what is loaded later (the server's feeds, the build's render entry and
    // Vite) stays out of the start, in its own file, as it was under tsx.
    splitting: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // A bundled CommonJS package's require() of Node's modules and of the packages left out; the
    // project's folder, for import.meta (sourceMeta).
    banner: {
      js: [
        "import { createRequire as __launchCreateRequire } from 'node:module';",
        "import { fileURLToPath as __launchFileURLToPath } from 'node:url';",
        'const require = __launchCreateRequire(import.meta.url);',
        "const __launchRootUrl = new URL('../', import.meta.url);",
      ].join('\n'),
    },
    define: { 'import.meta.url': '__launchMeta.url', 'import.meta.dirname': '__launchMeta.dirname', 'import.meta.filename': '__launchMeta.filename' },
    write: false,
    metafile: true,
    outdir: outDir,
    entryNames: '[name]-[hash]',
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
  const entryFiles = {};
  const names = new Map(Object.entries(entries).map(([name, source]) => [path.resolve(root, source), name]));
  for (const output of result.outputFiles) {
    const name = path.basename(output.path);
    if (!isPlainName(name) || path.dirname(output.path) !== outDir) throw new Error(`esbuild wrote an unexpected file: ${output.path}`);
    files[name] = sha256(output.contents);
    const entryPoint = result.metafile.outputs[path.relative(root, output.path).split(path.sep).join('/')]?.entryPoint;
    const entryName = entryPoint === undefined ? undefined : names.get(path.resolve(root, entryPoint));
    if (entryName !== undefined) entryFiles[entryName] = name;
  }
  for (const name of Object.keys(entries)) {
    if (!entryFiles[name]) throw new Error(`esbuild wrote no file for the entry ${name}`);
  }
  // The chunks first, the entries that import them next, the manifest naming them last.
  const isEntry = new Set(Object.values(entryFiles));
  const outputs = [...result.outputFiles].sort((a, b) => Number(isEntry.has(path.basename(a.path))) - Number(isEntry.has(path.basename(b.path))));
  for (const output of outputs) writeAtomically(output.path, output.contents);
  const manifest = { launcher: launcherHash(launcherFile), esbuild: esbuild.version, sources: entries, entries: entryFiles, files, inputs };
  writeAtomically(path.join(outDir, manifestName), `${JSON.stringify(manifest, null, 2)}\n`);
  removeOldBundles(outDir, new Set(Object.keys(files)));
  return Object.fromEntries(Object.entries(entryFiles).map(([name, file]) => [name, path.join(outDir, file)]));
}

/**
 * The paths (by entry name) of an up-to-date bundle of `entries` (name → source file relative to
 * root) in outDir, made first when missing, stale or damaged. `built` says whether it was made by this
 * call. `launcherFile` is the launcher's own file (its hash is part of the bundle's key);
 * `bundledPackages` the packages compiled into the bundle with everything they import but
 * `notBundled`; any other package stays in node_modules.
 */
export async function ensureBundle({ root, outDir, entries, launcherFile, bundledPackages = [], notBundled = new Set() }) {
  const options = { root, outDir, entries, launcherFile, bundledPackages, notBundled };
  const fresh = freshBundle(options);
  if (fresh) return { files: fresh, built: false };
  return { files: await makeBundle(options), built: true };
}

/** The folder cannot be written: a read-only release folder, where the bundle was not prepared. */
const isReadOnlyError = (error) => {
  const code = error && typeof error === 'object' && 'code' in error ? error.code : undefined;
  return code === 'EACCES' || code === 'EROFS' || code === 'EPERM' ? code : undefined;
};

/**
 * Where a bundled program finds its launch: the files of its bundle's entries, by entry name (the
 * build's render pool starts its workers from theirs). Set by the launcher before it imports the
 * bundle; unset when the program runs from its sources (under tsx).
 */
export const launchedBundleKey = Symbol.for('site-engine.launched-bundle');

/** Imports the bundle's `main` entry, first telling it where its other entries are (launchedBundleKey). */
export async function runBundle(files, main) {
  globalThis[launchedBundleKey] = { entries: Object.fromEntries(Object.entries(files).map(([name, file]) => [name, pathToFileURL(file).href])) };
  await import(pathToFileURL(files[main]).href);
}

/**
 * A launcher's whole run. `--prepare` makes or checks the bundle (`ensure()`, which returns
 * `{ files, built }`), prints which, and exits; otherwise the bundle's `main` entry runs. When the
 * bundle is stale and outDir cannot be written, `--prepare` fails and a run falls back to `source`
 * under tsx, saying so (`what` names the bundle in both messages; `fallbackNote` is added to the
 * second).
 */
export async function launch({ root, outDir, what, ensure, main, source, fallbackNote = '' }) {
  const prepare = process.argv.includes('--prepare');
  let bundle;
  try {
    bundle = await ensure();
  } catch (error) {
    const code = isReadOnlyError(error);
    if (!code) throw error;
    if (prepare) {
      console.error(`Could not write ${what} in ${outDir} (${code}).`);
      process.exit(1);
    }
    const sentence = `${what} in ${outDir} is missing or out of date and the folder is read-only (${code}): running the sources under tsx${fallbackNote}.`;
    console.error(sentence.charAt(0).toUpperCase() + sentence.slice(1));
    await runUnderTsx(source);
    return;
  }
  if (prepare) {
    console.log(`${bundle.built ? 'Bundled' : 'Up to date:'} ${path.relative(root, bundle.files[main])}`);
    return;
  }
  await runBundle(bundle.files, main);
}

/** Runs a source file under tsx instead (the fallback when the bundle cannot be written). */
async function runUnderTsx(file) {
  const { register } = await import('tsx/esm/api');
  register();
  await import(pathToFileURL(file).href);
}
