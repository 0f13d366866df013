import { describe, expect, it } from 'vitest';
import { Paraphrases, ParaphrasesSchema, readParaphrases } from './paraphrases.ts';

describe('earlier questions asked in other words', () => {
  const kinds = ['Reviews are on Google.', 'You pay in the app.'];

  it('finds the nearest question of a kind its neighbours agree on', () => {
    const finder = new Paraphrases({ kinds, questions: [['where can i read your reviews', 0], ['where do i see what other clients think of you', 0], ['how do i pay for a cleaning', 1]] });
    expect(finder.nearest('where might I read what other clients think of you?')).toEqual({ question: 'where do i see what other clients think of you', kind: kinds[0] });
    expect(finder.nearest('can the cleaner water my plants')).toBeNull();
  });

  it('gives the same answer whatever was asked before it', () => {
    const finder = new Paraphrases({ kinds, questions: [['where can i read your reviews', 0], ['where do i see what other clients think of you', 0], ['how do i pay for a cleaning', 1]] });
    const first = finder.nearest('where might I read what other clients think of you?');
    finder.nearest('how do i pay for my cleaning');
    finder.nearest('what do other clients think');
    expect(finder.nearest('where might I read what other clients think of you?')).toEqual(first);
  });

  it('finds none where the nearest questions are split between kinds', () => {
    const three = [...kinds, 'Support is open 24/7.'];
    const finder = new Paraphrases({ kinds: three, questions: [['cleaning reviews', 0], ['cleaning payment', 1], ['cleaning support', 2]] });
    expect(finder.nearest('cleaning')).toBeNull();
    expect(finder.nearest('cleaning reviews')).toEqual({ question: 'cleaning reviews', kind: kinds[0] });
  });

  it('refuses a file whose question names a kind it lacks, and reads the one the engine ships with', () => {
    expect(ParaphrasesSchema.safeParse({ kinds, questions: [['where are your reviews', 2]] }).success).toBe(false);
    expect(readParaphrases().questions.length).toBeGreaterThan(0);
  });
});
