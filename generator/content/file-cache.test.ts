import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { CacheTable } from '../cache.ts';
import { loadBlogPosts } from './blog.ts';
import { memoRead, type ContentDir, type FileResult } from './file-cache.ts';
import { readJson } from './files.ts';
import { formatIssue, IssueList } from './issues.ts';
import { renderDocument } from './markdown.ts';
import { loadSite, siteTokens } from './site.ts';
import { firstBlogPost, lineMatching } from '../../tests/first-content.ts';

const project = path.resolve(import.meta.dirname, '../..');
let root: string;
let memo: CacheTable<FileResult>;
/** The fixture's content, read through the memo. */
let dir: ContentDir;

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'nestwell-file-cache-'));
  memo = new CacheTable<FileResult>(undefined, 'files', 'code');
  dir = { root, memo: { code: 'code', table: memo } };
});

afterEach(() => {
  fs.rmSync(root, { recursive: true, force: true });
});

const write = (file: string, text: string) => {
  fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  fs.writeFileSync(path.join(root, file), text);
};

describe('the per-file content memo', () => {
  it('parses an unchanged file once, and an edited one again', () => {
    write('content/a.txt', 'one');
    const reads: string[] = [];
    const read = () => memoRead(dir, 'content/a.txt', 'upper', new IssueList(), (text) => (reads.push(text), text.toUpperCase()));
    expect(read()).toBe('ONE');
    expect(read()).toBe('ONE');
    expect(reads).toEqual(['one']);
    write('content/a.txt', 'two');
    expect(read()).toBe('TWO');
    expect(reads).toEqual(['one', 'two']);
  });

  it('keeps the results of two ways of reading the same file apart', () => {
    write('content/a.txt', 'Mixed');
    expect(memoRead(dir, 'content/a.txt', 'upper', new IssueList(), (text) => text.toUpperCase())).toBe('MIXED');
    expect(memoRead(dir, 'content/a.txt', 'lower', new IssueList(), (text) => text.toLowerCase())).toBe('mixed');
  });

  it("reports a file's errors on every read, the remembered ones too", () => {
    write('content/data.json', '{\n  "title": 5\n}\n');
    const schema = z.strictObject({ title: z.string() });
    for (let i = 0; i < 2; i++) {
      const issues = new IssueList();
      expect(readJson(dir, 'content/data.json', schema, issues)).toBeUndefined();
      expect(issues.items.map(formatIssue)).toEqual(['content/data.json:2 title: expected text in quotes, found a number']);
    }
  });

  it('survives a build: the table written to disk gives the next process the same result', () => {
    write('content/data.json', '{ "title": "Hello" }');
    const schema = z.strictObject({ title: z.string() });
    const disk = new CacheTable<FileResult>(path.join(root, 'cache'), 'files', 'code');
    readJson({ root, memo: { code: 'code', table: disk } }, 'content/data.json', schema, new IssueList());
    disk.save();
    const next = new CacheTable<FileResult>(path.join(root, 'cache'), 'files', 'code');
    // A schema that would refuse the file: the result can only come from the table.
    expect(readJson({ root, memo: { code: 'code', table: next } }, 'content/data.json', z.strictObject({ title: z.number() }), new IssueList())).toEqual({ title: 'Hello' });
  });
});

describe('documents rendered from the memo', () => {
  it('render once, and again when the text, the place or the settings change; token errors show every time', () => {
    let made = 0;
    const counting: ContentDir = { root, memo: { code: 'code', table: { get: (key) => memo.get(key), set: (key, value) => (made++, memo.set(key, value)) } } };
    const render = (source: string, tokens: Record<string, string>, where = { file: 'content/legal/a.md', line: 5 }) => {
      const issues = new IssueList();
      return { html: renderDocument(counting, source, where, tokens, issues), issues: issues.items.map(formatIssue) };
    };
    const first = render('Write to {{email}}. {{missing}}', { email: 'a@one.test' });
    expect(first).toEqual({ html: '<p>Write to a@one.test.</p>', issues: ['content/legal/a.md:5 {{missing}}: unknown setting; known: email'] });
    expect(render('Write to {{email}}. {{missing}}', { email: 'a@one.test' })).toEqual(first);
    expect(made).toBe(1);
    expect(render('Write to {{email}}. {{missing}}', { email: 'b@two.test' }).html).toBe('<p>Write to b@two.test.</p>');
    expect(render('Write to {{email}}.', { email: 'a@one.test' }).issues).toEqual([]);
    expect(render('Write to {{email}}. {{missing}}', { email: 'a@one.test' }, { file: 'content/legal/b.md', line: 9 }).issues)
      .toEqual(['content/legal/b.md:9 {{missing}}: unknown setting; known: email']);
    expect(made).toBe(4);
  });
});

describe('blog articles from the memo', () => {
  const tokens = siteTokens(loadSite({ root: project }, new IssueList())!);
  const copyBlog = () => {
    for (const folder of ['content/blog', 'content/images/blog']) fs.cpSync(path.join(project, folder), path.join(root, folder), { recursive: true });
  };

  it('show an edit, and a missing hero image though the article is unchanged', () => {
    copyBlog();
    const files = fs.readdirSync(path.join(root, 'content/blog')).filter((f) => f.endsWith('.md')).sort();
    const file = `content/blog/${files[0]!}`;
    expect(loadBlogPosts(dir, tokens, new IssueList())).toHaveLength(files.length);
    write(file, fs.readFileSync(path.join(root, file), 'utf8').replace('\n## ', '\n\nAn added paragraph.\n\n## '));
    const edited = loadBlogPosts(dir, tokens, new IssueList()).find((p) => p.slug === path.basename(file, '.md'))!;
    expect(edited.intro.at(-1)).toBe('<p>An added paragraph.</p>');

    fs.rmSync(path.join(root, `content/images/blog/${path.basename(file, '.md')}.svg`));
    const issues = new IssueList();
    loadBlogPosts(dir, tokens, issues);
    const heroLine = lineMatching(fs.readFileSync(path.join(root, file), 'utf8'), /^heroImage:/);
    expect(issues.items.map(formatIssue)).toEqual([
      `${file}:${heroLine} heroImage: content/images/blog/${path.basename(file, '.md')}.svg does not exist`,
    ]);
  });

  it('fill the settings of the build that reads them', () => {
    copyBlog();
    const post = path.join(root, firstBlogPost(project).file);
    fs.writeFileSync(post, `${fs.readFileSync(post, 'utf8').trimEnd()}\n\nAsk support at {{clientSupportUrl}}.\n`);
    const withUrl = (url: string) => loadBlogPosts(dir, { ...tokens, clientSupportUrl: url }, new IssueList())
      .flatMap((p) => [...p.intro, ...p.content.map((s) => s.description), ...p.conclusion]).join('\n');
    expect(withUrl('https://one.test/help')).toContain('https://one.test/help');
    expect(withUrl('https://two.test/help')).toContain('https://two.test/help');
  });
});
