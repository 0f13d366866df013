import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ByteComparer } from './spare-folder.ts';

const temps: string[] = [];

afterEach(() => {
  for (const dir of temps.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('ByteComparer.holdsFile', () => {
  it('tells apart two large files of one size that differ only in their last byte, and matches equal ones', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nestwell-compare-'));
    temps.push(dir);
    const bytes = Buffer.alloc(3 * 1024 * 1024 + 5, 'x');
    const [a, b, c] = ['a', 'b', 'c'].map((name) => path.join(dir, name));
    fs.writeFileSync(a!, bytes);
    fs.writeFileSync(b!, bytes);
    bytes[bytes.length - 1] = 'y'.charCodeAt(0);
    fs.writeFileSync(c!, bytes);
    const compare = new ByteComparer();
    expect(compare.holdsFile(a!, b!, bytes.length)).toBe(true);
    expect(compare.holdsFile(a!, c!, bytes.length)).toBe(false);
  });
});

describe('ByteComparer.holds', () => {
  it('matches a file only when it holds exactly the bytes to write: not a longer or shorter one, a folder or nothing', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nestwell-compare-'));
    temps.push(dir);
    const page = '<p>café</p>';
    const size = Buffer.byteLength(page);
    const at = (name: string, contents?: string) => {
      const file = path.join(dir, name);
      if (contents !== undefined) fs.writeFileSync(file, contents);
      return file;
    };
    fs.mkdirSync(path.join(dir, 'folder'));
    const compare = new ByteComparer();
    expect(compare.holds(at('same', page), page, size)).toBe(true);
    expect(compare.holds(at('same'), Buffer.from(page), size)).toBe(true);
    expect(compare.holds(at('longer', `${page}\n`), page, size)).toBe(false);
    expect(compare.holds(at('shorter', page.slice(0, -1)), page, size)).toBe(false);
    expect(compare.holds(at('other', page.replace('é', 'e!')), page, size)).toBe(false);
    expect(compare.holds(at('folder'), page, size)).toBe(false);
    expect(compare.holds(at('missing'), page, size)).toBe(false);
  });
});
