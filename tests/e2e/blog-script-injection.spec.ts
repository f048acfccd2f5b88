import { openPage } from './support/page-helpers';
import { fetchPosts, injectionPostTitlePrefix } from './support/routes';
import { expect, test } from './support/site-test';

/**
 * The suite's own post (tests/e2e/fixtures/blog/posts/script-injection-vectors.md, imported only into
 * the test database) carries script-injection vectors in its title, author and content: <script>,
 * event handlers on img/svg/details/input/source, iframe srcdoc, javascript: and data: links, form
 * actions, object/embed, a mutation-XSS payload, <base> and <meta refresh>. Each sets window.__xss or
 * opens a dialog if it runs.
 *
 * The server's Content-Security-Policy forbids inline scripts and would block most of them by itself,
 * so the page is opened with the CSP bypassed: what is tested is that the content is sanitised
 * (DOMPurify in the browser, escaping on the server), not only that the CSP holds.
 */
test.use({ bypassCSP: true });

test('a post full of script-injection vectors runs nothing', async ({ page, request }) => {
  const post = (await fetchPosts(request)).find((candidate) => candidate.title.startsWith(injectionPostTitlePrefix));
  expect(post, 'the injection post is in the test database').toBeDefined();
  const address = `/our/blog/${post?.id}/single`;

  const dialogs: string[] = [];
  page.on('dialog', async (dialog) => {
    dialogs.push(dialog.message());
    await dialog.dismiss();
  });

  await openPage(page, address);
  const article = page.locator('main article');
  await expect(article.getByText('The text after the vectors is still shown: the end.')).toBeVisible();
  // The title and the author are shown as text, exactly as written.
  await expect(article.getByRole('heading', { level: 1 })).toHaveText(post?.title ?? '');
  await expect(article.getByText(`By <img src="data:image/png;base64,AA" onerror="window.__xss = 'author'">`)).toBeVisible();
  await expect(page).toHaveTitle(/<\/title><script>/);

  // Give anything deferred (onerror, onload, ontoggle, autofocus) time to fire, and try the
  // interactive vectors as a visitor would.
  await page.waitForTimeout(500);
  await article.getByText('Hover over this text').hover();
  for (const link of await article.getByRole('link', { name: /javascript: link|data: link/ }).all()) {
    await link.click({ modifiers: [] }).catch(() => undefined);
  }
  await page.waitForTimeout(300);

  expect(await page.evaluate(() => (window as Window & { __xss?: unknown }).__xss), 'window.__xss set by an injected script').toBeUndefined();
  expect(dialogs, 'dialogs opened by an injected script').toEqual([]);
  await expect(page).toHaveURL(address);

  // Nothing executable is left in the post's content.
  const leftovers = await article.evaluate((element) => {
    const found: string[] = [];
    for (const node of Array.from(element.querySelectorAll('*'))) {
      const tag = node.tagName.toLowerCase();
      if (['script', 'iframe', 'frame', 'object', 'embed', 'base', 'meta', 'link'].includes(tag)) found.push(`<${tag}>`);
      for (const attribute of Array.from(node.attributes)) {
        // biome-ignore lint/suspicious/noControlCharactersInRegex: browsers skip control characters in a URL, so an attack hides them there; the check strips them the same way.
        const value = attribute.value.replace(/[\s\u0000-\u001f]/g, '').toLowerCase();
        if (attribute.name.startsWith('on')) found.push(`${tag}[${attribute.name}]`);
        if (
          ['href', 'src', 'action', 'formaction', 'data', 'srcdoc', 'xlink:href'].includes(attribute.name) &&
          /^(javascript|vbscript|data:text)/.test(value)
        ) {
          found.push(`${tag}[${attribute.name}=${attribute.value}]`);
        }
      }
    }
    return found;
  });
  expect(leftovers, 'executable markup left in the post').toEqual([]);
});

test('the server escapes the injection post in the page it serves', async ({ request }) => {
  const post = (await fetchPosts(request)).find((candidate) => candidate.title.startsWith(injectionPostTitlePrefix));
  const html = await (await request.get(`/our/blog/${post?.id}/single`)).text();
  const head = html.slice(0, html.indexOf('</head>'));
  // The title and the description (the start of the post's text) are in the head: as text only.
  expect(head).not.toContain('</title><script>');
  expect(head).not.toContain('<script>window.__xss');
  expect(head).toContain('<title>Script injection vectors &lt;/title>');
  expect(html.match(/<\/title>/g), 'exactly one </title>').toHaveLength(1);
});
