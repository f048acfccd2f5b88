import type { Page } from '@playwright/test';
import { blogMessages } from '../../src/common/blog-messages';
import {
  apiGet,
  type Category,
  endpoints,
  expect,
  fetchCategories,
  fetchPosts,
  isApiCall,
  isCallTo,
  longDate,
  openPage,
  type PostSummary,
  test,
} from './support/legacy-test';

/**
 * The blog of the legacy build, whose pages fetch in the browser: a category's list (six a page, its
 * title, the empty and error states), a post (sanitised content, related posts, not found with the
 * server's message and the way back to /blogs, the load failure) and the 30000 ms time-out. What a
 * page should show is read from the API, so the tests without @stand-in also run against a real
 * backend (docs/legacy-backend.md).
 */

const pageSize = 6;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const categoryAddress = (id: string) => `/newspage/${id}/collections/`;
const postAddress = (id: string) => `/our/blog/${id}/single`;
const cards = (page: Page) => page.locator('main article');
const spinner = (page: Page) => page.locator('main .full-page-spinner');

async function expectCards(page: Page, posts: PostSummary[]) {
  await expect(cards(page)).toHaveCount(posts.length);
  for (const [index, post] of posts.entries()) {
    const card = cards(page).nth(index);
    await expect(card.getByRole('heading', { level: 2 })).toHaveText(post.title);
    await expect(card.locator('time')).toHaveText(longDate(post.date));
    await expect(card.getByRole('link', { name: /^Read More/ })).toHaveAttribute('href', postAddress(post.id));
    const image = card.locator('img');
    await expect(image).toHaveCount(post.image ? 1 : 0);
    if (post.image) {
      await expect(image).toHaveAttribute('src', new RegExp(`${endpoints.uploads}${post.image}$`));
      await image.scrollIntoViewIfNeeded();
      await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0)).toBe(true);
    }
  }
}

/** The categories with their posts, as the API lists them. */
async function categoriesWithPosts(api: Parameters<typeof fetchPosts>[0]): Promise<Array<Category & { posts: PostSummary[] }>> {
  return Promise.all((await fetchCategories(api)).map(async (category) => ({ ...category, posts: await fetchPosts(api, category.id) })));
}

test.describe('the blog list', () => {
  test('a category shows its title and six posts a page, with Previous, the page numbers and Next', async ({ page, api }) => {
    const categories = await categoriesWithPosts(api);
    const category = categories.find((candidate) => candidate.posts.length > pageSize);
    test.skip(category === undefined, 'no category has more than six posts');
    if (category === undefined) return;
    await openPage(page, categoryAddress(category.id));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(category.title);
    await expect(page).toHaveTitle(new RegExp(`^${escapeRegExp(category.title)} \\| `));
    await expectCards(page, category.posts.slice(0, pageSize));

    const pages = page.getByRole('navigation', { name: blogMessages.pagination });
    const pageCount = Math.ceil(category.posts.length / pageSize);
    await expect(pages.getByRole('link', { name: /^Page \d+$/ })).toHaveCount(pageCount);
    await expect(pages.getByRole('link', { name: blogMessages.previous })).toHaveAttribute('aria-disabled', 'true');
    await pages.getByRole('link', { name: blogMessages.next }).click();
    await expect(page).toHaveURL(`${categoryAddress(category.id)}?page=2`);
    await expectCards(page, category.posts.slice(pageSize, 2 * pageSize));
    // The address of page 2, loaded afresh from the static host, is page 2 again.
    await page.reload();
    await expectCards(page, category.posts.slice(pageSize, 2 * pageSize));
    await pages.getByRole('link', { name: `Page ${pageCount}` }).click();
    await expect(pages.getByRole('link', { name: blogMessages.next })).toHaveAttribute('aria-disabled', 'true');
    await pages.getByRole('link', { name: blogMessages.previous }).click();
    await expect(page.getByRole('link', { name: `Page ${pageCount - 1}` })).toHaveAttribute('aria-current', 'page');
  });

  test('/blogs lists every post under "Our Blogs"', async ({ page, api }) => {
    const posts = await fetchPosts(api);
    await openPage(page, '/blogs');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our Blogs');
    await expectCards(page, posts.slice(0, pageSize));
    await expect(page.getByRole('navigation', { name: blogMessages.pagination })).toHaveCount(posts.length > pageSize ? 1 : 0);
  });

  test('a category without posts says so, with a way back home', async ({ page, api }) => {
    const category = (await categoriesWithPosts(api)).find((candidate) => candidate.posts.length === 0);
    test.skip(category === undefined, 'every category has posts');
    if (category === undefined) return;
    await openPage(page, categoryAddress(category.id));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(category.title);
    await expectEmptyList(page);
  });

  test('the spinner shows while the list loads @stand-in', async ({ page, standIn }) => {
    await standIn('blogs:slow');
    await page.goto(categoryAddress('2'));
    await expect(spinner(page)).toBeVisible();
    await expect(cards(page).first()).toBeVisible({ timeout: 15_000 });
    await expect(spinner(page)).toHaveCount(0);
  });

  test('a list with no posts is the empty state @stand-in', async ({ page, standIn }) => {
    await standIn('blogs:empty');
    await openPage(page, categoryAddress('1'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cybersecurity');
    await expectEmptyList(page);
  });

  for (const failure of ['blogs:500', 'blogs:status', 'blogs:malformed'] as const) {
    test(`a list that fails to load (${failure}) is the error state @stand-in`, async ({ page, standIn }) => {
      await standIn(failure);
      await openPage(page, categoryAddress('1'));
      await expectListError(page);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cybersecurity');
    });
  }

  test('an unknown category or a failed category call keeps the default heading @stand-in', async ({ page, standIn }) => {
    await openPage(page, categoryAddress('404'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our Blogs');
    await expectEmptyList(page);
    await standIn('category:500');
    await openPage(page, categoryAddress('2'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our Blogs');
    await expect(cards(page)).toHaveCount(2);
  });

  test('the list call gives up after 30000 ms: the error state @stand-in', async ({ page, standIn }) => {
    const call = await openWithHangingCall(page, standIn, 'blogs', categoryAddress('1'));
    await page.clock.runFor(29_999);
    await page.waitForTimeout(300);
    expect(call.failure()).toBeNull();
    await expect(spinner(page)).toBeVisible();
    await page.clock.runFor(1);
    await expectListError(page);
  });
});

async function expectEmptyList(page: Page) {
  const warning = page.getByRole('alert');
  await expect(warning).toContainText(blogMessages.warningTitle);
  await expect(warning).toContainText(blogMessages.noBlogsForCategory);
  await expect(page.getByRole('heading', { level: 2, name: blogMessages.noPostsHeading })).toBeVisible();
  await expect(page.getByText(blogMessages.noPostsText)).toBeVisible();
  await expect(page.locator('main').getByRole('link', { name: blogMessages.backToHome })).toHaveAttribute('href', '/');
  await expect(cards(page)).toHaveCount(0);
}

async function expectListError(page: Page) {
  const error = page.getByRole('alert');
  await expect(error).toContainText(blogMessages.errorTitle);
  await expect(error).toContainText(blogMessages.listLoadFailed);
  await expect(cards(page)).toHaveCount(0);
}

/**
 * Opens `address` with the page's clock standing still and the endpoint hanging, and returns its call
 * once made: from then on only runFor moves the clock, so the call's timer was set at a known time.
 */
async function openWithHangingCall(page: Page, standIn: (...switches: never[]) => Promise<void>, endpoint: 'blogs' | 'blog', address: string) {
  await page.clock.install({ time: new Date('2026-01-01T00:00:00Z') });
  await page.clock.pauseAt(new Date('2026-01-01T00:00:01Z'));
  await (standIn as (value: string) => Promise<void>)(`${endpoint}:hang`);
  const asked = page.waitForRequest((request) => isApiCall(request) && isCallTo(endpoint)(request.url()));
  await page.goto(address);
  return asked;
}

test.describe('a blog post', () => {
  test('shows its title, date, author, image and content, and its related posts', async ({ page, api }) => {
    const [summary] = (await fetchPosts(api)).filter((post) => post.image);
    test.skip(summary === undefined, 'no post has an image');
    if (summary === undefined) return;
    const { records } = await apiGet<{ records: Array<{ title: string; date: string; author: string | null; image: string }> }>(api, 'blog', {
      id: summary.id,
    });
    const post = records[0];
    const related = await apiGet<Array<{ id: string; title: string }>>(api, 'relatedBlogs', { id: summary.id });
    await openPage(page, postAddress(summary.id));
    const article = page.locator('main article');
    await expect(article.getByRole('heading', { level: 1 })).toHaveText(post?.title ?? '');
    await expect(page).toHaveTitle(new RegExp(`^${escapeRegExp(post?.title ?? '')} \\| `));
    await expect(article.locator('time')).toHaveText(longDate(post?.date ?? ''));
    if (post?.author) await expect(article.getByText(`By ${post.author}`)).toBeVisible();
    const image = article.locator('img.post-article__image');
    await expect(image).toHaveAttribute('src', new RegExp(`${endpoints.uploads}${post?.image}$`));
    await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0)).toBe(true);
    await expect(article.locator('.post-content')).not.toBeEmpty();

    const sidebar = page.getByRole('complementary', { name: blogMessages.relatedArticle });
    if (related.length === 0) {
      await expect(sidebar).toContainText(blogMessages.noRelated);
    } else {
      await expect(sidebar.getByRole('link')).toHaveText(related.map((other) => other.title));
      await sidebar.getByRole('link', { name: related[0]?.title, exact: true }).click();
      await expect(page).toHaveURL(postAddress(String(related[0]?.id)));
      await expect(page.locator('main article').getByRole('heading', { level: 1 })).toHaveText(related[0]?.title ?? '');
    }
  });

  test('shows the content sanitised: no script runs, no handler or javascript: address is kept @stand-in', async ({ page }) => {
    await openPage(page, postAddress('201'));
    const content = page.locator('main article .post-content');
    await expect(content.getByText('Boards ask three questions.')).toBeVisible();
    await expect(content.getByRole('link', { name: 'the guide' })).toHaveAttribute('href', 'https://example.org/guide');
    await expect(content.locator('script, [onerror]')).toHaveCount(0);
    expect(await content.evaluate((element) => [...element.querySelectorAll('a')].map((link) => link.getAttribute('href') ?? ''))).not.toContainEqual(
      expect.stringMatching(/^javascript:/i),
    );
    const trap = content.getByText('a trap');
    if ((await trap.count()) > 0) await trap.click();
    expect(await page.evaluate(() => Object.keys(window).filter((key) => key.startsWith('__standIn')))).toEqual([]);
  });

  test('ignores a failed related-posts call @stand-in', async ({ page, standIn }) => {
    for (const failure of ['related:500', 'related:malformed', 'related:status'] as const) {
      await test.step(failure, async () => {
        await standIn(failure);
        await openPage(page, postAddress('101'));
        await expect(page.locator('main article').getByRole('heading', { level: 1 })).toHaveText('Inside a security operations centre');
        await expect(page.getByRole('complementary', { name: blogMessages.relatedArticle })).toContainText(blogMessages.noRelated);
        await expect(page.getByRole('alert')).toHaveCount(0);
      });
    }
  });

  test("an unknown post shows the server's message, then the blog list @stand-in", async ({ page }) => {
    await page.clock.install();
    await openPage(page, postAddress('999'));
    const warning = page.getByRole('alert');
    await expect(warning).toContainText(blogMessages.warningTitle);
    await expect(warning).toContainText('No blog found with Id 999.');
    await page.clock.runFor(3000);
    await expect(page).toHaveURL('/blogs');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our Blogs');
  });

  test('a post answered without a record or message says "No blog found.", then the blog list @stand-in', async ({ page }) => {
    await page.clock.install();
    await openPage(page, postAddress('98'));
    await expect(page.getByRole('alert')).toContainText(blogMessages.noBlogFound);
    await page.clock.runFor(3000);
    await expect(page).toHaveURL('/blogs');
  });

  test('an unknown post on any backend warns and goes to the blog list', async ({ page }) => {
    await page.clock.install();
    await openPage(page, postAddress('987654321'));
    await expect(page.getByRole('alert')).toContainText(blogMessages.warningTitle);
    await page.clock.runFor(3000);
    await expect(page).toHaveURL('/blogs');
  });

  test('a post that fails to load says so and stays @stand-in', async ({ page, standIn }) => {
    await page.clock.install();
    for (const failure of ['blog:500', 'blog:status', 'blog:malformed'] as const) {
      await test.step(failure, async () => {
        await standIn(failure);
        await openPage(page, postAddress('101'));
        await expect(page.getByRole('alert')).toHaveText(blogMessages.postLoadFailed);
        await page.clock.runFor(10_000);
        await expect(page).toHaveURL(postAddress('101'));
      });
    }
  });

  test('the post call gives up after 30000 ms: the load failure @stand-in', async ({ page, standIn }) => {
    const call = await openWithHangingCall(page, standIn, 'blog', postAddress('101'));
    await page.clock.runFor(29_999);
    await page.waitForTimeout(300);
    expect(call.failure()).toBeNull();
    await expect(spinner(page)).toBeVisible();
    await page.clock.runFor(1);
    await expect(page.getByRole('alert')).toHaveText(blogMessages.postLoadFailed);
  });
});
