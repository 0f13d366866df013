import type { ChatAnswer, Place, Source } from '../../../kernel/chat/model.ts';
import { escapeRegExp } from '../../../kernel/regexp.ts';
import { countyUrl as countyUrlOf, placeUrl as placeUrlOf } from '../../../kernel/page-urls.ts';
import { baseName, countryAsked, IN_A_PLACE_ALONE, LIVES_IN, namesakeAcross, namesOf, type PlaceFinder, type PlaceHit } from '../places.ts';
import { NJ_PAGE, supportLink, type HandlerContext, type Question } from './context.ts';
import { dedupe, list } from '../reply-parts.ts';
import { mentionsRooms } from '../understand/rooms.ts';
import { SOMEONE_ELSE } from './prices.ts';
import { CLEANER_FROM } from '../understand/slots.ts';


/** A question about the service area that names no place. Area words count only here, never alone next to a place. */
const ABOUT_THE_AREA = /\b(where do you (clean|work|operate|serve|go|service)|where (are|is) (you|nestwell) (available|operating)|service area|coverage area|(which|what) (states?|towns?|cities|areas?|counties|places|zip ?codes?|locations?)( do you| you)? (serve|cover|clean|service|work)|(which|what) (states?|towns?|cities|areas?|counties)|(all|every|list of|full list of|a list of) (the )?(towns?|cities|areas|places|zip ?codes?|municipalities|locations)( (you|that you|nestwell|we))?( (serve|cover|clean|service|work in))?|do you (serve|cover|clean in|service|come to|go to|operate in) (my|our|all|every|the whole|this)|all (of )?(nj|new jersey)|(serve|cover|clean|come to|service) (my|our) (area|town|city|zip)|outside (of )?(nj|new jersey)|only (in )?(nj|new jersey)|other states?|(south|north|central|northern|southern) (nj|jersey|new jersey)|jersey shore)\b/;
/** Doing something from afar (checking the work, paying) from where one is, or living elsewhere part of the year. */
// "Can my daughter in New York see the photos too?": someone there who sees or gets what the app shows; "some Saturdays I'm
// at my daughter's in Philadelphia. Is there any way to check...", "when I visit my son in Philadelphia, can I still check the
// rooms are ready": where the one asking is while the home is cleaned.
const REMOTE = /\b(?:(?:i'?m|i am|we'?re|we are)\s+(?:at|staying at|visiting)|(?:when|while|whenever|if)\s+(?:i|we)\s+(?:visit|stay with|go see)\s+(?:my|our)\s+[a-z]+)\s+[^.?!]{0,30}\bin\b(?=[\s\S]*\b(?:check|see|verify|confirm|make sure|review)\b)|\b(daughter|son|husband|wife|kids?|children|mother|mom|father|dad|sister|brother|family|parents?|partner|friend)( who (lives|is))? in\b(?=[^.?!]*\b((see|view|look at|check|watch|access|share|receive|get)\b[^.?!]{0,30}\b(photos?|pictures?|updates?|reminders?|notifications?|receipts?|app)|(photos?|pictures?|updates?|reminders?|notifications?|receipts?)\b[^.?!]{0,30}\b(see|view|look at|check|watch|access|share|receive|get))\b)|\b(daughter|son|kids?|children|mother|mom|father|dad|sister|brother|family|parents?)( who)? (lives?|living|is|stays?)( \w+)? in\b(?=[\s\S]*\b(know|check|see|verify|confirm|make sure)\b[^.?!]{0,40}\b(done|finished|cleaned|went|the work)\b)|\b(train|plane|flight|bus|trip|drive|driving|travel\w*|fly\w*|headed|heading) to\b|\b[a-z]+-issued\b|\b(minutes|hours?|miles) away in\b|\bwhile (i'?m|i am|we'?re|we are|i'?ll be|we'?ll be) (away |down |out |up )?in\b|\b(check|see|watch|look at|review|verify|confirm|approve|pay|paying|manage|monitor)\b.*\b(from|while (i'?m|we'?re|she'?s|he'?s|they'?re) in|(she|he|they) (being|is|'s|are|lives|living) in)\b|\b(lives?|living|stays?|spends?|winters?)( down| out)? in\b.{0,40}\b(half|part|most|some)( of)? the year\b|\b(i'?ll|we'?ll|i will|we will|i'?m going to|we'?re going to) be (away |down |out |up )?(at [^.?!]{0,30} )?in\b[^.?!]{0,40}\b(for|until|till|through|during|all|most|part|the whole)\b/;
/** Verbs that ask whether we come somewhere, with a place or ZIP after them. */
const COME_TO = /\b(serve|serving|service|cover|covered|come to|go to|travel to|available in|clean in|work in|operate in|in your area|are you in)\b/;

/** `zip 07030`, `zip code is 19067`, `postal code 08540`: a ZIP whatever its range. */
const ZIP_NAMED = /\b(?:zip|zipcode|zip code|postal code|postcode)\s*(?:code\s*)?(?:is\s*|=\s*|:\s*)?(\d{5})(?:-\d{4})?\b/;
/** A bare number in New Jersey's ZIP range, unless it follows "#", "order", "booking" and the like. */
const NJ_ZIP = /(?<![#\d-])\b(0[78]\d{3})(?:-\d{4})?\b/;
const NOT_A_ZIP_BEFORE = /(#|\b(order|booking|invoice|confirmation|reference|ref|ticket|number|no|account|id|job|code)\s*(?:number|no\.?|#)?\s*(?:is\s*)?)\s*$/;

/** Whether a question asks us to come somewhere: "do you clean in Columbus?", "is 07030 covered?". */
export const asksToCome = (text: string) => COME_TO.test(text);

/** Whether a question asks about the service area, in words or as a bare ZIP. */
export function asksAboutArea(text: string): boolean {
  return COME_TO.test(text) || ABOUT_THE_AREA.test(text) || /^\D*\d{5}\D{0,3}$/.test(text);
}

export function placeUrl(place: Place): string {
  return placeUrlOf(place.county, place.slug);
}

const link = (place: Place) => `[${place.name}](${placeUrl(place)}) in ${place.countyName}`;
const countyUrl = (place: Place) => countyUrlOf(place.county);
/** Towns around a place asked about, in the plural: "what towns near Trenton", "in the areas around Princeton". */
const TOWNS_AROUND = /\b(which|what|any|other|the|all|in)( other| the)? (towns|areas|places|cities|communities)( right| just)? (near|around|close to|surrounding|nearby)\b|\bneighbou?ring towns\b|\bsurrounding (towns|areas)\b/;

/** The ZIPs a question gives: never an order, booking or reference number. */
export function zipsOf(text: string): string[] {
  const out = new Set<string>();
  const named = ZIP_NAMED.exec(text);
  if (named) out.add(named[1]!);
  for (const m of text.matchAll(new RegExp(NJ_ZIP.source, 'g'))) {
    if (!NOT_A_ZIP_BEFORE.test(text.slice(0, m.index))) out.add(m[1]!);
  }
  return [...out];
}

/** "Which towns share 08540?", "your ZIP index maps it to more than one municipality: which ones?", "07424, is that just Little Falls?". */
// "Our postal code is 08204, though the annex falls in Lower Township. Are both covered?": the ZIP is asked too.
const ZIP_TOWNS_ASKED = /\b(which|what) (towns?|municipalit\w*|places?|ones|areas?|cities)\b|\b(are )?both (covered|served|ok|okay|included|in)\b|\bmore than one\b|\bshare[sd]?\b|\bmaps? (it |08\d{3} |07\d{3} )?to\b|\b\d{5}\b[^.?!]{0,15}\b(is|are) (that|it|this|they) (just|only)\b|\b(other|another) (towns?|places?|municipalit\w*)\b/;

/** Every five-digit number that no order or reference word comes before. */
function anyZips(text: string): string[] {
  return [...text.matchAll(/(?<![#\d-])\b(\d{5})\b/g)].filter((m) => !NOT_A_ZIP_BEFORE.test(text.slice(0, m.index))).map((m) => m[1]!);
}

export function zipOf(text: string): string | null {
  return zipsOf(text)[0] ?? null;
}

/** The places a question names that count: weak names are already settled by the finder. */
export function namedPlaces(question: Question, finder: PlaceFinder, vocabulary: ReadonlySet<string>): PlaceHit[] {
  return finder.find(question.raw, vocabulary);
}

/** A name asked about that is no New Jersey place the site knows ("do you clean in Aveiro?"): we can't say where it is, only where we clean. */
export function unknownPlace(name: string): ChatAnswer {
  return {
    reply: `I can't find ${name} among New Jersey's towns, their other names or the neighbourhoods our town pages name. We clean in New Jersey only, in every one of its municipalities: if ${name} is in New Jersey, tell me its town or ZIP, or find it on our [New Jersey locations](${NJ_PAGE.url}) page; if it is outside New Jersey, we don't clean there.`,
    sources: [NJ_PAGE],
  };
}

function townLines(hit: PlaceHit): string {
  if (hit.kind === 'county') {
    const first = hit.places[0]!;
    return `Yes, we clean across ${hit.name}, in every one of its towns: find yours on our [${hit.name}](${countyUrl(first)}) page.`;
  }
  const shown = hit.places.slice(0, 6);
  if (hit.landmark) {
    // "The allergist at Morristown Medical Center": the town is what we clean, not the hospital or park it names.
    return shown.length === 1 ? `Yes, we clean in ${link(shown[0]!)}, and our page for it names ${hit.name}.`
      : `Yes: our pages for these towns name ${hit.name}, and we clean in each of them:\n${shown.map((p) => `- ${link(p)}`).join('\n')}`;
  }
  const other = hit.elsewhere?.places ?? [];
  // "Newport": a village of Downe Township and a part of Jersey City its page names. Neither is the one meant more than the
  // other, so both towns are said alike, the one with more ZIP codes (the bigger) first.
  if (other.length && !hit.weak && shown.length === 1 && !shown.some((p) => p.name === hit.name)) {
    const towns = [...shown, ...other].sort((a, b) => b.zips.length - a.zips.length);
    return `Yes: our pages place ${hit.name} in ${towns.length === 2 ? 'two towns' : `${towns.length} towns`}, and we clean in each:\n${towns.map((p) => `- ${link(p)}`).join('\n')}`;
  }
  const elsewhere = other.length ? `\nOur page${other.length > 1 ? 's' : ''} for ${list(other.map(link))} also name${other.length > 1 ? '' : 's'} a ${hit.elsewhere!.name} there, and we clean there too.` : '';
  const longer = hit.longer?.length ? `\nIf you mean ${list(hit.longer.map(link))}, we clean there too.` : '';
  // "Harrison, by the Red Bull arena": the town whose page names what the message says, and the other of that name.
  const namesakes = hit.namesakes?.length ? `\nNot to be confused with ${list(hit.namesakes.map(link))}, where we clean too.` : '';
  return aTown(hit, shown) + elsewhere + longer + namesakes;
}

/** A town's ZIP code asked for: "what zip is that", "the zip code for Hoboken?". */
const ZIP_ASKED = /\b(what|which|whats|what'?s|the|its|their|give me|tell me)( \w+)?( \w+)? (zip|zips|zip ?codes?|postal codes?)\b|\b(zip|zip ?codes?) (is|for|of)\b/;

/** The ZIP codes of the place named: an alias's own ("Elizabethport": 07206, not Elizabeth's 07201), else each town's on its line. */
function zipsLine(hit: PlaceHit): string {
  if (hit.zips) return `\nZIP code${hit.zips.length > 1 ? 's' : ''} ${list(hit.zips)}.`;
  const places = hit.places.slice(0, 6);
  return places.map((p) => `\n${places.length > 1 ? `${p.name}: ` : ''}ZIP code${p.zips.length > 1 ? 's' : ''} ${list(p.zips)}.`).join('');
}

/** A municipality's name without its kind: "Harrison" of "Harrison Town" and "Harrison Township". */

function aTown(hit: PlaceHit, shown: Place[]): string {
  // "Marlton" is not a municipality: say which one it is part of.
  const alias = !shown.some((p) => p.name === hit.name);
  if (hit.nickname && shown.length === 1) return `Yes, we clean in ${hit.name}, that is ${link(shown[0]!)}.`;
  if (hit.former && shown.length === 1) return `Yes: ${hit.name} is the old name of ${link(shown[0]!)}, renamed since, and we clean there.`;
  if (shown.length === 1) return alias && !hit.weak ? `Yes, we clean in ${hit.name}: it is part of ${link(shown[0]!)}.` : `Yes, we clean in ${link(shown[0]!)}.`;
  // "Marlboro": Marlboro Township, and a place of that name in Stow Creek Township, which is not a town of that name
  // (Harrison Town and Harrison Township are both towns named Harrison).
  const others = shown.filter((p) => baseName(p.name) !== baseName(hit.name));
  const same = shown.filter((p) => !others.includes(p));
  if (!alias && others.length && same.length) return `Yes, we clean in ${list(same.map(link))}; ${list(others.map(link))} ${others.length > 1 ? 'have' : 'has'} a place of that name too, and we clean there as well.`;
  // A name our list of places puts in towns of one county spans them (LBI, the Wildwoods); in towns of several counties it may
  // be one place on a county line (Kingston) or places of one name far apart (the Silver Lakes of Belleville and Upper
  // Deerfield): the list doesn't say which, so neither is said.
  const oneCounty = new Set(shown.map((p) => p.countyName)).size === 1;
  // "Harrison": the Town and the Township, each of that name, whichever the site's list names first.
  const name = alias || new Set(shown.map((p) => p.name)).size === 1 ? hit.name : baseName(hit.name);
  return `Yes, we clean in ${name}${alias ? (oneCounty ? ', which spans' : ', which our list of places puts in') : ', in each town of that name'}:\n${shown.map((p) => `- ${link(p)}`).join('\n')}`;
}

/** Two places named in one question, asked whether they are one: "is East Newark the same as Newark?". */
const SAME_AS = /\b(?:is|are) [\w" ]{2,40} the same (?:as|place as|town as)\b|\bsame (?:place|town|city) as\b/;

/** Whether two places named are one, asked: "is it the same place?", "that is not my town, right?", "now I am confused". */
export const SAME_PLACE_ASKED = /\b(?:is (?:it|that|this|they)|are (?:they|those|these|the two)) the same (?:place|town|city|area|one|municipality)\b|\bsame (?:place|town|city) as\b|\b(?:is ?n[o']t|not) (?:it |that )?(?:my|our|the same) (?:town|place|city)\b|\bdifferent (?:place|town|city|municipalit(?:y|ies))\b|\b(?:now )?(?:i'?m|i am|am|we'?re|we are) (?:so |a bit |a little |kind of |kinda )?(?:confused|lost|mixed up)\b|\bwhich (?:one|is it)\b[^.?!]{0,20}\?\s*$/;

/** Coming onto a base asked: "can your cleaner come inside the base?", "do they have base access?", "we live on base", "the housing inside Picatinny Arsenal", "base housing". */
const ONTO_A_BASE = /\b(?:come|get|go|drive|enter|let)\w*\b[^.?!]{0,25}\b(?:on|onto|on to|inside|into|in) (?:the |our )?(?:base|post|installation)\b|\b(?:base|post|installation) (?:access|pass(?:es)?|gate)\b|\b(?:live|living|lives|stay|stays|housing) on (?:the )?(?:joint )?(?:base|post)\b|\b(?:on|onto) base\b|\b(?:arsenal|joint base|naval (?:air |weapons )?station|air (?:force|national guard) base|army base|military base)\b(?=[^]*\b(?:housing|inside|quarters)\b)|\b(?:base|military|on-base) housing\b/;

/** Homes to clean said to be in New Jersey: "my NJ houses", "our rentals in New Jersey". */
const HOMES_IN_NEW_JERSEY = /\b(?:nj|new jersey|jersey shore)(?: \w+)? (?:house|home|rental|propert|place|condo|apartment|unit|listing)\w*|\b(?:house|home|rental|propert|place|condo|apartment|unit|listing)\w* (?:down |up |over )?(?:in|at) (?:nj|new jersey|the jersey shore)\b/;

/** New Jersey or one of its counties said: the town named is the New Jersey one. */
const NEW_JERSEY_SAID = /\b(nj|n\.j\.|new jersey|jersey)\b|\bcounty\b/;

/** "Allentown": the New Jersey town's yes, and a word on its better-known namesake across the border, which we don't serve. */
function namesakeLine(hit: PlaceHit): string {
  const across = namesakeAcross(baseName(hit.name));
  return across && hit.places.length === 1 ? `\nIf you mean ${across}, we don't clean there: we serve New Jersey only.` : '';
}

/** "Not yet": the places named are outside; `places` counts them ("Suffern and the rest of New York" are two). */
function abroad(names: string[], places = names.length): string {
  return `Not yet: we serve New Jersey only, so ${list(names)} ${places > 1 ? 'are' : 'is'} outside our area. Every New Jersey town we clean is on our [New Jersey locations](${NJ_PAGE.url}) page.`;
}

const abroadName = (hit: PlaceHit) => (hit.name === hit.state || !hit.state ? hit.name : `${hit.name} (${hit.state})`);

/** Places away, a state named with its towns said once: "Suffern, just over the New York line" is "Suffern and the rest of New York". */
function awayNames(away: PlaceHit[]): string[] {
  const statesNamed = new Set(away.filter((h) => h.name === h.state).map((h) => h.name));
  const names = away.map((h) => {
    if (!h.state || !statesNamed.has(h.state)) return abroadName(h);
    if (h.name !== h.state) return null;
    const towns = away.filter((o) => o.state === h.state && o.name !== h.state).map((o) => o.name);
    return towns.length ? `${list([...new Set(towns)])} and the rest of ${h.state}` : h.name;
  });
  return [...new Set(names.filter((n): n is string => n !== null))];
}

/**
 * Service area: every New Jersey place, alias, county or ZIP named is a yes with its page; places
 * across the border and other states are a no; several places get one line each. A question about
 * the area that names no place says where we work.
 */
/** The whole state asked about, beside a town or instead of one: "all of jersey or just princeton?", "the rest of the state?". */
const WHOLE_STATE = /\b(all (of )?(new )?jersey|all (of )?nj|all over (the state|nj|new jersey|jersey)|(the )?(whole|entire) (state|nj|new jersey|jersey)|rest of (the state|nj|new jersey|jersey)|other (towns|cities|parts of the state)|every (town|city|municipality)|statewide|only (some|certain|a few) (towns|cities|areas|places))\b/;
const STATEWIDE = `We serve New Jersey only, and every municipality in the state: each has a page on our [New Jersey locations](${NJ_PAGE.url}) page, where you can search by town or ZIP.`;

/** A home that is not the asker's: a relative's, a friend's, a rental. "I live in Yardley, near Trenton: come to my home?" is the asker's. */
const SOMEONE_ELSES_HOME = /\b((mom|mother|dad|father|parent|grand\w+|aunt|uncle|sister|brother|son|daughter|cousin|in-law|friend|relative|tenant|renter|guest|client)('?s)?|for (her|him|them)|(her|his|their) (home|house|place|apartment|condo)|rental|investment property|second home|vacation home)\b/;
const OWN_HOME = /\bmy (own )?(home|house|place|apartment|condo)\b/;

/** Someone close who books or pays for the home from elsewhere: "my son lives out in Columbus, Ohio... for my house here". */
const RELATIVE_WORDS = String.raw`(son|daughter|kids?|children|grand(son|daughter|child|children|kids?)|nephew|niece|brother|sister|husband|wife|family|mom|mother|dad|father|parents?)`;
const RELATIVE = new RegExp(String.raw`\b${RELATIVE_WORDS}\b`);

/** Setting a cleaning up for someone: "book", "pay", "set it up". */
const ARRANGES = String.raw`book|booking|pay|paying|order|arrange|set (?:it |this |that )?up|setting (?:it )?up`;
/** A relative asked to book or pay: "could he make the booking", "can my son book it", "could she pay for it". */
const RELATIVE_BOOKS = new RegExp(String.raw`\b(he|she|they|son|daughter|kids?|nephew|niece|brother|sister|husband|wife|family)\b[^.?!]{0,40}\b(${ARRANGES}|make the booking|schedule|manage|handle)\b`);
/** The home to be cleaned is the asker's own, here: "my house here in New Jersey", "for my house", "pay for my cleaning", "set it up for me". */
const MY_HOME_HERE = new RegExp(String.raw`\b(for|of|at|clean|pay for|book) (my|our) (own )?(house|home|place|apartment|condo|cleanings?)\b|\b(?:${ARRANGES})\b[^.?!]{0,30}\bfor (?:me|us)\b|\bhere in (new jersey|nj|jersey)\b|\b(house|home|place|apartment|condo) is (mine|ours)\b`);

/**
 * Whether a relative of the one asking books or pays from a place while the home is the asker's, in New Jersey ("my son
 * lives in Columbus, Ohio: could he book for my house here?"); not a relative's own home there ("my sister lives in Brooklyn,
 * can she use you?").
 */
function relativeThere(text: string, hit: PlaceHit, townNamed: boolean): boolean {
  if (!RELATIVE.test(text) || !RELATIVE_BOOKS.test(text) || !(MY_HOME_HERE.test(text) || townNamed)) return false;
  if (/(?<!\bnot )\b(her|his|their) (own )?(place|home|house|apartment|condo|flat)\b/.test(text)) return false;
  const place = placePattern(hit);
  // "Could my daughter in Ohio book the cleaning for me?": the relative named with where they are.
  return new RegExp(String.raw`\b(lives?|living|is|are|stays?|works?|based)( \w+){0,3} (in|at|near) ([\w ]+, )?${place}\b|\b${RELATIVE_WORDS}\b (?:(?:out|up|down|over|back) )?(?:in|from) ${place}\b|\b(${ARRANGES}|manage)\w*\b( [\w']+){0,8} (from|in) ${place}\b|\b(phone|telephone|card) in ${place}\b`).test(text);
}

/** How far a place is from a town, said before the town: "10 min from", "a few miles from", "right across the bridge from". */
const DISTANCE_FROM = String.raw`(?:\b(?:\d+|a few|few|a couple(?: of)?|five|ten|fifteen|twenty|thirty) ?(?:min|mins|minutes?|miles?|mi)\b(?: away)?|\b(?:right |just )?(?:across|over) the (?:bridge|river|water|line|border)|\bright (?:across|over)) from`;

/** A town as a message may write it: the name matched, or the name of a town it stands for ("Woodbridge" for Woodbridge Township). */
const townPattern = (hit: PlaceHit) => `(?:${[...new Set([hit.name, ...[hit.name, ...hit.places.map((p) => p.name)].map(baseName)].map((n) => n.toLowerCase()))].map(escapeRegExp).join('|')})`;

/** Whether a town is named only to say how far from it another place is ("Staten Island, 10 min from Carteret"). */
function measuredFrom(text: string, hit: PlaceHit): boolean {
  return new RegExp(String.raw`${DISTANCE_FROM} (?:the )?${townPattern(hit)}\b`).test(text);
}

/** A place as a message may write it ("pennsylvania" or "pa"), for a regular expression. */
function placePattern(hit: PlaceHit): string {
  return `(?:${namesOf(hit).map(escapeRegExp).join('|')})`;
}

/** Those a home passes between, who are or went somewhere: "the sellers in Florida", "seller's in Florida". */
const OTHERS = String.raw`(sellers?|seller'?s|owners?|owner'?s|landlords?|landlord'?s|buyers?|agents?)`;

/**
 * Whether a place is only where others are or went ("the sellers relocated to Florida, nobody will be at the house"), in a
 * question that does not ask us to come there.
 */
function othersThere(text: string, hit: PlaceHit): boolean {
  const place = placePattern(hit);
  // "And the new one the owner is considering in Yardley?": another office or home, there, is asked about.
  if (new RegExp(String.raw`\b(clean|come|serve|service|cover|go|work|book)\w*\b[^.?!]{0,40}\b(there|in ${place})\b|\b(house|home|place|condo|apartment) (there|in ${place})\b|\b(new|other|another|second|next) (one|office|location|branch|site|place|house|home|unit)\b`).test(text)) return false;
  // "My daughter Karen in Ohio says she will do the booking for me", "could my daughter in Georgia call you and handle it for
  // me?": a relative, by name or not, there, who acts for the one asking (not "my daughter in Ohio, could she use you?"); "his
  // daughter typing for Dad from Georgia": where the one writing is.
  return new RegExp(String.raw`\b(relocated|moved away|retired) (down |out |back )?to ${place}\b|\b${OTHERS}( \w+){0,2} (went|live|lives|living|is|are|stays?|now)( \w+){0,2} (in|down in|out in|up in) ${place}\b|\b${OTHERS} (in|from) ${place}\b|\b(?:my|our) ${SOMEONE_ELSE}(?: [a-z]+)? (?:in|from|out in|down in|up in) ${place}\b(?=[^.?!]*\b(?:book\w*|pay\w*|order\w*|schedul\w*|manag\w*|handl\w*|arrang\w*|call\w*|cancel\w*)\b[^.?!]*\bfor (?:me|us|my|our)\b)|\b(?:typing|writing|texting|messaging|emailing)\b[^.?!]{0,25}\bfrom ${place}\b`).test(text);
}

/**
 * Whether a town is named only as where someone works, lived before, comes from or is while away ("I preach in Scotch Plains",
 * "we used to live in Passaic", "my mother-in-law is coming from Alexandria", "our guests come from Jersey City", "she lives an
 * hour away in Morristown"), not as the home to be cleaned.
 * A question about it, or about "there", "both" or "them", still asks ("My husband works in Fairfield. You work there?", "could
 * I also work in Newark?", where a cleaner could work).
 */
function namedInPassing(text: string, hit: PlaceHit): boolean {
  const town = townPattern(hit);
  const asked = new RegExp(String.raw`\b(there|it|that|both|those|these|them|${town})\b[^.!?]*\?|\b(come|serve|serving|cover|covered|service|available)\b[^.!?]*\?|^\W*(and |so )?(what|how) about\b|\b(clean\w*|come|serve|service|cover|go|send \w+)\b[^.?!]{0,40}\b(there|in ${town})\b|\b(house|home|place|condo|apartment|apt|unit|rental|office|property) (is |are )?(there|in ${town})\b|\bclean\w*( \w+){0,3} (for )?(the|our|my|his|her|their) (office|workplace|business|shop|store)\b`);
  if (asked.test(text)) return false;
  return new RegExp(String.raw`(?<!\b(?:can|could|would|will|may|might|should|to|do|does|did) )\b(i|we|he|she|they|who|(my|our|his|her|their)( [\w-]+){1,2})( (also|still|now|both|mostly|usually|currently|just|actually))? (work|works|worked|commute|commutes|preach|preaches|preached|teach|teaches|taught|studies|am stationed|is stationed)( (?!for\b)\w+){0,3} (in|at|to|out of) (the )?${town}\b`
    + String.raw`|\b(used to live|grew up|was born|were born|was raised|moved (here |over |down |up |away )?from|came (here |over |down |up )?from)( (?!to\b|into\b)\w+){0,3} (in |from )?${town}\b`
    + String.raw`|\b(guests?|visitors?|family|relatives|in-laws?|mother|father|mom|dad|parents|son|daughter|sister|brother|aunt|uncle|cousin|friends?|kids|grandkids|grandchildren|people)( (mostly|usually|often|all|will|are|is|be|who))*( (come|comes|coming|came|visit|visiting|fly|flying|drive|driving)( in| up| down| over)?)? from ${town}\b`
    + String.raw`|\b(my|our|his|her|their) (job|factory|plant|school|college|campus|hospital)( \w+){0,2} (in|at) ${town}\b`
    // "she lives like an hour away in Morristown", "I'm 80 miles away in Wildwood": where someone is, away from the home.
    + String.raw`|\b(i|we|he|she|they)('m|'re| am| are| is| lives?| living)( \w+){0,4} away (in|at|down in|up in) ${town}\b`).test(text);
}

/** Whether the place names where a thing of the visitor's is from: "a Pennsylvania bank", "a New York phone number", "my card is from PA". */
function aThingFrom(text: string, hit: PlaceHit): boolean {
  const place = placePattern(hit);
  return new RegExp(String.raw`\b${place} (bank|credit union|(credit |debit )?card|driver'?s licen[cs]e|licen[cs]e|plates?|(phone |cell )?number|area code)\b|\b(card|bank|account|number|phone|licen[cs]e)\b[^.?!]{0,20}\bfrom (a |an |the )?${place}\b`).test(text);
}

/** Whether the question says the one asking lives in a place ("I live in Pennsylvania", "we're based in NYC"), not that the home is there. */
function livesThere(text: string, hit: PlaceHit): boolean {
  const place = placePattern(hit);
  return new RegExp(String.raw`\b(i|we|i myself|myself)( \w+)? (live|am|'m|are|'re|reside|stay|work)( \w+){0,2} (in|at|near|from|outside( of)?) (the state of )?${place}\b|\b(i|we) (live|am|'m|are|'re) (about |around |roughly |like |only )?(an?|\d+|one|two|three|a few|several) (hrs?|hours?|miles?|minutes?|mins?)( \w+)? away (in|from) ${place}\b|\b(i'?m|we'?re|i am|we are) (from|out of|based in) ${place}\b`
    // Booking or paying from there: "can I book for the condo from Pennsylvania?", "a Pennsylvania billing address".
    + String.raw`|\b(book|booking|pay|paying|order|manage|use)\b( \w+){0,5} from ${place}\b|\b(from|i'?m|we'?re|i am|we are) (down |up |out |over )?here in ${place}\b|\b${place} (billing|mailing|home) address\b|\b(billing|mailing) address (is )?(in )?${place}\b`).test(text);
}

/** Checking the work from afar, which the job photos answer with no home named: "can he see if it was done well?". */
const CHECKED_FROM_AFAR = /\b(check|checking|see|view|watch|look at|track|approve|rate)\b/;
/** What someone does from afar, in the app: checking the work, or "can my son book it", "can she pay", "can he do it". */
const DONE_FROM_AFAR = new RegExp(String.raw`\b(book|booking|pay|paying|manage|do (it|that|this))\b|${CHECKED_FROM_AFAR.source}`);
/** A home of theirs, as a message names it. */
const THEIR_HOME = String.raw`(house|home|place|condo|townhouse|apartment|office)`;
/**
 * What asks for a cleaning where that person is: "can she use you", "send someone to them", "her house too" (not "her
 * house here in Vineland", which is the home in New Jersey).
 */
const SERVICE_FOR_THEM = new RegExp(String.raw`\b(use (you|it|us|nestwell|the (app|service))|your service|send (someone|somebody|a cleaner)|(her|his|their) (own )?${THEIR_HOME}\b(?! (here|in|at)\b)|that office|for (her|him|them)\b(?! (own )?${THEIR_HOME}))`);

/**
 * Whether a place is only where another person is, who does something from there ("my mom lives in Florida and owns a
 * condo in Cherry Hill: can she see the photos?", "my son in New York checks the cleaning"), while the message names a
 * home's town in New Jersey and does not ask us to come to that place or clean for that person.
 */
function personThere(text: string, hit: PlaceHit): boolean {
  const place = placePattern(hit);
  if (!DONE_FROM_AFAR.test(text) || SERVICE_FOR_THEM.test(text)) return false;
  if (new RegExp(String.raw`\b(clean|come|serve|service|cover|go)\w*\b[^.?!]{0,20}\b(in|to) ${place}\b|\b(house|home|place|condo|apartment|rental|property) (there|in ${place})\b`).test(text)) return false;
  return actsFromThere(text, hit) || new RegExp(String.raw`\b(${RELATIVE_WORDS}|he|she|they|owner|landlord|boss|roommate|partner|friend)( \w+){0,2} (lives?|living|is|'s|are|stays?|works?|resides?|based|moved)( \w+){0,2} (in|at|near|from|outside( of)?|to) (the state of )?${place}\b|\b${RELATIVE_WORDS} (in|from) ${place}\b`).test(text);
}

/** What someone else does from a place, in the app: "can she do that from over there in Pennsylvania?", "can SHE book MY cleaning from Philly?". */
function actsFromThere(text: string, hit: PlaceHit): boolean {
  return DONE_FROM_AFAR.test(text) && !SERVICE_FOR_THEM.test(text)
    && new RegExp(String.raw`\b(he|she|they)\b[^.?!]{0,40}\bfrom (over |out |up |down |back )?(there )?(in )?${placePattern(hit)}\b`).test(text);
}

/** The one asking is there while the home is cleaned: "while we're still down in Florida", "we'll be in Florida when you clean". */
function selfThere(text: string, hit: PlaceHit): boolean {
  const place = placePattern(hit);
  // Said as being away for a while, not as living there ("I live in Pennsylvania", "we are in Philadelphia for now" may be the home).
  return new RegExp(String.raw`\b((we|i)('ll be| will be| winter| spend (the )?winters?)|(while|whilst|when) (we|i)('re| are|'m| am)?|(we|i)('re| are|'m| am)( still)? (down|up|out|over|away))( still)?( \w+)?( down| up| out| over| away| back)? (in|at) (the state of )?${place}\b`).test(text)
    && !new RegExp(String.raw`\b(clean|come|serve|service|cover|go|do)\w*\b[^.?!]{0,20}\b((in|to) )?${place}\b(?! (from|till|until|through))`).test(text.replace(new RegExp(String.raw`\b(we|i)\b[^.?!]{0,30}\b${place}\b`), ' '))
    // "I winter in Port St. Lucie. You down there?": asked about after all.
    && !/\b(you|u|y'?all|nestwell)( guys)?( \w+)? (down|up|over|out) there\b/.test(text);
}

/** Asking us to come where someone is: "do you clean there?", "can you come here". */
const THERE_ASKED = /\b(clean\w*|come|coming|work|serve|service|go|send \w+)( (?!from\b)\w+)? (there|here)\b/;
/** Someone, the one asking or another, and no home: "I'm in PA", "he'll be staying with my sister in Florida". */
const SOMEONE = String.raw`(i|we|he|she|they|i'?m|we'?re|he'?s|she'?s|they'?re|i'?ll|we'?ll|he'?ll|she'?ll|they'?ll|i am|we are|he is|she is|they are)`;
/** What a place beside a person can also be: a home there, or a cleaning asked there. */
const A_HOME_THERE = /\b(house|home|condo|apartment|apt|unit|place|rental|property|clean\w*|book\w*)\b/;

/**
 * Whether the message says only that someone is in a place ("Since I'm in PA most of the summer, how do I know the turnover
 * got done?", "I live outside Philadelphia... how does the cleaner get in?"), in a clause of its own, while another clause asks
 * something that names neither the place nor a home priced there.
 */
function someoneIsThere(text: string, hit: PlaceHit): boolean {
  const place = placePattern(hit);
  const clauses = text.split(/(?<=[.?!])\s+|[,;]\s+/);
  const where = clauses.filter((c) => new RegExp(String.raw`\b${SOMEONE}\b[^.?!]{0,40}?\b(in|at|near|outside( of)?|from) (the state of )?${place}\b`).test(c));
  const placeNamed = new RegExp(String.raw`\b${place}\b`);
  if (!where.length || where.some((c) => A_HOME_THERE.test(c) || asksSomethingHere(c))) return false;
  const asking = clauses.filter((c) => !placeNamed.test(c) && asksSomethingHere(c) && c.trim().split(/\s+/).length >= 3);
  return !mentionsRooms(text) && asking.length > 0 && !asking.some((c) => ASKS_US_THERE.test(c));
}

/**
 * A clause that asks for a cleaning somewhere, or about a place or person pointed at: "could your crew clean the rental house
 * there?", "can your people do that one too?", "would you still be able to come?", "what about my mom"; not "the unit after the
 * clean, before guests get there", a cleaning done and a place arrived at.
 */
const ASKS_US_THERE = /\b((?<!\b(the|after|before|since) )(clean|cleaning)|(?<!(got|get|gets|was|been|is|be) )cleaned|come|coming|serve|service|cover|work|use (you|nestwell|it|the app)|book|hire|send|available|able to|still|too|also|as well|(?<!\b(get|gets|got|arrive|arrives|be|am|is|are) )there|here|that (one|space|place|house|home)|same|keep)\b|\b(you|your (people|crew|cleaners|team)) (do|clean)\b|\b(add|include) (it|that|them|this)\b|\b(is|does|would|will) (that|this|it) (be )?(a problem|an issue|matter|ok|okay|fine|work)\b|^\s*(what|how) about\b|^\s*and\b/;

/** A clause that asks: a question mark, or a question's first word. */
function asksSomethingHere(clause: string): boolean {
  return /\?\s*$/.test(clause) || /^(how|what|when|where|who|why|which|can|could|do|does|is|are|will|would|should)\b/.test(clause.trim());
}

/** A home, which a question can ask to have cleaned wherever it is. */
const A_HOME = String.raw`\b(house|home|condo|condominium|apartment|apt|unit|place|rental|property|flat|dorm|cabin)\b`;
/** "Down there", "out there": a place pointed back at; not "is there", "are there". */
const POINTS_THERE = /(?<!\b(?:is|are|was|were|be)\s)\bthere\b(?!\s+(?:is|are|was|were)\b)/;

/**
 * Whether a city far away (`far`) is asked about, not only where someone is or was ("my son lives in Denver and worries:
 * can he see the photos?", "we go to Sarasota in winter; can we pause?", "back in Dallas I paid $120", "moving up from
 * Austin"): a home is named there ("my sister's home in West Hartford"), or a clause that asks names the city, points
 * there, asks about the area, or asks for a home cleaned ("can you clean her place?").
 */
function farAsked(text: string, hit: PlaceHit): boolean {
  const place = placePattern(hit);
  if (new RegExp(String.raw`\b(from|back in) (the )?${place}\b`).test(text)) return false;
  if (new RegExp(String.raw`${A_HOME}[^.?!;]{0,40}\b(in|at|near) (the )?(\w+ )?${place}\b`).test(text)) return true;
  // "What about Miami, Florida?": the place, or its state said after it.
  const named = new RegExp(String.raw`\b(?:${place}${hit.state ? `|${escapeRegExp(hit.state.toLowerCase())}` : ''})\b`);
  const home = new RegExp(A_HOME);
  // Not "which was a gift from a cellist in Boston": a clause that asks ends in a question mark or opens as a question to us.
  const asks = (c: string) => /\?\s*$/.test(c) || /^(can|could|do|does|is|are|will|would|any)\b/.test(c.trim());
  return text.split(/(?<=[.?!])\s+|[,;:]\s+/).some((c) => asks(c) && (named.test(c) || POINTS_THERE.test(c) || asksAboutArea(c) || home.test(c)));
}

/** A town asked to be in a county: "is Ocean City in Ocean County?", "Ocean City is part of Ocean County, right?". */
// "Colonia is Union County, yes?", "and Union City, this is Union County also?": the county said without "in".
const IN_WHICH_COUNTY = /\b(is|isn'?t|are)\b[^.?!]{0,40}\b(in|part of)\b[^.?!]{0,30}\bcounty\b|\b(in|part of) [a-z ]{1,25}county,? (right|correct|isn'?t it|yes)\b|\b(is|this is|it'?s|that'?s) [a-z]+( [a-z]+)? county\b(?=[^.?!]{0,20}\?)/;

/** The one town named and the one county named with it, where the town is not in that county. */
function wrongCounty(hits: PlaceHit[]): { said: string; town: Place; county: PlaceHit } | null {
  const towns = hits.filter((h) => h.kind === 'place');
  const counties = hits.filter((h) => h.kind === 'county');
  if (new Set(towns.map((h) => h.name)).size !== 1 || counties.length !== 1 || towns[0]!.places.length !== 1) return null;
  const town = towns[0]!.places[0]!;
  return town.countyName === counties[0]!.name ? null : { said: towns[0]!.name, town, county: counties[0]! };
}

/**
 * "Colonia is Union County, yes?": the town's county said right, where the question puts it in another. "Colonia" is a
 * part of Woodbridge Township, and said so.
 */
export function countyCorrected(text: string, hits: PlaceHit[]): { line: string; county: PlaceHit } | null {
  const misplaced = IN_WHICH_COUNTY.test(text) ? wrongCounty(hits) : null;
  if (!misplaced) return null;
  const { said, town, county } = misplaced;
  const where = said === town.name ? `${town.name} is in` : `${said} is part of ${town.name}, in`;
  return { line: `No: ${where} ${town.countyName}, not ${county.name}.`, county };
}

/** The area's answers that say only yes, we clean in the towns, counties and ZIPs named. */
const YES_ONLY = new WeakSet<ChatAnswer>();

/** Whether an answer is only the area's yes to the places named, so what the rest of the message asks is still to answer. */
export const onlyTheTown = (answer: ChatAnswer) => YES_ONLY.has(answer);

/** The area's answers that say only that the places named are outside it. */
const AWAY_ONLY = new WeakSet<ChatAnswer>();

/** Whether an answer only says the places named are outside our area: beside a question of the same message, of where someone is ("im in nyc that day"). */
export const onlyAway = (answer: ChatAnswer) => AWAY_ONLY.has(answer);

/** How the area's answer opens for a place we clean. */
const YES = 'Yes, we clean ';

/** The area's yes said after another answer ("We do clean in Long Branch..."), so it never reads as a yes to what was asked. */
export const townAside = (answer: ChatAnswer): ChatAnswer => ({ ...answer, reply: answer.reply.split(YES).join('We do clean ') });

export function answerArea(question: Question & { placesBefore?: readonly PlaceHit[] }, found: PlaceHit[], finder: PlaceFinder, ctx: HandlerContext): ChatAnswer | null {
  // "Would the cleaner come all the way from New Brunswick?": where a cleaner sets out from is the matching answer's, not a town asked.
  const origin = CLEANER_FROM.exec(question.text)?.[1];
  const setsOutFrom = (h: PlaceHit) => [h.name, ...h.places.map((p) => p.name)].some((name) => { const n = name.toLowerCase(); return origin!.startsWith(n) || n.startsWith(origin!.split(' ').slice(0, 2).join(' ')); });
  const elsewhere = (h: PlaceHit) => h.kind === 'place' && namedInPassing(question.text, h);
  const hits = found.filter((h) => !(origin && setsOutFrom(h)) && !elsewhere(h));
  if ((origin || found.some(elsewhere)) && !hits.length) return null;
  const lines: string[] = [];
  const sources: Source[] = [];
  const asksArea = asksAboutArea(question.text);
  // "Do you have service in India?": a country asked about alone, with no town of it named; someone living there ("my mother
  // lives in Brazil, can I gift her a cleaning?"), unless what is asked is paying from there.
  // "Spending the winter in Puerto Rico... do you clean there also?": the country is where "there" is.
  const country = !hits.length && (asksArea || IN_A_PLACE_ALONE.test(question.text) || THERE_ASKED.test(question.text) || (LIVES_IN.test(question.text) && !/\b(pay|paying|card|payment)\b/.test(question.text))) ? countryAsked(question.text) : null;
  if (country) return { reply: abroad([country]), sources: [NJ_PAGE] };
  // A bare five-digit number is a ZIP wherever the question asks about the area or is only that number.
  const zips = [...new Set([...zipsOf(question.text), ...(asksArea ? anyZips(question.text) : [])])];
  // "Convent Station, not Morristown proper": the place said not to be it is no answer, when another is named.
  // "Union, 07083": a name several towns share, narrowed to the one the ZIP given is in.
  const zipTowns = new Set(zipsOf(question.text).flatMap((zip) => finder.byZip(zip)));
  const named = hits.filter((h) => h.kind === 'place' || h.kind === 'county').map((h) => {
    const inZip = h.kind === 'place' && h.places.length > 1 ? h.places.filter((p) => zipTowns.has(p)) : [];
    return inZip.length ? { ...h, places: inZip } : h;
  });
  // "Marlboro, NJ (Monmouth County)": a name several places share, narrowed to the one in the county named with it; the
  // county then only says which, and needs no line of its own.
  const countiesSaid = new Set(named.filter((h) => h.kind === 'county').map((h) => h.name));
  const narrowed = named.map((h) => {
    // A county said decides among towns of one name, whatever else the message named (PlaceHit.namesakes).
    const all = h.kind === 'place' ? [...h.places, ...(h.namesakes ?? [])] : h.places;
    const inCounty = h.kind === 'place' && all.length > 1 ? all.filter((p) => countiesSaid.has(p.countyName)) : [];
    // "Marlboro... Stow Creek Township, Cumberland": the place of that name there, called as the message calls it.
    const named = inCounty.length && inCounty.every((p) => baseName(p.name) !== baseName(h.name)) ? { name: baseName(h.name) } : {};
    return inCounty.length ? { ...h, places: inCounty, namesakes: undefined, ...named } : h;
  });
  const qualifying = new Set(narrowed.filter((h, i) => h.places !== named[i]!.places).flatMap((h) => h.places.map((p) => p.countyName)));
  // "Is Ocean City in Ocean County?": a town asked to be in a county it is not in; the answer is its own county.
  const misplaced = countyCorrected(question.text, narrowed);
  const pointed = narrowed.filter((h) => !(h.kind === 'county' && (qualifying.has(h.name) || h === misplaced?.county)));
  // "My friend lives in Staten Island, 10 min from Carteret": the town says how far, the place across the border is where;
  // so does "Montague then? right over the bridge from Milford" beside the town asked.
  const abroadNamed = hits.some((h) => h.kind === 'abroad' && !h.negated);
  const measured = (h: PlaceHit) => h.kind === 'place' && measuredFrom(question.text, h);
  const townAsked = pointed.some((h) => h.kind === 'place' && !measured(h));
  const said = pointed.filter((h) => !((abroadNamed || townAsked) && measured(h)));
  const towns = said.some((h) => !h.negated) ? said.filter((h) => !h.negated) : said;
  if (misplaced) lines.push(misplaced.line);
  const inTowns = new Set(towns.flatMap((h) => h.places));
  // "And Bayonne? what zip is that": the town's ZIP codes, when one is asked and none given.
  const zipAsked = ZIP_ASKED.test(question.text) && !zipsOf(question.text).length;
  for (const zip of zips) {
    const places = finder.byZip(zip);
    // "Princeton NJ 08540": the town answers; its ZIP need not be listed again, unless the towns of the ZIP are what is asked.
    if (places.some((p) => inTowns.has(p)) && !(places.length > 1 && ZIP_TOWNS_ASKED.test(question.text))) continue;
    if (places.length) {
      lines.push(`Yes, we clean in ZIP ${zip}: ${places.length === 1 ? `${link(places[0]!)}.` : `\n${places.slice(0, 6).map((p) => `- ${link(p)}`).join('\n')}`}`);
      sources.push(...places.slice(0, 6).map((p) => ({ title: p.name, url: placeUrl(p) })));
    } else if (/^0[78]/.test(zip) && towns.length) {
      // "Camden, 08104: I don't see it on your list": the town we know answers for the ZIP we don't.
      lines.push(`Our pages don't list ZIP ${zip}, but that doesn't change anything: we serve all of New Jersey, and the town you named is on our pages.`);
    } else if (/^0[78]/.test(zip)) {
      lines.push(`${zip} looks like a New Jersey ZIP, and we serve all of New Jersey, but I could not match it to a town. Find yours on our [New Jersey locations](${NJ_PAGE.url}) page, or ask ${supportLink(ctx.facts)}.`);
      sources.push(NJ_PAGE);
    } else {
      lines.push(abroad([`ZIP ${zip}`]));
      sources.push(NJ_PAGE);
    }
  }
  // "Dover Township, that's Toms River": the old name's line already says the town.
  const former = new Set(towns.filter((h) => h.former).flatMap((h) => h.places));
  for (const hit of towns.filter((h) => h.former || !(h.kind === 'place' && h.places.every((p) => former.has(p)))).slice(0, 6)) {
    // "포트리(Fort Lee)": one town named twice, in two scripts, is answered once.
    const line = townLines(hit) + (zipAsked && hit.kind === 'place' ? zipsLine(hit) : '') + (hit.kind === 'place' && towns.length === 1 && !NEW_JERSEY_SAID.test(question.text) && !countiesSaid.size ? namesakeLine(hit) : '');
    if (lines.includes(line)) continue;
    lines.push(line);
    if (hit.kind === 'county') sources.push({ title: hit.name, url: countyUrl(hit.places[0]!) });
    else sources.push(...[...hit.places.slice(0, 6), ...(hit.elsewhere?.places ?? []), ...(hit.longer ?? [])].map((p) => ({ title: p.name, url: placeUrl(p) })));
  }
  // "What towns near Trenton do y'all have clients in?": the town's county, every town of which we serve, is the answer around it.
  const around = towns.length === 1 && towns[0]!.kind === 'place' && TOWNS_AROUND.test(question.text) ? towns[0]!.places[0] : undefined;
  if (around) {
    lines.push(`Around it too: we serve every town in ${around.countyName} and the rest of New Jersey. Find them on our [${around.countyName}](${countyUrl(around)}) page.`);
    sources.push({ title: around.countyName, url: countyUrl(around) });
  }
  // "Can we check it was done from Florida?", "she pays from Georgia": where someone is while the home is cleaned, not a home
  // asked about; a message that asks where we clean, or names a home's town, is still answered for it.
  const remote = REMOTE.test(question.text) && !towns.length && !ABOUT_THE_AREA.test(question.text) && !COME_TO.test(question.text);
  // "The sellers relocated to Florida and nobody will be at the house": where others have gone, not a home asked about.
  // "Mine is from a Pennsylvania bank": a thing of theirs from there, not a place asked about.
  // "Hoboken, 10 min from Manhattan": the place across the border only says how far the town is from it.
  // "Forest Hill? Newark 07104": a name only near another state's place, beside the New Jersey town it is in, is a part of that town.
  const abroadHits = hits.filter((h) => h.kind === 'abroad' && !h.negated && !(towns.length && (measuredFrom(question.text, h) || (h.weak && h.name !== h.state && towns.some((t) => t.kind === 'place' && !t.weak)))) && !othersThere(question.text, h) && !aThingFrom(question.text, h) && (!h.far || farAsked(question.text, h)));
  // "I live outside Philadelphia... how does the cleaner get into the unit?": where the one asking is, beside a question of
  // another kind, is no place asked about either.
  // "My son works in New York: can he see if the cleaning was done well?": someone else there, checking from afar.
  const whereTheyAre = abroadHits.length > 0 && !towns.length && !asksArea && !COME_TO.test(question.text) && !THERE_ASKED.test(question.text)
    && abroadHits.every((h) => someoneIsThere(question.text, h) || selfThere(question.text, h) || (CHECKED_FROM_AFAR.test(question.text) && personThere(question.text, h)));
  const away = remote || whereTheyAre ? [] : abroadHits;
  // "My mother's home in Cherry Hill; I live in Pennsylvania": the home cleaned is what the area is about, never the one asking.
  // "We live in Brooklyn, can you clean there?" asks about that place after all.
  // "I live in Pennsylvania, can I still use Nestwell?", "...but own a condo in Sea Isle City": where they live, not where the home is.
  // "Is that a problem for booking cleanings at my NJ houses?": the homes named by their state.
  const forAHome = SOMEONE_ELSES_HOME.test(question.text) || towns.length > 0 || HOMES_IN_NEW_JERSEY.test(question.text) || /\bcan (i|we) (still )?(use|book|get|hire)\b|\b(billing|mailing) address\b/.test(question.text);
  // "My son lives out in Columbus, Ohio: could he book for my house here?": the relative is away, the home is here.
  // "...could he pay for my cleaning from there?" too, where "from there" reads as someone being there.
  // A city far away counts here too ("my son in Lisbon wants to pay for my cleaning"): where the relative is, not a home.
  const relativesAt = hits.filter((h) => h.kind === 'abroad' && !h.negated);
  const relativeAway = relativesAt.length > 0 && relativesAt.every((h) => relativeThere(question.text, h, towns.length > 0));
  // "Can you clean there?" asks about that place; "can I book from there?" is about the one asking.
  const livesAway = away.length > 0 && !relativeAway && !THERE_ASKED.test(question.text) && forAHome && !OWN_HOME.test(question.text)
    && away.every((h) => livesThere(question.text, h));
  // "My mom lives in Florida and owns a condo in Cherry Hill: can she see the photos?": another person is away, the home is here.
  const personAway = away.length > 0 && !relativeAway && !livesAway && towns.length > 0 && !THERE_ASKED.test(question.text)
    && away.every((h) => personThere(question.text, h) || selfThere(question.text, h));
  if (relativeAway) {
    lines.push(`Our area is about the home to be cleaned, in New Jersey, and the site sets no rule about where the one booking or paying lives: a booking is made in the ${ctx.facts.brand} app with that home's address, and paid in the app. The site says nothing particular about booking for someone else's home, so ask ${supportLink(ctx.facts)} if anything is unclear.`);
  } else if (personAway) {
    lines.push(`Our area is about the home to be cleaned, in New Jersey, and that one is in it; the site sets no rule about where the one booking, paying or checking is. Booking, paying and the job photos are all in the ${ctx.facts.brand} app.`);
  } else if (away.length && !livesAway && !THERE_ASKED.test(question.text) && away.every((h) => actsFromThere(question.text, h))) {
    // "OK then can SHE book MY cleaning from Philly and pay for it?", the home named in an earlier turn: the site sets no rule on where she is.
    lines.push(`We clean homes in New Jersey only, so what counts for our area is the address to be cleaned; the site sets no rule about where the one booking or paying is, and both are done in the ${ctx.facts.brand} app. Every New Jersey town we clean is on our [New Jersey locations](${NJ_PAGE.url}) page.`);
    sources.push(NJ_PAGE);
  } else if (livesAway && lines.some((l) => l.startsWith('Yes'))) {
    const forSomeoneElse = SOMEONE_ELSES_HOME.test(question.text) ? ` the site says nothing particular about booking for someone else's home, so` : '';
    lines.push(`Our area is about the home to be cleaned, and that one is in it; the site sets no rule about where you live yourself. You give its address when you book in the ${ctx.facts.brand} app;${forSomeoneElse} ask ${supportLink(ctx.facts)} if anything is unclear.`);
  }
  else if (livesAway) {
    lines.push(`Where you live yourself doesn't decide it: we clean homes in New Jersey only, so what counts is the address to be cleaned. Every New Jersey town we clean is on our [New Jersey locations](${NJ_PAGE.url}) page; tell me the town or ZIP and I will check it.`);
    sources.push(NJ_PAGE);
  } else if (away.length) {
    lines.push(abroad(awayNames(away), new Set(away.map((h) => h.name)).size));
    sources.push(NJ_PAGE);
  }
  // "And Burlington Township, is it the same place?" after Burlington City: two municipalities, said so before the yes.
  const before = [...new Set(question.placesBefore?.flatMap((h) => h.places) ?? [])];
  // "Livingston is in Essex county, now I am confused": the town, with its county said beside it.
  const placesNow = towns.filter((h) => h.kind === 'place');
  const now = placesNow.length === 1 ? placesNow[0]!.places : [];
  if (before.length && now.length && now.every((p) => !before.includes(p))) {
    const at = lines.findIndex((l) => l.startsWith(YES));
    if (at >= 0) lines[at] = lines[at]!.replace(YES, 'We clean ');
    lines.unshift(`They are different places: ${list(now.map((p) => p.name))} and ${list(before.map((p) => p.name))} are separate municipalities, each with a page of its own.`);
  }
  // "Is North Cape May the same as Cape May?": two places named in one question, each said for what it is.
  const [one, other] = placesNow;
  if (!before.length && placesNow.length === 2 && SAME_AS.test(question.text) && one!.places.every((p) => !other!.places.includes(p))) {
    const municipality = (h: PlaceHit) => h.places.length === 1 && h.places[0]!.name.startsWith(h.name);
    const partOf = (h: PlaceHit) => (municipality(h) ? null
      : `${h.name} is ${h.former ? 'the old name of' : 'part of'} ${list(h.places.map((p) => p.name), 'or')}`);
    const named = (h: PlaceHit) => h.places[0]!.name;
    const parts = [one!, other!].map((h) => partOf(h) ?? `${named(h)} is a separate municipality`);
    for (const [i, l] of lines.entries()) if (l.startsWith(YES)) lines[i] = l.replace(YES, 'We clean ');
    lines.unshift(partOf(one!) || partOf(other!)
      ? `They are different places: ${parts.join(', and ')}.`
      : `They are different places: ${named(one!)} and ${named(other!)} are separate municipalities, each with a page of its own.`);
  }
  // "Can your cleaner come inside the base?": the towns around a base are ours; getting onto it is the base's to allow.
  if (lines.some((l) => l.startsWith('Yes')) && ONTO_A_BASE.test(question.text)) lines.push(`The site doesn't say whether a cleaner can get onto a military base: access is the base's to allow, so ask ${supportLink(ctx.facts)} before you book, 24/7.`);
  if (lines.length) {
    // "All of Jersey or just Princeton?": the town's yes is not the whole answer.
    if (WHOLE_STATE.test(question.text) || (towns.length && /\b(just|only) (in )?[a-z]+( nj)?\??$/.test(question.text))) lines.push(STATEWIDE);
    const onlyYes = lines.every((l) => l.startsWith(YES));
    if (lines.some((l) => l.startsWith('Yes'))) lines.push('Book in the app and we will match you with a top-rated cleaner nearby.');
    const answer = { reply: lines.join('\n'), sources: dedupe(sources) };
    if (onlyYes) YES_ONLY.add(answer);
    if (lines.length === 1 && away.length && !towns.length && !livesAway && !relativeAway && !personAway) AWAY_ONLY.add(answer);
    return answer;
  }
  // "Which state's law governs your terms?" asks about the terms, not where we clean.
  if (/\b(laws?|governs?|governed|governing|jurisdiction)\b/.test(question.text)) return null;
  const njOnly = hits.some((h) => h.kind === 'nj') && COME_TO.test(question.text);
  if (!ABOUT_THE_AREA.test(question.text) && !WHOLE_STATE.test(question.text) && !njOnly && !(COME_TO.test(question.text) && /\b\d{5}\b/.test(question.text))) return null;
  return {
    reply: `${STATEWIDE} Tell me your town or ZIP and I will check it.`,
    sources: [NJ_PAGE, ctx.page('where-does-nestwell-clean', NJ_PAGE)],
  };
}
