import { describe, expect, it } from 'vitest';
import { RateLimiter } from './rate-limit.ts';

describe('RateLimiter', () => {
  it('allows the limit, refuses the next with the seconds to wait, and refills over the window', () => {
    let now = 0;
    const limiter = new RateLimiter(20, 60_000, () => now);
    for (let i = 0; i < 20; i++) expect(limiter.take('a').ok).toBe(true);
    expect(limiter.take('a')).toEqual({ ok: false, retryAfter: 3 });
    expect(limiter.take('b').ok).toBe(true);
    now += 3_000;
    expect(limiter.take('a').ok).toBe(true);
    expect(limiter.take('a').ok).toBe(false);
  });
});
