import type { Page } from '@playwright/test';
import { openPage, waitForIsland } from './support/page-helpers';
import { sectionTypesOf, staticRoutes } from './support/routes';
import { expect, test } from './support/site-test';

/**
 * Server-first pages (docs/decisions/009-islands.md): a page whose sections are all static loads the
 * loader entry and the animations and nothing else (no framework, no section code), no element of it
 * is hydrated, and the JavaScript every page of a kind transfers stays within its budget (gzip, as
 * the browser received it).
 */

// The budgets are gzip sizes: ask for gzip, as an older browser or a proxy would, rather than the
// server's brotli, which is smaller still.
test.use({ extraHTTPHeaders: { 'accept-encoding': 'gzip' } });

type ScriptLoad = { file: string; bytes: number };

/** Records every script the page requests, with the bytes transferred for it (compressed body). */
function recordScripts(page: Page): ScriptLoad[] {
  const scripts: ScriptLoad[] = [];
  page.on('requestfinished', async (request) => {
    if (request.resourceType() !== 'script') return;
    const sizes = await request.sizes();
    scripts.push({ file: new URL(request.url()).pathname, bytes: sizes.responseBodySize });
  });
  return scripts;
}

const islandTypes = new Set(['blog-list', 'blog-post', 'contact-form', 'header-carousel', 'reach-carousel']);
const staticOnly = staticRoutes.filter((route) => !sectionTypesOf(route).some((type) => islandTypes.has(type)));
const kb = (scripts: ScriptLoad[]) => scripts.reduce((total, script) => total + script.bytes, 0) / 1024;

test('the static-only pages are known', () => {
  expect(staticOnly).toContain('/about');
  expect(staticOnly.length).toBeGreaterThan(20);
});

test('a static page loads the loader and the animations, no framework and no section code, and hydrates nothing', async ({ page }) => {
  const scripts = recordScripts(page);
  const response = await openPage(page, '/about');
  const entry = await page.locator('script[type="module"][src]').getAttribute('src');
  expect(await response.text(), 'the page preloads nothing').not.toContain('rel="modulepreload"');
  // The loader entry (with the chrome), and after the first paint the animations: src/animate-in.ts (with the
  // settings it reads, site.config.ts) and AOS.
  const names = scripts.map((script) => script.file);
  expect(names).toContain(entry);
  expect(names.filter((file) => file !== entry && !/^\/assets\/(animate-in|aos-start|site\.config|rolldown-runtime)-[\w-]+\.js$/.test(file))).toEqual([]);
  expect(await page.locator('[data-island]').count()).toBe(0);
  const hydrated = await page.evaluate(
    () => Array.from(document.querySelectorAll('body *')).filter((element) => Object.keys(element).some((key) => key.startsWith('__react'))).length,
  );
  expect(hydrated, 'elements taken over by React').toBe(0);
  expect(kb(scripts), 'KB of JavaScript transferred (budget 15)').toBeLessThanOrEqual(15);
});

for (const route of ['/', '/payments']) {
  test(`${route}: a page with a carousel transfers at most 45 KB of JavaScript`, async ({ page }) => {
    const scripts = recordScripts(page);
    await openPage(page, route);
    await waitForIsland(page, route === '/' ? 'header-carousel' : 'reach-carousel');
    expect(kb(scripts), scripts.map((script) => `${script.file} ${script.bytes}`).join('\n')).toBeLessThanOrEqual(45);
  });
}

for (const route of ['/contact', '/advisory/contact']) {
  test(`${route}: a contact page transfers at most 80 KB of JavaScript, its form hydrated`, async ({ page }) => {
    const scripts = recordScripts(page);
    await openPage(page, route);
    await waitForIsland(page, 'contact-form');
    expect(kb(scripts), scripts.map((script) => `${script.file} ${script.bytes}`).join('\n')).toBeLessThanOrEqual(80);
  });
}

/** Elements React took over in the page (it marks them with its own keys). */
const hydratedElements = (page: Page) =>
  page.evaluate(
    () => Array.from(document.querySelectorAll('body *')).filter((element) => Object.keys(element).some((key) => key.startsWith('__react'))).length,
  );

// A blog page the reference server rendered with its data is HTML: no React, SWR or zod loads
// (docs/decisions/019-blog-pages-without-a-framework.md); once 78–83 KB with React and the blog's code.
for (const [kind, address] of [
  ['the list', '/blogs'],
  ['a later list page', '/blogs?page=2'],
  ['a category', '/newspage/1/collections/'],
  ['a post', 'first post'],
  ['a post that does not exist', '/our/blog/999999/single'],
] as const) {
  test(`${kind}: a blog page transfers at most 15 KB of JavaScript and hydrates nothing`, async ({ page, request, pageProblems }) => {
    // Cast: the blog API's list answer, of which only the ids are read.
    const posts = (await (await request.get('/api/blogs')).json()) as { id: number }[];
    const target = address === 'first post' ? `/our/blog/${posts[0]?.id}/single` : address;
    // The missing post is answered 404, which Chromium logs in the console: expected here.
    pageProblems.expect((problem) => problem.url?.endsWith('/our/blog/999999/single') === true);
    const scripts = recordScripts(page);
    await page.goto(target);
    const island = page.locator('[data-island^="blog-"]');
    await expect(island).toHaveAttribute('data-island-state', 'mounted');
    await expect(page.locator('main article, main [role="alert"]').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    const listing = scripts.map((script) => `${script.file} ${script.bytes}`).join('\n');
    expect(kb(scripts), listing).toBeLessThanOrEqual(15);
    expect(
      scripts.filter((script) => /\/(react|.*-hydrate|parse-response)-/.test(script.file)),
      listing,
    ).toEqual([]);
    expect(await hydratedElements(page), 'elements taken over by React').toBe(0);
  });
}

test('an island section loads its code only when its trigger fires: the contact form when it nears the window', async ({ page }) => {
  const scripts = recordScripts(page);
  await page.setViewportSize({ width: 1280, height: 600 });
  await openPage(page, '/contact');
  const island = page.locator('[data-island="contact-form"]');
  const startsBelow = await island.evaluate((element) => element.getBoundingClientRect().top > window.innerHeight + 200);
  test.skip(!startsBelow, 'the form is already near the window at this size');
  await expect(island).toHaveAttribute('data-island-state', 'waiting');
  expect(scripts.some((script) => script.file.includes('contact-form.island'))).toBe(false);
  await waitForIsland(page, 'contact-form');
  // A script is recorded once its size is known, which can be a moment after the island has mounted.
  await expect.poll(() => scripts.some((script) => script.file.includes('contact-form.island'))).toBe(true);
});
