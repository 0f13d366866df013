import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { toQuestion } from '../handlers/context.ts';
import { homesCounted, readAllRooms, readRooms } from './rooms.ts';

const ITEMS = ['Bedroom', 'Bathroom', 'Half Bathroom', 'Other Room'];
/** The counts read, by item, with items the message lacks left out. */
const counts = (message: string) => Object.fromEntries(readRooms(message.toLowerCase(), ITEMS).rooms);
const notes = (message: string) => readRooms(message.toLowerCase(), ITEMS).notes.join(' ');

describe('reading the rooms of a message', () => {
  it.each([
    // every room named counts, however the list is joined
    ['3 beds, 2 full baths plus a tiny powder room, great room & bonus room', { Bedroom: 3, Bathroom: 2, 'Half Bathroom': 1, 'Other Room': 2 }],
    ['2 bd 1 ba + kitchen + dining', { Bedroom: 2, Bathroom: 1, 'Other Room': 2 }],
    ['one bedroom n one bath n the den', { Bedroom: 1, Bathroom: 1, 'Other Room': 1 }],
    ['a couple of bedrooms, a bath, the family room and a home office', { Bedroom: 2, Bathroom: 1, 'Other Room': 2 }],
    ['eleven bedrooms and twelve bathrooms', { Bedroom: 11, Bathroom: 12 }],
    // halves, however they are said
    ['four bedrooms, three and a half baths', { Bedroom: 4, Bathroom: 3, 'Half Bathroom': 1 }],
    ['2 full baths 1 half, 3 bedrooms', { Bedroom: 3, Bathroom: 2, 'Half Bathroom': 1 }],
    ['3br 1.5ba', { Bedroom: 3, Bathroom: 1, 'Half Bathroom': 1 }],
    // workplaces: kinds of rooms the price table has no line for
    ['our clinic: two exam rooms, a lab room, the reception area and a staff bathroom with only a toilet and sink', { 'Other Room': 4, 'Half Bathroom': 1 }],
    ['5 operatories, a lobby and 2 washrooms (sink + toilet)', { 'Other Room': 6, 'Half Bathroom': 2 }],
    ['studio, basically one big room and a bathroom', { 'Other Room': 1, Bathroom: 1 }],
    ['studio apartment with one bath', { 'Other Room': 1, Bathroom: 1 }],
    ['open floor (~12 desks), 2 meeting rooms, a kitchenette, 2 restrooms', { 'Other Room': 4, Bathroom: 2 }],
    ['2 bed 1 bath, the home gym and the wine cellar', { Bedroom: 2, Bathroom: 1, 'Other Room': 2 }],
    // two rooms said to be one, however it is said
    ['1br 1ba where the kitchen and living room are basically one room', { Bedroom: 1, Bathroom: 1, 'Other Room': 1 }],
    ['1 bed 1 bath plus a kitchen/living room combo (one room)', { Bedroom: 1, Bathroom: 1, 'Other Room': 1 }],
    ['2 bed 2 bath condo, living + kitchen are one open room so count it once', { Bedroom: 2, Bathroom: 2, 'Other Room': 1 }],
    ['one bedroom, one bathroom, and a living room with the kitchen in the same room', { Bedroom: 1, Bathroom: 1, 'Other Room': 1 }],
    ['2 bed 1 bath with an open-plan kitchen/living area', { Bedroom: 2, Bathroom: 1, 'Other Room': 1 }],
    // a heading over a list is not a room; a parlour is one
    ['common areas only: kitchen, living, 1 full bath, 1 half bath', { Bathroom: 1, 'Half Bathroom': 1, 'Other Room': 2 }],
    ['2 small bedrooms, 1 bath, a parlor and a kitchen', { Bedroom: 2, Bathroom: 1, 'Other Room': 2 }],
    ['3 bedroom, 1 and half bathroom, the kitchen', { Bedroom: 3, Bathroom: 1, 'Half Bathroom': 1, 'Other Room': 1 }],
    ['2 bed 1 bath kitchen living', { Bedroom: 2, Bathroom: 1, 'Other Room': 2 }],
    ['4 bed / 2 bath / kitchen / living room', { Bedroom: 4, Bathroom: 2, 'Other Room': 2 }],
    ['2 bed 1 bath + living rm + kitchen regular clean', { Bedroom: 2, Bathroom: 1, 'Other Room': 2 }],
    ['2br/2ba + 1 living/kitchen room', { Bedroom: 2, Bathroom: 2, 'Other Room': 1 }],
    ['2 bedrooms, 1 bath, and a combined living room/kitchen', { Bedroom: 2, Bathroom: 1, 'Other Room': 1 }],
    ['1 bath and 1 crib room', { Bedroom: 1, Bathroom: 1 }],
    ['one bedroom, one bathroom and his living room (his kitchen is tiny, he says don\'t bother with it)', { Bedroom: 1, Bathroom: 1, 'Other Room': 1 }],
    ['1 bed, 1 bath and the living room/kitchen (its one open room)', { Bedroom: 1, Bathroom: 1, 'Other Room': 1 }],
    // the bath word said once after full and half counts both
    ['3 bd, 2 full + 1 half bath', { Bedroom: 3, Bathroom: 2, 'Half Bathroom': 1 }],
    ['two bedrooms with one full and one half bathroom', { Bedroom: 2, Bathroom: 1, 'Half Bathroom': 1 }],
    // counts glued to one another
    ['3bd2ba townhouse', { Bedroom: 3, Bathroom: 2 }],
    ['1br1ba and a den', { Bedroom: 1, Bathroom: 1, 'Other Room': 1 }],
    // a combined space written with a slash is one room
    ['2 bedrooms, 1 bath + living/dining area. deep please', { Bedroom: 2, Bathroom: 1, 'Other Room': 1 }],
    ['one bed, one bath + kitchen/family area', { Bedroom: 1, Bathroom: 1, 'Other Room': 1 }],
    ['3 bedrooms, 2 baths and the kitchen area. total?', { Bedroom: 3, Bathroom: 2, 'Other Room': 1 }],
    // a room word that speaks of something else is not a room listed
    ['2 bedrooms, 1 bath, and the kitchen fridge is gross', { Bedroom: 2, Bathroom: 1 }],
    ['office manager here, we have 3 exam rooms and 1 bathroom', { 'Other Room': 3, Bathroom: 1 }],
  ])('%s', (message, expected) => {
    expect(counts(message)).toEqual(expected);
  });

  it('does not count words that only mention rooms', () => {
    expect(counts('is every room vacuumed?')).toEqual({});
    expect(counts('how much per room')).toEqual({});
    expect(counts('3 bedrooms, does each room get dusted?')).toEqual({ Bedroom: 3 });
  });

  it('says how it counted what the price table does not name', () => {
    expect(notes('2 beds, 1 bath and a powder room')).toMatch(/counted the powder room as a Half Bathroom/);
    expect(notes('three exam rooms and one restroom, just a toilet and sink')).toMatch(/restroom with just a toilet and sink as a Half Bathroom.*exam room is priced as Other Room|exam room.*Other Room/);
    expect(notes('studio, basically one big room and a bathroom')).toMatch(/no separate rule for a studio/);
    expect(notes('2 bedrooms and 1 bath')).toBe('');
  });
});

describe('the pre-check that skips messages naming no room', () => {
  /** Every question of the tuning sets (rounds 3 to 7 and the own sets), as the engine reads it; locked sets are never read. */
  const tuningQuestions = (): string[] => {
    const root = path.resolve(import.meta.dirname, '../../../tests/chat/eval');
    const files = ['round3', 'round4', 'round5', 'round6', 'round7', 'own'].flatMap((dir) => fs.readdirSync(path.join(root, dir))
      .filter((f) => f.endsWith('.json') && !f.includes('grades')).map((f) => path.join(dir, f)));
    const questions = (item: { q?: string; turns?: { q: string }[] }) => [...(item.q ? [item.q] : []), ...(item.turns ?? []).map((t) => t.q)];
    return files.flatMap((f) => (JSON.parse(fs.readFileSync(path.join(root, f), 'utf8')) as { q?: string; turns?: { q: string }[] }[]).flatMap(questions));
  };

  it('reads every tuning-set question as the full reader does', () => {
    const all = tuningQuestions();
    expect(all.length).toBeGreaterThan(500);
    for (const q of all.map((raw) => toQuestion(raw).text)) expect(readRooms(q, ITEMS), q).toEqual(readAllRooms(q, ITEMS));
  });

  it('still reads rooms written in shorthand, in capitals or glued to their count', () => {
    expect(counts('3BR/2BA condo, deep please')).toEqual({ Bedroom: 3, Bathroom: 2 });
    expect(counts('2bds 1hb and a den')).toEqual({ Bedroom: 2, 'Half Bathroom': 1, 'Other Room': 1 });
    expect(counts('4 BDRMS, 2 LAVATORIES and a PANTRY')).toEqual({ Bedroom: 4, Bathroom: 2, 'Other Room': 1 });
  });
});

describe('asking whether something is a room', () => {
  it('counts the room asked about once, not "a room" more', () => {
    expect(counts('is a finished basement a room?')).toEqual({ 'Other Room': 1 });
    expect(counts('is my kitchen considered one room')).toEqual({});
  });
});

describe('one room left out of a count, and rooms said to be what they are', () => {
  it.each([
    // one room named alone is one fewer of a count; a count said after it, or a bracket, already leaves it out
    ["We have 3 bedrooms, 2 full baths, a powder room, a living room and a kitchen. I'd like to skip the nursery though", { Bedroom: 2, Bathroom: 2, 'Half Bathroom': 1, 'Other Room': 2 }],
    ['3 bed 2 bath, leave out the guest room', { Bedroom: 2, Bathroom: 2 }],
    ['What would a deep clean be without the nursery? (2 bedrooms, 2 baths, powder room, living room, kitchen)', { Bedroom: 2, Bathroom: 2, 'Half Bathroom': 1, 'Other Room': 2 }],
    ["a deep clean for 2 bedrooms, 2 baths and a kitchen? (skipping the nursery)", { Bedroom: 2, Bathroom: 2, 'Other Room': 1 }],
    ['3 bed 2 bath, no bedrooms though', { Bathroom: 2 }],
    // a room after "their", a gym area, rooms a bracket names after a bare count
    ['a deep clean of the 3 kids rooms and their bathroom', { Bedroom: 3, Bathroom: 1 }],
    ['5 treatment rooms, the open gym area, a staff kitchen and the waiting room', { 'Other Room': 8 }],
    ['8 rooms (5 treatment, gym, kitchen, waiting) + the 2 restrooms as half baths + inside of the fridge in the staff kitchen', { 'Other Room': 8, 'Half Bathroom': 2 }],
    ['a powder room (half bath), 2 bedrooms and a bath', { Bedroom: 2, Bathroom: 1, 'Half Bathroom': 1 }],
    // a heading over the rooms it lists, and restrooms said to be half bathrooms anywhere in the message
    ['2 bedrooms, and just the common areas, the bathroom living room and kitchen', { Bedroom: 2, Bathroom: 1, 'Other Room': 2 }],
    ['2 bedrooms, the kitchen, common areas, the bathroom', { Bedroom: 2, Bathroom: 1, 'Other Room': 2 }],
    ["if the restrooms count as half bathrooms, what's 3 meeting rooms, a kitchen and 2 restrooms?", { 'Other Room': 4, 'Half Bathroom': 2 }],
    ['Our restrooms are just a toilet and sink each. Figure for 3 meeting rooms, kitchen, 2 restrooms?', { 'Other Room': 4, 'Half Bathroom': 2 }],
    ['3 meeting rooms, kitchen and 2 restrooms', { 'Other Room': 4, Bathroom: 2 }],
  ])('%s', (message, expected) => {
    expect(counts(message)).toEqual(expected);
  });

  it('says which room it left out of the count', () => {
    expect(notes('3 bed 2 bath, skip the nursery')).toMatch(/I left out the baby room/);
  });
});

describe('lavatories, and rooms listed with "as"', () => {
  it.each([
    ['six bedrooms, three full bathrooms and a small lavatory downstairs, and five other rooms', { Bedroom: 6, Bathroom: 3, 'Half Bathroom': 1, 'Other Room': 5 }],
    ['4 BDRMS, 2 LAVATORIES and a PANTRY', { Bedroom: 4, Bathroom: 2, 'Other Room': 1 }],
    ["if I count the six offices, the conference room and the kitchenette as 'other rooms' and the two restrooms as bathrooms", { 'Other Room': 8, Bathroom: 2 }],
    ["three bedrooms, the full bath, the powder room, and the living room, dining room, kitchen and my husband's study as well", { Bedroom: 3, Bathroom: 1, 'Half Bathroom': 1, 'Other Room': 4 }],
  ])('%s', (message, expected) => {
    expect(counts(message)).toEqual(expected);
  });
});

describe('parts of a room, sums and homes said around the rooms', () => {
  it.each([
    // a room with a kitchenette, a desk inside a room, a bracket saying what a room is: one room each
    ['one bedroom, one bathroom and one open sitting room with a kitchenette', { Bedroom: 1, Bathroom: 1, 'Other Room': 1 }],
    ['4 operatories, a sterilization room, the waiting room (front desk is in there), 2 restrooms and a small break room', { 'Other Room': 7, Bathroom: 2 }],
    ['a front parlor, a sewing room, a mudroom, a sunporch, a pantry, the summer kitchen (a separate little kitchen off the back) and the regular kitchen', { 'Other Room': 7 }],
    // a count that sums up the rooms just named, or names them in a bracket after "downstairs"
    ['four bedrooms and two full bathrooms, then the parlor, sewing room, kitchen, dining room, mudroom, sunporch, pantry and summer kitchen. That is eight rooms downstairs', { Bedroom: 4, Bathroom: 2, 'Other Room': 8 }],
    ['four bedrooms, two full bathrooms and eight other rooms downstairs (parlor, sewing room, kitchen, dining room, mudroom, sunporch, pantry and summer kitchen)', { Bedroom: 4, Bathroom: 2, 'Other Room': 8 }],
    ['so that is 3 other rooms in all', { 'Other Room': 3 }],
    // rooms said not to be bathrooms, several partners' offices, a home's size said before its rooms
    ['7 rooms that aren\'t bathrooms plus 2 full restrooms', { 'Other Room': 7, Bathroom: 2 }],
    ["three partners' offices, file room, conference room, reception, two restrooms", { 'Other Room': 6, Bathroom: 2 }],
    ['one of my 2 bedroom units? 2 beds, 1 bath, 1 living room.', { Bedroom: 2, Bathroom: 1, 'Other Room': 1 }],
    ['what would 5 of my one-bedrooms cost? Each one is 1 bedroom, 1 full bath and a living room', { Bedroom: 1, Bathroom: 1, 'Other Room': 1 }],
  ])('%s', (message, expected) => {
    expect(counts(message)).toEqual(expected);
  });

  it('counts the homes picked out of the rest, or "4 of them" said to be alike', () => {
    expect(homesCounted('i manage 12 apartments. what would 5 of my one-bedrooms cost? each one is 1 bedroom, 1 full bath')).toBe(5);
    expect(homesCounted('count each as 1 bedroom + 1 bath. deep clean on 4 of them?')).toBe(4);
    // A count of weeks or of roommates is not a count of homes.
    expect(homesCounted('every two weeks. 2 bedrooms, 2 baths, kitchen')).toBe(1);
    expect(homesCounted('we r 4 roommates splitting it. 4 bedrooms 1 bathroom')).toBe(1);
  });
});

describe('rooms said in passing', () => {
  it.each([
    ["of the '3 baths', one is really a powder room, just a toilet and sink. So 4 bedrooms, 2 full baths, 1 powder room, den and sunroom", { Bedroom: 4, Bathroom: 2, 'Half Bathroom': 1, 'Other Room': 2 }],
    ['4 bedroom, one bathroom, one small toilet with sink only, living room and kitchen', { Bedroom: 4, Bathroom: 1, 'Half Bathroom': 1, 'Other Room': 2 }],
    ['One bedroom, bathroom, and kitchen is together with living room, so one big room', { Bedroom: 1, Bathroom: 1, 'Other Room': 1 }],
    ['a 2br deep (2 bed, 1 bath, living, kitchen)', { Bedroom: 2, Bathroom: 1, 'Other Room': 2 }],
    ['3 bedrooms, a bath, the living room and the sewing room. And if I leave the sewing room out?', { Bedroom: 3, Bathroom: 1, 'Other Room': 1 }],
    ["three bedrooms, one full bathroom, a living room and the kitchen. I do not want my late husband's study done", { Bedroom: 3, Bathroom: 1, 'Other Room': 2 }],
    ['2 bedrooms and the playroom done, standard', { Bedroom: 2, 'Other Room': 1 }],
    ['want the common areas done every week - kitchen, lounge, 2 baths and the half bath', { Bathroom: 2, 'Half Bathroom': 1, 'Other Room': 2 }],
  ])('%s', (message, expected) => {
    expect(counts(message)).toEqual(expected);
  });
});

describe('rooms said to be one, a count heading a list, pairs of counts, homes of several kinds', () => {
  it.each([
    ['2 bed, 1 bath, and the kitchen/living is one open room', { Bedroom: 2, Bathroom: 1, 'Other Room': 1 }],
    ['1 bed 1 bath plus the living room/kitchen which is basically one room', { Bedroom: 1, Bathroom: 1, 'Other Room': 1 }],
    ['only three rooms cleaned: the music room, the library and the sunroom', { 'Other Room': 3 }],
    ['2 bedrooms, 1 bath and four rooms downstairs: the living room, dining room, kitchen and family room', { Bedroom: 2, Bathroom: 1, 'Other Room': 4 }],
    ['2 bed 1 bath, 2 living areas: the den and the living room', { Bedroom: 2, Bathroom: 1, 'Other Room': 2 }],
    ['three bedrooms, one bathroom, and the living room, dining room and kitchen: what would it come to?', { Bedroom: 3, Bathroom: 1, 'Other Room': 3 }],
    ['3 bdrm 1 bth plus livingroom n kitchen standard price??', { Bedroom: 3, Bathroom: 1, 'Other Room': 2 }],
    ['my two-bedroom, one-and-a-half-bath home deep cleaned, along with the living room and kitchen', { Bedroom: 2, Bathroom: 1, 'Half Bathroom': 1, 'Other Room': 2 }],
    ['a deep cleaning for two bedrooms, a bathroom and the living room here in cranford', { Bedroom: 2, Bathroom: 1, 'Other Room': 1 }],
    ['2 bedrooms and 2 bathrooms, one is a half bath', { Bedroom: 2, Bathroom: 1, 'Half Bathroom': 1 }],
    ['two bathrooms, one is a full bath and one is a half bath. 2 bedrooms', { Bedroom: 2, Bathroom: 1, 'Half Bathroom': 1 }],
    ['two bathrooms - one is full, the other is a half bath. 2 bedrooms', { Bedroom: 2, Bathroom: 1, 'Half Bathroom': 1 }],
    ['3 bathrooms, one of them is a powder room', { Bathroom: 2, 'Half Bathroom': 1 }],
    ['deep clean same house 4br 2ba kitchen + living room split 4 ways whats that each', { Bedroom: 4, Bathroom: 2, 'Other Room': 2 }],
    // A half bath listed after the bathrooms is one more.
    ['3 bedrooms, 2 baths, 1 half bath, kitchen', { Bedroom: 3, Bathroom: 2, 'Half Bathroom': 1, 'Other Room': 1 }],
    ['for our office: 2 restrooms (full bathrooms) and 6 other rooms (waiting room, front desk, break room)', { Bathroom: 2, 'Other Room': 6 }],
    ['deep for my 2/2 plus living room', { Bedroom: 2, Bathroom: 2, 'Other Room': 1 }],
    ['my 4/3 + office + bonus', { Bedroom: 4, Bathroom: 3, 'Other Room': 2 }],
    ['3 bedroom, 1 bathroom and 1 small toilet room (only toilet and sink), living room and kitchen', { Bedroom: 3, Bathroom: 1, 'Half Bathroom': 1, 'Other Room': 2 }],
    ['we have 2 bathroom but one is only toilet and sink, no shower', { Bathroom: 1, 'Half Bathroom': 1 }],
    ["there's a half bath off the laundry room", { 'Half Bathroom': 1 }],
    ['3 units that are 2bd/1ba and 2 units that are 3bd/1ba', { Bedroom: 12, Bathroom: 5 }],
    // A count of rooms not followed by the rooms it heads is still a count; a time of day is no home.
    ['my 4 bed / 2 bath / 4 other rooms: deep plus oven', { Bedroom: 4, Bathroom: 2, 'Other Room': 4 }],
    ['can you come at 3/4 past nine, 2 bedrooms', { Bedroom: 2 }],
  ])('%s', (message, expected) => {
    expect(counts(message)).toEqual(expected);
  });
});

describe('a home booked as other rooms, a kind compared, toilet-and-sink restrooms, a reception/waiting area', () => {
  it.each([
    ['deep clean price for my studio? ill put it as 1 bed 1 bath', { Bedroom: 1, Bathroom: 1 }],
    ["how much for my studio, 1 bath. i'd put it in as 1 bed 1 bath", { Bedroom: 1, Bathroom: 1 }],
    ['powder room - is that priced like a bathroom or cheaper?', {}],
    ['reception/waiting area, 3 operatories, 1 sterilization room, 1 staff room, and 2 restrooms (toilet and sink only)', { 'Half Bathroom': 2, 'Other Room': 6 }],
    ['reception, 3 operatories, sterilization room, staff room, 2 toilet+sink restrooms', { 'Half Bathroom': 2, 'Other Room': 6 }],
    ['the office is honestly pretty grimy. Layout is reception, 3 ops, sterilization, staff room, 2 toilet/sink restrooms', { 'Half Bathroom': 2, 'Other Room': 6 }],
    // "Book it as a standard cleaning", "count it as a bedroom?": a tier or a question, not the rooms to book.
    ['our leasing office is one big room, a bathroom and a small kitchenette. If I book it as a standard cleaning', { Bathroom: 1, 'Other Room': 3 }],
  ])('%s', (message, expected) => {
    expect(counts(message)).toEqual(expected);
  });
});

describe('"half ba", a loft that is the home, bathrooms said by their kinds, a shower without a tub', () => {
  it.each([
    ['if i do the big deep clean first (4bd 2ba half ba + 3 other rooms)', { Bedroom: 4, Bathroom: 2, 'Half Bathroom': 1, 'Other Room': 3 }],
    ['4 bed / 2 full bath / half bath / kitchen, family rm, basement', { Bedroom: 4, Bathroom: 2, 'Half Bathroom': 1, 'Other Room': 3 }],
    ['how much is a basic clean for my loft. 1 bedroom, 1 bathroom, and the rest is one big open living/kitchen area', { Bedroom: 1, Bathroom: 1, 'Other Room': 1 }],
    ['standard w 3 bedrooms instead of 4, everything else the same (2 full, 1 half, 3 other rooms)', { Bedroom: 3, Bathroom: 2, 'Half Bathroom': 1, 'Other Room': 3 }],
    ['2 bedrooms, 2 bathrooms, one has only a shower stall, no tub', { Bedroom: 2, Bathroom: 2 }],
    // A loft in a house is still a room.
    ['3 bedrooms, 2 baths, the kitchen and the loft', { Bedroom: 3, Bathroom: 2, 'Other Room': 2 }],
  ])('%s', (message, expected) => {
    expect(counts(message)).toEqual(expected);
  });
});

describe('a listing described again, rooms picked out of it, "both", and a studio booked as a bedroom', () => {
  it.each([
    // A listing's counts, then the same counts spelled out: one home.
    ['standard clean on a 2BR/1BA - 2 bed, 1 bath, living room, kitchen?', { Bedroom: 2, Bathroom: 1, 'Other Room': 2 }],
    ['deep clean on a 3BR/2BA (3 bed, 2 bath, living room, kitchen)', { Bedroom: 3, Bathroom: 2, 'Other Room': 2 }],
    ['a vacant 2BR/1BA garden unit - 2 bedrooms, 1 full bath, living room, kitchen', { Bedroom: 2, Bathroom: 1, 'Other Room': 2 }],
    ['our 2BR/1.5BA (2 bed, 1 full, 1 half, living, kitchen)', { Bedroom: 2, Bathroom: 1, 'Half Bathroom': 1, 'Other Room': 2 }],
    ['what is the deep rate for my 3BR then? 3 bed, 2 full, 1 half, living, dining, kitchen', { Bedroom: 3, Bathroom: 2, 'Half Bathroom': 1, 'Other Room': 3 }],
    // Other counts after a listing are more rooms.
    ['2BR/1BA (3 bed, 2 bath upstairs)', { Bedroom: 5, Bathroom: 3 }],
    ['a 2br and a 3br', { Bedroom: 5 }],
    // A studio's one room booked as the bedroom: the studio is the home.
    ['studio counted as one bedroom and one bathroom, deep clean', { Bedroom: 1, Bathroom: 1 }],
    ['studio standard (1 bed 1 bath) + fridge', { Bedroom: 1, Bathroom: 1 }],
    ['count my studio as 1 bed 1 bath', { Bedroom: 1, Bathroom: 1 }],
    // Rooms picked out of a listing: the listing says where.
    ['i only want the kitchen and the one bathroom done in the downstairs 2BR/1BA, standard', { Bathroom: 1, 'Other Room': 1 }],
    // "Both" counts two, unless it points back, or says right after what the two are.
    ['all 3 full baths, both powder rooms and the kitchen', { Bathroom: 3, 'Half Bathroom': 2, 'Other Room': 1 }],
    ['parents coming sat. deep clean kitchen, living room + both bathrooms', { Bathroom: 2, 'Other Room': 2 }],
    ['i have 2 bathrooms, can you do both bathrooms deep?', { Bathroom: 2 }],
    ['the kitchen and both bathrooms done — the full one and the half', { Bathroom: 1, 'Half Bathroom': 1, 'Other Room': 1 }],
    // Rooms named, then the number of Other Rooms they are to be booked as.
    ["our open-plan area, meeting room, phone booth and kitchenette as 4 'other rooms' and our 2 restrooms as half baths", { 'Half Bathroom': 2, 'Other Room': 4 }],
    ["our office as 5 'other rooms' plus 2 half bathrooms", { 'Half Bathroom': 2, 'Other Room': 5 }],
    // A home named by its bedrooms, then its rooms in brackets.
    ['a vacant one-bedroom (1 bed, 1 bath, 1 living room)', { Bedroom: 1, Bathroom: 1, 'Other Room': 1 }],
    // Three rooms in a slash list, the last with its own word ("rm" is read as "room" before this); a pair said to be a combo is one.
    ['4 bed, 2 bath, half bath, kitchen/living/family room', { Bedroom: 4, Bathroom: 2, 'Half Bathroom': 1, 'Other Room': 3 }],
    ['1 bed 1 bath + living/kitchen combo', { Bedroom: 1, Bathroom: 1, 'Other Room': 1 }],
    // A room word of another language glossed in brackets; a bathroom's other name in brackets.
    ['3 bedroom, 1 łazienka (bathroom), kitchen and living room', { Bedroom: 3, Bathroom: 1, 'Other Room': 2 }],
    ['we also have a half bath (powder room) and 2 bedrooms', { Bedroom: 2, 'Half Bathroom': 1 }],
    ['4 other rooms + 2 half-bath restrooms', { 'Half Bathroom': 2, 'Other Room': 4 }],
    // Where a room is, not a room more; a toilet's own room.
    ['a small restroom off the lobby, toilet and sink, no shower', { 'Half Bathroom': 1 }],
    ['in basement we have small toilet, only toilet and sink, and a laundry room', { 'Half Bathroom': 1, 'Other Room': 1 }],
    ["our guest bathroom downstairs is just a toilet and a little sink, what you'd call a powder room", { 'Half Bathroom': 1 }],
    // An open area listed among rooms is one; the open area two rooms share is not one more.
    ['reception, open area, 2 private offices, conference room, kitchenette', { 'Other Room': 6 }],
    ['2 bed, 2 full bath and a living room/kitchen open area (count that as one room)', { Bedroom: 2, Bathroom: 2, 'Other Room': 1 }],
    // A studio with no bedroom counted keeps its main room; a question about how a studio is priced counts no bedroom.
    ['studio apartment with 1 bath, standard?', { Bathroom: 1, 'Other Room': 1 }],
  ])('%s', (message, expected) => {
    expect(counts(message)).toEqual(expected);
  });

  it('does not read "is a studio counted as a bedroom?" as a bedroom to book', () => {
    expect(counts('is a studio counted as a bedroom?')).not.toHaveProperty('Bedroom');
  });
});

describe('rooms as they are listed in other words and other Englishes', () => {
  it.each([
    // A listing's short words, read with the rest of chat shorthand (toQuestion).
    ['4BR/2.5BA split in Scotch Plains w/ LR, FR, EIK', { Bedroom: 4, Bathroom: 2, 'Half Bathroom': 1, 'Other Room': 3 }],
    ['Deep for a 5BR/3BA center hall in Summit: LR, DR, FR, kitchen, home office', { Bedroom: 5, Bathroom: 3, 'Other Room': 5 }],
    ['NW 1/1 unit (1 LR/kit)', { Bedroom: 1, Bathroom: 1, 'Other Room': 1 }],
  ])('%s', (message, expected) => {
    expect(counts(toQuestion(message).text)).toEqual(expected);
  });

  it.each([
    // Room words side by side on a line of their own are a list.
    ['4 bed 2 bath 1 half\nliving dining kitchen', { Bedroom: 4, Bathroom: 2, 'Half Bathroom': 1, 'Other Room': 3 }],
    // A living room named "salon" or "hall"; a hair salon and the hall bath are not rooms.
    ['3 bedrooms, 1 bathroom, 1 half bathroom, salon, dining, kitchen', { Bedroom: 3, Bathroom: 1, 'Half Bathroom': 1, 'Other Room': 3 }],
    ['3 bedrooms, 1 bathroom, kitchen and salon (living room)', { Bedroom: 3, Bathroom: 1, 'Other Room': 2 }],
    ['2 bed 2 bath apartment plus hall and kitchen', { Bedroom: 2, Bathroom: 2, 'Other Room': 2 }],
    ['how much for salon with 1 bathroom, 1 small break room?', { Bathroom: 1, 'Other Room': 1 }],
    ['three bedrooms and the hall bathroom', { Bedroom: 3, Bathroom: 1 }],
    // A business's areas listed are rooms; a region is not.
    ['salon have 2 bathroom, 1 break room, front area, pedi area', { Bathroom: 2, 'Other Room': 3 }],
    ['2 bed 1 bath in the princeton area?', { Bedroom: 2, Bathroom: 1 }],
    // Rooms said to be separate are each one; said to be one big room, one.
    ['1BR/1BA where kitchen and living room are separate rooms', { Bedroom: 1, Bathroom: 1, 'Other Room': 2 }],
    ['1 bedroom, 1 bathroom, living room and kitchen (separate rooms)', { Bedroom: 1, Bathroom: 1, 'Other Room': 2 }],
    // A count said to be wrong is no more rooms.
    ['we have 1 full bath and 1 half bath (toilet+sink) not 2 full. 4 bedrooms, kitchen, living room. standard cost?', { Bedroom: 4, Bathroom: 1, 'Half Bathroom': 1, 'Other Room': 2 }],
    ['2 bed 1 bath and the kitchen n living room is like one big room', { Bedroom: 2, Bathroom: 1, 'Other Room': 1 }],
    // A bathroom of each room's own.
    ['six guest rooms, each with its own full bath, plus a shared guest kitchen', { Bedroom: 6, Bathroom: 6, 'Other Room': 1 }],
    ['one guest room and its bath, standard', { Bedroom: 1, Bathroom: 1 }],
    // The rooms asked for after the home is described.
    ['There are three bedrooms but I only use mine. Could they only do my bedroom, the bathroom upstairs and the kitchen?', { Bedroom: 1, Bathroom: 1, 'Other Room': 1 }],
    ['4 phòng ngủ, 3 phòng tắm, phòng khách, bếp', { Bedroom: 4, Bathroom: 3, 'Other Room': 2 }],
    ['Standard 4 cuartos, 2 baños', { Bedroom: 4, Bathroom: 2 }],
    // Sharing a room is no room more.
    ['my kids share a room w bunk beds, still 1 bedroom?', { Bedroom: 1 }],
  ])('%s', (message, expected) => {
    expect(counts(message)).toEqual(expected);
  });

  it('leaves out one of a kind, however it is said', () => {
    expect(readRooms('take out the den and one of the bedrooms, nobody goes in there.', ITEMS).leftOut).toEqual([{ item: 'Other Room', one: true, noun: 'den' }, { item: 'Bedroom', one: true }]);
    const storage = readRooms('wait 1 bedroom is storage, no clean. and add the half bath downstair', ITEMS);
    expect(storage.leftOut).toEqual([{ item: 'Bedroom', one: true }]);
    expect(storage.rooms.has('Bedroom')).toBe(false);
  });

  it('leaves out a room named and then dropped by "it"', () => {
    const reading = readRooms('actually the sunroom is mid-renovation, drop it.', ITEMS);
    expect(reading.leftOut).toEqual([{ item: 'Other Room', one: true, noun: 'sunroom' }]);
  });

  it('counts both units of a two-family house described once', () => {
    expect(homesCounted('that property is a 2-family. each unit is 2br/1ba with lr and kitchen. standard on both units.')).toBe(2);
  });
});

describe('a room said to be toilet and sink after another counted', () => {
  it('makes only that one a half bathroom', () => {
    expect(counts('4 bedroom, 2 bathroom, 1 small bathroom only toilet and sink, living room, kitchen')).toEqual({ Bedroom: 4, Bathroom: 2, 'Half Bathroom': 1, 'Other Room': 2 });
  });
});

describe('rooms said in passing, as homes are described', () => {
  it.each([
    // where the home is, or what a room holds, is no room more
    ['a deep clean for the basement apt, its 1 bed 1 bath and a living room w the kitchen in it', { Bedroom: 1, Bathroom: 1, 'Other Room': 1 }],
    ['basement apartment: 1 bed, 1 bath, and the living room/kitchen is one big room', { Bedroom: 1, Bathroom: 1, 'Other Room': 1 }],
    // a bare "powder" in a home's list is its half bathroom
    ['occupied listing: 4 bed, 2 full, 1 powder, living + family room', { Bedroom: 4, Bathroom: 2, 'Half Bathroom': 1, 'Other Room': 2 }],
    ['(5 bed / 3 bath / 1 powder / 4 other rooms)', { Bedroom: 5, Bathroom: 3, 'Half Bathroom': 1, 'Other Room': 4 }],
    // "family" alone is a room only in a list of rooms
    ['4 bed 2.5 bath: beds, baths, living, family, kitchen and dining', { Bedroom: 4, Bathroom: 2, 'Half Bathroom': 1, 'Other Room': 4 }],
    ['3 bed 2 bath for my family, how much?', { Bedroom: 3, Bathroom: 2 }],
    // a gym's floor is a room of it
    ['2 restrooms (toilet and sink only, no shower), the locker room, the gym floor, and the front office', { 'Half Bathroom': 2, 'Other Room': 3 }],
    // a list that sums up the home after a room told on its own counts that room once
    ['srry forgot theres also a tiny half bath by the door. so 1 bed, 1 full bath, 1 half bath, 1 living/kitchen', { Bedroom: 1, Bathroom: 1, 'Half Bathroom': 1, 'Other Room': 1 }],
    ['a half bath upstairs and 1 half bath downstairs, 2 bed 1 bath', { Bedroom: 2, Bathroom: 1, 'Half Bathroom': 2 }],
    // "my second bathroom" tells of a first
    ['my second bathroom is only a toilet and sink, no shower. standard, 2 bedrooms.', { Bedroom: 2, Bathroom: 1, 'Half Bathroom': 1 }],
    ['my second bathroom is only a toilet and sink, no shower. 2 bedrooms 2 bathrooms', { Bedroom: 2, Bathroom: 2 }],
    // rooms to be booked as another item are that item
    ['2 changing rooms (call them bathrooms), the workout floor, front desk area and my office', { Bathroom: 2, 'Other Room': 3 }],
    ['if i book the two locker rooms as bathrooms and the workout floor, office and lobby as 3 other rooms', { Bathroom: 2, 'Other Room': 3 }],
  ])('%s', (message, expected) => {
    expect(counts(message)).toEqual(expected);
  });

  it('prices one bedroom of two when "the second bedroom" is left out', () => {
    const reading = readRooms("if i don't want the second bedroom cleaned (that's where the cat hides), do i still pay for it? standard, 2 full bathrooms otherwise.", ITEMS);
    expect(Object.fromEntries(reading.rooms)).toEqual({ Bedroom: 1, Bathroom: 2 });
  });

  it('asks a kind, not a home, when the second bathroom is all it names', () => {
    expect(counts('our 2nd bathroom is just a toilet and sink, does that count as a half bath? is it cheaper')).not.toHaveProperty('Bathroom');
  });
});

describe('round 60\'s rooms, after its grading', () => {
  it.each([
    // the bracket tells what kind of bathroom the counted one is
    ['my house have 4 bedroom, 2 bathroom and 1 small bathroom (only toilet and sink), also living room and kitchen', { Bedroom: 4, Bathroom: 2, 'Half Bathroom': 1, 'Other Room': 2 }],
    // what a room is like is no room more
    ['does the price go up if our living room is huge? its basically a loft', {}],
  ])('%s', (message, expected) => {
    expect(counts(message)).toEqual(expected);
  });

  it('counts two homes said alike with "both are"', () => {
    expect(homesCounted("before i list the two furnished units i want a deep clean on each. both are 1 bed, 1 bath, with a kitchen and a living room. what's the total for both?")).toBe(2);
  });
});

describe("round 61's rooms", () => {
  it.each([
    // "a full deep clean" is no full bathroom; "2 full" in a list still is
    ['pricing a full deep clean before baby: 3 bedrooms (one is the nursery), 2 full baths, 1 powder room, kitchen and living room', { Bedroom: 3, Bathroom: 2, 'Half Bathroom': 1, 'Other Room': 2 }],
    ['4br 2 full 1 half deep clean', { Bedroom: 4, Bathroom: 2, 'Half Bathroom': 1 }],
    // the room named after "including" is one of those counted
    ['4 bed, 2 bath, 1 half bath, 4 other rooms including puja room', { Bedroom: 4, Bathroom: 2, 'Half Bathroom': 1, 'Other Room': 4 }],
    ['3 bedrooms, including the nursery, 2 baths and a kitchen', { Bedroom: 3, Bathroom: 2, 'Other Room': 1 }],
    // a count of other rooms after the rooms it counts
    ['a half bath + front of house, kitchen and office (3 other rooms)', { 'Half Bathroom': 1, 'Other Room': 3 }],
    ['restroom as a half bath, then front of house, kitchen, office as 3 other rooms', { 'Half Bathroom': 1, 'Other Room': 3 }],
  ])('%s', (message, expected) => {
    expect(counts(message)).toEqual(expected);
  });

  it('reads a home\'s nursery beside its hall bathroom as a bedroom, and a bathroom named by where it is as that bathroom alone', () => {
    const each = (message: string) => Object.fromEntries(readRooms(message, ITEMS, true).rooms);
    expect(each('just the nursery and the hall bathroom next to it, deep clean. price?')).toEqual({ Bedroom: 1, Bathroom: 1 });
    expect(each('plus the hallway bathroom')).toEqual({ Bathroom: 1 });
    expect(each('the basement bedroom and the kitchen')).toEqual({ Bedroom: 1, 'Other Room': 1 });
  });
});

describe("round 62's rooms, after its grading", () => {
  it.each([
    // "the five other rooms (...)" names rooms of its own, not ones said before
    ['the same house, four bedrooms, two full baths, the powder room and the five other rooms (living room, dining room, kitchen, sunroom and basement)', { Bedroom: 4, Bathroom: 2, 'Half Bathroom': 1, 'Other Room': 5 }],
    // "the little powder room" in a list of rooms is one
    ['that is four bedrooms, two full baths and the little powder room.', { Bedroom: 4, Bathroom: 2, 'Half Bathroom': 1 }],
  ])('%s', (message, expected) => {
    expect(counts(message)).toEqual(expected);
  });
});
