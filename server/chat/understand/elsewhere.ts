import { mentionsRooms } from './rooms.ts';
import { HOUSEHOLD_TASKS } from './tasks.ts';
import { ON_TOPIC } from './slots.ts';

/** How a request for a recommendation is put: "know any good", "what's the best", "can you recommend". */
const RECOMMENDING = /\b(recommend\w*|suggest\w*|know (a |an |any |of )?(good|best|decent|nice)|where (can|do|should) i find|(a|an|any|some|the) (really |very )?(good|best|decent|nice)|(what'?s|which is|who'?s|what is) (the |a )?(best|good))\b|^(best|good|any good)\b/;
/** Words of such a request, and small words of four letters or more, which name no subject of their own. */
const ASKING_WORDS = new Set(['recommend', 'recommendation', 'recommendations', 'suggest', 'suggestion', 'good', 'best', 'decent', 'nice', 'know', 'where', 'find', 'what', 'which', 'near', 'around', 'there', 'please', 'thanks', 'better', 'really', 'some', 'any', 'your', 'with', 'from', 'about', 'have', 'that', 'this', 'they', 'them', 'would', 'could', 'should']);
/** An outright request, not "the good china" in passing. */
const REQUEST = /\b((can|could|would|will|do) you|please|pls)\s+(recommend|suggest)\b|\b(recommend|suggest)\s+(a|an|any|me|us|some)\b|\bany (recommendations|suggestions)\b|\bknow (a |an |any |of )?(good|best|decent|nice)\b|\bwhere (can|do|should) i find\b|\b(what'?s|whats|which is|who'?s|what is) (the |a )?(best|good)\b|^(best|good|any good)\b/;
/** The thing asked for, right after the request: "a good cheap ramen place", "the best air purifier", "recommend desk-booking software". */
const ASKED_FOR = /\b(?:recommend\w*|suggest\w*|good|best|decent|nice)\s+((?:an?\s+|the\s+)?[a-z'-]+(?:\s+[a-z'-]+){0,3}?)(?=\s+(?:for|in|near|at|to|around|that|which|who|on|with|by|place|spot)\b|\s*[?.!,;]|$)/;
/** Words that keep an aside on our subject: the cleaners, cleaning, booking, prices. */
const OUR_SUBJECT = /\b(cleaners?|cleaning|clean|book\w*|prices?|nestwell|vetted|background[- ]checked|crew)\b/;
/** Good wishes, not a request for the best of anything: "good morning dear", "have a good day". */
const GREETING = /\b(good (morning|afternoon|evening|day|night)|have an? (good|nice|great|lovely) (day|one|evening|weekend|night))\b/g;
/** A message that says its question is not about us: "ok unrelated but", "random but", "while I have you". */
const ASIDE = /\b(?:unrelated|off[- ]topic|random (?:but|question|q)|side question|while i have you|not (?:about|related to) (?:nestwell|cleaning|you))\b[,:]?\s*(.*)$/s;

/**
 * "Whats a good pediatrician in jc", "do you know a good Korean church", "ok unrelated but any summer
 * jobs around here?": a recommendation, or a question set apart as unrelated, about something the
 * site never speaks of: a word of the thing asked for (or of the aside) that no page of ours uses,
 * the places it names aside. Things the site's own words would let through ("a good moving company",
 * "a vacuum") are named in slots.ts (RECOMMEND_ELSEWHERE).
 *
 * @example asksElsewhere('whats a good pediatrician in jc', siteWords, () => ['Jersey City']) // true
 */
export function asksElsewhere(said: string, vocabulary: ReadonlySet<string>, places: () => string[]): boolean {
  const text = said.replace(GREETING, ' ');
  if (pricedElsewhere(text, vocabulary)) return true;
  const aside = ASIDE.exec(text)?.[1];
  if (!RECOMMENDING.test(text) && !aside) return false;
  const placeWords = new Set(places().flatMap((p) => p.toLowerCase().match(/[a-z]+/g) ?? []));
  const unknown = (words: string[]) => words.filter((w) => !ASKING_WORDS.has(w) && !placeWords.has(w) && !vocabulary.has(w));
  const subject = (text.match(/[a-z]+/g) ?? []).filter((w) => w.length >= 4 && !ASKING_WORDS.has(w) && !placeWords.has(w));
  if (subject.length > 0 && subject.every((w) => !vocabulary.has(w))) return true;
  const askedFor = ASKED_FOR.exec(text)?.[1]?.match(/[a-z]+/g)?.filter((w) => w.length >= 3) ?? [];
  if (REQUEST.test(text) && unknown(askedFor).length > 0) return true;
  // "Random q but are the cleaners background checked?": an aside about our cleaners is ours, whatever else it says.
  return !!aside && !OUR_SUBJECT.test(aside) && unknown((aside.match(/[a-z]+/g) ?? []).filter((w) => w.length >= 4)).length > 0;
}

/**
 * What a price is asked of: "how much does a plumber cost in newark", "a good rate to charge for babysitting", "a good
 * standing desk under $300". The thing ends where the place, the time or the asking goes on.
 */
const PRICE_OF = [
  /\bhow much (?:(?:is|are|does|do|would|will|should|did|for|to (?:hire|get|pay))\s+)+((?:[a-z'-]+\s+){0,3}?[a-z'-]+?)(?=\s+(?:cost|costs|charge|charges|run|runs|go for|usually|typically|normally|make|earn|get paid|in|near|around|at|per|these days|nowadays|an hour|a month)\b|\s*[?.!,;]|$)/,
  /\b(?:rate|price|cost|going rate|fee|wage)s? (?:to (?:charge|pay|ask) )?(?:of|for) ((?:[a-z'-]+\s+){0,2}?[a-z'-]+?)(?=\s+(?:in|near|around|at|these days|nowadays|per)\b|\s*[?.!,;]|$)/,
  /\b(?:good|best|decent|cheap|affordable) ((?:[a-z'-]+\s+){0,2}?[a-z'-]+) (?:under|below|for (?:less than|under)) \$\d/,
];
/** Someone paid for a trade ("a plumber", "a dog walker"), or the work itself ("babysitting"): the head word of the thing priced. */
const A_TRADE = /^[a-z-]{3,}(?:er|or|ist|ian)$/;
const THE_WORK = /^[a-z-]{3,}ing$/;
/** A trade or work that is cleaning, whatever the site calls it: "a window washer", "carpet shampooing". */
const CLEANING_WORK = /clean|wash|scrub|polish|shampoo|steam|dust|vacuum|mop|sweep|wip|maid|keep|organi[sz]/;
/** A thing for sale, asked with a budget ("a good standing desk under $300"): priced elsewhere unless it is ours. */
const ON_A_BUDGET = /\bunder \$\d|\bbelow \$\d|\bfor (less than|under) \$\d/;
/** Words that keep a thing priced ours: a room, a task or an item we clean, a pronoun for what was asked before, a count. */
const OURS_PRICED = new RegExp(String.raw`\b(it|that|this|one|them|those|these|you|u|your|ya|y'?all|nestwell|${HOUSEHOLD_TASKS}|fans?|fixtures|pets?|dogs?|cats?|hair|fur|extra|more)\b|\d`);

/**
 * A price asked of something not ours: "how much does a plumber cost in newark", "whats a good rate to charge for
 * babysitting in summit", "whats a good standing desk under $300". The thing priced is a trade or its work that no page of
 * ours names, or something bought on a budget, with none of our words in it ("how much for the dog hair?" stays ours).
 */
function pricedElsewhere(text: string, vocabulary: ReadonlySet<string>): boolean {
  for (const pattern of PRICE_OF) {
    const thing = pattern.exec(text)?.[1];
    const head = thing?.match(/[a-z-]+/g)?.at(-1) ?? '';
    if (!thing || CLEANING_WORK.test(head)) continue;
    const ours = OUR_WORDS.test(thing) || OURS_PRICED.test(thing);
    // Bought on a budget: a desk is ours to dust, not to sell.
    if (pattern === PRICE_OF[2]) {
      if (!ours && ON_A_BUDGET.test(text)) return true;
      continue;
    }
    if (vocabulary.has(head)) continue;
    // A dog walker is no pet of ours to clean after; "dog hair" and "the windows" are.
    if (A_TRADE.test(head) || (!ours && THE_WORK.test(head))) return true;
  }
  return false;
}

/** A request for help or knowledge: "can you help me outline", "how do I get my pension increased", "what's a p value". */
const ASKS_FOR_HELP = /\b(?:(?:can|could|would)\s+(?:you|u)\s+(?:help|proofread|edit|write|check|explain|teach|tell me)|help me|do (?:you|u) know (?:how|what|when|where|why|if|whether)|how (?:do|can|should|would|does|often|many|much|long)|how (?:i|we) (?:can|could|should|do)|what(?:'s| is| are)|whats)\b/;
/** Words of what we do and where (slots.ts's ON_TOPIC, and more): a question with any of them is ours, answered or not. */
const OUR_WORDS = new RegExp(String.raw`${ON_TOPIC.source}|\b(?:maids?|appointments?|visits?|pric\w*|costs?|charg\w*|fees?|pay\w*|refund\w*|code|newcomer|discounts?|promo\w*|apps?|accounts?|support|appl(?:y|ied|ication)\w*|hir\w*|rooms?|bed\w*|bath\w*|kitchen\w*|living|dish\w*|standard|deep|mov(?:e|ing)|turnover|business\w*|homes?|apt|places?|areas?|towns?|city|county|cookies?|website|site|chat|reviews?|photos?|promise|cancel\w*|reschedul\w*|schedul\w*|insur\w*|suppl\w*|pets?|dogs?|cats?|keys?|access\w*|blog|posts?|articles?|creators?|videos?|tiktok|instagram|socials?|laundry|windows?|carpets?|floors?|mold|mould|guests?|hosts?|tip|tips|tipping|gift|safe\w*|trust\w*|vetted|background|persons?|people|ppl|someone|somebody|strangers?|stuff|belongings|steal\w*|theft|comes|coming|arriv\w*|banner|accept\w*|consent|track\w*|analytics|gpc|phones?|telephone|iphone|android|download\w*|install\w*|programs?|software|computer|email|call|number)\b`);
/** Addressed to what we offer: "do you sell gift certificates?", "does your app...": ours, even in words the site lacks. */
const TO_US = /\b(?:do|does|can|will|would|could|are|is)\s+(?:you|u|ya|nestwell)(?:\s+guys)?\s+(?!help\b|know\b|tell\b|explain\b|teach\b|proofread\b|write\b|edit\b|check\b)[a-z]+|\byour\b|\bnestwell\b|\b(?:you|u) guys\b/;

/**
 * "Can you help me outline my capstone paper?", "how do I get my VA pension increased", "how many days does a landlord
 * have to return a deposit": a request for help on a subject none of our words touch, and not put to us as a business
 * ("do you sell gift certificates?" is ours, however the site is silent). For a question the site does not answer: it
 * is not ours to send to support, so it is declined.
 *
 * @example asksOtherHelp('can u help me w my stats hw real quick, whats a p value') // true
 */
export function asksOtherHelp(text: string): boolean {
  return ASKS_FOR_HELP.test(text) && !OUR_WORDS.test(text) && !TO_US.test(text) && !mentionsRooms(text);
}
