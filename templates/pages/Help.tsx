import { HELP_CENTRE } from '../../kernel/page-urls.ts';
import { Island } from '../Island.tsx';
import { usePage } from '../PageContext.ts';
import { ReachUs } from '../sections/ReachUs.tsx';
import type { HelpSearchCategory } from '../../islands/help-search/HelpSearch.tsx';

export interface HelpCenterProps {
  categories: HelpSearchCategory[];
}

/** /support: "How can we help?", the search box and the ten category cards. */
export function HelpCenter({ categories }: HelpCenterProps) {
  const { site } = usePage();
  return (
    <section className="section help">
      <div className="container">
        <h1>How can we help?</h1>
        <Island name="helpSearch" props={{ categories, clientSupportUrl: site.clientSupportUrl }} when="idle" />
        <ReachUs />
      </div>
    </section>
  );
}

export interface HelpCategoryProps {
  title: string;
  description: string;
  articles: { title: string; href: string; description: string }[];
}

/** /support/{category}: its articles, each with the line that says what it answers. */
export function HelpCategoryPage({ title, description, articles }: HelpCategoryProps) {
  return (
    <section className="section help">
      <div className="container narrow">
        <Breadcrumb trail={[['Help centre', HELP_CENTRE]]} current={title} />
        <h1>{title}</h1>
        <p className="lead">{description}</p>
        <ul className="help-article-list">
          {articles.map((article) => (
            <li key={article.href}>
              <a href={article.href}>{article.title}</a>
              <p>{article.description}</p>
            </li>
          ))}
        </ul>
        <p><a href={HELP_CENTRE}>Back to all help topics</a></p>
      </div>
    </section>
  );
}

export interface HelpArticleProps {
  title: string;
  html: string;
  category: { title: string; href: string };
  others: { title: string; href: string }[];
}

/** /support/{category}/{article}: the answer, rendered at build time, and where to go next. */
export function HelpArticlePage({ title, html, category, others }: HelpArticleProps) {
  const { site } = usePage();
  return (
    <article className="section help">
      <div className="container help-article">
        <div className="prose">
          <Breadcrumb trail={[['Help centre', HELP_CENTRE], [category.title, category.href]]} current={title} />
          <h1>{title}</h1>
          <div dangerouslySetInnerHTML={{ __html: html }} />
          <div className="card help-more">
            <h2>Still need help?</h2>
            <p>
              Our support team is there 24/7: <a href={site.clientSupportUrl}>contact client support</a>, or ask the chat
              assistant in the corner of this page.
            </p>
            <ReachUs />
            <p><a href={HELP_CENTRE}>Back to all help topics</a></p>
          </div>
        </div>
        {others.length > 0 && (
          <aside className="help-aside" aria-labelledby="help-others-title">
            <h2 id="help-others-title">More in {category.title}</h2>
            <ul>
              {others.map((other) => <li key={other.href}><a href={other.href}>{other.title}</a></li>)}
            </ul>
          </aside>
        )}
      </div>
    </article>
  );
}

function Breadcrumb({ trail, current }: { trail: [string, string][]; current: string }) {
  return (
    <nav className="breadcrumb" aria-label="Breadcrumb">
      <ol>
        {trail.map(([name, href]) => <li key={href}><a href={href}>{name}</a></li>)}
        <li><span aria-current="page">{current}</span></li>
      </ol>
    </nav>
  );
}
