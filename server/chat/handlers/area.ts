import type { ChatAnswer, Place, Source } from '../model.ts';
import { supportLink, type Handler, type HandlerContext, type Question } from './context.ts';

const NJ_PAGE: Source = { title: 'New Jersey locations', url: '/locations/new-jersey' };

const STATES = ['Alabama', 'Alaska', 'Arizona', 'Arkansas', 'California', 'Colorado', 'Connecticut', 'Delaware', 'Florida',
  'Georgia', 'Hawaii', 'Idaho', 'Illinois', 'Indiana', 'Iowa', 'Kansas', 'Kentucky', 'Louisiana', 'Maine', 'Maryland',
  'Massachusetts', 'Michigan', 'Minnesota', 'Mississippi', 'Missouri', 'Montana', 'Nebraska', 'Nevada', 'New Hampshire',
  'New Mexico', 'New York', 'North Carolina', 'North Dakota', 'Ohio', 'Oklahoma', 'Oregon', 'Pennsylvania', 'Rhode Island',
  'South Carolina', 'South Dakota', 'Tennessee', 'Texas', 'Utah', 'Vermont', 'Virginia', 'Washington', 'West Virginia',
  'Wisconsin', 'Wyoming', 'District of Columbia', 'Washington DC', 'NYC', 'Philadelphia', 'Philly', 'Manhattan', 'Brooklyn'];
/** Upper-case state codes; those that are also English words (IN, ME, OR, OK, HI) are left out. */
const STATE_CODES = /\b(AL|AK|AZ|AR|CA|CO|CT|DE|FL|GA|ID|IL|IA|KS|KY|LA|MD|MA|MI|MN|MS|MO|MT|NE|NV|NH|NM|NY|NC|ND|OH|PA|RI|SC|SD|TN|TX|UT|VT|VA|WA|WV|WI|WY|DC)\b/;

/** Words that never name a place on their own here ("Jersey City" without "City" is the state). */
const NEVER_ALONE = new Set(['jersey', 'new', 'city', 'atlantic']);
/** Municipalities whose short name is also an everyday word: they count only in a question about the area. */
const EVERYDAY = new Set(['lower', 'middle', 'upper', 'commercial', 'hope', 'liberty', 'independence', 'harmony', 'union',
  'ocean', 'deal', 'wall', 'green', 'white', 'brick', 'summit', 'clark', 'victory gardens', 'fairview', 'bay head']);

const AREA_WORDS = /\b(serve|serves|serving|service area|available|availability|cover|covers|coverage|operate|come to|travel to|located|locations?|near|nearby|area|areas|live in|based in|clean(ing|s)? in|work in|are you in|in my (town|city|zip)|zip|zipcode|postal|where do you|which (towns|cities|states|counties|places)|what (towns|cities|states|counties|places)|outside)\b/;

/** Words tokenised as both the index and the question are: lower case, punctuation as spaces. */
export function words(text: string): string[] {
  return text.toLowerCase().replace(/['’.]/g, '').replace(/\bmt\b/g, 'mount').replace(/\bst\b/g, 'saint').split(/[^a-z0-9]+/).filter(Boolean);
}

export interface PlaceMatch {
  kind: 'place' | 'county' | 'state' | 'nj';
  places: Place[];
  state?: string;
  /** An everyday word that names a place only when the question is about the area. */
  weak?: boolean;
}

/** Looks up places, counties and states by name, and places by ZIP. Built once, at server start. */
export class PlaceFinder {
  private names = new Map<string, PlaceMatch>();
  private zips = new Map<string, Place[]>();
  private longest = 1;

  constructor(readonly places: Place[]) {
    for (const state of STATES) this.add(state, { kind: 'state', places: [], state });
    this.add('New Jersey', { kind: 'nj', places: [] });
    this.add('NJ', { kind: 'nj', places: [] });
    const counties = new Map<string, Place[]>();
    for (const place of places) counties.set(place.countyName, [...(counties.get(place.countyName) ?? []), place]);
    for (const [county, inCounty] of counties) this.add(county, { kind: 'county', places: inCounty });
    for (const place of places) {
      this.add(place.name, { kind: 'place', places: [place] });
      // The slug keeps older names ("dover-township" is Toms River).
      this.add(place.slug.replace(/-/g, ' '), { kind: 'place', places: [place] });
      const bare = place.name.replace(/^(city|town|village|township|borough) of /i, '').replace(/ (township|borough|city|town|village)$/i, '');
      const key = words(bare).join(' ');
      if (bare !== place.name && !NEVER_ALONE.has(key)) this.add(bare, { kind: 'place', places: [place], weak: EVERYDAY.has(key) });
      for (const zip of place.zips) this.zips.set(zip, [...(this.zips.get(zip) ?? []), place]);
    }
  }

  /** States and counties keep their names; places sharing a name are listed together. */
  private add(name: string, match: PlaceMatch): void {
    const key = words(name).join(' ');
    const existing = this.names.get(key);
    if (!existing) this.names.set(key, { ...match, places: [...match.places] });
    else if (existing.kind === 'place' && match.kind === 'place') {
      for (const p of match.places) if (!existing.places.includes(p)) existing.places.push(p);
      existing.weak = existing.weak && match.weak;
    }
    this.longest = Math.max(this.longest, key.split(' ').length);
  }

  /** Every name in the text, longest first, never overlapping. */
  find(text: string): PlaceMatch[] {
    const tokens = words(text);
    const used = new Array<boolean>(tokens.length).fill(false);
    const found: PlaceMatch[] = [];
    for (let n = Math.min(this.longest, tokens.length); n >= 1; n--) {
      for (let i = 0; i + n <= tokens.length; i++) {
        if (used.slice(i, i + n).some(Boolean)) continue;
        const match = this.names.get(tokens.slice(i, i + n).join(' '));
        if (!match) continue;
        found.push(match);
        used.fill(true, i, i + n);
      }
    }
    return found;
  }

  byZip(zip: string): Place[] {
    return this.zips.get(zip) ?? [];
  }
}

export function placeUrl(place: Place): string {
  return `/locations/new-jersey/${place.county}/${place.slug}`;
}

const link = (place: Place) => `[${place.name}](${placeUrl(place)}) in ${place.countyName}`;

function placesAnswer(places: Place[], lead: string): ChatAnswer {
  const shown = places.slice(0, 6);
  const list = shown.length === 1 ? `${link(shown[0]!)}.` : `\n${shown.map((p) => `- ${link(p)}`).join('\n')}`;
  return {
    reply: `${lead} ${list}\nBook in the app and we will match you with a top-rated cleaner nearby.`,
    sources: shown.map((p) => ({ title: p.name, url: placeUrl(p) })),
  };
}

function elsewhere(state: string, ctx: HandlerContext): ChatAnswer {
  return {
    reply: `Not yet: we serve New Jersey today, so ${state} is outside our area. Every New Jersey town we clean is on our [New Jersey locations](${NJ_PAGE.url}) page.`,
    sources: [NJ_PAGE, ctx.page('where-does-nestwell-clean', NJ_PAGE)],
  };
}

/**
 * Service area: a New Jersey municipality or county by name, or a ZIP, is a yes with its page; a
 * state elsewhere is a no; a question about the area with no place named says where we work.
 */
export function areaHandler(finder: PlaceFinder): Handler {
  return (question: Question, ctx: HandlerContext) => {
    const asksArea = AREA_WORDS.test(question.text);
    const zip = /\b(\d{5})(?:-\d{4})?\b/.exec(question.text)?.[1];
    if (zip) {
      const places = finder.byZip(zip);
      if (places.length) return placesAnswer(places, `Yes, we clean in ZIP ${zip}:`);
      if (/^0[78]/.test(zip)) {
        return {
          reply: `${zip} looks like a New Jersey ZIP, and we serve all of New Jersey, but I could not match it to a town. Find yours on our [New Jersey locations](${NJ_PAGE.url}) page, or ask ${supportLink(ctx.facts)}.`,
          sources: [NJ_PAGE],
        };
      }
      return elsewhere(`ZIP ${zip}`, ctx);
    }
    const matches = finder.find(question.raw);
    const code = STATE_CODES.exec(question.raw)?.[1];
    const short = words(question.text).length <= 4;
    if (!asksArea && !short) return null;
    const place = matches.filter((m) => m.kind === 'place' && (asksArea || !m.weak));
    const county = matches.find((m) => m.kind === 'county');
    const state = matches.find((m) => m.kind === 'state');
    if (place.length) {
      return placesAnswer(place.flatMap((m) => m.places), 'Yes, we clean there:');
    }
    if (county) {
      const countyUrl = `/locations/new-jersey/${county.places[0]!.county}`;
      const name = county.places[0]!.countyName;
      return {
        reply: `Yes, we clean across ${name}, in all ${county.places.length} of its towns. Find yours on our [${name}](${countyUrl}) page.`,
        sources: [{ title: name, url: countyUrl }],
      };
    }
    if (state) return elsewhere(state.state!, ctx);
    if (code && code !== 'NJ') return elsewhere(code, ctx);
    if (!asksArea) return null;
    return {
      reply: `We serve New Jersey: every municipality in the state has a page on our [New Jersey locations](${NJ_PAGE.url}) page. Tell me your town or ZIP and I will check it.`,
      sources: [NJ_PAGE, ctx.page('where-does-nestwell-clean', NJ_PAGE)],
    };
  };
}
