import fg from 'fast-glob';
import fs from 'node:fs';
import path from 'node:path';
import type { IslandName } from '../islands/registry.ts';
import { bundleAssets } from './assets.ts';
import { loadContent, type Content } from './content/load.ts';
import { headerRules, headersFile } from './headers.ts';
import { notFoundRules, redirectsFile, type SiteManifest } from './manifest.ts';
import { loadIslandComponents, renderPage, renderRedirectStub, type RenderContext } from './render.tsx';
import { buildRoutes, outputFile, type Route } from './routes.ts';
import { robotsTxt, sitemapXml } from './sitemap.ts';
import { writeOutput } from './write.ts';

export interface BuildOptions {
  /** The project folder, holding content/, templates/ and islands/. */
  root: string;
  /** Where the site is written; replaced only when the whole build succeeds. */
  outDir: string;
  /** Overrides site.json's siteUrl, e.g. for a staging host. */
  siteUrl?: string;
  /** Validate and render everything, but write nothing. */
  dryRun?: boolean;
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

/** Islands that load only when the visitor asks for them; they do not count towards first load. */
const LAZY_ISLANDS = new Set<IslandName>();

/**
 * Builds the whole site from `root` into `outDir`.
 *
 * @example await build({ root: process.cwd(), outDir: 'dist' })
 */
export async function build(options: BuildOptions): Promise<BuildResult> {
  const started = performance.now();
  const { content, warnings } = loadContent(options.root);
  if (options.siteUrl) content.site.siteUrl = options.siteUrl.replace(/\/$/, '');
  const routes = buildRoutes(content);
  const [assets, components] = await Promise.all([bundleAssets(options.root), loadIslandComponents()]);

  const staticFiles = collectStaticFiles(options.root);
  const known = new Set([...routes.map((r) => r.path), ...staticFiles.keys()].map((p) => (p.startsWith('/') ? p : `/${p}`)));
  const ctx: RenderContext = {
    site: content.site,
    islands: components,
    assets: { css: assets.css, boot: assets.boot },
    has: (href) => /^https?:\/\//.test(href) || known.has(href.split(/[?#]/)[0]! || '/'),
  };

  const files = new Map<string, Uint8Array | string>();
  const manifest: SiteManifest = {
    redirects: [],
    notFound: notFoundRules(routes),
    errorPage: outputFile('/500'),
    headers: headerRules(content.site),
    pages: {},
    css: assets.css,
  };
  const islandsUsed = new Set<IslandName>();
  for (const route of routes) {
    if (route.kind === 'redirect') {
      files.set(outputFile(route.path), renderRedirectStub(route, content.site));
      manifest.redirects.push({ from: route.path, to: route.to, status: route.status });
      continue;
    }
    const { html, islands } = renderPage(route, ctx);
    islands.forEach((i) => islandsUsed.add(i));
    files.set(outputFile(route.path), html);
    const eager = islands.filter((i) => !LAZY_ISLANDS.has(i));
    const lazy = islands.filter((i) => LAZY_ISLANDS.has(i));
    manifest.pages[route.path] = {
      file: outputFile(route.path),
      status: route.status,
      scripts: unique([...assets.bootScripts, ...eager.flatMap((i) => assets.islandScripts[i] ?? [])]),
      lazyScripts: unique(lazy.flatMap((i) => assets.islandScripts[i] ?? [])),
    };
  }
  for (const asset of assets.files) files.set(asset.file, asset.contents);
  for (const [file, source] of staticFiles) files.set(file, fs.readFileSync(source));
  files.set('sitemap.xml', sitemapXml(content.site, routes));
  files.set('robots.txt', robotsTxt(content.site));
  files.set('_headers', headersFile(manifest.headers));
  files.set('_redirects', redirectsFile(manifest));
  files.set('_site.json', JSON.stringify(manifest, null, 2) + '\n');

  const pages = routes.filter((r) => r.kind === 'page').length;
  const result: BuildResult = {
    pages,
    redirects: routes.length - pages,
    islands: islandsUsed.size,
    bytes: 0,
    seconds: 0,
    warnings,
    files: [...files.keys()].sort(),
  };
  if (!options.dryRun) result.bytes = (await writeOutput(options.outDir, files)).bytes;
  result.seconds = (performance.now() - started) / 1000;
  return result;
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
