/** Keys kept at most: some 200 bytes each, so 20 MB at worst however many addresses ask. */
const MAX_KEYS = 100_000;
/** Idle keys forgotten per request: a bounded step, never a pause to walk the whole table. */
const SWEEP_STEP = 64;

/**
 * The one per-client rate limit, for the chat and the forms: a token bucket per key, `max`
 * requests refilled evenly over `windowMs`.
 *
 * Memory stays bounded. Keys are kept in order of last use; each request forgets up to
 * `SWEEP_STEP` of the oldest that have been idle a whole window (their bucket is full again), so
 * there is no sweep of the whole table to stall the server. Past `maxKeys`, the least recently
 * used key is dropped: that client starts again with a full bucket, which costs a little leniency
 * for someone idle the longest, never a refusal for anyone.
 *
 * @example new RateLimiter({ max: 20, windowMs: 60_000 }).take(clientKey(req, policy)) // 0, or seconds to wait
 */
export class RateLimiter {
  private buckets = new Map<string, { tokens: number; at: number }>();

  constructor(private readonly options: { max: number; windowMs: number; now?: () => number; maxKeys?: number }) {}

  /** Keys held now. */
  get size(): number {
    return this.buckets.size;
  }

  /** Takes one token for `client`: 0 when allowed, else the seconds until one is back (Retry-After). */
  take(client: string): number {
    const { max, windowMs } = this.options;
    const now = (this.options.now ?? Date.now)();
    this.forgetIdle(now);
    const perMs = max / windowMs;
    const bucket = this.buckets.get(client);
    if (bucket) this.buckets.delete(client);
    else if (this.buckets.size >= (this.options.maxKeys ?? MAX_KEYS)) this.buckets.delete(this.buckets.keys().next().value!);
    const tokens = bucket ? Math.min(max, bucket.tokens + (now - bucket.at) * perMs) : max;
    // Re-inserted, so the map stays in order of last use.
    this.buckets.set(client, { tokens: tokens >= 1 ? tokens - 1 : tokens, at: now });
    if (tokens >= 1) return 0;
    return Math.max(1, Math.ceil((1 - tokens) / perMs / 1000));
  }

  /** Forgets, oldest first and a few at a time, the keys idle for a whole window: their buckets are full. */
  private forgetIdle(now: number): void {
    let steps = SWEEP_STEP;
    for (const [client, bucket] of this.buckets) {
      if (steps-- <= 0 || now - bucket.at < this.options.windowMs) return;
      this.buckets.delete(client);
    }
  }
}
