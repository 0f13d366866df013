import { describe, expect, it } from 'vitest';
import { firstCleanCents, formatCents } from '../../kernel/money.ts';
import { parseOrder } from './handlers/prices.ts';
import { addOn, bath, bed, half, index, other, say, total } from '../../tests/chat-on-site.ts';

/**
 * Round 218's wrong answers and a few of its B notes (studied after its grading, so the round is a tuning set now), asked in
 * other words than the set's: a long letter's rooms floor by floor, an open kitchen and living room said in Spanish, a
 * basement room and "a big room" counted as rooms more, appliance counts and a bedroom used as an office carried into later
 * turns, the code asked of a new address after a schedule, turnovers asked as "something you do".
 */

const rooms = (text: string) => Object.fromEntries(parseOrder(text, index.facts).rooms);
const cents = (counts: [typeof bed, number][], tier: 'standard' | 'deep') => counts.reduce((sum, [r, n]) => sum + r[tier] * n, 0);

describe('a home counted in a long letter', () => {
  const letter = 'Good evening. Every spring before Easter I scrub the kitchen and every floor of the house myself, top to bottom, but '
    + 'this year my hip is bad and my daughter works nights at the hospital, so the family said, Mum, let us hire someone for once. '
    + 'Upstairs we have 3 bedrooms and 2 full bathrooms. Downstairs there is 1 bedroom where I sleep, 1 half bathroom by the door, and '
    + 'also the kitchen, the living room, the dining room and a small sewing room. Please tell me what a Deep cleaning of the whole '
    + 'house will cost, and is Deep the right choice for us?';

  it('keeps every floor\'s rooms over the story around them, as one home', () => {
    const reply = say(letter);
    expect(reply).toContain(total(cents([[bed, 4], [bath, 2], [half, 1], [other, 4]], 'deep')));
    expect(reply).not.toMatch(/Each home's rooms/);
  });

  it('still prices an upstairs and a downstairs unit as two homes', () => {
    expect(say('upstairs unit 2 bed 1 bath, downstairs unit 3 bed 2 bath, how much for both?')).toMatch(/Each home's rooms/);
  });
});

describe('rooms said otherwise', () => {
  it('prices a kitchen and living room said in Spanish to be one space as one room', () => {
    expect(say('Mi hermano vive en Union City: 2 cuartos, 1 baño, y la sala con la cocina junta, es un solo espacio. Cuanto cuesta el standard?'))
      .toContain(total(cents([[bed, 2], [bath, 1], [other, 1]], 'standard')));
  });

  it('counts a basement playroom as one room, and "a big room" asked about as none', () => {
    expect(rooms('the family room is huge and there is a finished basement playroom. is a big room still just one other room?')).toEqual({ [other.item]: 2 });
  });

  it('reads a room "by the back door" with a toilet and a sink as a half bathroom', () => {
    expect(say("What is meant by 'half bath'? We have a little room by the back door with only a toilet and a sink."))
      .toMatch(/priced as a Half Bathroom/);
  });
});

describe('what one turn counts, carried to the next', () => {
  it('keeps a second refrigerator in the add-ons priced with the code', () => {
    const addOns = 2 * addOn('Refrigerator inside') + addOn('Oven inside');
    const reply = say('moving out: how much for the inside of the oven and the fridge?', 'there is a second fridge on the back porch, add the inside of that one', 'and with the half-price code, what do those come to?');
    expect(reply).toContain(formatCents(firstCleanCents(addOns, index.facts.offer.percentOff)));
  });

  it('prices the visits after a home whose spare bedroom is used as an office, not an office with no published price', () => {
    const reply = say('standard clean for 1 bed, 1 bath and the living room?', 'oh and a spare bedroom i use as an office, whats it now?', 'and every other week after the first?');
    expect(reply).not.toMatch(/has no published price/);
    expect(reply).toMatch(/per visit/);
  });

  it('answers the code asked of a new address after a schedule, not the schedule again', () => {
    expect(say('2 bed 1 bath standard, how much?', 'every two weeks, same price each time?', 'We already used the new-customer code on our move-out. Does the new apartment count as a new customer, since it\'s a new address?'))
      .toMatch(/doesn't say a new address/);
  });
});

describe('questions in other words', () => {
  it('answers "is this something you do, cleaning between guests?" with the turnover service', () => {
    expect(say('Is this something you do, cleaning between guests?')).toContain(say('do you do cleaning between guests?').split('\n')[0]!);
  });

  it('answers which of the two apps, asked in Spanish', () => {
    expect(say("mi sobrino me dice que baje Nestwell pero en el Play Store veo 'Nestwell' y 'Nestwell Crew'. Cual es para mi?")).toContain(`There are two ${index.facts.brand} apps`);
  });

  it('answers whether it is a person, asked in Spanish', () => {
    expect(say('perdon, tu eres una persona o un robot?')).toMatch(/not a person/);
  });

  it('answers how early the cleaners can start with the times the app shows, not the early-access list', () => {
    expect(say('how early can your cleaners start, 6am on a sunday?')).toMatch(/doesn't list opening hours/);
  });

  it('reads "my son\'s" as a relative, not a place a town\'s page names', () => {
    expect(say("We booked a cleaning for Sunday, but my son's in-laws are visiting that day. How can I change the date?")).not.toMatch(/our pages for these towns name/);
  });

  it('answers "will they charge something for changing?" after a visit to move as the rescheduling rules', () => {
    const rules = say('will they charge me for rescheduling?').split('\n')[0]!;
    expect(say('I booked Friday but need to move it. How?', 'Will they charge something for changing?')).toContain(rules);
  });
});
