import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../languages.ts';
import { anywhere, OPTIMISED_SOURCE, type Phrases, readPhrases, wholeWords } from './language.ts';

/** A message read with a language's words: each match put in English, as toEnglish does. */
const read = (words: Phrases, message: string) => readPhrases(message, words, (_, english) => english);

/** The same phrases in one pattern: what a table read in several must read alike. */
function inOnePattern(pattern: string, flags: string, english: string[]): (message: string) => string {
  return (message) => message.replace(new RegExp(pattern, flags), (...groups: unknown[]) => {
    for (let i = 1; i <= english.length; i++) if (groups[i] !== undefined) return english[i - 1]!;
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
    expect(anywhere([{ guard, pairs }, ['c', 'sea']]).parts.flatMap((part) => part.english)).toEqual([' first ', ' second ', ' third ', ' sea ']);
  });
});

describe('a table of phrases longer than one pattern should hold', () => {
  // Phrases that start alike and inside each other: which one is read depends on the order they are listed in.
  const pairs: [string, string][] = [
    ['limpieza profunda', 'deep cleaning'], ['limpieza', 'cleaning'], ['cuánto cuesta', 'how much is'], ['cuánto', 'how much'],
    ['baño medio|medio baño', 'half bathroom'], ['baños?', 'bathroom'], ['recámaras?|cuartos?', 'bedroom'], ['la|el|los', 'the'],
    ['horno por dentro', 'oven inside'], ['horno', 'oven'], ['por', 'for'], ['dentro', 'inside'], ['y', 'and'], ['de', 'of'],
  ];
  const messages = ['¿Cuánto cuesta la limpieza profunda de 3 recámaras y 2 baños?', 'el horno por dentro, y medio baño', 'cuánto por el baño medio y los cuartos',
    'limpiezas cuantos de', 'Limpieza de horno dentro de la casa'];

  it('reads whole words split over several patterns as one pattern of them all reads them', () => {
    const whole = wholeWords(pairs);
    expect(whole.parts).toHaveLength(1);
    const one = inOnePattern(whole.parts[0]!.pattern.source, 'giu', whole.parts[0]!.english);
    const split = wholeWords(pairs, { limit: 60 });
    expect(split.parts.length).toBeGreaterThan(4);
    for (const message of messages) expect(read(split, message)).toBe(one(message));
  });

  it('reads phrases under a guard split over several patterns as one pattern reads them', () => {
    const guarded = anywhere([{ guard: '(?<![\\p{L}])', pairs }, ['\\d+', '#']]);
    expect(guarded.parts).toHaveLength(1);
    const one = inOnePattern(guarded.parts[0]!.pattern.source, 'gu', guarded.parts[0]!.english);
    const split = anywhere([{ guard: '(?<![\\p{L}])', pairs }, ['\\d+', '#']], 70);
    expect(split.parts.length).toBeGreaterThan(4);
    for (const message of messages) expect(read(split, message)).toBe(one(message));
  });

  it('keeps every pattern of every language the chat reads under the size V8 still optimises', () => {
    for (const language of LANGUAGES) {
      for (const { pattern } of [...language.words.parts, ...(language.shares?.parts ?? [])]) {
        expect(pattern.source.length, `${language.name}: /${pattern.source.slice(0, 60)}.../`).toBeLessThanOrEqual(OPTIMISED_SOURCE);
      }
    }
  });
});
