/**
 * Content files that Biome's formatter would rewrite. CI runs `npm run format:check` (Biome) on the
 * whole repository, so a hand-written page that is valid but indented or wrapped differently passes
 * the manifest checks and still fails CI; `npm run validate` reports it with the command that fixes it.
 */
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { lstat, readdir, readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { ManifestIssue } from '../src/engine/manifest/manifest-issue';

const biome = createRequire(import.meta.url).resolve('@biomejs/biome/bin/biome');

type BiomeReport = { diagnostics: { category: string; message: string; location?: { path?: string } }[] };

function runBiome(rootDir: string, args: string[], input?: string): Promise<{ stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = execFile(process.execPath, [biome, ...args], { cwd: rootDir, maxBuffer: 64 * 1024 * 1024 }, (error, stdout, stderr) => {
      // Biome exits 1 when it finds something to report: the report is on stdout either way.
      if (error && typeof error.code !== 'number') reject(error);
      else resolve({ stdout, stderr });
    });
    if (input !== undefined) child.stdin?.end(input);
  });
}

/** The first line (1-based) where the file differs from Biome's formatting of it. */
async function firstDifferentLine(rootDir: string, file: string): Promise<number | undefined> {
  const text = await readFile(path.join(rootDir, file), 'utf8');
  const { stdout } = await runBiome(rootDir, ['format', `--stdin-file-path=${file}`], text);
  if (stdout === '') return undefined;
  const written = text.split('\n');
  const formatted = stdout.split('\n');
  const index = written.findIndex((line, i) => line !== formatted[i]);
  return index === -1 ? Math.min(written.length, formatted.length) : index + 1;
}

/**
 * The regular files under `folder`, relative to rootDir, never through a symbolic link. Biome is given
 * these by name rather than the folder: walking a folder it follows links, and one that leads out of the
 * project makes it panic ("path is expected to be under the root"); `npm run validate` reports each link
 * itself (decision 027).
 */
async function listRegularFiles(rootDir: string, folder: string): Promise<string[]> {
  const entries = await readdir(path.join(rootDir, folder), { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(rootDir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}

/**
 * One issue per file under content/ that `biome format` would change, with the project's own Biome
 * configuration (the one CI's format check uses). A folder without a Biome configuration has no
 * formatting to match, and nothing is reported.
 */
export async function findUnformattedContent(rootDir: string): Promise<ManifestIssue[]> {
  if (!['biome.json', 'biome.jsonc'].some((name) => existsSync(path.join(rootDir, name)))) return [];
  // A missing content/, or one that is itself a link (reported by the validator), has nothing to format.
  if (!(await lstat(path.join(rootDir, 'content')).catch(() => undefined))?.isDirectory()) return [];
  const files = await listRegularFiles(rootDir, 'content');
  if (files.length === 0) return [];
  const { stdout, stderr } = await runBiome(rootDir, ['format', '--reporter=json', '--max-diagnostics=none', '--files-ignore-unknown=true', ...files]);
  let report: BiomeReport;
  try {
    report = JSON.parse(stdout) as BiomeReport;
  } catch {
    throw new Error(`Biome could not check the formatting of content/: ${stderr.trim() || stdout.trim()}`);
  }
  const failures = report.diagnostics.filter((diagnostic) => diagnostic.category !== 'format');
  if (failures.length > 0) throw new Error(`Biome could not check the formatting of content/: ${failures.map((d) => d.message).join('; ')}`);
  const unformatted = report.diagnostics
    .flatMap((diagnostic) => (diagnostic.location?.path ? [diagnostic.location.path.split(path.sep).join('/')] : []))
    .sort();
  return Promise.all(
    unformatted.map(async (file) => ({
      file,
      line: await firstDifferentLine(rootDir, file),
      path: '',
      message: `not formatted as Biome formats it (CI's \`npm run format:check\` fails on it): run \`npx biome format --write ${file}\`, or \`npm run format\` for every file`,
    })),
  );
}
