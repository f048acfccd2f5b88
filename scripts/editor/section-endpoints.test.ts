// @vitest-environment node
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sectionExamples } from '../../schemas/section-examples';
import { type Editor, startEditor } from './editor-server';
import { copyProjectForEditor } from './editor-test-root';
import { REQUEST_HEADER } from './security';

let editor: Editor;
let root: string;
let remove: () => Promise<void>;
let cookie: string;
let host: string;

const post = (url: string, body: unknown) =>
  editor.app.inject({
    method: 'POST',
    url,
    headers: { host, cookie, origin: editor.origin, 'content-type': 'application/json', [REQUEST_HEADER]: '1' },
    payload: JSON.stringify(body),
  });

beforeAll(async () => {
  ({ root, remove } = await copyProjectForEditor());
  editor = await startEditor({ rootDir: root, port: 0, preview: false });
  host = new URL(editor.origin).host;
  const start = new URL(editor.startUrl);
  const login = await editor.app.inject({ method: 'GET', url: start.pathname + start.search, headers: { host } });
  cookie = String(login.headers['set-cookie']).split(';')[0] ?? '';
}, 60_000);

afterAll(async () => {
  await editor?.close();
  await remove?.();
});

describe("the editor's section tools", () => {
  it("changes a section's type, saying which fields it keeps and which it drops", async () => {
    const answer = await post('/api/section/change-type', { section: sectionExamples['cta-band'], type: 'rich-text' });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({
      kept: ['id', 'heading', 'buttons'],
      dropped: ['text'],
      section: { type: 'rich-text', heading: sectionExamples['cta-band'].heading },
    });
    expect((await post('/api/section/change-type', { section: sectionExamples.hero, type: 'carousel' })).statusCode).toBe(400);
  });

  it('accepts a pasted section only when the validator accepts the page with it in place', async () => {
    const file = 'content/pages/privacy-policy.json';
    const sections = JSON.parse(await readFile(path.join(root, file), 'utf8')).sections as { id: string }[];
    const notJson = await post('/api/section/paste', { file, sections, at: 1, text: 'Ready to work with us?' });
    expect(notJson.statusCode).toBe(422);
    expect(notJson.json().error).toMatch(/^The pasted text is not a section: it is not JSON/);

    const brokenLink = { ...sectionExamples['cta-band'], buttons: [{ label: 'Gone', href: '/no-such-page' }] };
    const refused = await post('/api/section/paste', { file, sections, at: 1, text: JSON.stringify(brokenLink) });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error).toBe('The pasted text is not a valid section here: section.buttons[0].href: "/no-such-page" is not a page');

    const taken = { ...sectionExamples['cta-band'], id: sections[0]?.id };
    const accepted = await post('/api/section/paste', { file, sections, at: 1, text: JSON.stringify(taken) });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toEqual({ section: { ...taken, id: `${sections[0]?.id}-2` }, at: 1 });
  });

  it('checks a paste only against a file inside content/', async () => {
    const answer = await post('/api/section/paste', { file: '../package.json', sections: [], at: 0, text: JSON.stringify(sectionExamples['cta-band']) });
    expect(answer.statusCode).toBe(403);
  });
});
