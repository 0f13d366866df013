/**
 * What the chat assistant may answer from, taken from the loaded Content model: the same help
 * articles, blog posts, legal documents, location pages and settings the site renders, so the
 * assistant never says something the site does not.
 */
import type { Content } from '../content/load.ts';
import type { Place as LocationPlace } from '../content/locations.ts';
import { placeName } from '../content/locations.ts';
import type { Passage, Place, PlaceAlias, Source } from '../../kernel/chat/model.ts';
import { blogPostUrl, countyUrl, helpArticleUrl, pageUrl, placeUrl } from '../../kernel/page-urls.ts';

type Draft = Omit<Passage, 'id'>;

const ENTITIES: Record<string, string> = { amp: '&', quot: '"', apos: "'", lt: '<', gt: '>', nbsp: ' ' };

/**
 * Sanitised HTML as chat text: blocks on their own lines, links kept as `[text](href)` so the
 * widget can show them as links, every other tag dropped.
 */
export function chatText(html: string): string {
  return html
    // List items keep their marker, so an answer quoting a list shows it as one.
    .replace(/<ol[^>]*>(.*?)<\/ol>/gs, (_, items: string) => { let n = 0; return items.replace(/<li[^>]*>/g, () => `${++n}. `); })
    .replace(/<li[^>]*>/g, '- ')
    .replace(/<a [^>]*href="([^"]*)"[^>]*>(.*?)<\/a>/gs, (_, href: string, text: string) => `[${text.replace(/<[^>]+>/g, '')}](${href})`)
    // Table cells stay apart, so a row of the notice reads as a row.
    .replace(/<\/t[dh]>(?!\s*<\/tr>)/g, ' | ')
    .replace(/<\/(p|li|h[1-6]|tr)>|<br\s*\/?>/g, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, ref: string) =>
      ref[0] === '#' ? String.fromCodePoint(ref[1] === 'x' ? parseInt(ref.slice(2), 16) : Number(ref.slice(1))) : ENTITIES[ref] ?? whole)
    .replace(/[ \t]+/g, ' ')
    .replace(/\n\s*\n+/g, '\n')
    .trim();
}

/** Splits rendered HTML at its `<h2>` headings: the opening text, then one part per section. */
export function htmlSections(html: string): { section: string; text: string }[] {
  return html.split(/<h2[^>]*>/).map((part, i) => {
    const [heading, rest] = i === 0 ? ['', part] : (part.split('</h2>') as [string, string?]);
    return { section: chatText(heading), text: chatText(rest ?? '') };
  }).filter((s) => s.text);
}

const helpUrl = (category: { slug: string }, article: { slug: string }) => helpArticleUrl(category.slug, article.slug);

function helpPassages(content: Content): Draft[] {
  return content.help.flatMap((category) => category.articles.flatMap((article) =>
    htmlSections(article.html).map((s) => ({ kind: 'help' as const, title: article.title, url: helpUrl(category, article), topic: category.title, ...s }))));
}

/** Help pages by the slug of their title, for handlers to cite. */
function helpPages(content: Content): Record<string, Source> {
  const pages: Record<string, Source> = {};
  for (const category of content.help) {
    for (const article of category.articles) pages[article.slug] = { title: article.title, url: helpUrl(category, article) };
  }
  return pages;
}

function postPassages(post: Content['blog'][number]): Draft[] {
  const at = { kind: 'blog' as const, title: post.title, url: blogPostUrl(post.slug), topic: 'Blog' };
  return [
    { ...at, section: '', text: chatText(post.intro.join('\n')), date: post.date },
    ...post.content.map((s) => ({ ...at, section: chatText(s.title), text: chatText(s.description) })),
    { ...at, section: 'Conclusion', text: chatText(post.conclusion.join('\n')) },
  ].filter((p) => p.text);
}

/**
 * Every written page (content/pages: the booking fee, careers, applying, the accessibility
 * statement, app feedback, the creator program and its overview, the waitlists...): each answers
 * questions no help article does ("is there a dark mode?", "where do I send my videos?").
 */
function pagePassages(content: Content): Draft[] {
  return [...content.pageTexts].sort(([a], [b]) => a.localeCompare(b)).flatMap(([slug, text]) =>
    htmlSections(text.html).map((s) => ({ kind: 'page' as const, title: text.heading, url: pageUrl(slug), topic: 'Pages', ...s })));
}

/** What the home page promises in its own words: the features, the three steps, the offer and the promise. */
function homePassage(content: Content): Draft {
  const { hero, features, steps, promo } = content.home;
  const text = [hero.text, 'What you get:', ...features.map((f) => `- ${f}`), `${steps.heading}:`,
    ...steps.items.map((s, i) => `${i + 1}. ${s.title}: ${s.text}`), `${promo.heading}. ${promo.promise}`].join('\n');
  return { kind: 'page', title: content.site.brand.name, url: '/', topic: 'Pages', section: '', text };
}

function legalPassages(content: Content): Draft[] {
  return content.legal.flatMap((doc) =>
    htmlSections(doc.html).map((s) => ({ kind: 'legal' as const, title: doc.title, url: pageUrl(doc.slug), topic: 'Legal', ...s })),
  );
}

/** Written location pages (Mercer County's), and every county's and place's own paragraphs. */
function locationPassages(content: Content): Draft[] {
  const out: Draft[] = [];
  const at = (title: string, url: string) => ({ kind: 'location' as const, topic: 'Locations', title, url });
  const written = (title: string, url: string, page: NonNullable<LocationPlace['written']>) => {
    const intro = [page.subheader, page.description].join('\n');
    out.push({ ...at(title, url), section: '', text: intro });
    for (const s of htmlSections(page.html)) out.push({ ...at(title, url), ...s });
  };
  for (const county of content.locations.counties) {
    const atCounty = countyUrl(county.slug);
    if (county.written) written(county.name, atCounty, county.written);
    else if (county.about) out.push({ ...at(county.name, atCounty), section: '', text: county.about });
    for (const place of county.places) {
      const url = placeUrl(county.slug, place.municipality.slug);
      if (place.written) written(placeName(place), url, place.written);
      else if (place.data) out.push({ ...at(placeName(place), url), section: '', text: `${place.data.about}\n${place.data.description}` });
    }
  }
  return out;
}

/** Every New Jersey municipality with its county, slug and ZIPs (the principal one first). */
export function chatPlaces(content: Content): Place[] {
  return content.locations.counties.flatMap((county) =>
    county.places.map(({ municipality: m }) => ({ name: m.name, county: m.countySlug, countyName: m.countyName, slug: m.slug, zips: m.zips })),
  );
}

/** The other names of places (Marlton, Princeton Junction, LBI), each with its municipalities. */
export function chatAliases(content: Content): PlaceAlias[] {
  const former = content.locations.counties.flatMap((county) => county.places.flatMap(({ municipality: m }) =>
    m.formerNames.map((name) => ({ name, county: m.countySlug, slugs: [m.slug], zip: m.zip, former: true as const }))));
  return [...content.locations.aliases.map((a) => ({ name: a.name, county: a.countySlug, slugs: a.slugs, ...(a.zip ? { zip: a.zip } : {}), ...(a.kind === 'nickname' ? { nickname: true as const } : {}) })), ...former];
}

/**
 * Every passage the chat may quote, made source by source as they are read, so ten thousand blog
 * posts are never all in memory as passages at once.
 */
export function* chatPassages(content: Content): Generator<Draft> {
  yield* helpPassages(content);
  for (const s of content.services) yield { kind: 'service', title: 'Our services', url: '/', topic: 'Services', section: s.name, text: s.summary };
  yield* pagePassages(content);
  yield homePassage(content);
  yield* legalPassages(content);
  for (const post of content.blog) yield* postPassages(post);
  yield* locationPassages(content);
}

export interface CollectedContent {
  places: Place[];
  aliases: PlaceAlias[];
  /** Help pages by the slug of their title, for handlers to cite. */
  pages: Record<string, Source>;
}

/** What the chat needs besides its passages. */
export function collectChatContent(content: Content): CollectedContent {
  return { places: chatPlaces(content), aliases: chatAliases(content), pages: helpPages(content) };
}
