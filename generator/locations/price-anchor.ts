import type { Pricing } from '../content/pricing.ts';
import { smallestHome } from '../../kernel/estimate.ts';
import { formatCents } from '../../kernel/money.ts';

/**
 * The price a town page anchors on: a standard cleaning of one bedroom and one bathroom, the
 * smallest home the room prices describe, computed from content/pricing.json with the estimator's
 * own arithmetic. The booking fee is not on the site, so the sentence says it comes on top.
 *
 * @example priceAnchor(pricing) // 'A standard cleaning of a one-bedroom, one-bathroom home costs from $38.25 (plus the booking fee the app shows).'
 */
export function priceAnchor(pricing: Pricing): string {
  return `A standard cleaning of a one-bedroom, one-bathroom home costs from ${formatCents(smallestHome(pricing).total)} (plus the booking fee the app shows).`;
}
