import { appliancesCounted } from './appliances.ts';
import type { Facts } from '../../../kernel/chat/model.ts';
import { ANOTHER_HOME, CORRECTS, extremeAddOns, followUpOrder, NO_ADD_ONS, ONLY_THESE_ADD_ONS, parseOrder, ROOMS_SAID_MORE, SWAPPED, TIER_SWITCHED, TIER_WORDS, visitsAsked, visitsPeriod, withoutDropped, withScheduleOf, type Order, type OrderReading } from '../handlers/prices.ts';
import { A_FORM, DELETION_ASKED, THEIR_DETAILS, WRITTEN_IN_THE_TERMS } from '../handlers/legal-pages.ts';
import { PRIVACY_SUBJECT } from '../handlers/scope.ts';
import { A_PROBLEM_RAISED, NO_SHOW, TOO_LATE } from '../handlers/topics.ts';

/** Something broken or damaged at a visit: "the cleaner broke my mom's vase", "a scratch on the table". */
const DAMAGE_TOLD = /\b(broke|broken|break|breaks|damag\w*|scratch\w*|shatter\w*|chipp?\w*|cracked|ruin\w*)\b/;

/**
 * Being paid back for something, asked with no subject of its own: "will you pay me back for it?", "do I get compensated?",
 * "will your company pay for a new one?" (not "do I still pay for that cleaning?").
 */
const PAID_FOR_IT = /\b(?:(?:you|u|ya|nestwell|they|the company|your company|someone|anyone|who) (?:\w+ )?(?:pay|cover)s? (?:me |us )?(?:back )?(?:for )?(?:(?:it|that|this|them)\b(?! (?:cleaning|clean|visit|one|job|service|turnover))|an? (?:new|replacement) (?:one|\w+)\b)|pay (?:me|us) back|reimburs\w*|compensat\w*|(?:replace|repair|fix) (?:it|that|this|them)|money back for (?:it|that|this|them|the \w+))/;

/** Paying for a cleaning that fell short, asked with no subject of its own: "so I won't be charged for it?", "my money back?". */
// "So she pays literally nothing? What's the catch", "pay nothing at all, even for the rooms she did well?": the same promise doubted.
/**
 * "And if the photos show it's not ready before the guest comes?": a cleaning that might fall short, asked about. The reply
 * says what the site says of the time and the photos; "so I don't pay for that one?" after it asks of the promise.
 */
const FALLING_SHORT_FEARED = /\b(if|what if|suppose)\b[^.?!]{0,40}\bnot (ready|done|finished|clean( enough)?)\b/;
/** Who the code is for, asked: "already used it", "count as a new customer", "a new address", "eligible again". */
const CODE_ELIGIBILITY = /\b(already used|used (it|the code|the discount)|new (customer|client|address|account)|count as (a )?new|eligible|qualify)\b/;
const PAYS_FOR_IT = /\b(charged|charge me|billed|pay for it|pay for that|still (have to )?pay|money back|get (it|that) back|refund\w*|pays? (?:literally |absolutely |really )?nothing|(?:what'?s|whats|is there) (?:the|a) catch)\b/;

/** Telling someone, asked with no subject of its own: "how do I let them know?", "who do I tell?". */
// "Ok so what do I send to support then?": what to tell them, asked the same way.
const TELL_THEM = /^(?:(?:and|so|ok|okay|then),? )*(?:(?:how|where|who) (?:do|can|should|would) (?:i|we) (?:let (?:them|you|someone) know|tell(?: them| you| someone)?|report it|say so|contact)|what (?:do|should|would) (?:i|we) (?:send|tell|say|write)(?: to)? (?:support|them|you))\b[^.?!]{0,15}[?.!]*$/;
import { FORM_FIELDS_ASKED, FORM_WORDS, formNamed, SIZE_ASKED } from '../handlers/forms.ts';
import type { FormId } from '../../../kernel/forms/fields.ts';
import { CHANGES_MIND, CLEARS_BROWSER, FEE_PER_WHAT, PETS, PROMISE_SAID, SEVERAL_SPACES, situationService } from '../handlers/intents.ts';
import { SITE_ACCESS } from '../handlers/app-topics.ts';
import { INTERJECTION } from './message.ts';
import { LITTER_BOX_DONE, SPOT_TREATED, UNLISTED_ITEM_CLEANED } from './tasks.ts';
import { A_VISIT_COVERS, DONE_WITH, FEE_INCLUDED, officeService, ONLY_A_WORKPLACE_HAS, PHOTOS, slotsOf, type Ask, type Slots } from './slots.ts';
import { keptHome, listedHomes, namedHomes, type ListedHome } from './listed-homes.ts';
import { roomsInAll } from './rooms.ts';

/**
 * What the conversation has settled so far, built from the earlier questions the widget sends
 * (the server keeps no state): each slot holds the latest turn that filled it.
 */
export interface DialogueState {
  /** The last earlier question, as read. */
  lastText: string | null;
  /** The order lastText describes, read once with its slots. */
  lastOrder: Order | null;
  service: string | null;
  /** The latest earlier question that counted rooms: the home a follow-up re-prices. */
  orderText: string | null;
  /** The home orderText describes, read once per turn that changed it. */
  order: Order | null;
  /** The home with the most rooms the conversation described, before a turn kept only some of them: "the whole house" means it. */
  whole: OrderReading | null;
  /** The service the turn that described the home named ("an office that needs..."): one the app prices has no per-visit total. */
  orderService: string | null;
  /** Every home the conversation described, oldest first, each as last changed (the last one is `order`): "the total for both?". */
  homes: Home[];
  /** Add-ons the last turn named: "add it" means them. */
  lastAddOns: string[];
  /** Add-ons named by the last turns in a row that named add-ons and no rooms ("the oven?", "and the fridge?"): "both" means them. */
  addOnsRun: string[];
  /** How many of each appliance the run of add-ons counted ("a second refrigerator"), keyed by the add-on's first word. */
  addOnCounts: ReadonlyMap<string, number>;
  /** What the last turn asked, for a fragment that asks nothing itself ("and half bath?"). */
  lastAsks: Ask[];
  frequency: string | null;
  /** The visits a turn last totalled ("once a month for 3 months"): a later change to the home ("and if she adds dishes wash?") totals them again. */
  visits: number | null;
  /** The stretch those visits covered ("a month", "3 months"): a later turn that changes the schedule ("make it weekly") totals it again. */
  visitsPeriod: string | null;
  promo: boolean;
  /** Who the conversation is with, once a turn said so: a cleaner's "how much does it pay" is about pay. */
  audience: Slots['audience'];
  /** The conversation is about the visitor's personal data, and the turns since asked nothing else: "how do I get it deleted?". */
  privacy: boolean;
  /** This chat's own messages talked about, which a later "how do I clear it?" means. */
  chat: boolean;
  /** The cleaners' background check talked about, which a later "do I pay for it?" or "a copy of the report" means. */
  check: boolean;
  /** A turn raised a visit that went wrong, or the promise: "it's been 2 weeks, too late?" asks about raising it. */
  problem: boolean;
  /** A turn told of something broken or damaged at a visit, and the turns since asked nothing else: "will you pay me back for it?". */
  damage: boolean;
  /** The last turn asked about support or how to reach it, or went on asking what "they" do: "do they speak Spanish?" means support. */
  support: boolean;
  /** The form the conversation last named: "what do I fill in on the waitlist?" after the business version is its waitlist. */
  form: FormId | null;
  /** A visit being cancelled or moved, raised by a turn and kept by the turns since that asked nothing else: "can I do it in the app?" means it. */
  change: 'cancel' | 'reschedule' | null;
}

/** A home described in the conversation: its rooms at the tier its reply priced them, the words that named it, its service. */
export interface Home {
  order: Order;
  text: string;
  service: string | null;
}

export const EMPTY_STATE: DialogueState = {
  lastText: null, lastOrder: null, service: null, orderText: null, order: null, whole: null, orderService: null, homes: [], lastAddOns: [], addOnsRun: [], addOnCounts: new Map(), lastAsks: [], frequency: null, visits: null, visitsPeriod: null, promo: false, audience: null, privacy: false, chat: false, check: false, problem: false, damage: false, support: false, form: null, change: null,
};

/** "A regular cleaning of the whole house after that", after a turn that priced only some of its rooms. */
const WHOLE_HOME = /\b(whole|entire|full|all of the|rest of the) (house|home|place|apartment|apt|condo|townhouse|unit)\b/;

/**
 * The earlier question a price follow-up reads against: the one home the question keeps of several described in turns
 * (keptOf), else the home priced last (the whole home described, when the question asks for it and a turn since kept only
 * some of its rooms), else the last question.
 */
export function previousOf(state: DialogueState, question = ''): OrderReading | undefined {
  const kept = keptOf(state, question);
  if (kept) return kept;
  if (state.whole && WHOLE_HOME.test(question)) return { ...state.whole, pricedLast: state.order! };
  if (state.orderText) return { text: state.orderText, order: state.order! };
  return state.lastText ? { text: state.lastText, order: state.lastOrder! } : undefined;
}

/**
 * One of the homes the conversation described turn by turn, kept by the question ("She will manage her own. Revert to my
 * house alone", "forget upstairs... just mine"): the home a price follow-up reads against.
 */
function keptOf(state: DialogueState, question: string): OrderReading | null {
  if (state.homes.length < 2) return null;
  // "If we do the big one first with your code": the home with the most rooms, or the fewest.
  const bySize = BY_SIZE.exec(question);
  if (bySize) {
    const size = (h: DialogueState['homes'][number]) => [...h.order.rooms.values()].reduce((n, c) => n + c, 0);
    const sorted = [...state.homes].sort((a, b) => size(b) - size(a));
    const home = /^(small|smaller|smallest|little)$/.test(bySize[1]!) ? sorted.at(-1)! : sorted[0]!;
    if (size(sorted[0]!) !== size(sorted.at(-1)!)) return { text: home.text, order: home.order };
  }
  const homes = namedHomes(state.homes.map((h) => ({ text: h.text, rooms: h.order.rooms, addOns: h.order.addOns })));
  const kept = keptHome(question, homes);
  const home = kept && state.homes[homes.indexOf(kept)];
  return home ? { text: home.text, order: home.order, keptFrom: homes } : null;
}

/** One of the homes by its size: "the big one", "the smaller house". */
const BY_SIZE = /\bthe (big|bigger|biggest|large|larger|largest|small|smaller|smallest|little) (one|house|home|place|unit|apartment|apt|condo|rental)\b/;

/** Rooms asked to be in a price already given: "does that include the kitchen and living room", "is the den included?". */
const ROOM_WORD = String.raw`(?:[a-z]+ )?(?:rooms?|kitchens?|dens?|offices?|basements?|stud(?:y|ies)|parlou?rs?|foyers?|hallways?)`;
const ROOMS_INCLUDED_ASKED = new RegExp(String.raw`\b(?:does|do|is|are|will|would) (?:that|it|this|the (?:price|total|estimate|quote)) (?:also |even )?(?:include|cover)s? (?:the |my |our )?(${ROOM_WORD}(?:(?:,| and| &) (?:the |my |our )?${ROOM_WORD})*)(?=\s*(?:[?.!,]|$|too\b|as well\b))|\b(?:is|are) (?:the |my |our )?(${ROOM_WORD}(?: (?:and|&) (?:the |my |our )?${ROOM_WORD})?) (?:included|in (?:that|it|the (?:price|total)))\b`);

/** When something will be ready, asked: "when will it be ready?", "any idea when it launches?". */
const LAUNCH_ASKED = /\bwhen\b[^.?!]{0,30}\b(ready|launch\w*|available|out|open|coming|live|start\w*)\b/;

/** The turn before, with "the waitlist" it said named as the business waitlist where that is the form it meant. */
const lastAsked = (state: DialogueState) => (state.form === 'businessWaitlist' ? state.lastText!.replace(/\b(?:the )?wait ?list\b/, FORM_WORDS.businessWaitlist) : state.lastText!);


/** The state after one more turn (lower-cased text, as toQuestion makes it; `read`: its slots, where the caller has them). */
export function advance(state: DialogueState, said: string, facts: Facts, read = slotsOf(said, facts)): DialogueState {
  // "Add those two": the add-ons meant are carried into the order, so a later "and deep?" keeps them.
  const named = namingAddOns(said, state, read);
  // Rooms far behind, priced with no tier: the home is the Deep one the reply priced, for the turns after too.
  const text = !state.orderText && catchingUp(said, read) ? `${named} (deep cleaning)` : officeRooms(named, state, read) ? `${named}${OF_THE_OFFICE}` : named;
  const slots = text === said ? read : slotsOf(text, facts);
  // Rooms added to a home already described ("add a kitchen", "plus a nursery") join it, and so do a
  // later turn's tier and add-ons ("deep instead", "with the oven"); other rooms describe a new home.
  const rooms = slots.order.rooms.size > 0;
  // "And the apartment upstairs, 2 bed 1 bath plus kitchen" after the store below it: another home, its "plus" its own rooms'.
  // "What about the other apartment, the studio? its 1 bathroom and the main room": a home of its own too.
  const anotherHome = slots.order.rooms.has('Bathroom') && (slots.order.rooms.has('Bedroom') || /\bstudio\b/.test(text)) && ANOTHER_HOME.test(text);
  const adding = !anotherHome && (/\b(add|adding|plus|another|extra|also|as well)\b/.test(text) || (AND_WITH.test(text) && !slots.order.rooms.has('Bedroom')));
  // "Too pricey lol. standard?" after a deep quote: the tier said alone is the home's from now on, as "add the oven" is.
  const changes = (slots.order.tierSaid && !rooms && slots.asks.every((a) => a === 'price')) || ((slots.order.tierSaid || slots.order.addOns.length) && /\b(add|plus|with|make it|instead|and)\b/.test(text));
  // A room said to need no cleaning ("what if the half bath doesn't need it") leaves the home for the turns after too.
  const joins = state.orderText && (rooms ? adding : changes || slots.order.roomsLeftOut.length > 0);
  // A tier said now replaces the one said before ("... standard", then "deep instead").
  // Joined after a comma, so the last room of the earlier turn still ends a list ("... and living room, add the oven").
  // Rooms this turn's price answer added to or took from the home ("add the half bath too"): the next turn starts from that home.
  // "Just mine but add the oven": the home kept, changed, is the one the turns after read against.
  const kept = keptOf(state, text);
  // The turn read as its reply read it, with what the conversation carries (its tier): rooms named with no count ("oh and
  // the half bath + the kitchen, forgot those") are counted as the reply counted them, and the next turn starts from that home.
  const asAnswered = state.orderText ? resolve(text, state, facts, slots) : null;
  const turn = asAnswered?.slots.order.rooms.size ? { text: asAnswered.text, order: asAnswered.slots.order } : { text, order: slots.order };
  const followed = state.orderText ? followUpOrder(turn, kept ?? { text: state.orderText, order: state.order! }, facts) : null;
  // "Now 4 of them", "no fridge either": the home as this turn changed it, for the turns after too.
  const repriced = followed && (!sameRooms(followed.rooms, state.order!.rooms) || followed.homes !== state.order!.homes || !sameAddOns(followed.addOns, state.order!.addOns)) ? followed : null;
  const joined = joins || repriced ? `${slots.order.tierSaid ? state.orderText!.replace(/\b(deep|standard|regular|basic|normal)\b/g, '') : state.orderText}, ${text}` : null;
  // A change read against the home priced ("deep instead" after "make it 2 other rooms") keeps the counts that home settled,
  // which the turns' words read again together would count twice.
  const order = repriced ?? followed ?? (joined ? parseOrder(joined, facts) : rooms ? slots.order : state.order);
  const homes = homesAfter(state, said, text, { joined: !!(joined || repriced), rooms, order, read }, facts);
  // "Drop the office, it's off-limits": a turn that only takes rooms off the home priced names a room, not a service; "deep
  // we want, and the family room is not needed" names its tier.
  const serviceSaid = repriced && slots.order.roomsLeftOut.length && !slots.order.rooms.size && !slots.order.tierSaid ? null : slots.service;
  // "We have a waiting room, three treatment rooms and two restrooms" said before the price is asked: rooms only a workplace
  // has are an office's, which the app prices, whatever the turn asked.
  const workplace = rooms && !serviceSaid && !slots.order.rooms.has('Bedroom') && ONLY_A_WORKPLACE_HAS.test(text) ? officeService(facts) : null;
  // The visits this turn totals: the count, and the stretch of time they cover.
  const asked = visitsAsked(text);
  return {
    lastText: text,
    lastOrder: slots.order,
    // "Which one?" answered by the situation ("ain't been cleaned in a year"): "price for that" is that service's.
    service: serviceOfTheTurn(serviceSaid, situationService(text)) ?? state.service,
    // "Actually every 2 weeks": the home's words take the new schedule, so a later "with the code?" totals that one.
    orderText: joined ?? (rooms ? text : state.orderText && slots.frequency ? withScheduleOf(state.orderText, text) : state.orderText),
    whole: wholeAfter(state, order),
    // The home read again from all its turns keeps the add-ons a turn took off ("drop the oven").
    order,
    orderService: joined ? serviceSaid ?? state.orderService : rooms ? serviceSaid ?? workplace : state.orderService,
    homes,
    // "Drop the oven" names it only to take it off: "it" in the next turn is not the oven.
    // "Ok can your cleaner do it then?" after the rug: still that item, for a "how much on top of..." next.
    lastAddOns: slots.order.addOns.length ? withoutDropped(slots.order.addOns, text) : unlistedItem(text, facts)
      ?? (state.lastAddOns.length && !rooms && DOES_IT.test(text) ? state.lastAddOns : extremeAddOn(text, state, facts)),
    addOnsRun: slots.order.addOns.length && !rooms ? withoutDropped([...new Set([...state.addOnsRun, ...slots.order.addOns])], text) : [],
    addOnCounts: slots.order.addOns.length && !rooms ? new Map([...state.addOnCounts, ...appliancesCounted(text)]) : new Map(),
    lastAsks: slots.asks,
    // "She changed her mind, just one time only": the schedule said before is off.
    frequency: slots.frequency ?? (ONE_TIME_ONLY.test(text) ? null : state.frequency),
    // Another home described ends them.
    visits: asked?.visits ?? (slots.frequency && state.visitsPeriod ? visitsAsked(`${text} for ${state.visitsPeriod}`)?.visits : undefined)
      ?? (rooms && !(joined || repriced) ? null : state.visits),
    visitsPeriod: asked ? visitsPeriod(text, asked) : rooms && !(joined || repriced) ? null : state.visitsPeriod,
    promo: slots.promo || state.promo,
    audience: staysCreator(state, slots, text) ? 'creator' : slots.audience ?? state.audience,
    privacy: PRIVACY_SUBJECT.test(text) || (state.privacy && isFollowUp(text, slots, state) && !hasOwnSubject(slots)),
    chat: CHAT_TALKED.test(text) || (state.chat && chatAgain(text)),
    // "What do they look at?" after "is there a background check": still the check.
    check: CHECK_ASKED.test(text) || (state.check && !hasOwnSubject(slots) && text.split(/\s+/).length <= 8),
    problem: A_PROBLEM_RAISED.test(text) || FALLING_SHORT_FEARED.test(text) || (state.problem && !hasOwnSubject(slots)),
    damage: DAMAGE_TOLD.test(text) || (state.damage && !hasOwnSubject(slots)),
    support: SUPPORT_ASKED.test(text) || (state.support && SUPPORT_DOES.test(text) && !hasOwnSubject(slots)),
    // "Anything for hosts with multiple properties?" is answered with the business version: its waitlist is "the waitlist".
    // "The waitlist" after the business waitlist is still that one.
    form: formNamed(text) === 'waitlist' && state.form === 'businessWaitlist' ? state.form : formNamed(text) ?? (SEVERAL_SPACES.test(text) ? 'businessWaitlist' : state.form),
    change: changeOf(text) ?? (hasOwnSubject(slots) ? null : state.change),
  };
}

/**
 * The homes after a turn: one that changes the home just priced ("add the oven", "deep instead", "actually it's 3 bed")
 * replaces it; one that counts rooms of its own adds a home, at the tier its reply priced it (a tier carried from the turns
 * before, in brackets, as resolve reads it).
 */
function homesAfter(state: DialogueState, said: string, text: string, turn: { joined: boolean; rooms: boolean; order: Order | null; read: Slots }, facts: Facts): Home[] {
  const last = state.homes.at(-1);
  if (turn.joined && last && turn.order) {
    const tier = turn.order.tierSaid ? turn.order.tier : last.order.tier;
    return [...state.homes.slice(0, -1), { ...last, order: { ...turn.order, tier } }];
  }
  if (!turn.rooms || !turn.order) return state.homes;
  const asRead = resolve(said, state, facts, turn.read).slots;
  const home = { order: { ...turn.order, tier: asRead.order.tier }, text, service: asRead.service };
  // "And the other two? Long Branch 2 bed 1 bath, Belmar 3 bed 2 bath": each home listed after one described before is one of
  // the homes, so that "total for all 3" counts them with it. Homes a conversation opens with listed together stay one order,
  // which the estimate prices home by home and later turns keep or drop homes of.
  const listed = state.homes.length && turn.order.homesListed && !turn.order.groups ? listedHomes(text, turn.order, (phrase) => parseOrder(phrase, facts)) : null;
  if (listed) return [...state.homes, ...eachHome(home, listed)];
  // "Actually it's 3 bed", or the same rooms said again ("so for my 2 bed 1 bath, deep?"): the same home.
  const same = last && (CORRECTS.test(text) || (sameRooms(turn.order.rooms, last.order.rooms) && !ANOTHER_HOME.test(text)));
  if (same) return [...state.homes.slice(0, -1), home];
  // "Vernon 2BR/2BA, Hopatcong 3BR/2BA... And Sparta, 4/3/1 half: total for all three?": homes listed together are, once
  // another home follows, homes of their own, so that "all three" counts them.
  const apart = (h: Home): Home[] => {
    const each = h.order.homesListed && !h.order.groups && h.order.homes === 1 ? listedHomes(h.text, h.order, (phrase) => parseOrder(phrase, facts)) : null;
    return each ? eachHome(h, each) : [h];
  };
  return [...state.homes.flatMap(apart), home];
}

/** The homes one message listed, each a home of its own with the rest of that message's order. */
const eachHome = (home: Home, listed: readonly ListedHome[]): Home[] =>
  listed.map((h) => ({ ...home, order: { ...home.order, rooms: h.rooms, addOns: h.addOns, homesListed: false }, text: h.text }));

/** The whole home, kept while the home priced has fewer rooms than it ("only the kitchen and the bathrooms"). */
function wholeAfter(state: DialogueState, order: Order | null): OrderReading | null {
  const size = (o: Order | null) => (o ? roomsInAll(o.rooms) : 0);
  const largest = state.whole && size(state.whole.order) > size(state.order) ? state.whole : state.orderText ? { text: state.orderText, order: state.order! } : null;
  return largest && size(largest.order) > size(order) && [...(order?.rooms.keys() ?? [])].every((item) => largest.order.rooms.has(item)) ? largest : null;
}

/** "And after I apply?" in a creator's conversation is about the creator program, not the crew. */
const staysCreator = (state: DialogueState, slots: Slots, text: string) =>
  state.audience === 'creator' && slots.audience === 'crew' && !/\b(clean\w*|crew|housekeep\w*|maids?|jobs?)\b/.test(text);

/** What a follow-up asks of the data just talked about: it, or what is done with a request about it. */
const ABOUT_THE_DATA = /\b(it|that|this|them|those)\b|\b(my )?(address|e-?mail|phone( number)?|details|info|information|data)\b|\bstuff (i|we)('d| would)? (put|type|enter|give)\b|\b(delet\w*|remov\w*|eras\w*|refuse\w*|say no|decline\w*|den(y|ies)|appeal\w*|wait\w*|how long|deadline|how fast|how soon|copy)\b/;


/** The code just talked about, asked again of another home or visit: "the second house gets it too?", "does it work on the other unit as well". */
const CODE_AGAIN = /^(?=.*\b(second|other|another|next|2nd|both|each|every|all)\b)(?=.*\b(get|gets|getting|use|used|apply|applies|work|works|count|counts|qualif\w*|valid)\b[^.?!]{0,25}\b(it|that|this|the same( one| thing| deal)?)\b[^.?!]{0,25}\b(too|also|as well|again)\b)/;

/** A visit said to be the only one: "just one time only", "a one-off", "only once", "not recurring". */
const ONE_TIME_ONLY = /\b(?:one[\s-]time(?: only)?|one[\s-]off|only once|just once|once only|single visit|not (?:recurring|regular|weekly|every week))\b/;

/** Support, or the way to reach it, asked about: "what's your phone number?", "how do I contact you?". */
const SUPPORT_ASKED = /\b(support|phone|number|call|contact|customer service|soporte|tel[eé]fono|real person|human|talk to|speak (to|with)|representative|operator)\b/;
/** What support itself does, asked of "they": "do they answer at 2 am?", "will someone pick up?", "do they speak Spanish?". */
const SUPPORT_DOES = /\b(they|them|someone|anyone|somebody|anybody|a person)\b[^.?!]{0,20}\b(answer\w*|pick up|speak\w*|talk|open|available|reply|respond\w*|help)\b|\b(answer\w*|pick up|open|available)\b[^.?!]{0,20}\b(they|them|someone|anyone)\b/;

/** Something just talked about, used on many visits: "I'll use it on all 30 move-outs", "apply that to every turnover". */
const USES_IT = /\b(use|apply|put|enter|try|redeem) (it|that|this) (on|for|to) (all|every|each|both|\d+|multiple|several|many)\b|\b(use|apply|redeem) (it|that|this) (on|for|with) (a |the |my |our )?(deep|standard|regular|normal|move[- ]?(in|out)|turnover|office|business)\b|^\W*(it'?s|its|it is|it|that'?s|this)? ?(not|still not|n'?t) (applying|working)\b|\b(isn'?t|is not|won'?t|doesn'?t|didn'?t) (apply|work)\W*$/;

/** A turn that goes on from the last: "and a half bath", "oh, and the living room". */
const AND_WITH = new RegExp(String.raw`^${INTERJECTION}(and|with)\b`);

/** A turn read with what it leans on, said after it in brackets: "what info do they want? (business waitlist)". */
function withContext(text: string, context: string, facts: Facts): { text: string; slots: Slots } {
  return reread(`${text} (${context})`, facts);
}

/** A turn read again as rewritten: its text and the slots of that text. */
const reread = (text: string, facts: Facts): { text: string; slots: Slots } => ({ text, slots: slotsOf(text, facts) });

/** Paying talked of: "how do I pay for it", "debit ok?". */
const PAYING = /\b(pay|paying|payment|card|debit|credit|charged?)\b/;
/** When money leaves, asked of "it": "when does it come out?", "when will it go through?". */
const MONEY_TAKEN_WHEN = /\bwhen (?:does|will|is|do) (?:it|the money|the payment|that|they) (?:come out|get taken|taken|go through|hit|get charged|charged)\b/;

/** A code for the door written in the booking notes. */
const CODE_IN_NOTES = /\b(codes?|lockbox|key ?box|combination|combo|alarm)\b[^.?!]{0,60}\bnotes?\b/;
/** "Is that safe?", "would it be secure?". */
const IS_IT_SAFE = /^(?:but |and |so |ok )?(?:is|would|will) (?:that|it|this) (?:be )?(?:safe|secure|ok|okay|private)\W*$/;

/** The difference asked, nothing named: "so whats the difference", "what's the difference, and does deep include the fridge" (not "the difference in $", the price's). */
/** "Do you sell it?", "is it shared with anyone?": whether what was just named is sold or shared. */
const SOLD_OR_SHARED = /^\W*(?:and |but |so |also )?(?:do|does|will|would|could) (?:you|u|nestwell|the app) (?:ever )?(?:sell|share|give|pass) (?:it|them|that|this|those)\b|^\W*(?:and |but |so )?(?:is|are|will|would) (?:it|they|that|this) (?:ever )?(?:be )?(?:sold|shared|given|passed)\b/;
const THE_DIFFERENCE = /^\W*(?:so |ok |and |but |then )?(?:what'?s|whats|what is) the (?:big |real |actual )?difference\b(?! between| (?:in|of) (?:\$|price|cost|money|dollars))/;

/** A case put as a question: "and if he puts it on Airbnb instead?", "what about a vacation rental?". */
const WHAT_IF = /^(?:and |but |so |ok )?(?:what if|if|and if|what about|how about)\b|\?\s*$/;

/** Which service, asked: "is that a rental turnover clean or a move-out clean?", "which cleaning should I book?". */
const SERVICE_CHOICE_ASKED = /\b(which|what) (service|cleaning|kind of clean\w*|type of clean\w*)\b|\b(turnover|move[- ]?(in|out)|deep|standard)( clean\w*)? or (a |the )?(rental )?(turnover|move[- ]?(in|out)|deep|standard)\b/;

/** A visit moved or called off: "can we change the cleaning date?", "cancel Saturday's". */
// "Move In/Out cleaning" names a service, not a visit moved.
const A_CHANGE = /\b(reschedul\w*|postpon\w*|cancel\w*|(move(?![- /]?(?:in|out)\b)|moving(?! (?:in|out)\b)|change|changing|push|shift)\b[^.?!]{0,20}\b(cleaning|date|day|time|visit|appointment|booking|week|weekend)s?)\b/;
/** The change a text raises: cancelling a visit, or moving it. */
const changeOf = (text: string): DialogueState['change'] => (!A_CHANGE.test(text) ? null : /\bcancel/.test(text) ? 'cancel' : 'reschedule');
/** The change pointed back to as done by oneself: "can I do it in the app?", "without having to call anyone?", "online?". */
const DONE_BY_ONESELF = /\b(do|doing|handle|make) (it|that|this|them)\b[^.?!]{0,20}\b(in the app|online|myself|on my (own|phone))\b|\bwithout (having to |needing to )?(call\w*|phon\w*|talk\w* to|speak\w* (to|with)) (anyone|anybody|someone|somebody|a (person|human)|support)\b/;
/** A notice given late: "only the day before", "the same day", "last minute", "2 hours before". */
const SHORT_NOTICE = /\b(?:the )?(?:day|night|evening|morning|hour)s? (?:before|ahead|prior)\b|\bsame[- ]day\b|\blast[- ]minute\b|\bshort notice\b|\bthe morning of\b|\b(?:\d+|a few|two|three) (?:hours?|days?) (?:before|ahead|notice|prior)\b/;
/** What that costs, pointing back: "does it cost money?", "is there a fee for that?". */
const CHANGE_COSTS = /\b(does|will|would|is|could) (it|that|this) (cost|charge|be charged|be extra)\b|\b(any|a) (fee|charge|penalty)\b|\bcosts? (money|anything|extra)\b|\b(do|will|would) (i|we) (pay|be charged)( (more|extra|anything|for (it|that|this)))?\b/;
/** Something to be passed on to the cleaner: "can you note that for the cleaner?", "please tell the cleaner". */
const NOTE_FOR_THE_CLEANER = /\b(note|notes|tell|let|pass|relay|write)\b[^.?!]{0,40}\b(for|to|know|on to) (the |my |our |your |whoever'?s? )?(cleaners?|crew|maid|housekeeper|whoever (comes|cleans))\b|\b(tell|inform|remind|warn) (the |my |our |your )?(cleaners?|crew|maid|housekeeper)\b/;
/** Where in the app something is done: "ok where exactly in the app?", "where do I put that?". */
const WHERE_IN_THE_APP = /^(?!.*\b(download|install|get the app|find the app)\b).*\bwhere\b[^.?!]{0,25}\b(in the app|do (i|we) (put|add|write|type|enter|leave) (it|that|this|them)|(would|should|can) (i|we) (put|add|write|enter) (it|that|this|them))\b/;

/** What is asked of us whoever asks, in a creator's conversation too: "ok so where do I find independent reviews". */
const ABOUT_US_NOT_THE_PROGRAM = /\b(reviews|ratings?|testimonials)\b/;

/** What is done with a pet, said of "him" or "her": "ok w him", "let him out", "should I crate her", "he's friendly". */
const A_PET_HANDLED = /\b((let|walk|feed|crate|keep|shut|lock|put|take|leave|watch)s? (him|her)|(ok|okay|fine|good|safe|alright|comfortable) (w|with|around) (him|her)|(him|her) (loose|out)|(he|she)'?s? (loose|friendly|shy|scared|nervous|skittish)|(he|she) (barks?|bites?|jumps?))\b/;

/** A choice of service asked in a few words: "which service?", "so which one should we book?". */
/** What services there are, asked: "what kind of cleaning do you do?", "what services do you offer?". */
const SERVICES_ASKED = /\bwhat (kinds?|types?|sorts?) of (cleaning|cleanings|services?|work)\b|\bwhat (services|cleanings?)\b|\bwhat (do|does) (you|u|y'?all|nestwell) (do|offer|clean)\b/;
/** A kind of place asked about after them, bare: "and offices too?", "what about airbnbs?". */
const ANOTHER_PLACE_TOO = /^(?:(?:and|so|ok|okay|what about|how about|also)\s+)*((?:offices?|business(?:es)?|airbnbs?|vrbos?|rentals?|apartments?|condos?|houses?|homes?|townhouses?|churches|church|schools?|gyms?|shops?|stores?|restaurants?|warehouses?|clinics?|salons?|dorms?|hotels?|motels?|daycares?|studios?|cabins?)(?: too| also| as well)?)\s*\??$/;
const WHICH_ONE = /^(so |and |ok |okay |then )?(which|what) (service|one|cleaning|kind|type|option)\b/;

/** A total asked over a month or a year: "how much a month", "what's that per year", "monthly cost". */
const OVER_A_PERIOD = /\b(a|per|each|that|the|one|1) (month|year)\b|\b(monthly|yearly|annual(ly)?)\b/;

/** A subject of the turn's own: a service, rooms, add-ons, the code, a schedule, who asks. */
const hasOwnSubject = (slots: Slots) =>
  !!(slots.service || slots.order.rooms.size || slots.order.roomsNamed.length || slots.order.addOns.length || slots.promo || slots.frequency || slots.audience);

const sameRooms = (a: Map<string, number>, b: Map<string, number>) => a.size === b.size && [...a].every(([item, n]) => b.get(item) === n);
const sameAddOns = (a: string[], b: string[]) => a.length === b.length && a.every((item) => b.includes(item));

/** Words that point at add-ons named before: "add those two", "with it", "put that and the microwave on", "+ both". */
const POINTS_AT = /(?:\b(?:add(?![- ]?ons?\b)|adding|include|including|with|want|get|take|put|throw in|plus)\b|\+).*?\b(that one|those two|these two|both of them|both|those|these|them|that|it|one)\b(?!'| (is|was|isn't|wasn't|as)\b)/;
/** Rooms said to be far behind, priced with no tier named: "unused for two years, full of dust", "in very bad shape". The site suggests Deep first. */
const NEEDS_CATCHING_UP = /\b(full of (dust|dirt|grime|cobwebs)|(very |really |pretty |super )?bad shape|filthy|disgusting|neglected|a (total |complete )?disaster|(nobody|no one|no-one) (has )?(used|touched|cleaned)|(unused|untouched|not (been )?(used|cleaned)) (for|since|in) (a year|(two|three|several|many|\d+) years)|(has ?n'?t|have ?n'?t|has not|have not|not) been (properly |really )?cleaned (for|since|in) (a year|(two|three|several|many|\d+) years|ages))\b/;
const catchingUp = (said: string, slots: Slots) => slots.order.rooms.size > 0 && !slots.order.tierSaid && !slots.service && slots.asks.includes('price') && NEEDS_CATCHING_UP.test(said) && !/\b(guests?|airbnb|vrbo|turnovers?|check-?outs?|tenants?|mov(e|ing)[- ]?(out|in))\b/.test(said);
/** Pointers that mean every add-on of the last turns in a row that asked about add-ons, not only the last one. */
const PLURAL = /^(those two|these two|both of them|both|those|these|them)$/;
/** A home added to the add-ons just asked about: "adding 2 bedrooms and a bath", "ok now with a standard clean of the condo: 2 bed...", "with standard cleaning 3 bedrooms...". */
// "And all that on top of 3bd 2ba 1 half standard": the add-ons just asked about, with a home.
// "All of that together with the house: 3 bedrooms...", "everything plus 2 bed 1 bath": the add-ons pointed at, with the home.
const ADDING_A_HOME = /^(?:(?:ok|okay|so|and|now|then),? )*(?:(?:all (?:of )?)?(?:that|those|these|them|this|it)|everything|all)?,? ?(adding|plus|together with|along with|with (my|our|the|a|an|standard|deep|regular|basic|normal|\d)|(?:(?:all )?(?:that|those|these|them|it) )?on top of)\b/;
/** A total asked with a home, after add-ons alone were asked about: "and what's the total w my 3 bed 2.5 bath?". */
const TOTAL_WITH_A_HOME = /\b(total|altogether|all together|all in|in all)\b/;
/** An add-on asked for beside others: "add the dishwasher too", "plus the oven", "also the microwave", "and if we add the dishes?". */
const ONE_MORE = /\b(too|also|as well|on top)\b|(^|[.!?]\s+)(and |ok |so |then )?((what )?if (we|i) |(can|could) (we|i) )?(add|plus|\+)\b/;
/** The services the app prices, with no published rates: Move In/Out, Rental Turnover, Office and Business. */
const APP_PRICED = /^(Move|Rental|Office)/;
/** A turn that changes the service asked before: "make it a deep clean", "standard instead". */
const SERVICE_CHANGED = /\b(make it|instead|change (it|that)|switch|rather|actually|go with)\b/;
/** A service the app prices, named by its own name rather than told by a reason ("buyers", "the tenants left"). */
const SERVICE_NAMED = /\b(mov(e|ing)[\s-]?(in|out)|move-?outs?|turnovers?|office|business|commercial)\b/;
/** A visit called off or moved, asked about: the turn a later "do we get charged?" is about. */
const CANCELLING = /\b(cancel\w*|reschedul\w*|postpon\w*|call(ing)? off|paus(e|ing) (our|my|the) (\w+ )?(cleaning|cleanings|visits?|plan|schedule|bookings?|service)|skip(ping)? (just )?(next|this|that|the|a|one|our|my) (\w+'?s? )?(visit|cleaning|clean|week|turnover|appointment|booking|one))\b/;
/** A booked visit moved, asked about: "booked for saturday, can i change it", "need to move sunday's turnover". */
const MOVING_A_VISIT = /\b(booked|booking|scheduled|cleaning|clean|turnover|appointment|visit)\b[^?]{0,80}\b(change|move|switch|push|shift)\b|\b(move|change|switch|push|shift)\b[^?]{0,30}\b(cleaning|clean|turnover|booking|appointment|visit)\b|\b(change|move|switch|push|shift) (it|the (day|date|time|cleaning|booking|visit|turnover|appointment))\b/;
/** "Will that cost me anything?", "does it cost extra?": being charged, said of what was just asked. */
const COSTS_ANYTHING = /\b(cost|costs|charge) (me |us )?(anything|extra|more|something)\b/;
/** A notice period guessed or asked: "is it 24 hours?", "how many hours before?", "how much notice?". */
const HOURS_OF_NOTICE = /\b(\d+|twenty[- ]four|forty[- ]eight) ?(hours?|hrs?|h)\b|\bhow (many hours|much notice|far (ahead|in advance))\b|\bnotice\b/;
/** Being charged asked of something: "do we get charged?", "is there a fee?", "any penalty?". */
const CHARGED = /\b(get|be|are|am|is|being|still) (charged|billed)\b|\b(fee|fees|penalty|penalties|charge (us|me|anything)|(any|a|an extra) charge)\b/;
/** The add-ons said again as the whole list: "make it microwave and dishes", "change it to the oven". */
const RESTATED = /\b(make|change) (it|that|them)( to)?\b/;
/** The add-ons asked about before, pointed at: "both add-ons", "those two add-ons", "these extras", "same add-ons", "both plus 2 bedroom 1 bath". */
const THOSE_ADD_ONS = /\b(both|the two|those two|these two|those|these|the same|same) (add[- ]?ons|extras)\b|^(?:(?:ok|okay|so|and|then|yes|yeah|right),? )*(both(?: together)?|those two|the two)(?= (plus|with|and|\+))/;
/** An add-on dropped, and nothing asked of it: "oven's actually fine, drop it", not "if we skip the fridge, is its outside wiped?". */
const droppedOnly = (slots: Slots, text: string) => !text.includes('?') && withoutDropped(slots.order.addOns, text).length < slots.order.addOns.length;
/** The other tier asked in a few words: "and does deep?", "what about standard?", "same for the deep one?". */
const TIER_ASKED_AGAIN = /^(?:(?:and|ok|okay|so|what about|how about|same for|and for)\s+)*(?:does|do|is it|for|with|on|in)?\s*(?:the\s+|a\s+)?(deep|standard)(?:\s+(?:one|cleaning|clean))?\s*(?:too|also|as well)?\s*\??$/;
/** A price asked of one visit, not of the visits totalled before: "per visit?", "just the first one". */
const ONE_VISIT = /\b(per|one|single|the first|first) (visit|cleaning|clean|time)\b|\bjust the first\b/;
/** One add-on swapped for another: "swap the microwave for stovetop scrub". */
const swaps = (text: string) => text.search(SWAPPED) >= 0;
/** A pronoun listed beside an add-on named now: "that and the dishwasher one". */
// "Drop it and add the dishwasher" lists nothing: the pronoun ends one change and another begins.
/** Joining the list or form just talked about: "how do I get on it?", "how do I sign up for that?". */
const JOIN_IT = /\bhow (do|can|would) (i|we) (get on|join|sign up( for)?|get added to|put (my|our) name on) (it|that|this|the list)\b/;

/** The thing just asked about, priced beside a home: "that on top of a standard 1 bed 1 bath". */
const ON_TOP_OF = /\b(that|it|this)\b(?: \w+){0,2} (on top of|added to|in addition to)\b/;
/** The add-ons just asked about, taken: "ok put both in, plus a stovetop scrub", "add them both". */
const BOTH_PUT_IN = /\b(?:add|put|include|do|get|throw)\s+(?:in\s+)?(?:both|them both|those two|the two|all (?:of )?(?:them|those|three))\b/;
const LISTED_PRONOUN = /\b(that|it|those|them|this)\s+(and|\+|plus|&)\s(?!(?:add|do|put|get|include|make|swap|switch)\b)/;


/** This chat talked about, and what is done with its messages. */
const CHAT_TALKED = /\b(this chat|the chat|chat ?gpt|chatbot|conversation|my messages|what i (typed|wrote|said|mentioned)|(earlier|before) in (this|the) chat)\b/;
// "And the waitlist form, how long do you keep that?" names its own subject.
const chatAgain = (text: string) => !/\b(forms?|waitlist|application|account|e-?mail|photos?|data|information|info|details|card)\b/.test(text) && /\b(log\w*|keep|kept|stor\w*|sav\w*|clear\w*|delet\w*|eras\w*|wip\w*|remov\w*|record\w*)\b/.test(text) && /\b(it|that|this|them|those|here)\b/.test(text);

/** The cleaners' background checks asked about, and the papers of one a later turn asks for ("a copy of the report"). */
const CHECK_ASKED = /\b(background[- ]?check\w*|vett\w*|screen(ed|ing))\b/;
/** Papers of another kind, which a check's follow-up may ask for too: "can you send proof of insurance?". */
const OTHER_PAPERS = /\b(insur\w*|bond\w*|licen[cs]\w*|coi|w-?9|invoices?|receipts?)\b/;
const CHECK_PAPERS = /\b(cop(y|ies)|report|results|proof|certificates?|paperwork|documentation)\b/;

/** The outside of a thing just named: "does that include the outside too?", "and the outside of it?". */
/** One more of an appliance already asked about: "and my mini fridge too", "the garage fridge as well", "a second oven". */
const ANOTHER_OF_IT = /\b(?:mini|second|2nd|another|other|extra|spare|garage|basement|backup|beer|wine|dorm|upstairs|downstairs)[- ]?(fridge|refrigerator|freezer|oven|microwave|dishwasher)\b/;
const OUTSIDE_OF_IT = /\bthe (?:outside|exterior)\b|\boutside of (?:it|that|them|those)\b/;

/** Rooms asked to be part of the home priced: "are the kitchen and living room included in that?", "does it include there the den?". */
const ROOMS_INCLUDED = /^(?:(?:and|so|ok|but)\W+)?(?:(?:is|are)\s+(?:the\s+)?(.+?)\s+(?:already\s+)?(?:included|covered|part of (?:it|that))|(?:does|would|will)\s+(?:it|that|this|the price)\s+(?:include|cover)\s+(?:the\s+)?(.+?))(?:\s+(?:in|with)\s+(?:that|it|this|the price))\s*\??$|^(?:does|would|will)\s+(?:it|that|this)\s+(?:include|cover)\s+there\s+(?:the\s+)?(.+?)\s*\??$/;

/**
 * "Are the kitchen and living room included in that?" after a home priced: rooms of their own on the price table, so the
 * home with them ("and with the kitchen and living room?"). Null when it isn't asked.
 */
function roomsWithIt(asked: string, state: DialogueState, facts: Facts): string | null {
  if (!state.orderText) return null;
  // "I omitted the kitchen, living room, dining room and family room. Add those four, please.": the rooms named are added.
  const named = ADD_THOSE.test(asked) ? asked.replace(ADD_THOSE, '').replace(ROOMS_FORGOTTEN, '').trim() : null;
  if (named && slotsOf(named, facts).order.roomsNamed.length) return `${named.replace(/[.!]+$/, '')} too`;
  const m = ROOMS_INCLUDED.exec(asked);
  if (!m) return null;
  const { order } = slotsOf(asked, facts);
  return order.roomsNamed.length && order.roomsNamed.every((room) => room === 'Other Room') && !order.addOns.length ? `and with the ${m[1] ?? m[2] ?? m[3]}?` : null;
}

/** The sentence after rooms named that adds them: "Add those four, please.", "please include them too". */
const ADD_THOSE = /(?<=[.!?]\s*)(?:(?:ok|so|please|and)\s+)?(?:add|include|put in)\s+(?:those|them|these|all)(?:\s+(?:two|three|four|five|six|\d+))?(?:,?\s+(?:rooms|too|as well|please|also))*\s*[.!?]*\s*$/;
/** How the rooms named were left out before: "I omitted", "we forgot". */
const ROOMS_FORGOTTEN = /^(?:i|we)\s+(?:omitted|forgot(?: to mention| to include| to add)?|missed|left out|didn'?t (?:mention|include|add))\s+/;

/** Whether the code covers something: "does the 50% cover those too or just rooms?", "will the discount apply to the add-ons?". */
const CODE_COVERS = /\b(does|do|will|would|is|can)\b[^.?!]{0,10}\b(the )?(\d\d ?%|(half off|code|discount|newcomer)( code)?\b)[^.?!]{0,20}\b(cover|covers|apply|applies|include|includes|count|work)\s+(on |to |for )?(those|these|them|that|it|the add-?ons?|add-?ons?|extras?|everything|all of (it|that|them))\b[^.?!]*\??/;

/** Whether a thing just named comes with a service: "is that included?", "would deep cover it?". */
const INCLUDED_IN_SERVICE = /\b(is|are|would|will) (that|it|this|those|these|they) (be )?(included|covered|part of)\b|\b(does|do|would|will) (it|that|this|deep|standard|(a |the )?(deep|standard) (clean|cleaning)) (include|cover|come with) (that|it|this|those|them)\b/;

/** The turn with the add-ons it points at named, from the turn before: "add those two" reads "add oven inside and refrigerator inside". */
function namingAddOns(text: string, state: DialogueState, slots: Slots): string {
  if (!state.lastAddOns.length || NO_ADD_ONS.test(text)) return text;
  // The list's Other is named as the list's, in quotes, not as any other thing: "'other'".
  // "Add the inside of that one too" after "a second refrigerator": the run's counts, said as counts ("2 refrigerators inside").
  const counted = (a: string) => {
    const n = state.addOnCounts.get(a.split(' ')[0]!.toLowerCase()) ?? 1;
    return n > 1 ? `${n} ${a.toLowerCase().replace(/^(\S+)/, '$1s')}` : a.toLowerCase();
  };
  const named = (addOns: string[]) => addOns.map((a) => (a === 'Other' ? "'other'" : counted(a))).join(' and ');
  // "Does that include the outside too?" after the microwave's price: the outside of that item, not outside New Jersey.
  if (OUTSIDE_OF_IT.test(text) && !slots.order.addOns.length) return `${text} (the outside of the ${named(state.lastAddOns).replace(/ inside\b/g, '')})`;
  // "If I book deep cleaning, is that included?" after the inside of the oven: whether that service covers the add-on.
  if (INCLUDED_IN_SERVICE.test(text) && slots.service && !slots.order.addOns.length && !slots.order.rooms.size) return `is ${named(state.lastAddOns)} included in ${slots.service.toLowerCase()}?`;
  if (slots.order.addOns.length && !LISTED_PRONOUN.test(text)) {
    // "Add the inside of the dishwasher too", no home priced yet: one more beside the add-ons just asked about.
    const run = state.addOnsRun.length ? state.addOnsRun : state.lastAddOns;
    const before = run.filter((a) => !slots.order.addOns.includes(a));
    // "Ok and my mini fridge too" after the fridge's and the oven's insides: a second fridge beside them, not the same one.
    const appliance = ANOTHER_OF_IT.exec(text)?.[1]?.replace(/^fridge$/, 'refrigerator');
    const again = appliance && run.find((a) => a.toLowerCase().startsWith(appliance));
    if (again && ONE_MORE.test(text)) return `${text}, with ${named(before)} and another ${again.toLowerCase()}`;
    // "Oven's actually fine, drop it": the add-ons just asked about, less the one dropped (the price reads the drop).
    // "Swap the microwave for stovetop scrub", "skip the dishes, but add the inside of the dishwasher instead": the others stay.
    const dropsOrSwaps = withoutDropped(slots.order.addOns, text).length < slots.order.addOns.length || swaps(text) || /\binstead\b/.test(text);
    // After a service the app prices, its rooms priced nothing: the add-ons asked about are still the list ("skip the
    // microwave and do the dishwasher instead" after a move-out's add-ons).
    return before.length && (!state.orderText || APP_PRICED.test(state.service ?? '')) && !slots.order.rooms.size && (ONE_MORE.test(text) || THOSE_ADD_ONS.test(text) || BOTH_PUT_IN.test(text) || dropsOrSwaps) ? `${text}, with ${named(before)}` : text;
  }
  // "Actually make it a deep clean: 3 bed 2 bath" after a move-out's add-ons: the service changed, the add-ons kept.
  if (!slots.order.addOns.length && APP_PRICED.test(state.service ?? '') && slots.order.rooms.size && slots.order.tierSaid && SERVICE_CHANGED.test(text)) return `${text}, with ${named(state.lastAddOns)}`;
  // "How much to do the inside of both?" after the oven and the fridge: those add-ons, by name.
  const insides = /\b(?:the )?insides? of (both|them|those|these|those two|the two|both of them)\b/.exec(text);
  if (insides && !slots.order.addOns.length) return `${text.slice(0, insides.index)}${named(state.lastAddOns)}${text.slice(insides.index + insides[0].length)}`;
  // "So both add-ons at both units every week?": the add-ons of the turns before, by name.
  const those = THOSE_ADD_ONS.exec(text);
  if (those) return `${text.slice(0, those.index)}${named(state.addOnsRun.length ? state.addOnsRun : state.lastAddOns)}${text.slice(those.index + those[0].length)}`;
  const m = POINTS_AT.exec(text);
  // "There is also the living room and the kitchen. Please include them" after a home priced with its add-ons: them are
  // the rooms, and the add-ons stay in the home.
  if (m && state.orderText && slots.order.rooms.size) return text;
  // "How much would that be on top of a standard 1 bed 1 bath?" after the item: the item, added to the home it names.
  if (!m && slots.order.rooms.size && !slots.order.addOns.length && ON_TOP_OF.test(text)) return `${text}, with ${named(state.lastAddOns)}`;
  if (!m) {
    // Rooms "added" to add-ons asked about, no home priced yet: the add-ons are part of the order.
    // "And together with normal cleaning of kitchen, living room and dining room?": rooms named without a count are a home too.
    const adding = (slots.order.rooms.size || slots.order.roomsNamed.length) && !slots.order.addOns.length && !state.orderText && (ADDING_A_HOME.test(text) || TOTAL_WITH_A_HOME.test(text));
    // Rooms named without a count are priced one each, as the reply prices them, so the turns after start from that home.
    return adding ? `${text}, with ${named(state.addOnsRun.length ? state.addOnsRun : state.lastAddOns)}${slots.order.rooms.size ? '' : ', how much in all?'}` : text;
  }
  const at = m.index + m[0].length - m[1]!.length;
  // "Plus all that": every add-on asked about in the run, not only the last.
  const all = /\ball\s+$/.test(text.slice(0, at)) || /^(that|those|them|it) all\b/.test(text.slice(at));
  const meant = (PLURAL.test(m[1]!) || all) && state.addOnsRun.length > state.lastAddOns.length ? state.addOnsRun : state.lastAddOns;
  return `${text.slice(0, at)}${named(meant)}${text.slice(at + m[1]!.length)}`;
}

/** "The cheapest one?" after the add-ons: the add-on it names, so "add that" can mean it. */
/** An item the add-on list doesn't name, asked to be cleaned ("the inside of my washing machine"): the Other add-on, meant by "+ that" next. */
function unlistedItem(text: string, facts: Facts): string[] | null {
  const other = facts.addOns.find((a) => a.item === 'Other');
  return other && (UNLISTED_ITEM_CLEANED.test(text) || SPOT_TREATED.test(text) || LITTER_BOX_DONE.test(text)) ? [other.item] : null;
}

/** A turn that asks about the thing just named without naming it: "can your cleaner do it then?". */
const DOES_IT = /\b(do|clean|handle|treat|take care of|get) (it|that|this)\b/;

function extremeAddOn(text: string, state: DialogueState, facts: Facts): string[] {
  const { cheapest, dearest } = extremeAddOns(facts.addOns, text);
  const meant = cheapest ?? dearest;
  return meant && /\b(add[- ]?ons?|extras?)\b/.test(`${text} ${state.lastText ?? ''}`) ? [meant.item] : [];
}

/** Add-ons named to change the list just asked about: one more, one swapped or dropped, or the list said again ("just the oven"). */
const changesAddOns = (text: string, slots: Slots) => ONE_MORE.test(text) || swaps(text) || droppedOnly(slots, text) || ONLY_THESE_ADD_ONS.test(text) || RESTATED.test(text);

/** A question of a few words, or one that points back, leaves to the conversation what it does not say. */
function isFollowUp(text: string, slots: Slots, state: DialogueState): boolean {
  const afterAddOns = state.lastAddOns.length > 0 && (!state.orderText || APP_PRICED.test(state.service ?? ''));
  // "How much a month for my 2 bedrooms?" after a schedule said: the month is of that schedule.
  // "What would a typical visit cover?" after offices: a question with no subject of its own asks of the service before.
  return slots.refersBack || text.split(/\s+/).length <= 5 || (!!state.service && A_VISIT_COVERS.test(text) && !hasOwnSubject(slots)) || ADDING_A_HOME.test(text) || (state.damage && PAID_FOR_IT.test(text)) || (state.lastAddOns.length > 0 && THOSE_ADD_ONS.test(text)) || (!!state.frequency && !slots.frequency && slots.order.rooms.size > 0 && OVER_A_PERIOD.test(text))
    // "So for one month how much I pay?" after a home priced and a schedule said: that home over the month, at that schedule.
    || (!!state.frequency && !!state.orderText && !slots.frequency && !hasOwnSubject(slots) && slots.asks.includes('price') && OVER_A_PERIOD.test(text))
    || (afterAddOns && (TOTAL_WITH_A_HOME.test(text) || appliancesCounted(text).size > 0 || (slots.order.addOns.length > 0 && changesAddOns(text, slots))));
}

/** Bedrooms named as such, not rooms read as bedrooms: "3 bed", "two bedrooms", "3br". */
const BEDROOMS_SAID = /\b(bed|beds|bedrooms?|br|bdr?m?s?)\b|\d\s*(br|bd)\b/;

/** "So roughly for 8 rooms plus 2 bathrooms?" in a conversation about an office: the office's rooms, not a home's bedrooms. */
const officeRooms = (said: string, state: DialogueState, slots: Slots) =>
  /^Office/.test(state.service ?? '') && slots.order.rooms.has('Bedroom') && !/^(?!Standard|Deep)/.test(slots.service ?? 'Standard') && !BEDROOMS_SAID.test(said);
/** Said after such rooms, so they are read as the office's. */
const OF_THE_OFFICE = ' (the office is these rooms)';

/**
 * The question as the engine reads it, with what it inherits from the conversation after it:
 * "does that include the oven?" after a question about Deep Cleaning reads "does that include the
 * oven? (deep cleaning)"; "ok add it" after the oven reads "ok add oven". A slot the question
 * fills itself is never overridden. `askedRead`: the slots of `asked`, where the caller has read them already.
 */
/** Something said to be got rid of: "how do I get rid of it then", "can I delete that". */
const CLEAR_THE_CHAT = 'how do i clear the chat?';
const ERASE_IT = /\b(get rid of|delete|erase|clear|wipe|remove|undo)\b[^.?!]{0,15}\b(it|that|this|them|what i (typed|wrote|put))\b/;

/**
 * The service a turn leaves for the next: the one its words name, else the one its situation answers; but an empty unit
 * between tenants ("between tenants, the unit sits empty: which service?") is answered Move In/Out, not the turnover the
 * words "between tenants" name.
 */
function serviceOfTheTurn(said: string | null, situation: string | null): string | null {
  return said === 'Rental Turnover Cleaning' && situation === 'Move In/Out Cleaning' ? situation : said ?? situation;
}

export function resolve(asked: string, state: DialogueState, facts: Facts, askedRead?: Slots): { text: string; slots: Slots } {
  // "Ok now add the oven. Does the 50% cover those too or just rooms?" after a home priced: its total with the code, add-ons and
  // all (the code's half is of the whole first cleaning).
  const said = state.orderText && CODE_COVERS.test(asked) ? `${asked.replace(CODE_COVERS, ' ').trim()} how much with the code?` : roomsWithIt(asked, state, facts) ?? asked;
  let slots = said === asked && askedRead ? askedRead : slotsOf(said, facts);
  // "It hasn't had a real going-over in a year. Which cleaning first? 2 bed 1 bath", or the rooms said in the next turn:
  // priced at the tier the situation calls for.
  const situation = situationService(said) ?? (state.lastText && !state.orderText ? situationService(state.lastText) : null);
  const situated = (slots.order.rooms.size > 0 && !slots.order.tierSaid && !slots.service && situation === 'Deep Cleaning') || catchingUp(said, slots);
  const anOffice = !situated && officeRooms(said, state, slots);
  // "Vacant listing, 3bd/2ba, completely empty: which service and what does it cost?": an empty home's service, which the app prices.
  const emptied = !situated && !anOffice && slots.order.rooms.size > 0 && !slots.order.tierSaid && !slots.service && situationService(said) === 'Move In/Out Cleaning';
  const text = situated ? `${said} (deep cleaning)` : anOffice ? `${said}${OF_THE_OFFICE}` : emptied ? `${said} (move-out cleaning)` : said;
  if (situated || anOffice || emptied) slots = slotsOf(text, facts);
  if (staysCreator(state, slots, text)) slots = { ...slots, audience: 'creator' };
  // "OK, and add inside of fridge and oven since buyers open those" after a deep estimate: the reason given names no service
  // of its own; the add-ons join the home priced.
  if (state.orderText && slots.service && APP_PRICED.test(slots.service) && slots.order.addOns.length && !slots.order.rooms.size && !SERVICE_NAMED.test(text)) slots = { ...slots, service: null };
  // A conversation with a cleaner stays one, unless the turn names its own audience or describes a home to price, or
  // asks the home priced before at another tier ("what if its a deep clean tho").
  const repriced = !!state.orderText && /^(Standard|Deep)/.test(slots.service ?? '');
  // "And do clients pay by the hour?" asks what a client pays.
  const clientsPay = /\b(clients?|customers?) (pay|are charged|get charged)\b/.test(text);
  // "Whats the difference ng deep at standard anyway": the services compared, which the help centre answers whoever asks.
  const servicesCompared = /\b(diff|difference|differ\w*|compar\w*|vs\.?|versus)\b/.test(text) && /\b(deep|standard|regular|move[- ]?(in|out)|turnover)\b/.test(text);
  // "And are they insured? If something gets broken, who pays?" after "are the cleaners employees?": a client's worry about
  // the cleaners, said of them; a cleaner's own says "I" or "we" ("what if I break something").
  const theirDamage = /\b(insured|insurance|bonded|broken|breaks?|broke|damaged?|stolen|steals?)\b/.test(text) && !/\b(i|i'm|me|my|we|we're|us|our)\b/.test(text);
  // "Once she's in, can I request her for my units?" after how a cleaner joins: a client asking for that cleaner.
  const askedForHomes = /\b(request|book|choose|pick|ask for|get|keep) (her|him|them|that cleaner|the same cleaner)\b[^.?!]{0,20}\b(my|our) (units?|homes?|houses?|place|apartments?|rentals?|properties|cleanings?)\b/.test(text);
  // "And what I write here in the chat, do you keep it?": the chat's own privacy, whoever asks.
  const stillCrew = state.audience === 'crew' && !slots.audience && !slots.order.rooms.size && !slots.promo && !repriced && !clientsPay && !servicesCompared && !theirDamage && !askedForHomes && !(CHAT_TALKED.test(text) && PRIVACY_SUBJECT.test(text)) && !/\b(here in|in this|in the) chat\b/.test(text);
  // "Ok so where do I find independent reviews" after the creators' videos asks about us, not the program.
  const stillCreator = state.audience === 'creator' && !slots.audience && !slots.order.rooms.size && !slots.promo && !ABOUT_US_NOT_THE_PROGRAM.test(text);
  // "Ok what do I have to fill in to join?" after the business version: that form's fields.
  // "What does the waitlist form ask for?" after the business version is the business waitlist's.
  const named = formNamed(text);
  // A business's conversation ("do u do commercial?") means the business waitlist by "the waitlist".
  const form = state.form ?? (/^Office/.test(state.service ?? '') ? 'businessWaitlist' : null);
  const formBefore = (FORM_FIELDS_ASKED.test(text) || SIZE_ASKED.test(text)) && (!named || (named === 'waitlist' && form === 'businessWaitlist')) ? form : null;
  if (formBefore) return withContext(text, FORM_WORDS[formBefore], facts);
  // "And would I pay it once or for every unit?" after the booking fee: how often the fee is charged.
  if (state.lastText && /\bfees?\b/.test(state.lastText) && !/\bfees?\b/.test(text) && /\b(it|that|this)\b/.test(text) && FEE_PER_WHAT.test(text) && !hasOwnSubject(slots)) return withContext(text, 'the booking fee', facts);
  // "Does it cost money?" after moving or cancelling a visit: what the change costs, the rule the app shows, not the price list.
  if (state.change && !A_CHANGE.test(text) && CHANGE_COSTS.test(text) && !hasOwnSubject(slots)) return withContext(text, state.change === 'cancel' ? 'a fee for cancelling the cleaning' : 'a fee for rescheduling the cleaning', facts);
  // "Can I do it in the app without having to call anyone?" after cancelling or moving a visit: how that change is made.
  if (state.change && !A_CHANGE.test(text) && DONE_BY_ONESELF.test(text) && !hasOwnSubject(slots)) return withContext(text, state.change === 'cancel' ? 'how do I cancel the cleaning' : 'how do I reschedule the cleaning', facts);
  // "And if the tenant tells me only the day before?" after cancelling a visit: cancelling at that notice, the rule the app shows.
  if (state.change && !A_CHANGE.test(text) && WHAT_IF.test(text) && SHORT_NOTICE.test(text) && !hasOwnSubject(slots)) return withContext(text, state.change === 'cancel' ? 'cancelling the cleaning' : 'rescheduling the cleaning', facts);
  // "How do I tell you, and until when can I say it?" after the promise: how and by when a cleaning that fell short is raised.
  if (state.lastText && PROMISE_SAID.test(state.lastText) && /\b(tell|say|report|let) (you|it|u|them|that)\b/.test(text) && !hasOwnSubject(slots)) return withContext(text, 'the satisfaction promise', facts);
  // "And in that case do I still get charged the booking fee?" after the promise: the fee under the promise.
  if (state.lastText && PROMISE_SAID.test(state.lastText) && /\bfees?\b/.test(text) && !PROMISE_SAID.test(text) && (slots.refersBack || /\bin (that|this) case\b/.test(text))) return withContext(text, 'under the satisfaction promise', facts);
  // "Could I put the lockbox code in the notes? Is that safe?": the code written in the notes, not safety at large.
  if (state.lastText && CODE_IN_NOTES.test(state.lastText) && IS_IT_SAFE.test(text)) return withContext(text, 'the lockbox code written in the notes, is it safe', facts);
  // "And if he decides to put it on Airbnb instead?" after "turnover or move-out clean?": the service for the situation said now.
  if (state.lastText && SERVICE_CHOICE_ASKED.test(state.lastText) && !SERVICE_CHOICE_ASKED.test(text) && WHAT_IF.test(text) && !slots.order.rooms.size && !slots.asks.includes('price')
    && situationService(`${text} which service?`) && !situationService(text)) return withContext(text, 'which service?', facts);
  // "And if I clear my browser?", "and if I change my mind later?" after the cookie banner: what clearing does to the answer it stored.
  if (state.lastText && /\b(cookies?|banner)\b/.test(state.lastText) && !/\b(cookies?|banner)\b/.test(text) && (CLEARS_BROWSER.test(text) || CHANGES_MIND.test(text))) return withContext(text, 'the cookie banner', facts);
  // "How do I get rid of it then" after what the chat keeps: clearing the conversation.
  if (state.lastText && /\bchat\b/.test(state.lastText) && /\b(sav\w*|stor\w*|log\w*|keep\w*|record\w*|typed?|wrote|written|put)\b/.test(state.lastText) && !/\b(chat|cookies?|banner|accept\w*|analytics|consent|tracking)\b/.test(text) && ERASE_IT.test(text)) return reread(CLEAR_THE_CHAT, facts);
  // "Ok how do I get on it?" after the business version's waitlist: how to join that list.
  if (form && !named && JOIN_IT.test(text)) return withContext(text, `join ${FORM_WORDS[form]}`, facts);
  // "What do u do with my email after?" after a form: what is sent on that form.
  if (form && DONE_WITH.test(text) && /\b(e-?mail|info|information|data|details|name)\b/.test(text) && !/\b(that|this|it|those|these)\b/.test(text) && !named) return withContext(text, FORM_WORDS[form], facts);
  // "And offices too?" after "what kind of cleaning do you do?": whether that kind of place is cleaned, not an office's price.
  const kindOfPlace = state.lastText && SERVICES_ASKED.test(state.lastText) ? ANOTHER_PLACE_TOO.exec(text) : null;
  if (kindOfPlace && !slots.asks.length && !slots.order.addOns.length && [...slots.order.rooms.keys()].every((room) => room === 'Other Room')) {
    const again = `do you clean ${kindOfPlace[1]!.replace(/ (too|also|as well)$/, '')} too?`;
    return reread(again, facts);
  }
  // "What do you do with my address? do you sell it?": whether the visitor's personal data is sold or shared.
  if (state.lastText && THEIR_DETAILS.test(state.lastText) && SOLD_OR_SHARED.test(text)) return withContext(text, 'my personal data', facts);
  // "So what's the difference?" after a home priced: the two per-room services compared, beside the home priced again (its line "For the same rooms" gives the gap in money).
  if (state.orderText && THE_DIFFERENCE.test(text) && !SERVICE_NAMED.test(text)) return withContext(text, 'between deep and standard cleaning', facts);
  // "And does deep?" after "does a standard cleaning include the inside of the fridge?": the same question of the other tier.
  const otherTier = TIER_ASKED_AGAIN.exec(text);
  if (otherTier && state.lastText && state.lastAsks.includes('covers') && TIER_WORDS.test(state.lastText)) {
    const again = state.lastText.replace(TIER_WORDS, otherTier[1]!);
    return reread(again, facts);
  }
  // "Who gets to see them and how long do you keep them?" after the cleaner's photos: them are the job photos, not the website's data.
  if (state.lastText && PHOTOS.test(state.lastText) && !PHOTOS.test(text) && /\b(them|they|those|these)\b/.test(text) && /\b(see|seen|sees|keep|kept|store|stored|delete|deleted|share|shared|post|posted|online|access)\b/.test(text)) return withContext(text, 'the job photos', facts);
  // "When does it come out, before or after the clean?" after paying: when the card is charged, not when something launches.
  if (state.lastText && PAYING.test(state.lastText) && MONEY_TAKEN_WHEN.test(text)) {
    const again = text.replace(MONEY_TAKEN_WHEN, 'when is my card charged');
    return reread(again, facts);
  }
  // "Ok where exactly in the app?" after asking for something to be noted for the cleaner: where the notes go.
  if (state.lastText && NOTE_FOR_THE_CLEANER.test(state.lastText) && WHERE_IN_THE_APP.test(text)) return withContext(text, 'how do I tell the cleaner in my notes', facts);
  // "Do you log it?", "how do I delete it from here?" after a question about this chat: the chat's own messages.
  if (state.chat && !CHAT_TALKED.test(text) && chatAgain(text)) {
    const again = /\b(it|that|this|them|those)\b/.test(text) ? text.replace(/\b(it|that|this|them|those)\b/, 'this chat') : `${text} (this chat)`;
    return reread(again, facts);
  }
  // "Can I get a copy of the report?" after the background checks: that check's report, not a report of the office cleaned.
  // "And do I gotta pay for it?": the check's cost, not a cleaning's.
  const checkPaid = /\b(pay|pays|paid|cost|costs|charge|fee)\b[^.?!]{0,15}\b(for )?(it|that|this|them)\b/.test(text);
  if (state.check && !CHECK_ASKED.test(text) && !OTHER_PAPERS.test(text) && (CHECK_PAPERS.test(text) || checkPaid)) {
    const again = checkPaid ? text.replace(/\b(it|that|this|them)\b/, 'the background check') : text.replace(CHECK_PAPERS, '$& of the background check');
    return reread(again, facts);
  }
  // "Is that in the terms or just marketing?" after the promise or the code: the terms' section on it.
  if (state.lastText && WRITTEN_IN_THE_TERMS.test(text) && /\b(that|it|this|those|these)\b/.test(text)) {
    const subject = /\b(promise|guarantee\w*|satisf\w*|not happy|unhappy)\b/.test(state.lastText) ? 'the satisfaction promise' : /\b(newcomer|code|promo|offer|discount)\b/.test(state.lastText) ? 'the newcomer offer' : null;
    if (subject) return withContext(text, subject, facts);
  }
  // "At 2 am do they answer?", "do they speak Spanish?" after the phone number: "they" is support, not the cleaners.
  if (state.support && !SUPPORT_ASKED.test(text) && SUPPORT_DOES.test(text) && !hasOwnSubject(slots)) {
    const again = text.replace(/\b(they|them|someone|anyone|somebody|anybody|a person)\b/, 'support');
    return reread(again, facts);
  }
  // "Will the cleaner be ok w him" after "got a dog, sheds like crazy": him is the dog.
  if (state.lastText && PETS.test(state.lastText) && !PETS.test(text) && A_PET_HANDLED.test(text) && !slots.order.rooms.size && !slots.audience) return withContext(text, 'my pet', facts);
  const totalsVisits = !!visitsAsked(text);
  // "Hmm actually every 2 weeks is enough" after "every week... how much a month?": that stretch again, at the new schedule.
  if (state.visitsPeriod && slots.frequency && state.orderText && !slots.order.rooms.size && !totalsVisits && !isFollowUp(text, slots, state)) {
    const again = `${text} (for ${state.visitsPeriod})`;
    return reread(again, facts);
  }
  if (!isFollowUp(text, slots, state)) {
    if (stillCrew) return { text: `${text} (as a cleaner)`, slots: { ...slots, audience: 'crew' } };
    return stillCreator ? { text: `${text} (as a creator)`, slots: { ...slots, audience: 'creator' } } : { text, slots };
  }
  let resolved = namingAddOns(text, state, slots);
  // "Does that include the kitchen and living room?", "is the kitchen included?" after a home priced by its bedrooms and
  // bathrooms: rooms priced on lines of their own, so the home again with them.
  const roomsAsked = state.orderText && !slots.service && !slots.order.addOns.length && !slots.order.rooms.has('Bedroom') && !slots.order.rooms.has('Bathroom') ? ROOMS_INCLUDED_ASKED.exec(text) : null;
  if (roomsAsked) resolved = `add the ${roomsAsked[1] ?? roomsAsked[2]}, how much?`;
  const carried: string[] = [];
  const ownSubject = slots.service || slots.order.rooms.size || slots.order.roomsNamed.length;
  // The service carries to a question that points back or asks about it ("how much?"), not to a new subject ("do you do carpets").
  // A schedule asked after a deep visit is priced by its own tier (see recurringPrice), so Deep does not carry to it, nor to
  // the code asked of that schedule ("with the code how much is the first one?" after "deep first, then standard every 2 weeks").
  // Standard or Deep matters only to a price or to what a visit covers: "ok how do I book" after a deep quote is not re-priced.
  const tierOnly = /^(Standard|Deep)/.test(state.service ?? '') && slots.asks.some((a) => a !== 'price' && a !== 'covers' && a !== 'fee');
  // "And the apartment upstairs, 2 bed 1 bath" after the store: a home's bedrooms are no office's.
  const aHomeAfterAnOffice = /^Office/.test(state.service ?? '') && slots.order.rooms.has('Bedroom');
  // "Will that cost me anything?" after a visit moved or called off: what moving it costs, not the service's price.
  const chargedForMoving = !!state.lastText && (CANCELLING.test(state.lastText) || MOVING_A_VISIT.test(state.lastText)) && !CANCELLING.test(text) && (CHARGED.test(text) || COSTS_ANYTHING.test(text));
  // "If I change my mind, how do I get it deleted?" after the business waitlist: what the form sent, not the service named with it.
  const entryDeleted = !!state.lastText && DELETION_ASKED.test(text) && A_FORM.test(state.lastText);
  if (entryDeleted) {
    const form = formNamed(state.lastText!);
    carried.push(form ? `${FORM_WORDS[form]} form` : 'the form');
  }
  // "Can she use the code? Our office already used it. / And with the oven, how much?" after her apartment was priced: the
  // office named in passing is no service of the home priced.
  const officeAfterAHome = /^Office/.test(state.service ?? '') && !!state.orderText && !!state.order?.rooms.has('Bedroom') && !/^Office/.test(state.orderService ?? '') && (slots.order.addOns.length > 0 || slots.asks.includes('price'));
  // "Do you know when it will be ready?" after the business version, for several spaces: its launch, not the service they need.
  const launchAsked = state.form === 'businessWaitlist' && !ownSubject && !slots.audience && LAUNCH_ASKED.test(text);
  if (launchAsked) carried.push('the business version');
  else if (state.service && !entryDeleted && !chargedForMoving && !slots.service && !slots.audience && (slots.refersBack || slots.asks.length) && !tierOnly && !aHomeAfterAnOffice && !((slots.frequency || (state.frequency && slots.promo && !slots.order.rooms.size)) && /^Deep/.test(state.service))) carried.push((officeAfterAHome ? state.orderService ?? 'standard cleaning' : state.service).toLowerCase());
  // "And with the code?" after a schedule keeps the schedule; "does the code work on the deep one?" asks about that visit;
  // "we already used the code... does the condo count as a new customer?" asks who the code is for, not the schedule's price.
  if (state.frequency && !slots.frequency && slots.promo && !slots.order.tierSaid && !CODE_ELIGIBILITY.test(text)) carried.push(state.frequency);
  // "Every two weeks. Can you? How much a month for my 2 bedrooms...": the month's total, of rooms said again, is of that schedule.
  // "So for one month how much I pay?" after them: the home priced, over the month, at that schedule.
  else if (state.frequency && !slots.frequency && (slots.order.rooms.size > 0 || (!!state.orderText && !ownSubject)) && OVER_A_PERIOD.test(text)) carried.push(state.frequency);
  // "And if she adds dishes wash every time?" after "once a month for 3 months, total?": those visits, with the change (not a
  // tier named: "the deep one" of a plan of a deep visit and standard ones is one visit).
  // "Make it weekly" after "biweekly... per month?": the month again, at the new schedule, not the visits counted at the old.
  if (state.visitsPeriod && slots.frequency && !totalsVisits && !ONE_VISIT.test(text)) carried.push(`for ${state.visitsPeriod}`);
  else if (state.visits && !totalsVisits && (slots.order.addOns.length || slots.order.rooms.size || slots.order.roomsLeftOut.length) && !ONE_VISIT.test(text)) carried.push(`${state.visits} visits`);
  if (stillCrew) carried.push('as a cleaner');
  if (state.audience === 'creator' && !slots.audience && !ABOUT_US_NOT_THE_PROGRAM.test(text)) carried.push('as a creator');
  // "How do I get it deleted?", "and if you say no?" after a question about personal data are about that data.
  if (state.privacy && !launchAsked && !PRIVACY_SUBJECT.test(text) && !hasOwnSubject(slots) && ABOUT_THE_DATA.test(text)) carried.push('my personal data');
  // "And the second house gets it too, right?" after the code: "it" is the code, asked of another home.
  if (state.promo && !slots.promo && CODE_AGAIN.test(text)) carried.push('the code');
  // "Does that apply to a move-out cleaning too?" after the satisfaction promise: the promise, asked of that service.
  if (state.lastText && /\b(promise|guarantee\w*)\b/.test(state.lastText) && !/\b(promise|guarantee\w*)\b/.test(text) && /\b(does|do|would|will|is) (that|it|this) (also )?(apply|count|work|cover|hold)\b/.test(text)) carried.push('the satisfaction promise');
  // "Does that also apply to the Nestwell app?", "and the phone app itself?" after the website's accessibility: the app's
  // accessibility, not the crew's app.
  if (state.lastText && SITE_ACCESS.test(state.lastText) && !SITE_ACCESS.test(text) && /\bapps?\b/.test(text) && /\b(that|it|itself|this|same|too|also)\b|^(and|what about|how about|and what about)\b/.test(text)) carried.push('the website\'s accessibility');
  // "It's been 2 weeks. Too late?" after a cleaning that fell short: too late to raise it.
  // Its question mark goes, so the words carried read as part of it ("deadline (to report a problem ...)").
  const late = state.problem && !A_PROBLEM_RAISED.test(text) && TOO_LATE.test(text);
  if (late) carried.push('to report a problem with the cleaning');
  // "Will you pay me back for it?" after "the cleaner broke my mother's vase": paying for the damage, not a cleaner's pay.
  if (state.damage && !DAMAGE_TOLD.test(text) && PAID_FOR_IT.test(text)) carried.push('the damage the cleaner caused');
  // "How do I let them know?" after "if I'm not happy, must I still pay?": telling us the cleaning fell short.
  if (state.problem && !late && !A_PROBLEM_RAISED.test(text) && TELL_THEM.test(text)) carried.push('that i am not happy with the cleaning');
  // "So I won't be charged for it?", "do I get my money back?" after telling what fell short: the promise, for that cleaning;
  // "would I still be charged for that?" after "and if she never turns up?": the visit missed.
  else if (state.problem && !late && !A_PROBLEM_RAISED.test(text) && !slots.order.rooms.size && !slots.order.addOns.length && PAYS_FOR_IT.test(text)) carried.push(state.lastText && NO_SHOW.test(state.lastText) ? 'if the cleaner never shows up' : 'if i am not happy with the cleaning');
  // "I typed it and the total didn't change" after the code is about the code.
  // "Great, I'll use it on all 30 move-outs" after the code: "it" is the code, whatever service the turn names.
  // "We close in August: can I skip those weeks?" after the code asks about the plan's visits, not the code.
  if (state.promo && !slots.promo && (slots.refersBack && !ownSubject && !slots.asks.includes('stop') || USES_IT.test(text)) && !state.orderText) carried.push('the code');
  // "how much tho" after "is there a booking fee?", "when does it launch?" after the business version: a short
  // question with no subject of its own asks about what was just asked about.
  // "And do clients pay per hour?" after a cleaner's pay names its own subject.
  // "Whats the booking fee then" after a cancellation fee names its fee: another fee than the one asked before.
  const feeKind = /\b(booking|cancell?ation|service|trip|travel|late) fees?\b/.exec(text)?.[1];
  const feeNamed = !!feeKind && !!state.lastText && /\bfees?\b/.test(state.lastText) && !state.lastText.includes(feeKind);
  // "So whats the cheapest possible cleaning" after the booking fee asks of every cleaning.
  const bare = !ownSubject && !feeNamed && !/\b(cheapest|least expensive) (possible )?(cleaning|clean|booking|visit)\b/.test(text) && !slots.order.addOns.length && !slots.promo && !slots.frequency && !slots.audience && !clientsPay && text.split(/\s+/).length <= 6;
  // "How much fee?" after "I want to cancel tomorrow's cleaning" asks that fee.
  if (bare && !chargedForMoving && !state.orderText && state.lastText && (slots.asks.join() === 'price' || (slots.asks.includes('fee') && slots.asks.every((a) => a === 'fee' || a === 'price') && !/\b(cancel\w*|reschedul\w*|move|moving|change)\b/.test(text) && !FEE_INCLUDED.test(text)) || (slots.asks.includes('when') && /\b(it|that|this|they|them)\b/.test(text)) || /^(and |so |but )?when\b[\s?!.]*$/.test(text))) carried.push(lastAsked(state));
  // "What if it's the night before, do we get charged?" after how to cancel a visit: charged for cancelling it.
  // "Is there a fee for that?" after "booked for saturday, can i change it": charged for moving it.
  if (!ownSubject && !feeNamed && !slots.promo && state.lastText && (CANCELLING.test(state.lastText) || MOVING_A_VISIT.test(state.lastText)) && !CANCELLING.test(text) && (CHARGED.test(text) || COSTS_ANYTHING.test(text))) carried.push(CANCELLING.test(state.lastText) && !/\breschedul\w*|\bpostpon\w*/.test(state.lastText) ? 'if we cancel' : 'if we reschedule it');
  // "Ok but like is it 24 hours?" after the cancellation policy: its notice period, not support's hours.
  if (!ownSubject && state.lastText && (CANCELLING.test(state.lastText) || MOVING_A_VISIT.test(state.lastText)) && !CANCELLING.test(text) && HOURS_OF_NOTICE.test(text)) carried.push(/\bcancel\w*/.test(state.lastText) ? 'notice needed to cancel' : 'notice needed to reschedule');
  // "Which service?" after "we're buying a house, should we clean before moving in?": the situation told before decides it.
  if (bare && state.lastText && WHICH_ONE.test(text) && !situationService(text) && situationService(`which service? ${state.lastText}`)) carried.push(state.lastText);
  // "and half bath?" after a price asks a price too.
  // "Actually make it microwave and dishes" after add-ons were priced, however their price was asked ("what do those add?"),
  // not a question of its own about them ("is the outside of the fridge extra too?"); for a service the app prices, the add-ons' list answers.
  // "I have 2 ovens and 2 fridges" after the oven and the fridge were priced: those add-ons, counted.
  if (!slots.asks.length && !state.orderText && (state.lastAsks.includes('price') ? ownSubject || slots.order.addOns.length || (state.lastAddOns.length && appliancesCounted(text).size > 0) : state.lastAddOns.length && slots.order.addOns.length && !text.includes('?') && !APP_PRICED.test(state.service ?? '') && changesAddOns(text, slots))) carried.push('how much');
  // "Oh, and the playroom in the basement, and the laundry room" after a home priced: its price with them.
  if (!slots.asks.length && state.orderText && !slots.audience && !(slots.order.rooms.has('Bedroom') && slots.order.rooms.has('Bathroom')) && ROOMS_SAID_MORE.test(text)) carried.push('how much');
  // "Hmm ok, back to Standard." after a home priced: its price at that tier.
  if (!slots.asks.length && state.orderText && slots.order.tierSaid && !slots.order.rooms.size && TIER_SWITCHED.test(text)) carried.push('how much');
  // After the question, so a fragment still starts as one ("and deep?") for the price follow-up.
  if (carried.length) resolved = `${late ? resolved.replace(/[\s?!.]+$/, '') : resolved} (${carried.join(', ')})`;
  if (resolved !== text) slots = slotsOf(resolved, facts);
  return { text: resolved, slots };
}
