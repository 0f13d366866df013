import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PricingSchema } from '../../../generator/content/pricing.ts';
import type { Facts } from '../../../kernel/chat/model.ts';
import { parseOrder } from '../handlers/prices.ts';
import { applyOperations, homesLeft, readOperations } from './operations.ts';

/** A fixed price list, so the room kinds and add-ons below are the fixture's, not today's content. */
const pricing = PricingSchema.parse(JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, '../../../tests/fixtures/pricing.json'), 'utf8')));
const facts = { rooms: pricing.rooms, addOns: pricing.addOns } as Facts;
const read = (phrase: string) => parseOrder(phrase, facts);

/** The home after a turn, as room counts and add-ons; null where the turn is not read as operations. */
function after(home: Record<string, number>, addOns: string[], turn: string, homeWords = '') {
  const order = { rooms: new Map(Object.entries(home)), addOns };
  const operations = readOperations(turn.toLowerCase(), read, order, homeWords);
  const changed = operations && applyOperations(order, operations);
  return changed && { rooms: Object.fromEntries(changed.rooms), addOns: changed.addOns };
}

const home = { Bedroom: 3, Bathroom: 2, 'Half Bathroom': 1, 'Other Room': 2 };

describe('a later turn read as operations on the home priced', () => {
  it('swaps the add-on "it" points at, not one a story names in passing', () => {
    expect(after(home, ['Microwave inside'], "Actually the microwave's fine, they grilled on the stove all weekend. Swap it for the stovetop scrub."))
      .toEqual({ rooms: home, addOns: ['Stovetop scrub'] });
    expect(after(home, ['Refrigerator inside', 'Dishes wash'], 'Swap the fridge for the microwave, but keep the dishes.'))
      .toEqual({ rooms: home, addOns: ['Dishes wash', 'Microwave inside'] });
    expect(after(home, ['Oven inside'], 'Oven removed. Instead inside the dishwasher instead.')).toEqual({ rooms: home, addOns: ['Dishwasher inside'] });
  });

  it('takes rooms out, once each, and "that" is the room a story named last', () => {
    expect(after(home, [], 'Mom keeps the third bedroom as storage, so take it off. And she never uses the dining room, take that off too.')!.rooms)
      .toEqual({ ...home, Bedroom: 2, 'Other Room': 1 });
    expect(after(home, [], "Drop the office. It's off-limits, there's fragile lab gear in there.")!.rooms).toEqual({ ...home, 'Other Room': 1 });
    expect(after(home, [], 'skip the office and the basement')!.rooms).toEqual({ Bedroom: 3, Bathroom: 2, 'Half Bathroom': 1 });
    expect(after(home, [], 'wait skip the 3rd bedroom, guest room nobody uses')!.rooms).toEqual({ ...home, Bedroom: 2 });
  });

  it('leaves a room the home\'s words never named to the readers of whole phrasings, and takes out one they named, by any of its words', () => {
    const words = 'three bedrooms, two bathrooms, the parlor and the kitchen';
    expect(after(home, [], 'My study I keep locked, so leave that out.', words)).toBeNull();
    expect(after(home, [], 'Skip the kitchen, contractor is gutting it next week.', words)!.rooms).toEqual({ ...home, 'Other Room': 1 });
    // Other rooms counted by number may hold the room: it is taken out of them.
    expect(after(home, [], 'My study I keep locked, so leave that out.', '3 bedrooms, 2 bathrooms and 2 other rooms')!.rooms).toEqual({ ...home, 'Other Room': 1 });
  });

  it('puts rooms in, and moves rooms from one kind to another', () => {
    expect(after(home, [], 'Forgot the sleeping loft, it has two beds in it, so count it as a bedroom too.')!.rooms).toEqual({ ...home, Bedroom: 4 });
    expect(after(home, [], "Tom reminds me the little kitchenette should count too, and we've just put in a half bath up there as well.")!.rooms)
      .toEqual({ ...home, 'Half Bathroom': 2, 'Other Room': 3 });
    expect(after(home, [], "I just spoke to her, and the second bedroom has no bed any more; it's her study. Does that change anything?")!.rooms)
      .toEqual({ ...home, Bedroom: 2, 'Other Room': 3 });
    expect(after({ Bedroom: 6, Bathroom: 4 }, [], 'correction, 2 of those 4 bathrooms are half baths')!.rooms).toEqual({ Bedroom: 6, Bathroom: 2, 'Half Bathroom': 2 });
  });

  it('leaves to the other readers a turn it cannot read whole', () => {
    // A count restated beside the change, a room in a story, a thing the reader knows no room for, "instead" with nothing out.
    expect(after(home, [], 'oops 3 baths, forgot the basement one')).toBeNull();
    expect(after(home, [], 'Take the surgery suite off.')).toBeNull();
    expect(after(home, [], 'Take the surgery suite off.')).toBeNull();
    expect(after(home, ['Refrigerator inside'], 'No, fridge I have already cleaned. Add instead oven and microwave.')).toBeNull();
    // What a visit covers is asked, not changed; a tier said with more than a change is the tier readers'.
    expect(after(home, [], 'Does standard include the fridge or do I add it?')).toBeNull();
    expect(after(home, [], 'deep for the first one, add the fridge')).toBeNull();
  });

  it('reads a wish as an addition and a tier said alone as the tier, beside a change', () => {
    expect(after(home, [], 'Thank you. I no longer use the second bedroom, so please leave it out. But I would like the inside of the refrigerator done.'))
      .toEqual({ rooms: { ...home, Bedroom: 2 }, addOns: ['Refrigerator inside'] });
    expect(readOperations('oof. standard then but add oven inside', read, { rooms: new Map(Object.entries(home)), addOns: [] }))
      .toEqual([{ op: 'tier', tier: 'standard' }, { op: 'add', thing: { addOn: 'Oven inside' } }]);
    expect(readOperations('make it deep', read, { rooms: new Map(Object.entries(home)), addOns: [] })).toEqual([{ op: 'tier', tier: 'deep' }]);
    // A wish that counts the rooms again is the other readers'.
    expect(after(home, [], "we'd like 3 bedrooms done")).toBeNull();
  });

  it('moves a room the home\'s words named, and adds one they never named', () => {
    const unit = { Bedroom: 2, Bathroom: 1, 'Other Room': 1 };
    expect(after(unit, [], 'Correction — den has a bed, used as a bedroom. Count it that way.', 'unit: 2 bedrooms, 1 bath, 1 den. standard.')!.rooms)
      .toEqual({ Bedroom: 3, Bathroom: 1 });
    expect(after(unit, [], 'wait the loft has a bed, count it as a 3rd bedroom', 'unit: 2 bedrooms, 1 bath, 1 den. standard.')!.rooms)
      .toEqual({ Bedroom: 3, Bathroom: 1, 'Other Room': 1 });
    expect(after(home, [], "One of the 'bedrooms' is really my home office, so count it as an other room. And with NEWCOMER?")!.rooms)
      .toEqual({ ...home, Bedroom: 2, 'Other Room': 3 });
    expect(after(home, [], 'nvm roommate #3 wants her room excluded')!.rooms).toEqual({ ...home, Bedroom: 2 });
  });

  it('counts alike homes again where a turn says only that', () => {
    expect(homesLeft('sold two. three units now.', 5, read)).toBe(3);
    expect(homesLeft('drop the neptune city unit.', 3, read)).toBe(2);
    expect(homesLeft('drop the oven', 3, read)).toBeNull();
    expect(homesLeft('sold all five', 5, read)).toBeNull();
  });

  it('changes nothing the home does not have', () => {
    expect(after(home, [], 'drop the oven')).toBeNull();
    expect(after({ Bedroom: 1 }, [], 'skip 2 bedrooms')).toBeNull();
  });
});
