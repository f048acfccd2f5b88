// @vitest-environment node
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Preview } from './preview';
import { copyProjectForEditor } from './testing/editor-test-root';

/** Issue 31 item 7: page previews never queue; of those waiting for the same file only the newest is drawn. */
let preview: Preview;
let project: { root: string; remove: () => Promise<void> };
const about = 'content/pages/about.json';
let aboutText: string;

beforeAll(async () => {
  project = await copyProjectForEditor(['src', 'schemas', 'site.config.ts', 'tsconfig.json']);
  preview = await Preview.start(project.root);
  aboutText = await readFile(path.join(project.root, about), 'utf8');
}, 120_000);

afterAll(async () => {
  await preview?.close();
  await project?.remove();
});

/** about.json with its title (the page's <title>) changed. */
const withTitle = (title: string) => new Map([[about, aboutText.replace(/"title": "[^"]*"/, `"title": ${JSON.stringify(title)}`)]]);

describe('page previews', () => {
  it('draws only the newest of the previews of one file that wait while another is drawn, and answers the others at once', async () => {
    const first = preview.renderLatest(withTitle('First draft title for the about page'), '/about');
    const second = preview.renderLatest(withTitle('Second draft title for the about page'), '/about');
    const third = preview.renderLatest(withTitle('Third draft title for the about page'), '/about');
    const [one, two, three] = await Promise.all([first, second, third]);
    expect(three?.html).toContain('Third draft title for the about page');
    // Asked in the same moment, the first two never started: neither is drawn.
    expect(one).toBeUndefined();
    expect(two).toBeUndefined();
  }, 120_000);

  it('keeps the turn of a preview of another file and of the catalogue while a file is typed into', async () => {
    const drawing = preview.renderLatest(withTitle('A title being typed'), '/about');
    const example = preview.renderSectionExample('hero', { type: 'hero', id: 'hero', heading: 'The catalogue keeps its turn' });
    const home = preview.renderLatest(new Map(), '/');
    const newer = preview.renderLatest(withTitle('A title typed further'), '/about');
    const [typed, drawnExample, drawnHome, latest] = await Promise.all([drawing, example, home, newer]);
    expect(typed).toBeUndefined();
    expect(drawnExample).toContain('The catalogue keeps its turn');
    expect(drawnHome?.html).toContain('<main');
    expect(latest?.html).toContain('A title typed further');
  }, 120_000);
});

/** Issue 31: a heading's edit reloads its page's module alone; no page is ever drawn from an older draft. */
describe('page modules reloaded alone', () => {
  const headingOf = (text: string) => (JSON.parse(text) as { sections: { heading?: string }[] }).sections[0]?.heading ?? '';
  const withHeading = (heading: string) =>
    new Map([[about, aboutText.replace(`"heading": ${JSON.stringify(headingOf(aboutText))}`, `"heading": ${JSON.stringify(heading)}`)]]);
  /** A new page (a draft only): about.json's copy at another address, with a heading of its own. */
  const added = () =>
    new Map([
      [
        'content/pages/about-copy.json',
        aboutText
          .replace(/"path": "\/about"/, '"path": "/about-copy"')
          .replace(`"heading": ${JSON.stringify(headingOf(aboutText))}`, '"heading": "The added page"'),
      ],
    ]);

  it('draws each edit of a page, and the page as saved once the draft is dropped', async () => {
    const saved = headingOf(aboutText);
    for (const heading of ['A heading typed once', 'A heading typed twice', 'A heading typed twice!']) {
      const drawn = await preview.renderLatest(withHeading(heading), '/about');
      expect(drawn?.html).toContain(`>${heading}<`);
    }
    // Another page drawn in between, then the draft dropped: the saved heading, not the last draft's.
    expect((await preview.renderLatest(new Map(), '/'))?.html).toContain('<main');
    const dropped = await preview.renderLatest(new Map(), '/about');
    expect(dropped?.html).toContain(saved);
    expect(dropped?.html).not.toContain('A heading typed twice');
  }, 120_000);

  it('draws a page added by a draft at its address, and no page there once the draft is dropped', async () => {
    const there = await preview.renderLatest(added(), '/about-copy');
    expect(there?.issues).toEqual([]);
    expect(there?.html).toContain('>The added page<');
    const dropped = await preview.renderLatest(new Map(), '/about-copy');
    expect(dropped?.html).not.toContain('The added page');
    expect(dropped?.html).not.toContain('From a consulting and training company');
    expect((await preview.renderLatest(new Map(), '/about'))?.html).toContain('From a consulting and training company');
  }, 120_000);
});
