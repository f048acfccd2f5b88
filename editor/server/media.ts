import { mkdir, realpath, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { imageDimensions, pixelLimitProblem } from '../../src/engine/images/pixel-limit';
import { checkSvg, describeSvgProblems } from '../../src/engine/images/svg-allow-list';
import { confinedPath, IMAGE_DIR, IMAGE_EXTENSIONS, PathRefused } from './content-files';

/** The largest image the editor accepts by default (`npm run edit -- --max-upload-mb N` changes it). */
export const DEFAULT_MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

/** The kinds of image an upload may be, recognised by their first bytes (the name's extension is not trusted). */
const UPLOAD_TYPES = {
  jpeg: { extension: '.jpg', mime: 'image/jpeg' },
  png: { extension: '.png', mime: 'image/png' },
  webp: { extension: '.webp', mime: 'image/webp' },
  avif: { extension: '.avif', mime: 'image/avif' },
  svg: { extension: '.svg', mime: 'image/svg+xml' },
} as const;

export type UploadType = keyof typeof UPLOAD_TYPES;

/** Why an upload is refused, with the HTTP status it is answered with. */
export class UploadRefused extends Error {
  constructor(
    readonly status: 400 | 413 | 415 | 422,
    message: string,
  ) {
    super(message);
    this.name = 'UploadRefused';
  }
}

const ascii = (bytes: Uint8Array, from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));

/** The image type the bytes are, from their signature; undefined when none of UPLOAD_TYPES. */
export function sniffImageType(bytes: Uint8Array): UploadType | undefined {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.length >= 8 && [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((byte, index) => bytes[index] === byte)) return 'png';
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'webp';
  if (bytes.length >= 16 && ascii(bytes, 4, 8) === 'ftyp') {
    // An ISO media file: the major brand, then the compatible brands up to the end of the ftyp box.
    const boxEnd = Math.min(bytes.length, new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength).getUint32(0));
    const brands = [ascii(bytes, 8, 12)];
    for (let offset = 16; offset + 4 <= boxEnd; offset += 4) brands.push(ascii(bytes, offset, offset + 4));
    if (brands.some((brand) => brand === 'avif' || brand === 'avis')) return 'avif';
    return undefined;
  }
  if (svgText(bytes) !== undefined) return 'svg';
  return undefined;
}

/** The text of an SVG document (UTF-8, an <svg> root after an optional XML declaration, comments and doctype), else undefined. */
function svgText(bytes: Uint8Array): string | undefined {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return undefined;
  }
  const prologue = /^\uFEFF?\s*(<\?xml[^>]*\?>\s*)?(<!--[\s\S]*?-->\s*)*(<!DOCTYPE[^>[]*(\[[\s\S]*?\])?\s*>\s*)?(<!--[\s\S]*?-->\s*)*<svg[\s>]/i;
  return prologue.test(text) ? text : undefined;
}

/** A file name's stem as kebab-case ASCII: "Café Logo (final).PNG" → "cafe-logo-final". */
export function slugFileName(name: string): string {
  const stem = path.posix.basename(name.replaceAll('\\', '/')).replace(/\.[^.]*$/, '');
  const slug = stem
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return slug || 'image';
}

const FOLDER = /^[a-z0-9][a-z0-9-]*(\/[a-z0-9][a-z0-9-]*)?$/;

export type UploadRequest = { folder: unknown; name: unknown; data: unknown };
export type Uploaded = { src: string; type: UploadType; bytes: number };

/**
 * Stores an uploaded image under public/img/<folder>/ (one or two kebab-case levels) with a slugged
 * name made unique (-2, -3…; never overwrites), after checking its size, its type by its first bytes
 * (the name's extension must not claim another type), for a raster image its pixel dimensions
 * (read from its header, under `maxPixels`) and, for SVG, the allow-list every SVG passes
 * (src/engine/images/svg-allow-list.ts, decision 028). Confined like every other path of the editor: the folder's real path must lie inside public/img/.
 */
export async function storeUpload(rootDir: string, request: UploadRequest, maxBytes: number, maxPixels: number): Promise<Uploaded> {
  const folder = typeof request.folder === 'string' ? request.folder.trim().replace(/^\/+|\/+$/g, '') : '';
  if (!FOLDER.test(folder)) throw new UploadRefused(400, 'expected a folder under public/img/ in kebab-case, like "hero" or "clients"');
  const { name, bytes, type } = checkUpload(request, maxBytes, maxPixels);
  const folderPath = await confinedFolder(rootDir, folder);
  const stem = slugFileName(name);
  const extension = UPLOAD_TYPES[type].extension;
  for (let attempt = 1; attempt < 1000; attempt += 1) {
    const fileName = `${stem}${attempt === 1 ? '' : `-${attempt}`}${extension}`;
    const absolute = await confinedPath(rootDir, IMAGE_DIR, `${IMAGE_DIR}/${folder}/${fileName}`, IMAGE_EXTENSIONS);
    if (path.dirname(absolute) !== folderPath) throw new PathRefused(`${IMAGE_DIR}/${folder}/${fileName}`);
    if (await writeNew(absolute, bytes)) return { src: `/img/${folder}/${fileName}`, type, bytes: bytes.length };
  }
  throw new UploadRefused(422, `Too many files named ${stem} in public/img/${folder}/.`);
}

/** Writes `bytes` as a new file; false when the name exists (or appears meanwhile): nothing is ever overwritten. */
export async function writeNew(absolute: string, bytes: Uint8Array): Promise<boolean> {
  try {
    await writeFile(absolute, bytes, { flag: 'wx', mode: 0o644 });
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return false;
  }
}

/**
 * An upload's name, bytes and type after the checks every upload passes: its size, its type by its
 * first bytes (the name's extension must not claim another type), a raster image's pixel dimensions
 * and an SVG's allow-list. Used for public/img/ here and for the blog's images (editor/server/blog/).
 */
export function checkUpload(request: { name: unknown; data: unknown }, maxBytes: number, maxPixels: number): { name: string; bytes: Buffer; type: UploadType } {
  const name = typeof request.name === 'string' ? request.name : '';
  if (name.trim() === '') throw new UploadRefused(400, 'expected the file name of the image');
  if (typeof request.data !== 'string' || !/^[A-Za-z0-9+/]*={0,2}$/.test(request.data)) throw new UploadRefused(400, "expected the image's bytes in base64");
  const bytes = Buffer.from(request.data, 'base64');
  if (bytes.length === 0) throw new UploadRefused(400, 'The file is empty.');
  if (bytes.length > maxBytes) throw new UploadRefused(413, `The file is ${megabytes(bytes.length)}; the editor accepts images up to ${megabytes(maxBytes)}.`);
  const type = sniffImageType(bytes);
  if (type === undefined) throw new UploadRefused(415, 'This file is not a JPEG, PNG, WebP, AVIF or SVG image (judged by its content, not its name).');
  const claimed = path.extname(name).toLowerCase();
  const claimedType = Object.entries(UPLOAD_TYPES).find(([, kind]) => kind.extension === claimed || (claimed === '.jpeg' && kind.extension === '.jpg'))?.[0];
  if (claimed !== '' && claimedType !== type)
    throw new UploadRefused(
      415,
      `The file is named "${path.basename(name)}" but its content is ${type.toUpperCase()}; rename it to ${UPLOAD_TYPES[type].extension}.`,
    );
  if (type === 'svg') {
    const problems = checkSvg(bytes.toString('utf8'));
    if (problems.length > 0)
      throw new UploadRefused(
        422,
        `This SVG is refused: ${describeSvgProblems(problems)}. An SVG may hold only drawing elements and references inside the file (docs/editing.md lists them); export it again without what is named.`,
      );
  } else {
    const size = imageDimensions(bytes);
    const tooLarge = size === undefined ? undefined : pixelLimitProblem(size, maxPixels);
    if (tooLarge !== undefined) throw new UploadRefused(422, `"${path.basename(name)}" ${tooLarge}.`);
  }
  return { name, bytes, type };
}

/** The file name extension an upload of `type` is stored with. */
export const uploadExtension = (type: UploadType) => UPLOAD_TYPES[type].extension;

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1).replace(/\.0$/, '')} MB`;

/** public/img/<folder>, created if missing, whose real path (symlinks resolved, before and after creating) lies inside public/img/. */
async function confinedFolder(rootDir: string, folder: string): Promise<string> {
  const base = await realpath(path.join(rootDir, IMAGE_DIR));
  const inside = (candidate: string) => candidate === base || candidate.startsWith(`${base}${path.sep}`);
  const wanted = path.join(rootDir, IMAGE_DIR, folder);
  // The nearest folder that exists must already be inside: mkdir would otherwise follow a symlink out.
  let existing = wanted;
  for (;;) {
    const real = await realpath(existing).catch(() => undefined);
    if (real !== undefined) {
      if (!inside(real)) throw new PathRefused(`${IMAGE_DIR}/${folder}/`);
      break;
    }
    existing = path.dirname(existing);
  }
  await mkdir(wanted, { recursive: true });
  const real = await realpath(wanted);
  if (!inside(real) || real === base) throw new PathRefused(`${IMAGE_DIR}/${folder}/`);
  return real;
}
