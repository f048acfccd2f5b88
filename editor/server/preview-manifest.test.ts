// @vitest-environment node
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { manifestFromValidation } from '../../src/engine/build/build-manifest';
import { createImageSizer } from '../../src/engine/build/normalize-page';
import { IncrementalValidator } from '../../src/engine/manifest/incremental-validation';
import { PreviewManifest } from './preview-manifest';
import { copyProjectForEditor } from './testing/editor-test-root';

let root: string;
let remove: () => Promise<void>;
beforeAll(async () => {
  ({ root, remove } = await copyProjectForEditor());
});
afterAll(() => remove());

const text = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

describe('PreviewManifest (the preview normalises only what changed, issue 31 item 7)', () => {
  it("equals the build's manifest after each edit, and normalises only the edited page, or the pages that show an edited list", async () => {
    const validator = new IncrementalValidator(root);
    onTestFinished(() => validator.close());
    const sizeOf = createImageSizer(path.join(root, 'public'));
    const manifest = new PreviewManifest(root, sizeOf);
    const about = JSON.parse(await readFile(path.join(root, 'content/pages/about.json'), 'utf8')) as { sections: Record<string, unknown>[] };
    const clients = await readFile(path.join(root, 'content/collections/clients.json'), 'utf8');
    const edits: [string, Map<string, string>, (normalised: number, pages: number) => void][] = [
      ['first build', new Map(), (normalised, pages) => expect(normalised).toBe(pages)],
      ['nothing changed', new Map(), (normalised) => expect(normalised).toBe(0)],
      [
        'a heading',
        new Map([['content/pages/about.json', text({ ...about, sections: [{ ...about.sections[0], heading: 'Typed' }, ...about.sections.slice(1)] })]]),
        (normalised) => expect(normalised).toBe(1),
      ],
      ['a share image', new Map([['content/pages/about.json', text({ ...about, image: '/img/icon-512.png' })]]), (normalised) => expect(normalised).toBe(1)],
      [
        'a shared list',
        new Map([['content/collections/clients.json', clients.replace(/"name": "([^"]+)"/, '"name": "$1 renamed"')]]),
        (normalised, pages) => {
          expect(normalised).toBeGreaterThan(0);
          expect(normalised).toBeLessThan(pages / 2);
        },
      ],
    ];
    let last: ReturnType<PreviewManifest['build']> | undefined;
    for (const [name, drafts, check] of edits) {
      const validation = await validator.validate(drafts);
      expect(validation.issues, name).toEqual([]);
      const built = manifest.build(validation, 2026);
      expect(built, name).toEqual(manifestFromValidation(root, validation, 2026, sizeOf));
      check(manifest.lastNormalized, validation.pages.length);
      if (name === 'a heading' && last) {
        // Every other page is the same object as before (share image cut included): the preview reloads none of their modules.
        const before = new Map(last.pages.map((page) => [page.id, page]));
        const changed = built.pages.filter((page) => before.get(page.id) !== page).map((page) => page.id);
        expect(changed).toEqual(['about']);
      }
      last = built;
    }
  });
});
