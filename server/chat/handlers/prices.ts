import { escapeRegExp } from '../../../kernel/regexp.ts';
import { firstCleanCents, formatCents } from '../../../kernel/money.ts';
import { estimate, smallestHome } from '../../../kernel/estimate.ts';
import type { ChatAnswer, Facts } from '../../../kernel/chat/model.ts';
import { appliancesCounted } from '../understand/appliances.ts';
import { addOnsAtHomes, countOf, HOME_WORDS, homeGroups, homesCounted, HALF_BATHROOM, mentionsRooms, ONE_OR_TWO_UNSAID, ONE_SPACE_SAID, ONE_SPACE_UNSAID, OTHER_ROOM, PASSAGE_WORDS, readRooms, roomAddedByName, roomsInAll, withoutRooms, WORK_STUDIO, type HomeGroup, type LeftOut } from '../understand/rooms.ts';
import { ADD_ON_NAMED, applyOperations, COUNTS_ROOMS, HOME_ROOMS_COUNTED, homesLeft, NOT_THE_OTHER_TIER, readOperations } from '../understand/operations.ts';
import { homeParts, keptHome, listedHomes, namesAHome, sumOfRooms, type ListedHome } from '../understand/listed-homes.ts';
import { A_CODE_BY_ITS_KIND, INTERJECTION, PAST_CLEANING } from '../understand/message.ts';
import { INSIDES_NOT_LISTED, UNLISTED_ITEM, UNLISTED_ITEM_CLEANED } from '../understand/tasks.ts';
import { HOME_PRICING, supportLink, type HandlerContext } from './context.ts';
import { dedupe, list, plural } from '../reply-parts.ts';

export type Tier = 'standard' | 'deep';

export interface Order {
  tier: Tier;
  /** Count per room item of the pricing table ("Bedroom", "Half Bathroom", ...). */
  rooms: Map<string, number>;
  /** Add-on items of the pricing table, once each. */
  addOns: string[];
  /** How many of an add-on's appliance are done, by the add-on's first word, where more than one is said ("2 ovens"). */
  addOnTimes?: ReadonlyMap<string, number>;
  /** Room items named without a count ("how much is a bathroom?"). */
  roomsNamed: string[];
  /** How rooms the table has no line for were counted ("the powder room as a Half Bathroom"). */
  notes: string[];
  /** Rooms said to need no cleaning: a follow-up takes them out of the home priced before. */
  roomsLeftOut: LeftOut[];
  /** Whether the tier was said ("deep", "standard", "regular"), rather than assumed. */
  tierSaid: boolean;
  /** The message with the rooms it lists taken out: what it says besides its home. */
  rest: string;
  /** How many homes like this one are priced: "12 of our 1 bed 1 bath units" (1 unless said). */
  homes: number;
  /** The rooms of several different homes added up ("Villas is 2 bed/1 bath, Diamond Beach is 2 bed/2 bath"). */
  homesListed: boolean;
  /** Homes of several kinds counted, each with its rooms ("3 one-bedrooms (...) and 2 of our 2BR units (...)"): `rooms` is their sum. */
  groups?: HomeGroup[];
  /** The add-ons are for every one of the `groups`' homes: "add dishwasher inside on all three". */
  addOnsAtEach?: boolean;
}


/** An item the add-on list doesn't name, said: "the keurig", "the air fryer". */
const UNLISTED_NAMED = new RegExp(String.raw`\b(?:${UNLISTED_ITEM})\b`);
/** Add-ons said of every home: "on all three", "for each unit", "at every one". */
const AT_EACH_HOME = /\b(on|at|for|in|to|across) (all|each|every)( of)?( (the|them|those|these|my|our))?( (\d+|two|three|four|five|six|seven|eight|nine|ten|twelve))?( (units|homes|apartments|houses|condos|places|properties|rentals|ones|one))?\b|\beach (unit|home|apartment|house|condo|place)\b/;

/** A question and the order it describes, read once (see slotsOf) and passed to every handler that prices. */
export interface OrderReading {
  text: string;
  order: Order;
  /** When the reading is the whole home asked again, the rooms priced last ("only the kitchen and baths first"). */
  pricedLast?: Order;
  /** The homes the conversation described in turns, when this reading is the one a turn keeps ("revert to my house alone"). */
  keptFrom?: readonly ListedHome[];
}

export interface Quote {
  lines: { label: string; cents: number }[];
  total: number;
  /** The first cleaning's price with the offer applied. */
  firstClean: number;
}

/** An add-on's key in ADD_ON_WORDS and Order.addOnTimes: the first word of its item ("Oven inside" -> "oven"). */
export const addOnKey = (item: string) => item.split(' ')[0]!.toLowerCase();

/** Add-on words, keyed by the first word of the pricing table's item. */
export const ADD_ON_WORDS: Record<string, RegExp> = {
  // "The top of the fridge" is a spot up high, not its inside.
  // "Clean out the bridge, something died in there": a fridge, as voice typing hears it, where its inside is cleaned.
  refrigerator: /(?<!\b(?:top|tops|roof) of (?:the |my |our )?)\b(fridge|frige|refrigerator|refridgerator|refrigirator)s?\b|\b(?:clean(?:ed|ing)? out|inside(?: of)?|empty(?:ing)? out) (?:the |my |our )?bridge\b(?! (?:to|from|toll|traffic)\b)/,
  microwave: /\b(microwaves?|micro)\b/,
  // A toaster oven or a pizza oven is no oven on the add-on list: an item not on it.
  oven: /\b(?<!(?:toaster|pizza|dutch|countertop|air fryer) )ovens?\b/,
  // A wood or pellet stove heats the house: its glass is no stovetop.
  // "The microwave over the stove": where the microwave is, not the stove ("grease all over the stove" is the stove's).
  stovetop: /\b(stove\s?tops?|(?<!(wood|pellet|coal|wood-burning|wood burning) )(?<!\b(microwave|hood|fan|vent|cabinets?|shelf|shelves|light|clock|grill|drawer|oven) (over|above|under|below|next to|beside|by|near) (the |my |our )?)stoves?|cooktops?|burners)\b/,
  dishwasher: /\bdishwashers?\b/,
  // "Add that 'other' thing", "the Other add-on": the list's Other, named as the list names it.
  // The word is looked for before the words behind it, which are costly to look back for at every place in a message.
  // "High chair tray cleaned (Other?) + inside microwave": an item put down as Other, in a bracket.
  // "Inside fridge and the Other for one window": the Other named with the item it is for.
  other: /(?=['‘"“]other|\b(?:the|that|this|an?) other add-?on\b)(?<=(?:\b(?:add|adding|with|plus|include|how much is that)\b|\+)[^.?!]{0,20})(?:['‘"“]other['’"”](?!\s*rooms?)|\b(?:the|that|this|an?) other add-?on\b)|\(\s*(?:as |an? |the )?other(?: add-?on)?\s*\?\s*\)|(?=(?:the\s+)?other\s)(?<=(?:\b(?:add|adding|with|plus|include|and)\b|\+|,)\s*)(?:the\s+)?other(?:\s+add-?on)?(?=\s+(?:for|to (?:do|clean))\s+(?:a|an|one|1|the|my|our|two|2)\s+(?!(?:home|house|apartment|apt|place|unit|property|building|room|bedroom|bathroom|daughter|son|mom|dad|mother|father|kid|child|guest|tenant|one)s?\b)[a-z])/,
  // "Wash the mugs", "do the cups and plates", "the mugs in the sink washed", "washing the mug graveyard": washing what is
  // eaten or drunk from is the dishes.
  // "Guests left a full sink": of dishes.
  dishes: /\b((a |the )?full sinks?|sinks? (is |was |are )?(full|overflowing|piled( up)?|heaped( up)?)|the (mugs|cups|plates|glasses|bowls|pots|pans)\b[^.?!,]{0,20}\bwashed|(mountain|pile|stack|tower|load|heap)s? of (\w+ )?(mugs|cups|plates|dishes|glasses|bowls|china|crockery)\b|(mugs|cups|plates|glasses|bowls|pots|pans|dishes) (\w+ ){0,5}?((left|piled|piling|pile|sitting|sit|stacked|stack)( up)? )?in (the |my |our )?sink|wash\w* (the |all the |our |my )?(mug|cup|plate|dish) (graveyard|pile|mountain|tower|collection)|(heaped|piled|stacked|loaded) (up )?with (\w+ ){0,2}(mugs|cups|plates|dishes|glasses|bowls|china|crockery|pots|pans)|dishes|dish washing|washing[- ]up|(mug|cup|dish|plate)s? (piles?|stacks?)|(sinks?\b[^.?!]{0,20}\bfull|sinks?|piles?|stacks?) of\b[^.?!]{0,12}\b(mugs|cups|dishes|plates|glasses|bowls|pots|pans)|(wash\w*|clean\w*|do|doing|scrub\w*|hand[- ]wash\w*) (up )?(the |all the |our |my |some |any |dirty )*([a-z]+ )?(mugs|cups|plates|glasses|bowls|china|crockery|cutlery|silverware|utensils|pots|pans|coffee cups|bottles|sippy cups))\b/,
};

/** A sum asked in a visitor's words: "what do those add", "sum?", "what do the add-ons come to" (not "dim sum", "that adds up"). */
export const SUM_ASKED = String.raw`what (do|does|would|will) (those|these|they|that|this|the)( [\w-]+){0,2} (add|come to|add up( to)?|total)|sum(?=\s*\?)|the sum|adds? up to`;
// "What about the other one, the duplex (2br/1ba/1 half/living)?": a home's rooms asked about after another's.
/** A price asked as what something comes to: "what's that come to", "whats it run", "what would that set me back" (the slots read it too). */
export const WHAT_IT_RUNS = String.raw`what(?:'?d|'?s| is|'ll| would| will| does) (?:that|it|this) (?:run|comes? to|set (?:me|us) back)`;
/** The heading of a reply that gives the rates of the rooms or add-ons named (engine.ts tells it from an estimate). */
export const RATES_HEADING = 'Our flat rates:';
const PRICE_WORDS = new RegExp(String.raw`^(?:and |so |ok |okay )?(?:what|how) about\b(?=[^?]*\b\d ?(?:br|bd|beds?|bedrooms?|ba|baths?|bathrooms?)\b)|\b(hourly (option|rate|price|pricing|plan|charge)s?|(an|any) hourly\b|what (would|will|do|should|shall) (i|we) (pay|owe)|how (is|would|will|do you) (that|it|this) (be )?(charged|priced|billed)|how (are|would|will) (they|those|these) (be )?(charged|priced|billed)|(per|by the) (hour|job|room|visit|house) or (per|by the) (hour|job|room|visit|house)|(takes?|took|taking) (\d+|an?|one|two|three|four|five|six|more|extra) (\w+ )?hours?\b[^.?!]{0,30}\b(pay|charge[sd]?|cost|costs) (more|extra)|(bill\w*|charg\w*|pric\w*|cost\w*|pay) (\w+ )?(hourly|by the hour|per hour)|(is it|is that|is this|are you|are they|do you go) (\w+ )?(hourly|by the hour|per hour)|charged (like|as|the same|differently|more|less)|(by the hour|hourly) or (like )?(by (the )?room|a flat|flat)|what'?s the damage|how much|hw much|price[sd]?|pricing|costs?|costing|quotes?|estimates?|rates?|charges?|charging|expensive|cheap|cheapest|total|per room|per bedroom|per bathroom|minimum|what would (it|that|this|the total) be|what does it come to|what do (clients|customers|people|i|we) pay|${SUM_ASKED}|${WHAT_IT_RUNS}|run me)\b|\$`);
/** "Regular cleaning", "on a regular basis": visits that recur; at an office, not a tier. */
export const REGULAR_VISITS = /\bregular (office |business )?(cleanings?|visits|basis|service)\b/;
const REGULAR_VISITS_ALL = new RegExp(REGULAR_VISITS.source, 'g');
/** A workplace named: an office, a business (a home office is a room of a home). */
// "The office mini-fridge" is where an add-on is, not a workplace to clean.
// "The building's lobby and hallways": a building's common areas, cleaned as a business space.
// "One bedroom is now an office": a room of the home, counted as another kind, not a workplace.
export const WORKPLACE = /\b(~?\d+|ten|twenty|thirty|dozens? of) (\w+ )?desks\b|\bopen floor\b(?=[^.?!]*\bdesks?\b)|\b(?:my|our) (?:vet(?:erinary)? |dental |medical |animal )?clinics?\b|\b(offices?|business(es)?|commercial|workplaces?|coworking|office space|club ?houses?|community rooms?|(?:church|parish|fellowship|social|banquet|legion) halls?)\b(?<!\bhome office)(?<!\b(?:bed ?rooms?|rooms?|den) (?:is|are) (?:now |really |just |actually )?(?:used as )?(?:an? |my |our |his |her )?offices?)(?! (mini[- ]?)?(fridge|refrigerator|microwave|oven|dishwasher|sink)s?\b)(?! (manager|administrator|assistant)\b)|\b(lobb(y|ies)|hallways|stairwells)\b[^.?!]{0,40}\b(of|in|del) (the |our |an? |el |the apartment |the condo )?(edificio|buildings?)\b(?! [a-z0-9]\b)|\bbuilding'?s? (lobb(y|ies)|hallways|common areas|stairwells)\b/;
/** Only the rooms named, asked for: "can someone just do our kitchen?", "only the bathroom", "only bathroom and kitchen", "just for the downstairs: the parlor...", "what if I only need the bathroom and kitchen?". */
/** The home described again from the start: "scratch that, just upstairs: ...", "actually it's a 1 bed 1 bath". */
const HOME_SAID_ANEW = /\b(scratch that|forget (that|it)|never ?mind( that)?|start (over|again))\b[^.?!]*\b(just|only)\b|\b(it'?s|it is|its|it'?s actually|it is actually|its actually) an? (\d+|one|two|three|four|five)[ -]?(bed(room)?s?|br|bd)\b/;
const ONLY_THESE_ROOMS = /\b(just|only) ((need|want|get) )?(to )?(do|clean|book|the|our|my)\b|\bnothing else\b|\b(just|only) (bath(room)?|bed(room)?|kitchen|living room)s?\b|\b(just|only) for (the|our|my)\b|\b(do|clean|book) (just|only)\b|\b(just|only) ((i|we) )?(need|want)\b/;
const LEADING_INTERJECTION = new RegExp(`^${INTERJECTION}`);
/** "Not the whole house": the rooms named are all that is priced. */
/**
 * The rooms a turn keeps of the home priced, by kind ("only the bathrooms and kitchen"): a kind said in the plural as many as
 * the home has, each other room named once; null when it names one kind, both bedrooms and bathrooms, or a kind the home hasn't.
 */
function keptOfKinds(said: string, before: Order, facts: Facts): Map<string, number> | null {
  // One kind named ("only the spare bedroom") keeps the others, as before; two tiers said ("the bedrooms standard and only the
  // bathroom deep") mix tiers, which one estimate can't.
  if (/\b(standard|regular)\b/.test(said) && /\bdeep\b/.test(said)) return null;
  const named = [...readRooms(said, facts.rooms.map((r) => r.item), true).rooms];
  // Bedrooms and bathrooms together ("only the bedrooms and bathrooms") are read as the home's own kinds, as before.
  const kinds = new Set(named.map(([item]) => item));
  if (named.length < 2 || (kinds.has('Bedroom') && kinds.has('Bathroom')) || !named.every(([item]) => before.rooms.has(item))) return null;
  return new Map(named.map(([item, n]) => [item, ALL_OF_A_KIND[item]?.test(said) ? before.rooms.get(item)! : n]));
}

/** A kind of room said in the plural with no count ("the bathrooms"): all the home has of it. */
const ALL_OF_A_KIND: Record<string, RegExp> = {
  Bathroom: /(?<!\b(\d+|two|three|four|half)[\s-]*)\b(full )?bath(room)?s\b/,
  Bedroom: /(?<!\b(\d+|two|three|four|five|six)\s*)\bbed(room)?s\b/,
};
const NOT_THE_WHOLE_HOME = /\bnot the (whole|entire|full|rest of the) (house|home|place|apartment|apt|unit|condo)\b/;
/** "Four bedrooms and only the living room and kitchen": "only" said of the rooms after a count, not of the whole home. */
const ONLY_OF_ITS_KIND = /\b(?:\d+|one|two|three|four|five|six|seven|eight)\s+(?:bed\w*|bath\w*|br|bd|ba|half[\s-]?bath\w*)\s*,?\s+(?:and|but|plus|with)\s+(?:only|just)\b/;
/** "I need your heavy cleaning first": the deep one asked for by another name (not "he did the heavy cleaning"). */
const HEAVY = String.raw`(?<=\b(?:need|want|book|get|your|a|order)\s(?:the\s|a\s|your\s)?)heavy(?:[- ]duty)? clean\w*`;
/** A tier put as a guess beside others: "is it the deep one or something else?", "deep or what?": which one is the question. */
export const TIER_OFFERED = /\b(?:the |a )?(?:standard|regular|basic|normal|deep)(?: clean(?:ing)?| one)? or (?:something else|what|another (?:one|kind)|a different (?:one|kind)|the other (?:one|kind))\b/g;
/** Words that say the tier. */
export const TIER_WORDS = new RegExp(String.raw`\b(deep|standard|regular|basic|normal|ordinary|${HEAVY})\b`);
/** Words that say Deep. */
const DEEP_SAID = new RegExp(String.raw`\b(deep|${HEAVY})\b`);
/** Questions about figures the table does not hold: cleaners' pay, the booking fee, tips, cancelling. */
const NOT_THE_TABLE = /\bquote sites?\b|\bspam calls?\b|\b(cleaners?|crew|maids?|housekeepers?|staff|employees?|workers?)\b.*\b(paid|pay|earn\w*|make|wages?|salary|per hour)\b|\b(earn\w*|wages?|salary)\b|\b(booking|service|cancel\w*|late|hidden|extra) fees?\b|\bfees?\b|\btip(s|ping)?\b|\bcancel\w*|\bcreators?\b|\bvideos?\b|\bnotice\b|\breschedul\w*|\bhow much time\b|\b(a|the|my|this|that) charge\b|(?<!\bhow (?:is|would|will|do you) (?:that|it|this) (?:be )?)(?<!\bhow (?:are|would|will) (?:they|those|these) (?:be )?)\bcharged\b(?! (hourly|by the hour|per hour|like|as|the same|differently|more|less))|\bbill(ing|ed)?\b(?! (hourly|by the hour|per hour))/;
/** The offer asked about: its own answer, unless rooms are counted, which asks its figure ("2 bed 1 bath with newcomer, how much?"). */
const THE_OFFER = /\bnewcomer\b/;
/** Asking whether the code can be used, or on what: not its figure for the home priced. */
const WHETHER_THE_CODE = /\b(can|could|may|does|do|which|both|each|all|just|only|still|already|again|any|fees?|works?|appl(y|ies)|valid)\b/;
/** The offer said as what it does: "its my first time so half right", "half off the first cleaning?"; not "the move-in was my first". */
export const HALF_THE_FIRST = /^(?![\s\S]*\b(?:was|were) (?:my|our|the) first\b)[\s\S]*(?:\bfirst (?:time|cleaning|clean|visit|booking)\b[^.?!]{0,25}\bhalf\b(?![- ]?bath)|\bhalf\b(?![- ]?bath)[^.?!]{0,25}\bfirst (?:time|cleaning|clean|visit|booking)\b)/;

/** The code, however it is named: "the code", "that newcomer thing", "the 50% off", "half price". */
export const THE_CODE = new RegExp(String.raw`\b(newcomer|code|discount|promo|coupon|half off|half[- ]price|% off)\b|\b50%|${HALF_THE_FIRST.source}`);
/** Floors of one home counted as alike: "my two floors, each floor: ...". */
const FLOORS = /\b(floors|levels|storeys|stories)\b/;
/** The code named, not one that opens a door: "and the alarm code?" after a price asks no discount, unless the offer is named too. */
export const namesTheCode = (text: string): boolean => THE_CODE.test(text) && (!A_CODE_BY_ITS_KIND.test(text) || /\b(newcomer|promo|discount|coupon)\b/.test(text));
/** Both tiers asked about, or how deep differs: "standard vs deep", "does deep cost more", "the difference for deep". */
/** The service asked of us: "which service and how much?", "what do you recommend?", "what should I book?". */
const WHICH_SERVICE = /\b(which|what) (service|cleaning|kind of cleaning|type of cleaning|one)\b|\bwhat (do|should) (i|we) (book|get|choose|pick)\b|\brecommend\w*\b/;
/** A home about to be sold: put on the market, shown, staged, photographed for its listing. */
export const FOR_SALE = /\b(sell(ing)? (the|our|my|her|his|their) (house|home|place|condo|apartment|unit)|for sale|on the market|showings?|open house|stag(ing|ed)|before (the )?listing|before (the )?(listing )?photos|list(ing)? (it|the house|the home|the place))\b/;
export const FOR_SALE_LEAD = 'The site has no service named for getting a home ready to sell: a furnished home that needs catching up suits Deep Cleaning, Standard Cleaning keeps a tidy one that way, and once it is empty, Move In/Out Cleaning, which the app prices for your space.\n';
export const COMPARES_TIERS = /\b(standard|regular|basic|normal)\b.*\bdeep\b|\bdeep\b.*\b(standard|regular|basic|normal)\b|\bdeep\b.*\b(difference|differ\w*|compare[sd]?|comparison|versus|vs\.?|cost more|more expensive|how much more)\b|\b(difference|differ\w*|compare[sd]?|comparison|versus|vs\.?|cost more|more expensive|how much more)\b.*\bdeep\b/;
/** Work the Deep Cleaning article names and the Standard one doesn't, asked for, not refused ("no baseboards"). */
const DEEP_ONLY_WORK = /(?<!\b(?:no|not|skip|without|except|minus)\s(?:the\s)?)\b(baseboards?|door ?frames?|light switch(?:es)?|backsplash(?:es)?|cabinet fronts?)\b/;
/** What may surround rooms in a question that only describes a home: "3 bed 2 bath + living room, standard", "second-floor unit: 2 bed 1 bath", "2br 1ba cottage". */
const ORDER_FILLER = new Set([...HOME_WORDS, 'and', 'with', 'plus', 'the', 'a', 'an', 'for', 'of', 'in', 'my', 'our', 'clean', 'cleaning',
  'floor', 'upstairs', 'downstairs', 'first', 'second', 'third', 'top', 'ground', 'standard', 'deep', 'regular', 'please', 'pls', 'plz', 'also',
  'inside', 'too', 'total', 'i', 'have', 'its', 'it', 'is', 'we', 'just', 'only']);

/** A sentence asking whether a visit includes something: "does standard wipe the top of the stove or is that extra?". */
const INCLUDED_ASKED = /^(?=[^]*(?:\b(?:does|do|will|would|is|are)\b[^.?!]{0,40}\b(?:includ\w*|cover\w*|wipe\w*|part of|come with)\b|\b(?:is|are) (?:that|it|this|those|they|the [a-z ]{3,30}) (?:extra|included|an add-?on)\b))(?![^]*\b(?:add|adding|plus|with|please|pls|(?:cost|costs|price|total|be|come to) including)\b)[^]*\?$/;

/** The message less its sentences that ask whether a visit includes something: what it orders. */
const withoutIncludedAsked = (text: string) => (text.match(/[^.?!]+[.?!]*/g) ?? [text]).filter((sentence) => !INCLUDED_ASKED.test(sentence.trim())).join(' ');

/** Reads the rooms, add-ons and tier a visitor describes in words. */
export function parseOrder(question: string, facts: Facts): Order {
  // "That's without the living room and kitchen. Add those.": rooms the quote left out, now added.
  // "Four rooms (lobby, two rehearsal rooms, green room)": the rooms the list names, not four more besides.
  const text = whereAnAddOnIs(becameOneCounted(noBedIn(oneOpenRoom(addOnsInKitchens(countThenList(roomAddedByName(bothCounted(countedAgain(question.toLowerCase().replace(ADDS_THE_LEFT_OUT, 'plus')))), facts))))));
  const items = facts.rooms.map((r) => r.item);
  let reading = orderedRooms(text, items) ?? onlyRoomsNamed(text, items) ?? readRooms(text, items);
  // "Just the bathroom n kitchen, how much?", "add the half bath too": rooms named without a count are one each;
  // "a bathroom or a bedroom?", "two of the bedrooms" are not.
  // "Just my room and the bathroom, regular clean": a tier ordered for the rooms asks their price too.
  // "I want the regular cleaning for the kitchen and the living room", "only my office and my gym, standard": Other Rooms
  // ordered at a tier are a list too (a bedroom named twice, "just my bedroom... just my room", is one).
  const uncounted = reading.named.length > 0 && !reading.rooms.size;
  // "How much to deep clean the kitchen and the mudroom?", "price for deep clean of the kitchen plus inside oven": rooms named
  // with a tier and a price asked are an order too; so is their cleaning priced without one ("what would it cost to have the
  // parlour and the kitchen cleaned?").
  const otherRoomsOrdered = uncounted && reading.named.every((item) => item === 'Other Room') && ((TIER_WORDS.test(text) && (ONLY_THESE_ROOMS.test(text) || WANTS.test(text) || (PRICE_WORDS.test(text) && !addOnsOnTop(text)))) || (PRICE_TO_CLEAN.test(text) && !anAppliance(text)));
  // Read again, each room named counted as one, only where it may be priced so.
  const eachNamed = otherRoomsOrdered ? readRooms(text, items, true) : null;
  const namedRooms = eachNamed?.rooms.get('Other Room') ?? 0;
  // "Every two weeks, what's that a month? bedroom, bathroom, kitchen": visits totalled ask a price too.
  const listing = (new Set(reading.named).size >= 2 || namedRooms >= 2) && (PRICE_WORDS.test(text) || ONLY_THESE_ROOMS.test(text) || (ORDERS_A_TIER.test(text) && !ASKS_WHAT.test(text)) || !!visitsAsked(text)) && !COMPARES_RATES.test(text);
  // "Just the kitchen, standard, plus microwave and stovetop, what's the total", "just the kitchen + inside of the oven, standard.
  // how much", "she only wants the kitchen done, deep": the one room ordered with its tier and add-ons.
  const oneOrdered = THE_ROOM_PRICED.test(text) || ((/\b(?:just|only)\s+(?:(?:wants?|needs?)\s+)?(?:do\s+|for\s+)?(?:the|my|our|her|his)\b/.test(text) || A_ROOM_TO_CLEAN.test(text) || (namedRooms === 1 && anAppliance(text) && !addOnsOnTop(text))) && (TIER_WORDS.test(text) || ONE_ROOM_DONE.test(text)) && /\b(total|altogether|in all|all in|how much|what('?s| is| would| does) (it|that|the price)|cost|price)\b/.test(text));
  if (uncounted && (listing || oneOrdered || ADDS_ROOMS.test(text)) && !UNCOUNTED_PLURAL.test(text)) {
    reading = eachNamed ?? readRooms(text, items, true);
    if (listing) reading.notes.push(ONE_OF_EACH);
  }
  // "3 one-bedrooms (1 bed, 1 bath...) and 2 of our 2BR units (2 bed...)": every home of every kind, added up.
  const groups = homeGroups(text, items, reading.rooms);
  if (groups.length) reading = { ...reading, rooms: sumOfGroups(groups), homesListed: true };
  else if (reading.homesListed && reading.leftOut.length) reading = { ...reading, rooms: leftOutOfOneHome(text, items, reading) };
  // "The kitchen and living room are one big open room": priced as one, with the site's silence on how it is counted said.
  if (question.toLowerCase().search(TWO_AS_ONE) >= 0 && reading.rooms.has('Other Room') && !reading.notes.includes(ONE_OR_TWO_UNSAID)) reading.notes.unshift(ONE_OR_TWO_UNSAID);
  const { rooms, named, notes, leftOut, rest, homesListed } = reading;
  // "with all the add-ons", "every single add-on" is every named one; Other needs saying what it is.
  // "The stovetop, microwave and dishwasher too. How much for all the extras?": all of those named, not every add-on.
  // "Does standard wipe the top of the stove or is that extra? Price for 2 bed 2 bath": an add-on asked about, not ordered.
  const ordering = rooms.size ? withoutIncludedAsked(text) : text;
  const someNamed = facts.addOns.some((a) => a.item !== 'Other' && ADD_ON_WORDS[addOnKey(a.item)]?.test(ordering));
  const all = !someNamed && (/\ball (the |of the )?(add[- ]?ons|extras)\b/.test(text) || (rooms.size > 0 && /\bevery (single )?(add[- ]?on|extra)\b/.test(text)));
  const addOnsNamed = facts.addOns
    .filter((a) => (all && a.item !== 'Other') || ADD_ON_WORDS[addOnKey(a.item)]?.test(ordering))
    .map((a) => a.item);
  // "1 bedroom, 1 full bath... no dishes": a home described without an add-on it names.
  const addOns = rooms.size ? withoutDropped(addOnsNamed, text) : addOnsNamed;
  // "2 bed 1 bath, I want the baseboards done": work only Deep Cleaning's list names, priced at its rates when no tier is said.
  const deepWork = rooms.size && !TIER_WORDS.test(text) ? DEEP_ONLY_WORK.exec(text) : null;
  const deepNote = deepWork ? [`${deepWork[0][0]!.toUpperCase()}${deepWork[0].slice(1)} ${/s$/.test(deepWork[0]) ? 'are' : 'is'} on Deep Cleaning's list of what it adds to Standard, so this is priced as Deep Cleaning.`] : [];
  const counted = appliancesCounted(ordering);
  // "Those are regular home ovens? mine is big commercial one": the add-on's price is for an item; the site names no commercial kind.
  const commercial = addOns.length && COMMERCIAL_APPLIANCE.test(text) ? [`The add-ons are priced per item, and the site doesn't say they cover a commercial or industrial appliance, so ask ${supportLink(facts)} before you confirm, 24/7.`] : [];
  // "I already used the code on my first standard cleaning": a tier of the past is not the one priced.
  const tierText = text.replace(PAST_CLEANING, ' ');
  return { tier: deepWork ? 'deep' : tierOf(tierText), rooms, addOns, ...(counted.size ? { addOnTimes: counted } : {}), roomsNamed: named, notes: [...notes, ...deepNote, ...commercial], roomsLeftOut: leftOut, tierSaid: TIER_WORDS.test((WORKPLACE.test(tierText) ? tierText.replace(REGULAR_VISITS_ALL, '') : tierText).replace(TIER_OFFERED, ' ')), rest, homes: groups.length ? 1 : homesCounted(text), homesListed, ...(groups.length ? { groups, addOnsAtEach: AT_EACH_HOME.test(text) } : {}) };
}

const ONE_OF_EACH = 'I counted one of each room you named; tell me if there are more.';

/** An appliance of a business's kind: "a big commercial oven", "the restaurant fridge is a walk-in", "industrial dishwasher". */
const COMMERCIAL_APPLIANCE = /\brestaurant (?:ovens?|fridges?|refrigerators?|freezers?|stoves?|ranges?|dishwashers?)\b|\b(?:commercial|industrial|walk-?in)\b[^.?!]{0,20}\b(?:ovens?|fridges?|refrigerators?|freezers?|stoves?|ranges?|dishwashers?|one)\b|\b(?:ovens?|fridges?|refrigerators?|stoves?|dishwashers?)\b[^.?!]{0,20}\b(?:is|are|'s)\b[^.?!]{0,12}\b(?:commercial|industrial)\b/;

/** An appliance's add-on named: "the kitchen plus inside oven" orders the room and the add-on. */
const anAppliance = (text: string) => Object.entries(ADD_ON_WORDS).some(([key, words]) => key !== 'other' && words.test(text));
/**
 * Add-ons priced on their own, beside rooms named only as where they are, uncounted ("both kitchens"), or a cleaning already
 * priced: "the microwave in our little kitchenette?", "how much on top of the regular cleaning?", "add both to my $99 estimate".
 */
const addOnsOnTop = (text: string) => /\b(?:kitchen(?:ette)?s|offices|(?:break|living|dining|family) rooms)\b|\bon top of\b|\bwhat does (?:that|it|this) add\b|\badd\b[^.?!]{0,40}\bto (?:my|our|the)\b/.test(text)
  || (anAppliance(text) && /\b(?:in|at|from) (?:the|our|my|her|his|their|both|each|every|all)(?: (?:the|our|my|\w+))? (?:kitchenettes?|kitchens?|offices?|break ?rooms?|pantry|suite)\b/.test(text));

/** The price of cleaning rooms asked: "how much to clean...", "what would it cost to have... cleaned", "what's that run me?", not how rooms are charged. */
const PRICE_TO_CLEAN = /\b(?:how much|cost|price)\b[^.?!]{0,20}\bto (?:clean|do|have)\b|\bwhat(?:'?s| is| would) (?:that|it|this|all that) (?:run|cost|come to)\b/;
/** One room's own price asked, its add-ons with it: "what would the kitchen cost with those three things attended to?". */
const THE_ROOM_PRICED = /\bwhat (?:would|will|does) (?:the|my|our) (?:kitchen|living room|dining room|family room|den|parlou?r|basement) cost\b/;
/** The one room ordered done: "I only need the kitchen done, but properly: inside the oven...". */
const ONE_ROOM_DONE = /\b(?:just|only)\s+(?:need|want)\s+(?:the|my|our)\s+\w+(?:\s+room)?\s+(?:done|cleaned)\b/;
/** One room of one's own to be cleaned: "I'd like my kitchen deep cleaned, with the oven inside...". */
const A_ROOM_TO_CLEAN = /\b(?:my|our)\s+(?:kitchen|living room|dining room|bathroom|bedroom|basement|office|den|family room)\s+(?:deep[- ]|standard[- ]|thoroughly |properly )?cleaned\b/;

/** Rooms wanted: "I want the regular cleaning for...", "we'd need". */
const WANTS = /\b(i|we)('d| would)? (want|like|need)\b/;
/** A sentence that orders rooms done: "I'd like the one bedroom ... done", "we only want the kitchen and bath cleaned". */
const ORDERS_ROOMS = /\b(i'?d like|i would like|i want|we want|we'?d like|we would like|(only|just) (want|need)|please (do|clean)|(want|need) (the|just|only)|done|cleaned)\b/;
/** A sentence that describes the home: "my house has three bedrooms", "there are 4 bedrooms". */
const DESCRIBES_HOME = /\b(has|have|there are|there'?s|got|with)\b/;

/**
 * "My house has three bedrooms but I only use one now. I'd like the one bedroom, the full bathroom upstairs... done": the
 * rooms ordered, not the home described, when the order names fewer of a room the description counted. Null otherwise.
 */
function orderedRooms(text: string, items: string[]): ReturnType<typeof readRooms> | null {
  const sentences = text.split(/(?<=[.!?;])\s+/);
  if (sentences.length < 2) return null;
  let at = sentences.length - 1;
  while (at > 0 && !ORDERS_ROOMS.test(sentences[at]!)) at--;
  if (at < 1) return null;
  const ordered = readRooms(sentences[at]!, items);
  if (!ordered.rooms.size) return null;
  const described = sentences.slice(0, at).filter((s) => DESCRIBES_HOME.test(s)).map((s) => readRooms(s, items).rooms);
  return described.some((rooms) => [...ordered.rooms].some(([item, n]) => (rooms.get(item) ?? 0) > n)) ? ordered : null;
}

/**
 * Rooms kept, from the word that keeps them to the end of the sentence or a bracket: "just pay for my room and my bathroom",
 * "only want my bedroom and my bathroom cleaned", "only do the 2 bathrooms and the kitchen"; not a home described ("with
 * just the one bathroom", "a powder room (only toilet and sink)", "6 bed, 2 full bath, just a kitchen").
 */
const ROOMS_KEPT = /\b(?:just|only)\s+(?:(?:(?:i|we)\s+)?(?:want|need|use|pay for|book|do|clean|get|price)\w*\s+(?:to\s+(?:do|clean|book|have|pay for)\s+)?(?:for\s+)?(?:the|my|our|his|her|their|\d+|one|two|three)|(?:for\s+)?(?:my|our|his|her|their))\b[^.?!;()]*/g;
/** A span that adds to the home, or names a kind of room in the plural uncounted ("just the bedrooms"). */
const NOT_ONE_EACH = /\b(?:too|also|as well|plus|add|adding|another|more|extra)\b|\+|(?<!\b(?:\d+|two|three|four|five|six|seven|eight)\s+(?:\w+\s+)?)\b(?:rooms|bedrooms|bathrooms|beds|baths)\b/;

/**
 * "I share a 4 bed 2 bath apt, can I just pay for my room and my bathroom?", "3 bed 2 bath house but I only want my bedroom
 * and my bathroom cleaned": the rooms a "just" or "only" keeps, one each unless counted, not the home the rest of the message
 * counts, where it keeps fewer rooms than the home has (or fewer of its bedrooms: "a four-bedroom house. I only use my bedroom,
 * one bathroom, the kitchen..."), and fewer bedrooms or fewer of a kind it names ("just my dorm room. 1 bedroom" is that room,
 * "only my bedroom? 1 bedroom, with its own bathroom" that bedroom). Null otherwise.
 */
function onlyRoomsNamed(text: string, items: string[]): ReturnType<typeof readRooms> | null {
  for (const span of text.match(ROOMS_KEPT) ?? []) {
    if (NOT_ONE_EACH.test(span)) continue;
    const kept = readRooms(span, items, true);
    if (!kept.rooms.size) continue;
    const home = readRooms(text.replace(span, ' '), items).rooms;
    const fewer = (item: string) => (home.get(item) ?? 0) > (kept.rooms.get(item) ?? 0);
    const fewerBedrooms = fewer('Bedroom');
    return (roomsInAll(home) > roomsInAll(kept.rooms) || (fewerBedrooms && kept.rooms.has('Bedroom'))) && (fewerBedrooms || [...kept.rooms.keys()].some(fewer)) ? kept : null;
  }
  return null;
}

/** "That's without the X. Add those.": the rooms a quote left out, asked to be added. */
const ADDS_THE_LEFT_OUT = /\b((that|this|it)('?s| is| was)|you)( \w+)? (without|left out|missing|not counting)\b(?=[^.?!]*[.?!,]?\s*(so |please |pls |ok )?add (those|them|these|it|that)\b)/;

/** Two rooms said to be one: "the living room + kitchen as one open room", "kitchen and living room are one big space", "living rm/kitchen (one room)". */
const TWO_AS_ONE = /\b(?:the )?(?:living(?: r(?:oo)?m)?|kitchen|dining(?: r(?:oo)?m)?|family r(?:oo)?m|den)\s*(?:\+|and|&|\/)\s*(?:the )?(?:living(?: r(?:oo)?m)?|kitchen|dining(?: r(?:oo)?m)?|family r(?:oo)?m|den)(?:\s+(?:as|is|are|r)\s+|\s*[(,]\s*|\s+[-–—]\s+)(?:actually\s+|really\s+|all\s+|just\s+)?(?:one|1|a single)\s+(?:(?:big|open|large|combined)\s+)*(?:room|space|area)\b\s*\)?/g;
/** "1BR/1BA with the living room + kitchen as one open room": one Other Room. */
const oneOpenRoom = (text: string) => text.replace(TWO_AS_ONE, ' living room ');

/**
 * "The lobby and both restrooms", "both of the bedrooms": two of them, where nothing else counts rooms ("a 2 bed 2 bath condo...
 * both bedrooms, both bathrooms" names the two already counted) and no visit missed them.
 */
const BOTH_ROOMS = /\bboth (?:of )?(?:the |my |our |her |his |their )?(?=(?:[a-z'-]+ )?(?:bed ?rooms|bath ?rooms|restrooms|half[ -]?baths|powder rooms|washrooms|kids'? rooms)\b)/g;
/** "The cleaner skipped both restrooms": rooms a visit missed, told, not ordered. */
const ROOMS_MISSED = /\b(skipped|missed|forgot|did ?n[o']?t (clean|do|touch))\b/;
// Counted by a number (COUNTS_ROOMS), not by "a": "both bathrooms (one's a half bath)" says what one of the two is.
const bothCounted = (text: string) => (COUNTS_ROOMS.test(text) || ROOMS_MISSED.test(text) ? text : text.replace(BOTH_ROOMS, '2 '));

const A_KIND_COUNTED = /\b((?:including|even|also|as well as) (?:the |those |these ))?(\d+|one|two|three|four|five|six|seven|eight) ((?:[a-z]+ )?)(bed ?rooms?|(?:full )?bath(?:room)?s?)\b/g;
/**
 * "Four bedrooms, two full bathrooms... I should like every room done, including the two bedrooms nobody has slept in": rooms
 * counted, then included again by a count no larger, are some of those, not more ("three bedrooms... I'd like the one bedroom
 * done" orders fewer, which the readers of orders read).
 */
const countedAgain = (text: string) => {
  const counted = new Map<string, number>();
  return text.replace(A_KIND_COUNTED, (all, the: string | undefined, n: string, between: string, room: string) => {
    const kind = /bed/.test(room) ? 'bed' : 'bath';
    const count = countOf(n);
    if (!the) counted.set(kind, Math.max(counted.get(kind) ?? 0, count));
    else if ((counted.get(kind) ?? 0) >= count) return `${the}${between}${room}`;
    return all;
  });
};

/** "The third bedroom no longer has a bed in it", "no bed inside": a bed said to be missing is no bedroom counted. */
const noBedIn = (text: string) => text.replace(/\b(?:no longer (?:has|have)|(?:does|do)(?:n'?t| not) have|has no|without|no)\s+(?:a\s+)?beds?\b(?!room)/g, ' without furniture');

/** The room an add-on is done in: "dishes wash for the pile of mugs in the kitchenette". */
const IN_THE_ROOM = /\b(?:in|from|at|of) (?:the|our|my) (?:kitchenette|kitchen|break[ -]?room|pantry)\b/g;
const OTHER_ROOMS_COUNTED = /\b(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten) other rooms?\b/;

/** "6 other rooms and 2 half baths... dishes wash for the mugs in the kitchenette": the Other Rooms counted hold the room an add-on is done in. */
function whereAnAddOnIs(text: string): string {
  if (!Object.values(ADD_ON_WORDS).some((words) => words.test(text))) return text;
  // "2 kitchens... the ovens and fridges in both kitchens": the kitchens counted, named again as where the add-ons are.
  const kitchens = KITCHENS_COUNTED.test(text) ? text.replace(IN_BOTH_KITCHENS, ' ') : text;
  // "A kitchen and a living room... the inside of the oven in the kitchen": the kitchen listed, named again as where the oven is.
  const kitchenListed = (kitchens.match(/\bkitchen\b/g) ?? []).length >= 2;
  return OTHER_ROOMS_COUNTED.test(kitchens) || kitchenListed ? kitchens.replace(IN_THE_ROOM, ' ') : kitchens;
}
const KITCHENS_COUNTED = /\b(?:\d|two|three|four) kitchens\b/;
const IN_BOTH_KITCHENS = /\b(?:in|of|for|from) (?:both|each|the two|each of the (?:two|2)) (?:of the )?kitchens?\b/g;

/** A room said to have become a bedroom or a bathroom: "he turned the office back into a bedroom". */
const BECAME_A_ROOM = /\b((?:turned|converted|made|changed|turning|converting|making|changing)\b[^.?!]{0,30}?\b(?:back )?(?:into|to))\s+an?\s+(bed|bath)( ?room)?\b/g;

/** "Correction, 3 bedrooms: he turned the office back into a bedroom": the room it became is one of those counted, not one more. */
function becameOneCounted(text: string): string {
  return text.replace(BECAME_A_ROOM, (whole, became: string, kind: string) => (new RegExp(String.raw`\b(\d+|two|three|four|five|six)\s+${kind}`).test(text) ? `${became} one` : whole));
}

/** How many homes the kinds count in all. */
const homesIn = (groups: readonly HomeGroup[]) => groups.reduce((n, g) => n + g.count, 0);

/** The rooms of every home of every kind. */
function sumOfGroups(groups: readonly HomeGroup[]): Map<string, number> {
  const sum = new Map<string, number>();
  for (const { count, rooms } of groups) for (const [item, n] of rooms) sum.set(item, (sum.get(item) ?? 0) + count * n);
  return sum;
}

/** The tier a text asks for: "The regular clean, not the deep one": a tier said only to refuse it is not the one asked for. */
function tierOf(text: string): Tier {
  // "Deep for the house... actually no make it standard": the tier a message changes to is the one it asks for.
  const changedTo = [...text.matchAll(TIER_CHANGED_TO)].at(-1);
  if (changedTo) return changedTo[1] === 'deep' ? 'deep' : 'standard';
  return DEEP_SAID.test(text.replace(REFUSED_DEEP, '')) ? 'deep' : 'standard';
}

/** A tier switched to in a few words: "back to Standard", "let's go Standard for now", "let's just do Deep". */
// Not both tiers said ("deep once in spring and standard the rest"), which is a plan.
export const TIER_SWITCHED = /^(?![^]*\bdeep\b[^]*\b(standard|regular|basic|normal)\b|[^]*\b(standard|regular|basic|normal)\b[^]*\bdeep\b)[^]*\b(back to|go(ing)? with|let'?s (just )?(go|do|try|stick with)|switch(ing)? (back )?to|change (it )?(back )?to|stick with|for now)\b/;
/** The home priced before, named again: "the cottage", "our place". */
const THE_HOME_AGAIN = new RegExp(String.raw`\b(?:the|that|this|our|my|same) (?:same )?(?:${HOME_WORDS.join('|')}|house)\b`);
/** The rooms priced before, counted again: "the same four rooms". */
const THE_SAME_ROOMS = /\bthe same (\d+|two|three|four|five|six|seven|eight|nine|ten) rooms\b/;

/** A tier changed to: "make it standard", "actually no, standard", "switch to deep", "deep replaced by standard", "standard instead". */
/** One tier said against the other: "std not deep", "deep rather than standard". */
const TIER_PAIR = String.raw`(?:standard|regular|basic|normal|deep)(?: clean(?:ing)?)?${NOT_THE_OTHER_TIER}`;
const TIER_NOT_THE_OTHER = new RegExp(String.raw`\b${TIER_PAIR}`);
const TIER_CHANGED_TO = new RegExp(String.raw`(?:\b(?:make it|actually,? (?:no,? )?(?:make it )?|switch(?:ed)? (?:it )?to|change (?:it |that )?to|go with|replaced (?:by|with))\s+(?:a |the )?|\b(?=${TIER_PAIR})|\b(?=(?:standard|regular|basic|normal|deep)(?: clean(?:ing)?| one)? instead\b))(standard|regular|basic|normal|deep)\b`, 'g');

/** Add-ons asked for by what to add: "what would you add?", "which add-ons do I need?". */
const WHICH_ADD_ONS = /\b(what|which) (would|should|do|can) (you|i|we) (add|get|choose|pick|need|book)\b|\b(what|which) (add-?ons?|extras?)\b/;

/** A business's office as a whole, the one space named: "our office", "the office", not "my home office" or "the office and the den". */
export const WHOLE_OFFICE = /^(?![^]*\bhome office\b)(?![^]*\b(?:kitchen|den|basement|living|dining|laundry|bed\w*|bath\w*|family room|playroom|gym|lobby)\b)[^]*\b(?:our|the|an?|my (?:company'?s?|business'?s?|firm'?s?))\s+(?:(?:whole|entire|small|little|new|main)\s+)?office(?=\s*(?:$|[,.?!;:]|(?:standard|deep|regular|clean(?:ing|ed)?|please|pls|price|cost|for|each|every|weekly|monthly|once|twice|\d)\b))/;

/** Spaces people ask about that the site names nowhere as rooms. */
const PASSAGES = new RegExp(String.raw`\b(${PASSAGE_WORDS})\b`, 'g');
/** Spaces the site names nowhere as rooms, whose pricing it leaves unsaid: hallways, closets, a porch, a garage. */
export const SPACES_NOT_ROOMS = String.raw`hallways?|staircases?|stairs|stairways?|walk-in closets?|closets?|landings?|entryways?|balcon(y|ies)|porch(es)?|garages?|attics?|patios?|decks?`;
const NOT_NAMED_AS_ROOMS = new RegExp(String.raw`\b(${SPACES_NOT_ROOMS})\b`, 'g');

/** "Do hallways or the closet count?", "price for the hallway and stairs": spaces the site names nowhere as rooms, said so, not guessed. */
function spacesUnsaid(text: string, facts: Facts): string[] {
  const spaces = [...new Set((text.match(NOT_NAMED_AS_ROOMS) ?? []).map(plural))];
  return spaces.length ? [`The site doesn't say how ${list(spaces)} are counted: describe your space in the app, which shows the price before you confirm, or ask ${supportLink(facts)}.`] : [];
}

/** A deep visit now and then: "a deep clean every few months", "one deep cleaning a year". */
const OCCASIONAL_DEEP = String.raw`\b(?:a|an|the|one) (?:occasional |extra |periodic )?deep(?: clean(?:ing)?)? (?:every (?:few|couple of|couple|\d+|two|three|four|six) months|once or twice a year|(?:once|twice) a year|a year|now and then|once in a while|occasionally)\b`;

/**
 * Deep said only to refuse it: "not the deep one", "standard only, no deep", "scratch the deep. make it standard"; or as
 * the visit before the one asked: "after the deep clean, standard for 3bd 2ba is how much each visit", "once the house has had its
 * deep clean, an ordinary cleaning every other week".
 */
const REFUSED_DEEP = new RegExp(String.raw`\b(?:after|following|once)\b(?: (?:the|our|my) (?:house|home|place|apartment|flat|condo|unit) (?:has|'s|gets|got|had)(?: had| been given| gotten)?)? (?:the |a |an |our |my |its |that |this )?(?:first |initial |one-time |big )?deep(?: clean(?:ing)?)?\b(?=[^.?!]*\b(?:standard|regular|basic|normal)\b)|\b(not|no|without|rather than|instead of|skip|skipping|forget( about)?|scratch|drop|cancel|ditch|nix|no need( for| of)?|(?:don'?t|doesn'?t|do not|does not|won'?t|no longer) need|(?:won'?t|will not|doesn'?t|does not|can'?t|cannot) (?:allow|afford|stretch to|cover)) (the |a |an )?deep\b|\bdeep(?: clean(?:ing)?| one)? (?:is|'s|was|seems|sounds) (?:way |much |a bit |too )*(?:too (?:expensive|much|pricey|steep|high)|over ?kill|not needed|unnecessary)\b`
  // "Can I throw in a deep clean every few months? What's each regular visit?": an occasional deep visit beside the regular ones.
  // The look behind follows the deep visit, which names no tier, so that it is read only where one is found: before it, at
  // every place of a long message, it read back to the start.
  + String.raw`|${OCCASIONAL_DEEP}(?<=\b(?:standard|regular|basic|normal)\b[^]*)|${OCCASIONAL_DEEP}(?=[^]*\b(?:standard|regular|basic|normal)\b)`, 'g');

/** A tier ordered: "regular clean", "a deep cleaning". */
const ORDERS_A_TIER = /\b(deep|standard|regular|basic|normal)\s+clean(ing)?\b/;
/** A question about what a cleaning does, not an order: "in normal cleaning what I must do in the bathroom and bedroom?". */
const ASKS_WHAT = /\b(what|which|how|does|do|is|are|include\w*|cover\w*)\b/;

/** Rooms named in the plural with no count ("two of the bedrooms", "the bathrooms"): not one each. */
const UNCOUNTED_PLURAL = /(?<!\b(no|without|zero|need|any|skip|skipping|except|minus|leave out|not)\s(the\s|my\s|our\s)?)\b(bedrooms|bathrooms|beds|baths|bdrms|brs)\b/;

/**
 * An add-on added, not priced: "wait add the dishes thing", "thanks. Add the oven", "standard plus oven and fridge insides?",
 * "she also wants the oven", not "how much would fridge + oven add".
 */
export const ADDS_AN_ADD_ON = /(?:^|[.!?]\s+)(?:(?:ok|okay|and|oh|wait|please|pls|so|then|fine|alright|all right|sure|great|perfect|yes|yeah),?\s+)*(?:(?:add|plus|throw in)\b|\+)|\b(also|too|as well|forgot)\b|\b(?:deep|standard|regular|same|it|that)\s+(?:plus|with|\+)\s/;

/** A room word, for ADDS_ROOMS. */
const NAMED_ROOM = String.raw`(?:half[\s-]?bath|bath|bed|powder|kitchen|living|dining|family|den\b|office|study|basement|nursery|laundry|mudroom|sunroom|playroom|workshop|hall|[a-z]+ room)`;

/** A price question about rates side by side, not a home: "bedroom vs bathroom", "what's the difference between a bath and a half bath". */
const COMPARES_RATES = /\b(vs\.?|versus|or|difference|differ\w*|diff|compare\w*|each(?! (visit|time|cleaning|clean|session|week|month))|per(?! (visit|cleaning|clean|session|week|month))|which)\b/;

/**
 * A turn that adds to the home priced before: "add the half bath too", "oh, I forgot the living room", "plus the kitchen",
 * "oh + half bath and 2 other rooms";
 * not "plus" between two counted rooms, which lists them ("actually it is 2 full bath plus 1 half bath").
 */
const ADDS_TO_ORDER = /\b(add|adds|adding|added|(?<!\b(?:bed|bath|room|br|ba)s?\s)plus|plus(?!\s+(?:\d+|one|two|three|a|an)\s+(?:full|half|bed|bath|other|room))|forgot|forgotten|forget(?! (about )?(the |a )?(move|deep|standard|regular|that|it|this|turnover|office|code)\b)|throw in|also|tambi[eé]n|adem[aá]s|agreg\w*|añad\w*)\b|\b(too|as well)(,? please)?\s*[.?!]*$|\b(room|kitchen|den|office|basement|bathroom|bedroom|half bath\w*)s? too\b|(?:^|\b(?:oh|ah|wait|ok|okay|and|also|oops|sorry|so))[\s,]*\+\s/;
/**
 * A turn that adds a room by name: the room right after the word that adds it ("add the half bath", "I forgot the
 * living room", "also I want the living room and kitchen") or said added after it ("the full bathroom added", "the den too"); "add inside fridge" in the
 * break room adds no room, and "also" alone asks as often as it adds ("also, is the bathroom included?").
 */
const ADDS_ROOMS = new RegExp(String.raw`(?:\b(?:add|adds|adding|(?<=\b(?:if|when) (?:i|we|she|he|they) )added|plus|forgot|forgotten|forget|throw in|also(?:\s+(?:i|we))?(?:\s+(?:need|want|would like))?(?:\s+(?:do|clean|see to|include|have))?)|(?<=(?:^|\b(?:oh|wait|ok|okay|and|also|oops|sorry|so))[\s,]*)\+)\s*(?:(?:the|a|an|my|our|one|little|small|big|large|tiny|front|back|breakfast|full|half|guest|main|upstairs|downstairs|kids'?|finished)\s+){0,2}${NAMED_ROOM}`
  + String.raw`|${NAMED_ROOM}[^.?!,]{0,20}\b(?:too|as well|added)\b`
  // "And the kitchen, please, add it as a separate room": the room said first, then the word that adds it.
  + String.raw`|${NAMED_ROOM}[^.?!]{0,20}\badd(?:\s+(?:it|that|as|too|please)\b|\s*[.?!,]|$)`
  // "And the living room, I forgot": the room said forgotten after it.
  + String.raw`|${NAMED_ROOM}[^.?!]{0,20}\b(?:i|we) forgot\b`
  // "Ok and kitchen also": a fragment that adds a room.
  + String.raw`|^(?:(?:ok|okay|and|so|plus)\s+)+(?:(?:the|a|an|my|our)\s+)?${NAMED_ROOM}[^.?!,]{0,20}\balso\b`
  // "And with kitchen and living room?" after a home priced: the rooms it adds, one each.
  + String.raw`|^(?:(?:and|ok|okay|so)\s+)?(?:(?:what|how) about\s+)?with\s+(?:(?:the|a|an|my|our)\s+)?${NAMED_ROOM}`);

/**
 * Rooms said, after a home was priced, to belong to it: "oh, and the playroom in the basement, and the laundry room", "and
 * kitchen, living room and dining room", "I have just remembered the kitchen", "the guest bedroom ought to be done as
 * well", "please also include the kitchen", "I have decided to include my husband's workshop as well". Read only beside a
 * home priced: alone, "and the kitchen?" asks about the kitchen.
 */
// "And the kitchen and living room?" asks them added, as "and the kitchen too" does; not a question asked of them ("and the
// kitchen, how is it done?", "and the prayer room, it counts as a room?").
export const ROOMS_SAID_MORE = new RegExp(String.raw`^(?:(?:oh|ah|also|and|ok|okay)[,\s]+)+(?:(?:the|my|our)\s+(?:[a-z]+\s+){0,2}?)?${NAMED_ROOM}(?![^?]*\b(?:how|what|why|when|where|which|do|does|did|is|are|can|could|will|would|counts?|counted|included|extra)\b)[^?]*\??$|\b(?:remembered|remember)\s+(?:about\s+)?(?:the|my|our)\s+${NAMED_ROOM}`
  + String.raw`|${NAMED_ROOM}[^.?!]{0,40}\b(?:ought to|should|needs? to|has to|must) be (?:done|cleaned|included)|${NAMED_ROOM}[^.?!]{0,60}\b(?:like|want|need)[^.?!]{0,20}\bincluded\b|\b(?:also|please|decided to|want to|wanna|like to|going to|will|i'll|let's)\s+include\s+(?:the|my|our)\s+(?:[\w']+\s+)?${NAMED_ROOM}`);

/** "The cheapest add-on?", "which costs the most?": the add-on a question asks for by its price, named ones only (not Other). */
export function extremeAddOns(addOns: Facts['addOns'], text: string): { cheapest?: Facts['addOns'][number]; dearest?: Facts['addOns'][number] } {
  const named = [...addOns].filter((a) => a.item !== 'Other').sort((a, b) => a.price - b.price);
  return {
    cheapest: /\b(cheapest|least expensive|lowest|cheaper|smallest|most affordable)\b/.test(text) ? named[0] : undefined,
    dearest: /\b(most expensive|priciest|highest|dearest|costs? the most)\b/.test(text) ? named.at(-1) : undefined,
  };
}

/** Homes beside one priced before: "the other 14 units", "the rest of the building". */
const THE_OTHERS = /\b(the )?other (\d+|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\b|\b(the )?(rest|remaining)\b/;

/** The code asked of several homes at once: "does NEWCOMER take half off all of it?", "the code on each unit?". */
const CODE_ON_ALL = new RegExp(String.raw`^(?=[\s\S]*(?:${THE_CODE.source}))[\s\S]*\b(all|each|every|whole|entire|both|total|altogether|all of (it|them))\b`);

/** Charges beside the rooms and add-ons: "any other charge I should expect?", "hidden costs?". */
export const OTHER_CHARGES = /\b(other|any other|additional|hidden) (charges?|fees?|costs?)\b|\banything else (to pay|i should expect|on top)\b/;

/** "Insides of the fridge, oven and microwave together?": several add-ons summed asks their price. */
export const ADD_ONS_SUMMED = /\b(together|combined|altogether|all (three|four|of them))\b/;

/** Whether the question asks a price in words ("how much", "cost", "$"). */
export function asksPrice(text: string): boolean {
  return PRICE_WORDS.test(text);
}

/** Add-ons done in every kitchen of several homes: "in all 3 kitchens", "in each of the two kitchens". */
const ADD_ONS_IN_KITCHENS = /\b((?:in|at|for|across)\s+(?:all|each of|every one of)(?:\s+the)?\s+(?:\d+|two|three|four|five|six))\s+kitchens\b/g;

/** "Oven inside and stovetop scrub in all 3 kitchens": where the add-ons are done, a kitchen at each home, not rooms to clean. */
const addOnsInKitchens = (text: string) => (text.search(ADD_ONS_IN_KITCHENS) >= 0 && Object.values(ADD_ON_WORDS).some((words) => words.test(text))
  ? text.replace(ADD_ONS_IN_KITCHENS, '$1 homes') : text);

/** ADD_ON_WORDS, each replacing every match: made once, not on every question. */
const ADD_ON_WORDS_ALL = Object.values(ADD_ON_WORDS).map((re) => new RegExp(re.source, 'g'));

/** Whether a question does nothing but describe a home: then its rooms are asked as a price. */
function onlyAnOrder(order: Order): boolean {
  let { rest } = order;
  for (const re of ADD_ON_WORDS_ALL) rest = rest.replace(re, ' ');
  const left = rest.split(/[^a-z]+/).filter((w) => w && !ORDER_FILLER.has(w));
  return left.length <= 1;
}

/** The words of a turn, not its dashes: "Seller's never used you — with the NEWCOMER code?" is eight. */
const wordsIn = (text: string) => text.match(/[$\p{L}\p{N}][\p{L}\p{N}%'’-]*/gu)?.length ?? 0;

/** Whether booking binds one: a contract signed or its term, a minimum, stopping any time ("under contract" is a house sale's). */
/** A penalty asked of: "any penalty for stopping?", "penalised if I cancel?". */
export const PENALTY = /\bpenal(t|is|iz)\w*/;
export const COMMITMENT = /\b(sign(ing)? (a |any )?(\w+ )?contracts?|(is|are) there (a |any )?(\w+ )?contracts?|(any|a|no) contracts?(?! (ends|is up|expires|expired|gets|got|runs|renew\w*))|contract (term|length|period)|minimum (term|length|period|commitment|number of (visits|cleanings|months))|(commit|committing) to (a |any )?(minimum|contract|term|year|months?|\d+|all)|locked (me |us )?in(to)?|lock (me|us) in(to)?|(require|need|have) (a |any )?(\w+ )?contracts?|tied (in|down)|stop (whenever|any ?time|at any time)|cancel (whenever|any ?time|at any time))\b/;

/** Words that point back at the home just priced: "what would that bring it down to?", "for the same rooms". */
const POINTS_BACK = /\b(that|it|this|those|these|the same|same rooms|same as|my (home|house|place|apartment|order)|the (deep|standard|regular|thorough|ordinary) one)\b/;
/** A home said to be empty now: "the parsonage is completely empty now", "the unit is vacant" (not a room: "the guest room's empty"). */
const EMPTY_NOW = /\b(home|house|unit|apartment|apt|condo|place|parsonage|rental|property|townhouse|duplex)\b[^.?!,]{0,20}\b(is|'s|sits|stands|will be|now)\b[^.?!,]{0,12}\b(empty|vacant|unfurnished)\b/;
/** The code said at the end of a turn, of what was priced: "...so with the code", "and with the newcomer discount?". */
const CODE_SAID_LAST = /\bwith (the |that |your )?(newcomer|code|discount|promo|50 ?%)( code| discount| off)?\W*$/;
/** The home just described, pointed at: "that place", "the same house". */
const THAT_HOME = /\b(that|this|the same|same) (place|house|home|unit|apartment|apt|condo|rental|property)\b/;
/** The rooms a home lists after its bathrooms: "2 bed 1 bath plus living room and kitchen". */
const OWN_ROOMS_AFTER_BATHS = /\b(?:\d+|one|two|three|four|five)[ -]?(?:full )?(?:bath|baths|bathrooms?|ba)\b,?\s*(?:plus|\+|and|with|&)\s+(?:the |a |an )?(?:living|kitchen|dining|family|den|office|laundry|basement|great|rec|play|sun|mud)/;
/** What asks more than one visit of one home priced again: both homes, a share, a month. */
const NOT_ONE_VISIT_AGAIN = /\b(both|two|all|each of|per person|split|month\w*|year\w*|week\w*|annual\w*)\b/;
/** A space that is not a home, which the app prices. */
const SPACE_NOT_A_HOME = /\b(church|fellowship|hall|office|business|studio|salon|classroom|clinic|restaurant|shop|store|lobby|gym)\b/;
/** A visit's price asked with no rooms of its own: "what will each visit cost?", "what's each regular visit going to cost us?". */
const A_VISIT_PRICED = /\b(each|every|per|a|one) (regular |recurring |standard |normal |single )?(visit|cleaning|clean|session)\b/;
/** "And the 2nd time?", "the next time also half price?": the visits after the first. */
const LATER_VISITS = /\b(2nd|second|third|next|later|following|future|subsequent) (time|visit|cleaning|clean|one|appointment)s?\b|\bafter (that|the first( one| cleaning| visit)?)\b|\b(each|every) time\b|\bfrom then on\b|\bthereafter\b|\bthen (regular|standard|normal|basic|ordinary) (cleanings|visits|ones)\b|\b(regular|standard|normal|basic|ordinary) (cleanings|visits|ones) (after|afterwards)\b/;

/** The tier said of the visits after the first: "standard after that", "then regular", "the standard visits". */
const LATER_TIER = /\b(standard|regular|basic|normal|deep)\b[^.?!]{0,25}\b(?:after(?: that)?|afterwards|thereafter|later|from then on|for the rest)\b|\b(?:after(?: that)?|afterwards|then|later)\b[^.?!]{0,15}\b(standard|regular|basic|normal|deep)\b|\b(standard|regular|basic|normal|deep) (?:visits|cleanings|ones)\b/;

/**
 * A follow-up such as "and for deep?", "what about the oven?" or "add a half bath" re-prices the
 * previous question's home: the tier, add-ons and rooms it names change that order. A turn that is
 * wholly changes to one home ("take X out", "swap X for Y", "X is really a Y") is read clause by
 * clause (readOperations); the readers below read the rest by their phrasings.
 */
/** Whether the words before named a kind of room, by the word that tells it apart ("prayer" of "prayer room"). */
function namedBefore(noun: string, text: string): boolean {
  const telling = noun.split(' ').filter((w) => !/^rooms?$/.test(w)).at(-1);
  return !telling || new RegExp(String.raw`\b${escapeRegExp(telling.replace(/'s$/, ''))}`, 'i').test(text);
}

export function followUpOrder(question: OrderReading, previous: OrderReading, facts: Facts): Order | null {
  const before = previous.order;
  if (!before.rooms.size) return null;
  // "Swap it for the stovetop scrub", "take the office out", "count the loft as a bedroom too": changes read one by one;
  // "just Glen Ridge, but make it deep": one of the homes a message listed, kept (other several homes are the readers below's).
  const operated = before.homes === 1 ? changedBy(question, previous, facts) : before.groups ? null : recounted(question, before, facts);
  if (operated) return operated;
  const { text } = question;
  let now = question.order;
  // "Both units... oops downstairs has 2 baths": one of several homes priced alike changes, which one price for all would
  // misstate.
  // "Sorry, the 2nd one is 3 bed 2 bath" after two alike: that home has its own rooms, the others keep theirs, added up.
  const oneOfThem = ONE_OF_THE_HOMES.test(ownWords(text));
  // "My mistake, top floor only has 2 bedrooms": that one keeps the rooms it does not recount.
  const oneRecounted = (oneOfThem || NTH_HOME.test(ownWords(text))) && now.rooms.size > 0;
  // "Actually 4 of the 12 have 2 bathrooms": that many of the homes priced alike, each with the rooms said.
  const some = SOME_OF_THE_HOMES.exec(ownWords(text));
  const several = some ? countOf(some[1]!) : 0;
  if (before.homes > 1 && several > 1 && several < before.homes && now.rooms.size > 0 && !before.groups && !before.homesListed) {
    const described = now.rooms.has('Bedroom') && now.rooms.has('Bathroom');
    const changed = new Map([...(described ? [] : before.rooms), ...now.rooms]);
    const groups = [before.rooms, changed].map((rooms, i) => ({ count: i ? several : before.homes - several, name: `homes of ${roomsInWords(rooms, facts)}`, rooms }));
    return { ...before, tier: now.tierSaid ? now.tier : before.tier, rooms: sumOfGroups(groups), roomsNamed: [], notes: now.notes, roomsLeftOut: [], rest: now.rest, homes: 1, homesListed: true, groups };
  }
  if (before.homes > 1 && (oneOfThem || oneRecounted)) {
    if (!oneRecounted || before.groups || before.homesListed) return null;
    const described = now.rooms.has('Bedroom') && now.rooms.has('Bathroom');
    const theOne = new Map([...(described ? [] : before.rooms), ...now.rooms]);
    const rooms = new Map([...before.rooms].map(([item, n]) => [item, n * (before.homes - 1)]));
    for (const [item, n] of theOne) rooms.set(item, (rooms.get(item) ?? 0) + n);
    return { ...before, tier: now.tierSaid ? now.tier : before.tier, rooms, roomsNamed: [], notes: now.notes, roomsLeftOut: [], rest: now.rest, homes: 1, homesListed: true };
  }
  // "And is there any other charge I should expect?": the charges beside the rooms, not the home again.
  if (OTHER_CHARGES.test(text) && !now.rooms.size && !now.addOns.length) return null;
  // "And we can see pictures each time from down there?": the job photos, not the home again.
  if (/\b(photos?|pictures?|pics)\b/.test(text) && !now.rooms.size && !now.addOns.length && !TIER_WORDS.test(ownWords(text)) && !PRICE_WORDS.test(text)) return null;
  // What the conversation added in brackets ("(standard cleaning)") does not make a fragment longer.
  const said = ownWords(text);
  // "Only the bathrooms and kitchen deep, rooms we will do ourselves" after a home: the kinds kept from it, a kind said in the
  // plural as many as the home has, each other room named once.
  const keptKinds = !now.rooms.size && now.roomsNamed.length > 0 && ONLY_THESE_ROOMS.test(said) ? keptOfKinds(said, before, facts) : null;
  if (keptKinds) now = { ...now, rooms: keptKinds };
  // "Oh, and the playroom..., and the laundry room": each room named is one more of the home priced.
  if (!now.rooms.size && ROOMS_SAID_MORE.test(said)) now = { ...now, rooms: readRooms(said, facts.rooms.map((r) => r.item), true).rooms };
  // "A Standard Cleaning of the same four rooms" after a bedroom, a bathroom, a living room and a kitchen: those rooms, not
  // four Other Rooms more.
  const theSame = THE_SAME_ROOMS.exec(said);
  const sameAsBefore = !!theSame && countOf(theSame[1]!) === roomsInAll(before.rooms);
  if (sameAsBefore) now = { ...now, rooms: new Map(), roomsNamed: [], notes: [] };
  // "Skip the microwave, I clean that one myself": a turn that opens by taking something off changes the home priced.
  // "Oh, and a half bath": the word before the turn's opening says nothing of it.
  const opening = said.replace(LEADING_INTERJECTION, '');
  const fragment = !!keptKinds || sameAsBefore || (PRICE_WORDS.test(said) && A_VISIT_PRICED.test(said)) || /^(and|what about|how about|with|plus|add|also|now|ok|okay|make it|instead|for|same|but|is that|does that|would that|what if|drop|remove|skip|take|scratch|nix|ditch|minus|without|then)\b|^\+/.test(opening) || wordsIn(said) <= 4
    // "Then what would a Deep Cleaning of the cottage cost?": the home priced, at the tier named now; "hmm, let's go
    // Standard for now", "back to Deep, and add the oven": the tier switched.
    || (now.tierSaid && !now.rooms.size && (THE_HOME_AGAIN.test(said) || TIER_SWITCHED.test(said)))
    || TIER_NOT_THE_OTHER.test(said) || /\b(compare[sd]?|versus|vs\.?|instead|rather|after all|switch|difference|how much (more|less)|cheaper|more expensive|too (?:expensive|pricey|much|steep|high)|least (i|we) (could|can|would|will) (possibly |ever )?pay|lowest (possible )?(price|total))\b/.test(said) || POINTS_BACK.test(said)
    // A room left out with no home of its own ("hmm, the half bath does not need cleaning") is left out of the home priced.
    || (now.roomsLeftOut.length > 0 && !now.rooms.size)
    // "2 full bathrooms and no half bath": a room taken out beside a count leans on the home priced, which no new home does.
    || (now.roomsLeftOut.length > 0 && !(now.rooms.has('Bedroom') && now.rooms.has('Bathroom')))
    // "I forgot, my daughter's little room too, so 2 bedrooms": a turn that adds and sums up to its count.
    || (SUMMED_TO.test(said) && ADDS_TO_ORDER.test(said) && now.rooms.size > 0)
    // "So first 3 cleanings total?": visits of the home just priced, counted.
    || (!now.rooms.size && !!visitsAsked(said))
    // "Actually 4 bedrooms, twins just got separate rooms": a count corrected; "swap the oven for the microwave": an add-on.
    || ((CORRECTS.test(said) || ONLY_A_COUNT.test(said)) && now.rooms.size > 0) || (now.addOns.length > 0 && (said.search(SWAPPED) >= 0 || ONLY_THESE_ADD_ONS.test(said)))
    // "No dishes, take out. My wife she do the dishes": one of the home's add-ons taken off.
    || withoutDropped(before.addOns, said).length < before.addOns.length
    // "The 'half bath' actually has a shower, so it's a full bath": the half bath priced is a full one.
    || (HALF_IS_FULL.test(said) && before.rooms.has('Half Bathroom'))
    // "One of the 'bathrooms' is just the powder room, toilet and sink only": one of the bathrooms priced is a half bath.
    || ((ONE_A_HALF_BATH.test(said) || SOME_ARE_HALF.test(said)) && before.rooms.has('Bathroom'))
    // "The third bedroom is used as an office now": one of the bedrooms priced is an Other Room.
    || (BEDROOM_AS_OTHER.test(said) && before.rooms.has('Bedroom'))
    // "Wait living room and kitchen r one open room actually": two of the Other Rooms priced are one.
    || (ROOMS_ARE_ONE.test(said) && (before.rooms.get('Other Room') ?? 0) >= 2)
    // "...are separate rooms with a doorway, so count them as two": the one Other Room priced is two.
    || (ROOMS_ARE_TWO.test(said) && before.rooms.get('Other Room') === 1)
    // "First time so with the newcomer thing?": the code and nothing else of a home is asked of the home just priced; not
    // whether it can be used ("can they still use NEWCOMER?", "we already used it"), nor on which or how many homes.
    // "If I use the newcomer code on the deep one" names the tier just priced, not another.
    // "We've never used you before, so with the code": the code said last, of the home just priced.
    || (CODE_SAID_LAST.test(said) && !now.rooms.size && !now.addOns.length && !TIER_WORDS.test(said) && !/\b(fees?|tips?|add-?ons?)\b/.test(said))
    || (namesTheCode(said) && !now.rooms.size && !now.addOns.length && (!TIER_WORDS.test(said) || tierOf(said) === before.tier) && !WHETHER_THE_CODE.test(said)
      && (wordsIn(said) <= 8 || (PRICE_WORDS.test(said) && wordsIn(said) <= 16)));
  // Words that add to the home priced rather than describe a new one.
  const adds = ADDS_TO_ORDER.test(said) || ROOMS_SAID_MORE.test(said);
  // "And the LBI house, 3 bed 2 bath kitchen living?": bedrooms and bathrooms of a home of its own are a new home, not a change.
  // Its own "plus" ("and the apartment upstairs, 2 bed 1 bath plus kitchen") lists its rooms, not rooms added to the home before.
  // "What about the other apartment, the studio? its 1 bathroom and the main room": another home named, with a bathroom of its own.
  // "Scratch that, just upstairs: 3 bedrooms + 2 full baths", "ok actually its a 1 bed 1 bath" after a studio: the home said
  // anew, whole, not counts corrected in the one before.
  if (HOME_SAID_ANEW.test(said) && now.rooms.has('Bedroom') && now.rooms.has('Bathroom') && !adds) return null;
  const wholeHome = ((now.rooms.has('Bedroom') && now.rooms.has('Bathroom') && (!adds || ANOTHER_HOME.test(said))) || (ANOTHER_HOME.test(said) && now.rooms.has('Bathroom') && !adds)) && !CORRECTS.test(said);
  if (wholeHome && (ANOTHER_HOME.test(said) || !POINTS_BACK.test(said))) return null;
  // "How much would that be?", "what will each visit cost?" after a home described: that home's price, nothing changed.
  // A home, not one room named in passing ("do you clean a playroom? how is that priced").
  const aHome = before.rooms.has('Bedroom') || before.rooms.has('Bathroom') || roomsInAll(before.rooms) > 1;
  // Not the homes added up or shared, a month's visits, the code, nor a space the app prices ("our church's fellowship hall").
  const priceAgain = aHome && !NOT_ONE_VISIT_AGAIN.test(said) && !namesTheCode(said) && !SPACE_NOT_A_HOME.test(previous.text) && PRICE_WORDS.test(said) && !now.rooms.size && !now.addOns.length && (POINTS_BACK.test(said) || A_VISIT_PRICED.test(said) || wordsIn(said) <= 3);
  const changes = priceAgain || now.tierSaid || now.addOns.length || now.rooms.size || now.roomsLeftOut.length || now.homes > 1 || namesTheCode(text) || /\bfirst\b/.test(text)
    || ONE_A_HALF_BATH.test(said) || SOME_ARE_HALF.test(said) || HALF_IS_FULL.test(said) || BEDROOM_AS_OTHER.test(said) || ROOMS_ARE_ONE.test(said) || ROOMS_ARE_TWO.test(said);
  // "Add the half bath too", "she also wants the oven done inside": rooms or add-ons added to the home, not a new home.
  if (!(fragment || (adds && (now.rooms.size || (now.addOns.length && ADDS_AN_ADD_ON.test(said))) && !now.rooms.has('Bedroom'))) || !changes) return null;
  // "Plus the inside of the fridge", "and add dishes wash": what the turn adds is an add-on, not a room.
  const addsOnlyAddOns = now.addOns.length > 0 && !ADDS_ROOMS.test(said) && !/\b(another|more|extra)\b/.test(said);
  // "Deep for that one-bedroom, one-bath, plus the inside of the fridge": the home said again, its "plus" an add-on's.
  // "What would a deep clean of that place cost, 2 bed 1 bath plus living room and kitchen": the home said whole again, its
  // "plus" listing its own rooms after its bathrooms.
  const homeRestated = now.rooms.has('Bedroom') && now.rooms.has('Bathroom') && (addsOnlyAddOns || (OWN_ROOMS_AFTER_BATHS.test(said) && THAT_HOME.test(said) && !/\b(add|adding|another|more|extra|also|too)\b/.test(said)));
  const adding = !homeRestated && (adds || /\b(another|more|extra)\b/.test(text));
  // "Same 3 rooms + 2 baths on Standard?" after 3 practice rooms and no bedroom: the rooms priced, which the reader took for
  // bedrooms, as it takes a home's bare "rooms" beside its bathrooms.
  const bare = /\b(\d+|two|three|four|five|six|seven|eight)\s+rooms\b/.exec(said);
  // "It's 5 rooms not 6": the Other Rooms priced, counted again.
  const notThat = /\brooms,?\s+not\s+(\d+|two|three|four|five|six|seven|eight)\b/.exec(said);
  const roomsPriced = !!bare && !before.rooms.has('Bedroom') && (before.rooms.get('Other Room') === countOf(bare[1]!) || (!!notThat && before.rooms.get('Other Room') === countOf(notThat[1]!))) && now.rooms.get('Bedroom') === countOf(bare[1]!);
  if (roomsPriced) {
    now = { ...now, rooms: new Map([...now.rooms].filter(([item]) => item !== 'Bedroom')).set('Other Room', countOf(bare[1]!)), notes: now.notes.filter((n) => !n.startsWith('I read your')) };
  }
  // "What if it's just my bedroom and the bathroom?": those rooms alone, and what was said of the others goes with them.
  // "So that is four bedrooms and only the living room and kitchen": "only" after a count keeps, of its own kind, the rooms
  // it names; the bathrooms it does not speak of stay.
  // "And the mudroom plus the kitchen deep, not the whole house?": those rooms alone too, though the turn goes on from the last.
  const only = now.rooms.size > 0 && ((ONLY_THESE_ROOMS.test(said) && !adds) || NOT_THE_WHOLE_HOME.test(said)) && !ONLY_OF_ITS_KIND.test(said);
  // "Skip the bedroom, it's my wfh office now. Just bath + living + kitchen": the rooms kept are those of the sentence that
  // keeps them, which the reader has already read without those left out.
  const keptSaid = only ? parseOrder(said.split(/(?<=[.!?;])\s+|\s+[—–]\s+/).find((s) => ONLY_THESE_ROOMS.test(s) || NOT_THE_WHOLE_HOME.test(s))!, facts).rooms : null;
  const roomsSaid = keptSaid?.size ? keptSaid : now.rooms;
  const changed = new Map(only ? [] : before.rooms);
  // "Correction: 3 bedrooms now... and add dishes wash": an add-on added restates no room count.
  const addsSaid = /\b(add|adds|adding|added|plus|another|more|extra|also)\b/.test(said) && !addsOnlyAddOns;
  // "Oops 3 baths, forgot the basement one" after 2 is three in all, and "so 3 full baths + the half" restates the half
  // bath too; "sorry, forgot 1 bathroom" is one more.
  const restated = (!addsSaid && (CORRECTS.test(said) || /\bforg[eo]t/.test(said)) && [...now.rooms].some(([item, n]) => n > (changed.get(item) ?? 0) && changed.has(item))) || ONLY_A_COUNT.test(said) || STILL_THE_COUNT.test(said);
  // "Sorry, my mistake. 3 bathrooms. And kitchen too.": a sentence of its own that adds ("too", "also") adds its rooms to
  // the count the turn restates.
  const tooSaid = restated ? said.split(/(?<=[.!?;])\s+/).filter((s) => /\b(too|also|as well)\b/.test(s)).join(' ') : '';
  const addedToo = tooSaid && tooSaid !== said ? readRooms(tooSaid, [...now.rooms.keys()], true).rooms : new Map<string, number>();
  // "One of those bathrooms is only a half bath": the half bath it names is that bathroom (below), not one more.
  // "2 of those 4 bathrooms are half baths": the bathrooms it counts again are those priced, not more.
  const someHalf = SOME_ARE_HALF.exec(said);
  const halvesSaid = someHalf ? HALVES_SAID[someHalf[1]!] ?? (Number(someHalf[1]) || 1) : 0;
  const oneAHalf = (ONE_A_HALF_BATH.test(said) || halvesSaid > 0) && changed.has('Bathroom') && (!now.rooms.has('Bathroom') || halvesSaid > 0);
  // "Two full baths, not a full and a half": one of the half baths priced is a full one (below), not rooms more.
  const halfToFull = HALF_IS_FULL.test(said) && changed.has('Half Bathroom');
  // Not where the turn counts the bedrooms itself ("so 1 bed and the office is an other room") or leaves the room out ("1 bedroom
  // is storage, no clean").
  const bedToOther = BEDROOM_AS_OTHER.test(said) && changed.has('Bedroom') && !now.rooms.has('Bedroom') && !now.roomsLeftOut.length
    && !/\b(no clean\w*|not (?:be )?cleaned|skip|don'?t (?:need|clean))\b/.test(said);
  const merged = ROOMS_ARE_ONE.test(said) && (changed.get('Other Room') ?? 0) >= 2;
  const split = ROOMS_ARE_TWO.test(said) && changed.get('Other Room') === 1;
  // "Leave out the second bedroom": the home it reads to have two is the home priced, which has them already.
  const leftOutOfIt = (item: string) => changed.has(item) && now.roomsLeftOut.some((left) => left.item === item && left.one);
  // "Oops its 3 full baths and NO half bath. Also add oven + microwave inside": the clause that counts a room says whether
  // it adds to the home; the add of another clause adds what it names.
  const restatedByClause = addedOnlyElsewhere(said, adding, facts);
  for (const [item, count] of roomsSaid) {
    if (!(oneAHalf && (item === 'Half Bathroom' || (halvesSaid > 0 && item === 'Bathroom'))) && !leftOutOfIt(item) && !(halfToFull && /Bathroom/.test(item)) && !(bedToOther && /^(Bedroom|Other Room)$/.test(item)) && !((merged || split) && item === 'Other Room')) changed.set(item, adding && !restatedByClause(item) && (!restated || addedToo.get(item) === count) ? (changed.get(item) ?? 0) + count : count);
  }
  // "And if the restrooms count as half baths instead?": the bathrooms priced before, priced as half bathrooms; "one of
  // those bathrooms is only a half bath": one of them.
  const halves = oneAHalf ? Math.max(1, halvesSaid) : !now.rooms.size && changed.has('Bathroom') && AS_HALF_BATHS.test(said) ? changed.get('Bathroom')! : 0;
  if (halves) {
    changed.set('Half Bathroom', (changed.get('Half Bathroom') ?? 0) + halves);
    if (changed.get('Bathroom')! > halves) changed.set('Bathroom', changed.get('Bathroom')! - halves);
    else changed.delete('Bathroom');
  }
  if (bedToOther) {
    const bedrooms = changed.get('Bedroom')!;
    if (bedrooms > 1) changed.set('Bedroom', bedrooms - 1);
    else changed.delete('Bedroom');
    changed.set('Other Room', (changed.get('Other Room') ?? 0) + 1);
  }
  if (merged) changed.set('Other Room', changed.get('Other Room')! - 1);
  if (split) changed.set('Other Room', 2);
  const ofItsKind = ONLY_OF_ITS_KIND.exec(said);
  if (ofItsKind) {
    const keptOfKind = readRooms(said.slice(ofItsKind.index + ofItsKind[0].length).split(/[.!?;]/)[0]!, facts.rooms.map((r) => r.item), true).rooms;
    for (const [item, count] of keptOfKind) changed.set(item, count);
  }
  // The turn's own sum, after what it describes or adds, is the count: of the whole home where it names bedrooms and bathrooms
  // ("so 3 bedrooms, 1 office and 1 bath only"); else of the kinds it names ("so 1 bedroom and 1 other room" keeps the
  // bathrooms), one kind alone only where the turn adds ("the dining room also, so 3 other rooms").
  const sumSaid = SUMMED_TO.exec(said);
  const sum = sumSaid ? readRooms(sumSaid[1]!, [...new Set([...changed.keys(), ...now.rooms.keys()])]).rooms : null;
  if (sum && (sum.size >= 2 || (sum.size === 1 && adding))) {
    if (sum.has('Bedroom') && (sum.has('Bathroom') || sum.has('Half Bathroom'))) changed.clear();
    for (const [item, n] of sum) changed.set(item, n);
  }
  if (halfToFull) {
    const halves = changed.get('Half Bathroom')!;
    if (halves > 1) changed.set('Half Bathroom', halves - 1);
    else changed.delete('Half Bathroom');
    changed.set('Bathroom', (changed.get('Bathroom') ?? 0) + 1);
  }
  // "What if the half bath doesn't need cleaning?": that room is no longer priced.
  // "Standard instead, still without the dining room?": left out before, not one room fewer again.
  // "Skipping my stream room" after "living room and kitchen": a room the home never counted takes nothing off.
  // A home whose other rooms were counted, not named ("3 lab rooms", "two other rooms"), may hold the room left out.
  const described = mentionsRooms(previous.text.toLowerCase()) && !HOME_ROOMS_COUNTED.test(previous.text);
  // Not a room said to have become another ("I have turned the den into my sewing room"), nor "the other rooms".
  const renamed = /\b(into|is now|became|turned|converted|used as|now (my|a|our|her|his))\b/.test(said);
  const counted = now.roomsLeftOut.filter((left) => !described || renamed || !left.noun || /^(other|rest|remaining)\b/.test(left.noun) || namedBefore(left.noun, previous.text));
  const rooms = only || STILL_LEFT_OUT.test(said) ? changed : withoutRooms(changed, counted);
  const tier = TIER_WORDS.test(said) ? tierOf(said) : now.tierSaid ? now.tier : before.tier;
  // "And after the party, a standard of those same rooms with dishes wash?": another visit, with add-ons of its own ("switch
  // to standard and drop the oven" names one only to take it off).
  const ownAddOns = withoutDropped(now.addOns, said);
  const anotherVisit = tier !== before.tier && ownAddOns.length > 0 && !adds;
  return {
    // The tier this turn says in its own words, else the one the conversation carried in brackets.
    tier,
    rooms,
    // "Just standard, no add-ons": the add-ons priced before are dropped.
    // "Only the fridge": the add-ons it names, and no other.
    addOns: NO_ADD_ONS.test(said) || anotherVisit || (ownAddOns.length > 0 && ONLY_THESE_ADD_ONS.test(said)) ? ownAddOns : withoutDropped([...new Set([...before.addOns, ...now.addOns])], said),
    // "Add the microwaves too, both kitchens": the counts this turn says, over those said before.
    ...(before.addOnTimes || now.addOnTimes ? { addOnTimes: new Map([...(before.addOnTimes ?? []), ...(now.addOnTimes ?? [])]) } : {}),
    roomsNamed: [],
    // A turn that sums its rooms up says what each is: the room read before as a bedroom is no guess any more.
    notes: only ? now.notes : notesAfter(sum ? before.notes.filter((note) => !READ_AS_BEDROOMS.test(note)) : before.notes, now.notes, rooms),
    roomsLeftOut: now.roomsLeftOut,
    tierSaid: now.tierSaid || before.tierSaid,
    rest: now.rest,
    homes: now.homes > 1 ? now.homes : before.homes,
    homesListed: before.homesListed,
    ...(before.groups && !now.rooms.size && !now.roomsLeftOut.length ? { groups: before.groups, addOnsAtEach: before.addOnsAtEach || AT_EACH_HOME.test(said) } : {}),
  };
}

/**
 * The notes of a home changed by a turn: the turn's own, and those of the home before that still hold. "One of each room you
 * named" is said of the turn that named them, not again on every change after it; a note on how a kind of room was counted
 * goes with the last room of that kind ("just bedroom and bath" after a living room priced as an Other Room).
 */
/** A room said to stay out, as it was: "still without the dining room", "still no office". */
const STILL_LEFT_OUT = /\bstill (?:without|no|minus|skipping|leaving out|not doing)\b/;

/** The note of rooms read as bedrooms (see readRooms). */
const READ_AS_BEDROOMS = /^I read your (?:room|\d+ rooms) as (?:a )?bedrooms?\b/;

function notesAfter(before: readonly string[], now: readonly string[], rooms: ReadonlyMap<string, number>): string[] {
  const holds = (note: string) => note !== ONE_OF_EACH && (rooms.has('Other Room') || !/\bOther Rooms?\b/.test(note)) && (rooms.has('Half Bathroom') || !/\bHalf Bathrooms?\b/.test(note));
  return [...new Set([...before.filter(holds), ...now])];
}

/**
 * The home priced before as a turn read as operations on it changes it (see readOperations), or the one home the turn keeps
 * of several the message before listed (see keptHome) or the conversation described in turns (`previous.keptFrom`, see
 * previousOf), changed by the rest of the turn; null where it is not read so.
 */
function changedBy(question: OrderReading, previous: OrderReading, facts: Facts): Order | null {
  const { order: before } = previous;
  const said = ownWords(question.text);
  // A phrase is read again by each check of its clause: read once.
  const readings = new Map<string, Order>();
  const read = (phrase: string) => readings.get(phrase) ?? readings.set(phrase, parseOrder(phrase, facts)).get(phrase)!;
  const listed = before.homesListed ? listedHomes(previous.text, before, read) : null;
  const kept = listed && keptHome(said, listed);
  if (!kept && before.groups) return null;
  const home = kept ? { rooms: kept.rooms, addOns: before.addOns } : before;
  const homes = listed ?? previous.keptFrom;
  const operations = readOperations(said, read, home, previous.text, (clause) => !!homes && namesAHome(clause, homes)) ?? [];
  // "Standard then" alone is the tier readers', as before; beside a change ("standard then but add oven inside") or what is
  // kept ("no wait std not deep. keep microwave") it is read here, and so is a home kept alone.
  if (!kept && !previous.keptFrom && operations.every((o) => o.op === 'tier') && !(operations.length && /\b(?:keep|leave)\b/.test(said))) return null;
  const changed = applyOperations(home, operations);
  if (!changed) return null;
  // The tier the turn changes to, else one the conversation carried in brackets ("(deep cleaning)", from a situation told
  // before), as it priced the home.
  const { order: now } = question;
  const tierSaid = operations.flatMap((o) => (o.op === 'tier' ? [o.tier] : [])).at(-1);
  const tier = tierSaid ?? (now.tierSaid ? now.tier : before.tier);
  const { groups: _groups, addOnsAtEach: _atEach, ...one } = before;
  return { ...(kept ? one : before), ...changed, tier, tierSaid: !!tierSaid || now.tierSaid || before.tierSaid, roomsNamed: [],
    notes: notesAfter(before.notes, now.notes, changed.rooms), roomsLeftOut: now.roomsLeftOut, rest: now.rest,
    homesListed: kept ? false : before.homesListed };
}

/** Where a turn's clauses part: sentences, a dash, one more room after ", and" ("4 bedroom, and a half bath too"), and an add said after a comma or "and" ("2 br not 3, and add a half bath", "son 2 recamaras, y tambien la cocina"). */
const CLAUSES = /(?<=[.!?;])\s+|\s+[-—–]\s+|,\s*and\s+(?=(?:a|an|one)\s)|,\s*(?:and\s+|y\s+)?(?=(?:also\s+|please\s+|pls\s+)?(?:add|plus|throw in|include)\b|(?:also|tambi[eé]n)\b)|\s+and\s+(?=(?:also\s+|please\s+)?add\b)/;
/**
 * Whether a room kind a correcting turn counts is counted only in clauses that add nothing, where another clause adds:
 * "Oops its 3 full baths and NO half bath. Also add oven + microwave inside", "scratch that, 2 br not 3, and add a half
 * bath" and "I misspoke - 3 bedrooms, and add a second other room" restate the count; "And the upstairs flat: 1 bedroom,
 * bathroom, kitchen. Also standard." corrects nothing and is another home.
 */
function addedOnlyElsewhere(said: string, adding: boolean, facts: Facts): (item: string) => boolean {
  const clauses = adding && CORRECTS.test(said) ? said.split(CLAUSES).filter((s) => s.trim()) : [];
  if (clauses.length < 2) return () => false;
  const counts = clauses.map((clause) => ({ rooms: parseOrder(clause, facts).rooms, restates: COUNTS_ROOMS.test(clause) && !ADDS_TO_ORDER.test(clause) && !/\b(another|more|extra)\b/.test(clause) }));
  return (item) => counts.some((c) => c.rooms.has(item)) && counts.every((c) => !c.rooms.has(item) || c.restates);
}

/** A count said to stay: "three bedrooms still", "still 3 bed": the home's count, not rooms more. */
const STILL_THE_COUNT = /\b(?:\d+|one|two|three|four|five|six)\s+(?:bed\w*|br|bath\w*|ba)\s+still\b|\bstill\s+(?:\d+|one|two|three|four|five|six)\s+(?:bed\w*|br|bath\w*)/;

/** Several alike homes, counted again by a turn that says only that ("Sold two. Three units now."). */
function recounted(question: OrderReading, before: Order, facts: Facts): Order | null {
  const homes = homesLeft(ownWords(question.text), before.homes, (phrase) => parseOrder(phrase, facts));
  return homes ? { ...before, homes } : null;
}

/** A bedroom priced said to be another kind of room: "the third bedroom is used as an office now, so count it as an other room", "the third 'bedroom' is actually Dad's old study", "tenant uses the second bedroom as his office now". */
const BEDROOM_AS_OTHER = /\bbed(?:room)?['"’”]?\s[^?!]{0,90}?\bcount (?:it|that|this) as (?:an? )?other room\b|\bbed(?:room)?s?['"’”]?\s[^.?!]{0,60}?\b(?:count (?:it|that|this) as|used as|use (?:it )?as|is (?:now |actually |really )?(?:an? |my |our |\w+'s )?(?:old )?)\s*(?:an?\s+)?(?:home\s+)?(?:other room|office|study|den|gym|storage(?: room)?|playroom|sewing room)\b|\b(?:uses?|using|turned|converted|made)\s+(?:the|a|one|my|our|his|her)\s+(?:[a-z0-9]+\s+)?bed(?:room)?\s+(?:as|into)\s+(?:an?\s+|his\s+|her\s+|my\s+|our\s+|their\s+)?(?:other room|office|study|den|gym|storage(?: room)?|playroom|sewing room)\b/;
/** A turn's own sum of rooms, after what it describes or adds: "so 3 bedrooms, 1 office and 1 bath only", "so 1 bedroom and 1 other room", "the dining room also, so 3 other rooms". */
const SUMMED_TO = /\b(?:so|to|that'?s|making it|makes it|which makes(?: it)?)(?:\s+(?:it|there|we)\s*(?:is|'s|are|have|has|will be))?(?:\s+now)?\s+((?:\d+|one|two|three|four|five|six|seven|eight)\s+(?:bed|bath|half|other|office|room|kitchen|living)[^.?!]*)/;
/** Some of the bathrooms priced said to be half baths: "2 of those 4 bathrooms are half baths", "the 2nd bathroom is just a toilet n sink", "the second bathroom is really only a little powder room". */
const SOME_ARE_HALF = /\b(one|two|three|four|[1-4]|the (?:2nd|second|3rd|third|other|last|downstairs|upstairs|small|little))\s+(?:of\s+(?:the|those|these|them|my|our)\s+(?:(?:\d+|two|three|four|five)\s+)?(?:bath(?:room)?s|restrooms|washrooms)\s+|(?:bath(?:room)?|restroom)\s+)(?:(?:is|are|'s)\s+)?(?:(?:only|just|really|actually)\s+)*(?:a\s+)?(?:(?:little|small|tiny)\s+)?(?:half[\s-]?bath(?:room)?s?|toilet\s*(?:and|n|&|\+)\s*(?:a\s+)?sinks?|powder rooms?)\b/;
const HALVES_SAID: Record<string, number> = { one: 1, two: 2, three: 3, four: 4 };
// "The third is really just a toilet and a sink", "the powder room is just a toilet and sink": one of the bathrooms priced.
const ONE_A_HALF_BATH = /\b(?:the (?:third|second|other|last|fourth|3rd|2nd|4th)(?: one| bath(?:room)?)?|the powder room) (?:is|'s) (?:really |actually |only |just )*(?:a )?(?:half[\s-]?bath(?:room)?|toilet\s*(?:and|\+|&)\s*(?:a\s+)?sink)\b|\bone of (?:the|those|them|these|my|our|the two)\b[^.?!]{0,20}\b(?:bath(?:room)?s|restrooms|washrooms)\b[^.?!]{0,45}\b(?:half[\s-]?bath(?:room)?|toilet\s*(?:and|\+|&)\s*(?:a\s+)?sink)\b|\bone (?:bath(?:room)?|restroom) is (?:only |just |really |actually )?(?:a )?half[\s-]?bath(?:room)?\b|\bone of (?:those|them|these|the two) (?:is|'s) (?:only |just |really |actually )?(?:a |the )?half[\s-]?bath(?:room)?\b/;
/** A half bath said to be a full one: "turning the half bath into a full bath", "the 'half bath' actually has a shower, so it's a full bath", "two full baths, not a full and a half", "2 full bathrooms not 1 and a half", "the staff bathroom actually has a shower, so it's a full bathroom". */
// "We had the half bath made into a full bathroom last year": the half bath priced is a full one.
const HALF_IS_FULL = /\b(?:turn\w*|convert\w*|made|making|remodel\w*|renovat\w*|redid|redone)\b[^.?!]{0,20}\bhalf[\s-]?bath(?:room)?\b[^.?!]{0,10}\binto\s+(?:a\s+)?full\b|\bhalf[\s-]?bath(?:room)?\b[^.?!]{0,15}\b(?:made|turned|converted|redone|remodeled|renovated)\s+into\s+(?:a\s+)?full\b|\bhalf[\s-]?bath(?:room)?\b['"’”]?[^.?!]{0,40}\b(?:it'?s|is|it is|counts as)\s+(?:actually\s+|really\s+)?(?:a\s+)?full\b|\bhalf[\s-]?bath(?:room)?\b['"’”]?\s+(?:actually\s+|really\s+)?has\s+(?:a\s+)?(?:shower|tub)\b|\bnot\s+(?:a|one|1)(?:\s+full)?(?:\s+bath(?:room)?)?\s+and\s+(?:a|one|1)\s+half\b|\b(?:the|that|our|my)\s+(?:[a-z]+\s+)?(?:bath(?:room)?|restroom|toilet)\s+(?:actually\s+|really\s+)?has\s+(?:a\s+)?(?:shower|tub)\b[^.?!]{0,30}\bfull\b/;
/** Two rooms priced said to be one: "living room and kitchen r one open room actually", "the kitchen and dining room are one space". */
const ROOMS_ARE_ONE = /\b(?:living|dining|family|kitchen|den|great|sitting|front)\b[^.?!]{0,25}?\s(?:and|&|\+|n|\/)\s+(?:the\s+)?(?:living|dining|family|kitchen|den|great|sitting|front)\b[^.?!]{0,10}?\s(?:are|r|is|'re)\s+(?:(?:actually|really|just|all|now)\s+)*(?:one|1|a single|the same)\s+(?:(?:big|open|large|combined|huge)\s+){0,2}(?:room|space|area)\b/;
/** Two rooms priced as one said to be two: "the kitchen and the family room are separate rooms, count them as two". */
const ROOMS_ARE_TWO = /\b(?:living|dining|family|kitchen|den|great|sitting|front)\b[^.?!]{0,25}?\s(?:and|&|\+|n|\/)\s+(?:the\s+)?(?:living|dining|family|kitchen|den|great|sitting|front)\b[^.?!]{0,25}?\s(?:are|r|'re)\s+(?:(?:actually|really|in fact)\s+)*(?:two\s+)?(?:separate|different|2|two)\s+(?:rooms|spaces)\b/;
/** One of several homes: "downstairs", "one of the units", "the other apartment". */
const ONE_OF_THE_HOMES = /\b(upstairs|downstairs|one of (them|those|the (units|homes|apartments|houses|condos|cottages))|the (second|other|top|bottom|front|back) (one|unit|floor|apartment|house|condo))\b/;
/** A home's rooms in the price list's order and words: "1 bedroom, 2 bathrooms". */
const roomsInWords = (rooms: ReadonlyMap<string, number>, facts: Facts) =>
  facts.rooms.filter((r) => rooms.has(r.item)).map(({ item }) => `${rooms.get(item)} ${item.toLowerCase()}${rooms.get(item)! > 1 ? 's' : ''}`).join(', ');

/** Several of the homes priced alike: "4 of the 12 have 2 bathrooms", "two of them are 2 bed". */
const SOME_OF_THE_HOMES = /\b(\d+|two|three|four|five|six|seven|eight|nine|ten|eleven)\s+of\s+(?:the|them|those|these|my|our)\b(?:\s+(?:\d+|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve))?(?:\s+(?:units|homes|apartments|apts|houses|condos|rentals|places))?\s+(?:have|has|are|is|got|come with|with)\b/;
/** One of several alike homes by its place or size, said with its own rooms: "the 2nd one is 3 bed 2 bath", "top floor only has 2 bedrooms". */
const NTH_HOME = /\bthe (first|1st|second|2nd|third|3rd|last|small|smaller|big|bigger|top|bottom|ground|middle) (one|unit|apartment|house|condo|cottage|cabin|villa|floor)\b|\b(top|bottom|ground|middle|first|second|third|1st|2nd|3rd) floor\b/;
/** The bathrooms just priced, asked again as half bathrooms: "if the restrooms count as half baths instead?". */
const AS_HALF_BATHS = /\b(restrooms?|bathrooms?|baths|washrooms?|they|them|those)\b[^.?!]{0,20}\b(count(ed)?|are|were|as|be|priced)\b[^.?!]{0,10}\bhalf[\s-]?bath(room)?s\b/;

/**
 * What a later turn takes off the home: "drop the oven, add microwave + dishwasher instead", "no fridge", told of someone
 * else as well ("she dropped the fridge", "he removed the oven"). Never "forgot" or "left out", which mean a room or an
 * add-on not said before.
 */
const DROPPED = /\b(?:drop(?:s|ped)?|remov(?:e|es|ed)|no|without|skip(?:s|ped)?|minus|take off|take out|took off|took out|leave off|cancel(?:s|l?ed)?|forget|scratch(?:es|ed)?|nix(?:es|ed)?|ditch(?:es|ed)?|lose)\s+(?:the\s+)?([^,.;+]*?)(?=,|;|\.|\+|\b(?:add|adding|but|instead|then|and (?:add|do|get|put|include|use|make|want|need|switch|swap))\b|$)/g;

/** An add-on taken off by a pronoun, after it is named: "the oven ... please take that off". */
const PRONOUN_DROPPED = /\b(?:take|took|leave|cross(?:ed)?|scratch(?:ed)?) (?:that|it) (?:off|out)\b|\b(?:remov(?:e|ed)|drop(?:ped)?|skip(?:ped)?|cancel(?:l?ed)?) (?:that|it)\b|\b(?:do|clean|wash) (?:that|it|them) (?:myself|ourselves)\b/;
/** An add-on taken off with the verb around it: "take the dishes off", "leave the oven out", "she took stovetop off". */
const TAKEN_OFF = /\b(?:take|takes|took|leave|cross(?:ed)?|scratch(?:ed)?)\s+(?:the\s+)?((?:[a-z]+\s+){0,2}?[a-z]+)\s+(?:off|out)\b/g;
/** An add-on the visitor will do: "I'll do the dishes myself". */
const DONE_MYSELF = /\b(?:do|clean|wash)\s+(?:the\s+)?((?:[a-z]+\s+){0,2}?[a-z]+)\s+(?:myself|ourselves)\b/g;
/** An add-on said taken off after it is named: "oven removed, dishwasher instead", "the fridge dropped". */
const REMOVED_AFTER = /\b((?:[a-z]+\s+)?[a-z]+)\s+(?:removed|dropped|taken off|taken out|left out|skipped)\b/g;
/** An add-on another is done in place of: "do the refrigerator instead of the oven", "rather than the dishes". */
const INSTEAD_OF = /\b(?:instead of|rather than|in place of)\s+(?:the\s+)?([^,.;+!?—–]*?)(?=[,;.!?—–]|\s-\s|\s+but\b|$)/g;
/** The add-on meant instead of one said: "I meant the microwave, not the oven", "the dishwasher, not the dishes". */
const MEANT_NOT = /(?:,\s*|\bmeant\b[^.?!]*?\s)not\s+(?:the\s+)?([^,.;+!?]*?)(?=[,;.!?]|$)/g;
/** An add-on said to need nothing: "the fridge is fine", "oven's ok actually", "don't need the dishes", "fridge not needed". */
const NOT_NEEDED = /\b(?:the\s+)?((?:[a-z]+\s+)?[a-z]+)(?:'s|\s+is|\s+are)\s+(?:actually\s+|already\s+|really\s+)?(?:fine|ok|okay|good|alright|new|not needed)\b|\b(?:don'?t|do not|doesn'?t|does not|won'?t|will not)\s+need\s+(?:the\s+)?([^,.;+!?]*?)(?=[,;.!?]|\s+(?:but|just|only|and)\b|$)|\b((?:[a-z]+\s+)?[a-z]+)\s+(?:not needed|isn'?t needed|can be skipped)\b/g;
/** One add-on swapped for another: "swap the microwave for stovetop scrub", "replace the oven with the fridge". */
export const SWAPPED = /\b(?:swap|switch|replace|exchange|trade)\s+(?:out\s+)?(?:the\s+)?([^,.;+]*?)\s+(?:for|with)\b/g;

/** The add-ons, less those a later turn takes off, each known by its first word ("oven") or the fridge's other name. */
export function withoutDropped(addOns: string[], said: string): string[] {
  const words = (item: string) => {
    const first = item.toLowerCase().split(/\s+/)[0]!;
    // "Scratch the mugs": the dishes, as people name them.
    return first === 'refrigerator' ? [first, 'fridge'] : first === 'stovetop' ? [first, 'stove'] : first === 'dishes' ? [first, 'mugs', 'cups', 'plates', 'pots', 'pans'] : [first];
  };
  // "That" is the add-on named last before it.
  const pronoun = PRONOUN_DROPPED.exec(said);
  const lastAt = (item: string, text: string) => Math.max(-1, ...words(item).flatMap((w) => [...text.matchAll(new RegExp(String.raw`\b${w}`, 'g'))].map((m) => m.index)));
  const meant = pronoun ? addOns.reduce<string | null>((last, item) => (lastAt(item, said.slice(0, pronoun.index)) > (last ? lastAt(last, said.slice(0, pronoun.index)) : -1) ? item : last), null) : null;
  const dropped = [...said.matchAll(DROPPED), ...said.matchAll(SWAPPED), ...said.matchAll(TAKEN_OFF), ...said.matchAll(DONE_MYSELF), ...said.matchAll(MEANT_NOT), ...said.matchAll(REMOVED_AFTER), ...said.matchAll(INSTEAD_OF), ...said.matchAll(NOT_NEEDED)].map((m) => (m[1] ?? m[2] ?? m[3])!).concat(meant ? words(meant) : []);
  if (!dropped.length) return addOns;
  return addOns.filter((item) => !dropped.some((phrase) => words(item).some((w) => new RegExp(String.raw`\b${w}`).test(phrase))));
}

/** Add-ons said to be the only ones: "only the fridge", "just the oven inside". */
export const ONLY_THESE_ADD_ONS = new RegExp(String.raw`\b(?:only|just)\s+${ADD_ON_NAMED}`);

/** The add-ons of the home priced before, left out: "no add-ons", "without the extras", "rooms only". */
export const NO_ADD_ONS = /\b(no|without|minus|skip( the)?|drop( the)?|leave off( the)?|leave out( the)?) (add[- ]?ons?|extras)\b|\b(rooms|room prices?) only\b|\bonly the rooms\b|\bjust the rooms\b/;

/** A question in its own words: without what the conversation added in brackets at its end ("(standard cleaning)"). */
export const ownWords = (text: string) => text.replace(/\s*\([^)]*\)$/, '');

/** Words that correct the home just priced: "actually it's 3 bed 2 bath", "make it 3 bedrooms instead". */
export const CORRECTS = /\b(instead|make it|change (?:it |that )?to|actually|i meant|sorry|oops|correction|my mistake|my bad|misspoke|typo|wait|perdon|(?:i )?beg your pardon|pardon me|no,? it'?s|it'?s really)\b|\bperdón|^no\b|\b(?:\d+|one|two|three|four|five|six|seven|eight)\s+(?:full\s+|half\s+)?(?:bed|bath|br\b|ba\b|rooms?\b)[a-z]*,?\s+not\s+(?:\d+|one|two|three|four|five|six|seven|eight)\b/;
/** A count said with "only": "only 2 bedroom", "we only want 2 bedrooms done", a home's count corrected, not a home of its own or rooms more. */
const ONLY_A_COUNT = /\b(only|just) (?:(?:want|need|have)\s+)?(\d+|one|two|three|four|five|six) ?(bed|bath|br\b|bd\b|bdrm|ba\b)/;
/** A home other than the one just priced: "the LBI house", "my other unit", "the second place". */
export const ANOTHER_HOME = /\b(other|another|second|2nd|next|different|new)\s+(house|home|unit|place|apartment|apt|condo|property|one|rental)\b|\b(unit|apt|suite|property|cabin|cottage|house)\s*(#|no\.?\s*|number\s*)\d+[a-z]?\b|\bunit\s+\d+[a-z]?\b|\bthe\s+([a-z]+|(?!(whole|entire|same)\b)[a-z]+\s+[a-z]+)\s+(house|home|place|condo|unit|apartment|rental|cabin|cottage|townhouse|bungalow|duplex)\b|\b(?:and|plus|also)\s+the\s+(house|home|place|condo|unit|apartment|apt|rental|cottage|flat|studio)\b|\b[a-z]+(?:-in-law)?'s\s+(apartment|apt|unit|suite|flat|studio|condo|cottage)\b/;

/** Itemises an order in integer cents with the one estimate function the price estimator uses. */
export function quoteOrder(order: Order, facts: Facts): Quote {
  const result = estimate(facts, {
    level: order.tier,
    counts: facts.rooms.map((r) => order.rooms.get(r.item) ?? 0),
    addOns: facts.addOns.flatMap((a, i) => (order.addOns.includes(a.item) ? [i] : [])),
  });
  const addOnNames = new Set(facts.addOns.map((a) => a.item));
  // "Add dishwasher inside on all three": each add-on once per home; "both ovens": once per oven.
  const each = order.addOnsAtEach && order.groups ? homesIn(order.groups) : 1;
  const times = (label: string) => each * (order.addOnTimes?.get(addOnKey(label)) ?? 1);
  const lines = result.lines.map((l) => (addOnNames.has(l.label) && !facts.rooms.some((r) => r.item === l.label)
    ? { label: times(l.label) > 1 ? `${times(l.label)} × ${l.label} (add-on) at ${formatCents(l.unit)}` : `${l.label} (add-on)`, cents: l.total * times(l.label) }
    : { label: `${l.quantity} × ${l.label} at ${formatCents(l.unit)}`, cents: l.total }));
  if (lines.every((l, i) => l.cents === result.lines[i]!.total)) return { lines, total: result.total, firstClean: result.firstClean };
  const total = lines.reduce((sum, l) => sum + l.cents, 0);
  return { lines, total, firstClean: firstCleanCents(total, facts.offer.percentOff) };
}

export const tierName = (tier: Tier) => (tier === 'deep' ? 'Deep Cleaning' : 'Standard Cleaning');

function confirmLine(facts: Facts): string {
  return `The final price, with any booking fee, is confirmed in the ${facts.brand} app before you book.`;
}

/** What the price list counts as an Other Room, with the rooms people most often ask about. */
const OTHER_ROOM_IS = `An Other Room is ${OTHER_ROOM}: a kitchen, a living room, a dining room or a den each counts as one.`;

/** A count of rooms the words after a dash, colon or bracket may go on to name one by one: the count, and the list. */
const COUNT_THEN_LIST = /\b(\d+|two|three|four|five|six|seven|eight|nine|ten) rooms\s*(?:[—–:(]|-\s)([^—–)]*)/g;

/** The text without a count of rooms whose list, after it, names that many rooms: the list is what is counted. */
function countThenList(text: string, facts: Facts): string {
  const items = facts.rooms.map((r) => r.item);
  return text.replace(COUNT_THEN_LIST, (whole, count: string, list: string) => {
    const named = [...readRooms(list, items, true).rooms.values()].reduce((sum, n) => sum + n, 0);
    return named === countOf(count) ? whole.replace(/^\S+ rooms\s*/, ' ') : whole;
  });
}

/**
 * The rooms of homes listed together where one goes without a room another has ("Long Branch 2 bed 1 bath no living room,
 * Belmar 3 bed 2 bath + living room"): each home read alone, added up; the whole message read at once would leave the room
 * out of every home. The rooms as read where the parts count otherwise than the whole.
 */
function leftOutOfOneHome(text: string, items: readonly string[], whole: Pick<Order, 'rooms'> & { leftOut: readonly LeftOut[] }): Map<string, number> {
  const parts = homeParts(text)?.map((part) => readRooms(part, items).rooms);
  if (!parts) return whole.rooms;
  const sum = sumOfRooms(parts);
  const leftOut = new Set(whole.leftOut.map(({ item }) => item));
  const agrees = [...new Set([...sum.keys(), ...whole.rooms.keys()])].every((item) =>
    leftOut.has(item) ? (whole.rooms.get(item) ?? 0) <= (sum.get(item) ?? 0) : whole.rooms.get(item) === sum.get(item));
  return agrees ? sum : whole.rooms;
}

/** The table has Standard and Deep rates; the other services are priced in the app. */
const OTHER_SERVICES = new RegExp(String.raw`\bmove[\s-]?(in|out)|turnover|rental|airbnb|office|business|${WORK_STUDIO.source}`);

/** The code asked of another home than the one before: "what about the other apartment... does the code work there too?". */
// "And unit 2, same layout, booked a few days later?": another home priced after one, the code asked or not, is not a first cleaning again.
/** Another home named: "the other 2br", "unit #2", "can I also use it on the apartment?" (not "the 2nd one", which may be a visit, nor "5 other" rooms). */
export const HOME_AFTER_THE_FIRST = /(?<!\b\d+ )\b(?:other|another|second|2nd|next|different) (?:house|home|unit|place|apartment|apt|condo|property|rental|studio|\d ?(?:br|bd|bed\w*))\b|\b(?:also|too) (?:use|get|apply) (?:it|the code|newcomer|that|the discount) (?:on|for|at) (?:the|my|our) (?:\w+ )?(?:house|home|unit|place|apartment|apt|condo|studio|office|rental)\b|\bunit\s*#?\s*[2-9]\b/;
// "What about the other one, the duplex (2br/1ba/1 half/living)": "the other one" with rooms of its own is another home.
const OTHER_HOME_CODE = new RegExp(String.raw`${HOME_AFTER_THE_FIRST.source}|^(?=[\s\S]*\b(?:other|another|second|2nd|next|different) one\b)(?=[\s\S]*\b(?:code|newcomer|discount|half off|50 ?%))|\b(?:what|how) about the other one\b(?=[^?]*\b\d ?(?:br|bd|bed\w*|ba|bath\w*)\b)`);

/** The code asked, yes or no, of another home than its first cleaning's: "can I also use it on the apartment?", "the other 2br, same price with the code?". */
function noSecondFirstCleaning(said: string, facts: Facts): string[] {
  if (!OTHER_HOME_CODE.test(said) || !namesTheCode(said) || !/\b(can|could|may|does|do|will|would|is|same)\b/.test(said)) return [];
  return [`No: ${facts.offer.code} takes ${facts.offer.percentOff}% off your first cleaning only.`];
}

/**
 * Each home's own figure, where a message lists homes of different sizes ("unit A 2 bed 1 bath, unit B 3 bed 2 bath: price
 * for each and the total?"): the total above adds them up, and the visitor asked for each. None where the homes are named
 * groups (the line above says it) or the parts do not add up to the order.
 */
function homesEach(order: Order, facts: Facts, own: string): string[] {
  if (!order.homesListed || order.groups || order.homes > 1) return [];
  const homes = listedHomes(own, order, (phrase) => parseOrder(phrase, facts));
  if (!homes) return [];
  // Rooms only, as the named groups' line gives them: add-ons said once for several homes belong to no one of them.
  return [`Each home's rooms: ${homes.map((home) => `${roomsInWords(home.rooms, facts)}, ${formatCents(quoteOrder({ ...order, rooms: home.rooms, addOns: [] }, facts).total)}`).join('; ')}.`];
}

/** `text`: what the estimate answers, with the turns before it where it resumes them; `own`: this turn's words. */
/** Whether an appliance's outside is still cleaned, asked beside a price. */
const OUTSIDE_STILL_WIPED = /\b(outside|exterior)s?\b[^.?!]*\b(wiped|wipe|cleaned|done)\b|\b(still|at least) (be |get |gets? )?(wiped|cleaned)\b/;
/** An appliance named, whose outside the wipe is of. */
const APPLIANCE_NAMED = /\b(oven|fridge|refrigerator|microwave|dishwasher|stove\w*|appliances?)\b/;


/** The Other add-on offered, with its total, for a thing named beside the order that the add-on list doesn't name. */
function unlistedBeside(order: Order, facts: Facts, own: string): string[] {
  const other = facts.addOns.find((a) => a.item === 'Other');
  const thing = INSIDES_NOT_LISTED.exec(ownWords(own));
  if (!other || !thing || order.addOns.includes('Other') || !order.rooms.size) return [];
  const withOther = quoteOrder({ ...order, addOns: [...order.addOns, 'Other'] }, facts).total;
  return [`The inside of the ${thing[1]} isn't a named add-on, so it isn't in this total: the Other add-on (${formatCents(other.price)}) is for a single item that isn't on the list, explained in your notes. With it, the total is ${formatCents(withOther)}; ask ${supportLink(facts)} if you're not sure it covers what you want.`];
}

/** Add-ons counted more than once ("both ovens"): each is one item's deeper clean; how several are booked, the site doesn't say. */
function severalAppliances(order: Order, facts: Facts): string[] {
  const several = order.addOns.filter((item) => (order.addOnTimes?.get(addOnKey(item)) ?? 1) > 1);
  if (!several.length) return [];
  return [`Each add-on is the deeper clean of one item at a flat price, so I counted ${list(several.map((item) => `${order.addOnTimes!.get(addOnKey(item))} × ${item}`))}. The site doesn't say how more than one of an item is added to a booking, so check it in the app, or ask ${supportLink(facts)}, before you confirm.`];
}

/** Which tier to book, asked: "which one for the first time?", "which should I get?". */
const WHICH_TIER_ASKED = /\bwhich (one|service|cleaning|clean|kind|type|tier)\b|\bwhat (should|do) (i|we) (book|get|choose|pick)\b/;

function itemised(order: Order, facts: Facts, text: string, extra: string[] = [], own = text): string {
  const quote = quoteOrder(order, facts);
  return [
    ...(order.homes === 1 && !order.homesListed ? noSecondFirstCleaning(ownWords(own), facts) : []),
    // "Which one for the first time? ... hasn't been properly cleaned in forever": the chooser's rule, then the estimate.
    ...(order.tier === 'deep' && WHICH_TIER_ASKED.test(ownWords(own)) ? ['For a first cleaning, or a home that has gone a while without one, the help centre suggests Deep Cleaning first, then Standard to keep it that way.'] : []),
    `Here is the estimate for ${tierName(order.tier)} from our flat rates:`,
    ...quote.lines.map((l) => `- ${l.label}: ${formatCents(l.cents)}`),
    `Total: ${formatCents(quote.total)}${order.homes > 1 ? ' for one' : order.groups ? ` for all ${homesIn(order.groups)}` : ''}`,
    ...(order.groups ? [`Each home's rooms: ${order.groups.map((g) => {
      const one = quoteOrder({ ...order, rooms: g.rooms, addOns: [] }, facts).total;
      return `${g.name} ${formatCents(one)}${g.count > 1 ? ` (× ${g.count} = ${formatCents(g.count * one)})` : ''}`;
    }).join('; ')}.`] : []),
    ...homesEach(order, facts, own),
    ...unlistedBeside(order, facts, own),
    ...severalAppliances(order, facts),
    ...(order.homes > 1 ? [`For ${order.homes} alike: ${order.homes} × ${formatCents(quote.total)} = ${formatCents(order.homes * quote.total)}. The site lists no discount for booking several; each is priced at the same flat rates.`] : []),
    ...extra,
    ...visitsLines(quote.total, quote.firstClean, text, facts, own),
    // "I had my first cleaning last week; what would 3 bed 2 bath cost now?": the code is spent, the rate is the regular one.
    order.homes === 1 && !order.homesListed && (FIRST_BEHIND.test(text) || NEXT_MONTH_AGAIN.test(ownWords(own)))
      ? `Your first cleaning is behind you, so this one is at the regular rate, ${formatCents(quote.total)}: ${facts.offer.code} takes ${facts.offer.percentOff}% off a first cleaning only.`
    : order.homesListed && order.homes === 1
      ? `With the code ${facts.offer.code}, your first cleaning is ${facts.offer.percentOff}% off; the site doesn't say how it applies when several homes are booked, so check the discounted total the app shows before you confirm.`
      // "Ok what about the other apartment... does the code work there too?": one first cleaning, not one per home.
      : order.homes === 1 && OTHER_HOME_CODE.test(ownWords(own))
        ? `${facts.offer.code} is for a new client's first cleaning, one cleaning, not one for each home: if your first cleaning is another home's, this one is at the regular rate, ${formatCents(quote.total)}; if this is your first, ${formatCents(quote.firstClean)}. The app shows the discount and any conditions before you confirm.`
      // "And the other 14 units?" after one priced with the code: that one was the first cleaning.
      : order.homes > 1 && THE_OTHERS.test(text) && !CODE_ON_ALL.test(text)
        ? `${facts.offer.code} is for your first cleaning only: if the one before was your first cleaning, these ${order.homes} are at the regular rate, ${formatCents(order.homes * quote.total)}.`
      // "My two floors, each floor: 2 bedrooms...": the floors of one home, cleaned in one booking, are one cleaning.
      : order.homes > 1 && FLOORS.test(text)
        ? `With the code ${facts.offer.code}, your first cleaning is ${facts.offer.percentOff}% off: if the ${order.homes} floors are cleaned in one booking and it is your first, ${formatCents(firstCleanCents(order.homes * quote.total, facts.offer.percentOff))}. The app shows the discounted total before you confirm.`
      // "Six identical units: the total?": the code takes its share off the one first cleaning, the rest at the regular rate.
      : order.homes > 1 && !CODE_ON_ALL.test(text)
        ? `With the code ${facts.offer.code}, your first cleaning is ${facts.offer.percentOff}% off: if one of these ${order.homes} is your first cleaning, ${order.homes - 1} × ${formatCents(quote.total)} + ${formatCents(quote.firstClean)} = ${formatCents((order.homes - 1) * quote.total + quote.firstClean)}. The app shows the discounted total before you confirm.`
      : order.homes > 1
        // "Does NEWCOMER take half off all of it?": the site says "your first cleaning", not whether several units booked together are one.
        ? `With the code ${facts.offer.code}, your first cleaning is ${facts.offer.percentOff}% off; the site doesn't say whether several homes booked together count as one first cleaning: if it covers one of them, that one comes to ${formatCents(quote.firstClean)}; if it covers all ${order.homes}, they come to ${formatCents(firstCleanCents(order.homes * quote.total, facts.offer.percentOff))}. The app shows the discounted total before you confirm.`
        : `With the code ${facts.offer.code}, your first cleaning is ${facts.offer.percentOff}% off: ${formatCents(quote.firstClean)}.`,
    // "Can I book only my bedroom and the bathroom?": yes, in this turn's own words (a room left out says so already).
    ...(!order.roomsLeftOut.length && ONLY_THESE_ROOMS.test(ownWords(own)) && /\b(can|could|may) (i|we|you|someone|they)\b/.test(ownWords(own)) ? ['You can book only the rooms you want cleaned: the price is per room, so you pay only for those.'] : []),
    ...order.notes,
    // "Skip the oven. Will the outside still be wiped?": the wipe every cleaning gives it.
    ...(OUTSIDE_STILL_WIPED.test(ownWords(own)) && (order.addOns.length > 0 || APPLIANCE_NAMED.test(ownWords(own))) ? ['Yes, the outside is still wiped: every cleaning includes a free surface wipe of the items on the add-on list; an add-on is only the deeper clean, such as the inside.'] : []),
    ...(OTHER_SERVICES.test(text) ? ['For Move In/Out, Rental Turnover, and Office and Business Cleaning, the app shows the price for your space.'] : []),
    // "The parsonage is completely empty now. How much would a deep clean be?": the service made for an empty home, said beside it.
    ...(EMPTY_NOW.test(ownWords(own)) && !OTHER_SERVICES.test(text) ? ['For a home that is empty, the site names Move In/Out Cleaning, made to get it ready for new occupants; it has no published price, and the app prices it for your space.'] : []),
    // "Ballpark for a 3 bedroom?": a home has more than its bedrooms.
    ...(order.rooms.size === 1 && order.rooms.has('Bedroom') && !order.roomsLeftOut.length && !ONLY_THESE_ROOMS.test(ownWords(text)) ? ["That is the bedrooms alone: a home's bathrooms, kitchen and living room are priced too, so tell me those and I will add them up."] : []),
    confirmLine(facts),
  ].join('\n');
}

/** Visits in a year at a schedule, however it is said ("every-two-weeks" too). */
const YEARLY_VISITS: [RegExp, number][] = [
  [/\b(weekly|every[\s-]week|once[\s-]a[\s-]week)\b/, 52],
  // "3x a week, mon wed fri: roughly what's a month?"
  [/\b(twice|two times|2 ?x|2 times) (a|per|each) week\b/, 104],
  [/\b(three times|thrice|3 ?x|3 times) (a|per|each) week\b/, 156],
  // "Twice a month", "if its 2 a month", "two cleanings per month" ("2 times a month" beside another schedule counts its visits).
  [/(?<![$\d.,])\b(?:twice|(?:two|2)(?: (?:visits?|cleanings?|cleans?))?) (?:a|per) month\b/, 24],
  [/\b(bi-?weekly|fortnightly|every[\s-](other|second|two|2|couple(?:[\s-]of)?)[\s-]weeks?)\b/, 26],
  [/\b(monthly|every[\s-]month|(once|one visit|one cleaning) (a|per|each) month)\b/, 12],
  [/\b(quarterly|(every|each|once a|one a) quarter|every (three|3) months)\b/, 4],
];
const A_YEAR = /\b(a|per|each|the|for the|whole|full|one|1) year\b|\byearly\b|\bannual(ly)?\b|\bper annum\b|\btwelve ?month\b|\b12 months\b/;
/**
 * Visits counted: "26 visits", "8 times", "12 Saturdays this summer" (a weekday counted is a visit on each), "52 weekly
 * Standard visits" (their schedule said between; "two standard cleans" alone are homes or tiers, not visits).
 */
const VISITS_SAID = /\b(\d{1,2}|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve) (?:(?:weekly|bi-?weekly|fortnightly|monthly) (?:(?:standard|deep|regular) )?)?(?:visits|cleanings|cleans|times|(?:mon|tues|wednes|thurs|fri|satur|sun)days|weekends)\b(?! (a|per|each|every) (week|month|day))/;
const MONTHS_SAID = /\b(\d{1,2}|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)(?: months|-months?)\b/;
/** Weeks said, not a schedule's "every 2 weeks": "the first four weeks", "for 10 weeks". */
const WEEKS_SAID = /\b(\d{1,2}|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)(?: weeks|-weeks?)\b(?<!\b(every|each|other) (\d{1,2}|two|three|four) weeks)/;
/** A month's total asked: "what's that a month?", "the first month", "monthly cost". */
const A_MONTH = /\b(a|per|each|the|first|one|1|that) month\b(?!ly)|\b(month (\d{1,2}|two|three|four|five|six)|(second|2nd|third|3rd|next|following) month)\b|\bmonthly (total|cost|price|figure|bill|amount)\b|\bmonthly\W*$/;

/** A month after the first: "month 2", "the next month". */
const A_LATER_MONTH = /\b(month (\d{1,2}|two|three|four|five|six)|(second|2nd|third|3rd|next|following) month)\b(?<!\bmonth (0?1|one))/;

/**
 * How many visits a total is asked over: "26 visits", "8 times", or a schedule over a year ("every 2 weeks,
 * what's that for the year?": 26), over months said ("monthly for 6 months": 6), over weeks said ("weekly, the first
 * four weeks": 4) or over a month ("every 2 weeks, what's that a month?": 2); null when none is asked.
 */
export function visitsAsked(text: string): { visits: number; how: string } | null {
  // "We've had 3 cleanings" counts no visits to total: "26 visits, what's that for the year?", "first month w 2 cleanings" do.
  const said = VISITS_SAID.exec(text);
  if (said && countOf(said[1]!) >= 2 && !/\b(had|did|got|done|'ve|have|already|last|past|was|were)\b[^.?!]{0,15}$/.test(text.slice(0, said.index))) return { visits: countOf(said[1]!), how: '' };
  const settled = scheduleSaid(text);
  if (!settled) return null;
  const { words, visitsAYear } = settled;
  const months = MONTHS_SAID.exec(text);
  // "Monthly for 6 months", "twice a month for three months": the visits of those months.
  const inMonths = months ? (visitsAYear * countOf(months[1]!)) / 12 : 0;
  if (months && countOf(months[1]!) >= 2 && visitsAYear % 12 === 0 && Number.isInteger(inMonths)) return { visits: inMonths, how: ` (${words} for ${months[1]} months)` };
  if (A_YEAR.test(text)) return { visits: visitsAYear, how: ` (${words} for a year)` };
  // "Weekly: the first four weeks?", "every 2 weeks, what's that a month roughly?": the visits that fit, a month as four weeks.
  const weeks = WEEKS_SAID.exec(text);
  const perWeek = visitsAYear / 52;
  const inWeeks = weeks ? countOf(weeks[1]!) * perWeek : 0;
  // "Away for two weeks in August: do I lose those visits?" counts no visits to total.
  if (weeks && inWeeks >= 2 && Number.isInteger(inWeeks) && !/\b(away|gone|skip\w*|miss\w*|lose|pause\w*|vacation|travel\w*)\b/.test(text)) return { visits: inWeeks, how: ` (${words} for ${weeks[1]} weeks)` };
  if (A_MONTH.test(text.replace(words, ' ')) && visitsAYear >= 24) {
    const visits = visitsAYear === 24 ? 2 : 4 * perWeek;
    return { visits, how: ` (${words} ${visitsAYear === 24 ? 'for a month' : `over four weeks, about a month; some months have ${visits + 1}`})` };
  }
  // "Twice a month, how much?": the month's visits are the schedule's own count.
  if (visitsAYear === 24 && /\b(twice|two times|2 ?x|2 times) (a|per|each|every) month\b/.test(words) && /\b(how much|cost|price|total)\b/.test(text) && !ONE_VISIT_PRICED.test(text)) return { visits: 2, how: ` (${words}, for a month)` };
  return null;
}

/** A price asked of one visit: "per visit", "each cleaning". */
const ONE_VISIT_PRICED = /\b(per|each|a|one) (visit|cleaning|clean|time|session)\b/;

/** The home's words with the schedule a later turn says in place of theirs ("every week" in them after "actually every 2 weeks"). */
export function withScheduleOf(homeText: string, said: string): string {
  const own = scheduleSaid(said)?.words;
  return own ? YEARLY_VISITS.reduce((text, [words]) => text.replace(new RegExp(words.source, 'g'), own), homeText) : homeText;
}

/**
 * The schedule a message settles on: the last it names, not one it replaces ("every two weeks instead of weekly") nor one it
 * turns down before it ("weekly is too much for me, let's do once a month").
 */
function scheduleSaid(text: string): { visitsAYear: number; words: string } | null {
  const named = YEARLY_VISITS.flatMap(([words, visitsAYear]) => [...text.matchAll(new RegExp(words.source, 'g'))].map((m) => ({ at: m.index, words: m[0], visitsAYear })))
    .filter((m) => !/\b(instead of|not|rather than|than|from)\s+$/.test(text.slice(0, m.at)))
    // "Our monthly spend", "the monthly total": a month's sum asked, not a schedule.
    .filter((m) => !/^monthly\s+(total|cost|price|figure|bill|amount|spend|budget|expense)/.test(text.slice(m.at)))
    .sort((a, b) => a.at - b.at);
  return named.at(-1) ?? null;
}

/**
 * The stretch of time a turn's visits cover ("per month?", "for 3 months", "a year"), so a later turn that changes the
 * schedule ("make it weekly") totals that stretch again; null when the visits were counted as such ("26 visits").
 */
export function visitsPeriod(text: string, asked = visitsAsked(text)): string | null {
  if (!asked?.how) return null;
  const months = MONTHS_SAID.exec(text);
  if (months) return `${months[1]} months`;
  if (A_YEAR.test(text)) return 'a year';
  const weeks = WEEKS_SAID.exec(text);
  if (weeks) return `${weeks[1]} weeks`;
  return A_MONTH.test(text) ? 'a month' : null;
}

/**
 * "Every 2 weeks for a year?": the visits asked about, added up, with the code on the first of them. `own`: the turn's own
 * words, whose visits count before those of the turns it resumes ("if every 2 week, 2 times a month?" after a weekly plan).
 */
export function visitsLines(perVisit: number, firstClean: number, text: string, facts: Facts, own = text): string[] {
  const asked = visitsAsked(own) ?? visitsAsked(text);
  // "Deep once in spring, standard monthly after": visits at two tiers are the plan's (planLines), not one tier's times.
  // "First deep with the code, then 4 weekly visits": a deep first visit and others after it are the plan's too.
  if (!asked || (/\bdeep\b/.test(text) && /\b(standard|regular|basic|normal|then|after that|afterwards?|followed)\b/.test(text))) return [];
  const all = asked.visits * perVisit;
  // "And month 2?": a later month's visits, none of them the first.
  if (A_LATER_MONTH.test(text)) return [`Over ${asked.visits} visits${asked.how}: ${asked.visits} × ${formatCents(perVisit)} = ${formatCents(all)} at the regular rate. The site lists no discount for recurring visits.`];
  return [`Over ${asked.visits} visits${asked.how}: ${asked.visits} × ${formatCents(perVisit)} = ${formatCents(all)}; if the first of them is your first cleaning, with ${facts.offer.code}: ${formatCents(all - perVisit + firstClean)}. The site lists no discount for recurring visits.`];
}

/** The same rooms at both tiers, and what separates them: "standard vs deep for my place". */
function bothTiers(order: Order, facts: Facts): string {
  const standard = quoteOrder({ ...order, tier: 'standard' }, facts).total;
  const deep = quoteOrder({ ...order, tier: 'deep' }, facts).total;
  return `For the same rooms${order.addOns.length ? ' and add-ons' : ''}: ${tierName('standard')} ${formatCents(standard)}, ${tierName('deep')} ${formatCents(deep)}; Deep costs ${formatCents(deep - standard)} more.`;
}

/** "Two standard cleans a month or one deep": a count of visits of each tier. */
const VISITS_OF_A_TIER = /\b(one|two|three|four|a|an|single|1|2|3|4)\s+(standard|regular|basic|normal|deep)\b/g;
const VISIT_COUNTS: Record<string, number> = { one: 1, a: 1, an: 1, single: 1, two: 2, three: 3, four: 4 };

/** Visits of each tier compared, when the question counts more than one of a tier ("two standard visits or one deep?"). */
function visitsOfEachTier(order: Order, facts: Facts, text: string): string | null {
  const counted = new Map<Tier, number>();
  for (const [, n, tier] of text.matchAll(VISITS_OF_A_TIER)) counted.set(tier === 'deep' ? 'deep' : 'standard', VISIT_COUNTS[n!] ?? Number(n));
  const standard = counted.get('standard');
  const deep = counted.get('deep');
  if (!standard || !deep || (standard === 1 && deep === 1)) return null;
  const each = (tier: Tier, visits: number) => {
    const total = quoteOrder({ ...order, tier }, facts).total;
    const name = visits > 1 ? `${visits} ${tierName(tier)}s` : `1 ${tierName(tier)}`;
    return { name, line: `${name}: ${visits > 1 ? `${visits} × ${formatCents(total)} = ${formatCents(visits * total)}` : formatCents(total)}`, cents: visits * total };
  };
  const s = each('standard', standard);
  const d = each('deep', deep);
  const [less, more] = s.cents <= d.cents ? [s, d] : [d, s];
  const verdict = s.cents === d.cents ? 'they cost the same' : `${less.name} cost${less === s ? (standard > 1 ? '' : 's') : (deep > 1 ? '' : 's')} ${formatCents(more.cents - less.cents)} less`;
  return `For the same rooms${order.addOns.length ? ' and add-ons' : ''}: ${s.line}; ${d.line}. So ${verdict}.`;
}

export const SOMEONE_ELSE = String.raw`(cousin|niece|nephew|friend|sister|brother|mom|mum|mother|dad|father|neighbou?r|room ?mate|roomate|roomie|housemate|flatmate|partner|wife|husband|bf|gf|boyfriend|girlfriend|son|daughter|parent|coworker|colleague|aunt|uncle|grandma|grandpa|in-law)s?`;
/**
 * The code for someone else, as a client of their own: "my cousin can use it too on her own acct right?", "my roommate
 * already used NEWCOMER, can I still use it?", "my parents never used Nestwell, they can use the code too?".
 */
export const ANOTHER_CLIENT = new RegExp(String.raw`\b(my|our|a|her|his) ${SOMEONE_ELSE}\b[^.?!]{0,60}\b(own|her|his|their) (acct|account|app|booking|phone|name)\b|\b(on|with|under) (her|his|their) own (acct|account|name)\b`
  + String.raw`|\b${SOMEONE_ELSE}\b[^.?!]{0,30}\b(already )?(used|redeemed) (it|newcomer|the code|that code|nestwell)\b`
  + String.raw`|\b${SOMEONE_ELSE}\b([^.?!]{0,50}\b(they|she|he)|( \w+){0,4}) (also |too |still )?(can|could|would|may) (also |still )?(use|get) (it|the code|newcomer|that code|this code|the discount)\b|\bcan (my|our|the) ${SOMEONE_ELSE} (also |still )?(use|get) (it|the code|newcomer|that code|this code|the discount)\b`
  // "Could she use that NEWCOMER code for my first cleaning, even though she has had cleanings herself?": one who booked before, for another's first.
  + String.raw`|\b(she|he|they) (has|have|'s|'ve) (had|booked|used) ([\w']+ ){0,2}(cleanings?|nestwell|you|your service)\b[^.?!]{0,15}\b(herself|himself|themselves)\b|\b(could|can|may) (she|he|they) use (it|that|the|this) (newcomer |promo )?(code )?(for|on) (my|our) (first|own)\b`);
/**
 * The code asked of several homes: "per unit", "once per property", "for the salon and my house", "two different places",
 * "on this one too since it's a different property?".
 */
export const CODE_SEVERAL = /\b(per|each|every) (unit|property|house|home|place|location|apartment|condo|rental)s?\b|\beach of (my|our|the) (\w+ ){0,2}(units|properties|houses|homes|places|apartments|condos|rentals)\b|\bhow many (of (my|our|the) )?(\w+ )?(places|homes|houses|units|properties|locations|apartments|apts|condos|rentals)\b|\bsame code\b[^.?!]{0,20}\b(that|this|other|next|second) (one|unit|place|home|house|property|apartment|rental)\b|\b(unit|apt|suite|property|house)\s*(#|no\.?\s*|number\s*)([2-9]|\d{2,})[a-z]?\b|\b(both|two|three|four|five|six|\d+|multiple|several|all|different|other) (of (my|our|the) )?(different )?(\d+ )?(places?|homes|houses|units|properties|locations|apartments|apts|condos|rentals|cottages|suites|buildings)\b|\b(on|for|at) ((the|my|our) )?[a-z]+ and ((on|for|at) )?(the|my|our) [a-z]+\b|\b(another|second|2nd|different|separate) (property|place|home|house|unit|address|rental|location|apartment|condo)\b|\b(the|my|our) (?!same\b)([a-z]+ )?(apartment|apt|unit|house|home|condo|place|rental|cottage|one)( (upstairs|downstairs|next door))?[^.?!]{0,40}\b(too|also|as well)\b|\b(too|also|as well)\b[^.?!]{0,40}\b(the|my|our) [a-z]+ (apartment|apt|unit|house|home|condo|place|rental|cottage)\b/;
/** The code one has used oneself, asked for again: "my code NEWCOMER i already use last month for my house. can use again for salon?". */
/** The code asked to be used a second time: "might the same code apply again?", "can we use it twice?". */
const CODE_AGAIN = /\b(code|newcomer|discount|coupon)\b[^.?!]{0,25}\b(again|twice|a second time)\b|\b(again|twice)\b[^.?!]{0,25}\b(code|newcomer|discount|coupon)\b|\bsame (code|discount|coupon)\b/;
// "I will have used NEWCOMER on the deep clean before listing": the code spent on a first cleaning, before or by then.
export const CODE_USED = /\b(?:i|we)(?:(?:'ll| will) have|'ve| have| already) (?:already )?used (?:it|the code|newcomer|the newcomer code|the discount|the 50 ?%)\b|\b(i|we)('ve| have)? (already )?(used|tried|booked|had|hired) (nestwell|you|you guys|u|y'?all|a nestwell cleaning|a cleaning (with|from|through) (you|nestwell))\b[^.?!]{0,30}\b(once|before|already|last|twice|previously)\b|\b(my|our) first (cleaning|clean|booking|visit) (was|happened) (in|on|last|back|already|done|over)\b|\b(my|our) first (cleaning|clean|booking|visit) is (done|over)\b|\b(already (use|used|redeemed|applied)|(?<!\bif )(i|we) (used|redeemed|applied))\b[^.?!]{0,40}\b(code|newcomer|it|discount)\b|\b(code|newcomer|discount)\b[^.?!]{0,30}\b(already (use|used|redeemed|applied)|was (used|redeemed|applied))\b/;
/** The visitor's first cleaning already had: the code used, or "I had my first cleaning last week", "I paid with the half price code". */
/** The same home priced for a later month, in a turn of its own: "and the next month, same apartment?". */
const NEXT_MONTH_AGAIN = /^(and |so |ok )?(the |for the )?(next|following) month\b(?=[^.?!]*\bsame\b|\s*\??$)/;
const FIRST_BEHIND = new RegExp(String.raw`${CODE_USED.source}|\b(i|we) (already )?(had|got|did) (my|our) first (cleaning|clean|visit)\b(?! (is|will|on|next))|\bpaid with (the )?(half[- ]?(price|off)|newcomer|50 ?%|discount|promo) code\b|\b(my|our) first (cleaning|clean|visit) (was )?(yesterday|today|last \w+)\b`);

/**
 * The visits after the first: the offer is for the first cleaning only, so the regular total, at the
 * tier the question names ("and then a standard visit after that?" after a deep first cleaning).
 */
function laterVisits(first: Order, later: Order, facts: Facts, asksAboutCode: boolean, text: string, firstAsked = false): string {
  const regular = quoteOrder(later, facts).total;
  const firstClean = quoteOrder(first, facts).firstClean;
  const lead = asksAboutCode ? `No: ${facts.offer.code} is for your first cleaning only. ` : '';
  // "So what am I paying a month after that if it's 2 a month?": those later visits, added up.
  const visits = visitsAsked(text);
  // A first visit asked at another tier than the later ones ("what if the first one is deep?") is priced on a line of its own.
  const firstOwn = firstAsked && first.tier !== later.tier;
  return [
    ...(firstOwn ? [`The first cleaning, ${tierName(first.tier)}: ${formatCents(quoteOrder(first, facts).total)}, or ${formatCents(firstClean)} with ${facts.offer.code} (${facts.offer.percentOff}% off the first cleaning only).`] : []),
    `${lead}Later visits to this home are at the regular rate: ${formatCents(regular)} for ${tierName(later.tier)}${firstOwn ? '' : ` (the first cleaning, ${tierName(first.tier)} with ${facts.offer.code}, was ${formatCents(firstClean)})`}.`,
    ...(visits ? [`Over ${visits.visits} visits${visits.how}: ${visits.visits} × ${formatCents(regular)} = ${formatCents(visits.visits * regular)}.`] : []),
    'Every visit is priced at the same flat rates per room and per add-on; the site lists no discount for later or recurring visits.',
    confirmLine(facts),
  ].join('\n');
}

/** A first visit at one tier, then visits at another: "first deep with code then standard every 2 weeks", "deep the first time, then regular". */
const FIRST_TIER = /\b(?:first|1st)\b[^.?!]{0,25}?\b(deep|standard|regular|basic|normal)\b|\b(deep|standard|regular|basic|normal)\b(?: clean\w*)?(?: (?:for |on )?the)? first\b/;
// "First time deep..., next month standard": the visit after, however it is dated.
const THEN_TIER = /\b(?:then|after(?:wards?| that)?|later|next (?:month|week|time|visit|one)|(?:the )?second (?:time|visit|one))\b[^.?!]{0,25}?\b(deep|standard|regular|basic|normal)\b/;
const TOTAL_WORDS = /\b(total|altogether|all together|together|combined|in all|sum)\b/;
const VISITS_WORDS: Record<string, number> = { two: 2, three: 3, four: 4, five: 5, six: 6 };
const VISITS_COUNTED = /\b(?:first|next)\s+(\d|two|three|four|five|six)\s+(?:visits?|cleanings?|cleans?|times)\b|\bfirst\s+(two|three|four|five|six)\b(?=\s*[?.!]*\s*$)|\b(?:those|these|the|both)\s+(two|2|three|3)\b|\b(\d|two|three|four|five|six)\s+visits\b/;

/** Each later visit's price asked: "what's each one after that?", "and every visit after?", "what do I pay each time?". */
const EACH_AFTER = /\b(?:each|every) (?:one|visit|cleaning|clean|time)s? (?:after|later|then|following)\b|\bafter that,? (?:each|every)\b|\b(?:pay|cost|be|is it|price)\b[^.?!]{0,12}\b(?:each|every) (?:time|visit)\b/;

interface VisitPlan { first: Tier; then: Tier; visits: number; withCode: boolean }

/** The plan a question totals: the first visit's tier, the later visits' tier, how many visits, and whether the code is used. */
function visitPlan(text: string): VisitPlan | null {
  const tiers = tiersPlanned(text);
  // "What's the first visit, and what's each one after that?": each visit's price, with no total.
  const eachAfter = EACH_AFTER.test(text);
  if (!tiers || !(TOTAL_WORDS.test(text) || eachAfter)) return null;
  const counted = VISITS_COUNTED.exec(text);
  const word = counted?.slice(1).find(Boolean);
  const visits = word ? Number(word) || VISITS_WORDS[word]! : /\bboth\b|\bthen one\b/.test(text) ? 2 : eachAfter ? 1 : 0;
  if (visits < 1 || visits > 6 || (visits < 2 && !eachAfter)) return null;
  return { ...tiers, visits, withCode: /\b(code|newcomer|discount|promo|half|50%)\b/.test(text) };
}

/** The first visit's tier and the later visits' a message plans: "deep first, then standard every other week". */
export function tiersPlanned(text: string): { first: Tier; then: Tier } | null {
  const first = FIRST_TIER.exec(text);
  const then = THEN_TIER.exec(text);
  const tier = (t: string): Tier => (t === 'deep' ? 'deep' : 'standard');
  return first && then ? { first: tier((first[1] ?? first[2])!), then: tier(then[1]!) } : null;
}

/**
 * "First time deep 4 bed 3 bath, next month standard 4 bed 3 bath": the home the first visit describes, said again for the
 * next, is one home, not two; a message that describes it only once keeps its reading.
 */
function firstVisitsHome(text: string, order: Order, facts: Facts): Order {
  const then = THEN_TIER.exec(text);
  const first = then ? parseOrder(text.slice(0, then.index), facts) : null;
  return first?.rooms.size ? { ...order, rooms: first.rooms } : order;
}

/** Whether a question totals a plan of visits at two tiers: the price handler answers it, not the recurring schedule. */
export const plansVisits = (text: string) => visitPlan(ownWords(text)) !== null;

function planLines(order: Order, plan: VisitPlan, facts: Facts): string {
  const first = quoteOrder({ ...order, tier: plan.first }, facts);
  const firstCents = plan.withCode ? first.firstClean : first.total;
  const later = quoteOrder({ ...order, tier: plan.then }, facts).total;
  const parts = [firstCents, ...Array<number>(plan.visits - 1).fill(later)];
  return [
    `The first visit, ${tierName(plan.first)}${plan.withCode ? ` with ${facts.offer.code}` : ''}, is ${formatCents(firstCents)}; then ${tierName(plan.then)} is ${formatCents(later)} a visit, at the regular rate.`,
    ...(plan.visits > 1 ? [`The first ${plan.visits} visits: ${parts.map(formatCents).join(' + ')} = ${formatCents(parts.reduce((a, b) => a + b, 0))}.`] : []),
    ...(order.addOns.length ? ['Each visit includes the add-ons you asked for.'] : []),
    confirmLine(facts),
  ].join('\n');
}

const PEOPLE = String.raw`(\d+|two|three|four|five|six|seven|eight)`;
const PEOPLE_WORDS: Record<string, number> = { two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8 };
/** Whether two orders clean the same rooms, with the same add-ons, at the same tier. */
const sameOrder = (a: Order, b: Order | null | undefined) => !!b && a.tier === b.tier && a.rooms.size === b.rooms.size && [...a.rooms].every(([item, n]) => b.rooms.get(item) === n)
  && a.addOns.length === b.addOns.length && a.addOns.every((item) => b.addOns.includes(item));

/** A share per person asked with no count of people: "per head?", "and per person?". */
const PER_HEAD = /\b(per (person|head|roommate|housemate)|apiece)\b/;
/** How many people share a cleaning's cost: "split 4 ways", "each of us if we're 3", "divided between three roommates". */
function sharedBy(text: string): number | null {
  // "Add the oven at each": each home, not each person; "what would each visit cost?": each visit.
  if (!/\b(split\w*|divid\w*|shar(e|ed|ing)|(?<!\b(at|in|to|on|for) )each(?! (visit|cleaning|clean|time|week|month|room|home|unit|one)s?\b)|per (person|guy|girl|roommate|housemate|head)|apiece)\b/.test(text)) return null;
  // "For two bedrooms", "every two weeks", "with five guest rooms": a count of rooms or time, not of people.
  // "With 3 other students": three besides the one asking (meAnd, below).
  const notPeople = String.raw`(?!\s+(?:others?|bed\w*|bath\w*|(?:[a-z]+ )?rooms?|half|homes?|houses?|units?|apartments?|visits?|cleanings?|weeks?|months?|days?|times?|hours?|floors?|kitchens?)\b)`;
  const m = new RegExp(String.raw`\b${PEOPLE}[ -]ways?\b|\b(?:between|among|by|for|with|we'?re|we are|there are)\s+(?:the\s+|us\s+|all\s+)?${PEOPLE}${notPeople}(?:\s+(?:of us|people|ro{1,2}m{1,2}ates|roomies|housemates|flatmates|friends|tenants|persons))?\b|\b${PEOPLE} of us\b`).exec(text);
  const word = m?.slice(1).find(Boolean);
  // "Splitting w my roommate", "me n my roommate split everything", "splitting 50/50", "if we go halves": one other person, two shares.
  const withOne = /\b(with|w|w\/|(me|i) (n|and|&|\+)) (my |a |the |our )?(ro{1,2}m{1,2}ate|roomie|housemate|flatmate|partner|boyfriend|girlfriend|bf|gf|husband|wife|sister|brother|friend|mom|dad)\b(?! and)|\b(50 ?\/ ?50|fifty[- ]fifty|half and half|(go|going|went) halves|each (pay|paying|pays) half|half each)\b/.test(text);
  // "Me + 3 roommates": the one asking and the others counted.
  // "A house w 3 other grad students": the others, and the one asking.
  const meAnd = new RegExp(String.raw`\b(?:me|i|myself)\s*(?:\+|and|&|plus|with)\s*${PEOPLE}\s+(?:roommates|roomies|housemates|flatmates|friends|others|people)\b|\b(?:with|w\/?)\s+${PEOPLE}\s+other\s+(?:[a-z]+\s+)?(?:students|roommates|roomies|housemates|flatmates|friends|people|guys|girls|tenants)\b`).exec(text)?.slice(1).find(Boolean);
  // "5 bed 2 bath... per person too pls": a share house, one person to a bedroom.
  const perBedroom = /\b(per person|per head|apiece|per roommate)\b/.test(text) ? /\b(\d+)\s*(?:bed|br\b|bd\b)/.exec(text)?.[1] : undefined;
  const n = word ? Number(word) || PEOPLE_WORDS[word] : meAnd ? (Number(meAnd) || PEOPLE_WORDS[meAnd]!) + 1 : withOne ? 2 : perBedroom ? Number(perBedroom) : 0;
  return n && n >= 2 && n <= 12 ? n : null;
}

/** Another's hourly price weighed against ours: "so you're more expensive?", "are you actually cheaper?"; not a blog post's sum. */
// "...3 hrs. whats ur hourly rate": ours by the hour, asked beside theirs, is the same comparison.
const HOURLY_COMPARED = /^(?![\s\S]*\b(post|blog|article)\b)[\s\S]*\b(cheaper|(more |less )?expensive|pricier|compare\w*|vs\.?|versus|than|beat|worth|save|(your|ur) (hourly )?rate|hourly rate)\b/;

/** A rate by the hour and a number of hours: "$30/hr, 4 hours", "35 dollars an hour for 3.5 hrs". */
function hoursPriced(text: string): { rate: number; hours: number } | null {
  const rate = /\$\s?(\d+(?:\.\d{1,2})?)\s*(?:\/\s*|an? |per )(?:hr|hour)\b|\b(\d+(?:\.\d{1,2})?)\s*(?:dollars|bucks)\s*(?:\/\s*|an? |per )(?:hr|hour)\b/.exec(text);
  const hours = /\b(\d+(?:\.\d+)?|two|three|four|five|six|seven|eight)\s*(?:-\s*)?(?:hours|hrs|hr|h)\b/.exec(text.replace(rate?.[0] ?? '', ' '));
  const count = hours ? Number(hours[1]) || PEOPLE_WORDS[hours[1]!] : 0;
  return rate && count ? { rate: Math.round(Number(rate[1] ?? rate[2]) * 100), hours: count } : null;
}

/** Another cleaner's hours at their rate, against this home's flat total: which costs more, and by how much. */
function hourlyLine(said: Order, { rate, hours }: { rate: number; hours: number }, facts: Facts): string {
  const order = withItsBathroom(said);
  const theirs = Math.round(rate * hours);
  const ours = quoteOrder(order, facts).total;
  const gap = ours === theirs ? 'the same' : `${formatCents(Math.abs(ours - theirs))} ${ours > theirs ? 'more' : 'less'}`;
  const rooms = order === said ? 'these rooms' : `${order.rooms.get('Bedroom')} ${order.rooms.get('Bedroom') === 1 ? 'bedroom' : 'bedrooms'} and 1 bathroom (I counted the bathroom a home has; tell me if you have more)`;
  return `At ${formatCents(rate)} an hour for ${hours} hours, that is ${formatCents(theirs)} a visit. ${tierName(order.tier)} of ${rooms} with us is ${formatCents(ours)}, ${gap === 'the same' ? 'the same' : `${gap} a visit`}, before any booking fee the app shows; our prices are flat rates per room, not by the hour.`;
}

/** A home said by its bedrooms alone ("my 1br"): with the one bathroom every home has; any other order as it is. */
function withItsBathroom(order: Order): Order {
  const rooms = [...order.rooms.keys()];
  if (rooms.length !== 1 || rooms[0] !== 'Bedroom') return order;
  return { ...order, rooms: new Map([...order.rooms, ['Bathroom', 1]]) };
}

/** A home's bedrooms priced with no bathroom said ("how much for my 1br"): the bathroom it has is priced too, on its own line. */
function homeWithBathroom(order: Order, facts: Facts, text: string): string[] {
  const home = A_HOME_BY_ITS_BEDROOMS.exec(text);
  const bath = facts.rooms.find((r) => r.item === 'Bathroom');
  if (!home || !bath || order.roomsNamed.join() !== 'Bedroom' || order.addOns.length) return [];
  const bedrooms = countOf(home[2]!);
  const whole = withItsBathroom({ ...order, rooms: new Map([['Bedroom', bedrooms]]) });
  return [`A home's bathroom is priced on its own line (${formatCents(bath.standard)} standard, ${formatCents(bath.deep)} deep), so ${bedrooms} ${bedrooms === 1 ? 'bedroom' : 'bedrooms'} with one bathroom comes to ${formatCents(quoteOrder({ ...whole, tier: 'standard' }, facts).total)} on Standard or ${formatCents(quoteOrder({ ...whole, tier: 'deep' }, facts).total)} on Deep; tell me your bathrooms and I will add them up.`];
}
/** A home named by its bedrooms: "my 1br", "our 2 bedroom apartment", "a one-bed flat". */
const A_HOME_BY_ITS_BEDROOMS = /\b(my|our|a|the)\s+(\d|one|two|three|four)[\s-]?(br|bd|bdr|bed(room)?s?)\b(?!\s+(and|&|\+|,))/;

/** The add-ons' own sum asked: "what do the extras come to?", "how much are the add-ons altogether?". */
const EXTRAS_TOTAL = /\b(?:the |those |these |all the )?(?:extras|add[- ]?ons)\b[^.?!]{0,25}\b(?:come to|add up|altogether|in total)\b|\b(?:extras|add[- ]?ons) total\b|\b(?:total|sum) (?:of|for) (?:the |those |these |all the )?(?:extras|add[- ]?ons)\b/;
/**
 * "A little break area w a fridge... how much extra to do inside the fridge, the microwave and the dishes?": what the add-ons
 * add, where no room is counted (the room named is only where they are).
 */
const EXTRA_ASKED = /^(?![^]*\b(?:\d+|one|two|three|four|five|six)\s+(?:[a-z]+\s+)?(?:bed|bath|half|other|room)\w*)[^]*\bhow much (?:extra|more)\b(?= (?:to|for|would|will|does|do|if)\b)(?![^.?!]*\bthan\b)/;

/** A cleaning's total shared between people, to the cent (the app, not the site, says how a booking is paid). */
function splitLines(order: Order, people: number, facts: Facts, text: string, oneToABedroom = false): string[] {
  const quote = quoteOrder(order, facts);
  const share = (cents: number) => `${cents % people ? 'about ' : ''}${formatCents(Math.round(cents / people))}`;
  return [
    `Split ${people} ways${oneToABedroom ? ', one person to each bedroom' : ''}, ${tierName(order.tier)} for these rooms comes to ${share(quote.total)} each (${formatCents(quote.total)} in all).`,
    // "We already used NEWCOMER in September": no first-cleaning share to offer.
    ...(CODE_USED.test(text) ? [] : [`The first cleaning with the code ${facts.offer.code} is ${formatCents(quote.firstClean)}: ${share(quote.firstClean)} each.`]),
    `A booking is paid in the ${facts.brand} app; the site doesn't say whether one booking can be paid by several people, so settle the shares between you.`,
  ];
}

/** "A second fridge in the garage", "is it per oven?", "a regular fridge and a kimchi refrigerator": more than one of an add-on's appliance. */
const SECOND_APPLIANCE = /\b(?:(?:second|2nd|per|each|extra|another)\s+(?:(?!add|and|with|the|inside)[a-z]+\s+)?(fridge|refrigerator|freezer|oven|microwave|dishwasher)|(?:two|2|both)\s+(?:(?!add|and|with|the|inside)[a-z]+\s+)?(fridges|refrigerators|freezers|ovens|microwaves|dishwashers)|(fridge|refrigerator)\b[^.?!]{0,30}\b(?:and|\+|&|plus) (?:a|an|another|one|the|my|our) (?:[^\s.?!]+\s+){0,3}?(?:fridge|refrigerator)|(oven|microwave|dishwasher|freezer)\b[^.?!]{0,30}\b(?:and|\+|&|plus) (?:a|an|another|one|the|my|our) (?:[^\s.?!]+\s+){0,3}?\4)\b/;

/** Add-ons wanted without any room cleaned. */
const ADD_ONS_ALONE = /\b(?:(?:do ?n'?t|do not) (?:need|want) (?:the |any )?rooms|no rooms|without (?:the |any )?rooms|(?:just|only) (?:the )?(?:add-?ons?|extras)|add-?ons? (?:alone|only|on (?:their|its) own|by themselves))\b/;

/** One add-on of the price list. */
type AddOn = Facts['addOns'][number];

/** The appliance a message names two of ("2 fridges", "a second oven"), and its add-on, if the price list has one. */
function secondApplianceOf(text: string, facts: Facts): { appliance: string; addOn: AddOn | undefined } | null {
  const m = SECOND_APPLIANCE.exec(text);
  if (!m) return null;
  const appliance = (m[1] ?? m[2] ?? m[3] ?? m[4]!).replace(/s$/, '');
  return { appliance, addOn: facts.addOns.find((a) => a.item.toLowerCase().startsWith(appliance === 'fridge' ? 'refrigerator' : appliance)) };
}

/** How many of each add-on a message asks for (see appliancesCounted): one unless it counts more. */
export function addOnTimesIn(text: string): (addOn: AddOn) => number {
  const counted = appliancesCounted(text);
  return (addOn) => counted.get(addOnKey(addOn.item)) ?? 1;
}

/** An add-on is one item at a flat price, so two appliances are two of it; how a second is added, the site doesn't say. */
function secondAppliance(text: string, facts: Facts): string[] {
  const second = secondApplianceOf(text, facts);
  if (!second) return [];
  const two = second.addOn ? ` Two, each its own ${second.addOn.item} add-on, come to ${formatCents(2 * second.addOn.price)}.` : '';
  return [`Each add-on is the deeper clean of one item at a flat price.${two} The site doesn't say how a second ${second.appliance} is added to a booking, so check it in the app, or ask ${supportLink(facts)}, before you confirm, 24/7.`];
}

/** A studio priced with no bathroom said: its main room and, on its own line, the bathroom a studio has. */
function studioWithBathroom(order: Order, facts: Facts, text: string): string[] {
  // "My yoga studio" is a workplace, not a studio apartment.
  const studio = (/\bstudios?\b/.test(text) && !WORK_STUDIO.test(text)) || order.notes.some((n) => /\bstudio\b/.test(n));
  // "If i put 1 bedroom 1 bath, its my studio": a bathroom counted is priced already, and the studio as the rooms said.
  if (!studio || order.roomsNamed.includes('Bathroom') || order.rooms.has('Bathroom') || !order.roomsNamed.includes('Other Room')) return [];
  const other = facts.rooms.find((r) => r.item === 'Other Room');
  const bath = facts.rooms.find((r) => r.item === 'Bathroom');
  if (!other || !bath) return [];
  return [`A studio's bathroom is priced on its own line (${formatCents(bath.standard)} standard, ${formatCents(bath.deep)} deep), so a studio with one bathroom comes to ${formatCents(other.standard + bath.standard)} on Standard or ${formatCents(other.deep + bath.deep)} on Deep for the rooms.`];
}

/** The rates of the rooms and add-ons named; `text`, the question, may ask them over several visits. */
function rateLines(order: Order, facts: Facts, text = ''): string {
  const visits = visitsAsked(text);
  const people = sharedBy(text);
  const share = (cents: number) => formatCents(Math.round(cents / (people ?? 1)));
  // "The break room fridge": a room named only as where an add-on is, is not what is priced.
  const rooms = facts.rooms.filter((r) => order.roomsNamed.includes(r.item) && !(order.addOns.length && r.item === 'Other Room'))
    .map((r) => `- ${r.item}: ${formatCents(r.standard)} standard, ${formatCents(r.deep)} deep`);
  // "Oven, fridge and microwave inside, drop the oven": the add-ons kept (unless the words that seem to drop all of them do not).
  const kept = withoutDropped(order.addOns, text);
  const priced = facts.addOns.filter((a) => (kept.length ? kept : order.addOns).includes(a.item));
  // "2 fridges full of old lunches": an add-on is one item, so two of its appliance are two of it.
  const said = addOnTimesIn(text);
  const times = (a: AddOn) => order.addOnTimes?.get(addOnKey(a.item)) ?? said(a);
  const addOns = priced.map((a) => (times(a) > 1 ? `- ${a.item} (add-on) × ${times(a)}: ${formatCents(times(a) * a.price)}` : `- ${a.item} (add-on): ${formatCents(a.price)}`));
  // "The fridge, the dishwasher and the keurig: what do those cost?": an item the list doesn't name is the Other add-on's.
  // Only one asked to be cleaned ("the keurig is gross"), not one the home merely has ("a washer and dryer in the unit").
  const unlisted = rooms.length || order.addOns.includes('Other') || !UNLISTED_ITEM_CLEANED.test(text) ? null : UNLISTED_NAMED.exec(text)?.[0];
  const other = unlisted ? facts.addOns.find((a) => a.item === 'Other') : undefined;
  if (other) addOns.push(`- Other (add-on), for the ${unlisted}: ${formatCents(other.price)} (the add-on for one item the list doesn't name; ask client support before you confirm that it can be done)`);
  const addOnsTotal = priced.reduce((sum, a) => sum + times(a) * a.price, 0) + (other?.price ?? 0);
  const homes = Math.max(order.homes, addOnsAtHomes(text));
  return [
    RATES_HEADING,
    ...rooms,
    ...order.notes,
    // "Where does my kitchen go?": what an Other Room is, when no note has said it.
    ...(rooms.some((r) => r.startsWith('- Other Room')) && !order.notes.some((n) => n.includes(OTHER_ROOM)) ? [`The price list's Other Room is ${OTHER_ROOM}.`] : []),
    // "Price to clean the hallway and stairs": an Other Room's rate, and that the site doesn't say they are one.
    ...(rooms.some((r) => r.startsWith('- Other Room')) && !order.notes.some((n) => /doesn't say how/.test(n)) ? spacesUnsaid(text, facts) : []),
    ...(rooms.length && order.roomsNamed.includes('Half Bathroom') && !order.notes.some((n) => /half bathroom is/.test(n)) ? [`The site's half bathroom is ${HALF_BATHROOM}.`] : []),
    // "How much for a studio?": its bathroom is priced too, on its own line.
    ...studioWithBathroom(order, facts, text),
    ...homeWithBathroom(order, facts, text),
    ...addOns,
    // "How much extra for the fridge, microwave and dishes?": the sum asked, not only the lines.
    ...(addOns.length > 1 && !rooms.length ? [`Together: ${formatCents(addOnsTotal)}.`] : []),
    // "Dishes and fridge at all 3 places", "oven inside in all 3 kitchens": the add-ons of each home, added up.
    ...(addOns.length && !rooms.length && homes > 1 ? [`At ${homes} homes: ${homes} × ${formatCents(addOnsTotal)} = ${formatCents(homes * addOnsTotal)}.`] : []),
    // "Oven and fridge inside, and whats that split 5 ways": the add-ons' sum shared.
    ...(addOns.length && !rooms.length && people ? [`Split ${people} ways: ${addOnsTotal * homes % people ? 'about ' : ''}${share(addOnsTotal * homes)} each.`] : []),
    // "The oven each quarter, what is that a year?": the add-ons of every visit, added up.
    ...(addOns.length && !rooms.length && visits ? [`Over ${visits.visits} visits${visits.how}: ${visits.visits} × ${formatCents(addOnsTotal)} = ${formatCents(visits.visits * addOnsTotal)}.`] : []),
    ...(order.addOns.some((a) => a !== 'Other') ? ['Every cleaning includes a free surface wipe of these items; the add-on is the deeper clean.'] : []),
    ...(order.addOns.includes('Other') ? ['Other is for a single item that isn\'t one of the named add-ons: say what it is in your notes when you book.'] : []),
    ...secondAppliance(text, facts),
    // "I don't need the rooms, just the dishes and the fridge": add-ons alone, which the site never offers as a booking.
    ...(addOns.length && !rooms.length && ADD_ONS_ALONE.test(text) ? [`The site presents add-ons as extras on a cleaning's rooms and doesn't say they can be booked on their own, so ask ${supportLink(facts)} before you book.`] : []),
    confirmLine(facts),
  ].join('\n');
}

/** The least one can book asked: "what's the absolute cheapest cleaning", "the smallest job you take". */
/** A room named as left out, and what it does to the price: "if they skip that bedroom, does the price go down?". */
const ROOM_SKIPPED = /^(?=[\s\S]*\b(skip\w*|leave out|left out|leaving out|don'?t (clean|do)|not (clean|do))\b)(?=[\s\S]*\b(price|cost|pay|charge)\w*\b[^.?!]{0,20}\b(go(es)? down|lower|less|drop|cheaper|reduc\w*)|[\s\S]*\b(cheaper|pay less|less to pay)\b)/;
/** Add-ons talked about: the appliances, the extras. */
const ADD_ON_TALK = /\b(appliances?|add-?ons?|extras?|ovens?|fridges?|refrigerators?|microwaves?|dishwashers?|stove ?tops?)\b/;
const CHEAPEST = /(?<!\b(?:whoever|who)'?s )\b(cheapest|least expensive|lowest (price|cost)|smallest (possible )?(job|booking|cleaning|order)|bare minimum)\b/;

/**
 * A figure of ours quoted back ("the Trenton page says 'from $38.25', what is that for?"): what it is on the price list, or
 * the town pages' starting price, a Standard Cleaning of one bedroom and one bathroom.
 */
function figureQuoted(facts: Facts, text: string): string[] {
  const smallest = smallestHome(facts);
  return [...new Set([...text.matchAll(/\$\s?(\d+\.\d{2})\b/g)].map((m) => Math.round(Number(m[1]) * 100)))].flatMap((cents) => {
    const said = formatCents(cents);
    if (cents === smallest.total) {
      return [`${said} is the price our town pages start from: a Standard Cleaning of the smallest home the room prices describe, ${list(smallest.lines.map((l) => `one ${l.label.toLowerCase()} (${formatCents(l.unit)})`))}, before any booking fee the app shows.`];
    }
    const rates = [...facts.rooms.flatMap((r) => [[r.standard, `the Standard rate for a ${r.item}`], [r.deep, `the Deep rate for a ${r.item}`]] as const),
      ...facts.addOns.map((a) => [a.price, `the ${a.item} add-on`] as const)].filter(([price]) => price === cents).map(([, what]) => what);
    return rates.length ? [`${said} is ${list(rates)} on our price list.`] : [];
  });
}

/** A charge for the distance a cleaner comes: "a travel charge", "extra for mileage". */
const TRAVEL_CHARGE = /\b(travel|trip|mileage|distance|gas|fuel|driving)\b[^.?!]{0,12}\b(charges?|fees?|surcharges?|costs?|extra)\b|\b(charge|pay|cost)s? (more |extra )?(for (the )?)?(distance|mileage|travel|gas)\b/;
/** A visit said to take long: "what if the cleaner takes 5 hours, do I pay more?". */
// "Free up to 48 hours before" is a notice period, not a visit's length.
const TAKES_LONGER = /\b(takes?|took|taking|longer|more time|extra time|\d+ hours(?! (before|notice|in advance|ahead|prior|beforehand))|(pay|charged?) more)\b/;
/** A later visit asked to cost more: "will the price creep up on the second visit?". */
const LATER_VISIT_DEARER = /\b(creep|go(es)? up|increase|rise|higher|more expensive|jump)\b[^.?!]{0,30}\b(second|next|later|following|2nd|after (the )?first)\b|\b(second|2nd|next|later) (visit|cleaning|clean|time)s?\b[^.?!]{0,30}\b(cost|price|more|same|higher|dearer)\b/;

function fullTable(facts: Facts, text: string, before?: string): string {
  // "Whats the cheapest one" after the appliances were asked about: the add-on whose price is lowest.
  const ofAddOns = CHEAPEST.test(text) && (ADD_ON_TALK.test(text) || (/\bone\b/.test(text) && !!before && ADD_ON_TALK.test(before)));
  const cheapestAddOn = ofAddOns ? [...facts.addOns].sort((a, b) => a.price - b.price)[0] : undefined;
  // The least the table offers, when asked: its lowest rate.
  const cheapest = CHEAPEST.test(text) && !cheapestAddOn ? [...facts.rooms].sort((a, b) => a.standard - b.standard)[0] : undefined;
  return [
    ...figureQuoted(facts, text),
    ...(cheapestAddOn ? [`The cheapest add-on is ${cheapestAddOn.item}, ${formatCents(cheapestAddOn.price)}. Every cleaning includes a free surface wipe of the appliances; an add-on is the deeper clean of one item.`] : []),
    ...(cheapest ? [`The site lists no minimum order and prices each room: the lowest rate on the table is ${cheapest.item} on Standard Cleaning, ${formatCents(cheapest.standard)}. ${facts.rooms.every((r) => r.standard < r.deep) ? 'Standard costs less than Deep for every room, you' : 'You'} pay only for the rooms you book, and add-ons are optional. Any booking fee is shown in the app before you confirm.`] : []),
    // "Is there an additional travel charge for the cleaner to come all the way down the Parkway?"
    ...(TRAVEL_CHARGE.test(text) ? ['The site lists no travel or distance charge anywhere in New Jersey: a cleaning is priced by its rooms and add-ons, plus any booking fee the app shows before you confirm.'] : []),
    // "Does the price go down if the house is totally empty?": no lower rate is listed; an empty home is Move In/Out's.
    ...(/\b(empty|vacant|unfurnished|no furniture)\b/.test(text) ? ["The site lists no lower price for an empty home: the room rates below don't change with what's in the rooms. The service for an empty home is Move In/Out Cleaning, which the app prices for your space before you confirm."] : []),
    `Cleanings are priced by the room${/\bhour/.test(text) ? ', not by the hour' : ''}, with flat rates (standard / deep):`,
    ...facts.rooms.map((r) => `- ${r.item}: ${formatCents(r.standard)} / ${formatCents(r.deep)}`),
    `Add-ons: ${facts.addOns.map((a) => `${a.item} ${formatCents(a.price)}`).join(', ')}.`,
    // "What if the cleaner takes 5 hours, do I pay more?": the time a visit takes is not what is priced.
    ...(/\bhour/.test(text) && TAKES_LONGER.test(text) ? ["How long the visit takes doesn't change the price: each room and add-on has its flat rate, and the app shows your total before you confirm."] : []),
    `Your first cleaning is ${facts.offer.percentOff}% off with the code ${facts.offer.code}.`,
    // "Is the price going to creep up on the second visit?": the same rates, with only the first cleaning's offer gone.
    ...(LATER_VISIT_DEARER.test(text) ? [`Later visits are priced at the same flat rates; the only difference the site names is that ${facts.offer.code}'s ${facts.offer.percentOff}% off is for your first cleaning only.`] : []),
    ...(OTHER_SERVICES.test(text) ? ['For Move In/Out, Rental Turnover, and Office and Business Cleaning, the app shows the price for your space, before you confirm.'] : []),
    'Tell me your rooms (for example "3 bedrooms and 2 bathrooms, deep") and I will add it up.',
    confirmLine(facts),
  ].join('\n');
}

/**
 * A room with no shower: "just a toilet and sink", "sink + toilet", "a toilet with only a sink", "no shower" (a shower
 * without a tub is a bathroom's; a basin is read as a sink before, in context.ts).
 */
const TOILET_AND_SINK_ONLY = /\btoilets?\s*(?:and|\+|&|,|\/|with)\s*(?:(?:a|only|just)\s+)?sinks?\b|\bsinks?\s*(?:and|\+|&|,|\/)\s*(?:a\s+)?toilets?\b|\bno\s+showers?\b/;
/** A shower or tub the room has: not "no shower", "without a tub", "shower there is no". */
const SHOWER_SAID = /(?<!\b(?:no|without|not a|not even a)\s+(?:a\s+)?)\b(?:stall |stand-up |walk-in |small |tiny )?(?:showers?|tubs?|bathtubs?)\b(?!,?\s+(?:there\s+)?(?:is\s+)?(?:no|none)\b)/;
/** How a Half Bathroom's rates stand beside a Bathroom's, as the price table sets them. */
function halfBesideFull(facts: Facts): string {
  const [half, full] = ['Half Bathroom', 'Bathroom'].map((item) => facts.rooms.find((r) => r.item === item));
  if (half && full && half.standard < full.standard && half.deep < full.deep) return 'A Half Bathroom costs less than a Bathroom';
  if (half && full && half.standard > full.standard && half.deep > full.deep) return 'A Half Bathroom costs more than a Bathroom';
  return 'Both rates are above';
}

/** Two prices set side by side: "cheaper", "the same price", "what's the price diff". */
const BATHS_COMPARED = /\b(cheaper|less|more expensive|pricier|same (price|rate|cost)(?! (every|each) )|price diff\w*|difference in price|diff(erence)?\b[^.?!]{0,60}\b(price|cost)[- ]?wise)\b/;
/** A half bathroom named, as a kind or by what it holds. */
const HALF_BATH_SAID = new RegExp(String.raw`\b(half[\s-]?bath\w*|powder rooms?)\b|${TOILET_AND_SINK_ONLY.source}`);
/** Which kind of bathroom a room is priced as: "a bathroom or half bath?", "charged like a full bathroom?", "count as half bathrooms?". */
const ASKS_WHICH_BATH = /\b(half|full|counts?|counted|considered|charged|priced|billed|which|what kind)\b|\b(charge|price|bill) (it|that|this|them) (like|as)\b/;

/** Asking about an add-on itself, not reporting on one ("the fridge was dirty"). */
const ASKS_ABOUT_ITEM = /\b(inside|clean|cleaning|do you|can you|could you|add[- ]?ons?|extras?|wash|scrub|do the|(can|could|will|would|does|do) (the |a |your |my )?(cleaners?|they|she|he|crew) (do|wash|handle|take care of))\b/;
// "My oven is very dirty, you clean inside?" asks for the clean; "the fridge was still dirty" reports one done.
const COMPLAINT = /\b((was|were|still|left( it)?) (\w+ )?dirty|missed|still|broke|broken|damaged|not happy|unhappy|forgot|didn'?t)\b/;

/**
 * Prices from the pricing table: an itemised total when rooms are counted and a price is asked
 * (or the question only describes a home), the standard and deep rates of one item named, or the
 * whole table. A follow-up ("and for deep?") re-prices the previous question's home.
 */
/** Two orders offered as the choice: "deep cleaning 2 bathrooms or standard cleaning 3 bathrooms". */
const TWO_OPTIONS = /\b(deep|standard|regular)\b(?:\s+clean(?:ing)?)?(?:\s+(?:for|of|on))?\s+((?:the\s+)?(?:\d+|one|two|three|four|five|six)\s+[a-z ]{3,40}?)\s*,?\s+or\s+(?:a\s+)?(deep|standard|regular)\b(?:\s+clean(?:ing)?)?(?:\s+(?:for|of|on))?\s+((?:the\s+)?(?:\d+|one|two|three|four|five|six)\s+[a-z ]{3,40}?)(?=\s*[?.!,]|\s*$)/;

/** Each of two orders priced, and which costs less: the choice asked, not one sum of both. Null unless two are offered. */
function twoOptions(text: string, facts: Facts): string | null {
  const said = TWO_OPTIONS.exec(text);
  if (!said) return null;
  const priced = ([[said[1]!, said[2]!], [said[3]!, said[4]!]] as const).map(([tier, rooms]) => {
    const order = { ...parseOrder(rooms, facts), tier: tierOf(tier) };
    return { order, quote: quoteOrder(order, facts), rooms: rooms.trim() };
  });
  if (priced.some(({ order }) => !order.rooms.size)) return null;
  const [a, b] = priced as [typeof priced[number], typeof priced[number]];
  const line = ({ order, quote, rooms }: typeof a) => `- ${tierName(order.tier)}, ${rooms}: ${formatCents(quote.total)} (${quote.lines.map((l) => `${l.label}: ${formatCents(l.cents)}`).join(', ')})`;
  const less = a.quote.total < b.quote.total ? a : b;
  const cheaper = a.quote.total === b.quote.total ? 'Both cost the same.'
    : `Cheaper: ${tierName(less.order.tier)} for ${less.rooms}, by ${formatCents(Math.abs(a.quote.total - b.quote.total))}.`;
  return ['Each priced from our flat rates:', line(a), line(b), cheaper, confirmLine(facts)].join('\n');
}

/** A service said of some rooms: "deep for the 2 bathrooms", "standard on the whole house". */
const TIER_FOR = /\b(deep|standard|regular)\b(?:\s+clean(?:ing)?)?\s+(?:for|on|in|of)\s+(?:(?:the|my|our)\s+)?([a-z0-9 ']{2,60}?)(?=\s*(?:[.?!;,]|\b(?:but|except|apart from|other than|besides|while|with|plus)\b|\band\s+(?:a\s+)?(?:deep|standard|regular)\b|$))/g;
/** Rooms, then the service they get: "for the master bedroom and one bathroom use deep". */
const FOR_TIER = /\b(?:for|on)\s+(?:(?:the|my|our)\s+)?([a-z0-9 ']{2,60}?)\s*,?\s+(?:use|do|get|make (?:it|them)|go|want|with)\s+(?:a\s+)?(deep|standard|regular)\b/g;
/** The rest of the home: "the whole house", "everything else", "the rest". */
const THE_REST = /^(?:(?:the\s+)?(?:whole|entire|rest|everything|everywhere|all|house|home|apartment|apt|place|condo|others?|other rooms)\b|.*\b(?:rest|else)\b)/;

/**
 * One home, some rooms at one service and the others at the other ("3 bed 2 bath, standard for the whole house but deep
 * for the bathrooms"): each part priced at its service from the flat rates. The site doesn't say whether one booking can
 * mix them, and the reply says so rather than price the whole home at one service.
 */
function mixedTiers(text: string, facts: Facts): string | null {
  // Not the two services compared ("how much more is deep than standard for a bathroom?").
  if (/\b(than|vs\.?|versus|compar\w*|differen\w*|or)\b/.test(text)) return null;
  const said = [...text.matchAll(TIER_FOR)].map((m) => ({ tier: tierOf(m[1]!), rooms: m[2]!.trim() }))
    .concat([...text.matchAll(FOR_TIER)].map((m) => ({ tier: tierOf(m[2]!), rooms: m[1]!.trim() })));
  if (!said.length) return null;
  // Nor "6 regular rooms", where "regular" names no service.
  // "I want a standard cleaning but deep for the kitchen": the other service, said of no rooms, is the rest's.
  const tiers = new Set([...text.matchAll(/\b(deep|standard|regular)\b(?!\s+(?:rooms?|bed\w*|bath\w*|offices?|kitchens?|size|price|rate)\b)/g)].map((m) => tierOf(m[1]!)));
  if (said.length === 1 && tiers.size === 2 && /\b(but|except|apart from|other than|besides|while|only|just)\b/.test(text)) said.push({ tier: said[0]!.tier === 'deep' ? 'standard' : 'deep', rooms: 'the rest' });
  if (said.length !== 2 || said[0]!.tier === said[1]!.tier) return null;
  // A room named alone ("deep for the kitchen") is one.
  const countsOf = (rooms: string) => { const counts = parseOrder(rooms, facts).rooms; return counts.size ? counts : parseOrder(`1 ${rooms}`, facts).rooms; };
  const counted = said.map((part) => ({ ...part, counts: THE_REST.test(part.rooms) ? null : countsOf(part.rooms) }));
  // "Standard for 3 bedrooms and 2 baths, but deep for the master bedroom and one bathroom": the rooms of the one are the
  // whole home the other's are part of.
  const within = (part: Map<string, number>, whole: Map<string, number>) => [...part].every(([room, n]) => (whole.get(room) ?? 0) >= n);
  const [a, b] = counted as [typeof counted[number], typeof counted[number]];
  const whole = a.counts && b.counts ? (within(b.counts, a.counts) ? a : within(a.counts, b.counts) ? b : null) : null;
  const rest = counted.filter((part) => !part.counts || part === whole);
  const named = counted.filter((part) => part.counts && part !== whole).map((part) => ({ ...part, counts: part.counts! }));
  if (rest.length > 1 || !named.length || named.some((part) => !part.counts.size)) return null;
  const parts = named.map(({ tier, counts }) => ({ tier, rooms: counts }));
  if (rest.length) {
    // The home is what the message counts besides the rooms named for a service.
    const home = rest[0]!.counts ?? parseOrder(named.reduce((left, part) => left.replace(part.rooms, ' '), text), facts).rooms;
    const left = new Map([...home].map(([room, n]) => [room, n - (named[0]!.counts.get(room) ?? 0)] as const));
    if (!home.size || [...named[0]!.counts.keys()].some((room) => !home.has(room)) || [...left.values()].some((n) => n < 0)) return null;
    parts.push({ tier: rest[0]!.tier, rooms: new Map([...left].filter(([, n]) => n > 0)) });
  }
  if (parts.some((part) => !part.rooms.size)) return null;
  // Add-ons are priced once, with the last part.
  const { addOns } = parseOrder(text, facts);
  const none = parseOrder('', facts);
  const quotes = parts.map((part, i) => ({ tier: part.tier, quote: quoteOrder({ ...none, tier: part.tier, rooms: part.rooms, addOns: i === parts.length - 1 ? addOns : [] }, facts) }));
  const total = quotes.reduce((sum, { quote }) => sum + quote.total, 0);
  return [
    `The site doesn't say whether one booking can mix Standard and Deep Cleaning for different rooms, so I won't promise it: the ${facts.brand} app shows what you can book. Priced room by room from our flat rates:`,
    ...quotes.flatMap(({ tier, quote }) => quote.lines.map((line) => `- ${/\(add-on\)/.test(line.label) ? '' : `${tierName(tier)}: `}${line.label}: ${formatCents(line.cents)}`)),
    `Total: ${formatCents(total)}`,
    confirmLine(facts),
  ].join('\n');
}

/** Whether one space of several areas is one room, asked: "like a den + toy area + a guest corner. is that 1 room or do u charge more". */
const ONE_ROOM_OR_MORE = /\b(is (that|it|this) (1|one|a single) room|(1|one|a single) room or (2|two|3|three|more|several|\d)|(do|does|would|will) (you|u|they|nestwell) charge (more|extra) for (it|that|this)\b|count(s|ed)? as (1|one|a single|several|multiple|separate) rooms?)\b/;

/**
 * One big space whose areas the message names, asked whether it is one room: the site prices each room that isn't a bedroom
 * or bathroom as an Other Room and doesn't say how one space of several areas is counted, so the price of one is given,
 * not a room for each area. Null when that is not what is asked.
 */
function oneSpaceOrSeveral(text: string, order: Order, facts: Facts): string | null {
  if (!ONE_ROOM_OR_MORE.test(text) || order.rooms.has('Bedroom') || order.rooms.has('Bathroom') || order.rooms.has('Half Bathroom') || !(order.rooms.has('Other Room') || order.roomsNamed.includes('Other Room'))) return null;
  const other = facts.rooms.find((r) => r.item === 'Other Room');
  if (!other) return null;
  return `The price list's Other Room is any room that isn't a bedroom or bathroom (${formatCents(other.standard)} standard, ${formatCents(other.deep)} deep), but the site doesn't say how one large space with several areas is counted, so I won't say whether yours is one room or more. As one Other Room it is ${formatCents(other.standard)} standard; the app shows the price for your space before you confirm, and ${supportLink(facts)} can tell you how it is counted, 24/7.`;
}

export function answerPrice(question: OrderReading, ctx: HandlerContext, previous?: OrderReading, options: { table?: boolean } = {}): ChatAnswer | null {
  const { facts } = ctx;
  const { text, order } = question;
  const sources = [HOME_PRICING, ctx.page('how-much-does-a-cleaning-cost', HOME_PRICING)];
  const reply = (r: string) => ({ reply: r, sources: dedupe(sources) });
  const options2 = twoOptions(ownWords(text), facts) ?? mixedTiers(ownWords(text).toLowerCase(), facts);
  if (options2) return reply(options2);
  const oneSpace = oneSpaceOrSeveral(ownWords(text).toLowerCase(), order, facts);
  if (oneSpace) return reply(oneSpace);
  const before = previous?.order;
  // "Add dishes n stovetop every time?" adds to the home; it does not ask about later visits.
  // Whether a cousin's own first booking, a used code or the code on another home counts again is the offer's question, not this home's price
  // (its own words: the conversation may have added the home in brackets).
  // "A minimum contract length for office cleaning?" asks a commitment, not the rate of the office named.
  if (COMMITMENT.test(text) && !order.rooms.size) return null;
  // "Might the same code apply again for our own home a week later?": whether it can be used twice, the offer's question.
  if (before?.rooms.size && (ANOTHER_CLIENT.test(text) || CODE_USED.test(text) || CODE_AGAIN.test(text) || (namesTheCode(text) && CODE_SEVERAL.test(text))) && !parseOrder(ownWords(text), facts).rooms.size) return null;
  // "Does newcomer apply to those too?" after the visits of a schedule were priced: those later visits.
  const codeOfThoseVisits = namesTheCode(text) && /\b(to|for|on) (those|these|them)\b/.test(text) && !!scheduleSaid(text);
  // "And we can see pictures each time from down there?": the job photos of every visit, not its price.
  // "First one Deep with the code, then Standard: what's the first visit, and each one after?" is a plan, priced below.
  if (before?.rooms.size && (LATER_VISITS.test(text) || codeOfThoseVisits) && !order.rooms.size && !(order.addOns.length && ADDS_TO_ORDER.test(ownWords(text))) && !/\b(photos?|pictures?|pics|videos?)\b/.test(text) && !visitPlan(ownWords(text))) {
    // "And then a standard visit after that?" asks its price at that tier (said in this message, not carried in brackets from
    // the conversation); "what about the visits after that one?", whether the code goes on.
    const tierAsked = order.tierSaid && TIER_WORDS.test(ownWords(text));
    // "Deep only for the first visit and standard after that": the tier said of the later visits, not the first's.
    // "...and then regular ones after. What would that first deep one be?" asks the first visit's tier still.
    // "If our first booking is the deep one with the code, what would the standard visits after it cost?": both in one sentence.
    const lastSentence = ownWords(text).split(/(?<=[.!?])\s+/).at(-1)!;
    const laterTier = /\bfirst\b/.test(lastSentence) && !LATER_TIER.test(lastSentence) ? null : LATER_TIER.exec(ownWords(text));
    const later = tierAsked ? { ...before, tier: laterTier ? tierOf(laterTier[1] ?? laterTier[2] ?? laterTier[3]!) : tierOf(ownWords(text)) } : before;
    // "Each fortnight thereafter?" asks the price of those visits, not whether the code goes on.
    // "If that's the first booking with the code, and then regular cleanings after": the code said to be the first's.
    const codeFirst = /\b(if|as|since)\b[^.?!]{0,30}\bfirst (booking|cleaning|visit|one|time)\b/.test(text);
    // "What am I paying a month after that if it's 2 a month?" asks a sum, not whether the code goes on.
    const sumAsked = !!visitsAsked(ownWords(text));
    // "What if the first one is a deep clean with the code, then standard after that?": the first visit at the tier said of it.
    const firstTier = FIRST_TIER.exec(ownWords(text));
    const first = previous?.pricedLast ?? before;
    return reply(laterVisits(firstTier ? { ...first, tier: tierOf(firstTier[1] ?? firstTier[2]!) } : first, later, facts, !codeFirst && !firstTier && ((!tierAsked && !sumAsked && !/\bthereafter\b/.test(text)) || /\b(code|newcomer|discount|half|50|off|same price|cheaper|again)\b/.test(text)), ownWords(text), !!firstTier));
  }
  const resumed = previous ? followUpOrder(question, previous, facts) : null;
  // "Then please add both, and the stovetop. What do the extras come to?": the add-ons' own total, not the space's.
  const withExtras = resumed ?? (order.addOns.length || !previous ? order : previous.order);
  if (EXTRAS_TOTAL.test(ownWords(text)) && withExtras.addOns.length) return reply(rateLines({ ...withExtras, rooms: new Map(), roomsNamed: [], notes: [] }, facts, text));
  if (EXTRA_ASKED.test(ownWords(text)) && order.addOns.length) return reply(rateLines({ ...order, rooms: new Map(), roomsNamed: [], notes: [] }, facts, text));
  // "First deep with the code, then standard every 2 weeks: first 3 visits total?": the visits of a plan, added up.
  const planned = resumed ?? (order.rooms.size ? order : before?.rooms.size ? before : null);
  const plan = planned && visitPlan(ownWords(text));
  if (planned && plan) return reply(planLines(resumed ? planned : firstVisitsHome(ownWords(text), planned, facts), plan, facts));
  // "Split 4 ways?": the home just priced, or this one, shared.
  // "The total for all six" of six homes is their sum, not one home shared by six people.
  // "What's each and the total?" of several homes asks each home's price, not a share.
  const home = resumed ?? (order.rooms.size ? order : before?.rooms.size ? before : null);
  const counted = order.homes > 1 || order.homesListed ? null : sharedBy(text);
  // "Per head?" after a share house was priced: one person to each of its bedrooms (the house's, where only its shared rooms are
  // priced now).
  const byBedroom = !counted && home && home.homes <= 1 && PER_HEAD.test(text) ? home.rooms.get('Bedroom') || before?.rooms.get('Bedroom') || 0 : 0;
  const people = counted ?? (byBedroom >= 2 ? byBedroom : null);
  // A home this turn changed ("only the bathrooms and kitchen now, per person?") is set out before it is shared.
  if (people && home) return reply(home === order || (resumed && !sameOrder(resumed, before)) ? itemised(home, facts, text, splitLines(home, people, facts, text, !counted)) : [...splitLines(home, people, facts, text, !counted), confirmLine(facts)].join('\n'));
  // "My guy is $30/hr, 4 hours. So you're more expensive?": those hours priced beside this home's total.
  const byTheHour = home && order.homes <= 1 && HOURLY_COMPARED.test(text) ? hoursPriced(ownWords(text)) : null;
  if (home && byTheHour) return reply([hourlyLine(home, byTheHour, facts), confirmLine(facts)].join('\n'));
  if (resumed) {
    // "How does that compare to standard?", "how much more is that than the regular?": both totals and the difference.
    const comparing = /\b(compare[sd]?|versus|vs\.?|difference|instead|how much more|how much less|cost more|costs? less|more expensive|cheaper|save)\b/.test(text);
    // "So deep costs how much more", after deep was priced: a tier named beside the comparison asks it too.
    const compared = comparing && ((before && resumed.tier !== before.tier) || /\b(difference|compare[sd]?)\b/.test(text) || TIER_WORDS.test(ownWords(text))) ? [bothTiers(resumed, facts)] : [];
    // What the turn says itself, without what the conversation added in brackets.
    const said = ownWords(text);
    const now = said === text ? order : parseOrder(said, facts);
    // "And with the code?": the offer applied to the home just priced, said first.
    if (namesTheCode(text) && (!now.tierSaid || now.tier === resumed.tier) && !now.addOns.length && !now.rooms.size) {
      // The homes of several added up: the code halves one cleaning, not their total.
      if (resumed.homesListed && resumed.homes === 1) {
        return reply([`${facts.offer.code} takes ${facts.offer.percentOff}% off your first cleaning; the site doesn't say how it applies when several homes are booked, and the app shows the discounted total before you confirm. If your first cleaning is one of these homes, tell me its rooms alone and I will price it with the code.`,
          itemised(resumed, facts, `${previous!.text} ${text}`, [], text)].join('\n'));
      }
      const quote = quoteOrder(resumed, facts);
      // "Now 4 of them... and with the code": one of the alike cleanings is the first, the others at the regular rate.
      if (resumed.homes > 1) {
        const all = (resumed.homes - 1) * quote.total + quote.firstClean;
        return reply([`${facts.offer.code} takes ${facts.offer.percentOff}% off your first cleaning; the site doesn't say more about several homes. If one of these ${resumed.homes} is your first cleaning: ${resumed.homes - 1} × ${formatCents(quote.total)} + ${formatCents(quote.firstClean)} = ${formatCents(all)}. The app shows the discounted total before you confirm.`,
          itemised(resumed, facts, `${previous!.text} ${text}`, [], text)].join('\n'));
      }
      return reply([...(noSecondFirstCleaning(said, facts).length ? [] : [`With the code ${facts.offer.code}, your first cleaning is ${facts.offer.percentOff}% off: if this is it, ${formatCents(quote.firstClean)} instead of ${formatCents(quote.total)} for ${tierName(resumed.tier)}. Later visits are at the regular rate.`]),
        itemised(resumed, facts, `${previous!.text} ${text}`, [], text)].join('\n'));
    }
    return reply(itemised(resumed, facts, `${previous!.text} ${text}`, compared, text));
  }
  // "and the microwave?" after a question about add-ons.
  if (previous && /^(and|what about|how about|plus|also)\b/.test(text)) {
    // "And stovetop also. How much both?": the add-ons of both turns, and their sum.
    // "Plus the microwave": one more on the list, so the list and its sum.
    const together = /\b(both|together|altogether|in all|total|all of them|combined)\b/.test(text) || /^(plus|also|and also|add)\b/.test(text);
    const addOns = together ? [...new Set([...previous.order.addOns, ...order.addOns])] : order.addOns;
    if (order.addOns.length && !order.rooms.size && previous.order.addOns.length) return reply(rateLines({ ...order, addOns }, facts, text));
  }
  // "The basement has just a toilet and a sink: a bathroom or a half bath?": what the site counts it as, and its rates.
  const oneBathroomAtMost = [...order.rooms].every(([item, n]) => /Bathroom$/.test(item) && n === 1) && order.rooms.size <= 1;
  // "Our third full bathroom has a shower: a bathroom or a half?": a room with a shower or tub is a Bathroom.
  // "A toilet, a sink AND a tiny shower", "(shower, toilet, sink, no tub)": a shower said, and not denied, makes it a Bathroom.
  const showerSaid = SHOWER_SAID.test(text);
  if ([...order.rooms].every(([item, n]) => /Bathroom$/.test(item) && n === 1) && showerSaid && /\b(bath(room)?|half)\b[^.?!]{0,10}\bor\b[^.?!]{0,10}\b(half|bath(room)?)\b|\bcount (it|that) as\b/.test(text)) {
    return reply(rateLines({ ...order, roomsNamed: ['Bathroom', 'Half Bathroom'], notes: [`A bathroom with a shower or tub is priced as a Bathroom; the site's half bathroom is ${HALF_BATHROOM}.`] }, facts));
  }
  // A shower said of another room ("a toilet and sink versus one with a shower") leaves this one the half bathroom.
  if (oneBathroomAtMost && TOILET_AND_SINK_ONLY.test(text) && (!showerSaid || BATHS_COMPARED.test(text) || /\b(versus|vs\.?|compared|than|one with)\b/.test(text)) && ASKS_WHICH_BATH.test(text)) {
    // "Is it the same price as the big bathroom?": the full one's rates beside it.
    return reply(rateLines({ ...order, roomsNamed: BATHS_COMPARED.test(text) ? ['Bathroom', 'Half Bathroom'] : ['Half Bathroom'], notes: [`A room with just a toilet and a sink is priced as a Half Bathroom: the site's half bathroom is ${HALF_BATHROOM}, while a Bathroom's clean includes the shower or tub.`] }, facts));
  }
  // "Is the half bath cheaper than a full one?", "one is only toilet and sink: it is cheaper?": the two kinds of bathroom, side by side.
  if ([...order.rooms.keys(), ...order.roomsNamed].every((item) => /Bathroom$/.test(item)) && BATHS_COMPARED.test(text) && HALF_BATH_SAID.test(text)) {
    return reply(rateLines({ ...order, roomsNamed: ['Bathroom', 'Half Bathroom'], notes: [`${halfBesideFull(facts)}: the site's half bathroom is ${HALF_BATHROOM}, while a Bathroom's clean includes the shower or tub.`] }, facts));
  }
  // "What is the charge?" for rooms counted asks their price, not about a charge on a card.
  const chargeAsked = order.rooms.size > 0 && /\b(what('s| is| will be| would be)|how much is|what) the (charge|fee)\b/.test(text);
  // What the conversation added in brackets ("(as a creator, how much)") is no subject of this turn's own.
  if ((NOT_THE_TABLE.test(ownWords(text)) && !chargeAsked) || (THE_OFFER.test(text) && !order.rooms.size)) return null;
  // "What is a half bathroom?", "what counts as an other room?": what the site counts as one, and its rates.
  if (/\bwhat('s| is| are| counts as) (a |the )?(half[\s-]?bath|powder room)|\bwhat (does|do) (a |the )?(half[\s-]?bath\w*|powder room) mean|\b(half[\s-]?bath\w*|powder room) (mean|meaning)\b|\bmeaning of (a |the )?(half[\s-]?bath|powder room)|\bhalf[\s-]?bath\w*\b[^.?!]{0,20}\bwhat is\b(?! (?:the |a |my |your )?(?:price|cost|total|rate|charge|estimate|damage)\b)/.test(text) && order.rooms.size < 2) return reply(rateLines({ ...order, roomsNamed: ['Half Bathroom'] }, facts));
  // "How are hallways and stairs priced?": spaces the site names nowhere as rooms, asked how they are priced.
  const passages = text.match(PASSAGES) ?? [];
  const spacesPriced = passages.length > 0 && /\b(priced|charged|count(ed|s)?|cost|how much)\b/.test(text)
    && [...order.rooms.keys()].every((room) => room === 'Other Room') && (order.rooms.get('Other Room') ?? 0) <= passages.length;
  if (spacesPriced || /\bwhat('?s| is| are| counts as| does .{0,15}mean by) (a |an |the )?['"]?other rooms?\b|\b(are|is) (they |it |that |this )?(each |both |all )?(an? |one )?['"]?other rooms?\b|\b(count|counts|counted|charged|priced) as (a |an |one )?['"‘“]?(other |separate |extra )?room['"’”]?(?!\w)/.test(text) && !order.rooms.has('Bedroom')
    // "If our 11 spaces count as Other Rooms and the 3 restrooms as half baths, what does it come to?": the total asked.
    && !(order.rooms.size && /\b(come to|comes to|total|altogether|in all)\b/.test(text))) {
    // "Do hallways or the closet count?": spaces the site names nowhere as rooms, said so, not guessed.
    // "Our kitchen and living room are basically one big room. Do we pay for 1 other room or 2?": what the site leaves unsaid.
    return reply(rateLines({ ...order, roomsNamed: ['Other Room'], notes: [ONE_SPACE_SAID.test(text) ? ONE_SPACE_UNSAID : OTHER_ROOM_IS, ...spacesUnsaid(text, facts)] }, facts));
  }
  // "Can someone just do our kitchen?": only the rooms named, whose rates answer it.
  // "My oven and stovetop are disgusting, what would you add?": the add-ons named, asked for, are priced.
  const asked = PRICE_WORDS.test(text) || (order.roomsNamed.length > 0 && ONLY_THESE_ROOMS.test(text)) || (order.addOns.length > 0 && WHICH_ADD_ONS.test(text)) || (order.addOns.length >= 2 && ADD_ONS_SUMMED.test(text));
  const roomsCounted = roomsInAll(order.rooms);
  if (order.rooms.size) {
    // "deep clean 3 bedrooms ..." orders a tier for the rooms: that, too, asks its price.
    const ordersATier = order.tierSaid;
    const withTheOffer = /\b(newcomer|promo|discount|coupon)\b/.test(text);
    if (!asked && !ordersATier && !withTheOffer && !onlyAnOrder(order)) return null;
    // "Price diff for my 4/2/1half/3 other?": the difference between the tiers, for those rooms.
    // "4 bed 3 bath, which service and how much?": the service left to us, both per-room tiers priced.
    const whichTier = !order.tierSaid && WHICH_SERVICE.test(text);
    const compared = whichTier || COMPARES_TIERS.test(text.replace(REFUSED_DEEP, '')) || /\b(price|cost) diff(erence)?\b(?! between)|\bdiff(erence)? in (price|cost)\b(?! between)|\bdiff(erence)? (in (price|cost) )?for (my|our|the|this|that|an?|\d|one|two|three|four|five)\b/.test(ownWords(text));
    // One room and nothing else, tier unsaid or compared: its standard and deep rates say more than a one-line total.
    const single = roomsCounted === 1 && !order.addOns.length && (!order.tierSaid || compared);
    if (single) return reply(rateLines({ ...order, roomsNamed: [...order.rooms.keys()] }, facts, text));
    const forSale = whichTier && FOR_SALE.test(text) ? [FOR_SALE_LEAD.trim()] : [];
    return reply(itemised(order, facts, text, compared ? [visitsOfEachTier(order, facts, ownWords(text)) ?? bothTiers(order, facts), ...forSale] : []));
  }
  // "The house is dirty, the oven worst of all: which service?" asks which service, not the add-on's price.
  if (order.addOns.length && !COMPLAINT.test(text) && !/\b(which|what) (service|cleaning|kind of cleaning|one)\b/.test(text) && (asked || ASKS_ABOUT_ITEM.test(text))) return reply(rateLines(order, facts, text));
  if (!asked) return null;
  // "How much to clean our office, standard?": a business's whole office, which the app prices, not one Other Room.
  if (WHOLE_OFFICE.test(text) && !order.addOns.length && !order.roomsLeftOut.length && order.roomsNamed.every((room) => room === 'Other Room')) return null;
  // "If they skip that bedroom, does the price go down?": a room named as left out, its rate off the total.
  if (order.roomsNamed.length && !order.addOns.length && ROOM_SKIPPED.test(text)) return reply(rateLines({ ...order, notes: [...order.notes, 'The price is per room: a room left out takes its rate off the total.'] }, facts, text));
  if (order.roomsNamed.length || order.addOns.length) return reply(rateLines(order, facts, text));
  // "Price lower if I skip 1 bedroom?", no home priced: what that room costs.
  if (order.roomsLeftOut.length) {
    return reply(rateLines({ ...order, roomsNamed: [...new Set(order.roomsLeftOut.map((r) => r.item))], notes: ['The price is per room: a room left out takes its rate off the total.'] }, facts, text));
  }
  // The whole table only when no topic answers: "how much is the newcomer discount" is the offer's.
  return options.table === false ? null : reply(fullTable(facts, text, previous?.text));
}
