import type { RenderedPage } from '../../entry-server';
import { cssVariablesStyleTag, variablesReadBy } from '../../theme/css-variables';
import { siteFontPreload } from '../../theme/site-font';
import { colors } from '../../theme/tokens';
import type { PageAssets } from './client-assets';
import { leadImagesOf } from './lead-images';

/** Stylesheets up to this size go into the page itself rather than making the first paint wait for them. */
const INLINE_STYLESHEET_BYTES = 12 * 1024;

/**
 * A section's stylesheet (Swiper's, for the carousels) either as a link or, when small, inline: a
 * stylesheet link in the head holds the first paint until it has downloaded, one more round trip on a
 * phone. The inline copy comes with a disabled link to the same file, which the browser does not load;
 * Vite's loader finds it there and does not fetch the file again when the section's code arrives.
 */
function stylesheetTags(href: string, stylesheets: ReadonlyMap<string, string>): string {
  const css = stylesheets.get(href);
  if (css === undefined || css.length > INLINE_STYLESHEET_BYTES || css.includes('</')) return `<link rel="stylesheet" crossorigin href="${href}">`;
  return `<style data-href="${href}">${css}</style><link rel="stylesheet" crossorigin href="${href}" disabled>`;
}

/**
 * The custom properties the page's stylesheets read, from the build's stylesheets; undefined (all of
 * them) when the caller has none to give: the development server and the editor's preview, where Vite
 * serves the styles.
 */
function designTokensReadBy(styles: readonly string[], stylesheets: ReadonlyMap<string, string>): Set<string> | undefined {
  if (stylesheets.size === 0) return undefined;
  return new Set(styles.flatMap((href) => [...variablesReadBy(stylesheets.get(href) ?? '')]));
}

/** Pours a rendered page into the built index.html: head tags, critical styles, preloads, and the markup. */
export function renderDocument(
  template: string,
  page: RenderedPage,
  assets: PageAssets,
  language: string,
  stylesheets: ReadonlyMap<string, string> = new Map(),
): string {
  const existingStyles = new Set([...template.matchAll(/<link rel="stylesheet"[^>]*href="([^"]+)"/g)].map((match) => match[1]));
  const head = [
    // The browser's toolbar colour and the design tokens the page's plain stylesheets read (docs/decisions/023).
    `<meta name="theme-color" content="${colors.brand}">`,
    cssVariablesStyleTag(designTokensReadBy(assets.styles, stylesheets)),
    page.headTags,
    ...leadImagesOf(page.html).map((src) => `<link rel="preload" as="image" href="${src}" fetchpriority="high">`),
    // After the lead image, which is most pages' largest paint; text paints in the fallback meanwhile.
    siteFontPreload,
    ...assets.styles.filter((href) => !existingStyles.has(href)).map((href) => stylesheetTags(href, stylesheets)),
    ...assets.preloads.map((href) => `<link rel="modulepreload" crossorigin href="${href}">`),
    page.styleTags,
  ].join('\n    ');
  if (!template.includes('<!--app-head-->') || !template.includes('<!--app-html-->')) {
    throw new Error('index.html must contain the <!--app-head--> and <!--app-html--> placeholders');
  }
  return template
    .replace('<html lang="en">', `<html lang="${language}">`)
    .replace('<!--app-head-->', () => head)
    .replace('<!--app-html-->', () => page.html);
}
