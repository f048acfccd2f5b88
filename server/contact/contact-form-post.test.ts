// @vitest-environment node
import type { FastifyInstance } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { goodMessage, setUpContactTestServer, storedMessages } from '../testing/contact-test-server';
import type { ContactForwarder } from './contact-forwarder';

/**
 * The contact form posted by a browser without JavaScript: form-encoded, answered with a 303 back to
 * the form's page (decision 008), with the same checks, honeypot, rate limit and durable write as JSON.
 */

const { newDataDir, startApp } = setUpContactTestServer('contact-form-post-');

function postForm(app: FastifyInstance, fields: Record<string, string> | string, headers: Record<string, string> = {}, remoteAddress = '127.0.0.1') {
  return app.inject({
    method: 'POST',
    url: '/api/contact',
    payload: typeof fields === 'string' ? fields : new URLSearchParams(fields).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    remoteAddress,
  });
}

/** What the browser posts: the five fields, the empty honeypot and the page the form is on. */
const formFields = { ...goodMessage, website: '', return: '/contact' };

describe('POST /api/contact, form-encoded', () => {
  it('stores the message and sends the browser back to the form with ?contact=sent and the success notice', async () => {
    const dataDir = newDataDir();
    const app = await startApp({ dataDir });
    const response = await postForm(app, formFields);
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/contact?contact=sent#contact-sent');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(storedMessages(dataDir)).toEqual([expect.objectContaining({ ...goodMessage, id: 1, spam: false, forwardStatus: 'not-configured' })]);
  });

  it('goes back to the page named in `return`, without its query or fragment', async () => {
    const app = await startApp();
    for (const [returnPath, page] of [
      ['/advisory/contact', '/advisory/contact'],
      ['/advisory/contact/', '/advisory/contact/'],
      ['/contact?contact=invalid#contact-failed', '/contact'],
    ]) {
      const response = await postForm(app, { ...formFields, return: returnPath ?? '' });
      expect(response.headers.location, returnPath).toBe(`${page}?contact=sent#contact-sent`);
    }
  });

  it('stores any Unicode as typed, and accepts a charset in the content type', async () => {
    const dataDir = newDataDir();
    const app = await startApp({ dataDir });
    const unicode = {
      name: 'Kwame Nkrumah-Ṅ 😀',
      email: 'ÿvonne@exämple.com',
      phone: '+233 (0) 20-000-0000',
      subject: 'Ça va? 你好 & 1+1=2',
      message: 'Line one\r\nLine two <b>x</b>',
    };
    const response = await postForm(app, { ...formFields, ...unicode }, { 'content-type': 'application/x-www-form-urlencoded; charset=UTF-8' });
    expect(response.headers.location).toBe('/contact?contact=sent#contact-sent');
    expect(storedMessages(dataDir)).toEqual([expect.objectContaining(unicode)]);
  });

  it("sends an invalid message back with ?contact=invalid, stores nothing and keeps the visitor's words out of the address", async () => {
    const dataDir = newDataDir();
    const app = await startApp({ dataDir });
    const response = await postForm(app, { ...formFields, email: 'ama.mensah', phone: 'call me' });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/contact?contact=invalid#contact-failed');
    expect(storedMessages(dataDir)).toEqual([]);
  });

  it.each([
    ['an empty body', ''],
    ['a field sent twice', `${new URLSearchParams(formFields).toString()}&name=Other`],
  ])('treats %s as invalid', async (_label, body) => {
    const dataDir = newDataDir();
    const app = await startApp({ dataDir });
    const response = await postForm(app, body);
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/contact?contact=invalid#contact-failed');
    expect(storedMessages(dataDir)).toEqual([]);
  });

  it.each([
    '//evil.example',
    'https://evil.example',
    'http://evil.example/contact',
    '/\\evil.example',
    '\\\\evil.example',
    '/\t/evil.example',
    '/.//evil.example',
    '/..//evil.example/',
    'javascript:alert(1)',
    'contact',
    '',
  ])('never redirects off the site: return=%j goes to /contact', async (returnPath) => {
    const app = await startApp();
    const response = await postForm(app, { ...formFields, return: returnPath });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/contact?contact=sent#contact-sent');
  });

  it('without a `return` field, goes back to the Referer when it is a page of this site, else to /contact', async () => {
    const app = await startApp();
    const { return: _returnPath, ...withoutReturn } = formFields;
    const cases: [string | undefined, string][] = [
      ['http://localhost/advisory/contact?x=1#top', '/advisory/contact'],
      ['https://evil.example/advisory/contact', '/contact'],
      ['http://localhost.evil.example/advisory/contact', '/contact'],
      ['not an address', '/contact'],
      [undefined, '/contact'],
    ];
    for (const [referer, page] of cases) {
      const response = await postForm(app, withoutReturn, referer === undefined ? {} : { referer });
      expect(response.headers.location, referer).toBe(`${page}?contact=sent#contact-sent`);
    }
  });

  it('answers a filled honeypot like a sent message, stores it flagged as spam and never forwards it', async () => {
    const dataDir = newDataDir();
    const forwarder = vi.fn<ContactForwarder>(() => Promise.resolve());
    const app = await startApp({ dataDir, contactForwarder: forwarder });
    const response = await postForm(app, { ...formFields, website: 'http://spam.example' });
    expect(response.headers.location).toBe('/contact?contact=sent#contact-sent');
    await app.close();
    expect(forwarder).not.toHaveBeenCalled();
    expect(storedMessages(dataDir)).toEqual([expect.objectContaining({ ...goodMessage, spam: true, forwardStatus: 'skipped' })]);
  });

  it('drops an invalid message with a filled honeypot, still sending the bot to ?contact=sent', async () => {
    const dataDir = newDataDir();
    const app = await startApp({ dataDir });
    const response = await postForm(app, { name: 'bot', website: 'x', return: '/contact' });
    expect(response.headers.location).toBe('/contact?contact=sent#contact-sent');
    expect(storedMessages(dataDir)).toEqual([]);
  });

  it('sends a visitor over the limit of accepted messages back to the form with ?contact=failed', async () => {
    const dataDir = newDataDir();
    const app = await startApp({ dataDir, contactRateLimit: 2 });
    const fields = { ...formFields, return: '/advisory/contact' };
    for (let count = 0; count < 2; count += 1) expect((await postForm(app, fields)).statusCode).toBe(303);
    const limited = await postForm(app, fields);
    expect(limited.statusCode).toBe(303);
    expect(limited.headers.location).toBe('/advisory/contact?contact=failed#contact-failed');
    expect(limited.headers['retry-after']).toBeDefined();
    expect(storedMessages(dataDir)).toHaveLength(2);
  });

  it('sends a body over 64 KB back with ?contact=failed, and stores nothing', async () => {
    const dataDir = newDataDir();
    const app = await startApp({ dataDir });
    const response = await postForm(app, { ...formFields, message: 'x'.repeat(65 * 1024) });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/contact?contact=failed#contact-failed');
    expect(storedMessages(dataDir)).toEqual([]);
  });

  it('leaves JSON callers with JSON: the `return` field changes nothing for them', async () => {
    const app = await startApp();
    const response = await app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: JSON.stringify({ ...goodMessage, return: '/advisory/contact' }),
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true });
  });
});
