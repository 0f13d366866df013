import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildChatIndex } from '../../../generator/chat/index.ts';
import { loadContent } from '../../../generator/content/load.ts';
import { formatCents } from '../../../kernel/money.ts';
import { quote } from '../../../tests/prices.ts';
import { inTurns } from '../../../tests/chat-turns.ts';
import { createChatEngine } from '../engine.ts';

/**
 * Homes priced one by one in a conversation, then asked together: each home at the tier its own reply gave it,
 * their sum, and the code on one cleaning only. Every figure is the price list's.
 */
const index = buildChatIndex(loadContent(path.resolve(import.meta.dirname, '../../..')).content);
const engine = createChatEngine(index);
const prices = index.facts;
const say = (...turns: string[]) => inTurns(engine, ...turns).reply;
const cents = (money: string) => Math.round(Number(money.replace(/[$,]/g, '')) * 100);

const condo = quote(prices, 'standard', { Bedroom: 2, Bathroom: 1 });
const beach = quote(prices, 'standard', { Bedroom: 4, Bathroom: 3 });
const both = formatCents(cents(condo.total) + cents(beach.total));

describe('homes priced one by one, asked together', () => {
  it.each([
    "What's the total for both?",
    'how much for both together?',
    'so what do they come to combined?',
    'add them up for me',
  ])('"%s" adds up the homes described', (question) => {
    const reply = say('How much is a standard clean for my 2 bedroom 1 bath condo?', 'And the beach house, 4 bedrooms 3 baths?', question);
    expect(reply).toContain(`Total: ${both}`);
    expect(reply).toContain(`condo (2 bedrooms, 1 bathroom), Standard Cleaning: ${condo.total}`);
    expect(reply).toContain(`beach house (4 bedrooms, 3 bathrooms), Standard Cleaning: ${beach.total}`);
  });

  it('prices each home at its own tier, a third home named in the same turn as the total', () => {
    const a = quote(prices, 'standard', { Bedroom: 1, Bathroom: 1 });
    const b = quote(prices, 'deep', { Bedroom: 2, Bathroom: 1 });
    const c = quote(prices, 'standard', { Bedroom: 3, Bathroom: 2 });
    const reply = say('standard for unit A: 1 bed 1 bath', 'unit B is 2 bed 1 bath, deep', 'and the cottage, 3 bed 2 bath standard; total for all three?');
    expect(reply).toContain(`unit B (2 bedrooms, 1 bathroom), Deep Cleaning: ${b.total}`);
    expect(reply).toContain(`Total: ${formatCents(cents(a.total) + cents(b.total) + cents(c.total))}`);
  });

  it('keeps a tier carried from the turn before: a follow-up priced deep is added as deep', () => {
    const studio = quote(prices, 'deep', { Bathroom: 1, 'Other Room': 1 });
    const house = quote(prices, 'deep', { Bedroom: 3, Bathroom: 2 });
    expect(say('Deep clean for a studio with 1 bath?', 'what about my 3 bed 2 bath house', 'and all together?')).toContain(`Total: ${formatCents(cents(studio.total) + cents(house.total))}`);
  });

  it('puts the code on one cleaning only, the dearest if it is the first, and again when asked after the total', () => {
    const withCode = formatCents(cents(condo.total) + cents(beach.firstClean));
    const turns = ['How much is a standard clean for my 2 bedroom 1 bath condo?', 'And the beach house, 4 bedrooms 3 baths?', 'total for both?'];
    expect(say(...turns)).toContain(`the total to ${withCode}`);
    expect(say(...turns, 'and with newcomer?')).toContain(`the total to ${withCode}`);
  });

  it('counts homes alike as many ("my two condos") when "all four" are asked', () => {
    const studio = quote(prices, 'standard', { Bathroom: 1, 'Other Room': 1 });
    const house = quote(prices, 'standard', { Bedroom: 4, Bathroom: 3 });
    const condo = quote(prices, 'standard', { Bedroom: 2, Bathroom: 2 });
    const reply = say('standard clean for my studio in AC, 1 bath?', 'and the 4 bedroom 3 bath beach house in Ocean City?', 'and my two condos, 2 bed 2 bath each', 'total for all four?');
    expect(reply).toContain(`Total: ${formatCents(cents(studio.total) + cents(house.total) + 2 * cents(condo.total))}`);
    expect(reply).toContain('beach house (4 bedrooms, 3 bathrooms)');
  });

  it('prices "the other apartment, the studio" with its own bathroom as a home of its own, not rooms added to the first', () => {
    const studio = quote(prices, 'standard', { Bathroom: 1, 'Other Room': 1 });
    const condo = quote(prices, 'standard', { Bedroom: 2, Bathroom: 2, 'Other Room': 1 }, ['Dishes']);
    const turns = ['AC condo, 2bd 2ba and the living room, standard. price?', 'what about the other apartment, the studio? its 1 bathroom and the main room'];
    expect(say(...turns)).toContain(`Total: ${studio.total}`);
    expect(say(...turns, 'total for both if I add dishes wash at each one')).toContain(`Total: ${formatCents(cents(condo.total) + cents(quote(prices, 'standard', { Bathroom: 1, 'Other Room': 1 }, ['Dishes']).total))}`);
  });

  it('takes a correction or the same rooms said again as the same home, not a second one', () => {
    const reply = say('2 bed 1 bath standard how much', 'sorry, actually it is 3 bed 1 bath', 'and the cottage 1 bed 1 bath, total for both?');
    expect(reply).toContain(`Total: ${formatCents(cents(quote(prices, 'standard', { Bedroom: 3, Bathroom: 1 }).total) + cents(quote(prices, 'standard', { Bedroom: 1, Bathroom: 1 }).total))}`);
  });

  it('puts add-ons named for both on each home, and a tier said for all on every home', () => {
    const turns = ['bottom unit is 2 bed 1 bath plus living room, standard', 'top floor 3 bed 2 bath'];
    const withAddOns = [quote(prices, 'standard', { Bedroom: 2, Bathroom: 1, 'Other Room': 1 }, ['Dishes', 'Refrigerator']), quote(prices, 'standard', { Bedroom: 3, Bathroom: 2 }, ['Dishes', 'Refrigerator'])];
    expect(say(...turns, 'add dishes wash + inside fridge to both. total for the two?')).toContain(`Total: ${formatCents(withAddOns.reduce((n, q) => n + cents(q.total), 0))}`);
    const deep = [quote(prices, 'deep', { Bedroom: 2, Bathroom: 1, 'Other Room': 1 }), quote(prices, 'deep', { Bedroom: 3, Bathroom: 2 })];
    expect(say(...turns, 'and what if both were deep instead?')).toContain(`Total: ${formatCents(deep.reduce((n, q) => n + cents(q.total), 0))}`);
  });

  it('leaves a schedule for both, or a day for both, to the answers that know them', () => {
    const turns = ['How much is a standard clean for my 2 bedroom 1 bath condo?', 'And the beach house, 4 bedrooms 3 baths?'];
    expect(say(...turns, 'so both together, every week?')).not.toMatch(/homes you described/);
    expect(say(...turns, 'so both on the same weekend?')).not.toMatch(/homes you described/);
    expect(say(...turns, 'And if I leave the sewing room out altogether?')).not.toMatch(/homes you described/);
  });

  it('gives no total for a service the app prices', () => {
    const reply = say('how much is a turnover clean for my 2 bed 1 bath condo', 'and the 4 bedroom 3 bath beach house?', 'total for both?');
    expect(reply).not.toMatch(/^Total:/m);
    expect(reply).toMatch(/Rental Turnover Cleaning has no published price/);
  });

  it('leaves one home, or both tiers asked, to the price answer', () => {
    expect(say('2 bed 1 bath how much', 'both standard and deep?')).not.toMatch(/homes you described/);
    expect(say('2 bed 1 bath how much', 'total for both?')).not.toMatch(/homes you described/);
  });
});

describe('the code asked of another home after it was asked of the first', () => {
  const FIRST_ONLY = /is for a new client's first cleaning, one cleaning/;
  it.each([
    ['first cleaning w/ NEWCOMER on Harvey Cedars, standard: 4 bd, 3 ba, 1 half, 2 other rooms', 'and the second house gets it too right?'],
    ['standard for 2 bedrooms and 1 bath? with NEWCOMER', 'and the upstairs apartment, same one, also with the discount?'],
    ['¿Cuánto es la limpieza estándar para 2 recámaras y 1 baño con el código NEWCOMER?', '¿Y el apartamento de arriba, que es igual, también con descuento?'],
  ])('"%s", then "%s": the first cleaning only, not the home priced again with the code', (first, then) => {
    const reply = say(first, then);
    expect(reply).toMatch(FIRST_ONLY);
    expect(reply).not.toMatch(/if this is it/);
  });
});
