import { describe, expect, it } from 'vitest';
import { sanitizePostHtml } from './sanitize-post-html';

function parsed(html: string): HTMLElement {
  const holder = document.createElement('div');
  holder.innerHTML = sanitizePostHtml(html);
  return holder;
}

describe('sanitizePostHtml', () => {
  it('removes <style> elements, so a post cannot hide the page or restyle the site', () => {
    const html = parsed('<p>Before</p><style>main { display: none } body::after { content: ""; position: fixed; inset: 0 }</style><p>After</p>');
    expect(html.querySelector('style')).toBeNull();
    expect(html.innerHTML).not.toContain('display: none');
    expect(html.textContent).toBe('BeforeAfter');
  });

  it('removes style attributes, keeping the element and its text', () => {
    const html = parsed('<p style="position:fixed;inset:0;z-index:9999;background:#fff">Read <a href="/x" style="color:red">this</a></p>');
    expect(html.querySelector('[style]')).toBeNull();
    expect(html.querySelector('p')?.textContent).toBe('Read this');
    expect(html.querySelector('a')?.getAttribute('href')).toBe('/x');
  });

  it('still removes scripts, event handlers and form controls', () => {
    const html = parsed('<img src="x.png" onerror="alert(1)"><script>alert(1)</script><form><input name="password"></form>');
    expect(html.querySelector('script, form, input, [onerror]')).toBeNull();
    expect(html.querySelector('img')?.getAttribute('src')).toBe('x.png');
  });
});
