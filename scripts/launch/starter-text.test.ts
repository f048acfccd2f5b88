// @vitest-environment node
import { execFile } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STARTER_TEXTS, starterSections } from '../../editor/server/starter-content';
import { type EditorTestSession, openEditorForTest } from '../../editor/server/testing/editor-test-session';
import { findStarterText } from './starter-text';

const run = promisify(execFile);

describe('findStarterText (issue 28: starter text is a placeholder)', () => {
  const page = `${JSON.stringify({ path: '/new', title: 'New', sections: starterSections('New') }, null, 2)}\n`;

  it("lists every string still equal to a new page's starter text, with its line and path", () => {
    const items = findStarterText('content/pages/new.json', page);
    expect(items.map((item) => item.path)).toEqual([
      'sections[0].text',
      'sections[1].heading',
      'sections[1].blocks[0].paragraphs[0]',
      'sections[1].blocks[0].bullets[0]',
      'sections[1].blocks[0].bullets[1]',
    ]);
    const line = page.split('\n').findIndex((text) => text.includes(STARTER_TEXTS.heroText)) + 1;
    expect(items[0]).toEqual({
      file: 'content/pages/new.json',
      line,
      path: 'sections[0].text',
      message: `"${STARTER_TEXTS.heroText}" is a new page's example text: replace it with the page's own`,
    });
  });

  it('lists nothing once the text is changed, even by one character, nor the page title the maintainer gave', () => {
    const changed = page.replace(STARTER_TEXTS.heroText, `${STARTER_TEXTS.heroText.slice(0, -1)}!`);
    expect(findStarterText('content/pages/new.json', changed).map((item) => item.path)).not.toContain('sections[0].text');
    expect(findStarterText('content/pages/new.json', page).map((item) => item.path)).not.toContain('sections[0].heading');
  });
});

describe('npm run check:launch on a page the editor created', () => {
  let session: EditorTestSession;
  beforeAll(async () => {
    session = await openEditorForTest();
  }, 60_000);
  afterAll(() => session?.close());

  const checkLaunch = () =>
    run(process.execPath, ['--import', 'tsx', path.resolve(import.meta.dirname, '../check-launch.ts'), session.root], { cwd: session.root }).then(
      () => ({ code: 0, stdout: '' }),
      (error: { code: number; stdout: string }) => ({ code: error.code, stdout: error.stdout }),
    );

  it("lists the new page's starter text (file, line, path) until it is replaced, and exits 1", async () => {
    const created = await session.change('/api/pages', {
      name: 'new-service',
      path: '/new-service',
      title: 'New service',
      description: 'A new service of the group, described in a sentence long enough for search results.',
      layout: 'main',
    });
    expect(created.statusCode).toBe(200);
    const file = path.join(session.root, 'content/pages/new-service.json');
    const text = await readFile(file, 'utf8');
    const line = text.split('\n').findIndex((row) => row.includes(STARTER_TEXTS.overviewParagraph)) + 1;

    const before = await checkLaunch();
    expect(before.code).toBe(1);
    expect(before.stdout).toContain(
      `content/pages/new-service.json:${line} sections[1].blocks[0].paragraphs[0]: "${STARTER_TEXTS.overviewParagraph}" is a new page's example text: replace it with the page's own`,
    );
    expect(before.stdout.split('\n').filter((row) => row.startsWith('content/pages/new-service.json') && row.includes('example text'))).toHaveLength(5);

    let own = text;
    for (const [index, starter] of Object.values(STARTER_TEXTS).flat().entries())
      own = own.replace(`"${starter}"`, `"The service's own words, part ${index + 1}."`);
    await writeFile(file, own);
    const after = await checkLaunch();
    expect(after.stdout.split('\n').filter((row) => row.includes('example text'))).toEqual([]);
  }, 120_000);
});
