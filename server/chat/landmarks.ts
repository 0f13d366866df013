import { placeUrl } from '../../kernel/page-urls.ts';
import type { Passage, Place } from '../../kernel/chat/model.ts';

/** A part of a place that its page names: a neighbourhood, a section, a campus, a park, a main street. */
export interface Landmark {
  name: string;
  /** The places whose pages name it. */
  places: Place[];
  /** An everyday word too ("a riverside trail"), or a name on many pages ("Riverside" on Paterson's and its neighbours'): a part of a place only when said as one ("Riverside, in Paterson"). */
  faint?: true;
  /** The words it is said by where they are fewer than its name: "Botany" for Botany Village. */
  key?: string;
}

/** A name named on more pages than this is a road or a region ("Garden State Parkway", "the Pine Barrens"), not a part of one place. */
const MAX_PAGES = 3;
/** Capitalised words in a row, with "of" and the like between them: "Paulus Hook", "Branch Brook Park", "Bergen-Lafayette". */
const NAME = /(?:St\.|Mt\.|[A-Z][\p{L}'’]*(?:-[A-Z][\p{L}'’]*)*)(?:\s+(?:of|on|de|la)?\s*(?:St\.|Mt\.|[A-Z][\p{L}'’]*(?:-[A-Z][\p{L}'’]*)*))*/gu;
/** One word that says when or in which language, not where: "in July", "in Korean". */
export const NOT_A_PLACE = /^(?:January|February|March|April|May|June|July|August|September|October|November|December|Mondays?|Tuesdays?|Wednesdays?|Thursdays?|Fridays?|Saturdays?|Sundays?|[A-Z][a-z]+(?:ese|ish|ian|ean|an)|Black|White|Latino|Latina|Hispanic|[A-Z]{1,4})$/;
/** Street words people shorten: "Easton Ave", "George St". */
const SHORT_STREET: [RegExp, string][] = [[/ Avenue$/, ' Ave'], [/ Street$/, ' St'], [/ Road$/, ' Rd'], [/ Boulevard$/, ' Blvd']];

/**
 * The names of roads and crossings a page names: beside a place named, the way there ("Staten Island, 15 minutes by the
 * Goethals Bridge"), which the place finder reads, so "Bayonne Bridge" is not Bayonne, and answers nothing for.
 */
export const CROSSING = / (Bridge|Tunnel|Turnpike|Parkway|Expressway|Freeway|Highway|Interstate)$/;

/** The passages of the town pages, each with its town. */
function townPassages(passages: readonly Passage[], places: readonly Place[]): [Place, Passage][] {
  const byUrl = new Map(places.map((p) => [placeUrl(p.county, p.slug), p]));
  return passages.flatMap((passage) => {
    const place = passage.kind === 'location' ? byUrl.get(passage.url) : undefined;
    return place ? [[place, passage] as [Place, Passage]] : [];
  });
}

/**
 * The parts of places their own pages name ("the Ironbound" on Newark's, "Holgate" on Long Beach
 * Township's, "Nassau Street" on Princeton's), read from the pages' paragraphs at start, so a
 * visitor who names one hears which town it is in. `vocabulary` holds the words the site's other
 * pages use in small letters: a sentence's first word that is one of them ("Between", "Homes") is no name.
 *
 * @example landmarksOf(index.passages, index.places, vocabulary) // [{ name: 'Ironbound', places: [Newark City] }, ...]
 */
export function landmarksOf(passages: readonly Passage[], places: readonly Place[], vocabulary: ReadonlySet<string>): Landmark[] {
  const named = new Map<string, Set<Place>>();
  const faint = new Map<string, Set<Place>>();
  // A word the pages also write in small letters ("Northern", "Hills") names no part of a place alone.
  const written = new Set(passages.filter((p) => p.kind === 'location').flatMap((p) => p.text.match(/\b[a-z]+\b/g) ?? []));
  for (const [place, passage] of townPassages(passages, places)) {
    for (const sentence of passage.text.split(/(?<=[.!?;:])(?<!\b(?:St|Mt|Ft|Dr|Mr|Mrs)\.)\s+|\n/)) {
      for (const m of sentence.matchAll(NAME)) {
        const words = m[0].split(/\s+/);
        // "Heading north...", "Homes are...": a sentence's first word is capitalised whatever it is.
        let initial = m.index === 0;
        if (initial && vocabulary.has(words[0]!.toLowerCase())) {
          words.shift();
          initial = false;
        }
        while (/^(of|on|de|la)$/.test(words[0] ?? '')) words.shift();
        const name = words.join(' ').replace(/['’]s?$/, '');
        const word = words.length === 1 ? name.toLowerCase() : null;
        if (!name || /\d/.test(name) || / Day$/.test(name) || (word && (initial || word.length < 4 || NOT_A_PLACE.test(name) || vocabulary.has(word)))) continue;
        const names = word && written.has(word) ? faint : named;
        for (const form of [name, ...SHORT_STREET.filter(([long]) => long.test(name)).map(([long, short]) => name.replace(long, short))]) {
          if (!names.has(form)) names.set(form, new Set());
          names.get(form)!.add(place);
        }
      }
    }
  }
  // "Even Botany?" for Botany Village: a village is often named without the word (a town of that name still comes first).
  const shortened: Landmark[] = [];
  for (const [name, on] of named) {
    const bare = /^([A-Z][a-z]+) Village$/.exec(name)?.[1];
    if (bare && bare.length >= 5 && on.size <= MAX_PAGES && !named.has(bare) && !faint.has(bare) && !written.has(bare.toLowerCase()) && !vocabulary.has(bare.toLowerCase())) shortened.push({ name, places: [...on], key: bare });
  }
  // A name on many pages, or an everyday word, is a part of a place only when said as one.
  for (const [name, on] of named) if (on.size > MAX_PAGES) faint.set(name, new Set([...on, ...faint.get(name) ?? []]));
  return [
    ...[...named].filter(([, on]) => on.size <= MAX_PAGES).map(([name, on]) => ({ name, places: [...on] })),
    ...[...faint].map(([name, on]) => ({ name, places: [...on], faint: true as const })),
    ...shortened,
  ];
}

/**
 * The names few town pages write (at most MAX_PAGES), word by word, by the place whose page writes them, as the visitor
 * would say them: small letters, a plural's "s" dropped. A name is a word capitalised inside a sentence ("Kean",
 * "Baltusrol", "Bulls"); everyday words ("could", "nobody") are on a page by chance. They tell towns of one name apart:
 * "Harrison, by the Red Bull arena" is Harrison Town, whose page names the stadium "where the New York Red Bulls play".
 */
export function rareWordsOf(passages: readonly Passage[], places: readonly Place[]): Map<Place, Set<string>> {
  const pagesOf = new Map<string, Set<Place>>();
  for (const [place, passage] of townPassages(passages, places)) {
    for (const m of passage.text.matchAll(/(?<![\p{L}'’-])\p{Lu}\p{L}{3,}/gu)) {
      if (/(?:^|[.!?:]\s+|\n\s*|[-*#|]\s+)$/.test(passage.text.slice(Math.max(0, m.index - 4), m.index))) continue;
      const said = singular(m[0].toLowerCase());
      if (!pagesOf.has(said)) pagesOf.set(said, new Set());
      pagesOf.get(said)!.add(place);
    }
  }
  const out = new Map<Place, Set<string>>();
  for (const [word, on] of pagesOf) {
    if (on.size > MAX_PAGES) continue;
    for (const place of on) {
      if (!out.has(place)) out.set(place, new Set());
      out.get(place)!.add(word);
    }
  }
  return out;
}

/** "bulls" as "bull", "stadiums" as "stadium"; "glass" and "campus" stay. */
export const singular = (word: string) => word.replace(/(?<![su])s$/, '');
