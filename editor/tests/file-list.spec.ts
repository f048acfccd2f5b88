import { expect, test } from '@playwright/test';
import { type BrowserEditor, startBrowserEditor } from './support/browser-editor';

/** Issue 31 item 7: any page is found by typing part of its path or title, with the keyboard alone. */
let browserEditor: BrowserEditor;

test.beforeAll(async () => {
  browserEditor = await startBrowserEditor();
});

test.afterAll(() => browserEditor?.close());

test('"Find a file" keeps the files whose path or title has every word typed, and the arrows and Enter open one', async ({ page }) => {
  await browserEditor.open(page);
  const files = page.getByRole('navigation', { name: 'Content files' });
  const search = files.getByRole('searchbox', { name: 'Find a file' });
  // site.json is listed at once, the pages and collections when the server has listed them.
  await expect(files.getByRole('button', { name: /^\/about About Us/ })).toBeVisible();
  const everything = await files.locator('[data-file]').count();
  expect(everything).toBeGreaterThan(10);

  // Keyboard only: the skip links, then the file list's search box.
  await search.focus();
  await page.keyboard.type('ciso');
  await expect(files.locator('[data-file]')).toHaveCount(1);
  await expect(files.locator('[data-file]')).toHaveAttribute('data-file', 'content/pages/cisoaas.json');
  await expect(files.getByText('1 found')).toBeVisible();

  // Two words, in any order and any case, both in the path or title.
  await search.fill('');
  await page.keyboard.type('SERVICES banking');
  const found = files.locator('[data-file]');
  await expect.poll(() => found.count()).toBeGreaterThan(0);
  for (const file of await found.all()) expect((await file.innerText()).toLowerCase()).toMatch(/(?=[\s\S]*services)(?=[\s\S]*banking)/);

  // Tab leaves the box for the list (one Tab stop), Enter opens the entry focused.
  await page.keyboard.press('Tab');
  const first = await found.first().getAttribute('data-file');
  await expect(found.first()).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status')).toHaveText(`Opened ${first}`);

  // Nothing typed: every file again.
  await search.fill('');
  await expect(files.locator('[data-file]')).toHaveCount(everything);
});
