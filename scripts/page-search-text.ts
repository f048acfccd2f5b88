/**
 * The searchable text of a rendered page: its headings and the rest of its main content (the header,
 * footer and navigation are the same on every page and are left out), white space collapsed. Text
 * hidden from everyone (`aria-hidden`, scripts, styles, templates) is left out too.
 *
 * Read with a small tokenizer rather than a DOM: a JSDOM per page cost the build about 100 ms a page
 * (issue 31). It reads the markup React renders (well nested, void elements and SVG's self-closing
 * tags as `<x/>`), and gives what the DOM's textContent gives for it; page-search-text.test.ts holds
 * it to the DOM's answer on every page of the site.
 */
export function pageSearchText(html: string): { headings: string; body: string } {
  const hasMain = /<main[\s/>]/i.test(html);
  const headings: string[] = [];
  const body: string[] = [];
  let heading: string[] | undefined;
  /** Open elements, innermost last. */
  const stack: string[] = [];
  /** Depths (stack lengths) at which the main element, a hidden element and a heading were opened; -1 when none is open. */
  let mainDepth = -1;
  let mainDone = false;
  let hiddenDepth = -1;
  let headingDepth = -1;
  const inScope = () => (hasMain ? mainDepth !== -1 : true) && hiddenDepth === -1;

  const text = (value: string) => {
    if (!inScope()) return;
    if (heading) heading.push(value);
    else body.push(value);
  };
  const close = (depth: number) => {
    // Pops the elements above `depth`, innermost first, as an end tag closes whatever it encloses.
    while (stack.length > depth) {
      const name = stack.pop() as string;
      const level = stack.length;
      if (level === hiddenDepth) {
        hiddenDepth = -1;
        continue;
      }
      if (level === headingDepth && heading) {
        const collapsed = collapse(heading.join(''));
        if (collapsed && inScope()) headings.push(collapsed);
        heading = undefined;
        headingDepth = -1;
        text(' ');
        continue;
      }
      if (blockElements.has(name)) text(' ');
      if (level === mainDepth) {
        mainDepth = -1;
        mainDone = true;
      }
    }
  };

  let index = 0;
  while (index < html.length) {
    const open = html.indexOf('<', index);
    if (open === -1) {
      text(decodeEntities(html.slice(index)));
      break;
    }
    if (open > index) text(decodeEntities(html.slice(index, open)));
    if (html.startsWith('<!--', open)) {
      const end = html.indexOf('-->', open + 4);
      index = end === -1 ? html.length : end + 3;
      continue;
    }
    const tag = /^<(\/?)([a-zA-Z][a-zA-Z0-9-]*)/.exec(html.slice(open, open + 64));
    if (!tag) {
      if (html[open + 1] === '!' || html[open + 1] === '?' || html[open + 1] === '/') {
        // A doctype, a processing instruction or a stray end tag: no text.
        const end = html.indexOf('>', open);
        index = end === -1 ? html.length : end + 1;
      } else {
        text('<');
        index = open + 1;
      }
      continue;
    }
    const [, slash, rawName] = tag;
    const name = (rawName as string).toLowerCase();
    const { end, attributes, selfClosing } = readTag(html, open + tag[0].length);
    index = end;
    if (slash) {
      const at = stack.lastIndexOf(name);
      if (at !== -1) close(at);
      continue;
    }
    if (voidElements.has(name) || selfClosing) {
      if (name === 'br') text(' ');
      continue;
    }
    const hidden = hiddenElements.has(name) || hidesContent(attributes);
    const depth = stack.length;
    stack.push(name);
    if (name === 'main' && !mainDone && mainDepth === -1) mainDepth = depth;
    if (hidden && hiddenDepth === -1) hiddenDepth = depth;
    else if (/^h[1-6]$/.test(name) && headingDepth === -1 && hiddenDepth === -1) {
      headingDepth = depth;
      heading = [];
    }
    if (rawTextElements.has(name)) {
      // Their content is text up to their end tag, markup or not (and they are hidden: no text kept).
      const closing = html.toLowerCase().indexOf(`</${name}`, index);
      const contentEnd = closing === -1 ? html.length : closing;
      if (name === 'textarea' || name === 'title') text(decodeEntities(html.slice(index, contentEnd)));
      index = contentEnd;
    }
  }
  close(0);
  return { headings: headings.join(' · '), body: collapse(body.join('')) };
}

const collapse = (text: string) => text.replace(/\s+/g, ' ').trim();

/** Elements whose end the DOM version marked with a space, so the words of two cards do not run together. */
const blockElements = new Set(['p', 'li', 'div', 'section', 'article', 'td', 'th', 'dt', 'dd', 'br', 'button']);
const hiddenElements = new Set(['script', 'style', 'template', 'noscript', 'svg']);
const voidElements = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);
const rawTextElements = new Set(['script', 'style', 'textarea', 'title']);

/** The rest of a start or end tag from `from`: its attributes' text, whether it ends in `/>`, and where it ends. */
function readTag(html: string, from: number): { end: number; attributes: string; selfClosing: boolean } {
  let index = from;
  let quote: string | undefined;
  while (index < html.length) {
    const char = html[index];
    if (quote) {
      if (char === quote) quote = undefined;
    } else if (char === '"' || char === "'") {
      quote = char;
    } else if (char === '>') {
      const attributes = html.slice(from, index);
      return { end: index + 1, attributes, selfClosing: attributes.endsWith('/') };
    }
    index += 1;
  }
  return { end: html.length, attributes: html.slice(from), selfClosing: false };
}

/** Whether a start tag's attributes hide the element from everyone: `hidden`, or `aria-hidden="true"`. */
function hidesContent(attributes: string): boolean {
  if (!/hidden/i.test(attributes)) return false;
  for (const [, name, ...values] of attributes.matchAll(/([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g)) {
    const attribute = (name as string).toLowerCase();
    if (attribute === 'hidden') return true;
    if (attribute === 'aria-hidden' && values.find((value) => value !== undefined) === 'true') return true;
  }
  return false;
}

const namedEntities: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  copy: '©',
  reg: '®',
  trade: '™',
  hellip: '…',
  mdash: '—',
  ndash: '–',
  lsquo: '‘',
  rsquo: '’',
  ldquo: '“',
  rdquo: '”',
  middot: '·',
  bull: '•',
  laquo: '«',
  raquo: '»',
};

function decodeEntities(text: string): string {
  if (!text.includes('&')) return text;
  return text.replace(/&(#[xX][0-9a-fA-F]+|#[0-9]+|[a-zA-Z][a-zA-Z0-9]*);/g, (whole, name: string) => {
    if (name.startsWith('#')) {
      const code = name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number.parseInt(name.slice(1), 10);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '\ufffd';
    }
    return namedEntities[name] ?? whole;
  });
}
