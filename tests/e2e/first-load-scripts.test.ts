import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { describe, expect, inject, it } from 'vitest';
import { BUDGET } from '../../generator/check/budgets.ts';
import { readManifest } from '../../kernel/manifest.ts';
import { islandsReady, openPage, useSiteAndBrowser } from './harness.ts';

/**
 * The JavaScript budget counts the scripts a page loads before the visitor does anything
 * (manifest `scripts`); code that loads on a click (a dialog, the chat) is not counted, and must
 * then really wait for the click. Checked in Chromium on a first visit, cookie banner up.
 */
const env = useSiteAndBrowser();
const dir = inject('siteDir');
const manifest = readManifest(dir);
const paths = Object.keys(manifest.pages);
const first = (pattern: RegExp) => paths.find((p) => pattern.test(p) && manifest.pages[p]!.status === 200)!;

const PAGES = [
  '/',
  '/support',
  first(/^\/support\/[^/]+\/[^/]+$/),
  '/locations/new-jersey',
  first(/^\/locations\/new-jersey\/[^/]+-county\/[^/]+$/),
  '/blog',
  first(/^\/blog\/[a-z]/),
  '/get-the-app',
  '/waitlist',
];

const gzipSize = (urlPath: string) => zlib.gzipSync(fs.readFileSync(path.join(dir, urlPath)), { level: 9 }).length;

describe('scripts a page loads before any interaction', () => {
  it.each(PAGES)('%s: are the ones its budget counts, within the budget', async (urlPath) => {
    const { context, page } = await openPage(env.browser, { viewport: { width: 390, height: 844 } });
    await page.goto(env.site.url + urlPath);
    await islandsReady(page);
    const loaded = await page.evaluate(() =>
      performance.getEntriesByType('resource').map((r) => new URL(r.name).pathname).filter((p) => p.startsWith('/assets/') && p.endsWith('.js')),
    );
    await context.close();
    const counted = manifest.pages[urlPath]!.scripts;
    expect([...new Set(loaded)].sort()).toEqual([...counted].sort());
    expect(counted.reduce((sum, s) => sum + gzipSize(s), 0)).toBeLessThanOrEqual(BUDGET.script);
  });
});
