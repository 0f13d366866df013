import { describe, expect, it } from 'vitest';
import path from 'node:path';
import { buildChatIndex } from '../../generator/chat/index.ts';
import { loadContent } from '../../generator/content/load.ts';
import { townSearch as searchData } from '../../generator/locations/search-data.ts';
import type { CountyCard } from '../../islands/location-search/CountyCards.tsx';
import { decodeAliases, parseQuery, search } from '../../islands/location-search/match.ts';
import { PlaceFinder } from '../../server/chat/places.ts';

const { content } = loadContent(path.resolve(import.meta.dirname, '../..'));
const index = buildChatIndex(content);
const finder = new PlaceFinder(index.places, index.aliases);
// The cards as the search fetches them: the file the build writes.
const { cards } = JSON.parse(searchData(content.locations).json) as { cards: CountyCard[] };

/** The municipality slugs the town search lists for a ZIP, over every county card. */
function townSearch(zip: string): string[] {
  return cards.flatMap((card) => {
    const found = search(parseQuery(zip), { ...card, aliases: decodeAliases(card.aliases) });
    return [...found.places, ...found.more].map((hit) => hit.entry[1]).filter(Boolean);
  }).sort();
}

describe('ZIP codes: the chat and the town search', () => {
  it('name the same towns for every ZIP the content gives, shared ZIPs such as 08540 included', () => {
    const zips = new Set([...index.places.flatMap((p) => p.zips), ...index.aliases.flatMap((a) => (a.zip ? [a.zip] : []))]);
    expect(cards.length).toBeGreaterThan(0);
    const disagree = [...zips].filter((zip) => JSON.stringify(finder.byZip(zip).map((p) => p.slug).sort()) !== JSON.stringify(townSearch(zip)));
    expect(disagree).toEqual([]);
    expect(finder.byZip('08540').length).toBeGreaterThan(2);
  });
});
