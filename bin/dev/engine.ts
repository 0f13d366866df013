import fs from 'node:fs';
import path from 'node:path';
import { assetBundler, type Assets } from '../../generator/assets.ts';
import type { DevReuse } from '../../generator/page-source.ts';
import { prepare, type Prepared } from '../../generator/prepare.ts';
import { collectStaticFiles, siteFiles, type SiteFile } from '../../generator/site-files.ts';
import { buildChatIndex } from '../../generator/chat/index.ts';
import { ContentError, formatIssue } from '../../generator/content/issues.ts';
import { loadContent, type Content } from '../../generator/content/load.ts';
import type { RouteMemo } from '../../generator/routes.ts';
import type { FileResult } from '../../generator/content/file-cache.ts';
import { renderDocuments } from '../../generator/documents.ts';
import { hostFiles } from '../../generator/hosts/index.ts';
import { CHAT_INDEX_FILE } from '../../kernel/chat/model.ts';
import { isServerFile, serverDirOf } from '../../kernel/output-dirs.ts';
import { outputFile } from '../../kernel/paths.ts';
import { siteApis } from '../../server/apis.ts';
import { createChatEngine, type ChatEngine } from '../../server/chat/engine.ts';
import { createSiteHandler, type SiteHandler } from '../../server/server.ts';
import { renderFormLazily } from '../form-markup.ts';

// This module and everything it imports is what `site dev` reloads when code changes: the host
// (dev.ts) bundles it afresh and hands each new engine the state the last one left.

export interface EngineOptions {
  /** The folder holding content/. */
  root: string;
  /** The published folder; the server's files go beside it. */
  outDir: string;
  /** The dev server's own address: links, stubs and canonical URLs point there. */
  siteUrl: string;
  dataDir: string;
  /** Adds the dev client to every HTML page served. */
  transformHtml: (html: string) => string;
  /** Says where a thrown error comes from, as `file:line: message` lines. */
  describeError: (error: unknown) => string[];
}

/** What outlives an engine: what is on disk, the last good content, and the handler serving it. */
export interface EngineState {
  /** Every file written, by output path: its contents, or for a copied file its source and mtime. */
  written: Map<string, string | Uint8Array>;
  content?: Content;
  /** Files changed since `content` was loaded whose change is not in it yet (the build failed). */
  unapplied: Set<string>;
  /** What each content file read gave, by its bytes: a part loaded again parses only its changed files. */
  files: Map<string, FileResult>;
  /** Route groups by the content they read; kept while only templates change. */
  routes?: RouteMemo;
  /** The bundled islands and stylesheet, and the island components; made again when their code changes. */
  prepared?: Prepared;
  /** Bundles the islands and stylesheet again, parsing only what changed. */
  assets?: Awaited<ReturnType<typeof assetBundler>>;
  /** The files made from `documents.for` besides pages (the PDF); kept while it is the content. */
  documents?: { for: Content; files: Map<string, Uint8Array> };
  /** The chat's engine, and the content it answers from. */
  chat?: { for: Content; engine: ChatEngine };
  handler?: SiteHandler;
  /** The page styles `handler` serves, whose hashes its Content-Security-Policy allows. */
  handlerStyles?: string;
  /** Closes what the engine serving `handler` holds open (its form store). */
  retire?: () => Promise<void>;
}

export function freshState(): EngineState {
  return { written: new Map(), unapplied: new Set(), files: new Map() };
}

export interface UpdateRequest {
  /** Content files saved, created or deleted (absolute paths). */
  files: string[];
  /** Bundle the islands and styles again. */
  assets: boolean;
  /** That bundle, already under way (from `state.assets`). */
  bundled?: Promise<Assets>;
  /** Paths shown in open browsers: rendered and written first. */
  openPages: string[];
  /**
   * Called once the open pages are written (or the build wrote something else): time to reload
   * them. Rendering goes on when its promise resolves: once they have loaded.
   */
  onPagesWritten: () => Promise<void>;
  /** True when more changes wait; the chat index is then made after them. */
  busy: () => boolean;
}

export type UpdateOutcome = { ok: true; summary: string; written: number } | { ok: false; problems: string[] };

export interface Engine {
  update(request: UpdateRequest): Promise<UpdateOutcome>;
}

/**
 * Rendering yields to the server this often, so a reloaded page is answered while the rest
 * renders: each step of answering a request (stat, read, compress) waits for one slice to end.
 */
const SLICE_MS = 3;

/**
 * The dev build: loads only the content files that changed (keeping the rest), renders only the
 * pages whose inputs changed, writes only files whose bytes changed and deletes those that are
 * gone, then serves the result with the redirects and chat index of this very build.
 */
export function createEngine(options: EngineOptions, state: EngineState): Engine {
  const { root, outDir } = options;
  const serverDir = serverDirOf(outDir);
  // What content files gave; dev.ts empties the map when code that reads content changes.
  const memo = { code: 'dev', table: state.files };
  // The creator PDF by its input, for this engine's code: made again only when the overview changes.
  const pdfs = { code: 'dev', table: new Map<string, Uint8Array>() };
  const client = { siteUrl: options.siteUrl };
  let apis: ReturnType<typeof siteApis> | undefined;
  const retireOwn = () => apis!.store.close();
  const reuse: DevReuse = { memo: { frame: '', pages: new Map() }, routes: (state.routes ??= new Map()), first: new Set() };

  const target = (file: string) => path.join(isServerFile(file) ? serverDir : outDir, file);
  /** Writes a file unless its bytes (or, copied, its source's mtime) are those written last. */
  const put = (item: SiteFile): boolean => {
    const stamp = 'data' in item ? item.data : `${item.from}@${fs.statSync(item.from).mtimeMs}`;
    if (same(state.written.get(item.file), stamp)) return false;
    fs.mkdirSync(path.dirname(target(item.file)), { recursive: true });
    if ('data' in item) fs.writeFileSync(target(item.file), item.data);
    else fs.copyFileSync(item.from, target(item.file));
    state.written.set(item.file, stamp);
    return true;
  };

  const update = async (request: UpdateRequest): Promise<UpdateOutcome> => {
    const started = performance.now();
    for (const file of request.files) state.unapplied.add(path.relative(root, file).split(path.sep).join('/'));
    try {
      if (!state.prepared || request.assets) {
        const assets = (state.assets ??= await assetBundler());
        state.prepared = await prepare(undefined, () => request.bundled ?? assets.bundle());
      }
      const prepared = state.prepared;
      const previous = state.content;
      // A code edit keeps the very same content: what was made from it (the PDF, the chat index) stays.
      const loaded = previous && !state.unapplied.size ? previous : loadContent(root, { reuse: previous && { previous, changed: [...state.unapplied] }, memo }).content;
      // The memo's values are shared, never changed: the dev origin goes on a copy of the settings.
      const content = loaded.site === previous?.site ? loaded : { ...loaded, site: { ...loaded.site, siteUrl: options.siteUrl } };
      if (state.documents?.for !== content) {
        const made = await Promise.all([...renderDocuments(content, pdfs)].map(async ([file, data]) => [file, await data] as const));
        state.documents = { for: content, files: new Map(made) };
      }
      const documents = state.documents.files;
      reuse.first = new Set(request.openPages);
      const openFiles = new Set(request.openPages.map(outputFile));
      // Open pages reload as soon as they are written, before the rest, while the handler of the last build still answers:
      // only when its Content-Security-Policy allows their inline styles, that is when the styles did not change. A page
      // reloaded with new styles under the old policy would be shown unstyled.
      const styles = JSON.stringify(prepared.assets.styles);
      const early = state.handlerStyles === styles;
      const wanted = new Set<string>();
      let written = 0;
      let told = false;
      const tell = async () => {
        if (told || !written) return;
        told = true;
        await request.onPagesWritten();
      };
      const emit = (item: SiteFile) => {
        wanted.add(item.file);
        if (put(item)) written++;
        openFiles.delete(item.file);
      };
      // Pages name the stylesheet and scripts by hash: those go first, or a reloaded page misses them.
      for (const asset of prepared.assets.files) emit({ file: asset.file, data: asset.contents });
      const all = siteFiles({ root, content, prepared, documents, staticFiles: collectStaticFiles(root), dev: reuse });
      let slice = performance.now();
      let next = all.next();
      for (; !next.done; next = all.next()) {
        emit(next.value);
        if (!openFiles.size && early) await tell();
        if (performance.now() - slice > SLICE_MS) {
          await new Promise((resolve) => setImmediate(resolve));
          slice = performance.now();
        }
      }
      const published = [...wanted].filter((f) => !isServerFile(f));
      for (const [file, data] of hostFiles(next.value.manifest, { host: 'cloudflare' }, published)) emit({ file, data });
      wanted.add(CHAT_INDEX_FILE);
      for (const file of state.written.keys()) {
        if (wanted.has(file)) continue;
        fs.rmSync(target(file), { force: true });
        state.written.delete(file);
        written++;
      }
      state.content = content;
      state.unapplied.clear();
      // The chat's engine of the moment answers, so the chat index can follow the pages.
      apis ??= siteApis({ dir: outDir, dataDir: options.dataDir, renderForm: renderFormLazily, client, chatEngine: () => state.chat?.engine });
      // A new handler reads the manifest just written: new redirects and pages answer at once.
      state.handler = createSiteHandler({ dir: outDir, api: apis.routes, transformHtml: options.transformHtml });
      state.handlerStyles = styles;
      if (state.retire !== retireOwn) void state.retire?.();
      state.retire = retireOwn;
      await tell();
      // The chat index reads all content (some 300 ms on the real site): made after the pages,
      // and when more saves wait, after those.
      if (state.chat?.for !== content && !request.busy()) {
        const index = buildChatIndex(content);
        put({ file: CHAT_INDEX_FILE, data: JSON.stringify(index) });
        state.chat = { for: content, engine: createChatEngine(index) };
      }
      const { pages, rendered } = next.value;
      return { ok: true, written, summary: `${pages} pages (${rendered} rendered), ${written} files written or removed in ${(performance.now() - started).toFixed(0)} ms` };
    } catch (error) {
      const problems = error instanceof ContentError ? error.issues.map(formatIssue) : options.describeError(error);
      return { ok: false, problems };
    }
  };
  return { update };
}

function same(a: string | Uint8Array | undefined, b: string | Uint8Array): boolean {
  if (a === undefined || typeof a !== typeof b) return false;
  return typeof a === 'string' ? a === b : Buffer.from(a).equals(Buffer.from(b as Uint8Array));
}
