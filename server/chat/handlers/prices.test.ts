import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadContent } from '../../../generator/content/load.ts';
import type { Facts } from '../model.ts';
import { handlerContext, toQuestion } from './context.ts';
import { answerPrice, parseOrder, quoteOrder } from './prices.ts';

const { pricing } = loadContent(path.resolve(import.meta.dirname, '../../..')).content;
const facts: Facts = {
  brand: 'Nestwell', rooms: pricing.rooms, addOns: pricing.addOns, offer: pricing.offer, services: [],
  clientSupportUrl: 'https://support.example', crewSiteUrl: 'https://crew.example', iosHref: '/nestwell-ios', androidHref: '/nestwell-android',
};
const ctx = handlerContext({ version: 1, passages: [], search: {}, places: [], facts, pages: {}, commonTerms: [] });
const cents = (q: string) => quoteOrder(parseOrder(q, facts), facts);

describe('price handler, against content/pricing.json', () => {
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
    const answer = answerPrice(toQuestion('deep clean with 3 bedrooms and 2 bathrooms and the oven'), ctx)!;
    expect(answer.reply).toContain('3 × Bedroom at $23.50: $70.50');
    expect(answer.reply).toContain('2 × Bathroom at $38.50: $77.00');
    expect(answer.reply).toContain('Oven inside (add-on): $19.25');
    expect(answer.reply).toContain('Total: $166.75');
    expect(answer.reply).toMatch(/NEWCOMER.*50% off: \$83\.38/);
    expect(answer.reply).toContain('confirmed in the Nestwell app');
    expect(answer.sources[0]).toEqual({ title: 'Pricing', url: '/#pricing' });
  });

  it('gives the rates of the items named, or the whole table', () => {
    expect(answerPrice(toQuestion('How much is the oven add-on?'), ctx)!.reply).toContain('Oven inside (add-on): $19.25');
    expect(answerPrice(toQuestion('price per bathroom?'), ctx)!.reply).toContain('Bathroom: $21.00 standard, $38.50 deep');
    const table = answerPrice(toQuestion('What are your prices?'), ctx)!.reply;
    for (const r of ['$17.25 / $23.50', '$21.00 / $38.50', '$10.50 / $17.00', '$26.00 / $38.50', 'Microwave inside $4.25']) expect(table).toContain(r);
  });

  it('leaves questions without rooms or price words to others', () => {
    expect(answerPrice(toQuestion('Do you clean in Princeton?'), ctx)).toBeNull();
    expect(answerPrice(toQuestion('Is there a booking fee?'), ctx)).toBeNull();
  });
});
