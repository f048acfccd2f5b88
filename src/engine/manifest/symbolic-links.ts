import { lstat, readdir, readlink, realpath } from 'node:fs/promises';
import path from 'node:path';

/**
 * The folders whose files the build publishes or reads as content, and the editor lists: every
 * symbolic link inside them is refused, wherever it points (decision 027). Git stores links, so one
 * contribution could otherwise publish any file the build machine can read (`/etc/passwd`, `.env`,
 * `data/`), and a link that stays inside the project can still reach files that are not content.
 */
const LINK_FREE_FOLDERS = ['content', 'public'] as const;

export type SymbolicLink = {
  /** Relative to the project root, forward slashes: "public/img/passwd.png". */
  file: string;
  /** What the link says, as written in it ("/etc/passwd", "../x"). */
  target: string;
  /** Where it leads, relative to the project root when inside it; undefined when it leads nowhere. */
  resolves: 'outside' | 'inside' | 'nowhere';
};

/** Every symbolic link under `folders` of rootDir (recursively, never following one), sorted by path. */
export async function findSymbolicLinks(rootDir: string, folders: readonly string[] = LINK_FREE_FOLDERS): Promise<SymbolicLink[]> {
  const root = await realpath(rootDir);
  const found: SymbolicLink[] = [];
  async function walk(relative: string): Promise<void> {
    let entries: import('node:fs').Dirent[];
    try {
      entries = await readdir(path.join(rootDir, relative), { withFileTypes: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT' || (error as NodeJS.ErrnoException).code === 'ENOTDIR') return;
      throw error;
    }
    for (const entry of entries) {
      const child = `${relative}/${entry.name}`;
      if (entry.isSymbolicLink()) found.push(await describeLink(root, rootDir, child));
      else if (entry.isDirectory()) await walk(child);
    }
  }
  for (const folder of folders) {
    const stat = await lstat(path.join(rootDir, folder)).catch(() => undefined);
    if (stat?.isSymbolicLink()) found.push(await describeLink(root, rootDir, folder));
    else if (stat?.isDirectory()) await walk(folder);
  }
  return found.sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0));
}

async function describeLink(realRoot: string, rootDir: string, file: string): Promise<SymbolicLink> {
  const absolute = path.join(rootDir, file);
  const target = await readlink(absolute);
  const real = await realpath(absolute).catch(() => undefined);
  const relative = real === undefined ? undefined : path.relative(realRoot, real);
  const resolves = relative === undefined ? 'nowhere' : relative.startsWith('..') || path.isAbsolute(relative) ? 'outside' : 'inside';
  return { file, target, resolves };
}

/** The one message every tool prints for a link it refuses: the file, where it points, and what to do. */
export function describeSymbolicLink(link: SymbolicLink): string {
  const where =
    link.resolves === 'outside' ? 'a file outside the project' : link.resolves === 'inside' ? 'another file of the project' : 'it leads nowhere: a broken link';
  return `${link.file}: is a symbolic link to "${link.target}" (${where}); links are not followed in ${LINK_FREE_FOLDERS.map((folder) => `${folder}/`).join(' or ')}: put the file itself here`;
}

/** Throws with every link's message when any folder holds one: for the build, before it reads a file. */
export class SymbolicLinksRefused extends Error {
  constructor(readonly links: readonly SymbolicLink[]) {
    super(links.map(describeSymbolicLink).join('\n'));
    this.name = 'SymbolicLinksRefused';
  }
}

export async function refuseSymbolicLinks(rootDir: string, folders: readonly string[] = LINK_FREE_FOLDERS): Promise<void> {
  const links = await findSymbolicLinks(rootDir, folders);
  if (links.length > 0) throw new SymbolicLinksRefused(links);
}
