import { visit } from 'jsonc-parser';
import { isStarterText } from '../../editor/server/starter-content';
import { formatJsonPath } from '../../src/engine/manifest/json-path';
import type { LaunchItem } from './launch-item';

/**
 * Every string of a JSON content file still equal to a new page's starter text (editor/server/starter-content.ts),
 * with its line and JSON path: the editor's new pages start from it, and it must not go live unchanged.
 */
export function findStarterText(file: string, text: string): LaunchItem[] {
  const items: LaunchItem[] = [];
  visit(text, {
    onLiteralValue(value: unknown, _offset, _length, startLine, _startCharacter, pathSupplier) {
      if (!isStarterText(value)) return;
      items.push({
        file,
        line: startLine + 1,
        path: formatJsonPath(pathSupplier()),
        message: `"${String(value)}" is a new page's example text: replace it with the page's own`,
      });
    },
  });
  return items;
}
