import fg from 'fast-glob';
import path from 'node:path';
import { z } from 'zod';
import { readMarkdown } from './files.ts';
import type { IssueList } from './issues.ts';
import { fillTokens, renderDocument, wordCount } from './markdown.ts';
import type { ContentDir } from './file-cache.ts';

/**
 * The help centre's URL slug of a title: lower-case, the whole word "and" becomes "&", spaces
 * become hyphens, and anything that would break a URL path (`?`, `#`, `/`, quotes, other
 * punctuation) is dropped.
 *
 * @example helpSlug('Pricing and Payments') // 'pricing-&-payments'
 */
export function helpSlug(title: string): string {
  return title
    .toLowerCase()
    .replace(/\band\b/g, '&')
    .replace(/[^a-z0-9&\s-]/g, '')
    .trim()
    .replace(/\s+/g, '-')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '');
}

/** The spec's generic help description, for pages whose content gives none. */
export const GENERIC_HELP_DESCRIPTION = 'Answers from the Nestwell help centre: booking, pricing, our services, trust and safety, and how to reach support.';

export const HelpCategorySchema = z.strictObject({
  title: z.string().min(1),
  description: z.string().min(1).optional(),
});

export const HelpArticleSchema = z.strictObject({
  title: z.string().min(1),
  description: z.string().min(50).max(170).optional(),
});

export interface HelpArticle {
  slug: string;
  title: string;
  description: string;
  html: string;
  words: number;
  file: string;
}

export interface HelpCategory {
  slug: string;
  title: string;
  description: string;
  articles: HelpArticle[];
  file: string;
}

/**
 * Loads the help centre: one folder per category (`NN-name/_category.md`), one markdown file per
 * article; the NN prefixes give the order.
 */
export function loadHelp(dir: ContentDir, tokens: Record<string, string>, issues: IssueList): HelpCategory[] {
  const categories: HelpCategory[] = [];
  for (const file of fg.sync('content/help/*/_category.md', { cwd: dir.root }).sort()) {
    const md = readMarkdown(dir, file, HelpCategorySchema, issues);
    if (!md) continue;
    const folder = path.posix.dirname(file);
    const articles: HelpArticle[] = [];
    for (const articleFile of fg.sync(`${folder}/*.md`, { cwd: dir.root, ignore: [`${folder}/_category.md`] }).sort()) {
      const article = readMarkdown(dir, articleFile, HelpArticleSchema, issues);
      if (!article) continue;
      const html = renderDocument(dir, article.body, { file: articleFile, line: article.bodyLine }, tokens, issues);
      const slug = helpSlug(article.data.title);
      const clash = articles.find((a) => a.slug === slug);
      if (clash) issues.add({ file: articleFile, line: 2, field: 'title', message: `gives the slug "${slug}", already used by ${clash.file}` });
      articles.push({
        slug,
        title: article.data.title,
        // A description may quote a price too: search results show it.
        description: article.data.description ? fillTokens(article.data.description, { file: articleFile, line: 1 }, tokens, issues) : GENERIC_HELP_DESCRIPTION,
        html,
        words: wordCount(html),
        file: articleFile,
      });
    }
    const slug = helpSlug(md.data.title);
    const clash = categories.find((c) => c.slug === slug);
    if (clash) issues.add({ file, line: 2, field: 'title', message: `gives the slug "${slug}", already used by ${clash.file}` });
    if (!articles.length) issues.add({ file, message: 'a help category needs at least one article beside it' });
    categories.push({ slug, title: md.data.title, description: md.data.description ?? GENERIC_HELP_DESCRIPTION, articles, file });
  }
  return categories;
}

/**
 * Every other spelling of a help path with "and" for one or more of its "&" words, segment by
 * segment, for redirects to the real path.
 *
 * @example andSpellings('/support/pricing-&-payments') // ['/support/pricing-and-payments']
 */
export function andSpellings(helpPath: string): string[] {
  let spellings = [''];
  for (const segment of helpPath.split('/').slice(1)) {
    const spelled = segment.replace(/(^|-)&(?=-|$)/g, '$1and');
    const options = spelled === segment ? [segment] : [segment, spelled];
    spellings = spellings.flatMap((prefix) => options.map((option) => `${prefix}/${option}`));
  }
  return spellings.filter((spelling) => spelling !== helpPath);
}
