import { cp, mkdtemp, rm, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { projectRoot } from '../../server/project-root';

/**
 * A copy of the project's content (and what the editor reads beside it) in a temporary folder, so a
 * test or benchmark can write without touching the real files; node_modules is linked, not copied.
 */
export async function copyProjectForEditor(extra: readonly string[] = []): Promise<{ root: string; remove: () => Promise<void> }> {
  const root = await mkdtemp(path.join(tmpdir(), 'site-editor-'));
  for (const name of ['content', 'public', 'index.html', 'biome.jsonc', '.gitignore', 'package-lock.json', 'package.json', ...extra]) {
    await cp(path.join(projectRoot, name), path.join(root, name), { recursive: true });
  }
  await symlink(path.join(projectRoot, 'node_modules'), path.join(root, 'node_modules'));
  return { root, remove: () => rm(root, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 }) };
}
