import fs from 'node:fs';
import path from 'node:path';
import { hash, type CacheTable } from '../cache.ts';
import type { ContentIssue, IssueList } from './issues.ts';
import { decodeContent } from './text.ts';

/**
 * The per-file content memo: what reading one content file gave (its parsed, validated value and
 * the issues it raised), by the file's bytes, its name, the step that read it and that step's
 * other inputs. An unchanged file skips decoding, parsing and validation. The key holds the code
 * hash too, so a build with other code, or the dev server after reloading the code, never gets a
 * value the old code made. Values are shared between builds: readers must not change them.
 */
export interface FileResult {
  value: unknown;
  issues: ContentIssue[];
  warnings: string[];
}

/**
 * The memo behind content reads: `table` holds the results, `code` is a hash of the code that
 * made them. The build passes its on-disk CacheTable (warm builds); the dev server keeps a Map
 * between rebuilds of the same code.
 */
export interface FileMemo {
  code: string;
  table: Pick<CacheTable<FileResult>, 'get' | 'set'>;
}

/** Where content is read from: the folder holding content/, and the memo of what its files gave, if any. */
export interface ContentDir {
  root: string;
  memo?: FileMemo;
}

/**
 * Reads `file` under `root` and hands its text to `read`, or takes what `read` gave for the same
 * bytes before. `step` names the reader and every other input it depends on (a schema, the
 * settings filled into markdown), since the same file could be read in two ways; anything else
 * `read` looks at (another file, the clock) must stay outside it.
 *
 * @example memoRead({ root }, 'content/site.json', 'json:site', issues, (text, issues) => parseSite(text, issues))
 */
export function memoRead<T>(dir: ContentDir, file: string, step: string, issues: IssueList, read: (text: string, issues: IssueList) => T | undefined): T | undefined {
  const bytes = readBytes(dir.root, file, issues);
  if (!bytes) return undefined;
  return memoMake(dir.memo, step, [file, bytes], issues, (found) => {
    const text = decode(file, bytes, found);
    return text === undefined ? undefined : read(text, found);
  });
}

/**
 * What `make` gave before for the same `inputs` and `step`, with the issues it raised, or what it
 * gives now. `inputs` must hold everything `make` reads (memoRead gives a file's name and bytes).
 */
export function memoMake<T>(memo: FileMemo | undefined, step: string, inputs: (string | Uint8Array)[], issues: IssueList, make: (issues: IssueList) => T): T {
  const key = memo && hash(memo.code, step, ...inputs);
  const hit = key ? memo!.table.get(key) : undefined;
  if (hit) {
    hit.issues.forEach((issue) => issues.add(issue));
    hit.warnings.forEach((warning) => issues.warn(warning));
    return hit.value as T;
  }
  const [items, warnings] = [issues.items.length, issues.warnings.length];
  const value = make(issues);
  if (key) memo!.table.set(key, { value, issues: issues.items.slice(items), warnings: issues.warnings.slice(warnings) });
  return value;
}

/** A content file's text, read afresh; a missing file or one not in UTF-8 is reported, naming the fault. */
export function readText(dir: ContentDir, file: string, issues: IssueList): string | undefined {
  const bytes = readBytes(dir.root, file, issues);
  return bytes && decode(file, bytes, issues);
}

function readBytes(root: string, file: string, issues: IssueList): Buffer | undefined {
  try {
    return fs.readFileSync(path.join(root, file));
  } catch {
    issues.add({ file, message: 'file is missing or unreadable' });
    return undefined;
  }
}

function decode(file: string, bytes: Buffer, issues: IssueList): string | undefined {
  const decoded = decodeContent(bytes);
  if ('text' in decoded) return decoded.text;
  issues.add({ file, line: decoded.line, message: decoded.fault });
  return undefined;
}
