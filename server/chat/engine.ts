import fs from 'node:fs';
import { areaHandler, PlaceFinder } from './handlers/area.ts';
import { HELP_CENTRE, handlerContext, supportLink, toQuestion, type Handler, type HandlerContext } from './handlers/context.ts';
import { answerIntent } from './handlers/intents.ts';
import { answerPrice } from './handlers/prices.ts';
import { ChatIndexSchema, type ChatAnswer, type ChatIndex, type Passage } from './model.ts';
import { loadSearch, termsOf } from './search.ts';

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
  const handlers: Handler[] = [answerPrice, areaHandler(new PlaceFinder(index.places)), answerIntent];
  const retrieve = retriever(index);
  return {
    answer(raw) {
      const question = toQuestion(raw);
      for (const handler of handlers) {
        const answer = handler(question, ctx);
        if (answer) return answer;
      }
      return retrieve(question.raw) ?? unknown(ctx);
    },
  };
}

const titleKey = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, ' ').trim();

/** Quotes the passage that best answers a question, or returns null when none answers it well enough. */
function retriever(index: ChatIndex): (question: string) => ChatAnswer | null {
  const { passages } = index;
  const search = loadSearch(index.search);
  const common = new Set(index.commonTerms);
  const byTitle = new Map(passages.filter((p) => p.kind === 'help' && !p.section).map((p) => [titleKey(p.title), p]));
  const boostDocument = (id: unknown) => KIND_BOOST[passages[id as number]!.kind];

  return (question) => {
    // A question asked in an article's own words gets that article's opening answer.
    const titled = byTitle.get(titleKey(question));
    if (titled) return { reply: excerpt(titled, []), sources: [{ title: titled.title, url: titled.url }] };
    const all = termsOf(question);
    const telling = all.filter((t) => !common.has(t));
    const wanted = telling.length ? telling : all;
    if (!wanted.length) return null;
    // Only the telling terms are searched: words on most pages ("clean") rank nothing and cost most.
    const found = search.search(wanted.join(' '), { boostDocument, processTerm: (t) => t }).slice(0, 30);
    const ranked = found.map((r) => {
      const terms = new Set(r.queryTerms);
      const titleTerms = new Set(Object.entries(r.match).filter(([, fields]) => fields.includes('title')).map(([term]) => term));
      return {
        r,
        passage: passages[r.id as number]!,
        matched: wanted.filter((t) => terms.has(t)).length,
        inTitle: wanted.filter((t) => [...titleTerms].some((term) => term.startsWith(t.slice(0, 4)))).length,
      };
    });
    // Passages that match more of the telling words come first, then those matching in the title.
    ranked.sort((a, b) => b.matched - a.matched || b.inTitle - a.inTitle || b.r.score - a.r.score);
    let best = ranked[0];
    if (!best) return null;
    const kind = best.passage.kind;
    if (best.r.score < MIN_SCORE || best.matched / wanted.length < MIN_COVERAGE[kind]) return null;
    // One shared word is not enough to quote a page that discusses rather than answers.
    if (kind !== 'help' && kind !== 'service' && best.matched < 2) return null;
    // The opening of the same page answers as well and reads better than a later section.
    const opening = ranked.find((x) => x.passage.url === best!.passage.url && !x.passage.section);
    if (opening && opening.matched === best.matched && opening.r.score >= best.r.score * 0.6) best = opening;
    const sources = [{ title: best.passage.title, url: best.passage.url }];
    const second = ranked.find((x) => x.passage.url !== best!.passage.url);
    if (second && second.matched === best.matched && second.r.score >= best.r.score * 0.85) {
      sources.push({ title: second.passage.title, url: second.passage.url });
    }
    return { reply: excerpt(best.passage, best.r.queryTerms), sources };
  };
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
