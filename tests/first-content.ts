import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import { helpSlug } from '../generator/content/help.ts';
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
}

const markdownFiles = (dir: string) => fs.readdirSync(dir).filter((f) => f.endsWith('.md')).sort();
const titleOf = (file: string) => String(matter(fs.readFileSync(file, 'utf8')).data.title);

/** The first article of the first help category. */
export function firstHelpArticle(root: string): HelpArticleFile {
  const help = path.join(root, 'content', 'help');
  for (const category of fs.readdirSync(help).sort()) {
    const dir = path.join(help, category);
    if (!fs.existsSync(path.join(dir, '_category.md'))) continue;
    const article = markdownFiles(dir).find((f) => f !== '_category.md');
    if (!article) continue;
    const categorySlug = helpSlug(titleOf(path.join(dir, '_category.md')));
    return {
      file: path.posix.join('content', 'help', category, article),
      folder: path.posix.join('content', 'help', category),
      categoryUrl: helpCategoryUrl(categorySlug),
      url: helpArticleUrl(categorySlug, helpSlug(titleOf(path.join(dir, article)))),
    };
  }
  throw new Error(`${help}: no help category with an article`);
}

/** Every blog post, files sorted; a post's file is named by its slug. */
export function blogPosts(root: string): BlogPostFile[] {
  return markdownFiles(path.join(root, 'content', 'blog')).map((name) => {
    const slug = path.basename(name, '.md');
    return { file: path.posix.join('content', 'blog', name), slug, url: blogPostUrl(slug) };
  });
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
