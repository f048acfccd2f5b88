import { test as base, type ConsoleMessage, expect, type Page, type Request, type Response } from '@playwright/test';
import { trackRequests } from './network-quiet';

/**
 * The suite's `test`: every page a test opens is watched, and the test fails at the end when the page
 * logged a console error or warning (React's hydration errors included), threw, or a request to the
 * site failed or was answered with an error status. A test that provokes one on purpose says so with
 * `pageProblems.expect(...)`, naming exactly what it expects; nothing is ignored silently.
 *
 * Other hosts (the YouTube and Google Maps iframes, external links opened by a test) cannot be reached
 * from this sandbox, and a test should not depend on them anyway: every request to another origin is
 * blocked here and recorded, and the test fails unless it was a frame document (an embedded iframe):
 * the site itself loads nothing (no script, style, image, font or call) from another host.
 */

export type PageProblem = { kind: 'console' | 'pageerror' | 'requestfailed' | 'response' | 'third-party'; text: string; url?: string };

type ProblemMatcher = (problem: PageProblem) => boolean;

export interface PageProblems {
  /** What the pages reported so far, minus what the test said it expects. */
  readonly unexpected: () => PageProblem[];
  /** Third-party requests that were blocked (frame documents only, or the test fails). */
  readonly blockedThirdParty: string[];
  /** Declares a problem the test provokes; `match` must match it exactly, e.g. by URL. */
  expect(match: ProblemMatcher): void;
}

function sameOrigin(url: string, origin: string): boolean {
  return url.startsWith(`${origin}/`) || url === origin || url.startsWith('data:') || url.startsWith('blob:');
}

function describeConsole(message: ConsoleMessage): PageProblem {
  const { url, lineNumber } = message.location();
  return { kind: 'console', text: `console.${message.type()}: ${message.text()}${url ? ` (${url}:${lineNumber})` : ''}`, url };
}

export const test = base.extend<{ pageProblems: PageProblems }>({
  pageProblems: [
    // Depends on `page` so that the check below runs while the page is still open: closing it cancels
    // whatever it still had under way, which is not the site's doing.
    async ({ context, page: _page, baseURL }, use, testInfo) => {
      const origin = new URL(baseURL ?? 'http://127.0.0.1').origin;
      const problems: PageProblem[] = [];
      const expected: ProblemMatcher[] = [];
      const blockedThirdParty: string[] = [];
      const cancelledByBrowser: string[] = [];

      await context.route(
        (url) => !sameOrigin(url.href, origin),
        async (route) => {
          const request = route.request();
          blockedThirdParty.push(request.url());
          if (request.resourceType() !== 'document' || request.frame().parentFrame() === null) {
            problems.push({ kind: 'third-party', text: `${request.resourceType()} requested from another host: ${request.url()}`, url: request.url() });
          }
          await route.abort('blockedbyclient');
        },
      );

      const watch = (page: Page) => {
        trackRequests(page);
        // Each request remembers the document it belonged to, to tell when the test has left it.
        let documentNumber = 0;
        const requestDocument = new WeakMap<Request, number>();
        page.on('request', (request) => {
          if (request.isNavigationRequest() && request.frame() === page.mainFrame()) documentNumber += 1;
          requestDocument.set(request, documentNumber);
        });
        page.on('console', (message) => {
          if (message.type() === 'error' || message.type() === 'warning') problems.push(describeConsole(message));
        });
        page.on('pageerror', (error) => problems.push({ kind: 'pageerror', text: `uncaught: ${error.stack ?? error.message}` }));
        page.on('requestfailed', (request: Request) => {
          // The blocked third-party frames are recorded above, by the route.
          if (!sameOrigin(request.url(), origin)) return;
          // ERR_ABORTED is the browser cancelling a request itself, never an answer from the server: an
          // image or video whose element went away (a carousel re-seating its slides when the window
          // is resized) or a request of a page the test has left. Noted in the report, not a failure;
          // a cancelled call or script of the page still showing is one.
          const leftBehind = (requestDocument.get(request) ?? documentNumber) < documentNumber && !request.isNavigationRequest();
          const cancelledMedia = ['image', 'media'].includes(request.resourceType());
          if ((leftBehind || cancelledMedia) && request.failure()?.errorText === 'net::ERR_ABORTED') {
            cancelledByBrowser.push(request.url());
            return;
          }
          problems.push({ kind: 'requestfailed', text: `${request.method()} ${request.url()} failed: ${request.failure()?.errorText}`, url: request.url() });
        });
        page.on('response', (response: Response) => {
          if (response.status() >= 400 && sameOrigin(response.url(), origin)) {
            problems.push({ kind: 'response', text: `${response.request().method()} ${response.url()} answered ${response.status()}`, url: response.url() });
          }
        });
      };
      context.pages().forEach(watch);
      context.on('page', watch);

      const unexpected = () => problems.filter((problem) => !expected.some((match) => match(problem)));
      await use({ unexpected, blockedThirdParty, expect: (match) => expected.push(match) });

      if (cancelledByBrowser.length > 0) {
        testInfo.annotations.push({ type: 'requests cancelled by the browser (ERR_ABORTED)', description: cancelledByBrowser.join(', ') });
      }

      expect(
        unexpected().map((problem) => problem.text),
        'console errors, uncaught errors, failed requests or third-party requests',
      ).toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
