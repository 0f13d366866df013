import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { build, prepare, renderSite, type Prepared, type RenderMemo } from '../../generator/build.ts';
import { loadContent } from '../../generator/content/load.ts';
import { renderDocuments } from '../../generator/documents.ts';
import { formatIssue, ContentError } from '../../generator/content/issues.ts';
import { dataDirFromEnv } from '../../server/forms/store.ts';
import { renderFormLazily } from '../form-markup.ts';
import { devServer } from './server.ts';
import { isServerFile, serverDirOf } from '../../kernel/output-dirs.ts';

export interface DevOptions {
  root: string;
  outDir: string;
  port: number;
  host: string;
}

/** Code changes need fresh modules: the supervisor restarts the worker for these folders. */
const CODE_DIRS = ['bin', 'kernel', 'generator', 'templates', 'islands', 'server'];
/** Content and styles are rebuilt inside the running worker. */
const WORKER_DIRS = ['content', 'templates/styles'];

/**
 * `site dev`: a supervisor that runs the dev worker and restarts it when code changes. The
 * browser's event stream drops during a restart and reloads the page when it reconnects.
 */
export async function startDev(options: DevOptions): Promise<void> {
  if (process.env.SITE_DEV_WORKER) return runWorker(options);
  let worker: ChildProcess | null = null;
  const start = () => {
    worker = spawn(process.execPath, process.argv.slice(1), { stdio: 'inherit', env: { ...process.env, SITE_DEV_WORKER: '1' } });
  };
  start();
  watchFolders(CODE_DIRS.map((d) => path.join(options.root, d)), (changed) => {
    if (changed.every((file) => file.startsWith(path.join(options.root, 'templates/styles')))) return;
    console.log(`Code changed (${path.relative(options.root, changed[0]!)}): restarting`);
    worker?.once('exit', start);
    worker?.kill('SIGTERM');
  });
  const stop = () => {
    worker?.removeAllListeners('exit');
    worker?.kill('SIGTERM');
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

async function runWorker(options: DevOptions): Promise<void> {
  const first = await build({ root: options.root, outDir: options.outDir });
  console.log(`Built ${first.pages} pages in ${first.seconds.toFixed(2)} s`);
  let prepared: Prepared = await prepare();
  const memo: RenderMemo = new Map();
  let previous = new Map<string, Uint8Array | string>();

  const { server, reload } = devServer({ dir: options.outDir, dataDir: dataDirFromEnv(), renderForm: renderFormLazily });
  await new Promise<void>((resolve) => server.listen(options.port, options.host, resolve));
  console.log(`Dev server at http://${options.host}:${options.port} (edits rebuild and reload the page)`);

  // Rebuilds leave the chat index out (build() makes it): the chat keeps answering from the index
  // of the first build, and a restart of `site dev` picks up new content for it.
  const rebuild = async (changed: string[]) => {
    const started = performance.now();
    try {
      if (changed.some((f) => f.includes(`${path.sep}styles${path.sep}`))) prepared = await prepare();
      const { content } = loadContent(options.root);
      const { files, rendered } = renderSite(options.root, content, prepared, await renderDocuments(content), memo);
      let written = 0;
      for (const [file, data] of files) {
        if (sameData(previous.get(file), data)) continue;
        const target = path.join(isServerFile(file) ? serverDirOf(options.outDir) : options.outDir, file);
        fs.mkdirSync(path.dirname(target), { recursive: true });
        fs.writeFileSync(target, data);
        // Stale compressed twins would be served instead of the new file.
        fs.rmSync(`${target}.br`, { force: true });
        fs.rmSync(`${target}.gz`, { force: true });
        written++;
      }
      previous = files;
      console.log(`Rebuilt ${rendered} pages, wrote ${written} files in ${(performance.now() - started).toFixed(0)} ms`);
      reload();
    } catch (error) {
      if (error instanceof ContentError) console.error(error.issues.map((i, n) => `  ${n + 1}. ${formatIssue(i)}`).join('\n'));
      else console.error((error as Error).message);
    }
  };
  // The first incremental build fills the memo; later ones reuse it.
  await rebuild([]);
  watchFolders(WORKER_DIRS.map((d) => path.join(options.root, d)), (changed) => void rebuild(changed));
}

function sameData(a: Uint8Array | string | undefined, b: Uint8Array | string): boolean {
  if (a === undefined || typeof a !== typeof b) return false;
  return typeof a === 'string' ? a === b : Buffer.from(a).equals(Buffer.from(b as Uint8Array));
}

/**
 * Watches folders and everything under them, and reports changed files, a burst of saves at a
 * time; returns a function that stops watching. Each directory gets its own watch: Node 20's recursive watch on Linux follows files, and
 * loses one as soon as an editor saves it by writing a new file over it.
 */
export function watchFolders(dirs: string[], onChange: (files: string[]) => void): () => void {
  let pending = new Set<string>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const watchers = new Map<string, fs.FSWatcher>();
  const watchDir = (dir: string) => {
    if (watchers.has(dir)) return;
    watchers.set(dir, fs.watch(dir, (_event, name) => {
      if (!name || name.endsWith('~') || name.startsWith('.')) return;
      const file = path.join(dir, name.toString());
      if (fs.statSync(file, { throwIfNoEntry: false })?.isDirectory()) watchTree(file);
      pending.add(file);
      clearTimeout(timer);
      timer = setTimeout(() => {
        const files = [...pending];
        pending = new Set();
        onChange(files);
      }, 25);
    }));
  };
  const watchTree = (root: string) => {
    watchDir(root);
    for (const entry of fs.readdirSync(root, { recursive: true, withFileTypes: true })) {
      if (entry.isDirectory()) watchDir(path.join(entry.parentPath, entry.name));
    }
  };
  for (const dir of dirs) if (fs.existsSync(dir)) watchTree(dir);
  return () => {
    clearTimeout(timer);
    for (const watcher of watchers.values()) watcher.close();
  };
}
