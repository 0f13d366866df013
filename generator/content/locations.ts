import fg from 'fast-glob';
import { z } from 'zod';
import { countyPlacesFile, countyPlacesLocator, loadCountyPlaces, type PlaceData } from './county-places.ts';
import { readJson } from './files.ts';
import type { IssueList } from './issues.ts';
import { loadWrittenPlaces, type WrittenPlace } from './location-writing.ts';
import { loadMunicipalities, MUNICIPALITIES_FILE, type Municipality } from './municipalities.ts';
import { loadPlaceAliases, type PlaceAlias } from './place-aliases.ts';
import type { ContentDir } from './file-cache.ts';

export const STATES_FILE = 'content/locations/states.json';
export const COUNTIES_FILE = 'content/locations/new-jersey/counties.json';
/** The state we serve; every other state's address is the not-found screen. */
export const SERVED_STATE = 'New Jersey';

export const StatesSchema = z.array(z.string().regex(/^[A-Z][a-z]+( [A-Z][a-z]+)*$/))
  .length(50, 'expected the 50 US states')
  .refine((s) => new Set(s).size === s.length, 'a state is listed twice')
  .refine((s) => s.includes(SERVED_STATE), `${SERVED_STATE} must be listed`);

/** Per county, the municipality that is its seat: the county-level address of its records. */
export const CountiesSchema = z.record(z.string().regex(/-county$/), z.strictObject({ seat: z.string() }));

/** "New Jersey" -> "new-jersey" */
export const stateSlug = (name: string) => name.toLowerCase().replace(/ /g, '-');

/** A municipality and its page's words: written (Mercer) or from data. */
export interface Place {
  municipality: Municipality;
  written?: WrittenPlace;
  data?: PlaceData;
  /** Where its words come from, to name in errors. */
  source: string;
}

export interface County {
  slug: string;
  name: string;
  seat: Municipality;
  /** The county's own paragraph from its places file. */
  about?: string;
  /** Written content for the county itself (Mercer County has it). */
  written?: WrittenPlace;
  /** Sorted by name. */
  places: Place[];
}

export interface Locations {
  states: string[];
  /** Sorted by slug. */
  counties: County[];
  /** Place photos the site ships, relative to content/images/locations/: `{county}/{place}.jpg`, `{county}.jpg`. */
  heroImages: string[];
  /** Other names people use for places (Marlton, Iselin, LBI), each mapped to municipalities. */
  aliases: PlaceAlias[];
}

/**
 * Loads the states, the municipalities and every county's words, and checks they agree: every
 * municipality has words, every written page and places-file entry names a real municipality, and
 * every neighbour is another municipality of the same county.
 */
export function loadLocations(dir: ContentDir, tokens: Record<string, string>, issues: IssueList): Locations {
  const states = readJson(dir, STATES_FILE, StatesSchema, issues) ?? [];
  const seats = readJson(dir, COUNTIES_FILE, CountiesSchema, issues) ?? {};
  const municipalities = loadMunicipalities(dir, issues);
  const written = loadWrittenPlaces(dir, tokens, issues);
  const byCounty = new Map<string, Municipality[]>();
  for (const m of municipalities) byCounty.set(m.countySlug, [...(byCounty.get(m.countySlug) ?? []), m]);

  const counties: County[] = [];
  for (const [slug, members] of [...byCounty].sort(([a], [b]) => (a < b ? -1 : 1))) {
    const file = countyPlacesFile(slug);
    const words = loadCountyPlaces(dir, slug, issues);
    const slugs = new Set(members.map((m) => m.slug));
    const lineOf = words ? countyPlacesLocator(dir, slug) : () => undefined;
    if (words) {
      for (const [place, data] of Object.entries(words.places)) {
        if (!slugs.has(place)) issues.add({ file, line: lineOf(['places', place]), field: `places.${place}`, message: `${slug} has no such municipality in ${MUNICIPALITIES_FILE}` });
        data.neighbors.forEach((n, i) => {
          // The line is looked up only for a problem: mapping the file's lines costs more than the checks.
          const message = n === place ? 'a place is not its own neighbour' : slugs.has(n) ? undefined : `"${n}" is not a municipality of ${slug}`;
          if (message) issues.add({ file, line: lineOf(['places', place, 'neighbors', i]), field: `places.${place}.neighbors[${i}]`, message });
        });
      }
    }
    const places: Place[] = members.map((municipality) => {
      const page = written.get(`${slug}/${municipality.slug}`);
      if (page) return { municipality, written: page, source: page.file };
      const data = words?.places[municipality.slug];
      if (!data && words) issues.add({ file, line: lineOf(['places']), field: `places.${municipality.slug}`, message: `missing: ${municipality.name} needs an about, a description and neighbors` });
      return { municipality, data, source: file };
    });
    const seatSlug = seats[slug]?.seat;
    const seat = members.find((m) => m.slug === seatSlug);
    if (!seat) issues.add({ file: COUNTIES_FILE, field: slug, message: seatSlug ? `seat "${seatSlug}" is not a municipality of ${slug}` : 'missing: name the county seat' });
    counties.push({
      slug,
      name: members[0]!.countyName,
      seat: seat ?? members[0]!,
      about: words?.about,
      written: written.get(slug),
      places: places.sort((a, b) => placeName(a).localeCompare(placeName(b), 'en')),
    });
  }
  for (const [key, page] of written) {
    const [county, place] = key.split('/');
    const known = place ? byCounty.get(county!)?.some((m) => m.slug === place) : byCounty.has(county!);
    if (!known) issues.add({ file: page.file, message: `no ${place ? 'municipality' : 'county'} "${key}" in ${MUNICIPALITIES_FILE}` });
  }
  const heroImages = fg.sync('**/*.jpg', { cwd: `${dir.root}/content/images/locations` }).sort();
  const aliases = loadPlaceAliases(dir, municipalities, issues);
  return { states, counties, heroImages, aliases };
}

/** The name a place goes by on its page: the written page's, else the State's label. */
export function placeName(place: Place): string {
  return place.written?.name ?? place.municipality.name;
}
