import type { ChatIndex } from '../../../kernel/chat/model.ts';
import { termsOf } from '../../../kernel/chat/search.ts';

/** How many of the nearest asked questions vote on the page. */
const NEIGHBOURS = 7;
/** The share of the neighbours' likeness one page must hold to be taken as the answer's page. */
const AGREEMENT = 0.7;
/** Terms in more than this share of the asked questions are not looked up (their likeness is left out). */
const COMMON = 0.05;
/** ...however few questions there are: below this many, no term is common. */
const MIN_COMMON = 20;
/** How alike (cosine, 0 to 1) the nearest asked question must be at least. */
const LIKENESS = 0.3;

interface Asked {
  url: string;
  /** Term weights, unit length. */
  weights: Map<string, number>;
}

/**
 * The page that answers a question nobody tuned the chat for, read from the questions visitors
 * asked before and the page that answered each (content/chat/asked.json): the questions most alike
 * in words (terms and pairs of terms, weighted by how rare they are among the asked questions) vote
 * for their pages, and a page is named only when most of the likeness is its own.
 *
 * @example new AskedQuestions(index.asked).pageFor('do u do saturdays') // '/support/...' or null
 */
export class AskedQuestions {
  private readonly asked: Asked[] = [];
  private readonly withTerm = new Map<string, number[]>();
  private readonly idf = new Map<string, number>();

  constructor(pages: ChatIndex['asked']) {
    const counted = pages.flatMap((page) => page.questions.map((q) => ({ url: page.url, terms: termsAndPairs(q) })));
    const df = new Map<string, number>();
    for (const { terms } of counted) for (const t of new Set(terms)) df.set(t, (df.get(t) ?? 0) + 1);
    for (const [t, n] of df) this.idf.set(t, Math.log(counted.length / n));
    for (const { url, terms } of counted) {
      const id = this.asked.push({ url, weights: this.weigh(terms) }) - 1;
      // A term in many asked questions adds little likeness and most of the work: only telling terms are looked up.
      for (const t of this.asked[id]!.weights.keys()) if (df.get(t)! <= Math.max(COMMON * counted.length, MIN_COMMON)) this.withTerm.set(t, [...(this.withTerm.get(t) ?? []), id]);
    }
  }

  /** The page the question's nearest asked questions agree on, or null when they do not. */
  pageFor(question: string): string | null {
    const weights = this.weigh(termsAndPairs(question));
    const likeness = new Map<number, number>();
    for (const [t, w] of weights) for (const id of this.withTerm.get(t) ?? []) likeness.set(id, (likeness.get(id) ?? 0) + w * this.asked[id]!.weights.get(t)!);
    const nearest = topOf(likeness, NEIGHBOURS);
    if (!nearest.length || nearest[0]![1] < LIKENESS) return null;
    const votes = new Map<string, number>();
    for (const [id, like] of nearest) votes.set(this.asked[id]!.url, (votes.get(this.asked[id]!.url) ?? 0) + like);
    const [url, share] = [...votes].sort((a, b) => b[1] - a[1])[0]!;
    return share / nearest.reduce((sum, [, like]) => sum + like, 0) >= AGREEMENT ? url : null;
  }

  /** Log-scaled counts times rarity, to unit length; a term no asked question has weighs nothing. */
  private weigh(terms: string[]): Map<string, number> {
    const counts = new Map<string, number>();
    for (const t of terms) if (this.idf.has(t)) counts.set(t, (counts.get(t) ?? 0) + 1);
    const weights = new Map([...counts].map(([t, n]) => [t, (1 + Math.log(n)) * this.idf.get(t)!]));
    const length = Math.sqrt([...weights.values()].reduce((sum, w) => sum + w * w, 0)) || 1;
    for (const [t, w] of weights) weights.set(t, w / length);
    return weights;
  }
}

/** The `n` entries of highest value, highest first, without sorting them all. */
function topOf(values: Map<number, number>, n: number): [number, number][] {
  const top: [number, number][] = [];
  for (const entry of values) {
    if (top.length === n && entry[1] <= top[n - 1]![1]) continue;
    let i = top.length < n ? top.length : n - 1;
    top[i] = entry;
    while (i > 0 && top[i - 1]![1] < entry[1]) [top[i], top[i - 1]] = [top[i - 1]!, top[i]!], i--;
  }
  return top;
}

/** A question's terms (see termsOf) and each pair of neighbouring terms: "same cleaner" says more than its words. */
function termsAndPairs(question: string): string[] {
  const terms = termsOf(question);
  return [...terms, ...terms.slice(1).map((t, i) => `${terms[i]} ${t}`)];
}
