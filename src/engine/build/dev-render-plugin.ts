import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Connect, Plugin, ViteDevServer } from 'vite';
import type { RenderedPage } from '../../entry-server';
import { renderDocument } from './render-document';

type ServerEntry = { renderPage: (url: string) => Promise<RenderedPage>; site: { language: string } };

const NOT_A_PAGE = /^\/(@|src\/|node_modules\/|api\/|uploads\/)|\.[a-z0-9]+$/i;

/**
 * `npm run dev`: every page address is rendered on request the way the build renders it (the server
 * entry, src/entry-server.tsx, loaded through Vite so edits apply at once), poured into index.html as
 * Vite transforms it (its client and React Refresh scripts), and hydrated by the same loader and
 * islands. An edit to an island's code hot-reloads it; an edit to server-rendered code or content
 * reloads the page, since its HTML comes from the server.
 */
export function devRenderPlugin({ rootDir }: { rootDir: string }): Plugin {
  async function render(server: ViteDevServer, url: string): Promise<{ status: number; html: string }> {
    // Cast: the module is src/entry-server.tsx, whose exports are typed above.
    const entry = (await server.ssrLoadModule('/src/entry-server.tsx')) as ServerEntry;
    const rendered = await entry.renderPage(url);
    const template = await server.transformIndexHtml(url, await readFile(path.join(rootDir, 'index.html'), 'utf8'));
    return {
      status: rendered.status,
      html: renderDocument(template, rendered, { entry: '/src/entry-client.ts', preloads: [], styles: [] }, entry.site.language),
    };
  }

  return {
    name: 'site-dev-render',
    apply: 'serve',
    configureServer(server) {
      server.watcher.on('change', (file) => {
        if (file.startsWith(path.join(rootDir, 'src')) && !/\.island\.tsx?$/.test(file)) server.ws.send({ type: 'full-reload' });
      });
      const middleware: Connect.NextHandleFunction = (request, response, next) => {
        const url = request.originalUrl ?? request.url ?? '/';
        if (request.method !== 'GET' || NOT_A_PAGE.test(url.split('?')[0] ?? '')) return next();
        render(server, url).then(
          ({ status, html }) => {
            response.statusCode = status;
            response.setHeader('content-type', 'text/html; charset=utf-8');
            response.end(html);
          },
          (error: unknown) => {
            if (error instanceof Error) server.ssrFixStacktrace(error);
            next(error);
          },
        );
      };
      // Before Vite's own HTML handling, which would serve index.html without the page in it.
      server.middlewares.use(middleware);
    },
  };
}
