import fg from 'fast-glob';
import type fs from 'node:fs';
import path from 'node:path';
import type { ComponentType } from 'react';
import type { IslandName } from '../islands/registry.ts';
import type { IslandUse } from '../templates/Island.tsx';
import { bundleAssets, startBundle, type Assets } from './assets.ts';
import { loadContent, type Content } from './content/load.ts';
import type { Site } from './content/site.ts';
import { renderDocuments } from './documents.ts';
import { atomFeed, BLOG_FEED } from './feed.ts';
import { FORMS } from '../kernel/forms/fields.ts';
import { formPartsFile } from '../kernel/forms/page-parts.ts';
import { headerRules } from '../kernel/headers.ts';
import { pageStyleHashes } from './page-styles.ts';
import { MANIFEST_FILE, type SiteManifest } from '../kernel/manifest.ts';
import { isServerFile, PRICES_FILE, serverDirOf } from '../kernel/output-dirs.ts';
import { outputFile } from '../kernel/paths.ts';
import { hostFiles, type DeployTarget } from './hosts/index.ts';
import { notFoundRules } from './manifest.ts';
import { formPageParts } from './form-page-parts.tsx';
import { loadIslandComponents, renderPage, renderRedirectStub, type RenderContext } from './render.tsx';
import { CHAT_INDEX_FILE } from '../kernel/chat/model.ts';
import { buildChatIndex, chatIndexPieces } from './chat/index.ts';
import { priceJumps, pricesFile } from './check/price-jumps.ts';
import { refuseBrokenSourceLinks } from './check/source-links.ts';
import { buildRoutes, notFoundFiles, pageFile, routeFile, type PageRoute, type Route, type RouteMemo } from './routes.ts';
import { robotsTxt, sitemapXml } from './sitemap.ts';
import { CacheTable, codeHash, defaultCacheDir, FileStore, hash, valueHash } from './cache.ts';
import type { FileResult } from './content/file-cache.ts';
import { readRetiredAssets, RETIRED_ASSETS_FILE } from './retired-assets.ts';
import { openOutput, type Output, type Written } from './write.ts';

export interface BuildOptions {
  /** The folder holding content/ (the project itself, or a test fixture). */
  root: string;
  /** Where the site is written; replaced only when the whole build succeeds. */
  outDir: string;
  /** Overrides site.json's siteUrl, e.g. for a staging host. */
  siteUrl?: string;
  /** Validate and render everything, but write nothing. */
  dryRun?: boolean;
  /** Overrides settings of site.json, e.g. a form provider in a test build. */
  settings?: Partial<Site>;
  /** Also write `.br` and `.gz` twins of text files (for hosts that cannot compress on request). */
  precompress?: boolean;
  /** The build cache's folder (default: node_modules/.cache/nestwell-site), or false for none. */
  cache?: string | false;
  /** Whose `_headers` and `_redirects` dialect to write; Cloudflare Pages unless told. */
  deploy?: DeployTarget;
  /** A hash the caller made of all the code (at least what codeHash() reads), for the cache's keys. */
  codeHash?: string;
}

export interface BuildResult {
  pages: number;
  redirects: number;
  islands: number;
  bytes: number;
  seconds: number;
  warnings: string[];
  files: string[];
  /** Pages rendered, as opposed to taken from the cache. */
  rendered: number;
  /** Seconds spent in each stage, in order; rendering and writing overlap, so `render+write` holds both. */
  stages: Record<string, number>;
}

/** What rendering needs besides content: the bundled assets and the island components. */
export interface Prepared {
  assets: Assets;
  components: Record<IslandName, ComponentType<any>>;
}

/**
 * A page rendered earlier, reused while its inputs are unchanged (the dev server's incremental
 * build): the same frame and the same route, the same object (from a RouteMemo) or an equal one.
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

/**
 * Bundles the assets (or takes them from `cache`, keyed by the code's hash: they are made from
 * code alone) and loads the islands; `bundle` is the dev server's incremental bundler.
 */
export async function prepare(cache?: { code: string; table: CacheTable<Assets> }, bundle: () => Promise<Assets> = bundleAssets): Promise<Prepared> {
  const cached = cache?.table.get(cache.code);
  const [assets, components] = await Promise.all([cached ?? bundle(), loadIslandComponents()]);
  cache?.table.set(cache.code, assets);
  return { assets, components };
}

/**
 * One output file: its contents (and what to do with the written file), or a file on disk to copy
 * (an image, a page of the build cache).
 */
export type SiteFile<Document = Uint8Array> =
  | { file: string; data: Uint8Array | string | Document; then?: Written }
  | { file: string; from: string; stat?: fs.Stats };

export interface SiteStats {
  pages: number;
  redirects: number;
  islands: number;
  /** Pages rendered rather than reused from the memo or the cache. */
  rendered: number;
  /** Seconds spent inside renderPage. */
  renderSeconds: number;
}


/** What siteFiles makes the site from. */
export interface SiteInput<Document> {
  /** The project folder, where content errors are located. */
  root: string;
  content: Content;
  prepared: Prepared;
  /** Files derived from content besides pages (renderDocuments), by output path. */
  documents: Map<string, Document>;
  /** Images and icons copied as they are, by output path (collectStaticFiles). */
  staticFiles: Map<string, string>;
  /** The dev server's memo of rendered pages and routes. */
  dev?: DevReuse;
  /** The build cache's pages, and the code's hash they are kept under. */
  cache?: { code: string; store: FileStore<IslandUse[]> };
}

/**
 * Every output file of the site, one at a time, so a caller can write each page and let it go.
 * A page whose inputs (its route, and the frame every page shows; the code is in the cache's key)
 * are unchanged is taken from the dev server's memo, or from the build cache as a file to copy.
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
  const pages = pageSource(input, {
    site: content.site,
    islands: prepared.components,
    assets: { styles: prepared.assets.styles, boot: prepared.assets.boot },
    has: (href) => /^https?:\/\//.test(href) || known.has(href.split(/[?#]/)[0]! || '/'),
    feed,
    shared: new Map(),
  }, known);
  const manifest = siteManifest(content.site, routes, [...documents.keys()], prepared.assets);
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
      yield { file: formPartsFile(FORMS[route.props.form].slug), data: JSON.stringify(formPageParts(route, pages.ctx)) };
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
  return { routes, manifest, pages: pageCount, redirects: routes.length - pageCount, islands: islandsUsed.size, rendered: pages.rendered, renderSeconds: pages.renderSeconds };
}

/** The server's manifest, without its pages and redirects (siteFiles adds them as it goes). */
function siteManifest(site: Site, routes: Route[], documents: string[], assets: Assets): SiteManifest {
  return {
    siteUrl: site.siteUrl,
    redirects: [],
    notFound: notFoundRules(routes),
    errorPage: outputFile('/500'),
    headers: headerRules(site, {
      pages: routes.flatMap((r) => (r.kind === 'page' && r.csp ? [{ path: r.path, csp: r.csp }] : [])),
      embeddable: documents.map((file) => `/${file}`),
      styles: pageStyleHashes(assets.styles),
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

/**
 * Each page's output file and islands: rendered, or taken from the dev server's memo (by the
 * route, while the frame is the same) or from the build cache (by a hash of the frame and the
 * route), whichever the input has.
 */
function pageSource(input: SiteInput<unknown>, ctx: RenderContext, known: Set<string>) {
  const { dev, cache, prepared, content } = input;
  const source = { rendered: 0, renderSeconds: 0, page, ctx };
  const render = (route: PageRoute) => {
    const started = performance.now();
    const made = renderPage(route, ctx);
    source.renderSeconds += (performance.now() - started) / 1000;
    source.rendered++;
    return made;
  };
  // Anything every page shows (links, assets, settings) invalidates every reused page.
  const frameKey = dev || cache ? JSON.stringify([[...known].sort(), prepared.assets.styles, prepared.assets.boot, content.site]) : '';
  const frameHash = cache ? hash(cache.code, frameKey) : '';
  if (dev && dev.memo.frame !== frameKey) {
    dev.memo.frame = frameKey;
    dev.memo.pages.clear();
  }
  function page(route: PageRoute): { item: SiteFile<never>; islands: IslandUse[] } {
    const file = pageFile(route);
    if (dev) {
      let kept = dev.memo.pages.get(route.path);
      const key = kept?.route === route ? kept.key : JSON.stringify(route);
      if (!kept || kept.key !== key) {
        kept = { route, key, ...render(route) };
        dev.memo.pages.set(route.path, kept);
      } else kept.route = route;
      return { item: { file, data: kept.html }, islands: kept.islands };
    }
    if (cache) {
      // What the page renders from: its route (props, meta, structured data) and the frame.
      const key = hash(frameHash, valueHash(route));
      const hit = cache.store.get(key);
      if (hit) return { item: { file, from: hit.file, stat: hit.stat }, islands: hit.extra };
      const made = render(route);
      return { item: { file, data: made.html, then: (written, stat) => cache.store.keep(key, written, stat, made.islands) }, islands: made.islands };
    }
    const made = render(route);
    return { item: { file, data: made.html }, islands: made.islands };
  }
  return source;
}

/** Times the stages of a build, in seconds. */
class Stages {
  readonly seconds: Record<string, number> = {};

  async run<T>(name: string, task: () => T | Promise<T>): Promise<T> {
    const started = performance.now();
    try {
      return await task();
    } finally {
      this.seconds[name] = (this.seconds[name] ?? 0) + (performance.now() - started) / 1000;
    }
  }
}

/**
 * Builds the whole site from `root` into `outDir`.
 *
 * @example await build({ root: process.cwd(), outDir: 'dist' })
 */
export async function build(options: BuildOptions): Promise<BuildResult> {
  const started = performance.now();
  const stages = new Stages();
  const cacheDir = options.cache === false ? undefined : (options.cache ?? defaultCacheDir());
  const cache = cacheDir ? openCache(cacheDir, options.codeHash ?? codeHash()) : undefined;
  try {
    return await buildWith(options, cache, stages, started);
  } catch (error) {
    // A failed build leaves the cache as the last build left it.
    if (cache) Object.values(cache.tables).forEach((table) => table.discard());
    throw error;
  }
}

/** The build cache's parts, in `dir`, for the code whose hash is `code`. */
function openCache(dir: string, code: string) {
  return {
    code,
    tables: {
      files: new CacheTable<FileResult>(dir, 'files', code),
      pdf: new CacheTable<Uint8Array>(dir, 'pdf', code),
      assets: new CacheTable<Assets>(dir, 'assets', code),
      pages: new FileStore<IslandUse[]>(dir, 'pages', '.html', code),
      chat: new FileStore<true>(dir, 'chat', '.json', code),
    },
  };
}

type BuildCache = ReturnType<typeof openCache>;

async function buildWith(options: BuildOptions, cache: BuildCache | undefined, stages: Stages, started: number): Promise<BuildResult> {
  const tables = cache?.tables;
  const code = cache?.code ?? '';
  // esbuild bundles in a process of its own, while this one loads the content.
  const bundling = tables?.assets.get(code) ? undefined : await startBundle();
  bundling?.assets.catch(() => {});
  const { content, warnings } = await stages.run('load', () => {
    const loaded = loadContent(options.root, { memo: tables && { code, table: tables.files } });
    // A copy: the loaded settings may be the file memo's, shared with later builds.
    const site = { ...loaded.content.site, ...options.settings };
    if (options.siteUrl) site.siteUrl = options.siteUrl.replace(/\/$/, '');
    return { ...loaded, content: { ...loaded.content, site } };
  });
  const documents = renderDocuments(content, tables && { code, table: tables.pdf });
  const prepared = await stages.run('assets', () => prepare(tables && { code, table: tables.assets }, bundling && (() => bundling.assets)));
  // What visitors may fetch goes to outDir, what only the server reads to the folder beside it.
  const serverDir = serverDirOf(options.outDir);
  warnings.push(...priceJumps(options.root, serverDir, content.pricing));
  const out = options.dryRun ? undefined : openOutput(options.outDir, { precompress: options.precompress, retired: readRetiredAssets(serverDir) });
  const serverOut = options.dryRun ? undefined : openOutput(serverDir);
  try {
    const files: string[] = [];
    const emit = async (item: SiteFile<Promise<Uint8Array>>) => {
      files.push(item.file);
      const to = isServerFile(item.file) ? serverOut : out;
      if (to) await ('data' in item ? to.write(item.file, await item.data, item.then) : to.copy(item.file, item.from, item.stat));
    };
    // Keys the chat index: it is built from the content alone.
    const contentHash = tables && (await stages.run('hash', () => valueHash(content)));
    // Made from the content alone, before the pages: at ten thousand posts that keeps the
    // peak memory of a build lower than after them.
    await stages.run('chat', async () => {
      files.push(CHAT_INDEX_FILE);
      if (serverOut) await writeChatIndex(content, serverOut, tables && { store: tables.chat, key: hash(code, contentHash!) });
      else buildChatIndex(content);
    });
    const stats = await stages.run('render+write', async () => {
      const all = siteFiles({ root: options.root, content, prepared, documents, staticFiles: collectStaticFiles(options.root), cache: tables && { code, store: tables.pages } });
      let next = all.next();
      for (; !next.done; next = all.next()) await emit(next.value);
      return next.value;
    });
    stages.seconds.render = stats.renderSeconds;
    const published = files.filter((f) => !isServerFile(f));
    for (const [file, data] of hostFiles(stats.manifest, options.deploy ?? { host: 'cloudflare' }, published)) await emit({ file, data });
    const committed = out ? await stages.run('commit', () => out.commit()) : undefined;
    if (serverOut && committed && Object.keys(committed.retired).length) {
      await serverOut.write(RETIRED_ASSETS_FILE, JSON.stringify(committed.retired, null, 2) + '\n');
    }
    await serverOut?.write(PRICES_FILE, pricesFile(content.pricing));
    await serverOut?.commit();
    const bytes = committed?.bytes ?? 0;
    if (tables) await stages.run('cache', () => Object.values(tables).forEach((table) => table.save()));
    return {
      pages: stats.pages,
      redirects: stats.redirects,
      islands: stats.islands,
      rendered: stats.rendered,
      bytes,
      seconds: (performance.now() - started) / 1000,
      stages: stages.seconds,
      warnings,
      files: files.sort(),
    };
  } catch (error) {
    await Promise.all([out?.abort(), serverOut?.abort()]);
    throw error;
  }
}

/** Writes the chat index, or copies the one `cache.store` keeps under `cache.key` (this content and code). */
async function writeChatIndex(content: Content, out: Output, cache: { store: FileStore<true>; key: string } | undefined): Promise<void> {
  const kept = cache?.store.get(cache.key);
  if (kept) return out.copy(CHAT_INDEX_FILE, kept.file, kept.stat);
  await out.writePieces(CHAT_INDEX_FILE, chatIndexPieces(content), cache ? (written, stat) => cache.store.keep(cache.key, written, stat, true) : undefined);
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

export type { Content, Route };
