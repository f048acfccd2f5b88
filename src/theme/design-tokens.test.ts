import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { hexToRgb } from '@mui/material/styles';
import { colorSchema } from '../../schemas/common';
import { cssVariables, cssVariablesStylesheet, customMedia, resolveCustomMedia } from './css-variables';
import { theme } from './theme';
import { brandColors, breakpoints, colors, radii } from './tokens';

const rootDir = path.resolve(import.meta.dirname, '../..');

/** Every stylesheet of the site and of the editor, by its path from the root. */
function stylesheets(): Map<string, string> {
  const files = ['src', 'editor'].flatMap((dir) =>
    readdirSync(path.join(rootDir, dir), { recursive: true, encoding: 'utf8' })
      .filter((name) => name.endsWith('.css'))
      .map((name) => path.join(dir, name)),
  );
  return new Map(files.map((file) => [file, readFileSync(path.join(rootDir, file), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '')]));
}

/** Each rule's selector (with the media query it sits in, if any) and its declarations. */
function rulesOf(css: string): { selector: string; declarations: Map<string, string> }[] {
  return [...css.matchAll(/([^{}]+)\{([^{}]*)\}/g)].map(([, selector = '', body = '']) => ({
    selector: selector.trim(),
    declarations: new Map(
      body
        .split(';')
        .map((declaration) => declaration.split(/:(.*)/s).map((part) => part.trim()))
        .filter((parts): parts is [string, string] => Boolean(parts[0] && parts[1]))
        .map(([property, value]) => [property, value]),
    ),
  }));
}

/** Words the browser would take as a colour (white, navy...), asked of jsdom's own CSS parser. */
function namedColoursIn(value: string): string[] {
  const keywords = new Set(['transparent', 'currentcolor', 'inherit', 'initial', 'unset', 'revert', 'none']);
  const probe = document.createElement('span');
  return (value.match(/(?<![\w-])[a-z]+(?![\w-(])/gi) ?? []).filter((word) => {
    if (keywords.has(word.toLowerCase())) return false;
    probe.style.color = '';
    probe.style.color = word;
    return probe.style.color !== '';
  });
}

const COLOUR_FUNCTION = /#[0-9a-f]{3,8}\b|\b(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch|color)\(/i;

describe('the design tokens in the plain stylesheets', () => {
  const sheets = stylesheets();

  it('finds the stylesheets it checks (the contact form, the blog, the buttons, the notices)', () => {
    expect([...sheets.keys()]).toEqual(
      expect.arrayContaining([
        'src/features/contact/components/contact-form.css',
        'src/components/plain-button.css',
        'src/components/notice.css',
        'src/features/blog/components/full-page-spinner.css',
      ]),
    );
  });

  it('writes no colour, radius or breakpoint of its own: each is a token', () => {
    const problems: string[] = [];
    for (const [file, css] of sheets) {
      for (const { selector, declarations } of rulesOf(css)) {
        for (const [property, value] of declarations) {
          const where = `${file}: ${selector} { ${property}: ${value} }`;
          if (COLOUR_FUNCTION.test(value) || namedColoursIn(value).length > 0) problems.push(`colour literal in ${where}`);
          if (property === 'border-radius' && !/^(var\(--radius[\w-]*\)|\d+%|0)$/.test(value)) problems.push(`radius literal in ${where}`);
        }
      }
      for (const [prelude] of css.matchAll(/@media[^{]*/g)) {
        if (/\d(px|em|rem)/.test(prelude)) problems.push(`${file}: breakpoint literal in ${prelude.trim()} (name it, e.g. (--breakpoint-md-up))`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('catches a colour literal, named or not, and leaves other words alone', () => {
    expect(namedColoursIn('1px solid white')).toEqual(['white']);
    expect(namedColoursIn('background-color 250ms cubic-bezier(0.4, 0, 0.2, 1)')).toEqual([]);
    expect(namedColoursIn('transparent')).toEqual([]);
    expect(COLOUR_FUNCTION.test('inset 0 0 0 1px #0b2545')).toBe(true);
    expect(COLOUR_FUNCTION.test('inset 0 0 0 1px var(--color-brand)')).toBe(false);
  });

  it('uses only custom properties the pages define, and the pages define only what the stylesheets use', () => {
    const used = new Set([...sheets.values()].flatMap((css) => [...css.matchAll(/var\((--[\w-]+)\)/g)].map((match) => match[1] ?? '')));
    expect([...used].filter((name) => !(name in cssVariables))).toEqual([]);
    expect(Object.keys(cssVariables).filter((name) => !used.has(name))).toEqual([]);
  });

  it('draws each part in its role: the send button in the brand colour, a refused field in the error colour', () => {
    const declarationOf = (file: string, selector: string, property: string) =>
      rulesOf(sheets.get(file) ?? '')
        .find((rule) => rule.selector.split(',').some((part) => part.trim() === selector))
        ?.declarations.get(property);
    const form = 'src/features/contact/components/contact-form.css';
    expect(declarationOf(form, '.contact-form__send', 'background-color')).toBe('var(--color-brand)');
    expect(declarationOf(form, '.contact-form__send', 'color')).toBe('var(--color-on-brand)');
    expect(declarationOf(form, '.contact-form__field-error', 'color')).toBe('var(--color-error)');
    expect(declarationOf(form, '.contact-form__input[aria-invalid="true"]', 'border-color')).toBe('var(--color-error)');
    expect(declarationOf(form, '.contact-form__input', 'border-radius')).toBe('var(--radius)');
    expect(declarationOf('src/components/plain-button.css', '.plain-button--primary', 'background-color')).toBe('var(--color-brand)');
    expect(declarationOf('src/features/blog/components/blog-list/blog-list.css', '.blog-card', 'box-shadow')).toBe('var(--shadow-card)');
  });

  it('gives the variables the tokens’ values and the theme’s shades of them', () => {
    expect(cssVariables['--color-brand']).toBe(colors.brand);
    expect(cssVariables['--color-error']).toBe(colors.error);
    expect(cssVariables['--color-brand-dark']).toBe(theme.palette.primary.dark);
    expect(cssVariables['--radius']).toBe(`${radii.base}px`);
    expect(cssVariables['--shadow-card']).toBe(`0 6px 24px ${hexToRgb(colors.brand).replace('rgb(', 'rgba(').replace(')', ', 0.06)')}`);
    expect(cssVariablesStylesheet({ '--color-brand': '#123456', '--color-brand-tint': 'rgba(1, 2, 3, 0.04)' })).toBe(
      ':root{--color-brand:#123456;--color-brand-tint:rgba(1,2,3,0.04)}',
    );
  });

  it('builds the MUI theme from the same tokens', () => {
    expect(theme.palette.primary.main).toBe(colors.brand);
    expect(theme.palette.secondary.main).toBe(colors.accent);
    expect(theme.palette.error.main).toBe(colors.error);
    expect(theme.palette.text.secondary).toBe(colors.muted);
    expect(theme.shape.borderRadius).toBe(radii.base);
    expect(theme.breakpoints.values).toEqual(breakpoints);
  });

  it('offers content exactly the named colours the tokens define (the schema may not import the theme)', () => {
    expect([...colorSchema.options].sort()).toEqual(Object.keys(brandColors).sort());
  });

  it('keeps the web app manifest’s colours those of the tokens (it is a static file: edit it with the brand)', () => {
    const manifest = JSON.parse(readFileSync(path.join(rootDir, 'public/site.webmanifest'), 'utf8')) as { theme_color: string; background_color: string };
    expect(manifest.theme_color.toUpperCase()).toBe(colors.brand.toUpperCase());
    expect(manifest.background_color.toUpperCase()).toBe(colors.surface.toUpperCase());
  });
});

describe('the design tokens in the components', () => {
  it('leaves no colour literal in the site’s or the editor’s code outside the tokens (tests excepted)', () => {
    const sources = ['src', 'editor'].flatMap((dir) =>
      readdirSync(path.join(rootDir, dir), { recursive: true, encoding: 'utf8' })
        .filter((name) => /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name))
        .map((name) => path.join(dir, name)),
    );
    expect(sources).toContain('src/engine/layout/site-footer.tsx');
    const literal = /#[0-9a-f]{6}\b|#[0-9a-f]{3}\b|\b(?:rgba?|hsla?)\(|:\s*'(?:white|black)'/i;
    const offenders = sources
      .filter((file) => file !== path.join('src', 'theme', 'tokens.ts'))
      .flatMap((file) =>
        readFileSync(path.join(rootDir, file), 'utf8')
          .split('\n')
          .flatMap((line, index) => (literal.test(line) ? [`${file}:${index + 1}: ${line.trim()}`] : [])),
      );
    expect(offenders).toEqual([]);
  });
});

describe('breakpoints in media queries', () => {
  it('writes the token’s width in place of a named breakpoint, and leaves var() and other queries alone', () => {
    const css = '@media (--breakpoint-md-up) { .a { color: var(--color-brand); } }\n@media (hover: hover) and (--breakpoint-sm-up) { .b { x: 1 } }';
    expect(resolveCustomMedia(css, 'x.css')).toBe(
      `@media (min-width: ${breakpoints.md}px) { .a { color: var(--color-brand); } }\n@media (hover: hover) and (min-width: ${breakpoints.sm}px) { .b { x: 1 } }`,
    );
    expect(customMedia['--breakpoint-lg-up']).toBe(`(min-width: ${breakpoints.lg}px)`);
  });

  it('refuses a breakpoint the tokens do not have, naming the file and the ones there are', () => {
    expect(() => resolveCustomMedia('@media (--breakpoint-huge-up) { .a { x: 1 } }', 'src/x.css')).toThrow(
      'src/x.css: unknown media query (--breakpoint-huge-up); the breakpoints are --breakpoint-xs-up, --breakpoint-sm-up',
    );
  });
});
