// @vitest-environment node
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkSvg, cssProblemOf, describeSvgProblem } from './svg-allow-list';

const rootDir = path.resolve(import.meta.dirname, '../../..');
const svg = (body: string, attributes = '') => `<svg xmlns="http://www.w3.org/2000/svg"${attributes}>${body}</svg>`;
const messages = (text: string) => checkSvg(text).map(describeSvgProblem);

describe('the SVG allow-list', () => {
  it('passes every SVG shipped in public/', async () => {
    const files = (await readdir(path.join(rootDir, 'public'), { recursive: true })).filter((file) => file.endsWith('.svg'));
    expect(files.length).toBeGreaterThan(10);
    const refused = [];
    for (const file of files) {
      const problems = messages(await readFile(path.join(rootDir, 'public', file), 'utf8'));
      if (problems.length > 0) refused.push(`${file}: ${problems.join('; ')}`);
    }
    expect(refused).toEqual([]);
  });

  it('passes an ordinary exported logo: declaration, comments, gradients, clip paths, use of #id, a style with url(#id), aria and data attributes', () => {
    const logo = `<?xml version="1.0" encoding="UTF-8"?>
<!-- Generator: a design tool -->
<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" version="1.1" viewBox="0 0 100 40" aria-label="Logo" data-name="Layer 1" xml:space="preserve">
  <title>Logo</title><desc>A circle and a word</desc>
  <defs>
    <style>.a{fill:url(#g);stroke:url( '#g' )}/* brand colours */</style>
    <linearGradient id="g" x1="0" y1="0" x2="1" y2="1" gradientUnits="objectBoundingBox"><stop offset="0" stop-color="#0B2545"/><stop offset="1" stop-color="#13A89E" stop-opacity=".8"/></linearGradient>
    <clipPath id="c"><rect width="100" height="40" rx="4"/></clipPath>
    <symbol id="dot" viewBox="0 0 10 10"><circle cx="5" cy="5" r="5"/></symbol>
  </defs>
  <g clip-path="url(#c)" style="opacity:0.9">
    <use xlink:href="#dot" x="2" y="2" width="10" height="10"/><use href="#dot" x="20"/>
    <ellipse class="a" cx="50" cy="20" rx="8" ry="4"/><polyline points="0,0 5,5"/><line x1="0" y1="0" x2="1" y2="1"/>
    <text x="60" y="25" font-family="'Segoe UI', sans-serif"><tspan dx="2">Gruppo</tspan></text>
  </g>
</svg>`;
    expect(messages(logo)).toEqual([]);
  });

  describe('refuses each bypass of the old filter (issue 27), saying what and where', () => {
    it('a namespaced script, whatever its prefix or namespace', () => {
      expect(messages(svg('\n<x:script xmlns:x="http://www.w3.org/2000/svg">alert(1)</x:script>'))).toEqual([
        expect.stringMatching(/^line 2: the element <x:script> \(a script\) is not allowed/),
      ]);
      expect(messages(svg('<h:script xmlns:h="http://www.w3.org/1999/xhtml">alert(1)</h:script>'))).toEqual([
        expect.stringMatching(/the element <h:script> is not allowed: it is in the namespace http:\/\/www.w3.org\/1999\/xhtml/),
      ]);
      expect(messages(svg('<g xmlns="http://www.w3.org/1999/xhtml"><script>alert(1)</script></g>'))).toHaveLength(1);
    });

    it('a renamed XLink prefix with an entity-encoded javascript: address', () => {
      const text = svg('<use l:href="&#106;avascript:alert(1)"/>', ' xmlns:l="http://www.w3.org/1999/xlink"');
      expect(messages(text)).toEqual(['line 1: the attribute l:href on <use> is "javascript:alert(1)": only a reference inside the file ("#id") is allowed']);
      expect(messages(svg('<use q:href="https://evil.example/x.svg#a"/>', ' xmlns:q="http://www.w3.org/1999/xlink"'))).toHaveLength(1);
      expect(messages(svg('<use href="https://evil.example/x.svg#a"/>'))).toHaveLength(1);
    });

    it('CSS escapes hiding url( and @import, in a style element and a style attribute', () => {
      expect(messages(svg('<style>rect{background:u\\72l(https://evil.example/t.png)}</style>'))).toEqual([
        expect.stringMatching(/^line 1: the <style> element loads something with url\(https:/),
      ]);
      expect(messages(svg('<style>@\\69mport "https://evil.example/x.css";</style>'))).toEqual(['line 1: the <style> element imports a stylesheet (@import)']);
      expect(messages(svg('<rect style="fill:\\75 rl(https://evil.example/t.png)"/>'))).toEqual([
        expect.stringMatching(/^line 1: the attribute style on <rect> loads something with url\(https:/),
      ]);
      expect(messages(svg('<style><![CDATA[@import url(x.css);]]></style>'))).toHaveLength(1);
      // An element inside the style would split its text: the CSS after it is still the style's.
      expect(messages(svg('<style><style/>@import "x.css";</style>'))).toEqual([
        'line 1: the element <style> inside <style> is not allowed (a style holds only CSS)',
        'line 1: the <style> element imports a stylesheet (@import)',
      ]);
    });

    it('an animation of a link (<set attributeName="l:href">)', () => {
      const text = svg('<a><set attributeName="l:href" to="javascript:alert(1)"/><text>x</text></a>', ' xmlns:l="http://www.w3.org/1999/xlink"');
      expect(messages(text)).toEqual([expect.stringMatching(/^line 1: the element <a> \(a link\) is not allowed/)]);
      expect(messages(svg('<rect><set attributeName="fill" to="red"/></rect>'))).toEqual([
        expect.stringMatching(/the element <set> \(an animation \(it can change a link\)\) is not allowed/),
      ]);
      for (const element of ['animate', 'animateTransform', 'animateMotion'])
        expect(messages(svg(`<rect><${element} attributeName="x"/></rect>`))).toEqual([expect.stringContaining(`<${element}>`)]);
    });

    it('an external DTD, and any DOCTYPE or entity', () => {
      const external = `<?xml version="1.0"?>\n<!DOCTYPE svg SYSTEM "https://evil.example/x.dtd">\n${svg('<rect/>')}`;
      expect(messages(external)).toEqual([expect.stringMatching(/^line 2: a DOCTYPE is not allowed/)]);
      expect(messages(`<!DOCTYPE svg [<!ENTITY x "javascript:alert(1)">]>${svg('<use href="&x;"/>')}`)).toEqual([
        expect.stringMatching(/a DOCTYPE is not allowed/),
      ]);
      expect(messages(svg('<use href="&x;"/>'))).toEqual([expect.stringMatching(/is not well-formed XML: .*entity/i)]);
    });
  });

  it('refuses scripts, handlers, HTML, outside pictures and stylesheets the old filter also knew', () => {
    expect(messages(svg('<script>alert(1)</script>'))).toEqual([expect.stringContaining('<script> (a script)')]);
    expect(messages(svg('', ' onload="alert(1)"'))).toEqual(['line 1: the attribute onload on <svg> is an event handler: scripts are not allowed']);
    expect(messages(svg('<foreignObject><div xmlns="http://www.w3.org/1999/xhtml"/></foreignObject>'))).toEqual([expect.stringContaining('<foreignObject>')]);
    expect(messages(svg('<image href="data:image/png;base64,AAAA"/>'))).toEqual([expect.stringContaining('<image>')]);
    expect(messages(`<?xml-stylesheet href="https://evil.example/x.css"?>${svg('')}`)).toEqual([
      expect.stringContaining('processing instruction <?xml-stylesheet'),
    ]);
    expect(messages(svg('<rect fill="url(https://evil.example/p.svg#g)"/>'))).toEqual([
      expect.stringContaining('the attribute fill on <rect> loads something'),
    ]);
    expect(messages(svg('<rect sodipodi:type="x" xmlns:sodipodi="http://sodipodi.sourceforge.net/DTD/sodipodi-0.dtd"/>'))).toEqual([
      expect.stringContaining('the attribute sodipodi:type on <rect> is not allowed (namespace http://sodipodi'),
    ]);
    expect(messages(svg('<rect tabindex="1"/>'))).toEqual(['line 1: the attribute tabindex on <rect> is not allowed']);
  });

  it('refuses a file that is not an SVG document or not well-formed', () => {
    expect(messages('<html xmlns="http://www.w3.org/1999/xhtml"/>')).toEqual([expect.stringContaining('the root element <html> is not an SVG element')]);
    expect(messages('<svg><rect/></svg>')).toEqual([expect.stringContaining('the root element <svg> is not an SVG element (it is in no namespace')]);
    expect(messages(svg('<rect>'))).toEqual([expect.stringMatching(/is not well-formed XML/)]);
    expect(messages(`<?xml version="1.0" encoding="ISO-8859-1"?>${svg('')}`)).toEqual([expect.stringContaining('save the file as UTF-8')]);
  });

  it('reads CSS the way a browser does before deciding', () => {
    expect(cssProblemOf('fill: url(#g); clip-path: url("#c")')).toBeUndefined();
    expect(cssProblemOf('fill: ur/**/l(https://evil.example/)')).toBeDefined();
    // A comment opened inside a string is no comment: the url( between is live.
    expect(cssProblemOf('a{content:"/*"} b{background:url(https://evil.example/)} c{content:"*/"}')).toBeDefined();
    expect(cssProblemOf('b{background:-webkit-image-set("https://evil.example/a.png" 1x)}')).toBeDefined();
    expect(cssProblemOf('b{background:image("https://evil.example/a.png")}')).toBeDefined();
    expect(cssProblemOf('width: expression(alert(1))')).toBeDefined();
    expect(cssProblemOf('behavior: java\\9 script:alert(1)')).toBeDefined();
    expect(cssProblemOf('@\\000069mport "x.css"')).toBe('imports a stylesheet (@import)');
  });
});
