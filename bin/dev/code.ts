import * as esbuild from 'esbuild';
import fs from 'node:fs';
import { SourceMap } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { isAlive } from '../../generator/stale-builds.ts';
import { sourceDirname } from '../source-dirname.js';
import type * as EngineModule from './engine.ts';
import { describeError, type Locate } from './errors.ts';

export type LoadedCode = { engine: typeof EngineModule; inputs: Set<string> } | { problems: string[] };

export interface CodeLoader {
  /** Bundles engine.ts and what it imports again (esbuild rebuilds only what changed) and imports it fresh; `changed` are the files saved. */
  load(changed: string[]): Promise<LoadedCode>;
  /** The source file and line of a place in the latest bundle; other files are their own source. */
  locate: Locate;
  dispose(): Promise<void>;
}

/**
 * The reloadable code of `site dev`: generator, templates, islands, kernel and server, bundled
 * from bin/dev/engine.ts with packages left outside, so React, remark and zod load once while
 * each version of our own code is a new module. A bundle that fails to build or to load leaves
 * the previous one running and says why (`file:line: message`).
 */
export async function codeLoader(codeRoot: string, folder: string): Promise<CodeLoader> {
  fs.mkdirSync(folder, { recursive: true });
  // Bundles of dev processes that were killed before they could remove theirs.
  for (const name of fs.readdirSync(folder)) {
    const pid = Number(/^engine\.(\d+)\.mjs/.exec(name)?.[1]);
    if (pid && !isAlive(pid)) fs.rmSync(path.join(folder, name), { force: true });
  }
  const outfile = path.join(folder, `engine.${process.pid}.mjs`);
  const makeContext = (users: Set<string>) => esbuild.context({
    absWorkingDir: codeRoot,
    entryPoints: ['bin/dev/engine.ts'],
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    packages: 'external',
    outfile,
    // Read only to locate an error: Node's own source-map support would keep every version's map.
    sourcemap: 'external',
    metafile: true,
    logLevel: 'silent',
    plugins: users.size ? [sourceDirname(new RegExp(`^(${[...users].map(escapeRegExp).join('|')})$`))] : [],
  });
  let users = dirnameUsers(codeRoot);
  let context = await makeContext(users);
  let version = 0;
  let map: SourceMap | undefined;
  const locate: Locate = (file, line, column) => {
    if (file !== outfile) return { file, line };
    map ??= new SourceMap(JSON.parse(fs.readFileSync(`${outfile}.map`, 'utf8')));
    const entry = map.findEntry(line - 1, column - 1) as { originalSource?: string; originalLine?: number };
    return entry.originalSource ? { file: path.resolve(path.dirname(outfile), entry.originalSource), line: entry.originalLine! + 1 } : undefined;
  };
  return {
    async load(changed) {
      // A file that starts using import.meta.dirname needs the plugin: a context that knows it.
      if (changed.some((file) => !users.has(file) && usesDirname(file))) {
        await context.dispose();
        users = dirnameUsers(codeRoot);
        context = await makeContext(users);
      }
      let result: esbuild.BuildResult<{ metafile: true }>;
      try {
        result = await context.rebuild();
      } catch (error) {
        return { problems: describeError(error, codeRoot) };
      }
      map = undefined;
      try {
        const engine = (await import(`${pathToFileURL(outfile).href}?v=${++version}`)) as typeof EngineModule;
        return { engine, inputs: new Set(Object.keys(result.metafile.inputs).map((file) => path.resolve(codeRoot, file))) };
      } catch (error) {
        return { problems: describeError(error, codeRoot, locate) };
      }
    },
    locate,
    async dispose() {
      await context.dispose();
      fs.rmSync(outfile, { force: true });
      fs.rmSync(`${outfile}.map`, { force: true });
    },
  };
}

/** The folders of the project's code. */
export const CODE_DIRS = ['bin', 'kernel', 'generator', 'templates', 'islands', 'server'];

// Spelt in two, or the plugin would replace it in this very file when bin/site.js bundles it.
const DIRNAME = ['import.meta', 'dirname'].join('.');
const usesDirname = (file: string) => /\.tsx?$/.test(file) && fs.existsSync(file) && fs.readFileSync(file, 'utf8').includes(DIRNAME);

/** The sources that use import.meta.dirname: the only ones the plugin needs to see. */
function dirnameUsers(codeRoot: string): Set<string> {
  const files = CODE_DIRS.flatMap((dir) => fs.readdirSync(path.join(codeRoot, dir), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name)));
  return new Set(files.filter(usesDirname));
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
