import type { ReactNode } from 'react';
import type { BlogSummary } from '../../generator/content/blog.ts';
import { formatDay } from '../../kernel/dates.ts';

export interface BlogCardProps {
  article: BlogSummary;
  /** The picture box: a lazy image in the list, a plain one where it is the first thing seen. */
  image: ReactNode;
  heading: 'h2' | 'h3';
  /** `featured`, `compact` (sidebar) or `card`: each reserves its own fixed text heights. */
  variant: 'featured' | 'compact' | 'card';
  className?: string;
  /** Sidebar items are short: no description. */
  showDescription?: boolean;
  /**
   * The articles that may land in this slot when the list is shuffled. Their titles (and
   * descriptions) sit invisibly in the same grid cell as the shown one, so the box is as tall as
   * the longest of them at any width and font: the shuffle never shifts the page, and no title is
   * cut short.
   */
  candidates?: BlogSummary[];
}

/** One article in the blog list; the whole card is its link's target. */
export function BlogCard({ article, image, heading: Heading, variant, className, showDescription = true, candidates = [] }: BlogCardProps) {
  const ghosts = (text: (a: BlogSummary) => string) =>
    candidates.filter((c) => c.slug !== article.slug).map((c) => <span key={c.slug} className="fit-ghost" aria-hidden="true">{text(c)}</span>);
  return (
    <article className={`blog-card blog-card-${variant}${className ? ` ${className}` : ''}`}>
      {image}
      <div className="blog-card-text">
        <Heading className="blog-card-title fit-stack">
          <a href={`/blog/${article.slug}`}>{article.title}</a>
          {ghosts((c) => c.title)}
        </Heading>
        {showDescription && <p className="blog-card-description fit-stack"><span>{article.description}</span>{ghosts((c) => c.description)}</p>}
        <p className="blog-card-meta">
          <time dateTime={article.date}>{formatDay(article.date)}</time> · {article.minutes} min read
        </p>
      </div>
    </article>
  );
}
