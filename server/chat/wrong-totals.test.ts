import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildChatIndex } from '../../generator/chat/index.ts';
import { loadContent } from '../../generator/content/load.ts';
import { quote } from '../../tests/prices.ts';
import { createChatEngine } from './engine.ts';

/**
 * Totals a visitor would take as the answer, read as meant (the round-7 patterns), each asked in
 * words of its own: the service named by what it does ("the thorough kind"), rooms said not to
 * need cleaning, one room described twice, and a service the app prices followed by a schedule.
 */
const index = buildChatIndex(loadContent(path.resolve(import.meta.dirname, '../..')).content);
const engine = createChatEngine(index);
const prices = index.facts;
const say = (...turns: string[]) => engine.answer(turns.at(-1)!, turns.slice(0, -1).map((question) => ({ question }))).reply;

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
