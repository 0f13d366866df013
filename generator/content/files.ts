import matter from 'gray-matter';
import type { z } from 'zod';
import { writtenDates } from './dates.ts';
import { type ContentDir, memoRead } from './file-cache.ts';
import { plainJsonError, plainYamlError } from './plain-errors.ts';
import { refuseWrittenPrices } from './price-tokens.ts';
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
  refuseWrittenPrices(text, file, issues);
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (error) {
    issues.add({ file, ...plainJsonError(text, error) });
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

class NotYaml extends Error {}

/**
 * gray-matter runs frontmatter opened by `---js` or `---javascript` as code (and reads `---json`,
 * `---coffee`): every language but YAML is refused, before anything in it is evaluated.
 */
const YAML_ONLY = {
  engines: Object.fromEntries(['javascript', 'json', 'coffee'].map((name) => [name, (): never => { throw new NotYaml(); }])),
};

/** Splits a markdown file's text into frontmatter, validated with `schema`, and body. */
export function parseMarkdown<S extends z.ZodType>(
  text: string,
  file: string,
  schema: S,
  issues: IssueList,
): MarkdownFile<z.output<S>> | undefined {
  refuseWrittenPrices(text, file, issues);
  let parsed: matter.GrayMatterFile<string>;
  try {
    // Passing options also keeps gray-matter from caching by content across fixture builds.
    parsed = matter(text, YAML_ONLY);
  } catch (error) {
    if (error instanceof NotYaml || /engine ".*" is not registered/.test((error as Error).message)) {
      const opening = /^[^\r\n]*/.exec(text)![0].trim();
      issues.add({ file, line: 1, message: `frontmatter opened by "${opening}": content is data, never code; write it in YAML, opened by a plain "---"` });
      return undefined;
    }
    issues.add({ file, ...plainYamlError(error, frontmatterLine(text, undefined)!) });
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
