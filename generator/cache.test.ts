import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import v8 from 'node:v8';
import { afterAll, describe, expect, it } from 'vitest';
import { CacheTable, valueHash } from './cache.ts';

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
  // Two lone surrogates, and the replacement character they would become in UTF-8.
  expect(new Set(['\ud800', '\udc00', '\ufffd'].map((s) => valueHash({ text: s }))).size).toBe(3);
});

describe('CacheTable', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nestwell-cache-table-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
  const keys = (table: CacheTable<number>, all: string[]) => all.filter((k) => table.get(k) !== undefined);

  it('keeps what the last build used, across more entries than one record holds, and nothing a build left unused', () => {
    const names = Array.from({ length: 600 }, (_, i) => `k${i}`);
    const first = new CacheTable<number>(dir, 'test', 'code');
    names.forEach((k, i) => first.set(k, i));
    first.save();
    const second = new CacheTable<number>(dir, 'test', 'code');
    expect(second.get('k599')).toBe(599);
    expect(second.get('k0')).toBe(0);
    second.set('new', 1);
    second.save();
    expect(keys(new CacheTable<number>(dir, 'test', 'code'), [...names, 'new'])).toEqual(['k0', 'k599', 'new']);
    // A build that used nothing leaves nothing behind.
    new CacheTable<number>(dir, 'test', 'code').save();
    expect(keys(new CacheTable<number>(dir, 'test', 'code'), [...names, 'new'])).toEqual([]);
  });

  it('leaves the file as it was when a build fails', () => {
    const table = new CacheTable<number>(dir, 'failed', 'code');
    table.set('a', 1);
    table.save();
    const failing = new CacheTable<number>(dir, 'failed', 'code');
    for (let i = 0; i < 300; i++) failing.set(`x${i}`, i);
    failing.discard();
    const after = new CacheTable<number>(dir, 'failed', 'code');
    expect(after.get('a')).toBe(1);
    expect(after.get('x0')).toBeUndefined();
    expect(fs.readdirSync(dir).filter((f) => f.endsWith('.tmp'))).toEqual([]);
  });
});
