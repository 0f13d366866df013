/**
 * "Our apt has a tiny room with just a toilet and a sink: does that count as a bathroom?", "kids playroom in basement - is
 * that a bedroom price or what", "a sleeping loft with two twin beds: bedroom or other room?": how one room a visitor
 * describes is priced. Its kind is told from what it has, not from the kind the question names: a toilet and a sink with
 * no shower or tub is a Half Bathroom, a shower or tub a Bathroom's, beds a place people sleep, anything else an Other Room.
 * It corrects the engine's other answers where they miss it (a home totalled from the words around the room, the booking
 * steps), and leaves them where they name the room's kind already.
 */
import type { ChatAnswer, Facts } from '../../../kernel/chat/model.ts';
import { formatCents } from '../../../kernel/money.ts';
import { dedupe } from '../reply-parts.ts';
import { HALF_BATHROOM, OTHER_ROOM, WORK_STUDIO } from '../understand/rooms.ts';
import { HOME_PRICING, supportLink, type HandlerContext } from './context.ts';
import { SPACES_NOT_ROOMS } from './prices.ts';

/** A kind of room on the price list, as people write it. */
const KIND = String.raw`(bed ?rooms?|bath ?rooms?|baths?|half[\s-]?bath\w*|full[\s-]?bath\w*|other[\s-]?rooms?)`;
/** Rooms a visitor asks to be extra or included with the bedrooms. */
const ROOMS_EXTRA = String.raw`(?:kitchens?|living rooms?|dining rooms?|family rooms?|basements?|dens?|hallways?|laundry rooms?)`;
/**
 * A room asked to be extra or included: "is the kitchen extra?", "do we pay extra for the kitchen + living room?". Not "is the
 * kitchen included in the deep clean?", which asks what a service does.
 */
export const ROOM_EXTRA_ASKED = new RegExp(String.raw`(?<=\b${ROOMS_EXTRA}),? (?:is |are )?(?:extra|included(?![^.?!]*\b(?:standard|deep|clean\w*|service|visit)\b))\b|\b(?:pay|charge|cost)s? (?:extra|more) (?:for|on)(?= (?:the |our |my |a )?${ROOMS_EXTRA}\b)`);
/**
 * Which kind one room is counted as, asked by name: "does that count as a bathroom?", "is that a bedroom price or what",
 * "do I book that as a bedroom or an 'other room'?", "what is a 'half bathroom' for you?", "what is 'half bathroom'? we have a
 * small powder room"; or whether a room is extra (ROOM_EXTRA_ASKED). Not "does the basement count as a room?", which asks
 * whether it is charged at all (the price handler's).
 */
const ASKS_HOW_COUNTED = new RegExp([
  String.raw`\b(counts?|counted|priced|charged|billed|book) (it |that |this |them |those )?as (a |an |one |the )?(full |half )?['"‘“]?${KIND}`,
  String.raw`\b(is|are) (that|it|this|they|those|these)( room| one)? (a |an |the )?['"‘“]?${KIND}`,
  String.raw`\b${KIND}( price| rate)?['"’”]? or (as )?(a |an |the )?['"‘“]?(${KIND}|what)`,
  String.raw`\bwhat('s| is) (a |an |the )?['"‘“]?half[\s-]?bath\w*['"’”]?( (for|to) (you|nestwell))?(?=\s*[?.!]|\s+(for|to)\b)`,
  ROOM_EXTRA_ASKED.source,
].join('|'));
/**
 * A cleaning done, a service or a workplace asked about: "the cleaner skipped the basement", "booked as office cleaning", "an
 * exam room" (a workplace's rooms are priced by the app, not by the home price list).
 */
const NOT_A_ROOM_ASKED = /\b(skipped|missed|didn'?t|forgot|what now|employees?|contractors?|cleaning\b(?! price))|\b((?<!home )offices?|business|commercial|clinic|practice|salon|shop|store|restaurant|exam rooms?|operator(y|ies)|lobby|waiting rooms?|studio)\b/;
/** Rooms counted, as a home or a workplace priced whole: "2 bedrooms", "1 bath", "four operatories", "two restrooms". */
const COUNTED = /\b(\d+|one|two|three|four|five|six|seven|eight|nine|ten)\s*(\w+\s+)?(\w*rooms?|baths?|br|bd|ba|operatories|offices|units|stalls)\b/;
/** Spaces the site never names as rooms, which its price list leaves unsaid: another answer's (the price handler's). */
const NOT_A_ROOM = new RegExp(String.raw`\b(${SPACES_NOT_ROOMS})\b`);
/** A studio apartment, the home, named: "i live in a studio", "my studio apt". */
const A_STUDIO_HOME = /\bstudios?\b/;
/** Whether a space is a room of its own or part of another, asked: "is that another room, or is it part of the kitchen?". */
const PART_OF_A_ROOM = /\b(?:another|a separate|separate|its own|an extra|a second|one more) room\b[^.?!]{0,60}\bpart of (?:the|my|our) ((?:living |dining |family )?\w+)\b|\bpart of (?:the|my|our) ((?:living |dining |family )?\w+)\b[^.?!]{0,60}\b(?:another|a separate|separate|its own|an extra|a second|one more) room\b/;
/** What a room has, said or denied ("no shower", "without a tub", "no bed"). */
const DENIED = String.raw`\b(no|without|not a|doesn'?t have a|has no)\s+(an?\s+)?`;
const TOILET = /\btoilets?\b|\bwc\b/;
const SINK = /\bsinks?\b|\bwashbasins?\b/;
const SHOWER = /\b(showers?|tubs?|bathtubs?|baths? tubs?)\b/;
const SHOWER_DENIED = new RegExp(`${DENIED}(showers?|tubs?|bathtubs?)\\b`);
const POWDER_ROOM = /\bpowder rooms?\b/;
const BEDS = /\b(beds?|bunks?|bunk beds?|cribs?|futons?|sleeps?|sleeping|sleepers?|guest rooms?|spare rooms?|nursery)\b/;
const BEDS_DENIED = new RegExp(`${DENIED}(beds?)\\b`);

/** A room that is no bedroom or bathroom by its name: "playroom", "loft", "home office", "den". */
const ANOTHER_ROOM = /\b(?!(bed|bath|rest|wash|powder|show)room)\w+rooms?\b|\b(living|dining|family|rec|bonus|game|media|guest|spare|sewing|craft|laundry|utility|storage|music|tv|sitting|great|reading) rooms?\b|\b(lofts?|basements?|dens?|offices?|study|studies|nooks?|kitchens?|library|gym|studios?|nursery)\b/;

/** The room said to be a bedroom already: "it's our 2nd bedroom", "used as a bedroom". */
const SAID_A_BEDROOM = /\b(it'?s|it is|that'?s|was|is) (our|my|a|the) (\w+ )?bedroom\b|\bused as a bedroom\b/;

type Kind = 'Half Bathroom' | 'Bathroom' | 'Other Room';

/** A bathroom of some kind named by its name alone: "office restrooms", "the toilet" (which kind is what its features say). */
const A_BATHROOM = /\b(rest|wash|bath)rooms?\b|\btoilets?\b|\blavator(y|ies)\b/;

/** The kind of the one room described, from what it has; null when it names nothing to tell it by. */
function kindOf(asked: string, extraAsked: boolean): { kind: Kind; sleptIn: boolean } | null {
  // The kinds the question names are what it asks about, not what the room has.
  const text = asked.replace(new RegExp(ASKS_HOW_COUNTED, 'g'), ' ');
  if (POWDER_ROOM.test(text) || (TOILET.test(text) && SINK.test(text) && (!SHOWER.test(text) || SHOWER_DENIED.test(text)))) return { kind: 'Half Bathroom', sleptIn: false };
  if (SHOWER.test(text) && !SHOWER_DENIED.test(text)) return { kind: 'Bathroom', sleptIn: false };
  // One room described: "the basement, the mudroom and the laundry room" are the price handler's to list.
  // A room named as where it is ("a playroom in the basement", "a loft open to the living room") is not another room asked about.
  // "A basement rec room" is one room, where it is said before it.
  const placed = text.replace(new RegExp(String.raw`\b(in|on|at|off|to|next to|beside|by|near|under|above|below|from) (the |a |an |our |my )?(${ANOTHER_ROOM.source})`, 'g'), ' ')
    .replace(/\b(basement|attic|upstairs|downstairs)\s+(?=(\w+\s)?\w*rooms?\b|dens?\b|offices?\b|lofts?\b)/g, ' ');
  const rooms = new Set([...placed.matchAll(new RegExp(ANOTHER_ROOM, 'g'))].map((m) => m[0]));
  // "Do we pay extra for the kitchen + living room?": rooms of one kind, asked together whether they are extra.
  if ((rooms.size !== 1 && !(rooms.size > 1 && extraAsked)) || SAID_A_BEDROOM.test(text) || A_BATHROOM.test(text)) return null;
  return { kind: 'Other Room', sleptIn: BEDS.test(text.replace(/\bbed\s?rooms?\b/g, ' ')) && !BEDS_DENIED.test(text) };
}

/** The kind of one room described, told as the price list prices it, and whether another answer missed it. */
export interface RoomKind {
  answer: ChatAnswer;
  /** Whether a reply misses the room's kind: it names another kind only, or totals a home made of the words around it. */
  missedBy(reply: string): boolean;
}

/**
 * How the one room described is priced, with the rates of its kind and of the kind asked about; null unless a room's kind
 * is asked with no home counted and none priced before (`homePriced`: a home's rooms are the price handler's) and no space
 * the site leaves unsaid is named. A studio's main room, and a space that may be part of another room, are answered either
 * way, before a home or after.
 */
export function roomKind(text: string, ctx: HandlerContext, homePriced: boolean): RoomKind | null {
  const { facts } = ctx;
  const rate = (item: string) => {
    const r = facts.rooms.find((x) => x.item === item);
    return r ? `${formatCents(r.standard)} standard, ${formatCents(r.deep)} deep` : '';
  };
  const sources = dedupe([HOME_PRICING, ctx.page('how-much-does-a-cleaning-cost', HOME_PRICING)]);
  const unsure = `Say what it is in your booking's notes, and the app shows the exact price before you confirm; if you're not sure, ask ${supportLink(facts)} before you book.`;
  // "The app asks how many bedrooms but i live in a studio, does the studio count as a bedroom or other room": the site never
  // says, so both ways, with the bathroom a studio has.
  // Not a studio whose rooms are counted as it is to be priced ("studio counted as one bedroom and one bathroom, deep clean").
  if (ASKS_HOW_COUNTED.test(text) && A_STUDIO_HOME.test(text) && !WORK_STUDIO.test(text) && !COUNTED.test(text)) {
    const [bed, bath, other] = (['Bedroom', 'Bathroom', 'Other Room'] as const).map((item) => facts.rooms.find((x) => x.item === item));
    return {
      answer: { reply: [`The site doesn't say how a studio's main room is counted. Its price list has the Bedroom (${rate('Bedroom')}) and the Other Room, ${OTHER_ROOM} (${rate('Other Room')}).`,
        `With one bathroom (${rate('Bathroom')}), a studio comes to ${formatCents(bed!.standard + bath!.standard)} on Standard with the main room as a Bedroom, or ${formatCents(other!.standard + bath!.standard)} as an Other Room.`,
        unsure].join('\n'), sources },
      missedBy: () => true,
    };
  }
  // "The pantry off the kitchen: is that another room, or is it part of the kitchen?": whether a space is a room of its own.
  const partOf = PART_OF_A_ROOM.exec(text);
  const whole = partOf?.[1] ?? partOf?.[2];
  if (whole && !COUNTED.test(text)) {
    const other = facts.rooms.find((x) => x.item === 'Other Room')!;
    return {
      answer: { reply: [`The site doesn't say whether a space like that counts as a room of its own or as part of the ${whole}. Its price list has the Other Room, ${OTHER_ROOM} (${rate('Other Room')}): counted as its own room, it adds ${formatCents(other.standard)} to a Standard Cleaning; counted as part of the ${whole}, nothing.`,
        unsure].join('\n'), sources },
      missedBy: () => true,
    };
  }
  // After a home was priced, a room whose kind is asked changes that home (the price handler's).
  // "How much for the oven inside and the stovetop? Is the rest of the kitchen included?": the add-ons' question, and what a
  // cleaning does in the kitchen, not whether the room is priced.
  const extraAsked = ROOM_EXTRA_ASKED.test(text);
  const appliancesAsked = extraAsked && /\b(ovens?|fridges?|refrigerators?|microwaves?|stove ?tops?|stoves?|dishwashers?|dishes)\b/.test(text);
  if (homePriced || !ASKS_HOW_COUNTED.test(text) || COUNTED.test(text) || NOT_A_ROOM_ASKED.test(text) || appliancesAsked) return null;
  const described = kindOf(text, extraAsked);
  if (!described || (described.kind === 'Other Room' && NOT_A_ROOM.test(text))) return null;
  const { kind, sleptIn } = described;
  const lines = [...kindLines(kind, sleptIn, /\bbed ?rooms?\b/.test(text), rate, facts, extraAsked), `The final price, with any booking fee, is confirmed in the ${facts.brand} app before you book.`];
  // A room slept in is a Bedroom's question no other answer asks; another kind is missed where no reply names it, or where a
  // total counts rooms of other kinds made of the words around it ("2 × Half Bathroom" for two such rooms is no miss).
  const named = new RegExp(String.raw`(?<!Half )\b${kind}\b`);
  const otherKinds = (reply: string) => [...reply.matchAll(/× (Bedroom|Bathroom|Half Bathroom|Other Room)\b/g)].some((m) => m[1] !== kind);
  return {
    answer: { reply: lines.join('\n'), sources },
    missedBy: (reply) => sleptIn || !named.test(reply) || (/^Total: /m.test(reply) && otherKinds(reply)),
  };
}

function kindLines(kind: Kind, sleptIn: boolean, bedroomAsked: boolean, rate: (item: string) => string, facts: Facts, extraAsked = false): string[] {
  if (kind === 'Half Bathroom') {
    return [`A room with a toilet and a sink but no shower or tub is a Half Bathroom on our price list: ${rate('Half Bathroom')}. The site's half bathroom is ${HALF_BATHROOM}; a Bathroom (${rate('Bathroom')}) is one with a shower or tub.`];
  }
  if (kind === 'Bathroom') return [`A room with a shower or tub is a Bathroom on our price list: ${rate('Bathroom')}. A Half Bathroom (${rate('Half Bathroom')}) is ${HALF_BATHROOM}, with no shower or tub.`];
  if (sleptIn) {
    return [`The site doesn't say how a room like that is counted. Its price list has the Bedroom (${rate('Bedroom')}) and the Other Room, ${OTHER_ROOM} (${rate('Other Room')}): where people sleep in it, a Bedroom fits.`,
      `Say what it is in your booking's notes, or ask ${supportLink(facts)} before you book.`];
  }
  const other = `an Other Room on our price list, ${OTHER_ROOM}: ${rate('Other Room')} each.`;
  if (extraAsked) return [`It isn't included with the bedrooms: a cleaning is priced per room you book, and that is ${other}`];
  return [`That is ${other}${bedroomAsked ? ` A Bedroom is ${rate('Bedroom')}.` : ''}`];
}
