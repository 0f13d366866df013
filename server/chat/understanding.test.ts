import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildChatIndex } from '../../generator/chat/index.ts';
import { loadContent } from '../../generator/content/load.ts';
import { formatCents } from '../../kernel/money.ts';
import { quote } from '../../tests/prices.ts';
import { createChatEngine } from './engine.ts';
import { inTurns } from '../../tests/chat-turns.ts';

/**
 * What is asked and by whom, carried across turns (the round-5 patterns), each asked in words of
 * its own: add-ons kept by follow-ups, a client's word that looks like a cleaner's, a home in New
 * Jersey booked from out of state, a town's old name, rooms counted loosely, an office's price,
 * and everything an order adds to its rooms.
 */
const index = buildChatIndex(loadContent(path.resolve(import.meta.dirname, '../..')).content);
const engine = createChatEngine(index);
const prices = index.facts;
const say = (...turns: string[]) => inTurns(engine, ...turns).reply;
const cheapest = [...prices.addOns].filter((a) => a.item !== 'Other').sort((a, b) => a.price - b.price)[0]!.item;

describe('follow-ups keep the add-ons of the order', () => {
  it('keeps add-ons named as "those two" when the tier changes later', () => {
    const reply = say('what do the microwave and stovetop add-ons cost?', '2 bed 1 bath standard, with those two, total please', 'and if we go deep?');
    expect(reply).toContain(`Total: ${quote(prices, 'deep', { Bedroom: 2, Bathroom: 1 }, ['Microwave', 'Stovetop']).total}`);
  });

  it('keeps add-ons and the last room listed when the code is asked after them', () => {
    const reply = say('standard please: 2 bedrooms, 1 bath, den and family room', 'throw in the stovetop and the microwave', 'and with the promo?');
    const expected = quote(prices, 'standard', { Bedroom: 2, Bathroom: 1, Other: 2 }, ['Stovetop', 'Microwave']);
    expect(reply).toContain(`Total: ${expected.total}`);
    expect(reply).toContain(expected.firstClean);
    const withRoomLast = say('3 bed 1 bath plus a kitchen and a living room, deep', 'add the oven');
    expect(withRoomLast).toContain(`Total: ${quote(prices, 'deep', { Bedroom: 3, Bathroom: 1, Other: 2 }, ['Oven']).total}`);
  });

  it('reads "that and the X" as the add-on just named, or the cheapest one just asked for', () => {
    const reply = say('which extras can I book', 'what is the least expensive one?', 'put that and the oven on a 1 bed 1 bath deep');
    expect(reply).toContain(`Total: ${quote(prices, 'deep', { Bedroom: 1, Bathroom: 1 }, [cheapest, 'Oven']).total}`);
  });

  it('reads washing cups or mugs as the dishes add-on, with several add-ons summed', () => {
    const dishes = prices.addOns.find((a) => a.item.startsWith('Dishes'))!;
    const fridge = prices.addOns.find((a) => a.item.startsWith('Refrigerator'))!;
    const reply = say('could someone hand wash our coffee mugs and clean inside the fridge? how much extra');
    expect(reply).toContain(dishes.item);
    expect(reply).toContain(`Together: ${formatCents(dishes.price + fridge.price)}`);
  });
});

describe('who is asking', () => {
  it('answers a client whose work shift changes as a client, not as a cleaner', () => {
    const reply = say('my shifts at the hospital got moved, can I cancel thursday\'s cleaning?');
    expect(reply).not.toMatch(/crew support|cleaners' hours/i);
    expect(reply).toMatch(/cancel/i);
  });

  it('sends a cleaner with a payout problem to crew support, not client support or the price list', () => {
    const reply = say('im a housekeeper with you guys and my payout looks short this week');
    expect(reply).toMatch(/crew support/i);
    expect(reply).not.toContain(formatCents(prices.rooms[0]!.standard));
    expect(say('what is the pay for a cleaner, by the hour or by the job?')).toMatch(/doesn't say what cleaners earn/);
  });
});

describe('where the home is, not where the asker lives', () => {
  it('says yes for a served New Jersey home booked by someone living in another state, never "Not yet"', () => {
    const reply = say('My grandmother lives in Montclair. I live in Ohio myself, can I set up a cleaning for her place?');
    expect(reply).toMatch(/^Yes, we clean in \[Montclair/);
    expect(reply).toMatch(/the site sets no rule about where you live yourself/);
    expect(reply).not.toMatch(/Not yet/);
  });

  it('still says no to a home outside New Jersey, and no topic opens with "Yes." after that', () => {
    const reply = say('we are in philadelphia for now, can u do a move out clean of our apartment there?');
    expect(reply).toMatch(/^Not yet/);
    expect(reply).not.toMatch(/^Yes\b/m);
    // The asker's own home near a served town is still outside.
    const own = say('I live in Staten Island, a short drive from Elizabeth. Could you clean my apartment?');
    expect(own).toMatch(/Not yet: .*Staten Island/);
    expect(own).not.toMatch(/sets no rule/);
  });

  it("reads a town's old name as the town it was renamed to", () => {
    const reply = say('is Dover Township in your area?');
    expect(reply).toMatch(/Dover Township is the old name of \[Toms River Township\]/);
    expect(reply).not.toMatch(/Morris County/);
  });
});

describe('rooms and prices read as meant', () => {
  it('counts "2 room and 1 bathroom" in a home as bedrooms, and says so', () => {
    const reply = say('my mom has 2 room and 1 bathroom, price?');
    expect(reply).toContain(`Total: ${quote(prices, 'standard', { Bedroom: 2, Bathroom: 1 }).total}`);
    expect(reply).toMatch(/I read your 2 rooms as bedrooms/);
  });

  it('never gives an office described by its rooms a Standard estimate as its price', () => {
    const reply = say('our office is 5 rooms and 2 restrooms, what would cleaning it cost? any discount for businesses?');
    expect(reply).toMatch(/Office and Business Cleaning has no published price/);
    expect(reply).not.toMatch(/Total:/);
    expect(reply).toMatch(/no business discount/);
  });

  it('names the booking fee as well as the add-ons when asked what comes on top of the room prices', () => {
    const reply = say('apart from the room rates, what else ends up on the bill?');
    expect(reply).toMatch(/booking fee/);
    expect(reply).toContain(prices.addOns[0]!.item);
  });
});
