import type { z } from 'zod';
import { plainZodMessage } from './plain-errors.ts';

/** One problem found in a content file, located as precisely as the file allows. */
export interface ContentIssue {
  file: string;
  line?: number;
  field?: string;
  message: string;
}

/** `content/blog/a.md:4 heroImage: expected string` */
export function formatIssue(issue: ContentIssue): string {
  const where = issue.line ? `${issue.file}:${issue.line}` : issue.file;
  return issue.field ? `${where} ${issue.field}: ${issue.message}` : `${where}: ${issue.message}`;
}

/** Thrown when content cannot be built; carries every issue found, not just the first. */
export class ContentError extends Error {
  constructor(readonly issues: ContentIssue[]) {
    super(`${issues.length} content ${issues.length === 1 ? 'error' : 'errors'}:\n` +
      issues.map((issue, i) => `  ${i + 1}. ${formatIssue(issue)}`).join('\n'));
    this.name = 'ContentError';
  }
}

/** Collects issues across loaders so one build reports all of them. */
export class IssueList {
  readonly items: ContentIssue[] = [];
  readonly warnings: string[] = [];

  add(issue: ContentIssue): void {
    this.items.push(issue);
  }

  warn(message: string): void {
    this.warnings.push(message);
  }

  throwIfAny(): void {
    if (this.items.length) throw new ContentError(this.items);
  }
}

export function lineAt(text: string, index: number): number {
  let line = 1;
  for (let i = 0; i < index && i < text.length; i++) if (text.charCodeAt(i) === 10) line++;
  return line;
}

/**
 * Maps every value's path in a JSON text to the line it starts on, so a schema error can point at
 * `content/site.json:14`. Only called once parsing has already succeeded.
 */
export function jsonLines(text: string): Map<string, number> {
  const lines = new Map<string, number>();
  let i = 0;
  let line = 1;
  const skip = () => {
    while (i < text.length && /\s/.test(text[i]!)) if (text[i++] === '\n') line++;
  };
  const readString = (): string => {
    const start = i;
    i++;
    while (i < text.length && text[i] !== '"') i += text[i] === '\\' ? 2 : 1;
    i++;
    return JSON.parse(text.slice(start, i)) as string;
  };
  const value = (path: PropertyKey[]): void => {
    skip();
    lines.set(pathKey(path), line);
    const c = text[i];
    if (c === '{') {
      i++;
      skip();
      while (text[i] !== '}') {
        skip();
        const key = readString();
        skip();
        i++; // colon
        value([...path, key]);
        skip();
        if (text[i] === ',') i++;
        skip();
      }
      i++;
    } else if (c === '[') {
      i++;
      skip();
      for (let n = 0; text[i] !== ']'; n++) {
        value([...path, n]);
        skip();
        if (text[i] === ',') i++;
        skip();
      }
      i++;
    } else if (c === '"') {
      readString();
    } else {
      while (i < text.length && !/[\s,\]}]/.test(text[i]!)) i++;
    }
  };
  value([]);
  return lines;
}

function pathKey(path: PropertyKey[]): string {
  return path.map(String).join('\u0000');
}

/** The line of `path` in JSON text, or of its nearest ancestor that exists. */
export function jsonFieldLine(lines: Map<string, number>, path: PropertyKey[]): number | undefined {
  for (let n = path.length; n >= 0; n--) {
    const hit = lines.get(pathKey(path.slice(0, n)));
    if (hit !== undefined) return hit;
  }
  return undefined;
}

/**
 * Line of a top-level `key:` in a markdown file's YAML frontmatter; for a key that is not there,
 * the frontmatter's opening `---`, where a missing field is to be added.
 */
export function frontmatterLine(text: string, key: PropertyKey | undefined): number | undefined {
  const match = key === undefined ? null : new RegExp(`^${String(key)}\\s*:`, 'm').exec(text);
  if (match) return lineAt(text, match.index);
  const open = /^---[ \t]*$/m.exec(text);
  return open ? lineAt(text, open.index) : 1;
}

export function fieldPath(path: PropertyKey[]): string | undefined {
  if (!path.length) return undefined;
  return path.map((p, i) => (typeof p === 'number' ? `[${p}]` : i ? `.${String(p)}` : String(p))).join('');
}

/** Adds every zod issue to the list in plain words (plain-errors.ts), located with `locate`. */
export function addZodIssues(
  list: IssueList,
  file: string,
  error: z.ZodError,
  locate: (path: PropertyKey[]) => number | undefined,
): void {
  for (const issue of error.issues) {
    if (issue.code === 'unrecognized_keys') {
      // Each unknown name on its own line: usually a misspelt field.
      for (const key of issue.keys) {
        list.add({ file, line: locate([...issue.path, key]), field: fieldPath([...issue.path, key]), message: 'not a field here: correct its name or remove it' });
      }
      continue;
    }
    list.add({ file, line: locate(issue.path), field: fieldPath(issue.path), message: plainZodMessage(issue) });
  }
}
