/**
 * The dev loop's figures: `npm run bench:dev` (also run by `npm run bench`). Starts `site dev` on a
 * copy of the project with the real content (665 pages), makes `--edits N` (default 20) saves of
 * each kind one after another, and prints the median and p95 of:
 * - content (a blog post's markdown, home.json): from the save to the page file on disk holding
 *   the new text (target: median 50 ms, p95 100 ms);
 * - code (a template, the stylesheet, an island): from the save to the load event of the open page
 *   in Chromium, reloaded with the change (target: 500 ms), and that the dev process never restarted.
 * Prints PASS or FAIL per target; `--strict` exits with 1 on a FAIL; `--only style` runs one kind,
 * `--pause MS` rests longer between saves (default 100 ms after each build).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { startDevProcess, type DevProcess } from '../tests/dev-process.ts';
import { launchBrowser } from '../tests/e2e/harness.ts';
import { writeProjectCode } from '../tests/fixture-site.ts';

const repo = path.resolve(import.meta.dirname, '..');
const option = (name: string) => process.argv[process.argv.indexOf(name) + 1];
const EDITS = process.argv.includes('--edits') ? Number(option('--edits')) : 20;
/** `--only style`: the kinds whose name holds this word. */
const ONLY = process.argv.includes('--only') ? option('--only')! : '';
/** `--pause MS`: the rest between the end of a build and the next save. */
const PAUSE_MS = process.argv.includes('--pause') ? Number(option('--pause')) : 100;
const POST = 'buying-back-10-hours-a-month-what-would-you-do-with-them';

interface EditKind {
  name: string;
  file: string;
  /** The file's text with `marker` in it. */
  change: (text: string, marker: string) => string;
  /** Content: the written page that must hold the marker. Code: the page open in the browser. */
  page: string;
  /** Code: whether the open page shows the marker (runs in the browser). */
  shows?: (marker: string) => boolean;
}

const textShows = (marker: string) => document.body.innerText.includes(marker);

const KINDS: EditKind[] = [
  {
    name: 'content markdown (a blog post)',
    file: `content/blog/${POST}.md`,
    change: (text, marker) => text.replace('Ten hours a month does not sound', `Ten hours a month (${marker}) does not sound`),
    page: `blog/${POST}.html`,
  },
  {
    name: 'content JSON (home.json)',
    file: 'content/home.json',
    change: (text, marker) => text.replace('A spotless home, booked in about 60 seconds', `A spotless home, booked in about 60 seconds ${marker}`),
    page: 'index.html',
  },
  {
    name: 'template (Footer.tsx)',
    file: 'templates/layout/Footer.tsx',
    change: (text, marker) => text.replace('All rights reserved.', `All rights reserved. ${marker}`),
    page: `/blog/${POST}`,
    shows: textShows,
  },
  {
    name: 'style (theme.css)',
    file: 'templates/styles/theme.css',
    change: (text, marker) => `${text}\n:root { --bench-mark: "${marker}"; }\n`,
    page: `/blog/${POST}`,
    shows: (marker) => getComputedStyle(document.documentElement).getPropertyValue('--bench-mark').includes(marker),
  },
  {
    name: 'island (CookieBanner.tsx)',
    file: 'islands/cookie-banner/CookieBanner.tsx',
    change: (text, marker) => text.replace('Cookies, only with your OK', `Cookies, only with your OK ${marker}`),
    page: `/blog/${POST}`,
    shows: textShows,
  },
];

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

async function measure(dev: DevProcess, root: string, kind: EditKind, page: Page | undefined): Promise<number[]> {
  const file = path.join(root, kind.file);
  const original = fs.readFileSync(file, 'utf8');
  const times: number[] = [];
  try {
    for (let n = 0; n < EDITS; n++) {
      const marker = `Mark${n}x${Date.now()}`;
      const text = kind.change(original, marker);
      if (!text.includes(marker)) throw new Error(`${kind.file}: the text to change is not there`);
      const { builds } = await dev.status();
      const savedAt = Date.now();
      const started = performance.now();
      fs.writeFileSync(file, text);
      if (page && kind.shows) {
        await page.waitForFunction(kind.shows, marker, { timeout: 30_000, polling: 'raf' });
        await page.waitForLoadState('load');
        // The page's own clock: when the reloaded page finished loading (its load event).
        const loadedAt = await page.evaluate(() => performance.timeOrigin + (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventEnd);
        times.push(loadedAt - savedAt);
      } else {
        const written = path.join(root, '.dist-dev/site', kind.page);
        while (!fs.readFileSync(written, 'utf8').includes(marker)) await new Promise((resolve) => setTimeout(resolve, 1));
        times.push(performance.now() - started);
      }
      // The next save waits for the whole build (the rest of the pages, the chat index).
      const after = await dev.nextBuild(builds);
      if (after.problems.length) throw new Error(`the build failed: ${after.problems.join('; ')}`);
      await new Promise((resolve) => setTimeout(resolve, PAUSE_MS));
    }
  } finally {
    // The next kind starts once the restored file is built, not while it is.
    const { builds } = await dev.status();
    fs.writeFileSync(file, original);
    await dev.nextBuild(builds);
  }
  return times.sort((a, b) => a - b);
}

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'nestwell-bench-dev-'));
fs.cpSync(path.join(repo, 'content'), path.join(root, 'content'), { recursive: true });
writeProjectCode(root);
const [dev, browser] = await Promise.all([startDevProcess(root), launchBrowser()]);
let failed = false;
try {
  const { pid } = await dev.status();
  const context = await browser.newContext();
  const page = await context.newPage();
  console.log(`site dev on the real site, ${EDITS} saves of each kind, load average ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}`);
  for (const kind of KINDS.filter((k) => k.name.includes(ONLY))) {
    if (kind.shows && page.url() !== `${dev.url}${kind.page}`) {
      await page.goto(`${dev.url}${kind.page}`);
      while (!(await dev.status()).pages.includes(kind.page)) await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const times = await measure(dev, root, kind, kind.shows ? page : undefined);
    const median = percentile(times, 50);
    const p95 = percentile(times, 95);
    const [medianTarget, p95Target] = kind.shows ? [500, 500] : [50, 100];
    const ok = median <= medianTarget && p95 <= p95Target;
    failed ||= !ok;
    const what = kind.shows ? 'save to reloaded page' : 'save to written page';
    console.log(`${ok ? 'PASS' : 'FAIL'} ${kind.name}: ${what} median ${median.toFixed(0)} ms, p95 ${p95.toFixed(0)} ms ` +
      `(target ${medianTarget}/${p95Target}); min ${times[0]!.toFixed(0)}, max ${times.at(-1)!.toFixed(0)}`);
  }
  const same = (await dev.status()).pid === pid;
  failed ||= !same;
  console.log(`${same ? 'PASS' : 'FAIL'} no restart: the dev process is ${same ? 'the one that started' : 'another one'}; load average ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}`);
} finally {
  await browser.close();
  await dev.stop();
  fs.rmSync(root, { recursive: true, force: true });
}
if (failed && process.argv.includes('--strict')) process.exitCode = 1;
