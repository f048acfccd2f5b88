import { routes } from 'virtual:route-table';
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../src/entry-server';
import { pageSearchText } from './page-search-text';

/** The search text as the build read it until issue 31, from a DOM of the page: the answer the tokenizer must give. */
function domSearchText(html: string): { headings: string; body: string } {
  const { document } = new JSDOM(html).window;
  const main = document.querySelector('main') ?? document.body;
  for (const hidden of main.querySelectorAll('script, style, template, noscript, svg, [aria-hidden="true"], [hidden]')) hidden.remove();
  const collapse = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();
  const headingElements = [...main.querySelectorAll('h1, h2, h3, h4, h5, h6')];
  const headings = headingElements.map((heading) => collapse(heading.textContent)).filter(Boolean);
  for (const heading of headingElements) heading.replaceWith(document.createTextNode(' '));
  for (const element of main.querySelectorAll('p, li, div, section, article, td, th, dt, dd, br, button')) element.append(document.createTextNode(' '));
  return { headings: headings.join(' · '), body: collapse(main.textContent) };
}

describe('pageSearchText', () => {
  it.each([
    ['main content only, headings apart', '<header><h1>Site</h1></header><main><h1>Audit</h1><p>Trained <b>staff</b></p></main><footer>Foot</footer>'],
    ['cards do not run together', '<main><div>Audit</div><div>Training</div><ul><li>One</li><li>Two</li></ul>a<br/>b</main>'],
    [
      'React text separators and entities',
      '<main><p>Tom<!-- -->&amp;<!-- -->Jerry &lt;3 &quot;x&quot; &#x27;y&#39; caf&#233;&nbsp;bar &copy; &unknown;</p></main>',
    ],
    [
      'hidden text left out, a class named hidden kept',
      '<main><p class="visually hidden">Kept</p><span aria-hidden="true">Gone</span><div hidden>Gone</div><svg><path d="M0"/><title>Gone</title></svg><script type="application/json">{"a":"<p>Gone</p>"}</script><style>.x{}</style><template><p>Gone</p></template><noscript>Gone</noscript><p aria-hidden="false">Kept too</p></main>',
    ],
    [
      'attributes with > and quotes',
      '<main><a href="/x?a>b" title=\'say "hi"\'>Link</a><img alt="Not text" src="/a.webp"/><button type="button">Go</button></main>',
    ],
    ['no main: the whole body', '<div><h2>Title</h2><p>Text</p></div>'],
    ['heading with hidden part and markup', '<main><h2>Our <em>story</em><span aria-hidden="true">#</span></h2><h3> </h3><p>Then</p></main>'],
  ])('gives what a DOM gives: %s', (_name, html) => {
    expect(pageSearchText(html)).toEqual(domSearchText(html));
  });

  it('gives what a DOM gives on every page of the site', { timeout: 120_000 }, async () => {
    for (const route of routes) {
      const { html } = await renderPage(route.path.replace(/:[^/]+/g, 'x'));
      expect({ path: route.path, ...pageSearchText(html) }).toEqual({ path: route.path, ...domSearchText(html) });
    }
  });
});
