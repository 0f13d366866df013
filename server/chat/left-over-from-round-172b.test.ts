import { describe, expect, it } from 'vitest';
import { bath, bed, half, other, say, total } from '../../tests/chat-on-site.ts';

/**
 * What the graders of rounds 170 to 172 noted and their mending left alone, asked in other words than the sets': a bedroom
 * named with its kind ("the master bedroom") before counted rooms, a second question that refers back to the first, what
 * is done with a visitor's details, a community's name, a cleaner who can't get in, some rooms at one service and the
 * rest at the other, and a Spanish word for the sink.
 */

describe('rooms counted', () => {
  it('"the master bedroom and 2 bathrooms" prices the bedroom too', () => {
    const reply = say('we need the master bedroom and 2 bathrooms deep cleaned, how much?');
    expect(reply).toContain(total(bed.deep + 2 * bath.deep));
  });

  it('"just the guest bedroom and 1 bathroom" prices both', () => {
    const reply = say('just the guest bedroom and 1 bathroom please, standard');
    expect(reply).toContain(total(bed.standard + bath.standard));
  });
});

describe('a second question about the first', () => {
  it('"what do you do with my address? do you sell it?" answers both: what the address is for, and that data is not sold', () => {
    const reply = say('what do you do with my address? do you sell it?');
    expect(reply).toMatch(/the app asks for the details needed to match you with a nearby cleaner/);
    expect(reply.match(/We do not sell personal data/g)).toHaveLength(1);
    expect(reply).toMatch(/We do not sell personal data/);
  });
});

describe('what is done with what a visitor tells us', () => {
  it.each(['what do you do with my phone number?', 'what do you use my personal data for?', 'how do you use my information?'])('"%s": the privacy policy\'s purposes, not support\'s phone number', (question) => {
    const reply = say(question);
    expect(reply).toMatch(/We use personal information only for these purposes/);
    expect(reply).not.toMatch(/our phone number is/);
  });
});

describe('who gets what a visitor tells us', () => {
  it('"is it shared with anyone?" after "what do you do with my email": the policy\'s whole list of who gets it', () => {
    const reply = say('what do you do with my email', 'is it shared with anyone?');
    expect(reply).toMatch(/"Who we share it with" section/);
    expect(reply).toMatch(/Service providers/);
  });
});

describe('places', () => {
  it('Delair, a community of Pennsauken Township, is found', () => {
    expect(say('do you clean in Delair?')).toMatch(/Delair: it is part of \[Pennsauken Township\]/);
  });
});

describe('a cleaner who cannot get in', () => {
  it.each(["what if the cleaner can't get in?", "my tenant won't let the cleaner in, what do I do?"])('"%s": the site says no more, support helps, and access notes prevent it', (question) => {
    const reply = say(question);
    expect(reply).toMatch(/^The site doesn't say what happens when a cleaner can't get in/);
    expect(reply).toMatch(/access notes/);
  });
});

describe('some rooms at one service, the rest at the other', () => {
  it('"standard for the whole house but deep for the 2 bathrooms": each part at its rate, and no promise that one booking mixes them', () => {
    const reply = say('3 bed 2 bath, standard for the whole house but deep for the 2 bathrooms. how much?');
    expect(reply).toContain(total(3 * bed.standard + 2 * bath.deep));
    expect(reply).toMatch(/doesn't say whether one booking can mix Standard and Deep/);
  });

  it('the home counted at one service and some of its rooms at the other: those rooms are not priced twice', () => {
    const reply = say('standard clean for 3 bedrooms and 2 baths, but for the master bedroom and one bathroom use deep. price?');
    expect(reply).toContain(total(2 * bed.standard + bath.standard + bed.deep + bath.deep));
  });

  it.each([
    ['How much more is deep than standard for bathroom? we have 2 bathroom very dirty', 2 * bath.deep],
    ['What would a DEEP clean of our office be? 6 regular rooms + 2 half baths.', 6 * other.deep + 2 * half.deep],
  ])('no mix where none is asked: "%s"', (question, cents) => {
    const reply = say(question);
    expect(reply).toContain(total(cents));
    expect(reply).not.toMatch(/mix Standard and Deep/);
  });

  it('a service said of no rooms is the rest\'s: "a standard cleaning but deep for the kitchen"', () => {
    const reply = say('I want a standard cleaning but deep for the kitchen. 2 bed 1 bath plus kitchen');
    expect(reply).toContain(total(2 * bed.standard + bath.standard + other.deep));
  });
});

describe('languages', () => {
  it('Spanish "un baño con solo inodoro y lavabo" is a Half Bathroom', () => {
    const reply = say('¿cuánto cuesta una limpieza estándar de 2 habitaciones y un baño con solo inodoro y lavabo?');
    expect(reply).toContain(total(2 * bed.standard + half.standard));
  });
});
