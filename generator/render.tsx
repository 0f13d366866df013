import type { ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { ISLANDS, type IslandName } from '../islands/registry.ts';
import { Document } from '../templates/Document.tsx';
import { IslandContext, type IslandCollector } from '../templates/Island.tsx';
import { Layout } from '../templates/layout/Layout.tsx';
import { PageContext } from '../templates/PageContext.ts';
import type { Site } from './content/site.ts';
import { templateOf, type PageRoute, type RedirectRoute } from './routes.ts';

export interface RenderContext {
  site: Site;
  islands: Record<IslandName, ComponentType<any>>;
  assets: { css: string; boot: string };
  has: (href: string) => boolean;
  feed?: { href: string; title: string };
}

/** Loads every island component once, for server rendering. */
export async function loadIslandComponents(): Promise<Record<IslandName, ComponentType<any>>> {
  const entries = await Promise.all(
    Object.entries(ISLANDS).map(async ([name, load]) => [name, (await load()).default] as const),
  );
  return Object.fromEntries(entries) as Record<IslandName, ComponentType<any>>;
}

/** Google Analytics property by path: help-centre pages report to their own. */
export function analyticsIdFor(site: Site, path: string): string {
  return path === '/support' || path.startsWith('/support/')
    ? site.analytics.supportMeasurementId
    : site.analytics.siteMeasurementId;
}

/** Renders one page to a complete HTML document. Pure: reads nothing but its arguments. */
export function renderPage(route: PageRoute, ctx: RenderContext): { html: string; islands: IslandName[] } {
  const Template = templateOf(route) as ComponentType<any>;
  const collector: IslandCollector = { components: ctx.islands, used: new Set(), template: route.template };
  let body: string;
  try {
    body = renderToStaticMarkup(
      <PageContext.Provider value={{ site: ctx.site, path: route.path, has: ctx.has }}>
        <IslandContext.Provider value={collector}>
          <Layout>
            <Template {...route.props} />
          </Layout>
        </IslandContext.Provider>
      </PageContext.Provider>,
    );
  } catch (error) {
    throw new Error(`${route.path} (template ${route.template}, from ${route.source}): ${(error as Error).message}`, { cause: error });
  }
  const html = '<!DOCTYPE html>' + renderToStaticMarkup(
    <Document
      meta={route.meta}
      siteName={ctx.site.brand.name}
      themeColor={ctx.site.themeColor}
      analyticsId={analyticsIdFor(ctx.site, route.path)}
      css={ctx.assets.css}
      boot={ctx.assets.boot}
      feed={ctx.feed}
      jsonLd={route.jsonLd}
      body={body}
    />,
  );
  return { html, islands: [...collector.used].sort() };
}

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A page for hosts that cannot redirect: it refreshes to the target at once and links to it. */
export function renderRedirectStub(route: RedirectRoute, site: Site): string {
  const to = escapeHtml(route.to.startsWith('/') ? `${site.siteUrl}${route.to}` : route.to);
  return `<!DOCTYPE html><html lang="en-US"><head><meta charset="utf-8"><title>Redirecting…</title>` +
    `<meta name="robots" content="noindex"><meta http-equiv="refresh" content="0; url=${to}">` +
    `<link rel="canonical" href="${to}"></head><body><p>This page has moved to <a href="${to}">${to}</a>.</p></body></html>`;
}
