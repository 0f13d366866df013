import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { ContentError, formatIssue } from './issues.ts';
import { loadContent } from './load.ts';
import { firstBlogPost, firstHelpArticle } from '../../tests/first-content.ts';

const projectRoot = path.resolve(import.meta.dirname, '../..');
let root: string;
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

it('reports one site.json error once, not again in every file that names its settings', () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'nestwell-load-'));
  fs.cpSync(path.join(projectRoot, 'content'), path.join(root, 'content'), { recursive: true });
  const file = path.join(root, 'content/site.json');
  fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replace(/"clientSupportUrl": "[^"]*"/, '"clientSupportUrl": "not a url"'));
  const error = (() => {
    try {
      loadContent(root);
    } catch (e) {
      return e;
    }
  })();
  expect(error).toBeInstanceOf(ContentError);
  expect((error as ContentError).issues.map(formatIssue)).toEqual([
    expect.stringMatching(/^content\/site\.json:\d+ clientSupportUrl: expected an absolute http\(s\) URL$/),
    'content/redirects.json: not checked: its targets name settings of content/site.json; fix site.json first',
  ]);
});

it('loads again only the parts of the content whose files changed, and all of it after a site.json change', () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'nestwell-load-'));
  fs.cpSync(path.join(projectRoot, 'content'), path.join(root, 'content'), { recursive: true });
  const { content: first } = loadContent(root);
  const post = firstBlogPost(root);
  // A paragraph at the end of the intro: every post has a "## " section after it.
  const file = path.join(root, post.file);
  fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replace('\n## ', '\n\nA paragraph saved after the first load.\n\n## '));

  const { content: second } = loadContent(root, { reuse: { previous: first, changed: [post.file] } });
  expect(second.blog.find((p) => p.slug === post.slug)!.intro.at(-1)).toContain('A paragraph saved after the first load.');
  expect(second.blog).not.toBe(first.blog);
  expect(second.locations).toBe(first.locations);
  expect(second.help).toBe(first.help);

  const { content: third } = loadContent(root, { reuse: { previous: second, changed: ['content/site.json'] } });
  expect(third.locations).not.toBe(second.locations);
  expect(third.blog).not.toBe(second.blog);
  // A file that belongs to no known part could be read by any: everything is loaded again.
  const { content: fourth } = loadContent(root, { reuse: { previous: third, changed: ['content/new-kind/file.json'] } });
  expect(fourth.help).not.toBe(third.help);
});

it('loads again every part whose prose names prices after a pricing.json change (site dev)', () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'nestwell-load-'));
  fs.cpSync(path.join(projectRoot, 'content'), path.join(root, 'content'), { recursive: true });
  const help = path.join(root, firstHelpArticle(root).file);
  fs.writeFileSync(help, `${fs.readFileSync(help, 'utf8').trimEnd()}\n\nA bedroom is {{price:bedroom.standard}}.\n`);
  const { content: first } = loadContent(root);
  const file = path.join(root, 'content/pricing.json');
  const bedroom = first.pricing.rooms[0]!.standard;
  const raised = bedroom + 10_000;
  const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;
  fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replace(`"${(bedroom / 100).toFixed(2)}"`, `"${(raised / 100).toFixed(2)}"`));
  const { content: second } = loadContent(root, { reuse: { previous: first, changed: ['content/pricing.json'] } });
  const prose = (content: typeof first) => content.help.flatMap((c) => c.articles.map((a) => a.html)).join('\n');
  // The help centre quotes the bedroom price (by token, as added above): it shows the new one and not the old.
  expect(prose(first)).toContain(dollars(bedroom));
  expect(prose(second)).toContain(dollars(raised));
  expect(prose(second)).not.toContain(dollars(bedroom));
});
