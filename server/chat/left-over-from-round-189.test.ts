import { describe, expect, it } from 'vitest';
import { formatCents } from '../../kernel/money.ts';
import { bath, bed, say } from '../../tests/chat-on-site.ts';

/**
 * Round 189's wrong answers, asked in other words than the set's: a tier said not to be wanted, a service asked of tasks
 * named before, a business priced in Spanish or Korean, and a place of two towns with the town said apart.
 */

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

describe('a business priced in another language', () => {
  const businessAnswer = /Office and Business Cleaning has no published price/;

  it('a hair salon in Spanish ("¿cuánto cobrarían por la peluquería?") is priced by the app, not at home rates', () => {
    const reply = say('¿Cuánto cobrarían por la peluquería? Es un cuarto grande y un baño');
    expect(reply).toMatch(businessAnswer);
    expect(reply).not.toContain('Total:');
  });

  it('a restaurant\'s cleaning priced in Korean ("식당 청소 가격") is priced by the app, not as two bathrooms', () => {
    const reply = say('우리 식당 청소 가격? 화장실 3개 있어요');
    expect(reply).toMatch(businessAnswer);
    expect(reply).not.toContain('Total:');
  });

  it('"restaurant cleaning" in English is the business\'s, "house cleaning" still a home\'s', () => {
    expect(say('restaurant cleaning price? 2 restrooms')).toMatch(businessAnswer);
    expect(say('how much for the salon, one room and a bathroom')).toMatch(businessAnswer);
    expect(say('house cleaning price? 2 bed 1 bath')).toContain(`Total: ${formatCents(2 * bed.standard + bath.standard)}`);
  });
});

describe('a name two places share, with the town meant said in another sentence', () => {
  it('"Newport? the one in JC" is Jersey City\'s Newport, not the census place in Downe Township', () => {
    const reply = say('Is Newport covered? I mean the one in JC by the river.');
    expect(reply).toMatch(/^Yes, we clean in \[Jersey City\]\([^)]+\) in Hudson County, and our page for it names Newport\./);
    expect(reply).not.toContain('Downe');
  });

  it('Newport alone still names both', () => {
    const reply = say('do you clean in Newport?');
    expect(reply).toContain('Downe Township');
    expect(reply).toContain('Jersey City');
  });
});
