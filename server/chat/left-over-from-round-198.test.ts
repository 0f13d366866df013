import { describe, expect, it } from 'vitest';
import { addOn, bath, bed, half, other, say, total } from '../../tests/chat-on-site.ts';

/**
 * Round 198's wrong totals, asked in other words than the set's: "the common areas" a list of rooms follows counted as a
 * room of its own, and "a room of my own with its own bathroom" in Taglish read as a room called "about".
 */

describe('rooms in a Taglish roommate\'s words', () => {
  it('"only the common areas? living room, kitchen and the half bath" prices the three rooms listed, not a fourth', () => {
    expect(say('magkano po if common areas lang ipa-clean? living room, kitchen at yung half bath'))
      .toContain(total(2 * other.standard + half.standard));
  });

  it('"how about my room only? 1 bedroom, may sariling banyo" is a bedroom and its bathroom', () => {
    expect(say('how about yung kwarto ko lang? 1 bedroom, may sariling CR. standard lang'))
      .toContain(total(bed.standard + bath.standard));
  });
});

describe('more of round 198\'s wrong answers, in other words', () => {
  it('"two bedroom bath and a half" is a full bath and a half bath', () => {
    expect(say('2 bedroom bath and a half plus the kitchen, standard. how much'))
      .toContain(total(2 * bed.standard + bath.standard + half.standard + other.standard));
  });

  it('"one room like our break room" is that one room', () => {
    const reply = say('standard vs deep for one room like our break room, what is the difference?');
    expect(reply).not.toMatch(/2 × Other Room/);
    expect(reply).toMatch(/Other Room: \$[\d.]+ standard, \$[\d.]+ deep/);
  });

  it('pet hair asked whether extra: the site names no charge for it, and says to mention pets', () => {
    const reply = say('our lab sheds like crazy, dog hair on the floors and baseboards. does that cost extra?');
    expect(reply).toMatch(/doesn't mention pet hair or any charge for it/);
  });
});

describe('round 198\'s conversations, in other words', () => {
  it('"yung room ko lang" is one\'s bedroom, not a room called "only"', () => {
    expect(say('deep clean lang yung room ko at yung CR ko, how much?')).toContain(total(bed.deep + bath.deep));
  });

  it('"add em" after add-ons were priced puts them on the home described', () => {
    expect(say('how much are the oven and fridge insides', 'ok add em to a standard for my place, 2 bed 1 bath and a kitchen'))
      .toContain(total(2 * bed.standard + bath.standard + other.standard + addOn('Oven inside') + addOn('Refrigerator inside')));
  });
});

describe('add-ons "every time, as well" after a home was priced', () => {
  it('are added to the home\'s total, not answered with the code on later visits', () => {
    expect(say('standard for 3 bedrooms and 2 baths, what is it?', 'and if I have them do the inside of the oven and the dishes every time, as well?'))
      .toContain(total(3 * bed.standard + 2 * bath.standard + addOn('Oven inside') + addOn('Dishes wash')));
  });
});
