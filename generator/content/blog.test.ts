import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { blogSlug, loadBlogPosts } from './blog.ts';
import { IssueList } from './issues.ts';
import { priceTokens } from './price-tokens.ts';
import { loadPricing } from './pricing.ts';
import { loadSite, siteTokens } from './site.ts';

const root = path.resolve(import.meta.dirname, '../..');
const tokens = { ...siteTokens(loadSite({ root }, new IssueList())!), ...priceTokens(loadPricing({ root }, new IssueList())) };

describe('blogSlug', () => {
  it('lower-cases, removes punctuation and turns spaces into hyphens', () => {
    expect(blogSlug('Why Cleaning Hacks Fail (and What Actually Keeps a Home Clean)'))
      .toBe('why-cleaning-hacks-fail-and-what-actually-keeps-a-home-clean');
    expect(blogSlug('Buying Back 10 Hours a Month: What Would You Do With Them?'))
      .toBe('buying-back-10-hours-a-month-what-would-you-do-with-them');
    expect(blogSlug('The Hidden Cost of a Messy Home: Time, Money and Mood'))
      .toBe('the-hidden-cost-of-a-messy-home-time-money-and-mood');
  });

  it('keeps one hyphen for runs of spaces and dashes, and none at the ends', () => {
    expect(blogSlug('  Clean  House - Clear Head!  ')).toBe('clean-house-clear-head');
    expect(blogSlug("Don't Panic: It's 5-Star")).toBe('dont-panic-its-5-star');
  });

  it('drops accents rather than whole letters', () => {
    expect(blogSlug('Café Crème Stains')).toBe('cafe-creme-stains');
  });
});

describe('the articles in content/blog', () => {
  const issues = new IssueList();
  const posts = loadBlogPosts({ root: root }, tokens, issues);

  it('load without problems, newest first, each named by the slug of its title', () => {
    expect(issues.items).toEqual([]);
    expect(posts.length).toBeGreaterThan(0);
    expect(posts.map((p) => p.date)).toEqual([...posts.map((p) => p.date)].sort().reverse());
    for (const post of posts) expect(post.slug).toBe(blogSlug(post.title));
  });

  it('carry the spec fields: intro, titled sections, conclusion and related articles', () => {
    for (const post of posts) {
      expect(post.intro.length, post.slug).toBeGreaterThan(0);
      expect(post.content.length, post.slug).toBeGreaterThan(1);
      expect(post.conclusion.length, post.slug).toBeGreaterThan(0);
      expect(post.content.every((s) => s.title && s.description.startsWith('<')), post.slug).toBe(true);
      expect(post.relatedArticles.map((r) => r.id), post.slug).not.toContain(post.id);
    }
  });

  it('render **bold** as <strong> and fill {{settings}}', () => {
    const html = posts.flatMap((p) => [...p.intro, ...p.content.map((s) => s.description), ...p.conclusion]).join('\n');
    expect(html).toContain('<strong>');
    expect(html).not.toContain('**');
    expect(html).not.toContain('{{');
  });
});

describe('content errors', () => {
  let dir = '';
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  const fixture = (files: Record<string, string>) => {
    dir = fs.mkdtempSync(path.join(import.meta.dirname, '.tmp-'));
    fs.mkdirSync(path.join(dir, 'content/blog'), { recursive: true });
    fs.mkdirSync(path.join(dir, 'content/images/blog'), { recursive: true });
    for (const [name, text] of Object.entries(files)) fs.writeFileSync(path.join(dir, name), text);
    const issues = new IssueList();
    const posts = loadBlogPosts({ root: dir }, tokens, issues);
    return { posts, issues: issues.items };
  };
  const article = (title: string, slug: string, body = 'Intro.\n\n## One\n\nText.\n\n## Conclusion\n\nDone.\n', related = '[2]') =>
    `---\nid: 1\ntitle: "${title}"\ndescription: "A description that is long enough to pass the fifty character minimum."\n` +
    `date: 2026-01-01\nheroImage: /images/blog/${slug}.svg\nheroAlt: "A picture"\nrelated: ${related}\n---\n${body}`;

  it('names the file and the title line when the file name is not the slug of the title', () => {
    const { issues } = fixture({
      'content/blog/old-name.md': article('A New Name', 'a-new-name'),
      'content/images/blog/a-new-name.svg': '<svg/>',
    });
    expect(issues).toContainEqual({
      file: 'content/blog/old-name.md', line: 3, field: 'title',
      message: "the file must be named after the title's slug: content/blog/a-new-name.md",
    });
  });

  it('reports a missing hero image, a missing conclusion and an unknown related id', () => {
    const { issues } = fixture({
      'content/blog/a-title.md': article('A Title', 'a-title', 'Intro.\n\n## One\n\nText.\n', '[9]'),
    });
    expect(issues).toEqual([
      // What the file says is checked first (and remembered); whether its image exists, on every build.
      { file: 'content/blog/a-title.md', line: 10, field: 'conclusion', message: 'end with a "## Conclusion" section' },
      { file: 'content/blog/a-title.md', line: 6, field: 'heroImage', message: 'content/images/blog/a-title.svg does not exist' },
    ]);
  });

  it('reports a related id that names no article, at its line', () => {
    const { issues } = fixture({
      'content/blog/a-title.md': article('A Title', 'a-title', undefined, '[9]'),
      'content/images/blog/a-title.svg': '<svg/>',
    });
    expect(issues).toEqual([{ file: 'content/blog/a-title.md', line: 8, field: 'related', message: 'no article has id 9' }]);
  });

  it('reports an unknown token at its own line, in a section heading too', () => {
    const { issues } = fixture({
      'content/blog/a-title.md': article('A Title', 'a-title', 'Intro for {{price:bedroom.standard}}.\n\n## From {{price:kitchen.deep}}\n\nText with {{nope}}.\n\n## Conclusion\n\nDone.\n'),
      'content/images/blog/a-title.svg': '<svg/>',
    });
    expect(issues.filter((i) => i.field?.startsWith('{{')).map(({ line, field }) => ({ line, field }))).toEqual([
      { line: 12, field: '{{price:kitchen.deep}}' },
      { line: 14, field: '{{nope}}' },
    ]);
  });

  it('does not blame the articles that name an article which failed to load', () => {
    const { issues } = fixture({
      'content/blog/a-title.md': article('A Title', 'a-title'),
      'content/images/blog/a-title.svg': '<svg/>',
      'content/blog/another.md': article('Another', 'another', undefined, '[1]').replace('id: 1', 'id: 2').replace('date: 2026-01-01', 'date: 2026-13-45'),
      'content/images/blog/another.svg': '<svg/>',
    });
    expect(issues).toEqual([{ file: 'content/blog/another.md', line: 5, field: 'date', message: '2026-13-45 is not a day: there is no month 13' }]);
  });
});
