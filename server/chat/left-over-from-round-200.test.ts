import { describe, expect, it } from 'vitest';
import { formatCents } from '../../kernel/money.ts';
import { addOn, bath, bed, half, other, say, total } from '../../tests/chat-on-site.ts';

/**
 * Round 200's wrong answers, asked in other words than the set's: rooms named in other Englishes or by where they are, a
 * room compared with, a whole office read as a room, an unlisted appliance beside add-ons, a dictated message, a weekly
 * plan's add-ons, a town said as how far, the teen clause, and a cleaner's own clients and company.
 */

describe('rooms as people name them', () => {
  it('"1 lavabo" in an English message is a half bathroom', () => {
    expect(say('Deep cleaning for my mother: 2 bedrooms, 1 bathroom, 1 lavabo and the kitchen. How much?'))
      .toContain(total(2 * bed.deep + bath.deep + half.deep + other.deep));
  });

  it('"one big hall with kitchen together" is one Other Room', () => {
    expect(say('Our flat has 3 bedroom, 2 bathroom and one big hall with kitchen together. Standard how much?'))
      .toContain(total(3 * bed.standard + 2 * bath.standard + other.standard));
  });

  it('a room "near kitchen" says where the room is; the kitchen is no room of the question', () => {
    const reply = say('What does half bathroom mean? We got one small one next to kitchen, only a toilet and a basin. You charge same as full bathroom?');
    expect(reply).toMatch(/Half Bathroom/);
    expect(reply).not.toMatch(/Total: /);
  });

  it('"charge it like a full bathroom?" compares; it is no bathroom more', () => {
    expect(say('there is one little bathroom with just a toilet and a sink. do you charge it like a full bathroom?')).not.toMatch(/1 × Bathroom/);
  });

  it('"for our office:" before a list of its rooms is the whole space, not one room more', () => {
    expect(say('rough # for our office pls: 6 desks in one open room, a meeting room, a kitchenette, 1 restroom. standard'))
      .toContain(total(3 * other.standard + bath.standard));
  });
});

describe('add-ons summed', () => {
  it('an appliance the list does not name is the Other add-on, in the sum', () => {
    const reply = say('the oven is greasy, the microwave too, and the air fryer is disgusting. what do the add ons come to for those?');
    expect(reply).toMatch(/Other \(add-on\), for the air fryer/);
    expect(reply).toContain(`Together: ${formatCents(addOn('Oven inside') + addOn('Microwave inside') + addOn('Other'))}.`);
  });

  it('a dictated message: "comma" and "period" are punctuation, and the fridge\'s outside is not its inside', () => {
    const reply = say('quick question comma is the outside of the fridge wiped for free period and what does it cost to clean inside the oven and do the dishes');
    expect(reply).toContain(`Together: ${formatCents(addOn('Oven inside') + addOn('Dishes wash'))}.`);
    expect(reply).not.toMatch(/Refrigerator inside \(add-on\)/);
  });

  it('"every week, with the oven each time" prices each visit with the add-on', () => {
    expect(say('2 bedrooms 1 bathroom standard, how much?', 'and then weekly, with the oven and the dishes each time'))
      .toContain(`${formatCents(2 * bed.standard + bath.standard + addOn('Oven inside') + addOn('Dishes wash'))} per visit`);
  });
});

describe('a town said as how far from another', () => {
  it('"right over the bridge from X" after a town asked answers only the town asked', () => {
    const reply = say('do you clean in stillwater? its right over the bridge from newton');
    expect(reply).toMatch(/Stillwater Township/);
    expect(reply).not.toMatch(/Newton Town/);
  });

  it('"like 10 minutes from X" after the town asked: the same', () => {
    const reply = say('and wantage? its like 10 minutes from sussex');
    expect(reply).toMatch(/Wantage Township/);
    expect(reply).not.toMatch(/Sussex Borough/);
  });
});

describe('privacy, asked by an adult', () => {
  it('"will you sell my phone number?" is not answered with the rule for teens', () => {
    const reply = say('is my email going to be sold to every contractor in jersey?');
    expect(reply).not.toMatch(/teens|younger than/);
    expect(reply).toMatch(/(do not|don't) sell personal data/);
  });
});

describe("a cleaner's own clients and company", () => {
  it('"can my clients choose me by name?" is a cleaner\'s question, answered for the crew', () => {
    expect(say('If my regular clients download the app, can they choose me by name so I keep them?')).toMatch(/Crew support/);
  });

  it('a cleaning LLC of one\'s own is an applicant\'s question, not the business waitlist', () => {
    const reply = say("My brother and me, we plan to open a small LLC for cleaning. The 'Nestwell for business' is for companies like ours? To work together with Nestwell as a company?");
    expect(reply).toMatch(/Crew site/i);
    expect(reply).not.toMatch(/business waitlist/);
  });
});
