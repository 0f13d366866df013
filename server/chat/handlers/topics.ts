import type { ChatAnswer, Facts, Passage, Source } from '../../../kernel/chat/model.ts';
import { formatCents } from '../../../kernel/money.ts';
import { quote } from '../sections.ts';
import { ADD_ON_WORDS } from './prices.ts';
import { googleReview, phoneLink, supportLink } from './context.ts';
import { CLEANER_LANGUAGE, PHOTOS } from '../understand/slots.ts';
import type { ScopeContext } from './scope.ts';

/**
 * The topic of a question the other handlers and the search left unanswered, read from a small
 * hand-written core of the words visitors use for it, answered by the section of the help article
 * that covers it. A topic is what the question is about ("nobody showed up" is reaching support),
 * so a word the site never uses ("clinic", "Amex", "litter box") does not leave it unanswered.
 * Each answer says what the site leaves out when the question asks for it.
 */
interface Topic {
  /** The question is about this topic. */
  asks: RegExp;
  /** The article (by the end of its address) and the heading of the section that answers; `^$` is its opening. */
  article: string;
  heading: RegExp;
  /** Words the question must also have, when the topic's own are said of other things too ("at night"). */
  also?: RegExp;
  /** A report of something that went wrong, answered before any other reading of the message (a missed room is not a booking). */
  report?: boolean;
  /** Words that say the question is about something else ("does support speak Polish?"). */
  unless?: RegExp;
  /** Sentences before the quote: the direct answer to what was asked, when the section does not open with it. */
  lead?: (text: string, ctx: ScopeContext) => string[];
  /** The topic is the website itself ("I'm on your website and can't find where to book"), asked about even where a question about the site is not the service's. */
  aboutTheSite?: boolean;
  /** Sentences after the quote: what the site does not say, and where to ask. */
  more?: (text: string, ctx: ScopeContext) => string[];
  /**
   * Asked in words no other question uses (an NDA, who pays for damage): the answer holds beside another part's, where a topic
   * found by commoner words gives way to it.
   */
  firm?: boolean;
}

/** The article on the free surface wipe and the add-ons, item by item. */
const WIPE_OR_ADD_ON = 'do-i-need-an-add-on-or-is-the-free-surface-wipe-enough';

/** That article's line for the item a question names ("the fridge one": Refrigerator), if any. */
function itemSaid(text: string, ctx: ScopeContext): string[] {
  const items = ctx.sections.section(ctx.sections.urlEnding(WIPE_OR_ADD_ON), /^Item by item/);
  const key = Object.keys(ADD_ON_WORDS).find((k) => k !== 'other' && ADD_ON_WORDS[k]!.test(text));
  const line = key && items?.text.split('\n').find((l) => l.toLowerCase().replace(/\*/g, '').startsWith(`- ${key}`));
  return line ? [line] : [];
}

/** An add-on asked to be worth its price: "is the fridge one even worth it?", "do I really need the oven add-on?". */
export const ADD_ON_WORTH_IT = /\b(worth it|worth (the money|paying for|getting|adding|booking)|(do|would) (i|we) (even |really )?need (the|an?) (\w+ )?(add-?on|one)\b)/;

/** A cleaning put right by a visit again: "would someone come back to redo what was missed?". */
export const RETURN_VISIT = /\b(come back|return visit|redo|re-?clean|do it again|fix (it|what))\b/;
/** What the promise says of a visit again: nothing. */
export const NO_RETURN_VISIT = "The promise the site states is that you do not pay; it doesn't promise a return visit to redo what was missed, so ask client support about having it put right.";

/** Another section of an article, quoted after the first: "where to find them" after what job photos are. */
const alsoQuote = (article: string, heading: RegExp) => (_: string, ctx: ScopeContext): string[] => {
  const section = ctx.sections.section(ctx.sections.urlEnding(article), heading);
  return section ? [quote(section)] : [];
};

/** What the site says, and does not, about who pays for damage. */
export const NO_DAMAGE_POLICY = "The site publishes no damage or liability policy for cleanings, so I won't say who pays.";

/** Whether the inside was booked decides it: every cleaning wipes an appliance's surface, and its inside is an add-on. */
function insideNotBooked(text: string, facts: Facts): string[] {
  // "We paid for the fridge add-on": booked, said; what fell short is for support.
  if (!/\binside\b/.test(text) || /\b(paid|booked|ordered|added|got)\b[^.?!]{0,30}\b(add-?ons?|inside|it)\b/.test(text)) return [];
  const addOn = facts.addOns.find((a) => / inside$/.test(a.item) && ADD_ON_WORDS[a.item.split(' ')[0]!.toLowerCase()]?.test(text));
  const item = addOn?.item.split(' ')[0]!.toLowerCase();
  return addOn ? [`Every cleaning includes a free surface wipe of the ${item}; its inside is an add-on (${addOn.item}, ${formatCents(addOn.price)}), so check whether it was on your booking when you tell support.`] : [];
}

/** What the site says, and does not, about when to raise a problem with a cleaning. */
const NO_DEADLINE = 'The site sets no deadline for raising a problem with a cleaning, but tell support soon after the visit.';

/** A report of a visit that went wrong: nobody came, or came late. */
/** A cleaning company or cleaner before us, whose visit the story is about: "my last cleaning company was a disaster". */
const ANOTHER_COMPANY = /\b(my|our) (last|old|previous|former|other) (cleaning |house ?cleaning |maid )?(company|service|cleaners?|maids?|housekeepers?|agency|lady|girl|guy)\b/;
/** Money lost over a cleaning, asked to be paid back: "I had to refund them $80, will you cover that?", "will nestwell pay the $200?". */
const LOSS_TO_COVER = /\b(refund\w*|deposit|\$\s?\d+)\b[^?]*\b(will|would|can|could|do|does)\b[^.?!]{0,20}\b(you|u|nestwell|y'?all|the company)\b[^.?!]{0,10}\b(cover|pay|reimburse|compensate|refund)\b/;
const LOSS_NOT_PROMISED = "The site doesn't say Nestwell pays back money you lost over a cleaning, such as a refund you gave a guest or part of a deposit kept, so I won't promise that; client support can tell you what applies to your booking.";
// "If the stain doesn't come out" is the work, not the cleaner.
export const NO_SHOW = /\b(no ?one|nobody|no body|hasn'?t|has not|didn'?t|did not|doesn'?t|does not|never|not) (show(s|ed|n)?|comes?|came|arrived?|arrives|turn(s|ed)? up)( up)?\b(?! (out|off|clean)\b)|\bno[- ]show\b|\b(running|is|was|runs|be|being) late\b|\blate (cleaner|arrival)\b/;
/** A cleaning that fell short: streaks, a missed room, something still dirty, a unit "not ready" (not one that might not be), a room that "looked untouched". */
const FELL_SHORT = /\b(streak\w*|(?:(?:fell|falls) short|(?:it'?s|its|it is|(?:the )?(?:place|house|unit|apartment|home) (?:is|was)) (?:still )?not ready\b)(?<!\b(?:if|when|in case|what if|suppose)\b[^.?!]{0,80})|look(?:s|ed)? untouched|(they|cleaners?|she|he) miss (stuff|something|things|anything|a spot|spots|a room|some(thing| spots| stuff))|(?<!\bbe |\bbeen )(missed|skipped|skips|misses)(?! (weeks?|visits?|cleanings?|months?|appointments?|sessions?)\b)|(?<!\b(?:i|we) )forgot (the|to)(?! (enter|put|use|add|apply|type) (the |my |our )?(promo |discount )?code)|sloppy|half[- ]done|(poor|bad|terrible|trash|garbage|crap|crappy|lousy|awful|horrible|shoddy|lazy|mediocre|half[- ]assed) (job|work|clean(ing)?)|(not|aren'?t|isn'?t|wasn'?t|weren'?t) (done|clean|cleaned) (properly|well|right)|(still|was|were|left) (dirty|full|filthy|gross|sticky|dusty)|(wasn'?t|weren'?t|isn'?t) clean|(isn'?t|wasn'?t|is not|was not|not) good enough|still (had|has|have) (hair|dust|crumbs|stains?|dirt|grime|mold|mould)|(there'?s|there is|there are|is|are) still (some |a lot of |lots of )?(hair|dust|crumbs|stains?|dirt|grime|mold|mould)|(weren'?t|wasn'?t|were not|was not) (even )?(touched|done|wiped|vacuumed|mopped|dusted)( at all)?|(was|were) (hardly|barely|not really|not even) (touched|cleaned|done|wiped|vacuumed|mopped|dusted)|still (has|had|have) (a |the )?(ring|film|scum|residue|streaks?|marks?|spots?|smell)|(didn'?t|did not) clean (\w+ ){0,3}(well|properly|right)|(cleaners?|she|he|crew) (left|leave|leaves) (it|the \w+) (gross|dirty))\b|\b(cleaners?|they|she|he|crew)\b[^.?!]{0,20}\b(didn'?t|did not|never) (even |really |actually |ever )?(do|clean|get to|touch|wipe|mop|vacuum|dust|scrub) (the|my|our|around|under|behind|any)\b/;
/** An assurance asked of the people sent, not of the cleaning: "what guarantee do I have about the workers you send?". */
export const ASSURED_OF_WHO_IS_SENT = /\b(assurances?|guarantees?)\b[^.?!]{0,40}\b(the )?(people|persons?|cleaners?|crew|staff|workers?) (you|u|nestwell) (send|sends|hire|hires|use)\b/;
/** A cleaner's manner, told as a problem: "the cleaner was not nice to my mother", "she was rude", "he yelled at the kids". */
const CONDUCT = /\b(cleaners?|crew|she|he|they)\b[^.?!]{0,20}\b(was|were|is|are|got|being|been) (very |really |so |a bit |kind of )?(rude|not nice|mean|unkind|disrespectful|impolite|unprofessional|nasty|aggressive|hostile)\b|\b(cleaners?|crew|she|he|they) (yelled|shouted|swore|cursed|snapped) at\b/;

/**
 * A problem with a visit named as one, or a guest's complaint after a turnover: "how do I report a problem with last
 * night's cleaning?", "guest messaged there was hair in the shower".
 */
const A_PROBLEM = new RegExp(String.raw`${CONDUCT.source}|` + /\b(report|raise|flag|file|log|lodge|complain about)\b[^.?!]{0,20}\b(an? |the )?(problem|issue|concern|complaint)s?\b|\b(problem|issue|complaint)s? (with|about|after|from) (the |my |our |a |last \w+'?s? |yesterday'?s? |today'?s? |this \w+'?s? )*(cleaning|clean|cleaner|visit|turnover|job|crew|service)\b|\bguests?\b[^.?!]{0,60}\b(found|complain\w*|messaged|texted|said|saw|review\w*)\b[^.?!]{0,80}\b(hair|crumbs|dust|dirt|dirty|stains?|mess|trash|not clean|gross)\b/.source);

/** Time gone by, asked after a problem was raised: "too late?", "it's been 2 weeks", "is there a deadline", "how long do I have". */
export const TOO_LATE = /\b(too late|deadline|time limit|how long do (i|we) have|(it'?s|it has|its) been (\d+|a|two|three|a few|several|a couple( of)?) (days?|weeks?|months?)|(\d+|two|three|a few|several|a couple( of)?) (days?|weeks?|months?) (ago|later|after|since)|still (ok|okay|possible|valid|count|time))\b/;
/** How long one has to raise a problem, asked outright or after one was raised. */
const DEADLINE_ASKED = new RegExp(String.raw`${TOO_LATE.source}|\bhow (many days|long|soon|late)\b`);

/** A visit that went wrong, or the promise asked of one: a later "too late?" asks about raising it. */
export const A_PROBLEM_RAISED = new RegExp(String.raw`${FELL_SHORT.source}|${NO_SHOW.source}|${CONDUCT.source}|\b(satisfaction promise|no-pay promise|not happy|unhappy|complain\w*|refund\w*|concern)\b|\b(?:was|were|is|are)n'?t (?:happy|satisfied)\b|\b(?:dissatisfied|not satisfied)\b`);

/** Questions about a post, an article, the website's own display, or the assistant itself. */
// "Post" the verb ("post a review", "post on Google") is the visitor writing, not a post of the blog.
const NOT_THE_SERVICE = /\b(blog|article|post(?! (a |an |my |our |the |some )?(\w+ )?(reviews?|ratings?|comments?|photos?|pictures?|on (google|yelp|facebook|instagram|nextdoor)))|piece|read (on|in)|on (your|ur) (pages?|site|website)|(your|ur) (site|website)|the (site|website|screen|text)|text is|font|bright|dark mode|prompt|instructions|cookies?|cookie (banner|popup|pop-up)|banner)\b/;

/** Whether anyone answers, at any hour. */
const ANYONE_THERE = /(?<!\b(?:want|wants|let|allow|need)\s)\b(support|anyone|anybody|someone|somebody|a (real )?person|a human)\b[^.?!]{0,40}\b(awake|answer\w*|there|available|open|reachable|pick up|respond\w*|24\/7)\b|\b(if|when) (there'?s|there is|something goes?|anything goes?|i have) (a |an )?(problem|wrong|issue|emergency)\b|\bwho (do|can|should) (i|we) (even |actually |just )?(call|contact|talk to|ring)\b|\b(phone|telephone) number\b|\b(talk|speak) (to|with) (a |an )?(real |actual )?(person|persona|human)\b|\b(real|actual) (human|person|people)|\bhuman being\b|\bat this hour\b|\bwhat hours (is|are|does) (your |the )?(support|customer service)\b|\bsupport hours\b/;

const TOPICS: Topic[] = [
  {
    // "Whats the difference between the free wipe thing and paying for the oven": the article's own comparison; "whats included
    // free on the appliances": the free part of it.
    asks: /\b(difference|differ\w*|vs\.?|versus|compared?)\b[^.?!]{0,60}\bwipe\b|\bwipe\b[^.?!]{0,60}\b(difference|differ\w*|vs\.?|versus|compared?)\b|\b(free|included|includes|comes? with)\b[^.?!]{0,20}\b(on|for|with) (the |my |our )?(appliances|fridge|refrigerator|oven|microwave|stove|dishwasher)\b/,
    article: WIPE_OR_ADD_ON,
    heading: /^Surface wipe versus add-on/,
    more: (text, ctx) => [...itemSaid(text, ctx), ...alsoQuote(WIPE_OR_ADD_ON, /^A quick way to decide/)(text, ctx)],
  },
  {
    // "Is the fridge one even worth it? It's mostly kombucha bottles": when the surface wipe is enough, item by item.
    asks: ADD_ON_WORTH_IT,
    // Said of an add-on or an item on the list ("the fridge one").
    also: new RegExp([String.raw`\b(add-?ons?|one)\b`, ...Object.entries(ADD_ON_WORDS).filter(([key]) => key !== 'other').map(([, words]) => words.source)].join('|')),
    article: WIPE_OR_ADD_ON,
    heading: /^A quick way to decide/,
    lead: (text, ctx) => ['The free surface wipe every cleaning includes does the outside; the add-on is the inside, cleaned deeper.', ...itemSaid(text, ctx)],
  },
  {
    // Moving day's order: "which should happen first, movers or cleaning?", "should we get the furniture out before the clean?".
    asks: /\b(movers|moving (truck|company|day)|furniture|boxes)\b[^.?!]{0,60}\b(first|before|after|beforehand)\b|\b(first|before|after)\b[^.?!]{0,40}\b(movers|furniture|boxes)\b|\bwhich (one )?(should |would |do |does )?(happen|come|go|be)s? first\b/,
    also: /\b(mov(e|es|ed|ing|ers)|(furniture|boxes)\b[^.?!]{0,20}\b(out|gone))\b/,
    article: 'what-does-move-in-&-move-out-cleaning-cover',
    heading: /smooth move/i,
    lead: () => ['Movers first: the site suggests booking the cleaning for after the furniture and boxes are out.'],
  },
  {
    // "My friend said there's an early access waitlist?": the early-access page, not the business waitlist.
    asks: /\bearly[- ]access\b/,
    article: 'waitlist',
    heading: /^$/,
    aboutTheSite: true,
  },
  {
    // Whether someone answers at any hour: support, not a booking's times.
    asks: ANYONE_THERE,
    // "Somebody will answer me if I write in the form?": whether a form gets a reply, which the site doesn't promise.
    // "You give my phone number to other company?": who else gets one's number, the privacy policy's.
    // "Is there someone who speaks Turkish?": a cleaner's language (cleanerLanguage), not whether support answers.
    // "Can someone get over there today?": a visit to the home, not someone answering.
    unless: new RegExp(String.raw`\b(forms?|feedback|sell|sold|selling)\b|\b(give|gives|given|share|shares|pass|passes)\b[^.?!]{0,40}\b(other|another|third[- ]part(y|ies)|advertisers|marketers|telemarketers|spammers)\b|\b(someone|somebody|anyone|anybody)\b[^.?!]{0,15}\b(get|come|go|be|head) (over )?there\b|${CLEANER_LANGUAGE.source}`),
    article: 'how-do-i-contact-nestwell-support',
    heading: /^For clients$/,
    lead: (_, { facts }) => [`Yes: ${supportLink(facts)} is there 24/7, every day, and our phone number is ${phoneLink(facts)}. The site lists no hours or days when it is closed.`],
  },
  {
    asks: NO_SHOW,
    // "Your ZIP list doesn't show 07202: does that mean you will not come?": whether we serve a place, not a visit missed. "If a
    // trial runs late and we need to cancel": the visitor's day running late, not the cleaner.
    unless: /\b\d{5}\b|\bzip\b|\b(sitter|babysitter|nanny|dog ?walker|pet ?sitter|contractors?|plumber|electrician|movers?|tenants?|guests?)\b[^.?!]{0,20}\b(doesn'?t|does not|don'?t|didn'?t|did not|never|won'?t) (show|come|turn)\b|\b(codes?|newcomer|discount|promo|coupon|total|price)\b[^.?!]{0,30}\b(doesn'?t|does not|didn'?t|did not|won'?t|not) show\b|\b(your|the) (list|map|page|site|website)\b|\bdoes (that|this|it) mean\b|\b(trial|meeting|work|flight|train|bus|ferry|shift|class|appointment|event|party|game|surgery|court|truck|van|movers?)\b[^.?!]{0,10}\b(runs?|running|ran|goes|going|went|is|was) (late|over|long)\b|\b(?:i|we)(?: shall| will| may| might| do| can)? not (?:arrive|come|show|get)\b|\b(?:i|we) (?:won'?t|don'?t|can'?t) (?:arrive|come|show|get)\b/,
    report: true,
    article: 'how-do-i-contact-nestwell-support',
    heading: /^For clients$/,
    // "If nobody comes do I still pay?": whether a visit missed is charged, which the site doesn't say either.
    lead: (text, { facts }) => [`Contact ${supportLink(facts)} right away: it is there 24/7, and our phone number is ${phoneLink(facts)}. The site doesn't say what happens when a cleaner is late or doesn't come${/\b(charg\w*|pay|paid|billed|bill|refund\w*|money)\b/.test(text) ? ', or whether such a visit is charged' : ''}, so support is who can sort it out.`],
  },
  {
    // "How soon do I need to tell you?", "is there a deadline to complain?": the promise says soon, and sets no deadline.
    asks: /\b(how (soon|long|quickly|fast|late|many days)|deadline|time limit|within how (long|many days))\b[^.?!]{0,40}\b(tell|report|complain\w*|let (you|them|nestwell|support) know|contact|reach out|raise|claim|use the (promise|guarantee)|call|phone|get in touch)\b/,
    report: true,
    article: 'what-is-the-nestwell-satisfaction-promise',
    heading: /how to use the promise/i,
    lead: () => [NO_DEADLINE],
  },
  {
    // "The cleaner left our back door unlocked overnight": a concern about the visit, raised with support.
    asks: /\bleft (the |our |my |a )?(\w+ )?(doors?|windows?|gates?|garage)\s(\w+ )?(unlocked|open)\b|\b(doors?|windows?|gates?|garage)\b[^.?!]{0,30}\b(was|were|got) left (\w+ )?(unlocked|open)\b|\b(didn'?t|did not|forgot to) lock (up|the \w+)\b/,
    report: true,
    article: 'what-should-i-do-if-i-have-a-concern-about-a-cleaning',
    heading: /^Raising a concern/,
    lead: (text, ctx) => cantWait(ctx.facts, text),
  },
  {
    // "Cleaner was rude and i feel kinda unsafe rn", "what if I get a weird feeling about the person who shows up": safety
    // first, as the article puts it, then how to raise the concern.
    // "I am afraid I am rather old-fashioned" is politeness, not fear.
    asks: /\b(i|we) (feel|felt|am|are|'m|'re|was|were) ((kinda|kind of|sort of|really|so|very|a (little )?bit|a little|pretty|quite|still) )?(unsafe|in danger|threatened)\b|\bi'?m ((kinda|kind of|sort of|really|so|very|a (little )?bit|pretty|quite|still) )?(unsafe|in danger|threatened)\b|\b(scared|frightened|afraid) (of|by) (him|her|them|the cleaners?|my cleaners?|the crew)\b|\b(weird|bad|strange|odd|uneasy|creepy|funny) (feeling|vibes?)\b[^.?!]{0,40}\b(person|cleaners?|him|her|them|guy|lady|man|woman|who)\b|\b(something|anything|it) (does not|doesn'?t|do not|don'?t|did not|didn'?t) (feel|seem) (right|safe|ok|okay)\b[^.?!]{0,30}\b(while|when) (they|he|she|the cleaners?|someone)\b|\b(she|he|they|i|we) (feels?|felt) (weird|uneasy|unsafe|uncomfortable|funny) (about|around|with) (him|her|them|the (cleaners?|person|guy|lady))\b/,
    report: true,
    article: 'what-should-i-do-if-i-have-a-concern-about-a-cleaning',
    heading: /safety is at risk/i,
    lead: () => ["If anyone's safety is at risk, the site's first step is this:"],
    more: alsoQuote('what-should-i-do-if-i-have-a-concern-about-a-cleaning', /^Raising a concern/),
  },
  {
    asks: A_PROBLEM,
    // "Where do I report an accessibility problem with the app?": the app's or the website's, not a visit's; "my last cleaning
    // company was a disaster... do you actually check?": another company's visit, told as the reason to ask.
    unless: new RegExp(String.raw`\b(apps?|site|website|web ?pages?|accessib\w*|bugs?|glitch\w*|crash\w*)\b|${ANOTHER_COMPANY.source}`),
    report: true,
    article: 'what-should-i-do-if-i-have-a-concern-about-a-cleaning',
    heading: /^Raising a concern/,
    // "How many days do I have to raise a complaint?": that first.
    lead: (text) => [...(LOSS_TO_COVER.test(text) ? [LOSS_NOT_PROMISED] : []), ...(DEADLINE_ASKED.test(text) ? [NO_DEADLINE] : [])],
    more: (text, ctx) => [...alsoQuote('what-should-i-do-if-i-have-a-concern-about-a-cleaning', /happy with the work/)(text, ctx), ...(DEADLINE_ASKED.test(text) ? [] : [NO_DEADLINE])],
  },
  {
    asks: FELL_SHORT,
    // "If the locker room isn't clean enough, does your promise apply to business cleanings?": whether it applies, the promise's.
    unless: new RegExp(String.raw`\b(apply|applies|cover|covers|valid)\b[^.?!]{0,40}\b(business|office|commercial|company)\b|${ANOTHER_COMPANY.source}`),
    report: true,
    article: 'what-should-i-do-if-i-have-a-concern-about-a-cleaning',
    heading: /happy with the work/,
    lead: (text) => (LOSS_TO_COVER.test(text) ? [LOSS_NOT_PROMISED] : []),
    more: (text, ctx) => ['Your job photos in the app show the finished rooms: send the ones that show the problem, with the date of the cleaning.', NO_DEADLINE,
      ...insideNotBooked(text, ctx.facts),
      // "Would someone come back to redo what was missed?": the promise is that you do not pay, not a visit again.
      ...(RETURN_VISIT.test(text) ? [NO_RETURN_VISIT] : [])],
  },
  {
    // "The landlord kept $150 of my deposit after your move-out clean: will you pay me back?": money lost, asked alone.
    asks: LOSS_TO_COVER,
    report: true,
    article: 'what-should-i-do-if-i-have-a-concern-about-a-cleaning',
    heading: /happy with the work/,
    lead: () => [LOSS_NOT_PROMISED],
  },

  {
    // Checking the work without being there: the job photos.
    // "Can I see the place after the turnover before guests arrive?": from afar, as the photos show it; "how I know she clean good
    // up there?" too.
    asks: new RegExp(String.raw`${PHOTOS.source}|\b(check|see|verify|confirm|know|make sure|proof|look at|view)\b[^.?!]{0,40}\b(done|finished|cleaned|did|was clean|cleans? (good|well|right|properly)|the work|their work|what they did|(is|was) (actually |really )?(ready|clean)|how clean (it|the \w+|we left it) (was|is|looked|looks))\b|\b(see|check( on)?|look at|view)\b (how )?(the |my |our )?(place|house|home|unit|apartment|apt|rental|condo|property)\b[^.?!]{0,20}\b(after|afterwards|once|looks|looked)\b`),
    article: 'can-i-see-photos-of-my-finished-cleaning',
    heading: /^$/,
    more: alsoQuote('can-i-see-photos-of-my-finished-cleaning', /where to find/i),
  },
  {
    // A schedule: a visit that repeats, however it is said.
    asks: /\b(recurring|repeat\w*|on a schedule|schedule\w* (visits|cleanings)|every (couple|few|other|two|2|three|3|single)? ?(of )?(weeks?|months?|days?|mon\w*|tue\w*|wed\w*|thu\w*|fri\w*|sat\w*|sun\w*)|(once|twice|two times|three times) a (week|month)|weekly|bi-?weekly|fortnightly|monthly|regular (visits|basis)|(keep|kept) (it|the \w+) (dusted|clean|tidy|fresh))\b/,
    article: 'can-i-set-up-recurring-cleanings',
    heading: /set one up/,
    more: alsoQuote('can-i-set-up-recurring-cleanings', /changing/i),
  },
  {
    // A time of day or a day asked for: the app shows the times for the address.
    // "Do ur cleaners work late?": a time of day said of the cleaners.
    asks: /\b(\d{1,2}(:\d\d)? ?(am|pm|a\.m\.|p\.m\.)|how (early|late) (can|do|does|will|would)|at night|late at night|(work|come|clean)\w* late|overnight|midnight|evenings?|early (in the )?morning|after (close|closing|hours|work|we close|class|our last)|before (we open|opening|work)|on (a |the )?(weekends?|saturdays?|sundays?|holidays?)|^(what|how) about (on )?(the )?(weekends?|saturdays?|sundays?|holidays?|evenings?|nights?|early mornings?)|what (hours|times)|which (hours|times|days)|while (i'?m|i am|we'?re|we are) (asleep|sleeping|at work|away|out))\b/,
    article: 'how-do-i-book-my-first-cleaning',
    heading: /^Step 3/,
    // "It says pick a time. Can it be like 9pm?": the time asked of the visit being booked.
    // "How early can cleaners start? like 7am on a saturday?": when a visit may start.
    also: /\b(come|coming|clean(ed|ing)?|book\w*|visits?|available|schedul\w*|pick a time|can it be|work late|start|arrive)\b|^(what|how) about\b/,
    lead: (_, { facts }) => [`The site doesn't list opening hours or say which times are possible: the app shows the times available for your address before you confirm, and nothing is booked until you do. If the time you need isn't there, ask ${supportLink(facts)}, 24/7.`],
  },
  {
    asks: /\b(move|change|shift|push|switch|reschedul\w*)\b(?![- ]?(out|in)\b)[^.?!]{0,30}\b(date|day|time|appointment|booking|cleaning|visit|turnover)\b|\bzmieni\w* termin\b/,
    article: 'can-i-change-the-date-or-time-of-my-cleaning',
    heading: /^How to move/,
  },
  {
    // A charge that looks wrong.
    asks: /\b(charge[sd]?|billed|bill|refund\w*)\b[^.?!]{0,60}\b(wrong|different|twice|double|more than|doesn'?t match|does not match|higher|mistake|error|incorrect)\b|\b(wrong|double|incorrect|unexpected) (charge|bill)\b/,
    article: 'how-do-i-pay-&-use-the-newcomer-code',
    heading: /about a charge/,
    more: (_, { facts }) => [`Client support is there 24/7: ${supportLink(facts)}, or call ${phoneLink(facts)}.`],
  },
  {
    // How to pay, or with what.
    asks: /\b(how (do|can|would) (i|we) pay|pay(ing)? (by|with|in)|[a-z]+-issued|payment( methods?)?|(credit|debit|business) cards?|amex|american express|visa (card|debit)|(pay|paying) (with|by) visa|mastercard|discover card|paypal|venmo|zelle|cash|cheque|(pay|paying) (by|with) check|apple pay|google pay)\b/,
    article: 'how-do-i-pay-&-use-the-newcomer-code',
    heading: /^Paying/,
    // A creator's payment for videos is the creator program's.
    unless: /\b(creators?|videos?|upload\w*|mp4|submissions?|submit)\b/,
    lead: (text) => (/\b(amex|american express|visa|mastercard|discover|paypal|venmo|zelle|cash|cheque|check|apple pay|google pay|debit|credit)\b/.test(text)
      ? ["The site doesn't list which cards or methods are accepted: the app shows them before you confirm."]
      : /\b(issued|out[- ]of[- ]state|foreign|international)\b/.test(text) ? ["The site says nothing about where a card is issued: the app shows the payment methods it accepts before you confirm."] : []),
  },
  {
    // Who is sent, asked outright: "What assurance can you give me about the people you send? How do you choose them, and what
    // happens if something does not feel right?" is answered in both its parts, not given way to the other's; so is "First,
    // whether the cleaners are checked...".
    asks: new RegExp(String.raw`${ASSURED_OF_WHO_IS_SENT.source}|\bhow (do|does) (you|u|nestwell) (choose|pick|select|hire|recruit) (them|your cleaners|the cleaners|cleaners|the people|your people|who)\b|\b(whether|if) (the |your )?(cleaners?|people|persons?|workers?|staff|they|he|she)\b[^.?!]{0,40}\b(are|is|were|was|get|gets|has been|have been) (\w+ )?(checked|vetted|screened|background[- ]checked)\b`),
    article: 'are-nestwell-cleaners-vetted-&-background-checked',
    heading: /^$/,
    firm: true,
  },
  {
    // Who comes into the home, and whether they can be trusted.
    // "How do you check the people you send?", "do you vet your cleaners", "how do I know the person is reliable?".
    // "Who actually comes into my apartment?"
    asks: /\bwho (actually |even |really |exactly )?(comes?|will come|would come|is coming|shows? up|gets? sent) (in)?to (my|our|the|his|her) (\w+ )?(apartment|apt|home|house|place|condo|unit)\b|\b(checked(?! (in|out of|out at|into))|vetted|screened|background|trust(?!ees?\b)\w*|safe|strangers?|sketchy|shady|creepy|dodgy|criminals?|who (even )?(is|are) (this|these|they|the) ?(person|people|cleaners?)?|(check|screen|vet)(s|ing)? (out )?(the |your |these |those |who |all )?(people|persons?|cleaners?|crew|staff|workers?|maids?|housekeepers?|employees?|them)|how (do|can|would) (i|we) know (that )?(the |your |this |that )?(person|cleaner|people|they|he|she|someone)\b[^.?!]{0,30}\b(reliable|honest|serious|legit\w*|good people|decent))\b/,
    article: 'are-nestwell-cleaners-vetted-&-background-checked',
    heading: /^$/,
  },
  {
    // What to tell the cleaner: a room to skip, quiet, a product, a language.
    asks: /\b(skip (the|my|our|her|his|their|one|a) (\w+ )?(room|bedroom|office|kitchen|bathroom|study|den)|avoid|stay out of|left (exactly )?as (it is|they are)|(remain|stay|be kept|kept) (exactly )?as (he|she|they|i|we) left (it|them)|(do not|don'?t|never) want (it|them|that room|the \w+) (cleaned|dusted|entered|touched|disturbed)|(not|never) (to )?be (cleaned|dusted|entered|disturbed)\b|untouched|leave (it|them|\w+ room) alone|off[- ]limits|(not to|shouldn'?t|should not|must not|mustn'?t|never) be touched|don'?t touch|(not to|to not|never to) (touch|move|open|disturb)|not (go|going) in|don'?t (go|clean) in|leave (her|his|my|our|their) room|quiet|fragrance\w*|scent\w*|unscented|allerg\w*|speak\w* (polish|spanish|portuguese|korean|chinese|russian|haitian|creole|french|english)|language|preferences?|where\b[^.?!]{0,20}\b(write|put|say|tell)\b)/,
    article: 'how-do-i-tell-my-cleaner-about-my-preferences',
    // Support's language or an applicant's is not a note to the cleaner, nor is a review; a cleaner who speaks one is asked
    // of the cleaners, whose languages the site does not name (cleanerLanguage).
    // Telling us a cleaning fell short is the promise's, not a note for the next visit.
    unless: new RegExp(String.raw`\b(support|call|phone|apply|applying|job|work for|work with|reviews?|not happy|unhappy)\b|${CLEANER_LANGUAGE.source}`),
    heading: /worth mentioning/,
  },
  {
    // Something to clean that is not on the add-on list: the Other add-on.
    asks: /\b(can|could|would|will) (they|you|your (cleaners?|people|crew|team)|the cleaners?|someone|she|he)( (also|just|even|please))? (do (the|my|our|a|an|some|his|her|their)|clean|wipe|wash|scoop|empty|change|fold|water|scrub|polish|sanitize|disinfect|deal with|take care of|handle|get (the |all the |some )?(\w+ ){1,3}(off|out of))\b(?! around)|\b(you|they|i|we) (can|could) add\b/,
    article: 'can-i-request-a-task-that-isnt-on-the-add-on-list',
    heading: /^The Other add-on/,
    // "Can you clean between guests?", "would you clean between tenants?": a service asked for, not a task off the list;
    // "would you clean there too?", "can you clean for her?": a place or a person, not a task.
    unless: /\b(between (guests|tenants|stays|bookings)|turn ?overs?|airbnbs?|vrbos?|guests?|tenants?|renters?|move[- ]?(in|out)|move\w* (\w+ ){0,3}in\b|both|deep|standard|offices?|business(es)?|houses?|homes?|apartments?|condos?|(clean|do) (there|that one|it there|for (her|him|them|us|me))|that one too)\b/,
    more: alsoQuote('can-i-request-a-task-that-isnt-on-the-add-on-list', /ask before/i),
  },
  {
    // Who else sees what the site collects.
    asks: /\b(shared?|sharing|sell|sold|selling|give|given|pass(ed)?)\b[^.?!]{0,40}\b(third[- ]part(y|ies)|anyone|anybody|others|advertisers|compan(y|ies)|marketers|telemarketers|people|spammers|data brokers)\b|\b(address|phone|numbers?|data|info\w*|details|email)\b[^.?!]{0,20}\bsell\b/,
    article: 'privacy-policy',
    heading: /^Who we share/,
    // An address or a card is given in the app, whose own disclosures cover it.
    more: (text, ctx) => (/\b(address|app|booking|account|card|phone number)\b/.test(text) ? alsoQuote('privacy-policy', /^What this policy covers/)(text, ctx) : []),
  },
  {
    // Which version of the privacy policy: its effective date opens it.
    asks: /\b(privacy|policy|policies|terms)\b[^.?!]{0,40}\b(last (changed|updated|modified|revised)|effective|version|dated?|updated)\b|\b(when|last) (was|were) (the|your) (privacy|policy|terms)\b/,
    article: 'privacy-policy',
    heading: /^$/,
    more: alsoQuote('privacy-policy', /^Changes/),
  },

  {
    // Which service fits: the chooser's rule of thumb.
    // "Should we do a move-in clean or deep?", "the difference between your five services", "which one to select".
    asks: /\bwhich (of your |one of your )?(services?|cleanings?|cleans?|kind|type|option)\b|\bwhat (service|kind of cleaning|type of cleaning|cleaning) (do|should|would) (i|we) (book|choose|pick|get|need)\b|\bdifference between (your |the |all )?(five |5 |different )?(services|cleanings|kinds|types)\b|\bwhich one (to|should (i|we)) (select|choose|pick|book|get)\b|\b(should|do|would) (i|we) (do|get|book|choose|pick|go with)( a| the)? (move[- ]?(in|out)|deep|standard|regular|turnover)( clean\w*)? or( a| the)? (move[- ]?(in|out)|deep|standard|regular|turnover)\b/,
    article: 'which-cleaning-service-should-i-choose',
    heading: /^A quick rule of thumb/,
    // The service the message's own situation points to, said first.
    lead: (text) => [
      ...(/\bmov(e|es|ed|ing)( \w+)? (out|in)\b|\bempty\b|\bvacant\b|\btenants? (is |are )?(leaving|moving)/.test(text) ? ['For a home being moved out of or into, or an empty one, the service is Move In/Out Cleaning; the app prices it for your space.'] : []),
      ...(/\b(guests?|airbnb|vrbo|turnovers?|short[- ]term)\b/.test(text) ? ['Between short-term guests, the service is Rental Turnover Cleaning; the app prices it for your space.'] : []),
    ],
  },
  {
    // Getting the app: the two stores, and the client app against the crew app.
    asks: /\b(where|how) (do|can|would|should) (i|we) (get|download|find|install) (the|your|this) (nestwell )?app\b|\bdownload (the|your) app\b|\bwhich app\b/,
    article: 'where-can-i-download-the-nestwell-app',
    heading: /^$/,
    more: alsoQuote('where-can-i-download-the-nestwell-app', /^Client app or crew app/),
  },
  {
    // A version for businesses and managers of several homes, an account for many homes: coming, with a waitlist.
    asks: /\b(version|account|plan|app)s? for (property managers?|landlords?|businesses|companies|hosts|agents|managers)\b|\bbusiness version\b|\bwhen('?s| is| does) (it|that|this) (out|launch\w*|coming|come out|available)\b|\b(accounts?|logins?|plans?)\b[^.?!]{0,30}\b(agents?|realtors?|brokers?|photographers?|property managers?|landlords?|hosts?|lots of|many|multiple|several)\b|\b(lots of|many|multiple|several|\d+) (homes|houses|properties|listings|units)\b[^.?!]{0,30}\baccounts?\b|\b(anything|something|a plan|an option|options|a program|a deal)\b[^.?!]{0,20}\bfor (hosts?|landlords?|property managers?|owners?|investors?)\b[^.?!]{0,20}\b(multiple|several|many|more than one|a few|lots of) (properties|rentals|units|homes|buildings|places|listings)\b/,
    article: 'what-is-the-nestwell-business-version',
    heading: /^$/,
    lead: (text) => (/\b(when|launch\w*|date|how soon|out yet)\b/.test(text) ? ['The site gives no launch date for the business version: it is coming soon, with a waitlist to hear first.'] : []),
  },
  {
    // A problem noticed after the visit: no deadline stated, tell support soon.
    asks: /\b(notic|find|found|see|saw|discover|spot)\w*\b[^.?!]{0,30}\b(problem|issue|something|anything)\b[^.?!]{0,30}\b(later|after|days?|next day|week)\b|\b(notic|discover|spott|realiz|realis)\w*\b[^.?!]{0,25}\b((\d+|a few|two|three|four|five|several|some|a couple( of)?) (days?|weeks?) later|the next (day|morning|week))\b|\btoo late\s*\(?to (complain|report|say something|tell|raise|use the (promise|guarantee)|get (a )?refund)\b|\b(report|tell|complain)\w*\b[^.?!]{0,20}\bwithin (a |any )?(particular|certain|set|specific) (period|time|window|number of days)\b|\b(report|tell|complain|raise)\w* (it |this |that )?(on )?the (very )?same day\b|\bhow (long|soon|fast) (do|should) (i|we) (have to )?(tell|report|complain|let)\b|\bis there a (deadline|time limit)\b/,
    article: 'what-should-i-do-if-i-have-a-concern-about-a-cleaning',
    heading: /^Raising a concern/,
    lead: () => [NO_DEADLINE],
  },
  {
    // Taking back a cookie choice.
    asks: /\b(accept\w*|cookies?|banner|consent|analytics)\b[^.?!]{0,40}\b(undo|change|withdraw|take (it )?back|revoke|reset|reverse|opt out)\b|\b(undo|withdraw|revoke|reset|take back)\b[^.?!]{0,30}\b(accept\w*|cookies?|consent)\b/,
    article: 'cookies',
    heading: /^Changing your mind/,
  },
  {
    // A reminder before a visit.
    // Not "remind me of the steps you wrote about": recalling something is not a reminder.
    asks: /\b(reminders?|notif(y|ies|ication|ications)|(remind|notify|tell|text|message|alert|let) (me|us) (know )?(before|ahead|when (the|she|he|they))|(will|does|do|can) (the app|you|it) (remind|notify|tell|text|alert)|before (the )?(cleaner|cleaners|she|he|they) (come|comes|arrive|arrives|show)|(forget|forgot) (things|easily|a lot|stuff))\b/,
    article: 'can-i-set-up-recurring-cleanings',
    heading: /^Reminders/,
  },
  {
    // Booking on the website: it is done in the app.
    asks: /\b(on|from|through) (your|the|this) (web ?site|site|page)\b[^.?!]{0,60}\b(book|pick|choose|schedule|date|time|button)\w*|\b(can'?t|cannot|don'?t) (find|see) (anywhere|where|a place|the button|how) to (book|pick|choose|schedule)\b/,
    article: 'can-i-book-a-cleaning-on-the-nestwell-website',
    heading: /^$/,
    aboutTheSite: true,
  },
  {
    // Paying later, after the visit or an inspection.
    asks: /\bpay (after|later|afterwards|at the end|when (it'?s|the (work|cleaning) is) (done|finished))|instead of up ?front|pay up ?front|(after|once) the (landlord|inspection|walkthrough)\b[^.?!]{0,30}\bpay/,
    article: 'how-do-i-pay-&-use-the-newcomer-code',
    heading: /^Paying/,
    lead: () => ['The site describes paying in the app as part of booking; it says nothing of paying after the visit or an inspection, so ask client support about your case.'],
  },
  {
    // Not happy with a cleaning, asked before booking: the promise.
    asks: /\b(not (happy|satisfied|pleased)|unhappy|dissatisfied|(still|and) (want|wanted|charge|charged)\w* (the |my )?money|with you how is it|what if (it'?s|the cleaning is|they do) (bad|not good|a bad job))\b/,
    article: 'what-is-the-nestwell-satisfaction-promise',
    heading: /^$/,
  },
  {
    // Leaving a review: the Google review page.
    // Thanks said in public is a review too: "how might I thank her publicly?", "a shout-out for my cleaner".
    asks: /\b((leave|write|post) (a |you a |an )?((nice|good|great|positive|google|5[- ]star|five[- ]star|honest) )?reviews?|where (do )?i (write|leave|post) (a )?review|review (you|nestwell|the cleaner) on google|thank (her|him|them|the cleaner|my cleaner|the crew)( \w+){0,3} (publicly|online|in public)|(publicly|online) thank|(give|leave|post|send) (her|him|them|the cleaner|my cleaner)? ?(a |some )?(shout-?out|kudos|praise|compliment)s?)\b/,
    article: 'google-review',
    heading: /^$/,
    more: (_, { facts }) => [googleReview(facts)],
  },

  {
    // Agreements the site does not mention: NDAs, confidentiality.
    asks: /\b(nda|ndas|non-?disclosure|confidentiality( agreements?| forms?| contracts?)?|hipaa|business associate agreement|baa|sign (an? |any )?(agreement|contract|nda))\b/,
    article: 'are-nestwell-cleaners-vetted-&-background-checked',
    heading: /^$/,
    firm: true,
    lead: (text) => [/\b(hipaa|baa|business associate)\b/.test(text)
      ? "The site says nothing about HIPAA training or business associate agreements, so I won't say cleaners have one or Nestwell signs one. What it does say:"
      : "The site says nothing about NDAs or confidentiality agreements, so I won't say cleaners sign one. What it does say:"],
    more: (_, { facts }) => [`You can mark rooms, files or desks as off-limits in your booking notes. For an agreement, ask ${supportLink(facts)}, 24/7.`],
  },
  {
    // Who pays for damage: the site publishes no policy, and the Terms' limits are about using the website.
    asks: /\b((who'?s|who is|who will be|are you|is nestwell|is the cleaner) (liable|responsible)|liab(le|ility)|who (pays|would pay|will pay|has to pay|bears|covers|foots|absorbs) (for (it|that|this|the (damage|cost|repair|replacement))|if|the (cost|bill|damage|repair))|(do|will) you (pay for|reimburse|replace|cover the (cost|damage))|(be|get) (reimbursed|compensated) for (it|that|this|the \w+|my \w+)|(will|does|would) (nestwell|you|they) pay for (it|that|this|the \w+))\b/,
    // "Who pays for the cleaning, me or the tenant?": the booking's payer, not damage.
    unless: /\bwho pays for (the |a |this |that )?(clean\w*|move[- ]?outs?|turnovers?|booking|visit)\b/,
    article: 'what-should-i-do-if-i-have-a-concern-about-a-cleaning',
    heading: /^$/,
    firm: true,
    lead: () => [`${NO_DAMAGE_POLICY} What it does say:`],
    more: (_, { facts }) => [`Tell ${supportLink(facts)} what happened, 24/7, with the date and photos.`],
  },
  {
    // Someone hurt or in danger while the cleaner is there.
    asks: /\b(take a fall|(i|she|he|someone) (fall|falls|fell)|(gets?|got|is) hurt|injur(y|ed|ies)|emergenc(y|ies)|ambulance|911|heart attack|medical emergenc\w*)\b/,
    article: 'how-do-i-contact-nestwell-support',
    heading: /^A note on emergencies/,
  },
  {
    asks: /\b(process|how (does|do) (it|this|that|booking) work|what do (i|we) need( to have)?( ready)?)\b/,
    // "What do I need to fill in on the form?", "...to sign up for the list": a form's, not the booking's.
    unless: /\b(form|list|sign ?up|waitlist|send|apply|creator)\b/,
    article: 'how-do-i-book-my-first-cleaning',
    heading: /^$/,
  },
];

/** A visit that went wrong (nobody came, a room was missed): what to do, before any other reading of the message; "is anyone there if..." asks about support. */
/** A tier asked for: "do I need Deep for that?". */
const TIER_ASKED = /\b(do|would|should) (i|we) (need|get|book|choose) (the |a )?(deep|standard)\b/;
/** A service asked for: a tier, "which one?", "what do I choose?". */
const SERVICE_ASKED = new RegExp(String.raw`${TIER_ASKED.source}|\bwhich (service|cleaning|one)\b|\bwhat (do|should) (i|we) (choose|pick|book|get)\b`);
/** A visit told of: the cleaner, a cleaning that came. */
const A_VISIT = /\b(cleaners?|crew|came|visit|was here|last (time|cleaning)|yesterday|today|this morning|my cleaning|the cleaning)\b/;
/**
 * "The oven is a disgrace. Do I need Deep for that, or what do I choose?": a service asked for the home as it is, no visit
 * told of; no report of a cleaning gone wrong, whatever the home's state is called.
 */
export const SERVICE_FOR_THE_HOME = new RegExp(String.raw`^(?![\s\S]*${A_VISIT.source})(?=[\s\S]*(?:${SERVICE_ASKED.source}))`);
/** The same, a tier asked ("do I need Deep for that?"): what keeps a home's state from reading as a complaint. */
export const TIER_FOR_THE_HOME = new RegExp(String.raw`^(?![\s\S]*${A_VISIT.source})(?=[\s\S]*${TIER_ASKED.source})`);
/** A home left open or a pet out, after a visit: "door was open when i got home", "the cat got out". */
const LEFT_OPEN = /\b(door|gate|slider|window)s? (was|were|is|are|got|been|had been|has been)( left)?( wide)? (open|unlocked)\b|\bleft (the |my |our )?(\w+ )?(door|gate)s? (wide )?(propped )?(open|unlocked)\b/;
const PET_OUT = /\b(got out|escaped|ran (away|off))\b/;
/** Said as happening now, not told of afterwards. */
const HAPPENING_NOW = /\b(just|right now|rn|now|today|tonight|tonite|this (evening|morning|afternoon)|got home|came home|still)\b/;
/** Already put right: "we found him", "a neighbor caught him, he's fine", "almost got out". */
const PUT_RIGHT = /\b(found (him|her|them|it)|got (him|her|them) back|caught (him|her|them)|(he|she|it)'?s (fine|ok|okay|safe)|(almost|nearly) got out)\b/;

/** What to do first when something after a visit can't wait: call, now. Empty when it can. */
export const cantWait = (facts: Facts, text: string): string[] =>
  (LEFT_OPEN.test(text) || PET_OUT.test(text)) && HAPPENING_NOW.test(text) && !PUT_RIGHT.test(text)
    ? [`If it can't wait, like a pet that got out or a home left open, call ${phoneLink(facts)} now: support answers 24/7.`] : [];

/**
 * A theft or a snoop feared before any visit: "how do I know the cleaner won't steal something?", "what stops them walking
 * off with my GPU?", "how do I know your people won't rob me", "will the cleaner steal from me?".
 */
export const THEFT_FEARED = /\b(how (do |can |would |will )?(i|we|you) (know|be sure|make sure|trust)|what (stops|keeps|prevents)|(can|could) (i|we) (be sure|trust))\b[^.?!]{0,50}\b((won'?t|wont|will not|wouldn'?t|doesn'?t|don'?t|isn'?t|aren'?t|never|not)( \w+)? (steal\w*|rob|robs|robbing|take|taking|walk\w* off|run\w* off|pocket\w*|snoop\w*|go\w* through)|from (steal\w*|robbing|taking|walking off|running off|snoop\w*))\b|\b(will|would|might|could|do|does) (the |your |ur |a )?(cleaners?|they|she|he|someone|people|workers?|maids?)( \w+)? (steal|rob)( \w+)?\b(?![^.?!]{0,20}\b(did|already|last|yesterday)\b)/;

/** What to do about something that happened; a theft feared before any visit is the vetting's (intents). */
export const answerReport = (text: string, ctx: ScopeContext) => (ANYONE_THERE.test(text) || SERVICE_FOR_THE_HOME.test(text) || THEFT_FEARED.test(text) ? null : answerTopic(text, ctx, true));

/** The section that answers a question's topic, quoted, with what the site leaves out; null when no topic fits. */
export function answerTopic(text: string, ctx: ScopeContext, reportsOnly = false): ChatAnswer | null {
  return topicAnswer(text, ctx, reportsOnly)?.answer ?? null;
}

/** The topic's answer, and whether it holds beside another part's ("Are they background checked? Would they sign an NDA?"). */
export function topicAnswer(text: string, ctx: ScopeContext, reportsOnly = false): { answer: ChatAnswer; firm: boolean } | null {
  // A post or an article asked about, or the website itself, is not a topic of the service.
  const aboutTheSite = NOT_THE_SERVICE.test(text);
  for (const topic of TOPICS) {
    if ((reportsOnly && !topic.report) || (aboutTheSite && !topic.aboutTheSite)) continue;
    if (!topic.asks.test(text) || (topic.also && !topic.also.test(text)) || topic.unless?.test(text)) continue;
    const url = ctx.sections.urlEnding(topic.article);
    const section: Passage | null = ctx.sections.section(url, topic.heading);
    if (!section) continue;
    const source: Source = { title: section.title, url: section.url };
    // A section's opening "Yes." answers its own title, which may not be the question asked ("are they re-checked?").
    const answer = { reply: [...(topic.lead?.(text, ctx) ?? []), quote(section).replace(/^Yes\.\s+/, ''), ...(topic.more?.(text, ctx) ?? [])].join('\n'), sources: [source] };
    return { answer, firm: !!topic.firm };
  }
  return null;
}
