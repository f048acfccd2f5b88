/**
 * `npm run check:launch`: everything that must be replaced before the site goes live (placeholder
 * domains, telephone numbers and video ids in the content; a new page's example text the editor started
 * it with; logos, badges and sample posts we made as
 * stand-ins) and every page that nothing links to, each with its file and line. Exits 1 while anything is left. `npm run validate` stays
 * green with placeholders, so development is never blocked by them; this check is for launch day.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { readCommandLine } from '../server/cli/command-line';
import { validateManifest } from '../src/engine/manifest/validate-manifest';
import { formatLaunchItem, type LaunchItem } from './launch/launch-item';
import { findVideosWithoutAddress } from './launch/missing-videos';
import { findPlaceholderFiles } from './launch/placeholder-files';
import { findPlaceholdersInJson, findPlaceholdersInText } from './launch/placeholder-text';
import { findStarterText } from './launch/starter-text';

const commandLine = readCommandLine({
  command: 'npm run check:launch',
  summary:
    "Lists everything to replace before the site goes live (placeholder domains, telephone numbers and video ids in the\ncontent; a new page's example text; stand-in logos, badges and sample posts) and every page nothing links to,\neach with its file and line. Exits 1 while anything is left.",
  options: {},
  arguments: [{ name: 'folder', description: 'the project folder to check (default: this one)' }],
});
const rootDir = path.resolve(commandLine.arguments[0] ?? path.resolve(import.meta.dirname, '..'));

async function filesIn(folder: string, extension: string): Promise<string[]> {
  const names = await readdir(path.join(rootDir, folder)).catch(() => []);
  return names
    .filter((name) => name.endsWith(extension))
    .sort()
    .map((name) => `${folder}/${name}`);
}

async function findLaunchItems(): Promise<LaunchItem[]> {
  const pages = await filesIn('content/pages', '.json');
  const jsonFiles = ['content/site.json', ...pages, ...(await filesIn('content/collections', '.json')), 'content/blog/categories.json'];
  const read = (file: string) => readFile(path.join(rootDir, file), 'utf8');
  const items: LaunchItem[] = [];
  for (const file of jsonFiles) {
    const text = await read(file);
    items.push(...findPlaceholdersInJson(file, text), ...findStarterText(file, text));
  }
  for (const file of pages) items.push(...findVideosWithoutAddress(file, await read(file)));
  for (const file of await filesIn('content/blog/posts', '.md')) items.push(...findPlaceholdersInText(file, await read(file)));
  items.push(...(await findPlaceholderFiles(rootDir)));
  // A page nothing links to is not launched, whatever it says (npm run validate warns about it too).
  items.push(...(await validateManifest(rootDir)).warnings);
  return items;
}

const items = await findLaunchItems();
for (const item of items) console.log(formatLaunchItem(item));
if (items.length === 0) {
  console.log('Ready to launch: no placeholder or unlinked page left.');
} else {
  console.log(
    `\nNot ready to launch: ${items.length} placeholder${items.length === 1 ? '' : 's'} or unlinked page${items.length === 1 ? '' : 's'} to deal with (npm run validate still passes: they never block development).`,
  );
  process.exitCode = 1;
}
