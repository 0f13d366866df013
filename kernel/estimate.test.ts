import { describe, expect, it } from 'vitest';
import fs from 'node:fs';
import path from 'node:path';
import { PricingSchema } from '../generator/content/pricing.ts';
import { estimate, type PriceList } from './estimate.ts';

/** A fixed price list (today's), so the figures below test the arithmetic, not the content. */
const prices: PriceList = PricingSchema.parse(JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, '../tests/fixtures/pricing.json'), 'utf8')));

describe('estimate (integer cents)', () => {
  it('prices every room row at the standard and the deep rate', () => {
    const expected = { standard: [1725, 2100, 1050, 2600], deep: [2350, 3850, 1700, 3850] };
    for (const level of ['standard', 'deep'] as const) {
      prices.rooms.forEach((_, i) => {
        const counts = prices.rooms.map((__, j) => (j === i ? 3 : 0));
        const result = estimate(prices, { level, counts, addOns: [] });
        expect(result.lines).toEqual([{ kind: 'room', label: prices.rooms[i]!.item, quantity: 3, unit: expected[level][i], total: 3 * expected[level][i]! }]);
      });
    }
  });

  it('adds every add-on once, in list order, whatever the order chosen', () => {
    const all = prices.addOns.map((_, i) => i).reverse();
    const result = estimate(prices, { level: 'standard', counts: [0, 0, 0, 0], addOns: all });
    expect(result.lines.map((l) => [l.label, l.total])).toEqual([
      ['Refrigerator inside', 1700], ['Microwave inside', 425], ['Oven inside', 1925], ['Stovetop scrub', 850],
      ['Dishwasher inside', 650], ['Dishes wash', 850], ['Other', 725],
    ]);
    expect(result.total).toBe(7125);
  });

  it('sums without floating-point drift where dollars would (0.1 + 0.2 style)', () => {
    // 10 half bathrooms and 10 microwaves: 10 * 10.50 + 10 * ... in floats drifts; cents do not.
    const result = estimate(prices, { level: 'standard', counts: [7, 3, 11, 13], addOns: [1, 4, 6] });
    expect(result.total).toBe(7 * 1725 + 3 * 2100 + 11 * 1050 + 13 * 2600 + 425 + 650 + 725);
    expect(Number.isInteger(result.total) && Number.isInteger(result.firstClean)).toBe(true);
  });

  it('takes 50% off the first cleaning with NEWCOMER, rounding the discount down to a cent', () => {
    expect(prices.offer).toEqual({ code: 'NEWCOMER', percentOff: 50 });
    const even = estimate(prices, { level: 'deep', counts: [2, 1, 0, 0], addOns: [0] });
    expect(even.total).toBe(2 * 2350 + 3850 + 1700);
    expect(even.firstClean).toBe(5125);
    const odd = estimate(prices, { level: 'standard', counts: [0, 0, 0, 0], addOns: [1] });
    expect(odd.firstClean).toBe(213);
  });

  it('is zero with nothing chosen', () => {
    expect(estimate(prices, { level: 'deep', counts: [0, 0, 0, 0], addOns: [] })).toEqual({ lines: [], total: 0, firstClean: 0 });
  });
});
