import { redirectTargetFault } from '../content/redirects.ts';
import type { SiteManifest } from '../../kernel/manifest.ts';
import { SERVE_JSON_FILE } from '../../kernel/output-dirs.ts';
import { cloudflareBlogIds } from './blog-ids.ts';
import { cloudflareHeadersFile, netlifyHeadersFile } from './headers-file.ts';
import { cloudflareRedirectsFile, netlifyRedirectsFile } from './redirects-file.ts';
import { serveJson } from './serve-json.ts';

import type { Host } from '../../kernel/hosts.ts';

export { HOSTS, type Host } from '../../kernel/hosts.ts';

export interface DeployTarget {
  host: Host;
  /** Netlify only: the Node server's origin, which `/be/api/*` is proxied to (Cloudflare uses its Function). */
  apiOrigin?: string;
}

/**
 * The configuration files static hosts read, for one host's dialect: `_headers` and `_redirects`
 * (published beside the pages; on Cloudflare also `_routes.json`, and the blog's id map when its
 * ids outgrow `_redirects`, see blog-ids.ts), and `serve.json` for the `serve` package (kept with the server's files).
 */
export function hostFiles(manifest: SiteManifest, { host, apiOrigin }: DeployTarget, publicFiles: Iterable<string>): Map<string, string> {
  assertOneRulePerLine(manifest, apiOrigin);
  const headers = host === 'netlify' ? netlifyHeadersFile(manifest.headers, topLevel(manifest, publicFiles)) : cloudflareHeadersFile(manifest.headers);
  if (host === 'netlify') {
    return new Map([['_headers', headers], ['_redirects', netlifyRedirectsFile(manifest, apiOrigin)], [SERVE_JSON_FILE, serveJson(manifest)]]);
  }
  const { redirects, files } = cloudflareBlogIds(manifest);
  return new Map([['_headers', headers], ['_redirects', cloudflareRedirectsFile({ ...manifest, redirects })], ...files, [SERVE_JSON_FILE, serveJson(manifest)]]);
}

/**
 * `_redirects` and `_headers` are line-based: a value holding a line break (or, in a redirect,
 * any whitespace) would write a rule of its own. Every value is checked here, whatever made it;
 * content errors name the file before this (content/redirects.ts).
 */
function assertOneRulePerLine(manifest: SiteManifest, apiOrigin?: string): void {
  const broken = (value: string, spaces: boolean) => (spaces ? /[\s\u0000-\u001F\u007F]/ : /[\u0000-\u001F\u007F]/).test(value);
  const bad: string[] = [];
  for (const r of manifest.redirects) {
    if (broken(r.from, true) || redirectTargetFault(r.to)) bad.push(`redirect ${JSON.stringify(r.from)} -> ${JSON.stringify(r.to)}`);
  }
  for (const rule of manifest.headers) {
    if (broken(rule.path, true)) bad.push(`header rule ${JSON.stringify(rule.path)}`);
    for (const [name, value] of Object.entries(rule.headers)) if (broken(name, true) || broken(value, false)) bad.push(`header ${JSON.stringify(name)} of ${rule.path}`);
  }
  if (apiOrigin !== undefined && (broken(apiOrigin, true) || !/^https?:\/\//i.test(apiOrigin))) bad.push(`--api-origin ${JSON.stringify(apiOrigin)}`);
  if (bad.length) throw new Error(`_redirects and _headers take one rule a line, and only http(s) URLs; these would break that: ${bad.join('; ')}`);
}

/** The top-level addresses of a build: pages and files at the root, and the folders there. */
function topLevel(manifest: SiteManifest, publicFiles: Iterable<string>): { files: string[]; folders: string[] } {
  const files = new Set<string>(['/']);
  const folders = new Set<string>();
  for (const urlPath of [...Object.keys(manifest.pages), ...manifest.redirects.map((r) => r.from)]) {
    const [first, ...more] = urlPath.slice(1).split('/');
    if (!first) continue;
    if (more.length) folders.add(first);
    else files.add(`/${first}`);
  }
  for (const file of publicFiles) {
    const [first, ...more] = file.split('/');
    if (more.length) folders.add(first!);
    else if (!file.endsWith('.html') && !file.startsWith('_')) files.add(`/${file}`);
  }
  return { files: [...files].sort(), folders: [...folders].sort() };
}
