/**
 * Homes described together in one message ("Glen Ridge 3BR/2BA + LR + kitchen; Verona condo 2BR/1BA + living/kitchen
 * combo"), which the order reader adds up into one order, told apart again when a later turn keeps or drops one of them:
 * "just Glen Ridge", "my uncle does it himself, only our apartment", "what would her condo alone be?", "in-laws out".
 *
 * The message is cut into one part per home, at the list's separators, each part starting where a bedroom count does;
 * the parts are trusted only where, read one by one, they add up to the order read from the whole message. A home is
 * named by the words only its part has ("glen", "ridge", "uncle", "condo").
 */
import type { Order } from '../handlers/prices.ts';
import type { PhraseReader } from './operations.ts';

/** One home of several listed: its words and its rooms. */
export interface ListedHome {
  /** Its part of the message: "Belmar 3 bed 2 bath + living room". */
  text: string;
  words: Set<string>;
  /** The visitor's own home, said so: "my place in Camden", not "my mom's in Cherry Hill". */
  own: boolean;
  rooms: Map<string, number>;
  addOns: string[];
}

/** Where a list of homes breaks: ";", "+", ",", " and ", a sentence's end ("... dining room. Basement: 1 bedroom"). */
const PIECES = /\s*(?:;|\+|,|\band\b|(?<=[.!?])\s)\s*/;
/** A home's bedrooms counted: "3br", "2 bed", "a studio". */
const BEDROOMS_COUNTED = /\b(?:\d+|one|two|three|four|five)\s*(?:-\s*)?(?:br\b|bd\b|bdr|bed|bedroom)|\bstudio\b/;
/** Words that name no home: rooms, add-ons, numbers, and the words every message has. */
const NOT_A_NAME = /^(?:\d\w*|one|three|four|five|six|bed\w*|bath\w*|br|ba|bd|half|room|rooms|other|kitchen\w*|living|dining|family|den|office|basement|lr|full|powder|standard|deep|normal|regular|cleaning|clean|fridge|refrigerator|oven|microwave|stove\w*|cooktop|dishwasher|dishes|inside|scrub|wash|add-on|add-ons|extras?|and|the|my|our|her|his|their|with|for|both|total|price|how|much|what|would|could|you|two|homes|places|units|listings|combo|plus|also|each|in|of|a|an|is|it|be|please|thanks|thank|should|like|want|need|just|only|then|after|before|this|that|these|those|there|here|when|where|which|from|into|about|some|more|most|very|many|every|same|time|first|last|next|cost|quote|visit\w*|book\w*|day|days|week\w*|month\w*|today|tomorrow|can|will|does|did|are|was|were|has|have|had|not|but|too|all|any|one's|ones)$/;

/**
 * The homes a message lists, each with its rooms, or null where it lists fewer than two or its parts do not add up to the
 * order read from it whole.
 */
export function listedHomes(text: string, whole: Pick<Order, 'rooms'>, read: PhraseReader): ListedHome[] | null {
  const parts = homeParts(text);
  if (!parts) return null;
  const homes = parts.map((part) => ({ part, ...read(part) }));
  const sum = sumOfRooms(homes.map(({ rooms }) => rooms));
  if (sum.size !== whole.rooms.size || [...sum].some(([item, n]) => whole.rooms.get(item) !== n)) return null;
  return namedHomes(homes.map(({ part, rooms, addOns }) => ({ text: part, rooms, addOns })));
}

/** The rooms of several homes added up. */
export function sumOfRooms(homes: readonly ReadonlyMap<string, number>[]): Map<string, number> {
  const sum = new Map<string, number>();
  for (const rooms of homes) for (const [item, n] of rooms) sum.set(item, (sum.get(item) ?? 0) + n);
  return sum;
}

/** Rooms said once for every home of the list, in the list's own sentence: ", each floor has its own kitchen and living room". */
const EACH_HOME_HAS = /(?:[,;]\s*(?:and\s+)?|\s+and\s+)(?:each|every|both)\s+(?:floors?|units?|apartments?|apts?|levels?|sides?|ones?|homes?|houses?|flats?)\s+(?:has|have|with|gets?)\s+(?:(?:its|their)\s+own\s+)?([^.;?!]*)/;

/**
 * The rooms every home of a list has, said once after it, written into each home's part: "upstairs 3 br 1 bath, downstairs
 * 2 br 1 bath, each floor has its own kitchen and living room" is two homes with a kitchen and a living room each.
 */
export function roomsOfEachHome(text: string): string {
  const each = EACH_HOME_HAS.exec(text);
  if (!each || !/\b(kitchens?|living|dining|family|dens?|rooms?|bath\w*|offices?)\b/.test(each[1]!)) return text;
  const parts = partsOf(text.slice(0, each.index));
  return parts ? `${parts.map((part) => `${part}, ${each[1]!.trim()}`).join('; ')}${text.slice(each.index + each[0].length)}` : text;
}

/** The message cut into one part per home, each starting where a bedroom count does; null where it lists fewer than two. */
export function homeParts(text: string): string[] | null {
  return partsOf(roomsOfEachHome(text));
}

function partsOf(text: string): string[] | null {
  const parts: string[] = [];
  for (const piece of text.split(PIECES)) {
    if (!parts.length || (BEDROOMS_COUNTED.test(piece) && BEDROOMS_COUNTED.test(parts.at(-1)!))) parts.push(piece);
    else parts[parts.length - 1] += `, ${piece}`;
  }
  return parts.length >= 2 ? parts : null;
}

/**
 * Homes told apart by the words only each one's description has: those of one message's list, or those a conversation
 * described turn by turn ("my house: 3 bed..." then "and my mother's condo, 2 bed...").
 */
export function namedHomes(homes: readonly { text: string; rooms: Map<string, number>; addOns: string[] }[]): ListedHome[] {
  const wordsOf = (text: string) => new Set((text.match(/[a-z][a-z'-]{2,}/g) ?? []).map((w) => w.replace(/'s$/, '')).filter((w) => !NOT_A_NAME.test(w)));
  const all = homes.map(({ text }) => wordsOf(text));
  // A word two homes share names neither ("standard", "apartment" in both).
  return homes.map(({ text, rooms, addOns }, i) => ({
    text,
    words: new Set([...all[i]!].filter((w) => all.every((other, j) => j === i || !other.has(w)))),
    own: OWN_HOME.test(text),
    rooms,
    addOns,
  }));
}

/** The visitor's own home named in a list: "my place", "our house". */
const OWN_HOME = /\b(?:my|our)\s+(?:own\s+)?(?:place|home|house|apartment|apt|condo|unit|townhouse|flat)\b/;
/** "Just mine", "only ours": the visitor's own home, where the list says which that is. */
const MINE = /\b(?:mine|ours|my own|my place|our place)\b/;

/** Whether words name one of the homes: a clause that keeps or drops a home changes none of the rooms of the one kept. */
export const namesAHome = (words: string, homes: readonly ListedHome[]) =>
  MINE.test(words) || homes.some((h) => (words.match(/[a-z][a-z'-]{2,}/g) ?? []).some((w) => h.words.has(w.replace(/'s$/, ''))));

/** "Just Glen Ridge", "only our apartment", "her condo alone": the home kept is the one named there. */
const KEEPS = /\b(?:just|only)\s+((?:\S+\s+){0,3}\S+)|((?:\S+\s+){0,3}\S+)\s+alone\b/g;
/** A room or an add-on: "only the fridge at Ventnor" keeps no home, it changes one. */
const A_THING = /\b(?:fridge|refrigerator|oven|microwave|stove\w*|cooktop|dishwasher|dishes|bed(?:room)?s?|bath(?:room)?s?|kitchen|living|dining|den|office|rooms?)\b/;
/** "My uncle does it himself", "in-laws out", "Verona seller is handling it": the home named there is dropped. */
const DROPS = /\b(?:out|drop\w*|skip\w*|remove\w*|cancel\w*|no longer|himself|herself|themselves|on (?:his|her|their) own|handling it|not (?:needed|coming|doing it))\b/;

/**
 * The one home of those listed that a turn keeps, or null where it names none, or more than one is left. The turn keeps a
 * home it names with "just", "only" or "alone", or drops one it names beside "out", "himself", "on her own"..., leaving one.
 */
export function keptHome(turn: string, homes: readonly ListedHome[]): ListedHome | null {
  const named = (words: string) => (MINE.test(words) && homes.filter((h) => h.own).length === 1 ? homes.filter((h) => h.own)
    : homes.filter((h) => (words.match(/[a-z][a-z'-]{2,}/g) ?? []).some((w) => h.words.has(w.replace(/'s$/, '')))));
  for (const m of turn.matchAll(KEEPS)) {
    if (A_THING.test(m[0])) continue;
    const kept = named(m[1] ?? m[2]!);
    if (kept.length === 1) return kept[0]!;
  }
  // "Drop the fridge on Ventnor" changes that home; it drops none.
  const sentences = turn.split(/(?<=[.!?;,])\s+/).filter((s) => DROPS.test(s) && !A_THING.test(s));
  const dropped = new Set(sentences.flatMap(named));
  const left = homes.filter((h) => !dropped.has(h));
  return dropped.size && left.length === 1 ? left[0]! : null;
}
