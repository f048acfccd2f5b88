import type { Redis } from 'ioredis';
import type { AcceptedMessageCounter } from './accepted-message-limit';

/**
 * The count of accepted contact messages per address, kept in Redis (or Valkey) so that every
 * instance behind the proxy counts the same minute: the sixth message gets 429 whichever instance
 * answers. Each address has one key whose life is the minute that its first message started.
 *
 * It fails open, like the rest of the rate limit: when Redis does not answer, a visitor's message is
 * accepted (the connection's error handler tells the operators, see shared-rate-limit.ts).
 */
export class SharedAcceptedMessageLimit implements AcceptedMessageCounter {
  constructor(
    readonly max: number,
    private readonly redis: Redis,
    private readonly keyPrefix: string,
    private readonly windowMs = 60_000,
  ) {}

  private key(address: string): string {
    return `${this.keyPrefix}accepted:${address}`;
  }

  async waitFor(address: string): Promise<number> {
    try {
      const [count, ttl] = await this.redis.multi().get(this.key(address)).pttl(this.key(address)).exec().then(readReplies);
      if (count === null || ttl <= 0) return 0;
      return Number(count) >= this.max ? ttl : 0;
    } catch {
      return 0;
    }
  }

  async record(address: string): Promise<void> {
    try {
      // NX: the window starts with the minute's first message and is not stretched by later ones.
      await this.redis.multi().incr(this.key(address)).pexpire(this.key(address), this.windowMs, 'NX').exec();
    } catch {
      // Fail open: see the class comment.
    }
  }
}

/** The replies of GET and PTTL from one MULTI; an error reply is thrown. */
function readReplies(replies: [Error | null, unknown][] | null): [string | null, number] {
  if (replies === null) throw new Error('The Redis transaction was aborted');
  const [[getError, count], [ttlError, ttl]] = replies as [[Error | null, string | null], [Error | null, number]];
  if (getError) throw getError;
  if (ttlError) throw ttlError;
  return [count, ttl];
}
