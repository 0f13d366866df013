import type { ChatAnswer, Facts, Passage, Source } from '../../../kernel/chat/model.ts';
import { termsOf } from '../../../kernel/chat/search.ts';
import { dedupe, linkTo } from '../reply-parts.ts';
import { meetsTerm, TABLE_RULE, type Sections } from '../sections.ts';
import { CLAIMS_TO_BE_US, CREATOR } from '../understand/slots.ts';
import { supportLink } from './context.ts';
import { ownWords, type Order } from './prices.ts';
import type { ScopeContext } from './scope.ts';

const PROGRAM: Source = { title: 'Creator program', url: '/creators' };
const OVERVIEW: Source = { title: 'Creator program overview', url: '/creator-overview' };
const SUBMISSIONS: Source = { title: 'Upload Your Videos for Payment', url: '/creator-submissions' };
/** Each page as a sentence names it. */
const NAMED = new Map([[PROGRAM, 'creators page'], [OVERVIEW, 'creator overview'], [SUBMISSIONS, SUBMISSIONS.title]]);
const named = (source: Source) => linkTo({ title: NAMED.get(source)!, url: source.url });
/** The creator program's pages, by their titles. */
const CREATOR_PAGES = /creator|videos for payment/i;

/**
 * What creators ask, each with the words of the program's pages that answer it: the sentence of a
 * creator page that names them all is quoted, so an editor's change to a guideline or a step is what
 * the chat says. A guideline answers alone; a step comes after what the program is.
 */
/** The overview as a document to download or send on. */
const PDF = /\bpdfs?\b|\b(media|press) kits?\b/;
/** Platforms the upload form's list doesn't name, by how people write them. */
const OTHER_PLATFORMS = /\b(lemon8|snap(chat)?|pinterest|twitch|threads|twitter|linkedin)\b/;
const PLATFORM_NAMES: Record<string, string> = { lemon8: 'Lemon8', snap: 'Snapchat', snapchat: 'Snapchat', pinterest: 'Pinterest', twitch: 'Twitch', threads: 'Threads', twitter: 'X (Twitter)', linkedin: 'LinkedIn' };
interface Subject {
  asks: RegExp;
  siteWords: string[];
  /** A guideline for videos: it answers alone, without what the program is (unless that is asked too). */
  guideline?: boolean;
  /** A subject the program's blurb says nothing of (another form, a creator's data, growing an account): it answers alone too. */
  alone?: boolean;
  /** Said before the pages' sentences: what they are to the one asking ("that list is not the creator sign-up"). */
  lead?: string;
  /** What the pages leave unsaid, said so. */
  unsaid?: string | ((text: string, facts: Facts) => string);
  /** The pages whose sentences answer, by title, when not the program's own (the overview offered as a PDF is the accessibility statement's). */
  pages?: RegExp;
  /** The kinds of page whose sentences answer, when not the site's pages: the legal pages for a creator's data. */
  kinds?: Passage['kind'][];
  /** Only the sentence that names the words, not the list it opens. */
  sentenceOnly?: boolean;
}
/** The booking's steps, which are the app's, not the program's: "walk me through the booking steps so I narrate it right". */
const THE_BOOKING = /\bbook/;
/** The program's steps, in order: asked for ("step by step"), and told whenever the program itself is asked about and nothing else. */
const STEPS: Subject = { asks: new RegExp(String.raw`^(?![\s\S]*${THE_BOOKING.source})[\s\S]*\b(step[- ]by[- ]step|steps|walk me through|the process)\b`), siteWords: ['apply handle', 'review profile', 'video experience', 'submit payment link'] };
/** The site's other forms, told apart from the creator program's: "is the early access waitlist the creator signup?". */
const NOT_THE_CREATOR_FORM = `It is not the creator program's sign-up: creators apply through the form on our ${named(PROGRAM)}.`;
const SUBJECTS: Subject[] = [
  { asks: PDF, siteWords: ['creator overview pdf'], pages: /accessibility/i },
  { asks: /\bguest (posts?|articles?|blogs?|writers?)\b|\bwrite (a post |an article )?(for|on) (your|ur|the) blog\b|\bcontribut\w* to (your|ur|the) blog\b/, siteWords: [],
    unsaid: "The site doesn't say the blog takes guest posts or articles from outside writers; ask client support. The creator program is for videos, sent through its upload form." },
  // "Who do I message with questions about the creator stuff?": the overview's own line.
  { asks: /\b(who|where|how) (do i|to|can i|should i|would i) (message|contact|ask|reach|talk to|e-?mail|dm|write to)\b|\bquestions? (about|on) (the )?(creator|program)/, siteWords: ['questions client support'] },
  { asks: /\b(own|personal|custom|special|unique|affiliate|referral|creator)\b[^.?!]{0,20}\b(discount |promo |referral |affiliate )?codes?\b|\b(discount |promo )?codes? for (my|our) (followers|audience|viewers|fans|subscribers)\b/, siteWords: [],
    unsaid: (_, facts) => `The creator program's pages offer no creator, personal or affiliate codes: the one code the site publishes is ${facts.offer.code}, ${facts.offer.percentOff}% off a new client's first cleaning, which your audience can use like any new client.` },
  // "My son makes tiktoks, could he do that creator thing? hes 16": an age, which the program's pages never set.
  { asks: /\bhow old\b|\bage (limit|requirement|minimum)s?\b|\bminimum age\b|\bunder (18|eighteen)\b|\b(he|she|i|they)('?s| is| am|'m|'re| are) (1[0-7]|thirteen|fourteen|fifteen|sixteen|seventeen)\b|\b(hes|shes|im) (1[0-7])\b|\b(1[0-7]|thirteen|fourteen|fifteen|sixteen|seventeen)[- ]?(years?[- ]old|yo|y\/o)\b|\b(teens?|teenagers?|minors?)\b/, siteWords: [],
    unsaid: "The creator program's pages set no age requirement, so I won't say whether someone under 18 can join; ask client support, which answers the program's questions." },
  // "I'm moving to Brooklyn next month, can I still be in the program?": where a creator lives, asked with whether they may.
  { asks: /\b(live|living|based|reside|resident)\b[^.?!]{0,30}\b(nj|new jersey|jersey)\b|\b(outside|out of) (of )?(nj|new jersey|the state)\b|\b(only|just) for (nj|new jersey)\b|^(?=[\s\S]*(\b(mov(e|ed|ing)|relocat\w*)\b (to|out|away)\b|\b(live|living|based|reside)\b (in|out|outside)\b(?! (an?|my|the|our) (\w+ )?(apartment|apt|house|condo|studio|dorm|rental|townhouse|basement|flat|loft|home|building)s?\b)))(?=[\s\S]*\b(still|eligible|qualify|allowed|matter|only (for|in))\b|[\s\S]*\bif (i|we) (live|move|moved|am based|relocate)\b)/, siteWords: [],
    unsaid: (_, facts) => `The creator program's pages set no rule on where a creator lives. What they do say: members make videos about their own experience booking a cleaning with ${facts.brand}, and we clean in New Jersey only; ask client support about your case.` },
  // "Ideas for what to film?": what the overview says the audience may want to know.
  { asks: /\b(ideas?|inspo|inspiration)\b|\bwhat (should|do|could|can|would) (i|we) (film|make|post|shoot|show|cover)\b|\bwhat to (film|post|make|shoot|show|talk about)\b/, siteWords: ['things audience'] },
  // "What links can I submit? I also post on Lemon8": the platforms the upload form names.
  { asks: /\b(which|what|what kind of|what kinda) (links?|platforms?|apps?|sites?)\b/, siteWords: ['paste link'] },
  { asks: OTHER_PLATFORMS, siteWords: ['paste link'],
    unsaid: (text) => `The page doesn't name ${[...new Set(text.match(new RegExp(OTHER_PLATFORMS.source, 'g')) ?? [])].map((p) => PLATFORM_NAMES[p] ?? p).join(' or ')}; ask client support whether a link from there works.` },
  // "Do I have to be famous?": how big an audience must be, asked without a number.
  { asks: /\b(famous|big (account|following|audience))\b|\b(minimum|min|how many|enough|at least|(certain|specific|particular|required) (number|amount|count) of)\b[^.?!]{0,25}\b(followers?|subs|subscribers|views|following)\b|\b(followers?|following|subscribers)\b[^.?!]{0,30}\b(minimum|enough|required|requirement|need)\b|\b(small|tiny|new|little) (account|channel|creator|page)\b|\b\d+(\.\d+)?\s?k?\+? (followers?|subs|subscribers)\b/, siteWords: ['apply handle'],
    unsaid: "The creator program's pages set no minimum number of followers: the form asks for your handles, and we review your profiles." },
  // "Or do I pay for it and get reimbursed?": the cleaning filmed, paid for by the creator.
  { asks: /\bfree (cleaning|clean|service|visit)s?\b|\b(clean|cleaning)\w* for free\b|\bcomp(ed|ped|limentary)? (cleaning|clean)\b|\breimburs\w*|\b(do|will|would|must) (i|we) (have to |need to |still )?pay (for (it|that|the (cleaning|clean|visit))|myself|ourselves)\b|\b(or|and|so) (do|will|would|must) (i|we) (have to |need to |still )?pay\b(?! (you|u|nestwell|per|by|through|with|to)\b)/, siteWords: [], alone: true,
    unsaid: (_, facts) => `The creator program's pages don't say creators get a free cleaning: members make videos about booking a cleaning with ${facts.brand}, and the first cleaning is ${facts.offer.percentOff}% off with the code ${facts.offer.code}, as for every new client.` },
  { asks: /\b(repost\w*|re-?share\w*|re-?use|reuse|whitelist\w*|usage rights|(use|run|boost|post) (my|our|the|those|these) (videos?|content|clips?)|(my|our) (videos?|content) (in|as|for) (your |an? )?(ads?|advert\w*|marketing))\b/, siteWords: [],
    unsaid: "The creator program's pages don't say whether Nestwell reposts members' videos or uses them in its own ads; ask client support before you send yours." },
  { asks: /\b(in|speak|video in|film in|post in) (spanish|portuguese|korean|chinese|hindi|french|creole|another language|my language)\b|\b(spanish|portuguese|korean|chinese|hindi|french|creole)[- ](language )?(videos?|content|audience)\b/, siteWords: [],
    unsaid: "The creator program's pages don't say which language your videos must be in; ask client support." },
  // "A sponsored post needs a label?" is the guideline; "do you sponsor creators?" asks whether the program exists.
  { asks: /#ad\b|#sponsored\b|\b(ads?|advert\w*|disclos\w*|sponsored (posts?|videos?|content)|paid[- ]partnerships?|label\w*|ftc|say (it'?s|that it'?s) (paid|an ad|sponsored))\b|\b(say|mark|label|tag|disclose)\w*\b[^.?!]{0,30}\b(is |as |it'?s )?sponsored\b/, siteWords: ['label ftc'], guideline: true },
  { asks: /\b(film\w*|record\w*|shoot\w*|pov|camera|day[- ]in[- ]the[- ]life|show (the )?(cleaner|crew|people|them))\b|\b(the )?(cleaners?|crew)\b[^.?!]{0,15}\b(be|appear|feature\w*) in (it|the video|my video|the shot|them)\b/, siteWords: ['film permission', 'address frame'], guideline: true },
  // "Anything we'd need to keep out of frame?": that guideline, its things unnamed.
  { asks: /\b(address\w*|street|(house|apt|apartment|unit|door) numbers?|faces?|documents?|mail|plates?|signs?|front doors?|entrances?|(building|house)'?s? (front|outside|exterior)|(out of|in) (the )?(frame|shot)|blur\w*)\b/, siteWords: ['address frame'], guideline: true },
  // "Can I say 'a clean is like 30 bucks'?": a price said in a video, in any words.
  { asks: /\$\d|\b(prices?|costs?|quote|bucks|dollars|cheap\w*|pricey|expensive)\b/, siteWords: ['price list'], guideline: true },
  { asks: /\b(honest\w*|promise\w*|guarantee\w*|claim\w*|exaggerat\w*|script\w*|can i say|say that|(can|could|should) i tell (them|my followers|people|viewers|my audience))\b/, siteWords: ['honest promise'], guideline: true,
    unsaid: (text, facts) => (/\b(forever|always|every (time|cleaning)|all (the )?cleanings|each (time|cleaning))\b/.test(text) ? `${facts.offer.code} is ${facts.offer.percentOff}% off a new client's first cleaning only, not every cleaning: later cleanings are at the regular rates.` : '') },
  // "Any rules?", "anything she should know?": every guideline, not only the one its other words name. "Rules about faces?" is that guideline's.
  { asks: /(?<!\bwhatever )\b(any|the|what|which|your|are there( any)?|video|creator|program'?s?) (rules?|guidelines?)\b(?!\s+(about|on|regarding|around)\b)|\bdo'?s and don'?ts\b|\banything (she|he|i|we|they) (should|needs? to|must|ought to) know\b/, siteWords: ['honest promise', 'label ftc', 'film permission', 'address frame', 'price list'], guideline: true },
  // "What do you do with my social handles + email from the creator form?": what the notice says of them, and where to ask.
  { asks: /\b(what|how)\b[^.?!]{0,25}\b(do|does|will|would|happens?)\b[^.?!]{0,25}\b(with|to|use)\b[^.?!]{0,10}\b(my|our|the) (social (media )?)?(handles?|e-?mails?( address(es)?)?|names?|details|links?|submissions?)\b|\b(my|our) (social (media )?)?(handles?|e-?mails?( address(es)?)?|names?|details)\b[^.?!]{0,40}\b(used|sold|shared|stored|kept|safe|private|deleted)\b/,
    siteWords: ['creator handles review', 'contact email creator', 'sell personal data targeted', 'request client support right'], pages: /notice|privacy policy/i, kinds: ['legal'], alone: true },
  // The site's other forms, asked about by a creator ("whats the 'early access' waitlist in the footer, is that the creator signup?").
  { asks: /\bearly[- ]access\b|\b(what'?s|what is|whats) (the|that|this|your) (\w+ )?wait ?list\b|(?<!\bbusiness )\bwait ?list\b[^.?!]{0,30}\b(is (that|it|this)|same( thing)? as|for creators)\b/, siteWords: ['early access list app', 'name email zip'], pages: /early access/i, alone: true, lead: NOT_THE_CREATOR_FORM },
  { asks: /\bbusiness wait ?list\b|\bnestwell for business\b/, siteWords: ['business coming soon'], pages: /business waitlist/i, alone: true, lead: NOT_THE_CREATOR_FORM },
  { asks: /\b(app )?feedback form\b/, siteWords: ['feedback app', 'rate app'], pages: /feedback/i, alone: true, lead: NOT_THE_CREATOR_FORM },
  // "Any tips to make my tiktok go viral?": a creator's craft, which no page answers; what the program's pages do give is ideas and guidelines.
  { asks: /\b(go(ing|es)? viral|viral|blow up|grow(ing)? (my|the|an?|our) (account|following|channel|page|audience|tiktok|insta\w*|ig|youtube)|(gain|more|get more) (views|followers|likes|engagement|reach)|trending (sounds?|audio|songs?)|(which|what|best) (sounds?|audio|songs?|hashtags?|time to post))\b/,
    siteWords: ['experience story'], kinds: ['help'], sentenceOnly: true, alone: true,
    unsaid: (_, facts) => `Growing an account (going viral, trending sounds, hashtags, the algorithm) is outside what I can help with: the site gives no tips for it. For your ${facts.brand} video, the creator program's pages give guidelines (in our ${named(OVERVIEW)}) and ideas:` },
  // "A PDF I can send my manager" sends the overview on, not a video.
  { asks: /^(?![\s\S]*\bpdfs?\b)[\s\S]*\b(send|sent|sending|submit\w*|upload\w*|where (do i|to) (put|post|send)|get(ting)? paid|be paid|payment|get (the )?money)\b/, siteWords: ['submit payment link', 'paste link'] },
  { asks: /\b(platforms?|facebook|fb|shorts|stories|story|google drive|drive link|file)\b/, siteWords: ['paste link'] },
  { asks: /(?<!\bafter (i|we) )\b(apply|join|sign ?up|application|form|partner|collab\w*)\b/, siteWords: ['apply handle'] },
  { asks: /\b(hear back|after (i|we) (apply|applied|sign up|join)|reviews?|profiles?|approv\w*|accept\w*|reject\w*)\b/, siteWords: ['review profile'] },
  // "How does it work step by step?": every step, in order.
  STEPS,
];
type Said = { text: string; source: Source };
/** Each subject's sentences of the creator pages: they depend on the content, not the question, so they are found once per index. */
const sentencesOf = new WeakMap<Sections, Map<Subject, Said[]>>();
function subjectSentences(sections: Sections): Map<Subject, Said[]> {
  let found = sentencesOf.get(sections);
  if (!found) {
    const saying = (subject: Subject, words: string) => sections.sentences(termsOf(words), 1, subject.kinds ?? ['page'], subject.pages ?? CREATOR_PAGES).slice(0, 1)
      .map(({ text, source }) => ({ source, text: text.startsWith('|') ? rowRead(text, sections.pageText(source.url)) : subject.sentenceOnly ? sentenceNaming(text, termsOf(words)) : text }));
    found = new Map(SUBJECTS.map((s) => [s, s.siteWords.flatMap((words) => saying(s, words))]));
    sentencesOf.set(sections, found);
  }
  return found;
}

/** The sentence of a line that names every word, without the list the line opens. */
function sentenceNaming(line: string, words: string[]): string {
  const sentences = line.split('\n')[0]!.split(/(?<=[.!?])\s+(?=[A-Z])/);
  return sentences.find((sentence) => words.every((w) => termsOf(sentence).some((t) => meetsTerm(t, w)))) ?? line;
}

/**
 * A table's row read as sentences, each cell after its column's heading ("Creator details: social media handles...
 * Why we use it: to review your creator application..."); the cells joined when the page has no heading row above it.
 */
function rowRead(row: string, pageText: string): string {
  const cells = (line: string) => line.replace(/^\|\s*|\s*\|$/g, '').split(/\s*\|\s*/);
  const lines = pageText.split('\n');
  let rule = lines.indexOf(row);
  while (rule > 0 && !TABLE_RULE.test(lines[rule]!)) rule--;
  if (rule < 1) return cells(row).join('; ');
  const headings = cells(lines[rule - 1]!);
  const [first, ...rest] = cells(row);
  return [`${first}.`, ...rest.map((cell, i) => `${headings[i + 1] ?? ''}: ${cell.charAt(0).toLowerCase()}${cell.slice(1)}.`)].join(' ');
}

/** Nestwell's own social accounts asked about, not a creator's. */
const OUR_ACCOUNTS = /\b(your|ur|nestwell'?s?|official|real) (instagram|insta|ig|tiktok|facebook|fb|youtube|socials?|social media|accounts?|page|handles?)\b|\bare (you|u)( guys)? on\b|\b(really|actually) (you|yours)\b/;
/** The program itself asked about: whether there is one, how to join, whether it pays. */
const ABOUT_THE_PROGRAM = /\b(is there|do you have|program|join|how does (it|this|that) work|partner|collab\w*|get paid|pay (creators|people|me|us|her|him))\b/;
/** The program itself named or asked about: "how does your creator thing work?", "can I join?", "a program for bloggers?". */
const PROGRAM_NAMED = new RegExp(String.raw`${ABOUT_THE_PROGRAM.source}|\b(creators?|influencers?|bloggers?|ugc|ambassadors?)\b`);
/** Our handle asked for, to tag us ("whats ur @ so i can tag u"): the socials page's, unless the program is asked about too. */
const TO_TAG_US = /\b(your|ur|nestwell'?s?) @|\btag (you|u|y'?all|nestwell)\b/;
/** What a creator may ask that is not about the program: booking, prices, what a cleaning includes, where we clean; the rest of the site answers it, even beside a guideline ("for my video I want the inside of my fridge cleaned, price?"), and add-ons named as the price list names them ("swap the microwave for the dishwasher" read as "..., with refrigerator inside"). */
// "I saw a video on Instagram that mixes vinegar...": a viewer's question, the rest of the engine's.
const ELSE_ASKED = /\b((saw|seen|watched|watching|came across) (a |an |one |this |that |some )?(video|vid|reel|tiktok|post|clip)s?|can (they|my followers|people|my viewers|followers) (book|use|get)|(place|house|home|apartment|apt|condo|shoot|video) in (?!(my|our|the|a|an|his|her|their|it|front|tiktok|instagram|ig|youtube|facebook|reels?|shorts|english|spanish|portuguese|korean|hindi|gujarati|chinese|french)\b)[a-z]+|book (you|nestwell|a cleaning)|part of (a |the )?(regular|standard|deep|normal)? ?clean\w*|inside (of )?(the |my |our )?(fridge|refrigerator|oven|microwave)|(fridge|refrigerator|oven|microwave|dishwasher) inside|dishes wash|stovetop scrub|how much (is|does|for) (a |the )?(clean\w*|deep|standard)|do you (clean|serve|cover|come))\b/;
/** A creator's craft, which no page of ours answers: what is trending, which sound or hashtag to use. */
const CRAFT_ASKED = /\b(trending|sounds?|hashtags?|algorithm)\b/;
/** How much a video pays, or how long a step takes: the pages don't say. */
const ASKS_AMOUNT = /\b(how much|rates?|per video|amount|earn\w*|pay|paid|commission|money|venmo|paypal|zelle|cash ?app|direct deposit)\b/;
/** What a creator pays, not what a video pays them: "or do I pay for it myself first?". */
const THEY_PAY = /\b(i|we) ((have|need|got) to |gotta |must |should |still |also |first )?pay\b(?! (you|u|nestwell)\b)( for)?/g;
/** When or how a video's payment comes: "when do I actually get paid", "venmo?". */
const WHEN_OR_HOW_PAID = /\b(when|how)\b[^.?!]{0,30}\b(paid|payment|money)\b|\bhow (soon|fast|quickly|long|often)\b[^.?!]{0,30}\bpay\b|\b(venmo|paypal|zelle|cash ?app|direct deposit|check)\b/;
/** A cleaner filming the work: "tiktoks of me cleaning people's houses", "record videos at clients' homes". */
const FILMING_ON_THE_JOB = /\b(me|myself|us) (cleaning|working (in|at)) (people'?s|other people'?s|clients?'?|customers?'?|someone'?s|strangers'?) (houses?|homes?|places?|apartments?)\b|\b(film\w*|record\w*|videos?|tiktoks?|reels?)\b[^.?!]{0,40}\b(on (the|a) job|at work|in (clients?'?|customers?'?|people'?s) (houses?|homes?|places?)|(at|in) the (houses?|homes?|places?|apartments?) (i|we) (clean|work))\b/;
/** A cleaner as the one filmed, not the one filming: "could she film the cleaner at work in our cottage?". */
const FILMING_THE_CLEANER = /\b(film\w*|record\w*|video\w*)\s+(the|our|a|my|her|his|your)\s+(cleaners?|crew|housekeepers?)\b/;
const ASKS_TIME = /\b(how long|how soon|when will|how many days|how fast)\b/;

/** What the engine knows beside the question. */
export interface CreatorOptions {
  /** What the rest of the site says, asked when the program's pages answer nothing and the program is not asked about. */
  otherwise?: () => ChatAnswer | null;
  /** The conversation is already a creator's: a follow-up the pages answer ("and snapchat?") is not told what the program is again. */
  introduced?: boolean;
}

/**
 * A creator's question, answered from the creator program's pages: the guideline or step it asks
 * about, in the pages' own words, and what the pages leave unsaid (what a video pays, how long a step
 * takes) said to be unsaid; a subject the program's blurb says nothing of (another form, what is done
 * with a creator's data, growing an account) from the page that says it, alone. Otherwise what the
 * program is and where to join, unless `otherwise` (what the rest of the site says, such as the blog's
 * advice on a cleaning filmed) answers the question. Null for a creator's question about something else
 * ("do you clean in Hoboken?"), which the rest of the engine answers. `order` is the home the question
 * describes, as the engine has already read it.
 *
 * @example answerCreator('do i get a free cleaning to film it?', order, ctx) // no free cleaning; the code, as for every new client
 */
export function answerCreator(text: string, order: Order, ctx: ScopeContext, { otherwise, introduced = false }: CreatorOptions = {}): ChatAnswer | null {
  const bySubject = subjectSentences(ctx.sections);
  const asked = SUBJECTS.filter((s) => s.asks.test(text));
  const found = asked.flatMap((subject) => bySubject.get(subject)!.map((said) => ({ said, subject })));
  const said = found.filter((x, i) => found.findIndex((y) => y.said.text === x.said.text) === i);
  const amount = ASKS_AMOUNT.test(text.replace(THEY_PAY, ' '));
  // What the pages leave unsaid that creators ask about: a follower minimum, a free cleaning, reposting, a video's language.
  const unsaidOf = (subjects: Subject[]) => [...new Set(subjects.filter((s) => s.unsaid).map((s) => (typeof s.unsaid === 'function' ? s.unsaid(text, ctx.facts) : s.unsaid!)))].filter(Boolean);
  const unsaid = unsaidOf(asked);
  // Nestwell's own accounts ("are you on instagram?", "whats ur @ so i can tag u") are the socials page's; a creator's question
  // about something else ("do you clean in Hoboken?", in a creator's conversation) is the rest of the engine's.
  // A creator asking about the rest ("doing a fridge video: is the fridge inside part of a regular cleaning?", "my followers
  // are in NYC, can they book?", a DM claiming to be us) is the rest of the engine's too: the program's blurb answers only
  // the program.
  // "For my video: 2 bedrooms, 1 bath, standard. What's the price?": a home priced is the price answer's, creator or not.
  if ((OUR_ACCOUNTS.test(text) && !unsaid.length) || (TO_TAG_US.test(text) && !ABOUT_THE_PROGRAM.test(text)) || CLAIMS_TO_BE_US.test(text) || (ELSE_ASKED.test(text) && !ABOUT_THE_PROGRAM.test(text)) || (/\b(price|cost|how much|total)\b/.test(text) && order.rooms.size > 0)
    || (!said.length && !unsaid.length && !amount && (!CREATOR.test(ownWords(text)) || (CRAFT_ASKED.test(text) && !ABOUT_THE_PROGRAM.test(text))))) return null;
  // Nothing of the program's pages answers and the program itself is not asked about ("can i use vinegar on my marble counter
  // for a cleaning vid?"): what the rest of the site says, before the blurb.
  const elsewhere = !said.length && !unsaid.length && !amount && !ABOUT_THE_PROGRAM.test(text) ? otherwise?.() : null;
  if (elsewhere) return elsewhere;
  // A guideline asked about answers alone, unless the program itself is asked about too ("... is there a program for that?");
  // so does a subject the blurb says nothing of ("do i get a free cleaning to film it?").
  // Such a subject's answer comes first, and the program's steps its other words name ("...from the creator form?") are left out.
  const guideline = said.some((x) => x.subject.guideline) && !ABOUT_THE_PROGRAM.test(text);
  const otherSubject = asked.some((s) => s.alone) && !ABOUT_THE_PROGRAM.test(text);
  const alone = guideline || otherSubject || (introduced && (said.length > 0 || unsaid.length > 0) && !ABOUT_THE_PROGRAM.test(text));
  // "How does your creator thing work?", "can I join?": what the program is, then its steps, where no subject of it is asked.
  const program = !alone && !amount && !said.length && !unsaid.length && !THE_BOOKING.test(text) && PROGRAM_NAMED.test(text) ? bySubject.get(STEPS)!.map((s) => ({ said: s, subject: STEPS })) : [];
  const kept = otherSubject ? said.filter((x) => x.subject.alone || x.subject.guideline) : [...said, ...program];
  const quoted = dedupe(kept.map((x) => x.said.source));
  const steps = kept.filter((x) => x.subject === STEPS);
  const lines = [
    ...(alone ? [] : [`We run a creator program for people who make videos about home, cleaning, rentals and everyday life. Join it through the form on our ${named(PROGRAM)}; the ${named(OVERVIEW)} explains how it works.`]),
    // "Does Nestwell pay for videos like that?" of tips videos: what the paid videos are, before what the site doesn't say of the pay.
    ...(amount && !alone ? [`Members make honest videos about booking a cleaning with ${ctx.facts.brand}, their own experience of it, and send them to us for payment.`] : []),
    ...(FILMING_ON_THE_JOB.test(text) && !FILMING_THE_CLEANER.test(text) ? [`The program is for honest videos about booking a cleaning with ${ctx.facts.brand}, your own experience of it; its guidelines say to film only spaces you may film, and people only with their permission, with addresses kept out of frame. The site doesn't say whether a cleaner may film in clients' homes, so ask [crew support](${ctx.facts.crewSupportUrl}) before filming on a job.`] : []),
    ...new Set(asked.flatMap((s) => (s.lead ? [s.lead] : []))),
    ...unsaidOf(asked.filter((s) => s.alone)),
    // The steps as the overview numbers them, where all of them are told.
    ...kept.map((x) => (steps.length > 1 && x.subject === STEPS ? `${steps.indexOf(x) + 1}. ${x.said.text}` : x.said.text)),
    ...(PDF.test(text) ? [`The PDF: [creator overview (PDF)](${ctx.facts.creatorOverviewPdf}).`] : []),
    ...unsaidOf(asked.filter((s) => !s.alone)),
    ...(said.length && ASKS_TIME.test(text) ? [`The creator program's pages don't say how long that takes; ask ${supportLink(ctx.facts)}.`] : []),
    ...(amount && !guideline ? [`The site doesn't say how much a video pays${WHEN_OR_HOW_PAID.test(text) ? ', or when and how members are paid' : ''}, so I won't guess; ask ${supportLink(ctx.facts)}, which answers the program's questions. Members send their videos for payment through ${named(SUBMISSIONS)}.`] : []),
    ...(quoted.length ? [`That is from ${quoted.map((s) => (s.url === SUBMISSIONS.url ? `the ${named(SUBMISSIONS)} page` : s.url === PROGRAM.url || s.url === OVERVIEW.url ? `our ${named(s.url === PROGRAM.url ? PROGRAM : OVERVIEW)}` : `our ${linkTo(s)}`)).join(' and ')}.`] : []),
  ];
  return { reply: lines.join('\n'), sources: dedupe([...quoted, OVERVIEW, PROGRAM, ...(amount ? [SUBMISSIONS] : [])]) };
}
