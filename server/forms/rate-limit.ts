/**
 * A per-client limit on accepted posts: at most `max` in any `windowMs`, counted per client key
 * (the address the request came from). Memory stays bounded: keys whose window has passed are
 * dropped as new requests arrive.
 */
export class RateLimiter {
  private hits = new Map<string, number[]>();
  private lastSweep = 0;

  constructor(private readonly options: { max: number; windowMs: number }) {}

  /** Records a hit; returns 0 when allowed, else the seconds until the client may try again. */
  take(key: string, now = Date.now()): number {
    const since = now - this.options.windowMs;
    if (now - this.lastSweep > this.options.windowMs) this.sweep(since, now);
    const times = (this.hits.get(key) ?? []).filter((t) => t > since);
    if (times.length >= this.options.max) {
      this.hits.set(key, times);
      return Math.max(1, Math.ceil((times[0]! - since) / 1000));
    }
    times.push(now);
    this.hits.set(key, times);
    return 0;
  }

  private sweep(since: number, now: number): void {
    this.lastSweep = now;
    for (const [key, times] of this.hits) if (times[times.length - 1]! <= since) this.hits.delete(key);
  }
}
