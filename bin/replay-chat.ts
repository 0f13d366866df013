/**
 * Replays every question of the stored evaluation sets (tests/chat/eval, grades left out) through the engine, a
 * conversation's turns in order, and prints each answer under its question; with `--compare`, prints the questions whose
 * answers differ between two such replays, both answers in full. An engine change is read this way before it is
 * committed: what it changed, and nothing else.
 *
 *   node --no-regexp-tier-up --import tsx bin/replay-chat.ts > before.txt
 *   node --no-regexp-tier-up --import tsx bin/replay-chat.ts --compare before.txt after.txt
 */
import './native-regexps.js';
import fs from 'node:fs';
import path from 'node:path';
import fg from 'fast-glob';
import type { ChatMessage } from '../islands/chat/messages.ts';
import { widgetAsker } from './ask-as-the-widget.ts';

const root = path.resolve(import.meta.dirname, '..');
const QUESTION = '=== ';
const args = process.argv.slice(2);

if (args[0] === '--compare') compare(args[1]!, args[2]!);
else replay();

/** Each stored item's turns, once each: a set's single question is a conversation of one turn. */
function conversations(): string[][] {
  const seen = new Set<string>();
  const out: string[][] = [];
  for (const file of fg.sync('tests/chat/eval/**/*.json', { cwd: root, ignore: ['**/*grades*.json', '**/*changed*.json', '**/paired*/**'] }).sort()) {
    let items: unknown;
    try {
      items = JSON.parse(fs.readFileSync(path.join(root, file), 'utf8'));
    } catch {
      continue;
    }
    if (!Array.isArray(items)) continue;
    for (const item of items as { q?: unknown; turns?: { q?: unknown }[] }[]) {
      const turns = (Array.isArray(item?.turns) ? item.turns.map((t) => t?.q) : [item?.q]).map((q) => (typeof q === 'string' ? q.replace(/\s+/g, ' ').trim() : ''));
      const key = turns.join(' || ');
      if (!turns.length || turns.some((q) => !q) || seen.has(key)) continue;
      seen.add(key);
      out.push(turns);
    }
  }
  return out;
}

function replay(): void {
  const ask = widgetAsker();
  for (const turns of conversations()) {
    const messages: ChatMessage[] = [];
    const lines = [`${QUESTION}${turns.join(' || ')}`];
    for (const q of turns) {
      const reply = ask(q, messages);
      messages.push({ sender: 'user', text: q }, reply);
      lines.push(`--- ${q}`, reply.text);
    }
    process.stdout.write(`${lines.join('\n')}\n`);
  }
}

/** The answers of a replay by their question. */
function answersOf(file: string): Map<string, string> {
  const answers = new Map<string, string>();
  for (const block of fs.readFileSync(file, 'utf8').split(`\n${QUESTION}`)) {
    const text = block.replace(new RegExp(`^${QUESTION}`), '');
    const end = text.indexOf('\n');
    answers.set(text.slice(0, end), text.slice(end + 1));
  }
  return answers;
}

function compare(beforeFile: string, afterFile: string): void {
  const [before, after] = [answersOf(beforeFile), answersOf(afterFile)];
  const changed = [...before].filter(([question, answer]) => after.has(question) && after.get(question) !== answer);
  for (const [question, answer] of changed) console.log(`${QUESTION}${question}\n--- before\n${answer}\n--- after\n${after.get(question)}\n`);
  console.log(`${changed.length} of ${before.size} answers changed`);
}
