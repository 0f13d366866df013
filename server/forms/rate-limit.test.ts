import { expect, it } from 'vitest';
import { RateLimiter } from './rate-limit.ts';

it('allows max posts per window per client, then says how long to wait', () => {
  const limiter = new RateLimiter({ max: 2, windowMs: 60_000 });
  expect(limiter.take('a', 0)).toBe(0);
  expect(limiter.take('a', 1_000)).toBe(0);
  expect(limiter.take('a', 2_000)).toBe(58);
  expect(limiter.take('b', 2_000)).toBe(0);
  expect(limiter.take('a', 60_001)).toBe(0);
});
