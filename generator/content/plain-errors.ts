import type { z } from 'zod';
import { lineAt } from './issues.ts';

/**
 * Library errors (zod, js-yaml, JSON.parse) in the words an editor needs: what is wrong, where,
 * and what to write instead. Their own text never reaches the editor: it names types, patterns
 * and byte positions, and is sometimes cut off or repeats the position in its own terms.
 */

const TYPE_NAMES: Record<string, string> = {
  string: 'text in quotes',
  number: 'a number',
  boolean: 'true or false',
  array: 'a list, like [1, 2]',
  object: 'a group of fields',
  date: 'a date, like 2026-01-31',
};

/** What the editor wrote, named as they would: "a number", "text", "a list". */
function received(message: string): string {
  const what = / received (\w+)$/.exec(message)?.[1];
  return what ? (TYPE_NAMES[what]?.replace(' in quotes', '').replace(/, like .*/, '') ?? what) : 'something else';
}

/** Zod's own wording; a message a schema sets itself ("expected /images/blog/{slug}.svg") is already the editor's words. */
const LIBRARY_WORDING = /^(Invalid|Too (small|big)|Unrecognized key|Expected|Required)/;

/**
 * One zod issue as plain words. A missing field has no line of its own: the caller points at the
 * frontmatter's opening line, or at the JSON object that lacks it.
 */
export function plainZodMessage(issue: z.core.$ZodIssue): string {
  const field = issue.path.length ? String(issue.path.at(-1)) : 'this';
  if (!LIBRARY_WORDING.test(issue.message)) return issue.message;
  switch (issue.code) {
    case 'invalid_type':
      if (issue.message.endsWith('received undefined')) return `missing: add ${field}: (${TYPE_NAMES[issue.expected] ?? issue.expected})`;
      return `expected ${TYPE_NAMES[issue.expected] ?? issue.expected}, found ${received(issue.message)}`;
    case 'too_small':
      return issue.origin === 'string' ? `too short: write at least ${issue.minimum} characters` : issue.origin === 'array' ? `too few: give at least ${issue.minimum}` : `too small: at least ${issue.minimum}`;
    case 'too_big':
      return issue.origin === 'string' ? `too long: write at most ${issue.maximum} characters` : issue.origin === 'array' ? `too many: give at most ${issue.maximum}` : `too large: at most ${issue.maximum}`;
    case 'invalid_value':
      return `write one of ${issue.values.map((v) => JSON.stringify(v)).join(', ')}`;
    case 'invalid_format':
      return `not in the expected form${issue.format === 'regex' ? '' : ` (${issue.format})`}`;
    default:
      return 'not a value this field accepts';
  }
}

/** A js-yaml error: its reason, without its own position and excerpt, and the file's line of it. */
export function plainYamlError(error: unknown, frontmatterStart: number): { line: number; message: string } {
  const { reason, mark } = error as { reason?: string; mark?: { line: number } };
  // js-yaml counts lines from 0 in what follows the opening `---` on its line.
  const line = mark ? frontmatterStart + mark.line : frontmatterStart;
  return { line, message: `the frontmatter is not valid YAML: ${reason ?? 'it cannot be read'} (check quotes, colons and indentation)` };
}

/** A JSON.parse error: the line it is on (which V8 does not always say) and what to fix. */
export function plainJsonError(text: string, error: unknown): { line?: number; message: string } {
  const raw = (error as Error).message;
  const trailing = trailingComma(text);
  if (trailing !== undefined) return { line: lineAt(text, trailing), message: 'not valid JSON: a comma after the last item of a list or group; remove it' };
  const lineCol = /line (\d+) column/.exec(raw);
  const position = /position (\d+)/.exec(raw);
  const line = lineCol ? Number(lineCol[1]) : position ? lineAt(text, Number(position[1])) : undefined;
  if (/Unexpected end of JSON input/.test(raw)) return { line: text.split('\n').length, message: 'not valid JSON: the file ends too soon (a missing } or ], or an unclosed quote)' };
  if (/Unterminated string/.test(raw)) return { line, message: 'not valid JSON: a text is not closed by a double quote' };
  if (/Bad control character/.test(raw)) return { line, message: 'not valid JSON: a line break or tab inside quotes; write \\n or \\t instead' };
  if (/Expected property name/.test(raw)) return { line, message: 'not valid JSON: expected a field name in double quotes' };
  if (/Expected ',' or/.test(raw)) return { line, message: 'not valid JSON: a comma is missing between two items' };
  return { line, message: 'not valid JSON here (check the quotes, commas and brackets)' };
}

/** Where a comma stands right before a closing `]` or `}`, outside strings; undefined if none. */
function trailingComma(text: string): number | undefined {
  let inString = false;
  let comma: number | undefined;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (inString) {
      if (c === '\\') i++;
      else if (c === '"') inString = false;
    } else if (c === '"') {
      inString = true;
      comma = undefined;
    } else if (c === ',') {
      comma = i;
    } else if (c === ']' || c === '}') {
      if (comma !== undefined) return comma;
    } else if (!/\s/.test(c)) {
      comma = undefined;
    }
  }
  return undefined;
}
