import type { FastifyInstance } from 'fastify';
import { registerApiScope } from '../api/api-plugin';
import type { SiteApi } from '../api/site-api';
import { rateLimitKeyPrefix, type SharedRateLimit } from '../rate-limit/shared-rate-limit';
import { ContactForwarding } from './contact-forwarding';
import { registerContactRoutes } from './contact-routes';
import { SharedAcceptedMessageLimit } from './shared-accepted-message-limit';

export interface ContactPluginOptions {
  api: Pick<SiteApi, 'contactStore' | 'contactRateLimit' | 'contactForwarder'>;
  /** The accepted-message count in Redis, shared by every instance (REDIS_URL); in memory without. */
  sharedRateLimit?: SharedRateLimit;
}

/**
 * POST /api/contact, in an API scope that also reads form-encoded bodies (the form posted without
 * JavaScript). Each stored message is forwarded when a forwarder is configured; the server's close
 * waits for pending forwards (registered after the database's close hook, so it runs before it).
 */
export async function contactPlugin(app: FastifyInstance, options: ContactPluginOptions): Promise<void> {
  const { contactStore, contactRateLimit, contactForwarder } = options.api;
  const forwarding = contactForwarder ? new ContactForwarding(contactStore, contactForwarder, app.log) : undefined;
  const shared = options.sharedRateLimit;
  await registerApiScope(
    app,
    (scope) => {
      const acceptedMessages = shared && new SharedAcceptedMessageLimit(contactRateLimit, shared.redis, rateLimitKeyPrefix);
      registerContactRoutes(scope, { store: contactStore, rateLimit: contactRateLimit, forwarding, acceptedMessages });
    },
    { formBodies: true },
  );
  app.addHook('onClose', async () => {
    await forwarding?.settled();
  });
}
