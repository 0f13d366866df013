/**
 * What a message asks, before any slot is read: the asking part of a long story, an English
 * reading of a question in another language (languages.ts), and the separate questions of one message.
 */

import { mentionsRooms, spokenMarks } from './rooms.ts';

/** Words said before a follow-up that change nothing: "oh, and the living room", "sorry, with the oven". */
export const INTERJECTION = String.raw`((oh|ah|um|uh|sorry|wait|actually|hmm),? )?`;

/** The most of a message the engine reads; a longer one is answered from the part that asks. */
export const ANSWERED_CHARS = 500;

// "One restroom (it's just a toilet and a sink, no shower!) and a kitchenette.": a bracket's stop ends no sentence.
const SENTENCES = /(?:[^.!?\n(]|\([^)\n]*\)?)+(?:[.!?]+|\n|$)/g;
// "I want to tell a little about me first" introduces a story, and asks nothing; "and if I have questions while applying, who do
// I ask, because..." asks after its clause.
const ASKING = /\?|^\s*(?:(?:first(?:ly)?|second(?:ly)?|third(?:ly)?|fourth(?:ly)?|last(?:ly)?|finally|\d[.)])[,:]?\s+)?(?:(?:and|but|also|so|plus|or|then)\s+)?(how|what|whats|when|where|which|who|why|do|does|did|can|could|is(?!\s+\d)|are|was|will|would|should|may|any|please|tell|show|explain|give|list|help|i need|i want(?! to (?:tell|share|say|explain|introduce|start)\b)|need|want|i('d| would) like to know|i wonder)\b|,\s*(?:who|what|how|where|when) (?:do|can|should|would|will) (?:i|we)\b/i;

const DIGIT_WORD = 'zero|oh|one|two|three|four|five|six|seven|eight|nine';
const DIGITS: Record<string, string> = { zero: '0', oh: '0', one: '1', two: '2', three: '3', four: '4', five: '5', six: '6', seven: '7', eight: '8', nine: '9' };
const FIVE_DIGIT_WORDS = new RegExp(String.raw`\b(?:${DIGIT_WORD})(?:[\s-]+(?:${DIGIT_WORD})){4}\b(?![\s-]+(?:${DIGIT_WORD})\b)`, 'gi');

/** A ZIP said digit by digit, as voice typing writes it ("zip code zero eight three six zero"): its five digits. */
export const spelledZips = (message: string) => message.replace(FIVE_DIGIT_WORDS, (words) => words.toLowerCase().split(/[\s-]+/).map((w) => DIGITS[w]).join(''));

/**
 * Words voice typing hears for others, where the words beside them say which: "a dip clean" (deep), "won bedroom" (one);
 * and words often mistyped that no reading would otherwise know ("how do I actualy book it").
 */
const MISHEARD: [RegExp, string][] = [
  [/\bactualy\b/gi, 'actually'], [/\brealy\b/gi, 'really'],
  // "3 bed 1 1/2 bath": a bath and a half, as "1.5 bath" says it.
  [/\b(\d) 1\/2(?=\s*(?:ba|bath|bathrooms?|baths)\b)/gi, '$1.5'],
  // "For one room like our waiting room": that room, not a room and the one it is like.
  [/\b(one|a|1) room,? (?:like|such as) (?:our|the|a|my) (?=[a-z]+ (?:room|area)\b)/gi, '$1 '],
  // "3 bedroom bath and a half": one full bath and a half bath, as "1.5 bath" says it.
  [/(?<!\d\s*|\b(?:one|two|three|four|a|an)\s+)\b(?:a\s+|one\s+)?(bath|bathroom)\s+and\s+a\s+half\b(?!\s*(?:ba\b|bath|-?bath|hour|day|week|month|year))/gi, '1.5 bath'],
  // "3br/2ba/half", "2 bath + half": a half bath said by the word alone after the baths.
  [/\b(\d+\s*(?:ba|baths?|bathrooms?))\s*(\/|\+|,|&|and)\s*(?:a\s+)?half\b(?!\s*(?:ba\b|bath|-?bath))/gi, '$1 $2 1 half bath'],
  // Words mistyped often enough that no reading would know them: "backround checks", "how do i sighn up".
  [/\bback ?round(?=[- ]?checks?\b)/gi, 'background'], [/\bsighn\b/gi, 'sign'],
  // "Can we each pay our 1/3?": a share of the cost, not one bedroom and three baths.
  [/(?<=\b(?:pay|pays|paying|owe|split)\s+)(our|my|their|your|his|her) (\d)\/(\d)\b(?!\s*(?:bed|br|bd|bath|ba)\b)/gi, '$1 share'],
  // "My other condo, the 2/2", "a 3/2 in Ventnor": a home's bedrooms and bathrooms as listings write them (not "on the 3/2", a date, nor "our 1/3", a share, read above).
  [/(?<!\bon )\b(the|a|my|our|his|her|this|that) ([1-6])\/([1-4])\b(?![\/\d])(?!\s*(?:bed|br|bd|bath|ba|am|pm|at|of)\b)/gi, '$1 $2 bed $3 bath'],
  // "living room w kitchen": a bare "w" between two rooms lists them ("w/" and "with" say one room has the other).
  [/(?<=\b(?:living|dining|family) rooms?)\s+w\s+(?=(?:the |a )?(?:kitchen|living room|dining room|family room|den)\b(?![^.?!,]{0,25}\b(?:in it|inside|attached|combined|open|in one|one room)\b))/gi, ' and '],
  // "Is that the other thing for 7 dollars?": the Other add-on, named by a price (whatever the price list says it is now).
  [/\bthe other (?:thing|one|option|item)(?= for (?:about |like |the )?(?:\$\s?)?\d+(?:\.\d\d)?\s*(?:dollars?|bucks)?\b)/gi, 'the other add-on'],
  // "The icebox": an older word for the fridge. "Inside the stove", "inside the icebox and the stove": the oven, which a stovetop has no inside of.
  [/\bice ?boxes\b/gi, 'fridges'], [/\bice ?box\b/gi, 'fridge'],
  [/\b(inside (?:of )?(?:the |my |our )?(?:(?:fridge|refrigerator|microwave|dishwasher)s? (?:and|&) (?:the |my |our )?)?)stove\b(?!\s*-?\s*(?:top|scrub))/gi, '$1oven'],
  // "How do I close out her account": an account deleted, in other words.
  [/\b(?:close|closing|shut down|shut) (?:out |down )?((?:her|his|my|the|our|their|an?) (?:\w+ )?account)\b/gi, 'delete $1'],
  [/\bdip(?=[\s-]+clean)/gi, 'deep'],
  // "1 have bath downstairs", "the have bath": a half bath as voice typing hears it; "the over inside": the oven.
  [/(?<=\b(?:\d|one|a|the|and|my|our)\s+)have(?=[\s-]?bath)/gi, 'half '],
  [/\bover(?=\s+inside\b)|(?<=\binside (?:of )?(?:the |my |our )?)over\b/gi, 'oven'],
  [/\bwon(?=\s+(?:bed|bath|half|br\b|ba\b))/gi, 'one'],
  [/(?<=\b(?:just|only|or|an?|my|the|on|for|old|and) )i phone\b/gi, 'iphone'],
];

/** A message dictated with its punctuation said: "comma" or "question mark" as words ("period" alone is a word people write). */
const DICTATED = /\bcomma\b|\bquestion mark\b/i;

/**
 * A message with the words misheard or mistyped put right, and a dictated one's punctuation written as marks ("two things
 * comma is the fridge included or extra period and how much...": two questions).
 */
export const heardRight = (message: string) => MISHEARD.reduce((text, [wrong, right]) => text.replace(wrong, right), DICTATED.test(message) ? spokenMarks(message) : message);

/** Whether a sentence asks something: a question mark, or the words a question or a request opens with. */
export const asksSomething = (sentence: string) => ASKING.test(sentence);

/** "I myself live in Delaware": about the one asking, read with the question before it. */
const SAYS_WHERE_I_LIVE = /\b(i|we)( \w+)? (live|reside|am based|are based)\b/i;
/** "And Riverdale? the listing's in the Bronx": where the place just asked about is, read with that question. */
const SAYS_WHERE_IT_IS = /^(?:it'?s|its|it is|that'?s|that is|which is|the (?:\w+ )?(?:listing|house|home|place|apartment|condo|unit|one)(?:'s| is))\s+(?:\w+\s+)?in\b/i;
/** "Montague then? right over the bridge from Milford": how far the place just asked about is from another, read with it. */
const SAYS_HOW_FAR = /^(?:it'?s |its |which is |that'?s )?(?:right |just )?(?:over|across) the (?:bridge|river|water|line|border) from\b|^(?:it'?s |its )?(?:about |like |only |just )?(?:\d+|a few|five|ten|fifteen|twenty) ?(?:min|mins|minutes|miles|mi)\b[^.?!]{0,15}\bfrom\b/i;
/** A count and a room (rooms.ts's words): a part that describes a home. */
/** A sentence that only names rooms ("living room, dining room, kitchen."): more of the home a price was asked for. */
const ROOMS_LISTED = /^\s*(?:(?:the |a |an |one |1 )?(?:big |small |large |eat-in )?(?:living|dining|family|laundry|sun|mud|play|bonus|guest|tv|utility)? ?(?:rooms?|kitchens?|dens?|offices?|basements?|hallways?|foyers?|studys?|studies|attics?|lofts?)\s*(?:,|\band\b|&|\+|\bplus\b)?\s*)+[.!]?\s*$/i;
const countsRooms = (part: string) => /\b(\d+|an?|one|two|three|four|five|six)\b/i.test(part) && mentionsRooms(part.toLowerCase());

export interface Focused {
  text: string;
  /** Characters left out, 0 when the whole message was read. */
  cut: number;
  /** What was left out, up to ANSWERED_CHARS of it from its start: the story the question is asked in. */
  story?: string;
}

/**
 * A message of at most ANSWERED_CHARS as it is; a longer one keeps the sentences that ask
 * something (the last ones first, as a story ends with its question), else its last part.
 */
export function focusMessage(message: string, inEnglish: (sentence: string) => string = (sentence) => sentence): Focused {
  if (message.length <= ANSWERED_CHARS) return { text: message, cut: 0 };
  // "ok so listen im on the road all day... so what would that be all in with the code and is there any other fees": a
  // message typed without stops is read clause by clause, as its sentences would be.
  const whole = (message.match(SENTENCES) ?? []).map((s) => s.trim()).filter(Boolean);
  const runOn = whole.some((sentence) => sentence.length > ANSWERED_CHARS);
  const sentences = whole.flatMap((sentence) => (sentence.length > ANSWERED_CHARS ? sentence.split(CLAUSE_STARTS) : [sentence]));
  const kept = new Set<number>();
  let length = 0;
  const keep = (i: number) => {
    if (length + sentences[i]!.length > ANSWERED_CHARS) return;
    kept.add(i);
    length += sentences[i]!.length + 1;
  };
  for (let i = sentences.length - 1; i >= 0; i--) {
    // "He handles the vendor contracts, and he asked me to find out whether he can book by telephone": from what it asks.
    const within = ASKING.test(sentences[i]!) ? null : ASKS_WITHIN.exec(sentences[i]!);
    if (within) sentences[i] = sentences[i]!.slice(within.index);
    if (within || ASKING.test(sentences[i]!)) keep(i);
  }
  // "Could you tell me what a standard visit would cost for the above?": the price asked is of the rooms and add-ons the
  // story described, which are kept beside it where they fit.
  const asked = [...kept].map((i) => sentences[i]!).join(' ');
  // "I want a real deep clean of the whole house... What would the whole thing come to?": the house's rooms are counted elsewhere;
  // "I'd also love the inside of the oven and the refrigerator done" beside rooms the question counts, the add-ons too.
  if (ASKS_WHAT_IT_COSTS.test(asked)) {
    const counted = A_HOME_COUNTED.test(asked);
    // "Honestly her living room and kitchen need it the most... what would a deep clean of the whole apartment cost?": the
    // rooms the story names are the whole home's.
    const whole = WHOLE_HOME.test(asked);
    sentences.forEach((sentence, i) => {
      // A clause of a message typed without stops ("and then the living room and the kitchen", "i just want the regular
      // cleaning") names a room or the service without counting.
      const clause = runOn && sentence.length < ANSWERED_CHARS / 4 && (mentionsRooms(sentence.toLowerCase()) || TIER_SAID.test(sentence) || /\b(?:oven|fridge|refrigerator|microwave|stove ?top|stove|dishwasher|dishes)\b/i.test(sentence));
      // "6 bedrooms, 3 full bathrooms and a half bath. Then the kitchen, the dining room and the playroom.": the list goes on.
      const goesOn = i > 0 && kept.has(i - 1) && A_HOME_COUNTED.test(sentences[i - 1]!) && LIST_GOES_ON.test(sentence) && mentionsRooms(sentence.toLowerCase());
      const rooms = !counted && (A_HOME_COUNTED.test(sentence) || clause || goesOn || (whole && mentionsRooms(sentence.toLowerCase())));
      if (kept.has(i) || !(rooms || ADD_ON_WANTED.test(sentence))) return;
      // "...the ghar, but this year my knees are paining... Downstairs there is 1 bedroom, 1 full bathroom...": a sentence of the
      // story that counts no room gives way to one that counts the rooms whose price is asked.
      for (const j of [...kept]) {
        if (length + sentence.length <= ANSWERED_CHARS || !A_HOME_COUNTED.test(sentence)) break;
        if (j < i && !ASKS_WHAT_IT_COSTS.test(sentences[j]!) && !A_HOME_COUNTED.test(sentences[j]!) && !/\?/.test(sentences[j]!)) {
          kept.delete(j);
          length -= sentences[j]!.length + 1;
        }
      }
      keep(i);
    });
  }
  // "How much would that be per person?": the shares the story counts ("we'd split it evenly 4 ways").
  if (/\b(per person|per head|apiece|split)\b/i.test(asked)) {
    sentences.forEach((sentence, i) => {
      if (!kept.has(i) && /\b(split\w*|\d+ ways|divid\w*)\b/i.test(sentence)) keep(i);
    });
  }
  // "I should like it deep cleaned in the week before they arrive": the tier the price is asked at, where the question names
  // none, kept after what the price is of (where it still fits).
  // A tier the kept sentences say already ("...and both kitchens, standard cleaning") is the one asked: no other is looked for.
  if (ASKS_WHAT_IT_COSTS.test(asked) && ![...kept].some((i) => TIER_SAID.test(sentences[i]!) || TIER_DONE.test(sentences[i]!))) {
    const tier = sentences.findIndex((sentence, i) => !kept.has(i) && TIER_DONE.test(sentence));
    if (tier >= 0) keep(tier);
  }
  // "Does Nestwell go down the shore at all?": where is the story's ("a little cottage on LBI, in Brant Beach"), its first
  // sentence that names a place, kept before anything else the story says.
  if (COMES_THERE.test(asked)) {
    const where = sentences.findIndex((sentence, i) => !kept.has(i) && NAMES_A_PLACE.test(sentence));
    if (where >= 0) keep(where);
  }
  // "Can he book it from Ohio and pay for it?": where the home to be cleaned is ("the cleaning would be here at my house in
  // Ridgewood"), which says whether we come, kept where the story says it in a short sentence of its own.
  if (/\b(?:book|booking|pay|paying|arrange|order)\b[^.?!]*\bfrom [A-Z]/.test(asked) && !HOME_PLACED.test(asked)) {
    const where = sentences.findIndex((sentence, i) => !kept.has(i) && sentence.length <= ANSWERED_CHARS / 5 && HOME_PLACED.test(sentence));
    if (where >= 0) keep(where);
  }
  // "Which cleaning is right for us?": the service is the situation's ("we move in next month", "it will be empty").
  // What the story says is read in English: "la cocina tiene grasa" tells a situation as "the kitchen has grease" does.
  if (WHICH_SERVICE.test(inEnglish(asked))) {
    sentences.forEach((sentence, i) => {
      if (!kept.has(i) && SITUATION.test(inEnglish(sentence))) keep(i);
    });
  }
  // "Would your cleaner be able to assist me with any of these things?": where nothing above kept them, the things are those the
  // nearest list before it names ("there are things I cannot do: changing the linens, carrying the laundry, ..."), else the sentence before's.
  // "I have three worries. First, ... Second, ... Third, ... Could you address each of these?": every point numbered before it.
  for (const i of [...kept]) {
    if (i === 0 || !POINTS_BACK.test(sentences[i]!)) continue;
    let first = i;
    while (first > 0 && NUMBERED_POINT.test(sentences[first - 1]!)) first--;
    const points = first < i ? Array.from({ length: i - first }, (_, k) => first + k) : [[i - 1, i - 2].find((j) => j >= 0 && A_LIST.test(sentences[j]!)) ?? i - 1];
    for (const j of points) {
      // Each numbered point is a question of its own, asked as one so that it is answered apart ("First, whether they are checked?").
      if (first < i) sentences[j] = sentences[j]!.replace(/[.!]*\s*$/, '?');
      if (!kept.has(j)) keep(j);
    }
  }
  // "What am I supposed to do now?": a question that only points at the story, whose sentences, from the first, are kept.
  if (kept.size && [...kept].every((i) => WHAT_NOW.test(sentences[i]!))) sentences.forEach((_, i) => kept.has(i) || keep(i));
  // "Que servicio me conviene...? no nos vamos a mudar eh jaja": a few words after the last question still qualify it.
  const last = sentences.length - 1;
  if (kept.size && !kept.has(last) && kept.has(last - 1) && sentences[last]!.length <= CODA_CHARS) keep(last);
  const text = kept.size ? [...kept].sort((a, b) => a - b).map((i) => sentences[i]).join(' ') : message.slice(-ANSWERED_CHARS).replace(/^\S*\s/, '');
  const story = kept.size ? sentences.filter((_, i) => !kept.has(i)).join(' ') : message.slice(0, -ANSWERED_CHARS);
  return { text, cut: message.length - text.length, story: story.slice(0, ANSWERED_CHARS) };
}

/** Whether we come to a place the question doesn't name: "do you go down the shore at all?", "do you cover that area?". */
const COMES_THERE = /\b(?:go|come|travel|drive|get)\b[^.?!]{0,15}\b(?:there|down the shore|to the shore|out that way|that far)\b|\b(?:serve|service|cover|clean in)\b[^.?!]{0,10}\b(?:there|that area|the area|my area|our area|the shore)\b/i;
/** Where the home to be cleaned is: "the cleaning would be here at my house in Ridgewood", "her apartment in Leonia". */
const HOME_PLACED = /\b(?:cleaning|house|home|apartment|apt|condo|townhouse|place)\b[^.?!]{0,30}\b(?:in|at)\s+(?:[A-Z][a-z]+)/;
/** A sentence naming a place: a capitalised word after its first ("a cottage on LBI, in Brant Beach"), not "I". */
const NAMES_A_PLACE = /^\s*\S+\s[\s\S]*?\b(?!I\b)[A-Z][A-Za-z]+/;

/**
 * Where a clause starts in a sentence too long to read whole: "... a month ago | and the stove top ... | so what would that be",
 * "...she told me there's a code for the first time | what would it come to with that".
 */
const CLAUSE_STARTS = /\s+(?=(?:so|but|cause|because|and (?:then|honestly|is|are|what|how|can|do|does|i|the|thats|that's|im|i'm|he|she|it|its|it's|my)|or i|i just|i want|i need|i never|he already|what (?:would|will|does|do) (?:it|that|this|they|i)|how much (?:would|will|does|is))\b)/i;

/**
 * A question asked inside a sentence of the story ("Before I bring Nestwell to the committee I need to know exactly what kind
 * of background check...", "he asked me to find out whether he can book by telephone"), where ASKING reads only its opening.
 */
const ASKS_WITHIN = /\b(?:i|we) (?:really )?(?:need|want|wanted|would like|should like|'d like|have)(?:,[^,.?!]{0,40},)? to (?:know|find out|ask|check|understand|be sure)\b|\b(?:find out|ask you|asked me to ask|wonder(?:ing)?|not sure) (?:whether|if|what|how)\b/i;
/** A question about what the story listed before it: "any of these things", "all of that", "the above". */
const POINTS_BACK = /\b(?:any|all|some|each|either|none) of (?:these|those|this|that|them)\b|\b(?:these|those) (?:things|tasks|jobs|chores|questions|points|rooms|items)\b|\bthe above\b/i;

/** A point of a story's numbered list: "First, whether...", "Second, what you do with...", "(b) some means of...". */
const NUMBERED_POINT = /^\s*(?:first(?:ly)?|second(?:ly)?|third(?:ly)?|fourth(?:ly)?|finally|lastly|\(?[a-d1-4]\)|[1-4]\.)[,:]?\s/i;
/** A sentence that lists: after a colon, or three items and more. */
const A_LIST = /:\s*\S|(?:,[^,]+){2,}/;

/** The most characters of a last sentence kept as a coda to the question before it. */
const CODA_CHARS = 60;

/** A question that asks nothing of its own: "what am I supposed to do now?", "what should we do?". */
const WHAT_NOW = /^(?:so |and |ok |okay |now )?what (?:am i|are we) (?:supposed|meant) to do|^(?:so |and |ok |okay |now )?what (?:do|should|can|shall) (?:i|we) do(?: now| next| about (?:it|this|that))?\W*$/i;
/**
 * What a cleaning would cost, asked ("could you tell me what a standard visit would cost?", "would you be kind enough to work it
 * out for me?"), not a price list talked about.
 */
const ASKS_WHAT_IT_COSTS = /\b(how much|cost|costs|expense|quote|estimate|total|come to|all in|run (?:me|us)|set (?:me|us) back|(?:work|figure|add) (?:it|that|this|them) (?:out|up)|what (?:would|will) (?:that|it) be|(?:it|that)(?:'s| is) gonna be)\b/i;
/** A sentence that goes on with the rooms of the one before: "Then the kitchen, the dining room and the playroom." (not "and the kitchen is a crime scene"). */
const LIST_GOES_ON = /^\s*(?:(?:and\s+)?then|also|plus|and)\b(?![^.?!]*\b(?:is|are|was|were|needs?|wants?|has|have)\b)/i;
/** The whole home asked about: "a deep clean of the whole apartment", "the entire house". */
const WHOLE_HOME = /\b(?:whole|entire|full) (?:apartment|apt|house|home|place|condo|unit|flat)\b/i;
/** The service said: "i just want the regular cleaning". */
const TIER_SAID = /\b(?:regular|standard|deep|basic|normal) (?:one|clean\w*)\b/i;
/** A tier said of the home: "I'd like it deep cleaned", "the deep one". */
const TIER_DONE = /\b(?:deep|thorough(?:ly)?)[\s-]+clean(?:ed|ing)?\b|\bthe (?:deep|thorough) one\b/i;
/** A home's bedrooms or bathrooms counted: "two bedrooms, one full bathroom", "one full staff bathroom", "2 restrooms". */
const A_HOME_COUNTED = /\b(?:\d+|an?|one|two|three|four|five|six)\s+(?:[\w-]+\s+){0,2}(?:bed|bedrooms?|baths?|bathrooms?|restrooms?|powder rooms?|br|ba|bd)\b/i;
/** Which service to book, asked: "which cleaning is right for us?", "what would you recommend booking?". */
const WHICH_SERVICE = /\b(which|what) (cleaning|service|one|kind|type)\b|\bwhich of (your|the|these) (cleanings|services|options)\b|\brecommend\w*\b|\bright for (us|me)\b|\bshould (i|we) (book|choose|get|pick)\b/i;
/** What a story says of the home that decides the service: moving, empty, dirty, guests, long uncleaned. */
const SITUATION = /\b(mov(e|es|ed|ing) (in|out|into|to)|when (we|i) leave|(take|taking|move|moving) (all )?(the |our |my )?furniture out|security deposit|deposit back|move-?(in|out)|empty|vacant|unfurnished|no furniture|dirty|filthy|trashed|grime|grimy|build-?up|not been cleaned|hasn'?t been cleaned|haven'?t (really )?cleaned|in (months|years|a year)|(the )?(last|past) (few|several|six|\d+) months|(gotten|got) away from (us|me)|let (it|things) (go|slide)|soap scum|grease|greasy|limescale|neglected|gross|messy|guests?|tenants?|airbnb|selling|sold)\b/i;
/** An add-on the story wants done: "we would also want the inside of the fridge cleaned". */
const ADD_ON_WANTED = /\b(?:inside|insides) (?:of )?(?:the |our |my )?(?:[\w-]+ )?(?:oven|fridge|refrigerator|microwave|cabinets)\b|\b(?:oven|fridge|refrigerator|microwave|dishes|dishwasher)\b[^.?!]{0,30}\b(?:cleaned|done|washed|too|also)\b/i;

/** A part whose only question is a hedge on what it says: "...so 7 other rooms I think?". */
/** Rooms named one after another with nothing else, bedrooms and baths too: "bedroom, bathroom, kitchen, living room". */
const BARE_ROOM_LIST = /^\s*(?:(?:the |a |an |one |1 |my |our )?(?:master |guest |big |small |half |full )?(?:bed ?rooms?|bath ?rooms?|baths?|kitchens?|(?:living|dining|family) rooms?|dens?|offices?|basements?)\s*(?:,|\band\b|&|\+|\bplus\b)?\s*){2,}[.!]?\s*$/i;
/** A room the part before named, pointed back to: "and they skip that room". */
const THAT_ROOM = /\b(that|this|the same) (room|one)\b/i;
/** Two services weighed, which what is said after it explains: "should i get deep or regular? house is pretty clean already". */
const TIERS_WEIGHED = /\b(deep|standard|regular|move[- ]?(?:in|out)|turnover)\b[^.?!]{0,20}\bor\b[^.?!]{0,20}\b(deep|standard|regular|move[- ]?(?:in|out)|turnover)\b[^?]*\?$/i;
/** A price asked of what a part before it said: "roughly what's that a month?". */
export const WHAT_IT_COMES_TO = /\bwhat('?s| is| would| will) (?:that|it|this)\b/i;
const HEDGED = /\b(i think|i guess|i believe|i suppose|probably|maybe|right|correct)\s*\?\s*\)?$/i;
/** A question of what something costs. */
const ASKS_A_PRICE = /\b(how much|costs?|price|run|quote|estimate|total|charge|amount to|what (?:do|would|will|should) (?:we|i) (?:actually |really )?pay)\b/i;

/** The add-ons as a message names them: "the inside of the oven", "fridge inside", "dishes wash", "stovetop scrub". */
const ADD_ON_PHRASES = String.raw`insides? (?:of )?(?:the )?(?:oven|fridge|refrigerator|microwave|dishwasher)|(?:oven|fridge|refrigerator|microwave|dishwasher) insides?|dish(?:es)? wash|stove ?top scrub`;
/** Add-ons named on their own after "and also", beside rooms counted: "Standard clean and also inside oven and inside fridge. Total?". */
const ADD_ONS_NAMED = new RegExp(String.raw`^(?:the )?(?:${ADD_ON_PHRASES})\b`, 'i');
/** Add-ons named anywhere in a part: "will she clean the inside of the oven and the refrigerator?". */
const ADD_ONS_ASKED = new RegExp(String.raw`\b(?:${ADD_ON_PHRASES})\b`, 'i');
/** A part asking the price of what the part before named: "And how much extra is that?", "what would that cost?". */
const THAT_PRICED = /^(?:(?:and|so|ok|okay|also)\W+)*(?:how much (?:extra |more )?(?:is|would|will|does|do) (?:that|it|this|those|they|these)\b|what (?:does|would|will|do) (?:that|it|this|those|they|these) (?:cost|come to|run)\b)/i;

/** Appliances listed on their own after a price asked: "how much to deep clean the appliances? oven, fridge + stovetop". */
const APPLIANCES_LISTED = /^(?:(?:the |an? |my )?(?:ovens?|fridges?|refrigerators?|microwaves?|dishwashers?|stove ?tops?|stoves?|freezers?)\s*(?:,|\+|&|\band\b|\bplus\b)?\s*)+[.!]?$/i;
/** Appliances described after which add-ons were asked: "which add-ons should I get? the oven is baked on, the fridge is fine". */
const APPLIANCES_DESCRIBED = /^(?:(?:the|my|our)\s+)?(?:ovens?|fridges?|refrigerators?|microwaves?|dishwashers?|stove ?tops?|stoves?)\b[^?]*$/i;

/** The ZIP of the place the part before named: "and Bayonne? what zip is that", "zip code?". */
const ZIP_OF_IT = /^(?:and |so |ok )?(?:(?:what|which|whats|what'?s)(?: is| are)? (?:the |its |their )?)?(?:zip|zips|zip ?codes?|postal codes?)(?: (?:is|for|of) (?:that|it|there|this|them))?(?: (?:is|are) (?:that|it|there|this|them))?\s*\??$/i;
/** A ZIP given after a place asked about: "do you clean in Fairlawn? zip code 07410". */
const ZIP_GIVEN = /^(?:(?:my |our |the |its )?(?:zip|zip ?code|postal code|post ?code)(?: is)?:?\s*)?\d{5}\s*[.!]?$/i;

/** Words that say a part adds to what was said before it. */
const MORE_OF_IT = /\b(too|also|as well|plus)\b/i;

/**
 * Where a message's questions part, the words it parts at kept: after each "?" that more words follow, at a dash after what a
 * service covers ("what does it cover - do they change the linens?"), at ", and do I have to" after a choice asked, and at
 * "and also", "also,", "plus,"; at ", and whether" ("what would it cost, and whether we can pay by check?") and ", and do your
 * cleaners...", unless what follows points back at the first question ("how may I change the day, and whether there is any
 * charge for doing so?"); and before a sentence opening with "also" or "and" and a question ("best pizza in hoboken lol. also
 * do u guys clean on sundays"), and after "the difference," and a second question ("so whats the difference, and does the deep one
 * include the fridge").
 */
// "The fridge inside also, and the stovetop?": a list going on after "also," is one question.
// "What would that be all in with the code and is there any other fees on top": the fees are a second question.
const PART_BREAKS = /(?<=\?)\s+(?=\S)|\s+and\s+(?=(?:is|are) there (?:any|other|an?)\b[^.?!]*\b(?:fees?|charges?|costs?)\b)|(?<=\bdifference),\s+and\s+(?=(?:does|do|can|will|would)\s)|(?<=\b(?:cover|include|includes|covers|do|offer|mean)\b)\s+[-–—]\s+(?=(?:do|does|can|will|would|is|are)\s)|(?<=\?|\b(?:book|choose|pick|get)),\s+and\s+(?=(?:do|does) (?:i|we) (?:have|need) to\b)|,\s+and\s+(?=(?:whether|if (?:i|we|you|she|he|they) (?:can|could|cannot|can't|need|have|should|must|are|am|is))\b(?![^.?!]*\b(?:so|it|that|this|them)\b))|,\s+and\s+(?=(?:do|does|can|could|will|would) your (?:cleaners?|people|crew|team|staff)\b(?![^.?!]*\b(?:so|it|that|this|them|they|both|those|these|the same)\b))|(?<=[.!?])\s+(?=(?:also|and also|and|oh and|btw|plus)\s+(?:how|what|whats|what's|when|where|who|why|which|is|are|can|could|do|does|did|will|would|should|u|you)\b)|(?<!,)\s+(?:and also|(?:also|plus),(?!\s+and\b))\s+|(?<=,)\s+(?:and also|also,|plus,)\s+(?=(?:what|whats|what's|how|is|are|can|could|do|does|where|when|who|why|confirm|tell)\b)/;

/** Words that point back at what was asked before them: "it", "those", "the current version", "a problem". */
const POINTERS = String.raw`that|it|this|those|these|they|them|so|one|ones|version|an? (?:problem|issue)`;

/**
 * "Who bears the cost, and how would we make a claim?": a question of six words or more opening after ", and" is another
 * ("..., and what should I include?" leans on the first), unless it points back at the first ("..., and does that include
 * the oven?", "..., and how much is proper?", "..., and how do we report a problem?", "..., and when did the current version
 * take effect?") or asks what something costs again ("..., and what would the first visit cost with the code?", "..., and
 * what would the fridge add?"), which the first question's answer gives; "..., and do you charge extra for cat hair?" asks
 * a fee of its own. The cleaners' coming, said in a time clause, points at no part before it: "..., and will something remind us before they come?".
 */
const ANOTHER_QUESTION_AFTER_AND = String.raw`,\s+and\s+(?=(?:[^\s.?!]+\s+){5}[^\s.?!])(?:(?=(?:how|what|who|when|where|why|which)\s+(?!(?:much|many|long|often|far|about)\b)[\w']+\s(?![^.?!]*\b(?:${POINTERS}|cost|costs|price|total|pay|code|discount|add|extra|more)\b))|(?=(?:can|could|do|does|is|are|will|would|should)\s+(?:you|u|i|we|your|ur|the|there|she|he|my|our|nestwell|cleaners?|someone|anyone|something|anything)\s(?![^.?!]*\b(?:${POINTERS})\b(?!(?<=\b(?:before|after|when|until|once) they) (?:come|arrive|get here|show up|leave)\b))))`;
/** "..., and if the price on your website differs from what the app shows, which one controls?": asked on its condition. */
const A_CONDITION_ASKED_AFTER_AND = String.raw`,\s+and\s+(?=if\s+(?!(?:so|not|yes|possible)\b)[^.?!,]{3,80},\s*(?:which|what|who|how|when|where|can|could|do|does|is|are|will|would|should)\s)`;
const PARTS_SPLIT = new RegExp(`(${[PART_BREAKS.source, ANOTHER_QUESTION_AFTER_AND, A_CONDITION_ASKED_AFTER_AND].join('|')})`, 'i');

/** Who sees what the part before named, asked on its own: "who sees that", "who can read it?". */
const WHO_SEES_THAT = /^(?:and |so |but )?who (?:all |else )?(?:can |could |will |gets to )?(?:see|sees|read|reads) (?:that|it|them|those|this)\s*\??$/i;

/** A question that only points at more homes, which the next part describes: "and the other two?", "what about the rest?". */
const THE_OTHERS = /^(?:(?:and|so|ok|okay|now|what about|how about)\s+)*(?:the\s+)?(?:other|others|rest|remaining)(?:\s+(?:one|ones|two|three|four|five|\d+))?(?:\s+(?:homes?|units?|places?|houses?|properties|rentals?|apartments?|condos?))?\s*\??$/i;

/** A choice asked whose options the next part gives: "which one? I see Nestwell and Nestwell Crew", "which app do I get? I see a Nestwell Crew one too". */
const WHICH_OF_THEM = /\bwhich (one|of (them|the two|these|those)|app( (do|should|would) (i|we) (get|download|install|need|use))?)\W*$/i;

/**
 * The questions of one message: split after each "?" that more words follow, and before "and
 * also" / "also,"; a part of a word or two ("thanks!"), or one that only counts rooms ("it's 2 rooms"), stays with its neighbour.
 */
/** One of the rooms just priced, described: "the big one upstairs and the small one downstairs with only toilet and sink". */
const ONE_OF_THEM = /\b(?:the|a) (?:big(?:ger)?|small(?:er)?|little|tiny|main|other|second|first|upstairs|downstairs) one\b/i;

/** Another home asked about by name alone, whose rooms the next sentence counts: "What about my mom's condo in Westfield?". */
const HOME_ASKED_ABOUT = /^(?:(?:and|ok|okay|so)\W+)*(?:what|how) about\b[^?]*\b(?:condo|house|home|apartment|apt|place|unit|rental|townhouse|cottage|flat)\b[^?]*\?$/i;

/** The sentences a part opens with that ask nothing, where a question follows them. */
function toldBeforeAsking(part: string): string {
  const sentences = part.split(/(?<=[.!])\s+(?=\S)/);
  const told = sentences.findIndex((sentence) => /\?/.test(sentence) || ASKING.test(sentence));
  return told > 0 ? sentences.slice(0, told).join(' ') : '';
}

/** What the home is, said and nothing asked: "its my studio in sayreville", "it's a condo". */
const THE_HOME_IS = /^(?:it'?s|its|it is|this is|that'?s|thats)\s+(?:my|our|a|an|the|just a|only a)\s+(?:\w+\s+)?(?:studio|apartment|apt|condo|house|home|townhouse|place|unit|flat)\b[^?]*$/i;

/** A count of people and nothing else: "3 of us", "there are four of us", "we're 3 roommates". */
const PEOPLE_COUNTED = /^(?:(?:there (?:are|'re)|we(?:'re| are)|its|it'?s)\s+)?(?:\d|two|three|four|five|six)\s+(?:of us|people|roommates|roomies|housemates|flatmates)\W*$|^we(?:'re| are) (?:\d|two|three|four|five|six)\W*$/i;

/**
 * A few words that only stretch the question before: "even at night?", "also on weekends?", "especially the oven", "on the
 * phone or the cleaner?" (after "do you have somebody who speak Vietnamese?"); or
 * only point back at it: "...whether Nestwell cleans offices. Does it?", "...delete everything? How long does it take?", "...like all of that
 * removed. How do I go about it?".
 */
const ADDS_TO_THE_QUESTION = /^(?:even|also|especially|including)\b(?:\s+\S+){0,3}\s*[?.!]*$|^(?:on|by|over|in|at|from|with) (?:the |a |an |my )?[\w-]+ or (?:on |by |over |in |at |from |with )?(?:the |a |an |my )?[\w-]+\s*[?.!]*$|^(?:and |so )?how long (?:does|will|would) (?:it|that|this) take\b|^(?:and |so )?how (?:do|can|would|should) (?:i|we) (?:go about|do) (?:it|that|this)\b|^(?:so |and |well )?(?:does|do|is|are|can|will|would|could) (?:it|you|they|that|nestwell|y'?all)\s*[?.!]*$/i;

export function splitQuestions(message: string): string[] {
  // "Inside of oven, inside fridge, and also wash dishes?": a list going on after its comma is one question.
  // Each part with the words it was split after (the split keeps them between the parts): a part put back with its neighbour
  // keeps them ("and living room also, sorry").
  const pieces = message.split(PARTS_SPLIT);
  // "Would that be possible, and do you sell gift certificates?": the first question of the sentence asks too.
  const asked = (whole: string, i: number) => (/^,\s*and$/.test((pieces[2 * i + 1] ?? '').trim()) && !/[?.!]$/.test(whole.trim()) ? `${whole.trim()}?` : whole.trim());
  const parts = pieces.filter((_, i) => i % 2 === 0).map((whole, i) => ({ whole: asked(whole, i), after: (pieces[2 * i - 1] ?? '').trim() }));
  const out: string[] = [];
  for (const { whole, after } of parts.filter((p) => p.whole)) {
    let part = whole;
    // "How much is a deep clean? We have 3 bedrooms and 2 baths. How much more than standard?": the rooms opening a part
    // are those of the price asked before it, which the rest of the part then compares; so are rooms only named after a
    // home counted ("3 bed 1.5 bath? living room, dining room, kitchen. its empty").
    const sentence = /^(?:[^.!?]|\.(?=\S))*\.(?=\s)/.exec(part)?.[0] ?? '';
    const [opening, rest] = [sentence, part.slice(sentence.length).trim()];
    const priced = out.at(-1);
    // "Top floor has a full bathroom and also a small powder room with just toilet and sink. Do I pay...?": a home described over
    // two parts, neither asking, is one home.
    const described = !!priced && countsRooms(priced) && !ASKING.test(priced) && !/\?/.test(priced) && countsRooms(opening);
    // "What about my mom's condo in Westfield? She's 84. 2 bedrooms, 2 full baths... Same thing every other week?": the home asked
    // about is the one the sentences after it describe, before the next question.
    const told = priced && HOME_ASKED_ABOUT.test(priced) ? toldBeforeAsking(part) : '';
    if (told && countsRooms(told)) {
      out[out.length - 1] += ` ${told}`;
      part = part.slice(told.length).trim();
    } else if (opening && rest && !HEDGED.test(rest) && priced && (described || (ASKS_A_PRICE.test(priced) && ((!countsRooms(priced) && countsRooms(opening)) || (countsRooms(priced) && ROOMS_LISTED.test(opening))))) && !ASKING.test(opening)) {
      out[out.length - 1] += ` ${opening}`;
      part = rest;
    }
    // A part that asks nothing and counts rooms ("its like 1 big room + bath") describes what the part before asked about.
    const before = out.at(-1);
    // "5 bedroom and 3.5 bathroom. Standard, how much? Kitchen, living room and dining room also we want": rooms named as more
    // of a home priced are part of it.
    // "So only the kitchen, normal cleaning, with this cabinets and also the fridge inside": the rooms named, asked nothing yet.
    if (before && ((ADD_ONS_ASKED.test(before) && THAT_PRICED.test(part)) || (ADD_ONS_NAMED.test(part) && (countsRooms(before) || (!/\?/.test(before) && mentionsRooms(before.toLowerCase())))) || (APPLIANCES_LISTED.test(part) && ASKS_A_PRICE.test(before)) || (APPLIANCES_DESCRIBED.test(part) && /\b(which|what) add[- ]?ons?\b/i.test(before)) || (countsRooms(before) && ASKS_A_PRICE.test(before) && !ASKING.test(part) && (MORE_OF_IT.test(part) || ROOMS_LISTED.test(part)) && mentionsRooms(part.toLowerCase())) || ((ASKS_A_PRICE.test(before) || WHAT_IT_COMES_TO.test(before)) && BARE_ROOM_LIST.test(part)) || (!/\?$/.test(part) && !ASKING.test(part) && (THAT_ROOM.test(part) || TIERS_WEIGHED.test(before))) || ZIP_OF_IT.test(part) || ZIP_GIVEN.test(part) || (ASKS_A_PRICE.test(before) && mentionsRooms(before.toLowerCase()) && !/\?$/.test(part) && !ASKING.test(part) && ONE_OF_THEM.test(part)) || (WHICH_OF_THEM.test(before) && !/\?$/.test(part) && !ASKING.test(part)) || (!/\?$/.test(part) && (part.split(/\s+/).length <= 2 || (!ASKING.test(part) && (countsRooms(part) || SAYS_WHERE_I_LIVE.test(part) || SAYS_WHERE_IT_IS.test(part) || SAYS_HOW_FAR.test(part))))))) out[out.length - 1] += ` ${after && part === whole ? `${after} ` : ''}${part}`;
    // "What would a standard clean run for our house? 5 bedrooms, 4 baths... so 7 other rooms I think?": the rooms of the price asked.
    else if (before && ASKS_A_PRICE.test(before) && !countsRooms(before) && countsRooms(part) && HEDGED.test(part)) out[out.length - 1] += ` ${part}`;
    // "And the other two? Long Branch 2 bed 1 bath, Belmar 3 bed 2 bath": the homes pointed at are the ones the rooms describe.
    else if (before && THE_OTHERS.test(before) && countsRooms(part)) out[out.length - 1] += ` ${part}`;
    // "How much if i put 1 bedroom 1 bath?? its my studio in sayreville": the home of the price asked before, said after it.
    else if (before && ASKS_A_PRICE.test(before) && THE_HOME_IS.test(part) && !ASKING.test(part)) out[out.length - 1] += ` ${part}`;
    // "Ok so I just put the lockbox code in the notes? who sees that": who sees what the part before named.
    else if (before && WHO_SEES_THAT.test(part)) out[out.length - 1] += ` ${part}`;
    // "Per person? 3 of us": the people the part before shares a price between; "who do I call? even at night?": when.
    else if (before && (PEOPLE_COUNTED.test(part) || ADDS_TO_THE_QUESTION.test(part))) out[out.length - 1] += ` ${part}`;
    else out.push(part);
  }
  // "Thank you. And what would the deep cleaning come to?": thanks said before a question are no part of their own.
  if (out.length > 1 && !out[0]!.includes('?') && out[0]!.split(/\s+/).length <= 3) out.splice(0, 2, `${out[0]} ${out[1]}`);
  return out.slice(0, 3);
}

/**
 * A message without the courtesies around its question: thanks said first ("Thank you. And if we add the fridge?",
 * "Understood. If we schedule this weekly..."), which would keep a follow-up from opening as one, and a letter's sign-off
 * ("...cost? Best regards, Denise"), which asks nothing. An "ok" first stays: the follow-ups read it ("ok, deep then").
 */
export function withoutCourtesies(message: string): string {
  const trimmed = message.trim()
    .replace(/^(?:(?:thank you|thanks|thx|ty|understood|noted)(?: so much| very much| a lot)?[.!,]+\s+)+(?=\S)/i, '')
    .replace(/(?<=[.?!]\s*)(?:best regards|kind regards|warm regards|regards|best wishes|sincerely|cheers|many thanks|thanks(?: so much| again)?|thank you(?: so much| again)?)[,.!]?(?:\s+[\p{L}.'-]+){0,2}\s*$/iu, '');
  return trimmed || message;
}

/** A code named by what it opens or where it belongs: "the alarm code", "gate code", "zip code"; never the promo code. */
/** A cleaning of the past named by its tier: "I already used the code for my first regular cleaning in february". It is not the one asked about. */
export const PAST_CLEANING = /\b(?:already (?:used|had|did|booked|got)|(?<!\b(?:if|when|once|after|before) )(?:i|we) (?:used|had|did|got))\b[^.?!]{0,40}?\b(?:standard|regular|basic|normal|deep)\s+(?:clean(?:ing)?|one|visit)\b/g;
export const A_CODE_BY_ITS_KIND = /\b(zip|postal|pin|door|gate|lock|lockbox|key ?box|alarm|wi-?fi|garage|access|entry) codes?\b/;
