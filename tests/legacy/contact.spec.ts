import type { Page } from '@playwright/test';
import { contactMessages } from '../../src/messages';
import { expect, isApiCall, isCallTo, openPage, type Switch, test } from './support/legacy-test';

/**
 * Both contact forms of the legacy build against the stand-in's contact script: `{success: true}`,
 * `{success: false}`, an answer that is not JSON, no network, and the 30000 ms time-out, each with
 * the spec's text (§8). Only against the stand-in (@stand-in): a real backend would get the messages.
 */

const { sent, failed, error: networkError, labels } = contactMessages;
const fieldNames = ['name', 'email', 'phone', 'subject', 'message'] as const;

const message = {
  name: 'Ama Mensah',
  email: 'ama.mensah@example.com',
  phone: '+233 20 000 0000',
  subject: 'A question about audits',
  message: 'Hello from the legacy suite.',
};

async function openForm(page: Page, address: string) {
  await openPage(page, address);
  const island = page.locator('[data-island="contact-form"]');
  await island.scrollIntoViewIfNeeded();
  await expect(island).toHaveAttribute('data-island-state', 'mounted');
  const form = page.locator('main form');
  const fields = {
    name: form.getByLabel(labels.name),
    email: form.getByLabel(labels.email),
    phone: form.getByLabel(labels.phone),
    subject: form.getByLabel(labels.subject),
    message: form.getByLabel(labels.message, { exact: true }),
  };
  for (const field of fieldNames) await fields[field].fill(message[field]);
  return { fields, send: form.getByRole('button', { name: contactMessages.send }), status: form.getByRole('status') };
}

for (const address of ['/contact', '/advisory/contact']) {
  test(`the form on ${address} sends the five fields as JSON and says the message was sent @stand-in`, async ({ page }) => {
    const form = await openForm(page, address);
    const call = page.waitForRequest((request) => isApiCall(request) && isCallTo('contact')(request.url()));
    await form.send.click();
    const request = await call;
    expect(request.method()).toBe('POST');
    expect(await request.headerValue('content-type')).toBe('application/json');
    expect(request.postDataJSON()).toMatchObject(message);
    expect((await request.response())?.status()).toBe(200);
    await expect(form.status).toHaveText(sent);
    for (const field of fieldNames) await expect(form.fields[field]).toHaveValue('');
  });
}

const answers: Array<[string, Switch, string]> = [
  ['{success: false}', 'contact:false', failed],
  ['a 503 with {success: false}', 'contact:status', failed],
  ['a 500 PHP error page (not JSON)', 'contact:500', networkError],
  ['JSON cut short', 'contact:malformed', networkError],
];

for (const [situation, standInSwitch, text] of answers) {
  test(`an answer of ${situation} shows "${text}" and keeps what was typed @stand-in`, async ({ page, standIn }) => {
    await standIn(standInSwitch);
    const form = await openForm(page, '/contact');
    await form.send.click();
    await expect(form.status).toHaveText(text);
    await expect(form.fields.subject).toHaveValue(message.subject);
  });
}

test('no network shows the error text @stand-in', async ({ page }) => {
  await page.route(isCallTo('contact'), (route) => route.abort('internetdisconnected'));
  const form = await openForm(page, '/advisory/contact');
  await form.send.click();
  await expect(form.status).toHaveText(networkError);
  await expect(form.fields.message).toHaveValue(message.message);
});

test('the contact call gives up after 30000 ms with the error text @stand-in', async ({ page, standIn }) => {
  const form = await openForm(page, '/contact');
  await page.clock.install({ time: new Date('2026-01-01T00:00:00Z') });
  await page.clock.pauseAt(new Date('2026-01-01T00:00:01Z'));
  await standIn('contact:hang');
  const asked = page.waitForRequest((request) => isApiCall(request) && isCallTo('contact')(request.url()));
  await form.send.click();
  const call = await asked;
  await page.clock.runFor(29_999);
  await page.waitForTimeout(300);
  expect(call.failure()).toBeNull();
  await expect(form.status).toHaveText('');
  await page.clock.runFor(1);
  await expect(form.status).toHaveText(networkError);
});
