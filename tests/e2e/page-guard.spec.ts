import { openPage } from './support/page-helpers';
import { expect, type PageProblem, test } from './support/site-test';

/**
 * The page guard of site-test.ts is what makes "no console error, no hydration error, no failed
 * request" true in every other test. These tests break a page on purpose and assert that the guard
 * collected exactly that problem, then declare it expected so the guard's own end-of-test check
 * passes. A guard gone blind fails here (nothing collected), and so does a server that never starts
 * (openPage fails): neither can pass for the problem the test means to catch.
 */

/** The guard's collected problems, by kind and text, in a stable order. */
function collected(problems: PageProblem[]): { kind: string; text: string }[] {
  return problems.map(({ kind, text }) => ({ kind, text })).sort((a, b) => `${a.kind}${a.text}`.localeCompare(`${b.kind}${b.text}`));
}

test.describe('the page guard', () => {
  test('collects a console error the page logs', async ({ page, pageProblems }) => {
    await openPage(page, '/about');
    await page.evaluate(() => console.error('a console error'));
    await expect
      .poll(() => collected(pageProblems.unexpected()))
      .toEqual([{ kind: 'console', text: expect.stringMatching(/^console\.error: a console error\b/) }]);
    pageProblems.expect((problem) => problem.kind === 'console' && problem.text.startsWith('console.error: a console error'));
  });

  test('collects a request to the site that answers 404', async ({ page, pageProblems, baseURL }) => {
    await openPage(page, '/about');
    const missing = `${baseURL}/img/no-such-image.png`;
    const answered = page.waitForEvent('response', (response) => response.url() === missing);
    await page.evaluate(() => {
      const image = document.createElement('img');
      image.src = '/img/no-such-image.png';
      document.body.append(image);
    });
    await answered;
    // The answer itself, and Chromium's console line about it.
    await expect
      .poll(() => collected(pageProblems.unexpected()))
      .toEqual([
        { kind: 'console', text: expect.stringMatching(/^console\.error: Failed to load resource: the server responded with a status of 404/) },
        { kind: 'response', text: `GET ${missing} answered 404` },
      ]);
    pageProblems.expect((problem) => problem.url === missing || (problem.kind === 'console' && problem.text.includes('status of 404')));
  });

  test('collects a hydration error when the HTML of an island is not what React renders', async ({ page, pageProblems }) => {
    // The contact form is a React island (static pages hydrate nothing, so their HTML cannot mismatch).
    await page.route('**/contact', async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, body: (await response.text()).replace('>Send Message<', '>Not what React renders<') });
    });
    await openPage(page, '/contact');
    // The form is a 'visible' island: bring it into view so that it hydrates.
    await page.locator('[data-island="contact-form"]').scrollIntoViewIfNeeded();
    // React names the mismatch in development; the production build throws its error #418-#425 instead.
    const hydrationError = /hydrat|react\.dev\/errors\/4(?:1[89]|2[0-5])\b/i;
    await expect.poll(() => collected(pageProblems.unexpected()).some((problem) => hydrationError.test(problem.text))).toBe(true);
    // Every problem collected is React's complaint about this page's HTML, and nothing else.
    const problems = pageProblems.unexpected();
    expect(problems.length).toBeGreaterThan(0);
    for (const problem of problems) expect(['console', 'pageerror']).toContain(problem.kind);
    pageProblems.expect((problem) => problem.kind === 'console' || problem.kind === 'pageerror');
  });
});
