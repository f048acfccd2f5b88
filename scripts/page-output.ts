import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { IslandTrigger } from '../schemas/define-section-type';
import { compressionThreshold } from '../server/pages/precompressed-files';
import { assetsForPage, type ClientManifest } from '../src/engine/build/client-assets';
import { renderDocument } from '../src/engine/build/render-document';
import type { RenderedPage } from '../src/entry-server';
import { sha256 } from './build-record';
import { pageBrotliQuality } from './page-brotli-quality';
import { pageSearchText } from './page-search-text';

/** What the page's document is made of besides the rendered page: the same for every page of a build. */
export type DocumentSpec = {
  /** The built index.html. */
  template: string;
  clientManifest: ClientManifest;
  /** The build's stylesheets by address, as readStylesheets gives them (as pairs: they cross to the render workers). */
  stylesheets: [string, string][];
  /** The legacy preset's pages fetch their blog data (decision 019). */
  islandsFetch: boolean;
  language: string;
};

/** The document of one rendered page, for a DocumentSpec. */
export function documentRenderer(spec: DocumentSpec): (rendered: RenderedPage) => string {
  const stylesheets = new Map(spec.stylesheets);
  return (rendered) =>
    renderDocument(
      spec.template,
      rendered,
      assetsForPage(spec.clientManifest, rendered.islands, { islandsFetch: spec.islandsFetch }),
      spec.language,
      stylesheets,
    );
}

/** One page to render: its address, and where its document goes. */
export type PageTask = { url: string; file: string; searchText: boolean; compress: boolean };

export type PageOutcome = {
  pageId: string;
  headTags: string;
  islands: { type: string; trigger: IslandTrigger }[];
  search?: { headings: string; body: string };
  /** The SHA-256 of each file written, by suffix: '' the page, '.br' and '.gz' its stored variants. */
  files: Record<string, string>;
};

/**
 * A page's stored variants: brotli at pageBrotliQuality and gzip at 9, either dropped when it is not
 * smaller (as server/pages/precompressed-files.ts does), none below its threshold.
 */
function pageVariants(body: Buffer): Record<string, Buffer> {
  if (body.length < compressionThreshold) return {};
  const variants: Record<string, Buffer> = {};
  const br = brotliCompressSync(body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: pageBrotliQuality,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
  if (br.length < body.length) variants['.br'] = br;
  const gz = gzipSync(body, { level: constants.Z_BEST_COMPRESSION });
  if (gz.length < body.length) variants['.gz'] = gz;
  return variants;
}

/**
 * Renders one page and writes it, and its stored variants when asked, as soon as it is rendered: the
 * same work in the build's render workers (render-worker.ts) and in the process itself (the
 * development server, BUILD_WORKERS=0).
 */
export async function renderPageToFile(
  task: PageTask,
  renderPage: (url: string) => Promise<RenderedPage>,
  document: (rendered: RenderedPage) => string,
): Promise<PageOutcome> {
  const rendered = await renderPage(task.url);
  const body = Buffer.from(document(rendered));
  const files: Record<string, string> = { '': sha256(body) };
  await mkdir(path.dirname(task.file), { recursive: true });
  await writeFile(task.file, body);
  if (task.compress) {
    for (const [suffix, variant] of Object.entries(pageVariants(body))) {
      await writeFile(`${task.file}${suffix}`, variant);
      files[suffix] = sha256(variant);
    }
  }
  return {
    pageId: rendered.pageId,
    headTags: rendered.headTags,
    islands: rendered.islands,
    ...(task.searchText ? { search: pageSearchText(rendered.html) } : {}),
    files,
  };
}
