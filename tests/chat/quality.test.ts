import fs from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { buildChatIndex } from '../../generator/chat/index.ts';
import { loadContent } from '../../generator/content/load.ts';
import { createChatEngine } from '../../server/chat/engine.ts';

interface Case {
  q: string;
  /** Facts or links the answer (reply or source addresses) must contain, case-insensitively. */
  expect: string[];
}

const root = path.resolve(import.meta.dirname, '../..');
const cases = JSON.parse(fs.readFileSync(path.join(import.meta.dirname, 'quality.json'), 'utf8')) as Case[];

it('answers at least 90% of realistic questions with the facts and links they need', () => {
  const engine = createChatEngine(buildChatIndex(loadContent(root).content));
  const failures: string[] = [];
  for (const { q, expect: needed } of cases) {
    const answer = engine.answer(q);
    expect(answer.sources.length, q).toBeGreaterThan(0);
    const text = `${answer.reply}\n${answer.sources.map((s) => s.url).join('\n')}`.toLowerCase();
    const missing = needed.filter((n) => !text.includes(n.toLowerCase()));
    if (missing.length) failures.push(`${q}: missing ${missing.join(', ')}`);
  }
  const rate = (cases.length - failures.length) / cases.length;
  console.log(`Chat answer quality: ${cases.length - failures.length}/${cases.length} (${(rate * 100).toFixed(1)}%)` +
    (failures.length ? `\n  ${failures.join('\n  ')}` : ''));
  expect(cases.length).toBeGreaterThanOrEqual(40);
  expect(rate).toBeGreaterThanOrEqual(0.9);
});
