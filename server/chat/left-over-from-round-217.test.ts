import { describe, expect, it } from 'vitest';
import { parseOrder } from './handlers/prices.ts';
import { ONE_OR_TWO_UNSAID } from './understand/rooms.ts';
import { half, index, other, say } from '../../tests/chat-on-site.ts';

/**
 * Round 217's wrong answers, asked in other words than the set's: restrooms said to have no showers, an office named as the
 * workplace whose rooms follow, an open kitchen and living room counted as one without a word that the site doesn't say
 * how, and an errand asked of the cleaner.
 */

const rooms = (text: string) => Object.fromEntries(parseOrder(text, index.facts).rooms);

describe('rooms of a workplace', () => {
  it('counts restrooms "with no showers" as half bathrooms', () => {
    expect(rooms('deep clean for the lobby and 3 little restrooms with no showers')).toEqual({ [half.item]: 3, [other.item]: 1 });
  });

  it('counts no room for the office whose rooms the next sentence lists', () => {
    expect(rooms('what would it cost to clean our office? Reception, 2 exam rooms and a restroom with just a toilet and sink')).toEqual({ [half.item]: 1, [other.item]: 3 });
  });

  it('still counts an office listed as a room of a home', () => {
    expect(rooms('3 bed 2 bath and an office')[other.item]).toBe(1);
  });
});

describe('a home\'s open space', () => {
  it('says the site doesn\'t say how an open space is counted, where the visitor calls it one room', () => {
    const order = parseOrder('2 bed 1 bath, and the living room and kitchen are one big open space', index.facts);
    expect(order.rooms.get(other.item)).toBe(1);
    expect(order.notes).toContain(ONE_OR_TWO_UNSAID);
  });
});

describe('an errand asked of the cleaner', () => {
  it('says a ride to the doctor is outside what it helps with', () => {
    expect(say('could my cleaner give me a ride to the doctor on tuesdays?')).toMatch(/^That's outside what I can help with/);
  });
});
