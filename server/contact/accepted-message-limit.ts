/**
 * How many messages each address has had accepted in the current minute. Only accepted messages
 * count, so a visitor correcting a form field by field is never locked out; invalid posts have their
 * own, larger allowance (the route's @fastify/rate-limit), which stops a flood of junk.
 */
/** How many messages an address has had accepted this minute: in this process, or shared by every instance. */
export interface AcceptedMessageCounter {
  readonly max: number;
  /** Milliseconds until `address` may send again, or 0 when it may send now. */
  waitFor(address: string): Promise<number>;
  record(address: string): Promise<void>;
}

export class AcceptedMessageLimit implements AcceptedMessageCounter {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();
  private nextSweep = 0;

  constructor(
    readonly max: number,
    private readonly windowMs = 60_000,
    private readonly now: () => number = Date.now,
  ) {}

  waitFor(key: string): Promise<number> {
    const window = this.windows.get(key);
    const now = this.now();
    if (window === undefined || window.resetAt <= now) return Promise.resolve(0);
    return Promise.resolve(window.count >= this.max ? window.resetAt - now : 0);
  }

  record(key: string): Promise<void> {
    const now = this.now();
    this.sweep(now);
    const window = this.windows.get(key);
    if (window === undefined || window.resetAt <= now) this.windows.set(key, { count: 1, resetAt: now + this.windowMs });
    else window.count += 1;
    return Promise.resolve();
  }

  /** Forgets finished windows once a window, so the map holds only the last minute's senders. */
  private sweep(now: number): void {
    if (now < this.nextSweep) return;
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
    this.nextSweep = now + this.windowMs;
  }
}

/** "1 minute", "45 seconds", "1 second": how the 429 message says when to try again. */
export function retryAfterText(ms: number): string {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  if (seconds >= 60) return `${Math.ceil(seconds / 60)} minute${seconds > 60 ? 's' : ''}`;
  return `${seconds} second${seconds === 1 ? '' : 's'}`;
}
