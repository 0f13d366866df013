import { startBundle, type Assets } from './assets.ts';
import { loadContent, type Content } from './content/load.ts';
import type { Site } from './content/site.ts';
import { renderDocuments } from './documents.ts';
import { isServerFile, PRICES_FILE, serverDirOf } from '../kernel/output-dirs.ts';
import { hostFiles, type DeployTarget } from './hosts/index.ts';
import { CHAT_INDEX_FILE } from '../kernel/chat/model.ts';
import { buildChatIndex, chatIndexPieces } from './chat/index.ts';
import { priceJumps, pricesFile } from './check/price-jumps.ts';
import type { Route } from './routes.ts';
import { CacheTable, codeHash, defaultCacheDir, FileStore, hash, valueHash } from './cache.ts';
import type { FileResult } from './content/file-cache.ts';
import type { IslandUse } from '../templates/Island.tsx';
import { Digests } from './page-keys.ts';
import { PageStore } from './page-store.ts';
import { prepare } from './prepare.ts';
import { readRetiredAssets, RETIRED_ASSETS_FILE } from './retired-assets.ts';
import { collectStaticFiles, siteFiles, type SiteFile } from './site-files.ts';
import { Stages } from './stages.ts';
import { openOutput, type Output } from './write.ts';

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
  /** Seconds spent in each stage, in order; rendering, keys and writing overlap, so `render+write` holds `render` and `keys`. */
  stages: Record<string, number>;
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
      documents: new CacheTable<Uint8Array>(dir, 'documents', code),
      forms: new CacheTable<string>(dir, 'forms', code),
      assets: new CacheTable<Assets>(dir, 'assets', code),
      pages: new PageStore<IslandUse[]>(dir, code),
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
  const documents = renderDocuments(content, tables && { code, table: tables.documents });
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
      if (to) await ('data' in item ? to.write(item.file, await item.data) : to.copy(item.file, item.from));
    };
    // Keys the chat index: it is built from the content alone. The blog posts' digests are kept
    // for the pages' keys, where each post is a prop (PageKeys): hashed once, not twice.
    const digests = new Digests();
    const contentHash = tables && (await stages.run('hash', () => contentDigest(content, digests)));
    // Made from the content alone, before the pages: at ten thousand posts that keeps the
    // peak memory of a build lower than after them.
    await stages.run('chat', async () => {
      files.push(CHAT_INDEX_FILE);
      if (serverOut) await writeChatIndex(content, serverOut, tables && { store: tables.chat, key: hash(code, contentHash!) });
      else buildChatIndex(content);
    });
    const stats = await stages.run('render+write', async () => {
      const all = siteFiles({ root: options.root, content, prepared, documents, staticFiles: collectStaticFiles(options.root), digests, cache: tables && { code, store: tables.pages, forms: tables.forms } });
      let next = all.next();
      for (; !next.done; next = all.next()) await emit(next.value);
      return next.value;
    });
    stages.seconds.render = stats.renderSeconds;
    stages.seconds.keys = stats.keySeconds;
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

/**
 * A hash of all of `content`: each blog post by its digest in `digests` (made here, each post
 * also a page's prop), the rest by valueHash. Posts are what a large site has ten thousand of.
 */
function contentDigest(content: Content, digests: Digests): string {
  return hash(valueHash({ ...content, blog: [] }), ...content.blog.map((post) => digests.of(post, () => `content/blog/${post.slug}.md`)));
}

/** Writes the chat index, or copies the one `cache.store` keeps under `cache.key` (this content and code). */
async function writeChatIndex(content: Content, out: Output, cache: { store: FileStore<true>; key: string } | undefined): Promise<void> {
  const kept = cache?.store.get(cache.key);
  if (kept) return out.copy(CHAT_INDEX_FILE, kept.file, kept.stat);
  await out.writePieces(CHAT_INDEX_FILE, chatIndexPieces(content), cache ? (written, stat) => cache.store.keep(cache.key, written, stat, true) : undefined);
}

export type { Content, Route };
