import { describe, expect, it } from 'vitest';
import { anywhere } from './language.ts';

/** A message read with a language's words: each match put in English, as toEnglish does. */
function read(words: ReturnType<typeof anywhere>, message: string): string {
  return message.replace(words.pattern, (...groups: unknown[]) => {
    for (let i = 1; i <= words.english.length; i++) if (groups[i] !== undefined) return words.english[i - 1]!;
    return '?';
  });
}

describe('phrases under one guard', () => {
  const guard = '(?=[a-z])(?<![a-z])';
  const pairs = [['abc', 'first'], ['ab', 'second'], ['b', 'third']] as const;

  it('read a message as the same phrases each written with the guard do, in the same order', () => {
    const guarded = anywhere([['x+', 'xs'], { guard, pairs }, ['c', 'sea']]);
    const each = anywhere([['x+', 'xs'], ...pairs.map(([from, to]) => [`${guard}(?:${from})`, to] as const), ['c', 'sea']]);
    for (const message of ['abc ab b', 'xxabc', 'cab abcb', 'b ab-abc c']) expect(read(guarded, message)).toBe(read(each, message));
  });

  it('keep one English entry per phrase, in order', () => {
    expect(anywhere([{ guard, pairs }, ['c', 'sea']]).english).toEqual([' first ', ' second ', ' third ', ' sea ']);
  });
});
