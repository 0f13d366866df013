/**
 * Answers chosen by what a question asks (its slots), not by a keyword: a fee or minimum is not
 * the price list, pausing is not setting up, an arrival time is not the satisfaction promise, a
 * cleaner's pay is not the client's price. Each checks that the site answers the slot it asks
 * about, and says so plainly where it does not.
 */
import { firstCleanCents, formatCents } from '../../../kernel/money.ts';
import type { ChatAnswer, Passage, Source } from '../../../kernel/chat/model.ts';
import { termsOf } from '../../../kernel/chat/search.ts';
import { quote, TELLING_SHARE, type Ranked, type Sections } from '../sections.ts';
import type { DialogueState } from '../understand/dialogue.ts';
import { A_VISIT_COVERS, CLAIMS_TO_BE_US, officeService, PHOTOS, TIER_COMPARED, type Audience, type Slots } from '../understand/slots.ts';
import { addOnTimesIn, ADDS_AN_ADD_ON, CODE_USED, COMMITMENT, COMPARES_TIERS, NO_ADD_ONS, PENALTY, plansVisits, quoteOrder, tierName, tiersPlanned, visitsLines, WHOLE_OFFICE, withoutDropped } from './prices.ts';
import { withoutRooms } from '../understand/rooms.ts';
import { HOUSEHOLD_TASKS } from '../understand/tasks.ts';
import { ADD_ON_NAMED } from '../understand/operations.ts';
import { answerAboutTheApp, asksSiteAccess } from './app-topics.ts';
import { ADD_ON_EXTENT, APP_DATA_ASKED, asksWhereEstimateIsFrom, cleanerLanguage, extraOrIncluded, outsideOfAnItem, PETS, roomLeftOutPaid, ROOMS_LEFT_OUT, SITE_STILL_WORKS, STILL_TRACKED_AFTER_DECLINING } from './intents.ts';
import { HELP_CENTRE, HOME_PRICING, supportLink, SUPPORT_HOURS_ASKED, type HandlerContext } from './context.ts';
import { dedupe, linkTo, list, plain } from '../reply-parts.ts';
import { A_FORM, DETAILS_GIVEN, detailsGiven, ENTRY_DELETED, logoUse, privateInTheChat, SITE_KEEPS, termsSay, WHAT_COLLECTED, whatCollected } from './legal-pages.ts';
import { askedTerms } from '../understand/asked-terms.ts';
import { addOnsAtHomes, mentionsRooms } from '../understand/rooms.ts';
import { FORM_FIELDS_ASKED, formNamed } from './forms.ts';
import { A_PIECE, GIST, numberedParts, postInShort, sentenceOn, titledPost } from './post-parts.ts';

/** A quoted sentence without its markdown bold. */

export interface ScopeContext extends HandlerContext {
  sections: Sections;
}

const BOOKING_FEE: Source = { title: 'The booking fee', url: '/booking-fee' };
/** A workplace described by its rooms, restrooms included ("conference room, kitchenette, 2 restrooms"): its price is asked, said or not. */
const DESCRIBES_A_SPACE = (order: Slots['order']) => order.rooms.size > 1 && (order.rooms.has('Bathroom') || order.rooms.has('Half Bathroom'));
/** The services the price table prices per room. */
const PER_ROOM = /^(Standard|Deep)/;

/** A message in a script no language of languages.ts reads: said plainly, rather than "the site doesn't say". */
export function unreadMessage(ctx: HandlerContext, script: string): ChatAnswer {
  return {
    reply: `I can only answer in English, and I couldn't read your message: it looks like it is written in ${script}. Could you ask me in English? I answer questions about ${ctx.facts.brand}'s cleaning services, prices, the towns we serve, booking and our policies. [Client support](${ctx.facts.clientSupportUrl}) is there 24/7 too.`,
    sources: [HELP_CENTRE],
  };
}

/** A message about something the site has nothing to do with. */
export function outOfScope(ctx: HandlerContext, text = ''): ChatAnswer {
  // "Help me write my resume for the application": an applicant, told where applying happens.
  const applying = FOR_AN_APPLICATION.test(text);
  return {
    reply: `That's outside what I can help with: I answer questions about ${ctx.facts.brand}'s cleaning services, prices, the towns we serve and booking, from this website's own pages. Ask me about any of those, or browse our [help centre](/support).${applying ? `\nApplying to clean for ${ctx.facts.brand} happens on the [Nestwell Crew site](${ctx.facts.crewSiteUrl}); [crew support](${ctx.facts.crewSupportUrl}) can say what the application asks for.` : ''}`,
    sources: [HELP_CENTRE],
  };
}

/** A request made for an application to clean: "my resume for the application", "for my crew application". */
const FOR_AN_APPLICATION = /\b(for|on|in) (the|my|your|a) (crew |job )?application\b|\bto (apply|join the crew|clean for (you|nestwell))\b/;

/** Baking soda and vinegar asked of together: "baking soda + vinegar together is pointless?", "clean the oven with both". */
const SODA_AND_VINEGAR = /\bbaking soda\b[^.?!]{0,40}\bvinegar\b|\bvinegar\b[^.?!]{0,40}\bbaking soda\b/;
/** Which products must never be mixed, none named: "which cleaning products should never be mixed?". */
const NEVER_MIXED = /\b(products?|chemicals?|cleaners)\b[^.?!]{0,40}\b(never|shouldn'?t|should not|must not|not) (be )?(mix\w*|combin\w*)|\bnever (mix|combine)\b/;
/** Mixing cleaning chemicals: the blog's safety rule answers it. */
const MIXING = /\b(mix\w*|combin\w*|together|with)\b.*\b(bleach|vinegar|ammonia)\b.*\b(bleach|vinegar|ammonia)\b|\b(bleach|vinegar|ammonia)\b.*\b(mix\w*|combin\w*|together|with|and)\b.*\b(bleach|vinegar|ammonia)\b/;
/** Whether this chat keeps what is typed: the privacy policy says. */
const CHAT_KEPT = new RegExp([
  String.raw`\b(chats?|conversations?|messages?|what i (type|write|send|say)|my questions?)\b.*\b(stor\w*|sav\w*|log\w*|record\w*|keep|kept|read|track\w*|private)\b|\b(stor\w*|sav\w*|log\w*|record\w*|keep)\b.*\b(chats?|conversations?|messages?|what i (type|write|send|say))\b`,
  // "Does this chat send my questions to OpenAI?": where a question goes ("is this chatgpt?" is who answers: intents.ts).
  String.raw`\b(send|sent|sending|share|shared|pass\w*|go(es|ing)?|feed\w*|pip\w*|forward\w*)\b.{0,40}\b(openai|chatgpt|gpt|ai|llm|anthropic|claude)\b`,
  // "If I type my address into this chat window, who sees it?", "is okay I write here my A-number so you can check?".
  String.raw`\b(typ(e|ing)|writ(e|ing)|enter(ing)?|put(ting)?|giv(e|ing)|shar(e|ing)|send(ing)?|past(e|ing))\b.{0,60}\b(here|chat|this (little )?(window|box))\b.{0,60}\b(who|sees?|reads?|safe|private|stored|kept|okay|ok|check\w*|look\w* up|happens|where (does|do|will) (it|that|this|they) go)\b`,
  // "Is it ok to type my address in this chat?", "what happens to what I write here?", "who can see what I type?".
  String.raw`\b(ok|okay|safe|fine|alright)\b.{0,20}\b(type|write|put|enter|give|share|send|paste)\b.{0,40}\b(here|chat|this (little )?(window|box))\b`,
  String.raw`\b(what happens|what becomes of|who (can |could |will |gets to )?(see|sees|read|reads))\b.{0,20}\b(what (i|we) (type|write|send|say|ask)|my (messages?|questions?|chats?))\b`,
  // "And if I close this window, is it all gone?": the chat kept for that tab only.
  String.raw`\bclos(e|ing) (this|the) (chat )?(window|tab|box|chat|browser)\b.{0,40}\b(gone|lost|deleted|erased|kept|saved|still there|disappear\w*)\b`,
  // "Do i need to put my address and stuff in this chat?": what to send here, and what not.
  String.raw`\b(do|should|must|would) (i|we) (need to |have to |got to )?(put|type|give|enter|write|share|send|tell)\b.{0,40}\b(in|into|to|on) (this|the) chat\b`,
  // "Will this chat show up on my mom's ipad? we share an apple id": the chat kept in this tab only.
  String.raw`\b(this|the|my|our) (chats?|conversations?|messages?)\b.{0,20}\b(show up|shows up|appear\w*|sync\w*|be (seen|visible))\b.{0,20}\b(on|in|to|for)\b`,
  // "What about what I'm typing in this chat right now?": the chat's own record.
  String.raw`\bwhat (i'?m|i am|we'?re|we are) (typing|writing|saying|sending) (in|into|here|to you)\b`,
  // "I wrote my address and phone in chat by mistake. How I delete?", "my grandson say don't put address and phone in chat":
  // details typed here already, or warned against.
  String.raw`\b(wrote|typed|put|entered|sent|gave|posted|don'?t (put|type|write|give|share|send)|do not (put|type|write|give|share|send)|never (put|type|write|give|share|send))\b.{0,60}\b(in|into|on) (the |this )?chat\b`,
].join('|'));
/** Personal details offered to the chat, or a lookup asked of it: what it is, and what not to send. */
const SENDS_DETAILS = /\b((?<!\bip )address|phone|number|a-number|ssn|social security|passport|card|account|password|name|email|birth|details|check|look\w* up|find)\b/;

/** What a service does asked in the message's own words ("what does move out cleaning actually include", "what do you do for turnovers"). */
const SCOPE_ASKED = /\b(includ\w*|involv\w*|what('?s| is) (in it|covered)|what (do|does|will|would) (they|you|it|your|the|a|that|this)( [\w-]+){0,3} (do|cover|include))\b/;

/** The offer asked about: "does the newcomer code work for...", "any discount for a first move-out?", "is the 50% off good for an office?". */
const CODE_ASKED = /\b(newcomer|promo|coupon|(the|your|a|that|this|cleaning|half[- ]price|new[- ]customer|introductory) code|discount)\b|\b\d+ ?% off\b/;

/** What an answer says of a service the app prices: no per-room estimate for it (an estimate beside it would contradict it). */
export const NO_ESTIMATE_FOR = "Only Standard and Deep Cleaning have per-room rates on the site, so I won't turn those into an estimate for";

/** Move In/Out, Rental Turnover and Office Cleaning have no published price: the app prices them. */
function unpricedService(ctx: ScopeContext, service: string, addOns: string[], text: string, asked = true): ChatAnswer {
  const article = ctx.sections.serviceArticle(service);
  const pricing = ctx.sections.serviceSection(service, /pric|cost/i);
  const said = pricing ? quote(pricing).split('\n').find((l) => /price/i.test(l)) : undefined;
  const lines = [
    // A space described without a price asked ("a small office and one restroom, can you do that?") asks whether we clean it.
    ...(!asked && /^Office/.test(service) ? [`Yes, offices and businesses can book ${service}, one of our five services, in the ${ctx.facts.brand} app today.`] : []),
    `${service} has no published price: the ${ctx.facts.brand} app prices it for your space when you describe it, and shows the price, with any booking fee, before you confirm.`,
    // "By the hour or by square footage?": the site prices neither way.
    ...(/\b(by the hour|per hour|hourly|square f(oo|ee)t(age)?|sq\.? ?ft|per foot)\b/.test(text) ? ['The site prices no service by the hour or by square footage: Standard and Deep Cleaning are per room, and the app prices the others for your space.'] : []),
    ...(said && !/^The app shows the price/.test(said) ? [said] : []),
    `${NO_ESTIMATE_FOR} ${service}.${CODE_ASKED.test(text) ? '' : ` Your first cleaning is ${ctx.facts.offer.percentOff}% off with the code ${ctx.facts.offer.code}.`}`,
    // "Does the NEWCOMER code work for an office booking too?": the offer's own terms, which name no service left out.
    ...(CODE_ASKED.test(text) ? [`The code ${ctx.facts.offer.code} takes ${ctx.facts.offer.percentOff}% off a new client's first cleaning, and the site names no service it leaves out; the app shows the discount, with your total, before you confirm.`] : []),
    ...(/\b(business|company|corporate|bulk|volume|office)\b.{0,20}\b(discount|deal|rate)s?\b|\b(discount|deal)s? for (a |my |our )?(business(es)?|company|companies|offices?)\b/.test(text)
      ? [`The site lists no business discount; that code is the only offer it names. A [business version](/business-waitlist) of ${ctx.facts.brand} is coming soon, with a waitlist you can join.`] : []),
    ...addOnPrices(ctx, addOns, text),
  ];
  return { reply: lines.join('\n'), sources: [article ?? HELP_CENTRE, HOME_PRICING] };
}

/** The add-ons asked about have published flat prices, even for a service the app prices; not those a turn takes off ("scratch the oven"). */
function addOnPrices(ctx: ScopeContext, addOns: string[], text: string): string[] {
  const kept = withoutDropped(addOns, text);
  const priced = ctx.facts.addOns.filter((a) => kept.includes(a.item));
  // "Useful add-ons for turnovers, with prices?": the add-ons named by none, so the list of them.
  if (!priced.length && !addOns.length && /\b(add-?ons?|extras)\b/.test(text)) return [`The add-ons do have published flat prices: ${list(ctx.facts.addOns.map((a) => `${a.item} ${formatCents(a.price)}`))}.`];
  if (!priced.length) return [];
  // "2 fridges and the microwave": an add-on is one item, so two of its appliance are two of it.
  const times = addOnTimesIn(text);
  const total = priced.reduce((sum, a) => sum + times(a) * a.price, 0);
  // "To every one of my 5 turnovers": the add-ons of each, added up.
  const homes = addOnsAtHomes(text);
  return [
    `The add-ons you asked about do have published flat prices: ${list(priced.map((a) => (times(a) > 1 ? `${a.item} ${formatCents(a.price)} × ${times(a)}` : `${a.item} ${formatCents(a.price)}`)))}${priced.length > 1 || times(priced[0]!) > 1 ? ` (${formatCents(total)} together)` : ''}.`,
    ...(homes > 1 ? [`For ${homes} of them: ${homes} × ${formatCents(total)} = ${formatCents(homes * total)} in add-ons, on top of each cleaning's price.`] : []),
    // "And with the half-price code, what does that part come to?": the add-ons' part, at the offer, where it is the first cleaning.
    ...(CODE_ASKED.test(text) && homes === 1 ? [`With ${ctx.facts.offer.code}, if this is your first cleaning, that part comes to ${formatCents(firstCleanCents(total, ctx.facts.offer.percentOff))}; the app shows the discounted total before you confirm.`] : []),
  ];
}

/** "Is fridge inside included in a deep clean?": a free surface wipe is, the inside is an add-on. */
function addOnIncluded(ctx: ScopeContext, addOns: string[], service: string | null, text: string): ChatAnswer {
  const priced = ctx.facts.addOns.filter((a) => addOns.includes(a.item));
  const total = priced.reduce((sum, a) => sum + a.price, 0);
  return {
    // "...a fridge full of food and a sink of dishes... whats the dishes thing cost": a price asked, no yes or no to open with.
    reply: `${INCLUSION_ASKED.test(text) ? `${extraOrIncluded(text)} ${service ? `${service}, like every cleaning,` : 'every cleaning'}` : service ? `${service}, like every cleaning,` : 'Every cleaning'} includes a free surface wipe of ${priced.length > 1 ? 'these items' : 'that item'}, but the deeper clean is an add-on at a flat price: ${list(priced.map((a) => `${a.item} ${formatCents(a.price)}`))}${priced.length > 1 ? ` (${formatCents(total)} together)` : ''}. You choose add-ons in the app when you describe your space.`,
    sources: [ctx.page('do-i-need-an-add-on-or-is-the-free-surface-wipe-enough', HOME_PRICING), ctx.page('what-add-on-services-can-i-book', HOME_PRICING)],
  };
}

/** Whether an item is in a cleaning or costs extra, asked. */
// "Is Ortley Beach even covered?" asks where we go.
const INCLUSION_ASKED = /\b(does|do|will|would|can|could)\b[^.?!]{0,40}\b(do|clean|wash|wipe|scrub|include|cover|get)\b|\b(includ\w*|cover(s|ing)?|(?<!\beven )covered|comes? with|part of|extra|free|in the price|charg\w*|pay (extra|more)|(do|does|will|would|can|could) (they|you|she|he|it|the cleaners?|that|this|standard|deep|turnover|the \w+ cleaning) (also )?(do|clean|wash|wipe|scrub|get)|do you (do|clean|wash|wipe)|is (it|that|the \w+) (in|part)|or (is it|do i|does it)|also)\b/;
/** What the add-ons asked include, pointed back at: "does that include...", "do they cover...". */
const THE_ADD_ONS_INCLUDE = /\b(does|do|will|would) (that|it|this|they|those|these|the add-?ons?) (also |even )?(include|cover)\b/;
/** Parts of an appliance: "the oven racks", "the fridge drawers", "the shelves and bins". */
const APPLIANCE_PARTS = /\b(?:(?:oven|fridge|refrigerator|freezer|stove|microwave|dishwasher) )?(?:racks?|drawers?|shelves|shelf|bins?|crisper|trays?|turntable|grates?|burners?|filters?|door seals?|gaskets?)\b(?:[^.?!]{0,40}\b(?:(?:oven|fridge|refrigerator|freezer|stove|microwave|dishwasher) )?(?:racks?|drawers?|shelves|shelf|bins?|crisper|trays?|turntable|grates?|burners?|filters?))?/;

/** A task asked of an add-on, said as doing something: "does the fridge one include tossing old food", "cover defrosting the freezer". */
const TASK_IN_AN_ADD_ON = /\b(?:includ(?:e|es|ing)|cover(?:s|ing)?)\s+((?!cleaning\b|wiping\b|washing\b|scrubbing\b)[a-z]+ing\b(?:\s+(?:out|away|up|off))?(?:\s+(?!or\b|and\b)[a-z']+){0,6})/;
/** The add-on itself asked about, not what a cleaning includes: "the fridge thing", "the dishes add-on", "that one". */
const THE_ADD_ON_ASKED = /\b(add-?on|thing|one|option|extra)\b[^.?!]{0,20}\b(includ\w*|cover\w*)\b/;
/** "Doing the dishes" asked of the dishes add-on is what the add-on is: the item's own name in the task. */
const itemOfTheAddOn = (addOn: string, task: string) => new RegExp(String.raw`\b${addOn.toLowerCase().split(' ')[0]!.replace('refrigerator', '(?:refrigerator|fridge)')}`).test(task);

/** The add-on is the deeper clean of its item; anything more it may take, the site doesn't say. */
function taskInAnAddOn(ctx: ScopeContext, addOn: string, task: string): ChatAnswer {
  const price = ctx.facts.addOns.find((a) => a.item === addOn)?.price;
  return {
    reply: `The site describes ${addOn}${price === undefined ? '' : ` (${formatCents(price)})`} as a deeper clean of that item, and doesn't say whether it includes ${task.replace(/[?.!\s]+$/, '')}, so I can't promise it. Ask ${supportLink(ctx.facts)} before you book, or say what you need in your booking's notes.`,
    sources: [ctx.page('what-add-on-services-can-i-book', HOME_PRICING)],
  };
}

/**
 * What a cleaner does on a visit, asked with no service named: "what does the cleaner actually do when they come?", "what
 * would a typical visit cover?".
 */
const A_VISIT_ASKED = new RegExp(String.raw`\bwhat (exactly |actually )?(does|do|will|would) (the |a |my |your )?(cleaners?|crew|person|housekeeper|maid|cleaning lady|they|she|he) (actually |exactly |even |usually )?(do|clean)\b|${A_VISIT_COVERS.source}`);

/** Household tasks people ask a service to include; the service's list may or may not name them. */
const TASKS = new RegExp(String.raw`\b(${HOUSEHOLD_TASKS})\b`, 'g');
/** One of them named. */
/** What a service does in a room, asked: "what standard cleaning do in bathroom and in kitchen". */
const ROOMS_WORK_ASKED = /\bwhat\b[^.?!]{0,40}\b(do|does|include|includes|cover|covers)\b[^.?!]{0,10}\bin (the )?(bathrooms?|kitchens?|bedrooms?|living rooms?)\b/;
const A_TASK = new RegExp(String.raw`\b(?:${HOUSEHOLD_TASKS})\b`);
/** The add-ons' items, named: what is left of a question once they are answered. */
const ADD_ON_ITEMS = new RegExp(ADD_ON_NAMED, 'g');

/** A task that is a room of the home, which a list covering "every room" covers. */
const A_ROOM_TASK = /^(?:(?:finished|unfinished|the) )?(?:basements?|attics?|dens?|home offices?|laundry rooms?|bonus rooms?|playrooms?|sunrooms?|guest rooms?|family rooms?|dining rooms?|living rooms?)$/i;

/** What a service covers: its article's list, saying first which task asked about the list doesn't name. */
function serviceCovers(ctx: ScopeContext, service: string, text: string): ChatAnswer | null {
  const covers = ctx.sections.serviceSection(service, /covers/i);
  if (!covers) return null;
  const listed = new Set(termsOf(covers.text));
  // "Does Move In/Out cover the finished basement?": a room is in a list that covers "every room".
  const everyRoom = /\bevery room\b/i.test(covers.text);
  const unnamed = [...new Set(text.match(TASKS) ?? [])].filter((task) => !termsOf(task).every((t) => listed.has(t)) && !(everyRoom && A_ROOM_TASK.test(task)));
  // "Does standard include baseboards?": the Deep Cleaning list names them, which is the answer's other half.
  const deep = /^Standard/.test(service) ? ctx.facts.services.find((name) => /^Deep/.test(name)) : undefined;
  const deepList = deep ? ctx.sections.serviceSection(deep, /covers/i) : null;
  // By the word itself: "cabinet fronts" are no "inside the cabinets".
  const inDeep = deepList ? unnamed.filter((task) => new RegExp(String.raw`\b${task}\b`, 'i').test(deepList.text)) : [];
  // "Does that include making the beds?": the sentence of the list that names the task, before the list.
  const named = [...new Set(text.match(TASKS) ?? [])].filter((task) => !unnamed.includes(task));
  const saying = named.length && !unnamed.length ? covers.text.split(/(?<=[.!?])\s+|\n/).find((sentence) => named.some((task) => new RegExp(String.raw`\b${task}\b`, 'i').test(sentence))) : undefined;
  const lead = saying
    ? `On ${list(named)}, the ${service} article says: "${plain(saying).replace(/^[-*]\s*/, '').trim()}" What it covers:\n`
    : unnamed.length
    ? `The ${service} list doesn't name ${list(unnamed)}, so I can't say ${unnamed.length > 1 ? 'they are' : 'it is'} included: ask ${supportLink(ctx.facts)} before you book, or describe it with the Other add-on.${inDeep.length ? ` The [${deep}](${deepList!.url}) list does name ${list(inDeep)}. What the ${service} list names:` : ' What the list does name:'}\n`
    : `${service}: `;
  // "What is NOT included in a standard cleaning?": what the list leaves to add-ons, and to Deep Cleaning.
  const left = EXCLUDED_ASKED.test(text) ? leftOut(ctx, service) : '';
  // "Can the cleaner follow my landlord's move-out checklist?": a list of one's own goes in the notes; the site promises no deposit back.
  const checklist = CHECKLIST.test(text)
    ? `The site doesn't say a cleaner works through a checklist of your own or your landlord's${/\bdeposit\b/.test(text) ? ', or promise that a cleaning gets a deposit back' : ''}: put its points in your notes when you describe your space in the app, and ask ${supportLink(ctx.facts)} before you book if an item isn't on the list below.\n`
    : '';
  return { reply: `${checklist}${lead}${quote(covers)}${left ? `\n${left}` : ''}`, sources: [{ title: covers.title, url: covers.url }] };
}

/** A list of one's own to follow: "my landlord's move-out checklist", "the list my property manager gave me". */
const CHECKLIST = /\b(my|our|his|her|their|own|landlord'?s?|manager'?s?) ([\w-]+ ){0,3}check ?lists?\b|\b(landlord|property manager|management)\b[^.?!]{0,40}\bcheck ?lists?\b|\b(list|inspection (form|report)) (from|that) (my|our|the) (landlord|property manager|management|super)\b|\b(landlord|property manager)'?s? (list|inspection)\b/;

/** What a service does not cover, asked: "what is NOT included", "what doesn't standard cover", "what's excluded". */
const EXCLUDED_ASKED = /(?:\bnot|n'?t)\s+(?:\w+\s+){0,2}(?:includ\w*|cover\w*|part of)\b|\bexclud\w*|\bleft out\b/;

/** What a visit's list leaves out, as the site says it: appliance insides and dishes are add-ons, even with Deep Cleaning. */
function leftOut(ctx: ScopeContext, service: string): string {
  const addOns = ctx.facts.addOns.filter((a) => !/^Other/.test(a.item)).map((a) => `${a.item} ${formatCents(a.price)}`);
  const extras = `the add-ons, each a deeper clean of one item at a flat price (${list(addOns)}), such as the inside of an appliance; the visit itself gives those items a free surface wipe`;
  if (/^Deep/.test(service)) return `Not part of the visit, even with Deep Cleaning: ${extras}.`;
  const deep = ctx.page('what-does-deep-cleaning-include', HELP_CENTRE);
  if (/^Standard/.test(service)) return `Not part of the visit: ${extras}. The extra detail on built-up grime is what [Deep Cleaning](${deep.url}) adds.`;
  return '';
}

/** Which cards or payment methods are taken: "what cards do you take", "do you accept amex". */
const METHODS_ASKED = /\b(what|which) (credit |debit )?(cards?|payment methods?|forms? of payment)\b|\b(take|accept)\w* (amex|visa|mastercard|discover|paypal|apple pay|venmo|zelle|cash|credit cards?|debit cards?)\b/;

/** A minimum, a surcharge, an extra fee: the site lists none but the booking fee. */
function fees(ctx: ScopeContext, text: string): ChatAnswer {
  const named = /\bminimum|\bmin\b/.test(text) ? 'a minimum charge' : /surcharge|premium|upcharge|extra/.test(text) ? 'any surcharge' : 'other fees';
  // "Is there a pet fee? Anything I should do?": no fee listed, and what the site does ask of a home with pets.
  const pets = PETS.test(text) ? ' With a pet, the site says to mention it in your notes when you describe your space in the app, so your cleaner knows before arriving.' : '';
  return {
    reply: `The site doesn't list ${named}, so I won't guess at one. What it does say: rooms and add-ons are charged at flat rates, the same every time, and your order can include a booking fee, a separate line whose amount the app shows, with your total, before you confirm. Nothing is charged until you confirm.${pets} ${supportLink(ctx.facts, true)} can explain any line of your order, 24/7.`,
    sources: [BOOKING_FEE, HOME_PRICING],
  };
}

/** "Anything on top of the room prices?": everything an order adds to its rooms, not one kind of extra. */
const ON_TOP = /\b(on top of|besides|beyond|apart from|other than|in addition to|aside from)\b.{0,25}\b(rooms?|room (rates?|prices?)|per[- ]room|rates?|prices?)\b|\b(anything|what) else\b.{0,30}\b(bill|charged?|pay|costs?|total|order)\b|\bextras?\b.{0,15}\bon top\b/;

function extrasOnTop(ctx: ScopeContext, text: string): ChatAnswer {
  const { facts } = ctx;
  return {
    reply: [
      'On top of the per-room prices, an order can have two more kinds of line:',
      `- Add-ons you choose, at flat prices: ${facts.addOns.map((a) => `${a.item} ${formatCents(a.price)}`).join(', ')}.`,
      `- A booking fee: a separate line whose amount the ${facts.brand} app shows, and whether it applies to your booking, before you confirm; the site doesn't publish the amount.`,
      `The site lists no other fee or surcharge${/\btax(es)?\b/.test(text) ? ', and says nothing about sales tax: the app shows your full total before you confirm' : ''}. Nothing is charged until you confirm, and your first cleaning is ${facts.offer.percentOff}% off with the code ${facts.offer.code}.`,
    ].join('\n'),
    sources: [BOOKING_FEE, HOME_PRICING],
  };
}

/** Visits called off: cancelled, stopped, ended, skipped. */
const CALLS_OFF = /\b(cancel\w*|stop\w*|end|skip\w*|quit)\b/;
/** Visits moved to another day or time. */
const MOVES = /\b(mov|reschedul|shift|push|switch)\w*/;
/** A pause asked for, which the site doesn't describe as such. */
const PAUSED = /\b(pause|paused|pausing|on hold|suspend|freeze)\b/;
/** A booked plan or visit changed: called off, moved, skipped. */
const PLAN_CHANGED = /\b(cancel\w*|chang(e|es|ed|ing)|switch\w*|mov(e|es|ed|ing)|modify\w*|adjust\w*|reschedul\w*|skip\w*|stop\w*)\b/;
/** A change that is not the plan's: of plans or of mind, a move in or out, a switch over to us, a door code changed. */
const NOT_A_PLAN_CHANGE = /\bchange of plans?\b|\bchang\w* (my|her|his|their|our|your) minds?\b|\bmov(e|es|ed|ing)[- ]?(in|out|into)\b|\bmov\w* to (a|the|my|our|her|his) new\b|\b(if|when|after|once|before) (we|i|they|she|he) mov(e|es|ed)\b|\b(chang|switch|mov)\w* over\b|\bchangeover\b|\bswitch\w* to (you|nestwell|your)\b|\b(does|would|will|did) (that|it|this) change\b|\bcodes?\b[^.?!]{0,25}\bchang\w*|\bchang\w*[^.?!]{0,25}\bcodes?\b/g;
/** One visit of a plan: "just that one", "next week's", "keep the rest", "without cancelling the whole thing". */
const ONE_VISIT = /\b(just|only|single|one (visit|week|cleaning|clean|of them|time|day)|that one|this one|that week|this week|next week'?s?|keep the rest|without (cancel\w*|end\w*|stopp\w*|messing|killing|losing|chang\w*|touching|disturbing))\b/;
/** A recurring plan as a whole: "the whole series", "my entire recurring schedule", "all future visits", "from now on". */
const WHOLE_PLAN = /\b(whole|entire|all( of)?( the| my| our)?)\s+(future |upcoming |recurring |regular |weekly |bi-?weekly |monthly )?(plan|schedule|series|cleanings|visits|subscription)\b|\b(recurring|regular) (plan|schedule|series)\b|\bfrom now on\b|\bgoing forward\b/;

/** Whether a message changes a recurring plan: all of it, or one visit called off where the message names the plan. */
function planChanged(text: string, slots: Slots, state: DialogueState): boolean {
  // Not what a change costs ("will switching the day cost me anything?": the rescheduling rule's), nor a code changed, a move out.
  // Nor a penalty or a contract asked about ("if I stop the whole thing, is there a penalty or a contract?"): the commitment answer's.
  if (!PLAN_CHANGED.test(text.replace(NOT_A_PLAN_CHANGE, ' ')) || slots.asks.includes('price') || slots.asks.includes('fee') || CHARGED.test(text) || PENALTY.test(text) || COMMITMENT.test(text)) return false;
  // A home's order changed ("skip the office and the basement every other visit"), the code, support or the notes asked about.
  if (slots.promo || slots.order.rooms.size || slots.order.addOns.length || mentionsRooms(text) || /\b(support|notes?)\b/.test(text) || /\bset (it |them |this |that )?up\b/.test(text)) return false;
  // "What if we switch to every other week instead, what's that a month?" after a home was priced: that home's price at the new rhythm.
  if (state.orderText && slots.frequency && !CALLS_OFF.test(text) && !PAUSED.test(text)) return false;
  const oneVisit = ONE_VISIT.test(text);
  if (oneVisit && MOVES.test(text)) return false;
  return (WHOLE_PLAN.test(text) && !oneVisit) || !!slots.frequency;
}

/**
 * A recurring plan changed, paused or ended: the recurring part of the article for what is done to it (moving visits is the
 * rescheduling article's; calling them off or pausing, the cancellation article's), then that article's steps.
 */
function stopRecurring(ctx: ScopeContext, text: string): ChatAnswer {
  const moving = (MOVES.test(text) || /\bchang\w*/.test(text)) && !CALLS_OFF.test(text) && !PAUSED.test(text);
  const url = ctx.sections.urlEnding(moving ? 'can-i-change-the-date-or-time-of-my-cleaning' : 'what-is-your-cancellation-policy');
  const parts = [ctx.sections.section(url, /recurring/i), ctx.sections.section(url, moving ? /how to move/i : /how to cancel/i)].filter((p) => !!p);
  // Calling visits off, the other way is named: moving them.
  const move = moving ? null : ctx.page('can-i-change-the-date-or-time-of-my-cleaning', HELP_CENTRE);
  return {
    reply: [
      `You manage a recurring plan in the ${ctx.facts.brand} app, one visit or the whole schedule:`,
      ...parts.map((p) => quote(p!)),
      ...(move ? [`If the day is the problem, you can move a visit instead: see ${linkTo(move)}.`] : []),
      // The steps end with where to turn when the app doesn't have the option; a pause the site doesn't describe is said so.
      ...(PAUSED.test(text) ? [`The site doesn't describe a pause button as such; if the app doesn't show the option you need, ${supportLink(ctx.facts)} can change the plan for you, 24/7.`]
        : parts.length < 2 ? [`If the app doesn't show the option you need, ${supportLink(ctx.facts)} can change the plan for you, 24/7.`] : []),
    ].join('\n'),
    sources: dedupe([...parts.map((p) => ({ title: p!.title, url: p!.url })), ...(move ? [move] : [])]),
  };
}

/** One booked visit called off: the cancellation article's steps, and moving it instead. */
function stopOneVisit(ctx: ScopeContext): ChatAnswer {
  const cancel = ctx.sections.section(ctx.sections.urlEnding('what-is-your-cancellation-policy'), /how to cancel/i);
  return {
    reply: [
      'To call off a booked visit, cancel it in the app:',
      ...(cancel ? [quote(cancel)] : []),
      `The cancellation rule for your booking is shown in the app; the site doesn't list deadlines or fees. If the day is the problem, you can move the cleaning instead, in the app. ${supportLink(ctx.facts, true)} can help, 24/7.`,
    ].join('\n'),
    sources: [ctx.page('what-is-your-cancellation-policy', HELP_CENTRE), ctx.page('can-i-change-the-date-or-time-of-my-cleaning', HELP_CENTRE)],
  };
}

/** When the cleaner arrives: the site gives no windows; the app shows the times for your address. */
function arrival(ctx: ScopeContext): ChatAnswer {
  return {
    reply: `The site doesn't give arrival times or windows, so I won't guess. You pick from the times the ${ctx.facts.brand} app shows for your address before you confirm, and the app sends reminders before each visit. For anything about a booked visit's timing, ask ${supportLink(ctx.facts)}, 24/7.`,
    sources: [ctx.page('can-i-change-the-date-or-time-of-my-cleaning', HELP_CENTRE), ctx.page('how-do-i-keep-track-of-my-cleanings-in-the-app', HELP_CENTRE)],
  };
}

/** Money leaving the visitor's card or account, however it is said: "charged", "will money be taken". */
const CHARGED = /\b(charged|billed|card|debited)\b|\bwhen (do|will|should|must|would) (i|we|you) (pay|be charged)\b|\b(money|payment|funds)\b[^.?!]{0,20}\b(taken|come out|comes out|withdrawn|go(es)? out)\b|\b(take|takes|took|pull|pulls) (the |my |our )?(money|payment)\b/;
/** When in the booking's life it happens: "before the cleaner comes", "on Monday or on Friday", "at booking". */
const CHARGED_WHEN = /\b(when|what point|before|after|upfront|up front|in advance|ahead|right away|immediately|at (the time of )?booking|on the day|day of|(on )?(monday|tuesday|wednesday|thursday|friday|saturday|sunday)s?)\b/;

/** When a card is charged: the site says only that nothing is charged until you confirm. */
/** When money is taken, asked with its timing, whatever price word comes with it: "do you charge upfront or after?", "is payment due at booking?". */
const CHARGE_TIMING = /\b(charge|bill|pay|payment|paid)\b[^.?!]{0,30}\b(upfront|up front|in advance|before or after|after or before|(before|after) (the )?(clean\w*|visit|job|service|it'?s done|they come)|at (the time of )?booking|when (i|we) book|due)\b|\b(hold|holds|put a hold|pre-?authori[sz]\w*)\b[^.?!]{0,25}\b(money|funds|card|amount)\b/;

/** How or to whom money is paid, which the payment answers say: cash to the cleaner, an invoice, a transfer asked for by someone else. */
/** Paying other than by card in the app, asked: "pay by cheque", "in cash when she has finished". */
const PAYS_ANOTHER_WAY = /\bpay\w*\b[^.?!]{0,30}\b(by|in|with|using) (a |an )?(personal |paper )?(cash|cheques?|checks?|venmo|zelle|paypal|invoice|bank transfer)\b|\b(take|accept)s? (a |personal |paper )*(cash|cheques?|checks?)\b|\bor (in )?cash\b|\b(give|hand)\b[^.?!]{0,25}\b(cash|cheques?|checks?)\b|\bhow (do|can|would) (i|we) pay\b/;
const PAID_HOW = /\b(cash|cheques?|checks?|venmo|zelle|paypal|invoices?|net ?\d+|transfers?|wire|website|card numbers?|scam\w*|legit|fake)\b/;

function whenCharged(ctx: ScopeContext, text: string): ChatAnswer {
  const [said] = ctx.sections.sentences(['charg', 'confirm']);
  return {
    reply: `You pay in the ${ctx.facts.brand} app as the last step of booking. ${said ? `${said.text} ` : ''}The site doesn't say more about when your card is charged${METHODS_ASKED.test(text) ? ', or list the cards and payment methods it takes: the app shows the payment methods it accepts before you confirm' : ''}; ${supportLink(ctx.facts)} can tell you for your booking, 24/7.`,
    sources: [...(said ? [said.source] : []), ctx.page('how-do-i-pay-&-use-the-newcomer-code', HOME_PRICING)],
  };
}

/**
 * A question about what the website does with personal data, cookies or privacy rights: words that
 * mean something else elsewhere ("GA" is Google Analytics' cookie here, not Georgia; an "access
 * request" asks for one's data, not how a cleaner gets in; "how long" is a deadline or a retention
 * period, not a cleaning's length).
 */
export const PRIVACY_SUBJECT = new RegExp(String.raw`\b((log|logging|record|recording|stor(e|ing)|sav(e|ing)|keep(ing)?|clear(ing)?|delet(e|ing)|eras(e|ing)|wip(e|ing)) (this|the|our|my) (conversation|chat)s?( history)?|(clear|delet|eras|wip|remov)\w*\b[^.?!]{0,30}\b(from|in) (this|the) (chat|conversation)|sell(?:s|ing)?\b[^.?!]{0,40}\b(?:one'?s|people'?s|customers'?|clients'?|personal) (?:data|details|information|info)\b|what (becomes|happens) (of|to) (the things|what|everything|anything) (i|we) (type|write|enter|say) (in|into) (this|the|your) (little )?chat( box| window)?|(delete|deleted|remove|removed|erase|erased|wipe)\b[^.?!]{0,30}\b(my|our) (name|e-?mail|details|application|handles?|submission|entry|sign[- ]?up|phone number)s?|${ENTRY_DELETED.source}|what (will|would|do|does) (you|nestwell) do with (my|our) (address and )?(tele)?phone( number)?|what (happens|becomes) (to|of|with) (my|our) (home )?(address|details|phone number|name)|(my|our) (home )?address (from|in) the app|data|information|info|privacy|personal|cookies?|_?ga|google analytics|analytics|gpc|global privacy control|opt[- ]?outs?|do not sell|(sell|sold|share|shared|sharing) (my|our|your|customer|client|visitor)s?\b(?! (?:old |little )?(?:house|home|place|condo|townhouse|apartment|apt|car|stuff|furniture|unit|business)\b)|(sell|share)s? ((it|them|this|that|those) )?(to|with) (anyone|anybody|others|third|advertisers|marketers|companies)|precise location|geolocation|gps|authori[sz]ed agents?|on (my|her|his|their) behalf|(access|deletion|delete|privacy|opt[- ]?out|data|rights?) requests?|(?<!\b(?:i|we) (?:can|could|may|might|should|need to|want to|would like to) )retain\w*(?! for (?:our|my) (?:files|records))|retention|njdpa|data privacy act|my (e-?mail|details)|(everything|what|anything|all) (you|nestwell) (have|hold|keep|store|know|collected?) (on|about) (me|us)|what (do|does|will) (you|nestwell) (keep|store|retain)\b.{0,30}\bhow long|(payment|card|credit card|bank) (details|info\w*|numbers?|data)|(click|press|hit|tap)(ed)? (decline|accept|reject)|https(?!:\/\/)|security headers|encrypt\w*|(be|being|get|gets|getting|is|are) (sold|shared)|profiling|automated decisions?|server logs?|how long (do|will|would|are|is|does) .{0,40}\b(keep|kept|store|stored|retain\w*|held|hold|saved?))\b`);

/**
 * What a privacy question's words stand for in the policy's own words: a deadline is when "we
 * respond" in "days", a copy of one's data is the "portable" copy, someone acting for you is an
 * "authorized agent", keeping is how long "we keep" before "we delete".
 */
const PRIVACY_WORDS: [RegExp, string][] = [
  [/\b(how (long|many days|quickly|soon|fast)|deadline|days?|weeks?|reply|answer|respond\w*|response|hear back)\b.*\brequests?\b|\brequests?\b.*\b(how (long|many days|quickly|soon|fast)|deadline|days?|weeks?|respond\w*|response|hear back)\b/, 'respond days'],
  [/\b(copy|download|export|see (what|the data|my data)|what (data|info\w*) (you )?(have|hold|keep)|(everything|what|anything|all) (you|nestwell) (have|hold|keep|store|know|collected?) (on|about) (me|us))\b/, 'copy portable'],
  [/\b(someone else|on (my|her|his|their) behalf|for me|agents?|representative|lawyer|attorney|relative|family member)\b/, 'authorized agent'],
  [/\bhow long (would|will|does|do|did) (it|that|this|the \w+) take\b|\b(how (long|quickly|soon|fast)|deadline)\b.*\b(delet\w*|remov\w*|eras\w*)\b|\b(delet\w*|remov\w*|eras\w*)\b.*\bdeadline\b/, 'respond days'],
  [/\b(cost|costs|fees?|free)\b|\bcharge (for|me|anything)\b/, 'free charge'],
  [/\bhow long\b.*\bwait\w*\b|\bwait\w* (for (an? )?(answer|reply|response)|to hear)\b/, 'respond days'],
  [/\b(how long(?!.*\b(take|delet\w*|remov\w*|eras\w*|wait\w*)\b)|retain\w*|retention|until when)\b/, 'keep delete'],
  [/\b(give|giving|hand|pass|disclose|provide|send)\b.*\b(info\w*|data|details)\b.*\bto\b/, 'share'],
  [/\b(police|law enforcement|cops|subpoena\w*|court orders?|government)\b/, 'authorities required law'],
  [/\b(child|children|kids?|teens?|teenagers?|minors?|under (13|18|age)|([1-9]|1[0-7])[- ]?(year|yr)s?[- ]?old|(son|daughter|child|kid|boy|girl) is ([1-9]|1[0-7]))\b/, 'children under 13'],
  [/\b(type|typed|write|say|enter|ask)\b[^.?!]{0,40}\bchat\b|\bchat( box| window)\b/, 'log questions'],
  // "How do I clear this chat?": the conversation is cleared when the tab closes or Clear is pressed.
  [/\b(clear\w*|delet\w*|eras\w*|wip\w*|remov\w*)\b[^.?!]{0,30}\b(conversation|chat)\b/, 'cleared close tab press clear'],
  [/\b_?ga\b/, 'google analytics'],
  [/\b(gpc|global privacy control)\b/, 'global privacy control'],
  [/\b(payment|card|credit card|bank)\b.*\b(details?|info\w*|numbers?|data)\b/, 'payment detail'],
  // Nestwell saying no to a request is an appeal's matter; the visitor declining is the cookie banner's.
  [/\b(you|they|nestwell) (say no|refuse\w*|decline\w*|den(y|ies)|reject\w*)\b|\bappeal\w*/, 'appeal decline'],
  [/(?<!\b(you|they|nestwell) )\b(decline|reject|refuse|say no)\b/, 'decline nothing'],
  // "If I hit decline, does the site still work?": whether the site works without cookies, not what declining loads.
  [SITE_STILL_WORKS, 'site works without cookies'],
  // How to have it deleted is the right to deletion; how long that takes is the timing's (above).
  [/^(?!.*\b(how long|how fast|how soon|deadline|wait\w*)\b).*(\b(get|have) (it|them|this|that|my \w+) (deleted|removed|erased)\b|\b(ask|request)\w* (that|for) [^.?!]{0,60}\b(be )?(deleted|erased|removed)\b|\b(everything|all|anything|it all|(my|our) (data|info\w*|details))\b[^.?!]{0,40}\b(be|get|gets) (deleted|erased|removed)\b|\bhow (do|can|would) (i|we) (delete|erase|remove)\b|\b(ask|asked|request|want|wanted|wanting) (you |nestwell |your company |the company )?(to )?(delete|erase|remove)\b)/, 'right delete'],
  [/\bprofil\w*|automated decisions?\b/, 'profiling'],
  // "https://x.com/..." is an address, not the question of HTTPS.
  [/\b(encrypt\w*|https(?!:\/\/)|ssl|tls|secure connection)\b/, 'https encrypted'],
  [/\bgps\b|\bgeolocation\b|\bwhere i am\b/, 'precise location'],
];

/** An application, which on this site can only be one to clean (the apps are "apps"): "the info I put on the application". */
const AN_APPLICATION = /\b(the|my|an|your|job|crew) application\b|\bif (i|we) apply\b(?! (for|to) (delet|remov|eras|the code|a discount))|\bapply(ing)? (to (clean|work|join)|for (a |the )?(job|position|crew))\b/;

/** Teens and children, said: "at least 13 but younger than 17", "my 15 year old", "kids". */
const MINORS = /\b(teens?|teenagers?|child|children|kids?|minors?|under (13|16|17|18)|(1[0-7]|[1-9])[- ]?(year|yr)s?[- ]?old|younger than \d+)\b/;

/** A privacy or cookie question the privacy policy, the notice or the cookie policy answers: its own sentences, best first. */
function saidInLegal(ctx: ScopeContext, text: string): ChatAnswer | null {
  // "What info does the app take when I book?": the booking answer says what the app asks (intents.ts).
  if (APP_DATA_ASKED.test(text)) return null;
  // "What do you collect, and do you sell it?": what is collected, and the policy's sentence on the rest.
  if (WHAT_COLLECTED.test(text)) {
    const collected = whatCollected(ctx);
    const rest = text.replace(WHAT_COLLECTED, ' ');
    const more = collected && /\b(sell|sold|share\w*|delet\w*|keep|kept|how long)\b/.test(rest) ? saidInLegal(ctx, rest) : null;
    if (collected) return more ? { reply: `${collected.reply}\n\n${more.reply}`, sources: dedupe([...collected.sources, ...more.sources]) } : collected;
  }
  // "If I decline, does the price list still work?": the cookie topic says what declining does and that the site works.
  if (SITE_STILL_WORKS.test(text) && /\b(declin\w*|reject\w*|refus\w*|say no)\b/.test(text)) return null;
  // "I pressed Decline. Does it still track me?": the same topic says what declining leaves kept.
  if (STILL_TRACKED_AFTER_DECLINING.test(text)) return null;
  const extra = PRIVACY_WORDS.filter(([re]) => re.test(text)).map(([, words]) => words).join(' ');
  // "data", "personal" and "privacy" fold onto "information", which nearly every sentence names: the rest tells.
  // Where the question's words were mapped onto the policy's, a word the site never uses ("behalf") is wording, not a subject it is silent on.
  const wanted = askedTerms(`${text} ${extra}`).filter((t) => t !== 'nestwell' && t !== 'information' && (!extra || ctx.sections.uses(t) > 0));
  // "Should I press Accept or not?" asks for advice, which no one sentence gives: the legal topic sets out the choice ("should I
  // wish it, could I ask…" does not).
  if (/\bshould (i|we)\b(?! (ever |later |one day )?(wish|want|decide|choose)\b)|\bor (no|not)\b/.test(text)) return null;
  // "Do you use cookies?", "where's your privacy policy?": the document itself, which the legal topic answers with its links.
  const particular = wanted.filter((t) => !ABOUT_THE_DOCUMENT.has(t));
  if (!particular.length) return null;
  // What the question does with the data ("sold to third parties"), and the policy's words the question was
  // mapped onto, are what the sentence (or the sentence introducing its list) must name.
  const act = [...wanted.filter((t) => PRIVACY_ACTS.has(t)), ...termsOf(extra)];
  // Ranked by what the question asks beyond the documents' subject: "cookies for advertising" is about advertising.
  // A rule for teens or children answers only a question about them ("you gonna sell my email?" is not one).
  const ofMinors = (said: string) => MINORS.test(said.toLowerCase());
  const ranked = ctx.sections.ranked(particular, ['legal'], 40).filter((r) => PRIVACY_DOCS.test(r.source.title) && act.every((t) => r.named.includes(t) || termsOf(r.text).includes(t)) && (!ofMinors(r.text) || ofMinors(text)));
  const best = ranked[0];
  // A sentence that names what is done with the data, or the policy's words for what was asked, answers however the rest is worded.
  if (!best || (!act.length && best.coverage < PRIVACY_MATCH)) return null;
  // A second sentence of the same document that carries as much adds what the first leaves out.
  const more = ranked.find((r) => r !== best && r.source.url === best.source.url && r.coverage >= best.coverage * 0.9 && r.named.length >= 2 && !best.text.includes(r.text) && !r.text.includes(best.text));
  // A row of the notice's table reads as its cells, one after the other.
  const said = [best, ...(more ? [more] : [])].map((r) => r.text.replace(/\*\*|`/g, '').replace(/^\|\s*|\s*\|\s*$/gm, '').replace(/\s+\|\s+/g, '; '));
  // "If I put my info on the application, do you sell it?": an application to clean is made on the crew site, under its own policy.
  const crewSite = AN_APPLICATION.test(text) && !/\b(creators?|program|waitlist|influencers?|cookies?|banner)\b/.test(text) ? `If you mean an application to clean with us: applications happen on the [Nestwell Crew site](${ctx.facts.crewSiteUrl}), and our Privacy Policy says the crew site has its own privacy policy, which applies there; [crew support](${ctx.facts.crewSupportUrl}) can tell you more. For this website, our policies say:\n` : '';
  // "Only as needed for the purposes above", quoted without the section above it: which purposes those are.
  const above = said.some((line) => /\bthe purposes above\b/.test(line)) ? '\n"The purposes above" are the ones the policy lists under How we use information.' : '';
  return {
    reply: `${crewSite}${said.join('\n')}${above}\nThat is from our ${linkTo(best.source)}. Questions or requests about your information go to ${supportLink(ctx.facts)}, 24/7.`,
    sources: dedupe([best.source, ...(more ? [more.source] : []), ctx.page('how-does-nestwell-handle-my-personal-information', HELP_CENTRE)]),
  };
}

/** How to join the business waitlist, asked beside what it collects. */
const JOINS_THE_WAITLIST = /\b(how|where) (do|can|could|would|should) (i|we) (get on|join|sign up|signup|register|put (me|us|my name) on)\b[^.?!]{0,30}\bbusiness wait ?list\b/;

/** Someone asking about a person's data for them: "could my daughter ask on my behalf?". */
const FOR_SOMEONE = /\bon (my|her|his|their|our) behalf\b|\b(act|acting|acts) for (me|her|him|them|us)\b|\bauthori[sz]ed (agent|person|someone|representative)s?\b|\bpower of attorney\b/;

/** "We also have an office in Parsippany. Do you cover it?", "a second office in Midtown. Covered?": where we go, not what a service covers. */
const WHERE_WE_GO = /\b(you|u|y'?all|nestwell)( guys)? cover (it|there|that|this|them)\b|(?:^|[.!?]\s*)(?:(?:is|are) (?:it|that|this|they|we) )?covered\s*\?/;

/** A request made for someone else: the policy's authorized agents, and where a request goes. */
function byAnAgent(ctx: ScopeContext, text: string): ChatAnswer | null {
  // "May he book a cleaning for my house on my behalf?" is no request about data.
  if (!FOR_SOMEONE.test(text) || !/\b(data|information|info|delet\w*|erase|requests?|opt[- ]?outs?|privacy|records?)\b/.test(text)) return null;
  const [agent] = ctx.sections.sentences(['authorized', 'agent'], 1, ['legal'], /privacy policy/i);
  if (!agent) return null;
  // The bullet's second sentence (what may be asked of the agent), and when a request is answered.
  const more = [['agent', 'proof'], ['respond', 'days']].flatMap((terms) => ctx.sections.sentences(terms, 1, ['legal'], /privacy policy/i));
  const said = [agent, ...more].map((r) => plain(r.text));
  // "...delete my father's information on his behalf?": the request itself is answered too.
  const request = /\bdelet\w*|\berase\w*/.test(text) ? saidInLegal(ctx, text.replace(FOR_SOMEONE, ' ')) : null;
  return {
    reply: `${request ? `${request.reply}\n\n` : ''}${said.join('\n')}\nThat is from our ${linkTo(agent.source)}. Requests about your information go to ${supportLink(ctx.facts)}, 24/7.`,
    sources: dedupe([...(request?.sources ?? []), agent.source, ctx.page('how-does-nestwell-handle-my-personal-information', HELP_CENTRE)]),
  };
}

/** What can be done with personal data: a sentence about another act does not answer. */
const PRIVACY_ACTS = new Set(termsOf('sell share delete correct copy agent respond'));
/** Words that name the privacy documents or their subject and nothing more particular. */
const ABOUT_THE_DOCUMENT = new Set(termsOf('cookies privacy policy policies notice information data personal website site read find where see link'));
/** The documents that speak about personal data and cookies. */
const PRIVACY_DOCS = /privacy|notice|cookie/i;
/** The share of a privacy question's weight a sentence must carry to be quoted. */
const PRIVACY_MATCH = 0.67;

/** Whether a cleaning was done, asked by someone who cannot look: away, or wanting proof. */
const CHECK_DONE = /\b(check|confirm|verify|see|know|make sure|proof|prove|evidence|tell)\b.*\b(done|cleaned|finished|happened|completed|(did|do|does) (the|a good|their|its) (job|work)|actually (came|come|cleaned|clean|did|showed up)|(work|job|cleaning) (was|got|is|went))\b|\b(verify|confirm) (it|that|this|the (work|cleaning|turnover|job))\b/;
/** Whether a visit happened at all: "can I see that they came?", "how do I know if the cleaner showed up?". */
const CAME = /\b(see|know|check|confirm|verify|tell)\b[^.?!]{0,20}\b(that|if|whether) (they|she|he|the cleaners?|someone|anyone|somebody) (actually |really )?(came|showed up|turned up|was there|were there|has been|have been)\b/;
const NOT_THERE = /\b(away|not (be )?(home|there)|won'?t be (home|there)|remote\w*|from afar|(hours?|hrs?|miles|mins?|minutes) away|out of (town|state|the country)|abroad|(on )?(holiday|vacation)|travel\w*|at work|another (state|city)|actually|really|proof|prove|evidence|verify)\b/;

/** Checking a cleaning from afar: the job photos in the app, in the photos article's own words. */
function jobPhotos(ctx: ScopeContext): ChatAnswer | null {
  const url = ctx.sections.urlEnding('can-i-see-photos-of-my-finished-cleaning');
  const opening = ctx.sections.section(url, /^$/);
  const where = ctx.sections.section(url, /where/i);
  if (!opening) return null;
  return { reply: [quote(opening), ...(where ? [quote(where)] : [])].join('\n'), sources: [{ title: opening.title, url: opening.url }] };
}

/** Which price counts, the website's table (or this chat's) or the app's: the terms say the app confirms it before you book. */
const WHICH_PRICE = /^(?=.*\b(binding|final|official|guaranteed|real|actual(ly)?|exact|locked|honou?r(ed)?|match(es)?|differ\w*|same|which|count)\b)(?=.*\b(price|prices|rate|rates|total|quote)\b)(?=.*\b(app|application|website|site|online|table|page|chat|assistant)\b|.*\byou (quote|tell|give|gave) (me |us )?(a |the |one )?(price|quote|total|figure|number)\b)/;

function bindingPrice(ctx: ScopeContext): ChatAnswer | null {
  const [said] = ctx.sections.sentences(['price', 'confirm', 'book'], 1, ['legal'], /terms/i);
  if (!said) return null;
  return {
    reply: `The price you pay is the one the ${ctx.facts.brand} app confirms before you book. Our ${linkTo(said.source)} say: "${said.text}" The website's table gives the flat rates per room and per add-on the app prices with; nothing is charged until you confirm.`,
    sources: [said.source, HOME_PRICING],
  };
}

/** Where the help centre is: its address and what its articles are about. */
const HELP_CENTRE_ASKED = /\b(help ?(centre|center|desk|articles?|section|pages?)|faqs?|knowledge ?base|support (articles?|pages?|centre|center|section))\b/;

function helpCentre(ctx: ScopeContext): ChatAnswer {
  return {
    reply: `Our [help centre](${HELP_CENTRE.url}) has articles on ${list(ctx.sections.helpTopics().map((t) => t.toLowerCase()))}. For anything it doesn't answer, ${supportLink(ctx.facts)} is there 24/7.`,
    sources: [HELP_CENTRE],
  };
}

/**
 * "What if it's every other week?" about a home already priced: every visit at the same rates.
 * The home's service level carries unless the turn names one, except that a deep first visit is
 * followed by Standard visits, as the site advises ("Deep first, then Standard").
 */
function recurringPrice(ctx: ScopeContext, home: Slots['order'], now: Slots['order'], frequency: string, text: string): ChatAnswer {
  const afterDeep = home.tier === 'deep' && !now.tierSaid;
  // "Deep the first time with the half-off code, then regular every other week": the first visit at one tier, the rest at another.
  const planned = tiersPlanned(text);
  // "Every other week will do, and please leave out the dining room": the home as the turn leaves it.
  const rooms = now.roomsLeftOut.length ? withoutRooms(home.rooms, now.roomsLeftOut) : home.rooms;
  // "Every week, with dishes and fridge added each time": the add-ons the turn names join the home's.
  const kept = withoutDropped(home.addOns, text);
  const order = { ...home, rooms, tier: planned?.then ?? (now.tierSaid ? now.tier : afterDeep ? 'standard' as const : home.tier), addOns: NO_ADD_ONS.test(text) ? now.addOns : [...kept, ...withoutDropped(now.addOns, text).filter((item) => !kept.includes(item))] };
  const quoted = quoteOrder(order, ctx.facts);
  // "Then each regular standard visit after that": the first visit was the deep one the home was priced at; "if I do the
  // standard one every month" says nothing of a deep first visit.
  // "With the code?" after a deep first visit priced: the code's half is the deep visit's, the first one.
  const deepFirst = home.tier === 'deep' && order.tier !== 'deep' && /\b(after (that|the first|it)|then|thereafter|afterwards?|following|code|newcomer)\b/.test(text);
  const firstTier = planned?.first ?? (deepFirst ? 'deep' : order.tier);
  // The first visit is the home as it was priced, where that was at its tier ("add oven and fridge inside", then "just
  // standard, no add-ons" after it).
  const first = quoteOrder(home.tier === firstTier ? home : { ...order, tier: firstTier }, ctx.facts);
  const { facts } = ctx;
  return {
    reply: [
      `You set up a recurring booking in the ${facts.brand} app: when you book, choose to make it recurring, and the app shows the schedules you can pick and the times available before you confirm${/\b(regular|recurring|ongoing)/.test(frequency) ? '' : `; the site doesn't list which schedules are offered, so check that ${frequency} is there`}.`,
      ...(afterDeep ? ['For the regular visits after a deep first visit, the site suggests Deep first, then Standard Cleaning, with an occasional Deep Cleaning when you want one.'] : []),
      firstTier !== order.tier
        ? `The first visit, on ${tierName(firstTier)}, is ${formatCents(first.total)} for this home, ${formatCents(first.firstClean)} with ${facts.offer.code} (${facts.offer.percentOff}% off the first cleaning only); each ${tierName(order.tier)} visit after it is ${formatCents(quoted.total)}, at the same flat rates every time. The app shows each total, with any booking fee, before you confirm.`
        : `Every visit is priced at the same flat rates: ${formatCents(quoted.total)} per visit for this home on ${tierName(order.tier)}. ${facts.offer.code} takes ${facts.offer.percentOff}% off the first cleaning only (${formatCents(quoted.firstClean)}); later visits are at the regular rate. The app shows each total, with any booking fee, before you confirm.`,
      // "If that's weekly, what per month, call it four visits?": those visits, added up.
      ...visitsLines(quoted.total, quoted.firstClean, text, facts),
    ].join('\n'),
    sources: [ctx.page('can-i-set-up-recurring-cleanings', HELP_CENTRE), HOME_PRICING],
  };
}

/** When to book a move's cleaning beside the movers: "schedule the cleaning relative to the movers", "before or after the movers?". */
const MOVERS_TIMING = /\b(before or after|after or before|relative to|when should|what time should|how long after)\b[^.?!]{0,40}\bmovers?\b|\bmovers?\b[^.?!]{0,60}\b(before or after|after or before|book (it )?(before|after)\??$|when should)\b/;
/** Proof of a home's condition for a landlord: "a receipt or proof of professional cleaning to show my landlord" (not a receipt for the books, nor a certificate of insurance). */
const PROOF_OF_CLEANING = /^(?![\s\S]*\b(insur\w*|coi|bond\w*)\b)[\s\S]*(?:\b(receipt|proof|record|evidence|documentation|certificate)\b[^.?!]{0,50}\b(landlord|deposit|condition|move[- ]?out|walk-?through|lease)\b|\b(landlord|deposit|move[- ]?out|lease)\b[^.?!]{0,50}\b(proof|record|evidence|receipt|certificate)\b)/;
/** Telling how a cleaning went: "is there somewhere we can say how it went?", "can I leave feedback on the cleaner?". */
const HOW_IT_WENT = /\b(say|tell (you|them|someone)|let (you|them) know|report) how (it|the cleaning|the clean|they|she|he) (went|did)\b|\b(leave|give|send|submit) (some |my |our )?feedback\b(?! (about|on|for) (the |your )?app)|\b(rate|review) (the|my|our) cleaner\b|\b(how|where) (do|can|should) (i|we) (rate|review) (my|the|our|a) (cleaner|visit|cleaning)\b/;
/** Regular cleanings with a deeper one now and then: "mix regular cleans with a deep one", "standard weekly and deep once a month". */
const TIERS_MIXED = /\b(mix|combine|alternate|switch between|pair)\b[^.?!]{0,60}\b(deep\w*|standard|regular)\b|\b(standard|regular)\b[^.?!]{0,40}\b(and|with|plus)\b[^.?!]{0,20}\b(a |an )?(deep\w*) (one|clean\w*)? ?(every|once|now and then|occasionally|sometimes|each)\b/;

/** Visits spread over time ("every two weeks", "now and then"), not two tiers in one visit. */
const VISITS_OVER_TIME = /\b(every|each|now and then|occasional\w*|once|twice|a year|monthly|weekly)\b/;

/** The words of the help centre's own sentences quoted for those questions, as the index reads them: made once. */
const HELP_WORDS = {
  movers: termsOf('book after the furniture and boxes'),
  tiersMixed: ['pair', 'standard', 'occasional', 'deep'],
  photos: termsOf('review the job photos in the app afterward'),
  record: termsOf('handy record how you left the place'),
  // Where it is left ("Leave honest feedback in the app"), then what it does.
  feedbackInTheApp: termsOf('leave honest feedback in the app'),
  feedback: termsOf('honest feedback after each visit next match'),
};

/** Deep's scope asked against the other tier's: "what does deep include that regular doesn't?". */
const WHAT_DEEP_ADDS = /\bdeep\b[^.?!]*\bthat (?:the |an? )?(?:standard|regular|basic|normal|ordinary)(?: one| clean(?:ing)?| visit)? (?:does ?n'?t|does not|won'?t|will not)\b/;

/**
 * The answer a question's slots call for, where a keyword would pick a nearby canned one; null
 * when the slots say nothing more than the topic handlers do.
 */
export function answerBySlots(slots: Slots, text: string, state: DialogueState, ctx: ScopeContext): ChatAnswer | null {
  if (slots.offTopic) return outOfScope(ctx, text);
  // "An account DM'd me a $50 'onboarding fee': is that you?": our official profiles answer it (intents), not the fee named.
  if (CLAIMS_TO_BE_US.test(text)) return null;
  // Answers of their own before the notes and fees their words also name.
  const own = cleanerLanguage(text, ctx) ?? outsideOfAnItem(text, ctx) ?? termsSay(ctx, text) ?? logoUse(ctx, text);
  if (own) return own;
  // Mixing products, the blog's or not, before any post: "which products should never be mixed?".
  // "Baking soda + vinegar together, good or pointless?": the part of a post that says what mixing them does.
  if (SODA_AND_VINEGAR.test(text) && !/\b(bleach|ammonia)\b/.test(text)) {
    const part = ctx.sections.postSections().find(({ section }) => /baking soda/i.test(section.text) && /vinegar/i.test(section.text) && /\bmix/i.test(section.text));
    if (part) return { reply: `Our blog post ${linkTo(part.source)} covers that, under "${plain(part.section.section)}":\n${quote(part.section)}`, sources: [part.source] };
  }
  const warning = MIXING.test(text) || NEVER_MIXED.test(text) ? ctx.sections.sentences(['never', 'mix', 'bleach'], 1, ['blog']) : [];
  if (warning.length) {
    // With the rest of its paragraph, which says why: "...can release harmful gases".
    return { reply: `${plain(sentenceOn(ctx, warning[0]!))}\nThat is from our blog post ${linkTo(warning[0]!.source)}.`, sources: [warning[0]!.source] };
  }
  // A price asked with the blog's example ("your blog says 1 bed 1 bath is...") is the price handler's; where its
  // figure for time spent cleaning comes from, the estimate topic's.
  const post = slots.order.rooms.size || asksWhereEstimateIsFrom(text) ? null : askedForPost(text, ctx);
  if (post) return post;
  const asks = new Set(slots.asks);
  // "Can the cleaner skip one room?" then "does that make it cheaper then": a room left out, whose rate is not paid.
  if (slots.refersBack && !slots.order.rooms.size && CHEAPER.test(text) && state.lastText && ROOMS_LEFT_OUT.test(state.lastText)) return roomLeftOutPaid(ctx);
  // A discount asked for a service the app prices is asked of that price: never a per-room total as its price.
  // The conversation's service carries to a price asked after it ("a move-out clean" then "how much for 3 bed 1 bath?"),
  // unless the turn moves from an office to a home.
  const carried = state.service && !PER_ROOM.test(state.service) && !(/^Office/.test(state.service) && /\b(home|house|apartment|apt|condo)\b/.test(text)) ? state.service : null;
  // Add-ons asked about alone ("how much would fridge + oven add?") keep their own flat prices.
  // "And if we add the fridge and oven?" after a move-out was asked about: add-ons to a cleaning the app prices.
  // "Fine. Add fridge inside, oven inside and microwave inside" after it, too (not "add the oven since we're moving out" after a
  // deep clean priced: the service named now is the reason, not the cleaning booked).
  // "Actually skip the microwave and do the dishwasher instead" after a move-out's add-ons: the add-ons changed, same cleaning.
  const toThePriced = !!state.orderText && (slots.refersBack || ((ADDS_AN_ADD_ON.test(text) || /\b(instead|skip|drop|swap|replace|remove)\b/.test(text)) && !slots.service));
  // "Do you do move-outs?" and, with nothing priced since, "Fine, add fridge + oven. What's the total?": that cleaning's total.
  const toTheService = !!carried && !state.orderText && !slots.service && asks.has('price') && ADDS_AN_ADD_ON.test(text);
  const addsToIt = slots.order.addOns.length > 0 && (toThePriced || toTheService);
  // A workplace described by its rooms with nothing asked: whether we clean it, and its price.
  const spaceOnly = DESCRIBES_A_SPACE(slots.order) && !asks.size;
  // "How much to clean our office, standard?": the office's service, whatever tier its visits would be.
  // Not after a home priced ("she'll be crated in the office, so skip that room"), nor beside another service named.
  const office = WHOLE_OFFICE.test(text) && !state.orderText && !slots.order.rooms.size && !slots.order.addOns.length && !/^(Move|Rental)/.test(slots.service ?? '') ? officeService(ctx.facts) : null;
  // "Is it the same per-room price as the regular cleaning?" of a move-out, "a turnover, same room rates as standard?": the
  // tier named is what the service is compared with, not the cleaning asked about.
  const againstATier = TIER_COMPARED.test(text) && !slots.order.rooms.size;
  const named = againstATier && PER_ROOM.test(slots.service ?? '') ? null : slots.service;
  const service = office ?? named ?? (carried && (asks.has('price') || slots.promo || addsToIt || (spaceOnly && /^Office/.test(carried))) && (slots.order.rooms.size || !slots.order.addOns.length || addsToIt) ? carried : null);
  // "Is the business version gonna be cheaper?": the coming app's prices, which the business answer says are not announced.
  // "How much notice to cancel that week's turnover, and is there a charge?" asks about calling a visit off, not its price.
  // "Will moving it cost me anything?" after moving a turnover asks what the change costs, the rescheduling rule's.
  const callsOff = (/\b(cancel\w*|reschedul\w*|call(ing)? off)\b/.test(text) || /\b(mov(e|es|ed|ing)|push(es|ed|ing)?|shift(s|ed|ing)?) (it|them|that|this)\b(?! (to|into) (a |an |the )?(standard|deep|move|rental|turnover|office))/.test(text)) && !slots.order.rooms.size;
  if (service && !PER_ROOM.test(service) && !/\bbusiness version\b/.test(text) && !callsOff && (asks.has('price') || addsToIt || (spaceOnly && /^Office/.test(service)) || (slots.promo && !CODE_USED.test(text) && (slots.order.rooms.size > 0 || !!state.orderText))) && (!slots.order.tierSaid || service === office || againstATier)) {
    const priced = unpricedService(ctx, service, slots.order.addOns, text, !spaceOnly);
    // "What does the move out cleaning include and how much is it?": what it covers, then how it is priced.
    // Once: a follow-up ("and how much") leans on the turn before, which was answered.
    const covers = SCOPE_ASKED.test(text) && !SCOPE_ASKED.test(state.lastText ?? '') && !slots.order.addOns.length ? serviceCovers(ctx, service, text) : null;
    return covers ? { reply: `${covers.reply}\n\n${priced.reply}`, sources: dedupe([...covers.sources, ...priced.sources]) } : priced;
  }
  // "When do I book it relative to the movers?", "regular cleans with a deeper one now and then?": the help centre's own sentence.
  // "Proof of the cleaning for my landlord": the job photos as the record; "where do we say how it went": the feedback.
  const helpSays = MOVERS_TIMING.test(text) ? ctx.sections.sentences(HELP_WORDS.movers, 1, ['help'])
    // "2 bed 1 bath, standard every two weeks and a deep clean now and then: how much per visit?" is the price's.
    : TIERS_MIXED.test(text) && !/\b(recurring|set (it )?up)\b/.test(text) && !(asks.has('price') && slots.order.rooms.size && VISITS_OVER_TIME.test(text)) ? ctx.sections.sentences(HELP_WORDS.tiersMixed, 1, ['help'])
    : PROOF_OF_CLEANING.test(text) ? [...ctx.sections.sentences(HELP_WORDS.photos, 1, ['help']), ...ctx.sections.sentences(HELP_WORDS.record, 1, ['help'])]
    : HOW_IT_WENT.test(text) ? [...ctx.sections.sentences(HELP_WORDS.feedbackInTheApp, 1, ['help']), ...ctx.sections.sentences(HELP_WORDS.feedback, 1, ['help'])] : [];
  // "Can your photos be used as proof?": a record, as the site says; whether anyone must accept it, it doesn't say.
  const asProof = PROOF_OF_CLEANING.test(text) && /\b(proof|evidence|court|dispute|legal\w*)\b/.test(text) ? ["The site doesn't say whether a landlord, a tenant or a court has to accept them as proof."] : [];
  // "Can I get a receipt or certificate or something?": a paper the site never mentions.
  if (PROOF_OF_CLEANING.test(text) && /\b(receipts?|certificates?|invoices?|letters?|paperwork|documents?)\b/.test(text)) asProof.push(`The site doesn't mention a receipt or a certificate of cleaning; ask ${supportLink(ctx.facts)} for one, 24/7.`);
  // Sentences of two articles ("Leave honest feedback in the app", then what feedback does) name both.
  const saidIn = dedupe(helpSays.map((t) => t.source));
  if (helpSays.length) return { reply: [helpSays.map((t) => plain(t.text)).join(' '), `That is from our help article${saidIn.length > 1 ? 's' : ''} ${list(saidIn.map(linkTo))}.`, ...asProof].join('\n'), sources: saidIn };
  const secret = privateInTheChat(ctx, text, state.lastText ?? '');
  if (secret) return secret;
  if (CHAT_KEPT.test(text)) {
    // Offering an address or an ID number to be checked: first that the chat only answers from the site, and last, the
    // policy's own request not to send sensitive information through it. Asked without one, that request comes after the
    // source: whoever asks where the chat goes may be about to type something ("I was about to paste the alarm codes... is
    // this conversation stored?").
    const details = SENDS_DETAILS.test(text);
    // "When I type to you here, who reads it?": no person, the assistant's own words in the Terms first.
    const whoReads = /\bwho (reads|is reading|answers|replies|writes back)\b|\b(are you|is (this|it)|am i (talking|writing) to|talking to) (a |an )?(real |actual |live )?(person|human|bot|robot|ai|machine)\b/.test(text);
    const [assistant] = whoReads ? ctx.sections.sentences(['answers', 'automatically'], 1, ['legal'], /terms/i) : [];
    const kept = [
      ...(details ? ctx.sections.sentences(['server', 'answers', 'content', 'published'], 1, ['legal'], /privacy/i) : []),
      ...ctx.sections.sentences(['log', 'questions'], 1, ['legal'], /privacy/i), ...ctx.sections.sentences(['conversation', 'session'], 1, ['legal'], /privacy/i),
      ...(/\bip\b/.test(text) ? ctx.sections.sentences(['ip', 'memory', 'abuse'], 1, ['legal'], /privacy/i) : []),
      ...(details ? ctx.sections.sentences(['sensitive', 'chat'], 1, ['legal'], /privacy/i) : []),
    ];
    const says = assistant ? [`${plain(assistant.text)} That is from our ${linkTo(assistant.source)}.`] : [];
    const dont = details ? [] : ctx.sections.sentences(['sensitive', 'chat'], 1, ['legal'], /privacy/i).map((d) => plain(d.text));
    if (kept.length) return { reply: [...says, `${kept.map((k) => plain(k.text)).join(' ')}\nThat is from our ${linkTo(kept[0]!.source)}.`, ...dont].join('\n'), sources: dedupe([...(assistant ? [assistant.source] : []), ...kept.map((k) => k.source)]) };
  }
  // "Does the fridge thing include tossing old food?": a task the add-on's name doesn't say, which the site doesn't either.
  const task = slots.order.addOns.length === 1 && !slots.order.rooms.size && THE_ADD_ON_ASKED.test(text) ? TASK_IN_AN_ADD_ON.exec(text) : null;
  if (task && !itemOfTheAddOn(slots.order.addOns[0]!, task[1]!)) return taskInAnAddOn(ctx, slots.order.addOns[0]!, task[1]!);
  // "Does that include the oven racks and the fridge drawers?": parts of the appliances whose add-ons were asked, which the
  // site doesn't break down.
  const parts = slots.order.addOns.length && !slots.order.rooms.size && asks.has('covers') && THE_ADD_ONS_INCLUDE.test(text) ? APPLIANCE_PARTS.exec(text) : null;
  if (parts) {
    const priced = ctx.facts.addOns.filter((a) => slots.order.addOns.includes(a.item));
    return {
      reply: `The site doesn't say whether ${list(priced.map((a) => a.item))} ${priced.length > 1 ? 'include' : 'includes'} the ${parts[0]}: each add-on is described only as the deeper clean of one item, at a flat price (${list(priced.map((a) => `${a.item} ${formatCents(a.price)}`))}). Say what you want done in your notes when you describe your space in the app, and ask ${supportLink(ctx.facts)} before you book if it matters, 24/7.`,
      sources: [ctx.page('what-add-on-services-can-i-book', HOME_PRICING)],
    };
  }
  // "Does the dishes add-on cover a full sink of mugs?" asks what an add-on is for, not whether a cleaning includes it.
  // "Does it cover all of it or is it per load?" asks how much an add-on takes: the intents' answer.
  // "2 bed 1 bath with the inside oven: does the 50% cover the oven too?" asks what the code covers: the price's answer.
  // "Does the guarantee cover that?" of grime inside the oven asks whether the promise applies: the intents' answer.
  if (asks.has('covers') && slots.order.addOns.length && !asks.has('price') && !(slots.promo && slots.order.rooms.size) && !ADD_ON_EXTENT.test(text) && !/\b(guarantee|promise)\b/.test(text) && !/\b(add-?ons?|wash|scrub)\b[^.?!]{0,10}\b(cover|covers|include|includes|mean|means)\b/.test(text)) {
    const included = addOnIncluded(ctx, slots.order.addOns, slots.service, text);
    // "Does standard include inside the fridge, baseboards and windows?": the add-on, then what the list says of the rest.
    const others = text.replace(ADD_ON_ITEMS, ' ');
    // "What standard cleaning do in bathroom and in kitchen. Inside oven also?": the rooms' work asked beside the add-on.
    const rest = slots.service && (A_TASK.test(others) || ROOMS_WORK_ASKED.test(others)) ? serviceCovers(ctx, slots.service, others) : null;
    return rest ? { reply: `${included.reply}\n\n${rest.reply}`, sources: dedupe([...included.sources, ...rest.sources]) } : included;
  }
  // "Does the satisfaction promise (the 'not happy, don't pay' thing) cover office cleanings?" asks what the promise covers,
  // not what the service does.
  // "What does deep include that an ordinary cleaning does not?" asks the difference: the intents' comparison.
  // "Move out clean on an empty 3br 2ba, what does that cover?": rooms counted for a move, priced in the app, ask nothing of a
  // total ("do you cover move outs" asks where we go).
  if (asks.has('covers') && slots.service && (!slots.order.rooms.size || (/^Move/.test(slots.service) && !/\b(you|u|y'?all|nestwell)( guys)? cover\b/.test(text))) && !WHERE_WE_GO.test(text) && !asks.has('price') && !/\b(promise|guarantee\w*|not happy|don'?t pay|do not pay|satisf\w*)\b/.test(text) && !WHAT_DEEP_ADDS.test(text)) {
    const covers = serviceCovers(ctx, slots.service, text);
    if (covers) return covers;
  }
  // "What does the cleaner actually do when they come?", "what does she do in the bathroom?", no service named: the
  // everyday visit's list, Standard Cleaning's.
  const standard = ctx.facts.services.find((s) => /^Standard/.test(s));
  if (asks.has('covers') && !slots.service && standard && !asks.has('price') && A_VISIT_ASKED.test(text) && (!slots.order.rooms.size || ROOMS_WORK_ASKED.test(text))) {
    const covers = serviceCovers(ctx, standard, text);
    if (covers) return covers;
  }
  // A fee named ("is there a booking fee on top...") is that fee's own answer.
  // "Standard vs deep, what's different besides the price?": the two services compared, not what an order adds.
  if (ON_TOP.test(text) && !/\bbooking fee\b/.test(text) && !COMPARES_TIERS.test(text) && !slots.order.rooms.size && !slots.order.addOns.length) return extrasOnTop(ctx, text);
  // A fee for moving or skipping a visit is the rescheduling rule's: the intents answer it. "Is the oven inside an extra
  // charge?" asks the add-on's own price.
  // "A contract or a minimum term?" is a commitment, not a minimum charge.
  if (asks.has('fee') && !slots.order.addOns.length && !/\b(booking|cancel\w*|reschedul\w*|late|chang(e|es|ed|ing)|mov(e|es|ed|ing)|skip\w*|push\w*|contracts?|minimum (term|length|period))\b/.test(text)) return fees(ctx, text);
  // Stopping one visit ("stop the cleaner from coming tomorrow") is cancelling or moving it.
  if (asks.has('stop') && !slots.frequency && !state.frequency && /\b(tomorrow|today|next|this|visit|appointment|booking|coming)\b/.test(text)) return stopOneVisit(ctx);
  // "Pause, not cancel them", "a pause button or do we have to cancel?": a pause asked beside cancelling is still a pause.
  // "If I stop the whole thing, is there a penalty or a contract?": what stopping costs or binds, the commitment answer's.
  if (asks.has('stop') && (slots.frequency || state.frequency || /\b(cleanings|plan|schedule|subscription|service)\b/.test(text)) && (!/\bcancel\w*/.test(text) || PAUSED.test(text)) && !PENALTY.test(text) && !COMMITMENT.test(text)) return stopRecurring(ctx, text);
  // "Cancel my entire recurring schedule", "can I switch the whole series to Mondays?", "if it's the recurring one, can I cancel
  // just next week's and keep the rest?": a plan changed is managed in the app, not set up again. One visit moved is the
  // rescheduling rule's, and one visit called off with no plan named the cancellation rule's (the intents').
  if (planChanged(text, slots, state)) return stopRecurring(ctx, text);
  // "If I cancel day of, do I get charged?" is the cancellation rule's, moving it the rescheduling rule's; "if you're not happy you don't pay, but the app takes my
  // payment when I book" is the promise's.
  const charged = CHARGED.test(text);
  // "Can I pay in cash when she has finished?" asks how to pay, not when.
  if ((charged || CHARGE_TIMING.test(text)) && !PAID_HOW.test(text) && ((charged && !asks.has('price') && CHARGED_WHEN.test(text)) || CHARGE_TIMING.test(text)) && !/\b(cancel\w*|reschedul\w*|skip\w*|fees?|push\w*|mov(e|ing)|chang\w*|postpon\w*|not happy|(don'?t|do not) pay|promise|refund\w*)\b/.test(text)) return whenCharged(ctx, text);
  // The cleaner's arrival, not the guests': who arrives is named, or the time is asked outright.
  // "How do I make sure the cleaner knows before they arrive?": a time something is done by, not the arrival asked.
  const beforeArrival = /\bbefore (they|the cleaners?|she|he|you|someone|anyone) (arriv\w*|come|comes|get (here|there)|show up)\b/.test(text);
  // "What time support open? I can call 1am?": support's hours, not the cleaner's arrival.
  const ofSupport = (/\b(support|call|phone|customer service)\b/.test(text) && !/\b(cleaners?|maid|crew)\b/.test(text)) || SUPPORT_HOURS_ASKED.test(text);
  if (asks.has('when') && !charged && !beforeArrival && !ofSupport && !/\b(refund\w*|not happy|didn'?t|doesn'?t|never|no[- ]show|late|miss\w*)\b/.test(text) && (/\b(cleaners?|they|she|he|crew|someone|you|maid)\b.{0,25}\b(arriv\w*|show up|come|get (here|there))\b/.test(text) || /\b(time window|arrival (window|time)|eta|what time|earliest|latest)\b/.test(text))) return arrival(ctx);
  // "What will become of the details I give you?", "and what of what I have written here?": what the site says of what one
  // gives it, the app's and the chat's, not one sentence that names its words.
  // "What do you do with that information?" after a form's fields were asked: the form's (the notice's rows, below).
  // An applicant's SSN for the background check is the crew's question, not a client's booking details.
  const ofAForm = /\b(that|this|those|these|it)\b/.test(text) && !!state.lastText && A_FORM.test(state.lastText);
  // What a form collects is the form's: "if I put the firm on the business waitlist, what happens to our details?".
  const given = DETAILS_GIVEN.test(text) && !PHOTOS.test(text) && !ofAForm && !/\b(ssn|social security|background|application|apply\w*|forms?|waitlist|wait list|early[- ]access|creators?|sign(ing)? up)\b/.test(text) ? detailsGiven(ctx, text) : null;
  if (given) return given;
  // "How long are the job photos kept?": the photos' own question; the policy's retention list is about the website's data.
  // "What information do you ask for on the business waitlist?": the form's fields (intents.ts), not the notice's row on forms.
  // "I don't like putting my card number into a computer. Can I pay by cheque?" asks how else to pay, the payment methods' answer.
  // "Your website is hard for me to read. Is there another way to get the information?" is the accessibility statement's.
  // "Can support book a cleaning on my behalf?", "can the firm pay for it on her behalf?", "might she arrange the cleaning on my
  // behalf?" ask for a booking, not about one's data.
  const aBookingAsked = /\b(book\w*|pay|pays|paying|paid|arrang\w*|schedul\w*)\b/.test(text) && !/\b(data|information|info|privacy|personal|address|details|sell|sold|shar\w*|market\w*|delet\w*|eras\w*|records?)\b/.test(text);
  if ((PRIVACY_SUBJECT.test(text) || SITE_KEEPS.test(text)) && !aBookingAsked && !PHOTOS.test(text) && !(FORM_FIELDS_ASKED.test(text) && formNamed(text)) && !PAYS_ANOTHER_WAY.test(text) && !asksSiteAccess(text)) {
    // "I'd like anything you have about me deleted": the right to deletion and how to ask for it (the legal intent's).
    const said = DELETION_WISHED.test(text) ? null : byAnAgent(ctx, text) ?? saidInLegal(ctx, text);
    // "How do I get on the business waitlist and what info do you need?": where to join, then what the form collects.
    if (said && JOINS_THE_WAITLIST.test(text)) return { reply: `Join through the form on our [business waitlist](/business-waitlist) page. What it collects, and why:\n${said.reply}`, sources: [{ title: 'Business waitlist', url: '/business-waitlist' }, ...said.sources] };
    if (said) return said;
  }
  const app = answerAboutTheApp(text, slots, ctx);
  if (app) return app;
  if ((CHECK_DONE.test(text) && NOT_THERE.test(text) || CAME.test(text)) && !asks.has('when')) {
    const photos = jobPhotos(ctx);
    if (photos) return photos;
  }
  if (WHICH_PRICE.test(text) && !slots.order.rooms.size) {
    const binding = bindingPrice(ctx);
    if (binding) return binding;
  }
  if (HELP_CENTRE_ASKED.test(text) && /\b(where|link|find|have|is there|url|address|go to|how do i get to|got)\b/.test(text) && askedTerms(text.replace(HELP_CENTRE_ASKED, '')).length <= 2) return helpCentre(ctx);
  // A schedule asked about after a home was priced is that home's recurring price; a space the app prices (an office) has none here.
  const perRoom = !state.orderService || PER_ROOM.test(state.orderService);
  // "Hmm actually every 2 weeks is enough": the schedule of the home priced, changed.
  if (slots.frequency && !slots.order.rooms.size && !slots.order.roomsNamed.length && state.order?.rooms.size && perRoom && !plansVisits(text) && (asks.has('price') || slots.refersBack || text.split(/\s+/).length <= 6 || /\b(actually|instead|make it|rather|enough|switch|change it)\b/.test(text))) {
    return recurringPrice(ctx, state.order, slots.order, slots.frequency, text);
  }
  // "What would a weekly cleaning cost?" after an office's rooms: each visit is the app's price, as the first one is.
  if (slots.frequency && asks.has('price') && !slots.order.rooms.size && state.order?.rooms.size && !perRoom) return unpricedService(ctx, state.orderService!, slots.order.addOns, text);
  return null;
}

/** Having one's data deleted, wished: "I'd like anything you have about me deleted", "I want my details erased". */
const DELETION_WISHED = /\b(i'?d like|i would like|i want|we want|i need|we need|please)\b[^.?!]{0,50}\b(deleted|erased|removed)\b/;

/** Less to pay, asked: "does that make it cheaper?", "so I pay less?". */
const CHEAPER = /\b(cheaper|less expensive|pay less|costs? less|lower (the )?(price|total|cost)|save (me )?(money|anything))\b/;

/** What a question must be about for a legal document to answer it. */
export const LEGAL_SUBJECT = /\b(privacy|private|personal|data|information|info|cookies?|consent|track\w*|analytics|terms|conditions|legal|laws?|rights?|policy|policies|liab\w*|gdpr|ccpa|opt[- ]?out|delete|collect\w*|shar(e|ing)|sell\w*|sold|children|kids|minors|copyright|trademark)\b/i;

/** The share of a question's weight a sentence must carry to be quoted as the answer, and to be named as the nearest page. */
const ANSWERS: Record<Ranked['kind'], number> = { help: 0.6, page: 0.6, service: 0.6, legal: 0.67, blog: 0.75, location: 1 };
const NEAREST = 0.4;
/** A question of one telling word is answered only when the site uses that word this rarely ("#ad", "dark mode"). */
const RARE = 4;

const origin = (r: Ranked) =>
  r.kind === 'blog' ? `our blog post ${linkTo(r.source)}` : r.kind === 'help' ? `our help article ${linkTo(r.source)}` : `our ${linkTo(r.source)} page`;

/**
 * A question no handler was written for, answered in the site's own words: the sentence (with
 * the list it introduces) that carries most of the question's telling words, and its page. When
 * none carries enough, `nearest` is the page that comes closest, for an honest "the site doesn't
 * say" to point to.
 */
export function fromTheSite(text: string, ctx: ScopeContext): { answer: ChatAnswer | null; nearest: Source | null } {
  const wanted = askedTerms(text);
  if (!wanted.length) return { answer: null, nearest: null };
  // Blog posts discuss rather than answer: they are quoted when the blog is asked about (askedForPost).
  const kinds: Ranked['kind'][] = LEGAL_SUBJECT.test(text) ? ['help', 'page', 'legal'] : ['help', 'page'];
  const ranked = ctx.sections.ranked(wanted, kinds);
  const best = ranked[0];
  // The sentence names what the question is about (a word few sentences use), and one word answers only
  // when it is the whole question and rare on the site ("#ad?"); otherwise two must meet in the sentence.
  const single = wanted.length === 1 && ctx.sections.uses(wanted[0]!) <= RARE;
  const rare = (named: string[]) => Math.min(...named.map((w) => ctx.sections.uses(w))) <= TELLING_SHARE * ctx.sections.size;
  if (best && rare(best.named) && best.coverage >= ANSWERS[best.kind] && (best.named.length >= 2 || single)) {
    const more = ranked.find((r) => r !== best && r.source.url === best.source.url && r.coverage >= ANSWERS[r.kind] && !best.text.includes(r.text) && !r.text.includes(best.text));
    const said = [best, ...(more ? [more] : [])].map((r) => plain(r.text)).join('\n');
    return { answer: { reply: `${said}\nThat is from ${origin(best)}.`, sources: [best.source] }, nearest: null };
  }
  // The nearest page names two of the question's words, one that few pages use, or it is no nearer than the help centre.
  const near = ranked.find((r) => r.coverage >= NEAREST && r.named.length >= 2 && (r.kind === 'help' || r.kind === 'page') && rare(r.named));
  return { answer: null, nearest: near ? near.source : null };
}

/** "Do you have a post about...?", "your article says...": a question about the blog. */
const ASKS_FOR_POST = new RegExp(String.raw`\bblog\b|\barticles?\b|\bposts?\b(?= (about|on|that|where|with|called|saying|mention\w*))|${A_PIECE}`);
/** A post named as one, the blog unnamed: "an article about...", "there was a piece about...". */
const A_POST_NAMED = new RegExp(String.raw`\b(article|post)\b|${A_PIECE}`);
/** Posting on social media is the creator program's subject, not the blog's. */
const POSTING = /\b(tiktoks?|instagram|youtube|facebook|social|videos?|vids?|clips?|reels?|creators?)\b|#ad\b/;
/** Words that name the blog rather than a subject in it. */
const ABOUT_THE_BLOG = new Set(termsOf(['blog', 'article', 'post', 'read', 'saw', 'seen', 'write', 'wrote', 'written', 'mention', 'gist', 'remember', 'one']
  .join(' ')));
/** Words of questions that name no part of a post, though headings use them ("what", "one", "cleaning"). */
const NO_HEADING = new Set(termsOf('cleaning clean home house one part say says said tips tip way ways idea ideas thing things work works actually really'));
/** What a post holds, asked: "what's in the five stars article?". */
const WHATS_IN = /\bwhat'?s in\b/;
/** Words that ask for a list rather than name one: "quick list", "the 8 signs", "the steps". */
const LIST_WORDS = new Set(termsOf('list lists quick step steps tip tips checklist sign signs thing things point points one ones all every again short brief'));
/** A sentence of the post carrying this share of the question is quoted; else the post's opening. */
const POST_MATCH = 0.45;

/**
 * A question about the blog: the post whose title carries its subject, with the sentence of it
 * that answers (or its opening), a post that says it in passing, or an honest "no post on that".
 * A help article asked for as an "article" is retrieval's: null unless a post matches or the blog
 * was named.
 */
const TIME_SPENT = /\bhow much (of (their|our|my) )?time(?= (do |does |did )?(people|adults|americans|folks|families|everyone|we|you|the average \w+|an average \w+) (\w+ )?(spend|spends|spent|lose|loses|put in|waste|wastes)\b)/g;

export function askedForPost(text: string, ctx: ScopeContext): ChatAnswer | null {
  if (NEWEST_POST.test(text) && !POSTING.test(text)) return newestPosts(ctx);
  if (!ASKS_FOR_POST.test(text) || POSTING.test(text)) return null;
  // "A post about how much time people spend cleaning": time spent is counted in hours, the word the post's figure uses.
  const wanted = askedTerms(text.replace(TIME_SPENT, 'how many hours')).filter((t) => !ABOUT_THE_BLOG.has(t));
  if (!wanted.length) return null;
  // "Where does the $250 in your article come from?": a figure one post alone gives is what was asked, whichever post's title
  // the other words name.
  const figure = wanted.find((w) => /\d/.test(w) && ctx.sections.uses(w) <= 2);
  const [given] = figure ? ctx.sections.ranked([figure], ['blog'], 1) : [];
  if (given?.named.includes(figure!)) return { reply: `Our blog post ${linkTo(given.source)} says:\n${plain(given.text)}`, sources: [given.source] };
  // "The article on why cleaning your own home is expensive": a post named by the words of its own title, as written,
  // before the terms fold "expensive" into "price" and lose "own"; else the post whose title's words set it apart.
  const post = titledPost(ctx, text, wanted);
  if (post) {
    const [said, next2] = ctx.sections.ranked(wanted, ['blog'], 2, post.source.url);
    const title = termsOf(post.source.title);
    // The sentence that answers names what was asked beyond the post's title ("baking soda", "vinegar"); a part of
    // the post whose heading names as much ("the weekday plan", "what it costs") answers whole; else the post's outline.
    const beyond = said ? said.named.filter((w) => !title.includes(w)).length : 0;
    const answers = said && (beyond >= 2 || (beyond >= 1 && said.coverage >= POST_MATCH));
    // "What was the gist of it?": the post as a whole, not the sentence or part its title's words name again.
    // A part named beside it ("summarise the audit it suggests") is that part's.
    const part = ctx.sections.sectionNaming(post.source.url, wanted.filter((w) => !title.includes(w) && !NO_HEADING.has(w)));
    const whole = GIST.test(text) && !part;
    if (part && (!answers || part.named >= beyond)) {
      return { reply: `Our blog post ${linkTo(post.source)} covers that, under "${plain(part.section.section)}":\n${quote(part.section)}`, sources: [post.source] };
    }
    // "What were the steps again?", "which questions does it suggest asking?": the part of the post that lists them, where a
    // word asked besides the list names it; else the post in short where that was asked; else, a list asked of a post whose
    // parts are numbered, those parts ("the five stars blog post - what are the 8 signs? quick list pls"); else its one list.
    const listAsked = ASKS_A_LIST.test(text);
    const questions = /\bquestions?\b/.test(text);
    const naming = wanted.filter((w) => !title.includes(w) && !LIST_WORDS.has(w));
    const named = listAsked && naming.length ? listedPart(ctx, post.source.url, naming, questions) : null;
    if (named) return { reply: `Our blog post ${linkTo(post.source)} covers that, under "${plain(named.section)}":\n${stepsOrQuote(named)}`, sources: [post.source] };
    // "Whats the weekend freedom formula thing from ur blog, tldr": the post in short, with the formula and steps it gives.
    if (whole) return postInShort(ctx, post);
    // "What's in the five stars article?" asks what it goes through, not its list.
    const numbered = listAsked && !WHATS_IN.test(text) ? numberedParts(ctx, post.source) : null;
    if (numbered) return numbered;
    const listed = listAsked ? listedPart(ctx, post.source.url, wanted.filter((w) => !title.includes(w)), questions) : null;
    if (listed) return { reply: `Our blog post ${linkTo(post.source)} covers that, under "${plain(listed.section)}":\n${stepsOrQuote(listed)}`, sources: [post.source] };
    // "The lemon microwave hack?": a post that tells a hack in one part and judges it in another names it as often in both;
    // a tie between two of its parts is answered with both, so the verdict is not left out.
    const verdict = answers && next2 && next2.section !== said.section && next2.named.length === said.named.length && next2.coverage >= said.coverage ? ` ${plain(next2.text)}` : '';
    if (answers) return { reply: `Our blog post ${linkTo(post.source)} covers that:\n${plain(said.text)}${verdict}`, sources: [post.source] };
    // Asked about the post as a whole: its opening, and what it goes through, heading by heading.
    const headings = ctx.sections.headings(post.source.url);
    const outline = headings.length >= 2 ? `\nIt goes through:\n${headings.map((h) => `- ${plain(h).replace(/^\d+\.\s*/, '')}`).join('\n')}` : '';
    return { reply: `Our blog post ${linkTo(post.source)} covers that:\n${post.lead}${outline}`, sources: [post.source] };
  }
  const blogNamed = /\bblog\b/.test(text);
  // "U had a blog thing about a quick reset at night?": the part of a post whose heading says a telling word of the question,
  // which that part keeps saying (a word's first letters alone are not enough: "countertops" is no "count").
  // "You had an article about a 15 min reset at night?": an article asked for by what a post's part is about, blog unnamed.
  const postAsked = blogNamed || A_POST_NAMED.test(text);
  const telling = postAsked ? wanted.filter((w) => !NO_HEADING.has(w) && ctx.sections.uses(w) <= TELLING_USES) : [];
  const headed = telling.length ? ctx.sections.postSections()
    .map(({ source, section, headingTerms }) => ({ source, section, headingTerms, named: namedByHeading(telling.filter((w) => headingTerms.has(w)), section.text) }))
    .filter((x) => x.named > 0).sort((a, b) => b.named - a.named) : [];
  const [top, second] = headed;
  // No post is about it, but one may say it in passing: a word that rare is what was asked ("marble"). A sentence that says
  // what a heading says ("twenty minutes every single day") is the one quoted, not the part headed with those words.
  const [said] = blogNamed ? ctx.sections.ranked(wanted, ['blog'], 1) : [];
  const inPassing = said && said.coverage >= POST_MATCH && ctx.sections.uses(said.named[0]!) <= 2 * RARE;
  if (top && top.named > (second?.named ?? 0) && !(inPassing && telling.every((w) => !top.headingTerms.has(w) || said.named.includes(w)))) {
    return { reply: `Our blog post ${linkTo(top.source)} covers that, under "${plain(top.section.section)}":\n${stepsOrQuote(top.section)}`, sources: [top.source] };
  }
  if (inPassing) {
    // "What's in that 15-min reset?": the post's list that the sentence found belongs to, where one names what was asked.
    const listed = ASKS_A_LIST.test(text) ? listedPart(ctx, said.source.url, telling, /\bquestions?\b/.test(text)) : null;
    if (listed) return { reply: `Our blog post ${linkTo(said.source)} covers that, under "${plain(listed.section)}":\n${stepsOrQuote(listed)}`, sources: [said.source] };
    return { reply: `Our blog post ${linkTo(said.source)} says:\n${plain(said.text)}`, sources: [said.source] };
  }
  // A help article or page may answer what the blog does not; only a question about the blog itself is told so here.
  if (!blogNamed || fromTheSite(text, ctx).answer) return null;
  return { reply: `${NO_SUCH_POST}, so I won't guess at what one says.`, sources: [{ title: 'Blog', url: '/blog' }] };
}

/** A word on more of the site's passages than this ("price", "hour") tells no part of a post from another. */
const TELLING_USES = 50;
/**
 * How many telling words of a question a post's part is about, of those its heading says: two or more said together in a
 * heading ("the search tax") name it; a single one counts only when the part keeps saying it ("countertops" is no "count").
 */
const namedByHeading = (inHeading: string[], text: string) => (inHeading.length >= 2 ? inHeading.length : inHeading.filter((w) => saysOften(text, w)).length);
/** Whether a text says a word (a term's stem, whole-word at its start) more than once. */
const saysOften = (text: string, term: string) => (text.toLowerCase().match(new RegExp(String.raw`\b${term.replace(/[^a-z0-9]/g, '')}`, 'g')) ?? []).length >= 2;

/**
 * A section whose numbered list is its point (a post's "reset you can do tonight"): its opening and each step by its
 * first sentence, so every step is there; any other section, quoted.
 */
/** A question that asks for a post's list: its steps, tips, questions or checklist. */
export const ASKS_A_LIST = /\b(steps?|tips|checklist|list|questions|how (does|do|did) (it|that|the \w+) (work|go)|what (are|were) (they|the \w+)( again)?|what'?s in (it|the|that|your)\b|what('?s| is| was) (that|the|this) [^.?!]{0,40}\b(thing|routine|method|plan|reset|trick|hack|habit)|what('?s| is) (it|that)(?=\W*$)|como [eé]|summar\w*|go through)\b/;

/**
 * The part of a post that lists what was asked: of its parts with a list, the one whose text names most of the question's
 * words beyond the post's title, questions first when questions are asked; null when none names any.
 */
function listedPart(ctx: ScopeContext, url: string, wanted: string[], questions: boolean): Passage | null {
  const parts = ctx.sections.postSections().filter((p) => p.source.url === url && /^(\d+\.|-)\s/m.test(p.section.text));
  const score = ({ section }: (typeof parts)[number]) => {
    const terms = new Set(termsOf(`${section.section} ${section.text}`));
    const questionsFirst = questions && /^- .*\?$/m.test(section.text) ? 100 : 0;
    return questionsFirst + wanted.filter((w) => terms.has(w)).length;
  };
  const [best] = [...parts].sort((a, b) => score(b) - score(a));
  // "What's the 15 min thing again?": a post with one list has only that one to give, when something beyond the post is asked.
  return best && (score(best) > 0 || (parts.length === 1 && wanted.length > 0)) ? best.section : null;
}

export function stepsOrQuote(section: Passage): string {
  const lines = section.text.split('\n').filter(Boolean);
  const steps = lines.filter((l) => /^\d+\.\s/.test(l));
  if (steps.length < 3) return quote(section);
  const firstSentence = (line: string) => line.split(/(?<=[.!?])\s+/)[0]!;
  const opening = lines[0] && !/^\d+\.\s/.test(lines[0]) ? [lines[0]] : [];
  return [...opening, ...steps.map((step) => step.replace(/^(\d+\.\s+)(.*)$/, (_, n: string, body: string) => `${n}${firstSentence(body)}`))].join('\n');
}

/** "What's the latest on your blog?": the newest post asked for by date, not by subject. */
const NEWEST_POST = /\b(newest|latest|most recent|recent|last|new|fresh\w*)\b( \w+){0,2} (blog|posts?|articles?)\b|\b(blog|posts?|articles?)\b[^.?!]{0,30}\b(is|are) (the )?(newest|latest|most recent)\b|\b(blog|posts?|articles?)\b.*\b(newest|latest|most recent(ly)?|recently|lately)\W*$|\bwhat('s| is) new (on|in) (the|your) blog\b/;
/** How many posts the answer names. */
const NEWEST_SHOWN = 3;

function newestPosts(ctx: ScopeContext): ChatAnswer | null {
  const posts = ctx.sections.newestPosts(NEWEST_SHOWN);
  const [newest, ...earlier] = posts;
  if (!newest) return null;
  const day = (iso: string) => new Date(`${iso}T00:00:00Z`).toLocaleDateString('en-US', { timeZone: 'UTC', month: 'long', day: 'numeric', year: 'numeric' });
  return {
    reply: [
      `Our newest blog post is ${linkTo(newest.source)}, from ${day(newest.date)}: ${newest.lead}`,
      ...(earlier.length ? [`Before it: ${list(earlier.map((p) => `${linkTo(p.source)} (${day(p.date)})`))}. Every post is on our [blog](/blog).`] : []),
    ].join('\n'),
    sources: [newest.source, { title: 'Blog', url: '/blog' }],
  };
}

/** The honest answer when the site does not say: who can, by who asks, and the page that comes closest, with what it says (`said`) when given. */
export function notOnTheSite(ctx: HandlerContext, audience: Audience | null, nearest: Source | null, said?: string): ChatAnswer {
  const { facts } = ctx;
  // Who asks is not always said ("do I have to take photos when I finish a house?"): a cleaner is told where to ask too.
  const ask = audience === 'crew'
    ? `[crew support](${facts.crewSupportUrl}), who answer cleaners and applicants`
    : `${supportLink(facts)}: they're available 24/7${audience ? '' : ` (if you clean for ${facts.brand} or want to, ask [crew support](${facts.crewSupportUrl}) instead)`}`;
  const near = nearest ? ` The nearest our site comes is ${linkTo(nearest)}${said ? `, which says:\n${said}\n` : '. '}`
    : audience === 'creator' ? ' The [creator overview](/creator-overview) explains how the creator program works. '
      // The question may be no question about us at all ("what date is Diwali?"): say what this chat answers.
      : ` I answer questions about ${facts.brand}'s cleaning services, prices, the towns we serve, booking and our policies; for one of those, try searching our [help centre](/support). `;
  return {
    reply: `${NOT_ON_THE_SITE} so I won't guess.${near}For a sure answer, ask ${ask}.`,
    sources: [...(nearest ? [nearest] : []), audience === 'crew' ? { title: 'Crew support', url: facts.crewSupportUrl } : HELP_CENTRE],
  };
}

/** How every "the site doesn't say" fallback opens, so a message's other answers can stand without it. */
/** The blog has no post on what was asked: like NOT_ON_THE_SITE, no answer beside another part's. */
export const NO_SUCH_POST = "I can't find a post on our [blog](/blog) about that";
export const NOT_ON_THE_SITE = "I'm not sure about that: I can't find it answered on our site,";
