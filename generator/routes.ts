import type { Meta } from '../templates/Document.tsx';
import { TEMPLATES, type TemplateName, type TemplateProps } from '../templates/pages/index.ts';
import type { Content } from './content/load.ts';
import { readingMinutes, summaryOf } from './content/blog.ts';
import type { CspSources } from '../kernel/headers.ts';
import { notFoundFile, outputFile } from '../kernel/paths.ts';
import { absolute, blogListing, blogPosting, breadcrumbs, homeBusiness } from './jsonld.ts';
import { locationPages } from './locations/routes.ts';
import { ContentError } from './content/issues.ts';
import { routeTableIssues } from './routes/check.ts';
import { helpPages } from './routes/help.ts';
import { choicePages, formPages, infoPages } from './routes/single-pages.ts';
import { blogPostUrl, HELP_CENTRE, NJ_LOCATIONS, pageUrl } from '../kernel/page-urls.ts';

interface PageRouteOf<K extends TemplateName> {
  kind: 'page';
  path: string;
  template: K;
  props: TemplateProps<K>;
  meta: Meta;
  /** Structured data records; pages without a LocalBusiness record of their own get the home one. */
  jsonLd: object[];
  /** Where the route came from, to name it when two routes collide. */
  source: string;
  /** For not-found pages: the path prefix whose unknown addresses get this page, with status 404. */
  notFoundFor?: string;
  /** Status the page is served with; 200 unless a not-found or error page. */
  status: 200 | 404 | 500;
  /** What this page's Content-Security-Policy allows beyond the site-wide one. */
  csp?: CspSources;
}

export type PageRoute = { [K in TemplateName]: PageRouteOf<K> }[TemplateName];

/** The file a page is written to: a not-found page goes where static hosts look for it (notFoundFile). */
export function pageFile(route: PageRoute): string {
  return route.notFoundFor ? notFoundFile(route.notFoundFor) : outputFile(route.path);
}

/**
 * The file a route is written to. A redirect's HTML stub gives way to a not-found page
 * (`/blog/404` is the older address of an article with id 404, and `blog/404.html` the blog's
 * not-found page), so it has no file and only the real redirect remains.
 */
export function routeFile(route: Route, notFoundFiles: ReadonlySet<string>): string | undefined {
  if (route.kind === 'page') return pageFile(route);
  const file = outputFile(route.path);
  return notFoundFiles.has(file) ? undefined : file;
}

/** The files of the table's not-found pages. */
export function notFoundFiles(routes: Route[]): Set<string> {
  return new Set(routes.flatMap((r) => (r.kind === 'page' && r.notFoundFor ? [notFoundFile(r.notFoundFor)] : [])));
}

export interface RedirectRoute {
  kind: 'redirect';
  path: string;
  to: string;
  status: 301 | 302 | 307 | 308;
  source: string;
}

export type Route = PageRoute | RedirectRoute;

/** Declares a page; the meta comes from content/pages.json where it has an entry. */
export function page<K extends TemplateName>(
  content: Content,
  spec: {
    path: string;
    template: K;
    props: TemplateProps<K>;
    source: string;
    meta?: Partial<Meta>;
    jsonLd?: object[];
    notFoundFor?: string;
    status?: 200 | 404 | 500;
    trail?: [string, string][];
    csp?: CspSources;
  },
): PageRoute {
  const { site, pages } = content;
  const listed = pages.pages[spec.path];
  const title = spec.meta?.title ?? listed?.title;
  if (!title) throw new Error(`${spec.source}: no title for ${spec.path} (add it to content/pages.json)`);
  const meta: Meta = {
    title,
    description: spec.meta?.description ?? listed?.description ?? pages.defaults.description,
    canonical: `${site.siteUrl}${spec.path === '/' ? '/' : spec.path}`,
    noindex: spec.meta?.noindex ?? (spec.status !== undefined && spec.status !== 200),
    ogType: spec.meta?.ogType,
    ogImage: absolute(site, spec.meta?.ogImage ?? site.ogImage),
  };
  const ownRecords = spec.jsonLd ?? [];
  const hasBusiness = ownRecords.some((r) => (r as { '@type'?: string })['@type'] === 'LocalBusiness');
  const jsonLd = [
    ...(hasBusiness ? [] : [sharedHomeBusiness(content)]),
    ...ownRecords,
    ...(spec.trail ? [breadcrumbs(site, spec.trail)] : []),
  ];
  return {
    kind: 'page',
    path: spec.path,
    template: spec.template,
    props: spec.props,
    meta,
    jsonLd,
    source: spec.source,
    notFoundFor: spec.notFoundFor,
    status: spec.status ?? 200,
    csp: spec.csp,
  } as PageRoute;
}

/**
 * The home LocalBusiness record, one object for every route made from `content` that has no
 * record of its own: PageKeys digests a value many routes hold once per build, so the record is
 * hashed once rather than once per page.
 */
function sharedHomeBusiness(content: Content): object {
  let record = homeBusinessOf.get(content);
  if (!record) homeBusinessOf.set(content, (record = homeBusiness(content)));
  return record;
}

/** By the content object a build's routes are made from, so two builds never share a record. */
const homeBusinessOf = new WeakMap<Content, object>();

/** The pages every site has: home, the not-found screens and the error page. */
function corePages(content: Content): Route[] {
  const { home, pricing, services, site } = content;
  const { titleSuffix } = content.pages.defaults;
  const notFound = (path: string, variant: TemplateProps<'notFound'>['variant'], scope: string, title: string) =>
    page(content, {
      path, template: 'notFound', props: { variant }, source: 'generator/routes.ts', notFoundFor: scope, status: 404,
      meta: { title, description: content.pages.pages['/404']!.description },
    });
  return [
    page(content, {
      path: '/', template: 'home', source: 'content/home.json',
      props: { home, pricing, services, heroImage: `${site.assetBaseUrl}/hero-home.svg` },
    }),
    notFound('/404', 'route', '/', '404: This Page Got Swept Away'),
    notFound('/locations/404', 'state', '/locations/', '404: This Page Got Swept Away'),
    notFound(`${NJ_LOCATIONS}/404`, 'section', `${NJ_LOCATIONS}/`, `Page not found${titleSuffix}`),
    notFound(`${HELP_CENTRE}/404`, 'section', `${HELP_CENTRE}/`, `Page not found${titleSuffix}`),
    // Not /blog/404: /blog/{id} is each article's older numeric address, and any id must work.
    notFound('/blog/not-found', 'blog', '/blog/', `Blog not found${titleSuffix}`),
    page(content, { path: '/500', template: 'appError', props: {}, source: 'generator/routes.ts', status: 500 }),
  ];
}

function legalPages(content: Content): Route[] {
  return content.legal.map((doc) =>
    page(content, {
      path: pageUrl(doc.slug),
      template: 'document',
      props: { title: doc.title, updated: doc.updated, html: doc.html },
      source: doc.file,
      meta: { title: `${doc.title}${content.pages.defaults.titleSuffix}`, description: doc.description },
      trail: [['Home', '/'], [doc.title, pageUrl(doc.slug)]],
    }),
  );
}

/** /blog, one page per article, and the older numeric address of each article redirecting to it. */
function blogPages(content: Content): Route[] {
  const { blog, site, pricing, pages } = content;
  if (!blog.length) return [];
  const summaries = new Map(blog.map((post) => [post.id, summaryOf(post)]));
  const list = page(content, {
    path: '/blog', template: 'blog', source: 'content/blog',
    props: { articles: [...summaries.values()] },
    jsonLd: [blogListing(site, blog)],
    trail: [['Home', '/'], ['Blog', '/blog']],
  });
  return [list, ...blog.flatMap((post): Route[] => {
    const path = blogPostUrl(post.slug);
    const source = `content/blog/${post.slug}.md`;
    return [
      page(content, {
        path, template: 'blogArticle', source,
        props: {
          post,
          minutes: readingMinutes(post),
          offer: pricing.offer,
          related: post.relatedArticles.map((r) => summaries.get(r.id)!),
        },
        meta: { title: `${post.title}${pages.defaults.titleSuffix}`, description: post.description, ogType: 'article' },
        jsonLd: [blogPosting(site, post)],
        trail: [['Home', '/'], ['Blog', '/blog'], [post.title, path]],
      }),
      { kind: 'redirect', path: `/blog/${post.id}`, to: path, status: 301, source },
    ];
  })];
}

function redirectRoutes(content: Content): Route[] {
  return content.redirects.map((r) => ({ kind: 'redirect', path: r.from, to: r.to, status: r.status, source: r.source }));
}

const ROUTE_GROUPS = { corePages, legalPages, formPages, infoPages, choicePages, helpPages, locationPages, blogPages, redirectRoutes };

/**
 * Route groups built earlier (the dev server's), each with the parts of the content it read: a
 * group is built again only when one of those parts is another object than it was.
 */
export type RouteMemo = Map<string, { read: Map<PropertyKey, unknown>; routes: Route[] }>;

function routeGroup(name: keyof typeof ROUTE_GROUPS, content: Content, memo: RouteMemo | undefined): Route[] {
  const kept = memo?.get(name);
  if (kept && [...kept.read].every(([part, value]) => Reflect.get(content, part) === value)) return kept.routes;
  const read = new Map<PropertyKey, unknown>();
  // Records what the group reads, so the memo can never miss a part it depends on.
  const watched = memo ? new Proxy(content, { get: (target, part) => { const value = Reflect.get(target, part); read.set(part, value); return value; } }) : content;
  const routes = ROUTE_GROUPS[name](watched);
  memo?.set(name, { read, routes });
  return routes;
}

/**
 * Every route of the site, sorted by path. Two routes on one path, or a redirect that lands on
 * another redirect, on itself or nowhere, is a content error located where the route came from.
 * With a memo, groups whose content is unchanged are the same route objects as before.
 */
export function buildRoutes(content: Content, memo?: RouteMemo): Route[] {
  const routes = (Object.keys(ROUTE_GROUPS) as (keyof typeof ROUTE_GROUPS)[]).flatMap((name) => routeGroup(name, content, memo))
    .sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  const issues = routeTableIssues(routes);
  if (issues.length) throw new ContentError(issues);
  return routes;
}

export function templateOf(route: PageRoute) {
  return TEMPLATES[route.template];
}
