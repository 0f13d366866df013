import { createElement, type ComponentType, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { ISLANDS, type IslandName } from '../islands/registry.ts';
import { Document } from '../templates/Document.tsx';
import { IslandContext, islandUses, noteIsland, type IslandCollector, type IslandUse } from '../templates/Island.tsx';
import { Layout } from '../templates/layout/Layout.tsx';
import { PageContext, type PageFrame } from '../templates/PageContext.ts';
import { SharedContext, type SharedMarkup } from '../templates/Shared.tsx';
import type { TemplateName } from '../templates/pages/index.ts';
import type { Site } from './content/site.ts';
import { HELP_CENTRE } from '../kernel/page-urls.ts';
import { templateOf, type PageRoute, type RedirectRoute } from './routes.ts';

export interface RenderContext {
  site: Site;
  islands: Record<IslandName, ComponentType<any>>;
  /** The CSS each template's pages inline (pageStyles) and the boot script's URL. */
  assets: { css: Record<TemplateName, string>; boot: string };
  has: (href: string) => boolean;
  feed?: { href: string; title: string };
  /**
   * Markup rendered once and pasted into every page that shares it (templates/Shared.tsx), for
   * the pages rendered with this context; without it every page renders all of its markup.
   */
  shared?: SharedMemo;
}

/** Shared markup by id, in the order first rendered, with the islands it holds. */
export type SharedMemo = Map<string, { html: string; islands: IslandUse[]; n: number }>;

/** Where a page shows shared markup, until the markup is pasted in. */
const SHARED_TAG = 'nestwell-shared';
const SHARED_PLACE = new RegExp(`<${SHARED_TAG} data-n="(\\d+)"></${SHARED_TAG}>`, 'g');

/** Loads every island component once, for server rendering. */
export async function loadIslandComponents(): Promise<Record<IslandName, ComponentType<any>>> {
  const entries = await Promise.all(
    Object.entries(ISLANDS).map(async ([name, load]) => [name, (await load()).default] as const),
  );
  return Object.fromEntries(entries) as Record<IslandName, ComponentType<any>>;
}

/** Google Analytics property by path: help-centre pages report to their own. */
export function analyticsIdFor(site: Site, path: string): string {
  return path === HELP_CENTRE || path.startsWith(`${HELP_CENTRE}/`)
    ? site.analytics.supportMeasurementId
    : site.analytics.siteMeasurementId;
}

/** Renders one page to a complete HTML document. Pure: reads nothing but its arguments. */
export function renderPage(route: PageRoute, ctx: RenderContext): { html: string; islands: IslandUse[] } {
  const Template = templateOf(route) as ComponentType<any>;
  const collector: IslandCollector = { components: ctx.islands, used: new Map(), template: route.template };
  const page: PageFrame = { site: ctx.site, path: route.path, has: ctx.has };
  const within = (children: ReactNode, islands: IslandCollector, frame = page) => (
    <PageContext.Provider value={frame}>
      <IslandContext.Provider value={islands}>{children}</IslandContext.Provider>
    </PageContext.Provider>
  );
  const memo = ctx.shared;
  const shared: SharedMarkup | null = !memo ? null : {
    place(id, children) {
      let markup = memo.get(id);
      if (!markup) {
        const used = new Map<IslandName, boolean>();
        // What every page of the build shares, and no path: the markup is pasted into other pages.
        const frame = {
          site: ctx.site,
          has: ctx.has,
          get path(): string {
            throw new Error(`shared markup "${id}" reads the page's path: give it what it needs as keys of <Shared>`);
          },
        };
        const html = renderToStaticMarkup(within(children, { ...collector, used }, frame));
        markup = { html, islands: islandUses(used), n: memo.size };
        memo.set(id, markup);
      }
      for (const { name, firstLoad } of markup.islands) noteIsland(collector.used, name, firstLoad);
      return createElement(SHARED_TAG, { 'data-n': markup.n });
    },
  };
  let body: string;
  try {
    body = renderToStaticMarkup(
      <SharedContext.Provider value={shared}>
        {within(<Layout><Template {...route.props} /></Layout>, collector)}
      </SharedContext.Provider>,
    );
    if (memo) {
      const byNumber = [...memo.values()];
      body = body.replace(SHARED_PLACE, (_, n: string) => byNumber[Number(n)]!.html);
    }
  } catch (error) {
    throw new Error(`${route.path} (template ${route.template}, from ${route.source}): ${(error as Error).message}`, { cause: error });
  }
  const html = '<!DOCTYPE html>' + renderToStaticMarkup(
    <Document
      meta={route.meta}
      siteName={ctx.site.brand.name}
      themeColor={ctx.site.themeColor}
      analyticsId={analyticsIdFor(ctx.site, route.path)}
      css={ctx.assets.css[route.template]}
      boot={ctx.assets.boot}
      feed={ctx.feed}
      jsonLd={route.jsonLd}
      body={body}
    />,
  );
  return { html, islands: islandUses(collector.used) };
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
