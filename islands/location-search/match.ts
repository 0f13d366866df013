import { placeKey } from '../../kernel/place-names.ts';
import { zipFinds } from '../../kernel/zip-codes.ts';

/** [name, slug, ZIP codes separated by spaces]; an empty slug is the county's own page. */
export type PlaceEntry = [name: string, slug: string, zips: string];

/**
 * Another name for places of a card: [name, positions of its places in the card's `places` then
 * `more` (space-separated), its ZIP or '', 'n' for a nickname that covers whole places (LBI) or ''
 * for a name of a part of one (Iselin)].
 */
export type AliasEntry = [name: string, places: string, zip: string, kind: '' | 'n'];

/**
 * A card's other names as the page carries them, one line each, `name|positions|zip|kind` with
 * empty trailing fields left out: about 400 names cost a third of what JSON arrays would.
 *
 * @example encodeAliases([['Iselin', '2', '08830', ''], ['LBI', '0 1', '', 'n']]) // 'Iselin|2|08830\nLBI|0 1||n'
 */
export function encodeAliases(entries: AliasEntry[]): string {
  return entries.map((entry) => {
    if (entry.some((field) => /[|\n]/.test(field))) throw new Error(`place alias "${entry[0]}": a name cannot hold "|" or a line break`);
    return entry.join('|').replace(/\|+$/, '');
  }).join('\n');
}

export function decodeAliases(text: string): AliasEntry[] {
  if (!text) return [];
  return text.split('\n').map((line) => {
    const [name = '', places = '', zip = '', kind = ''] = line.split('|');
    return [name, places, zip, kind === 'n' ? 'n' : ''];
  });
}

export interface SearchableCard {
  name: string;
  places: PlaceEntry[];
  more: PlaceEntry[];
  aliases: AliasEntry[];
}

/**
 * A place a query found. One found by another name says so before its own: `via` is the words
 * before the place's name, "Iselin: part of " for "Iselin: part of Woodbridge Township".
 */
export interface Hit {
  entry: PlaceEntry;
  via?: string;
}

/**
 * What someone typed, in the form it is compared in: digits are the start of a ZIP code,
 * anything else a name ("Mt Laurel, NJ" is "mount laurel").
 */
export type Query = { zip: string } | { key: string } | null;

export function parseQuery(text: string): Query {
  const trimmed = text.trim();
  if (/^\d+$/.test(trimmed)) return { zip: trimmed };
  const key = placeKey(trimmed);
  return key ? { key } : null;
}

/** The words before a place found by another name: "Iselin: part of ", or "LBI: " for a nickname. */
export function viaWords(alias: string, kind: AliasEntry[3]): string {
  return kind === 'n' ? `${alias}: ` : `${alias}: part of `;
}

/** Whole words from their start: "junction" finds "Princeton Junction", "ton" does not. */
const wordPrefix = (key: string, query: string) => key.startsWith(query) || key.includes(` ${query}`);

/**
 * The places of a card a query finds, in the card's order. A place's own name (or its county's)
 * matches by substring, as the spec asks; another name for it (a census place, a post office, a
 * community) matches from the start of a word, and the hit says which name found it.
 *
 * @example search(parseQuery('Iselin'), middlesex).more // [{ entry: ['Woodbridge Township', ...], via: 'Iselin: part of ' }]
 */
export function search(query: Query, card: SearchableCard): { places: Hit[]; more: Hit[] } {
  const all = [...card.places, ...card.more];
  const hits = new Map<number, Hit>();
  if (!query || ('key' in query && placeKey(card.name).includes(query.key))) {
    all.forEach((entry, i) => hits.set(i, { entry }));
  } else {
    all.forEach((entry, i) => {
      const found = 'zip' in query ? zipFinds(query.zip, entry[2].split(' ')) : placeKey(entry[0]).includes(query.key);
      if (found) hits.set(i, { entry });
    });
    for (const [name, places, zip, kind] of card.aliases) {
      const found = 'zip' in query ? zipFinds(query.zip, [zip]) : wordPrefix(placeKey(name), query.key);
      if (!found) continue;
      for (const i of places.split(' ').map(Number)) {
        const entry = all[i];
        if (entry && !hits.has(i)) hits.set(i, { entry, via: viaWords(name, kind) });
      }
    }
  }
  const inOrder = [...hits].sort(([a], [b]) => a - b);
  return {
    places: inOrder.filter(([i]) => i < card.places.length).map(([, hit]) => hit),
    more: inOrder.filter(([i]) => i >= card.places.length).map(([, hit]) => hit),
  };
}
