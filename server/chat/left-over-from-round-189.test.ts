import { describe, expect, it } from 'vitest';
import { formatCents } from '../../kernel/money.ts';
import { bath, bed, say } from '../../tests/chat-on-site.ts';

/** Two of round 189's wrong answers, asked in other words than the set's: a tier said not to be wanted, and a service asked of tasks named before. */

describe('the service asked', () => {
  it('"move-out clean for a 2 bedroom, not standard" is the Move In/Out answer, not a Standard estimate', () => {
    const reply = say('price of a move-out clean for a 2 bedroom apartment? not standard, move-out.');
    expect(reply).toMatch(/^Move In\/Out Cleaning has no published price/);
    expect(reply).not.toContain('Here is the estimate for Standard Cleaning');
  });

  it('"not deep, just standard" still prices Standard', () => {
    expect(say('not deep, just standard for 2 bed 1 bath')).toContain(`Total: ${formatCents(2 * bed.standard + bath.standard)}`);
  });

  it('"the deep cleaning do these?" after baseboards is what Deep Cleaning covers', () => {
    const reply = say('The baseboards and the door frames nobody clean for long time. The deep cleaning do these?');
    expect(reply).toMatch(/^On baseboards, the Deep Cleaning article says/);
  });
});
