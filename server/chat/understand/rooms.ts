/**
 * The rooms a message lists, counted as the price table's items. Every room named counts: a
 * list may be joined by commas, "and", "+", "&" or "n", give numbers as words, put a word before
 * the room ("a little powder room") or name a room the table lacks ("3 operatories", "a
 * sterilization room", "the front desk area"), which is an Other Room. Whatever was read in a way
 * the table does not spell out is said in `notes`, so the reply shows how it counted.
 */
import { list, plural } from '../reply-parts.ts';
import { escapeRegExp } from '../../../kernel/regexp.ts';
import { roomsOfEachHome } from './listed-homes.ts';

export interface RoomReading {
  /** Count per room item of the pricing table ("Bedroom", "Half Bathroom", "Other Room"...). */
  rooms: Map<string, number>;
  /** Room items named without a count ("how much is a bathroom?"). */
  named: string[];
  /** How rooms the table has no line for were counted, one sentence each. */
  notes: string[];
  /** Rooms the message says need no cleaning ("the half bath doesn't need cleaning"): never counted, and left out of a home priced before. */
  leftOut: LeftOut[];
  /** The message with every room it lists taken out. */
  rest: string;
  /** Bedrooms and bathrooms each counted more than once ("Villas is 2 bed/1 bath, Diamond Beach is 2 bed/2 bath"): the rooms of more than one home. */
  homesListed: boolean;
}

/**
 * A room item left out: all of it ("no bedrooms", "the bathrooms are fine"), one room named alone ("skip the nursery",
 * "Maya's room"), or a count of them ("skip the three kids' bedrooms").
 */
export interface LeftOut {
  item: string;
  one: boolean;
  count?: number;
  /** The words that named it ("stream room"), for an Other Room the home's words may never have counted. */
  noun?: string;
}

/** How many rooms of every kind a home has. */
export const roomsInAll = (rooms: ReadonlyMap<string, number>): number => [...rooms.values()].reduce((a, b) => a + b, 0);

/** The rooms without those left out: one room named alone, or a count, is that many fewer of its item, where there are more. */
export function withoutRooms(rooms: ReadonlyMap<string, number>, leftOut: readonly LeftOut[]): Map<string, number> {
  const left = new Map(rooms);
  for (const { item, one, count: fewer } of leftOut) {
    const count = left.get(item) ?? 0;
    const less = fewer ?? (one ? 1 : count);
    if (count > less) left.set(item, count - less);
    else left.delete(item);
  }
  return left;
}

const NUMBERS: Record<string, number> = {
  a: 1, an: 1, one: 1, single: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12,
  'a couple of': 2, 'a couple': 2, 'a pair of': 2,
};
const COUNT = String.raw`(\d+(?:\.5)?|a couple of|a couple|a pair of|an?|one|single|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)`;
/** A bracket right after a counted room, naming the rooms counted: "5 other rooms (living, dining, kitchen)"; "the five other rooms (...)" names rooms, not ones said before. */
const NAMING_BRACKETS = new RegExp(String.raw`(?:\b(?:the|those|these)\s+)?(\b${COUNT}\s+(?:[a-z]+\s+){0,2}(?:rooms?|spaces?|areas?|bedrooms?|beds?|bathrooms?|baths?|others?))(?:\s+(?:downstairs|upstairs|in all|in total|total|altogether))?\s*\([^)]*\)`, 'g');
/** "4 other rooms including the puja room", "3 bedrooms, including the nursery": the rooms named are among those counted, as in a bracket. */
const INCLUDING = new RegExp(String.raw`(\b${COUNT}\s+(?:[a-z]+\s+){0,2}(?:rooms?|spaces?|areas?|bedrooms?|beds?|bathrooms?|baths?|others?)),?\s+(?:including|incl\.?|among them|one of (?:them|which) is)\s+([a-z' ]+(?:\s*(?:,|&)\s*[a-z' ]+)*)`, 'g');
/**
 * "8 rooms (5 treatment, gym, kitchen, waiting)": rooms counted bare whose bracket names no bedroom are Other Rooms,
 * not the bedrooms a home's rooms beside its bathrooms are read as.
 */
const namedAsOther = (whole: string, counted: string) => (new RegExp(String.raw`^\s*${COUNT}\s+rooms?$`).test(counted)
  && !new RegExp(String.raw`\b(?:bed\w*|br|bds?|guest|kids?|nurser(?:y|ies)|baby|master|primary|[a-z]+'s)\b`).test(whole.slice(counted.length))
  ? counted.replace(/\s+rooms?$/, ' other rooms') : counted);

/** "2 full", "1 half", "5 other" with no room word after, in a home's list; "a full deep clean", "a full sink", "two full days" are no rooms. */
const BARE_COUNTS = new RegExp(String.raw`(?<=^|[\s,/+&])(\d+(?:\.5)?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\s+(full|half|other|powder)\b(?!\s*(?:bath|bathroom|baths|bathrooms|ba|room|rooms|br|bed|beds|and a half|days?|weeks?|hours?|months?|years?|sinks?|price|time|loads?|service|refunds?|sets?|size)\b)`, 'g');

/** Homes of one kind counted by the message: "12 of our one bed/one bath units", "three 2br apartments", "5 units, each has 1 bed 1 bath", "I've got two identical ones". */
const HOMES = new RegExp(String.raw`\b(\d+|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\s+(of\s+(?:our|my|the|these|those)\s+)?((?:[\w/.-]+\s+){0,5}?)(units|apartments|apts|homes|houses|condos|townhouses|rentals|properties|flats|places|cottages|cabins|villas|bungalows|floors|(?<=\bof\s+(?:our|my|the|these|those)\s+)(?:one|two|three|four|\d)-bed(?:room)?s|(?<=\bof\s)(?:them|those|these)|(?<=\b(?:identical|matching)\s+)ones)\b`, 'g');
/** Homes named by their kind: "5 of my one-bedrooms". */
const KIND_OF_HOME = /^(?:one|two|three|four|\d)-bed(?:room)?s$/;
const HOME_KIND = /\b(\d+|one|two|three|four|five|1|2|3)[ -]?(bed\w*|br|bd|bath\w*|ba)\b|\bstudios?\b/;
/** Another count of homes after the first: "... and 6 one-bed", "plus 3 studios". */
const SECOND_KIND = /\b(\d+|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\s+(?:of\s+(?:our|my|the|these|those)\s+)?((one|two|three|four|five|\d)[ -]?(bed\w*|br|bd)\b|studios?\b|(units|apartments|apts|homes|houses|condos|townhouses|rentals|properties|flats)\b)/;

/** The kind said of every home just counted: "20 units, all 2bd/1ba", "6 apartments, 1 bed 1 bath each", "six of my units are 2BR/1BA". */
const ALIKE_AFTER = new RegExp(String.raw`^[\s,:;(-]*(?:(?:(?:are|is)\s+(?:all\s+)?)?(?:just |exactly )?like (?:that|this|it|those|these|them|the (?:first|last) one)\b|(?:are|is)\s+(?:all\s+)?(?:\d|one|two|three|four|five|studios?)|(?:all|each|every one|both)(?: of them)?(?: are| is| have| has| with)?[\s:,-]*(?:\d|one|two|three|four|five|studios?)|[^.?!]{0,25}?\b(?:bed\w*|br|bd|bath\w*|ba|studios?)\s+each\b)`);

/**
 * "Dishes and fridge at all 3 places", "fridge + oven at 5 houses", "dishes wash + fridge inside to all 3 turnovers", with no
 * rooms counted: the same add-ons at every home.
 */
const ADD_ONS_AT_ALL = /^(?![\s\S]*\d\s*-?\s*(?:bd|br|bed|ba|bath))[\s\S]*\b(?:(?:put|add|added|adding)\b[^.?!]{0,50}\b(?:on|to) all (?:\d+|two|three|four|five|six)\b|(?:at|for|in|across) all (?:\d+|two|three|four|five|six)\b(?!\s+(?:of\s+(?:the\s+)?)?(?:spaces?|rooms?|areas?|bedrooms?|bathrooms?|baths?|kitchens?)\b)|(?:at|for|in|across) (?:each of )?(?:my |our )?(?:\d+|two|three|four|five|six|seven|eight|nine|ten) (?:houses|homes|units|apartments|condos|places|properties|rentals)\b|(?:to|on|for|in|at|across) (?:every|each) (?:one )?of (?:my|our|the|these|those) (?:\d+|two|three|four|five|six|seven|eight|nine|ten) (?:turnovers|houses|homes|units|apartments|condos|places|properties|rentals)\b)/;

/** Homes of one kind counted, with each one's rooms in brackets. */
export interface HomeGroup {
  count: number;
  /** The homes as the message names them ("one-bedrooms", "2br/1.5ba units"). */
  name: string;
  rooms: Map<string, number>;
}

/** "3 one-bedrooms (1 bed, 1 bath, living rm, kitchen)", "2 of our 2BR/1.5BA units (2 bed, 1 full, 1 half, ...)". */
const GROUP = new RegExp(String.raw`\b${COUNT}\s+(?:of\s+(?:our|my|the|these|those)\s+)?((?:[^().,;:]|(?<=\d)\.(?=\d)){1,40}?)\s*\(([^)]*)\)`, 'g');
const HOME_NAME = /\b(units?|apartments?|apts?|homes?|houses?|condos?|townhouses?|rentals?|flats?|studios?|(one|two|three|four|\d)[- ]?(bed(room)?s?|br|bd)s?|\d\s*br\/\d)/;

/**
 * Homes of several kinds, each counted with its rooms in brackets ("3 one-bedrooms (1 bed, 1 bath, living rm, kitchen)
 * and 2 of our 2BR/1.5BA units (2 bed, 1 full, 1 half, living, kitchen)"): each kind's rooms, to be priced and added up.
 * Fewer than two kinds is not a list of homes (one kind is one home times a count: homesCounted). Homes listed one by one
 * come first (homesListedOneByOne), checked against `whole`, the rooms the message was read to count.
 */
export function homeGroups(message: string, items: readonly string[], whole: ReadonlyMap<string, number>): HomeGroup[] {
  const listed = homesListedOneByOne(message, items, whole);
  if (listed.length) return listed;
  const named = kindsInTheirNames(message.toLowerCase(), items);
  if (named.length) return named;
  const told = kindsTold(message.toLowerCase(), items, whole);
  if (told.length) return told;
  // Every order is read for groups; only one with a bracket can hold them, and the pattern's scan is not free.
  if (!message.includes('(')) return [];
  const groups: HomeGroup[] = [];
  for (const m of message.toLowerCase().matchAll(GROUP)) {
    const [, count, name, inside] = m as unknown as [string, string, string, string];
    if (!HOME_NAME.test(name)) continue;
    const { rooms } = readRooms(inside, items, true);
    if (rooms.has('Bedroom') || rooms.has('Bathroom')) groups.push({ count: countOf(count), name: name.trim(), rooms });
  }
  return groups.length >= 2 ? groups : [];
}

/** Homes counted by a kind their name says: "four 1-bed/1-bath units", "six 2br/1ba apartments". */
const KIND_NAMED = new RegExp(String.raw`\b${COUNT}\s+((?:\d|one|two|three|four|five)[ -]?(?:bed(?:room)?s?|br|bd)[\s/,-]*(?:\d(?:\.5)?|one|two|three)[ -]?(?:bath(?:room)?s?|ba))\s+(?:units|apartments|apts|homes|houses|condos|townhouses|rentals|flats)\b`, 'g');
/** Rooms every home of the list has: "each with one living room", "(each has a kitchen)". */
const EACH_WITH = /\beach (?:with|has|have|gets?)\s+([^.;:()?!]*)/;

/**
 * "Four 1-bed/1-bath units and six 2-bed/1-bath units, each with one living room": homes of two kinds or more, each kind's
 * bedrooms and bathrooms said in its name, with the rooms "each" has beside them.
 */
function kindsInTheirNames(message: string, items: readonly string[]): HomeGroup[] {
  const found = [...message.matchAll(KIND_NAMED)];
  if (found.length < 2) return [];
  const each = EACH_WITH.exec(message.slice(found.at(-1)!.index));
  const shared = each ? readRooms(each[1]!, items).rooms : new Map<string, number>();
  return found.map(([, count, name]) => {
    const rooms = new Map(readRooms(name!.replace(/[/,]/g, ' '), items).rooms);
    for (const [item, n] of shared) if (!rooms.has(item)) rooms.set(item, n);
    return { count: countOf(count!), name: `${name!.trim()} units`, rooms };
  });
}

/** Homes of a kind told by a count and a verb: "two are 4BR/2BA", "one is 3BR/1 full+1 half", "the other has 2 bed 1 bath". */
const KIND_TOLD = /(?:^|[:;,.]\s*|\b(?:and|while|but)\s+)(?:the\s+)?(\d+|one|two|three|four|five|six|seven|eight|nine|ten|other|third|fourth|last)(?:\s+of\s+(?:them|those|these|the\s+[a-z]+))?(?:\s+(?:ones?|units?|houses?|homes?|apartments?|apts?|condos?|places?|rentals?|properties))?\s+(?:are|is|has|have|with)\s+([^.;:?!]*?)(?=$|[.;:?!]|,?\s*\b(?:and|while|but)\s+(?:the\s+)?(?:\d+|one|two|three|four|five|other|third|fourth|last|all|each|both)\b|,\s*(?:the\s+)?(?:\d+|one|two|three|four|five|other|third|fourth|last|all|each|both)\b)/g;
/** A count of bedrooms: "4BR", "2 bed", "three-bedroom"; and every one in a message. */
const BEDS_COUNTED = /\b(?:\d+|one|two|three|four|five|six)\s*-?\s*(?:br\b|bd\b|bdr|bed)/;
const EVERY_BEDS_COUNTED = new RegExp(BEDS_COUNTED.source, 'g');
/** Rooms every home of the list has: "all have living room + kitchen", "each has a kitchen", "all of them with a den". */
const ALL_HAVE = /\b(?:all|each|every one|both)(?:\s+of\s+them)?\s+(?:have|has|with|gets?|includes?)\s+([^.;:?!]*)/;
/** The homes' own noun, where the message counts them: "3 houses", "four units". */
const HOMES_NOUN = /\b(?:\d+|two|three|four|five|six|seven|eight|nine|ten)\s+(units|apartments|apts|homes|houses|condos|rentals|properties|places|townhouses|cottages)\b/;

/**
 * "3 houses: two are 4BR/2BA, one is 3BR/1 full+1 half. All have a living room + kitchen": homes of two kinds or more,
 * each kind counted and told after "are" or "is", with the rooms all of them have beside each. Trusted only where the kinds,
 * each read once, and the shared rooms read once add up to `whole`, the message read as one home, and the kinds' counts
 * add up to the homes the message counts, where it counts them.
 */
function kindsTold(message: string, items: readonly string[], whole: ReadonlyMap<string, number>): HomeGroup[] {
  // Every order is read for groups: two kinds count bedrooms twice, which most messages don't, and that is cheap to see.
  if ((message.match(EVERY_BEDS_COUNTED) ?? []).length < 2) return [];
  const told = [...message.matchAll(KIND_TOLD)];
  const found = told.map(([, count, kind]) => ({ count: /^(other|third|fourth|last)$/.test(count!) ? 1 : countOf(count!), kind: kind!.trim(), rooms: readRooms(kind!, items).rooms }));
  // Each kind a home's: its bedrooms and bathrooms, or a studio ("three are 2BR" after a correction is not yet a kind).
  if (found.length < 2 || found.some(({ kind, rooms }) => !(rooms.has('Bedroom') && rooms.has('Bathroom')) && !/\bstudio\b/.test(kind))) return [];
  const all = ALL_HAVE.exec(message);
  // "All have living room + kitchen": rooms named without a count are one each.
  const shared = all ? readRooms(all[1]!, items, true).rooms : new Map<string, number>();
  const once = new Map(shared);
  for (const { rooms } of found) for (const [item, n] of rooms) once.set(item, (once.get(item) ?? 0) + n);
  // Or the message read as one home has counted each kind's bedrooms and bathrooms already ("4 apartments are 2 bedroom 1 bath
  // with living room and kitchen" as 8 bedrooms, 4 baths and 2 other rooms): those counts are the kinds' own, times their count.
  const times = (item: string) => found.reduce((sum, { count, rooms }) => sum + count * ((rooms.get(item) ?? 0) + (shared.get(item) ?? 0)), 0);
  const sameAsOnce = once.size === whole.size && [...whole].every(([item, n]) => once.get(item) === n);
  const countedAlready = ['Bedroom', 'Bathroom'].every((item) => times(item) === (whole.get(item) ?? 0)) && [...once.keys()].every((item) => whole.has(item));
  if (!sameAsOnce && !countedAlready) return [];
  const noun = HOMES_NOUN.exec(message);
  // "4 apartments are 2 bedroom..., 2 apartments are 1 bedroom...": a kind's own count is no total of the homes.
  const stated = noun && !told.some(([said]) => said.includes(noun[0])) && countOf(noun[0].split(/\s+/)[0]!);
  if (stated && stated !== found.reduce((sum, { count }) => sum + count, 0)) return [];
  return found.map(({ count, kind, rooms }) => {
    const each = new Map(rooms);
    for (const [item, n] of shared) each.set(item, (each.get(item) ?? 0) + n);
    return { count, name: `${kind.replace(/^(?:a|an)\s+/, '')} ${noun?.[1] ?? 'homes'}`, rooms: each };
  });
}

/** A list's entry that counts several homes: "the two 2BRs each have", "both condos", "3 units". */
const SEVERAL_IN_ONE = /\beach (have|has|is|are|with)\b|\b(both|the (two|three|four|five|\d+))\b|\b(two|three|four|five|six|\d+) (units|apartments|apts|homes|houses|condos|flats|rentals|properties)\b/;

/** Rooms counted, then left out by a pronoun: "two of the bedrooms are never used. Leave those out". */
const THOSE_LEFT_OUT = new RegExp(String.raw`\b(?:${COUNT}\s+of\s+(?:the|my|our)|(?:the|my|our)\s+${COUNT})\s+((?:[a-z]+\s+)?(?:bed(?:room)?s|bath(?:room)?s|rooms))\b([^.?!]*[.?!]?\s*)(?:please\s+)?(?:leave|skip|drop)\s+(?:those|them|these)(?:\s+out)?\b`, 'g');
/** A room named by its rank or use, then left out by a pronoun: "the third bedroom is shut up; I never go in it. Please leave it out". */
const IT_LEFT_OUT = /\b(?:the|my|our)\s+((?:second|third|fourth|2nd|3rd|4th|spare|guest|extra)\s+(?:bed(?:room)?|bath(?:room)?|room))\b([^?!]{0,80}?[.;]\s*)(?:please\s+)?(?:leave|skip|drop)\s+it(?:\s+out)?\b/g;

/** A floor of a home: what a list of its rooms floor by floor names. */
const FLOOR = /\b(upstairs|downstairs|(first|second|third|ground|main|top|upper|lower) (floor|level)|basement)\b/;
/** Every floor a message names, to count them. */
const FLOORS = new RegExp(FLOOR.source, 'g');

/** Where a list of homes goes on to the next: "(2)", "2)" or a semicolon. */
const NEXT_HOME = /\s*\(\d\)\s*|(?<=\s|^)\d\)\s+|\s*;\s*/;

/**
 * "(1) Wildwood 1 bed / 1 bath / 1 other room, (2) Wildwood 2 bed / 1 bath / 2 other rooms...", "Wildwood 1bd/1ba/1 other;
 * N. Wildwood 3bd/2ba/1 half/2 other": homes listed one by one, numbered or set apart by semicolons, each with a bedroom or
 * bathroom and another kind of room. Each is named by its words before its first count ("home 2 (Wildwood)"). Empty unless
 * two or more are listed and they hold every room the message counts (`whole`, its reading): "3 bedrooms; 2 baths" is one home.
 */
function homesListedOneByOne(message: string, items: readonly string[], whole: ReadonlyMap<string, number>): HomeGroup[] {
  if (!/\(\d\)|(?<=\s|^)\d\)\s|;/.test(message)) return [];
  // "Four bedrooms and a bathroom upstairs; downstairs a bathroom, a powder room...": the floors of one house, not two homes.
  const floors = message.split(NEXT_HOME).filter((segment) => FLOOR.test(segment.toLowerCase()));
  if (floors.length >= 2 || /\b(two|three|2|3)[- ]stor(e?y|ies)\b|\bsplit[- ]level\b/i.test(message)) return [];
  const homes: HomeGroup[] = [];
  for (const segment of message.split(NEXT_HOME)) {
    const { rooms } = readRooms(segment.toLowerCase(), items);
    if (!rooms.size) continue;
    // "The two 2BRs each have 2 bed, 1 bath...; the two 1BRs...": homes counted by kind, not listed one by one.
    if (rooms.size < 2 || !(rooms.has('Bedroom') || rooms.has('Bathroom')) || SEVERAL_IN_ONE.test(segment.toLowerCase())) return [];
    const words = (segment.split(':').at(-1) ?? '').split(/\d/)[0]!.replace(/[^\p{L}' .-]/gu, ' ').replace(/\s+/g, ' ').trim().replace(/[ .-]+$/, '');
    const name = words && words.split(' ').length <= 3 ? ` (${words.replace(/(^|\s)\p{Ll}/gu, (c) => c.toUpperCase())})` : '';
    homes.push({ count: 1, name: `home ${homes.length + 1}${name}`, rooms });
  }
  if (homes.length < 2) return [];
  const sum = new Map<string, number>();
  for (const { rooms } of homes) for (const [item, n] of rooms) sum.set(item, (sum.get(item) ?? 0) + n);
  return whole.size === sum.size && [...whole].every(([item, n]) => sum.get(item) === n) ? homes : [];
}

/** The homes or turnovers add-ons alone are asked at ("the fridge at all 3 places", "to every one of my 5 turnovers", "at both units"); else 1. */
export function addOnsAtHomes(text: string): number {
  if (/\b(at|for|in|across|to|on) both (?:the |my |our )?(units|homes|houses|places|apartments|apts|condos|rentals|properties|turnovers|cottages|cabins|villas|bungalows|sides)\b/.test(text)) return 2;
  const at = ADD_ONS_AT_ALL.exec(text);
  const count = at && /(\d+|two|three|four|five|six|seven|eight|nine|ten)\s+\w+\s*$|\ball (\d+|two|three|four|five|six)\b/.exec(at[0]);
  return count ? countOf(count[1] ?? count[2]!) : 1;
}

/** "Each of the 3 floors has 3 bedrooms and 1 bath", "my two floors? each floor: 2 bedrooms...": homes alike, each with the rooms that follow. */
const EACH_OF_THEM_HAS = /\beach of the (?:\d+|two|three|four|five|six) (?:units|floors|apartments|apts|condos|flats|rentals) (?:has|have|is|are)\b|\beach (?:floor|level)(?:\s*:|\s+(?:has|is)\b)/;

/** No other count after a count of alike homes ("make it 5 units. (standard cleaning)", "now 4 of them... and with the code"), unlike "4 of those plus 2 of my 3BRs". */
const ONLY_THE_COUNT_AFTER = /^(?![^]*(?:\d|\b(?:one|two|three|four|five|six|seven|eight|nine|ten)\b|\bplus\b))/;

/** How many homes like the one described a message prices: a count of homes of one kind ("12 of our 1 bed units") or said to be alike ("5 units, each has 2 bedrooms", "make it 3 units same setup", "I have 3 of those"); else 1. */
export function homesCounted(said: string): number {
  // "Units A-C" are three units; "both units" two.
  // "Both sides of my duplex": its two units.
  const text = shorthandPairs(said).replace(/\bboth\s+(?:sides|halves)\s+of\s+(?:my|our|the)\s+(?:duplex|twin|semi|two-family)\b/g, '2 units').replace(/\bboth\s+(units|apartments|apts|homes|houses|condos|flats|cottages|cabins|villas|bungalows)\b/g, '2 $1').replace(/\bunits? ([a-h])\s*(?:-|–|to|through|thru)\s*([a-h])\b/g, (_, a: string, b: string) => `${b.charCodeAt(0) - a.charCodeAt(0) + 1} units`);
  const found = [...text.matchAll(HOMES)];
  // "I manage 12 apartments... what would 5 of my one-bedrooms cost?": the homes priced are the ones picked out of the rest.
  const m = found.length > 1 && found.at(-1)![2] ? found.at(-1) : found[0];
  if (!m) return 1;
  const count = /^\d+$/.test(m[1]!) ? Number(m[1]) : NUMBERS[m[1]!]!;
  const after = text.slice(m.index + m[0].length);
  // Homes of more than one kind ("8 two-bed units and 6 one-bed") are not one home times a count; the same homes said again
  // ("two units, and each has... both units") are.
  const second = SECOND_KIND.exec(after);
  if (second && !(second[5] === m[4] && countOf(second[1]!) === count)) return 1;
  // "Now 4 of them", after a home priced: that home, several times; "12 condos, all 2BR/1BA": alike.
  // "We have four such units this month": alike, "such" said.
  const alike = /^such\s+$/.test(m[3]!) || HOME_KIND.test(m[3]!) || KIND_OF_HOME.test(m[4]!) || ((/^(them|those|these)$/.test(m[4]!) || (/^units$/.test(m[4]!) && !m[3])) && ONLY_THE_COUNT_AFTER.test(after) && /^\s*(?:(?:now|ok|okay|so|and|what about|for|make it|(?:i|we) (?:have|own|manage|run|got))\s+)*$/.test(text.slice(0, m.index))) || /\b(each (one |unit |apartment |apt |home |house |condo |flat |of (my|our|the|these|those) (units|apartments|apts|homes|houses|condos|flats|rentals) )?(is|has|with|as)|both (units |apartments |apts |homes |houses |condos )?(are|have)|count each as|every one (is|has)|(most|all) of them (are|have)|all the same|identical|same (?:layout|setup|set-up|rooms|size)|all (?:are )?(?:\d|one|two|three|four|five)[\s-]*(?:br|bd|bed))\b/.test(text) || ADD_ONS_AT_ALL.test(text) || ALIKE_AFTER.test(after) || EACH_OF_THEM_HAS.test(text);
  return count > 1 && alike ? count : 1;
}

/** Words that may stand between a count and its room: "a little powder room", "two full bathrooms"; any word before "offices" says whose they are ("five attorney offices"). */
// Not the end of an ordinal: "our 25th-anniversary client reception" is no 25 receptions.
const ADJECTIVES = String.raw`(?:(?:(?<!\d)[a-z]+-[a-z]+|[a-z]+s'|little|small|smaller|big|bigger|large|tiny|huge|main|spare|separate|upstairs|downstairs|finished|open|shared|private|staff|employee|patient|customer|client|public|visitor|unisex|hall|ensuite|basement|guest|kids'?|master|primary|second|third|full|extra|additional|more|other|[a-z]{4,}(?=\s+offices\b))\s+){0,2}`;

// "1 lavabo": Brazilian Portuguese for a guest toilet with a basin, said in an English message (in Spanish or Italian, read
// by languages/, it is the sink).
// "The little half washroom off the kitchen": a half bath in a washroom's words too.
const HALF = String.raw`(?:half[\s-]?(?:bath(?:room|rm)?s?|washrooms?|restrooms?)|half[\s-]?ba\b|powder[\s-]?rooms?|lavabos?|hb)`;
/** A child's room is a bedroom: "the crib room", "the kids' room", "our toddler's room", a home's nursery (see nurseries); so is a renter's "my room". */
const BED = String.raw`(?:bed(?:room|rm|rom)?s?|br|bds?|bdrms?|guest ?rooms?|(?:tenant|rented|sleeping|crib|bunk|vacated|vacant|occupied) rooms?|(?:baby|kid|toddler|child|son|daughter|teen|boy|girl|twin)(?:'?s|s'?)? rooms?|children'?s rooms?|(?<=\bmy )room|(?<=\b(?:my|her|his|our|their) own )room|(?<![\w'])(?!(?:the|a|an|our|my|his|her|its|their|dog|cat)'s)[a-z]+'s room|cuartos?|rec[aá]maras?|dormitorios?|habitaci(?:o|ó)n(?:es)?)`;
const BATH = String.raw`(?:bath(?:room|rm)?s?|ba|restrooms?|washrooms?|lavator(?:y|ies)|baños?)`;
/** Rooms the table lacks, by name: each is one Other Room. */
// "The basement room", "the attic where I sew": rooms of a home (not the basement room a housemate took as a bedroom); a
// bare attic, or a finished one said to be a bedroom, is not one more, and what the site doesn't count it leaves unsaid.
const OTHER = String.raw`(?:(?<!\b(?:took|takes|taking|moved into|moving into|sleeps in|lives in|uses)\s+the\s+)basement\s+rooms?|attics?(?=,?\s+(?:where|which|that|i\s+use|we\s+use|used\s+as))|(?<=\b(?:finished|converted|renovated|heated)\s+)attics?(?!\s+(?:[a-z]+room|room|office|studio|gym|den|suite|bedroom)s?\b)|(?:studio|gym|shop|sales|dance|workout|exercise|salon|store|retail|showroom|restaurant|warehouse|factory|production) floors?|(?<!\b(?:use|uses|using|share|shares|sharing)\s+the\s+)(?:(?:living|dining|kitchen|family)\s?\/\s?)?(?:waiting|play|sitting|seating|lounge|work|common|break|dining|eating|living|family|kitchen|reception|gym|exercise|treatment|exam|storage|prep|(?<!kitchen\s)counter|checkout|sales|retail|display) areas?|(?:summer|outdoor|second|basement|back|guest)\s+kitchens?|kitchens?(?!\s+(?:cabinets?|cupboards?|counters?|countertops?|sinks?|appliances|drawers?|islands?|tables?|chairs?))|kitchenettes?|dens?|(?:home\s)?offices?|stud(?:y|ies)|studios?|playrooms?|sunrooms?|mudrooms?|classrooms?|showrooms?|stockrooms?|basements?|hallways?|lofts?|nurser(?:y|ies)|foyers?|entryways?|pantr(?:y|ies)|lobb(?:y|ies)|librar(?:y|ies)|lounges?|operator(?:y|ies)|front desk(?: areas?)?|reception(?: areas?| desk)?|(?:fellowship|church|parish|social|banquet|meeting|function|community|assembly|dance|prayer|worship) halls?|bonus rooms?|(?:phone|call) booths?|(?:sales|shop|store|retail|gym|training|workout|weight|dance|fitness) floors?|open[\s-](?:floor|plan)(?:\s(?:area|office|space))?s?|open[\s-]offices?|bullpens?|(?:front|back)[\s-]of[\s-]house|home\sgyms?|(?<=\b(?:my|our|the|his|her|basement|garage|and|,)\s)gym\b|(?<!\b(?:is|are|as|into)\s+(?:\w+\s+)?(?:my|our|his|her|the|a|\w+'s)\s+)(?<=\b(?:my|our|the|his|her|a|basement|garage|and|\w+'s|,)\s)workshops?\b|(?:wine\s)?cellars?|parlou?rs?|(?:sun|screened|enclosed|covered)\s?porch(?:es)?|workspaces?|salas?|cocinas?|comedor(?:es)?)`;
/** A word before "room" that does not name a kind of room: "each room", "the room", "make room", "your standard room rates". */
const NOT_A_KIND = new Set(('a an the one two three four five six seven eight nine ten each every per which what this that these those any some no my our your '
  + 'their his her its same single big small large little tiny huge main extra additional other another more whole entire first second last next empty '
  + 'messy dirty clean many few several all both make enough leave in of for to with on at by from and or plus bed bath rest wash powder half show '
  + 'hotel chat elbow guest spare standard deep own as into like has have had having got is are was were about only just '
  // "On Saturday rooms 2 and 4 check out": when, not a kind of room.
  + 'monday tuesday wednesday thursday friday saturday sunday today tomorrow tonight weekend').split(' '));
/** "A sterilization room", "the great room": a kind of room the table lacks, by the word before "room". */
const KIND = String.raw`[a-z]+ rooms?`;
/** "Front area, pedi area": in a list of rooms, an area is a room the table lacks (not "the Princeton area", "problem areas"). */
const AREA = String.raw`[a-z]+ areas?`;
const NOT_A_ROOM_AREA = new Set('service coverage metro tri state surrounding local rural delivery general nearby greater city county shore beach bay downtown suburban urban traffic problem trouble common high grease dirt surface open'.split(' '));
/** "Kitchen + living", "living and dining": the room word left out. */
// "Kitchen living standard", "+ kitchen + living std", "living + kitchen $?": the list ends at the tier, the price asked or its sign.
const BARE_LIVING = String.raw`(?:(?:living|dining)(?=\s*(?:,|\band\b|\+|&|\?|\.|!|\)|\(|\$|$)|\s+(?:living|dining|kitchen|family|den|std|standard|deep|regular|clean(?:ing)?|pls|please|price|cost|total|quote|estimate|how much|every|weekly|bi-?weekly|monthly)\b)`
  // "Living, family, kitchen": "family" alone is a room only beside another room of the list ("for my family, ..." is not).
  + String.raw`|(?<=\b(?:living|dining|kitchen|den|room)\s*(?:,|\band\b|\+|&|\/)\s*)family(?=\s*(?:,|\band\b|\+|&|\/|\.|\?|$))|family(?=\s*(?:,|\band\b|\+|&|\/)\s*(?:the\s+)?(?:living|dining|kitchen|den)\b))`;
/** "Restrooms that are just toilet + sink", "a bathroom (toilet and sink only)", "no shower", "2 small restrooms with no showers": a half bathroom ("a toilet, a sink and a shower" is not). */
const TOILET_AND_SINK = /^[^.;?!]{0,25}?\b(toilets?\s*(?:and|\+|&|,|\/)\s*(?:a\s+)?sinks?(?!\s*(?:,|and|&|\+|\/|with|plus)\s*(?:a\s+)?(?:shower|tub|bath))|sinks?\s*(?:and|\+|&|,|\/)\s*(?:a\s+)?toilets?(?!\s*(?:,|and|&|\+|\/|with|plus)\s*(?:a\s+)?(?:shower|tub|bath))|no\s+(?:showers?|baths?)|(?<!shower[^.;?!]{0,25})no\s+tubs?|without\s+(?:a\s+)?showers?|(?<!shower[^.;?!]{0,25})without\s+(?:a\s+)?tubs?)\b/;

/** A toilet counted, "a small toilet": a room, where a sink is said with it (partsOfARoom). */
const COUNTED_TOILET = String.raw`(a|one|1|another)\s+(?:small |little |tiny |separate |extra )?toilet`;
/** "There is also a small toilet downstairs, with only a sink", "also a toilet and sink room": a half bathroom. */
const TOILET_WITH_SINK = new RegExp(String.raw`(^|[,;:]\s*|\b(?:and|plus|also|there'?s|there is|(?:up|down)stairs)\s+)${COUNTED_TOILET}(?:\s+(?:up|down)stairs)?,?\s*(?:with|and|\+|&)\s*(?:(?:only|just)\s+)?(?:a\s+)?sink(?:\s+only)?(?:\s+room)?\b`, 'g');

/** A room said to hold a toilet and a sink and nothing more; see partsOfARoom. */
/** The bathrooms counted, said in a sentence of their own to have only a toilet and a sink: "...two restrooms. The restrooms have only a toilet and a sink." */
const HALVES_SAID_LATER = /[.!?;]\s*(?:the|both|our|all|those|these)\s+(?:(?:two|2|three|3)\s+)?(restrooms?|bathrooms?|washrooms?|baths|lavatories)\s+(?:each\s+)?(?:only\s+|just\s+)?(?:have|has|are)\s+(?:only\s+|just\s+)?(?:a\s+)?toilets?\s*(?:and|&|\+)\s*(?:a\s+)?sinks?\b(?!\s*(?:,|and|&|\+|with|plus)\s*(?:a\s+)?(?:shower|tub|bath))/;
const halvesSaidLater = (noun: string, after: string) => singular(HALVES_SAID_LATER.exec(after)?.[1] ?? '') === singular(noun);
const ROOM_OF_TOILET_AND_SINK = new RegExp(String.raw`(^|[,;:(]\s*|\b(?:and|plus|also|have|has|with|there'?s|there is|is)\s+)(a|an|one|1|another)\s+(?:(?:small|little|tiny|mini|separate|extra|second|third|guest|downstairs|upstairs|half)\s+){0,2}(room|space|bath(?:room)?|restroom|washroom|lavatory|loo|wc)\s+(?:(?:that|which)\s+)?(?:with|w\/|has|having|is|'s)\s+(?:(?:only|just|got|a)\s+)*(?:toilet\s*(?:and|&|\+|\/|n|with)\s*(?:a\s+)?sink|sink\s*(?:and|&|\+|\/|n)\s*(?:a\s+)?toilet)s?(?:\s+only)?(?:\s*,?\s*(?:(?:but\s+)?no|without)\s+(?:a\s+)?(?:shower|tub|bath)(?:\s*(?:or|and|\/)\s*(?:a\s+)?(?:shower|tub|bath))?)?\b`, 'g');

/**
 * The next room counted in a list: "2 bathroom, 1 small bathroom only toilet and sink" says that of the one after it; so does
 * a room already read, whose words are blanked ("1 bathroom, plus a powder room with a toilet and a sink").
 */
const NEXT_COUNTED = /(?:,|\band\b|\bplus\b|\+|&)\s*(?=(?:\d|one|two|three|four|a|an)\s+(?:[a-z]+\s+){0,2}?(?:rooms?|bed\w*|bath\w*|half|powder|kitchens?|offices?|dens?)\b)|(?:,|\band\b|\bplus\b|\+|&)(?=\s{3,})/;

/**
 * "A small lavatory downstairs" beside three full bathrooms, "the small lavatory": a home's lavatory, said small or beside
 * its bathrooms, is the toilet and sink of a half bathroom; "2 lavatories" in a list of their own are bathrooms.
 */
function lavatoryIsHalf(noun: string, said: string, whole: string): boolean {
  return /^lavator/.test(noun) && (/\b(small|little|tiny|downstairs|guest|half)\b/.test(said) || /\b(full )?bath(room)?s\b/.test(whole));
}

/** The common areas of a shared home wanted cleaned: "I want the common areas done", "just the shared spaces". */
const COMMON_AREAS_WANTED = /\b(?:wants?|needs?|only|just|clean|do|book)\b[^.?!]{0,20}\b(?:the\s+)?(?:common|shared)\s+(?:areas?|spaces?|rooms?)\b/;
/** Rooms only a workplace has, beside which a studio is one more room ("open studio, two private offices, conference room"). */
const OFFICE_ROOMS = /\b(private offices|conference rooms?|kitchenettes?)\b/;
/** A studio whose rooms are listed after it: "my studio? practice room, ...", "studio: a main room, ...", "studio has a practice room". */
const STUDIO_ROOMS_LISTED = /\bstudio\s*(?:[?:(—–-]\s*|(?:has|with|is)\s+)(?:an?\s+|one\s+|1\s+|the\s+|its\s+)?(?:[a-z]+\s+)?(?:room|area|space)\b\s*[,+&]/;
/** A studio that is a workplace, named with or without "my": "yoga studio", "a dance studio", not a studio apartment. */
export const WORK_STUDIO = /\b(pilates|yoga|dance|fitness|tattoo|photo|photography|art|music|recording|pottery|ceramics|barre|spin|cycling|boxing|martial arts?|karate|hair|nail|design) studios?\b/;
/** Bedrooms said to be none: "3 rooms no bedrooms", "no bedroom in it", "none of them are bedrooms". */
const NO_BEDROOMS = /\b(?:no|zero|without|not) bed ?rooms?\b|\bnone (?:of them |of those )?(?:are|is) bed ?rooms?\b/;
/** Spaces whose rooms are not bedrooms: an office, a shop, a studio's one room. */
const NOT_A_HOME = /\b(offices?|business|commercial|company|store|shop|salon|clinic|practice|studio|classrooms?|suite)\b/;

/**
 * "The finished basement (one big playroom, ...)", "a finished basement (it's one big family room with the television...)":
 * the bracket says what the room is, not one room more.
 */
const BRACKET_SAYS_WHAT = /\b(basements?|attics?|lofts?|dens?|[a-z]+ rooms?)\s*\(\s*(?:(?:it'?s|its|it is|which is)\s+)?(?:one|a|just (?:a|one))\s+(?:(?:big|large|open|huge|small)\s+)?[a-z]+(?:\s+room)?(?=\s*[,)]|\s+(?:with|where|that|for)\b)/g;
/** A kitchen said to be open-plan, and "don't count it" after it: part of another room. */
const KITCHEN_OPEN_PLAN = /\b(?:the\s+|our\s+|my\s+)?kitchens?\s+(?:is|are|'s|r)\s+(?:(?:all|just|basically|an?)\s+)?open[\s-]?(?:plan|concept)\b(?:\s*[,;]?\s*(?:so\s+)?(?:please\s+)?(?:don'?t|do not|no need to)\s+count\s+(?:it|them)(?:\s+separately)?)?/g;
/** A room the kitchen opens onto. */
const LIVING_NAMED = /\b(?:living|family|great|main|sitting)\s*(?:room|area|space)?\b|\blounge\b/;
/**
 * What a message says is part of a room, or a home rather than a room, taken out so it is not a room more: "one open
 * sitting room with a kitchenette", "the waiting room (front desk is in there)", "the summer kitchen (a separate little
 * kitchen off the back)", "5 of my one-bedrooms".
 */
function partsOfARoom(said: string): string {
  // "My studio? I'll put it as 1 bed 1 bath": the rooms it is to be booked as, not the home described before.
  const bookedAs = /\b(?:put|enter|count|list|book|set|do)\s+it\s+(?:in\s+)?as\s+(?=(?:one|two|\d)\s*(?:bed|bath|br|bd|ba|other|half))/.exec(said);
  const asked = onlyThese(bookedAs ? ` ${said.slice(bookedAs.index + bookedAs[0].length)}` : said);
  // "Take out the den and one of the bedrooms": ONE_OF_THEM_OUT's lookbehind is tried at every position, so only where it may match.
  const text = /\bof (?:the|our|my|those|these) (?:bedrooms|bathrooms|baths)\b/.test(asked) ? asked.replace(ONE_OF_THEM_OUT, (_, room: string) => ` skip the ${singular(room)} `) : asked;
  return text
    // "We have two living rooms, is that 2 rooms?", "so that's two rooms?": the count asked of rooms just named, not rooms more.
    .replace(/\b(?:(?:is|are|does|do|would|will)\s+(?:that|this|it|they|those|these|both)|that'?s|thats)\s+(?:count(?:ed)?\s+as\s+|be\s+|make\s+)?(?:\d|one|two|three|four|five|six)\s+(?:other\s+|separate\s+)?rooms?(?=\s*\?)/g, ' ')
    // "Is this room a bedroom or other?", "that one room count as bedroom or other?": which kind it is, asked, not a room more.
    .replace(/\b(?:this|that|it|the)\s+(?:one\s+)?(?:room\s+)?(?:is\s+|counts?\s+as\s+|counted\s+as\s+|as\s+)?(?:an?\s+)?(?:bedroom|bathroom|other room|half bath\w*)\s+or\s+(?:an?\s+)?(?:other|bedroom|bathroom|half bath\w*|what|wat|not|something else)(?:\s+rooms?)?\b/g, ' ')
    // "Finished basement. Den, a bar area, and my workshop": the basement is where the rooms named next are, not one more.
    .replace(/\b((?:finished|converted|renovated)\s+)?basement\s*(?:[.:;-]|,\s*(?:with|has|it has))\s*(?=(?:a |an |the |my |our )?(?:den|bar|workshop|gym|office|playroom|family room|rec room|tv room|media room|laundry|storage|guest room|bedroom)\b)/g, ' ')
    // "One small room near the front door with only toilet and wash basin": where a room is says nothing of what it is.
    .replace(/\b(room|bathroom|toilet|powder room|half bath)\s+(?:near|by|next to|off|beside|under) the (?:front |back |side |main )?(?:door|entrance|entry|hall|hallway|stairs|staircase|garage)\b/g, '$1')
    // "Is a big room still just one 'other room' price?", "does a large room cost more?": how a room is counted, asked, not a
    // room more.
    .replace(/(^|[.!?,;]\s*)(is|does|would|will|do) (?:a|an) (?:really |very )?(?:big|bigger|large|larger|huge|small|smaller|tiny|long|open) rooms?\b/g, '$1$2 it')
    .replace(/\b(?:still|just|only)\s+(?:just\s+|only\s+)?(?:one|1|a single)\s+['"‘“]?other room['"’”]?(?:\s+(?:price|rate|charge))?(?=[^.!?]*\?)/g, ' ')
    // "A finished basement rec room", "the basement playroom": one room, the basement where it is.
    .replace(/\b(?:(?:finished|converted|renovated)\s+)?basement\s+(?=(?:den|bar|workshop|gym|office|playroom|family room|rec(?:reation)? room|game room|tv room|media room)\b)/g, '')
    // "How much to clean our office? Waiting room, 3 treatment rooms...", "never had a professional clean the office. The waiting
    // room...", "never had a professional clean the office, the hygienists just wipe stuff down... the waiting room, 3 ops":
    // the office is the workplace whose rooms a later sentence lists, not one of them, where no office is counted among them.
    .replace(/\b(clean|cleaning|cleaned|for|of|in|at)\s+(?:our|my|the|this)\s+(?:(?:dental|medical|law|small|whole|entire)\s+)?office(?=\s*[?.:]\s+[^.?!]{0,40}\b(?:waiting|reception|lobby|exam|treatment|operator(?:y|ies)|ops|conference|break ?rooms?|restrooms?|cubicles?|desks?)\b|[,;]\s+(?:the |our |my )?\w+ (?:just|only|usually|always|never|do|does|did|don'?t|is|are|was|were|have|has|had|wipe|clean)\b[\s\S]*\b(?:waiting room|reception|lobby|exam rooms?|treatment rooms?|operator(?:y|ies)|\d+ ops|conference rooms?|break ?rooms?|restrooms?)\b)(?![\s\S]*\b(?:\d+|two|three|four|an?|one) (?:\w+ )?offices?\b)/g, '$1 our workplace')
    // "The living room the dining room and the kitchen", dictated without stops: a list of rooms, as commas would say.
    .replace(/\b(room|kitchen|den|office|basement|study|parlou?r)\s+(?=the\s+(?:[a-z]+\s+)?(?:room|kitchen|den|office|basement|study|parlou?r)\b)/g, '$1, ')
    // "A powder room: a lavatory and a basin, nothing more": a toilet and a sink, in the words of a British house.
    .replace(/\blavator(?:y|ies)(?=\s*(?:and|\+|&|,|\/|with)\s*(?:a\s+)?(?:sinks?|(?:wash\s*)?basins?)\b)/g, 'toilet')
    .replace(/(?<=\btoilets?\s*(?:and|\+|&|,|\/|with)\s*(?:a\s+)?)(?:wash\s*)?basins?\b/g, 'sink')
    // "Six guest rooms, each with its own full bath", "one guest room and its bath": a bathroom for every room counted.
    .replace(OWN_BATHS, (_, n: string, room: string) => `${n} ${room}, ${n} bathrooms`)
    // "Studio counted as one bedroom", "if I count the room as a bedroom": the studio's room, to be booked as a bedroom
    // (not "is a studio counted as a bedroom?", which asks how the site prices one).
    .replace(/(?<!\b(?:is|are|does|do|would|will|should|can|could)\s+(?:(?:a|an|the|my|our|this|that|it)\s+)?)\b(studio|(?:(?:the|my|its|our|that|this)\s+)?(?:main\s+)?room)\s+(?:(?:is|being|would be|to be)\s+)?(?:counted|booked|priced|entered|listed)\s+as\s+(?:a|an|one|1)\s+bedroom\b|\bcount(?:ing)?\s+(?:the|my|its|that|this)\s+(?:main\s+)?(?:room|space|studio)\s+as\s+(?:a|an|one|1)\s+bedroom\b/g,
      (_, studio?: string) => (studio === 'studio' ? 'studio, 1 bedroom' : '1 bedroom'))
    // "Only the kitchen and the one bathroom done in the downstairs 2BR/1BA": the listing says where, not rooms more. The
    // place word is looked for before the "only" behind it, costly to look back for at every place. Only rooms said after
    // "only" are so placed: "just tick every add-on box for our 4bd/2ba house" describes the home.
    .replace(/(?=\b(?:in|of|at|for)\s)(?<=\b(?:only|just)\b[^.?!]{0,25}\b(?:kitchens?|bath\w*|bed\w*|rooms?|living|half|powder|dens?|offices?)\b[^.?!]{0,60})\b(?:in|of|at|for)\s+(?:the|my|our|a|this|that)\s+(?:[a-z]+\s+){0,2}?\d\s*(?:br|bd|bed)\s*\/\s*\d(?:\.5)?\s*(?:ba|bath)\b/g, ' in the unit')
    // "All 3 full baths, both powder rooms": "both" counts two, unless it points back at rooms counted already.
    .replace(BOTH_OR_TWO, (whole, count: string, words: string, noun: string, oneOfEach: string | undefined, offset: number, all: string) => {
      // "Both bathrooms — the full one and the half", "two bathrooms, a full and a half": one of each.
      if (oneOfEach && /^bath/.test(noun)) return '1 bathroom and 1 half bath ';
      if (count !== 'both') return whole;
      const kind = /^(powder|half)/.test(noun) ? String.raw`(?:powder|half)` : /^bed/.test(noun) ? String.raw`(?:bed|br\b|bd\b)` : String.raw`(?<!half[\s-]?)(?:bath|ba\b)`;
      // "A two-bedroom rowhouse... both bedrooms": the count said as part of the home's name points back too.
      const countedBefore = new RegExp(String.raw`\b(?:\d|one|two|three|four|five|six)[\s-]+(?:[a-z]+\s+){0,2}?${kind}`).test(all.slice(0, offset));
      return countedBefore ? whole : `2 ${words}`;
    })
    // "It's 2 full baths, no half": the half bathroom said by its kind alone, taken out.
    .replace(/\b(no|without|minus)\s+(?:the\s+)?half\b(?!\s*(?:bath|ba\b|off|price|hour|day|of|an?\b|the|way))/g, '$1 half bath')
    // "Standard then, and half bath not needed", "4 bedrooms, and the half bathroom removed": that room left out, as "no half
    // bath" is.
    .replace(TAKEN_OUT_AFTER_ITS_NAME, '$1 no $2')
    // "3 bed 2 bath + half + living rm", "2br 1ba + half": a half bathroom said after the bathrooms.
    .replace(/((?:\b|(?<=\d))ba(?:th)?s?\b|\bbath(?:room)?s\b)\s*(\+|&|and|plus)\s*(?:a\s+)?half\b(?!\s*(?:bath|ba\b|off|price|hour|day|of|an?\b))/g, '$1 $2 1 half bath')
    // "Price w a half bath? i have 2 bed, 1 full, 1 half": the kind asked about, counted where the home is listed.
    .replace(/\b(price|cost|rate|how much)s?\s+(with|w\/?|for|of)\s+(a|the)\s+half[\s-]?bath(room)?\b(?=[^.?!]*[.?!]?[^.?!]*\b\d\s+half\b)/g, '$1 $2 half baths')
    // "If each of our 11 non-restroom spaces counts as an 'Other Room'": that many Other Rooms.
    .replace(/\b(\d+|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\s+(?:[\w-]+\s+){0,2}?(?:spaces|rooms|areas)\b((?:\s+\([^)]*\))?(?:\s+[\w-]+){0,3}?)\s+(?:counts?|counted|is counted|are counted|priced|charged|billed)\s+as\s+(?:an?\s+|one\s+)?['"‘“]?other\s+rooms?['"’”]?/g, '$1 other rooms$2')
    // "Is that priced like a bathroom?": a kind compared, not a room more.
    .replace(/\b(?:priced|charged|counted|billed|same)\s+(?:like|as)\s+(?:a|an|one)\s+['"‘“]?(?:full\s+|regular\s+|normal\s+|other\s+)?(?:bath(?:room)?|bedroom|room)['"’”]?(?![\w])/g, ' ')
    // "It seems a lot for such a tiny room": what a room named is like, not a room more.
    .replace(/\bsuch an?\s+(?:(?:tiny|small|little|cramped|big|large|huge)\s+)?room\b/g, ' ')
    // "Everything else the same (2 full, 1 half, 3 other rooms)": bathrooms said by their kinds alone.
    .replace(/\b(\d|two|three|four)\s+full\s*(,|and|\+|&|\/)\s*(\d|one|two|a|the)\s+half\b(?!\s*(?:bath|ba\b|off|price))/g, (_, full: string, and: string, half: string) => `${full} full baths${and} ${half === 'the' ? '1' : half} half bath`)
    // "2 full baths and a half", "two full bathrooms plus the half bath": the half is one half bathroom.
    .replace(/\b((?:\d|two|three|four)\s+full\s+bath(?:room)?s)\s*(and|plus|\+|&)\s*(?:a|the|one)\s+half\b(?:[\s-]?bath(?:room)?)?(?!\s*(?:off|price|hour|day|the))/g, '$1 $2 1 half bath')
    // "Our living room is huge? its basically a loft": what the room is like, not a room more.
    // (Not said of two rooms just named, "living room/kitchen, its one open space", which are one room: below.)
    .replace(/(?<!\b(?:room|kitchen|living|dining|den)\s*,?\s*)\b(?:it'?s|it is)\s+(?:basically|really|just|like|more like|kind of|pretty much)?\s*(?:a|an|one)\s+(?:big |huge |open |giant )?(?:loft|open space|great room)\b/g, ' ')
    // "Just the basement, those three rooms plus the half bath": the basement is where the rooms counted are.
    .replace(/\b(?:the|our|my) (?:finished )?(?:basement|upstairs|downstairs|attic)\b(?=[^.?!]{0,25}\b(?:those|these|the) (?:\d|two|three|four|five|six) rooms\b)/g, ' ')
    // "The basement apt: 1 bed 1 bath...": where the home is, not a basement room in it.
    .replace(/\b(?:basement|attic|garage|garden|in-law)\s+(?=(?:apt|apartment|unit|suite|flat|rental|studio)s?\b)/g, '')
    // "One of my 4 bathrooms is really only a toilet and a sink", "3 baths, one of them just a toilet and sink", "2 bathroom but
    // one bathroom is very small, only toilet and sink": the others are full.
    .replace(/\b(?:(?:one|1) of (?:my|our|the|those|these)\s+(\d|two|three|four|five|six)\s+(?:full\s+)?bath(?:room)?s|(\d|two|three|four|five|six)\s+(?:full\s+)?bath(?:room)?s?\s*,?\s*(?:but\s+|and\s+)?(?:(?:one|1)\s+(?:of\s+(?:them|which|those)\s+)?|(?:one|1|the)\s+bath(?:room)?\s+))\s*(?:(?:is|'s|has|being)\s+)?(?:really\s+|actually\s+)?(?:(?:very\s+|really\s+|so\s+)?(?:small|tiny|little)\s*,?\s*(?:with\s+)?)?(?:only|just)\b[^.?!]{0,30}?\b(?:toilet|sink|no shower)\b(?:\s*(?:and|&|\+)\s*(?:a\s+)?(?:sink|toilet))?/g,
      (whole, ofMine: string | undefined, counted: string | undefined) => {
        const n = countOf(ofMine ?? counted!);
        return n > 1 ? `${n - 1} ${n - 1 === 1 ? 'bathroom' : 'bathrooms'}, 1 bathroom with just a toilet and sink` : whole;
      })
    // "My two bathroom? The big one upstairs and the small one downstairs with only toilet and sink": that one is the half bath.
    .replace(/\b(\d|two|three|four|five|six)\s+(?:full\s+)?bath(?:room)?s?\b([^.!]{0,80}?)\b(?:the|a)\s+(?:small(?:er)?|little|tiny|other|second|downstairs|upstairs)\s+one\b([^.?!]{0,25}?)\b(?:with\s+|has\s+|is\s+)?(?:only|just)\s+(?:a\s+)?(?:toilet|sink)\s*(?:and|&|\+)\s*(?:a\s+)?(?:sink|toilet)\b/g,
      (whole, counted: string, between: string) => {
        const n = countOf(counted);
        return n > 1 ? `${n - 1} ${n - 1 === 1 ? 'bathroom' : 'bathrooms'}${between.replace(/\b(?:the|a)\s+(?:big(?:ger)?|large|main|full)\s+one\b/g, ' ')}, 1 bathroom with just a toilet and sink` : whole;
      })
    // "4 bedrooms, 2 bathrooms, guest toilet, kitchen": a toilet room listed among the rooms is a half bathroom.
    // "..., one small guest toilet near the entrance": two words before it say the same.
    .replace(/(?<=[,(/+]\s*)(?:a |one |1 |the )?(?:(?:guest|downstairs|upstairs|separate|extra|small|little|tiny) ){1,2}(?:toilet|wc|loo)\b/g, '1 half bath')
    // "A small guest bathroom. It has just a toilet and sink, no shower": what the next sentence says of that bathroom, said with it.
    .replace(/\b((?:a|an|one|the)\s+(?:[a-z]+\s+){0,2}(?:bath(?:room)?|restroom|washroom|powder room))\s*[.;]\s*(?:it|this|that|which)\s+(?:only\s+|just\s+)?(?:has|is|'s|got)\s+(?=(?:only|just)\b)/g, '$1 with ')
    // "3BR / 2 full bath / 1 half / living / kitchen": "living" alone, in a list of rooms, is the living room.
    .replace(/(?<=[/,+(]\s*)living(?=\s*(?:[/,+)]|$))/g, 'living room')
    // "Two kitchens (meat and dairy, and one of them turns into the Pesach kitchen)": a room counted already, not one more.
    .replace(/\b(?:one|1|each) of (?:them|those|these|which)\s+(?:turns into|becomes|doubles as|serves as)\s+(?:the|a|an|our|my)\s+[^,.;:)?!]*/g, ' ')
    // "My second bathroom is only a toilet and sink. Standard, 2 bedrooms": a home of a bathroom and a half bathroom, unless its
    // bathrooms are counted, or no home is priced ("does that count as a half bath?").
    .replace(/\b(?:my|our|the)\s+(?:second|2nd|other)\s+bath(?:room)?\s+(?:is|has|'s)\b[^.?!]{0,30}?\b(?:toilet|sink|no shower|no tub)[^.?!]*/g,
      (whole, offset: number, all: string) => (/\b(?:\d|one|two|three)\s+(?:full\s+)?bath/.test(all) || !/\b(?:\d|one|two|three|four)\s*(?:bed|br\b|bd\b)/.test(all) ? whole : '1 bathroom, 1 half bath'))
    // "2 changing rooms (call them bathrooms)", "the two locker rooms as bathrooms": rooms to be booked as another item are that item.
    .replace(/\b(\d+|two|three|four|five|six|a|one)\s+(?:[a-z]+\s+)?rooms?\s*(?:\(\s*)?(?:call(?:ing)? (?:them|it)|as|counted as|booked as|count(?:ing)? (?:them|it) as)\s+(?:full\s+)?(bath(?:room)?s?|half[\s-]?bath(?:room)?s?|bed(?:room)?s?)\b(?:\s*\))?/g,
      (_, n: string, room: string) => `${n} ${/^half/.test(room) ? 'half baths' : /^bed/.test(room) ? 'bedrooms' : 'bathrooms'}`)
    // "A 5 bedroom student share. I want the common areas done: kitchen, living room and the 2 shared full bathrooms": the
    // bedrooms say how big the home is; the common areas to be cleaned are not them.
    .replace(/\b(a|an|one|my|our|the|this)\s+(?:\d+|one|two|three|four|five|six|seven|eight)[\s-]*(?:bed(?:room)?s?|br|bd)\s+((?:[a-z]+\s+)?(?:share|house|home|apartment|apt|unit|condo|rental|townhouse))\b/g,
      (whole, the: string, home: string, offset: number, all: string) => (COMMON_AREAS_WANTED.test(all) ? `${the} ${home}` : whole))
    // "Walled off the alcove as a bedroom, so 1 bedroom + the main room + bathroom": beside a bedroom counted, a studio's main
    // room is its living space, an Other Room (alone, it is the studio's one room, read as its bedroom).
    .replace(/\b(?:the|my|our)\s+main\s+(?:room|living\s+(?:room|space|area)|space)\b/g,
      (whole, offset: number, all: string) => (/\b(?:\d|one)\s+(?:(?:small|little|tiny)\s+)?(?:bed(?:room)?s?|br|bd)\b/.test(all) ? '1 other room' : whole))
    // "Basement finished, it has one room and one half bath": a room of the finished basement, an Other Room, not a bedroom.
    .replace(/\b(basement\b[^.?!]{0,30}?\b(?:it has|has|with|there is|there'?s|there are)\s+(?:one|a|1|two|2))\s+room(s?)\b/g, '$1 basement room$2')
    // "My loft: 1 bedroom, 1 bathroom...": the home, not a loft room in it.
    .replace(/\b(my|our|the|a)\s+loft\b(?=[\s\S]{0,60}?\b(?:\d|one|two|three)\s*(?:bed|br|bd))/g, '$1 home')
    // "Reception, 3 ops, sterilization, staff room": a dental office's rooms, shortened.
    .replace(/\b(\d+|two|three|four|five|six)\s+ops\b/g, '$1 operatories')
    .replace(/\bsterili[sz]ation\b(?!\s+(?:room|area))/g, 'sterilization room')
    // "2 toilet+sink restrooms", "our toilet-and-sink bathroom": half bathrooms.
    .replace(/\b(?:our|my|the|its|their)\s+(?=(?:toilet[\s-]*(?:\+|and|&|\/)[\s-]*sink|sink[\s-]*(?:\+|and|&|\/)[\s-]*toilet)(?:[\s-]+only)?\s+(?:restroom|bathroom|washroom|lavatory)\b)/g, '1 ')
    .replace(/\b(\d+|two|three|four|a|one)\s+(?:toilet[\s-]*(?:\+|and|&|\/)[\s-]*sink|sink[\s-]*(?:\+|and|&|\/)[\s-]*toilet)(?:[\s-]+only)?\s+(?:restrooms?|bathrooms?|washrooms?|lavator(?:y|ies))\b/g, '$1 half baths')
    // "Only three rooms cleaned: the music room, the library and the sunroom": the count heads the rooms it lists.
    .replace(COUNT_HEADS_LIST, (_, _count: string, list: string) => `: ${list.replace(/(^|,|\band\b|&|\+)\s*(?:the|a|an|my|our)\s+/g, '$1 1 ')}`)
    // "4 operatories, waiting room, front desk, sterilization room (so 7 'other rooms')": the sum of the rooms just listed, not 7 more.
    .replace(/\(\s*(?:so|that'?s|=|i\.?e\.?,?|in total|total(?:ling)?|making|which makes)\s+(?:\d+|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\s+['"‘“]?other\s+rooms?['"’”]?\s*\)/g, ' ')
    // "One of the bedrooms is a gym now": that bedroom said to be another kind of room (the price reader's), not one bedroom counted.
    .replace(/\b(?:one|1) of (?:the|our|my|those|these) bedrooms\s+(?=(?:is|'s)\s+(?:now\s+|actually\s+|really\s+)?(?:an?\s+|my\s+|our\s+)?(?:home\s+)?(?:other room|office|study|den|gym|storage|playroom|sewing room)\b)/g, 'the bedroom ')
    // "Studio as 1 other room + bathroom": the rooms a studio is to be booked as, listed, not a definition ("priced as 1 bathroom").
    .replace(/\b(?:(a|my|our|the)\s+)?studio\s+as\s+(?=(?:1|one|a|an)\s+(?:[a-z]+\s+)?(?:room|bed\w*|br|bd)\b[^.?!]{0,20}(?:\+|&|\band\b|,|\bw\/?\s|\bwith\b)\s*(?:(?:1|one|a|an)\s+)?(?:full\s+)?(?:bath\w*|ba\b))/g, (_, the?: string) => `${the ?? 'a'} home: `)
    // "A studio with 1 bedroom and 1 bathroom": the home so called, its rooms counted, not a studio's main room more.
    .replace(/\b(a|my|our|the)\s+studio(?:\s+(?:apartment|apt|unit|condo))?\s+(?:with|w\/|that has|which has|has)\s+(?=(?:1|one|a)\s+(?:bed|br\b|bd\b))/g, '$1 home with ')
    // "Drop one of the bedrooms, the guest room's empty": the room dropped, said again with why, not a room more.
    .replace(/\b(?:the|my|our)\s+(?:guest|spare|extra|third|second|kids'?|[a-z]+'s)\s+(?:bed)?room(?:'s| is| sits| stays)\s+(?:(?:always|usually|mostly|now)\s+)?(?:empty|unused|not used|never used)\b/g, (whole, offset: number, all: string) => (/\b(?:drop|skip|remove|take out|leave out|minus|without)\b/.test(all) ? ' ' : whole))
    // "Kitchen is open-plan, so don't count it separately", "(kitchens are open-plan)": the kitchen is part of the living room
    // named beside it; with no such room named, the open space is one room, the kitchen.
    .replace(KITCHEN_OPEN_PLAN, (_, offset: number, all: string) => (LIVING_NAMED.test(all) ? ' ' : ' kitchen '))
    // "The living room/kitchen which is basically one room", "the kitchen is one open room": one room, the first named.
    .replace(/\b((?:living|dining|family) room|kitchen|living|dining|den)\s*(?:\/|\band\b|&|\+|,)\s*(?:(?:living|dining|family) room|kitchen|living|dining|den)\s*,?\s*(?:(?:which|that)\s+)?(?:is|are|'s|r|its|it'?s|it is|they'?re)\s+(?:(?:basically|essentially|really|just|kind of|pretty much|all|actually)\s+)?(?:one|1|a single|the same)\s+(?:(?:big|open|combined|great)\s+)?(?:room|space|area)\b/g, (_, room: string) => roomWord(room))
    .replace(/\b(kitchen|living(?: room)?|dining(?: room)?|family room|den|great room)\s+(?:is|'s)\s+(?:(?:basically|just|really|all)\s+)?(?:one|1|a single|an?|its own)\s+(?:(?:big|open|large|great|separate|closed|proper|real)\s+)?(?:room|space|area)\b/g, (_, room: string) => roomWord(room))
    // "My daughter-in-law kindly looks after the kitchen and the living and dining rooms when she visits, so I need help only
    // with the rest": rooms someone else keeps, not rooms to book.
    .replace(/\b((?:she|he|they|daughter(?:-in-law)?|son(?:-in-law)?|husband|wife|sister|brother|mother|father|mom|dad|niece|nephew|neighbou?r|housekeeper|family)\s+(?:kindly\s+|already\s+|usually\s+|always\s+|still\s+)?(?:looks? after|takes? care of|keeps? up|handles?|does|cleans))\s+(?:the\s+)?(?:(?:kitchen|living(?:\s+room)?|dining(?:\s+room)?|family\s+room|den|rooms|and|the|,)\s*)+(?=\s*(?:when|while|so|herself|himself|themselves|every|each|[.;,]|$))/g, '$1 those')
    // "Inside the hall kitchen's refrigerator and oven": where the appliance stands, not a room to price.
    .replace(/\b(?:kitchen|kitchenette|break ?room|staff ?room|office|lounge)'s\s+(?=(?:fridge|refrigerator|oven|microwave|dishwasher|stove ?top|stove|freezer)s?\b)/g, '')
    // "I assumed they would cost less than a bedroom": a room compared with, not one more.
    // "Ballpark for our office pls: 8 desks in 1 open room, a conf room...": the whole space whose rooms the list counts.
    .replace(/\b((?:for|of|at)\s+(?:our|my|the)\s+)(?:office|studio|shop|store|practice)(?=\s*(?:pls|please)?\s*[:—–-]\s)/g, '$1space')
    // "You will charge it like full bathroom?": the same.
    .replace(/\b(?:less|more|cheaper|dearer|smaller|bigger|larger) than (?:a|an|one|the|my) (?:bed ?room|bath ?room|half[\s-]?bath(?:room)?)\b/g, ' ')
    // ("Count it as a bedroom" makes it one: an order, read by the order's operations.)
    .replace(/\b((?:charge|price|bill)\w*\s+(?:it|this|that|them|those)\s+(?:like|the same as|same as|as(?=\s+(?:an?\s+)?full\b)))\s+(?:an?\s+)?(?:full\s+|whole\s+|regular\s+)?(?:bed ?rooms?|bath ?rooms?|baths?)\b/g, '$1 ')
    // "Besides the parish hall I also look after the rectory. It has 4 bedrooms...": a place looked after beside the one
    // counted, not a room of it.
    .replace(/\b(?:besides|apart from|aside from|in addition to)\s+(?:the|our|my)\s+[a-z' ]{1,30}?,?\s+(?=(?:i|we)\s+(?:also\s+)?(?:look after|manage|run|take care of|handle|oversee|own|rent out|have)\b)/g, ' ')
    // "If I enter it like the home rooms, 8 'other rooms'...": how the rooms are entered, not a room more.
    .replace(/\b(?:like|as)\s+(?:the\s+|a\s+|for\s+(?:a\s+)?)?(?:home|house|residential|regular)\s+(?:rooms|ones|bookings?)\b/g, ' ')
    // "The guests barely touched the great room and kitchen, so just do...": rooms left unused, not rooms to count.
    // ("She never uses the dining room, take that off": a room taken off by name, which the order's operations read.)
    .replace(/\b(?:barely|hardly|didn'?t|did not)\s+(?:really\s+|even\s+)?(?:use[ds]?|touch(?:ed)?|go\s+in(?:to)?|went\s+in(?:to)?)\s+(?:the\s+|our\s+|my\s+)?(?:(?:living|dining|family|great|sitting|mud|laundry|guest)\s?room|kitchen|den|office|basement)(?:\s*(?:and|&|,|or)\s*(?:the\s+|our\s+|my\s+)?(?:(?:living|dining|family|great|sitting|mud|laundry|guest)\s?room|kitchen|den|office|basement))*(?![^.?!]{0,20}\b(?:take|skip|drop|remove|leave)\b)/g, ' ')
    // "Only the bedroom and its bathroom... can I book only two rooms?": the rooms named, counted again, not two rooms more.
    .replace(/\b(book|do|clean|pay for)\s+(only|just)\s+(?:the\s+)?(?:\d|two|three|four)\s+rooms?\b/g, '$1 $2 these')
    // "The living room and the kitchen as separate rooms": how the rooms before it count, not a room more.
    .replace(/\s*\b(?:as|counted as|priced as)\s+(?:two\s+|2\s+)?separate\s+(?:rooms|spaces)\b/g, '')
    // "A half bath off the laundry room", "a bedroom in the basement": where a room is, not one room more.
    // "A half bath in the basement": where the room is, not the basement as a room more.
    .replace(/\b(half[\s-]?bath(?:room)?|bath(?:room)?|powder room|restroom|washroom|toilet|lavatory|bedroom)\s+(?:(?:up|down|out)\s+)?in\s+(?:the|our|my)\s+(?:basement|attic|garage|cellar|loft)\b/g, '$1')
    // "A little toilet with a sink downstairs, next to the kitchen", "just a toilet and a little sink off the hallway", "one
    // small one near kitchen", "a small kitchen behind the dining room": the same.
    .replace(/\b(half[\s-]?bath(?:room)?|bath(?:room)?|powder room|restroom|washroom|toilet(?:\s+(?:with|and|\+|&)\s+(?:a\s+|only\s+a\s+|just\s+a\s+)?(?:(?:little|small|tiny)\s+)?sink)?|lavatory|bedroom|kitchen(?:ette)?|parlou?r|pantry|one)\s*,?\s+(?:(?:up|down)stairs,?\s+)?(?:off|next to|by|near|beside|behind|across from)\s+(?:(?:the|our|my)\s+)?(?:[a-z]+\s+)?(?:room|kitchen|garage|hall|hallway|basement|foyer|den|laundry|lobby|reception|entry|entryway|office|mudroom|parlou?r|pantry|library|study|[a-z]+room)\b/g, '$1')
    // "The restroom as a half bath": the room priced as the item it is said to be.
    .replace(/\b(?:restrooms?|washrooms?|bath(?:room)?s?|toilets?|lavator(?:y|ies))\s+(?:as|counts? as|counted as|=)\s+(an?|one|\d+)\s+(half[\s-]?bath(?:room)?s?|powder rooms?)\b/g, '$1 $2')
    // "The hallway bathroom", "the basement bedroom": a room named by where it is is that room alone.
    .replace(/\b(?:hallway|basement|attic|loft|garage|pool(?:side)?)\s+((?:half[\s-]?)?bath(?:room)?s?|powder rooms?|restrooms?|washrooms?|toilets?|bed(?:room)?s?)\b/g, '$1')
    // "In basement we have small toilet...": where the rooms are, not a room of its own.
    .replace(/\bin\s+(?:the\s+|our\s+|my\s+)?basement\s*,?\s*(?=(?:we|i|there)\s+(?:have|has|is|are|'s)\b)/g, ' ')
    // "We have small toilet, only toilet and sink": a toilet's own room is a half bathroom.
    .replace(/(?:(?<!\b(?:just|only)\s+)\b(a|one|1|another)|(?<=\b(?:have|has|there'?s)\s))\s*(?:small |little |tiny |separate |extra |second )?toilet\b(?!\s*(?:and|&|\+|with|\/|\d|half)|\s+(?:paper|seat|bowl|brush|tank|room))/g, (_, one?: string) => ` ${one ?? 'a'} half bath`)
    // "2 half bath restrooms": half bathrooms, not half bathrooms and a bathroom.
    .replace(/\b(\d+|two|three|four|a|one)\s+half[\s-]?bath(?:room)?s?\s+(?:restrooms?|bathrooms?|washrooms?|toilets?|lavator(?:y|ies))\b/g, '$1 half baths')
    // "A half bath (powder room)": the same room by another name.
    .replace(/\b((?:half[\s-]?)?bath(?:room)?s?|powder rooms?|restrooms?|washrooms?|lavator(?:y|ies))\s*\(\s*(?:a\s+|the\s+)?(?:half[\s-]?bath(?:room)?|powder room|bath(?:room)?|restroom|washroom|lavatory)s?\s*\)/g, '$1')
    // "I manage a ten-desk accounting office. The space is one open-plan area, ...": the office run is the whole business, not
    // a room of it.
    .replace(/\b(manage|manages|managing|run|runs|running|own|owns)\s+(a|an|the|our|my)\s+((?:[\w-]+\s+){0,3})office\b/g, '$1 $2 $3business')
    // "Just the restrooms first. 6 of them, standard.": rooms named, then counted.
    .replace(COUNTED_AFTER, (_, noun: string, between: string, n: string) => `${between}${n} ${noun}`)
    // "The parlour (living room)", "the den (family room)": the same room by another name. Read from the bracket, so the pass
    // is tried only where one opens.
    .replace(GLOSSED_ROOM, '')
    // "Reception, open area, 2 private offices": an open area listed is a room of its own (not "the living room/kitchen open area").
    .replace(/((?:^|[,:;+&]|\band)\s*(?:an?\s+|the\s+)?)open (?:work |office )?areas?\b/g, '$1open plan area')
    // "1 łazienka (bathroom)": a word of another language, glossed.
    .replace(/\b(\d+|one|two|three|four|a|an)\s+([^\s(),.]+)\s*\(\s*((?:full\s+|half\s+)?(?:bath(?:room)?s?|bed(?:room)?s?|kitchens?|living rooms?|powder rooms?|half baths?))\s*\)/g,
      (whole, n: string, word: string, room: string) => (ROOM_WORD.test(word) ? whole : `${n} ${room}`))
    // "1 small toilet room (only toilet and sink)": a toilet's own room is a half bathroom.
    .replace(/\btoilet rooms?\b/g, 'half bath')
    // "My 4/3 + office + bonus": a bonus room in a list.
    .replace(/(\+|,|\band\b)\s*(?:a\s+|the\s+)?bonus\b(?!\s+rooms?)/g, '$1 bonus room')
    // "Of the '3 baths', one is really a powder room": a count quoted, and a room said to be another, are no rooms more.
    .replace(/['‘"“]\d+\s+[a-z]+['’"”]/g, ' ')
    .replace(/\b(?:one|1)(?: of (?:them|those|these))? (?:is|was) (?:really|actually|just|more like) (?:a|an)\s+(?:[a-z]+\s+){0,2}?(?:powder room|half bath\w*|bath\w*|bedroom|room)\b/g, ' ')
    // "One bathroom, one small toilet with sink only": a half bathroom in a list.
    // "There is also a small toilet downstairs, with only a sink", "also a toilet and sink room": the same.
    .replace(TOILET_WITH_SINK, '$1$2 half bath')
    // "2 bathrooms and a room with just a toilet and sink", "a small bathroom that only has a toilet and sink, no shower": a room
    // said to hold only a toilet and a sink is a half bathroom, whatever it is called.
    .replace(ROOM_OF_TOILET_AND_SINK, (_, before: string, count: string, noun: string) =>
      `${before}${count} ${/^(?:restroom|washroom|lavatory)$/.test(noun) ? noun : 'bathroom'} with just a toilet and sink`)
    // "Kitchen is together with living room, so one big room", "1 room is salon and kitchen together": one room.
    .replace(/\b(kitchen|living room|living|dining room|family room)\s+(?:is\s+)?(?:together|combined|all one|open)\s+with\s+(?:the\s+)?(?:living room|kitchen|dining room|family room)(?:,?\s*so\s+(?:it'?s\s+)?one\s+(?:big\s+)?room)?/g, '$1')
    .replace(/\b(?:1|one) room is (?:the )?(living room|living|salon|kitchen|sala) and (?:the )?(?:kitchen|living room|salon|dining room) together\b/g, 'one $1')
    // "1 bedroom is storage, no clean": one of a kind left out, not one more.
    .replace(ONE_UNUSED, (_, room: string) => ` skip the ${singular(room)} `)
    // "The sunroom is mid-renovation, drop it": the room said, then left out by "it".
    .replace(DROP_IT, droppedRoom)
    // "If I leave the sewing room out": the room left out, said the other way round.
    .replace(/\bleave (the|my|our|his|her) ((?:[a-z]+ ){0,2}?[a-z]+) out\b/g, 'leave out $1 $2')
    // "I do not want my late husband's study done": that room skipped.
    .replace(NOT_WANTED, (_, nth: string | undefined, room: string) => `skip the ${nth ? `${nth} ` : ''}${room}`)
    // "5 of my one-bedrooms": homes, not bedrooms.
    .replace(/\b(\d+|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\s+(of\s+(?:our|my|the|these|those)\s+)(?:one|two|three|four|\d)[- ]?bed(?:room)?s\b/g, '$1 $2homes')
    .replace(/\b((?:sitting|living|family|great|main|open|common|front|studio)\s+(?:room|area|space))\s+(?:with|w\/?)\s+(?:a |an |its |the )?(?:small |little |tiny |open )?(?:kitchenette|kitchen(?:\s+(?:nook|area|corner))?)\b(?:\s+in\s+it\b)?/g, '$1')
    // "A waiting room with the front desk in it": the desk is part of the room (a bathroom in one is still a room of its own).
    .replace(/\b([a-z]+(?:\s+(?:room|area|space))?)\s+(?:with|w\/)\s+(?:a |an |its |the |our )?(?!(?:[a-z]+\s+)?(?:bath|half|toilet|shower|powder|restroom|washroom))[a-z]+(?:\s+[a-z]+)?\s+in\s+it\b/g, '$1')
    .replace(/\(\s*(?:the\s+)?[a-z' ]{1,30}\s+(?:is|are)\s+(?:in there|in it|in that room|inside it|part of it)\s*(?:,[^()]{0,30})?\)/g, ' ')
    .replace(SAYS_WHAT_IT_IS, '$1');
}

/** Rooms counted, each with a bathroom of its own: "6 guest rooms, each with its own full bath", "a bedroom and its bath". */
const OWN_BATHS = new RegExp(String.raw`\b${COUNT}\s+((?:[a-z]+\s+)?(?:bed)?rooms?)\s*,?\s*(?:each\s+(?:with|has|having)\s+(?:its\s+own|an?|one)|(?:with|and|plus)\s+(?:its|their)\s+own|(?:with|and|plus)\s+its)\s+(?:(?:full|private|en[\s-]?suite|attached)\s+)?bath(?:room)?s?\b(?:\s+each)?`, 'g');

/**
 * "Three bedrooms, but could they only do my bedroom, the bathroom upstairs and the kitchen?": after the home's rooms are
 * counted, the rooms asked for, each named once, are the ones priced.
 */
function onlyThese(text: string): string {
  const m = /\b(?:only|just)\s+(?:do|clean|want|need|book)\s+(?=(?:the|my|our)\s)([^.?!;]+)/.exec(text);
  if (!m || !/\b(?:\d|one|two|three|four|five|six)\s*-?\s*(?:bed|br\b|bd\b|bath|ba\b)/.test(text.slice(0, m.index))) return text;
  const items = m[1]!.trim().split(/\s*(?:,|\band\b|&|\+)\s*/).filter(Boolean);
  const oneEach = items.every((item) => /^(?:the|my|our)\s/.test(item) && ROOM_WORD.test(item) && !/\b(?:bedrooms|bathrooms|baths|beds|rooms)\b/.test(item));
  return oneEach ? ` ${items.map((item) => item.replace(/^(?:the|my|our)\s+/, '1 ')).join(', ')} ${text.slice(m.index + m[0].length)}` : text;
}

/** One of a kind in a list of rooms left out: "take out the den and one of the bedrooms", "skip one of the baths". */
const ONE_OF_THEM_OUT = /(?<=\b(?:skip|skipping|take out|remove|drop|leave out|leaving out|minus|without|except|excluding)\b[^.?!]{0,40}?)\b(?:(?:and|,|&|\+)\s*)?(?:one|1) of (?:the|our|my|those|these) (bedrooms|bathrooms|baths)\b/g;
/** One room of a kind said not to be cleaned: "1 bedroom is storage, no clean", "one of the bedrooms is empty, skip it". */
const ONE_UNUSED = /\b(?:one|1) (?:of the )?(bedrooms?|bathrooms?|baths?) (?:is|'s) [^.?!,]{0,30}?,?\s*(?:no clean(?:ing)?|(?:do ?n'?t|do not|no need to) clean(?: it)?|not cleaned|skip it|leave it|no need)\b/g;

/**
 * A room said, then dropped by a pronoun: "actually the sunroom is mid-renovation, drop it", "he'd rather keep his den closed,
 * so please leave that out".
 */
const DROP_IT = /\b(?:the|my|our|his|her|their)\s+((?:[a-z]+\s+)?[a-z]+)\b[^.?!;]{0,60}?(?:[,;.—–-]|\bso)\s*(?:(?:so|just|please|pls)\s+)*(?:(?:drop|skip|remove|leave out|forget|take out|cut)\s+(?:it|that one|that|them)|(?:leave|take) (?:it|that|that one|them) (?:out|off))\b/g;

/** A room named in a stretch DROP_IT matched: "the|my|our... room". */
const ROOM_NAMED = /\b(?:the|my|our|his|her|their)\s+((?:[a-z]+\s+)?[a-z]+)\b/g;

/**
 * The room a pronoun drops is the last one named before it: "the kitchen and the living room (he never goes in the dining
 * room so skip it)" drops the dining room; the rooms named before it stay.
 */
function droppedRoom(whole: string): string {
  const last = [...whole.matchAll(ROOM_NAMED)].filter((m) => ROOM_WORD.test(m[1]!)).at(-1);
  return last ? `${whole.slice(0, last.index)} skip the ${last[1]} ` : whole;
}

/** A room named bare ("living", "dining") with its word. */
const roomWord = (room: string) => (/^(living|dining)$/.test(room) ? `${room} room` : room);

/** "The summer kitchen (a separate little kitchen off the back)": a bracket saying what the room before it is. */
const SAYS_WHAT_IT_IS = new RegExp(String.raw`\b((?:${OTHER}|[a-z]+ rooms?))\s*\(\s*(?:a|an|one|just a|just one)\s+[^)]*\)`, 'g');

/** A count that sums up the rooms just named ("...pantry and summer kitchen. That is eight rooms downstairs"): the count when no room was named. */
const SUMMED_UP = new RegExp(String.raw`(?:\b(?:that(?:'?s| is| makes)|which (?:is|makes)|so that'?s|for a total of)\s+|=\s*)${COUNT}\s+(?:other\s+)?rooms?(?:\s+(?:downstairs|upstairs|in all|in total|total|altogether))?(?:\s+not counting [^.?!,]*)?`, 'g');
/** So does a count of other rooms alone in a bracket or after "as": "front of house, kitchen and office (3 other rooms)", "... office as 3 other rooms", "which I take to be six other rooms", "great room + kitchen (call it 2 other rooms)", "living room + kitchen (2 other rooms right?)", "kitchen + living room (2 rooms)". */
const SUMMED_UP_AFTER = /\b(?:as|to be|call (?:it|them|that)|count (?:it|them|that) as|counted as)\s+(\d+|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\s+other\s+rooms?\b|\(\s*(\d+|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\s+(?:other\s+)?rooms?(?:,?\s*(?:right|correct|yes|yeah|i think|no))?\s*\??\s*\)/g;

/** A price list said to lack a room: "your price list has bedrooms but no kitchen". */
const LIST_LACKS = /\b(price list|your list|the list|table|menu|lists?|has|have|shows?)\b/;
const LIST_LACKS_AFTER = /^\s*(?:on|in)\s+(?:your|the)\s+(?:price\s+)?(?:list|table|menu|page|site|website)\b/;
/** A studio's one room counted: "one main room", "1 big room", "one other room". */
const STUDIO_ROOM = /\b(one|1|a|single)\s+(big |main |open |large |other )?(room|space)\b/;
/** "1 full bath and 1 half bath, not 2 full", "2 full and 2 half, not 3 full + 1 half": a count said to be wrong, not more rooms. */
const NOT_THAT_COUNT = /\b(?:not|instead of|rather than)\s+(?:\d+|one|two|three|four|five)\s+(?:full|half|whole)?\s*(?:bath(?:room)?s?|bed(?:room)?s?)?(?:\s*(?:\+|and|&)\s*(?:\d+|one|two|three|a)\s+(?:full|half)?\s*(?:bath(?:room)?s?|bed(?:room)?s?)?)*(?=\s*[.,;)!?]|\s*$)/g;

/** "The kitchen and living room are two separate rooms", "(separate rooms)", "the twins got separate rooms": a description of rooms, not more rooms. */
const SEPARATE_ROOMS = /\b(?:got|get|getting|have|has|had|in|with)\s+(?:(?:their|his|her|our|my)\s+own|separate)\s+rooms\b|\b(?:are|is|r)\s+(?:two|2|three|3)\s+(?:separate|different|distinct)\s+(?:rooms?|spaces?)\b|\b(?:are|r)\s+separate(?:\s+(?:rooms|spaces))?\b|\(\s*(?:both\s+|they'?re\s+|two\s+)?(?:separate|different|distinct|closed|not open)(?:\s+(?:rooms|spaces))?\s*\)/g;

/** The kinds of home people name beside its rooms ("a 3 bed 2 bath colonial", "2br 1ba cottage"), in the singular. */
export const HOME_WORDS = ['house', 'home', 'apartment', 'apt', 'condo', 'condominium', 'townhouse', 'townhome', 'unit', 'place', 'flat', 'colonial', 'ranch', 'cape', 'cottage', 'bungalow', 'duplex', 'rental'];
/** A count that gives a home's size: "a 4 bedroom house", "my 2-bath apartment". */
const HOME_AFTER = new RegExp(String.raw`^\s*(?:(?:${HOME_WORDS.join('|')})(?:e?s)?|ones|deep|standard|regular)\b`);
/** What "both bathrooms" were, said right after them: "— the full one and the half", ", a full and a half". */
const FULL_ONE_AND_HALF = String.raw`\s*(?:done|cleaned)?\s*[—–,:(-]?\s*(?:the\s+|a\s+)?full(?:\s+one)?\s*(?:and|&|\+)\s*(?:the\s+|a\s+)?half(?:\s+(?:one|bath(?:room)?))?\b`;
/** "Both bathrooms", "two bathrooms", with what they are said to be right after ("— the full one and the half"). */
const BOTH_OR_TWO = new RegExp(String.raw`\b(both|two|2)\s+((?:(?!(?:the|my|our|of|these|those|her|his|their)\s)[a-z]+\s+)?(powder rooms|half[\s-]?baths|half[\s-]?bathrooms|bathrooms|baths|bedrooms))\b(${FULL_ONE_AND_HALF})?`, 'g');
/** Rooms named, then the count of Other Rooms they are to be booked as. */
// "...and four other rooms: the kitchen, the refectory, the community room and the chapel": the count said before the list.
const OTHERS_STATED = /\b(?:as|to be)\s+(\d+|two|three|four|five|six|seven|eight|nine|ten)\s+['"‘“]?other\s+rooms?\b|\b(\d+|two|three|four|five|six|seven|eight|nine|ten)\s+other\s+rooms?\s*[:(—–-]/;
/** A home named by its bedrooms, as listings do ("my 3BR", "the 2bd"): its count said again is the same bedrooms. */
const HOME_BY_BEDROOMS = /^\d\s*(?:br|bd|bdrm)$/;
const OWNED_BEFORE = /\b(?:a|my|our|his|her|their|this|that|the)\s+$/;
/** "1 small bathroom", "a tiny bath": a bathroom said by its size, and "2 bathrooms", "one full bath": the home's other bathrooms. */
const SMALL_BESIDE_FULL = /\b(?:small|little|tiny)\s+bath(?:room|rm)?s?\b/;
const BATHS_WITHOUT_SIZE = /\b(?:\d+|one|two|three|four|a|an)\s+(?:full\s+|big\s+|main\s+|large\s+)?bath(?:room|rm)?s?\b/;
/** After "3 other": people or things of a kind ("3 other grad students"), not other rooms. */
const OTHERS_OF_A_KIND = /^\s+(?:[a-z]+\s+)?(?:students?|people|persons?|guys|girls|roommates|roomies|housemates|tenants|friends|kids|children|units|homes|houses|apartments|properties|places|things|ones|options|services|cleaners?|companies|questions?|families|adults)\b/;
/** A list that sums up the home after its rooms were told one by one: "...also a tiny half bath by the door. so 1 bed, 1 full bath, 1 half bath". */
const SUMMING_UP = /(?:^|[.!?]\s*)(?:so|i\.?e\.?|that'?s|in total|all in all|altogether)\s*[:,-]?\s*(?:[^.?!]{0,60}?)$/;
/** Words before a count that point back at rooms named already: "just the two bathrooms", "those 3 bedrooms". */
const REFERS_BACK_BEFORE = /\b(?:the|those|these|both|all|all the|both the)\s+$/;

/** The patterns, compiled once: a room counted ("3 bedrooms", "a little powder room"), or only named. */
// "The $21 bathroom price" is a price, not 21 bathrooms.
const counted = (words: string) => new RegExp(String.raw`(?<![\w.$])${COUNT}\s*-?\s*(?:of\s+(?:the|our|my)\s+)?${ADJECTIVES}(${words})(?![\w])`, 'g');
const mentioned = (words: string) => new RegExp(String.raw`(?<!['\w])(${words})\b`, 'g');
const HALF_WORD = new RegExp(String.raw`^${HALF}$`);
const BED_WORD = new RegExp(String.raw`^${BED}$`);
const BATH_WORD = new RegExp(String.raw`^${BATH}$`);
const COUNTED = { half: counted(HALF), bed: counted(BED), bath: counted(BATH), other: counted(OTHER) };
// "Ba" is a bathroom only counted ("2ba"): named alone it is a word of its own ("grandson typing for Ba", a grandmother).
const NAMED = { half: mentioned(HALF), bed: mentioned(BED), bath: mentioned(BATH.replace('|ba|', '|')), other: mentioned(OTHER), living: mentioned(BARE_LIVING), kind: mentioned(KIND), area: mentioned(AREA) };
const AND_A_HALF = new RegExp(String.raw`(?<![\w.])${COUNT}\s+and (?:a )?half\s+${ADJECTIVES}${BATH}(?![\w])`, 'g');
/** "2 full + 1 half bath", "two full and one half bathrooms": the bath word said once, after the halves. */
const FULL_AND_HALF = new RegExp(String.raw`(?<![\w.])${COUNT}\s+full\s*(?:,|and|\+|&|\/)?\s*${COUNT}\s+half\s*${BATH}(?![\w])`, 'g');
/** A bathroom count with its half: "2.5 baths". */
const HALF_IN_A_COUNT = /(?<![\w.])\d+\.5\s*(?:ba|baths?|bathrooms?)\b/;
/** The clause a match is in: from the comma or stop before it to the one after. */
const clauseAt = (text: string, offset: number, length: number) => `${text.slice(0, offset).split(/[,;.!?]/).at(-1)}${text.slice(offset, offset + length)}${text.slice(offset + length).split(/[,;.!?]/)[0]}`;
const ONE_HALF = new RegExp(String.raw`(?<![\w.])${COUNT}\s+half\b(?!\s*(?:off|price|hour|day|the|of|an?\b|deep|standard))`, 'g');
// "Would that count as a room?": a kind asked about, not one more room; "those three rooms" are the rooms just listed.
const COUNTED_KIND = new RegExp(String.raw`(?<![\w.'])(?<!\bas\s)${COUNT}\s+${ADJECTIVES}(${KIND})(?![\w])`, 'g');
// "A finished basement, which is one large room": what the room named before is, not a room more.
const COUNTED_ROOMS = new RegExp(String.raw`(?<![\w.])(?<!\bas\s)(?<!\b(?:those|these|the|all|both|share|shares|shared|sharing)\s)(?<!\b(?:which|that)\s(?:is|'s|was|are)\s(?:just\s|all\s|really\s)?)${COUNT}\s+(${ADJECTIVES})(rooms?|(?<=\b(?:other|extra|additional)\s)(?:spaces?|areas?))(?![\w])`, 'g');

/** Any room word, as the passes below read one. */
const ANY_ROOM = String.raw`(?:${HALF}|${BED}|${BATH}|${OTHER}|${KIND})`;
/** Rooms named, then counted in the words after them: "the restrooms first. 6 of them", "the bedrooms, three of those". */
const COUNTED_AFTER = /\b((?:half[\s-]?)?bath(?:room)?s|restrooms|washrooms|bed(?:room)?s|offices|[a-z]+ rooms)\b([^.?!]{0,30}?[.,;:!]\s*)([2-9]|1\d|20|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve) of (?:them|those|these)\b(?=\s*(?:[,.;!?)]|$|(?:standard|deep|please|total|in all|altogether)\b))/g;
/** A room other than a bedroom or bathroom, then its other name in brackets: the bracket, "(living room)" of "the parlour (living room)". */
const A_ROOM_NAMED = String.raw`(?:${OTHER}|(?:living|family|sitting|dining|tv|rec|great|front|drawing)\s+rooms?)`;
const GLOSSED_ROOM = new RegExp(String.raw`\s*\((?<=${A_ROOM_NAMED}\s*\()\s*(?:the\s+|a\s+|an\s+|our\s+|my\s+|i\.?e\.?,?\s+|aka\s+|or\s+)?${A_ROOM_NAMED}\s*\)`, 'g');
/** "We opened up a third practice room, so 3 practice rooms": a room introduced by its rank is one of those counted with it. */
const A_RANKED_ROOM = /\ban?\s+(?:second|third|fourth|fifth|sixth|2nd|3rd|4th|5th|6th)\s+((?:[a-z]+\s+)?(?:room|bedroom|bathroom|office|classroom|studio))s?\b/g;
const rankedAmongCounted = (text: string) => text.replace(A_RANKED_ROOM, (whole, noun: string) =>
  new RegExp(String.raw`\b(?:\d+|two|three|four|five|six|seven|eight)\s+${escapeRegExp(noun)}s?\b`).test(text) ? ' ' : whole);
/** "2.5 baths, two full and one half", "2.5 bath (2 full + 1 powder room)": the bathrooms counted, then said again by kind, are those counted once. */
const BATHS_EXPLAINED = /\b\d+(?:\.5)?\s+(?:baths?|bathrooms?)(?:\s+(?:townhouse|townhome|house|home|apartment|apt|condo|unit|rental|place))?\s*(?:[,:(]|-|—)\s*((?:\d+|one|two|three|four)\s+full(?:\s+(?:baths?|bathrooms?))?\s*(?:and|\+|&|,)\s*(?:\d+|one|a|two)\s+(?:half|powder)(?:\s+(?:baths?|bathrooms?|rooms?))?)/g;
/** One of the bathrooms counted, by its kind: "a half bath", "just a powder room", "full". */
const A_BATH_KIND = String.raw`(?:a\s+|just\s+a\s+|only\s+a\s+)?(full|half|powder room)(?:[\s-]+bath(?:room)?)?\b`;
/**
 * "Two bathrooms, one is a full bath and one is a half bath", "2 bathrooms, one is a half bath", "two baths - one is full, the
 * other is a half bath": what kinds the bathrooms counted are.
 */
const BATHS_SPLIT = new RegExp(String.raw`\b${COUNT}\s+bath(?:room)?s\b\s*[,:(—–-]?\s*(?:(?:one|1)\s+(?:of them\s+)?(?:is\s+)?(?:a\s+)?(full|half)(?:[\s-]+bath(?:room)?)?\s*[,;]?\s*(?:and\s+|&\s+)?(?:one|1|the other(?:\s+one)?)\s+(?:of them\s+)?(?:is\s+)?${A_BATH_KIND}|(?:one|1)\s+(?:of them\s+)?is\s+${A_BATH_KIND})`, 'g');
const bathsSplit = (whole: string, count: string, first: string | undefined, second: string | undefined, alone: string | undefined) => {
  const n = countOf(count);
  const halves = alone ? Number(alone !== 'full') : Number(first === 'half') + Number(second !== 'full');
  if (n < 2 || halves > n) return whole;
  return [n - halves ? `${n - halves} bath` : '', halves ? `${halves} half bath` : ''].filter(Boolean).join(' ');
};
/**
 * "4 bedrooms and three baths, one of the three baths is only a powder room" (toQuestion puts "of the three baths, one is..."
 * so): the bathrooms counted, said again by kind, are the ones counted once. Alone ("one of the 3 baths is just a powder
 * room" after a home was priced), it changes the home before (the price handler's).
 */
const ONE_OF_THE_BATHS = new RegExp(String.raw`[,;.]?\s*\b(one|1|two|2)\s+of the ${COUNT}\s+bath(?:room)?s\s+(?:is|are)\s+(?:only\s+|just\s+)?(?:a\s+|an\s+)?(?:powder rooms?|half[\s-]?bath(?:room)?s?)\b(?:\s*,?\s*(?:only\s+|just\s+)?(?:a\s+)?toilet\s+(?:and|&|\+)\s+(?:a\s+)?sink(?:\s+only)?\b)?`);
function bathsSaidAgain(text: string): string {
  const said = ONE_OF_THE_BATHS.exec(text);
  if (!said) return text;
  const halves = countOf(said[1]!);
  const n = countOf(said[2]!);
  const before = text.slice(0, said.index);
  const counted = new RegExp(String.raw`\b${escapeRegExp(said[2]!)}\s+bath(?:room)?s\b`).exec(before);
  if (!counted || halves >= n) return text;
  return `${before.slice(0, counted.index)}${n - halves} bath and ${halves} half bath${before.slice(counted.index + counted[0].length)}${text.slice(said.index + said[0].length)}`;
}
const IT_ADDED = new RegExp(String.raw`\b(?:the|my|our)\s+(${OTHER})\b([^.?!]{0,40}[.?!]?\s*)(?:so\s+|please\s+|then\s+)?(?:add|include)\s+(?:it|that)\b`, 'g');
/** A room named, then added by a pronoun ("the kitchen counts as another room right? add it"): added by name, as "add the kitchen" is. */
export const roomAddedByName = (text: string) => text.replace(IT_ADDED, (_, room: string, between: string) => `${between} add the ${room} `);
/**
 * "Make it 2 other rooms, forgot the kitchen", "it's actually 2 other rooms, kitchen and living room are separate": the
 * rooms named after a count of other rooms are the rooms counted, as in a bracket, not more.
 */
// "Four other rooms: living, dining, kitchen and study": a room named by its first word alone, in the list after its count.
const NAMED_OTHER = String.raw`(?:(?:the|my|our|a)\s+)?(?:(?:living|dining|family|laundry|sewing|game|media|tv|great|bonus|utility|craft|music)(?:\s+rooms?)?|${OTHER})`;
const OTHERS_EXPLAINED = new RegExp(String.raw`(\b${COUNT}\s+other\s+rooms?)\s*(?:,|-|—|:)\s*(?:(?:i\s+)?forgot\s+(?:about\s+)?)?(${NAMED_OTHER}(?:\s*(?:,|and|&)\s*${NAMED_OTHER})*)(?=\s+(?:are|is|r)\s+(?:separate|apart)\b|\s*[.?!;(]|\s*$)`, 'g');
/** "Three rooms cleaned: the music room, the library and the sunroom", "four rooms downstairs: ...": a count heading the rooms listed after it. */
const COUNT_HEADS_LIST = new RegExp(String.raw`\b${COUNT}\s+(?:other\s+|living\s+)?(?:rooms?|areas?|spaces?)(?:\s+(?:cleaned|done|downstairs|upstairs|in all|in total|total|altogether))?\s*:((?=\s*(?:(?:the|a|an|my|our)\s+)?${ADJECTIVES}${ANY_ROOM}\b)[^.?!]*)`, 'g');

/** What says a room needs no cleaning, after it ("the bedrooms are fine") or before it ("skip the den"). */
// "But bedrooms are everyone's own problem", "the bedrooms are not included": each one's to clean, not the visit's.
const NEEDS_NONE = String.raw`(?:is|are|'s|'re)\s+(?:(?:quite|really|totally|perfectly|already|still|all|just)\s+)*(?:fine|ok|okay|all right|alright|good|done|already clean(?:ed)?|not included|excluded|(?:everyone|everybody|each person|each one|each of us|each roommate|each housemate)(?:'s)? (?:own )?(?:problem|job|responsibility|business|thing))\b`
  + String.raw`|(?:does ?n'?t|do ?n'?t|does not|do not|wo ?n'?t|will not)\s+need\s+(?:cleaning|to be cleaned|a clean\w*|doing|it|anything)\b|(?:can|could) be (?:skipped|left out)\b|(?:is|are) ?n'?o?t needed\b`
  // "his kitchen is tiny, he says don't bother with it".
  + String.raw`|(?:is|are|'s)\b[^.;?!()]{0,40}?\b(?:do ?n'?t|do not|no need to)\s+(?:bother|clean|do)(?:\s+(?:with\s+)?(?:it|them))?\b`
  // "My husband's bedroom no.", as Portuguese and Spanish say it ("o quarto do meu marido não").
  + String.raw`|no(?=\s*(?:[.;!]|$))`;
/** "The other four bedrooms are shut up", "the rest of the rooms are closed off": rooms not in use, which are not counted. */
const ROOMS_SHUT = /\b(?:the )?(?:other|rest of the|remaining) (?:\w+ )?(?:bed)?rooms (?:are|stay|sit) (?:all )?(?:shut(?: up)?|closed (?:up|off)|unused|not used|never used)\b/g;
/** A list of rooms after a word that leaves them out: "skip the basement, mudroom, playroom and guest room". */
// Each room a whole word: "the basement" is no "ba" (a bathroom's shorthand) and more.
const SKIP_LIST = new RegExp(String.raw`\b(skip(?:ping)?|without|except(?: for)?|excluding|leave out|leaving out|minus|not including|not counting)\s+(?:the\s+)?(${ANY_ROOM})(?![\w])((?:\s*(?:,|\band\b|&|\+)\s*(?:the\s+)?(?:${ANY_ROOM})(?![\w]))+)`, 'g');
const LIST_ITEM = new RegExp(String.raw`(\s*(?:,|\band\b|&|\+))\s*(?:the\s+)?(${ANY_ROOM})(?![\w])`, 'g');
const LEFT_OUT = new RegExp(String.raw`(?<![\w'])(?:(?:the|my|our|his|her|their|both|all|all the|those|these|both the)\s+(?:[a-z]+'s\s+)?|(?<=\b(?:but|though|and)\s+))${ADJECTIVES}(${ANY_ROOM})\s+(?:${NEEDS_NONE})`
  + String.raw`|\b(?:skip(?:ping)?|without|except(?: for)?|minus|not including|not counting|without counting|excluding|leave out|leaving out|leave off|take out|remove|drop|not(?: (?:doing|cleaning|touching))?|no need to (?:clean|do)|(?:i|we)(?:'ll| will| can| could)? (?:do|clean|handle|take care of)(?=[^.?!]*\b(?:myself|ourselves|on my own|on our own)\b))\s+`
  // "Skip one bedroom", "drop a bathroom", "skip the 5th bedroom": one of the rooms counted.
  // "Not my husband's bedroom": the room of someone named.
  + String.raw`(?:(?:the|my|our|his|her|their|both|both the|all the)\s+(?:(?:\d+(?:st|nd|rd|th)|fourth|fifth|sixth|last|[2-6]|two|three|four|five|six)\s+|[a-z]+'s\s+)?|(?<=\b(?:skip(?:ping)?|minus|leave out|leaving out|leave off|take out|remove|drop)\s+)(?:one|an?|1)\s+)${ADJECTIVES}(${ANY_ROOM})(?![\w])`
  // "Just the bathroom and kitchen, no bedrooms".
  + String.raw`|\b(?:no|without|skip|zero|(?:do ?n'?t|do not) need(?: any| the)?)\s+(${ANY_ROOM})(?![\w])`
  // "One less bedroom", "one bathroom fewer".
  + String.raw`|\b(?:one|1|an?)\s+(?:less|fewer)\s+${ADJECTIVES}(${ANY_ROOM})(?![\w])|\b(?:one|1)\s+${ADJECTIVES}(${ANY_ROOM})\s+(?:less|fewer)\b`, 'g');
/** A room named, then said to be taken out: "and half bath not needed", "and the half bathroom removed". */
const TAKEN_OUT_AFTER_ITS_NAME = /(,|\band|\bbut)\s+(?:the\s+)?((?:half[\s-]?)?bath(?:room)?s?|bed(?:room)?s?|powder rooms?|kitchens?|offices?|dens?|basements?|[a-z]+ rooms?)\s+(?:(?:is|are)\s+)?(?:not needed|removed|dropped|taken (?:off|out)|left out)\b/g;
/** The count of rooms left out: "skip the three kids' bedrooms". */
const LEFT_OUT_COUNT = /\b(?:the|my|our|his|her|their)\s+([2-6]|two|three|four|five|six)\s/;
/** A room not wanted done: "I do not want my late husband's study done". */
const NOT_WANTED = new RegExp(String.raw`\b(?:do ?n'?t|do not|dont)\s+(?:want|need)\s+(?:the|my|our|his|her|their)\s+(?:(second|2nd|third|3rd)\s+|[a-z']+\s+){0,3}?(${ANY_ROOM})\s+(?:done|cleaned|touched)\b`, 'g');

/**
 * What follows a room named in a list: the list's next item or the end. "An office manager", "our office has...", "the
 * bathroom price", "the break room fridge" speak of something else; "2 bed 1 bath kitchen living" is a list without commas.
 * A colon ends a list before a question ("... and kitchen: what would it cost?"), not before the rooms it heads ("our office: 2 restrooms ...").
 */
// "The sunroom Margaret loved": a room with the one who loved it, said after.
const LISTED_AFTER = new RegExp(String.raw`^\s*(?:$|[,.;!?)(+&—–/$]|[a-z]+\s+(?:loved|loves|liked|likes|adored|used|uses|built|painted|calls|called)\b|:\s*(?:$|(?:what|how|price|prices|cost|quote|total|can|could|would|will|do|does|deep|standard|regular|normal|basic|std)\b)|=\s*\??\s*$|\s-\s|(?:and|n|or|y|plus|with|too|also|added|she|he|they|we|i|my|of|if(?= (?:i|we) (?:do|book|get|have|go)\b)|upstairs|downstairs|in|on|that|which|where|for|please|pls|is|are|was|were|would|will|apt|apartment|flat|unit|condo|deep|standard|std|cleaned|clean(?:ing)?|total|price|prices|cost|quote|how|what|every|each|weekly|bi-?weekly|monthly|once|twice|next|this|tomorrow|today|tonight|asap|only|but|though|then|so|possible|ok|okay|regular|normal|basic|done|first|now|\d`
  + String.raw`|kitchen|living|dining|den|family|office|study|laundry|basement|sunroom|sun room|mudroom|playroom|florida room|combo|combination|combined|out back|over the|off the|by the|next to|here|there|as|itself|needs?|split|divided|costs|run|runs)\b)`);

/** "Is a finished basement a room?", "is my kitchen considered one room": what a room is, asked, not a room more. */
/** A floor's rooms named before the list that names them: "the downstairs rooms deep cleaned: the kitchen, ...". */
const A_FLOOR_S_ROOMS_LISTED = /\b(?:the |our |my )?(?:downstairs|upstairs|main floor|first floor|ground floor|second floor) rooms\b(?=[^.?!:]{0,30}:)/g;
/** Bathrooms counted, then said which they are: "two bathrooms? the big one and the little powder room", "2 baths (a full and a powder room)". */
const BATHS_THEN_WHICH = /\b(two|2|three|3) bath(?:room)?s\b\s*(?:[?:(]|—|-)\s*([^.?!)]{0,60}\b(?:powder room|half[\s-]?bath(?:room)?)\b[^.?!)]{0,20})\)?/g;
/** Another workplace said by where it is: "a smaller office in Parsippany", "our second location off Route 10". */
const ANOTHER_WORKPLACE_THERE = /\b(?:a|an|our|the|one)\s+(?:second|other|smaller|bigger|larger|new|satellite|branch)\s+(?:office|location|branch|site|store|shop|suite|practice)s?\s+(?=(?:in|at|on|off|near|over in|out in|down in|up in)\b)/g;
/** A room the home has none of, said so: "no separate living room", "no separate kitchen". */
const NO_SEPARATE_ROOM = /\bno separate (?:living|dining|family) (?:room|area)s?\b|\bno separate (?:kitchen|den|office|living)\b/g;
/** Each person booking a room of their own: "each person books one room", "every roommate books their own room". */
const EACH_BOOKS_A_ROOM = /\b(each|every) (person|one of us|of us|roommate|housemate)s? (books?|booking|gets?|pays? for) (one|a|their own|his own|her own|our own|my own) room\b/g;
/** "Does a powder room count as a half bath?", "is a den considered a bedroom?": what a kind of room is priced as, asked. */
const COUNTS_AS_A_KIND = /\b(?:does|do|is|are|would|will|can)\s+(?:a|an|the|my|our)?\s*((?:powder|half)[\s-]?(?:room|bath(?:room)?)s?|(?:screened\s+|covered\s+)?(?:porch|patio|deck|balcony)(?:es|s)?|[a-z]+ rooms?|dens?|lofts?|offices?|studys?|basements?)\s+(?:count|counts|counted|considered|priced|charged|classed|billed)\s+as\s+(?:one of (?:the|your) rooms\b|(?:a|an|one)\s+(?:half[\s-]?)?[a-z]+(?:\s+(?:bath(?:room)?|room))?)/g;
/**
 * "Is that 1 'other room' or 2?", "one room or two?", "idk if that counts as a room or what": how a space counts, asked; no
 * count of its own.
 */
const ONE_OR_TWO_ASKED = /\b(?:1|one)\s+(?:['"‘“]?(?:other\s+)?(?:rooms?|spaces?)['"’”]?\s+)?or\s+(?:2|two)\b(?:\s+(?:other\s+)?(?:rooms?|spaces?)\b)?(?=\s*(?:\?|$|[,.]|for\b|then\b))|\b(?:if|whether)\s+(?:that|it|this)\s+counts?\s+as\s+(?:a|an|one|1|its own|a separate)\s+(?:other\s+|separate\s+)?room\b(?:\s+or\s+(?:what|not|no|two|2))?/g;
const ASKS_IF_A_ROOM = /\b(?:(?:is|are|be|counts?|counted|considered)\s+(?:as\s+)?(?:a|an|one)|(?<=[a-z]\s)(?<!\b(?:and|with|plus|also|then)\s)(?:a|an|one))\s+(?:separate\s+|extra\s+|other\s+|whole\s+)?['"‘“]?room['"’”]?(?=\s*(?:\?|$|,|\.|or\b|in\b|too\b|to you\b|for\b))/g;

/**
 * "Common areas only: kitchen, living, full bath", "just the common areas, the bathroom, living room n kitchen", "just the
 * common areas then, kitchen + living room", "just the common areas pls. kitchen living room n bathroom": a heading over the rooms
 * it lists, not a room of its own; so are "the common areas" a list of rooms follows ("if only the common areas get
 * cleaned? living room, kitchen and the half bath", "the common areas done regularly while they live there: kitchen, ...").
 */
const HEADING = /\b(?:the\s+)?(?:common|shared)\s+(?:areas|spaces)\b(?=[^.?!:]{0,50}[?.:]\s*(?:the\s+|our\s+|a\s+)?(?:living|kitchen|dining|family|bath|half|powder|hall|den|office|laundry|foyer|entry|stairs)\b)|\b(?:the\s+)?(?:common|shared|public|main)\s+(?:areas?|spaces?|rooms?|floor)(?:\s+only)?(?:\s+(?:done|cleaned))?(?:\s+(?:every|each|once a|twice a)\s+\w+)?\s*(?=:|\(|—|–|-\s)|(?<=\b(?:just|only)\s+(?:do\s+|clean\s+)?)(?:the\s+)?(?:common|shared)\s+(?:areas?|spaces?)(?:\s+then)?(?:\s+(?:pls|plz|please))?\s*(?=[,.:]\s*(?:i\.?e\.?|meaning|like|which (?:is|are)|that is|so|the|kitchen|living|bath|bed|\d)\b)/g;
/** What the site leaves unsaid of a home's open space, said where the space is priced as one Other Room. */
export const ONE_OR_TWO_UNSAID = "The site doesn't say whether an open space like yours counts as one room or two, so I priced it as one Other Room; as two, add one Other Room. The app shows the price for your space before you confirm.";
/** A room that may share one open space with another. */
const OPEN_ROOM = String.raw`(?:kitchen|living(?: room)?|dining(?: room)?|den|family(?: room)?|great room|lounge)`;
/**
 * Two rooms said to be one space, as a question may say it: "kitchen and living room are basically one big room", "open plan",
 * "a kitchen/living combo" (not one room said to be big: "the attic... charged as one room even though it's huge?").
 */
export const ONE_SPACE_SAID = new RegExp(String.raw`\b${OPEN_ROOM}\b[^.?!]{0,40}\b(?:one|1|a single|the same)\s+(?:(?:big|open|large|combined|great)\s+)*(?:room|space|area)\b|\bopen[- ]?(?:plan|concept)\b|\bcombo\b|\bcombined\b`);
/**
 * Two rooms said to be one: "kitchen and living room are one open space", "the living and dining room r basically one
 * room", "living + kitchen are one open room", "a living room with the kitchen in the same room", "a kitchen/living combo": one
 * Other Room, read as the first.
 */
const ONE_SPACE = new RegExp(String.raw`\b((?:the\s+)?${OPEN_ROOM})(?:\s*(?:and|&|\+|\/|-|with)\s*|\s+n\s+)(?:the\s+)?${OPEN_ROOM}(?:\s+rooms?)?\s*(?:\(\s*)?`
  + String.raw`(?:(?:(?:are|is|r|it'?s|its|they'?re|=)\s+)?(?:(?:basically|essentially|really|just|kind of|kinda|sort of|pretty much|all|actually|technically|more like|like|now)\s+)*`
  + String.raw`(?:in\s+)?(?:one|1|a single|the same|an? open|all one|a combined)(?:\s+(?:big|open|combined|great))*\s+(?:space|room|area|plan)\b|(?:combo|combination|combined|open[- ]plan|open[- ]concept)\b)\)?`, 'g');
/** "(1 bed, 1 bath, plus the living room/kitchen combo)": the bracket closing after an open room is its list's, which stays. */
const closesTheList = (match: string) => match.endsWith(')') && !match.includes('(');
/** "Living room (open kitchen, it's one room)": the room, with the other open to it in brackets, said to be one. */
const OPEN_TO_IT = new RegExp(String.raw`\b(${OPEN_ROOM})(\s+rooms?)?\s*\(\s*(?:with\s+)?(?:the\s+|an?\s+)?open(?:[- ](?:plan|concept))?\s+${OPEN_ROOM}(?:\s+rooms?)?\s*[,;-]?\s*(?:(?:it'?s|its|is|it is|all|so|=)\s+)*(?:one|1|a single|the same)\s+(?:room|space|area)\s*\)`, 'g');
/** "1 big open living+kitchen", "an open-plan kitchen and living room": two rooms named as one open space, one Other Room. */
const OPEN_PAIR = new RegExp(String.raw`\b(?:open(?:[- ](?:plan|concept))?|combined)\s+(${OPEN_ROOM})(?:\s+rooms?)?\s*(?:and|&|\+|\/|-)\s*${OPEN_ROOM}(?:\s+rooms?)?\b`, 'g');
/** "A kitchenette in the sitting area", "the kitchen is part of the living room": a kitchen inside a room is that one room. */
const KITCHEN_INSIDE = new RegExp(String.raw`\b(?:an?\s+|the\s+)?kitchen(?:ette)?\s+(?:is\s+)?(?:(?:like|kind of|kinda|sort of|basically|just|all)\s+)?(?:in|inside|within|part of|open to|open into|opens (?:on)?to)\s+((?:the|our|my)\s+(?:${OPEN_ROOM}|sitting (?:area|room)|living area|main room))\b`, 'g');
/** Two of a home's rooms written with a slash and nothing saying they are one ("2 bed 1 bath, living/kitchen"): read as one space. */
const SLASHED_PAIR = /(?<!\b(?:open|combined|one|1|a|an|open[- ]plan|open concept)\s+)(?<!\/\s*)\b(?:living|kitchen|dining|family)(?: room)?\s*\/\s*(?:living|kitchen|dining|family)(?: room)?\b(?!\s*\/|\s+(?:combo|combination|combined|great room)|\s*[(,]?\s*(?:(?:which|that)\s+)?(?:(?:it'?s|is|are)\s+)?(?:one|1|same|open|all one|aberta|abierta))/;
/** "An open-plan kitchen": the kitchen, not an open plan beside it. */
const OPEN_BEFORE = new RegExp(String.raw`\b(?:open[- ](?:plan|concept)|combined)\s+(?=${OPEN_ROOM}\b)`, 'g');
/** "A kitchen combo (one room)", "the great room (counted once)", "kitchen/living room (its one open room)": a bracket saying the room before it is one. */
const SAID_ONE = /\b(combo|combination|combined|room|area|space|kitchen|living)\s*\(\s*(?:(?:it'?s|its|it is)\s+)?(?:one|1|a single|just one|single|counted once|count(?: it)? once)(?:\s+(?:(?:big|open)\s+)?(?:room|space|area))?\s*\)/g;

/**
 * One room said to be another ("the study is really just a storage room now", "a den we use as an office"):
 * one room, read as what it is now.
 */
const SAME_ROOM = new RegExp(String.raw`(?<![\w'])${ADJECTIVES}${ANY_ROOM}\s+(?:is|was|'s|(?:that |which )?(?:we |i )?(?:use|used|using))\s+(?:(?:now|really|just|basically|actually|mostly|only|more like|more of|kind of|sort of|essentially|pretty much|used|being used|as)\s+){0,3}(?=(?:an?|the|my|our)\s+${ADJECTIVES}${ANY_ROOM}(?![\w]))`, 'g');

/**
 * Any room word the patterns above read, made from their own lists (a word added there is found
 * here too), and a toilet counted, which partsOfARoom reads as a half bathroom: a message with none
 * lists no room, so the dozen passes below are skipped (most questions name no room). rooms.test.ts
 * checks that skipping changes no reading of the tuning sets.
 */
const ROOM_WORD = new RegExp(String.raw`(?<![a-z'])(?:${ANY_ROOM}|living|dining|${COUNTED_TOILET})(?![a-z])`);

/** Whether a message (lower-case) names a room: a part that counts one describes a home. */
export const mentionsRooms = (message: string) => ROOM_WORD.test(message);

/** A count said in digits or words ("2", "two", "a couple"). */
export const countOf = (word: string) => NUMBERS[word] ?? Number(word);
const singular = (words: string) => words.replace(/\s+/g, ' ').replace(/ies$/, 'y').replace(/(?<!s)s$/, '');

/** What the price list calls an Other Room, in its own words (content/help, "How much does a cleaning cost?"). */
export const OTHER_ROOM = "any room that isn't a bedroom or bathroom";
/** What the site leaves unsaid of two rooms said to be one space (ONE_SPACE_SAID), where no estimate is given: how many Other Rooms it is. */
export const ONE_SPACE_UNSAID = `An Other Room is ${OTHER_ROOM}, and the site doesn't say whether one open space counts as one Other Room or as one for each room in it, so I won't guess: describe it as it is in the app, which shows the price for your space before you confirm.`;
/** What the site's Standard Cleaning covers in a half bathroom (its help article): what makes a room a Half Bathroom. */
export const HALF_BATHROOM = 'the toilet, sink and mirror';

/**
 * Reads the rooms of a message (lower-case). `items` are the room items the price table has.
 * `eachNamed`: every room named without a count is one of it, as in a home being listed or added to
 * ("just the bathroom and kitchen", "add the half bath too"); otherwise only rooms listed beside
 * counted ones are.
 */
export function readRooms(message: string, items: readonly string[], eachNamed = false): RoomReading {
  // Checked as the passes read it: "3 phòng ngủ" and "too bathrooms" name rooms only once spelt out.
  const text = spaced(message);
  return mentionsRooms(text) ? readAllRooms(message, items, eachNamed, text) : { rooms: new Map(), named: [], notes: [], leftOut: [], rest: text, homesListed: false };
}

/** A room of the list said not to be what is cleaned: "not bedroom not bathroom", "it isn't a bathroom". */
const NOT_THAT_ROOM = /\b(?:not|isn'?t|is not|neither|nor)\s+(?:a\s+|an\s+)?(?:bed ?rooms?|bath ?rooms?|baths?|half[- ]?baths?)\b/g;

/** The basement as where rooms are, not a room: "the basement family room", "the basement playroom", "just the basement: family room, laundry room", "my son's room in the basement", "a finished basement with a family room". */
const BASEMENT_AS_PLACE = /\b(?:the )?basement\s*:|\b(?:in|down in) the basement\b|\bbasement (?:with|that has|which has) (?:a |an |the )?(?=(?:family|rec|recreation|game|media|tv|play|guest)\s?room\b)|\bbasement (?=(?:family|rec|recreation|laundry|game|media|living|tv|play|playroom|gameroom|guest|bed|bath|half|powder|kitchen|office|gym|den|storage|workout|theater|theatre|bar|lounge|studio|craft|sewing|exercise)\b)/g;
/** A room named by what is done in it: "the room I groom dogs in", "the small room I use as my studio". */
const A_ROOM_BY_ITS_USE = /\b(?:the|a) room (?:where )?(?:i|we|she|he|they|my \w+) \w+(?: \w+){0,3} in\b|\b(?:the|a) (?:[a-z]+ )?room (?:that |which )?(?:i|we|she|he|they) (?:use|used|uses) (?:as|for) (?:my|our|her|his|their|a|an|the) [a-z]+\b/g;

/** How to count a studio's room, asked: "is the main room a bedroom or an 'other room'?". */
const WHICH_ROOM_IS_IT = /\b(?:is|are) the (?:main |big |one |only )?room (?:counted as |priced as )?(?:an? )?['"‘“]?(?:bed ?rooms?|bath ?rooms?|other rooms?)['"’”]? or (?:an? |as an? )?['"‘“]?(?:bed ?rooms?|bath ?rooms?|other rooms?)['"’”]?|\b(?:is|does) (?:it|that|this|a studio|the studio) (?:count(?:ed)? |priced |treated )?(?:like|as) (?:a|an|one) bed ?room(?= or\b|\s*\?)/g;

/** "Is a powder room (just toilet + sink) a half bath in your pricing?": the kind a room is asked to be, not a room more. */
const ASKED_AS_A_KIND = /\b((?:is|are)\s+(?:an?|the|my|our)\s+(?:[a-z]+\s+)?(?:powder room|restroom|washroom|lavatory|toilet|loo|bathroom|bedroom|[a-z]+ room|basement|attic|loft|den|office|studio|kitchen)(?:\s*\([^)]*\))?)\s+(?:(?:counted|priced|charged)\s+as\s+(?:an?\s+)?|an?\s+)['"‘“]?(?:full\s+)?(?:half[\s-]?bath(?:room)?|bath(?:room)?|bed ?room|other room)['"’”]?(?![\w])/g;
/** A kind of room as the price list names it, said as one of two a room might be priced as. */
const PRICED_KIND = String.raw`(?:an?\s+|as\s+an?\s+)['"‘“]?(?:(?:full|regular)\s+)?(?:bed ?rooms?|bath ?rooms?|baths?|half[\s-]?bath(?:room)?s?|powder rooms?|other rooms?)['"’”]?`;
/** "Does that count as a bathroom or a half bathroom?", "priced as a bathroom or a half bath": how to count a room, asked. */
const WHICH_KIND_IS_IT = new RegExp(String.raw`\b${PRICED_KIND}\s+or\s+${PRICED_KIND}(?![\w])`, 'g');

/** A studio's main room to be booked as a bedroom: "count it as 1 bed i guess", "put the main room down as a bedroom". */
const STUDIO_AS_A_BEDROOM = /\b(?:count|put|book|list|price)\s+(?:it|that|the (?:main |big |one |open )?room)(?:\s+down)?\s+as\s+(?:an?|1|one)\s+bed(?:room)?\b/g;

/** A room asked as a kind, kept as said; "a kitchen" of "add the kitchen. Is a kitchen an 'Other Room'?" is the one named before, not one more. */
const askedAsAKind = (_: string, asked: string, offset: number, whole: string) => {
  const noun = asked.replace(/\s*\([^)]*\)\s*$/, '').trim().split(/\s+/).at(-1)!;
  return new RegExp(String.raw`\b${escapeRegExp(noun)}\b`).test(whole.slice(0, offset)) ? asked.replace(/^((?:is|are)\s+)an?\s+/, '$1the ') : asked;
};

/**
 * The rooms as a description means them, before they are counted: "it is not bedroom not bathroom" names neither, "is the
 * main room a bedroom or an 'other room'?" and "does it count as a bathroom or a half bath?" ask how to count it, "the basement family room" is one room, "the room I groom
 * dogs in" is one, and a studio's "the one room" is its main room.
 */
function describedRooms(text: string): string {
  const said = shorthandPairs(text).replace(NOT_THAT_ROOM, ' ').replace(WHICH_ROOM_IS_IT, ' ').replace(WHICH_KIND_IS_IT, ' ').replace(ASKED_AS_A_KIND, askedAsAKind).replace(BASEMENT_AS_PLACE, ' ').replace(A_ROOM_BY_ITS_USE, ' 1 other room');
  return /\bstudio\b/.test(said) ? said.replace(/\b(?:just )?the one (?:main |big |open )?room\b/g, 'one main room').replace(STUDIO_AS_A_BEDROOM, ' 1 bedroom ') : said;
}

/**
 * "1b1b", "3b1b1half": bedrooms, then bathrooms; "bed 2 bath 1", "bedrooms: 2": each count after its room; "2 full, drop
 * the half": the kinds of bathroom alone. Read before homes of several kinds are counted ("two 2b1b+1 other, one
 * 3b1b1half+2 other").
 */
const shorthandPairs = (text: string) => kindsAlone(text
  // "Only 2 of us want our rooms done": roommates' own rooms, bedrooms.
  .replace(/\b(\d|two|three|four|five)\s+of\s+us\s+(?:want|need|would like)\s+(?:our|their)\s+(?:own\s+)?(?:bed)?rooms\b/g, '$1 bedrooms')
  // "Both baths (1 full 1 half)": the bracket counts them, one of each, not two full baths more.
  .replace(/\bboth\s+(?:bath(?:room)?s|ba)\s*\(\s*(?:1|one)\s+full\s*(?:,|and|\+|&)?\s*(?:1|one)\s+half(?:[\s-]*bath(?:room)?)?\s*\)/g, ' 1 bathroom and 1 half bath '))
  .replace(/\b([1-9])\s*b\s*\/?\s*([1-4](?:\.5)?)\s*b(?![a-z])/g, '$1 bed $2 bath ')
  // Not after a count ("2 bed 3, bath 2"); a sentence's stop before it is no count ("Hello. bedroom 3, bathroom 2").
  .replace(/(?<!\d\.?\s{0,2})\bbed(?:rooms?|s)?\s+([1-9])\s*,?\s+bath(?:rooms?|s)?\s+([1-4](?:\.5)?)\b(?!\s*(?:bed|bath|ba|br|half|full)\b)/g, '$1 bed $2 bath')
  // "Bedrooms: 3. Bathrooms: 2", "half bath x1": a form's label, then its count ("bathrooms: 4 bedrooms, 3 full bathrooms"
  // counts the rooms after it, unless they are the next label; "1 bath = 26 visits" counts something else).
  .replace(/\b(bed(?:room)?s?|bath(?:room)?s?|half[\s-]?bath(?:room)?s?|powder rooms?|other rooms?)\s*(?::|=|×|\bx|-|–)\s*(\d+(?:\.5)?|one|two|three|four|five|six)\b(?![.,]\d)(?!\s*(?:full\s+|half\s+)?(?:bed|bath|br|ba|powder|other|room)\w*\b(?!\s*(?::|=|×|x|-|–)))(?!\s*(?:visits?|times?|clean(?:ing)?s?|weeks?|months?|years?|days?|hours?|hrs?|min(?:ute)?s?|people|persons?|guests?|units?|floors?|sq|square|ft|feet|dollars?|bucks|%|percent)\b)/g, ' $2 $1');

/** A kind of room asked about in quotation marks, as the price list names it: "what does a 'half bathroom' mean on your price list?". */
const KIND_ASKED_IN_QUOTES = /['"‘“](?<=\bwhat(?:'s| is| does| do you mean by| is meant by| means)\s+(?:an?\s+|the\s+)?['"‘“])(half[\s-]?bath(?:room)?)['"’”](?=[^.?!]{0,25}\b(?:mean|means|price|prices|pricing|list)\b)/g;

/** "Make it 2 full, drop the half": bathrooms said by their kinds alone, apart (read only where both words are). */
function kindsAlone(text: string): string {
  if (!/\bfull\b/.test(text) || !/\bhalf\b/.test(text)) return text;
  return text
    .replace(/\b(\d|two|three|four)\s+full\b(?!\s*(?:bath|ba\b|days?|time|price|sinks?|service|size|deep|clean))(?=[^.?!]{0,40}\b(?:the|no|a|one|1)\s+half\b(?!\s*(?:bath|ba\b|off|price|hour|day|the|of)))/g, '$1 full baths')
    .replace(/(?<=\b(?:\d|two|three|four)\s+full\s+baths\b[^.?!]{0,40})\b(the|no|a|one|1)\s+half\b(?!\s*(?:bath|ba\b|off|price|hour|day|the|of))/g, '$1 half bath');
}

/** "+ kitchen 🏠": a picture ends a list as a full stop would. */
const EMOJI = /[\p{Extended_Pictographic}\u{FE0F}\u{200D}]/gu;

/** The message as the passes read it: lower-case, "2/1" and "2,1" as "2 1", each "+" a word. */
const spaced = (message: string) => ` ${slashLists(listingWords(dictated(vietnamese(nurseries(asSaid(describedRooms(roomsOfEachHome(misspelt(bathsSaidAgain(message.toLowerCase().replace(ROOMS_SHUT, ' '))))).replace(EMOJI, ' ').replace(/['"‘“](others?)['"’”](?=\s+(?:rooms?|spaces?)\s*\()/g, '$1').replace(KIND_ASKED_IN_QUOTES, '$1'))))))).replace(/(\d)\s*(?:\/|,)\s*(\d)/g, '$1 $2')
  // "Leave one bedroom out", "take the kitchen off as a room": the room left out, as "leave out one bedroom" says it.
  .replace(/\b(?:leave|take|cross|scratch)\s+((?:the|one|a|an|my|our|his|her|their)\s+(?:[a-z']+\s+){0,2}?(?:bed ?rooms?|bath ?rooms?|baths?|half[\s-]?baths?|powder rooms?|kitchens?|[a-z]+ rooms?|dens?|offices?|basements?|studies|study|lofts?))\s+(?:off|out)\b/g, 'leave out $1')
  // "Four bedrooms, two full baths, the powder room and the four other rooms": an item of the list, counted.
  .replace(/(,|\band|\+)\s+the\s+(\d+|two|three|four|five|six|seven|eight|nine|ten)\s+other\s+rooms\b(?=\s*(?:[,.;?!)]|$|and\b|what\b|how\b))/g, '$1 $2 other rooms')
  // "Livingroom", "diningroom": a room.
  .replace(/\b(living|dining|family|laundry|sitting)room(s?)\b/g, '$1 room$2')
  // "Living rm": a room.
  .replace(/\b([a-z]+) rms?\b/g, '$1 room')
  // "The two restrooms as half bathrooms", "half baths for our two restrooms": halves.
  .replace(/\b(?:the |our |my )?(two|2|three|3|four|4) (?:restrooms|bathrooms|washrooms|toilets)\s+(?:as|like) half[ -]?bath(?:room)?s\b/g, '$1 half baths')
  .replace(/\bhalf[ -]?bath(?:room)?s for (?:our|the|my) (two|2|three|3|four|4) (?:restrooms|bathrooms|washrooms|toilets)\b/g, '$1 half baths')
  // "Price the five rooms as 'Other Room'": that many other rooms.
  .replace(/\b(?:the )?(two|three|four|five|six|seven|eight|nine|ten|\d+) rooms as ['"‘“]?other rooms?['"’”]?/g, '$1 other rooms')
  // "My 4 bed / 2 bath / kitchen / living room house": the last room ends the list; the house is the home.
  .replace(/\b(room|kitchen)\s+(house|home|condo|apartment|apt|place|unit)\b/g, '$1, $2')
  // "1 room w bed + bath", "a room with its bathroom" (a motel's, an inn's): a bedroom with one bathroom.
  .replace(/\b(a|one|1|each|every|per|the) (?:(?:guest|motel|hotel|inn) )?room (?:with|w\/?) (?:a |one |1 |its |their )?(?:own )?bed\b/g, '$1 bedroom')
  .replace(/\b(a|one|1|each|every|per|the) (?:(?:guest|motel|hotel|inn) )?(?:bed)?room (with|w\/?) (?:its|their|an?|one|1|a private|its own|an en-?suite|en-?suite) (?:own )?(bath(?:room)?)\b/g, '$1 bedroom $2 1 $3')
  // "Does the code work on an office cleaning?", "ballpark weekly standard office clean: 2 half baths + 6 other rooms": the
  // service, one word that names no room, not a room of a home.
  .replace(/(^|\b(?:an?|the|our|my|your|standard|deep|regular|basic|weekly|bi-?weekly|monthly|daily|nightly|recurring|ballpark|for)\s+)(office|business) (cleaning|clean|cleanings|cleans)\b/g, '$1$2_$3')
  // "2br1ba": each count and its room a word of its own.
  .replace(/(\d(?:br|bds?|bdrms?|beds?|bedrooms?))(?=\d)/g, '$1 ').replace(/\+/g, ' + ')
  // "4bd/2ba/1half/3other": each count apart from its word.
  .replace(/(\d)(half|other|full)\b/g, '$1 $2')
  // "3 'other rooms' + 2 half baths": a count of rooms named in the price list's words, quoted.
  .replace(/\b(\d+|two|three|four|five|six|seven|eight|nine|ten)\s+['"‘“](other rooms?|half bath(?:room)?s?|bath(?:room)?s?|bedrooms?)['"’”]/g, '$1 $2')} `;

/**
 * The living room as people name it in other Englishes, as an item of a list ("3 bedrooms, salon, dining, kitchen",
 * "2 bed 2 bath plus hall and kitchen", "one big hall with kitchen together"), not a hair salon or the bathroom down the hall. (A listing's "LR, DR, FR" are
 * read before, with the rest of chat shorthand: toQuestion.)
 */
const LISTED_AS: Record<string, string> = { salon: 'living room', hall: 'living room' };
const LISTED_WORD = new RegExp(String.raw`(?<=(?:^|[,:;+&/(]|\band|\bw\/|\bwith|\bplus|\bopen|\bone|\b1)\s*(?:(?:the|a|big|large|small)\s+)?)(?:${Object.keys(LISTED_AS).join('|')})(?=\s*(?:$|[,.;:+&/)?!]|\band\b|\bplus\b|\bwith\b))`, 'g');
// The lookbehind is tried at every position: only where the words are.
const listingWords = (text: string) => (/\b(?:salon|hall)\b/.test(text) ? text.replace(LISTED_WORD, (word: string) => LISTED_AS[word]!) : text);

/** Punctuation said in words, as a phone's dictation writes it ("the kitchen period", "two things comma is..."), written as marks. */
export const spokenMarks = (text: string) => text.replace(/\s*\b(?:period|full stop)\b/gi, '.').replace(/\s*\bquestion mark\b/gi, '?').replace(/\s*\bcomma\b/gi, ',');

/**
 * A message dictated to a phone: the punctuation said in words ("the kitchen period"), and "too"
 * for "two" before a room ("too full bathrooms").
 */
const dictated = (text: string) => spokenMarks(text)
  .replace(/\btoo(?=\s+(?:(?:full|half|big|small|little|guest|kids'?)\s+)?(?:bed|bath|br\b|ba\b|half|rooms?\b|other|offices?\b))/g, 'two');

/**
 * Rooms as the message says to count them: "2 restrooms priced as half baths" are half bathrooms, and "Emma's,
 * Liam's and Sophie's rooms" are three rooms.
 */
const asSaid = (text: string) => halvesSaid(pairSaidAgain(bedBathPairs(oneOfThemSaid(oneOfThemHalf(homesOfKinds(countSaidAgain(sharedSaidAgain(onlySome(oneLeftOut(text))))))))))
  .replace(/\b(restrooms?|bathrooms?|baths?)\b((?:\s+(?:that|which)\s+(?:you\s+)?(?:can|could|should)\s+)?\s*\(?\s*(?:be\s+)?(?:priced|counted|count(?:ed)?|charged|billed)?\s*as\s+)half[\s-]?bath(?:room)?s?\b\)?/g,
    (_, noun: string) => (/s$/.test(noun) ? 'half baths' : 'half bath'))
  .replace(/\b((?:[a-z]+'s(?:,| and|, and)\s+)+[a-z]+)'s rooms\b/g, (_, names: string) => `${names.split(/(?:'s)?(?:,| and|, and)\s+/).map((n) => `${n.replace(/'s$/, '')}'s room`).join(', ')}`);

/** "A 2BHK": two bedrooms, a hall and a kitchen, where the message names none of them itself ("2BHK: 2 bedroom, hall ane kitchen"). */
const bhk = (text: string) => (/\b(bed|bedrooms?|br|kitchens?|living|hall|lounge)\b/.test(text) ? text : text.replace(/\b(\d)\s?bhk\b/g, '$1 bedrooms, 1 living room and 1 kitchen'));
/** Rooms as a phone types them: "livng rm", "kitchn", "florida rm". */
const misspelt = (text: string) => bhk(text).replace(/\b(?:kitchn|kichen|kitchin|kitcen|kithcen)\b/g, 'kitchen').replace(/\b(?:livng|lving|liveing)\b/g, 'living')
  .replace(/\b(florida|sun|family|dining|laundry|living|guest|play|mud|rec|media|game) rms?\b/g, '$1 room').replace(/\bbth(s?)\b/g, 'bath$1')
  // "A one-and-a-half-bath home": the count read as "one and a half bath" is.
  .replace(/\b(one|two|three|four|\d)-and-a-half-(bath|bathroom)\b/g, '$1 and a half $2');

/** A count of homes of one kind: "3 units that are 2bd/1ba", "2 apartments with 3 bed 1 bath", "two 2 bed 1 bath + 1 other", "two are 1bd/1ba". */
const HOMES_OF_A_KIND = /\b(?:(\d+|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\s+(?:units|apartments|apts|homes|houses|condos|townhouses|rentals|places|flats|cottages|cabins|villas|bungalows)\s*(?:(?:that|which)\s+are|are|with|of|,|:|at)?|(two|three|four|five|six|one|an?|[2-9](?=\s+\d)))\s*(?:(?:of (?:them|these|those)\s+)?(?:are|is)\s+)?(?:each\s+|all\s+)?(\d)\s*(?:bd|br|bed(?:room)?s?)\s*[/,]?\s*(\d(?:\.5)?)\s*(?:ba|bath(?:room)?s?)\b((?:\s*(?:\+|,|and|with|plus)?\s*(?:\d|an?|one)\s*(?:half|other)(?:[\s-]+(?:bath(?:room)?s?|rooms?))?)*)(?:\s+each)?/g;

/**
 * "3 units that are 2bd/1ba and 2 units that are 3bd/1ba": homes of several kinds, each kind's rooms counted as many
 * times as its homes (homes of one kind are one home times a count: see homesCounted).
 */
function homesOfKinds(text: string): string {
  if ((text.match(HOMES_OF_A_KIND) ?? []).length < 2) return text;
  return text.replace(HOMES_OF_A_KIND, (_, homes: string | undefined, named: string | undefined, beds: string, baths: string, more: string) => {
    const said = (homes ?? named)!;
    const n = /^an?$/.test(said) ? 1 : NUMBERS[said] ?? Number(said);
    // "Two 2b1b+1 other, one 3b1b1half+2 other": each home's half baths and other rooms too, as many times.
    // "3BR/1BA with a half bath": a half bath each.
    const rest = [...more.matchAll(/(\d|an?|one)\s*(half|other)/g)].map(([, k, kind]) => ` ${n * (Number(k) || 1)} ${kind === 'half' ? 'half baths' : 'other rooms'}`).join('');
    return `${n * Number(beds)} bedrooms ${n * Number(baths)} bathrooms${rest}`;
  });
}

/**
 * "3 bedrooms but skip one bedroom", "3 bedrooms (one we clean ourselves)", "2 bedrooms but 1 is just storage": one fewer of
 * them, not one more. "2 bathrooms not 1" corrects a count (NOT_THAT_COUNT): two.
 */
const oneLeftOut = (text: string) => text.replace(/\b([2-6]|two|three|four|five|six)\s+(bedrooms?|bathrooms?|beds|baths|rooms)\b\s*(?:,\s*|\(\s*|but\s+|and\s+)*(?:(?:skip(?:ping)?|except|minus|without|leave out|leaving out)\s+(?:one|1)(?:\s+(?:of them|bedroom|bathroom|room))?|not\s+(?:one|1)\s+(?:of them|bedroom|bathroom|room))\b\s*\)?|\b([2-6]|two|three|four|five|six)\s+(bedrooms?|bathrooms?|beds|baths|rooms)\b\s*(?:,\s*|\(\s*)(?:one|1)(?: of them)?(?: is| 's)?\s+(?:(?:we|i)\s+(?:clean|do)\s+(?:ourselves|myself)|not (?:cleaned|needed|used)|(?:just\s+|only\s+)?(?:storage|a storage room|empty|unused|closed off|locked)\b)\s*\)?|\b([2-6]|two|three|four|five|six)\s+(bedrooms?|bathrooms?|beds|baths|rooms)\b\s*,?\s*but\s+(?:one|1)(?: of them)?\s+(?:is|'s)\s+(?:just\s+|only\s+)?(?:storage|a storage room|empty|unused|closed off|locked)\b/g,
  (whole, n1?: string, room1?: string, n2?: string, room2?: string, n3?: string, room3?: string) => {
    const said = (n1 ?? n2 ?? n3)!;
    return `${(NUMBERS[said] ?? Number(said)) - 1} ${(room1 ?? room2 ?? room3)!}`;
  });

/** "3 bedrooms but only 2 of them", "2 bathrooms, just 1 cleaned": the rooms to clean are the fewer. */
const ONLY_SOME = /\b([2-9]|two|three|four|five|six|seven|eight|nine)\s+(bedrooms?|bathrooms?|beds|baths|rooms)\b\s*(?:,\s*|\(\s*|but\s+|and\s+)*(?:only|just)\s+([1-8]|one|two|three|four|five|six|seven|eight)\b(?!\s*(?:full\s+|half\s+)?(?:bed|bath|br\b|ba\b|half|other|room|kitchen|living|dining|office|den)\w*)(?:\s+of\s+(?:them|those))?(?:\s+(?:cleaned|done|need(?:s|ed)?\s+(?:cleaning|doing|done)|to\s+(?:be\s+)?clean(?:ed)?|please))?\b\s*\)?/g;
const onlySome = (text: string) => text.replace(ONLY_SOME, (whole, n: string, room: string, m: string) => {
  const [all, some] = [NUMBERS[n] ?? Number(n), NUMBERS[m] ?? Number(m)];
  return some < all ? `${some} ${room}` : whole;
});

/** "4 ppl sharing 2 bathrooms": the people who share the rooms, and the rooms' count. */
const SHARING = /\b(?:\d+|two|three|four|five|six)\s+(?:people|ppl|persons|of us|roommates|roomies|girls|guys|adults|kids)\s+(?:sharing|share|using|use|on)\s+(?:the\s+|our\s+|those\s+|these\s+|just\s+|only\s+)?((?:\d+|two|three|four)\s+(?:bath(?:room)?s?|bed(?:room)?s?))\b/g;

/**
 * "Our 2 bathrooms r kinda nasty, 4 ppl sharing 2 bathrooms lol": rooms said again as the ones people share are the rooms
 * counted before, not more of them (said only there, they are the rooms).
 */
const sharedSaidAgain = (text: string) => text.replace(SHARING, (whole: string, rooms: string, at: number) => (text.slice(0, at).includes(rooms) ? whole.slice(0, whole.length - rooms.length).replace(/\s+$/, ' the same rooms') : whole));

/**
 * "Living room + kitchen count as 2 other rooms", "if the practice room and lobby count as 'other rooms'": the kind says again
 * the rooms named before it, not rooms more.
 */
const countSaidAgain = (text: string) => text.replace(/\s*,?\s*\b(?:(?:count|counts|counted|are|=)\s+(?:as\s+)?(?:[2-9]|two|three|four|five)\s+['"‘“]?(?:other|separate)\s+rooms?|(?:count|counts|counted|priced|charged)\s+as\s+['"‘“]?(?:other|separate)\s+rooms)\b['"’”]?/g, '');

/**
 * "My 2/2", "a 3/1.5 condo": bedrooms and bathrooms as a pair of counts, before a home's word or after a word that owns
 * one; "4/2/1" is bedrooms, bathrooms and half bathrooms.
 */
function bedBathPairs(text: string): string {
  // "3/2/1 (3 bd, 2 full, 1 half)": the counts said again after it are not rooms more.
  return text.replace(/(?<![\w/.$])([1-6])\s*\/\s*([1-4])\s*\/\s*([1-3])(?![\w/.%]|\s*(?:am|pm)\b)(?:\s*(?:unit|home|house|condo|apt)?\s*[(\-–—:]?\s*\1\s*(?:bd|bed|beds|br|bedrooms?)\s*,?\s*\2\s*(?:full|ba|bath|baths|bathrooms?)(?:\s*(?:ba|bath|baths|bathrooms?))?\s*,?\s*\3\s*(?:half|hb)(?:\s*(?:bath|baths|bathroom|bathrooms))?\s*\)?)?/g, '$1 bed $2 bath $3 half bath').replace(/\b(a|my|our|his|her|their|for|each|per)\s+([1-6])\s*\/\s*([1-4](?:\.5)?)\b(?!\s*(?:am|pm|of|%|\d))/g, '$1 $2 bed $3 bath')
    .replace(/(?<![\w/.])([1-6])\s*\/\s*([1-4](?:\.5)?)(?=\s+(?:apt|apartment|unit|condo|house|home|rental|townhouse|townhome|rowhouse|flat)s?\b)/g, '$1 bed $2 bath')
    // "Deep at CMCH 3/2 + LR + DR + kit": a pair after a tier, or before other rooms listed, is a listing's too (a date is neither).
    // The pair is looked for before the tier behind it, which is costly to look back for at every place in a message.
    .replace(/(?=[1-6]\s*\/)(?<=\b(?:deep|standard|regular|basic|turnover|clean|cleaning)\b[^\d.?!]{0,20})(?<![\w/.])(?<!\b(?:on|by|before|after|until|till|from|since|the)\s+)([1-6])\s*\/\s*([1-4](?:\.5)?)(?![\w/.%]|\s*(?:am|pm)\b)|(?<![\w/.])([1-6])\s*\/\s*([1-4](?:\.5)?)(?=\s*(?:\+|,|&|\band\b|\bwith\b|\bw\/)\s*(?:an?\s+|the\s+|1\s+)?(?:living|kitchen|dining|den|family|office|other|half|\d+\s*other))/g,
      (_, b1?: string, t1?: string, b2?: string, t2?: string) => `${b1 ?? b2} bed ${t1 ?? t2} bath`)
    // "+ LR + DR + kit": "DR" in a list of rooms is the dining room (looked for before the list mark behind it).
    .replace(/(?=dr\b)(?<=(?:\+|,|&|\band)\s*)dr\b(?=\s*(?:\+|,|&|\band\b|\?|$))/g, 'dining room');
}

/**
 * A listing's bedrooms and bathrooms, then the same counts spelled out: "2BR/1BA - 2 bed, 1 bath, living room,
 * kitchen", "a 3BR/2BA (3 bed, 2 bath, ...)", "2BR/1.5BA units (2 bed, 1 full, 1 half, ...)". The spelled-out
 * counts explain the listing's; they are not a second home's rooms.
 */
const PAIR_SAID_AGAIN = /\b([1-6])\s*(?:br|bd|bdrm|beds?|bedrooms?)\s*(?:\/|,|\s)\s*([1-4](?:\.5)?)\s*(?:ba|baths?|bathrooms?)\b((?:\s+[a-z-]+){0,3}?\s*(?:[(:,;–—-]|\bi\.?e\.?|\bso\b|\bmeaning\b)\s*(?:that'?s\s+|which is\s+|i\.?e\.?,?\s+)?)([1-6])\s*(?:bd|br|bdrms?|beds?|bedrooms?)\b\s*(?:,|\band\b|\+|&|\/)?\s*([1-4](?:\.5)?)\s*(?:full\s*)?(?:ba|baths?|bathrooms?)?\b(?:\s*(?:,|\band\b|\+|&|\/)?\s*(1)\s*(?:half|hb)(?:\s*(?:baths?|bathrooms?))?\b)?/g;

/** "A vacant one-bedroom (1 bed, 1 bath, 1 living room)": a home named by its bedrooms, then its bedrooms counted. */
const BEDROOMS_SAID_AGAIN = /\b(one|two|three|four|five|[1-6])[- ](?:bedroom|bed|br|bd)\b((?:\s+(?:apartment|apt|unit|condo|house|home|townhouse|rental))?\s*[(:–—-]\s*)(one|two|three|four|five|[1-6])\s*(?:bd|br|bdrms?|beds?|bedrooms?)\b/g;

/** A home's counts said a second time, each left once (see BEDROOMS_SAID_AGAIN and PAIR_SAID_AGAIN). */
function pairSaidAgain(text: string): string {
  const bedroomsOnce = text.replace(BEDROOMS_SAID_AGAIN, (whole, beds: string, between: string, again: string) => (countOf(beds) === countOf(again) ? `${beds}-bedroom${between}` : whole));
  return bedroomsOnce.replace(PAIR_SAID_AGAIN, (whole, beds: string, baths: string, between: string, bedsAgain: string, bathsAgain: string, halfAgain?: string) => {
    const bathsSaid = Number(bathsAgain) + (halfAgain ? 0.5 : 0);
    if (beds !== bedsAgain || Number(baths) !== bathsSaid) return whole;
    return `${beds} br/${baths} ba${between.replace(/[(:,;–—-]\s*$/, ' ').replace(/\s+/g, ' ')}`;
  });
}

/**
 * "2 bathroom but one is only toilet and sink, no shower", "2 bathrooms but one of them is a half bath", "two baths (one is
 * just toilet and sink)", "3 ba, 1 of which is a powder room": one of them a half bathroom, the rest full ones.
 */
function oneOfThemHalf(text: string): string {
  return text.replace(/\b(\d|two|three|four|five|six)\s+(?:full\s+)?(?:bath(?:room)?s?|ba)\b\s*[,;(:—-]?\s*(?:but|and|with)?\s*(?:one|1)(?: of (?:them|those|these|which|the bath(?:room)?s)|\s+(?:bath(?:room)?|restroom|washroom))?(?:\s+(?:is|has|being)|'s)\s+(?:(?:only|just|a|really|actually)\s+){0,2}(?:toilet\s*(?:and|\+|&|n)\s*(?:a\s+)?sink|half\b(?:[\s-]?bath(?:room)?\b)?|powder[\s-]?room\b)(?:\s*,?\s*(?:no|without)\s+(?:a\s+)?(?:shower|tub|bath))?(?:\s+only)?\)?/g,
    (whole, count: string) => {
      const n = NUMBERS[count] ?? Number(count);
      return n >= 2 ? `${n - 1} bath${n > 2 ? 's' : ''} and 1 half bath` : whole;
    });
}

/** One of the rooms just counted, said something of: "one bath is the master", "one bedroom is tiny", "one of the baths is upstairs". */
const ONE_OF_THEM_SAID = /\b(?:one|1)(?:\s+of\s+(?:the|them|those|my|our))?\s+(bed(?:room)?s?|bath(?:room)?s?)\b(?=\s+(?:is|'s|are|has|was|sits|gets|being)\b)/g;

/** "2 bed 2 bath, one bath is the master": the bath said of is one of the two, not a third. */
function oneOfThemSaid(text: string): string {
  return text.replace(ONE_OF_THEM_SAID, (found, noun: string, at: number) => ((/^bed/.test(noun) ? BEDS_COUNTED : BATHS_COUNTED).test(text.slice(0, at)) ? `the ${noun}` : found));
}
/** Bathrooms counted before it (bedrooms: BEDS_COUNTED). */
const BATHS_COUNTED = /\b(?:\d+|two|three|four|five|six)\s*-?\s*(?:bath(?:room)?s?|ba)\b/;

/** "Our restrooms are just a toilet and sink", "if the restrooms count as half bathrooms": what the message says of a kind of bathroom. */
const HALVES_SAID = /\b(?:the|our|my|those|these|both|all)\s+(?:[a-z]+\s+)?(restrooms|bathrooms|washrooms|lavatories)\s+(?:(?:would|will|should|could|can|do|each|all|both)\s+)*(?:(?:are|count|be counted|are counted|be priced|are priced|be charged|are charged)\s+)(?:as\s+)?(?:(?:just|only|basically)\s+)?(?:half[\s-]?bath(?:room)?s?\b|(?:an?\s+)?toilets?\s*(?:and|\+|&)\s*(?:an?\s+)?sinks?\b)/;

/** Every counted room of a kind said to be half bathrooms ("... what's 3 meeting rooms and 2 restrooms?") is one. */
function halvesSaid(text: string): string {
  const m = HALVES_SAID.exec(text);
  if (!m) return text;
  const noun = m[1]!.replace(/ies$/, 'y').replace(/s$/, '');
  const said = text.slice(0, m.index) + ' half baths ' + text.slice(m.index + m[0].length);
  return said.replace(new RegExp(String.raw`\b(\d+|two|three|four|five|six|both|a|an|one)\s+((?:[a-z]+\s+)?)${noun}s?\b`, 'g'), (_, n: string, adj: string) => `${n} ${adj}half ${n === 'a' || n === 'an' || n === 'one' ? 'bath' : 'baths'}`);
}

/** A home's nursery is a child's bedroom; a church's or a daycare's is a room of its own (an Other Room). A home's hall bathroom is no church hall. */
const nurseries = (text: string) => (/\b(church|parish|fellowship|hall(?!\s+(?:bath|half|powder|closet|toilet))|daycare|day care|school|centre|center|offices?|restrooms?|business|studio|gym)\b/.test(text) ? text
  : text.replace(/\bnurser(y|ies)\b/g, (_, end: string) => (end === 'ies' ? 'baby rooms' : 'baby room')));

/** Room words in Vietnamese, longest first: read here where people mix them into English ("3 phòng ngủ, 2 bathroom"), and by the Vietnamese reading (languages.ts). */
export const VIETNAMESE_ROOMS: readonly (readonly [string, string])[] = [
  ['phòng ngủ của', 'the bedroom of'], ['phòng ngủ', 'bedrooms'], ['nửa phòng tắm|toilet nhỏ|phòng vệ sinh nhỏ', 'half bath'], ['phòng tắm|phòng vệ sinh|nhà tắm', 'bathrooms'],
  ['phòng khách', 'living room'], ['phòng ăn', 'dining room'], ['nhà bếp|phòng bếp|bếp', 'kitchen'],
];
const VIETNAMESE_ROOM = new RegExp(VIETNAMESE_ROOMS.map(([from]) => `(${from})`).join('|'), 'g');
const vietnamese = (text: string) => text.replace(VIETNAMESE_ROOM, (...groups: unknown[]) => VIETNAMESE_ROOMS[groups.slice(1, VIETNAMESE_ROOMS.length + 1).findIndex((g) => g !== undefined)]![1]);

/** Room words a list joined by "/" may hold; those that need "room" after them to name one get it. */
const SLASH_ROOMS: Record<string, string> = {
  kitchen: 'kitchen', den: 'den', office: 'office', study: 'study', basement: 'basement', mudroom: 'mudroom', sunroom: 'sunroom',
  playroom: 'playroom', living: 'living room', dining: 'dining room', family: 'family room', laundry: 'laundry room', rec: 'rec room',
  reception: 'reception area', waiting: 'waiting area', lobby: 'lobby',
};

/**
 * "kitchen/living/dining/family" is a list of rooms; "a living/dining room" (the room word after it) and "an open
 * kitchen/living" are one room.
 *
 * @example slashLists('4 bed, kitchen/living/dining') // '4 bed, kitchen and living room and dining room'
 */
function slashLists(text: string): string {
  return text
    // "The front desk/waiting area", "reception/lobby": a workplace's one front room, by two of its names.
    .replace(/\b(?:front\s+)?(?:desk|reception|lobby|waiting|check-?in)\s*\/\s*(?:front\s+)?(?:desk|reception|lobby|waiting|check-?in)(?:\s+(?:area|room|space))?\b/g, 'reception area')
    // "A combined living room/kitchen", "one living room/kitchen combo room": one room, read as its first.
    .replace(/\b(combined|open|open[- ]plan|open concept|one|1|a|an)\s+([a-z]+) room\/([a-z]+)\b(?!\/)(?:\s+(?:combo|combination|combined)(?:\s+rooms?)?\b)?/g, (whole, open: string, a: string, b: string) => (SLASH_ROOMS[a] && SLASH_ROOMS[b] ? `${open} ${SLASH_ROOMS[a]}` : whole))
    // "The living room/kitchen": two rooms that share one space, read as the first (see SLASHED_PAIR).
    .replace(/\b(the|my|our|and|plus|,)\s+(living|dining|family) room\s*\/\s*(?:kitchen|dining(?: room)?|living(?: room)?)\b(?!\/|\s*,?\s*(?:open|combo|combined|combination|together|which|that|it|is|are|'s|its|it's)\b)/g, (_, before: string, a: string) => `${before} ${SLASH_ROOMS[a]}`)
    // "1 living/kitchen", "a kitchen/living combo": one room, read as its first.
    .replace(/\b(1|one|a|an)\s+([a-z]+)\/([a-z]+)\b(?!\/)(?:\s+(?:combo|combination|combined)(?:\s+rooms?)?\b)?/g, (whole, one: string, a: string, b: string) => (SLASH_ROOMS[a] && SLASH_ROOMS[b] ? `${one} ${SLASH_ROOMS[a]}` : whole))
    // "The living/kitchen room", "a kitchen/living great room": one room, read as its first.
    .replace(/(?<!\/)\b([a-z]+)\/([a-z]+)(?:\s+(?:great|big|open|combined|common|family|combo|combination))?\s+(?:room|area|space)s?\b/g, (whole, a: string, b: string) => (SLASH_ROOMS[a] && SLASH_ROOMS[b] ? SLASH_ROOMS[a] : whole))
    // "Kitchen/living/family rm": the last room's own word is part of the list.
    .replace(/\b((?:open|combined|open[- ]plan|open concept|one)\s+)?([a-z]+(?:\/[a-z]+)+)\b(?:\s+rooms?\b)?/g, (whole, open: string | undefined, group: string, offset: number, all: string) => {
      const parts = group.split('/');
      if (!parts.every((p) => SLASH_ROOMS[p])) return whole;
      // "An open kitchen/living" is one space: read as its first room; so is a bare pair of the rooms that share one
      // ("2 bed, 1 bath, living/kitchen"), where three or more ("kitchen/living/dining") are a list, and so is a pair that
      // ends a list written with slashes ("1bd/1ba/living/kitchen").
      const onePair = parts.length === 2 && parts.every((p) => /^(living|kitchen|dining|family)$/.test(p)) && !/\/\s*$/.test(all.slice(0, offset));
      return open || onePair ? `${open ?? ''}${SLASH_ROOMS[parts[0]!]}` : parts.map((p) => SLASH_ROOMS[p]).join(' and ');
    });
}

/**
 * readRooms without its pre-check: every pass over the message (`asRead`: the message as the passes read it, when the
 * pre-check has made it already). Exported for the test that the pre-check skips no room.
 */
export function readAllRooms(message: string, items: readonly string[], eachNamed = false, asRead = spaced(message)): RoomReading {
  // "...pantry and summer kitchen. That is eight rooms downstairs": the count sums up rooms named, counted once.
  let summedUp = 0;
  // "5 other rooms (living, dining, kitchen...)": the brackets name the rooms just counted.
  // The rooms a bracket names are counted by the count before it: named again later ("the fridge in the staff kitchen"), they are no more.
  const bracketed: string[] = [];
  let text = partsOfARoom(oneOfCountedElsewhere(asRead)).replace(BATHS_SPLIT, bathsSplit).replace(INCLUDING, '$1 ($3) ').replace(OTHERS_EXPLAINED, '$1 ($2) ').replace(BATHS_EXPLAINED, '$1');
  text = rankedAmongCounted(text).replace(NAMING_BRACKETS, (whole, counted: string) => {
    const inside = whole.slice(whole.indexOf('(') + 1);
    // "1 small bathroom (only toilet and sink)": the bracket says what kind of bathroom, which the count must keep.
    if (/\bbath(room)?s?$/.test(counted) && !/\bhalf\b/.test(counted) && TOILET_AND_SINK.test(inside)) return `${counted} with just a toilet and sink `;
    bracketed.push(...inside.split(/[,)]|\band\b/).map((w) => singular(w.trim())).filter(Boolean));
    return `${namedAsOther(whole, counted)} `;
  });
  text = text.replace(SUMMED_UP, (_, n: string) => {
    summedUp = countOf(n);
    return ' ';
  }).replace(SUMMED_UP_AFTER, (_, after?: string, inBracket?: string) => {
    summedUp = countOf((after ?? inBracket)!);
    return ' ';
  });
  const rooms = new Map<string, number>();
  const add = (item: string, n: number) => {
    if (items.includes(item)) rooms.set(item, (rooms.get(item) ?? 0) + n);
  };
  // "My 4 bedroom house: 4 bed, 2 bath", "my two bathrooms... just the two bathrooms": one count said twice is one count.
  const said = new Map<string, { count: number; home: boolean }[]>();
  const restated = (item: string, count: number, match: string, offset: number, whole: string) => {
    const home = HOME_AFTER.test(whole.slice(offset + match.length)) || (HOME_BY_BEDROOMS.test(match) && OWNED_BEFORE.test(whole.slice(0, offset)));
    const back = REFERS_BACK_BEFORE.test(whole.slice(0, offset)) || SUMMING_UP.test(whole.slice(0, offset));
    const earlier = said.get(item) ?? [];
    said.set(item, [...earlier, { count, home }]);
    return earlier.some((e) => e.count === count && (e.home || home || back));
  };
  // "How much to clean a bathroom. like one bathroom", "3 bed 2 bath 1 half. Is a half bath cheaper?": a room said with "a" in
  // a sentence of its own, and counted in another, is one of those counted. So is a room said with "a" before a sentence
  // that lists the home ("oops, also a half bath. so 2 bed 2 bath 1 half"). Not one a sentence says is more ("also a
  // bedroom in the basement"), nor an item of a list ("Basement: rec room, a guest bedroom, a full bath").
  const bySentence = new Map<string, { sentence: number; one: boolean; alone: boolean }[]>();
  const asWritten = text;
  let sentencesAsWritten: string[] | undefined;
  const notSaidBefore = (item: string, count: number, match: string, offset: number, whole: string): number => {
    const sentencesBefore = whole.slice(0, offset).split(SENTENCE_END);
    const sentence = sentencesBefore.length;
    const its = `${sentencesBefore.at(-1)}${match}${whole.slice(offset + match.length).split(SENTENCE_END)[0]}`;
    const one = /^\s*an?\s/.test(match);
    const alone = !MORE_ROOMS.test(its) && !/[,:;+&]/.test(its);
    // The passes count "1 half" after "a half bath", wherever each is: the sentences are compared, not the order read.
    const elsewhere = (bySentence.get(item) ?? []).filter((e) => e.sentence !== sentence);
    bySentence.set(item, [...(bySentence.get(item) ?? []), { sentence, one, alone }]);
    if (!elsewhere.length || MORE_ROOMS.test(its)) return count;
    if (one) return alone ? 0 : count;
    // Read in the sentence as written: the passes before this one have taken its counts out.
    sentencesAsWritten ??= asWritten.split(SENTENCE_END);
    const listsTheHome = (sentencesAsWritten[sentence - 1]?.match(COUNT_OF_A_ROOM) ?? []).length >= 2;
    return elsewhere.some((e) => e.one && (e.alone || (listsTheHome && e.sentence < sentence))) ? count - 1 : count;
  };
  const halves: string[] = [];
  const others: string[] = [];
  // Rooms that need no cleaning are taken out before anything is counted, and so is a room's other name.
  const leftOut: LeftOut[] = [];
  const leftOutSaid: string[] = [];
  // "Two of the bedrooms are never used. Leave those out", "the two guest bedrooms are closed up. Please leave them out".
  text = text.replace(THOSE_LEFT_OUT, (_, n: string | undefined, m: string | undefined, noun: string, between: string) => `${between} skip the ${n ?? m} ${noun} `);
  text = text.replace(IT_LEFT_OUT, (_, room: string, between: string) => `${between} skip the ${room} `);
  // "Skip the basement, mudroom and playroom": each Other Room of the list is left out, as the first is.
  text = text.replace(SKIP_LIST, (whole, verb: string, first: string, rest: string) => `${verb} the ${first}${rest.replace(LIST_ITEM, (item, joint: string, noun: string) => (itemOf(noun) === 'Other Room' ? `${joint} skip the ${noun}` : item))}`);
  text = text.replace(LEFT_OUT, (match: string, after: string | undefined, before: string | undefined, bare: string | undefined, fewer: string | undefined, fewerAfter: string | undefined, offset: number) => {
    const noun = (after ?? before ?? bare ?? fewer ?? fewerAfter)!;
    // "No other rooms" is nothing more, not the Other Rooms left out.
    if (bare && /^(other|more|extra|additional|further)\b/.test(bare)) return match;
    // "The finished basement (no bathroom down there)": "no" said of a part of the home, not a room left out.
    if (bare && /^\s*(?:down there|up there|there|in (?:the|it|that|there)|on (?:that|this) floor)\b/.test(text.slice(offset + match.length))) return match;
    // "Your price list has bedrooms and bathrooms but no kitchen?": the list lacks it, nothing is left out.
    if (bare && LIST_LACKS.test(text.slice(Math.max(0, offset - 60), offset))) return match;
    // "There's no kitchen on your price list": the list lacks it, said after; no room of the home.
    if (bare && LIST_LACKS_AFTER.test(text.slice(offset + match.length))) return ' ';
    if (NOT_A_KIND.has(noun.split(' ')[0]!) && !/^(rest|half|powder|guest|other)\b/.test(noun)) return match;
    // "Skip the nursery" in a home of three bedrooms is one of them; "no bedrooms", "the bathrooms are fine" are all.
    const item = itemOf(noun);
    // "Dont need the living room" is that room; "no bedrooms", all of them.
    // "Without living room": a kind of Other Room said bare is still that one room.
    // "Remove 1 bedrooms" (a count read from a language without plurals): one.
    const one = ((!bare || /\bneed the\s/.test(match) || (item === 'Other Room' && !/^(other|rest)\b/.test(noun))) && singular(noun) === noun.replace(/\s+/g, ' '))
      || new RegExp(String.raw`\b(?:1|one)\s+${escapeRegExp(noun)}`).test(match);
    // "Skip the three kids' bedrooms": three of them.
    const counted = before && !one ? LEFT_OUT_COUNT.exec(match) : null;
    if (counted) {
      leftOut.push({ item, one: false, count: countOf(counted[1]!) });
      leftOutSaid.push(noun);
      return ' ';
    }
    // "Without the nursery? (2 bedrooms, ...)", "2 bedrooms ... (skipping the nursery)": the rooms counted are those left, already without it.
    if (!(one && countsLeft(item, text, offset + match.length))) leftOut.push({ item, one, ...(item === 'Other Room' ? { noun } : {}) });
    // "I don't want the second bedroom cleaned", with the bedrooms not counted: the home has two, one of them is priced.
    const nth = one ? /\b(second|2nd|third|3rd)\b/.exec(match) : null;
    if (nth && COUNTS_OF[item] && !COUNTS_OF[item]!.test(text)) add(item, /^(second|2nd)$/.test(nth[1]!) ? 2 : 3);
    leftOutSaid.push(noun);
    return ' ';
  });
  // A kind of Other Room left out ("the kitchen, don't bother with it") is that room only, wherever else it is named:
  // the other Other Rooms stay.
  const kindsLeftOut = leftOutSaid.filter((noun) => itemOf(noun) === 'Other Room' && !/^(other|rest)\b/.test(noun));
  for (const noun of kindsLeftOut) text = text.replace(new RegExp(String.raw`\b${singular(noun)}s?\b`, 'g'), ' ');
  // "Can all 3 of us use newcomer? like each person books one room": who would use the code, not a room to price.
  // "A two-bedroom, one-bathroom unit (no separate living room)": the home has none to price.
  // "Just the kitchen appliances deep cleaned? oven, fridge...": the appliances, not the kitchen.
  // "We also have a smaller office in Parsippany": another workplace, somewhere else, not a room of this one.
  text = text.replace(EACH_BOOKS_A_ROOM, ' ').replace(NO_SEPARATE_ROOM, ' ').replace(ANOTHER_WORKPLACE_THERE, ' ').replace(/\bkitchen (appliances)\b/g, '$1');
  // "The downstairs rooms deep cleaned: the kitchen, the living room and the den": the list is the rooms, the floor none.
  text = text.replace(A_FLOOR_S_ROOMS_LISTED, ' ');
  // "The two bathrooms? the big one and the little powder room": one of the two is a half bath.
  text = text.replace(BATHS_THEN_WHICH, (_, count: string, which: string) => {
    const halves = (which.match(/\b(?:powder room|half[\s-]?bath(?:room)?)\b/g) ?? []).length;
    const full = countOf(count) - halves;
    return full > 0 ? ` ${full} bathroom${full > 1 ? 's' : ''} and ${halves} half bathroom${halves > 1 ? 's' : ''} ` : `${count} bathrooms ${which}`;
  });
  // "A half bath, and does a powder room count as a half bath?": a kind of room asked about, not one more to price.
  text = text.replace(COUNTS_AS_A_KIND, (_, noun: string) => {
    if (/^powder/.test(noun)) halves.push(singular(noun));
    return ' ';
  });
  text = text.replace(SAME_ROOM, ' ').replace(SEPARATE_ROOMS, ' ').replace(NOT_THAT_COUNT, ' ').replace(BRACKET_SAYS_WHAT, '$1 (').replace(HEADING, ' ').replace(OPEN_TO_IT, '$1$2').replace(OPEN_PAIR, (_, first: string) => first.replace(/\b(living|dining|family)$/, '$1 room')).replace(OPEN_BEFORE, '').replace(ONE_SPACE, (whole: string, first: string) => `${first.replace(/\b(living|dining|family)$/, '$1 room')} ${closesTheList(whole) ? ')' : ''}`).replace(SAID_ONE, '$1 ').replace(ASKS_IF_A_ROOM, ' ').replace(ONE_OR_TWO_ASKED, ' ');
  // Said to be one space only by how it is written ("the living room/kitchen", read as one in slashLists; "the kitchen is open
  // to the living room"): one room, and the site's silence on it said.
  let openGuessed = false;
  text = text.replace(KITCHEN_INSIDE, (whole: string, room: string, offset: number, all: string) => {
    openGuessed = true;
    // "A living room, kitchen is kind of part of the living room": the room it is part of, named already, is counted there.
    const rest = all.slice(0, offset) + all.slice(offset + whole.length);
    return new RegExp(String.raw`\b${escapeRegExp(room.replace(/^(?:the|our|my)\s+/, ''))}\b`).test(rest) ? ' ' : room;
  });
  if (SLASHED_PAIR.test(message.toLowerCase())) openGuessed = true;

  // "2 full + 1 half bath": the full ones are bathrooms.
  text = text.replace(FULL_AND_HALF, (_, full: string, half: string) => {
    add('Bathroom', countOf(full));
    add('Half Bathroom', countOf(half));
    return ' ';
  });
  // "2 and a half baths", "3 full baths 1 half": the half is a half bathroom.
  text = text.replace(AND_A_HALF, (_, n: string) => {
    add('Bathroom', countOf(n));
    add('Half Bathroom', 1);
    return ' ';
  });
  // "2 and a half baths, there's a half bath downstairs", "2.5 bath, the half bath is off the kitchen": the half bath of the
  // count, said again with where it is; not one a clause says is more ("also a half bath in the basement").
  const halfCounted = rooms.has('Half Bathroom') || HALF_IN_A_COUNT.test(text);
  text = text.replace(COUNTED.half, (match: string, n: string, noun: string, offset: number, whole: string) => {
    if (restated('Half Bathroom', countOf(n), match, offset, whole)) return ' ';
    if (halfCounted && /^\s*(?:an?|the)\s/.test(match) && !MORE_ROOMS.test(clauseAt(whole, offset, match.length))) return ' ';
    add('Half Bathroom', notSaidBefore('Half Bathroom', countOf(n), match, offset, whole));
    if (/powder/.test(noun)) halves.push(singular(noun));
    return ' ';
  });
  let bedroomCounts = 0;
  text = text.replace(COUNTED.bed, (match: string, n: string, _noun: string, offset: number, whole: string) => {
    bedroomCounts++;
    if (!restated('Bedroom', countOf(n), match, offset, whole)) add('Bedroom', notSaidBefore('Bedroom', Math.floor(countOf(n)), match, offset, whole));
    return ' ';
  });
  let bathroomCounts = 0;
  text = text.replace(COUNTED.bath, (match: string, n: string, noun: string, offset: number, whole: string) => {
    const count = countOf(n);
    bathroomCounts++;
    if (restated('Bathroom', count, match, offset, whole)) return ' ';
    if (lavatoryIsHalf(noun, match, whole)) {
      add('Half Bathroom', Math.max(1, Math.floor(count)));
      halves.push(singular(noun));
    } else if (TOILET_AND_SINK.test(whole.slice(offset + match.length).split(NEXT_COUNTED)[0]!) || halvesSaidLater(noun, whole.slice(offset + match.length))) {
      add('Half Bathroom', Math.max(1, Math.floor(count)));
      halves.push(`${count > 1 ? noun : singular(noun)} with just a toilet and sink`);
    } else if (SMALL_BESIDE_FULL.test(match) && BATHS_WITHOUT_SIZE.test(whole.slice(0, offset) + ' '.repeat(match.length) + whole.slice(offset + match.length))) {
      // "2 bathroom, 1 small bathroom": a bathroom set apart from the others by its size is the half bathroom of the home.
      add('Half Bathroom', Math.max(1, Math.floor(count)));
      halves.push(`${/\b(small|little|tiny)\b/.exec(match)![1]} ${count > 1 ? noun : singular(noun)}`);
    } else {
      add('Bathroom', notSaidBefore('Bathroom', Math.floor(count), match, offset, whole));
      // "2.5 baths" is two bathrooms and a half bathroom.
      if (count % 1) add('Half Bathroom', 1);
    }
    return ' ';
  });
  if (rooms.has('Bathroom')) {
    text = text.replace(ONE_HALF, (match: string, n: string, offset: number, whole: string) => {
      add('Half Bathroom', notSaidBefore('Half Bathroom', countOf(n), match, offset, whole));
      return ' ';
    });
  }
  // "4 bed / 2 full / 1 half / 5 other", "1 powder": in a home's list, "full", "half" and "powder" are bathrooms and "other" other rooms.
  // "Only the bathrooms, three full and one powder room": full and half are bathrooms there too.
  if (rooms.has('Bedroom') || /\bbath(room)?s\b/.test(text)) {
    text = text.replace(BARE_COUNTS, (match: string, n: string, kind: string, offset: number, whole: string) => {
      // "A house w 3 other grad students": others of a kind the words after name, not other rooms.
      if (kind === 'other' && OTHERS_OF_A_KIND.test(whole.slice(offset + match.length))) return match;
      const item = kind === 'full' ? 'Bathroom' : kind === 'half' || kind === 'powder' ? 'Half Bathroom' : 'Other Room';
      add(item, item === 'Other Room' ? countOf(n) : notSaidBefore(item, countOf(n), match, offset, whole));
      return ' ';
    });
  }
  const other = (n: number, name: string) => {
    add('Other Room', n);
    others.push(singular(name));
    return ' ';
  };
  // "A studio? one main room + a bathroom": the studio is the home, its room counted on its own. "I live in a studio... how
  // do u price a studio w/ 1 bathroom": one studio, however often it is named.
  let aStudio = false;
  text = text.replace(COUNTED.other, (_, n: string, noun: string) => {
    const one = /^studio/.test(noun) && /^(a|an|one|1)$/.test(n);
    if (one && (STUDIO_ROOM.test(text) || aStudio)) return ' ';
    aStudio ||= one;
    return other(countOf(n), noun);
  });
  // "4 treatment rooms", "a sterilization room": any kind of room the table lacks.
  text = text.replace(COUNTED_KIND, (match: string, n: string, noun: string) => (
    NOT_A_KIND.has(noun.split(' ')[0]!) ? match : other(countOf(n), noun)));
  // "She has 2 room and 1 bathroom": a home counted as rooms beside its bathrooms counts its bedrooms, as homes are described.
  // The message as said: "an office cleaning... five rooms plus two restrooms" names the office before the rooms are read.
  // "3 rooms + bathroom + living room + kitchen": a bathroom named without a count, next in their list, is beside them too.
  // "3 rooms no bedrooms (the playroom, the nap room, the kitchen)": rooms said not to be bedrooms are Other Rooms.
  const asTyped = message.toLowerCase();
  const bedroomsAsRooms = !rooms.has('Bedroom') && !NO_BEDROOMS.test(asTyped) && (rooms.has('Bathroom') || rooms.has('Half Bathroom') || ROOMS_THEN_A_BATH.test(text)) && !NOT_A_HOME.test(text) && !NOT_A_HOME.test(asTyped.replace(/\bhome offices?\b/g, ' '));
  let readAsBedrooms = 0;
  // "1 big room", "3 rooms": counted, but not named as a kind.
  text = text.replace(COUNTED_ROOMS, (match: string, n: string, said: string, _noun: string, offset: number, whole: string) => {
    // "7 rooms that aren't bathrooms": said not to be bedrooms or bathrooms, they are Other Rooms.
    const notBedrooms = /^\s*(?:that|which)\s+(?:are ?n'?t|are not)\s+(?:bed|bath)/.test(whole.slice(offset + match.length));
    if (bedroomsAsRooms && !said.trim() && !notBedrooms) {
      add('Bedroom', countOf(n));
      readAsBedrooms += countOf(n);
      return ' ';
    }
    add('Other Room', countOf(n));
    others.push(/\b(other|extra|additional)\b/.test(said) ? 'other room' : countOf(n) > 1 ? 'rooms' : 'room');
    return ' ';
  });

  // Rooms named without a count: in a described home ("2 beds, bath and kitchen") each is one room.
  const described = rooms.size > 0;
  const named: string[] = [];
  /** Each mention of a room word without a count; `each` counts it when the message describes a home and lists it. */
  const uncounted = (item: string, pattern: RegExp, each: (noun: string, after: string, before: string) => void, listed: (before: string, after: string) => boolean) => {
    text = text.replace(pattern, (match: string, noun: string, offset: number, whole: string) => {
      if (pattern === NAMED.kind && NOT_A_KIND.has(noun.split(' ')[0]!)) return match;
      const after = whole.slice(offset + match.length);
      // An area is a room only as an item of a list of rooms.
      if (pattern === NAMED.area && (NOT_A_KIND.has(noun.split(' ')[0]!) || NOT_A_ROOM_AREA.has(noun.split(' ')[0]!) || !inList(whole.slice(0, offset), after))) return match;
      if (!named.includes(item)) named.push(item);
      if (eachNamed || (described && listed(whole.slice(0, offset), after))) each(noun, after, whole.slice(Math.max(0, offset - 20), offset));
      return ' ';
    });
  };
  const notSpokenOf = (_: string, after: string) => LISTED_AFTER.test(after);
  // A bedroom or bathroom without a count is a room listed only in a list ("2 beds, bath and kitchen", "+ bathrm"), not "our guest bathroom".
  const inList = (before: string, after: string) => notSpokenOf(before, after) && /(?:(?:,|:|\band|\+|&|\bplus|\bwith|\balso|\badd|\b(?:bath|baths|ba|bed|beds|br)|\S\s{2,})\s+|\/\s*)(?:(?:the|a|one|my|our|their|his|her|your)\s+)?(?:(?:hall|hallway|guest|main|master|upstairs|downstairs|shared|kids'?|second|full|little|small|tiny)\s+)?$/.test(before);
  // In a message listing several homes ("Ventnor A: 2br 1.5ba... Brig house: 3br 2ba + half bath"), each home's half bath is one.
  const severalHomes = bedroomCounts > 1 && bathroomCounts > 1;
  // The floors of one house are counted alike ("upstairs 3 bed 1 bath kitchen + living, downstairs 2 bed 1 bath kitchen +
  // living": each floor's kitchen), but priced as one home: "Upstairs there are 4 bedrooms and 2 full bathrooms. Downstairs
  // there is 1 bedroom...". An upstairs and a downstairs unit, apartment or family are two homes.
  const floorByFloor = (message.match(FLOORS) ?? []).length >= 2 && !/\b(units?|apartments?|apts?|flats?|tenants?|rentals?|duplex|(2|two)[- ]family)\b/.test(message);
  uncounted('Half Bathroom', NAMED.half, (noun) => {
    if (!rooms.has('Half Bathroom') || severalHomes) add('Half Bathroom', 1);
    if (/powder/.test(noun)) halves.push(singular(noun));
  }, inList);
  // "Our bedroom, the nursery, our toddler's room and 2 full baths": each bedroom named is one, when none was counted.
  const bedroomsNamed = new Set<string>();
  // "Only for her bedroom, one bathroom...", "I'd just want my bedroom, the guest room...": a bedroom named after "just" or "only" is one, as in a list.
  uncounted('Bedroom', NAMED.bed, (noun, _after, before) => {
    // "Two bedrooms plus the nursery": one more than those counted.
    if (bedroomCounts && /\b(?:plus|\+|and also|as well as|besides|in addition to)\s+(?:the |a |an |our |my )?$/.test(before)) return add('Bedroom', 1);
    if (bedroomCounts || bedroomsNamed.has(noun)) return rooms.has('Bedroom') || add('Bedroom', 1);
    bedroomsNamed.add(noun);
    add('Bedroom', 1);
  }, (before, after) => inList(before, after) || (notSpokenOf(before, after) && /\b(?:just|only)(?:\s+(?:want|need))?(?:\s+for)?\s+(?:the|my|our|his|her|their)\s+$/.test(before))
    // "Standard for the twins room and one bathroom": a bedroom opening a list whose next room was counted (and so is read already).
    || (/(?:^\s*|(?:\b(?:for|just|only|clean|do|want|need|of)|:)\s+)(?:(?:the|my|our|his|her|their)\s+)?(?:(?:master|primary|main|guest|spare|kids'?)\s+)?$/.test(before) && /^\s*(?:,|\band\b|\+|&|\bplus\b)\s*(?:[,.?!;]|$|\s{2,})/.test(after)));
  uncounted('Bathroom', NAMED.bath, (noun, after, before) => {
    if (lavatoryIsHalf(noun, before, text)) {
      if (!rooms.has('Half Bathroom')) add('Half Bathroom', 1);
      halves.push(singular(noun));
      return;
    }
    const half = TOILET_AND_SINK.test(after);
    if (rooms.has(half ? 'Half Bathroom' : 'Bathroom')) return;
    add(half ? 'Half Bathroom' : 'Bathroom', 1);
    if (half) halves.push(`${singular(noun)} with just a toilet and sink`);
  }, inList);
  const explicitOther = rooms.has('Other Room');
  // A room named twice without a count is one room: "a half bath off the kitchen, then kitchen, living room..."; in a
  // message listing several homes ("mine is 3 bed, 1 bath, living room... the rental is 2 bed, 1 bath, living room"), each is one.
  const namedOnce = new Set<string>(bracketed);
  uncounted('Other Room', NAMED.other, (noun) => {
    // A studio's main room, unless the message counted it already ("a studio, 1 big room + bath"), or counted it as the
    // bedroom it is to be booked as ("studio hai, 1 bedroom 1 bathroom daalunga"): the studio is then the home.
    // Not among an office's rooms ("the open studio, two private offices, conference room and kitchenette"): one of them.
    // (Named twice, "our studio... one open studio, a conference room", one of them is the whole space.)
    // "My studio? practice room, changing room, 2 restrooms", "(same studio: practice room, ...)": the rooms listed after it are
    // the studio's, the whole space, not a room of its own beside them.
    if (/^studio$/.test(noun) && STUDIO_ROOMS_LISTED.test(asTyped)) return;
    else if (/^studios?$/.test(noun) && explicitOther && !(OFFICE_ROOMS.test(asTyped) && (asTyped.match(/\bstudios?\b/g) ?? []).length === 1)) others.push('studio');
    else if (/^studio$/.test(noun) && rooms.has('Bedroom')) return;
    // "Same office (2 offices, conference room...)": the office named beside offices counted is the whole space.
    else if (/^offices?$/.test(noun) && others.includes('office')) return;
    // "The office is honestly pretty grimy. Layout is reception, 3 ops...": the whole workplace described, not a room of it.
    // "Same layout as our office (8 non-bathroom rooms, 2 half baths)": so is the office whose rooms a bracket counts, and
    // "...of our office? It is an open work area, a conference room..." the office the next sentence describes.
    else if (noun === 'office' && (/\b(?:the|our)\s+office\s+(?:is|was|'s|has|looks)\b|\b(?:the|our|my)\s+office\b[^.?!:]{0,30}[?.:]\s*(?:it|this|that)\s*(?:is|'s|has|consists)\b/.test(text) || /\b(?:the|our|my)\s+office\s*\(\s*\d/.test(asTyped))) return;
    else if (severalHomes || !namedOnce.has(singular(noun))) {
      namedOnce.add(singular(noun));
      other(1, noun);
    }
  }, notSpokenOf);
  /** One Other Room per kind named without a count, however often it is named. */
  const once = (noun: string) => {
    if (!severalHomes && namedOnce.has(singular(noun))) return;
    namedOnce.add(singular(noun));
    other(1, noun);
  };
  uncounted('Other Room', NAMED.living, (noun) => once(`${noun} room`), notSpokenOf);
  uncounted('Other Room', NAMED.kind, once, notSpokenOf);
  uncounted('Other Room', NAMED.area, once, inList);
  if (summedUp && !rooms.has('Other Room')) add('Other Room', summedUp);
  const asBedrooms = readAsBedrooms ? [`I read your ${readAsBedrooms > 1 ? `${readAsBedrooms} rooms as bedrooms` : 'room as a bedroom'}, as a home's rooms beside its bathrooms usually are; if ${readAsBedrooms > 1 ? 'they are' : 'it is'} another kind of room, such as a living room or kitchen, each is priced as an Other Room instead.`] : [];
  // "Our open-plan area, meeting room, phone booth and kitchenette as 4 'other rooms'": the count they will book is theirs,
  // when it is more than the rooms named (a room the site has no word for, like a phone booth, is one of them), and
  // no room is left out of it ("...what if we drop the phone booth": the rooms named are what is left).
  const stated = leftOutSaid.length ? null : OTHERS_STATED.exec(message);
  // The count before a colon counts the home's other rooms only beside its bedrooms or bathrooms (a correction alone is the turn's).
  const statedCount = stated && (stated[1] || rooms.has('Bedroom') || rooms.has('Bathroom')) ? countOf((stated[1] ?? stated[2])!) : 0;
  if (statedCount > (rooms.get('Other Room') ?? 0)) rooms.set('Other Room', statedCount);
  // "The loft has a bed, count it as a 4th bedroom": the home has that many.
  for (const [, n, noun] of asTyped.matchAll(NTH_MORE)) rooms.set(itemOf(noun!), Math.max(rooms.get(itemOf(noun!)) ?? 0, ORDINALS[n!] ?? parseInt(n!, 10)));
  // "One bedroom is the tenant's, don't include it. Only 2 bedrooms.": the count said with "only" is the count.
  for (const [, n, noun] of message.matchAll(ONLY_COUNTED)) if (rooms.has(itemOf(noun!))) rooms.set(itemOf(noun!), countOf(n!));
  // A kind of Other Room left out was taken out of the text above; the other Other Rooms stay.
  const counted = withoutRooms(rooms, leftOut.filter(({ item }) => item !== 'Other Room' || leftOutSaid.some((noun) => itemOf(noun) === item && !kindsLeftOut.includes(noun))));
  const leftOutNote = leftOutSaid.length ? [`I left out the ${list([...new Set(leftOutSaid)])}, as you said: the price is per room, so you pay only for the rooms you have cleaned.`] : [];
  // The site never says how a space open to another counts: the reading above is said to be ours, and the other way too.
  const oneOrTwo = openGuessed || asWritten.search(ONE_OR_TWO_ASKED) >= 0 ? [ONE_OR_TWO_UNSAID] : [];
  return { rooms: counted, named, notes: [...leftOutNote, ...oneOrTwo, ...asBedrooms, ...notesOf(halves, others, WORK_STUDIO.test(asWritten))], leftOut, rest: text, homesListed: severalHomes && !floorByFloor };
}

/** A room said to be one of the home's, with its name: "my home office is one of my 3 bedroom". */
const ONE_OF_MY = new RegExp(String.raw`\b(?:my|our|the|his|her)\s+(?:[a-z']+\s+){0,2}?(?:room|office|study|nursery|den|gym|library)\s+(?:is|=)\s+one of (?:my|our|the)\s+(\d+|two|three|four|five|six)\s+(${BED}|${BATH})(?![\w])`, 'g');

/**
 * "My home office is one of my 3 bedroom ... skip my office. Other rooms: 2 bedroom, 1 full bath": where the rooms are
 * counted again elsewhere, the count a room is one of is the home's, not more rooms.
 */
function oneOfCountedElsewhere(text: string): string {
  return text.replace(ONE_OF_MY, (whole, _n: string, noun: string, offset: number) => {
    const rest = text.slice(0, offset) + text.slice(offset + whole.length);
    return COUNTS_OF[itemOf(noun)]?.test(rest) ? ' ' : whole;
  });
}

/** Rooms counted, then a bathroom in the same list: "3 rooms + bathroom", "2 rooms, a bath". */
const ROOMS_THEN_A_BATH = /\b(?:[2-6]|two|three|four|five|six) rooms\s*(?:\+|,|&|and)\s*(?:(?:a|one|1|the)\s+)?(?:bath(?:room)?|restroom|washroom)s?\b/;
/** Where a sentence ends. */
const SENTENCE_END = /[.?!]+(?=\s|$)/;
/** A count and a room of a home's list: "2 bed", "1 half", "three bathrooms". */
const COUNT_OF_A_ROOM = /\b(?:\d+|one|two|three|four|five|six)\s*(?:full\s+|half\s+)?(?:bed|bath|br\b|ba\b|bd\b|half|full|other|rooms?\b)/g;
/** Words that say a room is one more than those counted: "also a bedroom in the basement", "plus 2 baths upstairs". */
const MORE_ROOMS = /\b(another|also|plus|extra|more|additional|too|as well|second|third|new|add|adding|added|other|separate|and (?:a|an)|besides)\b/;

/**
 * A space said to be the nth room of its kind: "count it as a 4th bedroom", "the den becomes a 4th bedroom", "that's a
 * second bedroom", "there's a 4th bedroom up in the loft"; not "add a third bedroom" (one more), nor "does that make it a 2nd bedroom?" (asked).
 */
const NTH_MORE = /\b(?:count (?:it|that|this|the [a-z]+) as|becomes?|that'?s|that is|it'?s|make (?:it|that|the [a-z]+)|there'?s|theres|there is|(?:we|i) (?:also )?(?:have|got)|(?:we|i)'ve (?:also )?got)\s+(?:also\s+)?(?:an?|the)\s+(\d(?:st|nd|rd|th)|second|third|fourth|fifth|sixth)\s+(bedroom|bathroom)s?\b(?![^.?!]*\?)/g;
const ORDINALS: Record<string, number> = { second: 2, third: 3, fourth: 4, fifth: 5, sixth: 6 };

/** A bedroom or bathroom count said with "only" or "just": "only 2 bedrooms", "just 1 bath". */
const ONLY_COUNTED = new RegExp(String.raw`\b(?:only|just)\s+(\d+|one|two|three|four|five|six)\s+(${BED}|${BATH})(?![\w])`, 'g');

/** The pattern that counts an item, for countsLeft. */
const COUNTS_OF: Record<string, RegExp> = { Bedroom: new RegExp(COUNTED.bed.source), Bathroom: new RegExp(COUNTED.bath.source), 'Half Bathroom': new RegExp(COUNTED.half.source) };

/**
 * Whether one room left out, said up to `end`, is left out of the count already: the count comes after it, or it is said
 * in brackets. The words that leave it out ("skip one bedroom") count nothing.
 */
function countsLeft(item: string, text: string, end: number): boolean {
  const pattern = COUNTS_OF[item];
  if (!pattern) return false;
  const before = text.slice(0, end);
  const inBrackets = before.lastIndexOf('(') > before.lastIndexOf(')');
  return pattern.test(text.slice(end)) || (inBrackets && pattern.test(before));
}

/** The price table's item for a room word. */
function itemOf(noun: string): string {
  if (HALF_WORD.test(noun)) return 'Half Bathroom';
  if (BED_WORD.test(noun)) return 'Bedroom';
  return BATH_WORD.test(noun) ? 'Bathroom' : 'Other Room';
}

/** Spaces the site never names as rooms: a hallway is counted as an Other Room only with a word that it is a guess. */
/** The indoor ways between rooms: a hallway, the stairs, a landing. */
export const PASSAGE_WORDS = String.raw`hallways?|staircases?|stairs|stairways?|landings?|foyers?|entryways?`;
const NOT_A_ROOM = new RegExp(String.raw`^(${PASSAGE_WORDS}|closets?|garages?|attics?|(?:(?:screened|covered|enclosed|front|back)\s+)?(?:porch(?:es)?|patios?|decks?|balcon(?:y|ies)))$`);

/** Sentences that say how rooms the table has no line for were counted. */
function notesOf(halves: string[], others: string[], workStudio: boolean): string[] {
  const notes: string[] = [];
  const halvesSaid = [...new Set(halves)];
  if (halvesSaid.length) notes.push(`I counted the ${list(halvesSaid)} as ${halvesSaid.length > 1 || /s with just/.test(halvesSaid[0]!) ? 'Half Bathrooms' : 'a Half Bathroom'}: the site's half bathroom is ${HALF_BATHROOM}.${halvesSaid.some((h) => /^(small|little|tiny) bath/.test(h)) ? ' If it has a shower or tub, it is a full Bathroom: tell me and I will count it so.' : ''}`);
  const names = [...new Set(others)].filter((w) => !/^(other|extra|additional)\b/.test(w));
  // "My yoga studio" is a workplace's room, not a studio apartment's.
  const studio = names.includes('studio') && !workStudio;
  const kinds = names.filter((w) => w !== 'studio' && !(studio && /^rooms?$/.test(w)));
  if (studio) notes.push(`The site has no separate rule for a studio, so I counted its main room as one Other Room (${OTHER_ROOM})${kinds.length ? `, and the ${list(kinds)} as Other Rooms too` : ''}; the app prices your space exactly.`);
  else if (kinds.length === 1 && /^rooms?$/.test(kinds[0]!)) notes.push(`I counted the ${kinds[0]} you listed as Other Room${kinds[0] === 'rooms' ? 's' : ''} (${OTHER_ROOM}); a bedroom is priced on its own line.`);
  else if (kinds.length) {
    const shown = kinds.filter((w) => !/^rooms?$/.test(w) && !NOT_A_ROOM.test(w));
    if (shown.length) notes.push(`Our price table has no separate line for ${shown.length > 1 ? 'these' : `${/^[aeiou]/.test(shown[0]!) ? 'an' : 'a'} ${shown[0]}`}: ${shown.length > 1 ? `the ${list(shown)} are` : 'it is'} priced as Other Room (${OTHER_ROOM}).`);
    // A hallway or a landing is no room the site names: counted, but said to be a guess.
    const spaces = kinds.filter((w) => NOT_A_ROOM.test(w));
    if (spaces.length) notes.push(`I counted the ${list(spaces)} as ${spaces.length > 1 ? 'Other Rooms' : 'an Other Room'}, but the site doesn't say how ${list(spaces.map(plural))} are counted: the app shows the price for your space before you confirm.`);
  }
  return notes;
}
