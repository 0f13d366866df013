import fs from 'node:fs';
import path from 'node:path';

const repo = path.resolve(import.meta.dirname, '..');

/** The one county the fixture keeps: its written pages and twelve municipalities. */
export const FIXTURE_COUNTY = 'mercer-county';

/**
 * Writes a small site's content into `root`/content: the project's content with one county
 * (Mercer) instead of twenty-one, some 120 pages instead of 665. Every kind of page, redirect
 * and content file is still there. `counties` keeps others too (a county whose towns come from
 * data rather than written pages, say).
 */
export function writeFixtureContent(root: string, counties: string[] = [FIXTURE_COUNTY]): void {
  const locations = path.join('content', 'locations');
  fs.cpSync(path.join(repo, 'content'), path.join(root, 'content'), {
    recursive: true,
    filter: (source) => {
      const relative = path.relative(repo, source);
      return !relative.startsWith(path.join(locations, 'new-jersey', 'places')) || relative.endsWith('places') || counties.some((county) => relative.endsWith(`${county}.json`));
    },
  });
  // Links to the places left out would lead nowhere (the build refuses that): they lead to the state.
  for (const file of fs.readdirSync(path.join(root, 'content'), { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.md'))) {
    const full = path.join(root, 'content', file);
    const text = fs.readFileSync(full, 'utf8');
    const kept = text.replace(new RegExp(`/locations/new-jersey/(?!${FIXTURE_COUNTY}\\b)[a-z-]+-county(/[a-z-]+)?`, 'g'), '/locations/new-jersey');
    if (kept !== text) fs.writeFileSync(full, kept);
  }
  const csv = path.join(root, locations, 'nj-municipalities.csv');
  const [header, ...rows] = fs.readFileSync(csv, 'utf8').split('\n');
  fs.writeFileSync(csv, [header, ...rows.filter((row) => counties.some((county) => row.startsWith(`${county},`))), ''].join('\n'));
  const aliases = path.join(root, locations, 'nj-place-aliases.csv');
  const [aliasHeader, ...aliasRows] = fs.readFileSync(aliases, 'utf8').split('\n');
  fs.writeFileSync(aliases, [aliasHeader, ...aliasRows.filter((row) => counties.includes(row.split(',')[2]!)), ''].join('\n'));
  const countiesFile = path.join(root, locations, 'new-jersey', 'counties.json');
  const seats = JSON.parse(fs.readFileSync(countiesFile, 'utf8')) as Record<string, unknown>;
  fs.writeFileSync(countiesFile, JSON.stringify(Object.fromEntries(counties.map((county) => [county, seats[county]])), null, 2));
}

/**
 * Copies this project's code into `root` beside its content, with the packages linked, so a test
 * or a benchmark may edit templates and code in the copy and run its `site` command.
 */
export function writeProjectCode(root: string): void {
  for (const entry of ['bin', 'generator', 'templates', 'islands', 'server', 'kernel', 'package.json', 'package-lock.json', 'tsconfig.json']) {
    if (fs.existsSync(path.join(repo, entry))) fs.cpSync(path.join(repo, entry), path.join(root, entry), { recursive: true });
  }
  fs.symlinkSync(path.join(repo, 'node_modules'), path.join(root, 'node_modules'));
}
