import { createHash } from 'node:crypto';
import type { Dirent } from 'node:fs';
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { isMissingFile } from './file-errors';

/** Everything the build reads. A change to any of these makes the last build stale. */
const inputFolders = ['content', 'src', 'schemas', 'public', 'scripts'];
const inputFiles = ['site.config.ts', 'vite.config.ts', 'package-lock.json', 'index.html'];
/** Read by the server into its database (`npm run blog:import`), never by the build: editing a post needs no rebuild. */
const notBuildInputs = [path.join('content', 'blog')];

const buildInfoSchema = z.object({
  fingerprint: z.string().regex(/^[0-9a-f]+$/),
  builtAt: z.string(),
});

type BuildInfo = z.infer<typeof buildInfoSchema>;

export type BuildState = 'fresh' | 'missing' | 'stale';

async function listFiles(folder: string, rootDir: string): Promise<string[]> {
  if (notBuildInputs.includes(path.relative(rootDir, folder))) return [];
  let entries: Dirent[];
  try {
    entries = await readdir(folder, { withFileTypes: true });
  } catch (error) {
    if (isMissingFile(error)) return [];
    throw error;
  }
  const nested = await Promise.all(
    entries.map((entry) => {
      const entryPath = path.join(folder, entry.name);
      return entry.isDirectory() ? listFiles(entryPath, rootDir) : [entryPath];
    }),
  );
  return nested.flat();
}

/** One line per file; null when the file vanished between listing and stat (an editor's temp file). */
async function describeFile(rootDir: string, filePath: string): Promise<string | null> {
  try {
    const stats = await stat(filePath);
    const relativePath = path.relative(rootDir, filePath).split(path.sep).join('/');
    return `${relativePath}\0${stats.size}\0${stats.mtimeMs}`;
  } catch (error) {
    if (isMissingFile(error)) return null;
    throw error;
  }
}

/**
 * A hash of the paths, sizes and modification times of the build's inputs. It reads no file
 * contents, so it stays fast enough to run on every `npm start`; touching a file without changing
 * it counts as a change, which costs one needless build at worst.
 */
export async function computeSourceFingerprint(rootDir: string): Promise<string> {
  const folderFiles = await Promise.all(inputFolders.map((folder) => listFiles(path.join(rootDir, folder), rootDir)));
  const files = [...folderFiles.flat(), ...inputFiles.map((file) => path.join(rootDir, file))];
  const lines = await Promise.all(files.map((file) => describeFile(rootDir, file)));

  const hash = createHash('sha256');
  for (const line of lines.filter((line): line is string => line !== null).sort()) {
    hash.update(`${line}\n`);
  }
  return hash.digest('hex');
}

/** The build's record of what it was built from, or null when there is none or it is unreadable. */
async function readBuildInfo(distDir: string): Promise<BuildInfo | null> {
  let text: string;
  try {
    text = await readFile(path.join(distDir, 'build-info.json'), 'utf8');
  } catch (error) {
    if (isMissingFile(error)) return null;
    throw error;
  }
  try {
    const parsed = buildInfoSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export async function checkBuildState(rootDir: string, distDir: string): Promise<BuildState> {
  const info = await readBuildInfo(distDir);
  if (info === null) return 'missing';
  return info.fingerprint === (await computeSourceFingerprint(rootDir)) ? 'fresh' : 'stale';
}

export async function isBuildFresh(rootDir: string, distDir: string): Promise<boolean> {
  return (await checkBuildState(rootDir, distDir)) === 'fresh';
}
