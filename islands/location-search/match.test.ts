import { describe, expect, it } from 'vitest';
import { decodeAliases, encodeAliases, parseQuery, search, type AliasEntry, type SearchableCard } from './match.ts';

const middlesex: SearchableCard = {
  name: 'Middlesex County',
  places: [
    ['Edison Township', 'edison-township', '08817 08820 08837'],
    ['South Brunswick Township', 'south-brunswick-township', '08852'],
    ['Woodbridge Township', 'woodbridge-township', '07095'],
  ],
  more: [],
  aliases: [
    ['Iselin', '2', '08830', ''],
    ['Colonia', '2', '07067', ''],
    ['Kingston', '1', '08528', ''],
  ],
};
const mercer: SearchableCard = {
  name: 'Mercer County',
  places: [['Mercer County', '', ''], ['Princeton', 'princeton', '08540 08542']],
  more: [['West Windsor Township', 'west-windsor-township', '08550']],
  aliases: [['Princeton Junction', '2', '08550', '']],
};
const ocean: SearchableCard = {
  name: 'Ocean County',
  places: [['Ship Bottom Borough', 'ship-bottom-borough', '08008'], ['Toms River Township', 'toms-river-township', '08753']],
  more: [],
  aliases: [['LBI', '0', '', 'n']],
};
const hudson: SearchableCard = {
  name: 'Hudson County',
  places: [['Hoboken City', 'hoboken-city', '07030'], ['Jersey City', 'jersey-city', '07302 07304 07310']],
  more: [],
  aliases: [],
};
const burlington: SearchableCard = {
  name: 'Burlington County',
  places: [['Mount Laurel Township', 'mount-laurel', '08054'], ['Mount Holly Township', 'mount-holly', '08060']],
  more: [],
  aliases: [],
};

/** What a visitor reads in the results: each place, preceded by the other name that found it. */
const read = (text: string, card: SearchableCard) => {
  const { places, more } = search(parseQuery(text), card);
  return [...places, ...more].map(({ entry, via }) => `${via ?? ''}${entry[0]}`);
};

describe('town search', () => {
  it('finds a municipality by a census place or post-office name, and says whose part it is', () => {
    expect(read('Iselin', middlesex)).toEqual(['Iselin: part of Woodbridge Township']);
    expect(read('princeton junction', mercer)).toEqual(['West Windsor Township'].map((n) => `Princeton Junction: part of ${n}`));
  });

  it('spells out Mt and St, and ignores a trailing ", NJ"', () => {
    expect(read('Mt Laurel', burlington)).toEqual(['Mount Laurel Township']);
    expect(read('Mt. Laurel, NJ', burlington)).toEqual(['Mount Laurel Township']);
    expect(read('Hoboken, NJ', hudson)).toEqual(['Hoboken City']);
  });

  it("finds a place by any of its ZIP codes, or by an alias's ZIP", () => {
    expect(read('07310', hudson)).toEqual(['Jersey City']);
    expect(read('0831', hudson)).toEqual([]);
    expect(read('08830', middlesex)).toEqual(['Iselin: part of Woodbridge Township']);
  });

  it('names a place found by its own name plainly, even when an alias matches too', () => {
    expect(read('princeton', mercer)).toEqual(['Princeton', 'Princeton Junction: part of West Windsor Township']);
    expect(read('Woodbridge', middlesex)).toEqual(['Woodbridge Township']);
  });

  it('matches an alias from the start of a word, so a few letters do not list every alias', () => {
    expect(read('junction', mercer)).toEqual(['Princeton Junction: part of West Windsor Township']);
    expect(read('ston', middlesex)).toEqual([]);
  });

  it('words a nickname that covers whole places as the place itself, not a part of it', () => {
    expect(read('LBI', ocean)).toEqual(['LBI: Ship Bottom Borough']);
  });

  it("lists every place of a county for the county's name, and everything for an empty query", () => {
    expect(read('mercer', mercer)).toEqual(['Mercer County', 'Princeton', 'West Windsor Township']);
    expect(read('  ', hudson)).toEqual(['Hoboken City', 'Jersey City']);
    const { places, more } = search(parseQuery('Princeton Junction'), mercer);
    expect([places.length, more.length]).toEqual([0, 1]);
  });

  it('carries the aliases in one compact string and reads them back the same', () => {
    const entries: AliasEntry[] = [['Iselin', '2', '08830', ''], ['Port Reading', '2', '', ''], ['LBI', '0 1', '', 'n']];
    expect(encodeAliases(entries)).toBe('Iselin|2|08830\nPort Reading|2\nLBI|0 1||n');
    expect(decodeAliases(encodeAliases(entries))).toEqual(entries);
    expect(decodeAliases('')).toEqual([]);
    expect(() => encodeAliases([['A|B', '0', '', '']])).toThrow(/cannot hold/);
  });
});
