// @vitest-environment node
import { type FastifyInstance, fastify } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { visitorRateLimit } from '../rate-limit/visitor-rate-limit';
import { type OperationsPluginOptions, operationsPlugin } from './operations-plugin';

const openApps: FastifyInstance[] = [];

afterEach(async () => {
  await Promise.all(openApps.splice(0).map((app) => app.close()));
});

/** The plugin on a bare Fastify, then another plugin in its own scope, as app.ts registers them. */
async function serverWith(options: OperationsPluginOptions = {}): Promise<FastifyInstance> {
  const app = fastify();
  openApps.push(app);
  await app.register(operationsPlugin, options);
  await app.register(async (scope) => {
    scope.get('/page', async (_request, reply) => reply.type('text/html; charset=utf-8').send('<!doctype html><title>Page</title>'));
    scope.get('/fails', async () => {
      throw new Error('broken');
    });
    scope.get('/fails-reading', async () => {
      throw Object.assign(new Error("ENOENT: no such file or directory, open '/srv/site/dist/client/gone.html'"), { code: 'ENOENT', errno: -2 });
    });
    scope.get('/refuses', async () => {
      throw Object.assign(new Error('The page parameter must be a number.'), { statusCode: 400 });
    });
    scope.get('/limited', { onRequest: visitorRateLimit(scope, 'limited', { max: 1, timeWindow: 60_000 }) }, async () => 'ok');
    scope.setNotFoundHandler(async (_request, reply) => reply.code(404).send('not here'));
  });
  return app;
}

describe('the operations plugin', () => {
  it.each([
    ['a route of another plugin', '/page', 200],
    ['an error', '/fails', 500],
    ['a 404', '/nope', 404],
    ['the health check', '/healthz', 200],
  ])('puts the security headers on %s', async (_label, url, status) => {
    const app = await serverWith();
    const response = await app.inject(url);
    expect(response.statusCode).toBe(status);
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(response.headers['permissions-policy']).toBe('camera=(), microphone=(), geolocation=(), payment=()');
  });

  it('takes another Content-Security-Policy', async () => {
    const app = await serverWith({ contentSecurityPolicy: { 'default-src': ["'self'"], 'connect-src': ["'self'", 'ws:'] } });
    expect((await app.inject('/page')).headers['content-security-policy']).toBe("default-src 'self';connect-src 'self' ws:");
  });

  it('limits the routes of other plugins that ask for it, and only those', async () => {
    const app = await serverWith();
    expect((await app.inject('/limited')).statusCode).toBe(200);
    const limited = await app.inject('/limited');
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    for (let count = 0; count < 5; count += 1) expect((await app.inject('/page')).statusCode).toBe(200);
  });

  it("answers a failure of another plugin's route with 500 and a fixed message, never the error's own (an absolute path)", async () => {
    const app = await serverWith();
    for (const url of ['/fails', '/fails-reading']) {
      const response = await app.inject(url);
      expect(response.statusCode).toBe(500);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.json()).toEqual({
        statusCode: 500,
        error: 'Internal Server Error',
        message: 'Something went wrong on the server. Please try again later.',
      });
      expect(response.body).not.toMatch(/\/srv|ENOENT|broken/);
    }
  });

  it("keeps a 4xx's own message, which tells the client what to change", async () => {
    const app = await serverWith();
    const response = await app.inject('/refuses');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ statusCode: 400, message: 'The page parameter must be a number.' });
  });

  it('answers /healthz with 200 while the probe passes, 503 when it throws', async () => {
    let healthy = true;
    const app = await serverWith({
      healthProbe: () => {
        if (!healthy) throw new Error('database gone');
      },
    });
    const ok = await app.inject('/healthz');
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ status: 'ok' });
    healthy = false;
    const down = await app.inject('/healthz');
    expect(down.statusCode).toBe(503);
    expect(down.json()).toEqual({ status: 'unavailable', message: 'The database does not answer.' });
  });

  it('caps the connections served at once', async () => {
    const app = await serverWith({ maxConnections: 7 });
    expect(app.server.maxConnections).toBe(7);
  });
});
