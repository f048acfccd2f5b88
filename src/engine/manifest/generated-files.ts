import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { renderIconSvgModule } from '../../icons/render-icon-svg';
import { renderContentGuide } from './content-guide';
import { renderJsonSchemas } from './json-schemas';

const CONTENT_GUIDE_FILE = 'docs/content-guide.md';
const ICON_SVG_FILE = 'src/icons/icon-svg.generated.ts';

/** Every file `npm run schema` writes (the JSON schemas, the content guide, the icons' markup), keyed by its path from the project root, with its content. */
export function renderGeneratedFiles(): Record<string, string> {
  return { ...renderJsonSchemas(), [CONTENT_GUIDE_FILE]: renderContentGuide(), [ICON_SVG_FILE]: renderIconSvgModule() };
}

/** The generated files whose copy under rootDir is missing or differs from what the schemas produce. */
export async function findStaleGeneratedFiles(rootDir: string): Promise<string[]> {
  const stale: string[] = [];
  for (const [file, expected] of Object.entries(renderGeneratedFiles())) {
    const actual = await readFile(path.join(rootDir, file), 'utf8').catch(() => undefined);
    if (actual !== expected) stale.push(file);
  }
  return stale;
}
