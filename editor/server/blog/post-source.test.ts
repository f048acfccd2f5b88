import { describe, expect, it } from 'vitest';
import { splitFrontMatter } from '../../../server/blog/front-matter';
import { editPostSource, readPostParts, yamlScalar } from './post-source';

const post = [
  '---',
  '# A comment the maintainer wrote',
  'title: "Moving to ISO/IEC 27001:2022"',
  'date: 2024-03-12',
  'author: Innovare Advisory',
  'category: Insights',
  'image: iso-27001.webp',
  '---',
  '',
  'The 2022 edition.',
  '',
  '## What has changed',
  '',
].join('\n');

describe('a post edited in place (post-source.ts)', () => {
  it('reads the fields as text and the body as the bytes after the closing fence', () => {
    const parts = readPostParts(post);
    expect(parts?.fields).toEqual({
      title: 'Moving to ISO/IEC 27001:2022',
      date: '2024-03-12',
      author: 'Innovare Advisory',
      category: 'Insights',
      image: 'iso-27001.webp',
    });
    expect(parts?.body).toBe('\nThe 2022 edition.\n\n## What has changed\n');
  });

  it('writes the same bytes back when nothing changed', () => {
    const parts = readPostParts(post);
    expect(parts && editPostSource(post, parts)).toBe(post);
  });

  it('rewrites only the line of a changed field, keeping the comment, the quoting and the order of the others', () => {
    const parts = readPostParts(post);
    if (!parts) throw new Error('unreadable');
    const next = editPostSource(post, { ...parts, fields: { ...parts.fields, author: 'Ama Mensah' } }) ?? '';
    const changed = next.split('\n').filter((line, index) => line !== post.split('\n')[index]);
    expect(changed).toEqual(['author: Ama Mensah']);
  });

  it('adds a new field before the closing fence, removes an emptied optional one, and quotes text YAML would misread', () => {
    const parts = readPostParts(post);
    if (!parts) throw new Error('unreadable');
    const next = editPostSource(post, { ...parts, fields: { ...parts.fields, image: '', updated: '2024-04-01', title: 'Yes: no' } }) ?? '';
    expect(next).not.toContain('image:');
    expect(next).toContain('updated: 2024-04-01\n---\n');
    const split = splitFrontMatter(next);
    expect(split.ok && split.data).toMatchObject({ title: 'Yes: no', updated: '2024-04-01' });
    expect(split.ok && split.data.image).toBeUndefined();
  });

  it('keeps Windows line ends and replaces a body as sent', () => {
    const crlf = post.replaceAll('\n', '\r\n');
    const parts = readPostParts(crlf);
    if (!parts) throw new Error('unreadable');
    const next = editPostSource(crlf, { fields: { ...parts.fields, category: 'News' }, body: '\r\nNew text.\r\n' }) ?? '';
    expect(next).toContain('category: News\r\nimage: iso-27001.webp\r\n---\r\n\r\nNew text.\r\n');
  });

  it('refuses to guess when the front matter cannot be read', () => {
    expect(editPostSource('no front matter', { fields: { title: 'x' }, body: '' })).toBeUndefined();
  });

  it('writes one line for any text, quoted when YAML would read it otherwise', () => {
    expect(yamlScalar('plain words')).toBe('plain words');
    expect(yamlScalar('true')).toBe('"true"');
    expect(yamlScalar('two\nlines')).toBe('"two\\nlines"');
    expect(yamlScalar('a '.repeat(100))).not.toContain('\n');
  });
});
