// @vitest-environment node
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sectionExamples } from '../../schemas/section-examples';
import { type EditorTestSession, openEditorForTest } from './testing/editor-test-session';

let session: EditorTestSession;
let root: string;
const change: EditorTestSession['change'] = (url, body, headers) => session.change(url, body, headers);

const post = (url: string, body: unknown) => change(url, body);
beforeAll(async () => {
  session = await openEditorForTest();
  ({ root } = session);
}, 60_000);

afterAll(() => session?.close());

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

  it('checks a paste only against a page inside content/pages/', async () => {
    const text = JSON.stringify(sectionExamples['cta-band']);
    expect((await post('/api/section/paste', { file: '../package.json', sections: [], at: 0, text })).statusCode).toBe(400);
    expect((await post('/api/section/paste', { file: 'package.json', sections: [], at: 0, text })).statusCode).toBe(400);
  });
});
