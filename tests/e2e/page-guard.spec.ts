import { openPage, waitForIsland } from './support/page-helpers';
import { test } from './support/site-test';

/**
 * The page guard of site-test.ts is what makes "no console error, no hydration error, no failed
 * request" true in every other test. These tests break a page on purpose and must fail, so a change
 * that blinds the guard shows up here.
 */
test.describe('the page guard fails a test when', () => {
  test('the page logs a console error', async ({ page }) => {
    test.fail();
    await openPage(page, '/about');
    await page.evaluate(() => console.error('a console error'));
  });

  test('a request to the site answers 404', async ({ page }) => {
    test.fail();
    await openPage(page, '/about');
    const answered = page.waitForEvent('response', (response) => response.url().endsWith('/img/no-such-image.png'));
    await page.evaluate(() => {
      const image = document.createElement('img');
      image.src = '/img/no-such-image.png';
      document.body.append(image);
    });
    await answered;
  });

  test('an island hydrates HTML other than what React renders', async ({ page }) => {
    test.fail();
    // The contact form is a React island (static pages hydrate nothing, so their HTML cannot mismatch).
    await page.route('**/contact', async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, body: (await response.text()).replace('>Send Message<', '>Not what React renders<') });
    });
    await openPage(page, '/contact');
    await waitForIsland(page, 'contact-form');
  });
});
