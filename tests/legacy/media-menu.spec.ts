import type { Page } from '@playwright/test';
import { apiOrigin, expect, fetchCategories, fetchPosts, isApiCall, isCallTo, openPage, test } from './support/legacy-test';

/**
 * The Media menu of the legacy build: filled in the browser from the categories call when it answers
 * `{status: 200, records}`, left empty, without a word, on any other answer (spec §4, §8).
 */

function mediaMenu(page: Page) {
  const button = page.locator('header').getByRole('button', { name: 'Media', exact: true });
  return { button, links: page.locator('header [data-media-menu] a') };
}

test('the Media menu lists the categories of the categories call and leads to each one', async ({ page, api }) => {
  const categories = await fetchCategories(api);
  expect(categories.length).toBeGreaterThan(0);
  await openPage(page, '/');
  const { button } = mediaMenu(page);
  await expect(button).toBeEnabled();
  await button.click();
  const menu = page.locator(`[id="${await button.getAttribute('aria-controls')}"]`);
  await expect(menu.getByRole('link')).toHaveText(categories.map((category) => category.title));
  for (const category of categories) {
    await expect(menu.getByRole('link', { name: category.title, exact: true })).toHaveAttribute('href', `/newspage/${category.id}/collections/`);
  }
  const [first] = categories;
  await menu.getByRole('link', { name: first?.title, exact: true }).click();
  await expect(page).toHaveURL(`/newspage/${first?.id}/collections/`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(first?.title ?? '');
});

test('the categories are asked for once per page, with the bearer credential, a JSON content type and credentials', async ({ page, context, apiCalls }) => {
  // A cookie of the API's origin goes with the call only if it includes credentials (when the API is on
  // another origin; on the site's own origin it always goes).
  await context.addCookies([{ name: 'legacy_session', value: 'abc', url: apiOrigin }]);
  await openPage(page, '/about');
  await expect(mediaMenu(page).button).toBeEnabled();
  const calls = apiCalls.filter((call) => isCallTo('categories')(call.url()));
  expect(calls).toHaveLength(1);
  const headers = await calls[0]?.allHeaders();
  expect(headers?.['content-type']).toBe('application/json');
  // The credential itself is checked for every call of every test (support/legacy-test.ts).
  expect(headers?.authorization).toMatch(/^Bearer \S+$/);
  expect(headers?.cookie).toContain('legacy_session=abc');
});

const failures = [
  ['answers 500 with a PHP error page', 'categories:500'],
  ['says a status other than 200 (its records are not used)', 'categories:status'],
  ['answers JSON cut short', 'categories:malformed'],
  ['has no records', 'categories:empty'],
] as const;

for (const [situation, standInSwitch] of failures) {
  test(`the Media menu stays empty and says nothing when the categories call ${situation} @stand-in`, async ({ page, standIn }) => {
    await standIn(standInSwitch);
    const answered = page.waitForResponse((response) => isCallTo('categories')(response.url()));
    await openPage(page, '/');
    await answered;
    // What the page does with the answer happens in the same task as reading it; one frame more.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    const { button, links } = mediaMenu(page);
    await expect(links).toHaveCount(0);
    await expect(button).toBeDisabled();
    await expect(page.getByRole('alert')).toHaveCount(0);
  });
}

test('the Media menu stays empty when the categories call cannot reach the server @stand-in', async ({ page }) => {
  await page.route(isCallTo('categories'), (route) => route.abort('connectionrefused'));
  const failed = page.waitForEvent('requestfailed', (request) => isCallTo('categories')(request.url()));
  await openPage(page, '/');
  await failed;
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
  await expect(mediaMenu(page).links).toHaveCount(0);
  await expect(mediaMenu(page).button).toBeDisabled();
});

test('the categories call gives up after 30000 ms and the Media menu stays empty @stand-in', async ({ page, standIn }) => {
  // The page's clock stands still from the start: only runFor moves it, so the call's timer is set at
  // a known time.
  await page.clock.install({ time: new Date('2026-01-01T00:00:00Z') });
  await page.clock.pauseAt(new Date('2026-01-01T00:00:01Z'));
  await standIn('categories:hang');
  const asked = page.waitForRequest((request) => isApiCall(request) && isCallTo('categories')(request.url()));
  await openPage(page, '/');
  const call = await asked;
  const failed = page.waitForEvent('requestfailed', (request) => request === call);
  await page.clock.runFor(29_999);
  await page.waitForTimeout(300);
  expect(call.failure()).toBeNull();
  await page.clock.runFor(1);
  await failed;
  await expect(mediaMenu(page).links).toHaveCount(0);
  await expect(mediaMenu(page).button).toBeDisabled();
});

test('the stand-in refuses a call without the bearer credential @stand-in', async ({ playwright, baseURL }) => {
  const anonymous = await playwright.request.newContext({ baseURL });
  const response = await anonymous.get('gruppoApi/frontend/categories/categories.php');
  expect(response.status()).toBe(401);
  await anonymous.dispose();
});

test('every read the blog makes carries the bearer credential', async ({ page, api, apiCalls }) => {
  const [post] = await fetchPosts(api);
  const [category] = await fetchCategories(api);
  await openPage(page, `/newspage/${category?.id}/collections/`);
  await expect(page.locator('main article').first()).toBeVisible();
  await openPage(page, `/our/blog/${post?.id}/single`);
  await expect(page.getByRole('complementary')).toBeVisible();
  await expect
    .poll(() => (['categories', 'category', 'blogs', 'blog', 'relatedBlogs'] as const).filter((name) => !apiCalls.some((call) => isCallTo(name)(call.url()))))
    .toEqual([]);
  // Each call's Authorization header is compared with the credential when the test ends (support/legacy-test.ts).
});
