import { z } from 'zod';
import { readJson } from './files.ts';
import type { IssueList } from './issues.ts';
import type { ContentDir } from './file-cache.ts';

const PageMetaSchema = z.strictObject({
  title: z.string().min(1).max(80),
  description: z.string().min(50).max(170),
});

export const PagesSchema = z.strictObject({
  defaults: z.strictObject({ description: z.string().min(1), titleSuffix: z.string() }),
  pages: z.record(z.string().regex(/^\/[^\s]*$/, 'expected a path starting with /'), PageMetaSchema),
});

export type Pages = z.output<typeof PagesSchema>;

export function loadPages(dir: ContentDir, issues: IssueList): Pages | undefined {
  return readJson(dir, 'content/pages.json', PagesSchema, issues);
}
