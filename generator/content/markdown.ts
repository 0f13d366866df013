import { remark } from 'remark';
import html from 'remark-html';
import { hash, type CacheTable } from '../cache.ts';
import type { IssueList } from './issues.ts';

// Sanitised with GitHub's schema: raw HTML, event handlers and javascript: links never survive.
const processor = remark().use(html, { sanitize: true });

/**
 * Renders markdown to safe HTML, filling `{{setting}}` tokens from `tokens`. An unknown token is
 * reported with its file and line, and rendered empty.
 */
export function renderMarkdown(
  source: string,
  where: { file: string; line: number },
  tokens: Record<string, string>,
  issues: IssueList,
): string {
  const before = issues.items.length;
  const filled = fillTokens(source, where, tokens, issues);
  const key = hash(filled);
  const hit = rendered.get(key);
  if (hit !== undefined) return hit;
  const html = String(processor.processSync(filled)).trim();
  if (issues.items.length === before) rendered.set(key, html);
  return html;
}

/**
 * Rendered HTML by a hash of the filled markdown source. Markdown is a pure function of its
 * text, so a build only pays for the files that changed since the last one: the build swaps in
 * its on-disk table (keyed by the code too), the dev server keeps this one in memory.
 */
let rendered: Table<string> = new Map<string, string>();

type Table<T> = Pick<CacheTable<T>, 'get' | 'set'>;
let outlines: Table<Block[]> = new Map<string, Block[]>();

/** Swaps in the build's tables for rendered HTML and outlines. */
export function useMarkdownCache(tables: { html: Table<string>; outlines: Table<Block[]> }): void {
  rendered = tables.html;
  outlines = tables.outlines;
}

/** A top-level block of a markdown text: a `##` heading, or anything else by where it lies. */
export type Block = { heading: string } | { from: number; to: number; line: number };

const parser = remark();

/**
 * The top-level blocks of `source`, by position; parsed once per distinct text, like the HTML.
 *
 * @example markdownBlocks('Intro\n\n## Why\n\nBecause') // [{ from: 0, to: 5, line: 1 }, { heading: 'Why' }, ...]
 */
export function markdownBlocks(source: string): Block[] {
  const key = hash(source);
  const hit = outlines.get(key);
  if (hit) return hit;
  const blocks = parser.parse(source).children.map((node): Block => {
    const { start, end } = node.position!;
    return node.type === 'heading' && node.depth === 2
      ? { heading: textOf(node).trim() }
      : { from: start.offset!, to: end.offset!, line: start.line };
  });
  outlines.set(key, blocks);
  return blocks;
}

function textOf(node: { value?: unknown; children?: unknown[] }): string {
  if (typeof node.value === 'string') return node.value;
  return (node.children ?? []).map((child) => textOf(child as typeof node)).join('');
}

export function fillTokens(
  source: string,
  where: { file: string; line: number },
  tokens: Record<string, string>,
  issues: IssueList,
): string {
  return source.replace(/\{\{\s*([\w.]+)\s*\}\}/g, (match, key: string, offset: number) => {
    if (Object.hasOwn(tokens, key)) return tokens[key]!;
    const line = where.line + (source.slice(0, offset).match(/\n/g)?.length ?? 0);
    issues.add({ file: where.file, line, field: `{{${key}}}`, message: `unknown setting; known: ${Object.keys(tokens).join(', ')}` });
    return '';
  });
}

/** Plain words of a markdown or HTML text, for word counts and search indexes. */
export function plainText(htmlText: string): string {
  return htmlText.replace(/<[^>]+>/g, ' ').replace(/&[a-z#0-9]+;/gi, ' ').replace(/\s+/g, ' ').trim();
}
