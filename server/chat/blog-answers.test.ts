import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildChatIndex } from '../../generator/chat/index.ts';
import { loadContent } from '../../generator/content/load.ts';
import type { Passage } from '../../kernel/chat/model.ts';
import { createChatEngine } from './engine.ts';

/**
 * A question about a blog post is answered from the part of it that answers: the section whose
 * heading names what was asked, or, asked about the post as a whole, its opening and what it goes
 * through. A post of this test's own is added to the site's index, so the content can change.
 */
const index = buildChatIndex(loadContent(path.resolve(import.meta.dirname, '../..')).content);
const url = '/blog/the-garage-reset-handbook';
const post = (section: string, text: string): Passage => ({
  id: index.passages.length, kind: 'blog', title: 'The Garage Reset Handbook', url, topic: 'Blog', section, text, date: '2020-01-01',
});
for (const [section, text] of [
  ['', 'A garage fills up one box at a time. Here is how to empty it in a weekend.'],
  ['Part one: sort the shelves', 'Take everything down. Keep, donate or bin each thing.'],
  ['Part two: a winter tool plan', 'Hang the shovels by the door.\n1. Rakes go high.\n2. Salt goes low.'],
  ['Conclusion', 'A garage you can walk through is worth a weekend.'],
] as const) index.passages.push(post(section, text));
const engine = createChatEngine(index);
const say = (question: string) => engine.answer(question).reply;

describe('a question about a blog post', () => {
  it('quotes the section whose heading names what was asked, whole', () => {
    const reply = say('in your garage reset blog post, what is the winter plan?');
    expect(reply).toContain('under "Part two: a winter tool plan"');
    expect(reply).toContain('1. Rakes go high.\n2. Salt goes low.');
  });

  it('gives the opening and what the post goes through when asked about it as a whole', () => {
    const reply = say("what's in the garage reset article?");
    expect(reply).toContain('A garage fills up one box at a time.');
    expect(reply).toContain('It goes through:\n- Part one: sort the shelves\n- Part two: a winter tool plan');
    expect(reply).not.toContain('Conclusion');
  });
});
