import fs from 'node:fs';
import { answerArea, asksAboutArea, asksToCome, countyCorrected, onlyAway, onlyTheTown, SAME_PLACE_ASKED, townAside, unknownPlace } from './handlers/area.ts';
import { dedupe } from './reply-parts.ts';
import { answerCreator } from './handlers/creators.ts';
import { answerCrew, type NamedPlaces } from './handlers/crew.ts';
import { HELP_CENTRE, handlerContext, NJ_PAGE, supportLink, toQuestion, type HandlerContext, type Question } from './handlers/context.ts';
import { answerReport, answerTopic, topicAnswer } from './handlers/topics.ts';
import { answerUnanswered } from './handlers/unanswered.ts';
import { Paraphrases, readParaphrases, type ParaphraseData } from './paraphrases.ts';
import { answerIntents, asksWhereEstimateIsFrom, DEEP_FOR_A_WORKPLACE, NOT_A_NAMED_ADD_ON, serviceForSituation, someoneElseBooks } from './handlers/intents.ts';
import { ANOTHER_HOME, answerPrice, asksPrice, followUpOrder, RATES_HEADING, type OrderReading } from './handlers/prices.ts';
import { asksTogether, homesAsked, homesTogether } from './handlers/homes-total.ts';
import { asksIfATrickWorks, blogAdvice, blogAskedOfAProduct, blogSays, keepingItClean } from './handlers/blog-advice.ts';
import { roomKind } from './handlers/room-kind.ts';
import { postFigures } from './handlers/post-parts.ts';
import { deepWork } from './handlers/deep-work.ts';
import { A_CHILD_BY_AGE, DONT_TYPE_IT, legalSection, privateTyped } from './handlers/legal-pages.ts';
import { answerBySlots, askedForPost, fromTheSite, LEGAL_SUBJECT, NO_ESTIMATE_FOR, NO_SUCH_POST, NOT_ON_THE_SITE, notOnTheSite, outOfScope, PRIVACY_SUBJECT, unreadMessage, type ScopeContext } from './handlers/scope.ts';
import { ITEM, meetsTerm, quote, Sections } from './sections.ts';
import { advance, EMPTY_STATE, previousOf, resolve, type DialogueState } from './understand/dialogue.ts';
import { CLAIMS_TO_BE_US, DONE_WITH, slotsOf, type Audience, type Slots } from './understand/slots.ts';
import { asksSomething, focusMessage, heardRight, spelledZips, splitQuestions, withoutCourtesies } from './understand/message.ts';
import { askedTerms } from './understand/asked-terms.ts';
import { toEnglish, unreadScript } from './understand/languages.ts';
import { asksElsewhere, asksOtherHelp } from './understand/elsewhere.ts';
import { mentionsRooms } from './understand/rooms.ts';
import { formatCents } from '../../kernel/money.ts';
import { ChatIndexSchema, type ChatAnswer, type ChatIndex, type Facts, type Passage, type Source } from '../../kernel/chat/model.ts';
import { landmarksOf, rareWordsOf } from './landmarks.ts';
import { NEXT_PLACE, PlaceFinder, placedInStateSaidBefore, SHARED_NAME, type PlaceHit } from './places.ts';
import { foundUnsearched, indexPassages, termsOf } from '../../kernel/chat/search.ts';

/** How much a page kind counts in ranking: help articles answer questions; blog posts discuss them. */
const KIND_BOOST: Record<Passage['kind'], number> = { help: 1.4, page: 1.2, service: 1, legal: 0.8, blog: 0.7, location: 0.6 };
/**
 * A passage must match at least this share of the question's telling words (those not common to
 * most pages) to be quoted; blog, legal and location pages, which discuss rather than answer,
 * must match more.
 */
const MIN_COVERAGE: Record<Passage['kind'], number> = { help: 0.5, page: 0.5, service: 0.5, legal: 0.67, blog: 0.75, location: 0.75 };
const MIN_SCORE = 6;
const EXCERPT_CHARS = 420;
/** At most this many parts in one reply, and sources under it. */
const MAX_SOURCES = 6;

/** An earlier turn of the conversation, as the widget sends it. */
export interface Turn {
  question: string;
  answer?: string;
}

export interface ChatEngine {
  /** Answers a question; `history` holds the turns before it, oldest first, for follow-ups. */
  answer(question: string, history?: Turn[]): ChatAnswer;
}

/** Reads and validates the index the build wrote. */
export function readChatIndex(file: string): ChatIndex {
  return ChatIndexSchema.parse(JSON.parse(fs.readFileSync(file, 'utf8')));
}

/**
 * The answer engine. A message is read first (its asking part if long, in English if Spanish or Portuguese,
 * split into its questions); each question is read as slots against the dialogue state rebuilt
 * from `history` (the server keeps none), so a follow-up inherits what it does not restate.
 * The slots pick an answer where a keyword would pick a nearby one (a fee, pausing, an arrival
 * time, a service the app prices, a cleaner's pay, what a service covers, off-topic); otherwise
 * the town lookup, the price handler and the topic handlers answer, joined; otherwise retrieval
 * quotes a passage that names what was asked, or a sentence of the site that names every telling
 * word; otherwise what the question is about (a day asked for a visit, a wish about it), or an earlier
 * question it asks in other words (paraphrases.ts); else an honest "I don't know" that points to the
 * help centre and client support.
 *
 * @example createChatEngine(readChatIndex('dist/_chat/index.json')).answer('Do you clean in Princeton?')
 */
export function createChatEngine(index: ChatIndex, options: EngineOptions = {}): ChatEngine {
  const ctx: ScopeContext = { ...handlerContext(index), sections: new Sections(index) };
  const { facts } = ctx;
  // The legal pages, whose sections each answer questions of their own.
  const legalPages = new Set(index.passages.filter((p) => p.kind === 'legal').map((p) => p.url));
  // Words the site's own articles use are never read as misspelt town names.
  const vocabulary = new Set(index.passages.filter((p) => p.kind !== 'location').flatMap((p) => `${p.title} ${p.section} ${p.text}`.toLowerCase().match(/[a-z]+/g) ?? []));
  // The same words as terms (folded as a question's are), which say a question asks of something the site talks about.
  const siteTerms = new Set(termsOf([...vocabulary].join(' ')));
  const finder = new PlaceFinder(index.places, index.aliases, landmarksOf(index.passages, index.places, vocabulary), rareWordsOf(index.passages, index.places));
  const { retrieve, byOwnTitle, nearest } = retriever(index);

  // Indexing the earlier questions takes about a second: paid here, at start, like the patterns' first runs below.
  const paraphrases = options.paraphrases === null ? null : new Paraphrases(options.paraphrases ?? readParaphrases());
  /** Set while an earlier question is answered in place of one asked, so that answer never looks for one in turn. */
  let answeringEarlier = false;

  /**
   * The answer to an earlier question this one asks in other words, where the engine still gives it the answer it had, and
   * that answer names no place or figure the earlier question said and this one doesn't ("a cleaner who speaks Polish"
   * answered for "...Portuguese").
   */
  const askedBefore = (text: string): ChatAnswer | null => {
    const earlier = answeringEarlier ? null : paraphrases?.nearest(text);
    if (!earlier) return null;
    answeringEarlier = true;
    try {
      const answer = engine.answer(earlier.question);
      if (answer.reply.split('\n')[0] !== earlier.kind) return null;
      // A name or a number the reply takes from the earlier question, one the site's own pages don't use, must be asked again.
      const wordsOf = (said: string) => new Set(said.toLowerCase().match(/[a-z0-9]+/g));
      const [asked, theirs] = [wordsOf(text), wordsOf(earlier.question)];
      const echoed = (answer.reply.match(/\b([A-Z][a-z]+|\d+)\b/g) ?? []).map((w) => w.toLowerCase()).filter((w) => theirs.has(w) && !vocabulary.has(w));
      return echoed.every((w) => asked.has(w)) ? answer : null;
    } finally {
      answeringEarlier = false;
    }
  };

  /** Answers found by words alone to a part that points back or asks nothing: dropped when another part of the message was answered. */
  const byWordsAlone = new WeakSet<ChatAnswer>();
  /** Answers that a place said aside is outside our area: they give way to another part's answer, not to "I'm not sure". */
  const awayAside = new WeakSet<ChatAnswer>();
  /** Replies a topic's words gave: they give way to other parts answered, but not to a part left unanswered. */
  const byTopic = new WeakSet<ChatAnswer>();
  /** Replies told where nothing else answered (answerUnanswered, askedBefore): they give way to any other part's answer. */
  const byKind = new WeakSet<ChatAnswer>();

  /** The site's own sentence that answers, a service the site doesn't list, or an honest "the site doesn't say". */
  const fromSiteOrHonest = (question: Question, audience: Audience | null): ChatAnswer => {
    const site = fromTheSite(question.text, ctx);
    if (site.answer) return site.answer;
    const listed = someoneElseBooks(question.text, ctx) ?? notListed(question, ctx);
    if (listed) return listed;
    // What the nearest passage says, quoted under "I'm not sure": the visitor may find the answer in it.
    const near = nearest(question.text);
    // "Can I see where my cleaner is on a map?" is a client's, said or not: only someone unplaced is told where a cleaner asks.
    const asking = audience ?? (A_CLIENT.test(question.text) ? 'client' : null);
    return near ? notOnTheSite(ctx, asking, near.source, near.said) : notOnTheSite(ctx, asking, site.nearest);
  };

  /**
   * A part that asks a client's question of its own: a home counted or priced, the code, or a service asked about ("whats the diff
   * between standard n deep?") or a cleaner asked for ("if I get a cleaner I really like, can I request her every time?"), not a
   * cleaner's, pointing back, or a service named in passing ("only houses or also offices?").
   */
  const clientSubject = (text: string): boolean => {
    const slots = slotsOf(text, facts);
    const aboutAService = !!slots.service && (slots.asks.length > 0 || /\b(diff|differ\w*|vs\.?|versus|compar\w*)\b/.test(text));
    const aHome = slots.order.rooms.size > 0 && (slots.asks.includes('price') || /\d/.test(text));
    // "The same cleaner every time" points back at no one: the cleaner is asked for.
    return !slots.audience && (A_CLEANER_REQUESTED.test(text) || (!slots.refersBack && (aHome || slots.promo || aboutAService)));
  };

  /** A question that counts rooms and asks their price, or a part that only counts them ("same unit but deep clean? 3bd 1ba kitchen + living"). */
  const pricesRooms = (text: string) => (asksPrice(text) || !asksSomething(text)) && slotsOf(text, facts).order.rooms.size > 0;

  /**
   * The towns a message names, for a cleaner's question about where the work is: a far city only where work there is asked
   * ("is Nestwell in Miami? my sister want to work there"), not one worked in before ("8 years in Kraków").
   */
  const placesIn = (text: string): NamedPlaces => {
    const hits = finder.find(text, vocabulary);
    const corrected = countyCorrected(text.toLowerCase(), hits);
    // A county the question puts a town in wrongly is corrected, not listed as served beside it ("Colonia, Colonia and Union County").
    const served = hits.filter((h) => (h.kind === 'place' || h.kind === 'county') && h !== corrected?.county).map((h) => h.name);
    return { served: [...new Set(served)], ...(corrected ? { countyCorrected: corrected.line } : {}), outside: hits.filter((h) => h.kind === 'abroad' && (!h.far || WORK_THERE_ASKED.test(text.toLowerCase()))).map((h) => h.name) };
  };

  /**
   * One question (`part`) of a message (`read`: its slots against the conversation so far, when already read; `partRead`:
   * the slots of its own words, when already read).
   */
  const answerOne = (part: string, around: readonly PlaceHit[], state: DialogueState, read?: { text: string; slots: Slots; blog: ChatAnswer | null; postFound: boolean }, partRead?: Slots, statesBefore?: ReadonlySet<string>, inEnglish = true): ChatAnswer => {
    const asked = toQuestion(part);
    const { text, slots } = read ?? resolve(asked.text, state, facts, partRead);
    // "And Burlington Township, is it the same place?": the places of the turn before, which the town asked is compared with.
    const before = state.lastText && SAME_PLACE_ASKED.test(asked.text) ? finder.find(state.lastText, vocabulary).filter((h) => h.kind === 'place') : [];
    // "Do u cover belmar?" then "lol what about montauk": a name alone after a town was asked is the next place asked (in
    // English: a word another language's reading left, "¿Y la cubren?", is no name).
    const followsAPlace = inEnglish && !!state.lastText && NEXT_PLACE.test(asked.raw) && finder.find(state.lastText, vocabulary).length > 0;
    const question: PricedQuestion = { raw: asked.raw, text, order: slots.order, around, ...(before.length ? { placesBefore: before } : {}), ...(statesBefore?.size ? { statesBefore } : {}), ...(followsAPlace ? { followsAPlace } : {}) };
    // What the blog says of what was asked: where no post is found by its title or its parts' headings (which answer as before),
    // and no other answer is found. First for a trick asked whether it works, and for the blog asked about with words that pick
    // the crew's or the creators' answer: "I read an article of yours with a worksheet comparing doing it myself with hiring you",
    // "saw a tiktok... your blog said something", "is the lemon-in-the-microwave trick legit?" (not the vetting's).
    const blog = read ? read.blog : blogOf(text, slots);
    const blogFirst = blog && (slots.audience === 'crew' || slots.audience === 'creator' || asksIfATrickWorks(text)) && !(read ? read.postFound : postFound(text)) ? blog : null;
    // "That blog stat about losing time looking for stuff - what was the math", "in the 'cleaning your own home' post whats the
    // 2 bed example price": what a post works out, quoted as it gives it, whoever asks, before any home its words count is priced.
    const figures = postFigures(ctx, text, slots.order.rooms.size > 0);
    if (figures) return figures;
    // "Can i use vinegar on my marble counter for a cleaning vid?": a creator filming a household product gets the blog's advice
    // on it, not the program's pages.
    const advice = slots.audience === 'creator' && !slots.order.rooms.size ? blogAdvice(ctx, text) : null;
    if (advice) return advice;
    // A cleaner or applicant gets the crew's answers and crew support, never a client's.
    if (slots.audience === 'crew' && !slots.offTopic && !blogFirst) return answerCrew(text, ctx, placesIn(asked.raw));
    // A creator gets the creator program's pages; a home priced or the code asked in the same breath is answered too.
    // Their personal data is the privacy policy's, whoever asks.
    // A creator's question about keeping a home clean gets the blog's tips (a product's advice is answered above).
    const creator = slots.audience === 'creator' && !slots.offTopic && !PRIVACY_SUBJECT.test(text) && !blogFirst
      ? answerCreator(text, slots.order, ctx, { otherwise: () => keepingItClean(ctx, text), introduced: state.audience === 'creator' }) : null;
    if (creator) {
      const priced = slots.order.rooms.size || slots.promo ? byHandlers(question, slots, state) : null;
      // "She is twelve and wants to fill in the creator form herself": what the privacy policy says of children too.
      const child = A_CHILD_BY_AGE.test(text) ? legalSection(ctx, text) : null;
      // "Can my followers in Philly use Nestwell?": a place across the state line named with the program is the area's answer first.
      const away = placesIn(asked.raw).outside.length && USES_THE_SERVICE.test(text) ? answerArea(question, placesAsked(question, finder, vocabulary), finder, ctx) : null;
      if (away) return join([away, creator]);
      const parts = [creator, child, priced].filter((a): a is ChatAnswer => !!a);
      return parts.length > 1 ? join(parts) : creator;
    }
    // "After the cleaners leave I'm treating myself to dinner. Any restaurant on Church Street you'd recommend?": the one
    // sentence that asks is none of ours, whatever the sentence before it says of a cleaning.
    if (!slots.offTopic && !slots.order.rooms.size) {
      const asking = askingSentences(asked.text);
      // A sentence that points back ("can I use it again for the cafe?", "under what statute do you treat the signal?") leans on the one before.
      if (asking.length && asking.every((sentence) => !POINTS_BACK_TO_US.test(sentence) && slotsOf(sentence, facts).offTopic)) return outOfScope(ctx, asked.text);
    }
    // "And the beach house, 4 bed 3 bath? total for both?": the homes the conversation described, this turn's too, added up.
    // "And with the code?" after them: the same homes again.
    const addOns = slots.order.rooms.size ? [] : slots.order.addOns;
    // A turn with no rooms of its own changes no home ("total for both, and how much more would deep be?" prices them at each tier).
    const homes = (state.homes.length || slots.order.rooms.size) && asksTogether(asked.text) ? (slots.order.rooms.size ? advance(state, asked.text, facts).homes : state.homes) : null;
    const together = homes ? homesTogether(asked.text, homes, ctx, { addOns, listedNow: homes.length - state.homes.length })
      : state.lastText && slots.promo && !slots.order.rooms.size ? homesTogether(asked.text, state.homes, ctx, { before: homesAsked(state.lastText, state.homes) ?? 0 }) : null;
    if (together) return together;
    // "A good Korean church in Fort Lee?", "ok unrelated but any good ramen?": not "yes, we clean in Fort Lee". A home to price
    // in the same breath ("what's standard on my 4bd/3ba, and can you recommend a landscaper?") is answered, and so is a place
    // asked about ("while I have you, do you clean in Columbus, Ohio?").
    if (!slots.order.rooms.size && !asksToCome(asked.text) && asksElsewhere(asked.text, vocabulary, () => finder.find(asked.raw, vocabulary).map((h) => h.name))) return outOfScope(ctx);
    // "How do I undo Accept on the banner?", "is there an arbitration clause?": the legal page's section that answers it whole,
    // before the keys, fees or prices its words also name.
    // "Is it cheaper to clean myself than to hire someone?": the blog weighs that, before any price or code its words name.
    const weighed = DO_IT_YOURSELF.test(text) && (!slots.audience || slots.audience === 'client') ? postWeighing(text) : null;
    // "Kitchen is greasy, bathroom has soap scum: what kind of cleaning?": rooms said with no count or price asked name where
    // the work is, and the service that does it answers, not an estimate.
    const roomsAsWhere = slots.order.rooms.size > 0 && !slots.asks.includes('price') && !/\d/.test(text);
    const fromAPage = slots.order.rooms.size ? (roomsAsWhere ? deepWork(ctx, text) : null) : legalSection(ctx, text) ?? deepWork(ctx, text) ?? blogAdvice(ctx, text) ?? keepingItClean(ctx, text) ?? blogFirst ?? weighed;
    if (fromAPage) return fromAPage;
    // "Nobody showed up", "the mirror is streaky": what to do now, not the booking steps or arrival times their words also name.
    const report = !slots.order.rooms.size && !slots.asks.includes('price') ? answerReport(text, ctx) : null;
    if (report) return report;
    // "What are the beach badge prices in Beach Haven this summer?", "does Morristown require a permit for a van parked on my
    // street?", "do you know if Asbury Park requires a rental permit?": a town's own rules and services, and what is known of
    // a town, are none of ours to answer; the town's yes follows as an aside, so it never reads as a yes to what was asked.
    if ((!slots.order.rooms.size && TOWN_MATTERS.test(text) && !SAID_TO_US.test(text.replace(ASKS_TO_BE_TOLD, ' '))) || asksOfThePlace(part, text, !state.lastText)) {
      const town = answerArea(question, placesAsked(question, finder, vocabulary), finder, ctx);
      if (town && onlyTheTown(town)) return join([outOfScope(ctx), townAside(town)]);
    }
    const handled = byHandlers(question, slots, state);
    if (blog && handled?.reply.startsWith(NO_SUCH_POST)) return blog;
    // "How much is a deep clean of 3 bed 2 bath, and how much of that goes to the cleaner?": the price, and what the site
    // doesn't say of a cleaner's share.
    // "And how much of that goes to the cleaner?" after a price: the share alone, the price already given.
    // "So the cleaner takes half of this?" with nothing else answered: the share alone.
    if (CLEANERS_SHARE.test(text) && !(handled && /doesn't say what cleaners earn/.test(handled.reply))) {
      const share = { reply: `The site doesn't say how much of the price goes to the cleaner, so I won't guess: the prices on this site are what clients pay. [Crew support](${facts.crewSupportUrl}) answers questions about cleaners' pay.`, sources: [{ title: 'Crew support', url: facts.crewSupportUrl }] };
      // What the cleaner gets is what was asked: it comes first, before any price beside it.
      return join([share, ...(handled && !(/\bof (that|it|this|the (price|total|money))\b/.test(text) && state.lastText) ? [handled] : [])]);
    }
    if (handled) {
      // "Can you clean my bar after we close? Sports bar on Washington St": a part that asks nothing is not turned away beside one that asks.
      // "Its like a closet with a washer in it" beside the question: a thing described, not a task asked for.
      if ((slots.offTopic || handled.reply.startsWith(NOT_A_NAMED_ADD_ON)) && !asksSomething(question.text)) byWordsAlone.add(handled);
      // "Can I check the turnover got done? im in nyc that day": where the one asking is, said beside a question, is no place asked about.
      if (onlyAway(handled) && !asksSomething(question.text)) awayAside.add(handled);
      // "Moving out of my apt in Bayonne, what do I book?": the town is answered, and so is what the rest asks.
      // "My in-laws rent out a place in Seaside Heights, do u do cleanings between guests": so is what it asks beside the town.
      const more = onlyTheTown(handled) && !slots.offTopic ? situation(slots, text) ?? besideTheTown(part, state) : null;
      if (more) return join([handled, more]);
      return handled;
    }
    // What the question is about, when no handler answered: the help section on its topic, which says more than a
    // passage found by a few of its words. Read by its topic's words, it gives way to the other parts of the message
    // when they are answered.
    const clientSide = !slots.audience || slots.audience === 'client' || slots.audience === 'business';
    // An article asked for in its own title's words answers before any topic: an editor's new article is found at once.
    const titled = byOwnTitle(question.text);
    if (titled) return titled;
    const topic = clientSide ? topicAnswer(question.text, ctx) : null;
    if (topic) {
      // Firm where the part itself asks: "I get enough calls as it is" tells, and gives way.
      if (!topic.firm || !asksSomething(part)) byTopic.add(topic.answer);
      return topic.answer;
    }
    // The passage or the site's own sentence that answers, or an honest "the site doesn't say" with its
    // nearest page. Found by words alone, it is a guess when the question points back with at most one
    // word of its own ("is it included?"), or when the part asks nothing ("never used you before").
    // "Can I get a move out clean for just one room?": the service the situation names, where the site has no sentence for it.
    // "I also have a small office, can you clean it too?": a service the question names answers before a passage its other words find.
    const named = clientSide && slots.service ? situation(slots, text) : null;
    // A follow-up that points back ("and if that time isn't there?") needs two of its words in a passage, all it has ("what
    // about with deep?"), or one in the page's title ("is it meant for a B&B like ours?"): one of several found in a sentence
    // ("time") finds a page by chance.
    // "Could you clean her house as well?": a home is what the five services clean; where it is decides.
    const homeAsked = A_HOME_CLEANED.test(question.text) && !slots.order.rooms.size ? { reply: `${WHERE_IT_IS} tell me the town or ZIP and I will check it.`, sources: [NJ_PAGE] } : null;
    const found = named ?? homeAsked ?? retrieve(question.text, state.lastText && slots.refersBack ? 2 : 1) ?? (clientSide ? situation(slots, text) : null) ?? blog ?? fromSiteOrHonest(question, slots.audience);
    // "The text is small for my eyes. Is there a dark mode?": what the words around it tell is no answer, so the asking
    // sentence alone, answered by a handler or by the site's own sentence; a passage found by a few words of it would be a guess.
    if (found.reply.startsWith(NOT_ON_THE_SITE) && clientSide) {
      // A sentence's neighbourhood is placed by a town the rest of the message names: read once, only here.
      const sentences = askingSentences(part).reverse();
      const inMessage = sentences.length && !around.length ? finder.find(part, vocabulary) : around;
      for (const sentence of sentences) {
        const alone = answerAlone(sentence, inMessage, state);
        if (alone) return alone;
      }
    }
    // "Can you help me outline my capstone paper?": not a question about us the site happens not to answer, but none of
    // ours. Only a message of its own: a part beside others, or a turn after others, leans on them ("whats the number").
    if (found.reply.startsWith(NOT_ON_THE_SITE) && clientSide && read && !state.lastText && asksOtherHelp(asked.text)) return outOfScope(ctx);
    // "Is there a cleaner free the Wednesday before Diwali?": what the question is about still answers where no words did.
    // "Where might I read what your other customers think of you?": the same question asked before in other words, where two
    // words of it were read (not a message in a script none of the languages read).
    const unanswered = found.reply.startsWith(NOT_ON_THE_SITE) && clientSide && !slots.offTopic
      ? answerUnanswered(question.text, ctx) ?? (askedTerms(question.text).length >= 2 && !unreadScript(question.text) ? askedBefore(question.text) : null) : null;
    if (unanswered) {
      byKind.add(unanswered);
      return unanswered;
    }
    // "Do you come here or not" beside a town asked about: words of the area alone find a passage by chance. A service named
    // ("...is that the turnover service?") is no pointer back alone.
    const areaWordsOnly = askedTerms(question.text).every((term) => AREA_WORDS.has(term) || term === 'not');
    if ((slots.refersBack && !(slots.service && SERVICE_BY_NAME.test(question.text)) && askedTerms(question.text).length <= 1) || !asksSomething(question.text) || areaWordsOnly) byWordsAlone.add(found);
    return found;
  };

  /**
   * What a part asks beside the town it names ("I live in Montclair. How do I know the place is clean before the next
   * guests?"), read without the town's name or ZIP. Only a question asked in a clause of its own: "still okay?", "what about
   * my brother over in Atco", "do you list it?" ask about the town. Null when the site has no more than a guess, an "I'm
   * not sure" or another town's answer for it.
   */
  const besideTheTown = (part: string, state: DialogueState): ChatAnswer | null => {
    const clauses = part.split(/(?<=[.!?])\s+|[,;]\s+|\s+[—–-]\s+/);
    // A part of one clause names the town in the clause that asks ("Do you clean in Princeton?"): no place lookup needed.
    if (clauses.length < 2 || !clauses.some((c) => asksSomething(c) && !finder.find(c, vocabulary).length && !/\b\d{5}\b/.test(c))) return null;
    const rest = `${finder.without(part, finder.find(part, vocabulary)).replace(/\b\d{5}\b/g, ' ').replace(/[\s.!?]*$/, '')}?`;
    const { text } = toQuestion(rest);
    if (finder.find(rest, vocabulary).length) return null;
    if (asksAboutArea(text) || THERE.test(text) || askedTerms(text).filter((t) => !AREA_WORDS.has(t)).length < 2) return null;
    const resolved = resolve(text, state, facts);
    if (resolved.slots.offTopic || (resolved.slots.audience && resolved.slots.audience !== 'client' && resolved.slots.audience !== 'business')) return null;
    // What a handler, an article's title or a topic says; a passage found by a few words beside a town would be a guess.
    const answer = byHandlers({ raw: rest, text: resolved.text, order: resolved.slots.order, around: [] }, resolved.slots, state)
      ?? byOwnTitle(resolved.text) ?? answerTopic(resolved.text, ctx) ?? situation(resolved.slots, resolved.text);
    return answer && !answer.sources.some((s) => s.url.startsWith('/locations/')) ? answer : null;
  };

  /** A part that asks what is known of the town it names, not about us, in words of its own beside the town's name. */
  const asksOfThePlace = (part: string, text: string, opening: boolean): boolean => {
    // "When is leaf collection in Cherry Hill?", "what nightly rate should I charge in Asbury Park?": a question that opens a
    // conversation and says nothing to us and nothing of ours asks about the place, whatever it asks (a later turn leans on
    // the ones before: "so just Toms River, weekly. What's 4 weeks?").
    const ofThePlace = ASKS_WHAT_ONE_KNOWS.test(text) || (opening && PLACE_QUESTION.test(text) && !SAID_TO_US.test(text) && !OURS.test(text));
    if (!ofThePlace || ABOUT_US.test(text) || asksAboutArea(text) || THERE.test(text)) return false;
    const rest = finder.without(part, finder.find(part, vocabulary)).replace(/\b\d{5}\b/g, ' ');
    return askedTerms(toQuestion(rest).text).filter((t) => !AREA_WORDS.has(t)).length >= 2;
  };

  /** The service a visitor's situation calls for, asked whether we do it or what to book, when no handler answered more. */
  const situation = (slots: Slots, text: string) => (slots.asks.some((a) => a === 'price' || a === 'when') || slots.audience === 'creator' || slots.audience === 'crew' ? null : serviceForSituation(ctx, slots.service, text));

  /** The answer the slots call for (with the place asked about), else the topic, price and area handlers'; null when none answers. */
  const byHandlers = (question: PricedQuestion, slots: Slots, state: DialogueState): ChatAnswer | null => {
    const bySlots = answerBySlots(slots, question.text, state, ctx);
    if (bySlots) {
      if (slots.offTopic) return bySlots;
      const area = answerArea(question, placesAsked(question, finder, vocabulary), finder, ctx);
      return join(area ? [area, bySlots] : [bySlots]);
    }
    const parts = answerParts(question, previousOf(state, question.text), ctx, finder, vocabulary);
    return parts.length ? join(parts) : null;
  };

  /** What the blog says of cleaning oneself weighed against hiring, as if the blog were named: its passage, else the post its title names; null when none does. */
  const postWeighing = (text: string): ChatAnswer | null => {
    const asked = `${text} (your blog)`;
    const said = blogSays(ctx, asked) ?? askedForPost(asked, ctx);
    return said && !said.reply.startsWith(NO_SUCH_POST) ? said : null;
  };

  /** What the blog says of a part, where it counts no rooms and asks no estimate's source (blogSays). */
  const blogOf = (text: string, slots: Slots): ChatAnswer | null => (slots.order.rooms.size || asksWhereEstimateIsFrom(text) ? null : blogSays(ctx, text));

  /** A post asked about and found (by its title, a part's heading or a sentence), as the blog's own answer gives it. */
  const postFound = (text: string): boolean => !(askedForPost(text, ctx)?.reply.startsWith(NO_SUCH_POST) ?? true);

  /** A sentence's answer by the handlers or the site's own sentence; null when only retrieval would answer it. */
  const answerAlone = (sentence: string, around: readonly PlaceHit[], state: DialogueState): ChatAnswer | null => {
    const asked = toQuestion(sentence);
    const { text, slots } = resolve(asked.text, state, facts);
    if (slots.offTopic || slots.audience === 'crew') return null;
    const handled = byHandlers({ raw: asked.raw, text, order: slots.order, around }, slots, state);
    if (handled) return handled;
    // An article asked for by its own title ("...What exactly is Nestwell?"); the site's own sentence, for a question of its own
    // that names two telling words ("is there a dark mode?").
    return byOwnTitle(sentence) ?? (sentence.endsWith('?') && askedTerms(text).length >= 2 ? fromTheSite(text, ctx).answer ?? null : null);
  };

  /**
   * "How long will a deep clean take? Will you send 2-3 people or one person?": a question of its own that the site doesn't
   * answer, asked beside one it does, is said to be unanswered after the answers, not left out as if it were never asked.
   * Not a part that tells ("I need to plan around the haldi"), leans on another ("is that normal?") or asks nothing of ours,
   * nor one of a message read in another language, whose words would be quoted half translated.
   */
  const withUnanswered = (answer: ChatAnswer, unsure: ChatAnswer[], askedBy: ReadonlyMap<ChatAnswer, string>): ChatAnswer => {
    // A part whose nearest page is one the answer quotes was answered there in other words ("is someone reading what I write here?").
    const quoted = new Set(answer.sources.map((s) => s.url));
    const apart = unsure.filter((r) => !r.sources.some((s) => s !== HELP_CENTRE && quoted.has(s.url)));
    const parts = apart.map((r) => readPart(askedBy.get(r) ?? '')).filter((part) => asksOnItsOwn(part) && !answeredIn(part, answer));
    if (!parts.length) return answer;
    const questions = parts.map((part) => part.asked);
    const crew = parts.every((part) => part.slots().audience === 'crew');
    const ask = crew ? `[Crew support](${facts.crewSupportUrl})` : supportLink(facts, true);
    const unsaid = `${questions.map((asked) => `You also asked: "${asked}" I can't find that answered on our site, so I won't guess.`).join(' ')} ${ask} can tell you, 24/7.`;
    return { reply: `${answer.reply}\n\n${unsaid}`, sources: answer.sources };
  };

  /** A part as the checks below read it: its last question, that question as the engine reads it, and its slots, read once when asked for. */
  const readPart = (part: string) => {
    const asked = lastQuestion(part);
    const { text } = toQuestion(asked);
    let slots: Slots | undefined;
    return { asked, text, slots: () => (slots ??= slotsOf(text, facts)) };
  };

  /**
   * A part that is a question of its own about something ours: asked with a question mark, not leaning on another ("is that
   * normal?"), in English, with three words the site's pages use.
   */
  const asksOnItsOwn = ({ asked, text, slots }: ReturnType<typeof readPart>): boolean =>
    asked.endsWith('?') && /^[\p{Script=Latin}\P{L}]*$/u.test(asked) && !LEANS_BACK.test(asked)
    && !slots().offTopic && !THERE.test(text) && tellingTerms(text).filter((t) => siteTerms.has(t)).length >= 3;

  /** Whether a reply answers a part in words of its own: one of the part's telling words, or a slot the reply gives (a price, the code, the service). */
  const answeredIn = ({ text, slots }: ReturnType<typeof readPart>, reply: ChatAnswer): boolean => {
    const said = new Set(termsOf(reply.reply));
    return tellingTerms(text).some((t) => said.has(t)) || answersSlots(slots(), text, reply, facts);
  };

  const engine: ChatEngine = {
    answer(raw, history = []) {
      // A conversation held in another language stays in it: a short follow-up ("e com o código?") is read as its turns were.
      let state = EMPTY_STATE;
      let language: string | null = null;
      for (const turn of history) {
        const earlier = readMessage(turn.question, language);
        language = earlier.language ?? language;
        state = advance(state, toQuestion(earlier.text).text, facts);
      }
      // The conversation before this message: the parts below advance `state` as they are answered.
      const pricedBefore = !!state.orderText;
      const asRead = readMessage(raw, language);
      // A long story's question is asked in it: the service the story names carries into the question ("...our church
      // office... Could your people clean there as well?"), and so does a story of wanting to clean for us into
      // an applicant's question ("...to work as cleaner for your company... How she applies?"). Not its rooms, a cleaner the
      // story only talks about, nor its trouble: graders of the tuning rounds found each wrong more often than right.
      if (asRead.story) {
        const told = advance(EMPTY_STATE, toQuestion(toEnglish(asRead.story, language)?.text ?? asRead.story).text, facts);
        const applicant = told.audience === 'crew' && APPLICANT_ASKS.test(asRead.text);
        // A fee or a time asked is the site's to answer whatever the service: the story's would turn it into that service's price.
        const ownAsk = slotsOf(toQuestion(asRead.text).text, facts).asks.some((a) => a === 'fee' || a === 'when');
        state = { ...state, service: (ownAsk ? null : told.service) ?? state.service, audience: applicant ? 'crew' : state.audience };
      }
      // "He lives in Greenwich" after "my son lives up in Connecticut": the states the conversation named before, for a town
      // New Jersey shares with one of theirs.
      const statesBefore = history.length && SHARED_NAME.test(asRead.text.toLowerCase())
        ? new Set(history.flatMap((turn) => finder.find(turn.question, vocabulary)).filter((h) => h.kind === 'abroad' && h.name === h.state).map((h) => h.name)) : undefined;
      // "The lockbox code is 4471, can the cleaner use it?": answered with the code hidden, after a note not to type it here.
      const secret = privateTyped(ctx.sections, asRead.text);
      const read = secret ? { ...asRead, text: secret.hidden } : asRead;
      const replies: ChatAnswer[] = [];
      const askedBy = new Map<ChatAnswer, string>();
      // A cleaner's questions are answered together, each topic once ("which app? is it the nestwell one?").
      const whole = resolve(toQuestion(read.text).text, state, facts);
      // "I read an article of yours with a worksheet comparing doing it myself with hiring you": the blog's, whoever asks.
      // What the blog says of the whole message, read once: a message of one part is answered with it below.
      const blog = blogOf(whole.text, whole.slots);
      const found = !!blog && postFound(whole.text);
      const byCrew = whole.slots.audience === 'crew' && !whole.slots.offTopic && !(blog && !found);
      // "Whats the diff between standard n deep? and do cleaners get paid more for deep": a part with a client's subject of its
      // own (a service, rooms, the code) is answered as a client's; the cleaner's parts go to the crew's answers together.
      // "My cleaner used vinegar on the marble and now it's dull. Does your blog say anything about that?": one question.
      const split = blogAskedOfAProduct(whole.text) ? [read.text] : splitQuestions(read.text);
      // Not in a conversation held with a cleaner: there every part is the cleaner's.
      const clientParts = byCrew && split.length > 1 && state.audience !== 'crew' ? split.filter((part) => clientSubject(toQuestion(part).text)) : [];
      const parts = byCrew ? clientParts : split;
      // The places of a message of several parts, read once: a part's neighbourhood is placed by a town another part names.
      const around = parts.length > 1 ? finder.find(read.text, vocabulary) : [];
      // What is left once the client's parts are answered, if it asks anything ("I need to work around my dog walker" does not).
      // A cleaner asked for ("...how does she sign up, and can I then request her?") stays in the cleaner's text: the same
      // sentence may ask how she joins.
      const clientOnly = clientParts.filter((part) => !A_CLEANER_REQUESTED.test(toQuestion(part).text));
      const crewText = clientOnly.length ? resolve(toQuestion(clientOnly.reduce((left, part) => left.replace(part, ' '), read.text)).text, state, facts).text : whole.text;
      const crew = byCrew && (!clientOnly.length || asksSomething(crewText)) ? answerCrew(crewText, ctx, placesIn(read.text)) : null;
      // "Can I book a deep clean of just the bathrooms? 2 full baths and the half bath. Price?": the one tier the message
      // names is that of a part that counts rooms and asks their price without naming one.
      // Not where it names another service ("the move out one for 1br? not regular price") or refuses a tier ("no deep").
      const tiers = new Set([...read.text.matchAll(new RegExp(ONE_TIER, 'gi'))].map((m) => (m[1]!.toLowerCase() === 'deep' ? 'deep' : 'standard')));
      // "Deep or standard? 1bd 1ba + living rm": the two offered as the question, which the rooms are priced at together.
      const offered = tiers.size === 2 && /\b(deep|standard|regular|basic|normal)( clean(ing)?)? or (the )?(deep|standard|regular|basic|normal)\b/i.test(read.text);
      const tier = parts.length > 1 && ((tiers.size === 1 && !NOT_ONE_TIER.test(read.text)) || offered) ? (offered ? 'deep or standard' : [...tiers][0]) : null;
      for (const [i, part] of parts.entries()) {
        // "Is West New York in NY or NJ? do u clean there": the town another part names is answered once, by that part.
        // Not a part that prices a home of its own ("I have 4 bed, 2.5 bath... and with the 50% code there?").
        if (around.length && THERE.test(part) && !finder.find(part, vocabulary).length && !mentionsRooms(part)) continue;
        const priced = tier && !ONE_TIER.test(part) && mentionsRooms(part) && pricesRooms(toQuestion(part).text);
        const asked = priced ? `${part} (${tier} cleaning)` : part;
        // A part the state then advances by is read once, for its answer and for the state after it.
        const said = i < parts.length - 1 ? toQuestion(part).text : null;
        const partRead = said !== null && asked === part ? slotsOf(said, facts) : undefined;
        // A message that is one question was read whole above: its slots are not read again.
        const reply = answerOne(asked, around, state, parts.length === 1 && part === read.text ? { ...whole, blog, postFound: found } : undefined, partRead, statesBefore, !read.language);
        // Two parts answered by the same reply, one saying more ("...how much? any discount?", or "...what would that come to?
        // and would the offer apply?", whose second reply holds the first): the fuller one, once, with what the other adds
        // ("how long for a 2 bed 1 bath? and do we need to be home for it?": the price once, how long, and being home).
        // Two estimates of different homes ("2 bed 1 bath? and my other place, 3 bed 2 bath?") open alike but are two answers;
        // a part that names no other home priced again is the same home, read once more.
        const opening = reply.reply.split('\n')[0];
        const anotherHome = ANOTHER_HOME.test(part) && roomsOf(reply) !== '';
        const same = replies.findIndex((r) => (r.reply.split('\n')[0] === opening && !(anotherHome && roomsOf(r) !== roomsOf(reply))) || reply.reply.includes(r.reply) || r.reply.includes(reply.reply));
        // "You cover Newark? building's in the Ironbound": the town's yes, and the same yes naming the part of it, is said once, naming it.
        const namesMore = replies.findIndex((r) => onlyTheTown(r) && onlyTheTown(reply) && saysMoreOf(r, reply));
        if (namesMore >= 0) replies[namesMore] = longerOf(replies[namesMore]!, reply);
        else if (same < 0) replies.push(reply);
        // An earlier question's answer that another part already gave ("...background check? Drug testing?") adds nothing.
        else if (!byKind.has(reply)) replies[same] = fuller(replies[same]!, reply);
        askedBy.set(reply, part);
        if (said !== null) state = advance(state, said, facts, partRead);
      }
      // In the message's order: the cleaner's answer first unless the message opened with the client's question.
      if (crew && clientParts[0] === split[0]) replies.push(crew);
      else if (crew) replies.unshift(crew);
      // A message whose other questions were answered does not end in "I'm not sure", nor in a guess at what "it" was.
      // A topic's answer gives way to another part's answer, not to a town's yes alone ("can I see the place after the cleaner
      // leaves? I'm an hour away in Morristown"); a part that asks of the town, or in a word or two ("can you clean for her
      // there?"), leans on it and gives way as before.
      const leans = (part: string) => THERE.test(part) || askedTerms(toQuestion(part).text).length < 3;
      // Nor to "I can't find that on our site" of a task asked in another part.
      // Another part answered, by more than what nothing else understood: what a part's reply gives way to.
      const answeredOther = (r: ChatAnswer, counts = (_other: ChatAnswer) => true) => replies.some((other) => other !== r && !byKind.has(other) && !other.reply.startsWith(NOT_ON_THE_SITE) && !other.reply.startsWith(NOT_LISTED) && counts(other));
      const answeredElse = (r: ChatAnswer) => leans(askedBy.get(r) ?? '') || answeredOther(r, (other) => !onlyTheTown(other));
      // "Could you clean her house as well? She lives in Greenwich.": the town said is where the home asked about is.
      const homeWhere = (r: ChatAnswer) => r.reply.startsWith(WHERE_IT_IS);
      const townSaid = replies.some((r) => onlyTheTown(r) || onlyAway(r));
      const answeredBeside = (r: ChatAnswer) => replies.some((other) => other !== r && !other.reply.startsWith(NOT_ON_THE_SITE) && !awayAside.has(other) && !homeWhere(other));
      // "Does Nestwell sell personal information, and if I submit a deletion request, how long do you have to respond?": a topic's
      // answer, or an earlier question's, to a question of its own, in its words, is an answer, whatever else was answered.
      // Not one whose pages the other answers quote already: it would say again what they say ("Other ($7.25)...").
      const newPages = (r: ChatAnswer) => r.sources.some((s) => !replies.some((other) => other !== r && other.sources.some((o) => o.url === s.url)));
      // "What you do with my information? You sell it to other company?": another section of the legal page another part's
      // answer quotes (its sharing, which says "We do not sell personal data"), answering the part that points back at it.
      const anotherSection = (r: ChatAnswer) => r.sources.length > 0 && r.sources.every((s) => legalPages.has(s.url))
        && replies.some((other) => other !== r && other.sources.some((o) => r.sources.some((s) => s.url === o.url)) && !other.reply.includes(r.reply.split('\n')[0]!));
      // Nor one beside rooms named: a topic found by their words ("can they do my room too?") misses the room's price.
      const answersItsPart = (r: ChatAnswer) => {
        const part = askedBy.get(r) ?? '';
        if (read.language || mentionsRooms(part.toLowerCase())) return false;
        const asked = readPart(part);
        return asksOnItsOwn(asked) && answeredIn(asked, r) && newPages(r);
      };
      // "How much would a move out cleaning be? Is it the same as the regular per room price?": beside the answer that the app
      // prices that service and no per-room estimate is given for it, a per-room estimate of another part would contradict it,
      // unless that part asks for a Standard or Deep cleaning by name; so would the rooms' rates ("office, waiting room, one
      // restroom... what's it run").
      const appPriced = replies.some((r) => r.reply.includes(NO_ESTIMATE_FOR));
      const contradicts = (r: ChatAnswer) => appPriced && (ESTIMATE.test(r.reply) || ROOM_RATES.test(r.reply)) && !r.reply.includes(NO_ESTIMATE_FOR) && !TIER_WANTED.test(askedBy.get(r) ?? '');
      const replied = replies.filter((r) => !r.reply.startsWith(NOT_ON_THE_SITE) && !contradicts(r) && !(replies.length > 1 && (byWordsAlone.has(r) || (homeWhere(r) && townSaid) || (awayAside.has(r) && answeredBeside(r)) || (byTopic.has(r) && answeredElse(r) && !answersItsPart(r) && !anotherSection(r)) || (byKind.has(r) && answeredOther(r) && !answersItsPart(r)))));
      // "...I think your blog had a list": no post found for a part is no answer beside a part the blog did answer.
      const answered = replied.some((r) => !r.reply.startsWith(NO_SUCH_POST)) ? replied.filter((r) => !r.reply.startsWith(NO_SUCH_POST)) : replied;
      const byTopicOnly = replies.filter((r) => byTopic.has(r));
      const joined = join(saidOnce(answered.length ? answered : byTopicOnly.length ? byTopicOnly : replies.slice(0, 1)));
      // "What is a 'half bathroom' for you? We have a tiny one under the stairs, only toilet and sink": the kind of the one room the
      // message describes, in whichever sentence, where the answers missed it (a home totalled from its words, the booking steps).
      const kind = roomKind(whole.text, ctx, pricedBefore);
      const answer = kind?.missedBy(joined.reply) ? kind.answer : withUnanswered(joined, answered.length && !read.language ? replies.filter((r) => r.reply.startsWith(NOT_ON_THE_SITE)) : [], askedBy);
      // "Καθαρίζετε στο Νιούαρκ;": a message none of the languages read, which its few Latin words did not answer, said so.
      const script = read.language || !answer.reply.startsWith(NOT_ON_THE_SITE) ? null : unreadScript(read.text);
      if (script) return unreadMessage(ctx, script);
      // A message that was only its secret ("door code 1234 for the cleaner") is answered by the note alone.
      if (secret && answer.reply.startsWith(NOT_ON_THE_SITE)) return { reply: [secret.note, secret.access].filter(Boolean).join(' '), sources: secret.sources };
      const notes = [
        ...(read.language ? [`I can only answer in English, so here is my answer in English (I read your message as ${read.language}).`] : []),
        // Once, where the answer is about the secret itself ("can you pass it on to whoever comes?").
        ...(secret && !answer.reply.includes(DONT_TYPE_IT) ? [secret.note, ...(secret.access && !/\baccess notes\b/.test(answer.reply) ? [secret.access] : [])] : []),
        // A total from rooms read in part is worse than none: say what was not read.
        ...(read.unread.length && ESTIMATE.test(answer.reply) ? [`I couldn't read every count in your message (${read.unread.map((u) => `"${u}"`).join(', ')}), so the estimate below may leave something out: tell me in English what it is, or see the exact price in the app before you book.`] : []),
        ...(read.cut ? [`Your message was long, so I answered the question in it and left out the rest (${read.cut} of ${raw.length} characters).`] : []),
      ];
      return notes.length ? { reply: `${notes.join(' ')}\n\n${answer.reply}`, sources: secret ? dedupe([...answer.sources, ...secret.sources]) : answer.sources } : answer;
    },
  };
  // Each path's first run compiles its patterns (some 20 ms): paid here, at start, not by the first visitor.
  for (const [question, ...history] of WARM_UP) engine.answer(question, history.map((q) => ({ question: q })));
  return engine;
}

export interface EngineOptions {
  /** Earlier questions and their kinds of answer (paraphrases.json when left out); null for none. */
  paraphrases?: ParaphraseData | null;
}

/** The one asking as the one a cleaner comes to: "can I request her every time?", "the same cleaner each visit?". */
const A_CLEANER_REQUESTED = /\b(request|choose|pick|keep|ask for|book|get) ((her|him)\b(?! (own|to|a|an|the|some|up|in)\b)|the same (one|cleaner|person|lady)\b|my (old |usual |regular |favou?rite )?cleaner\b|a cleaner (i|we) (like|liked|love|loved|trust)\b)|\bsame (cleaner|person|lady|one) (every|each) (time|visit|week|cleaning)\b/;
/** A client's own words: a booking, "my cleaner", the home to be cleaned. */
const A_CLIENT = /\b(book\w*|my (cleaners?|cleanings?|home|house|apartment|apt|place|condo|unit|booking|appointment|kids?|family|husband|wife|mom|dad|parents|dog|cat)|(the|our|your) cleaners?|guests?|tenants?|landlord|pay for|(i|we) (hired|booked))\b/;

/** Words of a sentence that lean on the message around it, or name us: "it", "that", "your", "the code", "the cleaner". */
const POINTS_BACK_TO_US = /\b(it|that|this|them|those|these|they|do you|you (treat|keep|use|do|have|charge|offer)|your|nestwell|code|cleaners?|cleaning|clean)\b/i;

/** A tier named: "a deep clean", "standard". */
const ONE_TIER = /\b(deep|standard|regular|basic|normal)\b/i;
/** A tier refused, or a service priced otherwise, named beside it. */
const NOT_ONE_TIER = /\b(not|no|nada de|sin|without|rather than|instead of)\s+(the\s+|a\s+)?(deep|standard|regular|basic|normal)\b|\b(move[\s-]?(in|out)|turnover|rental|airbnb|office|business|commercial)\b/i;

/** Asking us to come to a place pointed at, not named: "do you clean there?", "do you cover that town". */
const THERE = /\b(clean|serve|cover|come|go|work|available)\b[^.?!]*\b(there|that (town|area|place|city))( too| also| as well)?\s*[?.!]*$/i;

/** A service asked for, not the program joined: "can my followers in Philly use Nestwell?", not "do I need to live in NJ to join?". */
const USES_THE_SERVICE = /^(?![\s\S]*\b(join\w*|program|apply\w*|sign up|nj[- ]based|live in (nj|new jersey))\b)[\s\S]*\b(use|book\w*|come|coming|clean|serve|service|available|ok)\b/;
/** A question about what is known of a place, not about us: "do you happen to know when the beach tags go on sale?", "any good pizza in Hoboken?". */
/** "Do you happen to know": asked of what one knows, said to anyone. */
const DO_YOU_KNOW = /\b(do|would|did) (you|u) (happen to |by any chance )?know\b/;
const ASKS_WHAT_ONE_KNOWS = new RegExp(String.raw`${DO_YOU_KNOW.source}|\bis it true\b|\b(can|could) (you|u) recommend\b|\brecommend\b|\bany good\b|\bbest (time|place|way|spot) to\b|\bwhere (can|could|do|should|would) (i|we) (get|find|buy|eat|park|see|go for)\b|\bwhat (time|hours?)\b|\b(do|does|will) (i|we|they) need (a|an|to)?\b`);
/** Cleaning oneself weighed against hiring: "cheaper to clean myself than to hire", "is it worth paying vs doing it ourselves". */
const DO_IT_YOURSELF = /^(?=.*\b(?:clean(?:ing)?(?: it| the house| my (?:own )?(?:home|house|place))? (?:myself|ourselves)|clean(?:ing)? (?:my|our) own (?:home|house|place|apartment|condo)|do(?:ing)? it (?:myself|ourselves)|diy|my own cleaning)\b)(?=.*\b(?:cheaper|worth|expensive|costs? (?:more|less)|vs|versus|save money)\b)/;
/** A sentence that asks what, when, where or who: "when is leaf collection in ...?", "what's fair rent for a 2BR in ...?". */
const PLACE_QUESTION = /(?:^|[.?!]\s+)(?:when|what(?! (?:about|bout|abt|if)\b)|where|who|whose)\b[^.?!]*(?:\?|$)/;
/**
 * Words of what we do, beyond ABOUT_US: a question with them is one for us even when it never says "you". Not slots.ts's
 * ON_TOPIC, which keeps a named off-topic subject on ours with words a town's own question also says ("charge", "live").
 */
const OURS = /\$\d|\b(app|accounts?|reviews?|ratings?|customers?|clients?|business\w*|hosts?|manag\w*|dashboard|services?|serv(e|es|ed|ing)|available|availability|fees?|support|jobs?|apply|applications?|waitlist|promo|discount|newcomer|cancel\w*|reschedul\w*|zip|add-?ons?|creators?|privacy|cookies?|website|site|guarantee|promise|refund\w*|insur\w*|background|vett\w*|photos?|pets?|supplies|products?)\b/;
/** A town's own rules and services: its beach badges, trash days, permits and licences. */
const TOWN_MATTERS = /\b((water|lake|ocean|sea|pool) ?temp(erature)?s?|temp(erature)? (of|at|in) (the )?(lake|water|ocean|bay|beach)|tides?|forecast|beach ?(badges?|tags?|pass(es)?)|(trash|garbage|recycling) (and|&|or) (trash|garbage|recycling)|street (cleaning|sweeping)|alternate side|(gas |leaf )+blowers?|certificate of occupancy|(garbage|trash|recycling|rubbish|refuse|bulk (waste|items?|pick ?ups?))\b[^.?!]{0,30}\b(days?|pick(ed)? ?up|collect\w*|schedule)|(collect\w*|pick(s|ed)? up)\b[^.?!]{0,20}\b(bulk|rubbish|garbage|trash|recycling)\b|street sweeping|parking (permits?|rules?|tickets?|regulations?)|permits?|licen[cs]es?|licensing|ordinances?|zoning|snow emergency|(town|city|village) hall|(town|city|township|borough)('s)? (rules?|council|clerk|ordinances?|requirements?))\b/;
/** A choice of service asked: "do I book deep cleaning or is there something for move outs?". */
const SERVICE_CHOICE = /\b(do|should|would|can) (i|we) (book|get|choose|pick|need|go with) (a |the )?(deep|standard|regular|move[- ]?(in|out)|turnover)\b[^.?!]{0,20}\bor\b/;
/** A service the app prices named, or the empty home it is for. */
const MOVE_OR_TURNOVER = /\b(move[- ]?(in|out)s?|moving|turnovers?|empty|vacant)\b/;
/** How long a visit takes, asked: "how long does it take", "how many hours". */
const HOW_LONG = /\bhow (long|many hours?)\b/;
/**
 * Words that ask us, not the town: "do you", "your cleaners", "does the cleaner need a parking permit?", "a permit for the
 * cleaner's car" ("a permit to hire a cleaner" is the town's).
 */
const SAID_TO_US = /\b(you|your|yours|u|ur|y'?all|nestwell)\b|\b(do|does|will|would) (the |your |a |my )?(cleaners?|crew|maids?|they|she|he) (need|have to|get)\b|\b(cleaner|crew|maid)(s|'s|s')? (car|van|vehicle)\b/;
/** "Could you possibly tell me", "do you happen to know": a polite way to ask, said to anyone, not a question about us. */
const ASKS_TO_BE_TOLD = new RegExp(String.raw`\b(could|can|would|will) (you|u) (possibly |please |kindly |perhaps )?(tell|let) me\b|${DO_YOU_KNOW.source}`, 'g');
/** Words that make it a question about us: cleaning, the brand, our people or app. */
const ABOUT_US = /\b(clean\w*|nestwell|maids?|crew|your (app|service|company|team|prices?|rates?)|book\w*|hire|hiring|turnovers?|deep|standard|move[- ]?(in|out)|(bed|bath)?rooms?|price|cost|code)\b/;

/** The words a question about the area says around a town's name: "I live in Cherry Hill, do you come out that far?". */
const AREA_WORDS = new Set(termsOf(`live living lives move moving moved come coming go going work working serve serving cover covered area areas far
  town towns city place places here there near nearby around across side over line available located based jobs clients both also too
  now next month year soon week new part section neighborhood neighbourhood county state township borough nj jersey main ave avenue street
  road route zip list listed right same thing still good fine okay correct true enough friend friends brother sister mother father mom
  dad parents son daughter partner partners family ask asks asked just re`));

/** Questions that take every path of the engine once: price, area, slots, a follow-up, retrieval, a sentence, the blog. */
const WARM_UP: [string, ...string[]][] = [
  ['how much for 2 bed 1 bath deep with the oven'], ['do you clean in 08540'], ['is there a minimum charge'],
  ['does that include the fridge?', 'what does standard cleaning include'], ['can i see photos after the cleaning'],
  ['how long do you keep my information'], ['¿Cuánto cuesta una limpieza?'], ['does the site have a dark mode'], ['any blog post about weekends?'],
  // The largest readers: the first Turkish message alone cost some 290 ms before it was here.
  ["Clifton'da 2 yatak odası, 1 banyo var. Standart temizlik ne kadar?"], ['Quanto costa la pulizia profonda?'], ['2LDKのスタンダード清掃はいくらですか？'],
];

/**
 * Whether an answer gives what a question's slots ask, in words of its own: a price ("nothing else gets tacked on?" beside an
 * estimate's fee line), the code ("whether the first visit is indeed reduced?"), the service named, crew support for a
 * cleaner, or the privacy policy for what becomes of what is typed here.
 */
function answersSlots(slots: Slots, text: string, answer: ChatAnswer, facts: Facts): boolean {
  return (slots.promo && answer.reply.includes(facts.offer.code))
    || (slots.asks.some((ask) => ask === 'price' || ask === 'fee') && /\$\d|\bfees?\b/.test(answer.reply))
    || (!!slots.service && answer.reply.includes(slots.service))
    || (slots.audience === 'crew' && answer.sources.some((s) => s.url === facts.crewSupportUrl))
    || ((PRIVACY_SUBJECT.test(text) || /\b(chat|here|this (box|window))\b/.test(text)) && answer.sources.some((s) => s.url === '/privacy-policy'));
}

/** The last sentence of a part that asks, else the part. */
const lastQuestion = (part: string) => (askingSentences(part).at(-1) ?? part).trim();

/** A question's words that say what it asks of: not those of any subject ("cleaning", "home") nor of where. */
const tellingTerms = (text: string) => askedTerms(text).filter((t) => !AREA_WORDS.has(t) && !NO_SUBJECT.has(t));

/** What an applicant asks: "How she applies?", "is there an age limit?", "do I need a car?", "what does it pay?". */
const APPLICANT_ASKS = /\b(apply|applies|applying|application|hire|hiring|hired|job|jobs|age|english|car|pay|paid|pays|earn|earns)\b/i;

/** A question that leans on what was said before it: "like is there a star system?", "is it written down anywhere?", "or ...". */
const LEANS_BACK = /^\W*(?:(?:or|like|so|then)\b|(?:is|was|does|did|will|would|can|could) (?:it|that|this|they|there)\b|(?:it|that|this|they)\b)/i;

/** The sentences of a part that ask something, in order; none when the part is one sentence. */
function askingSentences(part: string): string[] {
  const sentences = part.split(/(?<=[.!?])\s+(?=\S)/);
  return sentences.length > 1 ? sentences.filter(asksSomething) : [];
}

/**
 * A message as the engine reads it: its asking part if long, in English if written in a language it reads (languages.ts),
 * and the story the asking part was cut from, as written.
 */
function readMessage(raw: string, conversation: string | null = null): { text: string; cut: number; story?: string; language: string | null; unread: string[] } {
  const focused = focusMessage(heardRight(spelledZips(withoutCourtesies(raw))), (sentence) => toEnglish(sentence, conversation)?.text ?? sentence);
  const english = toEnglish(focused.text, conversation);
  return { text: english?.text ?? focused.text, cut: focused.cut, story: focused.story, language: english?.language ?? null, unread: english?.unread ?? [] };
}

/**
 * A question with the order its slots read, so the price handlers never read its rooms again, and
 * the places the whole message names (read once), whose towns place a neighbourhood a part names.
 */
type PricedQuestion = Question & { order: Slots['order']; around: readonly PlaceHit[]; placesBefore?: readonly PlaceHit[]; statesBefore?: ReadonlySet<string>; followsAPlace?: boolean };

function answerParts(question: PricedQuestion, previous: OrderReading | undefined, ctx: HandlerContext, finder: PlaceFinder, vocabulary: ReadonlySet<string>): ChatAnswer[] {
  const hits = placesAsked(question, finder, vocabulary);
  // "A Facebook page 'Nestwell Cleaning Bayonne' offering 70% off: is that you?": a "yes, we clean in Bayonne" would read as a yes to the page.
  // Nor is a "corporate rate" or "70% off" it offers a price of ours to quote.
  const claim = CLAIMS_TO_BE_US.test(question.text);
  const area = claim ? null : answerArea(question, hits, finder, ctx);
  const topics = answerIntents(question, ctx);
  let price = claim ? null : answerPrice(question, ctx, previous, { table: !topics.length });
  // An item named in a topic question ("does deep include the oven?") is the topic's to answer.
  if (price && topics.length && !asksPrice(question.text) && !question.order.rooms.size && !(previous && followUpOrder(question, previous, ctx.facts))) price = null;
  // "Can we book your Deep Cleaning for an office?": whether a workplace can book it, which one Other Room's total doesn't answer.
  if (price && topics.length && DEEP_FOR_A_WORKPLACE.test(question.text)) price = null;
  // "How long does a deep clean take for a 3br house?": the time asked, which a price for its rooms would bury.
  if (price && topics.length && !asksPrice(question.text) && HOW_LONG.test(question.text)) price = null;
  // "Do I book deep cleaning or is there something for move outs?": which service, asked; a total of one of them answers nothing.
  if (price && topics.length && !asksPrice(question.text) && SERVICE_CHOICE.test(question.text) && MOVE_OR_TURNOVER.test(question.text)) price = null;
  // After "Not yet: ... outside our area", a topic's "Yes." would read as a yes to the place.
  const outside = area && /^Not yet\b/m.test(area.reply);
  const unsaid = (p: ChatAnswer) => (outside && /^Yes[.,:!]\s+/.test(p.reply) ? { ...p, reply: p.reply.replace(/^Yes[.,:!]\s+(\w)/, (_, c: string) => c.toUpperCase()) } : p);
  // "Taking classes at FDU Teaneck, do u clean dorm rooms?": where the site is silent on what was asked, that comes first, and
  // the yes to a town named in passing after it, so the yes never reads as one to the question.
  const silentFirst = !!area && /^Yes\b/.test(area.reply) && !asksAboutArea(question.text) && topics.length === 1 && /^The site doesn't say whether/.test(topics[0]!.reply);
  const parts = (silentFirst ? [price, ...topics, area] : [area, price, ...topics.map(unsaid)]).filter((p): p is ChatAnswer => !!p);
  // "Do you clean in Aveiro?": a name no page knows, asked about only when nothing else answers.
  const unknown = parts.length || hits.length ? null : finder.unknownName(question.raw, vocabulary, question.followsAPlace);
  return unknown ? [unknownPlace(unknown)] : parts;
}

/**
 * The places a question names as places. A word that names a place elsewhere is not one in a
 * question about cookies or personal data that does not ask where we clean ("the GA cookie" is
 * Google Analytics', not Georgia).
 */
function placesAsked(question: PricedQuestion, finder: PlaceFinder, vocabulary: ReadonlySet<string>): PlaceHit[] {
  if (PRIVACY_SUBJECT.test(question.text) && !asksAboutArea(question.text)) return [];
  const found = finder.find(question.raw, vocabulary, question.around);
  const hits = question.statesBefore ? found.map((h) => placedInStateSaidBefore(h, question.statesBefore!)) : found;
  // "Is West New York in NY or NJ?": the other state is asked as the alternative, not as a place to clean.
  return STATE_OR_NJ.test(question.text) ? hits.filter((h) => !(h.kind === 'abroad' && h.name === h.state)) : hits;
}

const STATE_OR_NJ = /\b(nj|new jersey) or (\w+ ){0,2}(state|ny|new york|pa|pennsylvania|de|delaware)\b|\b(ny|new york|pa|pennsylvania|de|delaware) or (nj|new jersey)\b/;

/** A cleaner's share of what a client pays, asked beside the price: "how much from that go to the cleaner?", "cleaner get all that money?", "the cleaner take half?". */
const CLEANERS_SHARE = /\b(go|goes|going) to the (cleaners?|worker|lady|girl|person)\b|\b(money|amount|price|\$\s?[\d.,]+)\b[^.?!]{0,20}\b(the )?(cleaners?|worker) (gets?|receives?|keeps?|makes?|earns?)\b|\b(cleaners?|worker|she|he|they) (gets?|keeps?|receives?|takes?) (all|most|half(?! off| price| the price)|how much|what part|what percent\w*)\b|\bhow much (of (that|it|the price) )?(does|do|will) (the )?(cleaners?|worker) (get|keep|make|earn)\b|\b(cleaners?'?s?|worker'?s?) (cut|share)\b|\bhow much (money )?(is |are |does |do |will )?(the |a |your )?(cleaners?|worker|crew)( is| are)? (getting|gets?|get|making|makes?|make|earning|earns?|earn|paid)\b|\b(this|that|it) is my (money|pay)\b/;

/** Two yeses to one town, one of which names a part of it too ("..., and our page for it names Elberon."). */
const saysMoreOf = (a: ChatAnswer, b: ChatAnswer) => {
  const [first, second] = [a, b].map((r) => r.reply.split('\n')[0]!.replace(/\.$/, ''));
  return first !== second && (first!.startsWith(second!) || second!.startsWith(first!));
};
const longerOf = (a: ChatAnswer, b: ChatAnswer) => (b.reply.length > a.reply.length ? b : a);

/** The rooms a reply's estimates count: two homes' estimates differ in them, add-ons aside. */
const roomsOf = (answer: ChatAnswer) => answer.reply.match(/^- \d+ × .*$/gm)?.join() ?? '';

/**
 * Two replies to parts of one message that open alike: the longer, then the paragraphs of the other that open as none
 * of its own do (the same answer twice, one fuller, is said once).
 */
function fuller(a: ChatAnswer, b: ChatAnswer): ChatAnswer {
  const [long, short] = b.reply.length > a.reply.length ? [b, a] : [a, b];
  const paragraphs = long.reply.split('\n\n');
  const more: string[] = [];
  let merged = false;
  for (const paragraph of short.reply.split('\n\n')) {
    if (long.reply.includes(paragraph)) continue;
    const same = paragraphs.findIndex((p) => p.split('\n')[0] === paragraph.split('\n')[0]);
    if (same < 0) {
      more.push(paragraph);
      continue;
    }
    // "She can join your creator program? Is it paid?": two answers that open alike (what the program is) each say more of it,
    // kept together under the one opening; two estimates that open alike are one home's, said once.
    // A list under a heading ("Our flat rates:") is not run on: its closing lines would fall inside it.
    // "4 other rooms... And what would the deep one cost with the oven and the fridge done too?": of one home's two estimates,
    // the one that prices all the other's lines and more is said.
    const items = (estimate: string) => estimate.split('\n').filter((line) => line.startsWith('- '));
    if (ESTIMATE.test(paragraph) && ESTIMATE.test(paragraphs[same]!) && items(paragraph).length > items(paragraphs[same]!).length && items(paragraphs[same]!).every((line) => paragraph.includes(line))) {
      paragraphs[same] = paragraph;
      continue;
    }
    if (ESTIMATE.test(paragraph) || ESTIMATE.test(paragraphs[same]!) || /:$/.test(paragraph.split('\n')[0]!)) continue;
    const lines = paragraphs[same]!.split('\n');
    const from = lines.findIndex((line) => QUOTED_FROM.test(line));
    const extra = paragraph.split('\n').filter((line) => !lines.includes(line) && !(from >= 0 && QUOTED_FROM.test(line)));
    if (!extra.length) continue;
    paragraphs[same] = (from < 0 ? [...lines, ...extra] : [...lines.slice(0, from), ...extra, ...lines.slice(from)]).join('\n');
    merged = true;
  }
  if (!more.length && !merged) return long;
  return { reply: [...paragraphs, ...more].join('\n\n'), sources: dedupe([...long.sources, ...short.sources]).slice(0, MAX_SOURCES) };
}

/** A Standard or Deep cleaning asked for by name: "a standard clean", "deep cleaning", "your standard price", "... only? standard." */
const TIER_WANTED = new RegExp(String.raw`${ONE_TIER.source}(?:[\s-]+(?:clean(?:ing)?s?|prices?|rates?)\b|\s*(?=[.!?,;]|$))`, 'i');

/** An estimate's total line, and the line that says which pages a reply quoted ("That is from our creator overview."). */
const ESTIMATE = /^Total: /m;
/** The rates of rooms named, which beside a service the app prices would read as its price. */
const ROOM_RATES = new RegExp(String.raw`^${RATES_HEADING}\n- (Bedroom|Bathroom|Half Bathroom|Other Room):`, 'm');
const QUOTED_FROM = /^That is from\b/;

/**
 * The replies to a message's parts with no line said twice: an estimate a later part repeats ("...how much a month? the first
 * month with the code") is given once. A line that introduces a list whose items were all said before goes with them, a
 * paragraph left with nothing goes, and an estimate with a total of its own stays whole.
 */
function saidOnce(replies: ChatAnswer[]): ChatAnswer[] {
  const seen = new Set<string>();
  const townsSaid = new Set<string>();
  let saidText = '';
  const tidy = (paragraph: string): string => {
    const lines = paragraph.split('\n');
    // "Yes, we clean in ZIP 07105: Newark City" after "Yes, we clean in Newark City, and our page for it names Ironbound": one
    // yes to a town is enough; one naming the part of it asked about ("Upper Montclair: it is part of...") still says more.
    const town = (line: string) => (/^(Yes, we|We do) clean in /.test(line) ? /\]\((\/locations\/[^)]+)\)/.exec(line)?.[1] : undefined);
    const plainYes = (line: string) => /^(Yes, we|We do) clean in (\[|ZIP \d{5}: \[)/.test(line);
    // "We do not sell personal data." after "We do not sell personal data, and we do not use…": said already, within a longer line.
    const saidWithin = (line: string) => line.length >= 20 && /\.$/.test(line) && [...seen].some((s) => s.length > line.length && s.startsWith(`${line.slice(0, -1)},`));
    // "Tell us: note the date..." after "...If it happens, tell us: note the date...": every sentence of it said already.
    const everySentenceSaid = (line: string) => line.length >= 40 && line.split(/(?<=[.!?])\s+/).every((sentence) => saidText.includes(sentence.toLowerCase()));
    const said = lines.map((line) => line.length >= 12 && (seen.has(line) || saidWithin(line) || everySentenceSaid(line) || (plainYes(line) && townsSaid.has(town(line) ?? ''))));
    for (const line of lines) {
      seen.add(line);
      saidText += `${line.toLowerCase()}\n`;
      const url = town(line);
      if (url) townsSaid.add(url);
    }
    if (lines.some((line, i) => !said[i] && line.startsWith('Total: '))) return paragraph;
    const left = lines.filter((line, i) => !said[i] && !(line.endsWith(':') && said[i + 1]));
    // Where a quote was said already, the line naming its source has nothing left to name.
    return left.every((line) => QUOTED_FROM.test(line)) ? '' : left.join('\n');
  };
  return replies.flatMap((answer) => {
    const reply = answer.reply.split('\n\n').map(tidy).filter((paragraph) => paragraph.trim()).join('\n\n');
    return reply === answer.reply ? [answer] : reply ? [{ ...answer, reply }] : [];
  });
}

function join(parts: ChatAnswer[]): ChatAnswer {
  if (parts.length === 1) return parts[0]!;
  return { reply: parts.map((p) => p.reply).join('\n\n'), sources: dedupe(parts.flatMap((p) => p.sources)).slice(0, MAX_SOURCES) };
}

/** A service said by its own name ("is that the turnover service?"), not by a word that can mean it ("is it normal?"). */
const SERVICE_BY_NAME = /\b(turn-?overs?|move[- ]?(in|out)|deep|standard|office)\b/;

/** A title as a question may say it: "what's", and the fillers around it ("so what exactly is Nestwell, anyway?"), as the title has them. */
const titleKey = (text: string) => text.toLowerCase().replace(/\b(what|who|how|where)'s\b/g, '$1 is').replace(/[^a-z0-9]+/g, ' ')
  .replace(/\b(so|exactly|actually|even|anyway|again|just|please|pls|really|then|basically|ok|okay|hi|hello|hey)\b/g, ' ').replace(/\s+/g, ' ').trim();

/**
 * `retrieve` quotes the passage that best answers a question, or returns null when none answers it
 * well enough; `nearest` finds, for a question the site does not answer outright, the help article
 * or page passage nearest it, to quote under an honest "I'm not sure".
 */
function retriever(index: ChatIndex): { retrieve: (question: string, least?: number) => ChatAnswer | null; byOwnTitle: (question: string) => ChatAnswer | null; nearest: (question: string) => { source: Source; said: string } | null } {
  const { passages } = index;
  const { search, common, indexed } = indexPassages(passages);
  /** Whether the site uses a term (or one it meets as a prefix or a near spelling): most terms asked are the index's own, found without a search. */
  const used = (term: string) => foundUnsearched(term, indexed) || search.search(term, { processTerm: (x) => x }).length > 0;
  const byTitle = new Map(passages.filter((p) => p.kind === 'help' && !p.section).map((p) => [titleKey(p.title), p]));
  const boostDocument = (id: unknown) => KIND_BOOST[passages[id as number]!.kind];

  /** A question asked in an article's own words gets that article's opening answer. */
  const byOwnTitle = (question: string): ChatAnswer | null => {
    const titled = byTitle.get(titleKey(question));
    return titled ? { reply: excerpt(titled, []), sources: [{ title: titled.title, url: titled.url }] } : null;
  };

  /** The passage that answers, found by at least `least` of the question's telling words. */
  const retrieve = (question: string, least = 1): ChatAnswer | null => {
    const titled = byOwnTitle(question);
    if (titled) return titled;
    const all = termsOf(question);
    const telling = all.filter((t) => !common.has(t));
    const wanted = telling.length ? telling : all;
    if (!wanted.length) return null;
    // Only the telling terms are searched: words on most pages ("clean") rank nothing and cost most.
    // A word the site never uses, even misspelt, is what the site is silent on ("invoicing"):
    // quoting a page for the other words would answer another question.
    if (wanted.some((t) => t.length >= 4 && !NO_SUBJECT.has(t) && !used(t))) return null;
    const found = search.search(wanted.join(' '), { boostDocument, processTerm: (t) => t }).slice(0, 30);
    const ranked = found.map((r) => {
      const terms = new Set(r.queryTerms);
      const titleTerms = new Set(Object.entries(r.match).filter(([, fields]) => fields.includes('title')).map(([term]) => term));
      return {
        r,
        passage: passages[r.id as number]!,
        matched: wanted.filter((t) => terms.has(t)).length,
        inTitle: wanted.filter((t) => [...titleTerms].some((term) => term.startsWith(t.slice(0, 4)))).length,
      };
    });
    // Passages that match more of the telling words come first, then those matching in the title.
    ranked.sort((a, b) => b.matched - a.matched || b.inTitle - a.inTitle || b.r.score - a.r.score);
    // The first passage that matches enough of the question and whose title, heading or lead names
    // what was asked: sharing a word ("tip" with "A tip for next time") is not answering.
    let best = ranked.slice(0, 8).find((x) => {
      const kind = x.passage.kind;
      // Town pages describe towns; the town lookup answers every question about them.
      if (kind === 'location') return false;
      // Legal text answers legal questions only: an address in the app is not a cookie.
      if (kind === 'legal' && !LEGAL_SUBJECT.test(question)) return false;
      if (x.r.score < MIN_SCORE || x.matched / wanted.length < MIN_COVERAGE[kind]) return false;
      // One shared word is not enough to quote a page that discusses rather than answers.
      if ((kind !== 'help' && kind !== 'service' && x.matched < 2) || (x.matched < Math.min(least, wanted.length) && !x.inTitle)) return false;
      return answers(x.passage, wanted);
    });
    if (!best) return null;
    // The opening of the same page answers as well and reads better than a later section.
    const opening = ranked.find((x) => x.passage.url === best!.passage.url && !x.passage.section);
    // A question in the words of the page's title ("can I see photos after?") is what its opening answers.
    const asksTheTitle = best.inTitle >= Math.min(2, wanted.length) && !best.passage.section.match(/\?$/);
    if (opening && (asksTheTitle || (opening.matched === best.matched && opening.r.score >= best.r.score * 0.6))) best = opening;
    // "What does it involve?" is answered by the list of what the page's subject covers, not its opening.
    const scope = !best.passage.section && ASKS_SCOPE.test(question) ? passages.find((p) => p.url === best!.passage.url && SCOPE_HEADING.test(p.section)) : undefined;
    if (scope) return { reply: quote(scope), sources: [{ title: scope.title, url: scope.url }] };
    const sources = [{ title: best.passage.title, url: best.passage.url }];
    const second = ranked.find((x) => x.passage.url !== best!.passage.url);
    if (second && second.matched === best.matched && second.r.score >= best.r.score * 0.85) {
      sources.push({ title: second.passage.title, url: second.passage.url });
    }
    return { reply: answeringYes(excerpt(best.passage, best.r.queryTerms), question), sources };
  };
  const nearest = (question: string): { source: Source; said: string } | null => {
    // Two telling words met, half of them, one in the page's title or the section's heading.
    const wanted = termsOf(question).filter((t) => !common.has(t) && !NO_SUBJECT.has(t));
    if (!wanted.length) return null;
    const found = search.search(wanted.join(' '), { boostDocument, processTerm: (t) => t }).slice(0, 10);
    for (const r of found) {
      const passage = passages[r.id as number]!;
      if (passage.kind !== 'help' && passage.kind !== 'page') continue;
      const terms = new Set(r.queryTerms);
      const matched = wanted.filter((t) => terms.has(t)).length;
      if (matched < 2 || matched / wanted.length < NEAREST_COVERAGE || !headed(passage, wanted)) continue;
      return { source: { title: passage.title, url: passage.url }, said: answeringYes(excerpt(passage, r.queryTerms), question) };
    }
    return null;
  };
  return { retrieve, byOwnTitle, nearest };
}

/**
 * A passage's opening "Yes." answers its article's title, a yes-or-no question: kept for a question asked so ("are your
 * cleaners checked?"), not for one that asks what or how ("what does the check involve? fingerprints?").
 */
const answeringYes = (quoted: string, question: string) => (/^\W*(are|is|do|does|did|can|could|will|would|should|has|have|may)\b/i.test(question) ? quoted : quoted.replace(/^Yes\.\s+/, ''));

/** The share of a question's telling words the nearest passage must match to be quoted under "I'm not sure". */
const NEAREST_COVERAGE = 0.5;

/** Words of help titles that name what is done, not what about: "Can I *request* a task...", "Can I *set up*...". */
const TITLE_VERBS = new Set(termsOf('request add need want tell set up change keep make use choose see'));

/** Whether a passage's page title or section heading names one of the question's telling words (synonyms folded) that names a subject. */
function headed(passage: Passage, wanted: string[]): boolean {
  const named = termsOf(`${passage.title} ${passage.section}`);
  return wanted.some((t) => t.length >= 4 && !TITLE_VERBS.has(t) && named.some((n) => meetsTerm(n, t)));
}

/** A question about what something takes in: its scope, which a page's "what it covers" list gives. */
const ASKS_SCOPE = /\b(includ\w*|involv\w*|consists?|entails?|checklist|what('s| is) in( it)?|what (do|does|will) (they|you|it|the \w+)( \w+)? (do|clean))\b/;
const SCOPE_HEADING = /\b(covers|includes|checklist)\b/i;

/** Words that name no subject of their own: a question must share more than these with a passage's heading. */
const NO_SUBJECT = new Set(['cleaner', 'cleaning', 'clean', 'home', 'house', 'service', 'app', 'time', 'work', 'help', 'price', 'one', 'good',
  'problem', 'thing', 'next', 'first', 'after', 'before', 'during', 'again', 'other', 'every', 'last', 'new', 'old', 'best', 'post', 'week', 'day',
  'today', 'part', 'look', 'keep', 'give', 'see', 'find', 'way', 'sure', 'right', 'big', 'small', 'little']);

/**
 * Whether a passage answers a question rather than mentions its words: one of the question's
 * telling words (synonyms folded) is in the page title, the section heading or the lead sentence.
 */
export function answers(passage: Passage, wanted: string[]): boolean {
  const lead = passage.text.split(/(?<=[.?!])\s|\n/)[0] ?? '';
  const named = termsOf(`${passage.title} ${passage.section} ${lead}`);
  return wanted.some((t) => !NO_SUBJECT.has(t) && named.some((n) => meetsTerm(n, t)));
}

/** The lines of a passage from its best-matching line, up to a few hundred characters. */
export function excerpt(passage: Passage, queryTerms: string[]): string {
  const lines = passage.text.split('\n').filter(Boolean);
  const hits = (line: string) => termsOf(line).filter((t) => queryTerms.some((q) => t.startsWith(q) || q.startsWith(t))).length;
  let start = 0;
  lines.forEach((line, i) => {
    if (hits(line) > hits(lines[start]!)) start = i;
  });
  // A list item reads better after the sentence that introduces the list, if one does. A short list
  // is quoted whole; from a long one, the items before the one that answers are left out ("keep
  // faces out of frame" is not "be honest").
  let first = start;
  while (first > 0 && ITEM.test(lines[first - 1]!)) first--;
  let last = start;
  while (last + 1 < lines.length && ITEM.test(lines[last + 1]!)) last++;
  const intro = first > 0 && lines[first - 1]!.endsWith(':') ? [lines[first - 1]!] : [];
  if (ITEM.test(lines[start]!) && [...intro, ...lines.slice(first, last + 1)].join('').length <= EXCERPT_CHARS) start = first;
  const out: string[] = ITEM.test(lines[start]!) ? intro : [];
  let length = out.join('').length;
  let next = start;
  for (; next < lines.length; next++) {
    if (out.length && length + lines[next]!.length > EXCERPT_CHARS) break;
    out.push(lines[next]!);
    length += lines[next]!.length;
  }
  // A sentence that introduces a list never ends the quote: its items follow it, whole ("...after you book:" and the four ways).
  const listed = !!out.at(-1)?.endsWith(':') && ITEM.test(lines[next] ?? '');
  while (listed && ITEM.test(lines[next] ?? '')) out.push(lines[next++]!);
  const text = out.join('\n');
  return !listed && text.length > EXCERPT_CHARS + 200 ? `${text.slice(0, text.lastIndexOf('. ', EXCERPT_CHARS) + 1 || EXCERPT_CHARS)}` : text;
}

/** Work somewhere asked about: "is Nestwell in Miami?", "can she work there?". */
const WORK_THERE_ASKED = /\b(is nestwell|are you|do you (have|work|clean|operate|serve))\b|\bthere\b/;

/** How the answer to a home asked to be cleaned opens, with no town said: a town another part names answers it instead. */
const WHERE_IT_IS = `We clean homes, rentals and offices across New Jersey, in every town on our [New Jersey locations](${NJ_PAGE.url}) page:`;
/** A whole home or office asked to be cleaned: "could you clean his house too?", "can you do my mom's apartment". */
const A_HOME_CLEANED = /\b(can|could|would|will|do) (you|u|y'?all|you all|nestwell|your (cleaners|people|crew|team))( also)? (clean|do) (his|her|their|my|our|the|a|that|this|\w+'s) (\w+'?s? )?(house|home|apartment|apt|place|condo|townhouse|office)(?=( too| as well| also)?\s*([?.!]|$))/;

/** How the answer to a task or service the site doesn't name opens. */
const NOT_LISTED = "I can't find that on our site, so I won't say yes or no.";

/** "Do you clean mold?" with nothing on the site about it: the five services, and who can say. */
function notListed(question: Question, ctx: HandlerContext): ChatAnswer | null {
  if (DONE_WITH.test(question.text)) return null;
  if (!/\b(do|does|can|could|will|would) (you|u|nestwell|your (cleaners?|people|man|men|crew|team|guys|staff|workers?))\b.*\b(do|clean|offer|handle|remove|provide|wash|take care of|help with|move(?![- ]?(out|in)\b)|stage|haul)\b|\b(you|u) (do|handle|offer) (that|this|those|it)\b|\b(can|could|will|would) (the|my|our|your|a) (cleaners?|cleaning (lady|person)|housekeepers?|maids?) (also |even |maybe |possibly )?(sweep|mop|wipe|scrub|dust|vacuum|hose|polish|tidy|organi[sz]e|fold|empty|take out|wash|clean)\b|\bcan (i|we) (add|request|ask for|include)\b.*\b(wip\w*|clean\w*|wash\w*|scrub\w*|dust\w*|polish\w*)\b/.test(question.text)) return null;
  const { facts } = ctx;
  const other = facts.addOns.find((a) => /^Other/.test(a.item));
  return {
    reply: `${NOT_LISTED} We offer five services: ${facts.services.join(', ')}, with add-ons for single items and an Other add-on${other ? ` (${formatCents(other.price)})` : ''} for one item not on the list, explained in your booking's notes. Ask ${supportLink(facts)} whether they can help with it, 24/7.`,
    sources: [ctx.page('which-cleaning-service-should-i-choose', HELP_CENTRE), ctx.page('can-i-request-a-task-that-isnt-on-the-add-on-list', HELP_CENTRE)],
  };
}
