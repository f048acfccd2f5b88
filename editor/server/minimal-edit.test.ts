// @vitest-environment node
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../../server/project-root';
import { listContentFiles } from './content-files';
import { alignLists, applyValue, biomeFormat } from './minimal-edit';

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

  it('aligns two lists item by item: kept items by equality or id, an edited one in place, a copy from its original', () => {
    expect(alignLists([1, 2, 3], [1, 3])).toEqual([0, 2]);
    expect(alignLists([1, 2, 3], [3, 1, 2])).toEqual([2, 0, 1]);
    const a = { id: 'a', type: 'hero', heading: 'A', text: 'x' };
    const b = { id: 'b', type: 'cta-band', heading: 'B', text: 'y' };
    expect(alignLists([a, b], [a, { ...b, heading: 'New' }])).toEqual([0, 1]);
    expect(alignLists([a, b], [a, { ...a, id: 'a-2' }, b])).toEqual([0, 0, 1]);
    expect(alignLists([a, b], [{ ...b, id: 'c', heading: 'C', text: 'z' }, a, b])).toEqual([undefined, 0, 1]);
  });
});
