import v8 from 'node:v8';
import { expect, it } from 'vitest';
import { valueHash } from './cache.ts';

it('hashes content read back from the cache as the content first parsed', () => {
  // As a place's ZIPs are made; V8 writes the copy it reads back in another layout.
  const parsed = { counties: [{ places: [{ municipality: { zips: [...new Set(['08201', '08201', '08232'])] } }] }], pages: new Map([['a', { date: new Date(0) }]]) };
  const readBack = v8.deserialize(v8.serialize(parsed)) as typeof parsed;
  expect(valueHash(readBack)).toBe(valueHash(parsed));
});

it('tells apart values that differ anywhere', () => {
  const base = valueHash({ a: ['x', 1], b: new Map([['k', 'v']]) });
  expect(valueHash({ a: ['x', 2], b: new Map([['k', 'v']]) })).not.toBe(base);
  expect(valueHash({ a: ['x', 1], b: new Map([['k', 'w']]) })).not.toBe(base);
  expect(valueHash({ a: ['x1'], b: new Map([['k', 'v']]) })).not.toBe(base);
  expect(valueHash({ a: ['x', '1'], b: new Map([['k', 'v']]) })).not.toBe(base);
});
