import matter from 'gray-matter';
import type { z } from 'zod';
import { writtenDates } from './dates.ts';
import { type ContentDir, memoRead } from './file-cache.ts';
import { addZodIssues, frontmatterLine, IssueList, jsonFieldLine, jsonLines, lineAt } from './issues.ts';
import { detached } from './text.ts';

/**
 * Reads and validates a JSON content file; on failure records issues and returns undefined. A
 * file is read with one schema (the memo knows the file by its name and bytes, not the schema).
 */
export function readJson<S extends z.ZodType>(
  dir: ContentDir,
  file: string,
  schema: S,
  issues: IssueList,
): z.output<S> | undefined {
  return memoRead(dir, file, 'json', issues, (text, found) => parseJson(text, file, schema, found));
}

function parseJson<S extends z.ZodType>(text: string, file: string, schema: S, issues: IssueList): z.output<S> | undefined {
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

/** Reads a markdown file, validating its frontmatter with `schema` (one schema a file, as readJson). */
export function readMarkdown<S extends z.ZodType>(
  dir: ContentDir,
  file: string,
  schema: S,
  issues: IssueList,
): MarkdownFile<z.output<S>> | undefined {
  return memoRead(dir, file, 'markdown', issues, (text, found) => parseMarkdown(text, file, schema, found));
}

/** Splits a markdown file's text into frontmatter, validated with `schema`, and body. */
export function parseMarkdown<S extends z.ZodType>(
  text: string,
  file: string,
  schema: S,
  issues: IssueList,
): MarkdownFile<z.output<S>> | undefined {
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
  return { data: detached(result.data), body: parsed.content, bodyLine: lineAt(text, bodyStart) };
}

function jsonErrorLine(text: string, error: Error): number | undefined {
  const lineCol = /line (\d+) column/.exec(error.message);
  if (lineCol) return Number(lineCol[1]);
  const position = /position (\d+)/.exec(error.message);
  return position ? lineAt(text, Number(position[1])) : undefined;
}
