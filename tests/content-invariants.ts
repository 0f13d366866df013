import fs from 'node:fs';
import path from 'node:path';
import { loadContent } from '../generator/content/load.ts';
import { MUNICIPALITIES_FILE } from '../generator/content/municipalities.ts';
import { PricingSchema } from '../generator/content/pricing.ts';
import { formatCents } from '../kernel/money.ts';
import { serverDirOf } from '../kernel/output-dirs.ts';

/** How many of the newest posts the Atom feed carries (README: "the newest 50 articles"). */
const FEED_POSTS = 50;

/**
 * What must hold between `root`/content and the site built from it into `dist`, whatever the
 * content says: every post has a page and a feed entry, every municipality and county of the CSV
 * a page, every help article and redirect its address, and every price the pricing table, the
 * estimator, the chat and the JSON-LD records show is the one in content/pricing.json. Returns
 * one line per broken promise, naming the content file it comes from; none when all hold.
 *
 * Prices in help and blog prose are not compared here: they are literal text until prose names
 * prices by token, and then the build itself refuses a price that is not one.
 */
export function contentInvariants(root: string, dist: string): string[] {
  const problems: string[] = [];
  const page = (urlPath: string) => path.join(dist, `${urlPath === '/' ? 'index' : urlPath.slice(1)}.html`);
  const exists = (urlPath: string) => fs.existsSync(page(urlPath));
  const { content } = loadContent(root);

  // Posts: a page each, and the newest in the feed.
  const feed = fs.readFileSync(path.join(dist, 'blog', 'feed.xml'), 'utf8');
  const newest = [...content.blog].sort((a, b) => b.date.localeCompare(a.date)).slice(0, FEED_POSTS);
  for (const post of content.blog) {
    if (!exists(`/blog/${post.slug}`)) problems.push(`content/blog/${post.slug}.md has no page at /blog/${post.slug}`);
    if (newest.includes(post) && !feed.includes(`/blog/${post.slug}"`)) problems.push(`content/blog/${post.slug}.md is missing from /blog/feed.xml`);
  }

  // Municipalities and counties, read from the CSV itself rather than through the loader.
  const rows = fs.readFileSync(path.join(root, MUNICIPALITIES_FILE), 'utf8').trim().split('\n').slice(1).map((row) => row.split(','));
  for (const [line, [county, , , , slug]] of rows.entries()) {
    const address = `/locations/new-jersey/${county}/${slug}`;
    if (!exists(address)) problems.push(`${MUNICIPALITIES_FILE}:${line + 2} ${slug} has no page at ${address}`);
  }
  for (const county of new Set(rows.map(([county]) => county!))) {
    if (!exists(`/locations/new-jersey/${county}`)) problems.push(`${MUNICIPALITIES_FILE}: ${county} has no page at /locations/new-jersey/${county}`);
  }

  // Help articles, and the configured redirects.
  for (const category of content.help) {
    for (const article of category.articles) {
      if (!exists(`/support/${category.slug}/${article.slug}`)) problems.push(`${article.file} has no page at /support/${category.slug}/${article.slug}`);
    }
  }
  const redirects = fs.readFileSync(path.join(dist, '_redirects'), 'utf8').split('\n').map((line) => line.split(/\s+/)[0]);
  for (const redirect of content.redirects) {
    if (!redirects.includes(redirect.from)) problems.push(`${redirect.source} ${redirect.from} is not in _redirects`);
  }

  problems.push(...priceProblems(root, dist, page));
  return problems;
}

/** Every price shown on the pricing table, in the estimator, the chat's facts and JSON-LD equals pricing.json. */
function priceProblems(root: string, dist: string, page: (urlPath: string) => string): string[] {
  const problems: string[] = [];
  const pricing = PricingSchema.parse(JSON.parse(fs.readFileSync(path.join(root, 'content', 'pricing.json'), 'utf8')));
  const home = fs.readFileSync(page('/'), 'utf8');
  const same = (what: string, shown: unknown, expected: unknown) => {
    if (JSON.stringify(shown) !== JSON.stringify(expected)) problems.push(`${what} shows ${JSON.stringify(shown)}, content/pricing.json says ${JSON.stringify(expected)}`);
  };

  const table = (caption: string) => {
    const html = home.split(`<caption>${caption}</caption>`)[1]?.split('</table>')[0] ?? '';
    return [...html.matchAll(/<tr><th scope="row">([^<]*)<\/th>((?:<td>[^<]*<\/td>)+)<\/tr>/g)].map(([, item, cells]) => [item, ...[...cells!.matchAll(/<td>([^<]*)<\/td>/g)].map((c) => c[1])]);
  };
  same('the home page\'s "Price per room" table', table('Price per room'), pricing.rooms.map((r) => [r.item, formatCents(r.standard), formatCents(r.deep)]));
  same('the home page\'s "Add-ons" table', table('Add-ons'), pricing.addOns.map((a) => [a.item, formatCents(a.price)]));

  const props = /data-island="priceEstimate"[^>]*data-props="([^"]*)"/.exec(home)?.[1];
  const estimator = props ? (JSON.parse(props.replace(/&quot;/g, '"').replace(/&amp;/g, '&')) as { prices: unknown }).prices : undefined;
  same('the price estimator', estimator, { rooms: pricing.rooms, addOns: pricing.addOns, offer: pricing.offer });

  const chat = JSON.parse(fs.readFileSync(path.join(serverDirOf(dist), '_chat', 'index.json'), 'utf8')) as { facts: { rooms: unknown; addOns: unknown; offer: unknown } };
  same("the chat's price facts", { rooms: chat.facts.rooms, addOns: chat.facts.addOns, offer: chat.facts.offer }, { rooms: pricing.rooms, addOns: pricing.addOns, offer: pricing.offer });

  // JSON-LD: the home page's record, and every county and place record.
  const ranges = Object.values(pricing.priceRange);
  same("the home page's JSON-LD priceRange", /"priceRange":"([^"]*)"/.exec(home)?.[1], pricing.priceRange.home);
  for (const file of fs.readdirSync(path.join(dist, 'locations', 'new-jersey'), { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.html'))) {
    const range = /"priceRange":"([^"]*)"/.exec(fs.readFileSync(path.join(dist, 'locations', 'new-jersey', file), 'utf8'))?.[1];
    if (range !== undefined && !ranges.includes(range)) problems.push(`/locations/new-jersey/${file}: JSON-LD priceRange ${range} is none of content/pricing.json's ${ranges.join(', ')}`);
  }
  return problems;
}
