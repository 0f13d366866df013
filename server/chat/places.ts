import { commonName, placeKey } from '../../kernel/place-names.ts';
import { placesByZip } from '../../kernel/zip-codes.ts';
import type { Place, PlaceAlias } from '../../kernel/chat/model.ts';
import { CROSSING, NOT_A_PLACE, singular, type Landmark } from './landmarks.ts';

/** What a name in a question turned out to be. */
export interface PlaceHit {
  /** `abroad`: a place across the border (Yardley, Staten Island) or a state other than New Jersey. */
  kind: 'place' | 'county' | 'nj' | 'abroad';
  /** The name as the site knows it ("Marlton", "Staten Island", "Mercer County"). */
  name: string;
  /** The municipalities it names (a place, an alias, a county's towns). */
  places: Place[];
  /** For `abroad`: the state it is in. */
  state?: string;
  /** An everyday word or a near miss: it counts as a place only when the question reads as one. */
  weak: boolean;
  /** The name a municipality had before it was renamed ("Dover Township"). */
  former?: boolean;
  /** An informal name for whole municipalities ("JC"). */
  nickname?: true;
  /** A part of a place its page names ("the Ironbound"): `places` are the towns whose pages name it. */
  landmark?: true;
  /** A part of a town of another county named so, by that town's page ("Fairview" on Camden City's). */
  elsewhere?: Landmark;
  /** Towns whose name begins with this one, that people shorten to it ("Asbury" for Asbury Park). */
  longer?: Place[];
  /** An alias's own principal ZIP codes ("Elizabethport": 07206), which answer for its ZIP rather than its town's. */
  zips?: string[];
  /** A name the message itself places in another state ("Riverdale in the Bronx", "Verona, Italy"): so meant wherever it says it. */
  placedAcross?: true;
  /** A city far from New Jersey (FURTHER_AWAY): named as often where someone lives as where a home is. */
  far?: true;
  /** Said as where it is not: "Convent Station, not Morristown proper". */
  negated?: true;
  /** The other towns of the name said, which the message's other words leave aside ("Harrison, by the Red Bull arena"). */
  namesakes?: Place[];
  /** Token positions in the question, for what comes before and after. */
  start: number;
  end: number;
}

const STATES = ['Alabama', 'Alaska', 'Arizona', 'Arkansas', 'California', 'Colorado', 'Connecticut', 'Delaware', 'Florida',
  'Georgia', 'Hawaii', 'Idaho', 'Illinois', 'Indiana', 'Iowa', 'Kansas', 'Kentucky', 'Louisiana', 'Maine', 'Maryland',
  'Massachusetts', 'Michigan', 'Minnesota', 'Mississippi', 'Missouri', 'Montana', 'Nebraska', 'Nevada', 'New Hampshire',
  'New Mexico', 'New York', 'North Carolina', 'North Dakota', 'Ohio', 'Oklahoma', 'Oregon', 'Pennsylvania', 'Rhode Island',
  'South Carolina', 'South Dakota', 'Tennessee', 'Texas', 'Utah', 'Vermont', 'Virginia', 'Washington', 'West Virginia',
  'Wisconsin', 'Wyoming', 'District of Columbia', 'Washington DC'];

/**
 * Places across New Jersey's borders that people near it name, by their state. None of these
 * names is a New Jersey municipality or alias, so "Yardley" is never read as a town we serve.
 */
const ACROSS_THE_BORDER: Record<string, string[]> = {
  Pennsylvania: ['Philadelphia', 'Philly', 'Yardley', 'Morrisville', 'Newtown', 'New Hope', 'Langhorne',
    'Bristol', 'Bucks County', 'Doylestown', 'Easton', 'Bethlehem PA', 'Chester PA', 'King of Prussia', 'Bensalem',
    'Warminster', 'Stroudsburg', 'Pittsburgh', 'Scranton', 'Poconos', 'Milford PA', 'Matamoras', 'Lehigh Valley', 'Penn State', 'State College'],
  'New York': ['New York City', 'NYC', 'Manhattan', 'Brooklyn', 'Queens', 'Bronx', 'The Bronx', 'Staten Island', 'Long Island',
    'Yonkers', 'Westchester', 'Harlem', 'Suffern', 'Nyack', 'Spring Valley', 'Monsey', 'Nanuet', 'Pearl River', 'Orangeburg',
    'White Plains', 'New Rochelle', 'Flushing', 'Astoria', 'Long Island City', 'Forest Hills', 'Jackson Heights', 'Bayside', 'Park Slope',
    'Williamsburg', 'Bushwick', 'Upper West Side', 'Upper East Side', 'Greenwich Village', 'Albany', 'Poughkeepsie',
    'Tribeca', 'SoHo', 'East Village', 'West Village', 'Lower East Side', 'Financial District', 'Battery Park City', "Hell's Kitchen",
    'DUMBO', 'Brooklyn Heights', 'Greenpoint', 'Bed-Stuy', 'Crown Heights', 'Sunnyside', 'Riverdale NY', 'Washington Heights', 'Inwood',
    'Port Jervis', 'Tottenville', 'Scarsdale', 'Middletown NY', 'Warwick NY', 'Goshen NY',
    'Rockland', 'Rockland County', 'New City', 'Haverstraw', 'Stony Point', 'Congers', 'Valley Cottage', 'West Nyack', 'Blauvelt', 'Sparkill',
    'Boro Park', 'Borough Park', 'Flatbush', 'Midwood', 'Bay Ridge', 'Bensonhurst', 'Far Rockaway', 'Kiryas Joel', 'Five Towns'],
  Delaware: ['Wilmington', 'Rehoboth', 'Rehoboth Beach', 'Lewes', 'Dewey Beach'],
  Maryland: ['Baltimore'],
  Connecticut: ['Stamford', 'Norwalk', 'New Haven', 'Danbury'],
};

/** Names of ACROSS_THE_BORDER that are everyday words too ("a woman living alone in a new city"): places only when said as one. */
const EVERYDAY_ACROSS = new Set(['New City']);

/** Names of ACROSS_THE_BORDER that hold other places (cities, boroughs, counties, regions): a name said just before one is a part of it. */
const HOLDS_PLACES = new Set(['Philadelphia', 'Philly', 'Bucks County', 'Lehigh Valley', 'Poconos', 'New York City', 'NYC', 'Manhattan',
  'Brooklyn', 'Queens', 'Bronx', 'The Bronx', 'Staten Island', 'Long Island', 'Westchester', 'Five Towns', 'Rockland', 'Rockland County']);

/**
 * Cities further away that people name ("my cousin lives in Miami", "we winter in Boca"): the largest cities of the country
 * and the places New Jerseyans move or winter to. Added after New Jersey's own names, so a name New Jersey has too
 * (Springfield, Long Beach, Ocean City, Dover) stays New Jersey's; `weak` for those that are people's names or words.
 */
const FURTHER_AWAY: Record<string, string[]> = {
  Florida: ['Miami', 'Miami Beach', 'Orlando', 'Tampa', 'Jacksonville', 'St. Petersburg', 'Fort Lauderdale', 'Boca Raton', 'Boca', 'West Palm Beach',
    'Palm Beach', 'Delray Beach', 'Boynton Beach', 'Sarasota', 'Fort Myers', 'Port St. Lucie', 'Kissimmee', 'Daytona Beach', 'Tallahassee',
    'Clearwater', 'Pompano Beach', 'Coral Springs', 'The Villages', 'Key West'],
  California: ['Los Angeles', 'San Francisco', 'San Diego', 'San Jose', 'Sacramento', 'Oakland', 'Fresno'],
  Texas: ['Houston', 'Dallas', 'Austin', 'San Antonio', 'Fort Worth', 'El Paso'],
  Illinois: ['Chicago'], Arizona: ['Phoenix', 'Tucson', 'Scottsdale'], Colorado: ['Denver'], Washington: ['Seattle'],
  Nevada: ['Las Vegas', 'Vegas'], Georgia: ['Atlanta', 'Savannah'], 'North Carolina': ['Raleigh', 'Durham', 'Asheville'],
  'South Carolina': ['Myrtle Beach', 'Hilton Head'], Tennessee: ['Nashville', 'Memphis'], Massachusetts: ['Boston', 'Cape Cod', 'Worcester'],
  Michigan: ['Detroit'], Ohio: ['Cleveland', 'Cincinnati'], Minnesota: ['Minneapolis'], Missouri: ['St. Louis', 'Kansas City'],
  Indiana: ['Indianapolis'], Wisconsin: ['Milwaukee'], Louisiana: ['New Orleans'], Kentucky: ['Louisville'], Utah: ['Salt Lake City'], Hawaii: ['Honolulu'],
  Virginia: ['Virginia Beach'], Maryland: ['Annapolis', 'Bethesda', 'Silver Spring'],
  'District of Columbia': ['Washington DC', 'Washington D.C.', 'DC', 'D.C.'], 'Rhode Island': ['Providence'], Connecticut: ['Hartford'],
  'New York': ['Buffalo', 'Syracuse', 'Ithaca', 'the Hamptons', 'Hamptons', 'Catskills', 'Saratoga'], Pennsylvania: ['Harrisburg'],
  // Abroad, by country: the cities where family books from ("my daughter lives in Seoul, can she book for me?").
  'South Korea': ['Seoul', 'Busan'], Japan: ['Tokyo', 'Osaka'], China: ['Beijing', 'Shanghai'], Vietnam: ['Hanoi', 'Ho Chi Minh City'],
  Philippines: ['Manila', 'Quezon City', 'Cebu'], India: ['Mumbai', 'New Delhi', 'Delhi', 'Bangalore', 'Bengaluru', 'Hyderabad', 'Chennai', 'Kolkata', 'Ahmedabad'],
  'United Kingdom': ['London'], France: ['Paris'], Italy: ['Milan'], Portugal: ['Lisbon', 'Porto'], Poland: ['Warsaw', 'Krakow', 'Kraków'],
  Ukraine: ['Kyiv', 'Kiev'], Israel: ['Tel Aviv', 'Jerusalem'], Nigeria: ['Lagos', 'Abuja'], Haiti: ['Port-au-Prince'],
  'Dominican Republic': ['Santo Domingo', 'Santiago de los Caballeros'], Brazil: ['São Paulo', 'Sao Paulo', 'Rio de Janeiro'], Mexico: ['Mexico City'],
  Canada: ['Toronto', 'Montreal', 'Vancouver'],
};

/** Cities of FURTHER_AWAY that are also people's names or words: places only where the question reads as about one. */
const PEOPLES_NAMES_OR_WORDS = new Set(['Boca', 'Austin', 'Dallas', 'Savannah', 'Providence', 'Buffalo', 'Phoenix', 'DC', 'Milan', 'Paris', 'Lagos']);

/** New Jersey towns named like a town across the border ("Allentown"): that town's, where the message names its state. */
const SHARED_ACROSS: Record<string, { state: string; known?: string }> = {
  Allentown: { state: 'Pennsylvania', known: 'Allentown, Pennsylvania' },
  Bethlehem: { state: 'Pennsylvania', known: 'Bethlehem, Pennsylvania' },
  Chester: { state: 'Pennsylvania' },
  Columbus: { state: 'Ohio', known: 'Columbus, Ohio' },
  Greenwich: { state: 'Connecticut', known: 'Greenwich, Connecticut' },
  // Willingboro's old name (its row's notes), and a town of Bucks County.
  Levittown: { state: 'Pennsylvania', known: 'Levittown, Pennsylvania' },
  Riverdale: { state: 'New York', known: 'Riverdale in the Bronx, New York' },
};

/**
 * The better-known namesake across the border of a New Jersey town, which a visitor may mean even where the message names no
 * state: "my cousin in Allentown" may well be Pennsylvania's city.
 */
export const namesakeAcross = (name: string): string | undefined => SHARED_ACROSS[name]?.known;

/** A municipality's name without its kind: "Greenwich Township" is "Greenwich". */
export const baseName = (name: string) => name.replace(/ (Borough|Township|City|Town|Village)$/, '');

/** A name New Jersey shares with a town across the border, in a message (lower case). */
export const SHARED_NAME = new RegExp(String.raw`\b(?:${Object.keys(SHARED_ACROSS).join('|').toLowerCase()})\b`);

/**
 * "My son lives up in Connecticut." "He lives in Greenwich.": a New Jersey town sharing its name with a town of a state the
 * turn before named is that state's town.
 */
export function placedInStateSaidBefore(hit: PlaceHit, statesBefore: ReadonlySet<string>): PlaceHit {
  const name = baseName(hit.name);
  const state = SHARED_ACROSS[name]?.state;
  return hit.kind === 'place' && state && statesBefore.has(state) ? { kind: 'abroad', state, places: [], name, weak: false, start: hit.start, end: hit.end, placedAcross: true } : hit;
}

/**
 * Countries people name after a town abroad ("my cousin in Verona, Italy"): the town is that country's, not the
 * New Jersey town of the same name. Not those that are everyday words (China, Turkey) or New Jersey's own names
 * (Holland, Lebanon).
 */
const COUNTRIES = ['Italy', 'France', 'Spain', 'Portugal', 'Brazil', 'Mexico', 'Canada', 'India', 'Pakistan', 'Bangladesh',
  'South Korea', 'Korea', 'Japan', 'Vietnam', 'Philippines', 'Poland', 'Ukraine', 'Russia', 'Germany', 'Ireland', 'England',
  'Scotland', 'United Kingdom', 'UK', 'Greece', 'Israel', 'Egypt', 'Morocco', 'Nigeria', 'Ghana', 'Colombia', 'Ecuador', 'Peru',
  'Venezuela', 'Argentina', 'Dominican Republic', 'Puerto Rico', 'Haiti', 'Jamaica', 'Cuba', 'Guatemala', 'Honduras',
  'El Salvador', 'Costa Rica'];
/** The countries by the words a message writes them in; said alone, a country is no town `find` returns ("served in Vietnam"), only one countryAsked reads. */
const COUNTRY_KEYS = new Map(COUNTRIES.map((country) => [placeKey(country), country]));

/** Words that ask whether we work somewhere. */
const SERVICE_ASKED = /\b(service|serve|serving|clean|cleaning|available|operate|work|cover|come)\b/;

/** "And in Brazil?", "what about in Canada": a place asked about again, in a question of its own. */
export const IN_A_PLACE_ALONE = /^\s*(?:and|or|what about|how about)?\s*in\s+[^.?!,]{1,30}\?/i;
/** Someone living in a place: "my mother lives in Brazil". */
export const LIVES_IN = /\b(?:lives?|living)\s+in\b/;

/** A country asked about as the place ("do you have service in India?", "do you clean in Portugal?"), if any. */
export function countryAsked(text: string): string | null {
  // "Travel to India" is a trip, not a place asked about; "and in Brazil?" after a town asks the same again.
  if (!SERVICE_ASKED.test(text) && !IN_A_PLACE_ALONE.test(text)) return null;
  const tokens = placeKey(text).split(' ');
  for (let i = 0; i < tokens.length - 1; i++) {
    if (tokens[i] !== 'in') continue;
    const at = tokens[i + 1] === 'the' ? i + 2 : i + 1;
    const country = countryAfter(tokens, at);
    if (country) return country;
  }
  return null;
}

/** The country named right after a town ("verona italy"), if any. */
function countryAfter(tokens: readonly string[], end: number): string | undefined {
  return COUNTRY_KEYS.get(tokens.slice(end, end + 2).join(' ')) ?? COUNTRY_KEYS.get(tokens[end] ?? '');
}

/** "The University of Delaware in Newark": a school named for its state places the town after it in that state. */
function schoolStateBefore(tokens: readonly string[], start: number): string | undefined {
  if (!['in', 'at'].includes(tokens[start - 1] ?? '')) return undefined;
  return STATES.find((state) => {
    const words = state.toLowerCase().split(' ');
    const from = start - 1 - words.length;
    return from >= 2 && words.every((w, k) => tokens[from + k] === w) && tokens[from - 1] === 'of' && ['university', 'college'].includes(tokens[from - 2]!);
  });
}

/** "Of town", "of the city" after a part's name: a part of the visitor's own town, whichever it is. */
const OF_TOWN = /^of (the |my |our |her |his )?(town|city|township|borough)\b/;

/** Words that ask whether we come to a place. */
const AREA_ASKED = new Set(['covered', 'cover', 'serve', 'served', 'service', 'there', 'area']);
/** Words after which a two-letter code in small letters is a state: "in pa", "from ny", "near dc". */
const STATE_BEFORE = /^(in|from|to|near|across|outside|of|philly|upstate)$/;
/** Two-letter state codes that are not English words, read in any case (see STATE_BEFORE); others only in capitals. */
// A Map, not an object: "constructor" or "toString" in a message is no state code.
const CODES = new Map(Object.entries({ pa: 'Pennsylvania', ny: 'New York', nyc: 'New York', dc: 'District of Columbia', ct: 'Connecticut', md: 'Maryland' }));
const CAPITAL_CODES: Record<string, string> = { DE: 'Delaware', CA: 'California', FL: 'Florida', TX: 'Texas', MA: 'Massachusetts', VA: 'Virginia', NC: 'North Carolina', GA: 'Georgia' };

/** The state a postal code written in capitals names ("DE", "PA"), or undefined. */
export const stateOfCode = (code: string): string | undefined => CAPITAL_CODES[code] ?? CODES.get(code.toLowerCase());

/** Municipal names that are also everyday words: they count only where the question reads as a place. */
const EVERYDAY = new Set(['lower', 'middle', 'upper', 'commercial', 'hope', 'liberty', 'independence', 'harmony', 'union',
  'ocean', 'deal', 'wall', 'green', 'white', 'brick', 'summit', 'clark', 'victory gardens', 'fairview', 'bay head', 'franklin',
  'mansfield', 'chester', 'washington', 'lawrence', 'roosevelt', 'harrison', 'hanover', 'medford', 'florence', 'delaware',
  // "Our guests are landing at 3", "my name is Dorothy".
  'landing', 'dorothy']);
/** Words that never name a place alone ("Jersey City" without "City" is the state). */
const NEVER_ALONE = new Set(['jersey', 'new', 'city', 'atlantic', 'cape', 'island', 'park', 'point', 'beach']);
/** Words before which an everyday name is the word itself, not a town: "same deal there?", "a big deal", "no deal". */
const NOT_A_PLACE_BEFORE = new Set(['same', 'big', 'good', 'great', 'real', 'better', 'best', 'bad', 'raw', 'package', 'no']);
/** Words after which an everyday name is a kind of cleaning, not a town ("commercial cleaning"). */
// "Commercial bookings", "commercial clients": a kind of customer, too.
const NOT_A_PLACE_AFTER = new Set(['cleaning', 'clean', 'cleaners', 'cleaner', 'account', 'accounts', 'property', 'properties', 'space', 'spaces', 'job', 'jobs',
  'booking', 'bookings', 'client', 'clients', 'customer', 'customers', 'building', 'buildings', 'work', 'side', 'version', 'rates', 'services']);
/** A military base's words: "the Fort Lee base in Virginia", "Fort Dix army post in...". */
const BASE_WORDS = new Set(['base', 'army', 'post', 'camp', 'barracks', 'afb', 'air']);
/** Words after a town's name that make it a street's or a school's: "Easton Ave" is in New Brunswick. */
// Names are keyed with "St" read as "saint" (St. Louis), so "Jackson St" is followed by "saint".
const NAMES_A_STREET_OR_SCHOOL = new Set(['ave', 'avenue', 'st', 'saint', 'street', 'rd', 'road', 'blvd', 'boulevard', 'ln', 'lane', 'dr', 'drive', 'pike',
  'turnpike', 'hwy', 'highway', 'campus', 'university', 'college',
  // "Warren Hospital", "the Bridgewater mall": a place in or near a town, named for it.
  'hospital', 'mall', 'airport']);
/** Words of questions that are never misspelt town names, whatever the site's own articles say. */
const QUESTION_WORDS = new Set(('about after again also always another around avenue before being below bring could cover covered every first ' +
  // Months are never misspelt towns: "turning 19 in august" is not Augusta.
  'january february march april june july august september october november december ' +
  'great hello house houses hours later maybe might money never other place please price prices quote rates right serve ' +
  'service should since their there these thing think those three today under until water where which while whole would ' +
  'your yours apartment apartments bathroom bathrooms bedroom bedrooms clean cleaner cleaners cleaning kitchen office offices ' +
  'booking cancel check dover cover lover mover moving rover hover clover homes ' +
  // "Someone in sales" is no Salem.
  'sales').split(' '));
/** Short words that are never part of a misspelt name. */
const GLUE = new Set(['a', 'an', 'and', 'or', 'the', 'to', 'in', 'at', 'do', 'you', 'u', 'is', 'are', 'we', 'i', 'my', 'for', 'of', 'on', 'with', 'can', 'it', 'me', 'how', 'what', 'much']);

/** "My son's in-laws": a relative's, never "Sons" of "Levitt and Sons" a town's page names. */
const KIN_POSSESSIVE = /\b(son|daughter|mom|mother|dad|father|husband|wife|sister|brother|aunt|uncle|friend|neighbou?r|boss|grandma|grandpa|cousin|niece|nephew)'s\b/gi;

/** A landmark that is a street: "Central Ave", "Stelton Road". */
const STREET_NAME = / (?:Ave|St|Rd|Street|Avenue|Road|Blvd|Boulevard|Lane|Drive)$/;
/** A web address: "facebook.com/NestwellNJCleaning", "https://x.com/nestwell", "www.example.org". */
const WEB_ADDRESS = /\b(?:https?:\/\/)?(?:www\.)?[a-z0-9-]+(?:\.[a-z0-9-]+)*\.(?:com|org|net|io|co|us)(?:\/[\w.@/%-]*)?/gi;

/** Words that ask whether we come to a place named after them. */
// "What about my place in Rehoboth?", "how about my friend in the East Village?": a place asked about after another.
// "Do you service Vailsburg?", "and my brother in Ahmedabad, he also want this" (after a town asked).
const ASKS_TO_COME = String.raw`\b(?:clean in|serve in|service in|serve|(?:you|u|ya|y'?all) service|^[Aa]nd (?:my|our|her|his|their) (?:[a-z']+ ){0,2}in|cover|come to|go to|travel to|available in|work in|operate in|are you in|(?:what|how) about (?:(?:my|our|her|his|their|the|a) )?(?:[a-z']+ ){0,3}in)`;
/** What may follow a place's name at the end of a clause: "...in Aveiro?", "...in Tribeca too", never "...cover Airbnb units". */
const ENDS_CLAUSE = String.raw`(?=\s*(?:$|[?.!,;:]|\s(?:too|also|as well|area|nj|county|please|or|and)\b))`;
/** A capitalised name asked about: "do you clean in Boca Raton?", "my mother-in-law stays in Rancocas". */
const ASKED_NAME = new RegExp(String.raw`(?:${ASKS_TO_COME}|\b(?:stays?|staying) in)\s+(?:the\s+)?([A-Z][\p{L}'’-]*(?:\s+[A-Z][\p{L}'’-]*){0,2})${ENDS_CLAUSE}`, 'u');
/** In a message typed in small letters, one word of four letters or more, not a plural: "do u clean in tribeca", never "in brownstones". */
const ASKED_WORD = new RegExp(String.raw`${ASKS_TO_COME}\s+(?:the\s+)?([a-z]{4,}[a-rt-z])${ENDS_CLAUSE}`);
/** After a turn about a town, "lol what about montauk 😂", "and Montauk?": the next place asked by its name alone. */
export const NEXT_PLACE = /^(?:(?:and|so|ok|okay|lol|haha|hmm|also|then)[\s,]+)*(?:(?:what|how) about\s+)?(?:the\s+)?(\p{L}[\p{L}'’-]{3,}(?:\s+\p{Lu}[\p{L}'’-]*){0,2})(?=\s*(?:too|also|then|as well)?\s*[?.!]*\s*$|\s*(?:too|also|then)?\s*[?!]*\s*\p{Extended_Pictographic})/u;
/** Words before a name that make it a person's: "Miss Dorothy", "Mr. Walter", "Aunt Clara". */
const TITLES = new Set(['mr', 'mrs', 'ms', 'miss', 'dr', 'aunt', 'auntie', 'uncle', 'grandma', 'grandpa', 'nana', 'papa', 'fr', 'pastor', 'rev', 'reverend', 'deacon']);
/** Words before a title that make it a relative's, and the name after it where they live: "my uncle Prospect Park, also?". */
const POSSESSIVE = new Set(['my', 'our', 'his', 'her', 'their', 'your']);
/** Words after a part of a place that make it read as one: "Greenville in JC", "the Totowa section". */
const PART_AFTER = new Set(['in', 'near', 'by', 'off', 'section', 'neighborhood', 'neighbourhood', 'area', 'part']);
/** Words before a part of a place, besides PLACE_BEFORE's: "off Easton Ave", "by Yorkship Village", Spanish and Portuguese "en", "em", "na". */
const PART_BEFORE = new Set(['off', 'by', 'en', 'em', 'na']);
/** A street's name: said with another town, it is that town's street, whatever page names one so. */
const STREET = /\b(ave|avenue|street|saint|rd|road|blvd|boulevard|highway|hwy|pike|drive|lane)$/;
/** Words before a name that make it read as a place. */
/** Water named after a town's name: "Deal Lake", "Toms River" read as the river. */
const WATER = new Set(['lake', 'lakes', 'river', 'creek', 'bay', 'pond', 'inlet', 'brook']);
/** The words that say a part of the town after "of": "the Herbertsville section of Brick". */
const PART_OF = new Set(['section', 'part', 'side', 'end', 'neighborhood', 'neighbourhood']);
const PLACE_BEFORE = new Set(['in', 'to', 'at', 'near', 'around', 'serve', 'cover', 'service', 'from', 'about', 'visit']);

interface Entry {
  kind: PlaceHit['kind'];
  name: string;
  places: Place[];
  state?: string;
  weak: boolean;
  former?: boolean;
  nickname?: true;
  /** Only another name of places (an alias), never a municipality's own. */
  alias?: true;
  zips?: string[];
  far?: true;
  /** Towns whose name begins with this other name, that people shorten to it ("Asbury" for Asbury Park). */
  longer?: Place[];
}

/**
 * Finds the places a question names: New Jersey municipalities by their official, common or older
 * names, their other names (aliases), counties, ZIPs, states, and the places across the border
 * people near New Jersey name. Names of five letters or more may have one typo.
 * Built once, at server start.
 */
/** How a message may write a place: its name, and for a state its postal codes too ("a PA billing address"). */
export function namesOf(hit: PlaceHit): string[] {
  const codes = [...CODES, ...Object.entries(CAPITAL_CODES)].filter(([, state]) => state === hit.name).map(([code]) => code.toLowerCase());
  return [hit.name.toLowerCase(), ...codes];
}

/**
 * A sentence's end at words of Hangul, Chinese characters, kana or Devanagari, the languages read in part
 * (understand/languages.ts): "hoboken 이에요. ... manhattan" are two places; "Ridgefield 산다길래 봤더니 Connecticut" one.
 */
const UNREAD_SCRIPT = /[\u0900-\u097F\u3040-\u30FF\u4E00-\u9FFF\uAC00-\uD7A3]+\s*[.!?。！？]+|[.!?。！？]+\s*[\u0900-\u097F\u3040-\u30FF\u4E00-\u9FFF\uAC00-\uD7A3]+/gu;

/**
 * The words of a text as place names are keyed, in order. A sentence ended in words of a script the reading left as
 * they were parts the names either side: "Hoboken" and "Manhattan" are then two places, not a town and the state it
 * is in ("Yardley, PA").
 */
function tokensOf(text: string): string[] {
  return placeKey(text.replace(/\b(NJ|N\.J\.)\b/g, ' nj ').replace(UNREAD_SCRIPT, ' unread ')).split(' ').filter(Boolean);
}

/** The words before a workplace: "who works nights at", "my job at", "a nurse at". */
const WORKS_AT = /\b(?:works?|working|worked|job|jobs|nurses?|employed|shifts?)\b(?: \w+)? (?:at|for)$/;

export class PlaceFinder {
  private names = new Map<string, Entry>();
  private zips = new Map<string, Place[]>();
  /** Every one-letter deletion of each name of 5+ letters, for near misses. */
  private deletions = new Map<string, string[]>();
  private landmarks = new Map<string, Landmark>();
  private faintLandmarks = new Map<string, Landmark>();
  /** The most words of a name or landmark that starts with each word: where a text's word starts none, none is looked up. */
  private wordsFrom = new Map<string, number>();
  /** The most words of any name or landmark. */
  private readonly longest: number;
  /** Each word of a name of several words, by the name's count of words and the word's place in it ("2 0 cherry", "2 1 hill"): see mayBeNear. */
  private wordsInPlace = new Set<string>();
  /** The letters of each name of several words, its spaces left out ("cherryhill"): see mayBeNear. */
  private lettersOfNames = new Set<string>();

  /**
   * `rareWords`: the words few town pages use, by place (rareWordsOf), which tell towns of one name apart.
   */
  constructor(readonly places: Place[], aliases: PlaceAlias[] = [], landmarks: Landmark[] = [], private readonly rareWords: ReadonlyMap<Place, ReadonlySet<string>> = new Map()) {
    for (const state of STATES) this.add(state, { kind: 'abroad', name: state, places: [], state, weak: state === 'Washington' || state === 'Delaware' });
    for (const [state, names] of Object.entries(ACROSS_THE_BORDER)) for (const name of names) this.add(name, { kind: 'abroad', name, places: [], state, weak: EVERYDAY_ACROSS.has(name) });
    this.add('New Jersey', { kind: 'nj', name: 'New Jersey', places: [], weak: false });
    this.add('NJ', { kind: 'nj', name: 'New Jersey', places: [], weak: false });
    const counties = new Map<string, Place[]>();
    for (const place of places) counties.set(place.countyName, [...(counties.get(place.countyName) ?? []), place]);
    for (const [county, inCounty] of counties) this.add(county, { kind: 'county', name: county, places: inCounty, weak: false });
    for (const place of places) {
      const entry = (weak: boolean, name = place.name): Entry => ({ kind: 'place', name, places: [place], weak });
      this.add(place.name, entry(false));
      // The slug can hold a name the official one does not (a shorter or older spelling).
      this.add(place.slug.replace(/-/g, ' '), entry(EVERYDAY.has(place.slug.replace(/-/g, ' '))));
      const neighbours = counties.get(place.countyName)!.map((p) => p.name);
      const common = commonName(place.name, neighbours);
      if (common !== place.name) this.add(common, entry(EVERYDAY.has(placeKey(common))));
      // Without its label even where two share it: "Freehold" is the borough and the township.
      const bare = place.name.replace(/^(city|town|village|township|borough) of /i, '').replace(/ (township|borough|city|town|village)$/i, '');
      if (bare !== common) this.add(bare, entry(EVERYDAY.has(placeKey(bare)), bare));
      // "Parsippany" for Parsippany-Troy Hills.
      const first = place.name.split('-')[0]!;
      if (first !== place.name && first.length >= 5) this.add(first, entry(EVERYDAY.has(placeKey(first))));
    }
    const bySlug = new Map(places.map((p) => [`${p.county}/${p.slug}`, p]));
    const named = aliases.map((alias) => ({ alias, places: alias.slugs.map((s) => bySlug.get(`${alias.county}/${s}`)).filter((p): p is Place => !!p) }));
    for (const { alias, places: inAlias } of named) {
      if (inAlias.length) {
        this.add(alias.name, { kind: 'place', name: alias.name, places: inAlias, weak: EVERYDAY.has(placeKey(alias.name)), alias: true,
          ...(alias.zip ? { zips: [alias.zip] } : {}), ...(alias.former ? { former: true } : {}), ...(alias.nickname ? { nickname: true } : {}) });
      }
      // "Rutgers University-Livingston Campus" is said "Livingston campus"; "Holiday City-Berkeley" (in Berkeley), "Holiday City".
      const campus = /^.+-(.+ campus)$/i.exec(alias.name)?.[1];
      if (campus && inAlias.length) this.add(campus, { kind: 'place', name: alias.name, places: inAlias, weak: false });
      const [, first, town] = /^(.+)-(.+)$/.exec(alias.name) ?? [];
      if (first && town && inAlias.some((p) => placeKey(commonName(p.name, [])) === placeKey(town)) && !this.names.has(placeKey(first))) {
        this.add(first, { kind: 'place', name: first, places: inAlias, weak: false, alias: true });
      }
    }
    this.zips = placesByZip(places.map((place) => ({ place, zips: place.zips })), named.map(({ alias, places: inAlias }) => ({ places: inAlias, zip: alias.zip })));
    for (const [key, entry] of this.names) {
      if (!entry.alias) continue;
      const longer = places.filter((p) => !entry.places.includes(p) && placeKey(p.name).startsWith(`${key} `));
      if (longer.length) entry.longer = longer;
    }
    for (const landmark of landmarks) {
      const key = placeKey(landmark.key ?? landmark.name);
      if (!key || GLUE.has(key) || QUESTION_WORDS.has(key) || this.namesARegion(key)) continue;
      (landmark.faint ? this.faintLandmarks : this.landmarks).set(key, landmark);
      this.measure(key);
    }
    for (const [state, names] of Object.entries(FURTHER_AWAY)) {
      for (const name of names) if (!this.names.has(placeKey(name))) this.add(name, { kind: 'abroad', name, places: [], state, weak: PEOPLES_NAMES_OR_WORDS.has(name), far: true });
    }
    for (const key of this.names.keys()) {
      const words = key.split(' ');
      if (words.length > 1) {
        words.forEach((word, i) => this.wordsInPlace.add(`${words.length} ${i} ${word}`));
        this.lettersOfNames.add(words.join(''));
      }
      if (key.replace(/ /g, '').length < 5) continue;
      for (const d of deletionsOf(key)) this.deletions.set(d, [...(this.deletions.get(d) ?? []), key]);
    }
    this.longest = Math.max(1, ...this.wordsFrom.values());
  }

  /** "South Jersey", "Midtown Manhattan": a name with New Jersey's or another state's place in it is a region, not a part of one town. */
  private namesARegion(key: string): boolean {
    const words = key.split(' ');
    return words.some((w, i) => w === 'jersey' || [w, `${w} ${words[i + 1]}`].some((k) => ['abroad', 'nj'].includes(this.names.get(k)?.kind ?? '')));
  }

  /** A state keeps its name; places sharing a name (two Hamiltons) are listed together. */
  private add(name: string, entry: Entry): void {
    const key = placeKey(name);
    if (!key || NEVER_ALONE.has(key)) return;
    const existing = this.names.get(key);
    if (!existing) this.names.set(key, { ...entry, places: [...entry.places] });
    else if (existing.kind === 'place' && entry.kind === 'place') {
      for (const p of entry.places) if (!existing.places.includes(p)) existing.places.push(p);
      existing.weak = existing.weak && entry.weak;
      // A name shared with a municipality, or with an alias that has no ZIP, answers with its towns' ZIP codes.
      if (!entry.alias) delete existing.alias;
      if (existing.alias && existing.zips && entry.zips) existing.zips = [...new Set([...existing.zips, ...entry.zips])];
      else delete existing.zips;
    }
    this.measure(key);
  }

  private measure(key: string): void {
    const words = key.split(' ');
    this.wordsFrom.set(words[0]!, Math.max(this.wordsFrom.get(words[0]!) ?? 0, words.length));
  }

  /**
   * Every place the text names, longest names first, never overlapping; then near misses of the
   * words left (never of `vocabulary`, the words the site's own articles use). `around`: what the
   * whole message `text` is a part of names (its `find`), whose towns say where a part of a place is.
   */
  find(text: string, vocabulary: ReadonlySet<string> = new Set(), around: readonly PlaceHit[] = []): PlaceHit[] {
    // "instagram.com/nestwell_deals_nj": a web address names an account or a page, no place.
    const tokens = tokensOf(text.replace(WEB_ADDRESS, ' ').replace(KIN_POSSESSIVE, '$1'));
    const used = new Array<boolean>(tokens.length).fill(false);
    const hits: PlaceHit[] = [];
    const typos = new Set<PlaceHit>();
    const take = (i: number, n: number, entry: Entry, weak: boolean, more: Partial<PlaceHit> = {}) => {
      hits.push({ kind: entry.kind, name: entry.name, places: entry.places, state: entry.state, weak, start: i, end: i + n,
        ...(entry.former ? { former: true } : {}), ...(entry.nickname ? { nickname: true } : {}), ...(entry.longer ? { longer: entry.longer } : {}),
        ...(entry.zips ? { zips: entry.zips } : {}), ...(entry.far ? { far: true } : {}), ...more });
      used.fill(true, i, i + n);
    };
    // The most words of a name starting at each word, looked up once rather than for every length tried.
    const longestFrom = tokens.map((token) => this.wordsFrom.get(token) ?? 0);
    for (let n = Math.min(this.longest, tokens.length); n >= 1; n--) {
      for (let i = 0; i + n <= tokens.length; i++) {
        if (longestFrom[i]! < n || used.slice(i, i + n).some(Boolean)) continue;
        const key = tokens.slice(i, i + n).join(' ');
        const entry = this.names.get(key);
        const landmark = this.landmarks.get(key);
        const part = landmark ?? this.faintLandmarks.get(key);
        // Another town's name said as a part of the town after it: that town's, as an alias is ("Kingston Estates: it is part of Cherry Hill").
        const section = part && entry?.kind === 'place' && !entry.alias ? this.sectionOf(tokens, i, i + n, part, entry) : null;
        // "West Hartford" is a town of its own, not Hartford.
        if (entry?.far && /^(west|east|north|south)$/.test(tokens[i - 1] ?? '')) continue;
        if (section) take(i, n, { kind: 'place', name: section.name, places: [section.town], weak: false }, false);
        // A town's own name on another town's page is mostly a mention ("trains to Hoboken"); another name or an everyday one may be a part of it.
        else if (entry) take(i, n, entry, entry.weak, entry.kind === 'place' && landmark && (entry.alias || entry.weak) ? elsewhereOf(entry.places, landmark) : {});
        // "The north end of town": a part of the town the visitor means, not the North End another town's page names.
        else if (landmark && !OF_TOWN.test(tokens.slice(i + n, i + n + 3).join(' '))) take(i, n, { kind: 'place', name: landmark.name, places: landmark.places, weak: n === 1 }, n === 1, { landmark: true });
      }
    }
    for (let n = Math.min(3, tokens.length); n >= 1; n--) {
      for (let i = 0; i + n <= tokens.length; i++) {
        if (used.slice(i, i + n).some(Boolean)) continue;
        const words = tokens.slice(i, i + n);
        if (words.some((w) => GLUE.has(w) || /\d/.test(w))) continue;
        if (n === 1 && (vocabulary.has(words[0]!) || QUESTION_WORDS.has(words[0]!))) continue;
        const key = words.join(' ');
        if (key.replace(/ /g, '').length < 5) continue;
        // "Do you guys go to rah way": a town's name split in two, as voice typing or a guess at its spelling writes it.
        const joined = n === 2 ? this.names.get(words.join('')) : undefined;
        const near = joined?.kind === 'place' && !joined.weak ? joined : this.nearMiss(key);
        if (near) {
          take(i, n, near, true);
          typos.add(hits.at(-1)!);
        }
      }
    }
    for (const [i, token] of tokens.entries()) {
      const state = CODES.get(token);
      if (!state || used[i]) continue;
      // A two-letter code is also a word ("pa" is Creole's "not", Spanish's "para"; "md" a doctor): written in small
      // letters it is a state only after a town or "in", "from"..., or where the message writes it in capitals too.
      // A town read from a near miss ("mantsa pa": Tagalog, not "Mantua, PA") places no state after it.
      const afterTown = used[i - 1] && !hits.some((h) => typos.has(h) && h.end === i);
      const asAState = token.length > 2 || new RegExp(String.raw`\b${token.toUpperCase()}\b`).test(text) || afterTown || STATE_BEFORE.test(tokens[i - 1] ?? '');
      if (asAState) hits.push({ kind: 'abroad', name: state, places: [], state, weak: false, start: i, end: i + 1 });
    }
    for (const m of text.matchAll(/\b([A-Z]{2})\b/g)) {
      // "The VA clinic", "my VA benefits", "VA moved my appointment": Veterans Affairs, not Virginia.
      if (m[1] === 'VA' && (/\b(the|my|his|her|our)\s+$/i.test(text.slice(0, m.index)) || /^\s*(hospital|clinic|benefits?|loans?|medical|disability|center|appointments?|doctors?|home loan|(moved|changed|cancell?ed|rescheduled|called|said|sent|scheduled|booked)\b)\b/i.test(text.slice(m.index + 2)))) continue;
      const state = CAPITAL_CODES[m[1]!];
      // "Newark DE": the code where it stands, so the town before it is read as that state's.
      const at = tokens.findIndex((t, j) => t === m[1]!.toLowerCase() && !used[j]);
      if (state && !hits.some((h) => h.state === state && (at < 0 || h.start === at))) hits.push({ kind: 'abroad', name: state, places: [], state, weak: false, start: at < 0 ? tokens.length : at, end: at < 0 ? tokens.length : at + 1 });
    }
    // A part of a longer message: the towns its other parts name place a part of a place too ("you cover newark? building's in the ironbound").
    return this.settle(hits, tokens, typos, around.filter((h) => !h.landmark)).map((hit) => this.toldApart(hit, tokens, vocabulary));
  }

  /**
   * The text with the names `hits` (found in it by `find`) left out, for what the rest of it asks:
   * "do u do cleanings between guests in Seaside Heights?" -> "do u do cleanings between guests in ?".
   * A name written otherwise than the site's key of it ("Mt Holly") stays.
   */
  without(text: string, hits: readonly PlaceHit[]): string {
    const tokens = tokensOf(text);
    let rest = text;
    for (const hit of hits) {
      const words = tokens.slice(hit.start, hit.end);
      if (!words.length) continue;
      rest = rest.replace(new RegExp(String.raw`\b${words.join(String.raw`[^a-z0-9]+`)}\b`, 'i'), ' ');
    }
    return rest.replace(/\s+/g, ' ').trim();
  }

  /**
   * Weak names count only where they read as places; a town followed by another state's name
   * ("Newtown, PA") is that state's.
   */
  private settle(hits: PlaceHit[], tokens: string[], typos: Set<PlaceHit>, message: readonly PlaceHit[]): PlaceHit[] {
    const short = tokens.length <= 4;
    // In a list of towns ("lakewood and brick"), an everyday name beside a sure one is a town too.
    const listed = hits.some((h) => !h.weak && h.kind === 'place');
    const out: PlaceHit[] = [];
    for (const hit of hits) {
      // "in the Ironbound": the place word comes before the article.
      const before = hit.landmark && tokens[hit.start - 1] === 'the' ? tokens[hit.start - 2] : tokens[hit.start - 1];
      const after = tokens[hit.end];
      // "Easton Ave", "Jackson St", "Livingston campus", "Stockton University", "Montclair State": a street or a school named after a town is not the town;
      // "Miss Dorothy" is a person.
      const person = TITLES.has(tokens[hit.start - 1] ?? '') && !POSSESSIVE.has(tokens[hit.start - 2] ?? '');
      // "On Broadway in Long Branch": a street of the town named after it; "my office on Broadway": a street, not the
      // community of another town that shares its name (Broadway in Franklin Township, Warren).
      // "In Bayonne, off Broadway", "in Fair Lawn, near Broadway": "off" or "near" a name said with a town is that town's street too.
      const streetOfATown = (before === 'on' || ((before === 'off' || (before === 'near' && hit.kind === 'place' && !CODES.has(after ?? ''))) && hits.some((h) => h !== hit && h.kind === 'place' && !h.weak))) && ((after === 'in' && tokens[hit.end + 1] !== undefined)
        || (hit.kind === 'place' && !hit.landmark && hit.end - hit.start === 1 && hit.places.length === 1 && !hit.places.some((p) => p.name.toLowerCase().startsWith(hit.name.toLowerCase()))));
      // "Um escritório na Broadway aqui em Long Branch" (read "in Broadway here in Long Branch"): a part said to be in the town
      // named after it is that town's street or quarter, not another town's part of that name.
      const inTheTownAfter = hit.kind === 'place' && (hit.weak || !hit.places.some((p) => p.name.toLowerCase().startsWith(hit.name.toLowerCase()))) && after === 'here' && tokens[hit.end + 1] === 'in'
        && hits.some((h) => h !== hit && h.kind === 'place' && !h.weak && h.start > hit.end);
      // "Our Florida room" (or "florida rm"), "the Arizona tea": a kind of room or thing named after a place.
      const roomNamed = ['room', 'rooms', 'rm', 'rms'].includes(after ?? '');
      // "Staten Island? 15 minutes by the Goethals Bridge": beside a place named, a bridge or a road is the way there, not where.
      // "Delaware NJ 07833": a New Jersey place named after a state (Delaware is a village in Knowlton), not the state.
      const njNamesake = hit.kind === 'abroad' && hit.name === hit.state && after === 'nj';
      // "2 queens + a sofa bed", "a queen size": beds counted or sized, not the borough.
      const beds = hit.end - hit.start === 1 && /^queens?$/.test(tokens[hit.start]!) && (/^(\d+|a|one|two|three|four)$/.test(before ?? '') || ['bed', 'beds', 'size', 'sized', 'mattress', 'mattresses'].includes(after ?? ''));
      // "Upper Darby, PA", "Lower Merion": a longer name that opens with the bare word a township goes by, not the township.
      const longerName = hit.end - hit.start === 1 && BARE_WORD_NAMES.has(tokens[hit.start]!) && !!after && /^[a-z]+$/.test(after) && !PLACE_WORD_AFTER.has(after);
      // "A 110 pound Newfoundland named Bear... he drools", "our Boston terrier": a dog's breed, not the place ("in Newfoundland"
      // with a dog is the place).
      const breed = (hit.end - hit.start === 1 && BREEDS_NAMED_FOR_PLACES.has(tokens[hit.start]!) && tokens.some((t) => PET_WORDS.has(t)) && !PLACE_BEFORE.has(before ?? '') && after !== 'nj') || BREED_AFTER.has(after ?? '');
      // "Wall to wall carpet": carpet, not Wall Township.
      const wallToWall = tokens.slice(hit.start, hit.end).join(' ') === 'wall' && ((after === 'to' && tokens[hit.end + 1] === 'wall') || (before === 'to' && tokens[hit.start - 2] === 'wall'));
      // "Princeton campus" names a school of the town; "the Montclair State campus", the school that is the place named.
      // "I'm at my day job in Midtown": a part named only as where the visitor works, which may be another state's part of that name.
      const whereTheyWork = hit.landmark && before === 'in' && tokens.slice(Math.max(0, hit.start - 4), hit.start - 1).some((t) => /^(job|jobs|work|shift)$/.test(t)) && !hits.some((h) => h !== hit && h.kind === 'place' && !h.landmark);
      if ((hit.kind === 'place' && person) || streetOfATown || inTheTownAfter || whereTheyWork || roomNamed || njNamesake || beds || breed || wallToWall || longerName || (hit.landmark && CROSSING.test(hit.name) && (hits.some((h) => !h.landmark) || message.length > 0)) || (after && NAMES_A_STREET_OR_SCHOOL.has(after) && tokens[hit.end + 1] !== 'county' && !(after === 'campus' && /\b(state|university|college)\b/i.test(hit.name))) || (after === 'state' && ['university', 'college'].includes(tokens[hit.end + 1] ?? ''))) continue;
      if (hit.landmark) {
        // "I live in Vineland with my wife, who works nights at Inspira": where someone works, beside the town asked about.
        if (hits.some((h) => h.kind === 'place' && !h.landmark) && WORKS_AT.test(tokens.slice(Math.max(0, hit.start - 4), hit.start).join(' '))) continue;
        // "The Heights, near Central Ave": a street named beside a town of ours is that town's street, not another town's of the
        // same name.
        if (STREET_NAME.test(hit.name) && hits.some((h) => h !== hit && h.kind === 'place' && h.end <= hit.start && !h.places.some((p) => hit.places.includes(p)))) continue;
        // "A small office in Manhattan, near Penn Station": a part named just after a place across the border is that place's.
        if (hits.some((h) => h.kind === 'abroad' && h.name !== h.state && h.end <= hit.start && hit.start - h.end <= 2)) continue;
        // A part of a place counts where it is said as one: "in the Ironbound", "off Easton Ave", "Cramer Hill in your area?".
        // "Murray Hill, the NJ one: covered?": a message that opens with a name of two words and asks where we go is about it.
        // "And Ortley Beach, where her son has a little place?": a follow-up that opens with the name asks about it too.
        const opening = hit.start === 0 || (hit.start === 1 && ['and', 'also', 'or', 'what', 'how'].includes(tokens[0]!));
        const opens = opening && hit.name.includes(' ') && !STREET_NAME.test(hit.name) && (tokens.some((t) => AREA_ASKED.has(t)) || hit.start === 1);
        // "U guys do Paulus Hook?": what we do, asked of the part.
        const doneThere = before === 'do' && ['you', 'guys', 'ya'].includes(tokens[hit.start - 2] ?? '');
        const asPlace = short || opens || doneThere || (!!before && (PLACE_BEFORE.has(before) || PART_BEFORE.has(before))) || (!!after && PART_AFTER.has(after));
        if (!asPlace) continue;
      } else if (hit.weak) {
        if ((after && NOT_A_PLACE_AFTER.has(after)) || (before && NOT_A_PLACE_BEFORE.has(before))) continue;
        // "To deal with her house in Hammonton": the verb, not Deal Borough.
        if (after && ['with', 'w'].includes(after) && tokens.slice(hit.start, hit.end).join(' ') === 'deal') continue;
        const inList = listed && (['and', 'or'].includes(before ?? '') || ['and', 'or'].includes(after ?? ''));
        // A near miss needs more: a place word before it, or nothing else in the question.
        const alone = hit.start === 0 && (hit.end === tokens.length || (hit.end === tokens.length - 1 && after === 'nj'));
        if (typos.has(hit) && !alone && !(before && PLACE_BEFORE.has(before)) && after !== 'nj') continue;
        // "A PO box, 07902 Summit": a name after a New Jersey ZIP is the town of an address.
        // "Herbertsville section of Brick": the town a part is said to be of.
        // "The Interlaken side of Deal Lake": a lake's side, not the town's.
        const partOf = before === 'of' && PART_OF.has(tokens[hit.start - 2] ?? '') && !WATER.has(after ?? '');
        const readsAsPlace = short || inList || partOf || (before && (PLACE_BEFORE.has(before) || /^0[78]\d{3}$/.test(before))) || after === 'nj' || after === 'county' || after === 'township';
        if (!readsAsPlace) continue;
      }
      // "In Botany Village specifically, next to Passaic": a town named as what a part of another is beside, not the place asked.
      const besideIt = (before === 'near' || before === 'beside' || (before === 'to' && ['next', 'close'].includes(tokens[hit.start - 2] ?? '')));
      if (hit.kind === 'place' && !hit.landmark && besideIt && hits.some((h) => h !== hit && h.landmark && h.end <= hit.start && !h.places.some((p) => hit.places.includes(p)))) continue;
      // "Ocean City, not the Maryland one": the place said not to be meant.
      const notTheOne = tokens[hit.start - 1] === 'the' && tokens[hit.start - 2] === 'not' && tokens[hit.end] === 'one';
      if (['not', 'isnt', 'instead'].includes(tokens[hit.start - 1] ?? '') || notTheOne) hit.negated = true;
      // "Yardley, PA": a state said after a name; "Midtown Manhattan" is no state, and leaves the part to the rules for parts.
      // "Hoboken, Washington St.": a street named after a state, not the state ("Newtown, PA").
      // "The Fort Lee base in Virginia": a base of that name in another state.
      // "我外孙在弗吉尼亚州... Fort Lee 基地": a base of that name, in the other state the message names.
      const based = BASE_WORDS.has(tokens[hit.end] ?? '');
      // "PCS to Dover AFB... do you clean in Delaware?": a base of that name, in the state the message names after it too.
      const baseIn = (h: PlaceHit) => based && (h.name === h.state || (h.start - hit.end === 2 ? tokens[hit.end + 1] === 'in' : h.end <= hit.start));
      // "Ocean City, the Maryland one": the state said of the name just after it.
      const theOne = (h: PlaceHit) => h.start === hit.end + 1 && tokens[hit.end] === 'the' && tokens[h.end] === 'one';
      // "Riverdale Bronx" is a part of the city after it; "the Cape May Lewes ferry" names two towns, each in its own state.
      const holds = (h: PlaceHit) => h.name === h.state || (!hit.landmark && HOLDS_PLACES.has(h.name));
      // "Lawrence, in the Five Towns", "Riverdale in the Bronx" (whose "the" may be the name's own): the place a town's name is said to be in.
      // Not a state ("at my son's in Connecticut"), nor a place asked to be in one ("is Yardville in PA?").
      const inThe = (h: PlaceHit) => tokens[hit.end] === 'in' && h.name !== h.state && tokens[hit.start - 1] !== 'is' && (h.start === hit.end + 1 || (tokens[hit.end + 1] === 'the' && h.start === hit.end + 2));
      const stateAfter = hits.find((h) => h.kind === 'abroad' && (h.start === hit.end || baseIn(h) || theOne(h) || inThe(h)) && h.state && holds(h) && !NAMES_A_STREET_OR_SCHOOL.has(tokens[h.end] ?? ''))?.state ?? countryAfter(tokens, hit.end) ?? schoolStateBefore(tokens, hit.start);
      if (hit.kind === 'place' && stateAfter) {
        // "Uhlerstown, PA", "Verona, Italy": a place of that state or country, whatever a page of ours says of a name like it.
        out.push({ kind: 'abroad', state: stateAfter, places: [], name: tokens.slice(hit.start, hit.end).map(capital).join(' '), weak: false, start: hit.start, end: hit.end, placedAcross: true });
        continue;
      }
      out.push(hit);
    }
    // "Bethlehem PA or Allentown?", "Allentown in Pennsylvania": a name New Jersey shares with a town across the border is
    // that town where the message names its state.
    const statesNamed = new Set(out.filter((h) => h.kind === 'abroad').map((h) => h.state));
    // "Do you clean in Riverdale? I mean Riverdale in the Bronx": the name placed once in another state, in this part or another
    // of the message, is that place throughout.
    const placedAcross = new Map([...message, ...out].filter((h) => h.placedAcross).map((h) => [h.name, h.state]));
    const njNamed = tokens.some((t, i) => t === 'nj' || (t === 'new' && tokens[i + 1] === 'jersey') || (t === 'jersey' && tokens[i - 1] !== 'new'));
    for (const [i, hit] of out.entries()) {
      const said = tokens.slice(hit.start, hit.end).map(capital).join(' ');
      const shared = SHARED_ACROSS[said]?.state;
      // "Bogotá (Colombia) y ... Bogota, New Jersey", "Princeton, Texas. Your Princeton page is the New Jersey one?": where the
      // message names New Jersey too, which place each one is stays as read.
      const state = shared && statesNamed.has(shared) ? shared : njNamed ? undefined : placedAcross.get(said);
      // Placed across the border, it is that place in the message's other parts too ("and my mom in Riverdale? the one in the Bronx").
      if (hit.kind === 'place' && state) out[i] = { kind: 'abroad', state, places: [], name: said, weak: false, start: hit.start, end: hit.end, placedAcross: true };
    }
    // A state named only to say where a place is ("Yardley, PA") is not a second place.
    return inTownsNamed(message, out.filter((h) => !(h.kind === 'abroad' && h.name === h.state && out.some((o) => o !== h && o.end === h.start && o.state === h.state))))
      .sort((a, b) => a.start - b.start);
  }

  /**
   * Towns of one name ("Harrison": the Town in Hudson County, the Township in Gloucester) told apart by the message's
   * other words: the one whose page names the most of them, where few town pages do ("by the Red Bull arena": its page
   * names "the New York Red Bulls"; "Hopewell, the one near Shiloh"). A tie tells nothing; nor do words the site's
   * articles use (`vocabulary`), nor anything of towns of one county.
   */
  private toldApart(hit: PlaceHit, tokens: readonly string[], vocabulary: ReadonlySet<string>): PlaceHit {
    // "Boonton", "Freehold": a town and a township of one county, which people name alike; neither is told apart.
    if (hit.kind !== 'place' || hit.landmark || hit.places.length < 2 || new Set(hit.places.map((p) => baseName(p.name))).size > 1 || new Set(hit.places.map((p) => p.county)).size < 2) return hit;
    const said = new Set(tokens.filter((t, i) => (i < hit.start || i >= hit.end) && t.length >= 4 && !vocabulary.has(t)).map(singular));
    const named = hit.places.map((p) => [...said].filter((w) => this.rareWords.get(p)?.has(w)).length);
    const most = Math.max(...named);
    const pages = hit.places.filter((_, i) => named[i] === most);
    return most > 0 && pages.length === 1 ? { ...hit, name: pages[0]!.name, places: pages, namesakes: hit.places.filter((p) => p !== pages[0]) } : hit;
  }

  private nearMiss(key: string): Entry | null {
    // Most keys of two or three words ("do you clean") are near no name: they are not spelt out letter by letter.
    if (!this.mayBeNear(key)) return null;
    const candidates = new Set<string>();
    for (const d of [key, ...deletionsOf(key)]) {
      for (const k of this.deletions.get(d) ?? []) candidates.add(k);
      if (d !== key && this.names.has(d)) candidates.add(d);
    }
    // "Georgian Court", "the Californians": a name with an ending added is another word, not a typo.
    const close = [...candidates].filter((k) => k !== key && editDistanceAtMostOne(k, key) && !(key.startsWith(k) && /^(n|s|an)$/.test(key.slice(k.length))));
    if (close.length !== 1) return null;
    return this.names.get(close[0]!) ?? null;
  }

  /**
   * Whether nearMiss can find a name for a key of several words; always true for one word. Its candidates have as many
   * spaces as the key (a deletion never takes a space), and the one it keeps is one edit away: an edit changes one word,
   * or moves a letter across a space, which changes the two words beside it but not the letters. So that name has one
   * of the key's words in the same place (a key of three words or more always keeps one), or the key's letters.
   */
  private mayBeNear(key: string): boolean {
    const words = key.split(' ');
    if (words.length < 2) return true;
    return words.some((word, i) => this.wordsInPlace.has(`${words.length} ${i} ${word}`)) || this.lettersOfNames.has(words.join(''));
  }

  /**
   * A name the question asks us to come to that is no place we know ("do you clean in Aveiro?"),
   * when `find` found none: capitalised, or in a message typed in small letters a word the site never uses.
   */
  unknownName(text: string, vocabulary: ReadonlySet<string>, followsAPlace = false): string | null {
    const name = ASKED_NAME.exec(text)?.[1] ?? (text === text.toLowerCase() ? ASKED_WORD.exec(text)?.[1] : undefined) ?? (followsAPlace ? NEXT_PLACE.exec(text)?.[1]?.replace(/(^|\s)\p{Ll}/gu, (c) => c.toUpperCase()) : undefined);
    if (!name || NOT_A_PLACE.test(name)) return null;
    const words = placeKey(name).split(' ');
    // "What about seaside": the first word of towns we know (Seaside Heights, Seaside Park), not a place unknown.
    if (words.length === 1 && (this.wordsFrom.get(words[0]!) ?? 0) > 1) return null;
    return words.some((w) => !vocabulary.has(w) && !QUESTION_WORDS.has(w) && !GLUE.has(w)) ? name : null;
  }

  /**
   * "Riverside, in Paterson", "the Totowa section of Paterson": a town's name (`said`) said as a part of another town
   * after it, whose page names that part; null when the words after it are not "in" or "section of" and such a town.
   */
  private sectionOf(tokens: string[], start: number, end: number, landmark: Landmark, said: Entry): { name: string; town: Place } | null {
    const glue = SECTION_OF.exec(tokens.slice(end, end + 2).join(' ')) ?? SIDE_IN.exec(tokens.slice(end, end + 7).join(' '));
    if (!glue) return null;
    const at = end + glue[0].split(' ').length;
    for (let n = Math.min(this.longest, tokens.length - at); n >= 1; n--) {
      const named = this.names.get(tokens.slice(at, at + n).join(' '));
      if (!named) continue;
      const town = named.kind === 'place' && named.places.length === 1 && !said.places.includes(named.places[0]!) ? named.places.find((p) => landmark.places.includes(p)) : undefined;
      return town ? { name: glue[1] && glue[1] !== 'side' ? `the ${landmark.name} ${glue[1]}` : tokens[start - 1] === 'the' ? `the ${landmark.name}` : landmark.name, town } : null;
    }
    return null;
  }

  byZip(zip: string): Place[] {
    return this.zips.get(zip) ?? [];
  }
}

/** The towns of other counties whose pages name a part of them as a name already means ("Fairview" in Camden City). */
function elsewhereOf(places: Place[], landmark: Landmark): Partial<PlaceHit> {
  const counties = new Set(places.map((p) => p.county));
  const elsewhere = landmark.places.filter((p) => !counties.has(p.county));
  return elsewhere.length ? { elsewhere: { name: landmark.name, places: elsewhere } } : {};
}

/** The words between a part of a town and the town: "Riverside in Paterson", "the Eastside section of Paterson". */
const SECTION_OF = /^(?:in|(section|part|neighbou?rhood|area|side) of)\b/;
/** "Riverside side, near the river in Paterson": the part's own word, a few more, then the town it is in. */
const SIDE_IN = /^(section|part|neighbou?rhood|area|side)(?: (?!and\b|or\b|but\b|also\b)\w+){0,4} in\b/;

/** How many words apart a part of a place and a town may be for the town to say where it is ("Broadway in Bayonne"). */
const BESIDE = 3;

/**
 * A part of a place said beside a town is that town's, and needs no line of its own: "Paulus Hook,
 * downtown JC", "Fairview, by Yorkship Village" (Camden's, not Bergen's), "off Broadway in Bayonne";
 * so is one whose town the rest of the message (`message`) names, and a street said with any town
 * ("Haddonfield, off Kings Highway": not Moorestown's). Beside another state's place, a one-word
 * part is that place's ("midtown", with Manhattan).
 */
function inTownsNamed(message: readonly PlaceHit[], hits: PlaceHit[]): PlaceHit[] {
  const isTown = (h: PlaceHit) => (h.kind === 'place' || h.kind === 'county') && !h.landmark && !h.elsewhere;
  const towns = [...hits.filter(isTown), ...message.filter(isTown)];
  const abroad = [...hits, ...message].some((h) => h.kind === 'abroad');
  const near = (a: PlaceHit, b: PlaceHit) => hits.includes(a) && !a.negated && a.start - b.end <= BESIDE && b.start - a.end <= BESIDE;
  const names = (o: PlaceHit, pages: Place[]) => o.places.some((p) => pages.includes(p));
  const kept: PlaceHit[] = [];
  for (const hit of hits) {
    const street = STREET.test(placeKey(hit.name));
    // "Is Elberon covered? my unit is in the Elberon part of Long Branch": a part of one town that another part of the message
    // names is still what this part asks about.
    const ofATownNamedElsewhere = (t: PlaceHit) => !hits.includes(t) && hit.places.length === 1;
    if (hit.landmark && ((abroad && hit.weak) || towns.some((t) => (names(t, hit.places) && !ofATownNamedElsewhere(t)) || near(t, hit) || street) || kept.some((k) => k.landmark && hit.places.every((p) => k.places.includes(p))))) continue;
    if (hit.elsewhere && hits.some((o) => o !== hit && (o.landmark || isTown(o)) && names(o, hit.elsewhere!.places))) continue;
    // "Do you clean in Newport? The JC one by the PATH": the town another part of the message names is the one meant, not the
    // place of that name elsewhere (a census place in Downe Township).
    const meant = hit.elsewhere?.places.filter((p) => message.some((o) => isTown(o) && o.places.includes(p))) ?? [];
    kept.push(meant.length ? { ...hit, places: meant, landmark: true, elsewhere: undefined } : hit);
  }
  return kept;
}

/** Townships named by a bare word ("Upper", "Lower", "Middle"), which open longer names across the border too. */
const BARE_WORD_NAMES = new Set(['upper', 'lower', 'middle']);
/** Dogs named for places, read as the dog where the message is about a pet; and the words that make a place a breed ("a Boston terrier"). */
const BREEDS_NAMED_FOR_PLACES = new Set(['newfoundland', 'labrador']);
const PET_WORDS = new Set(['dog', 'dogs', 'puppy', 'pup', 'pet', 'pets', 'breed', 'drools', 'drool', 'sheds', 'shedding', 'leash', 'crate', 'crated', 'bark', 'barks', 'woof']);
const BREED_AFTER = new Set(['terrier', 'terriers', 'retriever', 'retrievers', 'mastiff', 'mastiffs', 'spaniel', 'spaniels', 'hound', 'hounds']);
/** Words that may follow such a name and leave it the township: "Upper Township", "Lower twp", "Middle, NJ", "Upper and Ocean City". */
const PLACE_WORD_AFTER = new Set(['township', 'twp', 'nj', 'county', 'and', 'or', 'in', 'near', 'by', 'area', 'too', 'also', 'new']);
const capital = (w: string) => w.charAt(0).toUpperCase() + w.slice(1);

function deletionsOf(key: string): string[] {
  const out: string[] = [];
  for (let i = 0; i < key.length; i++) if (key[i] !== ' ') out.push(key.slice(0, i) + key.slice(i + 1));
  return out;
}

/** One insertion, deletion, substitution or swap of neighbours at most. */
export function editDistanceAtMostOne(a: string, b: string): boolean {
  if (a === b) return true;
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  if (a.length === b.length) {
    if (a.slice(i + 1) === b.slice(i + 1)) return true;
    return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2);
  }
  return a.length > b.length ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}
