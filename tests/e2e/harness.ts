import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import { renderFormMarkup } from '../../islands/form/form-markup.ts';
import { siteApis } from '../../server/apis.ts';
import type { FormsApiOptions } from '../../server/forms/api.ts';
import { createSiteHandler } from '../../server/server.ts';

export const CHROMIUM_ARGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export interface RunningSite {
  url: string;
  dir: string;
  /** Where this server stores form submissions: a fresh temporary folder. */
  dataDir: string;
  close: () => Promise<void>;
}

export interface ServeOptions {
  /** Another build than global-setup's. */
  dir?: string;
  rateLimit?: FormsApiOptions['rateLimit'];
}

/** Serves the build made by global-setup on a free port, with the real handler and APIs. */
export async function serveSite(options: ServeOptions = {}): Promise<RunningSite> {
  const dir = options.dir ?? inject('siteDir');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nestwell-data-'));
  const apis = siteApis({ dir, dataDir, rateLimit: options.rateLimit, renderForm: renderFormMarkup });
  const handle = createSiteHandler({ dir, api: apis.routes });
  const server = http.createServer((req, res) => void handle(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    dir,
    dataDir,
    close: async () => {
      await new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      });
      await apis.store.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The server and browser one test file shares; filled in before its first test. */
export interface SiteAndBrowser {
  site: RunningSite;
  browser: Browser;
}

/**
 * Serves the built site and launches Chromium before a file's tests, and closes both after.
 *
 * @example const env = useSiteAndBrowser(); ... await env.browser.newPage(); fetch(env.site.url)
 */
export function useSiteAndBrowser(options: ServeOptions = {}): SiteAndBrowser {
  const env = {} as SiteAndBrowser;
  beforeAll(async () => {
    [env.site, env.browser] = await Promise.all([serveSite(options), launchBrowser()]);
  });
  afterAll(async () => {
    await env.browser?.close();
    await env.site?.close();
  });
  return env;
}

/** Debian's Chromium with the project's flags; `env` for a browser that must see other settings (fonts). */
export function launchBrowser(options: { env?: Record<string, string | undefined> } = {}): Promise<Browser> {
  return chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS, ...options });
}

export interface PageOptions {
  theme?: 'light' | 'dark';
  /** Pretend the browser sends Global Privacy Control. */
  gpc?: boolean;
  /** Store a cookie choice before the page loads. */
  consent?: 'accepted' | 'dismissed';
  javaScriptEnabled?: boolean;
  reducedMotion?: 'reduce' | 'no-preference';
  viewport?: { width: number; height: number };
}

/** A fresh context (empty storage) and page; analytics requests are answered locally and recorded. */
export async function openPage(browser: Browser, options: PageOptions = {}): Promise<{ context: BrowserContext; page: Page; analyticsRequests: string[] }> {
  const context = await browser.newContext({
    javaScriptEnabled: options.javaScriptEnabled ?? true,
    reducedMotion: options.reducedMotion ?? 'no-preference',
    viewport: options.viewport ?? { width: 1280, height: 800 },
  });
  const analyticsRequests: string[] = [];
  await context.route(/googletagmanager\.com|google-analytics\.com/, (route) => {
    analyticsRequests.push(route.request().url());
    return route.fulfill({ status: 200, contentType: 'text/javascript', body: '/* analytics stub */' });
  });
  await context.addInitScript((opts: PageOptions) => {
    if (opts.theme) localStorage.setItem('chakra-ui-color-mode', opts.theme);
    if (opts.consent) localStorage.setItem('cookieConsent', opts.consent);
    if (opts.gpc) Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true });
  }, { theme: options.theme, consent: options.consent, gpc: options.gpc });
  const page = await context.newPage();
  return { context, page, analyticsRequests };
}

/** Waits until every island on the page has woken (hydrated); those that wake on interaction wait for it. */
export async function islandsReady(page: Page): Promise<void> {
  await page.waitForLoadState('load');
  await page.waitForFunction(() => document.querySelectorAll('[data-island]:not([data-awake]):not([data-when="interaction"])').length === 0);
}
