import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { type BrowserEditor, startBrowserEditor } from './support/browser-editor';

/** Issue 28 B2, B3, B13 and B1 in a real browser: what a list's Add and Duplicate make, what they are called, and what a save of them writes. */
let browserEditor: BrowserEditor;
let root: string;

test.beforeAll(async () => {
  browserEditor = await startBrowserEditor();
  ({ root } = browserEditor);
});

test.afterAll(() => browserEditor?.close());

/** The lines a save added and removed, against the text before it (a line diff without context). */
function changedLines(before: string, after: string): { removed: string[]; added: string[] } {
  const a = before.split('\n');
  const b = after.split('\n');
  let start = 0;
  while (start < a.length && a[start] === b[start]) start++;
  let end = 0;
  while (end < a.length - start && end < b.length - start && a[a.length - 1 - end] === b[b.length - 1 - end]) end++;
  return { removed: a.slice(start, a.length - end), added: b.slice(start, b.length - end) };
}

async function save(page: Page, file: string): Promise<void> {
  await page.getByRole('button', { name: 'Save…' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Write these changes' }).click();
  await expect(page.getByRole('status')).toHaveText(`Saved ${file}`);
}

test('a menu link is added to site.json by "Add link", with only a link\'s fields, and saves once they are filled', async ({ page }) => {
  const file = 'content/site.json';
  const before = await readFile(path.join(root, file), 'utf8');
  await browserEditor.open(page);
  await page.getByRole('button', { name: /^site\.json/ }).click();
  const navigation = page.locator('#field-layouts_main_navigation');
  await expect(navigation.locator('legend').first()).toHaveText('Navigation (6)');
  // Named from the schema: a menu's items are links, dropdowns, mega-menus, not sections; an address line is an address.
  await expect(navigation.getByRole('button', { name: /Add section/i })).toHaveCount(0);
  await expect(page.locator('#field-layouts_main_contact_address-add')).toHaveText('Add address');
  await navigation.locator('#field-layouts_main_navigation-add').click();
  await expect(navigation.locator('#field-layouts_main_navigation-add')).toHaveText('Add link');

  // Its fields are the link's: a label and an address to fill, and nothing the form does not show.
  const label = page.locator('#field-layouts_main_navigation_6__label');
  const href = page.locator('#field-layouts_main_navigation_6__href');
  await expect(label).toBeVisible();
  await expect(page.getByLabel('Problems')).not.toContainText('"id"');
  await expect(page.getByLabel('Problems')).not.toContainText('navigation[6].id');
  // Focus is in the new link's label once the list has drawn it: typing goes there, no click needed.
  await expect(label).toBeFocused();
  await page.keyboard.type('News');
  await expect(label).toHaveValue('News');
  await href.fill('/blogs');
  await expect(page.getByLabel('Problems')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Save…' })).toBeEnabled();
  await save(page, file);

  // The file gains the link's line, and the comma after the item before it: nothing else.
  const after = await readFile(path.join(root, file), 'utf8');
  const { removed, added } = changedLines(before, after);
  expect(removed).toEqual(['        { "type": "link", "label": "Contact", "href": "/contact" }']);
  expect(added).toEqual([
    '        { "type": "link", "label": "Contact", "href": "/contact" },',
    '        { "type": "link", "label": "News", "href": "/blogs" }',
  ]);
});

test('Duplicate gives the copy a fresh id: the page stays valid, Save is enabled, and the save adds the copy alone', async ({ page }) => {
  const file = 'content/pages/about.json';
  const before = await readFile(path.join(root, file), 'utf8');
  await browserEditor.open(page);
  await page.getByRole('button', { name: /^\/about About Us/ }).click();
  await expect(page.locator('#field-sections_1__id')).toHaveValue('our-story');
  await page.getByRole('button', { name: /^Duplicate 2\. text-with-image: / }).click();
  await expect(page.locator('#field-sections_2__id')).toHaveValue('our-story-2');
  await expect(page.locator('#field-sections_1__id')).toHaveValue('our-story');
  await expect(page.getByLabel('Problems')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Save…' })).toBeEnabled();
  await save(page, file);

  const after = await readFile(path.join(root, file), 'utf8');
  const { removed, added } = changedLines(before, after);
  expect(removed).toEqual([]);
  // The copy is its original's text, its id aside.
  const original = JSON.parse(before).sections[1];
  expect(JSON.parse(after).sections[2]).toEqual({ ...original, id: 'our-story-2' });
  expect(added.filter((line) => line.includes('"id"'))).toEqual(['      "id": "our-story-2",']);
});

test('Duplicate on a contact form says a page can have one, and adds nothing', async ({ page }) => {
  await browserEditor.open(page);
  await page.getByRole('button', { name: /^\/contact / }).click();
  const duplicate = page.getByRole('button', { name: /^Duplicate 3\. contact-form/ });
  await expect(duplicate).toBeVisible();
  const sections = page.locator('#field-sections legend').first();
  await expect(sections).toHaveText('Sections (5)');
  await duplicate.click();
  await expect(page.getByRole('status')).toHaveText(
    'Not duplicated: a page can have one contact form (their notices after a post without JavaScript would share ids).',
  );
  await expect(sections).toHaveText('Sections (5)');
  await expect(page.getByLabel('Problems')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Undo' })).toBeDisabled();
});
