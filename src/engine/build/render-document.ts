import type { RenderedPage } from '../../entry-server';
import type { PageAssets } from './client-assets';
import { leadImagesOf } from './lead-images';

/** Pours a rendered page into the built index.html: head tags, critical styles, preloads, and the markup. */
export function renderDocument(template: string, page: RenderedPage, assets: PageAssets, language: string): string {
  const existingStyles = new Set([...template.matchAll(/<link rel="stylesheet"[^>]*href="([^"]+)"/g)].map((match) => match[1]));
  const head = [
    page.headTags,
    ...leadImagesOf(page.html).map((src) => `<link rel="preload" as="image" href="${src}" fetchpriority="high">`),
    ...assets.styles.filter((href) => !existingStyles.has(href)).map((href) => `<link rel="stylesheet" crossorigin href="${href}">`),
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
