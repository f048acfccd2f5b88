import { readFile } from 'node:fs/promises';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { sectionDefinitions } from '../../schemas/section';
import type { Editor } from '../server/editor-server';
import { type BrowserEditor, startBrowserEditor } from './support/browser-editor';

/** Issue 19 item 4 in a real browser: dragging sections (keyboard and mouse), the catalogue's live renders, type changes, copy and paste. */
let browserEditor: BrowserEditor;
let editor: Editor;
let root: string;

test.beforeAll(async () => {
  browserEditor = await startBrowserEditor();
  ({ editor, root } = browserEditor);
});

test.afterAll(() => browserEditor?.close());

async function openPage(page: Page, pattern: RegExp): Promise<void> {
  await browserEditor.open(page);
  await page.getByRole('button', { name: pattern }).click();
  await expect(page.locator('#field-sections_0_ legend').first()).toBeVisible();
}

const legend = (page: Page, index: number) => page.locator(`#field-sections_${index}_ legend`).first();

/** Every axe violation, whatever its impact (best practices included), inside `selector`. */
async function violations(page: Page, selector: string): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .include(selector)
    .exclude('iframe')
    .analyze();
  return results.violations.map((violation) => `${violation.id}: ${violation.nodes.length} × ${violation.nodes[0]?.target.join(' ')}`);
}

test('drag a section with the keyboard (Space, arrow, Space): announced, focus stays on it, undone with Ctrl+Z', async ({ page }) => {
  await openPage(page, /^\/training /);
  await expect(legend(page, 0)).toHaveText('1. hero: Training');
  await expect(legend(page, 1)).toHaveText('2. rich-text: Learning that changes how people work');
  const handle = page.getByRole('button', { name: 'Drag 1. hero: Training', exact: true });
  await expect(handle).toHaveAccessibleDescription(
    'To move this section, press Space, then the up and down arrow keys; press Space again to drop it, or Escape to cancel.',
  );
  await handle.focus();
  await page.keyboard.press('Space');
  await expect(page.getByTestId('status')).toHaveText('Picked up 1. hero: Training, at position 1 of 5.');
  await expect(page.locator('#field-sections_0__heading')).toBeHidden();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByTestId('status')).toHaveText('1. hero: Training is over position 2 of 5.');
  await page.keyboard.press('Space');
  await expect(legend(page, 0)).toHaveText('1. rich-text: Learning that changes how people work');
  await expect(legend(page, 1)).toHaveText('2. hero: Training');
  await expect(page.getByTestId('status')).toHaveText('Moved hero: Training to position 2 of 5');
  await expect(page.getByRole('button', { name: 'Drag 2. hero: Training', exact: true })).toBeFocused();
  // The preview draws the new order.
  await expect(page.frameLocator('iframe[title="Preview"]').locator('main h1, main h2').first()).toHaveText('Learning that changes how people work');

  // Escape cancels a move: nothing changes.
  await page.keyboard.press('Space');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('status')).toHaveText('Moving cancelled: 2. hero: Training is back at position 2 of 5.');
  await expect(legend(page, 1)).toHaveText('2. hero: Training');

  await page.keyboard.press('Control+z');
  await expect(legend(page, 0)).toHaveText('1. hero: Training');
  await page.keyboard.press('Control+Shift+z');
  await expect(legend(page, 1)).toHaveText('2. hero: Training');
});

test('drag a section with the mouse onto another place; while dragged, the sections show only their titles', async ({ page }) => {
  await openPage(page, /^\/training /);
  const handle = page.locator('#field-sections_4_-drag');
  await handle.scrollIntoViewIfNeeded();
  const start = await handle.boundingBox();
  if (!start) throw new Error('the handle is not laid out');
  const x = start.x + start.width / 2;
  await page.mouse.move(x, start.y + start.height / 2);
  await page.mouse.down();
  // Pressed: every section shows its title and buttons only.
  await expect(page.locator('#field-sections_2__heading')).toBeHidden();
  const target = await page.locator('[data-sortable-item="sections[3]"]').boundingBox();
  const own = await page.locator('[data-sortable-item="sections[4]"]').boundingBox();
  if (!target || !own) throw new Error('the sections are not laid out');
  const y = start.y + start.height / 2;
  // The dragged section's centre goes to the centre of the one above it.
  const dy = target.y + target.height / 2 - (own.y + own.height / 2);
  await page.mouse.move(x, y - 8, { steps: 3 });
  await page.mouse.move(x, y + dy, { steps: 10 });
  await expect(page.getByTestId('status')).toHaveText('5. cta-band: Plan training for your team is over position 4 of 5.');
  await page.mouse.up();
  await expect(legend(page, 3)).toHaveText('4. cta-band: Plan training for your team');
  await expect(legend(page, 4)).toHaveText('5. rich-text: Browse our course calendar');
  await expect(page.getByTestId('status')).toHaveText('Moved cta-band: Plan training for your team to position 4 of 5');
  await expect(page.locator('#field-sections_2__heading')).toBeVisible();
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(legend(page, 4)).toHaveText('5. cta-band: Plan training for your team');
});

test('the section catalogue shows every type with its description and a live render of its example, and adds at the chosen place', async ({ page }) => {
  await openPage(page, /^\/privacy-policy /);
  await page.getByRole('button', { name: 'Section catalogue…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a section' });
  await expect(dialog.getByRole('heading', { level: 3 })).toHaveCount(sectionDefinitions.length);
  await expect(dialog.locator('iframe')).toHaveCount(sectionDefinitions.length);
  await expect(dialog.getByText('A coloured band with a heading, a sentence and one to three buttons.')).toBeVisible();
  // The example is drawn by the site's renderer, without the site's header and footer.
  const example = dialog.frameLocator('iframe[title="Example of cta-band"]');
  await dialog.locator('iframe[title="Example of cta-band"]').scrollIntoViewIfNeeded();
  await expect(example.getByText('Ready to strengthen your organisation?')).toBeVisible();
  await expect(example.locator('footer')).toBeHidden();
  expect(await violations(page, '[role="dialog"]')).toEqual([]);

  await dialog.getByLabel('Place').click();
  await page.getByRole('option', { name: 'after 1. hero' }).click();
  await dialog.getByRole('button', { name: 'Add cta-band' }).click();
  await expect(dialog).toBeHidden();
  await expect(legend(page, 1)).toHaveText('2. cta-band: Ready to strengthen your organisation?');
  await expect(page.getByTestId('status')).toHaveText('Added a cta-band section at position 2');
  // The page's preview still draws after the catalogue's examples were drawn.
  await expect(page.frameLocator('iframe[title="Preview"]').getByText('Ready to strengthen your organisation?')).toBeVisible();
});

test("changing a section's type lists the fields it drops, then keeps the others", async ({ page }) => {
  await openPage(page, /^\/training /);
  await page.locator('#field-sections_4__type').click();
  await page.getByRole('option', { name: 'rich-text', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Change this section from cta-band to rich-text?' });
  await expect(dialog.getByRole('list', { name: 'Fields dropped' })).toHaveText('text');
  await expect(dialog).toContainText('Kept: id, heading, buttons.');
  expect(await violations(page, '[role="dialog"]')).toEqual([]);
  // Cancel changes nothing.
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(legend(page, 4)).toHaveText('5. cta-band: Plan training for your team');

  await page.locator('#field-sections_4__type').click();
  await page.getByRole('option', { name: 'rich-text', exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Change to rich-text' }).click();
  await expect(legend(page, 4)).toHaveText('5. rich-text: Plan training for your team');
  await expect(page.locator('#field-sections_4__heading')).toHaveValue('Plan training for your team');
  await expect(page.locator('#field-sections_4__text')).toHaveCount(0);
  await expect(page.getByLabel('Problems')).toHaveCount(0);
  await expect(page.frameLocator('iframe[title="Preview"]').getByText('Plan training for your team')).toBeVisible();
});

test('copy a section as JSON on one page and paste it into another; text that is not a section is refused with a message', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: editor.origin });
  await openPage(page, /^\/about /);
  await page.getByRole('button', { name: 'Copy as JSON 7. stats: Gruppo at a glance', exact: true }).click();
  const copyDialog = page.getByRole('dialog', { name: '7. stats: Gruppo at a glance as JSON' });
  await expect(copyDialog.getByRole('alert')).toContainText('Copied to the clipboard.');
  // The visible fallback: the same JSON, selectable.
  const shown = await copyDialog.getByLabel('The section as JSON').inputValue();
  expect(JSON.parse(shown)).toMatchObject({ type: 'stats', id: 'figures', heading: 'Gruppo at a glance' });
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(shown);
  expect(await violations(page, '[role="dialog"]')).toEqual([]);
  await copyDialog.getByRole('button', { name: 'Close' }).click();

  await page.getByRole('button', { name: /^\/privacy-policy / }).click();
  await expect(legend(page, 0)).toHaveText(/^1\. hero: /);
  await page.getByRole('button', { name: 'Paste a section…' }).click();
  const pasteDialog = page.getByRole('dialog', { name: 'Paste a section' });
  const box = pasteDialog.getByLabel('Section as JSON');
  await box.fill('Gruppo at a glance');
  await pasteDialog.getByRole('button', { name: 'Insert the section' }).click();
  await expect(pasteDialog.getByRole('alert')).toHaveText(
    'The pasted text is not a section: it is not JSON. Copy a section with its "Copy as JSON" button and paste all of it.',
  );
  await box.fill('{"type": "stats", "id": "figures"}');
  await pasteDialog.getByRole('button', { name: 'Insert the section' }).click();
  await expect(pasteDialog.getByRole('alert')).toHaveText(
    'The pasted text is not a valid section here: section.items: expected a value for "items", found nothing',
  );
  expect(await violations(page, '[role="dialog"]')).toEqual([]);

  await box.fill('');
  await box.focus();
  await page.keyboard.press('Control+V');
  await expect(box).toHaveValue(shown);
  await pasteDialog.getByRole('button', { name: 'Insert the section' }).click();
  await expect(pasteDialog).toBeHidden();
  await expect(legend(page, 2)).toHaveText('3. stats: Gruppo at a glance');
  await expect(page.getByTestId('status')).toHaveText('Pasted a stats section at position 3');
  await expect(page.frameLocator('iframe[title="Preview"]').getByText('Gruppo at a glance')).toBeVisible();

  await page.getByRole('button', { name: 'Save…' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Write these changes' }).click();
  await expect(page.getByTestId('status')).toHaveText('Saved content/pages/privacy-policy.json');
  const saved = JSON.parse(await readFile(path.join(root, 'content/pages/privacy-policy.json'), 'utf8')) as { sections: { type: string; id: string }[] };
  expect(saved.sections.map((section) => section.type)).toEqual(['hero', 'legal-text', 'stats']);
});

test('where the browser refuses the clipboard, the copied section is shown to select and copy by hand', async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'clipboard', { value: { writeText: () => Promise.reject(new DOMException('Denied', 'NotAllowedError')) } });
  });
  await openPage(page, /^\/about /);
  await page.getByRole('button', { name: 'Copy as JSON 8. cta-band: Ready to work with us?', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: '8. cta-band: Ready to work with us? as JSON' });
  await expect(dialog.getByRole('alert')).toHaveText('The clipboard is not available here: select the text below and copy it (Ctrl+C).');
  const box = dialog.getByLabel('The section as JSON');
  expect(JSON.parse(await box.inputValue())).toMatchObject({ type: 'cta-band', id: 'cta', heading: 'Ready to work with us?' });
  await box.focus();
  // Focusing the box selects all of it, ready for Ctrl+C.
  expect(await box.evaluate((element: HTMLTextAreaElement) => element.selectionEnd - element.selectionStart)).toBe((await box.inputValue()).length);
});
