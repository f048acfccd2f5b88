import { randomBytes } from 'node:crypto';
import { mkdir, readdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';

/**
 * A build's output folder, written beside the served one and swapped in only once it is complete
 * (decision 029): a failed build removes its own folder and leaves `distDir` exactly as it was, so a
 * running server keeps answering and the next `npm run serve` still finds the last good build.
 */
export type BuildOutput = {
  /** Where this build writes: `<dist>.building-<pid>-<random>`, in dist's parent so a rename can swap it. */
  dir: string;
  /** Puts the finished build in place of `distDir` and removes the one it replaced. */
  commit: () => Promise<void>;
  /** Removes this build's folder, and nothing else. */
  discard: () => Promise<void>;
};

const BUILDING = 'building';
const OLD = 'old';

function sibling(distDir: string, kind: string): string {
  return `${distDir}.${kind}-${process.pid}-${randomBytes(4).toString('hex')}`;
}

/** Whether the process that made a leftover folder still runs (its build may be writing there). */
function isRunning(pid: number): boolean {
  if (pid === process.pid) return true;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Removes what an interrupted build left beside `distDir` (a half-written `.building-` folder, or an
 * `.old-` one a crash kept from being removed), unless the process that made it still runs.
 * Returns the names removed.
 */
export async function removeBuildLeftovers(distDir: string): Promise<string[]> {
  const parent = path.dirname(distDir);
  const pattern = new RegExp(`^${escapeRegExp(path.basename(distDir))}\\.(?:${BUILDING}|${OLD})-(\\d+)-[0-9a-f]+$`);
  const names = await readdir(parent).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  const leftovers = names.filter((name) => {
    const pid = pattern.exec(name)?.[1];
    return pid !== undefined && !isRunning(Number(pid));
  });
  await Promise.all(leftovers.map((name) => rm(path.join(parent, name), { recursive: true, force: true })));
  return leftovers;
}

/** A new, empty output folder beside `distDir`, after removing what crashed builds left there. */
export async function startBuildOutput(distDir: string): Promise<BuildOutput> {
  await removeBuildLeftovers(distDir);
  const dir = sibling(distDir, BUILDING);
  await mkdir(dir, { recursive: true });
  return {
    dir,
    commit: () => swapIntoPlace(dir, distDir),
    discard: () => rm(dir, { recursive: true, force: true }),
  };
}

/**
 * Two renames in the same folder: the served build steps aside, the new one takes its name. Between
 * them `distDir` is absent for the time of one system call; if the second rename fails, the old build
 * is put back and the error thrown. The old build is removed last.
 */
export async function swapIntoPlace(newDir: string, distDir: string): Promise<void> {
  const oldDir = sibling(distDir, OLD);
  let movedAside = true;
  try {
    await rename(distDir, oldDir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    movedAside = false;
  }
  try {
    await rename(newDir, distDir);
  } catch (error) {
    if (movedAside) await rename(oldDir, distDir);
    throw error;
  }
  if (movedAside) await rm(oldDir, { recursive: true, force: true });
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
