import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { STARTER_HINT } from '../client/starter-hint';
import { STARTER_TEXTS } from '../server/starter-content';
import { type BrowserEditor, startBrowserEditor } from './support/browser-editor';

/** Issue 28 in a real browser: a URL field for site.json's address (B6), and a new page's starter text outlined until replaced. */
let browserEditor: BrowserEditor;

test.beforeAll(async () => {
  browserEditor = await startBrowserEditor();
});

test.afterAll(() => browserEditor?.close());

test("B6: site.json's url is an address field, checked as typed; what it shows is what is saved, also after Undo", async ({ page }) => {
  await browserEditor.open(page);
  await page.getByRole('button', { name: /site\.json/ }).click();
  const url = page.locator('#field-url');
  await expect(url).toHaveAttribute('type', 'url');
  await expect(url).toHaveValue('https://www.gruppo.example');

  await url.fill('www.gruppo.com.gh');
  await expect(page.locator('#field-url-helper-text')).toContainText('Did you mean "https://www.gruppo.com.gh"?');
  await expect(url).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('button', { name: 'Save…' })).toBeDisabled();

  await url.fill('https://www.gruppo.com.gh');
  await expect(url).toHaveAttribute('aria-invalid', 'false');
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(url).not.toHaveValue('https://www.gruppo.com.gh');
  await page.getByRole('button', { name: 'Redo' }).click();
  await expect(url).toHaveValue('https://www.gruppo.com.gh');
  await page.getByRole('button', { name: 'Save…' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Write these changes' }).click();
  await expect(page.getByTestId('status')).toHaveText('Saved content/site.json');
  const saved = JSON.parse(await readFile(path.join(browserEditor.root, 'content/site.json'), 'utf8')) as { url: string };
  expect(saved.url).toBe('https://www.gruppo.com.gh');
});

test("a new page's starter text is outlined with “Example text: replace it” until it is changed", async ({ page }) => {
  await browserEditor.open(page);
  await page.getByRole('button', { name: 'New page' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('File name').fill('data-protection');
  await dialog.getByLabel('Path').fill('/data-protection');
  await dialog.getByLabel('Title').fill('Data Protection');
  await dialog.getByLabel('Description').fill('Data protection reviews and training for organisations that hold personal data.');
  await dialog.getByRole('button', { name: 'Create the page' }).click();

  const heroText = page.locator('#field-sections_0__text');
  await expect(heroText).toHaveValue(STARTER_TEXTS.heroText);
  await expect(page.locator('#field-sections_0__text-helper-text')).toHaveText(STARTER_HINT);
  await expect(page.locator('[data-starter-text]')).toHaveCount(5);
  // The page's own title, which the maintainer typed, is not starter text.
  await expect(page.locator('#field-sections_0__heading')).not.toHaveAttribute('data-starter-text');

  await heroText.fill('Reviews, registers and training for the data you hold.');
  await expect(page.locator('#field-sections_0__text-helper-text')).not.toHaveText(STARTER_HINT);
  await expect(page.locator('[data-starter-text]')).toHaveCount(4);
});
