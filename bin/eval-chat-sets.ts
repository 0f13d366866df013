/**
 * Asks the real chat engine every question of one or more locked evaluation sets written by
 * outside writers (tests/chat/eval/round*), the way the widget and the API would: each message goes
 * through the API's own body checks, and a conversation's later turns carry the history the
 * widget sends. Writes, per set, the replies beside the criteria for a human grader
 * (`<out>/<set>.md`), and prints the answer latency. With `--grades`, prints the figures of a
 * graded set instead (see CHAT-EVAL.md: A% for singles and for conversations, counts of C and D).
 *
 *   npm run eval:chat:sets -- tests/chat/eval/round3/w1.json [--out .cache/chat-replies]
 *   npm run eval:chat:sets -- --grades tests/chat/eval/round3/w1.grades.json
 */
import './native-regexps.js';
import fs from 'node:fs';
import path from 'node:path';
import type { ChatMessage } from '../islands/chat/messages.ts';
import { widgetAsker } from './ask-as-the-widget.ts';

interface Criteria { q: string; expect: string; must_not?: string }
interface SetItem extends Partial<Criteria> { id: string; persona?: string; category?: string; turns?: Criteria[] }
interface Graded { id: string; grade?: Grade; turns?: Grade[] }
type Grade = 'A' | 'B' | 'C' | 'D';

const args = process.argv.slice(2);
const flag = (name: string) => {
  const i = args.indexOf(name);
  return i < 0 ? undefined : args.splice(i, 2)[1];
};

const gradesFile = flag('--grades');
if (gradesFile) report(gradesFile);
else askAll(args, flag('--out') ?? '.cache/chat-replies');

function askAll(sets: string[], outDir: string): void {
  if (!sets.length) throw new Error('Name at least one set file.');
  const times: number[] = [];
  const ask = widgetAsker((ms) => times.push(ms));

  fs.mkdirSync(outDir, { recursive: true });
  for (const file of sets) {
    const items = JSON.parse(fs.readFileSync(file, 'utf8')) as SetItem[];
    const lines = [`# Replies to ${path.basename(file)}`, '', 'Grade each reply A (correct and useful), B (correct, not useful), C (wrong), D (invented) against its criteria.', ''];
    for (const item of items) {
      const turns = item.turns ?? [{ q: item.q!, expect: item.expect!, must_not: item.must_not }];
      const messages: ChatMessage[] = [];
      lines.push(`## ${item.id} (${item.persona ?? ''}, ${item.category ?? ''})`, '');
      turns.forEach((turn, i) => {
        const reply = ask(turn.q, messages);
        messages.push({ sender: 'user', text: turn.q }, reply);
        const sources = reply.sources?.map((s) => `${s.title} <${s.url}>`).join('; ') ?? '(none)';
        lines.push(`### turn ${i + 1}`, '', `**Q:** ${turn.q}`, '', '**Reply:**', '', '```', reply.text, '```', '', `**Sources:** ${sources}`, '',
          `**Expect:** ${turn.expect}`, '', `**Must not:** ${turn.must_not ?? ''}`, '');
      });
    }
    const out = path.join(outDir, `${path.basename(file, '.json')}.md`);
    fs.writeFileSync(out, lines.join('\n'));
    console.log(`${file}: ${items.length} items -> ${out}`);
  }
  times.sort((a, b) => a - b);
  const q = (p: number) => times[Math.min(times.length - 1, Math.ceil(p * times.length) - 1)]!.toFixed(2);
  console.log(`latency per answer over ${times.length} answers: median ${q(0.5)} ms, p99 ${q(0.99)} ms, max ${times.at(-1)!.toFixed(2)} ms`);
}

function report(file: string): void {
  const graded = JSON.parse(fs.readFileSync(file, 'utf8')) as Graded[];
  const singles = graded.filter((g) => !g.turns).map((g) => g.grade!);
  const convs = graded.filter((g) => g.turns).map((g) => g.turns!);
  const worst = (grades: Grade[]) => grades.reduce((w, g) => (g > w ? g : w), 'A' as Grade);
  const count = (grades: Grade[], g: Grade) => grades.filter((x) => x === g).length;
  const pct = (n: number, d: number) => `${((100 * n) / Math.max(d, 1)).toFixed(1)}% (${n}/${d})`;
  const convGrades = convs.map(worst);
  const allTurns = convs.flat();
  console.log(path.basename(file));
  console.log(`  singles: A ${pct(count(singles, 'A'), singles.length)}, B ${count(singles, 'B')}, C ${count(singles, 'C')}, D ${count(singles, 'D')}`);
  console.log(`  conversations, every turn A: ${pct(count(convGrades, 'A'), convGrades.length)}; turns C ${count(allTurns, 'C')}, D ${count(allTurns, 'D')}`);
  console.log(`  follow-up turns A: ${pct(count(convs.flatMap((t) => t.slice(1)), 'A'), convs.flatMap((t) => t.slice(1)).length)}`);
}
