import { execFileSync } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { type Editor, startEditor } from '../../scripts/editor/editor-server';
import { copyProjectForEditor } from '../../scripts/editor/editor-test-root';

let editor: Editor;
let root: string;
let remove: () => Promise<void>;
let session: string;

test.beforeAll(async () => {
  ({ root, remove } = await copyProjectForEditor(['src', 'schemas', 'site.config.ts', 'tsconfig.json']));
  editor = await startEditor({ rootDir: root, port: 0 });
  // The printed address works once; the first test opens it, the others reuse its session cookie.
  const login = await fetch(editor.startUrl, { redirect: 'manual' });
  session = /editor-session=([^;]+)/.exec(login.headers.get('set-cookie') ?? '')?.[1] ?? '';
});

async function openEditor(page: Page): Promise<void> {
  await page.context().addCookies([{ name: 'editor-session', value: session, url: editor.origin, httpOnly: true, sameSite: 'Strict' }]);
  await page.goto(editor.origin);
}

test.afterAll(async () => {
  await editor?.close();
  await remove?.();
});

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

test('the editor has no serious accessibility violations (axe)', async ({ page }) => {
  await openEditor(page);
  await page.getByRole('button', { name: /^\/about About Us/ }).click();
  await expect(page.locator('#field-sections_0__heading')).toBeVisible();
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).exclude('iframe').analyze();
  const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  expect(serious.map((violation) => `${violation.id}: ${violation.nodes.length} × ${violation.nodes[0]?.target.join(' ')}`)).toEqual([]);
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

test('a request without the session, or from another origin, is refused', async ({ request }) => {
  const bare = await request.get(`${editor.origin}/api/files`);
  expect(bare.status()).toBe(403);
  const crossOrigin = await request.post(`${editor.origin}/api/check`, {
    headers: { origin: 'http://evil.example', 'x-editor-request': '1', 'content-type': 'application/json' },
    data: { drafts: {} },
  });
  expect(crossOrigin.status()).toBe(403);
});
