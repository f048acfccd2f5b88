/**
 * `npm run test:html`: every prerendered page in dist/ (the routes, the blog page shells and the 404
 * page) through the W3C Nu HTML Checker (vnu-jar, on the system's Java). Lists each error with its
 * file, line and column, and exits 1 when there is any. Run `npm run build` first.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { projectRoot } from '../server/project-root';

type VnuMessage = { type: string; subType?: string; url?: string; lastLine?: number; firstColumn?: number; message: string; extract?: string };

const distDir = path.resolve(projectRoot, process.env.DIST_DIR ?? 'dist');

function htmlFiles(folder: string): string[] {
  if (!existsSync(folder)) return [];
  return readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

// dist/server/ holds the render bundle and Vite's document template (a page with a placeholder for its
// head), not pages: the pages, the shells and the 404 page are in client/ and shells/.
const serverDir = path.join(distDir, 'server') + path.sep;
const files = htmlFiles(distDir).filter((file) => !file.startsWith(serverDir));
if (files.length === 0) fail(`No HTML files in ${path.relative(projectRoot, distDir) || distDir}/: run \`npm run build\` first.`);

const java = spawnSync('java', ['-version'], { encoding: 'utf8' });
if (java.error || java.status !== 0) {
  fail('The HTML check needs Java 11 or newer on the PATH (Debian: apt-get install -y default-jre-headless).');
}

// vnu-jar's main module is the path of vnu.jar. Its own Java download is not used: the system Java is.
const vnuJar = createRequire(import.meta.url)('vnu-jar') as string;
const result = spawnSync('java', ['-Xss2m', '-jar', vnuJar, '--errors-only', '--format', 'json', ...files], {
  encoding: 'utf8',
  maxBuffer: 64 * 1024 * 1024,
});
if (result.error) fail(`Could not run the HTML checker: ${result.error.message}`);

let messages: VnuMessage[];
try {
  // With --format json the checker writes its report to stderr.
  messages = (JSON.parse(result.stderr) as { messages: VnuMessage[] }).messages;
} catch {
  fail(`The HTML checker did not answer with a report (exit code ${result.status}):\n${result.stderr}${result.stdout}`);
}

const shown = (url: string | undefined) => (url ? path.relative(projectRoot, url.replace(/^file:/, '')) : '(unknown file)');
const errors = messages.filter((message) => message.type === 'error' || message.subType === 'fatal' || message.type === 'non-document-error');

if (errors.length > 0) {
  for (const error of errors) {
    const where = `${shown(error.url)}${error.lastLine ? `:${error.lastLine}:${error.firstColumn ?? 0}` : ''}`;
    console.error(`${where}: ${error.message}${error.extract ? `\n    ${error.extract.replace(/\s+/g, ' ').trim()}` : ''}`);
  }
  const pages = new Set(errors.map((error) => error.url)).size;
  fail(`\n${errors.length} HTML error${errors.length === 1 ? '' : 's'} in ${pages} of ${files.length} pages (W3C Nu HTML Checker).`);
}
if (result.status !== 0) fail(`The HTML checker exited with code ${result.status}:\n${result.stderr}`);

console.log(`${files.length} pages in ${path.relative(projectRoot, distDir)}/ are valid HTML (W3C Nu HTML Checker, errors only).`);
