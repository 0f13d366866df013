import { describe, expect, it } from 'vitest';
import { formatCents } from '../../kernel/money.ts';
import { addOn, bath, bed, half, other, say, total, withCode } from '../../tests/chat-on-site.ts';

/**
 * Round 208's wrong answers and some of its B notes, asked in other words than the set's: a half washroom, the icebox and
 * the inside of the stove, a home written "3/1", rooms asked to be in a price already given, an office named in passing, a
 * church hall, a deep first visit after a schedule, "redo it", rooms and a theft asked in plainer words, an applicant's
 * supplies and resume, a client asking whether cleaners are employees, and words that sent a question to a nearby answer.
 */

describe('rooms and add-ons counted', () => {
  it('"the half washroom" is a half bathroom', () => {
    const reply = say('2 bedrooms, one washroom and the half washroom upstairs, plus the den. regular cleaning how much');
    expect(reply).toContain(total(2 * bed.standard + bath.standard + half.standard + other.standard));
  });

  it('"the inside of the icebox and the stove" are the fridge and oven add-ons, not the stovetop', () => {
    const reply = say('do they clean out the inside of the icebox and the stove too, or is that extra?');
    expect(reply).toContain(`Refrigerator inside ${formatCents(addOn('Refrigerator inside'))}`);
    expect(reply).toContain(`Oven inside ${formatCents(addOn('Oven inside'))}`);
    expect(reply).not.toMatch(/Stovetop/);
  });

  it('"the 3/1" is a home of three bedrooms and one bathroom', () => {
    expect(say('price for a standard clean of my rental, the 3/1 in Brigantine?')).toContain(total(3 * bed.standard + bath.standard));
  });

  it('"does that include the den and the dining room?" after a price: those rooms, priced on lines of their own', () => {
    const reply = say('3 bedrooms 2 baths, standard?', 'does that include the den and the dining room?');
    expect(reply).toContain(total(3 * bed.standard + 2 * bath.standard + 2 * other.standard));
  });

  it('an office named in passing is no service of the home priced before it', () => {
    const reply = say(
      'My father has a 2 bedroom 1 bathroom condo in Fort Lee, standard cleaning how much?',
      'Can he use NEWCOMER? Our office used it for the clinic last year.',
      'and if we add the inside of the fridge, what does he pay?',
    );
    expect(reply).toContain(total(2 * bed.standard + bath.standard + addOn('Refrigerator inside')));
    expect(reply).not.toMatch(/Office and Business Cleaning has no published price/);
  });

  it('a parish hall and its restrooms are Office and Business Cleaning, which the app prices, not home room rates', () => {
    const reply = say('Our parish hall and its two restrooms need cleaning every Monday. Do you do that and how much?');
    expect(reply).toMatch(/Office and Business Cleaning has no published price/);
    expect(reply).not.toMatch(/Other Room: \$/);
  });

  it('a deep first visit with the code, then standard, after a schedule: the first visit at Deep', () => {
    const reply = say('2 bedrooms 1 bath, standard every other week?', 'ok, and if the first one is a deep clean with the code, then standard ones after that?');
    const deep = 2 * bed.deep + bath.deep;
    expect(reply).toContain(`${formatCents(deep)}, or ${formatCents(withCode(deep))} with NEWCOMER`);
    expect(reply).toContain(formatCents(2 * bed.standard + bath.standard));
  });

  it('"redo it" after a room count is corrected asks for the price again, not a re-clean', () => {
    const reply = say('2 bed 2 bath standard how much', 'sorry the second bath is only a toilet and sink. redo it');
    expect(reply).toContain(total(2 * bed.standard + bath.standard + half.standard));
    expect(reply).not.toMatch(/satisfaction promise/);
  });
});

describe('asked in plainer words', () => {
  it('"what all do they do in the den on a regular cleaning?" is what Standard covers, not the supplies', () => {
    const reply = say('What all do they do in the den on a regular cleaning? Do they vacuum the carpet?');
    expect(reply).toMatch(/Other rooms, such as living areas/);
    expect(reply).not.toMatch(/bring supplies/);
  });

  it('"how do I know she isn\'t gonna rob the place?" is the vetting', () => {
    expect(say("how do i know the cleaner isnt gonna rob my apartment? i'm at work all day")).toMatch(/vetted and background-checked/);
  });

  it('"my son booked me a cleaning for the 20th... how do I change it" is moving a booking', () => {
    expect(say('My son booked me a cleaning for the 20th but I have a doctor visit that day. how do I change it')).toMatch(/rescheduling rules/);
  });

  it('"how do I close out my mother\'s account" is a deletion request', () => {
    expect(say('My mother passed and she had the Nestwell app. How do I close out her account?')).toMatch(/personal data deleted/);
  });

  it('"...before the bus drops the kids at 3" is no question outside what the chat does', () => {
    expect(say('how long for a 3 bedroom? need it done before the bus drops the kids at 3')).not.toMatch(/outside what I can help with/);
  });

  it('"Warren Hospital" is no Warren Township', () => {
    expect(say('If I end up at Warren Hospital on the day of the cleaning, what happens?')).not.toMatch(/Warren Township/);
  });

  it('"is the 609 number for cleaners too?": the one line, and crew support for cleaners', () => {
    const reply = say('is the 609 number for cleaners too?');
    expect(reply).toMatch(/\(609\)\s555/);
    expect(reply).toMatch(/crew support/);
  });

  it('"how will the information we submit be used?" on a form is the privacy answers\', not the business version\'s intro', () => {
    expect(say('Before I fill in the business waitlist form, how will the information we submit be used?')).toMatch(/Notice at Collection|Privacy Policy/);
  });
});

describe('who is asking', () => {
  it('"are your cleaners employees or contractors?" from a client beside insurance: the client\'s answers, not the crew\'s', () => {
    const reply = say('Is Nestwell insured and bonded? Also, are your cleaners employees or independent contractors?');
    expect(reply).toMatch(/insurance or bonding/);
    expect(reply).not.toMatch(/joining the crew/);
  });

  it('"I bring my own supplies to the job?" is an applicant\'s question, for crew support', () => {
    const reply = say('I have very good products and my own vacuum. I bring them to the job, or Nestwell gives supplies to the cleaners?');
    expect(reply).toMatch(/Crew support/);
    expect(reply).not.toMatch(/outside what I can help with/);
  });

  it('"help me write my resume for the application" is declined, with where applying happens', () => {
    const reply = say('can you write my resume for the application? my english is not so good');
    expect(reply).toMatch(/^That's outside what I can help with/);
    expect(reply).toMatch(/Nestwell Crew site/);
  });

  it('"draft a short listing description" is declined', () => {
    expect(say('could you draft a short listing description for my 3 bedroom cape in Verona?')).toMatch(/^That's outside what I can help with/);
  });
});
