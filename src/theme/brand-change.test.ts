import type { RenderedPage } from '../entry-server';
import * as realTokens from './tokens';

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

/** The page head, the CSS variables and the MUI theme as a build would make them with these tokens. */
async function buildWith(brand: string) {
  vi.resetModules();
  vi.doMock('./tokens', () => ({
    ...realTokens,
    brandColors: { ...realTokens.brandColors, navy: brand },
    colors: { ...realTokens.colors, brand },
  }));
  const { renderDocument } = await import('../engine/build/render-document');
  const { cssVariablesStylesheet } = await import('./css-variables');
  const { theme } = await import('./theme');
  vi.doUnmock('./tokens');
  return {
    html: renderDocument(template, page, { entry: '/assets/entry.js', preloads: [], styles: [] }, 'en'),
    css: cssVariablesStylesheet(),
    theme,
  };
}

describe('a brand change', () => {
  afterEach(() => {
    vi.doUnmock('./tokens');
    vi.resetModules();
  });

  it('is one edit of the tokens: the page head, the stylesheets’ variables and the theme follow, no trace of the old colour left', async () => {
    const before = await buildWith(realTokens.colors.brand);
    // The old brand as hex and as the channels MUI writes its shades with (rgba(11, 37, 69, 0.5), rgb(7, 25, 48)).
    expect(before.html).toContain(`<meta name="theme-color" content="${realTokens.colors.brand}">`);
    expect(before.html).toContain('--color-brand-outline:rgba(11,37,69,0.5)');
    expect(before.html).toContain('--color-brand-dark:rgb(7,25,48)');

    const after = await buildWith('#5A189A');
    expect(after.html).toContain('<meta name="theme-color" content="#5A189A">');
    expect(after.html).toContain(`<style data-design-tokens>${after.css}</style>`);
    expect(after.css).toContain('--color-brand:#5A189A;');
    expect(after.css).toContain('--color-brand-outline:rgba(90,24,154,0.5)');
    expect(after.css).toContain('--shadow-card:0 6px 24px rgba(90,24,154,0.06)');
    for (const old of [realTokens.colors.brand, '11,37,69', '11, 37, 69', 'rgb(7,25,48)']) expect(after.html.toUpperCase()).not.toContain(old.toUpperCase());
    expect(after.theme.palette.primary.main).toBe('#5A189A');
    expect(JSON.stringify(after.theme.palette).toUpperCase()).not.toContain(realTokens.colors.brand.toUpperCase());
  });
});
