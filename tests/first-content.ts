import path from 'node:path';
import { loadContent } from '../generator/content/load.ts';
import { blogPostUrl, helpArticleUrl, helpCategoryUrl } from '../kernel/page-urls.ts';

/**
 * The help article and blog post a test edits, picked from the site as it is (files sorted, the
 * help centre's order), never by today's names: an editor who renames, rewords or removes one
 * leaves the tests another to pick. Files are relative to `root`, as build errors name them.
 */

export interface HelpArticleFile {
  /** content/help/{NN-category}/{NN-article}.md */
  file: string;
  /** The category's folder, content/help/{NN-category}. */
  folder: string;
  categoryUrl: string;
  url: string;
}

export interface BlogPostFile {
  /** content/blog/{slug}.md */
  file: string;
  slug: string;
  url: string;
  id: number;
}

/** The first article of the first help category that has one, as the loader reads the help centre. */
export function firstHelpArticle(root: string): HelpArticleFile {
  const category = loadContent(root).content.help.find((c) => c.articles.length);
  if (!category) throw new Error(`${path.join(root, 'content', 'help')}: no help category with an article`);
  const article = category.articles[0]!;
  return {
    file: article.file,
    folder: path.posix.dirname(article.file),
    categoryUrl: helpCategoryUrl(category.slug),
    url: helpArticleUrl(category.slug, article.slug),
  };
}

/** Every blog post, files sorted; a post's file is named by its slug (the loader requires it). */
export function blogPosts(root: string): BlogPostFile[] {
  return loadContent(root).content.blog
    .map(({ id, slug }) => ({ file: path.posix.join('content', 'blog', `${slug}.md`), slug, url: blogPostUrl(slug), id }))
    .sort((a, b) => a.file.localeCompare(b.file));
}

/** The first blog post, files sorted. */
export function firstBlogPost(root: string): BlogPostFile {
  const [first] = blogPosts(root);
  if (!first) throw new Error(`${path.join(root, 'content', 'blog')}: no blog post`);
  return first;
}

/** The line (from 1) of the first line of `text` that `pattern` matches. */
export function lineMatching(text: string, pattern: RegExp): number {
  const at = text.split('\n').findIndex((line) => pattern.test(line));
  if (at < 0) throw new Error(`no line matches ${pattern}`);
  return at + 1;
}
