import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildChatIndex } from '../../generator/chat/index.ts';
import { loadContent } from '../../generator/content/load.ts';
import { formatCents } from '../../kernel/money.ts';
import { quote } from '../../tests/prices.ts';
import { createChatEngine } from './engine.ts';
import { inTurns } from '../../tests/chat-turns.ts';

/**
 * Totals a visitor would take as the answer, read as meant (the round-7 patterns), each asked in
 * words of its own: the service named by what it does ("the thorough kind"), rooms said not to
 * need cleaning, one room described twice, and a service the app prices followed by a schedule.
 */
const index = buildChatIndex(loadContent(path.resolve(import.meta.dirname, '../..')).content);
const engine = createChatEngine(index);
const prices = index.facts;
const other = prices.rooms.find((r) => r.item === 'Other Room')!;
const say = (...turns: string[]) => inTurns(engine, ...turns).reply;

describe('the service named by what it does', () => {
  it.each([
    ['we would like the more thorough type of clean for 2 bedrooms and 1 bathroom, what is the total?', { Bedroom: 2, Bathroom: 1 }],
    ['how much is a really thorough clean of a 1 bed 1 bath flat', { Bedroom: 1, Bathroom: 1 }],
    ['four bedrooms, two baths: price for the thorough option please', { Bedroom: 4, Bathroom: 2 }],
  ])('prices "%s" as Deep Cleaning', (question, rooms) => {
    const reply = say(question);
    expect(reply).toContain('estimate for Deep Cleaning');
    expect(reply).toContain(`Total: ${quote(prices, 'deep', rooms).total}`);
  });

  it('keeps Standard when the visitor names it beside the word', () => {
    expect(say('a thorough standard clean for 2 bedrooms and 1 bathroom, how much?')).toContain(`Total: ${quote(prices, 'standard', { Bedroom: 2, Bathroom: 1 }).total}`);
  });
});

describe('rooms said to need no cleaning', () => {
  it.each([
    ['the kitchen is fine, just the 2 bedrooms and 1 bathroom please, how much?', { Bedroom: 2, Bathroom: 1 }, /left out the kitchen/],
    ['3 beds 2 baths but the bedrooms are already clean, deep price for the rest?', { Bathroom: 2 }, /left out the bedrooms/],
    ['price for 2 bed 1 bath and a den, skip the den', { Bedroom: 2, Bathroom: 1 }, /left out the den/],
  ] as const)('leaves them out of the total in one message: "%s"', (question, rooms, note) => {
    const reply = say(question);
    expect(reply).toContain(`Total: ${quote(prices, /deep/.test(question) ? 'deep' : 'standard', rooms).total}`);
    expect(reply).toMatch(note);
  });

  it('leaves a room out of the home priced before, and keeps it out when the tier changes after', () => {
    const home = '3 bedrooms, 2 bathrooms and a half bath, standard';
    const without = 'hmm what if the half bath does not need to be cleaned';
    expect(say(home, without)).toContain(`Total: ${quote(prices, 'standard', { Bedroom: 3, Bathroom: 2 }).total}`);
    expect(say(home, without, 'and for deep?')).toContain(`Total: ${quote(prices, 'deep', { Bedroom: 3, Bathroom: 2 }).total}`);
    expect(say('2 bed 1 bath + living room, how much', 'ok the living room can be skipped')).toContain(`Total: ${quote(prices, 'standard', { Bedroom: 2, Bathroom: 1 }).total}`);
  });
});

describe('one room described twice', () => {
  it.each([
    'the den is basically a playroom now, how much to add it to a standard clean?',
    'the library is more like a lounge now, what would a standard clean of it cost',
  ])('prices "%s" as one Other Room', (question) => {
    const reply = say(question);
    expect(reply).toMatch(new RegExp(`Total: \\${quote(prices, 'standard', { Other: 1 }).total}|Other Room: \\${formatCents(other.standard)}`));
    expect(reply).not.toMatch(/\d+ × (?!Other Room at)|[2-9] × Other Room/);
  });
});

describe('a schedule after a space the app prices', () => {
  it.each([
    ['what service do we need for an office with a messy break room?', 'and weekly after that?'],
    ['which service fits an office with 5 desks?', 'how about monthly?'],
  ])('gives no per-visit room total for an office ("%s", then "%s")', (first, then) => {
    const reply = say(first, then);
    expect(reply).not.toMatch(/per visit for this home|Total: \$/);
    expect(reply).toMatch(/recurring/i);
  });
});

describe('two questions about one home', () => {
  it.each([
    'deep clean, 2 bedrooms and 2 baths, what is the total? and does the newcomer code apply to it?',
    'How much would a deep cleaning of four bedrooms and one bath be? Would the discount work on that?',
  ])('gives the estimate once, with the offer applied: "%s"', (question) => {
    const reply = say(question);
    expect(reply.match(/Here is the estimate/g)).toHaveLength(1);
    expect(reply).toMatch(/% off/);
  });
});

describe('add-ons asked about in earlier turns, then a home with them (round 8 patterns)', () => {
  it.each([
    [['is the fridge inside extra?', 'what about the microwave?', 'so 1 bed 1 bath standard + both, total?'], 'standard', ['Refrigerator', 'Microwave']],
    [['how much to clean inside the oven', 'and the inside of the fridge?', 'deep clean 3 bedrooms 2 bathrooms plus those, how much'], 'deep', ['Oven', 'Refrigerator']],
  ] as const)('counts the add-ons of both earlier turns when "%s" points at them', (turns, level, addOns) => {
    const rooms = /3 bedrooms/.test(turns[2]) ? { Bedroom: 3, Bathroom: 2 } : { Bedroom: 1, Bathroom: 1 };
    expect(say(...turns)).toContain(`Total: ${quote(prices, level, rooms, [...addOns]).total}`);
  });

  it('keeps "it" for the last add-on named, not every one asked about', () => {
    const reply = say('is the fridge inside extra?', 'what about the microwave?', '2 bed 1 bath standard, add it');
    expect(reply).toContain(`Total: ${quote(prices, 'standard', { Bedroom: 2, Bathroom: 1 }, ['Microwave']).total}`);
  });

  it('adds a home to the add-ons of the turn before when the visitor says so', () => {
    const reply = say('I want the dishes washed and the oven inside done', 'adding 2 bedrooms and 1 bathroom, standard, what is the total?');
    expect(reply).toContain(`Total: ${quote(prices, 'standard', { Bedroom: 2, Bathroom: 1 }, ['Dishes', 'Oven']).total}`);
  });
});

describe('when the card is charged', () => {
  it.each(['when do you charge my card?', 'so when will you bill my credit card, at booking or after the visit?', 'is the card charged before the visit? do they charge the card upfront'])('answers "%s" with when, not the price list', (question) => {
    const reply = say(question);
    expect(reply).toContain('Nothing is charged until you confirm');
    expect(reply).not.toContain('flat rates (standard / deep)');
  });
});

describe('homes as renters and managers describe them (round 23)', () => {
  it.each([
    // a renter's own room is a bedroom
    ['ok so my room plus the bathroom (its shared). regular clean. total?', 'standard', { Bedroom: 1, Bathroom: 1 }],
    // a count run into its word
    ['price each visit for my house (4bd/2ba/1half/3other standard)?', 'standard', { Bedroom: 4, Bathroom: 2, 'Half Bathroom': 1, 'Other Room': 3 }],
    // a restroom with a word of its own before it
    ['rough standard price for our office: waiting room, 3 exam rooms, staff kitchen and one patient restroom (toilet + sink)?', 'standard', { 'Other Room': 5, 'Half Bathroom': 1 }],
    // "office clean" names the service, not one more room (round 125, w370-c08 and w370-s045)
    ['Ballpark weekly standard office clean: 2 half baths + 6 other rooms?', 'standard', { 'Other Room': 6, 'Half Bathroom': 2 }],
    ['Ballpark for a weekly standard office clean: 2 restrooms (toilet+sink, no shower), waiting room, 3 treatment rooms, sterilization room, staff kitchenette.', 'standard', { 'Other Room': 6, 'Half Bathroom': 2 }],
  ] as const)('prices "%s" with every room', (question, tier, rooms) => {
    expect(say(question)).toContain(`Total: ${quote(prices, tier, rooms).total}`);
  });

  it('adds a room named after "add" to the home priced before', () => {
    const reply = say('3 bed 2 bath standard, how much?', 'add the half bath and 3 other rooms');
    expect(reply).toContain(`Total: ${quote(prices, 'standard', { Bedroom: 3, Bathroom: 2, 'Half Bathroom': 1, 'Other Room': 3 }).total}`);
  });

  it('prices alike homes counted as "six of my units are 2BR/1BA" as six, not as one shared by six', () => {
    const one = quote(prices, 'deep', { Bedroom: 2, Bathroom: 1, 'Other Room': 2 }).total;
    const reply = say('Six of my units are 2BR/1BA with a living room and a kitchen. Deep Cleaning for each, what is the total for all six?');
    expect(reply).toContain(`6 × ${one}`);
    expect(reply).not.toMatch(/Split 6 ways/);
  });

  it('does not halve the total of two different homes with the code, which is for one cleaning', () => {
    const reply = say('Deep clean for both places: Villas is 2 bed/1 bath/1 living room, Diamond Beach is 2 bed/2 bath/1 great room. Total?');
    expect(reply).toContain(`Total: ${quote(prices, 'deep', { Bedroom: 4, Bathroom: 3, 'Other Room': 2 }).total}`);
    expect(reply).not.toContain(`50% off: ${quote(prices, 'deep', { Bedroom: 4, Bathroom: 3, 'Other Room': 2 }).firstClean}`);
  });
});

describe('rooms counted once, however often they are said (round 24)', () => {
  it.each([
    // a home's size said, then its rooms listed
    ['Price for my 4 bedroom house normal cleaning? 4 bed, 2 bath, 1 half bath, living, dining, kitchen.', 'standard', { Bedroom: 4, Bathroom: 2, 'Half Bathroom': 1, 'Other Room': 3 }],
    // the same rooms pointed back at
    ['My two bathrooms have soap scum. What would a deep cleaning of just the two bathrooms cost?', 'deep', { Bathroom: 2 }],
    ['I use only a few rooms: my bedroom, one bathroom and the kitchen. What would an ordinary cleaning of those three rooms cost?', 'standard', { Bedroom: 1, Bathroom: 1, 'Other Room': 1 }],
    // the office named beside the offices it has is the whole space; a toilet/sink restroom is a half bathroom
    ['Same office (2 offices, conference room, kitchenette, restroom with toilet/sink): what is a deep clean?', 'deep', { 'Other Room': 4, 'Half Bathroom': 1 }],
  ] as const)('prices "%s" with each room once', (question, tier, rooms) => {
    expect(say(question)).toContain(`Total: ${quote(prices, tier, rooms).total}`);
  });

  it('still adds two counts of rooms in two places', () => {
    expect(say('2 bedrooms upstairs and 2 bedrooms downstairs, 1 bath, how much')).toContain(`Total: ${quote(prices, 'standard', { Bedroom: 4, Bathroom: 1 }).total}`);
  });

  it('reads a pile of mugs in the sink as the dishes add-on', () => {
    expect(say('2 bed 1 bath standard plus the mug pile in the sink, how much?')).toContain(`Total: ${quote(prices, 'standard', { Bedroom: 2, Bathroom: 1 }, ['Dishes wash']).total}`);
  });

  it('adds add-ons to a move-out as add-ons, not to a Standard total', () => {
    const reply = say('do u guys do move out cleans', 'ok whats it cost for our 2 bed 1 bath', 'and if we add the fridge n oven inside');
    expect(reply).toContain(`${prices.services.find((name) => /^Move/.test(name))} has no published price`);
    expect(reply).not.toMatch(/Total:/);
  });
});

describe('rooms as rounds 26 to 29 described them', () => {
  it.each([
    ['What would a DEEP clean run me? 2 bed, 1 bath, 1 living/kitchen.', 'deep', { Bedroom: 2, Bathroom: 1, 'Other Room': 1 }],
    ['weekly clean for the apartment (2 bed, 1 bath, living/kitchen, standard), what is each visit?', 'standard', { Bedroom: 2, Bathroom: 1, 'Other Room': 1 }],
    ['the kitchen and living room are two separate rooms. So 2 bed, 1 bath, kitchen, living room, standard. New number?', 'standard', { Bedroom: 2, Bathroom: 1, 'Other Room': 2 }],
    ['5 bedrooms, 3 full baths, 1 half bath, plus a big kitchen/living great room and a den, standard', 'standard', { Bedroom: 5, Bathroom: 3, 'Half Bathroom': 1, 'Other Room': 2 }],
    ['how much for a basic clean of a studio? one main room + a bathroom', 'standard', { 'Other Room': 1, Bathroom: 1 }],
    ['how much for 3 bedrom 2 bath and the powder room plus livng room and kitchen, regular', 'standard', { Bedroom: 3, Bathroom: 2, 'Half Bathroom': 1, 'Other Room': 2 }],
    ['the house (3 bed 2 bath powder room living rm kitchen), standard, whats total', 'standard', { Bedroom: 3, Bathroom: 2, 'Half Bathroom': 1, 'Other Room': 2 }],
    // round 27
    // each bedroom named, a home's nursery among them, when none was counted; a sunporch is a room
    ['our house: upstairs is our bedroom, the nursery, our toddler\'s room and 2 full baths. downstairs is one big open kitchen/living/dining space (just call it one room) plus a powder room. then a finished attic playroom and a sunporch. standard clean, how much?', 'standard', { Bedroom: 3, Bathroom: 2, 'Half Bathroom': 1, 'Other Room': 3 }],
    // a quoted 'other' naming its rooms in brackets
    ['quick price check: 3 bedrooms, 2 full baths, 1 half bath and 3 \'other\' rooms (open kitchen/living, attic playroom, sunporch). standard', 'standard', { Bedroom: 3, Bathroom: 2, 'Half Bathroom': 1, 'Other Room': 3 }],
    // "three full and one powder room" after "the bathrooms"
    ['Could I book only the bathrooms, three full and one powder room, as a Deep Cleaning? What would that come to?', 'deep', { Bathroom: 3, 'Half Bathroom': 1 }],
    // Spanish room words in an English message
    ['cuanto for regular cleaning, 3 bedroom 1 bath + sala + cocina', 'standard', { Bedroom: 3, Bathroom: 1, 'Other Room': 2 }],
    // other spaces counted, their names in brackets; a restroom with a hyphenated word before it
    ['Estimate for 2 restrooms and 8 other spaces (offices, open area, conference room, kitchenette, pantry), standard?', 'standard', { Bathroom: 2, 'Other Room': 8 }],
    ['Our suite: 4 private offices, an open workspace, a conference room, a kitchenette, 2 single-stall restrooms. standard, roughly?', 'standard', { Bathroom: 2, 'Other Room': 7 }],
    // round 29
    ['only the kids side - Emma\'s, Liam\'s and Sophie\'s rooms, their shared bathroom and the playroom. how much for a normal clean', 'standard', { Bedroom: 3, Bathroom: 1, 'Other Room': 1 }],
    ['If we skip the basement, mudroom, playroom and guest room for now - so 4 bedrooms, 2 of the full baths, the powder room, plus kitchen, living room and family room - what\'s a regular clean?', 'standard', { Bedroom: 4, Bathroom: 2, 'Half Bathroom': 1, 'Other Room': 3 }],
    ['For a first deep clean: 4 operatories, the sterilization room, the waiting room and the front office, plus 2 restrooms priced as half baths. Total please.', 'deep', { 'Other Room': 7, 'Half Bathroom': 2 }],
    ['Please estimate a standard cleaning: four operatories, a sterilization room, the waiting room, and two restrooms that you can count as half baths.', 'standard', { 'Other Room': 6, 'Half Bathroom': 2 }],
  ] as const)('prices "%s"', (question, tier, rooms) => {
    expect(say(question)).toContain(`Total: ${quote(prices, tier, rooms).total}`);
  });

  it('counts the rooms of each of two homes described in one message', () => {
    const reply = say('Cost to do both sides standard? Mine is 3 bed, 1 bath, 1 half bath, living room and kitchen. Rental side is 2 bed, 1 bath, living room, kitchen.');
    expect(reply).toContain(`Total: ${quote(prices, 'standard', { Bedroom: 5, Bathroom: 2, 'Half Bathroom': 1, 'Other Room': 4 }).total}`);
  });

  it('still reads three rooms joined by slashes as three', () => {
    expect(say('4 bed, kitchen/living/dining, 2 bath, how much standard')).toContain(`Total: ${quote(prices, 'standard', { Bedroom: 4, Bathroom: 2, 'Other Room': 3 }).total}`);
  });

  it('tells where a kitchen goes when the price list seems to lack it, leaving nothing out', () => {
    const reply = say('Your price list has bedrooms and bathrooms but no kitchen?? Where does my kitchen go?');
    expect(reply).toMatch(/Other Room is any room that isn't a bedroom or bathroom/);
    expect(reply).not.toMatch(/I left out/);
  });
});

describe('rooms as round 27 described them', () => {

  it('does not add a sum of the rooms listed to the rooms themselves', () => {
    const reply = say('Quick one. What would a standard clean run for our house? 5 bedrooms, 4 full baths + a powder room, and then kitchen, living, dining, family room, my study, the home gym and the wine cellar. So 7 \'other\' rooms I think?');
    expect(reply).toContain(`Total: ${quote(prices, 'standard', { Bedroom: 5, Bathroom: 4, 'Half Bathroom': 1, 'Other Room': 7 }).total}`);
  });

  it('keeps a church nursery an Other Room', () => {
    expect(say('price for 4 restrooms, 2 offices, the fellowship hall, the kitchen and the nursery, standard')).toContain(`Total: ${quote(prices, 'standard', { Bathroom: 4, 'Other Room': 5 }).total}`);
  });
});

describe('rooms said with where they are', () => {
  it('counts a house described floor by floor, with named children\'s rooms, a porch out back and a basement described in brackets', () => {
    const reply = say('Upstairs: our bedroom, the nursery, Maya\'s room and Leo\'s room, plus 2 full baths. Downstairs: kitchen, living room, dining room, a powder room, and the enclosed porch out back. Then there\'s the bonus room over the garage and the finished basement (one big playroom, no bathroom down there). What\'s the exact total for a standard clean?');
    expect(reply).toContain(`Total: ${quote(prices, 'standard', { Bedroom: 4, Bathroom: 2, 'Half Bathroom': 1, 'Other Room': 6 }).total}`);
    expect(reply).not.toMatch(/I left out/);
  });

  it('still leaves out a room said to need no cleaning', () => {
    expect(say('3 bed 2 bath, kitchen and living room, no bathrooms please, standard')).toContain(`Total: ${quote(prices, 'standard', { Bedroom: 3, 'Other Room': 2 }).total}`);
  });
});

describe('rooms as round 29 described them', () => {

  it('reads a sink full of mugs as the dishes add-on, and adds it to the others asked', () => {
    const sum = prices.addOns.filter((a) => ['Refrigerator inside', 'Microwave inside', 'Dishes wash'].includes(a.item)).reduce((total, a) => total + a.price, 0);
    expect(say('the kitchenette fridge is a science experiment, the sink is always full of mugs, and the microwave is splattered. What do those extras cost?')).toContain(`Together: ${formatCents(sum)}.`);
  });
});

describe('a home described twice, in part, or in other words', () => {
  it.each([
    ['Standard clean on a 2BR/1BA - 2 bed, 1 bath, living room, kitchen?', 'standard', { Bedroom: 2, Bathroom: 1, 'Other Room': 2 }],
    ['Deep clean for a 3BR that is 3 bed, 2 full, 1 half, just a living room and kitchen?', 'deep', { Bedroom: 3, Bathroom: 2, 'Half Bathroom': 1, 'Other Room': 2 }],
    ['Between tenants I only want the kitchen and the one bathroom done in the downstairs 2BR/1BA, standard. How much?', 'standard', { Bathroom: 1, 'Other Room': 1 }],
    ['Some weeks I only need the bathrooms and kitchen done: all 3 full baths, both powder rooms and the kitchen. Standard price?', 'standard', { Bathroom: 3, 'Half Bathroom': 2, 'Other Room': 1 }],
    ["If I count our open-plan area, meeting room, phone booth and kitchenette as 4 'other rooms' and our 2 restrooms as half baths, what's standard?", 'standard', { 'Half Bathroom': 2, 'Other Room': 4 }],
    ['Please price this: studio counted as one bedroom and one bathroom, deep clean.', 'deep', { Bedroom: 1, Bathroom: 1 }],
    ['Before Thanksgiving, the whole house deep cleaned (4 bed, 2 bath, half bath, kitchen/living/family rm). Total?', 'deep', { Bedroom: 4, Bathroom: 2, 'Half Bathroom': 1, 'Other Room': 3 }],
  ] as const)('"%s" is priced for the rooms meant', (question, level, rooms) => {
    expect(say(question)).toContain(`Total: ${quote(prices, level, rooms).total}`);
  });
});

describe('a later turn that changes the home', () => {
  it('keeps a tier said alone for the turns after it', () => {
    const rooms = { Bathroom: 2, 'Other Room': 2 };
    const reply = say('deep clean kitchen, living room + both bathrooms, how much', 'too pricey lol. standard?', 'add dishes wash please');
    expect(reply).toContain('estimate for Standard Cleaning');
    expect(reply).toContain(`Total: ${quote(prices, 'standard', rooms, ['Dishes']).total}`);
  });

  it('takes a room dropped later out of a count the visitor stated', () => {
    const reply = say("open plan, meeting room, phone booth, kitchenette (as 4 other rooms) + 2 restrooms as half baths, standard", 'what if we drop the phone booth');
    expect(reply).toContain(`Total: ${quote(prices, 'standard', { 'Half Bathroom': 2, 'Other Room': 3 }).total}`);
  });

  it('prices another home named in a later turn on its own, its "plus" listing its own rooms', () => {
    const reply = say('how much to clean my store: sales floor, stock room in back, 1 restroom w/ toilet + sink', 'and the apartment upstairs, 2 bed 1 bath plus kitchen/living in one room');
    expect(reply).toContain(`Total: ${quote(prices, 'standard', { Bedroom: 2, Bathroom: 1, 'Other Room': 1 }).total}`);
  });

  it('takes off an add-on a later turn drops, and keeps what each turn changed for the turns after', () => {
    const turns = ['my 2/2 standard plus fridge inside and oven inside', 'drop the oven, add microwave + dishwasher instead', 'no fridge either'];
    const home = { Bedroom: 2, Bathroom: 2 };
    expect(say(...turns.slice(0, 2))).toContain(`Total: ${quote(prices, 'standard', home, ['Refrigerator', 'Microwave', 'Dishwasher']).total}`);
    expect(say(...turns)).toContain(`Total: ${quote(prices, 'standard', home, ['Microwave', 'Dishwasher']).total}`);
    expect(say(...turns, 'and deep?')).toContain(`Total: ${quote(prices, 'deep', home, ['Microwave', 'Dishwasher']).total}`);
  });

  it('keeps add-ons added in a turn of their own when the code is asked next', () => {
    const total = quote(prices, 'standard', { Bedroom: 3, Bathroom: 2, 'Half Bathroom': 1, 'Other Room': 2 }, ['Oven', 'Stovetop']).total;
    expect(say('standard townhouse 3 bed, 2 bath, 1 half, living room, kitchen?', 'oven + stovetop?', 'first time, with the code?')).toContain(`instead of ${total}`);
  });
});

describe('a listing written short', () => {
  it.each([
    ['2br 1ba cottage, std, plus oven and fridge inside', { Bedroom: 2, Bathroom: 1 }, ['Oven', 'Refrigerator']],
    ['second-floor unit is 4 bed, 2 bath, 1 half bath and 1 living area', { Bedroom: 4, Bathroom: 2, 'Half Bathroom': 1, 'Other Room': 1 }, []],
    ['fridge is gross, oven too. add both to my std clean (3br 1.5ba liv kit)', { Bedroom: 3, Bathroom: 1, 'Half Bathroom': 1, 'Other Room': 2 }, ['Refrigerator', 'Oven']],
    ['unit A: 2bd/1ba + LR + kit. std clean?', { Bedroom: 2, Bathroom: 1, 'Other Room': 2 }, []],
    // the half bath after a bath run into its count (round 125, w371-c23)
    ['standard 2br 1ba + half + 1 other room with dishes wash, price?', { Bedroom: 2, Bathroom: 1, 'Half Bathroom': 1, 'Other Room': 1 }, ['Dishes']],
  ])('prices "%s": the kind of home, its floor, "std" and "liv" said in passing', (question, rooms, addOns) => {
    const reply = say(question);
    expect(reply).toContain('estimate for Standard Cleaning');
    expect(reply).toContain(`Total: ${quote(prices, 'standard', rooms, addOns).total}`);
  });

  it('reads "your standard room rates" as the rates, not as a room to price', () => {
    const reply = say('what are your standard room rates?');
    for (const room of prices.rooms) expect(reply).toContain(room.item);
  });
});

describe('a price asked in other words', () => {
  const service = (name: RegExp) => prices.services.find((s) => name.test(s))!;

  it.each([
    ["we're listing the house in spring. move-out clean on an empty 4 bed colonial - what's that run?", /^Move/],
    ['Hi! Beach house on LBI I rent out weekly. 5 bedrooms, 3 full baths, 1 half bath, a kitchen and a den. What would a turnover between guests run me?', /^Rental/],
    ["Fine. Rental turnover for a 2BR/1BA in Rahway — what's the number?", /^Rental/],
  ])('"%s" gets the service the app prices, not a per-room total', (question, name) => {
    const reply = say(question);
    expect(reply).toContain(`${service(name)} has no published price`);
    expect(reply).not.toMatch(/^Total: /m);
  });

  it('reads "what\'s the number" alone as the phone number', () => {
    expect(say('Can I book by phone?', 'ok whats the number')).toContain(`tel:${prices.phone.replace(/[^+\d]/g, '')}`);
  });
});

describe('a half bathroom set beside a bathroom', () => {
  it.each([
    'is the powder room cheaper than a full bathroom?',
    'our place has 1 full bath and 1 half bath (just toilet + sink). is the half bath cheaper?',
    'Our apartment has 2 bathroom but one is only toilet and sink, no shower. It is cheaper?',
  ])('"%s" gets both rates and which costs less, not the offer', (question) => {
    const reply = engine.answer(question).reply;
    expect(reply).toMatch(/- Bathroom: \$[\d.]+ standard[\s\S]*- Half Bathroom: \$[\d.]+ standard/);
    const half = index.facts.rooms.find((r) => r.item === 'Half Bathroom')!;
    const full = index.facts.rooms.find((r) => r.item === 'Bathroom')!;
    expect(reply).toContain(`- Half Bathroom: ${formatCents(half.standard)} standard, ${formatCents(half.deep)} deep`);
    if (half.standard < full.standard && half.deep < full.deep) expect(reply).toMatch(/A Half Bathroom costs less than a Bathroom/);
    expect(reply).not.toMatch(/promo code/);
  });

  it('leaves a home\'s price asked again, every time, to its total', () => {
    expect(engine.answer("Using my setup (3 'other rooms' + 2 half baths, standard), is it the same price every time?").reply).toMatch(/3 × Other Room/);
  });

  it('counts rooms quoted in the price list\'s words, and a sum after "="', () => {
    expect(engine.answer("If I enter it the way your home rates work — 2 bathrooms and 4 'other rooms' on Standard — what does that come to?").reply).toMatch(/4 × Other Room/);
    expect(engine.answer("For a rough budget only: if I price each space as a room on your list (open office + 2 conference rooms + kitchen = 4 'other rooms', and 3 restrooms as full bathrooms), what would one standard visit come to?").reply).toMatch(/4 × Other Room/);
  });

  it('prices the bathrooms just priced as half bathrooms when asked', () => {
    const reply = inTurns(engine, "For budgeting: standard rates, 4 'other rooms' (open office, 2 conference rooms, kitchen) plus 3 restrooms as full bathrooms. Per visit?", 'And if the restrooms count as half baths instead?').reply;
    expect(reply).toMatch(/3 × Half Bathroom/);
    expect(reply).not.toMatch(/× Bathroom/);
  });
});

describe("round 61's totals", () => {
  it('prices a restroom said to be a half bath as a half bath alone', () => {
    const reply = say('ok say I count the bakery like your list: restroom as a half bath, then front of house, kitchen, office as 3 other rooms. deep clean. how much?');
    expect(reply).toContain(`Total: ${quote(prices, 'deep', { 'Half Bathroom': 1, 'Other Room': 3 }).total}`);
    expect(reply).not.toMatch(/× Bathroom/);
  });

  it('counts the front of house as a room', () => {
    const reply = say('Rough number please: standard clean of our restroom (just a toilet + sink, no shower), front of house, kitchen and the upstairs office. Also add the inside of the microwave.');
    expect(reply).toContain(`Total: ${quote(prices, 'standard', { 'Half Bathroom': 1, 'Other Room': 3 }, ['Microwave']).total}`);
  });

  it('does not call one room asked for alone "the bedrooms alone"', () => {
    const reply = say("how much to do just the two kids' rooms, standard? also is the downtown westfield farmers market still open in november");
    expect(reply).toContain(`Total: ${quote(prices, 'standard', { Bedroom: 2 }).total}`);
    expect(reply).not.toMatch(/bedrooms alone/);
    expect(reply.match(/Total: /g)).toHaveLength(1);
  });
});

it('adds the rooms of "and if I added the sunroom and the finished basement?" to the home just priced (round 62)', () => {
  const reply = say('could you tell me what a regular cleaning would be for just the bedrooms and bathrooms? That is four bedrooms, two full baths and the little powder room.', 'And if I added the sunroom and the finished basement?');
  expect(reply).toContain(`Total: ${quote(prices, 'standard', { Bedroom: 4, Bathroom: 2, 'Half Bathroom': 1, 'Other Room': 2 }).total}`);
});

describe('the home described, then the rooms ordered', () => {
  it('prices the rooms ordered when the order names fewer of a room the description counted', () => {
    const reply = say("My house has three bedrooms but I only use one now. I'd like the one bedroom, the full bathroom upstairs, the half bath downstairs, the kitchen and the living room done on the ordinary clean. What would that be?");
    expect(reply).toContain(`Total: ${quote(prices, 'standard', { Bedroom: 1, Bathroom: 1, 'Half Bathroom': 1, 'Other Room': 2 }).total}`);
  });

  it('keeps the home described when the order only adds rooms to it', () => {
    const reply = say('We have 3 bedrooms and 2 bathrooms. Please do a standard clean of the kitchen and living room as well. How much?');
    expect(reply).toContain(`Total: ${quote(prices, 'standard', { Bedroom: 3, Bathroom: 2, 'Other Room': 2 }).total}`);
  });
});
