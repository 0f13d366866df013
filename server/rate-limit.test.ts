import { describe, expect, it } from 'vitest';
import { RateLimiter } from './rate-limit.ts';

describe('RateLimiter', () => {
  it('allows the limit, refuses the next with the seconds to wait, and refills over the window', () => {
    let now = 0;
    const limiter = new RateLimiter({ max: 20, windowMs: 60_000, now: () => now });
    for (let i = 0; i < 20; i++) expect(limiter.take('a')).toBe(0);
    expect(limiter.take('a')).toBe(3);
    expect(limiter.take('b')).toBe(0);
    now += 3_000;
    expect(limiter.take('a')).toBe(0);
    expect(limiter.take('a')).toBeGreaterThan(0);
  });

  it('forgets clients whose bucket is full again', () => {
    let now = 0;
    const limiter = new RateLimiter({ max: 2, windowMs: 1_000, now: () => now });
    limiter.take('a');
    now += 5_000;
    limiter.take('b');
    expect((limiter as unknown as { buckets: Map<string, unknown> }).buckets.has('a')).toBe(false);
  });
});
