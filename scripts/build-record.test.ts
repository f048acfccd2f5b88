// @vitest-environment node
import { lstatSync } from 'node:fs';
import { link, mkdir, mkdtemp, readFile, rename, rm, stat, symlink, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  bundleKey,
  checkPreviousPageFiles,
  copyPublicFolder,
  PublicFileRefused,
  pageInputsKey,
  previousSearchTexts,
  readBuildRecord,
  recordBundleFiles,
  recordVariants,
  reuseBundleFiles,
  reuseVariants,
  sameFile,
  searchTextKey,
  sha256,
} from './build-record';

let workDir: string;
const write = async (file: string, contents: string | Buffer) => {
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, contents);
};

beforeEach(async () => {
  workDir = await mkdtemp(path.join(os.tmpdir(), 'build-record-'));
});
afterEach(async () => {
  await rm(workDir, { recursive: true, force: true });
});

describe("reusing Vite's bundles from the previous build", () => {
  async function previousBuild() {
    const publicDir = path.join(workDir, 'public');
    const previous = path.join(workDir, 'previous');
    await write(path.join(publicDir, 'img', 'logo.svg'), '<svg/>');
    await write(path.join(previous, 'client', 'img', 'logo.svg'), '<svg/>');
    await write(path.join(previous, 'client', 'assets', 'app-1a2b.js'), 'console.log(1);');
    await write(path.join(previous, 'server', 'entry-server.js'), 'export const renderPage = 1;');
    return { publicDir, previous, files: await recordBundleFiles(previous, publicDir) };
  }

  it("records the bundles' files, not the copies of public/", async () => {
    const { files } = await previousBuild();
    expect(Object.keys(files).sort()).toEqual(['client/assets/app-1a2b.js', 'server/entry-server.js']);
    expect(files['client/assets/app-1a2b.js']).toBe(sha256('console.log(1);'));
  });

  it('copies them when each still holds what the record says', async () => {
    const { previous, files } = await previousBuild();
    const next = path.join(workDir, 'next');
    expect(await reuseBundleFiles(previous, next, files)).toBe(true);
    expect(await readFile(path.join(next, 'client', 'assets', 'app-1a2b.js'), 'utf8')).toBe('console.log(1);');
    expect(await readFile(path.join(next, 'server', 'entry-server.js'), 'utf8')).toBe('export const renderPage = 1;');
  });

  it('copies none when one was edited or replaced by a link in dist/ since (Vite builds them again)', async () => {
    const { previous, files } = await previousBuild();
    await writeFile(path.join(previous, 'client', 'assets', 'app-1a2b.js'), 'alert("edited")');
    expect(await reuseBundleFiles(previous, path.join(workDir, 'next'), files)).toBe(false);
    await expect(stat(path.join(workDir, 'next'))).rejects.toThrow();

    const linked = await previousBuild();
    const outside = path.join(workDir, 'outside.js');
    await writeFile(outside, 'console.log(1);');
    await rm(path.join(linked.previous, 'server', 'entry-server.js'));
    await symlink(outside, path.join(linked.previous, 'server', 'entry-server.js'));
    expect(await reuseBundleFiles(linked.previous, path.join(workDir, 'next'), { ...linked.files, 'server/entry-server.js': sha256('console.log(1);') })).toBe(
      false,
    );
  });

  it('refuses a record whose files climb out of the build folder (it is read from dist/, which anyone who can write there can edit)', async () => {
    const distDir = path.join(workDir, 'dist');
    const hash = sha256('x');
    await write(
      path.join(distDir, 'build-record.json'),
      JSON.stringify({ version: 1, code: 'c', pages: {}, bundles: { key: 'k', files: { '../../etc/passwd': hash } } }),
    );
    expect(await readBuildRecord(distDir)).toBeUndefined();
  });
});

describe('copying public/ when the bundles are reused', () => {
  it('copies every file as it is now', async () => {
    const publicDir = path.join(workDir, 'public');
    await write(path.join(publicDir, 'img', 'photo.jpg'), 'new photo');
    await write(path.join(publicDir, 'robots-extra.txt'), 'hello');
    const clientDir = path.join(workDir, 'client');
    await write(path.join(clientDir, 'img', 'photo.jpg'), 'old photo');
    expect(await copyPublicFolder(publicDir, clientDir)).toBe(2);
    expect(await readFile(path.join(clientDir, 'img', 'photo.jpg'), 'utf8')).toBe('new photo');
  });

  it('refuses a symbolic link, naming it (it could publish any file of the machine)', async () => {
    const publicDir = path.join(workDir, 'public');
    await write(path.join(workDir, 'secret.txt'), 'secret');
    await mkdir(publicDir);
    await symlink(path.join(workDir, 'secret.txt'), path.join(publicDir, 'notes.txt'));
    const refused = await copyPublicFolder(publicDir, path.join(workDir, 'client')).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(PublicFileRefused);
    expect((refused as Error).message).toContain('public/notes.txt is not a regular file');
    expect((refused as Error).message).not.toContain(workDir);
  });
});

describe("reusing the stored variants of client/'s files", () => {
  it('copies the variants of an unchanged file, and not those of a changed one', async () => {
    const previous = path.join(workDir, 'previous');
    const next = path.join(workDir, 'next');
    for (const [file, body] of [
      ['client/app.js', 'same'],
      ['client/sitemap.xml', 'old sitemap'],
    ] as const) {
      await write(path.join(previous, file), body);
      await write(path.join(previous, `${file}.br`), `br of ${body}`);
      await write(path.join(previous, `${file}.gz`), `gz of ${body}`);
    }
    const records = await recordVariants(previous, [path.join(previous, 'client', 'app.js'), path.join(previous, 'client', 'sitemap.xml')]);
    expect(records['client/app.js']).toEqual({ source: sha256('same'), files: { '.br': sha256('br of same'), '.gz': sha256('gz of same') } });

    await write(path.join(next, 'client', 'app.js'), 'same');
    await write(path.join(next, 'client', 'sitemap.xml'), 'new sitemap');
    const { reused } = await reuseVariants(previous, next, records);
    expect([...reused]).toEqual([path.join(next, 'client', 'app.js')]);
    expect(await readFile(path.join(next, 'client', 'app.js.br'), 'utf8')).toBe('br of same');
    await expect(stat(path.join(next, 'client', 'sitemap.xml.br'))).rejects.toThrow();
  });

  it('compresses again a file whose previous variant was edited in dist/', async () => {
    const previous = path.join(workDir, 'previous');
    await write(path.join(previous, 'client', 'app.js'), 'same');
    await write(path.join(previous, 'client', 'app.js.br'), 'br of same');
    const records = await recordVariants(previous, [path.join(previous, 'client', 'app.js')]);
    await writeFile(path.join(previous, 'client', 'app.js.br'), 'tampered');
    const next = path.join(workDir, 'next');
    await write(path.join(next, 'client', 'app.js'), 'same');
    expect((await reuseVariants(previous, next, records)).reused.size).toBe(0);
  });
});

describe('the bundles key', () => {
  it("changes with the code, site.json's data and the .env files Vite reads VITE_* from; not with a page", async () => {
    const root = path.join(workDir, 'project');
    await write(path.join(root, 'src', 'app.ts'), 'export const a = 1;');
    await write(path.join(root, 'content', 'pages', 'home.json'), '{"title":"Home"}');
    const env = { NODE_ENV: 'production' };
    const key = await bundleKey(root, { name: 'Site' }, env);
    await writeFile(path.join(root, 'content', 'pages', 'home.json'), '{"title":"Home, edited"}');
    expect(await bundleKey(root, { name: 'Site' }, env)).toBe(key);
    expect(await bundleKey(root, { name: 'Another site' }, env)).not.toBe(key);
    await write(path.join(root, '.env'), 'VITE_API_PRESET=legacy\n');
    const withEnvFile = await bundleKey(root, { name: 'Site' }, env);
    expect(withEnvFile).not.toBe(key);
    await writeFile(path.join(root, 'src', 'app.ts'), 'export const a = 2;');
    expect(await bundleKey(root, { name: 'Site' }, env)).not.toBe(withEnvFile);
  });
});

describe("a page's keys", () => {
  it("hashes the page's inputs as their JSON: any change to the page, site.json's key, its address or file changes it", () => {
    const page = { id: 'about', title: 'About', sections: [{ type: 'text', heading: 'Who "we" are\u2028' }] };
    const inputs = { page, site: sha256('{"name":"Gruppo"}'), url: '/about', file: 'client/about/index.html' };
    expect(pageInputsKey(inputs)).toBe(sha256(JSON.stringify(inputs)));
    expect(pageInputsKey({ ...inputs, page: null })).toBe(sha256(JSON.stringify({ ...inputs, page: null })));
    const keys = new Set([
      pageInputsKey(inputs),
      pageInputsKey({ ...inputs, page: { ...page, title: 'About us' } }),
      pageInputsKey({ ...inputs, site: sha256('{"name":"Gruppo Ltd"}') }),
      pageInputsKey({ ...inputs, url: '/about-us' }),
      pageInputsKey({ ...inputs, file: 'client/about-us/index.html' }),
    ]);
    expect(keys.size).toBe(5);
  });
});

describe("the previous build's search text", () => {
  const searchFile = () => path.join(workDir, 'previous', 'search-pages.json');
  const pages = [
    { path: '/about', title: 'About', headings: 'Who we are', body: 'Advisory and training.' },
    { path: '/services', title: 'Services', headings: 'What we do', body: 'Cybersecurity.' },
  ];

  it("gives each page's text by its path, with the key the record keeps of it", async () => {
    await write(searchFile(), JSON.stringify({ pages }));
    const texts = await previousSearchTexts(path.join(workDir, 'previous'));
    expect(texts.get('/about')).toEqual({ headings: 'Who we are', body: 'Advisory and training.' });
    expect(searchTextKey(texts.get('/services') as { headings: string; body: string })).toBe(searchTextKey({ headings: 'What we do', body: 'Cybersecurity.' }));
    expect(searchTextKey({ headings: 'What we do', body: 'Cybersecurity!' })).not.toBe(searchTextKey({ headings: 'What we do', body: 'Cybersecurity.' }));
  });

  it('gives none from a file that is missing, not JSON, not of its schema, or a link (then every indexed page is rendered again)', async () => {
    const previous = path.join(workDir, 'previous');
    expect((await previousSearchTexts(previous)).size).toBe(0);
    await write(searchFile(), '{"pages": [');
    expect((await previousSearchTexts(previous)).size).toBe(0);
    await write(searchFile(), JSON.stringify({ pages: [{ path: 'about', title: 'About', headings: '', body: '' }] }));
    expect((await previousSearchTexts(previous)).size).toBe(0);
    const elsewhere = path.join(workDir, 'elsewhere.json');
    await write(elsewhere, JSON.stringify({ pages }));
    await rm(searchFile());
    await symlink(elsewhere, searchFile());
    expect((await previousSearchTexts(previous)).size).toBe(0);
  });
});

describe("checking a previous build's page before it is linked into the new one", () => {
  const page = '<!doctype html><p>About</p>'.repeat(20_000);
  async function previousPage() {
    const file = path.join(workDir, 'previous', 'client', 'about', 'index.html');
    await write(file, page);
    await write(`${file}.gz`, 'gzip bytes');
    return { file, record: { files: { '': sha256(page), '.gz': sha256('gzip bytes') } } as Parameters<typeof checkPreviousPageFiles>[1] };
  }

  it('takes the files that hold what the record says, and none when one differs, is missing or is a link', async () => {
    const { file, record } = await previousPage();
    expect([...(checkPreviousPageFiles(file, record)?.keys() ?? [])]).toEqual(['', '.gz']);
    // The one buffer the checks read into is reused: a smaller file after a larger one is still read as itself.
    await writeFile(`${file}.gz`, 'gzip');
    expect(checkPreviousPageFiles(file, record)).toBeUndefined();
    expect(checkPreviousPageFiles(file, { ...record, files: { ...record.files, '.gz': sha256('gzip') } })).toBeDefined();
    await rm(`${file}.gz`);
    expect(checkPreviousPageFiles(file, record)).toBeUndefined();
    await write(path.join(workDir, 'elsewhere.gz'), 'gzip bytes');
    await symlink(path.join(workDir, 'elsewhere.gz'), `${file}.gz`);
    expect(checkPreviousPageFiles(file, record)).toBeUndefined();
  });

  it('keeps a link only to the file checked, unwritten since: not one put in its place, nor one written to', async () => {
    const { file, record } = await previousPage();
    const checked = checkPreviousPageFiles(file, record)?.get('') as NonNullable<ReturnType<typeof checkPreviousPageFiles>> extends Map<string, infer C>
      ? C
      : never;
    const linked = path.join(workDir, 'next', 'index.html');
    await mkdir(path.dirname(linked), { recursive: true });
    await link(file, linked);
    expect(sameFile(lstatSync(linked, { bigint: true }), checked)).toBe(true);
    // Another file with the same bytes, renamed into its place after the check.
    await rm(linked);
    await write(`${file}.new`, page);
    await rename(`${file}.new`, file);
    await link(file, linked);
    expect(sameFile(lstatSync(linked, { bigint: true }), checked)).toBe(false);
    // The checked file itself, written to after the check (same size, same inode). Its time set back
    // first, as a previous build's file is older than the build checking it.
    await utimes(file, new Date('2026-01-01'), new Date('2026-01-01'));
    const again = checkPreviousPageFiles(file, record)?.get('') as typeof checked;
    await writeFile(file, page.replace('About', 'Abort'));
    expect(sameFile(lstatSync(linked, { bigint: true }), again)).toBe(false);
  });
});
