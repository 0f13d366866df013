/**
 * The one per-client rate limit, for the chat and the forms: a token bucket per key, `max`
 * requests refilled evenly over `windowMs`. Buckets that have refilled completely are forgotten,
 * so memory stays bounded by the clients active in one window.
 *
 * @example new RateLimiter({ max: 20, windowMs: 60_000 }).take(clientKey(req, hops)) // 0, or seconds to wait
 */
export class RateLimiter {
  private buckets = new Map<string, { tokens: number; at: number }>();
  private sweptAt = 0;

  constructor(private readonly options: { max: number; windowMs: number; now?: () => number }) {}

  /** Takes one token for `client`: 0 when allowed, else the seconds until one is back (Retry-After). */
  take(client: string): number {
    const { max, windowMs } = this.options;
    const now = (this.options.now ?? Date.now)();
    this.sweep(now);
    const perMs = max / windowMs;
    const bucket = this.buckets.get(client) ?? { tokens: max, at: now };
    bucket.tokens = Math.min(max, bucket.tokens + (now - bucket.at) * perMs);
    bucket.at = now;
    this.buckets.set(client, bucket);
    if (bucket.tokens >= 1) {
      bucket.tokens -= 1;
      return 0;
    }
    return Math.max(1, Math.ceil((1 - bucket.tokens) / perMs / 1000));
  }

  private sweep(now: number): void {
    const { max, windowMs } = this.options;
    if (now - this.sweptAt < windowMs) return;
    this.sweptAt = now;
    for (const [client, bucket] of this.buckets) {
      if (bucket.tokens + (now - bucket.at) * (max / windowMs) >= max) this.buckets.delete(client);
    }
  }
}
