// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type EditorTestSession, openEditorForTest } from '../testing/editor-test-session';

/** The post's preview (issue 30 item 4): the site's own post page, drawn from the unsaved draft. */
let session: EditorTestSession;

beforeAll(async () => {
  session = await openEditorForTest({ preview: true }, ['src', 'schemas', 'site.config.ts', 'tsconfig.json']);
}, 120_000);

afterAll(() => session?.close());

describe('the preview of a post', () => {
  it('draws the post page as the server renders it, from the draft: title, date, author, image and the sanitised body', async () => {
    const response = await session.change('/api/blog/preview', {
      slug: 'a-draft-never-saved',
      fields: { title: 'A draft seen before saving', date: '2026-11-27', author: 'Ama Mensah', category: 'Events', image: 'soc.webp' },
      body: '\n## Heading from the draft\n\nA **bold** [link](/contact) <script>alert(1)</script>\n',
    });
    expect(response.statusCode).toBe(200);
    const answer = JSON.parse(response.body) as { html: string; path: string; postIssues: unknown[]; issues: unknown[] };
    expect(answer.issues).toEqual([]);
    expect(answer.postIssues).toEqual([]);
    expect(answer.path).toBe('/our/blog/0/single');
    expect(answer.html).toContain('A draft seen before saving');
    expect(answer.html).toContain('<h2>Heading from the draft</h2>');
    expect(answer.html).toContain('<strong>bold</strong>');
    expect(answer.html).toContain('Ama Mensah');
    expect(answer.html).toContain('/uploads/soc.webp');
    expect(answer.html).not.toContain('alert(1)');
  }, 120_000);

  it('still draws a draft with a problem, and names the problem at its field', async () => {
    const response = await session.change('/api/blog/preview', {
      slug: 'a-draft-never-saved',
      fields: { title: 'Unknown category', date: '2026-11-27', author: 'Ama Mensah', category: 'Event' },
      body: 'Text.',
    });
    const answer = JSON.parse(response.body) as { html: string; postIssues: { field: string }[] };
    expect(answer.postIssues.map((issue) => issue.field)).toEqual(['category']);
    expect(answer.html).toContain('Unknown category');
  }, 60_000);
});
