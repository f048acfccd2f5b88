import { copyProject } from '../../../scripts/project-copy';

/**
 * A copy of the project's content (and what the editor reads beside it) in a temporary folder, so a
 * test or benchmark can write without touching the real files; node_modules is linked, not copied.
 */
export function copyProjectForEditor(extra: readonly string[] = []): Promise<{ root: string; remove: () => Promise<void> }> {
  return copyProject('site-editor-', ['content', 'public', 'index.html', 'biome.jsonc', '.gitignore', 'package-lock.json', 'package.json', ...extra]);
}
