/**
 * A later turn read as operations on the home priced before it: take a room or an add-on out, put one in, swap one for
 * another, say a room is really another kind of room. Each clause of the turn is read on its own: a verb that changes
 * the order, and the things it names, each read by the order reader the first turn used (so "the kitchenette" is the
 * Other Room it was then, and a porch, which that reader counts as no room, is no room to take out either).
 *
 * The reading is all or nothing: a turn is read as operations only where every clause that counts rooms changes the order,
 * every room a story names is one a change points at, and every thing changed is one the reader knows and the home has;
 * otherwise `null`, and the turn is left to the readers of whole phrasings (followUpOrder). "Actually the microwave's fine,
 * they grilled on the stove all weekend. Swap it for the stovetop scrub." is three clauses: the microwave out, a story, and
 * "it" (the microwave) swapped for the scrub. A tier said alone in a clause ("standard then but add oven inside") is one
 * more operation; alike homes counted again ("Sold two. Three units now.") are read by homesLeft.
 */
import type { Order, Tier } from '../handlers/prices.ts';
import { countOf, readRooms } from './rooms.ts';

/** What one clause does to the order: a thing out, a thing in, rooms of one kind counted as another, or the tier. */
export type Operation =
  | { op: 'remove' | 'add'; thing: Thing }
  | { op: 'becomes'; from: Thing; to: string }
  | { op: 'tier'; tier: Tier };

/** A room kind of the price list with how many of it, or an add-on. `count: 'all'` is every room of that kind ("the bathrooms"). */
export type Thing = RoomThing | { addOn: string };
type RoomThing = { room: string; count: number | 'all' };

/** Reads the rooms and add-ons a phrase names, as the first turn's order was read. */
export type PhraseReader = (phrase: string) => Pick<Order, 'rooms' | 'addOns' | 'roomsNamed'>;

/** An add-on named as the price list's words are said: "oven", "the inside of the fridge". */
export const ADD_ON_NAMED = String.raw`(?:the\s+)?(?:inside\s+(?:of\s+)?(?:the\s+)?)?(?:fridge|refrigerator|oven|microwave|dishwasher|stove\s?top|stove|dishes)\b`;

/**
 * The turn cut at sentence ends, and where one change ends and another begins ("drop the oven, add the fridge", "... but keep
 * the dishes", "drop the fridge, just oven", "drop the oven do the fridge instead", "scratch the bathroom, tenant does that").
 */
const CLAUSE_END = new RegExp(String.raw`(?<=[.!?;:])\s+|\s*[—–]\s*|,?\s+(?:but|then|and then)\s+|,\s*so\s+|\s+so\s+(?=(?:please\s+|pls\s+|just\s+)?(?:add|drop|remove|skip|take|leave|forget|scratch|nix|ditch|lose|count|put|treat|price)\b)|,\s*(?=(?:and|plus)\s)|,\s*(?=(?:it|its|they|which|that|this)\b)|,\s*(?=(?:please\s+|pls\s+|also\s+|just\s+)?(?:add|drop|remove|skip|take|swap|switch|replace|put|include|count|scratch|nix|ditch|forget|forgot|leave|lose|do|get|make|keep)\b)|\s+(?:and|n|&)\s+(?:then\s+|instead\s+)?(?=(?:please\s+|also\s+)?(?:add|drop|remove|skip|take|swap|switch|replace|put|include|count|scratch|nix|ditch|forget|leave|lose)\b)|,\s*(?=(?:just|only)\s)|,\s*(?=(?:we|i)(?:'ll| will)?\s+(?:do|count|clean)\s+(?:only|just)\s)|,\s*(?=(?:deep|standard|regular)(?:\s+(?:clean(?:ing)?|one|please|pls))?\s*(?:,|$))|,\s*(?=(?:he|she|they|we)\s+(?:says?|said|(?:only|just)\s+(?:wants?|needs?))\s)|,\s*(?=(?:the\s+|my\s+|our\s+)?\w+\s+(?:does|do|did|will do|handles?|cleans?|takes care of)\s+(?:that|it|this|them)\b)|\s+(?=(?:do|add|get)\s+(?:the\s+)?(?:\w+\s+){0,2}?instead$)`);

/** Quotation marks around a word, not an apostrophe inside one ("the kids' room"). */
const QUOTES = /(?<=^|\s)['"‘“]|['"’”](?=\s|$)/g;
/** A studio's one room, by the names people give it. */
const STUDIO_ROOM = /^(?:the\s+|my\s+)?(?:main|big|one|open|only)\s+(?:living\s+)?(?:room|space|area)$/;
/** Words that only point at a thing named before: "swap it for...", "count it as a bedroom", "put them in as bathrooms". */
const POINTER = /^(?:it|that|this|that one|this one|them|those|these|they|both of them|(?:those|these) (?:two|2|three|3))$/;

/** The clause patterns, each giving the phrases it changes; tried in order, the first that reads the clause wins. */
const SWAP = /\b(?:swap|switch|replace|trade|exchange|sub|substitute|change)\s+(?:out\s+)?(.+?)\s+(?:for|with|to|into|by)\s+(.+)$/;
const INSTEAD_OF = /^(?:(?:please|pls|can you|could you|let'?s|we'?ll|i'?ll)\s+)?(?:(?:do|add|get|put in|include|clean|want|need)\s+)?(.+?)\s+(?:instead of|rather than|in place of)\s+(.+)$/;
const INSTEAD_OF_FIRST = /^(?:instead of|rather than|in place of)\s+(.+?),?\s+(?:(?:please|pls|can you|could you|we'?d like|i'?d like)\s+)?(?:do|add|get|put in|include|clean|want|need)\s+(.+)$/;
/** A thing put in where the turn took another out: "oven removed. the dishwasher instead", "add instead the oven". */
const INSTEAD = /^(?:(?:do|add|get|put in|include|clean|want|need)\s+)?(?:instead\s+)?(.+?)\s+instead$|^(?:(?:do|add|get|put in|include)\s+)?instead\s+(.+)$/;
/** What a count said again opens with: "it's", "there are", "i meant". */
const IT_IS = String.raw`(?:(?:it'?s|its|it is|there(?:'s| is| are)|we have|i have|we've got|make it|i meant|i mean)\s+)?`;
/** A count corrected: "it's 4 beds not 3", "i meant 2 full baths, not 1". */
const RECOUNT = new RegExp(String.raw`^${IT_IS}(\d+|one|two|three|four|five|six)\s+([a-z ]+?),?\s+not\s+(\d+|one|two|three|four|five|six)(?:\s+[a-z]+)?$`);
/** The half bath counted as a full one: "its 2 full baths not a half". */
const FULL_NOT_HALF = new RegExp(String.raw`^${IT_IS}(\d+|two|three|four|five)\s+full(?:\s+bath(?:room)?s?)?,?\s+not\s+(?:a|one|1|the)\s+half(?:\s+bath(?:room)?)?$`);
/** A count alone, of the one kind of room the home has: "and two?" after one bedroom priced. */
const COUNT_ALONE = /^(?:(?:and|what about|how about|then|ok|so)\s+)*(\d+|two|three|four|five|six)(?:\s+of (?:them|those))?$/;
/** A count restated as the one to price: "count only three bedrooms", "only count 2 bathrooms", "just do 3 bedrooms", "we do only 1 bedroom". */
const COUNT_ONLY = /^(?:(?:we|i)(?:'ll| will)?\s+)?(?:(?:count|price|charge for|make it|do|clean)\s+(?:only|just)|(?:only|just)\s+(?:count|price|charge for|do|clean))\s+(\d+|one|two|three|four|five|six)\s+([a-z ]+?)$/;
/** The counts said again as the ones to price: "make it 3 bedrooms and 3 other rooms", "so it's now 2 bathrooms". */
const COUNTS_NOW = /^(?:(?:make it|make that|change it to|it'?s now|now it'?s|so it'?s|it'?s|that makes(?: it)?)\s+)((?:\d+|one|two|three|four|five|six)\s+[a-z ]+?(?:\s*(?:,|and|&|\+)\s*(?:\d+|one|two|three|four|five|six)\s+[a-z ]+?)*)(?:\s+(?:now|then|instead))?$/;
const MEANT_NOT = /^(?:i\s+)?(?:meant|mean)\s+(.+?),?\s+not\s+(.+)$/;
/** "Take the den off", "leave the basement out", "I shall leave the two unused bedrooms be after all". */
const TAKEN_OUT = /\b(?:take|took|leave|cross|knock|strike)\s+(.+?)\s+(?:off|out|be|alone)\b(?:\s+(?:of (?:it|the (?:order|list|quote|booking))|too|as well))?/;
const REMOVED = /\b(?:take out|take off|leave out|leave off|cross off|knock off|drop|remove|skip|scratch|nix|ditch|forget(?: about)?|lose|cut|exclude|omit|minus|without|no(?!\s+beds?\b)|^not(?=\s+(?:the|my|our)\s)|no need for|(?:don'?t|do not|won'?t|will not|shall not|shan'?t|wouldn'?t|would not|no longer)\s+(?:need|want|do|clean|bother with)|no more)\s+(.+)$/;
const NOT_NEEDED = /^(.+?)(?:\s+(?:is|are)|'s|'re)\s+(?:actually\s+|already\s+|totally\s+|just\s+)?(?:fine|ok|okay|clean|good|off[- ]limits|not needed|taken care of)\b|^(.+?)\s+(?:doesn'?t|don'?t|does not|do not|won'?t|will not)\s+need\b|^(.+?)\s+(?:needn'?t|need not)\s+(?:be\s+)?(?:done|cleaned|touched)\b|^(.+?)\s+(?:removed|dropped|skipped|taken off|taken out|excluded|left out|not included)$|^(.+?)\s+not (?:needed|necessary)$/;
/** A room shut or empty and so not to be cleaned: "the guest bedroom is closed off", "the guest room's empty", "we have shut up one of the bedrooms". */
const CLOSED_OFF = /^(.+?)(?:\s+(?:is|are)|'s|'re)\s+(?:now\s+)?(?:(?:closed|shut|locked)(?:\s+(?:up|off))?|empty|unused|never used)\b|^(?:we|i)(?:\s+have|'ve)?\s+(?:shut|closed|locked)\s+(?:up\s+|off\s+)?(.+?)(?:\s+(?:up|off))?$/;
/** A room no one is to go into: "which I would rather nobody touched", "it's off-limits", "we keep it locked". */
const LEFT_ALONE = /^(?:(?:which|that|it|this)\s+(?:i|we)(?:'d|\s+would)\s+rather\s+(?:nobody|no one|no-one|(?:you|they|the cleaners?)\s+(?:didn'?t|did not))\s+(?:touch(?:ed)?|clean(?:ed)?|went in(?:to)?|go in(?:to)?|enter(?:ed)?)|(?:which|that|it|this)\s+(?:is|'s)\s+off[- ]limits|(?:i|we)\s+keep\s+(?:it|that|this)\s+(?:closed|locked|shut))\b/;
const DONE_OURSELVES = /\b(?:do|clean|wash|handle|run)\s+(.+?)\s+(?:myself|ourselves|themselves)\b/;
/** A kind said in place of another: "what if it has to be other room not bedroom", "count it as an other room instead of a bedroom". */
const KIND_NOT_KIND = /\b(?:be|as|is)\s+(?:an?\s+)?(other rooms?|bedrooms?|bathrooms?|half[\s-]?bath(?:room)?s?)\s*,?\s+(?:not|instead of|rather than)\s+(?:an?\s+|the\s+)?(other rooms?|bedrooms?|bathrooms?|half[\s-]?bath(?:room)?s?)$/;
const COUNTED_AS = /\b(?:count|put|treat|price|list|do|add)\s+(.+?)\s+(?:in\s+)?as\s+(?!well\b)(?:an?\s+|the\s+)?(.+?)(?:\s+(?:instead|too|as well|also))?$/;
// "It's her study", not "my late wife's sewing room".
const IS_REALLY = /^(.+?)(?:\s+(?:is|are|has been|have been)|(?:'s|'re)(?=\s+(?:really|actually|now|just|only|more like|used as|an?|my|our|his|her|their|the|\d+|one|two|three|four|five)\s))\s+(?:(?:really|actually|now|just|only|more like|more|used as)\s+)?(?:an?\s+|my\s+|our\s+|his\s+|her\s+|their\s+|\w+'s\s+)?(.+)$/;
const NO_BED = /^(.+?)\s+(?:has|have)\s+no\s+beds?\b(?:\s+(?:any ?more|now))?/;
/** A bathroom with no shower or tub: "the carriage house bathroom has no shower", "the third has no shower or tub". */
const NO_SHOWER = /^(.+?)\s+(?:has|have|with)\s+no\s+(?:shower|tub|bath ?tub)(?:\s+(?:or|and|nor)\s+(?:a\s+)?(?:shower|tub|bath ?tub))?\b/;
/** A half bathroom said to have a shower or tub after all: "one of the restrooms has a shower", "the powder room actually has a tub". */
const HAS_A_SHOWER = /^(.+?)\s+(?:actually\s+|also\s+|does\s+)?(?:has|have|with)\s+(?:a\s+)?(?:shower|tub|bath ?tub)\b/;
/** A room priced as an Other Room that has a bed now: "den has a bed, used as a bedroom", "the den has a sofa bed". */
const HAS_A_BED = /^(.+?)\s+(?:now\s+)?(?:has|have)\s+(?:a\s+)?(?:sofa\s+|day\s+|bunk\s+|murphy\s+)?beds?\b(?:\s+in\s+it)?/;
/** A room used as another kind: "the third bedroom is used as an office", "the den is set up as a bedroom". */
const USED_AS = /^(.+?)\s+(?:is\s+|are\s+)?(?:now\s+)?(?:used|set up)\s+as\s+(?:an?\s+|my\s+|our\s+|his\s+|her\s+)?(.+)$/;
/** A room made into another kind: "I turned the office into a second bedroom", "we converted the den to a bedroom". */
const TURNED_INTO = /\b(?:turned|made|converted|changed|redid|remodeled|remodelled)\s+(.+?)\s+(?:into|to)\s+(?:an?\s+|my\s+|our\s+|his\s+|her\s+)?(.+)$/;
/** A thing kept as it is: "drop the fridge, keep the oven". */
const KEPT = /^(?:but\s+)?(?:keep|leave)\s+(.+?)(?:\s+(?:in|on|as is|as it is))?$/;
/** The add-ons kept, and no others: "drop the fridge, just oven". */
const ONLY_ADD_ONS = new RegExp(String.raw`^(?:just|only)\s+(?=${ADD_ON_NAMED})(.+)$`);
/** The rooms kept: "just the bedrooms and bathrooms", "he only wants the bedrooms done", "forget the living room, just the kitchen". */
const ONLY_KEPT = /^(?:(?:he|she|they|we|i)\s+(?:says?|said)\s+)?(?:(?:he|she|they|we|i)\s+(?:(?:just|only)\s+(?:wants?|needs?)|(?:wants?|needs?)\s+(?:just|only))\s+|(?:(?:do|clean)\s+)?(?:just|only)\s+(?:(?:do|clean)\s+)?)(.+?)(?:\s+(?:done|cleaned|please|pls|then|now))*$/;
/** A thing said not to be added: "don't include my bedroom", "no need to do the den" (and Tagalog's "wag", as its reading keeps it). */
const NOT_ADDED = /\b(?:don'?t|do not|no need to|(?<!\bif )not|never|wag|won'?t)\s+(?:\w+\s+)?(?:add|include|do|clean|count)\s+(.+)$/;
/** A thing wished for: "I would like the inside of the refrigerator done", "we'd also want the oven". */
const WISHED = /^(?:but\s+)?(?:i|we)(?:'d| would| should)?\s+(?:also\s+)?(?:like|want|need)\s+(?:to\s+(?:add|have|get|include)\s+)?(.+?)(?:\s+(?:done|cleaned|added|included|as well|too|also))*$/;
/** A thing the home also has, said after its price: "we have also small toilet", "also i have half bathroom", "there's also a den". */
const ALSO_HAS = /\b(?:(?:we|i)\s+(?:also\s+)?(?:have|got)\s+also|(?:we|i)\s+also\s+(?:have|got)|also\s+(?:we|i)\s+(?:have|got)|there'?s\s+also|there\s+is\s+also)\s+(.+)$/;
/** A tier said against the other, after it: the ", not deep" of "std, not deep", "deep rather than the standard one". */
export const NOT_THE_OTHER_TIER = String.raw`,?\s+(?:not|rather than|instead of)\s+(?:a\s+|the\s+)?(?:standard|deep|regular|basic|normal)(?:\s+clean(?:ing)?)?\b`;
/** The tier alone, changed: "standard then", "make it deep", "ok regular instead", "std not deep". */
const TIER_SAID = new RegExp(String.raw`^(?:(?:make it|switch(?: it)? to|change(?: it)? to|go with|let'?s do|do|just|then)\s+)?(?:a\s+|the\s+)?(standard|deep|regular|basic|normal)(?:\s+(?:clean(?:ing)?|one))?(?:${NOT_THE_OTHER_TIER})?(?:\s+(?:for|on|of)\s+(?:the\s+)?(?:rest|others|remaining(?:\s+rooms)?|everything else|other rooms))?(?:\s+(?:then|instead|please|pls|after all))*$`);
// "Scratch the fridge... Instead, the oven inside and the dishes": what a clause opening with "instead" names is put in.
const ADDED = /\b(?:add|plus|include|throw in|put in|also (?:do|clean|want|need|get)|forgot(?: about| to (?:mention|say|add))?)\s+(.+)$|^instead,?\s+((?:the\s+)?(?:inside|oven|fridge|refrigerator|microwave|dishwasher|dishes|stove)[^.?!]*)$/;
const TOO = /^(.+?)\s+(?:should\s+)?(?:count\s+)?(?:too|as well)$/;

/** A home's rooms counted by number, not named: "3 other rooms", "two rooms" (which may hold a room the home never named). */
export const HOME_ROOMS_COUNTED = /\bother\s+rooms?\b|\b(\d+|two|three|four|five|six|seven|eight)\s+(\w+\s+)?rooms\b/i;

/** A count of more than one: said of rooms added, it restates the home rather than adds to it. */
const COUNTED = /\b(?:\d+|two|three|four|five|six)\s/;

/** How a clause's phrases become operations (see readClause). */
interface ClauseReaders {
  both(out: string, into: string): Operation[] | null;
  each(op: 'remove' | 'add', phrase: string): Operation[] | null;
  becomes(room: string, kind: string): Operation[] | null;
  kept(phrase: string): Operation[] | null;
  only(phrase: string): Operation[] | null;
  keptAfterRemoval(phrase: string): Operation[] | null;
  keptOnly(phrase: string): Operation[] | null;
  recount(room: string, now: number, before: number): Operation[] | null;
  fullNotHalf(full: number): Operation[] | null;
  countAlone(count: number): Operation[] | null;
  restate(room: string, now: number): Operation[] | null;
  closedOff(phrase: string): Operation[] | null;
}

/** The clause patterns with what each reads; tried in order, the first that reads the clause wins. */
const READINGS: [RegExp, (m: RegExpExecArray, r: ClauseReaders) => Operation[] | null][] = [
  [SWAP, (m, r) => r.both(m[1]!, m[2]!)],
  [INSTEAD_OF_FIRST, (m, r) => r.both(m[1]!, m[2]!)],
  [INSTEAD_OF, (m, r) => r.both(m[2]!, m[1]!)],
  [RECOUNT, (m, r) => r.recount(m[2]!, countOf(m[1]!), countOf(m[3]!))],
  [FULL_NOT_HALF, (m, r) => r.fullNotHalf(countOf(m[1]!))],
  [COUNT_ALONE, (m, r) => r.countAlone(countOf(m[1]!))],
  [COUNT_ONLY, (m, r) => r.restate(m[2]!, countOf(m[1]!))],
  [MEANT_NOT, (m, r) => r.both(m[2]!, m[1]!)],
  [COUNTS_NOW, (m, r) => {
    const counts = listed(m[1]!).map((part) => /^(\d+|one|two|three|four|five|six)\s+(.+)$/.exec(part));
    const restated = counts.map((c) => (c ? r.restate(c[2]!, countOf(c[1]!)) : null));
    return restated.every((o): o is Operation[] => !!o) ? restated.flat() : null;
  }],
  // "The den has a sofa bed and I list it as a 4th bedroom": what the room has says which room "it" is.
  [NO_BED, (m, r) => r.becomes(m[1]!, 'other room')],
  [HAS_A_BED, (m, r) => r.becomes(m[1]!, 'bedroom')],
  [NO_SHOWER, (m, r) => r.becomes(m[1]!, 'half bathroom')],
  // Of restrooms priced as half bathrooms, the one said to have a shower is a full one now.
  // "The bigger restroom has a shower stall": that one of them, not every one ("one of the restrooms", "the restrooms" say which).
  [HAS_A_SHOWER, (m, r) => r.becomes(m[1]!.replace(/\b(?:rest ?rooms?|bath(?:room)?s?|washrooms?|toilets?|lavs?|lavatories)\b/, (room) => (/(?:s|ies)$/.test(room) ? 'half bathrooms' : 'half bathroom')), 'bathroom')],
  // "Add living room and kitchen as other rooms" adds them ("add the kitchen as an other room + inside oven", the oven
  // too); "count it as a bedroom" moves it.
  [KIND_NOT_KIND, (m, r) => r.becomes(m[2]!, m[1]!)],
  [COUNTED_AS, (m, r) => (/^add\b/.test(m[0]) ? r.each('add', [m[1]!, ...listed(m[2]!).slice(1)].join(' and ')) : r.becomes(m[1]!, m[2]!))],
  [USED_AS, (m, r) => r.becomes(m[1]!, m[2]!)],
  [TURNED_INTO, (m, r) => r.becomes(m[1]!, m[2]!)],
  // After the readings of what a room is: "count it as an other room instead" counts it, it adds nothing.
  [INSTEAD, (m, r) => r.each('add', (m[1] ?? m[2])!)],
  [TAKEN_OUT, (m, r) => r.each('remove', m[1]!)],
  [DONE_OURSELVES, (m, r) => r.each('remove', m[1]!)],
  [LEFT_ALONE, (_, r) => r.each('remove', 'it')],
  [REMOVED, (m, r) => r.each('remove', m[1]!)],
  [NOT_NEEDED, (m, r) => r.each('remove', (m[1] ?? m[2] ?? m[3] ?? m[4] ?? m[5])!)],
  [CLOSED_OFF, (m, r) => r.closedOff((m[1] ?? m[2])!)],
  [IS_REALLY, (m, r) => r.becomes(m[1]!, m[2]!)],
  [KEPT, (m, r) => r.kept(m[1]!)],
  [ONLY_ADD_ONS, (m, r) => r.only(m[1]!)],
  // "Forget the living room, just the kitchen": after a room taken out, the rooms kept of that kind.
  [ONLY_KEPT, (m, r) => r.keptAfterRemoval(m[1]!) ?? r.keptOnly(m[1]!)],
  [NOT_ADDED, (m, r) => r.each('remove', m[1]!)],
  [ADDED, (m, r) => r.each('add', (m[1] ?? m[2])!)],
  // "We'd like 3 bedrooms done" restates a count; "I would like the fridge done" adds it.
  [WISHED, (m, r) => (COUNTED.test(m[1]!) ? null : r.each('add', m[1]!))],
  [ALSO_HAS, (m, r) => (COUNTED.test(m[1]!) ? null : r.each('add', m[1]!))],
  // "She has 3 cuartos and la sala too" restates a count; "the kitchenette too" adds a room.
  [TOO, (m, r) => (COUNTED.test(m[1]!) ? null : r.each('add', m[1]!))],
];

/** A clause that goes on from the one before: "and the dishes...", "plus the oven". */
const CONTINUES = /^\s*(?:and|plus|also|with|&|\+)\s/;
/** What a clause says before its change and is not part of the things changed: "actually", "oh and", "please". */
const OPENING = /^(?:(?:ok|okay|oh|ah|hmm|no(?=\s*,|\s+(?:wait|sorry|actually|scratch))|wait|sorry|actually|nvm|never ?mind|scratch that|so|and|also|please|pls|on second thought|on reflection|oops|my bad|correction|one more thing|however|(?:what|how) about if (?:we|i)|(?:what )?if (?:we|i|you|u|she|he|they)|how about (?:we|i)|(?:can|could) (?:we|i|you|u)(?= (?:just|only) )|(?:(?:my|our)\s+)?(?:he|she|they|[a-z]+) (?:says|said|thinks|tells me|told me|reminds me|reminded me)(?: that)?)(?:[\s,:]+|$))+/;
/** What a clause ends with and is not part of the things changed: its stop, a word joining it to the next ("dishes removed, and"). */
const CLOSING = /(?:[\s,]+(?:and|or|but|plus|please|pls|thanks|thank you|lol|haha|lmao|jk|how much(?: (?:then|now|is (?:it|that)|would (?:it|that) be))?))*[.!?,;:\s]*$/;
/** What a phrase says around the thing it names: "the inside of", "this time", "from the list". */
const AROUND = /\b(?:this time|for now|from (?:the|my|our) (?:order|list|quote|booking)|off the (?:order|list|quote)|please|pls|up there|down there|in (?:the )?back|too|as well|also|from it|for us|done|cleaned|washed|scrubbed)\b|\b(?:for|in|of|at) (?:the|my|our|her|his) (?:\w+ )?(?:kitchen|kitchenette|house|home|apartment|apt|unit|condo|place)\b/g;

/** A room count in the clause: a clause that counts rooms and changes nothing describes a home, which other readers read. */
export const COUNTS_ROOMS = /\b(?:\d+|one|two|three|four|five|six|seven|eight)\s*(?:bed(?!s? in\b)|bath|br\b|bd\b|ba\b|half|other|full|rooms?)/;
/** The turn asks what something covers, not to change the order: "does standard include the fridge or do I add it?". */
const ASKS_COVERS = /(?<!\b(?:don'?t|do not|not|won'?t|will not|never)\s+)\b(?:includ\w*|cover\w*|comes? with|part of|wiped|what does)\b/;
/** The turn's own sum ("I forgot the den, so 4 other rooms", "skip the baby's room, just 1 bed"): the count it restates, which the readers of sums read ("count only 3 bedrooms" is COUNT_ONLY's). */
const SUMS_UP = /\b(?:so|that'?s|making it|makes it|which makes(?: it)?|total of|in total|in all|(?<!\b(?:count|price|charge for|do|clean)\s)(?:just|only))\s+(?:(?:it'?s|that'?s|we have|there are|there'?s)\s+)?(?:\d+|one|two|three|four|five|six|seven|eight)\s+(?:bed|bath|half|other|office|room|kitchen|living)/;
/** Several homes named: which of them changes is the readers of several homes' to settle. */
const SEVERAL_HOMES = /\b(?:both|all|each|every|the two|two|three)\s+(?:of the\s+)?(?:floors|units|homes|houses|apartments|apts|places|condos|properties|rentals|cottages|cabins|flats)\b|\b(?:in|for|at|to)\s+each\b|\beach one\b|\bboth\b(?!\s+(?:of\s+)?(?:the\s+|my\s+|our\s+|those\s+|them\b)?(?:\w+\s+)?(?:bath|bed|room|half|other|office|kitchen|living|dining|den|fridge|oven|microwave|dishwasher|stove|dishes|add))/;
/** Beds in a room named before: "it has two beds in it", "there's a bed in there". */
const BEDS_IN_IT = /\b(?:\w+\s+)?beds?\s+in\s+(?:it|there|them|here)\b/g;
/** A yes-or-no question about the visit, not a change to the order. */
const ASKS_WHETHER = /^(?:would|will|does|do|did|is|are|should|could they|can they|can the|can a|can your)\b/;
/** A tier said in a clause that says more ("deep for the first one", "not the deep"): the readers of tiers settle it, not this one. */
const TIER_CHANGE = /\b(?:standard|deep|regular|basic|normal|heavy)\b/;
/** "What would the deep cleaning come to then?", "how much for standard": the price asked at a tier, which is the tier said. */
const TIER_PRICED = /^(?:and |so |then |ok |okay )?(?:what(?:'s| is| would| will)?|how much)\b[^?]*?\b(standard|deep|regular|basic|normal)(?: clean(?:ing)?| one)?\b(?![^?]*\b(?:includ\w*|cover\w*|differ\w*|mean\w*|do|does|vs|versus|or)\b)/;

/** The operations a turn (its own words, lower-cased) makes on a home, or null where any part of it is not read as one. */
export function readOperations(turn: string, read: PhraseReader, home: Pick<Order, 'rooms' | 'addOns'>, homeWords = '', aside: (clause: string) => boolean = () => false): Operation[] | null {
  if (ASKS_COVERS.test(turn) || SUMS_UP.test(turn) || SEVERAL_HOMES.test(turn)) return null;
  const operations: Operation[] = [];
  // The things named so far, latest last, from the add-on the home got last.
  const mentioned: Thing[] = home.addOns.length ? [{ addOn: home.addOns.at(-1)! }] : [];
  const added = (t: Thing) => operations.some((o) => o.op === 'add' && o.thing === t);
  const has = (t: Thing) => ('addOn' in t ? home.addOns.includes(t.addOn) : home.rooms.has(t.room)) || added(t);
  // The words each thing was named by: an Other Room the home's words never named ("the loft has a bed" after "kitchen and
  // living room") was not counted, and is one more room rather than one of those.
  const namedBy = new Map<Thing, string>();
  // A room said to be of another kind that the home never counted, once per room however often it is said.
  const newRooms = new Map<Thing, Thing>();
  const newRoom = (from: RoomThing, to: string) => newRooms.get(from) ?? newRooms.set(from, { room: to, count: from.count === 'all' ? 1 : from.count }).get(from)!;
  // "Leave out the study" after "the parlor, the dining room and the kitchen": by any telling word of the phrase ("the kitchen,
  // contractor is gutting it" names the kitchen), not only its last.
  const toldBy = new Map<Thing, string>();
  const neverCounted = (t: Thing) => !!homeWords && 'room' in t && t.room === 'Other Room' && t.count === 1 && (namedBy.has(t) || toldBy.has(t)) && !HOME_ROOMS_COUNTED.test(homeWords)
    && !(namedBy.get(t) ?? toldBy.get(t))!.split(' ').some((word) => word.length > 2 && !/^(?:room|rooms|area|space|the|that|this|those|these|their|your|our|and)$/.test(word) && new RegExp(String.raw`\b${word.replace(/'s$/, '')}`).test(homeWords));
  const counted = (t: Thing) => !('room' in t) || t.room !== 'Other Room' || added(t) || !namedBy.has(t) || new RegExp(String.raw`\b${namedBy.get(t)!.split(' ').at(-1)!.replace(/'s$/, '')}`).test(homeWords);
  // "It", taken out or moved, is the latest thing named that the home has: "the microwave's fine, they grilled on the stove...
  // swap it for the scrub" swaps the microwave, not the stove the story names. "It" put in is the latest thing named: "the
  // microwave is disgusting. add that too".
  const thingOf: ThingOf = (phrase, had = false) => {
    // "One of the 'bedrooms'": the room, not the quotation marks around it.
    const words = phrase.replace(QUOTES, ' ').replace(AROUND, ' ').replace(/\s+/g, ' ').trim();
    if (POINTER.test(words)) return (had ? [...mentioned].reverse().find(has) : undefined) ?? mentioned.at(-1) ?? null;
    // "Main room is more a living room" of a studio booked as 1 bed 1 bath: its main room is the bedroom priced.
    const thing = STUDIO_ROOM.test(words) && /\bstudio\b/.test(homeWords) && home.rooms.get('Bedroom') === 1 ? { room: 'Bedroom', count: 1 } : thingIn(words, read);
    if (thing) {
      mentioned.push(thing);
      namedBy.set(thing, words.replace(/[^a-z' ]/g, '').trim());
    }
    return thing;
  };
  const removed = (t: Thing) => operations.some((o) => o.op === 'remove' && o.thing === t);
  // How many rooms of a kind the turn has taken out, or put in, so far.
  const changedOf = (op: 'remove' | 'add') => (room: string) =>
    operations.reduce((n, o) => n + (o.op === op && 'room' in o.thing && o.thing.room === room ? (o.thing.count === 'all' ? home.rooms.get(room) ?? 0 : o.thing.count) : 0), 0);
  const removedOf = changedOf('remove');
  const addedOf = changedOf('add');
  // How many rooms of a kind the turn has moved in (or, less than nothing, out) by saying a room is another kind.
  const movedOf = (room: string) => operations.reduce((n, o) => {
    if (o.op !== 'becomes' || !('room' in o.from)) return n;
    const count = o.from.count === 'all' ? home.rooms.get(o.from.room) ?? 0 : o.from.count;
    return n + (o.to === room ? count : 0) - (o.from.room === room ? count : 0);
  }, 0);
  // Rooms named in a story, which a change must point at.
  const toldOf: Thing[] = [];
  // A clause that only names things ("the office and the basement") after one that took things out takes them out too.
  let lastOp: 'remove' | 'add' | null = null;
  const clauses = turn.split(CLAUSE_END).filter((c) => c.trim()).map((raw) => ({ raw, clause: raw.replace(OPENING, '').replace(CLOSING, '').trim() }));
  // Most later turns change nothing ("and with the code?"): read no phrase of them.
  if (!clauses.some(({ clause }) => TIER_SAID.test(clause) || READINGS.some(([pattern]) => pattern.test(clause)))) return null;
  for (const { raw, clause } of clauses) {
    // "Forget upstairs, ... just mine": a clause `aside` says is about which home, not its rooms.
    if (!clause || aside(clause)) continue;
    let changes = readClause(clause, { thingOf, has, removed, counted, neverCounted, newRoom, read, addOns: home.addOns, homeRooms: [...home.rooms.keys()], homeCount: (room) => home.rooms.get(room), removedOf, addedOf, movedOf }, lastOp);
    // "Add the powder room. And the dishes because the kids will leave a pile": more of the same change.
    if (changes === 'story' && lastOp && CONTINUES.test(raw)) {
      const things = listed(clause.replace(/\s+(?:because|since|cause|cuz|bc|so that|as)\b.*$/, '')).map((phrase) => thingOf(phrase, lastOp === 'remove'));
      // "And I will use the new-customer code" goes on to something else.
      if (things.every((t): t is Thing => !!t)) changes = things.map((thing) => ({ op: lastOp!, thing }));
    }
    // "My son moved out, his room is empty now, we do only 1 bedroom": beside a count said again, the rest only says why.
    if ((changes === 'story' || !changes) && !COUNT_ONLY.test(clause) && clauses.some((c) => COUNT_ONLY.test(c.clause))) continue;
    if (changes === 'story') {
      // "She never uses the dining room, take that off too": what a story names is what "that" may point at.
      // "It has two beds in it" tells what a room is, and counts no bedroom.
      const { rooms, addOns, roomsNamed } = read(clause.replace(BEDS_IN_IT, ' '));
      // "Fridge, oven, microwave, dishwasher" alone: a list whose change the turn says elsewhere, if anywhere.
      if (addOns.length > 1 && listed(clause).every((p) => p.split(' ').length <= 3)) return null;
      // "One bedroom was my late wife's sewing room": the room the story is about is the one it opens with.
      const subject = clause.replace(BEDS_IN_IT, ' ').replace(QUOTES, ' ').split(/\s(?:is|are|was|were|used to be|has been|have been)\s/)[0]!;
      // "It was my wife's sewing room" says what the room just named was.
      const thing = rooms.size + roomsNamed.length + addOns.length === 1 || subject !== clause ? (POINTER.test(subject.trim()) ? thingOf(subject.trim(), true) : thingIn(subject, read)) : null;
      // "I forgot my study — a small room with my desk": the room just named, said again.
      const last = mentioned.at(-1);
      const same = thing && 'room' in thing && last && 'room' in last && last.room === thing.room && /^an?\s/.test(clause) ? last : null;
      // A room a story names and no change points at ("the staff bathroom actually has a shower") says something the
      // readers of whole phrasings read.
      if (rooms.size || roomsNamed.length) {
        if (!thing) return null;
        toldOf.push(same ?? thing);
      }
      if (!same) mentioned.push(...(thing ? [thing] : addOns.map((addOn) => ({ addOn }))));
      // "My study I keep locked, so leave that out": the room by the words of the story that name it.
      if (thing && !namedBy.has(thing)) toldBy.set(thing, subject.replace(/[^a-z' ]/g, '').trim());
      continue;
    }
    if (!changes) return null;
    // "Drop the office. It's off-limits": the office, taken out once; "the second bedroom has no bed...; it's her study": moved once.
    const fresh = changes.filter((c) => !operations.some((o) => o.op === c.op && subject(o) === subject(c)));
    // "I forgot the kitchen/living room thing, add 1 other room": one room said twice, which only the words can tell.
    if (fresh.some((c) => addedRoom(c) && operations.some((o) => addedRoom(o) === addedRoom(c)))) return null;
    // "The third bedroom is my sewing room, which I would rather nobody touched": a room moved, then left out, is left out as it was.
    for (const change of fresh) {
      const moved = change.op === 'remove' ? operations.findIndex((o) => o.op === 'becomes' && o.from === change.thing) : -1;
      if (moved >= 0) operations.splice(moved, 1);
    }
    operations.push(...fresh);
    if (changes.some((o) => o.op !== 'tier')) lastOp = changes.every((o) => o.op === 'remove') ? 'remove' : changes.every((o) => o.op === 'add') ? 'add' : null;
  }
  if (toldOf.some((t) => !operations.some((o) => subject(o) === t))) return null;
  // "Add instead the oven" with nothing read as taken out: what it replaces is read elsewhere.
  if (/\binstead\b/.test(turn) && !operations.some((o) => o.op === 'remove' || o.op === 'becomes')) return null;
  return operations.length ? operations : null;
}

/** The thing a phrase names; a pointer ("it") is `had`: one the home has, to take out or move. */
type ThingOf = (phrase: string, had?: boolean) => Thing | null;

/** What a clause is read against: the things named so far, the home, and the reader of phrases. */
interface ClauseContext {
  thingOf: ThingOf;
  has(thing: Thing): boolean;
  /** Whether the turn has taken the thing out. */
  removed(thing: Thing): boolean;
  /** Whether the home's price counted the room: an Other Room its words never named was not. */
  counted(thing: Thing): boolean;
  /** Whether a room taken out is one Other Room that none of the home's words named, where they named its other rooms one by one. */
  neverCounted(thing: Thing): boolean;
  /** The room of another kind that one the home never counted is: one more of that kind. */
  newRoom(from: RoomThing, to: string): Thing;
  read: PhraseReader;
  /** The home's add-ons. */
  addOns: readonly string[];
  /** The home's room kinds, how many rooms of a kind it has, and how many of them the turn has taken out, put in and moved so far. */
  homeRooms: readonly string[];
  homeCount(room: string): number | undefined;
  removedOf(room: string): number;
  addedOf(room: string): number;
  movedOf(room: string): number;
}

const addedRoom = (o: Operation) => (o.op === 'add' && 'room' in o.thing ? o.thing.room : null);
const subject = (o: Operation) => (o.op === 'becomes' ? o.from : o.op === 'tier' ? o.tier : o.thing);

/** One clause's operations; 'story' for a clause that changes nothing and counts no room ("they grilled all weekend"); null where it cannot be read. */
function readClause(clause: string, { thingOf, has, removed, counted, neverCounted, newRoom, read, addOns, homeRooms, homeCount, removedOf, addedOf, movedOf }: ClauseContext, lastOp: 'remove' | 'add' | null): Operation[] | 'story' | null {
  const both = (out: string, into: string): Operation[] | null => {
    const from = thingOf(out, true);
    const to = from && thingOf(into);
    return from && to ? [{ op: 'remove', thing: from }, { op: 'add', thing: to }] : null;
  };
  const each = (op: 'remove' | 'add', phrase: string): Operation[] | null => {
    const things = listed(phrase).map((phrase) => thingOf(phrase, op === 'remove'));
    // "The guest bedroom is closed off so skip it": "it" is the room already taken out, not one more.
    if (op === 'remove' && POINTER.test(phrase.trim()) && things.length === 1 && things[0] && removed(things[0])) return [];
    if (!things.every((t): t is Thing => !!t)) return null;
    // "The parlor, the dining room and the kitchen... my study I keep locked, so leave that out": a room the home's words
    // never named was never counted; taking it out is not read here, and the readers of whole phrasings take nothing off.
    if (op === 'remove' && things.some(neverCounted)) return null;
    return things.map((thing) => ({ op, thing }));
  };
  const becomes = (room: string, kind: string): Operation[] | null => {
    // "2 bedrooms, the third bedroom is the living room" restates a count besides the room it moves.
    if (listed(room).length > 1) return null;
    const from = thingOf(room, true);
    const to = kindOf(kind, read);
    if (!from || !('room' in from) || !to) return null;
    // "Forgot the nursery, that's a 4th bedroom": what it was counted as, said again.
    if (to === from.room) return POINTER.test(room.trim()) ? [] : null;
    // "Forget the third bedroom, it's a storage room now": why it was taken out, not a room moved.
    if (removed(from)) return [];
    return [counted(from) ? { op: 'becomes', from, to } : { op: 'add', thing: newRoom(from, to) }];
  };
  // "Drop the fridge, keep the oven": read, and nothing changed, where the home has what is kept.
  const kept = (phrase: string): Operation[] | null => (listed(phrase).every((p) => { const t = thingOf(p); return !!t && has(t); }) ? [] : null);
  // "Just oven": the home's other add-ons out; "just the two bathrooms and the kitchen" (rooms) is the readers of whole phrasings'.
  const only = (phrase: string): Operation[] | null => {
    const things = listed(phrase).map((p) => thingOf(p));
    if (!things.every((t): t is { addOn: string } => !!t && 'addOn' in t && has(t))) return null;
    return addOns.filter((addOn) => !things.some((t) => t.addOn === addOn)).map((addOn) => ({ op: 'remove', thing: { addOn } }));
  };
  // "Just the kitchen" after "forget the living room": of the kind taken out, only the rooms named stay ("forget the living
  // room, just the kitchen" of a kitchen, living and dining room keeps one). Said alone, or of another kind ("skip the
  // bedrooms, just the two bathrooms and the kitchen"), it keeps rooms of the whole home, which the readers of whole phrasings read.
  const keptAfterRemoval = (phrase: string): Operation[] | null => {
    if (lastOp !== 'remove') return null;
    const things = listed(phrase).map((p) => thingOf(p));
    const room = things[0] && 'room' in things[0] ? things[0].room : null;
    if (!room || !removedOf(room) || !things.every((t) => !!t && 'room' in t && t.room === room && typeof t.count === 'number' && has(t))) return null;
    const staying = things.reduce((n, t) => n + ((t as RoomThing).count as number), 0);
    const more = (homeCount(room) ?? 0) - removedOf(room) - staying;
    return more > 0 ? [{ op: 'remove', thing: { room, count: more } }] : more === 0 ? [] : null;
  };
  // "Just the bedrooms and bathrooms", "only the bathrooms and the kitchen": of the home's rooms, those named stay (the
  // bathrooms with their half baths), the others go.
  const keptOnly = (phrase: string): Operation[] | null => {
    // "Just the common areas" of a shared home may or may not mean its bathroom.
    if (/\b(?:common|shared)\b/.test(phrase)) return null;
    const things = listed(phrase).map((p) => thingOf(p));
    // "Just kitchen living room + the 2 baths": the reader counts the rooms a part names without a comma.
    const { rooms } = read(phrase);
    if (!things.every((t): t is RoomThing => !!t && 'room' in t && has(t))) return null;
    // "Only 2 of the bathrooms": fewer of that kind, the others as they were.
    const ofKind = listed(phrase).every((p) => /\b(?:\d+|one|two|three|four)\s+of\b/.test(p));
    const removals: Operation[] = [];
    for (const room of ofKind ? new Set(things.map((t) => t.room)) : homeRooms) {
      const left = homeCount(room)! - removedOf(room);
      const named = things.filter((t) => t.room === room || (room === 'Half Bathroom' && t.room === 'Bathroom' && t.count === 'all'));
      // "Just kitchen living room": after a kitchen and a living room counted apart, the two, not one open room.
      const apart = room === 'Other Room' ? readRooms(phrase, homeRooms, true).rooms.get(room) ?? 0 : 0;
      const staying = named.some((t) => t.count === 'all') ? left : Math.max(named.reduce((n, t) => n + (t.count as number), 0), rooms.get(room) ?? 0, Math.min(apart, left));
      if (staying > left) return null;
      if (left > staying) removals.push({ op: 'remove', thing: { room, count: left - staying } });
    }
    return removals;
  };
  // "It's 4 beds not 3": the rooms more or fewer, where the home had the count said before.
  const recount = (phrase: string, now: number, before: number): Operation[] | null => {
    const room = kindOf(phrase, read);
    if (!room || now === before) return null;
    const had = (homeCount(room) ?? 0) - removedOf(room);
    // "She forgot my old room. It's 3 bedrooms not 2": the count sums up the room the turn added.
    if (addedOf(room) && had + addedOf(room) === now) return [];
    if (had !== before) return null;
    return [{ op: now > before ? 'add' : 'remove', thing: { room, count: Math.abs(now - before) } }];
  };
  // "Its 2 full baths not a half" of one full bath and a half: the half bath is a full one.
  const fullNotHalf = (full: number): Operation[] | null =>
    (homeCount('Half Bathroom') ?? 0) >= 1 && (homeCount('Bathroom') ?? 0) + 1 === full ? [{ op: 'becomes', from: { room: 'Half Bathroom', count: 1 }, to: 'Bathroom' }] : null;
  // "And two?" after one bedroom priced: that kind counted again.
  const countAlone = (count: number): Operation[] | null => {
    if (homeRooms.length !== 1) return null;
    const room = homeRooms[0]!;
    return recount(room, count, homeCount(room)!);
  };
  // "Count only three bedrooms": that kind as many as said, whatever the home had.
  const restate = (phrase: string, now: number): Operation[] | null => {
    const room = kindOf(phrase, read);
    if (!room) return null;
    const had = (homeCount(room) ?? 0) - removedOf(room) + addedOf(room) + movedOf(room);
    return now === had ? [] : [{ op: now > had ? 'add' : 'remove', thing: { room, count: Math.abs(now - had) } }];
  };
  // "Remove one bathroom, the guest bath is closed off": why the room taken out goes, not one more taken out.
  const closedOff = (phrase: string): Operation[] | null => {
    const thing = listed(phrase).length === 1 ? thingOf(phrase, true) : null;
    if (thing && 'room' in thing && removedOf(thing.room) > 0) return [];
    return each('remove', phrase);
  };
  const readers: ClauseReaders = { both, each, becomes, kept, only, keptAfterRemoval, keptOnly, recount, fullNotHalf, countAlone, restate, closedOff };
  const tier = TIER_SAID.exec(clause);
  if (tier) return [{ op: 'tier', tier: tier[1] === 'deep' ? 'deep' : 'standard' }];
  const priced = TIER_PRICED.exec(clause);
  if (priced && !namesAny(clause, read)) return [{ op: 'tier', tier: priced[1] === 'deep' ? 'deep' : 'standard' }];
  if (TIER_CHANGE.test(clause)) return null;
  // "Would the cleaner change the bed linens too?" asks what a visit does ("does that change anything?" asks nothing of a
  // thing); "can you also do the fridge?" and "do the fridge instead" change the order.
  if (ASKS_WHETHER.test(clause) && !/\binstead$/.test(clause)) return namesAny(clause, read) ? null : 'story';
  // A pattern whose phrases name nothing the home has leaves the clause to the next ("... a toilet and a sink, no shower" is
  // no "no shower" taken out, but a bathroom that is a half bath); one no pattern reads leaves the turn to the other readers.
  let unread = false;
  for (const [pattern, reading] of READINGS) {
    const m = pattern.exec(clause);
    if (!m) continue;
    // "Oops 3 baths, forgot the basement one": a count or a thing beside the change is another change, read elsewhere;
    // the kind a room becomes said again is not ("has no bed, she uses it as her sewing room and study").
    const rest = `${clause.slice(0, m.index)} ${clause.slice(m.index + m[0].length)}`;
    if (COUNTS_ROOMS.test(rest)) return null;
    const operations = reading(m, readers);
    // "The kitchen is really big" says what a room is like, not that it is another kind: a story; so is "just wipe the
    // counters" where nothing was taken out.
    if (!operations) {
      unread ||= pattern !== IS_REALLY && pattern !== ONLY_KEPT;
      continue;
    }
    return namesOtherThan(rest, operations, read) ? null : operations;
  }
  if (unread) return null;
  // "The office and the basement" after "skip the guest room": the same change, of more things named alone.
  const parts = listed(clause);
  // Not "just the main bedroom", which keeps a room.
  // "Leave out one bedroom. Her sewing room": someone's room said after it names the room taken out, not one more.
  const describesIt = /^(?:his|her|their)\s/.test(clause) && !/\b(?:and|too|also|as well|plus)\b/.test(clause);
  if (lastOp && !describesIt && ONLY_THINGS.test(clause) && parts.every((p) => p.split(' ').length <= 4)) {
    const things = parts.map((phrase) => thingOf(phrase, lastOp === 'remove'));
    if (things.every((t): t is Thing => !!t)) return things.map((thing) => ({ op: lastOp, thing }));
  }
  return COUNTS_ROOMS.test(clause) ? null : 'story';
}

/** Whether a phrase names a room or an add-on other than the kinds the operations make rooms into. */
function namesOtherThan(phrase: string, operations: readonly Operation[], read: PhraseReader): boolean {
  const { rooms, addOns, roomsNamed } = read(phrase);
  const into = new Set(operations.flatMap((o) => (o.op === 'becomes' ? [o.to] : o.op === 'add' && 'room' in o.thing ? [o.thing.room] : [])));
  return addOns.length > 0 || [...rooms.keys(), ...roomsNamed].some((kind) => !into.has(kind));
}

/** Whether a phrase names any room or add-on. */
function namesAny(phrase: string, read: PhraseReader): boolean {
  const { rooms, addOns, roomsNamed } = read(phrase);
  return rooms.size + addOns.length + roomsNamed.length > 0;
}

/** A clause that only names things, each with its article: "the office and the basement", not "that's a 4th bedroom", "just the main bedroom", "4 other rooms". */
const ONLY_THINGS = /^(?:the|my|our|his|her|their)\s(?!.*\b(?:is|are|was|were|'s|just|only|keep)\b)/;

/**
 * The things a phrase lists: "the prayer room, kitchen and living room", "oven + fridge". A part of more than three words
 * that starts with no article says more of the part before it: "the 5th bedroom, guest room nobody uses" is one room.
 */
function listed(phrase: string): string[] {
  const parts: string[] = [];
  for (const part of phrase.split(/\s*(?:,|\band\b|&|\+)\s*/).filter((p) => p.trim())) {
    if (parts.length && part.split(' ').length > 3 && !/^(?:the|a|an|my|our|his|her|their|one|two|\d)\b/.test(part)) parts[parts.length - 1] += ` ${part}`;
    else parts.push(part);
  }
  return parts;
}

/** The one thing a phrase names, as the order reader reads it; null for none or more than one. */
function thingIn(phrase: string, read: PhraseReader): Thing | null {
  const { rooms, addOns, roomsNamed } = read(phrase);
  // "The 'other' add-on for the cubby shelves in the lobby" names an add-on the reader reads only after its verb.
  if (!addOns.length && /\b(?:add[- ]?ons?|extras?)\b/.test(phrase)) return null;
  // "The other rooms he says he only wants the bedrooms": a sentence of its own, no thing.
  if (/\b(?:he|she|they|we|i|you)\s+(?:says?|said|(?:only|just)\s+(?:wants?|needs?))\b/.test(phrase)) return null;
  // "The bed linens", "the sheets": what is on a bed, no bedroom.
  if (/\b(?:linens?|sheets|bedding|pillow\w*|duvets?|mattress\w*)\b/.test(phrase)) return null;
  // "The other rooms", "the other room": the price list's Other Rooms, which the order reader reads only where a room is named or counted.
  const others = /^(?:the\s+|all\s+(?:the\s+)?)?other\s+room(s?)$/.exec(phrase);
  if (others) return { room: 'Other Room', count: others[1] ? 'all' : 1 };
  const kinds = new Set([...rooms.keys(), ...roomsNamed]);
  // "Her room", "roommate #3's room": someone's room is a bedroom, which the order reader counts only in a list of rooms.
  // "My old room", read as an Other Room for its "room", is a bedroom too.
  if (!addOns.length && (!kinds.size || (kinds.size === 1 && kinds.has('Other Room'))) && SOMEONES_ROOM.test(phrase)) return { room: 'Bedroom', count: 1 };
  if (addOns.length + kinds.size !== 1) return null;
  if (addOns.length) return { addOn: addOns[0]! };
  const [room] = kinds;
  // "2 of those 4 bathrooms", "the two back bedrooms": two of them.
  const some = /\b(\d+|one|two|three|four)\s+of\b|^(?:the|my|our|those|these)\s+(\d+|two|three|four|five)\s/.exec(phrase);
  if (some) return { room: room!, count: countOf((some[1] ?? some[2])!) };
  const counted = rooms.get(room!);
  if (counted && !ORDINAL.test(phrase)) return { room: room!, count: counted };
  // "The bedrooms": every room of that kind; "both": two; "one of those bathrooms", "the 5th bedroom, guest room nobody uses": one.
  return { room: room!, count: /\bboth\b/.test(phrase) ? 2 : ONE_OF.test(phrase) || !PLURAL_ROOMS.test(phrase) ? 1 : 'all' };
}

const SOMEONES_ROOM = /\b(?:my|her|his|their|\w+'s)\s+(?:old\s+|own\s+)?room$/;
const ORDINAL = /\b\d+(?:st|nd|rd|th)\b|\b(?:first|second|third|fourth|fifth|last)\b/;
const ONE_OF = /\b(?:one|a|an|single|\d+(?:st|nd|rd|th)|first|second|third|fourth|fifth|last|other|main|guest|master)\b/;
const PLURAL_ROOMS = /\b\w*(?:rooms|baths|beds|offices|kitchens|basements|dens|studies)\b/;

/** The room kind a phrase says a room is: "her study" an Other Room, "full bathrooms" a Bathroom. */
function kindOf(phrase: string, read: PhraseReader): string | null {
  // "Add it as another room": the price list's Other Room, which the order reader reads only where a room is named.
  if (/^(?:an?\s+)?(?:other|another|extra|separate)\s+room$/.test(phrase)) return 'Other Room';
  // "Just a toilet and a sink, no shower": what the price list calls a Half Bathroom.
  if (/^(?:just\s+|only\s+)?(?:a\s+)?toilet\s+(?:and|&|n|\+)\s+(?:a\s+)?sink\b/.test(phrase)) return 'Half Bathroom';
  // The kind is no thing named: "count it as an other room" after "...is really my home office" still points at the bedroom.
  const thing = thingIn(phrase.replace(QUOTES, ' ').trim(), read);
  return thing && 'room' in thing ? thing.room : null;
}

/** The home after the operations, or null where one changes what the home does not have (no oven to drop, one bedroom of two to move). */
export function applyOperations(order: Pick<Order, 'rooms' | 'addOns'>, operations: readonly Operation[]): { rooms: Map<string, number>; addOns: string[] } | null {
  const rooms = new Map(order.rooms);
  let addOns = [...order.addOns];
  const removed = new Set<string>();
  const take = (room: string, count: number | 'all'): number | null => {
    const have = rooms.get(room) ?? 0;
    const n = count === 'all' ? have : count;
    if (!n || n > have) return null;
    if (n === have) rooms.delete(room);
    else rooms.set(room, have - n);
    return n;
  };
  const put = (room: string, n: number) => rooms.set(room, (rooms.get(room) ?? 0) + n);
  for (const operation of operations) {
    if (operation.op === 'tier') continue;
    if (operation.op === 'becomes') {
      if (!('room' in operation.from)) return null;
      const n = take(operation.from.room, operation.from.count);
      if (n === null) return null;
      put(operation.to, n);
      continue;
    }
    const { thing } = operation;
    if ('addOn' in thing) {
      const has = addOns.includes(thing.addOn);
      // "The microwave's fine... swap it for the scrub": taken out once, named twice.
      if (operation.op === 'remove' && !has && !removed.has(thing.addOn)) return null;
      if (operation.op === 'remove') removed.add(thing.addOn);
      addOns = operation.op === 'remove' ? addOns.filter((a) => a !== thing.addOn) : has ? addOns : [...addOns, thing.addOn];
    } else if (operation.op === 'remove') {
      if (take(thing.room, thing.count) === null) return null;
    } else {
      if (thing.count === 'all') return null;
      put(thing.room, thing.count);
    }
  }
  return rooms.size ? { rooms, addOns } : null;
}

/** Alike homes counted again: "three units now", "make it 4 condos". */
const HOMES_NOW = /^(?:(?:so|now|make it|just|only|actually)\s+)*(\d+|one|two|three|four|five|six|seven|eight|nine|ten)\s+(?:units|homes|houses|apartments|apts|condos|places|properties|rentals|cabins|cottages)(?:\s+(?:now|then|instead|left|remaining|only))?$/;
/** Some of them gone: "sold two", "drop 2 of them", "drop the Neptune City unit". */
const HOMES_LESS = /^(?:(?:we|i)\s+)?(?:sold|drop(?:ped)?|remove[ds]?|skip|lost|lose|minus)\s+(\d+|one|two|three|four|five)(?:\s+(?:of them|units|homes|houses|apartments|condos|places|properties|rentals))?$/;
const ONE_HOME_LESS = /^(?:drop|remove|skip|take out|lose|minus|no|sold)\s+(?:the\s+)?(?:[a-z]+\s+){0,2}?(?:unit|home|house|apartment|apt|condo|place|property|rental|cabin|cottage)$/;

/**
 * How many alike homes a turn leaves ("Sold two. Three units now." of five: three; "Drop the Neptune City unit." of three:
 * two), or null where it says anything else about them, or leaves none.
 */
export function homesLeft(turn: string, homes: number, read: PhraseReader): number | null {
  let left: number | null = null;
  for (const raw of turn.split(CLAUSE_END)) {
    const clause = raw.replace(OPENING, '').replace(CLOSING, '').trim();
    if (!clause) continue;
    const now = HOMES_NOW.exec(clause);
    const less = HOMES_LESS.exec(clause);
    if (now) left = countOf(now[1]!);
    else if (less) left = (left ?? homes) - countOf(less[1]!);
    else if (ONE_HOME_LESS.test(clause)) left = (left ?? homes) - 1;
    else if (COUNTS_ROOMS.test(clause) || namesAny(clause, read)) return null;
  }
  return left !== null && left >= 1 && left !== homes ? left : null;
}
