import type { BlogPost } from './content/blog.ts';
import type { Site } from './content/site.ts';
import { absolute } from './jsonld.ts';

/** Where the blog's Atom feed is published, and the name feed readers show. */
export const BLOG_FEED = { path: '/blog/feed.xml', title: 'Nestwell Blog' };

const xml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
/** Articles carry a day; Atom wants a full timestamp. */
const stamp = (day: string) => `${day}T00:00:00Z`;

/**
 * Articles a feed carries: the newest. Readers poll a feed for what is new, and every article is
 * in the sitemap; with all of them, ten thousand articles would make a feed of a hundred megabytes.
 */
export const FEED_ENTRIES = 50;

/**
 * The blog as an Atom 1.0 feed (RFC 4287): its newest FEED_ENTRIES articles, newest first, whole
 * articles included; `xml:base` resolves their site-relative links. Dates come from content, so
 * the same articles always give the same bytes. `posts` are in the blog's order, newest first.
 */
export function atomFeed(site: Site, posts: BlogPost[]): string {
  const blogUrl = `${site.siteUrl}/blog`;
  const updated = posts.reduce((latest, p) => (p.date > latest ? p.date : latest), '1970-01-01');
  const entries = posts.slice(0, FEED_ENTRIES).map((post) => {
    const url = `${blogUrl}/${post.slug}`;
    const html = [
      `<p><img src="${absolute(site, post.heroImage)}" alt="${xml(post.heroAlt)}" width="1200" height="630"></p>`,
      ...post.intro,
      ...post.content.flatMap((s) => [s.title ? `<h2>${xml(s.title)}</h2>` : '', s.description]),
      '<h2>Conclusion</h2>',
      ...post.conclusion,
    ].join('\n');
    return [
      '  <entry>',
      `    <id>${xml(url)}</id>`,
      `    <title>${xml(post.title)}</title>`,
      `    <link rel="alternate" type="text/html" href="${xml(url)}"/>`,
      `    <published>${stamp(post.date)}</published>`,
      `    <updated>${stamp(post.date)}</updated>`,
      `    <summary>${xml(post.description)}</summary>`,
      `    <content type="html">${xml(html)}</content>`,
      '  </entry>',
    ].join('\n');
  });
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    `<feed xmlns="http://www.w3.org/2005/Atom" xml:base="${xml(site.siteUrl)}/">`,
    `  <id>${xml(blogUrl)}</id>`,
    `  <title>${xml(BLOG_FEED.title)}</title>`,
    `  <subtitle>Cleaning advice and time-saving ideas from ${xml(site.brand.name)}.</subtitle>`,
    `  <link rel="self" type="application/atom+xml" href="${xml(site.siteUrl + BLOG_FEED.path)}"/>`,
    `  <link rel="alternate" type="text/html" href="${xml(blogUrl)}"/>`,
    `  <updated>${stamp(updated)}</updated>`,
    `  <author><name>${xml(site.brand.name)}</name><uri>${xml(site.siteUrl)}/</uri></author>`,
    `  <icon>${xml(absolute(site, '/favicon.svg'))}</icon>`,
    ...entries,
    '</feed>',
    '',
  ].join('\n');
}
