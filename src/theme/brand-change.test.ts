import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { darken, hexToRgb } from '@mui/material/styles';
import type { RenderedPage } from '../entry-server';
import { colors } from './tokens';

const template = '<!doctype html>\n<html lang="en">\n  <head>\n    <!--app-head-->\n  </head>\n  <body><div id="root"><!--app-html--></div></body>\n</html>';
const page: RenderedPage = {
  pageId: 'home',
  status: 200,
  sectionTypes: [],
  islands: [],
  headTags: '<title>Home</title>',
  styleTags: '',
  html: '<main></main>',
};
// Inside the project (its ignored .vite folder), where Vite transforms TypeScript; not in the OS's temporary folder.
const scratchDir = path.resolve(import.meta.dirname, '../../.vite');
mkdirSync(scratchDir, { recursive: true });
const workDir = mkdtempSync(path.join(scratchDir, 'brand-change-'));

/**
 * The page head, the CSS variables and the MUI theme as a build would make them after one edit of
 * tokens.ts: the navy's value replaced in a copy of the file, which the modules then import instead.
 */
async function buildWith(brand: string) {
  const source = readFileSync(path.join(import.meta.dirname, 'tokens.ts'), 'utf8');
  const edited = source.replace(`navy: '${colors.brand}'`, `navy: '${brand}'`);
  expect(edited === source).toBe(brand === colors.brand);
  const copy = path.join(workDir, `tokens-${brand.slice(1)}.ts`);
  writeFileSync(copy, edited);
  vi.resetModules();
  vi.doMock('./tokens', () => import(copy));
  const { renderDocument } = await import('../engine/build/render-document');
  const { cssVariablesStylesheet } = await import('./css-variables');
  const { theme } = await import('./theme');
  const tokens = await import('./tokens');
  vi.doUnmock('./tokens');
  return {
    html: renderDocument(template, page, { entry: '/assets/entry.js', preloads: [], styles: [] }, 'en'),
    css: cssVariablesStylesheet(),
    theme,
    tokens,
  };
}

describe('a brand change', () => {
  afterEach(() => {
    vi.doUnmock('./tokens');
    vi.resetModules();
  });
  afterAll(() => rmSync(workDir, { recursive: true, force: true }));

  it('is one edit of the tokens: the page head, the stylesheets’ variables and the theme follow, no trace of the old colour left', async () => {
    // The old brand as hex, as the channels of its translucent shades (11,37,69 for the navy) and as its dark shade.
    const channels = hexToRgb(colors.brand).slice('rgb('.length, -1).replaceAll(' ', '');
    const dark = darken(colors.brand, 0.3).replaceAll(' ', '');
    const before = await buildWith(colors.brand);
    expect(before.html).toContain(`<meta name="theme-color" content="${colors.brand}">`);
    expect(before.html).toContain(`--color-brand-outline:rgba(${channels},0.5)`);
    expect(before.html).toContain(`--color-brand-dark:${dark}`);

    const after = await buildWith('#5A189A');
    expect(after.html).toContain('<meta name="theme-color" content="#5A189A">');
    expect(after.html).toContain(`<style data-design-tokens>${after.css}</style>`);
    expect(after.css).toContain('--color-brand:#5A189A;');
    expect(after.css).toContain('--color-brand-outline:rgba(90,24,154,0.5)');
    expect(after.css).toContain('--shadow-card:0 6px 24px rgba(90,24,154,0.06)');
    for (const old of [colors.brand, channels, channels.replaceAll(',', ', '), dark]) expect(after.html.toUpperCase()).not.toContain(old.toUpperCase());
    expect(after.theme.palette.primary.main).toBe('#5A189A');
    expect(JSON.stringify(after.theme.palette).toUpperCase()).not.toContain(colors.brand.toUpperCase());
    // What the components draw with: menus' shadows, outlined buttons.
    expect(after.tokens.shadows.menu).toBe('0 18px 40px rgba(90, 24, 154, 0.16)');
    expect(after.tokens.tints.brandOutline).toBe('rgba(90, 24, 154, 0.5)');
  });
});
