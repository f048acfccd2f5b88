// @vitest-environment node
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, readlink, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { currentRelease, listReleases, ReleaseError, type ReleaseOptions, release, rollback, type StepRunner } from './releases';

/**
 * The release steps with the npm commands replaced by a stand-in: "build" writes dist/ from the
 * commit's content/heading.txt (a page and a hashed asset named after it) and fails when it says
 * "broken", as a real build fails on content that does not validate.
 */
let tmp: string;
let repo: string;
let root: string;
let clock: number;
const ran: string[] = [];

const fakeSteps: StepRunner = async (command, args, { cwd, env }) => {
  const step = args.includes('run') ? (args.at(-1) ?? '') : `${command} ${args[0]}`;
  ran.push(step);
  const heading = (await readFile(path.join(cwd, 'content/heading.txt'), 'utf8')).trim();
  if (step === 'build' && heading === 'broken') {
    process.stderr.write('content/heading.txt: line 1: "broken" is not a heading\n');
    return { code: 1, output: '' };
  }
  if (step === 'build') {
    await mkdir(path.join(cwd, 'dist/client/assets'), { recursive: true });
    await writeFile(path.join(cwd, 'dist/client/index.html'), `<h1>${heading}</h1><script src="/assets/app-${heading}.js"></script>`);
    await writeFile(path.join(cwd, `dist/client/assets/app-${heading}.js`), `// ${heading}`);
  }
  if (step === 'blog:import') expect(env.DATA_DIR).toBe(path.join(root, 'data'));
  return step === 'check:launch' ? { code: 1, output: 'site.json:3 a placeholder\nNot ready to launch: 1 placeholder.\n' } : { code: 0, output: '' };
};

function git(...args: string[]): string {
  return execFileSync('git', ['-C', repo, ...args], { encoding: 'utf8' }).trim();
}

async function commit(heading: string): Promise<string> {
  await writeFile(path.join(repo, 'content/heading.txt'), `${heading}\n`);
  git('add', '-A');
  git('-c', 'user.name=Test', '-c', 'user.email=test@example.com', 'commit', '-q', '-m', `Heading: ${heading}`);
  return git('rev-parse', 'HEAD');
}

function options(extra: Partial<ReleaseOptions> = {}): ReleaseOptions {
  clock += 60_000;
  const at = clock;
  return { root, repo, nodeModules: path.join(tmp, 'node_modules'), env: {}, log: () => undefined, run: fakeSteps, now: () => new Date(at), ...extra };
}

const liveHome = () => readFile(path.join(root, 'current/dist/client/index.html'), 'utf8');

beforeEach(async () => {
  tmp = await mkdtemp(path.join(os.tmpdir(), 'releases-'));
  repo = path.join(tmp, 'repo');
  root = path.join(tmp, 'site');
  clock = Date.UTC(2026, 10, 28, 8, 0, 0);
  ran.length = 0;
  await mkdir(path.join(repo, 'content'), { recursive: true });
  await mkdir(path.join(tmp, 'node_modules'));
  await writeFile(path.join(repo, 'package-lock.json'), '{}\n');
  await writeFile(path.join(tmp, 'package-lock.json'), '{}\n');
  execFileSync('git', ['init', '-q', repo]);
});

afterEach(async () => {
  await rm(tmp, { recursive: true, force: true });
});

describe('npm run release', () => {
  it('builds the commit in releases/<time>-<sha>/, runs every step there, then points current at it', async () => {
    const sha = await commit('First heading');
    const log: string[] = [];
    const result = await release(options({ log: (line) => log.push(line) }));
    expect(result.record.name).toBe(`20261128T080100Z-${sha.slice(0, 12)}`);
    // The launch check runs beside the build; the blog is imported only after both, then the server is bundled for the instances.
    expect(ran).toEqual(['check:launch', 'build', 'blog:import', 'bundle:server']);
    expect(log).toContainEqual(expect.stringMatching(/^- launch check \(beside the build, [\d.]+ s\): Not ready to launch: 1 placeholder\. Warnings only/));
    expect(await readlink(path.join(root, 'current'))).toBe(`releases/${result.record.name}`);
    expect(await liveHome()).toContain('First heading');
    // The launch check's items are warnings: the release went out, and says the check was not clean.
    expect(result.record.launchCheckClean).toBe(false);
  });

  it('releases the commit it is given, not HEAD, and refuses an unknown one or an option in its place', async () => {
    const first = await commit('Old');
    await commit('New');
    await release(options({ commit: first.slice(0, 10) }));
    expect(await liveHome()).toContain('Old');
    await expect(release(options({ commit: 'no-such-branch' }))).rejects.toThrow(/No commit "no-such-branch"/);
    await expect(release(options({ commit: '--output=/tmp/x' }))).rejects.toThrow(ReleaseError);
  });

  it('leaves the live release untouched when a step fails, says which, and leaves no folder behind', async () => {
    await commit('Good');
    const good = await release(options());
    await commit('broken');
    await expect(release(options())).rejects.toThrow(/validating and building \(npm run build\) failed \(exit code 1\)/);
    expect(await currentRelease({ root })).toBe(good.record.name);
    expect(await liveHome()).toContain('Good');
    expect(await readdir(path.join(root, 'releases'))).toEqual([good.record.name]);
  });

  it('keeps the last five releases, the live one always among them', async () => {
    const names: string[] = [];
    for (let index = 1; index <= 7; index += 1) {
      await commit(`Heading ${index}`);
      names.push((await release(options())).record.name);
    }
    expect((await listReleases({ root })).map((record) => record.name)).toEqual(names.slice(2));
  });

  it('--rollback points current at the release before the live one, and says when there is none', async () => {
    await commit('One');
    const one = await release(options());
    await expect(rollback({ root })).rejects.toThrow(/No release before/);
    await commit('Two');
    await release(options());
    const back = await rollback({ root });
    expect(back.to.name).toBe(one.record.name);
    expect(await liveHome()).toContain('One');
  });

  it("keeps the previous build's hashed assets beside the new one, for pages rendered just before the switch, but only one build back", async () => {
    await commit('alpha');
    await release(options());
    await commit('beta');
    const beta = await release(options());
    expect(beta.record.carried).toEqual(['dist/client/assets/app-alpha.js']);
    expect(existsSync(path.join(root, 'current/dist/client/assets/app-alpha.js'))).toBe(true);
    await commit('gamma');
    await release(options());
    const assets = await readdir(path.join(root, 'current/dist/client/assets'));
    expect(assets.sort()).toEqual(['app-beta.js', 'app-gamma.js']);
  });

  it('runs one release at a time: a second one is refused while the first holds the lock, and a dead holder is taken over', async () => {
    await commit('Locked');
    await mkdir(path.join(root, 'releases'), { recursive: true });
    await writeFile(path.join(root, 'releases/.release.lock'), String(process.pid));
    await expect(release(options())).rejects.toThrow(`Another release is running (process ${process.pid})`);
    // A pid that cannot be alive (beyond Linux's pid_max).
    await writeFile(path.join(root, 'releases/.release.lock'), '99999999');
    await release(options());
    expect(await liveHome()).toContain('Locked');
  });
});
