import fg from 'fast-glob';
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { hash } from '../cache.ts';
import { type ContentDir, memoRead } from './file-cache.ts';
import { parseMarkdown } from './files.ts';
import type { IssueList } from './issues.ts';
import { frontmatterLine } from './issues.ts';
import { IsoDay } from './dates.ts';
import { fillTokens, parseBlocks, renderFilled, wordCount, type BlockRange } from './markdown.ts';

/**
 * The slug of a blog title, by the spec's rule: lower-case, punctuation removed, spaces turned
 * into hyphens.
 *
 * @example blogSlug('Clean House, Clear Head: Why Tidy Spaces Calm Busy Minds')
 *   // 'clean-house-clear-head-why-tidy-spaces-calm-busy-minds'
 */
export function blogSlug(title: string): string {
  return title
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9\s-]/g, '')
    .trim()
    .replace(/[\s-]+/g, '-');
}

export const BlogFrontmatterSchema = z.strictObject({
  id: z.number().int().positive(),
  title: z.string().min(1).max(68, 'keep titles to 68 characters so "title | Nestwell" fits 80'),
  description: z.string().min(50).max(170),
  /** Publication day. */
  date: IsoDay,
  heroImage: z.string().regex(/^\/images\/blog\/[a-z0-9-]+\.svg$/, 'expected /images/blog/{slug}.svg'),
  heroAlt: z.string().min(1),
  /** Ids of other articles to show under this one. */
  related: z.array(z.number().int().positive()).min(1).max(3),
  /** An editor's pick for "Most Popular Posts" (set it on the two most-read articles); the list shows at most two. */
  popular: z.boolean().default(false),
});

const Html = z.string().min(1);

/** A blog article with the spec's fields (section 3), plus its slug, date and hero text. */
export const BlogPostSchema = z.strictObject({
  id: z.number().int().positive(),
  slug: z.string().regex(/^[a-z0-9-]+$/),
  title: z.string().min(1),
  description: z.string().min(1),
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  heroImage: z.string(),
  heroAlt: z.string(),
  popular: z.boolean(),
  /** Paragraphs (sanitised HTML) before the first section. */
  intro: z.array(Html).min(1, 'write at least one paragraph before the first ## heading'),
  content: z.array(z.strictObject({
    /** Anchor of the section on the page. */
    id: z.string().regex(/^[a-z0-9-]+$/),
    /** May be empty: a section without a heading. */
    title: z.string(),
    /** The section's body as sanitised HTML. */
    description: Html,
  })).min(1, 'write at least one ## section'),
  /** Paragraphs (sanitised HTML) of the final "## Conclusion" section. */
  conclusion: z.array(Html).min(1, 'end with a "## Conclusion" section'),
  relatedArticles: z.array(z.strictObject({ id: z.number(), slug: z.string(), title: z.string(), image: z.string() })),
  /** Words of the article body, for reading time. */
  words: z.number().int().nonnegative(),
});

export type BlogPost = z.output<typeof BlogPostSchema>;

/** An article before its related articles are linked. Made once: zod compiles a schema's checks on its first use. */
const DraftSchema = BlogPostSchema.omit({ relatedArticles: true });
/** What a list or a related-articles card shows of an article. */
export type BlogSummary = Pick<BlogPost, 'id' | 'slug' | 'title' | 'description' | 'date' | 'heroImage' | 'popular'> & { minutes: number };

type Frontmatter = z.output<typeof BlogFrontmatterSchema>;
interface Draft extends Omit<BlogPost, 'relatedArticles'> {
  file: string;
  related: number[];
  /** Lines of the frontmatter fields checked across articles. */
  lines: { id?: number; related?: number };
}

const CONCLUSION = 'Conclusion';

/**
 * Loads content/blog/*.md, newest first. The file name must be the slug of the title, the hero
 * image must exist, ids must be unique and related ids must name other articles.
 */
export function loadBlogPosts(dir: ContentDir, tokens: Record<string, string>, issues: IssueList): BlogPost[] {
  const files = fg.sync('content/blog/*.md', { cwd: dir.root }).sort();
  const drafts: Draft[] = [];
  // The settings and prices filled into the markdown are the one input besides the file's bytes:
  // hashed once here, not fed whole into every file's key.
  const step = `blog:${hash(JSON.stringify(tokens))}`;
  let unloaded = 0;
  // Whether the image exists is not in the file: checked on every build, in one listing.
  const heroes = listing(path.join(dir.root, 'content', HERO_FOLDER));
  for (const file of files) {
    const read = memoRead(dir, file, step, issues, (text, found) => readDraft(file, text, tokens, found));
    if (read?.hero && !heroes.has(read.hero.image.slice(HERO_FOLDER.length + 1))) {
      issues.add({ file, line: read.hero.line, field: 'heroImage', message: `content${read.hero.image} does not exist` });
    }
    if (read?.draft) drafts.push(read.draft);
    else unloaded++;
  }
  return linkRelated(drafts, unloaded > 0, issues).sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : a.id - b.id));
}

const HERO_FOLDER = '/images/blog';

/** The names in `folder`, none if it is missing. */
function listing(folder: string): Set<string> {
  try {
    return new Set(fs.readdirSync(folder));
  } catch {
    return new Set();
  }
}

/**
 * One article as its file alone gives it: validated, its body split and rendered; and the hero
 * image whose existence is to be checked, valid article or not.
 */
function readDraft(file: string, text: string, tokens: Record<string, string>, issues: IssueList): { draft?: Draft; hero?: { image: string; line?: number } } | undefined {
  const md = parseMarkdown(text, file, BlogFrontmatterSchema, issues);
  if (!md) return undefined;
  const slug = blogSlug(md.data.title);
  const at = (field: keyof Frontmatter) => ({ file, line: frontmatterLine(text, field), field });
  if (path.basename(file, '.md') !== slug) {
    issues.add({ ...at('title'), message: `the file must be named after the title's slug: content/blog/${slug}.md` });
  }
  const heroImage = `${HERO_FOLDER}/${slug}.svg`;
  const hero = md.data.heroImage === heroImage ? { image: heroImage, line: at('heroImage').line } : undefined;
  if (!hero) issues.add({ ...at('heroImage'), message: `expected ${heroImage}` });
  const { related, ...fields } = md.data;
  fields.description = fillTokens(fields.description, { file, line: at('description').line ?? 1 }, tokens, issues);
  const parsed = DraftSchema.safeParse({ ...fields, slug, ...splitBody(md.body, { file, line: md.bodyLine }, tokens, issues) });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) issues.add({ file, line: md.bodyLine, field: issue.path.join('.'), message: issue.message });
    return { hero };
  }
  return { hero, draft: { ...parsed.data, file, related, lines: { id: at('id').line, related: at('related').line } } };
}

/** Intro blocks, then one section per `##` heading; the last, "Conclusion", gives the conclusion. */
function splitBody(
  body: string,
  where: { file: string; line: number },
  tokens: Record<string, string>,
  issues: IssueList,
): Pick<BlogPost, 'intro' | 'content' | 'conclusion' | 'words'> {
  // Tokens (a price, a setting; in a heading too) are filled in the whole body first, so that its
  // blocks render from one parse (parseBlocks) rather than each run parsed again on its own.
  const filled = fillTokens(body, where, tokens, issues);
  const { blocks, renderRun } = parseBlocks(filled);
  const render = (first: BlockRange, last: BlockRange) =>
    renderRun?.(first, last) ?? renderFilled(filled.slice(first.from, last.to));
  const groups: { title: string | null; blocks: BlockRange[] }[] = [{ title: null, blocks: [] }];
  for (const block of blocks) {
    if ('heading' in block) groups.push({ title: block.heading, blocks: [] });
    else groups.at(-1)!.blocks.push(block);
  }
  const [intro, ...sections] = groups;
  const last = sections.at(-1);
  const hasConclusion = last?.title === CONCLUSION;
  const paragraphs = (group: (typeof groups)[number] | undefined) => group?.blocks.map((b) => render(b, b)) ?? [];
  const content = (hasConclusion ? sections.slice(0, -1) : sections).map((section, i) => {
    const first = section.blocks[0];
    const lastBlock = section.blocks.at(-1);
    return {
      id: sectionId(section.title ?? '', i),
      title: section.title ?? '',
      description: first && lastBlock ? render(first, lastBlock) : '',
    };
  });
  const [introHtml, lastHtml] = [paragraphs(intro), paragraphs(last)];
  const html = [...introHtml, ...content.map((s) => `${s.title} ${s.description}`), ...lastHtml].join(' ');
  return {
    intro: introHtml,
    content,
    conclusion: hasConclusion ? lastHtml : [],
    words: wordCount(html),
  };
}

/** An HTML id for a section's anchor: its title's slug, starting with a letter as ids must. */
function sectionId(title: string, index: number): string {
  const slug = blogSlug(title);
  if (!slug) return `section-${index + 1}`;
  return /^[a-z]/.test(slug) ? slug : `section-${slug}`;
}

/**
 * Resolves related ids. While some article failed to load, an id no loaded article has may well
 * be that article's: its own error is reported, and the build stops, so that is not said again.
 */
function linkRelated(drafts: Draft[], someUnloaded: boolean, issues: IssueList): BlogPost[] {
  const byId = new Map<number, Draft>();
  // Of two articles with one id, the one dated later is the one added later (a new post is dated
  // the day it goes out; git history and file times are not there in every checkout): it is
  // blamed, and the older one keeps the id its /blog/{id} address was shared with. Same day: the
  // file named later.
  const oldestFirst = [...drafts].sort((a, b) => (a.date !== b.date ? (a.date < b.date ? -1 : 1) : a.file < b.file ? -1 : 1));
  const free = Math.max(0, ...drafts.map((d) => d.id)) + 1;
  for (const draft of oldestFirst) {
    const other = byId.get(draft.id);
    if (other) {
      issues.add({ file: draft.file, line: draft.lines.id, field: 'id', message: `${draft.id} is already the id of ${other.file} (dated ${other.date}; this one ${draft.date}): give this article an id no other has, such as ${free}` });
    } else byId.set(draft.id, draft);
  }
  return drafts.map(({ file, related, lines, ...post }) => ({
    ...post,
    relatedArticles: related.flatMap((id) => {
      const target = byId.get(id);
      if (!target || id === post.id) {
        if (!target && someUnloaded) return [];
        issues.add({ file, line: lines.related, field: 'related', message: id === post.id ? 'an article cannot be related to itself' : `no article has id ${id}` });
        return [];
      }
      return [{ id, slug: target.slug, title: target.title, image: target.heroImage }];
    }),
  }));
}

/** Minutes an article takes to read, at an unhurried 230 words a minute. */
export function readingMinutes(post: BlogPost): number {
  return Math.max(1, Math.round(post.words / 230));
}

/** The fields a card shows. */
export function summaryOf(post: BlogPost): BlogSummary {
  const { id, slug, title, description, date, heroImage, popular } = post;
  return { id, slug, title, description, date, heroImage, popular, minutes: readingMinutes(post) };
}
