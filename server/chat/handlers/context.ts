import type { ChatAnswer, ChatIndex, Facts, Source } from '../../../kernel/chat/model.ts';
import { NJ_LOCATIONS } from '../../../kernel/page-urls.ts';
import { phoneDisplay, phoneHref } from '../../../kernel/phone.ts';
import { GOOGLE_SIGN_IN, googleReviewSteps } from '../../../kernel/google-review.ts';
import { SOCIAL_NAMES } from '../../../kernel/social-names.ts';
import { creoleInEnglish } from '../understand/english-creoles.ts';

/** What every exact handler may read: the facts, and the pages it cites. */
export interface HandlerContext {
  facts: Facts;
  /** A help page by the slug of its title, or `fallback` when the help centre lacks it. */
  page: (key: string, fallback: Source) => Source;
}

/** An exact handler answers the questions it recognises, and returns null for the rest. */
export type Handler = (question: Question, ctx: HandlerContext) => ChatAnswer | null;

/** A question in the forms handlers match against. */
export interface Question {
  /** As asked, trimmed. */
  raw: string;
  /** Lower-cased, curly quotes straightened, whitespace collapsed. */
  text: string;
}

/** The past of the verbs learners of English write in the present before "ago" ("I apply 2 weeks ago"). */
const PAST: Record<string, string> = { apply: 'applied', call: 'called', book: 'booked', pay: 'paid', send: 'sent', email: 'emailed', write: 'wrote', ask: 'asked', order: 'ordered' };

export function toQuestion(raw: string): Question {
  const lowered = raw.toLowerCase().replace(/[’‘]/g, "'").replace(/[“”]/g, '"').replace(/\s+/g, ' ').trim();
  // "Mi haffi bring mi own supplies?", "how much una dey charge?": Patois or Nigerian Pidgin, in the English each is made of.
  const text = creoleInEnglish(lowered)
    // Chat shorthand, so the handlers' words match: "r u in hoboken", "ur prices", "hw much", "std clean".
    .replace(/\bu\b/g, 'you').replace(/(?<![\p{L}\p{N}_'-])'?em(?![\p{L}\p{N}_])(?! dash)/gu, 'them').replace(/\br\b/g, 'are').replace(/\bur\b/g, 'your').replace(/\bhw\b/g, 'how').replace(/\bwat\b/g, 'what').replace(/\bpls|plz\b/g, 'please').replace(/\bstd\b/g, 'standard').replace(/\bbiz\b/g, 'business')
    // "How does one pay you?", "where could one leave a kind word?", "when one moves out": "one" said for oneself, as older
    // visitors write, before a verb; not a count ("does one bedroom cost more?", "can one account hold both?").
    .replace(/\b(does|do|can|could|may|might|should|would|must|will|shall|when|if|where|once|before|after|until) one (pay|pays|book|books|leave|leaves|get|gets|find|reach|contact|cancel|cancels|reschedule|change|go|goes|make|tell|know|see|use|uses|apply|ask|say|expect|need|needs|have|has|arrange|order|write|send|call|move|moves|request|sign|check|choose|pick|prepare|keep|add|tip|give|put|set|is|does|wish|wishes|want|wants)\b/g,
      (_, before: string, verb: string) => `${before === 'does' ? 'do' : before} i ${ONE_DOES[verb] ?? (before === 'does' ? verb : verb.replace(/(?<=[^s])s$/, ''))}`)
    // "I apply 2 weeks ago", "we book last month": a time gone by says the verb before it is past, as learners write it.
    .replace(/\b(i|we) (apply|call|book|pay|send|email|write|ask|order)\b(?=[^.?!]{0,25}\b(?:ago|yesterday|last (?:week|month|time)))/g, (_, who: string, verb: string) => `${who} ${PAST[verb]}`)
    // "And if something happen, who I call?", "where I pay?": a question asked without its "do", as learners of English write.
    .replace(/(^|[,.?!;:]\s*|\b(?:and|so|then|but|or|ok|okay) )(who|where|how) (i|we) (call|contact|phone|ring|report|tell|pay|complain|write|ask|go)\b/g, '$1$2 do $3 $4')
    // "The guest bathroom had better be done too, my son is coming to stay": who is coming, said after what is asked, is the
    // reason for it, and asks nothing.
    .replace(/,\s*(?:since|because|as|'?cause|cos)?\s*(?:(?:my|our|the|his|her|their|some)\s+)?(?:\w+\s+)?(?:sons?|daughters?|kids?|children|grand(?:children|kids?|sons?|daughters?)|family|in-?laws?|parents?|mother|father|mom|mum|dad|sisters?|brothers?|friends?|relatives?|visitors?|guests?|company|husband|wife|cousins?|aunts?|uncles?)\s+(?:is|are|will be|'s|'re|arrives?)\s+(?:coming|visiting|arriving|staying|flying in|driving in|over|here|in town)\b[^.?!,]*(?=[.?!]|$)/g, '')
    // "Do I have to b home": "be" cut to a letter.
    .replace(/\b((?:have|has|need|needs|got|gotta|going|want|wants) to|gotta|gonna|will|must|should|can'?t|cant|would|could|wont|won't) b\b/g, '$1 be')
    // A list joined by "n" or "&" is a list joined by "and"; "w" is "with"; "living rm" is a living room; "2 wks" are weeks.
    .replace(/(?<=^|\s)(n|&)(?=\s)/g, 'and').replace(/(?<=^|\s)w\/?(?=\s)/g, 'with').replace(/\brm(s?)\b/g, 'room$1').replace(/\bwk(s?)\b/g, 'week$1')
    // "Kaç para for clean my house?", "magkano for 2 bedroom", "3 bed 2 bath deep clean koto?": how much, asked in a word of
    // the visitor's language in a message otherwise English (toEnglish leaves such a message to be read as English).
    .replace(/(?<![\p{L}])(?:kaç para|kac para|ne kadar|magkano|koto taka|koto)(?![\p{L}])/gu, 'how much')
    // "Move out cleaning for a 3 bedroom. Not standard.": a service said not to be wanted names no tier.
    // Not "no" alone: "e no standard?" is Portuguese for "and in the standard one?".
    .replace(/\b(?:not|rather than) (?:a |the )?(?:standard|regular|normal|basic|deep)(?: (?:clean|cleaning|one))?\b/g, ' ')
    // "LR", "liv", "kit", "DR, FR, EIK": rooms as listings write them ("2bd/1ba + LR + kit", "3br 1.5ba liv kit", "4BR/2.5BA w/ LR, FR, EIK").
    // "NEWCOMERS is invalid", "the newcommer code": the code as people mistype it.
    .replace(/\bnew ?comm?ers?\b/g, 'newcomer')
    // "Of the three baths, one is only a powder room": one of the three baths, as the bathrooms' kinds are read.
    .replace(/\bof the (\d+|two|three|four|five) (bath(?:room)?s),? (one|two) (is|are)\b/g, '$3 of the $1 $2 $4')
    // "The family room where the kids play video games": a game, never a video a creator makes.
    .replace(/\bvideo ?games?\b/g, 'games')
    // "An idea of the expense of having my house cleaned in the ordinary manner": the cost of a Standard Cleaning, as a
    // formal letter puts it (not a "rental expense" to write off).
    .replace(/\b(the|an?) expense (of|for)\b/g, 'the cost $2').replace(/\bwhat (would|will) the expense be\b/g, 'what would the cost be')
    .replace(/\b(cleaned|done) in the (?:ordinary|usual|normal|regular|everyday|customary) (?:manner|way|fashion)\b/g, '$1 with a standard cleaning')
    // "What precisely does your 'deep' cleaning comprise?": what it includes, in a formal letter's word.
    .replace(/\b(?:comprise|consist of|entail)\b/g, 'include')
    // "Is this something you do, cleaning between guests?": whether we do it, as "do you do cleaning between guests?" asks.
    .replace(/\b(?:is|would) (?:this|that|it) (?:something|a service|a thing) (?:that )?(?:you|u|y'?all|you guys|nestwell) (?:do|offer|provide|handle)\b,\s*(?=\p{L})/gu, 'do you do ')
    // "What is meant by 'half bathroom'?": what it is.
    .replace(/\bwhat (?:is|'s) (?:meant|understood) by\b/g, 'what is')
    // "Will they charge something for changing?": a charge for rescheduling, as "will they charge me for rescheduling?" asks.
    .replace(/\b(charge|charges) (?:me |us )?(?:something|anything|extra|a fee) for (?:changing|moving)(?: (?:it|the (?:date|day|time)))?\b/g, '$1 for rescheduling')
    // "My post code is 07756": a ZIP code, as British English names it, not a blog post.
    .replace(/\b(?:post ?codes?|postal codes?)\b/g, 'zip code')
    // "Kitchen standrd": the service as people mistype it.
    .replace(/\b(?:standrd|stanard|standerd|standart|stndrd|standad|stardard|satndard|standrad)\b/g, 'standard')
    // "Off topic from the office, but do you also do houses?": what is set aside is no subject of the question.
    .replace(/\b(?:off[- ]topic|unrelated|separate question|different question|changing the subject) (?:from|to) (?:the|my|our) (?:office|business|practice|studio|shop|store|work|rentals?|airbnbs?|units?)\b,?\s*(?:but\s+)?/g, '')
    // "What is the total before any fees?": the total, which every estimate says is before any booking fee the app adds.
    .replace(/\b(?:before|excluding|not counting|not including|minus) (?:any |the |all )?(?:booking |other |extra )?fees?\b/g, '')
    // "Every other week, how much monthly?": a month's total, not a monthly schedule.
    .replace(/\b(how much|what'?s (?:that|it)|cost|total)( is (?:that|it))? monthly\b/g, '$1$2 a month')
    // "Only a toilet and a basin", "a hand basin": a sink, as the half bathroom is named.
    .replace(/\b(?:(?:wash|hand) ?)?basins?\b/g, 'sink')
    // "My wfh office": a room of the home, not a workplace.
    .replace(/\b(wfh|work[- ]from[- ]home) (office|room|space)\b/g, 'home office')
    // "The little office above my garage", "the office in our basement": a room of the home too.
    .replace(/\b(my|our|the) ((?:little|small|tiny) )?office(?= (?:above|over|in|off|next to|behind|attached to|at the back of) (?:my|our|the) (?:garage|house|home|basement|attic|barn|kitchen|apartment|condo)\b)/g, '$1 $2home office')
    .replace(/\b(lr|liv)\b/g, 'living room').replace(/(?<=(?:\+|,|&|\band|living room)\s*)kit\b/g, 'kitchen')
    // "Delete whatever you have on me": my data, as the privacy answers name it.
    .replace(/\b(delete|erase|remove|wipe) (whatever|everything|all|anything|what) (?:(?:personal )?(?:information|info|data|details) )?(you|u|y'?all|nestwell|your company) (have|got|keep|hold|store) (on|about) me\b/g, '$1 my data')
    // "What's the catch?": whether what was just said holds, not a home "catching up".
    .replace(/\b(?:what'?s|what is|whats|is there|any) (?:the |a )?catch\b/g, 'is that true')
    // "The program on my telephone": the app on a phone, as some who rarely use apps say it.
    .replace(/\bprograms? on (my|the|his|her|our|your) (tele)?phone\b/g, 'app on $1 phone')
    // "The telephone app itself", "is there a phone app?": the app, not a call.
    .replace(/\b(?:(a|an) )?(?:tele)?phone app\b/g, (_, a?: string) => (a ? 'an app' : 'app'))
    // A learner's word order and words: "how i can make a reservation" is "how can i book", "how I book" is "how do I book",
    // "what you do with my info?" is "what do you do with my info?".
    // "On the ordinary visit": the everyday service, Standard Cleaning.
    .replace(/\b(?:(an?)|(the|my|our|your)) (?:ordinary|usual|routine|everyday|regular) (?:visit|clean|cleaning|service)\b/g, (_, a?: string, the?: string) => `${a ? 'a' : the} standard cleaning`)
    // "In a standard cleaning, what does the cleaner do in the kitchen?": what that service includes.
    .replace(/\b(?:in|on|during|with|for) (?:a|the|my|your) (standard|deep) cleaning,? what (?:exactly )?(?:would|will|does|do) (?:the |a |my |your )?(?:cleaners?|they|she|he|you) (?:actually )?(?:do|clean)\b/g, 'what does $1 cleaning include')
    // "What would the cleaner do in my bathroom on a standard cleaning?": what that service includes, as its article is titled.
    .replace(/\bwhat (?:exactly )?(?:would|will|does|do) (?:the |a |my |your )?(?:cleaners?|they|she|he|you) (?:actually )?(?:do|clean)\b([^.?!]*?)\s*\b(?:on|in|during|with|for) (?:a|the|my|your) (standard|deep) cleaning\b/g, 'what does $2 cleaning include$1')
    // "Where can I read real reviews, not ur blog": the blog said only to be set aside asks nothing of it.
    .replace(/,?\s*(?:and )?not (?:from |on |in )?(?:your|ur|the|a) (?:own )?blog\b/g, '')
    // "What exactly does the simple, standard cleaning do in the bathroom?": what that service includes, as its article is titled.
    // "What does a 'standard clean' actually mean for a bathroom?": the same, in quotes.
    .replace(/\bwhat (?:exactly )?(?:does|do|will|would) (?:the |a )?['"‘“]?(?:(?:simple|basic|regular|normal|ordinary|plain),? )?(standard|deep) (?:cleaning|clean)['"’”]? (?:actually |exactly |really )?(?:do|cover|include|mean|involve)\b(?![^.?!]*\b(?:that|than|which|vs|versus|compared|differ\w*|not)\b)/g, 'what does $1 cleaning include')
    // "My address and floor plan": a home's layout, not a plan of visits (an open floor plan is a room).
    .replace(/(?<!\bopen[\s-])\bfloor ?plans?\b/g, 'layout')
    // "What does Nestwell do?", "is Nestwell a cleaning company?": what Nestwell is, as its help article is titled.
    .replace(/\bwhat (?:does|do) (?:nestwell|your company|you guys) do(?: exactly)?(?=\s*(?:[?.!,]|$))|\b(?:(?:can|could) (?:you|u) )?(?:(?:explain|tell me|describe|say)\s+)?what nestwell does\b[^.?!]*|\bis nestwell (?:an?|like an?) (?:[a-z]+ ){0,2}(?:company|service|agency)\b|\bnestwell (?:is|'s) (?:an? )?(?:[a-z]+ ){0,2}(?:company|service|agency)\s*\?|\bare (?:you|u) (?:guys )?(?![^.?!]*\b(?:licensed|insured|bonded|registered|certified|accredited|local|legit|real|new|hiring)\b)(?:an? )?(?:[a-z]+ ){0,2}(?:company|agency|firm)\b|\bwhat (?:kind|sort|type) of (?:company|business|service) (?:is nestwell|are you)\b/g, 'what is nestwell')
    // "What is Nestwell, explain in one line": how short the answer should be is no subject of its own.
    .replace(/\b(what is nestwell)\s*[,:;-]?\s*(?:(?:can you |please )?(?:explain|describe|tell me|say)(?: it)?\s*)?(?:briefly|in (?:one|a|1|a single) (?:line|sentence)|in short|in a nutshell|simply|in simple (?:words|terms))\b[.!]?/g, '$1?')
    // "You clean nail salon?", "u do move outs?": a question asked in the order of a statement.
    // "I make TikToks about cleaning. You pay for videos?": a sentence after another too.
    .replace(/(^|[.!?]\s+)(you|y'?all|you guys) (clean|do|wash|serve|cover|come|offer|take|accept|work|hire|send|bring|speak|provide|travel|go)\b(?! (you|i|we)\b)(?=[^.!?]*\?\s*$)/, '$1do $2 $3')
    .replace(/(^|[.!?,]\s*)(what|how|where|when|why) (you|they|i|we) (do|need|want|ask|use|charge|have|clean|bring|call|pay|book|mean|offer|accept|recommend|suggest|get|send|keep|collect)\b(?=[^.!?]*\?)/g, '$1$2 do $3 $4').replace(/\bhow (i|we) (can|could|do|should)\b/g, 'how $2 $1').replace(/\bhow (i|we) (book|get|find|pay|cancel|use|change|contact|apply|join|download)\b/g, 'how do $1 $2').replace(/\b(make|do|have|set up|arrange|get) (a |an )?(reservation|reserve|appointment)\b/g, 'book').replace(/\breserv(e|ation)\b/g, 'book');
  // "Will the cleaner clean the bathtub and the bathroom floor properly?", no service named: what the everyday visit covers.
  const asked = SERVICE_NAMED_HERE.test(text) ? text : text.replace(CLEANS_A_FIXTURE, 'does a standard cleaning include $1');
  // LISTED_ROOM's lookbehind is tried at every position: only where its words are.
  const listed = /\b(?:dr|fr|eik)\b/.test(asked) ? asked.replace(LISTED_ROOM, (word) => LISTED_ROOMS[word]!) : asked;
  // "The big cleaning, not the small one": the small one named only to set the big one apart.
  const tiers = listed.replace(NOT_THE_SMALL_ONE, ' ');
  return { raw: raw.trim(), text: ASKS_THOROUGH.test(tiers) && !OTHER_TIER.test(tiers) && !/\bdeep\b/.test(tiers) ? tiers.replace(THOROUGH, 'deep') : listed };
}

/** A verb after "one" as it reads after "i" (the text is lower-cased): "when one has a dog". */
const ONE_DOES: Record<string, string> = { has: 'have', is: 'am', goes: 'go', does: 'do', wishes: 'wish' };

/** A listing's short words for rooms, as an item of a list: "w/ LR, DR, FR, EIK". */
const LISTED_ROOMS: Record<string, string> = { dr: 'dining room', fr: 'family room', eik: 'eat-in kitchen' };
const LISTED_ROOM = /(?<=(?:^|[,:;+&/(]|\band|\bwith|\bplus|\bliving room)\s*)(?:dr|fr|eik)(?=\s*(?:$|[,.;:+&/)?!]|\band\b|\bplus\b))/g;

/** A fixture every Standard Cleaning cleans, asked of the cleaner: "will the cleaner clean the bathtub?". */
/** A fixture of a home's rooms: "the bathtub", "the bathroom floor", "kitchen counters". */
const FIXTURE = String.raw`(?:the |my |our )?(?:bath ?tubs?|tubs?|showers?|toilets?|(?:bathroom |kitchen )?sinks?|mirrors?|(?:bathroom |kitchen )?floors?|(?:kitchen )?counters?)`;
const CLEANS_A_FIXTURE = new RegExp(String.raw`\b(?:will|does|do|would|can|could) (?:the |your |my )?(?:cleaners?|they|she|he|you|u) (?:also |really |properly )?(?:clean|scrub|wash|do) (${FIXTURE}(?:(?:,| and| &) ${FIXTURE})*)\b(?!\s+(?:stripping|waxing|refinish\w*|polish\w*|sanding|buffing|repair\w*|install\w*|in the (?:locker|gym|office|hall)))`);
const SERVICE_NAMED_HERE = /\b(deep|standard|regular|move[- ]?(in|out)|turnover|rentals?|airbnb|guests?|office|business|commercial|gym|locker|studio|salon|church|hall|restaurant|clinic|retail|store|shop|restrooms?|add-?ons?)\b/;

/** "The thorough kind of cleaning", "a really thorough scrub": the service that goes further is Deep Cleaning, unless another is named. */
const THOROUGH = /\b(?:thorough|(?:more )?intensive)(?= (?:kind|type|sort|one|version|option|level|way|clean\w*|scrub\w*|job|service|visit)\b)|(?<!\b(?:once|after|when|then|since) (?:the |a |our |my )?)\b(?:big|bigger)(?= (?:kind of |type of )?clean(?:ing|ings)?\b(?! (?:up|out|is|was|has|had)\b))/g;
/** THOROUGH, to test with: the global one keeps its place between calls. */
const ASKS_THOROUGH = new RegExp(THOROUGH.source);
const NOT_THE_SMALL_ONE = /,?\s*(?:and\s+)?not\s+the\s+(?:small|little|light|lighter|smaller)\s+(?:one|clean\w*)\b/g;
const OTHER_TIER = /\b(standard|basic|normal)\b/;

export function handlerContext(index: ChatIndex): HandlerContext {
  return { facts: index.facts, page: (key, fallback) => index.pages[key] ?? fallback };
}

export const HOME_PRICING: Source = { title: 'Pricing', url: '/#pricing' };
export const NJ_PAGE: Source = { title: 'New Jersey locations', url: NJ_LOCATIONS };
export const GOOGLE_REVIEW_PAGE: Source = { title: 'Review us on Google', url: '/google-review' };
export const HELP_CENTRE: Source = { title: 'Help centre', url: '/support' };

/** `[client support](url)`, the widget rendering markdown links as anchors; capitalised where it starts a sentence. */
export const supportLink = (facts: Facts, startsSentence = false) => `[${startsSentence ? 'Client' : 'client'} support](${facts.clientSupportUrl})`;
/** The one phone number, as the site shows it, to call with a tap. */
/** Support's hours asked as a shop's: "what time do you open in the morning?", "when does support close?". */
export const SUPPORT_HOURS_ASKED = /\b(what time|when) ((do|does|are|is) )?(you|u|y'?all|you all|allyuh|nestwell|support|the (office|phone line))( guys)? (open|close)\b/;

export const phoneLink = (facts: Facts) => `[${phoneDisplay(facts.phone)}](${phoneHref(facts.phone)})`;
/** Our social profiles, as the socials page lists them: "Our official profiles: [X](...), [LinkedIn](...)." */
export const officialProfiles = (facts: Facts) => `Our official profiles: ${Object.entries(facts.social).map(([key, url]) => `[${SOCIAL_NAMES[key as keyof typeof SOCIAL_NAMES] ?? key}](${url})`).join(', ')}.`;
/** A profile's address as typed: "facebook.com/NestwellNJCleaning", "https://www.instagram.com/nestwell/". */
export const PROFILE_ADDRESS = /\b(?:https?:\/\/)?(?:www\.|m\.)?((?:facebook|fb|instagram|tiktok|x|twitter|youtube|linkedin)\.com\/[\w.@/-]+)/i;
const bareAddress = (url: string) => url.toLowerCase().replace(/^https?:\/\/(?:www\.|m\.)?/, '').replace(/[/.]+$/, '');
/**
 * A profile address named in a question, and whether it is one of ours (`facts.social`); null where none is named.
 * "facebook.com/NestwellNJCleaning" is not ours, whatever its name says.
 */
export function namedProfile(text: string, facts: Facts): { address: string; ours: boolean } | null {
  const said = PROFILE_ADDRESS.exec(text);
  if (!said) return null;
  const address = bareAddress(said[1]!);
  return { address, ours: Object.values(facts.social).some((url) => bareAddress(url) === address) };
}
/** How to leave a review on Google, as the review page says it: its link where site.json gives one, else the steps to find us. */
export const googleReview = (facts: Facts) => (facts.googleReviewUrl
  ? `Write it on Google through our review link: [Write a review on Google](${facts.googleReviewUrl}).`
  : `To leave one:\n${googleReviewSteps(facts.brand).map((parts, i) => `${i + 1}. ${parts.join('')}`).join('\n')}\n${GOOGLE_SIGN_IN}`);
