/**
 * Writes server/chat/paraphrases.json: the first questions of evaluation sets already studied, each with the kind of
 * answer the engine gives it today (the answer's first line), for the engine to find a question it does not understand
 * asked before in other words (server/chat/paraphrases.ts). Only kinds that at least MIN_QUESTIONS different questions
 * got are kept, and never a total, an estimate, a town's answer, another language's or "I'm not sure"; only questions of
 * one part.
 *
 * It reads every set of tests/chat/eval/ in rounds up to the one named (and the practice sets, tuning material): name the
 * last round that is a tuning set, never a locked one, which must never be read into the engine.
 *
 *   npm run chat:paraphrases -- --through 152
 */
import './native-regexps.js';
import fs from 'node:fs';
import path from 'node:path';
import { buildChatIndex } from '../generator/chat/index.ts';
import { loadContent } from '../generator/content/load.ts';
import { createChatEngine } from '../server/chat/engine.ts';
import { NOT_ON_THE_SITE } from '../server/chat/handlers/scope.ts';
import { PARAPHRASES_FILE, ParaphrasesSchema } from '../server/chat/paraphrases.ts';
import { splitQuestions } from '../server/chat/understand/message.ts';

const MIN_QUESTIONS = 5;

interface SetItem { id: string; q?: string; turns?: { q: string }[] }

const through = Number(/^--through=?(\d+)$/.exec(process.argv.slice(2).join('='))?.[1]);
if (!through) throw new Error('Name the last round that is a tuning set: --through <round>.');
const root = path.resolve(import.meta.dirname, '..');
const EVAL = path.join(root, 'tests/chat/eval');
// A round's folder is round<n>; own/, eng*/ and lang*/ hold practice questions. A set is a .json that holds no grades.
const sets = fs.readdirSync(EVAL, { withFileTypes: true })
  .filter((d) => d.isDirectory() && (Number(/^round(\d+)$/.exec(d.name)?.[1] ?? 0) <= through) && /^(round\d+|own|eng\d+|lang\d+)$/.test(d.name))
  .flatMap((d) => fs.readdirSync(path.join(EVAL, d.name)).filter((f) => f.endsWith('.json') && !f.includes('grades')).map((f) => path.join(EVAL, d.name, f)))
  .sort();
const engine = createChatEngine(buildChatIndex(loadContent(root).content), { paraphrases: null });

const byKind = new Map<string, Set<string>>();
for (const file of sets) {
  const items: unknown = JSON.parse(fs.readFileSync(file, 'utf8'));
  // Beside the sets lie other records (the paired gradings' keys): a set is a list of items.
  if (!Array.isArray(items)) continue;
  for (const item of items as SetItem[]) {
    const question = (item.turns?.[0]?.q ?? item.q ?? '').replace(/\s+/g, ' ').trim();
    // A question of several parts is answered in several: its answer would bring the other parts' along.
    if (!question || splitQuestions(question).length > 1) continue;
    const answer = engine.answer(question);
    const kind = answer.reply.split('\n')[0]!;
    const specific = /^I can only answer in English|^Total: |\bestimate\b|^Yes, we clean in|^Not yet/.test(kind) || kind.startsWith(NOT_ON_THE_SITE)
      || answer.sources.some((s) => s.url.startsWith('/locations/'));
    if (specific) continue;
    let questions = byKind.get(kind);
    if (!questions) byKind.set(kind, (questions = new Set()));
    questions.add(question);
  }
}

const kinds = [...byKind].filter(([, qs]) => qs.size >= MIN_QUESTIONS).map(([kind]) => kind).sort();
const questions = kinds.flatMap((kind, i) => [...byKind.get(kind)!].sort().map((q): [string, number] => [q, i]));
const data = ParaphrasesSchema.parse({ kinds, questions });
fs.writeFileSync(PARAPHRASES_FILE, `${JSON.stringify(data)}\n`);
console.log(`${sets.length} sets through round ${through}: ${questions.length} questions of ${kinds.length} kinds -> ${path.relative(root, PARAPHRASES_FILE)}`);
