/** Keys in each of the two generations: some 150 bytes a key, so 30 MB at worst however many addresses ask. */
const MAX_KEYS = 100_000;

interface Bucket {
  tokens: number;
  at: number;
}

/**
 * The one per-client rate limit, for the chat and the forms: a token bucket per key, `max`
 * requests refilled evenly over `windowMs`.
 *
 * Memory stays bounded with no sweep to stall the server: keys live in two generations. A key
 * used is kept in the current one; every window the current generation becomes the previous and
 * the previous one is dropped whole, so a key goes only after a whole window unused, when its
 * bucket is full again anyway. Past `maxKeys` in the current generation it turns over early: the
 * keys then dropped start again with a full bucket, a little leniency under a flood of addresses,
 * never a refusal for anyone.
 *
 * @example new RateLimiter({ max: 20, windowMs: 60_000 }).take(clientKey(req, policy)) // 0, or seconds to wait
 */
export class RateLimiter {
  private current = new Map<string, Bucket>();
  private previous = new Map<string, Bucket>();
  private turnedAt: number | undefined;

  constructor(private readonly options: { max: number; windowMs: number; now?: () => number; maxKeys?: number }) {}

  /** Keys held now, both generations. */
  get size(): number {
    return this.current.size + this.previous.size;
  }

  /** Takes one token for `client`: 0 when allowed, else the seconds until one is back (Retry-After). */
  take(client: string): number {
    const { max, windowMs } = this.options;
    const now = (this.options.now ?? Date.now)();
    this.turnOver(now);
    const perMs = max / windowMs;
    let bucket = this.current.get(client);
    if (!bucket) {
      bucket = this.previous.get(client) ?? { tokens: max, at: now };
      this.previous.delete(client);
      if (this.current.size >= (this.options.maxKeys ?? MAX_KEYS)) this.turnOver(now, true);
      this.current.set(client, bucket);
    }
    bucket.tokens = Math.min(max, bucket.tokens + (now - bucket.at) * perMs);
    bucket.at = now;
    if (bucket.tokens >= 1) {
      bucket.tokens -= 1;
      return 0;
    }
    return Math.max(1, Math.ceil((1 - bucket.tokens) / perMs / 1000));
  }

  /** Drops the previous generation once a window has passed (or at once when `full`), both after two. */
  private turnOver(now: number, full = false): void {
    this.turnedAt ??= now;
    const idle = now - this.turnedAt;
    if (!full && idle < this.options.windowMs) return;
    // Two windows since the last turn: every key in the current generation was used before the
    // previous window ended (or that request would have turned it), so all of them are full.
    this.previous = idle >= 2 * this.options.windowMs ? new Map() : this.current;
    this.current = new Map();
    this.turnedAt = now;
  }
}
