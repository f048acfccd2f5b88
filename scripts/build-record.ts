import { createHash } from 'node:crypto';
import type { Dirent } from 'node:fs';
import { constants, type FileHandle, open, readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { sha256 } from './page-output';

/**
 * The dependency record the build keeps in dist/ (docs/decisions/030): what each page was rendered
 * from, so the next build re-renders only the pages whose inputs changed and copies the others from
 * the build it replaces.
 */
export const buildRecordFile = 'build-record.json';

const pageRecordSchema = z.object({
  /** SHA-256 of the page's inputs: its data (its file, the collections and image sizes resolved into it), site.json's, its address and output file. */
  inputs: z.string(),
  /** SHA-256 of the scripts and styles its document names (the client build's files it needs). */
  assets: z.string(),
  pageId: z.string(),
  headTags: z.string(),
  islands: z.array(z.object({ type: z.string(), trigger: z.enum(['load', 'idle', 'visible']) })),
  search: z.object({ headings: z.string(), body: z.string() }).optional(),
  files: z.partialRecord(z.enum(['', '.br', '.gz']), z.string().regex(/^[0-9a-f]{64}$/)),
});

const buildRecordSchema = z.object({
  version: z.literal(1),
  /** SHA-256 of the code, the lock file, the configuration and the document's template and styles: any change renders every page. */
  code: z.string(),
  /** By output file, relative to the build folder ('client/about/index.html'). */
  pages: z.record(z.string(), pageRecordSchema),
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
 * SHA-256 of what renders every page alike: the contents of src/, schemas/ and scripts/ (tests left
 * out), the package and lock files, the configuration, the environment the bundles are built with
 * (NODE_ENV, VITE_*), and `extra` (the built template and stylesheets, the preset).
 */
export async function codeKey(rootDir: string, extra: unknown, env: Record<string, string | undefined> = process.env): Promise<string> {
  const files = [
    ...(await Promise.all(codeFolders.map((folder) => listCodeFiles(path.join(rootDir, folder))))).flat(),
    ...codeFiles.map((file) => path.join(rootDir, file)),
  ];
  const hash = createHash('sha256');
  for (const file of files.sort()) {
    const contents = await readFile(file).catch(() => undefined);
    hash.update(`${path.relative(rootDir, file).split(path.sep).join('/')}\0${contents === undefined ? 'missing' : sha256(contents)}\n`);
  }
  const buildEnv = Object.entries(env)
    .filter(([name]) => name === 'NODE_ENV' || name.startsWith('VITE_'))
    .sort(([a], [b]) => a.localeCompare(b));
  hash.update(JSON.stringify({ buildEnv, extra }));
  return hash.digest('hex');
}

/** SHA-256 of a page's own inputs. */
export const pageInputsKey = (inputs: { page: unknown; site: unknown; url: string; file: string }) => sha256(JSON.stringify(inputs));

/** SHA-256 of the client files a page's document names, for its islands. */
export const pageAssetsKey = (assets: unknown) => sha256(JSON.stringify(assets));

/** Reads a regular file of the previous build, never through a symbolic link; undefined when it is not there. */
async function readPreviousFile(file: string): Promise<Buffer | undefined> {
  let handle: FileHandle | undefined;
  try {
    handle = await open(file, constants.O_RDONLY | constants.O_NOFOLLOW);
    if (!(await handle.stat()).isFile()) return undefined;
    return await handle.readFile();
  } catch {
    return undefined;
  } finally {
    await handle?.close();
  }
}

/**
 * The files of a page as the previous build wrote them (the page and its variants, by suffix), when
 * each is still there and holds exactly what the record says was written: anything else (a file
 * edited, removed or replaced in dist/ since) is rendered again instead.
 */
export async function previousPageFiles(file: string, record: PageRecord): Promise<Map<string, Buffer> | undefined> {
  const files = new Map<string, Buffer>();
  for (const [suffix, hash] of Object.entries(record.files)) {
    const contents = await readPreviousFile(`${file}${suffix}`);
    if (contents === undefined || sha256(contents) !== hash) return undefined;
    files.set(suffix, contents);
  }
  return files;
}
