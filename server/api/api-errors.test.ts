// @vitest-environment node
import { Writable } from 'node:stream';
import { fastify } from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerApiErrorHandler, registerApiNotFound } from './api-errors';

describe('registerApiErrorHandler', () => {
  it('answers an unexpected failure with a JSON 500 that keeps the details on the server, and logs them', async () => {
    const logLines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        logLines.push(chunk.toString());
        done();
      },
    });
    const app = fastify({ logger: { level: 'error', stream } });
    await app.register(async (api) => {
      registerApiErrorHandler(api);
      api.get('/api/broken', () => {
        throw new Error('SQLITE_CORRUPT: database disk image is malformed at /srv/data/site.db');
      });
    });
    registerApiNotFound(app);
    const response = await app.inject('/api/broken');
    await app.close();
    expect(response.statusCode).toBe(500);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.json()).toEqual({ success: false, message: 'Something went wrong on the server. Please try again later.' });
    expect(response.body).not.toContain('SQLITE');
    expect(logLines.join('')).toContain('SQLITE_CORRUPT');
  });

  it('keeps the message of a client error that carries its own status', async () => {
    const app = fastify();
    await app.register(async (api) => {
      registerApiErrorHandler(api);
      api.get('/api/teapot', () => {
        throw Object.assign(new Error('No coffee here.'), { statusCode: 418 });
      });
    });
    const response = await app.inject('/api/teapot');
    await app.close();
    expect(response.statusCode).toBe(418);
    expect(response.json()).toEqual({ success: false, message: 'No coffee here.' });
  });
});
