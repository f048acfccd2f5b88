// @vitest-environment node
import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { checkBuildState, computeSourceFingerprint, isBuildFresh } from './build-fingerprint';

let rootDir: string;
let distDir: string;

async function writeProjectFile(relativePath: string, text: string): Promise<string> {
  const file = path.join(rootDir, relativePath);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, text);
  return file;
}

/** Same size, later mtime: what an editor's save of a one-character fix looks like. */
async function touchLater(file: string): Promise<void> {
  const later = new Date(Date.now() + 60_000);
  await utimes(file, later, later);
}

async function recordBuild(fingerprint: string): Promise<void> {
  await mkdir(distDir, { recursive: true });
  await writeFile(path.join(distDir, 'build-info.json'), JSON.stringify({ fingerprint, builtAt: new Date().toISOString() }));
}

beforeEach(async () => {
  rootDir = await mkdtemp(path.join(os.tmpdir(), 'fingerprint-'));
  distDir = path.join(rootDir, 'dist');
  await writeProjectFile('content/pages/about.json', '{"title":"About"}');
  await writeProjectFile('src/engine/render.ts', 'export {};');
  await writeProjectFile('site.config.ts', 'export default {};');
});

afterEach(async () => {
  await rm(rootDir, { recursive: true, force: true });
});

describe('computeSourceFingerprint', () => {
  it('is a stable hex digest', async () => {
    const first = await computeSourceFingerprint(rootDir);
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    expect(await computeSourceFingerprint(rootDir)).toBe(first);
  });

  it('changes when a content file is edited', async () => {
    const before = await computeSourceFingerprint(rootDir);
    await touchLater(await writeProjectFile('content/pages/about.json', '{"title":"Abut"}'));
    expect(await computeSourceFingerprint(rootDir)).not.toBe(before);
  });

  it('ignores the blog posts, which the server imports and the build never reads', async () => {
    const before = await computeSourceFingerprint(rootDir);
    await writeProjectFile('content/blog/posts/new-post.md', '---\ntitle: New\n---\nText');
    await writeProjectFile('content/blog/images/new.webp', 'img');
    expect(await computeSourceFingerprint(rootDir)).toBe(before);
  });

  it('changes when a file is added to or removed from an input folder', async () => {
    const before = await computeSourceFingerprint(rootDir);
    const added = await writeProjectFile('public/img/new.webp', 'img');
    const withFile = await computeSourceFingerprint(rootDir);
    expect(withFile).not.toBe(before);
    await rm(added);
    expect(await computeSourceFingerprint(rootDir)).toBe(before);
  });

  it('changes when a top-level input file appears', async () => {
    const before = await computeSourceFingerprint(rootDir);
    await writeProjectFile('vite.config.ts', 'export default {};');
    expect(await computeSourceFingerprint(rootDir)).not.toBe(before);
  });

  it('ignores files the build does not read', async () => {
    const before = await computeSourceFingerprint(rootDir);
    await writeProjectFile('README.md', '# notes');
    await writeProjectFile('server/app.ts', 'export {};');
    await writeProjectFile('dist/client/index.html', '<html>');
    expect(await computeSourceFingerprint(rootDir)).toBe(before);
  });

  it('works on a project with none of the inputs', async () => {
    const empty = await mkdtemp(path.join(os.tmpdir(), 'fingerprint-empty-'));
    try {
      expect(await computeSourceFingerprint(empty)).toMatch(/^[0-9a-f]{64}$/);
    } finally {
      await rm(empty, { recursive: true, force: true });
    }
  });
});

describe('isBuildFresh', () => {
  it('is false when there is no build', async () => {
    expect(await isBuildFresh(rootDir, distDir)).toBe(false);
    expect(await checkBuildState(rootDir, distDir)).toBe('missing');
  });

  it('is true right after a build and flips when a source changes', async () => {
    await recordBuild(await computeSourceFingerprint(rootDir));
    expect(await isBuildFresh(rootDir, distDir)).toBe(true);

    await touchLater(await writeProjectFile('content/pages/about.json', '{"title":"Abut"}'));
    expect(await isBuildFresh(rootDir, distDir)).toBe(false);
    expect(await checkBuildState(rootDir, distDir)).toBe('stale');
  });

  it('is false when build-info.json is not readable JSON', async () => {
    await mkdir(distDir, { recursive: true });
    await writeFile(path.join(distDir, 'build-info.json'), '{"fingerprint": ');
    expect(await isBuildFresh(rootDir, distDir)).toBe(false);
  });
});
