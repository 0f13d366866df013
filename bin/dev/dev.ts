import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import type http from 'node:http';
import path from 'node:path';
import { dataDirFromEnv } from '../../server/forms/store.ts';
import { serverDirOf } from '../../kernel/output-dirs.ts';
import { CODE_DIRS, codeLoader } from './code.ts';
import { describeError } from './errors.ts';
import type { Engine, EngineOptions, EngineState } from './engine.ts';
import { devServer, withDevClient } from './server.ts';

export interface DevOptions {
  /** The folder holding content/. */
  root: string;
  /** Where this project's code lives (the same folder, unless a test runs a copy's code). */
  codeRoot: string;
  /** The published folder of the dev build; never dist/. */
  outDir: string;
  port: number;
  host: string;
  /** Answer any Host name: the address was given with --host. Otherwise localhost names only. */
  anyHost?: boolean;
}

/** The worker asks the supervisor for a fresh process with this exit code. */
const RESTART = 75;
/** The worker could not have its port: the supervisor stops too, since a new worker could not either. */
const PORT_TAKEN = 78;

const CODE_FILE = /\.(ts|tsx|js|mjs|css|json)$/;
/** Changes that bundle the islands and the stylesheet again (the browser's code). */
const ASSET_DIRS = ['islands', 'kernel', 'templates/styles'];
/** Changes after which the content is loaded afresh: the code that reads it changed. */
const RENDER_ONLY_DIRS = ['templates', 'islands'];

/**
 * `site dev`: builds into its own folder, serves it at the dev origin, and on every save rebuilds
 * what changed in the same process, code included, and reloads the open pages; a failed build
 * shows over the page. A small supervisor process restarts the worker only when the dev server's
 * own host modules change (bin/dev/dev.ts, server.ts, code.ts, bin/cli.ts), or if it ever dies.
 */
export async function startDev(options: DevOptions): Promise<void> {
  if (process.env.SITE_DEV_WORKER) return runWorker(options);
  let worker: ChildProcess | null = null;
  let stopping = false;
  const start = () => {
    worker = spawn(process.execPath, process.argv.slice(1), { stdio: 'inherit', env: { ...process.env, SITE_DEV_WORKER: '1' } });
    worker.once('exit', (code) => {
      if (stopping) return;
      if (code === PORT_TAKEN) {
        process.exitCode = 1;
        return;
      }
      if (code !== RESTART) console.error(`site dev stopped (exit ${code}); starting it again`);
      setTimeout(start, code === RESTART ? 0 : 1000);
    });
  };
  start();
  const stop = () => {
    stopping = true;
    worker?.once('exit', () => process.exit(0));
    worker?.kill('SIGTERM');
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

/** Listens on the port asked for; if another process has it, says so and how to pick another, and exits. */
async function listenOrExit(server: http.Server, { port, host }: DevOptions): Promise<void> {
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, host, resolve);
    });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
    console.error(`site dev: port ${port} on ${host} is already in use, by another site dev or server.\n`
      + `Stop that one, or choose another port: npx site dev --port ${port + 1} (or npm run dev -- --port ${port + 1}).`);
    process.exit(PORT_TAKEN);
  }
}

async function runWorker(options: DevOptions): Promise<void> {
  const { root, codeRoot, outDir } = options;
  // Anything thrown outside a build (a bad request, a watcher hiccup) is reported, never fatal.
  process.on('uncaughtException', (error) => console.error('site dev:', error));
  process.on('unhandledRejection', (error) => console.error('site dev:', error));
  let engine: Engine | undefined;
  let inputs = new Set<string>();
  let state: EngineState | undefined;
  let builds = 0;
  const dev = devServer({ handler: () => state?.handler, status: () => ({ builds }), anyHost: options.anyHost });
  await listenOrExit(dev.server, options);
  const { port } = dev.server.address() as AddressInfo;
  const origin = `http://${['0.0.0.0', '::'].includes(options.host) ? 'localhost' : options.host}:${port}`;

  // What an earlier run left is never served: deleted pages must 404.
  for (const dir of [outDir, serverDirOf(outDir)]) fs.rmSync(dir, { recursive: true, force: true });
  // Inside the project, so the bundle finds the project's packages.
  const code = await codeLoader(codeRoot, path.join(codeRoot, '.dist-dev', 'code'));
  const engineOptions: EngineOptions = {
    root, outDir, siteUrl: origin, dataDir: dataDirFromEnv(), transformHtml: withDevClient,
    describeError: (error) => describeError(error, codeRoot, code.locate),
  };

  const pending = new Set<string>();
  let running = false;
  let failed = false;

  /** Loads the code again; the next engine keeps what is on disk, and the content unless the code reading it changed. */
  const reloadCode = async (changed: string[]): Promise<boolean> => {
    const loaded = await code.load(changed);
    if ('problems' in loaded) return report(loaded.problems), false;
    inputs = loaded.inputs;
    const next = state ?? loaded.engine.freshState();
    if (!changed.every((file) => RENDER_ONLY_DIRS.some((dir) => isUnder(codeRoot, dir, file)))) {
      // The asset bundler is generator code too.
      void next.assets?.dispose();
      const fresh = loaded.engine.freshState();
      Object.assign(next, { content: undefined, prepared: undefined, assets: undefined, chat: undefined, files: fresh.files });
    }
    // Routes are made by generator code, from props some island modules compute.
    if (!changed.every((file) => isUnder(codeRoot, 'templates', file))) next.routes = undefined;
    state = next;
    engine = loaded.engine.createEngine(engineOptions, state);
    return true;
  };

  const report = (problems: string[]) => {
    failed = true;
    console.error(`Build failed:\n${problems.map((p, n) => `  ${n + 1}. ${p}`).join('\n')}`);
    dev.showProblems(problems);
  };

  const run = async (changed: string[]) => {
    const started = performance.now();
    const content = changed.filter((file) => isUnder(root, 'content', file));
    const codeFiles = changed.filter((file) => CODE_DIRS.some((dir) => isUnder(codeRoot, dir, file)) && CODE_FILE.test(file) && !/\.test\.tsx?$/.test(file));
    const scripts = codeFiles.filter((file) => !file.endsWith('.css'));
    const host = scripts.find((file) => isUnder(codeRoot, 'bin', file) && !inputs.has(file));
    if (host) {
      console.log(`${path.relative(codeRoot, host)} changed: the dev server restarts itself`);
      await Promise.all([code.dispose(), state?.assets?.dispose()]);
      process.exit(RESTART);
    }
    if (engine && !content.length && !codeFiles.length) return;
    const assets = codeFiles.some((file) => ASSET_DIRS.some((dir) => isUnder(codeRoot, dir, file))) || !builds;
    // The browser's bundle need not wait for the server's code: esbuild makes it meanwhile.
    const bundled = assets && state?.assets && scripts.every((file) => RENDER_ONLY_DIRS.some((dir) => isUnder(codeRoot, dir, file))) ? state.assets.bundle() : undefined;
    bundled?.catch(() => undefined);
    if ((scripts.length || !engine) && !(await reloadCode(scripts))) return;
    let told = false;
    const outcome = await engine!.update({
      files: content,
      assets,
      bundled,
      openPages: dev.openPages(),
      onPagesWritten: () => {
        told = true;
        return dev.reload();
      },
      busy: () => pending.size > 0,
    });
    builds++;
    if (!outcome.ok) return report(outcome.problems);
    // A fixed error reloads the page even when the fix wrote nothing new.
    if (failed && !told) void dev.reload();
    failed = false;
    const what = changed.length ? path.relative(root, changed[0]!) + (changed.length > 1 ? ` and ${changed.length - 1} more` : '') : 'first build';
    console.log(`${what}: ${outcome.summary} (${(performance.now() - started).toFixed(0)} ms from the save seen)`);
  };

  /** One build at a time; saves made meanwhile are built together after it. */
  const drain = async () => {
    if (running) return;
    running = true;
    try {
      while (pending.size) {
        const changed = [...pending];
        pending.clear();
        await run(changed);
      }
    } finally {
      running = false;
    }
  };

  // Watching starts before the first build, so a save made while it runs (or just as the address
  // is printed) is queued and built after it, never lost.
  const stopWatching = watchFolders([path.join(root, 'content'), ...CODE_DIRS.map((dir) => path.join(codeRoot, dir))], (files) => {
    files.forEach((file) => pending.add(file));
    void drain();
  }, 2);
  running = true;
  try {
    await run([]);
  } finally {
    running = false;
  }
  console.log(`site dev at ${origin} (writes ${path.relative(process.cwd(), outDir) || outDir}; saves rebuild and reload the page)`);
  void drain();
  const stop = async () => {
    stopWatching();
    await dev.close();
    await Promise.all([code.dispose(), state?.assets?.dispose()]);
    process.exit(0);
  };
  process.once('SIGINT', () => void stop());
  process.once('SIGTERM', () => void stop());
}

function isUnder(root: string, dir: string, file: string): boolean {
  return file.startsWith(path.join(root, dir) + path.sep);
}

/**
 * Watches folders and everything under them, and reports changed files, a burst of saves at a
 * time (those within `quietMs` of each other); returns a function that stops watching. Each
 * directory gets its own watch: Node 20's recursive watch on Linux follows files, and loses one as
 * soon as an editor saves it by writing a new file over it.
 */
export function watchFolders(dirs: string[], onChange: (files: string[]) => void, quietMs = 25): () => void {
  let pending = new Set<string>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const watchers = new Map<string, fs.FSWatcher>();
  const watchDir = (dir: string) => {
    if (watchers.has(dir)) return;
    const watcher = fs.watch(dir, (_event, name) => {
      if (!name || name.endsWith('~') || name.startsWith('.')) return;
      const file = path.join(dir, name.toString());
      if (fs.statSync(file, { throwIfNoEntry: false })?.isDirectory()) watchTree(file);
      pending.add(file);
      clearTimeout(timer);
      timer = setTimeout(() => {
        const files = [...pending];
        pending = new Set();
        onChange(files);
      }, quietMs);
    });
    // A folder removed while watched: forget it, so a new one of that name is watched again.
    watcher.on('error', () => {
      watcher.close();
      watchers.delete(dir);
    });
    watchers.set(dir, watcher);
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
