import type { FastifyInstance } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import { speculationRulesPath } from '../../src/common/speculation-rules';

/**
 * Points every HTML page at the speculation rules the build writes (dist/client/speculation-rules.json:
 * prefetch same-site pages on hover), by a `Speculation-Rules` header instead of an inline script, and
 * serves that file with the media type browsers require for it. HTML comes from several plugins (the
 * pages, the blog's rendered pages, the search page, the 404 page), so the hook is not encapsulated
 * (fastify-plugin) and is registered before them, in app.ts.
 */
async function speculationRules(app: FastifyInstance): Promise<void> {
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.url.split('?')[0] === speculationRulesPath) {
      reply.header('content-type', 'application/speculationrules+json');
    } else if (String(reply.getHeader('content-type') ?? '').startsWith('text/html')) {
      reply.header('speculation-rules', `"${speculationRulesPath}"`);
    }
    return payload;
  });
}

export const speculationRulesPlugin = fastifyPlugin(speculationRules, { name: 'speculation-rules', fastify: '5.x' });
