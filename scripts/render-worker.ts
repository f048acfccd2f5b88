/**
 * A render worker of the build (render-pool.ts): loads the built render entry once, then renders,
 * writes and compresses the pages it is sent, one at a time, and answers with what the prerender
 * records of each. Runs in a worker thread, NODE_ENV=production from its first import.
 */
import './production-mode';
import { pathToFileURL } from 'node:url';
import { parentPort, workerData } from 'node:worker_threads';
import type { RenderedPage } from '../src/entry-server';
import { type DocumentSpec, documentRenderer, type PageTask, renderPageToFile } from './page-output';
import { reactBuild } from './production-mode';

export type RenderWorkerData = { serverEntry: string; document: DocumentSpec };
export type RenderWorkerReply = { id: number; outcome: Awaited<ReturnType<typeof renderPageToFile>> } | { id: number; error: string };

const { serverEntry, document } = workerData as RenderWorkerData;
const entry = (await import(pathToFileURL(serverEntry).href)) as { renderPage: (url: string) => Promise<RenderedPage> };
const toDocument = documentRenderer(document);
const port = parentPort;
if (!port) throw new Error('scripts/render-worker.ts runs in a worker thread (render-pool.ts)');

port.on('message', async ({ id, task }: { id: number; task: PageTask }) => {
  try {
    const outcome = await renderPageToFile(task, entry.renderPage, toDocument);
    // A development React renders slower, and MUI's development styles differ: the build needs production.
    const build = await reactBuild();
    if (build !== 'production')
      throw new Error(`The render worker renders with React's ${build} build; the build needs production (NODE_ENV was set too late)`);
    port.postMessage({ id, outcome } satisfies RenderWorkerReply);
  } catch (error) {
    port.postMessage({ id, error: error instanceof Error ? (error.stack ?? error.message) : String(error) } satisfies RenderWorkerReply);
  }
});
