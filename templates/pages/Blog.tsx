import type { BlogSummary } from '../../generator/content/blog.ts';
import { Island } from '../Island.tsx';

export interface BlogProps {
  /** Newest first. */
  articles: BlogSummary[];
}

/** /blog: the heading, then the list, which the blogShuffle island reorders on each visit. */
export function Blog({ articles }: BlogProps) {
  return (
    <section className="section blog">
      <div className="container">
        <h1>The Nestwell Blog</h1>
        <p className="lead">Honest advice on keeping a home clean, and on getting your time back.</p>
        <Island name="blogShuffle" props={{ articles }} when="load" />
      </div>
    </section>
  );
}
