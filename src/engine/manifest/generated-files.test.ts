// @vitest-environment node
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { findStaleGeneratedFiles, renderGeneratedFiles } from './generated-files';
import { renderJsonSchemas } from './json-schemas';

let root: string | undefined;
afterEach(async () => {
  if (root) await rm(root, { recursive: true, force: true });
  root = undefined;
});

describe('renderJsonSchemas', () => {
  it('writes the input side of the page, site and shared-list schemas, with $id and title, pretty and newline-terminated', () => {
    const files = renderJsonSchemas();
    expect(Object.keys(files)).toEqual(['schemas/page.schema.json', 'schemas/site.schema.json', 'schemas/collection.schema.json']);
    const page = JSON.parse(files['schemas/page.schema.json'] ?? '') as { $schema: string; $id: string; title: string; required: string[] };
    expect(page.$schema).toBe('https://json-schema.org/draft/2020-12/schema');
    expect(page.$id).toBe('page.schema.json');
    expect(page.title).toBe('Page (content/pages/*.json)');
    // Fields with defaults ("layout", "status") are optional for the person writing the file.
    expect(page.required).toEqual(['path', 'title', 'description', 'sections']);
    expect(files['schemas/site.schema.json']).toMatch(/^\{\n {2}"\$schema"[\s\S]*\n\}\n$/);
  });
});

describe('findStaleGeneratedFiles', () => {
  it('names the files that are missing or differ', async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'generated-files-'));
    const files = renderGeneratedFiles();
    await mkdir(path.join(root, 'schemas'));
    await writeFile(path.join(root, 'schemas/page.schema.json'), files['schemas/page.schema.json'] ?? '');
    await writeFile(path.join(root, 'schemas/site.schema.json'), '{}\n');
    expect(await findStaleGeneratedFiles(root)).toEqual([
      'schemas/site.schema.json',
      'schemas/collection.schema.json',
      'docs/content-guide.md',
      'src/icons/icon-svg.generated.ts',
    ]);
  });
});
