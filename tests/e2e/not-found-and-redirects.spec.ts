import { expectNoAxeViolations } from './support/axe';
import { stillFrame, waitForHydration } from './support/page-helpers';
import { notFoundTitle, redirects } from './support/routes';
import { expect, test } from './support/site-test';

/** The manifest's other addresses: the not-found page for unknown ones, and the redirects of content/site.json. */

test('an unknown address gets the not-found page with a 404, hydrated cleanly and accessible', async ({ page, pageProblems }) => {
  const unknown = '/no-such-page';
  // The 404 itself, and Chromium's console line about it, are what this test asks for.
  pageProblems.expect((problem) => problem.url?.endsWith(unknown) === true);
  const response = await page.goto(unknown);
  expect(response?.status()).toBe(404);
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(notFoundTitle);
  await expect(page.locator('main').getByRole('link', { name: /home/i }).first()).toHaveAttribute('href', '/');
  await stillFrame(page);
  await expectNoAxeViolations(page, unknown);
});

for (const { from, to } of redirects) {
  test(`${from} redirects permanently to ${to}`, async ({ page, request }) => {
    const answer = await request.get(from, { maxRedirects: 0 });
    expect(answer.status()).toBe(301);
    expect(new URL(answer.headers().location ?? '', 'http://site').pathname).toBe(to);
    const response = await page.goto(from);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveURL(to);
  });
}
