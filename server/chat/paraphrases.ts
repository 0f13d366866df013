import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

/**
 * Questions visitors asked in earlier evaluation rounds, each with the kind of answer the engine gave it (the answer's
 * first line). Only kinds many different questions got are kept: answers the site gives whatever the details, never a
 * total, a town or "I'm not sure". Written by `npm run chat:paraphrases` from the rounds already studied.
 */
export const ParaphrasesSchema = z.object({
  /** The first line of each kind of answer. */
  kinds: z.array(z.string()),
  /** A question as asked, and the index of its answer's kind. */
  questions: z.array(z.tuple([z.string(), z.number().int().nonnegative()])),
}).refine((p) => p.questions.every(([, kind]) => kind < p.kinds.length), 'every question names a kind in kinds');
export type ParaphraseData = z.infer<typeof ParaphrasesSchema>;

// From this module's own folder (import.meta.dirname, which the CLI's bundle keeps as the source's).
export const PARAPHRASES_FILE = path.join(import.meta.dirname, 'paraphrases.json');

export function readParaphrases(): ParaphraseData {
  return ParaphrasesSchema.parse(JSON.parse(fs.readFileSync(PARAPHRASES_FILE, 'utf8')));
}

/** How alike the nearest question must be (cosine of their weighted words), and what share of the neighbours' weight its kind must hold. */
const MIN_SIMILARITY = 0.4;
const MIN_AGREEMENT = 0.4;
const NEIGHBOURS = 7;

/** Words that say nothing of what is asked. */
const STOP = new Set(`the a an and or of to in is it i my for on do you your we our can be are with that this what how does at if me have will
  there any so from as but not just they would should was about get by its im i'm u us am hi hello please thanks thank`.split(/\s+/));

/** A question's words and word pairs, the stop words left out. */
function termsOf(text: string): string[] {
  const words = (text.toLowerCase().match(/[a-z0-9']+/g) ?? []).filter((w) => !STOP.has(w));
  return [...words, ...words.slice(1).map((w, i) => `${words[i]}_${w}`)];
}

export interface Paraphrase {
  /** The earlier question nearest the one asked. */
  question: string;
  /** The first line its answer had. */
  kind: string;
}

/**
 * Finds, for a question no handler understood, an earlier question that asks the same thing in other words, and whose
 * answer the engine knows: "Where might I read what your other customers think of you?" is "Where can I read reviews
 * from your other clients?". Its answer is trusted only where the nearest questions agree on it.
 * The likeness is a cosine of weighted words, which says how alike two questions are on a fixed scale; the search
 * library's ranking scores (minisearch, BM25) rank well but have no scale to set "the same question" on.
 */
export class Paraphrases {
  /** Each term's number, which indexes the arrays below. */
  private readonly termIds = new Map<string, number>();
  private readonly idf: Float64Array;
  /**
   * Per term, the questions that have it and its weight in each: term t's are at starts[t] up to starts[t + 1] in ids and
   * weights. A few arrays shared by every term, as a list of its own for each term held most of the memory.
   */
  private readonly starts: Int32Array;
  private readonly ids: Int32Array;
  private readonly weights: Float64Array;
  private readonly unseen: number;
  /** Each question's score in the call under way, and 0 outside one: one array kept costs less than a map per call. */
  private readonly scores: Float64Array;

  constructor(private readonly data: ParaphraseData) {
    const terms = data.questions.map(([q]) => termsOf(q));
    const documentFrequency: number[] = [];
    for (const t of terms) {
      for (const term of new Set(t)) {
        let id = this.termIds.get(term);
        if (id === undefined) {
          id = documentFrequency.length;
          this.termIds.set(term, id);
          documentFrequency.push(0);
        }
        documentFrequency[id]!++;
      }
    }
    const n = data.questions.length;
    // Rarer words weigh more; one more question than there are keeps a word every question has (or a list of one) above nothing.
    this.idf = Float64Array.from(documentFrequency, (df) => Math.log((n + 1) / df));
    this.unseen = Math.log(n + 1);
    // A term is listed once for each question that has it, so where each term's list starts is known before any is filled.
    this.starts = new Int32Array(documentFrequency.length + 1);
    documentFrequency.forEach((df, id) => (this.starts[id + 1] = this.starts[id]! + df));
    this.ids = new Int32Array(this.starts[documentFrequency.length]!);
    this.weights = new Float64Array(this.ids.length);
    const next = this.starts.slice(0, -1);
    terms.forEach((t, i) => {
      for (const [term, weight] of this.vector(t)) {
        const id = this.termIds.get(term)!;
        const at = next[id]!;
        next[id] = at + 1;
        this.ids[at] = i;
        this.weights[at] = weight;
      }
    });
    this.scores = new Float64Array(n);
  }

  /** The earlier question the text asks again, or null when none is near enough or the nearest disagree. */
  nearest(text: string): Paraphrase | null {
    // The questions scored, in the order first scored: ties among the best go to the one read first.
    const scored: number[] = [];
    for (const [term, weight] of this.vector(termsOf(text))) {
      const id = this.termIds.get(term);
      if (id === undefined) continue;
      for (let k = this.starts[id]!; k < this.starts[id + 1]!; k++) {
        const i = this.ids[k]!;
        const score = this.scores[i]!;
        // Every weight is above nothing, so a score still at 0 is one not yet begun.
        if (score === 0) scored.push(i);
        this.scores[i] = score + weight * this.weights[k]!;
      }
    }
    // The few best, kept in order as the scores are read: sorting every question scored would cost more than the lookup.
    const top: [number, number][] = [];
    for (const i of scored) {
      const score = this.scores[i]!;
      this.scores[i] = 0; // so the next call starts from nothing
      if (top.length === NEIGHBOURS && score <= top[NEIGHBOURS - 1]![1]) continue;
      let at = top.findIndex(([, s]) => score > s);
      if (at < 0) at = top.length;
      top.splice(at, 0, [i, score]);
      if (top.length > NEIGHBOURS) top.pop();
    }
    if (!top.length) return null;
    const kindOf = (i: number) => this.data.questions[i]![1];
    const votes = new Map<number, number>();
    for (const [i, score] of top) votes.set(kindOf(i), (votes.get(kindOf(i)) ?? 0) + score);
    const [kind, weight] = [...votes].sort((a, b) => b[1] - a[1])[0]!;
    const total = [...votes.values()].reduce((sum, v) => sum + v, 0);
    const [best, score] = top.find(([i]) => kindOf(i) === kind)!;
    if (score < MIN_SIMILARITY || weight / total < MIN_AGREEMENT) return null;
    return { question: this.data.questions[best]![0], kind: this.data.kinds[kind]! };
  }

  /** Term weights (count times rarity), scaled to length 1. */
  private vector(terms: string[]): Map<string, number> {
    const weights = new Map<string, number>();
    for (const t of terms) weights.set(t, (weights.get(t) ?? 0) + this.rarity(t));
    let length = 0;
    for (const w of weights.values()) length += w * w;
    length = Math.sqrt(length) || 1;
    for (const [t, w] of weights) weights.set(t, w / length);
    return weights;
  }

  /** A term's weight: a term no earlier question has weighs as much as the rarest. */
  private rarity(term: string): number {
    const id = this.termIds.get(term);
    return id === undefined ? this.unseen : this.idf[id]!;
  }
}
