import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PricingSchema } from '../../../generator/content/pricing.ts';
import type { Facts } from '../../../kernel/chat/model.ts';
import { parseOrder } from '../handlers/prices.ts';
import { keptHome, listedHomes } from './listed-homes.ts';

/** A fixed price list, so the room kinds below are the fixture's, not today's content. */
const pricing = PricingSchema.parse(JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, '../../../tests/fixtures/pricing.json'), 'utf8')));
const facts = { rooms: pricing.rooms, addOns: pricing.addOns } as Facts;
const read = (phrase: string) => parseOrder(phrase, facts);

/** The rooms of the home a turn keeps of those a message listed, or null. */
function kept(message: string, turn: string) {
  const text = message.toLowerCase();
  const homes = listedHomes(text, parseOrder(text, facts), read);
  const home = homes && keptHome(turn.toLowerCase(), homes);
  return home && Object.fromEntries(home.rooms);
}

const family = 'Two apartments: my family in Bayonne 2 bed 1 bath 1 living room, and my uncle in Jersey City 1 bed 1 bath 1 living room. Both normal cleaning. Total?';
const mine = 'Could you total two standard cleanings: my townhouse (2 bed, 2 full bath, powder room, living room, kitchen) and my mother\'s condo in Lawrenceville (2 bed, 2 bath, living room)?';

describe('one of the homes a message listed, kept by a later turn', () => {
  it('keeps the home named with "just", "only" or "alone"', () => {
    expect(kept(mine, 'Actually Mom will book on her own. What would her condo alone be?')).toEqual({ Bedroom: 2, Bathroom: 2, 'Other Room': 1 });
    expect(kept(family, 'only the Bayonne one please')).toEqual({ Bedroom: 2, Bathroom: 1, 'Other Room': 1 });
  });

  it('keeps the other home where the turn drops one by name', () => {
    expect(kept(family, 'my uncle say no he do it himself. only our apartment')).toEqual({ Bedroom: 2, Bathroom: 1, 'Other Room': 1 });
    expect(kept('my condo (3br 2ba living room kitchen) + in-laws in weehawken (2br 1ba 1 living rm), both standard. total', 'in-laws out, they just moved to staten island lol'))
      .toEqual({ Bedroom: 3, Bathroom: 2, 'Other Room': 2 });
  });

  it('keeps none where the turn names no home, or the message lists one home', () => {
    expect(kept(family, 'and with the code?')).toBeNull();
    expect(kept('3 bed 2 bath, kitchen and living room', 'just the kitchen')).toBeNull();
  });
});
