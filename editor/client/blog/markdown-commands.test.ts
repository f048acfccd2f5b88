import { marked } from 'marked';
import { describe, expect, it } from 'vitest';
import { emphasis, heading, image, link, list, quote, type Selection } from './markdown-commands';

/** The text with "|" for the cursor, or "[" … "]" around a selection, as a Selection. */
function at(marked: string): Selection {
  const start = marked.includes('|') ? marked.indexOf('|') : marked.indexOf('«');
  const text = marked.replace('|', '').replace('«', '').replace('»', '');
  const end = marked.includes('»') ? marked.indexOf('»') - 1 : start;
  return { text, start, end };
}

const shown = ({ text, start, end }: Selection) =>
  start === end ? `${text.slice(0, start)}|${text.slice(start)}` : `${text.slice(0, start)}«${text.slice(start, end)}»${text.slice(end)}`;

const html = (selection: Selection) => marked.parse(selection.text, { async: false, gfm: true }).trim();

describe('the Markdown toolbar commands', () => {
  it('makes the cursor line a heading, and the same heading again takes it away', () => {
    const once = heading(at('Intro\nWhat ch|anged\nEnd'), 2);
    // The cursor stays in the words, so typing goes on where it was.
    expect(shown(once)).toBe('Intro\n## What ch|anged\nEnd');
    expect(html({ ...once, text: '## What changed' })).toBe('<h2>What changed</h2>');
    expect(heading(once, 2).text).toBe('Intro\nWhat changed\nEnd');
    expect(heading(once, 3).text).toBe('Intro\n### What changed\nEnd');
  });

  it('wraps a selection in bold or italic, leaving selected spaces outside, and unwraps it again', () => {
    const bold = emphasis(at('A «very »good plan'), 'bold');
    expect(shown(bold)).toBe('A **«very»** good plan');
    expect(html(bold)).toBe('<p>A <strong>very</strong> good plan</p>');
    expect(emphasis(bold, 'bold').text).toBe('A very good plan');
    const italic = emphasis(at('A |plan'), 'italic');
    expect(shown(italic)).toBe('A _|_plan');
    expect(html(emphasis(at('«plan»'), 'italic'))).toBe('<p><em>plan</em></p>');
  });

  it('makes lines a bulleted or a numbered list, skipping blank lines, and back', () => {
    const bullets = list(at('«one\n\ntwo»'), 'bullet');
    expect(bullets.text).toBe('- one\n\n- two');
    expect(list(bullets, 'bullet').text).toBe('one\n\ntwo');
    const numbers = list(at('«one\ntwo\nthree»'), 'number');
    expect(numbers.text).toBe('1. one\n2. two\n3. three');
    expect(html(numbers)).toContain('<ol>');
  });

  it('quotes lines and unquotes them', () => {
    const quoted = quote(at('«a\nb»'));
    expect(quoted.text).toBe('> a\n> b');
    expect(html(quoted)).toContain('<blockquote>');
    expect(quote(quoted).text).toBe('a\nb');
  });

  it('writes a link around the selected text, escaping brackets and bracketing an address with spaces', () => {
    const linked = link(at('See «our [contact] page».'), '/contact', '');
    expect(linked.text).toBe('See [our \\[contact\\] page](/contact).');
    expect(html(linked)).toBe('<p>See <a href="/contact">our [contact] page</a>.</p>');
    expect(link(at('|'), '/a b', 'Text').text).toBe('[Text](</a b>)');
  });

  it('puts an image on a paragraph of its own', () => {
    const placed = image(at('First.|Second.'), '/uploads/soc.webp', 'The SOC');
    expect(placed.text).toBe('First.\n\n![The SOC](/uploads/soc.webp)\n\nSecond.');
    expect(html(placed)).toContain('<img src="/uploads/soc.webp" alt="The SOC">');
  });
});
