import { createHash } from 'node:crypto';
import { type BigIntStats, closeSync, constants, type Dirent, fstatSync, openSync, readFileSync, readSync } from 'node:fs';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { searchPagesFileSchema } from '../schemas/search-pages-file';
import { pageText } from '../src/engine/build/page-text';

/** The hex SHA-256 of a file's bytes or a text: what the record keeps of every input and output. */
export const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');

/**
 * The dependency record the build keeps in dist/ (docs/decisions/030): what each page was rendered
 * from, so the next build re-renders only the pages whose inputs changed and copies the others from
 * the build it replaces.
 */
export const buildRecordFile = 'build-record.json';

const fileHash = z.string().regex(/^[0-9a-f]{64}$/);

const pageRecordSchema = z.object({
  /** SHA-256 of the page's inputs: its data (its file, the collections and image sizes resolved into it), site.json's, its address and output file. */
  inputs: z.string(),
  /** SHA-256 of the scripts and styles its document names (the client build's files it needs). */
  assets: z.string(),
  pageId: z.string(),
  /**
   * SHA-256 of its head tags (the shells' are checked against routes.json's); of its search text
   * (searchTextKey), which a reused page takes from the previous build's search-pages.json. The texts
   * themselves are not kept here: at 4,000 pages they were 25 of the record's 27 MB, read, checked and
   * written again by every build (docs/decisions/030, amended 2026-11-29).
   */
  headTags: fileHash,
  search: fileHash.optional(),
  islands: z.array(z.object({ type: z.string(), trigger: z.enum(['load', 'idle', 'visible']) })),
  files: z.partialRecord(z.enum(['', '.br', '.gz']), fileHash),
});
/** Relative to the build folder, '/'-separated, nothing that climbs out of it. */
const buildFilePath = z
  .string()
  .min(1)
  .refine((file) => !file.startsWith('/') && !file.includes('\\') && file.split('/').every((part) => part !== '' && part !== '.' && part !== '..'));

const buildRecordSchema = z.object({
  /** 2: the head tags and search text kept as their SHA-256 (version 1 kept the texts; such a record is not read, every page is rendered once). */
  version: z.literal(2),
  /** SHA-256 of the code, the lock file, the configuration and the document's template and styles: any change renders every page. */
  code: z.string(),
  /** By output file, relative to the build folder ('client/about/index.html'). */
  pages: z.record(z.string(), pageRecordSchema),
  /**
   * Vite's two bundles (the client's scripts, styles, template and manifest; the server's render
   * entry): bundleKey's value, and the SHA-256 of each file by its path in the build folder. A build
   * whose key matches copies them instead of running Vite (docs/decisions/030, amended).
   */
  bundles: z.object({ key: z.string(), files: z.record(buildFilePath, fileHash) }).optional(),
  /** The stored brotli and gzip variants of client/'s files other than pages (scripts, styles, public/'s files, the sitemap): the SHA-256 of the file they were made from, and of each. */
  variants: z.record(buildFilePath, z.object({ source: fileHash, files: z.partialRecord(z.enum(['.br', '.gz']), fileHash) })).optional(),
});

export type PageRecord = z.infer<typeof pageRecordSchema>;
export type BuildRecord = z.infer<typeof buildRecordSchema>;

/** The record of the build in `distDir`, or undefined when it has none, or one this build cannot read (then every page is rendered). */
export async function readBuildRecord(distDir: string): Promise<BuildRecord | undefined> {
  try {
    const parsed = buildRecordSchema.safeParse(JSON.parse(await readFile(path.join(distDir, buildRecordFile), 'utf8')));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** The code the pages are rendered with: a change to any of these renders every page. */
const codeFolders = ['src', 'schemas', 'scripts'];
const codeFiles = ['package.json', 'package-lock.json', 'vite.config.ts', 'site.config.ts', 'tsconfig.json', 'index.html'];
/** Vite reads VITE_* from these too (its env files for the production mode), into the bundles. */
const envFiles = ['.env', '.env.local', '.env.production', '.env.production.local'];

async function listCodeFiles(folder: string): Promise<string[]> {
  let entries: Dirent[];
  try {
    entries = await readdir(folder, { withFileTypes: true });
  } catch {
    return [];
  }
  const nested = await Promise.all(
    entries.map((entry) => {
      const entryPath = path.join(folder, entry.name);
      if (entry.isDirectory()) return listCodeFiles(entryPath);
      // Tests render nothing; everything else under these folders may.
      return entry.isFile() && !/\.test\.tsx?$/.test(entry.name) ? [entryPath] : [];
    }),
  );
  return nested.flat();
}

/**
 * The code files' part of codeKey: each file's path and SHA-256. A build computes
 * it once for both of its keys (bundleKey, codeKey); the development server for each rebuild.
 */
export async function codeFilesDigest(rootDir: string): Promise<string> {
  const files = [
    ...(await Promise.all(codeFolders.map((folder) => listCodeFiles(path.join(rootDir, folder))))).flat(),
    ...[...codeFiles, ...envFiles].map((file) => path.join(rootDir, file)),
  ].sort();
  const lines: string[] = [];
  // Synchronous reads, one after another: fs/promises' round trips through the thread pool cost more
  // CPU than the reads of these few hundred small files (docs/decisions/030, amended 2026-11-29).
  for (const file of files) {
    let body: Buffer | undefined;
    try {
      body = readFileSync(file);
    } catch {
      body = undefined;
    }
    lines.push(`${path.relative(rootDir, file).split(path.sep).join('/')}\0${body === undefined ? 'missing' : sha256(body)}\n`);
  }
  return lines.join('');
}

/**
 * SHA-256 of what renders every page alike: the contents of src/, schemas/ and scripts/ (tests left
 * out), the package and lock files, the configuration, the environment the bundles are built with
 * (NODE_ENV, VITE_*, and the .env files Vite reads), and `extra` (the built template and stylesheets, the preset).
 */
export async function codeKey(
  rootDir: string,
  extra: unknown,
  env: Record<string, string | undefined> = process.env,
  files: Promise<string> = codeFilesDigest(rootDir),
): Promise<string> {
  const hash = createHash('sha256');
  hash.update(await files);
  const buildEnv = Object.entries(env)
    .filter(([name]) => name === 'NODE_ENV' || name.startsWith('VITE_'))
    .sort(([a], [b]) => a.localeCompare(b));
  hash.update(JSON.stringify({ buildEnv, extra }));
  return hash.digest('hex');
}

/**
 * SHA-256 of what Vite's two bundles are made from: the code (as codeKey, without the built template
 * and styles, which are the bundles' output) and site.json's data, which the client's islands hold
 * (virtual:site-data). Pages are not in it: the server bundle reads them at render time
 * (vite-manifest-plugin.ts), and no client module holds a page. public/ is not in it either: its files
 * are copied fresh by every build.
 */
export const bundleKey = (rootDir: string, site: unknown, env: Record<string, string | undefined> = process.env, files?: Promise<string>) =>
  codeKey(rootDir, { bundles: 1, site }, env, files);

/**
 * SHA-256 of a page's own inputs: JSON.stringify({ page, site, url, file }), the page's text made
 * once (pageText, shared with the render data) and `site` given as the SHA-256 of site.json's data.
 */
export const pageInputsKey = ({ page, site, url, file }: { page: object | null; site: string; url: string; file: string }) =>
  sha256(`{"page":${page === null ? 'null' : pageText(page)},"site":${JSON.stringify(site)},"url":${JSON.stringify(url)},"file":${JSON.stringify(file)}}`);

/** SHA-256 of a page's search text, as the record keeps it. */
export const searchTextKey = (search: { headings: string; body: string }) => sha256(JSON.stringify({ headings: search.headings, body: search.body }));

/**
 * The search text of each page of the build in `distDir`, by path, from its search-pages.json (read
 * without following a link, through the server's schema); empty when it is missing or malformed: then
 * no indexed page is reused. Each is checked against the record's searchTextKey before it is used.
 */
export async function previousSearchTexts(distDir: string): Promise<Map<string, { headings: string; body: string }>> {
  const texts = new Map<string, { headings: string; body: string }>();
  const body = await readPreviousFile(path.join(distDir, 'search-pages.json'));
  if (body === undefined) return texts;
  let parsed: ReturnType<typeof searchPagesFileSchema.safeParse>;
  try {
    parsed = searchPagesFileSchema.safeParse(JSON.parse(body.toString('utf8')));
  } catch {
    return texts;
  }
  if (!parsed.success) return texts;
  for (const page of parsed.data.pages) texts.set(page.path, { headings: page.headings, body: page.body });
  return texts;
}

/** SHA-256 of the client files a page's document names, for its islands. */
export const pageAssetsKey = (assets: unknown) => sha256(JSON.stringify(assets));

/**
 * Reads a regular file of the previous build, never through a symbolic link; undefined when it is not
 * there. Synchronous on purpose: a one-page rebuild at 4,000 pages reads and checks 12,000 of them,
 * and fs/promises' four round trips through the thread pool per file cost 2.0 s of CPU where these
 * calls cost 0.6 s, hashing included (docs/decisions/030, amended 2026-11-29).
 */
async function readPreviousFile(file: string): Promise<Buffer | undefined> {
  let descriptor: number | undefined;
  try {
    descriptor = openSync(file, constants.O_RDONLY | constants.O_NOFOLLOW);
    if (!fstatSync(descriptor).isFile()) return undefined;
    return readFileSync(descriptor);
  } catch {
    return undefined;
  } finally {
    if (descriptor !== undefined) closeSync(descriptor);
  }
}

/**
 * The one loop that reads recorded files back: each of `files` (its path and the SHA-256 the record
 * gives it), read without following a link; their contents in the same order when every one is
 * there and holds exactly that, else undefined (a file edited, removed or replaced since).
 */
async function readRecordedFiles(files: readonly (readonly [file: string, hash: string])[]): Promise<Buffer[] | undefined> {
  const contents: Buffer[] = [];
  for (const [file, hash] of files) {
    const body = await readPreviousFile(file);
    if (body === undefined || sha256(body) !== hash) return undefined;
    contents.push(body);
  }
  return contents;
}

/** The one loop that hashes files for the record: each file's SHA-256, read without following a link (undefined for one that is not a regular file). */
async function hashFiles(files: readonly string[]): Promise<(string | undefined)[]> {
  const hashes: (string | undefined)[] = [];
  for (const file of files) {
    const body = await readPreviousFile(file);
    hashes.push(body === undefined ? undefined : sha256(body));
  }
  return hashes;
}

/** Which file was checked, and as it was then: a link made to it afterwards is taken only if it is still that file, unwritten since (sameFile). */
export type CheckedFile = Pick<BigIntStats, 'dev' | 'ino' | 'size' | 'mtimeNs'>;

/**
 * One buffer the checks read every previous page file into, grown as needed: a fresh buffer a file
 * (12,000 of them, about 500 MB, at 4,000 pages) kept V8 collecting garbage for their external memory
 * (docs/decisions/030, amended 2026-11-29).
 */
let checkBuffer = Buffer.allocUnsafe(256 * 1024);

/** Whether `file` (read without following a link) is a regular file holding exactly what `hash` says; it as it was read, if so. */
function checkPreviousFile(file: string, hash: string): CheckedFile | undefined {
  let descriptor: number | undefined;
  try {
    descriptor = openSync(file, constants.O_RDONLY | constants.O_NOFOLLOW);
    const stats = fstatSync(descriptor, { bigint: true });
    if (!stats.isFile()) return undefined;
    let length = 0;
    for (;;) {
      // One byte of room more than its size, so that a file grown since its fstat is read whole too.
      if (checkBuffer.length < Number(stats.size) + 1 || length === checkBuffer.length) {
        const bigger = Buffer.allocUnsafe(Math.max(Number(stats.size) + 1, checkBuffer.length * 2));
        checkBuffer.copy(bigger, 0, 0, length);
        checkBuffer = bigger;
      }
      const read = readSync(descriptor, checkBuffer, length, checkBuffer.length - length, null);
      if (read === 0) break;
      length += read;
    }
    if (BigInt(length) !== stats.size || sha256(checkBuffer.subarray(0, length)) !== hash) return undefined;
    return { dev: stats.dev, ino: stats.ino, size: stats.size, mtimeNs: stats.mtimeNs };
  } catch {
    return undefined;
  } finally {
    if (descriptor !== undefined) closeSync(descriptor);
  }
}

/** Whether `stats` (an lstat of a link just made) are of the file `checked` describes, with no write since. */
export const sameFile = (stats: BigIntStats, checked: CheckedFile) =>
  stats.isFile() && stats.dev === checked.dev && stats.ino === checked.ino && stats.size === checked.size && stats.mtimeNs === checked.mtimeNs;

/**
 * The files of a page as the previous build wrote them (the page and its variants, by suffix), when
 * each is still there and holds exactly what the record says was written: anything else (a file
 * edited, removed or replaced in dist/ since) is rendered again instead. Their contents are not kept:
 * the caller links each, then checks with sameFile that the link is to the file checked.
 */
export function checkPreviousPageFiles(file: string, record: PageRecord): Map<string, CheckedFile> | undefined {
  const checked = new Map<string, CheckedFile>();
  for (const [suffix, hash] of Object.entries(record.files)) {
    const stats = checkPreviousFile(`${file}${suffix}`, hash);
    if (stats === undefined) return undefined;
    checked.set(suffix, stats);
  }
  return checked;
}

/** One recorded file read back, when it still holds exactly what the record says (a page's copy where no link can be made). */
export async function readRecordedFile(file: string, hash: string): Promise<Buffer | undefined> {
  return (await readRecordedFiles([[file, hash]]))?.[0];
}

/** Every file under `folder`, relative to it with '/' separators (none when it is missing); links and other non-files are listed too, so a copy can refuse them. */
async function filesUnder(folder: string, prefix = ''): Promise<string[]> {
  let entries: Dirent[];
  try {
    entries = await readdir(folder, { withFileTypes: true });
  } catch {
    return [];
  }
  const nested = await Promise.all(
    entries.map((entry) => (entry.isDirectory() ? filesUnder(path.join(folder, entry.name), `${prefix}${entry.name}/`) : [`${prefix}${entry.name}`])),
  );
  return nested.flat();
}

/**
 * The files Vite's two bundles wrote into the build folder `distDir`, with their SHA-256, for the
 * record: everything under client/ that is not a copy of a public/ file, and the server's render
 * entry folder (server/). Run right after both Vite builds, before anything else writes there.
 */
export async function recordBundleFiles(distDir: string, publicDir: string): Promise<Record<string, string>> {
  const publicFiles = new Set(await filesUnder(publicDir));
  const files = [
    ...(await filesUnder(path.join(distDir, 'client'))).filter((file) => !publicFiles.has(file)).map((file) => `client/${file}`),
    ...(await filesUnder(path.join(distDir, 'server'))).map((file) => `server/${file}`),
  ];
  files.sort();
  const hashes = await hashFiles(files.map((file) => path.join(distDir, file)));
  return Object.fromEntries(
    files.map((file, index) => {
      const hash = hashes[index];
      if (hash === undefined) throw new Error(`The bundle file dist/${file} is not a regular file`);
      return [file, hash];
    }),
  );
}

/**
 * Copies the previous build's bundles (`files`, from its record) into `distDir`, each read without
 * following a link and checked against its recorded SHA-256. False, and nothing written, when any is
 * missing or differs (someone changed dist/): then Vite builds them again.
 */
export async function reuseBundleFiles(previousDistDir: string, distDir: string, files: Record<string, string>): Promise<boolean> {
  const entries = Object.entries(files);
  const contents = await readRecordedFiles(entries.map(([file, hash]) => [path.join(previousDistDir, file), hash] as const));
  if (!contents) return false;
  for (const [index, [file]] of entries.entries()) {
    await mkdir(path.dirname(path.join(distDir, file)), { recursive: true });
    await writeFile(path.join(distDir, file), contents[index] as Buffer);
  }
  return true;
}

/** A file of public/ that is not a regular file (a link, a socket): copying it could publish any file of the machine (decision 027). */
export class PublicFileRefused extends Error {
  constructor(readonly file: string) {
    super(
      `public/${file} is not a regular file (a symbolic link?); the build copies only regular files from public/ (docs/decisions/027). Replace it with the file itself.`,
    );
    this.name = 'PublicFileRefused';
  }
}

/**
 * Copies public/ into the client folder, as Vite's client build does, for a build that reuses the
 * bundles: every file fresh (a changed image is served new), each read without following a link.
 */
export async function copyPublicFolder(publicDir: string, clientDir: string): Promise<number> {
  const files = await filesUnder(publicDir);
  for (const file of files) {
    const contents = await readPreviousFile(path.join(publicDir, file));
    if (contents === undefined) throw new PublicFileRefused(file);
    await mkdir(path.dirname(path.join(clientDir, file)), { recursive: true });
    await writeFile(path.join(clientDir, file), contents);
  }
  return files.length;
}

type VariantRecords = NonNullable<BuildRecord['variants']>;
const variantSuffixes = ['.br', '.gz'] as const;

/**
 * Before precompressFolder: for each file of client/ (not a page) whose previous build stored its
 * variants, and which is byte for byte the file they were made from, copies those variants (checked
 * against the record) instead of compressing it again at brotli 11. Returns the files served so
 * (absolute paths, to skip) with their records. Written after their file, so never older than it.
 */
export async function reuseVariants(
  previousDistDir: string,
  distDir: string,
  previous: VariantRecords,
): Promise<{ reused: Set<string>; records: VariantRecords }> {
  const reused = new Set<string>();
  const records: VariantRecords = {};
  for (const [file, record] of Object.entries(previous)) {
    if (!(await readRecordedFiles([[path.join(distDir, file), record.source]]))) continue;
    const variants = Object.entries(record.files);
    const contents = await readRecordedFiles(variants.map(([suffix, hash]) => [path.join(previousDistDir, `${file}${suffix}`), hash] as const));
    if (!contents) continue;
    for (const [index, [suffix]] of variants.entries()) await writeFile(path.join(distDir, `${file}${suffix}`), contents[index] as Buffer);
    reused.add(path.join(distDir, file));
    records[file] = record;
  }
  return { reused, records };
}

/** After precompressFolder: the record of each of `files` (absolute, under distDir) and the variants stored beside it. */
export async function recordVariants(distDir: string, files: Iterable<string>): Promise<VariantRecords> {
  const records: VariantRecords = {};
  for (const file of files) {
    const [source, ...hashes] = await hashFiles([file, ...variantSuffixes.map((suffix) => `${file}${suffix}`)]);
    if (source === undefined) continue;
    const variants: Partial<Record<(typeof variantSuffixes)[number], string>> = {};
    for (const [index, suffix] of variantSuffixes.entries()) {
      const hash = hashes[index];
      if (hash !== undefined) variants[suffix] = hash;
    }
    if (Object.keys(variants).length > 0) records[path.relative(distDir, file).split(path.sep).join('/')] = { source, files: variants };
  }
  return records;
}
