import { createHash } from 'node:crypto';
import { lstat, readFile, realpath, rm } from 'node:fs/promises';
import path from 'node:path';
import { createPatch } from 'diff';
import type { ChangedFile } from '../client/views/publish-types';
import { IMAGE_EXTENSIONS, withFileLock } from './content-files';
import { git, nulFields, runGit } from './git-commands';
import { RequestRefused } from './request-fields';

/** The folders a Changes view lists and a Publish commits (issue 29): the content and the images, nothing else. */
const PUBLISHED_FOLDERS = ['content', 'public/img'] as const;

const RASTER = IMAGE_EXTENSIONS.filter((extension) => extension !== '.svg');
const isRaster = (file: string) => RASTER.some((extension) => file.toLowerCase().endsWith(extension));

const versionOfBytes = (bytes: Buffer | undefined) => (bytes === undefined ? 'absent' : createHash('sha256').update(bytes).digest('hex'));

/**
 * Why a name git printed is not one the editor may publish or revert, or undefined when it may: it must
 * lie in content/ or public/img/ as a plain relative path (no `..`, no empty part, no backslash, no
 * control character: names come from the disk, which anyone may have written).
 */
function refusedName(file: string): string | undefined {
  if (!PUBLISHED_FOLDERS.some((folder) => file.startsWith(`${folder}/`))) return 'is outside content/ and public/img/';
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the control characters are what is refused.
  if (/[\u0000-\u001f\u007f\\]/.test(file)) return 'has a control character or a backslash in its name; rename it';
  if (file.split('/').some((part) => part === '' || part === '.' || part === '..')) return 'is not a plain path';
  return undefined;
}

/** Whether a part of `file` (a folder on the way, or the file itself) is a symbolic link (decision 027); parts that do not exist end the walk. */
async function throughLink(rootDir: string, file: string): Promise<boolean> {
  let current = rootDir;
  for (const part of file.split('/')) {
    current = path.join(current, part);
    const found = await lstat(current).catch(() => undefined);
    if (!found) return false;
    if (found.isSymbolicLink()) return true;
    if (current !== path.join(rootDir, file) && !found.isDirectory()) return false;
  }
  return false;
}

/**
 * The lock key of a file: the same absolute path content-files.ts's contentFile gives a save, so a Revert
 * or a Publish and a save of one file take turns (withFileLock).
 */
export const lockKey = async (rootDir: string, file: string) => path.join(await realpath(rootDir), ...file.split('/'));

/** The disk's bytes of `file`, or undefined when it is absent; refuses anything but a regular file. */
export async function diskBytes(rootDir: string, file: string): Promise<Buffer | undefined> {
  if (await throughLink(rootDir, file))
    throw new RequestRefused(422, `${file} is a symbolic link or lies in a linked folder; links are not followed in content/ or public/ (decision 027).`);
  const absolute = path.join(rootDir, ...file.split('/'));
  const found = await lstat(absolute).catch(() => undefined);
  if (!found) return undefined;
  if (!found.isFile()) throw new RequestRefused(422, `${file} is not a regular file; only files are published.`);
  return readFile(absolute);
}

/** The bytes of `file` in commit `commit`, or undefined when it has none there. */
export async function committedBytes(rootDir: string, commit: string, file: string): Promise<Buffer | undefined> {
  const listed = nulFields(await git(rootDir, ['ls-tree', '-z', '--full-tree', commit, '--', file]));
  const entry = listed[0];
  if (!entry) return undefined;
  const [mode, type, object] = entry.slice(0, entry.indexOf('\t')).split(' ');
  if (type !== 'blob' || mode === '120000')
    throw new RequestRefused(422, `${file} is not a regular file in the last commit (a link or a submodule); change it with git.`);
  const result = await runGit(rootDir, ['cat-file', 'blob', String(object)]);
  return result.stdout;
}

/** Whether `rootDir` holds a commit yet (a new repository has none). */
export async function headCommit(rootDir: string): Promise<string | undefined> {
  const result = await runGit(rootDir, ['rev-parse', '--verify', '-q', 'HEAD^{commit}']);
  return result.code === 0 ? result.stdout.toString('utf8').trim() : undefined;
}

/**
 * The content and image files that differ from the last commit: `git status -z` of content/ and
 * public/img/ only (untracked files one by one, renames as a deletion and an addition). A name the
 * editor may not publish is listed apart with why.
 */
export async function changedNames(
  rootDir: string,
): Promise<{ files: { file: string; change: ChangedFile['change'] }[]; refused: { file: string; message: string }[] }> {
  // git prints names from the repository's top, and the editor's are from the project's: the two must be one folder.
  const prefix = await runGit(rootDir, ['rev-parse', '--show-prefix']);
  if (prefix.code !== 0)
    throw new RequestRefused(409, 'This project is not a git clone: Changes and Publish need one (`git clone` the site, then run `npm run edit` in it).');
  if (prefix.stdout.toString('utf8').trim() !== '')
    throw new RequestRefused(
      409,
      "This project is a folder inside a git repository, not its top: Changes and Publish work from a clone of the site's own repository.",
    );
  const output = await git(rootDir, ['status', '--porcelain=v1', '-z', '--untracked-files=all', '--no-renames', '--ignored=no', '--', ...PUBLISHED_FOLDERS]);
  const files: { file: string; change: ChangedFile['change'] }[] = [];
  const refused: { file: string; message: string }[] = [];
  for (const entry of nulFields(output)) {
    const code = entry.slice(0, 2);
    const file = entry.slice(3);
    const why = refusedName(file);
    // A name outside the two folders cannot come from this pathspec; one that does is shown, never touched.
    if (why) {
      refused.push({ file: JSON.stringify(file).slice(1, -1), message: `${JSON.stringify(file)} ${why}.` });
      continue;
    }
    if (await throughLink(rootDir, file)) {
      refused.push({ file, message: `${file} is a symbolic link or lies in a linked folder; links are not followed in content/ or public/ (decision 027).` });
      continue;
    }
    const change = code === '??' || code.includes('A') ? 'added' : code.includes('D') ? 'deleted' : 'modified';
    files.push({ file, change });
  }
  files.sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0));
  return { files, refused };
}

/** Every changed content and image file with its diff (or sizes), and the names refused. */
export async function listChanges(rootDir: string): Promise<{ files: ChangedFile[]; refused: { file: string; message: string }[] }> {
  const head = await headCommit(rootDir);
  const { files, refused } = await changedNames(rootDir);
  const listed: ChangedFile[] = [];
  for (const { file, change } of files) {
    const [before, after] = await Promise.all([head ? committedBytes(rootDir, head, file) : undefined, diskBytes(rootDir, file)]);
    // Staged but back to the commit's bytes: nothing to publish or revert.
    if (before !== undefined && after !== undefined && before.equals(after)) continue;
    const entry: ChangedFile = {
      file,
      change: after === undefined ? 'deleted' : before === undefined ? 'added' : change === 'deleted' ? 'modified' : change,
      version: versionOfBytes(after),
    };
    if (before !== undefined) entry.before = before.length;
    if (after !== undefined) entry.after = after.length;
    if (!isRaster(file)) entry.diff = createPatch(file, before?.toString('utf8') ?? '', after?.toString('utf8') ?? '', 'last commit', 'on disk');
    listed.push(entry);
  }
  return { files: listed, refused };
}

/**
 * Takes one file back to the last commit (its bytes and its index entry), or removes a file the commit
 * does not have; only when the disk still holds the version the maintainer saw (else 409), and while
 * holding the file's lock, so a save of it waits.
 */
export async function revertFile(rootDir: string, file: string, shown: string): Promise<void> {
  const why = refusedName(file);
  if (why) throw new RequestRefused(400, `file: ${JSON.stringify(file)} ${why}.`);
  const { files } = await changedNames(rootDir);
  if (!files.some((changed) => changed.file === file)) throw new RequestRefused(404, `${file} has no change to revert.`);
  await withFileLock(await lockKey(rootDir, file), async () => {
    if (versionOfBytes(await diskBytes(rootDir, file)) !== shown)
      throw new RequestRefused(409, `${file} changed since its diff was shown; nothing was reverted. Look again.`);
    const head = await headCommit(rootDir);
    const committed = head ? await committedBytes(rootDir, head, file) : undefined;
    if (committed !== undefined) {
      // Index and file back to the commit's; GIT_LITERAL_PATHSPECS makes the name a name, never a pattern.
      await git(rootDir, ['checkout', '-q', 'HEAD', '--', file]);
      return;
    }
    await git(rootDir, ['rm', '-q', '--cached', '--ignore-unmatch', '--', file]);
    await rm(path.join(rootDir, ...file.split('/')), { force: true });
  });
}
