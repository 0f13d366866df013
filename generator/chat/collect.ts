/**
 * Reads what the chat assistant may answer from. Legal documents, prices, services and settings
 * come from the loaded Content model; help articles, blog posts and location pages are read here
 * from their files with gray-matter, tolerantly, because their loaders are being written in other
 * branches. Once those loaders land, these readers should give way to them.
 */
import fg from 'fast-glob';
import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import type { Content } from '../content/load.ts';
import { IssueList } from '../content/issues.ts';
import { fillTokens, plainText } from '../content/markdown.ts';
import { siteTokens } from '../content/site.ts';
import type { Passage, Place, Source } from '../../server/chat/model.ts';
import { parseCsv } from './csv.ts';

type Draft = Omit<Passage, 'id'>;

/** Where the municipalities CSV may live, first found wins. */
export const MUNICIPALITY_CSVS = ['content/locations/nj-municipalities.csv', 'data/nj-municipalities.csv'];

/**
 * The help centre's slug rule (DESIGN.md): lower-case, the word "and" becomes "&", spaces become
 * hyphens, other punctuation is dropped. "Pricing and Payments" -> "pricing-&-payments".
 */
export function helpSlug(title: string): string {
  return title
    .toLowerCase()
    .replace(/\band\b/g, '&')
    .replace(/[^a-z0-9&\s-]/g, '')
    .trim()
    .replace(/\s+/g, '-')
    .replace(/-+/g, '-');
}

/** Splits markdown into its opening text and its `##` sections, as readable plain text with links kept. */
export function markdownSections(body: string): { section: string; text: string }[] {
  const out: { section: string; text: string }[] = [];
  let current = { section: '', lines: [] as string[] };
  const flush = () => {
    const text = current.lines.join('\n').replace(/\*\*|__/g, '').replace(/^#+\s*/gm, '').replace(/\n{2,}/g, '\n').trim();
    if (text) out.push({ section: current.section, text });
  };
  for (const line of body.split('\n')) {
    const heading = /^##\s+(.+)$/.exec(line);
    if (heading) {
      flush();
      current = { section: heading[1]!.replace(/\*\*/g, '').trim(), lines: [] };
    } else current.lines.push(line);
  }
  flush();
  return out;
}

function readFrontmatter(root: string, file: string): { data: Record<string, unknown>; body: string } | null {
  try {
    const parsed = matter(fs.readFileSync(path.join(root, file), 'utf8'), {});
    return { data: parsed.data, body: parsed.content };
  } catch {
    return null;
  }
}

const str = (value: unknown) => (typeof value === 'string' ? value : '');

function helpPassages(root: string, tokens: Record<string, string>): { passages: Draft[]; pages: Record<string, Source> } {
  const passages: Draft[] = [];
  const pages: Record<string, Source> = {};
  const fill = (text: string, file: string) => fillTokens(text, { file, line: 1 }, tokens, new IssueList());
  for (const dir of fg.sync('content/help/*', { cwd: root, onlyDirectories: true }).sort()) {
    const category = readFrontmatter(root, `${dir}/_category.md`);
    const categoryTitle = str(category?.data.title);
    if (!categoryTitle) continue;
    for (const file of fg.sync(`${dir}/*.md`, { cwd: root }).filter((f) => !f.endsWith('/_category.md')).sort()) {
      const article = readFrontmatter(root, file);
      const title = str(article?.data.title);
      if (!article || !title) continue;
      const url = `/support/${helpSlug(categoryTitle)}/${helpSlug(title)}`;
      pages[helpSlug(title)] = { title, url };
      for (const s of markdownSections(fill(article.body, file))) passages.push({ kind: 'help', title, url, topic: categoryTitle, ...s });
    }
  }
  return { passages, pages };
}

function blogPassages(root: string): Draft[] {
  return fg.sync('content/blog/*.md', { cwd: root }).sort().flatMap((file) => {
    const post = readFrontmatter(root, file);
    const title = str(post?.data.title);
    if (!post || !title) return [];
    const url = `/blog/${path.basename(file, '.md')}`;
    return markdownSections(post.body).map((s) => ({ kind: 'blog' as const, title, url, topic: 'Blog', ...s }));
  });
}

function legalPassages(content: Content): Draft[] {
  return content.legal.flatMap((doc) =>
    doc.html.split(/<h2[^>]*>/).map((part, i) => {
      const [heading, rest] = i === 0 ? ['', part] : (part.split('</h2>') as [string, string?]);
      return { kind: 'legal' as const, title: doc.title, url: `/${doc.slug}`, topic: 'Legal', section: plainText(heading), text: plainText(rest ?? '') };
    }).filter((p) => p.text),
  );
}

/** Mercer County's written pages, and the about texts of places that have data. */
function locationPassages(root: string, places: Place[]): Draft[] {
  const out: Draft[] = [];
  for (const file of fg.sync('content/locations/new-jersey/*/*.md', { cwd: root }).sort()) {
    const page = readFrontmatter(root, file);
    if (!page) continue;
    const [county, base] = file.split('/').slice(-2) as [string, string];
    const slug = base.replace(/\.md$/, '');
    const url = `/locations/new-jersey/${county}${slug === 'index' ? '' : `/${slug}`}`;
    const title = str(page.data.name) || slug;
    const intro = [str(page.data.subheader), str(page.data.description)].filter(Boolean).join('\n');
    if (intro) out.push({ kind: 'location', title, url, topic: 'Locations', section: '', text: intro });
    for (const s of markdownSections(page.body)) out.push({ kind: 'location', title, url, topic: 'Locations', ...s });
  }
  const nameOf = new Map(places.map((p) => [`${p.county}/${p.slug}`, p.name]));
  const countyName = new Map(places.map((p) => [p.county, p.countyName]));
  for (const file of fg.sync('content/locations/new-jersey/places/*.json', { cwd: root }).sort()) {
    let data: { about?: unknown; places?: Record<string, { about?: unknown; description?: unknown }> };
    try {
      data = JSON.parse(fs.readFileSync(path.join(root, file), 'utf8'));
    } catch {
      continue;
    }
    const county = path.basename(file, '.json');
    const countyUrl = `/locations/new-jersey/${county}`;
    if (str(data.about)) out.push({ kind: 'location', topic: 'Locations', title: countyName.get(county) ?? county, url: countyUrl, section: '', text: str(data.about) });
    for (const [slug, place] of Object.entries(data.places ?? {})) {
      const text = [str(place.about), str(place.description)].filter(Boolean).join('\n');
      if (text) out.push({ kind: 'location', topic: 'Locations', title: nameOf.get(`${county}/${slug}`) ?? slug, url: `${countyUrl}/${slug}`, section: '', text });
    }
  }
  return out;
}

/** Every New Jersey municipality with its county, slug and ZIPs (the principal one first). */
export function readPlaces(root: string): Place[] {
  const file = MUNICIPALITY_CSVS.find((f) => fs.existsSync(path.join(root, f)));
  if (!file) return [];
  return parseCsv(fs.readFileSync(path.join(root, file), 'utf8'))
    .filter((r) => r.slug && r.county_slug && r.municipality_name)
    .map((r) => {
      const noted = (r.notes ?? '').match(/\b0[78]\d{3}\b/g) ?? [];
      return {
        name: r.municipality_name!,
        county: r.county_slug!,
        countyName: r.county_name ?? r.county_slug!,
        slug: r.slug!,
        zips: [...new Set([r.zip!, ...noted].filter((z) => /^\d{5}$/.test(z)))],
      };
    });
}

export interface CollectedContent {
  passages: Draft[];
  places: Place[];
  /** Help pages by the slug of their title, for handlers to cite. */
  pages: Record<string, Source>;
}

export function collectChatContent(root: string, content: Content): CollectedContent {
  const places = readPlaces(root);
  const help = helpPassages(root, siteTokens(content.site));
  const services: Draft[] = content.services.map((s) => ({ kind: 'service', title: 'Our services', url: '/', topic: 'Services', section: s.name, text: s.summary }));
  return {
    passages: [...help.passages, ...services, ...legalPassages(content), ...blogPassages(root), ...locationPassages(root, places)],
    places,
    pages: help.pages,
  };
}
