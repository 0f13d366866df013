import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../generator/build.ts';
import { checkSite } from '../generator/check/index.ts';
import { MUNICIPALITIES_FILE } from '../generator/content/municipalities.ts';
import { PricingSchema } from '../generator/content/pricing.ts';
import { serverDirOf } from '../kernel/output-dirs.ts';
import { formatCents } from '../kernel/money.ts';
import { editorWeek } from './content-edits.ts';
import { contentInvariants } from './content-invariants.ts';
import { FIXTURE_COUNTY, writeFixtureContent } from './fixture-site.ts';

/**
 * The content-change check: a copy of the site's content gets a week of an editor's changes
 * (tests/content-edits.ts), and must still build, pass `site check` and keep every content
 * invariant. If this fails, a routine content change would need a developer. The copy keeps two
 * counties Mercer (written pages), the CSV's last (pages from data) and those content/ links to,
 * so `site check` reads a third of the pages; every other part of content/ is copied whole.
 */
/** The CSV's last county, and every county whose pages content/ links to (so no link breaks in the copy). */
function countiesToKeep(): string[] {
  const repo = path.resolve(import.meta.dirname, '..');
  const csv = fs.readFileSync(path.join(repo, MUNICIPALITIES_FILE), 'utf8').trim();
  const linked = fs.readdirSync(path.join(repo, 'content'), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.(md|json)$/.test(file))
    .flatMap((file) => [...fs.readFileSync(path.join(repo, 'content', file), 'utf8').matchAll(/\/locations\/new-jersey\/([a-z-]+-county)/g)].map((m) => m[1]!));
  return [...new Set([csv.slice(csv.lastIndexOf('\n') + 1).split(',')[0]!, ...linked])];
}

describe('a week of editor changes to a copy of the site', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'nestwell-edits-'));
  const dist = path.join(root, 'dist');
  let edits: string[] = [];
  const pricesIn = () => {
    const pricing = PricingSchema.parse(JSON.parse(fs.readFileSync(path.join(root, 'content', 'pricing.json'), 'utf8')));
    return new Set([...pricing.rooms.flatMap((r) => [r.standard, r.deep]), ...pricing.addOns.map((a) => a.price)].map(formatCents));
  };
  let before = new Set<string>();

  beforeAll(async () => {
    writeFixtureContent(root, [FIXTURE_COUNTY, ...countiesToKeep()]);
    before = pricesIn();
    edits = editorWeek(root);
    await build({ root, outDir: dist, cache: false });
  });
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  it('builds and passes site check', async () => {
    expect(edits).toHaveLength(7);
    expect((await checkSite(dist)).problems).toEqual([]);
  });

  it('keeps every content invariant', () => {
    expect(contentInvariants(root, dist)).toEqual([]);
  });

  it('shows no price of the old pricing.json in any page, the chat index or the feed once every price changed', () => {
    const after = pricesIn();
    const stale = [...before].filter((price) => !after.has(price));
    expect(stale.length).toBeGreaterThan(0);
    const files = [dist, serverDirOf(dist)].flatMap((dir) => fs.readdirSync(dir, { recursive: true, encoding: 'utf8' })
      .filter((f) => /\.(html|json|xml)$/.test(f)).map((f) => path.join(dir, f)));
    const found = files.flatMap((file) => {
      const text = fs.readFileSync(file, 'utf8');
      return stale.filter((price) => text.includes(price)).map((price) => `${path.relative(root, file)}: ${price}`);
    });
    expect(found).toEqual([]);
  });

  it('names the page and the price when a shown price differs from pricing.json', () => {
    const home = path.join(dist, 'index.html');
    const html = fs.readFileSync(home, 'utf8');
    try {
      // A stale table, as a template that forgot pricing.json would leave it.
      fs.writeFileSync(home, html.replace(/(<caption>Price per room<\/caption>.*?<td>)\$[\d.]+/, '$1$71.25'));
      const problems = contentInvariants(root, dist);
      expect(problems).toHaveLength(1);
      expect(problems[0]).toMatch(/^the home page's "Price per room" table shows .*"\$71\.25".*, content\/pricing\.json says /);
    } finally {
      fs.writeFileSync(home, html);
    }
  });

  it('names the CSV line of a town without a page', () => {
    const csv = fs.readFileSync(path.join(root, 'content/locations/nj-municipalities.csv'), 'utf8').trim().split('\n');
    const [county, , , , slug] = csv.at(-1)!.split(',');
    const page = path.join(dist, 'locations/new-jersey', county!, `${slug}.html`);
    const kept = fs.readFileSync(page);
    try {
      fs.rmSync(page);
      expect(contentInvariants(root, dist)).toEqual([`content/locations/nj-municipalities.csv:${csv.length} ${slug} has no page at /locations/new-jersey/${county}/${slug}`]);
    } finally {
      fs.writeFileSync(page, kept);
    }
  });
});
