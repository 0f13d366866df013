import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { chatPlaces } from '../../../generator/chat/collect.ts';
import { loadContent } from '../../../generator/content/load.ts';
import type { Facts } from '../model.ts';
import { areaHandler, PlaceFinder } from './area.ts';
import { handlerContext, toQuestion } from './context.ts';

const places = chatPlaces(loadContent(path.resolve(import.meta.dirname, '../../..')).content);
const answer = areaHandler(new PlaceFinder(places));
const ctx = handlerContext({ version: 1, passages: [], search: {}, places, facts: { clientSupportUrl: 'https://support.example' } as Facts, pages: {}, commonTerms: [] });
const ask = (q: string) => answer(toQuestion(q), ctx);

describe('service area', () => {
  it('reads all 564 municipalities from the CSV', () => {
    expect(places).toHaveLength(564);
  });

  it.each([
    ['Do you clean in Princeton?', '/locations/new-jersey/mercer-county/princeton'],
    ['Do you serve Evesham?', '/locations/new-jersey/burlington-county/evesham'],
    ['Are you available in Hoboken?', '/locations/new-jersey/hudson-county/hoboken-city'],
    ['Do you cover Paterson, NJ?', '/locations/new-jersey/passaic-county/paterson-city'],
    ['Can you come to Cape May Point?', '/locations/new-jersey/cape-may-county/cape-may-point-borough'],
    ['Do you clean in Toms River?', '/locations/new-jersey/ocean-county/dover-township'],
  ])('%s -> yes, with its page', (q, url) => {
    const a = ask(q)!;
    expect(a.reply).toMatch(/^Yes/);
    expect(a.reply).toContain(`](${url})`);
    expect(a.sources.map((s) => s.url)).toContain(url);
  });

  it('answers a ZIP with its town', () => {
    const a = ask('Do you serve 07666?')!;
    expect(a.reply).toMatch(/^Yes/);
    expect(a.sources[0]!.url).toBe('/locations/new-jersey/bergen-county/teaneck-township');
  });

  it('lists every town of a shared name', () => {
    const urls = ask('Do you clean in Hamilton Township?')!.sources.map((s) => s.url);
    expect(urls).toEqual(expect.arrayContaining(['/locations/new-jersey/mercer-county/hamilton-township', '/locations/new-jersey/atlantic-county/hamilton-township']));
  });

  it('says we serve New Jersey today for another state or a ZIP elsewhere', () => {
    for (const q of ['Do you clean in Texas?', 'Are you in New York?', 'Do you serve PA?', 'Do you serve 10001?']) {
      const a = ask(q)!;
      expect(a.reply).toContain('we serve New Jersey today');
      expect(a.sources[0]!.url).toBe('/locations/new-jersey');
    }
  });

  it('answers a county, and a question about the area without a place', () => {
    expect(ask('Do you serve Mercer County?')!.sources[0]!.url).toBe('/locations/new-jersey/mercer-county');
    expect(ask('Where do you operate?')!.reply).toContain('We serve New Jersey');
  });

  it('does not take everyday words for towns', () => {
    expect(ask('Any deal for new customers?')).toBeNull();
    expect(ask('What does deep cleaning include in the kitchen and bathrooms?')).toBeNull();
  });
});
