import type { z } from 'zod';
import { fieldPath, type IssueList } from './issues.ts';

/** One data row of a CSV file, keyed by the header's column names, with the line it starts on. */
export interface CsvRow {
  line: number;
  values: Record<string, string>;
}

/**
 * Parses RFC 4180 CSV (quoted fields, doubled quotes, commas and newlines inside quotes).
 *
 * @example parseCsv('a,b\n1,"x, y"\n') // [{ line: 2, values: { a: '1', b: 'x, y' } }]
 */
export function parseCsv(text: string): { header: string[]; rows: CsvRow[] } {
  const records: { line: number; fields: string[] }[] = [];
  let fields: string[] = [];
  let field = '';
  let quoted = false;
  let line = 1;
  let recordLine = 1;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') { field += '"'; i++; }
      else if (c === '"') quoted = false;
      else { if (c === '\n') line++; field += c; }
    } else if (c === '"') quoted = true;
    else if (c === ',') { fields.push(field); field = ''; }
    else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      fields.push(field);
      if (fields.length > 1 || fields[0] !== '') records.push({ line: recordLine, fields });
      fields = []; field = ''; line++; recordLine = line;
    } else field += c;
  }
  if (field !== '' || fields.length) { fields.push(field); records.push({ line: recordLine, fields }); }
  const [head, ...body] = records;
  const header = head?.fields ?? [];
  return {
    header,
    rows: body.map((r) => ({ line: r.line, values: Object.fromEntries(header.map((h, i) => [h, r.fields[i] ?? ''])) })),
  };
}

/**
 * The rows of a CSV content file that pass `schema`, each with its line; every failing field is
 * reported as `file:line column: message`.
 */
export function validRows<S extends z.ZodType>(text: string, schema: S, file: string, issues: IssueList): { line: number; data: z.output<S> }[] {
  const out: { line: number; data: z.output<S> }[] = [];
  for (const row of parseCsv(text).rows) {
    const parsed = schema.safeParse(row.values);
    if (parsed.success) out.push({ line: row.line, data: parsed.data });
    else for (const issue of parsed.error.issues) issues.add({ file, line: row.line, field: fieldPath(issue.path), message: issue.message });
  }
  return out;
}
