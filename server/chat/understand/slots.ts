import type { Facts } from '../../../kernel/chat/model.ts';
import { parseOrder, type Order } from '../handlers/prices.ts';

/** Who is asking: a client (the default), someone who cleans or wants to, a business, a creator. */
export type Audience = 'client' | 'crew' | 'business' | 'creator';

/**
 * What kind of answer the question wants, whatever its subject: a price, a fee or minimum, what a
 * service covers, how to stop or pause something, when something happens, how to do something.
 */
export type Ask = 'price' | 'fee' | 'covers' | 'stop' | 'when' | 'how';

/** The five services by the words people use for them; the names themselves come from the content. */
const SERVICE_WORDS: [RegExp, RegExp][] = [
  [/^Standard/, /\b(standard|regular|basic|normal|upkeep)\b/],
  [/^Deep/, /\bdeep\b/],
  [/^Move/, /\bmov(e|ing)[\s-]?(in|out)\b|\bmove-?outs?\b|\bmoving\b|\bend of (lease|tenancy)\b/],
  [/^Rental/, /\b(turn-?overs?|airbnbs?|vrbos?|short[- ]term rentals?|rental properties|rentals?|guests? (check|leave))\b/],
  [/^Office/, /\b(offices?|business(es)?|commercial|workplaces?|coworking|office space)\b(?<!\bhome office)/],
];

/** The slots of one message: each is what the message itself says, or null / empty. */
export interface Slots {
  audience: Audience | null;
  asks: Ask[];
  /** A service name as the content writes it ("Deep Cleaning"). */
  service: string | null;
  order: Order;
  promo: boolean;
  /** A recurring schedule named: "weekly", "every other week". */
  frequency: string | null;
  /** A subject the site has nothing to do with: the weather, a poem, the news. */
  offTopic: boolean;
  /** Refers back to an earlier turn: "does that include...", "and with the code?", "how much is it". */
  refersBack: boolean;
}

const ASKS: [Ask, RegExp][] = [
  ['fee', /\b(minimum|min\.? (charge|price|order)|surcharges?|extra (fees?|charges?|costs?)|additional (fees?|charges?|costs?)|hidden (fees?|costs?)|fees?|charge extra|upcharge|premium for)\b/],
  ['covers', /\b(include[sd]?|including|cover(s|ed)?|comes? with|part of|what('?s| is) in|what do (you|they|cleaners?) (do|clean)|checklist|scope|what gets (done|cleaned)|does (it|that|a \w+ clean\w*) (do|clean))\b/],
  ['stop', /\b(pause|stop|end (my|the|our|it|this|all|them)|suspend|on hold|skip|freeze|quit|unsubscribe|take a break)\b/],
  ['when', /\b(what time|time window|arrival( window| time)?|arrive|show up|come at|how early|how late|when (will|does|do|is|are)|eta)\b/],
  ['price', /\b(how much|price[sd]?|pricing|costs?|quote|estimate|rates?|charge|total|expensive|cheap\w*)\b|\$/],
  ['how', /\b(how (do|can|should|would) (i|we)|how to|where (do|can) (i|we)|steps)\b/],
];

/** Requests for something made up: never the site's to answer, whatever their subject. */
const CREATIVE = /\b(write|compose|make up|tell) (me )?(a |an )?(poem|haiku|song|lyrics|joke|story|limerick|essay)\b|\b(poems?|poetry|haiku|limerick|lyrics|jokes?|riddles?)\b/;
const OFF_TOPIC = /\b(pizza|food|eat|restaurants?|bars?|cafes?|coffee shops?|hotels?|schools?|doctors?|dentists?|plumbers?|electricians?|landscap\w*|parking|bus|trains?|things to do|events?|concerts?|weather|forecast|rain(ing)?|snow(ing)?|temperature|story about|recipes?|cook(ing)? (a|the)|sports?|games? (last night|tonight|today)|who won|score|football|baseball|basketball|soccer|news|stocks?|crypto|bitcoin|election|president|movies?|films?|tv shows?|translate|homework|math problem|capital of|meaning of life|horoscope|lottery|restaurants?|traffic)\b/;
/** Words that keep a question on the site's subject even when it names an off-topic word ("do you clean in the rain?"). */
const ON_TOPIC = /\b(clean\w*|cleaners?|book\w*|price|cost|nestwell|app|services?|maid|housekeep\w*|serve|cover|available|area|live|moved?|moving|home|house|apartment|condo|office|rentals?|airbnb|zip|crew|hiring|jobs?|send|come|visit|near\w*|travel)\b/;

const REFERS_BACK = /^(and|but|also|plus|so|then|ok(ay)?|what about|how about|what if|same|instead|with|without|for)\b|\b(that|it|this|those|these|them)\b(?! (is|was) (a|an|the|my)\b)|\bthe same\b|\bthe code\b/;

const FREQUENCY = /\b(weekly|bi-?weekly|fortnightly|monthly|every (other |second |two |2 |three |3 |four |4 )?(weeks?|months?)|twice a (week|month)|once a (week|month)|recurring|regular(ly)? schedule)\b/;

/** The service a text names, as the content names it. */
export function serviceOf(text: string, facts: Facts): string | null {
  for (const [name, words] of SERVICE_WORDS) {
    if (words.test(text)) return facts.services.find((s) => name.test(s)) ?? null;
  }
  return null;
}

function audienceOf(text: string): Audience | null {
  if (/\b(hourly (pay|rate|wage)|wages?|salary|salaries|earn(ing)?s?|(clean|work) for (you|nestwell)|sign up to (clean|work)|as an? (cleaner|housekeeper|maid|crew member)|i('m| am) an? (cleaner|housekeeper|maid)|work (for|with|at) (you|nestwell)|become an? (cleaner|crew)|join (the|your) (crew|team)|(cleaners?|crew|staff|employees?|workers?) (get )?(paid|earn|make)|apply (to|for|as)|how (do|can) i apply|applicants?|hiring|a job|jobs|job (openings?|applications?)|my shifts?|crew app)\b/.test(text)) return 'crew';
  if (/\b(creators?|influencers?|ugc|my videos?|tiktok|youtube|instagram)\b/.test(text)) return 'creator';
  if (/\b(office|company|companies|business|corporate|invoic\w*|employees|coworkers|workplace|commercial)\b/.test(text)) return 'business';
  return null;
}

/** Reads the slots of one message (lower-cased, shorthand expanded: see toQuestion). */
export function slotsOf(text: string, facts: Facts): Slots {
  const asks = ASKS.filter(([, re]) => re.test(text)).map(([ask]) => ask);
  return {
    audience: audienceOf(text),
    asks,
    service: serviceOf(text, facts),
    order: parseOrder(text, facts),
    promo: /\b(newcomer|promo|coupon|discount|the code|code)\b/.test(text) && !/\b(zip|door|gate|access) code\b/.test(text),
    frequency: FREQUENCY.exec(text)?.[0] ?? null,
    offTopic: CREATIVE.test(text) || (OFF_TOPIC.test(text) && !ON_TOPIC.test(text.replace(OFF_TOPIC, ''))),
    refersBack: REFERS_BACK.test(text),
  };
}
