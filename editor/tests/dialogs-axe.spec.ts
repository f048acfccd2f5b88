import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { type BrowserEditor, startBrowserEditor } from './support/browser-editor';

/** Issue 28, B14: axe finds nothing, of any impact, on the editor with a page open and in every one of its dialogs, wide and narrow. */
let browserEditor: BrowserEditor;

test.beforeAll(async () => {
  browserEditor = await startBrowserEditor();
});

test.afterAll(() => browserEditor?.close());

/** Every axe violation, whatever its impact: WCAG 2.2 A and AA (target-size included) and the best practices. */
async function violations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    // The preview and the catalogue's examples are the site's pages, checked by the site's own suites.
    .exclude('iframe')
    .options({ iframes: false })
    .analyze();
  return results.violations.map((violation) => `${violation.impact} ${violation.id}: ${violation.nodes.length} × ${violation.nodes[0]?.target.join(' ')}`);
}

/** Opens `dialog` with `open`, expects no violation in the whole page, and closes it with its Cancel button. */
async function checkDialog(page: Page, name: string | RegExp, open: () => Promise<void>): Promise<void> {
  await open();
  const dialog = page.getByRole('dialog', { name });
  await expect(dialog).toBeVisible();
  // MUI's enter transition: axe reads colours, so it waits for the dialog to be opaque.
  await expect(dialog.locator('xpath=ancestor::div[contains(@class, "MuiDialog-container")]')).toHaveCSS('opacity', '1');
  expect(await violations(page), String(name)).toEqual([]);
  await dialog.getByRole('button', { name: 'Cancel', exact: true }).click();
  await expect(dialog).toBeHidden();
}

async function fileList(page: Page, narrow: boolean): Promise<Locator> {
  if (narrow) await page.getByRole('button', { name: 'Files', exact: true }).click();
  return narrow ? page.getByRole('dialog', { name: 'Files' }) : page.locator('body');
}

for (const [label, viewport] of [
  ['1400 px', { width: 1400, height: 900 }],
  ['375 px', { width: 375, height: 740 }],
] as const) {
  test(`axe at ${label}: a page open, and the new page, save, delete page, upload, delete image, catalogue, type change and paste dialogs`, async ({
    page,
  }) => {
    // Ten axe runs on a shared machine.
    test.setTimeout(300_000);
    const narrow = viewport.width < 600;
    await page.setViewportSize(viewport);
    // The catalogue's examples are the site's pages (preview.spec.ts checks them): drawn empty here, so the server's preview stays free.
    await page.route('**/api/section-example?*', (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Example</title>' }));
    await browserEditor.open(page);

    await checkDialog(page, 'New page', async () => (await fileList(page, narrow)).getByRole('button', { name: 'New page' }).click());

    await (await fileList(page, narrow)).getByRole('button', { name: /^\/about About Us/ }).click();
    await expect(page.locator('#field-sections_0__heading')).toBeVisible();
    expect(await violations(page), 'a page open').toEqual([]);

    await page.locator('#field-title').fill('About Us, checked');
    await checkDialog(page, 'Save content/pages/about.json?', () => page.getByRole('button', { name: 'Save…' }).click());
    await page.getByRole('button', { name: 'Undo' }).click();

    await checkDialog(page, 'Delete the page /about?', () => page.getByRole('button', { name: 'Delete page…' }).click());

    const image = page.locator('#field-sections_1__image');
    await checkDialog(page, 'Upload an image', () => image.getByRole('button', { name: 'Upload an image for Src' }).click());
    await checkDialog(page, 'Delete the image /img/about/story.webp?', () =>
      image.getByRole('button', { name: 'Delete the image file /img/about/story.webp' }).click(),
    );

    await checkDialog(page, 'Add a section', () => page.getByRole('button', { name: 'Section catalogue…' }).click());
    await checkDialog(page, /^Change this section from /, async () => {
      await page.locator('#field-sections_0__type').click();
      await page.getByRole('option', { name: 'rich-text', exact: true }).click();
    });
    await checkDialog(page, 'Paste a section', () => page.getByRole('button', { name: 'Paste a section…' }).click());
  });
}
