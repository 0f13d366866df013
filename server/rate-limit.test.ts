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

  it('holds no more keys than its bound, and keeps counting the keys in use', () => {
    const limiter = new RateLimiter({ max: 1, windowMs: 600_000, now: () => 0, maxKeys: 1_000 });
    limiter.take('kept');
    for (let i = 0; i < 5_000; i++) {
      limiter.take(`10.0.${i >> 8}.${i & 255}`);
      if (i % 500 === 0) expect(limiter.take('kept')).toBeGreaterThan(0);
    }
    expect(limiter.size).toBeLessThanOrEqual(2_000);
  });

  it('forgets keys unused for a window without walking the table', () => {
    let now = 0;
    const limiter = new RateLimiter({ max: 1, windowMs: 1_000, now: () => now });
    for (let i = 0; i < 10_000; i++) limiter.take(`k${i}`);
    now += 1_000;
    limiter.take('new');
    // A client seen within the last window is still counted...
    expect(limiter.take('k1')).toBe(0);
    expect(limiter.take('k1')).toBeGreaterThan(0);
    now += 1_000;
    limiter.take('new');
    // ...and the rest are gone after a whole window unused.
    expect(limiter.size).toBe(2);
  });
});
