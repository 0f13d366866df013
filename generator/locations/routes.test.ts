import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadContent } from '../content/load.ts';
import { buildRoutes, type PageRoute } from '../routes.ts';

const root = path.resolve(import.meta.dirname, '../..');
const { content } = loadContent(root);
const routes = buildRoutes(content);
const pageAt = (p: string): PageRoute => {
  const route = routes.find((r) => r.path === p);
  if (route?.kind !== 'page') throw new Error(`no page at ${p}`);
  return route;
};
const NJ = '/locations/new-jersey';

describe('data-built place pages', () => {
  it('call a place by its common name, and keep the official one in its LocalBusiness record', () => {
    const hoboken = pageAt(`${NJ}/hudson-county/hoboken-city`);
    expect(hoboken.meta.title).toBe('Hoboken House Cleaning, Hudson County NJ | Nestwell');
    expect((hoboken.props as { words: { heading: string } }).words.heading).toBe('House cleaning in Hoboken');
    expect(hoboken.jsonLd[0]).toMatchObject({ name: 'Nestwell Cleaning, Hoboken City', areaServed: { name: 'Hoboken City, NJ' } });
    const neighbours = (pageAt(`${NJ}/bergen-county/bogota-borough`).props as { neighbors: { name: string }[] }).neighbors;
    expect(neighbours.map((n) => n.name)).toContain('Teaneck');
    // Two places of a county that would share a name keep their labels.
    expect(pageAt(`${NJ}/mercer-county/hopewell-borough`).meta.title).toMatch(/^Hopewell Borough /);
  });

  it('list the communities within a place, from the aliases file', () => {
    const woodbridge = pageAt(`${NJ}/middlesex-county/woodbridge-township`).props as { words: { localNames: string[] } };
    expect(woodbridge.words.localNames).toEqual(expect.arrayContaining(['Avenel', 'Colonia', 'Fords', 'Iselin', 'Port Reading', 'Sewaren']));
  });

  it('describe the place, and guess nothing about what its people book', () => {
    const cleaning = /\b(clean|cleans|cleaning|cleanings|cleaner|cleaners|turnovers?|changeovers?|move-?outs?|recurring|book\w*|demand)\b/i;
    const guesses: string[] = [];
    for (const county of content.locations.counties) {
      if (county.about && cleaning.test(county.about)) guesses.push(county.slug);
      for (const place of county.places) {
        if (place.data && cleaning.test(`${place.data.about} ${place.data.description}`)) guesses.push(`${county.slug}/${place.municipality.slug}`);
      }
    }
    expect(guesses).toEqual([]);
  });
});
