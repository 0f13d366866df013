import fs from 'node:fs';
import type MiniSearch from 'minisearch';
import { areaHandler, PlaceFinder } from './handlers/area.ts';
import { HELP_CENTRE, handlerContext, supportLink, toQuestion, type Handler, type HandlerContext } from './handlers/context.ts';
import { answerIntent } from './handlers/intents.ts';
import { answerPrice } from './handlers/prices.ts';
import { ChatIndexSchema, type ChatAnswer, type ChatIndex, type Passage } from './model.ts';
import { loadSearch, termsOf, type SearchResult } from './search.ts';

/** How much a page kind counts in ranking: help articles answer questions; blog posts discuss them. */
const KIND_BOOST: Record<Passage['kind'], number> = { help: 1.4, service: 1, legal: 0.8, blog: 0.7, location: 0.6 };
/**
 * A passage must match at least this share of the question's telling words (those not common to
 * most pages) to be quoted; blog, legal and location pages, which discuss rather than answer,
 * must match more.
 */
const MIN_COVERAGE: Record<Passage['kind'], number> = { help: 0.5, service: 0.5, legal: 0.67, blog: 0.75, location: 0.75 };
const MIN_SCORE = 6;
const EXCERPT_CHARS = 420;

export interface ChatEngine {
  answer(question: string): ChatAnswer;
}

/** Reads and validates the index the build wrote. */
export function readChatIndex(file: string): ChatIndex {
  return ChatIndexSchema.parse(JSON.parse(fs.readFileSync(file, 'utf8')));
}

/**
 * The answer engine: exact handlers for prices, the service area and the structured topics
 * first, then retrieval over the site's passages, else an honest "I don't know" that points to
 * the help centre and client support. Every answer names the pages it drew on.
 *
 * @example createChatEngine(readChatIndex('dist/_chat/index.json')).answer('Do you clean in Princeton?')
 */
export function createChatEngine(index: ChatIndex): ChatEngine {
  const ctx = handlerContext(index);
  const search = loadSearch(index.search);
  const handlers: Handler[] = [answerPrice, areaHandler(new PlaceFinder(index.places)), answerIntent];
  return {
    answer(raw) {
      const question = toQuestion(raw);
      for (const handler of handlers) {
        const answer = handler(question, ctx);
        if (answer) return answer;
      }
      return retrieve(search, index, question.raw) ?? unknown(ctx);
    },
  };
}


const titleKey = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, ' ').trim();

function retrieve(search: MiniSearch<Passage>, index: ChatIndex, question: string): ChatAnswer | null {
  const { passages } = index;
  // A question asked in an article's own words gets that article's opening answer.
  const asked = titleKey(question);
  const titled = passages.find((p) => p.kind === 'help' && titleKey(p.title) === asked);
  if (titled) return { reply: excerpt(titled, []), sources: [{ title: titled.title, url: titled.url }] };
  const common = new Set(index.commonTerms);
  const all = termsOf(question);
  const telling = all.filter((t) => !common.has(t));
  const wanted = telling.length ? telling : all;
  if (!wanted.length) return null;
  const matched = (r: SearchResult) => wanted.filter((t) => r.queryTerms.includes(t)).length;
  const inTitle = (r: SearchResult) => wanted.filter((t) => Object.entries(r.match).some(([term, fields]) => fields.includes('title') && r.queryTerms.includes(t) && term.startsWith(t.slice(0, 4)))).length;
  // Passages that match more of the telling words come first, then those matching in the title.
  const results = search.search(question, { boostDocument: (id) => KIND_BOOST[passages[id as number]!.kind] })
    .slice(0, 30)
    .sort((a, b) => matched(b) - matched(a) || inTitle(b) - inTitle(a) || b.score - a.score);
  let best = results[0];
  if (!best) return null;
  const kind = passages[best.id as number]!.kind;
  if (best.score < MIN_SCORE || matched(best) / wanted.length < MIN_COVERAGE[kind]) return null;
  // One shared word is not enough to quote a page that discusses rather than answers.
  if (kind !== 'help' && kind !== 'service' && matched(best) < 2) return null;
  const distinct = matched;
  const page = passages[best.id as number]!.url;
  // The opening of the same page answers as well and reads better than a later section.
  const opening = results.find((r) => passages[r.id as number]!.url === page && !passages[r.id as number]!.section);
  if (opening && distinct(opening) === distinct(best) && opening.score >= best.score * 0.6) best = opening;
  const passage = passages[best.id as number]!;
  const sources = [{ title: passage.title, url: passage.url }];
  const second = results.find((r) => passages[r.id as number]!.url !== passage.url);
  if (second && distinct(second) === distinct(best) && second.score >= best.score * 0.85) {
    const p = passages[second.id as number]!;
    sources.push({ title: p.title, url: p.url });
  }
  return { reply: excerpt(passage, best.queryTerms), sources };
}

/** The lines of a passage around its best-matching line, up to a few hundred characters. */
export function excerpt(passage: Passage, queryTerms: string[]): string {
  const lines = passage.text.split('\n').filter(Boolean);
  const hits = (line: string) => termsOf(line).filter((t) => queryTerms.some((q) => t.startsWith(q) || q.startsWith(t))).length;
  let start = 0;
  lines.forEach((line, i) => {
    if (hits(line) > hits(lines[start]!)) start = i;
  });
  // A list reads better from the sentence that introduces it.
  while (start > 0 && /^(\d+\.|-)\s/.test(lines[start]!)) start--;
  const out: string[] = [];
  let length = 0;
  for (const line of lines.slice(start)) {
    if (out.length && length + line.length > EXCERPT_CHARS) break;
    out.push(line);
    length += line.length;
  }
  const text = out.join('\n');
  return text.length > EXCERPT_CHARS + 200 ? `${text.slice(0, text.lastIndexOf('. ', EXCERPT_CHARS) + 1 || EXCERPT_CHARS)}` : text;
}

function unknown(ctx: HandlerContext): ChatAnswer {
  return {
    reply: `I'm not sure about that one, and I would rather not guess. Try searching our [help centre](/support), or ask ${supportLink(ctx.facts)}: they're available 24/7.`,
    sources: [HELP_CENTRE],
  };
}
