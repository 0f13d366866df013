import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import type { z } from 'zod';
import { writtenDates } from './dates.ts';
import { decodeContent } from './text.ts';
import { addZodIssues, frontmatterLine, IssueList, jsonFieldLine, jsonLines, lineAt } from './issues.ts';

/** Reads and validates a JSON content file; on failure records issues and returns undefined. */
export function readJson<S extends z.ZodType>(
  root: string,
  file: string,
  schema: S,
  issues: IssueList,
): z.output<S> | undefined {
  const text = readText(root, file, issues);
  if (text === undefined) return undefined;
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (error) {
    issues.add({ file, line: jsonErrorLine(text, error as Error), message: `invalid JSON: ${(error as Error).message}` });
    return undefined;
  }
  const parsed = schema.safeParse(raw);
  if (parsed.success) return parsed.data;
  const lines = jsonLines(text);
  addZodIssues(issues, file, parsed.error, (p) => jsonFieldLine(lines, p));
  return undefined;
}

export interface MarkdownFile<T> {
  data: T;
  body: string;
  /** Line of the file on which the body starts, to locate errors found in it. */
  bodyLine: number;
}

/** Reads a markdown file, validating its frontmatter with `schema`. */
export function readMarkdown<S extends z.ZodType>(
  root: string,
  file: string,
  schema: S,
  issues: IssueList,
): MarkdownFile<z.output<S>> | undefined {
  const text = readText(root, file, issues);
  if (text === undefined) return undefined;
  let parsed: matter.GrayMatterFile<string>;
  try {
    // An empty options object keeps gray-matter from caching by content across fixture builds.
    parsed = matter(text, {});
  } catch (error) {
    const mark = (error as { mark?: { line: number } }).mark;
    issues.add({ file, line: mark ? mark.line + 2 : 1, message: `invalid frontmatter: ${(error as Error).message.split('\n')[0]}` });
    return undefined;
  }
  const result = schema.safeParse(writtenDates(parsed.data, parsed.matter));
  if (!result.success) {
    addZodIssues(issues, file, result.error, (p) => frontmatterLine(text, p[0]));
    return undefined;
  }
  const bodyStart = text.length - parsed.content.length;
  return { data: result.data, body: parsed.content, bodyLine: lineAt(text, bodyStart) };
}

/** A content file's text; a missing file or one not in UTF-8 is reported, naming the fault. */
export function readText(root: string, file: string, issues: IssueList): string | undefined {
  let bytes: Buffer;
  try {
    bytes = fs.readFileSync(path.join(root, file));
  } catch {
    issues.add({ file, message: 'file is missing or unreadable' });
    return undefined;
  }
  const decoded = decodeContent(bytes);
  if ('text' in decoded) return decoded.text;
  issues.add({ file, line: decoded.line, message: decoded.fault });
  return undefined;
}

function jsonErrorLine(text: string, error: Error): number | undefined {
  const lineCol = /line (\d+) column/.exec(error.message);
  if (lineCol) return Number(lineCol[1]);
  const position = /position (\d+)/.exec(error.message);
  return position ? lineAt(text, Number(position[1])) : undefined;
}
