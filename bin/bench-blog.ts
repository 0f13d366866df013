/**
 * Blog figures, printed, never asserted: each article's word count, the JavaScript /blog ships
 * compressed, and the cumulative layout shift Chromium reports while the list loads, shuffles
 * and is scrolled to the end. Run by `npm run bench`, or alone on a build:
 *   SITE_DIR=dist node --import tsx bin/bench-blog.ts
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium } from 'playwright-core';
import { loadContent } from '../generator/content/load.ts';
import { readManifest } from '../kernel/manifest.ts';
import { createSiteHandler } from '../server/server.ts';
import { CHROMIUM_ARGS } from '../tests/e2e/harness.ts';

const dir = path.resolve(process.env.SITE_DIR ?? 'dist');
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

const { content } = loadContent(path.resolve(import.meta.dirname, '..'));
console.log('Words per article (rendered text):');
for (const post of content.blog) console.log(`  ${String(post.words).padStart(5)}  ${post.slug}`);

const manifest = readManifest(dir);
const scripts = manifest.pages['/blog']!.scripts.map((s) => fs.readFileSync(path.join(dir, s)));
const sum = (f: (b: Buffer) => number) => scripts.reduce((n, b) => n + f(b), 0);
console.log(`/blog JavaScript on first load: ${scripts.length} files, ${kb(sum((b) => b.length))} raw, ` +
  `${kb(sum((b) => zlib.gzipSync(b, { level: 9 }).length))} gzip, ${kb(sum((b) => zlib.brotliCompressSync(b).length))} brotli`);

const handle = createSiteHandler({ dir });
const server = http.createServer((req, res) => void handle(req, res));
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const url = `http://127.0.0.1:${(server.address() as { port: number }).port}/blog`;
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
try {
  for (const viewport of [{ width: 1280, height: 800 }, { width: 390, height: 844 }]) {
    const scores: number[] = [];
    for (let run = 0; run < 5; run++) {
      const context = await browser.newContext({ viewport });
      await context.addInitScript(() => localStorage.setItem('cookieConsent', 'dismissed'));
      const page = await context.newPage();
      await page.goto(url);
      await page.getByRole('button', { name: 'View all articles' }).waitFor();
      await page.getByRole('button', { name: 'View all articles' }).click();
      scores.push(await page.evaluate(async () => {
        let score = 0;
        new PerformanceObserver((list) => {
          for (const e of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
            if (!e.hadRecentInput) score += e.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
        // No named helpers in here: tsx would wrap them in a __name() the page does not have.
        for (let y = 0; y < document.body.scrollHeight; y += 250) {
          window.scrollTo(0, y);
          await new Promise((r) => setTimeout(r, 100));
        }
        await new Promise((r) => setTimeout(r, 600));
        return score;
      }));
      await context.close();
    }
    console.log(`CLS on /blog at ${viewport.width}x${viewport.height}, load + shuffle + VIEW ALL + scroll to the end, 5 runs: ` +
      `max ${Math.max(...scores).toFixed(4)} (${scores.map((s) => s.toFixed(4)).join(', ')})`);
  }
} finally {
  await browser.close();
  server.close();
}
