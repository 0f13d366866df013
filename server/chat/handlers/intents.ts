import { formatCents } from '../../../kernel/money.ts';
import type { ChatAnswer, Facts, Source } from '../../../kernel/chat/model.ts';
import { LANGUAGES_READ } from '../understand/languages.ts';
import { AN_ENTRY_CODE, AREA_WAITLIST, CLAIMS_TO_BE_US, CLEANER_FROM, CLEANER_LANGUAGE, DONE_WITH, FREQUENCY, LANGUAGES_SPOKEN, officeService, ONE_GUEST_TO_THE_NEXT, PHOTOS } from '../understand/slots.ts';
import { OTHER_ROOM } from '../understand/rooms.ts';
import { tasksNamed, UNLISTED_ITEM_CLEANED } from '../understand/tasks.ts';
import { ENTRY_DELETED, OFFER_ENDS } from './legal-pages.ts';
import { ROOM_EXTRA_ASKED } from './room-kind.ts';
import { ADD_ON_WORDS, ANOTHER_CLIENT, CODE_SEVERAL, CODE_USED, COMMITMENT, extremeAddOns, FOR_SALE, FOR_SALE_LEAD, HOME_AFTER_THE_FIRST, OTHER_CHARGES, ownWords, PENALTY, SOMEONE_ELSE, SUM_ASKED } from './prices.ts';
import { GOOGLE_REVIEW_PAGE, googleReview, HELP_CENTRE, HOME_PRICING, namedProfile, NJ_PAGE, PROFILE_ADDRESS, officialProfiles, phoneLink, supportLink, SUPPORT_HOURS_ASKED, type HandlerContext, type Question } from './context.ts';
import { linkTo, list, singular } from '../reply-parts.ts';
import { ADD_ON_WORTH_IT, ASSURED_OF_WHO_IS_SENT, cantWait, NO_DAMAGE_POLICY, NO_RETURN_VISIT, RETURN_VISIT, THEFT_FEARED, TIER_FOR_THE_HOME } from './topics.ts';
import { answerFormFields, fieldsAskedFor, FORM_FIELDS_ASKED, SIZE_ASKED } from './forms.ts';
import { CLEANER_COMES_OR_GOES } from './app-topics.ts';


/** A schedule that changes from week to week: "different days every week", "my schedule is all over the place". */
const IRREGULAR_DAYS = /\bdifferent days?\b|\b(not|never) (always )?the same day\b|\ball over the place\b|\b(changes|varies) (every|each) week\b/;

/** Something breaking, asked before it happens: "what if they break one of her plates?", "and if one of them knocks over the cabinet?". */
/** A cleaning found wanting after it: "when I open it after, it still nasty", "the oven is still greasy". */
const STILL_DIRTY = /\b(still|remains?)( (is|was|looks?))? (dirty|nasty|filthy|greasy|gross|grimy|not clean(ed)?)\b/;
const BEFORE_A_BREAK = /\b(what if|if (one of )?(they|she|he|them|the cleaners?|someone|your (cleaners?|people|crew|staff))|what happens if)\b[^.?!]{0,40}\b(break|breaks|(gets?|is|are) (broken|damaged|chipped|scratched)|knocks? (over|down)|damages? (my|the|our|her|his|a|an|something|anything)|scratch(es)?|ruins?|chips?|cracks?)\b/;

/** How the answer for a task not on the add-on list opens: a part that only describes gives it way to the others. */
export const NOT_A_NAMED_ADD_ON = "That isn't one of the named add-ons";
/**
 * A topic the structured content answers exactly. Its reply may add lines for the sub-question
 * asked ("does NEWCOMER work on every cleaning?"), so a fixed paragraph never ignores it.
 */
interface Intent {
  name: string;
  /** Intents of one group never both answer: the first that matches does. */
  group: string;
  matches: RegExp;
  /** Questions that only look like this topic. */
  unless?: RegExp;
  /** What the question must also say for the topic to be asked, not only named. */
  when?: RegExp;
  answer: (ctx: HandlerContext, text: string) => ChatAnswer;
}

/**
 * Gym equipment asked to be cleaned: "do they disinfect the treadmills and weight benches?", "wipe down the fitness center's
 * machines". (Mats are single items, the Other add-on's; a treadmill in a basement asks nothing of it.)
 */
const GYM_EQUIPMENT = /\b(clean|disinfect|wipe|saniti[sz]e)\w*\b[^.?!]{0,40}\b((gym|fitness|exercise|workout|weight) (equipment|machines?)|treadmills?|weight benches|ellipticals?|exercise bikes?|dumbbells)\b/;

/** What the socials page says of a profile address named: ours, or not one of ours. */
const profileVerdict = (named: ReturnType<typeof namedProfile>, facts: Facts) => (!named ? '' : named.ours
  ? `Yes, ${named.address} is one of our official profiles.\n`
  : `No, ${named.address} isn't one of our official profiles, so it isn't ${facts.brand}'s. Don't send card details or money through it, and tell ${supportLink(facts)} about it.\n`);

/** How what a form sends is used: "how will the information we submit be used?", "will our details be shared?". */
const FORM_DATA_USED = /\bhow (?:will|would|is|are|does) (?:the |my |our |this |that )?(?:information|info|data|details)\b[^.?!]{0,40}\b(?:be )?used\b/;

const article = (ctx: HandlerContext, key: string, fallback: Source = HELP_CENTRE) => ctx.page(key, fallback);

/** The Other add-on's price, as the price list gives it. */
const otherAddOnPrice = (ctx: HandlerContext) => formatCents(ctx.facts.addOns.find((a) => a.item === 'Other')?.price ?? 0);

/**
 * ": the list names none of windows, sheets or laundry", where a message names several tasks; one task is "that", unless
 * a named add-on is asked beside it (": the list doesn't name windows").
 */
const tasksSaid = (tasks: readonly string[], addOnToo: boolean) => {
  if (tasks.length > 2) return `: the list names none of ${list(tasks, 'or')}`;
  if (tasks.length > 1) return `: the list names neither ${tasks[0]} nor ${tasks[1]}`;
  return tasks.length && addOnToo ? `: the list doesn't name ${tasks[0]}` : '';
};

/** The words that name an add-on's item ("fridge" for Refrigerator inside); none for Other, which names no item. */
const wordsFor = (addOn: Facts['addOns'][number]): RegExp | undefined => {
  const key = addOn.item.split(' ')[0]!.toLowerCase();
  return key === 'other' ? undefined : ADD_ON_WORDS[key];
};

/**
 * " Dishes wash ($8.50) is a named add-on...", where a message asking for tasks no add-on names asks for a named one too ("wash the
 * dishes, make the beds and do the laundry?", "inside the fridge, the windows, baseboards?").
 */
function namedAddOnsToo(addOns: Facts['addOns'], text: string): string {
  const named = addOns.filter((addOn) => !!wordsFor(addOn)?.test(text));
  if (!named.length) return '';
  return ` ${list(named.map((addOn) => `${addOn.item} (${formatCents(addOn.price)})`))} ${named.length > 1 ? 'are named add-ons' : 'is a named add-on'}, a deeper clean of that item at a flat price.`;
}

/** A task no add-on names: the Other add-on, and the named add-ons asked beside it. */
function otherTask(ctx: HandlerContext, text: string): ChatAnswer {
  const addOns = namedAddOnsToo(ctx.facts.addOns, text);
  const tasks = tasksNamed(text);
  return {
    reply: `${NOT_A_NAMED_ADD_ON}${tasksSaid(tasks, !!addOns)}, and the site doesn't say whether ${tasks.length > 1 ? 'they' : 'it'} can be done.${addOns} The add-on list ends with Other (${otherAddOnPrice(ctx)}), for a single item that isn't on the list: choose it when you describe your space in the app and explain in your notes. If you're not sure whether a task can be done, or how it will be priced, ask ${supportLink(ctx.facts)} before you confirm, 24/7.`,
    sources: [article(ctx, 'can-i-request-a-task-that-isnt-on-the-add-on-list')],
  };
}

/**
 * Whether Deep Cleaning can be had for a workplace, asked: "can we book your Deep Cleaning for an office, or is that only
 * for homes?", "is deep available for offices?"; not a quote asked for one ("deep cleaning quote for our office suite").
 */
export const DEEP_FOR_A_WORKPLACE = /\b(can|could|may|might|is|are|do you|does)\b[^.?!]{0,40}\bdeep( clean\w*)?\b[^.?!]{0,40}\b(only for (homes|houses|residences)|(for|to) (an? |our |my |the |your )?(office|offices|workplace|practice|clinic|business|store|shop|salon|restaurant)s?)\b|\bdeep( clean\w*)?\b[^.?!]{0,60}\bonly for (homes|houses|residences)\b/;

/** A phone named by its make: "i have samsung galaxy phone", "my pixel", and an iPhone: one named alone has one store. */
const ANDROID_PHONE = /\b(android|samsung|galaxy|pixel|motorola|moto g|lg|oneplus|xiaomi)\b/;
const IPHONE = /\b(iphone|i phone|ios)\b/;

/** A topic the site gives no facts on: say so, give what it does say, and point to support and the nearest article. */
function honest(ctx: HandlerContext, missing: string, known: string, nearest: Source[]): ChatAnswer {
  return {
    reply: `The site doesn't say ${missing}, so I won't guess. ${known} For a sure answer, ask ${supportLink(ctx.facts)}, available 24/7.${nearest.length ? `\nSee also ${list(nearest.map(linkTo))}.` : ''}`,
    sources: nearest,
  };
}

/** A booking begun, not yet confirmed: "if I start booking", "halfway through booking", "before I confirm". */
const BEFORE_CONFIRMING = /\b(start|started|starting|begin|began|halfway through|in the middle of) (the )?booking\b|\bbefore (i|we) (confirm|book|pay)\b/;

/** A pet named, by kind or breed: "our golden", "a litter box", "the parrot". */
export const PETS = /\b(pets?|dogs?|cats?|puppy|puppies|kittens?|animals?|pit ?bulls?|pitties|retrievers?|shepherds?|husk(y|ies)|doodles?|poodles?|terriers?|chihuahuas?|beagles?|rabbits?|bunn(y|ies)|hamsters?|guinea pigs?|snakes?|reptiles?|lizards?|litter ?box(es)?|greyhounds?|labradors?|labs?(?= (who|that|mix|named|is))|(?<=\b(?:lbs?|pound|black|yellow|chocolate) )labs?|barking|barks? (at|like)|crate (him|her|them|it)|goldens?(?= (who|that|retriever|doodle|is|and|named))|corgis?|dachshunds?|maltese|bulldogs?|pugs?|schnauzers?|spaniels?|collies?|yorkies?|shih tzus?|mutts?|parrots?|parakeets?|budgies?|cockatiels?|birds?|ferrets?|tortoises?|turtles?)\b/;

/** Whether something applies to a business booking: "does your no-pay promise apply to business cleanings too?". */
// "Does it apply to the studio cleaning too?" from a business owner: a workplace named by its kind.
const FOR_BUSINESS = /\b(appl(y|ies)|cover(s|ed)?|work|count|valid|too|also)\b[^.?!]{0,30}\b(business(es)?|offices?|commercial|compan(y|ies)|workplaces?|corporate|studio(?! (?:apartment|apt|flat|unit))|salon|shop|store|restaurant|clinic|practice)( cleanings?| bookings?| clients?| customers?)?\b|\b(business|office|commercial) (cleanings?|bookings?|clients?)\b[^.?!]{0,20}\b(too|also|as well)\b/;

/** One person in a home happy with a cleaning and another not: "what if my roommate isn't happy but I am". */
const OTHERS_DISAGREE = new RegExp(String.raw`\b(my|our) (${SOMEONE_ELSE}|roomm?ates?|partner|spouse|wife|husband|boyfriend|girlfriend|landlord|tenants?|family)\b[^.?!]{0,40}\b(isn'?t|is not|wasn'?t|aren'?t|not|un)\s?(happy|satisfied|pleased)\b[^.?!]{0,20}\bbut (i|we) (am|are|was|were|'m|'re)\b|\b(i'?m|i am|we'?re|we are) (happy|satisfied|pleased)\b[^.?!]{0,20}\bbut (my|our) (\w+ ){1,2}(isn'?t|is not|wasn'?t|aren'?t)\b`);

/** Whether the crew's app is the one to install, asked by someone booking: "the store shows me nestwell crew first, is that the one". */
const CREW_APP_ASKED = /\bcrew\b[^?]*\b(is (that|it|this) (the one|it|the app|the right one|correct|right)|that the one)\b|\bis (nestwell )?crew (the|an?) (one|app)\b|\bis (it|that|the (app'?s? )?name( of (the|your) app)?) (called )?(the )?(nestwell )?crew\b/;
/** The app's name asked: "what is the exact app name in play store", "what do I search for?". */
const APP_NAME = /\b(app'?s? name|name of (the|your) app|(what'?s|what is|whats) (the )?(exact |right |correct |full )?name\b[^.?!]{0,30}\b(app|play store|app store|google play)|(what'?s|what is|whats) (the app|your app) called|what (do|should) (i|we) search for|called (in|on) the (play|app) store)\b/;

/** "The cleaner app", "the app for cleaners": a client's name for our app, or a cleaner's for the crew's; both apps answer it. */
const CLEANERS_APP = String.raw`\b(?:the |a |your |ur )?cleaner(?:'?s|s')? app\b|\bapps? for (?:the |your )?(?:cleaners|workers|housekeepers|maids|staff)\b`;

/** A message said to be ours that asks for money, card details or a payment: "wants $50 by Zelle", "asked for my card number". */
const ASKS_FOR_MONEY = /\$\s?\d|\b(pay|paid|payment|money|fee|deposit|zelle|venmo|cash ?app|paypal|gift ?cards?|wire|transfer|card (number|details)|credit card|bank|discounts?|codes?|% off|percent off|deals?|free|offer\w*|rates?|contracts?)\b/;
/** Someone who would rather not use an app: "I'm not handy with apps", "I don't have a smartphone", "by phone". */
/** No apps for the one asking, or a call asked for: "not good with apps", "Mama cannot use the app", "no smartphone", "by phone". */
const WITHOUT_APPS = /\b(not (handy|good|great) with (apps?|phones?|technology|computers)|no smart ?phone|(don'?t|do not) have a smart ?phone|(can'?t|cannot|can not|unable to|doesn'?t|does not|don'?t|do not) (\w+ )?(use|work|handle|manage) (the |an? )?(apps?|smart ?phones?)|without (the |an )?app|by (tele)?phone|call (you|someone))\b/;

/** A task said to be off the add-on list: "it isn't on your add-on list", "clean inside the rice cooker? it's not in your list". */
/** One item asked about as an add-on, none of the listed ones named: "the grooming tub scrubbed out too. is that an add on?". */
/**
 * A shop's or a home's glass case or cabinet asked to be cleaned or priced: an item no named add-on is. Not one named as
 * something to keep safe ("grandmother's china cabinet... I don't want them touched", "if the cleaner breaks something").
 */
const A_CASE = /^(?=[\s\S]*\b(?:inside|insides|clean\w*|wash\w*|wip\w*|dust\w*|polish\w*|price|cost|how much|extras?|add-?ons?)\b)(?![\s\S]*\b(?:break\w*|broke|broken|touch\w*|insur\w*|damag\w*)\b)[\s\S]*\b(?:(?:glass|display|pastry|bakery|deli|trophy|curio|china) )+(?:cases?|cabinets?)\b/;
const ITEM_AS_ADD_ON = /^(?![\s\S]*\b(?:ovens?|fridges?|refrigerators?|microwaves?|stove ?tops?|dishwashers?|dishes|other)\b)[\s\S]*\b(?:is|are|would|will) (?:that|it|this|those|these|(?:cleaning |washing |scrubbing )?(?:the|my|our|a|an) (?!(?:cheapest|priciest|dearest|most|least|best|first|last|only|biggest|smallest|popular|main|other|same|next|cheaper|pricier)\b)[\w-]+(?: [\w-]+)?)(?: be| count as)? (?:an? |one of (?:the|your) )?add[- ]?ons?\b(?=\s*(?:[?.!,;]|$|and\b|or\b|too\b|also\b|as well\b))/;
const NOT_ON_THE_LIST = /\b(not|isn'?t|aren'?t|is not|are not) (on|in|part of) (the |your |that )?add[- ]?ons? list\b|\bnot (one of )?(the |your )?(listed|named) add[- ]?ons?\b|^(?=[\s\S]*\b(clean|wash|remov\w*|scrub|do (it|that|this|them))\b)[\s\S]*\b(not|isn'?t|aren'?t|is not|are not) (on|in) (the |your |that )?list\b/;
/** Sheets or towels changed or washed, not brought: a task asked, which the Other add-on answers. */
const LINENS_CHANGED = /\b(change|changes|changing|wash|washes|washing|swap|replace|strip|strips|stripping)\b/;

/**
 * What a client asks to see of a cleaner: "can I see the cleaner's name and their background check report before?". The
 * site shows neither, so it is said, before what it does say.
 */
function seenBeforehand(text: string): string {
  const unsaid = [
    /\b(cleaner'?s|their|her|his) names?\b|\bwho (it|the cleaner) (is|will be)\b/.test(text) && "the cleaner's name before the visit",
    /\b(cop(y|ies)|report|results|proof|certificates?|paperwork)\b/.test(text) && 'a copy of a background-check report',
  ].filter(Boolean);
  return unsaid.length ? `The site doesn't say you can see ${unsaid.join(' or ')}, so I won't promise it; ask client support. ` : '';
}

/** Whether a cleaner can help someone hurt: training the site never describes. */
const FIRST_AID = /\b(train\w*|first aid|cpr|know how to help|help (me|her|him|them) up)\b/;
/** A cleaner's training or experience asked about by a client: "are your cleaners trained?" (HIPAA training is topics.ts's). */
const TRAINED = /\b(cleaners?|they|she|he|staff|workers?|maids?|people|crew|team)\b[^.?!]{0,20}(?<!\bhipaa[- ])\b(trained|training|experienced|qualified)\b(?! (in|on|for) (hipaa|privacy|confidential\w*))|\b(what|any|how much) (kind of |sort of )?(training|experience) (do|does|did|have|has)\b/;

/** People a visitor books for, or who book for them: family and friends (prices.ts), and a home's tenants, landlord, guests, buyers. */
const PEOPLE = String.raw`(?:${SOMEONE_ELSE}|tenants?|renters?|landlords?|guests?|owners?|relatives?|grand\w+|buyers?|sellers?)`;

/**
 * Booking or paying for someone else's home, or someone else booking yours: "can the outgoing tenant book and pay the move-out
 * herself?", "or my son can book for me on his iPhone?", "might she arrange the cleaning for my house on my behalf?", "my
 * son will pay from his phone... that is ok?" (not "my husband will book it" said beside another question).
 */
const SOMEONE_ELSE_BOOKS = new RegExp(String.raw`\b(book|booking|pay|paying)\b[^.?!]{0,50}\bfor (my|our|her|his|their) ${PEOPLE}('?s)?\b|\b(can|could|may|will|would) (the |my |our )?(outgoing |new |former |old )?${PEOPLE} (\w+ )?(book|pay)\b|\b(book|pay) (it |them |the cleaning |for it )?(herself|himself|themselves)\b|\b${PEOPLE} (be|is|being) the one (who|that|to) (books?|pays?)\b|\b${PEOPLE}\b[^.?!]{0,60}\b(make|do) the booking for (me|us)\b|\b(my|our) ${PEOPLE} (can|could|may) (\w+ )?(book|pay|arrange)\b|\b(my|our) ${PEOPLE} (will|would) (\w+ )?(book|pay|arrange)\b(?=[^?]*\b(ok|okay|alright|fine|possible|allowed)\b)|\b(book|arrange|order|schedule)\b[^.?!]{0,60}\bon (my|our) behalf\b`);

/**
 * Booking for someone else, when nothing else answered it: the site says only that a cleaning is booked and paid in the
 * app with the home's address. Null when it isn't asked.
 */
export function someoneElseBooks(text: string, ctx: HandlerContext): ChatAnswer | null {
  // "...before I book it for my daughter." asks nothing of it.
  if (!SOMEONE_ELSE_BOOKS.test(text) || !SOMEONE_ELSE_ASKED.test(text) || SOMEONE_ELSE_CODE.test(text)) return null;
  return forSomeoneElse(ctx);
}

/** A question, not a sentence that says it: "can I ...?", "...for my daughter?". */
const SOMEONE_ELSE_ASKED = /\?|^(can|could|may|will|would|is it|am i|do i)\b/;
/** The code asked for someone else is the offer's question. */
const SOMEONE_ELSE_CODE = /\b(code|newcomer|discount|promo|half off|50%)\b/;

function forSomeoneElse(ctx: HandlerContext): ChatAnswer {
  return honest(ctx, "anything particular about booking or paying for someone else's home, or someone else booking yours",
    `What it does say: a cleaning is booked in the ${ctx.facts.brand} app with the address of the home to be cleaned, in New Jersey, and paid in the app when it is booked.`,
    [article(ctx, 'how-do-i-book-my-first-cleaning'), article(ctx, 'how-do-i-pay-&-use-the-newcomer-code')]);
}

/** The code asked of a household or of several accounts: "one per household?", "again on a second account?", "can we each use it?". */
const CODE_ACROSS = /\b(one (per|for each|a) (household|family|home|house|address|account|person|owner|client)|per (household|family|address|account|resident|owner|client)|(each|every) (owner|client)'?s? (own )?(account|acct|code)|(second|another|new|other|different|separate) (accounts?|accts?|emails?)|(each|all|both) (of us )?(make|made|open|create)\w* (an? |our |their )?(own )?accounts?|(can|could) (we|all of us) (each|all|both) use|(can|could) (all|both) ((\d+|two|three|four|five) )?of us use|each (person|one of us) (books?|uses?|gets?)|(can|could) each of us( \d+| two| three| four| five)? use|take turns (booking|using)|we each use|each (resident|roommate|housemate)\b[^.?!]{0,40}\b(use|eligible)|por (familia|casa|persona|hogar))\b/;

/** No app of one's own, or someone else's phone to book on: "I got a flip phone, no apps", "can she set it up for me on her phone". */
const NO_APP_OF_ONES_OWN = /\b(flip (tele)?phones?|no smart ?(tele)?phones?|no apps|(don'?t|do not|dont|doesn'?t|does not) (have|own|use) (a |an |one of those )?smart ?(tele)?phones?|(on|from|with) (her|his|their) (own )?(tele)?(phone|cell|iphone|android)|(caregiver|aide|daughter|son|niece|nephew|grand\w+|helper)s? (can|could|will|would) (\w+ )?(book|set (it|this|that|everything) up))\b/;

/** Work outdoors that isn't cleaning: "do you folks also do lawn mowing or snow shoveling at rentals?". */
const YARD_WORK = /\b(lawn ?(mowing|care)|mow(ing)? (the |my |our )?(lawn|grass|yard)|(snow|leaf|leaves) (shovel\w*|removal|blowing|plowing|raking)|shovel(ing|ling)? (the )?(snow|driveway|walk|sidewalk)|snow shovel\w*|rak(e|ing) (the )?leaves|landscap\w*|gardening|weeding|yard ?work)\b/;

/** A visit that fell short, told of: "our cleaner last night left the kitchenette dirty and did not empty the trash". */
const A_VISIT_FELL_SHORT = /\b(cleaners?|she|he|they)\b[^.?!]{0,40}\b(didn'?t|did not|forgot to|failed to|never|left (the |my |our )?\w+ (dirty|messy|undone))\b/;

/** Whether the people who come are checked: "are they checked", "how do you check the people you send?" (the vetting's, not who is matched or how they get in). */
const VETTING_ASKED = /\b(are|is|were|was) (they|he|she|the cleaners?|cleaners|the (person|people|crew)|these people|those people|them) (all )?(checked|vetted|screened|background[- ]checked)\b|\b(check|screen|vet)(s|ing)? (out )?(the |your |these |those )?(people|persons?|cleaners?|crew|staff|workers?)\b/;

/** A discount asked for several homes at once: "a multi-unit discount", "if I book all three apartments together". */
const SEVERAL_AT_ONCE = /\b(multi[- ]?(unit|property|home|apartment|building)s?|(have|own|manage|run) (\d+|two|three|four|five|six|seven|eight|nine|ten|several|multiple|many) (apartments|apts|units|homes|houses|properties|rentals|condos)|(book|booking|clean|cleaning) (all|both|the) (\w+ )?(units|apartments|apts|homes|houses|properties|rentals|cottages|buildings) (together|at once|at the same time))\b/;

/** A question answered yes or no: "can I use it again?", "does it work on both?". */
const YES_NO = /^(?:(?:so|and|ok|okay|but|also|hi|hello),? )*(can|could|may|might|do|does|did|is|are|will|would|should|am)\b|\b(can|could|may) (i|we|you)\b[^.?!]*\?/;
/** The code named: "NEWCOMER", "the code", "the discount", "half off". */
const CODE_NAMED = /\b(codes?|newcomer|discount|promo|coupon|half[- ]?(off|price)|50 ?%|50 percent)\b/;
/** Another home, business, account or person the code is asked of: "for my dad's place", "a different address", "the new shop". */
const ANOTHER_SPACE = /\b(different|another|new|other|separate) (address|home|house|place|apartment|apt|condo|unit|property|location|account|email|shop|store|business|customer|client)\b|\b(can|could|may|will|would) (he|she|they) (also |still )?(be able to )?(use|get|have)\b|\bfirst (cleaning|clean|visit) (at|of|for) (the |my |our )?\w+|\b(for|on|at) (my|our|the|his|her|their|a|an) (own )?(\w+ ){0,2}(house|home|apartment|apt|place|condo|studio|shop|store|caf[eé]|practice|office|business|salon|restaurant|gym|rental|listing|cottage|unit|duplex|parsonage|hall|church|room)\b|\b(dad|mom|father|mother|parents|sister|brother|daughter|son|aunt|tia|grandma|grandmother|friend|employer|wife|husband|housemate|roommate|neighbou?r)('?s)?\b|\bunit \d/;
/** The code asked of a cleaning after the first: "again", "my second cleaning", "this one too", "the next visit". */
const AFTER_THE_FIRST = /\b(again|second|2nd|third|3rd|twice|more than once|next (one|time|cleaning|clean|visit|booking)|future (cleanings?|visits?|bookings?)|later (cleanings?|visits?)|every (cleaning|clean|visit|time|booking)|each (cleaning|clean|visit|time|booking)|(this|that) (one|cleaning|clean|visit|booking|time) (too|also|as well)|(all|every|each|\d+) (of (my|our|the|these|those) )?(\d+ )?(cleanings|cleans|visits|bookings|appointments|jobs|move-?outs|move outs|turnovers))\b/;

/** The code asked of someone else booking one's first cleaning: "would she get the half-off code for my first cleaning?". */
const BOOKER_S_CODE = /\b(would|could|can|will|does) (she|he|they|my \w+) (get|use|apply|have)\b[^.?!]{0,40}\b(code|discount|half[- ]off|50%)[^.?!]{0,40}\b(my|our) first\b/;
/** Someone else named ("my neighbour already used it"), whose first cleaning is not the visitor's. */
const SOMEONE_ELSE_NAMED = new RegExp(String.raw`\b${SOMEONE_ELSE}\b`);

function offerReply({ facts, page }: HandlerContext, text: string): ChatAnswer {
  const code = facts.offer.code;
  const howToUse = `Your first cleaning is ${facts.offer.percentOff}% off with the promo code ${code}: enter it in the ${facts.brand} app when you book, and the app shows the discounted total before you confirm.`;
  const lines = [howToUse];
  const other = /\b(seniors?|old (people|folks|persons?|age|ladies|men)|elderly|pensioners?|aged \d+|i am [6-9]\d|i'?m [6-9]\d|military|veterans?|student|(students?|teams?|coach(es)?|athletes?) (discounts?|rates?|pricing|deals?)|discounts? for (\w+ )?(teams?|students?|coach(es)?|athletes?)|teachers?|nurses?|retirees?|retired|nonprofits?|non-profits?|non profits?|charit(y|ies|able)|religious|churches|church|parish(es)?|synagogues?|mosques?|congregations?|disabilit(y|ies)|disabled|low[- ]income|fixed income|501\s?\(?c\)?|referr?al|refer|loyalty|bulk|first responders?|other discounts?|any other|besides|cheaper|combine|stack\w*|another (code|discount|coupon)|other (codes?|coupons?)|gift cards?|vouchers?|early (bird|sign[- ]?ups?|access)|for (signing|joining) (up )?(early|first)|(signing|joining) (up )?early|wait ?list|(business|corporate|commercial|office|company) (discounts?|rates?|pricing|deals?))\b/.test(text);
  // The terms: new clients get it for their first cleaning, and the app shows any conditions of the offer before you confirm.
  const conditions = `The app shows the discount and any conditions of the offer before you confirm; if it doesn't apply, ask ${supportLink(facts)} before confirming.`;
  // "Can I use the code again on my second cleaning?", "NEWCOMER on this one too?": asked of a cleaning after the first, the
  // answer opens with its no; of several homes at once ("NEWCOMER on both cottages?") the site says nothing either way, so
  // that answer opens the reply, without a no. Only asked of the code in the question's own words, not of a subject carried.
  const own = ownWords(text);
  // "How many of my units can use it?" opens with the answer too.
  const yesNoOfTheCode = (YES_NO.test(own) || /\bhow many\b/.test(own)) && CODE_NAMED.test(own) && !ANOTHER_CLIENT.test(text) && !CODE_ACROSS.test(text);
  // "Again for my dad's place?", "for the new shop?": whether another home or person makes a first cleaning the site doesn't
  // say, so the answer opens without the no.
  // "I already used the code... can I use it again?": how to use it, or what it works on, answers someone else.
  let usedAlready = false;
  const opens = (line: string, no: boolean | null) => (yesNoOfTheCode && no !== null ? lines.unshift(`${no && !ANOTHER_SPACE.test(own) ? 'No: ' : ''}${line}`) : lines.push(line));
  if (ANOTHER_CLIENT.test(text) || CODE_ACROSS.test(text)) {
    // "On each of my 3 rental houses? same acct, or make new accts": one first cleaning for the homes too.
    const homes = CODE_SEVERAL.test(text) ? ` With one account, ${code} is for one first cleaning, not one for each home.` : '';
    lines.push(`The site offers ${code} to new clients, for their first cleaning; it doesn't say how it treats a household, a shared address or a second account, so I won't promise it either way.${homes} ${conditions}`);
  } else if (BOOKER_S_CODE.test(own)) {
    // "Would she get the half-off code for my first cleaning?" (a daughter booking for her mother): whose first cleaning counts when another books.
    lines.push(`${code} is for a new client's first cleaning. The site doesn't say how it applies when someone else books and pays for your cleaning, so I won't promise it either way: the app shows the discount, and any conditions, before you confirm, and ${supportLink(facts)} can tell you first, 24/7.`);
  } else if (HOME_AFTER_THE_FIRST.test(own) && !SOMEONE_ELSE_NAMED.test(text)) {
    // "Same code on unit #2 too?", "can I also use it on the apartment?": a home cleaned after the first is not a first cleaning.
    const line = `${code} is for a new client's first cleaning, one cleaning, not one for each home: a home cleaned after your first cleaning is at the regular rates. ${conditions}`;
    if (yesNoOfTheCode) lines.unshift(`No: ${line}`);
    else lines.push(line);
  } else if (CODE_SEVERAL.test(text)) {
    opens(`${code} is for a new client's first cleaning, one cleaning: later cleanings are at the regular rates, and the site doesn't say whether several homes or units booked together count as one first cleaning, so I won't promise it. ${conditions}`, false);
  } else if (/\bcancel\w*/.test(text) && /\b(still|again|next|lose|lost|keep|work|valid)\b/.test(text)) {
    // "If I cancel, does my NEWCOMER still work next time?": the site is silent on a cancelled first booking.
    opens(`The site doesn't say whether ${code} still works after a booking it was entered on is cancelled, so I won't promise it either way; ask ${supportLink(facts)} before you book again, 24/7.`, false);
  } else if (CODE_USED.test(text)) {
    usedAlready = !SOMEONE_ELSE_NAMED.test(text);
    opens(`${code} is for a new client's first cleaning: later cleanings, recurring ones included, are at the regular rates, and the site doesn't say a new address, another home or a business makes you eligible again, so I won't promise it. ${conditions}`, true);
  } else if (/\b(every|each|all|always|just|only|twice|again|second|2nd|recurring|weekly|biweekly|monthly|already|repeat|future|later|next|more than once|multiple|regularly|ongoing|regular (customers?|clients?|visits|cleanings|basis|schedule|bookings)|(doing|do|have|get|having) it (done )?regular)\b/.test(text) || other) {
    opens(`${code} is for your first cleaning only. Later visits, recurring ones included, are charged at the regular rates, the same flat rates per room and per add-on.`, AFTER_THE_FIRST.test(own) ? true : null);
  }
  // "If I book all three apartments together, is there a multi-unit discount?": none listed; the business version is for them.
  // "Any discount if I book like 10-12 cleanings a year?": none for how many; after the first, the same flat rates.
  if (/\b\d+(\s*(-|to)\s*\d+)? (cleanings|cleans|visits|times|bookings) (a|per|each|every) (year|month)\b|\b(a lot of|lots of|many) (cleanings|visits|bookings)\b/.test(text) && !SEVERAL_AT_ONCE.test(text)) lines.push(`The site lists no discount for booking many cleanings: after the first, every visit is at the same flat rates per room and per add-on.`);
  else if (SEVERAL_AT_ONCE.test(text)) lines.push(`The site lists no discount for booking several homes or units: each is priced at the same flat rates. A business version of ${facts.brand}, for those who look after more than one space, is coming soon: join the [business waitlist](/business-waitlist) to hear first.`);
  else if (other) lines.push(`The site doesn't list any other discount, so I won't guess at one; ${supportLink(facts)} can tell you if anything else applies.`);
  // "Does NEWCOMER stack with other codes?": the site names no other code, and says nothing of combining one.
  if (/\b(stack\w*|combin\w*|on top of (another|other|a second)|with (another|other|a second) (code|promo|coupon|discount))\b/.test(text)) lines.push(`The site names no other promo code and doesn't say whether ${code} can be combined with one; the app shows what applies before you confirm.`);
  // "Is the 50% off capped? Like max $50 off?"
  if (/\b(cap|capped|caps|max(imum)?|up to|limit(ed)?)\b/.test(text)) lines.push(`The site states ${facts.offer.percentOff}% off the first cleaning and names no cap or maximum discount; the app shows the discounted total, and any conditions of the offer, before you confirm.`);
  if (/\b(for|on|to|with) (the |our |my |a |an |your )?(first )?(business|office|commercial|company|organi[sz]ation|church|salon|clinic|practice)\w*\b|\b(business|office|commercial) (clean\w*|bookings?|accounts?)\b/.test(text) && !CODE_SEVERAL.test(text) && !CODE_USED.test(text)) {
    lines.push(`The site sets no different terms for Office and Business Cleaning or an organization: the code is for a new client's first cleaning. ${conditions}`);
  }
  if (/\b(as a (new )?cleaner|new cleaners?|crew|sign[- ]on bonus|for (the )?cleaners)\b/.test(text)) {
    lines.push(`${code} is a promo code for clients booking their first cleaning in the ${facts.brand} app, not a perk or bonus for cleaners; cleaners' questions go to [crew support](${facts.crewSupportUrl}).`);
  }
  if (/\b(apply|applies|cover|covers|includ\w*|count)\b[^.?!]{0,40}\b(add-?ons?|extras?|oven|fridge|refrigerator|microwave|dishwasher|stovetop|dishes)\b|\b(add-?ons?|extras?|oven|fridge|refrigerator|microwave|dishwasher|stovetop|dishes)\b[^.?!]{0,30}\b(also|too|included|covered)\b|\bor (only|just) (the )?rooms\b/.test(text)) {
    lines.push(`The code takes ${facts.offer.percentOff}% off that whole first cleaning: the price estimate on our site takes it off the total, rooms and add-ons together.`);
  }
  if (/\b(deep|move|moving|move-?out|move-?in)\b/.test(text) && !usedAlready) {
    lines.push(`It works on a first Deep Cleaning or Move In/Out Cleaning too, as long as it is your first ${facts.brand} cleaning.`);
  }
  if (/\b(not working|not (taking|accepted|going through)|isn'?t (taking|accepted|going through)|won'?t (take|go through)|not valid|isn'?t valid|no longer valid|not applying|isn'?t applying|doesn'?t work|does not work|isn'?t working|didn'?t (work|apply|change|go down)|won'?t (work|apply)|doesn'?t (change|go down)|invalid|error|not apply|not applied|not showing|(doesn'?t|does not|didn'?t|did not) show (any |a |the )?(discount|change|difference)|rejected|same (total|price)|(stayed|stays|still) (the same|full)|no discount|(can'?t|cannot|don'?t|do not) (find|see)|where (do i|to|can i) (put|enter|type)|without (the )?code|forgot)\b/.test(text)) {
    lines.push(`Enter it before you confirm, and check that the total the app shows is discounted. If you can't find where to enter it, or it doesn't apply, don't confirm yet: ask ${supportLink(facts)} first, 24/7.`);
  }
  // "Does it expire, and can it be stacked?": the Terms' section on the offer says what a change or an end does; quoted whole
  // when that is all that is asked (legal-pages.ts), pointed to here.
  if (OFFER_ENDS.test(text)) lines.push(`The site gives no end date for the offer; our [Terms of Service](/terms-of-service) say, in their section on it, what a change or an end of it means for a booking already confirmed.`);
  if (/\b(booking )?fees?\b/.test(text)) lines.push("The site doesn't say whether the code applies to the booking fee; the app shows the discounted total, with any booking fee, before you confirm.");
  const sources = [page('how-do-i-pay-&-use-the-newcomer-code', HOME_PRICING)];
  if (/\b(recurring|weekly|biweekly|monthly|cheaper)\b/.test(text)) sources.push(page('can-i-set-up-recurring-cleanings', HELP_CENTRE));
  return { reply: (usedAlready ? lines.filter((l) => l !== howToUse) : lines).join('\n'), sources };
}

/** Two tiers in one visit: "deep on the bathrooms but standard on the bedrooms, same visit?". */
const MIXED_TIERS = /\b(deep|standard|regular)\b[^.?!]{0,60}\b(and|but|with)\b[^.?!]{0,40}\b(standard|deep|regular)\b[^.?!]{0,40}\b(same (visit|cleaning|booking|time|day)|one (visit|cleaning|booking))\b|\bmix\w*\b[^.?!]{0,30}\b(deep|standard)\b/;

/** A home said to be kept clean: "house is pretty clean already", "my mom cleans alot". */
const KEPT_UP = /(?<!\b(not|isn'?t|never|hardly|to) )\b((pretty|already|fairly|very|quite|mostly|always) (clean|tidy|neat)(?! (in|for|since)\b)|cleans? (a lot|alot|regularly|often|every week|weekly|all the time)|(keep|keeps|kept) (it|the (house|place|home|apartment)) (clean|tidy|up)|under control)\b/;

/** A home behind on its cleaning: "hasn't had a proper cleaning in two years", "the tiles are another story", "built-up grime". */
const BEHIND = /\b(?:hasn'?t|has not|haven'?t|have not|hadn'?t|not had|never had|no)\b[^.?!]{0,30}\b(?:proper|real|deep|good|thorough)\s+clean\w*|\b(?:in|for) (?:months|years|ages|forever|a (?:long )?while)\b|\b(?:build-?up|built-?up|grime|another story|neglected)\b/;

function tierDifference({ facts, page }: HandlerContext, text: string): ChatAnswer {
  const rates = facts.rooms.map((r) => `${r.item} ${formatCents(r.standard)} / ${formatCents(r.deep)}`).join(', ');
  const lines = [
    'Standard Cleaning is the everyday upkeep visit for a home that is cleaned regularly. Deep Cleaning goes further in each room: baseboards, door frames and light switches, built-up grime on bathroom tiles and fixtures, kitchen grease on backsplashes and cabinet fronts, and the corners of floors.',
    `That is why deep costs more per room (standard / deep): ${rates}.`,
    'Deep suits a first cleaning, especially if it has been a while, a seasonal reset, or visible build-up; Standard keeps it that way after. Appliance interiors are add-ons with either.',
  ];
  // "My in-laws are coming for 3 weeks: standard or deep?": the site's advice for that moment first.
  if (HOSTING_AT_HOME.test(text)) lines.unshift(HOSTING_LEAD.trim());
  // "It hasn't had a proper cleaning in two years; I keep it tidy, but the baseboards are another story": a home to catch up first.
  else if (BEHIND.test(text)) lines.unshift('For a home that needs catching up, the site\'s rule of thumb is Deep Cleaning first, then Standard to keep it that way. How the two differ:');
  // "Deep or regular? house is pretty clean already, my mom cleans alot": the rule of thumb for a home kept up.
  else if (KEPT_UP.test(text)) lines.unshift('For a home that is lived in and mostly under control, the site\'s rule of thumb is Standard Cleaning. How the two differ:');
  if (MIXED_TIERS.test(text)) lines.unshift(`The site doesn't say one visit can mix Standard and Deep Cleaning room by room, so I won't say yes; ask ${supportLink(facts)}, 24/7. How the two differ:`);
  return {
    reply: lines.join('\n'),
    sources: [page('what-does-standard-cleaning-include', HELP_CENTRE), page('what-does-deep-cleaning-include', HELP_CENTRE), page('which-cleaning-service-should-i-choose', HELP_CENTRE)],
  };
}

/** "Cheapest add-on?", "which costs the most?": the one asked for, named. */
function extreme(addOns: Facts['addOns'], text: string): string[] {
  const { cheapest, dearest } = extremeAddOns(addOns, text);
  const named = (a: Facts['addOns'][number]) => `${a.item} at ${formatCents(a.price)}`;
  const said = [cheapest && `The cheapest is ${named(cheapest)}.`, dearest && `The most expensive is ${named(dearest)}.`].filter(Boolean);
  return said.length ? [said.join(' ')] : [];
}

/** Someone asked to wash: "can the cleaner wash those too?", "could they do the dishes?". */
const WASHING_ASKED = /\b(?:can|could|will|would|do|does)\b[^.?!]{0,20}\b(?:cleaners?|they|she|he|you|someone|your people)\b[^.?!]{0,10}\b(?:wash|do)\b/;
/** How much the add-on covers, or what it is, asked: the site doesn't say, which the list's answer leaves to support. */
const DISHES_COVERED = /\b(unlimited|per load|how many|whole sink|all of (it|them)|cover\w*|hand[- ]?wash\w*|load (the )?dishwasher|subtotal|total|difference|free|wip\w*|inside)\b/;

/** Several items under the Other add-on: "12 of the Other add-on?", "Other for each bag?". */
const SEVERAL_OTHERS = /\b(\d+|two|three|four|five|six|several|multiple|many|a few) (of )?(the )?['"‘“]?others?['"’”]?(?! ?(rooms?|spaces?|areas?))( add-?ons?)?\b|\bothers?\b[^.?!]{0,25}\b(each|per (item|bag|thing|piece))\b/;

/** A task that is no cleaning, asked as an add-on: "putting up balloons and a banner as an 'other' add-on". */
const NOT_A_CLEANING = /\b(balloons?|banners?|decorat\w*|streamers?|(set|setting|put|putting|hang|hanging) up (the |a |some )?(party|decorations?|lights|tables?|chairs?|tree)|babysit\w*|errands?|walk(ing)? the dog)\b/;

/** Which add-ons to book asked of appliances described: "fridge shelves are sticky, stove is fine. which add ons are worth it?". */
const ADD_ONS_TO_BOOK = /\b(which|what) (add[- ]?ons?|extras?)\b[^.?!]{0,40}\b(worth|need|get|book|should|recommend\w*)\b|\b(worth it|do (i|we) need)\b/;

/** How an appliance needing its add-on is described, in its own clause ("fridge shelves are sticky", "a full sink"). */
const SAID_DIRTY = /\b(dirty|gross|nasty|sticky|greasy|grimy|filthy|disgusting|exploded|caked|baked|burnt|burned|crusty|full|stinks?|smells?|smelly|mess\w*|mou?ldy|grim|spilled|splattered|garbage|leftovers|piles?|stacks?|mountains?)\b/;
/** And one that needs nothing: "stove is fine". */
const SAID_FINE = /\b(is|are|'s|looks?) (fine|ok|okay|clean|good|not bad)\b/;

/** The add-ons for the appliances a message describes as dirty, and those it says are fine (the free wipe's). */
function addOnsDescribed(addOns: Facts['addOns'], text: string): string[] {
  // "Microwave outside dirty, inside fine": the inside, which the add-on is, needs nothing.
  if (!ADD_ONS_TO_BOOK.test(text) || /\b(inside|interior)s?\b[^.,;!?]{0,12}\b(fine|ok|okay|clean|good)\b/.test(text)) return [];
  const clauses = text.split(/[.,;!?]/);
  const wanted: string[] = [];
  const fine: string[] = [];
  for (const addOn of addOns) {
    const key = addOn.item.split(' ')[0]!.toLowerCase();
    const words = wordsFor(addOn);
    const said = words ? clauses.filter((clause) => words.test(clause)) : [];
    // Only an appliance said to need it, not "do I need the fridge add-on?".
    if (said.some((clause) => SAID_DIRTY.test(clause))) wanted.push(`${addOn.item} (${formatCents(addOn.price)})`);
    else if (said.some((clause) => SAID_FINE.test(clause))) fine.push(key);
  }
  if (!wanted.length) return [];
  return [`For what you describe, the add-ons are ${list(wanted)}${fine.length ? `; the ${list(fine)} you say is fine gets the free surface wipe every cleaning includes` : ''}.`];
}

function addOnList({ facts, page }: HandlerContext, text: string): ChatAnswer {
  // "The sink is full of cups after coffee hour: can the cleaner wash those too, and is that extra?": the chore asked, which is
  // the Dishes wash add-on; not how much one covers, nor a wipe every cleaning includes free (the list's answer says so).
  const dishes = facts.addOns.find((a) => a.item === 'Dishes wash');
  if (dishes && WASHING_ASKED.test(text) && ADD_ON_WORDS.dishes!.test(text) && !DISHES_COVERED.test(text)) {
    return {
      reply: `Yes, washing dishes is an add-on at a flat price, on top of the rooms you book: Dishes wash, ${formatCents(dishes.price)}. You choose it in the app when you describe your space, and the app shows the total before you confirm.`,
      sources: [page('what-add-on-services-can-i-book', HELP_CENTRE), HOME_PRICING],
    };
  }
  return {
    reply: [
      ...(NOT_A_CLEANING.test(text) ? ["No: every add-on, Other included, is a deeper clean of one item, and all our services are cleanings, so a task that isn't cleaning, like putting up decorations, isn't something to book."] : []),
      'Add-ons are a deeper clean of one item, at a flat price each:',
      ...facts.addOns.map((a) => `- ${a.item}: ${formatCents(a.price)}`),
      ...extreme(facts.addOns, text),
      ...addOnsDescribed(facts.addOns, text),
      ...(/\bother\b/.test(text) ? ['Other is for a single item that isn\'t one of the named add-ons: choose it when you describe your space and explain in your notes what you\'d like done.'] : []),
      // "12 heavy bags, so that's 12 of the Other add-on?": how several are priced, the site doesn't say.
      ...(SEVERAL_OTHERS.test(text) ? [`The site prices Other as one item and doesn't say how several are added, so ask ${supportLink(facts)} before you confirm, 24/7.`] : []),
      'Every cleaning includes a free surface wipe of these items, so you only pay for an add-on when you want the deeper clean. You choose them in the app when you describe your space.',
    ].join('\n'),
    sources: [page('what-add-on-services-can-i-book', HOME_PRICING), page('do-i-need-an-add-on-or-is-the-free-surface-wipe-enough', HOME_PRICING),
      ...(/\bother\b/.test(text) ? [page('can-i-request-a-task-that-isnt-on-the-add-on-list', HELP_CENTRE)] : [])],
  };
}

/** Paying more asked of an add-on's item: "do I need to pay extra for inside the fridge?", "is that extra?". */
const PAYS_EXTRA = /\b(pay|paying|charged?|costs?)\s+(extra|more|additional)\b|\bextra (charges?|costs?|fees?)\b|\b(is|are) (it|that|this|those|they) extra\b/;
/** Both asked, one or the other: "is it included, or is that extra?", "extra or included". */
const EITHER_OR = /\binclud\w*\b[^.?!]{0,30}\bor\b[^.?!]{0,30}\b(extra|separate|pay)\w*|\b(extra|separate)\b[^.?!]{0,20}\bor\b[^.?!]{0,20}\binclud\w*/;
/**
 * How the answer on an appliance's inside opens: "No" to "is it included?", "Yes" to "do I pay extra for it?", and
 * neither to "included, or extra?".
 */
export const extraOrIncluded = (text: string) => (WIPE_ASKED.test(text) ? 'No, a wipe is included:' : EITHER_OR.test(text) ? "It's extra:" : PAYS_EXTRA.test(text) ? 'Yes, it is extra:' : 'No:');
/** The wipe itself asked about, not the deeper clean: "do I pay extra for them to wipe the stove?". */
const WIPE_ASKED = /^(?![\s\S]*\b(inside|insides|interior|scrub\w*|deep\w*|burnt|baked)\b)[\s\S]*\b(wipe|wipes|wiping|wiped|wipe[- ]down)\b/;

function deepAndAddOns({ facts, page }: HandlerContext, text: string): ChatAnswer {
  const named = facts.addOns.filter((a) => new RegExp(`\\b${a.item.split(' ')[0]!.toLowerCase().replace('refrigerator', '(refrigerator|fridge)')}`).test(text));
  const shown = named.length ? named : facts.addOns.filter((a) => /^(Oven|Refrigerator)/.test(a.item));
  return {
    // "Do I also need to pay extra for inside the fridge with the deep clean?": yes, where "does deep include it?" is no.
    reply: `${extraOrIncluded(text)} Deep Cleaning goes further in each room, but the insides of appliances are still add-ons: ${list(shown.map((a) => `${a.item} is ${formatCents(a.price)}`))}. The free surface wipe of those items is included with every cleaning.`,
    sources: [page('do-i-need-an-add-on-or-is-the-free-surface-wipe-enough', HOME_PRICING), page('what-does-deep-cleaning-include', HELP_CENTRE)],
  };
}

/** Meeting us in person: "pass by your office", "meet somebody in person", "walk in". */
const IN_PERSON = /\b(in person|face to face|walk[- ]?ins?|(pass|come|stop|drop) by|visit (you|your office|the office))\b/;

/** A person of one's own at the company: "an account manager", "a dedicated rep". */
const ACCOUNT_MANAGER = /\b(account (managers?|rep\w*|executives?)|dedicated (rep\w*|contact|manager|person|agent)|(a|my|our) (own )?(point of contact|single contact))\b/;

/** The site's first word on anyone's safety at a visit, said to a client. */
const SAFETY_FIRST = "If anyone's safety is at risk, the site says to contact your local emergency services first, and then to let us know";

/**
 * Something frightening or going wrong during a visit, and whom to call about it (a visit said to be unsafe or an emergency
 * finds the concern article's own sentence by those words).
 */
const AT_A_VISIT = String.raw`(during|while|when|at) (a |the |my |her |his )?(visit|cleaning|clean|cleaners? (is|was|were|are) (here|there|in the house|home|over))\b`;
const ALARMED_AT_A_VISIT = new RegExp(String.raw`\b(alarm\w*|frighten\w*|scar(ed|y|es)|goes wrong|went wrong|go wrong|something (bad )?happen\w*)\b[^.?!]{0,60}\b${AT_A_VISIT}|\b${AT_A_VISIT}[^.?!]{0,60}\b(alarm\w*|frighten\w*|scar(ed|y|es)|goes wrong|went wrong|go wrong)\b`);

/** A phone line asked about: "can I call", "the 609 number", "is there a line for cleaners". */
const CALL_WORDS = /\b(phone|call|telephone|ring|number|line)\b/;

function contactReply(ctx: HandlerContext, text: string): ChatAnswer {
  const { facts } = ctx;
  const lines: string[] = [];
  // A person asked for, or a number: the phone line, open as support is (not for a crew member's own door alone).
  // Not for one who can't or won't call ("I'm Deaf", "without calling"): the online door is theirs.
  const noCall = /\b(deaf|hard of hearing|hearing aids?|(barely|hardly) hear|can'?t (use )?(the )?(phone|call|hear)|cannot (use )?(the )?(phone|call|hear)|without (having to |needing to )?(call|calling|phon\w*))\b/.test(text);
  // Crew matters asked, not the Nestwell Crew app seen in a store beside ours.
  // "Is the 609 number for cleaners too?": whether the one line takes the crew's calls, which the site doesn't say.
  const crewAsked = /(?<!\bnestwell )\bcrew\b(?! app)|\b(cleaners?'?|applicants?'?|workers?'?) (support|help ?desk|team)\b|\bfor (the )?(cleaners|crew|workers)\b/.test(text);
  // "If something happened during a visit that alarmed me, whom should I telephone?": the site's first word on safety.
  if (ALARMED_AT_A_VISIT.test(text)) lines.push(`${SAFETY_FIRST}.`);
  if (!noCall && (!crewAsked || CALL_WORDS.test(text))) lines.push(`Our phone number is ${phoneLink(facts)}, open 24/7.`);
  // The site gives client support as a page and says no more of how it is reached there: no form, chat or email is promised.
  const throughItsPage = (startsSentence: boolean) => `${supportLink(facts, startsSentence)} has its own page online, open 24/7; the site doesn't say which ways of reaching support it offers there, so look on that page`;
  if (noCall) lines.push(`You don't have to call: ${throughItsPage(false)}. Our [help centre](/support) and this chat answer in writing.`);
  // A number to text is not a phone line: the site lists none.
  const unlisted = [/\b(text|texting|sms|whatsapp)\b/.test(text) ? 'a number you can text' : '', /\be-?mail\b/.test(text) ? 'an email address' : ''].filter(Boolean);
  if (unlisted.length) lines.push(`The site doesn't list ${unlisted.join(' or ')}. ${throughItsPage(true)}.`);
  // "I would feel better to pass by and meet somebody in person": the site gives no office to visit.
  if (IN_PERSON.test(text)) lines.push(`The site lists no office to visit and no walk-in hours, so I won't point you to one: support is by phone and online, 24/7, and every ${facts.brand} cleaner is vetted and background-checked.`);
  // "A number for the cleaner support people?": the crew's support, asked in a cleaner's words.
  // "Is support 24/7 for cleaners too?": the hours the help centre gives for support, whoever asks.
  if (crewAsked && /\b(24\/7|open|hours|nights?|weekends?)\b/.test(text)) lines.push('The help centre says support is open 24/7.');
  if (crewAsked || /\bcrew\b/.test(text)) lines.push(`Cleaners and applicants have their own [crew support](${facts.crewSupportUrl})${CALL_WORDS.test(text) ? "; the site shows the one phone number for everyone and doesn't say whether that line takes cleaners' questions, so crew support is the sure way" : ''}.`);
  // "Is there an account manager for property managers?": the site names none; a business version is coming.
  if (ACCOUNT_MANAGER.test(text)) lines.push(`The site names no account manager or dedicated contact: everyone books in the app and reaches the same support. A business version of ${facts.brand} is coming soon; its [waitlist](/business-waitlist) is open.`);
  if (!crewAsked || /\b(clients?|booking|bookings|charge)\b/.test(text)) lines.push(`Our ${supportLink(facts)} team is there 24/7, for anything about a booking, a charge, a cleaner or the app. You can also reach it from the Support button at the top of every page: choose Clients.`);
  return { reply: lines.join('\n'), sources: [article(ctx, 'how-do-i-contact-nestwell-support')] };
}

/**
 * Asking for the business offering by any name: "sign me up for the business thing", "how do I join Nestwell Business?" (not
 * a "Nestwell Business Partnerships" account, a name someone else gave).
 */
const BUSINESS_SIGN_UP = /\b(sign(?:ing)? (?:me |us |my \w+ |our \w+ )?up|signup|join|register|enrol+|subscribe|get (?:on|in)(?:to)?|interested in|apply|access to)\b[^.?!]{0,30}\b(?:business|company|corporate|commercial) (?:thing|side|program|programme|option|offering|product|app|plan|version|account|stuff|one)\b|\bnestwell (?:for )?business\b(?! partner)/;
/** Accounts, contracts, team logins: what a business version would bring, which the site says is coming, not here. */
const BUSINESS_ACCOUNT = /\b(?:accounts?|accts?) for (?:a |an )?(?:property managers?|landlords?|hosts?|businesses|companies|teams?|agents?|owners?)\b|\b((business|company|corporate|host|landlord|owner|investor|multi[- ]?(property|unit)|team|shared|one|single|special|organi[sz]ation(al)?|nonprofit|non-profit|agent|brokerage|agency) (nestwell |client )?(accounts?|accts?|logins?|plans?)|(setup|set ?up|something|anything|options?|programs?|plans?|tools?|accounts?) for (\w+ (with|who (have|own|run|manage)) )?(multiple|several|many|a lot of|lots of|a few|all (my|our)) (properties|listings|units|rentals|homes|houses|places|spaces|locations|studios|shops|stores|offices|sites|buildings)|(accounts?|discounts?) for (\w+ (with|who (have|own|run|manage)) )?more than (one|1) (propert(y|ies)|listings?|units?|rentals?|homes?|houses?|places?|spaces?|locations?|buildings?)|more than (one|1) (propert(y|ies)|listings?|units?|rentals?|homes?|houses?|places?|spaces?|locations?|buildings?)\b[^.?!]{0,30}\b(accounts?|discounts?)|accounts? for (my|our|the) (business|company|properties|rentals|units|team)|contracts?|plans? for business(es)?|special (pricing|rates?)|portal|dashboard|more than one person|multiple (users|people)|(own|separate|individual) logins?|(several|all|both|a few|some) of us\b[^.?!]{0,30}\b(use|log ?in)\b[^.?!]{0,20}\b(account|login|app)|volume|bulk|corporate(?! (credit )?cards?| amex| visa| mastercard)|b2b|something for (property managers|hosts|businesses))\b/;
/** "Do you clean offices?": whether the service exists, which the site answers yes. */
// "She asked me whether Nestwell cleans offices": the same, asked for someone.
const ASKS_OFFICES = /\bwhether (?:you|nestwell|your (?:company|people|cleaners)) (?:cleans?|does|do|services?|handles?) (?:\w+ )?(?:offices?|businesses|commercial|practices?|clinics?)\b|\b(do|does|can|could|will|would|if) (you|u|y'?all|nestwell|your cleaners)( guys)? (clean|do|service|handle|offer|take|cover|provide)\b.*\b(offices?|business(es)?|commercial|workplaces?|practices?|clinics?|hospitals?|break ?rooms?(?! (mini[- ]?)?(fridges?|refrigerators?|microwaves?|ovens?|dishwashers?|sinks?|coffee))|stores?|shops?)\b|\b(break ?rooms?|staff ?rooms?)\b[^?]*\b(can|could|will|would|do) (you|u|y'?all|nestwell)( guys)? clean (it|that|this|them)\b|\b(offices?|business(es)?|commercial) (cleaning|clean)\b.*\b(do|offer)\b|\b(offices?|business(es)?)\b.*\b(you|u) do that\b|\bclean (an? |the |our |my )?offices?\b|\bget (an? |the |our |my )?offices? cleaned\b|\b(office|business|workplace)\b.*\bsame app\b/;

/** How a visit is fitted to a household: what to say in the notes, and a time the app shows. */
const inYourNotes = (what: string) => `Say ${what} in your notes when you describe your space in the app, and pick one of the times the app shows that suits your household; your preferences also guide who you're matched with.`;

/** A bedroom used as another room: "2nd br is my home office", "the spare bedroom we use as a gym". */
const BEDROOM_USED_AS = /\b(bed ?rooms?|br|bd)\b[^.?!]{0,25}?\b(?:is|as|into|now)\b(?: (?:my|our|a|an|the|now|really|just|basically))* (?:home )?(office|study|gym|nursery|playroom|den|studio|library|craft room|storage room)\b/;

/** Which it is, asked ("does it count as bedroom or other room", "other room na ba yun?"), not told ("so count it as an other room"). */
const USED_AS_ASKED = /\?|\b(does|do|is|would|will|should) (it|that|this)\b|\bor (an? )?other room\b/;
const COUNT_IT_AS = /\b(count|price|charge|treat) (it|that|this|them) as\b/;

/** The Other Room's two rates, in brackets, as the room answers give them: " ($26.00 standard, $38.50 deep)". */
function otherRoomRates(facts: Facts): string {
  const other = facts.rooms.find((r) => r.item === 'Other Room');
  return other ? ` (${formatCents(other.standard)} standard, ${formatCents(other.deep)} deep)` : '';
}

/** Disinfecting or sanitizing asked of a service. */
// Not a product ("disinfectants", "hand sanitizer", the supplies' answer) nor a room ("the sterilization room").
const DISINFECTING = /\b(disinfect(s|ed|ing|ion)?|saniti[sz](e|es|ed|ing)|sterili[sz](e|es|ed|ing))\b/;

/** The chat asked to book: "can i paste my guest's name here so u can schedule it", "can you book it for me here?". */
const BOOKS_IN_THE_CHAT = /\b(here|this chat|in (the )?chat)\b[^.?!]{0,30}\bso (you|u|the chat|it) can (book|schedule|set up|reserve)\b|\b(can|could|will) (you|u) (just )?(book|schedule|reserve) (it|this|that|one|a cleaning|the cleaning)( for me)? (here|in (the |this )?chat|through (the |this )?chat|now)\b/;

/** A time outside office hours asked: "after-hours cleaning", "after we close at 6", "before we open". */
const AFTER_HOURS = /\b(after[- ]hours?|after (we|they|the (office|practice|store|shop)) (close|closes|shut)|after closing|before (we|they) open|outside (of )?(business|office|opening) hours)\b/;

/** The service itself named: "what is included in an office cleaning". */
const OFFICE_CLEANING = /\b(office|business|commercial) (and business )?clean(ing|s)?\b/;

/** More than one person at the bookings: "can me and our COO both manage the bookings?", "multiple users". */
/** Phone numbers written in the booking notes for the cleaner: numbers noted down, not a way to reach or book us. */
const NUMBERS_IN_NOTES = /\bnotes?\b[^?]{0,60}\bphone numbers?\b|\bphone numbers?\b[^?]{0,60}\bnotes?\b/;
/** A colleague who would run the bookings: "can my studio manager also see and manage the bookings?". */
/** Several spaces looked after, which the business version is for: "hosts w multiple properties". */
export const SEVERAL_SPACES = /\b(multiple|several|many|lots of|a lot of|all (my|our)|all( \d+| two| three| four| five| six| seven| eight| nine| ten)?( of (my|our|the))?|(?<=\b(?:manages?|managing|runs?|owns?|has|have|looks? after) )(\d+|two|three|four|five|six|seven|eight|nine|ten|twelve)) (properties|listings|units|rentals|locations|offices|sites|apartments|buildings|airbnbs)\b/;
/** Something for one who looks after several spaces, asked: "a friend manages six rentals, is there something special for someone like her?". */
const SOMETHING_FOR_SEVERAL_SPACES = new RegExp(String.raw`${SEVERAL_SPACES.source}(?=[^?]*\b(special|anything|something|program|plan|options?)\b[^.!]*\?)`);
const A_COLLEAGUE_MANAGES = /\b(can|could|will|would|does|do) (my|our) (\w+ ){0,2}(manager|assistant|secretary|admin|administrator|receptionist|co-?host|colleague|coworker|co-?worker|staff|team|employees?|office manager|partner) (also )?(see|view|manage|access|handle|book|change|cancel|run|log ?in)\b[^.?!]{0,30}\b(bookings?|account|app|cleanings?)\b/;
/** Bookings a workplace or a landlord makes, said by whoever shares the app ("our staff", "the units"): the business answer's, not a family's. */
const WORK_BOOKINGS = /\b(business\w*|company|office|corporate|team|staff|employees?|properties|units|rentals)\b/;
const SHARED_BY_PEOPLE = /\bshare (one|an|the same|a single|my|our|1) (nestwell |client )?(account|login|log-?in)\b|\b(i|me) and (my |our )?(\w+ ){0,2}(partners?|associates?|colleagues?|coworkers?|co-workers?|managers?|others)\b[^.?!]{0,30}\b(use|share|see|manage|log ?in)\w*\b|\b(my|our) \w+ and (i|me)\b[^.?!]{0,30}\b(share|use|manage)\w*\b|\b(more than one (person|user|people)|multiple (users|people)|(two|2) (of us|people|users)|(me|i) and (my|our) \w+|(\w+ )?and (i|me) both)\b[^.?!]{0,40}\b(manage|book|see|access|use|log ?in|share)\w*\b|\b(several|all|both|a few|some|three|four) of us\b[^.?!]{0,40}\b(manage|see|access|use|log ?in)\w*\b|\b(our|their) own logins?\b|\b(manage|access|share)\w*\b[^.?!]{0,30}\b(more than one (person|user)|multiple (users|people))\b/;

/** Who at a workplace books asked: "who would book it, me or the hospital?". */
const WHO_BOOKS_AT_WORK = /\bwho ((would|should|will|can|has to|must|needs? to) (book|pay|order|set (it |this |that )?up|arrange)|books|pays|orders)\b[^.?!]*\b(hospital|clinic|office|company|work|job|boss|employer|manager|school|business)\b/;

/** A business space whose work goes beyond an office's: "a pizzeria", "my tattoo shop", "the diner's kitchen". */
const BEYOND_AN_OFFICE = /\b(restaurants?|pizzerias?|diners?|cafes?|bakery|bakeries|bars?|commercial kitchens?|food trucks?|tattoo (shops?|studios?|parlou?rs?)|salons?|barber ?shops?|nail salons?|gyms?|fitness studios?|warehouses?|factory|factories|labs?|laboratories|hospitals?|nursing homes?|urgent care)\b/;

/** What the site says of a kind of space it never names: the one sentence both business answers give. */
const spaceNotNamed = (named: string) => `The site doesn't name spaces like a ${singular(named)} among the places it cleans`;

/** A business space beyond an office, asked about: what the site names, and support to confirm it fits. */
function unusualSpace(text: string, facts: Facts): string | null {
  const kind = BEYOND_AN_OFFICE.exec(text)?.[0];
  return kind ? `${spaceNotNamed(kind)}; if you're not sure the work yours needs is part of it, ask ${supportLink(facts)} before you book, 24/7.` : null;
}

/** A business booking homes, asking whether that makes the service the business one: "as my LLC, should I pick Office and Business Cleaning for these houses?". */
const HOMES_BOOKED_BY_A_BUSINESS = /\b(should|do|must) (i|we) (pick|choose|book|select|go with)\b[^.?!]{0,40}\b(office|business)( and business)? cleaning\b[^.?!]{0,30}\b(these|my|our|the|those) (houses|homes|apartments|condos|listings|units)\b/;

function businessReply(ctx: HandlerContext, text: string): ChatAnswer {
  const { facts } = ctx;
  if (HOMES_BOOKED_BY_A_BUSINESS.test(text)) {
    return {
      reply: `Choose by the space, not by who books: ${officeService(facts)} is for workplaces, and a home, lived in, staged or empty, is booked as ${list(facts.services.filter((name) => /^(Standard|Deep|Move)/.test(name)), 'or')}, whoever pays. The app shows the price for each home before you confirm. A business version of ${facts.brand}, for people who look after more than one space, is coming soon: join the [business waitlist](/business-waitlist) to hear first.`,
      sources: [article(ctx, 'which-cleaning-service-should-i-choose'), { title: 'Business waitlist', url: '/business-waitlist' }],
    };
  }
  const rentals = /\b(rentals?|airbnb|vrbo|units|propert(y|ies)|llc|property manag\w*|hosts?|turnovers?|landlords?|tenants?|[2-4][- ]family)\b/.test(text);
  const today = `Today a business books in the regular ${facts.brand} app, like every client: ${rentals ? 'Rental Turnover Cleaning for rentals, or Office and Business Cleaning for workplaces' : 'Office and Business Cleaning, one of our five services'}, and the app shows the price for your space before you confirm.`;
  const waitlist = `A business version of ${facts.brand} is coming soon: join the [business waitlist](/business-waitlist) to hear first.`;
  const service = `offices and businesses can book Office and Business Cleaning, one of our five services, in the ${facts.brand} app today: workspaces, restrooms, break rooms and common areas, with add-ons if you need them.`;
  // "Can two of us manage the bookings?"
  const shared = SHARED_BY_PEOPLE.test(text);
  // "Can I run both houses from one account?" asks what the site does not say; "Not yet" would read as a no.
  const oneAccount = /\b(one|single|same|my) (nestwell |client )?(account|login)\b/.test(text) && !/\b(business|company|corporate|team|staff|employees)\b/.test(text) && !shared;
  // What the site is silent on about sharing the app today: "Not yet" would be a no it never says (the business version's
  // answer, which is coming soon).
  const colleague = A_COLLEAGUE_MANAGES.test(text);
  const unsaid = (whether: string) => `The site doesn't say whether ${whether}, so I won't say yes or no; ${supportLink(facts)} can tell you, 24/7. ${waitlist}`;
  const unusual = unusualSpace(text, facts);
  const lines = oneAccount
    ? [`${unsaid('one account can book for several homes')} It is built for people who look after more than one space.`]
    : BUSINESS_ACCOUNT.test(text) || colleague || shared
    ? [shared || colleague ? unsaid("more than one person can manage a client's bookings") : `Not yet: the site describes no business accounts, contracts or team logins today. ${waitlist}`, today]
    // "Do you offer disinfecting for offices?": a "Yes" would promise what the site never names (the disinfection answer's).
    : DISINFECTING.test(text)
      ? [`${service[0]!.toUpperCase()}${service.slice(1)}`, waitlist]
    // "Do you offer after-hours cleaning for offices?": a yes would promise the hours, which the app shows.
    : AFTER_HOURS.test(text)
      ? [...(TIMES_ASKED.test(text) && VISIT_ASKED.test(text) ? [] : [`The site doesn't promise after-hours, evening or weekend visits: the app shows the times available for your address before you confirm, and when you describe your space you can note access details, such as when the office is empty.`]),
        `${service[0]!.toUpperCase()}${service.slice(1)}`, waitlist]
    : ASKS_OFFICES.test(text)
      // "Do you clean tattoo shops?": not a plain yes for a space the site doesn't name.
      ? (unusual ? [`${service[0]!.toUpperCase()}${service.slice(1)}`, unusual, waitlist] : [`Yes, ${service}`, waitlist])
      : OFFICE_CLEANING.test(text) ? [`${service[0]!.toUpperCase()}${service.slice(1)}`, waitlist] : [waitlist, today];
  // "Who would book it, me or the hospital?": whoever books is the client; the site names no rule on who at a workplace does.
  if (WHO_BOOKS_AT_WORK.test(text)) lines.push(`The site doesn't say who at a workplace books: whoever books in the app is the client and pays for it, so agree it with whoever runs the space before you book.`);
  // "Would it suit a retired couple with four holiday rentals?": whom the waitlist page says it is for.
  if (/\b(suits?|right for|good fit|fit for|work for|meant for|made for|aimed at|for (people|someone|hosts?|landlords?|couples?|me|us) like)\b/.test(text)) lines.push('The business waitlist page says it is built for offices, property managers and rental hosts who look after more than one space.');
  if (/\b(when|launch|date|release|available|ready|open)\b/.test(text)) lines.push("We haven't announced a launch date, so I won't guess at one; the waitlist is the way to hear first.");
  // "How do I get on it?" after the waitlist: the form that joins it.
  if (/\bhow (do|can|would) (i|we) (get on|join|sign up|get added)\b/.test(text) && /\bwait ?list\b/.test(text)) lines.unshift(`To join, fill in the form on our [business waitlist](/business-waitlist) page.`);
  // "Is the business version gonna be cheaper?": its prices are not announced.
  if (/\b(business version|for business)\b/.test(text) && /\b(cheaper|cost\w*|price\w*|pricing|rates?|how much|expensive|discount\w*)\b/.test(text)) lines.unshift("The site says nothing about the business version's prices, so I won't guess whether it will cost more or less.");
  if (/\b(volume|bulk|discount\w*)\b/.test(text)) lines.unshift(`The site lists no volume or multi-property discount; ${facts.offer.code} takes ${facts.offer.percentOff}% off your first cleaning only.`);
  return {
    reply: lines.join('\n'),
    sources: [{ title: 'Business waitlist', url: '/business-waitlist' }, article(ctx, 'does-nestwell-clean-offices-&-businesses'), article(ctx, 'what-is-the-nestwell-business-version')],
  };
}

/** Whether the site still works once cookies are declined: "the price list still works?", "will the site stop working?". */
/** Tracked all the same after declining: "I pressed Decline. Does it still track me in some fashion?". */
export const STILL_TRACKED_AFTER_DECLINING = /\b(declin\w*|reject\w*|refus\w*|said no|say no|close[ds]? the banner)\b[\s\S]*\b(still|anyway|at all|in some (way|fashion)|otherwise)\b[\s\S]*\b(track\w*|collect\w*|record\w*|log\w*|watch\w*)\b|\b(still|anyway)\b[^.?!]{0,30}\b(track\w*|collect\w*)\b[\s\S]*\b(declin\w*|reject\w*|refus\w*|said no|say no)\b/;
export const SITE_STILL_WORKS = /\b(still works?|works? still|stop working|still (use|load|open)|break (the|your) (site|website)|(web)?site (still )?works?)\b|\b(have|did|could) (i|we) (have )?(spoil|spoiled|spoilt|ruin|ruined|break|broken|broke|mess up|messed up|damage|damaged) (something|anything|it|the (site|website|page))\b|\b(can|could) (i|we) still (see|use|read|browse|look at|get|chat)\b|\b(shall|will|would) (i|we) still be able to (see|use|read|browse|look at|get)\b/;

/** The cookie banner seen again and again: "why does the cookie popup keep coming back?", "the banner shows every time I visit". */
const BANNER_RETURNS = /\b(banner|pop-?up|popup|cookie (notice|box|message|thing))\b[^.?!]{0,60}\b(keeps? (coming back|popping up|showing( up)?|appearing|returning|asking)|comes? back|every (time|visit|day)|each (time|visit)|reappear\w*|again and again|always (shows?|appears?|pops? up))|\b(keeps? (coming back|popping up|showing up|appearing)|every time)\b[^.?!]{0,60}\b(banner|cookie)/;

/** How often a fee is charged, asked: "would I pay it once or for every unit?", "per booking?". */
export const FEE_PER_WHAT = /\bonce\b[^.?!]{0,30}\b(or|per|each|every)\b|\b(per|for (each|every)|on (each|every)) (unit|booking|home|house|visit|cleaning|property|apartment)\b/;

/** The browser's data cleared: "if I clear my browser", "clear cookies and history". */
/** A choice at the banner undone: "and if I change my mind later?", "can I take it back?". */
export const CHANGES_MIND = /\bchange (my|our) (mind|choice|answer)\b|\b(take it back|undo (it|that|my choice)|withdraw (my )?consent)\b/;
export const CLEARS_BROWSER = /\b(clear|clears|clearing|cleared|delete|deleting|wipe|wiping)\b[^.?!]{0,25}\b(browser|cache|cookies|history|site data|browsing data)\b/;

/** The satisfaction promise, said: "if I'm not happy, do I still pay the booking fee?", "what's your guarantee". */
export const PROMISE_SAID = /\b(not happy|unhappy|unsatisfied|dissatisfied|not good|satisfaction|promise|guarantee\w*|money back|(?:don'?t|do not) pay)\b/;
/** What Google is given, asked: "does Google receive any of it?", "is my data shared with Google?"; not its store, reviews or maps. */
const GOOGLE_GETS = /\bgoogle\b(?! (?:play|review|reviews|maps?|calendar|store|pay|translate|docs|drive|search|account))[^.?!]{0,30}\b(?:receive|receives|get|gets|see|sees|collect|collects|track|tracks|have access|has access|know|knows)\b|\b(?:share|shared|sharing|send|sent|sell|sold|give|given|pass|passed)\b[^.?!]{0,30}\b(?:to|with) google\b(?! (?:play|review|maps?|calendar|translate|docs|drive))/;

/** The cookie banner named by its buttons: "a box with Accept and Decline, which do I press?". */
const ACCEPT_OR_DECLINE = /\baccept\b[^.?!]{0,20}\bdecline\b|\bdecline\b[^.?!]{0,20}\baccept\b/;

function legalReply(ctx: HandlerContext, text: string): ChatAnswer {
  const lines: string[] = [];
  const sources: Source[] = [];
  if (/\b(cookies?|analytics|track(ing|ed)? me|tracking|trackers?|gpc|global privacy control|banner)\b/.test(text) || ACCEPT_OR_DECLINE.test(text) || GOOGLE_GETS.test(text)) {
    lines.push('Our own code sets no cookies. Google Analytics, which does set cookies, loads only after you press Accept on the cookie banner; if you press Decline or close the banner, it is not loaded at all (the site works the same), and a Global Privacy Control signal keeps analytics off. The details are in our [Cookie Policy](/cookies).');
    // "If I hit decline, does the site still work?": the cookie policy says it works without cookies.
    if (SITE_STILL_WORKS.test(text)) lines.push("Declining doesn't stop the site working: it works without cookies, so you can read every page either way.");
    // "Why does the cookie banner keep coming back?": the answer is kept in local storage, which only clearing the site's data removes.
    if (BANNER_RETURNS.test(text)) lines.push("Your answer to the banner is kept in your browser's local storage (`cookieConsent`), which stays until this site's data is cleared, so the banner shouldn't come back in that browser. If it keeps coming back, the browser is clearing this site's data; the [Cookie Policy](/cookies) shows how site data is cleared in each browser.");
    // "And if I clear my browser?": the stored answer goes with the site's data.
    // "I pressed Decline. Does it still track me?": what is still kept, by the browser and by the server.
    if (STILL_TRACKED_AFTER_DECLINING.test(text)) lines.push("Declining is remembered as `dismissed` in your browser's local storage, which stays on your device. Our web server still records standard request data (your IP address, your browser's user agent and the page requested) to keep the site secure, in server logs kept as long as needed for security: see the [Notice at Collection](/notice-at-collection).");
    // "And if I change my mind later?": how the answer is undone, which the policy says.
    if (CHANGES_MIND.test(text) && !CLEARS_BROWSER.test(text)) lines.push("To change your mind later, clear this site's data in your browser: that removes your stored answer (and any Google Analytics cookies), and the banner asks again the next time you open the site. The [Cookie Policy](/cookies) shows how in each browser.");
    if (CLEARS_BROWSER.test(text)) lines.push("Clearing this site's data in your browser removes your stored answer to the banner (and the light or dark mode you chose), along with any Google Analytics cookies, so the banner asks again the next time you open the site.");
    sources.push({ title: 'Cookie Policy', url: '/cookies' });
  }
  if (/\bdelet\w*|\berase\w*|\bremov\w*/.test(text)) {
    lines.push(`If you live in New Jersey, our [Privacy Policy](/privacy-policy) gives you the right to have your personal data deleted: send the request through ${supportLink(ctx.facts)} and say which right you want to use.`);
  }
  if (/\b(privacy|personal (data|information|info)|my (data|information|info)|data|gdpr|ccpa|delete my|notice at collection|collect\w*)\b/.test(text)) {
    lines.push('How we handle personal information is in our [Privacy Policy](/privacy-policy), and what we collect and why in our [Notice at Collection](/notice-at-collection).');
    sources.push({ title: 'Privacy Policy', url: '/privacy-policy' }, { title: 'Notice at Collection', url: '/notice-at-collection' });
  }
  if (/\b(terms|conditions|tos|legal|agreement)\b/.test(text)) {
    lines.push('The terms that apply when you use Nestwell are in our [Terms of Service](/terms-of-service).');
    sources.push({ title: 'Terms of Service', url: '/terms-of-service' });
  }
  lines.push(`Questions or requests about your information go to ${supportLink(ctx.facts)}, 24/7.`);
  sources.push(article(ctx, 'how-does-nestwell-handle-my-personal-information'));
  return { reply: lines.join('\n'), sources };
}

function companyReply({ facts, page }: HandlerContext, text: string): ChatAnswer {
  // "What address should I use?" (to post a cheque): the site names no address to send a payment to.
  if (SENDING_TO_AN_ADDRESS.test(text)) {
    return {
      reply: `The site gives no address to send a payment to: you pay in the ${facts.brand} app when you book, and the site doesn't describe paying by cheque or by post. Ask ${supportLink(facts)} before you send anything, 24/7, or call ${phoneLink(facts)}.`,
      sources: [page('how-do-i-pay-&-use-the-newcomer-code', HELP_CENTRE), page('how-do-i-contact-nestwell-support', HELP_CENTRE)],
    };
  }
  const a = facts.mailingAddress;
  // "An office we can visit?": none the site lists.
  const visit = /\b(visit|walk[- ]?in(to)?|drop (by|in)|stop (by|in)|pop in|in person|physical|face to face)\b/.test(text) ? ' The site lists no office to visit.' : '';
  // "I would feel better speaking to someone face to face": the way to speak to someone the site gives.
  const speak = /\b(speak\w*|talk\w*|face to face)\b/.test(text) ? ` To speak to someone, call ${phoneLink(facts)}, open 24/7.` : '';
  // "For my vendor records: your business address and legal entity name?": neither is on the site beyond the mailing locality.
  const entity = /\blegal (entity|name)\b|\b(registered|legal) (company |business )?name\b|\b(ein|tax id)\b/.test(text) ? ` The site gives no street address or legal entity name; for vendor records, ask ${supportLink(facts)}, 24/7.`
    // "A postal address for written correspondence": the site names the town, not a street.
    : /\b(street|postal|full|complete) address\b|\bwritten correspondence\b|\b(write|send|mail) (you |us )?(a )?letters?\b/.test(text) ? ` The site gives no street address, only the town; to write to us, ask ${supportLink(facts)} where, or call ${phoneLink(facts)}, 24/7.` : '';
  return {
    reply: `${facts.brand}'s mailing address is in ${a.locality}, Delaware (${a.region} ${a.postalCode}). That is where our mail goes; our cleaners work in New Jersey, and every town we serve is on our [New Jersey locations](/locations/new-jersey) page.${visit}${speak}${entity}`,
    sources: [NJ_PAGE, page('what-is-nestwell', HELP_CENTRE)],
  };
}

/** An address asked in order to send something: "what address should I use?", "where do I mail it?". */
const SENDING_TO_AN_ADDRESS = /\b(what|which) address (should|do|can|would|shall) (i|we) (use|send|mail|post|write)\b|\baddress (to|for) (send|mail|post)\w*\b(?! (you |us )?(a |an |my |our |the )?(letters?|notes?|cards?|complaints?|documents?|forms?|correspondence))|\bwhere (do|should|can) (i|we) (send|mail|post) (it|a cheque|a check|the cheque|the check|payment)\b/;

/** The three steps of booking in the app (content/help/01-getting-started), for both booking replies. */
const BOOKING_STEPS = ['Describe your space and needs', 'Get matched with a top-rated cleaner nearby', 'Pay securely'];

/** What the app asks when one books: "what exactly will the app ask me?", "what info does the app need?". */
/** The data the app takes, asked: "what info does the app take when I book?", "what data will the app ask for". */
export const APP_DATA_ASKED = /\bwhat (kind of |sort of )?(info\w*|data|details|personal \w+) (does|will|do|would) (the|your) app (ask|need|want|take|collect|require|get)\b/;
const APP_ASKS = new RegExp(String.raw`\bwhat (exactly |all )?(will|does|do|would) (the app|it|you|they) (ask|need|want)\b|\bwhat (info\w*|details|questions) (does|will|do) (the app|it|you) (ask|need|want)\b|${APP_DATA_ASKED.source}`);
/** Stepping back before a booking is final: "can I back out before it's final?". */
const BACKS_OUT = /\b(back out|before (it'?s|it is) (final|confirmed|booked|done))\b/;

/**
 * A mishap at home and what to put on it, no cleaner or visit named: "gel polish spilled on my carpet, is acetone ok?",
 * "does bleach and vinegar make the tub shine? I don't want to ruin the enamel" (the harm one's own). Advice, not a concern
 * about a cleaning.
 */
const HOME_REMEDY_ASKED = /^(?![\s\S]*\b(cleaners?|cleaning|visit|came|was here|crew|maid|housekeeper)\b)(?=[\s\S]*\b(acetone|bleach|vinegar|baking soda|ammonia|peroxide|rubbing alcohol|nail polish remover|oxi ?clean|windex|magic eraser|dish soap|(what|which) (should|can|do) (i|we) (use|put)|how (do|can|should) (i|we) (get|clean|remove|treat)|how to (get|clean|remove|treat))\b)|\b(i|we) (don'?t|do not) want to (ruin|damage|break|scratch|stain|spoil|mess up)\b/;

/** A day or an hour asked of the cleaners: "do u clean on saturdays?", "can your cleaners come in the evening, say 7 or 8pm?". */
const DAY_OR_HOUR_ASKED = /\b(do|does|can|could|will|would) (you|u|y'?all|they|nestwell|(your|ur|the) cleaners?|cleaners|a cleaner|someone)( guys)? (clean|come|work)( on| at| in| during)?( the)? (?<when>saturdays?|sundays?|weekends?|weekdays?|evenings?|nights?|holidays?|after hours|\d{1,2}(:\d\d)? ?(am|pm))\b/;

function bookingReply({ facts, page }: HandlerContext, text: string): ChatAnswer {
  const lines = [
    `You book in the ${facts.brand} app, not on the website, and it takes about 60 seconds, in three steps:\n${BOOKING_STEPS.map((step, i) => `${i + 1}. ${step}.`).join('\n')}\nGet the app on the [App Store](${facts.iosHref}) or [Google Play](${facts.androidHref}).`,
  ];
  // "What exactly will the app ask me?": the first step's questions, as the booking article gives them.
  // "What info does the app take?": the help centre's privacy article says what and where its handling is set out.
  if (APP_ASKS.test(text)) lines.push(`In the first step the app asks how many bedrooms, bathrooms, half bathrooms and other rooms you want cleaned, which service, any add-ons, and anything your cleaner should know.${/\b(info\w*|data|details|personal)\b/.test(text) ? ' The help centre says the app asks for the details needed to match you with a nearby cleaner and complete the booking, like your location and what your space needs; how that information is handled is covered in our [Privacy Policy](/privacy-policy).' : ''}`);
  // "Can I back out before it's final?": nothing is booked until you confirm.
  if (BACKS_OUT.test(text)) lines.push(`Before you confirm, the app shows your total, the times available and any booking fee, and nothing is booked until you confirm, so you can stop at any step before that.`);
  if (DAY_OR_HOUR_ASKED.test(text) || /\b(today|tomorrow|same[- ]day|tonight|weekends?|saturdays?|sundays?|mondays?|tuesdays?|wednesdays?|thursdays?|fridays?|holidays?|evenings?|nights?|overnight|midnight|asleep|sleeping|\d{1,2} ?(am|pm)|asap|urgent|soon|when|time|times|available|availability|schedule)\b/.test(text)) {
    // "Do u clean on saturdays? weekdays impossible for us": the day asked, which the site lists no days for, said first.
    // "Can your cleaners come in the evening after we close, say 7 or 8pm?": an hour asked of them too.
    const day = DAY_OR_HOUR_ASKED.exec(text);
    if (day) lines.unshift(`The site doesn't list the days or hours cleanings happen, so I won't promise ${day.groups!.when!.replace(/^(evening|night)$/, '$1s')}: the times you can book depend on your address, and the app shows the times available for yours before you confirm. ${supportLink(facts, true)} can help 24/7.`);
    else lines.push(`The times you can book depend on your address: the app shows the times available before you confirm. ${supportLink(facts, true)} can help 24/7.`);
  }
  return { reply: lines.join('\n'), sources: [page('how-do-i-book-my-first-cleaning', { title: 'Home', url: '/' }), page('can-i-book-a-cleaning-on-the-nestwell-website', HELP_CENTRE)] };
}

/** An empty home, because someone moved out or is about to move in: Move In/Out Cleaning's moment. */
// "Hasn't been done since I moved in": a move long past, not an empty home now.
/** A home already furnished and lived in, though just moved into: "we just moved in, place is furnished now". */
const LIVED_IN = /\b(?:when (?:we|i) (?:first )?moved? (?:here|in)\b[^.?!]{0,40}\b(?:was|were|had)\b|(?:is|'s|are|now|already|fully) furnished|furniture (?:is|'s) (?:already |all )?in|(?:already|just) unpacked|(?:we|i) (?:have |'ve )?already moved in|moved in (?:already|last (?:week|month)|a (?:week|month|few (?:days|weeks)) ago))\b/;
/** A card not one's own: "could i just use my moms card", "pay with my dad's credit card". */
const SOMEONE_ELSES_CARD = /\b(my|our) (mom|mum|dad|mother|father|parents|wife|husband|partner|friend|boss|grandma|grandpa|sister|brother)('?s|s'?) (credit |debit )?cards?\b/;
/** Sent to another's phone or inbox: "go to the mother's phone", "be sent to her email" (not "to my phone"). */
const SENT_TO_A_PHONE = /\b(go|be sent|sent|come) to (?:(?:the |my |our |his |her |their )?[a-z]+'s|his|her|their) (phone|e-?mail|number|ipad)\b/;
/** Someone other than the one who books told of a cleaning: "will my parents get like an email or text about it?", "can the reminders go to her phone?". */
const SOMEONE_ELSE_NOTIFIED = new RegExp(String.raw`\b(will|would|do|does|can|could) (my|our|the|his|her|their) (parents?|mom|mum|dad|mother|father|wife|husband|partner|family|landlord|tenants?|roommates?|owner|boss|neighbou?rs?) (get|receive|be (sent|notified|told|texted|emailed)|find out|hear)\b[^.?!]{0,30}\b(e-?mails?|texts?|notifications?|messages?|alerts?|reminders?|about (it|this|that|the (cleaning|booking|visit)))\b|\b(reminders?|photos?|notifications?|alerts?|texts?|e-?mails?)\b[^.?!]{0,30}${SENT_TO_A_PHONE.source}|\b(my|our) ${SOMEONE_ELSE}\b[^.?!]{0,60}\b(wants?|would like|needs?|likes?) to (see|check|know)\b[^.?!]{0,60}\b(how (can|could|would|do|does) (she|he|they)|(a )?good job|did (it )?(well|right)|how it went|photos?|pictures?|pics)\b|\b(can|could|will|would) (my|our) ${SOMEONE_ELSE}( (in|from|who lives in|at) [\w ]{1,25}?)? (also |too |\w+ )?(see|view|get|look at|check) (the )?(job )?(photos?|pictures?|pics)\b`);
/** Being alone in the home with the cleaner oneself (a child alone is A_MINOR_HOME): "im gonna be home alone w the cleaner, is that weird or safe". */
const ALONE_WITH_THE_CLEANER = /\b(i|i'?m|im|i am|i'?ll|i will)\b[^.?!]{0,25}\b(alone|by myself) (with|and) (the |a |your )?(cleaners?|crew|maid|housekeeper|stranger|them|her|him)\b/;
/** Children at home while the cleaner is there: "is it safe if the cleaner comes when the kids are home?". */
const KIDS_HOME = /\b(kids?|children|child|toddlers?|baby|babies)\b(?!'?s? (stuff|toys|things|rooms?|playroom))(?![^.?!]{0,30}\b(aren'?t|are not|isn'?t|is not|not)\b)[^.?!]{0,30}\b(are |is |will be |be )?(home|there|around)\b|\b(home|there) with (the |my |our )?(kids?|children|baby)\b/;
/** A child or teenager the only one home for a visit: "is it ok if my son is the only one home when they come?"; "can my kids be home while the cleaner is there?"; "when its just him home after school? or do u need an adult there". */
const A_MINOR_HOME = /\b(my|our) (\d{1,2}[- ]?(year[- ]old|yo) )?(son|daughter|kids?|teen\w*|child|children|boy|girl)\b[^.?!]{0,30}\b(the only one|only one (at )?home|home alone|alone (at )?home|by (him|her|them)sel(f|ves))\b|\b(can|could|may|will|would) (my|our) (\w+ )?(kids?|children|son|daughter|teens?) (be|stay) (home|there|in the house) (while|when|during)\b|\b(just|only) (him|her|them|the kids?|my (son|daughter|kids?|teen\w*)) (at )?(home|there)\b|\b(need|have|require|must) (to have )?(an? )?adults? (to be )?(there|home|present)\b|\b(an? )?adults? (has|have|needs?|must) (to )?be (there|home|present)\b/;
/** A home whose people are away, furnished all the same: "nobody will be at home", "can the cleaner come when the house is empty?". */
const NOBODY_HOME = /\b(nobody|no one|noone|no-one)\b(?! (lives|is living|has lived|living) (there|in it|in the house|here) yet\b)[^.?!]{0,20}\b(home|house|there)\b|\b(while|when) (we|i|they)('re| are| am|'m)? (away|gone|abroad|travel\w*|on (vacation|holiday|a trip)|in (india|europe|florida|\w+ for))\b|\b(we|i|they)('ll| will)? be (away|abroad|travel\w*|out of (town|the country))\b|^(?![\s\S]*\bmov(e|ed|es|ing)\b)[\s\S]*\b(come|clean|visit)\b[^.?!]{0,20}\bwhen (the )?(house|home|place|apartment|apt|condo) is empty\b/;
const EMPTY_HOME = /\b(empty|vacant|unfurnished)\b|\b(after|before) (the )?movers\b|(?<!\bsince )\b(tenants?|renters?|we|they|i|is|are|am|'s|'re) (just )?(moved|move|moving) (out|in)\b|\bmoved out\b|(?<!\b(?:furniture|stuff|things|junk|items|everything|mattress|couch|trash|what)\s+(?:the |my |our |that |which )?(?:old |last |previous |former )?)\b(tenants?|renters?) (just |finally |already |was |were |got )*(vacated|evicted|left(?=\s*(?:[.,;!?]|$|and\b|the (?:place|house|apartment|unit)\b|(?:behind )?a (?:\w+ )?mess\b)))|\b(no ?one|nobody) (lives|is living|has lived|living) (there|in it|in the house|here) yet\b|\b(the )?new (house|home|place|apartment|condo) (is|will be|sits) empty\b|\bbefore (i|we|they) (bring|move|carry|get|put) (in )?(all )?(my|our|their|the) (stuff|things|furniture|boxes|belongings)( in)?\b|\bbefore (my|our|the|their) (furniture|stuff|things|boxes|belongings) (arrives?|comes?|gets? (there|here|in)|(is|are) (delivered|moved in))\b/;

/** Which service fits the visitor's situation, not the list of services: "which kind of cleaning should I book?". */
const PICKS_A_SERVICE = /\b(should|would|do|can) (i|we) (even |actually |really |just )?(book|get|choose|pick|need|use)\b|\b(should|would|does|do) (she|he|they) (even |actually |really |just )?(get|choose|pick|need|use)\b|\b(best|right) (one|service|cleaning) for\b/;

/** Being at home during a visit, asked as a wish: "can I stay at home while the cleaner works?". */
// "We would actually rather stay", "I'd prefer to be home": staying asked as a wish.
const STAYS_HOME_WORDS = String.raw`(while|when) (i'?m|im|i am|we'?re|we are) (asleep|sleeping)\b|(can|may|could) (i|we) (stay|be) (at )?(home|there|in the house|around) (while|during|when)|(i'?ll|i will|we'?ll|we will|i'?m going to|i am going to) (stay|be) (at )?(home|there|in the house|around) (while|during|when)|stay(ing)? (at )?home (while|during)|(would|'?d) (actually |much )?(rather|prefer to) (stay|be (at )?home|be there|be around)|(is it|it'?s|will it be|would it be) (ok|okay|fine|alright|all right|a problem) (if|that|for) (\w+ ){1,2}(are|is|be|'re|stay|stays|will be) (at )?(home|there|around|in the house)\b|(they|he|she|my \w+|our \w+)( are|'re| is| will be|'ll be) (at )?home (all day|when|while|during)\b`;
const STAYS_HOME = new RegExp(String.raw`\b(?:${STAYS_HOME_WORDS})`);
/** Someone else at home for the visit: "she'll be here when they come, thats ok right?", "can the cleaner come when shes here". */
const ANOTHER_HOME = /\b(she|he|my (caregiver|aide|nurse|daughter|son|wife|husband|mother|father|mom|dad|helper|roommate|sitter|nanny))('ll| will|'s going to| is going to) be (here|there|home|around) (when|while) (they|the cleaners?|she|he|you) (come|comes|arrive|arrives|clean|cleans|are here)\b|\b(come|clean|be here) when (she|he|my \w+)('?s| is) (here|there|home|around)\b/;

/** How long one has to use the promise: "is there a deadline?", "we may not see the cottage until a few days later". */
const PROMISE_DEADLINE = /\b(deadline|time limit|until when|till when|by when|how late can (i|we)|how long (do|have) (i|we)|how many days (do|have) (i|we)|too late|(a few|several|\d+|two|three) days (later|after)|days later|takes me (a few )?days)\b/;

/** Lodging, which no service names: "does nestwell clean motels or just houses?". */
const LODGING = /\b(motels?|hotels?|inns?|b ?& ?bs?|bed and breakfasts?|hostels?)\b/;
/** A business's space, not a home: a café, a hall, a community center, a motel. */
const A_BUSINESS_SPACE = new RegExp(String.raw`\b(caf(e|é)s?|coffee shops?|restaurants?|bars?|salons?|spas?|clinics?|(dental|medical|law|doctor'?s?) (practices?|offices?)|community (cent(er|re)s?|rooms?|spaces?)|church(es)?|mosques?|masjids?|synagogues?|temples?|islamic cent(er|re)s?|(parish|fellowship|banquet|party|event|rental) halls?|(our|the|a) hall|gyms?|studios?|daycares?|day cares?|schools?|shops?|stores?|boutiques?|warehouses?|non-?profits?|offices?|businesses|${LODGING.source.slice(2, -2)}|(places|spaces) like (ours|mine|this))\b`);

/** A hoarded or heavily cluttered home: "hoarder houses", "full of his stuff", "packed to the ceiling", "llena de cosas". */
const CLUTTERED = /\b(hoard\w*|(very |heavily |badly |really )?cluttered (house|home|place|apartment)|(house|home|place|apartment|garage|basement|attic)s?\b[^.?!]{0,25}\b(full of|piled (high )?with|covered in|buried in|cluttered with) ((his|her|their|my|our|[\w]+'s) )?(stuff|things|belongings|junk|boxes|bags|trash|clutter)|(packed|stuffed|crammed|filled|full|piled)( \w+){0,2} (to|up to) the (ceiling|rafters|roof))\b/;
/**
 * Things taken away, not cleaned: junk, old furniture, a mattress, a whole cleanout ("clear out the garage", "clean out dad's
 * house"; cleaning out a garage may be cleaning it, a task like another).
 */
const HAULED = /\b(haul(ing|s)? ((it|that|them|those|this|everything|stuff) )?(away|off|out)|haul (that|it|them|those|this|stuff|everything)|haul\w* the (trash|garbage|junk)( bags)? (away|off)|junk removal|(take|taking|haul\w*|cart) away (the |our |my |old )*(junk|furniture|trash|garbage|stuff|bags|boxes|debris)|(take|taking|cart) (that|this|the|our|my|all (that|this|the)) (\w+ )?(junk|furniture|trash|garbage|stuff|bags|boxes|debris|futon|couch|mattress) (away|out)|(estate|house|home|whole[- ]house|full|complete|basement|garage|attic|apartment) clean-?outs?|(clear|empty)(ing)? out (the |a |his |her |my |our |their )?([\w]+'s )?(whole |entire )?(houses?|homes?|garages?|basements?|attics?|sheds?|storage units?|apartments?|estates?)|clean(ing)? out (the |a |his |her |my |our |their )?([\w]+'s )?(whole |entire )?(houses?|homes?|apartments?|estates?)|(take|taking|cart|carry) (them|those|these|everything|all (of )?(that|it|them)|the (old )?(trash|garbage|junk|furniture|mattress\w*|couch\w*|sofas?|boxes|bags|stuff|debris)( bags)?) (away|off)|(get rid of|dispose of|throw out|throw away) (the |a |an |our |my )?(old )?(mattress\w*|couch\w*|sofas?|furniture|trash|junk|boxes))\b/;
/** Furniture carried, as movers do: "help us carry the couch down 3 flights", "move the dresser upstairs". */
const CARRYING = /\b(?:carry|carrying|move|moving|lift|lifting|bring|take|get) (?:the |our |my |a |this |that |all the )?(?:heavy |big |old )?(?:couch|sofa|furniture|mattress|bed frame|boxes|dresser|piano|desk|bookcase|table)s? (?:\w+ )?(?:down|up|out|downstairs|upstairs|to the (?:truck|curb|street|van))\b/;
const HAULING = new RegExp(`${HAULED.source}|${CARRYING.source}`);

/**
 * A floor to strip, wax or refinish: a job over a whole floor, never the one item the Other add-on is for. Not one done
 * ("we just had the floors refinished, there's dust everywhere"), which leaves cleaning to ask about.
 */
const FLOOR_JOB = /^(?![\s\S]*\b(?:had|have|has|just|got|been|were|was)\b[^.?!]{0,25}\b(?:refinished|waxed|stripped|buffed)\b)[\s\S]*?(?:\b(?:strip|stripping|wax|waxing|buff|buffing|refinish|refinishing)\b(?! (?:has|had|is|was|dripped|drips|spill\w*|on|off|from|stains?|residue))[^.?!]{0,40}\b(?:floors?|linoleum|tiles?|vct|vinyl|hardwoods?)\b|\b(?:floors?|linoleum|tiles?|vct|vinyl|hardwoods?)\b[^.?!]{0,40}\b(?:stripp(?:ed|ing)|wax(?:ed|ing)|refinish(?:ed|ing)|buff(?:ed|ing))\b)/;
/** The jobs no service or add-on names, as a reply names them, when said beside a floor's (a window or a rug alone may be one item). */
const TRADE_JOBS: [RegExp, string][] = [
  [FLOOR_JOB, 'floor stripping, waxing or refinishing'],
  [/\b(?:carpet|rug|upholstery)s? (?:shampoo\w*|steam\w*|deep clean\w*)\b|\b(?:shampoo\w*|steam[- ]clean\w*) (?:the |our |my )?(?:carpets?|rugs?|upholstery|couch|sofa)\b/, 'carpet or upholstery shampooing'],
  [/\bwindow (?:washing|cleaning)\b|\b(?:wash\w*|clean\w*) (?:all )?(?:the |our |my )?(?:big |large |outside |exterior )?windows\b|\bwindows\b[^.?!]{0,30}\b(?:washed|cleaned)\b/, 'window washing'],
];

/** Asking which service to book, not what the services are. */
const ASKS_WHICH_SERVICE = new RegExp(String.raw`${PICKS_A_SERVICE.source}|\b(which|what) (service|cleaning|kind|type|sort|one|option)\b|\b(which|what) of (your|the|these|those) (services|cleanings|options)\b|\b(suggest|recommend|most suitable|best suited)\b`);
/** Two services offered as the choice: "deep clean or move in clean?". */
const TWO_SERVICES = /\b(move[- ]?(out|in)|deep|standard|regular|turnover)( clean\w*)? or (a |the )?(move[- ]?(out|in)|deep|standard|regular|turnover)\b/;
/** The kinds of business space a visitor names as the space to clean. */
const SPACE_KINDS = String.raw`caf(e|é)|coffee shop|restaurant|salon|spa|clinic|practice|community cent(er|re)|church|(?<!parish )hall|gym|daycare|day care|school|store|boutique|warehouse|office|business|club ?house|community room`;
/** The business space to be cleaned: "our hall", "for a café" (a home office or the back office's files are a home's). */
const A_SPACE_TO_CLEAN = new RegExp(String.raw`\b(our|my|a|an|for the|clean the|(i|we) (have|own|run)) (\w+ ){0,2}(${SPACE_KINDS})\b(?! (records|files|hours|manager))(?<!\b(home|back) office)`);

/** A message that opens with the business space it is about: "daycare: which one should I choose?", "office - standard or deep?". */
const A_SPACE_AS_SUBJECT = new RegExp(String.raw`^\W*(${SPACE_KINDS}|studio)s?\b(?!\s+(records|files|hours|manager|address|apartment|condo))`);

/** A business said: the waitlist it asks about is the business version's. */
const A_BUSINESS_SAID = /\b(business\w*|company|office|corporate|clinic|practice)\b/;

/** Who or what answers in the chat, asked: "are you a bot?", "is this chat a real person or AI?". */
/** Whether the one answering is a person or a machine, asked: "am I writing to a computer?", "r u a bot", "is this a real person?". */
const PERSON_OR_MACHINE = /\b(are you|r u|you are|you'?re|u r|is (this|it|that|the (person|one|chat)\b[^.?!]{0,30})|am i|who is)\b[^.?!]{0,50}\b(robot|bot|human|ai|machine|computer|program|person|chatgpt)\b/;
const ASSISTANT_ASKED = /\b(who are you|(is|are) (this|you) (a |an )?(computer|machine|program|bot|robot)|(computer|machine|program|bot|robot|person|human) (answering|replying|responding|writing|typing)|what are you|are you (a )?(robot|bot|human|real|ai|person)|(you are|you'?re|u r) (a |an )?(real |actual )?(robot|bot|human|ai|person|computer|machine)\b|is this (a )?(bot|robot|ai|human)|chat ?gpt|(talking|chatting|speaking|writing|texting|corresponding) (to|with) (a |an )?(real |actual |live )?(person|human|bot|robot|ai|machine|computer)|is (this|the chat|this chat) (a |an )?(real|live|actual)( person| human)?|is (it|that) (a |an )?(real|live|actual) (person|human)|is (the|this|your) chat( assistant)? (a |an )?(real )?(person|human|bot|robot|ai)|is this (a |an )?(person|human)\b[^.?!]{0,25}\bor (a |an )?(machine|bot|robot|computer|ai))\b/;

/** Whether homes are all we clean: "is Nestwell only for people's homes?". */
const ONLY_HOMES = /\b(is|are) (nestwell|it|this|you|u|the service|your service)( \w+)? (only|just) for (people'?s |private |residential )?(homes|houses|residences)\b/;
/** A business space asked about: "do you clean cafes or just houses?", "do you clean places like ours?". */
const BUSINESS_SPACE_ASKED = new RegExp(String.raw`\b(do|does|can|could|will|would) (you|u|nestwell|y'?all|you guys|your (?:cleaners|people|staff|team|crew|firm|company|service)) (also )?(clean|do|service|take on|work in)( [\w'-]+){0,3}? ${A_BUSINESS_SPACE.source}`
  // "My boss ask if you clean restaurant": the question asked for someone, reported.
  + String.raw`|\b(ask|asks|asked|asking|wants? to know|need to know|wonders?) (if|whether) (you|u|y'?all|nestwell|you guys) (also )?(clean|do|service|take on)( [\w'-]+){0,2}? ${A_BUSINESS_SPACE.source}`
  + String.raw`|${ONLY_HOMES.source}`
  // "Could my boss get u guys for the daycare": someone hiring us for a space of theirs.
  + String.raw`|\b(get|hire|book|use) (you|u|y'?all|you guys|u guys|nestwell)( \w+)? (for|at|in|to clean) (the |our |my |a |an |his |her |their )?${A_BUSINESS_SPACE.source}`
  // "Do you offer cleaning services for mosques?": a service offered for a kind of space, not a discount for one.
  + String.raw`|\b(do|can|will|would) (you|u|nestwell|y'?all|you guys) (offer|provide) (\w+ )?(cleaning|cleanings|cleaning services?|services?) ((for|to|at|in) )?(\w+ )?${A_BUSINESS_SPACE.source}`
  // "Can I book an office-type cleaning?", "you do restaurant cleaning?".
  + String.raw`|\b(can (i|we) (also )?(book|get|order|hire) (an? |the )?|(you|u) do )${A_BUSINESS_SPACE.source}(?:[- ]type)? clean(ing)?\b`
  // "Our church hall needs cleaning after events. Do you do that?": the space first, the ask after. Not one placed in another
  // state ("my office is in Midtown Manhattan, can you clean it?"), which the area's "not yet" answers.
  + String.raw`|\b(our|my|the|a) (\w+ )?(?<!grab )${A_BUSINESS_SPACE.source}(?![^?]{0,80}\b(manhattan|brooklyn|queens|bronx|nyc|new york|ny|philadelphia|philly|pa|pennsylvania|ct|connecticut|stamford|delaware)\b)[^?]{0,80}\b(do|can|will|would) (you|u|nestwell|y'?all|you guys) (do|clean|handle|take( on)?|cover) (that|this|it|those|them|these|ones like (it|ours))(?=\s*[?.!]|\s*$)`
  // "The fellowship hall needs a good cleaning after functions. Allyuh would do something like that?", "would that count as a business?".
  + String.raw`|\b(our|my|the|a) (\w+ )?${A_BUSINESS_SPACE.source}[^?]{0,120}\b((you|u|y'?all|you all|allyuh|you guys) (would|could|can|will) (do|clean|take( on)?) (that|this|it|something like (that|this|it))|count as a business|book (you|u|nestwell|a cleaner))\b`);

/** A rental between its tenants: "do you clean between long term tenants?". */
const BETWEEN_TENANTS = /\bbetween ([\w-]+ ){0,3}(tenants|renters|leases)\b/;

/** What Deep Cleaning is, in a line. */
const DEEP_GOES_FURTHER = 'Deep Cleaning goes further in each room than a regular clean: baseboards, door frames, built-up grime and kitchen grease.';

/** A service in a line, by its name, the words that ask for it, and its help article. */
const SERVICE_LINES: [RegExp, RegExp, (text: string) => string, string][] = [
  [/^Deep/, /\bdeep\b/, () => DEEP_GOES_FURTHER, 'what-does-deep-cleaning-include'],
  [/^Move/, /\bmov(e|es|ed|ing)\b/, () => 'Move In/Out Cleaning gets an empty home ready for new occupants or ready to hand back.', 'what-does-move-in-&-move-out-cleaning-cover'],
  [/^Rental/, new RegExp(String.raw`\b(rentals?|airbnbs?|vrbos?|turnovers?|short[- ]term|long[- ]term|tenants|renters)\b|${ONE_GUEST_TO_THE_NEXT.source}`), (text) => `Rental Turnover Cleaning resets a rental, short-term or long-term, between guests or tenants${/\b(beds?|linens?|sheets)\b/.test(text) ? '; when you describe your space, say how you like beds made and where spare linens are kept' : ''}.`, 'what-is-rental-turnover-cleaning'],
  [/^Standard/, /\b(standard|regular|apartments?|condos?|houses?|homes?)\b/, () => 'Standard Cleaning is the everyday upkeep visit for a lived-in home.', 'what-does-standard-cleaning-include'],
];

/** Yes to the services asked for, each in a line, booked in the app. */
/** "A move out clean just for her room": one room of a shared home, which the site never says Move In/Out Cleaning is booked for. */
const MOVING_A_WORKPLACE = /\b(suite|office|practice|store|shop|clinic|salon|restaurant|studio space|warehouse)\b/;
const ONE_ROOM_OF_A_HOME = /\b(just|only) (for )?(her|his|their|my|our|the|one|a) (bed)?room\b|\bone room\b|\ba single room\b/;

/** Work beyond a cleaning that a message asks for beside a service: carpets shampooed, walls painted, repairs. */
const TASKS_NOT_LISTED = /\b(shampoo\w*|steam[- ]clean\w*|carpet cleaning|paint\w*|patch\w*|repair\w*|fix(ing)? (the )?(walls?|holes?|scuffs?))\b/;

function serviceOffered({ facts, page }: HandlerContext, text: string, found: typeof SERVICE_LINES, yes = true): ChatAnswer {
  // "Same-day turnover?" asks a time, which the app shows, not whether the service exists.
  // "All three move-outs on the 31st, 3 addresses in one day?": a day asked for, which the site doesn't promise.
  const timing = /\b(same[- ]day|today|tomorrow|tonight|asap|last[- ]minute|between guests|in time|how (fast|soon|quickly)|weekends?|evenings?|(in|on) (one|1|the same) day|on the \d{1,2}(st|nd|rd|th)|(mon|tues|wednes|thurs|fri|satur|sun)days?)\b/.test(text);
  const moving = found.some(([, , , key]) => /move-in/.test(key));
  const oneRoom = moving && ONE_ROOM_OF_A_HOME.test(text);
  // "Can you clean the old suite after we move out?": the site describes a move-out for a home, and workplaces under their own service.
  const workplace = moving && MOVING_A_WORKPLACE.test(text);
  // "Deep just on the bathrooms and standard everywhere else in the same visit?": the site never says a visit mixes them.
  const mixed = MIXED_TIERS.test(text);
  const unsaid = mixed ? `The site doesn't say one visit can mix Standard and Deep Cleaning room by room, so I won't say yes; ask ${supportLink(facts)}, 24/7. What it does say: `
    : oneRoom ? `The site doesn't say whether one room of a shared home can be booked as a move-out clean, so I won't say yes; ask ${supportLink(facts)}, 24/7. What it does say: `
    : workplace ? `The site describes Office and Business Cleaning for workplaces and no move-out clean of an office, so I won't say yes; ask ${supportLink(facts)}, 24/7, which to book. What it does say: ` : null;
  // "Is turnover just for airbnbs?": a yes would read as "only those"; said of anything else ("only for homes?"), no yes at all.
  const onlyShortStays = /\b(is|it'?s|are|that)\b[^.?!]{0,30}\b(just|only)( for)? (airbnbs?|vrbos?|short[- ]term)/.test(text);
  // "I usually need carpets shampooed and scuffs touched up with paint. Do you do that?": the yes would be to tasks the site never names.
  // "What service is that one?" asks which, to which a yes is no answer.
  const opening = onlyShortStays ? 'Not only short-term stays. ' : /\b(only|just) for\b|\b(what|which) (service|one|cleaning|kind|type)\b/.test(text) || TASKS_NOT_LISTED.test(text) ? '' : 'Yes. ';
  return {
    reply: `${unsaid ?? (timing || !yes ? '' : opening)}${found.map(([, , line]) => line(text)).join(' ')} You book it in the ${facts.brand} app, and the app shows the price for your space before you confirm.${timing ? ` The site doesn't promise a visit on a given day or time: the app shows the times available for your address before you confirm, and ${supportLink(facts)} can help, 24/7.` : ''}`,
    sources: found.map(([, , , key]) => page(key, HELP_CENTRE)),
  };
}

/** A space that isn't a business as such: a church or a mosque, a hall, a school; the site names none of them. */
const NOT_A_BUSINESS = /\b(church(es)?|mosques?|masjids?|synagogues?|temples?|islamic cent(er|re)s?|(parish|fellowship) halls?|parish|fellowship|halls?|community (cent(er|re)s?|rooms?)|non-?profits?|schools?|day ?cares?)\b/;

function businessSpace({ facts, page }: HandlerContext, text: string): ChatAnswer {
  // A motel's rooms are neither a short-term rental booked by its host nor a workplace's offices: the site doesn't say.
  const lodging = LODGING.exec(text)?.[0];
  if (lodging) {
    return {
      reply: `${spaceNotNamed(lodging)}: Rental Turnover Cleaning is for short-term rentals between guests, and Office and Business Cleaning for workplaces. Whether a ${singular(lodging)} fits one of them, ask ${supportLink(facts)} before you book, 24/7.`,
      sources: [page('which-cleaning-service-should-i-choose', HELP_CENTRE), page('does-nestwell-clean-offices-&-businesses', HELP_CENTRE)],
    };
  }
  const named = (NOT_A_BUSINESS.exec(text) ?? BEYOND_AN_OFFICE.exec(text))?.[0];
  return {
    reply: `${named ? `${spaceNotNamed(named)}, but a space that isn't a home is booked as Office and Business Cleaning, one of our five services, in the ${facts.brand} app today; the app prices it for your space before you confirm. If you're not sure it fits, ask ${supportLink(facts)} before you book, 24/7.` : `${ONLY_HOMES.test(text) ? 'No, not only homes' : 'Yes'}: a business space is booked as Office and Business Cleaning, one of our five services, in the ${facts.brand} app today; the app prices it for your space before you confirm.`} A business version of ${facts.brand} is coming soon, with a [waitlist](/business-waitlist).`,
    sources: [page('does-nestwell-clean-offices-&-businesses', HELP_CENTRE), page('which-cleaning-service-should-i-choose', HELP_CENTRE)],
  };
}

/** A question that opens "what about" or "how about". */
const WHAT_ABOUT = /^(?:(?:ok|okay|so|and|then)\W+)*(?:what|how) about\b/;
/** What to book, asked: "moving out, what do I book?". */
const WHICH_TO_BOOK = /\b(what|which)( (service|cleaning|clean|one|kind|type|option))? (do|should|would|can) (i|we) (even |actually |really |just )?(book|get|choose|pick|need|order)\b|\b(what|which) (service|cleaning|one|option) (fits|suits|works|is (best|right))\b/;
/** Whether we do a thing, or what to book: "do you do the cleaning after the furniture's gone?". */
// "…guests between shoots, is that the turnover service?": the service named, asked whether it fits.
const SERVICE_ASKED = new RegExp(String.raw`${WHICH_TO_BOOK.source}|\b(do|can|will|would|(asked|ask|asking|wondering|know) (if|whether)) (you|u|nestwell|y'?all|you guys|your cleaners) (also )?(do|offer|provide|handle|take on|clean(?! (there|here|in|at|around|near|up there)\b))\b|\bcan (i|we) (also )?(book|get|order|hire)\b|\b(is|are) (turn-?overs?|rental turn-?overs?(?: cleaning)?) (only|just) for\b|\b(is|would) (that|this|it|those|these) (be )?(the|a) ([\w/-]+ ){0,3}(service|cleaning|one)(?= ?[?]|$| (for|i need|we need|i want|to book)\b)`
  // "Ok what about after the junk guys are done, the move out clean": the service, named last, asked about.
  + String.raw`|${WHAT_ABOUT.source}[^.?!]*\b(?:the |a )?(?:move[- ]?(?:in|out)|(?:rental )?turn-?over)(?: clean(?:ing)?| one)?\s*[?.!]*$`);

/**
 * The service a visitor's situation calls for (`service`, read from their words: moving, guests, an office), or a business
 * space named, when they ask whether we do it or what to book; null when they ask something else.
 */
export function serviceForSituation(ctx: HandlerContext, service: string | null, text: string): ChatAnswer | null {
  // Asked outright, not a business named in passing ("would be nice for the first clinic clean"); nor a date or a job;
  // nor what is done with one's details ("what do you do with our info?").
  if ((!SERVICE_ASKED.test(text) && !BUSINESS_SPACE_ASKED.test(text)) || DONE_WITH.test(text)) return null;
  if (/\b(jobs?|hiring|apply|applying|work for|employ\w*)\b|\b(how far ahead|in advance|(jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]* \d{1,2}\b)/.test(text)) return null;
  if ((/^Office/.test(service ?? '') || BUSINESS_SPACE_ASKED.test(text)) && !/\bhome offices?\b/.test(text)) return businessSpace(ctx, text);
  const line = SERVICE_LINES.find(([name]) => /^(Move|Rental)/.test(service ?? '') && name.test(service!));
  if (!line) return null;
  // "Can I book a cleaning for my buyers at their new house and pay for it myself?": no "Yes" the site doesn't give.
  const forSomeoneElse = someoneElseBooks(text, ctx);
  // "What about the move-out clean?" asks no yes or no.
  const offered = serviceOffered(ctx, text, [line], !WHICH_TO_BOOK.test(text) && !forSomeoneElse && !WHAT_ABOUT.test(text));
  return forSomeoneElse ? { reply: `${forSomeoneElse.reply}\n${offered.reply}`, sources: [...forSomeoneElse.sources, ...offered.sources] } : offered;
}

/** The check itself asked about: what it covers, who runs it, how often, proof of it. */
const CHECK_DETAILS = /\bfingerprint(ed|ing)?\b(?= (the |your |all |every )?(cleaners?|staff|crew|workers?|people|them)\b)|\bfingerprint(ed|ing)\b|\bfingerprints?\s*\?|\bfingerprints?\b(?=[^.?!]{0,30}\b(checks?|background|police|fbi|criminal|records?|vetting|screen\w*)\b)|\b(police|fbi|criminal|background)\b[^.?!]{0,30}\bfingerprints?\b|\bdrug (test|screen)\w*|\bhow (exactly )?(do|does|did) (you|u|nestwell|they) (screen|vet|check)\b|\bwhat (specifically |exactly )?(do|does) (they|you|u|nestwell|it|that) (actually |really )?(check|screen|look (at|for))\b|\bchecked by (who|whom)\b|\bby (who|whom)\b[^.?!]{0,20}\bcheck|\bwhat (does|do|did) (the |your |a |their )?["'“‘]?(background[- ]?)?(check|checks|vetting|screening)["'”’]? (actually |really |even )?(check|look|cover|include|mean|involve)\b|\bhow (are|is) (they|the cleaners?|cleaners) (screened|vetted|checked)\b|\b(what|which)\b[^.?!]{0,40}\b(check|checks|vetting|screening)\b[^.?!]{0,30}\b(cover|covers|include|includes|consists?|involves?|look at|looks at|check for)\b|\b(check|checks|vetting|screening)\b[^.?!]{0,40}\b(cover|covers|include|includes|consist of|involve|look at|criminal|driving|fingerprint\w*|sex[- ]offender|federal|county|credit|drug|how often|re-?run|how far back|years back)\b|\b(who|which company) (runs|does|conducts|performs)\b[^.?!]{0,30}\bchecks?\b|\b(copies|copy|proof|results|report|reports|documentation|paperwork|certificate)\b[^.?!]{0,40}\b(check|checks|vetting|clearances?)\b|\bhow (vetted|thorough)\b|\b(what|which) (sort|kind|type) of (background |criminal )?(check|checks|checking|vetting|screening)\b|\b(how many years|how far) back\b|\b(check|checks|checked|checking|vetting|screening)\b[^.?!]{0,40}\b(abroad|overseas|other countr\w*|another country|my country|back home|outside (the )?(us|usa|united states|country))\b|\b(they|you|u|nestwell) (also )?check \w+( \w+)? (also|too|as well)\b|\bpolice (check|checks|record|records|clearance)\b/;

/**
 * "Will we def get our security deposit back?", "will this get my deposit back?", "will the landlord give back my deposit?":
 * asked, not said as the reason to book ("so I get my deposit back").
 */
const DEPOSIT_ASKED = /\b(will|would|do|does|can|if)\b(?![^.?!]*\bso (i|we) (can )?get\b)[^.?!]{0,40}\b(get|getting)( me| us)? (our|my|the) (security )?deposit back\b|\b(keep|keeps|keeping|withhold\w*) (our|my|the) (security )?deposit\b|^(?![\s\S]*\b(how (many|long)|days|deadline|legal\w*|laws?|required|have to|has to|small claims)\b)[\s\S]*\b(will|would|does)\b (my |the |our |her |his )?(landlord|owner|building|management|super|they|he|she)\b[^.?!]{0,30}\b(give|pay|return|refund)\w* (me |us )?(back )?(our|my|the) (security )?deposit( back)?\b/;

/** An outcome asked to be guaranteed that the satisfaction promise does not cover: a time, a slot, a deposit, an inspection, a guest's refund. */
/** A day asked to be guaranteed: "can you guarantee a cleaner Wednesday?". */
const GUARANTEED_DAY = /\b(guarantee\w*|promise)\b[^.?!]{0,40}\b(on )?(mondays?|tuesdays?|wednesdays?|thursdays?|fridays?|saturdays?|sundays?|tomorrow|today|tonight|(this|next) weekend)\b/;
// A day, "any guarantee about timing?", a finishing time, a slot, a deposit, an inspection.
/** Damage a guest or tenant does, not a cleaner: "if a guest broke something", "what if a guest trashes something??", "guest damage". */
const GUEST_DAMAGE = /\b(guests?|tenants?|renters?) (\w+ )?(broke|break|breaks|breaking|damaged|damages|damaging|trashes|trashing|ruined|ruins)\b|\b(guests?'?|tenants?'?|renters?'?) damage\b|\bdamage (from|by) (the )?(guests?|tenants?|renters?)\b|\bdamage\b[^.?!]{0,20}\b(guests?|tenants?|renters?) (caused|left|did|made)\b/;
/** The job photos asked for a claim elsewhere: "could i use those... like for an airbnb claim". */
const CLAIMED = /\b(claims?|evidence|proof|aircover|resolution center|insurers?|(use|show|send) (those|these|them|the (job )?(photos?|pics|pictures))\b[^.?!]{0,20}\bif)\b/;
/** Damage found asked to be told: "do ur cleaners report it to me". */
const REPORTED = /\b(report|reports|tell (me|us)|let (me|us) know|notify|flag)\b/;
/** "Like a broken lamp or red wine on the couch, do ur cleaners report it to me": damage found, asked whether cleaners tell. */
const DAMAGE_REPORTED = /^(?=[\s\S]*\b(brok\w*|damag\w*|stain\w*|spill\w*|wine|trash\w*)\b)[\s\S]*\b(do|will|would|does) (ur |your |the )?(cleaners?|they|she|he|you|u) (\w+ )?(report|tell (me|us)|let (me|us) know|flag|notify)\b|\b(report|tell (me|us) about|notify (me|us) of) (any )?damage\b/;
/** Damage a guest did, a claim about it, or whether cleaners report what they find: what the site doesn't say, and the job photos. */
function damageFound(text: string, facts: Facts): string {
  const claimed = CLAIMED.test(text);
  const reported = REPORTED.test(text);
  const unsaid = [
    ...(claimed ? ['whether the job photos can be used for a damage claim with a rental platform or an insurer'] : []),
    ...(reported ? ['whether cleaners report damage they find'] : []),
    ...(!claimed && !reported ? ['anything about damage done by guests or tenants'] : []),
  ];
  return `The site doesn't say ${unsaid.join(', or ')}, so I won't guess.\nWhat it does say: after each cleaning you can review the job photos of the finished work in the app, so you can check each room yourself. For anything specific, ask ${supportLink(facts)}, 24/7.`;
}

/** An inspection's result asked of a cleaning: "our health inspection is next month. If you clean before it, will we pass?". */
const INSPECTION_PASSED = /\b(inspection|inspector|walk-?through)\b[^.?!]{0,40}[.?!]?[^.?!]{0,60}\b(will|would|do|does|can|could) (we|i|it|they|you|that) (pass|get through|be approved|be fine)\b|\b(will|would) (we|i|it) pass\b[^.?!]{0,40}\binspection\b/;
const GUARANTEED_OUTCOME = new RegExp(String.raw`${GUARANTEED_DAY.source}|${INSPECTION_PASSED.source}|\bguarantee\w* (about|on|of|for) (the )?timing\b|\b(guarantee\w*|promise|ensure|make sure)\b[^.?!]{0,60}\b(done|finished|ready|complete\w*|over) (by|before|in time)|\b(guarantee\w*|promise)\b[^.?!]{0,60}\b(deposit|inspection|pass|slot|opening|window|available|availability|on time|same[- ]day|by \d)|\b(deposit|inspection|slot|opening|window)\b[^.?!]{0,40}\b(guarantee\w*|promise)|\brefund (my|the|our) guests?\b|${DEPOSIT_ASKED.source}`);

/** What outcome was asked to be guaranteed, in the reply's words. */
function outcomeAsked(text: string): string {
  if (/\b(done|finished|ready|complete\w*|over) (by|before|in time)\b/.test(text)) return 'a finishing time';
  if (/\bdeposit\b/.test(text)) return 'that you get your deposit back';
  if (/\binspection|\bpass\b/.test(text)) return 'that you pass an inspection';
  if (/\bguests?\b/.test(text) && /\brefund/.test(text)) return 'a refund to your guests';
  if (/\b(slot|opening|window|available|availability|same[- ]day)\b/.test(text)) return 'a booking slot or time window (the app shows the times available for your address before you confirm)';
  if (GUARANTEED_DAY.test(text)) return 'a particular day (the app shows the times available for your address before you confirm)';
  return 'a finishing time';
}

/** A cleaner who couldn't get in: "if they can't get in because the doorman isn't there", "nobody home to let her in". */
const NO_WAY_IN = /\b(can'?t|cannot|couldn'?t|could not|unable to|won'?t be able to|(is|are|was|were) not able to|didn'?t|did not|don'?t|do not) (get|gets|be let|make it) in(side|to (the|my|our) (building|house|home|apartment|unit|place))?\b|\blocked out\b|\b(no ?one|nobody|no-one) (is |was )?(home|there|around) to (open|let (them|her|him|the cleaner) in)\b|\b(won'?t|will not|doesn'?t|does not|refuses? to|refused to|didn'?t|did not) let (the cleaners?|them|her|him|the crew|anyone|you|your cleaners?) in\b/;
/** A charge asked about. */
const A_CHARGE = /\b(charg\w*|pay|paid|fee|fees|cost|bill\w*)\b/;

/** Guests or family coming to the visitor's own home, for a feast or a holiday: "my mom arrives on the 20th". */
const HOSTING_AT_HOME = /\b(our|my) (home|house|place)\b[^.?!]*\b(guests?|family|relatives|in-?laws|visitors)\b|\b(my|our) (in-?laws|relatives|parents|family|grand\w*|mom|mum|mother|dad|father|sister|brother|son|daughter|aunt|uncle|cousins?|(mother|father)-in-law)\b[^.?!]{0,30}\b(are |is |will be )?(coming|visiting|arriving|arrives?|comes|visits|lands|flies in|come to stay|staying)\b|\b(guests?|family|relatives|in-?laws|visitors)\b[^.?!]*\b(our|my) (home|house|place)\b|\bhost(ing|ed)? (family|relatives|the in-?laws|a party|dinner|thanksgiving|christmas|eid|the holidays?)\b/;
/** A home after a gathering: "we just finished our anniversary thanksgiving", "after the party", "we threw a party last night". */
const AFTER_A_GATHERING = /\b(after|just (had|finished|hosted)|finished|threw|had)\b[^.?!]{0,40}\b(party|parties|celebration|anniversary|wedding|reunion|thanksgiving|christmas|eid|holidays?|gathering|get-?together|birthday|graduation|barbecue|bbq)\b/;

/**
 * The service a visitor's situation points to, asked which to book ("my place ain't been cleaned in a year, which one"):
 * null when the question compares services or tells no situation. A later "price for that" prices it (dialogue.ts).
 */
/** Services named as the choices asked between: "standard, deep or move out cleaning?", "the deep or the move-out one". */
const SERVICE_NAME = String.raw`(?:the )?(?:standard|deep|regular|move[- ]?(?:in|out)(?:[- /]?(?:in|out))?|turnover)(?: one| clean(?:ing)?)?`;
const SERVICES_AS_CHOICES = new RegExp(String.raw`\b(?:${SERVICE_NAME}\s*(?:,|\bor\b|\/)\s*)+${SERVICE_NAME}\b`, 'g');

/** No move said to be coming: "we are not moving", "they're not moving out until after closing", "I don't think a move-out clean makes sense". */
const NOT_MOVING = /\b(?:not|aren'?t|isn'?t|won'?t|never|no one'?s|nobody'?s) (?:\w+ )?(?:moving|relocating)\b|\b(?:don'?t|do not|doesn'?t|does not) (?:think|need|want) (?:a |the )?move[- ]?(?:in|out)\b|\bmove[- ]?(?:in|out)(?: clean\w*)? (?:doesn'?t|does not|wouldn'?t|won'?t) (?:make sense|fit|apply)\b/;

export function situationService(text: string): string | null {
  // "What's the difference between turnover and standard?" compares; it tells no situation.
  // "We just moved in, it's furnished but gross: deep clean or move in clean?": the choice, for a home already lived in.
  const livedIn = LIVED_IN.test(text) && TWO_SERVICES.test(text);
  if ((!ASKS_WHICH_SERVICE.test(text) && !livedIn) || /\b(diff|difference|differ\w*|compar\w*|vs\.?|versus)\b/.test(text)) return null;
  if (A_SPACE_TO_CLEAN.test(text) || A_SPACE_AS_SUBJECT.test(text)) return 'Office and Business Cleaning';
  // "Eid is coming, 30 guests come to our home": hosting family at home, which the site meets with Deep Cleaning.
  if ((HOSTING_AT_HOME.test(text) || AFTER_A_GATHERING.test(text)) && !/\b(airbnb|vrbo|short[- ]term|check-?outs?|rentals?|listings?|turnovers?|bookings)\b/.test(text)) return 'Deep Cleaning';
  // "I rent the Ocean City house by the week to families": short stays, whoever they are.
  // "A furnished unit for visiting consultants, turned over between stays": short stays too, whoever stays.
  if (/\b(guests?|airbnb|vrbo|short[- ]term|check-?outs?|rent(ing|s)? (it |out |the \w+ (house|home|cottage|place) )?(out )?by the (week|night|weekend)|between (\w+ )?stays|turned over|week[- ]to[- ]week|(summer|weekly|vacation|holiday) (rentals?|renters|families|guests|visitors)|rent(s|ing)? (it |them )?out\b[^.?!]{0,50}\b(summer|weekly|by the week|vacation)|furnished (corporate )?(apartment|unit|flat|suite|condo|rental)s?|corporate (apartment|housing|unit|rental)s?)\b/.test(text) && !/\b(long[- ]term|lease|tenants?)\b/.test(text)) return 'Rental Turnover Cleaning';
  // "The tenant left, the apartment upstairs is empty: which service?", "between tenants, unit empty: which service?": an empty home.
  if (!LIVED_IN.test(text) && !NOT_MOVING.test(text) && !STILL_FURNISHED.test(text) && !SHUT_FOR_A_SEASON.test(text) && /\b(mov(e|es|ing)( out| in)?|clear(ing)? (out )?(of )?(quarters|base housing|housing)|pcs(ing)?|lease (is up|ends|ending)|deposit back|end of (my|the|our) lease|(is|are|'s|sits|now|completely|totally) (empty|vacant|unfurnished)|(unit|house|home|apartment|apt|place|condo|property|rental) (empty|vacant|unfurnished)\b(?! (lot|space|room)s?)|(tenants?|renters?) (just |finally )?(left|moved out|(has|have) (left|moved out))|(tenants?|renters?)( \w+)? (leaves?|leaving|is leaving|moves? out|moving out|will (leave|move out)|goes)|clean\w* for the (new|next) (one|tenants?|renters?))\b/.test(text.replace(SERVICES_AS_CHOICES, ' '))) return 'Move In/Out Cleaning';
  if (SHUT_FOR_A_SEASON.test(text) || /\b(disaster|mess|messy|filthy|very dirty|really dirty|so dirty|mou?ld|mildew|gross|neglected|catching up|catch up|been a while|(months|years|ages) since|haven'?t (really |properly |actually )?cleaned|(has ?n'?t|has not|have ?n'?t|ain'?t|not) been (properly |really |deep |professionally )?cleaned|(has ?n'?t|has not|have ?n'?t|have not) (had|got|gotten) (a|any) (real |proper |good |thorough |deep )?(going-?over|clean\w*|scrub\w*)|(in|for) (like |about |almost |over )?a year|(two|three|several|many|\d+) years|not (been )?cleaned (by (a )?(professional|pro|cleaner)s? )?(for|in)\b|(built-?up|caked-?on) (grime|dirt|grease)|grime|soap scum|limescale|greasy|grease (on|in|all over|everywhere)|(has |have |'s |'ve )?(gotten|got) away from (us|me)|let (it|things|the (house|place|apartment)) (go|slide|slip)|(gr[ae]y|black) baseboards|baseboards (are|look|have gone|went) (gr[ae]y|black)|(over |in |for )?the (last|past) (few|several|six|\d+) months|new ?born|baby|renovat\w*|construction|seasonal reset|spring clean\w*|(first|opening) (clean\w* )?(of|for) the (season|summer)|(start|opening) of the (season|summer))\b/.test(text)) return 'Deep Cleaning';
  return null;
}

/**
 * A home shut for a season, furnished and waiting: "shut up all winter, dust on everything", "closed for the season", "sat
 * empty all winter". It needs catching up (Deep Cleaning), not an empty home's clean (Move In/Out).
 */
const SHUT_FOR_A_SEASON = /\b(?:(?:shut|closed)(?: up)? (?:(?:all|for the|over the|since|through the) )?(?:winter|season|off-season)|closed (?:up )?for (?:the )?(?:season|winter)|(?:sat|sits|sitting|stood|been) (?:empty|unused|closed(?: up)?) (?:all|for the|over the|since|through the) (?:winter|season|off-season|summer|year)|dust on everything)\b/;

/** A home with its furniture still in it, which Move In/Out (for an empty home) does not fit: "the house still has all dad's furniture". */
const STILL_FURNISHED = /\bstill (has|have|full of) (all )?(\w+'?s? ){0,2}(furniture|stuff|things|belongings)\b|\b(furniture|stuff|belongings) (is |are )?still (in|there)\b|\bfully furnished\b/;

/** The service a situation points to, said before the chooser's list. */
const SITUATION_LEADS: Record<string, string> = {
  'Office and Business Cleaning': 'For a business space like yours, the service is Office and Business Cleaning: the app prices it for your space before you confirm.\n',
  'Rental Turnover Cleaning': 'Between short-term guests, the service is Rental Turnover Cleaning; the app prices it for your space.\n',
  'Move In/Out Cleaning': 'For a home you are moving out of or into, the service is Move In/Out Cleaning; the app prices it for your space.\n',
  'Deep Cleaning': 'For a home that needs catching up, the site suggests Deep Cleaning first, then Standard Cleaning to keep it that way.\n',
};
const HOSTING_LEAD = 'Before hosting family, the site suggests Deep Cleaning: it goes further in each room, into baseboards, built-up grime and kitchen grease.\n';
const AFTER_A_GATHERING_LEAD = 'After a busy stretch at home, the site suggests Deep Cleaning: it goes further in each room, into baseboards, built-up grime and kitchen grease.\n';
const LIVED_IN_LEAD = 'Move In/Out Cleaning is made for an empty home; for a home already furnished and lived in that needs catching up, the site suggests Deep Cleaning first, then Standard Cleaning to keep it that way.\n';
const situationLead = (text: string) => {
  // "We're selling, showings start next week: what cleaning?": the home's state decides, which the lead names.
  const service = situationService(text);
  if (FOR_SALE.test(text) && (!service || service === 'Deep Cleaning') && !/\b(empty|vacant|moved (in|out)|unfurnished|furniture (is |goes |will be )?(out|gone))\b/.test(text)) return FOR_SALE_LEAD;
  if (service === 'Deep Cleaning' && (LIVED_IN.test(text) || STILL_FURNISHED.test(text))) return LIVED_IN_LEAD;
  return service === 'Deep Cleaning' && HOSTING_AT_HOME.test(text) ? HOSTING_LEAD : service === 'Deep Cleaning' && AFTER_A_GATHERING.test(text) ? AFTER_A_GATHERING_LEAD : SITUATION_LEADS[service ?? ''] ?? '';
};

/** Some visits of a plan called off, the plan kept: "stop only those visits and not cancel everything", "skip those weeks without canceling the whole thing". */
const SOME_VISITS_NOT_ALL = /\b(only|just) (those|these|some|a few) (visits|weeks|months|cleanings)\b|\b(skip|stop|pause|hold|cancel) (those|these|some|a few) (visits|weeks|months|cleanings)\b|\b(without|not|instead of) (cancel\w*|ending|stopping) (everything|it all|the whole( thing| plan| schedule| series)?|all of (it|them)|the (plan|schedule|series|subscription))\b/;
/** One visit of a recurring plan: "skip one of those weeks", "move just one visit", "on a recurring plan". */
/** One visit moved apart from its plan: "I only want to move this one, not the whole thing", "will that mess up the whole schedule?". */
/** A cleaning said, then its day changed: "I have cleaning friday..., can I change to saturday?", "I booked Saturday, can I change to next week?". */
// "If I just change to Sunday, not cancel, still fee?": the day changed, said on its own.
const DAY_CHANGED = /\b(cleaning|clean|booked|booking|scheduled|appointment|visit)\b[^?]{0,80}\b(can|could|may) (i|we) (change|move|switch|swap|push) (it |that |this |the (cleaning|booking|appointment|visit|day|date) )?(to|for) (the )?((mon|tues|wednes|thurs|fri|satur|sun)day|(next|the following) week|tomorrow)\b|\b(?:just|only|instead) (change|move|switch|swap|push) (it |that |this |the (cleaning|booking|appointment|visit|day|date) )?to (the )?(mon|tues|wednes|thurs|fri|satur|sun)day\b/;
const ONE_VISIT_MOVED = /\b(?:away|gone|out of town|on (?:vacation|holiday)|travell?ing)\b[^.?!]{0,40}\b(?:one|a|that) (?:of (?:those|the|these|our) )?(?:weeks?|visits?|cleanings?)\b|\b(move|moving|reschedul\w*|shift|push) (just |only )?(this|that) one\b(?! (unit|apartment|apt|home|house|room|place))|\b(mess(es)? up|affects?|ruin|break|throw off|screw up) (the|my|our) (whole|entire|rest of the)( \w+)? (schedule|plan|series|thing)\b|\bnot the (whole|entire) (thing|schedule|plan|series)\b/;
const ONE_VISIT_OF_A_PLAN = /\b(skip\w*|one visit|just one|one of (the|those|our|my) (weeks|visits|cleanings)|a week|recurring|every (other |two |2 )?weeks?|bi-?weekly|weekly|plan|schedule)\b/;

/** Something that happened at a cleaning, told in the visitor's words: "the cleaner left the back door unlocked", "my vase has a chip in it". */
const INCIDENT = /\b((is|are|was|were) (not|no longer|nowhere) (on|in|at|where|there|to be found)|(wasn'?t|weren'?t|was not|were not|not|never|didn'?t get|never got) (even )?(emptied|empty|done|cleaned|wiped|vacuumed|mopped|dusted|taken out|touched|finished)|still (sticky|dirty|full|greasy|dusty|there)|(got|was|were) moved (off|from|to|onto)|(isn'?t|aren'?t|wasn'?t|weren'?t) (on|in|at|where|there)|missing|uneasy|uncomfortable|unsettl\w*|snoop\w*|(look\w*|go(ing|ne)|went|rummag\w*|dig\w*|dug) (through|in|into) (my|our) (?!(?:home|house|place|apartment)\b)\w+|left (the|a|my|our|it)|knock\w*|dropp?\w*|chipp?\w*|crack\w*|shatter\w*|stain\w*|bleach(ed|es)|lost|los(es|ing)|skipp?\w*|forg[eo]t\w*|miss(ed|es)|unlocked|let (the|our|my) (dog|cat|pets?) out|can'?t find|cannot find|could ?n'?o?t find|couldn'?t find|stolen|broken|damaged|scratched|ruined|went missing|is gone|are gone|has a chip|a chip in|a crack in)\b/;
/** "Do I get my money back, or is it a credit for next time?": what not paying comes to, which the site doesn't say. */
const REFUND_OR_CREDIT = /\b(refund\w*|money back)\b[^.?!]{0,40}\bor\b[^.?!]{0,30}\b(credit\w*|voucher)\b|\b(credit\w*|voucher)\b[^.?!]{0,40}\bor\b[^.?!]{0,30}\b(refund\w*|money back)\b/;
/** Paid before the promise was asked of: "but I already paid, what then?", "can I get a refund if I already paid?". */
const ALREADY_PAID = /\b(?:i|we) (?:pay|am charged|get charged) first\b[^.?!]{0,40}\b(?:money back|refund\w*|give (?:it|me|us) back)\b|^(?:(?:and|but|so|ok) )?what if (?:i|we) (?:already|just) paid\b|\b(?:(?:i|we)(?: have|'ve)? )?already (?:paid|been charged|got charged)\b(?=[^.?!]*(?:\b(?:what then|then what|now what|what now|what happens|refund\w*|money back|get it back)\b))|\b(?:refund\w*|money back)\b[^.?!]{0,40}\b(?:i|we)(?: have|'ve)? already (?:paid|been charged)\b/;
/** How much of a visit the promise gives back: "a full refund or partial?", "so the whole visit is refunded, not just that room?". */
const REFUND_EXTENT = /\b(full|whole|entire|partial|part)\b[^.?!]{0,30}\b(refund\w*|money back)\b|\b(refund\w*|money back)\b[^.?!]{0,30}\b(full|whole|entire|partial|just (that|the|one) (room|part))\b/;
/** Displeasure said, with nothing asked: "Not ok.", "I'm really upset about it". */
const DISPLEASED = /\b(not ok(ay)?|unacceptable|not acceptable|upset|angry|furious|disappointed|annoyed|frustrated|not cool)\b/;
/** Asking what to do about it, or who answers for it. */
const WHAT_TO_DO = /\b(what (should|do|can|shall|ought|must) (i|we)( to)? do(?! to\b)|what (i|we) (should|must|can|have to|need to) do|what ought i|now what|what now|who pays|who('s| is| will be) (responsible|liable|paying)|(will|would|does|do|is) (you|nestwell|the cleaner|the company|they|your (company|insurance)) (going to )?(pay|cover|replace|reimburse|fix)|what happens (now|next|if)|what'?s the (process|procedure|next step)|what is the (process|procedure|next step)|how do (i|we) (report|claim|handle) (it|this|that))\b/;

/** The blog's figure for the time people spend cleaning ("10+ hrs/month"), and a question of where it comes from. */
const ESTIMATE_FIGURE = /\b(10|ten)\+?( or more)? ?(hours?|hrs)\b|\b(hours?|hrs) ?(a|per|each|\/) ?month\b|\bhow (much time|many hours) (people|adults|the average|an average|everyone)\b/;
const ESTIMATE_SOURCE = /\b(stud(y|ies)|sources?|research|survey|data|statistics?|stats?|made (it|that|this) up|make (it|that|this) up|real|true|accurate|proof|prove|evidence|back(ed)? (it |that |this )?up|based on|come from|comes from|legit|citations?|cite|scientific)\b/;

/** "Is the 10 hours a month from a study?": the estimate's topic answers it, not a search of the blog's posts. */
export const asksWhereEstimateIsFrom = (text: string) => ESTIMATE_FIGURE.test(text) && ESTIMATE_SOURCE.test(text);

/** Spaces of a home people ask whether the price counts as rooms. */
const SPACE_OF_A_HOME = /\b(florida rooms?|(enclosed|screened|sun) ?porch(es)?|basements?|laundry rooms?|laundry(?! (and|&|or|\+) (fold\w*|iron\w*|dry\w*|wash\w*))|rec(reation)? rooms?|bonus rooms?|attics?|sunrooms?|mudrooms?|lofts?|dens?|home offices?|playrooms?|home gyms?|finished \w+)\b/;

/** Booking through another channel: by phone, email, the website or this chat. Booking is only in the app. */
const BOOK_WORDS = String.raw`(book(?!ing fee)\w*|appointments?|schedul\w*|reserv\w*|arrange|set (?:this |it |that |things |everything )?up|hire|order)`;
const CHANNELS = String.raw`(phone|call\w*|ring|telephone|e-?mail|chat|website|site|online|computer|laptop|text(ing)?|sms|number to call|in person|without (an? |the )?app|no smartphone|flip phone|on here|right here|through here)`;

/** Wanting one cleaner, again or every time. */
/** "She will be the one coming back every time?": one cleaner for every visit, asked. */
const ONE_COMING_BACK = /\b(she|he|they|cleaner|lady|person|woman|man)\b[^.?!]{0,25}\b(the one (coming|who comes?|that comes?) back|coming back every (time|visit|week|month))\b/;
const SAME_CLEANER = new RegExp(String.raw`${ONE_COMING_BACK.source}|\bsame (\w+ )?(cleaner|person|lady|woman|man|girl|guy|team|maid|housekeeper|one)\b|\b(request|ask for|book) (her|him|them|that cleaner) by name\b|\b(request|ask for|get|have|keep|book|choose|pick) (her|him|them|that (cleaner|lady|person|one)|the same)( (again|back|every time))?\b(?=.*\b(again|back|every|each|same|always|regular|future|next|from now on|ongoing)\b)|\b(her|him|them) (again|back)\b`);

/** "What are your hours of operation?", "can I be sure of getting a date in Thanksgiving week?": when a cleaner can come, without a time. */
const WHEN_OPEN = String.raw`hours of operation|business hours|operating hours|(sure|certain|guarantee\w*) (of |to )?(get(ting)? )?(a |an )?(date|slot|time|day|appointment|spot)`;
/**
 * When a visit can be: a day, a time of day, how soon or how far ahead. The app shows the times
 * available for the address; the site lists no hours.
 */
const TIMES_ASKED = new RegExp(String.raw`\b(today|tonight|tomorrow|tmrw|tmr|tomorow|this (weekend|afternoon|evening)|same[- ]day|next[- ]day|last[- ]minute|short notice|asap|right away|`
  + String.raw`how (soon|fast|quickly) (can|could|will|would|do)|how far (in )?(advance|ahead)|(book|schedule) (in advance|ahead)|ahead of time|how much notice|`
  + String.raw`saturdays?|sundays?|weekends?|(?<!good )evenings?|nights|overnight|holidays?|early (morning|am)|`
  // "The week before Memorial Day": a day a holiday of the summer season names.
  + String.raw`memorial day|labou?r day|(fourth|4th) of july|july (4|4th|fourth)|independence day|`
  // "The day before Diwali", "on Christmas Eve": a day a holiday names.
  + String.raw`(the day (before|after)|the eve of|on) (\w+ )?(christmas|thanksgiving|easter|diwali|eid|hanukkah|passover|new year'?s?|festivals?|festival days?)|christmas eve|`
  // "On a weekday morning", "can the cleaner come Friday?", "only mornings": a working day or part of one asked for.
  + String.raw`week ?days?|(?<=\b(?:cleaners?|you|u|someone|somebody|they|nestwell)\s(?:(?:can|could|will|would)\s)?come\s(?:on\s)?(?:a\s)?)(?:mon|tues|wednes|thurs|fri)days?|only (?:in the )?(?:mornings?|afternoons?)|`
  + String.raw`after[- ](hours|close|closing|we close|work|school|\d{1,2}( ?(am|pm|o'?clock))?)|before (opening|we open|work|\d{1,2} ?(am|pm))|\d{1,2}(:\d\d)? ?(am|pm)|`
  + String.raw`(what|which) (times?|hours|days)|time ?slots?|availabilit\w*|available (times|slots|days|hours)|what hours|in \d+ (hrs?|hours|minutes)|`
  + String.raw`${WHEN_OPEN}|how fast)\b`);

/** A visit asked for: someone coming, a booking, a time open. */
/** A follow-up that is a clock time and nothing else: "after 7pm weekdays?". */
const ONLY_A_TIME = /^(?:and |or |what about |how about |even )?(?:(?:after|before|around|from) )?\d{1,2}(?::\d\d)? ?(?:am|pm)(?: (?:on )?(?:weekdays|weekends|evenings|mornings|saturdays?|sundays?))?\s*[?!.]*$/;
const VISIT_ASKED = new RegExp(String.raw`${ONLY_A_TIME.source}|\b(${WHEN_OPEN}|come|coming|book\w*|schedul\w*|get (someone|somebody|a cleaner|a cleaning|a clean|it done|one)|send (someone|somebody|a cleaner)|available|availability|open|possible|need (it |someone |a cleaner |a cleaning )?(today|tonight|tomorrow|asap)|doable|feasible|(do|does|can|could|will|would) (you|u|y'?all|they|nestwell|your cleaners?|cleaners?|your (people|staff|crew|team|ladies|guys)) (do|work|clean|come))\b`);

/** When a visit can be: the app shows the times available for the address; the site lists no hours. */
export function timesAvailable({ facts, page }: HandlerContext): ChatAnswer {
  return {
    reply: `The times you can book depend on your address: ${facts.brand} matches you with a top-rated cleaner who works near you, and the app shows the times available for your address before you confirm, so open it to see whether the day and time you want is offered. The site doesn't list set hours, same-day visits or how far ahead you must book. Nothing is booked until you confirm, and ${supportLink(facts)} can help 24/7.`,
    sources: [page('how-does-nestwell-match-me-with-a-cleaner', HELP_CENTRE), page('how-do-i-book-my-first-cleaning', HELP_CENTRE)],
  };
}

/** Where a wish for the cleaner goes: the booking's notes, in the app's first step. */
export const notesStep = (brand: string) => `the first step of every booking in the ${brand} app, describing your space and needs, is where you say how you like things done`;

/** Something the visitor wants the cleaner to know or do their way: what the booking's notes are for. */
// "My medications on the table, do not touch them", "can I ask for a woman to come?": an off-limits item, or who is wanted.
const NOTES_ASKED = new RegExp(String.raw`\b(make (this|it|that|them) known|(don'?t|do not|not to|never) (touch|move|throw away|throw out) (them|it|those|these|my|her|his|the)\b|(ask for|request|get|want) (a |an )?(woman|lady|female|man|male)( cleaner)?\b|(cleaner|she|it|they) (should|must|has to|needs to|have to) be (a |an )?(woman|lady|female|man|male)( only)?|(woman|women|lady|ladies|female) (only|cleaners?)|only (a )?(woman|women|lady|ladies|female)( cleaners?)?|(don'?t|do not|won'?t|wouldn'?t) want (her|his|my|our|the|their|the baby'?s) (\w+ )?(room|nursery|bedroom|office|study|crib) (touched|cleaned|disturbed|entered|done)|(lady|woman|female|man|gentleman|male) (rather )?than (a )?(gentleman|man|male|lady|woman|female)|skip (the|their|my|our|his|her) (\w+ )?(room|nursery|bedroom|office|study)\b(?=[^.?!]{0,40}\b(while|during|naps?|napping|sleep\w*|asleep)\b)|how (do|can|would|should|will) (i|we) (tell(?! (that|if|whether|who|it'?s|they|she|he)\b)|let (them|the cleaners?|her|him) know|inform|warn|ask|request|mention|explain|give|specify|make sure)|how (i|we) (tell|explain) (to )?(the |my |our )?(cleaners?|her|him|them|maid|housekeeper)\b|(tell|explain) (all )?(this|these|that|those|everything)( things)? to (the |my |our |your )?(cleaners?|maid|housekeeper)\b|`
  + String.raw`(tell|inform|warn|remind) (the |my |our |your )?(cleaners?|them|her|him|maid|housekeeper)\b|let (the |my |our |your )?(cleaners?|them|her|him|maid|housekeeper) know|special instructions|instructions (for|to) (the|my|our) cleaners?|preferences?|special requests?|`
  + String.raw`(female|male|woman|lady|women|man|men) (cleaner|housekeeper|maid)s?|(cleaner|housekeeper|maid) (who is|that is|be|is) (a )?(female|male|woman|man|lady)|`
  + String.raw`scent\w*|fragrance\w*|unscented|perfumed|use (our|my) own (stuff|products|supplies|cleaning (products|supplies|stuff))|(not|don'?t|never|avoid) (to )?(use|using) (any|anything|bleach|chemicals?|sprays?|vinegar|products?)|`
  + String.raw`marble|natural stone|fragile|off[- ]limits|(treated|handled) with care|(careful|gentle) (with|around) (\w+ ){0,3}(antiques?|furniture|floors?|china|figurines?|collections?|heirlooms?|pieces|glass\w*|porcelain|art|paintings?)|(valuable|precious|antique|delicate|sentimental|breakable) (items?|things?|pieces?|objects?|collections?|furniture)|heirlooms?|collectibles?|figurines?|(ship|model) models|collection of [a-z]+|(do not|don'?t|not to|just not|not) (touch|move|go in|enter|clean|open) (the|my|our|his|her|their|any)\b|booking notes?|notes?|`
  // "Will the cleaner take off their shoes?", "ask the cleaner not to...": a house rule, told in the notes.
  + String.raw`(take|taking|takes) (off )?(their |your |his |her |the )?shoes( off)?|shoes off|(ask|tell) (the |my |our )?(cleaners?|maid|housekeeper) (to|not to)|`
  // "I would rather nobody touched it", "we don't want anyone going into the X-ray room", "make that perfectly clear".
  // "Can your cleaners put every item back precisely where it was?": how things are left, a wish for the notes.
  + String.raw`(put|leave|return) (every|each|everything|all|things|items?|it|them)( \w+){0,2} back\b|exactly where (i|we) (left|put|keep|had) (it|them)|(nobody|no ?one) touch\w*|(don'?t|do not) want (anyone|anybody|someone|them|the cleaners?) (going|to go) (in|into)|(can|could|how do|how can) (i|we) (specify|make (that|it|this) (perfectly |very |quite )?clear))\b`);

/** Work outdoors: "power wash the porch", "do you do outside stuff too?" (mowing and shovelling, asked of a cleaner, are ERRANDS). */
const OUTDOOR = /\b(power[- ]?wash\w*|pressure[- ]?wash\w*|(do|clean) (the )?outside (stuff|work|things|jobs?)|outside (stuff|work|things|jobs?) too)\b/;
/** Painting asked for, said of a room: "the walls need to be painted", "get the ceilings repainted" (not "were just painted"). */
const PAINTING_ASKED = String.raw`(?:walls?|rooms?|ceilings?|trim) (?:need|needs|to be|should be|must be|ha(?:ve|s) to be)(?: \w+){0,2} (?:painted|repainted)|(?:get|have|want|need) (?:the |my |our )?(?:walls?|rooms?|ceilings?|trim) (?:painted|repainted)`;
/** Repairs and painting asked for: "paint touch-ups and patching", "can they fix the drywall?"; not a repair after something broke, nor scrap drywall hauled. */
/** A handyman's job, not a cleaning: "change the light bulbs", "hang a few pictures", "put the crib together". */
const HANDYMAN_TASK = String.raw`(?:change|changing|replace|replacing|swap|swapping|screw in|put in) (?:\w+ ){0,3}(?:light ?bulbs?|bulbs|smoke (?:detector|alarm) batter(?:y|ies)|(?:furnace|hvac|ac|air) filters?)|(?:hang|hanging|mount|mounting|put up) (?:\w+ ){0,3}(?:pictures?|paintings?|frames?|shelves|shelf|curtain rods?|tvs?|mirrors?)|(?:assemble|assembling|put together|putting together) (?:\w+ ){0,2}(?:furniture|ikea \w+|beds?|dressers?|desks?|cribs?|shelves)|(?:put|putting) (?:\w+ ){0,2}(?:furniture|crib|bed|dresser|desk|shelves) together`;
const REPAIRS = new RegExp(String.raw`^(?![\s\S]*\b(broke|break|breaks|broken|damag\w*|scratch\w*|ruin\w*|stain\w*|spill\w*|splatter\w*|drips?|haul\w*|debris|trash|junk|dispos\w*|scraps?)\b)[\s\S]*\b(paint(ing)? (touch-?ups?|the (walls?|rooms?|trim|house|apartment|unit))|${PAINTING_ASKED}|touch-?ups?|repaint\w*|(do|does|offer) (any )?(painting|repairs?|handyman)|patch(ing)?( up)? (the )?(walls?|holes?|drywall|nail holes)|patching|drywall|spackl\w*|handyman|repairs? (work|jobs?)|(small|minor|basic) repairs?|fix(ing)? (\w+ ){0,2}(holes?|walls?|drywall|leaks?|faucets?|doors?|cabinets?))\b`);
/** Furniture put together or moved: "put together the crib", "assemble the IKEA dresser". */
const ASSEMBLY = /\b(put (together|up) (the|a|my|our) (crib|bed|furniture|dresser|shelf|shelves|desk|wardrobe)|assembl\w* (the |a |my |our )?(crib|bed|furniture|dresser|shelf|shelves|desk|wardrobe|ikea)|ikea (stuff|furniture))\b/;
const PERSONAL_CARE = /\b(personal care|(help(ing)?|assist(ing)?) (me|her|him|them|my \w+) (to )?(bathe|shower|dress|get dressed|eat|with (meds|medications?|bathing|dressing))|(sort|sorting|give|giving|manage|managing) (my |her |his |their )?(meds|medications?|pills)|bathe (me|her|him|them)|nursing care)\b/;
/** Work that is not a cleaning: pests, and restoring a home after a flood or a fire. */
/**
 * Work beside a cleaning that is no cleaning, asked of the cleaner or of us: "could the cleaner also pick up his prescriptions",
 * "can she walk my dog", "do you do pet sitting?". Not a dog walker or a babysitter named in passing.
 */
const ERRANDS = new RegExp(String.raw`\b((could|can|would|will|do|does)\s+(the cleaners?|your cleaners?|ur cleaners?|she|he|they|you|u|your (people|crew|team)|someone|the crew)|(the cleaner|she|he|they) (can|could|would|will))\b[^.?!]{0,60}?`
  + String.raw`\b(run (an |some |the |a few )?errands?|(grocery|food) shopping|(do|does) (also )?(the |my |some )?shopping|pick(ing)? up (his |her |my |our |their |the )?(prescriptions?|meds|medications?|mail|post|(kids?|children)(?!['’]| (toys|clothes|stuff|things|mess|rooms?|laundry|shoes)))|(bring|collect|get) in (the |my |our )?(mail|post)|(collect|get) (the |my |our )?(mail|post)|make sure (that )?(he|she|they|dad|mom|my \w+) (has |have |had )?(taken|takes|take)|cook(ing)?\b|(make|prepare|prep) (his |her |their |my )?(dinner|lunch|breakfast|meals?)|pet[- ]?sit\w*|walk(ing)? (the |my |our |his |her )?dogs?|feed(ing)? (the |my |our )?(cats?|dogs?|pets?|fish)|feed(ing)? (her|him|them)(?= if| while| when|\W*$)|(let|take) (the |my |our )?dogs? out|water(ing)? (the |my |our )?plants|(drive|driving) (him|her|them|my \w+)|mow\w*|yard ?work|rake (the )?leaves|shovel\w*)\b`);
const PESTS = /\b(bed ?bugs?|roach\w*|cockroach\w*|pests?|pest control|exterminat\w*|fumigat\w*|termites?|mice|rats|rodents?|lice)\b/;
const RESTORATION = /\b(flood(ed|ing)?|water damage|fire damage|smoke damage|mou?ld remediation|restoration|sewage|burst pipes?)\b/;
/** Mold that a leak or damp left behind, not mildew on shower grout; and the dust and debris of building work. */
const MOLD = /\b(black mou?ld|toxic mou?ld|mou?ld (remov\w*|abatement)|mou?ld\b[^.?!]{0,40}\b(basement|leak\w*|pipes?|walls?|ceilings?|drywall|flood\w*|damp|spreading)|(basement|leak\w*|pipes?|walls?|ceilings?|drywall|flood\w*|damp)\b[^.?!]{0,40}\bmou?ld)\b/;
const CONSTRUCTION = /\b(post[- ]?construction|construction (dust|debris|clean\w*|mess)|drywall dust|sawdust|renovation (dust|debris|mess|clean\w*)|after (a |the |our )?(renovation|reno|remodel\w*|construction)|(finished|just finished|done with) (a |the |our )?(renovation|reno|remodel\w*))\b/;
/** What the site says nothing of: tax exemption, certificates, sales tax. */
const TAX_EXEMPT = /\b(tax[- ]exempt\w*|exempt(ion)? certificates?|exempt organi[sz]ation|st-?5|501\s?\(?c\)?\s?\(?3\)?|sales tax|tax id|w-?9)\b/;

/**
 * What the site does not say about job photos themselves, when asked: how long they are kept, who sees them, whether one
 * can ask for none ("who else can see photographs of our home, how long are they kept, may we ask that none be taken?").
 */
function photosUnsaid(text: string): string {
  const kept = /\bhow long\b|\b(are|is) (they|it|them|those|these|the photos|photos|pictures) (kept|stored|saved|deleted)\b|\bwho (else )?(sees?|can see|will see|gets? to see|looks? at|has access|keeps? (them|it|the photos))\b|\b((can|could) (the |my |our |his |her )?(owner|landlord|husband|wife|partner|son|daughter|mom|dad|tenant|someone else|somebody else|another person|others|he|she)|(the |my |our )(owner|landlord|husband|wife|partner|son|daughter|mom|dad|tenant) (can|could)) (also |too )?(see|view|look at|access)\b/.test(text);
  const none = /\b(none|no (photos?|photographs?|pictures?|pics)) (be |are |get )?taken\b|\b(not|don'?t|never) (to )?((take|taking) (any )?(photos?|photographs?|pictures?|pics)|photograph)\b|\bopt out of (the )?(photos?|photographs?|pictures?|pics)\b|\b(turn|switch|shut)\w* off (the )?(job )?(photos?|photographs?|pictures?|pics)\b|\b(photos?|photographs?|pictures?|pics) (be |get |are )?(turned|switched|shut) off\b|\b(disable|skip)\w* (the )?(job )?(photos?|photographs?|pictures?)\b/.test(text);
  // "Do the job photos capture my desk?": what they show beyond the finished rooms.
  const shows = /\b(photos?|photographs?|pictures?|pics)\b[^.?!]{0,30}\b(capture|show|include|get)\b[^.?!]{0,25}\b(desk|documents?|papers|files|family|kids|children|faces?|personal|belongings|patients?|monitors?|screens?|charts?|records)\b/.test(text);
  // "There's no photos for yesterday's turnover", "I can't find the pictures": photos looked for and not there ("I can't
  // see the photos" is as often said of eyesight, which the accessibility answers).
  const missing = /\b(there'?s|there are|there is|i see|got|get|i have|i'?ve got) no (photos?|pictures?|pics)\b|\b(photos?|pictures?|pics)\b[^.?!]{0,20}\b(missing|not (there|showing|uploaded|up)|aren'?t (there|showing|up)|never (came|showed|arrived))\b|\b(can'?t|cannot|couldn'?t|don'?t|didn'?t) (find|get) (any |the )?(job )?(photos?|pictures?|pics)\b/.test(text);
  // "Can I send them the pics?": sharing or saving them out of the app.
  const shared = /\b(can|could|do|how (do|can)) (i|we) (\w+ )?(send|share|forward|download|export|save|email|text)\w*\b[^.?!]{0,20}\b(photos?|pics?|pictures?|them)\b|\b(send|share|forward|email|text)\w* (the |those |these )?(job )?(photos?|pics?|pictures?)\b[^.?!]{0,15}\b(to|with) (my|our|the|him|her|them)\b|\bshare button\b|\bscreenshot|\b(photos?|pics?|pictures?)\b[^.?!]{0,40}\bto (send|share|forward|show|email|text)\b/.test(text);
  if (!kept && !none && !missing && !shared && !shows) return '';
  const unsaid = [kept && 'how long job photos are kept or who else can see them', shows && 'what job photos show beyond the finished rooms', none && 'whether you can ask for no photos to be taken', missing && "why a cleaning's job photos would be missing", shared && 'whether job photos can be saved or shared out of the app'].filter(Boolean).join(', nor ');
  // A room or a desk kept out of it is the notes' "off-limits", which the preferences article names.
  const offLimits = none || shows ? ' You can mark a room or things you want left untouched as off-limits in your notes when you describe your space in the app.' : '';
  return `The site doesn't say ${unsaid}, so I won't guess; ask client support.${offLimits} What it does say: `;
}

/** The promise doubted: "what's the catch?", "pay nothing at all, even for the rooms she did beautifully? hardly fair". */
const NO_CATCH = /\b(catch|too good to be true|pays? (?:literally |absolutely |really )?nothing|literally nothing|nothing at all|(?:not|hardly|isn'?t) (?:seem )?(?:very )?fair|unfair|even for the (?:rooms?|parts?))\b/;

/** Getting ready for a visit asked: "what should I do before my first cleaning?", "how do we prepare for the cleaner?". */
// A move-out's own advice (book once the boxes are out) is the move-out article's.
const GETTING_READY = /^(?![\s\S]*\bmov(?:e|ing)[- ]?(?:in|out)\b)[\s\S]*\b(?:what (?:should|do|must|shall) (?:i|we) (?:do|prepare|have ready)|how (?:should|do|can) (?:i|we) (?:prepare|get ready)|(?:prepare|get ready|tidy up|pick up|declutter)\b[^.?!]{0,20}) (?:before|for) (?:my |our |the |a )?(?:first )?(?:cleaning|clean|visit|cleaner|appointment)\b/;

const LANGUAGE_NAMED = new RegExp(String.raw`\b(${LANGUAGES_SPOKEN})\b`, 'g');
const OTHER_THAN_ENGLISH = new RegExp(String.raw`\b(?!english\b)(${LANGUAGES_SPOKEN})\b`);

/** A woman or a man asked for as the cleaner: "can you send a woman cleaner?", "I'd prefer a lady", "a male cleaner only". */
const CLEANER_GENDER = /\b(?:woman|women|female|lady|ladies|girl|man|male|guy)\b[^.?!]{0,10}\b(?:cleaners?|maids?|housekeepers?)\b|\b(?:send|request|ask for|get|want|prefer|only)\b[^.?!]{0,20}\b(?:a |an |only )?(?:woman|female|lady|male) (?:cleaner|one|to come)\b|\b(?:prefer|rather have|more comfortable with) (?:a |an )?(?:woman|female|lady|man|male|guy)\b/;
const WOMAN = /\b(?:woman|women|female|lady|ladies|girl)\b/;

/**
 * "Is there a cleaner who speaks Korean?", "can you send a woman cleaner?": the site names neither cleaners' languages
 * nor a choice of a woman or a man, and preferences go in the notes. Not support's language, an applicant's own, the
 * homes an applicant would choose, or the app's.
 */

/** A woman or a man asked for, by a client: not the homes an applicant would choose, nor the same cleaner again ("the same young lady"). */
function genderAsked(text: string): string | null {
  if (!CLEANER_GENDER.test(text) || /\b(apply\w*|job|if i work|i would work|work for|as a cleaner|crew)\b|\bsame (young |nice )?(lady|woman|girl|man|guy)\b/.test(text)) return null;
  return WOMAN.test(text) ? 'woman' : 'man';
}

export function cleanerLanguage(text: string, ctx: HandlerContext): ChatAnswer | null {
  const gender = genderAsked(text);
  const language = languageAsked(text);
  if (!gender && !language) return null;
  const { facts, page } = ctx;
  // "A lady cleaner who can speak Gujarati": both, as one cleaner.
  const wanted = `a ${gender ? `${gender} ` : ''}cleaner${language ? ` who speaks ${language}` : ''}`;
  const unsaid = [gender && `whether you can ask for a ${gender} cleaner`, language && `which languages ${facts.brand} cleaners speak`].filter(Boolean).join(', or ');
  return {
    reply: [
      `The site doesn't say ${unsaid}, so I won't promise ${wanted}.`,
      `What it does say: your preferences are part of how ${facts.brand} matches you with a cleaner, and you give them in your notes when you describe your space in the app, so you can ask there for ${wanted}.`,
      `To ask before you book, contact ${supportLink(facts)}, 24/7.`,
    ].join('\n'),
    sources: [page('how-do-i-tell-my-cleaner-about-my-preferences', HELP_CENTRE), page('how-does-nestwell-match-me-with-a-cleaner', HELP_CENTRE)],
  };
}

/** The language a client asks the cleaner to speak, named as the reply names it; null when none is asked of a cleaner. */
function languageAsked(text: string): string | null {
  // Someone who would come must be asked of: "I speak Spanish and English" is an applicant's, "my mom only speaks Spanish" no question.
  const ofSomeone = /\b(cleaners?|maids?|housekeepers?|someone|somebody|anyone|anybody|alguém|alguien|moun|person|people|staff|crew|lady|woman|man|she|he|they|who speaks?)\b|-speaking\b|\b\w+ speaking\b/;
  // "She don't speak English so good": the one at home, not a cleaner asked for.
  const notEnglish = /\b(do ?n'?t|does ?n'?t|does not|do not|not|no|little|barely)\b[^.?!]{0,20}\bspeak\w*\b[^.?!]{0,10}\benglish\b|\benglish (is|isn'?t|not) /.test(text) && !OTHER_THAN_ENGLISH.test(text);
  if (!CLEANER_LANGUAGE.test(text) || !ofSomeone.test(text) || notEnglish || /\b(support|suporte|soporte|sipò|call|phone|customer service|apply\w*|job|work for|the app|app in|website|site in|chat)\b/.test(text)) return null;
  // "Ba's English is not so good: a cleaner who speaks Gujarati?": the language other than English, where one is named.
  const languages = [...text.matchAll(LANGUAGE_NAMED)].map((m) => m[1]!);
  const language = languages.find((l) => l !== 'english') ?? languages[0];
  return language ? language.replace(/\b\w/g, (c) => c.toUpperCase()) : 'your language';
}

const APPLIANCE = String.raw`fridge|refrigerator|oven|microwave|dishwasher|stove|stovetop`;
const OUTSIDE_OF_AN_ITEM = new RegExp(String.raw`\b(outside|exterior|front|doors?|handprints?|fingerprints?|smudges?)\b[^.?!]{0,30}\b(${APPLIANCE})\b|\b(${APPLIANCE})\b[^.?!]{0,30}\b(outside|exterior|front|handprints?|fingerprints?|smudges?)\b`);

/** "The outside of the fridge has handprints, is that extra?": the free surface wipe every cleaning includes, not an add-on. */
export function outsideOfAnItem(text: string, { facts, page }: HandlerContext): ChatAnswer | null {
  if (!OUTSIDE_OF_AN_ITEM.test(text) || /\b(inside|interiors?|in it)\b/.test(text)) return null;
  const priced = facts.addOns.filter((a) => a.item !== 'Other');
  return {
    reply: `No extra charge for that: every cleaning includes a free surface wipe of the items on the add-on list. An add-on is the deeper clean, such as the inside, at a flat price: ${list(priced.map((a) => `${a.item} ${formatCents(a.price)}`))}.`,
    sources: [page('do-i-need-an-add-on-or-is-the-free-surface-wipe-enough', HOME_PRICING), page('what-add-on-services-can-i-book', HOME_PRICING)],
  };
}

/** Rooms of a home as people name them, for a room left out. */
const ROOM_NAMES = String.raw`rooms?|bedrooms?|bathrooms?|half baths?|baths?|nurser(y|ies)|kitchens?|living rooms?|dining rooms?|family rooms?|offices?|stud(y|ies)|dens?|basements?|playrooms?|guest rooms?|laundry rooms?|attics?|lofts?|sunrooms?|mudrooms?`;

/** The cleaner, before the visit: "may I meet the cleaner beforehand, or know her name and see a photograph?". */
const MEET_THE_CLEANER = new RegExp(String.raw`\bmeet (the|my|our|her|him|them) (cleaners? )?(beforehand|before|first|in advance)\b|\b(know|see|tell me) who('s| is| will be)? (coming|going (in|into|to))\b|\bname of (the|my|our|your) (cleaners?|person|lady|woman|man|girl|guy|housekeeper|maid)\b[^.?!]{0,40}\b(before|ahead|in advance|beforehand|coming|comes)\b|\b(cleaner|housekeeper|maid)'?s name\b[^.?!]{0,40}\b(before|ahead|in advance|beforehand)\b|\b(name|profile)\b[^.?!]{0,30}\b(photos?|photographs?|pictures?)\b|\b(photos?|photographs?|pictures?) of (the |my |our |her |his |their )?(cleaners?|crew|housekeepers?|maids?|person|lady|woman|man)\b|\b(cleaner|crew|housekeeper|maid)'?s (photos?|photographs?|pictures?|profile)\b`);

/** Another cleaner wanted: "can we get someone different next time?", "if we don't vibe with the cleaner". */
const ANOTHER_CLEANER = /\b(isn'?t|is not|aren'?t|are not|won'?t be|not be|never be) (sent|matched|assigned) (to|with) (me|us)( again)?\b|\bdidn'?t (get on|get along|click) with\b|\bnever (get|have|send|see) (that|the same|that same|this|her|him|them) ((cleaner|person|lady|woman|guy|man|one) )?again\b|\bnot (to )?(send|give) (us |me )?(the |that )?same (cleaner|person|lady|woman|guy|man|one)\b|\bblock (that|the|a|this) cleaner\b|\b(don'?t|do not) (send|give) (us |me )?(her|him|that cleaner|the same cleaner) again\b|\b(i )?(don'?t|dont|do not) want (her|him|them|that (cleaner|person|lady|woman|guy|man)|the same (cleaner|person|one)) (again|back|anymore|next time)\b|(?<!(?:\bnot|\bno|n't|\bevery)\b[^.?!]{0,25})(?<!\b(?:as|i'?m|am) an? )\b(different|another|new|other) (cleaner|person|lady|woman|housekeeper|maid)\b(?! (app|site|each|every))|\b(someone|somebody) (else|different)\b(?=[^.?!]{0,30}\b(next|time|clean\w*|instead)\b)|\b(ask|request) for (someone|somebody|a person) (else|different)\b|\b(don'?t|do not|didn'?t) (vibe|click|get along) with (the |my |our |this )?(cleaner|her|him|them|person|lady)\b|\b(doesn'?t|does not|don'?t|do not|didn'?t|did not|won'?t|will not) (like|trust|feel (comfortable|safe|at ease) with|get on with|take to) (her|him|the (new )?(cleaner|lady|person|woman|man|maid)|that (cleaner|lady|person)|our cleaner|my cleaner|the one (you|they) send)\b(?! (work|cleaning|job)\b)/;

/** The offer, however it is named: the code, a discount, half off, a coupon. */
const OFFER_WORDS = /\b(newcomer|promo( code)?|coupons?|discount\w*|reductions?|concessions?|(?<!\b(?:a (?:good|great|fair)|same|the same) )deals?(?! w(?:ith)?\b)|promotions?|% off|percent off|(special|current|welcome|intro\w*|first[- ]time|new customer|half[- ]price) offers?|the offer|half[- ]offs?|half[- ]price|code for new (customers|clients)|\d+ ?% off|(the|that|this|your) \d{1,2} ?%|\d{1,2} ?% (still )?(appl(y|ies)|valid|works?|discount|deal|code)|(?<!\b(?:toilet|sink|shower|half[\s-]?bath\w*|powder rooms?|baths?|bathrooms?|rooms?|bedrooms?|beds?)\b[^?]{0,60})(?<!\b(?:which|what)(?:'?s| is| one is| would be| one)? (?:the )?)cheaper(?![^.?!]{0,25}\b(?:full|bath\w*|half)\b)|senior|military|student|referral|gift cards?|vouchers?|(non-?profit|non profit|charity|church|501\s?\(?c\)?\s?\(?3\)?) (rates?|pricing|prices?))\b|\bcodes?\b(?! (of|for) conduct)|\b(the|that|this|your) \d+ ?(%|percent\b)|\b\d+ ?%(?= (every|each|just|only|once|thing|deal|discount|first))|\b(also|again|too|still) \d+ ?%|\b\d+ ?% (also|again|too|still)\b|\b(courtesy|special (rate|price|pricing)s?|break)\b[^.?!]{0,30}\b(seniors?|retir(ed|ees?)|elderly|pensioners?|veterans?)\b|\b(seniors|retirees?|retired (persons|people|folks)|elderly|pensioners?|veterans?)\b[^.?!]{0,30}\b(courtesy|rate|rates|price|pricing|deal|break|anything off|money off)\b/;

/** A competitor's price to match or beat, or a price to haggle. */
const PRICE_MATCH = /\bprice[- ]?match\w*|\bmatch (a |the |their |that |his |her |any )?(competitor'?s'? |lower |cheaper |better )?(prices?|quotes?|offers?|rates?)\b|\bbeat (a |the |their |that |this |his |her )?(\$\s?\d+|prices?|quotes?|offers?|competitors?|rates?)|\b(can|could|would|will) (you|u|nestwell) (do|go) (any )?(lower|cheaper|better)\b|\bnegotiat\w*|\bhaggl\w*|\bwiggle room\b/;
/** Whether the price moves with when one books. */
const SURGE = /\bsurge( pricing| prices?| charges?| rates?)?\b|\b(peak|dynamic|demand) (pricing|prices|rates)\b|\b(price|prices|rates?|cost)s? (go|goes|going|went) up\b|\b(cost|charge|pay|price)s? (more|extra)\b[^.?!]{0,30}\b(last[- ]minute|weekends?|holidays?|festivals?|short notice|same[- ]day|busy|peak)\b|\b(last[- ]minute|short notice|same[- ]day|weekend|holiday|festival)\b[^.?!]{0,30}\b(cost|charge|price)s? (more|extra)\b|\bextra (charge|cost|fee)s? (on|for|during) (\w+ )?(holidays?|festivals?|weekends?|festival days?)\b/;
/** "Is the price the same in every town?", "do rates vary by county?", "does she get the same prices as us in Newark?": prices asked by place. */
const BY_PLACE = new RegExp(/\bsame (prices?|rates?|pricing|costs?) (there|here|in [a-z]+|as (us|me|we|mine|ours|hers|his|theirs|my \w+|her|him|them)\b[^.?!]{0,20}\bin [a-z]+)\b|\b(prices?|pricing|rates?|costs?|charges?)\b[^.?!]{0,40}\b(same|different|differ|vary|varies|change|changes|depend\w*|higher|lower)\b[^.?!]{0,30}\b(towns?|city|cities|areas?|county|counties|zip( codes?)?|where (i|you|we) live|locations?|neighbou?rhoods?|regions?|(the )?shore|north jersey|south jersey|up north|down south|here|there|where (my|our|his|her) \w+ lives?)\b|\b(cheaper|more expensive|pricier|costs? (more|less))\b[^.?!]{0,20}\b(in|for) (some|other|certain|different|my|our|richer|poorer) (towns?|areas?|counties|cities|neighbou?rhoods?|zip codes?)\b/.source
  // "The price in Paterson is same like in Princeton?", "is it cheaper in Camden than in Hoboken?": two places' prices compared.
  + String.raw`|\b(prices?|costs?|rates?)\b[^.?!]{0,40}\b(other|different|every|each|all) (towns?|cities|areas|counties|neighbou?rhoods?)\b[^.?!]{0,30}\b(same|different|differ\w*)\b|\b(prices?|costs?|rates?)\b[^.?!]{0,10}\bin [a-z]+( [a-z]+)?\b[^.?!]{0,25}\b(same|like|as|than|different from) (in|at)\b|\b(cheaper|more expensive|pricier|costs? (more|less))\b[^.?!]{0,5}\bin [a-z]+( [a-z]+)? than in\b`);
/** "How many dishes does the dishes wash cover?", "per load?": an add-on's extent. */
export const ADD_ON_EXTENT = /\b(limit|maximum|max|how many|per (load|sink|sinkful|rack|item|dish)|by the (load|sink|item)|(all|every) (the |my |of the )?(dishes|plates|pots|pans))\b/;
/** Whether a home can be too big. */
const SIZE_LIMIT = /\b(limit|maximum|max)\b[^.?!]{0,25}\b(size|big|large|rooms?|bedrooms?|square feet|sq ?ft)\b|\b(too|how) (big|large) (a |of a )?(house|home|place)\b[^.?!]{0,30}\b(clean|take|handle|do)\b|\b(is|are) there (a |any )?(size )?limit\b/;

/** A room of a home, as a visitor names one to leave out, with what may come before it ("my son's room", "the home office"). */
const A_ROOM = String.raw`(the |my |our |his |her |their |that |this |one |a |one of the )?([\w']+ )?(rooms?|bedrooms?|bathrooms?|(home )?office|study|basement|attic|garage|den|nursery|kitchen|living room|dining room|upstairs|downstairs|floor)\b`;
/** A building's shared spaces: "common areas", "the lobby", "hallways and stairwells". */
const COMMON_AREAS = /\bcommon (areas?|spaces?|hallways?)\b|\b(lobb(y|ies)|hallways?|stairwells?|stairways?|corridors?|mail ?rooms?|shared laundry( rooms?)?)\b/;
/** A building of several homes: "a 30 unit bldg", "apartment buildings", "our condo association". */
const A_RESIDENTIAL_BUILDING = /\b(apartment|condo|residential|rental) (buildings?|complex(es)?|bldgs?)\b|\b(buildings?|bldgs?|complex(es)?)\b[^.?!]{0,40}\b(units?|apartments|tenants|residents)\b|\b\d+[- ]?(units?|apartments|unit)\b|\b(hoa|condo association|homeowners'? association)\b|\b(my|our|the|a|an) (building|bldg)\b/;

/** Who sees what is written in a booking: "if I put the code in the booking, who can see it?". */
const WHO_SEES = /\bwho (all )?(can |could |will |would |gets? to )?(see|sees|read|reads|access|has access to|view)\b/;

/** Rooms a visitor wants left out of a cleaning: "can we skip the basement?", "can i leave my home office out?", "do I have to book every room?". */
export const ROOMS_LEFT_OUT = new RegExp([
  String.raw`\b(skip|skipping|exclude|excluding|omit|omitting|leave out) ${A_ROOM}`,
  String.raw`\bleave ${A_ROOM} (out|alone|untouched)\b`,
  String.raw`\b(not|never|don'?t|do not) (want|need) (you |them |the cleaners? |anyone )?(to )?(clean|go in(to)?|touch|enter) ${A_ROOM}`,
  // "Can cleaner not clean baby room while she sleep?", "can they stay out of the nursery during her nap?"
  String.raw`\b(can|could|may|will) (the |my |a )?(cleaners?|they|she|he|you) (not|stay out of|avoid) (clean |go in(to)? |enter |touch )?${A_ROOM}`,
  // "My late husband's study is to remain exactly as he left it. I do not want it cleaned, dusted or entered."
  String.raw`\b${A_ROOM} (is|are) to (remain|stay|be left) (exactly |just )?(as|untouched|alone)\b|\b(do not|don'?t|never) want (it|them|${A_ROOM}) (cleaned|dusted|entered|touched|disturbed)\b`,
  String.raw`\b(do|must|should) (i|we) (have to )?(book|pay for|clean|include) (every|each|all( of)?( the| my| our)?) rooms?\b`,
  String.raw`\b(can|could|may) (i|we) (book|pay for|clean|choose) (only|just) (some|a few|certain|the rooms|part)\b`,
  // "Could your cleaner do just the two vacated rooms and leave the occupied ones undisturbed?"
  String.raw`\b(only|just) (the )?(\w+ ){0,3}\w*rooms?\b[^.?!]{0,30}\bleave (the |those |these )?(others?|rest|other ones|[a-z]+ ones|other rooms) ((quite|completely|totally|entirely) )?(alone|untouched|undisturbed|as (they are|is))\b`,
].join('|'));

/** The job photos used elsewhere: "could I post those in my listing?", "use them on our website". */
const PHOTOS_REUSED = /\b(use|post|share|put|publish|reuse)\b[^.?!]{0,30}\b(in|on|for) (my|our|the|a) (listing|mls|website|site|ads?|page|marketing)\b/;

/** Whether a room left out is paid for: "do we pay for that room if they're not cleaning it?", "cheaper if I skip the den?". */
export const ROOM_LEFT_OUT_PAID = /\b(pay|paying|charged?|billed)\b( \w+)? for (a|that|the|this|those|one|an?|my|our) ([\w']+ )?rooms?\b[^.?!]{0,40}\b(not|isn'?t|aren'?t|won'?t|never|skip\w*|left out|leave out|don'?t)\b|\b(skip\w*|leav\w* (\w+ ){0,3}out|exclud\w*)\b[^.?!]{0,40}\b(cheaper|lower|save|saves|saving|pay less|costs? less)\b|\b(cheaper|lower|pay less|costs? less)\b[^.?!]{0,30}\b(skip\w*|leav\w* (\w+ ){0,3}out|fewer rooms|one less room|one room less)\b/;

/** A room left out is not paid for: the price is per room booked. */
export function roomLeftOutPaid(ctx: HandlerContext): ChatAnswer {
  return {
    reply: `No: a cleaning is priced per room you book, so a room you leave out isn't counted, and the total is lower by that room's rate. Count only the rooms you want done when you describe your space in the ${ctx.facts.brand} app, and put the room to leave alone in your notes; the app shows the total before you confirm.`,
    sources: [article(ctx, 'how-much-does-a-cleaning-cost'), article(ctx, 'how-do-i-tell-my-cleaner-about-my-preferences')],
  };
}

/** A booked visit the visitor can't be there for: "cannot have the cleaning", "if I miss my appointment". */
const A_VISIT_MISSED = /\b(?:(?:can'?t|cannot|can not|won'?t be able to|couldn'?t|unable to) (?:make|have|keep|attend|be (?:home|there) for)|miss(?:es|ed)?) (?:\w+ ){0,2}(?:cleaning|appointment|booking|visit)\b/;

const INTENTS: Intent[] = [
  {
    name: 'room left out paid',
    group: 'rooms left out',
    matches: ROOM_LEFT_OUT_PAID,
    // Rooms counted with a price asked are the estimate's to leave out ("3 bed 2 bath but skip the basement, how much cheaper?").
    unless: /\d/,
    answer: roomLeftOutPaid,
  },
  {
    // "Do you clean building common areas? lobby, 4 floors of hallways, 2 stairwells, laundry room. 30 unit bldg": a residential
    // building's shared spaces, which no service describes; not a home's rooms, and not a workplace.
    name: 'common areas',
    group: 'business space',
    matches: COMMON_AREAS,
    // Asked to be cleaned or priced: a lobby's sign-in, its key fob or a notice for the tenants asks no cleaning of it.
    when: new RegExp(`^(?=[\\s\\S]*(?:${A_RESIDENTIAL_BUILDING.source}))[\\s\\S]*\\b(clean\\w*|do|does|handle|cover\\w*|service|pric\\w*|charge|cost|book)\\b`),
    unless: /\b(offices?|business\w*|company|workplace|coworking|commercial|keys?|fobs?|sign-?in|security|notice|write|draft)\b/,
    answer: (ctx) => ({
      reply: `The site doesn't describe cleaning a residential building's common areas, such as a lobby, hallways, stairwells or a shared laundry room, so I won't say yes or no, or guess a price. What it does describe: Standard, Deep, Move In/Out and Rental Turnover Cleaning are for a home, priced per room of it, and Office and Business Cleaning is for workplaces, priced in the app. Ask ${supportLink(ctx.facts)} whether common areas can be booked and how, 24/7. Each unit can be booked as a home, and an empty one with Move In/Out Cleaning.`,
      sources: [article(ctx, 'which-cleaning-service-should-i-choose'), article(ctx, 'does-nestwell-clean-offices-&-businesses')],
    }),
  },
  {
    name: 'rooms left out',
    group: 'rooms left out',
    matches: ROOMS_LEFT_OUT,
    // Asked as leave to do it, in the same breath; "nah skip the basement", "what if I skip the living room" after a price
    // re-price the home, and "like 'please skip the bedroom'" in a question about feedback is an example.
    // "How can I be quite sure of that?" after the room is said: how to see to it.
    when: /\b(can|could|may|should|is (it|that) (ok|okay|possible|fine|allowed)|do (i|we) (have|need) to|must (i|we)|would (it|that) be (ok|okay|possible|fine))\b[^.?!]{0,30}\b(skip\w*|leave|exclud\w*|omit\w*|book|pay for|clean|want|need)\b|\b(can|could|may|will|would) (you|your|the|a|they|she|he)\b[^.?!]{0,70}\band leave\b|\bhow (can|do|should|would) (i|we) (be (quite |completely |absolutely |really )?sure|make (quite )?sure|ensure|guarantee)\b/,
    // Rooms counted with a price asked are the estimate's to leave out ("3 bed 2 bath but skip the basement, how much?").
    unless: /\d|\b(how much|price|cost|total|quote)\b/,
    answer: (ctx) => ({
      reply: `Yes, as far as the site goes: it sets no rule that every room must be cleaned. A cleaning is priced per room you book, so count only the rooms you want done, and put any off-limits space in your notes when you describe your space in the app, so your cleaner knows to leave it. For anything more, ask ${supportLink(ctx.facts)}, 24/7.`,
      sources: [article(ctx, 'how-do-i-tell-my-cleaner-about-my-preferences'), article(ctx, 'how-much-does-a-cleaning-cost')],
    }),
  },
  {
    name: 'form fields',
    group: 'form fields',
    // "What do I have to fill in to join the business waitlist?": our own form's fields.
    // "How will the information we submit be used?" of a form named: its fields, and where their use is written.
    matches: new RegExp(`${FORM_FIELDS_ASKED.source}|${SIZE_ASKED.source}|${FORM_DATA_USED.source}`),
    when: /\b(business|company|office|videos?|links?|clips?|submissions?|creators?|feedback|wait ?list|early access)\b/,
    answer: ({ facts, page }, text) => answerFormFields(text, facts) ?? { reply: `That form is on its own page; ${supportLink(facts)} can help with it, 24/7.`, sources: [page('how-do-i-contact-nestwell-support', HELP_CENTRE)] },
  },
  {
    name: 'gifts',
    group: 'gifts',
    // "Do you sell gift certificates?": none the site names.
    matches: /\bgift (certificates?|cards?|vouchers?)\b/,
    answer: (ctx) => honest(ctx, 'anything about gift cards or gift certificates', `A cleaning is booked and paid in the ${ctx.facts.brand} app.`, [article(ctx, 'how-do-i-pay-&-use-the-newcomer-code')]),
  },
  {
    name: 'writing in a language',
    group: 'site language',
    // "Posso escrever em português aqui?", "do you understand Polish?": whether this chat reads it, not the app's languages.
    matches: new RegExp(String.raw`\b(can|may|could|should) (i|we) (write|ask|type|speak|talk|chat|message|text)( to you| with you| you)?( here| in (this|the) chat)?\s(in|using) (${LANGUAGES_SPOKEN}|another language|my (own )?language)\b|\b(do|can) (you|u) (understand|read|speak)\s(${LANGUAGES_SPOKEN})\b`),
    unless: /\b(app|apps|support|cleaners?|crew|customer service)\b/,
    answer: ({ facts }, text) => {
      const asked = new RegExp(String.raw`\b(${LANGUAGES_SPOKEN})\b`).exec(text)?.[1];
      // "Creole" is Haitian Creole, "Mandarin" and "Cantonese" Chinese, as the readers name them.
      const named = asked === 'creole' ? 'haitian creole' : asked === 'mandarin' || asked === 'cantonese' ? 'chinese' : asked;
      const read = LANGUAGES_READ.find((name) => name.toLowerCase() === named);
      const others = `I read ${list(LANGUAGES_READ)} as well as English, and I answer in English`;
      const reply = asked === 'english' ? 'Yes: I read and answer in English.'
        : read ? `Yes, write in ${read} if it's easier: I read it, and I answer in English, as this website is written in English.`
          : `${others}${asked ? `; ${asked[0]!.toUpperCase()}${asked.slice(1)} isn't one of them, so English or one of those works best` : ''}.`;
      return { reply: `${reply} For anything I can't answer, ${supportLink(facts)} is there 24/7.`, sources: [HELP_CENTRE] };
    },
  },
  {
    name: 'site language',
    group: 'site language',
    // "Is the app in Spanish?", "does support speak Portuguese?", "somebody who speak Vietnamese? On the phone or the cleaner?":
    // the site is written in English and names no other language.
    matches: new RegExp(String.raw`\b(app|apps|site|website|support|suporte|soporte|customer service|help ?(centre|center)|chat|aplicaci[oó]n|aplicativo)\b[^.?!]{0,30}\b(in|speaks?|speaking|available in|en|em|habla\w*|fala\w*)\s(${LANGUAGES_SPOKEN}|español|espanol|português|portugues|kreyòl|other languages?|another language|my language)\b|\b(${LANGUAGES_SPOKEN}|español|português) (version|support|app|site)\b|\b(app|apps|site|website|support)\b[^.?!]{0,30}\b(${LANGUAGES_SPOKEN})\b[^.?!]{0,15}\b(available|version|supported|is there)\b|\b(some ?(one|body)|any ?(one|body)|a person)\b[^.?!]{0,20}\bspeak(s|ing)? (${LANGUAGES_SPOKEN})\b[\s\S]{0,25}\b(on (the )?(tele)?phone|by (tele)?phone|when i call)\b`),
    // "Other jobs, like customer service? I speak Polish": an applicant's language, not the app's.
    unless: /\benglish (version|support|app|site)\b|\b(jobs?|hire|hiring|apply\w*|work for)\b|^(?![\s\S]*\?)[\s\S]*\bi speak\b/,
    answer: ({ facts, page }) => ({
      reply: `This website is written in English, and it doesn't say whether the ${facts.brand} app or client support offer other languages, so I won't promise it. ${supportLink(facts, true)} can tell you, 24/7; for a cleaner who speaks your language, you can ask in your notes when you book.`,
      sources: [page('how-do-i-contact-nestwell-support', HELP_CENTRE), page('how-do-i-tell-my-cleaner-about-my-preferences', HELP_CENTRE)],
    }),
  },
  {
    name: 'book by channel',
    group: 'support',
    // "I have only the flip telephone. Can I still use your service?": booking without the app, asked without the word.
    matches: new RegExp(String.raw`\b${BOOK_WORDS}\b.*\b${CHANNELS}\b|\b${CHANNELS}\b.*\b${BOOK_WORDS}\b|\b(flip (tele)?phones?|no smart ?(tele)?phones?|(don'?t|do not|dont|doesn'?t|does not) (have|own|use) (a |an |one of those )?smart ?(tele)?phones?)\b`),
    // "Tenant names and phone numbers in the booking notes": numbers written down, not a way to book.
    // "Can the reminders go to the mother's phone?": who is told of a booking, not how to book.
    // "Have a person write down my booking": one made by phone, not one already made.
    unless: new RegExp(String.raw`\b(booked|(?<!\b(?:write|writes|take|takes|make|place|put|enter|type)(?: down| up| in)? )my booking|my appointment|cancel\w*|reschedul\w*|change|move)\b|${NUMBERS_IN_NOTES.source}|${SOMEONE_ELSE_NOTIFIED.source}`),
    answer: ({ facts, page }, text) => ({
      reply: `You book in the ${facts.brand} app, for iPhone or Android; the site offers no other way to book, not by phone, by email, on the website or in this chat. In the app it takes about 60 seconds: ${BOOKING_STEPS.map((step) => step[0]!.toLowerCase() + step.slice(1)).join(', ').replace(/, ([^,]*)$/, ', and $1')}. Get it on the [App Store](${facts.iosHref}) or [Google Play](${facts.androidHref}).${NO_APP_OF_ONES_OWN.test(text) ? `\nA cleaning is booked with the address of the home to be cleaned, and the site sets no rule that the person who lives there must book it: someone you trust, such as a relative or caregiver, could book it for you in their own app, and client support can confirm that for your case.` : ''}\nIf you'd like a person to help you with the app, ${supportLink(facts)} is there 24/7, or call ${phoneLink(facts)}.`,
      sources: [page('can-i-book-a-cleaning-on-the-nestwell-website', HELP_CENTRE), page('how-do-i-contact-nestwell-support', HELP_CENTRE)],
    }),
  },
  {
    name: 'order',
    group: 'support',
    matches: /\b(order|booking|appointment|invoice)\s*(#|number|no\.?)?\s*#?\d{3,}|\bstatus of (my )?(order|booking|cleaning)|charged twice|double[- ]charged|wrong charge|(never|didn'?t|did not) (show|arrive|come)|no[- ]shows?\b|cleaner (is|was) late\b/,
    answer: (ctx) => ({
      reply: `For anything about a booking or a charge, contact ${supportLink(ctx.facts)}, available 24/7, with the date of the cleaning and what the app showed you. Your bookings and their details are in the ${ctx.facts.brand} app.`,
      sources: [article(ctx, 'how-do-i-contact-nestwell-support'), article(ctx, 'how-do-i-keep-track-of-my-cleanings-in-the-app')],
    }),
  },
  {
    name: 'emergency',
    group: 'concern',
    // "What if I were to take a tumble while the cleaner is here?": a fall is an emergency too (one that happened is not asked about).
    matches: /\b(hurt|injur\w*|emergency|unsafe|danger\w*|assault\w*|threaten\w*|police|ambulance|911|heart attack|seizure|(smell|smells|smelled|smelling) (of )?gas|gas leak\w*|carbon monoxide|(smell|see|seeing) smoke|on fire)\b|\b(if|what if|in case|were to|should)\b[^.?!]{0,30}\b(faint(ed|s)?|pass(ed|es)? out|collaps(e|ed|es)|(take|takes|took|taking|have|had|has|having) a (bad )?(tumble|fall)|(i|she|he|they|we|someone|somebody|anyone|mom|dad|mother|father|grandma|grandpa|wife|husband|child|kid)( \w+)? (fall|falls|fell|slip|slips|slipped|trip|trips|tripped) (down|over|on|in|and))\b/,
    // "Would you ever hand my information to the police?": who the data is shared with, the privacy policy's.
    unless: /\binsur\w*|\b(checked|checked out|vetted|screened) by (the )?police\b|\bpolice (checks?|records?|background)\b|\bemergency (water|flood|fire|clean\w*)\b|\b(information|info|data|details|records)\b[^.?!]{0,30}\b(police|authorities|law enforcement|subpoena\w*|court)\b|\b(police|authorities|law enforcement)\b[^.?!]{0,30}\b(information|info|data|details|records)\b/,
    answer: (ctx, text) => ({
      reply: `If anyone's safety is at risk, contact your local emergency services first. Once everyone is safe, let ${ctx.facts.brand} know through ${supportLink(ctx.facts)}, available 24/7.${FIRST_AID.test(text) ? " The site doesn't say whether cleaners are trained in first aid, so I won't guess." : ''}`,
      sources: [article(ctx, 'what-should-i-do-if-i-have-a-concern-about-a-cleaning')],
    }),
  },
  {
    // "Will your cleaners know how to clean our sprung floor without damaging it?": care asked ahead of a visit, not a report.
    name: 'surface care',
    group: 'concern',
    when: /\bclean/,
    matches: /\b(without|not to|never) (damag\w*|scratch\w*|ruin\w*|harm\w*|hurt\w*)\b|\b(know how to|careful (with|on)|safe (for|on)|special care (for|of|with))\b[^.?!]{0,40}\b(floors?|flooring|marble|hardwood|granite|quartz|stone|surfaces?|antiques?|finish(es)?|wood|leather|velvet|silk|mirrors?)\b/,
    unless: /\b(did|has|have|had|was|were|already|last (time|week|visit)|yesterday)\b[^.?!]{0,30}\b(damag\w*|scratch\w*|ruin\w*|broke\w*)\b/,
    answer: (ctx) => honest(ctx, 'how cleaners treat special surfaces or materials',
      'What it does say: write what matters in your notes when you describe your space in the app, such as a surface that needs care or a product to avoid; the notes guide both the match and the visit.',
      [article(ctx, 'how-do-i-tell-my-cleaner-about-my-preferences')]),
  },
  {
    // "What happens if the cleaner slips on our stairs? Would we be held responsible?": an injury on a job, which the site doesn't cover.
    name: 'injury at a visit',
    group: 'concern',
    matches: /\b(cleaners?|cleaning (lady|woman|man|guy)|cleaner (lady|woman|man|guy)|(if|when|what if) (they|she|he))\b[^.?!]{0,12}\b(slips?|slipped|falls?|fell|trips?|tripped|gets? hurt|got hurt|is hurt|injur\w*|hurts? (herself|himself|themselves))\b(?! (out|asleep|behind|through|away|off (the|my|our) (schedule|calendar|radar)))/,
    // Someone hurt now ("she can't get up") is the emergency answer's: help first, not policy.
    unless: /\b(can'?t|cannot|couldn'?t) (get up|move|stand)\b|\b(bleeding|unconscious|not breathing|ambulance|911)\b/,
    answer: (ctx) => honest(ctx, 'what happens if a cleaner is hurt during a visit, or who would be responsible',
      'It publishes no damage or liability policy for cleanings.',
      [article(ctx, 'what-should-i-do-if-i-have-a-concern-about-a-cleaning')]),
  },
  {
    name: 'not done in time',
    group: 'concern',
    // "What if they don't finish before check-in?", "if it's not done by 4?": no finishing time is promised;
    // the times, the promise and support are what the site gives.
    matches: /\b(don'?t|doesn'?t|do not|does not|won'?t|can'?t|cannot|didn'?t|not) (finish|get done|complete)\w*\b[^.?!]{0,40}\b(before|by|in time|on time)\b|\b(isn'?t|is not|aren'?t|not) (done|finished|ready) (before|by|in time|on time)\b/,
    unless: /\b(guarantee\w*|promise)\b/,
    answer: ({ facts, page }) => ({
      reply: `The site doesn't promise a finishing time, so I won't. What it does say: the app shows the times available for your address before you confirm, so choose a start that leaves room before your guests or plans; you can check the job photos in the app from anywhere; and if a cleaning falls short, our satisfaction promise applies: if you are not happy, you do not pay. Tell ${supportLink(facts)} (24/7) what happened.`,
      sources: [page('what-is-the-nestwell-satisfaction-promise', HELP_CENTRE), page('can-i-see-photos-of-my-finished-cleaning', HELP_CENTRE)],
    }),
  },
  {
    name: 'no way in',
    group: 'concern',
    // "If they can't get in because the doorman isn't there, do I still get charged?": the site sets no charge for it;
    // the booking's own rule is in the app, and access notes are how to avoid it.
    // "What if the cleaner can't get in?", "my tenant won't let the cleaner in": the site says no more, and support can help.
    matches: NO_WAY_IN,
    answer: ({ facts, page }, text) => ({
      reply: A_CHARGE.test(text)
        ? `The site doesn't say what you are charged when a cleaner can't get in, so I won't guess. The cancellation rule for your booking is shown in the app before you confirm, and ${supportLink(facts)} (24/7) can tell you how it applies. To keep it from happening, add access notes when you describe your space in the app: the doorman's hours, a buzzer, who lets the cleaner in.`
        : `The site doesn't say what happens when a cleaner can't get in, so I won't guess: for a booked visit, ${supportLink(facts)} (24/7) can help, and the cancellation rule for your booking is shown in the app before you confirm. To keep it from happening, add access notes when you describe your space in the app: the doorman's hours, a buzzer, who lets the cleaner in.`,
      sources: [page('what-is-your-cancellation-policy', HELP_CENTRE), page('how-do-i-tell-my-cleaner-about-my-preferences', HELP_CENTRE)],
    }),
  },
  {
    name: 'concern',
    group: 'concern',
    // A word for what went wrong, or a story of a cleaning and a question of what to do about it, however it is told.
    // "Scratch that" takes back what was said.
    // "Cleaner was here today and now I can't find my watch", "my ring was gone after the cleaning": something gone after a
    // visit; "the cleaner chipped a cabinet door".
    matches: new RegExp(String.raw`^(?=[\s\S]*\b(cleaners?|cleaning|was here|came)\b)[\s\S]*(\b(can'?t|cannot|couldn'?t) find (my|our|her|his) (?!(way|photos?|pictures?|pics|code|app|booking|receipt|invoice|account|order)\b)\w+|\b(my|our|her|his) (?!(way|photos?|pictures?|pics|code|app|booking|receipt|invoice|account|order|cleaner|stain|smell|mess|dirt|dust|grime)\b)\w+ (was|is|went|had gone|has gone) (gone|missing)\b)|\b(cleaners?|she|he|they|you|someone) (\w+ )?wreck(s|ed|ing)? (my|our|the|a|an)\b|\b((?<!\b(?:lunch|coffee|dinner|spring|winter|summer|christmas|holiday|my|a|on|school|work|bathroom) )break(?! (?:time|rooms?|areas?|spaces?|kitchens?|nooks?|corners?))|breaks|broke|broken|ruin\w*|trashes|trashing|scratch(?! (?:that|it|this)\b)\w*|spill\w*|damag\w*|steal|steals|stealing|stole|stolen|theft|missing|concerns?|concerned|complain\w*|complaint|(make|file|submit|lodge|put in) (a |an )?(damage |breakage |insurance )?claim|rude|(knocks|knocked) (over|down)|chipped|cracked|dented|scuffed|gouged)\b|\b(cleaners?|she|he|they|someone)\b[^.?!]{0,20}\b(took|has taken|have taken|walked off with) (something|things|stuff|money|cash|jewel\w*|(my|our) (?!(trash|garbage|recycling)\b)\w+)|\b(cleaners?|she|he|they|someone)\b[^.?!]{0,20}\b(take|takes|taking) (something|anything|things|stuff|money|cash|jewel\w*)\b|^(?=[\s\S]*\b(cleaners?|cleaning|visit|(your|the|our|my|last) clean)\b)(?=[\s\S]*(?:${INCIDENT.source}))(?=[\s\S]*(?:${WHAT_TO_DO.source}|${DISPLEASED.source}))`),
    // "Worried about letting a stranger in: are they background-checked?" asks whether the cleaners are vetted.
    // "Is your site broken? I never see the cookie banner": the website, not a visit; a broken couch to take away is hauling.
    // "Old spills on the fridge shelves: do I need Deep for that?": the home as it is, a service asked, no visit told of.
    // "How do I know the cleaner won't steal something?": the vetting, before any visit (trust).
    // "If I take a spill while your cleaner's here": a fall, the emergency's.
    unless: new RegExp(`${TIER_FOR_THE_HOME.source}|${THEFT_FEARED.source}|${HOME_REMEDY_ASKED.source}|${/\b(take|takes|took|taking) a (spill|tumble)\b|\b(did|have|could|might) (i|we) (break|broken|broke|ruin|ruined|spoil|spoiled|mess up|messed up) (something|anything|it|the (site|website|page))\b|\binsur\w*|\bbond|what'?s the damage|\bidentity theft\b|\b(i'?m|im|we'?re|i am|we are|so|pretty|kinda|totally|flat|always) broke\b|\bbroke (af|asf|as hell|as heck|rn|lol|lmao)\b|\bscratch (the |my |our |one |an? |1 |one of the )?(inside of (the )?)?(ref|fridge|refrigerator|oven|microwave|dishwasher|stove ?top|stove|dishes|add-?ons?|extras?|bed ?rooms?|bath ?rooms?|half[\s-]?bath\w*|kitchen|den|office|basement|living room|dining room)\b|\bbreak[ -]?rooms?\b|\bstrangers?\b|\bbackground\b|\bvetted\b|\bscreened\b|\b(site|website|page|banner|popup|pop-up|link|form|app) (is |was )?(broken|broke)\b|\b(take|taking|cart|carry|haul\w*) (them|those|these|everything|all|the (old )?(trash|garbage|junk|furniture|mattress\w*|couch\w*|sofas?|boxes|bags|stuff|debris))\b[^.?!]{0,15}\b(away|off)\b|\bjunk\b/.source}`),
    answer: (ctx, text) => ({
      // "Who's liable?": the site publishes no damage policy, so no one is named.
      // "What if they break one of her china plates?": asked before a visit, what to do now as well as after.
      // "If a guest breaks something, will the cleaner tell me?", "could I use those... for an airbnb claim", "do ur cleaners
      // report it to me": damage a guest did or damage found, not a cleaning that fell short; what the site doesn't say of it.
      reply: GUEST_DAMAGE.test(text) || DAMAGE_REPORTED.test(text) ? damageFound(text, ctx.facts)
        : `${cantWait(ctx.facts, text).map((line) => `${line} `).join('')}${BEFORE_A_BREAK.test(text) ? `${NO_DAMAGE_POLICY} Before a visit, say what is fragile or can't be replaced in your notes when you describe your space in the app. ` : ''}${!BEFORE_A_BREAK.test(text) && /\b(liab\w*|who (pays?|will pay|would pay|has to pay|should pay|must pay|bears the cost)|reimburs\w*|compensat\w*|pay (me |us )?back|(you|u|nestwell|they|the company|your company|someone) pay for (it|that|the damage|an? (new|replacement) \w+)|pay (to|for) (replac|repair|fix)\w*|responsible|cover (it|the cost|that)|claim)\b/.test(text) ? `${NO_DAMAGE_POLICY} ` : ''}${BEFORE_A_BREAK.test(text) ? 'If it happens, tell us' : 'Tell us'}: note the date of the cleaning, the rooms involved and what happened, look at the job photos in the app, then contact ${supportLink(ctx.facts)}, available 24/7. If you were not happy with the work, our satisfaction promise applies: if you are not happy, you do not pay.${WITHOUT_APPS.test(text) ? ` Someone who can't use the app can call ${phoneLink(ctx.facts)}, 24/7, or the person who booked can tell client support for them.` : ''}`,
      sources: [article(ctx, 'what-should-i-do-if-i-have-a-concern-about-a-cleaning'), article(ctx, 'what-is-the-nestwell-satisfaction-promise')],
    }),
  },
  {
    name: 'promise',
    group: 'concern',
    // "Will we def get our security deposit back?": an outcome the promise doesn't cover (GUARANTEED_OUTCOME says so).
    // "And if the cleaner doesn't clean well, what happens?": a cleaning that falls short, said before it happens.
    // "Does the guarantee cover that?" (grime found two weeks later): whether the promise applies, asked by its name.
    matches: new RegExp(String.raw`${DEPOSIT_ASKED.source}|${INSPECTION_PASSED.source}|${ALREADY_PAID.source}|${REFUND_EXTENT.source}|${STILL_DIRTY.source}|\b(?:guarantee|promise)\b[^.?!]{0,15}\b(?:cover|covers|apply|applies)\b|\b(?:cleaners?|she|he|they|muchacha) (?:doesn'?t|does not|didn'?t|did not|don'?t|do not|no) (?:clean|do (?:it|the job|a good job))(?: it)? (?:well|good|properly|right)\b|\b(promise|guarantee)\b[^.?!]{0,60}\b(come back|redo|re-?clean|return visit)\b|\b(half[- ]?ass\w*|crap(py)? (job|clean\w*)|do (i|we) (still )?(gotta|have to|need to|got to) pay(?! (extra|more|additional|for (the |an? )?(add-?ons?|inside|insides|extras?)))|still (gotta|have to|need to|got to) pay|pay (anyway|for nothing)|(very |super |really )?picky|(not|isn'?t|wasn'?t|aren'?t|weren'?t) up to (par|(our |my |your |the )?standards?|scratch)|recourse|satisf\w*|guarantee\w*|not happy|unhappy|not satisfied|dissatisfied|not pleased|displeased|(is ?n'?t|is not|was ?n'?t|was not|are ?n'?t|are not)( \w+)?[- ]?(ready|clean|spotless|up to scratch)\b[^.?!]{0,30}\bafter (the|a|my|our|your) (clean\w*|visit)|(wasn'?t|weren'?t|isn'?t|aren'?t|am not|'m not|never) (very |really |too |entirely |completely |fully |so |that )?(happy|pleased|satisfied|impressed)|disappoint\w*|let down|(avoid|get out of) paying|(don'?t|didn'?t|do not|did not) (like|love)(?! (to |putting|giving|typing|using|entering|sharing|having|being|the idea|apps?|computers?|phones?|(my|our) (info\w*|data|details|address|name|number)\b)\b)|money back|refunds?|promise|hate(d)? (how|the way) (it|the (clean\w*|job|work|place|house|apartment|apt)) (came out|turned out|looks?|was done)|(bad|poor|terrible|awful|lousy|sloppy) (job|clean|cleaning|work)|(do|does|did) an? (bad|poor|terrible|awful|lousy) job|\b(they|she|he|cleaners?|the cleaner) (do|does|did) (it|a job|the (job|work|clean\w*)) (bad|badly|poorly|wrong|sloppily)|not (clean|good) enough|(still|was|were|is) (dirty|filthy|messy)|(wasn'?t|was not|weren'?t|were not|never got) (properly |even |really )?(cleaned|done)(?! (after|by|before) (the )?(last|previous|old|former|prior) (tenants?|owners?|renters?|occupants?|people))|missed (a |some |the )?(spot|spots|room|rooms)|(?<!(?:^|[.,;!?]\s*|\b(?:pls|please|so|ok|now)\s+))redo(?! the (math|sum|total|price|estimate|quote|numbers?)\b)|re-?clean)\b|\b(still|even then) (have to |need to |get |be )?(pay|charged|billed)\b|\bbarely (touched|cleaned|done|wiped)\b|\bstill (looks?|looked|is|was|are|were) (bad|dirty|gross|filthy|the same)\b|\b(it|that|the (cleaning|clean|job)) (wasn'?t|was not) (good|great|ok|okay)\b|\b(still|was still) (has|had|have|covered in|full of) (soap scum|scum|grime|dirt|dust|hair|stains?|mou?ld)\b|\bif (it'?s |it is |(the |my |our )?(clean\w*|job|work|(cleaning |clean )?results?) (is|was|are|were) )?(bad|poor|not good|terrible|awful)\b|\b(not|no) (a |so )?good (job|clean\w*|work)\b|\b(if|what if|and if)\b[^.?!]{0,30}\b(it'?s|it is|it was|that'?s|the (clean\w*|job|place|unit) (is|was)) (still )?(not right|not done right|not clean)\b|\b(it|the (clean\w*|job|work)) was (bad|poor|terrible|awful)\b|\b(the |my |our )?(bathroom|kitchen|bedroom|floors?|shower|tub|toilet|stove|oven)s? (was|were) (not|n'?t) (good|great|ok|okay|right|clean|done)\b(?! (before|for (years|months|a while)))|\bnot (to )?pay\b`),
    // "Who do I call right now?": the number to call, the contact answer's.
    // A visit missed ("cannot have the cleaning, will I still be charged?") is the cancellation's: no cleaning to judge.
    // "What guarantee do I have about the workers you send?" is asked of the people, the vetting's (topics.ts).
    unless: new RegExp(String.raw`(?<!\b(don'?t|do not|didn'?t|did not|not) )\bcancel\w*|\breschedul\w*|\bwho (do|should|can|would) (i|we) (even )?(call|contact|phone|ring)\b|${A_VISIT_MISSED.source}|${ASSURED_OF_WHO_IS_SENT.source}`),
    answer: ({ facts, page }, text) => {
      const business = FOR_BUSINESS.test(text);
      return {
        // "Can you guarantee it's done by 3?", "...that I get my deposit back?": an outcome the site never promises, said so first.
        reply: `${GUARANTEED_OUTCOME.test(text) ? `The site doesn't promise ${outcomeAsked(text)}, so I won't. The one promise it makes is about the cleaning itself. ` : ''}${OTHERS_DISAGREE.test(text) ? `The site doesn't say how the promise works when the people in a home disagree about a cleaning, so I won't guess; the one who booked can tell ${supportLink(facts)} (24/7) exactly what fell short, rooms and tasks, and they'll say how it applies. ` : ''}${business ? 'Yes, for businesses too: the help centre lists it among what businesses get with Office and Business Cleaning. ' : ''}${NO_CATCH.test(text) ? 'The site states the promise without conditions and names no catch, so I won\'t add one; how it applies to your booking, client support will tell you. ' : ''}Our satisfaction promise: if you are not happy, you do not pay. Check the work, or review the job photos in the app, then tell ${supportLink(facts)} (24/7) what fell short; photos help. They'll walk you through what happens next for your booking.${WITHOUT_APPS.test(text) ? ` You can also call ${phoneLink(facts)}, 24/7.` : ''}${/\b(move[- ]?(in|out)|turnovers?|rentals?|offices?|deep)\b/.test(text) && /\b(apply|applies|cover|covers|valid|too|also|as well)\b/.test(text) && !business ? ' The site states the promise for cleanings in general and lists no exception for one service.' : ''}${RETURN_VISIT.test(text) ? ` ${NO_RETURN_VISIT}` : ''}${ALREADY_PAID.test(text) ? ` The site doesn't say how money already paid is handled under the promise; ${supportLink(facts)} can tell you for your booking.` : REFUND_EXTENT.test(text) ? ` The site doesn't say whether money back covers the whole visit or only what fell short; ${supportLink(facts)} can tell you for your booking.`: REFUND_OR_CREDIT.test(text) ? ` The site doesn't say whether not paying means a refund or a credit; ${supportLink(facts)} can tell you for your booking.` : ''}${PROMISE_DEADLINE.test(text) ? " The site sets no deadline for it, but it's best to get in touch soon after the cleaning, while the details are fresh; if you check the rooms later, the job photos help." : ''}${/\b(break\w*|broke|broken|damage\w*|stolen|theft)\b/.test(text) ? ` The site doesn't say the promise covers something broken or damaged; tell ${supportLink(facts)} what happened, with photos, and they can say what applies.` : ''}`,
        sources: [page('what-is-the-nestwell-satisfaction-promise', HELP_CENTRE), ...(business ? [page('does-nestwell-clean-offices-&-businesses', HELP_CENTRE)] : [])],
      };
    },
  },
  {
    name: 'photos reused',
    group: 'photos',
    matches: new RegExp(String.raw`^(?=[\s\S]*\b(photos?|pictures?|pics|those|them)\b)[\s\S]*${PHOTOS_REUSED.source}`),
    answer: (ctx) => honest(ctx, 'whether the job photos can be used elsewhere, such as in a listing, or who owns them',
      'What it does say: the job photos are there for you to review each cleaning in the app.', [article(ctx, 'can-i-see-photos-of-my-finished-cleaning')]),
  },
  {
    name: 'photos',
    group: 'photos',
    // "Can I check the cleaning from home the night of?": the work seen from afar, which the photos show.
    matches: new RegExp(String.raw`${PHOTOS.source}|\bsnapshots?\b|\b(check|see|look at|inspect|verify)\b[^.?!]{0,15}\b(the|my|our) (cleaning|clean|work|job)\b[^.?!]{0,40}\b(from (home|work|afar|anywhere|my (phone|desk|office|house))|remotely|without being there)\b`),
    // "Know her name and see a photograph": of the cleaner, before the visit, not the job photos after it.
    // "Cleaned before listing photos": a realtor's photo shoot, not the job photos.
    // "Could I post those in my listing?": using the job photos elsewhere ('photos reused').
    // "Could she hang a few pictures?": a handyman's job, the repairs answer's.
    unless: new RegExp(String.raw`\b(creators?|videos?|instagram|tiktok|social)\b|\b(?:${HANDYMAN_TASK})\b|${SENT_TO_A_PHONE.source}|${SOMEONE_ELSE_NOTIFIED.source}|${MEET_THE_CLEANER.source}|${PHOTOS_REUSED.source}|\b(badges?|at (my|the|our) door)\b|\b(listing|real estate|marketing|staging|professional|property|open house) (photos?|pictures?|pics|shoots?)\b|\bphotographers?\b|\bphoto ?shoots?\b`),
    answer: ({ facts, page }, text) => ({
      reply: `${photosUnsaid(text)}The ${facts.brand} app lets you review job photos from your cleaning, so you can see the finished rooms from wherever you are. Open the app and go to the cleaning you want to check; its job photos are there. If something doesn't look right, mention what you saw in the photos to ${supportLink(facts)}, 24/7.`,
      sources: [page('can-i-see-photos-of-my-finished-cleaning', HELP_CENTRE)],
    }),
  },
  {
    name: 'trust',
    group: 'trust',
    // "I downloaded Nestwell Crew and it asks for a background check: is that how I book?": the wrong app, which answers.
    // "A lab who barks like crazy at strangers": the dog's strangers, a pet's question.
    unless: /\b(nestwell crew|crew app)\b[\s\S]*\b(book|booking|schedule|order|hire)\b|\b(bark\w*|growl\w*|(?<!\b(i am|i'?m|im|we are|we'?re) )(nervous|shy|scared))\b[^.?!]{0,25}\b(at|of|around|with) strangers\b(?![\s\S]*\b(vetted|background|checked|screened|trust)\b)/,
    matches: new RegExp(String.raw`${TRAINED.source}|${CHECK_DETAILS.source}|${THEFT_FEARED.source}|${ALONE_WITH_THE_CLEANER.source}|` + /\b(is (it|nestwell|this) safe|how (do )?(i|we) know (if )?(it'?s |it is |is |they'?re |they are )?safe|safe to|can i trust|trust(?!ees?\b)\w*|(nervous|scared|afraid|worried|uneasy|anxious)\b[^.?!]{0,40}\b(who|someone|somebody|strangers?|the cleaner|a cleaner|people)\b[^.?!]{0,20}\b(com\w*|in my|into|inside)|vetted|vetting|background[- ]check\w*|(?<!\b(?:the|a|my|our|its|his|her|their|tv|phone|computer|laptop|monitor|touch|flat|window|door|sun) )screen(ed|ing|s)?\b(?! reader)|reliable|criminal record|(checked|checked out|vetted|screened) by (the )?police|police (checks?|records?)|strangers?|legit\w*|scam\w*|real company|trustworthy)\b|\b(cleaners?|workers?|person|people|they|she|he|maids?)( you send)? (is|are|be) (honest|safe|a safe person)\b|\b(is|are|be) (an? )?(honest|trustworthy|decent) (person|people|one|ones|lady|man|woman)\b|\bhow (do )?(i|we) know\b[^.?!]{0,50}\b(is|are) (an? )?(honest|trustworthy)\b|\b(you|u) send\b[^.?!]{0,20}\b(checked|screened|vetted)\b|\b(are|is|were|was) (the |your |ur )?(cleaners?|workers?|staff|people|crew|maids?|housekeepers?|she|he|they) (\w+ )?(checked|screened)\b|\b(the cleaners?|she|he|they) (is|are) (\w+ )?(checked|screened)\b(?= ?\?)|\b(what|which) (sort|kind|type) of (check\w*|vetting|screening)|\bchecking (do you do|on them)\b|\bwho (exactly )?(will|is going to|would|is) (be )?(com\w*|enter\w*) (in|into|to) (my|our|the) (home|house|apartment|place)\b|\bhow (do |can |will |would )?(i|we) (know|be sure|tell)\b[^.?!]{0,30}\b(good|honest|decent|nice|safe|trustworthy) (person|people|man|woman|lady|guy)\b|\bwho come\w* (in|into|inside) (my|our|the) (home|house|apartment|place)\b/.source),
    answer: ({ facts, page }, text) => ({
      reply: `${TRAINED.test(text) ? "The site doesn't describe cleaners' training or experience, so I won't guess. What it does say: every" : 'Every'} cleaner on the ${facts.brand} crew is vetted and background-checked. ${seenBeforehand(text)}${CHECK_DETAILS.test(text)
        ? `The help centre doesn't list the details of the vetting and background checks (what they cover, who runs them, how often), so I won't guess; for a specific question, ask ${supportLink(facts)}, 24/7. After each cleaning you can review the job photos in the app.`
        : `After each cleaning you can review the job photos in the app, and ${supportLink(facts)} is there 24/7 if anything concerns you.`}${KIDS_HOME.test(text) ? ' The site sets no rule about children being home during a cleaning; mention them in your notes when you describe your space, so your cleaner knows before arriving.' : ''}`,
      sources: [page('are-nestwell-cleaners-vetted-&-background-checked', HELP_CENTRE)],
    }),
  },
  {
    name: 'company',
    group: 'legal',
    matches: /\bwhere (are|is) (you|nestwell)\b(?! (available|serving|cleaning))|\b(is there|do you have|have you got|you have) (an|a|your|a physical|(a |any )?nestwell) (office|location|branch|storefront|shop)\b(?! (cleaning|clean|jobs?|work|positions?|roles?|staff|manager|space|or))|\bwhere (is|are) (the company|your company|your office|your headquarters)( actually)? (located|based)\b|\b(physical|real) (office|address)\b|\b(an )?office (we|i) (can|could) visit\b|\b(an? )?(office|location|storefront|shop)( \w+){0,2} (i|we) (can|could) (stop|drop|walk|come|pop) (in|by)\b|\bvisit (your|the) office\b|\b(delaware|wilmington|headquarter\w*|hq|mailing address|(your|company|office|business|postal) address|where (is|are) (nestwell|you|your company) (based|located|headquartered|from|registered)|based (in|out of)|(registered|incorporated) (in|where)|what address|(street|office|company|business) address|address (of|for) (your|the) (office|company|business|headquarters)|address (might|can|could|should|do) (i|we) (write|send|mail)|by (post|mail)|postal address|write to (you|your company|nestwell)|where('?s| (are|is)) your (offices?|company|headquarters)|your offices?\b(?= located)|where are you located|legal (entity|name)|(registered|legal) (company |business )?name)\b/,
    // "I live in Delaware" is where the one asking lives, not where we are.
    // "Delaware NJ 07833" is a New Jersey village.
    // "Send a check by mail?" asks how to pay, which is the app (the payment answer's).
    unless: /\b(serve|serving|clean in|cover|come to|go to|available in|do you clean)\b|\b(i|we)( \w+)? (live|reside)\b|\bdelaware,? (nj|new jersey)\b|\b(pay\w*|cheques?|checks?|money orders?|cash)\b[^.?!]{0,30}\bby (post|mail)\b|\b(post|mail|send)\b[^.?!]{0,15}\b(a |my |the )?(cheques?|checks?|money orders?|payments?)\b/,
    answer: companyReply,
  },
  {
    // "Is there a waitlist for that area?" after a town we don't serve, "a waitlist for towns you don't cover yet?": the
    // early-access list, by ZIP code, not the business version's; so is being told when we come to a state we don't serve.
    name: 'area waitlist',
    group: 'business',
    matches: AREA_WAITLIST,
    // The early-access list asked about by its name is the app's ('app live') or the page's own words.
    unless: new RegExp(String.raw`${A_BUSINESS_SAID.source}|\b(creators?|early[- ]access)\b`),
    // The list's fields and page are the waitlist form's own, as its page shows them.
    answer: ({ facts }) => {
      const early = facts.forms.find((f) => f.id === 'waitlist');
      const lead = early ? `The site's early-access list, on [${early.title}](${early.url}), asks for ${fieldsAskedFor(early)}. It` : 'The site';
      return {
        reply: `${lead} says no more than that, so I won't say when, or whether, we will clean in a place we don't serve yet; right now our cleaners work in New Jersey only. Every town we clean is on our [New Jersey locations](${NJ_PAGE.url}) page.`,
        sources: [...(early ? [{ title: early.title, url: early.url }] : []), NJ_PAGE],
      };
    },
  },
  {
    name: 'business',
    group: 'business',
    // The business offering itself: whether offices are cleaned, the business version, accounts, the waitlist; an office's
    // question about something else (a price, after hours, screening) is that topic's.
    // "Do I have to wait for it to book turnovers?": whether to wait for the business version, which the answer's "today" line says.
    matches: new RegExp(`${ASKS_OFFICES.source}|${WHO_BOOKS_AT_WORK.source}|${BUSINESS_ACCOUNT.source}|${A_COLLEAGUE_MANAGES.source}|${OFFICE_CLEANING.source}|\\b(business version|for business|business waitlist|wait ?list)\\b|${BUSINESS_SIGN_UP.source}|\\blandlords? (with|of|who (have|has|own|owns)) (several|multiple|many|a few|lots of|\\d+) (units|properties|apartments|buildings|rentals)\\b|${SOMETHING_FOR_SEVERAL_SPACES.source}|^(business|office)( cleaning)?\\??$|\\b(have to|need to|should (i|we)) wait for (it|that|the business version) (to|before|or) (book|use)\\b`),
    // "Is there a contract if I do recurring?", "do I have to sign a contract?": a home's commitment, the recurring answers'.
    // "The early access waitlist" is the app's, for homes.
    // "What do you do with our info from the business waitlist?" is the privacy answers'.
    // A waitlist for a place asked is the early-access list's ('area waitlist').
    // "Can my daughter and I share one account?": a family's, the shared bookings answer's.
    // "I submitted the business waitlist form... how do I get that deleted?": a privacy request, the privacy answers'.
    unless: new RegExp(`${DONE_WITH.source}|${ENTRY_DELETED.source}|\\b(get|have|want|need) (it|that|them) (\\w+ )?(deleted|removed|withdrawn|erased)\\b|^(?![\\s\\S]*${WORK_BOOKINGS.source})[\\s\\S]*(?:${SHARED_BY_PEOPLE.source})|^(?![\\s\\S]*${A_BUSINESS_SAID.source})[\\s\\S]*(?:${AREA_WAITLIST.source})|` + /\bhome offices?\b|\bjobs?\b|\bcareers?\b|(?<!business )\bearly[- ]access\b|\b(office|business) hours\b|\b(your|the) office (is )?open\b|\bwhere (are|is) your (offices?|business)\b|^(?!.*\b(business\w*|company|office|corporate|team|properties|units|rentals|portal|accounts?|janitorial|commercial|associations?|hoa|board|vendors?|church|organi[sz]ations?)\b).*\bcontracts?\b/.source),
    answer: businessReply,
  },
  {
    name: 'deep and add-ons',
    group: 'tiers',
    // "With deep, is the inside of the oven done then?", "inside oven also in deep?", "if we book the deep cleaning, will they
    // also clean the inside of the oven?": the same question.
    // "My oven is a disgrace and the fridge shelves have old spills. Do I need Deep for that?": the appliances, then Deep asked.
    matches: /\b(oven|fridge|refrigerator|microwave|dishwasher)s?\b[^?]{0,120}\b(do|would|should) (i|we) (need|get|book|choose) (the |a )?deep\b|\bdeep\b.*\b(include|includes|including|cover|covers|come with|do)\b.*\b(oven|fridge|refrigerator|microwave|dishwasher|inside|appliances?|add-?ons?|dishes)\b|\b(oven|fridge|refrigerator|microwave|dishwasher)\b[^.?!]{0,25}\b(done|cleaned|included|covered|also) (in|with) (the )?deep\b|\bdeep\b[^.?!]{0,60}\b(oven|fridge|refrigerator|microwave|dishwasher)\b[^.?!]{0,20}\b(done|cleaned|included|covered)\b|\bdeep\b[^?]{0,60}\b(will|would|do|does|can) (they|you|u|the cleaners?|she|he)( also)? (clean|do|wash|scrub)\b[^.?!]{0,30}\b(oven|fridge|refrigerator|microwave|dishwasher|appliances?)\b/,
    answer: deepAndAddOns,
  },
  {
    name: 'standard or deep',
    group: 'tiers',
    // "Standard only, no deep": a tier refused is not a comparison asked for.
    unless: /\b(move[- ]?(in|out)|moving|rental|turnover|airbnb|office)\b|\b(not|no|without|rather than|instead of|skip|skipping) (the |a |an )?deep\b/,
    matches: /\b(standard|regular|normal|basic)\b.*\bdeep\b|\bdeep\b.*\b(standard|regular|normal|basic)\b|\bdifference\b.*\bclean|\bdeep (clean|cleaning) worth\b|\bworth (it|getting)?\b.*\bdeep\b|\bneed a deep\b|\bwhat (more |else |extra )?(does|do|would|will) (a |the )?deep( clean\w*)? (add|give|get|do more|do extra)\b|\bwhat('?s| is) (extra|more|added) (in|with|about|for) (a |the )?deep\b|\b(what('?s| is)|how('?s| is)) (\w+ )?(different|differs?)\b[^.?!]{0,20}\bdeep\b|\bhow (is|does) (a |the )?deep( clean\w*)? (different|differ)\b/,
    answer: tierDifference,
  },
  {
    // "Does joining get us anything now, like priority or a discount?" of a waitlist or the program: no perk the site names
    // (the business answer, said first, has its own line on discounts).
    name: 'perks of joining',
    group: 'business',
    matches: /\b(join(ing)?|being on (the |a |your )?(business )?wait ?list|get(ting)? on (the |a |your )?(business )?wait ?list|sign(ing)? up (for )?(the |a |your )?(business )?(wait ?list|program))\b[^.?!]{0,40}\b(get|give|gives|mean|bring|come with|earn)s?\b[^.?!]{0,40}\b(priority|discount\w*|perks?|benefits?|early access|first dibs|deal|reward\w*|anything|something)\b/,
    unless: /\b(newcomer|code|crew|clean for|as a cleaner|apply\w*)\b/,
    answer: () => ({
      reply: "The site names no discount or other perk for joining, so I won't promise one.",
      sources: [{ title: 'Business waitlist', url: '/business-waitlist' }],
    }),
  },
  {
    name: 'offer',
    group: 'offer',
    // "My cousin can use it too on her own acct?", after a price with the code: the code for someone else.
    // Its two conditions are the message's, read once from its start: a lookahead opening an alternative is read again at every
    // character of the message (some 0.2 ms on a long one).
    matches: new RegExp(String.raw`${OFFER_WORDS.source}|^(?=[\s\S]*\b(use|get|have) (it|that|this|one)\b)(?=[\s\S]*\b(own (acct|account|app|phone|name)|already used|used it)\b)[\s\S]*?(?:${ANOTHER_CLIENT.source})`),
    // An entry code, however it is said: "the lockbox code", "I'll put the key in a lockbox ... get the code to the cleaner".
    // A rule to meet ("sanitize prep tables to code", "the health code") is no promo code either.
    // "Do you sell gift cards?" asks about gift cards, not the code: the gifts' answer.
    // "Is it cheaper in Camden than in Hoboken?" compares places' prices, not an offer.
    unless: new RegExp(String.raw`^(?![\s\S]*\b(newcomer|promo|codes?|discount\w*|coupons?|percent|off)\b)(?:[\s\S]*\bgift (cards?|certificates?|vouchers?)\b|${BY_PLACE.source})|${AN_ENTRY_CODE.source}|^(?!.*\b(newcomer|promo|discount|coupon)\b).*(\b(health|fire|food|building|safety|sanitary|dress) codes?\b|\b(to|up to|meet|meets|pass|passes) (the )?codes?\b|\bcodes? (compliance|violations?|inspections?|requirements?)\b)`),
    answer: offerReply,
  },
  {
    // "Whats ur insta and tiktok", "are you on facebook?": our own profiles, from site.json, as the socials page lists them.
    name: 'socials',
    group: 'socials',
    // "Some account DM'd me saying they're Nestwell, legit?": our official profiles are the ones listed.
    matches: new RegExp(String.raw`${CLAIMS_TO_BE_US.source}|${PROFILE_ADDRESS.source}|`
      + /\b(your|ur|nestwell'?s?|official|real) (insta(gram)?|ig|tik ?tok|facebook|fb|youtube|linkedin|twitter|socials?|social media)\b|\b(your|ur|nestwell'?s?) handles? on\b|\b(your|ur|nestwell'?s?) @|\b(are|r) (you|u|y'?all)( guys)? on (insta(gram)?|ig|tik ?tok|facebook|fb|youtube|linkedin|twitter|social media)\b|\by'?all on (insta(gram)?|ig|tik ?tok|facebook|fb|youtube|linkedin|twitter|social media)\b|\b(where|what)('?s| is| are)? (are )?(your |ur )?(socials|social media( accounts?| pages?| profiles?)?)\b|\b(which|what) (socials|social media|social networks?|platforms?|apps) (are )?(you|u|nestwell)( guys)? on\b|\b(is|are) (nestwell|you|u)( guys)? on (insta(gram)?|ig|tik ?tok|facebook|fb|youtube|linkedin|twitter)\b|\btag (you|u|nestwell)\b|\b(your|ur|nestwell'?s?|official|real) (accounts?|handles?|pages?|profiles?)\b[^.?!]{0,30}\b(tag|follow|mention)\b|\b(have|got|is there) (a |an )?(nestwell )?(insta(gram)?|ig|tik ?tok|facebook|fb|youtube|linkedin|twitter) (page|account|profile|handle)\b|\bon (insta(gram)?|tik ?tok|facebook|fb|youtube|linkedin|twitter)\b[^?]{0,80}\b(have|got) (a |an )?(page|account|profile)\s*\?/.source
      // "Is @nestwell_oc_cleaning on Instagram actually you guys?": an account on a platform, asked whether it is ours.
      + /|^(?=.*\b(insta(gram)?|ig|tik ?tok|facebook|fb|youtube|twitter|linkedin)\b)(?=.*(@[\w.]{3,}|\b(account|page|profile|handle)\b))(?=.*\b(actually|really|official|real|legit|legitimate|genuine|authentic|fake|scam|you guys|yours|(is|are) (it|this|that|they) (you|u|nestwell))\b)/.source),
    answer: ({ facts, page }, text) => {
      const named = namedProfile(text, facts);
      return {
        // Someone claiming to be us, by message or by phone: where booking and paying really happen, before the profiles.
        // A message said to be ours that asks for money is judged by where paying happens; one not described ("got a weird text
        // saying its from nestwell") is not judged unseen.
        // "Is facebook.com/NestwellNJCleaning official?": an address named is judged against the list.
        reply: `${profileVerdict(named, facts)}${!named && CLAIMS_TO_BE_US.test(text) ? `${ASKS_FOR_MONEY.test(text) ? `That isn't how ${facts.brand} works, as far as the site says:` : `The site doesn't say whether ${facts.brand} contacts people by text, direct message or phone, so I can't tell you whether that one is real. What it does say:`} you book and pay in the ${facts.brand} app, not by phone, by message, by Zelle or with a gift card, and applying to clean is on the crew site. Don't send card details or money any other way, and tell ${supportLink(facts)} about it.\n` : ''}${officialProfiles(facts)} They are listed on our [socials page](/socials); an account not listed there that claims to be ${facts.brand} isn't ours, so please tell ${supportLink(facts)}.`,
        sources: [page('socials', { title: 'Nestwell on social media', url: '/socials' })],
      };
    },
  },
  {
    name: 'contact',
    group: 'support',
    // "What time do you open in the morning? I'd rather call early": support's hours, which are every hour.
    // "Can i text that number instead?": a number to text, which the site lists none of.
    // "Whom would I call?": the line, whatever for.
    matches: new RegExp(String.raw`${SUPPORT_HOURS_ASKED.source}|\b(the|your|that) \d{3} (number|line)\b|\b(who|whom) (do|would|should|can|could|shall) (i|we) (call|phone|telephone|ring)\b|` + /\b(can|could|may) (i|we) (text|sms|whatsapp) (that|the|your|this|you|u|support)( support| phone)?( number| line)?\b|\b(human|real person|a person|(actual|live|real live) (person|human)|get (a |an )?(definitive|definite|sure|straight|official|firm|clear|proper|real|final) answer|(?<!\b(estate|leasing|listing|listings|insurance|travel|property|rental|buyer'?s|seller'?s) )agent(?! (or|and) (brokerage|broker|agency|team)| accounts?)|representative|operator|talk to|speak (to|with)|contact|(?<!\b(?:ladders?|stools?|climb\w*|stretch\w*|bend\w*)\b[^.?!]{0,15}\bto )reach (you|someone|somebody|anyone|support|a|them|the company|nestwell)|who (i|we) (can|could|should) (ask|call|talk to|contact)|where (do |can |should )?(i|we) ask (this|that|it)|prefer to (talk|speak|call)|who can confirm|(someone|somebody|a person|anyone) (on|over) the (tele)?phone|(can'?t|cannot|unable to|not able to) (open|use|get into|access|work) (the|my) app|customer (service|support|care)|client support|call (you|someone|somebody|us|nestwell|support)|can i call|what number\W*$|(what|which) (time|times|hours?) ((can|could|should|do|may) (i|we)|(i|we) (can|could|should|may)) (call|phone|ring)\b|(what|which) (phone )?(number|line) (do|should|can|could|would) (i|we) (call|ring|dial|use)|^(\w+ ){0,3}who (do|should|can|could) (i|we) (ask|talk to|contact|speak (to|with))( then| now| about (it|that|this))?\W*$|\b(i|we) (call|phone|ring) who\b|\b(talk|speak|meet)\b[^.?!]{0,15}\b(in person|face to face)\b|\bwho (do|should|can|could) (i|we) (call|phone|ring)\b|\b(account (managers?|rep\w*|executives?)|dedicated (rep\w*|contact|account manager))\b|what('?s| is) the (phone )?number (for|to)\b|(number|line) (i|we) can (actually |just |really )?(call|ring)|(someone|somebody|anyone|anybody|a person|a human|one) (i|we) (can|could) (call|ring|phone|talk to|speak (to|with))|numbers? to (call|ring|text|reach)|text (you|support|someone|nestwell|a person)|by text|relay service|tty|(your|real|official|support|contact|customer service) (phone )?number|(the|a) phone number|what('?s| is) (the|your) number\W*$|what('?s| is) (that|this) number|when (may|can|should|could|do) (i|we) (call|ring|phone)\b|(hard of hearing|deaf)\b.{0,60}\b(another|other|different) way|(anyone|anybody|someone|somebody|support|you|a person)( \w+){0,2} reachable|(is|are) (anyone|anybody|someone|somebody|a person) (actually |really )?(there|around|available|awake|answering)|(anyone|anybody|someone|somebody) to (attend|answer|take|pick up) (the |a |my )?(call|phone)s?|phone|telephone|e-?mail|support (team|hours)|support (open|available)|(support|phone|office) hours|24\/7|(opening|business|office) hours|hours of operation|when (do|are) you open|are you open|help ?desk|crew support|get in touch|in touch|(a|the|your) (manager|supervisor)(?! at))\b/.source),
    // "An app on my phone" is where an app is, not a call; "I can barely hear on the telephone" is a call.
    // "If I make a new email can I use NEWCOMER again?": an address of one's own, not a way to reach us.
    // "The buttons in your phone app are tiny": the app's own feedback form.
    // "Do you sell it to those people who telephone at dinnertime?": what becomes of one's data, not a call.
    // "She has an Android phone, which app do we download?": the phone the app goes on, not a call.
    // "Tenants' phone numbers in the booking notes so the cleaner can call them": numbers written for the cleaner.
    // "I'm a real estate agent" is who asks (matched above), not an agent asked for.
    // "Can I pay by phone instead of in the app?": a way to pay, the payment answer's.
    // "Letters too small, I read on phone": the phone as the screen the site is read on.
    // "Is this chat a real person or AI?" asks who answers here ('assistant'), not for a person to talk to.
    // "What happens to my information? My address, my phone, all that": a phone number among one's details.
    // "Me n my roommate split everything so i need the real number": the price, not a phone number.
    unless: new RegExp(`${SOMEONE_ELSE_NOTIFIED.source}|${ASSISTANT_ASKED.source}|${/^(?![\s\S]*\b(call|phone|telephone|ring|dial)\b)(?=[\s\S]*\b(how much|price|cost|total|each|split\w*|pay)\b)[\s\S]*\b(real|actual|exact|final|true|total|full) (number|figure)s?\b/.source}|${/\bpay\w*( \w+)? (by|over the|on the|through the) (tele)?phone\b(?! number)|\b(read|reading|browse|browsing|look at it|see it) on (my |a |the )?phone\b/.source}|${NUMBERS_IN_NOTES.source}|${/^(?![\s\S]*\b(call|calling|number|ring|speak|talk)\b)(?=[\s\S]*\b(apps?|application|download|install)\b)[\s\S]*\b(android|smart|samsung|cell|mobile) ?(tele)?phone\b|^(?![\s\S]*\b(call|calling|number|ring|speak|talk)\b)[\s\S]*\b(i|we|he|she|they|my \w+) (have|has|got|own|owns) (a |an |my |the |only )?(\w+ ){0,2}(tele)?phone\b|\bsell(s|ing)?\b|(?<!\byour )\b((my|our) )?(home |street )?(address|info\w*|data|details|name),? (and )?(my |our )?phone( number)?\b|\b(give|gives|giving|given|share|shares|sharing|pass|passes|passing)\b[^.?!]{0,40}\b(third[- ]part(y|ies)|other (compan(y|ies)|people|businesses|firms)|another company|advertisers|marketers|telemarketers|spammers|data brokers)\b|\b(food|skin)[- ]contact\b|\bcontact (surfaces?|lens(es)?|paper)\b|\bhow (long|many hours)\b|\bhours? (does|do|will|for|to)\b|(?<!\b(?:hear|talk|speak|call|calling|someone|somebody|anyone|person|good|well)\s)\b(on|onto|in|to|from) (my|his|her|their|the) (tele)?(phone|iphone|android)\b|\b(phone )?app\b[^.?!]{0,40}\b(tiny|too small|so small|hard to (read|see|tap|press|use))\b|\b(make|create|open|use|get) (a |an )?(new|different|second|another) (e-?mail|account|phone number)\b|\bwithout (giving|handing over|sharing) (you )?(my |our )?(e-?mail|phone|number|details)|\b(customer service|support) (jobs?|roles?|positions?|work)\b|\bjobs?\b[^.?!]{0,25}\bcustomer service\b|\b(do|doing) with (my|our) (address|phone|telephone|number|e-?mail|details)/.source}`),
    answer: contactReply,
  },
  {
    // "Is there a calculator on the site?": the home page's estimator.
    name: 'price tool',
    group: 'estimate',
    // Whether there is one, not what it showed ("the estimator says $19.13, is that what I pay?").
    matches: /\b(is there|are there|do you have|have you got|got|any|where('s| is| can i find))\b[^.?!]{0,40}\b(calculators?|estimators?|price tool|tool|widget)\b|\b(calculate|work out|figure out) (it|the price|the cost|my price|a price|prices|the total) (myself|on my own|on the (web)?site)\b/,
    answer: ({ facts }) => ({
      reply: `Yes: the pricing section of our [home page](/#pricing) has an "Estimate your price" tool. Pick Standard or Deep, set your bedrooms, bathrooms, half bathrooms and other rooms, tick any add-ons, and it adds up the estimate and your first cleaning with ${facts.offer.code} (${facts.offer.percentOff}% off). It is an estimate: the app confirms your final price before you book.`,
      sources: [HOME_PRICING],
    }),
  },
  {
    // "Can you skip the nursery? Then I don't pay for that room?": prices are per room booked.
    name: 'room left out',
    group: 'room counts',
    matches: new RegExp(String.raw`\b(skip|leave out|leave off|not clean|without)\b[^.?!]{0,40}\b(${ROOM_NAMES})\b[^.?!]{0,40}\b(pay|paying|charged?|charge me|cost|cheaper|less)\b|\b(pay|charged?)\b[^.?!]{0,20}\b(only|just) (for )?(the )?rooms?\b|\b(don'?t|do not|won'?t|not) (have to |need to )?(pay|be charged) for (that|this|the|those|these) (rooms?|${ROOM_NAMES})\b`),
    // A visit skipped or cancelled is the cancellation's question; a count of rooms is the price's.
    unless: /\b\d+\b|\b(one|two|three|four|five|six) (bed|bath|room)|\b(cancel\w*|reschedul\w*|visits?|cleanings?|appointments?|bookings?|stays?|turnovers?)\b/,
    answer: ({ page }) => ({
      reply: 'You pay only for the rooms you book: prices are per room, so count just the rooms you want cleaned when you describe your space in the app, and say in your notes which room to leave alone ("Please skip the nursery while the baby naps" is the help centre\'s own example).',
      sources: [HOME_PRICING, page('how-do-i-tell-my-cleaner-about-my-preferences', HELP_CENTRE)],
    }),
  },
  {
    // "Is the 10 hours a month from a study?": the blog's figure is the company's own count, as the Terms say.
    name: 'own estimate',
    group: 'estimate',
    matches: ESTIMATE_FIGURE,
    when: ESTIMATE_SOURCE,
    answer: ({ page }) => ({
      reply: 'That figure is our own estimate: the blog says "by our count", and our [Terms of Service](/terms-of-service) say that where we share our own estimates, such as how much time people spend cleaning, they are our estimates and not the results of an independent study.',
      sources: [{ title: 'Terms of Service', url: '/terms-of-service' }],
    }),
  },
  {
    name: 'legal',
    group: 'legal',
    // "We need net-30 terms": terms of payment, the payment answer's.
    unless: /\bnet[- ]?\d+|\b(payment|billing) terms\b/,
    matches: new RegExp(`${ACCEPT_OR_DECLINE.source}|${/\b(cookies?|google analytics|analytics|track(ing)? me|tracking|trackers?|tracking pixels?|global privacy control|privacy|personal (data|information|info)|my data|gdpr|ccpa|notice at collection|terms( of (service|use))?|conditions|tos)\b|\bdelet\w*\b.*\b(account|data|information|info|details|everything|all|about me)\b|\b(account|data|information|info|details) (deleted|removed|erased)\b|\b(everything|anything|all|whatever)\b[^.?!]{0,40}\b(about|on) (me|us)\b[^.?!]{0,10}\b(deleted|erased|removed)\b/.source}|${GOOGLE_GETS.source}`),
    answer: legalReply,
  },
  {
    // "Nestwell or Nestwell Crew?", "he put the crew app on my phone, wrong one?": two apps, two audiences.
    name: 'which app',
    group: 'booking',
    matches: new RegExp(`${APP_NAME.source}|${/\bcrew\b.*\b(or|which|wrong|right|difference|same|mistake|accident)\b|\b(or|which|wrong|right|difference|mistake|accident)\b.*\bcrew\b|\b(which|wrong|right|correct) app\b|\b(two|2|both|multiple|several) (\w+ )?apps\b|\bapp\b.*\b(stuff|things|screens?|made) for cleaners\b|\bnestwell crew\W+(on|in) my (phone|tablet|ipad)\b|\b(installed|downloaded|got|put) (the |that )?('|")?nestwell crew\b|\b(apps?|download\w*|install\w*)\b.*\b(which|wrong|right|correct) one\b|\b(which|wrong|right|correct) one\b.*\b(apps?|download\w*|install\w*)\b/.source}|${CREW_APP_ASKED.source}|${CLEANERS_APP}`),
    answer: ({ facts, page }, text) => ({
      reply: `${CREW_APP_ASKED.test(text) ? `No, not to book a cleaning: ${facts.brand} Crew is the app for our cleaners. ` : ''}There are two ${facts.brand} apps:\n- ${facts.brand} is the client app, for booking cleanings: the one you want if you need a cleaner. ${ANDROID_PHONE.test(text) && !IPHONE.test(text) ? `Your phone is an Android, so get it on [Google Play](${facts.androidHref})` : IPHONE.test(text) && !ANDROID_PHONE.test(text) ? `On an iPhone, get it on the [App Store](${facts.iosHref})` : `Get it on the [App Store](${facts.iosHref}) or [Google Play](${facts.androidHref})`}.\n- ${facts.brand} Crew is for our cleaners. If you'd like to clean with us, start on the [crew site](${facts.crewSiteUrl}) instead.\nIf you're stuck installing the client app, ${supportLink(facts)} can help, 24/7.`,
      sources: [page('where-can-i-download-the-nestwell-app', HELP_CENTRE), page('how-do-i-become-a-nestwell-cleaner', HELP_CENTRE)],
    }),
  },
  {
    // "What happens when I press Book Now? my screen reader says Book Now and then a dialog": what the button does.
    name: 'book now button',
    group: 'booking',
    matches: /\bbook now\b[^.?!]{0,40}\b(button|dialog|pop-?up|window|qr)\b|\b(press\w*|push\w*|click\w*|tap\w*)\b(?: on)? (?:the |your )?["'“‘]?book now\b/,
    answer: ({ facts, page }) => ({
      reply: `The Book Now button on our home page opens a dialog that asks which app you want, for iPhone or for Android, then takes you to the right store: the [App Store](${facts.iosHref}) or [Google Play](${facts.androidHref}). Bookings happen in the ${facts.brand} app, not on the website.`,
      sources: [page('where-can-i-download-the-nestwell-app', HELP_CENTRE), page('can-i-book-a-cleaning-on-the-nestwell-website', HELP_CENTRE)],
    }),
  },
  {
    // "Where do I download the app for android?": the stores, and which of our two apps is the one to book with.
    name: 'download',
    group: 'booking',
    // "Do you have an app?", "is the app on android?", "what's the app called?": the same stores.
    // "My son has given me an Android telephone. How do I obtain your application?": the app, said in full beside a phone.
    matches: /\b(where|how)\b[^.?!]{0,25}\b(download|install|get|find|obtain)\b[^.?!]{0,15}\b(the |your |ur )?(nestwell |client )?app\b|\b(download|install|get|obtain)\b(?<=\b(android|iphone|phone|telephone|tablet|ipad)\b[\s\S]*)[^.?!]{0,20}\b(the |your )?application\b|^(?:(?:ok|so|and|hi|hello)\W+)*(download|install) (the |your )?(nestwell )?app\b|\b(is there|do (you|u|y'?all|you guys) have|have (you|u) got|(you|u) (guys )?(have|got)) an? (nestwell |client )?app\b|\b(is|does) (the |your |ur )?(nestwell )?app (on|for|available (on|for)|work on|run on) (android|iphone|ios|samsung|google play|the app store|apple|ipad|tablets?)\b|\bwhat('?s| is) (the |your |ur )?app (called|named)\b|\b(name|called) of (the |your )?app\b/,
    unless: new RegExp(String.raw`\b(crew|clean for|work for|as a cleaner|apply\w*|job|jobs)\b|${CLEANERS_APP}`),
    answer: ({ facts, page }, text) => {
      const stores = /\bandroid|google play|samsung|pixel\b/.test(text) ? `on [Google Play](${facts.androidHref}) for Android (for iPhone, on the [App Store](${facts.iosHref}))`
        : /\b(iphone|ios|apple|app store)\b/.test(text) ? `on the [App Store](${facts.iosHref}) for iPhone (for Android, on [Google Play](${facts.androidHref}))`
        : `on the [App Store](${facts.iosHref}) for iPhone and on [Google Play](${facts.androidHref}) for Android`;
      return {
        // The crew's app is named only where the visitor named it or asks which app: a client asking for the app needs the client's.
        reply: `The ${facts.brand} app is ${stores}: it is the one you book cleanings with.${/\bcrew\b|\b(which|what|right|wrong|two|2|both) apps?\b/.test(text) ? ` ${facts.brand} Crew is the app for our cleaners, not for booking.` : ''}`,
        sources: [page('where-can-i-download-the-nestwell-app', HELP_CENTRE)],
      };
    },
  },
  {
    name: 'no walk-through',
    group: 'estimate',
    matches: /\bwalk[- ]?throughs?\b[^.?!]{0,40}\b(quote|estimate|price|first|before)\b|\b(quote|estimate|price)\b[^.?!]{0,40}\bwalk[- ]?throughs?\b|\b(come|stop) (by|out|over|and )?(to )?(look|see|check)( at)? (my|the|our) (house|home|place|apartment|office)( first)?\b|\bin[- ]person (quote|estimate|assessment|visit|walk[- ]?through)\b|\bon[- ]site (quote|estimate|assessment)\b/,
    answer: ({ facts, page }) => ({
      reply: `No one needs to come and look first: you describe your space and needs in the ${facts.brand} app, and it shows the price, with any booking fee, before you confirm. Standard and Deep Cleaning are flat rates per room and per add-on, on our [price list](/#pricing).`,
      sources: [page('how-do-i-book-my-first-cleaning', HELP_CENTRE), HOME_PRICING],
    }),
  },
  {
    // "Would your application work on my iPad?", "is there an app for kindle fire": the devices the site names are iPhone and Android.
    name: 'app device',
    group: 'no facts',
    // "I only have an iPad, not an iPhone. Will it work on that?", "all i got is a ipad tablet no smart phone. app work on that":
    // the app meant by "it", a sentence after the tablet.
    matches: /^(?=.*\b(work|works|working|run|runs|install\w*|download\w*|available|support\w*|compatible|is there)\b)(?:.*\b(app|apps|application)\b[^.?!]{0,50}\b(ipads?|tablets?|kindle( fire)?|fire tablet|chromebooks?|galaxy tab)\b|.*\b(ipads?|tablets?|kindle( fire)?|chromebooks?)\b[^.?!]{0,40}\b(app|apps|application)\b|.*\b(only|just) (have|got|use) an? (ipad|tablet|kindle|chromebook)\b.*\b(work|run)s? (on|with) (that|it|this|mine)\b)|^.*\ball (i'?ve|i) (have|got|own) is an? (ipad|tablet|kindle|chromebook)\b|^.*\b(ipad|tablet|kindle|chromebook)\b[^.?!]{0,30}\bno smart ?phone\b|^(?=.*\b(book|booking|website|site)\b).*\b(only|just) (have |own |got |use )?an? (ipad|tablet|kindle|chromebook)\b/,
    // "I do not own a smart phone, only an iPad. Can I book on the website instead?": the tablet is the device asked of.
    answer: (ctx) => honest(ctx, 'whether the app runs on a tablet such as an iPad',
      `The ${ctx.facts.brand} app is offered for iPhone on the [App Store](${ctx.facts.iosHref}) and for Android on [Google Play](${ctx.facts.androidHref}); the store's listing shows the devices it runs on. Booking happens in the app, not on the website.`,
      [article(ctx, 'where-can-i-download-the-nestwell-app')]),
  },
  {
    name: 'app cost',
    group: 'no facts',
    matches: /\b(is|are) (the )?(nestwell )?apps? free\b|\bapps?\b[^.?!]{0,20}\b(free to (download|use|get)|cost (anything|money|to download))\b|\bfree to download\b|\b(pay|charge) (for|to (download|get)) (the )?app\b/,
    answer: (ctx) => honest(ctx, 'whether the app costs anything to download',
      `You book in the ${ctx.facts.brand} app, for iPhone or Android ([App Store](/nestwell-ios), [Google Play](/nestwell-android)), and it shows your total, with any booking fee, before you confirm.`,
      [article(ctx, 'how-do-i-book-my-first-cleaning')]),
  },
  {
    name: 'rated by whom',
    group: 'ratings',
    matches: /\btop[- ]rated\b[^.?!]{0,40}\b(by who(m)?|who (rates|decides|says)|what does (that|it) mean|means? what|how|even mean|mean)\b|\bwhat does\b[^.?!]{0,10}\btop[- ]rated\b|\b(reviews?|ratings?) (are )?real\b|\b(rated|rating) by who(m)?\b|\bwho (rates|rated) (the|your) cleaners\b/,
    answer: ({ facts, page }) => ({
      reply: `The site doesn't say how "top-rated" is measured, and it publishes no ratings. What it does say: clients leave feedback after each visit, and feedback from past cleanings, yours and other clients', is part of how ${facts.brand} matches you with a cleaner, with your location and preferences.`,
      sources: [page('how-does-nestwell-match-me-with-a-cleaner', HELP_CENTRE)],
    }),
  },
  {
    name: 'prices without details',
    group: 'price match',
    matches: /\b(see|get|check) (the |your )?(prices?|rates?|quotes?|estimates?)\b[^.?!]{0,25}\bwithout (giving|signing|an account|my (email|phone|number|details|info)|registering|a call)|\bwithout (giving|handing over) (you )?(my )?(email|e-mail|phone|number|details)\b[^.?!]{0,40}\b(prices?|rates?|quotes?|cost)\b/,
    answer: ({ facts, page }) => ({
      reply: `Yes: our prices are public, per room and per add-on, in the pricing section of our [home page](/#pricing), and its "Estimate your price" tool adds up your home without asking for any details. The ${facts.brand} app shows your exact total, with any booking fee, before you confirm.`,
      sources: [HOME_PRICING, page('how-much-does-a-cleaning-cost', HELP_CENTRE)],
    }),
  },
  {
    name: 'price match',
    group: 'price match',
    matches: PRICE_MATCH,
    answer: ({ facts }) => ({
      reply: `The site has no price-match policy and lists no negotiated prices, so I won't promise one. Standard and Deep Cleaning are flat rates per room and per add-on, the same for everyone, and ${facts.offer.code} takes ${facts.offer.percentOff}% off your first cleaning; the app shows your total before you confirm.`,
      sources: [HOME_PRICING],
    }),
  },
  {
    name: 'flat rates',
    group: 'price match',
    matches: SURGE,
    answer: ({ facts, page }, text) => ({
      reply: `Prices are flat rates per room and per add-on, the same whenever you book: the site lists no surge, last-minute, weekend or holiday pricing.${/\b(huge|big|bigger|large|larger|size|sized|square f(oo|ee)t|sq ?ft|loft)\b/.test(text) ? " A room's price doesn't change with its size either: the site lists no charge for a room's size." : ''} The app shows your total, with any booking fee, before you confirm, and ${supportLink(facts)} can help 24/7.`,
      sources: [HOME_PRICING, page('how-much-does-a-cleaning-cost', HELP_CENTRE)],
    }),
  },
  {
    name: 'prices by place',
    group: 'price match',
    matches: BY_PLACE,
    answer: ({ facts, page }) => ({
      reply: `The site publishes one price list, flat rates per room and per add-on, and names no price that depends on your town, county or ZIP: see [our prices](/#pricing). The app shows your total, with any booking fee, before you confirm, and ${supportLink(facts)} can help 24/7.`,
      sources: [HOME_PRICING, page('how-much-does-a-cleaning-cost', HELP_CENTRE)],
    }),
  },
  {
    name: 'add-on extent',
    group: 'price match',
    // "Is there a limit on the dishes wash, like how many dishes?": the add-on's one flat price, not a home's size.
    matches: ADD_ON_EXTENT,
    when: /\b(dishes|dishwasher|fridge|refrigerator|microwave|oven|stove ?top)\b|\bhow many add-?ons\b|\blimit (on|to) (the )?(number of )?add-?ons\b/,
    answer: ({ facts, page }, text) => {
      // An add-on by the first word of its name ("the dishes add-on"); the fridge is the refrigerator's.
      const named = facts.addOns.find((a) => a.item !== 'Other' && (new RegExp(String.raw`\b${a.item.split(' ')[0]!.toLowerCase()}\b`).test(text) || (/^refrigerator/i.test(a.item) && /\bfridge\b/.test(text))));
      return {
        reply: named
          ? `The site states no limit or amount for the ${named.item} add-on: it has one flat price, ${formatCents(named.price)}. If there is more than usual, say so in your notes when you book, and ${supportLink(facts)} can tell you before you confirm, 24/7.`
          : `The site states no limit on add-ons: each has one flat price, and you choose the ones you want in the app when you describe your space.`,
        sources: [page('what-add-on-services-can-i-book', HOME_PRICING)],
      };
    },
  },
  {
    name: 'home size',
    group: 'price match',
    matches: SIZE_LIMIT,
    answer: ({ facts, page }) => ({
      reply: `The site states no limit on a home's size: cleanings are priced per room, so you enter every bedroom, bathroom and other room in the app, and it shows the total before you confirm. For a very large home, ${supportLink(facts)} can tell you more, 24/7.`,
      sources: [page('how-much-does-a-cleaning-cost', HOME_PRICING)],
    }),
  },
  {
    name: 'matching',
    group: 'booking',
    unless: VETTING_ASKED,
    matches: new RegExp(String.raw`\b(same (\w+ )?(cleaner|person|lady|woman|man|girl|guy|team|maid|housekeeper|one (each|every|again|always|next))|${ONE_COMING_BACK.source}|${ANOTHER_CLEANER.source}|(?<!price[- ]?)match(ed|es|ing)?(?! (a |the |their |that |his |her |any )?(competitor'?s'? |lower |cheaper |better )?(prices?|quotes?|offers?|rates?|competitors?)\b)|choose (my|a|the) cleaner|pick (my|a|the) cleaner|team or alone|how many cleaners|who (you|u|y'?all|nestwell) (will |would )?(send|sends|pick|picks|choose|chooses|match|matches)\b|(one|1|a single|just one) (person|cleaner|maid)\b[^.?!]{0,20}\bor (a )?(team|crew|two|2|several|more)\b|how many (people|persons|staff|workers|maids) (usually |will |would )?(come|show up)|who (will )?(comes?|cleans?)|which cleaner|(request|ask for|get|have|keep|book) (her|him) (again|back)|(request|ask for|book) (her|him|them|the same (one|cleaner|person)|that cleaner) by name|(send|come as|come with) (a team|teams|more than one cleaner|several cleaners|two cleaners|2 cleaners|multiple cleaners)|team or (just )?(one|a single) cleaner|(choose|pick|request|get|have|keep|book) (her|him|them) (every|each|all the) time|(request|rebook|re-book) (her|him)|(keep|get|have|book|choose|pick) (her|him) for (every|each|all|future|my|our|the next|next)\b)\b|${MEET_THE_CLEANER.source}|${CLEANER_FROM.source}`),
    answer: ({ facts, page }, text) => {
      const matching = `${facts.brand} matches you with a top-rated, vetted cleaner nearby, using three things: your location, your preferences and feedback from past cleanings, yours and other clients'. Your honest feedback after each visit helps your next match fit you better.`;
      // "Can I have the same cleaner every time?", "can I request her again?": the site makes no such promise.
      const reply = ANOTHER_CLEANER.test(text)
        ? [`The site doesn't describe a way to pick or swap your cleaner. What it does say:`, matching, `If a match doesn't feel right, tell ${supportLink(facts)}, 24/7.`].join('\n')
        : SAME_CLEANER.test(text)
        ? [`The site doesn't promise the same cleaner every visit, and it describes no way to request one by name, so I won't say you can. What it does say:`, matching, `To ask about keeping a cleaner you liked, contact ${supportLink(facts)}, 24/7.`].join('\n')
        // "Would the cleaner come all the way from New Brunswick?" (where the one booking lives): matching starts from the home.
        : CLEANER_FROM.test(text)
          ? [`The cleaner is matched to the home being cleaned, not to where the person booking lives. What the site says:`, matching, `It doesn't say how far a cleaner travels; ${supportLink(facts)} can tell you more, 24/7.`].join('\n')
        : MEET_THE_CLEANER.test(text)
          ? [`The site doesn't say whether you can meet your cleaner beforehand or see their name or photo before the visit, so I won't say you can. What it does say:`, matching, `To ask before you book, contact ${supportLink(facts)}, 24/7.`].join('\n')
          : `${matching} The site doesn't say more, such as whether a cleaner comes alone or with a team; ask ${supportLink(facts)} about that.`;
      return {
        reply,
        sources: [page('how-does-nestwell-match-me-with-a-cleaner', HELP_CENTRE)],
      };
    },
  },
  {
    // "If I put tenant names and phone numbers in the booking notes, who sees that? is that private?": the app's disclosures.
    name: 'notes privacy',
    group: 'notes',
    matches: /\bnotes?\b[^?]{0,100}\b(who (else )?(can |will |would )?(sees?|reads?)|private|privacy|confidential|secure)\b|\bwho (else )?(can |will |would )?(sees?|reads?)\b[^?]{0,40}\bnotes?\b/,
    answer: ({ facts, page }) => ({
      reply: `The notes you write when you describe your space tell the cleaner matched to you what matters; the site doesn't say who else can see them. Booking happens in the ${facts.brand} app, whose own in-app privacy disclosures apply alongside our [Privacy Policy](/privacy-policy). Before you put anything sensitive in your notes, such as health details, door codes or other people's phone numbers, ask ${supportLink(facts)}, 24/7.`,
      sources: [page('how-do-i-tell-my-cleaner-about-my-preferences', HELP_CENTRE), { title: 'Privacy Policy', url: '/privacy-policy' }],
    }),
  },
  {
    name: 'notes',
    group: 'notes',
    // "What should I do before my first cleaning?": getting ready, which the site says no more of than the notes.
    matches: new RegExp(`${NOTES_ASKED.source}|${GETTING_READY.source}`),
    // What products are used is the supplies answer's; pets, keys and cancelling have their own.
    // "A gift message so they know it's from me": a message to the people the cleaning is for, which the notes are not.
    // "How would I make sure she isn't sent to me again?": another cleaner, the matching answer's.
    // "How can I tell what day the cleaner is coming next?": telling is knowing there, the next visit's answer.
    unless: new RegExp(`${ANOTHER_CLEANER.source}|` + /\b(how (can|do|would|will) (i|we) )tell (what|when|which|if|whether)\b|\bgift (message|note|card|tag)s?\b|\b(know|say|says|see) (it'?s|its|it is|that it'?s) from me\b|\b(crew|as a cleaner|apply\w*|creators?|privacy|personal (data|information)|delet\w*|data|my information|refund\w*|reviews?|feedback|products?|supplies|supply|chemicals?|bleach|cancel\w*|pets?|dogs?|cats?|kittens?|puppy|keys?|lockbox\w*|alarm|codes?|get in|access|let (them|the cleaners?|her|him|someone) in|prompt|ignore|satisfaction promise)\b/.source),
    answer: ({ facts, page }, text) => ({
      reply: [
        // The recurring article's word on the reminders: what it suggests doing before a visit.
        ...(GETTING_READY.test(text) ? ['The site gives no checklist for getting ready. What it does say: the app reminds you before each cleaning, a nudge to clear the counters, put away anything fragile or tell the cleaner about a change before they arrive.'] : []),
        // "Will the cleaner take off their shoes?": the site sets no such house rule itself; asking for it is what the notes are for.
        ...(/\bshoes? off\b|\b(take|taking|takes) (off )?(their |your |his |her |the )?shoes\b/.test(text) ? ["The site doesn't say whether cleaners take their shoes off, so ask for it."] : []),
        `Put it in your notes: ${notesStep(facts.brand)}. What you write there helps us match you with the right cleaner and tells that cleaner what matters to you.`,
        'Worth mentioning: the rooms or tasks you care about most, pets, fragile or off-limits items, access notes if you won\'t be home, and surfaces needing care, such as natural stone or wood floors. Short and specific beats long and general.',
        // "Can I request a female cleaner?", "will they definitely follow it?": the site promises no more than that.
        ...(/\b(female|male|wom[ae]n|lady|ladies|men|guy|specific|definitely|guarantee\w*|promise|ensure|for sure|always)\b/.test(text)
          ? ['The site doesn\'t promise a particular cleaner or that every note is followed to the letter: your preferences are part of the match, and after the visit your feedback shapes the next one. If you are not happy with a cleaning, you do not pay.'] : []),
        // "How can I be sure they will be treated with care?": who comes, and how you see the result.
        ...(/\b(be sure|rest assured|trust|treated with care|handled with care)\b/.test(text) ? [`Every cleaner on the ${facts.brand} crew is vetted and background-checked, and after the visit you can review the job photos in the app.`] : []),
        `Keep your notes up to date as things change. If something doesn't fit into the notes, contact ${supportLink(facts)}, 24/7.`,
      ].join('\n'),
      sources: [page('how-do-i-tell-my-cleaner-about-my-preferences', HELP_CENTRE), GETTING_READY.test(text) ? page('can-i-set-up-recurring-cleanings', HELP_CENTRE) : page('how-does-nestwell-match-me-with-a-cleaner', HELP_CENTRE)],
    }),
  },
  {
    name: 'someone else books or pays',
    group: 'booking',
    // "Can I book a cleaning for a client's house? I'd be the one paying.", "can the homeowner pay directly?", "can that be
    // billed to the seller instead of me?": asked by an agent or a manager, whom the booking steps don't answer.
    // "The card would be the managing partner's Amex but I'd manage bookings": one pays, another books. "Could my niece, who
    // uses your service herself, make the booking for me?", "can I book for my mother at her address?": family too.
    matches: new RegExp(`${SOMEONE_ELSE_BOOKS.source}|${/\b(card|amex|visa|mastercard|account) (would|will|is going to|might) be (my|our|the|her|his) [a-z]+('s|s')( [a-z]+)?\b|\bfor (a|the|my|our) (client|customer|homeowner|owner|seller|buyer)('?s|s')? (house|home|address|place|property|condo|apartment|unit|listing)s?\b|\b(client|customer|homeowner|owner|seller|buyer)s? (to )?pay (for it )?directly\b|\b(bill(ed)?|charged?|invoiced?) (directly )?to (the |my |our )?(client|customer|homeowner|owner|seller|buyer)s?\b/.source}`),
    when: SOMEONE_ELSE_ASKED,
    unless: SOMEONE_ELSE_CODE,
    answer: forSomeoneElse,
  },
  {
    // "What if I just book the studio as a home clean with 'other rooms', it's cheaper?": a workplace described as a home.
    name: 'workplace as a home',
    group: 'booking',
    matches: /\b(book|list|put|enter|describe|call|pass|count|do|say)\w*\b[^.?!]{0,40}\bas (an? )?(home|house|residential|apartment|regular home|normal home)( clean\w*| booking| job)?\b|\b(pretend|say|tell (the app|you|them)|claim)\b[^.?!]{0,20}\b(it'?s|it is|its) (an? )?(home|house|apartment)\b/,
    when: /\b(business\w*|office|studio|shop|store|salon|gym|clinic|workplace|commercial|company|it'?s cheaper|cheaper|other rooms?|it)\b/,
    answer: (ctx) => ({
      reply: `Choose the service that fits the space, and describe it accurately so the booking fits the job: Standard and Deep Cleaning, with their per-room rates, are for homes, and a workplace is booked as Office and Business Cleaning, which the ${ctx.facts.brand} app prices for your space before you confirm. If you're unsure which fits, ask ${supportLink(ctx.facts)}, available 24/7.`,
      sources: [article(ctx, 'which-cleaning-service-should-i-choose'), article(ctx, 'how-does-nestwell-match-me-with-a-cleaner')],
    }),
  },
  {
    // "Are you open on holidays? like christmas eve", "can I book on Diwali day itself?": a day's availability, which the app shows.
    name: 'holidays',
    group: 'booking',
    matches: /\b(open|work|working|available|availability|book|(clean|cleaning|come) on)\b[^.?!]{0,30}\b(on |over |during |for )?(the )?(holidays?|christmas( eve| day)?|thanksgiving|new year'?s?( eve| day)?|easter|diwali( day)?|eid|hanukkah|fourth of july|july 4(th)?|labor day|memorial day)\b(?! (party|dinner|guests|gathering|visit))|\b(holidays?|christmas eve|diwali day)\b[^.?!]{0,20}\b(open|available|work|closed)\b/,
    // Support's own hours are the contact answer's: open 24/7.
    unless: /\bbefore (the |our )?(holidays?|christmas|thanksgiving|new year|easter|diwali|eid|hanukkah)\b|\b(host\w*|guests|family (is )?coming)\b|\b(support|phone|line|call|reach)\b/,
    answer: (ctx) => honest(ctx, 'which days, holidays included, cleanings are available',
      `It publishes no holiday schedule: you book in the ${ctx.facts.brand} app, which shows the times available for your address before you confirm.`,
      [article(ctx, 'how-do-i-book-my-first-cleaning')]),
  },
  {
    name: 'several homes booked',
    group: 'booking',
    // "OK and how do I book both?", "can I book all three listings at once?": homes booked one by one; the site has no
    // order or account for several.
    matches: /\bhow (do|can|should|would|will) (i|we) (book|schedule|order|set up) (both|them both|all (of them|three|four|five|\d+)|each( one| of them)?|the (two|three|\d+) of them)\b(?! (standard|deep|services?|cleanings? (types?|kinds?)))|\b(book|schedule) (both|all (\w+ )?(homes|houses|places|properties|units|listings|cabins|rentals|apartments|condos)) (at once|together|in one (go|order|booking))\b/,
    answer: (ctx) => ({
      reply: `Each home is its own booking in the ${ctx.facts.brand} app: describe that space, with its address, and book it; then do the same for the next one. The app shows each price, with any booking fee, before you confirm. The site describes no way to book several homes in one order, and no account for several properties today; a business version of ${ctx.facts.brand} is coming soon, with a [waitlist](/business-waitlist).`,
      sources: [article(ctx, 'how-do-i-book-my-first-cleaning'), article(ctx, 'what-is-the-nestwell-business-version')],
    }),
  },
  {
    name: 'which is cheaper',
    group: 'which is cheaper',
    // "Rental turnover or just standard? and which is cheaper": one of the two has no published price, so no comparison.
    matches: /\b(which|what)('?s| is| one is| would be| comes out| one)? (the )?(cheaper|cheapest|less expensive|more expensive)\b|\b(is|would|will) (it|that|turnover|rental turnover|standard|move[- ]?out|office) (be |come out )?(cheaper|more expensive)\b/,
    when: /^(?=[\s\S]*\b(standard|regular|deep)\b)[\s\S]*\b(turnovers?|move[- ]?(in|out)s?|moving|office|business)\b/,
    answer: (ctx, text) => {
      const unpriced = /\bturnovers?\b/.test(text) ? 'Rental Turnover Cleaning' : /\b(office|business)\b/.test(text) ? 'Office and Business Cleaning' : 'Move In/Out Cleaning';
      return {
        reply: `The site can't say which comes out cheaper: Standard and Deep Cleaning have flat rates per room on our [price list](/#pricing), but ${unpriced} has no published price; the ${ctx.facts.brand} app prices it for your space and shows the price before you confirm, so describe your space there to compare.`,
        sources: [article(ctx, 'how-much-does-a-cleaning-cost'), article(ctx, 'which-cleaning-service-should-i-choose')],
      };
    },
  },
  {
    name: 'app store region',
    group: 'no facts',
    // "My App Store is a China region account, I search Nestwell and cannot find it": where the app is listed, which the site doesn't say.
    matches: /\b(region|country|countries|china|chinese|foreign|overseas|abroad|international)\b[^.?!]{0,40}\b(app ?store|play store|google play|account)\b|\b(app ?store|play store|google play)\b[^.?!]{0,40}\b(region|country|countries|china|abroad)\b/,
    answer: (ctx) => honest(ctx, 'in which countries\' app stores the Nestwell app is listed',
      `What it does say: the app is offered on the [App Store](${ctx.facts.iosHref}) and on [Google Play](${ctx.facts.androidHref}), and we clean in New Jersey; if you can't find the app, client support can help.`,
      [article(ctx, 'where-can-i-download-the-nestwell-app')]),
  },
  {
    name: 'early access and the app',
    group: 'booking',
    // "Why is there an early access waitlist if the app is already in the app store? Do I have to sign up first?": the site
    // says both, and never that the list comes first.
    matches: /^(?![\s\S]*\bbusiness\b)(?=[\s\S]*\b(early[- ]access|wait ?list)\b)(?=[\s\S]*\b(app ?store|google play|play store|already (out|available|there|live)|(have|need|got) to (join|sign up|register)|before (i|we) (can )?book|first before)\b)/,
    answer: (ctx) => ({
      reply: `The site says both: the ${ctx.facts.brand} app is on the [App Store](${ctx.facts.iosHref}) and [Google Play](${ctx.facts.androidHref}), and bookings happen there; and an [early-access page](/waitlist) invites you to join a list to be among the first to book. It doesn't say you must join the list before you book, or why it has both, so try the app; if you can't book where you live, ask ${supportLink(ctx.facts)}, 24/7.`,
      sources: [article(ctx, 'where-can-i-download-the-nestwell-app'), { title: 'Get early access', url: '/waitlist' }],
    }),
  },
  {
    name: 'booking',
    group: 'booking',
    // "How does one book?": the booking asked impersonally, as some write it; "book how?", "how book", as a reading of
    // another language ("બુકિંગ કેવી રીતે કરવું?") or a phone gives it.
    // "First time I book, how I do? step by step please": the steps asked in few words.
    matches: /^(?=[\s\S]*\bbook(ing)?\b)[\s\S]*\b(step[- ]by[- ]step|how (do )?(i|we) (do|do it|start)\b)|^\W*(book|booking) how\b|^\W*how book(ing)?\b|\bwhat (must|do|should|shall|would) (i|we) (have to |need to )?do to (book|order|schedule|arrange)\b|\b((how|where) (do|can|would|should) (i|we|one)( actually| even| just)?|how does one|how to|can i|could i|i want to|i'?d like to|want to|help me|let me|is it possible to) (book|schedule|order|arrange|hire|get a cleaner|get a cleaning|get someone|get an? appointment)\b|\b(how|where) (do|can) i get (a |the )?(cleaner|cleaning|app|started)\b|\bget (a )?cleaner to come\b|\bbook(ing)? (a |my |an )?(clean|cleaning|cleaner|appointment|maid|visit|online|on the website|on your website|same[- ]day)\b|\b(the app|download|app store|google play|play store|iphone|android|ios app|mobile app)\b|\bbook (now|online|today|tomorrow|same day)\b|\bhow does (it|booking) work\b|\b(need|want|looking for|find|get) (a |an |some )?(cleaner|cleaning|maid|housekeeper|house cleaner)\b|\bwhat time\b|\bwebsite booking|\bbooking form\b|\bhow (fast|quick|long) (is|does|to) book\w*\b|\bhow (fast|quick(ly)?|soon) (can|could|do) (i|we) (actually |even |really )?book\b|\bbook on (the|your) (website|site)\b|\bschedule (a|my) cleaning\b|^(how do i )?book\??$|\b(same[- ]day|last[- ]minute|today|tonight|tomorrow|this week(end)?)\b.*\b(clean\w*|book\w*|available|come)\b|\b(clean\w*|book\w*|come)\b.*\b(same[- ]day|last[- ]minute|today|tonight|tomorrow)\b|\b(open|work|clean|come|available) (on |in the |at )?(sundays?|saturdays?|weekends?|holidays?|evenings?|nights?)\b|\b(an|the|your) app\b.*\bbook|\bbook\w*\b.*\b(other way|without (an|the) app|by (phone|computer|email)|on (a |my )?computer)\b|\barrange (a |the )?clean\w*|\bavailab\w* (on|this|next) |\b(walk|talk|take) me through (it|this|the (booking|app|process|steps)|how to book|booking|setting (it )?up)\b|\bset(ting)? up (a|the|my|his|her|their) (first )?(cleaning|booking|appointment)\b|\b(never|don'?t know how to|not sure how to) (used?|work|do) (one of )?(these|this|the|an) apps?\b/,
    // "Cleaner was here today and the bathroom was barely touched": a visit had, not one to book.
    // "Can someone clean while im asleep upstairs": being home during a visit, the entry answer's.
    unless: new RegExp(String.raw`${SUPPORT_HOURS_ASKED.source}|${STAYS_HOME.source}|\b(was|were) (here|there|over) (today|tonight|yesterday|this morning)\b|\bcame (today|tonight|yesterday|this morning)\b|\b(recurring|weekly|biweekly|monthly|cancel\w*|reschedul\w*|change|fees?|pay(ment)?|track|history|preferences?|photos?|add-?ons?|extras?|services?|crew app|phone|telephone|call|lockbox\w*|keys?|door codes?)\b|\bbetween (guests|stays|bookings|tenants|renters)\b|\bget (the cleaner|them|her|him) in\b|\b(push|shift|bump)\w*\b|\bmove (tomorrow|today|it|the cleaning|my cleaning|the cleaner)\b|${FREQUENCY.source}|${PESTS.source}|${RESTORATION.source}|${CLEANERS_APP}`),
    answer: bookingReply,
  },
  {
    // "And if that time isn't there?", "what if no slot I want shows up": a time the app doesn't offer.
    name: 'time not offered',
    group: 'booking',
    matches: /\b(if|when) (that|the|this|my|our|your|a) (time|slot|day|date|hour|window)s? (i want |we want |i need |we need )?(isn'?t|is not|'s not|aren'?t|are not|doesn'?t|does not|don'?t|do not|won'?t|wasn'?t)( \w+)? (there|available|offered|shown|show( up)?|listed|open|free|come up|appear)\b|\b(if|when) (there'?s|there is|there are) no (times?|slots?|openings?)\b|\b(if|when) no (time|slot|day|opening)s? (i want |we want |that works? )?(is |are )?(there|available|offered|shown|shows up|open|free)\b/,
    answer: (ctx) => {
      const times = timesAvailable(ctx);
      return { reply: `Then choose another of the times the app offers: it shows only the times available for your address, and nothing is booked until you confirm. The site doesn't describe a waiting list for a time that is taken; for a time you need, ask ${supportLink(ctx.facts)}, 24/7.\n${times.reply}`, sources: times.sources };
    },
  },
  {
    name: 'times available',
    group: 'booking',
    matches: TIMES_ASKED,
    // A day or an hour said in passing ("after the weekend", "the walkthrough is at 2pm") asks no time of a visit.
    when: VISIT_ASKED,
    // Support's hours, a booking already made, the cleaner's arrival and the payment's timing are other topics.
    // A schedule ("every saturday") is the recurring answer's; "while we are still in Pennsylvania" is where one is, not a booking.
    unless: new RegExp(String.raw`${SUPPORT_HOURS_ASKED.source}|\b(cancel\w*|reschedul\w*|chang\w*|move|moving|push|switch|postpone|booked|my (booking|appointment|cleaning is)|arriv\w*|support|customer service|phone|call|charged?|pay|refund\w*|reply|respond|answer|hear back|launch\w*|waitlist|every|each|recurring|repeat|standing|automatic\w*|shown|show up|showed|still(?! (in|at|away)\b)|late|questions?|offer|provide|anyone|reach|talk|human|guests?|tenants?|how much|price|cost|quote|estimate|total)\b|${FREQUENCY.source}|${PESTS.source}|${RESTORATION.source}`),
    answer: timesAvailable,
  },
  {
    name: 'compare services',
    group: 'tiers',
    // "Do you clean between tenants, or only Airbnb?" asks whether the rental's service is offered; "between tenants, which
    // service do I book?" is still the choice.
    // "Which one do I download?" asks which app ('which app').
    // "Invoice or business acct?": an account asked, not a service.
    unless: new RegExp(String.raw`\b(business|company|firm) (accts?|accounts?)\b|\bsize\b|\b(download\w*|install\w*|app store|play store|google play)\b|^(?![\s\S]*${LIVED_IN.source})[\s\S]*(?:${EMPTY_HOME.source})|^(?![\s\S]*\b(which|what) (service|one|cleaning|kind|type)|[\s\S]*\b(move[- ]?(out|in)(\/(out|in))?|deep|standard|turnover) (clean\w* )?or\b)(?=[\s\S]*${BETWEEN_TENANTS.source})`),
    // "Move-out or deep or what?": a choice between services, asked as the choice.
    // "My place ain't been cleaned right in like a year, which one": the choice, asked in two words.
    matches: new RegExp(String.raw`^(?![\s\S]*\b(apps?|store|crew|download\w*)\b)[\s\S]*\bwhich one\s*\??\s*$|${TWO_SERVICES.source}( clean\w*)?( or what| or something else| or \w+)?\W*$|\bwhat (should|do|would) (i|we) (even |actually |really |just )?(book|get|choose|pick|order)( for (it|this|that|the place|the house|my (place|house|home)))?\W*$|\b(recommend|suggest|which (service|cleaning|one|option) (should|would|do|is best|is better|fits|suits)|(which|what) (kinds?|types?|sorts?) of (cleaning|clean|service)s? (should|would|do|is best|fits|suits)|which (one|service|cleaning|option) (do |should |would |can )?(i|we) (choose|pick|book|get|need)|which (service|cleaning)( (is|for) (that|this|it))?\s*\??$|(service|one|option) is better|what (service|kind of cleaning|cleaning) (should|would|do) (i|we)|best (service|option) for|(which|what) of (your|the|these|those) (services|cleanings|options)|most suitable|best suited)\b|\b(difference|differ|compare|vs\.?|versus)\b.*\b(move[- ]?(in|out)|moving|rental|turnover|airbnb|office|business)\b|\bwhich\b.*\b(move[- ]?(in|out)|moving|rental|turnover|airbnb|office|business)\b|\bor\b[^.?!]{0,25}\b(move[- ]?(in|out)|moving|rental|turnover|airbnb|office|business)\b|\b(move[- ]?(in|out)|rental|turnover|airbnb|office)\b.*\b(difference|differ|compare|vs\.?|versus)\b`),
    answer: ({ page }, text) => ({
      // Between tenants, the list's "short-term guests" would leave a long lease out: the services' own summary says both.
      reply: situationLead(text) + (BETWEEN_TENANTS.test(text) || /\blong[- ]term\b|\b(a|one|1|\d+)[- ]year lease\b|\byearly lease\b|\bnot (an? )?airbnb\b/.test(text) ? 'Between tenants, Rental Turnover Cleaning resets short-term and long-term rentals alike; if the unit is empty, Move In/Out Cleaning is the one made for an empty home.\n' : '') + 'Each service fits a different moment:\n- A home that is lived in and mostly under control: Standard Cleaning.\n- A home that needs catching up: Deep Cleaning first, then Standard.\n- An empty home, because you are moving in or out: Move In/Out Cleaning.\n- Short-term guests coming and going: Rental Turnover Cleaning.\n- Desks and meeting rooms: Office and Business Cleaning.\nThe app shows the price for your space before you confirm.',
      sources: [page('which-cleaning-service-should-i-choose', HELP_CENTRE)],
    }),
  },
  {
    name: 'empty home',
    group: 'services',
    matches: EMPTY_HOME,
    // "At night, when the studio is empty": a workplace after hours, not an empty home; nor a rental sitting empty off-season.
    // "Empty the trash", "empty wastebaskets": a chore, not an empty home. "Roommate moved out so only 1 br now": one of the
    // household left, and the home is still lived in. "Nobody will be at home... can the cleaner come when the house is empty?":
    // a furnished home whose family is away.
    unless: new RegExp(`${LIVED_IN.source}|${NOBODY_HOME.source}|${SHUT_FOR_A_SEASON.source}|${/\b(room ?m?ates?|roomies?|son|daughter|boyfriend|girlfriend|husband|wife|partner|brother|sister)\b[^.?!,]{0,15}\b(just )?(moved|moving) out\b(?! of)|\b(sits?|sat|sitting|stays?|stayed) empty\b|${DONE_WITH.source}|\bempty(ing)? (the |our |my |all )?(trash|garbage|recycling|bins?|wastebaskets?|waste ?baskets|cans|shred bins)\b|\bempty (for|over|during|in) the (winter|off-?season)\b|\boff-?season\b|\b(how much|price|cost|covers?|include\w*|ovens?|fridges?|refrigerators?|microwaves?|stoves?|dishwashers?|dishes)\b|^(?!.*\b(sell|selling|sold|move|moving|moved)\b).*\bwhen (it'?s|it is|the \w+ is|everyone'?s gone|we'?re closed)\b.{0,10}\bempty\b|\b(office|studio|shop|store|salon|clinic|practice|gym)\b|\b(room|bedroom)(?:'s| is| was| sits| stays)\s+(?:(?:always|usually|mostly|now)\s+)?empty\b/.source}`),
    answer: ({ page }) => ({
      reply: 'For an empty home, before you move in or after everyone has moved out, the service is Move In/Out Cleaning: it gets an empty home ready for new occupants or ready to hand back. The app prices it for your space and shows the price before you confirm.',
      sources: [page('what-does-move-in-&-move-out-cleaning-cover', HELP_CENTRE), page('which-cleaning-service-should-i-choose', HELP_CENTRE)],
    }),
  },
  {
    name: 'business space',
    // After 'business': "do you clean offices?" is answered there, once.
    group: 'business',
    // "Do you clean cafes or just houses?", "places like ours, or only homes?": a business space is the office service's.
    matches: BUSINESS_SPACE_ASKED,
    // "Do you clean offices in Newark?" is the place's to answer; a mosque or a church in it is still a space the site doesn't name.
    unless: new RegExp(String.raw`\bhome offices?\b|^(?![\s\S]*${NOT_A_BUSINESS.source})[\s\S]*\bin [a-z]+ ?(nj|county)?\??$`),
    answer: businessSpace,
  },
  {
    name: 'service offered',
    group: 'services',
    // The service is what is offered, a few words on ("do you do deep cleans", "can you handle a move out"), not any word after.
    // "Do u clean between long term tenants too?": a rental's turnover, short-term or long-term.
    // "Is turnover cleaning only for Airbnb-type stays or also between long-term tenants?", "...clean it between renters. Could you do it?",
    // "Rental Turnover is that just airbnbs?", "long term rentals too or just str?".
    // "Same-day turnovers are my main need. Is that something you actually do?": the service named before it is what "that" is.
    matches: new RegExp(String.raw`\b(do|can|will) (you|u|nestwell|y'?all|you guys) (do|offer|provide|handle|clean|have)( [\w'-]+){0,4}? (deep|standard|regular|move[- ]?(in|out)|moving|rentals?|airbnbs?|vrbos?|turnovers?|short[- ]term|apartments?|condos?|houses?|homes?)\b|^(?=[\s\S]*\b(deep clean\w*|move[- ]?(in|out)s?|turnovers?|rental turnover)\b)(?=[\s\S]*\b(is|are) (that|this|it|those|these) (something|a thing|a service|stuff) (that )?(you|u|nestwell|y'?all|you guys) (actually |really |even |also )?(do|offer|provide|handle)\b)|\b(clean|cleaning|do) ${BETWEEN_TENANTS.source}|\b(turnovers?|rental)\b[^.?!]{0,60}${BETWEEN_TENANTS.source}|${ONE_GUEST_TO_THE_NEXT.source}|^(?=[\s\S]*${BETWEEN_TENANTS.source})(?=[\s\S]*\b(could|can|will|would|do) (you|u|nestwell|y'?all|you guys) (do|handle|take( over)?|clean)\b)|^(?=[\s\S]*\b(turnovers?|rental turnover)\b)(?=[\s\S]*\b(just|only)( for)? (airbnbs?|vrbos?|short[- ]term)\b)|^(?=[\s\S]*\blong[- ]?term (rentals?|tenants?|leases?|renters?|units?)\b)(?=[\s\S]*\b(too|also|as well|(just|only) (strs?|short[- ]term|airbnbs?|vrbos?))\b)`),
    // "Cafes or just houses?": the business space is the question, answered by 'business space'.
    // "Between tenants we also need paint touch-ups, you do that?": repairs, which no service does ('not a service').
    // A hoarded or cluttered home gets no "Yes": the site doesn't say ('cluttered home'); nor a house to clear out ("do you clean out
    // houses after someone dies?"), which is hauling ('other task').
    unless: new RegExp(String.raw`\b(windows?|garage|laundry|ironing|sheets|towels|linens|oven|fridge|pets?|supplies|in [a-z]+ ?(nj|county)?\??$)|\bdo with\b|\b(sell|sold|share|data|information|info|details|address)\b|${BUSINESS_SPACE_ASKED.source}|${CLUTTERED.source}|${HAULING.source}|${COMMON_AREAS.source}|${REPAIRS.source}`),
    // Between tenants, a house is the rental's, not a Standard Cleaning's.
    // "Between leases" names the rental's turnover in words of its own.
    answer: (ctx, text) => serviceOffered(ctx, text, SERVICE_LINES.filter(([service, words]) => (BETWEEN_TENANTS.test(text) ? service.test('Rental Turnover Cleaning') : words.test(text)))),
  },
  {
    name: 'reschedule',
    group: 'fees',
    // "How do I push back the cleaning I booked?", "push the cleaner 2 hrs later", "need to move tomorrow mornings cleaning".
    // "Move Friday's turnover to Saturday", "move the move-out clean", "I booked Thursday but I need to move it".
    // "Skip one bedroom" leaves a room out of a home priced (prices.ts), not a visit.
    // "Change it to thurs", "I need the cleanings on fridays instead", "will moving them cost extra?": a plan's day changed.
    // "Booked for saturday but my roommate has an exam then, can i change it", "a cleaning booked for Thursday but the surgeon's
    // office moved my follow-up to that same morning. How do I change it?".
    // "Or maybe move it to the week after?": a visit moved to another time.
    matches: new RegExp(String.raw`${ONE_VISIT_MOVED.source}|${DAY_CHANGED.source}|` + /\b(move|push|shift|bump) (it|them|that|this)( back| forward| up| over)? (to|till|until|into) (the |a )?(next|following|week|weekend|(mon|tues|wednes|thurs|fri|satur|sun)day)\b|\b(booked|scheduled) (me |us |her |him |them )?(it |a cleaning |the cleaning |one )?(for|on)\b[^?]{0,120}\b(change|move|switch|reschedule|push) it\b|\b(moving|changing|rescheduling|switching|shifting) (it|them|that|this|the (day|date|time|schedule|cleanings?|visits?))\b[^.?!]{0,20}\b(cost|charge|fee)\w*|\bmove (it|them|that|this)\b[^.?!]{0,30}\b(cost|charge|fee)\w*|\b(cost|charge)s? (more|extra|anything)\b[^.?!]{0,20}\b(if|when|to) (i|we) (move|reschedule|push|change) (it|them|that|this)\b|\b(cost|charge)s? extra (money )?to (move|change|reschedule|switch)\b|\b(change|move|switch) (it|them|the (cleanings?|visits?|schedule|day)) to (mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun)(day|nesday|rsday|urday)?s?\b|\b(need|want) the cleanings on (mon|tues|wednes|thurs|fri|satur|sun)days?\b|\b(push|move|shift|bump)( back| up)? (the |my |our |tomorrow'?s? |tomorrow mornings? |today'?s? |this week'?s? )+(cleaning|cleaner|clean|booking|appointment|visit)\b(?! (app|site|company|service))|\b(push|move|shift|bump)( back| up)? (the |my |our |(mon|tues|wednes|thurs|fri|satur|sun)day'?s? )+(move[- ]?(out|in) |turnover |deep |standard )?(clean|cleaning|booking|appointment|visit|turnover)\b(?! (app|site|company|service))|\b(moving|changing|rescheduling|pushing|shifting) (it|one visit|a visit|the (date|time|day|cleaning|visit|booking|appointment))\b|\b(need|have|want|wanna|gotta|got) to (move|push|shift) it\b(?! (out|in|up|over|to (the|a|my|our) (garage|basement|attic|room|side)))|\b(move|reschedule|shift|push)\b[^.?!]{0,20}\b(just )?(that|this|one|a single) (one )?(visit|cleaning|appointment)\b|\b(push|move|shift) (the cleaner|it|the cleaning|her|him|them) (\d+ )?(hrs?|hours?|minutes?|mins?)? ?(later|earlier|back)\b|\b(reschedul\w*|change (the |my )?(date|time|day)|(want|need|like|wanna) (to )?change (it |the cleaning |my cleaning )?to (monday|tuesday|wednesday|thursday|friday|saturday|sunday|tomorrow|next week)|charge (me )?(money )?for the change|(move|moving|skip|skipping|push|pushing|shift|shifting|bump|bumping) (just |only )?(one|a single|that|this|the next|one of (the|those|our|my)|a) (visits?|cleanings?|cleans?|weeks?|appointments?|bookings?)|skip(ping)? (one(?! (?:[a-z]+ )?(?:bed|bath|half|powder|kitchen|living|dining|den|office|nursery|(?:[a-z]+ ?)?rooms?))|a week|that week|this week)\b|(can|could|how do|how can) (i|we) (move|push|shift|skip) (it|that|this|one)|(fee|charge|cost) (for|to) (chang|mov|reschedul|skipp?)\w*|(cost|charge) (me )?to (move|change|skip) (it|that|this|one)|move (my|the) (cleaning|booking|appointment)|move (it|this|that|my \w+|the \w+) to (another|a different|a new|an? other|next|the next|the following)|(another|a different|other) (day|date|time)|postpone|(move|push|bump|shift|switch)( back)? (\w+'?s? ){0,3}(cleaning|booking|appointment|visit|clean)s? (back |forward )?(to|until|till) \w+|(can|could|may) (i|we) (still )?change (it|that|this|the (date|day|time)) (after|afterwards|later|if my (work )?shifts?))\b|\b(push|move|shift|bump)\w* (it|this|that|(the|my|our) (cleaning|booking|appointment|visit|clean))( \w+)? (back|forward|later|earlier|(by )?(a|one|two|\d+) (days?|weeks?|hours?)|to (\w+day|tomorrow|next|another|a later|later|the \d{1,2}(st|nd|rd|th)))\b/.source),
    answer: ({ facts, page }, text) => ({
      // "Only this one, not the whole thing": the plan's visit, first; the site says no more than to choose which.
      reply: ONE_VISIT_MOVED.test(text) ? `With a recurring plan, moving one visit is a different choice from changing the whole schedule: open that one upcoming cleaning in the ${facts.brand} app and look at the options and times it shows for it; the rescheduling rules for your booking are shown there too. The site doesn't say whether moving one visit changes the rest of the plan, so if you're not sure, ask ${supportLink(facts)} before you confirm the change, 24/7.` : [`The rescheduling rules for your booking are shown in the app before you confirm it, including whether a change affects what you pay; the site doesn't list notice periods or fees for a change. To move a cleaning, open it in the ${facts.brand} app, look at the options and times it shows, and confirm the change. If the option you need isn't there, ask ${supportLink(facts)}, 24/7.`,
        // "Skip one of those weeks": one visit of a recurring plan, apart from the schedule.
        ...(ONE_VISIT_OF_A_PLAN.test(text) ? ['With a recurring plan, moving or skipping one visit is a different choice from changing the whole schedule: open that one upcoming cleaning in the app to move it, or to cancel it under the cancellation rule the app shows.'] : [])].join(' '),
      sources: [page('can-i-change-the-date-or-time-of-my-cleaning', HELP_CENTRE)],
    }),
  },
  {
    name: 'bad weather',
    group: 'fees',
    // "If a nor'easter should come through on the day of the cleaning, what becomes of my booking?": a visit and the weather.
    // Cancelling for it, and its fee, is the cancellation answer's; the weather itself is no question of ours.
    matches: /\b(nor'?easters?|storms?|snowstorms?|blizzards?|hurricanes?|bad weather|snow(s|ed|ing)?|heavy rain|flood(s|ing)?)\b(?=[^?!]{0,120}\b(what (becomes|happens|will happen)|(will|would|does|do) (the |your |my )?(cleaners?|they|she|he|crew|booking|appointment|cleaning|visit) (still )?(come|show|make it|happen|go ahead|be on)|still (come|on|happen))\b)/,
    unless: /\bcancel\w*|\b(fees?|charged?|penalt\w*)\b|\bwhat('?s| is| will be)? the weather\b|\bforecast\b/,
    answer: ({ facts, page }) => ({
      reply: `The site doesn't say what happens to a booking in bad weather. You can move or cancel a cleaning in the ${facts.brand} app: open it and look at the options and times it shows; the rescheduling and cancellation rules for your booking are shown in the app before you confirm. For a storm on the day itself, ask ${supportLink(facts)}, 24/7.`,
      sources: [page('can-i-change-the-date-or-time-of-my-cleaning', HELP_CENTRE), page('what-is-your-cancellation-policy', HELP_CENTRE)],
    }),
  },
  {
    name: 'recurring',
    group: 'recurring',
    // "A standing Saturday cleaning for changeover day": a standing booking is a recurring one; so is a cleaning that
    // "repeats by itself".
    matches: new RegExp(String.raw`${FREQUENCY.source}|\b(every (week|month)|standing (\w+ )?(cleaning|clean|booking|order|visit)s?|subscription|(cleaning|recurring|monthly|weekly|biweekly|subscription|service|membership|maintenance) plans?|plans? (do you|you) (offer|have)|(make|set|have) (it|this|that|them|the cleanings?|cleanings?|it up) (to )?(repeat|recur)|repeat (automatically|every|weekly|each|by itself|on its own|itself)|repeats? (by )?itself|repeating (cleanings?|visits?|bookings?))\b`),
    // "I clean it myself every week" describes a habit, not a schedule to book.
    // "How do I move just that one visit without messing up the whole schedule?": a visit moved, the rescheduling answer's.
    // "Every 2 weeks and the same guy every time?" asks both: the schedule, then the cleaner.
    unless: new RegExp(String.raw`^(?![\s\S]*(${FREQUENCY.source})[^.?!]{0,20}\b(and|&|plus|with) (the |a )?same\b)[\s\S]*\bsame (\w+ )?(cleaner|person|lady|woman|man|girl|guy|team|maid|housekeeper)\b|\bmyself\b|\b(i|we) (clean|do) (it|the house|my home|our home)\b|\bfees?\b|\binvoic\w*|\bnet ?\d+\b|\b(move|reschedule|change|shift|push)\b[^.?!]{0,25}\b(just )?(that|this|one|a single) (one )?(visit|cleaning|day|appointment)\b|${ONE_VISIT_MOVED.source}`),
    answer: ({ facts, page }, text) => ({
      // The schedules on offer are the app's to show: the site never promises a particular one.
      reply: `You can make a booking recurring in the ${facts.brand} app: set it up once, and pick from the schedules and times the app shows before you confirm${/\b(every (other|second|two|2|three|3)|twice|three times|2x|3x|(mon|tues?|wed|thu|fri|sat|sun)\w*)\b/.test(text) || IRREGULAR_DAYS.test(text) ? "; the site doesn't list which schedules are offered, so check that the one you want is there" : ''}.${IRREGULAR_DAYS.test(text) ? ' A single visit can be moved to another date or time in the app, under the rules it shows before you confirm.' : ''} Reminders arrive before each visit. Every visit is priced at the same flat rates per room and per add-on; ${facts.offer.code} takes ${facts.offer.percentOff}% off your first cleaning only, and later visits are at the regular rates.${COMMITMENT.test(text) ? ` The site mentions no contract or minimum term for recurring cleanings: you can cancel one visit or stop the whole schedule in the app, where each booking's cancellation rule is shown before you confirm, or ask ${supportLink(facts)}.` : ''}`,
      sources: [page('can-i-set-up-recurring-cleanings', HELP_CENTRE), ...(COMMITMENT.test(text) ? [page('what-is-your-cancellation-policy', HELP_CENTRE)] : [])],
    }),
  },
  {
    name: 'commitment',
    group: 'recurring',
    matches: COMMITMENT,
    unless: /\b(business\w*|company|office|corporate|janitorial|commercial|team|properties|units|portal|accounts?|associations?|hoa|board|vendors?|church|organi[sz]ations?)\b/,
    answer: ({ facts, page }) => ({
      reply: `The site mentions no contract or minimum term: you book each cleaning in the ${facts.brand} app, or make a booking recurring, and each booking's cancellation rule is shown before you confirm. You can cancel a single visit or stop a recurring schedule in the app, or ask ${supportLink(facts)}, 24/7.`,
      sources: [page('what-is-your-cancellation-policy', HELP_CENTRE), page('can-i-set-up-recurring-cleanings', HELP_CENTRE)],
    }),
  },
  {
    name: 'who runs it',
    group: 'owners',
    matches: /\b(who (runs|owns|founded|started|is behind|manages) (it|nestwell|the company|this company|your company|the business|your firm)|(your|the company'?s|nestwell'?s|its|the firm'?s) (owners?|founders?|ceo)|who are (its|the|your) (owners|founders)|how long (has|have) (your|the|nestwell'?s?) ?(firm|company|business)? ?been|how long (have you|has nestwell) been (around|in business|operating)|in business (for|since))\b/,
    // "How long has the cleaner been cleaning?" is not the company's age.
    unless: /\b(cleaners?|she|he) (has|have) been\b/,
    answer: (ctx) => honest(ctx, "who owns or runs Nestwell, or how long it has been in business",
      `What it does say: ${ctx.facts.brand} is an on-demand home, rental and office cleaning service in New Jersey, with a mailing address in ${ctx.facts.mailingAddress.locality}, ${ctx.facts.mailingAddress.region}.`,
      [article(ctx, 'what-is-nestwell')]),
  },
  {
    name: 'why us',
    group: 'why us',
    // "What makes you different?", "why should I pick you over Molly Maid?": what the home page says every client gets; the
    // site compares itself with no one.
    matches: /\b(what makes (you|u|nestwell|your (company|service)) (\w+ )?(different|better|special|unique|stand out)|why (should|would|do) (i|we|people) (choose|pick|use|go with|book( with)?|hire|trust|switch to) (you|u|nestwell|your)|(better|different|cheaper|less expensive|more expensive|pricier|dearer) than (other|the other|any other|another|a local|my (old|current|last|usual)|handy|care\.com|taskrabbit|thumbtack|molly maid|merry maids)\b|(compare|comparison|compared|vs\.?|versus) (to |with )?(other|others|handy|molly maid|merry maids|care\.com|taskrabbit|thumbtack|local|a local)\b|sell me on|convince me|what('?s| is) (so )?(special|different) about (you|nestwell)|what sets (you|nestwell) apart)/,
    answer: ({ facts }) => ({
      reply: `The site doesn't compare ${facts.brand} with other services, so I won't. What it says every client gets:\n${facts.features.map((f) => `- ${f}`).join('\n')}\n${facts.promise} Our prices are on the [price list](/#pricing).`,
      sources: [{ title: facts.brand, url: '/' }, HOME_PRICING],
    }),
  },
  {
    name: 'praise a cleaner',
    group: 'ratings',
    // "The lady who cleaned was wonderful. How can I thank her or say something good about her?", "she did splendid work; how
    // might I say so?": the feedback the app takes, which the matching reads, and the Google review page for saying so publicly.
    matches: /\b(thank|praise|compliment)\w* (her|him|them|the cleaner|our cleaner|my cleaner|the crew)\b|\b(leave|say|give|send|write|pass on|share|put in)( \w+)? (a |some )?(kind|nice|good|positive|lovely|warm) (word|words|note|comment|feedback)s?\b|\bsay (something|a few words|a word) (good|nice|kind|positive) about (her|him|them|the cleaner|our cleaner|my cleaner)\b|\b(splendid|great|wonderful|excellent|amazing|fantastic|lovely|beautiful|superb|terrific|outstanding) (work|job)\b[\s\S]{0,80}\bhow (might|can|could|do|should|would|may) (i|we) (say so|say that|tell (her|him|them|you)|let (you|her|him|them|someone) know)\b(?! publicly)/,
    unless: /\b(tip|tips|tipping|gratuity|cash|money|gift)\b/,
    answer: ({ page }) => ({
      reply: 'Leave feedback in the app after the visit: feedback from past cleanings feeds into future matches, so saying what you liked helps your next cleaning fit you. To say so publicly, you can also leave a review on Google: see [Review us on Google](/google-review).',
      sources: [page('how-do-i-tell-my-cleaner-about-my-preferences', HELP_CENTRE), GOOGLE_REVIEW_PAGE],
    }),
  },
  {
    name: 'leave a review',
    group: 'ratings',
    // "Can I leave a negative one?", "I should like to say so publicly": the Google review page, good or bad.
    matches: /\b(leave|write|post|give) (you |them |nestwell )?(a |an )?(negative|bad|good|positive|honest|public) (one|review|rating)|\breviews?\b[^?!]{0,60}\bwhere (would|should|can|could|do) (i|we) (leave|write|post) (one|it)\b|\bsay so publicly\b|\b(public|online) review\b|\bwhere (should|can|could|might|do) (we|i) (post|leave|write) (a |our |my )?review\b|\breview (you|u|nestwell)( guys)? on google\b|\bgoogle review (link|page)\b|\b(say )?thank (you|her|him|them)\b[^.?!]{0,30}\b(others|other people|publicly|so (people|everyone|others) see)\b/,
    answer: ({ facts }) => ({
      reply: `You can leave a review on Google, good or bad: see [Review us on Google](/google-review), which asks you to write about your own experience.\n${googleReview(facts)}`,
      sources: [GOOGLE_REVIEW_PAGE],
    }),
  },
  {
    name: 'unsafe now',
    group: 'safety now',
    // "The cleaner is still here and won't leave, I'm scared": emergency services first, as the help centre says.
    unless: /\b(if|what should|what do (i|we) do if|in case)\b/,
    matches: /\b((won'?t|wont|will not|refus\w* to) leave|(is|are|was) (threatening|harassing|yelling at|screaming at) (me|us)|threaten\w* (me|us)|(i|we) (feel|felt|am|are|'m|'re) ((kinda|kind of|sort of|really|so|very|a (bit|little)|pretty|quite|a little bit) )?(unsafe|in danger|threatened)|i'?m ((kinda|kind of|sort of|really|so|very|a (bit|little)|pretty|quite) )?(in danger|unsafe|threatened)|(hit|touched|grabbed|assaulted|harassed) (me|us|my \w+)|sexual\w*|(fell|fallen|slipped|tripped|collapsed)\b[^.?!]{0,50}\b(can'?t|cant|cannot|can not) (get up|move|breathe)|(is|was) (bleeding|unconscious|not breathing))\b/,
    answer: ({ facts, page }) => ({
      reply: `If anyone's safety is at risk, contact your local emergency services first. Once everyone is safe, let us know: ${supportLink(facts)} is there 24/7, or call ${phoneLink(facts)}.`,
      sources: [page('what-should-i-do-if-i-have-a-concern-about-a-cleaning', HELP_CENTRE), page('how-do-i-contact-nestwell-support', HELP_CENTRE)],
    }),
  },
  {
    name: 'emergency if',
    group: 'safety now',
    // "What happens if my dad falls or has a medical problem while the cleaner is there?", "if I take a spill while your
    // cleaner's here, will she help me up?": the one thing the site says of it. ("A tumble" finds the concern article's
    // own sentence by its words.)
    // "If the sale falls through", "if I fall ill", "if Christmas falls on a Monday" are no one hurt; training and liability are asked of their own.
    // An emergency named outright is the concern article's own words, found by them.
    unless: /\b(trained|training|cpr|first aid|liab\w*|insur\w*|emergenc\w*|911)\b/,
    matches: /\b(if|what happens|in case|what should|what do (i|we|they))\b[^.?!]{0,80}\b((?<!\b(the|this|next|last|in|early|late) )falls?(?! (through|apart|ill|sick|asleep|on|in|behind|short|off the (calendar|schedule)))|falling(?! (through|apart|asleep|behind))|(take|takes|took|taking) a spill|help (me|him|her|them) (get )?up|(can'?t|cannot|couldn'?t) get (back )?up|faints?|fainted|passes out|collapses?|has (a |an )?(fall|seizure|stroke|heart attack|medical (problem|emergency|issue|episode))|medical emergency|heart attack|seizure|stroke)\b/,
    answer: ({ facts, page }) => ({
      reply: `${SAFETY_FIRST}: ${supportLink(facts)} is there 24/7, or call ${phoneLink(facts)}. The site doesn't say more about what a cleaner does in a medical emergency; for anything the cleaner should know, add it to your booking's notes in the app.`,
      sources: [page('what-should-i-do-if-i-have-a-concern-about-a-cleaning', HELP_CENTRE), page('how-do-i-contact-nestwell-support', HELP_CENTRE)],
    }),
  },
  {
    name: 'employment',
    group: 'no facts',
    // "Are the cleaners your employees or gig workers?", asked by a client: the site doesn't say.
    matches: /\b(cleaners|crew|staff|they|them|workers)\b[^.?!]{0,30}\b(employees?|contractors?|gig workers?|freelancers?|subcontract\w*)\b|\b(employees?|contractors?|gig workers?|freelancers?)\b[^.?!]{0,20}\b(cleaners|crew|staff)\b|\bsubcontract\w*|\b(your )?employees?\b[^.?!]{0,10}\bor\b[^.?!]{0,20}\b(contractors?|gig workers?|freelancers?)\b|\b(who|which company) (is|are) (the |your |my |our )?(cleaners?|they|she|he|crew) (employed|hired|paid) by\b|\b(cleaners?|they|she|he|crew) (is |are )?employed by\b|\b(app|platform|marketplace|agency)\b[^.?!]{0,20}\bconnects?\b[^.?!]{0,20}\b(freelancers?|cleaners|contractors?|independent)\b/,
    // "Are you a cleaning company or an app that connects freelancers?": what the site calls us, and no more.
    answer: (ctx) => honest(ctx, 'whether cleaners are employees or contractors', `What it does say: ${ctx.facts.brand} is an on-demand cleaning service: you book in the ${ctx.facts.brand} app, a cleaner from our crew is matched to you, and every ${ctx.facts.brand} cleaner is vetted and background-checked before taking jobs.`, [article(ctx, 'are-nestwell-cleaners-vetted-&-background-checked')]),
  },
  {
    name: 'care tasks',
    group: 'care tasks',
    // "Can the cleaner watch the toddler, or give Dad his pills?", "a mother's helper", "check on the house and bring in the mail":
    // Nestwell cleans; the site lists no care, nor minding a house.
    matches: new RegExp(String.raw`\b(watch|babysit|keep an eye on|hold|look after|mind|check on|sit with|help with) (the |my |our |her |his )?(toddler|baby|babies|kids?|children|son|daughter|dad|mom|mother|father|grand(ma|pa|mother|father)|patient|client)\b|\b(babysitt\w*|nann(y|ies)|mother'?s helpers?|child ?care)\b|\b(house-?sit\w*|check (on|in on) the (house|home|place|apartment|condo)|(bring|take|get|collect) in the mail|water (the|my|our) plants|check for leaks)\b|\b(give|check|remind|help)\b[^.?!]{0,40}\b(medicines?|medications?|meds|pills)\b|\b(turn|bathe|feed|lift) (her|him|the patient)\b|\b(pick up|buy|get|put away|putting away|unpack|unpacking|carry|carrying|bring in|bringing in|bring up|bringing up) (a few |some |the |my |our |her |his )?groceries\b|\b(sort|sorting|sort out|sorting out|organi[sz]e|organi[sz]ing) (my |her |his |their |the )?(meds|medications?|pills)\b|\bgroceries\b[^.?!]{0,20}\b(help|pick|get)\b|\b(help|assist)\w*\b[^.?!]{0,20}\b(groceries|errands|shopping)\b|\b(help|assist)\w* (me|her|him|them|my \w+|mom|dad) (to )?(get |getting )?(in and out of|into|in|out of|on and off) (the |a |my |her |his )?(tub|bath|bathtub|shower|bed|car|toilet|wheelchair)\b|\bheat up (some )?(lunch|dinner|food|a meal)\b|\bcompanionship\b|\b(do|does|can|could|would|will) (you|u|y'?all|you guys|u guys|nestwell|your (cleaners?|crew)|the cleaners?|they)( also)? (do|offer|provide|have)\b[^.?!]{0,20}\b(babysit\w*|nann(y|ies)|child ?care|night nurses?|doulas?)\b|${ERRANDS.source}|${YARD_WORK.source}`),
    answer: ({ facts, page }, text) => ({
      reply: `${facts.brand} is a cleaning service: the site lists five cleaning services and nothing beyond cleaning, such as ${YARD_WORK.test(text) ? 'lawn mowing, snow shoveling or other yard work' : 'looking after children or a patient, medication or errands'}, so I won't promise it. The cleaner comes to clean; ${supportLink(facts)} can answer anything else, 24/7.`,
      sources: [page('which-cleaning-service-should-i-choose', HELP_CENTRE)],
    }),
  },
  {
    name: 'receipts',
    // Before the payment methods' answer, which would say the same of invoices.
    group: 'no facts',
    // "Will I get a receipt for each cleaning?": the site says what the app shows before you confirm, and no more.
    matches: /\b(receipts?|invoices? for (each|every|our|my) (cleaning|visit|booking)|proof of payment|for (our|my) (bookkeeping|records|taxes|expense report))\b/,
    // "An invoice for every cleaning, and we pay vendors by check": how one pays, said beside it.
    answer: (ctx, text) => {
      const byCheck = /\b(checks?|cheques?)\b/.test(text);
      // "Can you bill the church once a month instead of a card in the app?": billing apart from the app, which the site doesn't describe.
      const billed = /\b(bill|invoice)\w* (us|me|the \w+|our \w+)?\s*(once a month|monthly|every month|at the end of the month)|\b(monthly|once a month) (bill|billing|invoice|statement)s?\b|\binstead of (us |me )?(putting|using|paying with|adding) (a |our |my )?card\b/.test(text);
      const apart = byCheck ? ', or whether you can pay by check' : billed ? ', or any billing apart from paying in the app, such as a monthly bill' : '';
      return honest(ctx, `whether the app gives a receipt or an invoice for each cleaning${apart}`, `${byCheck || billed ? 'You pay in the app, which shows the payment methods it accepts before you confirm. ' : ''}The app shows your total, with any booking fee, before you confirm, and your bookings are in the app.`, [article(ctx, 'how-do-i-keep-track-of-my-cleanings-in-the-app')]);
    },
  },
  {
    name: 'left behind',
    group: 'left behind',
    // "Guests leave stuff behind: does the cleaner keep it or toss it?": the site doesn't say; the notes are where to say.
    matches: /\b(left behind|leave (stuff|things|items) behind|lost (and|&) found|forgotten items|items? (guests|tenants) (leave|left))\b/,
    answer: (ctx) => honest(ctx, 'what a cleaner does with things left behind', 'You can say what you want done with them in your notes when you describe your space in the app.', [article(ctx, 'how-do-i-tell-my-cleaner-about-my-preferences')]),
  },
  {
    name: 'cameras',
    group: 'cameras',
    // "I have security cams inside: is it ok to record the cleaner?": the site doesn't say.
    matches: /\b(security )?(cams?|cameras?|nanny ?cams?|ring camera)\b[^.?!]{0,40}\b(record|recording|film|filming|watch)\w*\b|\b(record|film)\w* (the )?(cleaner|her|him)\b/,
    unless: /\b(videos?|tiktok|instagram|youtube|creator|content)\b/,
    answer: (ctx) => honest(ctx, 'anything about cameras or recording in your home during a cleaning', 'You can mention cameras in your notes when you describe your space in the app, so your cleaner knows before arriving.', [article(ctx, 'how-do-i-tell-my-cleaner-about-my-preferences')]),
  },
  {
    name: 'someone else\'s home',
    group: 'someone else',
    // "Can I pay for my mother's cleaning from my own account?": the site doesn't say.
    matches: new RegExp(/\b(pay for|book|order|schedule)\b[^.?!]{0,40}\b(her|his|their|mother|mom|mum|dad|father|parents?|daughter|son|sister|brother|friend|grand(ma|mother|pa|father)|neighbou?r|aunt|uncle|in-laws?)('?s)?\b[^.?!]{0,40}\b(from|on|with|under|through) (my|our) (own )?(account|acct|phone|app|card)\b/.source
      // "How do I book it if I'm not the homeowner? my account or theirs?"
      + String.raw`|\b(i'?m|i am|we'?re|we are) not the (home ?owner|owner)s?\b|\b(my|our) account or (theirs|his|hers|the (owner|seller|client)'?s)\b|\b(their|his|her|the (owner|seller|client)'?s?) account or (mine|ours)\b`),
    answer: (ctx) => honest(ctx, 'whether one account can book or pay for a cleaning at someone else\'s home', 'You book in the app, where you describe the space to be cleaned, and the app shows the total before you confirm.', [article(ctx, 'how-do-i-book-my-first-cleaning')]),
  },
  {
    name: 'shared bookings',
    group: 'someone else',
    // "Can the pastor and I both see the bookings? I do the scheduling but he pays": two people at one client's bookings.
    matches: SHARED_BY_PEOPLE,
    // Bookings or an account seen or run by both, not roommates sharing a house to price.
    when: /\b(see|view|manage|access|log ?in(to)?|logins?)\b[^.?!]{0,40}\b(bookings?|account|app|cleanings?|schedule|photos)\b|\b(same|one|shared?|single)( nestwell)? (account|login)\b/,
    unless: WORK_BOOKINGS,
    answer: (ctx) => honest(ctx, "whether more than one person can see or manage one client's bookings", `Your bookings are kept in the ${ctx.facts.brand} app, where you book and pay; whoever books describes the space and pays there.`, [article(ctx, 'how-do-i-keep-track-of-my-cleanings-in-the-app')]),
  },
  {
    name: 'split payment',
    group: 'split payment',
    // "Can each roommate pay their own part in the app?": the site doesn't say a booking can be split.
    // "Can we split the booking/payment between our two businesses?"
    // "Can the app just charge each of us our share separately?"
    matches: /\b(each|both|every) (of us|roommates?|person|tenant)\b[^.?!]{0,30}\bpay\w*\b|\b(charge|bill)\w* (each of us|us each|us separately)\b|\b(we|us) (each|all) pay\b|\bpay (our|their) (own )?(share|part|portion)s?\b|\bsplit (the )?((booking|cost|bill)\/)?(payment|bill|cost|charge)s?\b|\bpay (their|our|his|her) own (share|part|portion)\b|\b(tenant|landlord|roommate) (pay|book)s? (for )?(it|the (cleaning|move-?out( clean)?))\b/,
    answer: (ctx) => honest(ctx, 'whether one booking can be paid by several people or by someone else', 'A booking is paid in the app when it is confirmed, and the app shows the total before you do.', [article(ctx, 'how-do-i-pay-&-use-the-newcomer-code')]),
  },
  {
    name: 'at the door',
    group: 'at the door',
    // "How do I know the person at my door is really from Nestwell?": the site doesn't say how to check.
    // "...the person at my door is really the Nestwell cleaner? I can't see a badge or a photo on the app".
    matches: /\b(how (do|can|will|would) (i|we) know|verify|check|make sure|confirm)\b[^.?!]{0,40}\b(person|cleaner|someone|they|she|he|guy|lady|woman|man)\b[^.?!]{0,30}\b(is |are )?(really |rly |actually |truly )?(from|with|sent by|the) (nestwell|you)\b|\b(show|have|carry|wear)s? (an? |any |some )?(id|badge|identification|id card)\b|\b(person|someone|somebody) (is )?at (my|the|our) (door|doorstep)\b|\b(badges?|id cards?|identification)\b[^.?!]{0,40}\b(app|cleaners?|crew)\b/,
    answer: (ctx) => honest(ctx, 'how to check the identity of the cleaner who comes', 'Every cleaner is vetted and background-checked, your booking is in the app, and if something doesn\'t seem right you can contact support before the cleaning starts.', [article(ctx, 'are-nestwell-cleaners-vetted-&-background-checked')]),
  },
  {
    name: 'cleaner gets in touch',
    group: 'at the door',
    // "Will the cleaner call me or him?", "will they text me when they're outside?": the site says nothing of a cleaner's calls.
    // "Can I ask her to text me when she arrives?": the same, asked of the visitor's own request.
    matches: /\b(will|would|does|do|can|could|should) (the |my |our |your |a )?(cleaners?|crew|housekeeper|maid)\b[^.?!]{0,25}\b(call|calls|text|texts|message|ring|phone)\b (me|us|him|her|them|my|our|the)\b|\b(will|would|does|can|could) (she|he|they) (call|text|message|ring) (me|us|him|her|my \w+)\b[^.?!]{0,30}\b(arriv\w*|get (there|here|in)|outside|at the door|on (her|his|their) way|comes?|coming)\b|\b(ask|tell|have|get) (her|him|them|the cleaners?) to (call|text|message|ring|phone) (me|us)\b/,
    // A fall or an emergency is the emergency answers'; who books is the booking answers'.
    unless: /\b(911|emergenc\w*|falls?|fell|hurt|unwell|book\w*|appl(y|ication))\b/,
    answer: (ctx) => honest(ctx, 'whether or how a cleaner calls or texts before a visit, or whom',
      `What it does say: the app sends reminders before each visit, and you write access details in your notes when you describe your space, so say there who will be at the home and how to reach them, especially if that isn't you.`,
      [article(ctx, 'how-do-i-tell-my-cleaner-about-my-preferences'), article(ctx, 'how-do-i-keep-track-of-my-cleanings-in-the-app')]),
  },
  {
    name: 'helpers at the visit',
    group: 'at the door',
    // "Can our volunteers help the cleaner?", "can my son help her carry things?": the site says nothing of helping.
    // "Mrs. Ortiz wants to stay and dust while they work": helping too.
    matches: /\b(volunteers?|members|people|folks|family|kids|son|daughter|husband|wife|we|i|staff|tenants?)\b[^.?!]{0,25}\b(help|assist|work (with|alongside)|pitch in)\b[^.?!]{0,10}\b(the |your |our )?(cleaners?|crew|her|him|them)\b|\b(dust|tidy|wipe|vacuum|mop|help)\w*\b[^.?!]{0,20}\bwhile (they|the cleaners?|your cleaners?|she|he|the crew)('re| are| is)? (work|clean|there|here)/,
    unless: /\b(apply|applying|join|jobs?|hire|hiring|become)\b|\bhelp (me|us) (find|choose|pick|book)\b/,
    answer: (ctx) => honest(ctx, 'whether people at the home can help the cleaner during a visit',
      'What it does say: the cleaner is matched to your booking and cleans the rooms and add-ons you booked; what matters to you goes in your notes when you describe your space in the app.',
      [article(ctx, 'how-do-i-tell-my-cleaner-about-my-preferences')]),
  },
  {
    name: 'app live',
    group: 'app live',
    // "I saw a 'get early access' waitlist asking for my ZIP. Is the app not live yet? Do I have to wait to book?"
    matches: /\b(is|isn'?t|are) (the |your )?(nestwell )?app (not )?(actually |really |even )?(live|available|out|launched|ready|working) (yet|now)\b|\b(have to|need to|should (i|we)) wait (to|before) (book|use|order)\b|\bearly[- ]access\b[^]*\b(live|wait|launched|out yet|not (yet )?available)\b/,
    unless: /\b(business|company|office|creators?)\b/,
    answer: ({ facts, page }) => ({
      reply: `You don't have to wait: you book in the ${facts.brand} app today, on the [App Store](${facts.iosHref}) or [Google Play](${facts.androidHref}), and the app shows the times available for your address. The site's early-access list, which asks for your name, email and ZIP code, is only for hearing about early access where you live; it says no more than that, so if the app doesn't offer your address, ask ${supportLink(facts)}, 24/7.`,
      sources: [{ title: 'Get early access', url: '/waitlist' }, page('how-do-i-book-my-first-cleaning', HELP_CENTRE)],
    }),
  },
  {
    name: 'next visit',
    group: 'records',
    // "Where do I look to see when the cleaner is next coming?", "how do I know when my next cleaning is?": the app's list of
    // upcoming cleanings and its reminders, in the tracking article's words.
    matches: /\b(when|what day|what time|which day)\b[^.?!]{0,40}\b(my |the |our )?(next|upcoming) (cleaning|visit|clean|appointment|booking)s?\b|\b((see|know|tell|find out|check) when|when (is|will|does|do|are)|what day|what time|which day)\b[^.?!]{0,20}\b(the |my |our )?cleaners? (is |are |will be )?(next )?(coming|come|arriv\w*)( next)?\b|\bsee (my |the |our )?(upcoming|next|scheduled) (cleanings?|visits?|bookings?|appointments?)\b/,
    // "When is the next cleaning I can book?" asks about availability; "change my next cleaning" is the rescheduling answer's.
    unless: /\b(book|available|availability|open(ings)?|slots?|change|move|cancel\w*|reschedul\w*|price|cost|how much|skip)\b/,
    answer: (ctx) => ({
      reply: `Your upcoming cleanings are in the ${ctx.facts.brand} app, with the details you confirmed, and reminders arrive before each one, so a visit never catches you by surprise. Open the app and look at your upcoming cleanings; if you can't find one, ask ${supportLink(ctx.facts)}, 24/7.`,
      sources: [article(ctx, 'how-do-i-keep-track-of-my-cleanings-in-the-app')],
    }),
  },
  {
    name: 'cleaning records',
    group: 'records',
    // "Is there any record of each cleaning we may retain for our files?", "proof the work was done for the board": the app's
    // list of visits and the job photos, which the site names; nothing it doesn't (a report, a checklist, an export).
    matches: /\b(records?|documentation|history)\b[^.?!]{0,40}\b(each|every|the|past|completed|previous|our|my) (cleanings?|visits?|jobs?|turnovers?|work (done|completed))\b|\b(cleaning|visit|service) (history|records?|logs?)\b|\bproof (that )?(the work|it|the cleaning) was done\b/,
    // "Do you keep a record of my data?" is the privacy answers'.
    unless: /\b(data|personal|info\w*|chat|conversation|criminal|background)\b/,
    answer: (ctx) => ({
      reply: `The ${ctx.facts.brand} app is your record of every visit: your upcoming cleanings with the details you confirmed, the cleanings done, and the job photos of the finished work, which you can review whether or not anyone was there. Every booking shows its total before you confirm. The site doesn't mention reports, checklists or exports beyond that, so for anything more ask ${supportLink(ctx.facts)}, 24/7.`,
      sources: [article(ctx, 'how-do-i-keep-track-of-my-cleanings-in-the-app'), article(ctx, 'can-i-see-photos-of-my-finished-cleaning')],
    }),
  },
  {
    name: 'someone else notified',
    group: 'arrival alerts',
    // "Will my parents get like an email or text about it? its supposed to be a surprise", "can the reminders and photos go to
    // the mother's phone instead of mine?", "my daughter lives in Texas and wants to see they did a good job": the app's
    // reminders and photos are the booker's; the site says nothing of others.
    matches: SOMEONE_ELSE_NOTIFIED,
    answer: (ctx) => honest(ctx, 'that the app or Nestwell contacts anyone but the one who booked, or whether reminders and job photos can go to another phone',
      'What it does say: the app sends you, the one who booked, reminders before upcoming cleanings, and you review the job photos after each cleaning in the app.',
      [article(ctx, 'how-do-i-keep-track-of-my-cleanings-in-the-app'), article(ctx, 'can-i-see-photos-of-my-finished-cleaning')]),
  },
  {
    name: 'arrival alerts',
    group: 'arrival alerts',
    // "Is there a notification when the cleaner arrives and leaves? like a check in / check out": alerts the site doesn't describe.
    matches: new RegExp(String.raw`\b(notif\w*|alerts?|(the )?app (text|tell|notify|ping|let|send|alert)\w*|(will|do|would|can) (i|we) (get|receive|be (notified|told|alerted))|(is there|any) (a )?(check[- ]?in|check[- ]?out)|get a (text|message|ping))\b[^.?!]{0,40}${CLEANER_COMES_OR_GOES.source}|\bcheck[- ]?in\b[^.?!]{0,15}\bcheck[- ]?out\b(?=[^]*\b(cleaners?|someone|they|she|he)\b)`),
    unless: /\b(guests?|tenants?|airbnb|vrbo|renters?)\b/,
    answer: (ctx) => honest(ctx, 'whether the app tells you when a cleaner arrives or leaves',
      'What it does say: the app sends you reminders before each visit, and after each cleaning you can review its job photos in the app, which show the finished rooms wherever you are.',
      [article(ctx, 'can-i-see-photos-of-my-finished-cleaning'), article(ctx, 'how-do-i-keep-track-of-my-cleanings-in-the-app')]),
  },
  {
    name: 'code in the notes',
    group: 'code in the notes',
    // "Could I just put the lockbox code in the notes? Is that safe?": how notes are kept, which the site doesn't say.
    matches: /\b(codes?|lockbox|key ?box|combination|combo|alarm)\b[^.?!]{0,60}\bnotes?\b[^]{0,40}\b(safe|secure|private|protected|who (can )?(see|sees|read|reads))\b|\bnotes?\b[^.?!]{0,30}\b(safe|secure|private|protected)\b/,
    answer: (ctx) => honest(ctx, 'how booking notes are protected or who can read them besides your cleaner',
      'What it does say: it suggests noting access details in the app when you describe your space, especially if you won\'t be there, and every cleaner is vetted and background-checked before taking jobs. If you would rather not write a code down, ask support how else to arrange access.',
      [article(ctx, 'how-do-i-tell-my-cleaner-about-my-preferences'), article(ctx, 'are-nestwell-cleaners-vetted-&-background-checked')]),
  },
  {
    name: 'part of the work done',
    group: 'part of the work done',
    // "If she does the dusting in the hall, do we pay less?", "since they already do part of the job, would we pay less?".
    matches: /\b(pay|cost|charge|charged|costs?) less\b|\b(cheaper|discount\w*|reduc\w* (the )?(price|cost|rate))\b/,
    when: /\b(we|i|she|he|they|volunteers?|our (people|members|folks|team))\b[^.?!]{0,40}\b(do|does|did|doing|handle|handles|take care of|takes care of|already do)\b[^.?!]{0,30}\b(part|some|the dusting|dusting|the dishes|dishes|the rest|half|the tables|the chairs|the trash)\b/,
    answer: ({ facts }) => ({
      reply: `Prices are flat per room and per add-on, on our [price list](/#pricing): you book the rooms and add-ons you want cleaned and pay for those, so what you leave off the booking costs nothing. The site names no discount for doing part of the work in a room that is booked; ask ${supportLink(facts)}, 24/7, if anything is unclear.`,
      sources: [HOME_PRICING],
    }),
  },
  {
    name: 'form reply',
    group: 'form reply',
    // "Somebody will answer me if I write in the form?": the site promises no reply to a form.
    matches: /\b(answer|reply|respond|get back|write back|hear back)\w*\b[^.?!]{0,40}\b(forms?|feedback)\b|\b(forms?|feedback)\b[^.?!]{0,40}\b(answer|reply|respond|get back|write back|hear back)\w*\b/,
    answer: ({ facts, page }) => ({
      reply: `The site doesn't promise a reply to a form: the [app feedback form](/app-feedback) is for feedback about the ${facts.brand} app. For help with a booking, a payment or a cleaning, contact ${supportLink(facts)}, available 24/7.`,
      sources: [{ title: 'App feedback', url: '/app-feedback' }, page('how-do-i-contact-nestwell-support', HELP_CENTRE)],
    }),
  },
  {
    // "How many customers?": a figure the site doesn't give.
    name: 'customer numbers',
    group: 'customer numbers',
    matches: /\bhow many (customers|clients|cleanings|homes|users|bookings)\b/,
    unless: /\b(per|each|a) (cleaner|day|week)\b|\b(share|split)\b/,
    answer: ({ page }) => ({ reply: "The site gives no number of customers or cleanings, so I won't guess one.", sources: [page('what-is-nestwell', HELP_CENTRE)] }),
  },
  {
    name: 'references',
    group: 'ratings',
    // "Could you supply references from other dental practices you clean for?": the site names no clients.
    matches: /\b(provide|give|supply|send|share|have|get|offer|request|ask for|any|some|two|three|a few) (\w+ ){0,2}references\b|\breferences (from|of) (\w+ ){0,2}(clients|customers|offices|practices|clinics|firms|businesses|companies|homeowners|hosts)\b|\b(client|customer) list\b|\b(which|what) (other )?(clients|customers|offices|practices|businesses|companies) (do )?(you|y'?all|nestwell) (currently )?(clean|work) for\b/,
    answer: (ctx) => honest(ctx, 'which clients we clean for or whether references can be given',
      `What it does say: every ${ctx.facts.brand} cleaner is vetted and background-checked, and our satisfaction promise applies: if you are not happy, you do not pay. The site itself shows no reviews; its reviews page points to Google.`,
      [GOOGLE_REVIEW_PAGE]),
  },
  {
    name: 'ratings',
    group: 'ratings',
    // "Where are your reviews? star rating? how many customers?", "where do I find independent reviews".
    matches: /^(any |your |ur )?reviews\s*\??$|\b(read (the |your |some )?reviews|(have|got|are there|any|show me|see) (any |some )?(reviews|testimonials)|where (are|r|is) (your |ur |the )?(reviews|ratings?|testimonials)|star ratings?|(independent|real|honest|third[- ]party|unbiased) reviews|reviews (from|of|by) (your )?(other )?(customers|clients)|where (can|could|might|do) (i|we) (read|see|find) (\w+ ){0,2}reviews|(your|what'?s (your|the)|any|what) (ratings?|star ratings?|stars?|review scores?)|how many (reviews|stars)|reviews? (do you have )?on (google|yelp|the app store|facebook)|are you (well |highly )?(rated|reviewed)|rated on)\b/,
    answer: ({ page }, text) => ({
      reply: /\b(read|see|find)\b|^(any |your |ur )?reviews\s*\??$/.test(text)
        ? "The site itself shows no reviews or rating, so I won't quote one. Its reviews page points to Google, where clients leave them: see [Review us on Google](/google-review)."
        : "The site publishes no rating or review count, so I won't quote one. If you've had a cleaning, you can leave a review on Google: see [Review us on Google](/google-review).",
      sources: [GOOGLE_REVIEW_PAGE, page('what-is-nestwell', HELP_CENTRE)],
    }),
  },
  {
    name: 'assistant',
    group: 'greeting',
    matches: new RegExp(`${ASSISTANT_ASKED.source}|${BOOKS_IN_THE_CHAT.source}`),
    // "Am I writing to a computer and not to a person?": the Terms' own answer, plainly, before what the assistant is for.
    answer: ({ facts }, text) => {
      const machine = PERSON_OR_MACHINE.test(text);
      return {
        reply: `${BOOKS_IN_THE_CHAT.test(text) ? `I can't book or schedule anything here: bookings are made in the ${facts.brand} app, where you describe your space, and please don't put other people's names or details in this chat. ` : ''}I'm the ${facts.brand} chat assistant${machine ? `, a program, not a person: I answer automatically from the content published on this website, so an answer may sometimes be incomplete or out of date` : ": I answer quick questions about our services, prices and service area from this website's own pages"}. For anything about a booking, ${supportLink(facts)} is there 24/7.`,
        sources: machine ? [HELP_CENTRE, { title: 'Terms of Service', url: '/terms-of-service' }] : [HELP_CENTRE],
      };
    },
  },
  {
    name: 'not a service',
    group: 'services',
    matches: new RegExp(`${PESTS.source}|${RESTORATION.source}|${MOLD.source}|${CONSTRUCTION.source}|${PERSONAL_CARE.source}|${OUTDOOR.source}|${REPAIRS.source}|${ASSEMBLY.source}`),
    answer: ({ facts, page }, text) => {
      // Building dust is cleaning of a kind: whether a Deep Cleaning takes it on is support's to say, not another trade's.
      const [what, then] = PESTS.test(text) ? ['Pest control', 'For that, a pest-control company is who to call.']
        : RESTORATION.test(text) ? ['Flood, fire or water-damage restoration', 'For that, a restoration company is who to call.']
        : MOLD.test(text) ? ['Mold removal', 'For mold from a leak or damp, a mold remediation company is who to call.']
        : CONSTRUCTION.test(text) ? ['Post-construction cleanup', `The site doesn't say whether a Deep Cleaning takes on the dust and debris of building work.`]
        : OUTDOOR.test(text) ? ['Outdoor work, such as power washing,', 'The services clean the rooms of a home or a workspace; the site names no outdoor work.']
        : REPAIRS.test(text) ? ['Repair or painting work, such as patching walls or paint touch-ups,', 'The services clean a home or a workspace; for repairs, a handyman or a painter is who to call.']
        : ASSEMBLY.test(text) ? ['Putting furniture together', 'The services are cleaning only.']
        : ['Personal care, such as medications or bathing', 'For that, a home-care provider is who to call.'];
      return {
        reply: `${what} isn't among the services the site lists: ${facts.brand} offers five cleaning services, ${list(facts.services)}, with add-ons for single items. ${then} To ask whether a cleaning fits your situation, contact ${supportLink(facts)}, 24/7.`,
        sources: [page('which-cleaning-service-should-i-choose', HELP_CENTRE)],
      };
    },
  },
  {
    name: 'services',
    group: 'services',
    matches: /\b((what|which) are (your|the|nestwell'?s?) (\d+ |five )?services|(what|which) (services|kinds? of clean\w*|types? of clean\w*|cleanings?)(?! (products?|supplies|chemicals?|sprays?|solutions?|stuff|materials?|equipment|tools))|services (do you|you) (offer|provide|have)|list (of )?(your )?services|how many (services|kinds of clean\w*|types of clean\w*)|what do you (offer|do)(?! with))\b/,
    // "Which kind of cleaning should I book?" asks which one fits: the chooser's.
    unless: PICKS_A_SERVICE,
    answer: ({ facts, page }) => ({
      reply: `We offer five services, all booked in the ${facts.brand} app:\n${facts.services.map((s) => `- ${s}`).join('\n')}\nNot sure which fits? See [Which cleaning service should I choose?](${page('which-cleaning-service-should-i-choose', { title: '', url: '/support' }).url})`,
      sources: [page('which-cleaning-service-should-i-choose', { title: 'Home', url: '/' })],
    }),
  },
  {
    // "Would you clean the little office above my garage, or is that only for businesses?": a room of the home.
    name: 'home office',
    group: 'add-ons',
    matches: /\bhome offices?\b/,
    when: /\b(would|will|can|could|do|does) (you|u|y'?all|nestwell|your cleaners?|the cleaners?|they) (also )?clean\b|\bonly for (a )?business(es)?\b|\b(home|house) or (a )?business\b|\bbusiness or (a )?(home|house)\b|\bbusiness (service|cleaning)\b/,
    // A home counted with it is priced whole (the price handler's); "does it count as a bedroom?" is the room counts' answer;
    // a home office kept out ("skip", "stay out", "untouched") is the notes'.
    // One across the state line ("a home office in Nyack, NY") is the area answer's: we clean in New Jersey only.
    unless: /\b(\d+|one|two|three|four|five|six) ?(bed|bath|br\b|bd\b)|\bcount|\b(skip|stay out|untouched|touch\w*|off[- ]limits|how much|price|cost)\b|\b(ny|new york|manhattan|brooklyn|queens|bronx|staten island|pa|pennsylvania|philadelphia|philly|ct|connecticut|delaware)\b/,
    answer: ({ facts, page }) => {
      const rate = otherRoomRates(facts);
      return {
        reply: `Yes: a home office is a room of your home, not a workplace. Book it with a Standard or Deep Cleaning of your home in the ${facts.brand} app, where it is priced as an Other Room${rate}, ${OTHER_ROOM}. Office and Business Cleaning is the service for workplaces.`,
        sources: [HOME_PRICING, page('how-much-does-a-cleaning-cost', HELP_CENTRE)],
      };
    },
  },
  {
    // "Does the finished basement count as a room?", "is the rec room extra?": a room, priced as an Other Room, not the Other add-on.
    name: 'room counts',
    group: 'add-ons',
    // "Is the kitchen a room??": a kitchen or a living room asked about the same way.
    matches: new RegExp(String.raw`${SPACE_OF_A_HOME.source}|(?=[^]*(?:${USED_AS_ASKED.source}))(?![^]*(?:${COUNT_IT_AS.source}))${BEDROOM_USED_AS.source}|\b(is|are|does|do) (the |a |my |our )?(kitchen|living room|dining room|family room|foyer|pantry)s?( (and|or|\+|&) (the )?(kitchen|living room|dining room|family room|foyer|pantry)s?)? (a |one |an )?(separate |own )?['"‘“]?(rooms?|other rooms?|count)`
      // "The kitchen counts like a room??": the same, said as a statement.
      + String.raw`|\b(kitchen|living room|dining room|family room|foyer|pantry)s? (counts?|is counted|are counted|is priced|are priced) (as|like) (a |one |an )?(separate |own )?['"‘“]?(rooms?|other rooms?)\b`),
    when: /\b(counts?|counted|count (as|like)|considered|(a|one|an|separate|extra) (other )?rooms?\b|other rooms?|extra\b|part of|included|price[ds]? as|charged? (for|as)|cost extra|(are|is) (they|it) free)\b/,
    answer: ({ facts, page }, text) => {
      const rate = otherRoomRates(facts);
      const other = facts.addOns.find((a) => a.item === 'Other');
      // "2nd br is my home office, does it count as bedroom or other room": the site doesn't say which a bedroom used so is.
      const usedAs = USED_AS_ASKED.test(text) && !COUNT_IT_AS.test(text) ? BEDROOM_USED_AS.exec(text)?.[2] : undefined;
      const [bedroom, otherRoom] = ['Bedroom', 'Other Room'].map((item) => facts.rooms.find((r) => r.item === item));
      if (usedAs && bedroom && otherRoom) {
        return {
          reply: `The site doesn't say whether a bedroom used as ${/^[aeiou]/.test(usedAs) ? 'an' : 'a'} ${usedAs} is priced as a Bedroom (${formatCents(bedroom.standard)} standard, ${formatCents(bedroom.deep)} deep) or as an Other Room${rate}, so I won't say which. As an Other Room it would be ${formatCents(otherRoom.standard - bedroom.standard)} more on Standard and ${formatCents(otherRoom.deep - bedroom.deep)} more on Deep. Describe the room as it is when you book in the ${facts.brand} app, which shows the price before you confirm; ${supportLink(facts)} can tell you which it is, 24/7.`,
          sources: [HOME_PRICING, page('how-much-does-a-cleaning-cost', HELP_CENTRE)],
        };
      }
      return {
        reply: `The price list's Other Room is ${OTHER_ROOM}${rate}: a kitchen, a living room, a finished basement, a laundry room, a den or a home office each counts as one. The Other add-on${other ? ` (${formatCents(other.price)})` : ''} is something else: one extra item that isn't on the add-on list, explained in your booking's notes, not a room. The site doesn't say how spaces that aren't rooms, such as hallways, stairs or a garage, are priced or whether they are cleaned, so ask ${supportLink(facts)} before you confirm. Describe your rooms when you book, and the app shows the exact price first.`,
        sources: [HOME_PRICING, page('how-much-does-a-cleaning-cost', HELP_CENTRE)],
      };
    },
  },
  {
    name: 'add-on list',
    group: 'add-ons',
    // "Staying an extra week" is more time, not an add-on.
    matches: /\b(add[- ]?ons?|extras?(?! (week|day|night|hour|month|time|sets?|towels?|sheets?|linens?|keys?|cop(y|ies)|supplies|bags?|blankets?|pillows?)s?\b)|surface wipe)\b/,
    // "How much extra to do inside the oven and fridge?": those add-ons' prices, which the price handler gives, not the list.
    // "It isn't on your add-on list, can you do it?" is the Other add-on's question (the other task).
    // "Will moving them cost extra?", "will it cost extra to change it": a change's charge, not an add-on.
    // "Does that include the booking fee, or is that extra?" asks whether a charge is apart, not for the add-ons.
    // "Is the litter box an add-on?", "how much extra for the display case?": one item not on the list, which the Other add-on
    // is for (the other task).
    // "Do we pay extra for the kitchen and living room, or is that included?": rooms, priced as Other Rooms, not add-ons.
    // "I pay extra for the oven and after, it still nasty": the promise's.
    // "When does the business version launch and does it cost extra?": its price, not the add-ons.
    unless: new RegExp(String.raw`\bbusiness version\b|${NOT_ON_THE_LIST.source}|${ITEM_AS_ADD_ON.source}|${A_CASE.source}|${ROOM_EXTRA_ASKED.source}|${STILL_DIRTY.source}|${ADD_ON_WORTH_IT.source}|^(?!.*\b(ovens?|fridges?|refrigerators?|microwaves?|stove ?tops?|dishwashers?|dishes)\b).*\blitter ?(box|boxes|trays?|pans?)\b|\bbooking fee\b|\b(mov|chang|reschedul|switch)\w*\b[^.?!]{0,25}\b(cost|charge)s? extra\b|\b(cost|charge)s? extra\b[^.?!]{0,15}\bto (move|change|reschedule|switch)\b|\b(extra|additional) rooms?\b|^(?=.*\b(how much|cost|costs|price|prices|charge|total|come to|${SUM_ASKED}|what (does|do|would|will) (all )?(that|this|it|those|these)( all)? add)\b)(?!.*\b(which|what(?! (do|does|would|will) (all )?(those|these|they|the|that|this|it)\b)|list|other|else|all(?! (that|this|those|these|of (that|this|those|these|it)) add))\b.{0,20}\b(add[- ]?ons?|extras?)\b).*\b(ovens?|fridges?|refrigerators?|microwaves?|stove ?tops?|dishwashers?|dishes)\b`),
    answer: addOnList,
  },
  {
    name: 'linens',
    group: 'add-ons',
    // "Will the cleaner change the bedding and wash the towels between guests?": the linens of a rental.
    matches: new RegExp(String.raw`\b(bring|brings|supply|supplies|provide|provides|come with)\b[^.?!]{0,25}\b(sheets|(?<!paper )towels|linens|bedding)\b|${LINENS_CHANGED.source}[^.?!]{0,15}\b(the )?(sheets|(?<!paper )towels|linens|bedding|beds)\b|\b(sheets|(?<!paper )towels|linens|bedding)\b[^.?!]{0,30}\b(do|will|would) (you|u|you guys|u guys|they|the cleaners?) (bring|supply|provide)\b`),
    answer: (ctx, text) => {
      // Not the Other add-on: it is for a single item, and the site prices no laundry.
      const washed = LINENS_CHANGED.test(text);
      // "Will the cleaner also wash the windows, change the bed sheets and run a load of laundry?": the other tasks by name.
      const others = tasksNamed(text).filter((task) => !/^(sheets|linens|bedding|towels)$/.test(task));
      return honest(ctx, washed ? 'whether cleaners change or wash sheets and towels' : 'that cleaners bring sheets or towels',
        `What it does say, for rentals: when you describe your space, say where spare linens are kept and how you like beds made.${others.length ? ` Nor does the add-on list name ${list(others, 'or')}: it ends with Other (${otherAddOnPrice(ctx)}), for a single item that isn't on the list, explained in your notes.` : ''}`,
        [article(ctx, 'what-is-rental-turnover-cleaning')]);
    },
  },
  {
    name: 'cleaner attire',
    group: 'no facts',
    matches: /\b(wear|wears|wearing)\b[^.?!]{0,25}\b(masks?|shoe covers?|booties|gloves|uniforms?|shoes|scrubs)\b|\b(shoe covers?|booties)\b|\b(masks?|uniforms?)\b[^.?!]{0,20}\b(cleaners?|crew|they|she|he)\b[^.?!]{0,10}\bwear/,
    answer: (ctx) => honest(ctx, 'what cleaners wear, such as masks, gloves or shoe covers',
      `You can ask for it in your notes when you describe your space in the app, where allergies and preferences go, so your cleaner knows before arriving.`,
      [article(ctx, 'how-do-i-tell-my-cleaner-about-my-preferences')]),
  },
  {
    name: 'home during the cleaning',
    group: 'no facts',
    // "Is it ok if I just stay in my bedroom with the door closed the whole time?": home, in a room of one's own.
    // "I wfh every day, is it ok if im home working while they clean".
    // "Would it be all right if I stayed in the house while they work? I'd like to watch": home, watching.
    matches: /\b(is it|would it be|would that be) (ok|okay|alright|all right|fine) (if|for) (i|me|we|us) (just )?(stay|stayed|be|was|were|remain|remained|wait|waited|hide|watch|watched)\b|\b(can|could|may) (i|we) (watch|observe) (them|the cleaners?|her|him|how)\b|\b(is it|would it be) (ok|okay|alright|fine) if (i'?m|im|i am|we'?re|we are) (home|here|there|working|in)\b|\bstay (in|inside) (my|our|the) (bed)?room\b|\b(can|may|could) (i|we) (stay|be|remain) (home|there|in the house|in the home|around|present|inside)\b|\b(do|must|should|would) (i|we) (have to |need to )?(leave( the (house|home|apartment|place))?|go out|be out|step out)(?=\s*(?:[?,.!]|$|during|while|when|or\b|for (the|a) (cleaning|visit)))|\b(have|need) to (leave|be out of) (the )?(house|home|apartment)\b/,
    answer: (ctx, text) => ({
      reply: `The site doesn't say you must leave: you can be home during the cleaning, and it also works when you're out, since access notes are for when you won't be there in person. Say in your notes when you book that you'll be home, and anything you'd like, such as which products are used; the site doesn't list the products cleaners bring.${/\b(skip\w*|leave (it |that room |that one )?out|stay out of|off[- ]limits)\b/.test(text) ? ' A cleaning is priced per room you book, so leave the room you stay in out of the rooms you book, and say in your notes that it is off-limits.' : ''} ${supportLink(ctx.facts, true)} can answer anything specific, 24/7.`,
      sources: [article(ctx, 'how-do-i-tell-my-cleaner-about-my-preferences')],
    }),
  },
  {
    // "Would your team clean the operatories?", "sharps containers, medical waste, to OSHA standards?": clinical work, which
    // no service on the site describes. A count of them to price ("3 operatories, a waiting room") is the price table's.
    name: 'clinical areas',
    group: 'no facts',
    matches: /\b(sharps|medical waste|clinical waste|red[- ]bags?|biohazard (waste|bags?|bins?|containers?)|clinical[- ](standards?|grade)|sterili[sz]\w* (room|rooms|area|instruments?|tools)|autoclave)\b|\b(clean|do|handle|disinfect)\w* (the |our |your |all the )?(operator(y|ies)|exam rooms?|treatment rooms?)\b/,
    // Charts and privacy, damage, floors, a count to price, or a room "literally a biohazard": other questions.
    unless: /\b(\d+|one|two|three|four|five|six) (\w+ )?(operator(y|ies)|exam rooms?|treatment rooms?)\b|\b(how much|price|cost|total|estimate|quote|counted|count as|other room|hipaa|charts?|privacy|confidential\w*|look through|damag\w*|broke\w*|literally|honestly|vacuum\w*|mop\w*|floors?)\b/,
    answer: (ctx) => honest(ctx, 'that cleaners take on clinical work, such as operatories, sharps, medical waste or cleaning to a clinical standard',
      'What it does say: Office and Business Cleaning covers workspaces, restrooms, break rooms and common areas, and what a workplace needs goes in your notes; ask before you book whether the rest can be done.',
      [article(ctx, 'does-nestwell-clean-offices-&-businesses'), article(ctx, 'how-do-i-tell-my-cleaner-about-my-preferences')]),
  },
  {
    // "I wasn't even there, how am I supposed to show them?" after a complaint: the job photos show the rooms from anywhere.
    name: 'proof from afar',
    group: 'no facts',
    matches: /\b(wasn'?t|was not|wasnt|weren'?t|were not) (even )?(there|home|at the (house|property|place|unit))\b[^.?!]{0,40}\b(show|prove|proof)\b|\bhow (am i|are we|do i|can i|do we) (supposed to |meant to )?(show|prove) (them|it|that|anything)\b/,
    answer: ({ facts }) => ({
      reply: `You don't need to have been there: the ${facts.brand} app lets you review the job photos from your cleaning, so you can see the finished rooms from wherever you are. Tell ${supportLink(facts)} what fell short and what you saw in the photos, 24/7.`,
      sources: [],
    }),
  },
  {
    // "Can the cleaner be quiet? I sleep during the day", "no vacuuming outside my door": how a cleaner works, which the notes ask.
    name: 'quiet while asleep',
    group: 'no facts',
    // "Any tips for getting a toddler to nap when her sister is loud?" is no cleaning.
    when: /\b(cleaners?|cleaning|clean|vacuum\w*|mop\w*|housekeepers?|maids?)\b/,
    matches: /\b(be|work|keep it|stay|clean) (quiet|quietly)\b|\b(quiet|noise|noisy|loud)\b[^.?!]{0,40}\b(sleep\w*|asleep|nap\w*|nights?|night shifts?|baby|twins|newborn)\b|\b(sleep\w*|asleep|nap\w*)\b[^.?!]{0,60}\b(quiet|noise|noisy|loud)\b|\bno vacuum\w* (right )?(outside|near|by)\b/,
    answer: (ctx) => honest(ctx, 'whether a cleaner can work quietly or keep the vacuum away from a room while you sleep',
      "What it does say: write what matters in your notes when you describe your space, short and specific (that you'll be asleep, and which room is off-limits); the notes guide both the match and the visit. You describe the rooms you book, so a bedroom you want left alone need not be one of them.",
      [article(ctx, 'how-do-i-tell-my-cleaner-about-my-preferences')]),
  },
  {
    // "Do my parents have to sign anything since I'm under 18?": a minor's consent, which the site sets for no one, client or cleaner.
    name: 'parents consent',
    group: 'no facts',
    matches: /\b(parents?|guardians?|mom|mum|dad|mother|father)\b[^.?!]{0,30}\b(sign|signs|signature|consent|permission|approv\w*)\b/,
    when: /\b(under (18|eighteen)|a minor|(i'?m|im|i am|am) (only |still )?(1[3-7]|thirteen|fourteen|fifteen|sixteen|seventeen)\b|not 18)\b/,
    answer: ({ facts }) => ({
      reply: `The site doesn't say whether anyone under 18 needs a parent's signature or consent, to book a cleaning or to join the crew, so I won't guess. If you want to clean for ${facts.brand}, ask [crew support](${facts.crewSupportUrl}); if you want to book a cleaning, ask ${supportLink(facts)}, 24/7.`,
      sources: [],
    }),
  },
  {
    // "Do I need to be 18 to book?": an age the site sets for no booking (its privacy policy speaks of the website and children).
    name: 'age to book',
    group: 'no facts',
    matches: /\b(be|am|i'?m|turn\w*) (1[4-9]|2[01])\b|\b(how old|minimum age|age (limit|requirement|minimum)|old enough|under ?age|a minor|under (18|21))\b/,
    when: /\b(book\w*|hire|order|use (the |your )?app|make an account|sign up|an account|pay|(debit|credit|bank) cards?)\b/,
    unless: /\b(crew|cleaners?|clean for|work|job|apply\w*|hiring|kids?|child\w*|son|daughter|dog|cat|house|home|apartment|building|years? (old|ago)|minutes?|hours?|days?|weeks?|months?|rooms?|bed\w*|bath\w*)\b/,
    answer: (ctx) => honest(ctx, 'a minimum age for booking a cleaning',
      `You book and pay in the ${ctx.facts.brand} app, which shows what it asks of you before you confirm.`,
      [article(ctx, 'how-do-i-book-my-first-cleaning')]),
  },
  {
    name: 'disinfection',
    group: 'no facts',
    // "Would your deep cleaning disinfect the rooms properly, the way a hospital would?": the site claims no such thing.
    // Which products kill germs is the supplies' answer ("do you use hospital-grade disinfectants?"), or the blog's.
    matches: new RegExp(String.raw`${DISINFECTING.source}|\b(germs?|bacteria|viruse?s?|hospital[- ](grade|standard|level|clean\w*)|the way a hospital)\b`),
    // Of the rooms a cleaning covers: gym mats or a hot tub are items, which the add-ons' answers take.
    when: /\b(cleanings?|deep clean|rooms?|house|home|apartment|condo|bathrooms?|restrooms?|kitchens?|surfaces?|hospital|germs|deep|standard|offices?|workplaces?|business(es)?|practices?|studios?|salons?)\b/,
    unless: /\b(disinfectants?|products?|supplies|chemicals?|sprays?|bleach|vinegar|blog|post|article|tips?|(do|does|will|would) (you|they|the cleaners?|your cleaners?) (use|bring))\b/,
    answer: (ctx) => honest(ctx, 'that any of our cleanings disinfects or sanitizes, or meets a hospital standard',
      `What it does say: ${SERVICE_LINES[0]![2]('')} You can add requests and worries in your notes when you describe your space in the app.`,
      [article(ctx, 'what-does-deep-cleaning-include'), article(ctx, 'how-do-i-tell-my-cleaner-about-my-preferences')]),
  },
  {
    name: 'cluttered home',
    group: 'no facts',
    // "Do u clean hoarder houses yes or no", "la casa está muy sucia y llena de cosas": no yes, since the site doesn't say; what
    // it does say for build-up is Deep Cleaning, and clearing things out is none of the services.
    matches: CLUTTERED,
    // Advice asked ("anything on your site about how to start with a cluttered house?") is the blog's.
    // A space to clear out ("clean out the garage, it's packed to the ceiling") is the hauling answer's ('other task').
    unless: new RegExp(String.raw`\bdeclutter\w*\b|\b(blog|post|article|tips?|advice|routine|how (do i|to) (even )?start)\b|\bclean(ing)? out\b|${HAULING.source}`),
    answer: (ctx) => honest(ctx, 'whether cleaners take on a hoarded or heavily cluttered home, and clearing things out or hauling them away is not among our services',
      'What it does say: for a home with build-up that needs catching up, Deep Cleaning first, then Standard Cleaning to keep it that way; the app prices it for your rooms before you confirm.',
      [article(ctx, 'which-cleaning-service-should-i-choose'), article(ctx, 'what-does-deep-cleaning-include')]),
  },
  {
    // "Nothing shows up for today in the app. Now what?": a day the app offers no time for.
    name: 'no time shown',
    group: 'no facts',
    matches: /\b(nothing|no (times?|slots?|openings?|availability|cleaners?)|none)\b[^.?!]{0,20}\b(shows?|showing|shown|comes? up|available|listed|offered|open)\b|\b(can'?t|cannot|couldn'?t) (find|see|get) (a |any )?(time|slot|opening|cleaner)s?\b/,
    when: /\b(app|today|tomorrow|tonight|day|date|time|slot|book\w*)\b/,
    answer: (ctx) => honest(ctx, 'how to get a time the app does not offer, or whether a same-day visit is possible',
      'What it does say: the times you can book depend on your address, and the app shows those available before you confirm; choose one of them, or ask support whether anything else can be done.',
      [article(ctx, 'how-does-nestwell-match-me-with-a-cleaner')]),
  },
  {
    // "If there's stuff all over the floor can they even clean the floor?": what the services' lists say of floors, and what not.
    name: 'things on the floor',
    group: 'no facts',
    matches: /\b(stuff|clothes|things|toys|junk|clutter|boxes|shoes)\b(?: \w+){0,3} (all over|on|covering) (the|my|our|her|his|their) floors?\b(?!\s*:)|\bfloors? (is|are) (covered|full|buried) (in|with)\b/,
    // "Would the cleaner do laundry? ... clothes on the floor" asks about laundry, which its own answer says.
    unless: /\b(laundry|wash\w*|fold\w*)\b/,
    answer: (ctx) => honest(ctx, 'whether cleaners pick up things left on the floor before cleaning it',
      'What it does say: Standard Cleaning cleans the floors of the bedrooms and the other rooms; for a home that needs catching up, the site suggests Deep Cleaning first. Say what to expect in your notes when you describe your space.',
      [article(ctx, 'what-does-standard-cleaning-include'), article(ctx, 'how-do-i-tell-my-cleaner-about-my-preferences')]),
  },
  {
    name: 'furniture put back',
    group: 'no facts',
    // "If the cleaner moves my furniture, will they put it back where it was?": what the notes are for.
    // "How can I make sure the cleaner knows this?" asks how to tell, which the notes answer says.
    unless: /\bhow (can|do|should|would) (i|we) (make sure|tell|let|ask)\b|\bnotes?\b/,
    matches: /\bput (it|them|things|everything|the (furniture|chairs?|tables?))( all)? back\b|\bback (exactly )?where (it|they) (was|were)\b|\b(move|moves|moved|moving)\b[^.?!]{0,20}\b(furniture|chairs?|tables?|couch|sofa)\b[^.?!]{0,40}\b(back|same place|where (it|they))\b/,
    answer: (ctx) => honest(ctx, 'whether cleaners move furniture or how they put it back',
      'What it does say: write what matters in your notes when you describe your space, short and specific (for example, that furniture must go back where it was so your paths stay clear); the notes guide both the match and the visit.',
      [article(ctx, 'how-do-i-tell-my-cleaner-about-my-preferences')]),
  },
  {
    // "Do you clean inside the kitchen cabinets on a move-out?": the services' lists name cabinet fronts, not their insides.
    name: 'cabinet interiors',
    group: 'add-ons',
    // Droppings or mould in a drawer are pests and damage the site answers apart; dust "inside cabinets" after building work, a service's.
    // "What does move out cover? inside the kitchen cabinets? baseboards?": the service's list answers, cabinet fronts and all.
    unless: /\b(mice|mouse|droppings|rats?|roach\w*|bugs?|pests?|mou?ld|flood\w*|construction|drywall|renovat\w*)\b|\bwhat('?s| is| does| do)\b[^.?!]{0,40}\b(cover\w*|includ\w*|extra|get me)\b/,
    matches: /\b(inside|out|interiors? of) (the |of the |our |my |all the )?(kitchen )?(cabinets|cupboards|drawers)\b|\b(cabinets|cupboards|drawers) inside\b/,
    answer: (ctx) => honest(ctx, 'that any cleaning includes the inside of cabinets or drawers',
      `What it does say: Deep Cleaning and Move In/Out Cleaning name cabinet fronts, and the inside of cabinets isn't a named add-on; the Other add-on (${otherAddOnPrice(ctx)}) is for a single item that isn't on the list, explained in your notes.`,
      [article(ctx, 'what-does-move-in-&-move-out-cleaning-cover'), article(ctx, 'can-i-request-a-task-that-isnt-on-the-add-on-list')]),
  },
  {
    // "Do u clean dorm rooms?": campus housing, which the site never names; the town's yes beside it is not a yes to this.
    name: 'campus housing',
    group: 'no facts',
    matches: /\b(dorms?|dorm rooms?|dormitor(y|ies)|residence halls?|res halls?|student housing|campus housing|on[- ]campus (housing|apartments?|rooms?))\b/,
    // "When is Rowan's move-out day for the dorms?": the school's calendar, not a cleaning.
    unless: /\b(when is|what day|move[- ]?(in|out) day|dates?|calendar|deadline)\b/,
    answer: (ctx) => honest(ctx, 'whether cleaners clean dorm rooms or other campus housing, where the school\'s own rules may decide who comes in',
      'What it does say: a home is booked in the app by its rooms, and the app shows the price for your space before you confirm.',
      [article(ctx, 'how-much-does-a-cleaning-cost')]),
  },
  {
    name: 'other task',
    group: 'add-ons',
    // A window to clean ("windows", "window washing", "wash the window"), not a time window, a chat or cookie window.
    matches: new RegExp(String.raw`${NOT_ON_THE_LIST.source}|${ITEM_AS_ADD_ON.source}|${UNLISTED_ITEM_CLEANED.source}|${A_CASE.source}|` + /\b(polish\w* (the |my |our )?(silver\w*|brass)|silver(ware)? (polish\w*|gone black|tarnish\w*)|windows|window (cleaning|washing|washer|sills?|tracks?|panes?|blinds|screens?)|(clean|wash)\w*( the| my| our| a| all| some)? window|garage|ironing|iron|(?<!\b(?:by|near|next to|beside|off|behind|past) the )laundry(?! rooms?)|launder\w*|sheets|bed ?linens?|linens|make the beds?|walls|carpets?|blinds|curtains|organi[sz](e|es|ed|ing|er|ers)\b|declutter\w*|yard|patio|decks?|pool|attic|closets?|cabinets? inside|grill|outdoor (\w+ )?(windows|areas?|furniture|spaces?|kitchens?|cushions|showers?|stuff|things|items|tasks|work|cleaning)|(take|taking|empty|emptying) (out )?(the )?(trash|garbage|recycling|bins?)|pick(ing)? up (the )?toys|(clean|scoop|do|empty|emptying|change|wash)\w*\s+(out\s+)?(the |my |our |a |all the )?(cats?'? )?litter ?(box|boxes|trays?|pans?)|litter ?(box|boxes|trays?|pans?)\b[^.?!]{0,20}\b(an? add[- ]?on|extra|included|cleaned|scooped)|high ?chairs? (is|are) (so )?(gross|dirty|sticky|disgusting|filthy|nasty)|restock\w*|(carry|take|bring|put) (the )?(trash|garbage|recycling)( bags| bins| cans)? (out|down) to the (curb|street|dumpster|bins?))\b/.source + `|${HAULING.source}|${FLOOR_JOB.source}`),
    // "Tell the cleaner how I like the beds made": instructions, which go in the booking notes (the preferences article).
    // A rental's beds and linens are the turnover's: hosts say how they like them done.
    // "Skip our server closet", "leave his pill organizer alone": something not to be done, which the notes say.
    // "A second fridge in the garage": where an add-on's appliance stands, not a task in the garage.
    // "Do cleaners wear shoe covers?": what they wear, not a task.
    // "The apartment over our garage", "our garage apartment": where a home is, not a garage to clean.
    // "Where should the cleaner park? our building has a garage": a garage the home has, said with nothing to do in it.
    // "Should I leave the windows open for the cleaner?": windows left open, not windows to clean.
    // Power washing asked beside it is the outdoor answer's; painting or patching the walls, with nothing to clean, the repairs'.
    // "Our cleaner last night left the kitchenette dirty and did not empty the trash": a visit that fell short, the concern's.
    unless: new RegExp(`${OUTDOOR.source}|${A_VISIT_FELL_SHORT.source}|^(?![\\s\\S]*\\b(?:clean|wash|wip|scrub|dust|shampoo|steam|vacuum|mop|polish|eras|scuff)\\w*)[\\s\\S]*\\b(?:paint(?:ing)? (?:the |my |our |a |some )?(?:walls?|rooms?|ceilings?|doors?|trim|hallway)|${PAINTING_ASKED}|painting|repair\\w*|patch(?:ing)? (?:up )?(?:the |some )?(?:walls?|holes?))\\b|\\b(?:${HANDYMAN_TASK})\\b|` + /\b(?:leave|keep|left|open|close|shut|crack)\w* (?:the |my |our |all the )?(?:windows?|doors?) (?:open|closed|shut|cracked|unlocked)\b|\b(?:over|above|behind|beside|next to) (?:the|our|my|his|her|their) garage\b|\b(?:room|office|area|space|kitchen|lounge)s? (?:at|in) (?:the|our|a) (?:\w+ )?garage\b|\bpark(?:ing|ed)? (?:in|at) (?:the|our|a) garage\b|^(?![\s\S]*\b(?:clean|wash|sweep|organi[sz]e|tidy|do|add|include|vacuum|mop|price|cost)\w*\b)[\s\S]*\b(?:has|have|there'?s|there is|with) (?:(?:a|an|its own|our own|one) )?(?:\w+ )?garage\b|\bgarage (?:apartment|apt|unit|suite|studio|flat)s?\b|\b(wear|wears|wearing)\b|\b(tell|let) (the |my |our )?(cleaners?|them|her|him)\b|\bhow (i|we) like\b|\b(skip|avoid|stay out of|keep out of|off[- ]limits|(leave|leaves|left) (\w+ ){0,3}alone|(not|don'?t|never) (to )?(touch|move|tidy|clean|go in(to)?))\b|\bwhere (the |my |our )?(spare )?\w+ (are|is) kept\b|\b(i|we) (keep|store) (the |our |my )?(spare |extra |clean )?(sheets|linens|towels|bedding)\b|\b(big|bigger|large|larger|giant|huge) rooms?\b|\bcharge (you )?more\b|\bfinished attic\b|\battic (bed ?room|room)\b|\b(how (does|do|will|would|can) (the |my |our )?(cleaners?|they|she|he) get in|lockbox\w*|(garage|door|gate|alarm) (codes?|openers?|remotes?|keypads?)|keypad)\b|\b(notes?|instructions?)\b|\bcounts? as (a |an |one )?['"‘“]?(other |separate |extra )?room\b|^(?![\s\S]*\b(wash\w*|laundr\w*|launder\w*|dry|dryer|washer)\b)(?=[\s\S]*\b(airbnbs?|vrbos?|turn ?overs?|guests?|rentals?)\b)[\s\S]*\b(make|making|made|strip|stripping) (the |up )?beds?\b|^(?=[\s\S]*\b(fridges?|refrigerators?|freezers?|ovens?|microwaves?|dishwashers?|stove ?tops?)\b)[\s\S]*\b(in|on|out in) (the|our|my) (garage|attic|patio|deck|yard)\b/.source),
    // A space packed with things to take out ("clean out the garage, it's packed to the ceiling") is a cleanout too.
    answer: (ctx, text) => (HAULING.test(text) || CLUTTERED.test(text)) && !/\b(sheets|towels|linens|laundr\w*)\b/.test(text) ? honest(ctx, CARRYING.test(text) ? 'anything about moving or carrying furniture' : 'anything about hauling, junk removal or cleanouts',
      'What it does say: our five services are cleanings, and once a home is emptied, Move In/Out Cleaning gets it ready for new occupants or for handing back; the app prices it for your space.',
      [article(ctx, 'what-does-move-in-&-move-out-cleaning-cover'), article(ctx, 'which-cleaning-service-should-i-choose')])
      // "Strip and wax the hall's linoleum, wash the big windows": a trade's job over a whole floor or house, not a single item
      // that the Other add-on prices.
      : FLOOR_JOB.test(text) ? honest(ctx, `anything about ${TRADE_JOBS.filter(([re]) => re.test(text)).map(([, name]) => name).join(' or ')}, which none of our five services or add-ons names`,
        `What it does say: our services clean rooms at flat rates per room and per add-on, and the Other add-on (${otherAddOnPrice(ctx)}) is for a single item that isn't on the list, which a whole floor is not.`,
        [article(ctx, 'can-i-request-a-task-that-isnt-on-the-add-on-list'), article(ctx, 'which-cleaning-service-should-i-choose')])
      : otherTask(ctx, text),
  },
  {
    // "Can we book your Deep Cleaning for an office, or is that only for homes?": the site describes Deep Cleaning for homes
    // and names Office and Business Cleaning for workplaces; whether an office can book Deep, it doesn't say.
    name: 'deep for a workplace',
    group: 'no facts',
    matches: DEEP_FOR_A_WORKPLACE,
    answer: (ctx) => honest(ctx, 'whether a workplace can book Deep Cleaning',
      `What it does say: ${DEEP_GOES_FURTHER} It is described for homes, and ${officeService(ctx.facts)} is the service for workplaces, which the app prices for your space and shows before you confirm.`,
      [article(ctx, 'what-does-deep-cleaning-include'), article(ctx, 'does-nestwell-clean-offices-&-businesses')]),
  },
  {
    // "Walter uses oxygen and there is a hospital bed in the den. Can the cleaner work around the medical equipment?"
    name: 'medical equipment',
    group: 'no facts',
    matches: /\b(work|clean|go|vacuum) around\b[^.?!]{0,30}\b(medical|oxygen|hospital beds?|cpap|dialysis)\b|\b(medical equipment|oxygen (tank|concentrator|machine|tubing)s?)\b/,
    answer: (ctx) => honest(ctx, 'how cleaners work around medical equipment',
      'What it does say: write what matters in your notes when you describe your space in the app, such as equipment not to move or touch and where it stands; the notes guide both the match and the visit.',
      [article(ctx, 'how-do-i-tell-my-cleaner-about-my-preferences')]),
  },
  {
    name: 'furniture moved',
    group: 'no facts',
    // "Do your cleaners move furniture?", "will they clean under my bed?": the site names floors, not what is under or behind
    // things. A cat hiding under the bed is the cat's; furniture that was moved, or dust found under a bed, a story told.
    matches: /\b(move|moving|lift|lifting|shift|shifting|push|pushing|pull|pulling) ((the|heavy|big|our|my|any|a|that|this|old) ){0,2}(furniture|couch(es)?|sofas?|beds?|dressers?|wardrobes?|bookcases?|armchairs?|recliners?|sideboards?|pianos?)\b(?! (out|in)\b)|\b(clean\w*|vacuum\w*|mop\w*|wip\w*)\b[^.?!]{0,25}\b(under|underneath|beneath|behind) (the |my |our |a )?(beds?|couch(es)?|sofas?|furniture|dressers?)\b/,
    unless: /\b(i|we|movers|moving (company|truck|day))\b[^.?!]{0,20}\b(mov\w*|take)\b[^.?!]{0,20}\b(out|away)\b|\bmove[- ]?(in|out)\b|\b(before|after)\b[^.?!]{0,30}\bmov(e|ing)\b|\b(i|we) (need to|have to|should|must|got to|gotta) (move|clear|shift)\b|\b(from|in|while|when) (moving|lifting|shifting|pushing)\b|\b(damag\w*|broke|broken|crack\w*|scratch\w*|insur\w*)\b|\b(cats?|dogs?|pets?|kittens?|pupp(y|ies)|hides?|hiding)\b/,
    answer: (ctx) => honest(ctx, 'whether cleaners move furniture, or clean under or behind it',
      'What it does say: a Standard Cleaning cleans the floors of bedrooms and other rooms, and you can write what matters to you in your notes when you describe your space in the app.',
      [article(ctx, 'what-does-standard-cleaning-include'), article(ctx, 'how-do-i-tell-my-cleaner-about-my-preferences')]),
  },
  {
    // "Does standard actually mop, or just vacuum?": the services' lists say the floors are cleaned, not how.
    name: 'floor method',
    group: 'no facts',
    matches: /\b(mopped|mopping)\b|\b(do|does|will|would|can|could|did)\b[^.?!]{0,25}\bmop\b|\b(vacuum\w*|sweep\w*)\b[^.?!]{0,20}\bfloors?\b|\bfloors?\b[^.?!]{0,30}\b(vacuum\w*|swept|sweep\w*)\b/,
    // A vacuum or mop brought, lent or bought, products, a pet afraid of the vacuum, noise, a HEPA filter, a chimney or garage
    // swept: the supplies', the pets', the visit's or a task's questions, not the floors'.
    unless: new RegExp(String.raw`\b(bring|brings|own|provide\w*|supply|supplies|products?|liquids?|give|buy|have to|need to|brand|chemicals?|bleach|scared|afraid|hates?|likes?|love|mind|noise|noisy|loud|quiet|wake|sleep\w*|hepa|robot|chimney|garage|porch\w*|patio|deck|sidewalk|driveway)\b|${PETS.source}`),
    answer: (ctx) => honest(ctx, 'whether floors are mopped, vacuumed or both',
      'What it does say: a Standard Cleaning cleans the floors of bedrooms and other rooms; Deep Cleaning adds the corners and edges of floors that a quick pass misses; Move In/Out Cleaning does the floors edge to edge. If the floors matter most to you, say so in your notes when you describe your space in the app.',
      [article(ctx, 'what-does-standard-cleaning-include'), article(ctx, 'what-does-deep-cleaning-include'), article(ctx, 'how-do-i-tell-my-cleaner-about-my-preferences')]),
  },
  {
    name: 'visit preferences',
    group: 'no facts',
    // "I'll be on zoom all day, can they do the office last and keep noise down": how a visit goes, which the notes ask for.
    matches: /\b(keep (the )?(noise|sound) down|keep it (quiet|down)|(do|clean|leave|save) (the|my|our) (?!first|last|next)[a-z]+( room)? (last|first)\b(?! (\d|time|week|month|year|visit|night|cleaning|one))|in (a certain|this|that|an?) order\b)/,
    answer: (ctx) => honest(ctx, 'whether a cleaner takes the rooms in an order you choose or keeps the noise down',
      inYourNotes('what matters, such as a room to do last or to leave untouched while you work,'),
      [article(ctx, 'how-do-i-tell-my-cleaner-about-my-preferences')]),
  },
  {
    name: 'supplies',
    group: 'no facts',
    // "A cleaner breaks equipment" is a concern, not a question about supplies; a dog afraid of the vacuum is about the dog.
    // "Can Nestwell supply a certificate of insurance?" asks about insurance.
    // "Our cat does not like the vacuum" is about the cat; "work around the medical equipment", about the home.
    // "Confidential product stuff... do they sign NDAs?": an agreement asked, not a product; "supply references", a client list.
    unless: /\b(break|breaks|broke|broken|damag\w*|knock\w*|ndas?|non-?disclosure|confidential\w*)\b|\b(sound|noise|scared|afraid|terrified|frightened|panics?|hates?|freaks? out|(does not|doesn'?t|don'?t|do not) like)\b[^.?!]{0,20}\bvacuums?\b|\b(medical (equipment|devices?)|oxygen|hospital beds?|wheelchairs?|walkers?|cpap|dialysis)\b|\b(certificates?|proof|cop(y|ies)) of (liability )?insurance\b|\bcois?\b|\bsupply (us |me )?(with )?(references?|a list|names|contacts|testimonials?)\b/,
    matches: new RegExp(`${GYM_EQUIPMENT.source}|` + /\b(supplies|supply|products?|cleaning (stuff|things|materials)|vacuums?(?! (the|my|our|rugs?|carpets?|floors?|stairs|under|behind|up)\b)|mops?|equipment|chemicals?|sprays?|fumes?|eco[- ]?friendly|green products|non[- ]?toxic|bleach|cleaning solutions?|bring (their|your) own|tools|disinfectants?|(epa|hospital)[- ]grade|epa[- ]registered|what (stuff |kind of stuff |things )?(do|does|will) (you|u|you guys|u guys|y'?all|they|your cleaners|the cleaners?|she|he) (use|bring|clean with|disinfect with)|(leave|put|set) (out )?(my|our) (own )?(stuff|things)( out)? for (them|the cleaners?|her|him) to use|(my|our) own (stuff|things) for (them|the cleaners?|her|him) to use)\b/.source),
    // "The vacuum noise sets my son off: can they skip vacuuming when he's home?": a quieter visit, which the notes and the times ask for.
    // "Do your cleaners disinfect gym equipment such as treadmills?": the equipment to be cleaned, not the cleaners'.
    answer: (ctx, text) => GYM_EQUIPMENT.test(text)
      ? honest(ctx, 'whether cleaners clean or disinfect gym equipment, or which products they use',
        `What it does say: Office and Business Cleaning usually has desks and shared surfaces dusted and wiped, and the exact scope of your booking is shown in the app before you confirm. Describe the equipment you want cleaned in your notes when you describe your space in the app.`,
        [article(ctx, 'does-nestwell-clean-offices-&-businesses'), article(ctx, 'can-i-request-a-task-that-isnt-on-the-add-on-list')])
      : /\b(noise|noisy|loud|quiet\w*|sound)\b/.test(text)
      ? honest(ctx, 'whether a visit can skip vacuuming or bring a quieter vacuum',
        inYourNotes('what to avoid, such as vacuuming while someone is home,'),
        [article(ctx, 'how-do-i-tell-my-cleaner-about-my-preferences')])
      : honest(ctx, 'whether cleaners bring supplies or equipment, or which products they use',
        'You can add requests and things to avoid in your notes when you describe your space in the app.',
        [article(ctx, 'how-do-i-tell-my-cleaner-about-my-preferences')]),
  },
  {
    name: 'insurance',
    group: 'no facts',
    // "Can you send a COI?": a certificate of insurance.
    matches: /\b(insur\w*|bonded|bonding|bond|liabilit\w*|coi|cois)\b/,
    // "Do you share our address with our insurance company?": whom data goes to, the privacy policy's question.
    unless: /\b(share|shared|sharing|sell|sold|give|given|pass(ed)? on|send)\b[^.?!]{0,40}\b(address|info\w*|data|details|records?)\b/,
    answer: (ctx) => honest(ctx, 'anything about insurance or bonding',
      `What it does say: every cleaner on the ${ctx.facts.brand} crew is vetted and background-checked, and if you are not happy with a cleaning, you do not pay. If something went wrong during a visit, tell client support.`,
      [article(ctx, 'are-nestwell-cleaners-vetted-&-background-checked'), article(ctx, 'what-should-i-do-if-i-have-a-concern-about-a-cleaning')]),
  },
  {
    name: 'tax exempt',
    group: 'no facts',
    matches: TAX_EXEMPT,
    answer: (ctx) => honest(ctx, 'anything about tax exemption, exemption certificates, tax forms such as a W-9, or sales tax',
      'Prices are flat rates per room and per add-on, and the app shows your total, with any booking fee, before you confirm.',
      [article(ctx, 'how-much-does-a-cleaning-cost', HOME_PRICING), article(ctx, 'how-do-i-contact-nestwell-support')]),
  },
  {
    // "Do I need to move my furniture first?", asked of a home lived in: the clearing out the site advises is a move-out's.
    name: 'furniture before a visit',
    group: 'furniture',
    matches: /\b(do|should|must|would|will) (i|we) (need to |have to |be expected to )?(move|clear|shift|rearrange|push) (my |our |the |all the |any )?(furniture|things|stuff|belongings|couch|sofa|bed)\b|\b(need|have) to (move|clear) (my |our |the )?(furniture|things|stuff) (first|before)\b/,
    unless: /\bmov(e|ing)[\s-]?(in|out)\b|\b(empty|vacant|new owners|lease (ends|is up))\b/,
    answer: (ctx) => honest(ctx, 'that you need to move furniture before a cleaning of a home you live in',
      "What it does say: the advice to book once the furniture is out is for a move-out clean of an empty home. For a visit to your home, write in your notes what should stay where, and what the cleaner can't reach or shouldn't move; the notes guide both the match and the visit.",
      [article(ctx, 'how-do-i-tell-my-cleaner-about-my-preferences')]),
  },
  {
    // "Can u guys detail my car?": a vehicle, which none of the five services cleans.
    name: 'vehicles',
    group: 'services',
    // Asked of us: "we want to wash the car" tells what the visitor will do.
    when: /\b(you|u|y'?all|nestwell|your|cleaners?|they)\b/,
    // "Can they do the inside of my minivan too?": a vehicle, whatever the verb.
    matches: /\b(detail\w*|wash\w*|clean\w*|vacuum\w*|do) (out )?(the inside of |the interior of |inside )?(my|our|the|his|her|a) (\w+ )?(car|truck|van|minivan|suv|boat|rv|camper|motorhome|vehicle)s?\b(?! ?(port|park|garage|shed|seat)s?\b)|\b(car|auto|vehicle) (detailing|wash\w*|clean\w*)\b/,
    answer: ({ facts, page }) => ({
      reply: `No: cars and other vehicles aren't among what the site lists. Our five services are ${facts.services.join(', ')}, for homes, rentals and workplaces.`,
      sources: [page('which-cleaning-service-should-i-choose', HELP_CENTRE)],
    }),
  },
  {
    // "Is the cleaning tax deductible for my studio?": tax advice, which the site doesn't give.
    name: 'taxes',
    group: 'taxes',
    // "Can I write the cleanings off on my taxes as a rental expense?", "I need it for the books at tax time": the same, in a landlord's words.
    matches: /\btax[- ]?(deductible|deduction|write[- ]?off)s?\b|\b(for|at) tax (time|season|purposes)\b|\b(deduct\w*|write (it |them |that |this |those |these |the |my |our )?(\w+ )?off|claim)\b[^.?!]{0,30}\b((on|from) (my|our) taxes|as an? (business |rental )?expense)\b/,
    answer: (ctx) => honest(ctx, "anything about taxes, and I can't give tax advice",
      'Ask your accountant or tax adviser whether a cleaning can be deducted; the app keeps a record of every visit.',
      [article(ctx, 'how-do-i-keep-track-of-my-cleanings-in-the-app')]),
  },
  {
    // "Can they patch nail holes and touch up the paint before we move out?": work no service of ours names.
    name: 'repairs',
    group: 'no facts',
    matches: new RegExp(String.raw`\b(patch(ing|es)? (up )?(the |any |some |those |these )?(nail )?(holes?|walls?|drywall|cracks?)|patch (them|it) up|spackl\w*|touch(ing)? up (the )?paint|repaint\w*|paint(ing)? (the )?(walls?|rooms?|trim|ceilings?)|fix(ing)? (the |a |any |some )?(nail )?(holes?|walls?|drywall)|handyman|${HANDYMAN_TASK})\b`),
    // Damage a cleaner caused is the concern answer's.
    unless: /\b(broke|break|breaks|broken|damag\w*|scratch\w*|cleaners? (did|caused))\b/,
    answer: ({ facts, page }) => ({
      reply: `The site lists cleaning only, not repairs or painting, nor handyman jobs such as changing light bulbs or hanging pictures: our five services are ${facts.services.join(', ')}, with add-ons for single items. So I won't say a cleaner can do it. Move In/Out Cleaning gets an empty home clean to hand back; for anything beyond cleaning, ask ${supportLink(facts)}, 24/7.`,
      sources: [page('which-cleaning-service-should-i-choose', HELP_CENTRE), page('what-does-move-in-and-move-out-cleaning-cover', HELP_CENTRE)],
    }),
  },
  {
    name: 'tipping',
    group: 'no facts',
    // "Is it proper to give the cleaner a little something in cash at Christmas?": a gratuity, however it is said.
    matches: /\b(tip|tips|tipping|tipped|gratuit\w*)\b|\b(give|leave|hand|slip) (the |our |my )?(cleaners?|maid|housekeeper|cleaning lady)\b[^.?!]{0,30}\b(a little something|something extra|a (small |little )?(gift|present)|extra cash|(a |an )?(christmas|holiday|year-end) (bonus|gift|envelope|present))\b|\b(christmas|holiday|year-end) (bonus|tip|gift|envelope) for (the|our|my) (cleaners?|maid|housekeeper)\b/,
    // "Any tips on splitting chores?": advice, not a gratuity.
    unless: /\b(cleaning|cleaner home|organi[sz]\w*) tips\b|\btips (for|on|to|about) (?!(the |a |my |our )?(cleaners?|crew|maid|housekeeper|staff|lady|guy)\b)|\b(any|some|good|your) tips\b(?! (for|to) (the |a |my |our )?(cleaners?|crew|maid|housekeeper))|\b(quick|easy|simple|good|best|any|a|one|your) tips? (to|for|on) (keep\w*|stay\w*|mak\w*|get\w*|speed\w*|sav\w*|clean\w*|tidy\w*|maintain\w*|manag\w*)\b/,
    answer: (ctx, text) => honest(ctx, /\b(tip|tips|tipping|tipped|gratuit\w*)\b/.test(text) ? 'anything about tipping' : 'anything about tipping or gifts for your cleaner',
      'Prices are flat rates per room and per add-on, and the app shows your total before you confirm.',
      [article(ctx, 'how-much-does-a-cleaning-cost', HOME_PRICING)]),
  },
  {
    name: 'duration',
    group: 'no facts',
    // "2 bedroom how many hour they take?": an hour without its plural.
    matches: /\bhow (long|many hours?|much time)\b(?!.*\bbook\w*)|\b(duration|hours? (does|will) it take|take (long|hours))\b/,
    // "How much time do people spend cleaning a month?": the site's own figure, which its articles give.
    // "I should like all of that removed from your waiting list. How long will it take?": a request's time, the privacy policy's.
    // "How long after the cleaning do I have to raise a complaint?": a time to speak up, the promise's.
    unless: /\b(notice|in advance|before|cancel\w*|support|wait|delet\w*|kept|keep|stored|saved|waiting ?lists?|wait ?list)\b|\bhow long (after|afterwards?|do (i|we) have (to|until)|have (i|we) got)\b|\b(people|adults?|americans|average|families|most people|everyone|folks)\b[^.?!]{0,25}\bspend\b|\b(remov\w*|eras\w*|taken off)\b[^.?!]{0,30}\b(data|info\w*|name|e-?mail|details|account)\b|\b(name|e-?mail|data|info\w*|details|all of (that|it)|everything)\b[^.?!]{0,20}\b(removed|erased|taken off)\b/,
    answer: (ctx) => honest(ctx, 'how long a cleaning takes',
      'Prices are per room, not by the hour, and the app shows the times available for your address before you confirm.',
      [article(ctx, 'how-much-does-a-cleaning-cost', HOME_PRICING), article(ctx, 'how-does-nestwell-match-me-with-a-cleaner')]),
  },
  {
    name: 'pets',
    group: 'no facts',
    // "Could they get the dog hair off the sofa?" asks for a task, not about having pets.
    unless: /\b(hair|fur)\b[^.?!]{0,40}\b(sofas?|couch(es)?|upholster\w*|furniture|rugs?|carpets?|chairs?|cushions?)\b/,
    matches: PETS,
    answer: (ctx, text) => ({
      // "Does that cost extra?" after the dog: the price list has no line for pets.
      reply: `${/\b(walk|walks|walking|feed|feeds|feeding|pet[- ]?sit\w*)\b/.test(text) ? 'Walking or feeding a pet isn\'t one of our services, which are all cleanings. ' : ''}${/\b(cost|charge|fee|extra|pay)\w*\b/.test(text) ? 'The price list has no pet fee: prices are per room and per add-on. ' : ''}Tell us about your pets: the site says to mention pets when you describe your space and needs in the app, so it is part of the match and your cleaner knows before arriving. It doesn't say more than that about pets, so for anything specific ask ${supportLink(ctx.facts)}, 24/7.`,
      sources: [article(ctx, 'how-do-i-tell-my-cleaner-about-my-preferences'), article(ctx, 'how-does-nestwell-match-me-with-a-cleaner')],
    }),
  },
  {
    name: 'method',
    group: 'method',
    // "My friend say Nestwell have special cleaning method. What is?": the home page's words, and the article they point to.
    matches: /\b((special|own|unique|signature|secret|particular) (cleaning )?(method|system|technique|process)|(nestwell|your|the) (cleaning )?method|cleaning method)\b/,
    unless: /\bpayment method/,
    answer: ({ facts }) => ({
      reply: `${facts.method.text} This website doesn't describe the method itself, so I won't guess at its steps or products: read [${facts.method.heading}](${facts.method.url}), the article our home page links to.`,
      sources: [{ title: facts.method.heading, url: facts.method.url }],
    }),
  },
  {
    name: 'entry',
    group: 'no facts',
    // "How do i tell them how to get in then": the way in, told.
    matches: new RegExp(String.raw`${A_MINOR_HOME.source}|${ANOTHER_HOME.source}|\bhow (to|they|the cleaners?|she|he|you) (will |would |can |could |should )?get in(side| the (door|house|building|apartment|unit))?\b|\b(${STAYS_HOME_WORDS}|(need|have|got) to be (at|in) (the |my |our )?(property|place|house|home|apartment|unit|listing|office)|(must|do|should) (i|we) be (at|in) (the |my |our )?(property|place|house|home|apartment|unit)|(must|should|does|do) (i|we|one of us|someone|somebody|anyone|anybody)( of us)? (be|stay) (home|there|present|at (the|our|my) (house|home|property|place))|(must|should|do|need to|have to) (i|we) (stay|remain) (in|at home|home|there|around|in the house)|be (home|there|present|around) (during|for|while)|(necessary|required|needed|essential) (for (me|us|someone|anyone) )?to be (present|home|there|around)|in (my|our|her|his|their) absence|(nobody|no one|no-one|noone)( is| will be|'?s|'ll be)? (home|here|there|around)|(come|clean|visit) when (the )?(house|home|place|apartment|apt|condo) is empty|when (i'?m|we'?re|i am|we are|she'?s|he'?s|they'?re) (not (home|there)|out|away|at work|sleeping|asleep)|while (i'?m|we'?re|she'?s|he'?s|they'?re|i am|we are|she is|he is) (sleeping|asleep|out|away|gone|at work|in (the )?hospital|at the hospital|travel\w*|on (vacation|holiday|a trip)|out of town|flying)|(i'?ll|i will|we'?ll|we will|i'?m|i am) (be )?(away|gone|out of town|traveling|travelling) (for )?(\d+|a few|several|two|three|four|five) (days|nights|weeks)|keys?|lockbox(es)?|lock box(es)?|keypads?|smart ?locks?|codes? to (the |my |our )?(cleaners?|them|her|him|crew)|get (the cleaner|them|her|him|someone) in|let (themselves|herself|himself|themself) in|door codes?|gate codes?|alarm( codes?| system)?|let (them|the cleaner|her|him|someone) in|get in(to)? (my|the|our) (house|home|apartment|place|building|unit|office|suite|studio|shop|store)|(cleaners?|they|she|he|them|someone|the crew)( even| actually| usually)? get in(to)?\b|letting (them|the cleaners?|her|him|someone|the crew) in|entry|access|(be|stay|am|i'?m|not) (home|there)|be at home|away during|while i'?m (out|away|at work)|(located|am|i'?m) outside|doorman|concierge)\b`),
    // "Early access" is the waitlist for the app, not getting into a home.
    // What a cleaner who couldn't get in costs is the 'no way in' answer's, access notes included.
    // "Multi-user access for me and the managing partner": logins, the business answer's.
    // "What do you do with my address and when I'm home?": what is done with what I tell you, the privacy answers'.
    unless: new RegExp(String.raw`\bearly[- ]access\b|\b(multi[- ]?user|user|users'?|team|shared|account|admin) access\b|\bwhat (do|does|will|would) (you|u|nestwell|the app) do with (my|our) (address|info\w*|data|details|personal)\b|\baccess (for|to) (the )?(account|app|bookings)\b|${VETTING_ASKED.source}|${NO_WAY_IN.source}|${ALONE_WITH_THE_CLEANER.source}`),
    answer: (ctx, text) => ({
      reply: `${A_MINOR_HOME.test(text) ? `The site sets no rule about children being home during a cleaning, and doesn't say whether a child or teenager may be the only one home, so I won't say yes or no to that; ask ${supportLink(ctx.facts)} before you book, 24/7. ` : ''}${STAYS_HOME.test(text) ? 'Yes, you can be home during the cleaning: the site sets no rule that you must leave, or that you must be there. ' : ANOTHER_HOME.test(text) ? 'Yes, someone else can be there during the cleaning: the site sets no rule that a home must be empty, or that the person who booked must be there. Pick a time when they are home from the times the app shows for your address, and mention them in your notes so your cleaner knows. ' : ''}Add access notes when you describe your space in the app: the site suggests noting access details, especially if you won't be there in person. You don't have to be home to check the result: you can review the job photos in the app afterwards. ${WHO_SEES.test(text) ? "What you write in your notes goes with your booking: the site says it helps match you with a cleaner and tells that cleaner what matters to you, and it doesn't say who else can see it, or more about keys or entry" : "The site doesn't say more about keys or entry"}, so for anything specific ask ${supportLink(ctx.facts)}, 24/7.`,
      sources: [article(ctx, 'how-does-nestwell-match-me-with-a-cleaner'), article(ctx, 'can-i-see-photos-of-my-finished-cleaning')],
    }),
  },
  {
    name: 'ladders',
    group: 'no facts',
    // "Would your cleaner use a ladder to reach the high shelves?", "can they dust the top of the kitchen cabinets, I can't reach":
    // the site says only that a standard visit dusts reachable surfaces.
    matches: /\b(step[- ]?)?ladders?\b|\bstep[- ]?stools?\b|\b(high|top) (shelves|shelf|cabinets?|ledges?)\b|\b(tops? of|above) (the |my |our )?(kitchen )?(cabinets?|cupboards?|wardrobes?|armoires?)\b|\bplate rails?\b/,
    when: /\b(cleaners?|they|she|he|crew|you|reach|dust\w*|clean\w*|high|use|bring|climb)\b/,
    unless: /\b(apply|applying|crew application|as a cleaner|(i|we) (have|own|bring) (my|our) own)\b/,
    answer: (ctx) => honest(ctx, 'whether cleaners use ladders or step stools, or how high they clean',
      'What it does say: the guide to a standard visit lists dusting reachable surfaces. Write the shelves or ledges you want done in your notes when you describe your space in the app, and ask before you book whether they can be reached.',
      [article(ctx, 'what-does-standard-cleaning-include'), article(ctx, 'how-do-i-tell-my-cleaner-about-my-preferences')]),
  },
  {
    name: 'parking',
    group: 'parking',
    // "Does the cleaner need a spot, and do we pay for their meter?": where to park goes in the access notes; fees the site never mentions.
    // "Park" alone is as often a town's name (Asbury Park) or a place to go: only parking, or a cleaner who parks.
    matches: /\bparking\b|\bpark (the|their|her|his|a) ((cleaner|crew|maid)(s|'s|s')? )?(car|van)\b|\b(where|place|spot|how) (to|do they|does (she|he|the cleaner)|should (they|she|he|the cleaner)|can (they|she|he|the cleaner)|will (they|she|he|the cleaner)) park\b|\b(cleaners?|they|she|he|crew) (can |should |will |could |have to |need to )?parks?\b|\bwhere (the |my |our |a |does (the |my |our )?)?cleaners? parks?\b|\b(parking )?meters?\b(?=[^.?!]{0,30}\b(pay|feed)\b)|\b(pay|feed)\b[^.?!]{0,30}\bmeters?\b|\b(visitor|guest) (parking )?(pass|permit)\b/,
    when: /\b(cleaners?|they|she|he|crew|maid|pay|spot|where|space|permit|meter|park)\b/,
    // "Where do I put the lockbox code and parking info?": where to write it, which the notes' answers give.
    unless: /\b(lockbox\w*|keys?|codes?|notes?|instructions|info|tell (them|the cleaners?|her|him))\b/,
    answer: (ctx) => honest(ctx, 'whether cleaners need a parking spot or who pays for parking or a meter',
      'It does say to put where to park in your access notes when you describe your space in the app, especially if you won\'t be home.',
      [article(ctx, 'how-do-i-tell-my-cleaner-about-my-preferences')]),
  },
  {
    name: 'payment methods',
    group: 'no facts',
    // "How long after I submit my links do I get paid, PayPal?": a creator's payment, the program's answer.
    unless: /\b(links|videos?|creator\w*)\b|\bsubmit\w* (my |the )?(links|videos?|clips)\b|\bbackground\b|\bvett\w*|\b(do|does|did|will) (they|you|nestwell|u) (actually |really )?check\b/,
    matches: new RegExp(`${SOMEONE_ELSES_CARD.source}|${/\bby (check|cheque)s?\b|\b(net[- ]?(15|30|45|60)( days?)?( terms?)?|payment terms|(pay|paying) on (account|terms)|payment methods?|pay (with|by|in|using) |cash|credit cards?|debit|(don'?t|do not|no) (have )?(a |any )?(bank )?cards?|without a (bank )?card|paypal|venmo|zelle|apple pay|google pay|wechat( pay)?|alipay|cash ?app|cheques?|(?<!\b(?:background|police|it|they|you|actually|really|does|do|did|will|would|to) )checks?\b(?= ?\??$)|\baccept (cash|checks?|cheques?|cards?)\b|\b(what|which) (kinds? of |types? of )?cards? (do|does|can|will) (you|u|nestwell|they|the app) (take|accept)\b|\b(must|has to|have to|need to) (it )?be (a )?(credit |debit )?card\b|(paper|personal|bank|business) checks?|checking accounts?|bank transfers?|wire transfers?|ach\b|how (do|can|would|will) (i|we) (actually |even |then )?pay\b|ways to pay|forms? of payment|invoic\w*|net ?(15|30|60)\b|pay (later|monthly|by invoice)|(bills?|billing) (can |could |to )?(go|be sent|sent|straight|directly)\b|bill (it|them|us|the \w+) to\b|send (the )?(bills?|invoices?) to\b|bill (him|her|them|my landlord|the landlord|the owner)\b)/.source}`),
    answer: (ctx, text) => ({
      reply: `You pay securely in the ${ctx.facts.brand} app when you book. The site doesn't list the payment methods${/\binvoic|\bnet[- ]?\d|\bpayment terms|\bpay (later|monthly)|\bbill/.test(text) ? ', or mention invoicing, billing someone else or paying later' : ''}: the app shows the payment methods it accepts, with your total and any booking fee, before you confirm.${SOMEONE_ELSES_CARD.test(text) ? " The site doesn't say whose card may pay; use someone else's card only with their permission." : ''} ${supportLink(ctx.facts, true)} can help with anything about paying, 24/7.`,
      sources: [article(ctx, 'how-do-i-pay-&-use-the-newcomer-code', HOME_PRICING)],
    }),
  },
  {
    name: 'booking fee',
    group: 'fees',
    matches: new RegExp(String.raw`\b(booking|service|convenience|extra|hidden|processing|app) fees?\b|\bfees?\b|${OTHER_CHARGES.source}`),
    unless: /\bcancel\w*/,
    answer: (ctx, text) => ({
      reply: `Your order can include a booking fee, a separate line apart from the room and add-on prices. We don't publish the amount on the website: the app shows the booking fee, and whether it applies to your booking, in the price summary before you confirm, and nothing is charged until you do. ${supportLink(ctx.facts, true)} can explain anything on your order, 24/7.${FEE_PER_WHAT.test(text) ? "\nThe site doesn't say whether the booking fee is charged once or on each booking, unit or visit: each booking's price summary shows it." : ''}${PROMISE_SAID.test(text) ? "\nWhether the booking fee is part of what you don't pay under the satisfaction promise, the site doesn't say in so many words (the booking fee page lists the promise beside it): the app and client support explain how the promise applies to your booking." : ''}`,
      sources: [{ title: 'The booking fee', url: '/booking-fee' }, article(ctx, 'how-much-does-a-cleaning-cost', HOME_PRICING)],
    }),
  },
  {
    name: 'skipped visits',
    group: 'fees',
    // "Will I be charged for the skipped weeks?" after pausing a recurring plan: the rules the app shows, not the promise.
    // "Would we be charged for the weeks we skip?": the same, said with the verb after.
    matches: /\b(charg\w*|pay|paying|billed|bill)\b[^.?!]{0,30}\b(skipped|missed|paused|cancell?ed|off) (weeks?|visits?|cleanings?|months?)\b|\b(charg\w*|pay|paying|billed|bill)\b[^.?!]{0,30}\b(weeks?|visits?|cleanings?|months?) (we|i) (skip|miss|pause|cancel)\b|\b(skipped|paused) (weeks?|visits?|cleanings?|months?)\b[^.?!]{0,30}\b(charg\w*|pay|billed)\b/,
    answer: (ctx) => ({
      reply: `The site doesn't say whether a skipped or paused visit of a recurring plan is charged, so I won't guess. The rescheduling and cancellation rules for your booking are shown in the app, including whether a change affects what you pay, and ${supportLink(ctx.facts)} can change the plan for you and tell you how the rules apply, 24/7.`,
      sources: [article(ctx, 'can-i-set-up-recurring-cleanings'), article(ctx, 'can-i-change-the-date-or-time-of-my-cleaning')],
    }),
  },
  {
    name: 'cleaner cancels',
    group: 'fees',
    // "What if the cleaner cancels on me?": the other side's cancellation, which the policy doesn't cover.
    // "What if the cleaner shows up late and my guests are at the door?": a cleaner late, which the site doesn't cover either.
    // "And if the cleaner is the one that cancels on me last minute?": the same.
    matches: /\b(cleaners?|housekeepers?|maids?|crew|nestwell|you( guys)?|y'?all|your (side|team|company|end)) (is the one (that|who) |(\w+ ){0,2})(cancels?|cancell?ed|calls? off|called off|(shows? up|turns? up|arrives?|runs?|running|is) late(?! (evening|night|morning|afternoon|in the))| late or (doesn'?t|does not|never) show)\b/,
    // "Can I cancel if...", "can you just cancel it for me?": the visitor's own cancellation.
    unless: /\b(can|could|may|do|does|will|would|should) (i|we)\b[^.?!]{0,20}\bcancel|\b(can|could|would|will|please) (you|u|y'?all|nestwell)\b[^.?!]{0,15}\bcancel (it|my|the|this|that|our|for)\b/,
    answer: (ctx, text) => ({
      reply: `The site doesn't say what happens when a cleaner ${/\blate\b/.test(text) ? 'runs late' : "cancels or can't make it"}, so I won't guess. Tell ${supportLink(ctx.facts)}, available 24/7: they can help with that booking. To move a cleaning yourself, open it in the app, which shows the options for that booking, including the times available.`,
      sources: [article(ctx, 'can-i-change-the-date-or-time-of-my-cleaning'), article(ctx, 'how-do-i-contact-nestwell-support')],
    }),
  },
  {
    name: 'cancellation',
    group: 'fees',
    // "Must put the girl off on the morning: would I be charged?": a visit called off.
    // "Any penalty for stopping?": what ending costs, which only the booking's cancellation rule says.
    // "And if I don't cancel but I hate how it came out?": not cancelling, and what follows is another question.
    // "If I am taken into hospital and cannot have the cleaning, will I still be charged?": a visit missed is one called off.
    matches: new RegExp(String.raw`(?<!\b(?:don'?t|do not|didn'?t|did not) )\bcancel\w*|\bcancellation\b|(?:\b(put|call) (\w+ ){0,2}off|${A_VISIT_MISSED.source})\b(?=[^.?!]*\b(charged?|fees?|pay|cost)\b)|${PENALTY.source}`),
    answer: (ctx, text) => ({
      // "If I start booking and my mom says no, can I cancel?": a booking not yet made is only stopped.
      // "Can we skip those weeks without cancelling the whole thing?": the visits apart from the plan, first.
      // A contract asked beside it is the commitment answer's, which comes first.
      reply: `${!COMMITMENT.test(text) && !SOME_VISITS_NOT_ALL.test(text) && !/\bwithout (stopping|ending|cancel\w*)\b/.test(text) && /\b(stop(s|ping)?|quit(s|ting)?)\b(?! (the cleaner|her|him|them|by)\b)|\b(end|ending|cancel\w*) (the |my |our )?(whole |entire )?(recurring |regular )?(plan|schedule|series|subscription|cleanings)\b/.test(text) ? 'The site mentions no contract or minimum term, and names no penalty for ending a recurring plan. ' : ''}${SOME_VISITS_NOT_ALL.test(text) ? `With a recurring plan, skipping some visits is a different choice from ending the whole schedule: open each upcoming cleaning you want to skip in the app and cancel that one. The site doesn't describe pausing a plan, so if you'd rather pause it, ask ${supportLink(ctx.facts)}. ` : ''}${BEFORE_CONFIRMING.test(text) ? "A booking is made when you confirm it in the app, so until then you can simply stop: nothing is booked. " : ''}The cancellation rule for your booking is shown in the app before you confirm it, along with your total and any booking fee; the site doesn't list cancellation deadlines or fees. To cancel, open the upcoming cleaning in the app and check the options it shows. ${supportLink(ctx.facts, true)} can tell you exactly how the rule applies to your booking, 24/7.`,
      sources: [article(ctx, 'what-is-your-cancellation-policy'), article(ctx, 'can-i-change-the-date-or-time-of-my-cleaning')],
    }),
  },
  {
    name: 'greeting',
    group: 'greeting',
    matches: /^(hi|hello|hey|hiya|yo|good (morning|afternoon|evening)|thanks|thank you|thx|ty|ok|okay|ok thanks|okay thanks|cool|great|perfect|got it|awesome)[\s!.,]*(there|so much|a lot|you)?[\s!.]*$/,
    answer: (ctx) => ({
      reply: `Happy to help! I can answer questions about prices, where we clean, booking, the ${ctx.facts.offer.code} offer and more, or find the right help article.`,
      sources: [HELP_CENTRE],
    }),
  },
];

/** What the visitor turns away from: "instead of cancelling", "rather than reschedule". */
const TURNED_FROM = /\b(?:instead of|rather than)\s+(?:cancel\w*|reschedul\w*|pausing|pause|skipping|skip)\b/g;

/** Every intent the question asks about, at most one per group and three in all, in the list's order. */
export function answerIntents(question: Question, ctx: HandlerContext): ChatAnswer[] {
  const groups = new Set<string>();
  const out: ChatAnswer[] = [];
  // "An account DM'd me saying they're Nestwell, about a business contract: legit?": our official profiles answer it, not
  // the words around the claim.
  const intents = CLAIMS_TO_BE_US.test(question.text) ? INTENTS.filter((intent) => intent.group === 'socials') : INTENTS;
  // "What if instead of cancelling I'd like to move it to the following week?" asks about moving it, not cancelling.
  const text = question.text.replace(TURNED_FROM, ' ');
  for (const intent of intents) {
    if (groups.has(intent.group) || !intent.matches.test(text) || intent.unless?.test(text) || (intent.when && !intent.when.test(text))) continue;
    groups.add(intent.group);
    out.push(intent.answer(ctx, text));
    if (out.length === 3) break;
  }
  return out;
}

export type { Facts };
