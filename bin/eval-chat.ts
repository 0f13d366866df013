/**
 * The chat evaluation: asks the real engine, built in-process from content/, every question of
 * both splits (tests/chat/eval), grades each reply against the criteria written with it and
 * prints, per split and category, the correct-and-useful and at-least-correct rates, the invented
 * facts and the answer latency. Only the tuning split's failures are listed: the held-out split
 * is for measuring, not tuning.
 *
 *   npm run eval:chat [-- --all-failures]
 */
import './native-regexps.js';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { buildChatIndex } from '../generator/chat/index.ts';
import { loadContent } from '../generator/content/load.ts';
import { createChatEngine } from '../server/chat/engine.ts';
import type { ChatAnswer } from '../kernel/chat/model.ts';
import { FactBook, grade, readCases, type EvalCase } from '../tests/chat/eval/grade.ts';

const root = path.resolve(import.meta.dirname, '..');
const dir = path.join(root, 'tests/chat/eval');
// Through JSON, as the server reads it, so the build's garbage is not collected while answers are timed.
const index = JSON.parse(JSON.stringify(buildChatIndex(loadContent(root).content))) as ReturnType<typeof buildChatIndex>;
const engine = createChatEngine(index);
const facts = new FactBook(root, index);
(globalThis as { gc?: () => void }).gc?.();
const ask = engine.answer as (question: string, history?: EvalCase['history']) => ChatAnswer;
const showAll = process.argv.includes('--all-failures');
(globalThis as { gc?: () => void }).gc?.();

const pct = (n: number, d: number) => `${((100 * n) / d).toFixed(1)}%`.padStart(6);
const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;

function run(split: string, cases: EvalCase[], listFailures: boolean): void {
  // One warm-up pass, so the first questions do not pay for the JIT.
  for (const c of cases.slice(0, 20)) ask(c.q, c.history);
  // Every answer is timed first, and graded after: grading allocates, and its garbage would be
  // collected inside the timed answers.
  const answered = cases.map((c) => {
    const start = performance.now();
    const answer = ask(c.q, c.history);
    return { c, answer, ms: performance.now() - start };
  });
  const results = answered.map((r) => ({ ...r, g: grade(r.c, r.answer, index, facts) }));
  const cats = [...new Set(cases.map((c) => c.cat))];
  console.log(`\n${split}: ${cases.length} questions`);
  console.log(`  ${'category'.padEnd(14)} ${'n'.padStart(4)}  useful  correct`);
  for (const cat of cats) {
    const inCat = results.filter((r) => r.c.cat === cat);
    console.log(`  ${cat.padEnd(14)} ${String(inCat.length).padStart(4)}  ${pct(inCat.filter((r) => r.g.useful).length, inCat.length)}  ${pct(inCat.filter((r) => r.g.correct).length, inCat.length)}`);
  }
  const useful = results.filter((r) => r.g.useful).length;
  const correct = results.filter((r) => r.g.correct).length;
  const invented = results.flatMap((r) => r.g.invented.map((i) => `${r.c.id}: ${i}`));
  const times = results.map((r) => r.ms).sort((a, b) => a - b);
  console.log(`  ${'ALL'.padEnd(14)} ${String(results.length).padStart(4)}  ${pct(useful, results.length)}  ${pct(correct, results.length)}`);
  console.log(`  invented facts: ${invented.length}${invented.length ? ` (${invented.join('; ')})` : ''}`);
  console.log(`  latency per answer: median ${quantile(times, 0.5).toFixed(2)} ms, p99 ${quantile(times, 0.99).toFixed(2)} ms, max ${times.at(-1)!.toFixed(2)} ms`);
  if (!listFailures) return;
  for (const { c, g, answer } of results.filter((r) => !r.g.useful)) {
    const why = [g.missing.length && `missing ${g.missing.join(', ')}`, g.forbidden.length && `has ${g.forbidden.join(', ')}`,
      g.invented.length && `invented ${g.invented.join(', ')}`].filter(Boolean).join('; ');
    console.log(`  FAIL ${c.id} [${c.cat}] ${JSON.stringify(c.q)}: ${why}\n       -> ${answer.reply.replace(/\n/g, ' | ').slice(0, 220)}`);
  }
}

run('tuning split', readCases(path.join(dir, 'tuning.json')), true);
run('held-out split', readCases(path.join(dir, 'heldout.json')), showAll);
