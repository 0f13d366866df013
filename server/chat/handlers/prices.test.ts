import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PricingSchema } from '../../../generator/content/pricing.ts';
import type { Facts } from '../../../kernel/chat/model.ts';
import { handlerContext, toQuestion } from './context.ts';
import { estimate } from '../../../kernel/estimate.ts';
import { answerPrice, followUpOrder, parseOrder, quoteOrder, type OrderReading } from './prices.ts';

/** A fixed price list (today's), so the figures below test the arithmetic, not the content. */
const pricing = PricingSchema.parse(JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, '../../../tests/fixtures/pricing.json'), 'utf8')));
const facts: Facts = {
  brand: 'Nestwell', rooms: pricing.rooms, addOns: pricing.addOns, offer: pricing.offer, services: [],
  clientSupportUrl: 'https://support.example', crewSiteUrl: 'https://crew.example', iosHref: '/nestwell-ios', androidHref: '/nestwell-android', social: {},
  crewSupportUrl: 'https://crew.example/support', googleReviewUrl: null, phone: '+1-609-555-0142', mailingAddress: { locality: 'Wilmington', region: 'DE', postalCode: '19801' },
  method: { heading: 'Our cleaning method', text: 'We have a method.', url: 'https://help.example/method' },
  features: ['Vetted cleaners'], promise: 'Happy, or you do not pay.', forms: [], creatorOverviewPdf: '/creator-overview.pdf',
};
const ctx = handlerContext({ version: 7, passages: [], places: [], aliases: [], facts, pages: {} });
/** A question as the engine passes it: lower-cased, with the order its slots read. */
const read = (q: string): OrderReading => {
  const { text } = toQuestion(q);
  return { text, order: parseOrder(text, facts) };
};
const ask = (q: string, previous?: string) => answerPrice(read(q), ctx, previous ? read(previous) : undefined);
const cents = (q: string) => quoteOrder(parseOrder(q, facts), facts);

describe('price handler, against a fixed price list', () => {
  it.each([
    ['2 bedrooms and 1 bathroom', 5550, 2775],
    ['deep clean, 2 bedrooms and a bathroom', 8550, 4275],
    ['3 bedrooms, 2 bathrooms and 1 other room', 11975, 5988],
    ['3 bedrooms, 2 bathrooms, 1 other room and the oven', 13900, 6950],
    ['deep clean with 3 bedrooms and 2 bathrooms and the oven', 16675, 8338],
    ['one bedroom, a half bath, kitchen, fridge and microwave', 1725 + 1050 + 2600 + 1700 + 425, 3750],
    ['3br/2.5ba deep', 3 * 2350 + 2 * 3850 + 1700, 8225],
    ['four bedrooms, two baths, dishwasher, dishes and stovetop', 4 * 1725 + 2 * 2100 + 650 + 850 + 850, 6725],
  ])('%s: total %i cents, first clean %i cents', (q, total, first) => {
    const quote = cents(q);
    expect(quote.total).toBe(total);
    expect(quote.firstClean).toBe(first);
    expect(Number.isInteger(quote.total) && Number.isInteger(quote.firstClean)).toBe(true);
  });

  it('itemises the issue example, takes 50% off with NEWCOMER and says the app confirms the price', () => {
    const answer = answerPrice(read('deep clean with 3 bedrooms and 2 bathrooms and the oven'), ctx)!;
    expect(answer.reply).toContain('3 × Bedroom at $23.50: $70.50');
    expect(answer.reply).toContain('2 × Bathroom at $38.50: $77.00');
    expect(answer.reply).toContain('Oven inside (add-on): $19.25');
    expect(answer.reply).toContain('Total: $166.75');
    expect(answer.reply).toMatch(/NEWCOMER.*50% off: \$83\.38/);
    expect(answer.reply).toContain('confirmed in the Nestwell app');
    expect(answer.sources[0]).toEqual({ title: 'Pricing', url: '/#pricing' });
  });

  it('gives the rates of the items named, or the whole table', () => {
    expect(answerPrice(read('How much is the oven add-on?'), ctx)!.reply).toContain('Oven inside (add-on): $19.25');
    expect(answerPrice(read('price per bathroom?'), ctx)!.reply).toContain('Bathroom: $21.00 standard, $38.50 deep');
    const table = answerPrice(read('What are your prices?'), ctx)!.reply;
    for (const r of ['$17.25 / $23.50', '$21.00 / $38.50', '$10.50 / $17.00', '$26.00 / $38.50', 'Microwave inside $4.25']) expect(table).toContain(r);
  });

  it('reads add-ons as people shorten them: "micro" is the microwave', () => {
    expect(answerPrice(read('2 bed 1 bath plus inside fridge oven micro dishwasher and stovetop, how much?'), ctx)!.reply).toContain('Microwave inside (add-on): $4.25');
  });

  it('leaves questions without rooms or price words to others', () => {
    expect(answerPrice(read('Do you clean in Princeton?'), ctx)).toBeNull();
    expect(answerPrice(read('Is there a booking fee?'), ctx)).toBeNull();
  });

  it('prices with the one estimate function the price estimator uses', () => {
    const order = parseOrder('deep, 3 bedrooms, 2 bathrooms, a kitchen, oven and fridge', facts);
    const quote = quoteOrder(order, facts);
    const direct = estimate(facts, { level: 'deep', counts: [3, 2, 0, 1], addOns: [0, 2] });
    expect(quote.total).toBe(direct.total);
    expect(quote.firstClean).toBe(direct.firstClean);
  });

  it('quotes rooms only when a price is asked, or when the question only describes a home', () => {
    expect(ask('I have 3 bedrooms, do you bring a vacuum?')).toBeNull();
    expect(ask('my 2 kids will be home, is that ok')).toBeNull();
    expect(ask('3 bed 2 bath + living room + dining room, standard, with oven and fridge')!.reply).toContain('Total: $182.00');
    expect(ask('cost of cleaning a 3 bedroom house')!.reply).toContain('Total: $51.75');
  });

  it('shows a single item with its standard and deep rates, not a one-line total', () => {
    const reply = ask('how much is a half bath')!.reply;
    expect(reply).toContain('Half Bathroom: $10.50 standard, $17.00 deep');
    expect(reply).not.toContain('Total:');
  });

  it('prices a room the table lacks as Other Room, and says so', () => {
    const studio = ask('how much to clean a studio?')!.reply;
    expect(studio).toContain('Other Room: $26.00 standard, $38.50 deep');
    expect(studio).toContain('no separate rule for a studio, so I counted its main room as one Other Room');
    const home = ask('price for 1 bedroom apartment with a kitchen and a bathroom')!.reply;
    expect(home).toContain('1 × Other Room at $26.00');
    expect(home).toContain('Total: $64.25');
    expect(home).toContain('a kitchen: it is priced as Other Room');
  });

  it.each([
    ['3 beds, 2 full baths plus a tiny powder room, great room & bonus room, standard', '$156.25', /powder room as a Half Bathroom/],
    ['our clinic: two exam rooms, a lab room, the reception area and a staff bathroom with only a toilet and sink. standard price?', '$114.50', /bathroom with just a toilet and sink as a Half Bathroom/],
    ['2 full baths 1 half, 3 bedrooms, deep, how much', '$164.50', /Total/],
    ['kitchen + living + 2 bd 1 ba, what would that run', '$107.50', /kitchen and living room are priced as Other Room/],
  ])('counts every room of "%s" and says how it counted', (q, total, how) => {
    const reply = ask(q)!.reply;
    expect(reply).toContain(`Total: ${total}`);
    expect(reply).toMatch(how);
  });

  it('leaves cleaners\' pay, fees, tips and cancelling to the topic answers', () => {
    for (const q of ['how much do your cleaners get paid', 'how much is the booking fee', 'how much should i tip', 'how much do you charge if i cancel last minute?']) {
      expect(ask(q), q).toBeNull();
    }
  });

  it.each([
    ['and for deep?', 'how much for 2 bedrooms and 1 bathroom', '$85.50'],
    ['what about the oven?', '3 bed 2 bath standard price', '$113.00'],
    ['add a half bath', 'how much for 2 bedrooms and 1 bathroom', '$66.00'],
    ['what about 4 bedrooms?', 'how much for 3 bedrooms and 2 bathrooms deep', '$171.00'],
    ['and standard?', 'deep clean 1 bedroom 1 bath price', '$38.25'],
  ])('re-prices the previous home for the follow-up "%s"', (q, previous, total) => {
    expect(ask(q, previous)!.reply).toContain(`Total: ${total}`);
  });

  it('answers a question about the visits after the first with the regular total of the home just priced', () => {
    const reply = ask('what about the visits after that one', 'how much for 3 bedrooms and 1 bath')!.reply;
    expect(reply).toMatch(/^No: NEWCOMER is for your first cleaning only/);
    expect(reply).toContain('regular rate: $72.75 for Standard Cleaning');
  });

  it('prices the visits after the first at the tier asked: "and then a standard visit after that?" after a deep first cleaning', () => {
    const reply = ask('and then a standard visit after that?', 'deep for 3 bedrooms and 1 bath, how much')!.reply;
    expect(reply).toMatch(/^Later visits to this home are at the regular rate: \$72\.75 for Standard Cleaning \(the first cleaning, Deep Cleaning with NEWCOMER/);
  });

  it('applies the code to the home just priced, and says so first', () => {
    const reply = ask('ok and if i use the promo code, what does that come to', '2 bed 2 bath deep, price')!.reply;
    expect(reply).toMatch(/^With the code NEWCOMER, your first cleaning is 50% off: if this is it, \$62\.00 instead of \$124\.00/);
  });

  it('compares a home across service levels with both totals', () => {
    const reply = ask('how does deep compare', 'standard for 2 bedrooms and a bathroom')!.reply;
    expect(reply).toContain('Total: $85.50');
    expect(reply).toContain('Standard Cleaning $55.50, Deep Cleaning $85.50; Deep costs $30.00 more.');
  });

  it('says how much more the other level costs when a follow-up asks', () => {
    const reply = ask('and how much more is that than the regular clean', 'deep for 2 bedrooms and a bathroom')!.reply;
    expect(reply).toContain('Deep costs $30.00 more.');
  });

  it('says what a half bathroom is, with its rates', () => {
    const reply = ask("what's a half bath exactly, mine is just a loo and a basin")!.reply;
    expect(reply).toContain('Half Bathroom: $10.50 standard, $17.00 deep');
    expect(reply).toContain('toilet, sink and mirror');
  });

  it('reads "the regular one" as the service level, not as later visits', () => {
    expect(ask('and if i do the regular one with the oven', 'deep for 2 bedrooms and a bathroom')!.reply).toContain('Total: $74.75');
  });

  it('does not read a new question as a follow-up', () => {
    expect(followUpOrder(read('how do I book?'), read('how much for 2 bedrooms'), facts)).toBeNull();
    expect(followUpOrder(read('and for deep?'), read('do you clean in princeton'), facts)).toBeNull();
  });
});

describe('rooms ordered without a price word, and which kind of bathroom a room is', () => {
  it('prices "just my room and the bathroom, regular clean": a tier ordered for rooms named asks their price', () => {
    expect(ask('just my room and the bathroom tho, regular clean, my roommates can deal w theirs lol')?.reply).toContain('Total: $38.25');
    // What a tier's cleaning does is not an order.
    expect(ask('in normal cleaning what I must do in the bathroom and bedroom?')?.reply ?? '').not.toContain('Total:');
  });

  it('prices the one room ordered with its tier and add-ons: "just the kitchen, standard, plus microwave and stovetop"', () => {
    expect(ask("ok so just the kitchen, standard, plus microwave and stovetop scrub, what's the total")?.reply).toContain('Total: $38.75');
  });

  it('answers that a room with just a toilet and a sink is a half bathroom, and a shower without a tub is not one', () => {
    for (const q of ['the basement has just a toilet and a sink. is that a bathroom or half bath for pricing?', 'Is our little downstairs powder room (just toilet + sink) charged like a full bathroom?']) {
      const reply = ask(q)?.reply ?? '';
      expect(reply, q).toMatch(/- Half Bathroom: \$10\.50 standard, \$17\.00 deep/);
      expect(reply, q).not.toMatch(/- Bathroom:/);
    }
    expect(ask('My bathroom is a roll-in accessible shower, no tub. Is it priced like a regular bathroom?')?.reply ?? '').not.toContain('Half Bathroom');
  });
});

describe('add-ons asked in ways a price list does not answer alone', () => {
  it('says a second fridge is not priced on the site, beside the one-item rate', () => {
    const reply = ask("We have a second fridge (kimchi fridge) in the garage. Is 'refrigerator inside' per fridge?")!.reply;
    expect(reply).toContain('Refrigerator inside');
    expect(reply).toMatch(/doesn't say how a second fridge is added/);
    // "how much 2 add oven n fridge": a count of add-ons asked, not a second oven.
    expect(ask('how much 2 add oven n fridge inside')!.reply).not.toMatch(/second/);
  });

  it('says add-ons are extras on a cleaning when they are wanted without rooms', () => {
    const reply = ask("I don't need the rooms, just wash the dishes and clean inside the fridge. How much?")!.reply;
    expect(reply).toMatch(/doesn't say they can be booked on their own/);
    expect(ask('how much to add the dishes and the fridge?')!.reply).not.toMatch(/booked on their own/);
  });

  it('takes the add-ons a later visit names as its own when it changes the tier', () => {
    const first = 'deep clean, 2 bedrooms, 1 bath and the kitchen, plus inside oven. Price?';
    const later = followUpOrder(read('and after the party, a standard of those same rooms with dishes wash?'), read(first), facts)!;
    expect(later.tier).toBe('standard');
    expect(later.addOns).toEqual(['Dishes wash']);
    // "And deep, plus the dishes?" adds to what was priced.
    expect(followUpOrder(read('and standard, plus the dishes?'), read(first), facts)!.addOns).toEqual(['Oven inside', 'Dishes wash']);
  });

  it('leaves the code on another home to the offer, not the home just priced', () => {
    expect(ask('can i use NEWCOMER on this one too since its a different property?', '1 bedroom and 1 bathroom, standard price?')).toBeNull();
    expect(ask('and with the NEWCOMER code?', '1 bedroom and 1 bathroom, standard price?')).not.toBeNull();
  });
});

describe('a half bathroom asked as cheaper than a bathroom', () => {
  it('says which costs less from the price list, whatever the list says', () => {
    expect(ask('is the half bath cheaper than a full one?')!.reply).toMatch(/A Half Bathroom costs less than a Bathroom/);
    // A list where the half bathroom costs more: the reply follows the list, not a fixed sentence.
    const upside = { ...facts, rooms: facts.rooms.map((r) => (r.item === 'Half Bathroom' ? { ...r, standard: 9900, deep: 9900 } : r)) };
    const upsideCtx = handlerContext({ version: 7, passages: [], places: [], aliases: [], facts: upside, pages: {} });
    expect(answerPrice(read('is the half bath cheaper than a full one?'), upsideCtx)!.reply).toMatch(/A Half Bathroom costs more than a Bathroom/);
  });
});
