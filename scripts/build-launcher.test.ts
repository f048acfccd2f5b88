// @vitest-environment node
import { execFile } from 'node:child_process';
import { appendFile, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyProject } from './project-copy';

/**
 * `npm run build` runs scripts/build-launcher.mjs: the build bundled into `.build/` and run with
 * plain node (decision 030, amended "a precompiled build"). Here in a copy of the project's code, so
 * its sources can change: the bundle is made again whenever one does, a damaged bundle is never run,
 * and what the build loads only to render (React, MUI, the render entry) or to bundle (Vite) stays out
 * of its start. (scripts/build-incremental.test.ts runs whole builds through the launcher.)
 */
const run = promisify(execFile);
let project: Awaited<ReturnType<typeof copyProject>>;

beforeAll(async () => {
  project = await copyProject('build-launcher-', ['scripts', 'server', 'src', 'schemas', 'site.config.ts', 'tsconfig.json', 'package.json']);
});

afterAll(async () => {
  await project?.remove();
});

const prepare = async () => (await run(process.execPath, ['scripts/build-launcher.mjs', '--prepare'], { cwd: project.root })).stdout.trim();
const buildDir = () => path.join(project.root, '.build');
/** The files of the bundle's entries, by entry, as its manifest names them (older bundles' files stay beside them a while). */
const bundleManifest = async () => JSON.parse(await readFile(path.join(buildDir(), 'manifest.json'), 'utf8')) as { entries: Record<string, string> };
/** The packages a bundle file imports statically, with those of the bundle files it imports statically. */
async function staticPackages(file: string, seen = new Set<string>()): Promise<Set<string>> {
  const packages = new Set<string>();
  if (seen.has(file)) return packages;
  seen.add(file);
  const text = await readFile(path.join(buildDir(), file), 'utf8');
  for (const match of text.matchAll(/^import\s(?:[^;"']*?\sfrom\s*)?["']([^"']+)["'];?$/gms)) {
    const specifier = match[1] as string;
    if (specifier.startsWith('./')) for (const name of await staticPackages(specifier.slice(2), seen)) packages.add(name);
    else packages.add(specifier);
  }
  return packages;
}

describe("the build's launcher (scripts/build-launcher.mjs)", () => {
  it('bundles the build and its render worker, then finds the bundle up to date until a source of the build changes', async () => {
    expect(await prepare()).toMatch(/^Bundled \.build\/build-\w+\.mjs$/);
    const files = await readdir(buildDir());
    expect(files).toEqual(expect.arrayContaining([expect.stringMatching(/^build-\w+\.mjs$/), expect.stringMatching(/^render-worker-\w+\.mjs$/)]));
    expect(await prepare()).toMatch(/^Up to date: \.build\/build-\w+\.mjs$/);

    // A module the build loads only when it renders in its own process (split off at its import()).
    await appendFile(path.join(project.root, 'scripts', 'page-output.ts'), "\nconsole.log('a change to page-output');\n");
    const after = await prepare();
    expect(after).toMatch(/^Bundled /);
    const texts = await Promise.all(
      (await readdir(buildDir())).filter((name) => name.endsWith('.mjs')).map((name) => readFile(path.join(buildDir(), name), 'utf8')),
    );
    expect(texts.some((text) => text.includes('a change to page-output'))).toBe(true);
    expect(await prepare()).toMatch(/^Up to date: /);
  }, 60_000);

  it('makes the bundle again rather than run a render worker file that is not the one bundled', async () => {
    await prepare();
    const worker = (await bundleManifest()).entries['render-worker'] as string;
    const bundled = await readFile(path.join(buildDir(), worker), 'utf8');
    await writeFile(path.join(buildDir(), worker), 'process.exit(3);\n');
    expect(await prepare()).toMatch(/^Bundled /);
    expect(await readFile(path.join(buildDir(), worker), 'utf8')).toBe(bundled);
  }, 60_000);

  it("starts without React, MUI, Emotion or Vite: they load only when pages are rendered here or Vite's bundles are built", async () => {
    const packages = [...(await staticPackages((await bundleManifest()).entries.build as string))];
    expect(packages).toContain('node:path');
    expect(packages.filter((name) => /^(react|react-dom|@mui|@emotion|vite)(\/|$)/.test(name))).toEqual([]);
  }, 60_000);
});
