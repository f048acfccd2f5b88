import { cp, mkdtemp, rm, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { projectRoot } from '../server/project-root';

/** What a build of the project reads: a copy with these can run `scripts/build.ts` or the dev server. */
export const BUILDABLE_PROJECT = [
  'content',
  'public',
  'src',
  'schemas',
  'scripts',
  'server',
  'index.html',
  'site.config.ts',
  'vite.config.ts',
  'package.json',
  'tsconfig.json',
] as const;

/**
 * A copy of `names` (files or folders of the project) in a new temporary folder named from `prefix`,
 * so a test or benchmark can write, break or link files without touching the real ones;
 * node_modules is linked, not copied.
 */
export async function copyProject(prefix: string, names: readonly string[]): Promise<{ root: string; remove: () => Promise<void> }> {
  const root = await mkdtemp(path.join(tmpdir(), prefix));
  for (const name of names) await cp(path.join(projectRoot, name), path.join(root, name), { recursive: true });
  await symlink(path.join(projectRoot, 'node_modules'), path.join(root, 'node_modules'));
  return { root, remove: () => rm(root, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 }) };
}
