// @vitest-environment node
import { type FastifyInstance, fastify } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPlugin, registerApiScope } from './api-plugin';

let app: FastifyInstance;
const bigList = Array.from({ length: 200 }, (_, id) => ({ id, title: `Post number ${id}` }));

beforeAll(async () => {
  app = fastify();
  await app.register(apiPlugin);
  // Two plugins after it, each with API routes in its own scope, as the blog and contact plugins have.
  await app.register(async (blog) => {
    blog.get('/site-page', async () => 'not an API route');
    await registerApiScope(blog, (api) => {
      api.get('/api/posts', async () => bigList);
      api.get<{ Params: { id: string } }>('/api/posts/:id', async (request) => ({ id: request.params.id }));
      api.get('/api/broken', async () => {
        throw Object.assign(new Error('No coffee here.'), { statusCode: 418 });
      });
    });
  });
  await app.register(async (contact) => {
    await registerApiScope(
      contact,
      (api) => {
        api.post('/api/messages', async (request) => ({ received: request.body }));
      },
      { formBodies: true },
    );
  });
});

afterAll(async () => {
  await app?.close();
});

describe('the API plugin', () => {
  it.each([
    ['DELETE', '/api/posts', 'GET, HEAD'],
    ['PUT', '/api/posts/7', 'GET, HEAD'],
    ['GET', '/api/messages', 'POST'],
  ])('answers %s %s, a route of a later plugin, with 405 and Allow', async (method, url, allow) => {
    const response = await app.inject({ method: method as 'GET', url });
    expect(response.statusCode).toBe(405);
    expect(response.headers.allow).toBe(allow);
    expect(response.json()).toEqual({ success: false, message: `${url} does not answer ${method}; it answers ${allow}.` });
  });

  it.each([
    ['POST', '/api/messages/', '/api/messages'],
    ['GET', '/api/posts/7/', '/api/posts/7'],
  ])('answers %s %s, a right method at an address with a trailing slash, with a 404 naming the address that answers', async (method, url, address) => {
    const response = await app.inject({ method: method as 'GET', url });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ success: false, message: `There is no API endpoint ${method} ${url}; did you mean ${address}?` });
  });

  it.each(['/api', '/api/', '/api/nothing/here'])('answers %s, which no plugin has, with a JSON 404', async (url) => {
    const response = await app.inject({ method: 'POST', url });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.json()).toEqual({ success: false, message: `There is no API endpoint POST ${url}.` });
  });
});

describe('an API scope', () => {
  it('answers errors in the API shape', async () => {
    const response = await app.inject('/api/broken');
    expect(response.statusCode).toBe(418);
    expect(response.json()).toEqual({ success: false, message: 'No coffee here.' });
  });

  it('compresses its JSON, and nothing outside it', async () => {
    const response = await app.inject({ url: '/api/posts', headers: { 'accept-encoding': 'br' } });
    expect(response.headers['content-encoding']).toBe('br');
    const page = await app.inject({ url: '/site-page', headers: { 'accept-encoding': 'br' } });
    expect(page.headers['content-encoding']).toBeUndefined();
  });

  it('reads form-encoded bodies where asked', async () => {
    const form = { 'content-type': 'application/x-www-form-urlencoded' };
    const response = await app.inject({ method: 'POST', url: '/api/messages', headers: form, payload: 'name=Ama' });
    expect(response.json()).toEqual({ received: { name: 'Ama' } });
  });
});
