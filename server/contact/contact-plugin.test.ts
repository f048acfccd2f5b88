// @vitest-environment node
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { type FastifyInstance, fastify } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSiteApi, type SiteApi } from '../api/site-api';
import { goodMessage, storedMessages } from '../testing/contact-test-server';
import { makeTempDir, writeTestBlog } from '../testing/test-site';
import type { ContactForwarder } from './contact-forwarder';
import { contactPlugin } from './contact-plugin';

// The plugin alone on a bare Fastify; contact-api.test.ts and contact-form-post.test.ts have the whole API.

let rootDir: string;

beforeAll(async () => {
  rootDir = await makeTempDir('contact-plugin-');
  await writeTestBlog(path.join(rootDir, 'blog'));
});

afterAll(async () => {
  await rm(rootDir, { recursive: true, force: true });
});

let serverCount = 0;

async function serverWith(contactForwarder?: ContactForwarder, contactRateLimit = 5): Promise<{ app: FastifyInstance; api: SiteApi; dataDir: string }> {
  serverCount += 1;
  const dataDir = path.join(rootDir, `data-${serverCount}`);
  const api = await openSiteApi({ dataDir, blogDir: path.join(rootDir, 'blog'), contactForwarder, contactRateLimit });
  const app = fastify();
  await app.register(contactPlugin, { api });
  return { app, api, dataDir };
}

describe('the contact plugin', () => {
  it('stores a message posted as JSON, and answers in the API shape', async () => {
    const { app, api, dataDir } = await serverWith();
    const response = await app.inject({ method: 'POST', url: '/api/contact', payload: goodMessage });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true });
    const invalid = await app.inject({ method: 'POST', url: '/api/contact', payload: '{', headers: { 'content-type': 'application/json' } });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toMatchObject({ success: false });
    await app.close();
    await api.db.close();
    expect(storedMessages(dataDir).map((message) => message.email)).toEqual([goodMessage.email]);
  });

  it('reads the form posted without JavaScript and sends the browser back to the page', async () => {
    const { app, api } = await serverWith();
    const response = await app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { 'content-type': 'application/x-www-form-urlencoded', referer: 'http://localhost/contact' },
      payload: new URLSearchParams(goodMessage).toString(),
    });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toContain('contact=sent');
    await app.close();
    await api.db.close();
  });

  it('accepts as many messages per address and minute as the API options say', async () => {
    const { app, api } = await serverWith(undefined, 1);
    expect((await app.inject({ method: 'POST', url: '/api/contact', payload: goodMessage })).statusCode).toBe(200);
    const second = await app.inject({ method: 'POST', url: '/api/contact', payload: goodMessage });
    expect(second.statusCode).toBe(429);
    expect(second.headers['retry-after']).toBeDefined();
    await app.close();
    await api.db.close();
  });

  it('waits, when the server closes, for the messages still being forwarded', async () => {
    let forwarded = 0;
    const slowForwarder: ContactForwarder = async () => {
      await new Promise((resolve) => setTimeout(resolve, 300));
      forwarded += 1;
    };
    const { app, api } = await serverWith(slowForwarder);
    expect((await app.inject({ method: 'POST', url: '/api/contact', payload: goodMessage })).statusCode).toBe(200);
    expect(forwarded).toBe(0);
    await app.close();
    expect(forwarded).toBe(1);
    await api.db.close();
  });
});
