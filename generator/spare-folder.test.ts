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
