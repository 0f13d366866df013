import fs from 'node:fs';
import path from 'node:path';

// Build-side and server-side rules; the browser never needs them, so node: imports are fine here.

/**
 * Where a page's HTML is written: `/` -> index.html, `/blog` -> blog.html (beside the folder
 * blog/ of its articles), `/support/404` -> support/404.html. Page URLs have no trailing slash,
 * and Cloudflare Pages, Netlify and GitHub Pages all answer `/x` from x.html directly, where
 * x/index.html would redirect `/x` to `/x/` (README, "Deploying").
 */
export function outputFile(pagePath: string): string {
  return pagePath === '/' ? 'index.html' : `${pagePath.slice(1)}.html`;
}

/**
 * Where a section's not-found page is written: `{section}/404.html`, the file Cloudflare Pages
 * serves (with status 404) for an unknown address in that section, whatever the page's own path.
 *
 * @example notFoundFile('/blog/') // 'blog/404.html'
 */
export function notFoundFile(prefix: string): string {
  return `${prefix.slice(1)}404.html`;
}

/** The file under `dir` that a clean URL names, or null: `/a` -> a/index.html or a.html or the file a. */
export function resolveFile(dir: string, pathname: string): string | null {
  const rel = pathname.replace(/^\/+/, '');
  const candidates = rel === '' ? ['index.html'] : [rel, `${rel}/index.html`, `${rel}.html`];
  for (const candidate of candidates) {
    const full = path.join(dir, candidate);
    if (!full.startsWith(dir + path.sep) && full !== dir) return null;
    try {
      if (fs.statSync(full).isFile()) return candidate;
    } catch {
      // not this one
    }
  }
  return null;
}
