import { contactNoticeIds } from '../../schemas/contact-form-post';
import { chromeMessages } from '../../src/messages';
import { sectionTypesOf, staticRoutes } from './support/routes';
import { expect, test } from './support/site-test';
import { storedMessages, validMessage } from './support/stored-messages';

/**
 * With JavaScript off, every prerendered page still shows its content and its links: the text is in
 * the HTML, the scroll animations' hidden start state is undone (a <noscript> style), and navigation
 * is plain links. The blog's pages are rendered with their posts by the server (checked below); the
 * loop checks their layout's links only.
 */
test.use({ javaScriptEnabled: false });

const browserDataSections = new Set(['blog-list', 'blog-post']);

for (const route of staticRoutes) {
  test(`${route} shows its content and links without JavaScript`, async ({ page, pageProblems }) => {
    // With scripting off, Chromium refuses the page's scripts and module preloads (reported as "csp").
    pageProblems.expect((problem) => problem.kind === 'requestfailed' && /\.js$/.test(problem.url ?? '') && problem.text.endsWith('failed: csp'));
    const response = await page.goto(route);
    expect(response?.status()).toBe(200);

    const header = page.locator('header');
    await expect(header.getByRole('link', { name: 'Home', exact: true })).toBeVisible();
    await expect(header.getByRole('link', { name: 'About', exact: true })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Contact', exact: true })).toBeVisible();
    const footerLinks = page.locator('footer').getByRole('link');
    expect(await footerLinks.count()).toBeGreaterThan(0);
    expect(
      await footerLinks.evaluateAll((links) => links.filter((link) => link.getBoundingClientRect().width === 0).map((link) => link.textContent)),
      'footer links not shown',
    ).toEqual([]);

    if (sectionTypesOf(route).some((type) => browserDataSections.has(type))) return;

    const main = page.locator('main');
    await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(main.getByRole('heading', { level: 1 })).not.toHaveText('');
    // Every block of text and every link in the page body is visible: nothing waits for a script to
    // appear. The contact form's notices wait for the address to name them instead (tested below).
    const hidden = await main.evaluate(
      (element, notices) =>
        Array.from(element.querySelectorAll<HTMLElement>('h1, h2, h3, p, li, a'))
          .filter((node) => node.closest(`[aria-hidden="true"], .visually-hidden, [hidden], ${notices}`) === null)
          .filter((node) => {
            let current: HTMLElement | null = node;
            while (current) {
              const style = getComputedStyle(current);
              if (style.opacity === '0' || style.visibility === 'hidden' || style.display === 'none') return true;
              current = current.parentElement;
            }
            return false;
          })
          .map((node) => `${node.tagName.toLowerCase()}: ${node.textContent?.trim().slice(0, 60)}`),
      Object.values(contactNoticeIds)
        .map((id) => `#${id}`)
        .join(', '),
    );
    expect(hidden, 'text or links hidden without JavaScript').toEqual([]);
    const linksWithoutAddress = await main
      .locator('a')
      .evaluateAll((links) => links.filter((link) => !link.getAttribute('href')).map((link) => link.textContent));
    expect(linksWithoutAddress, 'links without an address').toEqual([]);
  });
}

test('on a phone without JavaScript, the menu is closed until its button opens it, then lists every link', async ({ page, pageProblems }) => {
  pageProblems.expect((problem) => problem.kind === 'requestfailed' && /\.js$/.test(problem.url ?? '') && problem.text.endsWith('failed: csp'));
  await page.setViewportSize({ width: 375, height: 800 });
  for (const route of ['/', '/innovare/advisory', '/about']) {
    await page.goto(route);
    const header = page.locator('header');
    const panel = header.locator('[data-mobile-navigation]');
    await expect(panel).toBeHidden();
    // The page starts under the header bar, not under a menu more than a thousand pixels tall.
    const headerBox = await header.boundingBox();
    expect(headerBox?.height, 'header height').toBeLessThan(100);
    const main = await page.locator('main').boundingBox();
    expect(main?.y, 'where the content starts').toBeLessThan(100);

    // The browser's own popover: the button opens it, with the submenus' links expanded, and says it closes it.
    const open = header.getByRole('button', { name: chromeMessages.openMenu });
    await open.click();
    await expect(panel).toBeVisible();
    for (const name of ['Home', 'About', 'Contact']) await expect(panel.getByRole('link', { name, exact: true })).toBeVisible();
    const submenuLinks = panel.locator('li li a');
    expect(await submenuLinks.count()).toBeGreaterThan(3);
    for (const link of await submenuLinks.all()) {
      await link.scrollIntoViewIfNeeded();
      await expect(link).toBeVisible();
    }
    const close = header.getByRole('button', { name: chromeMessages.closeMenu });
    await expect(close).toBeVisible();
    await close.click();
    await expect(panel).toBeHidden();
    await expect(open).toBeVisible();

    // With the keyboard alone: Enter opens it and Tab walks into it; Escape closes it.
    await open.focus();
    await page.keyboard.press('Enter');
    await expect(panel).toBeVisible();
    await page.keyboard.press('Tab');
    expect(await panel.evaluate((element) => element.contains(document.activeElement)), 'focus moved into the menu').toBe(true);
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(page.locator('main h1')).toBeVisible();
  }
});

test("the page headers' background videos give way to their posters without JavaScript: no controls, no loading ring", async ({ page, pageProblems }) => {
  pageProblems.expect((problem) => problem.kind === 'requestfailed' && /\.js$/.test(problem.url ?? '') && problem.text.endsWith('failed: csp'));
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/');
    const videos = page.locator('video');
    expect(await videos.count(), 'the home page has a background video').toBeGreaterThan(0);
    for (const video of await videos.all()) await expect(video).toBeHidden();
    for (const poster of await page.locator('[data-background-poster]').all()) {
      await expect(poster).toBeVisible();
      expect(await poster.evaluate((element) => getComputedStyle(element).backgroundImage)).toMatch(/^url\(/);
    }
  }
});

// axe needs a script of its own, so the same markup is checked with axe in reduced-motion.spec.ts, its script held back.
test('a logo strip that scrolls is reached and scrolled with the keyboard without JavaScript', async ({ page, pageProblems }) => {
  pageProblems.expect((problem) => problem.kind === 'requestfailed' && /\.js$/.test(problem.url ?? '') && problem.text.endsWith('failed: csp'));
  for (const route of ['/payments', '/banking-financial-services']) {
    for (const width of [375, 1280]) {
      await test.step(`${route} at ${width} px`, async () => {
        await page.setViewportSize({ width, height: 800 });
        await page.goto(route);
        const strip = page.locator('[data-reach-scroller]');
        await expect(strip).toHaveCount(1);
        const scrolls = await strip.evaluate((element) => element.scrollWidth > element.clientWidth);
        expect(scrolls, 'the strip has more logos than fit').toBe(true);
        for (let press = 0; press < 80 && !(await strip.evaluate((element) => element === document.activeElement)); press += 1) {
          await page.keyboard.press('Tab');
        }
        await expect(strip).toBeFocused();
        await page.keyboard.press('ArrowRight');
        await expect.poll(() => strip.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
      });
    }
  }
});

test('the contact form sends a message without JavaScript, and the page it comes back to says so', async ({ page, pageProblems }) => {
  pageProblems.expect((problem) => problem.kind === 'requestfailed' && /\.js$/.test(problem.url ?? '') && problem.text.endsWith('failed: csp'));
  await page.goto('/contact');
  const form = page.locator('main form');
  const values = validMessage('no JavaScript');
  await form.getByLabel('Your Name').fill(values.name);
  await form.getByLabel('Your Email').fill(values.email);
  await form.getByLabel('Your Phone').fill(values.phone);
  await form.getByLabel('Subject').fill(values.subject);
  await form.getByLabel('Message', { exact: true }).fill(values.message);
  await expect(form.getByText('Message sent successfully!')).toBeHidden();

  const post = page.waitForRequest((request) => request.url().endsWith('/api/contact'));
  await form.getByRole('button', { name: 'Send Message' }).click();
  expect((await post).method()).toBe('POST');
  await page.waitForURL('**/contact?contact=sent#contact-sent');

  // Back on the form's page, the address holds the outcome only, never what the visitor typed.
  expect(page.url()).toMatch(/\/contact\?contact=sent#contact-sent$/);
  await expect(page.locator('main').getByText('Message sent successfully!')).toBeVisible();
  await expect(page.locator('main').getByText('Failed to send message. Please try again.')).toBeHidden();
  await expect(page.getByRole('heading', { level: 2, name: 'Send Your Message' })).toBeVisible();

  const stored = (await storedMessages()).find((message) => message.subject === values.subject);
  expect(stored, 'the message is in the database').toMatchObject({ ...values, spam: false });
});

test('the blog list shows six posts and pages through them with links, without JavaScript', async ({ page, pageProblems }) => {
  pageProblems.expect((problem) => problem.kind === 'requestfailed' && /\.js$/.test(problem.url ?? '') && problem.text.endsWith('failed: csp'));
  await page.goto('/blogs');
  const main = page.locator('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Our Blogs');
  await expect(main.getByRole('article')).toHaveCount(6);
  const pagination = main.getByRole('navigation', { name: 'Blog pages' });
  await expect(pagination.getByRole('link', { name: 'Previous' })).toHaveAttribute('aria-disabled', 'true');
  const firstTitles = await main.getByRole('article').getByRole('heading').allTextContents();
  await pagination.getByRole('link', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/blogs\?page=2$/);
  await expect(pagination.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  const secondTitles = await main.getByRole('article').getByRole('heading').allTextContents();
  expect(secondTitles.length).toBeGreaterThan(0);
  expect(secondTitles.filter((title) => firstTitles.includes(title))).toEqual([]);

  // The Media menu is links too.
  const media = page.locator('header').getByRole('button', { name: 'Media', exact: true });
  await expect(media).toBeEnabled();
});

test('a post shows its text, author, share links and related posts, without JavaScript', async ({ page, pageProblems }) => {
  pageProblems.expect((problem) => problem.kind === 'requestfailed' && /\.js$/.test(problem.url ?? '') && problem.text.endsWith('failed: csp'));
  await page.goto('/blogs');
  const first = page.locator('main').getByRole('article').first();
  const title = (await first.getByRole('heading').textContent()) ?? '';
  await first.getByRole('link', { name: /^Read More/ }).click();
  await expect(page).toHaveURL(/\/our\/blog\/\d+\/single$/);
  const main = page.locator('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(main.getByText(/^By /)).toBeVisible();
  await expect(main.locator('.post-content')).not.toBeEmpty();
  await expect(main.getByRole('link', { name: /^Share on / }).first()).toBeVisible();
  await expect(main.getByRole('heading', { name: 'Related Article' })).toBeVisible();
});

test('an unknown post answers 404 with the warning and a way to the blog list, without JavaScript', async ({ page, pageProblems }) => {
  pageProblems.expect((problem) => problem.kind === 'requestfailed' && /\.js$/.test(problem.url ?? '') && problem.text.endsWith('failed: csp'));
  // The 404 is the point; Chromium reports it as a response and logs it in the console.
  pageProblems.expect((problem) => problem.url?.includes('/our/blog/abc/single') === true);
  const response = await page.goto('/our/blog/abc/single');
  expect(response?.status()).toBe(404);
  await expect(page.locator('main').getByText('No blog found.')).toBeVisible();
  await expect(page.locator('main').getByRole('link', { name: 'Blogs' })).toHaveAttribute('href', '/blogs');
});
