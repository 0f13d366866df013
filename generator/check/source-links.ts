import fs from 'node:fs';
import path from 'node:path';
import type { Content } from '../content/load.ts';
import { ContentError, jsonFieldLine, jsonLines, type ContentIssue } from '../content/issues.ts';
import { pageLinks } from './links.ts';

/** One link or image address written in content, and where: a markdown file, or a JSON field. */
interface SourceLink {
  file: string;
  href: string;
  /** The JSON field holding it; markdown links are found by their text. */
  field?: PropertyKey[];
}

/**
 * Stops the build at an internal link or image, written in content, that leads nowhere: named
 * by its file and line (the markdown line, or the JSON field's), with the nearest address the
 * site has. `known` holds every path the site serves or redirects. Only the path is checked here,
 * from the content already loaded and rendered, so it costs milliseconds; `site check` still
 * reads the built pages for `#fragments` and for links the templates write.
 */
export function refuseBrokenSourceLinks(root: string, content: Content, known: ReadonlySet<string>): void {
  const broken = sourceLinks(content).filter(({ href }) => {
    if (!href.startsWith('/') || href.startsWith('//')) return false;
    return !known.has(pathOf(href));
  });
  if (!broken.length) return;
  const pages = [...known].filter((p) => !/\.\w+$/.test(p) || p.startsWith('/images/'));
  const texts = new Map<string, string>();
  const textOf = (file: string) => texts.get(file) ?? texts.set(file, readOr(path.join(root, file))).get(file)!;
  // A suggestion costs a pass over every address: a mass of broken links (a renamed section)
  // gets suggestions for its first few distinct paths, not a wait.
  const suggestions = new Map<string, string | undefined>();
  const suggest = (target: string) => {
    if (!suggestions.has(target) && suggestions.size < MAX_SUGGESTIONS) suggestions.set(target, nearestPath(target, pages));
    return suggestions.get(target);
  };
  throw new ContentError(broken.map((link): ContentIssue => {
    const text = textOf(link.file);
    const line = link.field ? jsonFieldLine(jsonLines(text), link.field) : markdownLine(text, link.href);
    const nearest = suggest(pathOf(link.href));
    return {
      file: link.file,
      line,
      field: link.field?.map(String).join('.'),
      message: `${link.href} leads nowhere on this site${nearest ? `; the nearest address is ${nearest}` : ''}`,
    };
  }));
}

const MAX_SUGGESTIONS = 25;

/** Every address in the markdown and JSON prose of `content`. */
function sourceLinks(content: Content): SourceLink[] {
  const out: SourceLink[] = [];
  const fromHtml = (file: string, ...html: string[]) => {
    for (const href of new Set(html.flatMap(pageLinks))) out.push({ file, href });
  };
  for (const doc of content.legal) fromHtml(doc.file, doc.html);
  for (const text of content.pageTexts.values()) fromHtml(text.file, text.html);
  for (const category of content.help) for (const article of category.articles) fromHtml(article.file, article.html);
  for (const post of content.blog) fromHtml(`content/blog/${post.slug}.md`, ...post.intro, ...post.content.map((s) => s.description), ...post.conclusion);
  for (const county of content.locations.counties) {
    for (const page of [county.written, ...county.places.map((p) => p.written)]) if (page) fromHtml(page.file, page.html);
  }
  const fromJson = (file: string, value: unknown, at: PropertyKey[] = []) => {
    if (typeof value === 'string' && value.startsWith('/')) out.push({ file, href: value, field: at });
    else if (value && typeof value === 'object') for (const [key, v] of Object.entries(value)) fromJson(file, v, [...at, Array.isArray(value) ? Number(key) : key]);
  };
  fromJson('content/home.json', content.home);
  fromJson('content/services.json', content.services);
  // The asset base is a folder, not an address of its own.
  const { assetBaseUrl: _folder, ...site } = content.site;
  fromJson('content/site.json', site);
  return out;
}

/** `/a/b?x#y` -> `/a/b`. */
function pathOf(href: string): string {
  return href.split(/[?#]/)[0] || '/';
}

function readOr(file: string): string {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    return '';
  }
}

/** The first line that writes `href` as a link or image address, `](href` or `: href` (a reference). */
function markdownLine(text: string, href: string): number | undefined {
  const lines = text.split('\n');
  const at = lines.findIndex((line) => line.includes(`](${href}`) || line.includes(`]: ${href}`) || line.includes(`<${href}>`));
  const loose = at < 0 ? lines.findIndex((line) => line.includes(href)) : at;
  return loose < 0 ? undefined : loose + 1;
}

/**
 * The address of `pages` closest to `target` by edit distance, or none when even the closest
 * differs in more than half its characters (a suggestion that would only confuse).
 *
 * @example nearestPath('/support/getting-startd', ['/support/getting-started', '/blog']) // '/support/getting-started'
 */
export function nearestPath(target: string, pages: string[]): string | undefined {
  let best: { path: string; distance: number } | undefined;
  for (const page of pages) {
    if (best && Math.abs(page.length - target.length) >= best.distance) continue;
    const distance = editDistance(target, page, best?.distance ?? Infinity);
    if (!best || distance < best.distance) best = { path: page, distance };
  }
  return best && best.distance <= Math.max(target.length, best.path.length) / 2 ? best.path : undefined;
}

/** Levenshtein distance, giving up (returning `limit`) once every path is past `limit`. */
function editDistance(a: string, b: string, limit: number): number {
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let lowest = i;
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
      lowest = Math.min(lowest, current[j]!);
    }
    if (lowest >= limit) return limit;
    previous = current;
  }
  return previous[b.length]!;
}
