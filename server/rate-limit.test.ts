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
    expect(limiter.size).toBe(1);
  });

  it('holds no more keys than its bound, dropping the one idle longest', () => {
    const limiter = new RateLimiter({ max: 1, windowMs: 600_000, now: () => 0, maxKeys: 1_000 });
    limiter.take('kept');
    for (let i = 0; i < 5_000; i++) {
      limiter.take(`10.0.${i >> 8}.${i & 255}`);
      if (i % 500 === 0) limiter.take('kept');
    }
    expect(limiter.size).toBe(1_000);
    // Still counted: its one token is spent.
    expect(limiter.take('kept')).toBeGreaterThan(0);
  });

  it('forgets idle keys a few at a time, never the whole table in one request', () => {
    let now = 0;
    const limiter = new RateLimiter({ max: 1, windowMs: 1_000, now: () => now });
    for (let i = 0; i < 10_000; i++) limiter.take(`k${i}`);
    now += 2_000;
    limiter.take('new');
    const afterOne = limiter.size;
    expect(afterOne).toBeGreaterThan(9_000);
    for (let i = 0; i < 1_000 && limiter.size > 1; i++) limiter.take('new');
    expect(limiter.size).toBe(1);
  });
});
