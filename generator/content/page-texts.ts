import fg from 'fast-glob';
import path from 'node:path';
import { z } from 'zod';
import { readMarkdown } from './files.ts';
import type { IssueList } from './issues.ts';
import { IsoDay } from './dates.ts';
import { fillTokens, renderDocument } from './markdown.ts';
import type { ContentDir } from './file-cache.ts';

/** The words of a single page, `content/pages/{slug}.md`; its title and description live in pages.json. */
export const PageTextFrontmatterSchema = z.strictObject({
  heading: z.string().min(1).max(90),
  /** Form pages: what the visitor reads once the form is sent. */
  thanks: z.string().min(20).max(300).optional(),
  /** Pages published as a document too (the creator overview PDF): the day it took effect. */
  updated: IsoDay.optional(),
});

export interface PageText extends z.output<typeof PageTextFrontmatterSchema> {
  slug: string;
  /** The markdown after token filling, for outputs other than HTML (the creator overview PDF). */
  markdown: string;
  html: string;
  file: string;
}

export function loadPageTexts(dir: ContentDir, tokens: Record<string, string>, issues: IssueList): Map<string, PageText> {
  const out = new Map<string, PageText>();
  for (const file of fg.sync('content/pages/*.md', { cwd: dir.root }).sort()) {
    const md = readMarkdown(dir, file, PageTextFrontmatterSchema, issues);
    if (!md) continue;
    const where = { file, line: md.bodyLine };
    const markdown = fillTokens(md.body, where, tokens, issues);
    const html = renderDocument(dir, markdown, where, {}, issues);
    const slug = path.basename(file, '.md');
    out.set(slug, { ...md.data, slug, markdown, html, file });
  }
  return out;
}
