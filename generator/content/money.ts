/** 1725 -> "$17.25". Kept apart from the zod loaders, so the browser can use it without zod. */
export function formatCents(cents: number): string {
  return `$${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}
