/**
 * Grading of the chat evaluation: the acceptance criteria written with each question, and the
 * invented-fact check, which flags any figure or town page in a reply that the content does not
 * hold (or, for prices, that the price table cannot produce).
 */
import fs from 'node:fs';
import path from 'node:path';
import fg from 'fast-glob';
import { z } from 'zod';
import type { ChatAnswer, ChatIndex } from '../../../kernel/chat/model.ts';
import { firstCleanCents } from '../../../kernel/money.ts';

export const EvalCaseSchema = z.strictObject({
  id: z.string(),
  cat: z.string(),
  q: z.string(),
  history: z.array(z.strictObject({ question: z.string(), answer: z.string().optional() })).optional(),
  must: z.array(z.string()).default([]),
  not: z.array(z.string()).default([]),
});
export type EvalCase = z.output<typeof EvalCaseSchema>;

export function readCases(file: string): EvalCase[] {
  return z.array(EvalCaseSchema).parse(JSON.parse(fs.readFileSync(file, 'utf8')));
}

/** What `~name` stands for in a `must` entry: alternatives, any of which will do. */
function macros(index: ChatIndex): Record<string, string[]> {
  return {
    support: [index.facts.clientSupportUrl],
    honest: ["doesn't say", 'does not say', "don't say", "doesn't list", 'does not list', "don't list", 'do not list',
      "don't publish", 'do not publish', 'not published', "isn't on our site", 'not on our site', "doesn't give", 'does not give',
      "doesn't cover", 'no details', "haven't published", "hasn't published", "we haven't announced"],
    outside: ['outside our area', 'outside the area', 'outside our service area', "don't serve", 'do not serve', 'not yet',
      'new jersey only', 'only in new jersey', 'only new jersey'],
  };
}

const lower = (s: string) => s.toLowerCase();

function present(entry: string, haystack: string, index: ChatIndex): boolean {
  if (entry.startsWith('re:')) return new RegExp(entry.slice(3), 'im').test(haystack);
  return entry.split('|').some((alt) => {
    if (alt.startsWith('~')) return (macros(index)[alt.slice(1)] ?? []).some((m) => haystack.includes(lower(m)));
    return haystack.includes(lower(alt));
  });
}

/** Figures the content states, and every price the table can add up to. */
export class FactBook {
  readonly numbers = new Set<string>();
  readonly phrases: string;
  readonly cents = new Set<number>();
  readonly pages = new Set<string>();

  constructor(root: string, index: ChatIndex) {
    const files = fg.sync(['content/**/*.md', 'content/**/*.json'], { cwd: root, absolute: true });
    const text = files.map((f) => fs.readFileSync(f, 'utf8')).join('\n');
    const csv = fs.readFileSync(path.join(root, 'content/locations/nj-place-aliases.csv'), 'utf8');
    this.phrases = lower(text);
    for (const m of `${text}\n${csv}`.matchAll(/\d+(?:\.\d+)?/g)) this.numbers.add(m[0]);
    for (const p of index.places) p.zips.forEach((z) => this.numbers.add(z));
    for (const m of text.matchAll(/\$(\d+)\.(\d\d)/g)) this.cents.add(Number(m[1]) * 100 + Number(m[2]));
    for (const tier of ['standard', 'deep'] as const) {
      let sums = new Set([0]);
      for (const room of index.facts.rooms) {
        const next = new Set<number>();
        for (const s of sums) for (let k = 0; k <= 12; k++) next.add(s + k * room[tier]);
        sums = next;
      }
      for (const addOn of index.facts.addOns) for (const s of [...sums]) sums.add(s + addOn.price);
      for (const s of sums) {
        this.cents.add(s);
        this.cents.add(firstCleanCents(s, index.facts.offer.percentOff));
      }
    }
    for (const p of index.places) {
      this.pages.add(`/locations/new-jersey/${p.county}`);
      this.pages.add(`/locations/new-jersey/${p.county}/${p.slug}`);
    }
    this.pages.add('/locations/new-jersey');
  }

  /** Each figure or town page in the reply that the content does not back. */
  invented(answer: ChatAnswer, asked: string): string[] {
    const out: string[] = [];
    const urls = [...answer.reply.matchAll(/\]\(([^)]+)\)/g)].map((m) => m[1]!).concat(answer.sources.map((s) => s.url));
    for (const url of urls) {
      const pathname = url.split(/[?#]/)[0]!;
      if (pathname.startsWith('/locations/new-jersey') && !this.pages.has(pathname)) out.push(`page ${pathname}`);
    }
    // Link targets are addresses, not claims; the question's own figures may be echoed.
    let text = answer.reply.replace(/\]\([^)]+\)/g, ']');
    const echoed = new Set(asked.match(/\d+(?:\.\d+)?/g) ?? []);
    text = text.replace(/\$(\d{1,3}(?:,\d{3})*|\d+)(?:\.(\d\d))?/g, (whole, d: string, c?: string) => {
      const value = Number(d.replace(/,/g, '')) * 100 + Number(c ?? 0);
      if (!this.cents.has(value)) out.push(whole);
      return ' ';
    });
    text = text.replace(/(\d+(?:\.\d+)?)\s*(%|percent)/g, (whole, n: string) => {
      if (!this.numbers.has(n) && !echoed.has(n)) out.push(whole);
      return ' ';
    });
    text = text.replace(/(\d+(?:\.\d+)?)(?:\s*(?:-|to|or)\s*\d+)?\s+(seconds?|minutes?|mins?|hours?|hrs?|days?|weeks?|months?|years?)\b/gi, (whole) => {
      if (!this.phrases.includes(lower(whole)) && !echoed.has(whole.match(/\d+/)![0])) out.push(whole);
      return ' ';
    });
    for (const m of text.matchAll(/(?<![\w.])\d+(?:\.\d+)?(?![\w.]*\d)/g)) {
      if (!this.numbers.has(m[0]) && !echoed.has(m[0])) out.push(m[0]);
    }
    return out;
  }
}

export interface Graded {
  correct: boolean;
  useful: boolean;
  missing: string[];
  forbidden: string[];
  invented: string[];
}

export function grade(c: EvalCase, answer: ChatAnswer, index: ChatIndex, facts: FactBook): Graded {
  const haystack = lower(`${answer.reply}\n${answer.sources.map((s) => s.url).join('\n')}`);
  const forbidden = c.not.filter((n) => present(n, haystack, index));
  const missing = c.must.filter((m) => !present(m, haystack, index));
  const asked = [c.q, ...(c.history ?? []).map((h) => h.question)].join(' ');
  const invented = facts.invented(answer, asked);
  const correct = !forbidden.length && !invented.length;
  return { correct, useful: correct && !missing.length, missing, forbidden, invented };
}
