// @vitest-environment node
import { readFile, rm, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pngHeader } from '../../../tests/png-header';
import { copyValidFixture, editFixtureJson, removeFixtureCopies, VALID_FIXTURE_DIR, writeFixtureText } from './__fixtures__/fixture-tree';
import { formatManifestIssue } from './manifest-issue';
import { summarizeManifest } from './manifest-summary';
import { validateManifest } from './validate-manifest';

afterEach(removeFixtureCopies);

async function problemLines(root: string): Promise<string[]> {
  return (await validateManifest(root)).issues.map(formatManifestIssue);
}

describe('validateManifest on a valid tree', () => {
  it('reports nothing and loads every page with defaults applied', async () => {
    const validation = await validateManifest(VALID_FIXTURE_DIR);
    expect(validation.issues).toEqual([]);
    expect(validation.pages.map((page) => `${page.id} ${page.file} ${page.page.path}`)).toEqual([
      '404 content/pages/404.json /404',
      'about content/pages/about.json /about',
      'index content/pages/index.json /',
      'innovare-grc content/pages/innovare-grc.json /innovare-grc',
      'news-collections content/pages/news-collections.json /newspage/:catId/collections',
      'payments content/pages/payments.json /payments',
    ]);
    const about = validation.pages.find((page) => page.id === 'about')?.page;
    expect(about?.layout).toBe('main');
    expect(about?.status).toBe(200);
    expect(about?.sections[0]).toMatchObject({ type: 'hero', size: 'large' });
    expect(validation.site?.language).toBe('en');
    expect(summarizeManifest(validation)).toBe('Manifest OK: 1 site file, 6 pages, 10 sections');
  });
});

describe('validateManifest on a broken tree', () => {
  it('reports every problem in every file in one pass, located and sorted', async () => {
    const root = await copyValidFixture();
    await editFixtureJson(root, 'content/pages/index.json', [
      [['sections', 0, 'type'], 'heor'],
      [['sections', 1, 'cards', 0, 'icon'], 'shild'],
      [['sections', 1, 'cards', 0, 'link', 'href'], '/paymets'],
      [['sections', 1, 'cards', 1, 'link', 'href'], '/innovare-grc#bpx'],
    ]);
    await editFixtureJson(root, 'content/pages/about.json', [
      [['path'], '/payments'],
      [['sections', 0, 'background', 'image', 'src'], '/img/hero/abut.webp'],
      [['sections', 1, 'id'], 'hero'],
    ]);
    await editFixtureJson(root, 'content/site.json', [
      [['$schema'], undefined],
      [['redirects', 1], { from: '/a', to: '/b' }],
      [['redirects', 2], { from: '/b', to: '/payments' }],
      [['redirects', 3], { from: '/loop', to: '/loop' }],
    ]);

    expect(await problemLines(root)).toEqual([
      'content/site.json:1 $schema: expected "$schema": "../schemas/site.schema.json" (the generated JSON Schema, for editors), found nothing',
      'content/site.json:13 layouts.main.navigation[1].href: "/about" is not a page',
      'content/site.json:17 layouts.main.navigation[2].href: "/about" is not a page',
      'content/site.json:74 redirects[1].to: the redirects form a chain /a → /b → /payments; redirect "/a" straight to "/payments"',
      'content/site.json:82 redirects[3].to: the redirects go round in a loop: /loop → /loop',
      'content/pages/about.json:3 path: "/payments" is also the path of content/pages/payments.json; every page needs its own path — if you copied one of these files, change the copy\'s path',
      'content/pages/about.json:11 sections[0].background.image.src: "/img/hero/abut.webp" is not a file under public/; did you mean "/img/hero/about.webp"?',
      'content/pages/about.json:15 sections[1].id: the id "hero" is already used on this page by sections[0].id',
      'content/pages/index.json:9 sections[0].type: "heor" is not a section type; did you mean "hero"?',
      'content/pages/index.json:11 sections[0].slides[0].button.href: "/about" is not a page',
      'content/pages/index.json:18 sections[1].cards[0].icon: "shild" is not an icon in the icon registry; did you mean "shield"?',
      'content/pages/index.json:18 sections[1].cards[0].link.href: "/paymets" is not a page; did you mean "/payments"?',
      'content/pages/index.json:22 sections[1].cards[1].link.href: "#bpx" is not a section or item id on /innovare-grc; did you mean "#bpr"?',
      'content/pages/innovare-grc.json:14 sections[1].cards[1].link.href: "/about" is not a page',
      'content/pages/payments.json:3 path: "/payments" is also the path of content/pages/about.json; every page needs its own path — if you copied one of these files, change the copy\'s path',
    ]);
  });

  it('leaves out pages that fail their schema but still reports their problems and counts them as link targets', async () => {
    const root = await copyValidFixture();
    await editFixtureJson(root, 'content/pages/payments.json', [
      [['title'], ''],
      [['layout'], 'advisery'],
    ]);
    const validation = await validateManifest(root);
    expect(validation.issues.map(formatManifestIssue)).toEqual([
      'content/pages/payments.json:4 title: expected some text, found an empty string',
      'content/pages/payments.json:6 layout: expected one of "main", "advisory"; found "advisery"; did you mean "advisory"?',
    ]);
    expect(validation.pages.map((page) => page.id)).not.toContain('payments');
    expect(validation.pages).toHaveLength(5);
  });

  it('reports one problem per place when the schema and a cross-reference check both object', async () => {
    const root = await copyValidFixture();
    await editFixtureJson(root, 'content/pages/innovare-grc.json', [[['sections', 1, 'cards', 0, 'icon'], 'No Such Icon']]);
    expect(await problemLines(root)).toEqual([
      'content/pages/innovare-grc.json:13 sections[1].cards[0].icon: expected an icon name in kebab-case, like "verified-user"; found "No Such Icon"',
    ]);
  });

  it('suggests the icon meant when its name is written in capitals ("Factory" for "factory")', async () => {
    const root = await copyValidFixture();
    await editFixtureJson(root, 'content/pages/innovare-grc.json', [[['sections', 1, 'cards', 0, 'icon'], 'Factory']]);
    expect(await problemLines(root)).toEqual([
      'content/pages/innovare-grc.json:13 sections[1].cards[0].icon: "Factory" is not an icon in the icon registry; did you mean "factory"?',
    ]);
  });

  it('reports invalid JSON at its line and keeps the page as a link target', async () => {
    const root = await copyValidFixture();
    const text = await readFile(path.join(root, 'content/pages/payments.json'), 'utf8');
    await writeFixtureText(root, 'content/pages/payments.json', text.replace('"title": "Payments industry",', '"title": "Payments industry"'));
    const validation = await validateManifest(root);
    expect(validation.issues.map(formatManifestIssue)).toEqual([
      'content/pages/payments.json:5 description: the file is not valid JSON: expected a comma between two entries, found "description"',
    ]);
    expect(summarizeManifest(validation)).toBe('Manifest has 1 problem in 1 file');
  });

  it('reports a missing site file and still checks the pages', async () => {
    const root = await copyValidFixture();
    await rm(path.join(root, 'content/site.json'));
    await editFixtureJson(root, 'content/pages/payments.json', [[['image'], '/img/missing.png']]);
    const validation = await validateManifest(root);
    expect(validation.site).toBeUndefined();
    expect(validation.issues.map(formatManifestIssue)).toEqual([
      'content/site.json: the file does not exist',
      'content/pages/payments.json:7 image: "/img/missing.png" is not a file under public/',
      'content/pages/payments.json:14 sections[1].buttons[0].href: "/banking-and-financial-services" is not a page',
    ]);
    expect(summarizeManifest(validation)).toBe('Manifest has 3 problems in 2 files');
  });

  it('reports a tree without pages', async () => {
    const root = await copyValidFixture();
    await rm(path.join(root, 'content/pages'), { recursive: true });
    const lines = await problemLines(root);
    expect(lines).toContain('content/pages: no page files found; each page is a .json file in this folder');
    expect(lines).toContain('content/site.json:14 layouts.main.navigation[1].href: "/about" is not a page');
  });

  it('reports a missing not-found page', async () => {
    const root = await copyValidFixture();
    await rm(path.join(root, 'content/pages/404.json'));
    expect(await problemLines(root)).toEqual([
      'content/pages: no page has "status": 404; add the not-found page, e.g. content/pages/404.json with "path": "/404" and "status": 404',
    ]);
  });
});

describe('validateManifest on images (decision 028)', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('refuses a picture content names whose header claims more pixels than the limit, naming the file, its size and the limit', async () => {
    const root = await copyValidFixture();
    await writeFile(path.join(root, 'public/img/hero/huge.png'), pngHeader(30_000, 30_000));
    await editFixtureJson(root, 'content/pages/about.json', [[['sections', 0, 'background', 'image', 'src'], '/img/hero/huge.png']]);
    const validation = await validateManifest(root);
    expect(validation.issues.map(formatManifestIssue)).toEqual([
      'content/pages/about.json:11 sections[0].background.image.src: the image "public/img/hero/huge.png" is 30000 × 30000 pixels (900 megapixels), more than the 50 megapixels an image may have (IMAGE_MAX_MEGAPIXELS); scale it down, a photo needs no more than 2560 px across',
    ]);
    // The limit is the operator's: raised above the picture, it passes.
    vi.stubEnv('IMAGE_MAX_MEGAPIXELS', '1000');
    expect((await validateManifest(root)).issues).toEqual([]);
  });

  it('warns, without failing, about an SVG in public/ the editor would refuse, naming the file, the line and what', async () => {
    const root = await copyValidFixture();
    await writeFile(
      path.join(root, 'public/img/badge.svg'),
      '<svg xmlns="http://www.w3.org/2000/svg">\n<x:script xmlns:x="http://www.w3.org/2000/svg">alert(1)</x:script>\n</svg>\n',
    );
    const validation = await validateManifest(root);
    expect(validation.issues).toEqual([]);
    expect(validation.warnings.map(formatManifestIssue)).toEqual([
      expect.stringMatching(/^public\/img\/badge\.svg:2: this SVG would be refused by the editor: the element <x:script> \(a script\) is not allowed/),
    ]);
    expect(summarizeManifest(validation)).toBe('Manifest OK: 1 site file, 6 pages, 10 sections (1 warning)');
  });
});

describe('validateManifest and symbolic links (decision 027)', () => {
  it('reports every link under content/ and public/ with its target, and reads nothing through one', async () => {
    const root = await copyValidFixture();
    const outside = await copyValidFixture();
    await symlink('/etc/passwd', path.join(root, 'public/img/passwd.png'));
    await symlink(path.join(outside, 'public/img'), path.join(root, 'public/img/elsewhere'));
    await symlink('about.json', path.join(root, 'content/pages/x.json'));
    await symlink('../../gone.webp', path.join(root, 'public/img/gone.webp'));
    const validation = await validateManifest(root);
    expect(validation.issues.map(formatManifestIssue)).toEqual([
      'content/pages/x.json: is a symbolic link to "about.json" (another file of the project); links are not followed in content/ or public/: put the file itself here',
      `public/img/elsewhere: is a symbolic link to "${path.join(outside, 'public/img')}" (a file outside the project); links are not followed in content/ or public/: put the file itself here`,
      'public/img/gone.webp: is a symbolic link to "../../gone.webp" (it leads nowhere: a broken link); links are not followed in content/ or public/: put the file itself here',
      'public/img/passwd.png: is a symbolic link to "/etc/passwd" (a file outside the project); links are not followed in content/ or public/: put the file itself here',
    ]);
    // The linked page is not a page of the site (not routed, not in the sitemap or the search index).
    expect(validation.pages.map((page) => page.id)).not.toContain('x');
  });

  it('reports a linked site file or pages folder without reading through it', async () => {
    const root = await copyValidFixture();
    const outside = await copyValidFixture();
    await rm(path.join(root, 'content/pages'), { recursive: true });
    await symlink(path.join(outside, 'content/pages'), path.join(root, 'content/pages'));
    await rm(path.join(root, 'content/site.json'));
    await symlink(path.join(outside, 'content/site.json'), path.join(root, 'content/site.json'));
    const validation = await validateManifest(root);
    expect(validation.pages).toEqual([]);
    expect(validation.site).toBeUndefined();
    expect(validation.issues.map(formatManifestIssue)).toEqual(
      expect.arrayContaining([
        `content/pages: is a symbolic link to "${path.join(outside, 'content/pages')}" (a file outside the project); links are not followed in content/ or public/: put the file itself here`,
        `content/site.json: is a symbolic link to "${path.join(outside, 'content/site.json')}" (a file outside the project); links are not followed in content/ or public/: put the file itself here`,
      ]),
    );
  });
});

describe('validateManifest on hostile content', () => {
  it.each(['toString', '__proto__', 'constructor', 'hasOwnProperty'])('reports a section of type "%s" as an unknown type', async (type) => {
    const root = await copyValidFixture();
    await editFixtureJson(root, 'content/pages/about.json', [[['sections', 1, 'type'], type]]);
    const lines = await problemLines(root);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(`content/pages/about.json:16 sections[1].type: "${type}" is not a section type; expected one of "blog-list", `);
  });

  it('reports "__proto__" and "constructor" keys as keys the schema does not know, without changing any object', async () => {
    const root = await copyValidFixture();
    const text = await readFile(path.join(root, 'content/pages/about.json'), 'utf8');
    await writeFixtureText(
      root,
      'content/pages/about.json',
      text.replace('"heading": "Our Story",', '"heading": "Our Story", "__proto__": { "polluted": true }, "constructor": { "prototype": {} },'),
    );
    const lines = await problemLines(root);
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.every((line) => line.startsWith('content/pages/about.json:'))).toBe(true);
    expect(lines.join('\n')).toMatch(/__proto__/);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('refuses a value nested 100,000 levels deep at its line, without overflowing the stack', async () => {
    const root = await copyValidFixture();
    const text = await readFile(path.join(root, 'content/pages/about.json'), 'utf8');
    const deep = `${'['.repeat(100_000)}${']'.repeat(100_000)}`;
    await writeFixtureText(root, 'content/pages/about.json', text.replace('"title": "About us",', `"title": "About us",\n  "extra": ${deep},`));
    // Left out of the pages, like a file that is not valid JSON, its path still counts as a link target.
    expect(await problemLines(root)).toEqual([
      'content/pages/about.json:5 (root): lists and objects are nested more than 64 levels deep from this line on; content needs far fewer: look for brackets repeated by mistake',
    ]);
  });

  it('refuses the same depth in a file that is not valid JSON either', async () => {
    const root = await copyValidFixture();
    await writeFixtureText(root, 'content/pages/about.json', `{ "path": "/about", "x": ${'{"a":'.repeat(100_000)}`);
    expect(await problemLines(root)).toContain(
      'content/pages/about.json:1 (root): lists and objects are nested more than 64 levels deep from this line on; content needs far fewer: look for brackets repeated by mistake',
    );
  });
});
