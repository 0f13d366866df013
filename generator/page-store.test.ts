import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { PageStore } from './page-store.ts';

const temps: string[] = [];

function cacheDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nestwell-pages-'));
  temps.push(dir);
  return dir;
}

/** A page as its text (get gives bytes). */
const text = (page: { bytes: Uint8Array; extra: string[] } | undefined) => page && { html: Buffer.from(page.bytes).toString('utf8'), extra: page.extra };
const packs = (dir: string) => fs.readdirSync(path.join(dir, 'pages'));
const packBytes = (dir: string) => packs(dir).reduce((sum, name) => sum + fs.statSync(path.join(dir, 'pages', name)).size, 0);

afterEach(() => {
  for (const dir of temps.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('PageStore', () => {
  it('gives a later build the pages an earlier one kept, byte for byte, with their extra data', () => {
    const dir = cacheDir();
    const first = new PageStore<string[]>(dir, 'code');
    first.keep('a', Buffer.from('<p>café</p>'), ['chat']);
    first.keep('b', Buffer.from('<p>b</p>'), []);
    first.save();
    const second = new PageStore<string[]>(dir, 'code');
    expect(text(second.get('a'))).toEqual({ html: '<p>café</p>', extra: ['chat'] });
    expect(text(second.get('b'))).toEqual({ html: '<p>b</p>', extra: [] });
    // Each page's bytes are its own: one asked for later never changes one held from before.
    const held = second.get('a')!;
    second.get('b');
    expect(Buffer.from(held.bytes).toString()).toBe('<p>café</p>');
    expect(new PageStore<string[]>(dir, 'other code').get('a')).toBeUndefined();
  });

  it('keeps nothing of a failed build', () => {
    const dir = cacheDir();
    const store = new PageStore<string[]>(dir, 'code');
    store.keep('a', Buffer.from('<p>a</p>'), []);
    store.discard();
    expect(new PageStore<string[]>(dir, 'code').get('a')).toBeUndefined();
    expect(packs(dir)).toEqual([]);
  });

  it('misses a page whose pack was cut short, rather than give part of it', () => {
    const dir = cacheDir();
    const store = new PageStore<string[]>(dir, 'code');
    store.keep('a', Buffer.from('<p>a</p>'), []);
    store.keep('b', Buffer.from('<p>the last page</p>'), []);
    store.save();
    const [pack] = packs(dir);
    const file = path.join(dir, 'pages', pack!);
    fs.truncateSync(file, fs.statSync(file).size - 1);
    const later = new PageStore<string[]>(dir, 'code');
    expect(text(later.get('a'))?.html).toBe('<p>a</p>');
    expect(later.get('b')).toBeUndefined();
  });

  it('holds at most about twice what the last build used, when each build keeps a page of an older one', () => {
    const dir = cacheDir();
    const page = (n: number, version: number) => `<p>page ${n}, version ${version}</p>`.padEnd(200, '.');
    // Build j keeps pages 0..j-1 as build n wrote them and writes the others anew: without moving
    // pages out of mostly unused packs, the ten packs would hold 55 pages for the 10 used.
    for (let j = 0; j < 10; j++) {
      const store = new PageStore<string[]>(dir, 'code');
      for (let n = 0; n < 10; n++) {
        const version = n < j ? n : j;
        const kept = store.get(`${n}@${version}`);
        if (n < j) expect(text(kept)?.html).toBe(page(n, version));
        else store.keep(`${n}@${version}`, Buffer.from(page(n, version)), []);
      }
      store.save();
      expect(packBytes(dir)).toBeLessThanOrEqual(2 * 10 * 200);
    }
  });
});
