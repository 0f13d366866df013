import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { readJson } from './files.ts';
import type { IssueList } from './issues.ts';
import type { ContentDir } from './file-cache.ts';

/**
 * Questions visitors ask, each list under the page that answers them (its address on the site):
 * the chat reads a question it has no other answer for as the nearest of these, and answers from
 * that page. Editors add the way people ask; a page address the site does not have stops the build.
 */
export const AskedSchema = z.array(z.strictObject({
  url: z.string().regex(/^\/\S*$/, 'a page address on this site, like /support/...'),
  questions: z.array(z.string().trim().min(1)).min(1),
}));

export type Asked = z.output<typeof AskedSchema>;

export const ASKED_FILE = 'content/chat/asked.json';

/** The asked questions; none when the site keeps no such file. */
export function loadAsked(dir: ContentDir, issues: IssueList): Asked | undefined {
  if (!fs.existsSync(path.join(dir.root, ASKED_FILE))) return [];
  return readJson(dir, ASKED_FILE, AskedSchema, issues);
}

/**
 * Each page address the asked questions name must be a page the chat can answer from: a help
 * article, a legal document, a written page or the home page. The line is the address's own.
 */
export function checkAskedPages(dir: ContentDir, asked: Asked, answering: ReadonlySet<string>, issues: IssueList): void {
  const unknown = asked.map((page, i) => ({ page, i })).filter(({ page }) => !answering.has(page.url));
  if (!unknown.length) return;
  const lines = fs.readFileSync(path.join(dir.root, ASKED_FILE), 'utf8').split('\n');
  for (const { page, i } of unknown) {
    const line = lines.findIndex((l) => l.includes(JSON.stringify(page.url))) + 1;
    issues.add({ file: ASKED_FILE, ...(line ? { line } : {}), field: `[${i}].url`, message: `"${page.url}" is not a help article, legal document or page of this site` });
  }
}
