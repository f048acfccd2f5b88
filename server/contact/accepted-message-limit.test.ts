import { describe, expect, it } from 'vitest';
import { AcceptedMessageLimit, retryAfterText } from './accepted-message-limit';

describe('AcceptedMessageLimit', () => {
  it('lets an address send `max` messages a window, then says how long to wait, then lets it send again', async () => {
    let now = 1_000;
    const limit = new AcceptedMessageLimit(2, 60_000, () => now);
    expect(await limit.waitFor('a')).toBe(0);
    await limit.record('a');
    await limit.record('a');
    now += 15_000;
    expect(await limit.waitFor('a')).toBe(45_000);
    expect(await limit.waitFor('b')).toBe(0);
    now += 45_000;
    expect(await limit.waitFor('a')).toBe(0);
  });

  it('says the wait in words', () => {
    expect([retryAfterText(60_000), retryAfterText(44_100), retryAfterText(300)]).toEqual(['1 minute', '45 seconds', '1 second']);
  });
});
