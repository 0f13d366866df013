/**
 * Shuffles the first `limit` items (Fisher-Yates) and keeps the rest in place after them.
 * `random` is injectable so tests can make the order predictable.
 *
 * @example shuffleFirst(['a', 'b', 'c'], 10) // e.g. ['c', 'a', 'b']
 */
export function shuffleFirst<T>(items: readonly T[], limit: number, random: () => number = Math.random): T[] {
  const head = items.slice(0, limit);
  for (let i = head.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [head[i], head[j]] = [head[j]!, head[i]!];
  }
  return [...head, ...items.slice(limit)];
}
