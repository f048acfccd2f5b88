import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { animationsSettled } from './page-helpers';

/** WCAG 2.0 and 2.1, levels A and AA. */
const wcag21 = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * Runs axe on the page once its fades have finished (a half-faded link would count as low contrast)
 * and fails with each violation's rule, help text and first elements.
 */
export async function expectNoAxeViolations(page: Page, label: string): Promise<void> {
  // A carousel's autoplay would start a cross-fade while axe reads the page (seconds on a loaded
  // machine), and a half-faded slide's text counts as low contrast: its next slide waits until axe is done.
  await page.evaluate(() => {
    for (const element of document.querySelectorAll('.swiper')) (element as Element & { swiper?: { autoplay?: { stop(): void } } }).swiper?.autoplay?.stop();
  });
  await animationsSettled(page);
  const { violations } = await new AxeBuilder({ page }).withTags(wcag21).analyze();
  const described = violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help}\n${violation.nodes
        .slice(0, 5)
        .map((node) => `    ${node.target.join(' ')}: ${node.failureSummary?.replace(/\s+/g, ' ')}`)
        .join('\n')}`,
  );
  expect(described, `axe (WCAG 2.1 A and AA) on ${label}`).toEqual([]);
}
