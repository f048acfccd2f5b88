import { execFileSync } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { type Editor, startEditor } from '../server/editor-server';
import { type BrowserEditor, startBrowserEditor } from './support/browser-editor';

let browserEditor: BrowserEditor;
let editor: Editor;
let root: string;

test.beforeAll(async () => {
  browserEditor = await startBrowserEditor();
  ({ editor, root } = browserEditor);
});

const openEditor = (page: Page) => browserEditor.open(page);

test.afterAll(() => browserEditor?.close());

const file = 'content/pages/about.json';

test('change a heading, see it in the preview, save, and exactly that line changes', async ({ page }) => {
  const before = await readFile(path.join(root, file), 'utf8');
  await openEditor(page);
  await page.getByRole('button', { name: /^\/about About Us/ }).click();
  const heading = page.locator('#field-sections_0__heading');
  await expect(heading).toHaveValue('About Us');
  const preview = page.frameLocator('iframe[title="Preview"]');
  await expect(preview.locator('h1')).toHaveText('About Us');

  await heading.fill('About the Group');
  await expect(preview.locator('h1')).toHaveText('About the Group');
  await page.getByRole('button', { name: 'Save…' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByLabel('Changes to be written')).toContainText('+      "heading": "About the Group",');
  await dialog.getByRole('button', { name: 'Write these changes' }).click();
  await expect(page.getByRole('status')).toHaveText(`Saved ${file}`);

  const after = await readFile(path.join(root, file), 'utf8');
  const diff = (() => {
    try {
      return execFileSync('git', ['diff', '--no-index', '--unified=0', '--no-color', '-', path.join(root, file)], { input: before, encoding: 'utf8' });
    } catch (error) {
      return String((error as { stdout?: string }).stdout);
    }
  })();
  const changed = diff.split('\n').filter((line) => /^[+-] /.test(line));
  expect(changed).toEqual(['-      "heading": "About Us",', '+      "heading": "About the Group",']);
  expect(after).not.toBe(before);
});

test('an unknown internal link blocks the save with its message, and the draft survives a reload', async ({ page }) => {
  await openEditor(page);
  await page.getByRole('button', { name: /^\/contact / }).click();
  await page.locator('#field-sections_0__heading').fill('Contact the team');
  await page.locator('#field-sections_0__breadcrumb_0__href').fill('/no-such-page');
  await expect(page.getByLabel('Problems')).toContainText('"/no-such-page" is not a page');
  await expect(page.getByRole('button', { name: 'Save…' })).toBeDisabled();
  await page.reload();
  await page.getByRole('button', { name: /^\/contact / }).click();
  await expect(page.locator('#field-sections_0__heading')).toHaveValue('Contact the team');
  await expect(page.getByRole('status')).toContainText('with your unsaved draft');
});

test('a file changed on disk since it was opened is not overwritten', async ({ page }) => {
  const target = 'content/pages/payments.json';
  await openEditor(page);
  await page.getByRole('button', { name: /^\/payments / }).click();
  const heading = page.locator('#field-sections_0__heading');
  await heading.fill('Payments, edited here');
  const original = await readFile(path.join(root, target), 'utf8');
  // An unknown key makes the manifest invalid for every page's preview: the file is put back afterwards.
  const elsewhere = original.replace('"path": "/payments",', '"path": "/payments",\n  "x-note": "edited elsewhere",');
  await writeFile(path.join(root, target), elsewhere);
  await page.getByRole('button', { name: 'Save…' }).click();
  await expect(page.getByRole('dialog')).toContainText('changed on disk since you opened it');
  expect(await readFile(path.join(root, target), 'utf8')).toBe(elsewhere);
  await writeFile(path.join(root, target), original);
});

test('reorder sections with the keyboard, then undo and redo', async ({ page }) => {
  await openEditor(page);
  await page.getByRole('button', { name: /^\/training / }).click();
  const firstSection = page.locator('#field-sections_0_ legend').first();
  await expect(firstSection).toBeVisible();
  // Opening a file is not an edit: nothing to undo yet.
  await expect(page.getByRole('button', { name: 'Undo' })).toBeDisabled();
  const before = await firstSection.textContent();
  const secondName = (await page.locator('#field-sections_1_ legend').first().textContent())?.replace(/^2\. /, '') ?? '';
  await page.getByRole('button', { name: `Move down ${before}`, exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect(firstSection).toHaveText(`1. ${secondName}`);
  // Focus follows the section that moved.
  await expect(page.getByRole('button', { name: `Move up ${before?.replace(/^1\. /, '2. ')}`, exact: true })).toBeFocused();
  await page.keyboard.press('Control+z');
  await expect(firstSection).toHaveText(before ?? '');
  await page.keyboard.press('Control+Shift+z');
  await expect(firstSection).toHaveText(`1. ${secondName}`);
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(firstSection).toHaveText(before ?? '');
});

test('add a section from the catalogue at a chosen place; it shows in the preview', async ({ page }) => {
  await openEditor(page);
  await page.getByRole('button', { name: /^\/privacy-policy / }).click();
  const preview = page.frameLocator('iframe[title="Preview"]');
  await expect(preview.locator('h1')).toBeVisible();
  await page.getByLabel("New section's type").click();
  await page.getByRole('option', { name: 'cta-band' }).click();
  await page.getByLabel('Place', { exact: true }).click();
  await page.getByRole('option', { name: 'before 2' }).click();
  await page.locator('#field-sections-add').click();
  await expect(page.locator('#field-sections_1_ legend').first()).toHaveText('2. cta-band: Ready to strengthen your organisation?');
  await expect(preview.getByText('Ready to strengthen your organisation?')).toBeVisible();
});

/** Every axe violation on the screen as it stands, whatever its impact, best practices included; the preview's page has its own checks. */
async function violations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).exclude('iframe').analyze();
  return results.violations.map((violation) => `${violation.impact} ${violation.id}: ${violation.nodes.length} × ${violation.nodes[0]?.target.join(' ')}`);
}

test('the editor has no accessibility violations of any impact (axe): main screen, a page form, its dialogs', async ({ page }) => {
  // Five full axe runs of the editor's page: about 40 s on a quiet machine, over 90 s on a loaded one (as dialogs-axe.spec.ts).
  test.setTimeout(240_000);
  await openEditor(page);
  await expect(page.getByText('Choose a page, site.json or a collection on the left.')).toBeVisible();
  expect(await violations(page)).toEqual([]);
  await page.getByRole('button', { name: /^\/about About Us/ }).click();
  await expect(page.locator('#field-sections_0__heading')).toBeVisible();
  expect(await violations(page)).toEqual([]);
  await page.getByRole('button', { name: 'New page' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(await violations(page)).toEqual([]);
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('dialog')).toBeHidden();
  // With Undo enabled (the toolbar's blue on grey) and the save dialog's diff open.
  await page.locator('#field-title').fill('About Us, edited');
  await page.getByRole('button', { name: 'Save…' }).click();
  await expect(page.getByRole('dialog').getByLabel('Changes to be written')).toBeVisible();
  expect(await violations(page)).toEqual([]);
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('button', { name: 'Delete page…' }).click();
  await expect(page.getByRole('dialog')).toContainText('Delete the page /about?');
  expect(await violations(page)).toEqual([]);
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('button', { name: 'Undo' }).click();
});

test('keyboard: Enter on a page in the list moves focus to the form, and the next Tab is in the form', async ({ page }) => {
  await openEditor(page);
  await page.getByRole('button', { name: /^\/about About Us/ }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Editing content/pages/about.json' })).toBeFocused();
  await expect(page.getByRole('status')).toHaveText(`Opened ${file}`);
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.activeElement?.closest('main')?.id)).toBe('editor-form');
  // The list is one Tab stop: back into it lands on the open file's entry, the arrows move, and Tab leaves it.
  await page.getByRole('heading', { name: 'Editing content/pages/about.json' }).focus();
  await page.keyboard.press('Shift+Tab');
  await expect(page.getByRole('button', { name: /^\/about About Us/ })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('button', { name: /^\/advisory_privacy-policy / })).toBeFocused();
  await page.keyboard.press('Home');
  await expect(page.getByRole('button', { name: /^site\.json/ })).toBeFocused();
  await page.keyboard.press('End');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: /^Editing content\/collections\// })).toBeFocused();
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.activeElement?.closest('main')?.id)).toBe('editor-form');
  // The skip links: the first Tab stops of the screen, out of sight until focused.
  await page.reload();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Skip to the form' })).toBeFocused();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('button', { name: 'Skip to the preview' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('region', { name: 'Preview frame' })).toBeFocused();
});

test('at 375 px: the files are a drawer, the form and the preview take turns, and Undo, Redo and Save stay on screen', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await openEditor(page);
  await page.getByRole('button', { name: 'Files' }).click();
  await page.getByRole('button', { name: /^\/about About Us/ }).click();
  await expect(page.getByRole('heading', { name: 'Editing content/pages/about.json' })).toBeFocused();
  await page.locator('#field-title').fill('About Us, on a phone');
  for (const name of ['Undo', 'Redo', 'Save…']) {
    const button = page.getByRole('button', { name, exact: true });
    await expect(button).toBeInViewport({ ratio: 1 });
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  // Reachable from the keyboard: Tab from the title field goes round to Save.
  const save = page.getByRole('button', { name: 'Save…' });
  await expect(save).toBeEnabled();
  await save.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog').getByLabel('Changes to be written')).toContainText('About Us, on a phone');
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('button', { name: 'Preview', exact: true }).click();
  const frame = page.locator('iframe[title="Preview"]');
  await expect(frame).toBeInViewport();
  const box = await frame.boundingBox();
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(375);
  // A click on a section in the preview shows the form again, at that section.
  await page.frameLocator('iframe[title="Preview"]').locator('h1').click();
  await expect(page.getByRole('status')).toHaveText('Section 1 selected');
  await expect(page.locator('#field-sections_0_ legend').first()).toBeInViewport();
  await page.getByRole('button', { name: 'Undo' }).click();
});

test('the desktop preview is scaled to its pane, whole, and a click in it still selects the section', async ({ page }) => {
  await openEditor(page);
  await page.getByRole('button', { name: /^\/training / }).click();
  const frame = page.locator('iframe[title="Preview"]');
  const preview = page.frameLocator('iframe[title="Preview"]');
  await expect(preview.locator('h1')).toBeVisible();
  const pane = await page.getByRole('region', { name: 'Preview frame' }).boundingBox();
  const drawn = await frame.boundingBox();
  // 1280 px of page in a narrower pane: scaled, not cut off.
  expect(drawn?.width).toBeLessThanOrEqual((pane?.width ?? 0) + 1);
  expect(drawn?.width).toBeLessThan(1280);
  expect(await preview.locator('body').evaluate(() => window.innerWidth)).toBe(1280);
  await expect(page.getByText(/Preview of \/training, at \d+%/)).toBeVisible();
  await preview.locator('h2').nth(1).click();
  await expect(page.getByRole('status')).toHaveText(/^Section \d selected$/);
});

test('a select whose key is absent shows the schema default, marked, and choosing it writes nothing', async ({ page }) => {
  await openEditor(page);
  await page.getByRole('button', { name: /^\/about About Us/ }).click();
  const layout = page.locator('#field-layout');
  await expect(layout).toHaveText('main (default)');
  await expect(page.getByText('Not set in the file: the default, main, applies.')).toBeVisible();
  await layout.click();
  await page.getByRole('option', { name: 'advisory' }).click();
  await expect(page.getByText('content/pages/about.json (unsaved changes)')).toBeVisible();
  await layout.click();
  await page.getByRole('option', { name: 'main (default)' }).click();
  // Back to the default: the key is left out again, so the file is as it was.
  await expect(page.getByText('content/pages/about.json', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save…' })).toBeDisabled();
});

test("the preview shows the page's photos: the build's image variants (/img/_v/) are served", async ({ page }) => {
  const missing: string[] = [];
  page.on('response', (response) => {
    if (response.status() >= 400) missing.push(`${response.status()} ${response.url()}`);
  });
  await openEditor(page);
  await page.getByRole('button', { name: /^\/about About Us/ }).click();
  const preview = page.frameLocator('iframe[title="Preview"]');
  // The first test saved another heading: only that the page is drawn matters here.
  await expect(preview.locator('h1')).toBeVisible();
  // The hero's photo, at the top: drawn from its variant (the others below load lazily as the frame scrolls).
  const hero = preview.locator('img[srcset*="/img/_v/"], img[src*="/img/_v/"]').first();
  await expect(hero).toBeAttached();
  await expect.poll(() => hero.evaluate((image) => (image as HTMLImageElement).complete && (image as HTMLImageElement).naturalWidth > 0)).toBe(true);
  expect(missing).toEqual([]);
});

test('create a page from a path, a title and a layout; it opens with its preview', async ({ page }) => {
  await openEditor(page);
  await page.getByRole('button', { name: 'New page' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('File name').fill('cloud-security');
  await dialog.getByLabel('Path').fill('/cloud-security');
  await dialog.getByLabel('Title').fill('Cloud Security');
  await dialog.getByLabel('Description').fill('Cloud security reviews, architecture and monitoring for organisations moving to the cloud.');
  await dialog.getByRole('button', { name: 'Create the page' }).click();
  await expect(page.getByRole('button', { name: /^\/cloud-security Cloud Security/ })).toBeVisible();
  await expect(page.frameLocator('iframe[title="Preview"]').locator('h1')).toHaveText('Cloud Security');
  expect(JSON.parse(await readFile(path.join(root, 'content/pages/cloud-security.json'), 'utf8'))).toMatchObject({ path: '/cloud-security' });
});

test('the printed address works once', async ({ page }) => {
  const response = await page.goto(editor.startUrl);
  expect(response?.status()).toBe(403);
  await expect(page.getByText('This address has been used already')).toBeVisible();
});

test('the page opened from the printed address saves with its own secret, also after a reload; a tab with the cookie alone cannot', async ({
  page,
  browser,
}) => {
  const target = 'content/pages/training.json';
  const original = await readFile(path.join(root, target), 'utf8');
  // A second editor on the same copy, whose printed address is still unspent: opened as a person opens it.
  const second = await startEditor({ rootDir: root, port: 0, preview: false });
  try {
    await page.goto(second.startUrl);
    await expect(page).toHaveURL(`${second.origin}/`);
    await page.reload();
    await page.getByRole('button', { name: /^\/training / }).click();
    await page.locator('#field-sections_0__heading').fill('Training, saved with the secret');
    await page.getByRole('button', { name: 'Save…' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Write these changes' }).click();
    await expect(page.getByRole('status')).toHaveText(`Saved ${target}`);

    const cookieOnly = await browser.newContext();
    await cookieOnly.addCookies(await page.context().cookies());
    const tab = await cookieOnly.newPage();
    await tab.goto(second.origin);
    await tab.getByRole('button', { name: /^\/training / }).click();
    await tab.locator('#field-sections_0__heading').fill('Training, changed with the cookie alone');
    await tab.getByRole('button', { name: 'Save…' }).click();
    await expect(tab.getByRole('status')).toContainText('x-editor-session');
    await cookieOnly.close();
    expect(await readFile(path.join(root, target), 'utf8')).toContain('Training, saved with the secret');
  } finally {
    await second.close();
    await writeFile(path.join(root, target), original);
  }
});

test('a request without the session, or from another origin, is refused', async ({ request }) => {
  const bare = await request.get(`${editor.origin}/api/files`);
  expect(bare.status()).toBe(403);
  const crossOrigin = await request.post(`${editor.origin}/api/check`, {
    headers: { origin: 'http://evil.example', 'x-editor-session': 'guessed', 'content-type': 'application/json' },
    data: { drafts: {} },
  });
  expect(crossOrigin.status()).toBe(403);
});
