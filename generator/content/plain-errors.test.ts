import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { build } from '../build.ts';
import { ContentError, formatIssue } from './issues.ts';
import { loadContent } from './load.ts';
import { fixtureSites } from '../../tests/fixture-sites.ts';
import { firstHelpArticle } from '../../tests/first-content.ts';

const fixtureSite = fixtureSites('errors');

const read = (root: string, file: string) => fs.readFileSync(path.join(root, file), 'utf8');
const write = (root: string, file: string, text: string) => fs.writeFileSync(path.join(root, file), text);
const lineOf = (text: string, part: string) => text.slice(0, text.indexOf(part)).split('\n').length;

/** What the editor sees: every problem of loading the content, formatted. */
function problems(root: string): string[] {
  try {
    loadContent(root);
  } catch (error) {
    if (error instanceof ContentError) return error.issues.map(formatIssue);
    throw error;
  }
  return [];
}

/** Wording of zod, js-yaml and JSON.parse, which must never reach the editor. */
const LIBRARY_TEXT = /Invalid input|Invalid option|Too (small|big)|Unrecognized key|received undefined|Unexpected token|is not valid JSON|in JSON at position|YAMLException|\(\d+:\d+\)/;

const blogFiles = (root: string) => fs.readdirSync(path.join(root, 'content/blog')).map((f) => `content/blog/${f}`);

describe('content errors, as an editor reads them', () => {
  it('a missing frontmatter field points at the frontmatter, by name, in plain words', () => {
    const root = fixtureSite();
    const file = blogFiles(root)[0]!;
    // Two blank lines before the frontmatter would not do (it must open the file), so it opens on line 1.
    write(root, file, read(root, file).replace(/^heroAlt: .*\n/m, ''));
    expect(problems(root)).toEqual([`${file}:1 heroAlt: missing: add heroAlt: (text in quotes)`]);
  });

  it('a misspelt field and a wrong type are named at their own lines', () => {
    const root = fixtureSite();
    const { file } = firstHelpArticle(root);
    const text = read(root, file).replace(/^title: .*$/m, 'title: 42\ndescriptio: "What the article answers, in a sentence or two for search results."');
    write(root, file, text);
    expect(problems(root)).toEqual([
      `${file}:${lineOf(text, 'title:')} title: expected text in quotes, found a number`,
      `${file}:${lineOf(text, 'descriptio:')} descriptio: not a field here: correct its name or remove it`,
    ]);
  });

  it('a YAML error is reported once, with one line number, whole', () => {
    const root = fixtureSite();
    const { file } = firstHelpArticle(root);
    const text = read(root, file).replace(/^title: .*$/m, (title) => `${title}: again`);
    write(root, file, text);
    const found = problems(root);
    expect(found).toEqual([`${file}:${lineOf(text, 'title:')}: the frontmatter is not valid YAML: ${found[0]!.split('YAML: ')[1]}`]);
    expect(found[0]).toMatch(/\(check quotes, colons and indentation\)$/);
    expect(found[0]!.slice(file.length).match(/\d+/g)).toEqual([String(lineOf(text, 'title:'))]);
  });

  it('a JSON trailing comma gets its line', () => {
    const root = fixtureSite();
    const file = 'content/home.json';
    const original = read(root, file);
    const at = /"\n(\s*)\]/.exec(original)!.index;
    write(root, file, original.replace(/"\n(\s*)\]/, '",\n$1]'));
    expect(problems(root)).toEqual([`${file}:${original.slice(0, at).split('\n').length}: not valid JSON: a comma after the last item of a list or group; remove it`]);
  });

  it('a JSON error without a position in its message still gets a line', () => {
    const root = fixtureSite();
    const file = 'content/services.json';
    write(root, file, read(root, file).trimEnd().slice(0, -1));
    const found = problems(root);
    expect(found).toEqual([expect.stringMatching(new RegExp(`^${file}:\\d+: not valid JSON: `))]);
  });

  it('a duplicate blog id names both files and blames the article dated later, whatever its file name', () => {
    const root = fixtureSite();
    const [first, second] = blogFiles(root).sort();
    const older = read(root, first!);
    const id = /^id: (\d+)$/m.exec(older)![1]!;
    const date = /^date: (.*)$/m.exec(older)![1]!;
    // The file that sorts second gets the first one's id, and a date a year before it: it is the older article.
    const earlier = `${Number(date.slice(0, 4)) - 1}${date.slice(4)}`;
    const text = read(root, second!).replace(/^id: \d+$/m, `id: ${id}`).replace(/^date: .*$/m, `date: ${earlier}`);
    write(root, second!, text);
    const found = problems(root);
    expect(found.filter((p) => p.includes(' id: '))).toEqual([expect.stringMatching(new RegExp(`^${first}:${lineOf(older, 'id:')} id: ${id} is already the id of ${second} \\(dated ${earlier}; this one ${date}\\): give this article an id no other has, such as \\d+$`))]);
  });

  it('a price more than three times the last build\'s is a warning naming it and its line', async () => {
    const root = fixtureSite();
    const outDir = path.join(root, 'dist');
    await build({ root, outDir, cache: false });
    const file = 'content/pricing.json';
    const text = read(root, file);
    const [, dollars, cents] = /"rooms":\s*\[\s*\{[^}]*"standard": "(\d+)\.(\d\d)"/.exec(text)!;
    const transposed = `${Number(dollars) * 4 + 1}.${cents}`;
    write(root, file, text.replace(`"${dollars}.${cents}"`, `"${transposed}"`));
    const { warnings } = await build({ root, outDir, cache: false });
    expect(warnings).toContain(`${file}:${lineOf(text, `"${dollars}.${cents}"`)}: ${/"item": "([^"]+)"/.exec(text)![1]}, standard is $${transposed}, and was $${dollars}.${cents} in the last build (${((Number(transposed) / Number(`${dollars}.${cents}`))).toFixed(1)} times more): a typo? The build went on.`);
    // The next build compares with this one: the warning is given once.
    expect((await build({ root, outDir, cache: false })).warnings.filter((w) => w.startsWith(file))).toEqual([]);
  });

  it('no library wording reaches the editor, across every kind of error above', () => {
    const root = fixtureSite();
    const help = firstHelpArticle(root).file;
    write(root, help, read(root, help).replace(/^title: .*$/m, (title) => `${title}: again`));
    write(root, 'content/home.json', read(root, 'content/home.json').replace(/"\n(\s*)\]/, '",\n$1]'));
    const post = blogFiles(root)[0]!;
    write(root, post, read(root, post).replace(/^heroAlt: .*\n/m, 'heroAlt: 5\ncolour: red\n').replace(/^description: .*$/m, 'description: "Short."'));
    const found = problems(root);
    expect(found.length).toBeGreaterThanOrEqual(4);
    for (const problem of found) expect(problem).not.toMatch(LIBRARY_TEXT);
  });
});
