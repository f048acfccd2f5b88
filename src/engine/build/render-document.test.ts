import type { RenderedPage } from '../../entry-server';
import { colors, radii } from '../../theme/tokens';
import { renderDocument } from './render-document';

const template = '<!doctype html>\n<html lang="en">\n  <head>\n    <!--app-head-->\n  </head>\n  <body><div id="root"><!--app-html--></div></body>\n</html>';
const page: RenderedPage = { pageId: 'contact', status: 200, sectionTypes: [], islands: [], headTags: '', styleTags: '', html: '<main></main>' };
const tokensBlock = (html: string) => html.match(/<style data-design-tokens>([^<]*)<\/style>/)?.[1];

describe('the design tokens in a page’s head', () => {
  const stylesheets = new Map([
    ['/assets/contact-form.css', '.contact-form__send{color:var(--color-on-brand);background-color:var(--color-brand)}'],
    ['/assets/swiper.css', ':root{--swiper-theme-color:#007aff}.swiper{color:var(--swiper-theme-color)}'],
  ]);

  it('carries the variables its stylesheets read, with the tokens’ values, and the brand as the browser’s theme colour', () => {
    const html = renderDocument(template, page, { entry: '/assets/entry.js', preloads: [], styles: ['/assets/contact-form.css'] }, 'en', stylesheets);
    expect(tokensBlock(html)).toBe(`:root{--color-brand:${colors.brand};--color-on-brand:${colors.onBrand}}`);
    expect(html).toContain(`<meta name="theme-color" content="${colors.brand}">`);
  });

  it('carries none on a page whose stylesheets read none (a page drawn by the theme alone)', () => {
    const html = renderDocument(template, page, { entry: '/assets/entry.js', preloads: [], styles: ['/assets/swiper.css'] }, 'en', stylesheets);
    expect(tokensBlock(html)).toBeUndefined();
    expect(html).toContain(`<meta name="theme-color" content="${colors.brand}">`);
  });

  it('carries all of them when the stylesheets are not known (the development server, where Vite serves the styles)', () => {
    const html = renderDocument(template, page, { entry: '/src/entry-client.ts', preloads: [], styles: [] }, 'en');
    expect(tokensBlock(html)).toContain(`--color-brand:${colors.brand};`);
    expect(tokensBlock(html)).toContain('--color-error:');
    expect(tokensBlock(html)).toContain(`--radius:${radii.base}px`);
  });
});
