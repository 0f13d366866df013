import { describe, expect, it } from 'vitest';
import { shuffleFirst } from './shuffle.ts';

/** A small deterministic generator (mulberry32), so each seed gives one known sequence. */
function seeded(seed: number): () => number {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const twelve = Array.from({ length: 12 }, (_, i) => i + 1);

describe('shuffleFirst', () => {
  it('returns a permutation and leaves the input alone', () => {
    const out = shuffleFirst(twelve, 10, seeded(1));
    expect([...out].sort((a, b) => a - b)).toEqual(twelve);
    expect(twelve).toEqual(Array.from({ length: 12 }, (_, i) => i + 1));
  });

  it('only moves the first `limit` items', () => {
    for (let seed = 0; seed < 20; seed++) expect(shuffleFirst(twelve, 10, seeded(seed)).slice(10)).toEqual([11, 12]);
  });

  it('gives different orders for different random sequences, the same for the same', () => {
    expect(shuffleFirst(twelve, 10, seeded(1))).not.toEqual(shuffleFirst(twelve, 10, seeded(2)));
    expect(shuffleFirst(twelve, 10, seeded(3))).toEqual(shuffleFirst(twelve, 10, seeded(3)));
  });

  it('can put any item first', () => {
    const firsts = new Set(Array.from({ length: 200 }, (_, seed) => shuffleFirst(twelve, 10, seeded(seed))[0]));
    expect([...firsts].sort((a, b) => a! - b!)).toEqual(twelve.slice(0, 10));
  });
});
