import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildChatIndex } from '../../generator/chat/index.ts';
import { loadContent } from '../../generator/content/load.ts';
import { formatCents } from '../../kernel/money.ts';
import { quote } from '../../tests/prices.ts';
import { createChatEngine } from './engine.ts';
import { inTurns } from '../../tests/chat-turns.ts';

/**
 * What round 69's graders found wrong, asked as its writers asked it: a room the visitor cleans herself, a list that
 * ends with the home's kind, rooms summed up as "six other rooms", a half bath in Creole, houses alike "like that" and
 * add-ons "at each", a child by her age, and a deletion asked of a form. Figures come from the price list.
 */
const index = buildChatIndex(loadContent(path.resolve(import.meta.dirname, '../..')).content);
const engine = createChatEngine(index);
const prices = index.facts;
const say = (...turns: string[]) => inTurns(engine, ...turns).reply;

describe('rooms as people list them', () => {
  it('"i do the kitchen myself" leaves the kitchen out', () => {
    expect(say('cheapest way?? if they only do the bedroom + bathroom and i do the kitchen myself')).toContain(`Total: ${quote(prices, 'standard', { Bedroom: 1, Bathroom: 1 }).total}`);
  });

  it('"my 4 bed / 2 bath / kitchen / living room house" counts the living room before "house"', () => {
    expect(say('my 4 bed / 2 bath / kitchen / living room house, deep, how much?')).toContain(`Total: ${quote(prices, 'deep', { Bedroom: 4, Bathroom: 2, 'Other Room': 2 }).total}`);
  });

  it('a basement apartment is a home, not a basement room', () => {
    expect(say('ok how much is a DEEP clean for the basement apt, its 1 bed 1 bath and a living room w the kitchen in it')).toContain(`Total: ${quote(prices, 'deep', { Bedroom: 1, Bathroom: 1, 'Other Room': 1 }).total}`);
  });

  it('rooms named and then summed up "which I take to be six other rooms" are six, not twelve', () => {
    expect(say("our suite is a reception area, a conference room, a kitchenette and three private offices, which I take to be six 'other rooms', plus two half bathrooms. What would Standard Cleaning come to?"))
      .toContain(`Total: ${quote(prices, 'standard', { 'Other Room': 6, 'Half Bathroom': 2 }).total}`);
  });

  it('Haitian Creole "yon ti twalèt" is a half bath', () => {
    expect(say('Konbyen sa ap koute pou yon standard cleaning? Kay la gen 2 chanm, 1 saldeben konplè, yon ti twalèt, yon salon ak yon kwizin.'))
      .toContain(`Total: ${quote(prices, 'standard', { Bedroom: 2, Bathroom: 1, 'Half Bathroom': 1, 'Other Room': 2 }).total}`);
  });

  it('"seven houses like that?" multiplies, and "add fridge and oven at each, total for the seven?" is seven homes, not seven people', () => {
    const rooms = { Bedroom: 4, Bathroom: 2, 'Other Room': 2 };
    const one = quote(prices, 'deep', rooms, ['Refrigerator inside', 'Oven inside']).result.total;
    const reply = say('Deep Cleaning, 4 bedrooms, 2 full baths, kitchen, living room. Per house?', 'Seven houses like that?', 'Add fridge inside and oven inside at each. New total for the seven?');
    expect(reply).toContain(`7 × ${formatCents(one)} = ${formatCents(7 * one)}`);
    expect(reply).not.toMatch(/^Split 7 ways/m);
  });
});

describe('privacy asked in passing', () => {
  it('a twelve-year-old who wants to fill in the creator form herself gets what the privacy policy says of children', () => {
    expect(say('My granddaughter Lily is twelve and makes little videos about tidying her room. She wants to fill in your creator programme form herself. Is that all right?'))
      .toMatch(/"Children and teens" section of our \[Privacy Policy\]/);
  });

  it('"I sent a message through your app feedback form. I\'d like you to delete it" gets how to use one\'s rights', () => {
    expect(say("I sent a message through your app feedback form last month. I'd like you to delete it. How?")).toMatch(/"How to use your rights" section of our \[Privacy Policy\]/);
  });
});
