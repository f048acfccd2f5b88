/**
 * The screenshots of docs/editing.md (docs/images/editor-*.webp): `npx tsx editor/tools/editor-screenshots.ts`.
 * Starts the editor on a copy of the content (nothing in content/ or public/ is touched), drives
 * Debian's Chromium at 1280 px (and 375 px for the phone's), and writes each screen as WebP (sharp), small enough for the repository.
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { chromium, type Page } from 'playwright-core';
import sharp from 'sharp';
import { chromiumArgs, chromiumExecutable } from '../../scripts/chromium';
import { projectRoot } from '../../server/project-root';
import { startEditor } from '../server/editor-server';
import { copyProjectForEditor } from '../server/testing/editor-test-root';

const OUT = path.join(projectRoot, 'docs/images');
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 3)]);

const { root, remove } = await copyProjectForEditor(['src', 'schemas', 'site.config.ts', 'tsconfig.json']);
const editor = await startEditor({ rootDir: root, port: 0 });
const browser = await chromium.launch({ executablePath: chromiumExecutable, args: chromiumArgs });
try {
  await mkdir(OUT, { recursive: true });
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await page.goto(editor.startUrl);
  const shot = async (name: string, target: Page = page) => {
    await target.waitForTimeout(600);
    const file = path.join(OUT, `editor-${name}.webp`);
    await sharp(await target.screenshot())
      .webp({ quality: 70 })
      .toFile(file);
    console.log(file);
  };

  // The three columns: files, the form of /about, its preview.
  await page.getByRole('button', { name: /^\/about About Us/ }).click();
  await page.frameLocator('iframe[title="Preview"]').locator('h1').waitFor();
  await shot('overview');

  // The upload dialog of an image field, with its alt text.
  const image = page.locator('#field-sections_1__image');
  await image.scrollIntoViewIfNeeded();
  await image.getByRole('button', { name: 'Upload an image for Src' }).click();
  const dialog = page.getByRole('dialog', { name: 'Upload an image' });
  await dialog.getByLabel('Image file').setInputFiles({ name: 'Team Photo.png', mimeType: 'image/png', buffer: PNG });
  await dialog.getByRole('textbox', { name: 'Alt text' }).fill('The team at the Accra office');
  await shot('upload');
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  // The image picker: thumbnails, how often each image is used, the unused ones marked.
  await page.locator('#field-sections_1__image_src').fill('/img/i');
  await shot('image-picker');
  await page.keyboard.press('Escape');

  // A collection reference: the collection, its group and the entries it shows.
  await page.getByRole('button', { name: /^\/payments/ }).click();
  await page.locator('#field-sections_3__from').evaluate((element) => element.scrollIntoView({ block: 'start' }));
  await shot('reference');

  // Where the entries of a collection are shown, each place a link.
  await page.getByRole('button', { name: 'industries.json' }).click();
  await page.getByRole('button', { name: /^Where used \(\d+ sections\)$/ }).click();
  await shot('where-used');

  // Deleting a page: the links to it first.
  await page.getByRole('button', { name: /^\/training/ }).click();
  await page.getByRole('button', { name: 'Delete page…' }).click();
  await page.getByRole('dialog').waitFor();
  await shot('delete-page');
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();

  // The blog (decision 034): a post's form, its Markdown body with the toolbar, the post page drawn from the draft.
  const blog = page.getByRole('group', { name: 'Blog' });
  await blog.getByRole('searchbox', { name: 'Search post titles' }).fill('27001:2022');
  await blog.locator('[data-post="content/blog/posts/iso-27001-2022-transition.md"]').click();
  await page.frameLocator('iframe[title="Post preview"]').locator('h1.post-article__title').waitFor();
  await shot('blog-post');
  await blog.getByRole('button', { name: 'Categories' }).click();
  await page.getByRole('textbox', { name: 'Category 3' }).fill('Happenings');
  await page.getByRole('button', { name: 'Save…' }).last().click();
  await page.getByRole('dialog').waitFor();
  await shot('blog-categories');
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();

  // A phone's width, a page open: the files behind a button, the form and the preview taking turns, the toolbar wrapped.
  await page
    .getByRole('navigation', { name: 'Content files' })
    .getByRole('button', { name: /^\/about / })
    .click();
  await page.locator('#field-sections_0__heading').waitFor();
  await page.setViewportSize({ width: 375, height: 740 });
  await shot('phone');
} finally {
  await browser.close();
  await editor.close();
  await remove();
}
