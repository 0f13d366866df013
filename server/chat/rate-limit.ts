/**
 * A token bucket per client: `limit` requests, refilled evenly over `windowMs`. Buckets that have
 * refilled completely are forgotten, so memory stays bounded by the clients active in one window.
 */
export class RateLimiter {
  private buckets = new Map<string, { tokens: number; at: number }>();
  private sweptAt = 0;

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Takes one token for `client`; when none is left, returns the seconds until there is one. */
  take(client: string): { ok: true } | { ok: false; retryAfter: number } {
    const now = this.now();
    this.sweep(now);
    const perMs = this.limit / this.windowMs;
    const bucket = this.buckets.get(client) ?? { tokens: this.limit, at: now };
    bucket.tokens = Math.min(this.limit, bucket.tokens + (now - bucket.at) * perMs);
    bucket.at = now;
    this.buckets.set(client, bucket);
    if (bucket.tokens >= 1) {
      bucket.tokens -= 1;
      return { ok: true };
    }
    return { ok: false, retryAfter: Math.max(1, Math.ceil((1 - bucket.tokens) / perMs / 1000)) };
  }

  private sweep(now: number): void {
    if (now - this.sweptAt < this.windowMs) return;
    this.sweptAt = now;
    for (const [client, bucket] of this.buckets) {
      if (bucket.tokens + (now - bucket.at) * (this.limit / this.windowMs) >= this.limit) this.buckets.delete(client);
    }
  }
}
