/**
 * Releases (decision 032): each commit is built in its own folder, `releases/<time>-<sha>/`, and only a
 * release whose every step passed is marked complete (`release.json`) and pointed to by the `current`
 * link, which is replaced in one rename. The instances follow the link (server/live-build.ts). The last
 * five complete releases are kept; `rollback` points `current` at the one before. One release at a
 * time: a lock file with the owner's process id, taken over only when that process is gone.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { link, lstat, mkdir, open, readdir, readFile, readlink, rename, rm, symlink, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';

const markerFile = 'release.json';
const lockFile = '.release.lock';
/** Build outputs with content-hashed names that a page from the previous build may still ask for (see carryAssets). */
const hashedFolders = ['dist/client/assets', 'dist/client/img/_v'];

export interface ReleaseRecord {
  name: string;
  commit: string;
  subject: string;
  releasedAt: string;
  /** Files of the previous release's hashed folders copied in (relative to the release folder). */
  carried: string[];
  /** The launch check found nothing left to replace (its items are warnings for a release). */
  launchCheckClean: boolean;
}

export class ReleaseError extends Error {
  override name = 'ReleaseError';
}

/**
 * A step run in the release folder (npm run build, …). Resolves with its exit code; its output goes to
 * this terminal, or with `quiet` is returned instead.
 */
export type StepRunner = (
  command: string,
  args: string[],
  options: { cwd: string; env: NodeJS.ProcessEnv; quiet?: boolean },
) => Promise<{ code: number; output: string }>;

const runInherited: StepRunner = (command, args, { quiet, ...options }) =>
  new Promise((resolve, reject) => {
    const child: ChildProcess = spawn(command, args, { ...options, stdio: ['ignore', quiet ? 'pipe' : 'inherit', quiet ? 'pipe' : 'inherit'] });
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', reject);
    child.once('close', (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), output }));
  });

export interface Layout {
  /** Holds `releases/` and the `current` link. */
  root: string;
}

const releasesDir = (layout: Layout) => path.join(layout.root, 'releases');
const currentLink = (layout: Layout) => path.join(layout.root, 'current');

function git(repo: string, args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn('git', ['-C', repo, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve(out.trim()) : reject(new ReleaseError(`git ${args[0]} failed: ${err.trim() || `exit code ${code}`}`))));
  });
}

/** The full id of `commit` in `repo`; an option-looking or unknown name is refused. */
async function resolveCommit(repo: string, commit: string): Promise<string> {
  if (commit.startsWith('-')) throw new ReleaseError(`"${commit}" is not a commit: give a commit id, branch or tag.`);
  return git(repo, ['rev-parse', '--verify', '--end-of-options', `${commit}^{commit}`]).catch(() => {
    throw new ReleaseError(`No commit "${commit}" in ${repo}: give a commit id, branch or tag that exists there.`);
  });
}

/** The complete releases, oldest first (their names start with the UTC time). */
export async function listReleases(layout: Layout): Promise<ReleaseRecord[]> {
  const names = await readdir(releasesDir(layout)).catch(() => [] as string[]);
  const records: ReleaseRecord[] = [];
  for (const name of names.sort()) {
    if (name.startsWith('.')) continue;
    const folder = path.join(releasesDir(layout), name);
    const info = await lstat(folder);
    if (!info.isDirectory()) continue;
    const text = await readFile(path.join(folder, markerFile), 'utf8').catch(() => undefined);
    if (text === undefined) continue;
    records.push({ ...(JSON.parse(text) as ReleaseRecord), name });
  }
  return records;
}

/** The name of the release `current` points to, if any. */
export async function currentRelease(layout: Layout): Promise<string | undefined> {
  const target = await readlink(currentLink(layout)).catch(() => undefined);
  return target === undefined ? undefined : path.basename(target);
}

/** Points `current` at `name` in one step: a new link, renamed over the old one. */
async function switchCurrent(layout: Layout, name: string): Promise<void> {
  const next = path.join(layout.root, `.current.next-${process.pid}`);
  await rm(next, { force: true });
  await symlink(path.join('releases', name), next);
  await rename(next, currentLink(layout));
}

/** Takes the release lock, or says who holds it. Returns the function that releases it. */
async function takeLock(layout: Layout): Promise<() => Promise<void>> {
  await mkdir(releasesDir(layout), { recursive: true });
  const file = path.join(releasesDir(layout), lockFile);
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const handle = await open(file, 'wx');
      await handle.writeFile(String(process.pid));
      await handle.close();
      return () => unlink(file).catch(() => undefined);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number((await readFile(file, 'utf8').catch(() => '')).trim());
      if (Number.isInteger(owner) && owner > 0 && isAlive(owner)) {
        throw new ReleaseError(`Another release is running (process ${owner}); wait for it to finish, then run this one again.`);
      }
      // Its owner is gone (a killed release): take it over.
      await unlink(file).catch(() => undefined);
    }
  }
  throw new ReleaseError('Could not take the release lock: another release took it at the same moment; run this one again.');
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function timestamp(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');
}

/** Unpacks `commit` of `repo` into `folder` (git archive, then tar). */
function unpackCommit(repo: string, commit: string, folder: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const archive = spawn('git', ['-C', repo, 'archive', '--format=tar', commit], { stdio: ['ignore', 'pipe', 'pipe'] });
    const tar = spawn('tar', ['-x', '-C', folder], { stdio: ['pipe', 'ignore', 'pipe'] });
    let err = '';
    archive.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    tar.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    archive.stdout.pipe(tar.stdin);
    archive.once('error', reject);
    tar.once('error', reject);
    const exited = (child: ChildProcess) => new Promise<number | null>((done) => child.once('close', (code) => done(code)));
    // Both must have exited, in whichever order they do.
    Promise.all([exited(archive), exited(tar)]).then(([archiveCode, tarCode]) => {
      if (archiveCode === 0 && tarCode === 0) resolve();
      else reject(new ReleaseError(`Could not unpack commit ${commit.slice(0, 12)}: ${err.trim() || 'git archive or tar failed'}`));
    }, reject);
  });
}

/** Every regular file below `folder`, relative to it; symbolic links and other special files are left out. */
async function regularFiles(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((entry) => entry.isFile()).map((entry) => path.relative(folder, path.join(entry.parentPath, entry.name)));
}

/**
 * Copies into the new release each hashed file of the previous one it lacks (hard links when the two
 * are on one file system). nginx serves /assets/ from `current`, so a page an instance rendered from the
 * previous build just before it switched still finds its scripts and styles after the switch. Only the
 * previous release's own files are carried, not those it carried itself: two builds' worth at most.
 */
async function carryAssets(previous: string, next: string, previousRecord: ReleaseRecord | undefined): Promise<string[]> {
  const alreadyCarried = new Set(previousRecord?.carried ?? []);
  const carried: string[] = [];
  for (const folder of hashedFolders) {
    for (const file of await regularFiles(path.join(previous, folder))) {
      const relative = path.join(folder, file);
      const target = path.join(next, relative);
      if (alreadyCarried.has(relative) || existsSync(target)) continue;
      await mkdir(path.dirname(target), { recursive: true });
      await link(path.join(previous, relative), target).catch(async () => writeFile(target, await readFile(path.join(previous, relative))));
      carried.push(relative);
    }
  }
  return carried;
}

/** Removes all but the newest `keep` complete releases (never the live one) and folders of releases that never completed. */
async function prune(layout: Layout, keep: number, building: string): Promise<string[]> {
  const live = await currentRelease(layout);
  const complete = await listReleases(layout);
  const keepNames = new Set([...complete.slice(-keep).map((record) => record.name), live, building]);
  const removed: string[] = [];
  for (const name of await readdir(releasesDir(layout))) {
    if (name.startsWith('.') || keepNames.has(name)) continue;
    await rm(path.join(releasesDir(layout), name), { recursive: true, force: true });
    removed.push(name);
  }
  return removed;
}

export interface ReleaseOptions extends Layout {
  /** The git repository (a bare one, or a checkout) holding the commit. */
  repo: string;
  /** A commit id, branch or tag; HEAD by default. */
  commit?: string;
  /** The folder linked as each release's node_modules while its package-lock.json matches the one beside it. */
  nodeModules: string;
  /** The environment the steps run with (DATABASE_URL for the blog import). */
  env: NodeJS.ProcessEnv;
  keep?: number;
  log: (line: string) => void;
  run?: StepRunner;
  now?: () => Date;
}

export interface ReleaseResult {
  record: ReleaseRecord;
  seconds: number;
  removed: string[];
  /** The previous live release, if any. */
  previous?: string;
  /** The server's own code differs from the previous release: instances must be restarted to run it. */
  serverCodeChanged: boolean;
}

/** The folders and files whose change needs a restart of the instances, not just a new build. */
const serverCode = ['server', 'src/common', 'schemas', 'package.json', 'package-lock.json', 'site.config.ts'];

/** Builds, checks and imports `commit` in a new release folder; switches `current` to it only when every step passed. */
export async function release(options: ReleaseOptions): Promise<ReleaseResult> {
  const started = Date.now();
  const run = options.run ?? runInherited;
  const unlock = await takeLock(options);
  let folder: string | undefined;
  try {
    const commit = await resolveCommit(options.repo, options.commit ?? 'HEAD');
    const subject = await git(options.repo, ['log', '-1', '--format=%s', commit]);
    const name = `${timestamp(options.now?.() ?? new Date())}-${commit.slice(0, 12)}`;
    folder = path.join(releasesDir(options), name);
    // mkdir without `recursive` fails on an existing folder: a release never reuses one.
    await mkdir(folder);
    options.log(`Release ${name}: ${subject}`);
    await unpackCommit(options.repo, commit, folder);

    const lockBeside = path.join(path.dirname(options.nodeModules), 'package-lock.json');
    const sameLock =
      existsSync(lockBeside) && (await readFile(path.join(folder, 'package-lock.json'), 'utf8').catch(() => '')) === (await readFile(lockBeside, 'utf8'));
    const env: NodeJS.ProcessEnv = { ...options.env, DATA_DIR: options.env.DATA_DIR || path.join(options.root, 'data') };
    const seconds = (since: number) => `${((Date.now() - since) / 1000).toFixed(1)} s`;
    const mustPass = async (label: string, command: string, args: string[]) => {
      options.log(`- ${label}`);
      const stepStarted = Date.now();
      const { code } = await run(command, args, { cwd: folder as string, env });
      if (code !== 0) throw new ReleaseError(`${label} failed (exit code ${code}) after ${seconds(stepStarted)}: see its output above.`);
      options.log(`  done in ${seconds(stepStarted)}`);
    };
    if (sameLock) await symlink(options.nodeModules, path.join(folder, 'node_modules'), 'dir');
    else await mustPass('installing the packages (package-lock.json changed)', 'npm', ['ci', '--no-audit', '--no-fund']);
    // The launch check reads only the content: it runs beside the build, its long list kept to one line here.
    let launchSeconds = '';
    const launchStarted = Date.now();
    const launchRun = run('npm', ['run', '--silent', 'check:launch'], { cwd: folder, env, quiet: true }).then((result) => {
      launchSeconds = seconds(launchStarted);
      return result;
    });
    // The build validates the whole manifest first (the validator of npm run validate) and stops on any problem.
    await mustPass('validating and building (npm run build)', 'npm', ['run', '--silent', 'build']).catch(async (error: unknown) => {
      // The folder is removed after a failure: not while the launch check still reads it.
      await launchRun.catch(() => undefined);
      throw error;
    });
    const launch = await launchRun;
    // It exits 1 while anything is left to replace: for a release those are warnings.
    if (launch.code !== 0 && launch.code !== 1) {
      throw new ReleaseError(`The launch check (npm run check:launch) could not run (exit code ${launch.code}):\n${launch.output.trim()}`);
    }
    const summary = launch.output.trim().split('\n').at(-1) ?? '';
    options.log(
      `- launch check (beside the build, ${launchSeconds}): ${launch.code === 0 ? 'nothing left to replace' : `${summary} Warnings only; npm run check:launch lists them.`}`,
    );
    await mustPass('importing the blog (npm run blog:import)', 'npm', ['run', '--silent', 'blog:import']);
    // The instances run the server's bundle (server/launch.mjs, decision 031) from a folder they cannot write: made here.
    await mustPass('bundling the server (npm run bundle:server)', 'npm', ['run', '--silent', 'bundle:server']);

    const previous = await currentRelease(options);
    const records = await listReleases(options);
    const previousRecord = records.find((record) => record.name === previous);
    const carried = previous ? await carryAssets(path.join(releasesDir(options), previous), folder, previousRecord) : [];
    const record: ReleaseRecord = {
      name,
      commit,
      subject,
      releasedAt: new Date().toISOString(),
      carried,
      launchCheckClean: launch.code === 0,
    };
    await writeFile(path.join(folder, markerFile), `${JSON.stringify(record, null, 2)}\n`);
    await switchCurrent(options, name);
    folder = undefined;
    const serverCodeChanged =
      previousRecord !== undefined &&
      (await git(options.repo, ['diff', '--name-only', previousRecord.commit, commit, '--', ...serverCode]).catch(() => 'unknown')) !== '';
    const removed = await prune(options, options.keep ?? 5, name);
    return { record, seconds: (Date.now() - started) / 1000, removed, previous, serverCodeChanged };
  } finally {
    // A release that did not complete leaves nothing behind, and `current` as it was.
    if (folder) await rm(folder, { recursive: true, force: true });
    await unlock();
  }
}

/** Points `current` at the complete release before the live one. */
export async function rollback(layout: Layout): Promise<{ from: string; to: ReleaseRecord; seconds: number }> {
  const started = Date.now();
  const unlock = await takeLock(layout);
  try {
    const live = await currentRelease(layout);
    if (live === undefined) throw new ReleaseError(`There is no release in ${layout.root} yet: nothing to roll back.`);
    const records = await listReleases(layout);
    const index = records.findIndex((record) => record.name === live);
    const to = index > 0 ? records[index - 1] : undefined;
    if (!to) throw new ReleaseError(`No release before ${live} is kept: nothing to roll back to.`);
    await switchCurrent(layout, to.name);
    return { from: live, to, seconds: (Date.now() - started) / 1000 };
  } finally {
    await unlock();
  }
}
