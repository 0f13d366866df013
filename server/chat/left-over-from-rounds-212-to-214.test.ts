import { describe, expect, it } from 'vitest';
import { formatCents } from '../../kernel/money.ts';
import { addOn, bath, bed, half, other, say, total, withCode } from '../../tests/chat-on-site.ts';

/**
 * Round 212's, 213's and 214's wrong answers, asked in other words than the sets': a home counted whole beside the rooms of
 * it that alone are wanted ("a 4 bed 2 bath apt, can I just pay for my room and my bathroom?"); a deep first visit followed
 * by standard ones ("deep the first time, then regular every other week"); a room the home never counted, left out, and one
 * it did, left out by "if we don't include it"; rooms named and then counted in a bracket ("kitchen + living room (2
 * rooms)"); one home priced twice in one message, the second time with add-ons; housing on a military base; and a state
 * named as where a relative, or the one writing, is.
 */

describe('a home counted whole, and only some of its rooms wanted', () => {
  it('prices the rooms kept, one each, not the home: "we have a 3 bed 2 bath house but I only want my bedroom and my bathroom cleaned"', () => {
    const reply = say('we have a 3 bed 2 bath house but I only want my bedroom and my bathroom cleaned, how much?');
    expect(reply).toContain(total(bed.standard + bath.standard));
  });

  it('prices the rooms kept when the clause that keeps them counts one: "only need the kitchen and one bathroom done, deep"', () => {
    const reply = say('3 bed 2 bath, only need the kitchen and one bathroom done, deep, price?');
    expect(reply).toContain(total(bath.deep + other.deep));
  });

  it('prices the bedrooms kept, counted: "4 bedrooms 2 baths but we only need 2 bedrooms done"', () => {
    expect(say('4 bedrooms 2 baths but we only need 2 bedrooms done, how much')).toContain(total(2 * bed.standard));
  });

  it('prices the whole home where the words that keep rooms add one to it ("can you just do my kitchen too")', () => {
    expect(say('2 bed 1 bath apartment, can you just do my kitchen too, how much')).toContain(total(2 * bed.standard + bath.standard + other.standard));
  });
});

describe('a deep first visit, then standard ones', () => {
  it('prices the first visit deep with the code and the later ones standard, asked after the home was priced', () => {
    const reply = say('2 bed 1 bath, standard, how much?', 'what if we do deep first and then standard every other week?');
    const deep = 2 * bed.deep + bath.deep;
    expect(reply).toContain(`${formatCents(deep)} for this home, ${formatCents(withCode(deep))} with`);
    expect(reply).toContain(`each Standard Cleaning visit after it is ${formatCents(2 * bed.standard + bath.standard)}`);
  });

  it('prices the deep first visit as the home was priced, add-ons and all, when the standard visits after drop them', () => {
    const reply = say('deep clean 2 bed 1 bath', 'add oven inside', 'then standard every week after that, no add-ons. what is each visit?');
    expect(reply).toContain(formatCents(withCode(2 * bed.deep + bath.deep + addOn('Oven inside'))));
    expect(reply).toContain(`each Standard Cleaning visit after it is ${formatCents(2 * bed.standard + bath.standard)}`);
  });

  it('reads "deep the first time" as the first visit\'s tier, and what is paid each time as each visit\'s price', () => {
    const reply = say('One bedroom, one bathroom, and the living room. Regular cleaning. How much.', 'And the deep version of the same?',
      'Ok. Deep the first time with the half-off code, then regular every other week after that. What do I pay each time?');
    expect(reply).toContain(formatCents(withCode(bed.deep + bath.deep + other.deep)));
    expect(reply).toContain(`${formatCents(bed.standard + bath.standard + other.standard)} a visit`);
    expect(reply).not.toContain(`${formatCents(bed.deep + bath.deep + other.deep)} per visit`);
  });
});

describe('a room the home never counted, left out', () => {
  it('takes nothing off the rooms named, when a story names it and "leave that out" points at it', () => {
    const reply = say('Three bedrooms, one full bathroom, the parlor, the dining room and the kitchen, standard', 'My study I keep locked, so leave that out.');
    expect(reply).toContain(total(3 * bed.standard + bath.standard + 3 * other.standard));
  });

  it('takes one room off when the room left out was named ("the dining room we never use, so leave that out")', () => {
    const reply = say('3 bed 2 bath, kitchen, living room and dining room, standard', 'the dining room we never use, so leave that out');
    expect(reply).toContain(total(3 * bed.standard + 2 * bath.standard + 2 * other.standard));
  });
});

describe('a room left out by "if we don\'t include it"', () => {
  it('takes the room a story named out of the home priced (round 214)', () => {
    const reply = say('standard for 3 bed, 2 bath, kitchen, living room and a den', 'The den is my husband\'s and he keeps it shut. If we don\'t include it, how much then?');
    expect(reply).toContain(total(3 * bed.standard + 2 * bath.standard + 2 * other.standard));
  });
});

describe('rooms named, then counted in a bracket', () => {
  it('counts "kitchen + living room (2 rooms)" as two Other Rooms, not four', () => {
    const reply = say('just ONE side: 3 bd / 2 ba / 1 half ba / kitchen + living room (2 rooms). what does a DEEP clean come to?');
    expect(reply).toContain(total(3 * bed.deep + 2 * bath.deep + half.deep + 2 * other.deep));
  });
});

describe('one home priced twice in a message, the second time with add-ons', () => {
  it('gives the estimate with the add-ons asked last, not only the one without them', () => {
    const reply = say('The house is 3 bedrooms, 1 full bath and 2 other rooms. Should we start with the deep one or the regular one? '
      + 'And what would the deep one cost with the inside of the oven and the fridge done too?');
    expect(reply).toContain(total(3 * bed.deep + bath.deep + 2 * other.deep + addOn('Oven inside') + addOn('Refrigerator inside')));
  });
});

describe('housing on a military base', () => {
  it('says the site is silent on getting onto the base, for housing inside an arsenal or base housing', () => {
    for (const q of ['My husband works at Picatinny Arsenal. If we move to the housing inside there, can Nestwell clean our house?',
      'We live in base housing at Joint Base McGuire-Dix-Lakehurst, do you clean there?']) {
      expect(say(q)).toMatch(/doesn't say whether a cleaner can get onto a military base/);
    }
  });
});

describe('a state named as where someone is, not the home', () => {
  it('gives no out-of-area verdict to a daughter typing for her father from another state', () => {
    const reply = say('Hi, this is his daughter typing for Dad from Georgia. His house is 3 bedrooms, 1 full bath. What would a deep clean cost?');
    expect(reply).not.toMatch(/outside our area/);
    expect(reply).toContain(total(3 * bed.deep + bath.deep));
  });

  it('gives no out-of-area verdict when a daughter in another state would handle a booking for the one asking', () => {
    const reply = say('If I\'m in the hospital and can\'t answer the phone, could my daughter in Georgia call you and handle it for me?');
    expect(reply).not.toMatch(/outside our area/);
  });

  it('still answers a place the one writing from there asks about', () => {
    expect(say("I'm writing from Georgia, do you clean in Atlanta?")).toMatch(/outside our area/);
  });
});
