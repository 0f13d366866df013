/**
 * What `site serve` loads to start: the project modules (by folder), the packages, and its
 * resident memory once it listens. Rerun it to see what a change costs the production server.
 *
 *   node --import tsx bin/serve-footprint.ts [--dir dist] [--root .]
 *
 * `--root` measures another checkout (say a worktree of main) with the same built site.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export interface ServeFootprint {
  /** Project files loaded, relative to the root, sorted. */
  projectModules: string[];
  /** Package names loaded (`react`, `@scope/name`), sorted. */
  packages: string[];
  /** Resident memory once the server listens, in bytes. */
  rss: number;
}

const RECORDER = fileURLToPath(new URL('./footprint/record-modules.mjs', import.meta.url));

/** Starts `site serve` from `root` on a free port, waits until it listens, and reads what it loaded. */
export async function serveFootprint(options: { dir: string; root?: string }): Promise<ServeFootprint> {
  const root = path.resolve(options.root ?? path.join(import.meta.dirname, '..'));
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'serve-footprint-'));
  const out = path.join(scratch, 'loaded.json');
  const child = spawn(process.execPath, ['--import', pathToFileURL(RECORDER).href, path.join(root, 'bin/site.js'), 'serve', '--port', '0', '--host', '127.0.0.1', '--dir', options.dir, '--data-dir', path.join(scratch, 'data')], {
    cwd: root,
    // Sources through tsx, not the bundled CLI, so the recorder sees each module the command loads.
    env: { ...process.env, SITE_FOOTPRINT_OUT: out, SITE_TSX: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  try {
    await new Promise<void>((resolve, reject) => {
      let output = '';
      const onData = (chunk: Buffer) => {
        output += chunk;
        if (/Serving .* at http/.test(output)) resolve();
      };
      child.stdout.on('data', onData);
      child.stderr.on('data', onData);
      child.once('exit', (code) => reject(new Error(`site serve exited (${code}) before listening:\n${output}`)));
    });
    child.kill('SIGUSR2');
    for (let i = 0; i < 200 && !fs.existsSync(out); i++) await new Promise((r) => setTimeout(r, 50));
    if (!fs.existsSync(out)) throw new Error('site serve did not report its modules within 10 s of SIGUSR2');
    const loaded = JSON.parse(fs.readFileSync(out, 'utf8')) as { modules: string[]; rss: number };
    return classify(root, loaded.modules, loaded.rss);
  } finally {
    child.kill('SIGTERM');
    fs.rmSync(scratch, { recursive: true, force: true });
  }
}

function classify(root: string, urls: string[], rss: number): ServeFootprint {
  const projectModules = new Set<string>();
  const packages = new Set<string>();
  for (const url of urls) {
    const file = fileURLToPath(url.split('?')[0]!);
    const inPackage = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(file);
    if (inPackage) packages.add(inPackage[1]!);
    else if (file.startsWith(root + path.sep)) projectModules.add(path.relative(root, file));
  }
  return { projectModules: [...projectModules].sort(), packages: [...packages].sort(), rss };
}

/** "generator 39, server 12" */
function byFolder(files: string[]): string {
  const counts = new Map<string, number>();
  for (const file of files) counts.set(file.split('/')[0]!, (counts.get(file.split('/')[0]!) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1]).map(([folder, n]) => `${folder} ${n}`).join(', ');
}

if (process.argv[1] && import.meta.filename === path.resolve(process.argv[1])) {
  const arg = (name: string) => {
    const i = process.argv.indexOf(name);
    return i > 0 ? process.argv[i + 1] : undefined;
  };
  const dir = path.resolve(arg('--dir') ?? 'dist');
  const footprint = await serveFootprint({ dir, root: arg('--root') });
  console.log(`project modules: ${footprint.projectModules.length} (${byFolder(footprint.projectModules)})`);
  console.log(`packages: ${footprint.packages.length} (${footprint.packages.join(', ')})`);
  console.log(`RSS after start: ${(footprint.rss / 1e6).toFixed(0)} MB`);
  if (process.argv.includes('--verbose')) for (const file of footprint.projectModules) console.log(`  ${file}`);
}
