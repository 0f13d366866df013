#!/usr/bin/env node
// Bundles the `site` command (bin/cli.ts and what its commands load) with esbuild, into
// node_modules/.cache/nestwell-site/cli/{hash of the sources}/. `npm install` runs it (the
// `prepare` script), and bin/site.js runs it again, saying so, when a source has changed since.
// Starting from one bundle rather than transforming every module through tsx saves about a
// second of every run. Packages are bundled as they ship, or left out whole (EXTERNAL).
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { sourceDirname } from './source-dirname.js';

const root = path.resolve(import.meta.dirname, '..');
const SOURCE_DIRS = ['bin', 'generator', 'templates', 'islands', 'server', 'kernel'];
const SOURCE = /\.(ts|tsx|js|mjs|css|json)$/;
/** Tests sit beside the code but never go into the bundle: editing one re-bundles nothing. */
const TEST = /\.test\.tsx?$/;
const BUNDLES = path.join(root, 'node_modules/.cache/nestwell-site/cli');

/**
 * A hash of the sources the CLI is bundled from (tests aside), of the installed versions, and of
 * Node's. It covers every file the build cache's code hash does (and more), so `site build` keys
 * its cache with it rather than read every source a second time. `project`: the checkout (a test
 * gives one of its own).
 */
export function sourceHash(project = root) {
  const hash = createHash('sha256');
  const files = SOURCE_DIRS.flatMap((dir) => {
    const full = path.join(project, dir);
    if (!fs.existsSync(full)) return [];
    return fs.readdirSync(full, { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile() && SOURCE.test(e.name) && !TEST.test(e.name))
      .map((e) => path.join(e.parentPath, e.name));
  }).sort();
  for (const file of [...files, path.join(project, 'package-lock.json'), path.join(project, 'package.json')]) {
    hash.update(path.relative(project, file)).update('\0');
    if (fs.existsSync(file)) hash.update(fs.readFileSync(file)).update('\0');
  }
  // The bundle holds this checkout's absolute paths (see sourceDirname).
  return hash.update(project).update(process.version).digest('base64url').slice(0, 32);
}

/** The folder of the bundle made from sources whose hash is `hash`. */
export function bundleDir(hash) {
  return path.join(BUNDLES, hash.slice(0, 16));
}

/**
 * Packages left out of the bundle, loaded from node_modules as they ship: esbuild runs a native
 * binary, html-validate reads files beside its own code, commander looks for subcommand files
 * beside itself, and the rest are for tests and benches. Every other package is bundled in:
 * Node 20 reads, resolves and compiles each module file of a package on its own (pdfkit and
 * fontkit loaded so took some 0.25 s of every cold build), and zod alone is some hundred files.
 */
const EXTERNAL = ['esbuild', 'html-validate', 'commander', 'tsx', 'playwright-core', 'autocannon', 'fast-xml-parser', 'vitest'];

/**
 * The bundle's package.json. pdfkit loads its standard fonts with `require('#standard-fonts/…')`
 * from its own module's URL, which in the bundle is the bundle's: these imports map that name to
 * what pdfkit exports under it, `pdfkit/standard-fonts/…` (checked once bundled, see bundleCli).
 */
const BUNDLE_PACKAGE = { type: 'module', imports: { '#standard-fonts/*': 'pdfkit/standard-fonts/*' } };

/**
 * How the CLI's code is compiled and bundled: what `site serve` runs in production. The chat
 * bench (`bin/bench-chat.ts --bundled`) bundles the server with the same options.
 */
export const BUNDLE_OPTIONS = {
  absWorkingDir: root,
  bundle: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  external: EXTERNAL,
  // React picks its development or production build by NODE_ENV; the development build checks
  // every element and renders the pages about twice as slowly.
  define: { 'process.env.NODE_ENV': '"production"' },
  minifyWhitespace: true,
  minifySyntax: true,
  legalComments: 'none',
  // Bundled CommonJS packages (React) require Node's own modules.
  banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
  logLevel: 'error',
  plugins: [sourceDirname()],
};

/**
 * Bundles bin/cli.ts into bundleDir(hash), through a temporary folder, and marks it in use by
 * this process. Throws, with esbuild's messages, if the sources do not bundle.
 */
export async function bundleCli(hash = sourceHash()) {
  const esbuild = await import('esbuild');
  const dir = bundleDir(hash);
  const temp = `${dir}.${process.pid}.tmp`;
  await esbuild.build({
    ...BUNDLE_OPTIONS,
    // The chat engine's worker threads start from a file of their own (server/chat/engine-pool.ts finds it here).
    entryPoints: { cli: 'bin/cli.ts', 'chat-engine-worker': 'server/chat/engine-worker.ts' },
    // Commands load their modules when run (`site check` alone needs the HTML validator).
    splitting: true,
    outdir: temp,
  });
  fs.writeFileSync(path.join(temp, 'package.json'), JSON.stringify(BUNDLE_PACKAGE, null, 2));
  try {
    createRequire(path.join(temp, 'cli.js')).resolve('#standard-fonts/Helvetica');
  } catch (error) {
    fs.rmSync(temp, { recursive: true, force: true });
    throw new Error(`the bundle cannot load pdfkit's standard fonts (bin/bundle-cli.js, BUNDLE_PACKAGE): ${error.message}`);
  }
  try {
    fs.renameSync(temp, dir);
  } catch {
    // Another process put the same bundle there first.
    fs.rmSync(temp, { recursive: true, force: true });
  }
  markInUse(dir);
  removeUnusedBundles(BUNDLES, dir);
  return dir;
}

/**
 * Records that this process runs the bundle in `dir`: a command loads parts of it only when it
 * needs them (`site serve` the form page's markup on the first post without JavaScript, hours
 * later perhaps), so no bundle is deleted while a process that started from it still runs.
 */
export function markInUse(dir) {
  const pids = path.join(dir, 'pids');
  fs.mkdirSync(pids, { recursive: true });
  for (const pid of fs.readdirSync(pids)) if (!isAlive(Number(pid))) fs.rmSync(path.join(pids, pid), { force: true });
  fs.writeFileSync(path.join(pids, String(process.pid)), '');
}

/** Deletes the bundles in `bundles`, but `keep`, that no running process started from. */
export function removeUnusedBundles(bundles, keep) {
  for (const name of fs.readdirSync(bundles)) {
    const dir = path.join(bundles, name);
    if (dir === keep) continue;
    // A temporary folder is its bundling process's; a bundle, its runs'.
    const pids = name.endsWith('.tmp') ? [Number(name.split('.').at(-2))] : fs.existsSync(path.join(dir, 'pids')) ? fs.readdirSync(path.join(dir, 'pids')).map(Number) : [];
    if (!pids.some(isAlive)) fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** Whether a process with this pid runs (perhaps as another user). */
function isAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const started = performance.now();
  const dir = await bundleCli();
  console.log(`Bundled the site command into ${path.relative(process.cwd(), dir)} in ${((performance.now() - started) / 1000).toFixed(2)} s`);
}
