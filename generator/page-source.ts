import type { IslandUse } from '../templates/Island.tsx';
import { hash, type CacheTable } from './cache.ts';
import { formPageParts } from './form-page-parts.tsx';
import { PageKeys, type Digests } from './page-keys.ts';
import type { PageStore } from './page-store.ts';
import { renderPage, type RenderContext } from './render.tsx';
import { pageFile, type PageRoute, type Route, type RouteMemo } from './routes.ts';
import type { SiteFile } from './site-files.ts';

/**
 * A page rendered earlier, reused while its key is the same (the dev server's incremental build):
 * the same route object (from a RouteMemo), or one with the same key.
 */
export interface RenderMemo {
  /** What every page shows (links, assets, settings): a change drops every page. */
  frame: string;
  pages: Map<string, { route: PageRoute; key: string; html: string; islands: IslandUse[] }>;
}

/** What the dev server keeps between builds, and the pages it wants first (those open in a browser). */
export interface DevReuse {
  memo: RenderMemo;
  routes: RouteMemo;
  first: ReadonlySet<string>;
}

/** Where a build may take pages from instead of rendering them. */
export interface PageReuse {
  /** The dev server's memo of rendered pages. */
  dev?: DevReuse;
  /** The build cache's pages and form page parts, and the code's hash they are kept under. */
  cache?: { code: string; store: PageStore<IslandUse[]>; forms: CacheTable<string> };
}

/**
 * Each page's output file and islands: rendered, or taken from the dev server's memo or from the
 * build cache's packs, under the page's key (PageKeys over `routes`, the build's table):
 * a hash of its route and of `frame`, what every page shows; `digests`: the values this build
 * digested already, which the keys take as they are.
 */
export function pageSource({ dev, cache }: PageReuse, ctx: RenderContext, frame: string, routes: Route[], digests?: Digests) {
  const source = { rendered: 0, renderSeconds: 0, keySeconds: 0, page, formParts };
  const render = (route: PageRoute) => {
    const started = performance.now();
    const made = renderPage(route, ctx);
    source.renderSeconds += (performance.now() - started) / 1000;
    source.rendered++;
    return made;
  };
  const pageKeys = dev || cache ? new PageKeys(hash(cache?.code ?? '', frame), routes.filter((r) => r.kind === 'page'), digests) : undefined;
  // A form page's key is asked for twice, for the page and for its parts (formParts): made once.
  const keys = new WeakMap<PageRoute, string>();
  const keyOf = (route: PageRoute) => {
    let key = keys.get(route);
    if (key === undefined) {
      const started = performance.now();
      keys.set(route, (key = pageKeys!.of(route)));
      source.keySeconds += (performance.now() - started) / 1000;
    }
    return key;
  };
  if (dev && dev.memo.frame !== frame) {
    dev.memo.frame = frame;
    dev.memo.pages.clear();
  }
  function page(route: PageRoute): { item: SiteFile<never>; islands: IslandUse[] } {
    const file = pageFile(route);
    if (dev) {
      let kept = dev.memo.pages.get(route.path);
      const key = kept?.route === route ? kept.key : keyOf(route);
      if (!kept || kept.key !== key) {
        kept = { route, key, ...render(route) };
        dev.memo.pages.set(route.path, kept);
      } else kept.route = route;
      return { item: { file, data: kept.html }, islands: kept.islands };
    }
    if (cache) {
      const key = keyOf(route);
      const hit = cache.store.get(key);
      if (hit) return { item: { file, data: hit.bytes }, islands: hit.extra };
      const made = render(route);
      // Encoded once, for the pack and for the file: the output compares and writes bytes as they are.
      const bytes = Buffer.from(made.html);
      cache.store.keep(key, bytes, made.islands);
      return { item: { file, data: bytes }, islands: made.islands };
    }
    const made = render(route);
    return { item: { file, data: made.html }, islands: made.islands };
  }
  /** A form page's parts for the server (formPageParts), as JSON; kept under its page's key. */
  function formParts(route: PageRoute): string {
    const key = cache && keyOf(route);
    const kept = key && cache.forms.get(key);
    if (kept) return kept;
    const made = JSON.stringify(formPageParts(route, ctx));
    if (key) cache.forms.set(key, made);
    return made;
  }
  return source;
}
