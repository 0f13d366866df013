import { appChoice, CHOICE_PAGES } from '../../kernel/choice-pages.ts';
import type { BlogPost, BlogSummary } from '../../generator/content/blog.ts';
import type { Pricing } from '../../generator/content/pricing.ts';
import { BlogCard } from '../../islands/blog-shuffle/BlogCard.tsx';
import { Island } from '../Island.tsx';
import { usePage } from '../PageContext.ts';
import { formatDay } from '../../kernel/dates.ts';

export interface BlogArticleProps {
  post: BlogPost;
  minutes: number;
  offer: Pricing['offer'];
  /** The post's relatedArticles, as cards. */
  related: BlogSummary[];
}

/** /blog/{slug}: one article, its related articles and the offer. */
export function BlogArticle({ post, minutes, offer, related }: BlogArticleProps) {
  const { site } = usePage();
  return (
    <article className="section blog-article">
      <div className="container narrow">
        <p><a className="back-link" href="/blog"><span aria-hidden="true">←</span> Back to the blog</a></p>
        <h1>{post.title}</h1>
        <p className="lead">{post.description}</p>
        <p className="blog-card-meta">
          <time dateTime={post.date}>{formatDay(post.date)}</time> · {minutes} min read
        </p>
      </div>
      <div className="container article-hero">
        {/* The largest paint of the page: loaded at once, never lazily. */}
        <img src={post.heroImage} alt={post.heroAlt} width="1200" height="630" fetchPriority="high" />
      </div>
      <div className="container narrow prose">
        <div className="article-intro" dangerouslySetInnerHTML={{ __html: post.intro.join('\n') }} />
        {post.content.map((section) => (
          <section key={section.id} aria-labelledby={section.title ? section.id : undefined}>
            {section.title && <h2 id={section.id}>{section.title}</h2>}
            <div dangerouslySetInnerHTML={{ __html: section.description }} />
          </section>
        ))}
        <section aria-labelledby="conclusion">
          <h2 id="conclusion">Conclusion</h2>
          <div dangerouslySetInnerHTML={{ __html: post.conclusion.join('\n') }} />
        </section>
        <aside className="article-offer" aria-label="First cleaning offer">
          <p>
            New to {site.brand.name}? Get {offer.percentOff}% off your first cleaning with the code <strong>{offer.code}</strong>.
          </p>
          <Island
            name="bookNow"
            props={{
              id: 'unlock-offer',
              label: `UNLOCK ${offer.percentOff}% OFF`,
              className: 'button button-primary button-large',
              choiceHref: CHOICE_PAGES.app,
              choice: appChoice(site),
            }}
          />
        </aside>
      </div>
      {related.length > 0 && (
        <section className="container blog-section" aria-labelledby="related-title">
          <h2 id="related-title" className="blog-list-heading">Related Articles</h2>
          <ul className="blog-grid">
            {related.map((article) => (
              <li key={article.id}>
                <BlogCard
                  article={article}
                  heading="h3"
                  variant="card"
                  image={<span className="lazy-image is-loaded"><img src={article.heroImage} alt="" width="1200" height="630" loading="lazy" decoding="async" /></span>}
                />
              </li>
            ))}
          </ul>
        </section>
      )}
    </article>
  );
}
