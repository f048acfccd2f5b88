import { JSDOM } from 'jsdom';

/**
 * The searchable text of a rendered page: its headings and the rest of its main content (the header,
 * footer and navigation are the same on every page and are left out), white space collapsed. Text
 * hidden from everyone (`aria-hidden`, scripts, styles, templates) is left out too.
 */
export function pageSearchText(html: string): { headings: string; body: string } {
  const { document } = new JSDOM(html).window;
  const main = document.querySelector('main') ?? document.body;
  for (const hidden of main.querySelectorAll('script, style, template, noscript, svg, [aria-hidden="true"], [hidden]')) hidden.remove();
  const collapse = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();
  const headingElements = [...main.querySelectorAll('h1, h2, h3, h4, h5, h6')];
  const headings = headingElements.map((heading) => collapse(heading.textContent)).filter(Boolean);
  for (const heading of headingElements) heading.replaceWith(document.createTextNode(' '));
  // Block boundaries become spaces: textContent alone would glue "Audit" and "Training" of two cards into one word.
  for (const element of main.querySelectorAll('p, li, div, section, article, td, th, dt, dd, br, button')) element.append(document.createTextNode(' '));
  return { headings: headings.join(' · '), body: collapse(main.textContent) };
}
