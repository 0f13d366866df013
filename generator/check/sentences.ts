import { escapeRegExp } from '../../kernel/regexp.ts';

/** A sentence pattern may appear on at most this share of the place pages. */
export const TEMPLATE_LIMIT = 0.1;

const decode = (text: string) => text
  .replace(/&amp;/g, '&').replace(/&quot;/g, '"').replace(/&#x27;|&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>')
  .replace(/&nbsp;/g, ' ');
/** The text of an HTML fragment, entities decoded, white space collapsed. */
export const textOf = (html: string) => decode(html.replace(/<[^>]+>/g, '')).replace(/\s+/g, ' ').trim();

/** A text's sentences: split after . ! or ? where the next one starts (a capital, a digit, $ or an opening quote). */
export const sentencesOf = (text: string) => text.split(/(?<=[.!?])\s+(?=["“‘(]?[A-Z0-9$])/).filter(Boolean);

/**
 * The sentences of a page's prose: the paragraphs of its <main>. A paragraph that is only a link
 * is navigation, and one marked `data-boilerplate` is the call to action every page shares on
 * purpose; neither is wording.
 */
export function proseSentences(html: string): string[] {
  const main = /<main\b[^>]*>([\s\S]*?)<\/main>/.exec(html)?.[1] ?? '';
  const out: string[] = [];
  for (const [, attrs, inner] of main.matchAll(/<p\b([^>]*)>([\s\S]*?)<\/p>/g)) {
    if (/\bdata-boilerplate\b/.test(attrs!)) continue;
    if (/^\s*<a\b[^>]*>[^<]*<\/a>\s*$/.test(inner!)) continue;
    out.push(...sentencesOf(textOf(inner!)));
  }
  return out;
}

/**
 * The names a set of place pages links by: the texts of links to location pages and the last
 * breadcrumbs, i.e. every county and place name (official and common) the pages show.
 */
export function placeNames(pages: Iterable<string>): string[] {
  const names = new Set<string>();
  for (const html of pages) {
    for (const [, text] of html.matchAll(/<a\b[^>]*href="\/locations\/new-jersey\/[^"]*"[^>]*>([^<]+)<\/a>/g)) names.add(textOf(text!));
    for (const [, text] of html.matchAll(/<span aria-current="page">([^<]+)<\/span>/g)) names.add(textOf(text!));
  }
  names.delete('');
  return [...names];
}

/**
 * Turns sentences into their patterns: place and county names become {place}, numbers, prices and
 * ZIP codes {n}, so "Hoboken has 07030" and "Teaneck has 07666" are one pattern.
 *
 * @example templater(['Hoboken City', 'Hoboken'])('In Hoboken City a room is $17.25.') // 'in {place} a room is {n}.'
 */
export function templater(names: string[]): (sentence: string) => string {
  const longestFirst = [...names].sort((a, b) => b.length - a.length).map(escapeRegExp);
  const pattern = longestFirst.length ? new RegExp(`(?<![\\w-])(?:${longestFirst.join('|')})(?![\\w-])`, 'g') : null;
  return (sentence) => {
    const named = pattern ? sentence.replace(pattern, '{place}') : sentence;
    return named.replace(/\$?\d[\d,.]*\d%?|\$?\d%?/g, '{n}').toLowerCase();
  };
}

export interface TemplateCount {
  template: string;
  pages: number;
}

/**
 * How many pages use each sentence pattern, most used first (a pattern counts once per page).
 *
 * @example sentenceTemplates(pages)[0] // { template: 'new clients in {place} get {n} off...', pages: 184 }
 */
export function sentenceTemplates(pages: Map<string, string>): TemplateCount[] {
  const toTemplate = templater(placeNames(pages.values()));
  const counts = new Map<string, number>();
  for (const html of pages.values()) {
    for (const template of new Set(proseSentences(html).map(toTemplate))) counts.set(template, (counts.get(template) ?? 0) + 1);
  }
  return [...counts].map(([template, n]) => ({ template, pages: n })).sort((a, b) => b.pages - a.pages || (a.template < b.template ? -1 : 1));
}

/** The patterns on more than `TEMPLATE_LIMIT` of `pageCount` pages, as problems to print. */
export function templateProblems(templates: TemplateCount[], pageCount: number): string[] {
  const limit = pageCount * TEMPLATE_LIMIT;
  return templates
    .filter((t) => t.pages > limit)
    .map((t) => `a sentence pattern is on ${t.pages} of ${pageCount} place pages (limit ${Math.floor(limit)}): "${t.template}"`);
}
