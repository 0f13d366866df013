import type { Pricing } from '../content/pricing.ts';
import { estimate } from '../../kernel/estimate.ts';
import { formatCents } from '../../kernel/money.ts';

/**
 * The price a town page anchors on: a standard cleaning of one bedroom and one bathroom, the
 * smallest home the room prices describe, computed from content/pricing.json with the estimator's
 * own arithmetic. The booking fee is not on the site, so the sentence says it comes on top.
 *
 * @example priceAnchor(pricing) // 'A standard cleaning of a one-bedroom, one-bathroom home costs from $38.25 (plus the booking fee the app shows).'
 */
export function priceAnchor(pricing: Pricing): string {
  const index = (item: string) => {
    const i = pricing.rooms.findIndex((r) => r.item === item);
    if (i < 0) throw new Error(`content/pricing.json rooms: no "${item}" row, which the town pages' price anchor needs`);
    return i;
  };
  const counts = pricing.rooms.map(() => 0);
  counts[index('Bedroom')] = 1;
  counts[index('Bathroom')] = 1;
  const { total } = estimate({ rooms: pricing.rooms, addOns: pricing.addOns, offer: pricing.offer }, { level: 'standard', counts, addOns: [] });
  return `A standard cleaning of a one-bedroom, one-bathroom home costs from ${formatCents(total)} (plus the booking fee the app shows).`;
}
