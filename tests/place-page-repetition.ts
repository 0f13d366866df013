import { sentencesOf, textOf } from '../generator/check/sentences.ts';
import { processTerm } from '../kernel/chat/search.ts';

/** A place page's words, split as a reader sees them: the hero's lead, and the paragraphs of the article below. */
function heroAndBody(html: string): { hero: string; body: string[] } {
  const hero = /<section class="hero location-hero">[\s\S]*?<p class="lead">([\s\S]*?)<\/p>/.exec(html)?.[1] ?? '';
  const article = /<article\b[^>]*>([\s\S]*?)<\/article>/.exec(html)?.[1] ?? '';
  const body = [...article.matchAll(/<p\b([^>]*)>([\s\S]*?)<\/p>/g)]
    .filter(([, attrs]) => !/\bdata-boilerplate\b/.test(attrs!))
    .map(([, , inner]) => textOf(inner!));
  return { hero: textOf(hero), body };
}

/** The distinct content words of a text, stemmed, without stop words or the place's own name. */
function contentWords(text: string, name: string): Set<string> {
  const own = new Set(name.toLowerCase().split(/\s+/));
  const words = text.toLowerCase().split(/[^\p{L}\p{N}'’-]+/u).filter((w) => w && !own.has(w));
  return new Set(words.flatMap((w) => processTerm(w) ?? []));
}

/**
 * How much of the hero's lead a paragraph below repeats: the largest share of the lead's content
 * words that any one paragraph holds (a long article holds most words somewhere; one paragraph
 * holding most of them says the same thing again), and the lead's sentences said again below.
 */
export function repetition(html: string, name: string): { share: number; sentences: string[] } {
  const { hero, body } = heroAndBody(html);
  const heroWords = contentWords(hero, name);
  const share = Math.max(0, ...body.map((paragraph) => {
    const words = contentWords(paragraph, name);
    return heroWords.size ? [...heroWords].filter((w) => words.has(w)).length / heroWords.size : 0;
  }));
  const bodySentences = new Set(body.flatMap(sentencesOf));
  return { share, sentences: sentencesOf(hero).filter((s) => bodySentences.has(s)) };
}
