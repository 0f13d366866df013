import type { Facts } from '../../../kernel/chat/model.ts';
import { ADD_ONS_SUMMED, HALF_THE_FIRST, parseOrder, REGULAR_VISITS, TIER_OFFERED, visitsAsked, WHAT_IT_RUNS, WORKPLACE, type Order } from '../handlers/prices.ts';
import { A_CODE_BY_ITS_KIND, INTERJECTION, PAST_CLEANING, WHAT_IT_COMES_TO } from './message.ts';
import { WORK_STUDIO } from './rooms.ts';

/** Who is asking: a client (the default), someone who cleans or wants to, a business, a creator. */
export type Audience = 'client' | 'crew' | 'business' | 'creator';

/**
 * What kind of answer the question wants, whatever its subject: a price, a fee or minimum, what a
 * service covers, how to stop or pause something, when something happens, how to do something.
 */
export type Ask = 'price' | 'fee' | 'covers' | 'stop' | 'when' | 'how';

/** The five services by the words people use for them; the names themselves come from the content. */
/** A rental reset between its guests, however said: "tidy it up between one family and the next". */
export const ONE_GUEST_TO_THE_NEXT = /\bbetween (one|each) ((set|group|party|batch|round) of )?(guests?|family|families|renters?|group|booking|stay) and the next\b|\bbetween (one|each|the) (guests?|family|families|renters?|tenants?|group|party)'?s? (departure|leaving|check-?out|move-?out) and the next\b/;
/** What is done with something given: "what do you do with our info?", a privacy question, never a service asked about. */
/** Where a cleaner would set out from, asked: "would the cleaner then come all the way from New Brunswick?" (the place follows). */
export const CLEANER_FROM = /\b(?:cleaners?|she|he|they|someone|somebody|the (?:lady|person|maid|crew))\b[^.?!]{0,40}\b(?:come|comes|coming|travel\w*|drive|drives|driving|commute\w*)\b(?: all the way)?(?: (?:down|up|over|out))? from (?!(?:a|an|the|my|our|your|his|her|their|home|work|far|away|there|here|another|other)\b)((?:[a-z]+ ){0,3}[a-z]+)/;
export const DONE_WITH = /\bwhat (do|will|would|does|did) (you|u|y'?all|you guys|u guys|they|nestwell) do (with|w)\b/;

const SERVICE_WORDS: [RegExp, RegExp][] = [
  // "An ordinary cleaning" is Standard; "what does deep include that the ordinary one doesn't?" compares with it.
  [/^Standard/, /\b(standard|regular|basic|normal|upkeep|ordinary(?! ones?\b)(?<!\bdeep\b[\s\S]*)(?![\s\S]*\bdeep\b))\b/],
  [/^Deep/, /\bdeep\b/],
  // An empty home is a move's, however it is said: the movers, the deposit, the new owners.
  // "The left side is empty now, tenants moved out": an emptied home.
  // "Before we move our furniture in", "before we move": a home emptied or not yet lived in.
  [/^Move/, /(?<!\b(?:(?:room|house|flat)mate|(?:one|a|another) (?:guy|girl|person|of (?:us|them|the \w+)))(?: is|'s)? )(?:\bmov(e|ing)[\s-]?(in|out)\b|\b(once|when|after) (it|the house|the home|the place|the apartment)( is| has been| gets|'s) (emptied|cleared out)\b|\bbefore (we|i|they) move\b|\b(tenants?|renters?|they|she|he) (have |has |had |just )*moved[\s-]?out\b|\b(is|are|'s) (now )?(completely |totally )?empty now\b|\bmove-?outs?\b|\bmoving\b(?! (it|them|one|a single|this|that|my|our|(the|a|an) (visit|cleaning|clean|booking|appointment|date|time|day))\b)|\bend of (lease|tenancy)\b|\b(tenants?|renters?|they|she|he) (is |are )?vacat\w*\b|\b(movers|moving (day|truck)|furniture (is |was |has been )?(out|gone|taken out)|(sell|selling|sold) (the|my|our) (house|home|place|condo)|new owners|buyers|broom clean|deposit back|get (my|the|our) deposit|lease (ends|is up|ending)|hand(ing)? (back|over) the keys|(empty|vacant|unfurnished) (house|home|apartment|apt|place|unit|condo)|(it|the (unit|apartment|apt|place|house|home|condo))('ll| will| is going to)? be (completely |totally |fully )?(empty|vacant)|(tenants?|renters?) (is |are )?(leaving|moving out))\b)/],
  [/^Rental/, new RegExp(String.raw`\b(turn-?overs?|airbnbs?|vrbos?|short[- ]term rentals?|rental properties|rentals?|guests? (check|leave)|between[ -](the |our |my |his |her |their )?(guests|renters|tenants|stays|bookings|families|groups)|long[- ]term rentals?|${ONE_GUEST_TO_THE_NEXT.source}|(let|lets|letting|rent|rents|renting) (\w+ ){0,4}to (families|guests|renters|vacationers|tourists)( by the week)?|rent(s|ing)? (\w+ ){0,3}out to)\b`)],
  [/^Office/, WORKPLACE],
];

/**
 * A code that opens a door, not the promo code: "the lockbox code", "keypad locks... get the code to the cleaner", "smart lock,
 * code changes every guest", a ZIP code; unless the offer is named too.
 */
export const AN_ENTRY_CODE = new RegExp(String.raw`\b(give|pass|send|share|get|leave|text) (the |my |our |a )?codes? (to|for) (the |my |our )?(cleaners?|crew|maid|housekeeper|her|him|them)\b|${A_CODE_BY_ITS_KIND.source}|\b(locks?|keypads?) (with|and|that take) codes?\b|\bcodes? (for|to) (the |our |my )?(door|lock|gate|building|garage|alarm|unit)\b|^(?!.*\b(newcomer|promo|discount|coupon)\b).*(\b(lockbox(es)?|key ?box(es)?|alarm|gate|keypads?|door|smart ?locks?)\b.*\bcodes?\b|\bcodes?\b.*\b(keypads?|smart ?locks?|lockbox(es)?)\b|(?<!\b(zip|postal|area|pin)\s?)\bcodes?\s*(is|was|=|:|-)?\s*#?(\*{4}|(?!0[78]\d{3}\b)\d{3,8}\b))`);

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

/** The kinds of room a visit's scope is asked of. */
const ROOM_KINDS = String.raw`(bathroom|kitchen|bedroom|living room|dining room|family room|parlou?r|den|half bath\w*|other room)s?`;
/** What a visit does in a kind of room, asked: "what exactly is done in a bathroom", "what do they do in the kitchen". */
const DONE_IN_A_ROOM = new RegExp(String.raw`\bwhat (all |exactly |actually )?(is|gets|do they|does she|does he) (done|do|clean(ed)?) (in|to|with) (a |the |my |our )?${ROOM_KINDS}\b`
  // "What does a standard clean include for a bathroom and bedrooms?": the kinds of room the scope is asked of, none counted.
  + String.raw`|\b(include|includes|cover|covers|mean|means|involve|involves) (for|in) (a |the |my |our |each |every )?${ROOM_KINDS}(,? (and|or|&) (a |the |my |our |each |every )?${ROOM_KINDS})?\b`);
const ASKS: [Ask, RegExp][] = [
  ['fee', /\b((cost|charge|price)s? (any )?more (on|at|in|during)|more expensive (on|at|in|during)|(?<!\bbare )minimum|min\.? (charge|price|order)|surcharges?|extra (fees?|charges?|costs?)|additional (fees?|charges?|costs?)|hidden (fees?|costs?)|fees?|charge extra|upcharge|premium for)\b/],
  // "When you say an ordinary cleaning 'does the bathroom', what does that mean? Will they clean the tub?"
  // "Please tell exactly what standard cleaning do in bathroom": what a visit does, said without "does".
  // "The baseboards nobody cleaned for a long time. The deep cleaning do these?": tasks named before, asked of a service.
  // "The cleaner clean inside fridge normal, or I pay more?", "do they clean inside the fridge or is that extra?": included or not.
  ['covers', /\bexclud\w*|\bor (?:is|are) (?:that|it|this|those|these) (?:extra|included)\b|\bor (?:do |will |would |should )?(?:i|we) (?:have to |need to )?pay (?:more|extra)\b|\b(what (exactly )?(does|do|will) (the |a )?(\w+ )?(cleaning|clean|visit|std|standard|deep)( (one|cleaning))?( actually| exactly)? do(?![^.?!]{0,30}\b(that|than)\b)|what (standard|deep|regular) (cleaning|clean) (do|does) in\b|(standard|deep|regular) (cleaning|clean) (do|does) (these|those|them|that|this|it)(?=\s*[?.!]|$)|include[sd]?|including|(?<!\b(check|checks|vetting|screening|application|process|program)\b[^.?!]{0,20})involv(e|es|ed)|cover(s|ed)?|comes? with|part of|(one|it|that|this|deep|standard|cleaning) (have|has|do|does|get|gets|do) (the |an? )?inside\b|what('?s| is) in|what('?s| is) inside (the |a |an )?(\w+ )?(cleaning|clean|visit|one)\b|what (all )?do (you|they|cleaners?) (actually |really |exactly |even )?(do|clean)(?! (with|w) )|checklist|scope|what gets (done|cleaned)|what (exactly |actually )?(does|do|will|would) (the |a |my |your )?(cleaners?|crew|person|housekeeper|maid) (actually |exactly |even )?(do|clean)\b(?= (in|on|during|when|while|at)\b|\W*$)|what (exactly |actually )?(is|gets|do they|does she|does he) (done|do|clean(ed)?) (in|to|with) (a |the |my |our )?(bathroom|kitchen|bedroom|living room|half bath\w*|other room)s?|does (it|that|a \w+ clean\w*|the \w+ (one|clean\w*)) (even |actually |really |also )?(do|clean)|(does|do) the (bathroom|kitchen|bedroom|living room)s?\b.{0,40}\bwhat does (that|it) mean|will (they|she|he|the cleaners?) (actually )?clean the (tub|shower|toilet|baseboards?|floors?|oven|windows?))\b/],
  // "Skip the fridge this time" takes an add-on or a room off the order, not a visit off the plan.
  ['stop', /\b(pause|stop|end (my|the|our|it|this|all|them)|suspend|on hold|skip(?! (?:the |my |our )?(?:(?:first|second|third|fourth|\d(?:st|nd|rd|th)|guest|spare|extra|kids'?|master|small|little) )?(?:inside (?:of )?(?:the )?)?(?:fridge|refrigerator|oven|microwave|dishwasher|stove ?tops?|stove|dishes|add-?ons?|extras?|kitchen|den|office|basement|bed ?rooms?|bath ?rooms?|half[\s-]?bath\w*|[a-z]+ room)\b)|freeze|quit|unsubscribe|take a break)\b/],
  ['when', /\b(what time|time window|arrival( window| time)?|arrive|show up|come at|how early|how late|earliest|latest|when (will|does|do|is|are)|eta)\b/],
  // Charging a card is paying, not a price: "when do you charge my card?" asks when.
  // "Can I rate the cleaner?" rates a person, not a price.
  // "Per head?" after a price: each one's share of it.
  ['price', new RegExp(String.raw`${/\b(^(and |so |what'?s it |how much )?(per (head|person|roommate|housemate)|each)(?=\s*\??$)|what (would|will|do|should|shall) (i|we) (pay|owe)|how (is|would|will|do you) (that|it|this) (be )?(charged|priced|billed)|how (are|would|will) (they|those|these|them) (be )?(charged|priced|billed)|(per|by the|an) hour|hourly|(takes?|took|taking) (\d+|an?|one|two|three|four|five|six|more|extra) (\w+ )?hours?\b[^.?!]{0,30}\b(pay|charge[sd]?|cost) (more|extra)|how much|price[sd]?|pricing|costs?|quote|estimate|rates?(?! (the|my|our|your|each|every|them|her|him|a) ?(cleaners?|crew|visits?|service|job|clean\w*|them|her|him)?\b)|charge(?! (my|the|your|our) (credit )?card)|total|expensive(?! (\w+ )?(polish\w*|jewel\w*|things|stuff|items|equipment|furniture|art|rugs?|watch\w*|electronics|bags?|shoes|clothes|wines?|tools|machines?|chairs?)\b)|cheap\w*|ballpark|what('?s| is| does| do| would)( an?| the)? [\w/ -]{1,30} (run|go for)( me| us)?(?=\s*[?.!]*$)|what('?s| is) the (figure|damage|price tag)|add to (the|my|our|a) (bill|total|invoice|order))\b|\$(?!\s*(is|isn'?t|was|wasn'?t) (not )?(the )?(problem|issue|point)\b)|=\s*\??\s*$/.source}|\b${WHAT_IT_RUNS}`)],
  ['how', /\b(how (do|can|should|would) (i|we)|how to|where (do|can) (i|we)|steps)\b/],
];

/** Something asked to be put in the order: "please also include the kitchen", "would you also include the inside of the oven". */
const ASKS_TO_INCLUDE = /\b(?:(?:would|could|can|will) you (?:also |please |kindly )*|please (?:also )?|(?:and|i'?d like to|we'?d like to) also )include (?:the|my|our|a|an|inside|interior)\b/g;

/** A fee asked to be in a total or apart from it: "does that include the booking fee or is that extra?". */
export const FEE_INCLUDED = /\b(includ\w*|cover\w*)\b[^.?!]{0,25}\b(booking |service |processing )?(fees?|tax(es)?)\b|\b(fees?|tax(es)?)\b[^.?!]{0,25}\b(included|extra|on top)\b/;

/** The weather asked about, whatever else the message says of a cleaning: "is it gonna rain sat in montclair, want to take the twins out during the clean". */
const WEATHER_ASKED = /\b(?:is it|will it|gonna|going to|supposed to|chance of|any) (?:be )?(?:rain|snow|storm)\w*|\bweather (?:forecast|like|be)\b|\bforecast\b|\b(?:what'?s|whats|what is|how'?s|hows|how is) the weather\b/;
/** What bad weather does to a visit, which the site answers: "if it snows, do they still come?", "cancel for the storm?". */
const WEATHER_AND_A_VISIT = /\b(cancel\w*|reschedul\w*|postpon\w*|move (it|the|my|our)|still (come|coming|show|work)|what happens|(do|does|will|would) (they|you|cleaners?|the cleaner|nestwell) (still )?(come|work|show))\b/;

/** Requests for something made up: never the site's to answer, whatever their subject. */
const CREATIVE = /\b(write|draft|compose) (me |us )?(a |an |my |our )?(\w+ ){0,3}(airbnb|vrbo|rental|property) (listing|description|ad)s?\b|\b(i can|i could|i'll|i will|let me|should i|can i) (paste|send|share|type|upload) (you |in )?(my|the|our) (notes|draft|text|outline)\b(?! (for|to|with) (the |my |our )?(cleaner|crew|booking))|\b(write|compose|make up|tell) (me )?(a |an )?(poem|haiku|song|lyrics|joke|story|limerick|essay)\b|(\b(can|could|would|will) (you|u) (please )?|^(please )?)(write|code|build|make) (me |us )?(a |an |some )?((python|javascript|js|excel|sql|bash|shell|vba|java) )?(scripts?|programs?|macros?|spreadsheets?|code)\b|\b(write|draft|proofread|edit) (me )?(the |my |an? |our )?((short|quick|brief|nice|good|new|catchy) )?(intro|introduction|conclusion|paper|report|thesis|lit(erature)? review|homework|assignment|dissertation|cv|resume|résumé|minutes|agenda|newsletter|speech|toast|eulogy|cover letter|bylaws|memo|listing|listing description|listing copy|caption|product description)\b|\b(write|draft) (me )?(\d+|a few|some|a couple( of)?) (words|pages|paragraphs)\b|(?<!\b(?:i'?d prefer to|i'?d rather|i (?:will|'ll|want to|would like to|prefer to)) )\b(write|draft|compose|generate|create|make) (me |us )?(?!(a |an )?new (email|e-mail|account))(a |an |my |our )?(\w+ ){0,3}(emails?|letters?|job (post|posting|ad|description)s?|(facebook|fb|instagram|ig|social media|tiktok) (posts?|ads?|captions?)|posts? for (my|our) (salon|shop|store|business|restaurant|page)|resumes?|cover letters?|speech|tweets?|captions?|essays?|slogans?|bios?|clauses?|contracts?|agreements?|flyers?|house rules)\b(?![^.?!]{0,30}\b(bigger|larger|smaller|easier to read)\b)|\b(write|draft|compose|make|create) (me |us )?(a |an |my |our )?(\w+ ){0,2}checklists? (\w+ ){0,6}for (my |our |the )?guests\b|\btranslate (my|our|this|the|a|an) (\w+ ){0,2}(menu|letter|document|email|text|message|sign|contract)s?\b|\b(poems?|poetry|haiku|limerick|lyrics|jokes?|riddles?)\b/;
const OFF_TOPIC = /\b((fair |good |right |realistic )?(list|listing|asking) price for (a|an|my|our|the|this) |sells? (faster|quicker|for more)\b|(best |good |right )?nightly (rate|price)s?\b|(home|house|property) (value|valuation|appraisal)s?\b|what('?s| is) (my|our|the|a) (\w+ )?(house|home|property|condo) worth|museums?|(english|esl|language|free) class(es)?|library hours|(medicare|medicaid|dmv|mvc|social security|passport|unemployment) (office|building)|office (of )?(medicare|medicaid|dmv|mvc|social security|passport|unemployment)|(fair market|average|market|median) rents?|(good|best|quiet|cheap|nice) (place|spot)s? to (study|work|hang out|read)|(median|average) (sale|sales|home|house|listing) prices?|home values?|housing market|real estate market|rent (prices?|rates?)|how much is rent|mortgage rates?|property tax(es)?|fest(ival)?s?|parades?|hw|chem(istry)?|equations?|algebra|calculus|physics|standard deduction|filing jointly|tax (returns?|brackets?|refunds?|deductions?)|irs|\d+ ?oz|ounces|baby formula|breast ?feed\w*|bottle ?feed\w*|diapers?|fever|dosage|contagious|incubation period|legal advice|expung\w*|evict(ion|ions|ed|ing|s)?|(nj|new jersey|state) law|(?<!\b(?:you|nestwell|we|they) )legally(?! blind)|statutes?|lawsuit|small claims|pizza|food|eat|restaurants?|(?<!\b(?:scrolling|moving|sliding|menu|search|tool|nav|navigation|features|top|side|progress|status|pink|grab) )bars?|cafes?|coffee shops?|hotels?|wholesale|(nail|beauty|salon|restaurant) suppl(y|ies)|(?<!\b(old|from|nursing|high|grad|law|med|medical|dental|beauty|art) )schools?(?! (get|gets|pay|pays|be billed|be invoiced|would pay|could pay|can pay)\b)|doctors?|dentists?|plumbers?|electricians?|landscap\w*|parking|bus(?! (?:drops?|comes?|picks?|brings?|gets? (?:here|home|in)))|trains?|patco|path trains?|light rail|nj transit|what(?:'?s| is| are) (?:playing|on) (?:at|this|tonight)|who(?:'?s| is| are) (?:playing|performing) (?:at|this|tonight)|showtimes?|(times?|schedules?|tickets?|fares?|timetables?) (of|for) the [^.?!]{0,30}\bferry|ferry (times?|schedules?|tickets?|fares?|timetables?)|ferry (leaves?|departs?|sails?|runs?)|(what time|when) (does|do|is) the [^.?!]{0,30}\bferry|things to do|events?|concerts?|weather|forecast|tides?|high tide|low tide|surf (report|forecast)|fishing (report|spots?)|rain(ing)?|snow(ing)?|temperature|story about|recipes?|(?<!\b(she|he|they|cleaners?|you|u|crew)\b[^.?!]{0,80})cook(ing)? (a|the)|sports?|games? (last night|tonight|today)|who won|score|football|baseball|basketball|soccer|news|stocks?|crypto|bitcoin|election|president|movies?|films?|tv shows?|translate|homework|math problem|capital of|meaning of life|horoscope|lottery|restaurants?|traffic|tolls?(?![- ]?free)|ez-?pass|directions (from|to)|(fastest|quickest|best|shortest) (way|route)(?! to (reach|contact|call|talk|get (in touch|hold|an? \w+ answer)|book|pay|cancel|apply))|how (do i|to|can i) get (from|to)|dmv|mvc|driver'?s licen[cs]e|licen[cs]e plates?|(rental|business|short[- ]term rental|landlord|occupancy) (licen[cs]es?|permits?|registrations?|certificates?)|(town|township|city|borough|county|municipal) (rules|regulations|ordinances?|requirements?|zoning|inspections?)|health (inspections?|inspectors?|codes?)|zoning)\b/;
/** Help that is no cleaning's, whatever cleaning words come with it: the law of a deposit, rent rules. */
/** A message that tries to rewrite or read out the assistant's own set-up: declined like any subject not ours. */
const ABOUT_THE_ASSISTANT = /\b(ignore|disregard|forget) (all |any |the |your )?(previous|prior|above|earlier|preceding) (instructions|prompts?|rules|messages)\b|\bsystem (prompt|message|instructions)\b|\b(print|show|reveal|repeat|output|dump) (me )?(your|the) (instructions|prompt|configuration|config|rules|settings)\b|\bjailbreak\w*|\bdeveloper mode\b/;
// "Can you help me with the USCIS form I-90 to renew my green card?": a government form, none of ours; "could the cleaner
// drive me to my cardiologist?": an errand, no service of ours.
const OTHER_HELP = /\b(uscis|form i-?\d{1,3})\b|\b(drive|driving|take|taking|give) (me|us|him|her|my \w+) (a ride |a lift )?to (my|the|his|her|a|our) (\w+ )?(doctor'?s?|doctors|appointments?|cardiologist|dentist|hospital|pharmacy|store|airport|church|clinic|therapy|dialysis|station)\b|\brenew\w* (my |a |the )?(green card|visa|passport|driver'?s licen[cs]e)\b|\blegal+y (allowed|permitted|required|able)\b|\b(how much|what) (can|may) (i|we|(a|my|the|our) landlord|landlords|they|he|she) (legal+y )?(deduct|keep|withhold|take)\b|\b(how much|how many days|how long|can|may|is it legal for|allowed to)\b[^.?!]{0,12}\b(a |my |the |our )?(landlord|landlady)s? (legal+y )?(keep|deduct|withhold|take|return)\w*\b[^.?!]{0,30}\b(security )?deposit\b|\brent control\w*|\braise (the |my |their )?rents?\b|\b(help (me |us )?|can you )find (me |us )?(a |an )?(new )?(furnished |cheap |bigger |smaller )?(flat|apartment|apt|house|rental|place to (live|rent|stay)|room to rent|roommate)\b/;

/**
 * A place or thing asked to be found near a town: "is there a pharmacy open late near Irvington?", "where can I find a
 * notary around Newark". Ours only when what is sought is (ON_TOPIC, SOUGHT_FROM_US): a cleaner, an office, openings. Not
 * "in", which asks of a page or a policy as often ("is there a search box in the help centre?").
 */
const SOUGHT_NEARBY = /\b(?:is there|are there|where(?:'?s| is| are| can (?:i|we) (?:find|get|buy|go to))|(?:can you |could you )?(?:tell|show|find|give) me|any)\s+(?:an?|the|some|any|good|nice|cheap|decent)?\s*((?:[\w'-]+\s+){0,2}?[\w'-]+?)\s+(?:(?:that(?:'s| is) |which is )?open\b[^.?!]{0,20}?\s+)?(?:near|nearby|around|close to)\b/;
/** What visitors seek from us near a town, beside ON_TOPIC's words: a slot, an opening, a deal. */
const SOUGHT_FROM_US = /\b(openings?|positions?|vacanc(y|ies)|shifts?|work|slots?|spots?|times?|dates?|days?|availability|appointments?|deals?|specials?|offers?|minimum|coverage|people|team|someone|anyone|anybody|somebody|one|ones|way|problem|difference|limit|option|options|chance|extra|cost|rate|reason)\b/;

/** Asking us to recommend a thing or a place that is not a cleaning: a vacuum, a restaurant, a care home. */
/** A bus or train asked about: "is the 25 bus running late", "is the train delayed"; not a cleaner running late. */
const TRANSIT_RUNNING = /\b(?:the )?(?:\d+|[a-z]+ line) (?:bus|train)\b|\b(?:bus|train|light rail|path|ferry)(?:es)? (?:is |are )?(?:running|delayed|late|on time|cancel\w*)\b/;
const RECOMMEND_ELSEWHERE = /\b(?:(?:know|recommend) (?:of )?(?:anyone|anybody|someone|somebody|a good|any good|a decent) (?:\w+ ){0,2}?(?:who|that|to) (?:repairs?|repair|fix|fix(?:es)?|installs?|sells?|services|tunes?|builds?|paints?|moves?)\b)|\b((recommend|suggest)\w*\b.{0,30}|(?<!\b(?:very|really|my|our|own|with|use|using|have|bring) )(good|best|decent|nice|cheap|affordable|reliable) (\w+ ){0,2}|(know|knows) (of )?(any|a|some) (\w+ ){0,2})\b(distributors?|suppliers?|vendors?|vacuums?|mops?|brands?|products?|detergents?|sprays?|robots?|restaurants?|lunch|dinner|breakfast|brunch|spots?|bars?|hotels?|gyms?|movers|moving compan(y|ies)|realtors?|landlords?|lawyers?|doctors?|vets?|daycares?|schools?|assisted living|nursing homes?|care homes?|facilit(y|ies)|plumbers?|handym[ae]n|contractors?|painters?|exterminators?|grocer(y|ies)( stores?)?|supermarkets?|bakery|bakeries|butchers?|markets?|pharmac(y|ies)|salons?|barbers?|churches|cafes?|coffee shops?|pizza( places?)?|(it|tech|computer|network|web|internet|insurance|accounting|security|landscaping|lawn|pest control|roofing|hvac) (compan(y|ies)|guys?|people|firms?|services?|support)|electricians?|accountants?|mechanics?|dentists?|roofers?|landscapers?)\b/;

/**
 * Words that keep a question on the site's subject even when it names an off-topic word ("do you clean in the rain?"),
 * the add-ons' appliances among them ("after a pizza party my oven and stovetop are disgusting").
 */
export const ON_TOPIC = /\b(buzzers?|intercoms?|doorm[ae]n|concierge|lockbox\w*|street parking|driveway|vinegar|bleach|baking soda|ammonia|hacks?|stains?|smells?|odou?rs?|website|screen ?readers?|products?|supplies|chemicals?|cancel\w*|reschedul\w*|penalt(y|ies)|call|phone|support|data|privacy|personal|delet\w*|clean\w*|cleaners?|book\w*|price|cost|nestwell|app|services?|maid|housekeep\w*|serve|cover|available|area|live|moved?|moving|home|house|apartment|condo|office|rentals?|airbnb|zip|crew|hiring|jobs?|send|come|visit|near\w*|travel|ovens?|stove ?tops?|stoves?|microwaves?|fridges?|refrigerators?|dishwashers?|add-?ons?|background|vett\w*|criminal|insur\w*|newcomer|codes?|discount|pay (by|with|in)|payments?|cheques?|by check|(credit|debit) cards?|card numbers?|promo|waitlist|contracts?|minimum (charge|term|commitment)s?|commit to|(extra )?charges?|fees?|surcharges?|your (address|company|business)|business (accounts?|version|cleaning)|(pick|choose) (the |a |my )?(exact )?(time|day|date))\b/;

const REFERS_BACK = new RegExp(String.raw`^${INTERJECTION}(and|but|also|plus|so|then|ok(ay)?|what about|how about|what if|same|instead|with|without|for)\b|\b(that|it|this|those|these|them)\b(?! (is|was) (a|an|the|my)\b)|\bthe same\b|\bthe code\b`);

/** Photos, however they are named: the job photos of a visit, or a cleaner's or crew member's. */
export const PHOTOS = /\b(photos?|photographs?|pictures?|pics)\b/;

/** A cleaner who speaks a language asked for: "a cleaner who speaks Korean?", "Spanish-speaking cleaner". */
export const LANGUAGES_SPOKEN = String.raw`english|korean|chinese|mandarin|cantonese|spanish|portuguese|hindi|polish|creole|haitian creole|russian|vietnamese|arabic|french|italian|tagalog|gujarati|urdu|bengali|ukrainian|japanese|german|turkish|greek|punjabi|farsi|persian|hebrew|yiddish|albanian|tamil|telugu|malayalam|thai|romanian`;
// "A cleaner Hindi speak?": the language before the verb, as a learner orders it.
export const CLEANER_LANGUAGE = new RegExp(String.raw`\b(speaks?|speaking|talks?)\b[^.?!]{0,25}\b(${LANGUAGES_SPOKEN}|another language|my language|our language)\b|\b(${LANGUAGES_SPOKEN})[- ]speaking\b|\bcleaners? (${LANGUAGES_SPOKEN}) speaks?\b`);

/**
 * A recurring schedule, however it is said: "every other week", "twice a week", "tues and fri", "regularly", "a standing
 * Saturday turnover".
 */
export const FREQUENCY = /\b(weekly|bi-?weekly|fortnightly|monthly|every[\s-]couple(?: of)?[\s-]weeks|every[\s-](other[\s-]|second[\s-]|two[\s-]|2[\s-]?|three[\s-]|3[\s-]?|four[\s-]|4[\s-]?)?(weeks?|wks?|months?)|(twice|once|three times|2x|3x) (a|per|each) (week|month)|(every|each) (other |second |2nd |third |alternate )?(mon|tues?|wed(nes)?|thu(rs?)?|fri|sat(ur)?|sun)(day)?s?|(mon|tues?|wed(nes)?|thu(rs?)?|fri|sat(ur)?|sun)(day)?s? and (mon|tues?|wed(nes)?|thu(rs?)?|fri|sat(ur)?|sun)(day)?s?|recurring|regularly|on a regular basis|regular (schedule|visits)|ongoing|standing ((mon|tues|wednes|thurs|fri|satur|sun)day )?(booking|arrangement|appointment|order|slot|visit|turnover|cleaning|clean|(mon|tues|wednes|thurs|fri|satur|sun)day)s?)\b/;

/** A thing sought near a town that is none of ours: "a pharmacy open late near Irvington", not "a cleaner near Hoboken". */
function soughtNearbyIsNotOurs(text: string): boolean {
  const found = SOUGHT_NEARBY.exec(text);
  const sought = found?.[1];
  return !!sought && !ON_TOPIC.test(sought) && !SOUGHT_FROM_US.test(sought) && !ON_TOPIC.test(text.replace(found[0], ''));
}

/** The service for workplaces, by the name the content gives it. */
export const officeService = (facts: Facts): string | null => facts.services.find((s) => /^Office/.test(s)) ?? null;

/** The service a text names, as the content names it. */
export function serviceOf(text: string, facts: Facts): string | null {
  // An office's "regular cleaning" is one that recurs, not Standard Cleaning.
  if (REGULAR_VISITS.test(text) && WORKPLACE.test(text) && !/\b(standard|basic|normal)\b/.test(text)) return officeService(facts);
  // "Deep clean first time, then regular ones": the visit asked about now is the deep one.
  if (/\bdeep\b/.test(text) && /\b(then|after that|afterwards?)\b[^.?!]{0,15}\b(standard|regular|basic|normal)\b/.test(text)) return facts.services.find((s) => /^Deep/.test(s)) ?? null;
  // "Do deep instead of standard", "switch from standard to deep": the tier turned from is not the one asked for.
  const asked = text.replace(PAST_CLEANING, ' ').replace(TIER_TURNED_FROM, ' ').replace(TIER_OFFERED, ' ');
  for (const [name, words] of SERVICE_WORDS) {
    // "My dining room and my son's office", "a rec room, a small office for his stamps and a laundry room": an office among a
    // home's rooms is a room of the home, not a workplace.
    if (name.source === '^Office' && A_HOMES_OFFICE.test(text)) continue;
    if (words.test(asked)) return facts.services.find((s) => name.test(s)) ?? null;
  }
  return null;
}

/** A tier turned from: "instead of standard", "rather than the deep one", "from standard (to deep)", "deep not standard". */
const TIER_TURNED_FROM = /\b(instead of|rather than|from|(?<=\b(?:standard|regular|basic|normal|deep)(?: clean(?:ing)?| one)? )not) (the |a |an )?(standard|regular|basic|normal|deep)( clean(ing)?| one)?\b/g;

/** A home's rooms named beside an office, with nothing of a business: the office is one of the home's rooms. */
const A_HOMES_OFFICE = /^(?=[\s\S]*\b(bed ?rooms?|basement|rec room|laundry room|living room|family room|dining room|den|guest room|nursery|kitchen)\b)(?=[\s\S]*\b(my|our|his|her|son'?s|daughter'?s|husband'?s|wife'?s|a small|a little)\s+(\w+\s+)?office\b)(?![\s\S]*\b(business\w*|company|staff|employees|clients|customers|patients|practice|firm|coworking|commercial|workplace|suite|building|meeting rooms?|conference rooms?|open[- ]plan|restrooms?|break ?rooms?|reception|cubicles?|desks?|clubhouse|management)\b)/;

/**
 * Someone who cleans for Nestwell or wants to, in their own words: asking for work, about
 * applying, about being paid, about what a job needs, or about a client's claim against them.
 */
/** Work or money a client offers a cleaner outside a booking: "client ask me to clean inside oven", "client want to pay me cash". */
export const OUTSIDE_A_BOOKING = /\bclients? (asks?|asked|wants?|wanted|told|tells) me to\b|\b(pay|pays|paid|tip|tips) me (in )?(cash|directly|extra|on the side)\b/;

const CREW_WORDS = [
  // "Can I clean my aunt's house through the app so it counts as a job?", "once I'm on the crew can she pick me?": a cleaner's.
  String.raw`\bso it counts as (a|my) job\b|\b(pick|choose|request|book) me as (her|his|their|the) cleaner\b|\b(once|when|if) (i'?m|im|i am|i get) on the crew\b`,
  // "Can I just work in the summer? is it part time or do I need set hours": a cleaner's own hours.
  String.raw`\b(can|could|do) i (just )?work (only )?(in|over|during|for) (the )?(summer|weekends?|school year|holidays|break)\b|\bis (it|this|the job) (a )?(part[- ]time|full[- ]time)\b|\b(do|would) i (need|have) (to (work|keep) )?set (hours|schedules?|shifts)\b`,
  // "How much extra do I get for an oven?": what a cleaner is paid for it, not the client's price (nor "how much do I get off").
  String.raw`\bhow much (?:extra |more )?(?:do|would|will|can|could) i (?:get|make|earn)\b(?![^.?!]{0,25}\b(?:off|discount\w*|back|refund\w*|with (?:the )?(?:code|newcomer))\b)`,
  // "If I clean 3 bedrooms deep I get $70.50?", "that is what I get?": a cleaner asking her pay.
  String.raw`\bif i clean\b[^.?!]{0,40}\b(?:do )?i (?:get|make|earn)\b|\b(?:is )?that (?:is )?what (?:i|we|the cleaner|she|he) (?:get|gets|make|makes|earn|earns)\b`,
  // "Say I'm cleaning a rental and the guy who's there is drunk": a cleaner at work, told as a case.
  String.raw`\b(say|if|when|while|what if) (i'?m|im|i am) (cleaning|working (in|at)) (a|the|someone'?s|somebody'?s|a client'?s|their) (rental|house|home|apartment|place|unit|airbnb|condo)\b`,
  // "Would they send me to Avalon? Do you pay for gas or the parkway tolls?": a cleaner's travel to jobs.
  String.raw`\b(do|will|would|does) (you|u|y'?all|they|nestwell)( guys)? (pay|cover|reimburse|give)( me| us)?( for)? (my |the |our )?(gas|mileage|miles|tolls?|parking|travel|transportation|bus fare|uber)\b|\b(would|will|do|does|could) (they|you|u|nestwell) send me (to|out to|all the way to)\b`,
  // "Do we work alone or in teams?": how a cleaner's own work is done.
  String.raw`\b(do|will|would|can) (we|i) (work|clean) (alone|solo|by (myself|ourselves)|in (a )?(teams?|pairs?|groups?)|as a team)\b`,
  // "Can I bring her with me to my cleaning jobs?", "could he help me on jobs?": a cleaner's jobs.
  String.raw`\b(my|our) cleaning jobs\b|\bwhen i work as a cleaner\b|\bhelp(ing)? me (on|with|at) (my |the )?(cleaning )?jobs\b`,
  // "How much nestwell pays cleaners? per hour or per job?", "do the cleaners get paid weekly?": what cleaners are paid.
  String.raw`\b(?:nestwell|you|u|y'?all|they|the company) pays? (?:the |its |your |their )?(?:cleaners|crew|workers|staff|housekeepers|maids)\b|\b(?:the )?(?:cleaners|crew|workers|housekeepers) (?:actually |really |usually )?(?:get|are|getting) paid\b`,
  // "I have my own supplies... I bring them to the job?": what a cleaner takes to her jobs.
  String.raw`\b(?:i|we) (?:can )?(?:bring|take|carry|use) (?:them|my (?:own )?(?:supplies|products|vacuum|tools|stuff)) (?:to|on|at) (?:the|a|my|each|every) (?:jobs?|clients?'? ?(?:houses?|homes?)?)\b`,
  // "How do I start cleaning with Nestwell? need $$": work begun, not a first booking.
  String.raw`\b(?:start|starting|begin|get started) (?:cleaning|working) (?:with|for) (?:you|u|y'?all|nestwell)\b`,
  // A cleaner at work, in a cleaner's own words: a job accepted or cancelled, a client who was rude or whose dog bit, a client's
  // house one is locked out of, time off, one's own background check, the crew's terms. (A client's "job" is a cleaning
  // booked; these are said only of work done for clients; "we take two weeks off in August, can we pause the cleanings?" is a
  // client's.)
  String.raw`\b(cancel|skip|miss|drop|call off) (my|a|the|this|tomorrow'?s|today'?s) (job|shift)s?\b|\b(a |the )?(job|shift) i (accepted|took|picked up|got)\b`,
  String.raw`\bclients?'?s? (dog|cat|kid|child|husband|wife) (bit|bites|scratched|attacked|jumped on) me\b|\bclients? (was|were|is|are|got|keeps?|kept) (\w+ )?(yelling|shouting|screaming|rude|mean|nasty|aggressive|angry)\b|\b(at|outside) the clients?'?s? (house|home|place|apartment|door|building)\b`,
  String.raw`\b(take|taking|need|get|request|want) (next week|this week|a week|a day|the week|some days|some time|a few days|two weeks|time) off\b(?! (of |from )?work\b)(?![\s\S]*\b(pause\w*|cleanings|(our|my|the) (cleaning|cleaner)s?)\b)|\bmy background check\b|\b(for|of) (the )?crew\b[^.?!]{0,20}\b(terms|contract|agreement|policy|policies|rules)\b|\b(terms|contracts?|agreements?|rules)\b[^.?!]{0,20}\b(for|of) (the )?crew\b|\bcrew (terms|contract|agreement|rules)\b|\bi (want|wanna|would like|'d like) to (be|become) (a )?cleaner\b`,
  // "Client ask me to clean inside oven", "client want to pay me cash", "i work for nestwell", "how do i quit": a cleaner's.
  String.raw`${OUTSIDE_A_BOOKING.source}|\bi (work|clean) for (nestwell|you)\b|\bstop working (with|for) (nestwell|you)\b|\bcrew app\b[^.?!]{0,20}\b(password|log ?in|sign ?in)\b|\b(password|log ?in|sign ?in)\b[^.?!]{0,20}\bcrew app\b`,
  // "Running late to my 2pm job", "I'm at a client's house and it smells like gas": a cleaner at work.
  String.raw`\b(running late|late) (to|for) (my|a|the|today'?s) (\d{1,2} ?(am|pm) )?(job|shift|clean(ing)?)\b|\b(i'?m|i am|im) (at|in) (a|the) clients?'?s? (house|home|place|apartment)\b`,
  // "How long from applying to getting my first job?": an applicant's wait.
  String.raw`\bfrom applying\b|\b(get|getting|land|landing|start|starting) (my|her|his) first (job|shift|cleaning job)\b`,
  // "What's the hourly rate?", "an hourly rate?" are what a client pays, which the site prices per room; "the hourly pay", a
  // cleaner's, as is an hourly rate said of cleaners. "Sahod" is Tagalog for wages.
  String.raw`(?<!\b(?:your|ur|nestwell'?s?) )hourly (pay|wage)|(?<!\b(?:your|ur|nestwell'?s?) )hourly rate (for|of) (a |the )?(cleaners?|crew|maids?|housekeepers?)|wages?|salary|salaries|sahod|earn(ing)?s?|how much (do |would |will |can |could |should )?(i|we|she|he) (make|get paid|take home)|how much (do |would |will |can |could |should )?(i|we|she|he) get (paid )?(for|per) (cleaning |doing )?(a |one |each |every |1 )(house|home|job|apartment)\b|how much (money )?(do |does |will |would )?(the |a |your )?(cleaners?|workers?|maids?) (get|gets|make|makes)\b(?! (done|cleaned|to))`,
  String.raw`(?<!\b(?:it|that|this|does|will|would|usually|zip|codes?|times?|days?|dates?|plan|schedule|card|address|arrangement)\s)(cleans?|works?) for (you|nestwell)|sign up to (clean|work)|(be|become|work as|as) an? (nestwell )?(cleaner|housekeeper|maid|janitor|crew member)|become (a )?(nestwell )?cleaner|i('?m| am) an? (cleaner|housekeeper|maid)`,
  // "Does that zip work for you?", "how does that usually work with you guys?": a thing that works, not a person asking for work.
  String.raw`(?<!\b(?:it|that|this|does|will|would|usually|zip|codes?|times?|days?|dates?|plan|schedule|card|address|arrangement|keys?|things|stuff|process|payments?|bookings?|all)\s)(work|working|clean|job|job cleaning|work(ing)? cleaning( houses| homes| offices| apartments)?) (for|with|at|thru|through) (you|u|ya|y'?all|nestwell|your (company|team|crew))|(can|could|would) (i|we|she|he|they) (still )?work\b(?! (from home|while|during|in (my|the|our)|around))`,
  // "Baths need work": a room that needs work, not a person who does.
  String.raw`(?<!\b(?:baths?|bathrooms?|kitchens?|rooms?|floors?|walls?|it|house|home|place|that|this)\s)(looking for|after|seeking|get|find|need|needs|want|wants|pick up|take) (some |more |steady |regular |extra |honest |paid |part[- ]time |full[- ]time )?(cleaning )?(work|a job|jobs)|jobs? (at|with|for|through|thru|from) (you|nestwell)|to do (this|the) job|(?<!\b(?:it|that|this|site|website|still|app|page|zip|code|time|day|plan|(?:going|gonna|supposed) to|doesn'?t|does not|don'?t|do not|won'?t|wouldn'?t|didn'?t|did|does|done|great|good|fine|nice|lovely|splendid|wonderful|amazing|excellent|fantastic|beautiful|careful|thorough|terrible|poor|sloppy|bad|awful)\s)(cleaning )?(work|jobs?) for (me|her|him|us)|(is there|are there|any|would there be) (any )?(cleaning )?(work|jobs?)\b|(any|job) openings?|(kind of|what|any|other|open) (\w+ )*jobs|jobs (open|available)|(?<!\b(?:before|when|about|after|for) )hiring(?! (?:a |an |any |the |your )?(?:cleaning (?:service|company|companies)|maids?|housekeepers?|cleaners? for)\b)|hired|hire me|careers?|(job|staff) vacanc\w*|recruit\w*|employment|get approved|start getting jobs|^(jobs?|careers?|work)(?=\??$)|(supervisor|supervising|foreman|manager|management|maintenance|dispatch(er)?|team lead(er)?)( type| kind of)? (jobs?|positions?|roles?)\b`,
  // "Wants some extra weekend $$ cleaning": money earned by cleaning.
  String.raw`(make|makes|making|earn|earns|earning|wants?|need|needs) (some )?(extra|side|weekend) (weekend |side )?(money|cash|income)( (by )?clean\w*)?|(extra|side|weekend) (weekend |side )?\$\$+ ?clean\w*`,
  // "For cleaner job need speak good english?": the job of a cleaner, asked of by one who would do it.
  String.raw`\b(for|about|apply(ing)? for|want|need|get|a|the) (a |the )?cleaner (jobs?|positions?|roles?)\b|\bcleaner (jobs|positions|roles|openings)\b`,
  // "Nestwell Crew app, where do I get it?" (a Gujarati "Nestwell Crew app ક્યાંથી ડાઉનલોડ કરવી?" reads so); "I still can apply?" after a record.
  String.raw`nestwell crew\W+(app\W+)?(where|how) (do|can) i (get|download|install)|\bi (still )?can (still )?apply(?=\s*[?.!]|\s*$)|(can|could) i still apply\b(?! (the|a|my|this|that|your) (code|discount|coupon|promo))|(download|get|install|find|open|log ?in to|sign ?in to) (the )?nestwell crew|join (the |your |our |in |in the )?(crew|team)|sign up (for|with) (the |your )?crew|(be|get) on (the|your) crew|crew (app|support|site|website|one|questions?)|before (i|we) (apply|applying|join)\b|(i|we) (just |already )?(finish(ed)?|submitted|completed|filled (out|in)) (the|my|our) application\b|(is (this|it)|would i be|will i be|am i|be paid as)\b.{0,20}\b(w-?2|1099|an employee|a contractor)|(w-?2|1099) job|(i'?ve|i have) never cleaned professionally|^applied\b|ratings? (work )?for cleaners|(for|as) a cleaner\b.{0,30}\b(ratings?|reviews?|stars?)|where('?s| is) the (actual |job )?application|application (form|page|link)|application (for|to) (the |a )?(job|work|crew|team)\b|nestwell crew\b[^.?!]{0,30}\b((works?|runs?|opens?) on|compatible)\b|how much (of (that|it|this) |from (that|it|this) )?(is|goes|would be|will be) (for|to) me\b|how much is for me\b`,
  // A payout is what a cleaner is paid ("my payout is wrong"); a creator's is caught first, as the creator's.
  String.raw`payouts?|how much of (that|it|this|the (price|total|money)) (do|would|will|can|does) (i|we|the cleaners?|cleaners?|the crew) (keep|take home|get to keep|get|make|earn)|how much (do|does|would|will) (the cleaners?|cleaners?|the crew) (keep|take home)|(my|the cleaner'?s|cleaners'?|crew'?s) (cut|share|percentage)\b|what (percent(age)?|share|cut) (of (that|it|the price) )?(do|does|would|will) (i|the cleaners?|cleaners?|the crew) (get|keep)|(\bis|the|what('s| is)( the)?) pay (for|of) (a |the )?(cleaners?|crew|housekeepers?|maids?)|wages? (for|of) (a |the )?(cleaners?|crew|housekeepers?|maids?)|(cleaners?|crew|staff|employees?|workers?|maids?|housekeepers?) (get )?(paid|earn|make(?! (?:[\w']+ ){0,2}?(beds?|sure|it|a mess|mistakes?)\b))|(cleaners?|crew|staff|maids?|housekeepers?) pay|how much (would|will) (you|nestwell) pay|(does|will) (it|this|the job) pay|what('s| is) the pay|(?<!\b(i|we|clients?|customers?) )pay (weekly|biweekly|every (week|2 weeks|two weeks|other week)|per (job|hour|clean))|(do|does) (you|yall|y'all|nestwell) pay\b(?! for\b)|(how much|what) (do |does |would |will |did )?(you|yall|y'all|ya|nestwell)( guys)? pay\b(?! for\b)|(?<!\b(?:your|the|nestwell'?s?) (?:cleaners|crew|staff|workers|people|housekeepers) (?:\w+ ){0,2})(?:employees? or (independent )?contractors?|contractors? or employees?)|crew members? (are )?(w-?2|1099|employees|contractors)`,
  // "Does that also apply to the Nestwell app?" asks what a rule covers, not how to apply for work. "My nephew wife want job
  // cleaning... how she apply?": the words in a learner's order.
  String.raw`(?<!\b(?:that|it|this|same|also|still|rule|promise|policy|statement|code|discount|offer)\s)apply (to|for) (a |the )?(job|jobs|position|role|crew|work|team|nestwell|you|clean\w*|be)\b|apply as (an? )?\w+|(how|where) ((do|does|can|would|should) )?(i|one|she|he|they|someone|my \w+) apply|(want|wants|need|needs|looking for|look for) (a )?(job|work) (cleaning|as a cleaner)|(extra|side) income|side (money|cash|job|gig|hustle|work)|extra (money|cash) (cleaning|by cleaning|on (the )?weekends?)|(want|wants|need|needs) extra (money|cash)|applicants?|(i|we|she|he) applied|applied (\d+|a|last|two|2|yesterday|on)|my application|(check|status of|where is|what happened to|hear back (on|about)|ask about) (on )?my crew application|job application|application status`,
  // "I would prefer not to install a personal app on my phone for work purposes": a client's phone, not a cleaner's app.
  String.raw`(download|get|install|use|need) .{0,25}\bto (work(?! (around|from|on|with)\b)|clean for)|app .{0,15}\bfor (the )?(work(?! (purposes|reasons|stuff|things|computers?|phones?))|working|job)|right (place|app|one) for (workers|cleaners|people who (want to )?clean)|(the |a )?(worker|workers'?|cleaners'?|cleaner'?s|employee|staff) (app|version)\b|(the |a )?(worker|workers'?|cleaners'?|cleaner'?s|employee) one\b|app (for|para) (the )?(workers|cleaners)\b`,
  String.raw`(do|would|will|does) (i|she|he) (need|have) to (own|speak|drive)\b|(do|would|will|does) (i|she|he) need (to have )?(a car|experience|a license|papers|a work permit|social security|to speak english)|need papers|work permit|(on|have|with) an? (f-?1|j-?1|h-?1b|student|work|tourist) visa|(do|will) (they|you) train me`,
  String.raw`(i|she|he|my \w+) (have|has) an? (old |criminal )?(record|misdemeanou?r|felony|conviction)|misdemeanou?r|felony`,
  // Applicants in their own words, often not their first language: "how much you pay for one hour?", "I can choose my hours
  // myself?", "I must buy my own product?", "I can still do this job?", "where I see the jobs", "they refuse me?".
  String.raw`how much (do )?(you|u|yall|y'all|nestwell) pay (for|per) (one |an |1 |a )?(hour|hr|job|house|clean\w*)|(i|me) can (only )?(work|(choose|pick)(?! (her|him|them|the same|my cleaner|the cleaner|a cleaner|which cleaner|up)\b))\b|can i (choose|pick) my (own )?(hours|schedule|days)|choose my (own )?(hours|schedule|days)`,
  String.raw`(i|we) must (buy|bring|take|use) (my|our) own\b|(the )?company give me|(do|can|could) (i|she|he) (still )?do (this|the) job|(i|she|he) (can|could) (still )?do (this|the) job|for this job|where (do )?i see (the )?jobs|(they|you|nestwell) (refuse|reject|deny|turn down) me|join (the )?nestwell( team)?|(be|become) (part of|on) (the )?nestwell team`,
  String.raw`how (do |will |can )?i receive (the |my )?(money|pay|payment)|(i|me) lose (the|my) (job|work|account)|(want|wants) (to )?work with me|(give|bring|show|submit) (you )?(my|the) papers|(do )?you give (me )?(a )?training|train me|(do|does|will) (y'?all|you|u|nestwell|they) train (you|u|us|them|people|cleaners|new \w+)|just throw (you|u|me|us|them|people) in|(could|can|may) i (do|work|clean) (only |just )?(on )?(weekends|weekdays|nights|evenings|mornings|part[- ]time|full[- ]time|a few (days|hours)|(mon|tues|wednes|thurs|fri|satur|sun)days)\b|(are|is) (the )?(hours|shifts|schedule) flexible|(do|does|can) (the )?cleaners (get to )?keep (their |the )?tips|other jobs?,? (like|such as|for me|in)|(any|have|offer|offering|hiring|hire for|are there|apply for) (\w+ ){0,2}internships?|(take|takes|hire|hires|hiring|accept|accepts|have|offer|need) (any )?(\w+ )?interns\b|internships? (at|with|for) (you|nestwell)|(marketing|admin|administrative|sales|tech|remote|corporate) (jobs?|roles?|positions?|openings?)|(do|does) (you|u|y'?all|nestwell) (have|hire for|offer) (any )?office (jobs|positions|roles)|(can|could) (i|we) (clean|work) (with|alongside) (a|my) (friend|partner|buddy|sister|cousin|helper|mom|mother|daughter)|as a team or (is it )?(always )?solo|(check|vet|screen)\w* (the )?clients?|the clients?, (you|do you)|after (i|we) apply|(start|begin) working|bring (my )?(friend|sister|daughter|cousin|helper)\w*( \w+)? (with me|to help)|rather clean than|(if|when) (the )?(client|customer|homeowner) is (not nice|rude|mean|aggressive)|(i|me) (feel )?(not safe|unsafe) in (the|a|their) (house|home)`,
  // More of an applicant's own words: training before starting, a ticket on one's record, who hires, a job with benefits,
  // how they pay me, a bad review getting one fired, tips from clients, taking the photos, paying for the check.
  String.raw`(is there|do you (give|have|offer)|will (i|they) get) (any )?training|training before (i|we) (start|begin)|(i|we) (had|have|got) (a |one )?(ticket|dui|dwi|speeding)|(the )?(people|person|someone) (who|that) (hire|hires|does the hiring|recruits?)|(this|the) job,? (is )?(full|part)[- ]time|full[- ]time with benefits|(they|you|nestwell) pay me\b(?! back)|(fire|fired) me\b|(one|a|the|if a|if one) (client|customer)s? (gives?|gave|leaves?|left) me|(the )?clients? (give|leave|pay) (tips?|cash)|(i|we) (have to|must|need to) take (the )?(photos|pictures)|pay for (the|my|a) background check|background check\b[^.?!]{0,40}\b(i|me) (have to|must|need to) pay|(me|i) or the company|how much (do you |does nestwell )?pay (per|an|by the) hour|(my wife|my husband|wife and i|husband and i)\b[^.?!]{0,30}\bwork together`,

  String.raw`do i (have to|need to) bring (my|our) own|(a|the|my) (client|customer)s? (gives?|gave|leaves?|left|rates?|rated) me`,
  // How long one's own check or approval takes; breaking something in a client's home while working there.
  String.raw`how long (does|do|will|would|did) (the |my |a |your )?(background check|vetting|approval|application)s?( \w+){0,3} (take|last)|(background check|vetting)s? (take|takes|last)\w*( \w+){0,4} (for )?(new )?(cleaners|applicants|me)|(i|we) (break|broke|damage|damaged|ruin|ruined) (something|anything|an? \w+)( \w+){0,4}( (while|when) (i'?m |i am |i was )?(cleaning|working)| (at|in) (a|the|my) (client|customer)'?s (house|home|place|apartment))`,
  // Wanting the work in a person's words: "my sister wants to work too", "can we apply together?", "how much is the pay?",
  // "do I need experience? I did hotel housekeeping", "is that what I get paid?".
  String.raw`(i|we|she|he|they|my \w+) (also |too |just |only |really )?(wants?|would like|'d like|needs?) to (work|start working)\b(?! (from|on|around|with (the|my|our|your) (app|code|phone)))|(can|could|may|should|do|does) (i|we|she|he|they) (still |also )?apply\b|(how much|how) (is|'s) the pay\b|\bthe pay (per|by the|for a) (hour|house|job|clean\w*)|(i|we) need (any |some |prior |previous )?experience|(i|we) (did|have done|used to do|worked in|worked as) (\w+ ){0,2}(housekeeping|janitorial|housekeeper)|what (i|we|she|he) (would |will |'d |'ll )?(get|be|am|are|is) paid\b`,
  // Wanting the job, said as students and first-timers say it: "what do I need to apply?", "do you hire students?", "you hire IT people?", "a summer
  // job", "can I work only weekends?", "unsafe at a client's house".
  String.raw`(need|needed|required|requirements?|qualifications?) (to|for) apply|apply (in person|online|there|here)|walk in and apply|(do|does|would|will) (you|u|nestwell|y'?all|you guys) hire\b|(you|u|y'?all|you guys) hire (\w+ )?(people|persons|guys|folks|staff|developers?|engineers?|programmers?)\b|hire (\w+ )?(students|teens?|teenagers|minors|high schoolers|immigrants)|(want|wants|looking for|need|needs|get|find) an? (summer|student|part[- ]time|weekend|first) job\b|(work|clean) only (on )?(saturdays?|sundays?|weekends?|evenings?|nights?)|only (work|clean) (on )?(saturdays?|sundays?|weekends?|evenings?|nights?)|(unsafe|not safe|feel safe) at an? (client|customer)'?s (house|home|place|apartment)`,
  // The job from the inside, as applicants ask it: clients' tips, a W-2 or a 1099, a car, training, jobs that pop up
  // like Uber, breaking something at someone's house, what the check looks at, the pay "like".
  String.raw`(do|does|will|can) (the )?(clients?|customers?) (tip|give (a )?tips?|leave (a )?tips?)|tips? (from|by) (the )?(clients?|customers?)|(are|am|would) (we|i) (be )?(w-?2|1099)|do i (need|have to have|gotta have) (my own |a |an )?(car|vehicle)|(do|does|will) (you|u|nestwell|they) (give|offer|provide|do) (any )?training|(do|will|would) (you|u|y'?all|nestwell) train (people|ppl|new|cleaners|beginners|newbies|us|anyone|somebody|someone)|(min(imum)?|max(imum)?) (\w+ ){0,3}(hours|hrs|jobs)( or (hours|hrs|jobs))?( (\w+ ){0,4})?(per|a|each|every) week(?![^.?!]{0,40}\b(book\w*|my (house|home|apartment|office|place)))|(stay|remain|keep my (place|spot)) on the crew|i can (only )?(do|work) (like |about |around )?\d+ (hours|hrs)|like uber\b[^.?!]{0,30}\bjobs?|jobs?\b[^.?!]{0,30}\blike uber|jobs? (pop|popping|show|come) up|accept (the |a )?jobs?|(break|broke|damage\w*) (something|anything|an? \w+)\b[^.?!]{0,30}\b(at|in) (someone'?s|someones|a (client|customer)('?s)?|the (client|customer)('?s)?) (house|home|place)|what (do |does )?(they|you) (check|look at)\b[^.?!]{0,30}\b(background|check)|\b(ticket|dui|record|misdemeanou?r)\b[^.?!]{0,40}\b(approved|hire|hired|stop me|affect (me|my))|the pay like|(i|me) can (work|clean) only|(i|me) can only (work|clean)`,
  // "My abuela wants to apply too", "they'd hire her if she sends $40", "do I still get paid for it", "customer service jobs".
  // "SSN to apply or ITIN?", "the houses are far? I go by bus", "W2 or 1099", "the app for the workers in Spanish".
  String.raw`\b(number|ssn|itin|papers|documents?|id) (to|for) (apply|applying)\b|(don'?t|dont|do not) have (a )?car\b|(go|going|travel) by bus|take the bus|\b(the )?(work|job) is (like )?(an? )?(employee|contractor)|\b(w-?2|1099)\b[^.?!]{0,60}\b(my|our) taxes|(app|page|site|website) (for|para) (the )?(workers|cleaners|crew)|`
  + String.raw`(be|become|becoming|join|joining) one of (your|ur|the|y'?all'?s) (cleaners|crew)|(need|want|wants|needs|make|making|for) (some )?(summer|extra|side) (money|cash)\b|`
  + String.raw`(wants?|would like|'d like|needs?|going|planning) to apply\b|(i|we|she|he) (can|could) (still |also )?apply\b|(they|you|u|nestwell|y'?all)('d| would| will| could| can)? (hire|be hiring) (her|him|me|us|them|my \w+)\b|(do|will|would) (i|we) (still )?get paid\b(?! back)|(customer service|social media|marketing|remote|desk|admin\w*) (jobs?|roles?|positions?)|office (jobs?|roles?|positions?)\b(?=.{0,40}\b(not cleaning|receptionist|reception|admin\w*|scheduling|marketing|customer service|desk|social media)\b)|(customer service|admin\w*|marketing|desk) or office (jobs?|roles?|positions?)\b|jobs? (in|at) (the|your) offices?\b|scrub(bing)? toilets forever|(cost|fee) to (sign up|join|apply|register)\b|(sign[- ]?up|application|registration|joining) (fee|cost)s?`,
  // The job asked about in the first person: "can i pick what towns i work", "can i choose to clean only in Perth Amboy", "would
  // I be able to work just near campus?",
  // "what kinda cleaning would i be doing", "do i gotta bring my own supplies", "is there a dress code", "pics of my work",
  // "my own background check", "the same houses every week", "tryna see what a job is worth".
  String.raw`(what|which) (towns?|areas?|cities|counties|places) (do |can |would |will |could )?i (work|clean)\b|(would|will|could|can|do|may) i (be able to |be allowed to |get to )?(only |just |mostly )?(work|take jobs|get jobs|take work|clean)( only| just| mostly)? (near|around|close to|within)\b|(pick|choose) (what|which|my) (towns?|areas?|cities|counties)\b|\b(pick|choose|decide) to (only )?(clean|work) (only |just )?(in|around|near)\b|what (kind of|kinda|sort of|type of) (cleaning|work|jobs?) (would|will|do|could) i (be )?(doing|do|get)\b|(do|would|will) i (gotta|got to|have to|need to) (bring|buy) (my|our) own\b|(is there|do (i|we) (have to |need to |gotta )?(wear|get)) (a |any )?(uniform|dress code)|^(is there )?(a |any )?dress code|(pics|pictures|photos) of my (own )?work|(pay for|cover) (my|our) own (background )?check|my own background check|same (houses|homes|clients|families) every (week|time)|what a job is worth|(ok|okay|fine|enough|a problem) for (the|this) job|learn\b.{0,30}\bbefore i (start|begin)`,
  // "Do u have to be 18?", "can my friend and I sign up together and do jobs as a team?": the job's own questions.
  String.raw`(have to|must|need to) be (1[6-9]|2[01])\b(?=[\s\S]{0,60}\b(work|clean for|apply|join|requirements?|hired)\b)(?![\s\S]*\bbook)|(sign up|apply|join) together|(do|take) (the )?(jobs|work) (as a team|together)`,
  // "R u hiring cleaners?", "need experience?", "how old u gotta be", "how do jobs get handed out", "any jobs at nestwell that
  // arent cleaning?": the job asked in a few words.
  String.raw`(are|r) (you|u|y'?all|ya|nestwell)( guys)? hiring\b|^(do (i|u|you) )?need (any |prior )?experience\b|how old (do |does )?(u|you|i|ppl|people|someone) (gotta|have to|need to|must) be\b(?![\s\S]*\b(book|hire|order)\w*\b)|jobs? (get|are|is|gets) (handed|given|passed|sent) out|(any|other) jobs at nestwell\b|\bwanna (clean|work) (houses|homes|apartments|offices|for (u|you|y'?all|ya|nestwell))\b|\bmake (some |extra )?(money|cash) (by )?cleaning (for|with)\b|\bwhat apps? (do|does) (the )?(cleaners|crew|workers|housekeepers) use\b|\/clean\b|\b(bring|drop off|hand in|send|submit) (in )?(my |a )?(resume|cv|curriculum)\b`,
  // "Does your firm take on young people to clean?": hiring.
  String.raw`take on (young people|students|teens?|teenagers|new (people|cleaners)|people)\b|(young people|teens?|teenagers|students) to clean\b|`
  // "If I wanted to clean houses this summer": the work wanted.
  + String.raw`(i|we|she|he|my \w+) (want|wanted|wants|would like|'d like) to clean (houses|homes|offices|apartments|for (you|nestwell|your company))\b|(work|working|job) as (an? )?cleaners?\b|`
  + String.raw`(pick|set|choose) (my|our) own (hours|schedule|shifts|days)|accused me|(a|the|my) (client|customer|homeowner) (says|said|claims|claimed|is accusing|accused|blames|blamed|complained)|during my (job|shift)|(client|customer) (is )?(says|said|saying|claims|claiming) (that )?i`,
  // "Do I get insurance if I get hurt cleaning?": hurt at the work, not in one's own home.
  String.raw`(i|we) (get|got|am|'m|was) (hurt|injured) (while |when )?(cleaning|working|on (the|a) job)|(training|trained) before (the|my|our) first (job|shift|cleaning)|(give|send|offer|get) (me|us) (more |extra )?(jobs|work|houses|clients)\b`,
  // Clients rating us, a record that may disqualify me, my own check paid for, the hours I can work, if I join: a cleaner's.
  String.raw`(do|does|will|can) (the )?(clients?|customers?) (rate|review|rank) (us|me|the cleaners|cleaners)\b|(gives?|leaves?) me a (bad|low|one[- ]star|1[- ]star) (review|rating)|disqualif\w* me|rule me out|(do|would|will) i (have to |need to |gotta )?pay for (the|my|a) (background )?check|(can|could) (i|we) (only )?work (nights|evenings|mornings|weekends|weekdays|days)\b|if (i|we) join\b(?![^.?!]{0,30}\b(creator|program|waitlist|list|newsletter|business)\b)|background check[^.?!]{0,60}\b(do|would|will) i (have to |need to |gotta )?pay for (it|that)\b|(that'?s|thats|is that) (what|how much) (i|we|the cleaners?|cleaners) (get|make|earn|keep|take home)\b`,
  // "Who pays for the background check, me or Nestwell?", "my crew application", "supervisor or office jobs besides cleaning",
  // "does that come out of what the cleaner gets?", "is there work in Paterson?", "do you have jobs at night?".
  String.raw`who pays for (the |my )?background check|crew application|supervisor (jobs?|roles?|positions?)|(besides|other than|apart from) cleaning\b[^.?!]{0,40}\b(jobs?|roles?|positions?|work)\b|(out of|from|of) what (the |a )?cleaners? (gets?|makes?|earns?|keeps?)|(is there|are there) (any )?(work|jobs?) (here |around here )?(in|around|near)\b|(do you have|are there|any|got) (\w+ )?(jobs?|work|shifts?) (at|for the) night|night jobs?`,
  // "Is the Nestwell Crew app in Spanish?", "a traffic ticket years ago", "so I don't get paid?", "Nestwell charges cleaners a fee",
  // "a client treats me badly during a job".
  String.raw`crew\b[^.?!]{0,25}\b(is|are|come|available) in (spanish|portuguese|polish|creole|korean|chinese|vietnamese|arabic|hindi|french)\b|(traffic|speeding) tickets?|(i|we) (don'?t|do not|won'?t|will not) get paid|(charges?|charging) (the )?(cleaners|crew)|(clients?|customers?) (treats?|treated|yells? at|yelled at|is rude to|was rude to|disrespects?) me\b|i (prefer|would rather|'d rather) (to )?clean (offices|houses|homes)\b|bring (my |a )?(daughter|son|friend|sister|cousin|kids?|helper)\b[^.?!]{0,30}\bhelp me\b|(when|after|once|while|if) (i |we )?(apply|applied|applying)\b|i want (the |a |el )?(job|work) (de |of |doing )?cleaning\b`,
  // "When do u get paid?", "bring my daughter with me to jobs", "how long to review applications?", "if i apply and dont get
  // in", "are the customers checked too? ...going alone into strangers houses", "my own supplies or does the client have them?".
  // "How do the jobs get given out to cleaners, do i get to choose which ones?", "how many jobs a week could i get?", "bring my
  // 4 year old with me to a job": how the work comes to a cleaner.
  String.raw`jobs? (get |are |is )?(given|handed|assigned|sent|distributed|allocated|split)( out)? (to|among|between) (the )?cleaners|(do|can|could|would) (i|we) (get to )?(choose|pick|accept|turn down) (which|what|the) (ones|jobs|houses|homes|clients)\b(?![^.?!]{0,30}\b(book|my (house|home|cleaning|booking)))|how many (jobs|houses|homes|cleanings|clients) (a|per|each|every) (week|day|month) (could|can|would|will|do|does|might) (i|we|a cleaner|cleaners)|bring (my|her|his) (\d+[- ]?(year|yr)s?[- ]?old|kids?|child|children|son|daughter|baby)\b[^.?!]{0,30}\b(to|on) (a|the) jobs?\b`,
  String.raw`(when|how often|how) (do|will|would|does) (u|you|i|we|cleaners?) get paid(?! back)|bring (my|her|his) (daughter|son|kids?|child|children|cousin|friend|sister|helper)\b[^.?!]{0,30}\b(to|on) (the )?jobs|(take|go to|get to|walk to) (the )?jobs\b|review (my |the |our )?applications?|if (i|we) apply and (don'?t|dont|do not) get (in|accepted|hired|picked)|(are|is) the (customers?|clients?) (checked|vetted|screened)|going (alone )?in(to)? (strangers'?|clients'?|customers'?|people'?s) (houses|homes)|(or )?does the (client|customer) (have|provide|supply|give)`,
  // "Are there actually jobs down here near Glassboro?", "friends to sign up as cleaners", "if I get a bad review, do I get
  // kicked off": the work, as a would-be cleaner asks it.
  String.raw`\b(are there|is there|any) (actually |even |really |any |enough )?(nestwell |cleaning )?(jobs|work)\b(?= (\w+ ){0,3}(near|around|in|down|up|out)\b)|\b(sign up|join|apply) as (cleaners|crew)\b|\brefer\w* (my )?(friends?|people) (to|as) (clean\w*|the crew)\b|\b(i|we) (get|got) (a |an )?(bad|low|negative|one[- ]star|1[- ]star) (review|rating)s?\b[^.?!]{0,40}\b(kicked|fired|deactivat\w*|banned|lose)\b`,
  // "My english is not perfect, is ok for the crew? the clients will understand me?", "I never had problem with police... they
  // check my credit?", "the jobs will be near Long Branch? I dont want drive 1 hour", "is safe for me go in houses of people I
  // dont know? who protect the cleaner?", "to apply will you ask for my social security?", "no experience, will you still accept
  // me?", "who covers me?", "a customer give me a tip", "i have to bring my own supplies?", "the travel... count as work
  // time?": the work asked of oneself, by someone who would do it.
  String.raw`(ok|okay|fine|good enough|enough|a problem) for (the|your) crew\b|\b(the|my) (clients?|customers?) (will|would|can|could) (\w+ )?(understand|like|trust) me\b|(never|no|any|not) (had |have |got )?(a |any )?(problems?|trouble) with (the )?police|(check|checks|look at|see|pull|run) my (credit|record|history)\b|\bthe jobs (will|would|are|is) (be )?(near|in|around|close to|far)\b|i (don'?t|dont|do not) (want|wanna) (to )?drive\b|who protects? (the |a )?cleaners?\b|safe for (me|a cleaner|cleaners) (to )?(go|going|work|working) (in|into|inside) (the )?(houses|homes)\b|(houses|homes) of (people|strangers) (i|we) (don'?t|dont|do not) know|\b(in order )?to apply,? (will|would|do|does|are|is|must|should|can) (you|u|they|nestwell)\b|\b(will|would|do|can) (you|u|nestwell|they) (still )?(accept|take|hire) me\b|who (covers|protects|insures) me\b|\b(a |the )?(client|customer)s? (gives?|gave|leaves?|left) me (a )?tips?\b|\bi (have to|need to|gotta|must) (bring|buy) my own\b|\b(counts?|counted) as work(ing)? time\b|\b(paid|pay) (for )?(the )?travel\w*( time)?\b`,
  // An applicant's questions as round 184's wrote them: paid by the hour or the job, older ladies taken on, experience
  // without papers, the credit looked at, work round here, where to apply in the app, what the crew does, pay lost to a
  // complaint, which cleaner gets which job, who pays for the check, customers near home.
  String.raw`(you|they|nestwell) pay (\w+ )?(by|per) the (hour|job|room|house)\b|(take|tek|hire|accept|want) (older|old|young) (ladies|women|people|persons|men)\b|\b(i|we) have (\w+ ){0,2}years?( of)? experience\b[^.?!]{0,30}\b(clean\w*|housekeep\w*)|(look at|check|pull|run) (the |your )?credit\b|\b(work|jobs) (round|around) here\b|(can'?t|cannot) find where to apply|what (kind of|kinda|sort of|type of) (cleaning|work|jobs?) (does |do )?(the|your) crew do\b|\b(i|we) lose (my|our) pay\b|which cleaner gets? which job|\bme or (nestwell|you)\b|(which|what) towns? (near|around)\b[^.?!]{0,30}\bhave customers?\b`,
  // Round 193's applicant: a client drunk or aggressive at the job, going alone to strangers, the cleanings she will do,
  // who pays for the check asked after it, jobs only on Saturdays.
  String.raw`(if|when) (the |a )?(client|customer) (is|gets|was|becomes) (drunk|aggressive|violent|rude|creepy|angry)|(go|going|travel) alone (to|into) (strangers|(people|clients)'?s? (houses|homes))|what (cleanings?|jobs|work) (will|would|do) i (do|be doing)\b|background check\b[^.?!]{0,20}\bwho pays|(take|do|work|get) (jobs|shifts|cleanings) only (on )?(saturdays|sundays|weekends)`,
  // Round 194's applicants, in their English: doing the cleaning only evenings, her old jobs called, refused for a record, W2
  // or 1099, how much goes to her, choosing the house she goes to, training given, a client's tip, her details for applying,
  // still paid for her hours; a nephew who "look for job... where he apply?"; (round 195's, read from Spanish) something
  // broken in a home by accident.
  String.raw`(can|could) i (do|take) (the )?(cleaning|cleanings|jobs?|work) only\b|call (my )?(old|past|previous|former) (jobs|employers|bosses)|(refuse|reject|deny|turn down) me\b|is (it )?w-?2 (employee|or)|(?<!\b(receipts?|invoices?|bills?|e-?mails?|reminders?|photos?|notifications?|texts?) )go(es)? to me\b|(choose|pick) which (house|home|job|client)s? (i|to)\b|(they|you|u|y'?all|nestwell) (give|offer|provide)s? (any )?training|(clients?|customers?) (can|could|will|do|does) (give|leave) (me )?(a |any )?tips?|(information|info|data|details) (for|to) (apply|applying|the application)|(do|will|would)? ?(i|we) (still )?get paid (for|if|when)\b|where (he|she|they) (can |could )?apply\b|\blooks? for (a )?(job|work)\b|if i break (something|anything)\b[^.?!]{0,20}\b(in|at) (a|the|someone'?s|a client'?s) (house|home)\b`,
  // "Im applying to clean. can i only do offices?": an application under way, said first.
  String.raw`^(i'?m|im|i am|we'?re|we are) (now |currently |just )?(applying|trying to apply)\b(?! (the|a|my|our|this|that) (code|discount|coupon|promo))`,
  // Round 196's: "cleaner job pay koto?", "my cousin ... want to work cleaner for you. do you give visa sponsor?", a work
  // permit or an ITIN for applying (a Visa card is a way to pay, not this); round 197's "could she sign on with you", "if i am
  // accepted, where will i work?".
  String.raw`(cleaner|cleaning|crew) (job|jobs|work|position)s? (pay|pays|paid)\b|work (as )?(a )?cleaners? for (you|u|nestwell)|(she|he|they|my \w+) (could |can |would |will )?sign (on|up) (with|for) (you|u|nestwell)\b[^.?!]{0,40}\b(sent|jobs?|work|clean\w*)|if (i am|i'?m|i was|i get|i got) (accepted|hired|approved|taken on)\b|where (will|would|do) i (be )?(work|working)\b|visa sponsor\w*|sponsor\w* (a |the |my |work )?visas?|work (visa|permit)s?|\bitin\b(?=[^.?!]*\b(apply\w*|application|work|job|crew|cleaner)\b)`,
  // Round 204's applicant, a hotel housekeeper: her years of work counted, a reference letter, her notice to give, papers
  // for the work, her record beside the check, the photos she must take, the products she would use, working for nothing,
  // a client angry with her, what the cleaner is paid of a price.
  String.raw`(this|my|that) experience (is )?(counts?|matters?|helps?)|(reference|recommendation) letters?|letters? of (reference|recommendation)|how (fast|soon|quick(ly)?) i (can|could) start|(give|hand in|put in|giving|gave) (my |the |a )?(two weeks'? )?notice (to|at) (my |the )?(manager|boss|employer|job|work|supervisor|hotel)`
  + String.raw`|(documents|papers|paperwork) (does |do |will )?(you|nestwell|they) (need|want|ask)\w* (for|to) (the )?(work|job|apply|join|hire)|(i have|i got|with) (a |my )?(green card|work permit)|background check[\s\S]{0,60}\b(i|me) (had|have|got)\b[^.?!]{0,30}\b(problems?|issues?|trouble|tickets?|record|arrest\w*|charges?)`
  + String.raw`|how many (photos?|pictures?|pics) (do |must |should )?i (must |have to |need to |should )?(make|take)|(which|what) (chemicals|products|cleaning products|supplies) (do |can |should |must |will |would )?i (can |must |should |will )?(use|bring)(?![^.?!]{0,12}\b(on|for|in|at home|to clean)\b)`
  // Round 205's: "what happens with the personal information I give in the application? especially my social security number",
  // "is there an age limit? I am 58. and is there an English test?".
  + String.raw`|(ssn|social security( number)?)\b[\s\S]{0,80}\bapplication|application\b[\s\S]{0,80}\b(ssn|social security)|(english|language) tests?|age limit\b[\s\S]{0,40}\bi('?m| am) \d\d`
  + String.raw`|(i|we) (work|worked|clean|cleaned|will work|would work) (for )?(free|nothing)|(clients?|customers?) (is|are|gets?|will be|would be|was) (angry|mad|upset) (with|at) me|(how much|what) (does |do |is |will )?(nestwell|you|u|they) (is |are )?(pay|pays|paying) (to )?(the |your |its |a )?cleaners?|cleaners? (gets?|makes?|keeps?|receives?) (all |the whole |this |that )+(\$|money|amount|price)`,
  // Round 211's applicants, in words of their own: at work with a client beside ("if I am cleaning and the client dog bite
  // me, who I call?"), and the app wanted for working, not for booking ("I want to clean not to pay a cleaning", "where is for work??").
  String.raw`(i'?m|im|i am|while i'?m|when i'?m) (cleaning|working)\b[^.?!]{0,40}\b(the|a) (clients?|customers?)('?s)?\b|(want|wanna|would like) to (clean|work),? (and )?not (to )?(book|pay|hire|order)\w*|where is (it |the app |the part )?for (the )?(work|job|cleaners)\b`,
  // The asker as the one at the job, in any round's words: the client in the third person beside "me" ("who brings the
  // vacuum, me or the client?", "if the client cancels when I already drove to her house"), jobs taken ("can I take only
  // office jobs?"), houses or offices cleaned for years, and wanting "to be a cleaner".
  String.raw`(me|i) or the (clients?|customers?)|the (clients?|customers?) or (me|i)\b|(if|when) (the|a|my) (clients?|customers?) (\w+ ){0,3}(cancel\w*|(is|are|isn'?t|aren'?t|not) (home|there)|no[- ]shows?)\b[^.?!]{0,40}\b(i|me)\b|\bi (already |just )?(drive|drove|driven|travel\w*|go|went|arrive\w*|get|got) (to|at|there)\b[^.?!]{0,15}\b(her|his|their|the (clients?|customers?)'?s?) (house|home|place|apartment)|\b(can|could|will|would|do) (i|we) (only )?(take|do|get|pick|choose|accept) (only )?(\w+ )?jobs\b(?! done)|\b(i|we) (can |could )?(only )?(take|pick|choose|accept) (only )?(\w+ )?jobs\b|\bi (have )?(clean|cleaned|been cleaning) (houses|homes|offices|apartments|hotels?)\b|\b(start|begin|want|wanna|like|love|apply|how|chance) to be (a |an )?(nestwell )?(cleaner|housekeeper|maid)\b`,
  // The cleaner's own stake in a client's verdict, a missed job or the job photos: "if client is not happy with me, I work 3
  // hours for nothing?", "I cannot go to job, there is penalty for cleaner?", "I don't like my face in pictures".
  String.raw`(clients?|customers?) (is |are |was )?(not |isn'?t |aren'?t )?(happy|satisfied|pleased|angry|upset) with me\b|\bi (work|worked|clean|cleaned)( \w+){0,3} for (free|nothing)|who (pays?|will pay|would pay) me\b(?! back)|\b(i|we) (can'?t|cannot|could not|couldn'?t|won'?t|will not) (go|get|come|make it) to (the |my |a |that )?(job|work|shift|cleaning)s?\b|\b(penalt\w*|fines?|strikes?) for (the |a |me as )?(cleaners?|crew)\b|\bmy face\b[^.?!]{0,20}\b(photos?|pictures?|pics)\b|\b(photos?|pictures?|pics)\b[^.?!]{0,20}\bmy face\b`,
];
/**
 * The crew's words, an expression for each line above: V8 compiles a pattern longer than 20 KB without its optimisations
 * (`kRegExpTooLargeToOptimize`), and the lines joined in one are longer, which read a long message some 15 times slower.
 */
const CREW = CREW_WORDS.map((words) => new RegExp(String.raw`\b(?:${words})\b`));
const crewSaid = (text: string) => CREW.some((words) => words.test(text));
/** "My shift": a cleaner's, unless it is what moves a client's booking ("can I cancel if my shift changes", a nurse's) or a job of their own ("just finished my shift"). */
const MY_SHIFT = /(?<!\b(?:because of|due to|after|around|between|with|finished|finish|finishing|off|from|done with|end of)\s)\bmy (work )?shifts?\b/;
const CLIENT_BOOKING = /\b(cancel\w*|change (it|that|this)|(if|when) my (work )?shifts? (changes?|moves?|gets? (changed|moved))|reschedul\w*|move|change (the|my) (date|time|booking|cleaning|appointment)|my (cleaning|booking|appointment|visit)|book\w*|the cleaners?)\b/;
/**
 * The one asking as the one who would do the work, whatever the topic: turning down, picking up or taking jobs or shifts,
 * being hired, what they need to be taken on, their own record or earlier background check, where they would work, going
 * into a client's house, their own employment, the photos they would take. "If a client has cats can I say no to that
 * job?", "could i pick up cleaning shifts on my days off", "will the background check stop me from working?", "do I need
 * cleaning experience or a certificate?", "can I choose to work only in Bayonne?", "when i go in client house...".
 */
const WORKER_STANCE = new RegExp([
  // "Cleaner get how much from that?" after a client's price, "i live in pa, can i still work nestwell nj?".
  String.raw`\b(the )?cleaners? (gets?|makes?|earns?|keeps?|receives?) how much\b|\bhow much (of (that|it|this) )?(do|does|will|would) (the )?cleaners? (get|make|earn|keep|receive|take home)\b|\bcleaners? (gets?|makes?|earns?|keeps?) [^.?!]{0,15}\b(from|of) (that|it|this)\b|\b(can|could) (i |we )?(still )?work (for |with |at )?(nestwell|you|y'?all)\b`,
  String.raw`\b(can|could|may|do|will|would|should|am) i (be able to |be allowed to |allowed to |get to )?(say no to|decline|turn down|refuse|reject|pick( up)?|choose|accept|take)\b[^.?!]{0,25}\b(jobs?|shifts?|clients?|assignments?)\b`,
  String.raw`\bstop me (from )?(working|being hired|getting (hired|the job|accepted))\b|\b(can|could|will|would) i (still )?(be|get) (hired|accepted|approved)\b`,
  String.raw`\bdo i need (any |some |cleaning |previous |prior |professional )?(experience|a certificate(?! of)|certificates?(?! of)|certification|my own (car|vehicle|supplies|equipment)|a car|a driver'?s licen[cs]e)\b`,
  // "Do i need bring my own cleaning supplies and vacuum or company give?", "what kind of cleaning work I will do?": an
  // applicant's, as someone new to English says it.
  String.raw`\bdo i (need|have) (to )?bring my own (cleaning )?(supplies|products|vacuum|equipment|mops?|tools)\b|\bwhat (kind of |type of )?(cleaning )?work (i will|will i|i would|would i|i'?ll) do\b`,
  String.raw`\b(i|we) (want to |would like to |'d like to |can |could )?(work|clean) (only|just) (in|near|around|close to)\b|\bchoose (where|which (towns?|areas?|cities)) (i|to) work\b|\bwork only in\b`,
  String.raw`\b(i|i'?ve|i have) (already )?(passed|done|had|did) (a |my |the )?background check|\b(for|about|on|regarding) the background check,? i\b|\b(i have|i had|i got) (a |an )?(criminal record|record|conviction|dui|arrest|felony|misdemeanou?r|\w+ charge)\b`,
  // "For the background check will i have to give my social?", "i had something when i was 16 that got sealed. would that
  // stop me?": the one to be checked, asking what it takes of them or whether their past rules them out.
  String.raw`\b(for|about|on|regarding|in) the background check,? (will|would|do|must|should|can) i\b|\b(would|will|could|can|might) (that|it|this|my record) (stop|block|disqualify|rule) me( out)?\b(?! from (booking|using|getting))|\b(background checks?|vetting)\b[^?]{0,60}\bmy (social|ssn|social security( number)?|juvenile record|sealed record)\b`,
  String.raw`\b(do|does|must) (crew members?|cleaners|the crew) (need|have to (have|bring|buy)) (their|a|an) own\b|\bwhere('?s| is) the job (part|section|side)\b`,
  // "What kind of cleaning I would do?", "what the client see about me? my picture, my rating?": the work and the profile of
  // the one asking, as round 203's applicant wrote them.
  String.raw`\bwhat (kind of |type of |sort of )?(cleaning|cleanings|jobs?|work) (i would|would i|i will|will i|i'?ll|i'?d) (do|be doing)\b|\b(what|how much) (do |does |can |will )?(the )?(clients?|customers?) (see|know|learn)s? (about|of) me\b`,
  // "When I go in client house and something break, who pay?": a client spoken of as someone else's, by one who goes there.
  String.raw`\bi (go|clean|arrive|work|am working|'m working|am cleaning|'m cleaning) (in|at|inside)\b[^.?!]{0,12}\b((a|the|each|every) )?clients?'?s? (house|home|place|apartment)\b`,
  String.raw`\bi (will|would|'ll) be (an? )?(employee|contractor|1099|w-?2)\b|\bi (have|need) to take (the )?(pictures?|photos?|pics)\b`,
  // "Can i get paid to clean for yall?", "does the background check cost me money?", "would i only work in Elizabeth or other
  // towns too?", "i already clean houses on my own, can i still join?".
  String.raw`\b(get|be|getting) paid to clean\b|\b(background check|vetting)\b[^.?!]{0,20}\bcost (me|us)\b|\b(do|will|would|must) i (have to )?pay for (the |my )?background check\b`,
  String.raw`\b(would|will|do|can|could) i (only )?work (only )?(in|around|near)\b[^.?!]{0,30}\b(or|other towns?|elsewhere|too)\b|\bi (already )?clean (houses|homes|apartments)\b[^.?!]{0,40}\b(join|apply|work (for|with))\b`,
  // "The client choose me by name in the app, so I keep my families?": a cleaner's clients, asked of by the cleaner.
  // "We think to open a small LLC for cleaning... work together with Nestwell as a company?": a cleaning company's own.
  String.raw`\b(clients?|families|customers)\b[^.?!]{0,50}\b(choose|chooses|pick|picks|book|books|request|requests|find|finds) me\b|\bkeep my (families|clients|customers|houses)\b|\b(open|start|have|run|own)\w* (a |an |our |my )?(small |little |own )?(llc|company|business)\b[^.?!]{0,15}\b(for |of |doing )?cleaning\b|\bcleaning (llc|company|business) of (our|my) own\b`,
  // "R there a lot of jobs in Camden?": how much work there is, asked by one who would do it.
  String.raw`\b(a lot of|lots of|many|much|enough|plenty of) (jobs|work|shifts|gigs)\b|\b(jobs|work|shifts) (available|near me|in my area)\b`,
  // "Do I have to bring my own supplies?", "what if a client leaves me a bad review?", "which towns will I work in?", "a
  // problem on my record from ten years ago", "the background check, do I have to pay for it myself?".
  String.raw`^(?![\s\S]*\b(your|the) cleaners?\b)[\s\S]*\b(do|will|would|must|should) i (have to |need to )?(bring|buy|provide|carry) (my|our) own\b|\b(clients?|customers?|homeowners?) (leaves?|left|gives?|gave|writes?|wrote) me (a |an )?(bad|negative|low|poor|mean|1[- ]star|one[- ]star) (reviews?|ratings?)\b|\bwill i (be|get) fired\b`,
  String.raw`\b(which|what) (cities|towns|areas|places|counties) (will|would|do|am|could|can) i (be )?(going to )?work\b|\b(problem|issue|mark|charge|conviction)s? (in|on) my (criminal |police )?record\b|\bbackground checks?\b[^.?!]{0,60}[.?!]?[^.?!]{0,20}\bi (don'?t|dont|do not) have anything (bad|on (my|me))\b|\b(background check|vetting)\b[^.?!]{0,40}[.?!]?[^.?!]{0,30}\b(do|will|would|must) i (have to )?pay (for it|for that|it)?( myself)?\b`,
  // An applicant's own words (round 165): "I need buy my own vacuum or company give?", "is problem for work?", "if I work for
  // you", "if I get hurt in client house", "can I do only office cleaning?", "there is clients here or I will have to drive
  // to Trenton?", "she wants to work cleaning... how she can start with you?", "cleaning jobs for extra $".
  String.raw`\b(i )?(need|have) (to )?buy my own (vacuum|supplies|chemicals|products|equipment|tools)\b|\bor (the )?company (give|gives|provide|provides)\b|\b(is (it )?(a )?)?problem for (the )?work\b|\bif (i|we) (work|worked|start working) (for|with) (you|nestwell|y'?all)\b`,
  String.raw`\b(i|we) (get|got|am|'m|was|were|fall|fell|slip|slipped|trip|tripped)( hurt| injured)?\b[^.?!]{0,20}\b(in|at|inside) (a |the )?clients?'?s? (house|home|place|apartment)s?\b|\b(can|could|may) i (do|take|work) (only|just) \w+ (cleaning|cleanings|jobs|work|shifts)\b|\bthere (is|are) (any )?clients (here|near me|in my (town|area))\b|\b(will|would) i have to (drive|travel|commute)\b`,
  // "I download the Nestwell app but it only ask me to book cleaning?? where is the job": the jobs, looked for in our app.
  String.raw`\bwhere (is|are|r) (the )?(jobs?|work)\b(?! (photos?|pics?|pictures?|details?|done|address|located))|`
  // "Yung 'business coming soon' sa website, job din ba yun?": the business version taken for work.
  + String.raw`\bbusiness (version|waitlist|wait list|coming soon)\b[^?]{0,40}\bjobs?\b|`
  + String.raw`\bto work cleaning\b|\b(start|begin) (working )?(with|for) (you|nestwell)\b|\bcleaning jobs\b|\bbackground check,? (they|you) ask\w* (me|my|for my)\b`,
  // A job-seeker's own words (round 177): "im 54 is that to old for you guys", "how does the pay work", "can i just do lite
  // jobs", "do i get health insurance? full time hours?", "how fast can i start", "if i apply what happens with my ssn",
  // "can my wife work with me, same houses".
  String.raw`\b(to|too) old (for (you|u|y'?all|this|the job|nestwell)|to (work|clean|start|apply|join))\b|\bhow (does|do|is) (the )?pay (work|done)\b|\b(lite|light|easy) (jobs|work)\b`
  + String.raw`|\b(do|will|would) i get (health insurance|benefits|paid time off|pto|a 401\(?k\)?)\b|\bfull[- ]time hours\b|\bhow (fast|soon|quick(ly)?) (can|could) i start\b|\bif (i|we) (apply|applied|join (the crew|nestwell|you))\b`
  + String.raw`|\b(can|could) (my )?(wife|husband|partner|sister|brother|friend|son|daughter|cousin) (work|clean) with me\b`,
  // "If client say I break something or take something, what Nestwell will do for me?": a client accusing the one asking.
  String.raw`\b(if|when|what if) (the |a |my )?(clients?|customers?|homeowners?) (says?|said|claims?|accuses?|blames?|thinks?) (that )?(i|me)\b`,
  // An applicant's own words (round 202): "if client house has dog, I can say no to this job?", "it is okay for apply?",
  // "Nestwell give me the cleaning products and vacuum?" (not "or must I buy them myself?", which a client asks too).
  String.raw`\bi (can|could|may) (say no to|decline|turn down|refuse|reject|skip)\b[^.?!]{0,25}\b(jobs?|shifts?|clients?|houses?|homes?)\b`
  + String.raw`|\b(ok|okay|possible|fine) (for|to) apply\b|\b(give|gives|provide|provides) (me|us)\b[^.?!]{0,30}\b(products|supplies|vacuum|equipment|uniforms?)\b`,
].join('|'));

/** Filming the work ("can she film me while I clean at a client's house?"): the creator program's, whoever cleans. */
const FILMED = /\b(film\w*|videos?|record\w*|tiktoks?|reels?)\b/;

/** "Apply the code": a client's word for a promo code, not an application. */
// "It's not applying!!" after the code: the code, whatever the word says to an applicant.
const APPLIES_A_CODE = /\bappl(y|ied|ying)\b.*\b(code|coupon|promo|discount|newcomer)\b|\b(code|coupon|promo|discount|newcomer)\b.*\bappl(y|ied|ying)\b|^\W*(it'?s|its|it is|it|that'?s|this|still) (not |n'?t |still not )?(apply|applying|applied)\b|\b(isn'?t|is not|won'?t|doesn'?t|didn'?t|not) (apply|applying)\W*$/;

/** What a visit covers, asked of none named: "what would a typical visit cover?", "what does the cleaning include?". */
export const A_VISIT_COVERS = /\bwhat (exactly |actually )?(does|do|would|will) (a|an|the|each|your|one) (\w+ )?(visit|cleaning|clean|appointment)s? (\w+ )?(cover|include|involve)\b/;

/** Someone who makes videos or posts about us: the creator program's. */
// "Can i just upload the mp4 file directly on the form", "can i film my roommate's room for the before/after".
export const CREATOR = /#ad\b|\bmy content\b(?! (is|was) (cleaned|clean))|\bcontent (is |gets |was )?(shot|filmed|posted)\b|\b(mp4|video files?)\b|\bupload\w* (the |my |a )?(vids?|videos?|clips?)\b|\bbefore\/after\b(?! (photos?|pics?|pictures?))|\bbefore[ -](and[ -])?after (vids?|videos?|clips?|footage|reels?|tiktoks?)\b|\b(film|filming|shoot|shooting) (my|our|the|a|her|his) (\w+'s )?(room|apartment|place|home|house|hallway|building|kitchen|bathroom)\b|\b(get|getting|be|been) paid( \w+){0,2} after (i |we )?(submit|post|upload)\w*\b|\b(pay|pays|paid|payment)( \w+){0,2} after (i|we) (submit|post|upload)\w*\b|\b(what|which) (links?|urls?)\b[^.?!]{0,30}\bform\b|\bfree (cleanings?|cleans?|services?)\b[^.?!]{0,40}\b(film\w*|shoot\w*|posting|review\w*|feature\w*)\b|\bin (the|my|an?) (intro|outro)\b|\b(intro|outro) (shot|clip|scene)s?\b|\b(in|out of) (the )?frame\b|\b(media|press) kits?\b|\b(program|creator) overview\b|\b(what|which) links (can|do|should) (i|we) (submit|send|upload|post|paste)\b|\bfilm(ing)? (the |my |a |our )?(cleaners?|process|videos?|tiktoks?|reels?)\b|\bwhat to (film|post)\b|\b(ideas?|inspo) (for|of|on) (what to |a |my |the )?(film|post|videos?|content|tiktoks?|reels?)\b|\bideas? for what to\b|\bsubmit(ted|ting)? (my |the )?(links|videos?|clips)\b|\b(creators?|influencers?|ugc|content creat\w*|videos?|vids?|tiktok(s|er|ers)?|youtube(rs?)?|instagram(mers?)?|reels?|(social|my|our|your|ig|tiktok|instagram) handles?|followers?( count)?|my (channel|audience)|pov|day[- ]in[- ]the[- ]life|paid partnerships?|brand deals?|(?<!\bvisa )sponsor(ed|ship)?(?! (a |the |my |work )?visas?\b)|collab\w*|ambassador\w*|per video|partner (with|up with) (you|nestwell))\b/;

/** "How do you say 'thank you for cleaning' in Korean?": a translation asked, not a cleaner's language. */
const SAY_IT_IN = new RegExp(String.raw`\bhow (do|would|can|should) (you|i|we|u) (say|write|spell)\b[^.?!]{0,50}\bin (${LANGUAGES_SPOKEN})\b`);

/**
 * A waitlist asked for a place: "a waitlist for that area?", "waitlist for towns you don't cover", "my zip isn't served, is there
 * a waitlist"; or being told when we come there: "can she be told when you come to Maryland?".
 */
export const AREA_WAITLIST = /\bwait ?list\b[^.?!]{0,40}\b(areas?|towns?|city|cities|zips?|zip codes?|regions?|states?|counties|county|there|places?|where (i|we) live|outside|my (area|town|city|zip|state))\b|\b(areas?|towns?|city|zip|zip codes?|region|state)\b[^.?!]{0,40}\bwait ?list\b|\b(let (me|us|her|him|them) know|(be|get) (told|notified|alerted|informed)|notif(y|ied)|hear)\b[^.?!]{0,30}\bwhen (you|u|nestwell|your (service|company|cleaners))\b[^.?!]{0,20}\b(come|comes|expand|expands|start|starts|launch|launches|open|opens|arrive|arrives|get|gets|reach|reaches)\b/;

/** Someone claiming to be us: "an account DM'd me saying they're Nestwell", "a WhatsApp offer from Nestwell, legit?". */
export const CLAIMS_TO_BE_US = /\b(pages?|accounts?|profiles?|ads?|posts?|dm'?e?d|dms?|messages?|texts?|emails?|callers?|(phone )?calls?|(?<!\b(?:i|we) )(called|phoned|telephoned|rang|messaged|texted|emailed|contacted))\b[\s\S]{0,120}\bis (that|this|it|he|she|they) (really |actually )?(you|yours|nestwell|legit|real|official|(your|nestwell'?s?) (company|business|page|account|profile|people))\b|\b(pages?|accounts?|profiles?)\b[^.?!]{0,80}\b(really|actually) (you|nestwell|yours)\b|\b(claim\w*|saying|says|said|pretend\w*|posing|impersonat\w*)\b[^.?!]{0,20}\b(they'?re|they are|they were|to be|as|it'?s|it is|it was|he'?s|she'?s|he is|she is|he was|she was|li se) (from )?['"‘“]?(nestwell|you guys)\b|\b(scam\w*|fake|legit)\b[^.?!]{0,40}\b(accounts?|profiles?|pages?|dms?|messages?|whatsapp)\b|\b(accounts?|profiles?|pages?|dm'?d?|messages?|whatsapp)\b[^?!]{0,120}\b(scam\w*|fake|legit|real(?=\s*\?|\s*$))/;


/** The per-room list asked for all the same: "just use your list prices", "roughly, using your per-room prices". */
const LIST_PRICES_ASKED = /\b(list|per[- ]room|room|flat|standard|home) (prices|rates)\b|\b(using|use) (your|the) (rates|prices|price list)\b/;

/** The business version of the app, coming soon. */
const THE_BUSINESS_VERSION = /\bbusiness (version|account|dashboard|platform|portal)\b/;
/** The coming app named any way ("this 'nestwell for business' thing"): compared with "regular", it is not the office service. */
const OUR_BUSINESS_VERSION = new RegExp(String.raw`${THE_BUSINESS_VERSION.source}|\b(business app|nestwell for business)\b`);

/** Rooms only a workplace has: "a conference room", "the sales floor", "3 operatories" (not a restroom or a kitchenette, which homes have). */
export const ONLY_A_WORKPLACE_HAS = /\b(conference rooms?|reception( area)?|break ?rooms?|lobby|lobbies|waiting (room|area)|operator(y|ies)|sterili[sz]ation|classrooms?|sales floor|stock ?room|fellowship hall|meeting rooms?|treatment rooms?|front counter|seating area)\b/;
/**
 * Beside offices counted ("four private offices... and two restrooms"), a workplace's rooms: those, a restroom or a
 * kitchenette too, or the office named as ours ("our office has").
 */
const A_WORKPLACE_S_ROOMS = new RegExp(String.raw`${ONLY_A_WORKPLACE_HAS.source}|\b(restrooms?|kitchenette|(our|the) office (has|is|with)|for (our|the) office|agency|firm|brokerage|practice)\b`);
/** A price asked that is not the rooms': a fee, a cancellation, a minimum, how a room is counted, a tax. */
const NOT_THE_PRICE = /\b(cancel\w*|reschedul\w*|fee|minimum|half[- ]?bath\w*|counts? as|priced as|tax\w*|deductib\w*|write[- ]?offs?)\b/;

/** Whether we clean it, asked: "do you clean also the bathroom for customers?". */
const CLEAN_IT_ASKED = /\b(do|can|could|will|would) (you|u|y'?all|nestwell) (also )?clean\b/;

/** A business's space priced or asked to be cleaned: not an add-on's price, a fee, how a room is counted, nor a home's. */
function aBusinessPriced(text: string, asks: Ask[], order: Order): boolean {
  if (!(asks.includes('price') || CLEAN_IT_ASKED.test(text)) || order.rooms.has('Bedroom') || order.addOns.length) return false;
  if (NOT_THE_PRICE.test(text) || LIST_PRICES_ASKED.test(text)) return false;
  return A_BUSINESS_PRICED.test(text) || (order.rooms.size > 0 && ONLY_A_WORKPLACE_HAS.test(text));
}

/** A business: a salon, a restaurant, a daycare, a vet clinic. */
const A_BUSINESS = String.raw`(nail |hair |beauty |coffee |pastry |flower |gift |retail |vet |veterinary |dental |medical |animal )?(sal[oó]n|restaurant|barber ?shop|tattoo (shop|parlou?r)|daycare|caf[eé]|bakery|shop|store|boutique|gallery|gym|clinic)`;
/**
 * A business whose rooms someone prices: "my salon", "a studio for classes", or the business before its cleaning or after
 * "for" ("restaurant cleaning price?", "how much for the salon?", as a reading of Korean or Spanish puts them).
 */
const A_BUSINESS_PRICED = new RegExp(String.raw`\b(my|our|the|a|small|little|for|clean)\s+${A_BUSINESS}\b|\b${A_BUSINESS}\s+clean(ing)?\b|${WORK_STUDIO.source}`);

/** The app to book a cleaning with, asked of the two: "which one do I download to book?", "I downloaded Nestwell Crew and it wants a background check, is that how I book a cleaning?", "...and can't find anywhere to book". */
const APP_TO_BOOK = /\b(which|what) (one|app) (do|should|would|can) (i|we) (download|get|need|use|install)\b[^.?!]{0,20}\b(to|so i can|so we can|for) book(ing)?\b(?![^.?!]{0,20}\b(jobs?|shifts?|work)\b)|\b(downloaded|installed|got) (the )?nestwell crew\b[^.?!]{0,30}\b(ask\w*|wants?) me to (apply|sign up|register)\b|\b(downloaded|installed|got|put)\b[^.?!]{0,15}\bnestwell crew\b[^?]{0,120}\b(book(ing)?|schedul\w*|order) (a |my |the |our )?(house ?|home |apartment |apt )?clean(ing)?\b|\b(downloaded|installed|got|put)\b[^.?!]{0,15}\bnestwell crew\b[^.?!]{0,40}\b(can'?t|cannot|don'?t|no way to|nowhere to|where (do|can) i) (find (anywhere|where|a way|how) to |see (how|where) to )?(book|schedule|order)\b/;

/** A choice of app asked, and the Crew app seen beside ours in the store. */
const WHICH_APP = /\b(which|what) (one|app)\b/;
const CREW_APP_SEEN = /\b(i see|i saw|i found|there'?s|theres|there is|there are|also|and) (also )?(a |an |the )?nestwell crew( one| app)?( too| also| as well)?\b/;

/** Hiring the service, not being hired: "than hiring you", "or hire a cleaner". */
const HIRING_US = /\b(?:service|company|cleaners?|maid|housekeeper|cleaning lady) (?:i|we) (?:last |once |had )?hired\b|\b(?:(?:i|we) |have |has |had |ever |never |once )+hired (?:a |an |any |another )?(?:cleaning |house ?cleaning )?(?:service|company|cleaner|maid|housekeeper|(?:cleaning )?lady|ladies|woman|women|anyone|anybody|someone|help)s?\b|\b(than|vs\.?|versus|or|instead of) hir(e|ing) (you|u|y'?all|nestwell|a cleaner|a cleaning (service|company)|someone|help|a pro(fessional)?)\b|\bhir(e|ed|ing) (only )?(insured|licensed|bonded|reputable|professional|vetted) (\w+ )?(tradesmen|tradespeople|people|workers|help|companies|cleaners|contractors|pros)\b/;

/** A sum the visitor lost or paid out, with its dollars: "refund them $80", "keeping $200 from the deposit". */
const MONEY_LOST = /\b(refund(ed)?|pa(id|y) back|comp(ed)?|keep(ing|s)?|kept|withh[oe]ld\w*|deduct\w*|tak(e|es|ing)|took|lost|out)\b[^.?!$]{0,25}\$\s?[\d,.]+(?=[^.?!]{0,25}\b(deposit|guests?|refund\w*)\b|[^?]*\b(cover|reimburse|compensat\w*|pay (me|us|it|that|this|the \$?[\d,.]+)( back)?)\b)|\b(pay|cover|reimburse)\b[^.?!$]{0,15}\$\s?[\d,.]+(?=\s*[?.!]*$)/g;

/** A video watched, not made: "saw on tiktok you can mix bleach and vinegar", "I watched a reel where...". */
const WATCHED = /\b(saw|seen|watched|heard)\b[^.?!]{0,20}\b(on|in) (a |an |the )?(tiktok|youtube|instagram|reel|video)s?\b|\b(saw|seen|watched) (a |an |this |that |some )?(tiktok|youtube video|video|reel)s?\b/g;

/** Someone else's office, acting or visited: "the surgeon's office moved my follow-up", "my appointment at the dentist's office". */
const SOMEONE_ELSES_OFFICE = /\b(the|my|her|his|their|our) (\w+'s |\w+s' )office (called|calls|moved|rescheduled|changed|said|says|told|scheduled|wants|needs|set|booked|put|cancel\w*|pushed)\b|\b(appointment|follow-?up|visit|check-?up|procedure|surgery)s? (at|in) (the|my|her|his) \w+'s office\b/g;

/** "This app business is confusing", "all that business with the code": a matter, not a business. */
const A_MATTER = /\b(this|that|the whole|all this|all that) (\w+ ){0,2}business\b(?= (is|was|seems|gets) (so |too |very |really |a bit |kind of |kinda )?(confusing|complicated|annoying|hard|difficult|frustrating|new to me|a pain|a mess|over my head)|,? with (the|my|your|this|that)\b)/g;

/** What a cleaner earns asked: "how much do I make for a 3 bed 2 bath?", "do cleaners get paid per room?". */
const EARNED = /\b(i|we|cleaners?|the crew|you)\b[^.?!]{0,20}\b(earn\w*|make|gets?(?! (hired|accepted|in)\b)|paid|take home|keep)\b|\b(my|our|cleaners'?|the) (pay|wages?|salary|earnings)\b|\bgoes to (the )?(cleaners?|me)\b/;

/** A per-room tier as what something is compared with: "the same per-room price as the regular cleaning", "priced like standard". */
export const TIER_COMPARED = /\b(same|(?<!\b(i|we|you|u|they|she|he|would|'d|d|to|really|also|just|not|don'?t|dont|didn'?t) )like|as|than|compared (to|with)|vs\.?|versus)( (the|a|an|our|your|ur|my|in|at|for|with|on|per[- ]room|room|price|prices|rate|rates))* (regular|standard|normal|basic|deep)( clean\w*)?\b/;

function audienceOf(text: string): Audience | null {
  // A creator's pay or application is the creator program's ("how much do you pay per video").
  // "My handles", not "we handle clients' files". An account claiming to be us is not a creator's question.
  if (CREATOR.test(text.replace(WATCHED, ' ')) && !CLAIMS_TO_BE_US.test(text)) return 'creator';
  // "The crew app vs the normal app, which one do i download to book?": a client choosing between the apps.
  if (APP_TO_BOOK.test(text)) return 'client';
  // "Is cleaning my house myself cheaper than hiring you?": hiring us is a client's, whatever "hiring" says to the crew.
  if (HIRING_US.test(text)) return 'client';
  // "Which app do I get? I see a Nestwell Crew one too": the Crew app seen beside ours, not a cleaner asking.
  if (WHICH_APP.test(text) && CREW_APP_SEEN.test(text) && !crewSaid(text.replace(new RegExp(CREW_APP_SEEN, 'g'), ''))) return 'client';
  if ((crewSaid(text) || (WORKER_STANCE.test(text) && !FILMED.test(text)) || (MY_SHIFT.test(text) && !CLIENT_BOOKING.test(text))) && !APPLIES_A_CODE.test(text)) return 'crew';
  if (/\b(office|company|companies|business|corporate|invoic\w*|employees|coworkers|workplace|commercial)\b/.test(text)) return 'business';
  return null;
}

/** Reads the slots of one message (lower-cased, shorthand expanded: see toQuestion). */
export function slotsOf(text: string, facts: Facts): Slots {
  // "And the 50% applies every time?": the offer named by its own figure.
  const offerNamed = [`${facts.offer.percentOff}%`, `${facts.offer.percentOff} %`, `${facts.offer.percentOff} percent`].some((named) => text.includes(named));
  const promo = (offerNamed || /\b(newcomer|promo|coupon|discount|the code|code)\b/.test(text) || HALF_THE_FIRST.test(text)) && !AN_ENTRY_CODE.test(text)
    // "Sanitize prep tables to code", "the health code": a rule to meet, not a promo code.
    && !/\b(health|fire|food|building|safety|sanitary|county|state|dress) codes?\b|\b(to|up to|meet|meets|pass|passes|against) (the )?codes?\b|\bcodes? (compliance|violations?|inspections?|requirements?)\b/.test(text.replace(/\bnewcomer\b[^.?!]*/g, ''));
  // "Does NEWCOMER take 50% off the fee too?" asks about the code, not for a list of fees.
  // "Does that include the booking fee?" asks about a fee, not what a cleaning covers.
  // "Please also include the kitchen", "would you also include the inside of the oven?": an order, not what a cleaning covers.
  // "I had to refund them $80, will you cover that?": the money lost is the visitor's, not a price asked.
  const asks = ASKS.filter(([ask, re]) => re.test(ask === 'price' ? text.replace(MONEY_LOST, ' ') : text) && !(ask === 'fee' && promo) && !(ask === 'covers' && (FEE_INCLUDED.test(text) || !re.test(text.replace(ASKS_TO_INCLUDE, ' '))))).map(([ask]) => ask);
  // "What exactly is done in a bathroom on the standard clean?": what a visit does in a kind of room, not a room to price.
  const order = asks.includes('covers') && !asks.includes('price') && DONE_IN_A_ROOM.test(text) ? parseOrder(text.replace(DONE_IN_A_ROOM, ' '), facts) : parseOrder(text, facts);
  // "How much for clean my salon? 1 big room, 1 bathroom", "front counter, kitchen, one restroom: per visit?": a business's
  // rooms priced, or asked to be cleaned, are Office and Business Cleaning's, which the app prices; not the salon named
  // beside another question.
  // "The Nestwell business version, when is it launching and what will it include?" asks what the coming app covers, not the service.
  const theBusinessVersion = THE_BUSINESS_VERSION.test(text) && asks.includes('covers') && !/\b(office|commercial|business) clean/.test(text);
  // "The surgeon's office moved my follow-up": someone else's office, acting or visited, is no workplace to clean; "this app
  // business is confusing me" is a matter, not a business.
  const own = text.replace(SOMEONE_ELSES_OFFICE, 'someone').replace(A_MATTER, 'this');
  // "A turnover clean, same room rates as standard?": the service asked about, not the tier it is compared with.
  const about = OUR_BUSINESS_VERSION.test(own) ? own : own.replace(TIER_COMPARED, ' ');
  const named = (theBusinessVersion ? null : serviceOf(about, facts) ?? (about === own ? null : serviceOf(own, facts)))
    ?? (aBusinessPriced(text, asks, order) ? officeService(facts) : null);
  // Offices counted as rooms ("3 bed 2 bath and an office", "3 offices + 1 bathroom") are priced per room; "our office has
  // 4 rooms and 2 bathrooms", "small office, 2 rooms and a bathroom" is an office, which the app prices.
  const officesCounted = /\b(\d+|two|three|four|five|six|seven|eight|nine|ten|several) (\w+ )?offices\b/.test(text);
  // "Our office has four private offices, a conference room, a reception area... and two restrooms" is a workplace all the same.
  // "Wait 3rd br is an office now", "a second small bedroom i use as an office": a bedroom of the home used as an office.
  const homeWithAnOffice = named?.startsWith('Office') && !/\b(business|commercial|company|workplace|coworking)\b/.test(text)
    && (/\b(bedroom|br|bd|bed)\b[^.?!]{0,20}\b(is|'s|are|now|became|serves as|used as|use as|use it as)\b[^.?!]{0,15}\boffice\b/.test(text) || order.rooms.has('Bedroom') || (officesCounted && order.rooms.has('Bathroom') && (!A_WORKPLACE_S_ROOMS.test(text) || LIST_PRICES_ASKED.test(text))));
  // "For my own apartment, I am so tired after work. 2 bedroom, 1 bathroom... how much?": a home counted with its price asked
  // is a client's question, whoever asks it, unless it asks what a cleaner earns by it.
  const stance = audienceOf(own);
  const audience = stance === 'crew' && order.rooms.size && asks.includes('price') && !EARNED.test(text) ? null : stance;
  // "Rental turnover for a 2BR/1BA, what's the number?" asks its price; "ok what's the number" alone asks for the phone.
  if (!asks.includes('price') && /\bwhat('?s| is) the number\b/.test(text) && (named || order.rooms.size)) asks.push('price');
  // "Every two weeks, what's that a month? bedroom, bathroom, kitchen": the rooms' visits over the stretch, totalled.
  if (!asks.includes('price') && order.rooms.size && WHAT_IT_COMES_TO.test(text) && visitsAsked(text)) asks.push('price');
  // "Insides of the fridge, oven and microwave together?": add-ons summed.
  if (!asks.includes('price') && order.addOns.length >= 2 && ADD_ONS_SUMMED.test(text)) asks.push('price');
  return {
    audience,
    asks,
    service: homeWithAnOffice ? null : named,
    order,
    promo,
    frequency: FREQUENCY.exec(text)?.[0] ?? null,
    // A cleaner's "only free when the kids are at school" is about the work, not about schools.
    // A creator's "film" is a video's filming, not a movie.
    offTopic: CREATIVE.test(text) || (WEATHER_ASKED.test(text) && !WEATHER_AND_A_VISIT.test(text)) || (TRANSIT_RUNNING.test(text) && audience !== 'crew') || ABOUT_THE_ASSISTANT.test(text) || SAY_IT_IN.test(text) || OTHER_HELP.test(text) || (audience !== 'crew' && (RECOMMEND_ELSEWHERE.test(text) || soughtNearbyIsNotOurs(text) || (OFF_TOPIC.test(text) && audience !== 'creator' && !ON_TOPIC.test(text.replace(OFF_TOPIC, ''))))),
    refersBack: REFERS_BACK.test(text),
  };
}
