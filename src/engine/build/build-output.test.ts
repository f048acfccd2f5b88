// @vitest-environment node
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { removeBuildLeftovers, startBuildOutput, swapIntoPlace } from './build-output';

let parent: string;
let distDir: string;

async function writeTree(root: string, files: Record<string, string>): Promise<void> {
  for (const [name, text] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(root, name)), { recursive: true });
    await writeFile(path.join(root, name), text);
  }
}

async function readTree(root: string): Promise<Record<string, string>> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  const files = entries.filter((entry) => entry.isFile()).map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)));
  return Object.fromEntries(await Promise.all(files.sort().map(async (file) => [file, await readFile(path.join(root, file), 'utf8')] as const)));
}

const servedBuild = { 'client/robots.txt': 'User-agent: *\n', 'client/index.html': '<p>last good build</p>', 'routes.json': '{"pages":["/"]}' };
/** A process id no process has: above Linux's largest (4194304) and any other system's. */
const deadPid = 99_999_999;

beforeEach(async () => {
  parent = await mkdtemp(path.join(os.tmpdir(), 'build-output-'));
  distDir = path.join(parent, 'dist');
  await writeTree(distDir, servedBuild);
});

afterEach(async () => {
  await rm(parent, { recursive: true, force: true });
});

describe('a build written beside dist/ and swapped in', () => {
  it('writes into a new folder beside dist/ and, on success, puts it in dist/ place and removes the old build', async () => {
    const output = await startBuildOutput(distDir);
    expect(path.dirname(output.dir)).toBe(parent);
    expect(path.basename(output.dir)).toMatch(new RegExp(`^dist\\.building-${process.pid}-[0-9a-f]+$`));
    // While it builds, the served build is untouched.
    await writeTree(output.dir, { 'client/robots.txt': 'new\n', 'build-info.json': '{}' });
    expect(await readTree(distDir)).toEqual(servedBuild);

    await output.commit();
    expect(await readTree(distDir)).toEqual({ 'build-info.json': '{}', 'client/robots.txt': 'new\n' });
    expect(await readdir(parent)).toEqual(['dist']);
  });

  it('works when there is no dist/ yet (a first build)', async () => {
    await rm(distDir, { recursive: true });
    const output = await startBuildOutput(distDir);
    await writeTree(output.dir, { 'routes.json': '{}' });
    await output.commit();
    expect(await readTree(distDir)).toEqual({ 'routes.json': '{}' });
    expect(await readdir(parent)).toEqual(['dist']);
  });

  it('a failed build removes only its own folder: dist/ stays byte for byte as it was', async () => {
    const output = await startBuildOutput(distDir);
    await writeTree(output.dir, { 'client/robots.txt': 'half written' });
    await output.discard();
    expect(await readTree(distDir)).toEqual(servedBuild);
    expect(await readdir(parent)).toEqual(['dist']);
  });

  it('puts the old build back when the new one cannot take its place', async () => {
    await expect(swapIntoPlace(path.join(parent, 'dist.building-gone'), distDir)).rejects.toThrow(/ENOENT/);
    expect(await readTree(distDir)).toEqual(servedBuild);
    expect(await readdir(parent)).toEqual(['dist']);
  });

  it('removes what a crashed build left beside dist/ when the next build starts, but not a running build', async () => {
    const crashed = [`dist.building-${deadPid}-0a1b2c3d`, `dist.old-${deadPid}-4e5f6a7b`];
    const running = `dist.building-${process.ppid}-0a1b2c3d`;
    const unrelated = ['dist.building-notes', 'distant.building-1-ab', 'other.old-1-ab'];
    for (const name of [...crashed, running, ...unrelated]) await writeTree(path.join(parent, name), { 'client/robots.txt': 'leftover' });

    expect((await removeBuildLeftovers(distDir)).sort()).toEqual(crashed);
    const output = await startBuildOutput(distDir);
    expect((await readdir(parent)).sort()).toEqual(['dist', path.basename(output.dir), running, ...unrelated].sort());
    expect(await readTree(distDir)).toEqual(servedBuild);
  });
});
