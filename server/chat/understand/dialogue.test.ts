import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildChatIndex } from '../../../generator/chat/index.ts';
import { loadContent } from '../../../generator/content/load.ts';
import { createChatEngine } from '../engine.ts';
import { inTurns } from '../../../tests/chat-turns.ts';

/**
 * A follow-up inherits what it does not restate: the home and service being priced, the subject
 * of a bare "how much?", the code it points back to; a move with an empty home is priced as Move
 * In/Out Cleaning, which the app prices, never as a Standard estimate.
 */
const index = buildChatIndex(loadContent(path.resolve(import.meta.dirname, '../../..')).content);
const engine = createChatEngine(index);
const { facts } = index;
const say = (...turns: string[]) => inTurns(engine, ...turns).reply;

describe('follow-ups', () => {
  it('"n w the code?" applies the offer to the home just priced', () => {
    expect(say('3 bed 1 bath standard, price?', 'n w the code?')).toMatch(new RegExp(`^With the code ${facts.offer.code}, your first cleaning is ${facts.offer.percentOff}% off: if this is it`));
  });

  it('a bare "how much" asks the price of what was just asked about', () => {
    const reply = say('do you charge a booking fee', 'how much is it then');
    expect(reply).toMatch(/booking fee/);
    expect(reply).not.toMatch(/Bedroom: \$/);
  });

  it('"it didn\'t change the total" after the code is about the code not applying', () => {
    const reply = say('where do i put the promo code', 'put it in but the price stayed the same');
    expect(reply).toMatch(/don't confirm yet/);
    expect(reply).toContain(facts.clientSupportUrl);
  });
});

describe('a short question with no subject of its own asks about the last one', () => {
  it('"when is that coming?" after the business version', () => {
    expect(say('we run a few rental units, any business account for us?', 'when is that coming out')).toMatch(/haven't announced a launch date/);
  });
});

describe('a move is priced as Move In/Out Cleaning', () => {
  it.each([
    'the movers come on friday, after that what would you charge for a 2 bed 1 bath',
    "we're selling our home and want it spotless for the new owners, price for 3 bedrooms 2 baths?",
    'how much to clean a vacant apartment, 1 bedroom and 1 bathroom',
  ])('%s', (q) => {
    const reply = say(q);
    expect(reply).toMatch(/^Move In\/Out Cleaning has no published price/);
    expect(reply).not.toMatch(/Total: \$/);
  });
});
