/**
 * `npm run bench`: figures a visitor and an editor feel, printed, never asserted (the machine is
 * shared and noisy, so only medians and ratios from one run are worth quoting).
 *   - cold build: median of 5 runs of `site build` in fresh processes;
 *   - first-load weight of chosen pages: HTML, CSS and JS, gzip and brotli.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { SiteManifest } from '../generator/manifest.ts';

const root = path.resolve(import.meta.dirname, '..');
const site = path.join(root, 'bin/site.js');

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

function coldBuilds(runs: number, outDir: string): number[] {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    execFileSync(process.execPath, [site, 'build', '--out', outDir], { stdio: 'ignore' });
    times.push((performance.now() - started) / 1000);
  }
  return times;
}

function pageWeight(dir: string, manifest: SiteManifest, pagePath: string) {
  const page = manifest.pages[pagePath];
  if (!page) return null;
  const read = (p: string) => fs.readFileSync(path.join(dir, p));
  const gz = (b: Buffer) => zlib.gzipSync(b, { level: 9 }).length;
  const br = (b: Buffer) => zlib.brotliCompressSync(b).length;
  const html = read(page.file);
  const css = read(manifest.css);
  const js = page.scripts.map(read);
  const lazy = page.lazyScripts.map(read);
  const sum = (bufs: Buffer[], f: (b: Buffer) => number) => bufs.reduce((n, b) => n + f(b), 0);
  return {
    html: [gz(html), br(html)],
    css: [gz(css), br(css)],
    js: [sum(js, gz), sum(js, br)],
    lazyJs: [sum(lazy, gz), sum(lazy, br)],
  };
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

async function main() {
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nestwell-bench-'));
  const dist = path.join(outDir, 'dist');
  try {
    const times = coldBuilds(5, dist);
    console.log(`Cold build (node bin/site.js build), 5 runs: median ${median(times).toFixed(2)} s ` +
      `(min ${Math.min(...times).toFixed(2)}, max ${Math.max(...times).toFixed(2)})`);
    const manifest = JSON.parse(fs.readFileSync(path.join(dist, '_site.json'), 'utf8')) as SiteManifest;
    console.log(`Pages: ${Object.keys(manifest.pages).length}`);
    console.log('\nFirst load, compressed (gzip / brotli), images aside; budget 50 KB total and 15 KB JS:');
    const pages = ['/', '/support', '/locations/new-jersey', '/blog', '/waitlist', '/404'];
    for (const p of pages) {
      const w = pageWeight(dist, manifest, p === '/404' ? '/404' : p);
      if (!w) continue;
      const total = [w.html[0]! + w.css[0]! + w.js[0]!, w.html[1]! + w.css[1]! + w.js[1]!];
      console.log(`  ${p.padEnd(24)} HTML ${kb(w.html[0]!)} / ${kb(w.html[1]!)}  CSS ${kb(w.css[0]!)} / ${kb(w.css[1]!)}  ` +
        `JS ${kb(w.js[0]!)} / ${kb(w.js[1]!)}  total ${kb(total[0]!)} / ${kb(total[1]!)}` +
        (w.lazyJs[0] ? `  (+ on demand ${kb(w.lazyJs[0]!)} / ${kb(w.lazyJs[1]!)})` : ''));
    }
    for (const extra of ['bench-chat.ts', 'bench-forms.ts', 'bench-blog.ts']) {
      const file = path.join(root, 'bin', extra);
      if (!fs.existsSync(file)) continue;
      console.log(`\n${extra}:`);
      execFileSync(process.execPath, ['--import', 'tsx', file], { stdio: 'inherit', env: { ...process.env, SITE_DIR: dist } });
    }
  } finally {
    fs.rmSync(outDir, { recursive: true, force: true });
  }
}

await main();
