import MarkdownIt from 'markdown-it';
import { memoMake, type ContentDir } from './file-cache.ts';
import type { IssueList } from './issues.ts';
import { computedToken, tokenPrices } from './price-tokens.ts';
import type { Pricing } from './pricing.ts';
import { detached } from './text.ts';

/**
 * CommonMark, rendered as remark-html did with GitHub's sanitising schema, byte for byte, at
 * about a tenth of its cost: raw HTML is dropped, a link or image whose scheme is not on GitHub's
 * list loses its address (javascript: never survives), void elements are written `<br>`, and
 * escapes are written as hast-util-to-html writes them (`&#x26;`, `&#x3C;`). The PDF of
 * documents.ts still reads markdown with remark: it needs the tree, not HTML.
 */
const markdown = new MarkdownIt('commonmark', { html: true, xhtmlOut: false });
markdown.renderer.rules.html_block = () => '';
markdown.renderer.rules.html_inline = () => '';
// Every address is parsed as a link, so an unsafe one is dropped from the tag, not left as text.
markdown.validateLink = () => true;
const SAFE_SCHEMES = { href: /^(https?|mailto|xmpp|ircs?):/i, src: /^https?:/i };
markdown.core.ruler.push('sanitize', (state) => {
  for (const block of state.tokens) {
    for (const token of block.children ?? []) {
      const attr = token.type === 'link_open' ? 'href' : token.type === 'image' ? 'src' : undefined;
      const url = attr && token.attrGet(attr);
      // A scheme is what comes before the first colon, if no slash, ? or # comes first.
      if (attr && url && /^[^/?#]*:/.test(url) && !SAFE_SCHEMES[attr].test(url)) token.attrs = token.attrs!.filter(([name]) => name !== attr);
    }
  }
});

const HAST_ESCAPES = {
  tag: { amp: '&#x26;', quot: '&#x22;', lt: '<', gt: '>' },
  text: { amp: '&#x26;', quot: '"', lt: '&#x3C;', gt: '>' },
};

/** markdown-it's escapes (`&amp;`, `&quot;`...) written as hast-util-to-html writes them. */
function hastEscapes(html: string): string {
  return html.replace(/<[^>]*>|[^<]+/g, (part) => {
    const escapes = part[0] === '<' ? HAST_ESCAPES.tag : HAST_ESCAPES.text;
    return part.replace(/&(amp|quot|lt|gt);/g, (_, name: keyof typeof escapes) => escapes[name]);
  });
}

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
  return renderFilled(fillTokens(source, where, tokens, issues));
}

/** The HTML of markdown whose tokens are filled already. */
export function renderFilled(source: string): string {
  return hastEscapes(markdown.render(source)).trim();
}

/**
 * renderMarkdown for a whole document, taken from the content memo when its text, place and tokens
 * are unchanged: a warm build then never runs markdown-it for legal, help or location pages.
 * (A blog article is memoised whole, with its blocks, by its loader.)
 */
export function renderDocument(dir: ContentDir, ...[source, where, tokens, issues]: Parameters<typeof renderMarkdown>): string {
  return memoMake(dir.memo, 'markdown-html', [where.file, String(where.line), JSON.stringify(tokens), source], issues, (found) => renderMarkdown(source, where, tokens, found));
}

/** A top-level block of a markdown text: a `##` heading, or anything else by where it lies. */
export type Block = { heading: string } | { from: number; to: number; line: number };

/** A block other than a `##` heading: where its text lies in the source. */
export type BlockRange = Extract<Block, { from: number }>;

/**
 * The top-level blocks of `source`, by position, and `renderRun` for the HTML of a run of its
 * ranges, rendered as renderMarkdown renders their text (`source` from the first block's start
 * to the last one's end). It renders from this one parse where that is the same: when there is no
 * `{{token}}` to fill first, and no link reference that rendering the run alone would not see.
 * Otherwise it is undefined, and the caller renders the text. A blog article's body is parsed
 * once, not twice.
 *
 * @example parseBlocks('Intro\n\n## Why\n\nBecause').blocks // [{ from: 0, to: 5, line: 1 }, { heading: 'Why' }, ...]
 */
export function parseBlocks(source: string): { blocks: Block[]; renderRun?: (first: BlockRange, last: BlockRange) => string } {
  const lineStarts = [0];
  for (let i = source.indexOf('\n'); i !== -1; i = source.indexOf('\n', i + 1)) lineStarts.push(i + 1);
  const offset = (line: number) => lineStarts[line] ?? source.length;
  const env: { references?: object } = {};
  const tokens = markdown.parse(source, env);
  const blocks: Block[] = [];
  // Each block's tokens: from its opening token to the next block's.
  const spans = new Map<Block, [number, number]>();
  let open: Block | undefined;
  tokens.forEach((token, i) => {
    if (token.level !== 0 || token.nesting === -1 || !token.map) return;
    const [start, end] = token.map;
    const block: Block = token.type === 'heading_open' && token.tag === 'h2'
      ? { heading: detached(textOf(tokens[i + 1]!.children ?? []).trim()) }
      : { from: offset(start), to: trimEnd(source, offset(start), offset(end)), line: start + 1 };
    if (open) spans.get(open)![1] = i;
    spans.set(block, [i, tokens.length]);
    open = block;
    blocks.push(block);
  });
  const sameAsText = !TOKEN.test(source) && !Object.keys(env.references ?? {}).length;
  const renderRun = (first: BlockRange, last: BlockRange) =>
    hastEscapes(markdown.renderer.render(tokens.slice(spans.get(first)![0], spans.get(last)![1]), markdown.options, env)).trim();
  return { blocks, renderRun: sameAsText ? renderRun : undefined };
}

/** Where the text in `from..to` ends, blank lines and trailing spaces aside. */
function trimEnd(source: string, from: number, to: number): number {
  while (to > from && /\s/.test(source[to - 1]!)) to--;
  return to;
}

/** A heading's words: its text, code and raw HTML, without the markup around them. */
function textOf(inline: { type: string; content: string }[]): string {
  return inline.map((t) => (t.type === 'softbreak' ? '\n' : ['text', 'code_inline', 'html_inline'].includes(t.type) ? t.content : '')).join('');
}

/** A `{{setting}}` or a price token (price-tokens.ts) in markdown, filled by fillTokens. */
const TOKEN = /\{\{\s*([^{}\n]+?)\s*\}\}/;

export function fillTokens(
  source: string,
  where: { file: string; line: number },
  tokens: Record<string, string>,
  issues: IssueList,
): string {
  // The price list, parsed at the first computed token, once for the whole text.
  let pricing: Pricing | undefined;
  return source.replace(new RegExp(TOKEN, 'g'), (_match, key: string, offset: number) => {
    if (Object.hasOwn(tokens, key) && !key.includes(' ')) return tokens[key]!;
    pricing ??= tokenPrices(tokens);
    const computed = computedToken(key, pricing);
    if (computed && 'text' in computed) return computed.text;
    const line = where.line + (source.slice(0, offset).match(/\n/g)?.length ?? 0);
    const known = Object.keys(tokens).filter((name) => !name.includes(' '));
    const message = computed?.error ?? (key.startsWith('price:')
      ? `unknown price; known: ${known.filter((name) => name.startsWith('price:')).join(', ')}`
      : `unknown setting; known: ${known.filter((name) => !name.startsWith('price:')).join(', ')}`);
    issues.add({ file: where.file, line, field: `{{${key}}}`, message });
    return '';
  });
}

/** Plain words of a markdown or HTML text, for word counts and search indexes. */
export function plainText(htmlText: string): string {
  // One pass: a tag, an entity and a space each part words, and a run of them becomes one space.
  return htmlText.replace(/(?:<[^>]+>|&[a-z#0-9]+;|\s)+/gi, ' ').trim();
}

/** The number of words of plainText(htmlText), counted without an array of them. */
export function wordCount(htmlText: string): number {
  const text = plainText(htmlText);
  if (!text) return 0;
  let words = 1;
  for (let at = text.indexOf(' '); at !== -1; at = text.indexOf(' ', at + 1)) words++;
  return words;
}
