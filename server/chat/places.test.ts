import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { chatAliases, chatPlaces } from '../../generator/chat/collect.ts';
import { loadContent } from '../../generator/content/load.ts';
import { editDistanceAtMostOne, PlaceFinder } from './places.ts';

const { content } = loadContent(path.resolve(import.meta.dirname, '../..'));
const finder = new PlaceFinder(chatPlaces(content), chatAliases(content));
const vocabulary = new Set(['cleaning', 'clean', 'deal', 'customers', 'include', 'kitchen']);
const slugs = (q: string) => finder.find(q, vocabulary).flatMap((h) => h.places.map((p) => `${p.county}/${p.slug}`));
const kinds = (q: string) => finder.find(q, vocabulary).map((h) => `${h.kind}:${h.state ?? h.name}`);

describe('place finder', () => {
  it.each([
    ['do you clean in marlton', 'burlington-county/evesham'],
    ['princeton jct', 'mercer-county/west-windsor-township'],
    ['do you serve Iselin?', 'middlesex-county/woodbridge-township'],
    ['sicklerville nj', 'camden-county/winslow'],
    ['clean in mt laurel?', 'burlington-county/mount-laurel'],
    ['are there cleaners around freehold', 'monmouth-county/freehold-township'],
    ['do u serve parsippany', 'morris-county/parsippany-troy-hills-township'],
  ])('finds %s by its other name', (q, slug) => {
    expect(slugs(q)).toContain(slug);
  });

  it('reads Princeton Junction as West Windsor, not Princeton', () => {
    expect(slugs('do you clean in princeton junction')).toEqual(['mercer-county/west-windsor-township']);
  });

  it('gives LBI its six municipalities', () => {
    expect(slugs('do you cover LBI')).toHaveLength(6);
  });

  it.each([
    ['do you clean in hobokn', 'hudson-county/hoboken-city'],
    ['clean in pricneton?', 'mercer-county/princeton'],
    ['teanek', 'bergen-county/teaneck-township'],
    ['cherry hil', 'camden-county/cherry-hill-township'],
  ])('allows one typo in a name of five letters or more: %s', (q, slug) => {
    expect(slugs(q)).toContain(slug);
  });

  it('never reads a word the site uses, or a short word, as a misspelt town', () => {
    expect(slugs('how much is a cleaning')).toEqual([]);
    expect(slugs('do you clean in ewng')).toEqual([]);
  });

  it.each([
    ['do you serve yardley', 'Pennsylvania'],
    ['staten island?', 'New York'],
    ['philly cleaning?', 'Pennsylvania'],
    ['do you serve the bronx', 'New York'],
    ['newtown, pa?', 'Pennsylvania'],
    ['Do you clean in Wilmington, Delaware?', 'Delaware'],
  ])('places %s across the border', (q, state) => {
    expect(kinds(q)).toEqual([`abroad:${state}`]);
    expect(slugs(q)).toEqual([]);
  });

  it('does not take everyday words for towns', () => {
    expect(slugs('Any deal for new customers?')).toEqual([]);
    expect(slugs('commercial cleaning?')).toEqual([]);
    expect(slugs('I did a great job cleaning my own kitchen lol')).toEqual([]);
    expect(slugs('do you work in brick')).toEqual(['ocean-county/brick-township']);
  });

  it('finds several towns in one question', () => {
    expect(slugs('is nestwell in lakewood and brick and toms river')).toEqual(
      ['ocean-county/lakewood-township', 'ocean-county/brick-township', 'ocean-county/toms-river-township']);
  });

  it('counts edits: one insertion, deletion, substitution or swap', () => {
    expect(editDistanceAtMostOne('princeton', 'pricneton')).toBe(true);
    expect(editDistanceAtMostOne('hoboken', 'hobokn')).toBe(true);
    expect(editDistanceAtMostOne('teaneck', 'teaneak')).toBe(true);
    expect(editDistanceAtMostOne('newark', 'nwerak')).toBe(false);
  });
});

describe('state codes that are other words', () => {
  it.each(['mwen pa gen kat kredi, kijan mwen peye?', 'I go to the VA clinic on tuesdays', 'my VA benefits cover part of it', 'my allergist is an md, she says no bleach'])('"%s" names no state', (q) => {
    expect(kinds(q).filter((k) => k.startsWith('abroad'))).toEqual([]);
  });

  it.each([['do you clean in yardley pa', 'Pennsylvania'], ['my mom lives in pa', 'Pennsylvania'], ['Do you serve Richmond, VA?', 'Virginia']])('"%s" still names %s', (q, state) => {
    expect(kinds(q)).toContain(`abroad:${state}`);
  });
});

describe('a street or a school named after a town', () => {
  it.each(['we live off Easton Ave in New Brunswick', 'my office is on Princeton Avenue', 'the Morris Turnpike exit'])('"%s" does not name the town the street is named after', (q) => {
    expect(kinds(q)).not.toContain('abroad:Pennsylvania');
    expect(slugs(q)).not.toContain('mercer-county/princeton');
    expect(slugs(q)).not.toContain('morris-county/morris-township');
  });

  it('"Livingston campus" is the Rutgers campus, in Piscataway, not Livingston Township', () => {
    expect(slugs('im on livingston campus, do u cover it')).toEqual(['middlesex-county/piscataway-township']);
  });

  it('the town alone is still the town', () => {
    expect(slugs('do you clean in Livingston?')).toEqual(['essex-county/livingston-township']);
  });
});

describe('names that are not the places they spell', () => {
  it('a name after a title is a person, but a relative\'s town is a town', () => {
    expect(slugs('Miss Dorothy is 91 and has a flip phone')).toEqual([]);
    expect(slugs('Mr. Walter lives in Ewing')).toEqual(['mercer-county/ewing-township']);
    expect(slugs('my uncle Prospect Park, also?')).toEqual(['passaic-county/prospect-park-borough']);
  });

  it('a name with an ending added is no misspelt place: "Georgian Court" is not Georgia', () => {
    expect(kinds('Lakewood, near Georgian Court')).toEqual(['place:Lakewood Township']);
  });

  it('marks a town said to be where the place is not', () => {
    const hits = finder.find('in Convent Station, not Morristown proper', vocabulary);
    expect(hits.find((h) => h.places.some((p) => p.slug === 'morristown-town'))?.negated).toBe(true);
  });

  it('reads a census place named with its township by its own name: "Holiday City" is Berkeley\'s', () => {
    expect(slugs("Sister's in Holiday City. That's Toms River, right?")).toEqual(['ocean-county/berkeley-township', 'ocean-county/toms-river-township']);
  });

  it('a place followed by another state is that state\'s, even where a page of ours names it', () => {
    expect(kinds('my sister lives in Uhlerstown PA, can she use you')).toEqual(['abroad:Pennsylvania']);
  });

  it('offers the town an other name shortens: "Asbury" may be Asbury Park', () => {
    const asbury = finder.find('do you clean in asbury', vocabulary)[0]!;
    expect(asbury.longer?.map((p) => p.slug)).toEqual(['asbury-park-city']);
  });
});

describe('streets named after a town', () => {
  it.each([
    // "St" is keyed as "saint" (St. Louis), so "Jackson St" must still read as a street
    ['I have a Victorian rental on Jackson St, 08204', 'ocean-county/jackson-township'],
    ['Jackson St house: 3 bed, 2 bath', 'ocean-county/jackson-township'],
    // "on X in Town": X is a street of that town
    ['a small leasing office on Broadway in Long Branch', 'warren-county/franklin-township'],
  ])('does not read "%s" as the town', (q, slug) => {
    expect(slugs(q)).not.toContain(slug);
  });

  it('still reads the town said after the street', () => {
    expect(slugs('a small leasing office on Broadway in Long Branch')).toContain('monmouth-county/long-branch-city');
  });
});

describe('a town of ours beside one over the river', () => {
  it('keeps Hoboken in New Jersey when words of another script part it from Manhattan, and a state after a town still places it', () => {
    expect(kinds('hoboken 이에요. 허드슨 강 건너 manhattan 보이는 데요.')).toEqual(['place:Hoboken City', 'abroad:New York']);
    expect(kinds('Riverdale (the Bronx)')).toEqual(['abroad:New York', 'abroad:New York']);
    expect(kinds('yardley, pa')).toEqual(['abroad:Pennsylvania']);
  });
});

describe('a name that only looks like another place', () => {
  it('reads "Washington St." after a town as the street, not the state the town is in', () => {
    expect(kinds("We're in Hoboken, Washington St.")).toEqual(['place:Hoboken City']);
    expect(kinds('Newtown, PA - do you go there?')).toEqual(['abroad:Pennsylvania']);
  });

  it('reads "Delaware NJ" as a New Jersey place, not the state', () => {
    expect(kinds('delaware nj 07833 - is that even a real place')).not.toContain('abroad:Delaware');
    expect(kinds('do you clean in delaware?')).toContain('abroad:Delaware');
  });

  it('reads a bridge beside a place named as the way there', () => {
    const bridge = [{ name: 'Goethals Bridge', places: chatPlaces(content).filter((p) => p.slug === 'elizabeth-city') }];
    const withBridge = new PlaceFinder(chatPlaces(content), chatAliases(content), bridge);
    expect(withBridge.find('Staten Island? its 15 minutes by the Goethals bridge', vocabulary).map((h) => h.name)).toEqual(['Staten Island']);
    expect(withBridge.find('we live just down the road from the Goethals bridge', vocabulary).map((h) => h.name)).toEqual(['Goethals Bridge']);
  });
});

it("places New York City's neighbourhoods in New York (round 61: Tribeca)", () => {
  for (const name of ['tribeca', 'soho', 'washington heights', 'brooklyn heights']) {
    expect(kinds(`my brother lives in ${name}, can he use you?`)).toEqual(['abroad:New York']);
  }
});


describe('words that are names of an object\'s own properties', () => {
  it('"constructor" or "toString" in a message is no state code: the finder reads on, and "pa" still is one', () => {
    expect(() => kinds('is the constructor of this site a robot?')).not.toThrow();
    expect(kinds('is the constructor of this site a robot? toString valueOf')).toEqual([]);
    expect(kinds('do you clean in pa?')).toContain('abroad:Pennsylvania');
  });
});

describe('towns of one name told apart by what the message names', () => {
  const places = chatPlaces(content);
  const [town, township] = ['hudson-county/harrison-town', 'gloucester-county/harrison'].map((slug) => places.find((p) => `${p.county}/${p.slug}` === slug)!);
  // A fixture's page names: only the Town's page writes "Bulls"; both write "Riverside" (a tie).
  const told = new PlaceFinder(places, chatAliases(content), [], new Map([[town!, new Set(['bull', 'riverside'])], [township!, new Set(['riverside'])]]));
  const hit = (q: string) => told.find(q, vocabulary).find((h) => h.kind === 'place')!;

  it('keeps the one whose page names a word of the message, and the other as its namesake', () => {
    const found = hit('my gf lives in harrison by the red bulls stadium');
    expect(found.places).toEqual([town]);
    expect(found.namesakes).toEqual([township]);
  });

  it('keeps both where no page, or both pages, name the message\'s words', () => {
    expect(hit('do you clean in harrison by the park').places).toHaveLength(2);
    expect(hit('harrison, riverside part').places).toHaveLength(2);
  });
});
