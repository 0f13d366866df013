import * as esbuild from 'esbuild';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { sourceDirname } from '../source-dirname.js';
import type * as EngineModule from './engine.ts';
import { describeError } from './errors.ts';

export type LoadedCode = { engine: typeof EngineModule; inputs: Set<string> } | { problems: string[] };

export interface CodeLoader {
  /** Bundles engine.ts and what it imports again (esbuild rebuilds only what changed) and imports it fresh. */
  load(): Promise<LoadedCode>;
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
    if (pid && !isRunning(pid)) fs.rmSync(path.join(folder, name), { force: true });
  }
  const outfile = path.join(folder, `engine.${process.pid}.mjs`);
  const context = await esbuild.context({
    absWorkingDir: codeRoot,
    entryPoints: ['bin/dev/engine.ts'],
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    packages: 'external',
    outfile,
    // Errors thrown by the bundle then name the source file and line.
    sourcemap: true,
    metafile: true,
    logLevel: 'silent',
    plugins: [sourceDirname],
  });
  process.setSourceMapsEnabled(true);
  let version = 0;
  return {
    async load() {
      let result: esbuild.BuildResult<{ metafile: true }>;
      try {
        result = await context.rebuild();
      } catch (error) {
        return { problems: describeError(error, codeRoot) };
      }
      try {
        const engine = (await import(`${pathToFileURL(outfile).href}?v=${++version}`)) as typeof EngineModule;
        return { engine, inputs: new Set(Object.keys(result.metafile.inputs).map((file) => path.resolve(codeRoot, file))) };
      } catch (error) {
        return { problems: describeError(error, codeRoot) };
      }
    },
    async dispose() {
      await context.dispose();
      fs.rmSync(outfile, { force: true });
      fs.rmSync(`${outfile}.map`, { force: true });
    },
  };
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
