import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { formatIssue, IssueList } from './issues.ts';
import { loadLocations } from './locations.ts';

const CSV = `county_slug,county_name,municipality_name,municipality_type,slug,zip,listed_in_source,confidence,notes
alpha-county,Alpha County,Ash Borough,borough,ash-borough,08001,no,high,
alpha-county,Alpha County,Birch Township,township,birch-township,08002,no,low,also 08003
beta-county,Beta County,Cedar City,city,cedar-city,0700,no,high,
`;
const about = 'A paragraph long enough for the schema. '.repeat(8);
const roots: string[] = [];

function fixture(files: Record<string, string>): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'nestwell-locations-'));
  roots.push(root);
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  }
  return root;
}
afterEach(() => roots.splice(0).forEach((r) => fs.rmSync(r, { recursive: true, force: true })));

describe('loadLocations', () => {
  it('names the file, line and field of every problem: a bad ZIP, a missing county file, a stray neighbour', () => {
    const root = fixture({
      'content/locations/nj-municipalities.csv': CSV,
      'content/locations/states.json': JSON.stringify(['New Jersey']),
      'content/locations/new-jersey/counties.json': JSON.stringify({ 'alpha-county': { seat: 'ash-borough' } }),
      'content/locations/new-jersey/places/alpha-county.json': JSON.stringify({
        about,
        places: {
          'ash-borough': { about, description: 'Ash Borough sits by the lake, along Route 1, near the old mill and the green.', neighbors: ['elm-borough'] },
        },
      }, null, 2),
    });
    const issues = new IssueList();
    loadLocations({ root: root }, {}, issues);
    const lines = issues.items.map(formatIssue);
    expect(lines).toContain('content/locations/states.json:1: expected the 50 US states');
    expect(lines).toContain('content/locations/nj-municipalities.csv:4 zip: expected a 5-digit New Jersey ZIP (07... or 08...)');
    expect(lines).toContain('content/locations/new-jersey/places/alpha-county.json:8 places.ash-borough.neighbors[0]: "elm-borough" is not a municipality of alpha-county');
    expect(lines).toContain('content/locations/new-jersey/places/alpha-county.json:3 places.birch-township: missing: Birch Township needs an about, a description and neighbors');
  });

  it('reports a county places file that has not been written', () => {
    const root = fixture({ 'content/locations/nj-municipalities.csv': CSV.split('\n').slice(0, 3).join('\n') });
    const issues = new IssueList();
    loadLocations({ root: root }, {}, issues);
    expect(issues.items.map(formatIssue)).toContain('content/locations/new-jersey/places/alpha-county.json: file is missing or unreadable');
  });

  it('keeps the other ZIPs from the notes for search', () => {
    const root = fixture({ 'content/locations/nj-municipalities.csv': CSV.split('\n').slice(0, 3).join('\n') });
    const { counties } = loadLocations({ root: root }, {}, new IssueList());
    expect(counties[0]!.places.map((p) => p.municipality.zips)).toEqual([['08001'], ['08002', '08003']]);
  });

  it('maps other names to municipalities of their county, and names a row that points nowhere', () => {
    const root = fixture({
      'content/locations/nj-municipalities.csv': CSV.split('\n').slice(0, 3).join('\n'),
      'content/locations/nj-place-aliases.csv': [
        'alias,kind,county_slug,municipality_slugs,zip,source,note',
        'Ashford,cdp,alpha-county,ash-borough;birch-township,08004,census-cdp,split',
        'Nowhere,postal,alpha-county,elm-borough,,usps,',
        'Bad Zip,postal,alpha-county,ash-borough,1234,usps,',
      ].join('\n'),
    });
    const issues = new IssueList();
    const { aliases } = loadLocations({ root: root }, {}, issues);
    expect(aliases).toEqual([{ name: 'Ashford', kind: 'cdp', countySlug: 'alpha-county', slugs: ['ash-borough', 'birch-township'], zip: '08004' }]);
    const lines = issues.items.map(formatIssue);
    expect(lines).toContain('content/locations/nj-place-aliases.csv:3 municipality_slugs: not a municipality of alpha-county: elm-borough');
    expect(lines).toContain('content/locations/nj-place-aliases.csv:4 zip: expected empty or a 5-digit New Jersey ZIP');
  });

  it('reports an aliases file not saved as UTF-8, as it does every other content file', () => {
    const root = fixture({ 'content/locations/nj-municipalities.csv': CSV.split('\n').slice(0, 3).join('\n') });
    // "Peñasco" in Latin-1: the ñ is the single byte 0xF1.
    fs.writeFileSync(path.join(root, 'content/locations/nj-place-aliases.csv'), Buffer.concat([
      Buffer.from('alias,kind,county_slug,municipality_slugs,zip,source,note\nPe'),
      Buffer.from([0xf1]),
      Buffer.from('asco,cdp,alpha-county,ash-borough,,census-cdp,\n'),
    ]));
    const issues = new IssueList();
    expect(loadLocations({ root: root }, {}, issues).aliases).toEqual([]);
    expect(issues.items.map(formatIssue).join('\n')).toMatch(/nj-place-aliases\.csv:2.*not UTF-8/);
  });
});
