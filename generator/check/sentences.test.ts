import { describe, expect, it } from 'vitest';
import { placeNames, proseSentences, sentenceTemplates, templateProblems, templater } from './sentences.ts';

const page = (place: string, county: string, prose: string) =>
  `<header><p>Same header on every page.</p></header><main><nav><a href="/locations/new-jersey/${county.toLowerCase()}-county">${county} County</a>` +
  `<span aria-current="page">${place}</span></nav>${prose}</main><footer><p>Same footer.</p></footer>`;

describe('sentence patterns of place pages', () => {
  it('reads the sentences of paragraphs in <main>, not a lone link or the shared call to action', () => {
    const html = page('Hoboken', 'Hudson', '<p>Hoboken is a square mile. It has <strong>PATH</strong> trains!</p>'
      + '<p><a href="/#pricing">See every price</a></p><p data-boilerplate="">Use NEWCOMER.</p><ul><li>Standard Cleaning</li></ul>');
    expect(proseSentences(html)).toEqual(['Hoboken is a square mile.', 'It has PATH trains!']);
  });

  it('collects place and county names from location links and the breadcrumb', () => {
    expect(placeNames([page('Hoboken', 'Hudson', '')]).sort()).toEqual(['Hoboken', 'Hudson County']);
  });

  it('replaces place names, numbers, prices and ZIP codes with placeholders, longest name first', () => {
    const toTemplate = templater(['Hoboken', 'Hoboken City', 'Hudson County']);
    expect(toTemplate('In Hoboken City a room is $17.25, 50% off, ZIP 07030, like all of Hudson County.'))
      .toBe('in {place} a room is {n}, {n} off, zip {n}, like all of {place}.');
    expect(toTemplate('Hobokenites are not Hoboken.')).toBe('hobokenites are not {place}.');
  });

  it('counts each pattern once per page, most used first, and names those over a tenth of the pages', () => {
    const pages = new Map<string, string>();
    const towns = ['Bayonne', 'Hoboken', 'Kearny', 'Harrison', 'Secaucus', 'Weehawken', 'Guttenberg', 'Union City', 'West New York', 'North Bergen', 'East Newark'];
    towns.forEach((town, i) => {
      const rotated = i < 2 ? `<p>Book a cleaning in ${town} today. Book a cleaning in ${town} today.</p>` : '';
      pages.set(`/${i}`, page(town, 'Hudson', `${rotated}<p>${town} has ${i + 3} parks of its own, named ${'abcdefghijk'[i]}.</p>`));
    });
    const templates = sentenceTemplates(pages);
    expect(templates[0]).toEqual({ template: 'book a cleaning in {place} today.', pages: 2 });
    expect(templateProblems(templates, pages.size)).toEqual([
      'a sentence pattern is on 2 of 11 place pages (limit 1): "book a cleaning in {place} today."',
    ]);
    pages.delete('/1');
    expect(templateProblems(sentenceTemplates(pages), pages.size)).toEqual([]);
  });
});
