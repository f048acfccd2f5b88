import { SaxesParser, type SaxesTagNS } from 'saxes';

/**
 * The one check of an SVG file, shared by the editor's upload (which refuses the file) and
 * `npm run validate` (which warns about a file already in public/). The file is parsed by a real
 * XML parser (saxes, namespace-aware) and everything must be on an allow-list: drawing elements of
 * the SVG namespace, presentation and geometry attributes, same-document `#id` references only, CSS
 * without `url()` to anything but `#id`, `@import`, `expression(` or `javascript:`. Nothing is
 * rewritten: a file passes as it is or is refused, saying what and where (decision 028).
 *
 * Names are matched by namespace URI, never by prefix: `<x:script xmlns:x="…svg">` is a script, and
 * `l:href` with `xmlns:l` bound to XLink is an XLink href.
 */

const SVG_NS = 'http://www.w3.org/2000/svg';
const XLINK_NS = 'http://www.w3.org/1999/xlink';
const XML_NS = 'http://www.w3.org/XML/1998/namespace';
const XMLNS_NS = 'http://www.w3.org/2000/xmlns/';

/** Drawing elements of the SVG namespace. No script, foreignObject, animation, a, image, filter, iframe… */
const ALLOWED_ELEMENTS = new Set([
  'circle',
  'clipPath',
  'defs',
  'desc',
  'ellipse',
  'g',
  'line',
  'linearGradient',
  'mask',
  'path',
  'pattern',
  'polygon',
  'polyline',
  'radialGradient',
  'rect',
  'stop',
  'style',
  'svg',
  'symbol',
  'text',
  'title',
  'tspan',
  'use',
]);

/** Why a well-known element is refused, said in the message (others are "not on the list"). */
const REFUSED_ELEMENT_REASONS: Record<string, string> = {
  script: 'a script',
  foreignObject: 'HTML inside the SVG',
  animate: 'an animation (it can change a link)',
  set: 'an animation (it can change a link)',
  animateTransform: 'an animation',
  animateMotion: 'an animation',
  a: 'a link',
  image: 'a picture loaded from elsewhere or embedded (put the picture in its own file)',
  iframe: 'an embedded document',
  feImage: 'a picture loaded from elsewhere',
};

/** Presentation, geometry and descriptive attributes without a namespace. `href` and `style` are checked further below. */
const ALLOWED_ATTRIBUTES = new Set([
  // Core and descriptive
  'id',
  'class',
  'style',
  'lang',
  'role',
  'focusable',
  'version',
  'baseProfile',
  'type',
  'media',
  'href',
  // Geometry
  'x',
  'y',
  'x1',
  'y1',
  'x2',
  'y2',
  'cx',
  'cy',
  'r',
  'rx',
  'ry',
  'fx',
  'fy',
  'fr',
  'dx',
  'dy',
  'd',
  'points',
  'pathLength',
  'width',
  'height',
  'viewBox',
  'preserveAspectRatio',
  'transform',
  'transform-origin',
  'transform-box',
  'rotate',
  'textLength',
  'lengthAdjust',
  'offset',
  'refX',
  'refY',
  'gradientUnits',
  'gradientTransform',
  'spreadMethod',
  'patternUnits',
  'patternContentUnits',
  'patternTransform',
  'clipPathUnits',
  'maskUnits',
  'maskContentUnits',
  // Presentation
  'fill',
  'fill-opacity',
  'fill-rule',
  'stroke',
  'stroke-width',
  'stroke-linecap',
  'stroke-linejoin',
  'stroke-miterlimit',
  'stroke-dasharray',
  'stroke-dashoffset',
  'stroke-opacity',
  'opacity',
  'stop-color',
  'stop-opacity',
  'clip-path',
  'clip-rule',
  'mask',
  'color',
  'display',
  'visibility',
  'overflow',
  'font',
  'font-family',
  'font-size',
  'font-size-adjust',
  'font-stretch',
  'font-style',
  'font-variant',
  'font-weight',
  'letter-spacing',
  'word-spacing',
  'text-anchor',
  'text-decoration',
  'dominant-baseline',
  'alignment-baseline',
  'baseline-shift',
  'writing-mode',
  'direction',
  'unicode-bidi',
  'shape-rendering',
  'text-rendering',
  'image-rendering',
  'color-interpolation',
  'color-rendering',
  'vector-effect',
  'paint-order',
  'mix-blend-mode',
  'isolation',
  'enable-background',
]);

/** `aria-*` (accessible names) and `data-*` (inert; design tools write `data-name`) are allowed by pattern. */
const ALLOWED_ATTRIBUTE_PATTERN = /^(aria|data)-[a-z0-9-]+$/;

export type SvgProblem = {
  /** 1-based line in the file, when the parser knows it. */
  line: number | undefined;
  /** What is refused, for the maintainer: "the element <script> (a script) is not allowed". */
  message: string;
};

/** Stops the parse at the first problem that makes the rest meaningless (a DOCTYPE, malformed XML). */
class StopParsing extends Error {}

/**
 * Every reason the SVG text is refused (empty when it passes), in document order. Problems inside
 * an element that is refused are not listed again (its content is refused with it).
 */
export function checkSvg(text: string): SvgProblem[] {
  const problems: SvgProblem[] = [];
  const parser = new SaxesParser({ xmlns: true, position: true });
  const add = (message: string, line: number | undefined = parser.line) => {
    problems.push({ line, message });
  };
  const stop = (message: string): never => {
    add(message);
    throw new StopParsing(message);
  };
  let refusedDepth = 0;
  let depth = 0;
  let styleText: { line: number; text: string } | undefined;

  parser.on('xmldecl', (declaration) => {
    if (declaration.encoding !== undefined && !/^utf-?8$/i.test(declaration.encoding))
      add(`the XML declaration says encoding="${declaration.encoding}"; save the file as UTF-8`);
  });
  parser.on('doctype', () => stop('a DOCTYPE is not allowed (it can declare entities or load an outside DTD); remove the <!DOCTYPE …> line'));
  parser.on('processinginstruction', ({ target }) => add(`the processing instruction <?${target} …?> is not allowed (only the <?xml …?> declaration is)`));
  parser.on('opentag', (tag) => {
    depth += 1;
    if (refusedDepth > 0) return;
    // A style's CSS is its text; an element inside would split that text where this check reads it whole.
    const problem =
      styleText !== undefined ? `the element <${tag.name}> inside <style> is not allowed (a style holds only CSS)` : elementProblem(tag, depth === 1);
    if (problem !== undefined) {
      add(problem);
      refusedDepth = depth;
      return;
    }
    for (const attribute of Object.values(tag.attributes)) {
      const attributeProblem = attributeProblemOf(tag, attribute);
      if (attributeProblem !== undefined) add(attributeProblem);
    }
    if (tag.local === 'style') styleText = { line: parser.line, text: '' };
  });
  const collectStyle = (text: string) => {
    if (styleText !== undefined && refusedDepth === 0) styleText.text += text;
  };
  parser.on('text', collectStyle);
  parser.on('cdata', collectStyle);
  parser.on('closetag', (tag) => {
    if (tag.local === 'style' && styleText !== undefined && refusedDepth === 0) {
      const cssProblem = cssProblemOf(styleText.text);
      if (cssProblem !== undefined) add(`the <style> element ${cssProblem}`, styleText.line);
      styleText = undefined;
    }
    if (refusedDepth === depth) refusedDepth = 0;
    depth -= 1;
  });

  try {
    parser.write(text.replace(/^\uFEFF/, '')).close();
  } catch (error) {
    if (!(error instanceof StopParsing)) {
      // saxes words its errors "file:line:column: message".
      const message = error instanceof Error ? error.message : String(error);
      const located = /^(?:[^:]*:)?(\d+):(\d+): (.*)$/s.exec(message);
      add(`the file is not well-formed XML: ${located ? located[3] : message}`, located ? Number(located[1]) : undefined);
    }
  }
  return problems;
}

/** The first reasons, joined, and how many more: "line 3: the element <script> (a script) is not allowed; line 5: …; and 7 more". */
export function describeSvgProblems(problems: readonly SvgProblem[], listed = 5): string {
  const more = problems.length > listed ? `; and ${problems.length - listed} more` : '';
  return `${problems.slice(0, listed).map(describeSvgProblem).join('; ')}${more}`;
}

export function describeSvgProblem(problem: SvgProblem): string {
  return problem.line === undefined ? problem.message : `line ${problem.line}: ${problem.message}`;
}

function elementProblem(tag: SaxesTagNS, isRoot: boolean): string | undefined {
  const name = `<${tag.name}>`;
  if (tag.uri !== SVG_NS) {
    const namespace = tag.uri === '' ? 'no namespace' : `the namespace ${tag.uri}`;
    if (isRoot) return `the root element ${name} is not an SVG element (it is in ${namespace}; the root must be <svg xmlns="${SVG_NS}">)`;
    return `the element ${name} is not allowed: it is in ${namespace}, not SVG's (only SVG drawing elements are)`;
  }
  if (isRoot && tag.local !== 'svg') return `the root element is ${name}; an SVG file starts with <svg>`;
  if (ALLOWED_ELEMENTS.has(tag.local)) return undefined;
  const reason = Object.hasOwn(REFUSED_ELEMENT_REASONS, tag.local) ? ` (${REFUSED_ELEMENT_REASONS[tag.local]})` : '';
  return `the element ${name}${reason} is not allowed`;
}

function attributeProblemOf(tag: SaxesTagNS, attribute: SaxesTagNS['attributes'][string]): string | undefined {
  const where = `the attribute ${attribute.name} on <${tag.name}>`;
  if (attribute.uri === XMLNS_NS || (attribute.prefix === '' && attribute.local === 'xmlns')) return undefined;
  if (attribute.uri === XML_NS) return attribute.local === 'space' || attribute.local === 'lang' ? undefined : `${where} is not allowed`;
  const isHref = (attribute.uri === XLINK_NS || attribute.uri === '') && attribute.local === 'href';
  if (isHref) return /^#\S+$/.test(attribute.value) ? undefined : `${where} is "${attribute.value}": only a reference inside the file ("#id") is allowed`;
  if (attribute.uri !== '') return `${where} is not allowed (namespace ${attribute.uri})`;
  if (/^on/i.test(attribute.local)) return `${where} is an event handler: scripts are not allowed`;
  if (!ALLOWED_ATTRIBUTES.has(attribute.local) && !ALLOWED_ATTRIBUTE_PATTERN.test(attribute.local)) return `${where} is not allowed`;
  // Presentation attributes are CSS values (fill="url(#g)"); style is CSS declarations: the same check.
  const cssProblem = cssProblemOf(attribute.value);
  return cssProblem === undefined ? undefined : `${where} ${cssProblem}`;
}

/**
 * What in CSS could load something or run a script, after undoing what hides it: CSS escapes
 * (`u\72l(`, `@\69mport`) and comments (`ur/ * * /l(`). Three readings are checked, any one found is
 * refused: escapes decoded; comments removed then escapes decoded; escapes decoded then comments
 * removed. A comment-looking run inside a CSS string is thus no hiding place, at the cost of refusing
 * an odd but harmless stylesheet (a logo's CSS has neither).
 */
export function cssProblemOf(css: string): string | undefined {
  const readings = [decodeCssEscapes(css), decodeCssEscapes(removeCssComments(css)), removeCssComments(decodeCssEscapes(css))].map((reading) =>
    // Browsers drop tabs and line breaks inside a URL: "java\tscript:" is "javascript:".
    reading.toLowerCase(),
  );
  for (const reading of readings) {
    for (const match of reading.matchAll(/url\(\s*(['"]?)\s*([^'")\s]*)/g)) {
      if (!match[2]?.startsWith('#')) return `loads something with url(${match[2] ?? ''}): only url(#id), a reference inside the file, is allowed`;
    }
    if (reading.includes('@import')) return 'imports a stylesheet (@import)';
    // image-set(), image() and src() take a URL as a plain string, without url().
    if (/\b(image-set|image|src)\(/.test(reading)) return 'loads something (image-set(, image( or src() take an address): only url(#id) is allowed';
    if (reading.includes('expression(')) return 'holds a CSS expression( (a script)';
    if (reading.replace(/[\t\n\r]/g, '').includes('javascript:')) return 'holds a javascript: address';
  }
  return undefined;
}

function removeCssComments(css: string): string {
  return css.replace(/\/\*[\s\S]*?(\*\/|$)/g, '');
}

/** CSS escapes: `\` then 1–6 hex digits and one optional white space, or `\` then any other character (a line break is dropped). */
function decodeCssEscapes(css: string): string {
  return css.replace(
    /\\(?:([0-9a-fA-F]{1,6})(?:\r\n|[ \t\r\n\f])?|(\r\n|[\r\n\f])|([\s\S]))/g,
    (_match, hex: string | undefined, _newline, other: string | undefined) => {
      if (hex !== undefined) {
        const code = Number.parseInt(hex, 16);
        return code === 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff) ? '\uFFFD' : String.fromCodePoint(code);
      }
      return other ?? '';
    },
  );
}
