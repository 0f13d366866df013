import { describe, expect, it } from 'vitest';
import { formatCents } from '../../kernel/money.ts';
import { addOn, bath, bed, other, say, total } from '../../tests/chat-on-site.ts';

/**
 * Round 201's wrong answers, asked in other words than the set's: a finished attic left out, "how much extra is" read as
 * a second appliance, rooms counted again where people share them, a part of a New Jersey town read as a near namesake
 * across the border, and a cookie declined.
 */

describe('rooms and add-ons counted', () => {
  it('"the finished attic" is an Other Room of the home', () => {
    expect(say('standard price for 3 bedrooms, 1 bath, the family room and the finished attic?'))
      .toContain(total(3 * bed.standard + bath.standard + 2 * other.standard));
  });

  it('"how much extra is the oven inside + the dishes?" is one oven, not two', () => {
    expect(say('how much extra is oven inside + the dishes wash?')).toContain(`Together: ${formatCents(addOn('Oven inside') + addOn('Dishes wash'))}.`);
  });
});

describe('rooms said again', () => {
  it('"3 of us sharing 2 bathrooms" after "our 2 bathrooms" is the same two, not two more', () => {
    expect(say('our 2 bathrooms are a disaster, 3 of us sharing 2 bathrooms. deep clean for them, how much?')).toContain(total(2 * bath.deep));
  });

  it('said only there, the shared rooms are the rooms', () => {
    expect(say('5 roommates sharing 2 bathrooms, standard clean for those, how much?')).toContain(total(2 * bath.standard));
  });
});

describe('a part of a town beside the town', () => {
  it('a name near another state\'s place, said beside the New Jersey town and ZIP, is no place across the border', () => {
    const reply = say('do you clean in forest hill? its in newark, 07104');
    expect(reply).toMatch(/we clean in \[Newark City\]/);
    expect(reply).not.toMatch(/New York\) is outside our area/);
  });
});

describe('a cookie declined', () => {
  it('"will I still be able to see the prices?" after Decline: the site works without cookies', () => {
    expect(say('I pressed Decline on the cookies. Will I still be able to see your prices?')).toMatch(/Declining doesn't stop the site working/);
  });
});
