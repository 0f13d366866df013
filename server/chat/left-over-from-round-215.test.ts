import { describe, expect, it } from 'vitest';
import { parseOrder } from './handlers/prices.ts';
import { addOn, bath, bed, half, index, other, say, total } from '../../tests/chat-on-site.ts';

/**
 * Round 215's wrong answers, asked in other words than the set's: rooms counted by "both" ("both restrooms"), a half bath and
 * an oven as voice typing hears them ("1 have bath", "the over inside"), one home described over two parts of a message ("a
 * full bathroom and also a small powder room"), and a town's state written as a postal code that is a word of the language
 * the message is in ("Newark DE" in Portuguese, where "de" is "of").
 */

describe('rooms counted by "both"', () => {
  it('counts "both restrooms" as two: "regular clean of the lobby and both restrooms, how much?"', () => {
    expect(say('regular clean of the lobby and both restrooms, how much?')).toContain(total(2 * bath.standard + other.standard));
  });

  it('counts "both of the bedrooms" as two', () => {
    expect(say('deep clean of both of the bedrooms and the bathroom, price?')).toContain(total(2 * bed.deep + bath.deep));
  });

  it('counts no more rooms where "both" names the two a number counted: "a 2 bed 2 bath condo... both bedrooms, both bathrooms"', () => {
    const reply = say('we have a 2 bed 2 bath condo. if we want both bedrooms, both bathrooms, the kitchen and the living room done (standard), what would that be?');
    expect(reply).toContain(total(2 * bed.standard + 2 * bath.standard + 2 * other.standard));
  });

  it('orders no rooms a visit skipped: "the cleaner skipped both restrooms"', () => {
    expect(parseOrder('the cleaner skipped both restrooms last night', index.facts).rooms.size).toBe(0);
  });
});

describe('words voice typing hears for others', () => {
  it('reads "1 have bath" as a half bath', () => {
    expect(say('price for 3 bedrooms 2 full baths 1 have bath, regular clean')).toContain(total(3 * bed.standard + 2 * bath.standard + half.standard));
  });

  it('reads "the over inside" as the oven', () => {
    expect(say('1 bed 1 bath standard and add the over inside, total?')).toContain(total(bed.standard + bath.standard + addOn('Oven inside')));
  });
});

describe('one home described over two parts', () => {
  it('prices a bathroom and a powder room said "and also" as rooms of one home, not two homes', () => {
    const reply = say('upstairs is one full bathroom and also a little powder room with only a toilet and sink. same price for both?');
    expect(reply).not.toMatch(/homes you described/);
    expect(reply).toContain(half.item);
  });
});

describe('a state written as a postal code in another language', () => {
  it('reads "Newark DE" in Portuguese as Newark, Delaware, not the Newark we clean in', () => {
    const reply = say('meu irmão mora em Newark DE, vocês limpam lá?');
    expect(reply).toMatch(/Newark \(Delaware\) is outside our area/);
    expect(reply).not.toMatch(/Yes, we clean in \[Newark/);
  });
});
