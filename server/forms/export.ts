import { FORMS } from '../../kernel/forms/fields.ts';
import type { Submission } from './store.ts';

export type ExportFormat = 'csv' | 'json';

/**
 * One CSV cell, always quoted (RFC 4180). A value that a spreadsheet would run as a formula
 * (starting with `=`, `+`, `-`, `@`, a tab or a carriage return) gets a leading apostrophe,
 * OWASP's rule against CSV injection: visitors write these values, and whoever opens the export
 * must not run them. The quotes matter as much: a spreadsheet whose locale separates lists with
 * `;` splits an unquoted `x;=1+1` into two cells, the second a live formula.
 */
function cell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${safe.replace(/"/g, '""')}"`;
}

/**
 * Submissions as CSV with a header row: id, form, receivedAt, then every field of the forms
 * included, in the forms' own order (a field a form does not have is left empty).
 */
export function submissionsCsv(submissions: Submission[]): string {
  const forms = new Set(submissions.map((s) => s.form));
  const fields = [...new Set(Object.values(FORMS).filter((f) => forms.has(f.slug)).flatMap((f) => f.fields.map((x) => x.name)))];
  const rows = [['id', 'form', 'receivedAt', ...fields]];
  for (const s of submissions) rows.push([s.id, s.form, s.receivedAt, ...fields.map((f) => s.fields[f] ?? '')]);
  return rows.map((row) => row.map(cell).join(',')).join('\r\n') + '\r\n';
}

export function formatSubmissions(submissions: Submission[], format: ExportFormat): string {
  return format === 'csv' ? submissionsCsv(submissions) : JSON.stringify(submissions, null, 2) + '\n';
}
