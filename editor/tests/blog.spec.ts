import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { createPatch } from 'diff';
import { readBlogContent } from '../../server/blog/blog-content';
import { type BrowserEditor, startBrowserEditor } from './support/browser-editor';

// The blog in the editor (issue 30): a post written with the toolbar and the keyboard, seen in the
// site's own post page, saved as a file the blog import accepts; a one-line change saved as one line.
let browserEditor: BrowserEditor;
let root: string;

test.beforeAll(async () => {
  browserEditor = await startBrowserEditor();
  ({ root } = browserEditor);
});

test.afterAll(() => browserEditor?.close());

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 3)]);
const blogGroup = (page: Page) => page.getByRole('group', { name: 'Blog' });
const preview = (page: Page) => page.frameLocator('iframe[title="Post preview"]');

test('write a new post with a heading, a link and an image by the toolbar and the keyboard, see it in the preview, save a file the blog import accepts', async ({
  page,
}) => {
  await browserEditor.open(page);
  await blogGroup(page).getByRole('button', { name: 'New post' }).click();
  await expect(page.getByRole('heading', { name: 'A new post' })).toBeVisible();

  await page.locator('#post-field-slug').fill('written-in-the-editor');
  await page.locator('#post-field-title').fill('Written in the editor');
  await page.locator('#post-field-date').fill('2026-11-28');
  await page.locator('#post-field-author').fill('Ama Mensah');
  await page.locator('#post-field-category').click();
  await page.getByRole('option', { name: 'Insights' }).click();
  await page.locator('#post-field-image').click();
  await page.getByRole('option', { name: 'soc.webp' }).click();

  const body = page.locator('textarea#post-field-body');
  await body.click();
  // A heading by the keyboard: the line's text first, then Ctrl+Alt+2.
  await body.pressSequentially('What changed');
  await body.press('Control+Alt+2');
  await expect(body).toHaveValue('## What changed');
  // The browser's own undo takes a command back, like typing (and no page's history is stepped).
  await body.press('Control+z');
  await expect(body).toHaveValue('What changed');
  await body.press('Control+Alt+2');
  await expect(body).toHaveValue('## What changed');
  await body.press('End');
  await body.press('Enter');
  await body.press('Enter');
  // Bold by the keyboard, around nothing: the markers with the cursor between them.
  await body.press('Control+b');
  await body.pressSequentially('Read');
  await body.press('ArrowRight');
  await body.press('ArrowRight');
  await body.pressSequentially(' our ');
  // A link by the toolbar, with the internal-link picker.
  await page.getByRole('group', { name: 'Formatting' }).getByRole('button', { name: 'Link' }).click();
  const linkDialog = page.getByRole('dialog', { name: 'Insert a link' });
  await linkDialog.getByRole('combobox', { name: 'Link to' }).fill('/cont');
  await page.getByRole('option', { name: '/contact', exact: true }).click();
  await linkDialog.getByRole('textbox', { name: 'Link text' }).fill('contact page');
  await linkDialog.getByRole('button', { name: 'Insert link' }).click();
  await expect(linkDialog).toBeHidden();
  await expect(body).toHaveValue('## What changed\n\n**Read** our [contact page](/contact)');

  // An image by the keyboard (Ctrl+Alt+I): uploaded into content/blog/images/, with its alt text.
  await body.press('End');
  await body.press('Control+Alt+i');
  const imageDialog = page.getByRole('dialog', { name: 'Insert an image' });
  await imageDialog.getByRole('button', { name: 'Upload an image…' }).click();
  const upload = page.getByRole('dialog', { name: 'Upload an image for posts' });
  await upload.getByLabel('Image file').setInputFiles({ name: 'Board Room.png', mimeType: 'image/png', buffer: PNG });
  await upload.getByRole('button', { name: 'Upload' }).click();
  await expect(upload).toBeHidden();
  await expect(imageDialog.getByRole('combobox', { name: 'Image in content/blog/images/' })).toHaveValue('board-room.png');
  await expect(imageDialog.getByRole('button', { name: 'Insert image' })).toBeDisabled();
  await imageDialog.getByRole('textbox', { name: 'Alt text' }).fill('The board room');
  await imageDialog.getByRole('button', { name: 'Insert image' }).click();
  await expect(body).toHaveValue('## What changed\n\n**Read** our [contact page](/contact)\n\n![The board room](/uploads/board-room.png)\n\n');
  expect(await readFile(path.join(root, 'content/blog/images/board-room.png'))).toEqual(PNG);

  // The post page as the site's server renders it, from the unsaved draft.
  const frame = preview(page);
  await expect(frame.locator('h1.post-article__title')).toHaveText('Written in the editor');
  await expect(frame.locator('.post-content h2')).toHaveText('What changed');
  await expect(frame.locator('.post-content strong')).toHaveText('Read');
  await expect(frame.locator('.post-content a[href="/contact"]')).toHaveText('contact page');
  await expect(frame.locator('.post-content img[src="/uploads/board-room.png"]')).toHaveAttribute('alt', 'The board room');
  await expect(frame.locator('img.post-article__image')).toHaveAttribute('src', '/uploads/soc.webp');

  await page.getByRole('button', { name: 'Create the post' }).click();
  await expect(page.getByRole('heading', { name: 'Editing the post content/blog/posts/written-in-the-editor.md' })).toBeVisible();
  const file = path.join(root, 'content/blog/posts/written-in-the-editor.md');
  expect(await readFile(file, 'utf8')).toBe(
    '---\ntitle: Written in the editor\ndate: 2026-11-28\nauthor: Ama Mensah\ncategory: Insights\nimage: soc.webp\n---\n\n## What changed\n\n**Read** our [contact page](/contact)\n\n![The board room](/uploads/board-room.png)\n\n',
  );
  // What `npm run blog:import` runs: it accepts the blog with the new post.
  const imported = await readBlogContent(path.join(root, 'content/blog'), root);
  expect(imported.ok ? [] : imported.problems).toEqual([]);
  const post = imported.ok ? imported.content.posts.find((candidate) => candidate.slug === 'written-in-the-editor') : undefined;
  expect(post?.contentHtml).toContain('<h2>What changed</h2>');
  expect(post?.contentHtml).toContain('<a href="/contact">contact page</a>');
  // The file list shows it, newest first.
  await expect(blogGroup(page).locator('[data-post]').first()).toContainText('Written in the editor');
});

test('a one-field change of a post is saved as a one-line diff; a category the import does not know is named at the field and not saved', async ({ page }) => {
  const file = 'content/blog/posts/iso-27001-2022-transition.md';
  const before = await readFile(path.join(root, file), 'utf8');
  await browserEditor.open(page);
  await blogGroup(page).getByRole('searchbox', { name: 'Search post titles' }).fill('iso 27001:2022');
  await expect(blogGroup(page).locator('[data-post]')).toHaveCount(1);
  await blogGroup(page).locator(`[data-post="${file}"]`).click();
  await expect(page.locator('#post-field-author')).toHaveValue('Innovare Advisory');
  await expect(page.locator('#post-field-slug')).toBeDisabled();

  await page.locator('#post-field-author').fill('Ama Mensah');
  await page.getByRole('button', { name: 'Save post…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save these changes?' });
  await expect(dialog.getByTestId('post-diff')).toContainText('-author: Innovare Advisory');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByTestId('status')).toHaveText(`Saved ${file}`);
  const after = await readFile(path.join(root, file), 'utf8');
  expect(
    createPatch(file, before, after)
      .split('\n')
      .filter((line) => /^[-+][^-+]/.test(line)),
  ).toEqual(['-author: Innovare Advisory', '+author: Ama Mensah']);

  // A category that is not in categories.json (written into the file by hand, then opened again) is named at the field; nothing can be saved.
  await writeFile(path.join(root, file), after.replace('category: Insights', 'category: Insight'));
  await page.reload();
  await blogGroup(page).getByRole('searchbox', { name: 'Search post titles' }).fill('iso 27001:2022');
  await blogGroup(page).locator(`[data-post="${file}"]`).click();
  await expect(page.locator('#post-field-category-helper-text, #post-field-category ~ p').first()).toContainText('"Insight" is not a category');
  await expect(page.getByRole('button', { name: 'Save post…' })).toBeDisabled();
});

test('categories as their own form: a rename warns of the posts that use it; a new category is saved; a post is deleted after its mentions are shown', async ({
  page,
}) => {
  await browserEditor.open(page);
  await blogGroup(page).getByRole('button', { name: 'Categories' }).click();
  const events = page.getByRole('textbox', { name: 'Category 3' });
  await expect(events).toHaveValue('Events');
  await events.fill('Happenings');
  await page.getByRole('button', { name: 'Save…' }).last().click();
  const dialog = page.getByRole('dialog', { name: 'Save the categories?' });
  await expect(dialog.getByRole('alert').first()).toContainText('the category "Events", which is renamed "Happenings"');
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  await events.fill('Events');
  await page.getByRole('button', { name: 'New category' }).click();
  await page.getByRole('textbox', { name: 'Category 4' }).fill('Webinars');
  await page.getByRole('button', { name: 'Save…' }).last().click();
  await expect(dialog).toContainText('"title": "Webinars"');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByTestId('status')).toHaveText('Saved content/blog/categories.json');
  expect(JSON.parse(await readFile(path.join(root, 'content/blog/categories.json'), 'utf8'))).toContainEqual({ id: 4, title: 'Webinars' });

  const file = 'content/blog/posts/training-calendar-published.md';
  await blogGroup(page).locator(`[data-post="${file}"]`).click();
  await page.getByRole('button', { name: 'Delete post…' }).click();
  const confirm = page.getByRole('dialog', { name: `Delete ${file}?` });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Delete the post' }).click();
  await expect(page.getByTestId('status')).toHaveText(`Deleted ${file}`);
  await expect(blogGroup(page).locator(`[data-post="${file}"]`)).toHaveCount(0);
  await expect(readFile(path.join(root, file))).rejects.toThrow();
});

test('the blog group of the file list: the newest posts first and one Tab stop, the arrows moving among them, all of them on request', async ({ page }) => {
  await browserEditor.open(page);
  const posts = blogGroup(page).locator('[data-post]');
  await expect(posts).toHaveCount(6);
  const dates = (await posts.allTextContents()).map((text) => /\d{4}-\d{2}-\d{2}/.exec(text)?.[0] ?? '');
  expect(dates).toEqual([...dates].sort().reverse());
  await posts.first().focus();
  await page.keyboard.press('ArrowDown');
  await expect(posts.nth(1)).toBeFocused();
  await page.keyboard.press('End');
  await expect(posts.last()).toBeFocused();
  expect(await posts.evaluateAll((items) => items.filter((item) => item.tabIndex === 0).length)).toBe(1);
  await blogGroup(page)
    .getByRole('button', { name: /^Show all \d+ posts$/ })
    .click();
  expect(await posts.count()).toBeGreaterThan(6);
  // Enter opens the focused post, and the status line says which.
  await posts.first().focus();
  const file = await posts.first().getAttribute('data-post');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('status')).toHaveText(`Opened ${file}`);
});
