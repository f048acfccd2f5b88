// @vitest-environment node
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { goodMessage, setUpContactTestServer, storedMessages } from '../testing/contact-test-server';

/**
 * Text a visitor sends is stored exactly or refused, never changed: bytes that are not UTF-8, lone
 * surrogates and other charsets used to be stored as U+FFFD while the reply said success.
 */

const { newDataDir, startApp } = setUpContactTestServer('contact-text-');

function postBytes(app: FastifyInstance, payload: Buffer, contentType: string) {
  return app.inject({ method: 'POST', url: '/api/contact', payload, headers: { 'content-type': contentType }, remoteAddress: '127.0.0.1' });
}

const json = (text: string) => Buffer.from(text, 'utf8');
const badByte = Buffer.from([0xe9]);

describe('POST /api/contact refuses text it would have to change', () => {
  it('answers JSON with bytes that are not UTF-8 with 400 naming the field, and stores nothing', async () => {
    const dataDir = newDataDir();
    const app = await startApp({ dataDir });
    // "Caf" then the Latin-1 byte of "é": what a client sending Latin-1 as JSON produces.
    const payload = Buffer.concat([
      json('{"name":"Ama","email":"ama@example.com","phone":"+233 20 000 0000","message":"Hi","subject":"Caf'),
      badByte,
      json('"}'),
    ]);
    const response = await postBytes(app, payload, 'application/json');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      message: 'Some fields need attention.',
      errors: { subject: 'Subject contains characters that are not valid text; please type it again' },
    });
    expect(storedMessages(dataDir)).toEqual([]);
  });

  it('answers a form whose field percent-decodes to bytes that are not UTF-8 with ?contact=invalid, and stores nothing', async () => {
    const dataDir = newDataDir();
    const app = await startApp({ dataDir });
    const fields = new URLSearchParams({ ...goodMessage, website: '', return: '/contact' }).toString().replace(/message=[^&]*/, 'message=Caf%E9');
    const response = await postBytes(app, json(fields), 'application/x-www-form-urlencoded');
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/contact?contact=invalid#contact-failed');
    expect(storedMessages(dataDir)).toEqual([]);
  });

  it('still stores a form with percent-encoded UTF-8 exactly', async () => {
    const dataDir = newDataDir();
    const app = await startApp({ dataDir });
    const fields = new URLSearchParams({ ...goodMessage, message: 'Café 😀 a+b', website: '', return: '/contact' }).toString();
    expect((await postBytes(app, json(fields), 'application/x-www-form-urlencoded')).headers.location).toBe('/contact?contact=sent#contact-sent');
    expect(storedMessages(dataDir)[0]?.message).toBe('Café 😀 a+b');
  });

  it.each(['application/json; charset=latin1', 'application/json; charset=ISO-8859-1', 'application/json;charset="windows-1252"'])(
    'answers %s with 415',
    async (contentType) => {
      const dataDir = newDataDir();
      const app = await startApp({ dataDir });
      const response = await postBytes(app, json(JSON.stringify(goodMessage)), contentType);
      expect(response.statusCode).toBe(415);
      expect(response.json()).toEqual({
        success: false,
        message: `Send the message as UTF-8 (charset=utf-8), not ${/charset="?([^"]+)/.exec(contentType)?.[1]?.toLowerCase()}.`,
      });
      expect(storedMessages(dataDir)).toEqual([]);
    },
  );

  it('accepts charset=utf-8, however it is written', async () => {
    const app = await startApp();
    for (const contentType of ['application/json; charset=utf-8', 'application/json; charset=UTF-8', 'application/json;charset="utf8"']) {
      expect((await postBytes(app, json(JSON.stringify(goodMessage)), contentType)).statusCode, contentType).toBe(200);
    }
  });

  it('answers a lone surrogate (a JSON \\ud800 escape) with 400 naming the field', async () => {
    const dataDir = newDataDir();
    const app = await startApp({ dataDir });
    const payload = JSON.stringify({ ...goodMessage, name: 'Ama X' }).replace('Ama X', 'Ama \\ud800');
    const response = await postBytes(app, json(payload), 'application/json');
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ name: 'Your Name contains characters that are not valid text; please type it again' });
    expect(storedMessages(dataDir)).toEqual([]);
  });

  it.each([
    ['spaces and a tab', '  \t '],
    ['no-break and ideographic spaces', '\u00a0\u3000'],
    ['zero-width characters', '\u200b\u200c\u200d\u2060\ufeff'],
  ])('counts a field of only %s as empty', async (_what, blank) => {
    const app = await startApp();
    const response = await postBytes(app, json(JSON.stringify({ ...goodMessage, name: blank, message: blank })), 'application/json');
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ name: 'Your Name is required', message: 'Message is required' });
  });
});
