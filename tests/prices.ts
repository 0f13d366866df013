import { formatCents } from '../kernel/money.ts';
import { estimate, type PriceList } from '../kernel/estimate.ts';

/**
 * What a price list makes of an order, written as the site writes money: so tests over the real
 * content expect whatever content/pricing.json says today, never a figure copied from it.
 *
 * @example quote(pricing, 'deep', { Bedroom: 2, Bathroom: 1 }, ['Oven inside']).total // '$85.50' today
 */
export function quote(prices: PriceList, level: 'standard' | 'deep', rooms: Record<string, number>, addOns: string[] = []) {
  const index = (names: { item: string }[], name: string) => {
    const i = names.findIndex((n) => n.item.startsWith(name));
    if (i < 0) throw new Error(`no "${name}" in the price list`);
    return i;
  };
  const counts = prices.rooms.map(() => 0);
  for (const [room, count] of Object.entries(rooms)) counts[index(prices.rooms, room)] = count;
  const result = estimate(prices, { level, counts, addOns: addOns.map((a) => index(prices.addOns, a)) });
  return { total: formatCents(result.total), firstClean: formatCents(result.firstClean), result };
}

/** "Bedroom $17.25 / $23.50": a room's standard and deep rates as the chat's table writes them. */
export const rates = (prices: PriceList, room: number) =>
  `${prices.rooms[room]!.item} ${formatCents(prices.rooms[room]!.standard)} / ${formatCents(prices.rooms[room]!.deep)}`;
