import { createHash } from 'node:crypto';
import { placeName, type County, type Locations, type Place } from '../content/locations.ts';
import type { PlaceAlias } from '../content/place-aliases.ts';
import type { CountyCard } from '../../islands/location-search/CountyCards.tsx';
import { encodeAliases, type AliasEntry, type PlaceEntry } from '../../islands/location-search/match.ts';

/**
 * The New Jersey page's county cards and the town search's data: the same cards as JSON, in a
 * file named by a hash of its bytes under assets/, so it is cached for good (kernel/headers.ts),
 * new cards get a new name that the page links to, and a page opened before a deploy still finds
 * its own (retired-assets.ts).
 */
export interface TownSearch {
  cards: CountyCard[];
  /** The output file, e.g. assets/nj-places.3f9a0c61b2de.json. */
  file: string;
  href: string;
  json: string;
}

/**
 * The page's route and the build's documents each ask for it: a pure function of the content, about
 * a millisecond on the real site, so it is made twice rather than kept in module state.
 */
export function townSearch(locations: Locations): TownSearch {
  const cards = countyCards(locations.counties, locations.aliases);
  const json = JSON.stringify({ cards });
  const file = `assets/nj-places.${createHash('sha256').update(json).digest('hex').slice(0, 12)}.json`;
  return { cards, file, href: `/${file}`, json };
}

/**
 * Mercer first with its written places (the spec's 12) and then the rest; other counties by name.
 * Each card carries the other names of its places for the search, pointing at them by position.
 */
function countyCards(counties: County[], aliases: PlaceAlias[]): CountyCard[] {
  const entry = (p: Place): PlaceEntry => [placeName(p), p.municipality.slug, p.municipality.zips.join(' ')];
  const cards = counties.map((county): CountyCard => {
    const written = county.places.filter((p) => p.written);
    const own: PlaceEntry[] = county.written ? [[county.name, '', '']] : [];
    const featured = [...own, ...written.map(entry)].sort((a, b) => a[0].localeCompare(b[0], 'en'));
    const split = featured.length
      ? { places: featured, more: county.places.filter((p) => !p.written).map(entry) }
      : { places: county.places.map(entry), more: [] };
    return { slug: county.slug, name: county.name, ...split, aliases: cardAliases(county, [...split.places, ...split.more], aliases) };
  });
  return [...cards.filter((c) => c.more.length), ...cards.filter((c) => !c.more.length)];
}

function cardAliases(county: County, listed: PlaceEntry[], aliases: PlaceAlias[]): string {
  const position = new Map(listed.map(([, slug], i) => [slug, i]));
  return encodeAliases(aliases.filter((a) => a.countySlug === county.slug).map((a): AliasEntry => [
    a.name,
    a.slugs.map((slug) => position.get(slug)!).join(' '),
    a.zip ?? '',
    a.kind === 'nickname' ? 'n' : '',
  ]));
}
