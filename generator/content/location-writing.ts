import fg from 'fast-glob';
import path from 'node:path';
import { z } from 'zod';
import { readMarkdown } from './files.ts';
import type { IssueList } from './issues.ts';
import { renderDocument } from './markdown.ts';
import type { ContentDir } from './file-cache.ts';

/** Frontmatter of a written location page: `content/locations/new-jersey/{county}/{place}.md`. */
export const WrittenPlaceFrontmatterSchema = z.strictObject({
  name: z.string().min(1),
  header: z.string().min(10).max(90),
  subheader: z.string().min(20).max(200),
  /** Unique to the place, naming landmarks and a main road; it is also the LocalBusiness description. */
  description: z.string().min(80).max(320),
});

export interface WrittenPlace extends z.output<typeof WrittenPlaceFrontmatterSchema> {
  /** Intro paragraphs, then the titled sections, as sanitised HTML. */
  html: string;
  file: string;
}

/**
 * Loads every written location page, keyed `county` (index.md: the county itself) or
 * `county/place`. The body must open with intro paragraphs and hold titled (`##`) sections.
 */
export function loadWrittenPlaces(dir: ContentDir, tokens: Record<string, string>, issues: IssueList): Map<string, WrittenPlace> {
  const out = new Map<string, WrittenPlace>();
  for (const file of fg.sync('content/locations/new-jersey/*/*.md', { cwd: dir.root }).sort()) {
    const md = readMarkdown(dir, file, WrittenPlaceFrontmatterSchema, issues);
    if (!md) continue;
    const firstSection = md.body.search(/^## \S/m);
    if (firstSection === -1) issues.add({ file, line: md.bodyLine, message: 'the body needs titled sections (## headings)' });
    else if (!md.body.slice(0, firstSection).trim()) issues.add({ file, line: md.bodyLine, message: 'the body needs intro paragraphs before the first ## section' });
    if (/^# /m.test(md.body)) issues.add({ file, message: 'use ## for section titles; the header is the page heading' });
    const html = renderDocument(dir, md.body, { file, line: md.bodyLine }, tokens, issues);
    const county = path.basename(path.dirname(file));
    const place = path.basename(file, '.md');
    out.set(place === 'index' ? county : `${county}/${place}`, { ...md.data, html, file });
  }
  return out;
}
