// @vitest-environment node
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { IncrementalValidator } from './incremental-validation';
import type { ManifestDrafts } from './read-manifest-file';
import { type ManifestValidation, validateManifest } from './validate-manifest';

const PROJECT = path.resolve(import.meta.dirname, '../../..');
let root: string;
beforeAll(async () => {
  // A copy of the site's content and public files: the edits below write, delete and break them.
  root = await mkdtemp(path.join(tmpdir(), 'incremental-validation-'));
  for (const folder of ['content', 'public']) await cp(path.join(PROJECT, folder), path.join(root, folder), { recursive: true });
});
afterAll(() => rm(root, { recursive: true, force: true }));

const ABOUT = 'content/pages/about.json';
const HOME = 'content/pages/home.json';
const SITE = 'content/site.json';

async function json(file: string): Promise<Record<string, unknown>> {
  return JSON.parse(await readFile(path.join(root, file), 'utf8')) as Record<string, unknown>;
}
const text = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

/** What a maintainer and the build see of a validation: every issue and warning, the pages, the site, the lists. */
function seen(validation: ManifestValidation) {
  return {
    issues: validation.issues,
    warnings: validation.warnings,
    pages: validation.pages.map((page) => ({ id: page.id, file: page.file, page: page.page })),
    site: validation.site,
    collections: [...validation.collections],
  };
}

describe('IncrementalValidator (the editor preview\u2019s validator, issue 31 item 7)', () => {
  it('gives the full validator\u2019s issues and warnings, in its order, after each of a run of edits', async () => {
    const validator = new IncrementalValidator(root);
    onTestFinished(() => validator.close());
    const about = await json(ABOUT);
    const home = await json(HOME);
    const site = await json(SITE);
    const sections = about.sections as Record<string, unknown>[];
    // home links to an anchor of about, so that renaming that anchor breaks a link from another file.
    const linkingHome = (title = home.title) => text({ ...home, title }).replace('"href": "/about"', '"href": "/about#our-story"');
    await writeFile(path.join(root, HOME), linkingHome());

    const steps: { name: string; drafts?: [string, string][]; disk?: () => Promise<void> }[] = [
      { name: 'nothing changed' },
      { name: 'a heading edited', drafts: [[ABOUT, text({ ...about, sections: [{ ...sections[0], heading: 'Who we are' }, ...sections.slice(1)] })]] },
      {
        name: "an anchor renamed: home's link to it breaks",
        drafts: [[ABOUT, text({ ...about, sections: [sections[0], { ...sections[1], id: 'our-tale' }, ...sections.slice(2)] })]],
      },
      { name: 'the anchor back: the link is fixed' },
      { name: "about's path changed: every link to /about breaks, and orphans change", drafts: [[ABOUT, text({ ...about, path: '/about-us' })]] },
      {
        name: 'a redirect from the old path fixes the links',
        drafts: [
          [ABOUT, text({ ...about, path: '/about-us' })],
          [SITE, text({ ...site, redirects: [{ from: '/about', to: '/about-us' }] })],
        ],
      },
      {
        name: 'a new page with the path of another, a broken link and an unknown icon',
        drafts: [
          [
            'content/pages/zz-new.json',
            text({ ...about, path: '/about', title: 'New', sections: [{ ...sections[0], cta: { label: 'Go', href: '/abuot' }, icon: 'Factory' }] }),
          ],
        ],
      },
      { name: 'not valid JSON', drafts: [[ABOUT, '{ "path": "/about", "title": ']] },
      { name: 'a schema problem', drafts: [[ABOUT, text({ ...about, title: 42 })]] },
      {
        name: 'a shared list loses the group a page shows',
        drafts: [
          [
            'content/collections/clients.json',
            (await readFile(path.join(root, 'content/collections/clients.json'), 'utf8')).replaceAll('"telecom"', '"telecoms"'),
          ],
        ],
      },
      { name: 'the list as it was' },
      { name: 'saved on disk: a heading', disk: () => writeFile(path.join(root, ABOUT), text({ ...about, title: 'About us, saved' })) },
      { name: 'a page deleted on disk that home links to', disk: () => rm(path.join(root, ABOUT)) },
      { name: 'the page written back', disk: () => writeFile(path.join(root, ABOUT), text(about)) },
      { name: 'an image removed from public/', disk: () => rm(path.join(root, 'public', 'img', 'icon-192.png')) },
      {
        name: 'an SVG with a script added to public/',
        disk: () => writeFile(path.join(root, 'public', 'img', 'mark.svg'), '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      },
      {
        name: 'the SVG cleaned in place',
        disk: () => writeFile(path.join(root, 'public', 'img', 'mark.svg'), '<svg xmlns="http://www.w3.org/2000/svg"><path d="M0 0h1v1z"/></svg>'),
      },
      {
        name: 'a page written in place twice in a row',
        disk: async () => {
          await writeFile(path.join(root, HOME), linkingHome('Home, once'));
          await writeFile(path.join(root, HOME), linkingHome('Home, twice'));
        },
      },
    ];
    for (const step of steps) {
      await step.disk?.();
      const drafts: ManifestDrafts = new Map(step.drafts ?? []);
      const [incremental, full] = [await validator.validate(drafts), await validateManifest(root, drafts)];
      expect(seen(incremental), step.name).toEqual(seen(full));
    }
    // The run did reach each kind of problem it means to compare.
    const broken = await validator.validate(
      new Map([[ABOUT, text({ ...about, sections: [sections[0], { ...sections[1], id: 'our-tale' }, ...sections.slice(2)] })]]),
    );
    expect(broken.issues.filter((issue) => issue.file === HOME).map((issue) => issue.message)).toEqual([
      expect.stringMatching(/^"#our-story" is not a section or item id on \/about; /),
    ]);
  });

  it('checks again the links of the edited file and of the site only, after a heading\u2019s edit', async () => {
    const validator = new IncrementalValidator(root);
    onTestFinished(() => validator.close());
    const about = await json(ABOUT);
    await validator.validate();
    const sections = about.sections as Record<string, unknown>[];
    await validator.validate(new Map([[ABOUT, text({ ...about, sections: [{ ...sections[0], heading: 'Typed' }, ...sections.slice(1)] })]]));
    expect(validator.lastRechecked).toBe(2);
    // A renamed anchor: the pages that link to /about are checked again too, not every page.
    await validator.validate(new Map([[ABOUT, text({ ...about, sections: [sections[0], { ...sections[1], id: 'renamed' }, ...sections.slice(2)] })]]));
    const pages = (await validateManifest(root)).pages.length;
    expect(validator.lastRechecked).toBeGreaterThan(2);
    expect(validator.lastRechecked).toBeLessThan(pages);
  });
});
