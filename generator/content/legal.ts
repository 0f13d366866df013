import fg from 'fast-glob';
import path from 'node:path';
import { z } from 'zod';
import { IsoDay } from './dates.ts';
import { readMarkdown } from './files.ts';
import type { IssueList } from './issues.ts';
import { renderDocument } from './markdown.ts';
import type { ContentDir } from './file-cache.ts';

export const LEGAL_SLUGS = ['terms-of-service', 'privacy-policy', 'cookies', 'notice-at-collection'] as const;


export const LegalFrontmatterSchema = z.strictObject({
  title: z.string().min(1),
  description: z.string().min(50).max(170),
  updated: IsoDay,
});

export interface LegalDocument extends z.output<typeof LegalFrontmatterSchema> {
  slug: string;
  html: string;
  file: string;
}

export function loadLegal(dir: ContentDir, tokens: Record<string, string>, issues: IssueList): LegalDocument[] {
  const files = fg.sync('content/legal/*.md', { cwd: dir.root }).sort();
  const docs: LegalDocument[] = [];
  for (const file of files) {
    const md = readMarkdown(dir, file, LegalFrontmatterSchema, issues);
    if (!md) continue;
    const html = renderDocument(dir, md.body, { file, line: md.bodyLine }, tokens, issues);
    docs.push({ ...md.data, slug: path.basename(file, '.md'), html, file });
  }
  for (const slug of LEGAL_SLUGS) {
    if (!docs.some((d) => d.slug === slug) && !files.includes(`content/legal/${slug}.md`)) {
      issues.add({ file: `content/legal/${slug}.md`, message: 'missing: the spec requires this legal page' });
    }
  }
  return docs;
}
