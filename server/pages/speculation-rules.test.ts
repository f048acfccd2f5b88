// @vitest-environment node
import fastify from 'fastify';
import { speculationRulesPath } from '../../src/common/speculation-rules';
import { speculationRulesPlugin } from './speculation-rules';

async function serverWith() {
  const app = fastify();
  await app.register(speculationRulesPlugin);
  app.get('/about', async (_request, reply) => reply.type('text/html; charset=utf-8').send('<!doctype html><title>About</title>'));
  app.get(speculationRulesPath, async (_request, reply) => reply.type('application/json').send('{"prefetch":[]}'));
  app.get('/api/thing', async () => ({ ok: true }));
  await app.ready();
  return app;
}

describe('the Speculation-Rules header', () => {
  it('names the rules file on HTML pages only', async () => {
    const app = await serverWith();
    expect((await app.inject('/about')).headers['speculation-rules']).toBe(`"${speculationRulesPath}"`);
    expect((await app.inject('/api/thing')).headers['speculation-rules']).toBeUndefined();
    await app.close();
  });

  it('serves the rules with the media type browsers require', async () => {
    const app = await serverWith();
    const response = await app.inject(`${speculationRulesPath}?v=1`);
    expect(response.headers['content-type']).toBe('application/speculationrules+json');
    expect(response.headers['speculation-rules']).toBeUndefined();
    await app.close();
  });
});
