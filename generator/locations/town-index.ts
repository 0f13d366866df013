import { countyUrl, placeUrl } from '../../kernel/page-urls.ts';
import { placeName, type County } from '../content/locations.ts';
import type { PlaceAlias } from '../content/place-aliases.ts';

/** A place an index line leads to. */
export interface IndexLink {
  name: string;
  href: string;
}

/** One line of the A-Z index: a name or ZIP code and the place pages it belongs to. */
export interface IndexLine {
  label: string;
  /** "part of" for a community inside a municipality, "" for the place itself or a nickname. */
  relation: '' | 'part of' | 'in';
  links: IndexLink[];
}

export interface TownIndex {
  /** Every municipality, county and other local name, grouped by first letter. */
  letters: { letter: string; lines: IndexLine[] }[];
  /** Every New Jersey ZIP code we know, ascending, with the places it serves. */
  zips: IndexLine[];
}

const byLabel = (a: IndexLine, b: IndexLine) => a.label.localeCompare(b.label, 'en');

/**
 * The town search's no-JavaScript path: every name the search box knows (municipalities by their
 * common name, counties, communities and post offices) and every ZIP code, as plain links on one
 * page, so a visitor without JavaScript finds "Iselin" or "08540" by reading or with find-in-page.
 */
export function townIndex(counties: County[], aliases: PlaceAlias[]): TownIndex {
  const placeHref = new Map<string, IndexLink>();
  const lines: IndexLine[] = [];
  const zips = new Map<string, IndexLink[]>();
  for (const county of counties) {
    const countyLink = { name: county.name, href: countyUrl(county.slug) };
    lines.push({ label: county.name, relation: '', links: [countyLink] });
    for (const place of county.places) {
      const link = { name: `${placeName(place)}, ${county.name}`, href: placeUrl(county.slug, place.municipality.slug) };
      placeHref.set(`${county.slug}/${place.municipality.slug}`, link);
      lines.push({ label: placeName(place), relation: 'in', links: [{ ...link, name: county.name }] });
      for (const zip of place.municipality.zips) zips.set(zip, [...(zips.get(zip) ?? []), link]);
    }
  }
  for (const alias of aliases) {
    const links = alias.slugs.map((slug) => placeHref.get(`${alias.countySlug}/${slug}`)!);
    lines.push({ label: alias.name, relation: alias.kind === 'nickname' ? '' : 'part of', links });
    if (!alias.zip) continue;
    const known = zips.get(alias.zip) ?? [];
    zips.set(alias.zip, [...known, ...links.filter((l) => !known.includes(l))]);
  }
  const letters = new Map<string, IndexLine[]>();
  for (const line of lines.sort(byLabel)) {
    const letter = line.label[0]!.toUpperCase();
    letters.set(letter, [...(letters.get(letter) ?? []), line]);
  }
  return {
    letters: [...letters].map(([letter, group]) => ({ letter, lines: group })),
    zips: [...zips].sort(([a], [b]) => a.localeCompare(b)).map(([zip, links]) => ({ label: zip, relation: '', links })),
  };
}
