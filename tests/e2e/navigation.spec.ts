import type { Locator, Page } from '@playwright/test';
import { chromeMessages } from '../../src/messages';
import { expectNoAxeViolations } from './support/axe';
import { openPage, stillFrame } from './support/page-helpers';
import { expect, test } from './support/site-test';

/**
 * The top bar as the spec describes it, at each width: a menu toggle below 1200 px (MUI's lg), the
 * social icons only from 1400 px (the theme's xl), the "What we do" mega-menu hidden until opened, and
 * every dropdown usable with the keyboard alone (Enter opens, Tab walks in, Escape closes and returns
 * focus). Both layouts: the group's (/) and the advisory division's (/innovare/advisory).
 */

const toggleBelow = 1200;
const socialFrom = 1400;
const widths = [375, 768, 1280, 1920];

const layouts = [
  { name: 'group', home: '/', dropdowns: [chromeMessages.submenu('Our Divisions'), 'What we do', 'Media'], desktopLink: 'About' },
  { name: 'advisory', home: '/innovare/advisory', dropdowns: [chromeMessages.submenu('Services'), chromeMessages.submenu('Industry')], desktopLink: 'About' },
];

const header = (page: Page) => page.locator('header');
const menuToggle = (page: Page) => header(page).getByRole('button', { name: new RegExp(`^(${chromeMessages.openMenu}|${chromeMessages.closeMenu})$`) });
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const socialIcons = (page: Page) =>
  header(page).getByRole('link', { name: new RegExp(`\\b(Facebook|X|Instagram|LinkedIn) ${escapeRegExp(chromeMessages.newTabNote)}$`) });

/** The panel a menu button opens: the element its aria-controls names. */
async function panelOf(page: Page, button: Locator): Promise<Locator> {
  const id = await button.getAttribute('aria-controls');
  expect(id, 'menu button has aria-controls').toBeTruthy();
  return page.locator(`[id="${id}"]`);
}

/** Presses Tab until `target` has focus, as a keyboard user would. */
async function tabTo(page: Page, target: Locator, maxPresses = 40): Promise<void> {
  for (let press = 0; press < maxPresses; press += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target, `reachable with Tab within ${maxPresses} presses`).toBeFocused();
}

/** Presses Tab until focus has left `container`. */
async function tabOutOf(page: Page, container: Locator, maxPresses = 40): Promise<void> {
  for (let press = 0; press < maxPresses; press += 1) {
    await page.keyboard.press('Tab');
    if (!(await container.evaluate((element) => element.contains(document.activeElement)))) return;
  }
  throw new Error(`focus still inside the menu after ${maxPresses} presses of Tab`);
}

for (const layout of layouts) {
  test.describe(`${layout.name} navigation`, () => {
    for (const width of widths) {
      test(`at ${width} px: toggle ${width < toggleBelow ? 'shown' : 'hidden'}, social icons ${width >= socialFrom ? 'shown' : 'hidden'}`, async ({ page }) => {
        await page.setViewportSize({ width, height: 900 });
        await openPage(page, layout.home);

        await expect(header(page).getByRole('link', { name: layout.desktopLink, exact: true })).toBeVisible({ visible: width >= toggleBelow });
        await expect(menuToggle(page)).toBeVisible({ visible: width < toggleBelow });
        if (width >= socialFrom) await expect(socialIcons(page)).toHaveCount(4);
        for (const icon of await socialIcons(page).all()) {
          await expect(icon).toBeVisible({ visible: width >= socialFrom });
          if (width >= socialFrom) await expect(icon).toHaveAttribute('target', '_blank');
        }

        if (width < toggleBelow) {
          const toggle = menuToggle(page);
          await expect(toggle).toHaveAttribute('aria-expanded', 'false');
          const panel = await panelOf(page, toggle);
          await expect(panel).toBeHidden();
          await toggle.click();
          await expect(toggle).toHaveAttribute('aria-expanded', 'true');
          await expect(panel).toBeVisible();
          await expect(panel.getByRole('link', { name: layout.desktopLink, exact: true })).toBeVisible();
          await toggle.click();
          await expect(panel).toBeHidden();
        }
      });
    }

    test('dropdowns open, are walked into and close with the keyboard alone (1280 px)', async ({ page }) => {
      await openPage(page, layout.home);
      for (const name of layout.dropdowns) {
        await test.step(name, async () => {
          const button = header(page).getByRole('button', { name, exact: true });
          const panel = await panelOf(page, button);
          await expect(panel).toBeHidden();
          await tabTo(page, button);
          await page.keyboard.press('Enter');
          await expect(button).toHaveAttribute('aria-expanded', 'true');
          await expect(panel).toBeVisible();
          const firstLink = panel.getByRole('link').first();
          await page.keyboard.press('Tab');
          await expect(firstLink).toBeFocused();
          await page.keyboard.press('Escape');
          await expect(panel).toBeHidden();
          await expect(button).toBeFocused();
          await expect(button).toHaveAttribute('aria-expanded', 'false');
          // Space opens it too; tabbing on past its last link closes it.
          await page.keyboard.press('Space');
          await expect(panel).toBeVisible();
          const menu = button.locator('xpath=ancestor::li[1]');
          await tabOutOf(page, menu);
          await expect(panel).toBeHidden();
        });
      }
    });

    test('the small-screen menu works with the keyboard alone (375 px)', async ({ page }) => {
      await page.setViewportSize({ width: 375, height: 800 });
      await openPage(page, layout.home);
      const toggle = menuToggle(page);
      await tabTo(page, toggle);
      await page.keyboard.press('Enter');
      const panel = await panelOf(page, toggle);
      await expect(panel).toBeVisible();
      const submenuButton = panel.getByRole('button').first();
      await tabTo(page, submenuButton);
      await page.keyboard.press('Enter');
      await expect(submenuButton).toHaveAttribute('aria-expanded', 'true');
      const submenu = await panelOf(page, submenuButton);
      await expect(submenu.getByRole('link').first()).toBeVisible();
      await page.keyboard.press('Tab');
      await expect(submenu.getByRole('link').first()).toBeFocused();
    });
  });
}

test('the "What we do" mega-menu is hidden until opened, and lists the services (1280 px)', async ({ page }) => {
  await openPage(page, '/');
  const button = header(page).getByRole('button', { name: 'What we do', exact: true });
  const panel = page.getByTestId('mega-menu-panel');
  await expect(panel).toBeHidden();
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await button.click();
  await expect(panel).toBeVisible();
  await expect(panel.getByRole('link', { name: /services/i }).first()).toHaveAttribute('href', '/services');
  for (const service of ['Business Advisory', 'System Audit', 'Cybersecurity', 'Training', 'Security Operations Center', 'AI Solutions']) {
    await expect(panel.getByRole('link', { name: new RegExp(service) }).first()).toBeVisible();
  }
  // A click elsewhere (just below the panel) closes it.
  const box = await panel.boundingBox();
  expect(box).not.toBeNull();
  await page.mouse.click(10, (box?.y ?? 0) + (box?.height ?? 0) + 10);
  await expect(panel).toBeHidden();
});

test.describe('open menus pass axe', () => {
  for (const layout of layouts) {
    test(`${layout.name}: the small-screen menu, open with its submenus (375 px)`, async ({ page }) => {
      await page.setViewportSize({ width: 375, height: 800 });
      await openPage(page, layout.home);
      await stillFrame(page);
      await menuToggle(page).click();
      const panel = await panelOf(page, menuToggle(page));
      for (const button of await panel.getByRole('button').all()) if (await button.isEnabled()) await button.click();
      await expectNoAxeViolations(page, `${layout.home}, small-screen menu open`);
    });

    test(`${layout.name}: each dropdown, open (1280 px)`, async ({ page }) => {
      await openPage(page, layout.home);
      await stillFrame(page);
      for (const name of layout.dropdowns) {
        const button = header(page).getByRole('button', { name, exact: true });
        await button.click();
        await expect(await panelOf(page, button)).toBeVisible();
        await expectNoAxeViolations(page, `${layout.home}, ${name} open`);
        await page.keyboard.press('Escape');
      }
    });
  }
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('each dropdown shows its links while focus is inside it, so the keyboard reaches them all (1280 px)', async ({ page, pageProblems }) => {
    // With scripting off, Chromium refuses the page's scripts and module preloads (reported as "csp").
    pageProblems.expect((problem) => problem.kind === 'requestfailed' && /\.js$/.test(problem.url ?? '') && problem.text.endsWith('failed: csp'));
    for (const layout of layouts) {
      await page.goto(layout.home);
      // The Media menu too: the server fills it with the blog's categories and enables its button.
      const names = layout.dropdowns;
      for (const name of names) await expect(await panelOf(page, header(page).getByRole('button', { name, exact: true }))).toBeHidden();
      for (const name of names) {
        await test.step(`${layout.name}: ${name}`, async () => {
          const button = header(page).getByRole('button', { name, exact: true });
          const panel = await panelOf(page, button);
          await tabTo(page, button);
          await expect(panel).toBeVisible();
          await page.keyboard.press('Tab');
          await expect(panel.getByRole('link').first()).toBeFocused();
          await tabOutOf(page, button.locator('xpath=ancestor::li[1]'));
          await expect(panel).toBeHidden();
        });
      }
    }
  });

  test('the Media menu opens on hover and on focus, and its links are reached with Tab (1280 px)', async ({ page, pageProblems }) => {
    pageProblems.expect((problem) => problem.kind === 'requestfailed' && /\.js$/.test(problem.url ?? '') && problem.text.endsWith('failed: csp'));
    await page.goto('/');
    const button = header(page).getByRole('button', { name: 'Media', exact: true });
    const panel = await panelOf(page, button);
    await expect(button).toBeEnabled();
    await expect(panel).toBeHidden();
    await button.hover();
    await expect(panel).toBeVisible();
    const links = panel.getByRole('link');
    // The seeded blog's three categories and "All posts".
    await expect(links).toHaveCount(4);
    await page.mouse.move(5, 700);
    await expect(panel).toBeHidden();
    // A click focuses the button, which shows the menu as focus does.
    await button.click();
    await expect(panel).toBeVisible();
    await page.mouse.move(5, 700);
    await expect(panel).toBeVisible();
    for (let index = 0; index < 4; index += 1) {
      await page.keyboard.press('Tab');
      await expect(links.nth(index)).toBeFocused();
    }
    await page.keyboard.press('Tab');
    await expect(panel).toBeHidden();
  });
});

test.describe('with JavaScript, a desktop menu closes when focus leaves it (1280 px)', () => {
  for (const layout of layouts) {
    test(`${layout.name}: Tab past the last link, or Shift+Tab back past the entry, closes it`, async ({ page }) => {
      await openPage(page, layout.home);
      for (const name of layout.dropdowns) {
        await test.step(name, async () => {
          const button = header(page).getByRole('button', { name, exact: true });
          const panel = await panelOf(page, button);
          const menu = button.locator('xpath=ancestor::li[1]');
          // Opened with the mouse, left with the keyboard.
          await button.click();
          await expect(panel).toBeVisible();
          await tabOutOf(page, menu);
          await expect(panel).toBeHidden();
          await expect(button).toHaveAttribute('aria-expanded', 'false');

          await button.focus();
          await page.keyboard.press('Enter');
          await expect(panel).toBeVisible();
          for (let press = 0; press < 3 && (await menu.evaluate((element) => element.contains(document.activeElement))); press += 1) {
            await page.keyboard.press('Shift+Tab');
          }
          expect(await menu.evaluate((element) => element.contains(document.activeElement)), 'focus left the menu').toBe(false);
          await expect(panel).toBeHidden();
        });
      }
    });
  }
});

test.describe('the open small-screen menu (375 px)', () => {
  test('is opaque and holds the page still under it', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await openPage(page, '/about');
    await page.mouse.wheel(0, 600);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    const scrolledTo = await page.evaluate(() => window.scrollY);
    // A tap where the button is (Playwright's click would first scroll the sticky button "into view").
    const toggleBox = await menuToggle(page).boundingBox();
    const tapToggle = () => page.mouse.click((toggleBox?.x ?? 0) + (toggleBox?.width ?? 0) / 2, (toggleBox?.y ?? 0) + (toggleBox?.height ?? 0) / 2);
    await tapToggle();
    const panel = await panelOf(page, menuToggle(page));
    await expect(panel).toBeVisible();
    expect(await panel.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe('rgb(255, 255, 255)');
    // The wheel over the page below the menu does not move the page.
    await page.mouse.move(180, 780);
    await page.mouse.wheel(0, 400);
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolledTo);
    // The header bar above the menu is opaque too.
    expect(await header(page).evaluate((element) => getComputedStyle(element).backgroundColor)).toBe('rgb(255, 255, 255)');
    await tapToggle();
    await expect(panel).toBeHidden();
    await page.mouse.wheel(0, 400);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolledTo);
  });
});
