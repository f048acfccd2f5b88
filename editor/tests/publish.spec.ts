import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { gitIn, makePublishedClone, type PublishedClone } from '../server/testing/published-clone';
import { type BrowserEditor, startBrowserEditor } from './support/browser-editor';

/** Issue 29 items 1 and 2 in a browser: the Changes view, Revert and Publish, by mouse and by keyboard only, and axe on their dialogs. */
let browserEditor: BrowserEditor;
let clone: PublishedClone;

test.beforeAll(async () => {
  browserEditor = await startBrowserEditor();
  clone = await makePublishedClone(browserEditor.root);
});

test.afterAll(async () => {
  await browserEditor?.close();
  await clone?.remove();
});

const about = 'content/pages/about.json';
async function setHeading(heading: string) {
  const absolute = path.join(browserEditor.root, about);
  await writeFile(absolute, (await readFile(absolute, 'utf8')).replace(/("id": "hero",\s*"type": "hero",\s*"heading": )"[^"]*"/, `$1"${heading}"`));
}

/** Tab (never the mouse) until `target` has the focus. */
async function tabTo(page: Page, target: Locator, most = 40): Promise<void> {
  for (let step = 0; step < most; step += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab did not reach ${target}`);
}

async function violations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .exclude('iframe')
    .options({ iframes: false })
    .analyze();
  return results.violations.map((violation) => `${violation.impact} ${violation.id}: ${violation.nodes.length} × ${violation.nodes[0]?.target.join(' ')}`);
}

/** The status line; behind an open dialog it is outside the accessibility tree (aria-hidden), so it is found by its test id. */
const status = (page: Page) => page.getByTestId('status');

/** MUI's enter transition: axe reads colours, so it waits for the dialog to be opaque. */
const opaque = (dialog: Locator) => expect(dialog.locator('xpath=ancestor::div[contains(@class, "MuiDialog-container")]')).toHaveCSS('opacity', '1');

test('keyboard only: the Changes view lists the saved changes with their diffs, Revert asks first, Publish pushes', async ({ page }) => {
  test.setTimeout(180_000);
  await setHeading('Who we are');
  await writeFile(path.join(browserEditor.root, 'public/img/stray.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]));
  await browserEditor.open(page);
  await tabTo(page, page.getByRole('button', { name: 'Changes', exact: true }));
  await page.keyboard.press('Enter');
  const changes = page.getByRole('dialog', { name: 'Changes' });
  await expect(changes.getByRole('heading', { name: `${about} (changed)` })).toBeVisible();
  await expect(changes.getByRole('heading', { name: 'public/img/stray.png (new)' })).toBeVisible();
  await expect(changes.getByLabel(`Changes to ${about}`)).toContainText('+      "heading": "Who we are",');
  await expect(changes.getByText('An image: none in the last commit, 7 bytes on disk.')).toBeVisible();

  await tabTo(page, changes.getByRole('button', { name: 'Revert public/img/stray.png' }));
  await page.keyboard.press('Enter');
  const confirm = changes.getByRole('group', { name: 'Revert public/img/stray.png?' });
  await expect(confirm).toContainText('Revert deletes public/img/stray.png');
  await expect(confirm.getByRole('button', { name: 'Revert', exact: true })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(status(page)).toHaveText('Reverted public/img/stray.png to the last commit.');
  await expect(changes.getByRole('heading', { name: 'public/img/stray.png (new)' })).toBeHidden();
  await expect(readFile(path.join(browserEditor.root, 'public/img/stray.png'))).rejects.toThrow();

  await tabTo(page, changes.getByRole('button', { name: 'Publish…' }));
  await page.keyboard.press('Enter');
  const publish = page.getByRole('dialog', { name: 'Publish to origin/main' });
  await expect(publish).toContainText("As Ana Maintainer <ana.maintainer@example.org> (git's configuration).");
  const publishButton = publish.getByRole('button', { name: 'Publish', exact: true });
  await expect(publishButton).toBeDisabled();
  await tabTo(page, publish.getByRole('textbox', { name: 'What changed' }));
  await page.keyboard.type('New About heading');
  await tabTo(page, publishButton);
  await page.keyboard.press('Enter');
  await expect(status(page)).toHaveText(/^Published [0-9a-f]{7} to origin\/main: 1 file\.$/);
  await expect(publish).toBeHidden();
  expect(gitIn(clone.remote, 'show', `main:${about}`)).toContain('"heading": "Who we are"');
  expect(gitIn(clone.remote, 'log', '-1', '--format=%s', 'main').trim()).toBe('New About heading');
});

test('a file the remote changed too: both sides shown, nothing pushed until the maintainer chooses; unsaved drafts listed apart', async ({ page }) => {
  test.setTimeout(180_000);
  const theirs = await clone.pushFromOther(about, (text) => text.replace('"title": "About Us"', '"title": "About the group"'));
  await setHeading('My heading');
  await browserEditor.open(page);
  // An unsaved draft of another file: listed apart, never published.
  await page.getByRole('button', { name: /^\/contact/ }).click();
  const title = page.locator('#field-title');
  await title.fill('Contact the group');
  await page.getByRole('button', { name: 'Changes', exact: true }).click();
  const changes = page.getByRole('dialog', { name: 'Changes' });
  await expect(changes.getByRole('list', { name: 'Unsaved drafts' })).toHaveText('content/pages/contact.json');
  await changes.getByRole('button', { name: 'Publish…' }).click();
  const publish = page.getByRole('dialog', { name: 'Publish to origin/main' });
  await publish.getByRole('textbox', { name: 'What changed' }).fill('My heading');
  await publish.getByRole('button', { name: 'Publish', exact: true }).click();
  const both = publish.getByRole('region', { name: `Both changed ${about}` });
  await expect(both.getByRole('region', { name: 'Changed on the remote' })).toContainText('"About the group"');
  await expect(both.getByRole('region', { name: 'Changed here' })).toContainText('"My heading"');
  await expect(status(page)).toContainText('choose which version to keep');
  expect(clone.remoteHead()).toBe(theirs);

  await both.getByRole('radio', { name: /^Keep mine/ }).check();
  await publish.getByRole('button', { name: 'Publish with these choices' }).click();
  await expect(status(page)).toHaveText(/^Published [0-9a-f]{7} to origin\/main: 1 file, on top of the remote's newer changes\.$/);
  expect(gitIn(clone.remote, 'show', `main:${about}`)).toContain('"heading": "My heading"');
  expect(gitIn(clone.remote, 'rev-parse', 'main^').trim()).toBe(theirs);
  expect(gitIn(clone.remote, 'show', '--name-only', '--format=', 'main').trim()).toBe(about);
});

test('axe: the Changes view and the Publish dialog', async ({ page }) => {
  test.setTimeout(180_000);
  await setHeading('Axe heading');
  await browserEditor.open(page);
  await page.getByRole('button', { name: 'Changes', exact: true }).click();
  const changes = page.getByRole('dialog', { name: 'Changes' });
  await expect(changes.getByRole('heading', { name: `${about} (changed)` })).toBeVisible();
  await opaque(changes);
  expect(await violations(page), 'Changes').toEqual([]);
  await changes.getByRole('button', { name: `Revert ${about}` }).click();
  await expect(changes.getByRole('group', { name: `Revert ${about}?` })).toBeVisible();
  expect(await violations(page), 'Revert').toEqual([]);
  await changes.getByRole('button', { name: 'Keep it' }).click();
  await changes.getByRole('button', { name: 'Publish…' }).click();
  const publish = page.getByRole('dialog', { name: 'Publish to origin/main' });
  await opaque(publish);
  expect(await violations(page), 'Publish').toEqual([]);
  await publish.getByRole('button', { name: 'Cancel', exact: true }).click();
  await expect(changes).toBeVisible();
});
