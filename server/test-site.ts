import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { SiteManifest } from '../kernel/manifest.ts';
import { MANIFEST_FILE, serverDirOf } from '../kernel/output-dirs.ts';

/** A page long enough to be worth compressing. */
export const FIXTURE_HOME = `<!DOCTYPE html><html lang="en"><head><title>Home</title></head><body>${'<p>Nestwell cleans homes.</p>'.repeat(200)}</body></html>`;

/**
 * A small built site in a fresh temporary folder, for server tests: a home page, a page, the
 * not-found and error pages, one hashed asset, one redirect; no pre-compressed twins.
 */
export function writeFixtureSite(manifest: Partial<SiteManifest> = {}): string {
  const dir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'nestwell-server-')), 'dist');
  const files: Record<string, string> = {
    'index.html': FIXTURE_HOME,
    'about.html': '<!DOCTYPE html><title>About</title><h1>About</h1>',
    '404.html': '<!DOCTYPE html><title>Not found</title><h1>Page not found</h1>',
    '500.html': '<!DOCTYPE html><title>Error</title><code class="error-status">500</code><span class="error-message">x</span>',
    'assets/app.ABC123.js': `console.log(${JSON.stringify('x'.repeat(2000))});\n`,
    'robots.txt': 'User-agent: *\n',
  };
  const full: SiteManifest = {
    redirects: [{ from: '/go', to: 'https://apps.example/search?term=nestwell#top', status: 302 }],
    notFound: [],
    errorPage: '500.html',
    headers: [
      { path: '/*', headers: { 'Content-Security-Policy': "default-src 'self'", 'X-Content-Type-Options': 'nosniff' } },
      { path: '/assets/*', headers: { 'Cache-Control': 'public, max-age=31536000, immutable' } },
    ],
    pages: {},
    ...manifest,
  };
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), text);
  }
  // The manifest sits beside the published folder, where the build puts it.
  fs.mkdirSync(serverDirOf(dir), { recursive: true });
  fs.writeFileSync(path.join(serverDirOf(dir), MANIFEST_FILE), JSON.stringify(full));
  return dir;
}
