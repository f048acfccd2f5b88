// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { plainTextOf, summarize } from './post-summary';

describe('plainTextOf', () => {
  it('drops tags, scripts and styles, decodes entities and collapses white space', () => {
    expect(
      plainTextOf('<h1>ISO &amp; PCI</h1>\n<p>It&#39;s <em>here</em>&nbsp;now &quot;ok&quot; &#x263A;</p><script>alert(1)</script><style>p{}</style>'),
    ).toBe('ISO & PCI It\'s here now "ok" ☺');
  });

  it('leaves an unknown entity as written', () => {
    expect(plainTextOf('a &madeup; b')).toBe('a &madeup; b');
  });
});

describe('summarize', () => {
  it('keeps a short text whole', () => {
    expect(summarize('<p>Short post.</p>')).toBe('Short post.');
  });

  it('cuts a long text at a word boundary, at most 160 characters with the ellipsis', () => {
    const summary = summarize(`<p>${'Security governance matters, '.repeat(20)}</p>`);
    expect(summary.length).toBeLessThanOrEqual(160);
    expect(summary.endsWith('…')).toBe(true);
    expect(summary).toMatch(/^Security governance matters, .*[a-z]…$/);
  });

  it('never cuts an emoji in half', () => {
    const summary = summarize(`${'a'.repeat(158)}😀😀 more`, 160);
    expect(summary).not.toMatch(/[\uD800-\uDBFF]…$/);
  });
});
