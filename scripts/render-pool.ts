import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { launchedBundleKey } from '../server/bundle-launcher.mjs';
import type { PageOutcome, PageTask } from './page-output';
import type { RenderWorkerData, RenderWorkerReply } from './render-worker';

/** Renders pages somewhere: in worker threads (the build), or in this process (the development server). */
export type PageRenderer = { render: (task: PageTask) => Promise<PageOutcome>; close: () => Promise<void> };

/**
 * How many render workers the build starts: BUILD_WORKERS when set (0 renders in the build's own
 * process, one page after the other, as before issue 31), else one per core the machine offers.
 */
export function renderWorkerCount(env: Record<string, string | undefined> = process.env): number {
  const configured = env.BUILD_WORKERS;
  if (configured === undefined || configured === '') return os.availableParallelism();
  const count = Number(configured);
  if (!Number.isInteger(count) || count < 0 || count > 64) {
    throw new Error(`BUILD_WORKERS must be a whole number from 0 to 64 (0: render in the build's own process), not "${configured}"`);
  }
  return count;
}

/**
 * The render worker's file when the build runs from its bundle (scripts/build-launcher.mjs): the
 * bundle's second entry, run by the worker thread with plain node. Undefined under tsx.
 */
function bundledWorker(): URL | undefined {
  const launched = (globalThis as { [launchedBundleKey]?: { entries: Record<string, string> } })[launchedBundleKey];
  const url = launched?.entries['render-worker'];
  return url === undefined ? undefined : new URL(url);
}

// From the sources, workers run TypeScript through tsx, registered in the worker before its module loads (a worker's
// --import hooks register too late for its own entry module on Node 20).
const bootstrap = (moduleUrl: string) =>
  [
    `require(${JSON.stringify(fileURLToPath(import.meta.resolve('tsx/cjs/api')))}).register();`,
    `import(${JSON.stringify(import.meta.resolve('tsx/esm/api'))}).then(({ register }) => { register(); return import(${JSON.stringify(moduleUrl)}); });`,
  ].join('\n');

/**
 * Up to `count` worker threads, each with the built render entry loaded once, started as pages come
 * (none for a build that renders nothing); a page goes to the next free one. Any worker's failure
 * fails the pages it was rendering and stops the pool (the build stops).
 */
export function startRenderPool(count: number, data: RenderWorkerData): PageRenderer {
  const bundled = bundledWorker();
  const workerUrl = new URL('./render-worker.ts', import.meta.url).href;
  const waiting: { id: number; task: PageTask; resolve: (outcome: PageOutcome) => void; reject: (error: Error) => void }[] = [];
  const pending = new Map<number, { resolve: (outcome: PageOutcome) => void; reject: (error: Error) => void; worker: Worker }>();
  const idle: Worker[] = [];
  let failure: Error | undefined;
  let nextId = 0;

  const fail = (error: Error) => {
    failure ??= error;
    for (const job of [...pending.values(), ...waiting]) job.reject(failure);
    pending.clear();
    waiting.length = 0;
  };
  const workers: Worker[] = [];
  const startWorker = () => {
    const worker = bundled
      ? new Worker(bundled, { workerData: data satisfies RenderWorkerData })
      : new Worker(bootstrap(workerUrl), { eval: true, workerData: data satisfies RenderWorkerData });
    worker.on('message', (reply: RenderWorkerReply) => {
      const job = pending.get(reply.id);
      if (!job) return;
      pending.delete(reply.id);
      idle.push(worker);
      if ('error' in reply) fail(new Error(`A render worker failed: ${reply.error}`));
      else job.resolve(reply.outcome);
      dispatch();
    });
    worker.on('error', (error) => fail(error));
    worker.on('exit', (code) => {
      if (code !== 0) fail(new Error(`A render worker stopped (exit code ${code})`));
    });
    workers.push(worker);
    idle.push(worker);
  };
  const dispatch = () => {
    // A worker starts when a page waits and every started one is busy: loading the render entry costs
    // a second or two of CPU, which a build that renders one page (the rest reused) spends once.
    if (waiting.length > 0 && idle.length === 0 && workers.length < Math.max(1, count)) startWorker();
    while (idle.length > 0 && waiting.length > 0) {
      const worker = idle.pop() as Worker;
      const job = waiting.shift() as (typeof waiting)[number];
      pending.set(job.id, { resolve: job.resolve, reject: job.reject, worker });
      worker.postMessage({ id: job.id, task: job.task });
    }
  };

  return {
    render: (task) =>
      new Promise((resolve, reject) => {
        if (failure) return reject(failure);
        waiting.push({ id: nextId++, task, resolve, reject });
        dispatch();
      }),
    close: async () => {
      await Promise.all(workers.map((worker) => worker.terminate()));
    },
  };
}
