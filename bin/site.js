#!/usr/bin/env node
// The `site` command. It runs the TypeScript sources as they are, with no compile step to
// remember: on first run after a change it bundles bin/cli.ts with esbuild (some 0.5 s) into
// node_modules/.cache, under a hash of every source file, and later runs start from that bundle.
// Transforming each module through tsx on every run costs about a second of CPU instead.
// SITE_TSX=1 runs the sources through tsx, as before.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { sourceDirname } from './source-dirname.js';

// React picks its development or production build by NODE_ENV; the development build checks every
// element and renders the 600 pages about twice as slowly. The bundle below holds the production
// build alone; NODE_ENV is set for what loads from outside it (and for SITE_TSX runs).
process.env.NODE_ENV ??= 'production';

const root = path.resolve(import.meta.dirname, '..');
const SOURCE_DIRS = ['bin', 'generator', 'templates', 'islands', 'server', 'kernel'];
const SOURCE = /\.(ts|tsx|js|mjs|css|json)$/;

/**
 * A hash of the sources the CLI is bundled from, of the installed versions, and of Node's. It
 * covers every file the build cache's code hash does (and more), so `site build` keys its cache
 * with it rather than read every source a second time.
 */
function sourceHash() {
  const hash = createHash('sha256');
  const files = SOURCE_DIRS.flatMap((dir) => {
    const full = path.join(root, dir);
    if (!fs.existsSync(full)) return [];
    return fs.readdirSync(full, { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile() && SOURCE.test(e.name))
      .map((e) => path.join(e.parentPath, e.name));
  }).sort();
  for (const file of [...files, path.join(root, 'package-lock.json'), path.join(root, 'package.json')]) {
    hash.update(path.relative(root, file)).update('\0');
    if (fs.existsSync(file)) hash.update(fs.readFileSync(file)).update('\0');
  }
  // The bundle holds this checkout's absolute paths (see the plugin below).
  return hash.update(root).update(process.version).digest('base64url').slice(0, 32);
}

/**
 * Packages left out of the bundle: esbuild runs a native binary, html-validate reads files beside
 * its own code, commander looks for subcommand files beside itself, and the rest are for tests
 * and benches. Every other package is bundled in: Node 20 reads, resolves and compiles each
 * module file of a package on its own, and zod alone is some hundred files.
 */
const EXTERNAL = ['esbuild', 'html-validate', 'commander', 'tsx', 'playwright-core', 'autocannon', 'fast-xml-parser', 'vitest'];

/**
 * pdfkit's parts the creator overview PDF never uses, left out of the bundle: loaded from
 * node_modules, pdfkit took some 0.2 s of every cold build, most of it fontkit (embedded fonts);
 * bundled without them, 25 ms. pdfkit still finds its standard fonts from its own URL (TRIMS).
 */
const PDFKIT_UNUSED = { fontkit: './bin/pdfkit-unused.js', 'png-js': './bin/pdfkit-unused.js', '@noble/ciphers/aes': './bin/pdfkit-unused.js' };

/** An esbuild plugin that bundles the package files `filter` matches as `edit` rewrites them. */
function rewrite(name, filter, edit) {
  return {
    name,
    setup(build) {
      build.onLoad({ filter }, (args) => ({ contents: edit(fs.readFileSync(args.path, 'utf8'), args.path), loader: 'js' }));
    },
  };
}

/** What the bundle leaves out of packages, or changes, to start sooner: each saves a run 10-200 ms. */
const TRIMS = [
  // pdfkit finds its standard fonts from its own URL, not the bundle's (see PDFKIT_UNUSED).
  rewrite('pdfkit-own-url', /node_modules[\\/]pdfkit[\\/]js[\\/]pdfkit\.node\.mjs$/, (text, file) =>
    text.replaceAll('import.meta.url', JSON.stringify(pathToFileURL(file).href))),
  // js-yaml 3 (gray-matter's YAML parser) loads esprima, 280 kB, for a !!js/function type that
  // gray-matter's safe schema never reads: some 20 ms of every run.
  rewrite('js-yaml-without-esprima', /js-yaml[\\/]lib[\\/]js-yaml[\\/]type[\\/]js[\\/]function\.js$/, (text) =>
    text.replace("_require('esprima')", 'undefined')),
  // zod's error messages in 50 languages, 300 kB of the 570 kB of zod; the site's are English.
  rewrite('zod-english-only', /zod[\\/]v4[\\/]locales[\\/]index\.js$/, () => "export { default as en } from './en.js';"),
];

/** Bundles bin/cli.ts into `dir`, through a temporary folder. */
async function bundle(dir) {
  const esbuild = await import('esbuild');
  const temp = `${dir}.${process.pid}.tmp`;
  await esbuild.build({
    absWorkingDir: root,
    entryPoints: { cli: 'bin/cli.ts' },
    bundle: true,
    // Commands load their modules when run (`site check` alone needs the HTML validator).
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    external: EXTERNAL,
    alias: PDFKIT_UNUSED,
    define: { 'process.env.NODE_ENV': '"production"' },
    minifyWhitespace: true,
    minifySyntax: true,
    legalComments: 'none',
    // Bundled CommonJS packages (React) require Node's own modules.
    banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
    outdir: temp,
    logLevel: 'silent',
    plugins: [sourceDirname(), ...TRIMS],
  });
  // Bundles of sources that no longer exist, once no run has used them for an hour.
  for (const name of fs.readdirSync(path.dirname(dir))) {
    const old = path.join(path.dirname(dir), name);
    if (Date.now() - fs.statSync(old).mtimeMs > 3_600_000) fs.rmSync(old, { recursive: true, force: true });
  }
  try {
    fs.renameSync(temp, dir);
  } catch {
    // Another process put the same bundle there first.
    fs.rmSync(temp, { recursive: true, force: true });
  }
}

async function loadCli(sources) {
  if (sources) {
    try {
      const dir = path.join(root, 'node_modules/.cache/nestwell-site/cli', sources.slice(0, 16));
      if (!fs.existsSync(path.join(dir, 'cli.js'))) await bundle(dir);
      // Marks the bundle as in use, so no other run removes it as old.
      else fs.utimesSync(dir, new Date(), new Date());
      return await import(pathToFileURL(path.join(dir, 'cli.js')).href);
    } catch {
      // A syntax error, say: tsx names it as well as esbuild would, and runs what it can.
    }
  }
  const { register } = await import('tsx/esm/api');
  register();
  return import('./cli.ts');
}

const sources = process.env.SITE_TSX ? undefined : sourceHash();
const { main } = await loadCli(sources);
await main(process.argv, { sourceHash: sources });
