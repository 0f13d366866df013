import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { build } from './build.ts';
import { ContentError, formatIssue } from './content/issues.ts';
import { loadContent } from './content/load.ts';
import { writeFixtureContent } from '../tests/fixture-site.ts';
import { firstHelpArticle } from '../tests/first-content.ts';

const temps: string[] = [];
afterEach(() => {
  for (const dir of temps.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** Every file of a folder as text (the chat index and manifest included). */
function texts(dir: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (entry.isFile() && !/\.(png|jpg|svg|pdf)$/.test(entry.name)) out.set(path.relative(dir, path.join(entry.parentPath, entry.name)), fs.readFileSync(path.join(entry.parentPath, entry.name), 'utf8'));
  }
  return out;
}

const AMOUNT = /\$\d[\d,]*\.\d\d/g;

it('one edit of pricing.json changes every page, the feed, the chat index, the estimator and the PDF', async () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'nestwell-prices-'));
  temps.push(root);
  writeFixtureContent(root);
  // The PDF's text names a price too.
  const overview = path.join(root, 'content/pages/creator-overview.md');
  fs.appendFileSync(overview, '\nA bedroom is {{price:bedroom.standard}} on Standard Cleaning.\n');
  // So does a blog section's heading.
  const postFile = path.join(root, 'content/blog', fs.readdirSync(path.join(root, 'content/blog'))[0]!);
  fs.writeFileSync(postFile, fs.readFileSync(postFile, 'utf8').replace('\n## Conclusion', '\n## Rooms from {{price:bedroom.standard}}\n\nEach room has its price.\n\n## Conclusion'));
  const cache = path.join(root, 'cache');
  const before = path.join(root, 'before');
  await build({ root, outDir: before, cache });

  // Every price goes up by $1000.01: no new amount, sum or first cleaning can equal an old one.
  const pricingFile = path.join(root, 'content/pricing.json');
  const raised = fs.readFileSync(pricingFile, 'utf8').replace(/"(\d+)\.(\d\d)"/g, (_, dollars: string, cents: string) => `"${Number(dollars) + 1000}.${String(Number(cents) + 1).padStart(2, '0')}"`);
  fs.writeFileSync(pricingFile, raised);
  const after = path.join(root, 'after');
  await build({ root, outDir: after, cache });

  const old = new Map<string, string>();
  for (const dir of [before, `${before}-server`]) {
    for (const [file, text] of texts(dir)) for (const amount of text.match(AMOUNT) ?? []) old.set(amount, file);
  }
  // What the prose quotes (help, blog, Mercer towns) and the chat quotes is there to be changed.
  expect(old.size).toBeGreaterThan(5);
  for (const dir of [after, `${after}-server`]) {
    for (const [file, text] of texts(dir)) {
      const left = (text.match(AMOUNT) ?? []).filter((amount) => old.has(amount) && !raised.includes(amount));
      expect(left, `${path.basename(dir)}/${file}`).toEqual([]);
      expect(text.match(/\{\{[^}]*\}\}/g) ?? [], `${path.basename(dir)}/${file}: a token left unfilled`).toEqual([]);
    }
  }
  // The estimator and the chat compute from cents: the old cents are gone from their data.
  const home = fs.readFileSync(path.join(after, 'index.html'), 'utf8');
  const chat = fs.readFileSync(path.join(`${after}-server`, '_chat/index.json'), 'utf8');
  const { content } = loadContent(root);
  const bedroom = content.pricing.rooms[0]!;
  for (const text of [home, chat]) expect(text).toMatch(new RegExp(`standard(&quot;|")?:${bedroom.standard}\\b`));
  // The PDF is made from the page's markdown, with its tokens filled.
  expect(content.pageTexts.get('creator-overview')!.markdown).toContain(`A bedroom is $${(bedroom.standard / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })} on Standard Cleaning.`);
  expect(fs.readFileSync(path.join(after, 'creator-overview.pdf')).equals(fs.readFileSync(path.join(before, 'creator-overview.pdf')))).toBe(false);
});

it('refuses a price written out in prose, naming the file, the line and the token to write', async () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'nestwell-prices-'));
  temps.push(root);
  writeFixtureContent(root);
  const { content } = loadContent(root);
  const bedroom = `$${(content.pricing.rooms[0]!.standard / 100).toFixed(2)}`;
  const { file } = firstHelpArticle(root);
  const text = fs.readFileSync(path.join(root, file), 'utf8');
  fs.writeFileSync(path.join(root, file), `${text.trimEnd()}\n\nA bedroom is ${bedroom}.\n`);
  const line = text.trimEnd().split('\n').length + 2;
  const error = await build({ root, outDir: path.join(root, 'dist'), cache: false }).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(ContentError);
  expect((error as ContentError).issues.map(formatIssue)).toEqual([expect.stringContaining(`${file}:${line} ${bedroom}: a dollar amount written out: prices come from content/pricing.json; write {{price:bedroom.standard}} instead`)]);
});
