import fg from 'fast-glob';
import fs from 'node:fs';
import path from 'node:path';
import type { ComponentType } from 'react';
import type { IslandName } from '../islands/registry.ts';
import { bundleAssets, type Assets } from './assets.ts';
import { loadContent, type Content } from './content/load.ts';
import type { Site } from './content/site.ts';
import { renderDocuments } from './documents.ts';
import { atomFeed, BLOG_FEED } from './feed.ts';
import { headerRules, headersFile } from './headers.ts';
import { notFoundRules, redirectsFile, type SiteManifest } from './manifest.ts';
import { loadIslandComponents, renderPage, renderRedirectStub, type RenderContext } from './render.tsx';
import { buildChatIndex, CHAT_INDEX_FILE } from './chat/index.ts';
import { buildRoutes, outputFile, type Route } from './routes.ts';
import { robotsTxt, sitemapXml } from './sitemap.ts';
import { writeOutput } from './write.ts';

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
}

export interface BuildResult {
  pages: number;
  redirects: number;
  islands: number;
  bytes: number;
  seconds: number;
  warnings: string[];
  files: string[];
}

/** What rendering needs besides content: the bundled assets and the island components. */
export interface Prepared {
  assets: Assets;
  components: Record<IslandName, ComponentType<any>>;
}

/** A page rendered earlier, reused while its inputs are unchanged (the dev server's incremental build). */
export type RenderMemo = Map<string, { key: string; html: string; islands: IslandName[] }>;

/** Islands that load only when the visitor asks for them; they do not count towards first load. */
const LAZY_ISLANDS = new Set<IslandName>(['chat']);

export async function prepare(): Promise<Prepared> {
  const [assets, components] = await Promise.all([bundleAssets(), loadIslandComponents()]);
  return { assets, components };
}

/**
 * Renders every output file of the site from loaded content and the documents derived from it
 * (`renderDocuments`). With a memo, a page whose route data and link set are unchanged is taken
 * from the memo instead of rendered again.
 */
export function renderSite(root: string, content: Content, prepared: Prepared, documents: Map<string, Uint8Array>, memo?: RenderMemo) {
  const { assets, components } = prepared;
  const routes = buildRoutes(content);
  const staticFiles = collectStaticFiles(root);
  // Every page's head points feed readers at the blog, once there is one.
  const feed = content.blog.length ? { href: BLOG_FEED.path, title: BLOG_FEED.title } : undefined;
  const known = new Set([
    ...routes.map((r) => r.path),
    ...[...staticFiles.keys(), ...documents.keys()].map((p) => `/${p}`),
    ...(feed ? [feed.href] : []),
  ]);
  const ctx: RenderContext = {
    site: content.site,
    islands: components,
    assets: { css: assets.css, boot: assets.boot },
    has: (href) => /^https?:\/\//.test(href) || known.has(href.split(/[?#]/)[0]! || '/'),
    feed,
  };
  // Anything every page shows (links, assets, settings) invalidates every memoised page.
  const frameKey = JSON.stringify([[...known].sort(), assets.css, assets.boot, content.site]);

  const files = new Map<string, Uint8Array | string>();
  const manifest: SiteManifest = {
    redirects: [],
    notFound: notFoundRules(routes),
    errorPage: outputFile('/500'),
    headers: headerRules(content.site, {
      pages: routes.flatMap((r) => (r.kind === 'page' && r.csp ? [{ path: r.path, csp: r.csp }] : [])),
      embeddable: [...documents.keys()].map((file) => `/${file}`),
    }),
    pages: {},
    css: assets.css,
  };
  const islandsUsed = new Set<IslandName>();
  let rendered = 0;
  for (const route of routes) {
    if (route.kind === 'redirect') {
      files.set(outputFile(route.path), renderRedirectStub(route, content.site));
      manifest.redirects.push({ from: route.path, to: route.to, status: route.status });
      continue;
    }
    const key = memo ? frameKey + JSON.stringify(route) : '';
    let page = memo?.get(route.path);
    if (!page || page.key !== key) {
      page = { key, ...renderPage(route, ctx) };
      memo?.set(route.path, page);
      rendered++;
    }
    page.islands.forEach((i) => islandsUsed.add(i));
    files.set(outputFile(route.path), page.html);
    const eager = page.islands.filter((i) => !LAZY_ISLANDS.has(i));
    const lazy = page.islands.filter((i) => LAZY_ISLANDS.has(i));
    const scripts = unique([...assets.bootScripts, ...eager.flatMap((i) => assets.islandScripts[i] ?? [])]);
    manifest.pages[route.path] = {
      file: outputFile(route.path),
      status: route.status,
      scripts,
      // What opening a lazy island downloads: its chunks that the first load did not bring.
      lazyScripts: unique(lazy.flatMap((i) => assets.islandScripts[i] ?? [])).filter((s) => !scripts.includes(s)),
    };
  }
  for (const asset of assets.files) files.set(asset.file, asset.contents);
  for (const [file, source] of staticFiles) files.set(file, fs.readFileSync(source));
  for (const [file, data] of documents) files.set(file, data);
  const feeds = feed ? [feed.href] : [];
  if (feed) files.set(feed.href.slice(1), atomFeed(content.site, content.blog));
  files.set('sitemap.xml', sitemapXml(content.site, routes, feeds));
  // Search engines read an Atom feed as a sitemap of the newest articles.
  files.set('robots.txt', robotsTxt(content.site, feeds.map((f) => `Sitemap: ${content.site.siteUrl}${f}`)));
  files.set('_headers', headersFile(manifest.headers));
  files.set('_redirects', redirectsFile(manifest));
  files.set('_site.json', JSON.stringify(manifest, null, 2) + '\n');
  const pages = routes.filter((r) => r.kind === 'page').length;
  return { files, routes, rendered, stats: { pages, redirects: routes.length - pages, islands: islandsUsed.size } };
}

/**
 * Builds the whole site from `root` into `outDir`.
 *
 * @example await build({ root: process.cwd(), outDir: 'dist' })
 */
export async function build(options: BuildOptions): Promise<BuildResult> {
  const started = performance.now();
  const { content, warnings } = loadContent(options.root);
  if (options.settings) Object.assign(content.site, options.settings);
  if (options.siteUrl) content.site.siteUrl = options.siteUrl.replace(/\/$/, '');
  const [prepared, documents] = await Promise.all([prepare(), renderDocuments(content)]);
  const { files, stats } = renderSite(options.root, content, prepared, documents);
  // Built here rather than in renderSite: it takes a third of a second, and the dev server
  // answers from the index it loaded at start instead of rebuilding it on every edit.
  files.set(CHAT_INDEX_FILE, JSON.stringify(buildChatIndex(content)));
  const bytes = options.dryRun ? 0 : (await writeOutput(options.outDir, files)).bytes;
  return {
    ...stats,
    bytes,
    seconds: (performance.now() - started) / 1000,
    warnings,
    files: [...files.keys()].sort(),
  };
}

function unique(items: string[]): string[] {
  return [...new Set(items)].sort();
}

/** Images and icons copied as they are: content/images/** -> images/**, plus the favicon at the root. */
function collectStaticFiles(root: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const file of fg.sync('content/images/**/*.{svg,png,jpg,jpeg,webp,pdf}', { cwd: root }).sort()) {
    out.set(file.replace(/^content\//, ''), path.join(root, file));
  }
  out.set('favicon.svg', path.join(root, 'content/images/favicon.svg'));
  return out;
}

export type { Content, Route };
