// @vitest-environment node
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { goodMessage, setUpContactTestServer, storedMessages } from '../testing/contact-test-server';
import { closedPort, startFakeSmtpServer } from '../testing/fake-smtp-server';
import { type ContactForwarder, createSmtpForwarder } from './contact-forwarder';
import type { StoredContactMessage } from './contact-store';

const { newDataDir, startApp } = setUpContactTestServer('contact-api-');

function post(app: FastifyInstance, payload: unknown, headers: Record<string, string> = {}, remoteAddress = '127.0.0.1') {
  return app.inject({
    method: 'POST',
    url: '/api/contact',
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
    headers: { 'content-type': 'application/json', ...headers },
    remoteAddress,
  });
}

describe('POST /api/contact', () => {
  it('stores a valid message and answers {success: true}', async () => {
    const dataDir = newDataDir();
    const app = await startApp({ dataDir });
    const response = await post(app, goodMessage);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true });
    expect(response.headers['cache-control']).toBe('no-store');
    expect(storedMessages(dataDir)).toEqual([
      {
        ...goodMessage,
        id: 1,
        receivedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
        spam: false,
        forwardStatus: 'not-configured',
        forwardError: null,
        forwardedAt: null,
      },
    ]);
  });

  it('stores any Unicode exactly as sent, surrounding spaces and markup included', async () => {
    const dataDir = newDataDir();
    const app = await startApp({ dataDir });
    const unicode = {
      name: '  Kwame Nkrumah-Ṅ 😀 ',
      email: 'ÿvonne@exämple.com',
      phone: '+233 (0) 20-000-0000',
      subject: 'مرحبا — 你好 — Ça va? 👩🏾‍💻',
      message: 'Line one\r\nLine two\n\t<script>alert("x")</script> & "quotes" \u0301\u200d',
    };
    expect((await post(app, unicode)).json()).toEqual({ success: true });
    const [stored] = storedMessages(dataDir);
    expect({ name: stored?.name, email: stored?.email, phone: stored?.phone, subject: stored?.subject, message: stored?.message }).toEqual(unicode);
  });

  it('names each bad field in `errors`', async () => {
    const app = await startApp();
    const response = await post(app, { name: '', email: 'not-an-email', phone: 'call me', subject: '   ' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      message: 'Some fields need attention.',
      errors: {
        name: 'Your Name is required',
        email: 'Your Email must be an e-mail address like name@example.com',
        phone: 'Your Phone must be a telephone number (digits, spaces, + ( ) - .)',
        subject: 'Subject is required',
        message: 'Message is required',
      },
    });
  });

  it('names a field that is too long, and one that is not text', async () => {
    const app = await startApp();
    const response = await post(app, { ...goodMessage, name: 'n'.repeat(201), message: 42 });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ name: 'Your Name must be at most 200 characters', message: 'Message must be text, not a number' });
  });

  it.each([
    ['a number', 5, 'Your Name must be text, not a number'],
    ['true', true, 'Your Name must be text, not true'],
    ['a list', ['Ama'], 'Your Name must be text, not a list'],
    ['an object', { toString: 'Ama' }, 'Your Name must be text, not an object'],
    ['null', null, 'Your Name is required'],
  ])('answers a field holding %s with 400 naming the field, and stores nothing', async (_label, name, message) => {
    const dataDir = newDataDir();
    const app = await startApp({ dataDir });
    const response = await post(app, { ...goodMessage, name });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, message: 'Some fields need attention.', errors: { name: message } });
    expect(storedMessages(dataDir)).toEqual([]);
  });

  it('answers deeply nested JSON with a 4xx, never a 500: 100,000 levels are over the size limit, 30,000 are a field that is not text', async () => {
    const app = await startApp();
    const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
    const huge = await post(app, `{"name":${nested(100_000)}}`);
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toEqual({ success: false, message: 'The request body is too large.' });
    const deepList = await post(app, JSON.stringify({ ...goodMessage, name: 'x' }).replace('"x"', nested(30_000)));
    expect(deepList.statusCode).toBe(400);
    expect(deepList.json().errors).toEqual({ name: 'Your Name must be text, not a list' });
    const deepObject = await post(app, JSON.stringify({ ...goodMessage, message: 'x' }).replace('"x"', `${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)}`));
    expect(deepObject.statusCode).toBe(400);
    expect(deepObject.json().errors).toEqual({ message: 'Message must be text, not an object' });
    const deepBody = await post(app, nested(30_000));
    expect(deepBody.statusCode).toBe(400);
    expect(deepBody.json()).toEqual({ success: false, message: 'Send a JSON object with name, email, phone, subject and message.' });
  });

  it('ignores a field the form does not have, whatever its name or value ("type": "toString")', async () => {
    const dataDir = newDataDir();
    const app = await startApp({ dataDir });
    expect((await post(app, { ...goodMessage, type: 'toString', toString: 'x', valueOf: 1 })).json()).toEqual({ success: true });
    expect(storedMessages(dataDir)).toEqual([expect.objectContaining(goodMessage)]);
  });

  it('accepts a field at its limit', async () => {
    const app = await startApp();
    expect((await post(app, { ...goodMessage, message: 'm'.repeat(10000) })).statusCode).toBe(200);
  });

  it.each([
    ['malformed JSON', '{"name": "Ama",', /^The body is not valid JSON: .*position 15/],
    ['only blanks', '  \n ', 'The body is empty; send a JSON object.'],
    ['an empty body', '', 'The body is empty; send a JSON object.'],
    ['a JSON array', '[1, 2]', 'Send a JSON object with name, email, phone, subject and message.'],
    ['a JSON string', '"hello"', 'Send a JSON object with name, email, phone, subject and message.'],
    ['JSON null', 'null', 'Send a JSON object with name, email, phone, subject and message.'],
  ])('answers %s with 400 and a message', async (_label, payload, message) => {
    const app = await startApp();
    const response = await post(app, payload);
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.json()).toEqual({ success: false, message: typeof message === 'string' ? message : expect.stringMatching(message) });
  });

  it.each([
    ['__proto__', '{"__proto__": {"admin": true}, "name": "x"}'],
    ['constructor.prototype', '{"constructor": {"prototype": {"admin": true}}, "name": "x"}'],
  ])('refuses a prototype-polluting body (%s), saying which key', async (_label, payload) => {
    const dataDir = newDataDir();
    const app = await startApp({ dataDir });
    const response = await post(app, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      message: 'The body has a "__proto__" or "constructor" key, which is refused: send only name, email, phone, subject and message.',
    });
    expect(storedMessages(dataDir)).toEqual([]);
  });

  it.each([
    ['text/plain', 'Send the message as JSON, with the header Content-Type: application/json.'],
    ['multipart/form-data; boundary=x', 'Send the body as JSON, with the header Content-Type: application/json.'],
  ])('answers a %s body with 415', async (contentType, message) => {
    const app = await startApp();
    const response = await post(app, 'name=Ama', { 'content-type': contentType });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ success: false, message });
  });

  it('answers a body over 64 KB with 413, and stores nothing', async () => {
    const dataDir = newDataDir();
    const app = await startApp({ dataDir });
    const response = await post(app, { ...goodMessage, message: 'x'.repeat(65 * 1024) });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ success: false, message: 'The request body is too large.' });
    expect(storedMessages(dataDir)).toEqual([]);
  });

  it('answers a filled honeypot with success, stores the message flagged as spam and never forwards it', async () => {
    const dataDir = newDataDir();
    const forwarder = vi.fn<ContactForwarder>(() => Promise.resolve());
    const app = await startApp({ dataDir, contactForwarder: forwarder });
    const response = await post(app, { ...goodMessage, website: 'http://spam.example' });
    expect(response.json()).toEqual({ success: true });
    await app.close();
    expect(forwarder).not.toHaveBeenCalled();
    expect(storedMessages(dataDir)).toEqual([expect.objectContaining({ ...goodMessage, spam: true, forwardStatus: 'skipped' })]);
  });

  it('drops an invalid message with a filled honeypot, still answering success', async () => {
    const dataDir = newDataDir();
    const app = await startApp({ dataDir });
    const response = await post(app, { name: 'bot', website: 'x' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true });
    expect(storedMessages(dataDir)).toEqual([]);
  });

  it('treats an empty honeypot as a person', async () => {
    const dataDir = newDataDir();
    const app = await startApp({ dataDir });
    expect((await post(app, { ...goodMessage, website: '' })).json()).toEqual({ success: true });
    expect(storedMessages(dataDir)[0]?.spam).toBe(false);
  });
});

describe('rate limit', () => {
  it('allows CONTACT_RATE_LIMIT posts a minute per address, then answers 429 in JSON', async () => {
    const app = await startApp({ contactRateLimit: 3 });
    for (let count = 0; count < 3; count += 1) expect((await post(app, goodMessage)).statusCode).toBe(200);
    const limited = await post(app, goodMessage);
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(limited.headers['retry-after']).toBeDefined();
    expect(limited.json()).toEqual({
      success: false,
      message: 'Too many messages from your address: at most 3 a minute. Please try again in 1 minute.',
    });
    // Over the limit, any post waits; another address has its own allowance.
    expect((await post(app, {})).statusCode).toBe(429);
    expect((await post(app, goodMessage, {}, '10.0.0.2')).statusCode).toBe(200);
  });

  it('does not count invalid posts against the limit: five typos, then the corrected message is accepted', async () => {
    const dataDir = newDataDir();
    const app = await startApp({ dataDir, contactRateLimit: 5 });
    for (let count = 0; count < 5; count += 1) expect((await post(app, { ...goodMessage, email: `typo${count}` })).statusCode).toBe(400);
    expect((await post(app, goodMessage)).json()).toEqual({ success: true });
    expect(storedMessages(dataDir)).toHaveLength(1);
  });

  it('limits a flood of invalid posts too, by a larger allowance of 20 posts a minute', async () => {
    const app = await startApp({ contactRateLimit: 3 });
    for (let count = 0; count < 20; count += 1) expect((await post(app, {})).statusCode).toBe(400);
    const limited = await post(app, {});
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ success: false, message: 'Too many attempts from your address: at most 20 a minute. Please try again in 1 minute.' });
    expect((await post(app, goodMessage)).statusCode).toBe(429);
  });

  it('counts every form of the address as one: the query-string form shares the allowance, and other spellings are no endpoint', async () => {
    const dataDir = newDataDir();
    const app = await startApp({ dataDir, contactRateLimit: 3 });
    const postTo = (url: string) =>
      app.inject({ method: 'POST', url, payload: JSON.stringify({}), headers: { 'content-type': 'application/json' }, remoteAddress: '127.0.0.1' });
    for (let count = 0; count < 20; count += 1) expect((await postTo(count % 2 === 0 ? '/api/contact' : '/api/contact?x=1')).statusCode).toBe(400);
    for (const url of ['/api/contact', '/api/contact?x=1']) expect((await postTo(url)).statusCode, url).toBe(429);
    // Not the contact endpoint: a JSON 404, nothing stored, nothing counted towards anything.
    for (const url of ['/api/contact/', '/API/contact', '/api//contact']) expect((await postTo(url)).statusCode, url).toBe(404);
    expect(storedMessages(dataDir)).toHaveLength(0);
  });

  it('does not limit reads', async () => {
    const app = await startApp({ contactRateLimit: 1 });
    for (let count = 0; count < 5; count += 1) expect((await app.inject('/api/categories')).statusCode).toBe(200);
  });
});

describe('durability', () => {
  it('keeps messages across a restart on the same DATA_DIR, without importing the blog again', async () => {
    const dataDir = newDataDir();
    const first = await startApp({ dataDir });
    await post(first, goodMessage);
    await post(first, { ...goodMessage, name: 'Second' });
    await first.close();

    const second = await startApp({ dataDir });
    await post(second, { ...goodMessage, name: 'Third' });
    expect(storedMessages(dataDir).map((message) => [message.id, message.name])).toEqual([
      [1, 'Ama Mensah'],
      [2, 'Second'],
      [3, 'Third'],
    ]);
    expect((await second.inject('/api/blogs')).json()).toHaveLength(5);
  });

  it('has the message on disk when the reply is sent', async () => {
    const dataDir = newDataDir();
    const app = await startApp({ dataDir });
    await post(app, goodMessage);
    // Another connection, as another process would open it, sees the row at once.
    expect(storedMessages(dataDir)).toHaveLength(1);
  });
});

describe('forwarding', () => {
  it('records a forward that succeeded', async () => {
    const dataDir = newDataDir();
    const forwarded: StoredContactMessage[] = [];
    const app = await startApp({ dataDir, contactForwarder: async (message) => void forwarded.push(message) });
    await post(app, goodMessage);
    await vi.waitFor(() => expect(storedMessages(dataDir)[0]?.forwardStatus).toBe('sent'));
    expect(forwarded).toEqual([expect.objectContaining({ ...goodMessage, id: 1 })]);
    expect(storedMessages(dataDir)[0]?.forwardedAt).toMatch(/^\d{4}-/);
  });

  it('keeps the message, records the failure and logs it when the forward fails', async () => {
    const dataDir = newDataDir();
    const logLines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        logLines.push(chunk.toString());
        done();
      },
    });
    const app = await startApp({ dataDir, contactForwarder: () => Promise.reject(new Error('mail server said no')) }, { level: 'error', stream });
    const response = await post(app, goodMessage);
    expect(response.json()).toEqual({ success: true });
    await app.close();
    expect(storedMessages(dataDir)).toEqual([
      expect.objectContaining({ ...goodMessage, forwardStatus: 'failed', forwardError: 'mail server said no', forwardedAt: null }),
    ]);
    expect(logLines.join('')).toContain('Could not forward a contact message by e-mail');
  });

  it('sends a plain-text mail by SMTP, replying to the visitor, with a one-line subject', async () => {
    const smtp = await startFakeSmtpServer();
    try {
      const dataDir = newDataDir();
      const app = await startApp({
        dataDir,
        contactForwarder: createSmtpForwarder({ url: smtp.url, to: 'desk@gruppo.example', from: 'website@gruppo.example' }),
      });
      await post(app, { ...goodMessage, subject: 'Hello\r\nBcc: victim@example.com', message: 'Ça va? <b>bold</b>' });
      await vi.waitFor(() => expect(storedMessages(dataDir)[0]?.forwardStatus).toBe('sent'), { timeout: 5000 });
      expect(smtp.mails).toHaveLength(1);
      const mail = smtp.mails[0];
      expect(mail?.to).toEqual(['RCPT TO:<desk@gruppo.example>']);
      expect(mail?.data).toMatch(/^Reply-To: Ama Mensah <ama@example\.com>$/m);
      expect(mail?.data).toMatch(/^Subject: Website contact: Hello Bcc: victim@example\.com$/m);
      const headers = mail?.data.split('\r\n\r\n')[0] ?? '';
      expect(headers).not.toMatch(/^Bcc:/im);
      expect(mail?.data).toContain('Subject: Hello Bcc: victim@example.com\r\n\r\n');
      expect(mail?.data).toMatch(/^Content-Type: text\/plain/m);
    } finally {
      await smtp.close();
    }
  });

  it('records a failed SMTP forward when the mail server is unreachable', async () => {
    const port = await closedPort();
    const dataDir = newDataDir();
    const app = await startApp(
      { dataDir, contactForwarder: createSmtpForwarder({ url: `smtp://127.0.0.1:${port}`, to: 'a@example.com', from: 'b@example.com' }) },
      { level: 'silent' },
    );
    expect((await post(app, goodMessage)).json()).toEqual({ success: true });
    await app.close();
    expect(storedMessages(dataDir)[0]).toMatchObject({ forwardStatus: 'failed', forwardError: expect.stringMatching(/ECONNREFUSED|connect/i) });
  });
});
