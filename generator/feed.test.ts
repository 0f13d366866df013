import path from 'node:path';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { loadContent } from './content/load.ts';
import { atomFeed, BLOG_FEED, FEED_ENTRIES } from './feed.ts';

const { content } = loadContent(path.resolve(import.meta.dirname, '..'));
const text = atomFeed(content.site, content.blog);

type Node = Record<string, unknown>;
const parsed = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@', isArray: (name) => ['entry', 'link', 'author'].includes(name) })
  .parse(text) as { feed: Node };
const feed = parsed.feed;
const entries = feed.entry as Node[];

/** RFC 3339 date-time, as RFC 4287 section 3.3 requires. */
const RFC3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;
const isAbsoluteIri = (s: unknown) => typeof s === 'string' && /^[a-z][a-z0-9+.-]*:/.test(s) && !Number.isNaN(new URL(s).href.length);
const links = (node: Node) => node.link as Node[];
const one = (node: Node, name: string) => node[name] !== undefined && !Array.isArray(node[name]);

describe('the blog feed validates as Atom 1.0 (RFC 4287)', () => {
  it('is well-formed XML whose root is an Atom feed', () => {
    expect(XMLValidator.validate(text)).toBe(true);
    expect(text.startsWith('<?xml version="1.0" encoding="utf-8"?>')).toBe(true);
    expect(feed['@xmlns']).toBe('http://www.w3.org/2005/Atom');
  });

  it('has the feed elements 4.1.1 requires: one id, title and updated, an author, a self link', () => {
    for (const name of ['id', 'title', 'updated']) expect(one(feed, name), name).toBe(true);
    expect(isAbsoluteIri(feed.id)).toBe(true);
    expect(feed.updated).toMatch(RFC3339);
    expect((feed.author as Node[])[0]!.name).toBe('Nestwell');
    expect(links(feed).find((l) => l['@rel'] === 'self')?.['@href']).toBe(`${content.site.siteUrl}${BLOG_FEED.path}`);
    expect(links(feed).filter((l) => l['@rel'] === 'alternate')).toHaveLength(1);
  });

  it('has one entry per article, each with the elements 4.1.2 requires', () => {
    expect(entries).toHaveLength(content.blog.length);
    const ids = new Set<string>();
    for (const entry of entries) {
      for (const name of ['id', 'title', 'updated', 'summary', 'content']) expect(one(entry, name), name).toBe(true);
      expect(isAbsoluteIri(entry.id)).toBe(true);
      ids.add(entry.id as string);
      expect(entry.updated).toMatch(RFC3339);
      expect(entry.published).toMatch(RFC3339);
      expect(links(entry).filter((l) => l['@rel'] === 'alternate')).toHaveLength(1);
      expect((entry.content as Node)['@type']).toBe('html');
    }
    expect(ids.size).toBe(entries.length);
  });

  it(`carries the newest ${FEED_ENTRIES} articles of a larger blog, newest first`, () => {
    const many = Array.from({ length: FEED_ENTRIES + 5 }, (_, i) => ({ ...content.blog[0]!, slug: `post-${i}`, date: `2020-01-${String(31 - (i % 28)).padStart(2, '0')}` }));
    const big = new XMLParser({ isArray: (name) => name === 'entry' }).parse(atomFeed(content.site, many)) as { feed: { entry: { id: string }[] } };
    expect(big.feed.entry.map((e) => e.id)).toEqual(many.slice(0, FEED_ENTRIES).map((p) => `${content.site.siteUrl}/blog/${p.slug}`));
  });

  it('is newest first, updated when the newest article was published, and links each article page', () => {
    const first = content.blog[0]!;
    expect(feed.updated).toBe(`${first.date}T00:00:00Z`);
    expect(entries[0]!.title).toBe(first.title);
    expect(links(entries[0]!)[0]!['@href']).toBe(`${content.site.siteUrl}/blog/${first.slug}`);
  });

  it('carries the article HTML escaped as text, bold included, with a base for its relative links', () => {
    const html = String((entries[0]!.content as Node)['#text']);
    expect(text).toContain('<content type="html">&lt;p&gt;');
    expect(html).toContain('<strong>');
    expect(feed['@xml:base']).toBe(`${content.site.siteUrl}/`);
  });
});
