import type { Locator, Page } from '@playwright/test';
import { contactMessages } from '../../src/messages';
import { expectNoAxeViolations } from './support/axe';
import { openPage, stillFrame, waitForIsland } from './support/page-helpers';
import { expect, test } from './support/site-test';
import { storedMessages, validMessage } from './support/stored-messages';

/**
 * Both contact forms (/contact and /advisory/contact): the browser's own required and format checks
 * (nothing is sent while a field is missing or the e-mail is malformed), a message that reaches the
 * database (read back with `npm run messages`), and the spec's failure and network-error texts.
 */

// The spec's texts (§2, §8), from the site's messages module rather than repeated here.
const { sent, failed, error: networkError, labels } = contactMessages;

function formOf(page: Page) {
  const form = page.locator('main form');
  return {
    form,
    name: form.getByLabel(labels.name),
    email: form.getByLabel(labels.email),
    phone: form.getByLabel(labels.phone),
    subject: form.getByLabel(labels.subject),
    message: form.getByLabel(labels.message, { exact: true }),
    send: form.getByRole('button', { name: contactMessages.send }),
    status: form.getByRole('status'),
  };
}

type ContactForm = ReturnType<typeof formOf>;
type FieldName = 'name' | 'email' | 'phone' | 'subject' | 'message';
const fieldNames: FieldName[] = ['name', 'email', 'phone', 'subject', 'message'];

async function fill(form: ContactForm, values: Partial<Record<FieldName, string>>) {
  for (const field of fieldNames) await form[field].fill(values[field] ?? '');
}

const validity = (field: Locator) =>
  field.evaluate((element: HTMLInputElement | HTMLTextAreaElement) => ({
    valid: element.validity.valid,
    valueMissing: element.validity.valueMissing,
    typeMismatch: element.validity.typeMismatch,
    patternMismatch: element.validity.patternMismatch,
  }));

for (const address of ['/contact', '/advisory/contact']) {
  test.describe(`the contact form on ${address}`, () => {
    test('the browser refuses to send it with a field missing or a malformed e-mail address', async ({ page }) => {
      const contactCalls: string[] = [];
      page.on('request', (request) => {
        if (request.url().endsWith('/api/contact')) contactCalls.push(request.method());
      });
      await openPage(page, address);
      await waitForIsland(page, 'contact-form');
      const form = formOf(page);

      await expect(form.email).toHaveAttribute('type', 'email');
      await expect(form.phone).toHaveAttribute('type', 'tel');
      for (const field of fieldNames) await expect(form[field]).toHaveAttribute('required', '');

      await form.send.click();
      expect(await validity(form.name)).toMatchObject({ valid: false, valueMissing: true });
      await expect(form.name).toBeFocused();

      for (const missing of fieldNames) {
        await test.step(`${missing} left empty`, async () => {
          const values = validMessage('missing');
          await fill(form, { ...values, [missing]: '' });
          await form.send.click();
          expect(await validity(form[missing])).toMatchObject({ valid: false, valueMissing: true });
          await expect(form[missing]).toBeFocused();
        });
      }

      await test.step('e-mail address without a domain', async () => {
        await fill(form, { ...validMessage('format'), email: 'ama.mensah' });
        await form.send.click();
        expect(await validity(form.email)).toMatchObject({ valid: false, typeMismatch: true });
        await expect(form.email).toBeFocused();
      });

      await test.step('letters for a telephone number, which the server would refuse', async () => {
        await fill(form, { ...validMessage('format'), phone: 'abc' });
        await form.send.click();
        expect(await validity(form.phone)).toMatchObject({ valid: false, patternMismatch: true });
        await expect(form.phone).toBeFocused();
      });

      expect(contactCalls, 'calls to /api/contact').toEqual([]);
      await expect(form.status).toHaveText('');
    });

    test('a valid message is stored, announced and the fields cleared', async ({ page }) => {
      await openPage(page, address);
      await waitForIsland(page, 'contact-form');
      const form = formOf(page);
      const values = validMessage(address);
      await fill(form, values);
      const answer = page.waitForResponse((response) => response.url().endsWith('/api/contact'));
      await form.send.click();
      expect((await answer).status()).toBe(200);

      await expect(form.status).toHaveText(sent);
      for (const field of fieldNames) await expect(form[field]).toHaveValue('');
      await stillFrame(page);
      await expectNoAxeViolations(page, `${address} after sending`);

      const stored = (await storedMessages()).find((message) => message.subject === values.subject);
      expect(stored, 'the message is in the database').toMatchObject({ ...values, spam: false });
    });

    test('a refusal from the server shows the failure text and keeps what was typed', async ({ page }) => {
      await page.route('**/api/contact', (route) => route.fulfill({ json: { success: false } }));
      await openPage(page, address);
      await waitForIsland(page, 'contact-form');
      const form = formOf(page);
      const values = validMessage('refused');
      await fill(form, values);
      await form.send.click();
      await expect(form.status).toHaveText(failed);
      await expect(form.subject).toHaveValue(values.subject);
      await stillFrame(page);
      await expectNoAxeViolations(page, `${address} after a refusal`);
    });

    test('fields the browser accepts but the server refuses are named after the failure text, and marked', async ({ page, pageProblems }) => {
      // The server's 400 (and Chromium's console line about it) is what this test provokes.
      pageProblems.expect((problem) => problem.url?.endsWith('/api/contact') === true || /status of 400/.test(problem.text));
      await openPage(page, address);
      await waitForIsland(page, 'contact-form');
      const form = formOf(page);
      // Both pass the browser's checks: a subject of spaces is not empty, and `kofi@localhost` is an e-mail address to it.
      await fill(form, { ...validMessage('server-refused'), subject: '   ', email: 'kofi@localhost' });
      const answer = page.waitForResponse((response) => response.url().endsWith('/api/contact'));
      await form.send.click();
      const response = await answer;
      expect(response.status()).toBe(400);
      const { errors } = (await response.json()) as { errors: Record<string, string> };
      expect(Object.keys(errors).sort()).toEqual(['email', 'subject']);

      // The spec's text first, word for word, then the server's message for each refused field.
      await expect(form.status).toHaveText(`${failed} ${errors.email}. ${errors.subject}.`);
      for (const field of ['email', 'subject'] as const) {
        await expect(form[field]).toHaveAttribute('aria-invalid', 'true');
        await expect(form[field]).toHaveAccessibleDescription(errors[field] ?? '');
      }
      for (const field of ['name', 'phone', 'message'] as const) await expect(form[field]).not.toHaveAttribute('aria-invalid', 'true');
      await stillFrame(page);
      await expectNoAxeViolations(page, `${address} after the server refused two fields`);

      // Correcting a field takes its mark away; the next answer replaces the rest.
      await form.email.fill('kofi@example.com');
      await expect(form.email).not.toHaveAttribute('aria-invalid', 'true');
      await expect(form.subject).toHaveAttribute('aria-invalid', 'true');
    });

    test('a network failure shows the error text and keeps what was typed', async ({ page, pageProblems }) => {
      await page.route('**/api/contact', (route) => route.abort('internetdisconnected'));
      // The aborted call (and Chromium's console line about it) is what this test provokes.
      pageProblems.expect((problem) => problem.url?.endsWith('/api/contact') === true);
      await openPage(page, address);
      await waitForIsland(page, 'contact-form');
      const form = formOf(page);
      const values = validMessage('offline');
      await fill(form, values);
      await form.send.click();
      await expect(form.status).toHaveText(networkError);
      await expect(form.message).toHaveValue(values.message);
      await expect(form.send).toBeEnabled();
    });
  });
}

test('the page a post without JavaScript comes back to hydrates with its notice, which gives way to the next answer', async ({ page }) => {
  // Also what a visitor sees who sends the form before the page's script has loaded.
  await openPage(page, '/contact?contact=sent#contact-sent');
  await waitForIsland(page, 'contact-form');
  const form = formOf(page);
  await expect(form.form.getByText(sent)).toBeVisible();
  await expect(form.status).toHaveText('');

  await page.route('**/api/contact', (route) => route.fulfill({ json: { success: false } }));
  await fill(form, validMessage('after a post without JavaScript'));
  await form.send.click();
  await expect(form.status).toHaveText(failed);
  await expect(form.form.getByText(sent)).toBeHidden();
});
