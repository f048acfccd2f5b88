import type { ViteDevServer } from 'vite';

/** The page loader: the built page names its stylesheets (and those of everything it imports) in its head. */
const ENTRY = '/src/entry-client.ts';

const islandModule = (type: string) => [`/src/sections/${type}/${type}.island.ts`, `/src/sections/${type}/${type}.island.tsx`];

const isStylesheet = (url: string) => /\.css(?:$|\?)/.test(url.split('?')[0] ?? url);

/**
 * The stylesheets the built page has in its head (client-assets.ts's assetsForPage): every stylesheet
 * the loader entry and the page's island modules import statically, with what those import in turn, in
 * import order. Without them the preview is not the built page (issue 28, B7 and B11): the home
 * carousel's slides are not positioned above their overlay without Swiper's stylesheet, and the blog
 * post's icons are drawn unsized without blog-post.css. Read once per module through Vite (the same
 * pipeline as the build's CSS), the CSS text kept for the preview's life: stylesheets are not edited in
 * the editor.
 */
export class PreviewStylesheets {
  private readonly cssOf = new Map<string, Promise<string>>();
  private readonly stylesheetsOf = new Map<string, Promise<string[]>>();

  constructor(private readonly vite: ViteDevServer) {}

  /** `<style>` tags of the page's stylesheets, one per file, each marked with the file it comes from. */
  async styleTags(islandTypes: readonly string[]): Promise<string> {
    const roots = [ENTRY, ...(await Promise.all(islandTypes.map((type) => this.islandUrl(type)))).filter((url) => url !== undefined)];
    const urls = [...new Set((await Promise.all(roots.map((root) => this.stylesheetsImportedBy(root)))).flat())];
    const texts = await Promise.all(urls.map((url) => this.css(url)));
    // `</` cannot end a style element early: the text is CSS from the project's own files and packages.
    return urls.map((url, index) => `<style data-preview-stylesheet="${url}">${(texts[index] ?? '').replaceAll('</', '<\\/')}</style>`).join('');
  }

  private async islandUrl(type: string): Promise<string | undefined> {
    for (const url of islandModule(type)) {
      if (await this.vite.environments.ssr.pluginContainer.resolveId(url).catch(() => null)) return url;
    }
    return undefined;
  }

  /** Every stylesheet `url` imports statically, directly or through the project's own modules (a package's code is not followed). */
  private stylesheetsImportedBy(url: string): Promise<string[]> {
    let found = this.stylesheetsOf.get(url);
    if (!found) {
      found = this.walk(url, new Set());
      this.stylesheetsOf.set(url, found);
    }
    return found;
  }

  private async walk(url: string, seen: Set<string>): Promise<string[]> {
    if (seen.has(url)) return [];
    seen.add(url);
    // Transformed only, never run: island modules are browser code. The SSR transform writes each static
    // import as `__vite_ssr_import__("<url>"` and each dynamic one otherwise (the module graph counts both).
    const transformed = await this.vite.environments.ssr.transformRequest(url);
    const found: string[] = [];
    for (const [, imported] of (transformed?.code ?? '').matchAll(/__vite_ssr_import__\("([^"]+)"/g)) {
      if (imported === undefined) continue;
      if (isStylesheet(imported)) found.push(imported);
      else if (imported.startsWith('/src/')) found.push(...(await this.walk(imported, seen)));
    }
    return found;
  }

  private css(url: string): Promise<string> {
    let text = this.cssOf.get(url);
    if (!text) {
      text = this.vite.ssrLoadModule(`${url}${url.includes('?') ? '&' : '?'}inline`).then((module) => String((module as { default?: unknown }).default ?? ''));
      this.cssOf.set(url, text);
    }
    return text;
  }
}
