import type { Content } from '../content/load.ts';
import { andSpellings } from '../content/help.ts';
import { page, type Route } from '../routes.ts';
import { HELP_CENTRE, helpArticleUrl, helpCategoryUrl } from '../../kernel/page-urls.ts';

const HELP_SUFFIX = ' | Nestwell Help';

/**
 * The help centre: /support, a page per category and per article, and a 301 from each "-and-"
 * spelling of a path to its "-&-" one, so an address typed either way works.
 */
export function helpPages(content: Content): Route[] {
  const routes: Route[] = [];
  const categories = content.help.map((category) => ({
    ...category,
    href: helpCategoryUrl(category.slug),
    articles: category.articles.map((article) => ({ ...article, href: helpArticleUrl(category.slug, article.slug) })),
  }));
  routes.push(page(content, {
    path: HELP_CENTRE,
    template: 'helpCenter',
    source: 'content/help',
    props: { categories: categories.map((c) => ({ title: c.title, href: c.href, articles: c.articles.map((a) => ({ title: a.title, href: a.href })) })) },
    trail: [['Home', '/'], ['Help centre', HELP_CENTRE]],
  }));
  for (const category of categories) {
    routes.push(page(content, {
      path: category.href,
      template: 'helpCategory',
      source: category.file,
      props: { title: category.title, description: category.description, articles: category.articles.map((a) => ({ title: a.title, href: a.href, description: a.description })) },
      meta: { title: `${category.title}${HELP_SUFFIX}`, description: category.description },
      trail: [['Home', '/'], ['Help centre', HELP_CENTRE], [category.title, category.href]],
    }));
    for (const article of category.articles) {
      routes.push(page(content, {
        path: article.href,
        template: 'helpArticle',
        source: article.file,
        props: {
          title: article.title,
          html: article.html,
          category: { title: category.title, href: category.href },
          others: category.articles.filter((a) => a !== article).map((a) => ({ title: a.title, href: a.href })),
        },
        meta: { title: `${article.title}${HELP_SUFFIX}`, description: article.description },
        trail: [['Home', '/'], ['Help centre', HELP_CENTRE], [category.title, category.href], [article.title, article.href]],
      }));
    }
  }
  // Made by the same content as the page they lead to, so an error names that file.
  for (const { path, source } of [...routes]) {
    for (const from of andSpellings(path)) routes.push({ kind: 'redirect', path: from, to: path, status: 301, source });
  }
  return routes;
}
