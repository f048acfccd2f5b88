/**
 * `npm run bench:edit`: the editor's numbers (issue 19): time from start to a usable editor, the
 * preview's refresh after a change (p50/p95 over a run of edits to one heading), a save's time, and
 * the size of the editor's own JavaScript. Works on a copy of the content in a temporary folder.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { readCommandLine } from '../../server/cli/command-line';
import { startEditor } from './editor-server';
import { copyProjectForEditor } from './editor-test-root';
import { pageSecretOf } from './editor-test-session';
import { REQUEST_HEADER } from './security';

readCommandLine({
  command: 'npm run bench:edit',
  summary:
    "The content editor's numbers: time from start to a usable editor, the preview's refresh after a change\n(p50/p95), a save's time and the editor's JavaScript size. Works on a copy of the content; prints, writes nothing.",
  options: {},
  environment: { BENCH_EDIT_ROUNDS: 'how many edits the preview is timed over (40)', PORT: 'port for the editor (a free one)' },
});

const ROUNDS = Number(process.env.BENCH_EDIT_ROUNDS ?? 40);
const { root, remove } = await copyProjectForEditor(['src', 'schemas', 'site.config.ts', 'tsconfig.json']);

const started = performance.now();
const editor = await startEditor({ rootDir: root, port: Number(process.env.PORT ?? 0) });
const login = await fetch(editor.startUrl, { redirect: 'manual' });
const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
const headers = { cookie, origin: editor.origin, 'content-type': 'application/json', [REQUEST_HEADER]: pageSecretOf(await login.text()) };
const post = (url: string, body: unknown) => fetch(`${editor.origin}${url}`, { method: 'POST', headers, body: JSON.stringify(body) });
const file = 'content/pages/about.json';
const page = JSON.parse(await readFile(path.join(root, file), 'utf8')) as { sections: { heading?: string }[] };
await post('/api/preview', { drafts: {}, path: '/about' }).then((response) => response.json());
const usable = performance.now() - started;

const times: number[] = [];
const parts = { validate: [] as number[], build: [] as number[], load: [] as number[], render: [] as number[] };
for (let round = 0; round < ROUNDS; round++) {
  const section = page.sections[0];
  if (section) section.heading = `About Us ${round}`;
  const begin = performance.now();
  const result = (await post('/api/preview', { drafts: { [file]: page }, path: '/about' }).then((response) => response.json())) as {
    html?: string;
    timings: Record<keyof typeof parts, number>;
  };
  times.push(performance.now() - begin);
  for (const name of Object.keys(parts) as (keyof typeof parts)[]) parts[name].push(result.timings[name]);
  if (!result.html?.includes(`About Us ${round}`)) throw new Error('The preview did not show the change');
}
times.sort((a, b) => a - b);
const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? Number.NaN;

const disk = await readFile(path.join(root, file), 'utf8');
const { createHash } = await import('node:crypto');
const base = createHash('sha256').update(disk).digest('hex');
const saveStart = performance.now();
const shown = (await post('/api/save', { file, base, value: page }).then((response) => response.json())) as { expect: string };
await post('/api/save', { file, base, value: page, confirm: true, expect: shown.expect }).then((response) => response.json());
const save = performance.now() - saveStart;

console.log(`start to usable (server ready, first preview rendered): ${Math.round(usable)} ms`);
console.log(`preview refresh after a change, ${ROUNDS} rounds: p50 ${Math.round(at(0.5))} ms, p95 ${Math.round(at(0.95))} ms`);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;
console.log(
  `  medians: ${Object.entries(parts)
    .map(([name, values]) => `${name} ${Math.round(median(values))} ms`)
    .join(', ')}`,
);
console.log(`save (diff shown, then written): ${Math.round(save)} ms`);
console.log(`editor JavaScript: ${(editor.clientBytes / 1024).toFixed(0)} KB`);
await editor.close();
await remove();
