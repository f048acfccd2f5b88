import { searchMessages } from '../../src/messages';
import { expectNoAxeViolations } from './support/axe';
import { expect, test } from './support/site-test';

/**
 * The site search (issue 22): a GET form in every page's header and the search page, rendered by the
 * server per query. It works without JavaScript, from the keyboard, and is axe clean; queries and the
 * index's text (the suite's blog has a post full of script-injection vectors) arrive escaped.
 */
test.describe('site search without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the header form of any page leads to results, with the query kept in the field', async ({ page, pageProblems }) => {
    pageProblems.expect((problem) => problem.kind === 'requestfailed' && /\.js$/.test(problem.url ?? '') && problem.text.endsWith('failed: csp'));
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/about');
    const form = page.getByRole('search', { name: searchMessages.headerLandmark });
    await form.getByRole('searchbox', { name: searchMessages.fieldLabel }).fill('audits');
    await form.getByRole('button', { name: searchMessages.submit }).click();
    await expect(page).toHaveURL(/\/search\?q=audits$/);
    await expect(page).toHaveTitle(/^audits: search \| /);
    const main = page.locator('main');
    await expect(main.getByRole('searchbox', { name: searchMessages.fieldLabel })).toHaveValue('audits');
    await expect(main.getByRole('status')).toContainText(/\d+ results? for “audits”/);
    const results = main.getByRole('list', { name: searchMessages.resultsLandmark });
    await expect(results.getByRole('listitem').first()).toBeVisible();
    await expect(results.locator('mark').first()).toHaveText(/^audit/i);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });

  test('a misspelt word finds its pages, and a query that finds nothing offers suggestions', async ({ page, pageProblems }) => {
    pageProblems.expect((problem) => problem.kind === 'requestfailed' && /\.js$/.test(problem.url ?? '') && problem.text.endsWith('failed: csp'));
    await page.goto('/search?q=cybersecuritty');
    const main = page.locator('main');
    await expect(main.getByText(searchMessages.corrected('cybersecuritty'))).toBeVisible();
    await expect(main.getByRole('link', { name: 'cybersecurity', exact: true })).toHaveAttribute('href', '/search?q=cybersecurity');
    await expect(main.getByRole('list', { name: searchMessages.resultsLandmark }).getByRole('listitem').first()).toBeVisible();

    await page.goto('/search?q=zzqqxxww');
    await expect(main.getByRole('status')).toHaveText(searchMessages.noResults('zzqqxxww'));
    await expect(main.getByRole('complementary', { name: 'Suggestions' }).getByRole('link').first()).toBeVisible();
  });

  test('pages through results with real links', async ({ page, pageProblems }) => {
    pageProblems.expect((problem) => problem.kind === 'requestfailed' && /\.js$/.test(problem.url ?? '') && problem.text.endsWith('failed: csp'));
    await page.goto('/search?q=security');
    const pagination = page.getByRole('navigation', { name: searchMessages.pagination });
    await pagination.getByRole('link', { name: searchMessages.next }).click();
    await expect(page).toHaveURL(/\/search\?q=security&page=2$/);
    await expect(page.getByRole('navigation', { name: searchMessages.pagination }).getByRole('link', { name: searchMessages.pageLink(2) })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  test('finds the suite’s post of script-injection vectors and shows it as text', async ({ page, pageProblems }) => {
    pageProblems.expect((problem) => problem.kind === 'requestfailed' && /\.js$/.test(problem.url ?? '') && problem.text.endsWith('failed: csp'));
    await page.goto(`/search?q=${encodeURIComponent('injection vectors <b>')}`);
    const main = page.locator('main');
    await expect(main.getByRole('link', { name: /Script injection vectors <\/title><script>/ })).toBeVisible();
    await expect(main.getByRole('searchbox', { name: searchMessages.fieldLabel })).toHaveValue('injection vectors <b>');
    expect(await main.locator('script').count()).toBe(0);
  });
});

test.describe('site search with JavaScript', () => {
  for (const width of [375, 1280]) {
    test(`is axe clean and works from the keyboard at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/search?q=training');
      await expectNoAxeViolations(page, `/search?q=training at ${width} px`);
      // The header's form is a button alone on phones (it opens this page), a field and a button from 600 px.
      const header = page.getByRole('search', { name: searchMessages.headerLandmark });
      await expect(header.getByRole('button', { name: searchMessages.submit })).toBeVisible();
      await expect(header.getByRole('searchbox')).toBeVisible({ visible: width >= 600 });
      const box = await page.locator('header').boundingBox();
      expect(box?.height, 'the header keeps its height with the search form').toBeLessThanOrEqual(80);

      const field = page.locator('main').getByRole('searchbox', { name: searchMessages.fieldLabel });
      await field.focus();
      await page.keyboard.press('ControlOrMeta+A');
      await page.keyboard.type('payments');
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/search\?q=payments$/);
      await page.keyboard.press('Tab');
      await expect(page.locator(':focus')).toBeVisible();
      await expectNoAxeViolations(page, `/search?q=payments at ${width} px`);
    });
  }

  test('runs none of the script-injection post’s vectors in its result', async ({ page }) => {
    await page.goto('/search?q=injection+vectors');
    await expect(page.locator('main').getByRole('link', { name: /Script injection vectors/ })).toBeVisible();
    expect(await page.evaluate(() => (window as { __xss?: string }).__xss)).toBeUndefined();
  });

  test('the empty state is axe clean', async ({ page }) => {
    await page.goto('/search?q=zzqqxxww');
    await expectNoAxeViolations(page, '/search?q=zzqqxxww');
  });
});
