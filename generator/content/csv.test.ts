import { describe, expect, it } from 'vitest';
import { parseCsv } from './csv.ts';

describe('parseCsv', () => {
  it('reads quoted fields with commas, quotes and newlines, and numbers each row by its first line', () => {
    const { header, rows } = parseCsv('a,b\n1,"x, ""y"""\n2,"two\nlines"\r\n3,\n');
    expect(header).toEqual(['a', 'b']);
    expect(rows).toEqual([
      { line: 2, values: { a: '1', b: 'x, "y"' } },
      { line: 3, values: { a: '2', b: 'two\nlines' } },
      { line: 5, values: { a: '3', b: '' } },
    ]);
  });
});
