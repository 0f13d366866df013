import { remark } from 'remark';
import html from 'remark-html';
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
  const hit = rendered.get(filled);
  if (hit !== undefined) return hit;
  const html = String(processor.processSync(filled)).trim();
  if (issues.items.length === before) rendered.set(filled, html);
  return html;
}

/**
 * Rendered HTML by filled markdown source. Markdown is a pure function of its text, so the dev
 * server's rebuilds only pay for the files that changed.
 */
const rendered = new Map<string, string>();

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
