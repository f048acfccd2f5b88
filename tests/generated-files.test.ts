// @vitest-environment node
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { renderGeneratedFiles } from '../src/engine/manifest/generated-files';

const rootDir = path.resolve(import.meta.dirname, '..');

describe('generated files', () => {
  it.each(Object.entries(renderGeneratedFiles()))('%s is up to date with the schemas', async (file, expected) => {
    const actual = await readFile(path.join(rootDir, file), 'utf8').catch(() => '(missing)');
    // A boolean, not the text: a diff of a 60 KB file would bury the one line that matters.
    expect(actual === expected, `${file} is out of date with the zod schemas: run \`npm run schema\` and commit the result`).toBe(true);
  });
});
