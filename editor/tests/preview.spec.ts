import { expect, type Page, test } from '@playwright/test';
import { sectionDefinitions } from '../../schemas/section';
import type { Editor } from '../server/editor-server';
import { type BrowserEditor, startBrowserEditor } from './support/browser-editor';

/** Issue 28 in a real browser: the preview and the catalogue show what the built page shows (B7, B11), never blank (B12). */
let browserEditor: BrowserEditor;
let editor: Editor;

test.beforeAll(async () => {
  browserEditor = await startBrowserEditor();
  ({ editor } = browserEditor);
});

test.afterAll(() => browserEditor?.close());

const preview = (page: Page) => page.frameLocator('iframe[title="Preview"]');

/** Whether the element's centre is painted by the element itself (or its text), not by something stacked over it. */
const paintedOnTop = (element: Element) => {
  const box = element.getBoundingClientRect();
  const top = element.ownerDocument.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
  let opacity = 1;
  for (let node: Element | null = element; node; node = node.parentElement) opacity *= Number(getComputedStyle(node).opacity);
  return { onTop: top !== null && element.contains(top), opacity, visibility: getComputedStyle(element).visibility };
};

test("B7: the home carousel's first headline and text are painted above the slide's overlay, as on the built page", async ({ page }) => {
  await browserEditor.open(page);
  await page.getByRole('button', { name: /^\/ / }).click();
  const heading = preview(page).locator('main h1');
  await expect(heading).toHaveText('Tier 1 accredited by the national cyber security authority and ISO 27001 certified');
  await expect(heading).toBeVisible();
  expect(await heading.evaluate(paintedOnTop)).toEqual({ onTop: true, opacity: 1, visibility: 'visible' });
  const text = preview(page).getByText('Independent assurance, advice and protection for organisations whose systems and data must be secure.');
  expect(await text.evaluate(paintedOnTop)).toEqual({ onTop: true, opacity: 1, visibility: 'visible' });
});

test('B11: every section type in the catalogue draws its example, icons at their size, nothing from another site', async ({ page }) => {
  await browserEditor.open(page);
  const elsewhere: string[] = [];
  page.on('request', (request) => {
    const url = request.url();
    if (!url.startsWith(`${editor.origin}/`) && !url.startsWith('data:') && !url.startsWith('about:')) elsewhere.push(url);
  });
  for (const { type } of sectionDefinitions) {
    const answer = await page.goto(`${editor.origin}/api/section-example?type=${type}`);
    expect(answer?.status(), type).toBe(200);
    const drawn = await page.locator('main').evaluate((main) => {
      const box = main.getBoundingClientRect();
      // An icon is an inline SVG of MUI's (or the site's own) at a text's size; none is drawn larger than a tile.
      const oversized = [...main.querySelectorAll('svg')]
        .map((svg) => svg.getBoundingClientRect())
        .filter((icon) => icon.width > 160 || icon.height > 160)
        .map((icon) => `${Math.round(icon.width)}x${Math.round(icon.height)}`);
      return { height: Math.round(box.height), text: (main.textContent ?? '').trim().length > 0, oversized };
    });
    expect(drawn.height, `${type}: the example's height`).toBeGreaterThan(40);
    expect(drawn.text, `${type}: the example has text`).toBe(true);
    expect(drawn.oversized, `${type}: SVGs drawn larger than an icon`).toEqual([]);
  }
  // The map and video samples show the site's placeholder in their frame's place.
  await page.goto(`${editor.origin}/api/section-example?type=map-embed`);
  await expect(page.locator('[data-preview-embed="www.google.com"]')).toContainText("the editor's preview loads nothing from other sites");
  await expect(page.locator('iframe')).toHaveCount(0);
  expect(elsewhere).toEqual([]);
});

test('B12: with no file open the preview shows the home page; a draft with problems shows one message, not two', async ({ page }) => {
  await browserEditor.open(page);
  await expect(page.getByText('Preview of the home page')).toBeVisible();
  await expect(preview(page).locator('main h1')).toHaveText('Tier 1 accredited by the national cyber security authority and ISO 27001 certified');

  // A draft kept from an earlier visit that cannot be drawn: the frame lists its problems, and nothing says it shows an older version.
  await page.getByRole('button', { name: /^\/about / }).click();
  // The page is drawn first (an edit sent before its answer would drop it: only the newest draft is drawn).
  await expect(preview(page).locator('main h1')).toHaveText('About Us');
  await page.locator('#field-title').fill('');
  await expect(page.getByText('The preview shows the last version without problems.')).toBeVisible();
  await page.reload();
  await page.getByRole('button', { name: /^\/about / }).click();
  await expect(page.locator('#field-title')).toHaveValue('');
  await expect(preview(page).getByRole('heading', { name: 'This draft cannot be drawn until these problems are fixed:' })).toBeVisible();
  await expect(page.getByText('The preview shows the last version without problems.')).toHaveCount(0);

  // Once drawn, a new problem keeps the last good drawing, and only the note says so.
  await page.locator('#field-title').fill('About Us');
  await expect(preview(page).locator('main')).toBeVisible();
  await page.locator('#field-title').fill('');
  await expect(page.getByText('The preview shows the last version without problems.')).toBeVisible();
  await expect(preview(page).getByText('This draft cannot be drawn until these problems are fixed:')).toHaveCount(0);
});
