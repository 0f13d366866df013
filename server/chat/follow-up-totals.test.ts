import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildChatIndex } from '../../generator/chat/index.ts';
import { loadContent } from '../../generator/content/load.ts';
import { formatCents } from '../../kernel/money.ts';
import { quote } from '../../tests/prices.ts';
import { createChatEngine } from './engine.ts';
import { inTurns } from '../../tests/chat-turns.ts';

/**
 * Figures asked after a home was priced, in the words people use: the code's figure for that home,
 * a total over a year's visits, and the add-ons left out again. Every figure is the price list's.
 */
const index = buildChatIndex(loadContent(path.resolve(import.meta.dirname, '../..')).content);
const engine = createChatEngine(index);
const prices = index.facts;
const say = (...turns: string[]) => inTurns(engine, ...turns).reply;
const home = '2 bedrooms 1 bath and kitchen, standard, how much?';
const homeRooms = { Bedroom: 2, Bathroom: 1, 'Other Room': 1 };

describe('the code asked after a home was priced', () => {
  it.each([
    'first time so with the newcomer thing?',
    'so with the code, final how much?',
    'first cleaning code how much?',
    'y con el codigo ese de 50%?',
    '첫청소 코드 쓰면 얼마에요?',
    '第一次用 NEWCOMER 的话呢？',
  ])('"%s" gives that home\'s first cleaning with the code', (question) => {
    const { total, firstClean } = quote(prices, 'standard', homeRooms);
    expect(say(home, question)).toContain(`${firstClean} instead of ${total}`);
  });

  it.each([
    'they used nestwell once last year tho, can they still use NEWCOMER?',
    'does NEWCOMER take 50% off the fee too',
    'which one should we use the code on?',
    '우리 집에서 NEWCOMER 이미 썼는데 할머니 집에도 또 쓸 수 있어요?',
  ])('"%s" asks whether the code applies, not its figure', (question) => {
    expect(say(home, question)).not.toMatch(/if this is it/);
  });

  it('puts an add-on asked in Korean on the home, with the code', () => {
    const { total } = quote(prices, 'standard', homeRooms, ['Oven inside']);
    expect(say(home, '거기에 오븐 안쪽 청소 추가하면요? 코드 쓴걸로요')).toContain(`Total: ${total}`);
  });
});

describe('a total over many visits', () => {
  const over = (visits: number, rooms: Record<string, number>) => {
    const { result } = quote(prices, 'standard', rooms);
    return `${visits} × ${formatCents(result.total)} = ${formatCents(visits * result.total)}`;
  };

  it.each([
    ['3 bed 2 bath standard, every other week. how much a year?', 26],
    ['2 bed 1 bath standard, twice a month. yearly cost?', 24],
    ['Trying to do a yearly budget: standard every 2 weeks at our 2 bed 1 bath = 26 visits. What is that for the year?', 26],
    ['2 bed 1 bath standard monthly for 6 months, total?', 6],
  ])('adds up "%s"', (question, visits) => {
    const rooms = /^3 bed/.test(question) ? { Bedroom: 3, Bathroom: 2 } : { Bedroom: 2, Bathroom: 1 };
    expect(say(question)).toContain(over(visits, rooms));
  });

  it('adds up visits asked after the home, in other words', () => {
    expect(say(home, 'And across a twelvemonth, at one visit per month?')).toContain(over(12, homeRooms));
  });

  it('adds up an add-on done every quarter', () => {
    const oven = prices.addOns.find((a) => a.item === 'Oven inside')!.price;
    expect(say('Each quarter I would have the interior of the oven cleaned. How much does that add per annum?')).toContain(`4 × ${formatCents(oven)} = ${formatCents(4 * oven)}`);
  });

  it.each([
    'we had 3 cleanings already, how much for 2 bed 1 bath standard?',
    'Deep clean once in spring + standard once a month for the other 11 months. House = 2 bed 1 bath. Yearly total?',
  ])('counts no visits of one tier in "%s"', (question) => {
    expect(say(question)).not.toMatch(/^Over \d+ visits/m);
  });
});

describe('add-ons left out again', () => {
  it('prices later visits without the add-ons the visitor drops', () => {
    const { total } = quote(prices, 'standard', { Bedroom: 4, Bathroom: 2, 'Half Bathroom': 1, 'Other Room': 2 });
    const reply = say('deep clean the beach house before season: 4 bed / 2 full / 1 half + living + kitchen', 'add oven and fridge inside',
      "then for the weekly summer flips after that just standard, no add-ons. what's each one?");
    expect(reply).toContain(`each Standard Cleaning visit after it is ${total}`);
  });
});

describe('add-ons asked about before a home or beside others', () => {
  const together = (...addOns: string[]) => formatCents(prices.addOns.filter((a) => addOns.some((n) => a.item.startsWith(n))).reduce((sum, a) => sum + a.price, 0));

  it('puts the add-ons asked about into the total asked with the home', () => {
    const { total } = quote(prices, 'standard', { Bedroom: 3, Bathroom: 2, 'Half Bathroom': 1 }, ['Oven', 'Refrigerator']);
    expect(say('how much extra to do inside the oven and fridge? and whats the total w my 3 bed 2.5 bath regular')).toContain(`Total: ${total}`);
    const withRooms = quote(prices, 'standard', { Bedroom: 2, Bathroom: 1, 'Other Room': 1 }, ['Oven', 'Stovetop']);
    expect(say('Oven very dirty and stove also. What I add?', 'Total with my apartment 2 bedroom 1 bath living room, regular clean')).toContain(`Total: ${withRooms.total}`);
  });

  it('adds one more add-on to those just priced', () => {
    const first = 'For the kitchenette: inside of the fridge, inside of the microwave, and washing the dishes. What does that add?';
    expect(say(first, 'Add the inside of the dishwasher too.')).toContain(`Together: ${together('Refrigerator', 'Microwave', 'Dishes', 'Dishwasher')}`);
    // An add-on asked about on its own is priced on its own.
    expect(say(first, 'how much is the oven one?')).not.toContain('Together');
  });

  it('prices the add-ons asked about, without the whole list', () => {
    expect(say('how much extra to do inside the oven and fridge?')).not.toContain('Microwave');
  });
});

describe('a half bath said by itself', () => {
  it.each(['what if i just want the bathrooms done, 2 full + the half', 'two full bathrooms plus the half bath', '2 full baths and a half, standard'])('"%s" counts the half bathroom', (question) => {
    expect(say(question)).toContain(`Total: ${quote(prices, 'standard', { Bathroom: 2, 'Half Bathroom': 1 }).total}`);
  });
});

describe('visits and shares asked after a home was priced', () => {
  const homeQuote = quote(prices, 'standard', homeRooms);
  const cents = (money: string) => Math.round(Number(money.replace(/[$,]/g, '')) * 100);

  it('adds up the visits asked about, with the code on the first', () => {
    const all = 3 * cents(homeQuote.total);
    const withCode = formatCents(all - cents(homeQuote.total) + cents(homeQuote.firstClean));
    expect(say(home, 'so first 3 cleanings total?')).toContain(withCode);
    expect(say(home, "If that's weekly, roughly what per month — call it four visits?")).toContain(formatCents(4 * cents(homeQuote.total)));
  });

  it('splits the total with one roommate into two shares', () => {
    expect(say(home, 'splitting w roommate so whats each')).toContain(`${formatCents(cents(homeQuote.total) / 2)} each`);
  });

  it('prices rooms said to count as Other Rooms, when the total is asked', () => {
    const { total } = quote(prices, 'standard', { 'Other Room': 11, 'Half Bathroom': 3 });
    expect(say("If each of our 11 non-restroom spaces counts as an 'Other Room' and the 3 restrooms (toilet and sink only) as half bathrooms, what does a standard clean come to?")).toContain(`Total: ${total}`);
  });
});

describe('a kind asked about beside the home listed', () => {
  it('counts the half bath of "price w a half bath? i have 2 bed, 1 full, 1 half" once', () => {
    expect(say('price w a half bath? i have 2 bed, 1 full, 1 half')).toContain(`Total: ${quote(prices, 'standard', { Bedroom: 2, Bathroom: 1, 'Half Bathroom': 1 }).total}`);
  });
});

describe('a listing written in shorthand', () => {
  it('counts "+ half" after the bathrooms as a half bathroom', () => {
    expect(say('deep clean for 3 bed 2 bath + half + living rm + kitchen how much')).toContain(`Total: ${quote(prices, 'deep', { Bedroom: 3, Bathroom: 2, 'Half Bathroom': 1, 'Other Room': 2 }).total}`);
  });

  it('reads "the mountain of mugs washed" as the dishes add-on', () => {
    const together = formatCents(prices.addOns.filter((a) => /^(Refrigerator|Microwave|Dishwasher|Dishes)/.test(a.item)).reduce((sum, a) => sum + a.price, 0));
    expect(say("Friday kitchen reset: we'd want the inside of the fridge cleared out, microwave, dishwasher, and the mountain of mugs washed. What does that add?")).toContain(`Together: ${together}`);
  });
});

describe('homes named by two words, and the washing-up', () => {
  it('"and the long branch house, 3br 2ba..." after a unit is another home, and "total for both + oven inside in each" adds both', () => {
    const unit = quote(prices, 'deep', { Bedroom: 2, Bathroom: 1, 'Other Room': 1 }, ['Oven inside']);
    const house = quote(prices, 'deep', { Bedroom: 3, Bathroom: 2, 'Half Bathroom': 1, 'Other Room': 2 }, ['Oven inside']);
    const reply = say('pre-season deep clean for the asbury unit: 2br 1ba + living room. price?', 'and the long branch house, 3br 2ba 1 half + 2 other rooms, deep too', 'total for both + oven inside in each');
    expect(reply).toContain(`The long branch house (3 bedrooms, 2 bathrooms, 1 half bathroom, 2 other rooms + Oven inside), Deep Cleaning: ${house.total}`);
    expect(reply).toContain(`Total: ${formatCents(unit.result.total + house.result.total)}`);
  });

  it('"the whole condo" said again is the same home: its half bath stays', () => {
    const reply = say('Cranford condo: 2 bed, 1 full bath and a half bath, deep. how much?', 'so for the whole Cranford condo deep: 2 bed, 1 full, that half bath, and the open kitchen/living is one room');
    expect(reply).toContain(`Total: ${quote(prices, 'deep', { Bedroom: 2, Bathroom: 1, 'Half Bathroom': 1, 'Other Room': 1 }).total}`);
  });

  it('reads "the washing-up" as the dishes add-on', () => {
    const together = formatCents(prices.addOns.filter((a) => /^(Oven|Stovetop|Dishes)/.test(a.item)).reduce((sum, a) => sum + a.price, 0));
    expect(say('the hall kitchen needs the inside of the oven cleaned, the stovetop scrubbed and the washing-up done. What would those extras cost?')).toContain(`Together: ${together}`);
  });
});

describe('the common areas, then their rooms', () => {
  it('reads "just the common areas then, kitchen + living room + 1 bathroom" as those rooms', () => {
    expect(say('whats full price for just the common areas then, kitchen + living room + 1 bathroom, standard')).toContain(`Total: ${quote(prices, 'standard', { Bathroom: 1, 'Other Room': 2 }).total}`);
  });
});

describe('a turn the next one reads back (round 133, tuning)', () => {
  it('"and with NEWCOMER?" halves the home as the turn before changed it, rooms added without a count included', () => {
    const rooms = { Bedroom: 3, Bathroom: 2, 'Half Bathroom': 1, 'Other Room': 2 };
    const reply = say('standard clean: 3 bed, 2 bath, plus the living room. how much?', 'oh and the half bath downstairs + the kitchen, forgot those', 'and with NEWCOMER?');
    expect(reply).toContain(`Total: ${quote(prices, 'standard', rooms).total}`);
    expect(reply).toContain(quote(prices, 'standard', rooms).firstClean);
  });

  it('"no need deep. normal cleaning" prices Standard, with the add-ons asked', () => {
    expect(say('My mother want deep cleaning for the apartment: 2 bedroom, 1 bathroom, living room, kitchen. Price?', 'ok she say no need deep. normal cleaning, but add the oven inside and microwave inside'))
      .toContain(`Total: ${quote(prices, 'standard', { Bedroom: 2, Bathroom: 1, 'Other Room': 2 }, ['Oven inside', 'Microwave inside']).total}`);
  });
});


describe('Deep refused in passing (tuning)', () => {
  const unit = { Bedroom: 2, Bathroom: 1, 'Half Bathroom': 1, 'Other Room': 2 };
  it.each([
    ["Budget won't allow deep. Standard instead, and add Oven inside.", ['Oven inside']],
    ['deep cleaning is too expensive. what about regular?', []],
    ['deep is way too much, standard?', []],
  ] as const)('"%s" prices Standard', (turn, addOns) => {
    expect(say('Deep clean of the model unit: 2BR, 1 full bath, 1 half bath, living room, kitchen.', turn))
      .toContain(`Total: ${quote(prices, 'standard', unit, [...addOns]).total}`);
  });
});
