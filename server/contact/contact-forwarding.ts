import type { FastifyBaseLogger } from 'fastify';
import type { ContactForwarder } from './contact-forwarder';
import type { ContactStore, StoredContactMessage } from './contact-store';

/**
 * Runs forwards after the reply, records each outcome in the message's row, and logs failures.
 * The message is already stored when a forward starts, so a mail server that is down loses nothing.
 */
export class ContactForwarding {
  private readonly inFlight = new Set<Promise<void>>();

  constructor(
    private readonly store: ContactStore,
    private readonly forward: ContactForwarder,
    private readonly log: FastifyBaseLogger,
  ) {}

  start(message: StoredContactMessage): void {
    const run = Promise.resolve()
      .then(() => this.forward(message))
      .then(
        () => this.store.recordForward(message.id, { status: 'sent' }),
        (error: unknown) => {
          const reason = error instanceof Error ? error.message : String(error);
          this.log.error({ messageId: message.id, reason }, 'Could not forward a contact message by e-mail; it is stored in the database');
          return this.store.recordForward(message.id, { status: 'failed', error: reason });
        },
      )
      .catch((error: unknown) => this.log.error({ messageId: message.id, err: error }, 'Could not record the outcome of forwarding a contact message'));
    const tracked = run.finally(() => this.inFlight.delete(tracked));
    this.inFlight.add(tracked);
  }

  /** Resolves when every forward started so far has finished (before the database closes). */
  async settled(): Promise<void> {
    while (this.inFlight.size > 0) await Promise.allSettled([...this.inFlight]);
  }
}
