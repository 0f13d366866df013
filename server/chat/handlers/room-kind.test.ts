import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildChatIndex } from '../../../generator/chat/index.ts';
import { loadContent } from '../../../generator/content/load.ts';
import { formatCents } from '../../../kernel/money.ts';
import { inTurns } from '../../../tests/chat-turns.ts';
import { createChatEngine } from '../engine.ts';

/**
 * How one room a visitor describes is priced (round 118's writers asked it so): told from what the room has, not from the
 * kind the question names, and never a home's total made of the words around it. Rates come from the price list.
 */
const index = buildChatIndex(loadContent(path.resolve(import.meta.dirname, '../../..')).content);
const engine = createChatEngine(index);
const say = (...turns: string[]) => inTurns(engine, ...turns).reply;
const rate = (item: string) => {
  const room = index.facts.rooms.find((r) => r.item === item)!;
  return `${formatCents(room.standard)} standard, ${formatCents(room.deep)} deep`;
};

describe('the kind of one room described', () => {
  it('a tiny room with just a toilet and a sink is a Half Bathroom, not a Bathroom in a total made of "the kitchen" beside it', () => {
    const reply = say('our apt has a tiny room with just a toilet and a sink next to the kitchen. does that count as a bathroom in the price?');
    expect(reply).toContain(`Half Bathroom on our price list: ${rate('Half Bathroom')}`);
    expect(reply).not.toContain('Total:');
  });

  it('"what is a \'half bathroom\' for you?" with the room described in the next sentence is that room\'s kind, not the booking steps', () => {
    expect(say("what is a 'half bathroom' for you? we have a tiny one under the stairs, only toilet and sink, no shower."))
      .toContain(`Half Bathroom on our price list: ${rate('Half Bathroom')}`);
  });

  it('"kids playroom in basement - is that a bedroom price or what" is one Other Room, with the Bedroom rate asked about beside it', () => {
    const reply = say('kids playroom in basement - is that a bedroom price or what');
    expect(reply).toContain(`Other Room on our price list, any room that isn't a bedroom or bathroom: ${rate('Other Room')}`);
    expect(reply).toContain(`A Bedroom is ${rate('Bedroom')}`);
    expect(reply).not.toContain('Total:');
  });

  it('"we got a basement rec room, is that a bedroom price or what" is one Other Room, the basement where it is (round 132, tuning)', () => {
    const reply = say('we got a basement rec room, is that a bedroom price or what');
    expect(reply).toContain(`Other Room on our price list, any room that isn't a bedroom or bathroom: ${rate('Other Room')}`);
    expect(reply).not.toContain('Total:');
  });

  it('a sleeping loft with beds: the site names no rule for lofts, so both rates, and a Bedroom where people sleep', () => {
    const reply = say("My Beach Plum cottage has a sleeping loft (open to the living room, two twin beds, no door). Do I book that as a bedroom or an 'other room'?");
    expect(reply).toContain("The site doesn't say how a room like that is counted");
    expect(reply).toContain(`Bedroom (${rate('Bedroom')})`);
    expect(reply).toContain('where people sleep in it, a Bedroom fits');
  });

  it('leaves a home counted, several rooms, a room already a bedroom, a cleaning reported and a home priced before to the other answers', () => {
    expect(say('3 bedrooms 2 baths, does the den count as an other room? how much standard?')).toContain('Total:');
    expect(say('Does the finished basement count as a bedroom? And the mudroom and the laundry room?')).not.toContain('That is an Other Room on our price list');
    expect(say("is the nursery priced as a bedroom or an 'other room'? its our 2nd bedroom")).not.toContain('That is an Other Room on our price list');
    expect(say('Cleaner skipped the basement completely. I booked it as a bedroom. what now')).not.toContain('on our price list');
    expect(say('standard for 2 bed 1 bath and a kitchen?', 'does the kitchen count as a bedroom or other room?')).not.toContain('That is an Other Room on our price list');
  });
});
