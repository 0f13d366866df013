import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { chatAliases, chatPlaces } from '../../generator/chat/collect.ts';
import { loadContent } from '../../generator/content/load.ts';
import type { Passage, Place } from '../../kernel/chat/model.ts';
import { placeUrl } from '../../kernel/page-urls.ts';
import { landmarksOf } from './landmarks.ts';
import { PlaceFinder } from './places.ts';

const { content } = loadContent(path.resolve(import.meta.dirname, '../..'));
const places = chatPlaces(content);
const place = (slug: string) => places.find((p) => p.slug === slug)!;
const [newark, jerseyCity, moorestown, haddonfield, camden, elizabeth] =
  ['newark-city', 'jersey-city', 'moorestown', 'haddonfield-borough', 'camden-city', 'elizabeth-city'].map(place) as [Place, Place, Place, Place, Place, Place];

/** A place page's paragraph, as the chat index holds it. */
const page = (at: Place, text: string, id = 0): Passage =>
  ({ id, kind: 'location', title: at.name, url: placeUrl(at.county, at.slug), topic: 'Locations', section: '', text });
/** Words the site's other pages use, in small letters. */
const vocabulary = new Set(['between', 'homes', 'the', 'northern']);
const names = (passages: Passage[]) => landmarksOf(passages, places, vocabulary).map((l) => `${l.faint ? '(faint) ' : ''}${l.name}: ${l.places.map((p) => p.slug).join(', ')}`);

describe('the parts of places their pages name', () => {
  it('reads neighbourhoods, parks and streets from a place page, each with its place', () => {
    expect(names([page(newark, 'The Ironbound, east of Penn Station, is known for its restaurants, and Branch Brook Park for its cherry trees.')]))
      .toEqual(['Ironbound: newark-city', 'Penn Station: newark-city', 'Branch Brook Park: newark-city']);
  });

  it('gives a street its short form too: "Easton Ave" for Easton Avenue', () => {
    expect(names([page(newark, 'Shops line Easton Avenue.')])).toEqual(['Easton Avenue: newark-city', 'Easton Ave: newark-city']);
  });

  it('drops a sentence\'s first word that the site writes in small letters, and a word the pages write so too', () => {
    expect(names([page(newark, 'Between Ortley Beach and the bay. Homes are old. The northern end is quiet; Northern parts too.')])).toEqual(['Ortley Beach: newark-city']);
  });

  it('takes no abbreviation alone for a place: "St." of "St. Joachim\'s"', () => {
    expect(names([page(newark, 'Mass is said at St. Joachim and at St. Lucy.')])).toEqual(['St. Joachim: newark-city', 'St. Lucy: newark-city']);
  });

  it('takes no month, day, holiday, language or short code for a place', () => {
    expect(names([page(newark, 'Parades run from Memorial Day in July, on Sundays, in Korean and Spanish, past the VA.')])).toEqual([]);
  });

  it('takes a name on more than three pages for a road or a region: a part of one place only when said as one (faint)', () => {
    const pages = [newark, jerseyCity, moorestown, haddonfield].map((p, i) => page(p, 'Near the Garden State Parkway.', i));
    expect(names(pages)).toEqual(['(faint) Garden State Parkway: newark-city, jersey-city, moorestown, haddonfield-borough']);
    expect(names(pages.slice(0, 3))).toEqual(['Garden State Parkway: newark-city, jersey-city, moorestown']);
  });
});

describe('a part of a place in a question', () => {
  const landmarks = [
    { name: 'Ironbound', places: [newark] }, { name: 'Paulus Hook', places: [jerseyCity] }, { name: 'Kings Highway', places: [moorestown] },
    { name: 'Fairview', places: [camden] }, { name: 'Yorkship Village', places: [camden] }, { name: 'Midtown', places: [elizabeth] },
  ];
  const finder = new PlaceFinder(places, chatAliases(content), landmarks);
  const words = new Set(['clean', 'cleaning']);
  const found = (q: string, whole?: string) => finder.find(q, words, whole ? finder.find(whole, words) : []).map((h) => `${h.landmark ? 'part' : h.kind}:${h.places.map((p) => p.slug).join('+')}`);

  it('is found with the town whose page names it, where it is said as a place', () => {
    expect(found('does nestwell clean in the ironbound? my mom lives there')).toEqual(['part:newark-city']);
    expect(found('Ironbound')).toEqual(['part:newark-city']);
    expect(found('my favourite Ironbound restaurant closed')).toEqual([]);
  });

  it('said beside its town needs no line of its own', () => {
    expect(found("I'm in Paulus Hook, downtown Jersey City")).toEqual(['place:jersey-city']);
  });

  it('asked in a part of the message whose other part names its town is still found there ("Is Elberon covered? ...Long Branch")', () => {
    expect(found("building's in the ironbound", "you cover newark? building's in the ironbound")).toEqual(['part:newark-city']);
    // A name several towns' pages give stays with the town the message names.
    expect(found('near branch brook park', 'do u clean in newark? near branch brook park')).toEqual([]);
  });

  it('is asked about as what we do there: "u guys do paulus hook?"', () => {
    expect(found('u guys do paulus hook?')).toEqual(['part:jersey-city']);
    expect(found('do you guys do paulus hook?')).toEqual(['part:jersey-city']);
  });

  it('a street said with another town is that town\'s street', () => {
    expect(found('I live in Haddonfield, a few streets off Kings Highway, do you come here?')).toEqual(['place:haddonfield-borough']);
    expect(found('do you come to Kings Highway?')).toEqual(['part:moorestown']);
  });

  it('beside another state\'s place, a one-word part is that place\'s', () => {
    expect(found('do u also do manhattan? our office is in midtown')).toEqual(['abroad:']);
  });

  it('a town\'s everyday name that a page of another county names as a part: both, and another part of that town settles it', () => {
    const fairview = finder.find('do you clean in Fairview?', new Set()).find((h) => h.elsewhere);
    expect(fairview?.places.map((p) => p.slug)).toContain('fairview-borough');
    expect(fairview?.elsewhere?.places).toEqual([camden]);
    expect(found('our program in Fairview, by Yorkship Village. covered?')).toEqual(['part:camden-city']);
  });
});

describe('a town\'s name said as a part of another town', () => {
  const [paterson, totowa] = ['paterson-city', 'totowa-borough'].map(place) as [Place, Place];
  const landmarks = landmarksOf([page(paterson, 'A city of neighborhoods: the Eastside, Riverside, the Totowa section.'), page(totowa, 'Totowa sits on a riverside bend.', 1)], places, vocabulary);
  const finder = new PlaceFinder(places, chatAliases(content), landmarks);
  const found = (q: string) => finder.find(q, new Set(['clean', 'shop'])).map((h) => `${h.name}: ${h.places.map((p) => p.slug).join('+')}`);

  it('is a part of the town after it, said "in" or "section of" it, where that town\'s page names it', () => {
    expect(found('my husband has a small shop in Riverside, in Paterson')).toEqual(['Riverside: paterson-city', 'Paterson City: paterson-city']);
    expect(found('is the Totowa section of Paterson the same as Totowa?')).toEqual(['the Totowa section: paterson-city', 'Paterson City: paterson-city', 'Totowa Borough: totowa-borough']);
  });

  it('is the town of that name said alone, or before a town whose page does not name it', () => {
    expect(found('do you clean in Riverside?')).toEqual(['Riverside Township: riverside']);
    expect(found('Riverside in Burlington County')).toEqual(['Riverside Township: riverside', 'Burlington County: ' + places.filter((p) => p.county === 'burlington-county').map((p) => p.slug).join('+')]);
  });

  it('leaves another name of a town as it was: "Kingston Estates in Cherry Hill" is part of Cherry Hill', () => {
    expect(found('Kingston Estates in Cherry Hill?')).toEqual(['Kingston Estates: cherry-hill-township', 'Cherry Hill Township: cherry-hill-township']);
  });
});

describe('a name asked about that no page knows', () => {
  const finder = new PlaceFinder(places, chatAliases(content));
  const unknown = (q: string) => finder.unknownName(q, new Set(['airbnb', 'korean', 'cleaning', 'kitchen']));

  it.each([['You clean in Portugal too?', 'Portugal'], ['do u clean in tribeca', 'tribeca'], ['Do you serve Boca Raton?', 'Boca Raton']])('"%s" asks about %s', (q, name) => {
    expect(unknown(q)).toBe(name);
  });

  it.each(['do you cover Airbnb units?', 'do you clean in brownstones', 'can you work in Korean?', 'do you clean in the kitchen?', 'can you come to my house on Sunday?'])('"%s" asks about no place', (q) => {
    expect(unknown(q)).toBeNull();
  });
});
