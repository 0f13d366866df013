import { describe, expect, it } from 'vitest';
import { addOn, bath, bed, other, say, total } from '../../tests/chat-on-site.ts';
import { formatCents } from '../../kernel/money.ts';

/**
 * Round 171's wrong answers (graded at 1fc2ab2, read through the graders' notes), asked in other words than the set's: two
 * options priced as one sum, a furnished house sent to Move In/Out, the code's share offered after it was used, a kitchen
 * counted twice when asked whether it is an Other Room, and a decoration taken for an add-on.
 */

describe('prices', () => {
  it('two options offered ("deep for 2 bathrooms or standard for 3?"): each priced, and the cheaper one named', () => {
    const reply = say('which costs less, standard cleaning 4 bedrooms or deep cleaning 3 bedrooms?');
    expect(reply).toContain(formatCents(4 * bed.standard));
    expect(reply).toContain(formatCents(3 * bed.deep));
    expect(reply).toContain(`by ${formatCents(Math.abs(4 * bed.standard - 3 * bed.deep))}`);
    expect(reply).not.toContain(total(7 * bed.deep));
  });

  it('a kitchen added and asked whether it is an Other Room is counted once', () => {
    const reply = say('price for 1 bedroom, 1 bathroom and the living room, deep', "Add the kitchen too. Is a kitchen counted as an 'Other Room'?");
    expect(reply).toContain(total(bed.deep + bath.deep + 2 * other.deep));
  });

  it('a share split between roommates who used the code already offers no first-cleaning share', () => {
    const reply = say('we used the NEWCOMER code already in october. standard for 2 bathrooms and the kitchen, split 4 ways?');
    expect(reply).toMatch(/Split 4 ways/);
    expect(reply).not.toMatch(/The first cleaning with the code NEWCOMER is/);
  });
});

describe('which service', () => {
  it('a house with its furniture still in it, before a sale, "move out cleaning?": Deep, Move In/Out being for an empty home', () => {
    const reply = say('Selling my mom\'s place next month, the house still has all her furniture and it\'s a mess. Which cleaning should I book, move out?');
    expect(reply).toMatch(/^Move In\/Out Cleaning is made for an empty home/);
    expect(reply).toMatch(/Deep Cleaning first/);
  });
});

describe('add-ons', () => {
  it('decorations asked as the Other add-on: no, add-ons are cleanings', () => {
    const reply = say('can I book hanging streamers for the party as the other add-on?');
    expect(reply).toMatch(/^No: every add-on, Other included, is a deeper clean of one item/);
    expect(reply).toContain(formatCents(addOn('Other')));
  });
});
