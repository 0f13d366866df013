import fg from 'fast-glob';
import path from 'node:path';
import type { IslandName } from '../islands/registry.ts';
import type { IslandUse } from '../templates/Island.tsx';
import type { Assets } from './assets.ts';
import type { Content } from './content/load.ts';
import type { Site } from './content/site.ts';
import { atomFeed, BLOG_FEED } from './feed.ts';
import { FORMS } from '../kernel/forms/fields.ts';
import { formPartsFile } from '../kernel/forms/page-parts.ts';
import { headerRules } from '../kernel/headers.ts';
import { pageStyleHashes, pageStyles } from './page-styles.ts';
import { MANIFEST_FILE, type SiteManifest } from '../kernel/manifest.ts';
import { outputFile } from '../kernel/paths.ts';
import { notFoundRules } from './manifest.ts';
import { refuseBrokenSourceLinks } from './check/source-links.ts';
import type { Digests } from './page-keys.ts';
import { pageSource, type PageReuse } from './page-source.ts';
import type { Prepared } from './prepare.ts';
import type { TemplateName } from '../templates/pages/index.ts';
import { renderRedirectStub, type RenderContext } from './render.tsx';
import { buildRoutes, notFoundFiles, routeFile, type Route } from './routes.ts';
import { robotsTxt, sitemapXml } from './sitemap.ts';

/** One output file: its contents, or a file on disk to copy (an image). */
export type SiteFile<Document = Uint8Array> = { file: string; data: Uint8Array | string | Document } | { file: string; from: string };

export interface SiteStats {
  pages: number;
  redirects: number;
  islands: number;
  /** Pages rendered rather than reused from the memo or the cache. */
  rendered: number;
  /** Seconds spent inside renderPage. */
  renderSeconds: number;
  /** Seconds spent making pages' keys (PageKeys). */
  keySeconds: number;
}

/** What siteFiles makes the site from. */
export interface SiteInput<Document> extends PageReuse {
  /** The project folder, where content errors are located. */
  root: string;
  content: Content;
  prepared: Prepared;
  /** Files derived from content besides pages (renderDocuments), by output path. */
  documents: Map<string, Document>;
  /** Images and icons copied as they are, by output path (collectStaticFiles). */
  staticFiles: Map<string, string>;
  /** Values this build digested already (the blog posts, for the content's hash), for the pages' keys. */
  digests?: Digests;
}

/**
 * Every output file of the site, one at a time, so a caller can write each page and let it go.
 * A page whose key is unchanged (its route and the frame every page shows; the code is in the
 * cache's key) is taken from the dev server's memo or from the build cache (pageSource).
 */
export function* siteFiles<Document extends Uint8Array | Promise<Uint8Array>>(
  input: SiteInput<Document>,
): Generator<SiteFile<Document>, SiteStats & { routes: Route[]; manifest: SiteManifest }> {
  const { content, prepared, documents, staticFiles, dev } = input;
  const routes = buildRoutes(content, dev?.routes);
  // Every page's head points feed readers at the blog, once there is one.
  const feed = content.blog.length ? { href: BLOG_FEED.path, title: BLOG_FEED.title } : undefined;
  const known = new Set([
    ...routes.map((r) => r.path),
    ...[...staticFiles.keys(), ...documents.keys()].map((p) => `/${p}`),
    ...(feed ? [feed.href] : []),
  ]);
  refuseBrokenSourceLinks(input.root, content, known);
  const css = pageStyles(prepared.assets.styles);
  const ctx: RenderContext = {
    site: content.site,
    islands: prepared.components,
    assets: { css, boot: prepared.assets.boot },
    has: (href) => /^https?:\/\//.test(href) || known.has(href.split(/[?#]/)[0]! || '/'),
    feed,
    shared: new Map(),
  };
  // What every page shows: any change to it changes every page's key.
  const frame = dev || input.cache ? JSON.stringify([[...known].sort(), prepared.assets.styles, prepared.assets.boot, content.site]) : '';
  const pages = pageSource(input, ctx, frame, routes, input.digests);
  const manifest = siteManifest(content.site, routes, [...documents.keys()], css);
  const islandsUsed = new Set<IslandName>();
  const taken = notFoundFiles(routes);
  const first = dev?.first;
  const ordered = first?.size ? [...routes.filter((r) => first.has(r.path)), ...routes.filter((r) => !first.has(r.path))] : routes;
  for (const route of ordered) {
    if (route.kind === 'redirect') {
      const stub = routeFile(route, taken);
      if (stub) yield { file: stub, data: renderRedirectStub(route, content.site) };
      manifest.redirects.push({ from: route.path, to: route.to, status: route.status });
      continue;
    }
    const { item, islands } = pages.page(route);
    yield item;
    islands.forEach((i) => islandsUsed.add(i.name));
    manifest.pages[route.path] = { file: item.file, status: route.status, ...pageScripts(prepared.assets, islands) };
  }
  // The server's copy of each of our own form pages, split around the form (kernel/forms/page-parts.ts).
  for (const route of routes) {
    if (route.kind === 'page' && route.template === 'form' && !route.props.embed) {
      yield { file: formPartsFile(FORMS[route.props.form].slug), data: pages.formParts(route) };
    }
  }
  for (const asset of prepared.assets.files) yield { file: asset.file, data: asset.contents };
  for (const [file, source] of staticFiles) yield { file, from: source };
  for (const [file, data] of documents) yield { file, data };
  const feeds = feed ? [feed.href] : [];
  if (feed) yield { file: feed.href.slice(1), data: atomFeed(content.site, content.blog) };
  yield { file: 'sitemap.xml', data: sitemapXml(content.site, routes, feeds) };
  // Search engines read an Atom feed as a sitemap of the newest articles.
  yield { file: 'robots.txt', data: robotsTxt(content.site, feeds.map((f) => `Sitemap: ${content.site.siteUrl}${f}`)) };
  yield { file: MANIFEST_FILE, data: JSON.stringify(manifest, null, 2) + '\n' };
  const pageCount = routes.filter((r) => r.kind === 'page').length;
  return { routes, manifest, pages: pageCount, redirects: routes.length - pageCount, islands: islandsUsed.size, rendered: pages.rendered, renderSeconds: pages.renderSeconds, keySeconds: pages.keySeconds };
}

/** The server's manifest, without its pages and redirects (siteFiles adds them as it goes). */
function siteManifest(site: Site, routes: Route[], documents: string[], css: Record<TemplateName, string>): SiteManifest {
  return {
    siteUrl: site.siteUrl,
    redirects: [],
    notFound: notFoundRules(routes),
    errorPage: outputFile('/500'),
    headers: headerRules(site, {
      pages: routes.flatMap((r) => (r.kind === 'page' && r.csp ? [{ path: r.path, csp: r.csp }] : [])),
      // The creator overview PDF is shown in a frame; the QR codes are plain images.
      embeddable: documents.filter((file) => file.endsWith('.pdf')).map((file) => `/${file}`),
      styles: pageStyleHashes(css),
    }),
    pages: {},
  };
}

/**
 * The scripts a page loads before any interaction (boot, and the islands that wake on load, idle
 * or sight, with Preact), and what the first click on an island that waits for one downloads
 * beyond those. The JavaScript budget counts the first list.
 */
export function pageScripts(assets: Pick<Assets, 'bootScripts' | 'hydrateScripts' | 'islandScripts'>, islands: IslandUse[]): { scripts: string[]; lazyScripts: string[] } {
  const chunks = (uses: IslandUse[]) => (uses.length ? [...assets.hydrateScripts, ...uses.flatMap((i) => assets.islandScripts[i.name] ?? [])] : []);
  const scripts = unique([...assets.bootScripts, ...chunks(islands.filter((i) => i.firstLoad))]);
  return { scripts, lazyScripts: unique(chunks(islands.filter((i) => !i.firstLoad))).filter((s) => !scripts.includes(s)) };
}

function unique(items: string[]): string[] {
  return [...new Set(items)].sort();
}

/** Images and icons copied as they are: content/images/** -> images/**, plus the favicon at the root. */
export function collectStaticFiles(root: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const file of fg.sync('content/images/**/*.{svg,png,jpg,jpeg,webp,pdf}', { cwd: root }).sort()) {
    out.set(file.replace(/^content\//, ''), path.join(root, file));
  }
  out.set('favicon.svg', path.join(root, 'content/images/favicon.svg'));
  return out;
}

