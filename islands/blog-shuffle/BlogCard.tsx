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
}

/** One article in the blog list; the whole card is its link's target. */
export function BlogCard({ article, image, heading: Heading, variant, className, showDescription = true }: BlogCardProps) {
  return (
    <article className={`blog-card blog-card-${variant}${className ? ` ${className}` : ''}`}>
      {image}
      <div className="blog-card-text">
        <Heading className="blog-card-title">
          <a href={`/blog/${article.slug}`}>{article.title}</a>
        </Heading>
        {showDescription && <p className="blog-card-description">{article.description}</p>}
        <p className="blog-card-meta">
          <time dateTime={article.date}>{formatDay(article.date)}</time> · {article.minutes} min read
        </p>
      </div>
    </article>
  );
}
