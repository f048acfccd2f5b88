// @vitest-environment node
import { type ChildProcess, spawn } from 'node:child_process';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectRoot } from '../../server/project-root';
import { ensureBuild } from '../../server/testing/ensure-build';
import { makeTempDir } from '../../server/testing/test-site';
import { freePort } from '../bench/server-process';

/**
 * `npm run dev` answers every address as `npm start` does (issue 21 item 1): the same table of
 * addresses asked of both, each in a process of its own on the project's content and blog. What may
 * differ is only what development needs: Vite's scripts in the pages and their hashes in the policy.
 */
let rootDir: string;
const children: ChildProcess[] = [];
let production: string;
let development: string;

function start(args: string[], env: NodeJS.ProcessEnv, ready: RegExp): Promise<string> {
  const child = spawn(process.execPath, ['--import', 'tsx', ...args], { cwd: projectRoot, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  children.push(child);
  return new Promise<string>((resolve, reject) => {
    let output = '';
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const found = ready.exec(output)?.[1];
      if (found) resolve(found);
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.once('exit', (code) => reject(new Error(`${args[0]} stopped (${code}): ${output}`)));
  });
}

beforeAll(async () => {
  await ensureBuild();
  rootDir = await makeTempDir('dev-parity-');
  const blogDir = path.join(projectRoot, 'content', 'blog');
  const port = await freePort();
  [production, development] = await Promise.all([
    start(
      [path.join('server', 'testing', 'serve-for-test.ts'), path.join(projectRoot, 'dist'), path.join(rootDir, 'production'), blogDir],
      { NODE_ENV: 'production' },
      /listening (\d+)/,
    ).then((found) => `http://127.0.0.1:${found}`),
    start(
      [path.join('scripts', 'dev', 'dev.ts')],
      { NODE_ENV: 'development', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: path.join(rootDir, 'development'), LOG_LEVEL: 'error' },
      /Development server on (http:\/\/[^\s]+:\d+)/,
    ).then(() => `http://127.0.0.1:${port}`),
  ]);
}, 240_000);

afterAll(async () => {
  for (const child of children) child.kill('SIGTERM');
  await rm(rootDir, { recursive: true, force: true });
});

const securityHeaders = [
  'x-content-type-options',
  'x-frame-options',
  'referrer-policy',
  'permissions-policy',
  'cross-origin-opener-policy',
  'cross-origin-resource-policy',
];

/** The policy without script hashes: development allows Vite's inline preamble by its hash, and nothing else more. */
const policyWithoutHashes = (policy: string | null) => policy?.replace(/ 'sha256-[^']+'/g, '');

const textOf = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, '')
    .replace(/<style[\s\S]*?<\/style>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** What a visitor and a crawler read of a page: its title, head tags, and the text of its main content. */
function pageFacts(html: string) {
  return {
    title: /<title>([^<]*)<\/title>/.exec(html)?.[1],
    meta: [...html.matchAll(/<meta (?:property|name)="[^"]+" content="[^"]*">|<link rel="(?:canonical|alternate)"[^>]*>/g)].map((match) => match[0]),
    main: textOf(/<main[\s\S]*<\/main>/.exec(html)?.[0] ?? ''),
  };
}

const addresses = [
  '/',
  '/about',
  '/innovare/advisory',
  '/contact',
  '/banking-and-financial-services',
  '/banking-and-financial-services?utm_source=mail',
  '/blogs',
  '/blogs?page=2',
  '/newspage/1/collections/',
  '/newspage/99/collections/',
  '/our/blog/1/single',
  '/our/blog/999/single',
  '/our/blog/abc/single',
  '/search?q=cyber',
  '/no-such-page',
  '/feed.xml',
  '/atom.xml',
  '/feed.json',
  '/newspage/1/feed.xml',
  '/sitemap.xml',
  '/robots.txt',
  '/speculation-rules.json',
  '/api/categories',
  '/api/blogs/1',
  '/api/blogs/999',
  '/api/nothing',
  '/healthz',
];

describe('npm run dev answers as npm start', () => {
  it.each(addresses)('%s', async (address) => {
    const [built, live] = await Promise.all(
      [production, development].map((origin) => fetch(`${origin}${address}`, { redirect: 'manual', headers: { 'accept-encoding': 'identity' } })),
    );
    if (!built || !live) throw new Error('no answer');
    expect(live.status, 'status').toBe(built.status);
    expect(live.headers.get('content-type'), 'content type').toBe(built.headers.get('content-type'));
    expect(live.headers.get('location')?.replace(development, ''), 'redirect').toBe(built.headers.get('location')?.replace(production, ''));
    for (const header of securityHeaders) expect(live.headers.get(header), header).toBe(built.headers.get(header));
    expect(built.headers.get('content-security-policy')).toBeTruthy();
    expect(policyWithoutHashes(live.headers.get('content-security-policy')), 'content-security-policy').toBe(built.headers.get('content-security-policy'));
    expect(live.headers.get('cache-control'), 'cache-control').toBe(built.headers.get('cache-control'));

    const [builtBody, liveBody] = await Promise.all([built.text(), live.text()]);
    if (built.headers.get('content-type')?.startsWith('text/html')) {
      expect(pageFacts(liveBody)).toEqual(pageFacts(builtBody));
    } else {
      expect(liveBody).toBe(builtBody);
    }
  });

  it('holds the blog posts in the blog pages’ HTML, as production does', async () => {
    const html = await (await fetch(`${development}/blogs`)).text();
    expect(html.match(/<h2 class="blog-card__title">/g)?.length).toBe(6);
  });
});
