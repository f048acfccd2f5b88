import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { type BrowserEditor, startBrowserEditor } from './support/browser-editor';

// Images, collection references, where-used and deleting a page (issue 19 items 2, 3, 9, 12).
let browserEditor: BrowserEditor;
let root: string;

test.beforeAll(async () => {
  browserEditor = await startBrowserEditor();
  ({ root } = browserEditor);
});

test.afterAll(() => browserEditor?.close());

const openEditor = (page: Page) => browserEditor.open(page);

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 3)]);

test('upload an image into the picker: alt text required, an SVG with a script refused, the new file stored and chosen', async ({ page }) => {
  await openEditor(page);
  await page.getByRole('button', { name: /^\/about About Us/ }).click();
  const image = page.locator('#field-sections_1__image');
  await expect(image.locator('#field-sections_1__image_src')).toHaveValue('/img/about/story.webp');
  await image.getByRole('button', { name: 'Upload an image for Src' }).click();
  const dialog = page.getByRole('dialog', { name: 'Upload an image' });

  await dialog.getByLabel('Image file').setInputFiles({
    name: 'logo.svg',
    mimeType: 'image/svg+xml',
    buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
  });
  await dialog.getByRole('textbox', { name: 'Alt text' }).fill('Our logo');
  await dialog.getByRole('button', { name: 'Upload' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(
    'This SVG is refused: line 1: the element <script> (a script) is not allowed. An SVG may hold only drawing elements and references inside the file (docs/editing.md lists them); export it again without what is named.',
  );

  await dialog.getByLabel('Image file').setInputFiles({ name: 'Team Photo.png', mimeType: 'image/png', buffer: PNG });
  await dialog.getByRole('textbox', { name: 'Alt text' }).fill('');
  await expect(dialog.getByRole('button', { name: 'Upload' })).toBeDisabled();
  await dialog.getByRole('textbox', { name: 'Alt text' }).fill('The team at the Accra office');
  await dialog.getByRole('button', { name: 'Upload' }).click();
  await expect(dialog).toBeHidden();
  await expect(image.locator('#field-sections_1__image_src')).toHaveValue('/img/about/team-photo.png');
  await expect(image.locator('#field-sections_1__image_alt')).toHaveValue('The team at the Accra office');
  expect(await readFile(path.join(root, 'public/img/about/team-photo.png'))).toEqual(PNG);
  await expect(page.frameLocator('iframe[title="Preview"]').locator('img[src="/img/about/team-photo.png"]')).toBeVisible();

  // The picker marks the images no content uses (the new one, until saved).
  await image.locator('#field-sections_1__image_src').click();
  await expect(page.getByRole('option', { name: /\/img\/about\/partner\.webp/ })).toContainText('used 1×');
  await expect(page.getByRole('option', { name: /\/img\/about\/team-photo\.png/ })).toContainText('unused');
  await page.keyboard.press('Escape');

  // Deleting an image file: where it is used first (nowhere yet: the draft is not saved), then a confirmation.
  await image.getByRole('button', { name: 'Delete the image file /img/about/team-photo.png' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete the image /img/about/team-photo.png?' });
  await expect(confirm).toContainText('No page, site.json or collection uses it.');
  await expect(confirm).toContainText('It cannot be undone in the editor');
  await confirm.getByRole('button', { name: 'Delete the image' }).click();
  await expect(confirm).toBeHidden();
  await expect(stat(path.join(root, 'public/img/about/team-photo.png'))).rejects.toThrow();
});

test('a collection reference is a picker; where-used links open the page and select the section', async ({ page }) => {
  await openEditor(page);
  await page.getByRole('button', { name: /^\/payments/ }).click();
  const from = page.locator('#field-sections_3__from');
  await expect(from.locator('#field-sections_3__from_collection')).toHaveValue('clients');
  await expect(from.locator('#field-sections_3__from_group')).toHaveText(/^fintech/);
  // Absent, exceptCurrentPage is its default, true.
  await expect(from.getByRole('checkbox', { name: 'Except Current Page' })).toBeChecked();
  await expect(from.getByRole('group', { name: 'Entries shown' })).toContainText(/Shows \d+ of \d+ entries of clients on this page/);
  await from.locator('#field-sections_3__from_collection').click();
  await expect(page.getByRole('option', { name: /^industries · 6 entries/ })).toBeVisible();
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'industries.json' }).click();
  await page.getByRole('button', { name: /^Where used \(\d+ sections\)$/ }).click();
  const education = page.getByRole('list', { name: 'Where Education is shown' });
  await education.getByRole('button', { name: /^\/advisory\/industry › section 2/ }).click();
  await expect(page.getByRole('status')).toHaveText('Section 2 of /advisory/industry selected');
  await expect(page.locator('#field-sections_1__from_collection')).toHaveValue('industries');

  // Removing an entry that pages show: the save dialog lists them before anything is written.
  await page.getByRole('button', { name: 'industries.json' }).click();
  await page.getByRole('button', { name: /^Delete 1\. Education/ }).click();
  await page.getByRole('button', { name: 'Save…' }).click();
  const used = page.getByRole('dialog').getByRole('alert', { name: 'Used elsewhere' });
  await expect(used).toContainText('the entry "Education" of industries, used by:');
  await expect(used.getByRole('list', { name: 'Uses of the entry "Education" of industries' })).toContainText('/advisory/industry › section 2');
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
});

test('deleting a page lists the links to it, needs a confirmation, and says it cannot be undone', async ({ page }) => {
  await openEditor(page);
  await page.getByRole('button', { name: /^\/training/ }).click();
  await page.getByRole('button', { name: 'Delete page…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete the page /training?' });
  await expect(dialog).toContainText('It cannot be undone in the editor');
  const links = dialog.getByRole('list', { name: 'Links to /training' });
  await expect(links).toContainText('site.json');
  await expect(links).toContainText('/services › section');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(stat(path.join(root, 'content/pages/training.json'))).resolves.toBeDefined();

  await page.getByRole('button', { name: 'Delete page…' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete the page' }).click();
  await expect(page.getByRole('status')).toHaveText('Deleted content/pages/training.json');
  await expect(stat(path.join(root, 'content/pages/training.json'))).rejects.toThrow();
  await expect(page.getByRole('button', { name: /^\/training/ })).toHaveCount(0);
});
