import path from 'node:path';
import type * as esbuild from 'esbuild';
import { ISLANDS, isIslandName, type IslandName } from '../islands/registry.ts';
import { SHEETS, type SheetName } from '../templates/styles/sheets.ts';

export interface AssetFile {
  /** Path under dist/, e.g. `assets/boot.3F2A1B.js`. */
  file: string;
  contents: Uint8Array;
}

export interface Assets {
  /** What is published under dist/assets: the scripts (styles are inlined in the pages). */
  files: AssetFile[];
  /** Each stylesheet, minified (templates/styles/sheets.ts says which pages get which). */
  styles: Record<SheetName, string>;
  boot: string;
  /** The script files (URL paths) every page loads before any island wakes. */
  bootScripts: string[];
  /** What waking any island needs beyond the boot scripts: Preact and the hydration code. */
  hydrateScripts: string[];
  /** For each island, the script files its chunk needs beyond the boot scripts. */
  islandScripts: Record<string, string[]>;
}

/** The islands and styles are code, bundled from this project whatever content folder is built. */
const CODE_ROOT = path.resolve(import.meta.dirname, '..');

/**
 * Bundles the islands' client code and minifies the stylesheets with esbuild: one boot entry, one
 * lazy chunk per island, shared code split out, names hashed by content so they can be cached
 * forever; each stylesheet on its own, for the pages to inline.
 */
export async function bundleAssets(): Promise<Assets> {
  return (await startBundle()).assets;
}

/**
 * bundleAssets, in two steps: resolves as soon as esbuild is at work (in a process of its own),
 * with the assets to come, so the caller can load content meanwhile.
 */
export async function startBundle(): Promise<{ assets: Promise<Assets> }> {
  // Loaded only to bundle: a build with the assets in its cache never needs esbuild.
  const esbuild = await import('esbuild');
  return { assets: esbuild.build(bundleOptions()).then(assetsOf) };
}

/**
 * What bundleAssets does, again on each `bundle()`, through one esbuild context that parses only
 * the files changed since the last call (the dev server keeps one while the islands are edited).
 */
export async function assetBundler(): Promise<{ bundle: () => Promise<Assets>; dispose: () => Promise<void> }> {
  const esbuild = await import('esbuild');
  const context = await esbuild.context(bundleOptions());
  return { bundle: async () => assetsOf(await context.rebuild()), dispose: () => context.dispose() };
}

function bundleOptions() {
  return {
    absWorkingDir: CODE_ROOT,
    entryPoints: { boot: 'islands/boot.ts', ...Object.fromEntries(SHEETS.map((sheet) => [`style-${sheet}`, `templates/styles/${sheet}.css`])) },
    bundle: true,
    splitting: true,
    format: 'esm',
    minify: true,
    target: ['es2020', 'chrome100', 'safari15', 'firefox100'],
    outdir: 'dist/assets',
    entryNames: '[name].[hash]',
    chunkNames: 'chunks/[name].[hash]',
    assetNames: '[name].[hash]',
    jsx: 'automatic',
    jsxImportSource: 'preact',
    alias: { react: 'preact/compat', 'react-dom': 'preact/compat' },
    define: { 'process.env.NODE_ENV': '"production"' },
    legalComments: 'none',
    metafile: true,
    write: false,
    logLevel: 'silent',
  } satisfies esbuild.BuildOptions;
}

function assetsOf(result: esbuild.BuildResult<{ metafile: true; write: false }>): Assets {
  const root = CODE_ROOT;
  const outdir = path.join(root, 'dist');
  const outputs = result.metafile.outputs;
  const url = (key: string) => '/' + path.relative('dist', key).split(path.sep).join('/');
  const entryOf = (entry: string) => Object.keys(outputs).find((k) => outputs[k]!.entryPoint === entry);
  const bootKey = entryOf('islands/boot.ts');
  if (!bootKey) throw new Error('esbuild produced no boot script');
  const textOf = (key: string) => result.outputFiles.find((f) => f.path === path.join(root, key))!.text;
  const styles = Object.fromEntries(SHEETS.map((sheet) => {
    const key = entryOf(`templates/styles/${sheet}.css`);
    if (!key) throw new Error(`esbuild produced no stylesheet for templates/styles/${sheet}.css`);
    return [sheet, textOf(key).trim()];
  })) as Record<SheetName, string>;
  const files = result.outputFiles
    .filter((f) => !f.path.endsWith('.css'))
    .map((f) => ({ file: path.relative(outdir, f.path).split(path.sep).join('/'), contents: f.contents }));

  const closure = (key: string, seen = new Set<string>()): Set<string> => {
    if (seen.has(key)) return seen;
    seen.add(key);
    for (const imp of outputs[key]!.imports) if (imp.kind === 'import-statement') closure(imp.path, seen);
    return seen;
  };
  const bootSet = closure(bootKey);
  const hydrateKey = entryOf('islands/boot/hydrate.tsx');
  if (!hydrateKey) throw new Error('esbuild produced no chunk for islands/boot/hydrate.tsx');
  const islandScripts: Record<string, string[]> = {};
  for (const [key, output] of Object.entries(outputs)) {
    const island = islandOf(output.entryPoint);
    if (!island) continue;
    islandScripts[island] = [...closure(key)].filter((k) => !bootSet.has(k)).map(url).sort();
  }
  // Chunks are matched to islands by folder name; an island in a folder of another name would
  // otherwise drop out of every page's budget.
  const unmatched = Object.keys(ISLANDS).filter((name) => !islandScripts[name]);
  if (unmatched.length) throw new Error(`islands/registry.ts: no chunk found for ${unmatched.join(', ')}; keep each island in islands/{kebab-case-name}/`);
  return {
    files,
    styles,
    boot: url(bootKey),
    bootScripts: [...bootSet].map(url).sort(),
    hydrateScripts: [...closure(hydrateKey)].filter((k) => !bootSet.has(k)).map(url).sort(),
    islandScripts,
  };
}

/** `islands/book-now/BookNow.tsx` -> the registry name whose loader imports it. */
function islandOf(entryPoint: string | undefined): IslandName | undefined {
  if (!entryPoint) return undefined;
  const match = /^islands\/([a-z-]+)\/[A-Za-z]+\.tsx$/.exec(entryPoint);
  if (!match) return undefined;
  const name = match[1]!.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
  return isIslandName(name) ? name : undefined;
}
