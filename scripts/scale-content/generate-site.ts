import { cp, mkdir, readdir, readFile, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * A copy of the project whose site has `pageCount` pages: the site's own pages plus copies of its
 * ordinary pages (not the home, search, blog, contact or not-found pages) at other addresses, with a
 * number in their title, description and first heading. The same count gives the same site, so two
 * checkouts' code can build identical content (`codeFrom`). For the growth benches
 * (scripts/bench-scale-content.ts); node_modules is a link to the project's.
 */
export async function generateSite({
  contentFrom,
  codeFrom = contentFrom,
  pageCount,
  into,
}: {
  /** The project whose content/ and public/ are copied. */
  contentFrom: string;
  /** The project whose code builds it (another checkout: that code's figures on the same pages). */
  codeFrom?: string;
  pageCount: number;
  into: string;
}): Promise<{ pages: number }> {
  await mkdir(into, { recursive: true });
  for (const folder of ['src', 'schemas', 'scripts', 'server']) await cp(path.join(codeFrom, folder), path.join(into, folder), { recursive: true });
  for (const file of ['package.json', 'package-lock.json', 'vite.config.ts', 'site.config.ts', 'tsconfig.json', 'index.html']) {
    await cp(path.join(codeFrom, file), path.join(into, file));
  }
  for (const folder of ['content', 'public']) await cp(path.join(contentFrom, folder), path.join(into, folder), { recursive: true });
  await symlink(path.join(codeFrom, 'node_modules'), path.join(into, 'node_modules'), 'dir');

  const pagesDir = path.join(into, 'content', 'pages');
  const names = (await readdir(pagesDir)).filter((name) => name.endsWith('.json')).sort();
  const templates: { name: string; page: Record<string, unknown> }[] = [];
  for (const name of names) {
    const page = JSON.parse(await readFile(path.join(pagesDir, name), 'utf8')) as Record<string, unknown>;
    const pagePath = String(page.path ?? '');
    const ordinary = page.status === undefined && !pagePath.includes(':') && !['/', '/search', '/blogs', '/contact'].includes(pagePath);
    if (ordinary && !JSON.stringify(page).includes('"contact-form"')) templates.push({ name, page });
  }
  if (templates.length === 0) throw new Error('content/pages has no ordinary page to copy');
  for (let number = 1; names.length + number <= pageCount; number += 1) {
    const template = templates[(number - 1) % templates.length] as (typeof templates)[number];
    await writeFile(path.join(pagesDir, `scale-${number}-${template.name}`), `${JSON.stringify(copyOf(template.page, number), null, 2)}\n`);
  }
  return { pages: Math.max(pageCount, names.length) };
}

/** A page copied to /scale/<number>/<its path>, its title, description and first heading numbered. */
function copyOf(page: Record<string, unknown>, number: number): Record<string, unknown> {
  const copy = structuredClone(page);
  copy.path = `/scale/${number}${String(page.path)}`;
  // Titles stay within the validator's 70 characters.
  copy.title = `${String(page.title).slice(0, 69 - String(number).length)} ${number}`;
  if (typeof copy.description === 'string') copy.description = `${copy.description} (${number})`;
  const first = Array.isArray(copy.sections) ? (copy.sections[0] as Record<string, unknown> | undefined) : undefined;
  if (first && typeof first.heading === 'string') first.heading = `${first.heading} ${number}`;
  return copy;
}

/** Changes one generated page's words (its first heading), as an author's edit would: for the one-page rebuild. */
export async function editOnePage(siteDir: string, word: string): Promise<string> {
  const pagesDir = path.join(siteDir, 'content', 'pages');
  const name = (await readdir(pagesDir)).filter((file) => file.startsWith('scale-1-')).sort()[0] ?? 'about.json';
  const file = path.join(pagesDir, name);
  const page = JSON.parse(await readFile(file, 'utf8')) as { sections: Record<string, unknown>[] };
  const first = page.sections[0] as Record<string, unknown>;
  first.heading = `${String(first.heading)} ${word}`;
  await writeFile(file, `${JSON.stringify(page, null, 2)}\n`);
  return path.relative(siteDir, file);
}
