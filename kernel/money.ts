/** 1725 -> "$17.25", 111000 -> "$1,110.00". Kept apart from the zod loaders, so the browser can use it without zod. */
export function formatCents(cents: number): string {
  const dollars = String(Math.floor(cents / 100)).replace(/\B(?=(\d{3})+$)/g, ',');
  return `$${dollars}.${String(cents % 100).padStart(2, '0')}`;
}

/**
 * The first cleaning's price with the offer: the discount is rounded down to a whole cent, so an
 * estimate never promises less than the app will charge. The estimator and the chat both use it.
 *
 * @example firstCleanCents(16675, 50) // 8338
 */
export function firstCleanCents(totalCents: number, percentOff: number): number {
  return totalCents - Math.floor((totalCents * percentOff) / 100);
}
