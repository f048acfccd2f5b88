/**
 * One run of `npm run bench:render` (scripts/bench-render.ts), in a process of its own: renders every
 * page of a built project (`dist/routes.json`'s pages) with that project's own code, as a render
 * worker does (its built render entry and its scripts/page-output.ts), into a scratch folder, and
 * prints one JSON line: the CPU time (user + system) and wall time of the whole loop, and per step
 * of a second pass over the same pages (render with its critical styles, the document, the search
 * text, brotli, gzip, the hashes, the writes). The first pages are rendered once first, unmeasured.
 * Arguments: the project's folder, the scratch folder.
 */
import '../production-mode';
import { createHash } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

type Rendered = { html: string; islands: { type: string; trigger: string }[] };
type PageOutput = {
  documentRenderer: (spec: unknown) => (rendered: Rendered) => string;
  renderPageToFile: (
    task: { url: string; file: string; searchText: boolean; compress: boolean },
    renderPage: (url: string) => Promise<Rendered>,
    document: (rendered: Rendered) => string,
  ) => Promise<unknown>;
};

const [projectDir = '', scratchDir = ''] = process.argv.slice(2);
const distDir = path.join(projectDir, 'dist');
const clientDir = path.join(distDir, 'client');
const load = async <T>(file: string) => (await import(pathToFileURL(path.join(projectDir, file)).href)) as T;
const { readClientManifest, readStylesheets } = await load<{
  readClientManifest: (dir: string) => Promise<unknown>;
  readStylesheets: (dir: string, manifest: unknown) => Promise<Map<string, string>>;
}>('src/engine/build/client-assets.ts');
const output = await load<PageOutput>('scripts/page-output.ts');
const { pageSearchText } = await load<{ pageSearchText: (html: string) => unknown }>('scripts/page-search-text.ts');
const { pageBrotliQuality } = await load<{ pageBrotliQuality: number }>('scripts/page-brotli-quality.ts');
const entry = await load<{ renderPage: (url: string) => Promise<Rendered> }>('dist/server/entry-server.js');
const clientManifest = await readClientManifest(clientDir);
const site = JSON.parse(await readFile(path.join(projectDir, 'content', 'site.json'), 'utf8')) as { language: string };
const document = output.documentRenderer({
  template: await readFile(path.join(distDir, 'server', 'template.html'), 'utf8'),
  clientManifest,
  stylesheets: [...(await readStylesheets(clientDir, clientManifest))],
  islandsFetch: false,
  language: site.language,
});
const urls = (JSON.parse(await readFile(path.join(distDir, 'routes.json'), 'utf8')) as { pages: string[] }).pages;
const fileOf = (folder: string, url: string) => path.join(scratchDir, folder, ...url.split('/').filter(Boolean), 'index.html');

const cpuMs = (since: NodeJS.CpuUsage) => {
  const used = process.cpuUsage(since);
  return (used.user + used.system) / 1000;
};

for (const url of urls.slice(0, 5)) {
  await output.renderPageToFile({ url, file: fileOf('warm', url), searchText: true, compress: true }, entry.renderPage, document);
}

const cpu = process.cpuUsage();
const started = performance.now();
for (const url of urls) {
  await output.renderPageToFile({ url, file: fileOf('pages', url), searchText: true, compress: true }, entry.renderPage, document);
}
const total = { cpuMs: cpuMs(cpu), wallMs: performance.now() - started };

const steps = { render: 0, document: 0, searchText: 0, brotli: 0, gzip: 0, hash: 0, write: 0 };
const step = async <T>(name: keyof typeof steps, work: () => T | Promise<T>): Promise<T> => {
  const since = process.cpuUsage();
  const result = await work();
  steps[name] += cpuMs(since);
  return result;
};
for (const url of urls) {
  const rendered = await step('render', () => entry.renderPage(url));
  const body = await step('document', () => Buffer.from(document(rendered)));
  await step('searchText', () => pageSearchText(rendered.html));
  const br = await step('brotli', () =>
    brotliCompressSync(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: pageBrotliQuality,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
  );
  const gz = await step('gzip', () => gzipSync(body, { level: constants.Z_BEST_COMPRESSION }));
  await step('hash', () => [body, br, gz].map((contents) => createHash('sha256').update(contents).digest('hex')));
  await step('write', async () => {
    const file = fileOf('steps', url);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, body);
    await writeFile(`${file}.br`, br);
    await writeFile(`${file}.gz`, gz);
  });
}
console.log(JSON.stringify({ pages: urls.length, total, steps }));
