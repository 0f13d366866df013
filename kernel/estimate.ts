import { firstCleanCents } from './money.ts';

/** Prices as the estimator receives them: integer cents, from content/pricing.json. */
export interface PriceList {
  rooms: { item: string; standard: number; deep: number }[];
  addOns: { item: string; price: number }[];
  offer: { code: string; percentOff: number };
}

export type Level = 'standard' | 'deep';

export interface Choice {
  level: Level;
  /** How many of each room, in the order of `rooms`. */
  counts: number[];
  /** Chosen add-ons, by index into `addOns`. */
  addOns: number[];
}

export interface EstimateLine {
  kind: 'room' | 'addOn';
  label: string;
  quantity: number;
  unit: number;
  total: number;
}

export interface Estimate {
  lines: EstimateLine[];
  total: number;
  /** The first cleaning with the offer's code: the discount rounded down to a whole cent. */
  firstClean: number;
}

/**
 * An itemised estimate in integer cents, so sums never drift. The price estimator and the chat
 * both quote with it, so the two can never disagree.
 *
 * @example estimate(prices, { level: 'deep', counts: [2, 1, 0, 0], addOns: [0] }).total // 2*2350 + 3850 + 1700
 */
export function estimate(prices: PriceList, choice: Choice): Estimate {
  const lines: EstimateLine[] = [];
  prices.rooms.forEach((room, i) => {
    const quantity = choice.counts[i] ?? 0;
    if (quantity > 0) lines.push({ kind: 'room', label: room.item, quantity, unit: room[choice.level], total: quantity * room[choice.level] });
  });
  for (const i of [...choice.addOns].sort((a, b) => a - b)) {
    const addOn = prices.addOns[i];
    if (addOn) lines.push({ kind: 'addOn', label: addOn.item, quantity: 1, unit: addOn.price, total: addOn.price });
  }
  const total = lines.reduce((sum, line) => sum + line.total, 0);
  return { lines, total, firstClean: firstCleanCents(total, prices.offer.percentOff) };
}

/**
 * The smallest home the room prices describe: one bedroom and one bathroom on Standard, what the town pages start from
 * and what the chat names when that figure is quoted back to it.
 */
export function smallestHome(prices: PriceList): Estimate {
  for (const item of ['Bedroom', 'Bathroom']) {
    if (!prices.rooms.some((r) => r.item === item)) throw new Error(`content/pricing.json rooms: no "${item}" row, which the town pages' price anchor needs`);
  }
  return estimate(prices, { level: 'standard', counts: prices.rooms.map((r) => (r.item === 'Bedroom' || r.item === 'Bathroom' ? 1 : 0)), addOns: [] });
}
