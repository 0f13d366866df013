/**
 * Questions from people who clean for Nestwell, or want to: applicants and crew members. They get
 * the crew's answers, composed from the sections of the apply page and of "How do I become a
 * Nestwell cleaner?", and crew support; never the client price list, the client app or client
 * support. Where the site says nothing for the crew (pay, hours, requirements), it says so.
 */
import type { ChatAnswer, Facts, Passage, Source } from '../../../kernel/chat/model.ts';
import { quote, type Sections } from '../sections.ts';
import { DONE_WITH, OUTSIDE_A_BOOKING, PHOTOS } from '../understand/slots.ts';
import type { ScopeContext } from './scope.ts';
import { privateInTheChat } from './legal-pages.ts';
import { dedupe, list } from '../reply-parts.ts';
import { officialProfiles, phoneLink } from './context.ts';

const APPLY: Source = { title: 'Apply to clean with Nestwell', url: '/apply' };
const CAREERS: Source = { title: 'Careers at Nestwell', url: '/careers' };
/** What a cleaner pays to apply or join: nothing the site names. */
const NO_FEE = 'The site mentions no fee to apply or to join the crew.';

/** What the site says for one crew topic: its lines, or null when the topic is not asked. */
type Topic = (said: CrewPages, text: string, facts: Facts, places: NamedPlaces) => string[] | null;

/** The places a message names: New Jersey ones we serve, and ones outside it. */
export interface NamedPlaces {
  served: string[];
  outside: string[];
  /** "Colonia is Union County, yes?": the county the question gets wrong, said right. */
  countyCorrected?: string;
}

/** The crew's pages, by section. */
class CrewPages {
  constructor(private sections: Sections, private become: string | undefined) {}
  /** A section of the apply page, quoted. */
  apply(heading: RegExp): string | null {
    const p = this.sections.section(APPLY.url, heading);
    return p ? quote(p) : null;
  }
  /** A section of "How do I become a Nestwell cleaner?", quoted. */
  article(heading: RegExp): string | null {
    const p: Passage | null = this.sections.section(this.become, heading);
    return p ? quote(p) : null;
  }
  careers(heading: RegExp): string | null {
    const p = this.sections.section(CAREERS.url, heading);
    return p ? quote(p) : null;
  }
  /** The line of the apply steps about the crew app, with its store links. */
  crewAppLine(): string | null {
    const line = this.apply(/how to apply/i)?.split('\n').find((l) => /crew app/i.test(l));
    return line ? line.replace(/^\d+\.\s*/, '') : null;
  }
}

const some = (...lines: (string | null | undefined | false)[]) => lines.filter((l): l is string => !!l);

/** "Is it the Nestwell one?", "do I download the nestwell app?": a question whose answer is no. */
const ASKS_CLIENT_APP = /\b(the )?(nestwell|same|regular|normal|customer|client) (one|app)\b|\bsame (nestwell|one|app)\b/;

/** Where someone lives, said without a place the place finder knows ("i live far out", "where i'm from"). */
const LIVES = /\b(live|living (in|near|around|out)|from)\b/;

/** "Can I pick what towns I work?", "only want jobs in Ewing", "could I only take jobs near campus?", "can I set how far I travel?". */
const CHOOSES_TOWNS = /\b(pick|choose|select|decide|set|limit|restrict)\b|\b(only|just|mostly)\b[^.?!]{0,25}\b(jobs?|work|clean\w*|near|around|close to|within|in)\b|\bhow far\b|\b(radius|distance|miles?|max(imum)? drive)\b|\bnear (campus|home|me|my|where)\b/;

/** Where the crew works: New Jersey, where clients book; where a cleaner must live is not said. */
const whereTheyWork: Topic = (said, text, _, places) => some(
  said.article(/where crew members work/i),
  places.countyCorrected,
  places.served.length ? `${list(places.served)} ${places.served.length > 1 ? 'are' : 'is'} in our service area, where clients book.` : null,
  places.outside.length ? `${list(places.outside)} ${places.outside.length > 1 ? 'are' : 'is'} outside our service area: clients book in New Jersey only.` : null,
  places.outside.length || (!places.served.length && LIVES.test(text)) ? "The site doesn't say whether cleaners must live in New Jersey." : null,
  CHOOSES_TOWNS.test(text) ? "The site doesn't say whether cleaners choose the towns they work in; crew support can tell you." : null,
  'Jobs are matched with a top-rated cleaner nearby, using location, preferences and past feedback.');
/** Jobs wanted at once: "can I take jobs tomorrow?". */
const JOBS_AT_ONCE = /\b(take|start|get|pick up|do) (\w+ )?(jobs?|work)\b[^.?!]{0,20}\b(tomorrow|right away|immediately|today|straight away)\b/;
const APPLICATION_STATUS = "The site doesn't show where an application stands or how long approval takes, so I won't guess; crew support can tell you.";
/** An application already sent: "I finished the application on the crew site, what now?", "i applied yesterday". */
const APPLIED_ALREADY = /\b(i|we)( have|'ve)? (already |just )?(applied|finish(ed)?|submitted|completed|sent|did|done|filled (out|in))( (the|my|our) (crew )?(application|form))?(?! (to|for|at) (another|other|a different))\b(?=[^.?!]{0,40}\b(application|applied|crew|form|now|next)\b|\W*$)|\bafter (i |we )?(apply|applied|applying)\b/;
/** How to join: the apply page's steps; after applying, the steps still ahead. */
const joining: Topic = (said, text) => {
  const steps = said.apply(/how to apply/i);
  if (APPLIED_ALREADY.test(text) && steps) {
    const ahead = steps.split('\n').filter((l) => /^\d+\./.test(l)).slice(1).map((l, i) => l.replace(/^\d+\./, `${i + 1}.`));
    return some('After the application, the apply page gives these steps:', ...ahead,
      APPLICATION_STATUS);
  }
  return some('To join the crew:', steps, /\b(join our team|link|button|can'?t find|where is)\b/.test(text) ? said.article(/where to apply/i) : null);
};
/** Wanting the work, said any way: answered with how to join when nothing more particular is asked. */
/** Asking to work for us, whatever else is asked beside it: "can i get paid to clean for yall?", "could I work for you?". */
const ASKS_TO_JOIN = /\b(can|could|how (do|can)) (i|she|he|we|they|(my |our |the |some )?(\w+ )?(kids|students|teens|players|friends|sons|daughters|cousins)) (get paid to |come )?((clean|work) (for|with)|sign (on|up) (with|for)) (you|y'?all|u|ya|nestwell)( guys)?\b|\bpaid to clean (for|with)\b|\b(can|could) i (work|clean) as an? (nestwell )?(cleaner|housekeeper|crew member)\b|\b(do|does) (u|you|y'?all|nestwell) (guys )?hire\b|\bpick up (some |a few )?(cleaning )?(shifts|jobs|work) (with|for) (you|u|y'?all|nestwell)\b|\bhow (i|we|she|he|they) (apply|applies|join|joins|do|does)\s*(\?|$)|\bhow (do|does|can|would) (i|we|she|he|they) (apply|join|sign up)\b/;
/** A role other than cleaning, named: "IT people", "a backend developer". */
const ANOTHER_ROLE = /\bhir\w* (\w+ )?(it|tech|software|developers?|engineers?|programmers?|marketing|office|admin|backend|frontend|cloud) (people|persons?|guys|folks|staff|roles?|talent)\b|\b(backend|frontend|full[- ]?stack|software|cloud|devops|data) (developer|engineer|guy|person|dev)\b/;
/** Work other than cleaning wanted: "not as a cleaner", "non-cleaning roles", another role named. */
const NOT_CLEANING = new RegExp(String.raw`\bnot (as )?an? cleaner\b|\bnon[- ]?cleaning\b|\b(besides|other than|except) clean\w*|\bnot (just )?cleaning\b|${ANOTHER_ROLE.source}`);
/** "R u hiring cleaners?", "are you hiring?": whether there is work, answered with how to join unless another role is asked. */
const ASKS_IF_HIRING = /\b(are|r) (you|u|y'?all|ya|nestwell)( guys)? hiring\b(?=\s*(cleaners?|housekeepers?|maids?|crew|now|rn|right now)?\s*[?!.,]|\s*$)/;
const WANTS_TO_JOIN = /\b(wanna|wants?|wanted|would like|like to|interested|looking for|hiring|jobs?|work|clean|become|income|cash|gig|shifts?|sign up)\b/;

/** A disability named, as the reply names it. */
const DISABILITIES: [RegExp, string][] = [
  [/\b(deaf|hard of hearing|sign language|asl)\b/, 'is deaf or hard of hearing'], [/\bblind\b/, 'is blind'], [/\bwheelchair\b/, 'uses a wheelchair'],
];
/** Any disability named, the ones above or another. */
const DISABILITY = new RegExp([...DISABILITIES.map(([re]) => re.source), String.raw`\bdisab\w*`].join('|'));

/** Getting hurt on a job: "if I get hurt working", "injured while cleaning". */
// "Clients dog bit me on the hand today": bitten on a job is hurt on a job.
const HURT = /\b(get|got|getting|gets|am|'m|was|been|be) (hurt|injured|bitten)\b|\binjur(y|ies)\b|\b(bit|bites|scratched|attacked) me\b|\bcut (myself|my (hand|finger|arm))\b|\bsomething happens to me\b/;

/** The clients' satisfaction promise, asked by a cleaner: "if the client is not happy they don't pay? so I don't get paid?". */
const PROMISE = /\b(not happy|unhappy|satisf\w*|promise|(don'?t|doesn'?t|does not|won'?t|will not) pay|refus\w* to pay|no pay)\b/;

/** What is done with an applicant's details: "what do you do with the personal info I put in my crew application?". */
const CREW_PRIVACY = new RegExp(String.raw`(?:${DONE_WITH.source}|\b(?:happens? (?:to|with)|(?:keep|store|share|protect|sell|safe)\w*|who (?:can )?sees?)\b)[^.?!]{0,50}\b(?:info|information|informations|data|ssn|social security( number)?|details)\b`
  + String.raw`|\b(?:info|information|informations|data|ssn|social security(?: number)?|details)\b[^.?!]{0,40}[.?!]?[^.?!]{0,30}\b(?:sell|sold|share|shared|safe|sees?)\b|\bprivacy\b`);

/** "What does the crew app actually do? does it show me jobs?": its features, which the site doesn't describe. */
const APP_FEATURES = /\bwhat (does|can|will) (the |that |this )?(crew )?app (actually |even )?(do|show)|\b(does|will|can) (it|the (crew )?app) (show|let|tell|send|give)\b|\bfeatures?\b/;
/** An applicant's age asked, or a minor's told: "how old", "a minor", "my daughter is 15", not "15 years of experience". */
/** A child named as one brings a child along: "my kid", "my 4 yr old". */
const A_CHILD = /kids?|child|baby|\d+[- ]?(?:year|yr)s?[- ]?old/;
const OF_AGE = /age|old enough|years old|(to|too) old|be (1[4-9]|2[01])|minimum age|how old|1[4-9] years|1[4-9][- ]?(year|yr)s?[- ]old|teens?|teenagers?|minors?|under 18|(in|still in|finish(ing)?|an?) high school|high school(ers?| students?| kids| seniors?| juniors?)|(have|has) 1[4-9]|(is|she'?s|he'?s|i'?m|i am|am|turns?|turning|just turned) (only |almost |nearly )?(fourteen|fifteen|sixteen|seventeen)\b|(is|she'?s|he'?s|i'?m|i am|am|turns?|turning|just turned) (only |almost |nearly )?1[0-7](?! (hours?|dollars?|jobs?|houses?|homes?|miles?|minutes?|days?|weeks?|years? (of|in|doing)))|1[0-7] ?(yo|y\/o)/;
/** "Is the crew site or the app in Spanish?": the language they come in, not one a cleaner must speak. */
const APP_LANGUAGE = /\b(site|app|application|form|website)s?\b[^.?!]{0,25}\b(in|available in|come in) (spanish|portuguese|polish|creole|haitian|korean|chinese|vietnamese|arabic|hindi|french|another language|other languages)\b|\b(spanish|portuguese|polish|korean|chinese) (version|site|app)\b/;
/** A phone that may be too old for the app: "my phone is kinda old (galaxy s9)", "an iPhone 7". */
const OLD_PHONE = /\b(old|older|ancient|cheap) (\w+ )?(phone|iphone|android|samsung)\b|\b(phone|samsung|iphone|android)\b[^.?!]{0,15}\b(is|'s|its|it'?s) (old|ancient)\b|\b(phone|samsung|iphone|android)\b[^.?!]{0,25}\bfrom (like |around |about )?(19|20)\d\d\b|\b(galaxy|pixel|moto) ?\w*\d|\biphone ?\d|\b(android|ios) (version )?\d|\b(phone|device|system) requirements?\b|\b(which|what) phones?\b/;
const LANGUAGE_UNSAID = "The site doesn't say which languages the crew site or the Nestwell Crew app come in; crew support can tell you.";

/** A job already taken, called off or missed: "cancel my job tomorrow", "a job I accepted", "I'm sick", "next week off". */
const JOB_CALLED_OFF = /\b(cancel\w*|skip|miss|drop|call off)\b[^.?!]{0,25}\b(jobs?|shifts?)\b|\b(jobs?|shifts?) i (accepted|took|picked up)\b|\b(?<!paid )time off\b|\b(next week|this week|a week|a day|the week|some days|a few days|two weeks) off\b|\b(i'?m|i am|am) sick\b|\bcan'?t make (it|the job)\b|\b(can'?t|cannot|could not|couldn'?t|won'?t|will not) (go|get|come) to (the |my |a |that )?(job|work|shift|cleaning)s?\b|\b(tell|let) them (know )?for me\b/;
/** At a job and unable to get in: "nobody answers", "locked out", "no access code in the notes". */
const CANT_GET_IN = /\blocked out\b|\bcan'?t get in\b|\bno (access |door |lockbox |entry |gate )code\b|\b(door|gate) (is )?locked\b|\b(at|outside) (the |a )?clients?'?s? (house|home|place|door|apartment|building)\b[^.?!]{0,40}\b(nobody|no one|no-one)\b/;
/** What a client did to a cleaner: rude, yelling, hostile. */
const CLIENT_HOSTILE = /\b(yell\w*|shout\w*|scream\w*|rude|mean|nasty|hostile|aggressive|harass\w*|swore|cursed)\b/;
/** Danger at a job, now: gas, smoke, fire. */
const DANGER = /\b(smells? (like|of) gas|gas (leak|smell)|smell(ing)? (of )?gas|smoke|(a|the|on) fire|fire (alarm|in the)|carbon monoxide|co alarm|sparks?|sparking)\b/;
/** A job already on, or the crew's own account: no place named in it asks where cleaners work, nor is it joining. */
const ON_A_JOB = new RegExp(String.raw`${JOB_CALLED_OFF.source}|${CANT_GET_IN.source}|${OUTSIDE_A_BOOKING.source}|${DANGER.source}|\brunning late\b|\b(how (do|can) i quit|stop working|password|newcomer)\b`);

/** The phone line, for a cleaner stuck at a job now. */
const theOneLine = (facts: Facts) => `The site's one phone number, ${phoneLink(facts)}, is open 24/7.`;

/** Papers an applicant may be asked for: "green card or social?", "ITIN", "work permit". */
const PAPERS = String.raw`papers|permit|social security|social(?= number| card|\W*$| or\b| and\b)|ssn|itin|green ?card|work (permit|authori[sz]ation)|citizen\w*|immigration|visas?|documents?`;

/** A visa asked to be sponsored: "do you give visa sponsor?", "do you sponsor work visas?". */
const VISA_SPONSORSHIP = /\bvisa sponsor\w*|\bsponsor\w* (a |the |my |work )?visas?\b/;

/** The topics a cleaner or applicant asks about, in the order a reply gives them; each with what, said too, makes it another topic's question. */
const TOPICS: [RegExp, Topic, RegExp?][] = [
  // "Can my wife work too? Can we work together as a team?": each applies the same way; working as a pair the site doesn't describe.
  [/\b(work|clean|go) together\b|\b(work|clean) with me\b|\bsame (houses|homes|jobs)\b|\bas a (team|pair|couple)\b|\b(my|our) (wife|husband|partner|sister|brother|friend|cousin|daughter|son|mom|mother)\b[^.?!]{0,25}\b(also|too|as well)\b/, (_, text, facts) => [
    `Anyone who wants to clean with ${facts.brand} applies the same way, on the [crew site](${facts.crewSiteUrl}), with the same vetting.${/\b(together|team|pair|couple|same (houses?|homes?|jobs?)|with me)\b/.test(text) ? " The site doesn't say whether two cleaners can work the same jobs together as a team, so I won't say you can; crew support can tell you." : ''}`]],
  // "I'm sick, need to cancel my job tomorrow", "can I take next week off?": work already taken, which crew support handles.
  [JOB_CALLED_OFF, (_, text) => [
    `The site doesn't say how a cleaner ${/\b(off|sick|week)\b/.test(text) && !/\bcancel\w*|\bjobs?\b/.test(text) ? 'takes time off' : 'calls off a job already accepted'}${/\bfees?\b|\bcharge\w*|\bpenalt\w*/.test(text) ? ', or whether there is a fee for it' : ''}, so I won't guess; tell crew support as soon as you can.${/\b(tell|let) them\b/.test(text) ? " This chat can't pass a message on for you." : ''}`]],
  // "Client ask me to clean inside oven but she not book it", "client want to pay me cash directly": work or money outside a booking.
  [OUTSIDE_A_BOOKING, (_, __, facts) => [
    `The site doesn't say whether a cleaner may do work a client didn't book or take payment outside the ${facts.brand} app, so I won't say yes; clients book and pay in the app, and add-ons are chosen there. Ask crew support before you do.`]],
  // "I want to stop working with Nestwell. How do I quit?", "forgot my password for the crew app": the crew's own account.
  [/\b(quit (nestwell|the crew|working (with|for) (nestwell|you))|how (do|can) i quit|stop working (with|for) (nestwell|you)|leave nestwell|deactivat\w*|close my (crew )?account|password|log ?in|sign ?in|locked out of (the |my )?(crew )?app)\b/, (_, text) => [
    `The site doesn't describe how a cleaner ${/\b(password|log ?in|sign ?in|locked out of)\b/.test(text) ? 'signs in to the Nestwell Crew app or resets a password' : 'stops working with Nestwell or closes a crew account'}, so I won't guess; crew support can help with your account.`]],
  // "I work for Nestwell, can I use the NEWCOMER code for my own apartment?": a cleaner booking as a client.
  // "If I work for you, I get discount for cleaning my own apartment?": a staff discount, which the site doesn't name.
  [/\b(newcomer|promo code|the code)\b|\b(employee|staff|worker|crew|cleaners?'?) discounts?\b|\bdiscount\w*\b[^.?!]{0,40}\b(my|our|her|his) own (place|home|house|apartment|apt|cleaning)s?\b/, (_, text, facts) => [
    `${/\bdiscount/.test(text) ? 'The site lists no discount for cleaners. ' : ''}${facts.offer.code} takes ${facts.offer.percentOff}% off a new client's first cleaning; the site doesn't say whether cleaners can use it, or book as clients, for their own home. Client support can tell you, 24/7, and the app shows the discount before you confirm.`]],
  // "Im at a clients house and it smells like gas": danger at a job, where help comes first.
  [DANGER, () => [
    "If anyone's safety is at risk, the site says to contact your local emergency services first: get everyone out and call 911. Once everyone is safe, tell crew support."]],
  // "Running late to my 2pm job": a cleaner late to a job.
  [/\b(running late|late (to|for) (my|a|the|today'?s) (\d{1,2} ?(am|pm) )?(job|shift|clean(ing)?))\b/, (_, __, facts) => [
    `The site doesn't say what a cleaner should do when running late to a job, so I won't guess: tell crew support right away. ${theOneLine(facts)}`]],
  // "I'm at the client's house and nobody answers": stuck at a job, now.
  [CANT_GET_IN, (_, __, facts) => [
    `The site doesn't say what a cleaner should do when they can't get in at a job, so I won't guess: contact crew support right away. ${theOneLine(facts)}`]],
  // "One of my teachers wants to clean with you: can she then be the one who cleans our studio?": a cleaner chosen by a client.
  [/\bbe the one (who|that) cleans\b|\b(be|become) (our|my) (regular )?cleaner\b|\b(assigned|matched) to (my|our) (houses|homes|listings|units|rentals|places|office|studio)\b/, () => [
    "The site doesn't say whether a cleaner can be assigned to a particular client: each job is matched with a top-rated cleaner nearby, using location, preferences and past feedback. Crew support can tell you more."]],
  // "Business coming soon on the website, is that a job too?": the business version is for companies that book cleaning.
  [/\bbusiness (version|waitlist|wait list|coming soon)\b/, (_, __, facts) => [
    `No: the business version of ${facts.brand}, coming soon, is for businesses that book cleaning, and its [waitlist](/business-waitlist) is for news about it, not a job application. Cleaners apply on the [crew site](${facts.crewSiteUrl}).`]],
  // "What kind of cleanings will I do?", "can I only do offices?", "can I pick only deep cleaning jobs?", "may office cleaning
  // job ba?": the article's section on the work, and the choice it doesn't describe.
  [/\b(pick|choose|select|take|do) (only|just) (\w+ ){0,2}(jobs?|cleanings?|offices?|homes?|houses?)\b(?! (near|in|around|close))|\b(office|deep|standard|move[- ]?out|turnover|airbnb|house|home) clean(ing)? jobs?\b|\b(kinds?|types?|sorts?) of (work|jobs?|cleanings?|cleaning|services?|places|homes|clients)\b|\bwhat (work|jobs?|cleanings?|cleaning|services?) (will|would|do|does|can) (i|we|cleaners?|the crew|you)\b|\b(can|could|may|will|would|do) (i|we) (only|just) (do |clean |work (in|at) )?(offices?|homes?|houses?|apartments?|airbnbs?|rentals?|move[- ]?outs?|deep clean\w*)\b/, (said, text) => some(
    said.article(/kind of work/i),
    /\b(only|just|choose|pick|select|prefer)\b/.test(text) && "The site doesn't say whether a cleaner can choose which services or jobs to take; crew support can tell you.")],
  // "Is there terms or contract for crew?": the website's terms say the crew site has its own.
  [/\b(crew|cleaners?'?|my|our|your|the) (terms|contracts?|agreements?)\b|\b(terms|contracts?|agreements?) (for|of) (the )?(crew|cleaners?)\b|\bterms or (a )?contracts?\b|\bcontracts? or terms\b/, () => [
    "Our Terms of Service are for this website, and they say the crew site has its own terms; this site doesn't publish them, so ask crew support for them."], /\b(1099|w-?2|employees?|contractors?|like (a )?contract)\b|\bon (\w+ )?terms\b|\bin terms of\b/],
  // A cleaner's own pay gone wrong is an account question, not what cleaners earn.
  [/\b(payouts?|(my )?(pay|payment|paycheck|deposit) (is|was|looks|seems) (wrong|late|short|missing|off)|(never|didn'?t|did not|hasn'?t|has not) (get|got|been|come|came|arrive\w*)( paid)?|(not|wasn'?t|haven'?t been) paid)\b/, () => [
    "A question about your own pay, such as a payout that is wrong, short or late, is for crew support: the site doesn't describe how crew payouts work, and client support is for clients."]],
  [/\b((?<!\b(?:i'?m|im|i am|so|we'?re|we are|kinda|totally|flat|always) )broke|broken|break|crack\w*|scratch\w*|ruin\w*|stain\w*|stole|stolen|missing|damag\w*|accus\w*|blam\w*|complain\w*|claims?|(says|saying|said|claiming) (that )?i(?! (pay|can|must|have|need|should|send)\b)|report(ed)? me)\b/, () => [
    "A question about a job you did, such as a client's complaint or a damage claim, is for crew support: this site's client support and satisfaction promise are for clients, and the site doesn't describe how a claim against a cleaner is handled."]],
  // Someone asking for money to join, or claiming to hire for us: where applications really happen, first.
  [/\b(legit\w*|scams?|fake|(is|are) (this|it|that|they|nestwell|the job|that offer|this offer|the message) (for )?real\b|recruit\w*|text(ed)?|messages?|other (website|site)|(another|a different|fake) website|(is (it|this|that) )?true\b(?! that (if|the|clients?|customers?))|facebook|instagram|whatsapp|fee to join|joining fee|training fee|pay \$?\d+ (to|for) (join|training|apply)\w*|\$\d+ (fee|for training|to join)|dms?|dm'?d|sends? \$\d+|\$\d+ for (a |the |her |his |my )?(background|check|application))\b/, (said, text, facts) => some(
    `Applications happen on the [Nestwell Crew site](${facts.crewSiteUrl}), not on this one, and the site names no other place to apply.`,
    /\bfees?\b|\bpay\b.{0,30}\b(join|training|apply)|\$\d+/.test(text) ? NO_FEE : null,
    said.careers(/other roles/i),
    `Our official social profiles are on [our socials page](/socials); if an account that is not listed there claims to be ${facts.brand}, the site asks you to tell client support.`),
    // "Is there a phone number or WhatsApp for questions?": a way to reach us asked, not a message doubted.
    /^(?![\s\S]*\b(legit\w*|scams?|fake|real|recruit\w*|fees?|\$\d+|dm'?d|texted|messaged)\b)[\s\S]*\b(phone|numbers?|call|questions?)\b/],
  // "Can I clean with a friend as a team or is it always solo?": the site speaks of a cleaner matched to each job, never of
  // teams (bringing a helper is a topic of its own).
  // "Do we work alone or in teams?".
  [/\b(as a team|(work|clean)(ing)? in teams|with (a|my) (friend|partner|buddy|sister|cousin)\b[^.?!]{0,20}\bteam|always solo|work solo|or (alone|solo)|(alone|solo|by (my|our|your)sel(f|ves)) or (in )?(an? )?(teams?|groups?|pairs?|crews?))\b/, () => [
    "The site doesn't say whether cleaners work in teams: it speaks of one cleaner matched to each job. Crew support can tell you how it works."]],
  // "What are your social media?": ours, whoever asks; hiring is announced there too.
  [/\b(social media|socials|social (networks?|profiles?|accounts?|pages?))\b/, (said, _, facts) => some(`${officialProfiles(facts)} They are listed on our [socials page](/socials).`, said.careers(/other roles/i)),
    // Social media as a job ("a social media intern") is another role; "my socials" are an applicant's own handles.
    /\b(hir\w*|jobs?|intern\w*|roles?|positions?|openings?|person|people|ppl|stuff|manag\w*|my socials)\b/],
  // What it costs a cleaner to join: no fee is named; the booking fee is a client's.
  [/\b((cost|fee|pay) (\w+ )?to (sign up|join|apply|register)|(sign[- ]?up|application|registration|joining) (fee|cost)s?|booking fee for (us|cleaners|the crew|crew)|booking fee\b[^.?!]{0,15}\b(for|to) (me|us))\b/, () => [
    `${NO_FEE} The booking fee it mentions is part of a client's order when they book a cleaning, shown in the app before they confirm.`]],
  // How jobs find a cleaner: matching, not clients picking from a list ("how do the jobs get given out", "how many jobs a week").
  // "Could she sign on with you and just be sent to our places?": a cleaner asked for particular clients.
  [/\b((be|get|got) sent to (our|my|their|his|her|your) (places?|houses?|homes?|rentals?|properties|units?)|how (do|does|are|can) (clients?|customers?|people|jobs?) (pick|choose|select|get (picked|chosen|matched|assigned|handed out|given out|passed out|sent out)|assigned|matched|find|handed out|given out)|(pick|choose) (who|which cleaner|their cleaner)|get more (jobs|work|clients|bookings)|more jobs|how (do |will |would |can )?(i|we) get (the |my )?(jobs|work|clients)|(choose|pick) (them|the jobs|my jobs|jobs|my clients|which jobs|which houses?|which homes?|which clients?|which ones)( myself)?|jobs? (get |are |is )?(given|handed|assigned|sent|distributed|allocated)|how many (jobs|houses|homes|cleanings|clients))\b/, (_, text) => [
    `Clients don't pick a cleaner from a list: the site says Nestwell matches each client with a top-rated cleaner nearby, using location, preferences and feedback from past cleanings. It doesn't say how a cleaner gets more jobs${/\b(choose|pick)\b/.test(text) ? ' or whether cleaners choose their jobs' : ''}; crew support can tell you.`]],
  // Applying, in person: there is no office to visit.
  [/\b(in person|your office|walk in|come in|visit (you|your office))\b/, (_, __, facts) => [
    `Applications happen on the [Nestwell Crew site](${facts.crewSiteUrl}); the site lists no office to apply at in person.`]],
  // "Can the client tip in the app?", "or the app sends me anywhere?": the app as where something happens, not which app.
  [new RegExp(String.raw`\b((?<!\b(?:in|through|from|via|on|by) the )apps?(?! (send|sends|picks?|chooses?|assigns?) me\b)|download\w*|install\w*|play store|google play|app store|iphone|android|phone app|(nestwell|same|wrong|other) one)\b|${OLD_PHONE.source}`), (said, text) => some(
    !/\bcrew\b/.test(text) && ASKS_CLIENT_APP.test(text) ? 'No: cleaners use a different app.' : null,
    said.article(/two apps/i),
    // The apply page's own line, as an editor words it: not rewritten around a sentence it may no longer hold.
    said.crewAppLine(),
    APP_FEATURES.test(text) ? "The site doesn't describe what the Nestwell Crew app shows or lets a cleaner do, such as how jobs appear in it; crew support can tell you." : null,
    APP_LANGUAGE.test(text) ? LANGUAGE_UNSAID : null,
    // "My phone is kinda old (Galaxy S9)": which phones the app runs on, which the site doesn't list.
    OLD_PHONE.test(text) ? "The site lists no phone or system requirements for the Nestwell Crew app; its App Store or Google Play listing shows which phones it runs on." : null)],
  [/\b(method|technique)\b/, (_, __, facts) => [
    `${facts.brand}'s cleaning method is explained in [${facts.method.heading}](${facts.method.url}), the article our home page links to; the site doesn't say how or when cleaners learn it, so crew support can tell you.`]],
  // "If i am accepted, where will i work?": the acceptance supposed, not its status asked.
  [new RegExp(`${/\b(applied|(my|her|his|our) (crew )?application(?! (form|page|link))|status|been a (week|month)|hear(d)? back|nobody (replied|answered|got back)|no (answer|reply|response|word)|(?<!\bif (i am|i'?m|i get|i was) )(approv\w*|accepted)|how long|rejected|how (fast|soon|quick(ly)?) (can |could )?i (can |could )?start)\b/.source}|${JOBS_AT_ONCE.source}`), (_, text, facts) => [
    // "Once I download it, can I take jobs tomorrow?": the steps before any job come first.
    ...(JOBS_AT_ONCE.test(text) ? [`Not before the vetting: anyone who wants to clean with ${facts.brand} applies on the [crew site](${facts.crewSiteUrl}) and completes the vetting, which includes a background check, before taking jobs.`] : []),
    APPLICATION_STATUS], new RegExp(`${CREW_PRIVACY.source}|${ON_A_JOB.source}`)],
  // "Can my aunt pick me as her cleaner?", "so it counts as a job", "she writes my name in the notes": a cleaner chosen by a
  // client she knows, which the site describes no way to do.
  [/\b(pick|choose|request|select|ask for) me\b|\bmy name in the notes\b|\bso it counts as (a|my) job\b|\bclean (my|her|his) (aunts?|uncles?|mom|mother|dad|father|grandma|grandmother|cousins?|sisters?|brothers?|friends?|neighbou?rs?)'?s? (house|home|place|apartment)\b/, () => [
    "The site doesn't describe a way for a client to pick a particular cleaner, or for a cleaner to take a booking by a relative or friend: each job is matched with a cleaner using location, preferences and past feedback. Crew support can say whether it can work."]],
  // "If a client has cats can I say no to that job?": whether a cleaner picks the jobs, which the site doesn't say.
  [/\b(say no to|decline|turn down|refuse|reject|pass on)\b[^.?!]{0,25}\b(jobs?|shifts?|clients?|assignments?|houses?|homes?)\b|\b(lite|light|easy) (jobs|work)\b|\bno heavy\b/, (_, text) => [
    `The site doesn't say whether a cleaner can ${/\b(lite|light|easy|heavy)\b/.test(text) ? 'choose lighter jobs or ' : ''}turn down a job: it says each job is matched with a cleaner using location, preferences and past feedback.`]],
  // "Before I even apply I want to know...": a question before applying, not how to apply.
  [/\b((?<!\bbefore (i|we|she|he) (even )?)appl(y|ies)|(?<!\b(after|from|since|before) )applying|(?<!(my|her|his|our) (crew )?)application|sign (up|on)|join|become|becoming|get started|start|then what|next|steps?|how do i (do it|begin)|careers?|hire me|vacanc\w*)\b|^(jobs?|work)\??$/, joining, new RegExp(`${CREW_PRIVACY.source}|${ON_A_JOB.source}`)],
  // "A real job where I get a paycheck and they take out taxes, or am I my own boss like DoorDash?": the same question.
  [/\b(employees?|contractors?|1099|w-?2|benefits|health insurance|full[- ]time hours|paychecks?|(take|takes|taking) out (the )?taxes|withh\w* taxes|(my|your|their) own boss|self[- ]employed)\b/, () => [
    "The site doesn't say whether cleaners are employees or contractors, or what benefits they get, so I won't guess."]],
  // "Direct deposit or check" is how someone is paid, not the background check.
  [/\b(record|misdemeanou?r|felony|convict\w*|criminal|background|police|arrest\w*|(the|a|your|my|same) check|credit|(traffic|speeding|parking) tickets?)\b/, (_, __, facts) => [
    `Every ${facts.brand} cleaner is vetted and background-checked before taking jobs, but the site doesn't publish what the check looks at, what would rule someone out, or who pays for it, so I won't guess.`]],
  // A helper on a job: the site says nothing of one, only that the crew, all vetted, is matched with clients. Before pay
  // and age, which a helper's story also names ("my daughter is 17 and wants summer money, could she help on jobs?").
  // "Could I bring my 4 yr old with me on a job if my sitter cancels?": a child brought along, not a helper.
  [new RegExp(String.raw`\b(bring (my )?(friend|sister|daughter|son|cousin|helper|${A_CHILD.source})\w*|bring (her|him|them) (with me|along)|(friend|sister|daughter|cousin)\b.{0,30}\b(help|with me|together)|(can|could|may) (she|he|they) (come|go|tag) (with me|along)|help(ing)? (me )?(on|with|at) (my |the )?jobs)\b`), (_, text, facts) => [
    `The site doesn't say whether a cleaner may bring someone ${new RegExp(String.raw`\b(${A_CHILD.source})\b`).test(text) && !/\bhelp/.test(text) ? 'along' : 'to help'} on a job, so I won't say yes; crew support can tell you. What it does say: only members of the ${facts.brand} crew, every one vetted and background-checked, are matched with clients, and anyone who wants to clean applies on the [crew site](${facts.crewSiteUrl}).`]],
  // What a background check costs an applicant is the check's question, not pay.
  [/\b(if i clean\b[^.?!]{0,40}\bi (get|make|earn)\b|what (i|we|she|he|the cleaner) (get|gets|make|makes|earn|earns)\b|what (do|does|would|will) (the )?(cleaners?|crew( members)?|they|she|he|you|u|i|we) (make|earn|get paid)\b|(?<!\b(?:i|we) )paid|(?<!\bwho )pays?(?! for| back)|(cleaners?|crew|she|he|i) (gets?|keeps?|receives?) (all |the whole |this |that )+(\$|money|amount|price)|pay (for|of) (a |the )?(cleaners?|crew|housekeepers?)|pay (for|per) (one |an |1 |a )?(hour|hr|job|house)|by the (hour|job|house)|earn\w*|(my|the|their|cleaners?'?s?|crew'?s?) cut|share of|percent\w*|how much\b.{0,30}\bkeep|take home|wages?|salary|money|rate(?! (us|me|them|cleaners|the cleaners))|how much|per hour|hourly|tips?|tipping|(is it|it'?s|paid|payed) (weekly|bi-?weekly|every (week|two weeks|friday)))\b/, (_, text) => [
    `The site doesn't say what cleaners earn${/\b(weekly|every|often|when)\b/.test(text) ? ' or how often they are paid' : ''}${/\btip/.test(text) ? ' or anything about tips' : ''}${/\bbooking fee\b/.test(text) ? ", or whether a client's booking fee touches a cleaner's pay" : ''}${PROMISE.test(text) ? ', or how a client\'s satisfaction promise ("if you are not happy, you do not pay") touches it' : ''}, so I won't guess. The prices on this site are what clients pay for a cleaning, not what a cleaner earns.${/\bminimum wage\b/.test(text) ? " Nor does it give New Jersey's minimum wage: the state's Department of Labor publishes it." : ''}`], new RegExp(String.raw`\b(background check|vetting)\b[^.?!]{0,20}\bcost\b|${OUTSIDE_A_BOOKING.source}`)],
  // "Don't wanna drive to the shore" is where, not whether a car is needed.
  // "What do you do with the personal info I put in my crew application?": the crew site's own policy, not this site's.
  [CREW_PRIVACY, (_, __, facts) => [
    `Applications happen on the [Nestwell Crew site](${facts.crewSiteUrl}), and our Privacy Policy says the crew site has its own privacy policy, which applies there; this site doesn't describe what happens to an application's details, so ask crew support.`]],
  // "Is there insurance if I get hurt working?": cover for an injury on a job, not insurance one must have to join.
  [HURT, () => [
    "The site doesn't say whether cleaners are covered if they get hurt on a job, so I won't guess; crew support can tell you. If anyone's safety is at risk, the site says to contact local emergency services first."]],
  [DISABILITY, (_, text) => [
    `The site doesn't say anything about applying to clean for someone who ${DISABILITIES.find(([re]) => re.test(text))?.[1] ?? 'has a disability'}, so I won't guess; crew support can tell you what the work needs.`]],
  // "Do you pay for gas or the parkway tolls?": what getting to jobs costs a cleaner.
  [/\b(gas|mileage|tolls?|parking|bus fare|train fare|transportation|travel (costs?|expenses?|time|pay))\b/, () => [
    "The site doesn't say whether cleaners are paid for gas, tolls, parking or travel time, or how far a job may be, so I won't guess; crew support can tell you. What it does say: each job is matched with a top-rated cleaner nearby, using location, preferences and past feedback."], DANGER],
  // "That's a drive from Court House" is a distance, not whether a car is needed.
  [new RegExp(String.raw`\b(car|(?<!\ba )drive(?! to)|driving(?! to)|experience|licen[cs]e|english|spanish|language|speak|${PAPERS}|training|train|trained|uniform|(?<!health )insurance|requirements?|need to have|qualif\w*|${OF_AGE.source})\b`), (_, text, facts) => {
    // "Do you give visa sponsor?": something the crew would give, not have.
    if (VISA_SPONSORSHIP.test(text)) return [`The site says nothing about visa sponsorship or work permits for cleaners, so I won't guess; crew support can tell you. Anyone who wants to clean applies on the [crew site](${facts.crewSiteUrl}), and the vetting includes a background check.`];
    // "Is there an age limit? And an English test?": each thing asked.
    // "15 years of experience cleaning" is a time of work, not an age.
    const asked = text.replace(YEARS_OF_WORK, ' ');
    const things = NEEDS.filter(([re]) => re.test(asked)).map(([, thing]) => thing);
    const thing = things.length ? list(things, 'or') : 'anything in particular';
    return [`The site doesn't list what joining the crew requires beyond the vetting, which includes a background check, so it doesn't say whether you need ${thing}; crew support can tell you.`];
  }, new RegExp(`${APP_LANGUAGE.source}|${HURT.source}`)],
  [/\b((?<!(per|an|a|by the) )hours?|(?<!during my )shifts?|schedules?|(which|what|how many) days|days a week|weekends?|part[- ]time|full[- ]time|flexib\w*|(only|just) (work )?(at |in the )?(nights?|evenings?|overnight|mornings?|afternoons?|days|weekdays)|(only|just) (on )?(saturdays?|sundays?|mondays?|tuesdays?|wednesdays?|thursdays?|fridays?)|(on )?(saturdays|sundays)|(jobs?|work|shifts?) at night|night (jobs?|shifts?)|in the evenings|work (only )?(at )?(nights|evenings|overnight)(?! (at|in|for)\b))\b/, () => [
    "The site doesn't say how cleaners' hours or schedules work, so I won't guess. What it does say: each job is matched with a top-rated cleaner nearby, using location, preferences and past feedback."]],
  // A place named, in New Jersey or not, is the place finder's to read: answerCrew asks this topic whenever it found one.
  [/\b(live|living (in|near|around|out)|near|towns?|cit(y|ies)|area|county|(the|jersey) shore|where (would|will|do|can) (i|we|she|he|they) (work|clean|be)|travel|commute)\b/, whereTheyWork],
  // "Is there a referral bonus if my friends sign up as cleaners?": the site names none.
  [/\breferr?als?\b|\brefer(ring|red|s)? (my |a |her |him |them |friends?|people|someone|others)/, () => ["The site mentions no referral bonus, for cleaners or for bringing in new ones, so I won't guess; crew support can tell you."]],
  [/\b(reviews?|ratings?|rated|feedback|stars?)\b/, (said) => some(
    said.article(/what to expect/i)?.split('\n').find((l) => /feedback/.test(l)),
    "The site doesn't say what happens after a bad review.")],
  [/\b(supplies|supply|products?|vacuums?|mops?|equipment|chemicals?|tools|(?<!non[- ])cleaning stuff)\b/, (_, __, facts) => [
    `The site doesn't say whether cleaners bring their own supplies or equipment, or what ${facts.brand} provides, so I won't guess.`]],
  [PHOTOS, () => [
    "Clients can review photos of each job in the app; the site doesn't explain the crew's side of it, such as who takes them."]],
  // "Do you hire IT people? I'm a backend developer": a role other than cleaning, however it is named.
  [new RegExp(String.raw`${ANOTHER_ROLE.source}|\b(other (jobs?|roles|openings|positions)|internships?|interns?|customer support|call cent(er|re)|(software|engineering|tech|developer|coding|design|data|support) (jobs?|roles?|positions?|work)|receptionist|reception|office job|careers?|vacanc\w*|customer service|not cleaning|(aren'?t|are not|isn'?t|is not) cleaning|(other than|besides|except|non-?)[ -]?clean(ing|ers?)|(?!clean|crew|find|get|take|lite|light|easy|heavy|summer|side|weekend|student|college|teen|extra|want|need|wanna|any|some|more|those|these|what|which|kind|sort|type|the|my|your|have|has|had|got|are|there|offer|night|day|good|old|past|previous|former|other)[a-z]{3,} (jobs|roles|positions))\b`), (said) => some(said.careers(/other roles/i))],
  // "Do cleaners do offices too?", "do you have airbnb work for cleaners?": a kind of job, which the five services name.
  [/\b(do|does|clean|work (in|at)|get|have|any) (the )?(offices?|businesses|airbnbs?|rentals?|turnovers?|move[- ]?outs?|deep clean\w*)\b(?! (jobs?|staff|work|roles?|positions?|openings?|admin))|\b(services?|ovens?|fridges?|refrigerators?|microwaves?|dishwashers?|stove ?tops?|kind of (work|jobs)|(kind|sort|type) of (cleaning|work|jobs?) (i|we) (will|would|'d|'ll|gonna) (do|be doing)|(would|will) i be doing|what work|what (would|will) i (be )?(do|doing|clean)|tasks?)\b/, (said) => some(said.article(/kind of work/i)),
    // "Any office or admin jobs?": work in an office, another role, not the kind of cleaning the crew does.
    new RegExp(String.raw`${OUTSIDE_A_BOOKING.source}|\b(office|admin|receptionist|marketing|social media|customer service)\b[^.?!]{0,30}\b(jobs?|openings?|positions?|roles?|staff)\b`)],
  // Safety on a job, and who the clients are.
  // Safety in a client's home, not whether data is safe ("is my ssn safe").
  [/\b((check|vet|screen)\w* (the )?clients?|clients?\b.{0,20}\b(check|vet|screen)\w*|scared|afraid|unsafe|(in )?danger|treats? me badly|harass\w*|(yells?|yelled|yelling) at me|rude to me|(feel|be|am|i'?m|stay|keep (me|us)) (not )?safe|(is (it|this|that)|it'?s) safe|(clients?|customers?|he|she|they|someone|guy|man|woman|person|owner|host|guests?|tenants?)( [\w']+){0,3} (is|are|gets?|was|becomes?|acting|acts) (\w+ )?(drunk|aggressive|violent|creepy|inappropriate)|alone in (a |the )?(house|home)|strangers?)\b/, (_, text) => [
    `The site doesn't say ${CLIENT_HOSTILE.test(text) ? 'what a cleaner should do when a client is rude or hostile' : 'how clients are checked or what keeps a cleaner safe on a job'}, so I won't guess; crew support can tell you. If anyone's safety is at risk, the site says to contact local emergency services first.`]],
  // "If I got a question at night who answers?": where a cleaner's question goes, at any hour.
  // "They call my old jobs?" is the check's, "my tax lady ask me" someone else's question.
  [/\b(call(?! (my )?(old|past|previous|former|last) (jobs|employers|bosses|work))|phone (number|line)|number|e-?mail|contact|reach|talk to|ask(?! me\b)|stuck|support|24\/7|open (24|all day|at night|on weekends)|who (answers|replies|responds|helps|picks up))\b/, (_, text, facts) => [
    `${/\b(24\/7|open|hours|nights?|late|weekends?)\b/.test(text) ? 'The help centre says support is open 24/7, and crew support is the crew\'s own door to it. ' : ''}Crew support is on the crew site. The site's one phone number, ${phoneLink(facts)}, open every day, 24/7, is on the contact page for everyone; the site lists no separate phone line or email for cleaners or applicants${/\b(whats ?app|wa|texts?|sms|messag\w*)\b/.test(text) ? ', and mentions no WhatsApp or text line' : ''}.`]],
];

/** What a requirement question asks about, as the reply names it. */
/** Years said of work done: "15 years of experience cleaning", "20 years in hotels". */
const YEARS_OF_WORK = /\b\d+\s*(?:years?|yrs?)\s+(?:(?:of|in) (?:\w+ )?)?(?:experience|cleaning|housekeeping|hotels?|hospitals?|offices?)\b/g;
const NEEDS: [RegExp, string][] = [
  [/\b(car|drive|driving)\b/, 'a car'], [/\bexperience\b/, 'experience'], [/\blicen[cs]e\b/, 'a license'],
  [/\b(english|spanish|language|speak)\b/, 'to speak English'], [new RegExp(String.raw`\b(${PAPERS})\b`), 'particular papers'],
  [new RegExp(String.raw`\b(${OF_AGE.source})\b`), 'to be a certain age'], [/\b(training|train|trained)\b/, 'training'], [/\buniform\b/, 'a uniform'],
  [/(?<!health )\binsurance\b/, 'insurance'],
];


/** The reply to a cleaner or applicant: the topics asked (three at most), then where crew questions go. */
export function answerCrew(text: string, ctx: ScopeContext, places: NamedPlaces = { served: [], outside: [] }): ChatAnswer {
  const { facts } = ctx;
  const said = new CrewPages(ctx.sections, ctx.sections.urlEnding('how-do-i-become-a-nestwell-cleaner'));
  const placeNamed = places.served.length + places.outside.length > 0;
  const answered = TOPICS.flatMap(([re, topic, unless]) => {
    const lines = (re.test(text) || (placeNamed && topic === whereTheyWork && !ON_A_JOB.test(text))) && !unless?.test(text) ? topic(said, text, facts, places) : null;
    return lines?.length ? [{ topic, lines }] : [];
  }).slice(0, 3);
  // Two topics may quote one section ("what kind of jobs do cleaners do" asks the work and where it is): once.
  const lines = [...new Set(answered.flatMap((a) => a.lines))];
  // "Can i get paid to clean for yall?": what it pays, and how to join.
  if ((!lines.length && WANTS_TO_JOIN.test(text)) || ((ASKS_TO_JOIN.test(text) || ASKS_IF_HIRING.test(text)) && !NOT_CLEANING.test(text) && !answered.some((a) => a.topic === joining))) lines.push(...(joining(said, text, facts, places) ?? []));
  // "Can I type my SSN here so you can check my application?": not here, first.
  const secret = privateInTheChat(ctx, text);
  if (secret) lines.unshift(secret.reply);
  if (!lines.length) lines.push(`The site doesn't answer that for cleaners, so I won't guess. Cleaners, whom we call the crew, apply on the [crew site](${facts.crewSiteUrl}) and work through the ${facts.brand} Crew app.`);
  lines.push(`[Crew support](${facts.crewSupportUrl}) answers questions from applicants and cleaners; this site's help centre and client support are written for clients.`);
  const become = ctx.page('how-do-i-become-a-nestwell-cleaner', CAREERS);
  return { reply: lines.join('\n'), sources: dedupe([APPLY, become, { title: 'Crew support', url: facts.crewSupportUrl }]) };
}
