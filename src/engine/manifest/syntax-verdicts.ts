import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

const sha256 = (data: string) => createHash('sha256').update(data).digest('hex');

/**
 * The code whose verdict is kept: readManifestFile's checks (json-syntax-error.ts with jsonc-parser,
 * json-nesting.ts) and the lock file (jsonc-parser's version). A change to any of them, or one of
 * them missing, and no verdict kept before is trusted.
 */
const verdictCode = [
  'src/engine/manifest/read-manifest-file.ts',
  'src/engine/manifest/json-syntax-error.ts',
  'src/engine/manifest/json-nesting.ts',
  'package-lock.json',
];

/** Where the build keeps its verdicts: outside dist/, beside the image cache (docs/decisions/030, amended 2026-11-29). */
export const defaultVerdictsFile = (rootDir: string) => path.join(rootDir, 'node_modules', '.cache', 'manifest-validation', 'syntax-verdicts.json');

/**
 * "This text is strict JSON", by the SHA-256 of the text, kept between builds (docs/decisions/030,
 * amended 2026-11-29): the strict parse of every content file (jsonc-parser's, which names the first
 * error for the maintainer) was 0.9 s of a one-page rebuild at 4,000 pages. A text with a verdict is
 * read by JSON.parse alone, which still refuses anything that is not JSON (then the whole check runs,
 * and its message is the one a build from nothing gives); its nesting is always checked. So a wrong
 * or tampered verdict can at most spare the strict parse of a text JSON.parse reads, and a verdict
 * is only ever written for a text the strict parse found clean. The file holds the verdicts of the
 * last validation's texts only (it does not grow), under the SHA-256 of the checking code.
 */
export class SyntaxVerdicts {
  private readonly seen = new Set<string>();
  private trustedCount = 0;

  private constructor(
    private readonly file: string,
    private readonly codeKey: string | undefined,
    private readonly kept: ReadonlySet<string>,
  ) {}

  /** The verdicts kept in `file` for the code of the project at `rootDir`; none when it is missing, unreadable, malformed or made by other code. */
  static async load(rootDir: string, file = defaultVerdictsFile(rootDir)): Promise<SyntaxVerdicts> {
    const codeKey = await verdictCodeKey(rootDir);
    let kept = new Set<string>();
    if (codeKey !== undefined) {
      try {
        const stored = JSON.parse(await readFile(file, 'utf8')) as { version?: unknown; code?: unknown; clean?: unknown };
        if (stored.version === 1 && stored.code === codeKey && Array.isArray(stored.clean)) {
          kept = new Set(stored.clean.filter((hash): hash is string => typeof hash === 'string' && /^[0-9a-f]{64}$/.test(hash)));
        }
      } catch {
        // No file, or not one this code wrote: every text is checked in full.
      }
    }
    return new SyntaxVerdicts(file, codeKey, kept);
  }

  /** Whether the strict parse found `text` clean before, under this code; the caller calls addClean once JSON.parse has read it. */
  isClean(text: string): boolean {
    return this.codeKey !== undefined && this.kept.has(sha256(text));
  }

  /** Records that `text` is clean: the strict parse found it so, or it had a verdict and JSON.parse read it (`trusted`). */
  addClean(text: string, trusted = false): void {
    if (this.codeKey === undefined) return;
    this.seen.add(sha256(text));
    if (trusted) this.trustedCount += 1;
  }

  /** How many texts were read on a verdict kept from before (for the tests and the bench). */
  get trusted(): number {
    return this.trustedCount;
  }

  /**
   * Writes the verdicts of the texts seen since load: written aside, then renamed over the file, so a
   * concurrent build or a crash leaves either file whole (a verdict lost only costs a strict parse).
   */
  async save(): Promise<void> {
    if (this.codeKey === undefined) return;
    await mkdir(path.dirname(this.file), { recursive: true });
    const temporary = `${this.file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
    try {
      await writeFile(temporary, `${JSON.stringify({ version: 1, code: this.codeKey, clean: [...this.seen].sort() })}\n`);
      await rename(temporary, this.file);
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
  }
}

async function verdictCodeKey(rootDir: string): Promise<string | undefined> {
  try {
    const texts = await Promise.all(verdictCode.map((file) => readFile(path.join(rootDir, file), 'utf8')));
    return sha256(texts.map((text, index) => `${verdictCode[index]}\0${sha256(text)}`).join('\n'));
  } catch {
    return undefined;
  }
}
