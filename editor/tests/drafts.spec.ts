import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { type BrowserEditor, startBrowserEditor } from './support/browser-editor';

/**
 * Issue 28: typing as one undo step, drafts kept with their history, marked, discarded, reverted and
 * merged with a file changed on disk, conflicts shown as a diff and merged, focus after a save and
 * after undoing a keyboard move. Each test uses its own page, so no two share a draft.
 */
let browserEditor: BrowserEditor;
let root: string;

test.beforeAll(async () => {
  browserEditor = await startBrowserEditor();
  ({ root } = browserEditor);
});
test.afterAll(() => browserEditor?.close());

const openPage = async (page: Page, name: RegExp) => {
  await browserEditor.open(page);
  await page.getByRole('navigation', { name: 'Content files' }).getByRole('button', { name }).click();
};

test('typing a burst in one field, then one Ctrl+Z, restores the old text', async ({ page }) => {
  await openPage(page, /^\/about /);
  const heading = page.locator('#field-sections_0__heading');
  await expect(heading).toHaveValue('About Us');
  // The first preview drawn (in the editor's own page, it holds the main thread while it is written): the burst is typed after it.
  await expect(page.frameLocator('iframe[title="Preview"]').locator('h1')).toHaveText('About Us', { timeout: 60_000 });
  await heading.click();
  await heading.press('End');
  await page.keyboard.type(' and the whole group', { delay: 30 });
  await expect(heading).toHaveValue('About Us and the whole group');
  await page.keyboard.press('Control+z');
  await expect(heading).toHaveValue('About Us');
  await page.keyboard.press('Control+Shift+z');
  await expect(heading).toHaveValue('About Us and the whole group');
});

test('after a reload the draft is back with its undo history, and Discard draft forgets it', async ({ page }) => {
  await openPage(page, /^\/contact /);
  const heading = page.locator('#field-sections_0__heading');
  const before = await heading.inputValue();
  await heading.fill('Contact the team');
  // The draft is kept (a moment after the last key): the file list marks it.
  const entry = page.getByRole('navigation', { name: 'Content files' }).getByRole('button', { name: /^\/contact / });
  await expect(entry).toContainText('unsaved');
  await page.reload();
  await entry.click();
  await expect(page.getByRole('status')).toContainText('with your unsaved draft');
  await expect(heading).toHaveValue('Contact the team');
  await expect(page.getByRole('button', { name: 'Undo' })).toBeEnabled();
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(heading).toHaveValue(before);
  await page.getByRole('button', { name: 'Redo' }).click();
  await expect(heading).toHaveValue('Contact the team');

  await page.getByRole('button', { name: 'Discard draft' }).click();
  await expect(heading).toHaveValue(before);
  await expect(page.getByRole('status')).toContainText('Discarded the draft');
  await expect(entry).not.toContainText('unsaved');
  await page.reload();
  await entry.click();
  await expect(heading).toHaveValue(before);
  await expect(page.getByRole('button', { name: 'Undo' })).toBeDisabled();
});

test('drafts are marked in the file list and listed; Revert to saved brings back the disk version, and Undo the draft', async ({ page }) => {
  await openPage(page, /^\/training /);
  const heading = page.locator('#field-sections_0__heading');
  const before = await heading.inputValue();
  await heading.fill('Training, drafted');
  const files = page.getByRole('navigation', { name: 'Content files' });
  await expect(files.getByRole('button', { name: /^\/training / })).toContainText('unsaved');
  await expect(files.getByRole('group', { name: 'Unsaved drafts' })).toContainText('pages/training.json');
  await page.getByRole('button', { name: 'Revert to saved' }).click();
  await expect(heading).toHaveValue(before);
  await expect(page.getByRole('button', { name: 'Save…' })).toBeDisabled();
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(heading).toHaveValue('Training, drafted');
});

test('a draft made on an older version of a file changed on disk is shown beside it and merged, keeping both sides', async ({ page }) => {
  const target = path.join(root, 'content/pages/services.json');
  const original = await readFile(target, 'utf8');
  await openPage(page, /^\/services /);
  const heading = page.locator('#field-sections_0__heading');
  await heading.fill('Services, from my draft');
  await expect(page.getByRole('navigation', { name: 'Content files' }).getByRole('button', { name: /^\/services / })).toContainText('unsaved');
  // Meanwhile the file changes on disk, in another field (the page's title).
  const page0 = JSON.parse(original) as { title: string };
  await writeFile(target, original.replace(JSON.stringify(page0.title), JSON.stringify('Services, changed on disk')));
  try {
    await page.reload();
    await page
      .getByRole('navigation', { name: 'Content files' })
      .getByRole('button', { name: /^\/services / })
      .click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('changed on disk since your draft was made');
    await expect(dialog.getByRole('region', { name: 'Changed on disk' })).toContainText('Services, changed on disk');
    await expect(dialog.getByRole('region', { name: 'Changed in your draft' })).toContainText('Services, from my draft');
    await dialog.getByRole('button', { name: 'Keep both' }).click();
    await expect(heading).toHaveValue('Services, from my draft');
    await expect(page.locator('#field-title')).toHaveValue('Services, changed on disk');
  } finally {
    await writeFile(target, original);
  }
});

test('a conflict at save shows both sides as a diff and keeps both when they changed different fields; focus then goes to the form heading', async ({
  page,
}) => {
  const target = path.join(root, 'content/pages/payments.json');
  const original = await readFile(target, 'utf8');
  await openPage(page, /^\/payments /);
  const heading = page.locator('#field-sections_0__heading');
  await heading.fill('Payments, edited here');
  const page0 = JSON.parse(original) as { description: string };
  const elsewhere = original.replace(
    JSON.stringify(page0.description),
    JSON.stringify('Payments by card or transfer, described on disk for the search results.'),
  );
  await writeFile(target, elsewhere);
  try {
    await page.getByRole('button', { name: 'Save…' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('changed on disk since you opened it');
    await expect(dialog.getByRole('region', { name: 'Changed on disk' })).toContainText('description');
    await expect(dialog.getByRole('region', { name: 'Changed in your draft' })).toContainText('sections[0].heading');
    expect(await readFile(target, 'utf8')).toBe(elsewhere);
    await dialog.getByRole('button', { name: 'Keep both' }).click();
    await page.getByRole('button', { name: 'Save…' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Write these changes' }).click();
    await expect(page.getByRole('status')).toHaveText('Saved content/pages/payments.json');
    const written = await readFile(target, 'utf8');
    expect(written).toContain('Payments, edited here');
    expect(written).toContain('described on disk for the search results');
    // B9: focus is on the form's heading, not the page's body.
    await expect(page.getByRole('heading', { name: 'Editing content/pages/payments.json' })).toBeFocused();
  } finally {
    await writeFile(target, original);
  }
});

test('at 375 px, undoing a keyboard move puts focus on the moved section’s handle, in view', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await browserEditor.open(page);
  await page.getByRole('button', { name: 'Files' }).click();
  await page.getByRole('button', { name: /^\/education / }).click();
  const first = page.locator('#field-sections_0_ legend').first();
  const before = (await first.textContent()) ?? '';
  const handle = page.locator('#field-sections_0_-drag');
  await handle.focus();
  // Each key once the one before it took effect (as sections.spec.ts's keyboard drag does).
  await page.keyboard.press('Space');
  await expect(page.getByTestId('status')).toHaveText(/^Picked up 1\. hero/);
  await page.keyboard.press('ArrowDown');
  await expect(page.getByTestId('status')).toHaveText(/is over position 2 of/);
  await page.keyboard.press('Space');
  await expect(first).not.toHaveText(before);
  await page.keyboard.press('Control+z');
  await expect(first).toHaveText(before);
  await expect(handle).toBeFocused();
  await expect(handle).toBeInViewport();
});
