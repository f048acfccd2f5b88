// @vitest-environment node
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../../server/project-root';
import { listContentFiles } from './content-files';
import { applyValue, biomeFormat, changesBetween } from './minimal-edit';

describe('minimal writes', () => {
  it('opening and saving every content file unchanged gives the same bytes', async () => {
    const files = await listContentFiles(projectRoot);
    expect(files.length).toBeGreaterThan(30);
    for (const file of files) {
      const text = await readFile(path.join(projectRoot, file), 'utf8');
      expect(await applyValue(projectRoot, file, text, JSON.parse(text)), file).toBe(text);
    }
  });

  it('changes only the value edited, keeping key order and keys no schema knows, in a form Biome accepts', async () => {
    const file = 'content/pages/about.json';
    const original = await biomeFormat(
      projectRoot,
      file,
      '{\n  "zeta": 1,\n  "path": "/about",\n  "x-note": { "keep": true },\n  "sections": [\n    {\n      "type": "hero",\n      "heading": "Old"\n    }\n  ]\n}\n',
    );
    expect(original).toContain('"x-note": { "keep": true }');
    const value = JSON.parse(original);
    value.sections[0].heading = 'New';
    const written = await applyValue(projectRoot, file, original, value);
    expect(written).toBe(original.replace('"Old"', '"New"'));
    expect(await biomeFormat(projectRoot, file, written)).toBe(written);
  });

  it('adds, removes and re-sizes by path, and Biome lays out what is new', async () => {
    const file = 'content/pages/about.json';
    const original = '{\n  "a": 1,\n  "list": [1, 2],\n  "gone": true\n}\n';
    const written = await applyValue(projectRoot, file, original, { a: 1, list: [1, 2, 3], added: { b: 'c' } });
    expect(JSON.parse(written)).toEqual({ a: 1, list: [1, 2, 3], added: { b: 'c' } });
    expect(written.startsWith('{\n  "a": 1,\n')).toBe(true);
    expect(await biomeFormat(projectRoot, file, written)).toBe(written);
  });

  it('lists the changes by path: a same-length list changes item by item, another length as a whole', () => {
    expect(changesBetween({ a: [1, 2], b: 1 }, { a: [1, 3], c: 2 })).toEqual([
      { path: ['b'], value: undefined },
      { path: ['a', 1], value: 3 },
      { path: ['c'], value: 2 },
    ]);
    expect(changesBetween({ a: [1, 2] }, { a: [1] })).toEqual([{ path: ['a'], value: [1] }]);
  });
});
