import { useEffect, useRef, useState } from 'react';
import type { BlogSummary } from '../../generator/content/blog.ts';
import { BlogCard } from './BlogCard.tsx';
import { LazyImage } from './LazyImage.tsx';
import { shuffleFirst } from './shuffle.ts';

/** Spec section 9: how many articles are shuffled, and how many each part of the list shows. */
export const BLOG_LAYOUT = { considered: 10, sidebar: 4, popular: 2, initial: 4 };

export interface BlogShuffleProps {
  /** Newest first: the order the static page shows before (or without) JavaScript. */
  articles: BlogSummary[];
}

const ALL_ID = 'all-articles';

/**
 * The blog list (spec section 2): a featured article, a sidebar of 4, "Most Popular Posts" and
 * "All Articles" with VIEW ALL. "Most Popular Posts" are the articles an editor marked `popular`
 * (never a guess, never shuffled); the newest of the others is featured, and the rest are
 * shuffled once per visit into the sidebar. "All Articles" is the complete list, newest first, so
 * a post may appear there as well as above; it shows 4 cards until VIEW ALL. The server renders
 * the stable order; each sidebar slot is sized for every article that may land in it (BlogCard's
 * `candidates`) and gets fresh cards (keyed by article), so the shuffle never shifts the page.
 */
export default function BlogShuffle({ articles }: BlogShuffleProps) {
  const { sidebar, popular, initial } = BLOG_LAYOUT;
  const popularPosts = articles.filter((a) => a.popular).slice(0, popular);
  const others = articles.filter((a) => !popularPosts.includes(a));
  // The featured slot holds the newest article, the same on every visit: its picture is the
  // page's largest paint, and a picture swapped by the shuffle was a second, late one.
  const [featured, ...shuffled] = others;
  const [order, setOrder] = useState(shuffled);
  const [live, setLive] = useState(false);
  const [expanded, setExpanded] = useState(false);
  const list = useRef<HTMLUListElement>(null);

  useEffect(() => {
    setOrder(shuffleFirst(shuffled, BLOG_LAYOUT.considered - popularPosts.length - 1));
    setLive(true);
  }, [articles]);
  // Keyboard and screen-reader users continue at the first card VIEW ALL revealed.
  useEffect(() => {
    if (expanded) list.current?.children[BLOG_LAYOUT.initial]?.querySelector('a')?.focus();
  }, [expanded]);

  if (!featured) return null;
  const side = order.slice(0, sidebar);
  const lazy = (article: BlogSummary) => <LazyImage key={article.slug} src={article.heroImage} />;

  return (
    <>
      {/* data-shuffled tells a reader of the DOM (and the e2e tests) that this visit's order is in place. */}
      <div className="blog-top" data-shuffled={live ? '' : undefined}>
        <BlogCard
          key={featured.slug}
          article={featured}
          heading="h2"
          variant="featured"
          // The largest picture at the top is the page's main paint: never lazy.
          image={<span className="lazy-image is-loaded"><img src={featured.heroImage} alt="" width="1200" height="630" fetchPriority="high" /></span>}
        />
        <section className="blog-sidebar" aria-labelledby="blog-sidebar-title">
          <h2 id="blog-sidebar-title" className="blog-list-heading">More to Read</h2>
          <ul className="blog-sidebar-list">
            {side.map((article, slot) => (
              <li key={slot}><BlogCard key={article.slug} article={article} heading="h3" variant="compact" showDescription={false} candidates={shuffled} image={lazy(article)} /></li>
            ))}
          </ul>
        </section>
      </div>

      {popularPosts.length > 0 && (
        <section className="blog-section" aria-labelledby="blog-popular-title">
          <h2 id="blog-popular-title" className="blog-list-heading">Most Popular Posts</h2>
          <ul className="blog-grid blog-grid-2">
            {popularPosts.map((article, slot) => (
              <li key={slot}><BlogCard key={article.slug} article={article} heading="h3" variant="card" image={lazy(article)} /></li>
            ))}
          </ul>
        </section>
      )}

      <section className={`blog-section blog-all${expanded ? ' is-expanded' : ''}`} id={ALL_ID} aria-labelledby="blog-all-title">
        <h2 id="blog-all-title" className="blog-list-heading">All Articles</h2>
        <ul className="blog-grid" id={`${ALL_ID}-list`} ref={list}>
          {articles.map((article, slot) => (
            <li key={slot} className={slot >= initial ? 'blog-more' : undefined}>
              <BlogCard key={article.slug} article={article} heading="h3" variant="card" image={lazy(article)} />
            </li>
          ))}
        </ul>
        {articles.length > initial && !expanded && (
          live ? (
            <button type="button" className="button button-secondary view-all" aria-expanded="false" aria-controls={`${ALL_ID}-list`} onClick={() => setExpanded(true)}>
              View all<span className="visually-hidden"> articles</span>
            </button>
          ) : (
            // Without JavaScript the link targets the section, and CSS (:target) shows every card.
            <a className="button button-secondary view-all" href={`#${ALL_ID}`}>
              View all<span className="visually-hidden"> articles</span>
            </a>
          )
        )}
      </section>
    </>
  );
}
