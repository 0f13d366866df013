import type { HeaderRule } from './headers.ts';
import { outputFile, type Route } from './routes.ts';

/**
 * What `site serve` and `site check` need to know about a build, written as dist/_site.json:
 * the redirects, the not-found page for each path prefix, the headers, and each page's scripts.
 */
export interface SiteManifest {
  redirects: { from: string; to: string; status: number }[];
  /** Longest prefix first. */
  notFound: { prefix: string; file: string }[];
  errorPage: string;
  headers: HeaderRule[];
  pages: Record<string, { file: string; status: number; scripts: string[]; lazyScripts: string[] }>;
  css: string;
}

export function notFoundRules(routes: Route[]): SiteManifest['notFound'] {
  return routes
    .flatMap((r) => (r.kind === 'page' && r.notFoundFor ? [{ prefix: r.notFoundFor, file: outputFile(r.path) }] : []))
    .sort((a, b) => b.prefix.length - a.prefix.length || (a.prefix < b.prefix ? -1 : 1));
}

/** The `_redirects` file of static hosts: the redirects, then each section's not-found page. */
export function redirectsFile(manifest: SiteManifest): string {
  const lines = manifest.redirects.map((r) => `${r.from} ${r.to} ${r.status}`);
  for (const rule of manifest.notFound) lines.push(`${rule.prefix}* /${rule.file} 404`);
  return lines.join('\n') + '\n';
}
