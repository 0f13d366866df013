import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { chatAliases, chatPlaces } from '../../../generator/chat/collect.ts';
import { loadContent } from '../../../generator/content/load.ts';
import { MUNICIPALITIES_FILE } from '../../../generator/content/municipalities.ts';
import type { Facts } from '../../../kernel/chat/model.ts';
import { buildChatIndex } from '../../../generator/chat/index.ts';
import { createChatEngine } from '../engine.ts';
import { landmarksOf } from '../landmarks.ts';
import { PlaceFinder } from '../places.ts';
import { answerArea, placeUrl, zipOf } from './area.ts';
import { handlerContext, toQuestion } from './context.ts';

const root = path.resolve(import.meta.dirname, '../../..');
const { content } = loadContent(root);
const places = chatPlaces(content);
const finder = new PlaceFinder(places, chatAliases(content));
const ctx = handlerContext({ version: 7, passages: [], places, aliases: [], facts: { clientSupportUrl: 'https://support.example' } as Facts, pages: {} });
const ask = (q: string) => {
  const question = toQuestion(q);
  return answerArea(question, finder.find(question.raw), finder, ctx);
};
const urls = (q: string) => ask(q)?.sources.map((s) => s.url) ?? [];

describe('service area', () => {
  it('reads every municipality of the CSV', () => {
    const rows = fs.readFileSync(path.join(root, MUNICIPALITIES_FILE), 'utf8').trim().split('\n').length - 1;
    expect(places).toHaveLength(rows);
  });

  it.each([
    ['Do you clean in Princeton?', '/locations/new-jersey/mercer-county/princeton'],
    ['Do you serve Evesham?', '/locations/new-jersey/burlington-county/evesham'],
    ['Do you cover Paterson, NJ?', '/locations/new-jersey/passaic-county/paterson-city'],
    ['Can you come to Cape May Point?', '/locations/new-jersey/cape-may-county/cape-may-point-borough'],
    ['service in toms river?', '/locations/new-jersey/ocean-county/toms-river-township'],
    ['new brunswick', '/locations/new-jersey/middlesex-county/new-brunswick-city'],
    ['do you clean in marlton', '/locations/new-jersey/burlington-county/evesham'],
  ])('%s -> yes, with its page, whatever the wording', (q, url) => {
    const a = ask(q)!;
    expect(a.reply).toMatch(/^Yes/);
    expect(a.reply).toContain(`](${url})`);
    expect(a.sources.map((s) => s.url)).toContain(url);
  });

  it('says which municipality an alias is part of', () => {
    expect(ask('do you clean in marlton')!.reply).toContain('Yes, we clean in Marlton: it is part of [Evesham Township]');
  });

  it('never asks for the town of someone who named one', () => {
    for (const q of ['do you clean in marlton', 'sicklerville nj', 'do you cover LBI', 'do you serve yardley', 'staten island?']) {
      expect(ask(q)!.reply).not.toContain('Tell me your town');
    }
  });

  it('answers places across the border as outside the area, never with a New Jersey town', () => {
    for (const q of ['do you serve yardley', 'staten island?', 'do you clean in brooklyn', 'philly cleaning?', 'are you in manhattan or queens', 'My mother lives in Suffern, just over the line. Could I book for her house too?', 'do you clean in nanuet', 'And my son in Stamford? He is always too busy to clean.']) {
      const a = ask(q)!;
      expect(a.reply).toMatch(/^Not yet: we serve New Jersey only, so .* outside our area/);
      expect(a.reply).not.toContain('Carteret');
    }
  });

  it('reads a trip to a place as no place asked about', () => {
    expect(ask("i'll be on a train to philly that day, can the cleaner get in without me?")?.reply ?? '').not.toMatch(/outside our area/);
    expect(ask('do you clean in philly?')!.reply).toMatch(/outside our area/);
  });

  it('answers a town named with its country as outside the area, never as the New Jersey town of that name', () => {
    expect(ask('what about my cousin in verona italy lol')!.reply).toMatch(/^Not yet: we serve New Jersey only, so Verona \(Italy\) is outside our area/);
    expect(ask('my sister lives in florence, italy, can you clean there')!.reply).toContain('Florence (Italy) is outside our area');
    expect(ask('do you clean in verona')!.reply).toContain('](/locations/new-jersey/essex-county/verona-township)');
  });

  it('answers several towns at once, and a town and a place across the border', () => {
    expect(urls('is nestwell in lakewood and brick and toms river')).toEqual([
      '/locations/new-jersey/ocean-county/lakewood-township', '/locations/new-jersey/ocean-county/brick-township', '/locations/new-jersey/ocean-county/toms-river-township']);
    const mixed = ask('hoboken and staten island')!.reply;
    expect(mixed).toContain('](/locations/new-jersey/hudson-county/hoboken-city)');
    expect(mixed).toContain('Staten Island (New York) is outside our area');
    // A town and its state are one place said once.
    expect(ask('And the one in Suffern, just over the New York line?')!.reply).toContain('so Suffern and the rest of New York are outside our area');
  });

  it('lists every town of a shared name', () => {
    expect(urls('do you go to hamilton')).toEqual(expect.arrayContaining(['/locations/new-jersey/mercer-county/hamilton-township', '/locations/new-jersey/atlantic-county/hamilton-township']));
  });

  it('reads a ZIP only as a bare New Jersey-range number or after "zip"', () => {
    expect(zipOf('do you serve 08540')).toBe('08540');
    expect(zipOf('my zip is 10001 can you come')).toBe('10001');
    expect(zipOf('zip code: 19067')).toBe('19067');
    expect(zipOf("what's the status of order 12345")).toBeNull();
    expect(zipOf('booking #54321 was charged twice')).toBeNull();
    expect(zipOf('order 08540 never arrived')).toBeNull();
    expect(zipOf('booking #08540')).toBeNull();
    expect(zipOf('do you come to 90210')).toBeNull();
    expect(ask("what's the status of order 12345")).toBeNull();
  });

  it('answers a ZIP with its town, an alias ZIP too, and a ZIP elsewhere as outside', () => {
    expect(urls('Do you serve 07666?')[0]).toBe('/locations/new-jersey/bergen-county/teaneck-township');
    expect(urls('is 07001 in your area')).toEqual(['/locations/new-jersey/middlesex-county/woodbridge-township']);
    expect(ask('my zip is 10001 can you come')!.reply).toContain('ZIP 10001 is outside our area');
  });

  it('answers a county, and a question about the area that names no place', () => {
    expect(urls('Do you serve Mercer County?')[0]).toBe('/locations/new-jersey/mercer-county');
    expect(ask('Where do you operate?')!.reply).toContain('We serve New Jersey only');
  });

  it('does not read area words alone, or everyday words, as a question about the area', () => {
    expect(ask("I'm located outside so I can't meet the cleaner, is that ok?")).toBeNull();
    expect(ask('Any deal for new customers?')).toBeNull();
    expect(ask('commercial cleaning?')).toBeNull();
    expect(ask('What does deep cleaning include in the kitchen and bathrooms?')).toBeNull();
  });
});

describe('a part of a place, an informal name, a name no page knows', () => {
  const newark = places.find((p) => p.slug === 'newark-city')!;
  const jerseyCity = places.find((p) => p.slug === 'jersey-city')!;
  const withParts = new PlaceFinder(places, [{ name: 'JC', county: jerseyCity.county, slugs: [jerseyCity.slug], nickname: true }], [{ name: 'Ironbound', places: [newark] }]);
  const askWithParts = (q: string) => answerArea(toQuestion(q), withParts.find(q), withParts, ctx);

  it('says which town\'s page names the neighbourhood asked about, and links it', () => {
    const a = askWithParts('do you clean in the ironbound?')!;
    expect(a.reply).toMatch(/^Yes, we clean in \[Newark City\]\(\/locations\/new-jersey\/essex-county\/newark-city\) in Essex County, and our page for it names Ironbound\./);
    expect(a.sources.map((s) => s.url)).toEqual(['/locations/new-jersey/essex-county/newark-city']);
  });

  it("gives a part of a town's own ZIP code when its ZIP is asked, not its town's", () => {
    const elizabeth = places.find((p) => p.slug === 'elizabeth-city')!;
    const port = new PlaceFinder(places, [{ name: 'Portside', county: elizabeth.county, slugs: [elizabeth.slug], zip: '07299' }]);
    const reply = (q: string) => answerArea(toQuestion(q), port.find(q), port, ctx)!.reply;
    expect(reply('what about the portside zip')).toMatch(/part of \[Elizabeth City\].*\nZIP code 07299\./);
    expect(reply('what about the portside zip')).not.toContain(elizabeth.zips[0]);
    expect(reply('what zip is elizabeth')).toContain(`ZIP code ${elizabeth.zips[0]}`);
  });

  it('reads a part of a place of two words that opens a question about the area, and no street', () => {
    const newProvidence = places.find((p) => p.slug === 'new-providence-borough')!;
    const named = new PlaceFinder(places, [], [{ name: 'Murray Hill', places: [newProvidence] }, { name: 'Broad Ave', places: [newark] }]);
    expect(named.find('Murray Hill — the NJ one, not Manhattan lol. covered?').map((h) => h.name)).toContain('Murray Hill');
    expect(named.find('Murray Hill was lovely this spring, anyway how much for 2 bedrooms?').map((h) => h.name)).not.toContain('Murray Hill');
    expect(named.find('Broad Ave parking is very hard, is there a spot for the cleaner in the area?').map((h) => h.name)).not.toContain('Broad Ave');
  });

  it('lists the towns of a ZIP asked about with one of them named: "Princeton, 08540: which ones share it?"', () => {
    const shared = urls('My department is in Princeton, 08540. Your ZIP index maps 08540 to more than one municipality. Which ones?');
    const zipTowns = finder.byZip('08540').map(placeUrl);
    expect(zipTowns.length).toBeGreaterThan(1);
    expect(shared).toEqual(expect.arrayContaining(zipTowns));
    expect(urls('do you clean in Princeton 08540?')).toEqual(['/locations/new-jersey/mercer-county/princeton']);
  });

  it('answers for a ZIP our pages don\'t list by the town named with it', () => {
    // A Newark ZIP the data doesn't give the city (it names only the one chosen): whichever is unlisted today.
    const zip = ['07103', '07104', '07105', '07106', '07107', '07108', '07112', '07114'].find((z) => !finder.byZip(z).length)!;
    const a = ask(`Our church is in Newark but the ZIP is ${zip}. Are we out of luck?`)!;
    expect(a.reply).toMatch(new RegExp(`^Our pages don't list ZIP ${zip}, but that doesn't change anything`));
    expect(a.reply).toContain('(/locations/new-jersey/essex-county/newark-city)');
  });

  it('tells someone who lives out of state that the home to be cleaned is what counts', () => {
    expect(ask('I live in Pennsylvania. Can I still use Nestwell?')!.reply).toMatch(/^Where you live yourself doesn't decide it/);
    const condo = ask('I live outside Philly most of the year but own a condo in Sea Isle City. Can I book cleanings for the condo from Pennsylvania?')!.reply;
    expect(condo).toContain('the site sets no rule about where you live yourself');
    expect(condo).not.toContain('Not yet');
    expect(ask('do you clean in Pennsylvania?')!.reply).toMatch(/^Not yet/);
    // A state by its code: "a PA billing address".
    expect(ask("I'm not a NJ resident — is that a problem for booking? my card has a PA billing address")!.reply).toMatch(/^Where you live yourself doesn't decide it/);
  });

  it('tells someone whose relative books or pays from another state that the home in New Jersey is what counts', () => {
    for (const question of ['My son Greg lives out in Columbus, Ohio. Could he make the booking and pay for my house here in Montclair?', 'my daughter lives in Florida, can she book and pay for the cleaning of my house in Toms River?']) {
      const reply = ask(question)!.reply;
      expect(reply).toMatch(/^Yes, we clean in \[/);
      expect(reply).toContain('the site sets no rule about where the one booking or paying lives');
      expect(reply).not.toMatch(/Not yet|outside our area/);
    }
    // "She has offered to set it up... it is not her house": a relative who arranges it, a state after a town.
    expect(ask('My daughter Linda lives in Bethesda, Maryland. She has offered to set up the cleaning for my house in Vineland from her own telephone. Is that allowed, seeing as it is not her house?')!.reply)
      .toContain('the site sets no rule about where the one booking or paying lives');
    // "The house is mine and in New Jersey": the asker's home, arranged by a son in Brooklyn.
    expect(ask('My son, who lives in Brooklyn, has offered to arrange the cleaning from his telephone. Is that permitted, given that the house is mine and in New Jersey?')!.reply)
      .toContain('the site sets no rule about where the one booking or paying lives');
    // The relative's own home out of state is still outside the area.
    expect(ask('My sister lives in Brooklyn, can she use you for her own apartment?')!.reply).toMatch(/^Not yet/);
  });

  it('reads an informal name as the whole town, not a part of it', () => {
    expect(askWithParts('do you cover JC?')!.reply).toMatch(/^Yes, we clean in JC, that is \[Jersey City\]/);
  });
});

describe('every part of a place the real pages name leads to its town', () => {
  const index = buildChatIndex(content);
  const engine = createChatEngine(index);
  const vocabulary = new Set(index.passages.filter((p) => p.kind !== 'location').flatMap((p) => `${p.title} ${p.section} ${p.text}`.toLowerCase().match(/[a-z]+/g) ?? []));
  // Names that are also a town's or another name's have their own answers: only the rest, a sample spread over the list.
  // A faint name ("Riverside", a word the pages also write in small letters) is a part only when said as one.
  const known = new PlaceFinder(places, chatAliases(content));
  // Names with a street's or a school's word ("Washington Street Mall", "Jersey Shore University Medical Center") are read
  // as a street or a school named after a town (places.ts), a gap of their own: left out here.
  const parts = landmarksOf(index.passages, places, vocabulary).filter((l) => !l.faint && !known.find(l.name).length && !/\b(st|street|ave|avenue|road|rd|university|college|campus)\b/i.test(l.name));
  const sample = parts.filter((_, i) => i % Math.max(1, Math.floor(parts.length / 25)) === 0);

  it('has parts of places to ask about', () => {
    expect(sample.length).toBeGreaterThan(5);
  });

  it.each(sample.map((l) => [l.name, l]))('"do you clean in %s?" links a page that names it', (_, landmark) => {
    const a = engine.answer(`do you clean in ${landmark.name}?`);
    expect(a.reply).toMatch(/^Yes\b/);
    expect(a.reply).toContain(`name${landmark.places.length > 1 ? '' : 's'} ${landmark.name}`);
    expect(a.sources.map((s) => s.url)).toEqual(expect.arrayContaining([placeUrl(landmark.places[0]!)]));
  });
});

describe('place names that are everyday words', () => {
  it('reads them as places only where the question reads as a place', () => {
    expect(ask('our guests are landing at 3, can the place be ready?')?.reply ?? '').not.toContain('Roxbury');
    expect(ask('do you clean in landing?')!.reply).toContain('Roxbury Township');
    expect(ask('My name is Dorothy and I live out past the lakes in Medford. Do you come out that far?')!.reply).not.toContain('Weymouth');
  });
});
