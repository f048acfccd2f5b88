import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { build, type Rollup } from 'vite';

export type ClientBundle = { files: Map<string, { type: string; body: Buffer }>; bytes: number };

const types: Record<string, string> = { '.js': 'text/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8' };

/**
 * The editor's own interface (editor/client/main.tsx, React and MUI), bundled by Vite in memory when the
 * editor starts: nothing is written, and none of it is part of the site's build (index.html's entry).
 */
async function sourceHash(rootDir: string): Promise<string> {
  const hash = createHash('sha256');
  const clientDir = path.join(import.meta.dirname, '..', 'client');
  for (const name of (await readdir(clientDir, { recursive: true })).sort()) {
    if (/\.(tsx?|css)$/.test(name)) hash.update(name).update(await readFile(path.join(clientDir, name)));
  }
  hash.update(await readFile(import.meta.filename));
  // The client's one import from the site: its colours are the design tokens'.
  hash.update(await readFile(path.join(import.meta.dirname, '..', '..', 'src', 'theme', 'tokens.ts')));
  hash.update(await readFile(path.join(rootDir, 'package-lock.json')));
  return hash.digest('hex').slice(0, 16);
}

/** The bundle from node_modules/.cache when the client's sources and the lock file have not changed since it was made. */
export async function editorClient(rootDir: string): Promise<ClientBundle & { cached: boolean }> {
  const cacheDir = path.join(rootDir, 'node_modules', '.cache', 'site-editor', await sourceHash(rootDir));
  try {
    const names = JSON.parse(await readFile(path.join(cacheDir, 'files.json'), 'utf8')) as [string, string][];
    const files = new Map<string, { type: string; body: Buffer }>();
    for (const [name, type] of names) files.set(`/assets/${name}`, { type, body: await readFile(path.join(cacheDir, name)) });
    return { files, bytes: [...files.values()].reduce((sum, file) => sum + file.body.length, 0), cached: true };
  } catch {
    const bundle = await buildEditorClient();
    // Older bundles (other sources, another lock file) are of no further use.
    await rm(path.dirname(cacheDir), { recursive: true, force: true });
    await mkdir(cacheDir, { recursive: true });
    const names: [string, string][] = [];
    for (const [url, file] of bundle.files) {
      const name = url.slice('/assets/'.length);
      names.push([name, file.type]);
      await writeFile(path.join(cacheDir, name), file.body);
    }
    await writeFile(path.join(cacheDir, 'files.json'), JSON.stringify(names));
    return { ...bundle, cached: false };
  }
}

async function buildEditorClient(): Promise<ClientBundle> {
  // React's production JSX whatever process builds it (a test runner sets NODE_ENV=test, Vite's server development).
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    return await bundle();
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
}

async function bundle(): Promise<ClientBundle> {
  const result = await build({
    configFile: false,
    root: path.join(import.meta.dirname, '..', 'client'),
    logLevel: 'warn',
    mode: 'production',
    plugins: [react()],
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    build: {
      write: false,
      target: 'es2022',
      minify: true,
      modulePreload: false,
      rolldownOptions: {
        input: path.join(import.meta.dirname, '..', 'client', 'main.tsx'),
        output: { entryFileNames: 'editor.js', assetFileNames: 'editor[extname]', codeSplitting: false },
      },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rollup.RollupOutput[];
  const files = new Map<string, { type: string; body: Buffer }>();
  for (const item of outputs.flatMap((output) => output.output)) {
    const body = Buffer.from(item.type === 'chunk' ? item.code : item.source);
    files.set(`/assets/${item.fileName}`, { type: types[path.extname(item.fileName)] ?? 'application/octet-stream', body });
  }
  return { files, bytes: [...files.values()].reduce((sum, file) => sum + file.body.length, 0) };
}
