import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { validateManifest } from '../../src/engine/manifest/validate-manifest';
import type { EditorIssue } from '../client/form-types';
import type { Author, PublishConflict, PublishTarget } from '../client/views/publish-types';
import { changedNames, committedBytes, diskBytes, headCommit, lockKey } from './changes';
import { isManifestFile, withFileLock } from './content-files';
import { accessProblem, GitFailed, git, nulFields, runGit } from './git-commands';

/**
 * A push to the server's repository answers once its release hook has built and switched the site
 * (deploy/post-receive, a minute or two): the push waits that long, not the 2 minutes of a fetch.
 */
const PUSH_TIMEOUT_MS = 15 * 60_000;

export type PublishOutcome =
  | { kind: 'published'; commit: string; files: string[]; rebased: boolean; target: string; warning?: string; release?: string }
  | { kind: 'conflict'; conflicts: PublishConflict[] }
  | { kind: 'refused'; status: 400 | 409 | 422 | 502; message: string; issues?: EditorIssue[] };

/** Why the clone cannot publish, in words naming what to do; thrown before anything is committed. */
export class PublishRefused extends Error {
  constructor(
    readonly status: 400 | 409 | 422 | 502,
    message: string,
  ) {
    super(message);
    this.name = 'PublishRefused';
  }
}

const RASTER = /\.(webp|png|jpe?g|avif|gif)$/i;
const text = (bytes: Buffer | undefined, file: string) =>
  bytes === undefined ? undefined : RASTER.test(file) ? `(an image of ${bytes.length} bytes)` : bytes.toString('utf8');

/** The branch HEAD names; a Publish from a detached HEAD is refused. */
async function currentBranch(rootDir: string): Promise<string> {
  const result = await runGit(rootDir, ['symbolic-ref', '-q', '--short', 'HEAD']);
  if (result.code !== 0)
    throw new PublishRefused(409, 'This clone is not on a branch (a detached HEAD); check out the branch to publish with git, then open the editor again.');
  return result.stdout.toString('utf8').trim();
}

/**
 * The remote and branch to publish to: the ones given, or the current branch's upstream
 * (`branch.<name>.remote` and `.merge`). The remote must be one of the clone's remotes; the branch a
 * valid branch name.
 */
export async function publishTarget(rootDir: string, given: Partial<PublishTarget> = {}): Promise<PublishTarget> {
  const local = await currentBranch(rootDir);
  const config = async (key: string) => {
    const result = await runGit(rootDir, ['config', '--get', key]);
    return result.code === 0 ? result.stdout.toString('utf8').trim() : undefined;
  };
  const remote = given.remote ?? (await config(`branch.${local}.remote`));
  const merge = await config(`branch.${local}.merge`);
  const branch = given.branch ?? (merge?.startsWith('refs/heads/') ? merge.slice('refs/heads/'.length) : undefined) ?? local;
  const remotes = nulFields((await git(rootDir, ['remote'])).split('\n').join('\0'));
  if (remote === undefined || remote === '.')
    throw new PublishRefused(
      409,
      `The branch ${local} has no upstream to publish to: start the editor with \`npm run edit -- --remote <name> --branch <branch>\`${remotes.length > 0 ? ` (this clone's remotes: ${remotes.join(', ')})` : ', after `git remote add`'}.`,
    );
  if (!remotes.includes(remote))
    throw new PublishRefused(409, `--remote ${remote}: this clone has no such remote (it has ${remotes.join(', ') || 'none'}); see \`git remote -v\`.`);
  if ((await runGit(rootDir, ['check-ref-format', '--branch', branch])).code !== 0 || branch.startsWith('-'))
    throw new PublishRefused(409, `--branch ${JSON.stringify(branch)}: not a valid branch name.`);
  return { remote, branch };
}

/** The author from git's configuration (user.name, user.email), or undefined when either is missing. */
export async function configuredAuthor(rootDir: string): Promise<Author | undefined> {
  const read = async (key: string) => {
    const result = await runGit(rootDir, ['config', '--get', key]);
    return result.code === 0 ? result.stdout.toString('utf8').trim() : '';
  };
  const [name, email] = await Promise.all([read('user.name'), read('user.email')]);
  return name && email ? { name, email } : undefined;
}

/** Holds one Publish per clone at a time: a second one while the first runs is refused, not queued. */
const publishing = new Set<string>();

/** Runs `work` while holding the locks of every file in `files` (sorted, so two holders never wait on each other). */
async function withFileLocks<T>(rootDir: string, files: readonly string[], work: () => Promise<T>): Promise<T> {
  const keys = [...new Set(await Promise.all(files.map((file) => lockKey(rootDir, file))))].sort();
  const hold = (index: number): Promise<T> => (index === keys.length ? work() : withFileLock(keys[index] as string, () => hold(index + 1)));
  return hold(0);
}

const shortId = (commit: string) => commit.slice(0, 7);

/**
 * Publish (issue 29 item 2, decision 033). Commits exactly the content and image files `git status`
 * lists, as their bytes were when read under their locks (a save meanwhile is neither half in it nor
 * lost: it stays a change), after the whole manifest validated with those bytes; and pushes the commit
 * to the target without force. The commit is built in a temporary index from the last commit (or, when
 * the remote moved and no changed file was changed there, from the remote's): nothing another program
 * staged in the clone's index is ever committed. The clone's branch, index and files follow only once
 * the push succeeded.
 */
export async function publish(
  rootDir: string,
  target: PublishTarget,
  request: { message: string; author: Author; keep?: Record<string, 'mine' | 'theirs'> },
): Promise<PublishOutcome> {
  if (publishing.has(rootDir)) return { kind: 'refused', status: 409, message: 'A Publish is already under way; wait for its result in the status line.' };
  publishing.add(rootDir);
  try {
    return await publishLocked(rootDir, target, request);
  } catch (error) {
    if (error instanceof PublishRefused) return { kind: 'refused', status: error.status, message: error.message };
    throw error;
  } finally {
    publishing.delete(rootDir);
  }
}

async function publishLocked(
  rootDir: string,
  target: PublishTarget,
  request: { message: string; author: Author; keep?: Record<string, 'mine' | 'theirs'> },
): Promise<PublishOutcome> {
  const local = await currentBranch(rootDir);
  const head = await headCommit(rootDir);
  if (!head) throw new PublishRefused(409, 'This clone has no commit yet; make the first one with git.');
  const keep = request.keep ?? {};
  const tracking = `refs/remotes/${target.remote}/${target.branch}`;

  // The remote's branch as it is now.
  const fetched = await runGit(rootDir, ['fetch', '--no-tags', '--quiet', target.remote, `+refs/heads/${target.branch}:${tracking}`], { network: true });
  let remoteHead: string | undefined;
  if (fetched.code === 0) remoteHead = (await git(rootDir, ['rev-parse', '--verify', `${tracking}^{commit}`])).trim();
  else if (!/couldn't find remote ref/i.test(fetched.stderr)) {
    console.error(`Publish: git fetch ${target.remote} failed:\n${fetched.stderr}`);
    throw new PublishRefused(
      502,
      `Nothing was published: ${accessProblem(fetched.stderr) ?? `fetching ${target.remote} failed; the terminal that runs npm run edit shows git's words`}.`,
    );
  }
  if (remoteHead !== undefined && remoteHead !== head) {
    const ahead = Number((await git(rootDir, ['rev-list', '--count', `${remoteHead}..${head}`])).trim());
    if (ahead > 0)
      throw new PublishRefused(
        409,
        `The branch ${local} has ${ahead} commit${ahead === 1 ? '' : 's'} that ${target.remote}/${target.branch} does not; the editor publishes only content and images, so push or drop ${ahead === 1 ? 'it' : 'them'} with git first.`,
      );
  }
  const moved = remoteHead !== undefined && remoteHead !== head;
  const upstream = moved ? nulFields(await git(rootDir, ['diff', '--name-only', '-z', '--no-renames', head, String(remoteHead), '--'])) : [];

  const { files: named, refused } = await changedNames(rootDir);
  if (refused.length > 0) throw new PublishRefused(422, `Nothing was published: ${refused.map((item) => item.message).join(' ')}`);
  const names = named.map((entry) => entry.file);

  return withFileLocks(rootDir, names, async () => {
    // The bytes to publish, read once under the locks: what is validated is what is committed.
    const snapshot = new Map<string, Buffer | undefined>();
    for (const file of names) snapshot.set(file, await diskBytes(rootDir, file));
    const mine: string[] = [];
    for (const file of names) {
      const committed = await committedBytes(rootDir, head, file);
      const now = snapshot.get(file);
      if (committed === undefined ? now !== undefined : now === undefined || !committed.equals(now)) mine.push(file);
    }
    if (mine.length === 0) throw new PublishRefused(400, 'There is nothing to publish: no content or image file differs from the last commit.');

    const conflicted = mine.filter((file) => upstream.includes(file));
    const unresolved = conflicted.filter((file) => keep[file] !== 'mine' && keep[file] !== 'theirs');
    if (unresolved.length > 0) {
      const conflicts: PublishConflict[] = [];
      for (const file of unresolved)
        conflicts.push({
          file,
          base: text(await committedBytes(rootDir, head, file), file),
          mine: text(snapshot.get(file), file),
          theirs: text(await committedBytes(rootDir, String(remoteHead), file), file),
        });
      return { kind: 'conflict', conflicts };
    }
    const published = mine.filter((file) => keep[file] !== 'theirs');
    const theirs = mine.filter((file) => keep[file] === 'theirs');
    if (published.length === 0 && !moved) throw new PublishRefused(400, 'There is nothing to publish.');

    // The whole manifest as it will be committed: the published bytes, and the remote's version of the manifest files it changed.
    const drafts = new Map<string, string>();
    for (const file of published) {
      const bytes = snapshot.get(file);
      if (bytes !== undefined && isManifestFile(file)) drafts.set(file, bytes.toString('utf8'));
    }
    for (const file of [...upstream, ...theirs]) {
      if (!isManifestFile(file) || published.includes(file)) continue;
      const bytes = await committedBytes(rootDir, String(remoteHead), file);
      if (bytes !== undefined) drafts.set(file, bytes.toString('utf8'));
    }
    const { issues } = await validateManifest(rootDir, drafts);
    if (issues.length > 0)
      return {
        kind: 'refused',
        status: 422,
        message: `Nothing was published: the content has ${issues.length} problem${issues.length === 1 ? '' : 's'}; fix ${issues.length === 1 ? 'it' : 'them'} first.`,
        issues,
      };

    const parent = moved ? String(remoteHead) : head;
    // Every change of this clone gave way to the remote's: nothing of its own to push, only the remote's to bring in.
    const commit = published.length === 0 ? parent : await commitFiles(rootDir, parent, published, snapshot, request.message, request.author);

    // Never forced: no `+`, no --force; a remote that moved again refuses, and nothing is lost.
    const pushed = await runGit(rootDir, ['push', '--porcelain', '--quiet', target.remote, `${commit}:refs/heads/${target.branch}`], {
      network: true,
      timeoutMs: PUSH_TIMEOUT_MS,
    });
    if (pushed.code !== 0) {
      console.error(`Publish: git push ${target.remote} failed:\n${pushed.stderr}${pushed.stdout.toString('utf8')}`);
      const output = `${pushed.stderr}\n${pushed.stdout.toString('utf8')}`;
      // Rejected as not a fast-forward, or the remote's branch moved under the push (its lock saw another commit).
      if (/\[rejected\]|non-fast-forward|fetch first|stale info|cannot lock ref|but expected/i.test(output))
        return { kind: 'refused', status: 409, message: `Nothing was published: ${target.remote}/${target.branch} changed while publishing. Publish again.` };
      if (/\[remote rejected\]/.test(output))
        return {
          kind: 'refused',
          status: 502,
          message: `Nothing was published: ${target.remote} refused the push (a rule or hook of that repository); the terminal that runs npm run edit shows its words.`,
        };
      return {
        kind: 'refused',
        status: 502,
        message: `Nothing was published: ${accessProblem(output) ?? `the push to ${target.remote} failed; the terminal that runs npm run edit shows git's words`}.`,
      };
    }
    const warning = await followPublished(rootDir, { local, head, moved, commit, published, theirs, snapshot });
    const release = releaseReport(pushed.stderr);
    return { kind: 'published', commit: shortId(commit), files: published, rebased: moved, target: `${target.remote}/${target.branch}`, warning, release };
  });
}

/**
 * The last word of the remote's release hook (deploy/post-receive), relayed by git as `remote: …` lines:
 * whether the pushed commit is live. Undefined when the remote has no such hook.
 */
function releaseReport(stderr: string): string | undefined {
  const lines = [...stderr.matchAll(/^remote: ((?:Published|NOT published): .*?)\s*$/gm)].map((match) => match[1]);
  return lines.at(-1);
}

/** A commit of `files` (their snapshot bytes, or their removal) on `parent`, built in a temporary index: the clone's own index is not read. */
async function commitFiles(
  rootDir: string,
  parent: string,
  files: readonly string[],
  snapshot: Map<string, Buffer | undefined>,
  message: string,
  author: Author,
) {
  const index = path.join(os.tmpdir(), `site-editor-publish-${randomBytes(8).toString('hex')}.index`);
  const env = { GIT_INDEX_FILE: index };
  try {
    await git(rootDir, ['read-tree', parent], { env });
    const entries: string[] = [];
    const zero = '0'.repeat(parent.length);
    for (const file of files) {
      const bytes = snapshot.get(file);
      if (bytes === undefined) entries.push(`0 ${zero}\t${file}`);
      else {
        // --path: the attributes of that name apply (a clean filter such as Git LFS), as `git add` would.
        const blob = (await git(rootDir, ['hash-object', '-w', '--stdin', `--path=${file}`], { input: bytes })).trim();
        entries.push(`100644 ${blob}\t${file}`);
      }
    }
    await git(rootDir, ['update-index', '-z', '--index-info'], { env, input: `${entries.join('\0')}\0` });
    const tree = (await git(rootDir, ['write-tree'], { env })).trim();
    const who = { GIT_AUTHOR_NAME: author.name, GIT_AUTHOR_EMAIL: author.email, GIT_COMMITTER_NAME: author.name, GIT_COMMITTER_EMAIL: author.email };
    return (await git(rootDir, ['commit-tree', tree, '-p', parent, '-F', '-'], { env: who, input: `${message.trim()}\n` })).trim();
  } finally {
    await rm(index, { force: true });
  }
}

/**
 * After the push: the clone's branch moves to the published commit (only from the commit it was on),
 * the published files' index entries become the published bytes (a save made meanwhile stays a change),
 * a file whose remote version was kept is taken back, and the files the remote changed are brought in
 * (a two-tree read-tree, which never overwrites a file with changes of its own). What fails here is a
 * warning: the publish itself succeeded.
 */
async function followPublished(
  rootDir: string,
  step: { local: string; head: string; moved: boolean; commit: string; published: string[]; theirs: string[]; snapshot: Map<string, Buffer | undefined> },
): Promise<string | undefined> {
  try {
    const zero = '0'.repeat(step.head.length);
    const entries: string[] = [];
    for (const file of step.published) {
      if (step.snapshot.get(file) === undefined) entries.push(`0 ${zero}\t${file}`);
      else {
        const listed = nulFields(await git(rootDir, ['ls-tree', '-z', '--full-tree', step.commit, '--', file]))[0] ?? '';
        entries.push(`${listed.slice(0, listed.indexOf(' '))} ${listed.split(' ')[2]?.split('\t')[0]}\t${file}`);
      }
    }
    if (step.theirs.length > 0) await git(rootDir, ['checkout', '-q', step.head, '--', ...step.theirs]);
    await git(rootDir, ['update-ref', '-m', 'site editor: publish', `refs/heads/${step.local}`, step.commit, step.head]);
    if (entries.length > 0) await git(rootDir, ['update-index', '-z', '--index-info'], { input: `${entries.join('\0')}\0` });
    if (step.moved) await git(rootDir, ['read-tree', '-m', '-u', step.head, step.commit]);
    return undefined;
  } catch (error) {
    console.error(`Publish: bringing the clone up to date failed: ${error instanceof GitFailed ? error.message : String(error)}`);
    return 'Published, but this clone could not be brought up to date with it; run `git status` and `git pull` in a terminal.';
  }
}
